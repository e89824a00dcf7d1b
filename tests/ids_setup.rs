//! The `POSITION` argument: `start`, a Position ID, `PositionID:MatchID`, or an
//! XGID, and the IDs `bgkit id` writes for each.

use crate::common;

use bgkit::board::{Position, Roll};
use bgkit::ids::{
    CubeOwner, IdError, IdKind, MatchState, Place, Player, SetupKind, XgDice, XgSide, Xgid,
    match_id, parse_setup, position_id,
};
use proptest::prelude::*;

const OPENING_XGID: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";

#[test]
fn start_in_any_case_is_the_opening_position() {
    for text in ["start", "START", "Start", "  start\n", "sTaRt\r\n"] {
        let setup = parse_setup(text).unwrap();
        assert_eq!(setup.position, Position::start(), "{text:?}");
        assert_eq!(setup.match_state, None);
        assert_eq!(setup.source, SetupKind::Start);
    }
}

#[test]
fn start_is_written_as_the_opening_ids_with_bottom_on_roll() {
    let setup = parse_setup("start").unwrap();
    assert_eq!(setup.position_id(), "4HPwATDgc/ABMA");
    assert_eq!(setup.match_id(), Ok(None));
    assert_eq!(setup.xgid().unwrap().to_string(), OPENING_XGID);
}

#[test]
fn a_bare_position_id_carries_no_match_state() {
    let setup = parse_setup("4HPwATDgc/ABMA").unwrap();
    assert_eq!(setup.source, SetupKind::PositionId);
    assert_eq!(setup.position, Position::start());
    assert_eq!(setup.match_state, None);
    assert_eq!(setup.match_id(), Ok(None));
}

#[test]
fn a_bare_position_id_gives_a_money_xgid_with_the_player_on_roll_at_the_bottom() {
    // Given the Position ID after an opening 3-1 was played 8/5 6/5, from the view
    // of the opponent, now on roll
    let mut played = Position::start();
    played.apply_step(8, 5);
    played.apply_step(6, 5);
    let after = parse_setup(&position_id::encode(&played.switched())).unwrap();
    // Then the XGID puts the player on roll at the bottom (the 3-1 player's
    // checkers are the top's: 2 on 8, 4 on 6, 2 on 5), cube centred at 1, money
    let xgid = after.xgid().unwrap();
    assert_eq!(xgid.turn(), XgSide::Bottom);
    assert_eq!(xgid.position(), played.switched());
    assert_eq!(
        xgid.to_string(),
        "XGID=-b----E-C---eE---b-db---B-:0:0:1:00:0:0:0:0:10"
    );
}

#[test]
fn a_position_and_match_id_pair_keeps_the_match_state() {
    // Given gnubg's documented example: player 1 to play 5-2, 2-cube owned by
    // player 0, 9-point match at 2-4
    let setup = parse_setup("4HPwATDgc/ABMA:QYkqASAAIAAA").unwrap();
    // Then the state is kept and written back unchanged
    assert_eq!(setup.source, SetupKind::PositionAndMatchId);
    let state = setup.match_state.unwrap();
    assert_eq!(state.dice, Some(Roll::new(5, 2).unwrap()));
    assert_eq!(state.cube_owner, CubeOwner::Player(Player::One));
    assert_eq!(setup.position_id(), "4HPwATDgc/ABMA");
    assert_eq!(setup.match_id(), Ok(Some("QYkqASAAIAAA".to_string())));
    // And player 1 is the bottom player in the XGID
    assert_eq!(
        setup.xgid().unwrap().to_string(),
        "XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:4:2:0:9:10"
    );
}

#[test]
fn with_player_0_on_roll_the_xgid_has_the_top_player_on_roll() {
    // Given gnubg's IDs after player 1 opened 24/23 13/11: player 0 on roll
    let setup = parse_setup("4HPkASjgc/ABMA:MAGgAAAAAAAE").unwrap();
    // Then the position is player 0's view and the XGID has top on roll
    assert_eq!(setup.match_state.map(|s| s.on_roll), Some(Player::One));
    let xgid = setup.xgid().unwrap();
    assert_eq!(xgid.turn(), XgSide::Top);
    assert_eq!(xgid.position(), setup.position);
    assert_eq!(
        xgid.to_string(),
        "XGID=-b----E-C--AeD---c-e---AA-:0:0:-1:00:0:0:0:5:10"
    );
}

#[test]
fn an_xgid_is_read_with_or_without_its_prefix_and_written_back_canonically() {
    for text in [
        OPENING_XGID,
        &OPENING_XGID[5..],
        "xgid=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
    ] {
        let setup = parse_setup(text).unwrap();
        assert_eq!(setup.position, Position::start());
        assert!(matches!(setup.source, SetupKind::Xgid(_)));
        assert_eq!(setup.xgid().unwrap().to_string(), OPENING_XGID);
        // gnubg's reading of this XGID (see the XGID tests) is cAkAAAAAAAAE
        assert_eq!(setup.match_id(), Ok(Some("cAkAAAAAAAAE".to_string())));
        assert_eq!(setup.position_id(), "4HPwATDgc/ABMA");
    }
}

#[test]
fn an_xgid_with_the_top_player_on_roll_gives_the_top_players_view() {
    // Given top on roll with 2 checkers on its ace point (bottom's 24) and bottom
    // with 3 on its ace point, one checker of each on the bar
    let setup = parse_setup("XGID=aC----D-----------------bA:0:0:-1:31:0:0:0:0:10").unwrap();
    // Then the position is top's view, and the Match ID has player 0 on roll
    assert_eq!(setup.position.mine(1), 2);
    assert_eq!(setup.position.theirs(24), 3);
    assert_eq!(
        (setup.position.bar(), setup.position.opponent_bar()),
        (1, 1)
    );
    let state = setup.match_state.unwrap();
    assert_eq!((state.on_roll, state.turn), (Player::One, Player::One));
    // gnubg reads this board, top on roll, as Bw8AgAYAAAgAAA
    assert_eq!(setup.position_id(), "Bw8AgAYAAAgAAA");
}

#[test]
fn an_xgid_with_a_beaver_has_no_match_state_but_keeps_its_dice() {
    let text = "XGID=-b----E-C---eE---c-e----B-:1:0:1:B:0:0:2:0:10";
    let setup = parse_setup(text).unwrap();
    assert_eq!(setup.match_state, None);
    assert_eq!(setup.match_id(), Ok(None));
    assert_eq!(setup.xgid().unwrap().dice(), XgDice::Beavered);
    assert_eq!(setup.xgid().unwrap().to_string(), text);
}

#[test]
fn a_changed_position_is_what_the_ids_describe() {
    // Given an XGID setup whose position is then replaced
    let mut setup = parse_setup(OPENING_XGID).unwrap();
    let mut played = Position::start();
    played.apply_step(24, 18);
    setup.position = played;
    // Then every ID describes the new position
    assert_eq!(setup.xgid().unwrap().position(), played);
    assert_eq!(setup.position_id(), position_id::encode(&played));
}

#[test]
fn a_match_state_no_match_id_can_hold_is_an_error_when_written() {
    let mut setup = parse_setup("4HPwATDgc/ABMA:cAkAAAAAAAAA").unwrap();
    setup.match_state = Some(MatchState {
        cube: 3,
        ..MatchState::money(Player::Two)
    });
    assert!(matches!(
        setup.match_id(),
        Err(IdError::Unrepresentable { field: "cube", .. })
    ));
    assert!(setup.xgid().is_err());
}

#[test]
fn arguments_in_no_known_form_are_refused_with_the_forms_accepted() {
    for text in ["", "   ", "begin", "4HPwATDgc/ABM", "4HPwATDgc/ABMAA"] {
        let error = parse_setup(text).unwrap_err();
        assert_eq!(
            error,
            IdError::UnknownSetup {
                found: text.trim().to_string()
            },
            "{text:?}"
        );
        assert!(error.to_string().starts_with(
            "expected `start`, a Position ID (14 characters), PositionID:MatchID or an XGID, found"
        ));
    }
}

#[test]
fn errors_point_at_the_column_in_the_whole_argument() {
    let base64 = "a base64 character (A-Z, a-z, 0-9, + or /)";
    let cases = [
        // The Match ID starts at column 16; its eighth character is bad.
        (
            "4HPwATDgc/ABMA:cAkAAAA!AAAA",
            IdError::BadCharacter {
                kind: IdKind::MatchId,
                column: 23,
                found: '!',
                expected: base64,
            },
        ),
        // Leading spaces shift everything.
        (
            "  4HPwAT!gc/ABMA",
            IdError::BadCharacter {
                kind: IdKind::PositionId,
                column: 9,
                found: '!',
                expected: base64,
            },
        ),
        (
            "4HPwATDgc/ABMA:cAkAAAAAAAA",
            IdError::WrongLength {
                kind: IdKind::MatchId,
                expected: 12,
                found: 11,
            },
        ),
        (
            "4HPwATDgc/ABMA:",
            IdError::WrongLength {
                kind: IdKind::MatchId,
                expected: 12,
                found: 0,
            },
        ),
        (
            " XGID=-b----E-C---eE---c-e----B-:0:0:7:00:0:0:0:0:10",
            IdError::BadField {
                kind: IdKind::Xgid,
                field: "turn",
                at: Place::Column(38),
                expected: "1 (bottom on roll) or -1 (top on roll)",
                found: "7".to_string(),
            },
        ),
        // The prefix alone says which form was meant.
        (
            "XGID=-b----E-C---eE---c-e----B-",
            IdError::FieldCount {
                kind: IdKind::Xgid,
                expected: 10,
                found: 1,
            },
        ),
        (
            "a:b:c",
            IdError::FieldCount {
                kind: IdKind::Xgid,
                expected: 10,
                found: 3,
            },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(parse_setup(text), Err(expected), "{text:?}");
    }
}

fn any_player() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::One), Just(Player::Two)]
}

proptest! {
    #[test]
    fn every_form_of_a_position_reads_back_to_it(
        position in common::any_position(),
        on_roll in any_player(),
    ) {
        // Given a position and a money-game state with either player on roll
        let state = MatchState::money(on_roll);
        let pair = format!(
            "{}:{}",
            position_id::encode(&position),
            match_id::encode(&state).unwrap()
        );
        let xgid = Xgid::from_match_state(position, &state).unwrap().to_string();
        // When each form is read, Then the on-roll view is the same position
        prop_assert_eq!(parse_setup(&position_id::encode(&position)).unwrap().position, position);
        let from_pair = parse_setup(&pair).unwrap();
        prop_assert_eq!(from_pair.position, position);
        prop_assert_eq!(from_pair.match_state, Some(state));
        let from_xgid = parse_setup(&xgid).unwrap();
        prop_assert_eq!(from_xgid.position, position);
        prop_assert_eq!(from_xgid.match_state.map(|s| s.on_roll), Some(on_roll));
        // And the pair and the XGID write the same XGID
        prop_assert_eq!(from_pair.xgid().unwrap().to_string(), xgid);
    }

    #[test]
    fn reading_never_panics_on_any_text(text in ".*") {
        let _ = parse_setup(&text);
    }

    #[test]
    fn reading_never_panics_on_id_shaped_text(text in "[A-Za-z0-9+/]{14}(:[A-Za-z0-9+/]{12})?") {
        if let Ok(setup) = parse_setup(&text) {
            // Whatever is accepted can be written in every form.
            let _ = setup.position_id();
            prop_assert!(setup.match_id().is_ok());
            prop_assert!(setup.xgid().is_ok());
        }
    }
}
