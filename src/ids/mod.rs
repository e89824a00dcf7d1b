//! Position and match identifiers: GNU Backgammon Position ID and Match ID, XGID.
//!
//! - [`position_id`]: the board in 14 base64 characters, from the view of the
//!   player on roll.
//! - [`match_id`]: cube, score, dice and turn in 12 base64 characters
//!   ([`MatchState`]).
//! - [`xgid`]: eXtreme Gammon's one-line position and match description ([`Xgid`]).
//! - [`parse_setup`]: the command line's `POSITION` argument in any of those forms.
//!
//! Every reader refuses malformed text with an [`IdError`] that says what was
//! expected and what was found; none of them panics on any input.

mod base64;
mod bits;
mod error;
pub mod match_id;
pub mod position_id;
mod setup;
pub mod xgid;

pub use error::{IdError, IdKind, Place};
pub use match_id::{CubeOwner, GameState, MatchState, Player, Resignation};
pub use setup::{Setup, SetupKind, parse_setup};
pub use xgid::{XgDice, XgSide, Xgid};
