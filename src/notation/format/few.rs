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
/// shorten it. The room is larger so that every point's name is copied as
/// three bytes at once.
pub(crate) const TEXT_ROOM: usize = 40;

/// One checker's path.
#[derive(Clone, Copy, Default)]
struct Path {
    /// The path's place in the written order: step after step from the top
    /// sixteen bits down, each step as [`step_order`] gives it, a missing step
    /// as 0, so that a path that begins another sorts first.
    order: u64,
    /// Where the checker starts.
    from: u8,
    /// Where each step ends.
    ends: [u8; FEW],
    /// The steps taken.
    len: usize,
    /// Bit `i` set: step `i` hits.
    hits: u8,
}

impl Path {
    /// Adds the step `key` (see [`move_key`]).
    fn push(&mut self, key: u16) {
        debug_assert!(self.len < FEW, "a path of at most four steps");
        let shift = 48usize.saturating_sub(16 * self.len);
        self.order |= u64::from(step_order(key)) << shift;
        if let Some(end) = self.ends.get_mut(self.len) {
            *end = key.to_le_bytes()[0];
        }
        self.len += 1;
    }

    /// Where the steps end, in order.
    fn ends(&self) -> &[u8] {
        self.ends.get(..self.len).unwrap_or_default()
    }
}

/// A move without its hit as one number: its source in the high byte, its
/// destination in the low one. A larger number is a move the general
/// formatter takes first: a higher source, then a higher destination.
fn move_key(mv: &Move) -> u16 {
    u16::from_be_bytes([mv.from, mv.to])
}

/// A step's part of [`Path::order`]: higher sources, then higher
/// destinations, first. Points go up to the bar, so it is never 0.
fn step_order(key: u16) -> u16 {
    u16::MAX - key
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
    let mut keys = [0u16; FEW];
    for (key, mv) in keys.iter_mut().zip(moves) {
        *key = move_key(mv);
    }
    let keys = keys.get_mut(..moves.len())?;
    keys.sort_unstable_by(|a, b| b.cmp(a));
    let (mut paths, found) = checker_paths(keys);
    let paths = paths.get_mut(..found)?;
    // Equal orders are equal paths, so an unstable sort is as good.
    paths.sort_unstable_by_key(|path| path.order);
    if moves.iter().any(|mv| mv.hit) {
        place_hits(paths, moves);
    }
    write_groups(paths, room)
}

/// Joins the moves `keys` (sorted from the largest down) into the paths of
/// single checkers, as the general formatter does: each path starts from the
/// largest move left, and goes on with the largest move left from where it
/// ends, until none does or the checker is borne off. Returns the paths, in
/// the order found, and how many there are.
fn checker_paths(keys: &[u16]) -> ([Path; FEW], usize) {
    let mut paths = [Path::default(); FEW];
    let mut found = 0;
    let mut taken = [false; FEW];
    for (first, &key) in keys.iter().enumerate() {
        if taken.get(first).copied().unwrap_or(true) {
            continue;
        }
        let mut path = Path {
            from: key.to_be_bytes()[0],
            ..Path::default()
        };
        let (mut index, mut step) = (first, key);
        loop {
            if let Some(taken) = taken.get_mut(index) {
                *taken = true;
            }
            path.push(step);
            let end = step.to_le_bytes()[0];
            if end == OFF {
                break;
            }
            let next = keys
                .iter()
                .zip(&taken)
                .position(|(&key, &taken)| !taken && key.to_be_bytes()[0] == end);
            match next.and_then(|next| Some((next, *keys.get(next)?))) {
                Some(next) => (index, step) = next,
                None => break,
            }
        }
        if let Some(place) = paths.get_mut(found) {
            *place = path;
            found += 1;
        }
    }
    (paths, found)
}

/// Marks the hits of `moves` on `paths` (in written order): as many steps
/// ending on each point as `moves` marks there, the first ones written.
fn place_hits(paths: &mut [Path], moves: &[Move]) {
    let mut pending = [0u8; BAR as usize + 1];
    for mv in moves.iter().filter(|mv| mv.hit) {
        if let Some(count) = pending.get_mut(usize::from(mv.to)) {
            *count += 1;
        }
    }
    for path in paths {
        for (index, &end) in path.ends.iter().take(path.len).enumerate() {
            if let Some(count) = pending
                .get_mut(usize::from(end))
                .filter(|count| **count > 0)
            {
                *count -= 1;
                path.hits |= 1 << index;
            }
        }
    }
}

/// Writes `paths` (in written order), identical neighbours as one token with
/// their count, into `room`; returns the text's length.
fn write_groups(paths: &[Path], room: &mut [u8; TEXT_ROOM]) -> Option<usize> {
    let mut text = Room { room, len: 0 };
    let mut rest = paths;
    while let Some(path) = rest.first() {
        // At most four paths: never more than a count may stand for.
        let same = rest
            .iter()
            .take_while(|other| other.order == path.order && other.hits == path.hits)
            .count();
        if text.len > 0 {
            text.push(b' ')?;
        }
        text.push_point(path.from)?;
        for (index, &end) in path.ends().iter().enumerate() {
            text.push(b'/')?;
            text.push_point(end)?;
            if path.hits & (1 << index) != 0 {
                text.push(b'*')?;
            }
        }
        if same > 1 {
            text.push(b'(')?;
            text.push(b'0' + u8::try_from(same).ok()?)?;
            text.push(b')')?;
        }
        rest = rest.get(same..)?;
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

    /// Appends a point's name, copying its three places at once.
    fn push_point(&mut self, point: u8) -> Option<()> {
        let (name, len) = POINT_NAMES.get(usize::from(point))?;
        self.room
            .get_mut(self.len..self.len + name.len())?
            .copy_from_slice(name);
        self.len += usize::from(*len);
        Some(())
    }
}

/// Each point's name from [`OFF`] to [`BAR`] in three places (unused ones
/// zero), with its length.
const POINT_NAMES: [([u8; 3], u8); BAR as usize + 1] = point_names();

/// Builds [`POINT_NAMES`] at compile time.
// Evaluated only at compile time, where an index out of range fails the
// build rather than panicking.
#[allow(clippy::indexing_slicing)]
const fn point_names() -> [([u8; 3], u8); BAR as usize + 1] {
    let mut names = [([0u8; 3], 0u8); BAR as usize + 1];
    names[OFF as usize] = (*b"off", 3);
    names[BAR as usize] = (*b"bar", 3);
    let mut point = 1;
    while point < BAR {
        names[point as usize] = if point < 10 {
            ([b'0' + point, 0, 0], 1)
        } else {
            ([b'0' + point / 10, b'0' + point % 10, 0], 2)
        };
        point += 1;
    }
    names
}
