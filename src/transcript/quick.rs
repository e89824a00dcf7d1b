//! The fast lane of validation: one pass over the bytes of a transcript in the
//! plain layout most writers share (GNU Backgammon, Backgammon Galaxy,
//! GamesGrid, Backgammon Studio, DailyGammon ...), replaying each roll as it
//! is read.
//!
//! Most transcripts a tournament director or a bot author checks are valid,
//! and for those the report holds little but the dialect and counts. The fast
//! lane reads only a narrow form (ASCII, lines ended by LF or CRLF,
//! ` N point match`, header comments, ` Game N`, score lines, turn lines with
//! `52:` rolls and their moves or `Cannot Move`, `Doubles => N`, `Takes`,
//! `Drops`, `???`, `52: ????`, `Wins` or `Losses N point(s)` perhaps
//! `and the match`; text outside ASCII only in header comments), keeps no
//! locations but a line and column for the few warnings it gives, and gives
//! up at the first thing it does not know or that would make any other
//! diagnostic: an unusual token, an illegal play, a later game's wrong
//! score, a game cut short before another, a hit mark that disagrees. [`super::validate`] then
//! reads the input again by the full path, which finds and words every
//! problem. The fast lane is thus a shortcut, never a second opinion: where it
//! answers, its report is the full path's.
//!
//! The warnings it gives are for writers' habits that leave a transcript valid
//! and are common enough that declining them would send most real archives
//! down the full path: hits never marked with `*` (Galaxy, GamesGrid), a roll
//! written without a play before a resignation (GamesGrid), a result's value
//! capped or raised by a writer's convention (Galaxy), a merged move whose
//! marks leave open whether it hit on its way (Backgammon Studio), a first
//! game that starts at a higher score than 0-0 and a match or its last game
//! that stops before its end (excerpts, abandoned matches).
//! Their words come from the full path's own functions.
//!
//! It has no rules of its own. The match's rules (turns, the cube, results,
//! scores, the Crawford game, the match's end) are [`super::rules`]'
//! [`Referee`] and [`Scoreboard`], whose every [`super::rules::RuleBreak`]
//! makes it decline; moves are read by the notation's own readers
//! ([`fast::step`], [`fast::path`]), and plays are checked by the board's
//! resolver, as the full path's replay checks them.

use super::cells::{self, Content};
use super::dialect::{Features, detect};
use super::lines::{self, Head, cells_start, header_field, parse_score_line, split_rating};
use super::model::Location;
use super::model::{ActionKind, Dialect, Dice, HeaderField, Match, Outcome, Player};
use super::reader::{MAX_ACTIONS, MAX_GAMES};
use super::replay::{
    first_game_score, never_marks_hits, score_jump, undecided_last_game, unfinished_match,
    unsettled_hits, weigh_hit_marks, word_forgiven, word_no_play,
};
use super::report::{Diagnostic, DiagnosticKind};
use super::report::{
    GameSummary, MAX_SUMMARY_GAMES, MatchSummary, ValidationReport, player_number,
};
use super::rules::{Answer, Ending, Phase, Referee, Rules, ScoreLine, Scoreboard};
use crate::board::{
    BAR, OFF, Play, PlayError, Position, Roll, Unlimited, legal_plays, play_in_written_order,
    play_unmarked_in_written_order, resolve_play_unlisted,
};
use crate::notation::{Move, fast};
use crate::rules::RulesApplied;

/// Warnings the fast lane gives before it leaves a transcript to the full
/// path, far below [`super::report::MAX_DIAGNOSTICS`].
const MAX_WARNINGS: usize = 64;

/// Lines longer than this are left to the full path (real turn lines are under
/// a hundred bytes).
const MAX_LINE: usize = 1024;

/// Validates `input` by the fast lane: `Some(report)` when the input is a
/// valid transcript in the common form whose warnings, if any, are the few the
/// fast lane words (see the module's documentation), and then the report is
/// the one [`super::validate_reader`] gives; `None` when the input needs the
/// full path (it has an error, another warning, or text the fast lane does
/// not read).
///
/// [`super::validate`] tries this first; call it directly only to know whether
/// an input takes the fast lane.
///
/// ```
/// use bgkit::transcript::{quick_validate, validate_reader};
///
/// // A game cut short: warnings the fast lane gives, as the full path does.
/// let text = b" 1 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/5\n";
/// let report = quick_validate(text).expect("the fast lane answers");
/// assert!(report.valid && report.warnings.len() == 2);
/// assert_eq!(report, validate_reader(&text[..]).unwrap());
///
/// // An illegal play: an error, which only the full path words.
/// let text = b" 1 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/4\n";
/// assert!(quick_validate(text).is_none());
/// assert!(!validate_reader(&text[..]).unwrap().valid);
/// ```
pub fn quick_validate(input: &[u8]) -> Option<ValidationReport> {
    // No tabs or other control characters but line ends (LF or CRLF), and
    // valid UTF-8: their handling is the full path's. Text outside ASCII
    // passes only in header comments (`; [Place "Café"]`), where columns do
    // not matter.
    let PlainText {
        text: input,
        ascii,
        carriage_returns,
    } = plain_text(input)?;
    let mut lane = Lane::default();
    let mut start = 0;
    let mut number: u32 = 0;
    for end in LineEnds::new(input.as_bytes()) {
        let mut line = input.get(start..end)?;
        start = end + 1;
        number = number.checked_add(1)?;
        if carriage_returns {
            // A CRLF ends a line as a line feed does (eXtreme Gammon, Gibbon);
            // a carriage return anywhere else, which the full path reads as
            // a line end of its own (classic Mac OS files), is left to it.
            if end < input.len() {
                line = line.strip_suffix('\r').unwrap_or(line);
            }
            if line.contains('\r') {
                return None;
            }
        }
        if line.len() > MAX_LINE || !(ascii || line.is_ascii() || is_comment(line)) {
            return None;
        }
        lane.line(line, number)?;
    }
    lane.finish()
}

/// Where each line of `bytes` ends: at every line feed, and at the end (the
/// last line is the text after the last line feed, perhaps empty).
struct LineEnds<'b> {
    bytes: &'b [u8],
    /// Where the search goes on; past the end once the last line is given.
    from: usize,
    /// Every x86-64 processor has SSE2: searched with it directly, lines
    /// cost a third less than through `memchr`, which picks a vector width
    /// at run time and sets up its wider one on every short line.
    #[cfg(target_arch = "x86_64")]
    line_feed: Option<memchr::arch::x86_64::sse2::memchr::One>,
}

impl<'b> LineEnds<'b> {
    fn new(bytes: &'b [u8]) -> LineEnds<'b> {
        LineEnds {
            bytes,
            from: 0,
            #[cfg(target_arch = "x86_64")]
            line_feed: memchr::arch::x86_64::sse2::memchr::One::new(b'\n'),
        }
    }

    /// The offset of the next line feed in `rest`.
    fn next_line_feed(&self, rest: &[u8]) -> Option<usize> {
        #[cfg(target_arch = "x86_64")]
        if let Some(line_feed) = &self.line_feed {
            return line_feed.find(rest);
        }
        memchr::memchr(b'\n', rest)
    }
}

impl Iterator for LineEnds<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let rest = self.bytes.get(self.from..)?;
        let end = match self.next_line_feed(rest) {
            Some(offset) => self.from + offset,
            None => self.bytes.len(),
        };
        self.from = end + 1;
        Some(end)
    }
}

/// A header comment line, `; [Site "..."]`.
fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with(';')
}

/// Where in the input the lane is.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Stage {
    /// Before the ` N point match` line.
    #[default]
    Preamble,
    /// After it, before the first game.
    Match,
    /// After a ` Game N` line: its score line comes next.
    ScoreLine,
    /// Reading a game's turns.
    Game,
}

/// One game being replayed.
struct GameLane {
    board: Position,
    /// Whose view `board` is from.
    view: Player,
    /// Whose turn, the cube and what the result must be.
    referee: Referee,
    /// A result said `and the match`.
    claims_match: bool,
    /// How the game ended, once it has.
    ending: Option<Ending>,
    /// A `Losses` line waits for the game's end to be judged.
    claimed: bool,
}

/// A cell of a turn line, as the lane reads it.
#[derive(Clone, Copy)]
enum Act {
    /// A roll and the moves written after it (none: a dance), which are
    /// the first `count` of [`Lane::moves`].
    Roll {
        roll: Roll,
        count: usize,
        /// A move bears a checker off.
        bore_off: bool,
        /// No move, and `Cannot Move` was written.
        cannot_move: bool,
    },
    /// `66: ????`: a resignation after the roll (a roll of real dice).
    ResignAfterRoll,
    /// A cube action, a resignation or a result.
    Cell(ActionKind),
}

#[derive(Default)]
struct Lane {
    stage: Stage,
    headers: Vec<HeaderField>,
    features: Features,
    /// The score, the Crawford game and the winner, from the match line on.
    scoreboard: Option<Scoreboard>,
    /// The players' names as the first game's score line has them.
    names: [String; 2],
    /// Where the right column starts (1-based), from the score line.
    right_column: u32,
    game: Option<GameLane>,
    /// Lines read since the last ` Game N` line. A turn line holds at most two
    /// actions, so a game of fewer than [`MAX_ACTIONS`] / 2 lines is within the
    /// reader's limit; a longer one is left to the full path.
    game_lines: usize,
    games: usize,
    turns: usize,
    /// The match length, from the match line.
    length: u32,
    /// The games scored so far, for the report's summary.
    results: Vec<GameSummary>,
    /// The moves of the roll cell last read.
    moves: CellMoves,
    /// What the hit marks have shown so far.
    marks: Marks,
    /// Where the first game starts, where a transcript that never marks its
    /// hits is warned of.
    first_game: Option<Location>,
    /// Where the last game starts, where a match that stops before its end
    /// is warned of.
    last_game: Option<Location>,
    /// The last cell read in the current game (its start before any), where
    /// a last game cut short is warned of.
    last_cell: Location,
    /// Warnings for results read by a writer's convention (a roll written
    /// alone before a resignation, a value capped or raised).
    warnings: Vec<Diagnostic>,
}

/// Hit marks as the full path weighs them. A transcript that marks some hits
/// with `*` gets a warning for each hit it leaves unmarked, which the fast
/// lane leaves to the full path; one that marks none (many writers never do)
/// gets one warning at its end, which the fast lane gives too.
#[derive(Default)]
struct Marks {
    /// Some written move so far is marked `*`.
    seen: bool,
    /// Hits made without a `*`, while none was seen.
    unmarked: usize,
    /// The play just made, if its marks leave open whether it hit on its
    /// way, and the points where another way would hit: a warning.
    unsettled: Option<Box<(Play, Vec<u8>)>>,
}

/// Room for the moves of a roll cell: a turn's four.
struct CellMoves([Move; 4]);

impl Default for CellMoves {
    fn default() -> CellMoves {
        let none = Move {
            from: 0,
            to: 0,
            hit: false,
        };
        CellMoves([none; 4])
    }
}

impl Lane {
    /// Reads a line by the reader's own line readers ([`lines`], [`cells`]).
    fn line(&mut self, text: &str, number: u32) -> Option<()> {
        let Some(head) = Head::of(text) else {
            return Some(()); // blank
        };
        if head.first_word.starts_with(';') {
            // A header before the match line; after it the full path keeps
            // comments only as a possible next match's header, which the fast
            // lane never reaches.
            if self.stage == Stage::Preamble {
                self.headers.extend(header_field(text, number));
            }
            return Some(());
        }
        if head.is_game() {
            return self.game_line(text, &head, number);
        }
        // Where the cells start: after a move number, which opens a turn line.
        let body = cells_start(head.first_word, head.first.clone());
        match self.stage {
            // A line that starts with a move number cannot be read as a
            // length line (whose first word is a number), so the common case
            // skips that test.
            Stage::Game if body == head.first.end && self.game_lines < MAX_ACTIONS / 2 => {
                self.game_lines += 1;
                self.turn_line(text, body, number)
            }
            _ if head.is_length(text) => self.length_line(text, &head),
            Stage::ScoreLine => self.score_line(text, number),
            Stage::Game if self.game_lines < MAX_ACTIONS / 2 => {
                self.game_lines += 1;
                self.turn_line(text, body, number)
            }
            _ => None,
        }
    }

    /// ` 7 point match`.
    fn length_line(&mut self, text: &str, head: &Head<'_>) -> Option<()> {
        if self.stage != Stage::Preamble || !head.says_match(text) {
            return None;
        }
        let length = lines::match_length(text, head).ok()?;
        self.features.length_line_indented = head.first.start > 0;
        let matched = Match {
            dialect: Dialect::Generic,
            length,
            players: Default::default(),
            headers: std::mem::take(&mut self.headers),
            games: Vec::new(),
        };
        let rules = Rules::of(&matched);
        // Other rule sets are the full path's alone.
        if !rules.variant.is_standard() {
            return None;
        }
        self.scoreboard = Some(Scoreboard::new(rules, length));
        self.length = length;
        self.headers = matched.headers;
        self.stage = Stage::Match;
        Some(())
    }

    /// ` Game 3` on line `line`: the game before it must be over and scored.
    fn game_line(&mut self, text: &str, head: &Head<'_>, line: u32) -> Option<()> {
        if !matches!(self.stage, Stage::Match | Stage::Game) {
            return None;
        }
        let number = lines::game_number(text, head).ok()?;
        self.end_game(false)?;
        // Where the reader puts a game: at its first word (a byte is a
        // column, as the line is ASCII).
        let column = u32::try_from(text.len() - text.trim_start().len() + 1).ok()?;
        let location = location_at(line, column);
        self.first_game.get_or_insert(location);
        self.last_game = Some(location);
        self.last_cell = location;
        self.scoreboard.as_ref()?.may_start_game().ok()?;
        // Games out of order or too many: the full path says so.
        if self.games >= MAX_GAMES || usize::try_from(number).ok()? != self.games + 1 {
            return None;
        }
        self.games += 1;
        self.game_lines = 0;
        self.stage = Stage::ScoreLine;
        Some(())
    }

    /// Scores the game just read, which must have its result unless it is the
    /// transcript's `last` game: that one may stop before it is decided (a
    /// warning, as the full path gives it).
    fn end_game(&mut self, last: bool) -> Option<()> {
        let Some(game) = self.game.take() else {
            return Some(());
        };
        let Some(counted) = game.referee.outcome() else {
            // Over on the board without a result line is an error, and a
            // `Losses` line left waiting is judged only by the full path.
            if !last || game.claimed || matches!(game.referee.phase(), Phase::Over { .. }) {
                return None;
            }
            let number = u32::try_from(self.games).ok()?;
            self.warnings
                .push(undecided_last_game(self.last_cell, number));
            if self.results.len() < MAX_SUMMARY_GAMES {
                self.results.push(GameSummary::of(number, None));
            }
            return Some(());
        };
        let scoreboard = self.scoreboard.as_mut()?;
        scoreboard
            .score_game(counted.winner, counted.points, game.claims_match)
            .ok()?;
        if self.results.len() < MAX_SUMMARY_GAMES {
            let how = game.ending.unwrap_or(Ending::Resign);
            let number = u32::try_from(self.games).ok()?;
            let decided = Some((counted.winner, counted.points, how));
            self.results.push(GameSummary::of(number, decided));
        }
        Some(())
    }

    /// ` alpha : 0        beta : 3` on line `line`: the scores as counted, and
    /// the names of the first game. Out of line, as it comes once a game:
    /// inlined, it made the turn lines' loop dearer.
    #[inline(never)]
    fn score_line(&mut self, text: &str, line: u32) -> Option<()> {
        let score = parse_score_line(text)?;
        // A name left out makes a warning, which the full path gives.
        if score.lacks_a_name() {
            return None;
        }
        let scores = lines::scores(text, &score).ok()?;
        let scoreboard = self.scoreboard.as_mut()?;
        if scores != scoreboard.score {
            // A first game that starts at a higher score (an excerpt, or a
            // match continued): a warning, as the full path gives it, and
            // the count goes on from there. Any other score is the full
            // path's to word.
            if self.games != 1 || scoreboard.compare_score(scores) != ScoreLine::GamesMissing {
                return None;
            }
            // The line is ASCII: a byte is a column.
            let at = |range: &std::ops::Range<usize>| {
                u32::try_from(range.start + 1).map(|column| location_at(line, column))
            };
            let [one, two] = &score.scores;
            let locations = [at(one).ok()?, at(two).ok()?];
            self.warnings.push(score_jump(
                first_game_score(scores),
                self.length,
                1,
                scores,
                locations,
            ));
            scoreboard.resume_at(scores);
        }
        for (index, range) in score.names.iter().enumerate() {
            // The name as `player_info` reads it, without its rating.
            let written = cells::scanned_text(text, range.clone());
            let name = split_rating(written).map_or(written.trim(), |(name, _)| name);
            let known = self.names.get_mut(index)?;
            if self.games == 1 {
                name.clone_into(known);
            } else if known != name {
                return None;
            }
        }
        self.right_column = u32::try_from(score.names[1].start + 1).ok()?;
        self.features
            .note_score_line(text, &score, self.right_column);
        self.game = Some(GameLane {
            board: Position::start(),
            view: Player::One,
            referee: scoreboard.start_game(),
            claims_match: false,
            ending: None,
            claimed: false,
        });
        self.stage = Stage::Game;
        Some(())
    }

    /// `  5) 62: 13/11 13/7            Doubles => 2`: up to two cells, each
    /// replayed as it is read. Turn lines are most of a transcript, so they
    /// are scanned here in one pass, word by word, instead of being split into
    /// [`cells::Cells`] first, which costs half as much time again; each word
    /// is read by the splitter's own readers (moves by [`fast::step`] and
    /// [`fast::path`], cube and result cells by [`cells::action_cell`]), and
    /// anything they do not take leaves the line to the full path.
    fn turn_line(&mut self, text: &str, body: usize, line: u32) -> Option<()> {
        let bytes = text.as_bytes();
        let mut last_column = 0;
        self.features.note_line_end(text);
        let mut at = cells::skip_spaces(bytes, body);
        let mut index = 0;
        while at < bytes.len() {
            let start = at;
            // A roll is most cells: its three bytes are matched before the
            // word is looked for.
            let act = if let Some(&[x @ b'1'..=b'6', y @ b'1'..=b'6', b':']) = bytes.get(at..at + 3)
                && bytes.get(at + 3).is_none_or(u8::is_ascii_whitespace)
            {
                at = cells::skip_spaces(bytes, at + 3);
                // Made here, where the dice are known to be 1 to 6.
                let dice = Dice(x - b'0', y - b'0');
                let roll = dice.roll().ok()?;
                self.roll_cell(text, dice, roll, &mut at)?
            } else {
                let end = cells::word_end(bytes, at);
                let word = bytes.get(start..end)?;
                if is_question_marks(word) {
                    at = cells::skip_spaces(bytes, end);
                    Act::Cell(ActionKind::Resign)
                } else {
                    let mut cell_end = end;
                    let kind = cells::action_cell(text, word, &mut cell_end)?;
                    self.features
                        .note_cell(&Content::Action(kind), text, start..cell_end);
                    at = cells::skip_spaces(bytes, cell_end);
                    Act::Cell(kind)
                }
            };
            // Of two cells the first is the left player's and the second the
            // right's; a cell alone goes by its column, as the reader does.
            // Text after a cell makes a second cell (or the lane gives up),
            // so each cell is replayed as soon as it is read. The text is
            // ASCII outside comments, so a byte is a column.
            let two = index == 1 || at < bytes.len();
            let column = u32::try_from(start + 1).ok()?;
            let player = lines::cell_player(index, two, column, self.right_column);
            if index > 1 {
                return None;
            }
            self.act(player, act, line, column)?;
            index += 1;
            last_column = column;
        }
        // Where a last game cut short is warned of: its last cell.
        if index > 0 {
            self.last_cell = location_at(line, last_column);
        }
        Some(())
    }

    /// The moves of a roll cell from `at`, read as the cell splitter reads
    /// them: `at` moves past them. `66: ????` is a resignation after the roll.
    fn roll_cell(&mut self, text: &str, dice: Dice, roll: Roll, at: &mut usize) -> Option<Act> {
        let bytes = text.as_bytes();
        if bytes.get(*at) == Some(&b'?') {
            let end = cells::word_end(bytes, *at);
            if is_question_marks(bytes.get(*at..end)?) {
                *at = cells::skip_spaces(bytes, end);
                return Some(Act::ResignAfterRoll);
            }
        }
        // Written where the replay reads them, rather than handed on in the
        // cell: a cell that carried them was copied three times.
        let moves = &mut self.moves.0;
        let mut count = 0;
        let mut bore_off = false;
        let ends = |end: usize| bytes.get(end).is_none_or(|&b| b == b' ');
        // A cell ends at the end of the line or where a word is not a move.
        while *at < bytes.len()
            && let Some((mv, end)) = fast::step(bytes, *at)
        {
            let start = *at;
            let end = if ends(end) {
                *moves.get_mut(count)? = mv;
                count += 1;
                // Most moves neither enter nor bear off: one test for both.
                if mv.from == BAR || mv.to == OFF {
                    bore_off |= mv.to == OFF;
                    self.features.note_move(text, start..end, mv);
                }
                end
            } else {
                let path = fast::path(bytes, start).filter(|p| ends(p.end))?;
                for _ in 0..path.count {
                    for &mv in path.steps() {
                        *moves.get_mut(count)? = mv;
                        count += 1;
                        bore_off |= mv.to == OFF;
                        self.features.note_move(text, start..path.end, mv);
                    }
                }
                path.end
            };
            *at = cells::skip_spaces(bytes, end);
        }
        // As the reader notes it: for plays, not dances.
        if count > 0 && dice.0 < dice.1 {
            self.features.low_die_first = true;
        }
        // `61: Cannot Move`, a dance in words, as the cell splitter reads it
        // (whatever follows must be a cell of its own).
        let mut cannot_move = false;
        if count == 0
            && let Some(end) = cells::cannot_move_at(bytes, *at)
        {
            cannot_move = true;
            self.features.cannot_move = true;
            *at = cells::skip_spaces(bytes, end);
        }
        Some(Act::Roll {
            roll,
            count,
            bore_off,
            cannot_move,
        })
    }

    /// Replays one cell, written on `line` from `column`; `None` where the
    /// full path would say more than the fast lane words.
    fn act(&mut self, player: Player, act: Act, line: u32, column: u32) -> Option<()> {
        let game = self.game.as_mut()?;
        let referee = &mut game.referee;
        match act {
            Act::Roll {
                roll,
                count,
                bore_off,
                cannot_move,
            } => {
                referee.may_roll(player).ok()?;
                self.turns += 1;
                if game.view != player {
                    game.board = game.board.switched();
                    game.view = player;
                }
                if count > 0 {
                    let moves = self.moves.0.get(..count)?;
                    play(&mut game.board, roll, moves, &mut self.marks)?;
                    if let Some(unsettled) = self.marks.unsettled.take() {
                        let game = u32::try_from(self.games).ok()?;
                        let location = location_at(line, column);
                        warn_unsettled(&mut self.warnings, *unsettled, location, game)?;
                    }
                } else if !is_dance(&game.board, roll, cannot_move)? {
                    played_nothing(&game.board, referee, player, roll);
                    return Some(());
                }
                if let Some(ending) = referee.played(player, &game.board, bore_off) {
                    game.ending = Some(ending);
                }
            }
            Act::ResignAfterRoll => {
                referee.may_roll(player).ok()?;
                self.turns += 1;
                referee.resign(player).ok()?;
                game.ending = Some(Ending::Resign);
            }
            Act::Cell(ActionKind::Double { cube }) => referee.double(player, cube).ok()?,
            Act::Cell(ActionKind::Take) => {
                referee.answer(player, Answer::Take).ok()?;
            }
            Act::Cell(ActionKind::Drop) => {
                if let Some(ending) = referee.answer(player, Answer::Drop).ok()? {
                    game.ending = Some(ending);
                }
            }
            Act::Cell(ActionKind::Beaver { cube }) => {
                referee.answer(player, Answer::Beaver(cube)).ok()?;
            }
            Act::Cell(ActionKind::Resign) => {
                referee.resign(player).ok()?;
                game.ending = Some(Ending::Resign);
            }
            Act::Cell(ActionKind::Result {
                outcome,
                points,
                match_won,
            }) => {
                let location = location_at(line, column);
                return self.result(player, outcome, points, match_won, location);
            }
            Act::Cell(_) => return None,
        }
        Some(())
    }

    /// A result cell, `Wins 2 points`, by `player` at `location`: with a
    /// warning where the rules read it by a writer's convention. Out of line,
    /// as it comes once a game.
    #[inline(never)]
    fn result(
        &mut self,
        player: Player,
        outcome: Outcome,
        points: u32,
        match_won: bool,
        location: Location,
    ) -> Option<()> {
        let game = self.game.as_mut()?;
        game.claims_match |= match_won;
        let read = game.referee.result(player, outcome, points).ok()?;
        game.claimed |= read.waiting;
        if read.resigned {
            game.ending = Some(Ending::Resign);
        }
        // A `Losses` line set aside is the full path's to word.
        if read.set_aside.is_some() {
            return None;
        }
        let game_number = u32::try_from(self.games).ok();
        let warn =
            |message| Diagnostic::at(location, game_number, DiagnosticKind::WriterQuirk, message);
        if let Some(end) = read.no_play {
            game.ending = Some(Ending::Resign);
            self.warnings.push(warn(word_no_play(&self.names, end)));
        }
        if let Some(forgiven) = read.forgiven {
            let winner = outcome.winner(player);
            let words = word_forgiven(&self.names, self.length, winner, points, forgiven);
            self.warnings.push(warn(words));
        }
        // Past this many, the full path's cap on diagnostics is near: its
        // report is left to it.
        (self.warnings.len() <= MAX_WARNINGS).then_some(())
    }

    fn finish(mut self) -> Option<ValidationReport> {
        if self.stage != Stage::Game || self.games == 0 {
            return None;
        }
        self.end_game(true)?;
        let scoreboard = self.scoreboard?;
        let mut warnings = self.warnings;
        // Unmarked hits of a transcript that marks none: a warning, as the
        // full path gives it.
        if let Some(location) = self.first_game
            && self.marks.unmarked > 0
        {
            warnings.push(never_marks_hits(location, self.marks.unmarked));
        }
        // A match that stops after a game, before its end (an excerpt, an
        // abandoned match): a warning at its last game, as the full path
        // gives it, after the one above. One that stops within a game is the
        // full path's.
        if scoreboard.is_unfinished() {
            let location = self.last_game?;
            warnings.push(unfinished_match(location, scoreboard.score, self.length));
        }
        // In input order, as the full path sorts them (a stable sort: the
        // two above may share the first game's line).
        warnings.sort_by_key(|d| (d.line, d.column));
        let [first, second] = self.names;
        let summary = MatchSummary {
            players: [first, second],
            length: self.length,
            score: scoreboard.score,
            winner: scoreboard.winner().map(player_number),
            games: self.results,
            rules: RulesApplied::default(),
        };
        Some(ValidationReport {
            file: None,
            valid: true,
            dialect: Some(detect(&self.headers, &self.features)),
            games: self.games,
            turns: self.turns,
            errors: Vec::new(),
            warnings,
            matches: vec![summary],
        })
    }
}

/// The location of `column` on `line`, as the reader gives it for a word
/// (the byte span is the fast lane's to leave out: reports do not show it).
fn location_at(line: u32, column: u32) -> Location {
    Location {
        line,
        column,
        ..Location::default()
    }
}

/// Whether a roll written with no move (`cannot_move`: as `Cannot Move`) is a
/// dance: `Some(true)` when no play is legal, `Some(false)` when there are
/// legal plays and the roll was written alone (the full path reads what
/// follows to settle it), `None` else (an illegal `Cannot Move`).
#[inline(never)]
fn is_dance(board: &Position, roll: Roll, cannot_move: bool) -> Option<bool> {
    match resolve_play_unlisted(board, roll, &[], Unlimited) {
        Ok(_) => Some(true),
        Err(PlayError::MovesRequired { .. }) if !cannot_move => Some(false),
        Err(_) => None,
    }
}

/// Warns of a play, written at `location` in game `game`, whose marks leave a
/// hit open (`None` past [`MAX_WARNINGS`]). Out of line: it is rare.
#[cold]
#[inline(never)]
fn warn_unsettled(
    warnings: &mut Vec<Diagnostic>,
    (play, points): (Play, Vec<u8>),
    location: Location,
    game: u32,
) -> Option<()> {
    warnings.push(unsettled_hits(location, game, play, points));
    (warnings.len() <= MAX_WARNINGS).then_some(())
}

/// `player` rolled `roll`, written alone, where the roll has legal plays:
/// what follows says whether the roller resigned (the full path's reading,
/// with a warning) or passed illegally.
#[inline(never)]
fn played_nothing(board: &Position, referee: &mut Referee, player: Player, roll: Roll) {
    let could_end = legal_plays(board, roll)
        .iter()
        .any(|legal| legal.result.checkers_on_board() == 0);
    referee.played_nothing(player, roll, could_end);
}

/// A word of question marks only: a resignation (`???`).
fn is_question_marks(word: &[u8]) -> bool {
    !word.is_empty() && word.iter().all(|&b| b == b'?')
}

/// Plays `moves` on `board` if they are a legal play whose hit marks make no
/// warning beyond the one for a transcript that never marks a hit, which
/// `marks` keeps count of (`None` else, the board then unchanged or
/// part-played: the lane gives up). Most plays are written one die per move
/// in a playable order, their marks agreeing with their hits, which needs no
/// search; the resolver settles the rest, as the full path's replay does.
#[inline(always)]
fn play(board: &mut Position, roll: Roll, moves: &[Move], marks: &mut Marks) -> Option<()> {
    // Once a mark is seen (no hit was left unmarked before it, or the lane
    // gave up), the marks must agree with the hits: the common case.
    if marks.seen && play_in_written_order(board, roll, moves).is_some() {
        return Some(());
    }
    play_otherwise(board, roll, moves, marks)
}

/// [`play`] for a play before any mark is seen, or not written in a playable
/// order. Out of line, so that the common case stays small where it is
/// inlined.
#[inline(never)]
fn play_otherwise(
    board: &mut Position,
    roll: Roll,
    moves: &[Move],
    marks: &mut Marks,
) -> Option<()> {
    // With a mark seen, the written order was tried: the resolver's.
    if !marks.seen {
        if moves.iter().any(|mv| mv.hit) {
            if play_in_written_order(board, roll, moves).is_some() {
                // The first marks, which agree: hits left unmarked before
                // are now each a warning.
                marks.seen = true;
                return (marks.unmarked == 0).then_some(());
            }
        } else if let Some(hits) = play_unmarked_in_written_order(board, roll, moves) {
            // Before any mark, a play without one hits wherever it lands on
            // a blot.
            marks.unmarked += hits as usize;
            return Some(());
        }
    }
    play_resolved(board, roll, moves, marks)
}

/// [`play`] for a play not written one die a move in a playable order,
/// settled by the resolver.
fn play_resolved(
    board: &mut Position,
    roll: Roll,
    moves: &[Move],
    marks: &mut Marks,
) -> Option<()> {
    let mut resolved = resolve_play_unlisted(board, roll, moves, Unlimited).ok()?;
    marks.seen |= moves.iter().any(|mv| mv.hit);
    // Weighed as the full path's replay weighs them: a mark where nothing
    // was hit makes a warning whatever the marks elsewhere (a repeat count
    // copying one hit's mark, `6/2*(2)`, does not); so does an unmarked hit
    // once a mark is seen.
    let unmarked = weigh_hit_marks(moves, &resolved.play, &mut resolved.hit_marks).unmarked_count;
    if !resolved.hit_marks.spurious.is_empty() {
        return None;
    }
    marks.unmarked += unmarked;
    if marks.seen && marks.unmarked > 0 {
        return None;
    }
    if !resolved.hit_marks.unsettled.is_empty() {
        // Worded by the full path's function only when nothing else is amiss.
        if unmarked > 0 {
            return None;
        }
        marks.unsettled = Some(Box::new((resolved.play, resolved.hit_marks.unsettled)));
    }
    *board = resolved.result;
    Some(())
}

/// Text the fast lane may read, as [`plain_text`] finds it.
struct PlainText<'t> {
    text: &'t str,
    /// Every byte is ASCII.
    ascii: bool,
    /// Some byte is a carriage return.
    carriage_returns: bool,
}

/// The text, if no byte is a control character but the line feed and the
/// carriage return, and it is UTF-8; with whether it is all ASCII and whether
/// it has carriage returns. Checked in blocks without an early exit, which
/// the compiler turns into vector instructions: a byte-by-byte loop cost more
/// than all the rest of the fast lane.
fn plain_text(input: &[u8]) -> Option<PlainText<'_>> {
    let control = |b: u8| (b < b' ' && b != b'\n' && b != b'\r') | (b == 0x7F);
    // A control character, a carriage return or a byte outside ASCII, which
    // read as signed is below a space too: one test finds them all, and a
    // block with any is looked at again (they are rare).
    let unusual = |b: u8| (i8::from_ne_bytes([b]) < 0x20 && b != b'\n') | (b == 0x7F);
    let mut blocks = input.chunks_exact(64);
    let (mut high, mut carriage_returns) = (false, false);
    // Folded without an early exit too: every block of a file with CRLF
    // line ends is looked at again.
    let mut look_again = |block: &[u8]| {
        if block.iter().fold(false, |any, &b| any | control(b)) {
            return None;
        }
        high |= !block.is_ascii();
        carriage_returns |= block.contains(&b'\r');
        Some(())
    };
    for block in blocks.by_ref() {
        if block.iter().fold(false, |any, &b| any | unusual(b)) {
            look_again(block)?;
        }
    }
    look_again(blocks.remainder())?;
    // Checked as UTF-8 either way: for ASCII bytes the check is a short
    // pass (no cheaper in instructions without it, measured), and the lane
    // stays free of `unsafe`.
    Some(PlainText {
        text: std::str::from_utf8(input).ok()?,
        ascii: !high,
        carriage_returns,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A short clean match as GNU Backgammon writes it: 2 points, three
    /// games; a double dropped, a hit, a resignation in the Crawford game, a
    /// double after it.
    const CLEAN: &str = "; [Site \"GNU Backgammon\"]
; [Player 1 \"alpha\"]

 2 point match

 Game 1
 alpha : 0                      beta : 0
  1) 31: 8/5 6/5                 52: 13/11 11/6
  2)  Doubles => 2                Drops
      Wins 1 point

 Game 2
 alpha : 1                      beta : 0
  1)                             64: 24/18 13/9
  2) 65: 13/7* 13/8
                                  Wins 1 point

 Game 3
 alpha : 1                      beta : 1
  1) 43: 24/20 13/10              Doubles => 2
  2)  Drops                       Wins 1 point
";

    fn full(text: &str) -> ValidationReport {
        super::super::validate_reader(text.as_bytes()).unwrap()
    }

    /// Checks `text` by both lanes; the fast lane must answer, with the full
    /// path's report, which is returned.
    #[track_caller]
    fn answered_as_by_the_full_path(text: &str) -> ValidationReport {
        let report = full(text);
        assert_eq!(quick_validate(text.as_bytes()).as_ref(), Some(&report));
        report
    }

    #[test]
    fn a_clean_match_takes_the_fast_lane_with_the_full_paths_report() {
        // Given a clean match in GNU Backgammon's form
        // When both lanes check it
        let quick = quick_validate(CLEAN.as_bytes());
        // Then the fast lane answers, and as the full path does
        assert!(full(CLEAN).valid);
        assert_eq!(quick, Some(full(CLEAN)));
        assert_eq!(quick.map(|r| (r.games, r.turns)), Some((3, 5)));
    }

    #[test]
    fn anything_the_full_path_would_remark_on_leaves_the_fast_lane() {
        // Given the clean match changed in one place each
        let table = [
            ("an illegal play", "31: 8/5 6/5", "31: 8/5 6/4"),
            ("a repeat count", "31: 8/5 6/5", "31: 8/5(2)"),
            ("a wrong score", " alpha : 1  ", " alpha : 2  "),
            (
                "a wrong result",
                "    Wins 1 point\n\n",
                "    Wins 2 points\n\n",
            ),
            ("a wrong cube", "Doubles => 2 ", "Doubles => 4 "),
            ("a tab", " Game 2", "\tGame 2"),
            ("a lone carriage return", " Game 2\n", " Game 2\r"),
            ("a carriage return in a line", " Game 2\n", " Game\r2\n"),
            (
                "a name outside ASCII",
                "beta : 0\n  1)  ",
                "bêta : 0\n  1)  ",
            ),
            ("a game number out of turn", " Game 2", " Game 3"),
            (
                "a game cut short before another",
                "                                  Wins 1 point\n\n Game 3",
                "\n Game 3",
            ),
            (
                "a double in the Crawford game",
                "  2) 65: 13/7* 13/8\n",
                "  2)  Doubles => 2\n",
            ),
            (
                "a result by the wrong player",
                "                                  Wins 1 point\n\n Game 3",
                "      Wins 1 point\n\n Game 3",
            ),
        ];
        for (what, from, to) in table {
            assert!(CLEAN.contains(from), "{what}: `{from}` not in the match");
            let text = CLEAN.replacen(from, to, 1);
            // When the fast lane checks it
            // Then it declines, and the full path has something to say
            assert_eq!(quick_validate(text.as_bytes()), None, "{what}");
            let report = full(&text);
            let remarks = report.errors.len() + report.warnings.len();
            // Some are only spelled in a way the fast lane does not read.
            let spelling = matches!(what, "a tab" | "a lone carriage return");
            assert_eq!(remarks > 0, !spelling, "{what}: {report:?}");
        }
    }

    /// A match with two hits, both marked.
    const TWO_HITS: &str = " 1 point match

 Game 1
 alpha : 0                      beta : 0
  1) 31: 8/5 6/5                 64: 24/18 13/9
  2) 65: 13/7* 13/8              61: bar/24 24/18*
  3)                              Wins 1 point and the match
";

    #[test]
    fn a_transcript_that_never_marks_a_hit_takes_the_fast_lane_with_the_one_warning() {
        // Given the match with no hit marked, as many writers write
        let text = TWO_HITS.replace('*', "");
        // When both lanes check it
        // Then the fast lane answers as the full path does: one warning, at
        // the first game
        let report = answered_as_by_the_full_path(&text);
        let [warning] = report.warnings.as_slice() else {
            panic!("{report:?}")
        };
        assert!(warning.message.contains("never marks hits"), "{warning:?}");
        assert!(warning.message.contains("2 hits"), "{warning:?}");
        assert_eq!((warning.line, warning.column), (3, 2));
    }

    #[test]
    fn an_unmarked_hit_leaves_the_fast_lane_where_another_hit_is_marked() {
        for (what, from, to) in [
            ("the first hit unmarked", "13/7*", "13/7"),
            ("the second hit unmarked", "24/18*", "24/18"),
        ] {
            // Given one of the two hits without its mark
            let text = TWO_HITS.replacen(from, to, 1);
            // When both lanes check it
            // Then the fast lane declines: the full path warns of that hit
            assert_eq!(quick_validate(text.as_bytes()), None, "{what}");
            assert_eq!(full(&text).warnings.len(), 1, "{what}");
        }
    }

    #[test]
    fn a_merged_move_that_leaves_a_hit_open_takes_the_fast_lane_with_the_warning() {
        // Given `24/15` with 6-3 past beta's blot on 18 (by 24/18/15) or not
        // (by 24/21/15)
        let text = " 1 point match

 Game 1
 alpha : 0                      beta : 0
  1) 31: 8/5 6/5                 62: 13/7 13/11
  2) 63: 24/15
                                  Wins 1 point and the match
";
        // When both lanes check it
        // Then the fast lane answers as the full path does, warning that
        // no mark settles the hit
        let report = answered_as_by_the_full_path(text);
        let [warning] = report.warnings.as_slice() else {
            panic!("{report:?}")
        };
        assert!(warning.message.contains("whether the checker hit on 18"));
        assert_eq!(
            (warning.line, warning.column, warning.game),
            (6, 6, Some(1))
        );
        // And a chain that says which way settles it: no warning
        let settled = text.replacen("24/15", "24/18*/15", 1);
        assert_eq!(quick_validate(settled.as_bytes()), Some(full(&settled)));
        assert!(full(&settled).warnings.is_empty());
    }

    #[test]
    fn a_match_that_stops_after_a_game_takes_the_fast_lane_with_the_warning() {
        // Given the clean match without its last game, at 1-1 of 2 points
        let end = CLEAN.find("\n Game 3").expect("a third game");
        let text = &CLEAN[..=end];
        // When both lanes check it
        // Then the fast lane answers as the full path does, warning at the
        // last game that the match stops before its end
        let report = answered_as_by_the_full_path(text);
        let [warning] = report.warnings.as_slice() else {
            panic!("{report:?}")
        };
        assert!(warning.message.contains("ends at 1-1"), "{warning:?}");
        assert_eq!(warning.line, 12, "at ` Game 2`");
    }

    /// Two games of a 5-point match written from its middle: the first
    /// game's score line says `SCORE`.
    const FROM_THE_MIDDLE: &str = " 5 point match

 Game 1
 alpha : SCORE                      beta : 1
  1) 31: 8/5 6/5                 64: 24/18 13/9
  2)  Doubles => 2                Drops
      Wins 1 point

 Game 2
 alpha : 3                      beta : 1
  1) 31: 8/5 6/5                 64: 24/18 13/9
  2)  Doubles => 2                Drops
      Wins 1 point
";

    #[test]
    fn a_first_game_at_a_higher_score_takes_the_fast_lane_with_the_warning() {
        // Given a match whose first game starts at 2-1
        let text = FROM_THE_MIDDLE.replacen("SCORE", "2", 1);
        // When both lanes check it
        // Then the fast lane answers as the full path does: the replay
        // starts at 2-1, at the first score, and stops at 4-1
        let report = answered_as_by_the_full_path(&text);
        let [jump, unfinished] = report.warnings.as_slice() else {
            panic!("{report:?}")
        };
        assert!(jump.message.contains("starts at 2-1, not 0-0"), "{jump:?}");
        assert!(!jump.message.contains("Crawford"), "{jump:?}");
        assert_eq!((jump.line, jump.column), (4, 10));
        assert!(unfinished.message.contains("ends at 4-1"), "{unfinished:?}");
    }

    #[test]
    fn a_first_game_one_point_away_takes_the_crawford_game_as_played() {
        // Given a first game at 4-1 of 5 points, in which alpha doubles
        let end = FROM_THE_MIDDLE.find("\n Game 2").expect("a second game");
        let text = FROM_THE_MIDDLE[..=end].replacen("SCORE", "4", 1).replacen(
            "Wins 1 point",
            "Wins 1 point and the match",
            1,
        );
        // When both lanes check it
        // Then the fast lane answers as the full path does: the Crawford
        // game is taken as played, so the double is allowed
        let report = answered_as_by_the_full_path(&text);
        let [jump] = report.warnings.as_slice() else {
            panic!("{report:?}")
        };
        assert!(
            jump.message
                .contains("the Crawford game is taken as played"),
            "{jump:?}"
        );
        assert_eq!(report.matches[0].winner, Some(0), "alpha, the left player");
    }

    #[test]
    fn a_later_games_higher_score_is_left_to_the_full_path() {
        // Given a match from 2-1 whose second game's score line skips a point
        let text =
            FROM_THE_MIDDLE
                .replacen("SCORE", "2", 1)
                .replacen(" alpha : 3 ", " alpha : 4 ", 1);
        // When the fast lane checks it
        // Then it declines: whether games are missing or the line is a typo
        // is the full path's to settle
        assert_eq!(quick_validate(text.as_bytes()), None);
        assert!(!full(&text).warnings.is_empty());
    }

    #[test]
    fn a_last_game_cut_short_takes_the_fast_lane_with_the_warnings() {
        // Given the clean match without the last line of its last game
        let text = CLEAN.replacen("  2)  Drops                       Wins 1 point\n", "", 1);
        // When both lanes check it
        // Then the fast lane answers as the full path does: the game stops
        // at its last cell (beta's double), the match before its end
        let report = answered_as_by_the_full_path(&text);
        let [unfinished, undecided] = report.warnings.as_slice() else {
            panic!("{report:?}")
        };
        assert!(unfinished.message.contains("ends at 1-1"), "{unfinished:?}");
        assert!(undecided.message.contains("game 3 stops"), "{undecided:?}");
        assert_eq!((undecided.line, undecided.column), (20, 35));
    }

    #[test]
    fn a_roll_written_alone_before_a_resignation_takes_the_fast_lane_with_a_warning() {
        // Given alpha's roll written without a play, and beta's win after it
        let text = CLEAN.replacen("  2) 65: 13/7* 13/8\n", "  2) 65:\n", 1);
        // When both lanes check it
        // Then the fast lane answers as the full path does, which reads a
        // resignation after rolling, and says so
        let report = answered_as_by_the_full_path(&text);
        let [warning] = report.warnings.as_slice() else {
            panic!("{report:?}")
        };
        assert!(
            warning
                .message
                .contains("alpha rolled 6-5 and wrote no play")
        );
        // But a roll alone where the game goes on is an illegal pass
        let text = CLEAN.replacen("31: 8/5 6/5", "31:", 1);
        assert_eq!(quick_validate(text.as_bytes()), None);
        assert!(!full(&text).valid);
    }

    #[test]
    fn a_dance_in_words_takes_the_fast_lane_where_no_play_is_legal() {
        // Given beta dancing from the bar against alpha's made 6 and 5 points
        // ... written `Cannot Move`
        let text = TWO_HITS.replacen("61: bar/24 24/18*", "66: Cannot Move", 1);
        // When both lanes check it; Then the fast lane answers as the full
        // path does
        let report = full(&text);
        assert!(report.valid, "{report:?}");
        assert_eq!(quick_validate(text.as_bytes()), Some(report));
        // But not where a play is legal
        let text = TWO_HITS.replacen("61: bar/24 24/18*", "61: Cannot Move", 1);
        assert_eq!(quick_validate(text.as_bytes()), None);
        assert!(!full(&text).valid);
    }

    #[test]
    fn plays_not_written_one_die_a_move_are_settled_by_the_resolver() {
        // Given a merged move (`13/6` for 5-2) and moves in an order that cannot
        // be played as written (`11/6 13/11`)
        for (from, to) in [
            ("52: 13/11 11/6", "52: 13/6"),
            ("52: 13/11 11/6", "52: 11/6 13/11"),
            // Read by the reader's own move reader: chains and words too.
            ("52: 13/11 11/6", "52: 13/11/6"),
            ("64: 24/18 13/9", "64: 24/18(1) 13/9"),
        ] {
            let text = CLEAN.replacen(from, to, 1);
            // When checked; Then the fast lane answers as the full path does
            assert!(full(&text).valid, "{to}");
            assert_eq!(quick_validate(text.as_bytes()), Some(full(&text)), "{to}");
        }
    }

    #[test]
    fn lines_are_read_by_the_readers_own_line_readers() {
        // Given the clean match with lines spelled as other writers spell them
        let table = [
            ("a lower-case game line", " Game 2", " game 2"),
            ("names with spaces", " beta : ", " beta gamma : "),
            ("a rating", " alpha : 1  ", " alpha,1650 : 1  "),
            ("a move number with a dot", "  1) 31:", "  1. 31:"),
            ("merged moves", "65: 13/7* 13/8", "65: 13/8 13/7*"),
        ];
        for (what, from, to) in table {
            assert!(CLEAN.contains(from), "{what}: `{from}` not in the match");
            let text = CLEAN.replace(from, to);
            // When the fast lane checks it; Then it answers, as the full path does
            let full = full(&text);
            assert_eq!(quick_validate(text.as_bytes()), Some(full), "{what}");
        }
    }

    #[test]
    fn lines_ended_by_crlf_take_the_fast_lane_as_by_line_feeds() {
        // Given the clean match with every line ended by CRLF, and with one
        for text in [CLEAN.replace('\n', "\r\n"), CLEAN.replacen('\n', "\r\n", 3)] {
            // When checked; Then the fast lane answers as the full path does
            let report = full(&text);
            assert!(report.valid && report.warnings.is_empty(), "{report:?}");
            assert_eq!(quick_validate(text.as_bytes()), Some(report));
        }
    }

    #[test]
    fn text_outside_ascii_is_read_in_header_comments() {
        // Given a header value in UTF-8
        let text = CLEAN.replacen("\"alpha\"", "\"Café\"", 1);
        // When checked; Then the fast lane still answers as the full path does
        assert_eq!(quick_validate(text.as_bytes()), Some(full(&text)));
        // But not invalid UTF-8 there
        let mut bytes = CLEAN.as_bytes().to_vec();
        bytes.splice(20..20, [0xC3, 0x28]);
        assert_eq!(quick_validate(&bytes), None);
    }

    proptest! {
        #[test]
        fn lines_end_at_each_line_feed_and_at_the_end(
            text in proptest::collection::vec(prop_oneof![Just(b'\n'), Just(b' '), any::<u8>()], 0..100),
        ) {
            // Given any text; When its line ends are listed
            // Then they are its line feeds, a byte at a time, and its end
            let mut expected: Vec<usize> = (0..text.len()).filter(|&i| text[i] == b'\n').collect();
            expected.push(text.len());
            prop_assert_eq!(LineEnds::new(&text).collect::<Vec<_>>(), expected);
        }

        #[test]
        fn the_text_check_agrees_with_a_byte_at_a_time_one(
            text in proptest::collection::vec(
                prop_oneof![Just(b'a'), Just(b'\n'), Just(b'\r'), any::<u8>()],
                0..200,
            ),
        ) {
            let slow = text.iter().all(|&b| b == b'\n' || b == b'\r' || !(b < b' ' || b == 0x7F))
                && std::str::from_utf8(&text).is_ok();
            prop_assert_eq!(plain_text(&text).is_some(), slow);
            if let Some(plain) = plain_text(&text) {
                prop_assert_eq!(plain.ascii, text.is_ascii());
                prop_assert_eq!(plain.carriage_returns, text.contains(&b'\r'));
            }
        }
    }
}
