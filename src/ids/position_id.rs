//! GNU Backgammon Position ID: the board in 14 base64 characters.
//!
//! The 80-bit key lists 50 slots: first the 25 of the player *not* on roll, then
//! the 25 of the player on roll. Each side's slots are its points 1 to 24 in its
//! own numbering, then its bar. A slot is written as one 1-bit per checker
//! followed by a 0-bit. Fifteen checkers a side plus 50 separators fill at most
//! 80 bits; unused bits are 0. The key is stored least significant bit first in
//! ten bytes, which are then written in base64.
//!
//! The ID is always from the view of the player on roll: the same board with the
//! other player on roll has a different ID.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::board::{CHECKERS, Position, PositionError};

use super::base64;
use super::error::{IdError, IdKind};

mod after;

pub use after::ResultIds;

/// Bytes in a Position ID key.
const KEY_BYTES: usize = 10;
/// Bits in a Position ID key.
const KEY_BITS: u32 = KEY_BYTES as u32 * 8;
/// Slots per side: 24 points and the bar.
const SLOTS: usize = 25;

/// Characters in a Position ID.
pub const LENGTH: usize = base64::encoded_len(KEY_BYTES);

/// The Position ID of `position` (seen from the player on roll).
pub fn encode(position: &Position) -> String {
    // Every byte comes from the base64 alphabet: ASCII, one character each.
    encode_to_array(position).map(char::from).iter().collect()
}

/// [`encode`] into a fixed array of ASCII base64 characters, without
/// allocating: for writers that print many IDs.
pub fn encode_to_array(position: &Position) -> [u8; LENGTH] {
    base64::encode_key(key_of(position))
}

/// A Position ID kept as its characters in place: answers that list many
/// positions hold these rather than one allocated `String` each. Prints and
/// serializes as its text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PositionId([u8; LENGTH]);

impl PositionId {
    /// The Position ID of `position` (seen from the player on roll).
    pub fn of(position: &Position) -> PositionId {
        PositionId(encode_to_array(position))
    }

    /// The ID's characters (base64, ASCII), without the check
    /// [`PositionId::as_str`] makes: for writers that copy many IDs out.
    pub fn as_bytes(&self) -> &[u8; LENGTH] {
        &self.0
    }

    /// The ID's text.
    pub fn as_str(&self) -> &str {
        let text = std::str::from_utf8(&self.0);
        debug_assert!(text.is_ok(), "every byte comes from the base64 alphabet");
        text.unwrap_or("")
    }
}

impl fmt::Display for PositionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for PositionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for PositionId {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for PositionId {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl Serialize for PositionId {
    /// As a JSON string, the same as the `String` [`encode`] gives.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// The 80-bit key of `position`, bit `i` of the key as bit `i` of the number.
///
/// Each slot is a run of 1-bits (one per checker) and a 0-bit: a mask looked
/// up by the point's count and shifted into place, one step per slot rather
/// than one per bit. A side takes at most
/// 40 bits (15 checkers, 25 separators), so each is built in 64-bit arithmetic
/// and the two are joined once.
///
/// One walk up the board fills both sides: the player on roll's slots come in
/// the order they are written, so each goes above those already placed; the
/// opponent's come from its last board slot down to its first, so each goes
/// below, under its bar, which is placed first.
fn key_of(position: &Position) -> u128 {
    // Slot 0 holds the opponent's bar (negative), 25 ours. The opponent's
    // points 1 to 24 are ours 24 down to 1, its checkers negative.
    let [opponent_bar, board @ .., bar] = *position.points();
    let mut opponent = SideKey::default();
    opponent.push_below(slot_bits(opponent_bar).theirs);
    let mut on_roll = SideKey::default();
    for count in board {
        let bits = slot_bits(count);
        on_roll.push(bits.mine);
        opponent.push_below(bits.theirs);
    }
    on_roll.push(slot_bits(bar).mine);
    debug_assert!(
        opponent.bits + on_roll.bits <= 80,
        "at most 15 checkers a side and 50 slots"
    );
    u128::from(opponent.key) | u128::from(on_roll.key) << opponent.bits
}

/// One slot's bits: a 1-bit per checker, then the 0-bit that ends it.
#[derive(Clone, Copy)]
struct Slot {
    /// The checkers' 1-bits, lowest first.
    ones: u16,
    /// The bits the slot takes, the 0-bit included.
    width: u8,
}

/// What a point adds to each side's key.
#[derive(Clone, Copy)]
struct PointSlots {
    /// The player on roll's slot (checkers counted positive).
    mine: Slot,
    /// The opponent's slot (checkers counted negative).
    theirs: Slot,
}

/// The slots of a point, looked up by its signed count: a table rather than
/// arithmetic, as the key is built for every play `bgkit moves` lists.
fn slot_bits(count: i8) -> PointSlots {
    let index = usize::from(count.to_ne_bytes()[0]);
    POINT_SLOTS.get(index).copied().unwrap_or(EMPTY_POINT)
}

/// An empty point: a 0-bit for each side.
const EMPTY_POINT: PointSlots = PointSlots {
    mine: Slot { ones: 0, width: 1 },
    theirs: Slot { ones: 0, width: 1 },
};

/// [`PointSlots`] for every signed count, indexed by its byte; counts beyond
/// fifteen (never in a valid position) are taken as fifteen.
const POINT_SLOTS: [PointSlots; 256] = point_slots();

/// Builds [`POINT_SLOTS`] at compile time.
// Evaluated only at compile time, where an index out of range fails the
// build rather than panicking; const fns cannot use `get_mut`.
#[allow(clippy::indexing_slicing)]
const fn point_slots() -> [PointSlots; 256] {
    let mut table = [EMPTY_POINT; 256];
    let mut byte = 0;
    while byte < 256 {
        let count = (byte as u8) as i8;
        let checkers = if count.unsigned_abs() > 15 {
            15
        } else {
            count.unsigned_abs()
        };
        let slot = Slot {
            ones: (1u16 << checkers) - 1,
            width: checkers + 1,
        };
        if count > 0 {
            table[byte].mine = slot;
        } else if count < 0 {
            table[byte].theirs = slot;
        }
        byte += 1;
    }
    table
}

/// One side's slots as key bits: at most 40 (15 checkers, 25 separators).
#[derive(Default)]
struct SideKey {
    key: u64,
    /// The bits used so far.
    bits: u32,
}

impl SideKey {
    /// Appends `slot` above the slots already placed.
    fn push(&mut self, slot: Slot) {
        self.key |= u64::from(slot.ones) << self.bits;
        self.bits += u32::from(slot.width);
    }

    /// Puts `slot` below the slots already placed: its 0-bit then separates
    /// it from the slot above.
    fn push_below(&mut self, slot: Slot) {
        self.key = (self.key << slot.width) | u64::from(slot.ones);
        self.bits += u32::from(slot.width);
    }
}

/// Reads a Position ID into a position from the view of the player on roll.
///
/// Refuses a wrong length, characters outside base64, more than fifteen checkers
/// a side, a point held by both sides, and set bits after the last slot.
pub fn decode(text: &str) -> Result<Position, IdError> {
    decode_at(text, 1)
}

/// [`decode`] for an ID starting at `first_column` of a longer argument.
pub(crate) fn decode_at(text: &str, first_column: usize) -> Result<Position, IdError> {
    const KIND: IdKind = IdKind::PositionId;
    let key: [u8; KEY_BYTES] = base64::decode(KIND, text, first_column)?;

    // The key as one number, bit `i` of the key as bit `i`; bits past 80
    // are zero.
    let mut bytes = [0u8; 16];
    if let Some(low) = bytes.get_mut(..KEY_BYTES) {
        low.copy_from_slice(&key);
    }
    let number = u128::from_le_bytes(bytes);
    // gnubg's order: index 0 is the player not on roll, index 1 the player on roll.
    let (sides, at) = read_slots(number);
    let counts = sides.map(|side| side.iter().map(|&c| u32::from(c)).sum::<u32>());
    // After both sides' slots, only zero bits may follow.
    let after = number.checked_shr(at).unwrap_or(0);
    if at < KEY_BITS && after != 0 {
        return Err(IdError::TrailingBits {
            kind: KIND,
            first_bit: (at + after.trailing_zeros() + 1) as usize,
        });
    }

    // At most 30 checkers leave at least 50 of the 80 bits for separators, so once
    // the counts pass, all 50 slots were read.
    for (count, who) in [
        (counts[1], "the player on roll"),
        (counts[0], "the opponent"),
    ] {
        if count > CHECKERS as u32 {
            return Err(IdError::InvalidBoard {
                kind: KIND,
                source: PositionError::TooManyCheckers { side: who, count },
            });
        }
    }
    Position::from_sides(&sides[1], &sides[0])
        .map_err(|source| IdError::InvalidBoard { kind: KIND, source })
}

/// The checkers of the key's 50 slots, the player not on roll's 25 first,
/// and the bit after the last slot read: each slot is its run of 1-bits, ended by a 0-bit.
/// Slots past the key's 80 bits are empty, and a run that reaches its end
/// takes the bits left (the counts then refuse the ID).
///
/// Each slot ends at the lowest 0-bit not yet taken: the key's 0-bits are
/// taken in turn from two words (bits 0 to 63, then the 16 above), a few
/// instructions a slot where shifting the whole key to each slot's start
/// took about thirty (`bgkit moves -` reads an ID per line).
fn read_slots(number: u128) -> ([[u8; SLOTS]; 2], u32) {
    let mut sides = [[0u8; SLOTS]; 2];
    // The key's 0-bits as 1-bits.
    let mut low = !(number as u64);
    let mut high = !((number >> 64) as u64) & ((1 << (KEY_BITS - 64)) - 1);
    // Where the slot being read starts.
    let mut at = 0u32;
    for checkers in sides.as_flattened_mut() {
        if at >= KEY_BITS {
            break;
        }
        let end = if low != 0 {
            let bit = low.trailing_zeros();
            low &= low - 1;
            bit
        } else if high != 0 {
            let bit = 64 + high.trailing_zeros();
            high &= high - 1;
            bit
        } else {
            KEY_BITS
        };
        // At most 80 checkers in one slot.
        *checkers = (end - at) as u8;
        at = end + 1;
    }
    (sides, at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_id_kept_in_place_reads_and_serializes_as_the_encoded_text() {
        // Given the opening position
        let position = Position::start();
        // When its ID is kept in place
        let id = PositionId::of(&position);
        // Then it reads, prints and serializes as the allocated text does
        let text = encode(&position);
        assert_eq!(id.as_str(), text);
        assert_eq!(id.to_string(), text);
        assert_eq!(serde_json::to_string(&id).unwrap(), format!("\"{text}\""));
    }

    #[test]
    fn the_opening_position_has_gnubgs_well_known_id() {
        assert_eq!(encode(&Position::start()), "4HPwATDgc/ABMA");
        assert_eq!(decode("4HPwATDgc/ABMA"), Ok(Position::start()));
    }

    /// [`read_slots`] done plainly: bit by bit, each 1-bit a checker of the
    /// slot being read, each 0-bit the end of it, until the 80 bits or the
    /// 50 slots run out.
    fn read_slots_bit_by_bit(number: u128) -> ([[u8; SLOTS]; 2], u32) {
        let mut slots = [0u8; 2 * SLOTS];
        let mut slot = 0;
        let mut at = 0;
        while at < KEY_BITS && slot < 2 * SLOTS {
            // A run that reaches the key's end takes the bits left.
            while at < KEY_BITS && number >> at & 1 == 1 {
                slots[slot] += 1;
                at += 1;
            }
            at += 1;
            slot += 1;
        }
        let mut sides = [[0u8; SLOTS]; 2];
        sides[0].copy_from_slice(&slots[..SLOTS]);
        sides[1].copy_from_slice(&slots[SLOTS..]);
        (sides, at)
    }

    proptest::proptest! {
        #[test]
        fn the_slots_are_read_as_reading_the_key_bit_by_bit_reads_them(
            low in proptest::prelude::any::<u64>(),
            high in proptest::prelude::any::<u16>(),
            ones in 0u32..=80,
            shift in 0u32..80,
        ) {
            // Given any 80-bit key, and keys with long runs of 1-bits
            // (slots of many checkers, a run to the key's end)
            let any = u128::from(low) | u128::from(high) << 64;
            let run = ((1u128 << ones) - 1) << shift & ((1u128 << KEY_BITS) - 1);
            for number in [any, run, any | run, any & !run] {
                // Then the slots and where they end are the plain reading's
                proptest::prop_assert_eq!(read_slots(number), read_slots_bit_by_bit(number), "{:#x}", number);
            }
        }
    }

    #[test]
    fn a_position_id_is_fourteen_characters() {
        assert_eq!(LENGTH, 14);
    }
}
