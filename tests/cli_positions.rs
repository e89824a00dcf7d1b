//! `bgkit moves`, `pips`, `board` and `id`: the position commands.

use crate::common::{BGKIT_BIN, Scratch, bgkit, json_of};
use predicates::prelude::*;
use serde_json::{Value, json};

#[test]
fn moves_lists_the_sixteen_opening_plays_of_3_1() {
    let value = json_of(&["moves", "start", "3-1", "--format", "json"]);
    assert_eq!(value["position"], "4HPwATDgc/ABMA");
    assert_eq!(value["roll"], json!([3, 1]));
    assert_eq!(value["count"], 16);
    let plays = value["plays"].as_array().unwrap();
    assert_eq!(plays.len(), 16);

    let point = plays
        .iter()
        .find(|p| p["play"] == "8/5 6/5")
        .expect("8/5 6/5 is listed");
    assert_eq!(point["hits"], 0);
    assert_eq!(point["result"], "sGfwATDgc/ABMA");
}

#[test]
fn moves_count_prints_only_the_count() {
    let value = json_of(&["moves", "start", "6-6", "--count", "--format", "json"]);
    assert_eq!(
        value,
        json!({"position": "4HPwATDgc/ABMA", "roll": [6, 6], "count": 11})
    );
}

#[test]
fn moves_with_no_legal_play_gives_count_zero_and_an_empty_list() {
    // Bottom on the bar (14 on its ace point) against a closed board: top holds 19..24
    let xgid = "XGID=-N--------c--------bbbbbbA:0:0:1:00:0:0:0:0:10";
    let value = json_of(&["moves", xgid, "6-6", "--format", "json"]);
    assert_eq!(value["count"], 0);
    assert_eq!(value["plays"], json!([]));
}

#[test]
fn moves_reads_position_and_roll_lines_from_standard_input() {
    let output = bgkit()
        .args(["moves", "-", "--count"])
        .write_stdin("start 3-1\nstart 2-1\n")
        .output()
        .unwrap();
    assert!(output.status.success());
    let lines: Vec<Value> = output
        .stdout
        .split(|&b| b == b'\n')
        .filter(|l| !l.is_empty())
        .map(|l| serde_json::from_slice(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["count"], 16);
    assert_eq!(lines[1]["count"], 15);
}

#[test]
fn a_bad_position_exits_1_and_names_it() {
    bgkit()
        .args(["moves", "nonsense", "3-1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("`nonsense`: not a position"));
    bgkit()
        .args(["moves", "start", "7-1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("not a roll"));
}

#[test]
fn pips_of_the_opening_are_167_each() {
    let value = json_of(&["pips", "start", "--format", "json"]);
    assert_eq!(
        value,
        json!({"position": "4HPwATDgc/ABMA", "pips": {"on_roll": 167, "opponent": 167}})
    );
}

#[test]
fn pips_of_several_positions_in_json_is_an_array() {
    let value = json_of(&["pips", "start", "4HPwATDgc/ABMA", "--format", "json"]);
    assert_eq!(value.as_array().unwrap().len(), 2);
}

#[test]
fn pips_csv_has_a_header_and_one_row_per_position() {
    bgkit()
        .args(["pips", "start", "--format", "csv"])
        .assert()
        .success()
        .stdout("position,on_roll,opponent\n4HPwATDgc/ABMA,167,167\n");
}

#[test]
fn board_draws_the_opening_with_ids_and_pip_counts() {
    bgkit()
        .args(["board", "start"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Position ID: 4HPwATDgc/ABMA"))
        .stdout(predicate::str::contains(
            "+13-14-15-16-17-18------19-20-21-22-23-24-+",
        ))
        .stdout(predicate::str::contains(
            "+12-11-10--9--8--7-------6--5--4--3--2--1-+",
        ))
        .stdout(predicate::str::contains("pips 167"));
}

#[test]
fn board_shows_cube_score_and_dice_from_an_xgid() {
    bgkit()
        .args([
            "board",
            "XGID=-b----E-C---eE---c-e----B-:1:1:1:52:2:4:0:9:10",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("rolled 5-2"))
        .stdout(predicate::str::contains("cube 2 owned by X"))
        .stdout(predicate::str::contains("9-point match"));
}

#[test]
fn id_converts_between_gnubg_ids_and_xgid() {
    let value = json_of(&[
        "id",
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
        "--format",
        "json",
    ]);
    assert_eq!(value["position_id"], "4HPwATDgc/ABMA");
    assert_eq!(
        value["xgid"],
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
    );
    assert!(value["match_id"].is_string());
    let bare = json_of(&["id", "4HPwATDgc/ABMA", "--format", "json"]);
    assert_eq!(bare["match_id"], Value::Null);
    assert_eq!(bare["resignation"], Value::Null);
}

#[test]
fn id_keeps_a_resignation_a_match_id_holds() {
    // Given the opening position with a Match ID that offers a single game
    // (`cAkAAAAAAAAA` with bit 14 set), a gammon and a backgammon
    for (match_id, offered) in [
        ("cCkAAAAAAAAA", "single"),
        ("cEkAAAAAAAAA", "gammon"),
        ("cGkAAAAAAAAA", "backgammon"),
    ] {
        // When converted
        let value = json_of(&[
            "id",
            &format!("4HPwATDgc/ABMA:{match_id}"),
            "--format",
            "json",
        ]);
        // Then the Match ID comes back unchanged and the offer is named, as
        // the XGID cannot hold it
        assert_eq!(value["match_id"], match_id);
        assert_eq!(value["resignation"], offered);
        assert!(value["xgid"].as_str().unwrap().starts_with("XGID="));
    }
}

#[test]
fn a_closed_pipe_is_not_an_error() {
    // `bgkit ... | head -1`: the reader goes away early; bgkit must exit quietly.
    let mut child = std::process::Command::new(BGKIT_BIN)
        .args(["moves", "-", "--count"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        for _ in 0..2000 {
            if stdin.write_all(b"start 3-1\n").is_err() {
                break;
            }
        }
    }
    let output = child.wait_with_output().unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(!String::from_utf8_lossy(&output.stderr).contains("panicked"));
}

#[test]
fn board_svg_writes_a_diagram_with_the_position_id() {
    bgkit()
        .args(["board", "start", "--svg", "-"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("<svg"))
        .stdout(predicate::str::contains("Position ID 4HPwATDgc/ABMA"));
    let scratch = Scratch::new("cli-positions-svg");
    let file = scratch.join("board.svg");
    bgkit()
        .args([
            "board",
            "XGID=-b----E-C---eE---c-e----B-:1:1:1:52:2:4:0:9:10",
            "--svg",
        ])
        .arg(&file)
        .assert()
        .success();
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.contains("9-point match"));
}
