//! An engine's analysis of a match's decisions, as a file records it (eXtreme
//! Gammon's binary files, GNU Backgammon's analysed SGF). bgkit computes none of
//! it: the replay ignores it, the export carries it and `stats` sums it.

use serde::{Deserialize, Serialize};

/// A number an engine recorded (an equity, an error, a probability), kept as
/// written. Compared bit for bit, so that a [`super::Match`] holding one is
/// still `Eq`: two readings of one file are equal when they read the same bits.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Recorded(pub f64);

impl PartialEq for Recorded {
    fn eq(&self, other: &Recorded) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

impl Eq for Recorded {}

/// The analysis of one decision, on the action it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    /// Index into the game's [`super::Game::actions`]: the roll for a play's
    /// analysis; for a cube decision the double (or, when the player did not
    /// double, the roll that followed the decision); for a take decision the
    /// answer.
    pub action: usize,
    /// What was analysed.
    pub decision: Decision,
}

/// One analysed decision. Errors are in equity, as the engine gives them: 0
/// for the best choice, negative for a worse one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Decision {
    /// A roll and the play made with it.
    Play {
        /// Equity lost by the play made against the best play.
        error: Option<Recorded>,
        /// The luck of the roll: the equity it gained or lost against the
        /// average roll.
        luck: Option<Recorded>,
        /// The plays the engine ranked, best first.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        candidates: Vec<Candidate>,
    },
    /// Whether to double (the doubler's decision).
    Double {
        /// The player doubled.
        doubled: bool,
        /// Equity lost by the decision made.
        error: Option<Recorded>,
        /// The equities of the three outcomes, where the engine gave them.
        equities: Option<CubeEquities>,
    },
    /// Whether to take (the opponent's answer to a double).
    Take {
        /// The player took (or beavered).
        took: bool,
        /// Equity lost by the answer given.
        error: Option<Recorded>,
        /// The equities of the three outcomes, where the engine gave them.
        equities: Option<CubeEquities>,
    },
}

/// A cube decision's equities, from the doubler's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CubeEquities {
    /// Not doubling.
    pub no_double: Recorded,
    /// Doubling, and the double taken.
    pub double_take: Recorded,
    /// Doubling, and the double passed.
    pub double_pass: Recorded,
}

/// One play an engine ranked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    /// The play in bgkit's canonical notation (`13/7*/5 6/5`).
    pub play: String,
    /// Its equity.
    pub equity: Recorded,
    /// Its chances after the play, from the mover's side, where recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chances: Option<Chances>,
}

/// Cubeless chances of a position, from one side, as fractions of 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chances {
    /// Winning the game, any way.
    pub win: Recorded,
    /// Winning a gammon or a backgammon.
    pub win_gammon: Recorded,
    /// Winning a backgammon.
    pub win_backgammon: Recorded,
    /// Losing a gammon or a backgammon.
    pub lose_gammon: Recorded,
    /// Losing a backgammon.
    pub lose_backgammon: Recorded,
}
