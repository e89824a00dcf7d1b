//! The Position IDs of the positions one position's plays lead to, found
//! from that position's key rather than from each resulting board.
//!
//! A play moves at most four checkers. Each step takes one 1-bit out of the
//! slot it leaves and puts one into the slot it reaches (none when the
//! checker is borne off), and a hit moves one of the opponent's 1-bits to
//! its bar: a few shifts of two 64-bit numbers, where encoding the result
//! walks all fifty slots. The result is seen by the player who rolls next,
//! the opponent: the mover is then the player *not* on roll, whose slots
//! come first in the key.

use crate::board::{BAR, OFF, Play, Position};

use super::{PositionId, base64};

/// One side's slots as key bits, and where each slot starts.
#[derive(Clone, Copy)]
struct SideBits {
    key: u64,
    /// Index `p`: where the slot of the side's point `p` (1 to 24, the bar
    /// 25) starts; index 0 unused.
    starts: [u8; BAR as usize + 1],
    /// The bits the slots take: one per checker and one per slot.
    len: u32,
}

impl SideBits {
    /// The slots of a side with `counts[p]` checkers on its point `p` (1 to
    /// 25, the bar last).
    fn of(counts: impl Iterator<Item = u8>) -> SideBits {
        let mut side = SideBits {
            key: 0,
            starts: [0; BAR as usize + 1],
            len: 0,
        };
        let mut at = 0u8;
        for (point, count) in (1..=BAR).zip(counts) {
            if let Some(start) = side.starts.get_mut(usize::from(point)) {
                *start = at;
            }
            side.key |= ((1u64 << count) - 1) << at;
            at += count + 1;
        }
        side.len = u32::from(at);
        side
    }

    /// Where `point`'s slot started before any step.
    fn start(&self, point: u8) -> u32 {
        u32::from(self.starts.get(usize::from(point)).copied().unwrap_or(0))
    }
}

/// `key` with the 1-bit at `at` taken out: the bits above move one down.
fn take_bit(key: u64, at: u32) -> u64 {
    debug_assert!(key & (1 << at) != 0, "a checker at bit {at}");
    let below = (1u64 << at) - 1;
    (key & below) | ((key >> 1) & !below)
}

/// `key` with a 1-bit put in at `at`: the bits from there move one up.
fn put_bit(key: u64, at: u32) -> u64 {
    let below = (1u64 << at) - 1;
    (key & below) | (1 << at) | ((key & !below) << 1)
}

/// How many of `points` are below `point`: slots that many further up (for
/// checkers put there) or down (for checkers taken off). Unused places hold
/// `u8::MAX`, below no point.
fn below(points: &[u8; 4], point: u8) -> u32 {
    points.iter().map(|&other| u32::from(other < point)).sum()
}

/// The Position IDs after the plays of one position.
#[derive(Clone, Copy)]
pub struct ResultIds {
    /// The player on roll's slots, who moves.
    mover: SideBits,
    /// The opponent's slots, in its own numbering.
    opponent: SideBits,
}

impl ResultIds {
    /// Ready for the plays of `position` (seen from the player on roll).
    pub fn new(position: &Position) -> ResultIds {
        ResultIds {
            mover: SideBits::of((1..=BAR).map(|point| position.mine(point))),
            // The opponent's point `q` is the mover's `25 - q`; its bar, the
            // mover's 0.
            opponent: SideBits::of((1..=BAR).map(|point| position.theirs(BAR - point))),
        }
    }

    /// The Position ID after `play`, which must be legal in the position,
    /// from the view of the player who rolls next: what
    /// `PositionId::of(&result.switched())` gives for the play's result.
    pub fn after(&self, play: &Play) -> PositionId {
        let (mut mover, mut opponent) = (self.mover.key, self.opponent.key);
        let mut mover_len = self.mover.len;
        // The points checkers have left and reached so far, and the
        // opponent's points hit: each moves the slots above it.
        let mut left = [u8::MAX; 4];
        let mut reached = [u8::MAX; 4];
        let mut hit = [u8::MAX; 4];
        let mut hits = 0;
        for (index, step) in play.steps().iter().enumerate() {
            let now = |point: u8, left: &[u8; 4]| {
                (self.mover.start(point) + below(&reached, point)).wrapping_sub(below(left, point))
            };
            mover = take_bit(mover, now(step.from, &left));
            if let Some(place) = left.get_mut(index) {
                *place = step.from;
            }
            if step.to == OFF {
                mover_len -= 1;
            } else {
                mover = put_bit(mover, now(step.to, &left));
                if let Some(place) = reached.get_mut(index) {
                    *place = step.to;
                }
            }
            if step.hit {
                // The opponent's point `25 - to`; its bar's slot is the
                // last, so a checker put there moves no other slot.
                let point = BAR - step.to;
                let at = self.opponent.start(point).wrapping_sub(below(&hit, point));
                opponent = take_bit(opponent, at);
                if let Some(place) = hit.get_mut(index) {
                    *place = point;
                }
                hits += 1;
                opponent = put_bit(opponent, self.opponent.start(BAR) - hits);
            }
        }
        // The mover is not on roll after the play: its slots come first.
        let key = u128::from(mover) | u128::from(opponent) << mover_len;
        PositionId(base64::encode_key(key))
    }
}
