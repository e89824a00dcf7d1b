//! `bgkit shots` and `bgkit race` from the command line.

use crate::common::{bgkit, json_of};
use serde_json::{Value, json};

#[test]
fn the_shot_table_reproduces_the_published_counts() {
    let rows = json_of(&["shots", "--table", "--format", "json"]);
    let counts: Vec<u64> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["hitting_rolls"].as_u64().unwrap())
        .collect();
    assert_eq!(&counts[..12], &[11, 12, 14, 15, 15, 17, 6, 6, 5, 3, 2, 3]);
    assert_eq!(
        rows[5],
        json!({"distance": 6, "hitting_rolls": 17, "probability": 0.4722,
        "rolls": ["66", "65", "64", "63", "62", "61", "51", "42", "33", "22"]})
    );
}

#[test]
fn the_entering_table_counts_one_and_two_checkers() {
    let rows = json_of(&["shots", "--entering", "--format", "json"]);
    let one: Vec<u64> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["one_checker"].as_u64().unwrap())
        .collect();
    let two: Vec<u64> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["two_checkers"].as_u64().unwrap())
        .collect();
    assert_eq!(one, vec![36, 35, 32, 27, 20, 11, 0]);
    assert_eq!(two, vec![36, 25, 16, 9, 4, 1, 0]);
}

#[test]
fn shots_in_a_position_lists_rolls_and_blots() {
    // Opponent blot 6 away from our checkers on 13 (ours on 13, theirs on our 7), open board
    let xgid = "XGID=-------a-----O----------a-:0:0:1:00:0:0:0:0:10";
    let report = json_of(&["shots", xgid, "--format", "json"]);
    assert_eq!(report["blots"][0]["point"], 7);
    assert_eq!(report["blots"][0]["owner_point"], 18);
    assert_eq!(report["hitting_rolls"], 17);
    assert_eq!(report["probability"], 0.4722);
}

#[test]
fn shots_after_a_play_counts_the_opponents_chances() {
    // From the opening, 6-5 played 24/18 13/8 leaves blots on 24 and 18
    let report = json_of(&[
        "shots",
        "start",
        "--roll",
        "6-5",
        "--after",
        "24/18 13/8",
        "--format",
        "json",
    ]);
    assert!(report["hitting_rolls"].as_u64().unwrap() > 0);
    // A play that is not legal is reported, not counted
    bgkit()
        .args(["shots", "start", "--roll", "6-5", "--after", "24/13 13/8"])
        .assert()
        .code(1);
}

#[test]
fn shots_streams_one_line_per_position_from_standard_input() {
    let output = bgkit()
        .args(["shots", "-"])
        .write_stdin("start\n4HPwATDgc/ABMA\n")
        .output()
        .unwrap();
    assert!(output.status.success());
    assert_eq!(String::from_utf8(output.stdout).unwrap().lines().count(), 2);
}

#[test]
fn race_reports_counts_verdicts_and_bear_off_odds() {
    // One checker on each side's 6-point (bottom's 6 and top's 6 = bottom's 19):
    // the player on roll wins 0.8125
    let bearoff = json_of(&[
        "race",
        "XGID=------A------------a------:0:0:1:00:0:0:0:0:10",
        "--format",
        "json",
    ]);
    assert_eq!(bearoff["pips"], json!({"on_roll": 6, "opponent": 6}));
    assert_eq!(bearoff["bearoff"]["win"], 0.8125);
    assert_eq!(bearoff["epc"]["on_roll"], 10.208);
    for field in [
        "keith",
        "thorp",
        "kleinman",
        "rule_8_9_12",
        "epc",
        "wastage",
        "bearoff",
    ] {
        assert!(bearoff.get(field).is_some(), "no {field}");
    }
}

#[test]
fn race_in_contact_fills_only_the_pips() {
    let report = json_of(&["race", "start", "--format", "json"]);
    assert_eq!(report["pips"], json!({"on_roll": 167, "opponent": 167}));
    assert_eq!(report["keith"], Value::Null);
    assert_eq!(report["bearoff"], Value::Null);
}
