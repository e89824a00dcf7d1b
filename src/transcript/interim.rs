//! Stand-ins for three functions that other parts of the crate are about to
//! provide: `notation::parse_moves_spanned`, `notation::format_play` and
//! `board::resolve_play`. They keep the agreed signatures so that switching to
//! the real ones is a change of `use` lines in this module's callers.

use std::fmt;
use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::board::{BAR, OFF, Play, Position, Roll, legal_plays, try_step};

/// One written move of one checker: `13/7*` is `{ from: 13, to: 7, hit: true }`.
/// Points are in the mover's numbering; 25 is the bar and 0 is off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// Point the checker leaves (25 = bar).
    pub from: u8,
    /// Point the checker reaches (0 = off). May be several dice away.
    pub to: u8,
    /// The text marks a hit (`*`) on `to`.
    pub hit: bool,
}

/// A move with the byte range of the text it was read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpannedMove {
    /// The move.
    pub mv: Move,
    /// Byte range in the parsed text.
    pub span: Range<usize>,
}

/// Text that is not a list of moves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ParseError {
    /// Byte offset of the offending text.
    pub offset: usize,
    /// What was expected and what was found.
    pub message: String,
}

impl ParseError {
    /// 1-based column of the offending text (the moves are ASCII).
    pub fn column(&self) -> usize {
        self.offset + 1
    }
}

/// Reads moves such as `13/7* 8/7`, `bar/22`, `6/off(2)`, `13/7*/5`.
pub fn parse_moves_spanned(text: &str) -> Result<Vec<SpannedMove>, ParseError> {
    let mut moves = Vec::new();
    let bytes = text.as_bytes();
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index].is_ascii_whitespace() {
            index += 1;
            continue;
        }
        let start = index;
        while index < bytes.len() && !bytes[index].is_ascii_whitespace() {
            index += 1;
        }
        parse_token(&text[start..index], start, &mut moves)?;
    }
    Ok(moves)
}

fn parse_token(token: &str, start: usize, moves: &mut Vec<SpannedMove>) -> Result<(), ParseError> {
    let (body, repeat) = split_repeat(token, start)?;
    let mut points: Vec<(u8, bool, usize)> = Vec::with_capacity(3);
    let mut offset = start;
    for part in body.split('/') {
        let (name, hit) = match part.strip_suffix('*') {
            Some(name) => (name, true),
            None => (part, false),
        };
        let point = parse_point(name).ok_or_else(|| ParseError {
            offset,
            message: format!("expected a point (1-25, bar or off), found `{part}`"),
        })?;
        points.push((point, hit, offset));
        offset += part.len() + 1;
    }
    if points.len() < 2 {
        return Err(ParseError {
            offset: start,
            message: format!("expected a move like `13/7`, found `{token}`"),
        });
    }
    let span = start..start + token.len();
    for _ in 0..repeat {
        for pair in points.windows(2) {
            let (from, _, _) = pair[0];
            let (to, hit, to_offset) = pair[1];
            if from == OFF || to == BAR || to >= from {
                return Err(ParseError {
                    offset: to_offset,
                    message: format!(
                        "a checker moves towards off, but `{token}` goes from {from} to {to}"
                    ),
                });
            }
            moves.push(SpannedMove {
                mv: Move { from, to, hit },
                span: span.clone(),
            });
        }
    }
    Ok(())
}

fn split_repeat(token: &str, start: usize) -> Result<(&str, usize), ParseError> {
    let Some(open) = token.find('(') else {
        return Ok((token, 1));
    };
    let count = token[open + 1..]
        .strip_suffix(')')
        .and_then(|digits| digits.parse::<usize>().ok())
        .filter(|n| (1..=4).contains(n))
        .ok_or_else(|| ParseError {
            offset: start + open,
            message: format!(
                "expected a repeat count `(2)` to `(4)`, found `{}`",
                &token[open..]
            ),
        })?;
    Ok((&token[..open], count))
}

fn parse_point(name: &str) -> Option<u8> {
    if name.eq_ignore_ascii_case("bar") {
        return Some(BAR);
    }
    if name.eq_ignore_ascii_case("off") {
        return Some(OFF);
    }
    if name.is_empty() || name.len() > 2 || !name.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    name.parse::<u8>().ok().filter(|&p| p <= BAR)
}

/// A point as players write it: `bar`, `off` or the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointName(pub u8);

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            BAR => f.write_str("bar"),
            OFF => f.write_str("off"),
            point => write!(f, "{point}"),
        }
    }
}

/// The canonical text of a play: one checker's steps chained (`13/7*/5`, middle
/// points shown only where they hit), identical moves grouped (`6/4(2)`), highest
/// source first.
pub fn format_play(play: &Play) -> String {
    // Each path: where the checker started, where it is now, and the points it hit
    // on the way (shown in the chain).
    let mut paths: Vec<(u8, u8, Vec<u8>)> = Vec::with_capacity(4);
    for step in play.steps() {
        let extend = paths
            .iter()
            .rposition(|(_, end, _)| *end == step.from && *end != OFF);
        let index = match extend {
            Some(index) => index,
            None => {
                paths.push((step.from, step.from, Vec::new()));
                paths.len() - 1
            }
        };
        let path = &mut paths[index];
        path.1 = step.to;
        if step.hit {
            path.2.push(step.to);
        }
    }
    paths.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let mut words: Vec<(String, usize)> = Vec::with_capacity(paths.len());
    for (from, to, hits) in &paths {
        let mut text = PointName(*from).to_string();
        for &hit in hits.iter().filter(|&&h| h != *to) {
            text.push_str(&format!("/{}*", PointName(hit)));
        }
        text.push_str(&format!("/{}", PointName(*to)));
        if hits.contains(to) {
            text.push('*');
        }
        match words.last_mut() {
            Some((last, count)) if *last == text => *count += 1,
            _ => words.push((text, 1)),
        }
    }
    let parts: Vec<String> = words
        .into_iter()
        .map(|(text, count)| {
            if count > 1 {
                format!("{text}({count})")
            } else {
                text
            }
        })
        .collect();
    parts.join(" ")
}

/// How the written hit marks compare with the hits the play really makes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HitMarks {
    /// Real hits written without `*`.
    pub unmarked_hits: u8,
    /// `*` written where nothing was hit.
    pub marks_without_hit: u8,
}

impl HitMarks {
    /// The marks match the hits exactly.
    pub fn agree(&self) -> bool {
        self.unmarked_hits == 0 && self.marks_without_hit == 0
    }
}

/// A written play matched to a legal play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResolvedPlay {
    /// The steps, one die each, in an order in which each is legal.
    pub play: Play,
    /// The board after the play, from the mover's view.
    pub result: Position,
    /// Whether the `*` marks agree with the real hits.
    pub hit_marks: HitMarks,
}

/// Why a written play is not legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// Nothing was played although the roll has a legal play.
    #[error("the roll {roll} has legal plays, so the turn cannot be passed")]
    MustMove {
        /// The roll.
        roll: Roll,
    },
    /// A move starts where the player has no checker.
    #[error("the move {} starts on {}, where the player has no checker", describe(*.mv), PointName(.mv.from))]
    NoChecker {
        /// The move.
        mv: Move,
    },
    /// A move ignores a checker waiting on the bar.
    #[error("the move {} is played while a checker waits on the bar; it must enter first", describe(*.mv))]
    BarFirst {
        /// The move.
        mv: Move,
    },
    /// No die or sum of dice covers the distance.
    #[error("the move {} covers {distance} pips, which no die or sum of dice of {roll} makes", describe(*.mv))]
    Distance {
        /// The move.
        mv: Move,
        /// Its length in pips.
        distance: u8,
        /// The roll.
        roll: Roll,
    },
    /// A bear-off while checkers are outside the home board.
    #[error("the move {} bears off while the player still has checkers outside the home board", describe(*.mv))]
    NotHome {
        /// The move.
        mv: Move,
    },
    /// The move lands on, or has to stop on, a point the opponent holds.
    #[error("the move {} cannot be played: every way of playing it lands on a point the opponent holds", describe(*.mv))]
    Blocked {
        /// The move.
        mv: Move,
    },
    /// The moves need more dice than the roll has.
    #[error("the moves need more dice than the roll {roll} gives")]
    TooManyMoves {
        /// The roll.
        roll: Roll,
    },
    /// Fewer dice were played than the position allows.
    #[error("the play uses {used} of the dice of {roll}, but {possible} can be played")]
    TooFewDice {
        /// Dice used by the written play.
        used: usize,
        /// Dice the best legal plays use.
        possible: usize,
        /// The roll.
        roll: Roll,
    },
    /// Only one die could be played and the smaller one was chosen.
    #[error("only one die of {roll} can be played, and then it must be the larger one, {}", .roll.high())]
    LargerDie {
        /// The roll.
        roll: Roll,
    },
}

fn describe(mv: Move) -> String {
    format!(
        "{}/{}{}",
        PointName(mv.from),
        PointName(mv.to),
        if mv.hit { "*" } else { "" }
    )
}

/// Matches the written `moves` (any order, one checker's steps possibly merged
/// as in `24/15`) to a legal play of `roll`. An empty list is a dance, legal only
/// when the roll has no legal play.
pub fn resolve_play(
    position: &Position,
    roll: Roll,
    moves: &[Move],
) -> Result<ResolvedPlay, PlayError> {
    if moves.is_empty() {
        return if !has_legal_move(position, roll) {
            Ok(ResolvedPlay {
                play: Play::new(),
                result: *position,
                hit_marks: HitMarks::default(),
            })
        } else {
            Err(PlayError::MustMove { roll })
        };
    }
    if moves.len() > roll.step_count() {
        return Err(PlayError::TooManyMoves { roll });
    }
    let mut search = Search {
        moves,
        found: Vec::new(),
        deepest: None,
    };
    let all = (1u8 << moves.len()) - 1;
    search.place(*position, all, Dice::of(roll), Play::new());
    let Search { found, deepest, .. } = search;
    if found.is_empty() {
        return Err(diagnose(moves, roll, deepest));
    }
    let full: Vec<&ResolvedPlay> = found
        .iter()
        .filter(|c| c.play.len() == roll.step_count())
        .collect();
    let legal: Vec<&ResolvedPlay> = if full.is_empty() {
        let plays = legal_plays(position, roll);
        let legal: Vec<&ResolvedPlay> = found
            .iter()
            .filter(|c| plays.iter().any(|p| p.result == c.result))
            .collect();
        if legal.is_empty() {
            let possible = plays.iter().map(|p| p.play.len()).max().unwrap_or(0);
            let used = found.iter().map(|c| c.play.len()).max().unwrap_or(0);
            return Err(if possible == used && possible == 1 && !roll.is_double() {
                PlayError::LargerDie { roll }
            } else {
                PlayError::TooFewDice {
                    used,
                    possible,
                    roll,
                }
            });
        }
        legal
    } else {
        full
    };
    let best = legal
        .into_iter()
        .min_by_key(|c| c.hit_marks.unmarked_hits + c.hit_marks.marks_without_hit);
    // `legal` is non-empty here; the fallback keeps the function total.
    best.copied().ok_or(PlayError::TooManyMoves { roll })
}

/// The roll can move at least one checker. (`legal_plays` lists a dance as one
/// empty play, so emptiness of the list is not the test.)
pub fn has_legal_move(position: &Position, roll: Roll) -> bool {
    legal_plays(position, roll)
        .iter()
        .any(|p| !p.play.is_empty())
}

/// Compares the written hit marks with the hits a play makes. A point can be hit
/// only once in a turn, so marks are compared as sets of points; this also reads
/// `13/1*(2)` (one hit, the mark repeated with the move) as agreeing.
fn compare_marks(play: &Play, moves: &[Move]) -> HitMarks {
    let mut marks = HitMarks::default();
    for step in play.steps().iter().filter(|s| s.hit) {
        if !moves.iter().any(|m| m.hit && m.to == step.to) {
            marks.unmarked_hits += 1;
        }
    }
    let mut counted = [false; 26];
    for mv in moves.iter().filter(|m| m.hit) {
        let point = mv.to as usize % 26;
        if !counted[point] && !play.steps().iter().any(|s| s.hit && s.to == mv.to) {
            marks.marks_without_hit += 1;
        }
        counted[point] = true;
    }
    marks
}

/// Dice still to be played.
#[derive(Clone, Copy)]
struct Dice {
    values: [u8; 4],
    len: usize,
}

impl Dice {
    fn of(roll: Roll) -> Dice {
        if roll.is_double() {
            Dice {
                values: [roll.high(); 4],
                len: 4,
            }
        } else {
            Dice {
                values: [roll.high(), roll.low(), 0, 0],
                len: 2,
            }
        }
    }

    fn distinct(&self) -> impl Iterator<Item = u8> + '_ {
        let values = &self.values[..self.len];
        values
            .iter()
            .enumerate()
            .filter(|(i, d)| !values[..*i].contains(d))
            .map(|(_, &d)| d)
    }

    fn without(&self, die: u8) -> Dice {
        let mut next = *self;
        if let Some(i) = next.values[..next.len].iter().position(|&d| d == die) {
            next.values.copy_within(i + 1..next.len, i);
            next.len -= 1;
        }
        next
    }

    /// Distances reachable by playing some of the remaining dice in a row.
    fn reaches(&self, distance: u8) -> bool {
        let values = &self.values[..self.len];
        let mut sums = vec![0u8];
        for &die in values {
            let more: Vec<u8> = sums.iter().map(|s| s + die).collect();
            sums.extend(more);
        }
        sums.contains(&distance)
    }

    fn total(&self) -> u8 {
        self.values[..self.len].iter().sum()
    }
}

/// Where the search got furthest without placing every move.
#[derive(Clone, Copy)]
struct Stuck {
    placed: u32,
    position: Position,
    remaining: u8,
    dice: Dice,
}

struct Search<'a> {
    moves: &'a [Move],
    found: Vec<ResolvedPlay>,
    deepest: Option<Stuck>,
}

impl Search<'_> {
    fn place(&mut self, position: Position, remaining: u8, dice: Dice, play: Play) {
        if remaining == 0 {
            let marks = compare_marks(&play, self.moves);
            if !self
                .found
                .iter()
                .any(|c| c.result == position && c.hit_marks == marks)
            {
                self.found.push(ResolvedPlay {
                    play,
                    result: position,
                    hit_marks: marks,
                });
            }
            return;
        }
        let placed = self.moves.len() as u32 - remaining.count_ones();
        if self.deepest.is_none_or(|s| s.placed < placed) {
            self.deepest = Some(Stuck {
                placed,
                position,
                remaining,
                dice,
            });
        }
        for index in 0..self.moves.len() {
            if remaining & (1 << index) != 0 {
                let from = self.moves[index].from;
                self.walk(position, index, from, remaining, dice, play);
            }
        }
    }

    fn walk(
        &mut self,
        position: Position,
        index: usize,
        at: u8,
        remaining: u8,
        dice: Dice,
        play: Play,
    ) {
        let mv = self.moves[index];
        let mut distinct = [0u8; 4];
        let mut count = 0;
        for die in dice.distinct() {
            distinct[count] = die;
            count += 1;
        }
        for &die in &distinct[..count] {
            let Some((step, next)) = try_step(&position, at, die) else {
                continue;
            };
            let mut longer = play;
            longer.push(step);
            let rest = dice.without(die);
            if step.to == mv.to {
                self.place(next, remaining & !(1 << index), rest, longer);
            } else if step.to != OFF && step.to > mv.to {
                self.walk(next, index, step.to, remaining, rest, longer);
            }
        }
    }
}

/// Explains why no order of the written moves could be played.
fn diagnose(moves: &[Move], roll: Roll, deepest: Option<Stuck>) -> PlayError {
    let Some(stuck) = deepest else {
        return PlayError::TooManyMoves { roll };
    };
    let Some(mv) = moves
        .iter()
        .enumerate()
        .find(|(i, _)| stuck.remaining & (1 << i) != 0)
        .map(|(_, &mv)| mv)
    else {
        return PlayError::TooManyMoves { roll };
    };
    let position = stuck.position;
    if position.mine(mv.from) == 0 {
        return PlayError::NoChecker { mv };
    }
    if mv.from != BAR && position.bar() > 0 {
        return PlayError::BarFirst { mv };
    }
    let distance = mv.from - mv.to;
    if mv.to == OFF {
        if !position.all_home() && mv.from <= 6 {
            return PlayError::NotHome { mv };
        }
        if stuck.dice.total() < distance {
            return if Dice::of(roll).total() < distance {
                PlayError::Distance { mv, distance, roll }
            } else {
                PlayError::TooManyMoves { roll }
            };
        }
    } else if !stuck.dice.reaches(distance) {
        return if Dice::of(roll).reaches(distance) {
            PlayError::TooManyMoves { roll }
        } else {
            PlayError::Distance { mv, distance, roll }
        };
    }
    PlayError::Blocked { mv }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(a: u8, b: u8) -> Roll {
        Roll::new(a, b).unwrap()
    }

    fn moves(text: &str) -> Vec<Move> {
        parse_moves_spanned(text)
            .unwrap()
            .into_iter()
            .map(|m| m.mv)
            .collect()
    }

    #[test]
    fn chains_repeats_and_words_are_read_as_single_moves() {
        // Given text in several writers' styles; When parsed; Then each gives its moves.
        type Expected<'a> = &'a [(u8, u8, bool)];
        let table: [(&str, Expected); 4] = [
            ("13/7*/5", &[(13, 7, true), (7, 5, false)]),
            ("6/4(2)", &[(6, 4, false), (6, 4, false)]),
            ("Bar/22 7/Off", &[(25, 22, false), (7, 0, false)]),
            ("13/1*(2)", &[(13, 1, true), (13, 1, true)]),
        ];
        for (text, expected) in table {
            let found: Vec<(u8, u8, bool)> =
                moves(text).iter().map(|m| (m.from, m.to, m.hit)).collect();
            assert_eq!(found, expected, "{text}");
        }
    }

    #[test]
    fn a_move_towards_the_bar_is_rejected_at_its_column() {
        let error = parse_moves_spanned("8/5 5/9").unwrap_err();
        assert_eq!(error.column(), 7);
    }

    #[test]
    fn a_merged_move_is_resolved_into_steps() {
        // Given the opening position and 6-3; When 24/15 is played; Then two steps are found.
        let resolved = resolve_play(&Position::start(), roll(6, 3), &moves("24/15")).unwrap();
        assert_eq!(resolved.play.len(), 2);
        assert_eq!(format_play(&resolved.play), "24/15");
    }

    #[test]
    fn a_distance_no_die_covers_is_explained() {
        let error =
            resolve_play(&Position::start(), roll(6, 4), &moves("13/10 24/18")).unwrap_err();
        assert!(
            matches!(error, PlayError::Distance { distance: 3, .. }),
            "{error}"
        );
    }

    #[test]
    fn playing_one_die_when_both_can_be_played_is_rejected() {
        let error = resolve_play(&Position::start(), roll(6, 4), &moves("13/7")).unwrap_err();
        assert!(
            matches!(
                error,
                PlayError::TooFewDice {
                    used: 1,
                    possible: 2,
                    ..
                }
            ),
            "{error}"
        );
    }

    #[test]
    fn identical_moves_are_grouped_by_the_formatter() {
        let resolved =
            resolve_play(&Position::start(), roll(3, 3), &moves("8/5 8/5 6/3 6/3")).unwrap();
        assert_eq!(format_play(&resolved.play), "8/5(2) 6/3(2)");
    }
}
