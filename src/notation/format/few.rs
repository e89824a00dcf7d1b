//! The canonical text of a play's worth of moves (at most four, on the
//! board's points), found on small numbers rather than lists.
//!
//! `bgkit moves` writes the text of every legal play it lists, millions in a
//! batch. The general formatter ([`super::Canonical`]) takes moves out of
//! lists one by one; here each move is one number whose order is the order
//! paths are found in, and each path one number whose order is the order
//! they are written in, so that finding and sorting both are a few integer
//! compares. It writes exactly what the general formatter writes (a property
//! test holds the two together on any such moves); anything else, such as a
//! parsed record naming a point past the bar, goes to the general one.

use crate::board::{BAR, Move, OFF};

/// The most moves written here: a play's.
const FEW: usize = 4;

/// Bytes the text may take: four separate one-move tokens from the bar, each
/// a hit, take 31 (`bar/22* bar/21* bar/20* bar/19*`); paths and counts only
/// shorten it. The room is larger so that every piece of text (a slash and
/// a point's name) is copied as four bytes at once.
pub(crate) const TEXT_ROOM: usize = 40;

/// A move without its hit as one number: its source in the high byte, its
/// destination in the low one. A larger number is a move the general
/// formatter takes first: a higher source, then a higher destination.
fn move_key(mv: &Move) -> u16 {
    u16::from_be_bytes([mv.from, mv.to])
}

/// One checker's path as one number, whose order is the written order of
/// paths: its steps from the top down, ten bits each (see [`step_code`]),
/// a missing step as 0 (so that a path that begins another sorts first),
/// then, in the low bits, which steps hit (bit `i`: step `i`).
type Path = u64;

/// Bits a step takes in a [`Path`].
const STEP_BITS: u32 = 10;

/// Where the first step of a [`Path`] starts.
const FIRST_STEP: u32 = 64 - STEP_BITS;

/// A step (a [`move_key`]) as a [`Path`] writes it: higher sources, then
/// higher destinations, first. Points go up to the bar, so it is never 0.
fn step_code(key: u16) -> u64 {
    let [from, to] = key.to_be_bytes();
    u64::from(31 - from) << 5 | u64::from(31 - to)
}

/// Sorts four numbers from the smallest up, with five compares and no
/// branch.
fn sort_four<T: Ord + Copy>(items: &mut [T; 4]) {
    let [mut a, mut b, mut c, mut d] = *items;
    (a, b) = (a.min(b), a.max(b));
    (c, d) = (c.min(d), c.max(d));
    (a, c) = (a.min(c), a.max(c));
    (b, d) = (b.min(d), b.max(d));
    (b, c) = (b.min(c), b.max(c));
    *items = [a, b, c, d];
}

/// Writes the canonical text of `moves` into `room` and returns its length,
/// or `None` (with nothing promised about `room`) when there are more than
/// four moves or one names a point past the bar: those are for the general
/// formatter. Bytes of `room` past the text are left as they were or set
/// to zero.
pub(crate) fn write_few(moves: &[Move], room: &mut [u8; TEXT_ROOM]) -> Option<usize> {
    if moves.len() > FEW || moves.iter().any(|mv| mv.from > BAR || mv.to > BAR) {
        return None;
    }
    let mut paths = match moves {
        // Most plays of a roll that is not a double: two moves, which are
        // one path when the larger ends where the smaller starts, and
        // otherwise two paths, the larger first.
        [one, other] => {
            let (larger, smaller) = if move_key(one) >= move_key(other) {
                (move_key(one), move_key(other))
            } else {
                (move_key(other), move_key(one))
            };
            let [_, end] = larger.to_be_bytes();
            let [start, _] = smaller.to_be_bytes();
            let first = step_code(larger) << FIRST_STEP;
            let second = step_code(smaller) << FIRST_STEP;
            if end != OFF && start == end {
                [first | second >> STEP_BITS, Path::MAX, Path::MAX, Path::MAX]
            } else {
                [first, second, Path::MAX, Path::MAX]
            }
        }
        _ => {
            // Largest first (sorted upwards as their complements); the
            // unused places (0, the smallest) come last. Made place by
            // place, so that they stay in registers.
            let mut keys: [u16; FEW] =
                std::array::from_fn(|index| moves.get(index).map_or(!0, |mv| !move_key(mv)));
            sort_four(&mut keys);
            let mut paths = checker_paths(&keys.map(|key| !key), moves.len());
            // The unused places (all ones) come last; equal paths are the
            // same path.
            sort_four(&mut paths);
            paths
        }
    };
    if moves.iter().any(|mv| mv.hit) {
        place_hits(&mut paths, moves);
    }
    write_groups(&paths, room)
}

/// Joins the first `len` moves of `keys` (sorted from the largest down)
/// into the paths of single checkers, as the general formatter does: each
/// path starts from the largest move left, and goes on with the largest
/// move left from where it ends, until none does or the checker is borne
/// off. Unused places are all ones.
fn checker_paths(keys: &[u16; FEW], len: usize) -> [Path; FEW] {
    let mut paths = [Path::MAX; FEW];
    // Bit `i`: move `i` is not yet in a path.
    let mut left = (1u8 << len) - 1;
    for path in paths.iter_mut() {
        if left == 0 {
            break;
        }
        let mut index = left.trailing_zeros();
        let mut order = 0;
        for shift in (0..FEW as u32).map(|step| FIRST_STEP - STEP_BITS * step) {
            let Some(&key) = keys.get(index as usize) else {
                break;
            };
            left &= !(1 << index);
            order |= step_code(key) << shift;
            let [_, end] = key.to_be_bytes();
            if end == OFF {
                break;
            }
            // The largest move left that starts where this one ends.
            let mut waiting = left;
            while waiting != 0
                && keys
                    .get(waiting.trailing_zeros() as usize)
                    .map(|key| key.to_be_bytes()[0])
                    != Some(end)
            {
                waiting &= waiting - 1;
            }
            if waiting == 0 {
                break;
            }
            index = waiting.trailing_zeros();
        }
        *path = order;
    }
    paths
}

/// Marks the hits of `moves` on `paths` (in written order): as many steps
/// ending on each point as `moves` marks there, the first ones written.
fn place_hits(paths: &mut [Path; FEW], moves: &[Move]) {
    let mut pending = [0u8; BAR as usize + 1];
    for mv in moves.iter().filter(|mv| mv.hit) {
        if let Some(count) = pending.get_mut(usize::from(mv.to)) {
            *count += 1;
        }
    }
    for path in paths.iter_mut().filter(|path| **path != Path::MAX) {
        for index in 0..FEW as u32 {
            let code = code_of(*path, index);
            if code == 0 {
                break;
            }
            let end = 31 - (code & 31) as usize;
            if let Some(count) = pending.get_mut(end).filter(|count| **count > 0) {
                *count -= 1;
                *path |= 1 << index;
            }
        }
    }
}

/// The code of step `index` (0 to 3) of `path` (see [`step_code`]); 0 past
/// its last step.
fn code_of(path: Path, index: u32) -> u64 {
    let shift = FIRST_STEP.saturating_sub(STEP_BITS * index);
    (path >> shift) & ((1 << STEP_BITS) - 1)
}

/// Writes `paths` (in written order, unused places last), identical
/// neighbours as one token with their count, into `room`; returns the
/// text's length.
fn write_groups(paths: &[Path; FEW], room: &mut [u8; TEXT_ROOM]) -> Option<usize> {
    let mut text = Room { room, len: 0 };
    let mut first = 0;
    while let Some(&path) = paths.get(first).filter(|&&path| path != Path::MAX) {
        // At most four paths: never more than a count may stand for.
        let mut same = 1;
        while paths.get(first + same) == Some(&path) {
            same += 1;
        }
        if first > 0 {
            text.push(b' ')?;
        }
        text.put(&SOURCES, (path >> FIRST_STEP) >> 5)?;
        // The steps from the top, each in turn shifted up to it.
        let mut steps = path;
        for index in 0..FEW {
            let code = steps >> FIRST_STEP;
            if code == 0 {
                break;
            }
            text.put(&STEPS, code & 31)?;
            if path & (1 << index) != 0 {
                text.push(b'*')?;
            }
            steps <<= STEP_BITS;
        }
        if same > 1 {
            text.push(b'(')?;
            text.push(b'0' + u8::try_from(same).ok()?)?;
            text.push(b')')?;
        }
        first += same;
    }
    Some(text.len)
}

/// The text written so far.
struct Room<'a> {
    room: &'a mut [u8; TEXT_ROOM],
    len: usize,
}

impl Room<'_> {
    /// Appends one byte; `None` past the room (never for four moves).
    fn push(&mut self, byte: u8) -> Option<()> {
        *self.room.get_mut(self.len)? = byte;
        self.len += 1;
        Some(())
    }

    /// Appends the piece of `table` for the five-bit half of a step's code
    /// `half`, copying its four places at once.
    fn put(&mut self, table: &[Piece; 32], half: u64) -> Option<()> {
        let (bytes, len) = table.get(usize::try_from(half).ok()?)?;
        self.room
            .get_mut(self.len..self.len + bytes.len())?
            .copy_from_slice(bytes);
        self.len += usize::from(*len);
        Some(())
    }
}

/// A piece of text in four places (unused ones zero), with its length.
type Piece = ([u8; 4], u8);

/// The name a path starts with, by the source's half of a step's code
/// (`31 - point`): `bar`, `off` or the point's number.
const SOURCES: [Piece; 32] = pieces(false);

/// What a step writes, by the destination's half of its code (`31 -
/// point`): a slash and the point's name.
const STEPS: [Piece; 32] = pieces(true);

/// Builds [`SOURCES`] (without the slash) or [`STEPS`] (with it) at
/// compile time.
// Evaluated only at compile time, where an index out of range fails the
// build rather than panicking.
#[allow(clippy::indexing_slicing)]
const fn pieces(slash: bool) -> [Piece; 32] {
    let mut table = [([0u8; 4], 0u8); 32];
    let mut point = 0u8;
    while point <= BAR {
        let mut piece = [0u8; 4];
        let mut len = 0;
        if slash {
            piece[0] = b'/';
            len = 1;
        }
        let name: &[u8] = match point {
            OFF => b"off",
            BAR => b"bar",
            _ if point < 10 => &[b'0' + point],
            _ => &[b'0' + point / 10, b'0' + point % 10],
        };
        let mut i = 0;
        while i < name.len() {
            piece[len] = name[i];
            len += 1;
            i += 1;
        }
        table[31 - point as usize] = (piece, len as u8);
        point += 1;
    }
    table
}
