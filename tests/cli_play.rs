//! `bgkit play POSITION ROLL PLAY`: a written play checked and applied, its
//! JSON, the words for an illegal play, and the batch mode.

use crate::common::{bgkit, json_of};
use predicates::prelude::*;

/// The position of an eXtreme Gammon record where 5-5 is written `8/0 4/0 4/0`.
const BEAR_OFF: &str = "2zYIwBh/viEAAA";

#[test]
fn a_merged_bear_off_is_printed_in_canonical_form_with_the_position_after_it() {
    // Given the eXtreme Gammon record's position and 5-5
    // When its play is applied as written
    bgkit()
        .args(["play", BEAR_OFF, "5-5", "8/0 4/0 4/0"])
        .assert()
        // Then the table shows the canonical play and the position after it
        .success()
        .stdout(predicate::str::contains("8/3/off 4/off(2)"))
        .stdout(predicate::str::contains("fz4AAGDbBgEYAw"))
        .stdout(predicate::str::contains("XGID="));
}

#[test]
fn the_json_answer_has_position_roll_play_hits_result_and_xgid() {
    // Given a play written in eXtreme Gammon's form
    // When applied with JSON output
    let value = json_of(&["play", BEAR_OFF, "55", "8/0 4/0 4/0", "--format", "json"]);

    // Then the answer holds exactly the documented fields
    assert_eq!(
        value,
        serde_json::json!({
            "position": BEAR_OFF,
            "roll": [5, 5],
            "play": "8/3/off 4/off(2)",
            "hits": 0,
            "result": "fz4AAGDbBgEYAw",
            "xgid": "XGID=-GbE-b---------a----bbbbb-:0:0:-1:00:0:0:0:0:10",
        })
    );
}

#[test]
fn the_play_may_be_one_argument_or_several() {
    // Given the same play quoted and unquoted, Then both give the same answer
    let quoted = json_of(&["play", "start", "3-1", "8/5 6/5", "--format", "json"]);
    let words = json_of(&["play", "start", "3-1", "8/5", "6/5", "--format", "json"]);
    assert_eq!(quoted, words);
    assert_eq!(quoted["play"], "8/5 6/5");
    assert_eq!(quoted["hits"], 0);
}

#[test]
fn the_result_is_the_one_moves_lists_for_that_play() {
    // Given every legal play of 6-4 from the opening, as `bgkit moves` lists them
    let listed = json_of(&["moves", "start", "6-4", "--format", "json"]);
    let plays = listed["plays"].as_array().unwrap();
    let lines: String = plays
        .iter()
        .map(|p| format!("start 6-4 {}\n", p["play"].as_str().unwrap()))
        .collect();

    // When each is applied in one batch
    let output = bgkit()
        .args(["play", "-"])
        .write_stdin(lines)
        .output()
        .unwrap();

    // Then each answer, in order, has the play and result `moves` gave
    assert!(output.status.success());
    let answers: Vec<serde_json::Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), plays.len());
    for (answer, listed) in answers.iter().zip(plays) {
        assert_eq!(answer["play"], listed["play"]);
        assert_eq!(answer["result"], listed["result"]);
        assert_eq!(answer["hits"], listed["hits"]);
    }
}

#[test]
fn an_illegal_play_exits_1_with_the_reason_and_legal_plays_as_validate_words_them() {
    // Given the opening and 3-1, When only one die is played
    bgkit()
        .args(["play", "start", "3-1", "8/5"])
        .assert()
        // Then nothing is printed, and standard error says why and what is legal
        .code(1)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(
            "bgkit: `8/5` is not a legal play of 3-1 here: the play uses 1 of the dice but 2 can be played",
        ))
        .stderr(predicate::str::contains(
            "  = hint: legal plays include 8/5/4, 6/3/2, 13/10/9, 8/5 6/5 (16 in all)",
        ));
}

#[test]
fn a_play_that_is_not_notation_names_its_column() {
    bgkit()
        .args(["play", "start", "3-1", "8/5 6/x"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("`8/5 6/x`: not a play: column 7"));
}

#[test]
fn a_batch_streams_one_line_per_play_and_reports_refused_lines_by_number() {
    // Given plays on standard input, the second illegal and the fourth not a line at all
    let input =
        format!("start 3-1 8/5 6/5\nstart 3-1 8/5\n{BEAR_OFF} 5-5 8/off 4/off 4/off\nbad\n");

    // When read from standard input
    let output = bgkit()
        .args(["play", "-"])
        .write_stdin(input)
        .output()
        .unwrap();

    // Then the good lines are answered in order, and each refused line is named
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let plays: Vec<String> = stdout
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap()["play"].to_string())
        .collect();
    assert_eq!(plays, ["\"8/5 6/5\"", "\"8/3/off 4/off(2)\""]);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("bgkit: line 2: `8/5` is not a legal play of 3-1"),
        "{stderr}"
    );
    assert!(
        stderr.contains("bgkit: line 4: `bad`: expected `POSITION ROLL PLAY`"),
        "{stderr}"
    );
}

#[test]
fn after_a_play_from_an_xgid_the_other_side_is_on_roll_with_cube_and_score_kept() {
    // Given an XGID: bottom on roll with 3-1, cube 2 owned by bottom, 2-1 to 7
    let xgid = "XGID=-b----E-C---eE---c-e----B-:1:1:1:31:2:1:0:7:10";

    // When bottom plays 8/5 6/5
    let value = json_of(&["play", xgid, "3-1", "8/5 6/5", "--format", "json"]);

    // Then the XGID after it has top on roll, no dice, and the same cube and score
    assert_eq!(
        value["xgid"],
        "XGID=-b---BD-B---eE---c-e----B-:1:1:-1:00:2:1:0:7:10"
    );
}

#[test]
fn a_dance_is_written_as_no_play_and_accepted_only_when_nothing_can_move() {
    // Given a closed board and a checker on the bar
    let closed = "XGID=-N----------------cbbbbbbA:0:0:1:00:0:0:0:0:10";

    // When the roll is given with no play, Then it stands and the board is unchanged
    let value = json_of(&["play", closed, "6-6", "--format", "json"]);
    assert_eq!(value["play"], "");
    assert_eq!(value["xgid"], closed.replace(":1:00:", ":-1:00:"));
    // and from the opening it is refused
    bgkit()
        .args(["play", "start", "6-6"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "an empty play is not a legal play of 6-6",
        ));
}
