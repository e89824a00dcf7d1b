//! The .mat reader: lines to a [`Match`], whichever program wrote them.
//!
//! Lines are classified by their first tokens (header comment, match length,
//! ` Game N`, score line, turn line). Turn lines are split into cells by tokens
//! (see [`super::cells`]); a line with a single cell gives it to the left or the
//! right player by its column, compared with where the right column starts in
//! the game's score line. A file whose first line is a turn (a roll with its
//! play, a dance, or `51: ???`) is a plain game record: one turn per line,
//! players alternating, player 1 first. A cube answer there is the opponent's of
//! the player about to roll; a `???` alone is the resignation of the player about
//! to roll, or, while a double awaits its answer, of the player who must answer
//! it; a result line is about the last roller (the doubler, after a drop).
//!
//! Reading goes on after an error: the rest of the game is skipped and reading
//! resumes at the next ` Game N` line, so that one report can list every problem.
//!
//! The reader hands each game to a [`Sink`]. [`read_match`] keeps them all in a
//! [`Match`]; a streaming validation ([`read_stream`]) replays each action as it
//! is read and keeps none, so its memory does not grow with the input. There a
//! ` N point match` header after games starts a new match (files joined end to
//! end), while [`read_match`], which returns one match, reports it as an error.
//! Limits: [`MAX_GAMES`] per match and [`MAX_ACTIONS`] per game say what no real
//! transcript exceeds; [`super::MAX_LINE_BYTES`] per line; reading stops after
//! [`super::MAX_DIAGNOSTICS`] errors.

use super::cells::{self, CellError, Content, MAX_POINTS};
use super::dialect::{Features, detect};
use super::error::{ReadError, ReadErrorKind, excerpt};
use super::model::{
    Action, ActionKind, Dialect, Game, HeaderField, Location, Match, Player, PlayerInfo,
    WrittenMove, WrittenMoves,
};
use super::report::{Diagnostic, DiagnosticKind};
use super::text::{Line, Lines, LongLine};
use crate::board::{BAR, OFF};
use crate::notation::parse_moves_into;

/// The longest match the reader accepts, in points.
pub const MAX_MATCH_LENGTH: u64 = 9999;

/// Reads a transcript. Fails at the first text that cannot be read; use
/// [`super::validate`] to list every problem instead.
pub fn read_match(input: &[u8]) -> Result<Match, ReadError> {
    let reading = read(input);
    match reading.errors.into_iter().next() {
        Some(error) => Err(error),
        None => Ok(reading.matched),
    }
}

/// Everything the reader found: the match as far as it could be read, the
/// errors, and writer quirks worth a warning.
pub(crate) struct Reading {
    pub matched: Match,
    pub errors: Vec<ReadError>,
    pub warnings: Vec<Diagnostic>,
    /// The input held a match header, a game or a turn at all.
    pub recognised: bool,
}

/// Where the reader hands each game once it is read to its end.
pub(crate) trait Sink {
    /// A game has been read. `last`: no other game of its match follows.
    /// `marks_hits`: some play read so far marks a hit with `*`. Returns an
    /// empty action list for the reader to fill again (reusing its memory).
    fn game(&mut self, matched: &Match, game: Game, last: bool, marks_hits: bool) -> Vec<Action>;

    /// An action of `game` has been read (streaming only: otherwise actions
    /// are kept in the game).
    fn action(&mut self, matched: &Match, game: &Game, action: &Action, marks_hits: bool);

    /// A new ` N point match` header follows the games of `matched` (only when
    /// reading several matches).
    fn end_match(&mut self, matched: &Match);
}

/// Keeps every game, for [`read`].
struct Collect(Vec<Game>);

impl Sink for Collect {
    fn game(&mut self, _: &Match, game: Game, _: bool, _: bool) -> Vec<Action> {
        self.0.push(game);
        Vec::new()
    }

    fn action(&mut self, _: &Match, _: &Game, _: &Action, _: bool) {}

    fn end_match(&mut self, _: &Match) {}
}

/// Reads as much as possible, collecting errors.
pub(crate) fn read(input: &[u8]) -> Reading {
    let mut reader = Reader::new(Collect(Vec::new()), false);
    for line in Lines::new(input) {
        if !reader.next_line(line) {
            break;
        }
    }
    let (mut reading, collect, _) = reader.finish();
    reading.matched.games = collect.0;
    reading
}

/// What a streaming read found besides the games handed to the sink.
pub(crate) struct Streamed<S> {
    /// The last match's header fields, players and length (no games).
    pub matched: Match,
    pub errors: Vec<ReadError>,
    /// For each error, the number of the game it is in.
    pub error_games: Vec<Option<u32>>,
    pub warnings: Vec<Diagnostic>,
    pub recognised: bool,
    /// Some play marks a hit with `*`.
    pub marks_hits: bool,
    pub sink: S,
}

/// Reads a stream line by line, handing each game to `sink` as soon as the
/// next one starts (or the input ends), so that memory holds one game.
///
/// Unlike [`read`], a ` N point match` header after games starts a new match:
/// files that hold several matches one after another (as written by joining
/// match files) are read match by match.
pub(crate) fn read_stream<S: Sink>(
    input: impl std::io::BufRead,
    sink: S,
) -> std::io::Result<Streamed<S>> {
    let mut reader = Reader::new(sink, true);
    super::text::for_each_line(input, |line| reader.next_line(line))?;
    let error_games = std::mem::take(&mut reader.error_games);
    let marks_hits = reader.marks_hits;
    let (reading, sink, _) = reader.finish();
    Ok(Streamed {
        matched: reading.matched,
        errors: reading.errors,
        error_games,
        warnings: reading.warnings,
        recognised: reading.recognised,
        marks_hits,
        sink,
    })
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    /// Before the match header or the first game.
    Preamble,
    /// A match transcript with ` Game N` lines.
    Match,
    /// A plain game record: one turn per line.
    Plain,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    /// Reading normally.
    Reading,
    /// A ` Game N` line was read; its score line comes next.
    ScoreLine,
    /// After an error: skipping to the next ` Game N` line.
    Skipping,
}

struct Reader<S> {
    matched: Match,
    /// The game being read; handed to the sink when the next one starts.
    current: Option<Game>,
    sink: S,
    errors: Vec<ReadError>,
    /// For each error, the number of the game being read when it was found.
    error_games: Vec<Option<u32>>,
    warnings: Vec<Diagnostic>,
    mode: Mode,
    state: State,
    features: Features,
    seen_length: bool,
    /// A ` N point match` header after games starts a new match.
    several_matches: bool,
    /// Header comments read since the last game, for the next match's header.
    next_headers: Vec<HeaderField>,
    /// Games of the current match read so far, for [`MAX_GAMES`].
    games_in_match: usize,
    /// Games of the whole input.
    games_read: usize,
    /// Actions of the current game, for [`MAX_ACTIONS`].
    actions_in_game: usize,
    /// Some play marks a hit with `*`.
    marks_hits: bool,
    /// Column where the right player's cells start, from the score line.
    right_column: u32,
    /// Plain records: who acts next, and who rolled last.
    plain_next: Player,
    plain_last_roller: Player,
    /// Plain records: a double awaits its answer.
    plain_double_pending: bool,
    /// Reading stopped for good.
    stopped: bool,
    /// Reused for every turn's moves, so reading a play allocates nothing.
    scratch: Vec<crate::notation::SpannedMove>,
    /// An emptied action list from a game the sink is done with.
    spare_actions: Vec<Action>,
}

/// The most actions (rolls, cube actions, results) one game may hold. Real
/// games hold a few hundred. [`read_match`] keeps every action, so the limit
/// bounds the memory one game takes there; a streaming validation replays each
/// action as it is read and keeps none.
pub const MAX_ACTIONS: usize = 1_000_000;
/// The most games one match may hold (a file of several matches may hold more
/// in all: each ` N point match` header starts counting again).
pub const MAX_GAMES: usize = 100_000;
/// The most header comment lines kept between two matches of one input.
const MAX_PENDING_HEADERS: usize = 1000;

/// Where a left player's cell starts on a typical line (`  1) 31: ...`).
pub(super) const LEFT_COLUMN: u32 = 6;
/// Where the right column starts when a game has no usable score line.
const DEFAULT_RIGHT_COLUMN: u32 = 34;

impl<S: Sink> Reader<S> {
    fn new(sink: S, several_matches: bool) -> Reader<S> {
        Reader {
            matched: Match {
                dialect: Dialect::Generic,
                length: 0,
                players: Default::default(),
                headers: Vec::new(),
                games: Vec::new(),
            },
            current: None,
            sink,
            errors: Vec::new(),
            error_games: Vec::new(),
            warnings: Vec::new(),
            mode: Mode::Preamble,
            state: State::Reading,
            features: Features::default(),
            seen_length: false,
            several_matches,
            next_headers: Vec::new(),
            games_in_match: 0,
            games_read: 0,
            actions_in_game: 0,
            marks_hits: false,
            right_column: DEFAULT_RIGHT_COLUMN,
            plain_next: Player::One,
            plain_last_roller: Player::One,
            plain_double_pending: false,
            stopped: false,
            scratch: Vec::new(),
            spare_actions: Vec::new(),
        }
    }

    /// Reads one line; false once reading has stopped for good.
    fn next_line(&mut self, line: Result<Line<'_>, LongLine>) -> bool {
        match line {
            Ok(line) => self.line(&line),
            Err(long) => self.long_line(long),
        }
        !(self.stopped || self.errors.len() > super::report::MAX_DIAGNOSTICS)
    }

    /// Keeps a warning, up to one more than a report shows.
    fn warn(&mut self, diagnostic: Diagnostic) {
        if self.warnings.len() <= super::report::MAX_DIAGNOSTICS {
            self.warnings.push(diagnostic);
        }
    }

    /// Hands the current game to the sink.
    fn hand_over(&mut self, last: bool) {
        if let Some(game) = self.current.take() {
            self.spare_actions = self.sink.game(&self.matched, game, last, self.marks_hits);
        }
    }

    /// Starts reading a game.
    fn start_game(&mut self, number: u32, location: Location) {
        self.hand_over(false);
        self.games_in_match += 1;
        self.games_read += 1;
        self.actions_in_game = 0;
        self.next_headers.clear();
        let mut actions = std::mem::take(&mut self.spare_actions);
        actions.clear();
        self.current = Some(Game {
            number,
            location,
            score: [0, 0],
            score_locations: None,
            actions,
            unreadable: false,
        });
    }

    /// Ends the current match at a new ` N point match` line: its last game
    /// goes to the sink, and the next match starts from nothing but the header
    /// comments read since that game.
    fn start_match(&mut self) {
        self.hand_over(true);
        self.sink.end_match(&self.matched);
        self.matched.headers = std::mem::take(&mut self.next_headers);
        self.matched.length = 0;
        self.matched.players = Default::default();
        self.games_in_match = 0;
        self.mode = Mode::Preamble;
        self.state = State::Reading;
        self.right_column = DEFAULT_RIGHT_COLUMN;
    }

    fn finish(mut self) -> (Reading, S, Features) {
        self.hand_over(true);
        let recognised = self.seen_length || self.games_read > 0;
        if !recognised && self.errors.is_empty() {
            self.errors.push(ReadError::empty());
        }
        if self.mode == Mode::Match && self.games_read == 0 && self.errors.is_empty() {
            self.errors.push(ReadError::empty());
        }
        self.matched.dialect = if self.mode == Mode::Plain {
            Dialect::PlainRecord
        } else {
            detect(&self.matched.headers, &self.features)
        };
        let reading = Reading {
            matched: self.matched,
            errors: self.errors,
            warnings: self.warnings,
            recognised,
        };
        (reading, self.sink, self.features)
    }

    fn long_line(&mut self, long: LongLine) {
        let location = Location {
            line: long.number,
            column: 1,
            span: super::model::Span {
                start: long.start,
                end: long.start + long.length,
            },
        };
        self.fail(ReadError::at(
            location,
            ReadErrorKind::LineTooLong {
                length: long.length,
            },
        ));
    }

    /// Records an error and stops reading: the input is too large to be real.
    fn give_up(&mut self, error: ReadError) {
        self.fail(error);
        self.stopped = true;
    }

    /// Records an error and skips to the next game.
    fn fail(&mut self, error: ReadError) {
        self.errors.push(error);
        self.error_games
            .push(self.current.as_ref().map(|game| game.number));
        if let Some(game) = self.current.as_mut() {
            game.unreadable = true;
        }
        self.state = State::Skipping;
    }

    fn cell_error(&mut self, line: &Line<'_>, error: CellError) {
        let error = match error {
            CellError::Unexpected { range, expected } => ReadError::at(
                line.location(range.clone()),
                ReadErrorKind::Unexpected {
                    expected,
                    found: excerpt(cells::scanned_text(&line.text, range.clone())),
                },
            ),
            CellError::TooLarge { range, what, limit } => ReadError::at(
                line.location(range.clone()),
                ReadErrorKind::NumberTooLarge {
                    what,
                    found: excerpt(cells::scanned_text(&line.text, range.clone())),
                    limit,
                },
            ),
        };
        self.fail(error);
    }

    /// Reads one line, by its first words: a comment, a ` Game N` line, a
    /// ` N point match` line, the score line after ` Game N`, or cells.
    fn line(&mut self, line: &Line<'_>) {
        let text: &str = &line.text;
        let trimmed = trim_line_start(text);
        if trimmed.is_empty() {
            return;
        }
        if trimmed.starts_with(';') {
            self.comment(line);
            return;
        }
        let mut words = cells::tokens(text, 0);
        // A line with more than spaces has a first token.
        let Some(first) = words.next() else {
            return;
        };
        let second = words.next();
        let first_word = cells::scanned_text(text, first.clone());
        if first_word.eq_ignore_ascii_case("game") && self.mode != Mode::Plain {
            self.game_line(line, second, words.next());
            return;
        }
        let second_word = second.map_or("", |range| cells::scanned_text(text, range));
        let length_like =
            second_word.eq_ignore_ascii_case("point") || second_word.eq_ignore_ascii_case("points");
        // A new match's header ends the skipping after an error in the last one.
        let next_match =
            self.several_matches && self.mode == Mode::Match && self.games_in_match > 0;
        if self.state == State::Skipping && !(length_like && next_match) {
            return;
        }
        if length_like {
            self.length_line(line, first, words.next());
        } else if self.state == State::ScoreLine {
            self.score_line(line);
        } else {
            self.cells_line(line, trimmed, first_word, first);
        }
    }

    /// Reads a line of cells (`trimmed` is the line without its leading
    /// spaces, `first_word` its first token, at `first`): a turn line, or, at
    /// the start of the input, the first turn of a plain game record.
    #[inline(always)]
    fn cells_line(
        &mut self,
        line: &Line<'_>,
        trimmed: &str,
        first_word: &str,
        first: std::ops::Range<usize>,
    ) {
        let text: &str = &line.text;
        let body = cells_start(first_word, first.clone());
        let expected = match self.mode {
            Mode::Match if self.current.is_some() => {
                self.turn_line(line, body, false);
                return;
            }
            Mode::Match => "a ` Game N` line before the first turn",
            Mode::Plain => {
                self.turn_line(line, body, true);
                return;
            }
            Mode::Preamble if starts_plain_record(text, body) => {
                self.mode = Mode::Plain;
                // The replay reads plain records by their own rules.
                self.matched.dialect = Dialect::PlainRecord;
                self.start_game(1, line.location(first.start..first.start));
                self.turn_line(line, body, true);
                return;
            }
            Mode::Preamble => {
                "a ` N point match` header, a ` Game N` line, or a turn like `31: 8/5 6/5`"
            }
        };
        self.fail(ReadError::at(
            line.location(first),
            ReadErrorKind::Unexpected {
                expected,
                found: excerpt(trimmed.trim_end()),
            },
        ));
    }

    fn comment(&mut self, line: &Line<'_>) {
        let between_matches = self.several_matches && self.mode == Mode::Match;
        if self.mode != Mode::Preamble && !between_matches {
            return;
        }
        let Some(field) = header_field(&line.text, line.number) else {
            return;
        };
        if self.mode == Mode::Preamble {
            self.matched.headers.push(field);
        } else if self.next_headers.len() < MAX_PENDING_HEADERS {
            // Perhaps the header of a match that follows: kept until a game line
            // (then it was a comment) or a ` N point match` line (then it is).
            self.next_headers.push(field);
        }
    }

    fn length_line(
        &mut self,
        line: &Line<'_>,
        number: std::ops::Range<usize>,
        third: Option<std::ops::Range<usize>>,
    ) {
        let text: &str = &line.text;
        let says_match = third
            .as_ref()
            .and_then(|r| text.get(r.clone()))
            .is_some_and(|w| w.eq_ignore_ascii_case("match"));
        let new_match = self.several_matches
            && says_match
            && self.mode == Mode::Match
            && self.seen_length
            && self.games_in_match > 0;
        if new_match {
            self.start_match();
        }
        if self.mode != Mode::Preamble || !says_match {
            self.fail(ReadError::at(
                line.location(number),
                ReadErrorKind::Unexpected {
                    expected: if says_match {
                        "one ` N point match` header, before the first game"
                    } else {
                        "` N point match`"
                    },
                    found: excerpt(text.trim()),
                },
            ));
            return;
        }
        match cells::number(text, number.clone(), "match length", MAX_MATCH_LENGTH) {
            Ok(length) => {
                self.matched.length = length;
                self.seen_length = true;
                self.mode = Mode::Match;
                self.features.length_line_indented = number.start > 0;
            }
            Err(error) => self.cell_error(line, error),
        }
    }

    fn game_line(
        &mut self,
        line: &Line<'_>,
        number: Option<std::ops::Range<usize>>,
        extra: Option<std::ops::Range<usize>>,
    ) {
        let text: &str = &line.text;
        let Some(number) = number else {
            self.fail(ReadError::at(
                line.location(text.len()..text.len()),
                ReadErrorKind::Unexpected {
                    expected: "a game number after `Game`",
                    found: String::new(),
                },
            ));
            return;
        };
        if let Some(extra) = extra {
            self.fail(ReadError::at(
                line.location(extra.clone()),
                ReadErrorKind::Unexpected {
                    expected: "the end of the ` Game N` line",
                    found: excerpt(cells::scanned_text(text, extra)),
                },
            ));
            return;
        }
        let value = match cells::number(text, number.clone(), "game number", MAX_POINTS) {
            Ok(value) => value,
            Err(error) => {
                self.cell_error(line, error);
                return;
            }
        };
        let start = text.len() - text.trim_start().len();
        if self.games_in_match == MAX_GAMES {
            self.give_up(ReadError::at(
                line.location(start..number.end),
                ReadErrorKind::TooMuch {
                    what: "games",
                    limit: MAX_GAMES,
                },
            ));
            return;
        }
        if self.mode == Mode::Preamble {
            self.mode = Mode::Match;
            // Without a length the games are read as money play; say so, since a
            // match read that way loses its Crawford and match-end checks.
            self.warn(Diagnostic::at(
                line.location(start..number.end),
                Some(value),
                DiagnosticKind::WriterQuirk,
                "there is no ` N point match` line before the first game; the games are read as money play",
            ));
        }
        self.start_game(value, line.location(start..number.end));
        self.state = State::ScoreLine;
    }

    fn score_line(&mut self, line: &Line<'_>) {
        let text: &str = &line.text;
        let Some(score) = parse_score_line(text) else {
            self.fail(ReadError::at(
                line.location(text.len() - text.trim_start().len()..text.len()),
                ReadErrorKind::Unexpected {
                    expected: "a score line like ` name : 0     name : 0`",
                    found: excerpt(text.trim()),
                },
            ));
            return;
        };
        let mut values = [0u32; 2];
        for (value, range) in values.iter_mut().zip(&score.scores) {
            match cells::number(text, range.clone(), "score", MAX_POINTS) {
                Ok(v) => *value = v,
                Err(error) => {
                    self.cell_error(line, error);
                    return;
                }
            }
        }
        self.right_column = line.column(score.names[1].start);
        let game_number = self.current.as_ref().map(|g| g.number);
        let first_game = self.games_in_match == 1;
        for (index, range) in score.names.iter().enumerate() {
            let info = player_info(cells::scanned_text(text, range.clone()));
            let Some(known) = self.matched.players.get_mut(index) else {
                continue;
            };
            if first_game {
                *known = info;
            } else if known.name != info.name {
                let message = format!(
                    "player {} is called `{}` here but `{}` in the first game",
                    index + 1,
                    info.name,
                    known.name
                );
                self.warn(Diagnostic::at(
                    line.location(range.clone()),
                    game_number,
                    DiagnosticKind::PlayerName,
                    message,
                ));
            }
        }
        if let Some(game) = self.current.as_mut() {
            game.score = values;
            game.score_locations = Some([
                line.location(score.scores[0].clone()),
                line.location(score.scores[1].clone()),
            ]);
        }
        self.state = State::Reading;
    }

    fn turn_line(&mut self, line: &Line<'_>, body: usize, plain: bool) {
        let text: &str = &line.text;
        if !plain && text.ends_with(' ') {
            self.features.trailing_spaces = true;
        }
        let mut cells = cells::Cells::default();
        if let Err(error) = cells::split_into(text, body, plain, &mut cells) {
            self.cell_error(line, error);
            return;
        }
        let two = cells.len() == 2;
        let threshold = (LEFT_COLUMN + self.right_column) / 2;
        for (index, cell) in cells.iter().enumerate() {
            let location = line.location(cell.range());
            // The action is built where it stays, and a play's moves are
            // written into it: actions are large, and this runs for every roll.
            let mut action = Action {
                player: Player::One,
                location,
                kind: match cell.content {
                    Content::Action(kind) => kind,
                    Content::Moves { dice, .. } => ActionKind::Play {
                        dice,
                        moves: WrittenMoves::default(),
                    },
                },
            };
            if let Err(error) = self.play_moves(line, &cell.content, &mut action.kind) {
                self.fail(error);
                return;
            }
            self.note_features(cell, &action.kind, line);
            action.player = if plain {
                self.plain_player(&action.kind)
            } else if two {
                if index == 0 { Player::One } else { Player::Two }
            } else if location.column < threshold {
                Player::One
            } else {
                Player::Two
            };
            if self.actions_in_game == MAX_ACTIONS {
                self.give_up(ReadError::at(
                    location,
                    ReadErrorKind::TooMuch {
                        what: "actions in one game",
                        limit: MAX_ACTIONS,
                    },
                ));
                return;
            }
            if let ActionKind::Play { moves, .. } = &action.kind {
                self.marks_hits |= moves.as_slice().iter().any(|w| w.mv.hit);
            }
            self.actions_in_game += 1;
            if let Some(game) = self.current.as_mut() {
                if self.several_matches {
                    // Streaming: the action is replayed now, not kept.
                    self.sink
                        .action(&self.matched, game, &action, self.marks_hits);
                } else {
                    game.actions.push(action);
                }
            }
        }
    }

    /// Plain records alternate: a roll passes the turn, a cube answer comes from
    /// the opponent of the player about to roll. A `???` alone is the
    /// resignation of the player about to roll, or, while a double awaits its
    /// answer, of the player who must answer it (resigning instead).
    fn plain_player(&mut self, kind: &ActionKind) -> Player {
        let answering = std::mem::replace(
            &mut self.plain_double_pending,
            matches!(kind, ActionKind::Double { .. }),
        );
        match kind {
            ActionKind::Play { .. }
            | ActionKind::Dance { .. }
            | ActionKind::ResignAfterRoll { .. } => {
                let player = self.plain_next;
                self.plain_last_roller = player;
                self.plain_next = player.other();
                player
            }
            ActionKind::Resign if answering => self.plain_next.other(),
            ActionKind::Double { .. } | ActionKind::Resign => self.plain_next,
            ActionKind::Take | ActionKind::Beaver { .. } => self.plain_next.other(),
            ActionKind::Drop => {
                // The doubler wins: the result that follows is theirs.
                self.plain_last_roller = self.plain_next;
                self.plain_next.other()
            }
            ActionKind::Result { .. } => self.plain_last_roller,
        }
    }

    /// Writes the moves of a roll cell into its play: the moves the cell
    /// splitter already read, or else those the notation parser reads.
    #[inline(always)]
    fn play_moves(
        &mut self,
        line: &Line<'_>,
        content: &Content<'_>,
        kind: &mut ActionKind,
    ) -> Result<(), ReadError> {
        let (
            Content::Moves {
                text,
                offset,
                scanned,
                ..
            },
            ActionKind::Play { moves, .. },
        ) = (content, kind)
        else {
            return Ok(());
        };
        match scanned {
            Some(scanned) => Self::scanned_moves(line, scanned, moves),
            None => self.moves(line, text, *offset, moves),
        }
    }

    /// Places the moves the cell splitter already read into `moves` (empty on
    /// entry), with their locations: the same as [`Self::moves`] on their text.
    fn scanned_moves(
        line: &Line<'_>,
        scanned: &cells::ScannedMoves,
        moves: &mut WrittenMoves,
    ) -> Result<(), ReadError> {
        // The steps of one token (`13/7*/5`, `8/4(2)`) share its location.
        let mut last: Option<(u16, Location)> = None;
        for written in scanned.as_slice() {
            let at = match last {
                Some((start, known)) if start == written.start => known,
                _ => line.location(usize::from(written.start)..usize::from(written.end)),
            };
            last = Some((written.start, at));
            moves
                .push(WrittenMove {
                    mv: written.mv,
                    location: at,
                })
                .map_err(|_| {
                    ReadError::at(
                        at,
                        ReadErrorKind::TooManyMoves {
                            count: scanned.as_slice().len(),
                        },
                    )
                })?;
        }
        Ok(())
    }

    /// Reads a play's moves into `moves` (empty on entry).
    fn moves(
        &mut self,
        line: &Line<'_>,
        text: &str,
        offset: usize,
        moves: &mut WrittenMoves,
    ) -> Result<(), ReadError> {
        self.scratch.clear();
        parse_moves_into(text, &mut self.scratch).map_err(|error| {
            ReadError::at(
                line.location(offset + error.offset..offset + error.offset),
                ReadErrorKind::Moves {
                    message: error.to_string(),
                },
            )
        })?;
        let parsed = &self.scratch;
        for spanned in parsed {
            let range = offset + spanned.span.start..offset + spanned.span.end;
            moves
                .push(WrittenMove {
                    mv: spanned.mv,
                    location: line.location(range.clone()),
                })
                .map_err(|_| {
                    ReadError::at(
                        line.location(range),
                        ReadErrorKind::TooManyMoves {
                            count: parsed.len(),
                        },
                    )
                })?;
        }
        Ok(())
    }

    fn note_features(&mut self, cell: &cells::Cell<'_>, kind: &ActionKind, line: &Line<'_>) {
        let features = &mut self.features;
        match kind {
            ActionKind::Play { dice, moves } => {
                if dice.0 < dice.1 {
                    features.low_die_first = true;
                }
                // How the bar and off are spelled, from the first letter of the
                // move's text at either end (`Bar/22`, `bar/22`, `25/22`; `7/Off`).
                for written in moves.as_slice() {
                    let mv = written.mv;
                    if mv.from != BAR && mv.to != OFF {
                        continue;
                    }
                    let span = written.location.span;
                    let Some(token) = line.text.get(
                        span.start.saturating_sub(line.start)..span.end.saturating_sub(line.start),
                    ) else {
                        continue;
                    };
                    features.note_bar_off(token.as_bytes(), mv.from == BAR, mv.to == OFF);
                }
            }
            ActionKind::Dance {
                cannot_move: true, ..
            } => features.cannot_move = true,
            ActionKind::Result { points, .. } => {
                let cell_text = cells::scanned_text(&line.text, cell.range());
                features.note_points(cell_text.contains("points"), *points);
            }
            _ => {}
        }
    }
}

/// `text` without its leading spaces. Only the start is trimmed: turn lines
/// end in long runs of padding. ASCII spaces go first, byte by byte; the
/// general trim runs only if a space of another kind may follow (a vertical
/// tab or a non-ASCII character).
fn trim_line_start(text: &str) -> &str {
    let trimmed = text.trim_start_matches(|c: char| c.is_ascii_whitespace());
    let other_space = |&b: &u8| b >= 0x80 || b == 0x0B;
    if trimmed.as_bytes().first().is_some_and(other_space) {
        trimmed.trim_start()
    } else {
        trimmed
    }
}

/// Where the cells of a line start, given its first token: after a move
/// number `12)` (or `12.`), which opens a turn line; at the token itself on
/// a line of cells alone, like a `Wins` line.
#[inline]
fn cells_start(first_word: &str, first: std::ops::Range<usize>) -> usize {
    match first_word.as_bytes().split_last() {
        Some((b')' | b'.', number))
            if !number.is_empty() && number.iter().all(u8::is_ascii_digit) =>
        {
            first.end
        }
        _ => first.start,
    }
}

/// The first cell of the line's `text[body..]` is a turn (a roll with its
/// play, a dance, or a resignation after a roll): as the first line of the
/// input, that makes a plain game record.
fn starts_plain_record(text: &str, body: usize) -> bool {
    cells::split(text, body, true).is_ok_and(|cells| {
        cells.iter().next().is_some_and(|c| {
            matches!(
                c.content,
                Content::Moves { .. }
                    | Content::Action(
                        ActionKind::Dance { .. } | ActionKind::ResignAfterRoll { .. }
                    )
            )
        })
    })
}

/// The header field of a comment line `; [Key "value"]` (line number
/// `number`), if it holds one.
pub(super) fn header_field(text: &str, number: u32) -> Option<HeaderField> {
    let inner = text
        .trim()
        .strip_prefix(';')?
        .trim()
        .strip_prefix('[')?
        .strip_suffix(']')?;
    let open = inner.find('"')?;
    let key = inner.get(..open)?.trim();
    let rest = inner.get(open + 1..)?;
    let value = rest.strip_suffix('"').unwrap_or(rest);
    (!key.is_empty()).then(|| HeaderField {
        key: key.to_string(),
        value: value.to_string(),
        line: number,
    })
}

/// Name and score ranges of a score line.
struct ScoreLine {
    names: [std::ops::Range<usize>; 2],
    scores: [std::ops::Range<usize>; 2],
}

/// Reads ` name : 0     name : 3` (also `name: 0`, names with spaces). The two
/// scores are the first and last `: digits` in the line, so a name may hold a colon.
fn parse_score_line(text: &str) -> Option<ScoreLine> {
    let mut first: Option<(usize, std::ops::Range<usize>)> = None;
    let mut last: Option<(usize, std::ops::Range<usize>)> = None;
    for (colon, _) in text.match_indices(':') {
        let Some(after) = text.get(colon + 1..) else {
            continue;
        };
        let digits = after.trim_start();
        let digits_len = digits.bytes().take_while(u8::is_ascii_digit).count();
        let Some(rest) = digits.get(digits_len..) else {
            continue;
        };
        let digits_start = text.len() - digits.len();
        let end = text.len() - rest.len();
        let ends_word = rest.chars().next().is_none_or(char::is_whitespace);
        if end == digits_start || !ends_word {
            continue;
        }
        let found = (colon, digits_start..end);
        if first.is_none() {
            first = Some(found);
        } else {
            last = Some(found);
        }
    }
    let (colon1, score1) = first?;
    let (colon2, score2) = last?;
    let name1 = trimmed_range(text, 0..colon1)?;
    let name2 = trimmed_range(text, score1.end..colon2)?;
    Some(ScoreLine {
        names: [name1, name2],
        scores: [score1, score2],
    })
}

/// The range without surrounding whitespace, if anything is left.
fn trimmed_range(text: &str, range: std::ops::Range<usize>) -> Option<std::ops::Range<usize>> {
    let part = text.get(range.clone())?;
    let start = range.start + (part.len() - part.trim_start().len());
    let end = range.start + part.trim_end().len();
    (start < end).then_some(start..end)
}

/// Splits `name,1650` into the name and the rating.
fn player_info(written: &str) -> PlayerInfo {
    if let Some((name, rating)) = written.rsplit_once(',') {
        let rating = rating.trim();
        let numeric = !rating.is_empty() && rating.bytes().all(|b| b.is_ascii_digit() || b == b'.');
        if numeric && !name.trim().is_empty() {
            return PlayerInfo {
                name: name.trim().to_string(),
                rating: Some(rating.to_string()),
            };
        }
    }
    PlayerInfo {
        name: written.trim().to_string(),
        rating: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_lines_of_several_writers_are_read() {
        // Given score lines with different spacing and names; When read;
        // Then names and scores come out.
        let table = [
            (
                " charlot1 : 0                   charlot2 : 2",
                ("charlot1", 0),
                ("charlot2", 2),
            ),
            (
                " Bluejay : 2                            tester : 4",
                ("Bluejay", 2),
                ("tester", 4),
            ),
            (
                " Anne Marie: 3        Jean Luc: 11",
                ("Anne Marie", 3),
                ("Jean Luc", 11),
            ),
            (
                " klara,1650 : 0       lasse,1720 : 2",
                ("klara,1650", 0),
                ("lasse,1720", 2),
            ),
        ];
        for (line, one, two) in table {
            let score = parse_score_line(line).unwrap();
            assert_eq!(&line[score.names[0].clone()], one.0, "{line}");
            assert_eq!(&line[score.scores[0].clone()], one.1.to_string(), "{line}");
            assert_eq!(&line[score.names[1].clone()], two.0, "{line}");
            assert_eq!(&line[score.scores[1].clone()], two.1.to_string(), "{line}");
        }
    }

    #[test]
    fn a_rating_after_a_comma_is_split_from_the_name() {
        assert_eq!(
            player_info("klara,1650"),
            PlayerInfo {
                name: "klara".into(),
                rating: Some("1650".into())
            }
        );
        assert_eq!(player_info("Smith, John").rating, None);
    }
}
