//! The one grammar of Magriel notation: rolls, moves and records, for the
//! notation commands and for every turn of a transcript alike.
//!
//! It is written with nom. Every error is raised at the token that is wrong,
//! never at the start of the leftover text: once a token has started to look
//! like a move (a point number, `bar` or `off`), the rest of it is committed
//! with `cut`, and the list of moves is walked by hand so that the separator
//! logic cannot swallow a precise error. The transcript reader reads a turn's
//! moves one token at a time with [`move_at`], so a turn costs one pass; the
//! points, the innermost parser, are read from bytes by slice patterns.

use std::borrow::Cow;

use nom::branch::alt;
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
    let (body, _) = spaces(input.as_bytes()).map_err(|failure| located(input, failure))?;
    if body.is_empty() {
        return Err(ParseError::new(input, input.len(), ROLL_OR_MOVE));
    }
    let (rest, roll) = match roll(body) {
        Ok((rest, roll)) => (rest, Some(roll)),
        // Not shaped like a roll: the record is moves only.
        Err(nom::Err::Error(_)) => (body, None),
        Err(failure) => return Err(located(input, failure)),
    };
    let first_expected = if roll.is_some() {
        Words::Move
    } else {
        Words::RollOrMove
    };
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
    moves_from(input, input.as_bytes(), Words::Move, MAX_MOVES)
}

/// Parses moves like [`parse_moves_spanned`], appending them to `out`, so that a
/// caller parsing many turns can reuse one buffer. On an error `out` is left as
/// it was.
///
/// Unlike the other parsers it takes any number of moves, for a caller that
/// reports more than four itself (a transcript's illegal play); one chain of
/// more than four steps is still an error.
pub fn parse_moves_into(input: &str, out: &mut Vec<SpannedMove>) -> Result<(), ParseError> {
    out.extend(moves_from(
        input,
        input.as_bytes(),
        Words::Move,
        usize::MAX,
    )?);
    Ok(())
}

/// One written move read by [`move_at`]: the path of one checker (`13/7*/5`)
/// and how many checkers took it (`(2)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Path {
    /// The first [`MAX_MOVES`] steps; a longer chain is counted in `length`.
    steps: [Move; MAX_MOVES],
    /// How many steps the chain has (a chain goes down, one point a step at
    /// least, so it has at most 24).
    length: u8,
    /// How many checkers take the path: the repeat count, 1 without one.
    pub count: u8,
}

impl Path {
    const EMPTY: Path = Path {
        steps: [Move {
            from: 0,
            to: 0,
            hit: false,
        }; MAX_MOVES],
        length: 0,
        count: 1,
    };

    /// The steps of one checker: all of them, or the first [`MAX_MOVES`] of
    /// a longer chain (which no turn can play: see [`Path::move_count`]).
    pub fn steps(&self) -> &[Move] {
        let (kept, _) = self.steps.split_at(usize::from(self.length).min(MAX_MOVES));
        kept
    }

    /// How many moves the token stands for, repeats counted.
    pub fn move_count(&self) -> usize {
        usize::from(self.length) * usize::from(self.count)
    }

    fn push(&mut self, mv: Move) {
        if let Some(slot) = self.steps.get_mut(usize::from(self.length)) {
            *slot = mv;
        }
        self.length = self.length.saturating_add(1);
    }
}

/// Reads the written move that starts at byte `at` of `text` (a transcript
/// line): the move and where its text ends, `Ok(None)` when no move starts
/// there (a word such as `Doubles`), or the error of a token that starts as a
/// move and is not one (`13/7x`, `30/24`), which [`MoveError::located`] words.
#[inline]
pub(crate) fn move_at(text: &str, at: usize) -> Result<Option<(Path, usize)>, MoveError> {
    debug_assert!(at <= text.len(), "a move is looked for within its line");
    // Past the line's end no move starts.
    let Some(rest) = text.as_bytes().get(at..) else {
        return Ok(None);
    };
    match written_move(rest) {
        Ok((after, path)) => Ok(Some((path, text.len() - after.len()))),
        Err(nom::Err::Error(_)) => Ok(None),
        Err(nom::Err::Failure(failure)) => Err(MoveError {
            offset: text.len() - failure.at.len(),
            expected: failure.expected,
        }),
        Err(nom::Err::Incomplete(_)) => Err(MoveError {
            offset: text.len(),
            expected: Expected::Text(Words::MoreInput),
        }),
    }
}

/// Where [`move_at`] found a token that is not a move, and what it expected:
/// small, for it is returned with every move read, and worded only when an
/// error is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveError {
    offset: usize,
    expected: Expected,
}

impl MoveError {
    /// The error located in `text`, the line [`move_at`] read.
    #[cold]
    pub fn located(self, text: &str) -> ParseError {
        ParseError::new(text, self.offset, self.expected.worded())
    }
}

/// Parses a roll alone: `4-2`, `42`, `42:`, dice in either order.
pub fn parse_roll(input: &str) -> Result<Roll, ParseError> {
    let parsed = (spaces, expecting(Words::Roll, roll), spaces)
        .parse(input.as_bytes())
        .map_err(|failure| located(input, failure))?;
    let (rest, (_, roll, _)) = parsed;
    if rest.is_empty() {
        Ok(roll)
    } else {
        Err(located(input, failed(rest, Words::AfterRollAlone)))
    }
}

/// Why parsing stopped: where (a suffix of the input) and what was expected there.
#[derive(Debug)]
struct Failure<'a> {
    at: &'a [u8],
    expected: Expected,
}

/// What a failure expected: two bytes, as every parser's result carries room
/// for one, and worded only when an error is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expected {
    /// Worded by the text of one of the constants above.
    Text(Words),
    /// A die, where the error shows that one digit (of `77`, say).
    DieDigit,
    /// A point below this one (a move goes down).
    Below(u8),
}

/// The fixed wordings of what was expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Words {
    Roll,
    RollOrMove,
    Move,
    Die,
    Source,
    Destination,
    Slash,
    RepeatCount,
    ClosingParenthesis,
    AfterRoll,
    AfterRollAlone,
    AfterPoint,
    AfterHit,
    AfterOff,
    AfterMove,
    Point,
    ValidNotation,
    MoreInput,
}

impl Words {
    fn text(self) -> &'static str {
        match self {
            Words::Roll => ROLL,
            Words::RollOrMove => ROLL_OR_MOVE,
            Words::Move => MOVE,
            Words::Die => DIE,
            Words::Source => SOURCE,
            Words::Destination => DESTINATION,
            Words::Slash => SLASH,
            Words::RepeatCount => REPEAT_COUNT,
            Words::ClosingParenthesis => CLOSING_PARENTHESIS,
            Words::AfterRoll => AFTER_ROLL,
            Words::AfterRollAlone => AFTER_ROLL_ALONE,
            Words::AfterPoint => AFTER_POINT,
            Words::AfterHit => AFTER_HIT,
            Words::AfterOff => AFTER_OFF,
            Words::AfterMove => AFTER_MOVE,
            Words::Point => "a point",
            Words::ValidNotation => "valid notation",
            Words::MoreInput => "more input",
        }
    }
}

impl Expected {
    fn worded(self) -> Cow<'static, str> {
        match self {
            Expected::Text(words) => Cow::Borrowed(words.text()),
            Expected::DieDigit => Cow::Borrowed(DIE),
            Expected::Below(point) => Cow::Owned(format!("a point below {point}")),
        }
    }

    /// The length of the text the error shows, when it is not a whole word.
    fn width(self) -> Option<usize> {
        (self == Expected::DieDigit).then_some(1)
    }
}

impl<'a> nom::error::ParseError<&'a [u8]> for Failure<'a> {
    fn from_error_kind(input: &'a [u8], _kind: ErrorKind) -> Self {
        // Every parser that can fail here is wrapped in `expecting` or raises its
        // own failure, so this wording is only a fallback.
        Failure {
            at: input,
            expected: Expected::Text(Words::ValidNotation),
        }
    }

    fn append(_input: &'a [u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

/// The grammar reads bytes: every token it accepts is ASCII, and a byte
/// slice needs no check of character boundaries as it is cut.
type Parsed<'a, T> = IResult<&'a [u8], T, Failure<'a>>;

/// A committed failure at `at`: no other reading of the text is tried.
fn failed(at: &[u8], expected: Words) -> nom::Err<Failure<'_>> {
    nom::Err::Failure(Failure {
        at,
        expected: Expected::Text(expected),
    })
}

/// A committed failure at `at`, where a point below `point` should be.
#[cold]
fn failed_below(at: &[u8], point: u8) -> nom::Err<Failure<'_>> {
    nom::Err::Failure(Failure {
        at,
        expected: Expected::Below(point),
    })
}

/// Turns a failure into a located error in `input`, of which `at` is a suffix.
fn located(input: &str, failure: nom::Err<Failure<'_>>) -> ParseError {
    match failure {
        nom::Err::Error(failure) | nom::Err::Failure(failure) => {
            let offset = input.len().saturating_sub(failure.at.len());
            let error = ParseError::new(input, offset, failure.expected.worded());
            match failure
                .expected
                .width()
                .and_then(|width| failure.at.get(..width))
            {
                Some(text) => ParseError {
                    found: Found::Text(String::from_utf8_lossy(text).into_owned()),
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
    expected: Words,
    mut parser: impl Parser<&'a [u8], Output = O, Error = Failure<'a>>,
) -> impl FnMut(&'a [u8]) -> Parsed<'a, O> {
    move |input: &'a [u8]| {
        parser.parse(input).map_err(|failure| match failure {
            nom::Err::Error(_) => nom::Err::Error(Failure {
                at: input,
                expected: Expected::Text(expected),
            }),
            committed => committed,
        })
    }
}

/// The spaces the grammar skips between moves (and a transcript between a
/// turn's moves): space, tab and the line breaks.
#[inline]
pub(crate) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

/// Spaces, tabs and line breaks, possibly none.
fn spaces(input: &[u8]) -> Parsed<'_, &[u8]> {
    multispace0(input)
}

/// The text after a token may start another token only after one of these.
#[inline]
fn at_boundary(rest: &[u8]) -> bool {
    rest.first().is_none_or(|&b| is_space(b) || b == b',')
}

/// A roll: `4-2` or `42`, then an optional `:`.
///
/// Two digits followed by another digit or `/` are the start of a move, not a
/// roll, and give a recoverable error; once the shape is a roll, bad dice are
/// committed failures.
fn roll(input: &[u8]) -> Parsed<'_, Roll> {
    let (rest, (high_at, low_at)) = alt((dashed_dice, packed_dice)).parse(input)?;
    let first = die_value(high_at)?;
    let second = die_value(low_at)?;
    let roll = Roll::new(first, second).map_err(|_| failed(input, Words::Die))?;
    let (rest, colon) = opt(char(':')).parse(rest)?;
    if colon.is_none() && !at_boundary(rest) {
        return Err(failed(rest, Words::AfterRoll));
    }
    Ok((rest, roll))
}

/// `4-2`: the text at each die.
fn dashed_dice(input: &[u8]) -> Parsed<'_, (&[u8], &[u8])> {
    let (rest, _) = digit(input)?;
    let (second_at, _) = char('-').parse(rest)?;
    let (rest, _) = cut(expecting(Words::Die, digit)).parse(second_at)?;
    Ok((rest, (input, second_at)))
}

/// `42`: the text at each die, when no third digit or `/` follows.
fn packed_dice(input: &[u8]) -> Parsed<'_, (&[u8], &[u8])> {
    let (second_at, _) = digit(input)?;
    let (rest, _) = digit(second_at)?;
    let (rest, _) = peek(not(satisfy(|c: char| c.is_ascii_digit() || c == '/'))).parse(rest)?;
    Ok((rest, (input, second_at)))
}

fn digit(input: &[u8]) -> Parsed<'_, char> {
    satisfy(|c: char| c.is_ascii_digit()).parse(input)
}

/// The value of the die written at the start of `at`, which must be 1 to 6.
fn die_value(at: &[u8]) -> Result<u8, nom::Err<Failure<'_>>> {
    at.first()
        .map(|byte| byte.wrapping_sub(b'0'))
        .filter(|value| (1..=6).contains(value))
        .ok_or(nom::Err::Failure(Failure {
            at,
            expected: Expected::DieDigit,
        }))
}

/// The moves of `text` (a suffix of `input`), separated by spaces and/or commas,
/// with spans measured in `input`. The first move, when it is not a move at all,
/// is reported as `first_expected`; a token that takes the count of moves past
/// `most` is reported at its start.
fn moves_from(
    input: &str,
    text: &[u8],
    first_expected: Words,
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
        // A chain longer than a turn's dice is kept only in part: refused here.
        let too_long = usize::from(token.length) > MAX_MOVES;
        if too_long || spanned.len().saturating_add(token.move_count()) > most {
            return Err(ParseError::new(input, start, NO_MORE_MOVES));
        }
        for _ in 0..token.count {
            spanned.extend(token.steps().iter().map(|&mv| SpannedMove {
                mv,
                span: span.clone(),
            }));
        }

        let (after, _) = spaces(after).map_err(locate)?;
        let (after, comma) = opt(char(',')).parse(after).map_err(locate)?;
        let (after, _) = spaces(after).map_err(locate)?;
        if comma.is_some() && after.is_empty() {
            // A trailing comma promises a move that never came.
            return Err(locate(failed(after, Words::Move)));
        }
        rest = after;
        expected = Words::Move;
    }
    Ok(spanned)
}

/// `13/7`, `13/7*/5`, `bar/22`, `6/off`, `6/4(3)`: a source, one or more
/// destinations each optionally hit, and an optional repeat count, glued
/// to the move or one space after it (`8/5 (2)`).
///
/// Not starting with a point is a recoverable error (the caller names what it
/// wanted); every later problem is a committed failure at the offending token.
/// Written out rather than composed from `opt` and `cut`: it runs for every
/// move of every transcript, and its marks are single bytes.
#[inline]
fn written_move(input: &[u8]) -> Parsed<'_, Path> {
    if let Some((mv, length)) = plain_step(input) {
        debug_assert!(length <= input.len(), "a step is read from the text");
        // Were the step's length past the text, the general reading would
        // read the move instead.
        if let Some(rest) = input.get(length..) {
            let mut path = Path::EMPTY;
            path.push(mv);
            return Ok((rest, path));
        }
    }
    any_move(input)
}

/// [`written_move`] read point by point: any move, and the error of any
/// text that starts as one.
fn any_move(input: &[u8]) -> Parsed<'_, Path> {
    let (rest, from) = point(input)?;
    if !(1..=u32::from(BAR)).contains(&from) {
        return Err(failed(input, Words::Source));
    }
    let Some((b'/', mut rest)) = rest.split_first() else {
        return Err(failed(rest, Words::Slash));
    };
    // `from` is 1 to 25, checked above.
    let mut at = from as u8;
    let mut path = Path::EMPTY;
    let after_path = loop {
        let to_at = rest;
        let Ok((after, to)) = point(to_at) else {
            return Err(failed(to_at, Words::Destination));
        };
        if to >= u32::from(BAR) {
            return Err(failed(to_at, Words::Destination));
        }
        // Below 25, checked above.
        let to = to as u8;
        if to >= at {
            return Err(failed_below(to_at, at));
        }
        if to == OFF {
            path.push(Move {
                from: at,
                to,
                hit: false,
            });
            rest = after;
            break Words::AfterOff;
        }
        let (after, hit) = match after.split_first() {
            Some((b'*', after)) => (after, true),
            _ => (after, false),
        };
        path.push(Move { from: at, to, hit });
        at = to;
        match after.split_first() {
            Some((b'/', after)) => rest = after,
            _ => {
                rest = after;
                break if hit {
                    Words::AfterHit
                } else {
                    Words::AfterPoint
                };
            }
        }
    };
    // The count may stand one space from its move (`8/5 (2)`), as hand-typed
    // plays have it.
    let (rest, count) = match rest {
        [b'(', ..] | [b' ', b'(', ..] => {
            let (rest, count) = repeat_count(rest.strip_prefix(b" ").unwrap_or(rest))?;
            (rest, Some(count))
        }
        _ => (rest, None),
    };
    // A hit mark ends a move as a space would: transcribers glue the next
    // move to it (`25/22*13/9`).
    let glued = after_path == Words::AfterHit
        && count.is_none()
        && rest.first().is_some_and(u8::is_ascii_digit);
    if !at_boundary(rest) && !glued {
        let expected = if count.is_some() {
            Words::AfterMove
        } else {
            after_path
        };
        return Err(failed(rest, expected));
    }
    path.count = count.unwrap_or(1);
    Ok((rest, path))
}

/// The plain step (see [`plain_step`]) that starts at byte `at` of a
/// transcript line, where its text ends, and where the next token starts
/// when one space parts it from the step (else where the step ends: the
/// caller looks past the gap): the grammar's reading of the most common
/// token of all, for a caller that reads many (`None`: read the token with
/// [`move_at`]).
#[inline(always)]
pub(crate) fn step_at(text: &str, at: usize) -> Option<(Move, usize, usize)> {
    let bytes = text.as_bytes();
    // Near the end of the line, the last eight bytes moved down so that `at`
    // comes first: a line's last move is read from one load too.
    let window = match bytes.get(at..).and_then(<[u8]>::first_chunk::<8>) {
        Some(&window) => window,
        None => tail_window(bytes, at)?,
    };
    let (mv, length, spaced) = plain_step_in(window, bytes.len() - at)?;
    let end = at + length;
    Some((mv, end, end + usize::from(spaced)))
}

/// The bytes of `bytes` from `at` as an eight-byte window, zeros past the
/// end, when fewer than eight are left.
#[inline(always)]
fn tail_window(bytes: &[u8], at: usize) -> Option<[u8; 8]> {
    let len = bytes.len();
    if at >= len {
        return None;
    }
    match len.checked_sub(8).and_then(|start| bytes.get(start..)) {
        Some(last) => {
            let last = u64::from_le_bytes(<[u8; 8]>::try_from(last).ok()?);
            // Fewer than eight bytes are left, so the shift is 8 to 56 bits.
            let shift = 8 * (at + 8 - len);
            Some((last >> shift).to_le_bytes())
        }
        None => Some(window(bytes.get(at..)?)),
    }
}

/// The most common move of all, one step in digits with one or two digits a
/// point (`13/7`, `8/5*`, `24/18`, `6/0`) and nothing after it but the end of
/// the token: what the general reading in [`written_move`] gives for it, read
/// from the bytes at fixed places in one eight-byte window, at a fraction of
/// the cost. `None` leaves any other text to that reading.
#[inline(always)]
fn plain_step(input: &[u8]) -> Option<(Move, usize)> {
    plain_step_in(window(input), input.len()).map(|(mv, length, _)| (mv, length))
}

/// [`plain_step`] over the first eight bytes of the text (zeros past its
/// end) and its length, `left`; also whether one space follows the step and
/// then a token (not another space, nor a comma).
#[inline(always)]
fn plain_step_in(window: [u8; 8], left: usize) -> Option<(Move, usize, bool)> {
    let word = u64::from_le_bytes(window);
    // Byte `i` of the window, for `i` up to 7.
    let byte = |i: usize| (word >> (8 * i)) as u8;
    let digit = |b: u8| b.wrapping_sub(b'0');
    let [b0, b1, b2, ..] = window;
    let high = digit(b0);
    if high > 9 {
        return None;
    }
    // The `/` after one digit or two; a third digit is no point here.
    let (from, at) = if b1 == b'/' {
        (high, 2)
    } else if digit(b1) <= 9 && b2 == b'/' {
        (high * 10 + digit(b1), 3)
    } else {
        return None;
    };
    let (first, second, third) = (digit(byte(at)), digit(byte(at + 1)), digit(byte(at + 2)));
    let (to, mut length) = match (first, second, third) {
        (0..=9, 0..=9, 0..=9) => return None,
        (0..=9, 0..=9, _) => (first * 10 + second, at + 2),
        (0..=9, _, _) => (first, at + 1),
        _ => return None,
    };
    // The general reading refuses what no move is, and says why.
    if !(1..=BAR).contains(&from) || to >= from || to == BAR {
        return None;
    }
    // At most `dd/dd*`, six bytes: the window holds the two bytes after it.
    let hit = byte(length) == b'*';
    if hit {
        // A checker borne off hits nothing: the general reading refuses it.
        if to == OFF {
            return None;
        }
        length += 1;
    }
    let after = byte(length);
    if !(length >= left || is_space(after) || after == b',') {
        return None;
    }
    let next = byte(length + 1);
    // A repeat count spaced from its step, `8/5 (2)`, is the general reading's.
    if after == b' ' && next == b'(' {
        return None;
    }
    let spaced = after == b' ' && length + 2 <= left && !is_space(next) && next != b',';
    Some((Move { from, to, hit }, length, spaced))
}

/// The first eight bytes of `input`, zeros past its end.
#[inline(always)]
fn window(input: &[u8]) -> [u8; 8] {
    if let Some(&window) = input.first_chunk::<8>() {
        return window;
    }
    let mut window = [0; 8];
    for (slot, &b) in window.iter_mut().zip(input) {
        *slot = b;
    }
    window
}

/// `(3)`: how many checkers made the same move, 1 to 4.
fn repeat_count(input: &[u8]) -> Parsed<'_, u8> {
    let (count_at, _) = char('(').parse(input)?;
    let (rest, digits) = cut(expecting(Words::RepeatCount, digit1)).parse(count_at)?;
    // Parsed without allocating anything per unit, so a huge count is just an error.
    let count = std::str::from_utf8(digits)
        .ok()
        .and_then(|digits| digits.parse::<u8>().ok())
        .filter(|count| (1..=MAX_REPEAT).contains(count))
        .ok_or_else(|| failed(count_at, Words::RepeatCount))?;
    let (rest, _) = cut(expecting(Words::ClosingParenthesis, char(')'))).parse(rest)?;
    Ok((rest, count))
}

/// A point as written: a number, `bar` (25) or `off` (0), in any letter case.
///
/// Numbers too large for `u32` read as `u32::MAX`: out of range either way.
/// Read from the bytes by slice patterns, as it runs twice for every move of a
/// transcript; the text it consumes is ASCII, so the rest starts on a
/// character boundary.
#[inline(always)]
fn point(input: &[u8]) -> Parsed<'_, u32> {
    let digit = |b: &u8| b.wrapping_sub(b'0');
    let (value, rest) = match input {
        [first, second, after @ ..] if digit(first) < 10 && digit(second) < 10 => {
            let two = u32::from(digit(first) * 10 + digit(second));
            match after.first() {
                Some(third) if third.is_ascii_digit() => long_number(input),
                _ => (two, after),
            }
        }
        [first, after @ ..] if digit(first) < 10 => (u32::from(digit(first)), after),
        [a, b, c, after @ ..] if [*a, *b, *c].eq_ignore_ascii_case(b"bar") => {
            (u32::from(BAR), after)
        }
        [a, b, c, after @ ..] if [*a, *b, *c].eq_ignore_ascii_case(b"off") => {
            (u32::from(OFF), after)
        }
        _ => {
            return Err(nom::Err::Error(Failure {
                at: input,
                expected: Expected::Text(Words::Point),
            }));
        }
    };
    Ok((rest, value))
}

/// A number of three digits or more at the start of `input`, and the text
/// after its digits.
#[cold]
fn long_number(input: &[u8]) -> (u32, &[u8]) {
    let mut value = 0u32;
    let mut rest = input;
    while let [digit @ b'0'..=b'9', after @ ..] = rest {
        // Past u32, the value saturates: out of range either way.
        value = value
            .saturating_mul(10)
            .saturating_add(u32::from(digit - b'0'));
        rest = after;
    }
    (value, rest)
}

#[cfg(test)]
mod tests;
