//! Why a question got no answer: the text at fault, where in it, and what kind of fault.

use crate::board::Roll;
use crate::ids::{IdError, Place};
use crate::notation::ParseError;
use crate::transcript::{ReadError, SgfWriteError, ValidationReport};

/// A question that could not be answered. The message names the text it is
/// about, as the command line prints it; [`QueryError::kind`],
/// [`QueryError::line`] and [`QueryError::column`] locate it for programs.
#[derive(Debug, thiserror::Error)]
pub enum QueryError {
    /// A position argument in none of the accepted forms.
    #[error("`{text}`: not a position: {source}")]
    Position {
        /// The argument as given, trimmed.
        text: String,
        /// What is wrong with it.
        source: IdError,
    },
    /// A position argument naming an eXtreme Gammon position file (.xgp)
    /// that cannot be read.
    #[error("`{path}`: not a position: {reason}")]
    PositionFile {
        /// The argument as given, trimmed.
        path: String,
        /// Why the file does not give a position.
        reason: String,
    },
    /// A position that cannot be written as the identifier asked for.
    #[error("`{text}`: {source}")]
    Unwritable {
        /// The argument as given, trimmed.
        text: String,
        /// Why the identifier cannot be written.
        source: IdError,
    },
    /// A roll that does not read (`3-1`, `31` and `31:` do).
    #[error("`{text}`: not a roll: {source}")]
    Roll {
        /// The roll as given.
        text: String,
        /// Where and why it does not read.
        source: ParseError,
    },
    /// A roll given for a position that carries other dice.
    #[error("`{text}`: the position's dice are {own}, not {given}")]
    OtherDice {
        /// The position argument, trimmed.
        text: String,
        /// The dice the position carries.
        own: Roll,
        /// The roll given with it.
        given: Roll,
    },
    /// No roll given for a position that carries no dice.
    #[error("`{text}`: no roll is given and the position carries no dice")]
    NoDice {
        /// The position argument, trimmed.
        text: String,
    },
    /// A position that has no game value under the rules (a game not
    /// finished, a cube the rules do not have).
    #[error("`{text}`: {source}")]
    Score {
        /// The position argument, trimmed.
        text: String,
        /// Why there is no value.
        source: crate::rules::ScoreError,
    },
    /// A match an input of several (match files joined end to end) does
    /// not have.
    #[error("{}", no_such_match(*.number, *.count))]
    NoSuchMatch {
        /// The match asked for, from 1.
        number: usize,
        /// How many matches the input holds.
        count: usize,
    },
    /// A game a transcript does not have.
    #[error("there is no game {game}; the games are {}", list(.games))]
    NoSuchGame {
        /// The game asked for, by the number on its ` Game N` line.
        game: u32,
        /// The games the transcript has.
        games: Vec<u32>,
    },
    /// A turn of a game that has no position.
    #[error("game {game}, {at}: {reason}")]
    NoPosition {
        /// The game.
        game: u32,
        /// Where in the game: a turn, as the export's `index` counts them,
        /// a move number, or the end.
        at: super::TurnAt,
        /// Why there is none: no such turn, or the replay stopped before it.
        reason: String,
    },
    /// A play that is not Magriel notation.
    #[error("`{text}`: not a play: column {}: {source}", source.column)]
    Play {
        /// The play as given.
        text: String,
        /// Where and why it does not read.
        source: ParseError,
    },
    /// A record (`4-2 8/4 6/4`) that is not Magriel notation.
    #[error("{source}")]
    Record {
        /// Where and why it does not read.
        source: ParseError,
    },
    /// A play that reads but that the rules do not allow with that roll.
    #[error("{written} is not a legal play of {roll} here: {reason}\n  = hint: {hint}")]
    IllegalPlay {
        /// The play as written, quoted, or `an empty play`.
        written: String,
        /// The roll it was to be played with.
        roll: Roll,
        /// Which rule it breaks.
        reason: String,
        /// Some legal plays of the roll.
        hint: String,
    },
    /// A transcript whose validation found errors.
    #[error("the transcript is not valid: {}", first_error(.0))]
    Invalid(Box<ValidationReport>),
    /// Text that validates but cannot be read as one match.
    #[error("the text cannot be read as a transcript: {0}")]
    Unreadable(ReadError),
    /// A rewritten transcript that would not hold the same match: a bug in
    /// bgkit, never hidden.
    #[error("{0} (this is a bug in bgkit; please report it)")]
    Unfaithful(String),
    /// An answer that serde_json cannot write: a bug in bgkit (every answer
    /// is plain data with string keys), never hidden behind an empty one.
    #[error("the answer cannot be written as JSON: {0} (this is a bug in bgkit; please report it)")]
    Json(serde_json::Error),
    /// A match the format asked for cannot record (a beaver in SGF).
    #[error("{0}")]
    NotWritable(SgfWriteError),
    /// A player's name (read from SGF) that a .mat score line cannot hold:
    /// written there, it reads back as another name or not at all
    /// (`a : 2 b`, `Game 0`, `a,1500`).
    #[error(
        "player {player}'s name `{name}` cannot be written on a .mat score line, which would read it otherwise"
    )]
    NameNotWritable {
        /// 1 or 2.
        player: usize,
        /// The name, shortened.
        name: String,
    },
    /// A rewritten line longer than a transcript line may be, which would
    /// not read back: a line near the limit in the input that grows as
    /// written (a legacy encoding's text written as UTF-8, a header's
    /// spacing made canonical).
    #[error(
        "line {line} would be {length} bytes long written as .mat, and transcript lines are at most {limit} bytes"
    )]
    LineTooLong {
        /// The line of the rewritten text, 1-based.
        line: usize,
        /// Its length in bytes.
        length: usize,
        /// The longest a line may be.
        limit: usize,
    },
    /// A game whose board or cube the file sets (an edited game, or a game
    /// started at a cube above 1 by automatic doubles, which SGF records): a
    /// .mat transcript has no way to write it, and read back it would be
    /// another game.
    #[error(
        "game {game} sets the board or the cube (an edited game, or automatic doubles), which a .mat transcript cannot record"
    )]
    EditedGame {
        /// The game's number.
        game: u32,
    },
}

/// Numbers as a list, `1, 2, 3`.
fn list(numbers: &[u32]) -> String {
    numbers
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The words of [`QueryError::NoSuchMatch`]: the match asked for, and the
/// matches there are.
fn no_such_match(number: usize, count: usize) -> String {
    let holds = match count {
        0 => "the input holds no match".to_string(),
        1 => "the input holds one match".to_string(),
        _ => format!("the input holds {count} matches (--match 1 to {count})"),
    };
    format!("there is no match {number}; {holds}")
}

/// The first error of an invalid report, for the message.
fn first_error(report: &ValidationReport) -> String {
    report
        .errors
        .first()
        .map_or_else(|| "no error was recorded".into(), ToString::to_string)
}

impl QueryError {
    /// What kind of fault, as a short kebab-case word: `position`, `roll`,
    /// `play`, `record`, `illegal-play`, `match`, `turn`, `score`, the
    /// validation kind of a transcript's first error (`illegal-play`,
    /// `syntax`, ...), `unreadable`, `not-writable` or `internal`.
    pub fn kind(&self) -> &'static str {
        match self {
            QueryError::Position { .. }
            | QueryError::Unwritable { .. }
            | QueryError::PositionFile { .. } => "position",
            QueryError::Roll { .. } | QueryError::OtherDice { .. } | QueryError::NoDice { .. } => {
                "roll"
            }
            QueryError::Score { .. } => "score",
            QueryError::NoSuchMatch { .. } => "match",
            QueryError::NoSuchGame { .. } | QueryError::NoPosition { .. } => "turn",
            QueryError::Play { .. } => "play",
            QueryError::Record { .. } => "record",
            QueryError::IllegalPlay { .. } => "illegal-play",
            QueryError::Invalid(report) => {
                report.errors.first().map_or("invalid", |e| e.kind.as_str())
            }
            QueryError::Unreadable(_) => "unreadable",
            QueryError::Unfaithful(_) | QueryError::Json(_) => "internal",
            QueryError::NotWritable(_)
            | QueryError::NameNotWritable { .. }
            | QueryError::LineTooLong { .. }
            | QueryError::EditedGame { .. } => "not-writable",
        }
    }

    /// The 1-based line of the fault in a transcript; 1 for one-line input
    /// (a position, a roll, a play, a record); 0 when it is about the whole text.
    pub fn line(&self) -> u32 {
        match self {
            QueryError::Invalid(report) => report.errors.first().map_or(0, |e| e.line),
            QueryError::Unreadable(error) => error.location().map_or(0, |l| l.line),
            QueryError::Unfaithful(_)
            | QueryError::Json(_)
            | QueryError::NotWritable(_)
            | QueryError::NoSuchMatch { .. }
            | QueryError::NoSuchGame { .. }
            | QueryError::NoPosition { .. }
            | QueryError::NameNotWritable { .. }
            | QueryError::LineTooLong { .. }
            | QueryError::EditedGame { .. } => 0,
            _ => 1,
        }
    }

    /// The 1-based column of the fault, in characters; 0 when unknown.
    pub fn column(&self) -> u32 {
        let column = match self {
            QueryError::Position { source, .. } | QueryError::Unwritable { source, .. } => {
                id_column(source)
            }
            QueryError::Roll { source, .. }
            | QueryError::Play { source, .. }
            | QueryError::Record { source } => source.column,
            QueryError::Invalid(report) => {
                return report.errors.first().map_or(0, |e| e.column);
            }
            QueryError::Unreadable(error) => return error.location().map_or(0, |l| l.column),
            QueryError::IllegalPlay { .. }
            | QueryError::OtherDice { .. }
            | QueryError::NoDice { .. }
            | QueryError::Score { .. }
            | QueryError::NoSuchMatch { .. }
            | QueryError::NoSuchGame { .. }
            | QueryError::NoPosition { .. }
            | QueryError::PositionFile { .. }
            | QueryError::Unfaithful(_)
            | QueryError::Json(_)
            | QueryError::NotWritable(_)
            | QueryError::NameNotWritable { .. }
            | QueryError::LineTooLong { .. }
            | QueryError::EditedGame { .. } => 0,
        };
        u32::try_from(column).unwrap_or(u32::MAX)
    }
}

/// The column an identifier error points at, when it points at one.
fn id_column(error: &IdError) -> usize {
    match error {
        IdError::BadCharacter { column, .. } => *column,
        IdError::BadField {
            at: Place::Column(column),
            ..
        } => *column,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use crate::query;

    #[test]
    fn a_record_that_does_not_read_is_located_at_its_column_on_line_one() {
        // Given a repeat count no play can have
        let error = query::parse("6/4(99999)").unwrap_err();

        // Then the error points at the count
        assert_eq!(
            (error.kind(), error.line(), error.column()),
            ("record", 1, 5)
        );
    }

    #[test]
    fn a_bad_field_of_an_xgid_is_located_at_its_column() {
        // Given an XGID whose turn field is 7
        let error = query::pips("XGID=-b----E-C---eE---c-e----B-:0:0:7:00:0:0:0:0:10").unwrap_err();

        // Then the error names the position and points at the field
        assert_eq!((error.kind(), error.column()), ("position", 37));
        assert!(error.to_string().starts_with("`XGID=-b----E-C"));
    }

    #[test]
    fn an_illegal_play_is_its_own_kind_with_a_hint() {
        let error = query::play("start", "6-5", "24/12").unwrap_err();
        assert_eq!(error.kind(), "illegal-play");
        assert!(error.to_string().contains("= hint: "));
    }

    #[test]
    fn a_match_beyond_the_last_is_its_own_kind_naming_how_many_there_are() {
        // Given two matches joined end to end
        let text = include_bytes!("../../fixtures/hostile/two-matches.mat");

        // When a turn of the third is asked for
        let error = query::transcript_position(text, 3, 1, query::TurnAt::Index(1), false, None)
            .unwrap_err();

        // Then the error says there are two, and the second is there
        assert!(matches!(
            error,
            super::QueryError::NoSuchMatch {
                number: 3,
                count: 2
            }
        ));
        assert_eq!((error.kind(), error.line()), ("match", 0));
        assert_eq!(
            error.to_string(),
            "there is no match 3; the input holds 2 matches (--match 1 to 2)"
        );
        let second =
            query::transcript_position(text, 2, 1, query::TurnAt::Index(1), false, None).unwrap();
        let first =
            query::transcript_position(text, 1, 1, query::TurnAt::Index(1), false, None).unwrap();
        assert_ne!(first.xgid, second.xgid);
    }

    #[test]
    fn a_refused_transcript_is_located_at_its_first_error() {
        // Given a transcript whose second play is illegal
        let text = b" 1 point match\n\n Game 1\n A : 0    B : 0\n  1) 31: 8/5 6/5    42: 8/2 6/2\n";
        let report = crate::transcript::validate(text);

        // When it is exported without force
        let error = query::checked_export(text, &report, false).unwrap_err();

        // Then the error is the report's first error
        let first = &report.errors[0];
        assert_eq!(
            (error.kind(), error.line(), error.column()),
            (first.kind.as_str(), first.line, first.column)
        );
    }
}
