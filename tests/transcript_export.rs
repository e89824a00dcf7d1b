//! The JSON export: each turn's boards, pips and XGID, its results and
//! cube actions, and that an export reads back as the match it describes.

use bgkit::board::{Position, Roll, legal_plays};
use bgkit::ids::{Xgid, position_id};
use bgkit::notation::format_play;
use bgkit::transcript::*;

fn read(text: &str) -> Match {
    read_match(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// A money game: an opening, a hit, a dance, a double and a beaver, a
/// redouble and a drop.
const MONEY: &str = include_str!("../fixtures/variants/money-jacoby-beaver.mat");

#[test]
fn a_move_carries_its_boards_pips_and_xgid() {
    // Given the money game
    let exported = export(&read(MONEY));

    // When its first turn is looked at
    let turn = &exported.games[0].turns[0];

    // Then it is ann's 4-2 from the start, as the rules engine plays it
    let start = Position::start();
    let roll = Roll::new(4, 2).unwrap();
    let result = legal_plays(&start, roll)
        .into_iter()
        .find(|p| format_play(&p.play) == "13/11 13/9")
        .expect("13/11 13/9 is legal")
        .result;
    assert_eq!(turn.index, 1);
    assert_eq!(turn.player, 0);
    assert_eq!(turn.kind, TurnKind::Move);
    assert_eq!(turn.roll, Some([4, 2]));
    assert_eq!(turn.play.as_deref(), Some("13/11 13/9"));
    assert_eq!(turn.hits, Some(0));
    assert_eq!(turn.before, Some(position_id::encode(&start)));
    // And the board after it is seen by bob, who rolls next
    assert_eq!(turn.after, Some(position_id::encode(&result.switched())));
    assert_eq!(turn.pips, Some([167, 167]));
    assert_eq!(turn.line, 7);
    let xgid = Xgid::parse(turn.xgid.as_deref().unwrap()).unwrap();
    assert_eq!(xgid.position(), start);
    assert!(xgid.is_money() && xgid.jacoby());
}

#[test]
fn a_hit_is_counted_and_the_merged_move_is_written_out() {
    // Given bob's reply 64: 24/14*, written merged
    let exported = export(&read(MONEY));
    let turn = &exported.games[0].turns[1];

    // Then the play is canonical with both steps, and it hit once
    assert_eq!(turn.player, 1);
    assert!(
        ["24/18/14*", "24/20/14*"].contains(&turn.play.as_deref().unwrap_or("")),
        "{turn:?}"
    );
    assert_eq!(turn.hits, Some(1));
    // bob has not moved yet; ann's 4-2 was 6 pips
    assert_eq!(turn.pips, Some([167, 161]));
}

#[test]
fn a_dance_plays_nothing_and_leaves_the_board_as_it_was() {
    // Given ann on the bar rolling 6-6 against bob's 6 point
    let exported = export(&read(MONEY));
    let turn = &exported.games[0].turns[2];

    // Then the play is empty and the board after is the board before,
    // seen by bob, who rolls next
    assert_eq!(turn.roll, Some([6, 6]));
    assert_eq!(turn.play.as_deref(), Some(""));
    assert_eq!(turn.hits, Some(0));
    let before = position_id::decode(turn.before.as_deref().unwrap()).unwrap();
    assert_eq!(turn.after, Some(position_id::encode(&before.switched())));
}

#[test]
fn cube_turns_carry_the_cube_and_the_cube_shows_in_later_xgids() {
    // Given the money game's cube actions
    let exported = export(&read(MONEY));
    let game = &exported.games[0];
    let kinds: Vec<(u8, TurnKind, Option<u32>)> = game
        .turns
        .iter()
        .map(|t| (t.player, t.kind, t.cube))
        .collect();

    // Then each is there, with the value offered or reached
    assert_eq!(
        kinds,
        [
            (0, TurnKind::Move, None),
            (1, TurnKind::Move, None),
            (0, TurnKind::Move, None),
            (1, TurnKind::Double, Some(2)),
            (0, TurnKind::Beaver, Some(4)),
            (1, TurnKind::Move, None),
            (0, TurnKind::Double, Some(8)),
            (1, TurnKind::Drop, None),
        ]
    );
    // ann owns the cube at 4 after the beaver: in bob's next roll's XGID the
    // cube is 4 and owned by the side that is not on roll
    let xgid = Xgid::parse(game.turns[5].xgid.as_deref().unwrap()).unwrap();
    assert_eq!(xgid.cube(), 4);
    assert_eq!(xgid.cube_owner(), Some(xgid.turn().other()));
    // The turn indexes count every turn
    let indexes: Vec<usize> = game.turns.iter().map(|t| t.index).collect();
    assert_eq!(indexes, (1..=8).collect::<Vec<_>>());
}

#[test]
fn a_cube_action_carries_the_board_the_last_play_left_seen_by_the_player_who_rolls_next() {
    // Given the money game: bob's double after ann's dance, ann's beaver,
    // then ann's redouble after bob's roll and bob's drop
    let exported = export(&read(MONEY));
    let turns = &exported.games[0].turns;

    // Then each cube action's board is the `after` of the play before it
    for (action, play) in [(3, 2), (4, 2), (6, 5), (7, 5)] {
        assert_eq!(
            turns[action].before,
            turns[play].after,
            "turn {}",
            action + 1
        );
    }
    // And it is the board bob rolls from next, seen by him
    assert_eq!(turns[5].before, turns[3].before);
    // And a cube action carries no XGID, pips or play
    assert!(turns[3].xgid.is_none() && turns[3].pips.is_none() && turns[3].play.is_none());
}

#[test]
fn a_cube_action_that_breaks_the_rules_carries_no_board() {
    // Given a double by the player who does not own the cube
    let text = " 3 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5   42: 8/4 6/4\n  2)  Doubles => 2     Takes\n  3)  Doubles => 4\n";
    let exported = export(&read(text));
    let turns = &exported.games[0].turns;

    // Then the take before it has its board, and the double none
    assert_eq!(turns[3].kind, TurnKind::Take);
    assert!(turns[3].before.is_some());
    assert_eq!(
        (turns[4].kind, turns[4].before.as_ref()),
        (TurnKind::Double, None)
    );
}

#[test]
fn the_result_says_who_won_how_much_and_how() {
    // Given games ending in a drop, a resignation and a borne-off gammon
    let table = [
        (MONEY.to_string(), 0, 4, Ending::Drop),
        (
            " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5   ???\n      Wins 1 point\n"
                .to_string(),
            0,
            1,
            Ending::Resign,
        ),
        (
            String::from_utf8_lossy(include_bytes!("../fixtures/dialects/extreme-gammon.mat"))
                .into_owned(),
            0,
            2,
            Ending::Gammon,
        ),
    ];
    for (text, winner, points, how) in table {
        // When exported
        let exported = export(&read(&text));

        // Then the game's result (the last game's where there are several) says it
        let result = exported
            .games
            .iter()
            .filter_map(|g| g.result.as_ref())
            .find(|r| r.how == Some(how))
            .unwrap_or_else(|| panic!("no {how:?} in {:?}", exported.games));
        assert_eq!((result.winner, result.points), (winner, points), "{how:?}");
        assert!(result.line.is_some());
    }
}

/// A 3-point match won by a resignation written as Galaxy writes it: the 3
/// points the winner needed, which no resignation at cube 2 is worth.
const CAPPED: &str = " 3 point match

 Game 1
 Ann : 0                        Bob : 0
  1) 31: 8/5 6/5                 42: 8/4 6/4
  2)  Doubles => 2                Takes
      Wins 3 points and the match
";

#[test]
fn a_result_written_at_another_value_counts_its_value_and_keeps_the_written_one() {
    // Given the capped resignation, which validates with a warning
    let report = validate(CAPPED.as_bytes());
    assert!(report.valid && report.warnings.len() == 1, "{report:#?}");

    // When exported
    let exported = export(&read(CAPPED));

    // Then the game counts the resignation covering 3 points, a gammon (4),
    // and says what was written
    let result = exported.games[0].result.as_ref().unwrap();
    assert_eq!(
        (result.winner, result.points, result.written_points),
        (0, 4, Some(3))
    );
    let json = serde_json::to_value(result).unwrap();
    assert_eq!(json["written_points"], 3);

    // And a result written at its value has no `written_points`
    let json = serde_json::to_value(export(&read(MONEY)).games[0].result.as_ref()).unwrap();
    assert!(json.get("written_points").is_none(), "{json}");
}

#[test]
fn an_export_at_the_rules_value_reads_back_into_the_same_match() {
    // Given the capped resignation, exported and read back
    let matched = read(CAPPED);
    let json = serde_json::to_string(&export(&matched)).unwrap();
    let back: MatchExport = serde_json::from_str(&json).unwrap();
    let rebuilt = back.to_match().unwrap();

    // Then it is the same match, and its result line now says the value the
    // game counts, with nothing to warn about
    assert_eq!(same_match(&matched, &rebuilt), Ok(()));
    let result = rebuilt.games[0].actions.last().map(|a| a.kind);
    assert!(matches!(result, Some(ActionKind::Result { points: 4, .. })));
    let report = validate(write_mat(&rebuilt).as_bytes());
    assert!(report.valid && report.warnings.is_empty(), "{report:#?}");
}

#[test]
fn a_resignation_after_a_roll_keeps_the_roll_and_the_board() {
    // Given a roll written alone before the opponent's win
    let text =
        " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5   62:\n      Wins 1 point\n";
    let exported = export(&read(text));
    let turn = &exported.games[0].turns[1];

    // Then it is a resignation with the roll and the board it was made on
    assert_eq!(turn.kind, TurnKind::Resign);
    assert_eq!(turn.roll, Some([6, 2]));
    assert!(turn.before.is_some() && turn.xgid.is_some());
    assert_eq!((turn.play.as_ref(), turn.after.as_ref()), (None, None));
}

#[test]
fn turns_after_a_rule_break_are_exported_as_written_without_boards() {
    // Given an illegal play (8/4 is not a 3 or a 1) and a turn after it
    let text = " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 13: 8/4 6/5   42: 6/4 8/4\n";
    let exported = export(&read(text));

    // Then both turns are there, with their plays, but no positions
    let turns = &exported.games[0].turns;
    assert_eq!(turns.len(), 2);
    assert_eq!(turns[0].play.as_deref(), Some("8/4 6/5"));
    assert_eq!(turns[1].play.as_deref(), Some("8/4 6/4"));
    assert!(turns.iter().all(|t| t.before.is_none() && t.pips.is_none()));
    assert_eq!(exported.games[0].result, None);
}

#[test]
fn the_crawford_game_is_marked() {
    // Given a 3-point match at 2-0 (the Crawford game)
    let text = " 3 point match

 Game 1
 a : 0   b : 0
  1) 31: 8/5 6/5
  2)  Doubles => 2   Drops
      Wins 1 point

 Game 2
 a : 1   b : 0
  1) 31: 8/5 6/5
  2)  Doubles => 2   Drops
      Wins 1 point

 Game 3
 a : 2   b : 0
  1) 31: 8/5 6/5
";
    let exported = export(&read(text));

    // Then only the third game is the Crawford game, and its XGID says so
    let crawford: Vec<bool> = exported.games.iter().map(|g| g.crawford).collect();
    assert_eq!(crawford, [false, false, true]);
    let xgid = Xgid::parse(exported.games[2].turns[0].xgid.as_deref().unwrap()).unwrap();
    assert!(xgid.crawford());
}

#[test]
fn the_export_reads_back_into_the_same_match() {
    // Given the money game exported to JSON
    let matched = read(MONEY);
    let json = serde_json::to_string(&export(&matched)).unwrap();

    // When the JSON is read back
    let back: MatchExport = serde_json::from_str(&json).unwrap();
    let rebuilt = back.to_match().unwrap();

    // Then it is the same match
    assert_eq!(same_match(&matched, &rebuilt), Ok(()));
    assert_eq!(rebuilt.dialect, matched.dialect);
}

#[test]
fn meta_keeps_order_and_repeated_keys() {
    // Given headers with a repeated key
    let meta = Meta(vec![
        ("Site".into(), "here".into()),
        ("Comment".into(), "one".into()),
        ("Round".into(), "2".into()),
        ("Comment".into(), "two".into()),
    ]);

    // When written to JSON
    let json = serde_json::to_string(&meta).unwrap();

    // Then keys keep their first place and the repeated one lists its values
    assert_eq!(
        json,
        r#"{"Site":"here","Comment":["one","two"],"Round":"2"}"#
    );
    let back: Meta = serde_json::from_str(&json).unwrap();
    let keys: Vec<&str> = back.0.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys, ["Site", "Comment", "Comment", "Round"]);
}

#[test]
fn a_broken_export_is_refused_with_the_reason() {
    // Given exports spoiled one field at a time
    let good = serde_json::to_value(export(&read(MONEY))).unwrap();
    let table: [(&str, serde_json::Value, &str); 4] = [
        (
            "/games/0/turns/0/player",
            2.into(),
            "expected player 0 or 1, found 2",
        ),
        (
            "/games/0/turns/0/play",
            "8/5 6/x".into(),
            "the play `8/5 6/x` cannot be read",
        ),
        (
            "/games/0/turns/0/play",
            "8/7 7/6 6/5 5/4 4/3".into(),
            "one roll makes at most four",
        ),
        (
            "/games/0/turns/3/cube",
            serde_json::Value::Null,
            "needs `cube`",
        ),
    ];
    for (pointer, value, message) in table {
        let mut spoiled = good.clone();
        *spoiled.pointer_mut(pointer).unwrap() = value;

        // When read back
        let back: MatchExport = serde_json::from_value(spoiled).unwrap();
        let error = back.to_match().expect_err(pointer);

        // Then the error says what is wrong and where
        assert!(error.to_string().contains(message), "{pointer}: {error}");
        assert!(error.to_string().starts_with("game 1, turn "), "{error}");
    }
}
