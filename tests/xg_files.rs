//! eXtreme Gammon's binary files against an independent reader: every
//! fixture in `fixtures/xg/` (the real matches and the files
//! `scripts/xg_fixtures.py` made from them) is read as xgdatatools reads it,
//! recorded in `fixtures/xg/EXPECTED.jsonl`; the broken files of
//! `fixtures/xg/broken/` are refused with an error that says what is wrong.

use crate::common::{bgkit, fixture};
use bgkit::transcript::{
    self, Decision, Match, MatchExport, ReadErrorKind, TurnKind, XgError, export, read_match,
};
use serde_json::Value;
use std::fs;

/// The lines of `EXPECTED.jsonl`, one per readable file.
fn expected() -> Vec<Value> {
    let text = fs::read_to_string(fixture("xg/EXPECTED.jsonl")).unwrap();
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// The file of an `EXPECTED.jsonl` line, read.
fn read(entry: &Value) -> (String, Vec<u8>) {
    let name = entry["file"].as_str().unwrap().to_string();
    let bytes = fs::read(fixture(&format!("xg/{name}"))).unwrap();
    (name, bytes)
}

/// XG's analysis of a game summed as the script sums it: errors and luck
/// where XG analysed them, with how many there were.
fn analysis_sums(game: &transcript::Game) -> Value {
    let (mut play_error, mut plays, mut luck, mut rolls) = (0.0, 0, 0.0, 0);
    let (mut cube_error, mut cubes, mut take_error, mut takes) = (0.0, 0, 0.0, 0);
    for analysis in &game.analysis {
        match &analysis.decision {
            Decision::Play { error, luck: l, .. } => {
                if let Some(e) = error {
                    play_error += e.0;
                    plays += 1;
                }
                if let Some(l) = l {
                    luck += l.0;
                    rolls += 1;
                }
            }
            Decision::Double { error, .. } => {
                if let Some(e) = error {
                    cube_error += e.0;
                    cubes += 1;
                }
            }
            Decision::Take { error, .. } => {
                if let Some(e) = error {
                    take_error += e.0;
                    takes += 1;
                }
            }
        }
    }
    serde_json::json!({"play_error": play_error, "plays": plays, "luck": luck, "rolls": rolls,
        "cube_error": cube_error, "cube_decisions": cubes,
        "take_error": take_error, "take_decisions": takes})
}

/// Sums agree when their counts are equal and their totals within rounding.
#[track_caller]
fn same_sums(found: &Value, expected: &Value, what: &str) {
    for (key, value) in expected.as_object().unwrap() {
        let (a, b) = (found[key].as_f64().unwrap(), value.as_f64().unwrap());
        assert!(
            (a - b).abs() < 1e-9,
            "{what}: {key} is {a}, xgdatatools {b}"
        );
    }
}

/// Every roll of an exported game: player, dice high first, Position ID
/// after the play from the mover's side, as the script works it out (`null`
/// for a roll followed by a resignation).
fn rolls(exported: &MatchExport, game: usize) -> Vec<Value> {
    let mover_side = |next: &str| {
        let board = bgkit::ids::position_id::decode(next).unwrap();
        bgkit::ids::position_id::encode(&board.switched())
    };
    exported.games[game]
        .turns
        .iter()
        .filter(|turn| turn.roll.is_some())
        .map(|turn| {
            let after = turn.after.as_deref().map(mover_side);
            serde_json::json!([turn.player, turn.roll.unwrap(), after])
        })
        .collect()
}

/// Every cube action of an exported game, as the script lists them.
fn cube_actions(exported: &MatchExport, game: usize) -> Vec<Value> {
    exported.games[game]
        .turns
        .iter()
        .filter_map(|turn| {
            Some(match turn.kind {
                TurnKind::Double => serde_json::json!(["double", turn.player, turn.cube]),
                TurnKind::Take => serde_json::json!(["take", turn.player]),
                TurnKind::Drop => serde_json::json!(["drop", turn.player]),
                TurnKind::Beaver => serde_json::json!(["beaver", turn.player, turn.cube]),
                _ => return None,
            })
        })
        .collect()
}

/// The rules the headers give, as the script lists XG's.
fn rules(matched: &Match) -> Value {
    serde_json::json!({
        "crawford": matched.switch("Crawford").unwrap_or(true),
        "jacoby": matched.switch("Jacoby").unwrap(),
        "beaver": matched.switch("Beaver").unwrap(),
        "cube_limit": matched.header("CubeLimit").map(|v| v.parse::<u64>().unwrap()),
        "variation": if matched.header("Variation") == Some("Backgammon") { 0 } else { -1 },
    })
}

#[test]
fn every_xg_fixture_reads_as_xgdatatools_reads_it() {
    let entries = expected();
    assert!(
        entries.len() >= 8,
        "EXPECTED.jsonl lists {} files",
        entries.len()
    );
    for entry in &entries {
        // Given a file and xgdatatools' reading of it
        let (name, bytes) = read(entry);

        // When bgkit validates, reads and exports it
        let report = transcript::validate(&bytes);
        let matched = read_match(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        let exported = export(&matched);

        // Then it is valid, and every number agrees
        assert!(report.valid, "{name}: {:?}", report.errors);
        assert_eq!(report.dialect, Some(transcript::Dialect::XgBinary));
        let players = [&matched.players[0].name, &matched.players[1].name];
        assert_eq!(serde_json::json!(players), entry["players"], "{name}");
        assert_eq!(
            matched.length,
            entry["length"].as_u64().unwrap() as u32,
            "{name}"
        );
        assert_eq!(rules(&matched), entry["rules"], "{name}");
        let games = entry["games"].as_array().unwrap();
        assert_eq!(matched.games.len(), games.len(), "{name}: games");
        for (index, (game, want)) in matched.games.iter().zip(games).enumerate() {
            let what = format!("{name}, game {}", game.number);
            assert_eq!(
                game.number,
                want["number"].as_u64().unwrap() as u32,
                "{what}"
            );
            assert_eq!(
                serde_json::json!(game.score),
                want["score"],
                "{what}: score"
            );
            let result = exported.games[index].result.as_ref();
            assert_eq!(
                serde_json::json!(result.map(|r| r.winner)),
                want["winner"],
                "{what}: winner"
            );
            assert_eq!(
                serde_json::json!(result.map(|r| r.points)),
                want["points"],
                "{what}: points"
            );
            assert_eq!(
                rolls(&exported, index),
                *want["rolls"].as_array().unwrap(),
                "{what}"
            );
            assert_eq!(
                cube_actions(&exported, index),
                *want["cube"].as_array().unwrap(),
                "{what}"
            );
            same_sums(&analysis_sums(game), &want["analysis"], &what);
        }
    }
}

#[test]
fn xgs_board_before_each_play_is_the_replays() {
    for entry in expected() {
        // Given a file whose moves record XG's board before each play
        let (name, bytes) = read(&entry);
        let matched = read_match(&bytes).unwrap();
        let exported = export(&matched);
        for (game, exported) in matched.games.iter().zip(&exported.games) {
            // When each recorded board is set beside the replay's
            assert!(!game.boards.is_empty(), "{name}: no boards");
            for board in &game.boards {
                let turn = exported
                    .turns
                    .iter()
                    .position(|t| t.line == game.actions[board.action].location.line)
                    .unwrap();
                // Then they are the same position
                let before = exported.turns[turn].before.as_deref().unwrap();
                let recorded = bgkit::ids::position_id::encode(&board.board);
                assert_eq!(
                    recorded,
                    before,
                    "{name}, game {}, turn {}",
                    game.number,
                    turn + 1
                );
            }
        }
    }
}

/// The broken files and what the error must say.
const BROKEN: [(&str, &str); 15] = [
    (
        "absurd-candidate-count.xg",
        "number of candidate plays is 1000000",
    ),
    ("absurd-file-count.xg", "file count is 2147483647"),
    (
        "absurd-file-size.xg",
        "more than 134217728 bytes once decompressed",
    ),
    (
        "corrupt-archive-checksum.xg",
        "checksum of the archive does not match",
    ),
    ("corrupt-zlib-byte.xg", "`temp.xg` does not decompress"),
    ("part-record.xg", "not a whole number of 2560-byte records"),
    (
        "truncated-at-100.xg",
        "the file is truncated: its file header",
    ),
    ("truncated-at-14798.xg", "the file is corrupt"),
    ("truncated-at-29560.xg", "the file is corrupt"),
    ("truncated-at-29596.xg", "the file is corrupt"),
    ("truncated-at-3.xg", "expected a ` N point match` header"),
    (
        "truncated-at-8232.xg",
        "the file is truncated: its archive record",
    ),
    ("truncated-at-8732.xg", "the file is corrupt"),
    (
        "unknown-record-type.xg",
        "record type 9 is not one of eXtreme Gammon's",
    ),
    ("wrong-magic.xg", "the input is binary data"),
];

#[test]
fn every_broken_xg_file_is_refused_with_an_error_that_says_why() {
    let listed = fs::read_to_string(fixture("xg/broken/BROKEN.jsonl")).unwrap();
    assert_eq!(
        listed.lines().count(),
        BROKEN.len(),
        "BROKEN.jsonl and the table differ"
    );
    for (name, says) in BROKEN {
        // Given a file made broken from a real one
        let bytes = fs::read(fixture(&format!("xg/broken/{name}"))).unwrap();

        // When read and validated
        let error = read_match(&bytes).expect_err(name);
        let report = transcript::validate(&bytes);

        // Then both refuse it, with the same words
        assert!(!report.valid, "{name}");
        assert!(error.to_string().contains(says), "{name}: {error}");
        assert!(
            report.errors.iter().any(|d| d.message == error.message()),
            "{name}: {:?}",
            report.errors
        );
    }
}

#[test]
fn the_edge_files_xgdatatools_cannot_read_are_refused_clearly() {
    // Given the two small files of xgdatatools' repository it cannot read
    for (name, says) in [
        ("Insti-xgdatatools-demo.xg", "file count is 12318818"),
        ("Insti-xgdatatools-example.xg", "`temp.xg` holds 578 bytes"),
    ] {
        let bytes = fs::read(fixture(&format!("xg/edge/{name}"))).unwrap();
        // When read; Then the error is about the whole file and says why
        let error = read_match(&bytes).expect_err(name);
        assert_eq!(error.location, None, "{name}");
        assert!(matches!(error.kind, ReadErrorKind::Xg(_)), "{name}");
        assert!(error.to_string().contains(says), "{name}: {error}");
    }
}

#[test]
fn a_record_error_names_its_record_and_game() {
    // Given a file whose fourth record lists a million candidate plays
    let bytes = fs::read(fixture("xg/broken/absurd-candidate-count.xg")).unwrap();
    // When validated
    let report = transcript::validate(&bytes);
    let error = read_match(&bytes).unwrap_err();
    // Then the error is at record 4, in game 1, spanning its bytes of temp.xg
    assert_eq!(report.errors[0].line, 4);
    assert_eq!(report.errors[0].game, Some(1));
    let location = error.location.unwrap();
    assert_eq!(
        (location.span.start, location.span.end),
        (3 * 2560, 4 * 2560)
    );
    assert!(matches!(
        error.kind,
        ReadErrorKind::Xg(XgError::Field {
            field: "number of candidate plays",
            ..
        })
    ));
    assert!(
        error.to_string().starts_with("record 4 of temp.xg: "),
        "{error}"
    );
}

#[test]
fn xgs_analysis_of_a_play_lists_its_candidates_best_first() {
    // Given the first play of a match XG analysed
    let bytes = fs::read(fixture("xg/match_with_comment.xg")).unwrap();
    let matched = read_match(&bytes).unwrap();
    let game = &matched.games[0];
    // When its analysis is looked up
    let decision = game
        .analysis
        .iter()
        .find(|a| a.action == 0)
        .map(|a| &a.decision)
        .unwrap();
    // Then the play made, without error, is the first of the ten candidates,
    // in canonical notation, and the chances are fractions
    let Decision::Play {
        error,
        luck,
        candidates,
    } = decision
    else {
        panic!("{decision:?}");
    };
    assert_eq!(error.unwrap().0, 0.0);
    assert!(luck.is_some());
    assert_eq!(candidates.len(), 10);
    assert_eq!(candidates[0].play, "24/18 13/10");
    assert_eq!(candidates[1].play, "24/21/15");
    assert!(
        candidates[1..]
            .iter()
            .all(|c| c.equity.0 < candidates[0].equity.0)
    );
    let chances = candidates[0].chances.unwrap();
    assert!(
        (0.0..=1.0).contains(&chances.win.0) && chances.win_backgammon.0 <= chances.win_gammon.0
    );
}

#[test]
fn xgs_comments_are_exported_on_their_turns() {
    // Given a match with two comments in temp.xgc
    let bytes = fs::read(fixture("xg/match_with_comment.xg")).unwrap();
    // When exported
    let exported = export(&read_match(&bytes).unwrap());
    let comments: Vec<(usize, &str)> = exported.games[0]
        .turns
        .iter()
        .filter_map(|t| t.comment.as_deref().map(|c| (t.index, c)))
        .collect();
    // Then each is the RTF's text, on the turn whose record names it
    assert_eq!(
        comments,
        [
            (3, "coup assez difficile"),
            (5, "les double 66 sont toujpurs difficiles \u{e0} trouver")
        ]
    );
}

#[test]
fn an_xg_export_reads_back_as_the_same_match_with_its_analysis() {
    // Given the export of a real match, as JSON
    let bytes = fs::read(fixture("xg/test.xg")).unwrap();
    let matched = read_match(&bytes).unwrap();
    let json = serde_json::to_string(&export(&matched)).unwrap();
    // When read back
    let back: MatchExport = serde_json::from_str(&json).unwrap();
    let again = back.to_match().unwrap();
    // Then it is the same match, and every game keeps its analysis
    assert_eq!(transcript::same_match(&matched, &again), Ok(()));
    for (a, b) in matched.games.iter().zip(&again.games) {
        assert_eq!(a.analysis, b.analysis, "game {}", a.number);
    }
}

#[test]
fn fmt_writes_an_xg_match_as_a_mat_file_with_the_same_games() {
    for entry in expected() {
        // Given an eXtreme Gammon file
        let (name, bytes) = read(&entry);
        let path = fixture(&format!("xg/{name}"));
        // When rewritten as .mat
        let output = bgkit()
            .args(["fmt", "--to", "mat"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let mat = output.stdout;
        // Then the .mat validates, with the same games, winners and points
        let report = transcript::validate(&mat);
        assert!(report.valid, "{name}: {:?}", report.errors);
        let original = transcript::validate(&bytes);
        let games = |r: &transcript::ValidationReport| {
            r.matches
                .iter()
                .flat_map(|m| m.games.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(games(&report), games(&original), "{name}");
        assert_eq!(report.games, original.games, "{name}");
    }
}

#[test]
fn an_xg_file_on_standard_input_is_read_whole() {
    // Given a real match on standard input
    let bytes = fs::read(fixture("xg/charlot1-charlot2_7p_2025-11-08-2305.xg")).unwrap();
    // When validated from there; Then it is valid, all four games read
    let output = bgkit()
        .args(["validate", "--format", "json", "-"])
        .write_stdin(bytes)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let report = if report.is_array() {
        report[0].clone()
    } else {
        report
    };
    assert_eq!(report["games"], 4);
    assert_eq!(report["dialect"], "xg-binary");
}

#[test]
fn a_recorded_board_that_differs_from_the_replays_is_an_error_naming_the_game_and_roll() {
    // Given a real match whose board before the tenth roll of game 2 is
    // changed to the opening position
    let bytes = fs::read(fixture("xg/test.xg")).unwrap();
    let mut matched = read_match(&bytes).unwrap();
    let game = &mut matched.games[1];
    let board = &mut game.boards[9];
    board.board = bgkit::Position::start();
    let location = game.actions[board.action].location;

    // When replayed
    let replayed = transcript::replay(&matched);

    // Then the one error is at that roll's record, in game 2, and says so
    assert_eq!(replayed.errors.len(), 1, "{:?}", replayed.errors);
    let error = &replayed.errors[0];
    assert_eq!((error.line, error.game), (location.line, Some(2)));
    assert!(
        error.message.contains("the file records the board before")
            && error.message.contains("4HPwATDgc/ABMA"),
        "{}",
        error.message
    );
}

#[test]
fn an_xg_position_file_is_a_position_argument() {
    // Given XG's position files: a checker play with its dice, a cube
    // decision in a 5-point match with the cube owned
    let play = fixture("xg/positions/halheinrich-BgQuiz_Blazor-Opening_32_65_64_31_65.xgp");
    let cube = fixture("xg/positions/halheinrich-BgQuiz_Blazor-match35253054_2_37.xgp");

    // When `id` is asked for them
    let ids = |path: &std::path::Path| {
        let output = bgkit()
            .args(["id", "--format", "json"])
            .arg(path)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        serde_json::from_slice::<Value>(&output.stdout).unwrap()
    };

    // Then the XGID carries the dice, the cube, the score and the match
    assert_eq!(
        ids(&play)["xgid"],
        "XGID=-a--aBD-B---cF---cbe----A-:0:0:-1:65:0:0:1:0:10"
    );
    assert_eq!(
        ids(&cube)["xgid"],
        "XGID=-GCBA----a-B----a--bbbcbb-:1:1:1:00:1:0:0:5:10"
    );
}

#[test]
fn moves_of_an_xg_position_file_are_the_plays_xg_ranked() {
    // Given a position file whose 6-5 XG analysed with 25 candidate plays
    let path = fixture("xg/positions/halheinrich-BgQuiz_Blazor-Opening_32_65_64_31_65.xgp");
    let bytes = fs::read(&path).unwrap();
    let matched = read_match(&bytes).unwrap();
    let candidates = matched.games[0]
        .analysis
        .iter()
        .find_map(|a| match &a.decision {
            Decision::Play { candidates, .. } => Some(candidates.clone()),
            _ => None,
        })
        .unwrap();

    // When bgkit lists the legal plays of 6-5 there
    let output = bgkit()
        .args(["moves", "--format", "json"])
        .arg(&path)
        .arg("6-5")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let answer: Value = serde_json::from_slice(&output.stdout).unwrap();

    // Then they are XG's candidates: the same plays, each leading where
    // one of bgkit's does (a merged move may pass another point: 13/8/2 is
    // 13/7/2)
    let position = answer["position"].as_str().unwrap();
    let mut listed: Vec<&str> = answer["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["result"].as_str().unwrap())
        .collect();
    let mut ranked: Vec<String> = candidates
        .iter()
        .map(|c| {
            bgkit::query::play(position, "6-5", &c.play)
                .unwrap()
                .result
                .to_string()
        })
        .collect();
    listed.sort_unstable();
    ranked.sort_unstable();
    assert_eq!(listed, ranked);
}

#[test]
fn a_broken_xg_file_is_no_position() {
    // Given an XG file cut inside a record; When given as a position
    let path = fixture("xg/broken/part-record.xg");
    let output = bgkit().arg("id").arg(&path).output().unwrap();
    // Then the command fails with the reason, as for any bad position
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("not a whole number of 2560-byte records"),
        "{stderr}"
    );
}

#[test]
fn fmt_in_place_leaves_an_xg_file_as_it_is() {
    // Given a copy of a real .xg file
    let scratch = crate::common::scratch::Scratch::new("xg-in-place");
    let bytes = fs::read(fixture("xg/test.xg")).unwrap();
    let path = scratch.file("test.xg", &bytes);
    // When rewritten in place
    let output = bgkit()
        .args(["fmt", "--in-place"])
        .arg(&path)
        .output()
        .unwrap();
    // Then it is refused as a usage error, and the file is untouched
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("does not write eXtreme Gammon files")
    );
    assert_eq!(fs::read(&path).unwrap(), bytes);
}

#[test]
fn text_that_reads_as_a_position_is_that_position_whatever_file_has_its_name() {
    // Given a directory holding an XG position file named `start`
    let scratch = crate::common::scratch::Scratch::new("xg-file-named-start");
    let xgp = fixture("xg/positions/halheinrich-BgQuiz_Blazor-Opening_32_65_64_31_65.xgp");
    fs::copy(&xgp, scratch.path().join("start")).unwrap();

    // When `id start` is run there
    let output = bgkit()
        .current_dir(scratch.path())
        .args(["id", "--format", "json", "start"])
        .output()
        .unwrap();

    // Then the argument is the starting position, not the file's
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(answer["position_id"], "4HPwATDgc/ABMA");

    // And a path that reads as no position is still the file's
    let output = bgkit()
        .current_dir(scratch.path())
        .args(["id", "--format", "json", "./start"])
        .output()
        .unwrap();
    let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        answer["xgid"],
        "XGID=-a--aBD-B---cF---cbe----A-:0:0:-1:65:0:0:1:0:10"
    );
}

#[test]
fn a_game_header_whose_crawford_flag_the_score_contradicts_gets_a_warning() {
    // Given the charlot match, whose game 4 (at 6-2 of 7) XG marks as the
    // Crawford game, with that flag moved to game 3 (at 2-2)
    let bytes = fs::read(fixture("xg/charlot1-charlot2_7p_2025-11-08-2305.xg")).unwrap();
    let mut matched = read_match(&bytes).unwrap();
    assert_eq!(transcript::replay(&matched).warnings, []);
    for (game, crawford) in [(2, true), (3, false)] {
        let stated = matched.games[game].stated_crawford.as_mut().unwrap();
        stated.crawford = crawford;
    }

    // When replayed
    let replayed = transcript::replay(&matched);

    // Then each flag is a warning at its game's header, and the replay goes by the score
    let found: Vec<(Option<u32>, u32, &str)> = replayed
        .warnings
        .iter()
        .map(|w| (w.game, w.line, w.message.as_str()))
        .collect();
    let line = |game: usize| matched.games[game].location.line;
    assert_eq!(
        found,
        [
            (
                Some(3),
                line(2),
                "the file marks game 3 as the Crawford game, but at 2-2 in a 7-point match it is not"
            ),
            (
                Some(4),
                line(3),
                "the file does not mark game 4 as the Crawford game, but at 6-2 in a 7-point match it is"
            ),
        ]
    );
}

#[test]
fn xg_files_joined_end_to_end_are_a_match_each_and_one_cut_short_is_an_error() {
    // Given two real .xg files joined end to end, as `cat` joins them (the
    // archive is found from the end: the last file's alone was read), and
    // the same with the first cut short
    let entries = expected();
    let (_, first) = read(&entries[0]);
    let second = entries
        .iter()
        .map(read)
        .find(|(_, bytes)| *bytes != first)
        .unwrap()
        .1;
    let joined = [first.as_slice(), &second].concat();
    let cut = [&first[..first.len() - 10], second.as_slice()].concat();

    // When validated, and each file alone
    let (report, alone) = (
        transcript::validate(&joined),
        [&first, &second].map(|b| transcript::validate(b)),
    );

    // Then the joined input holds each file's match as read alone
    let matches: Vec<_> = alone.iter().flat_map(|r| r.matches.clone()).collect();
    assert_eq!(report.matches, matches);
    assert!(report.valid);
    assert_eq!(report.games, alone[0].games + alone[1].games);
    assert_eq!(report.turns, alone[0].turns + alone[1].turns);
    assert_eq!(transcript::read_matches(&joined).unwrap().len(), 2);

    // And `read_match`, asked for one match, says there are two rather than
    // dropping the second's games
    let error = read_match(&joined).unwrap_err();
    assert_eq!(error.kind, ReadErrorKind::SeveralMatches { count: 2 });

    // And the cut one is refused, saying where the second file starts
    let error = read_match(&cut).unwrap_err();
    let at = first.len() as u64 - 10;
    assert!(
        matches!(error.kind, ReadErrorKind::Xg(XgError::JoinedFiles { offset }) if offset == at),
        "{error}"
    );
    assert!(!transcript::validate(&cut).valid);
}
