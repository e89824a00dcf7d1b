//! Match transcripts (.mat, the "Jellyfish" format and its many dialects): the
//! match model, the reader, and replay with validation.
//!
//! Three entry points, from the most to the least forgiving:
//! - [`validate`] reads and replays a transcript and lists every problem in a
//!   [`ValidationReport`]: unreadable text, illegal plays, cube errors, wrong
//!   results and scores. It never fails and never panics, whatever the bytes.
//! - [`read_match`] reads a transcript into a [`Match`] and fails at the first
//!   text it cannot read.
//! - [`replay()`] checks a [`Match`] against the rules and returns the errors and
//!   warnings found.
//!
//! ```
//! let text = b" 1 point match\n\n Game 1\n Ann : 0      Bob : 0\n  1) 31: 8/5 6/5\n";
//! let report = bgkit::transcript::validate(text);
//! assert!(report.valid);
//! assert_eq!(report.turns, 1);
//! ```

mod cells;
mod dialect;
mod error;
mod export;
mod model;
mod reader;
mod replay;
mod report;
mod text;
mod writer;

pub use error::ReadError;
pub use export::{
    ExportReadError, FORMAT, GameExport, GameResult, MatchExport, Meta, Turn, TurnKind, export,
};
pub use model::{
    Action, ActionKind, Dialect, Dice, Game, HeaderField, Location, Match, Outcome, Player,
    PlayerInfo, Span, TooManyMoves, WrittenMove, WrittenMoves,
};
pub use reader::{MAX_ACTIONS, MAX_GAMES, MAX_MATCH_LENGTH, read_match};
pub use replay::{Ending, GameEnd, GameTrace, Replay, RollTrace, replay, replay_traced};
pub use report::{Diagnostic, DiagnosticKind, MAX_DIAGNOSTICS, ValidationReport};
pub use text::MAX_LINE_BYTES;
pub use writer::{Difference, same_match, write_mat};

use report::push_capped;

/// Reads and replays a transcript, listing every problem found.
///
/// Text that cannot be read is reported as `syntax` errors (reading resumes at
/// the next game); everything that could be read is replayed. The report is
/// `valid` when there is no error; warnings (writer quirks, an unfinished match)
/// do not make it invalid.
pub fn validate(input: &[u8]) -> ValidationReport {
    let reading = reader::read(input);
    let mut errors = Vec::new();
    for error in &reading.errors {
        let kind = match error {
            ReadError::NumberTooLarge {
                what: "match length",
                ..
            } => DiagnosticKind::MatchLength,
            ReadError::TooManyMoves { .. } => DiagnosticKind::IllegalPlay,
            _ => DiagnosticKind::Syntax,
        };
        let game = error.location().and_then(|location| {
            reading
                .matched
                .games
                .iter()
                .rev()
                .find(|g| g.location.line <= location.line)
                .map(|g| g.number)
        });
        let location = error.location().unwrap_or_default();
        push_capped(
            &mut errors,
            Diagnostic::at(location, game, kind, error.message()),
        );
    }
    let matched = &reading.matched;
    let replayed = replay(matched);
    for error in replayed.errors {
        push_capped(&mut errors, error);
    }
    // Errors in input order, whichever stage found them.
    errors.sort_by_key(|d| (d.line, d.column));
    let mut warnings = Vec::new();
    for warning in reading.warnings.into_iter().chain(replayed.warnings) {
        push_capped(&mut warnings, warning);
    }
    warnings.sort_by_key(|d| (d.line, d.column));
    let turns = matched
        .games
        .iter()
        .flat_map(|g| &g.actions)
        .filter(|a| a.kind.dice().is_some())
        .count();
    ValidationReport {
        file: None,
        valid: errors.is_empty(),
        dialect: reading.recognised.then_some(matched.dialect),
        games: matched.games.len(),
        turns,
        errors,
        warnings,
    }
}
