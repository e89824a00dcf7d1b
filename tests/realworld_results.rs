//! Real transcripts whose result lines follow a writer's convention (issue
//! 20): a game borne off written at less than its value, a resignation value
//! no resignation has, a sentinel value, a `Losses` line in the wrong column.
//! Each validates, with a `writer-quirk` warning on every result line read by
//! a convention, and `export` gives every game the winner and points GNU
//! Backgammon gives it (`realworld-corpus/GNUBG.jsonl`, copied into the table).
//!
//! The files are copied unchanged from the corpus, under its writer folders
//! and names (from the public repositories lassehjorthmadsen/bglab,
//! pipandlove/bg-db and bgnori/bglib; the corpus's `SOURCES.tsv` has each
//! one's path).

use std::path::PathBuf;

use crate::common::{bgkit, fixture, json_of};
use bgkit::transcript::{
    DiagnosticKind, MatchExport, export, read_match, same_match, validate, write_mat,
};
use serde_json::Value;

/// A real file, the lines of its results read by a convention, and each
/// game's winner and points as GNU Backgammon counts them.
struct Case {
    file: &'static str,
    warned: &'static [u32],
    games: &'static [(&'static str, u32)],
}

/// The files under `fixtures/realworld/`, by writer. The kinds are those of
/// the corpus analysis: B1 a game borne off written at the points needed or
/// the match length; B2 a resignation written so; C1, C2 sentinels; F2 a lone
/// `Losses` line read in the wrong column.
const CASES: &[Case] = &[
    // B1: Foxamon caps at the points needed (2 of 5, the cube at 4: a gammon, 8).
    Case {
        file: "foxamon/pipandlove-bg-db-tester_vs_jackdaw1_2026-08-18.mat",
        warned: &[120],
        games: &[("jackdaw1", 2), ("tester", 2), ("tester", 1), ("tester", 8)],
    },
    // B1: Galaxy caps at the match length.
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match1240320.txt",
        warned: &[73],
        games: &[("lasse", 2), ("rambiz", 1), ("rambiz", 16)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match1888398.txt",
        warned: &[98],
        games: &[("balarau", 2), ("lasse", 1), ("lasse", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match6858013.txt",
        warned: &[129],
        games: &[("lasse", 2), ("trovander", 1), ("lasse", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match7878851.txt",
        warned: &[119],
        games: &[("spabath", 2), ("spabath", 1), ("lasse", 2), ("lasse", 6)],
    },
    // B1: the match length is what the winner needed.
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match1035628.txt",
        warned: &[102],
        games: &[("chiefstain", 1), ("chiefstain", 2), ("lasse", 8)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match5106735.txt",
        warned: &[46],
        games: &[("ciaopeppino", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match5579680.txt",
        warned: &[53],
        games: &[("lasse", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match6045103.txt",
        warned: &[48],
        games: &[("lasse", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match7236356.txt",
        warned: &[45],
        games: &[("lasse", 6)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match910138.txt",
        warned: &[36],
        games: &[("lasse", 8)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match9664571.txt",
        warned: &[52],
        games: &[("lasse", 8)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match963590.txt",
        warned: &[44],
        games: &[("lasse", 3)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match7986278.txt",
        warned: &[48],
        games: &[("lasse", 48)],
    },
    // B2: resignations written at the points needed, with a cube short of them.
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match1864504.txt",
        warned: &[25],
        games: &[("deadfish", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match810726.txt",
        warned: &[35],
        games: &[("lasse", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match4007259.txt",
        warned: &[53],
        games: &[("yonatanz", 1), ("lasse", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match3029786.txt",
        warned: &[25],
        games: &[("lasse", 6)],
    },
    Case {
        file: "gamesgrid/bgnori-bglib-willvlc-nori-2009Mar021903.txt",
        warned: &[56],
        games: &[("nori", 2), ("nori", 8)],
    },
    // B2: resignations written at the points needed, the cube reaching them.
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match10147827.txt",
        warned: &[73],
        games: &[("lasse", 2), ("lasse", 1), ("lasse", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match10329741.txt",
        warned: &[135],
        games: &[
            ("lasse", 2),
            ("lasse", 2),
            ("abtin_rad", 1),
            ("abtin_rad", 1),
            ("lasse", 2),
        ],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match2648767.txt",
        warned: &[46],
        games: &[("lasse", 4)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match6430476.txt",
        warned: &[108],
        games: &[("lasse", 1), ("lasse", 1), ("dublyor", 1), ("lasse", 2)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match6801075.txt",
        warned: &[105],
        games: &[("simon_haag", 2), ("lasse", 1), ("simon_haag", 2)],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match9434092.txt",
        warned: &[65],
        games: &[("lasse", 2), ("lasse", 4)],
    },
    // C1: Backgammon Studio's sentinel, 4016 at cube 4: a backgammon, 12.
    Case {
        file: "bgstudio/lassehjorthmadsen-bglab-Minchy - Llabba 13pt Backgammon Studio 2023_02_24 19_44_27.txt",
        warned: &[220],
        games: &[
            ("Llabba", 1),
            ("Llabba", 1),
            ("Llabba", 4),
            ("Llabba", 1),
            ("Llabba", 2),
            ("Minchy", 1),
            ("Llabba", 1),
            ("Minchy", 2),
            ("Llabba", 1),
            ("Llabba", 12),
        ],
    },
    // C2: GamesGrid's `Wins 100 points` at cube 2: a backgammon, 6.
    Case {
        file: "gamesgrid/bgnori-bglib-Amirrr-nori-2009Feb151603.txt",
        warned: &[132],
        games: &[
            ("nori", 1),
            ("nori", 2),
            ("nori", 1),
            ("Amirrr", 1),
            ("nori", 6),
        ],
    },
    // F2: a lone `Losses` line at column 0 gives the game to the loser; the
    // `Wins` line after it decides (and in 11239570 is a B2 resignation).
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match11239570.txt",
        warned: &[117, 119],
        games: &[
            ("lasse", 1),
            ("andyj", 2),
            ("lasse", 1),
            ("andyj", 1),
            ("lasse", 4),
        ],
    },
    Case {
        file: "galaxy/lassehjorthmadsen-bglab-match5751765.txt",
        warned: &[96],
        games: &[("lasse", 1), ("lasse", 1), ("hsyfe", 2), ("lasse", 1)],
    },
];

/// choue.net: a resignation (`53: ????`) written `Wins 4 point` at cube 1,
/// more than a backgammon (E2); GNU Backgammon counts 3. The file also has
/// `Doubles ==> 2` (line 23), read or refused by the reader, not the rules.
const CHOUE: &str = "choue-net/pipandlove-bg-db-chouehandle-vs-Bot-all-games-s4020-2026-10-04.txt";

fn path(file: &str) -> PathBuf {
    fixture("realworld").join(file)
}

/// The lines of a report's `writer-quirk` warnings.
fn quirk_lines(report: &Value) -> Vec<u64> {
    report["warnings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|w| w["kind"] == "writer-quirk")
        .filter_map(|w| w["line"].as_u64())
        .collect()
}

#[test]
fn each_file_validates_with_a_warning_on_each_result_read_by_a_convention() {
    // Given the real files, validated in one run
    let mut command = bgkit();
    command.args(["validate", "--format", "json"]);
    for case in CASES {
        command.arg(path(case.file));
    }
    let output = command.output().expect("bgkit runs");
    let reports: Vec<Value> = serde_json::from_slice(&output.stdout).expect("JSON reports");
    assert_eq!(reports.len(), CASES.len());

    for (case, report) in CASES.iter().zip(&reports) {
        // Then each is valid, and warns on the result lines it read by a convention
        assert_eq!(report["valid"], true, "{}: {report:#}", case.file);
        let lines = quirk_lines(report);
        for line in case.warned {
            assert!(
                lines.contains(&u64::from(*line)),
                "{}: no writer-quirk warning on line {line}: {report:#}",
                case.file
            );
        }
    }
    assert!(output.status.success());
}

/// Each game's winner (by name) and points in `bgkit export`'s JSON.
fn exported_games(exported: &Value) -> Vec<(String, u64)> {
    let players = &exported["players"];
    exported["games"]
        .as_array()
        .expect("games")
        .iter()
        .map(|game| {
            let result = &game["result"];
            let winner = result["winner"].as_u64().expect("a winner");
            let name = players[winner as usize].as_str().expect("a name");
            (name.to_string(), result["points"].as_u64().expect("points"))
        })
        .collect()
}

#[test]
fn each_game_has_gnu_backgammons_winner_and_points_in_the_export() {
    for case in CASES {
        // Given a real file; When exported
        let exported = json_of(&["export", path(case.file).to_str().unwrap()]);

        // Then every game has the winner and points GNU Backgammon gives it
        let expected: Vec<(String, u64)> = case
            .games
            .iter()
            .map(|&(name, points)| (name.to_string(), u64::from(points)))
            .collect();
        assert_eq!(exported_games(&exported), expected, "{}", case.file);

        // And a game whose result line says another number keeps it aside
        for game in exported["games"].as_array().unwrap() {
            let result = &game["result"];
            if let Some(written) = result.get("written_points") {
                assert_ne!(written, &result["points"], "{}", case.file);
            }
        }
    }
}

#[test]
fn a_capped_value_or_a_losses_line_shows_the_written_number_in_the_export() {
    // Given Galaxy's gammon worth 16 written as 7, the match length
    let exported = json_of(&[
        "export",
        path("galaxy/lassehjorthmadsen-bglab-match1240320.txt")
            .to_str()
            .unwrap(),
    ]);
    // Then the last game counts 16 and says 7 was written
    let last = &exported["games"][2]["result"];
    assert_eq!(
        (last["points"].as_u64(), last["written_points"].as_u64()),
        (Some(16), Some(7))
    );
    assert_eq!(last["how"], "gammon");

    // Given a `Losses` line set aside; Then the result is the `Wins` line's
    let exported = json_of(&[
        "export",
        path("galaxy/lassehjorthmadsen-bglab-match5751765.txt")
            .to_str()
            .unwrap(),
    ]);
    let last = &exported["games"][3]["result"];
    assert_eq!(last["line"], 98);
    assert!(last.get("written_points").is_none(), "{last:#}");
}

#[test]
fn each_file_rewritten_or_exported_and_read_back_is_the_same_match_and_validates_clean() {
    for case in CASES {
        // Given a real file
        let bytes = std::fs::read(path(case.file)).unwrap();
        let matched = read_match(&bytes).unwrap();

        // When exported to JSON and read back
        let json = serde_json::to_string(&export(&matched)).unwrap();
        let back: MatchExport = serde_json::from_str(&json).unwrap();
        let rebuilt = back.to_match().unwrap();

        // Then it is the same match
        assert_eq!(same_match(&matched, &rebuilt), Ok(()), "{}", case.file);

        // And written in the canonical form, it validates with no warning at
        // all: the results say the values the games count, hits are marked
        let written = write_mat(&matched);
        let report = validate(written.as_bytes());
        assert!(
            report.valid && report.warnings.is_empty(),
            "{}: {report:#?}",
            case.file
        );
        let again = read_match(written.as_bytes()).unwrap();
        assert_eq!(same_match(&matched, &again), Ok(()), "{}", case.file);
    }
}

#[test]
fn fmt_writes_a_capped_result_at_its_value() {
    // Given Foxamon's gammon worth 8 written as the 2 points needed
    let file = path("foxamon/pipandlove-bg-db-tester_vs_jackdaw1_2026-08-18.mat");

    // When rewritten by `bgkit fmt`
    let output = bgkit().arg("fmt").arg(&file).output().expect("bgkit runs");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).unwrap();

    // Then the last game's result says 8, and the text validates clean
    assert!(
        text.trim_end().ends_with("Wins 8 points and the match"),
        "{text}"
    );
    let report = validate(text.as_bytes());
    assert!(report.valid && report.warnings.is_empty(), "{report:#?}");
}

#[test]
fn a_value_no_convention_explains_stays_an_error() {
    // Given real files with their result changed to a value that is neither
    // the points the winner needed nor the match length
    let table = [
        // rambiz needs 6 of 7: a gammon worth 16 written as 5
        (
            "galaxy/lassehjorthmadsen-bglab-match1240320.txt",
            "Wins 7 point and the match",
            "Wins 5 point and the match",
        ),
        // tester needs 2: a gammon worth 8 written as 1, short of the match
        (
            "foxamon/pipandlove-bg-db-tester_vs_jackdaw1_2026-08-18.mat",
            "Wins 2 points and the match",
            "Wins 1 point and the match",
        ),
        // lasse needs 3 of 3 at cube 2: a resignation written as 1
        (
            "galaxy/lassehjorthmadsen-bglab-match810726.txt",
            "Wins 3 point and the match",
            "Wins 1 point and the match",
        ),
    ];
    for (file, from, to) in table {
        let text = std::fs::read_to_string(path(file)).unwrap();
        assert!(text.contains(from), "{file}: `{from}` not found");
        let changed = text.replace(from, to);

        // When validated
        let report = validate(changed.as_bytes());

        // Then the result is a wrong result
        assert!(!report.valid, "{file}: {report:#?}");
        assert!(
            report
                .errors
                .iter()
                .any(|e| e.kind == DiagnosticKind::WrongResult),
            "{file}: {:#?}",
            report.errors
        );
    }
}

#[test]
fn a_resignation_above_a_backgammon_after_a_resignation_mark_counts_a_backgammon() {
    // Given choue.net's `Wins 4 point` at cube 1 after `53: ????`
    let output = bgkit()
        .args(["validate", "--format", "json"])
        .arg(path(CHOUE))
        .output()
        .expect("bgkit runs");
    let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");

    // Then line 69 is no error but a warning that counts 3, a backgammon
    let errors = report["errors"].as_array().unwrap();
    assert!(
        errors.iter().all(|e| e["line"] != 69),
        "{:#}",
        report["errors"]
    );
    let warning = report["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["line"] == 69)
        .unwrap_or_else(|| panic!("no warning on line 69: {report:#}"));
    assert_eq!(warning["kind"], "writer-quirk");
    let message = warning["message"].as_str().unwrap();
    assert!(
        message.contains("says 4") && message.ends_with("counted as 3"),
        "{message}"
    );

    // And once the whole file reads, its games are GNU Backgammon's
    if report["valid"] == true {
        let exported = json_of(&["export", path(CHOUE).to_str().unwrap()]);
        assert_eq!(
            exported_games(&exported),
            [("Bot1".to_string(), 2), ("Bot1".to_string(), 3)]
        );
    }
}
