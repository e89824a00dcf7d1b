//! The CLI on GNU Backgammon SGF files: `validate`, `export` and `fmt` read
//! them (told apart by content, from files or standard input), diagnostics
//! point at the SGF node, and `fmt --to sgf` writes SGF.

use crate::common::{
    Scratch, UTF16_FILES, bgkit, fixture, json_of, utf16, validate_utf16_directory,
};
use bgkit::transcript::{DiagnosticKind, kept_by_sgf, read_match, same_match, validate};
use predicates::prelude::*;

/// A two-game money session: a roll, a double and a drop, then a
/// game with a comment.
const SMALL: &str = "(;FF[4]GM[6]CA[UTF-8]MI[length:0][game:0][ws:0][bs:0]PW[Ann]PB[Bob]RU[]RE[B+1]
;W[31hefe]
;B[double]
;W[drop])
(;FF[4]GM[6]CA[UTF-8]MI[length:0][game:1][ws:0][bs:1]PW[Ann]PB[Bob]RU[]
;B[42qusu]C[the usual \\] play]
;W[66])
";

#[test]
fn validate_reads_sgf_whatever_the_file_is_called() {
    // Given an SGF file named like a .mat file
    let scratch = Scratch::new("sgf-name");
    let file = scratch.file("match.mat", SMALL);
    // When validated; Then it is read as SGF and found valid
    let report = json_of(&["validate", "--format", "json", file.to_str().unwrap()]);
    assert_eq!(report["valid"], true);
    assert_eq!(report["dialect"], "gnubg-sgf");
    assert_eq!(report["games"], 2);
    assert_eq!(report["matches"][0]["games"][0]["how"], "drop");
}

#[test]
fn validate_reads_sgf_from_standard_input() {
    let output = bgkit()
        .args(["validate", "--format", "json", "-"])
        .write_stdin(SMALL)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let report: serde_json::Value = serde_json::from_slice(&output).unwrap();
    assert_eq!(report["dialect"], "gnubg-sgf");
    assert_eq!(report["turns"], 5);
}

#[test]
fn broken_sgf_gets_an_error_at_its_line_and_column() {
    let table = [
        (
            "truncated",
            "(;FF[4]GM[6]MI[length:3]\n;W[31he",
            "truncated.sgf:2:8: error: expected `]` closing the property value, found `the end of the input` [syntax]",
        ),
        (
            "go",
            "(;FF[4]GM[1]SZ[19]\n;B[pd])",
            "go.sgf:1:8: error: the SGF game type is GM[1] (go); bgkit reads backgammon, GM[6] [syntax]",
        ),
        (
            "bad-value",
            "(;FF[4]GM[6]MI[length:3]\n;W[31hefe]\n;B[7zqusu])",
            "bad-value.sgf:3:2: error: the value B[7zqusu] does not decode: expected two dice 1-6 and letter pairs a-z (`52jfmi`), or double, take, drop [syntax]",
        ),
        (
            "not-a-tree",
            "(;GM[6];W[31hefe])\n)",
            "not-a-tree.sgf:2:1: error: expected `(` opening a game tree, found `)` [syntax]",
        ),
        (
            "illegal",
            "(;GM[6]MI[length:3]\n;W[31hfla])",
            "illegal.sgf:2:2: error:",
        ),
    ];
    let scratch = Scratch::new("sgf-broken");
    for (name, text, message) in table {
        // Given a broken SGF file
        let file = scratch.file(&format!("{name}.sgf"), text);
        // When validated; Then it is invalid, with the error where it is
        bgkit()
            .current_dir(scratch.path())
            .args(["validate", &format!("{name}.sgf")])
            .assert()
            .code(1)
            .stdout(predicate::str::contains(message));
        // And reading it fails at the same place without a panic
        let bytes = std::fs::read(&file).unwrap();
        assert!(!validate(&bytes).valid, "{name}");
        assert!(read_match(&bytes).is_err() || name == "illegal", "{name}");
    }
}

#[test]
fn export_of_sgf_carries_its_comments() {
    // Given an SGF file with a comment on a move
    let scratch = Scratch::new("sgf-export");
    let file = scratch.file("small.sgf", SMALL);
    // When exported; Then the turn has the comment, and the dialect is SGF's
    let exported = json_of(&["export", "--format", "json", file.to_str().unwrap()]);
    assert_eq!(exported["dialect"], "gnubg-sgf");
    let turn = &exported["games"][1]["turns"][0];
    assert_eq!(turn["play"], "8/4 6/4");
    assert_eq!(turn["comment"], "the usual ] play");
    assert_eq!(exported["games"][0]["turns"][0].get("comment"), None);
}

#[test]
fn fmt_writes_sgf_as_mat_by_default_and_mat_as_sgf_on_request() {
    let mat = fixture("gnubg/matches/m05-s1004-noisy.mat");
    let original = read_match(&std::fs::read(&mat).unwrap()).unwrap();

    // When a .mat file is written with --to sgf
    let sgf = bgkit()
        .args(["fmt", "--to", "sgf"])
        .arg(&mat)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    // Then it is SGF that holds the same match
    assert!(sgf.starts_with(b"(;FF[4]GM[6]"));
    let from_sgf = read_match(&sgf).unwrap();
    assert_eq!(same_match(&kept_by_sgf(&original), &from_sgf), Ok(()));

    // When that SGF is formatted with no --to; Then it is .mat text again
    let back = bgkit()
        .arg("fmt")
        .write_stdin(sgf)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert!(String::from_utf8_lossy(&back).contains(" 5 point match"));
    assert_eq!(same_match(&from_sgf, &read_match(&back).unwrap()), Ok(()));
}

#[test]
fn a_later_game_numbered_1_at_0_0_is_refused_as_sgf_not_written_as_another_match() {
    // Given a money session whose every game is written `Game 1` at 0-0
    let session = std::fs::read_to_string(fixture("realworld/gnubg-export-money-s1035-noisy.mat"))
        .unwrap()
        .lines()
        .map(|line| match line.trim_start() {
            l if l.starts_with("Game ") => " Game 1".to_string(),
            l if l.starts_with("alpha : ") => {
                " alpha : 0                      beta : 0".to_string()
            }
            _ => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert!(validate(session.as_bytes()).valid);

    // When written as SGF; Then it is refused, saying why: the second
    // game's root would start another match
    let output = bgkit()
        .args(["fmt", "--to", "sgf"])
        .write_stdin(session)
        .assert()
        .failure()
        .get_output()
        .clone();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("game 2 of the match is numbered 1 at 0-0"),
        "{stderr}"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn a_game_whose_root_states_no_score_is_written_with_the_counted_score() {
    // Given a 3-point match in SGF whose second root leaves out `ws` and `bs`
    // (or `ws` alone, which is then 0), after a game Black won for a point
    let first = "(;GM[6]MI[length:3][game:0][ws:0][bs:0]RE[B+1]\n;W[31hefe];B[double];W[drop])\n";
    for second in ["MI[length:3][game:1]", "MI[length:3][game:1][bs:1]"] {
        let text = format!("{first}(;GM[6]{second}RE[B+1]\n;W[31hefe];B[double];W[drop])\n");
        assert!(validate(text.as_bytes()).valid, "{second}");
        // When written as SGF and as .mat
        for to in ["sgf", "mat"] {
            let written = bgkit()
                .args(["fmt", "--to", to])
                .write_stdin(text.clone())
                .assert()
                .success()
                .get_output()
                .stdout
                .clone();
            // Then the second game states the score the replay counted, 0-1,
            // and the rewritten file validates and holds the same match
            let rewritten = String::from_utf8(written).unwrap();
            let stated = if to == "sgf" {
                "[ws:0][bs:1]"
            } else {
                "Player 2 : 1"
            };
            assert!(rewritten.contains(stated), "{second} as {to}:\n{rewritten}");
            assert!(validate(rewritten.as_bytes()).valid, "{second} as {to}");
        }
    }
    // And `bs` alone below the count is a wrong score, as on a score line
    let text =
        format!("{first}(;GM[6]MI[length:3][game:1][bs:0]RE[B+1]\n;W[31hefe];B[double];W[drop])\n");
    let report = validate(text.as_bytes());
    assert_eq!(report.errors.len(), 1, "{:?}", report.errors);
    assert_eq!(report.errors[0].kind, DiagnosticKind::WrongScore);
    assert_eq!((report.errors[0].line, report.errors[0].column), (3, 29));
}

#[test]
fn fmt_in_place_keeps_the_files_format() {
    // Given an SGF file
    let scratch = Scratch::new("sgf-in-place");
    let file = scratch.file("small.sgf", SMALL);
    // When rewritten in place as .mat; Then it is refused and left as it was
    bgkit()
        .args(["fmt", "--in-place"])
        .arg(&file)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--in-place keeps a file's format"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), SMALL);
    // And in place as SGF it is written in bgkit's SGF, which reads the same
    bgkit()
        .args(["fmt", "--in-place", "--to", "sgf"])
        .arg(&file)
        .assert()
        .success();
    let rewritten = std::fs::read(&file).unwrap();
    assert_eq!(
        same_match(
            &read_match(SMALL.as_bytes()).unwrap(),
            &read_match(&rewritten).unwrap()
        ),
        Ok(())
    );
}

#[test]
fn a_beaver_is_written_as_sgf_as_gnubg_writes_it_and_read_back() {
    // Given a money game with a beaver
    let scratch = Scratch::new("sgf-beaver");
    let file = scratch.file(
        "beaver.mat",
        " 0 point match\n\n Game 1\n A : 0                      B : 0\n  1) 31: 8/5 6/5              Doubles => 2\n  2)  Beavers => 4\n",
    );
    // When written with --to sgf
    let written = bgkit()
        .args(["fmt", "--to", "sgf"])
        .arg(&file)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    // Then the beaver is the doubled player's `double` after the double, and
    // the doubler's `take` of it, and it reads back as the same beaver
    let text = String::from_utf8(written).unwrap();
    assert!(
        text.contains("\n;W[31hefe]\n;B[double]\n;W[double]\n;B[take]"),
        "{text}"
    );
    let kinds = |report: &bgkit::transcript::ValidationReport| report.matches.clone();
    let original = validate(&std::fs::read(&file).unwrap());
    assert_eq!(kinds(&validate(text.as_bytes())), kinds(&original));
    let read = read_match(text.as_bytes()).unwrap();
    let beavers: Vec<_> = read.games[0]
        .actions
        .iter()
        .filter(|a| matches!(a.kind, bgkit::transcript::ActionKind::Beaver { cube: 4 }))
        .collect();
    assert_eq!(beavers.len(), 1);
}

#[test]
fn a_game_resigned_without_a_result_cannot_be_written_as_sgf() {
    // Given plain game records that end in a resignation and no result, one
    // after a roll and one on its own
    for record in [
        "31: 8/5 6/5\n42: 8/4 6/4\n66: ???\n",
        "31: 8/5 6/5\n42: 8/4 6/4\n???\n",
    ] {
        bgkit()
            .args(["validate", "-q", "-"])
            .write_stdin(record)
            .assert()
            .success();
        // When written with --to sgf; Then it is refused with the reason,
        // not written without the resignation
        bgkit()
            .args(["fmt", "--to", "sgf", "-"])
            .write_stdin(record)
            .assert()
            .code(1)
            .stdout("")
            .stderr(predicate::str::contains(
                "game 1 ends in a resignation with no result, and GNU Backgammon's SGF writes a resignation only as its result",
            ));
    }
}

#[test]
fn a_match_under_other_rules_cannot_be_written_as_sgf() {
    // Given an Oxford transcript, its rules named in its headers
    let oxford = fixture("variants/oxford-headers.mat");

    // When written with --to sgf; Then it is refused: SGF would record it as standard
    bgkit()
        .args(["fmt", "--to", "sgf"])
        .arg(&oxford)
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "played under oxford rules with at most 6 checkers on a point, which GNU Backgammon's SGF cannot record",
        ));

    // And a standard match is refused too when other rules are chosen for it
    bgkit()
        .args(["fmt", "--to", "sgf", "--rules", "msn"])
        .arg(fixture("gnubg/matches/m01-s1026-plain.mat"))
        .assert()
        .code(1)
        .stderr(predicate::str::contains("under msn rules"));
}

#[test]
fn a_utf16_sgf_in_a_directory_is_read_as_sgf_and_its_lines_shown() {
    // Given a directory with a real SGF match saved as UTF-16, both byte
    // orders, with and without the byte order mark, its game 2 made to start at 0-4 where the games before leave
    // 0-1
    let scratch = Scratch::new("cli-sgf-utf16");
    let text = std::fs::read_to_string(fixture("sgf/realworld/gibbon-7point.sgf")).unwrap();
    let broken = text.replacen("[game:1][ws:0][bs:1]", "[game:1][ws:0][bs:4]", 1);
    assert_ne!(broken, text, "line 10 holds game 2's scores");

    // When the directory is validated
    let output = validate_utf16_directory(&scratch, &broken, "sgf");

    // Then both are read as SGF, the score found where the UTF-8 file has
    // it, and the line shown as it reads
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    for name in UTF16_FILES.map(|name| format!("{name}.sgf")) {
        assert!(
            stdout.contains(&format!(
                "{name}:10:83: error: SnowWhite should have 1 points"
            )),
            "{stdout}"
        );
    }
    assert_eq!(
        stdout.matches("[game:1][ws:0][bs:4]").count(),
        UTF16_FILES.len(),
        "{stdout}"
    );
    assert_eq!(stdout.matches("[syntax]").count(), 0, "{stdout}");
}

#[test]
fn a_utf16_sgf_reads_as_its_utf8_text_everywhere() {
    // Given a real SGF match, as UTF-8 and as UTF-16 (little-endian, as
    // Windows editors save it)
    let text = std::fs::read_to_string(fixture("sgf/realworld/gibbon-7point.sgf")).unwrap();
    let wide = utf16(&text, false);

    // When the library validates and reads both
    // Then they agree: valid SGF, with the same games
    let (from_utf16, from_utf8) = (validate(&wide), validate(text.as_bytes()));
    assert!(from_utf16.valid, "{:?}", from_utf16.errors);
    assert_eq!(from_utf16, from_utf8);
    same_match(
        &read_match(&wide).unwrap(),
        &read_match(text.as_bytes()).unwrap(),
    )
    .unwrap();

    // And the command line, from standard input and through `fmt`, says the
    // same of both
    let run = |args: &[&str], input: &[u8]| {
        bgkit()
            .args(args)
            .write_stdin(input.to_vec())
            .assert()
            .success()
            .get_output()
            .stdout
            .clone()
    };
    for args in [
        &["validate", "--format", "json", "-"][..],
        &["fmt", "--to", "mat", "-"][..],
    ] {
        assert_eq!(run(args, &wide), run(args, text.as_bytes()), "{args:?}");
    }
}

/// `bgkit fmt --to sgf` of the file at `path`, which it must rewrite.
fn sgf_of(path: &str) -> String {
    let written = bgkit()
        .args(["fmt", "--to", "sgf", path])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(written).unwrap()
}

/// Each game's winner (0: player 1, `W`) and points in a `validate --format
/// json` report of one match.
fn game_results(report: &serde_json::Value) -> Vec<(u64, u64)> {
    let games = report["matches"][0]["games"].as_array().unwrap();
    games
        .iter()
        .map(|g| (g["winner"].as_u64().unwrap(), g["points"].as_u64().unwrap()))
        .collect()
}

/// The JSON report of `validate` on `input` given on standard input, valid
/// or not.
fn report_of_input(input: impl Into<Vec<u8>>) -> serde_json::Value {
    let output = bgkit()
        .args(["validate", "--format", "json", "-"])
        .write_stdin(input.into())
        .output()
        .unwrap();
    serde_json::from_slice(&output.stdout).unwrap()
}

/// Each game's winner and points, `None` for a game left undecided, from
/// `games`: a report's list, or gnubg's reading of a file.
fn decided(games: &serde_json::Value) -> Vec<Option<(u64, u64)>> {
    let games = games.as_array().unwrap();
    let decided = |g: &serde_json::Value| Some((g["winner"].as_u64()?, g["points"].as_u64()?));
    games.iter().map(decided).collect()
}

/// Each game's winner (0: player 1, `W`) and points as GNU Backgammon reads
/// the files it saved in `folder` (its `GNUBG.jsonl`).
fn gnubg_results_of(folder: &str) -> Vec<(String, Vec<(u64, u64)>)> {
    let text = std::fs::read_to_string(fixture(&format!("{folder}/GNUBG.jsonl"))).unwrap();
    text.lines()
        .map(|line| {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            let games = record["games"].as_array().unwrap().iter();
            let results = games
                .map(|g| (g["winner"].as_u64().unwrap(), g["points"].as_u64().unwrap()))
                .collect();
            (record["file"].as_str().unwrap().to_string(), results)
        })
        .collect()
}

#[test]
fn a_game_gnubg_saved_after_its_board_was_set_is_replayed_from_the_board_set() {
    for (name, expected) in gnubg_results_of("sgf/edited") {
        // Given GNU Backgammon's SGF of a match whose board was set during
        // play (a setup node: `PL`, `AE[a:y]`, `AW`, `AB`), then played on
        let path = fixture(&format!("sgf/edited/{name}"));

        // When validated
        let report = json_of(&["validate", "--format", "json", path.to_str().unwrap()]);

        // Then it is valid, each game won as gnubg reads it, with one warning
        // that the board was set, at the play after the setup node
        assert_eq!(report["valid"], true, "{name}: {:#}", report["errors"]);
        let results = game_results(&report);
        assert_eq!(results, expected, "{name}");
        let set: Vec<&serde_json::Value> = report["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|w| {
                w["message"]
                    .as_str()
                    .unwrap()
                    .contains("the game was edited during play")
            })
            .collect();
        assert_eq!(set.len(), 1, "{name}: {:#}", report["warnings"]);
        assert_eq!(set[0]["kind"], "writer-quirk");
        assert_eq!(set[0]["line"], 5, "{name}: the play after the setup node");
    }
}

#[test]
fn fmt_keeps_a_set_board_in_sgf_and_will_not_write_it_as_mat() {
    // Given gnubg's SGF of a game edited during play
    let path = fixture("sgf/edited/race-set-after-opening.sgf");
    let path = path.to_str().unwrap();

    // When rewritten as SGF; Then the setup is written back (gnubg's form)
    // and the rewrite validates as the same match
    let text = sgf_of(path);
    assert!(
        text.contains("\n;PL[W]AE[a:y]AW[a][a][b][b][c][c][d][d][e][e]AB["),
        "{text}"
    );
    let original = validate(&std::fs::read(path).unwrap());
    let rewritten = validate(text.as_bytes());
    assert!(rewritten.valid, "{:?}", rewritten.errors);
    assert_eq!(rewritten.matches, original.matches);

    // And as .mat it is refused, saying why: a .mat transcript has no way to
    // set the board, and its plays would not replay from the opening
    bgkit()
        .args(["fmt", "--to", "mat", path])
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains(
            "not rewritten: game 1 sets the board or the cube (an edited game, or automatic doubles), which a .mat transcript cannot record",
        ));
}

#[test]
fn a_setup_node_bgkit_cannot_read_is_an_error_where_it_is() {
    let game = |setup: &str| {
        format!(
            "(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[Ann]PB[Bob]RE[W+1]\n;W[31hefe]\n;{setup}\n;B[42qusu])\n"
        )
    };
    let sixteen = format!("AE[a:y]AW{}AB[x]", "[a]".repeat(16));
    let table = [
        (
            "part of the board, on top of the board reached",
            "PL[B]AW[a]".to_string(),
            "3:7: error: the value AW[a] does not decode: expected an `AE[a:y]` beside it",
        ),
        (
            "part of the board cleared",
            "AE[a:c]AW[a]".to_string(),
            "3:2: error: the value AE[a:c] does not decode: expected `a:y`",
        ),
        (
            "a checker borne off",
            "AE[a:y]AW[z]".to_string(),
            "3:12: error: the value AW[z] does not decode: expected one letter `a` to `y` a checker",
        ),
        (
            "sixteen checkers",
            sixteen,
            "3:2: error: the board the setup sets is not a backgammon position",
        ),
        (
            "no checker of player 2",
            "AE[a:y]AW[a]".to_string(),
            "3:2: error: the board the setup sets is not a backgammon position: a player has no checker left on it",
        ),
        (
            "a cube of 3",
            "CV[3]".to_string(),
            "3:2: error: the value CV[3] does not decode: expected a cube value",
        ),
        (
            "a cube owned by no player",
            "CP[x]".to_string(),
            "3:2: error: the value CP[x] does not decode: expected `w`, `b` or `c`",
        ),
    ];
    for (case, setup, expected) in table {
        // Given a setup node bgkit does not read
        let scratch = Scratch::new("bad-setup");
        let file = scratch.file("setup.sgf", game(&setup));
        // When validated; Then it is one error at the setup, not a replay of
        // the plays after it on another board
        let output = bgkit()
            .args(["validate", file.to_str().unwrap()])
            .assert()
            .code(1)
            .get_output()
            .stdout
            .clone();
        let text = String::from_utf8(output).unwrap();
        assert!(text.contains(expected), "{case}: {text}");
        assert!(!text.contains("illegal-play"), "{case}: {text}");
    }
}

#[test]
fn a_board_set_with_checkers_on_both_bars_is_written_back_as_it_was_read() {
    // Given a setup with a checker of each player on the bar, Ann on roll
    let text = "(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[Ann]PB[Bob]\n;W[31hefe]\n;B[42qusu]\n;PL[W]AE[a:y]AW[y][a][a][f][f][f][f][f][h][h][h][l][l][l][l]AB[y][x][x][s][s][s][s][s][q][q][q][m][m][m][m]\n;W[62ywhb])\n";
    let scratch = Scratch::new("bars-set");
    let file = scratch.file("bars.sgf", text);
    let file = file.to_str().unwrap();

    // When validated, and rewritten as SGF
    let report = validate(text.as_bytes());
    let written = bgkit()
        .args(["fmt", "--to", "sgf", file])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();

    // Then Ann's 6-2 enters from the bar on the board set (the 6 is blocked), and the rewrite
    // sets the same board: both bars, the same points
    assert!(report.valid, "{:?}", report.errors);
    let written = String::from_utf8(written).unwrap();
    assert!(written.contains("AW[a][a][f]"), "{written}");
    assert!(written.contains("[y]AB["), "{written}");
    assert!(written.ends_with("[y]\n;W[62ywhb])\n"), "{written}");
    assert_eq!(validate(written.as_bytes()).matches, report.matches);
}

#[test]
fn a_beaver_gnubg_saved_is_read_as_a_beaver_taken_or_dropped_as_gnubg_reads_it() {
    let games = gnubg_results_of("sgf/beaver");
    let both_forms = games.iter().flat_map(|(sgf, results)| {
        [sgf.clone(), sgf.replace(".sgf", ".mat")].map(|name| (name, results.clone()))
    });
    for (name, expected) in both_forms {
        // Given GNU Backgammon's SGF of a money game with a beaver (the
        // doubled player's `double` straight after the double, then the
        // doubler's `take` or `drop`), played out or dropped, or gnubg's
        // .mat export of it (`Beavers => 4`)
        let path = fixture(&format!("sgf/beaver/{name}"));

        // When validated
        let report = json_of(&["validate", "--format", "json", path.to_str().unwrap()]);

        // Then it is valid with no warning, each game won as gnubg reads it
        assert_eq!(report["valid"], true, "{name}: {:#}", report["errors"]);
        assert_eq!(report["warnings"], serde_json::json!([]), "{name}");
        let results = game_results(&report);
        assert_eq!(results, expected, "{name}");

        // And the export shows the beaver to 4, and no take of it
        let export = json_of(&["export", path.to_str().unwrap()]);
        let turns = export["games"][0]["turns"].as_array().unwrap();
        let cube: Vec<&str> = turns
            .iter()
            .map(|t| t["kind"].as_str().unwrap())
            .filter(|kind| *kind != "move")
            .take(2)
            .collect();
        assert_eq!(cube, ["double", "beaver"], "{name}");

        // And `fmt --to sgf` writes the beaver as gnubg did: the dropped one
        // without a take
        let written = bgkit()
            .args(["fmt", "--to", "sgf", path.to_str().unwrap()])
            .output()
            .unwrap();
        let text = String::from_utf8(written.stdout).unwrap();
        let after = if name.contains("dropped") {
            "drop]"
        } else {
            "take]"
        };
        assert!(
            text.contains(&format!("[double]\n;W[double]\n;B[{after}"))
                || text.contains(&format!("[double]\n;B[double]\n;W[{after}")),
            "{name}: {text}"
        );
    }
}

#[test]
fn every_edited_game_is_rewritten_as_sgf_with_its_edits_and_reads_back_the_same() {
    for (name, _) in gnubg_results_of("sgf/edited") {
        // Given gnubg's SGF of a game edited during play
        let path = fixture(&format!("sgf/edited/{name}"));
        let path = path.to_str().unwrap();

        // When rewritten as SGF
        let text = sgf_of(path);

        // Then it reads back as the same match, the same edits before the
        // same actions, and validates the same
        let original = read_match(&std::fs::read(path).unwrap()).unwrap();
        let rewritten = read_match(text.as_bytes()).unwrap();
        let edits = |m: &bgkit::transcript::Match| {
            m.games.iter().map(|g| g.edits.clone()).collect::<Vec<_>>()
        };
        assert_eq!(edits(&rewritten), edits(&original), "{name}");
        assert!(edits(&original).iter().any(|e| !e.is_empty()), "{name}");
        let report = validate(text.as_bytes());
        assert_eq!(
            report.matches,
            validate(&std::fs::read(path).unwrap()).matches,
            "{name}"
        );
        assert_eq!(report.warnings.len(), 1, "{name}: {:?}", report.warnings);
    }
    // And the cube's value and owner are written as gnubg writes them
    let path = fixture("sgf/edited/cube-set-after-opening.sgf");
    let output = bgkit()
        .args(["fmt", "--to", "sgf", path.to_str().unwrap()])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("\n;CV[4]\n;CP[b]\n;"), "{text}");
}

#[test]
fn games_under_gnubgs_rules_and_endings_read_as_gnubg_reads_them() {
    // gnubg's .mat export of two of these games is not the game gnubg
    // holds: it leaves out the automatic double (the root's `CV[2]`), and it
    // writes a single game resigned while a double waits (worth the cube, 1)
    // as `Wins 2 points`. gnubg's own import of those .mat files reads what
    // they say, 4 and 2, and so does bgkit.
    let mat_says = |name: &str| match name {
        "automatic-doubles.mat" => Some(vec![(0, 4)]),
        "resign-while-doubled.mat" => Some(vec![(0, 2)]),
        _ => None,
    };
    for (sgf, expected) in gnubg_results_of("sgf/scenarios") {
        for name in [sgf.clone(), sgf.replace(".sgf", ".mat")] {
            // Given gnubg's SGF, or its .mat export, of a game under
            // automatic doubles, without the Crawford rule, or resigned
            let path = fixture(&format!("sgf/scenarios/{name}"));

            // When validated
            let report = json_of(&["validate", "--format", "json", path.to_str().unwrap()]);

            // Then it is valid, each game won as gnubg reads it
            assert_eq!(report["valid"], true, "{name}: {:#}", report["errors"]);
            let results = game_results(&report);
            assert_eq!(
                results,
                mat_says(&name).unwrap_or(expected.clone()),
                "{name}"
            );
        }
    }
}

#[test]
fn gnubgs_money_sessions_read_as_gnubg_reads_them_its_score_without_automatic_doubles() {
    for (sgf, expected) in gnubg_results_of("sgf/sessions") {
        // Given a money session gnubg played against itself (automatic
        // doubles, the Jacoby rule, beavers), its SGF and its .mat export
        let path = |name: &str| fixture(&format!("sgf/sessions/{name}"));
        let mat = sgf.replace(".sgf", ".mat");

        // When each is validated
        let sgf_report = json_of(&["validate", "--format", "json", path(&sgf).to_str().unwrap()]);
        let mat_report = json_of(&["validate", "--format", "json", path(&mat).to_str().unwrap()]);

        // Then the SGF is valid, each game won as gnubg reads it
        assert_eq!(
            sgf_report["valid"], true,
            "{sgf}: {:#}",
            sgf_report["errors"]
        );
        assert_eq!(game_results(&sgf_report), expected, "{sgf}");
        // And the .mat too, at the points gnubg's export writes: the game
        // without its automatic doubles (a power of two fewer)
        assert_eq!(
            mat_report["valid"], true,
            "{mat}: {:#}",
            mat_report["errors"]
        );
        assert_eq!(mat_report["warnings"], serde_json::json!([]), "{mat}");
        let exported = game_results(&mat_report);
        let doubled: Vec<bool> = exported
            .iter()
            .zip(&expected)
            .map(|(&(mat_winner, mat_points), &(winner, points))| {
                assert_eq!(mat_winner, winner, "{mat}");
                let times = points / mat_points;
                assert!(points % mat_points == 0 && times.is_power_of_two(), "{mat}");
                times > 1
            })
            .collect();
        // And each game but the last begun with automatic doubles is one
        // writer-quirk warning: the next `MI` score leaves them out
        let warnings = sgf_report["warnings"].as_array().unwrap();
        let auto_doubled = doubled.iter().rev().skip(1).filter(|&&d| d).count();
        assert_eq!(warnings.len(), auto_doubled, "{sgf}: {warnings:#?}");
        for warning in warnings {
            assert_eq!(warning["kind"], "writer-quirk", "{sgf}");
            let message = warning["message"].as_str().unwrap();
            assert!(message.contains("(automatic doubles)"), "{sgf}: {message}");
        }
        if !sgf.contains("auto-0") {
            assert!(
                auto_doubled > 0,
                "{sgf}: no game begun with automatic doubles"
            );
        }
    }
}

#[test]
fn a_score_after_automatic_doubles_that_is_not_gnubgs_count_stays_an_error() {
    // Given gnubg's session whose game 2 began with automatic doubles and
    // was won at 8, game 3's score written 4-4 as gnubg counts it (without
    // them), or 4-5, which no count gives
    let path = fixture("sgf/sessions/money-1034-jacoby-on-beavers-3-auto-2.sgf");
    let text = std::fs::read_to_string(path).unwrap();
    let as_gnubg = "MI[length:0][game:2][ws:4][bs:4]";
    assert!(text.contains(as_gnubg));
    for (score, valid) in [("[ws:4][bs:4]", true), ("[ws:4][bs:5]", false)] {
        let sgf = text.replace(as_gnubg, &format!("MI[length:0][game:2]{score}"));

        // When validated
        let report = report_of_input(sgf);

        // Then gnubg's count is a writer quirk, any other a wrong score
        assert_eq!(report["valid"], valid, "{score}: {:#}", report["errors"]);
        let kinds: Vec<&str> = report["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds.is_empty(), valid, "{score}");
        assert!(
            kinds.iter().all(|&k| k == "wrong-score"),
            "{score}: {kinds:?}"
        );
    }
}

#[test]
fn real_transcripts_gnubg_imported_and_saved_read_as_gnubg_reads_them() {
    // What gnubg's import or export changes, as each file's writer-quirk
    // warnings say it (words and how many): a bear-off merged in the
    // transcript (`6/0` with 5-2) written larger die first (`6/1 1/off`),
    // which bears off from 1 while 4 is taken; a Backgammon Galaxy game's
    // last dance written twice in the SGF, and in the .mat export in the
    // winner's column after the loser's; the first game of a match that
    // starts one point away (an excerpt) marked the Crawford game in the
    // SGF, though a player doubles in it; a ` Game N` line joined to the
    // last turn of a game without a result in the .mat export; an `11:
    // ????` the export writes as `11:` (names too long for the score line's
    // left half run into the right one, which reads without a word); a
    // score line that counts a gammon single under the Jacoby rule the
    // export's headers leave out
    let quirks = |name: &str| -> Vec<&str> {
        let bear_off = "1/off, which cannot be played in that order";
        match name {
            _ if name.starts_with("galaxy-losses") && name.ends_with(".sgf") => {
                vec!["the same turn written twice; read once"]
            }
            _ if name.starts_with("galaxy-losses") => vec!["and wrote no play before winning"],
            "gamesgrid-excerpt.sgf" => vec!["read as a game after the Crawford game"],
            "guru-builder-3.mat" => vec!["line is joined to the end of this turn line"; 2],
            "long-names.mat" => vec!["wrote no play before the game ended"; 2],
            "xg-mobile-jacoby.mat" => vec![
                "wrote no play before the game ended",
                "counts it 1, a single game, as under the Jacoby rule",
            ],
            "gamesgrid-excerpt.mat"
            | "guru-builder-3.sgf"
            | "long-names.sgf"
            | "xg-mobile-jacoby.sgf" => vec![],
            _ => vec![bear_off],
        }
    };
    // The .mat export's result line of a gammon under the Jacoby rule says
    // the 2 points of its board, where gnubg counts 1 (as does the score
    // line after it, which the replay goes on from)
    let exported = |name: &str, mut results: Vec<Option<(u64, u64)>>| {
        if name == "xg-mobile-jacoby.mat" {
            results[16] = Some((0, 2));
        }
        results
    };
    let readings = std::fs::read_to_string(fixture("sgf/imported/GNUBG.jsonl")).unwrap();
    for reading in readings.lines() {
        let reading: serde_json::Value = serde_json::from_str(reading).unwrap();
        let sgf = reading["file"].as_str().unwrap().to_string();
        let expected = decided(&reading["games"]);
        for name in [sgf.clone(), sgf.replace(".sgf", ".mat")] {
            // Given a real transcript imported into gnubg and saved by it as
            // SGF or exported as .mat
            let path = fixture(&format!("sgf/imported/{name}"));

            // When validated
            let report = json_of(&["validate", "--format", "json", path.to_str().unwrap()]);

            // Then it is valid, each game won as gnubg reads it, with the
            // writer-quirk warnings that say what gnubg changed
            assert_eq!(report["valid"], true, "{name}: {:#}", report["errors"]);
            let expected = exported(&name, expected.clone());
            assert_eq!(decided(&report["matches"][0]["games"]), expected, "{name}");
            let warnings: Vec<&str> = report["warnings"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|w| w["kind"] == "writer-quirk")
                .map(|w| w["message"].as_str().unwrap())
                .collect();
            let words = quirks(&name);
            assert_eq!(warnings.len(), words.len(), "{name}: {warnings:#?}");
            for (warning, words) in warnings.iter().zip(words) {
                assert!(warning.contains(words), "{name}: {warning}");
            }
        }
    }
}

#[test]
fn a_roll_out_of_turn_that_is_not_the_dance_before_it_again_stays_an_error() {
    // Given gnubg's SGF whose last game ends with andyj's dance of 6-5
    // written twice, the second made another roll, or a roll with a move
    let text = std::fs::read_to_string(fixture("sgf/imported/galaxy-losses-1.sgf")).unwrap();
    let twice = ";B[65]\n;B[65])";
    assert!(text.contains(twice));
    for (again, valid) in [
        (";B[65]\n;B[65])", true),
        (";B[65]\n;B[64])", false),
        (";B[65]\n;B[65yt])", false),
    ] {
        // When validated
        let report = report_of_input(text.replace(twice, again));

        // Then only the same dance again is read once; another is a roll
        // out of turn
        assert_eq!(report["valid"], valid, "{again}: {:#}", report["errors"]);
        if !valid {
            assert_eq!(report["errors"][0]["kind"], "wrong-turn", "{again}");
        }
    }
}

#[test]
fn a_score_after_a_gammon_that_is_not_the_jacoby_rules_count_stays_an_error() {
    // Given gnubg's .mat export of a money session under the Jacoby rule,
    // without its header: game 17 a gammon with the cube never turned,
    // `Wins 2 points`, game 18's score line at 29 (28 and a single game),
    // or at 31, which no count gives
    let text = std::fs::read_to_string(fixture("sgf/imported/xg-mobile-jacoby.mat")).unwrap();
    let as_gnubg = " Ken : 29                       XG-Intermediate : 10";
    assert_eq!(text.matches(as_gnubg).count(), 1);
    let other = " Ken : 31                       XG-Intermediate : 10";
    for (score, valid) in [(as_gnubg, true), (other, false)] {
        // When validated
        let report = report_of_input(text.replace(as_gnubg, score));

        // Then the single game's count is a writer quirk, any other a
        // wrong score
        assert_eq!(report["valid"], valid, "{score}: {:#}", report["errors"]);
        let errors = report["errors"].as_array().unwrap();
        assert!(
            errors.iter().all(|e| e["kind"] == "wrong-score"),
            "{score}: {errors:#?}"
        );
    }
}

#[test]
fn a_match_on_another_board_is_one_variant_error_in_sgf_and_mat_alike() {
    for variation in [
        "nackgammon",
        "1-chequer-hypergammon",
        "3-chequer-hypergammon",
    ] {
        for extension in ["sgf", "mat"] {
            // Given a 1-point match gnubg played under a variant with another
            // board, as its SGF (`RU[Nackgammon]`) or its .mat export
            // (`; [Variation "NackGammon"]`)
            let name = format!("variant-{variation}.{extension}");
            let path = fixture(&format!("sgf/scenarios/{name}"));

            // When validated
            let output = bgkit()
                .args(["validate", "--format", "json", path.to_str().unwrap()])
                .assert()
                .code(1)
                .get_output()
                .stdout
                .clone();
            let report: serde_json::Value = serde_json::from_slice(&output).unwrap();

            // Then it is refused with one error saying so, at its first
            // game, not a replay of its plays on the standard board
            assert_eq!(report["valid"], false, "{name}");
            let errors = report["errors"].as_array().unwrap();
            assert_eq!(errors.len(), 1, "{name}: {errors:#?}");
            assert_eq!(errors[0]["kind"], "variant", "{name}");
            let message = errors[0]["message"].as_str().unwrap();
            assert!(
                message.contains("starts from another board"),
                "{name}: {message}"
            );
            assert_eq!(report["warnings"], serde_json::json!([]), "{name}");
        }
    }
}
