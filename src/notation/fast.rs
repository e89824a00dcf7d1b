//! A byte-level scanner for the common shape of written moves, used before the
//! nom parser on hot paths (bulk transcript validation).
//!
//! It accepts exactly what the nom parser accepts for plain moves and gives the
//! same result, or declines (`None`) on anything unusual, including every
//! error: the nom parser then runs and explains the problem precisely. A
//! property test holds the two to the same answers.

use super::model::SpannedMove;
use crate::board::{BAR, Move, OFF};

const MAX_REPEAT: u8 = 4;

/// The spaces the notation parser skips between moves.
pub(crate) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

/// A point at the start of `rest`: digits, `bar` or `off` (any case). Returns
/// the value and the text after it. Numbers longer than two digits are left to
/// the slow path. Slice patterns keep this free of bounds checks: it runs
/// twice per move.
#[inline(always)]
fn point(rest: &[u8]) -> Option<(u8, &[u8])> {
    match rest {
        [tens @ b'0'..=b'9', units @ b'0'..=b'9', after @ ..] => {
            if after.first().is_some_and(u8::is_ascii_digit) {
                return None;
            }
            Some(((tens - b'0') * 10 + (units - b'0'), after))
        }
        [digit @ b'0'..=b'9', after @ ..] => Some((digit - b'0', after)),
        [a, b, c, after @ ..] => {
            let word = [
                a.to_ascii_lowercase(),
                b.to_ascii_lowercase(),
                c.to_ascii_lowercase(),
            ];
            match &word {
                b"bar" => Some((BAR, after)),
                b"off" => Some((OFF, after)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The most steps one written move may take here: a turn has at most four
/// dice, and a longer path is left to the full parser to judge.
const MAX_STEPS: usize = 4;

/// One written move: a path of points (`13/7*/5`) with an optional repeat
/// count (`(2)`), as [`path`] reads it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Path {
    steps: [Move; MAX_STEPS],
    len: u8,
    /// How many checkers take the path (the repeat count, 1 without one).
    pub count: u8,
    /// The index after the move's text.
    pub end: usize,
}

impl Path {
    /// The path's moves, one per step, for one checker.
    pub fn steps(&self) -> &[Move] {
        // `path` keeps len <= MAX_STEPS, the array's size.
        self.steps.get(..usize::from(self.len)).unwrap_or_default()
    }
}

/// Reads the first step of a written move at `at` (`13/8`, `bar/22*`,
/// `6/off`): the move and the index after it, where the move may go on with a
/// chain (`/`) or a repeat count (`(`); [`path`] reads those. `None`: not a
/// plain step. Most moves in transcripts are one plain step, so the fast
/// lane of validation reads them with this alone.
#[inline(always)]
pub(crate) fn step(bytes: &[u8], at: usize) -> Option<(Move, usize)> {
    let (from, rest) = point(bytes.get(at..)?)?;
    let [b'/', rest @ ..] = rest else {
        return None;
    };
    if !(1..=BAR).contains(&from) {
        return None;
    }
    let (mv, rest) = step_to(from, rest)?;
    Some((mv, bytes.len() - rest.len()))
}

/// The step from `from` to the point at the start of `rest`, with its hit
/// mark, and the text after it. A checker borne off hits nothing, so a `*`
/// after `off` is left unread.
#[inline(always)]
fn step_to(from: u8, rest: &[u8]) -> Option<(Move, &[u8])> {
    let (to, mut rest) = point(rest)?;
    if to >= from || to == BAR {
        return None;
    }
    let hit = to != OFF && rest.first() == Some(&b'*');
    if hit {
        rest = rest.get(1..).unwrap_or_default();
    }
    Some((Move { from, to, hit }, rest))
}

/// Reads one written move starting at `at`; where it ends is left for the
/// caller to check. `None`: not a plain move (or more than four steps), use
/// the full parser.
// Inlined into the cell splitter's loop, where its result stays in registers.
#[inline(always)]
pub(crate) fn path(bytes: &[u8], at: usize) -> Option<Path> {
    let (first, end) = step(bytes, at)?;
    let mut path = Path {
        steps: [first; MAX_STEPS],
        len: 1,
        count: 1,
        end: 0,
    };
    let mut rest = bytes.get(end..)?;
    let mut last = first;
    while let [b'/', after @ ..] = rest
        && last.to != OFF
    {
        let (mv, after) = step_to(last.to, after)?;
        *path.steps.get_mut(usize::from(path.len))? = mv;
        path.len += 1;
        last = mv;
        rest = after;
    }
    if let [b'(', digit, b')', after @ ..] = rest {
        if !(b'1'..=b'0' + MAX_REPEAT).contains(digit) {
            return None;
        }
        path.count = digit - b'0';
        rest = after;
    } else if rest.first() == Some(&b'(') {
        return None;
    }
    path.end = bytes.len() - rest.len();
    Some(path)
}

/// Scans `input` into `out` (appending). `None`: not plain, use the full parser.
pub(crate) fn scan_moves(input: &str, out: &mut Vec<SpannedMove>) -> Option<()> {
    let bytes = input.as_bytes();
    let skip_spaces = |mut i: usize| {
        while bytes.get(i).is_some_and(|&b| is_space(b)) {
            i += 1;
        }
        i
    };
    let mut i = skip_spaces(0);
    while i < bytes.len() {
        let start = i;
        let path = path(bytes, i)?;
        i = path.end;
        if bytes.get(i).is_some_and(|&b| !is_space(b) && b != b',') {
            return None;
        }
        for _ in 0..path.count {
            out.extend(
                path.steps()
                    .iter()
                    .map(|&mv| SpannedMove { mv, span: start..i }),
            );
        }
        i = skip_spaces(i);
        if bytes.get(i) == Some(&b',') {
            i = skip_spaces(i + 1);
            if i >= bytes.len() {
                // A trailing comma promises a move that never came.
                return None;
            }
        }
    }
    Some(())
}
