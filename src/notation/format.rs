//! The canonical formatter: one written form for every play.
//!
//! Moves are first joined into the paths of single checkers, then identical
//! paths are grouped. Both steps depend only on the multiset of moves, never on
//! their order, which is what makes formatting a fixpoint: parsing the output and
//! formatting again gives the same text.

use std::cmp::Reverse;
use std::collections::{BTreeMap, VecDeque};
use std::fmt::Write as _;

use crate::board::{Move, OFF, Play, point_name};

use super::model::Record;

/// The most checkers one repeat count may stand for (`6/4(4)` with a double).
const MAX_REPEAT: usize = 4;

/// The canonical text of a list of moves: `13/11 6/4(3)`, `bar/22 13/7*/5`.
///
/// Empty for no moves.
pub fn format_moves(moves: &[Move]) -> String {
    canonical_groups(moves)
        .iter()
        .map(Group::written)
        .collect::<Vec<_>>()
        .join(" ")
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
    let moves: Vec<Move> = play.steps().iter().map(|&step| Move::from(step)).collect();
    format_moves(&moves)
}

/// The moves in the order the canonical form writes them (chains and repeats expanded).
pub(crate) fn canonical_order(moves: &[Move]) -> Vec<Move> {
    canonical_groups(moves)
        .iter()
        .flat_map(|group| (0..group.count).flat_map(|_| group.path.iter().copied()))
        .collect()
}

/// One written token: the path of one checker and how many checkers took it.
#[derive(Debug, PartialEq, Eq)]
struct Group {
    path: Vec<Move>,
    count: usize,
}

impl Group {
    /// `13/7*/5`, with `(n)` when several checkers took the same path.
    fn written(&self) -> String {
        let mut text = String::new();
        // Writing into a `String` cannot fail.
        if let Some(first) = self.path.first() {
            let _ = write!(text, "{}", point_name(first.from));
        }
        for mv in &self.path {
            let _ = write!(text, "/{}", point_name(mv.to));
            if mv.hit {
                text.push('*');
            }
        }
        if self.count > 1 {
            let _ = write!(text, "({})", self.count);
        }
        text
    }
}

/// Paths sorted from the highest source down, identical neighbours grouped.
fn canonical_groups(moves: &[Move]) -> Vec<Group> {
    let mut paths = checker_paths(moves);
    paths.sort_by_cached_key(|path| path_order(path));
    let mut groups: Vec<Group> = Vec::new();
    for path in paths {
        match groups.last_mut() {
            Some(last) if last.path == path && last.count < MAX_REPEAT => last.count += 1,
            _ => groups.push(Group { path, count: 1 }),
        }
    }
    groups
}

/// Sort key putting higher sources first, then higher destinations, then
/// quiet moves before hits, point by point along the path.
fn path_order(path: &[Move]) -> Vec<(Reverse<u8>, Reverse<u8>, bool)> {
    path.iter()
        .map(|mv| (Reverse(mv.from), Reverse(mv.to), mv.hit))
        .collect()
}

/// Joins moves into paths of single checkers: a move that starts where a path
/// ends continues it.
///
/// Paths start from the highest remaining source, so no remaining move can end
/// where a new path starts and every path is as long as it can be at its start.
/// Ties are broken by the fixed order of [`path_order`], so the result depends
/// only on which moves there are, not on the order they came in.
fn checker_paths(moves: &[Move]) -> Vec<Vec<Move>> {
    let mut by_source: BTreeMap<u8, VecDeque<Move>> = BTreeMap::new();
    let mut sorted = moves.to_vec();
    sorted.sort_by_key(|mv| (Reverse(mv.to), mv.hit));
    for mv in sorted {
        by_source.entry(mv.from).or_default().push_back(mv);
    }

    let mut paths = Vec::new();
    while let Some(start) = by_source.keys().next_back().copied() {
        let mut path = Vec::new();
        let mut at = start;
        // Each move is taken out once, so the walk ends even on malformed input
        // such as `5/7 7/5`; a checker borne off goes no further.
        while let Some(mv) = take_move_from(&mut by_source, at) {
            path.push(mv);
            at = mv.to;
            if at == OFF {
                break;
            }
        }
        paths.push(path);
    }
    paths
}

/// Removes and returns the first remaining move from `point`, if any.
fn take_move_from(by_source: &mut BTreeMap<u8, VecDeque<Move>>, point: u8) -> Option<Move> {
    let waiting = by_source.get_mut(&point)?;
    let mv = waiting.pop_front();
    if waiting.is_empty() {
        by_source.remove(&point);
    }
    mv
}

#[cfg(test)]
mod tests;
