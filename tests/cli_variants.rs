//! The rule variants on the command line: `--rules`, `--max-stack`, `score`,
//! `rules`, `opening`, and the rule of 10 in `race`.

use crate::common::{bgkit, fixture, json_of};
use predicates::str::contains;

fn variant(name: &str) -> String {
    fixture(&format!("variants/{name}")).display().to_string()
}

#[test]
fn an_oxford_transcript_validates_with_rules_oxford_and_fails_without() {
    // Given a match played under Oxford rules
    let file = variant("oxford-long.mat");
    // When validated with --rules oxford, Then it is valid and the report says so
    bgkit()
        .args(["validate", "--rules", "oxford", &file])
        .assert()
        .success()
        .stdout(contains("(oxford rules)"));
    let report = json_of(&["validate", "--format", "json", "--rules", "oxford", &file]);
    assert_eq!(report["valid"], true);
    assert_eq!(report["matches"][0]["rules"]["set"], "oxford");
    // When validated without it, Then it fails at a result line
    bgkit()
        .args(["validate", &file])
        .assert()
        .code(1)
        .stdout(contains("oxford-long.mat:34:7: error"))
        .stdout(contains("34 |       Wins 120 points"));
}

#[test]
fn a_128_cube_fails_under_rules_msn() {
    let file = variant("cube-128.mat");
    bgkit().args(["validate", &file]).assert().success();
    bgkit()
        .args(["validate", "--rules", "msn", &file])
        .assert()
        .code(1)
        .stdout(contains("above the cube limit 64"));
}

#[test]
fn a_variation_header_chooses_the_rules_that_the_command_line_may_override() {
    let file = variant("oxford-headers.mat");
    // Given ; [Variation "Oxford"] and ; [MaxStack "6"]: Then valid as written
    bgkit()
        .args(["validate", &file])
        .assert()
        .success()
        .stdout(contains("(oxford rules, at most 6 checkers a point)"));
    // When the command line names the rules without the cap, Then they apply instead
    bgkit()
        .args(["validate", "--rules", "oxford", &file])
        .assert()
        .code(1);
    bgkit()
        .args(["validate", "--rules", "oxford", "--max-stack", "6", &file])
        .assert()
        .success();
}

#[test]
fn export_and_fmt_take_the_rules_too() {
    let file = variant("oxford-money.mat");
    // Given an Oxford transcript whose refused offers do not end the game
    // When exported under Oxford rules, Then the export names them
    let exported = json_of(&["export", "--rules", "oxford", &file]);
    assert_eq!(exported["rules"]["set"], "oxford");
    assert_eq!(exported["rules"]["max_stack"], serde_json::Value::Null);
    // and without them the transcript is refused
    bgkit().args(["export", &file]).assert().code(1);
    // When formatted under Oxford rules, Then it is rewritten
    bgkit()
        .args(["fmt", "--rules", "oxford", &file])
        .assert()
        .success()
        .stdout(contains("Doubles => 2"));
    bgkit().args(["fmt", &file]).assert().code(1);
}

#[test]
fn fmt_under_other_rules_writes_headers_that_name_them() {
    // Given an Oxford transcript with no header naming its rules
    let file = variant("oxford-money.mat");
    assert!(
        !std::fs::read_to_string(&file)
            .unwrap()
            .contains("Variation")
    );

    // When formatted under Oxford rules
    let output = bgkit()
        .args(["fmt", "--rules", "oxford", &file])
        .output()
        .unwrap();

    // Then the text names them, and validates on its own as it did under them
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with("; [Variation \"oxford\"]\n"), "{text}");
    let alone = bgkit::transcript::validate(text.as_bytes());
    let under = json_of(&["validate", "--rules", "oxford", "--format", "json", &file]);
    assert!(alone.valid, "{:?}", alone.errors);
    assert_eq!(
        serde_json::to_value(&alone.matches).unwrap()[0]["games"],
        under["matches"][0]["games"]
    );
}

#[test]
fn moves_play_and_shots_apply_the_stacking_cap() {
    // Given the start and 2-2, When the 6-point may hold at most six
    // Then fewer plays are legal than without the cap
    let plain = json_of(&["moves", "start", "2-2", "--count", "--format", "json"]);
    let capped = json_of(&[
        "moves",
        "start",
        "2-2",
        "--count",
        "--format",
        "json",
        "--max-stack",
        "6",
    ]);
    assert!(capped["count"].as_u64() < plain["count"].as_u64());
    // When a play stacks a sixth checker under a cap of five, Then it is refused
    bgkit()
        .args(["play", "--max-stack", "5", "start", "2-1", "8/6 24/23"])
        .assert()
        .code(1)
        .stderr(contains("point 6 already holds 5 checkers"));
    bgkit()
        .args(["play", "start", "2-1", "8/6 24/23"])
        .assert()
        .success();
    // shots accepts the options
    bgkit()
        .args(["shots", "--max-stack", "6", "--rules", "oxford", "start"])
        .assert()
        .success();
}

#[test]
fn a_cap_of_zero_is_refused_as_usage() {
    bgkit()
        .args(["moves", "--max-stack", "0", "start", "2-1"])
        .assert()
        .code(2);
}

#[test]
fn score_gives_the_value_of_a_finished_game_under_each_rule_set() {
    // Given the player on roll has borne off everything and the opponent has
    // its fifteen checkers on its ace point (a gammon)
    let position = "XGID=------------------------o-:0:0:1:00:0:0:0:0:10";
    // When scored under Oxford rules with a stake of 2
    let oxford = json_of(&[
        "score", "--rules", "oxford", "--cube", "2", "--format", "json", position,
    ]);
    // Then 15 checkers x 2 (gammon) x 2
    assert_eq!(oxford["winner"], "on_roll");
    assert_eq!(oxford["remaining"], 15);
    assert_eq!(oxford["multiplier"], 4);
    assert_eq!(oxford["points"], 60);
    assert_eq!(oxford["how"], "gammon");
    assert_eq!(oxford["rules"], "oxford");
    // and a tied opening roll doubles it
    let doubled = json_of(&[
        "score",
        "--rules",
        "oxford",
        "--opening-double",
        "--format",
        "json",
        position,
    ]);
    assert_eq!(doubled["points"], 60);
    // Under standard rules: the cube times the margin
    let standard = json_of(&["score", "--cube", "2", "--format", "json", position]);
    assert_eq!(standard["points"], 4);
    // A cube of 128 is refused under MSN rules, and an unfinished game anywhere
    bgkit()
        .args(["score", "--rules", "msn", "--cube", "128", position])
        .assert()
        .code(1)
        .stderr(contains("above the limit of 64"));
    bgkit().args(["score", "start"]).assert().code(1);
}

#[test]
fn score_refuses_a_board_without_checkers() {
    // Given the Position ID of an empty board; When scored
    // Then it is refused (exit 1) with the reason, and no winner is printed
    bgkit()
        .args(["score", "AAAAAAAAAAAAAA", "--format", "json"])
        .assert()
        .code(1)
        .stdout("")
        .stderr(contains("the board holds no checkers"));
}

#[test]
fn rules_lists_the_rule_sets_and_words_each_one() {
    bgkit()
        .args(["rules"])
        .assert()
        .success()
        .stdout(contains("standard"))
        .stdout(contains("oxford"))
        .stdout(contains("msn"));
    bgkit()
        .args(["rules", "oxford"])
        .assert()
        .success()
        .stdout(contains("Reading chosen"))
        .stdout(contains("bar included"));
    let described = json_of(&["rules", "msn", "--format", "json"]);
    assert_eq!(described["name"], "msn");
    assert!(described["rules"].as_array().unwrap().len() >= 3);
}

#[test]
fn opening_prints_the_table_with_position_ids() {
    let rows = json_of(&["opening", "--format", "json"]);
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 15);
    assert_eq!(rows[0]["roll"], serde_json::json!([2, 1]));
    assert_eq!(
        rows[0]["plays"],
        serde_json::json!(["13/11 6/5", "24/23 13/11", "8/6/5"])
    );
    // Each result is the position `play` gives for the same play
    let played = json_of(&["play", "--format", "json", "start", "3-1", "8/5 6/5"]);
    let three_one = rows
        .iter()
        .find(|r| r["roll"] == serde_json::json!([3, 1]))
        .unwrap();
    assert_eq!(three_one["results"][0], played["result"]);
    let five_two = rows
        .iter()
        .find(|r| r["roll"] == serde_json::json!([5, 2]))
        .unwrap();
    assert!(five_two["note"].as_str().unwrap().contains("24/22 13/8"));
    assert_eq!(five_two["alternative"], "13/11 13/8");
    bgkit()
        .args(["opening", "--format", "csv"])
        .assert()
        .success()
        .stdout(contains(
            "roll,play,result,texts,rollouts,note\n2-1,13/11 6/5,",
        ));
}

#[test]
fn race_reports_the_rule_of_10() {
    // Given a race, 48 pips against 59: the taker is 11 behind
    let position = "XGID=-CCCBBB------a-----bbbccb-:0:0:1:00:0:0:0:0:10";
    // When race is asked, Then the rule of 10 says pass
    let report = json_of(&["race", "--format", "json", position]);
    assert_eq!(
        report["rule_of_10"],
        serde_json::json!({"behind": 11, "take": "pass"})
    );
    // and the CSV has its two columns
    bgkit()
        .args(["race", "--format", "csv", position])
        .assert()
        .success()
        .stdout(contains("rule_of_10_behind,rule_of_10_take"))
        .stdout(contains(",11,pass"));
}
