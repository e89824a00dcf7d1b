//! The nom parser for rolls, moves and records.
//!
//! Every error is raised at the token that is wrong, never at the start of the
//! leftover text: once a token has started to look like a move (a point number,
//! `bar` or `off`), the rest of it is committed with `cut`, and the list of moves
//! is walked by hand so that the separator logic cannot swallow a precise error.

use std::borrow::Cow;
use std::ops::Range;

use nom::branch::alt;
use nom::bytes::complete::tag_no_case;
use nom::character::complete::{char, digit1, multispace0, satisfy};
use nom::combinator::{cut, not, opt, peek};
use nom::error::ErrorKind;
use nom::{IResult, Parser};

use crate::board::{BAR, Move, OFF, Roll};

use super::error::{Found, ParseError};
use super::model::{Record, SpannedMove};

const ROLL: &str = "a roll";
const ROLL_OR_MOVE: &str = "a roll or a move";
const MOVE: &str = "a move";
const DIE: &str = "a die 1 to 6";
const SOURCE: &str = "a point 1 to 24 or `bar` to move from";
const DESTINATION: &str = "a point 0 to 24 or `off` to move to";
const SLASH: &str = "`/`";
const REPEAT_COUNT: &str = "a repeat count 1 to 4";
const CLOSING_PARENTHESIS: &str = "`)`";
const AFTER_ROLL: &str = "`:`, a space or the end of input";
const AFTER_ROLL_ALONE: &str = "the end of input";
const AFTER_POINT: &str = "`*`, `/`, `(`, a space, a comma or the end of input";
const AFTER_HIT: &str = "`/`, `(`, a space, a comma or the end of input";
const AFTER_OFF: &str = "`(`, a space, a comma or the end of input";
const AFTER_MOVE: &str = "a space, a comma or the end of input";
const NO_MORE_MOVES: &str = "no more moves: one roll makes at most four";

/// The highest repeat count: four checkers with a double.
const MAX_REPEAT: u8 = 4;

/// The most moves one record may hold, chains and repeats expanded: each
/// move takes at least one die, and a roll has at most four.
pub const MAX_MOVES: usize = 4;

/// Parses a turn as written: an optional roll, then the moves.
///
/// `4-2 8/4 6/4`, `52: 13/8 13/11`, `8/4, 6/4`, or a roll alone (`42:`, a dance).
/// Empty text is an error: a record says at least something, and so are more
/// than [`MAX_MOVES`] moves (`6/4 6/4 6/4 6/4 6/4`, like `6/4(5)`), reported
/// at the token that brings the count past it.
pub fn parse_record(input: &str) -> Result<Record, ParseError> {
    let (body, _) = spaces(input).map_err(|failure| located(input, failure))?;
    if body.is_empty() {
        return Err(ParseError::new(input, input.len(), ROLL_OR_MOVE));
    }
    let (rest, roll) = match roll(body) {
        Ok((rest, roll)) => (rest, Some(roll)),
        // Not shaped like a roll: the record is moves only.
        Err(nom::Err::Error(_)) => (body, None),
        Err(failure) => return Err(located(input, failure)),
    };
    let first_expected = if roll.is_some() { MOVE } else { ROLL_OR_MOVE };
    let moves = moves_from(input, rest, first_expected, MAX_MOVES)?
        .into_iter()
        .map(|spanned| spanned.mv)
        .collect();
    Ok(Record { roll, moves })
}

/// Parses moves alone: `8/4 6/4`, `13/7*/5`, `6/4(3)`, `bar/22`, `5/off`.
///
/// Chains and repeats are expanded into one [`Move`] per checker and point
/// pair. Empty text (or only spaces) is an empty list: a dance. More than
/// [`MAX_MOVES`] moves are an error, as in [`parse_record`].
pub fn parse_moves(input: &str) -> Result<Vec<Move>, ParseError> {
    Ok(parse_moves_spanned(input)?
        .into_iter()
        .map(|spanned| spanned.mv)
        .collect())
}

/// Parses moves like [`parse_moves`], keeping each move's place in the text.
pub fn parse_moves_spanned(input: &str) -> Result<Vec<SpannedMove>, ParseError> {
    let mut out = Vec::new();
    if super::fast::scan_moves(input, &mut out).is_some() && out.len() <= MAX_MOVES {
        return Ok(out);
    }
    // Unusual text, or too many moves: the full parser says where.
    moves_from(input, input, MOVE, MAX_MOVES)
}

/// Parses moves like [`parse_moves_spanned`], appending them to `out`, so that a
/// caller parsing many turns can reuse one buffer. On an error `out` is left as
/// it was.
///
/// Unlike the other parsers it takes any number of moves: the transcript
/// reader, which calls it for every turn, counts a turn's moves into its own
/// list and reports more than four as an illegal play.
pub fn parse_moves_into(input: &str, out: &mut Vec<SpannedMove>) -> Result<(), ParseError> {
    let before = out.len();
    if super::fast::scan_moves(input, out).is_some() {
        return Ok(());
    }
    out.truncate(before);
    out.extend(moves_from(input, input, MOVE, usize::MAX)?);
    Ok(())
}

/// The full parser alone, without the fast scanner (for tests that hold the two
/// to the same answers).
#[doc(hidden)]
pub fn parse_moves_spanned_slow(input: &str) -> Result<Vec<SpannedMove>, ParseError> {
    moves_from(input, input, MOVE, MAX_MOVES)
}

/// Parses a roll alone: `4-2`, `42`, `42:`, dice in either order.
pub fn parse_roll(input: &str) -> Result<Roll, ParseError> {
    let parsed = (spaces, expecting(ROLL, roll), spaces)
        .parse(input)
        .map_err(|failure| located(input, failure))?;
    let (rest, (_, roll, _)) = parsed;
    if rest.is_empty() {
        Ok(roll)
    } else {
        Err(located(input, failed(rest, AFTER_ROLL_ALONE)))
    }
}

/// Why parsing stopped: where (a suffix of the input) and what was expected there.
#[derive(Debug)]
struct Failure<'a> {
    at: &'a str,
    expected: Cow<'static, str>,
    /// Byte length of the offending text when it is not a whole word (one die of `77`).
    width: Option<usize>,
}

impl<'a> nom::error::ParseError<&'a str> for Failure<'a> {
    fn from_error_kind(input: &'a str, _kind: ErrorKind) -> Self {
        // Every parser that can fail here is wrapped in `expecting` or raises its
        // own failure, so this wording is only a fallback.
        Failure {
            at: input,
            expected: Cow::Borrowed("valid notation"),
            width: None,
        }
    }

    fn append(_input: &'a str, _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

type Parsed<'a, T> = IResult<&'a str, T, Failure<'a>>;

/// A committed failure at `at`: no other reading of the text is tried.
fn failed<'a>(at: &'a str, expected: impl Into<Cow<'static, str>>) -> nom::Err<Failure<'a>> {
    nom::Err::Failure(Failure {
        at,
        expected: expected.into(),
        width: None,
    })
}

/// Turns a failure into a located error in `input`, of which `at` is a suffix.
fn located(input: &str, failure: nom::Err<Failure<'_>>) -> ParseError {
    match failure {
        nom::Err::Error(failure) | nom::Err::Failure(failure) => {
            let offset = input.len().saturating_sub(failure.at.len());
            let error = ParseError::new(input, offset, failure.expected);
            match failure.width.and_then(|width| failure.at.get(..width)) {
                Some(text) => ParseError {
                    found: Found::Text(text.to_string()),
                    ..error
                },
                None => error,
            }
        }
        // Only complete-input parsers are used; report the end if one ever asks for more.
        nom::Err::Incomplete(_) => ParseError::new(input, input.len(), "more input"),
    }
}

/// Runs `parser`; when it does not match (a recoverable error) the error says
/// `expected` at the place the parser started. Committed failures pass through,
/// as they already name the precise problem.
fn expecting<'a, O>(
    expected: &'static str,
    mut parser: impl Parser<&'a str, Output = O, Error = Failure<'a>>,
) -> impl FnMut(&'a str) -> Parsed<'a, O> {
    move |input: &'a str| {
        parser.parse(input).map_err(|failure| match failure {
            nom::Err::Error(_) => nom::Err::Error(Failure {
                at: input,
                expected: Cow::Borrowed(expected),
                width: None,
            }),
            committed => committed,
        })
    }
}

/// Spaces, tabs and line breaks, possibly none.
fn spaces(input: &str) -> Parsed<'_, &str> {
    multispace0(input)
}

/// The text after a token may start another token only after one of these.
fn at_boundary(rest: &str) -> bool {
    rest.chars()
        .next()
        .is_none_or(|c| matches!(c, ' ' | '\t' | '\r' | '\n' | ','))
}

/// A roll: `4-2` or `42`, then an optional `:`.
///
/// Two digits followed by another digit or `/` are the start of a move, not a
/// roll, and give a recoverable error; once the shape is a roll, bad dice are
/// committed failures.
fn roll(input: &str) -> Parsed<'_, Roll> {
    let (rest, (high_at, low_at)) = alt((dashed_dice, packed_dice)).parse(input)?;
    let first = die_value(high_at)?;
    let second = die_value(low_at)?;
    let roll = Roll::new(first, second).map_err(|_| failed(input, DIE))?;
    let (rest, colon) = opt(char(':')).parse(rest)?;
    if colon.is_none() && !at_boundary(rest) {
        return Err(failed(rest, AFTER_ROLL));
    }
    Ok((rest, roll))
}

/// `4-2`: the text at each die.
fn dashed_dice(input: &str) -> Parsed<'_, (&str, &str)> {
    let (rest, _) = digit(input)?;
    let (second_at, _) = char('-').parse(rest)?;
    let (rest, _) = cut(expecting(DIE, digit)).parse(second_at)?;
    Ok((rest, (input, second_at)))
}

/// `42`: the text at each die, when no third digit or `/` follows.
fn packed_dice(input: &str) -> Parsed<'_, (&str, &str)> {
    let (second_at, _) = digit(input)?;
    let (rest, _) = digit(second_at)?;
    let (rest, _) = peek(not(satisfy(|c| c.is_ascii_digit() || c == '/'))).parse(rest)?;
    Ok((rest, (input, second_at)))
}

fn digit(input: &str) -> Parsed<'_, char> {
    satisfy(|c| c.is_ascii_digit()).parse(input)
}

/// The value of the die written at the start of `at`, which must be 1 to 6.
fn die_value(at: &str) -> Result<u8, nom::Err<Failure<'_>>> {
    at.bytes()
        .next()
        .map(|byte| byte.wrapping_sub(b'0'))
        .filter(|value| (1..=6).contains(value))
        .ok_or(nom::Err::Failure(Failure {
            at,
            expected: Cow::Borrowed(DIE),
            width: Some(1),
        }))
}

/// The moves of `text` (a suffix of `input`), separated by spaces and/or commas,
/// with spans measured in `input`. The first move, when it is not a move at all,
/// is reported as `first_expected`; a token that takes the count of moves past
/// `most` is reported at its start.
fn moves_from(
    input: &str,
    text: &str,
    first_expected: &'static str,
    most: usize,
) -> Result<Vec<SpannedMove>, ParseError> {
    let locate = |failure| located(input, failure);
    let mut spanned = Vec::new();
    let (mut rest, _) = spaces(text).map_err(locate)?;
    let mut expected = first_expected;
    while !rest.is_empty() {
        let start = input.len() - rest.len();
        let (after, token) = expecting(expected, written_move)
            .parse(rest)
            .map_err(locate)?;
        let span = start..input.len() - after.len();
        token.expand_into(&span, &mut spanned);
        if spanned.len() > most {
            return Err(ParseError::new(input, start, NO_MORE_MOVES));
        }

        let (after, _) = spaces(after).map_err(locate)?;
        let (after, comma) = opt(char(',')).parse(after).map_err(locate)?;
        let (after, _) = spaces(after).map_err(locate)?;
        if comma.is_some() && after.is_empty() {
            // A trailing comma promises a move that never came.
            return Err(locate(failed(after, MOVE)));
        }
        rest = after;
        expected = MOVE;
    }
    Ok(spanned)
}

/// One written move token: the path of one checker and how many checkers took it.
struct WrittenMove {
    path: Vec<Move>,
    count: u8,
}

impl WrittenMove {
    /// Appends the moves the token stands for, each carrying the token's span.
    fn expand_into(&self, span: &Range<usize>, out: &mut Vec<SpannedMove>) {
        for _ in 0..self.count {
            out.extend(self.path.iter().map(|&mv| SpannedMove {
                mv,
                span: span.clone(),
            }));
        }
    }
}

/// `13/7`, `13/7*/5`, `bar/22`, `6/off`, `6/4(3)`: a source, one or more
/// destinations each optionally hit, and an optional repeat count.
///
/// Not starting with a point is a recoverable error (the caller names what it
/// wanted); every later problem is a committed failure at the offending token.
fn written_move(input: &str) -> Parsed<'_, WrittenMove> {
    let (rest, from) = point(input)?;
    if !(1..=u32::from(BAR)).contains(&from) {
        return Err(failed(input, SOURCE));
    }
    let (mut rest, _) = cut(expecting(SLASH, char('/'))).parse(rest)?;
    let mut at = u8::try_from(from).map_err(|_| failed(input, SOURCE))?;
    let mut path = Vec::new();
    let after_path = loop {
        let to_at = rest;
        let (after, to) = cut(expecting(DESTINATION, point)).parse(to_at)?;
        let to = u8::try_from(to)
            .ok()
            .filter(|&to| to < BAR)
            .ok_or_else(|| failed(to_at, DESTINATION))?;
        if to >= at {
            return Err(failed(to_at, format!("a point below {at}")));
        }
        if to == OFF {
            path.push(Move {
                from: at,
                to,
                hit: false,
            });
            rest = after;
            break AFTER_OFF;
        }
        let (after, star) = opt(char('*')).parse(after)?;
        path.push(Move {
            from: at,
            to,
            hit: star.is_some(),
        });
        at = to;
        let (after, slash) = opt(char('/')).parse(after)?;
        rest = after;
        if slash.is_none() {
            break if star.is_some() {
                AFTER_HIT
            } else {
                AFTER_POINT
            };
        }
    };
    let (rest, count) = opt(repeat_count).parse(rest)?;
    if !at_boundary(rest) {
        let expected = if count.is_some() {
            AFTER_MOVE
        } else {
            after_path
        };
        return Err(failed(rest, expected));
    }
    Ok((
        rest,
        WrittenMove {
            path,
            count: count.unwrap_or(1),
        },
    ))
}

/// `(3)`: how many checkers made the same move, 1 to 4.
fn repeat_count(input: &str) -> Parsed<'_, u8> {
    let (count_at, _) = char('(').parse(input)?;
    let (rest, digits) = cut(expecting(REPEAT_COUNT, digit1)).parse(count_at)?;
    // Parsed without allocating anything per unit, so a huge count is just an error.
    let count = digits
        .parse::<u8>()
        .ok()
        .filter(|count| (1..=MAX_REPEAT).contains(count))
        .ok_or_else(|| failed(count_at, REPEAT_COUNT))?;
    let (rest, _) = cut(expecting(CLOSING_PARENTHESIS, char(')'))).parse(rest)?;
    Ok((rest, count))
}

/// A point as written: a number, `bar` (25) or `off` (0), in any letter case.
///
/// Numbers too large for `u32` read as `u32::MAX`: out of range either way.
fn point(input: &str) -> Parsed<'_, u32> {
    alt((
        digit1.map(|digits: &str| digits.parse::<u32>().unwrap_or(u32::MAX)),
        tag_no_case("bar").map(|_| u32::from(BAR)),
        tag_no_case("off").map(|_| u32::from(OFF)),
    ))
    .parse(input)
}

#[cfg(test)]
mod tests;
