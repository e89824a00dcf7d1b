//! The validation report: one per file, with every error and warning found.

use crate::rules::RulesApplied;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::model::{Dialect, Location, Match, Player, Span};
use super::rules::Ending;

/// What kind of problem a diagnostic describes. Serialised in kebab-case
/// (`illegal-play`), which is part of the JSON contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiagnosticKind {
    /// Text that is not part of a transcript.
    Syntax,
    /// A match length that cannot be right.
    MatchLength,
    /// A play the rules do not allow.
    IllegalPlay,
    /// A roll by the player who is not on roll.
    WrongTurn,
    /// A ` Game N` line whose scores disagree with the games before it.
    WrongScore,
    /// A result whose points or winner disagree with the game.
    WrongResult,
    /// A game (other than an unfinished last one) without a result.
    MissingResult,
    /// A double by a player who may not double now.
    CubeOutOfTurn,
    /// A double in the Crawford game.
    CrawfordDouble,
    /// A cube value that is not twice the previous one, or above the limit.
    WrongCube,
    /// A beaver where beavers are not allowed.
    Beaver,
    /// An action that cannot follow what came before (a take after a drop ...).
    UnexpectedAction,
    /// Hits marked with `*` that disagree with the real hits (warning).
    HitMarks,
    /// Something a writer does that is legal but unusual (warning).
    WriterQuirk,
    /// Game numbers that do not count up by one (warning).
    GameNumber,
    /// Move numbers that skip within a game, so that rows may be lost (warning).
    MoveNumber,
    /// A player's name that changes between games (warning).
    PlayerName,
    /// The transcript stops before the match is over (warning).
    Unfinished,
    /// More diagnostics were found than a report keeps.
    TooManyErrors,
    /// A match played under a variant bgkit does not replay: one that
    /// starts from another board (Nackgammon, Hypergammon).
    Variant,
}

impl DiagnosticKind {
    /// The kebab-case name used in JSON and in text output.
    pub fn as_str(self) -> &'static str {
        match self {
            DiagnosticKind::Syntax => "syntax",
            DiagnosticKind::MatchLength => "match-length",
            DiagnosticKind::IllegalPlay => "illegal-play",
            DiagnosticKind::WrongTurn => "wrong-turn",
            DiagnosticKind::WrongScore => "wrong-score",
            DiagnosticKind::WrongResult => "wrong-result",
            DiagnosticKind::MissingResult => "missing-result",
            DiagnosticKind::CubeOutOfTurn => "cube-out-of-turn",
            DiagnosticKind::CrawfordDouble => "crawford-double",
            DiagnosticKind::WrongCube => "wrong-cube",
            DiagnosticKind::Beaver => "beaver",
            DiagnosticKind::UnexpectedAction => "unexpected-action",
            DiagnosticKind::HitMarks => "hit-marks",
            DiagnosticKind::WriterQuirk => "writer-quirk",
            DiagnosticKind::GameNumber => "game-number",
            DiagnosticKind::MoveNumber => "move-number",
            DiagnosticKind::PlayerName => "player-name",
            DiagnosticKind::Unfinished => "unfinished",
            DiagnosticKind::TooManyErrors => "too-many-errors",
            DiagnosticKind::Variant => "variant",
        }
    }
}

impl DiagnosticKind {
    /// Every kind, in the order the README lists them (a new kind joins
    /// them, or its name does not parse).
    pub const ALL: [DiagnosticKind; 20] = [
        DiagnosticKind::Syntax,
        DiagnosticKind::MatchLength,
        DiagnosticKind::IllegalPlay,
        DiagnosticKind::WrongTurn,
        DiagnosticKind::WrongScore,
        DiagnosticKind::WrongResult,
        DiagnosticKind::MissingResult,
        DiagnosticKind::CubeOutOfTurn,
        DiagnosticKind::CrawfordDouble,
        DiagnosticKind::WrongCube,
        DiagnosticKind::Beaver,
        DiagnosticKind::UnexpectedAction,
        DiagnosticKind::HitMarks,
        DiagnosticKind::WriterQuirk,
        DiagnosticKind::GameNumber,
        DiagnosticKind::MoveNumber,
        DiagnosticKind::PlayerName,
        DiagnosticKind::Unfinished,
        DiagnosticKind::TooManyErrors,
        DiagnosticKind::Variant,
    ];
}

/// A name that is not one of [`DiagnosticKind`]'s.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a kind of diagnostic; the kinds are {names}", names = kind_names())]
pub struct UnknownKind(pub String);

/// The kinds' names, comma-separated, for [`UnknownKind`]'s message.
fn kind_names() -> String {
    let names: Vec<&str> = DiagnosticKind::ALL.iter().map(|k| k.as_str()).collect();
    names.join(", ")
}

impl std::str::FromStr for DiagnosticKind {
    type Err = UnknownKind;

    /// A kind by its kebab-case name, as JSON and text output write it.
    fn from_str(name: &str) -> Result<DiagnosticKind, UnknownKind> {
        DiagnosticKind::ALL
            .into_iter()
            .find(|kind| kind.as_str() == name)
            .ok_or_else(|| UnknownKind(name.to_string()))
    }
}

impl fmt::Display for DiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One problem, with where it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// 1-based line (0 when the problem is about the whole input).
    pub line: u32,
    /// 1-based column (0 when the problem is about the whole input).
    pub column: u32,
    /// The bytes of the input the problem is about, in the text the reader
    /// read (for eXtreme Gammon's binary files, the uncompressed match
    /// records); empty when it is about the whole input.
    #[serde(default)]
    pub span: Span,
    /// The number of the game it is in, if any.
    pub game: Option<u32>,
    /// What kind of problem.
    pub kind: DiagnosticKind,
    /// A full sentence: what was expected and what was found.
    pub message: String,
    /// Help, such as legal plays for an illegal one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub hint: Option<String>,
}

impl Diagnostic {
    /// A diagnostic at a location.
    pub fn at(
        location: Location,
        game: Option<u32>,
        kind: DiagnosticKind,
        message: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic {
            line: location.line,
            column: location.column,
            span: location.span,
            game,
            kind,
            message: message.into(),
            hint: None,
        }
    }

    /// The same diagnostic with a hint.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Diagnostic {
        self.hint = Some(hint.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}: ", self.line, self.column)?;
        }
        write!(f, "{}: {}", self.kind, self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, " ({hint})")?;
        }
        Ok(())
    }
}

/// The verdict on one transcript.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValidationReport {
    /// The file name, when the caller gave one (see [`ValidationReport::for_file`]).
    pub file: Option<String>,
    /// No errors were found (warnings allowed).
    pub valid: bool,
    /// The writer whose dialect was recognised, when the input was a transcript at all.
    pub dialect: Option<Dialect>,
    /// Games read.
    pub games: usize,
    /// Turns read, as `export` numbers them: every roll with its play and
    /// every action (double, take, drop, beaver, resignation), but not the
    /// result lines that end games.
    pub turns: usize,
    /// Rule breaks and unreadable text, in input order.
    pub errors: Vec<Diagnostic>,
    /// Writer quirks and other things worth knowing, in input order.
    pub warnings: Vec<Diagnostic>,
    /// Each match of the input (usually one) as the replay counted it: its
    /// players, length, final score, winner and every game's result. At most
    /// [`MAX_SUMMARIES`] matches and [`MAX_SUMMARY_GAMES`] games are listed.
    #[serde(default)]
    pub matches: Vec<MatchSummary>,
}

/// A match as the replay counted it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSummary {
    /// The players' names, player 0 (the left column) first.
    pub players: [String; 2],
    /// Points to win the match; 0 for money play.
    pub length: u32,
    /// The score after the last game counted, player 0 first.
    pub score: [u32; 2],
    /// The player (0 or 1) who reached the match length, if one did.
    pub winner: Option<u8>,
    /// Every game in order, decided or not.
    pub games: Vec<GameSummary>,
    /// The rules the match was checked under (standard unless the command
    /// line or the headers chose others).
    #[serde(default)]
    pub rules: RulesApplied,
}

/// How one game ended, as the replay counted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    /// The number on its ` Game N` line.
    pub number: u32,
    /// The winner, 0 or 1; `None` when the game was not decided (unfinished,
    /// or stopped by an error).
    pub winner: Option<u8>,
    /// The points the game counts by the rules; `None` when not decided.
    pub points: Option<u32>,
    /// How it was won; `None` when not decided.
    pub how: Option<Ending>,
}

impl MatchSummary {
    /// The summary of `matched` (whose players and length it takes) at
    /// `score`, won by `winner`, with `games`.
    pub(crate) fn of(
        matched: &Match,
        score: [u32; 2],
        winner: Option<Player>,
        games: Vec<GameSummary>,
        rules: RulesApplied,
    ) -> MatchSummary {
        let [first, second] = &matched.players;
        MatchSummary {
            players: [first.name.clone(), second.name.clone()],
            length: matched.length,
            score,
            winner: winner.map(player_number),
            games,
            rules,
        }
    }
}

impl GameSummary {
    /// Game `number`, decided for `winner` at `points` by `how`, or undecided.
    pub(crate) fn of(number: u32, decided: Option<(Player, u32, Ending)>) -> GameSummary {
        GameSummary {
            number,
            winner: decided.map(|(winner, _, _)| player_number(winner)),
            points: decided.map(|(_, points, _)| points),
            how: decided.map(|(_, _, how)| how),
        }
    }
}

/// A player as JSON numbers them: 0 for the left column, 1 for the right.
pub(crate) fn player_number(player: Player) -> u8 {
    match player {
        Player::One => 0,
        Player::Two => 1,
    }
}

/// The most matches a report lists in [`ValidationReport::matches`]; an input
/// of many matches joined end to end lists its first.
pub const MAX_SUMMARIES: usize = 1000;

/// The most games a report lists over all its matches, so that a long input
/// keeps its report small; the games beyond are counted but not listed.
pub const MAX_SUMMARY_GAMES: usize = 10_000;

impl ValidationReport {
    /// The same report naming the file it is about.
    pub fn for_file(mut self, file: impl Into<String>) -> ValidationReport {
        self.file = Some(file.into());
        self
    }

    /// The report on an input refused whole (too long to read, or unreadable
    /// as a stream): invalid, with the one `syntax` error `message` about the
    /// whole input, and the `dialect` when the format is known.
    pub(crate) fn refused(dialect: Option<Dialect>, message: String) -> ValidationReport {
        ValidationReport {
            file: None,
            valid: false,
            dialect,
            games: 0,
            turns: 0,
            errors: vec![Diagnostic::at(
                Location::whole_input(),
                None,
                DiagnosticKind::Syntax,
                message,
            )],
            warnings: Vec::new(),
            matches: Vec::new(),
        }
    }
}

/// The most errors one report keeps; random input would otherwise give one per line.
pub const MAX_DIAGNOSTICS: usize = 1000;

/// Appends diagnostics up to [`MAX_DIAGNOSTICS`], then one saying that more were dropped.
pub(crate) fn push_capped(list: &mut Vec<Diagnostic>, diagnostic: Diagnostic) {
    if list.len() < MAX_DIAGNOSTICS {
        list.push(diagnostic);
    } else if list.len() == MAX_DIAGNOSTICS {
        list.push(Diagnostic {
            line: diagnostic.line,
            column: diagnostic.column,
            span: diagnostic.span,
            game: diagnostic.game,
            kind: DiagnosticKind::TooManyErrors,
            message: format!("more than {MAX_DIAGNOSTICS} problems; the rest are not listed"),
            hint: None,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_keeps_a_bounded_number_of_diagnostics() {
        let mut list = Vec::new();
        let diagnostic = Diagnostic::at(Location::default(), None, DiagnosticKind::Syntax, "bad");
        for _ in 0..MAX_DIAGNOSTICS + 50 {
            push_capped(&mut list, diagnostic.clone());
        }
        assert_eq!(list.len(), MAX_DIAGNOSTICS + 1);
        assert_eq!(list[MAX_DIAGNOSTICS].kind, DiagnosticKind::TooManyErrors);
    }

    #[test]
    fn every_kind_is_listed_once_and_read_back_from_its_name() {
        // Given every kind, by a match that a new kind stops compiling (and
        // whose arm then names the list it must join)
        let listed = |kind: DiagnosticKind| match kind {
            DiagnosticKind::Syntax
            | DiagnosticKind::MatchLength
            | DiagnosticKind::IllegalPlay
            | DiagnosticKind::WrongTurn
            | DiagnosticKind::WrongScore
            | DiagnosticKind::WrongResult
            | DiagnosticKind::MissingResult
            | DiagnosticKind::CubeOutOfTurn
            | DiagnosticKind::CrawfordDouble
            | DiagnosticKind::WrongCube
            | DiagnosticKind::Beaver
            | DiagnosticKind::UnexpectedAction
            | DiagnosticKind::HitMarks
            | DiagnosticKind::WriterQuirk
            | DiagnosticKind::GameNumber
            | DiagnosticKind::MoveNumber
            | DiagnosticKind::PlayerName
            | DiagnosticKind::Unfinished
            | DiagnosticKind::TooManyErrors
            | DiagnosticKind::Variant => DiagnosticKind::ALL.contains(&kind),
        };

        // Then each is in the list once, and its name reads back as it
        for (i, kind) in DiagnosticKind::ALL.into_iter().enumerate() {
            assert!(listed(kind));
            assert!(!DiagnosticKind::ALL[..i].contains(&kind), "{kind} twice");
            assert_eq!(kind.as_str().parse::<DiagnosticKind>(), Ok(kind));
        }
        let unknown = "writer-quirks".parse::<DiagnosticKind>().unwrap_err();
        assert!(
            unknown
                .to_string()
                .contains("the kinds are syntax, match-length")
        );
    }
}
