//! Match transcripts (.mat, the "Jellyfish" format and its many dialects, and
//! GNU Backgammon's SGF): the match model, the readers, and replay with
//! validation. Every entry point below takes either format, told apart by the
//! content ([`is_sgf`]); [`write_mat`] and [`write_sgf`] write a match back.
//!
//! Three entry points, from the most to the least forgiving:
//! - [`validate`] reads and replays a transcript and lists every problem in a
//!   [`ValidationReport`]: unreadable text, illegal plays, cube errors, wrong
//!   results and scores. It never fails and never panics, whatever the bytes.
//!   [`validate_reader`] does the same over a stream in bounded memory.
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

mod analysis;
mod cells;
mod dialect;
mod error;
mod export;
mod lines;
mod model;
mod quick;
mod reader;
mod replay;
mod report;
mod rules;
mod sgf;
mod text;
mod writer;

pub use analysis::{Analysis, Candidate, Chances, CubeEquities, Decision, Recorded};
pub use error::{ReadError, ReadErrorKind};
pub use export::{
    ExportReadError, FORMAT, GameExport, GameResult, MatchExport, Meta, Turn, TurnKind, export,
};
pub use export::{GameCut, export_with};
pub use lines::MAX_MATCH_LENGTH;
pub use model::{
    Action, ActionKind, BoardTime, Comment, Dialect, Dice, Game, HeaderField, Location, Match,
    Outcome, Player, PlayerInfo, RecordedBoard, Span, TooManyMoves, WrittenMove, WrittenMoves,
};
pub use quick::quick_validate;
pub use reader::{
    MAX_ACTIONS, MAX_GAMES, read_match, read_matches, read_matches_as_far_as_possible,
};
pub use replay::{
    GameEnd, GameTrace, Replay, RollTrace, legal_hint, legal_hint_with, replay, replay_traced,
    replay_with,
};
pub use report::{
    Diagnostic, DiagnosticKind, GameSummary, MAX_DIAGNOSTICS, MAX_SUMMARIES, MAX_SUMMARY_GAMES,
    MatchSummary, ValidationReport,
};
pub use rules::Ending;
pub use sgf::{MAX_SGF_BYTES, SgfWriteError, is_sgf, kept_by_sgf, write_sgf};
pub use text::MAX_LINE_BYTES;
pub use writer::{Difference, same_match, write_mat};

use report::push_capped;

/// Reads and replays a transcript, listing every problem found.
///
/// Text that cannot be read is reported as `syntax` errors (reading resumes at
/// the next game); everything that could be read is replayed. The report is
/// `valid` when there is no error; warnings (writer quirks, an unfinished match)
/// do not make it invalid. The same as [`validate_reader`] over the bytes.
pub fn validate(input: &[u8]) -> ValidationReport {
    validate_with(input, None)
}

/// [`validate`] under the rules `variant` names, whatever the headers say
/// (`None`: the rules the headers name, standard without any). Only standard
/// rules take the fast lane.
pub fn validate_with(input: &[u8], variant: Option<crate::rules::Rules>) -> ValidationReport {
    if sgf::is_sgf(input) {
        return sgf::validate(input, variant);
    }
    if variant.is_none_or(crate::rules::Rules::is_standard)
        && let Some(report) = quick_validate(input)
    {
        return report;
    }
    match validate_reader_with(input, variant) {
        Ok(report) => report,
        // Reading a slice cannot fail; should it, say so rather than panic.
        Err(error) => ValidationReport {
            file: None,
            valid: false,
            dialect: None,
            games: 0,
            turns: 0,
            errors: vec![Diagnostic::at(
                Location::default(),
                None,
                DiagnosticKind::Syntax,
                error.to_string(),
            )],
            warnings: Vec::new(),
            matches: Vec::new(),
        },
    }
}

/// [`validate`] over a stream, read in blocks: each action is replayed as soon
/// as it is read and nothing of a game is kept but the replay's state, so
/// memory holds one buffer, one line and the report, however long the input.
///
/// An input may hold several matches one after another, each with its own
/// ` N point match` header (files joined end to end): each is checked as a
/// match of its own, starting at 0-0. The report counts the games and turns of
/// all of them. [`MAX_GAMES`] applies to each match and [`MAX_ACTIONS`] to each
/// game, so neither limits the length of a valid input.
///
/// Fails only when the stream itself fails.
pub fn validate_reader(input: impl std::io::BufRead) -> std::io::Result<ValidationReport> {
    validate_reader_with(input, None)
}

/// [`validate_reader`] under the rules `variant` names (see [`validate_with`]).
pub fn validate_reader_with(
    mut input: impl std::io::BufRead,
    variant: Option<crate::rules::Rules>,
) -> std::io::Result<ValidationReport> {
    // SGF is one nested structure, not lines: it is read whole, up to a size
    // no real file comes near.
    if sgf::is_sgf(input.fill_buf()?) {
        return sgf::validate_stream(input, variant);
    }
    let checker = Checker {
        replayer: replay::Replayer::new(false).with_variant(variant),
        games: 0,
        turns: 0,
    };
    let streamed = reader::read_stream(input, checker)?;
    let mut errors = Vec::new();
    for (index, error) in streamed.errors.iter().enumerate() {
        let kind = match error.kind {
            ReadErrorKind::NumberTooLarge {
                what: "match length",
                ..
            } => DiagnosticKind::MatchLength,
            ReadErrorKind::TooManyMoves { .. } | ReadErrorKind::DeclaredIllegal { .. } => {
                DiagnosticKind::IllegalPlay
            }
            _ => DiagnosticKind::Syntax,
        };
        let game = error
            .location()
            .and_then(|_| streamed.error_games.get(index).copied().flatten());
        let location = error.location().unwrap_or_default();
        push_capped(
            &mut errors,
            Diagnostic::at(location, game, kind, error.message()),
        );
    }
    let checker = streamed.sink;
    let (replayed, _) = checker
        .replayer
        .finish(&streamed.matched, streamed.marks_hits);
    for error in replayed.errors {
        push_capped(&mut errors, error);
    }
    // Errors in input order, whichever stage found them.
    errors.sort_by_key(|d| (d.line, d.column));
    let mut warnings = Vec::new();
    for warning in streamed.warnings.into_iter().chain(replayed.warnings) {
        push_capped(&mut warnings, warning);
    }
    warnings.sort_by_key(|d| (d.line, d.column));
    Ok(ValidationReport {
        file: None,
        valid: errors.is_empty(),
        dialect: streamed.recognised.then_some(streamed.matched.dialect),
        games: checker.games,
        turns: checker.turns,
        errors,
        warnings,
        matches: replayed.matches,
    })
}

/// Replays each game as the reader hands it over.
struct Checker {
    replayer: replay::Replayer,
    games: usize,
    turns: usize,
}

impl reader::Sink for Checker {
    fn game(&mut self, matched: &Match, game: Game, last: bool, _: bool) -> Vec<Action> {
        self.games += 1;
        self.replayer.end_game(matched, &game, last);
        game.actions
    }

    fn action(&mut self, matched: &Match, game: &Game, action: &Action, marks_hits: bool) {
        self.turns += usize::from(action.kind.dice().is_some());
        // Without a `*` so far, a later one may still show that hits are marked.
        self.replayer
            .action(matched, game, action, marks_hits.then_some(true));
    }

    fn end_match(&mut self, matched: &Match) {
        self.replayer.end_match(matched);
    }
}
