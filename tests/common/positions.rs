//! Positions written out by hand: `pos!(x 6:5, 8:3, bar:1; o 19..=24:2, off:3)`.
//!
//! Points are in the numbering of the player on roll (`x`), who moves from 24
//! towards 1; the opponent's (`o`) checkers are placed by the same numbers, so
//! `o 24:2` is the opponent's two checkers on its own ace point. That is the
//! numbering the rules and the analysis speak, so a test reads like the
//! diagram in its comment.
//!
//! Each side lists `point:count` pairs, or `low..=high:count` for a run of
//! points, or `bar:count`; every checker left unplaced is borne off. `off:n`
//! says how many that is and is checked, for tests that care. A point or count
//! may be a literal or a variable; a longer expression goes in parentheses:
//! `o (25 - closed)..=24:2`. The sides come in either order, separated by `;`,
//! and either may be left out.
//!
//! A point claimed by both sides, more than fifteen checkers, or an `off`
//! that does not add up fails at the line that wrote the position.

use bgkit::board::{BAR, CHECKERS, LegalPlay, OFF, Position};
use std::ops::RangeInclusive;

/// Whose checkers an entry places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    OnRoll,
    Opponent,
}

/// The board `pos!` is filling in, one entry at a time.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    /// Checkers per index of [`Position::points`], one array per side: kept
    /// apart so that a point claimed by both is caught rather than cancelled.
    mine: [u8; 26],
    theirs: [u8; 26],
    /// The borne-off counts a test wrote down, checked when the position is built.
    off: [Option<u8>; 2],
}

impl Layout {
    /// An empty board: every checker borne off.
    pub fn new() -> Layout {
        Layout::default()
    }

    /// Puts `count` of `side`'s checkers on `point` (1..=24), or on the bar:
    /// 25 for the player on roll, 0 for the opponent, as in [`Position`].
    #[track_caller]
    pub fn point(mut self, side: Side, point: u8, count: u8) -> Layout {
        let counts = match side {
            Side::OnRoll => {
                assert!(
                    (1..=BAR).contains(&point),
                    "the player on roll has points 1..=24 and the bar (25), not {point}"
                );
                &mut self.mine
            }
            Side::Opponent => {
                assert!(
                    point <= 24,
                    "the opponent has points 1..=24 and the bar (0), not {point}"
                );
                &mut self.theirs
            }
        };
        counts[usize::from(point)] += count;
        self
    }

    /// Puts `count` of `side`'s checkers on each point of `points`.
    #[track_caller]
    pub fn points(self, side: Side, points: RangeInclusive<u8>, count: u8) -> Layout {
        points.fold(self, |layout, point| layout.point(side, point, count))
    }

    /// Puts `count` of `side`'s checkers on its bar.
    #[track_caller]
    pub fn bar(self, side: Side, count: u8) -> Layout {
        match side {
            Side::OnRoll => self.point(side, BAR, count),
            Side::Opponent => self.point(side, OFF, count),
        }
    }

    /// Says that `side` has borne off `count` checkers, which the position must agree with.
    pub fn off(mut self, side: Side, count: u8) -> Layout {
        self.off[side as usize] = Some(count);
        self
    }

    /// The position, or a failure at the caller's line if the layout is not one.
    #[track_caller]
    pub fn position(self) -> Position {
        let mut points = [0i8; 26];
        for (index, (&mine, &theirs)) in self.mine.iter().zip(&self.theirs).enumerate() {
            assert!(
                mine == 0 || theirs == 0,
                "both sides have checkers on point {index}"
            );
            assert!(
                mine <= CHECKERS && theirs <= CHECKERS,
                "more than {CHECKERS} checkers on point {index}"
            );
            // Both at most fifteen, so the casts are exact.
            points[index] = mine as i8 - theirs as i8;
        }
        let position = match Position::from_points(points) {
            Ok(position) => position,
            Err(error) => panic!("not a position: {error}"),
        };
        let borne_off = [position.off(), position.opponent_off()];
        for (side, (written, actual)) in [Side::OnRoll, Side::Opponent]
            .into_iter()
            .zip(self.off.into_iter().zip(borne_off))
        {
            if let Some(written) = written {
                assert_eq!(
                    written, actual,
                    "{side:?} has {actual} of {CHECKERS} checkers off, not {written}"
                );
            }
        }
        position
    }
}

/// A position from each side's checkers, in the on-roll player's numbering;
/// see the module documentation for the notation.
macro_rules! pos {
    (@side x) => {
        $crate::common::positions::Side::OnRoll
    };
    (@side o) => {
        $crate::common::positions::Side::Opponent
    };
    (@munch $side:ident, $layout:expr;) => {
        $layout.position()
    };
    (@munch $side:ident, $layout:expr; ; $next:ident $($rest:tt)*) => {
        $crate::common::positions::pos!(@munch $next, $layout; $($rest)*)
    };
    (@munch $side:ident, $layout:expr; , $($rest:tt)*) => {
        $crate::common::positions::pos!(@munch $side, $layout; $($rest)*)
    };
    (@munch $side:ident, $layout:expr; bar : $count:tt $($rest:tt)*) => {
        $crate::common::positions::pos!(
            @munch $side,
            $layout.bar($crate::common::positions::pos!(@side $side), $count);
            $($rest)*
        )
    };
    (@munch $side:ident, $layout:expr; off : $count:tt $($rest:tt)*) => {
        $crate::common::positions::pos!(
            @munch $side,
            $layout.off($crate::common::positions::pos!(@side $side), $count);
            $($rest)*
        )
    };
    (@munch $side:ident, $layout:expr; $low:tt ..= $high:tt : $count:tt $($rest:tt)*) => {
        $crate::common::positions::pos!(
            @munch $side,
            $layout.points($crate::common::positions::pos!(@side $side), $low..=$high, $count);
            $($rest)*
        )
    };
    (@munch $side:ident, $layout:expr; $point:tt : $count:tt $($rest:tt)*) => {
        $crate::common::positions::pos!(
            @munch $side,
            $layout.point($crate::common::positions::pos!(@side $side), $point, $count);
            $($rest)*
        )
    };
    ($side:ident $($rest:tt)*) => {
        $crate::common::positions::pos!(
            @munch $side,
            $crate::common::positions::Layout::new();
            $($rest)*
        )
    };
}

pub(crate) use pos;

/// Each play as its `from/to` steps, highest first, and the plays sorted: a
/// list that compares equal however the generator ordered either.
pub fn play_steps(plays: &[LegalPlay]) -> Vec<Vec<(u8, u8)>> {
    let mut all: Vec<Vec<(u8, u8)>> = plays
        .iter()
        .map(|p| {
            let mut steps: Vec<(u8, u8)> = p.play.steps().iter().map(|s| (s.from, s.to)).collect();
            steps.sort_unstable_by(|a, b| b.cmp(a));
            steps
        })
        .collect();
    all.sort();
    all
}
