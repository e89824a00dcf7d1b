//! `bgkit export`: the JSON document, JSON lines, SVG pictures, invalid input.

use crate::common::{Scratch, bgkit, fixture, json_of, match_archive};
use predicates::prelude::*;
use serde_json::Value;

fn export_json(args: &[&str]) -> Value {
    json_of(&[&["export"], args].concat())
}

#[test]
fn a_match_is_exported_as_one_json_document() {
    // Given GNU Backgammon's 7-point match between charlot1 and charlot2
    let path = fixture("realworld/gnubg-charlot-7p.mat");

    // When exported
    let value = export_json(&[path.to_str().unwrap()]);

    // Then the document has the match, its header and every game in order
    assert_eq!(value["format"], "mat");
    assert_eq!(value["dialect"], "gnubg");
    assert_eq!(value["length"], 7);
    assert_eq!(
        value["players"],
        serde_json::json!(["charlot1", "charlot2"])
    );
    assert_eq!(value["meta"]["EventDate"], "2025.11.08");
    let games = value["games"].as_array().unwrap();
    assert_eq!(games.len(), 4);
    assert_eq!(games[0]["number"], 1);
    assert_eq!(games[0]["score"], serde_json::json!([0, 0]));
    assert_eq!(games[0]["crawford"], false);

    // The first turn is charlot2's opening 4-1 (the right column is player 1)
    let first = &games[0]["turns"][0];
    assert_eq!(first["index"], 1);
    assert_eq!(first["player"], 1);
    assert_eq!(first["kind"], "move");
    assert_eq!(first["roll"], serde_json::json!([4, 1]));
    assert_eq!(first["play"], "24/23 13/9");
    assert_eq!(first["hits"], 0);
    assert_eq!(first["before"], "4HPwATDgc/ABMA");
    assert_eq!(first["pips"], serde_json::json!([167, 167]));
    assert!(first["xgid"].as_str().unwrap().starts_with("XGID="));
    assert_eq!(first["line"], 7);

    // Every game has a result with its winner, points and how it was won
    for game in games {
        let result = &game["result"];
        assert!(result["winner"] == 0 || result["winner"] == 1, "{result}");
        assert!(result["points"].as_u64().unwrap() >= 1);
        let how = result["how"].as_str().unwrap();
        assert!(["single", "gammon", "backgammon", "drop", "resign"].contains(&how));
    }

    // A double carries the cube it offers, on the line it was written
    let double = games
        .iter()
        .flat_map(|g| g["turns"].as_array().unwrap())
        .find(|t| t["kind"] == "double")
        .expect("the match has a double");
    assert_eq!(double["cube"], 2);
    assert!(double.get("roll").is_none() && double["line"].as_u64().unwrap() > 0);
}

/// The JSON lines `bgkit export --format jsonl ARGS` prints, each read.
fn export_lines(args: &[&str]) -> Vec<Value> {
    let output = bgkit()
        .args([&["export", "--format", "jsonl"], args].concat())
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn json_lines_give_the_match_then_each_game_its_turns_and_result() {
    // Given the same match as one document and as lines
    let path = fixture("realworld/gnubg-charlot-7p.mat");
    let path = path.to_str().unwrap();
    let document = export_json(&[path]);

    // When the lines are read
    let lines = export_lines(&[path]);

    // Then the first line is the document without its games, and each game
    // is a line of its own with its number as `game`, then one line per turn
    // and one for the result, each with the game
    let mut head = document.clone();
    head.as_object_mut().unwrap().remove("games");
    head["kind"] = "match".into();
    let mut expected = vec![head];
    for game in document["games"].as_array().unwrap() {
        expected.push(serde_json::json!({
            "game": game["number"],
            "kind": "game",
            "score": game["score"],
            "crawford": game["crawford"],
        }));
        for turn in game["turns"].as_array().unwrap() {
            let mut line = turn.clone();
            line["game"] = game["number"].clone();
            expected.push(line);
        }
        let mut result = game["result"].clone();
        result["game"] = game["number"].clone();
        result["kind"] = "result".into();
        expected.push(result);
    }
    assert_eq!(lines, expected);
}

/// The match documents rebuilt from JSON lines, as a `jq` user would: each
/// `match` line opens a match, each `game` line a game of the last match
/// opened; only the players, length, meta, rules, and the games' numbers,
/// scores and Crawford flags, which the lines of turns do not carry.
fn rebuilt_from_lines(lines: &[Value]) -> Vec<Value> {
    let mut matches: Vec<Value> = Vec::new();
    for line in lines {
        match line["kind"].as_str().unwrap() {
            "match" => matches.push(serde_json::json!({
                "match": line.get("match"),
                "players": line["players"],
                "length": line["length"],
                "meta": line["meta"],
                "rules": line["rules"],
                "games": [],
            })),
            "game" => {
                let games = matches.last_mut().unwrap()["games"].as_array_mut().unwrap();
                games.push(serde_json::json!({
                    "number": line["game"],
                    "score": line["score"],
                    "crawford": line["crawford"],
                }));
            }
            _ => {}
        }
    }
    matches
}

/// The same fields taken from the JSON documents.
fn kept_from_documents(documents: &Value) -> Vec<Value> {
    let documents = match documents {
        Value::Array(all) => all.clone(),
        one => vec![one.clone()],
    };
    documents
        .iter()
        .map(|document| {
            let games: Vec<Value> = document["games"]
                .as_array()
                .unwrap()
                .iter()
                .map(|game| {
                    serde_json::json!({
                        "number": game["number"],
                        "score": game["score"],
                        "crawford": game["crawford"],
                    })
                })
                .collect();
            serde_json::json!({
                "match": document.get("match"),
                "players": document["players"],
                "length": document["length"],
                "meta": document["meta"],
                "rules": document["rules"],
                "games": games,
            })
        })
        .collect()
}

#[test]
fn the_match_document_is_rebuilt_from_the_json_lines() {
    // Given matches with several games, a Crawford game, and an input of
    // two matches joined
    for file in [
        "realworld/gnubg-charlot-7p.mat",
        "realworld/galaxy-5p.mat",
        "hostile/two-matches.mat",
    ] {
        let path = fixture(file);
        let path = path.to_str().unwrap();

        // When exported as a document and as lines
        let documents = export_json(&[path]);
        let lines = export_lines(&[path]);

        // Then the players, length, meta, rules, and each game's number,
        // score and Crawford flag read from the lines are the document's
        let rebuilt = rebuilt_from_lines(&lines);
        assert_eq!(rebuilt, kept_from_documents(&documents), "{file}");
        assert!(
            rebuilt
                .iter()
                .all(|m| !m["games"].as_array().unwrap().is_empty()),
            "{file}"
        );
    }
}

#[test]
fn svg_dir_gets_one_picture_per_roll() {
    // Given a short match and an empty directory
    let scratch = Scratch::new("cli-export-svg");
    let dir = scratch.path();
    let path = fixture("realworld/gnubg-roll-then-resign-1p.mat");

    // When exported as pictures
    bgkit()
        .arg("export")
        .arg(&path)
        .arg("--svg-dir")
        .arg(dir)
        .assert()
        .success()
        .stdout("")
        .stderr(predicate::str::contains("wrote 3 pictures"));

    // Then there is a picture per roll, named by game and turn, each an SVG
    // document showing the dice
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["g01-t001.svg", "g01-t002.svg", "g01-t003.svg"]);
    for name in names {
        let text = std::fs::read_to_string(dir.join(&name)).unwrap();
        let document = roxmltree::Document::parse(&text).unwrap();
        assert_eq!(document.root_element().tag_name().name(), "svg");
        let dice = document
            .descendants()
            .filter(|n| {
                n.attribute("class")
                    .is_some_and(|c| c.split(' ').any(|w| w == "die"))
            })
            .count();
        assert_eq!(dice, 2, "{name}");
    }
}

#[test]
fn an_invalid_transcript_is_refused_with_its_errors() {
    // Given a transcript with an illegal play (8/3 is five pips with 4-1)
    let scratch = Scratch::new("cli-export-invalid");
    let text = std::fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat"))
        .unwrap()
        .replacen("41: 8/4 5/4", "41: 8/3 5/4", 1);
    let file = scratch.file("broken.mat", text);

    // When exported, Then nothing is printed and the error is on standard error
    bgkit()
        .arg("export")
        .arg(&file)
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains("broken.mat:10:"))
        .stderr(predicate::str::contains("error:"))
        .stderr(predicate::str::contains("not exported"));

    // And with --force the match is exported up to the error, still exiting 1
    let output = bgkit()
        .arg("export")
        .arg(&file)
        .arg("--force")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let value: Value = serde_json::from_slice(&output.stdout).unwrap();
    let turns = value["games"][0]["turns"].as_array().unwrap();
    let bad = turns
        .iter()
        .find(|t| t["line"] == 10 && t["player"] == 0)
        .unwrap();
    assert_eq!(bad["play"], "8/3 5/4");
    assert!(bad.get("before").is_none());
    assert!(turns[0].get("before").is_some());
}

#[test]
fn text_that_is_not_a_transcript_is_refused_even_with_force() {
    bgkit()
        .args(["export", "-", "--force"])
        .write_stdin("hello world\n")
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains(
            "not one game of it can be read as a transcript",
        ));
}

#[test]
fn a_missing_file_is_an_io_error() {
    bgkit()
        .args(["export", "no/such/file.mat"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no/such/file.mat"));
}

#[test]
fn a_directory_is_exported_match_record_by_match_record_in_name_order() {
    // Given an archive with a README.md, notes and a hidden draft beside two
    // matches, one of them in a subdirectory and holding two matches joined
    let scratch = Scratch::new("cli-export-walk");
    let dir = match_archive(&scratch);
    let inside = |name: &str| dir.join(name).display().to_string();

    // When the directory is exported
    let documents = export_json(&[dir.to_str().unwrap()]);

    // Then the array holds the two files' matches, in name order, nothing else
    let labels: Vec<(String, Value)> = documents
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["file"].as_str().unwrap().to_string(), d["match"].clone()))
        .collect();
    assert_eq!(
        labels,
        [
            (inside("2024/two.MAT"), Value::from(1)),
            (inside("2024/two.MAT"), Value::from(2)),
            (inside("charlot.mat"), Value::Null),
        ]
    );

    // And a glob picks the files instead
    let picked = export_json(&["--glob", "charlot.*", dir.to_str().unwrap()]);
    assert_eq!(picked["players"], documents[2]["players"], "{picked}");
}
