//! Building the database: every board's expected rolls and roll distribution,
//! from boards with fewer pips to boards with more.
//!
//! On a bare home board every die can be played while a checker remains (the
//! highest checker moves down, bears off exactly, or bears off from below), so
//! a turn always plays all its dice unless the last checker comes off first;
//! and a turn that clears the board is always legal. The legal results of a
//! roll are therefore exactly the results of playing its dice one after
//! another in any order, stopping only at the empty board; the legality rules
//! that prune plays elsewhere (most dice, larger die) never remove a result here.
//! That makes the best play a small dynamic programme over single steps:
//!
//! - after `k` steps of die `d` from `b`: the board, reachable from `b` by `k` steps of die `d`,
//!   with the fewest expected rolls; the empty board maps to itself.
//! - a double `d` from `b`: the best over first steps `s` of `after[3][d][s]`;
//! - a non-double: the best over both orders and first steps `s` of
//!   `after[1][second die][s]`.
//!
//! Boards are looked at in increasing pip order, so everything a board needs
//! (boards after at least one step) is already done. Ties between equally good
//! plays go to the first found, sources from the 6-point down, high die first.
//! The unit tests check each choice against the full list of legal results.

use super::index::{BOARDS, POINTS, unrank};
use super::moves::{StepTable, Stepper};
use crate::board::Roll;

/// What the build produces, by board index.
pub(super) struct Tables {
    pub(super) means: Vec<f64>,
    pub(super) spans: Vec<(u32, u32)>,
    pub(super) firsts: Vec<u32>,
    pub(super) pool: Vec<f64>,
}

/// Steps of one die remembered by [`Best`]: 1, 2 and 3.
const REMEMBERED: usize = 3;

/// The best boards after `k` steps of each die, filled in board by board.
struct Best {
    /// `after[((k - 1) * 6 + (d - 1)) * BOARDS + b]`.
    after: Vec<u32>,
}

impl Best {
    fn new() -> Best {
        Best {
            after: vec![0; REMEMBERED * 6 * BOARDS],
        }
    }

    fn slot(steps: usize, die: usize, board: u32) -> usize {
        ((steps - 1) * 6 + (die - 1)) * BOARDS + board as usize
    }

    /// The best board after `steps` (0..=3) steps of `die` from `board`.
    fn after(&self, steps: usize, die: usize, board: u32) -> u32 {
        if steps == 0 {
            return board;
        }
        self.after
            .get(Best::slot(steps, die, board))
            .copied()
            .unwrap_or(0)
    }

    /// Works out and stores the best boards after 1..=3 steps of each die from
    /// `board`; every board one step on must be done already.
    fn fill(&mut self, table: &StepTable, means: &[f64], board: u32) {
        for steps in 1..=REMEMBERED {
            for die in 1..=6 {
                let mut choice = Choice::new(means);
                for from in (1..=POINTS).rev() {
                    if let Some(next) = table.step(&board, from, die) {
                        choice.offer(self.after(steps - 1, die, next));
                    }
                }
                if let Some(slot) = self.after.get_mut(Best::slot(steps, die, board)) {
                    *slot = choice.best();
                }
            }
        }
    }
}

/// Keeps the board with the fewest expected rolls among those offered, the
/// first on a tie; the empty board when none is offered (only the empty board
/// itself has no step).
struct Choice<'a> {
    means: &'a [f64],
    best: Option<u32>,
    best_mean: f64,
}

impl<'a> Choice<'a> {
    fn new(means: &'a [f64]) -> Choice<'a> {
        Choice {
            means,
            best: None,
            best_mean: f64::INFINITY,
        }
    }

    fn offer(&mut self, board: u32) {
        let mean = self
            .means
            .get(board as usize)
            .copied()
            .unwrap_or(f64::INFINITY);
        if self.best.is_none() || mean < self.best_mean {
            self.best = Some(board);
            self.best_mean = mean;
        }
    }

    fn best(&self) -> u32 {
        self.best.unwrap_or(0)
    }
}

/// The board a legal play of `roll` from `board` should reach.
fn chosen(table: &StepTable, best: &Best, means: &[f64], board: u32, roll: Roll) -> u32 {
    let (high, low) = (usize::from(roll.high()), usize::from(roll.low()));
    let mut choice = Choice::new(means);
    if roll.is_double() {
        for from in (1..=POINTS).rev() {
            if let Some(next) = table.step(&board, from, high) {
                choice.offer(best.after(REMEMBERED, high, next));
            }
        }
    } else {
        for (first, second) in [(high, low), (low, high)] {
            for from in (1..=POINTS).rev() {
                if let Some(next) = table.step(&board, from, first) {
                    choice.offer(best.after(1, second, next));
                }
            }
        }
    }
    choice.best()
}

/// Board indices from the fewest pips to the most (a counting sort on pips).
fn by_pips() -> Vec<usize> {
    let pips: Vec<usize> = (0..BOARDS)
        .map(|i| unrank(i).map(|c| pips(&c) as usize).unwrap_or(0))
        .collect();
    let most = pips.iter().copied().max().unwrap_or(0);
    let mut buckets: Vec<Vec<usize>> = vec![Vec::new(); most + 1];
    for (index, &p) in pips.iter().enumerate() {
        if let Some(bucket) = buckets.get_mut(p) {
            bucket.push(index);
        }
    }
    buckets.concat()
}

pub(super) fn build() -> Tables {
    let table = StepTable::build();
    let mut best = Best::new();
    let mut means = vec![0.0; BOARDS];
    let mut spans = vec![(0u32, 0u32); BOARDS];
    let mut firsts = vec![0u32; BOARDS];
    let mut pool: Vec<f64> = Vec::new();
    let mut acc: Vec<f64> = Vec::new();
    let rolls: Vec<(Roll, f64)> = Roll::all()
        .map(|r| (r, f64::from(r.weight()) / 36.0))
        .collect();

    // Every index below is a board index, in 0..BOARDS like the three tables:
    // `by_pips` yields each once, and the step table only holds `rank` values.
    for index in by_pips() {
        let board = index as u32;
        acc.clear();
        let mut mean = 0.0;
        if index == 0 {
            // Everything is off: done in zero rolls.
            acc.push(1.0);
        } else {
            best.fill(&table, &means, board);
            mean = 1.0;
            for &(roll, chance) in &rolls {
                let next = chosen(&table, &best, &means, board, roll) as usize;
                // The chosen board has fewer pips, so its entries are already final.
                let (Some(&next_mean), Some(&(start, len)), Some(&next_first)) =
                    (means.get(next), spans.get(next), firsts.get(next))
                else {
                    debug_assert!(false, "board {next} is not in the database");
                    continue;
                };
                let Some(source) = pool.get(start as usize..(start + len) as usize) else {
                    debug_assert!(false, "board {next}'s distribution is not in the pool");
                    continue;
                };
                mean += chance * next_mean;
                // The chosen board's distribution, one roll later.
                let offset = next_first as usize + 1;
                if acc.len() < offset + source.len() {
                    acc.resize(offset + source.len(), 0.0);
                }
                for (slot, &p) in acc.iter_mut().skip(offset).zip(source) {
                    *slot += chance * p;
                }
            }
        }
        // The distribution from its first roll with a chance of finishing.
        let first = acc.iter().position(|&p| p > 0.0).unwrap_or(0);
        let length = acc.len() - first;
        if let (Some(slot_mean), Some(slot_first), Some(slot_span)) = (
            means.get_mut(index),
            firsts.get_mut(index),
            spans.get_mut(index),
        ) {
            *slot_mean = mean;
            *slot_first = first as u32;
            *slot_span = (pool.len() as u32, length as u32);
        }
        pool.extend(acc.iter().skip(first));
    }
    Tables {
        means,
        spans,
        firsts,
        pool,
    }
}

fn pips(counts: &[u8; POINTS]) -> u32 {
    counts
        .iter()
        .enumerate()
        .map(|(i, &c)| (i as u32 + 1) * u32::from(c))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::super::database;
    use super::super::index::rank;
    use super::super::moves::reference::{Direct, PlayResults};
    use super::*;

    #[test]
    fn the_chosen_play_is_a_best_legal_play() {
        // Given the database, its choice tables rebuilt, and the reference list
        // of legal results (itself checked against the general generator)
        let db = database();
        let means = &db.means;
        let table = StepTable::build();
        let mut best = Best::new();
        for index in by_pips() {
            best.fill(&table, means, index as u32);
        }
        let mut reference = PlayResults::default();
        for index in (0..BOARDS).step_by(37) {
            let counts = unrank(index).unwrap();
            for roll in Roll::all() {
                // When the build's choice is made
                let choice = chosen(&table, &best, means, index as u32, roll) as usize;
                // Then it is a legal result and none is better
                let legal: Vec<usize> = reference
                    .of(&Direct, &counts, roll)
                    .iter()
                    .map(rank)
                    .collect();
                assert!(legal.contains(&choice), "board {counts:?}, roll {roll}");
                let fewest = legal
                    .iter()
                    .map(|&i| means[i])
                    .fold(f64::INFINITY, f64::min);
                assert_eq!(means[choice], fewest, "board {counts:?}, roll {roll}");
            }
        }
    }
}
