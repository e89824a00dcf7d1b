//! Position arguments on the command line: `start`, a Position ID,
//! `PositionID:MatchID`, or an XGID.
//!
//! Who is on roll: a Position ID alone is already from the view of the player on
//! roll, and nothing more is known. With a Match ID, the on-roll player is its
//! player 0 or 1, and the Position ID is from that player's view (also while the
//! opponent answers a double). An XGID's turn field says bottom or top; the board
//! is turned to that player's view. Between the two families, GNU Backgammon's
//! player 1 is the XGID's bottom player and player 0 the top (see [`super::xgid`]).

use crate::board::Position;

use super::error::IdError;
use super::match_id::{self, MatchState};
use super::position_id;
use super::xgid::{PREFIX, XgSide, Xgid, shortened};

/// Which form a position argument was given in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupKind {
    /// The word `start` (any case): the opening position.
    Start,
    /// A bare GNU Backgammon Position ID.
    PositionId,
    /// A GNU Backgammon Position ID and Match ID, joined by `:`.
    PositionAndMatchId,
    /// An XGID, kept as parsed so that it can be written back unchanged.
    Xgid(Xgid),
}

/// A position argument, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The board from the view of the player on roll.
    pub position: Position,
    /// Cube, score and dice, when the argument gave them: from a Match ID, or from
    /// an XGID (`None` for an XGID showing a beaver or raccoon, which a Match ID
    /// cannot hold).
    pub match_state: Option<MatchState>,
    /// The form the argument was given in.
    pub source: SetupKind,
}

impl Setup {
    /// The GNU Backgammon Position ID of [`Setup::position`].
    pub fn position_id(&self) -> String {
        position_id::encode(&self.position)
    }

    /// The GNU Backgammon Match ID, when the match state is known.
    ///
    /// Fails only when [`Setup::match_state`] was changed to values a Match ID
    /// cannot hold.
    pub fn match_id(&self) -> Result<Option<String>, IdError> {
        self.match_state.as_ref().map(match_id::encode).transpose()
    }

    /// The XGID of this setup.
    ///
    /// An XGID argument comes back as given (canonically written), with the
    /// current [`Setup::position`]. With a match state, that state's on-roll
    /// player decides the side (player 1 is bottom). Otherwise the player on roll
    /// is put at the bottom in a money game with the cube centred at 1.
    pub fn xgid(&self) -> Result<Xgid, IdError> {
        match (&self.source, &self.match_state) {
            (SetupKind::Xgid(xgid), _) => Ok(xgid.with_position(self.position)),
            (_, Some(state)) => Xgid::from_match_state(self.position, state),
            (_, None) => Ok(Xgid::new(self.position, XgSide::Bottom)),
        }
    }
}

/// Reads a position argument: `start` (any case), a Position ID,
/// `PositionID:MatchID`, or an XGID with or without its `XGID=` prefix.
/// Surrounding whitespace is ignored; error columns count from the argument's
/// first character.
pub fn parse_setup(text: &str) -> Result<Setup, IdError> {
    let trimmed = text.trim();
    // The characters before the argument's first (usually none).
    let unread = text.len() - text.trim_start().len();
    let leading = text.get(..unread).map_or(0, |space| space.chars().count());
    let column = leading + 1;

    if trimmed.eq_ignore_ascii_case("start") {
        return Ok(Setup {
            position: Position::start(),
            match_state: None,
            source: SetupKind::Start,
        });
    }
    let xgid_prefix = trimmed
        .get(..PREFIX.len())
        .is_some_and(|prefix| prefix.eq_ignore_ascii_case(PREFIX));
    // A byte of a longer UTF-8 character is never ':'.
    let colons = trimmed.bytes().filter(|&b| b == b':').count();
    if xgid_prefix || colons > 1 {
        let xgid = Xgid::parse_at(trimmed, column)?;
        return Ok(Setup {
            position: xgid.position(),
            match_state: xgid.match_state().ok(),
            source: SetupKind::Xgid(xgid),
        });
    }
    match colons {
        0 if trimmed.chars().count() == position_id::LENGTH => Ok(Setup {
            position: position_id::decode_at(trimmed, column)?,
            match_state: None,
            source: SetupKind::PositionId,
        }),
        1 => {
            let (position_text, match_text) = trimmed.split_once(':').unwrap_or((trimmed, ""));
            let position = position_id::decode_at(position_text, column)?;
            let match_column = column + position_text.chars().count() + 1;
            let state = match_id::decode_at(match_text, match_column)?;
            Ok(Setup {
                position,
                match_state: Some(state),
                source: SetupKind::PositionAndMatchId,
            })
        }
        _ => Err(IdError::UnknownSetup {
            found: shortened(trimmed),
        }),
    }
}
