//! A slow, plainly written reading of Magriel moves, kept beside the one
//! grammar (`bgkit::notation`) as its reference: a property test and the
//! notation fuzz target hold the two to the same moves, spans and errors.
//! Vectors and `alt` over nom's own parsers, nothing made fast.

use std::borrow::Cow;
use std::ops::Range;

use bgkit::notation::Move;
use nom::branch::alt;
use nom::bytes::complete::tag_no_case;
use nom::character::complete::{char, digit1, multispace0};
use nom::combinator::{cut, opt};
use nom::error::ErrorKind;
use nom::sequence::preceded;
use nom::{IResult, Parser};

const BAR: u8 = 25;
const OFF: u8 = 0;

/// The moves of `text` as the reference reads them, each with the byte range
/// of its token; more than four is an error at the token that brings the
/// count past four.
pub fn reference_moves(text: &str) -> Result<Vec<(Move, Range<usize>)>, ParseError> {
    moves_from(text, text, MOVE, 4)
}

/// Where the reference stopped, what it expected, and what it found, as the
/// grammar's error words them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub offset: usize,
    pub expected: String,
    pub found: String,
}

impl ParseError {
    fn new(input: &str, offset: usize, expected: impl Into<String>) -> ParseError {
        let mut offset = offset.min(input.len());
        while !input.is_char_boundary(offset) {
            offset -= 1;
        }
        let rest = &input[offset..];
        ParseError {
            offset,
            expected: expected.into(),
            found: found_at(rest),
        }
    }
}

/// What starts `rest`, in the grammar's words: the end, a control character
/// escaped, one other sign, or a word of at most 24 letters and digits.
fn found_at(rest: &str) -> String {
    let Some(first) = rest.chars().next() else {
        return "end of input".to_string();
    };
    if first.is_control() {
        return format!("`{}`", first.escape_debug());
    }
    if !first.is_alphanumeric() {
        return format!("`{first}`");
    }
    let word: Vec<char> = rest.chars().take_while(|c| c.is_alphanumeric()).collect();
    if word.len() > 24 {
        let cut: String = word[..24].iter().collect();
        format!("`{cut}…`")
    } else {
        format!("`{}`", word.iter().collect::<String>())
    }
}

const MOVE: &str = "a move";
const SOURCE: &str = "a point 1 to 24 or `bar` to move from";
const DESTINATION: &str = "a point 0 to 24 or `off` to move to";
const SLASH: &str = "`/`";
const REPEAT_COUNT: &str = "a repeat count 1 to 4";
const CLOSING_PARENTHESIS: &str = "`)`";
const AFTER_POINT: &str = "`*`, `/`, `(`, a space, a comma or the end of input";
const AFTER_HIT: &str = "`/`, `(`, a space, a comma or the end of input";
const AFTER_OFF: &str = "`(`, a space, a comma or the end of input";
const AFTER_MOVE: &str = "a space, a comma or the end of input";
const NO_MORE_MOVES: &str = "no more moves: one roll makes at most four";

/// The highest repeat count: four checkers with a double.
const MAX_REPEAT: u8 = 4;

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
                    found: format!("`{text}`"),
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

/// The moves of `text` (a suffix of `input`), separated by spaces and/or commas,
/// with spans measured in `input`. The first move, when it is not a move at all,
/// is reported as `first_expected`; a token that takes the count of moves past
/// `most` is reported at its start.
fn moves_from(
    input: &str,
    text: &str,
    first_expected: &'static str,
    most: usize,
) -> Result<Vec<(Move, Range<usize>)>, ParseError> {
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
    fn expand_into(&self, span: &Range<usize>, out: &mut Vec<(Move, Range<usize>)>) {
        for _ in 0..self.count {
            out.extend(self.path.iter().map(|&mv| (mv, span.clone())));
        }
    }
}

/// `13/7`, `13/7*/5`, `bar/22`, `6/off`, `6/4(3)`: a source, one or more
/// destinations each optionally hit, and an optional repeat count, glued
/// to the move or one space after it.
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
    // The count may stand one space from its move: `8/5 (2)`.
    let (rest, count) = opt(preceded(opt(char(' ')), repeat_count)).parse(rest)?;
    // After a hit mark the next move may follow at once (`25/22*13/9`).
    let glued = after_path == AFTER_HIT
        && count.is_none()
        && rest.starts_with(|c: char| c.is_ascii_digit());
    if !at_boundary(rest) && !glued {
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
