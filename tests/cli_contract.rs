//! The README's table of every command's formats and of the view each
//! position it prints is seen from, held against the commands themselves;
//! and every example of the manual pages, run.

use crate::common::{bgkit, fixture, fixtures_root};
use bgkit::board::{Position, Roll, resolve_play};
use bgkit::ids::position_id;
use bgkit::notation::parse_moves;
use serde_json::Value;
use std::path::Path;

/// The transcript the samples read.
const MATCH: &str = "realworld/gnubg-charlot-7p.mat";

/// One row of the README's table.
struct Row {
    command: String,
    formats: Vec<String>,
    /// `(field, view)`: `on roll`, `next` or `mover`.
    views: Vec<(String, String)>,
}

/// The README's table of commands, formats and views.
fn readme_rows() -> Vec<Row> {
    let readme = std::fs::read_to_string(fixtures_root().join("../README.md")).unwrap();
    let start = readme
        .find("| command | formats | positions printed (view) |")
        .expect("the README has the table of commands");
    readme[start..]
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            let command = cells[0].trim_matches('`').to_string();
            let formats = cells[1].split(", ").map(str::to_string).collect();
            let views = if cells[2] == "none" {
                Vec::new()
            } else {
                cells[2]
                    .split("; ")
                    .map(|entry| {
                        let (field, view) = entry.split_once(": ").unwrap();
                        // A remark in brackets qualifies the view; the
                        // samples below check the plain one.
                        let view = view.split(" (").next().unwrap();
                        (field.trim_matches('`').to_string(), view.to_string())
                    })
                    .collect()
            };
            Row {
                command,
                formats,
                views,
            }
        })
        .collect()
}

/// The arguments each command is tried with.
fn sample(command: &str) -> Vec<String> {
    let matched = fixture(MATCH).display().to_string();
    let args: Vec<&str> = match command {
        "parse" => vec!["parse", "4-2 8/4 6/4"],
        "moves" => vec!["moves", "start", "6-5"],
        "play" => vec!["play", "start", "6-5", "24/13"],
        "pips" => vec!["pips", AFTER_65],
        "board" => vec!["board", AFTER_65],
        "position" => vec!["position", &matched, "--game", "1", "--turn", "3"],
        "id" => vec!["id", AFTER_65],
        "validate" => vec!["validate", &matched],
        "shots" => vec!["shots", AFTER_65],
        "race" => vec!["race", AFTER_65],
        "score" => vec!["score", GAMMON],
        "rules" => vec!["rules"],
        "opening" => vec!["opening"],
        "export" => vec!["export", &matched],
        "fmt" => vec!["fmt", &matched],
        "stats" => vec!["stats", &matched],
        "completions" => vec!["completions", "bash"],
        other => panic!("no sample for `{other}`"),
    };
    args.into_iter().map(str::to_string).collect()
}

/// The opening 6-5 played 24/13, the opponent on roll: a board that looks
/// different from each side.
const AFTER_65: &str = "XGID=-b----E-C---eF---c-e----A-:0:0:-1:00:0:0:0:0:10";

/// A finished game, a gammon, with the cube at 4: the player on roll has
/// borne off.
const GAMMON: &str = "XGID=------------------------o-:2:1:1:00:0:0:0:0:10";

/// Runs bgkit, requires success, and gives standard output.
#[track_caller]
fn run(args: &[String]) -> String {
    let output = bgkit().args(args).output().unwrap();
    assert!(
        output.status.success(),
        "bgkit {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The fields of one CSV record (RFC 4180 quoting).
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                fields.last_mut().unwrap().push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(String::new()),
            (c, _) => fields.last_mut().unwrap().push(c),
        }
    }
    fields
}

/// Checks that `out` is what `format` promises.
#[track_caller]
fn holds_format(command: &str, format: &str, out: &str) {
    assert!(
        !out.trim().is_empty(),
        "{command} --format {format} printed nothing"
    );
    match format {
        "json" => {
            serde_json::from_str::<Value>(out)
                .unwrap_or_else(|e| panic!("{command} --format json: {e}"));
        }
        "jsonl" => {
            for line in out.lines() {
                let value: Value = serde_json::from_str(line)
                    .unwrap_or_else(|e| panic!("{command} --format jsonl: {e}: {line}"));
                assert!(value.is_object(), "{command} --format jsonl: {line}");
            }
        }
        "csv" => {
            let mut lines = out.lines();
            let header = csv_fields(lines.next().unwrap());
            assert!(
                header.iter().all(|name| !name.is_empty()
                    && name
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')),
                "{command} --format csv: the header is field names: {header:?}"
            );
            for line in lines {
                assert_eq!(
                    csv_fields(line).len(),
                    header.len(),
                    "{command} --format csv: {line}"
                );
            }
        }
        "table" => assert!(
            !out.starts_with(['{', '[']),
            "{command} --format table printed JSON"
        ),
        other => panic!("`{other}` is no format"),
    }
}

#[test]
fn every_command_has_a_row_and_honours_every_format_it_lists() {
    // Given the README's table and the command line's subcommands
    let rows = readme_rows();
    let mut listed: Vec<&str> = rows.iter().map(|r| r.command.as_str()).collect();
    let mut commands: Vec<String> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("man"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter_map(|name| {
                name.strip_prefix("bgkit-")?
                    .strip_suffix(".1")
                    .map(str::to_string)
            })
            .collect();
    listed.sort_unstable();
    commands.sort_unstable();
    // Then every command has its row
    assert_eq!(listed, commands);
    // And each prints every format it lists
    for row in &rows {
        let data_formats: Vec<&String> = row
            .formats
            .iter()
            .filter(|f| ["table", "json", "jsonl", "csv"].contains(&f.as_str()))
            .collect();
        if data_formats.is_empty() {
            // Text that is no data: the command has no --format at all
            let mut args = sample(&row.command);
            args.extend(["--format".to_string(), "json".to_string()]);
            bgkit().args(&args).assert().code(2);
            continue;
        }
        assert_eq!(data_formats.len(), 4, "{}: every format", row.command);
        for format in data_formats {
            let mut args = sample(&row.command);
            args.extend(["--format".to_string(), format.clone()]);
            holds_format(&row.command, format, &run(&args));
        }
    }
}

/// The board after `play` of `roll` in `position`, seen by the mover.
fn resolve(position: &Position, roll: (u8, u8), play: &str) -> Position {
    let roll = Roll::new(roll.0, roll.1).unwrap();
    resolve_play(position, roll, &parse_moves(play).unwrap())
        .unwrap()
        .result
}

/// The Position ID of `position` after `play` of `roll`, seen by the mover
/// (`next` false) or by the player who acts next.
fn after(position: &Position, roll: (u8, u8), play: &str, next: bool) -> String {
    let result = resolve(position, roll, play);
    position_id::encode(&if next { result.switched() } else { result })
}

/// The Position ID an XGID's board has, seen by the player it puts on roll.
fn seen_in(xgid: &str) -> String {
    bgkit::query::read_position(xgid).unwrap().position_id()
}

/// The value of `field` in the command's sample answer, and what each view
/// would make it.
fn field_and_views(command: &str, field: &str) -> (String, Vec<(&'static str, String)>) {
    let mut args = sample(command);
    args.extend(["--format".to_string(), "json".to_string()]);
    let answer: Value = serde_json::from_str(&run(&args)).unwrap();
    let start = Position::start();
    let on_roll_65 = seen_in(AFTER_65);
    let text = |value: &Value| value.as_str().unwrap().to_string();
    match (command, field) {
        ("moves", "position") | ("play", "position") => (
            text(&answer["position"]),
            vec![("on roll", position_id::encode(&start))],
        ),
        ("moves", "result") => {
            let first = &answer["plays"][0];
            let play = text(&first["play"]);
            (
                text(&first["result"]),
                vec![
                    ("next", after(&start, (6, 5), &play, true)),
                    ("mover", after(&start, (6, 5), &play, false)),
                ],
            )
        }
        ("play", "result") | ("play", "xgid") => {
            let value = text(&answer[field]);
            let value = if field == "xgid" {
                seen_in(&value)
            } else {
                value
            };
            (
                value,
                vec![
                    ("next", after(&start, (6, 5), "24/13", true)),
                    ("mover", after(&start, (6, 5), "24/13", false)),
                ],
            )
        }
        ("opening", "result") => {
            let six_five = answer
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r["roll"] == serde_json::json!([6, 5]))
                .unwrap();
            (
                text(&six_five["results"][0]),
                vec![
                    ("next", after(&start, (6, 5), "24/13", true)),
                    ("mover", after(&start, (6, 5), "24/13", false)),
                ],
            )
        }
        ("export", _) => {
            // The second turn, the opponent's reply to the first: a board
            // that looks different from each side
            let [first, second] = [0, 1].map(|i| &answer["games"][0]["turns"][i]);
            let roll_of = |turn: &Value| {
                let die = |i: usize| turn["roll"][i].as_u64().unwrap() as u8;
                (die(0), die(1))
            };
            let reply = resolve(&start, roll_of(first), &text(&first["play"])).switched();
            let value = text(&answer["games"][0]["turns"][1][field]);
            match field {
                "after" => {
                    let play = text(&second["play"]);
                    (
                        value,
                        vec![
                            ("next", after(&reply, roll_of(second), &play, true)),
                            ("mover", after(&reply, roll_of(second), &play, false)),
                        ],
                    )
                }
                _ => {
                    let value = if field == "xgid" {
                        seen_in(&value)
                    } else {
                        value
                    };
                    (
                        value,
                        vec![
                            ("on roll", position_id::encode(&reply)),
                            ("next", position_id::encode(&reply.switched())),
                        ],
                    )
                }
            }
        }
        ("position", _) => {
            // Turn 3 is a roll: the player to act is the mover
            let exported: Value = serde_json::from_str(&run(&[
                "export".into(),
                fixture(MATCH).display().to_string(),
            ]))
            .unwrap();
            let turn = &exported["games"][0]["turns"][2];
            let value = text(&answer[field]);
            let value = if field == "xgid" {
                seen_in(&value)
            } else {
                value
            };
            (value, vec![("on roll", text(&turn["before"]))])
        }
        ("score", _) => {
            let given = bgkit::query::read_position(GAMMON).unwrap().position;
            let value = text(&answer[field]);
            (
                value,
                vec![
                    ("on roll", position_id::encode(&given)),
                    ("mover", position_id::encode(&given.switched())),
                ],
            )
        }
        (_, _) => {
            // A command about the position given: AFTER_65, the opponent
            // of the 6-5 on roll
            let value = text(&answer[field]);
            let value = if field == "xgid" {
                seen_in(&value)
            } else {
                value
            };
            let mover = after(&start, (6, 5), "24/13", false);
            (value, vec![("on roll", on_roll_65), ("mover", mover)])
        }
    }
}

#[test]
fn every_position_a_command_prints_is_seen_from_the_view_the_readme_names() {
    // Given the README's table of views
    for row in readme_rows() {
        for (field, view) in &row.views {
            // When the command prints the position
            let (value, views) = field_and_views(&row.command, field);
            // Then it is the board the view named gives, and no other's
            let named = views.iter().find(|(name, _)| name == view);
            let (_, expected) =
                named.unwrap_or_else(|| panic!("{}: no view `{view}`", row.command));
            assert_eq!(
                &value, expected,
                "{} `{field}` is not seen by {view}",
                row.command
            );
            for (other, id) in &views {
                if other != view && id != expected {
                    assert_ne!(&value, id, "{} `{field}`", row.command);
                }
            }
        }
    }
    // And shots after a play counts the next player's shots, from the
    // next player's view
    let after_play: Value = serde_json::from_str(&run(&[
        "shots".into(),
        "start".into(),
        "--roll".into(),
        "6-5".into(),
        "--after".into(),
        "24/13".into(),
        "--format".into(),
        "json".into(),
    ]))
    .unwrap();
    assert_eq!(
        after_play["position"],
        after(&Position::start(), (6, 5), "24/13", true)
    );
}

#[test]
fn an_exported_board_after_a_play_is_the_next_turns_board_and_plays_result() {
    // Given the export of a whole match
    let matched = fixture(MATCH).display().to_string();
    let exported: Value = serde_json::from_str(&run(&["export".into(), matched.clone()])).unwrap();
    let mut written_plays = String::new();
    let mut afters = Vec::new();
    let mut actions = 0;
    for game in exported["games"].as_array().unwrap() {
        let turns = game["turns"].as_array().unwrap();
        for pair in turns.windows(2) {
            let [turn, next] = [&pair[0], &pair[1]];
            // When the next turn is the opponent's roll, or a cube action
            let opponent_rolls = next["kind"] == "move" && next["player"] != turn["player"];
            let cube_action = next["kind"] != "move" && next["kind"] != "resign";
            if turn["kind"] == "move" && (opponent_rolls || cube_action) {
                // Then the board after the play is the board the next turn
                // starts from, seen by the same player
                assert_eq!(turn["after"], next["before"], "{turn} then {next}");
            }
            if turn["kind"] != "move" && cube_action {
                assert_eq!(turn["before"], next["before"], "{turn} then {next}");
            }
            actions += usize::from(cube_action);
        }
        for turn in turns
            .iter()
            .filter(|t| t["kind"] == "move" && t["play"] != "")
        {
            let roll = format!("{}-{}", turn["roll"][0], turn["roll"][1]);
            let play = turn["play"].as_str().unwrap();
            written_plays += &format!("{} {roll} {play}\n", turn["before"].as_str().unwrap());
            afters.push(turn["after"].clone());
        }
    }
    assert!(actions > 0 && afters.len() > 100, "{actions} actions");
    // And `play` makes each play's `result` the export's `after`
    let output = bgkit()
        .args(["play", "-", "--format", "jsonl"])
        .write_stdin(written_plays)
        .output()
        .unwrap();
    assert!(output.status.success());
    let results: Vec<Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap()["result"].clone())
        .collect();
    assert_eq!(results, afters);
    // And a cube action's board is the one `position` shows at that turn
    let turns = exported["games"][0]["turns"].as_array().unwrap();
    let double = turns.iter().find(|t| t["kind"] == "double").unwrap();
    let turn = double["index"].to_string();
    let args = ["position", &matched, "--game", "1", "--turn", &turn];
    let mut args: Vec<String> = args.into_iter().map(str::to_string).collect();
    args.extend(["--format".into(), "json".into()]);
    let shown: Value = serde_json::from_str(&run(&args)).unwrap();
    assert_eq!(shown["position_id"], double["before"]);
}

/// A command line as a shell splits it: words, with `'...'` quoting.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut started = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                started = true;
            }
            ' ' if !quoted => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        words.push(word);
    }
    words
}

#[test]
fn every_example_of_the_manual_pages_runs_and_succeeds() {
    // Given the EXAMPLES of every manual page
    let man = Path::new(env!("CARGO_MANIFEST_DIR")).join("man");
    let mut count = 0;
    for entry in std::fs::read_dir(&man).unwrap() {
        let page = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let Some(examples) = page.split(".SH EXAMPLES\n").nth(1) else {
            continue;
        };
        let examples = examples.split(".SH ").next().unwrap();
        for line in examples.lines().filter_map(|l| l.strip_prefix("\\fB")) {
            let line = line
                .trim_end_matches("\\fR")
                .replace("\\-", "-")
                .replace("\\e", "\\");
            let words = shell_words(&line);
            assert_eq!(words[0], "bgkit");
            // When run from the repository's root
            let output = bgkit()
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .args(&words[1..])
                .output()
                .unwrap();
            // Then it succeeds and prints something
            assert!(
                output.status.success(),
                "{line}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            assert!(!output.stdout.is_empty(), "{line} printed nothing");
            count += 1;
        }
    }
    assert!(count > 30, "{count} examples");
}

#[test]
fn a_shell_line_splits_into_words_and_quotes() {
    assert_eq!(
        shell_words("bgkit parse '2-2 6/4(3)' x"),
        ["bgkit", "parse", "2-2 6/4(3)", "x"]
    );
}
