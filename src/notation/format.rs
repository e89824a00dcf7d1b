//! The canonical formatter: one written form for every play.
//!
//! Moves are first joined into the paths of single checkers, then identical
//! paths are grouped. Both steps depend only on the multiset of moves, never on
//! their order, which is what makes formatting a fixpoint: parsing the output and
//! formatting again gives the same text.
//!
//! One algorithm does it, in place: [`arrange`] reorders a list of moves into
//! the order the text writes them, marking where each checker's path begins,
//! and [`write_arranged`] writes that list token by token. Its only working
//! memory is the list itself, so a play (at most four steps) is formatted in
//! an array on the stack, with no allocation, by the same code that formats a
//! list of any length on the heap.

use std::cmp::{Ordering, Reverse};
use std::fmt::{self, Write};

use crate::board::{BAR, Move, OFF, Play};

use super::model::Record;

/// The most checkers one repeat count may stand for (`6/4(4)` with a double).
const MAX_REPEAT: usize = 4;

/// The most steps a [`Play`] holds.
const PLAY_STEPS: usize = 4;

/// A move in the list [`arrange`] reorders: the move, and whether it begins
/// a checker's path rather than continuing the one before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Placed {
    mv: Move,
    starts_path: bool,
}

impl From<Move> for Placed {
    fn from(mv: Move) -> Placed {
        Placed {
            mv,
            starts_path: false,
        }
    }
}

/// Fills the unused places of a play's list.
const NO_MOVE: Placed = Placed {
    mv: Move {
        from: 0,
        to: 0,
        hit: false,
    },
    starts_path: false,
};

/// The canonical text of a list of moves: `13/11 6/4(3)`, `bar/22 13/7*/5`.
///
/// Empty for no moves.
pub fn format_moves(moves: &[Move]) -> String {
    let mut text = String::with_capacity(moves.len() * 7);
    // Writing into a `String` cannot fail.
    let _ = write_moves(moves, &mut text);
    text
}

/// [`format_moves`] into any writer. The moves are reordered in a copy on
/// the heap; [`write_play`] formats a play without allocating.
pub fn write_moves(moves: &[Move], text: &mut impl Write) -> fmt::Result {
    let mut placed: Vec<Placed> = moves.iter().copied().map(Placed::from).collect();
    arrange(&mut placed);
    write_arranged(&placed, text)
}

/// The canonical text of a record: `4-2 8/4 6/4`, or the roll alone for a dance.
pub fn format_record(record: &Record) -> String {
    let moves = format_moves(&record.moves);
    match record.roll {
        Some(roll) if moves.is_empty() => roll.to_string(),
        Some(roll) => format!("{roll} {moves}"),
        None => moves,
    }
}

/// The canonical text of a play's steps; a step's `hit` gives the `*`.
pub fn format_play(play: &Play) -> String {
    let mut text = String::with_capacity(play.steps().len() * 7);
    // Writing into a `String` cannot fail.
    let _ = write_play(play, &mut text);
    text
}

/// [`format_play`] into any writer, without allocating: a play's steps are
/// reordered in an array on the stack.
pub fn write_play(play: &Play, text: &mut impl Write) -> fmt::Result {
    let steps = play.steps();
    debug_assert!(steps.len() <= PLAY_STEPS, "a play has at most four steps");
    let mut placed = [NO_MOVE; PLAY_STEPS];
    for (slot, &step) in placed.iter_mut().zip(steps) {
        *slot = Placed::from(Move::from(step));
    }
    let placed = placed.get_mut(..steps.len()).unwrap_or_default();
    arrange(placed);
    write_arranged(placed, text)
}

/// The moves in the order the canonical form writes them (chains and repeats expanded).
pub(crate) fn canonical_order(moves: &[Move]) -> Vec<Move> {
    let mut placed: Vec<Placed> = moves.iter().copied().map(Placed::from).collect();
    arrange(&mut placed);
    placed.into_iter().map(|placed| placed.mv).collect()
}

/// Reorders `placed` into the order the canonical text writes its moves:
/// joined into the paths of single checkers (each path's first move marked
/// [`Placed::starts_path`]), paths sorted from the highest source down (see
/// [`path_order`]), and each point's hits on the first moves written to it.
///
/// Hits are set aside while the paths are found and sorted, then given back,
/// for each point hit, to the first moves in written order that end there:
/// which of two moves to one point is marked must not depend on the order
/// they came in, which a transcript without marks (SGF) leaves to the replay.
fn arrange(placed: &mut [Placed]) {
    // Stability does not matter: moves that compare equal differ at most in
    // their hit, and hits are placed anew at the end.
    placed.sort_unstable_by_key(|placed| Reverse(source_first(&placed.mv)));
    join_paths(placed);
    sort_paths(placed);
    place_hits(placed);
}

/// A move without its hit as one number: its source in the high byte, its
/// destination in the low one, so that a larger number is a higher source,
/// then a higher destination.
fn source_first(mv: &Move) -> u16 {
    u16::from_be_bytes([mv.from, mv.to])
}

/// Joins `placed` (sorted by [`source_first`], highest first) into paths of
/// single checkers, in place: a move that starts where a path ends continues
/// it. Paths are laid out one after the other in the order they are found.
///
/// Each path starts from the highest source left, so no move left can end
/// where a new path starts, and every path is as long as it can be at its
/// start. Of the moves from one point, the one with the higher destination
/// is taken first (it comes first in the sorted list), so the result depends
/// only on which moves there are, not on the order they came in.
fn join_paths(placed: &mut [Placed]) {
    let mut start = 0;
    while let Some(first) = placed.get_mut(start) {
        first.starts_path = true;
        let mut end = start + 1;
        let mut at = first.mv.to;
        // Each move is taken once, so the walk ends even on malformed input
        // such as `5/7 7/5`; a checker borne off goes no further.
        while at != OFF {
            let Some(waiting) = placed.get_mut(end..) else {
                break;
            };
            // The moves left stay sorted: the next one is brought forward
            // and those it passes keep their order.
            let Some(next) = waiting.iter().position(|p| p.mv.from == at) else {
                break;
            };
            let Some(passed) = waiting.get_mut(..=next) else {
                break;
            };
            passed.rotate_right(1);
            let Some(continued) = passed.first_mut() else {
                break;
            };
            continued.starts_path = false;
            at = continued.mv.to;
            end += 1;
        }
        start = end;
    }
}

/// Sorts the paths laid out in `placed` by [`path_order`], keeping equal
/// paths in the order they were found: each path in turn moves back past the
/// paths before it that come after it. The paths are usually found in order
/// already (the exception: `13/7` found after `13/7/5`), and then each takes
/// one comparison.
fn sort_paths(placed: &mut [Placed]) {
    let mut sorted = path_end(placed, 0);
    while sorted < placed.len() {
        let end = path_end(placed, sorted);
        let path = placed.get(sorted..end).unwrap_or_default();
        let mut place = sorted;
        while let Some(before) = path_start(placed, place) {
            let earlier = placed.get(before..place).unwrap_or_default();
            if path_order(earlier).cmp(path_order(path)) != Ordering::Greater {
                break;
            }
            place = before;
        }
        if let Some(moved) = placed.get_mut(place..end) {
            moved.rotate_right(end - sorted);
        }
        sorted = end;
    }
}

/// Where the path that begins at `start` in `placed` ends (one past its last move).
fn path_end(placed: &[Placed], start: usize) -> usize {
    let after = placed.get(start + 1..).unwrap_or_default();
    start + 1 + after.iter().take_while(|p| !p.starts_path).count()
}

/// Where the path that ends just before `end` begins; `None` at the start.
fn path_start(placed: &[Placed], end: usize) -> Option<usize> {
    placed.get(..end)?.iter().rposition(|p| p.starts_path)
}

/// The sort key of a path: higher sources first, then higher destinations,
/// point by point along the path (a path that is a beginning of another
/// comes first). Hits play no part: they are placed after the paths.
fn path_order(path: &[Placed]) -> impl Iterator<Item = (Reverse<u8>, Reverse<u8>)> + '_ {
    path.iter().map(|p| (Reverse(p.mv.from), Reverse(p.mv.to)))
}

/// Moves the hit marks of `placed` (in written order) to the first moves
/// that end on each point hit, as many there as there were: each move not
/// marked takes the mark of a later move to its point.
fn place_hits(placed: &mut [Placed]) {
    let mut rest = placed;
    while let Some((first, later)) = rest.split_first_mut() {
        if !first.mv.hit
            && let Some(marked) = later
                .iter_mut()
                .find(|p| p.mv.hit && p.mv.to == first.mv.to)
        {
            marked.mv.hit = false;
            first.mv.hit = true;
        }
        rest = later;
    }
}

/// Writes `placed` (as [`arrange`] leaves it): path after path, identical
/// neighbours as one token with their count, at most [`MAX_REPEAT`] to a token.
fn write_arranged(placed: &[Placed], text: &mut impl Write) -> fmt::Result {
    let mut paths = placed.chunk_by(|_, next| !next.starts_path).peekable();
    let mut first = true;
    while let Some(path) = paths.next() {
        let mut count = 1;
        while count < MAX_REPEAT && paths.next_if_eq(&path).is_some() {
            count += 1;
        }
        if !first {
            text.write_char(' ')?;
        }
        first = false;
        write_path(path, count, text)?;
    }
    Ok(())
}

/// `13/7*/5` for `path`, with `(n)` when `count` checkers took it.
fn write_path(path: &[Placed], count: usize, text: &mut impl Write) -> fmt::Result {
    if let Some(first) = path.first() {
        push_point(text, first.mv.from)?;
    }
    for placed in path {
        text.write_char('/')?;
        push_point(text, placed.mv.to)?;
        if placed.mv.hit {
            text.write_char('*')?;
        }
    }
    if count > 1 {
        write!(text, "({count})")?;
    }
    Ok(())
}

/// `point` as moves write it: `bar`, `off` or its number.
fn push_point(text: &mut impl Write, point: u8) -> fmt::Result {
    // Every point of a board is one written piece; a parsed move may name a
    // larger number, written digit by digit.
    if let Some(name) = POINT_NAMES.get(usize::from(point)) {
        return text.write_str(name);
    }
    let digit = |value: u8| char::from(b'0' + value % 10);
    if point >= 100 {
        text.write_char(digit(point / 100))?;
    }
    text.write_char(digit(point / 10))?;
    text.write_char(digit(point))
}

// The table is indexed by point number: `off` is point 0, `bar` point 25.
const _: () = assert!(OFF == 0 && BAR == 25);

/// The written name of each point from [`OFF`] to [`BAR`].
const POINT_NAMES: [&str; BAR as usize + 1] = [
    "off", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
    "17", "18", "19", "20", "21", "22", "23", "24", "bar",
];

#[cfg(test)]
mod tests;
