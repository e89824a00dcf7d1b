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

use crate::board::{CHECKERS, Position, PositionError};

use super::base64;
use super::bits;
use super::error::{IdError, IdKind};

/// Bytes in a Position ID key.
const KEY_BYTES: usize = 10;
/// Slots per side: 24 points and the bar.
const SLOTS: usize = 25;

/// Characters in a Position ID.
pub const LENGTH: usize = base64::encoded_len(KEY_BYTES);

/// The Position ID of `position` (seen from the player on roll).
pub fn encode(position: &Position) -> String {
    let (on_roll, opponent) = position.to_sides();
    let mut key = [0u8; KEY_BYTES];
    let mut bit = 0usize;
    for side in [&opponent, &on_roll] {
        for &count in side {
            for _ in 0..count {
                bits::set(&mut key, bit);
                bit += 1;
            }
            // The separator is a 0-bit; the key starts zeroed, so just skip it.
            bit += 1;
        }
    }
    base64::encode(&key)
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

    // gnubg's order: index 0 is the player not on roll, index 1 the player on roll.
    let mut sides = [[0u8; SLOTS]; 2];
    let mut counts = [0u32; 2];
    let mut side = 0usize;
    let mut slot = 0usize;
    for bit in 0..KEY_BYTES * 8 {
        let set = bits::get(&key, bit);
        // Once both sides are read (side == 2), only zero bits may follow.
        let (Some(side_count), Some(board)) = (counts.get_mut(side), sides.get_mut(side)) else {
            if set {
                return Err(IdError::TrailingBits {
                    kind: KIND,
                    first_bit: bit + 1,
                });
            }
            continue;
        };
        if set {
            *side_count += 1;
            if let Some(count) = board.get_mut(slot) {
                *count = count.saturating_add(1);
            }
        } else {
            slot += 1;
            if slot == SLOTS {
                side += 1;
                slot = 0;
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_position_has_gnubgs_well_known_id() {
        assert_eq!(encode(&Position::start()), "4HPwATDgc/ABMA");
        assert_eq!(decode("4HPwATDgc/ABMA"), Ok(Position::start()));
    }

    #[test]
    fn a_position_id_is_fourteen_characters() {
        assert_eq!(LENGTH, 14);
    }
}
