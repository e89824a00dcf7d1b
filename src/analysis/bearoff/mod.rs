//! The one-sided bear-off database: for every way to place up to fifteen
//! checkers on the six home points (54,264 boards), the distribution of the
//! number of rolls needed to bear them all off.
//!
//! Each roll is played to minimise the expected number of rolls still needed
//! (on an exact tie the first play found is kept; see the `build` module), so
//! the figures are those of a player racing alone. The database is built on
//! first use and kept for the life of the process: building it took about
//! 0.2 s in a release build and about 4 s in a debug build on the project's
//! two-core development machine.
//!
//! From it come the effective pip count (EPC = expected rolls x 49/6, the
//! average pips of a roll) and the bear-off winning chance of the player on
//! roll when both sides are bearing off. The exact two-sided game, where
//! each side plays to win rather than to finish fast, is worked out for
//! small boards by [`exact_win_chance`].

mod build;
mod index;
mod moves;
mod two_sided;

use std::sync::OnceLock;

use crate::board::{CHECKERS, Position};
use index::{BOARDS, POINTS, rank, unrank};
use moves::Counts;

pub use two_sided::{
    TWO_SIDED_CHECKERS, exact_bearoff_win, exact_win_after_play, exact_win_chance,
};

/// Number of boards in the database: every way to place 0..=15 checkers on six points.
pub const POSITIONS: usize = BOARDS;

/// Average pips moved by a roll (doubles count four times): 8 1/6. EPC is
/// expected rolls times this.
pub const PIPS_PER_ROLL: f64 = 49.0 / 6.0;

/// A home board that is not one: more than fifteen checkers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a side has at most 15 checkers, found {0} on the home board")]
pub struct TooManyCheckers(pub u32);

/// One side's checkers when all of them are home: counts on points 1..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HomeBoard {
    counts: Counts,
}

impl HomeBoard {
    /// A home board from the counts on points 1..=6 (`counts[0]` is the 1-point).
    pub fn new(counts: [u8; 6]) -> Result<HomeBoard, TooManyCheckers> {
        let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        if total > u32::from(CHECKERS) {
            return Err(TooManyCheckers(total));
        }
        Ok(HomeBoard { counts })
    }

    /// The home board of the player on roll, when every one of that player's
    /// checkers is home or off (none on the bar or outside).
    pub fn of_on_roll(position: &Position) -> Option<HomeBoard> {
        if !position.all_home() {
            return None;
        }
        let mut counts = [0u8; POINTS];
        for (i, slot) in counts.iter_mut().enumerate() {
            *slot = position.mine(i as u8 + 1);
        }
        Some(HomeBoard { counts })
    }

    /// The opponent's home board, in the opponent's own numbering, when all of
    /// the opponent's checkers are home or off.
    pub fn of_opponent(position: &Position) -> Option<HomeBoard> {
        HomeBoard::of_on_roll(&position.switched())
    }

    /// Counts on points 1..=6.
    pub fn counts(&self) -> [u8; 6] {
        self.counts
    }

    /// Checkers still to bear off.
    pub fn checkers(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// Pip count.
    pub fn pips(&self) -> u32 {
        self.counts
            .iter()
            .enumerate()
            .map(|(i, &c)| (i as u32 + 1) * u32::from(c))
            .sum()
    }

    /// This board's index in the database (0 = nothing left to bear off).
    pub fn index(&self) -> usize {
        rank(&self.counts)
    }

    /// The board at a database index, or `None` for an index past the end.
    pub fn from_index(index: usize) -> Option<HomeBoard> {
        unrank(index).map(|counts| HomeBoard { counts })
    }
}

/// The distribution of the number of rolls a board needs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RollDistribution<'a> {
    first: u32,
    probabilities: &'a [f64],
}

impl RollDistribution<'_> {
    /// Probability of bearing off in exactly `rolls` rolls.
    pub fn exactly(&self, rolls: u32) -> f64 {
        rolls
            .checked_sub(self.first)
            .and_then(|i| self.probabilities.get(i as usize))
            .copied()
            .unwrap_or(0.0)
    }

    /// Probability of needing `rolls` rolls or more.
    pub fn at_least(&self, rolls: u32) -> f64 {
        if rolls <= self.first {
            return 1.0;
        }
        let skip = (rolls - self.first) as usize;
        self.probabilities.iter().skip(skip).sum()
    }

    /// Fewest rolls with a chance of finishing.
    pub fn fewest(&self) -> u32 {
        self.first
    }

    /// Most rolls ever needed.
    pub fn most(&self) -> u32 {
        self.first + self.probabilities.len().saturating_sub(1) as u32
    }

    /// Expected number of rolls.
    pub fn mean(&self) -> f64 {
        self.iter().map(|(rolls, p)| f64::from(rolls) * p).sum()
    }

    /// (rolls, probability of exactly that many), from fewest to most.
    pub fn iter(&self) -> impl Iterator<Item = (u32, f64)> + '_ {
        self.probabilities
            .iter()
            .enumerate()
            .map(|(i, &p)| (self.first + i as u32, p))
    }
}

/// The one-sided bear-off database. Get the shared instance with [`database`].
#[derive(Debug)]
pub struct BearoffDatabase {
    /// Expected rolls, by board index.
    means: Vec<f64>,
    /// Where each board's distribution starts in `pool`, and how long it is.
    spans: Vec<(u32, u32)>,
    /// Fewest rolls with non-zero probability, by board index.
    firsts: Vec<u32>,
    pool: Vec<f64>,
}

static DATABASE: OnceLock<BearoffDatabase> = OnceLock::new();

/// The database, built on first call (see the module docs for the cost).
pub fn database() -> &'static BearoffDatabase {
    DATABASE.get_or_init(BearoffDatabase::build)
}

impl BearoffDatabase {
    /// Number of boards held.
    pub fn len(&self) -> usize {
        self.means.len()
    }

    /// Never true: the database always holds every board.
    pub fn is_empty(&self) -> bool {
        self.means.is_empty()
    }

    /// Expected number of rolls to bear `board` off.
    pub fn expected_rolls(&self, board: &HomeBoard) -> f64 {
        self.means.get(board.index()).copied().unwrap_or(0.0)
    }

    /// Effective pip count: expected rolls x 49/6.
    pub fn epc(&self, board: &HomeBoard) -> f64 {
        self.expected_rolls(board) * PIPS_PER_ROLL
    }

    /// Wastage: EPC minus the pip count.
    pub fn wastage(&self, board: &HomeBoard) -> f64 {
        self.epc(board) - f64::from(board.pips())
    }

    /// The distribution of the number of rolls `board` needs.
    pub fn distribution(&self, board: &HomeBoard) -> RollDistribution<'_> {
        let index = board.index();
        let (start, len) = self.spans.get(index).copied().unwrap_or((0, 0));
        let probabilities = self
            .pool
            .get(start as usize..(start + len) as usize)
            .unwrap_or(&[]);
        RollDistribution {
            first: self.firsts.get(index).copied().unwrap_or(0),
            probabilities,
        }
    }

    /// Chance that the side on roll, bearing off `on_roll`, finishes before the
    /// other side bears off `opponent`: the sum over i of P(on roll needs exactly
    /// i rolls) x P(opponent needs i rolls or more).
    pub fn win_chance(&self, on_roll: &HomeBoard, opponent: &HomeBoard) -> f64 {
        let mine = self.distribution(on_roll);
        let theirs = self.distribution(opponent);
        mine.iter().map(|(i, p)| p * theirs.at_least(i)).sum()
    }

    fn build() -> BearoffDatabase {
        let build::Tables {
            means,
            spans,
            firsts,
            pool,
        } = build::build();
        BearoffDatabase {
            means,
            spans,
            firsts,
            pool,
        }
    }
}

/// The chance that the player on roll wins the race when both sides have every
/// checker home (no contact possible): see [`BearoffDatabase::win_chance`].
/// `None` when either side still has a checker outside its home board.
pub fn bearoff_win(position: &Position) -> Option<f64> {
    let on_roll = HomeBoard::of_on_roll(position)?;
    let opponent = HomeBoard::of_opponent(position)?;
    Some(database().win_chance(&on_roll, &opponent))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distributions_sum_to_one_and_agree_with_their_means() {
        // Given the database
        let db = database();
        assert_eq!(db.len(), POSITIONS);
        // When every board's distribution is examined
        for index in 0..db.len() {
            let board = HomeBoard::from_index(index).unwrap();
            let dist = db.distribution(&board);
            let total: f64 = dist.iter().map(|(_, p)| p).sum();
            // Then it is a distribution whose mean is the stored expectation
            assert!((total - 1.0).abs() < 1e-9, "board {index} sums to {total}");
            assert!((dist.mean() - db.expected_rolls(&board)).abs() < 1e-9);
        }
    }

    #[test]
    fn more_checkers_never_bear_off_faster() {
        // Given any board with a checker added on the 1-point
        let db = database();
        for index in 0..db.len() {
            let board = HomeBoard::from_index(index).unwrap();
            let mut counts = board.counts();
            if board.checkers() == u32::from(CHECKERS) {
                continue;
            }
            counts[0] += 1;
            let bigger = HomeBoard::new(counts).unwrap();
            // Then it needs at least as many rolls on average
            assert!(db.expected_rolls(&bigger) >= db.expected_rolls(&board) - 1e-12);
        }
    }
}
