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

use crate::board::{BAR, OFF, Play, Position, Step};

use super::{PositionId, base64};

/// Where each of one side's slots starts in its key: byte `p` (of the
/// words read as one little-endian run of 32 bytes) for its point `p` (1 to
/// 24, the bar 25). Moving the starts of every slot above a point is then
/// four additions of [`ABOVE`]: no start is ever below 0 or above 40, so no
/// byte carries into the next.
type Starts = [u64; 4];

/// One side's slots as key bits, and where each slot starts.
#[derive(Clone, Copy)]
struct SideBits {
    key: u64,
    starts: Starts,
    /// The bits the slots take: one per checker and one per slot.
    len: u32,
}

impl SideBits {
    /// The slots of a side with `counts[p]` checkers on its point `p` (1 to
    /// 25, the bar last).
    fn of(counts: impl Iterator<Item = u8>) -> SideBits {
        let mut starts = [0u64; 4];
        let mut key = 0;
        let mut at = 0u32;
        for (point, count) in (1..=BAR).zip(counts) {
            if let Some(word) = starts.get_mut(usize::from(point >> 3)) {
                *word |= u64::from(at) << ((point & 7) * 8);
            }
            key |= ((1u64 << count) - 1) << at;
            at += u32::from(count) + 1;
        }
        SideBits {
            key,
            starts,
            len: at,
        }
    }

    /// Where `point`'s slot starts now.
    fn start(&self, point: u8) -> u32 {
        // Points go up to 25: the mask keeps the index in range without a
        // check.
        let word = self
            .starts
            .get(usize::from((point >> 3) & 3))
            .copied()
            .unwrap_or(0);
        ((word >> ((point & 7) * 8)) & 0xff) as u32
    }

    /// Takes a checker off `point`: its slot's first 1-bit goes, and the
    /// slots above start one bit lower (when `STARTS`: the last step of a
    /// play needs no starts after it).
    fn take<const STARTS: bool>(&mut self, point: u8) {
        let at = self.start(point);
        debug_assert!(self.key & (1 << at) != 0, "a checker on point {point}");
        let below = (1u64 << at) - 1;
        self.key = (self.key & below) | ((self.key >> 1) & !below);
        if STARTS {
            for (start, above) in self.starts.iter_mut().zip(above(point)) {
                *start -= above;
            }
        }
    }

    /// Moves a checker from `from` down to `to`: as [`SideBits::take`]
    /// then [`SideBits::put`], in one go. The bits from `to`'s slot start
    /// up to the 1-bit taken move one up, a 1-bit goes in at that start, and
    /// the slots in between start one bit higher (when `STARTS`).
    fn shift<const STARTS: bool>(&mut self, from: u8, to: u8) {
        debug_assert!(to < from, "a checker moves down");
        let (low, high) = (self.start(to), self.start(from));
        debug_assert!(self.key & (1 << high) != 0, "a checker on point {from}");
        let span = ((2u64 << high) - 1) & !((1u64 << low) - 1);
        self.key = (self.key & !span) | (((self.key << 1) | (1 << low)) & span);
        if STARTS {
            for ((start, raised), lowered) in self.starts.iter_mut().zip(above(to)).zip(above(from))
            {
                *start += raised - lowered;
            }
        }
    }

    /// Puts a checker on `point`: a 1-bit at its slot's start, and the
    /// slots above start one bit higher (when `STARTS`).
    fn put<const STARTS: bool>(&mut self, point: u8) {
        let at = self.start(point);
        let below = (1u64 << at) - 1;
        self.key = (self.key & below) | (1 << at) | ((self.key & !below) << 1);
        if STARTS {
            for (start, above) in self.starts.iter_mut().zip(above(point)) {
                *start += above;
            }
        }
    }
}

/// A 1 in the byte of every point above `point` up to the bar, as
/// [`Starts`] lays them out.
fn above(point: u8) -> Starts {
    // Nothing is above a place past the table's (past the bar).
    ABOVE.get(usize::from(point)).copied().unwrap_or_default()
}

/// [`above`] for every point from 0 to the bar (none above the places past
/// it).
const ABOVE: [Starts; 32] = above_table();

/// Builds [`ABOVE`] at compile time.
// Evaluated only at compile time, where an index out of range fails the
// build rather than panicking.
#[allow(clippy::indexing_slicing)]
const fn above_table() -> [Starts; 32] {
    let mut table = [[0u64; 4]; 32];
    let mut point = 0;
    while point <= BAR as usize {
        let mut other = point + 1;
        while other <= BAR as usize {
            table[point][other / 8] |= 1 << ((other % 8) * 8);
            other += 1;
        }
        point += 1;
    }
    table
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
        // Index 0 holds the opponent's bar, 1 to 24 the points in the
        // mover's numbering, 25 the mover's bar; the opponent's checkers
        // are counted negative. At most fifteen a point.
        let points = position.points();
        let mine = |&count: &i8| count.max(0).unsigned_abs();
        let theirs = |&count: &i8| count.min(0).unsigned_abs();
        ResultIds {
            mover: SideBits::of(points.iter().skip(1).map(mine)),
            // The opponent's point `q` is the mover's `25 - q`; its bar, the
            // mover's 0.
            opponent: SideBits::of(points.iter().rev().skip(1).map(theirs)),
        }
    }

    /// The Position ID after `play`, which must be legal in the position,
    /// from the view of the player who rolls next: what
    /// `PositionId::of(&result.switched())` gives for the play's result.
    pub fn after(&self, play: &Play) -> PositionId {
        let mut id = PositionId([b'A'; super::LENGTH]);
        self.write_after(play, &mut id);
        id
    }

    /// [`ResultIds::after`] written into `id`, where it is to stay: for a
    /// list of answers built in place, one ID per play.
    pub fn write_after(&self, play: &Play, id: &mut PositionId) {
        let mut mover = self.mover;
        // The opponent's side changes only when a checker is hit.
        let mut opponent: Option<SideBits> = None;
        // Where the slots start matters only to the steps that follow.
        if let Some((last, before)) = play.steps().split_last() {
            for step in before {
                self.play_step::<true>(step, &mut mover, &mut opponent);
            }
            self.play_step::<false>(last, &mut mover, &mut opponent);
        }
        let opponent = opponent.map_or(self.opponent.key, |side| side.key);
        // The mover is not on roll after the play: its slots come first.
        let key = u128::from(mover.key) | u128::from(opponent) << mover.len;
        base64::encode_key_into(key, &mut id.0);
    }

    /// Plays `step` on the mover's slots and, for a hit, on the opponent's
    /// (a copy of [`ResultIds::opponent`] made at the first hit); when
    /// `STARTS`, where the slots start is kept up for the steps after it.
    #[inline(always)]
    fn play_step<const STARTS: bool>(
        &self,
        step: &Step,
        mover: &mut SideBits,
        opponent: &mut Option<SideBits>,
    ) {
        if step.to == OFF {
            mover.take::<STARTS>(step.from);
            mover.len -= 1;
        } else {
            mover.shift::<STARTS>(step.from, step.to);
        }
        if step.hit {
            // The opponent's point `25 - to` goes to its bar, whose slot
            // the checker taken moves down.
            let side = opponent.get_or_insert(self.opponent);
            side.take::<true>(BAR - step.to);
            side.put::<STARTS>(BAR);
        }
    }
}
