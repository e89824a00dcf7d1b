//! A position drawn for people and described for scripts, as `board` and
//! `position` print it: the command line's side of `query::board` (the
//! `--perspective` values, errors as the command line reports them).

use bgkit::ids::Setup;
use bgkit::query::{self, BoardAnswer};
use clap::ValueEnum;

/// Columns of a described position in a table or CSV.
pub use bgkit::query::BOARD_COLUMNS as COLUMNS;

/// A position as JSON: its identifiers, pips and dice.
pub type Described = BoardAnswer;

/// Whose view a board is drawn from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Perspective {
    /// The player on roll at the bottom (`X`, light checkers).
    #[default]
    OnRoll,
    /// Player 0 (GNU Backgammon's player 0, the XGID's top player, the left
    /// column of a transcript) at the bottom whoever is on roll; without match
    /// data the player on roll counts as player 0.
    #[value(name = "player0")]
    Player0,
}

impl From<Perspective> for query::Perspective {
    fn from(perspective: Perspective) -> query::Perspective {
        match perspective {
            Perspective::OnRoll => query::Perspective::OnRoll,
            Perspective::Player0 => query::Perspective::Player0,
        }
    }
}

/// The description of `setup`.
pub fn describe(setup: &Setup) -> anyhow::Result<Described> {
    Ok(BoardAnswer::of(setup)?)
}

/// The SVG picture of `setup`.
pub fn svg(setup: &Setup, perspective: Perspective) -> String {
    query::svg_of(setup, perspective.into())
}

/// The text diagram of `setup`: the bottom player is `X` and the points are
/// numbered for them.
pub fn text(setup: &Setup, perspective: Perspective) -> anyhow::Result<String> {
    Ok(query::text_of(setup, perspective.into())?)
}
