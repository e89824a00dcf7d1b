//! A byte-level scanner for the common shape of written moves, used before the
//! nom parser on hot paths (bulk transcript validation).
//!
//! It accepts exactly what the nom parser accepts for plain moves and gives the
//! same result, or declines (`None`) on anything unusual, including every
//! error: the nom parser then runs and explains the problem precisely. A
//! property test holds the two to the same answers.

use super::model::{Move, SpannedMove};
use crate::board::{BAR, OFF};

const MAX_REPEAT: u8 = 4;

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

/// A point at `at`: digits, `bar` or `off` (any case). Returns the value and the
/// index after it. Numbers longer than two digits are left to the slow path.
fn point(bytes: &[u8], at: usize) -> Option<(u8, usize)> {
    let first = *bytes.get(at)?;
    if first.is_ascii_digit() {
        let mut value = first - b'0';
        let mut end = at + 1;
        if let Some(&second) = bytes.get(end).filter(|b| b.is_ascii_digit()) {
            value = value * 10 + (second - b'0');
            end += 1;
            if bytes.get(end).is_some_and(u8::is_ascii_digit) {
                return None;
            }
        }
        return Some((value, end));
    }
    let word = bytes.get(at..at + 3)?;
    if word.eq_ignore_ascii_case(b"bar") {
        Some((BAR, at + 3))
    } else if word.eq_ignore_ascii_case(b"off") {
        Some((OFF, at + 3))
    } else {
        None
    }
}

/// Scans `input` into `out` (appending). `None`: not plain, use the full parser.
pub(crate) fn scan_moves(input: &str, out: &mut Vec<SpannedMove>) -> Option<()> {
    let bytes = input.as_bytes();
    let mut i = 0;
    let skip_spaces = |mut i: usize| {
        while bytes.get(i).is_some_and(|&b| is_space(b)) {
            i += 1;
        }
        i
    };
    i = skip_spaces(i);
    while i < bytes.len() {
        let start = i;
        let first = out.len();
        let (from, after) = point(bytes, i)?;
        if !(1..=BAR).contains(&from) || bytes.get(after) != Some(&b'/') {
            return None;
        }
        i = after + 1;
        let mut at = from;
        loop {
            let (to, after) = point(bytes, i)?;
            if to >= at || to == BAR {
                return None;
            }
            i = after;
            let hit = to != OFF && bytes.get(i) == Some(&b'*');
            if hit {
                i += 1;
            }
            out.push(SpannedMove {
                mv: Move { from: at, to, hit },
                span: start..start,
            });
            at = to;
            if to == OFF || bytes.get(i) != Some(&b'/') {
                break;
            }
            i += 1;
        }
        let mut count = 1;
        if bytes.get(i) == Some(&b'(') {
            let digit = *bytes.get(i + 1)?;
            if !(b'1'..=b'0' + MAX_REPEAT).contains(&digit) || bytes.get(i + 2) != Some(&b')') {
                return None;
            }
            count = digit - b'0';
            i += 3;
        }
        if bytes.get(i).is_some_and(|&b| !is_space(b) && b != b',') {
            return None;
        }
        let end = i;
        for spanned in out.iter_mut().skip(first) {
            spanned.span = start..end;
        }
        if count > 1 {
            let path = out.get(first..).unwrap_or_default().to_vec();
            for _ in 1..count {
                out.extend_from_slice(&path);
            }
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
