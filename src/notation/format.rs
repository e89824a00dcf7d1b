//! The canonical formatter: one written form for every play.
//!
//! Moves are first joined into the paths of single checkers, then identical
//! paths are grouped. Both steps depend only on the multiset of moves, never on
//! their order, which is what makes formatting a fixpoint: parsing the output and
//! formatting again gives the same text.
//!
//! One algorithm does it, in place: [`arrange`] reorders a list of moves into
//! the order the text writes them, marking where each checker's path begins,
//! and [`write_arranged`] writes that list token by token into a [`Sink`].
//! Its only working memory is the list itself, so a play (at most four steps)
//! is formatted in an array on the stack, with no allocation, by the same code
//! that formats a list of any length on the heap.

use std::fmt::{self, Write};

use crate::board::{BAR, Move, OFF, Play};

use super::model::Record;

/// The most checkers one repeat count may stand for (`6/4(4)` with a double).
const MAX_REPEAT: usize = 4;
const _: () = assert!(MAX_REPEAT < 10, "a count is written as one digit");

/// The most steps a [`Play`] holds.
const PLAY_STEPS: usize = 4;

/// A move in the list [`arrange`] reorders, and whether it begins a
/// checker's path rather than continuing the one before it, in one number:
/// the move's source in the top byte and its destination in the next (its
/// [key](Placed::key)), then a bit for its hit and one for the path's start.
/// The number's order is the key's where keys differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Placed(u32);

/// The bit of a [`Placed`] set for a hit.
const HIT: u32 = 0b10;
/// The bit of a [`Placed`] set on the first move of a path.
const STARTS_PATH: u32 = 0b01;

impl Placed {
    /// The move without its hit as one number, the source in the high byte:
    /// a larger key is a higher source, then a higher destination, the order
    /// paths are found and written in.
    fn key(self) -> u16 {
        (self.0 >> 16) as u16
    }

    /// Where the move starts.
    fn source(self) -> u8 {
        self.0.to_be_bytes()[0]
    }

    /// Where the move ends.
    fn destination(self) -> u8 {
        self.0.to_be_bytes()[1]
    }

    /// The move is marked as a hit.
    fn hit(self) -> bool {
        self.0 & HIT != 0
    }

    /// The move begins a path.
    fn starts_path(self) -> bool {
        self.0 & STARTS_PATH != 0
    }

    /// Sets or clears `bit`.
    fn set(&mut self, bit: u32, on: bool) {
        self.0 = if on { self.0 | bit } else { self.0 & !bit };
    }

    /// The move, hit and all.
    fn mv(self) -> Move {
        Move {
            from: self.source(),
            to: self.destination(),
            hit: self.hit(),
        }
    }
}

impl From<Move> for Placed {
    fn from(mv: Move) -> Placed {
        let hit = if mv.hit { HIT } else { 0 };
        Placed(u32::from_be_bytes([mv.from, mv.to, 0, 0]) | hit)
    }
}

/// Fills the unused places of a play's list.
const NO_MOVE: Placed = Placed(0);

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
    let mut writer = Writer::new(text);
    write_arranged(&placed, &mut writer);
    writer.result
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
    let mut writer = Writer::new(text);
    write_play_to(play, &mut writer);
    writer.result
}

/// [`write_play`] into any [`Sink`].
pub(super) fn write_play_to(play: &Play, sink: &mut impl Sink) {
    let steps = play.steps();
    debug_assert!(steps.len() <= PLAY_STEPS, "a play has at most four steps");
    let mut placed = [NO_MOVE; PLAY_STEPS];
    for (slot, &step) in placed.iter_mut().zip(steps) {
        *slot = Placed::from(Move::from(step));
    }
    sort_four(&mut placed);
    // A play holds at most `PLAY_STEPS` steps, the array's size. The places
    // left empty hold the smallest number there is, so the sorted steps
    // come first.
    #[allow(clippy::indexing_slicing)]
    let placed = &mut placed[..steps.len()];
    if none_continues(placed) {
        // Every move is a path of its own (see `arrange_sorted`): nothing
        // to join, and each token is a move and its repeats.
        place_hits(placed);
        write_single_steps(placed, sink);
    } else {
        // What `arrange_sorted` does once it has found that moves join.
        join_paths(placed);
        place_hits(placed);
        write_arranged(placed, sink);
    }
}

/// Sorts a play's four places as [`arrange`] sorts a list, highest first:
/// five exchanges, each of which the compiler makes a pair of branchless
/// `max` and `min`, where a general sort branches on every comparison. The
/// order is the numbers', so equal places are equal moves and the result is
/// the one any sort gives.
fn sort_four(placed: &mut [Placed; PLAY_STEPS]) {
    let [a, b, c, d] = placed.map(|p| p.0);
    let exchange = |high: u32, low: u32| (high.max(low), high.min(low));
    let (a, b) = exchange(a, b);
    let (c, d) = exchange(c, d);
    let (a, c) = exchange(a, c);
    let (b, d) = exchange(b, d);
    let (b, c) = exchange(b, c);
    *placed = [a, b, c, d].map(Placed);
}

/// Where the formatter writes: its text is ASCII, written in pieces of up
/// to eight bytes (see [`Piece`]). A sink keeps its own failure (a writer's
/// error, a full text) for its owner to read when the text is done.
pub(super) trait Sink {
    /// Appends `piece`.
    fn push(&mut self, piece: Piece);
}

/// A piece of text: up to eight ASCII bytes in the order of a
/// little-endian `u64`, the unused high ones zero (the text has no zero
/// byte), so that a writer may copy all eight at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Piece(u64);

impl Piece {
    /// The piece's bytes, the unused ones zero.
    pub(super) fn bytes(self) -> [u8; 8] {
        self.0.to_le_bytes()
    }

    /// How many bytes the piece takes.
    pub(super) fn len(self) -> usize {
        (8 - self.0.leading_zeros() / 8) as usize
    }

    /// This piece, then the point's name.
    fn then_point(self, point: u8) -> Piece {
        let name = u64::from(point_name(point));
        Piece(self.0 | name << (8 * self.len()))
    }

    /// This piece, then `byte`.
    fn then(self, byte: u8) -> Piece {
        Piece(self.0 | u64::from(byte) << (8 * self.len()))
    }
}

/// No text.
const EMPTY: Piece = Piece(0);

/// Any [`Write`] as a [`Sink`], with the first error it gave.
struct Writer<'a, W: ?Sized> {
    out: &'a mut W,
    result: fmt::Result,
}

impl<'a, W: Write + ?Sized> Writer<'a, W> {
    fn new(out: &'a mut W) -> Self {
        Writer {
            out,
            result: Ok(()),
        }
    }
}

impl<W: Write + ?Sized> Sink for Writer<'_, W> {
    fn push(&mut self, piece: Piece) {
        for byte in piece.bytes().into_iter().take(piece.len()) {
            if self.result.is_ok() {
                self.result = self.out.write_char(char::from(byte));
            }
        }
    }
}

/// The moves in the order the canonical form writes them (chains and repeats expanded).
pub(crate) fn canonical_order(moves: &[Move]) -> Vec<Move> {
    let mut placed: Vec<Placed> = moves.iter().copied().map(Placed::from).collect();
    arrange(&mut placed);
    placed.into_iter().map(Placed::mv).collect()
}

/// Reorders `placed` into the order the canonical text writes its moves:
/// joined into the paths of single checkers (each path's first move marked
/// as [starting](Placed::starts_path) it), paths in written order (see [`comes_after`]),
/// and each point's hits on the first moves written to it.
///
/// Hits are set aside while the paths are found and sorted, then given back,
/// for each point hit, to the first moves in written order that end there:
/// which of two moves to one point is marked must not depend on the order
/// they came in, which a transcript without marks (SGF) leaves to the replay.
fn arrange(placed: &mut [Placed]) {
    // Moves with equal keys may come in any order: they differ at most in
    // their hit, and hits are placed anew once the paths are found.
    placed.sort_unstable_by_key(|p| std::cmp::Reverse(p.0));
    arrange_sorted(placed);
}

/// [`arrange`] for moves already sorted by key, highest first.
///
/// Most plays move each checker one step (`13/7 8/7`, `6/4(3)`): when no
/// move starts where another ends, every move is a path of its own, and in
/// sorted order the paths are already in written order, which is what
/// [`join_paths`] would find after looking for each move's continuation.
fn arrange_sorted(placed: &mut [Placed]) {
    if none_continues(placed) {
        for p in placed.iter_mut() {
            p.set(STARTS_PATH, true);
        }
    } else {
        join_paths(placed);
    }
    place_hits(placed);
}

/// Whether no move of `placed` starts on a point where one ends (borne off
/// is no point to start from). Points are told apart by their number
/// modulo 64, one bit each: two points that share a bit only send the
/// moves the long way, which finds they do not join.
fn none_continues(placed: &[Placed]) -> bool {
    let bit = |point: u8| 1u64 << (point & 63);
    let (sources, destinations) = placed.iter().fold((0, 0), |(sources, ends), p| {
        let end = if p.destination() == OFF {
            0
        } else {
            bit(p.destination())
        };
        (sources | bit(p.source()), ends | end)
    });
    sources & destinations == 0
}

/// Joins `placed` (sorted by key, highest first) into paths of single
/// checkers, in place: a move that starts where a path ends continues it.
/// Each path, once found, moves back before the paths found earlier that
/// are written after it, so the paths end up in written order.
///
/// Each path starts from the highest source left, so no move left can end
/// where a new path starts, and every path is as long as it can be at its
/// start. Of the moves from one point, the one with the higher destination
/// is taken first (it comes first in the sorted list), so the result depends
/// only on which moves there are, not on the order they came in.
fn join_paths(placed: &mut [Placed]) {
    let mut start = 0;
    // Where the last path in written order begins.
    let mut last = 0;
    while let Some(first) = placed.get_mut(start) {
        first.set(STARTS_PATH, true);
        let mut end = start + 1;
        let mut at = first.destination();
        // Each move is taken once, so the walk ends even on malformed input
        // such as `5/7 7/5`; a checker borne off goes no further.
        while at != OFF {
            let Some(waiting) = placed.get_mut(end..) else {
                break;
            };
            // The moves left stay sorted, so the moves from `at` are
            // together, after those from higher points.
            let Some(next) = waiting.iter().position(|p| p.source() <= at) else {
                break;
            };
            let Some(passed) = waiting.get_mut(..=next) else {
                break;
            };
            if passed.last().is_none_or(|p| p.source() != at) {
                break;
            }
            bring_last_first(passed);
            let Some(continued) = passed.first_mut() else {
                break;
            };
            continued.set(STARTS_PATH, false);
            at = continued.destination();
            end += 1;
        }
        // The paths before `start` are in written order, the last of them
        // at `last..start`. This one starts with a move no larger than the
        // one each path found before it started with, so it comes after the
        // last unless it starts with the same move and sorts before it.
        let in_order = match (placed.get(last..start), placed.get(start..end)) {
            (Some(before), Some(this)) => !comes_after(before, this),
            _ => true,
        };
        if in_order {
            last = start;
        } else {
            put_in_order(placed, start, end);
            last = path_start(placed, end).unwrap_or(start);
        }
        start = end;
    }
}

/// Moves the last of `placed` to the front, the others one place on: a
/// rotation by one, without the general rotation's copies through a buffer.
fn bring_last_first(placed: &mut [Placed]) {
    if let Some(&last) = placed.last() {
        let mut carried = last;
        for slot in placed.iter_mut() {
            std::mem::swap(slot, &mut carried);
        }
    }
}

/// Moves the path at `start..end` of `placed` back past the paths before
/// it that are written after it, keeping equal paths in the order they were
/// found. The paths are usually found in written order (the exception:
/// `13/7` found after `13/7/5`), and then this takes one comparison.
///
/// `start..end` is a path [`arrange`] found in `placed`, and each path before
/// it starts where [`path_start`] finds a start below it: every range taken
/// here is within `placed`.
#[allow(clippy::indexing_slicing)]
fn put_in_order(placed: &mut [Placed], start: usize, end: usize) {
    debug_assert!(start < end && end <= placed.len());
    let path = &placed[start..end];
    let mut place = start;
    while let Some(before) = path_start(placed, place) {
        if !comes_after(&placed[before..place], path) {
            break;
        }
        place = before;
    }
    if place < start
        && let Some(moved) = placed.get_mut(place..end)
    {
        moved.rotate_right(end - start);
    }
}

/// Where the path that ends just before `end` begins; `None` at the start.
fn path_start(placed: &[Placed], end: usize) -> Option<usize> {
    placed.get(..end)?.iter().rposition(|p| p.starts_path())
}

/// Whether `path` is written after `other`: paths are written from the
/// higher source down, then the higher destination, move by move along the
/// paths (by their keys), and a path that is a beginning of another comes
/// first. Hits play no part: they are placed after the paths.
fn comes_after(path: &[Placed], other: &[Placed]) -> bool {
    for (mine, theirs) in path.iter().zip(other) {
        if mine.key() != theirs.key() {
            return mine.key() < theirs.key();
        }
    }
    path.len() > other.len()
}

/// Moves the hit marks of `placed` (in written order) to the first moves
/// that end on each point hit, as many there as there were: each move not
/// marked takes the mark of a later move to its point.
fn place_hits(placed: &mut [Placed]) {
    if !placed.iter().any(|p| p.hit()) {
        return;
    }
    let mut rest = placed;
    while let Some((first, later)) = rest.split_first_mut() {
        if !first.hit()
            && let Some(marked) = later
                .iter_mut()
                .find(|p| p.hit() && p.destination() == first.destination())
        {
            marked.set(HIT, false);
            first.set(HIT, true);
        }
        rest = later;
    }
}

/// Writes `placed` (as [`arrange`] leaves it): path after path, identical
/// neighbours as one token with their count, at most [`MAX_REPEAT`] to a token.
fn write_arranged(placed: &[Placed], sink: &mut impl Sink) {
    let mut start = 0;
    while let Some(first) = placed.get(start) {
        let opening = if start > 0 { EMPTY.then(b' ') } else { EMPTY };
        sink.push(opening.then_point(first.source()));
        // The path's moves, up to the next path's start.
        let mut end = start;
        while let Some(step) = placed.get(end).filter(|p| end == start || !p.starts_path()) {
            let piece = EMPTY.then(b'/').then_point(step.destination());
            sink.push(if step.hit() { piece.then(b'*') } else { piece });
            end += 1;
        }
        // `placed` holds `start` and every move up to `end`.
        #[allow(clippy::indexing_slicing)]
        let path = &placed[start..end];
        let mut count = 1;
        let mut next = end;
        while count < MAX_REPEAT && is_path_at(placed, next, path) {
            count += 1;
            next += path.len();
        }
        if count > 1 {
            // At most MAX_REPEAT: one digit.
            sink.push(EMPTY.then(b'(').then(b'0' + count as u8).then(b')'));
        }
        start = next;
    }
}

/// [`write_arranged`] for moves of which none continues another, sorted
/// and their hits placed: each token is one move, its identical neighbours
/// counted into it, written in two pieces (` 13`, `/7*(2)`) with none of
/// the bookkeeping of paths.
fn write_single_steps(placed: &[Placed], sink: &mut impl Sink) {
    let mut rest = placed;
    let mut opening = EMPTY;
    while let Some((&first, later)) = rest.split_first() {
        let repeats = later
            .iter()
            .take(MAX_REPEAT - 1)
            .take_while(|&&p| p == first)
            .count();
        sink.push(opening.then_point(first.source()));
        let mut piece = EMPTY.then(b'/').then_point(first.destination());
        if first.hit() {
            piece = piece.then(b'*');
        }
        if repeats > 0 {
            // `/` and at most three characters and a `*`, then `(n)` with
            // one digit (at most MAX_REPEAT): eight bytes.
            piece = piece.then(b'(').then(b'1' + repeats as u8).then(b')');
        }
        sink.push(piece);
        // `repeats` counted moves of `later`, so the split is within it.
        debug_assert!(repeats <= later.len());
        let (_, unwritten) = later.split_at(repeats.min(later.len()));
        rest = unwritten;
        opening = EMPTY.then(b' ');
    }
}

/// Whether the path at `start` of `placed` is `path`, hits and all.
fn is_path_at(placed: &[Placed], start: usize, path: &[Placed]) -> bool {
    let same_moves = placed
        .get(start..start + path.len())
        .is_some_and(|there| there.iter().zip(path).all(|(a, b)| a == b));
    // ... and it ends there.
    same_moves
        && placed
            .get(start + path.len())
            .is_none_or(|next| next.starts_path())
}

/// A point's written name (`bar`, `off` or its number), its bytes in the
/// order of a little-endian `u32`, the unused high ones zero. A parsed move
/// may name a point past the bar, written in its digits.
fn point_name(point: u8) -> u32 {
    if let Some(&name) = POINT_NAMES.get(usize::from(point)) {
        return name;
    }
    let [hundreds, tens, ones] = [point / 100, point / 10 % 10, point % 10].map(|d| b'0' + d);
    if point >= 100 {
        u32::from_le_bytes([hundreds, tens, ones, 0])
    } else {
        u32::from_le_bytes([tens, ones, 0, 0])
    }
}

// The table is indexed by point number: `off` is point 0, `bar` point 25.
const _: () = assert!(OFF == 0 && BAR == 25);

/// The written name of each point from [`OFF`] to [`BAR`], as
/// [`point_name`] gives it.
const POINT_NAMES: [u32; BAR as usize + 1] = point_names();

/// Builds [`POINT_NAMES`] at compile time.
// Evaluated only at compile time, where an index out of range fails the
// build rather than panicking.
#[allow(clippy::indexing_slicing)]
const fn point_names() -> [u32; BAR as usize + 1] {
    let mut table = [0; BAR as usize + 1];
    let mut point = 0u8;
    while point <= BAR {
        let name: [u8; 4] = match point {
            OFF => *b"off\0",
            BAR => *b"bar\0",
            _ if point < 10 => [b'0' + point, 0, 0, 0],
            _ => [b'0' + point / 10, b'0' + point % 10, 0, 0],
        };
        table[point as usize] = u32::from_le_bytes(name);
        point += 1;
    }
    table
}

#[cfg(test)]
mod tests;
