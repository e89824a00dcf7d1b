//! The fast lane of validation: one pass over the bytes of a transcript in the
//! plain form GNU Backgammon writes, replaying each roll as it is read.
//!
//! Most transcripts a tournament director or a bot author checks are clean, and
//! for a clean transcript the report holds nothing but its dialect and counts.
//! The fast lane reads only a narrow form (ASCII, ` N point match`, header
//! comments, ` Game N`, score lines, turn lines with `52:` rolls and their
//! moves, `Doubles => N`, `Takes`, `Drops`, `???`, `52: ????`, `Wins` or
//! `Losses N point(s)` perhaps `and the match`; text outside ASCII only in
//! header comments), keeps no locations, and gives up at the first thing it
//! does not know or that would make a diagnostic: an unusual token, an illegal
//! or unusual play, a wrong score, an unfinished match, a hit mark that
//! disagrees. [`super::validate`] then reads the input again by the full path,
//! which finds and words every problem. The fast lane is thus a shortcut, never
//! a second opinion: where it answers, its report is the full path's.
//!
//! It has no rules of its own. The match's rules (turns, the cube, results,
//! scores, the Crawford game, the match's end) are [`super::rules`]'
//! [`Referee`] and [`Scoreboard`], whose every [`super::rules::RuleBreak`]
//! makes it decline; moves are read by the notation's own readers
//! ([`fast::step`], [`fast::path`]), and plays are checked by the board's
//! [`resolve_play`].

use super::dialect::{Features, detect};
use super::model::{Dialect, HeaderField, Match, Outcome, Player};
use super::reader::{LEFT_COLUMN, MAX_ACTIONS, MAX_GAMES, MAX_MATCH_LENGTH, header_field};
use super::report::ValidationReport;
use super::rules::{Answer, Referee, Rules, Scoreboard};
use crate::board::{BAR, OFF, Position, Roll, resolve_play, step_target};
use crate::notation::{Move, fast};

/// Lines longer than this are left to the full path (real turn lines are under
/// a hundred bytes).
const MAX_LINE: usize = 1024;

/// Validates `input` by the fast lane: `Some(report)` when the input is a clean
/// transcript in the common form, valid with no warning, and then the report is
/// the one [`super::validate_reader`] gives; `None` when the input needs the
/// full path (it has an error, a warning, or text the fast lane does not read).
///
/// [`super::validate`] tries this first; call it directly only to know whether
/// an input takes the fast lane.
///
/// ```
/// let text = b" 1 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/5\n";
/// // Unfinished: a warning, so the full path must say so.
/// assert!(bgkit::transcript::quick_validate(text).is_none());
/// ```
pub fn quick_validate(input: &[u8]) -> Option<ValidationReport> {
    // No tabs, carriage returns or other control characters, and valid UTF-8:
    // their handling is the full path's. Text outside ASCII passes only in
    // header comments (`; [Place "Café"]`); anywhere else the lane does not
    // read it and gives up.
    if !plain_text(input) {
        return None;
    }
    let mut lane = Lane::default();
    let mut start = 0;
    let mut number: u32 = 0;
    while start <= input.len() {
        // Lines are short (50 bytes or so), where a word-at-a-time search
        // beats a vector search that pays its set-up on every line.
        let end = find_byte(input, start, b'\n');
        let line = input.get(start..end)?;
        start = end + 1;
        number = number.checked_add(1)?;
        if line.len() > MAX_LINE {
            return None;
        }
        lane.line(line, number)?;
    }
    lane.finish()
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
}

/// An action read from a turn line.
#[derive(Clone, Copy)]
enum Act {
    Roll {
        dice: (u8, u8),
        moves: [Move; 4],
        count: usize,
        /// A move bears a checker off.
        bore_off: bool,
    },
    Double(u32),
    Take,
    Drop,
    /// A result: `Wins N points` or `Losses N points`, perhaps `and the
    /// match`.
    Result {
        outcome: Outcome,
        points: u32,
        claims_match: bool,
    },
    /// `???` alone: a resignation before rolling (or instead of answering).
    Resign,
    /// `52: ????`: a resignation after rolling.
    ResignAfterRoll {
        dice: (u8, u8),
    },
}

#[derive(Default)]
struct Lane {
    stage: Stage,
    headers: Vec<HeaderField>,
    features: Features,
    /// The score, the Crawford game and the winner, from the match line on.
    scoreboard: Option<Scoreboard>,
    /// The players' names as the first game's score line has them.
    names: [Vec<u8>; 2],
    /// Where the right column starts (1-based), from the score line.
    right_column: usize,
    game: Option<GameLane>,
    /// Lines read since the last ` Game N` line. A turn line holds at most two
    /// actions, so a game of fewer than [`MAX_ACTIONS`] / 2 lines is within the
    /// reader's limit; a longer one is left to the full path.
    game_lines: usize,
    games: usize,
    turns: usize,
}

impl Lane {
    fn line(&mut self, line: &[u8], number: u32) -> Option<()> {
        let start = skip_spaces(line, 0);
        let Some(first) = line.get(start) else {
            return Some(()); // blank
        };
        if *first == b';' {
            // A header before the match line; after it the full path keeps
            // comments only as a possible next match's header, which the fast
            // lane never reaches.
            if self.stage == Stage::Preamble {
                let text = std::str::from_utf8(line).ok()?;
                self.headers.extend(header_field(text, number));
            }
            return Some(());
        }
        match self.stage {
            Stage::Preamble => self.length_line(line, start),
            Stage::ScoreLine => self.score_line(line),
            Stage::Match | Stage::Game => {
                let rest = line.get(start..).unwrap_or_default();
                if rest.starts_with(b"Game") && rest.get(4).is_none_or(|&b| b == b' ') {
                    self.game_line(line)
                } else if self.stage == Stage::Game && self.game_lines < MAX_ACTIONS / 2 {
                    self.game_lines += 1;
                    self.turn_line(line)
                } else {
                    None
                }
            }
        }
    }

    /// ` 7 point match`.
    fn length_line(&mut self, line: &[u8], start: usize) -> Option<()> {
        let mut words = words(line);
        let length = decimal(words.next()?, 4)?;
        if words.next()? != b"point" || words.next()? != b"match" || words.next().is_some() {
            return None;
        }
        if u64::from(length) > MAX_MATCH_LENGTH {
            return None;
        }
        self.features.length_line_indented = start > 0;
        let matched = Match {
            dialect: Dialect::Generic,
            length,
            players: Default::default(),
            headers: std::mem::take(&mut self.headers),
            games: Vec::new(),
        };
        self.scoreboard = Some(Scoreboard::new(Rules::of(&matched), length));
        self.headers = matched.headers;
        self.stage = Stage::Match;
        Some(())
    }

    /// ` Game 3`: the game before it must be over and scored.
    fn game_line(&mut self, line: &[u8]) -> Option<()> {
        let mut words = words(line);
        words.next()?;
        let number = decimal(words.next()?, 7)?;
        if words.next().is_some() {
            return None;
        }
        self.end_game()?;
        self.scoreboard.as_ref()?.may_start_game().ok()?;
        if self.games >= MAX_GAMES || usize::try_from(number).ok()? != self.games + 1 {
            return None;
        }
        self.games += 1;
        self.game_lines = 0;
        self.stage = Stage::ScoreLine;
        Some(())
    }

    /// Scores the game just read, which must have its result.
    fn end_game(&mut self) -> Option<()> {
        let Some(game) = self.game.take() else {
            return Some(());
        };
        let (winner, points) = game.referee.outcome()?;
        let scoreboard = self.scoreboard.as_mut()?;
        scoreboard
            .score_game(winner, points, game.claims_match)
            .ok()?;
        Some(())
    }

    /// ` alpha : 0        beta : 3`: names of one word, the scores as counted.
    fn score_line(&mut self, line: &[u8]) -> Option<()> {
        let mut at = 0;
        let mut sides: [(std::ops::Range<usize>, u32); 2] = Default::default();
        for (index, side) in sides.iter_mut().enumerate() {
            let spaces = skip_spaces(line, at);
            // The right player's name must be set off from the left's score.
            if index == 1 && spaces == at {
                return None;
            }
            let name_start = spaces;
            let mut i = name_start;
            while line
                .get(i)
                .is_some_and(|&b| b.is_ascii_graphic() && b != b':' && b != b',')
            {
                i += 1;
            }
            let name = name_start..i;
            i = skip_spaces(line, i);
            if line.get(i) != Some(&b':') || name.is_empty() {
                return None;
            }
            let digits_start = skip_spaces(line, i + 1);
            let mut j = digits_start;
            while line.get(j).is_some_and(u8::is_ascii_digit) {
                j += 1;
            }
            *side = (name, decimal(line.get(digits_start..j)?, 7)?);
            at = j;
        }
        if skip_spaces(line, at) != line.len() {
            return None;
        }
        let [(name1, score1), (name2, score2)] = sides;
        let names = [line.get(name1)?, line.get(name2.clone())?];
        // The reader takes a score line whose first word is `Game` for a game line.
        let scoreboard = self.scoreboard.as_mut()?;
        if names[0].eq_ignore_ascii_case(b"game") || [score1, score2] != scoreboard.score {
            return None;
        }
        if self.games == 1 {
            self.names = names.map(<[u8]>::to_vec);
        } else if names
            .iter()
            .zip(&self.names)
            .any(|(name, first)| *name != first.as_slice())
        {
            return None;
        }
        self.right_column = name2.start + 1;
        self.game = Some(GameLane {
            board: Position::start(),
            view: Player::One,
            referee: scoreboard.start_game(),
            claims_match: false,
        });
        self.stage = Stage::Game;
        Some(())
    }

    /// `  5) 62: 13/11 13/7            Doubles => 2`: up to two cells, each
    /// replayed as it is read.
    fn turn_line(&mut self, line: &[u8]) -> Option<()> {
        if line.last() == Some(&b' ') {
            self.features.trailing_spaces = true;
        }
        let mut at = skip_spaces(line, 0);
        // The move number, `12)`.
        let digits = line
            .get(at..)
            .unwrap_or_default()
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits > 0 && line.get(at + digits) == Some(&b')') && ends_word(line, at + digits + 1) {
            at = skip_spaces(line, at + digits + 1);
        }
        let threshold = (LEFT_COLUMN as usize + self.right_column) / 2;
        let mut index = 0;
        // A cursor over the cells: the common words (rolls and moves) are read
        // straight from the bytes, the rare ones as whole words.
        while at < line.len() {
            let start = at;
            let act = if let Some(&[x @ b'1'..=b'6', y @ b'1'..=b'6', b':']) = line.get(at..at + 3)
                && ends_word(line, at + 3)
            {
                at = skip_spaces(line, at + 3);
                // `52: ????`: resigned after the roll.
                let end = find_byte(line, at, b' ');
                let resigned = is_question_marks(line.get(at..end).unwrap_or_default());
                if resigned {
                    at = skip_spaces(line, end);
                }
                let mut moves = [Move {
                    from: 0,
                    to: 0,
                    hit: false,
                }; 4];
                let mut moved = 0;
                // The moves as the reader's splitter reads them: one step
                // each, the common case, or else a path (`13/7/5`, `6/4(2)`).
                let mut bore_off = false;
                while !resigned && let Some((mv, end)) = fast::step(line, at) {
                    let (end, to_off) = if ends_word(line, end) {
                        *moves.get_mut(moved)? = mv;
                        moved += 1;
                        (end, mv.to == OFF)
                    } else {
                        let path = fast::path(line, at).filter(|p| ends_word(line, p.end))?;
                        let steps = path.steps();
                        for _ in 0..path.count {
                            for &mv in steps {
                                *moves.get_mut(moved)? = mv;
                                moved += 1;
                            }
                        }
                        // Only the last step of a path can bear off.
                        (path.end, steps.last().is_some_and(|m| m.to == OFF))
                    };
                    let from_bar = mv.from == BAR;
                    if from_bar || to_off {
                        bore_off |= to_off;
                        let token = line.get(at..end).unwrap_or_default();
                        self.features.note_bar_off(token, from_bar, to_off);
                    }
                    at = skip_spaces(line, end);
                }
                let dice = (x - b'0', y - b'0');
                if resigned {
                    Act::ResignAfterRoll { dice }
                } else {
                    Act::Roll {
                        dice,
                        moves,
                        count: moved,
                        bore_off,
                    }
                }
            } else {
                match next_word(line, &mut at) {
                    b"Doubles" => {
                        if next_word(line, &mut at) != b"=>" {
                            return None;
                        }
                        Act::Double(decimal(next_word(line, &mut at), 10)?)
                    }
                    b"Takes" => Act::Take,
                    b"Drops" => Act::Drop,
                    verb @ (b"Wins" | b"Losses") => {
                        let points = decimal(next_word(line, &mut at), 7)?;
                        // `point` or `points` may follow, then `and the
                        // match`; the next cell else.
                        let mut after = at;
                        let plural = match next_word(line, &mut after) {
                            b"point" => Some(false),
                            b"points" => Some(true),
                            _ => None,
                        };
                        if plural.is_some() {
                            at = after;
                        }
                        self.features.note_points(plural == Some(true), points);
                        let mut after = at;
                        let claims_match = next_word(line, &mut after) == b"and";
                        if claims_match
                            && (next_word(line, &mut at) != b"and"
                                || next_word(line, &mut at) != b"the"
                                || next_word(line, &mut at) != b"match")
                        {
                            return None;
                        }
                        let outcome = if verb == b"Losses" {
                            Outcome::Losses
                        } else {
                            Outcome::Wins
                        };
                        Act::Result {
                            outcome,
                            points,
                            claims_match,
                        }
                    }
                    question if is_question_marks(question) => Act::Resign,
                    _ => return None,
                }
            };
            // Of two cells the first is the left player's and the second the
            // right's; a cell alone goes by its column, as the reader does.
            // Text after a cell makes a second cell (or the lane gives up),
            // so each cell is replayed as soon as it is read.
            let player = match index {
                0 if at < line.len() => Player::One,
                0 if start + 1 < threshold => Player::One,
                0 | 1 => Player::Two,
                _ => return None,
            };
            self.act(player, act)?;
            index += 1;
        }
        Some(())
    }

    /// Replays one action; `None` where the full path would say anything.
    fn act(&mut self, player: Player, act: Act) -> Option<()> {
        let game = self.game.as_mut()?;
        let referee = &mut game.referee;
        match act {
            Act::Roll {
                dice,
                moves,
                count,
                bore_off,
            } => {
                referee.may_roll(player).ok()?;
                self.turns += 1;
                let features = &mut self.features;
                // As the reader notes it: for plays, not dances.
                features.low_die_first |= count > 0 && dice.0 < dice.1;
                let roll = Roll::new(dice.0, dice.1).ok()?;
                if game.view != player {
                    game.board = game.board.switched();
                    game.view = player;
                }
                let moves = moves.get(..count)?;
                game.board = play(&game.board, roll, moves)?;
                referee.played(player, &game.board, bore_off);
            }
            Act::Double(offered) => referee.double(player, offered).ok()?,
            Act::Take => {
                referee.answer(player, Answer::Take).ok()?;
            }
            Act::Drop => {
                referee.answer(player, Answer::Drop).ok()?;
            }
            Act::Resign => referee.resign(player).ok()?,
            Act::ResignAfterRoll { dice } => {
                referee.may_roll(player).ok()?;
                Roll::new(dice.0, dice.1).ok()?;
                self.turns += 1;
                referee.resign(player).ok()?;
            }
            Act::Result {
                outcome,
                points,
                claims_match,
            } => {
                game.claims_match |= claims_match;
                let read = referee.result(outcome.winner(player), points).ok()?;
                // A forgiven value is a warning, which the full path gives.
                if read.forgiven.is_some() {
                    return None;
                }
            }
        }
        Some(())
    }

    fn finish(mut self) -> Option<ValidationReport> {
        if self.stage != Stage::Game || self.games == 0 {
            return None;
        }
        self.end_game()?;
        if self.scoreboard?.is_unfinished() {
            return None;
        }
        Some(ValidationReport {
            file: None,
            valid: true,
            dialect: Some(detect(&self.headers, &self.features)),
            games: self.games,
            turns: self.turns,
            errors: Vec::new(),
            warnings: Vec::new(),
        })
    }
}

/// The board after `moves`, if the play is legal and its `*` marks agree with
/// its hits. A full play written one die per move in a playable order is
/// checked step by step; anything else goes to the resolver.
fn play(board: &Position, roll: Roll, moves: &[Move]) -> Option<Position> {
    if moves.len() == roll.step_count()
        && let Some(after) = in_written_order(board, roll, moves)
    {
        return Some(after);
    }
    let resolved = resolve_play(board, roll, moves).ok()?;
    resolved.hit_marks.agree().then_some(resolved.result)
}

/// Plays `moves` in the written order, one die each, checking each step and
/// its hit mark. Every die is used, so no rule about unused dice applies.
fn in_written_order(board: &Position, roll: Roll, moves: &[Move]) -> Option<Position> {
    let (high, low) = (roll.high(), roll.low());
    // The order of dice that the first move's distance points to comes first.
    let low_first = moves
        .first()
        .is_some_and(|m| m.to != OFF && m.from - m.to == low);
    let orders: &[[u8; 4]] = if roll.is_double() {
        &[[high; 4]]
    } else if low_first {
        &[[low, high, 0, 0], [high, low, 0, 0]]
    } else {
        &[[high, low, 0, 0], [low, high, 0, 0]]
    };
    'order: for dice in orders {
        let mut after = *board;
        for (mv, &die) in moves.iter().zip(dice) {
            if step_target(&after, mv.from, die) != Some(mv.to)
                || after.apply_step(mv.from, mv.to) != mv.hit
            {
                continue 'order;
            }
        }
        return Some(after);
    }
    None
}

/// A word of question marks only: a resignation.
fn is_question_marks(word: &[u8]) -> bool {
    !word.is_empty() && word.iter().all(|&b| b == b'?')
}

/// The word at `at` (which is at a word's start), moving `at` to the next one.
fn next_word<'a>(line: &'a [u8], at: &mut usize) -> &'a [u8] {
    let end = find_byte(line, *at, b' ');
    let word = line.get(*at..end).unwrap_or_default();
    *at = skip_spaces(line, end);
    word
}

/// A word ends at `at`: a space or the end of the line is there.
fn ends_word(line: &[u8], at: usize) -> bool {
    line.get(at).is_none_or(|&b| b == b' ')
}

/// A decimal number of at most `max_digits` digits without a leading zero.
fn decimal(digits: &[u8], max_digits: usize) -> Option<u32> {
    if digits.is_empty()
        || digits.len() > max_digits
        || (digits.len() > 1 && digits.first() == Some(&b'0'))
    {
        return None;
    }
    digits.iter().try_fold(0u32, |n, &d| {
        d.is_ascii_digit()
            .then(|| n.checked_mul(10)?.checked_add(u32::from(d - b'0')))
            .flatten()
    })
}

/// No byte is a control character but the line feed, and the text is UTF-8.
/// Checked in blocks without an early exit, which the compiler turns into
/// vector instructions: a byte-by-byte loop cost more than all the rest of the
/// fast lane. UTF-8 is checked only when a byte outside ASCII was seen.
fn plain_text(input: &[u8]) -> bool {
    let control = |b: u8| (b < b' ' && b != b'\n') | (b == 0x7F);
    let mut blocks = input.chunks_exact(64);
    let mut high = false;
    for block in blocks.by_ref() {
        let (controls, highs) = block.iter().fold((false, false), |(c, h), &b| {
            (c | control(b), h | (b >= 0x80))
        });
        if controls {
            return false;
        }
        high |= highs;
    }
    let rest = blocks.remainder();
    if rest.iter().any(|&b| control(b)) {
        return false;
    }
    high |= !rest.is_ascii();
    !high || std::str::from_utf8(input).is_ok()
}

/// Words separated by spaces.
fn words(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(|&b| b == b' ').filter(|w| !w.is_empty())
}

/// Eight spaces, as a word.
const SPACES: u64 = u64::from_le_bytes([b' '; 8]);
/// The lowest bit of each byte of a word.
const LOW_BITS: u64 = u64::from_le_bytes([0x01; 8]);
/// The highest bit of each byte of a word.
const HIGH_BITS: u64 = u64::from_le_bytes([0x80; 8]);

/// Eight bytes of `line` from `at`, as a little-endian word.
fn word_at(line: &[u8], at: usize) -> Option<u64> {
    let bytes = line.get(at..at.checked_add(8)?)?;
    <[u8; 8]>::try_from(bytes).ok().map(u64::from_le_bytes)
}

/// The first byte at or after `at` that is not a space. Turn lines are padded
/// with long runs of spaces, so they are skipped eight at a time.
fn skip_spaces(line: &[u8], at: usize) -> usize {
    // Most gaps are a single space (between moves) or none.
    match line.get(at..) {
        Some([b' ', next, ..]) if *next != b' ' => return at + 1,
        Some([first, ..]) if *first != b' ' => return at,
        _ => {}
    }
    let mut i = at;
    while let Some(word) = word_at(line, i) {
        let other = word ^ SPACES;
        if other != 0 {
            // The lowest non-zero byte is the first byte that is not a space.
            return i + (other.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while line.get(i) == Some(&b' ') {
        i += 1;
    }
    i
}

/// The first `byte` at or after `at` in `text`, or the end of `text`.
fn find_byte(text: &[u8], at: usize, byte: u8) -> usize {
    let pattern = LOW_BITS * u64::from(byte);
    let mut i = at;
    while let Some(word) = word_at(text, i) {
        let diff = word ^ pattern;
        // A byte of `diff` is zero where `byte` was; the lowest zero byte sets
        // the highest bit of its byte here (higher ones may be set wrongly,
        // but only the lowest is used).
        let zero = diff.wrapping_sub(LOW_BITS) & !diff & HIGH_BITS;
        if zero != 0 {
            return i + (zero.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while text.get(i).is_some_and(|&b| b != byte) {
        i += 1;
    }
    i
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
            ("a carriage return", " Game 2\n", " Game 2\r\n"),
            (
                "a name outside ASCII",
                "beta : 0\n  1)  ",
                "bêta : 0\n  1)  ",
            ),
            ("a game number out of turn", " Game 2", " Game 3"),
            ("a lower-case game line", " Game 2", " game 2"),
            (
                "an unfinished match",
                "  2)  Drops                       Wins 1 point\n",
                "",
            ),
            (
                "a double in the Crawford game",
                "  2) 65: 13/7* 13/8\n",
                "  2)  Doubles => 2\n",
            ),
            ("a hit not marked", "13/7* 13/8", "13/7 13/8"),
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
            let spelling = matches!(
                what,
                "a lower-case game line" | "a tab" | "a carriage return"
            );
            assert_eq!(remarks > 0, !spelling, "{what}: {report:?}");
        }
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

    /// The first byte at or after `at` that is not a space, one byte at a time.
    fn skip_spaces_slowly(line: &[u8], at: usize) -> usize {
        (at..line.len())
            .find(|&i| line[i] != b' ')
            .unwrap_or(line.len().max(at))
    }

    /// The first `byte` at or after `at`, one byte at a time.
    fn find_byte_slowly(line: &[u8], at: usize, byte: u8) -> usize {
        (at..line.len())
            .find(|&i| line[i] == byte)
            .unwrap_or(line.len().max(at))
    }

    proptest! {
        #[test]
        fn word_at_a_time_searches_agree_with_byte_at_a_time_ones(
            line in proptest::collection::vec(prop_oneof![Just(b' '), Just(b'\n'), Just(b'/'), any::<u8>()], 0..40),
            at in 0usize..45,
        ) {
            prop_assert_eq!(skip_spaces(&line, at), skip_spaces_slowly(&line, at));
            prop_assert_eq!(find_byte(&line, at, b' '), find_byte_slowly(&line, at, b' '));
            prop_assert_eq!(find_byte(&line, at, b'\n'), find_byte_slowly(&line, at, b'\n'));
        }

        #[test]
        fn the_text_check_agrees_with_a_byte_at_a_time_one(
            text in proptest::collection::vec(prop_oneof![Just(b'a'), Just(b'\n'), any::<u8>()], 0..200),
        ) {
            let slow = text.iter().all(|&b| b == b'\n' || !(b < b' ' || b == 0x7F))
                && std::str::from_utf8(&text).is_ok();
            prop_assert_eq!(plain_text(&text), slow);
        }
    }
}
