//! Every position command consistent with the others: the position's own
//! cube and dice, `*` marks checked as `validate` checks them, an answer for
//! every line asked about, one play order, hints that start with the plays
//! closest to what was written, and usage errors that exit 2.

use crate::common::{bgkit, fixture, json_of};
use predicates::prelude::*;
use predicates::str::contains;

/// A gammon: the player on roll has borne off, the opponent's fifteen
/// checkers are on its ace point; the XGID's cube is 4 (2 as its log), owned
/// by the bottom player.
const GAMMON_CUBE_4: &str = "XGID=------------------------o-:2:1:1:00:0:0:0:0:10";

/// The opening position with 3-1 rolled.
const ROLLED_31: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10";

/// The player on roll on the bar against a closed board, 6-6 rolled: no
/// legal play.
const DANCE: &str = "XGID=-N-----------------cccbbbA:0:0:1:66:0:0:0:0:10";

/// Standard output of a successful run, as text.
#[track_caller]
fn stdout_of(args: &[&str]) -> String {
    let output = bgkit().args(args).output().unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn score_counts_the_cube_the_xgid_carries() {
    // Given a gammon with the cube at 4 in the XGID
    // When it is scored with no --cube
    let value = json_of(&["score", GAMMON_CUBE_4, "--format", "json"]);
    // Then the cube is the XGID's: 4 x 2
    assert_eq!(value["cube"], 4);
    assert_eq!(value["points"], 8);
    assert!(value.get("warnings").is_none());
}

#[test]
fn score_with_a_cube_that_disagrees_with_the_position_warns() {
    // Given the same position and --cube 2
    // When it is scored
    bgkit()
        .args(["score", GAMMON_CUBE_4, "--cube", "2", "--format", "jsonl"])
        .assert()
        // Then the cube given counts, and a warning says the position's is 4
        .success()
        .stdout(contains("\"points\":4"))
        .stderr(contains("warning:").and(contains("has the cube at 4")));
}

#[test]
fn score_of_a_bare_position_counts_a_cube_of_one() {
    // Given the gammon as a bare Position ID (no cube known)
    let bare = json_of(&["id", GAMMON_CUBE_4, "--format", "json"]);
    let id = bare["position_id"].as_str().unwrap();
    // When scored without --cube, Then the cube is 1, with no warning
    let value = json_of(&["score", id, "--format", "json"]);
    assert_eq!(
        (value["cube"].clone(), value["points"].clone()),
        (1.into(), 2.into())
    );
}

#[test]
fn play_with_a_roll_other_than_the_positions_dice_is_refused() {
    // Given a position that carries 3-1
    // When a 4-2 is played in it
    bgkit()
        .args(["play", ROLLED_31, "4-2", "8/4 6/4"])
        .assert()
        // Then it is an error naming both rolls, and nothing is printed
        .code(1)
        .stdout("")
        .stderr(contains("the position's dice are 3-1, not 4-2"));
    // And moves refuses it the same way
    bgkit()
        .args(["moves", ROLLED_31, "4-2"])
        .assert()
        .code(1)
        .stderr(contains("the position's dice are 3-1, not 4-2"));
}

#[test]
fn play_and_moves_without_a_roll_use_the_positions_dice() {
    // Given a position that carries 3-1
    // When played and listed with no roll argument
    let played = json_of(&["play", ROLLED_31, "8/5 6/5", "--format", "json"]);
    let listed = json_of(&["moves", ROLLED_31, "--format", "json"]);
    // Then 3-1 is played, as when the roll is given
    assert_eq!(played["roll"], serde_json::json!([3, 1]));
    assert_eq!(played["play"], "8/5 6/5");
    assert_eq!(
        listed,
        json_of(&["moves", "start", "3-1", "--format", "json"])
    );
    // And the same roll given again is accepted
    let again = json_of(&["play", ROLLED_31, "3-1", "8/5 6/5", "--format", "json"]);
    assert_eq!(again, played);
}

#[test]
fn play_warns_of_a_star_where_nothing_is_hit_as_validate_does() {
    // Given the opening 6-4 written with a `*` on 13/9, which hits nothing
    // When it is played
    bgkit()
        .args(["play", "start", "6-4", "13/7 13/9*", "--format", "jsonl"])
        .assert()
        // Then the play stands, with a warning in validate's words
        .success()
        .stdout(contains("\"play\":\"13/9 13/7\""))
        .stdout(contains("\"warnings\":["))
        .stderr(contains(
            "warning: in the play `13/7 13/9*` (13/9 13/7), `*` marks a hit on 9 where nothing is hit",
        ));
    // And a play without any `*` draws no warning
    bgkit()
        .args(["play", "start", "6-4", "13/7 13/9"])
        .assert()
        .success()
        .stderr("");
}

#[test]
fn moves_with_no_legal_play_prints_a_row_an_empty_array_or_a_line() {
    // Given a roll that cannot be played
    // When its legal plays are asked for in each format
    let table = stdout_of(&["moves", DANCE]);
    let json = json_of(&["moves", DANCE, "--format", "json"]);
    let csv = stdout_of(&["moves", DANCE, "--format", "csv"]);
    let jsonl = stdout_of(&["moves", DANCE, "--format", "jsonl"]);
    // Then each says so: the table's header and a row with no play, an
    // empty list with a count of 0, a CSV row, one JSON line
    assert!(table.starts_with("| position"), "{table}");
    assert!(table.contains("| 6-6  |      | 0    |"), "{table}");
    assert_eq!(
        (json["count"].clone(), json["plays"].clone()),
        (0.into(), serde_json::json!([]))
    );
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 2, "{csv}");
    assert!(rows[1].contains(",6-6,,0,"), "{csv}");
    assert_eq!(jsonl.lines().count(), 1);
}

#[test]
fn rules_honours_csv_and_json_lines() {
    // When the rule sets are listed as CSV and as JSON lines
    let csv = stdout_of(&["rules", "--format", "csv"]);
    let jsonl = stdout_of(&["rules", "--format", "jsonl"]);
    // Then the CSV has a header and a row per rule set, and each JSON line
    // is one rule set
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "name,title,kind,text");
    assert_eq!(rows.len(), 4, "{csv}");
    let names: Vec<String> = jsonl
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap()["name"].to_string())
        .collect();
    assert_eq!(names, ["\"standard\"", "\"oxford\"", "\"msn\""]);
    // And one rule set as CSV has a row per sentence
    let oxford = stdout_of(&["rules", "oxford", "--format", "csv"]);
    assert!(
        oxford
            .lines()
            .skip(1)
            .all(|row| row.starts_with("oxford,Oxford,"))
    );
    assert!(oxford.lines().any(|row| row.contains(",rule,")));
}

#[test]
fn opening_plays_are_written_as_moves_writes_them() {
    // Given the opening table
    let rows = json_of(&["opening", "--format", "json"]);
    for row in rows.as_array().unwrap() {
        let roll = format!("{}-{}", row["roll"][0], row["roll"][1]);
        // When the legal plays of its roll are listed
        let legal = json_of(&["moves", "start", &roll, "--format", "json"]);
        let legal: Vec<&str> = legal["plays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["play"].as_str().unwrap())
            .collect();
        // Then every play of the row is written as `moves` writes it
        let mut plays: Vec<&str> = row["plays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        plays.extend(row["alternative"].as_str());
        plays.push(row["consensus"].as_str().unwrap());
        for play in plays {
            assert!(
                legal.contains(&play),
                "{roll}: {play} is not as moves writes it"
            );
        }
    }
}

#[test]
fn the_opening_table_marks_the_texts_plays_beside_the_consensus() {
    // Given the opening table as CSV
    let csv = stdout_of(&["opening", "--format", "csv"]);
    let rows: Vec<&str> = csv.lines().collect();
    // Then its columns say whose each play is
    assert_eq!(rows[0], "roll,play,result,texts,rollouts,note");
    // The texts' 4-3, 13/6, is not the consensus, which is their alternative
    let four_three: Vec<&str> = rows
        .iter()
        .copied()
        .filter(|r| r.starts_with("4-3,"))
        .collect();
    assert_eq!(four_three.len(), 2, "{csv}");
    assert!(four_three[0].starts_with("4-3,13/9/6,") && four_three[0].ends_with(",best,,"));
    assert!(four_three[1].starts_with("4-3,24/20 13/10,"));
    assert!(
        four_three[1].ends_with(",alternative,best,also played"),
        "{}",
        four_three[1]
    );
    // And 2-1's 8/5 is the texts' only
    assert!(
        rows.iter()
            .any(|r| r.starts_with("2-1,8/6/5,") && r.ends_with(",best,,"))
    );
}

#[test]
fn an_alternatives_note_does_not_repeat_its_own_play() {
    let rows = json_of(&["opening", "--format", "json"]);
    for row in rows.as_array().unwrap() {
        if let (Some(play), Some(note)) = (row["alternative"].as_str(), row["note"].as_str()) {
            assert!(!note.contains(play), "{play}: {note}");
        }
    }
}

#[test]
fn a_hint_for_an_illegal_play_starts_with_the_closest_legal_plays() {
    // Given the position where charlot1 rolled 4-1 and played 8/4 5/4
    // (fixtures/realworld/gnubg-charlot-7p.mat, line 10)
    let exported = json_of(&[
        "export",
        fixture("realworld/gnubg-charlot-7p.mat").to_str().unwrap(),
        "--format",
        "json",
    ]);
    let turn = exported["games"][0]["turns"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["line"] == 10 && t["roll"] == serde_json::json!([4, 1]))
        .unwrap()
        .clone();
    assert_eq!(turn["play"], "8/4 5/4");
    let xgid = turn["xgid"].as_str().unwrap();
    // When the play is written 8/3 5/4, which 4-1 cannot play
    bgkit()
        .args(["play", xgid, "8/3 5/4"])
        .assert()
        // Then the hint begins with the play meant
        .code(1)
        .stderr(contains("= hint: legal plays include 8/4 5/4, "));
}

#[test]
fn moves_takes_several_position_and_roll_pairs() {
    // When two pairs are given, one of them a position with its own dice
    let out = stdout_of(&[
        "moves", "start", "3-1", ROLLED_31, "start", "6-6", "--count", "--format", "csv",
    ]);
    // Then each has its row, in order
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(
        rows,
        [
            "position,roll,count",
            "4HPwATDgc/ABMA,3-1,16",
            "4HPwATDgc/ABMA,3-1,16",
            "4HPwATDgc/ABMA,6-6,11",
        ]
    );
}

#[test]
fn a_position_without_dice_and_no_roll_is_a_usage_error() {
    // When moves or play is given the opening and no roll
    for args in [
        &["moves", "start"][..],
        &["play", "start"],
        &["moves", "start", "3-1", "start"],
        &["moves", "start", "start", "3-1"],
    ] {
        bgkit()
            .args(args)
            .assert()
            // Then it exits 2 with the usage
            .code(2)
            .stderr(contains("carries no dice").and(contains("usage: bgkit")));
    }
    // From standard input such a line is invalid input, and the others are answered
    bgkit()
        .args(["moves", "-", "--count"])
        .write_stdin("start\nstart 3-1\n")
        .assert()
        .code(1)
        .stdout(contains("\"count\":16"))
        .stderr(contains(
            "line 1: `start`: no roll is given and the position carries no dice",
        ));
}

#[test]
fn a_cap_of_one_checker_is_worded_in_the_singular() {
    // Given a cap of one checker a point, When a play lands on a held point
    bgkit()
        .args(["play", "--max-stack", "1", "start", "2-1", "8/6 24/23"])
        .assert()
        // Then the reason says one checker
        .code(1)
        .stderr(contains("already holds 1 checker,"));
}
