//! The canonical formatter: one written form for every play.
//!
//! Moves are first joined into the paths of single checkers, then identical
//! paths are grouped. Both steps depend only on the multiset of moves, never on
//! their order, which is what makes formatting a fixpoint: parsing the output and
//! formatting again gives the same text.

use std::cmp::Reverse;
use std::fmt::{self, Write};

use crate::board::{BAR, Move, OFF, Play};

use super::model::Record;
use lists::{InPlace, List, OnHeap, PLAY_MOVES, Storage};

mod few;
mod lists;

pub(crate) use few::TEXT_ROOM;

/// The most checkers one repeat count may stand for (`6/4(4)` with a double).
const MAX_REPEAT: usize = 4;

/// Fills the unused places of a list of moves.
const NO_MOVE: Move = Move {
    from: 0,
    to: 0,
    hit: false,
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

/// [`format_moves`] into any writer: a caller with its own buffer
/// formats without allocating.
pub fn write_moves(moves: &[Move], text: &mut impl Write) -> fmt::Result {
    let mut room = [0u8; TEXT_ROOM];
    if let Some(len) = few::write_few(moves, &mut room) {
        // The names of points and the marks are ASCII.
        let written = room.get(..len).unwrap_or_default();
        return text.write_str(std::str::from_utf8(written).unwrap_or_default());
    }
    if moves.len() <= PLAY_MOVES {
        Canonical::<InPlace>::of(moves).write(text)
    } else {
        Canonical::<OnHeap>::of(moves).write(text)
    }
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

/// [`format_play`] into any writer.
pub fn write_play(play: &Play, text: &mut impl Write) -> fmt::Result {
    let steps = play.steps();
    let mut moves = [NO_MOVE; PLAY_MOVES];
    for (slot, &step) in moves.iter_mut().zip(steps) {
        *slot = Move::from(step);
    }
    write_moves(moves.get(..steps.len()).unwrap_or_default(), text)
}

/// [`format_play`] written as ASCII bytes into `room` (whose bytes past the
/// text stay zero if they were), returning its length: the text in place,
/// with no writer in between, for answers that list many plays.
pub(crate) fn write_play_bytes(play: &Play, room: &mut [u8; TEXT_ROOM]) -> Option<usize> {
    let steps = play.steps();
    let mut moves = [NO_MOVE; PLAY_MOVES];
    for (slot, &step) in moves.iter_mut().zip(steps) {
        *slot = Move::from(step);
    }
    few::write_few(moves.get(..steps.len())?, room)
}

/// The moves in the order the canonical form writes them (chains and repeats expanded).
pub(crate) fn canonical_order(moves: &[Move]) -> Vec<Move> {
    let mut ordered = Vec::with_capacity(moves.len());
    if moves.len() <= PLAY_MOVES {
        Canonical::<InPlace>::of(moves).expand_into(&mut ordered);
    } else {
        Canonical::<OnHeap>::of(moves).expand_into(&mut ordered);
    }
    ordered
}

/// Moves joined into the paths of single checkers, identical paths grouped:
/// what the canonical text writes, token by token.
///
/// Formatting runs for every play `bgkit moves` lists and for messages about
/// plays, so the paths are kept in one list of steps with no map or list per
/// checker: a play has at most four moves, where a scan beats a lookup, and
/// its lists are fixed arrays (see [`lists`]).
struct Canonical<S: Storage> {
    /// The steps of every path, path after path.
    steps: S::List<Move>,
    /// The groups, in the order they are written.
    groups: S::List<Group>,
}

/// One written token: the path of one checker (`len` steps of
/// [`Canonical::steps`] from `start`) and how many checkers took it.
#[derive(Clone, Copy, Debug)]
struct Group {
    start: usize,
    len: usize,
    count: usize,
}

/// Fills the unused places of a list of groups.
const NO_GROUP: Group = Group {
    start: 0,
    len: 0,
    count: 0,
};

impl<S: Storage> Canonical<S> {
    /// Paths sorted from the highest source down (see [`path_order`]),
    /// identical neighbours grouped, at most [`MAX_REPEAT`] to a group.
    ///
    /// Hits are set aside while the paths are found and sorted, then given
    /// back, for each point hit, to the first move in written order that ends
    /// there (see [`place_hits`]): which of two moves to one point is marked
    /// must not depend on the order they came in, which a transcript without
    /// marks (SGF) leaves to the replay.
    fn of(moves: &[Move]) -> Self {
        let mut quiet = S::List::copied(moves, NO_MOVE);
        for mv in quiet.iter_mut() {
            mv.hit = false;
        }
        let (mut steps, mut paths) = checker_paths::<S>(quiet);
        {
            let path = |group: &Group| {
                steps
                    .get(group.start..group.start + group.len)
                    .unwrap_or_default()
            };
            // A stable sort: equal paths keep the order they were found in.
            paths.sort_by(|a, b| path_order(path(a)).cmp(path_order(path(b))));
        }
        place_hits::<S>(&mut steps, &paths, moves);
        let path = |group: &Group| {
            steps
                .get(group.start..group.start + group.len)
                .unwrap_or_default()
        };
        let mut groups = S::List::empty(NO_GROUP);
        for &group in paths.iter() {
            match groups.last_mut() {
                Some(last) if path(last) == path(&group) && last.count < MAX_REPEAT => {
                    last.count += 1;
                }
                _ => groups.push(group),
            }
        }
        Canonical { steps, groups }
    }

    /// The steps of `group`'s path.
    fn path(&self, group: &Group) -> &[Move] {
        // Groups are made by `of` from ranges of `steps`.
        self.steps
            .get(group.start..group.start + group.len)
            .unwrap_or_default()
    }

    /// The canonical text, token after token.
    fn write(&self, text: &mut impl Write) -> fmt::Result {
        for (index, group) in self.groups.iter().enumerate() {
            if index > 0 {
                text.write_char(' ')?;
            }
            group.write(self.path(group), text)?;
        }
        Ok(())
    }

    /// Appends the moves in written order, each group's path as many times
    /// as checkers took it.
    fn expand_into(&self, ordered: &mut Vec<Move>) {
        for group in self.groups.iter() {
            for _ in 0..group.count {
                ordered.extend_from_slice(self.path(group));
            }
        }
    }
}

impl Group {
    /// `13/7*/5` for `path`, with `(n)` when several checkers took it.
    fn write(&self, path: &[Move], text: &mut impl Write) -> fmt::Result {
        if let Some(first) = path.first() {
            push_point(text, first.from)?;
        }
        for mv in path {
            text.write_char('/')?;
            push_point(text, mv.to)?;
            if mv.hit {
                text.write_char('*')?;
            }
        }
        if self.count > 1 {
            write!(text, "({})", self.count)?;
        }
        Ok(())
    }
}

/// Marks the hits of `moves` on `steps`: as many moves ending on each point
/// as `moves` marks there, the first ones in the order of `paths`.
fn place_hits<S: Storage>(steps: &mut [Move], paths: &[Group], moves: &[Move]) {
    // (point, hits still to mark); a play has at most four moves.
    let mut hits = S::List::empty((0u8, 0usize));
    for mv in moves.iter().filter(|mv| mv.hit) {
        match hits.iter_mut().find(|(point, _)| *point == mv.to) {
            Some((_, count)) => *count += 1,
            None => hits.push((mv.to, 1)),
        }
    }
    if hits.is_empty() {
        return;
    }
    for group in paths {
        let path = steps
            .get_mut(group.start..group.start + group.len)
            .unwrap_or_default();
        for step in path {
            if let Some((_, count)) = hits
                .iter_mut()
                .find(|(point, count)| *point == step.to && *count > 0)
            {
                *count -= 1;
                step.hit = true;
            }
        }
    }
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

/// The sort key of a path: higher sources first, then higher destinations,
/// then quiet moves before hits, point by point along the path (a path that
/// is a beginning of another comes first).
fn path_order(path: &[Move]) -> impl Iterator<Item = (Reverse<u8>, Reverse<u8>, bool)> + '_ {
    path.iter()
        .map(|mv| (Reverse(mv.from), Reverse(mv.to), mv.hit))
}

/// Joins moves into paths of single checkers: a move that starts where a path
/// ends continues it. Returns the steps, path after path, and the paths (their
/// start and length in the steps, found in this order, each taken once).
///
/// Paths start from the highest remaining source, so no remaining move can end
/// where a new path starts and every path is as long as it can be at its start.
/// Of the moves from one point, the one with the higher destination (then the
/// quiet one) is taken first, so the result depends only on which moves there
/// are, not on the order they came in.
fn checker_paths<S: Storage>(mut waiting: S::List<Move>) -> (S::List<Move>, S::List<Group>) {
    // A stable sort, and moves are taken out keeping the order of the rest:
    // "the first" below is the first in this order.
    waiting.sort_by_key(|mv| (Reverse(mv.to), mv.hit));
    let mut steps = S::List::empty(NO_MOVE);
    let mut paths = S::List::empty(NO_GROUP);
    while let Some(mut mv) = highest_source(&waiting).and_then(|i| waiting.remove_at(i)) {
        let start = steps.len();
        // Each move is taken once, so the walk ends even on malformed input
        // such as `5/7 7/5`; a checker borne off goes no further.
        loop {
            steps.push(mv);
            if mv.to == OFF {
                break;
            }
            match waiting.iter().position(|next| next.from == mv.to) {
                Some(next) => match waiting.remove_at(next) {
                    Some(next) => mv = next,
                    None => break,
                },
                None => break,
            }
        }
        paths.push(Group {
            start,
            len: steps.len() - start,
            count: 1,
        });
    }
    (steps, paths)
}

/// The index of the first of the moves from the highest source.
fn highest_source(moves: &[Move]) -> Option<usize> {
    let mut best: Option<(usize, u8)> = None;
    for (index, mv) in moves.iter().enumerate() {
        if best.is_none_or(|(_, from)| mv.from > from) {
            best = Some((index, mv.from));
        }
    }
    best.map(|(index, _)| index)
}

#[cfg(test)]
mod tests;
