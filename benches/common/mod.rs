//! Shared by the move-generation benchmark and the bkgm agreement test: a
//! deterministic sample of positions from random games, and the conversion of
//! bgkit positions to and from bkgm's.
//!
//! Both programs must see the very same positions, so the sample depends only on
//! a seed and on bgkit's own legal-play generator, never on the clock or the
//! platform's random source.
#![allow(dead_code)]

use bgkit::board::{Position, Roll, legal_plays};
use std::collections::HashSet;

/// The seed the benchmark and the test use, so that both measure the same boards.
pub const SEED: u64 = 0x6267_6b69_745f_6d67;

/// A small, fast, seedable generator (SplitMix64): statistically good enough to
/// pick dice and plays, and fully reproducible.
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound` > 0). The multiply-shift map keeps the
    /// bias below 2^-32 for the small bounds used here.
    pub fn below(&mut self, bound: usize) -> usize {
        (((self.next_u64() >> 32) * bound as u64) >> 32) as usize
    }

    /// One die, 1 to 6.
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }
}

/// The phases a sampled position is filed under; each gets its own quota so that
/// random play, which hits a lot and races late, still yields a balanced mix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Phase {
    /// The player on roll has checkers on the bar.
    Bar,
    /// Checkers can still meet, nothing on the bar, not yet bearing off.
    Contact,
    /// The checkers have passed each other; the player on roll is not yet home.
    Race,
    /// Every checker of the player on roll is home (with or without contact).
    BearOff,
}

impl Phase {
    /// The phase `position` belongs to, from the view of the player on roll.
    pub fn of(position: &Position) -> Phase {
        if position.bar() > 0 {
            Phase::Bar
        } else if position.all_home() {
            Phase::BearOff
        } else if position.is_race() {
            Phase::Race
        } else {
            Phase::Contact
        }
    }

    /// All phases, in a fixed order.
    pub const ALL: [Phase; 4] = [Phase::Bar, Phase::Contact, Phase::Race, Phase::BearOff];

    /// How many positions of this phase the full sample holds.
    pub fn quota(self) -> usize {
        match self {
            Phase::Bar => 700,
            Phase::Contact => 1000,
            Phase::Race => 600,
            Phase::BearOff => 700,
        }
    }
}

/// A game still in progress: both sides have checkers left on the board.
pub fn in_play(position: &Position) -> bool {
    position.off() < 15 && position.opponent_off() < 15
}

/// Distinct positions met in random games from the opening, filed by phase up to
/// each phase's quota, in the order they were met. Every board is taken from
/// both sides' views, as either player could be the one to roll.
pub fn sample_positions(seed: u64) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed);
    let mut seen = HashSet::new();
    let mut sample = Vec::new();
    let mut filled = [0usize; 4];
    let total: usize = Phase::ALL.iter().map(|p| p.quota()).sum();
    while sample.len() < total {
        let mut position = Position::start();
        while in_play(&position) {
            // Skipping most boards spreads the sample over many games instead
            // of taking long runs of near-identical neighbours from a few.
            if rng.below(3) == 0 {
                for view in [position, position.switched()] {
                    let phase = Phase::of(&view);
                    let slot = Phase::ALL.iter().position(|&p| p == phase).unwrap_or(0);
                    if filled[slot] < phase.quota() && seen.insert(view) {
                        filled[slot] += 1;
                        sample.push(view);
                    }
                }
            }
            let roll = Roll::new(rng.die(), rng.die()).expect("dice are 1 to 6");
            let plays = legal_plays(&position, roll);
            let after = if plays.is_empty() {
                position
            } else {
                plays[rng.below(plays.len())].result
            };
            position = after.switched();
        }
    }
    sample
}

/// The same board as a bkgm position, with the player on roll as bkgm's `x`.
///
/// Both engines number the board from the player on roll, who moves from 24
/// towards 1, with that player's bar at 25 and the opponent's at 0 and the
/// opponent's checkers negative, so the array carries over as it is; the tests
/// check this against pip and checker counts rather than trusting it.
pub fn to_bkgm(position: &Position) -> bkgm::Position<15> {
    bkgm::Position::<15>::try_from(*position.points())
        .expect("a bgkit position has at most 15 checkers a side")
}

/// A bkgm position (with `x` on roll) as a bgkit position.
pub fn from_bkgm(position: &bkgm::Position<15>) -> Position {
    let points: [i8; 26] = (*position).into();
    Position::from_points(points).expect("a bkgm position has at most 15 checkers a side")
}

/// The dice of `roll` as bkgm spells them.
pub fn bkgm_dice(roll: Roll) -> bkgm::Dice {
    bkgm::Dice::new(roll.high() as usize, roll.low() as usize)
}

/// A position as a person reads it: each side's checkers by point in its own
/// numbering (bar and off included), the player on roll first, then its GNU
/// Backgammon Position ID, e.g.
/// `on roll: bar:1 13:5 6:4 off:2; opponent: 24:2 8:3 (4HPwATDgc/ABMA)`.
pub fn describe(position: &Position) -> String {
    let (mine, theirs) = position.to_sides();
    let side = |counts: &[u8; 25], off: u8| {
        let mut parts = Vec::new();
        if counts[24] > 0 {
            parts.push(format!("bar:{}", counts[24]));
        }
        for point in (1..=24).rev() {
            if counts[point - 1] > 0 {
                parts.push(format!("{point}:{}", counts[point - 1]));
            }
        }
        if off > 0 {
            parts.push(format!("off:{off}"));
        }
        parts.join(" ")
    };
    format!(
        "on roll: {}; opponent: {} ({})",
        side(&mine, position.off()),
        side(&theirs, position.opponent_off()),
        bgkit::ids::position_id::encode(position)
    )
}
