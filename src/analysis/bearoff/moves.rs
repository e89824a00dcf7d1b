//! Bear-off plays on a bare home board: the rules of [`crate::board::legal_plays`]
//! specialised to fifteen or fewer checkers all home and no opposing checkers,
//! which is all the database needs, and far cheaper than the general generator.
//! The tests check single steps and whole plays against the general generator.

use super::index::{BOARDS, POINTS, rank, unrank};

/// Counts on points 1..=6 (index 0 = the 1-point).
pub(crate) type Counts = [u8; POINTS];

/// One die played from `from` (1..=6), if legal: a checker moves down, or bears
/// off with the exact number, or with a larger number from the highest point.
/// Every checker is home, so bearing off is always allowed; nothing blocks.
pub(crate) fn step(counts: &Counts, from: usize, die: usize) -> Option<Counts> {
    // Point p is index p - 1; a point off the board (0, or past 6) has no checker.
    let source = from.checked_sub(1)?;
    if *counts.get(source)? == 0 {
        return None;
    }
    if from < die && counts.get(from..)?.iter().any(|&c| c > 0) {
        return None;
    }
    let mut next = *counts;
    *next.get_mut(source)? -= 1;
    if let Some(target) = from.checked_sub(die + 1) {
        *next.get_mut(target)? += 1;
    }
    Some(next)
}

/// A way to play single dice on some representation of a home board: the
/// counts themselves (the tests' reference), or database indices through a
/// precomputed table (which is how the database is built quickly).
pub(crate) trait Stepper {
    /// The board representation.
    type Board: Copy;
    /// The board after playing `die` from point `from`, if that step is legal.
    fn step(&self, board: &Self::Board, from: usize, die: usize) -> Option<Self::Board>;
}

/// Single steps on database indices, looked up in a table built once from
/// [`step`]: the database build then ranks each board once per step rather
/// than once per play.
pub(crate) struct StepTable {
    /// `next[board * 36 + (from - 1) * 6 + (die - 1)]`, or `NO_STEP`.
    next: Vec<u32>,
}

const NO_STEP: u32 = u32::MAX;

impl StepTable {
    /// The table for every board of the database.
    pub(crate) fn build() -> StepTable {
        let mut next = vec![NO_STEP; BOARDS * POINTS * 6];
        for (index, chunk) in next.chunks_mut(POINTS * 6).enumerate() {
            let Some(counts) = unrank(index) else { break };
            // Slots run from-major: (from - 1) * 6 + (die - 1).
            let steps = (1..=POINTS).flat_map(|from| (1..=6).map(move |die| (from, die)));
            for (slot, (from, die)) in chunk.iter_mut().zip(steps) {
                if let Some(after) = step(&counts, from, die) {
                    *slot = rank(&after) as u32;
                }
            }
        }
        StepTable { next }
    }
}

impl Stepper for StepTable {
    type Board = u32;

    fn step(&self, board: &u32, from: usize, die: usize) -> Option<u32> {
        let slot = (*board as usize * POINTS + from.checked_sub(1)?) * 6 + die.checked_sub(1)?;
        let next = *self.next.get(slot)?;
        (next != NO_STEP).then_some(next)
    }
}

/// The reference generator: every step sequence, with the legality rules of
/// [`crate::board::legal_plays`] applied to the finished ones. The database
/// build relies on a shortcut (see `build`); the tests compare the two, and
/// this generator with the general one.
#[cfg(test)]
pub(crate) mod reference {
    use super::{Counts, POINTS, Stepper, step};
    use crate::board::Roll;

    /// Steps computed on the counts directly (the reference the tests compare with).
    pub(crate) struct Direct;

    impl Stepper for Direct {
        type Board = Counts;

        fn step(&self, board: &Counts, from: usize, die: usize) -> Option<Counts> {
            step(board, from, die)
        }
    }

    /// Lists the boards legal plays reach, applying the legality rules to the
    /// finished sequences; the database build reaches its choice by a shortcut
    /// that the tests hold against this list.
    pub(crate) struct PlayResults<B> {
        found: Found<B>,
        results: Vec<B>,
    }

    impl<B: Copy> Default for PlayResults<B> {
        fn default() -> Self {
            PlayResults {
                found: Found {
                    ends: Vec::new(),
                    max_len: 0,
                    any_high_single: false,
                },
                results: Vec::new(),
            }
        }
    }

    impl<B: Copy> PlayResults<B> {
        /// Every board a legal play of `roll` can reach from `board` (may hold
        /// repeats). For the empty board, which cannot move, the board itself.
        pub(crate) fn of<S: Stepper<Board = B>>(
            &mut self,
            stepper: &S,
            board: &B,
            roll: Roll,
        ) -> &[B] {
            let found = &mut self.found;
            found.ends.clear();
            found.max_len = 0;
            found.any_high_single = false;
            walk(stepper, board, roll, found);
            // As many dice as possible; with one die of a non-double, the larger if it can be.
            let keep_high_only = !roll.is_double() && found.max_len == 1 && found.any_high_single;
            self.results.clear();
            for &(len, high_first, result) in &found.ends {
                if len == found.max_len && (!keep_high_only || high_first) {
                    self.results.push(result);
                }
            }
            &self.results
        }
    }

    /// Receives every step sequence that cannot be extended.
    trait Collect<B> {
        /// A finished sequence of `len` steps (the high die first when `high_first`;
        /// always `true` for doubles) reaching `result`.
        fn end(&mut self, len: usize, high_first: bool, result: B);
    }

    /// Finished step sequences: (length, whether the high die was played first, result).
    struct Found<B> {
        ends: Vec<(usize, bool, B)>,
        max_len: usize,
        any_high_single: bool,
    }

    impl<B> Collect<B> for Found<B> {
        fn end(&mut self, len: usize, high_first: bool, result: B) {
            if len < self.max_len {
                return;
            }
            self.max_len = len;
            if len == 1 && high_first {
                self.any_high_single = true;
            }
            self.ends.push((len, high_first, result));
        }
    }

    /// Every finished step sequence of `roll` from `board`, handed to `found`.
    fn walk<S: Stepper, C: Collect<S::Board>>(
        stepper: &S,
        board: &S::Board,
        roll: Roll,
        found: &mut C,
    ) {
        if roll.is_double() {
            doubles(stepper, board, usize::from(roll.high()), 0, POINTS, found);
        } else {
            let (high, low) = (usize::from(roll.high()), usize::from(roll.low()));
            sequence(stepper, board, [high, low], 0, true, found);
            sequence(stepper, board, [low, high], 0, false, found);
        }
    }

    fn sequence<S: Stepper, C: Collect<S::Board>>(
        stepper: &S,
        board: &S::Board,
        dice: [usize; 2],
        len: usize,
        high_first: bool,
        found: &mut C,
    ) {
        let mut moved = false;
        for from in (1..=POINTS).rev() {
            if let Some(next) = stepper.step(board, from, dice[len]) {
                moved = true;
                if len + 1 == dice.len() {
                    found.end(len + 1, high_first, next);
                } else {
                    sequence(stepper, &next, dice, len + 1, high_first, found);
                }
            }
        }
        if !moved {
            found.end(len, high_first, *board);
        }
    }

    /// Doubles: sources never rise, as in the general generator.
    fn doubles<S: Stepper, C: Collect<S::Board>>(
        stepper: &S,
        board: &S::Board,
        die: usize,
        len: usize,
        highest: usize,
        found: &mut C,
    ) {
        let mut moved = false;
        for from in (1..=highest).rev() {
            if let Some(next) = stepper.step(board, from, die) {
                moved = true;
                if len + 1 == 4 {
                    found.end(4, true, next);
                } else {
                    doubles(stepper, &next, die, len + 1, from, found);
                }
            }
        }
        if !moved {
            found.end(len, true, *board);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::reference::{Direct, PlayResults};
    use super::*;
    use crate::board::{Position, Roll, legal_plays};
    use proptest::prelude::*;

    /// The bare home board as a full position: our checkers home, the rest off,
    /// the opponent's fifteen all borne off too (nothing to block or hit).
    fn as_position(counts: &Counts) -> Position {
        let mut points = [0i8; 26];
        for (i, &c) in counts.iter().enumerate() {
            points[i + 1] = c as i8;
        }
        Position::from_points(points).unwrap()
    }

    fn from_position(position: &Position) -> Counts {
        let mut counts = [0u8; POINTS];
        for (i, slot) in counts.iter_mut().enumerate() {
            *slot = position.mine(i as u8 + 1);
        }
        counts
    }

    fn board() -> impl Strategy<Value = Counts> {
        proptest::collection::vec(0u8..=6, 0..=15).prop_map(|places| {
            let mut counts = [0u8; POINTS];
            for p in places.into_iter().filter(|&p| p > 0) {
                counts[usize::from(p) - 1] += 1;
            }
            counts
        })
    }

    proptest! {
        #[test]
        fn bear_off_plays_match_the_general_generator(counts in board()) {
            // Given a bare home board and any roll
            let position = as_position(&counts);
            let mut plays = PlayResults::default();
            for roll in Roll::all() {
                // When both generators list the reachable positions
                let mut ours: Vec<Counts> = plays.of(&Direct, &counts, roll).to_vec();
                ours.sort();
                ours.dedup();
                let mut general: Vec<Counts> = legal_plays(&position, roll)
                    .iter()
                    .map(|p| from_position(&p.result))
                    .collect();
                general.sort();
                general.dedup();
                if general.is_empty() {
                    // An empty board cannot move: the board itself is the result.
                    general.push(counts);
                }
                // Then they agree
                prop_assert_eq!(&ours, &general, "roll {}", roll);
            }
        }
    }

    #[test]
    fn the_step_table_reaches_the_same_boards_as_the_counts() {
        // Given the step table and a spread of boards
        let table = StepTable::build();
        let mut direct = PlayResults::default();
        let mut indexed = PlayResults::default();
        for index in (0..BOARDS).step_by(97) {
            let counts = unrank(index).unwrap();
            for roll in Roll::all() {
                // When each lists the results of the roll
                let mut expected: Vec<u32> = direct
                    .of(&Direct, &counts, roll)
                    .iter()
                    .map(|c| rank(c) as u32)
                    .collect();
                let mut found = indexed.of(&table, &(index as u32), roll).to_vec();
                expected.sort();
                found.sort();
                // Then they agree
                assert_eq!(found, expected, "board {counts:?}, roll {roll}");
            }
        }
    }

    #[test]
    fn a_six_bears_off_from_the_highest_point_only() {
        // Given checkers on the 5- and 3-points
        let counts = [0, 0, 1, 0, 1, 0];
        // When a 6 is played alone
        // Then only the 5-point checker may bear off
        assert_eq!(step(&counts, 3, 6), None);
        assert_eq!(step(&counts, 5, 6), Some([0, 0, 1, 0, 0, 0]));
    }
}
