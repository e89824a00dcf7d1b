//! GNU Backgammon Match IDs: vectors computed by GNU Backgammon itself, the known
//! examples, round trips on random states, and malformed IDs of every kind.

use bgkit::board::Roll;
use bgkit::ids::match_id::{self, MAX_CUBE, MAX_SCORE};
use bgkit::ids::{CubeOwner, GameState, IdError, IdKind, MatchState, Place, Player, Resignation};
use proptest::prelude::*;

/// Match states and their IDs as GNU Backgammon 1.07 computes them
/// (`gnubg.matchid(cubeinfo, posinfo)`): the documented examples, every game
/// state and resignation level, extremes, then random states.
///
/// Each line: ID | cube, owner (c = centred), player on roll, Crawford flag, game
/// state (0-4), player to act, doubled, resignation (0-3), dice (00 = not
/// rolled; `25` shows gnubg writes the high die first), length, score (player 0
/// first; gnubg keeps no score in money play), Jacoby flag.
const GNUBG_VECTORS: &str = "
cAkAAAAAAAAA | cube=1 owner=c roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=00 length=0 score=0-0 jacoby=1
QYkqASAAIAAA | cube=2 owner=0 roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=52 length=9 score=2-4 jacoby=1
QYkqASAAIAAA | cube=2 owner=0 roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=25 length=9 score=2-4 jacoby=1
sAHgAGAAGAAE | cube=1 owner=c roll=0 crawford=1 state=1 turn=0 doubled=0 resign=0 dice=00 length=7 score=6-3 jacoby=0
HxkAAAAAAAAE | cube=32768 owner=1 roll=0 crawford=0 state=1 turn=1 doubled=1 resign=0 dice=00 length=0 score=0-0 jacoby=0
UgCgABAAEAAE | cube=4 owner=1 roll=1 crawford=0 state=0 turn=0 doubled=0 resign=0 dice=00 length=5 score=1-2 jacoby=0
UgGgABAAEAAE | cube=4 owner=1 roll=1 crawford=0 state=1 turn=0 doubled=0 resign=0 dice=00 length=5 score=1-2 jacoby=0
UgKgABAAEAAE | cube=4 owner=1 roll=1 crawford=0 state=2 turn=0 doubled=0 resign=0 dice=00 length=5 score=1-2 jacoby=0
UgOgABAAEAAE | cube=4 owner=1 roll=1 crawford=0 state=3 turn=0 doubled=0 resign=0 dice=00 length=5 score=1-2 jacoby=0
UgSgABAAEAAE | cube=4 owner=1 roll=1 crawford=0 state=4 turn=0 doubled=0 resign=0 dice=00 length=5 score=1-2 jacoby=0
MAl7AAAAAAAE | cube=1 owner=c roll=0 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=66 length=3 score=0-0 jacoby=0
MCt7AAAAAAAE | cube=1 owner=c roll=0 crawford=0 state=3 turn=1 doubled=0 resign=1 dice=66 length=3 score=0-0 jacoby=0
MEt7AAAAAAAE | cube=1 owner=c roll=0 crawford=0 state=3 turn=1 doubled=0 resign=2 dice=66 length=3 score=0-0 jacoby=0
MGt7AAAAAAAE | cube=1 owner=c roll=0 crawford=0 state=3 turn=1 doubled=0 resign=3 dice=66 length=3 score=0-0 jacoby=0
EoEFAAAAAAAE | cube=4 owner=1 roll=0 crawford=0 state=1 turn=0 doubled=0 resign=0 dice=13 length=0 score=0-0 jacoby=0
AQQAAAAAAAAA | cube=2 owner=0 roll=0 crawford=0 state=4 turn=0 doubled=0 resign=0 dice=00 length=0 score=0-0 jacoby=1
EwILAAAAAAAE | cube=8 owner=1 roll=0 crawford=0 state=2 turn=0 doubled=0 resign=0 dice=62 length=0 score=0-0 jacoby=0
EgOgARAAYAAE | cube=4 owner=1 roll=0 crawford=0 state=3 turn=0 doubled=0 resign=0 dice=00 length=13 score=1-12 jacoby=0
MgIAAAAAAAAA | cube=4 owner=c roll=0 crawford=0 state=2 turn=0 doubled=0 resign=0 dice=00 length=0 score=0-0 jacoby=1
AQQAAAAAAAAA | cube=2 owner=0 roll=0 crawford=0 state=4 turn=0 doubled=0 resign=0 dice=00 length=0 score=0-0 jacoby=1
MEsAAAAAAAAA | cube=1 owner=c roll=0 crawford=0 state=3 turn=1 doubled=0 resign=2 dice=00 length=0 score=0-0 jacoby=1
MKsSAAAAAAAE | cube=1 owner=c roll=0 crawford=0 state=3 turn=1 doubled=0 resign=1 dice=45 length=0 score=0-0 jacoby=0
QxEAAAAAAAAA | cube=8 owner=0 roll=1 crawford=0 state=1 turn=0 doubled=1 resign=0 dice=00 length=0 score=0-0 jacoby=1
MAMFAAAAAAAE | cube=1 owner=c roll=0 crawford=0 state=3 turn=0 doubled=0 resign=0 dice=21 length=0 score=0-0 jacoby=0
copmByACYAEE | cube=4 owner=c roll=1 crawford=0 state=2 turn=1 doubled=0 resign=0 dice=15 length=59 score=34-44 jacoby=0
1RBgAVAAUAAE | cube=32 owner=1 roll=1 crawford=1 state=0 turn=0 doubled=1 resign=0 dice=00 length=11 score=5-10 jacoby=0
cIkWAAAAAAAE | cube=1 owner=c roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=55 length=0 score=0-0 jacoby=0
cIkSAAAAAAAE | cube=1 owner=c roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=54 length=0 score=0-0 jacoby=0
EhsAAAAAAAAE | cube=4 owner=1 roll=0 crawford=0 state=3 turn=1 doubled=1 resign=0 dice=00 length=0 score=0-0 jacoby=0
MgFLAQAACAAE | cube=4 owner=c roll=0 crawford=0 state=1 turn=0 doubled=0 resign=0 dice=62 length=10 score=0-1 jacoby=0
AQTAAEAAKAAE | cube=2 owner=0 roll=0 crawford=0 state=4 turn=0 doubled=0 resign=0 dice=00 length=6 score=4-5 jacoby=0
cwoPB/ACUAEE | cube=8 owner=c roll=1 crawford=0 state=2 turn=1 doubled=0 resign=0 dice=63 length=56 score=47-42 jacoby=0
AQAAAAAAAAAA | cube=2 owner=0 roll=0 crawford=0 state=0 turn=0 doubled=0 resign=0 dice=00 length=0 score=0-0 jacoby=1
cQkgApAAeAAE | cube=2 owner=c roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=00 length=17 score=9-15 jacoby=0
UozOBhACCAEE | cube=4 owner=1 roll=1 crawford=0 state=4 turn=1 doubled=0 resign=0 dice=53 length=54 score=33-33 jacoby=0
cAkXAAAAAAAA | cube=1 owner=c roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=65 length=0 score=0-0 jacoby=1
EQFAAVAAKAAE | cube=2 owner=1 roll=0 crawford=0 state=1 turn=0 doubled=0 resign=0 dice=00 length=10 score=5-5 jacoby=0
ccHyAEAAEAAE | cube=2 owner=c roll=1 crawford=0 state=1 turn=0 doubled=0 resign=2 dice=45 length=7 score=4-2 jacoby=0
cCASAAAAAAAE | cube=1 owner=c roll=1 crawford=0 state=0 turn=0 doubled=0 resign=1 dice=44 length=0 score=0-0 jacoby=0
EYANAAAAAAAE | cube=2 owner=1 roll=0 crawford=0 state=0 turn=0 doubled=0 resign=0 dice=33 length=0 score=0-0 jacoby=0
MBwAAAAAAAAA | cube=1 owner=c roll=0 crawford=0 state=4 turn=1 doubled=1 resign=0 dice=00 length=0 score=0-0 jacoby=1
MRlABlAC6AAE | cube=2 owner=c roll=0 crawford=0 state=1 turn=1 doubled=1 resign=0 dice=00 length=50 score=37-29 jacoby=0
AmlAAVAAOAAE | cube=4 owner=0 roll=0 crawford=0 state=1 turn=1 doubled=0 resign=3 dice=00 length=10 score=5-7 jacoby=0
AwIHAAAAAAAA | cube=8 owner=0 roll=0 crawford=0 state=2 turn=0 doubled=0 resign=0 dice=16 length=0 score=0-0 jacoby=1
MAEAAAAAAAAA | cube=1 owner=c roll=0 crawford=0 state=1 turn=0 doubled=0 resign=0 dice=00 length=0 score=0-0 jacoby=1
cBGAAYAAOAAE | cube=1 owner=c roll=1 crawford=0 state=1 turn=0 doubled=1 resign=0 dice=00 length=12 score=8-7 jacoby=0
MIIFAAAAAAAA | cube=1 owner=c roll=0 crawford=0 state=2 turn=0 doubled=0 resign=0 dice=31 length=0 score=0-0 jacoby=1
cAkAAAAAAAAA | cube=1 owner=c roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=00 length=0 score=0-0 jacoby=1
cBEAAAAAAAAE | cube=1 owner=c roll=1 crawford=0 state=1 turn=0 doubled=1 resign=0 dice=00 length=0 score=0-0 jacoby=0
cQkFAAAAAAAE | cube=2 owner=c roll=1 crawford=0 state=1 turn=1 doubled=0 resign=0 dice=12 length=0 score=0-0 jacoby=0
EQIGAAAAAAAE | cube=2 owner=1 roll=0 crawford=0 state=2 turn=0 doubled=0 resign=0 dice=41 length=0 score=0-0 jacoby=0
MimmA8AAYAAE | cube=4 owner=c roll=0 crawford=0 state=1 turn=1 doubled=0 resign=1 dice=41 length=29 score=12-12 jacoby=0
MAFAAgABgAAE | cube=1 owner=c roll=0 crawford=0 state=1 turn=0 doubled=0 resign=0 dice=00 length=18 score=16-16 jacoby=0
MRkAAAAAAAAA | cube=2 owner=c roll=0 crawford=0 state=1 turn=1 doubled=1 resign=0 dice=00 length=0 score=0-0 jacoby=1
";

#[track_caller]
fn player(text: &str) -> Player {
    match text {
        "0" => Player::One,
        "1" => Player::Two,
        other => panic!("player {other}"),
    }
}

fn flag(text: &str) -> bool {
    text == "1"
}

#[track_caller]
fn state_from(fields: &str) -> MatchState {
    let value = |key: &str| {
        fields
            .split_whitespace()
            .find_map(|pair| {
                pair.strip_prefix(key)
                    .and_then(|rest| rest.strip_prefix('='))
            })
            .unwrap_or_else(|| panic!("no {key} in {fields}"))
    };
    let dice = value("dice").as_bytes();
    let (score_0, score_1) = value("score").split_once('-').unwrap();
    MatchState {
        cube: value("cube").parse().unwrap(),
        cube_owner: match value("owner") {
            "c" => CubeOwner::Centred,
            owner => CubeOwner::Player(player(owner)),
        },
        on_roll: player(value("roll")),
        crawford: flag(value("crawford")),
        game_state: [
            GameState::NoGame,
            GameState::Playing,
            GameState::Over,
            GameState::Resigned,
            GameState::Dropped,
        ][value("state").parse::<usize>().unwrap()],
        turn: player(value("turn")),
        doubled: flag(value("doubled")),
        resignation: [
            Resignation::None,
            Resignation::Single,
            Resignation::Gammon,
            Resignation::Backgammon,
        ][value("resign").parse::<usize>().unwrap()],
        dice: match dice {
            b"00" => None,
            &[a, b] => Some(Roll::new(a - b'0', b - b'0').unwrap()),
            _ => panic!("dice {fields}"),
        },
        match_length: value("length").parse().unwrap(),
        score: [score_0.parse().unwrap(), score_1.parse().unwrap()],
        jacoby: flag(value("jacoby")),
    }
}

fn gnubg_vectors() -> Vec<(&'static str, MatchState)> {
    GNUBG_VECTORS
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (id, fields) = line.split_once('|').unwrap();
            (id.trim(), state_from(fields))
        })
        .collect()
}

/// A Match ID written field by field, independently of the library: each
/// `(first bit from 0, width, value)` stored least significant bit first.
fn id_from_fields(fields: &[(usize, usize, u32)]) -> String {
    let mut bits = [false; 72];
    for &(first, width, value) in fields {
        for i in 0..width {
            bits[first + i] = value & (1 << i) != 0;
        }
    }
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    // Bytes least significant bit first, then base64 most significant bit first.
    let stream: Vec<bool> = bits
        .chunks(8)
        .flat_map(|byte| byte.iter().rev().copied().collect::<Vec<_>>())
        .collect();
    stream
        .chunks(6)
        .map(|six| ALPHABET[six.iter().fold(0usize, |v, &b| v << 1 | b as usize)] as char)
        .collect()
}

/// The fields of a playing money game with a centred cube and player 1 on roll,
/// which gnubg writes as `cAkAAAAAAAAA`; cases below change one field.
const MONEY_FIELDS: [(usize, usize, u32); 4] = [(4, 2, 3), (6, 1, 1), (8, 3, 1), (11, 1, 1)];

fn money_with(change: (usize, usize, u32)) -> String {
    let mut fields: Vec<(usize, usize, u32)> = MONEY_FIELDS.to_vec();
    fields.retain(|&(first, _, _)| first != change.0);
    fields.push(change);
    id_from_fields(&fields)
}

#[test]
fn every_state_encodes_to_the_id_gnubg_gives_it() {
    // Given states whose IDs GNU Backgammon computed
    let vectors = gnubg_vectors();
    assert_eq!(vectors.len(), 54);
    for (id, state) in vectors {
        // When encoded, Then the ID is gnubg's
        assert_eq!(match_id::encode(&state).as_deref(), Ok(id), "{state:?}");
    }
}

#[test]
fn every_gnubg_id_decodes_to_its_state() {
    for (id, state) in gnubg_vectors() {
        assert_eq!(match_id::decode(id), Ok(state), "{id}");
    }
}

#[test]
fn cakaaaaaaaaa_is_a_money_game_with_the_cube_centred_at_1() {
    let state = match_id::decode("cAkAAAAAAAAA").unwrap();
    assert!(state.is_money());
    assert_eq!(state.cube, 1);
    assert_eq!(state.cube_owner, CubeOwner::Centred);
    assert_eq!(state, MatchState::money(Player::Two));
}

#[test]
fn qykqasaaiaaa_is_a_2_cube_owned_by_player_0_with_player_1_having_rolled_5_2() {
    // When the documented example is read
    let state = match_id::decode("QYkqASAAIAAA").unwrap();
    // Then it is a 9-point match at 2-4 with player 1 to play 5-2 against a 2-cube
    assert_eq!(state.cube, 2);
    assert_eq!(state.cube_owner, CubeOwner::Player(Player::One));
    assert_eq!(state.on_roll, Player::Two);
    assert_eq!(state.turn, Player::Two);
    assert_eq!(state.dice, Some(Roll::new(5, 2).unwrap()));
    assert_eq!(state.match_length, 9);
    assert_eq!(state.score, [2, 4]);
    assert_eq!(state.game_state, GameState::Playing);
    assert!(!state.doubled && !state.crawford);
    assert_eq!(state.resignation, Resignation::None);
}

#[test]
fn the_test_id_writer_agrees_with_gnubg_on_the_money_example() {
    assert_eq!(id_from_fields(&MONEY_FIELDS), "cAkAAAAAAAAA");
}

#[test]
fn dice_written_low_die_first_are_read_and_written_high_die_first() {
    // Given gnubg's money example with dice 2 then 5 (gnubg itself writes 5 then 2)
    let id = id_from_fields(&[
        (4, 2, 3),
        (6, 1, 1),
        (8, 3, 1),
        (11, 1, 1),
        (15, 3, 2),
        (18, 3, 5),
    ]);
    // When read and written again
    let state = match_id::decode(&id).unwrap();
    // Then the roll is 5-2 and the ID is gnubg's canonical one
    assert_eq!(state.dice, Some(Roll::new(5, 2).unwrap()));
    let canonical = id_from_fields(&[
        (4, 2, 3),
        (6, 1, 1),
        (8, 3, 1),
        (11, 1, 1),
        (15, 3, 5),
        (18, 3, 2),
    ]);
    assert_eq!(match_id::encode(&state), Ok(canonical));
}

#[test]
fn malformed_ids_are_refused_with_what_was_expected_and_found() {
    let bad = |field, first, last, expected, found: &str| IdError::BadField {
        kind: IdKind::MatchId,
        field,
        at: Place::Bits { first, last },
        expected,
        found: found.to_string(),
    };
    let cases: Vec<(String, IdError)> = vec![
        (
            "cAkAAAAAAAA".into(),
            IdError::WrongLength {
                kind: IdKind::MatchId,
                expected: 12,
                found: 11,
            },
        ),
        (
            "cAkAAAAAAAAAA".into(),
            IdError::WrongLength {
                kind: IdKind::MatchId,
                expected: 12,
                found: 13,
            },
        ),
        (
            "cAkA AAAAAAA".into(),
            IdError::BadCharacter {
                kind: IdKind::MatchId,
                column: 5,
                found: ' ',
                expected: "a base64 character (A-Z, a-z, 0-9, + or /)",
            },
        ),
        (
            money_with((4, 2, 2)),
            bad(
                "cube owner",
                5,
                6,
                "0 (player 0), 1 (player 1) or 3 (centred)",
                "2",
            ),
        ),
        (
            money_with((8, 3, 5)),
            bad(
                "game state",
                9,
                11,
                "0 (no game), 1 (playing), 2 (over), 3 (resigned) or 4 (dropped)",
                "5",
            ),
        ),
        (
            money_with((15, 3, 7)),
            bad("first die", 16, 18, "0 (not rolled) or 1 to 6", "7"),
        ),
        (
            money_with((18, 3, 3)),
            bad(
                "first die",
                16,
                18,
                "1 to 6, as the second die is rolled",
                "0",
            ),
        ),
        (
            money_with((15, 3, 4)),
            bad(
                "second die",
                19,
                21,
                "1 to 6, as the first die is rolled",
                "0",
            ),
        ),
        (
            money_with((7, 1, 1)),
            bad("crawford", 8, 8, "0 in a money game (match length 0)", "1"),
        ),
        (
            id_from_fields(&[(4, 2, 3), (8, 3, 1), (21, 15, 5), (51, 15, 6)]),
            bad("player 1's score", 52, 66, "at most the match length", "6"),
        ),
        (
            id_from_fields(&[(4, 2, 3), (8, 3, 1), (21, 15, 5), (36, 15, 9)]),
            bad("player 0's score", 37, 51, "at most the match length", "9"),
        ),
        // Bits 68 to 72 are unused.
        (
            money_with((67, 1, 1)),
            IdError::TrailingBits {
                kind: IdKind::MatchId,
                first_bit: 68,
            },
        ),
        (
            money_with((71, 1, 1)),
            IdError::TrailingBits {
                kind: IdKind::MatchId,
                first_bit: 72,
            },
        ),
    ];
    for (id, expected) in cases {
        assert_eq!(match_id::decode(&id), Err(expected), "{id:?}");
    }
}

#[test]
fn errors_name_the_field_its_bits_and_the_value() {
    let error = match_id::decode(&money_with((8, 3, 6))).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Match ID field game state (bits 9-11) is \"6\"; expected 0 (no game), 1 (playing), \
         2 (over), 3 (resigned) or 4 (dropped)"
    );
}

#[test]
fn states_a_match_id_cannot_hold_are_refused_by_the_encoder() {
    let money = MatchState::money(Player::One);
    let unrepresentable = |field, expected, found: &str| IdError::Unrepresentable {
        kind: IdKind::MatchId,
        field,
        expected,
        found: found.to_string(),
    };
    let cases = [
        (
            MatchState { cube: 3, ..money },
            unrepresentable("cube", "a power of two from 1 to 32768", "3"),
        ),
        (
            MatchState { cube: 0, ..money },
            unrepresentable("cube", "a power of two from 1 to 32768", "0"),
        ),
        (
            MatchState {
                cube: MAX_CUBE * 2,
                ..money
            },
            unrepresentable("cube", "a power of two from 1 to 32768", "65536"),
        ),
        (
            MatchState {
                match_length: MAX_SCORE + 1,
                ..money
            },
            unrepresentable("match length", "at most 32767", "32768"),
        ),
        (
            MatchState {
                score: [0, MAX_SCORE + 1],
                ..money
            },
            unrepresentable("player 1's score", "at most 32767", "32768"),
        ),
        (
            MatchState {
                match_length: 7,
                score: [8, 0],
                ..money
            },
            unrepresentable("player 0's score", "at most the match length", "8"),
        ),
        (
            MatchState {
                crawford: true,
                ..money
            },
            unrepresentable("crawford", "false in a money game", "true"),
        ),
    ];
    for (state, expected) in cases {
        assert_eq!(match_id::encode(&state), Err(expected), "{state:?}");
    }
}

#[test]
fn swapping_players_twice_gives_the_same_state() {
    for (_, state) in gnubg_vectors() {
        let swapped = state.players_swapped();
        assert_eq!(swapped.score, [state.score[1], state.score[0]]);
        assert_eq!(swapped.on_roll, state.on_roll.other());
        assert_eq!(swapped.players_swapped(), state);
    }
}

fn any_player() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::One), Just(Player::Two)]
}

/// Any state a Match ID can hold.
fn any_state() -> impl Strategy<Value = MatchState> {
    let cube = (0u32..=15).prop_map(|log2| 1 << log2);
    let owner = prop_oneof![
        Just(CubeOwner::Centred),
        any_player().prop_map(CubeOwner::Player)
    ];
    let game_state = prop_oneof![
        Just(GameState::NoGame),
        Just(GameState::Playing),
        Just(GameState::Over),
        Just(GameState::Resigned),
        Just(GameState::Dropped),
    ];
    let resignation = prop_oneof![
        Just(Resignation::None),
        Just(Resignation::Single),
        Just(Resignation::Gammon),
        Just(Resignation::Backgammon),
    ];
    let dice = prop::option::of((1u8..=6, 1u8..=6).prop_map(|(a, b)| Roll::new(a, b).unwrap()));
    // Money play with any session score, or a match with scores up to its length.
    let match_and_score = prop_oneof![
        (Just(0u32), 0..=MAX_SCORE, 0..=MAX_SCORE, Just(false)),
        (1..=MAX_SCORE).prop_flat_map(|length| (
            Just(length),
            0..=length,
            0..=length,
            any::<bool>()
        )),
    ];
    (
        (cube, owner, any_player(), game_state, any_player()),
        (
            any::<bool>(),
            resignation,
            dice,
            match_and_score,
            any::<bool>(),
        ),
    )
        .prop_map(
            |(
                (cube, cube_owner, on_roll, game_state, turn),
                (doubled, resignation, dice, (match_length, score_0, score_1, crawford), jacoby),
            )| MatchState {
                cube,
                cube_owner,
                on_roll,
                crawford,
                game_state,
                turn,
                doubled,
                resignation,
                dice,
                match_length,
                score: [score_0, score_1],
                jacoby,
            },
        )
}

proptest! {
    #[test]
    fn decoding_an_encoded_state_gives_it_back(state in any_state()) {
        let id = match_id::encode(&state).unwrap();
        prop_assert_eq!(id.len(), 12);
        prop_assert_eq!(match_id::decode(&id), Ok(state));
    }

    #[test]
    fn decoding_never_panics_on_any_text(text in ".*") {
        let _ = match_id::decode(&text);
    }

    #[test]
    fn every_accepted_id_encodes_back_to_a_state_that_reads_the_same(text in "[A-Za-z0-9+/]{12}") {
        // Random IDs hit every field's bad values; what is accepted must be writable.
        if let Ok(state) = match_id::decode(&text) {
            let again = match_id::encode(&state).unwrap();
            prop_assert_eq!(match_id::decode(&again), Ok(state));
        }
    }
}
