//! `bgkit board` over several positions and as data, `--perspective`, and
//! `bgkit position`: a transcript's position at game N, turn M.

use crate::common::{Scratch, bgkit, fixture, json_of};
use predicates::prelude::*;
use serde_json::{Value, json};

/// The 7-point match the examples use.
fn charlot() -> String {
    fixture("realworld/gnubg-charlot-7p.mat")
        .display()
        .to_string()
}

/// The rows of a text diagram that show the checkers, cut to the board.
fn board_rows(diagram: &str) -> Vec<String> {
    diagram
        .lines()
        .filter(|line| line.starts_with(" |") || line.starts_with(" +"))
        .map(|line| line.chars().take(44).collect())
        .collect()
}

fn stdout_of(args: &[&str]) -> String {
    let output = bgkit().args(args).output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn board_draws_several_positions_one_after_another() {
    // Given two positions
    let xgid = "XGID=-b----E-C---eE---c-e----B-:1:1:1:52:2:4:0:9:10";

    // When drawn together
    let both = stdout_of(&["board", "start", xgid]);

    // Then each diagram is the one drawn alone, a blank line between them
    let first = stdout_of(&["board", "start"]);
    let second = stdout_of(&["board", xgid]);
    assert_eq!(both, format!("{first}\n{second}"));
}

#[test]
fn board_describes_positions_as_json_csv_and_json_lines() {
    // Given a position with match data and one without
    let xgid = "XGID=-b----E-C---eE---c-e----B-:1:1:1:52:2:4:0:9:10";

    // When described as JSON
    let one = json_of(&["board", xgid, "--format", "json"]);

    // Then it has the IDs, who is on roll, both pip counts and the dice
    assert_eq!(
        one,
        json!({
            "position_id": "4HPwATDgc/ABMA",
            "match_id": one["match_id"].clone(),
            "xgid": xgid,
            "on_roll": 1,
            "pips": {"on_roll": 167, "opponent": 167},
            "dice": [5, 2]
        })
    );
    assert!(one["match_id"].as_str().unwrap().len() == 12);
    let bare = json_of(&["board", "start", "--format", "json"]);
    assert_eq!(
        (&bare["match_id"], &bare["on_roll"], &bare["dice"]),
        (&Value::Null, &Value::Null, &Value::Null)
    );

    // And several make an array, standard input makes lines, CSV makes rows
    let array = json_of(&["board", "start", xgid, "--format", "json"]);
    assert_eq!(array, json!([bare, one]));
    let lines = bgkit()
        .arg("board")
        .write_stdin(format!("start\n{xgid}\n"))
        .output()
        .unwrap();
    let lines: Vec<Value> = String::from_utf8(lines.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines, [bare, one]);
    bgkit()
        .args(["board", xgid, "--format", "csv"])
        .assert()
        .success()
        .stdout(format!(
            "position_id,match_id,xgid,on_roll,pips_on_roll,pips_opponent,dice\n4HPwATDgc/ABMA,{},{xgid},1,167,167,5-2\n",
            json_of(&["board", xgid, "--format", "json"])["match_id"].as_str().unwrap()
        ));
}

#[test]
fn board_from_player_0s_view_turns_the_board_when_player_1_is_on_roll() {
    // Given a position with the XGID's bottom player (GNU Backgammon's
    // player 1) on roll, and the same board with the top player (player 0) on
    // roll
    let board = "-b---BC-C---dE---c-e----B-";
    let player_1_on_roll = format!("XGID={board}:0:0:1:52:0:0:0:9:10");
    let player_0_on_roll = format!("XGID={board}:0:0:-1:00:0:0:0:9:10");

    // When drawn from player 0's view
    let turned = stdout_of(&["board", &player_1_on_roll, "--perspective", "player0"]);

    // Then the checkers stand as in player 0's own view, and the notes say
    // who is who and who is on roll
    let player_0_view = stdout_of(&["board", &player_0_on_roll]);
    assert_eq!(board_rows(&turned), board_rows(&player_0_view));
    assert_ne!(
        board_rows(&turned),
        board_rows(&stdout_of(&["board", &player_1_on_roll]))
    );
    assert!(turned.contains("O: player 1, on roll"), "{turned}");
    assert!(turned.contains("X: player 0\n"), "{turned}");

    // And with player 0 on roll nothing turns
    let kept = stdout_of(&["board", &player_0_on_roll, "--perspective", "player0"]);
    assert_eq!(board_rows(&kept), board_rows(&player_0_view));
    assert!(kept.contains("X: player 0, on roll"), "{kept}");
}

#[test]
fn board_svg_takes_one_position() {
    bgkit()
        .args(["board", "start", "start", "--svg", "-"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("one position"));
}

#[test]
fn position_gives_the_board_before_a_roll_as_the_export_has_it() {
    // Given the match and its export
    let export = json_of(&["export", &charlot()]);
    for (game, index) in [(1, 3), (2, 10), (4, 1)] {
        let turn = export["games"][game - 1]["turns"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["index"] == index)
            .unwrap();

        // When the position before that turn is asked for
        let (game, index) = (game.to_string(), index.to_string());
        let args = ["position", &charlot(), "--game", &game, "--turn", &index];
        let value = json_of(&[&args[..], &["--format", "json"]].concat());

        // Then it is the export's board, dice, cube and score
        assert_eq!(
            value["position_id"], turn["before"],
            "game {game} turn {index}"
        );
        assert_eq!(value["xgid"], turn["xgid"]);
        assert_eq!(value["dice"], turn["roll"]);
        assert_eq!(value["pips"]["on_roll"], turn["pips"][0]);
        assert_eq!(value["pips"]["opponent"], turn["pips"][1]);

        // And the diagram is what `board` draws of that XGID
        let xgid = turn["xgid"].as_str().unwrap();
        assert_eq!(stdout_of(&args), stdout_of(&["board", xgid]));
    }
}

#[test]
fn position_before_a_double_and_its_take_is_the_board_after_the_last_roll() {
    // Given game 1, where charlot2 doubles at turn 19 and charlot1 takes at
    // turn 20, and charlot2 rolls at turn 21
    let export = json_of(&["export", &charlot()]);
    let turns = export["games"][0]["turns"].as_array().unwrap();
    assert_eq!(
        (turns[18]["kind"].as_str(), turns[19]["kind"].as_str()),
        (Some("double"), Some("take"))
    );
    let next_roll = &turns[20];
    let at = |turn: &str| {
        json_of(&[
            "position",
            &charlot(),
            "--game",
            "1",
            "--turn",
            turn,
            "--format",
            "json",
        ])
    };

    // When the positions before the double and the take are asked for
    let before_double = at("19");
    let before_take = at("20");

    // Then both show the board charlot2 rolls from next, without dice, the
    // cube centred before the double and offered before the take
    assert_eq!(before_double["position_id"], next_roll["before"]);
    assert_eq!(before_take["position_id"], next_roll["before"]);
    assert_eq!(before_double["dice"], Value::Null);
    assert!(
        before_double["xgid"]
            .as_str()
            .unwrap()
            .contains(":0:0:1:00:")
    );
    assert!(before_take["xgid"].as_str().unwrap().contains(":0:0:1:D:"));
}

#[test]
fn position_at_a_games_end_is_the_board_its_last_roll_left() {
    // Given the match and its export
    let export = json_of(&["export", &charlot()]);
    for game in export["games"].as_array().unwrap() {
        let number = game["number"].to_string();
        let last_roll = game["turns"]
            .as_array()
            .unwrap()
            .iter()
            .rfind(|t| t["kind"] == "move")
            .unwrap();

        // When the position at its end is asked for, and with --game alone
        let args = [
            "position",
            &charlot(),
            "--game",
            &number,
            "--format",
            "json",
        ];
        let at_end = json_of(&[&args[..], &["--turn", "end"]].concat());
        let game_alone = json_of(&args);

        // Then it is the board after the game's last roll, from the side of
        // the player who would roll next, both ways
        assert_eq!(at_end["position_id"], last_roll["after"], "game {number}");
        assert_eq!(at_end["dice"], Value::Null);
        assert_eq!(game_alone, at_end);
    }
}

/// The 1-based number of the line of `text` that starts with move `number`
/// after the ` Game N` line of game `game`.
fn line_of_move(text: &str, game: u32, number: u32) -> u64 {
    let game_line = format!(" Game {game}");
    let start = text
        .lines()
        .position(|l| l.trim_end() == game_line)
        .unwrap();
    let mark = format!("{number})");
    let found = text
        .lines()
        .skip(start)
        .position(|l| l.split_whitespace().next() == Some(mark.as_str()))
        .unwrap();
    u64::try_from(start + found + 1).unwrap()
}

#[test]
fn position_at_a_move_number_is_the_turn_of_that_lines_first_roll() {
    // Given game 2 of the match, its export and the line of its move 12
    let export = json_of(&["export", &charlot()]);
    let text = std::fs::read_to_string(charlot()).unwrap();
    let line = line_of_move(&text, 2, 12);
    let on_line: Vec<&Value> = export["games"][1]["turns"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["line"] == line)
        .collect();
    let at = |extra: &[&str]| {
        let args = ["position", &charlot(), "--game", "2", "--format", "json"];
        json_of(&[&args[..], extra].concat())
    };

    for (player, turn) in [(None, on_line[0]), (Some("1"), on_line[1])] {
        // When move 12 (of a player, or of either) is asked for
        let index = turn["index"].to_string();
        let by_move = match player {
            Some(player) => at(&["--move", "12", "--player", player]),
            None => at(&["--move", "12"]),
        };

        // Then it is the position before that turn, as --turn gives it
        assert_eq!(by_move, at(&["--turn", &index]), "player {player:?}");
        assert_eq!(by_move["xgid"], turn["xgid"]);
    }

    // And a move the game does not have is reported with the moves it has
    bgkit()
        .args(["position", &charlot(), "--game", "2", "--move", "99"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "game 2, move 99: the game has no turn at move 99; its moves are 1 to",
        ));
}

#[test]
fn move_numbers_are_read_from_lines_that_end_in_a_lone_cr_as_from_any_other() {
    // Given the match with its lines ended by CR alone, as old Mac writers did
    let scratch = Scratch::new("cli-position-cr");
    let file = scratch.join("charlot-cr.mat");
    let text = std::fs::read_to_string(charlot()).unwrap();
    std::fs::write(&file, text.replace("\r\n", "\n").replace('\n', "\r")).unwrap();
    let file = file.display().to_string();
    let at = |path: &str, extra: &[&str]| {
        let args = ["position", path, "--game", "2", "--format", "json"];
        json_of(&[&args[..], extra].concat())
    };

    // When move 12 is asked for, Then it is the turn the LF file gives
    assert_eq!(
        at(&file, &["--move", "12"]),
        at(&charlot(), &["--move", "12"])
    );
}

#[test]
fn position_writes_an_svg_and_refuses_games_and_turns_the_match_lacks() {
    let scratch = Scratch::new("cli-position-svg");
    let file = scratch.join("turn.svg");
    bgkit()
        .args([
            "position",
            &charlot(),
            "--game",
            "1",
            "--turn",
            "1",
            "--svg",
        ])
        .arg(&file)
        .assert()
        .success();
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.contains("class=\"die\""), "the dice of turn 1");

    bgkit()
        .args(["position", &charlot(), "--game", "9", "--turn", "1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "there is no game 9; the games are 1, 2, 3, 4",
        ));
    bgkit()
        .args(["position", &charlot(), "--game", "1", "--turn", "999"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "game 1, turn 999: the game has turns 1 to 47",
        ));
}

#[test]
fn position_takes_the_match_asked_for_of_an_input_holding_several() {
    // Given two matches joined end to end, each with a game 1
    let file = fixture("hostile/two-matches.mat").display().to_string();
    let at = |matched: &str| {
        let args = ["position", &file, "--game", "1", "--turn", "2"];
        json_of(&[&args[..], &["--match", matched, "--format", "json"]].concat())
    };

    // When turn 2 of game 1 is asked for in each match, and with no --match
    let (first, second) = (at("1"), at("2"));
    let default = json_of(&[
        "position", &file, "--game", "1", "--turn", "2", "--format", "json",
    ]);

    // Then each is the board that match's export has there, the first by default
    let export = json_of(&["export", &file]);
    for (matched, value) in [(0, &first), (1, &second)] {
        let turn = &export[matched]["games"][0]["turns"][1];
        assert_eq!(value["xgid"], turn["xgid"], "match {}", matched + 1);
    }
    assert_ne!(first["xgid"], second["xgid"]);
    assert_eq!(default, first);

    // And a match beyond the last is reported with how many there are
    bgkit()
        .args([
            "position", &file, "--match", "3", "--game", "1", "--turn", "1",
        ])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "there is no match 3; the input holds 2 matches (--match 1 to 2)",
        ));
    // And match 0 is no match number at all: a usage error
    bgkit()
        .args([
            "position", &file, "--match", "0", "--game", "1", "--turn", "1",
        ])
        .assert()
        .code(2);
}

/// The name written on the bottom line of an SVG picture, and the fill of
/// the swatch beside it.
fn bottom_player(svg: &str) -> (String, String) {
    let document = roxmltree::Document::parse(svg).unwrap();
    let has_class = |node: &roxmltree::Node, class: &str| {
        node.attribute("class")
            .is_some_and(|c| c.split(' ').next() == Some(class))
    };
    let y = |node: &roxmltree::Node, attribute| -> f64 {
        node.attribute(attribute).unwrap().parse().unwrap()
    };
    let line = document
        .descendants()
        .filter(|n| has_class(n, "player"))
        .max_by(|a, b| y(a, "y").total_cmp(&y(b, "y")))
        .unwrap();
    let name = line
        .children()
        .find(|n| has_class(n, "name"))
        .and_then(|n| n.text())
        .unwrap()
        .to_string();
    let swatch = document
        .descendants()
        .filter(|n| has_class(n, "swatch"))
        .max_by(|a, b| y(a, "cy").total_cmp(&y(b, "cy")))
        .unwrap();
    (name, swatch.attribute("fill").unwrap().to_string())
}

#[test]
fn export_pictures_keep_player_0_at_the_bottom_in_one_colour() {
    // Given a match exported as pictures, by default and from each mover's side
    let scratch = Scratch::new("cli-export-perspective");
    let fixed = scratch.join("fixed");
    let moving = scratch.join("moving");
    let path = fixture("realworld/gnubg-roll-then-resign-1p.mat");
    bgkit()
        .arg("export")
        .arg(&path)
        .arg("--svg-dir")
        .arg(&fixed)
        .assert()
        .success();
    bgkit()
        .arg("export")
        .arg(&path)
        .args(["--perspective", "on-roll", "--svg-dir"])
        .arg(&moving)
        .assert()
        .success();

    // Then by default every frame has charlot1 (player 0) at the bottom in
    // the same colour, whoever moves; from the mover's side the bottom changes
    let frames = ["g01-t001.svg", "g01-t002.svg", "g01-t003.svg"];
    let read = |dir: &std::path::Path, name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let fixed: Vec<(String, String)> = frames
        .iter()
        .map(|f| bottom_player(&read(&fixed, f)))
        .collect();
    assert!(fixed.iter().all(|bottom| bottom == &fixed[0]), "{fixed:?}");
    assert_eq!(fixed[0].0, "charlot1");
    let moving: Vec<String> = frames
        .iter()
        .map(|f| bottom_player(&read(&moving, f)).0)
        .collect();
    assert_eq!(moving, ["charlot2", "charlot1", "charlot2"]);

    // And the mover is marked: "to play" stands beside the mover's name
    let first = read(&scratch.join("fixed"), frames[0]);
    assert!(first.contains("<tspan class=\"name\" font-weight=\"bold\">charlot2</tspan><tspan class=\"status\" fill=\"#5f5f5f\">  to play 6-2</tspan>"));
}

#[test]
fn position_of_a_turn_whose_score_no_xgid_holds_says_so() {
    // Given a money session written from its middle at 40000-3, a score
    // above the 32767 a Match ID holds, whose game is otherwise played by
    // the rules
    let scratch = Scratch::new("cli-position-beyond-ids");
    let file = scratch.join("session.mat");
    std::fs::write(
        &file,
        " Game 1\n ann : 40000                 bob : 3\n  1) 31: 8/5 6/5               42: 8/4 6/4\n",
    )
    .unwrap();
    let file = file.display().to_string();

    // When the position before its second turn is asked for
    let asked = bgkit()
        .args(["position", &file, "--game", "1", "--turn", "2"])
        .assert();

    // Then it is refused for the score, not as a turn the replay missed
    asked
        .code(1)
        .stderr(predicate::str::contains(
            "the score or cube at this turn is beyond what an XGID holds",
        ))
        .stderr(predicate::str::contains("did not follow").not());
    // And the export still has the turn's board
    let export = json_of(&["export", &file]);
    let turns = &export["games"][0]["turns"];
    assert_eq!(turns[1]["before"], turns[0]["after"], "{turns}");
    assert!(turns[1]["before"].is_string(), "{turns}");
    assert!(turns[1].get("xgid").is_none(), "{turns}");
}
