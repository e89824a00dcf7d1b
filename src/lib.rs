//! bgkit: backgammon notation, rules and analysis.
//!
//! The library reads Magriel-style notation and match transcripts, replays them
//! through a complete rules engine, and computes pip counts, shot tables, race
//! metrics and bear-off odds. It never prints and never exits: every failure is a
//! typed error for the caller to report.
//!
//! - [`board`]: positions, dice, steps, plays and legal-play generation.
//! - [`notation`]: Magriel notation parser and canonical formatter.
//! - [`ids`]: GNU Backgammon Position and Match IDs, eXtreme Gammon XGIDs.
//! - [`transcript`]: match transcripts (.mat): model, reader, writer, replay.
//! - [`rules`]: rule variants (Oxford scoring, MSN, no stacking) and game values.
//! - [`analysis`]: pips, shots, entering odds, race metrics, bear-off database.
//! - [`query`]: the command line's answers as serializable values, for every front end.

#![warn(missing_docs)]
// Library code must not panic. Tests (unit and integration) may still index
// and unwrap: a panic there is a failed check.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

pub mod analysis;
pub mod board;
mod formats;
pub mod ids;
pub mod notation;
mod player;
pub mod query;
pub mod render;
pub mod rules;
pub mod transcript;

pub use board::{LegalPlay, Play, Position, Roll, Step, legal_plays};
