//! `bgkit stats`: the formats, `--by-player` over a directory, standard
//! input, invalid files; and the sums of an engine's recorded analysis on
//! matches whose analysis the tests fill in.

use crate::common::{Scratch, bgkit, fixture, fixtures_root, json_of, match_archive};
use bgkit::analysis::stats::{PR_SCALE, match_stats};
use bgkit::board::legal_plays;
use bgkit::transcript::{Analysis, Decision, Recorded, read_match, replay_traced};
use predicates::prelude::*;
use serde_json::Value;

#[test]
fn json_gives_one_row_per_player_with_the_librarys_numbers() {
    // Given a real match
    let path = fixture("realworld/gnubg-charlot-7p.mat");
    // When its statistics are asked for as JSON
    let value = json_of(&["stats", path.to_str().unwrap(), "--format", "json"]);
    // Then there is a row per player, the left column first, each naming the file
    let rows = value.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["player"], "charlot1");
    assert_eq!(rows[1]["player"], "charlot2");
    assert_eq!(rows[0]["file"], path.to_str().unwrap());
    // And the figures are the query's, serialized by the same code
    let text = std::fs::read(&path).unwrap();
    let library: Vec<Value> = bgkit::query::stats(&text, false)
        .unwrap()
        .iter()
        .map(|row| serde_json::to_value(row).unwrap())
        .collect();
    for (cli, lib) in rows.iter().zip(&library) {
        let mut cli = cli.clone();
        cli.as_object_mut().unwrap().remove("file");
        assert_eq!(&cli, lib);
    }
    assert_eq!(rows[0]["games_won"], 3);
    assert_eq!(rows[1]["dances"], 18);
}

#[test]
fn the_rows_are_the_same_in_the_files_order_however_many_jobs_read_them() {
    // Given a directory of one site's transcripts
    let root = fixtures_root().join("realworld-corpus/bgstudio");
    let root = root.to_str().unwrap();
    // When their statistics are read on one thread, on four, and on as
    // many as there are cores
    let run = |jobs: &[&str]| {
        let output = bgkit()
            .args([&["stats", root, "--format", "jsonl"], jobs].concat())
            .output()
            .unwrap();
        assert!(output.status.success(), "{jobs:?}");
        output.stdout
    };
    let one = run(&["-j", "1"]);
    // Then the output is the same, row for row, in the order the walk gives
    assert_eq!(run(&["--jobs", "4"]), one);
    assert_eq!(run(&[]), one);
    let files: Vec<String> = String::from_utf8(one)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap()["file"].to_string())
        .collect();
    assert!(files.len() > 4);
    assert!(files.is_sorted(), "{files:?}");
}

#[test]
fn the_table_has_one_column_per_player_and_csv_one_row() {
    // Given a real match
    let path = fixture("realworld/gnubg-charlot-7p.mat");
    let path = path.to_str().unwrap();
    // When printed as a table; Then the players head the columns and each figure has its line
    bgkit()
        .args(["stats", path])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("|"))
        .stdout(predicate::str::contains("| charlot1 | charlot2 |"))
        .stdout(predicate::str::contains("| dances "))
        .stdout(predicate::str::contains("| expected_hits_suffered "));
    // When printed as CSV; Then a header of the JSON names and a row per player
    let output = bgkit()
        .args(["stats", path, "--format", "csv"])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with("file,player,matches,matches_won,rolls,"));
    assert!(lines[1].contains(",charlot1,"));
}

#[test]
fn by_player_over_a_directory_gives_one_row_per_name_adding_up_the_files() {
    // Given a directory of one site's transcripts, one player in most of them
    let root = fixtures_root().join("realworld-corpus/bgstudio");
    let root = root.to_str().unwrap();
    let globs = ["--glob", "*.mat", "--glob", "*.txt"];
    // When its statistics are added up by player, and listed by file
    let run = |extra: &[&str]| {
        let output = bgkit()
            .args([&["stats", root, "--format", "json"], &globs[..], extra].concat())
            .output()
            .unwrap();
        assert!(output.status.success());
        serde_json::from_slice::<Value>(&output.stdout).unwrap()
    };
    let by_player = run(&["--by-player"]);
    let by_file = run(&[]);
    // Then each name has one row, without a file
    let rows = by_player.as_array().unwrap();
    let mut names: Vec<&str> = rows.iter().map(|r| r["player"].as_str().unwrap()).collect();
    let count = names.len();
    names.dedup();
    assert_eq!(names.len(), count, "names repeat");
    assert!(rows.iter().all(|r| r.get("file").is_none()));
    // And each row adds up that name's rows of every file
    let files = by_file.as_array().unwrap();
    assert!(files.len() > 80);
    assert!(
        rows.len() < files.len() - 20,
        "some names play in several files"
    );
    for row in rows {
        let name = &row["player"];
        let mine: Vec<&Value> = files.iter().filter(|f| &f["player"] == name).collect();
        for field in [
            "matches",
            "rolls",
            "dances",
            "hits_made",
            "games_won",
            "doubles",
        ] {
            let total: u64 = mine.iter().map(|f| f[field].as_u64().unwrap()).sum();
            assert_eq!(row[field].as_u64().unwrap(), total, "{name} {field}");
        }
    }
}

#[test]
fn standard_input_gives_json_lines() {
    // Given a match piped in
    let text = std::fs::read(fixture("realworld/galaxy-5p.mat")).unwrap();
    // When read from `-`; Then one JSON line per player, without a file
    let output = bgkit()
        .args(["stats", "-"])
        .write_stdin(text)
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let rows: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["file"], "-");
}

#[test]
fn an_invalid_match_is_left_out_unless_forced() {
    // Given a valid match and a copy with an illegal play
    let scratch = Scratch::new("stats-invalid");
    let good = fixture("realworld/gnubg-charlot-7p.mat");
    let text = std::fs::read_to_string(&good).unwrap();
    let broken = scratch.file(
        "broken.mat",
        text.replacen("41: 13/9 24/23", "41: 13/9 24/20", 1),
    );
    let args = |force: bool| {
        let mut args = vec![
            "stats".to_string(),
            good.display().to_string(),
            broken.display().to_string(),
            "--format".into(),
            "json".into(),
        ];
        if force {
            args.push("--force".into());
        }
        args
    };
    // When counted; Then the broken file is reported and left out, exit 1
    let output = bgkit().args(args(false)).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("broken.mat: not counted"), "{stderr}");
    let rows: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 2);
    // And with --force it is counted as far as the replay went, still exit 1
    let output = bgkit().args(args(true)).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let rows: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 4);
}

#[test]
fn the_recorded_analysis_is_summed_per_player_with_the_performance_rating() {
    // Given a real match whose first game gets an engine's analysis: plays
    // with errors and luck (one of them forced), a missed double, a correct
    // no-double, a double and its take
    let text = std::fs::read(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let mut matched = read_match(&text).unwrap();
    let (_, traces) = replay_traced(&matched);
    let rolls = &traces[0].rolls;
    let choice = |i: usize| legal_plays(&rolls[i].before, rolls[i].roll).len() > 1;
    let forced = (0..rolls.len()).find(|&i| !choice(i)).unwrap();
    let free: Vec<usize> = (0..rolls.len()).filter(|&i| choice(i)).take(4).collect();
    let play = |i: usize, error: f64, luck: f64| Analysis {
        action: rolls[i].action,
        decision: Decision::Play {
            error: Some(Recorded(error)),
            luck: Some(Recorded(luck)),
            candidates: Vec::new(),
        },
    };
    let cube = |i: usize, doubled: bool, error: f64| Analysis {
        action: rolls[i].action,
        decision: Decision::Double {
            doubled,
            error: Some(Recorded(error)),
            equities: None,
        },
    };
    let game = &mut matched.games[0];
    let answer = game
        .actions
        .iter()
        .position(|a| matches!(a.kind, bgkit::transcript::ActionKind::Take))
        .unwrap();
    let double = answer - 1;
    game.analysis = vec![
        play(free[0], -0.05, 0.1),
        play(free[1], 0.0, -0.2),
        play(free[2], -0.125, 0.05),
        play(free[3], -0.01, 0.0),
        play(forced, 0.0, 0.3),
        // eXtreme Gammon writes a double's error as a positive number
        cube(free[0], false, 0.08),
        cube(free[1], false, 0.0),
        Analysis {
            action: double,
            decision: Decision::Double {
                doubled: true,
                error: Some(Recorded(-0.02)),
                equities: None,
            },
        },
        Analysis {
            action: answer,
            decision: Decision::Take {
                took: true,
                error: Some(Recorded(0.0)),
                equities: None,
            },
        },
    ];
    let game = matched.games[0].clone();
    // When the statistics are counted
    let players = match_stats(&matched, None).players;
    // Then each decision goes to the player who made it, and adds up
    let mut expected = [Expected::default(), Expected::default()];
    for analysis in &game.analysis {
        let who = game.actions[analysis.action].player.index();
        let e = &mut expected[who];
        match &analysis.decision {
            Decision::Play { error, luck, .. } => {
                e.plays += 1;
                e.checker -= error.unwrap().0.abs();
                e.luck += luck.unwrap().0;
                let forced_play = analysis.action == rolls[forced].action;
                e.rated += u32::from(!forced_play);
            }
            Decision::Double { doubled, error, .. } => {
                e.cube_decisions += 1;
                e.cube -= error.unwrap().0.abs();
                e.rated += u32::from(*doubled || error.unwrap().0 != 0.0);
            }
            Decision::Take { error, .. } => {
                e.cube_decisions += 1;
                e.cube -= error.unwrap().0.abs();
                e.rated += 1;
            }
        }
    }
    for (stats, e) in players.iter().zip(&expected) {
        assert_eq!(stats.analysed_plays, e.plays);
        assert_eq!(stats.analysed_cube_decisions, e.cube_decisions);
        assert_eq!(stats.rated_decisions, e.rated);
        assert!((stats.checker_error - e.checker).abs() < 1e-12);
        assert!((stats.cube_error - e.cube).abs() < 1e-12);
        assert!((stats.recorded_luck - e.luck).abs() < 1e-12);
        let rating = (e.rated > 0).then(|| -PR_SCALE * (e.checker + e.cube) / f64::from(e.rated));
        assert_eq!(stats.performance_rating, rating);
    }
    assert!(expected.iter().map(|e| e.rated).sum::<u32>() >= 6);
}

/// The sums the analysis test works out by hand.
#[derive(Default)]
struct Expected {
    plays: u32,
    cube_decisions: u32,
    rated: u32,
    checker: f64,
    cube: f64,
    luck: f64,
}

#[test]
fn a_match_with_warnings_is_counted() {
    // Given a valid match that validation warns about
    let path = fixture("realworld/galaxy-5p.mat");
    let report = json_of(&["validate", path.to_str().unwrap(), "--format", "json"]);
    assert_eq!(report["valid"], true);
    assert!(!report["warnings"].as_array().unwrap().is_empty());
    // When its statistics are asked for; Then both players are counted, exit 0
    let rows = json_of(&["stats", path.to_str().unwrap(), "--format", "json"]);
    assert_eq!(rows.as_array().unwrap().len(), 2);
    assert!(rows[0]["games"].as_u64().unwrap() > 0);
}

#[test]
fn the_rules_given_replace_the_ones_the_match_names() {
    // Given an Oxford match whose headers do not say so
    let path = fixture("variants/oxford-long.mat");
    let path = path.to_str().unwrap();
    // When counted under standard rules; Then it breaks them and is left out
    bgkit()
        .args(["stats", path, "--format", "json"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("not counted"));
    // And under Oxford rules every game counts, at Oxford's values
    let rows = json_of(&["stats", path, "--rules", "oxford", "--format", "json"]);
    let points: u64 = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["points_won"].as_u64().unwrap())
        .sum();
    assert_eq!(rows[0]["games"], 12);
    assert!(
        points > 12 * 15,
        "Oxford games are worth checkers: {points}"
    );
}

/// The files the JSON lines of `stats` name, each once, in order.
fn files_named(out: &[u8]) -> Vec<String> {
    let mut files: Vec<String> = String::from_utf8_lossy(out)
        .lines()
        .map(|line| {
            let row: Value = serde_json::from_str(line).unwrap();
            row["file"].as_str().unwrap().to_string()
        })
        .collect();
    files.dedup();
    files
}

#[test]
fn a_directory_gives_its_match_records_and_leaves_other_files_alone() {
    // Given an archive with a README.md, notes and a hidden draft beside two
    // matches
    let scratch = Scratch::new("cli-walk-records");
    let dir = match_archive(&scratch);

    // When counted
    let output = bgkit()
        .arg("stats")
        .arg(&dir)
        .args(["--format", "jsonl"])
        .output()
        .unwrap();

    // Then the two matches are read, the other files not, and all is well
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        files_named(&output.stdout),
        [
            dir.join("2024/two.MAT").display().to_string(),
            dir.join("charlot.mat").display().to_string(),
        ]
    );
}

#[test]
fn a_glob_replaces_the_record_extensions_and_a_named_file_is_always_read() {
    // Given the same archive
    let scratch = Scratch::new("cli-walk-glob");
    let dir = match_archive(&scratch);
    let charlot = dir.join("charlot.mat");

    // When a glob asks for the capitalised match alone, and the other match
    // is named outright
    let output = bgkit()
        .args(["stats", "--format", "jsonl", "--glob", "*.MAT"])
        .arg(&dir)
        .arg(&charlot)
        .output()
        .unwrap();

    // Then those two are read, in that order
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        files_named(&output.stdout),
        [
            dir.join("2024/two.MAT").display().to_string(),
            charlot.display().to_string()
        ]
    );

    // And a glob that takes the notes makes them a file that is no
    // transcript, reported and left out
    bgkit()
        .args(["stats", "--glob", "*.log"])
        .arg(&dir)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("notes.log"));
}
