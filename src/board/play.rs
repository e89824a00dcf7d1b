//! Steps and plays: what one turn does to the board.

use std::fmt;

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
    pub fn steps(&self) -> &[Step] {
        // `push` keeps len <= 4, the array's size.
        self.steps.get(..self.len as usize).unwrap_or_default()
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
