//! The .mat writer: every match in one canonical form, laid out the way GNU
//! Backgammon lays out its exports, so that GNU Backgammon (and every reader
//! that reads GNU Backgammon's files) imports it without complaint.
//!
//! The layout, after GNU Backgammon's: header comments `; [Key "value"]` and a
//! blank line, ` N point match` (0 for money play) and a blank line; then per
//! game ` Game N`, the score line (the right player's name at column 33), turn
//! lines (`  1) ` move numbers, the left cell 28 characters wide, so the right
//! cell starts at column 34), the result and a blank line. Cube actions are
//! written ` Doubles => 2`, ` Takes`, ` Drops`, ` Beavers => 4`; a result
//! `Wins 1 point`, `Wins 2 points`, with ` and the match` on the game that
//! decides the match. A dropped double and the doubler's win share a line when
//! the right player wins; otherwise the result has a line of its own, indented
//! to the winner's column.
//!
//! What is canonical, where writers differ:
//! - Plays are the replayed plays in canonical Magriel notation (`13/7*/5`,
//!   `6/4(3)`, `bar/22`, `6/off`), with a `*` on every real hit and nowhere else.
//!   GNU Backgammon reads the words `bar` and `off`, chains and repeat counts.
//!   A play the replay could not follow is written from its moves as written.
//!   A match GNU Backgammon wrote keeps its numbers for the bar and off
//!   (`25/22`, `6/0`), a habit by which its files are told from others'
//!   (see `dialect`), so that the match still reads as GNU Backgammon's.
//! - Dice high first (`31:`), a dance as the roll alone (`66:`), a resignation
//!   after rolling as `51: ???`.
//! - A resignation before rolling (`???` alone) is not written in a match: GNU
//!   Backgammon warns on it, and the result line that follows says the same.
//! - One result line per game, for the winner (`Losses` lines become the
//!   winner's `Wins`), at the game's value by the rules: a value a writer
//!   capped at what the match needed, or a sentinel such as `Wins 4016 point`,
//!   is written as the value the game counts.
//! - No trailing spaces (GNU Backgammon pads cells with them; no reader needs them).
//!
//! A plain game record (no match header, names or scores) is written as a plain
//! record, one turn per line (`51: 24/23 13/8`): a .mat file would need names and
//! a result the record does not have. A record names no players, so it is
//! written for the reader's rules: player 1 rolls first and rolls alternate; a
//! `???` alone is the resignation of the player about to roll, or, while a
//! double awaits its answer, of the player who must answer it (a resignation
//! the reader would give to the other player is left out: the result line says
//! who won); a result line is worded for the last roller (the doubler, after a
//! drop).

mod same;

pub use same::{Difference, same_match};

use crate::notation::{format_moves, format_play};
use crate::transcript::model::{
    Action, ActionKind, Dialect, Dice, Game, Match, Player, PlayerInfo,
};
use crate::transcript::replay::{GameTrace, RollTrace, replay_traced};

/// Width of the left cell of a turn line, as GNU Backgammon pads it.
const LEFT_CELL: usize = 28;
/// Width of the move number `  1) `.
const NUMBER: usize = 5;
/// Where the right player's name starts on the score line (0-based).
const SCORE_RIGHT: usize = 32;
/// A drop's cell.
const DROP: &str = " Drops";

/// Writes `matched` as a .mat transcript in bgkit's canonical form (see the
/// module documentation). The text ends with a newline and uses `\n` line ends.
///
/// ```
/// use bgkit::transcript::{read_match, write_mat};
///
/// let text = b" 1 point match\n\n Game 1\n Ann : 0      Bob : 0\n  1) 13: 6/5 8/5\n";
/// let written = write_mat(&read_match(text)?);
/// assert!(written.contains("  1) 31: 8/5 6/5"));
/// # Ok::<(), bgkit::transcript::ReadError>(())
/// ```
pub fn write_mat(matched: &Match) -> String {
    let (_, traces) = replay_traced(matched);
    let mut out = String::new();
    for header in &matched.headers {
        out.push_str(&format!(
            "; [{} \"{}\"]\n",
            clean(&header.key).replace('"', "'"),
            // A value is read verbatim between its quotes, spaces included.
            one_line(&header.value)
        ));
    }
    if matched.dialect == Dialect::PlainRecord {
        if let (Some(game), Some(trace)) = (matched.games.first(), traces.first()) {
            write_record(&mut out, game, trace);
        }
        return out;
    }
    if !matched.headers.is_empty() {
        out.push('\n');
    }
    out.push_str(&format!(" {} point match\n\n", matched.length));
    for (index, game) in matched.games.iter().enumerate() {
        let empty = GameTrace::default();
        let trace = traces.get(index).unwrap_or(&empty);
        write_game(&mut out, matched, game, trace);
    }
    out
}

/// The score a game's score line is written with: as stated, or, for a game
/// that states none (a ` Game N` line that ended the input before its score
/// line could be read, an SGF root without both of `MI`'s `ws` and `bs`), as
/// the replay reckons it, which a written score must then say. (A plain
/// record has no scores.)
pub(crate) fn written_score(matched: &Match, game: &Game, trace: &GameTrace) -> [u32; 2] {
    let unstated = game.score_locations.is_none() && matched.dialect != Dialect::PlainRecord;
    if unstated { trace.score } else { game.score }
}

/// One game: the ` Game N` line, the score line, the turns and the result.
fn write_game(out: &mut String, matched: &Match, game: &Game, trace: &GameTrace) {
    out.push_str(&format!(" Game {}\n", game.number));
    let [left_score, right_score] = written_score(matched, game, trace);
    let names = [name(&matched.players[0], 1), name(&matched.players[1], 2)];
    let (line, score_right) = score_line(&names, [left_score, right_score]);
    out.push_str(&line);
    out.push('\n');
    let right_column = (NUMBER + LEFT_CELL).max(score_right + 1);

    let mut lines = Lines {
        out,
        right_column,
        number: 0,
        left: None,
        right: None,
    };
    let habits = Habits::of(matched.dialect);
    let rolls = rolls_by_action(game, trace);
    let mut results: Vec<(Player, u32)> = Vec::new();
    for (index, action) in game.actions.iter().enumerate() {
        let roll = rolls.get(index).copied().flatten();
        match action.kind {
            ActionKind::Result {
                outcome,
                points,
                match_won,
            } => {
                // The result the replay accepted, at the game's value, in
                // place of the lines that say it; else each line as written.
                let (winner, points, decides) = match trace.end {
                    Some(end) => {
                        let decides = matched.length > 0
                            && end.winner.pick(&trace.score).saturating_add(end.points)
                                >= matched.length;
                        (end.winner, end.points, decides)
                    }
                    None => (outcome.winner(action.player), points, match_won),
                };
                if results.contains(&(winner, points)) {
                    continue;
                }
                results.push((winner, points));
                lines.result(winner, &result_text(points, decides));
            }
            ActionKind::Resign => {}
            _ => {
                let text = cell_text(action, roll, trace, habits);
                lines.cell(action.player, text);
            }
        }
    }
    lines.flush();
    out.push('\n');
}

/// Turn lines being laid out: the cells of the line not yet written.
struct Lines<'o> {
    out: &'o mut String,
    right_column: usize,
    number: usize,
    left: Option<String>,
    right: Option<String>,
}

impl Lines<'_> {
    /// Adds a player's cell: the left player's opens a new line, the right
    /// player's fills the right cell of the current line if it is free.
    fn cell(&mut self, player: Player, text: String) {
        match player {
            Player::One => {
                self.flush();
                self.left = Some(text);
            }
            Player::Two => {
                if self.right.is_some() {
                    self.flush();
                }
                self.right = Some(text);
            }
        }
    }

    /// Adds a result: beside the left player's drop when the right player
    /// wins by it, else on a line of its own (as GNU Backgammon does both).
    fn result(&mut self, winner: Player, text: &str) {
        if winner == Player::Two && self.left.as_deref() == Some(DROP) && self.right.is_none() {
            self.right = Some(format!(" {text}"));
            self.flush();
            return;
        }
        self.flush();
        let indent = match winner {
            Player::One => NUMBER,
            Player::Two => self.right_column,
        };
        self.out
            .push_str(&format!("{:indent$} {text}\n", "", indent = indent));
    }

    /// Writes the pending line, if any.
    fn flush(&mut self) {
        if self.left.is_none() && self.right.is_none() {
            return;
        }
        self.number += 1;
        let mut line = format!("{:>3}) ", self.number);
        line.push_str(self.left.as_deref().unwrap_or(""));
        if let Some(right) = self.right.take() {
            let used = line.chars().count();
            let pad = self.right_column.saturating_sub(used).max(1);
            line.extend(std::iter::repeat_n(' ', pad));
            line.push_str(&right);
        }
        self.left = None;
        self.out.push_str(line.trim_end());
        self.out.push('\n');
    }
}

/// A plain game record: one action per line, no numbers or columns.
fn write_record(out: &mut String, game: &Game, trace: &GameTrace) {
    let rolls = rolls_by_action(game, trace);
    // The reader's rules for records (see the module documentation), followed
    // here so that each line is read as being about the player it is about.
    let mut next_roller = Player::One;
    let mut result_about = Player::One;
    let mut double_pending = false;
    let mut result_written = false;
    for (index, action) in game.actions.iter().enumerate() {
        let roll = rolls.get(index).copied().flatten();
        let answering = std::mem::replace(
            &mut double_pending,
            matches!(action.kind, ActionKind::Double { .. }),
        );
        match action.kind {
            ActionKind::Play { .. }
            | ActionKind::Dance { .. }
            | ActionKind::ResignAfterRoll { .. } => {
                result_about = next_roller;
                next_roller = next_roller.other();
            }
            ActionKind::Drop => result_about = next_roller,
            _ => {}
        }
        let text = match action.kind {
            ActionKind::Result {
                outcome, points, ..
            } => {
                // As in a .mat file: the accepted result once, at its value.
                let (winner, points) = match trace.end {
                    Some(end) => (end.winner, end.points),
                    None => (outcome.winner(action.player), points),
                };
                if trace.end.is_some() && std::mem::replace(&mut result_written, true) {
                    continue;
                }
                let word = if winner == result_about {
                    "Wins"
                } else {
                    "Losses"
                };
                format!("{word} {points} point{}", plural(points))
            }
            ActionKind::Resign => {
                let resigner = if answering {
                    next_roller.other()
                } else {
                    next_roller
                };
                if action.player != resigner {
                    continue;
                }
                "???".to_string()
            }
            _ => cell_text(action, roll, trace, Habits::Canonical),
        };
        out.push_str(text.trim());
        out.push('\n');
    }
}

/// The replayed roll of each action, indexed like the game's actions.
pub(crate) fn rolls_by_action<'t>(game: &Game, trace: &'t GameTrace) -> Vec<Option<&'t RollTrace>> {
    let mut rolls = vec![None; game.actions.len()];
    for roll in &trace.rolls {
        if let Some(slot) = rolls.get_mut(roll.action) {
            *slot = Some(roll);
        }
    }
    rolls
}

/// The habits a .mat is written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Habits {
    /// bgkit's canonical form: `bar/22`, `6/off`.
    Canonical,
    /// GNU Backgammon's numbers for the bar and off, `25/22`, `6/0`, for a
    /// match it wrote. (Not its trailing spaces: a match of another writer
    /// written canonically can read back as GNU Backgammon's by its other
    /// habits, and the spaces would then change the text a second writing
    /// gives; the numbers cannot, as the words tell that match apart.)
    Gnubg,
}

impl Habits {
    /// The habits to write a match of `dialect` with.
    fn of(dialect: Dialect) -> Habits {
        if dialect == Dialect::Gnubg {
            Habits::Gnubg
        } else {
            Habits::Canonical
        }
    }

    /// `play`, a play in canonical notation, with the bar and off spelled
    /// the way these habits spell them. The canonical form writes the bar
    /// only where a path starts (`bar/`) and off only where one ends
    /// (`/off`), so the words are found whole.
    fn spelled(self, play: String) -> String {
        match self {
            Habits::Canonical => play,
            Habits::Gnubg => play.replace("bar/", "25/").replace("/off", "/0"),
        }
    }
}

/// The text of one cell: a roll and its play, its bar and off spelled as
/// `habits` spell them, or a cube action with GNU Backgammon's leading space.
/// `trace` is the game's, for how it ended.
fn cell_text(
    action: &Action,
    traced: Option<&RollTrace>,
    trace: &GameTrace,
    habits: Habits,
) -> String {
    match action.kind {
        ActionKind::Play { dice, moves } => match traced {
            Some(roll) if roll.resigned => resigned_roll_text(dice, roll, trace),
            Some(roll) => roll_text(dice, &habits.spelled(format_play(&roll.play))),
            None => roll_text(dice, &habits.spelled(format_moves(moves.moves()))),
        },
        ActionKind::Dance { dice, .. } => match traced {
            Some(roll) if roll.resigned => resigned_roll_text(dice, roll, trace),
            _ => roll_text(dice, ""),
        },
        ActionKind::ResignAfterRoll { dice } => format!("{}: ???", dice_text(dice)),
        ActionKind::Double { cube } => format!(" Doubles => {cube}"),
        ActionKind::Take => " Takes".to_string(),
        ActionKind::Drop => DROP.to_string(),
        ActionKind::Beaver { cube } => format!(" Beavers => {cube}"),
        ActionKind::Resign => " ???".to_string(),
        ActionKind::Result {
            points, match_won, ..
        } => format!(" {}", result_text(points, match_won)),
    }
}

/// A roll a resignation ended: `51: ???` when the roller resigned; the roll
/// alone when the roller won, which reads (as it was read) as the opponent's
/// resignation during the roller's turn: GNU Backgammon's SGF records it so,
/// and `???` would make it the roller's.
fn resigned_roll_text(dice: Dice, roll: &RollTrace, trace: &GameTrace) -> String {
    if trace.end.is_some_and(|end| end.winner == roll.player) {
        roll_text(dice, "")
    } else {
        format!("{}: ???", dice_text(dice))
    }
}

/// `31: 8/5 6/5`, or `66:` for a dance.
fn roll_text(dice: Dice, play: &str) -> String {
    if play.is_empty() {
        format!("{}:", dice_text(dice))
    } else {
        format!("{}: {play}", dice_text(dice))
    }
}

/// The dice high first; dice that are not a roll stay as written.
fn dice_text(dice: Dice) -> String {
    match dice.roll() {
        Ok(roll) => format!("{}{}", roll.high(), roll.low()),
        Err(_) => format!("{}{}", dice.0, dice.1),
    }
}

/// `Wins 2 points and the match`.
fn result_text(points: u32, decides: bool) -> String {
    let tail = if decides { " and the match" } else { "" };
    format!("Wins {points} point{}{tail}", plural(points))
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The score line of `names` at `scores`, and the column (0-based) where
/// the right name starts: column 32, or further right after a long left
/// part (the turn lines follow it, so that a lone cell is still told apart
/// by its column). The reader takes the left score to be the one the
/// longest gap follows (the later on a tie), so where a name holds text
/// that reads as a score (`b:0`, `x : 2  y`) the gap is made wider than
/// any run of blanks in the names; a line that still does not read back
/// with its own two names is left for the caller's check of the whole text
/// to refuse.
fn score_line(names: &[String; 2], scores: [u32; 2]) -> (String, usize) {
    let left = format!("{} : {}", names[0], scores[0]);
    let right = format!("{} : {}", names[1], scores[1]);
    let first = SCORE_RIGHT.max(1 + left.chars().count() + 1);
    let laid = |column: usize| format!(" {left:<width$}{right}", width = column - 1);
    let reads_back = |line: &str| {
        super::lines::parse_score_line(line).is_some_and(|read| {
            let [one, two] = read.names.map(|range| line.get(range));
            one == Some(names[0].as_str()) && two == Some(names[1].as_str())
        })
    };
    // A gap after a score inside a name is a run of blanks in it, or the
    // one space before the right name's colon: two more than the longest
    // run outdoes them all.
    let longest_run = names
        .iter()
        .flat_map(|name| name.split(|c: char| !c.is_ascii_whitespace()))
        .map(str::len)
        .max()
        .unwrap_or(0);
    let wide = first.max(1 + left.chars().count() + longest_run + 2);
    [first, wide]
        .into_iter()
        .find(|&column| reads_back(&laid(column)))
        .map_or_else(|| (laid(first), first), |column| (laid(column), column))
}

/// A player's name for the score line, with the rating if one was written;
/// `Player N` when there is no name, since a score line needs one.
fn name(player: &PlayerInfo, number: u8) -> String {
    let name = clean(&player.name);
    let name = if name.is_empty() {
        format!("Player {number}")
    } else {
        name
    };
    match &player.rating {
        Some(rating) => format!("{name},{}", clean(rating)),
        None => name,
    }
}

/// Text on one line, trimmed: line breaks become spaces.
fn clean(text: &str) -> String {
    one_line(text).trim().to_string()
}

/// `text` with its line breaks made spaces, and nothing else changed: the
/// reader takes a line as it is, other control characters included, so only
/// a line break could not be read back.
fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A turn line as GNU Backgammon lays it out: `%3d) `, the left cell padded to
    /// 28 characters, then the right cell; no trailing spaces (bgkit's one change).
    fn gnubg_turn(number: usize, left: &str, right: &str) -> String {
        format!("{number:>3}) {left:<28}{right}")
            .trim_end()
            .to_string()
    }

    #[test]
    fn a_cell_of_28_characters_or_more_is_followed_by_one_space() {
        // Given a left cell longer than the column and one that fits
        let mut out = String::new();
        let mut lines = Lines {
            out: &mut out,
            right_column: NUMBER + LEFT_CELL,
            number: 0,
            left: None,
            right: None,
        };
        let long = "22: bar/23* 13/11* 8/6* 6/4* x";

        // When laid out with right cells
        lines.cell(Player::One, long.to_string());
        lines.cell(Player::Two, "31: 8/5 6/5".to_string());
        lines.cell(Player::One, "11:".to_string());
        lines.cell(Player::Two, "31: 8/5 6/5".to_string());
        lines.flush();

        // Then the long cell is followed by one space and the short one padded
        assert_eq!(
            out,
            format!(
                "  1) {long} 31: 8/5 6/5\n{}\n",
                gnubg_turn(2, "11:", "31: 8/5 6/5")
            )
        );
    }
}
