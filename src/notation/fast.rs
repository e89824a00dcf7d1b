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
    match numeric_step(window(bytes, at)) {
        Numeric::Step(mv, len) => Some((mv, at + len)),
        Numeric::NotAStep => None,
        Numeric::Other => step_by_points(bytes, at),
    }
}

/// [`step`] read point by point from the text: any step, words included.
#[inline(never)]
fn step_by_points(bytes: &[u8], at: usize) -> Option<(Move, usize)> {
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

/// What the first bytes of a word say, as [`numeric_step`] reads them.
enum Numeric {
    /// A step in digits (`13/8`, `6/0`, `25/22*`) and its length in bytes.
    Step(Move, usize),
    /// No step (`61:`, `5/7`, `Doubles`, the end of the text).
    NotAStep,
    /// A step that may be written with a word (`bar/22`, `7/Off`): read by
    /// points.
    Other,
}

/// The step written in digits at the start of `window`, the eight bytes
/// from the step's first (zeros past the end of the text, which no step
/// is made of). Nearly every move in a transcript is written so, and read
/// from bytes at fixed places this costs half as much as point by point; it
/// reads exactly what [`step_by_points`] does (a property test holds them
/// together), and leaves it every other spelling.
#[inline(always)]
fn numeric_step(window: [u8; 8]) -> Numeric {
    let digit = |b: u8| b.wrapping_sub(b'0');
    let [b0, b1, b2, b3, b4, b5, _, _] = window.map(digit);
    if b0 > 9 {
        // Only `bar` starts a step with a letter (`off` is no start, but is
        // read there as it is after a `/`).
        return match window[0] | 0x20 {
            b'b' | b'o' => Numeric::Other,
            _ => Numeric::NotAStep,
        };
    }
    // The `/` after one digit or two; a third digit is no point here.
    let (from, slash) = match (b1, b2) {
        (_, _) if b1 == digit(b'/') => (b0, 1),
        (0..=9, _) if b2 == digit(b'/') => (b0 * 10 + b1, 2),
        _ => return Numeric::NotAStep,
    };
    if !(1..=BAR).contains(&from) {
        return Numeric::NotAStep;
    }
    // The point after the `/`: one digit or two, never three.
    let [first, second, third] = if slash == 1 {
        [b2, b3, b4]
    } else {
        [b3, b4, b5]
    };
    let (to, to_len) = match (first, second, third) {
        (0..=9, 0..=9, 0..=9) => return Numeric::NotAStep,
        (0..=9, 0..=9, _) => (first * 10 + second, 2),
        (0..=9, _, _) => (first, 1),
        _ => return Numeric::Other,
    };
    if to >= from || to == BAR {
        return Numeric::NotAStep;
    }
    let after = if to_len == 1 { second } else { third };
    // A checker borne off hits nothing, so a `*` after it is left unread.
    let hit = to != OFF && after == digit(b'*');
    let len = slash + 1 + to_len + usize::from(hit);
    Numeric::Step(Move { from, to, hit }, len)
}

/// The eight bytes of `bytes` from `at`, zeros past the end.
#[inline(always)]
fn window(bytes: &[u8], at: usize) -> [u8; 8] {
    if let Some(&window) = bytes.get(at..).and_then(<[u8]>::first_chunk) {
        return window;
    }
    // Near the end: the last eight bytes moved down so that `at` comes
    // first (fewer than eight are left, so the shift is 8 to 56 bits).
    let len = bytes.len();
    if at < len
        && let Some(last) = len.checked_sub(8).and_then(|start| bytes.get(start..))
        && let Ok(last) = <[u8; 8]>::try_from(last)
    {
        let shift = 8 * (at + 8 - len);
        return (u64::from_le_bytes(last) >> shift).to_le_bytes();
    }
    let mut window = [0; 8];
    for (slot, &b) in window.iter_mut().zip(bytes.get(at..).unwrap_or_default()) {
        *slot = b;
    }
    window
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Bytes that make steps in digits, and some that nearly do.
    fn step_bytes() -> impl Strategy<Value = Vec<u8>> {
        let byte = prop_oneof![
            6 => prop::sample::select(b"0123456789/*".to_vec()),
            2 => prop::sample::select(b"barBARoffOFF :(".to_vec()),
            1 => Just(0u8),
            1 => any::<u8>(),
        ];
        prop::collection::vec(byte, 0..16)
    }

    #[test]
    fn steps_are_read_in_digits_and_in_words_to_the_end_of_the_text() {
        // Given steps as writers spell them, some at the very end of the text
        let table = [
            ("13/10* 13/10", 0, Some((13, 10, true, 6))),
            ("x 6/0", 2, Some((6, 0, false, 5))),
            ("25/22", 0, Some((BAR, 22, false, 5))),
            ("bar/off", 0, Some((BAR, OFF, false, 7))),
            ("Bar/22*", 0, Some((BAR, 22, true, 7))),
            ("6/0*", 0, Some((6, 0, false, 3))),
            ("  25/22 13/7", 8, Some((13, 7, false, 12))),
            ("61: 13/7", 0, None),
            ("5/7", 0, None),
            ("100/2", 0, None),
            ("8/5", 3, None),
        ];
        for (text, at, expected) in table {
            // When read; Then the step and its end are found, or none
            let read = step(text.as_bytes(), at).map(|(mv, end)| (mv.from, mv.to, mv.hit, end));
            assert_eq!(read, expected, "{text}");
        }
    }

    proptest! {
        #[test]
        fn a_step_read_in_digits_is_the_step_read_point_by_point(
            bytes in step_bytes(),
            at in 0usize..18,
        ) {
            // Given any text and place; When a step is read both ways
            // Then both read the same step, ending at the same place
            prop_assert_eq!(step(&bytes, at), step_by_points(&bytes, at));
        }
    }
}
