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
//! transcript exceeds; [`crate::transcript::MAX_LINE_BYTES`] per line; reading stops after
//! [`crate::transcript::MAX_DIAGNOSTICS`] errors.

use super::cells::{self, CellError, Content};
use super::dialect::{BarOff, Features, detect};
use super::lines::{self, Head, cells_start, header_field, parse_score_line, player_info};
use crate::formats::text::{Line, LongLine};
use crate::notation::Move;
use crate::transcript::error::{ReadError, ReadErrorKind, excerpt};
use crate::transcript::model::{
    Action, ActionKind, BoardTime, Dialect, Dice, Game, HeaderField, Location, Match, Player,
    PlayerInfo, RecordedBoard, StatedCrawford, WrittenMove, WrittenMoves,
};
use crate::transcript::report::{Diagnostic, DiagnosticKind};

/// Reads a transcript. Fails at the first text that cannot be read; use
/// [`crate::transcript::validate`] to list every problem instead.
///
/// GNU Backgammon SGF (`(;FF[4]GM[6]...`) and eXtreme Gammon's .xg are read
/// too, told apart by their content. Input that holds several matches
/// (files joined end to end) is an error: a second ` N point match` header,
/// or [`ReadErrorKind::SeveralMatches`]; [`read_matches`] reads each.
pub fn read_match(input: &[u8]) -> Result<Match, ReadError> {
    if crate::formats::sgf::is_sgf(input) {
        return crate::formats::sgf::read_match(input);
    }
    if crate::formats::xg::is_xg(input) {
        return crate::formats::xg::read_match(input);
    }
    let reading = read(input);
    match reading.errors.into_iter().next() {
        Some(error) => Err(error),
        None => Ok(reading.matched),
    }
}

/// Reads a transcript that may hold several matches one after another (match
/// files joined end to end, each from its ` N point match` header), as
/// [`crate::transcript::validate`] reads it: one [`Match`] each, in order. Fails at the
/// first text that cannot be read. An SGF file holds one match; SGF files
/// joined end to end hold one each, a match starting at a root that says
/// game 0 at 0-0 (`MI[game:0][ws:0][bs:0]`).
pub fn read_matches(input: &[u8]) -> Result<Vec<Match>, ReadError> {
    let (matches, errors) = read_matches_as_far_as_possible(input);
    match errors.into_iter().next() {
        Some(error) => Err(error),
        None => Ok(matches),
    }
}

/// Every match of the input as far as it could be read, and the errors in
/// input order, for an export that takes what it can (`bgkit export
/// --force`). A game an error cut short is kept up to the error and marked
/// [`Game::unreadable`]; reading resumed at the next game.
pub fn read_matches_as_far_as_possible(input: &[u8]) -> (Vec<Match>, Vec<ReadError>) {
    if crate::formats::sgf::is_sgf(input) {
        return crate::formats::sgf::read_as_far_as_possible(input);
    }
    if crate::formats::xg::is_xg(input) {
        // An .xg file reads whole or not at all: its records are not lines
        // that a reader can skip. Files joined end to end are a match each.
        return crate::formats::xg::read_each_match(input);
    }
    let streamed = match read_stream(input, Matches::default()) {
        Ok(streamed) => streamed,
        // Reading a slice cannot fail.
        Err(_) => return (Vec::new(), vec![ReadError::empty()]),
    };
    let mut matches = streamed.sink.done;
    let last = Match {
        games: streamed.sink.games,
        ..streamed.matched
    };
    // A ` N point match` header that ends the input after a match's games
    // starts no match: there is nothing of one to read, nor to report.
    if matches.is_empty() || !last.games.is_empty() {
        matches.push(last);
    }
    // The writer is recognised over the whole input, as the report names it.
    for matched in &mut matches {
        matched.dialect = streamed.matched.dialect;
    }
    (matches, streamed.errors)
}

/// Keeps every game of every match, for [`read_matches`]: the streaming
/// reader hands over the actions one by one and the games without them.
#[derive(Default)]
struct Matches {
    /// The matches read to their end.
    done: Vec<Match>,
    /// The current match's games so far.
    games: Vec<Game>,
    /// The current game's actions so far.
    actions: Vec<Action>,
}

impl Sink for Matches {
    fn game(&mut self, _: &Match, mut game: Game, _: bool, _: bool) -> Vec<Action> {
        game.actions = std::mem::take(&mut self.actions);
        self.games.push(game);
        Vec::new()
    }

    fn action(&mut self, _: &Match, _: &Game, action: &Action, _: bool) {
        self.actions.push(*action);
    }

    fn end_match(&mut self, matched: &Match) {
        self.done.push(Match {
            games: std::mem::take(&mut self.games),
            ..matched.clone()
        });
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

    /// Reading stops at the first error, of the reader's or the sink's own:
    /// only the verdict is wanted.
    fn stops_at_first_error(&self) -> bool {
        false
    }

    /// The sink has found an error in what it was handed.
    fn has_errors(&self) -> bool {
        false
    }
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
    crate::formats::text::for_each_line_in(input, |line| reader.next_line(line));
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
    crate::formats::text::for_each_line(input, |line| reader.next_line(line))?;
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
    /// After an error, or after prose inside a game ([`ProseInGame`]):
    /// skipping to the next ` Game N` line.
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
    /// The line of the current match's ` N point match` header, once read.
    header_line: u32,
    /// A ` N point match` header after games starts a new match.
    several_matches: bool,
    /// Header comments read since the last game, for the next match's header.
    next_headers: Vec<HeaderField>,
    /// Games of the current match read so far, for [`MAX_GAMES`].
    games_in_match: usize,
    /// The names other than the first game's that a later score line of
    /// this match gave a player (index 0: left), each warned of once.
    other_names: Vec<(usize, String)>,
    /// Games of the whole input.
    games_read: usize,
    /// Actions of the current game, for [`MAX_ACTIONS`].
    actions_in_game: usize,
    /// The last move number of the current game's rows (0: none yet).
    last_row: u32,
    /// That row's [`row_mark`].
    last_row_mark: u64,
    /// Some play marks a hit with `*`.
    marks_hits: bool,
    /// Column where the right player's cells start, from the score line.
    right_column: u32,
    /// The columns the second rolls of this match's rows started at: where
    /// the rows put the right player's cells, which a score line padded
    /// wider than the rows does not say.
    row_columns: lines::RowColumns,
    /// Plain records: who acts next, and who rolled last.
    plain_next: Player,
    plain_last_roller: Player,
    /// Plain records: a double awaits its answer.
    plain_double_pending: bool,
    /// Reading stopped for good.
    stopped: bool,
    /// A resignation marker (`Resigned Game`, `00: ????`) waiting for the
    /// result that says who resigned; see [`Reader::take`].
    resigned: Option<Action>,
    /// The action each cell of a row is filled into, kept from row to row
    /// (boxed, so that taking it out and putting it back moves a pointer):
    /// a play after a play then only has its moves emptied.
    row_action: Option<Box<Action>>,
    /// An emptied action list from a game the sink is done with.
    spare_actions: Vec<Action>,
    /// A match length spelled otherwise than ` N point match` before the
    /// first game (`7-point match`), and whether its line is indented: the
    /// match's length if no header says it.
    spelled_length: Option<(u32, bool)>,
    /// The first line read past before the match began, its text, and
    /// what binary data it shows, if it is not text: where an input with no
    /// transcript at all is said to go wrong.
    first_note: Option<(Location, String, Option<&'static str>)>,
    /// Warnings about notes that look like part of a transcript: kept apart
    /// until a transcript is found, since in a file with none (a server
    /// log) they would bury the one error that matters.
    note_warnings: Vec<Diagnostic>,
    /// The board an `Illegal play (...)` mark records, for the action being
    /// read: kept with the game ([`Game::boards`]) when the action is.
    marked_board: Option<crate::board::Position>,
    /// The current game's result has been read: prose may follow it.
    result_in_game: bool,
    /// A note between games has been warned of since the last game or
    /// result began.
    noted_in_gap: bool,
    /// A quoted line was read (and warned of).
    quoted: bool,
    /// A line of prose inside the game being read, before its result: an
    /// error if a turn follows it (it may hide one), a note if the game
    /// ends without one (a signature after an unfinished game).
    prose_in_game: Option<Box<ProseInGame>>,
}

/// The first line of prose read inside a game, judged by what follows it.
struct ProseInGame {
    /// The error it is if a turn or a result of the game follows.
    error: ReadError,
    /// The warning it is if none does.
    note: Diagnostic,
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
            header_line: 0,
            several_matches,
            next_headers: Vec::new(),
            games_in_match: 0,
            other_names: Vec::new(),
            games_read: 0,
            actions_in_game: 0,
            last_row: 0,
            last_row_mark: 0,
            marks_hits: false,
            right_column: DEFAULT_RIGHT_COLUMN,
            row_columns: lines::RowColumns::new(),
            plain_next: Player::One,
            plain_last_roller: Player::One,
            plain_double_pending: false,
            stopped: false,
            resigned: None,
            row_action: None,
            spare_actions: Vec::new(),
            spelled_length: None,
            first_note: None,
            note_warnings: Vec::new(),
            marked_board: None,
            result_in_game: false,
            noted_in_gap: false,
            quoted: false,
            prose_in_game: None,
        }
    }

    /// Reads one line; false once reading has stopped for good.
    #[inline(always)]
    fn next_line(&mut self, line: Result<Line<'_>, LongLine>) -> bool {
        // By reference: moved out of the result, the line just built field
        // by field would be read back whole, which waits for its stores.
        match &line {
            Ok(line) => self.line(line),
            Err(long) => self.long_line(*long),
        }
        let erred = || !self.errors.is_empty() || self.sink.has_errors();
        !(self.stopped
            || self.errors.len() > crate::transcript::report::MAX_DIAGNOSTICS
            || self.sink.stops_at_first_error() && erred())
    }

    /// Keeps a warning, up to one more than a report shows.
    fn warn(&mut self, diagnostic: Diagnostic) {
        if self.warnings.len() <= crate::transcript::report::MAX_DIAGNOSTICS {
            self.warnings.push(diagnostic);
        }
    }

    /// A warning at `location`, in the game being read.
    fn warn_in_game(&mut self, location: Location, kind: DiagnosticKind, message: String) {
        let game = self.current.as_ref().map(|g| g.number);
        self.warn(Diagnostic::at(location, game, kind, message));
    }

    /// Hands the current game to the sink, with a resignation marker that
    /// no action followed.
    fn hand_over(&mut self, last: bool) {
        if let Some(prose) = self.prose_in_game.take() {
            self.warn(prose.note);
        }
        if let Some(resigned) = self.resigned.take() {
            self.keep(&resigned);
        }
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
        self.last_row = 0;
        self.result_in_game = false;
        self.noted_in_gap = false;
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
            comments: Vec::new(),
            analysis: Vec::new(),
            boards: Vec::new(),
            edits: Vec::new(),
            stated_crawford: None,
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
        self.other_names.clear();
        self.mode = Mode::Preamble;
        self.state = State::Reading;
        self.right_column = DEFAULT_RIGHT_COLUMN;
        self.row_columns = lines::RowColumns::new();
    }

    fn finish(mut self) -> (Reading, S, Features) {
        self.hand_over(true);
        let recognised = self.seen_length || self.games_read > 0;
        if !recognised && self.errors.is_empty() {
            // Text read past as notes, and no transcript after it: the first
            // such line is where the transcript was expected.
            let error = match self.first_note.take() {
                Some((location, _, Some(what))) => {
                    ReadError::at(location, ReadErrorKind::NotText { what })
                }
                Some((location, found, None)) => ReadError::at(
                    location,
                    ReadErrorKind::Unexpected {
                        expected: "a ` N point match` header, a ` Game N` line, or a turn like `31: 8/5 6/5`",
                        found,
                    },
                ),
                None => ReadError::empty(),
            };
            self.errors.push(error);
        } else {
            let notes = std::mem::take(&mut self.note_warnings);
            self.warnings.splice(0..0, notes);
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
            span: crate::transcript::model::Span {
                start: long.start,
                end: long.start + long.length,
            },
        };
        if long.endless {
            self.give_up(ReadError::at(
                location,
                ReadErrorKind::EndlessLine {
                    length: long.length,
                },
            ));
            return;
        }
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

    #[cold]
    #[inline(never)]
    fn cell_error(&mut self, line: &Line<'_>, error: CellError) {
        self.fail(read_error(line, error));
    }

    /// A turn follows the prose read inside its game: the prose may hide a
    /// turn, and is the error it would be alone.
    #[cold]
    #[inline(never)]
    fn prose_before_turn(&mut self) {
        if let Some(prose) = self.prose_in_game.take() {
            self.fail(prose.error);
        }
    }

    /// A line of prose inside a game before its result (`trimmed`, its
    /// cells from `body`): kept, the first of the game, until what follows
    /// says whether it is an error or a note (see [`ProseInGame`]). A game's
    /// first row with no move number whose left cell is the score line's
    /// left part again is that row, read as a numbered one is (see
    /// [`Reader::score_line_copy`]).
    #[cold]
    #[inline(never)]
    fn prose_inside_game(&mut self, line: &Line<'_>, trimmed: &str, body: usize) {
        if let Some(copy) = self.score_line_copy(&line.text, body) {
            self.last_row = 0;
            self.after_score_line_copy(line, (body, copy, 0, false));
            return;
        }
        if self.prose_in_game.is_some() {
            return;
        }
        let mut nothing = cells::ScannedMoves::EMPTY;
        let split = cells::split_each(&line.text, body, false, &mut nothing, |_, _, _| false);
        let Err(error) = split else {
            // Prose is a line whose first word begins no cell, which the
            // splitter refuses; were the two to disagree, the line is read
            // as the cells it splits into, never dropped.
            debug_assert!(false, "prose splits into cells: {trimmed:?}");
            self.turn_line(line, body, false);
            return;
        };
        let Some(number) = self.current.as_ref().map(|g| g.number) else {
            return;
        };
        let start = line.text.len() - trimmed.len();
        let game = Some(number);
        let message = format!(
            "`{}` follows the last turn of game {number} and is read past as a note",
            excerpt(trimmed.trim_end()),
        );
        // What follows is skipped, and looked at only for a turn.
        self.state = State::Skipping;
        self.prose_in_game = Some(Box::new(ProseInGame {
            error: read_error(line, error),
            note: Diagnostic::at(
                line.location(start..line.text.len()),
                game,
                DiagnosticKind::WriterQuirk,
                message,
            ),
        }));
    }

    /// Reads one line, by its first words: a comment, a ` Game N` line, a
    /// ` N point match` line, the score line after ` Game N`, or cells.
    #[inline(always)]
    fn line(&mut self, line: &Line<'_>) {
        let text: &str = &line.text;
        // Most lines are a game's turns, `  7) 52: 13/8 13/11 ...`: told by
        // their move number before anything else is looked for.
        if self.mode == Mode::Match
            && self.state == State::Reading
            && self.current.is_some()
            && let Some((body, number)) = numbered_turn(text.as_bytes())
        {
            self.note_row(line, number, body);
            self.turn_line(line, body, false);
            return;
        }
        let trimmed = trim_line_start(text);
        if trimmed.is_empty() {
            return;
        }
        if trimmed.starts_with(BYTE_ORDER_MARK) {
            return self.line_after_mark(line, text.len() - trimmed.len());
        }
        if trimmed.starts_with('>') {
            return self.quoted_line(line, text.len() - trimmed.len());
        }
        if trimmed.starts_with(';') {
            self.comment(line);
            return;
        }
        // A line with more than spaces has a first token.
        let Some(head) = Head::of(text) else {
            return;
        };
        if head.is_game() && self.mode != Mode::Plain {
            self.game_line(line, &head);
            return;
        }
        let length_like = head.is_length(text);
        // A new match's header ends the skipping after an error in the last
        // one; read as one match, it is the error it is anywhere after a game.
        let next_match = self.mode == Mode::Match && self.games_in_match > 0;
        if self.state == State::Skipping && !(length_like && next_match) {
            if self.prose_in_game.is_some() && cells::begins_a_cell(head.first_word.as_bytes()) {
                self.prose_before_turn();
            }
            return;
        }
        if length_like {
            self.length_line(line, &head);
        } else if self.state == State::ScoreLine {
            self.score_line(line);
        } else {
            self.cells_line(line, trimmed, head.first_word, head.first);
        }
    }

    /// A line whose text after blanks starts with a byte order mark at
    /// `at`: a file whose last line is blanks without a line end, joined to
    /// the next file. Read without the mark.
    #[cold]
    #[inline(never)]
    fn line_after_mark(&mut self, line: &Line<'_>, at: usize) {
        self.line(&line.rest(at, BYTE_ORDER_MARK.len()));
    }

    /// A line quoted as in a reply to a message or a post, its quote marks
    /// from byte `at` (`> `, and `>>` or `> >` for a quote in a quote): no
    /// line of a transcript starts with `>`. Read without the marks, each a
    /// space, so that its columns stay the line's; the first such line is
    /// warned of.
    #[cold]
    #[inline(never)]
    fn quoted_line(&mut self, line: &Line<'_>, at: usize) {
        let bytes = line.text.as_bytes();
        let mut end = at;
        let mut marks = at;
        while let Some(&b) = bytes.get(end) {
            match b {
                b'>' => marks = end + 1,
                b' ' | b'\t' => {}
                _ => break,
            }
            end += 1;
        }
        if !self.quoted {
            self.quoted = true;
            let message = "the transcript is quoted (`> ` before its lines, as in a reply to a message): read without the quote marks".to_owned();
            self.warn_in_game(
                line.location(at..marks),
                DiagnosticKind::WriterQuirk,
                message,
            );
        }
        self.line(&line.rest(marks, 0));
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
        let prose = !cells::begins_a_cell(first_word.as_bytes());
        let expected = match self.mode {
            // After a game's result, or before the first game: a note.
            Mode::Match if prose && (self.current.is_none() || self.result_in_game) => {
                self.note_between_games(line, trimmed);
                return;
            }
            Mode::Match if prose && self.current.is_some() => {
                self.prose_inside_game(line, trimmed, body);
                return;
            }
            Mode::Match if self.current.is_some() => {
                self.note_row_before(line, body);
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
                match lines::spelled_length(text) {
                    Some(digits) => self.spelled_length_line(line, trimmed, digits),
                    None => self.preamble_line(line, trimmed),
                }
                return;
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

    /// A line before the match header or the first game that is none of
    /// them: a title block, a banner, a note, as archives and sites put
    /// before a transcript (`+----+`, `| Monte Carlo 1995 |`). It is read
    /// past, as a person reads past it; a warning names one that looks like
    /// part of a transcript (a roll, a cube action, a result), which the
    /// reader would otherwise lose unseen.
    fn preamble_line(&mut self, line: &Line<'_>, trimmed: &str) {
        self.features.preamble_lines += 1;
        if self.first_note.is_none() {
            let start = line.text.len() - trimmed.len();
            let end = start + trimmed.trim_end().len();
            let found = excerpt(trimmed.trim_end());
            let binary = binary_data(&line.text);
            self.first_note = Some((line.location(start..end), found, binary));
        }
        if trimmed.starts_with(['+', '|', '=', '-', '*', '#']) || box_drawing(trimmed) {
            self.features.framed_title = true;
        }
        if !looks_like_transcript(trimmed) {
            return;
        }
        let start = line.text.len() - trimmed.len();
        let message = format!(
            "`{}` comes before the match header and is read past as a note; if it is part of the transcript, the header is missing or misplaced",
            excerpt(trimmed.trim_end())
        );
        if self.note_warnings.len() <= crate::transcript::report::MAX_DIAGNOSTICS {
            self.note_warnings.push(Diagnostic::at(
                line.location(start..line.text.len()),
                None,
                DiagnosticKind::WriterQuirk,
                message,
            ));
        }
    }

    /// A line of prose after a game's result or before the first game (a
    /// comment, a final score): read past as a person reads it, with a
    /// warning at the first line of each such passage, which could hold a
    /// part of the transcript written out of place.
    fn note_between_games(&mut self, line: &Line<'_>, trimmed: &str) {
        if self.noted_in_gap {
            return;
        }
        self.noted_in_gap = true;
        let start = line.text.len() - trimmed.len();
        let message = format!(
            "`{}` stands between games and is read past as a note",
            excerpt(trimmed.trim_end())
        );
        self.warn_in_game(
            line.location(start..line.text.len()),
            DiagnosticKind::WriterQuirk,
            message,
        );
    }

    fn comment(&mut self, line: &Line<'_>) {
        if !self.features.dueller && self.games_read == 0 && contains_word(&line.text, "dueller") {
            self.features.dueller = true;
        }
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

    fn length_line(&mut self, line: &Line<'_>, head: &Head<'_>) {
        let text: &str = &line.text;
        let says_match = head.says_match(text);
        let new_match = self.several_matches
            && says_match
            && self.mode == Mode::Match
            && self.seen_length
            && self.games_in_match > 0;
        if new_match {
            self.start_match();
        }
        if says_match && self.mode == Mode::Match && self.games_in_match == 0 {
            self.header_again(line, head);
            return;
        }
        if self.mode != Mode::Preamble || !says_match {
            self.fail(ReadError::at(
                line.location(head.first.clone()),
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
        match lines::match_length(text, head) {
            Ok(length) => {
                self.matched.length = length;
                self.seen_length = true;
                self.header_line = line.number;
                self.spelled_length = None;
                self.mode = Mode::Match;
                self.features.length_line_indented = head.first.start > 0;
                if let Some(after) = head.third(text).map(|word| word.end) {
                    self.after_length(line, after);
                }
            }
            Err(error) => self.cell_error(line, error),
        }
    }

    /// A second ` N point match` header before the match's first game, as
    /// a title block and the header a writer typed under it may both say
    /// it. The same length again is a `writer-quirk` warning, another one
    /// a `match-length` warning, and the header nearest the games stands:
    /// the one a writer typed last
    /// (in a real archive file, `13 point match` over a `15 point match`
    /// whose games are a 15-point match). Where the games bear out the
    /// other, the replay says so at the game that shows it.
    #[cold]
    fn header_again(&mut self, line: &Line<'_>, head: &Head<'_>) {
        let text: &str = &line.text;
        let length = match lines::match_length(text, head) {
            Ok(length) => length,
            Err(error) => {
                self.cell_error(line, error);
                return;
            }
        };
        // A match is read (`Mode::Match`) with no game yet only after its header.
        debug_assert!(self.header_line > 0, "a header was read before this one");
        let (first_line, first_length) = (self.header_line, self.matched.length);
        let (kind, message) = if length == first_length {
            (
                DiagnosticKind::WriterQuirk,
                format!("the ` N point match` header of line {first_line} is written again"),
            )
        } else {
            (
                DiagnosticKind::MatchLength,
                format!(
                    "this header says {length} points where the one on line {first_line} says {first_length}: read as a {length}-point match, the header nearest the games"
                ),
            )
        };
        self.warn(Diagnostic::at(
            line.location(head.first.clone()),
            None,
            kind,
            message,
        ));
        self.matched.length = length;
        self.header_line = line.number;
        if let Some(after) = head.third(text).map(|word| word.end) {
            self.after_length(line, after);
        }
    }

    /// A match length spelled otherwise before the first game (`7-point
    /// match`, `Match to 7`: its `digits`), kept for the first game to start
    /// the match with, unless a ` N point match` header comes first: a title
    /// may say it as well as the header. One whose number is no length is a
    /// note, as any other line there.
    #[cold]
    fn spelled_length_line(
        &mut self,
        line: &Line<'_>,
        trimmed: &str,
        digits: std::ops::Range<usize>,
    ) {
        match lines::length_at(&line.text, digits) {
            Ok(length) => self.spelled_length = Some((length, trimmed.len() < line.text.len())),
            Err(_) => self.preamble_line(line, trimmed),
        }
    }

    /// Words after ` N point match`, from `after`: not read, and named.
    fn after_length(&mut self, line: &Line<'_>, after: usize) {
        let text: &str = &line.text;
        let Some(tail) = text.get(after..) else {
            return;
        };
        let rest = tail.trim();
        if rest.is_empty() {
            return;
        }
        let start = after + (tail.len() - tail.trim_start().len());
        let end = start + rest.len();
        let message = format!(
            "text after ` N point match`, `{}`, is not read",
            excerpt(&rest.split_whitespace().collect::<Vec<_>>().join(" "))
        );
        self.warn(Diagnostic::at(
            line.location(start..end),
            None,
            DiagnosticKind::WriterQuirk,
            message,
        ));
    }

    fn game_line(&mut self, line: &Line<'_>, head: &Head<'_>) {
        let text: &str = &line.text;
        let value = match lines::game_number(text, head) {
            Ok(value) => value,
            // Before any transcript, `Game played at the club` is a note.
            Err(_) if self.mode == Mode::Preamble && !self.seen_length => {
                self.preamble_line(line, trim_line_start(text));
                return;
            }
            Err(error) => {
                self.cell_error(line, error);
                return;
            }
        };
        // A game number was read, so the head has a second token.
        let number_end = head.second(text).map_or(text.len(), |n| n.end);
        let start = text.len() - text.trim_start().len();
        self.game_starts(value, line.location(start..number_end));
        self.note_crawford(line, lines::crawford_note(text, head), 0);
    }

    /// Keeps what a note after the ` Game N` words just read says of the
    /// game being the Crawford game (its range counted from byte `at` of the
    /// line): a claim the replay compares with its own count.
    fn note_crawford(
        &mut self,
        line: &Line<'_>,
        note: Option<(bool, std::ops::Range<usize>)>,
        at: usize,
    ) {
        let Some((crawford, range)) = note else {
            return;
        };
        let location = line.location(at + range.start..at + range.end);
        if let Some(game) = self.current.as_mut().filter(|_| !self.stopped) {
            game.stated_crawford = Some(StatedCrawford { crawford, location });
        }
    }

    /// Game `number`, whose ` Game N` words stand at `location`, starts: its
    /// score line comes next.
    fn game_starts(&mut self, number: u32, location: Location) {
        if self.games_in_match == MAX_GAMES {
            self.give_up(ReadError::at(
                location,
                ReadErrorKind::TooMuch {
                    what: "games",
                    limit: MAX_GAMES,
                },
            ));
            return;
        }
        if self.mode == Mode::Preamble
            && let Some((length, indented)) = self.spelled_length.take()
        {
            self.matched.length = length;
            self.seen_length = true;
            self.features.length_line_indented = indented;
            self.mode = Mode::Match;
        }
        if self.mode == Mode::Preamble {
            self.mode = Mode::Match;
            // Without a length the games are read as money play; say so, since a
            // match read that way loses its Crawford and match-end checks.
            self.warn(Diagnostic::at(
                location,
                Some(number),
                DiagnosticKind::WriterQuirk,
                "there is no ` N point match` line before the first game; the games are read as money play",
            ));
        }
        self.start_game(number, location);
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
        let values = match lines::scores(text, &score) {
            Ok(values) => values,
            Err(error) => {
                self.cell_error(line, error);
                return;
            }
        };
        self.right_column = line.layout_column(score.names[1].start);
        self.features
            .note_score_line(text, &score, self.right_column);
        self.players_of(line, &score);
        if let Some(game) = self.current.as_mut() {
            game.score = values;
            game.score_locations = Some([
                line.location(score.scores[0].clone()),
                line.location(score.scores[1].clone()),
            ]);
        }
        self.state = State::Reading;
        let after = lines::past_score_unit(text, score.scores[1].end);
        if text
            .get(after..)
            .is_some_and(|rest| !rest.trim().is_empty())
        {
            self.after_scores(line, after);
        }
    }

    /// Text after a score line's second score, from `after`: a turn row
    /// joined to the score line (`... bob : 0   1) 31: 8/5 6/5`, a line end
    /// lost), read as a row of its own, or other text, not read; a warning
    /// either way, so that nothing is passed over unsaid.
    #[cold]
    #[inline(never)]
    fn after_scores(&mut self, line: &Line<'_>, after: usize) {
        let text: &str = &line.text;
        let bytes = text.as_bytes();
        let start = cells::skip_spaces(bytes, after);
        let end = text.trim_end().len().max(start);
        let first = start..cells::word_end(bytes, start);
        let word = bytes.get(first.clone()).unwrap_or(&[]);
        let numbered = cells::is_line_number(word);
        let row = numbered || cells::begins_a_cell(word);
        let words = cells::scanned_text(text, start..end)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let message = if row {
            format!(
                "a turn row, `{}`, is joined to the end of the score line: read as a row of its own",
                excerpt(&words)
            )
        } else {
            format!("text after the scores, `{}`, is not read", excerpt(&words))
        };
        self.warn_in_game(
            line.location(start..end),
            DiagnosticKind::WriterQuirk,
            message,
        );
        if !row {
            return;
        }
        // Laid out as a row at the margin: its move number's end where a
        // row's is, or its first cell in the left column.
        let (from, shift) = if numbered {
            self.note_row_before(line, first.end);
            let column = line.layout_column(first.end);
            (first.end, column.saturating_sub(lines::LEFT_COLUMN - 1))
        } else {
            let column = line.layout_column(start);
            (start, column.saturating_sub(lines::LEFT_COLUMN))
        };
        match self.row_cells(line, from, shift, false) {
            Ok(None) => {}
            Ok(Some(next)) => self.joined_rows(line, first.end, next, false),
            Err(error) => self.row_error(line, (from, first.end, shift, false), error),
        }
    }

    /// Takes the players' names from the first game's score line, and
    /// warns where a later one names them otherwise or one is left out.
    /// Later games' names are only compared, so they are not copied.
    fn players_of(&mut self, line: &Line<'_>, score: &lines::ScoreLine) {
        let text: &str = &line.text;
        let game_number = self.current.as_ref().map(|g| g.number);
        let first_game = self.games_in_match == 1;
        let written = score
            .names
            .clone()
            .map(|range| cells::scanned_text(text, range));
        for (index, (range, &own)) in score.names.iter().zip(&written).enumerate() {
            let mut name = std::borrow::Cow::Borrowed(bare_name(own));
            if range.is_empty() {
                let other = written.get(index ^ 1).map_or("", |&o| bare_name(o));
                let (unnamed, message) = self.unnamed_player(index, other);
                name = std::borrow::Cow::Owned(unnamed);
                // Said once: later games leave the same name out.
                if first_game {
                    self.warn(Diagnostic::at(
                        line.location(range.clone()),
                        game_number,
                        DiagnosticKind::PlayerName,
                        message,
                    ));
                }
            }
            let Some(known) = self.matched.players.get_mut(index) else {
                continue;
            };
            if first_game {
                *known = PlayerInfo {
                    name: name.into_owned(),
                    ..player_info(own)
                };
            } else if known.name != name
                && !self
                    .other_names
                    .iter()
                    .any(|(player, other)| *player == index && *other == name)
            {
                // Said once for each other name: a match played under a
                // nickname would otherwise warn at every game. Kept no
                // longer than a report's list of warnings, which a hostile
                // input of a new name a game would otherwise make long.
                if self.other_names.len() <= crate::transcript::report::MAX_DIAGNOSTICS {
                    self.other_names.push((index, name.to_string()));
                }
                let message = format!(
                    "player {} is called `{}` here but `{}` in the first game",
                    index + 1,
                    name,
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
    }

    /// The name of the player in column `index` (0: left) whose score line
    /// leaves the name out (an anonymous or deleted account), and a warning
    /// that says what it is read as: the `Player N` header when it names
    /// someone other than the opponent (`other`), else `Player N`.
    fn unnamed_player(&self, index: usize, other: &str) -> (String, String) {
        let side = if index == 0 { "left" } else { "right" };
        let key = format!("Player {}", index + 1);
        let header = self
            .matched
            .header(&key)
            .map(str::trim)
            .filter(|name| !name.is_empty() && *name != other);
        match header {
            Some(name) => (
                name.to_string(),
                format!(
                    "the score line leaves the {side} player's name out; read as `{name}`, from the `{key}` header"
                ),
            ),
            None => (
                key.clone(),
                format!(
                    "the score line leaves the {side} player's name out (an anonymous or deleted account); read as `{key}`"
                ),
            ),
        }
    }

    /// Reads the cells of a turn line from `body` (past the move number, if
    /// the line has one). A move number among the cells starts a second row
    /// that the writer joined to the line: its cells are read as a row of
    /// their own, by their columns from where that row starts.
    #[inline(always)]
    fn turn_line(&mut self, line: &Line<'_>, body: usize, plain: bool) {
        if !plain {
            self.features.note_line_end(&line.text);
        }
        match self.row_cells(line, body, 0, plain) {
            Ok(None) => {}
            Ok(Some(next)) => self.joined_rows(line, body, next, plain),
            Err(error) => self.row_error(line, (body, body, 0, plain), error),
        }
    }

    /// Takes a row's move number (`12)`, `12.`), which ends just before
    /// `body`: the game's rows count up by one; a number skipped says rows
    /// are lost, the same row again that it was copied (see
    /// [`Reader::row_out_of_step`]).
    #[inline(always)]
    fn note_row(&mut self, line: &Line<'_>, number: u32, body: usize) {
        let mark = row_mark(line.text.as_bytes(), body);
        let last = std::mem::replace(&mut self.last_row, number);
        let last_mark = std::mem::replace(&mut self.last_row_mark, mark);
        if last != 0 && number != last.wrapping_add(1) {
            self.row_out_of_step(line, last, body, mark == last_mark);
        }
    }

    /// [`Reader::note_row`] of the move number ending just before `body`;
    /// a row with none, or with one too large to read, leaves the next
    /// row's number nothing to follow.
    fn note_row_before(&mut self, line: &Line<'_>, body: usize) {
        match row_number(line.text.as_bytes(), body) {
            Some((number, _)) => self.note_row(line, number, body),
            None => self.last_row = 0,
        }
    }

    /// A row whose number, ending before `body`, does not follow row
    /// `last`. Numbers skipped are rows left out, with the turns they held,
    /// a warning; but a result's row is not one: Backgammon Studio numbers
    /// the `Wins` row after a resignation as it likes. The same number
    /// again on a row that starts as the last one did (`same`: the same
    /// length and first bytes) is that row copied: its turns are read
    /// twice, a warning. Any other number is let be.
    #[cold]
    #[inline(never)]
    fn row_out_of_step(&mut self, line: &Line<'_>, last: u32, body: usize, same: bool) {
        let text: &str = &line.text;
        let bytes = text.as_bytes();
        let Some((_, range)) = row_number(bytes, body) else {
            return;
        };
        let number = self.last_row;
        if number == last && same {
            let message = format!(
                "row {number} is written twice, the same text again: its turns are read twice"
            );
            return self.warn_in_game(line.location(range), DiagnosticKind::MoveNumber, message);
        }
        if number <= last.saturating_add(1) {
            return;
        }
        let first = cells::skip_spaces(bytes, range.end);
        let word = cells::scanned_text(text, first..cells::word_end(bytes, first));
        if ["wins", "losses", "loses"]
            .iter()
            .any(|result| word.eq_ignore_ascii_case(result))
        {
            return;
        }
        let missing = if number == last + 2 {
            format!("row {} is", last + 1)
        } else {
            format!("rows {} to {} are", last + 1, number - 1)
        };
        let message = format!(
            "the move numbers go from {last} to {number}: {missing} not in the transcript, and the turns written there are lost"
        );
        self.warn_in_game(line.location(range), DiagnosticKind::MoveNumber, message);
    }

    /// A row of `line` that cannot be read, cells from `body` on and `shift`
    /// columns to the right (see [`Reader::row_cells`]): a cell error, unless
    /// a new match file's first line is joined to the row after the cells
    /// taken (`; [Site ...]`, `+-----+`, ` 7 point match`, after a byte
    /// order mark or not; see [`joined_file_start`]), as where files whose last line has no line end are joined end
    /// to end (`cat`): the row is read up to it, with a warning, and the
    /// rest as a line of its own. Out of line: only an error comes here.
    #[cold]
    #[inline(never)]
    fn row_error(
        &mut self,
        line: &Line<'_>,
        (from, body, shift, plain): (usize, usize, u32, bool),
        error: CellError,
    ) {
        // The cells before the error were taken: split again, taking none,
        // to find where they end (the splitter reads the same each time).
        let mut taken_to = from;
        let mut moves = cells::ScannedMoves::EMPTY;
        let _ = cells::split_each(&line.text, from, plain, &mut moves, |cell, _, _| {
            taken_to = cell.range.1;
            true
        });
        if taken_to == from
            && let Some(copy) = self.score_line_copy(&line.text, from)
        {
            return self.after_score_line_copy(line, (body, copy, shift, plain));
        }
        // A line joined to another is after that line's text: the rest,
        // read as a line, has only blanks before it, and joins nothing.
        let joined = joined_file_start(&line.text, taken_to)
            .filter(|&(at, _)| line.text.get(..at).is_some_and(|t| !t.trim().is_empty()));
        let Some((at, skip)) = joined else {
            return self.cell_error(line, error);
        };
        let before = line.before(at);
        match self.row_cells(&before, taken_to, shift, plain) {
            Ok(None) => {}
            Ok(Some(next)) => self.joined_rows(&before, body, next, plain),
            Err(error) => self.cell_error(&before, error),
        }
        let rest = line.rest(at, skip);
        let text = rest.text.trim();
        let message = format!(
            "a new line, `{}`, is joined to the end of this one (a file whose last line has no line end, joined to the next?): read as a line of its own",
            excerpt(text)
        );
        let end = rest.text.len();
        let start = end - rest.text.trim_start().len();
        self.warn_in_game(
            rest.location(start..end),
            DiagnosticKind::WriterQuirk,
            message,
        );
        self.line(&rest);
    }

    /// Where a copy of the game's score line, its left part (`ann : 3`),
    /// ends when it stands in the left cell of the game's first row, at
    /// `from`: some transcribing tools put it there when the right player
    /// rolls first and the cell is empty.
    fn score_line_copy(&self, text: &str, from: usize) -> Option<std::ops::Range<usize>> {
        let game = self.current.as_ref()?;
        if self.actions_in_game != 0 || game.score_locations.is_none() {
            return None;
        }
        let name = Player::One.pick(&self.matched.players).name.as_str();
        let start = cells::skip_spaces(text.as_bytes(), from);
        let rest = text.get(start..)?;
        let after_name = rest
            .get(..name.len())
            .filter(|written| !name.is_empty() && written.eq_ignore_ascii_case(name))
            .and_then(|_| rest.get(name.len()..))?;
        let after_colon = after_name.trim_start().strip_prefix(':')?.trim_start();
        let digits = after_colon.bytes().take_while(u8::is_ascii_digit).count();
        let [left, _] = game.score;
        let score = after_colon.get(..digits)?.parse::<u32>().ok()?;
        let end = text.len() - after_colon.len() + digits;
        let ends_token = text.as_bytes().get(end).is_none_or(u8::is_ascii_whitespace);
        (score == left && ends_token).then_some(start..end)
    }

    /// Reads the first row of a game past the copy of the score line in
    /// its left cell (`copy`), with a warning: the cell is read as empty.
    #[cold]
    #[inline(never)]
    fn after_score_line_copy(
        &mut self,
        line: &Line<'_>,
        (body, copy, shift, plain): (usize, std::ops::Range<usize>, u32, bool),
    ) {
        let message = format!(
            "the first row's left cell is `{}`, the score line's left part again (as some transcribing tools write an empty cell where the right player rolls first): read as an empty cell",
            excerpt(cells::scanned_text(&line.text, copy.clone()))
        );
        self.warn_in_game(
            line.location(copy.clone()),
            DiagnosticKind::WriterQuirk,
            message,
        );
        match self.row_cells(line, copy.end, shift, plain) {
            Ok(None) => {}
            Ok(Some(next)) => self.joined_rows(line, body, next, plain),
            Err(error) => self.cell_error(line, error),
        }
    }

    /// Reads the rows joined to a turn line after its own (whose cells
    /// start at `body`), the first at `next`, its move number: each is
    /// warned of and read by its own columns. Apart from [`Reader::turn_line`]:
    /// few lines have one, and inlined, the warning's words made every line's
    /// reading dearer.
    #[cold]
    #[inline(never)]
    fn joined_rows(
        &mut self,
        line: &Line<'_>,
        body: usize,
        mut next: std::ops::Range<usize>,
        plain: bool,
    ) {
        let text: &str = &line.text;
        loop {
            if !text
                .as_bytes()
                .get(next.start)
                .is_some_and(u8::is_ascii_digit)
            {
                self.joined_game(line, next.start);
                return;
            }
            self.note_row_before(line, next.end);
            let message = format!(
                "two rows are joined on one line: a row `{}` starts here and is read as a row of its own",
                cells::scanned_text(text, next.clone())
            );
            self.warn_in_game(
                line.location(next.clone()),
                DiagnosticKind::WriterQuirk,
                message,
            );
            // The joined row is laid out as the line's own row, from its
            // move number on; a line without one as most rows are.
            let numbered = text.get(..body).is_some_and(|t| !t.trim().is_empty());
            let number_end = if numbered {
                line.layout_column(body)
            } else {
                lines::LEFT_COLUMN - 1
            };
            let shift = line.layout_column(next.end).saturating_sub(number_end);
            let from = next.end;
            next = match self.row_cells(line, from, shift, plain) {
                Ok(Some(next)) => next,
                Ok(None) => return,
                Err(error) => return self.row_error(line, (from, body, shift, plain), error),
            };
        }
    }

    /// A ` Game N` line joined to the end of a turn line at `at`, which
    /// starts its game, with a warning: GNU Backgammon's .mat export writes
    /// no line end after a game's last turn when the game has no result, as
    /// in a transcript it imported that left it out. Any other text from
    /// `Game` on, or a `Game` in a plain record, is no cell.
    fn joined_game(&mut self, line: &Line<'_>, at: usize) {
        let text: &str = &line.text;
        // A plain record (turns without ` Game N` lines) has no games to start.
        let in_match = self.mode == Mode::Match;
        let joined = text.get(at..).filter(|_| in_match).and_then(|rest| {
            let head = Head::of(rest).filter(Head::is_game)?;
            let number = lines::game_number(rest, &head).ok()?;
            let note = lines::crawford_note(rest, &head);
            Some((number, at + head.second(rest)?.end, note))
        });
        let Some((number, end, note)) = joined else {
            let range = at..cells::word_end(text.as_bytes(), at);
            let expected = "a roll like `52:`, a cube action or a result";
            return self.cell_error(line, CellError::Unexpected { range, expected });
        };
        let location = line.location(at..end);
        self.warn_in_game(location, DiagnosticKind::WriterQuirk, format!("a ` Game {number}` line is joined to the end of this turn line; game {number} starts there"));
        self.game_starts(number, location);
        self.note_crawford(line, note, at);
    }

    /// Reads the cells of one row from `from`, whose columns are `shift` to
    /// the right of where a row's columns are: where a second row joined to
    /// the line starts, if one does (`None` too once reading the game must
    /// stop).
    #[inline(always)]
    fn row_cells(
        &mut self,
        line: &Line<'_>,
        from: usize,
        shift: u32,
        plain: bool,
    ) -> Result<Option<std::ops::Range<usize>>, CellError> {
        // One action is filled in for each cell in turn, where it stays, and
        // a play's moves are written into it as the splitter reads them:
        // actions are large, this runs for every roll, and a play after a
        // play need only empty the moves.
        let action = self.row_action.take().unwrap_or_else(|| {
            Box::new(Action {
                player: Player::One,
                location: Location::default(),
                kind: ActionKind::Resign,
            })
        });
        // The row notes how its moves spell the bar and off as it reads them.
        let mut row = RowAction {
            line,
            text: &line.text,
            action,
            bar_off: self.features.bar_off,
        };
        let mut index = 0;
        let mut go_on = true;
        let next = cells::split_each(&line.text, from, plain, &mut row, |cell, row, two| {
            go_on = self.take_cell(line, cell, index, two, shift, plain, row);
            index += 1;
            go_on
        });
        self.row_action = Some(row.action);
        self.features.bar_off = row.bar_off;
        next.map(|next| next.filter(|_| go_on))
    }

    /// Fills `action` with the cell, the `index`th of its row (`two`: of two),
    /// and takes it; false once reading the game must stop.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn take_cell(
        &mut self,
        line: &Line<'_>,
        cell: &cells::Cell,
        index: usize,
        two: bool,
        shift: u32,
        plain: bool,
        row: &mut RowAction<'_, '_>,
    ) -> bool {
        let location = line.location(cell.range());
        let action = &mut *row.action;
        action.location = location;
        match &cell.content {
            Content::Action(kind) => action.kind = *kind,
            // The splitter made the action a play, its moves written in.
            Content::Moves { .. } => {}
            Content::Resigned => action.kind = ActionKind::Resign,
            &Content::MarkedIllegal { dice, board } => {
                // A roll with no moves and the board the mark says it left,
                // which the replay takes up from.
                start_play(&mut action.kind, dice);
                self.marked_board = Some(board);
            }
        }
        self.features
            .note_cell(&cell.content, &line.text, cell.range());
        let column = || line.layout_column(cell.range().start).saturating_sub(shift);
        action.player = if plain {
            self.plain_player(&action.kind)
        } else if two {
            if index == 1 && is_roll(&cell.content) {
                self.row_columns.note(column());
            }
            lines::cell_player(index, two, self.right_column, column)
        } else {
            lines::cell_player(index, two, self.lone_cells_right_column(), column)
        };
        let marker = !plain && matches!(cell.content, Content::Resigned);
        self.take(action, marker)
    }

    /// Takes an action read from a turn line. A resignation `marker` waits
    /// for the next action: if that is a result, the result's loser is the
    /// one who resigned, whichever column the marker stood in; otherwise (or
    /// at the end of the game) the marker's own column says who. False once
    /// reading must stop. Actions are large and most go straight to
    /// [`Reader::keep`]: they are passed by reference, not copied on the way.
    fn take(&mut self, action: &Action, marker: bool) -> bool {
        // Most cells find no marker waiting: looked at before it is taken, as
        // taking moves the whole action out and back.
        let waiting = if marker {
            self.resigned.replace(*action)
        } else if self.resigned.is_some() {
            self.resigned.take()
        } else {
            None
        };
        if let Some(mut resigned) = waiting {
            if !marker && let ActionKind::Result { outcome, .. } = action.kind {
                resigned.player = outcome.winner(action.player).other();
            }
            if !self.keep(&resigned) {
                return false;
            }
        }
        marker || self.keep(action)
    }

    /// Adds an action to the game (or, streaming, replays it now); false
    /// when the game has too many.
    #[inline(always)]
    fn keep(&mut self, action: &Action) -> bool {
        if self.actions_in_game == MAX_ACTIONS {
            self.give_up(ReadError::at(
                action.location,
                ReadErrorKind::TooMuch {
                    what: "actions in one game",
                    limit: MAX_ACTIONS,
                },
            ));
            return false;
        }
        // Once a mark is seen, later plays need not be looked at for one.
        if !self.marks_hits
            && let ActionKind::Play { moves, .. } = &action.kind
        {
            self.marks_hits = moves.moves().iter().any(|m| m.hit);
        }
        if let Some(board) = self.marked_board.take()
            && let Some(game) = self.current.as_mut()
        {
            game.boards.push(RecordedBoard {
                action: self.actions_in_game,
                when: BoardTime::After,
                board: board.switched(),
            });
        }
        self.actions_in_game += 1;
        if matches!(action.kind, ActionKind::Result { .. }) {
            self.result_in_game = true;
            self.noted_in_gap = false;
        }
        if let Some(game) = self.current.as_mut() {
            if self.several_matches {
                // Streaming: the action is replayed now, not kept.
                self.sink
                    .action(&self.matched, game, action, self.marks_hits);
            } else {
                game.actions.push(*action);
            }
        }
        true
    }

    /// Where a lone cell of this match is measured from as the right
    /// player's: the most common column of a row's second roll so far, as
    /// the rows put the right player's cells wherever the score line puts
    /// its right name (padded wider than the rows, or tight after a short
    /// name); before any such row, the score line's right column or the
    /// column most writers use (`DEFAULT_RIGHT_COLUMN`), the nearer.
    fn lone_cells_right_column(&self) -> u32 {
        self.row_columns
            .most_common()
            .unwrap_or(self.right_column.min(DEFAULT_RIGHT_COLUMN))
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
}

/// The byte order mark a file may start with, as text.
const BYTE_ORDER_MARK: &str = "\u{feff}";

/// Where a match file's first line starts in `text` at or after `from`,
/// joined to the end of another line, and how many bytes of a byte order
/// mark to leave out there: a header comment (`;`, which no turn line
/// holds), a banner's rule (`+---`, `+===`), or a ` N point match` line,
/// its number not part of another. The first such place.
fn joined_file_start(text: &str, from: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut at = from;
    while at < text.len() {
        let rest = text.get(at..)?;
        let skip = if rest.starts_with(BYTE_ORDER_MARK) {
            BYTE_ORDER_MARK.len()
        } else {
            0
        };
        let after = rest.get(skip..)?;
        if after.starts_with(';') || after.starts_with("+--") || after.starts_with("+==") {
            return Some((at, skip));
        }
        let number_starts =
            skip > 0 || at == 0 || !bytes.get(at - 1).is_some_and(u8::is_ascii_digit);
        if number_starts
            && after.as_bytes().first().is_some_and(u8::is_ascii_digit)
            && let Some(head) = Head::of(after)
            && head.first_word.bytes().all(|b| b.is_ascii_digit())
            && head.is_length(after)
            && head.says_match(after)
        {
            return Some((at, skip));
        }
        at += rest.chars().next().map_or(1, char::len_utf8);
    }
    None
}

/// The read error a cell error of `line` is.
fn read_error(line: &Line<'_>, error: CellError) -> ReadError {
    match error {
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
        CellError::DeclaredIllegal { range, dice } => ReadError::at(
            line.location(range),
            ReadErrorKind::DeclaredIllegal { dice },
        ),
        CellError::Moves(error) => ReadError::at(
            line.location(error.offset..error.offset),
            ReadErrorKind::Moves {
                message: error.to_string(),
            },
        ),
        CellError::TooManyMoves { range, count } => {
            ReadError::at(line.location(range), ReadErrorKind::TooManyMoves { count })
        }
    }
}

/// The action a row's cells are read into in turn: the splitter writes a
/// roll's moves straight into its play, each with its location in `line`
/// (whose `text` it is), and notes how they spell the bar and off (the
/// reader's notes, which are the row's while it is read).
struct RowAction<'l, 't> {
    line: &'l Line<'t>,
    text: &'l str,
    action: Box<Action>,
    bar_off: BarOff,
}

impl cells::Moves for RowAction<'_, '_> {
    #[inline(always)]
    fn start(&mut self, dice: Dice) {
        start_play(&mut self.action.kind, dice);
    }

    #[inline(always)]
    fn push(&mut self, mv: Move, start: usize, end: usize) -> bool {
        let ActionKind::Play { moves, .. } = &mut self.action.kind else {
            debug_assert!(false, "moves are pushed only after a play starts");
            return false;
        };
        self.bar_off.note_move(self.text, start..end, mv);
        let location = self.line.location(start..end);
        moves.push(WrittenMove { mv, location }).is_ok()
    }
}

/// Whether a cell is a roll, played or danced: the cells a writer lines up
/// in its columns, where a cube action or a result may follow a roll on the
/// same line wherever it ends.
#[inline]
fn is_roll(content: &Content) -> bool {
    matches!(
        content,
        Content::Moves { .. } | Content::Action(ActionKind::Dance { .. })
    )
}

/// Makes `kind` a play of `dice` with no moves yet: a play already there
/// keeps its place and only has its moves emptied.
#[inline]
fn start_play(kind: &mut ActionKind, dice: Dice) {
    if let ActionKind::Play {
        dice: written,
        moves,
    } = kind
    {
        *written = dice;
        moves.clear();
    } else {
        *kind = ActionKind::Play {
            dice,
            moves: WrittenMoves::default(),
        };
    }
}

/// A written name without the rating after it, as [`player_info`] reads it.
fn bare_name(written: &str) -> &str {
    lines::split_rating(written).map_or(written.trim(), |(name, _)| name)
}

/// Where the cells of a line start, when it opens with a move number
/// (`  7) `, `12.`) followed by a space or its end, as a turn line does: the
/// line is then a turn line whatever follows, as [`cells_start`] reads it.
#[inline(always)]
fn numbered_turn(bytes: &[u8]) -> Option<(usize, u32)> {
    let start = bytes.iter().take(8).position(|&b| b != b' ')?;
    let mut number = 0u32;
    let digits = bytes
        .get(start..)?
        .iter()
        .take(5)
        .take_while(|b| b.is_ascii_digit())
        .inspect(|&&d| number = number * 10 + u32::from(d - b'0'))
        .count();
    let mark = start + digits;
    let after = bytes.get(mark + 1);
    let ends = after.is_none_or(|b| b.is_ascii_whitespace())
        || bytes.get(mark + 1..).is_some_and(cells::starts_with_roll);
    (digits > 0 && digits < 5 && matches!(bytes.get(mark), Some(b')' | b'.')) && ends)
        .then_some((mark + 1, number))
}

/// A row's text in brief, to tell a row copied from the one before: its
/// length and the eight bytes after its move number (ending at `body`).
#[inline(always)]
fn row_mark(bytes: &[u8], body: usize) -> u64 {
    let head = bytes
        .get(body..)
        .and_then(<[u8]>::first_chunk::<8>)
        .map_or(0, |window| u64::from_le_bytes(*window));
    head ^ (bytes.len() as u64).rotate_left(48)
}

/// The move number that ends just before `body` (its `)` or `.` at
/// `body - 1`), and where its digits are.
#[inline(always)]
fn row_number(bytes: &[u8], body: usize) -> Option<(u32, std::ops::Range<usize>)> {
    let mark = body.checked_sub(1)?;
    if !matches!(bytes.get(mark), Some(b')' | b'.')) {
        return None;
    }
    let digits = bytes.get(..mark)?;
    let count = digits
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let start = mark - count;
    let number = digits.get(start..)?.iter().try_fold(0u32, |n, &d| {
        n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
    })?;
    (count > 0).then_some((number, start..body))
}

/// Whether `text` holds `word` (in lower case), in any letter case: looked
/// for in place, as it is asked of every header comment line.
fn contains_word(text: &str, word: &str) -> bool {
    let word = word.as_bytes();
    word.is_empty()
        || text
            .as_bytes()
            .windows(word.len())
            .any(|window| window.eq_ignore_ascii_case(word))
}

/// What binary data `text`, a line read before any transcript, shows, if it
/// is not text: a zip archive or gzip-compressed data told from their first
/// bytes (gzip's second byte as Windows-1252 decodes it, or as a byte no
/// decoding takes), or any data with a control character no text file
/// holds (a NUL, a backspace; not a tab, a form feed, DOS's end-of-file
/// mark or an escape). For an error that says what the input is rather
/// than quoting its bytes.
fn binary_data(text: &str) -> Option<&'static str> {
    if text.starts_with("PK\u{3}\u{4}") {
        Some("a zip archive (unpack it and read the files inside)")
    } else if text.starts_with("\u{1f}\u{2039}") || text.starts_with("\u{1f}\u{fffd}") {
        Some("compressed with gzip (`gzip -dc` gives its text)")
    } else if text.contains(|c| matches!(c, '\0'..='\u{8}' | '\u{e}'..='\u{19}')) {
        Some("binary data (it holds control characters no text has)")
    } else {
        None
    }
}

/// Whether a line of text is drawn with box-drawing characters (a frame
/// around a title: `┌───┐`, `│ … │`).
fn box_drawing(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| ('\u{2500}'..='\u{257F}').contains(&c))
}

/// Whether a line read past as a note has the look of a transcript's: a
/// roll (`52:`) or a cube or result word among its words.
fn looks_like_transcript(text: &str) -> bool {
    const WORDS: [&str; 6] = ["doubles", "takes", "drops", "wins", "game", "point"];
    text.split_whitespace().any(|word| {
        let bytes = word.as_bytes();
        matches!(bytes, [a, b, b':', ..] if a.is_ascii_digit() && b.is_ascii_digit())
            || WORDS.iter().any(|w| word.eq_ignore_ascii_case(w))
    })
}

/// `text` without its leading spaces. Only the start is trimmed: turn lines
/// end in long runs of padding. ASCII spaces go first, byte by byte; the
/// general trim runs only if a space of another kind may follow (a vertical
/// tab or a non-ASCII character).
fn trim_line_start(text: &str) -> &str {
    // By bytes: an ASCII space is one byte, and the first byte that is not
    // one starts a character.
    let start = text
        .bytes()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(text.len());
    let other_space = |&b: &u8| b >= 0x80 || b == 0x0B;
    match text.split_at_checked(start) {
        Some((_, trimmed)) if !trimmed.as_bytes().first().is_some_and(other_space) => trimmed,
        // A space of another kind may follow. (`start` follows ASCII bytes
        // only, so it is a character boundary; were it not, the general
        // trim would still be the answer.)
        _ => text.trim_start(),
    }
}

/// The first cell of the line's `text[body..]` is a turn (a roll with its
/// play, a dance, or a resignation after a roll): as the first line of the
/// input, that makes a plain game record.
fn starts_plain_record(text: &str, body: usize) -> bool {
    let mut first = None;
    let mut moves = cells::ScannedMoves::EMPTY;
    let read = cells::split_each(text, body, true, &mut moves, |cell, _, _| {
        first.get_or_insert(matches!(
            cell.content,
            Content::Moves { .. }
                | Content::Action(ActionKind::Dance { .. } | ActionKind::ResignAfterRoll { .. })
        ));
        true
    });
    read.is_ok() && first == Some(true)
}
