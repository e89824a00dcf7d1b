//! Match transcripts (.mat, the "Jellyfish" format and its many dialects, GNU
//! Backgammon's SGF and eXtreme Gammon's binary .xg): the match model, the
//! readers, and replay with validation. Every entry point below takes any of
//! these formats, told apart by the content ([`is_sgf`], [`is_xg`]);
//! [`write_mat`] and [`write_sgf`] write a match back. The readers and writers
//! themselves live apart from the model and the replay, one module per format
//! (the crate's private `formats`); their public names are re-exported here.
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

pub(crate) mod analysis;
pub(crate) mod error;
mod export;
pub(crate) mod model;
pub(crate) mod replay;
pub(crate) mod report;
pub(crate) mod rules;

use crate::formats::mat::{reader, writer};
use crate::formats::{sgf, text, xg};

pub use crate::formats::mat::lines::MAX_MATCH_LENGTH;
pub use analysis::{Analysis, Candidate, Chances, CubeEquities, Decision, Recorded};
pub use error::{ReadError, ReadErrorKind};
pub use export::{
    ExportReadError, FORMAT, GameExport, GameResult, MatchExport, Meta, Turn, TurnKind, export,
};
pub use export::{GameCut, export_with};
pub use model::{
    Action, ActionKind, BoardTime, Change, Comment, Dialect, Dice, Edit, Game, HeaderField,
    Location, Match, Outcome, Player, PlayerInfo, RecordedBoard, Span, StatedCrawford,
    TooManyMoves, WrittenMove, WrittenMoves,
};
pub use reader::{
    MAX_ACTIONS, MAX_GAMES, read_match, read_matches, read_matches_as_far_as_possible,
};
pub use replay::{
    GameEnd, GameTrace, Replay, RollTrace, legal_hint, legal_hint_near, legal_hint_with, replay,
    replay_traced, replay_with,
};
pub use report::{
    Diagnostic, DiagnosticKind, GameSummary, MAX_DIAGNOSTICS, MAX_SUMMARIES, MAX_SUMMARY_GAMES,
    MatchSummary, UnknownKind, ValidationReport,
};
pub use rules::Ending;
pub use sgf::{MAX_SGF_BYTES, SgfWriteError, is_sgf, kept_by_sgf, write_sgf};
pub(crate) use text::for_each_line_in;
pub use text::{ENCODING_BYTES, MAX_LINE_BYTES, decoded_text, is_utf16, line_at};
pub use writer::{Difference, same_match, write_mat};
pub use xg::{MAX_XG_BYTES, XgError, XgPosition, is_xg, read_xg_position};

use std::io::Read;

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
/// (`None`: the rules the headers name, standard without any).
pub fn validate_with(input: &[u8], variant: Option<crate::rules::Rules>) -> ValidationReport {
    if sgf::is_sgf(input) {
        return sgf::validate(input, variant);
    }
    if xg::is_xg(input) {
        return xg::validate(input, variant);
    }
    check_text(input, variant, Until::End)
}

/// Validates `input` only as far as its first error: the report, the one
/// [`validate`] gives, when the input is valid (warnings allowed), and `None`
/// as soon as an error is found, without reading further. For a caller that
/// only needs to know whether an input is valid, such as a filter over many
/// files.
///
/// ```
/// use bgkit::transcript::{quick_validate, validate};
///
/// // A game cut short: valid, with two warnings.
/// let text = b" 1 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/5\n";
/// let report = quick_validate(text).expect("valid");
/// assert!(report.valid && report.warnings.len() == 2);
/// assert_eq!(report, validate(text));
///
/// // An illegal play: an error, so no report.
/// let text = b" 1 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/4\n";
/// assert!(quick_validate(text).is_none());
/// assert!(!validate(text).valid);
/// ```
pub fn quick_validate(input: &[u8]) -> Option<ValidationReport> {
    let report = if sgf::is_sgf(input) {
        sgf::validate(input, None)
    } else if xg::is_xg(input) {
        xg::validate(input, None)
    } else {
        check_text(input, None, Until::FirstError)
    };
    report.valid.then_some(report)
}

/// How far a validation reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Until {
    /// To the end, every problem found.
    End,
    /// To the first error: the report is then worth only its verdict.
    FirstError,
}

/// Validates .mat text in memory: the one reader over one fill, each action
/// replayed as it is read.
fn check_text(
    input: &[u8],
    variant: Option<crate::rules::Rules>,
    until: Until,
) -> ValidationReport {
    match check_stream(input, variant, until) {
        Ok(report) => report,
        // Reading a slice cannot fail; should it, say so rather than panic.
        Err(error) => ValidationReport::refused(None, error.to_string()),
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

/// How many bytes of a stream are read ahead to tell its format: as many
/// as [`is_sgf`] looks at (more than eXtreme Gammon's magic number needs).
const SNIFFED_BYTES: usize = sgf::SNIFFED_BYTES;

/// [`validate_reader`] under the rules `variant` names (see [`validate_with`]).
pub fn validate_reader_with(
    mut input: impl std::io::BufRead,
    variant: Option<crate::rules::Rules>,
) -> std::io::Result<ValidationReport> {
    // The format is told from the first bytes, which a reader may hand over a
    // few at a time: they are read ahead, and put back before the rest.
    let mut head = Vec::with_capacity(SNIFFED_BYTES);
    std::io::Read::read_to_end(
        &mut std::io::Read::take(&mut input, SNIFFED_BYTES as u64),
        &mut head,
    )?;
    let sgf = sgf::is_sgf(&head);
    let xg = xg::is_xg(&head);
    let input = std::io::Read::chain(std::io::Cursor::new(head), input);
    // SGF is one nested structure, not lines: it is read whole, up to a size
    // no real file comes near.
    if sgf {
        return sgf::validate_stream(input, variant);
    }
    // A binary file is read whole, up to a size no real one comes near.
    if xg {
        return xg::validate_stream(input, variant);
    }
    check_stream(input, variant, Until::End)
}

/// [`validate_reader_with`] of .mat text, read as far as `until` says.
fn check_stream(
    input: impl std::io::BufRead,
    variant: Option<crate::rules::Rules>,
    until: Until,
) -> std::io::Result<ValidationReport> {
    let checker = Checker {
        replayer: replay::Replayer::new(false).with_variant(variant),
        games: 0,
        turns: 0,
        until,
    };
    let streamed = reader::read_stream(input, checker)?;
    // Read to its first error only: no report to give.
    if until == Until::FirstError
        && (!streamed.errors.is_empty() || reader::Sink::has_errors(&streamed.sink))
    {
        return Ok(ValidationReport {
            file: None,
            valid: false,
            dialect: None,
            games: 0,
            turns: 0,
            errors: Vec::new(),
            warnings: Vec::new(),
            matches: Vec::new(),
        });
    }
    let mut errors = Vec::new();
    for (index, error) in streamed.errors.iter().enumerate() {
        let game = error
            .location()
            .and_then(|_| streamed.error_games.get(index).copied().flatten());
        push_capped(&mut errors, error.diagnostic(game));
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

/// Reads a format that is read whole (SGF, XG) from a stream and validates it
/// with `validate`; a stream longer than `limit` bytes is refused with the one
/// error that says so, rather than held in memory.
pub(crate) fn validate_read_whole(
    input: impl Read,
    limit: u64,
    what: &'static str,
    dialect: Dialect,
    validate: impl FnOnce(&[u8]) -> ValidationReport,
) -> std::io::Result<ValidationReport> {
    let mut whole = Vec::new();
    input
        .take(limit.saturating_add(1))
        .read_to_end(&mut whole)?;
    if u64::try_from(whole.len()).is_ok_and(|len| len <= limit) {
        return Ok(validate(&whole));
    }
    let error = ReadErrorKind::TooMuch {
        what,
        limit: usize::try_from(limit).unwrap_or(usize::MAX),
    };
    Ok(ValidationReport::refused(Some(dialect), error.to_string()))
}

/// The report on the matches a reader read whole (SGF, XG; one, but for SGF
/// files joined end to end): the reader's `read_errors`, each with its game,
/// then the replay's errors, and the replay's warnings; each list in input
/// order.
pub(crate) fn read_whole_report(
    matches: &[Match],
    read_errors: &[(ReadError, Option<u32>)],
    variant: Option<crate::rules::Rules>,
    dialect: Option<Dialect>,
) -> ValidationReport {
    let replayed = replay::replay_matches_with(matches, variant);
    let mut errors = Vec::new();
    for (error, game) in read_errors {
        push_capped(&mut errors, error.diagnostic(*game));
    }
    for error in replayed.errors {
        push_capped(&mut errors, error);
    }
    errors.sort_by_key(|d| (d.line, d.column));
    let mut warnings = replayed.warnings;
    warnings.sort_by_key(|d| (d.line, d.column));
    let games = || matches.iter().flat_map(|m| &m.games);
    let turns = games()
        .flat_map(|g| &g.actions)
        .filter(|a| a.kind.is_turn())
        .count();
    ValidationReport {
        file: None,
        valid: errors.is_empty(),
        dialect,
        games: games().count(),
        turns,
        errors,
        warnings,
        matches: replayed.matches,
    }
}

/// Replays each game as the reader hands it over.
struct Checker {
    replayer: replay::Replayer,
    games: usize,
    turns: usize,
    until: Until,
}

impl reader::Sink for Checker {
    fn game(&mut self, matched: &Match, game: Game, last: bool, _: bool) -> Vec<Action> {
        self.games += 1;
        self.replayer.end_game(matched, &game, last);
        game.actions
    }

    fn action(&mut self, matched: &Match, game: &Game, action: &Action, marks_hits: bool) {
        self.turns += usize::from(action.kind.is_turn());
        // Without a `*` so far, a later one may still show that hits are marked.
        self.replayer
            .action(matched, game, action, marks_hits.then_some(true));
    }

    fn end_match(&mut self, matched: &Match) {
        self.replayer.end_match(matched);
    }

    fn stops_at_first_error(&self) -> bool {
        self.until == Until::FirstError
    }

    fn has_errors(&self) -> bool {
        self.replayer.has_errors()
    }
}
