//! The exact two-sided bear-off: the cubeless chance that the side on roll
//! wins when both sides are bearing off, with at most
//! [`TWO_SIDED_CHECKERS`] checkers each left on their home boards, both
//! sides playing every roll to win as often as possible.
//!
//! Unlike [`super::BearoffDatabase::win_chance`], which convolves the two
//! one-sided distributions of players who each minimise their own expected
//! rolls, this is the value of the game itself: `W(a, b)`, the chance that
//! the side with board `a` on roll against `b` bears off first, is the
//! average over the 36 throws of the best play's value, and a play's value
//! is 1 when it bears the last checker off and `1 - W(b, a')` otherwise
//! (`a'` the board it leaves, the other side then on roll). No gammon is
//! possible here, since both sides have borne checkers off, so the winning
//! chance is the cubeless equity.
//!
//! The table of every pair (`M x M` values for the `M` = 924 boards of up
//! to six checkers, 6.8 MB) is worked out on first use and kept for the life
//! of the process: about 0.17 s of processor time in a release build (its
//! levels are worked out on every core), 1.6 s in a debug build. Each value
//! is a sum of products of roll weights in `f64`, exact up to the rounding
//! of that arithmetic. The tests hold it against a slow recursion over the
//! general legal-play generator, and against GNU Backgammon's two-sided
//! database.

use std::sync::OnceLock;

use rayon::prelude::*;

use super::HomeBoard;
use super::index::{BOARDS, POINTS, rank, unrank};
use super::moves::{Counts, step};
use crate::board::{Position, Roll};

/// The most checkers a side may have left for the exact two-sided values.
pub const TWO_SIDED_CHECKERS: u32 = 6;

/// Number of rolls told apart: the 21 distinct throws.
const ROLLS: usize = 21;

/// A board's place among the boards of up to [`TWO_SIDED_CHECKERS`] checkers.
type Compact = u16;

/// Not one of those boards.
const OUTSIDE: Compact = Compact::MAX;

/// The boards, the plays between them, and every value.
struct Table {
    /// Compact index by one-sided database index ([`OUTSIDE`] beyond the limit).
    compact: Vec<Compact>,
    /// `results[offsets[b * ROLLS + r]..offsets[b * ROLLS + r + 1]]`: the
    /// distinct boards a legal play of roll `r` leaves from board `b`.
    offsets: Vec<u32>,
    results: Vec<Compact>,
    /// `wins[a * boards + b]`: `W(a, b)`.
    wins: Vec<f64>,
    boards: usize,
}

static TABLE: OnceLock<Table> = OnceLock::new();

fn table() -> &'static Table {
    TABLE.get_or_init(Table::build)
}

impl Table {
    fn build() -> Table {
        let (mut table, members) = Table::plays();
        table.fill(&members);
        table
    }

    /// The boards and the plays between them, every value still 0; and the
    /// boards' counts.
    fn plays() -> (Table, Vec<Counts>) {
        let mut compact = vec![OUTSIDE; BOARDS];
        let mut members: Vec<Counts> = Vec::new();
        for index in 0..BOARDS {
            let Some(counts) = unrank(index) else { break };
            if checkers(&counts) <= TWO_SIDED_CHECKERS
                && let Some(slot) = compact.get_mut(index)
            {
                *slot = members.len() as Compact;
                members.push(counts);
            }
        }
        let mut offsets = Vec::with_capacity(members.len() * ROLLS + 1);
        let mut results = Vec::new();
        let mut found = Vec::new();
        offsets.push(0);
        for counts in &members {
            for roll in Roll::all() {
                found.clear();
                play_out(counts, roll, &mut found);
                found.sort_unstable();
                found.dedup();
                // Fewer checkers never leave the limit: every result is a member.
                results.extend(found.iter().filter_map(|c| compact.get(rank(c)).copied()));
                offsets.push(results.len() as u32);
            }
        }
        let boards = members.len();
        let table = Table {
            compact,
            offsets,
            results,
            wins: vec![0.0; boards * boards],
            boards,
        };
        (table, members)
    }

    /// Works out every `W(a, b)`. `W(a, b)` needs `W(b, a')` for the boards
    /// `a'` a roll leaves, which have fewer pips than `a`: pairs are taken in
    /// order of their pips added together, so each finds what it needs done.
    fn fill(&mut self, members: &[Counts]) {
        let pips: Vec<usize> = members.iter().map(pip_count).collect();
        let most = pips.iter().copied().max().unwrap_or(0);
        let mut by_pips: Vec<Vec<Compact>> = vec![Vec::new(); most + 1];
        for (board, &p) in pips.iter().enumerate() {
            if let Some(list) = by_pips.get_mut(p) {
                list.push(board as Compact);
            }
        }
        let weights: Vec<f64> = Roll::all().map(|r| f64::from(r.weight())).collect();
        for total in 0..=2 * most {
            // The pairs of one total need only lower totals: worked out side
            // by side, then written.
            let level: Vec<(Compact, Compact)> = pips
                .iter()
                .enumerate()
                .filter_map(|(b, &b_pips)| {
                    let boards = by_pips.get(total.checked_sub(b_pips)?)?;
                    Some(boards.iter().map(move |&a| (a, b as Compact)))
                })
                .flatten()
                .collect();
            let values: Vec<f64> = level
                .par_iter()
                .map(|&(a, b)| self.value(a, b, &weights))
                .collect();
            for (&(a, b), value) in level.iter().zip(values) {
                if let Some(slot) = self
                    .wins
                    .get_mut(usize::from(a) * self.boards + usize::from(b))
                {
                    *slot = value;
                }
            }
        }
    }

    /// `W(a, b)` from the values of the pairs a roll of `a` leads to.
    fn value(&self, a: Compact, b: Compact, weights: &[f64]) -> f64 {
        // The empty board is member 0: a side with nothing left has won.
        if a == 0 {
            return 1.0;
        }
        if b == 0 {
            return 0.0;
        }
        // The row of `b` on roll: what each board `a` may leave is worth to `b`.
        let start = usize::from(b) * self.boards;
        let row = self.wins.get(start..start + self.boards);
        debug_assert!(row.is_some(), "the table has a row for every board");
        let row = row.unwrap_or(&[]);
        let mut total = 0.0;
        for (roll, weight) in weights.iter().enumerate() {
            let mut least = 1.0f64;
            let results = self.results.get(self.span(a, roll));
            debug_assert!(results.is_some(), "every board's results are listed");
            for &next in results.unwrap_or(&[]) {
                // W(b, empty) is 0: `a` has borne everything off.
                let theirs = if next == 0 {
                    0.0
                } else {
                    row.get(usize::from(next)).copied().unwrap_or(1.0)
                };
                least = least.min(theirs);
            }
            total += weight * (1.0 - least);
        }
        total / 36.0
    }

    fn compact_of(&self, board: &HomeBoard) -> Option<Compact> {
        self.compact
            .get(board.index())
            .copied()
            .filter(|&c| c != OUTSIDE)
    }

    /// Where the results of `roll` from `board` are in `results`.
    fn span(&self, board: Compact, roll: usize) -> std::ops::Range<usize> {
        let slot = usize::from(board) * ROLLS + roll;
        match (self.offsets.get(slot), self.offsets.get(slot + 1)) {
            (Some(&start), Some(&end)) => start as usize..end as usize,
            _ => 0..0,
        }
    }

    #[cfg(test)]
    fn results(&self, board: Compact, roll: usize) -> &[Compact] {
        self.results.get(self.span(board, roll)).unwrap_or_default()
    }

    /// `W(a, b)`: the chance that `a`, on roll, bears off before `b`.
    fn win(&self, a: Compact, b: Compact) -> f64 {
        if a == 0 {
            return 1.0;
        }
        self.wins
            .get(usize::from(a) * self.boards + usize::from(b))
            .copied()
            .unwrap_or(0.0)
    }
}

/// Every board the dice of `roll` can leave from `counts`, played one after
/// another in either order (four times for a double), a turn ending early
/// only when the last checker is off. On a home board with nothing to block
/// it, every die can be played while a checker is left (see the `build`
/// module), so these are exactly the results of the legal plays; the tests
/// check them against the general generator.
fn play_out(counts: &Counts, roll: Roll, found: &mut Vec<Counts>) {
    let (high, low) = (usize::from(roll.high()), usize::from(roll.low()));
    if roll.is_double() {
        steps(counts, &[high; 4], found);
    } else {
        steps(counts, &[high, low], found);
        steps(counts, &[low, high], found);
    }
}

fn steps(counts: &Counts, dice: &[usize], found: &mut Vec<Counts>) {
    let Some((&die, rest)) = dice.split_first() else {
        found.push(*counts);
        return;
    };
    if checkers(counts) == 0 {
        found.push(*counts);
        return;
    }
    for from in 1..=POINTS {
        if let Some(next) = step(counts, from, die) {
            steps(&next, rest, found);
        }
    }
}

fn pip_count(counts: &Counts) -> usize {
    counts
        .iter()
        .enumerate()
        .map(|(i, &c)| (i + 1) * usize::from(c))
        .sum()
}

fn checkers(counts: &Counts) -> u32 {
    counts.iter().map(|&c| u32::from(c)).sum()
}

/// The exact chance that the side on roll with `on_roll` left wins the race
/// against `opponent`, both playing to win; `None` when either side has more
/// than [`TWO_SIDED_CHECKERS`] checkers left. A side with nothing left has
/// won (1 for `on_roll` empty, else 0 for `opponent` empty).
pub fn exact_win_chance(on_roll: &HomeBoard, opponent: &HomeBoard) -> Option<f64> {
    let table = table();
    let a = table.compact_of(on_roll)?;
    let b = table.compact_of(opponent)?;
    Some(table.win(a, b))
}

/// [`exact_win_chance`] of the player on roll in `position`, when both sides
/// have every checker home and at most [`TWO_SIDED_CHECKERS`] left.
pub fn exact_bearoff_win(position: &Position) -> Option<f64> {
    let on_roll = HomeBoard::of_on_roll(position)?;
    let opponent = HomeBoard::of_opponent(position)?;
    exact_win_chance(&on_roll, &opponent)
}

/// The exact chance that the player who has just moved wins, in `after` seen
/// from that player (the board a play leaves, before it is switched to the
/// opponent on roll): 1 when every checker is off, else one minus the
/// opponent's [`exact_bearoff_win`].
pub fn exact_win_after_play(after: &Position) -> Option<f64> {
    let mover = HomeBoard::of_on_roll(after)?;
    let opponent = HomeBoard::of_opponent(after)?;
    if mover.checkers() == 0 {
        return Some(1.0);
    }
    exact_win_chance(&opponent, &mover).map(|theirs| 1.0 - theirs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::legal_plays;
    use proptest::prelude::*;
    use std::collections::HashMap;

    thread_local! {
        static MEMO: std::cell::RefCell<HashMap<Position, f64>> = Default::default();
    }

    fn home(counts: [u8; 6]) -> HomeBoard {
        HomeBoard::new(counts).unwrap()
    }

    fn position(mine: [u8; 6], theirs: [u8; 6]) -> Position {
        let mut on_roll = [0u8; 25];
        let mut opponent = [0u8; 25];
        on_roll[..6].copy_from_slice(&mine);
        opponent[..6].copy_from_slice(&theirs);
        Position::from_sides(&on_roll, &opponent).unwrap()
    }

    /// The slow way: the general legal-play generator on whole positions, a
    /// plain recursion over every roll and every result, remembered by position.
    fn reference(position: &Position, memo: &mut HashMap<Position, f64>) -> f64 {
        if let Some(&known) = memo.get(position) {
            return known;
        }
        let mut total = 0.0;
        for roll in Roll::all() {
            let best = legal_plays(position, roll)
                .iter()
                .map(|play| {
                    if play.result.all_off() {
                        1.0
                    } else {
                        1.0 - reference(&play.result.switched(), memo)
                    }
                })
                .fold(0.0f64, f64::max);
            total += f64::from(roll.weight()) * best;
        }
        let value = total / 36.0;
        memo.insert(*position, value);
        value
    }

    /// Up to four checkers: the slow recursion over every pair of smaller
    /// boards stays quick in a debug build.
    fn small_board() -> impl Strategy<Value = [u8; 6]> {
        proptest::collection::vec(1u8..=6, 1..=4).prop_map(|places| {
            let mut counts = [0u8; 6];
            for p in places {
                counts[usize::from(p) - 1] += 1;
            }
            counts
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]
        #[test]
        fn the_table_agrees_with_the_slow_recursion(mine in small_board(), theirs in small_board()) {
            // Given two small home boards
            let board = position(mine, theirs);
            // When both work out the chance of the side on roll (the slow
            // one remembering positions across cases)
            let fast = exact_bearoff_win(&board).unwrap();
            let slow = MEMO.with(|memo| reference(&board, &mut memo.borrow_mut()));
            // Then they agree to the rounding of the sums
            prop_assert!((fast - slow).abs() < 1e-12, "{mine:?} v {theirs:?}: {fast} v {slow}");
        }
    }

    #[test]
    fn the_results_of_each_roll_are_those_of_the_general_generator() {
        // Given every board of up to six checkers and every roll
        let (table, members) = Table::plays();
        for (board, &counts) in members.iter().enumerate() {
            for (r, roll) in Roll::all().enumerate() {
                // When the table lists the boards left
                let mut ours: Vec<Compact> = table.results(board as Compact, r).to_vec();
                ours.sort_unstable();
                // Then they are the general generator's results
                let general = position(counts, [0, 0, 0, 0, 0, 1]);
                let mut theirs: Vec<Compact> = legal_plays(&general, roll)
                    .iter()
                    .map(|p| {
                        table
                            .compact_of(&HomeBoard::of_on_roll(&p.result).unwrap())
                            .unwrap()
                    })
                    .collect();
                if theirs.is_empty() {
                    theirs.push(board as Compact);
                }
                theirs.sort_unstable();
                theirs.dedup();
                assert_eq!(ours, theirs, "{counts:?} {roll}");
            }
        }
    }

    #[test]
    fn one_checker_each_on_the_six_point_wins_13_times_in_16() {
        // Given one checker each on the 6-point; When the exact chance is
        // asked; Then the roller wins with 27 rolls of 36 at once, or when both miss
        let chance = exact_win_chance(&home([0, 0, 0, 0, 0, 1]), &home([0, 0, 0, 0, 0, 1]));
        assert!((chance.unwrap() - 0.8125).abs() < 1e-15);
    }

    #[test]
    fn a_side_that_has_borne_off_everything_has_won() {
        // Given an empty board on either side; Then the chance is certain
        let empty = home([0; 6]);
        let one = home([1, 0, 0, 0, 0, 0]);
        assert_eq!(exact_win_chance(&empty, &one), Some(1.0));
        assert_eq!(exact_win_chance(&one, &empty), Some(0.0));
        assert_eq!(exact_win_chance(&one, &one), Some(1.0));
    }

    #[test]
    fn more_than_six_checkers_are_outside_the_exact_table() {
        // Given seven checkers on one side; Then there is no exact value
        assert_eq!(
            exact_win_chance(&home([7, 0, 0, 0, 0, 0]), &home([1, 0, 0, 0, 0, 0])),
            None
        );
        assert_eq!(exact_bearoff_win(&Position::start()), None);
    }

    #[test]
    fn after_a_play_the_mover_wins_what_the_opponent_loses() {
        // Given the mover left with two checkers and the opponent with one
        let after = position([0, 1, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1]);
        // When the chance after the play is asked
        let chance = exact_win_after_play(&after).unwrap();
        // Then it is one minus the opponent's chance on roll
        let theirs = exact_bearoff_win(&after.switched()).unwrap();
        assert!((chance + theirs - 1.0).abs() < 1e-15);
        // And bearing the last checker off wins outright
        let done = position([0; 6], [0, 0, 0, 0, 0, 1]);
        assert_eq!(exact_win_after_play(&done), Some(1.0));
    }
}
