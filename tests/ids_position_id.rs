//! GNU Backgammon Position IDs: vectors computed by GNU Backgammon itself, round
//! trips on random positions, and malformed IDs of every kind.

use crate::common;

use bgkit::board::{Position, PositionError};
use bgkit::ids::{IdError, IdKind, position_id};
use bgkit::rules::Rules;
use proptest::prelude::*;

/// Boards and their IDs as GNU Backgammon 1.07 computes them (`gnubg.positionid`,
/// checked back with `gnubg.positionfromid`): the opening, some extremes, then
/// random boards with checkers on the bar, borne off and stacked.
///
/// Each line: ID | the on-roll player's checkers | the opponent's checkers, as
/// `slot:count` with slots 1-24 in that player's own numbering and 25 the bar.
const GNUBG_VECTORS: &str = "
4HPwATDgc/ABMA | 6:5 8:3 13:5 24:2 | 6:5 8:3 13:5 24:2
AAAAAAAAAAAAAA | - | -
AAAA/38AAAD/fw | 25:15 | 25:15
/38AAAD/fwAAAA | 1:15 | 1:15
AAAAwP8fAAAAAA | 6:15 | -
BEVIrUsACNQ7aw | 12:1 18:1 19:1 20:4 21:3 23:2 24:1 25:2 | 3:1 8:1 9:1 12:1 16:1 18:1 19:1 20:2 21:1 22:3 23:1 25:1
fvsDAAABpKVsWA | 1:1 10:1 12:1 13:2 14:1 16:1 17:1 19:2 20:2 24:2 25:1 | 2:6 3:2 4:7
SgEAQEUEBfAPAA | 2:1 3:1 4:1 7:1 10:1 15:1 16:1 25:8 | 2:1 3:1 5:1 6:1
EFpPhBOZFQlIVQ | 1:1 3:2 5:2 6:1 7:1 10:1 12:1 19:1 21:1 22:1 23:1 24:1 25:1 | 5:1 9:1 10:2 11:1 12:4 14:1 17:1 21:3 23:1
FQiUpTbw/wcAAA | 5:15 | 1:1 2:1 3:1 9:1 15:1 16:1 18:2 19:1 21:1 22:1 23:2 24:2
W9sPAABUDAaAfw | 3:1 4:1 5:1 8:2 13:2 25:8 | 1:2 2:2 3:1 4:2 5:2 6:6
AAAAACBC4v8AAA | 13:1 16:1 20:1 22:1 25:11 | -
9y4PAAC9uw4AAA | 1:1 2:4 3:3 4:3 5:1 6:3 | 1:3 2:4 3:3 4:1 6:4
/OMPAABEhXCmVA | 3:1 6:1 7:1 8:1 12:1 16:3 18:2 20:1 21:1 23:1 24:1 25:1 | 3:8 6:7
AgCA/IgAEPAHAA | 3:1 6:1 18:1 25:7 | 2:1 23:1 25:6
j98HAABKQWVpFA | 2:1 3:1 5:1 6:1 11:1 12:1 13:1 15:2 16:1 18:1 19:2 22:1 23:1 | 1:4 4:6 5:5
CMBiCn8NXIgtRA | 1:1 2:2 8:3 9:1 13:1 16:2 17:2 18:1 22:1 25:1 | 4:1 14:2 15:1 18:2 20:1 21:1 25:7
wIUEZ3LJlEA0Mw | 1:1 3:1 5:2 7:1 8:1 10:1 16:1 19:1 20:2 22:2 24:2 | 7:3 8:1 12:1 14:1 19:3 21:2 23:1 25:3
BGqBVSsAm2AHGQ | 9:2 10:2 12:1 17:2 18:3 23:1 25:2 | 3:1 9:1 10:1 11:2 12:1 18:2 19:1 20:1 21:1 22:2 23:1 24:1
2/sMAAAKQAgAAA | 2:1 3:1 13:1 17:1 | 1:2 2:2 3:4 4:5 6:2
158LAAAAICAcAA | 14:1 21:1 25:3 | 1:3 2:1 3:7 5:3 6:1
Eyo2YQwlAAAAAA | 1:1 2:1 4:1 | 1:2 3:1 7:1 8:1 9:1 12:2 13:2 15:1 19:2 22:2
SpasYkDdvQ0AAA | 1:1 2:3 3:3 4:4 5:2 6:2 | 2:1 3:1 5:1 7:2 8:1 10:1 12:2 13:1 14:1 15:1 18:2 25:1
gx1BwVQ83w8AAA | 3:4 5:5 6:6 | 1:2 6:2 7:3 10:1 15:1 16:1 21:2 23:1 24:1 25:1
+7UNAAATSIiAfw | 1:2 3:1 9:1 11:1 15:1 18:1 25:8 | 1:2 2:6 3:1 4:2 5:2 6:2
CkBKcXMICPgmbg | 4:1 11:1 18:5 19:2 21:1 24:3 25:2 | 2:1 3:1 13:1 15:1 16:1 18:1 19:1 22:3 23:2 25:3
SYSGxmHXvA8AAA | 1:3 2:1 3:2 5:4 6:5 | 1:1 3:1 5:1 8:1 12:1 13:2 17:1 18:2 21:3 25:2
21sPAADz7g4AAA | 1:2 3:4 4:3 5:3 6:3 | 1:2 2:2 3:4 4:2 5:1 6:4
JHGhEnQKQJQzdQ | 2:1 3:1 13:1 16:1 17:1 19:3 21:2 23:1 24:1 25:3 | 3:1 5:1 7:1 10:3 11:1 15:1 16:1 17:1 19:1 24:1 25:3
wKIVgH5e7w0AAA | 2:4 3:1 4:4 5:4 6:2 | 7:2 8:1 11:1 12:2 13:1 14:1 24:1 25:6
MQoiOlUYgQDkfw | 4:2 7:1 13:1 23:1 25:10 | 1:1 4:2 7:1 8:1 13:1 16:1 19:1 20:3 22:1 23:1 24:1 25:1
WRICSXXIQArAfw | 4:1 6:2 12:1 14:1 15:1 25:9 | 1:1 3:2 4:1 6:1 8:1 12:1 18:1 20:1 22:1 23:1 24:1 25:3
7u0OAACrtw8AAA | 1:2 2:1 3:1 4:4 5:2 6:5 | 2:3 3:4 4:2 5:3 6:3
CmSJLjH+ngcAAA | 2:7 3:4 5:4 | 2:1 3:1 9:1 11:2 12:1 14:1 17:1 18:3 19:1 21:1 24:2
KAAA7OnzAQAAAA | 1:4 3:1 4:5 6:5 | 4:1 5:1 25:2
t08PAAAEACAcAA | 3:1 21:1 25:3 | 1:3 2:2 3:5 5:1 6:4
LbABAX6SJgQKfg | 2:1 4:1 6:1 7:2 9:1 13:1 19:1 20:1 25:6 | 1:1 2:2 3:1 9:2 10:2 17:1 25:6
SQFQ1S0AAAAAAA | - | 1:1 3:1 5:1 6:1 17:1 18:1 19:1 20:1 21:1 22:3 23:2 24:1
AvGAqU2DkcpoMA | 1:2 6:2 9:1 11:1 12:1 13:1 15:2 18:1 19:2 24:2 | 2:1 8:1 11:4 18:2 20:1 21:1 22:2 23:2 25:1
CdwKFWEDEKCSfw | 1:2 11:1 19:1 20:1 21:1 23:1 25:8 | 1:1 3:1 9:3 10:2 11:1 12:1 16:1 17:1 18:1 21:1 25:2
AEDAVqgKJLUmAA | 4:1 5:1 6:1 7:1 8:1 14:1 16:1 18:1 19:1 20:2 21:1 22:2 24:1 | 15:1 22:2 23:2 24:1 25:1
hERgwOrtGwAAAA | 1:1 2:1 3:4 4:2 5:5 6:2 | 3:1 7:1 9:1 12:1 18:2 25:2
QKFA0H8IAYD4fw | 4:1 8:1 22:1 25:12 | 7:1 8:1 12:1 13:1 19:1 24:1 25:9
gkpki1TMfw8AAA | 3:2 5:9 6:4 | 2:1 7:1 8:1 9:1 11:1 14:1 16:2 17:2 18:1 21:1 23:1 24:1 25:1
lAAkBQEUByIBAA | 1:1 10:1 11:1 14:3 20:1 23:1 25:1 | 3:1 4:1 6:1 16:1 18:1 20:1 21:1
OAEAQACEoPoBAA | 2:1 13:1 17:1 22:1 23:1 24:1 25:6 | 4:3 6:1
AQKgAwKEAAQAAA | 3:1 11:1 15:1 25:1 | 1:1 9:1 20:1 21:3
IYEA8L9KCAFEAA | 1:1 2:1 3:1 5:1 9:1 13:1 22:1 25:1 | 1:1 5:1 7:1 13:1 25:10
IAFYbw8ARJElAw | 11:1 14:1 15:1 18:1 20:2 21:1 23:1 25:2 | 6:1 8:1 18:2 19:1 20:4 21:2 22:4
ACAx3I1KM0ohCQ | 3:1 4:1 5:1 7:1 8:2 10:2 13:1 14:1 16:1 17:1 21:1 23:1 25:1 | 14:1 16:1 19:2 23:3 24:3 25:2
qmQwVTAAAAABAA | 25:1 | 2:1 3:1 4:1 5:1 7:1 9:2 14:2 16:1 17:1 18:1 19:1 24:2
tE0coQiAAAAAAA | 8:1 | 3:1 4:2 5:2 6:2 8:1 11:3 14:1 18:1 19:1 22:1
ICCA+IQgmJNuAA | 2:1 6:1 11:1 16:2 18:3 20:1 22:1 23:3 24:2 | 6:1 13:1 22:1 25:5
JlAGAlYFAAAAAA | 1:2 2:1 3:1 4:1 5:1 | 2:2 4:1 10:1 11:1 13:2 19:1
YIlQgH+iYhGAfg | 2:1 5:1 6:1 7:1 10:2 11:1 14:1 24:1 25:6 | 6:2 7:1 9:1 12:1 16:1 17:1 25:8
ICAA7X+AAMXIAA | 8:1 16:1 17:1 20:2 23:1 25:2 | 6:1 13:1 23:1 24:2 25:10
ASjgbFuQSQjRfA | 5:1 7:2 9:1 11:1 15:1 19:1 22:1 23:2 25:5 | 1:1 11:1 12:1 19:3 21:2 22:2 23:2 24:2 25:1
EAaA8H8gBOi0eQ | 6:1 10:1 18:1 19:3 21:1 22:2 23:2 25:4 | 5:1 9:2 21:1 25:11
lQQgyXZAIgPgfw | 7:1 9:1 12:1 14:2 25:10 | 1:1 2:1 3:1 5:1 7:1 17:1 19:1 21:1 23:2 24:2 25:3
97gPAAASAAXFfw | 2:1 4:1 15:1 16:1 21:1 22:1 25:9 | 1:3 2:4 5:3 6:5
SgEA4n9Br2pJAA | 1:1 6:1 7:4 8:1 9:1 10:1 11:1 12:2 13:1 15:1 17:1 | 2:1 3:1 5:1 6:1 22:1 25:10
nFBjUTAoICDkfw | 4:1 5:1 12:1 19:1 23:1 25:10 | 3:3 5:1 9:1 10:1 11:2 14:2 15:1 18:1 19:1 24:2
mxscSgAQEAL4fw | 5:1 12:1 16:1 25:12 | 1:2 2:2 4:3 5:2 10:3 14:1 15:1 17:1
IAEA+QEkBKUNAA | 9:1 11:1 15:1 20:1 21:1 23:1 24:2 25:2 | 6:1 8:1 23:1 25:6
hJa9LABrCDCsKQ | 1:2 2:1 3:2 7:1 15:2 19:2 20:1 21:2 23:1 24:1 | 3:1 7:1 8:2 9:1 11:2 12:4 13:1 15:2 16:1
";

/// A side's 25 slots from `slot:count` pairs (`-` for none).
fn side(text: &str) -> [u8; 25] {
    let mut slots = [0u8; 25];
    for pair in text.split_whitespace().filter(|&pair| pair != "-") {
        let (slot, count) = pair.split_once(':').expect("slot:count");
        let slot: usize = slot.parse().expect("slot number");
        slots[slot - 1] = count.parse().expect("checker count");
    }
    slots
}

fn gnubg_vectors() -> Vec<(&'static str, Position)> {
    GNUBG_VECTORS
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let parts: Vec<&str> = line.split('|').map(str::trim).collect();
            let position = Position::from_sides(&side(parts[1]), &side(parts[2]))
                .expect("gnubg's boards are valid");
            (parts[0], position)
        })
        .collect()
}

/// An ID written bit by bit, independently of the library: `ones` checkers in
/// each of the 50 slots (opponent's 25, then the on-roll player's 25), then any
/// extra bits, packed least significant bit first and written in base64.
fn id_from_slots(slots: &[u8], extra: &[bool]) -> String {
    let mut bits = Vec::new();
    for &count in slots {
        bits.extend(std::iter::repeat_n(true, count as usize));
        bits.push(false);
    }
    bits.extend_from_slice(extra);
    bits.resize(80, false);
    let bytes: Vec<u8> = bits
        .chunks(8)
        .map(|byte| (0..8).filter(|&i| byte[i]).fold(0u8, |b, i| b | 1 << i))
        .collect();
    base64(&bytes, 14)
}

fn base64(bytes: &[u8], chars: usize) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let bits: Vec<bool> = bytes
        .iter()
        .flat_map(|&byte| (0..8).rev().map(move |i| byte & (1 << i) != 0))
        .chain(std::iter::repeat(false))
        .take(chars * 6)
        .collect();
    bits.chunks(6)
        .map(|six| ALPHABET[six.iter().fold(0usize, |v, &b| v << 1 | b as usize)] as char)
        .collect()
}

/// 50 empty slots, with `count` checkers put on slot `index` (0-24 the opponent's,
/// 25-49 the on-roll player's) for each `(index, count)`.
fn slots(checkers: &[(usize, u8)]) -> Vec<u8> {
    let mut slots = vec![0u8; 50];
    for &(index, count) in checkers {
        slots[index] = count;
    }
    slots
}

#[test]
fn every_board_encodes_to_the_id_gnubg_gives_it() {
    // Given boards whose IDs GNU Backgammon computed
    let vectors = gnubg_vectors();
    assert_eq!(vectors.len(), 65);
    for (id, position) in vectors {
        // When encoded, Then the ID is gnubg's
        assert_eq!(position_id::encode(&position), id, "{position:?}");
    }
}

#[test]
fn every_gnubg_id_decodes_to_gnubgs_board() {
    for (id, position) in gnubg_vectors() {
        assert_eq!(position_id::decode(id), Ok(position), "{id}");
    }
}

#[test]
fn the_opening_position_is_4hpwatdgc_abma() {
    assert_eq!(position_id::encode(&Position::start()), "4HPwATDgc/ABMA");
    assert_eq!(position_id::decode("4HPwATDgc/ABMA"), Ok(Position::start()));
}

#[test]
fn the_id_is_from_the_view_of_the_player_on_roll() {
    // Given three checkers on the on-roll player's ace point and two on the
    // opponent's (ids from gnubg with each player on roll)
    let mut mine = [0u8; 25];
    let mut theirs = [0u8; 25];
    mine[0] = 3;
    theirs[0] = 2;
    let position = Position::from_sides(&mine, &theirs).unwrap();
    // Then the same board with the other player on roll has another ID
    assert_eq!(position_id::encode(&position), "AwAAOAAAAAAAAA");
    assert_eq!(position_id::encode(&position.switched()), "BwAAMAAAAAAAAA");
    assert_eq!(
        position_id::decode("BwAAMAAAAAAAAA"),
        Ok(position.switched())
    );
}

#[test]
fn the_test_id_writer_agrees_with_gnubg_on_the_opening() {
    // Given the opening as slots: each side 2 on 24, 5 on 13, 3 on 8, 5 on 6
    let side = [(5, 5), (7, 3), (12, 5), (23, 2)];
    let both: Vec<(usize, u8)> = side
        .iter()
        .chain(side.iter())
        .enumerate()
        .map(|(n, &(slot, count))| (slot + if n < 4 { 0 } else { 25 }, count))
        .collect();
    // Then the helper used for malformed IDs below writes gnubg's ID
    assert_eq!(id_from_slots(&slots(&both), &[]), "4HPwATDgc/ABMA");
}

#[test]
fn malformed_ids_are_refused_with_what_was_expected_and_found() {
    let too_many = |side, count| IdError::InvalidBoard {
        kind: IdKind::PositionId,
        source: PositionError::TooManyCheckers { side, count },
    };
    let cases: Vec<(String, IdError)> = vec![
        (
            String::new(),
            IdError::WrongLength {
                kind: IdKind::PositionId,
                expected: 14,
                found: 0,
            },
        ),
        (
            "4HPwATDgc/ABM".into(),
            IdError::WrongLength {
                kind: IdKind::PositionId,
                expected: 14,
                found: 13,
            },
        ),
        (
            "4HPwATDgc/ABMAA".into(),
            IdError::WrongLength {
                kind: IdKind::PositionId,
                expected: 14,
                found: 15,
            },
        ),
        (
            "4HPwATDgc/AB=A".into(),
            IdError::BadCharacter {
                kind: IdKind::PositionId,
                column: 13,
                found: '=',
                expected: "a base64 character (A-Z, a-z, 0-9, + or /)",
            },
        ),
        (
            "4HPwATDgc/ABMé".into(),
            IdError::BadCharacter {
                kind: IdKind::PositionId,
                column: 14,
                found: 'é',
                expected: "a base64 character (A-Z, a-z, 0-9, + or /)",
            },
        ),
        // The last character's low four bits lie past the 80-bit key.
        (
            "4HPwATDgc/ABMB".into(),
            IdError::TrailingBits {
                kind: IdKind::PositionId,
                first_bit: 84,
            },
        ),
        // Sixteen checkers on the opponent's six point.
        (
            id_from_slots(&slots(&[(5, 16)]), &[]),
            too_many("the opponent", 16),
        ),
        // Sixteen on the on-roll player's bar.
        (
            id_from_slots(&slots(&[(49, 16)]), &[]),
            too_many("the player on roll", 16),
        ),
        // Every bit set: 80 checkers and no separators.
        ("/////////////w".into(), too_many("the opponent", 80)),
        // The opponent's ace point is the on-roll player's 24 point.
        (
            id_from_slots(&slots(&[(0, 1), (25 + 23, 1)]), &[]),
            IdError::InvalidBoard {
                kind: IdKind::PositionId,
                source: PositionError::SharedPoint { point: 24 },
            },
        ),
        // An empty board followed by a stray 1-bit at bit 51.
        (
            id_from_slots(&slots(&[]), &[true]),
            IdError::TrailingBits {
                kind: IdKind::PositionId,
                first_bit: 51,
            },
        ),
    ];
    for (id, expected) in cases {
        assert_eq!(position_id::decode(&id), Err(expected), "{id:?}");
    }
}

#[test]
fn errors_read_as_sentences() {
    let error = position_id::decode("4HPwATDgc/AB=A").unwrap_err();
    assert_eq!(
        error.to_string(),
        "Position ID has '=' at column 13; expected a base64 character (A-Z, a-z, 0-9, + or /)"
    );
    let error = position_id::decode(&id_from_slots(&slots(&[(5, 16)]), &[])).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Position ID is not a possible board: the opponent has 16 checkers on the board; at most 15 are allowed"
    );
}

proptest! {
    #[test]
    fn decoding_an_encoded_position_gives_it_back(position in common::any_position()) {
        let id = position_id::encode(&position);
        prop_assert_eq!(id.len(), 14);
        prop_assert_eq!(position_id::decode(&id), Ok(position));
    }

    #[test]
    fn every_position_encodes_to_the_id_written_bit_by_bit(position in common::any_position()) {
        // Given any position, its slots as the key lists them
        let (on_roll, opponent) = position.to_sides();
        let slots: Vec<u8> = opponent.iter().chain(&on_roll).copied().collect();
        // Then the library's ID is the one written a bit at a time
        let expected = id_from_slots(&slots, &[]);
        prop_assert_eq!(&position_id::encode(&position), &expected);
        let array = position_id::encode_to_array(&position);
        prop_assert_eq!(&array[..], expected.as_bytes());
    }

    #[test]
    fn the_id_after_each_legal_play_found_from_the_key_is_the_id_of_its_result(
        position in common::any_position(),
        roll in common::any_roll(),
        max_stack in prop::option::of(2u8..=6),
    ) {
        // Given any position and roll, under the standard rules or a stacking cap
        let rules = max_stack.map_or(Rules::STANDARD, |cap| Rules::STANDARD.with_max_stack(cap));
        let results = position_id::ResultIds::new(&position);
        for legal in rules.legal_plays(&position, roll) {
            // When the ID after a play is found from the position's key
            let after = results.after(&legal.play);
            // Then it is the ID of the result, seen by the player who rolls next
            let expected = position_id::PositionId::of(&legal.result.switched());
            prop_assert_eq!(after, expected, "{:?}", legal.play);
        }
    }

    #[test]
    fn decoding_never_panics_on_any_text(text in ".*") {
        let _ = position_id::decode(&text);
    }

    #[test]
    fn every_accepted_id_is_the_one_its_position_encodes_to(
        position in common::any_position(),
        column in 0usize..14,
        replacement in "[A-Za-z0-9+/]",
    ) {
        // Given a valid ID with one character replaced
        let mut chars: Vec<char> = position_id::encode(&position).chars().collect();
        chars[column] = replacement.chars().next().unwrap();
        let text: String = chars.into_iter().collect();
        // When it still decodes, Then it is exactly the ID of what it decodes to:
        // reading is strict, so no two IDs name the same position
        if let Ok(decoded) = position_id::decode(&text) {
            prop_assert_eq!(position_id::encode(&decoded), text);
        }
    }
}
