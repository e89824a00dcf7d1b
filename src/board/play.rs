//! Steps, written moves and plays: what one turn does to the board.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::position::{BAR, OFF};

/// One checker moved by one die, in the mover's numbering (25 = bar, 0 = off).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct Step {
    /// Point the checker leaves (25 = bar).
    pub from: u8,
    /// Point the checker reaches (0 = borne off).
    pub to: u8,
    /// The die used. Larger than `from - to` only when bearing off from below.
    pub die: u8,
    /// The step hit a lone opposing checker.
    pub hit: bool,
}

/// One checker moved from one point to a lower one, in the mover's numbering,
/// as a player writes it: the dice it used are not part of it.
///
/// `from` is 1..=24 or 25 for the bar; `to` is 0..=24 with 0 for borne off, and
/// is below `from`. A compressed move (`24/15`) is one move spanning several dice.
/// `hit` is never set on a move to off: a checker borne off hits nothing.
///
/// It lives beside [`Step`] because the rules engine resolves written moves
/// into steps; the notation parser and formatter read and write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// Point the checker leaves (25 = bar).
    pub from: u8,
    /// Point the checker reaches (0 = off).
    pub to: u8,
    /// The move was written with `*`: it hits a lone opposing checker on `to`.
    pub hit: bool,
}

impl From<Step> for Move {
    /// The move a step makes, forgetting which die it used.
    fn from(step: Step) -> Move {
        Move {
            from: step.from,
            to: step.to,
            hit: step.hit,
        }
    }
}

impl fmt::Display for Move {
    /// Written `13/7*`, `bar/22`, `5/off`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", point_name(self.from), point_name(self.to))?;
        if self.hit {
            f.write_str("*")?;
        }
        Ok(())
    }
}

/// A point as written: `bar`, `off` or its number. A `Display` rather than a
/// `String`, so that messages and the formatter write it without allocating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PointName(u8);

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            BAR => f.write_str("bar"),
            OFF => f.write_str("off"),
            number => write!(f, "{number}"),
        }
    }
}

/// How `point` is written in moves and messages: `bar`, `off` or its number.
pub(crate) fn point_name(point: u8) -> PointName {
    PointName(point)
}

/// The ordered steps of one turn: none (no legal move) up to four (doubles).
///
/// Stored inline so that generating thousands of plays allocates only the list
/// that holds them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Play {
    steps: [Step; 4],
    len: u8,
}

impl Play {
    /// The empty play (a dance, or nothing played yet).
    pub fn new() -> Play {
        Play::default()
    }

    /// A play from a list of at most four steps.
    ///
    /// # Panics
    /// Never with four steps or fewer; more are a programming error and are
    /// truncated in release builds.
    pub fn from_steps(steps: &[Step]) -> Play {
        debug_assert!(steps.len() <= 4, "a turn has at most four steps");
        let mut play = Play::new();
        for &step in steps.iter().take(4) {
            play.push(step);
        }
        play
    }

    /// Appends a step. At most four steps fit; the caller guarantees it.
    pub fn push(&mut self, step: Step) {
        debug_assert!(self.len < 4, "a turn has at most four steps");
        if let Some(slot) = self.steps.get_mut(self.len as usize) {
            *slot = step;
            self.len += 1;
        }
    }

    /// The steps in the order they are played.
    // `len` starts at 0 and only `push` raises it, never past the array's
    // four: the slice is always in range.
    #[allow(clippy::indexing_slicing)]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    /// Number of dice used.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// No checker moved.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of steps that hit.
    pub fn hits(&self) -> usize {
        self.steps().iter().filter(|s| s.hit).count()
    }

    /// The play uses the die `die` at least once.
    pub fn uses_die(&self, die: u8) -> bool {
        self.steps().iter().any(|s| s.die == die)
    }
}

impl fmt::Debug for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.steps()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(from: u8, to: u8, hit: bool) -> Move {
        Move { from, to, hit }
    }

    #[test]
    fn a_move_displays_in_magriel_form() {
        let table = [
            (mv(13, 7, true), "13/7*"),
            (mv(25, 22, false), "bar/22"),
            (mv(5, 0, false), "5/off"),
        ];
        for (mv, text) in table {
            assert_eq!(mv.to_string(), text);
        }
    }

    #[test]
    fn a_step_becomes_a_move_without_its_die() {
        // Given a hitting step from the bar with a 3
        let step = Step {
            from: 25,
            to: 22,
            die: 3,
            hit: true,
        };

        // Then the move keeps the points and the hit
        assert_eq!(Move::from(step), mv(25, 22, true));
    }
}
