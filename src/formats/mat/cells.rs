//! The turn-line splitter: the body of a turn line into cells, each read as
//! it is met, in one pass over the line.
//!
//! A turn line holds up to two cells, the left player's and the right player's.
//! Writers pad them to columns, but a long cell pushes the next one right, so the
//! split is made by tokens: a new cell starts at a roll (`61:`) or at a cube or
//! result word (`Doubles`, `Takes`, `Drops`, `Beavers`, `Wins`, `Losses`), at a
//! resignation mark (`Resigned Game`, `Resigns`), and at `???` outside a roll
//! cell. A move number (`24)`) among the cells starts a second row that the
//! writer joined to the line (Backgammon Galaxy does, once in a while).
//!
//! A roll cell's moves are read by the notation's grammar token by token
//! ([`crate::notation`]'s `move_at`), so a turn's text is scanned once; a cube
//! or result cell's words by the reader of its kind, which says what is wrong
//! with a cell that cannot be read.

use std::ops::Range;

use crate::board::Position;
use crate::notation::{Move, MoveError, ParseError, Path, is_space, move_at, step_at};
use crate::transcript::model::{ActionKind, Dice, Outcome, WrittenMoves};

/// The largest cube value accepted.
pub const MAX_CUBE: u64 = 1 << 30;
/// The largest number of points a result line may state.
pub const MAX_POINTS: u64 = 1_000_000;

/// What a roll cell's text is expected to hold after the roll, where it
/// holds something else.
const A_MOVE: &str = "a move";

/// One cell of a turn line, with byte offsets into the line.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cell {
    /// Where the cell's text is.
    pub range: (usize, usize),
    /// What the cell says.
    pub content: Content,
}

impl Cell {
    pub fn range(&self) -> Range<usize> {
        self.range.0..self.range.1
    }
}

/// What a cell says.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Content {
    /// A roll followed by moves, written into the splitter's [`Moves`].
    Moves { dice: Dice },
    /// Any other action, complete.
    Action(ActionKind),
    /// A roll whose play the writer marks illegal (`Illegal play (...)`)
    /// with the board it left, a FIBS board string: from the view of the
    /// player who rolls next.
    MarkedIllegal { dice: Dice, board: Position },
    /// A resignation written where its column does not tell who resigned:
    /// `Resigned Game` (OpenGammon puts it in the winner's column),
    /// `Resigned Match`, `Resign gammon`, `Resigns` (HedgeHog), and `00: ????`
    /// or `00:` (nothing rolled, Backgammon Studio). The result line after it
    /// names the winner, so the reader makes the loser the one who resigned.
    Resigned,
}

/// Where the splitter writes a roll cell's moves as it reads them: the caller
/// keeps them as it needs them (the reader: in the play the cell becomes,
/// each with its location), so that they are written once, where they stay.
pub(crate) trait Moves {
    /// A roll cell of `dice` starts: no move yet.
    fn start(&mut self, dice: Dice);

    /// The cell's next move, its token at `start..end` of the line (the
    /// steps of `13/7*/5` or `8/4(2)` share one): false when a turn's four
    /// are there already, and the move is not kept.
    fn push(&mut self, mv: Move, start: usize, end: usize) -> bool;
}

/// Pushes the moves of a written path, its token at `start..end`: false
/// when they take the moves past a turn's four.
#[inline(always)]
fn push_path(moves: &mut impl Moves, path: &Path, start: usize, end: usize) -> bool {
    let mut fits = path.steps().len() * usize::from(path.count) == path.move_count();
    for _ in 0..path.count {
        for &mv in path.steps() {
            fits &= moves.push(mv, start, end);
        }
    }
    fits
}

/// A move of a roll cell, with the byte range of its token in the line (the
/// steps of `13/7*/5` or `8/4(2)` share one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ScannedMove {
    pub mv: Move,
    /// Lines are at most 16 KiB ([`crate::transcript::MAX_LINE_BYTES`]), so offsets fit in u16.
    pub start: u16,
    pub end: u16,
}

/// The moves of a roll cell: at most a turn's four.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ScannedMoves {
    items: [ScannedMove; WrittenMoves::CAPACITY],
    len: u8,
}

impl ScannedMoves {
    pub(crate) const EMPTY: ScannedMoves = ScannedMoves {
        items: [ScannedMove {
            mv: Move {
                from: 0,
                to: 0,
                hit: false,
            },
            start: 0,
            end: 0,
        }; WrittenMoves::CAPACITY],
        len: 0,
    };

    /// The moves in written order.
    #[cfg(test)]
    pub fn as_slice(&self) -> &[ScannedMove] {
        debug_assert!(usize::from(self.len) <= self.items.len());
        self.items.get(..usize::from(self.len)).unwrap_or_default()
    }
}

impl Moves for ScannedMoves {
    fn start(&mut self, _: Dice) {
        self.len = 0;
    }

    fn push(&mut self, mv: Move, start: usize, end: usize) -> bool {
        let Some(slot) = self.items.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = ScannedMove {
            mv,
            start: offset(start),
            end: offset(end),
        };
        self.len += 1;
        true
    }
}

/// Why a cell cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CellError {
    Unexpected {
        range: Range<usize>,
        expected: &'static str,
    },
    TooLarge {
        range: Range<usize>,
        what: &'static str,
        limit: u64,
    },
    /// The writer marks the roll's play as illegal (`Illegal play (...)`,
    /// eXtreme Gammon's dump of the board after it) at `range`, for `dice`.
    DeclaredIllegal { range: Range<usize>, dice: Dice },
    /// A roll cell's text is not moves: the grammar's error, located in the line.
    Moves(Box<ParseError>),
    /// More moves than a turn's four: `count` in all, the first too many at `range`.
    TooManyMoves { range: Range<usize>, count: usize },
}

/// What a token says about the start of a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Head {
    /// A roll, `61:`: its dice, and where the roll's text ends in the token
    /// (moves may be glued to it, `61:13/7`).
    Roll(Dice, usize),
    Double,
    Take,
    Drop,
    Beaver,
    Wins,
    Losses,
    Resign,
    /// `Resigned Game`, `Resigns`: a [`Content::Resigned`] marker.
    Resigned,
    /// A move number, `24)`, its length (a roll may be glued to it): a
    /// second row joined to the line starts here.
    Row(usize),
    /// `Game`: a ` Game N` line may be joined to the line here.
    Game,
}

/// Reads the cells of `text[from..]` in order, handing each to `each` as soon
/// as it is read, with `moves` (a roll cell's moves are written there) and
/// whether the line holds two (the first of two is the left player's, the
/// second the right's; a cell alone goes by its column). `each` returns false
/// to stop. Returns where a second row joined to the line starts, if one does
/// (its move number, `24)`), or where a `Game` token stands after the cells
/// (a ` Game N` line joined to the row, for the caller to read).
///
/// A cell that cannot be read is an error, after the cells before it were
/// handed over: they were written, and played, before the bad text.
#[inline(always)]
pub(crate) fn split_each<M: Moves>(
    text: &str,
    from: usize,
    bare_rolls: bool,
    moves: &mut M,
    mut each: impl FnMut(&Cell, &mut M, bool) -> bool,
) -> Result<Option<Range<usize>>, CellError> {
    let bytes = text.as_bytes();
    let mut count = 0;
    let mut at = skip_blanks(bytes, from);
    // The head at `at` and where its token ends, when the last cell's reader
    // read it already to find its own end.
    let mut known: Option<(Head, usize)> = None;
    // Each cell is read into this one: returned by value, a cell was
    // copied on its way out of its reader.
    let mut cell = Cell {
        range: (from, from),
        content: Content::Resigned,
    };
    while at < bytes.len() {
        let (head, end) = match known.take() {
            Some(known) => known,
            // A roll, `52:`, is most cells: told by its three bytes, as
            // [`head_of`] would tell it, before the token's end is looked for
            // (only a move number's end is needed).
            None if let Some(&[x @ b'0'..=b'9', y @ b'0'..=b'9', b':']) = bytes.get(at..at + 3) => {
                (Head::Roll(Dice(x - b'0', y - b'0'), 3), at + 3)
            }
            None => {
                let (word, end) = token_at(bytes, at);
                let Some(head) = head_of(word, bare_rolls, false) else {
                    return Err(CellError::Unexpected {
                        range: at..end,
                        expected: "a roll like `52:`, a cube action or a result",
                    });
                };
                (head, end)
            }
        };
        let next = match head {
            // A move number's range is the number alone, glued to a roll or not.
            Head::Row(length) => return Ok(Some(at..at + length)),
            Head::Game => return Ok(Some(at..end)),
            Head::Roll(dice, length) => {
                read_roll(text, at, at + length, dice, bare_rolls, &mut cell, moves)?
            }
            head => read_worded(text, at, head, bare_rolls, &mut cell)?,
        };
        if count == 2 {
            return Err(CellError::Unexpected {
                range: cell.range(),
                expected: "at most two cells on a line (the left player's and the right player's)",
            });
        }
        at = next.at;
        known = next.head;
        // A first cell is one of two when more text follows that is not a
        // second row's move number.
        let two = count == 1
            || match known {
                Some((head, _)) => !matches!(head, Head::Row(_) | Head::Game),
                None => at < bytes.len() && !is_row_number(word_at(bytes, at)),
            };
        if !each(&cell, moves, two) {
            return Ok(None);
        }
        count += 1;
    }
    Ok(None)
}

/// Where a cell's reader stopped: the start of the next token (or the end of
/// the line), and that token's head and end when the reader read it.
#[derive(Clone, Copy, Debug)]
struct Next {
    at: usize,
    head: Option<(Head, usize)>,
}

/// The token that starts at `at`.
fn word_at(bytes: &[u8], at: usize) -> &[u8] {
    token_at(bytes, at).0
}

/// The token that starts at `at`, up to the next ASCII whitespace, and where
/// it ends (as [`word_end`] finds it): empty where `at` is whitespace or at
/// the line's end.
#[inline(always)]
fn token_at(bytes: &[u8], at: usize) -> (&[u8], usize) {
    // Past the line's end nothing is left, so no token starts there.
    let (_, rest) = bytes.split_at(at.min(bytes.len()));
    let length = rest
        .iter()
        .position(u8::is_ascii_whitespace)
        .unwrap_or(rest.len());
    let (token, _) = rest.split_at(length);
    (token, at + length)
}

/// The head a token makes, if it starts a cell. `counted`: the token follows
/// the head of a cube action or a result, where a number is its value
/// (`Wins 12 points`, `Doubles => 16`), not a roll written without a colon.
#[inline]
/// Whether `word`, the first of a line, starts a cell: a move number, a
/// roll, a cube action or a result. A line that starts otherwise is prose.
pub(crate) fn begins_a_cell(word: &[u8]) -> bool {
    is_line_number(word) || head_of(word, false, false).is_some_and(|head| head != Head::Game)
}

/// Whether `word`, the first of a line, starts with its move number: `12)`,
/// or `12.` as some writers number their rows (among a row's cells, only
/// `12)` starts another row), or `12)` glued to the roll after it.
pub(crate) fn is_line_number(word: &[u8]) -> bool {
    line_number_length(word).is_some()
}

/// How long the move number that `word`, the first of a line, starts with
/// is: the whole word `12)` or `12.`, or the `12)` of `12)52:` (or `12.52:`),
/// a number glued to its roll as a hand-typed row may have it.
pub(crate) fn line_number_length(word: &[u8]) -> Option<usize> {
    number_length(word, true)
}

/// The length of the move number `word` starts with: all of `12)` (and,
/// `dotted`, of `12.`), or the `12)` (`12.`) of a number glued to a roll,
/// `12)52:`.
fn number_length(word: &[u8], dotted: bool) -> Option<usize> {
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    let (&mark, rest) = word.get(digits..)?.split_first()?;
    let numbers = mark == b')' || dotted && mark == b'.';
    let whole = numbers && rest.is_empty();
    let glued = numbers && starts_with_roll(rest);
    (digits > 0 && (whole || glued)).then_some(digits + 1)
}

/// Whether `bytes` start with a roll and its colon, `52:` or `5-2:`.
pub(crate) fn starts_with_roll(bytes: &[u8]) -> bool {
    roll_prefix(bytes, false).is_some()
}

fn head_of(word: &[u8], bare_rolls: bool, counted: bool) -> Option<Head> {
    match word.first()? {
        b'0'..=b'9' => {
            if let Some(length) = number_length(word, false) {
                return Some(Head::Row(length));
            }
            roll_prefix(word, bare_rolls && !counted).map(|(dice, length)| Head::Roll(dice, length))
        }
        b'?' if word.iter().all(|&b| b == b'?') => Some(Head::Resign),
        b'a' | b'A' | b'b' | b'B' | b'c' | b'C' | b'd' | b'D' | b'p' | b'P' | b't' | b'T'
        | b'w' | b'W' | b'l' | b'L' | b'r' | b'R' | b'g' | b'G' => worded_head(word),
        _ => None,
    }
}

/// The head a word makes, in any letter case, with a full stop after it
/// (`Takes.`, as a sentence is written) or a cube arrow and value glued to
/// it (`Doubles=>2`).
fn worded_head(written: &[u8]) -> Option<Head> {
    let word = match arrow_start(written) {
        Some(arrow) => written.get(..arrow)?,
        None => written.strip_suffix(b".").unwrap_or(written),
    };
    // In lower case, on the stack: the longest word, `redoubles`, is nine letters.
    let mut lower = [0u8; 9];
    let lower = lower.get_mut(..word.len())?;
    for (to, &from) in lower.iter_mut().zip(word) {
        *to = from.to_ascii_lowercase();
    }
    // Each cube word also in the past tense, as a transcription told as a
    // story writes it (`Doubled to 2`, `Took`).
    Some(match &*lower {
        // Printed matches write a double of a cube already turned as a
        // redouble, and some transcriptions keep the word.
        b"doubles" | b"double" | b"doubled" | b"redoubles" | b"redouble" | b"redoubled" => {
            Head::Double
        }
        b"takes" | b"take" | b"took" | b"taken" | b"accepts" | b"accept" | b"accepted" => {
            Head::Take
        }
        // To pass a double is the British word for dropping it.
        b"drops" | b"drop" | b"dropped" | b"passes" | b"pass" | b"passed" | b"refuses"
        | b"refuse" | b"refused" | b"declines" | b"decline" | b"declined" => Head::Drop,
        // A raccoon redoubles a beaver, with its value as a beaver's.
        b"beavers" | b"beaver" | b"beavered" | b"raccoons" | b"raccoon" | b"raccooned" => {
            Head::Beaver
        }
        b"wins" => Head::Wins,
        b"losses" | b"loses" => Head::Losses,
        // Backgammon Studio and eXtreme Gammon write a resignation as
        // `Concedes`.
        b"resigned" | b"resigns" | b"resign" | b"concedes" | b"concede" => Head::Resigned,
        // `Game` alone: `Game.` or `Game=` is no ` Game N` line.
        b"game" if word.len() == written.len() => Head::Game,
        _ => return None,
    })
}

/// The dice of a token that starts with a roll (`61:`, and with `bare_rolls`
/// also `61` and `6-1`), with the length of the roll text.
fn roll_prefix(word: &[u8], bare_rolls: bool) -> Option<(Dice, usize)> {
    let die = |x: u8| x.is_ascii_digit().then(|| x - b'0');
    match *word {
        [x, y, b':', ..] => Some((Dice(die(x)?, die(y)?), 3)),
        [x, b'-', y, b':', ..] => Some((Dice(die(x)?, die(y)?), 4)),
        [x, y] if bare_rolls => Some((Dice(die(x)?, die(y)?), 2)),
        [x, b'-', y] if bare_rolls => Some((Dice(die(x)?, die(y)?), 3)),
        _ => None,
    }
}

/// Digits alone.
fn is_number(word: &[u8]) -> bool {
    !word.is_empty() && word.iter().all(u8::is_ascii_digit)
}

/// A move number, `24)`: digits and a closing parenthesis, alone or glued
/// to the roll after it.
fn is_row_number(word: &[u8]) -> bool {
    number_length(word, false).is_some()
}

/// A roll cell whose roll token starts at `start` and whose text after the
/// roll starts at `after_roll`: `61: 13/7 8/7`, a dance (`61:` alone or
/// `61: Cannot Move`), `61: ????` (a resignation after the roll), `00:` or
/// `00: ????` (nothing rolled), or `61: Illegal play (...)`. The cell is
/// read into `cell`, its moves into `moves`.
#[inline(always)]
fn read_roll(
    text: &str,
    start: usize,
    after_roll: usize,
    dice: Dice,
    bare_rolls: bool,
    cell: &mut Cell,
    moves: &mut impl Moves,
) -> Result<Next, CellError> {
    let bytes = text.as_bytes();
    moves.start(dice);
    // All the moves written, repeats counted, and the first token past four.
    let mut written = 0usize;
    let mut too_many: Option<Range<usize>> = None;
    let mut end = after_roll;
    let mut at = skip_blanks(bytes, after_roll);
    let mut next_roll = None;
    // The moves, each token read by the grammar as it comes, up to the first
    // that is not a move.
    let wrong = loop {
        if at >= bytes.len() {
            break None;
        }
        // One step in digits is most moves.
        if let Some((mv, move_end, next)) = step_at(text, at) {
            written += 1;
            if !moves.push(mv, at, move_end) {
                too_many.get_or_insert(at..move_end);
            }
            end = move_end;
            // One space before the next word is the common separator.
            at = if next > move_end {
                next
            } else {
                after_separator(text, move_end, bare_rolls)?
            };
            continue;
        }
        // The next roll, `52:`, the most common head after a move.
        if let Some(&[x @ b'0'..=b'9', y @ b'0'..=b'9', b':']) = bytes.get(at..at + 3) {
            next_roll = Some((Head::Roll(Dice(x - b'0', y - b'0'), 3), at + 3));
            break None;
        }
        match read_path(text, at, moves, &mut written, &mut too_many) {
            Ok(Some(move_end)) => {
                end = move_end;
                at = after_separator(text, move_end, bare_rolls)?;
            }
            Ok(None) => break None,
            Err(wrong) => break Some(wrong),
        }
    };
    if next_roll.is_none() {
        let word = word_at(bytes, at);
        if !word.is_empty() && !starts_a_cell(word, bare_rolls, written == 0) {
            let words = WordedRoll {
                start,
                after_roll,
                dice,
                words: at,
                written,
                wrong,
            };
            return worded_roll_cell(text, words, bare_rolls, cell);
        }
    }
    cell.range = (start, end);
    let roll = PlayedRoll {
        after_roll,
        dice,
        written,
        too_many,
    };
    roll_content(text, roll, cell)?;
    Ok(Next {
        at,
        head: next_roll,
    })
}

/// A roll cell's moves as [`read_roll`] read them, for [`roll_content`]:
/// the roll's text ends at `after_roll`; `written` counts the moves, repeats
/// counted, and `too_many` is the first token past a turn's four.
struct PlayedRoll {
    after_roll: usize,
    dice: Dice,
    written: usize,
    too_many: Option<Range<usize>>,
}

/// What the roll cell at `cell.range` is, once its moves are read: nothing
/// rolled (`00:`), a play, or a dance (no move written); an error for a die
/// that is not 1 to 6, or for more moves than a turn has.
#[inline(always)]
fn roll_content(text: &str, roll: PlayedRoll, cell: &mut Cell) -> Result<(), CellError> {
    let (start, end) = cell.range;
    let dice = roll.dice;
    if dice == Dice(0, 0) && nothing_rolled(text, start, end) {
        cell.content = Content::Resigned;
        return Ok(());
    }
    check_dice(dice, start, roll.after_roll)?;
    if let Some(range) = roll.too_many {
        return Err(CellError::TooManyMoves {
            range,
            count: roll.written,
        });
    }
    cell.content = if roll.written > 0 {
        Content::Moves { dice }
    } else {
        Content::Action(ActionKind::Dance {
            dice,
            cannot_move: false,
        })
    };
    Ok(())
}

/// The move at `at` of `text` that is not a plain step (`bar/22`, `6/off`,
/// `13/7*/5`, `6/4(2)`), read by the grammar into `moves`: where its token
/// ends, `None` when no move starts there, or the grammar's error of a token
/// that starts as a move and is not one. `written` counts the moves and
/// `too_many` keeps the first token past a turn's four. Out of line: most
/// moves are plain steps, read in [`read_roll`]'s own loop.
#[inline(never)]
fn read_path(
    text: &str,
    at: usize,
    moves: &mut impl Moves,
    written: &mut usize,
    too_many: &mut Option<Range<usize>>,
) -> Result<Option<usize>, MoveError> {
    if let Some(end) = unused_die_at(text.as_bytes(), at) {
        return Ok(Some(end));
    }
    let Some((path, move_end)) = move_at(text, at)? else {
        return Ok(None);
    };
    *written += path.move_count();
    if !push_path(moves, &path, at, move_end) {
        too_many.get_or_insert(at..move_end);
    }
    Ok(Some(move_end))
}

/// Where a `0/0` token at `at` ends: some transcribers write it for a die
/// that moved nothing (`34: 25/21 0/0` when the 3 cannot enter). It moves
/// no checker, so it is passed over, not a move: the replay still judges
/// whether the play left a die it could have used.
fn unused_die_at(bytes: &[u8], at: usize) -> Option<usize> {
    let end = at + 3;
    let ends_token = bytes
        .get(end)
        .is_none_or(|&b| b.is_ascii_whitespace() || b == b',');
    (bytes.get(at..end) == Some(b"0/0") && ends_token).then_some(end)
}

/// Where [`worded_roll_cell`] takes up a roll cell: the cell from `start`,
/// its roll's text ending at `after_roll`, the words from `words`, after
/// `written` moves (`wrong`: the grammar's error where a token started as a
/// move).
struct WordedRoll {
    start: usize,
    after_roll: usize,
    dice: Dice,
    words: usize,
    written: usize,
    wrong: Option<MoveError>,
}

/// A roll cell whose text from `words` is not moves, nor the next cell: the
/// words of a dance, a resignation or a mark, or text that is wrong. The
/// cell ends at the next head; it is read into `cell`.
#[cold]
fn worded_roll_cell(
    text: &str,
    roll: WordedRoll,
    bare_rolls: bool,
    cell: &mut Cell,
) -> Result<Next, CellError> {
    let WordedRoll {
        start,
        after_roll,
        dice,
        words,
        written,
        wrong,
    } = roll;
    let bytes = text.as_bytes();
    let mut last = word_end(bytes, words);
    let mut next = skip_blanks(bytes, last);
    let mut head = None;
    while next < bytes.len() {
        let (word, word_end) = token_at(bytes, next);
        if let Some(found) = head_of(word, bare_rolls, false) {
            head = Some((found, word_end));
            break;
        }
        last = word_end;
        next = skip_blanks(bytes, word_end);
    }
    let next = Next { at: next, head };
    cell.range = (start, last);
    if dice == Dice(0, 0) && nothing_rolled(text, start, last) {
        cell.content = Content::Resigned;
        return Ok(next);
    }
    check_dice(dice, start, after_roll)?;
    if let Some(wrong) = wrong {
        return Err(moves_error(text, wrong));
    }
    cell.content = worded_roll(text, dice, words, last, written)?;
    Ok(next)
}

/// The error of a token that starts as a move and is not one.
#[cold]
fn moves_error(text: &str, error: MoveError) -> CellError {
    CellError::Moves(Box::new(error.located(text)))
}

/// Whether the token `word`, met in a roll cell, starts the next cell.
/// `first`: nothing of the roll cell has been read yet, so `????` is the
/// roll's (a resignation after rolling), not a cell of its own.
#[inline]
fn starts_a_cell(word: &[u8], bare_rolls: bool, first: bool) -> bool {
    match word.first() {
        Some(b'?') if first => false,
        // `62: Concedes`: the roller resigns after rolling, as `62: ????`.
        _ if first && is_concede(word) => false,
        Some(_) => head_of(word, bare_rolls, false).is_some(),
        None => false,
    }
}

/// A token offset that fits in u16 (lines are at most 16 KiB).
fn offset(at: usize) -> u16 {
    debug_assert!(at <= usize::from(u16::MAX));
    u16::try_from(at).unwrap_or(u16::MAX)
}

/// Past the separator after a move ending at `end`: spaces, and a comma with
/// the spaces around it. A comma must be followed by a move.
#[inline(always)]
fn after_separator(text: &str, end: usize, bare_rolls: bool) -> Result<usize, CellError> {
    let bytes = text.as_bytes();
    let at = skip_spaces(bytes, end);
    match bytes.get(at) {
        Some(b',' | b'\x0C') => after_comma(text, at, bare_rolls),
        _ => Ok(at),
    }
}

/// [`after_separator`] at `at`, a comma or a form feed.
#[inline(never)]
fn after_comma(text: &str, at: usize, bare_rolls: bool) -> Result<usize, CellError> {
    let bytes = text.as_bytes();
    if bytes.get(at) == Some(&b'\x0C') {
        return Ok(skip_blanks(bytes, at));
    }
    let next = skip_spaces(bytes, at + 1);
    let word = word_at(bytes, next);
    if word.is_empty() || head_of(word, bare_rolls, false).is_some() {
        // A trailing comma promises a move that never came.
        return Err(CellError::Moves(Box::new(ParseError::new(
            text, next, A_MOVE,
        ))));
    }
    Ok(next)
}

/// A roll cell whose text after the roll, from `words` to `end`, is words
/// rather than moves: `Cannot Move` (a dance), `????` (a resignation after
/// the roll), `Illegal play (...)` (a mark of an illegal play that stood).
/// Anything else is the grammar's error at the first word.
fn worded_roll(
    text: &str,
    dice: Dice,
    words: usize,
    end: usize,
    moves_before: usize,
) -> Result<Content, CellError> {
    let rest = scanned_text(text, words..end);
    if moves_before == 0 {
        if is_cannot_move(rest) {
            return Ok(Content::Action(ActionKind::Dance {
                dice,
                cannot_move: true,
            }));
        }
        if rest.bytes().all(|b| b == b'?') || is_concede(rest.as_bytes()) {
            return Ok(Content::Action(ActionKind::ResignAfterRoll { dice }));
        }
        if is_illegal_play_mark(rest) {
            if let Some(board) = fibs_board(rest) {
                return Ok(Content::MarkedIllegal { dice, board });
            }
            return Err(CellError::DeclaredIllegal {
                range: words..end,
                dice,
            });
        }
    }
    Err(CellError::Moves(Box::new(ParseError::new(
        text, words, A_MOVE,
    ))))
}

/// Checks that the dice of the roll written at `start` (its text ending at
/// `after_roll`) are 1 to 6: the error names the die that is not.
#[inline(always)]
fn check_dice(dice: Dice, start: usize, after_roll: usize) -> Result<(), CellError> {
    if (1..=6).contains(&dice.0) && (1..=6).contains(&dice.1) {
        return Ok(());
    }
    wrong_die(dice, start, after_roll)
}

/// The error of a roll written at `start` (its text ending at `after_roll`)
/// with a die that is not 1 to 6: it names that die.
#[cold]
fn wrong_die(dice: Dice, start: usize, after_roll: usize) -> Result<(), CellError> {
    // The second die is the last digit of the roll (`61:`, `6-1:`).
    let second = start + (after_roll - start).saturating_sub(2);
    for (die, at) in [(dice.0, start), (dice.1, second)] {
        if !(1..=6).contains(&die) {
            return Err(CellError::Unexpected {
                range: at..at + 1,
                expected: "a die from 1 to 6",
            });
        }
    }
    Ok(())
}

/// The words of a cube or result cell, read for [`read_worded`].
struct Words<'t> {
    /// The line the cell is in.
    text: &'t str,
    /// The byte ranges in `text` of the cell's first words; `ranges[..count]`
    /// are filled. Cube and result cells have a handful of words; more than
    /// fit here is an error, reported at the first extra word.
    ranges: [Range<usize>; 8],
    /// How many words the cell has, up to the size of `ranges`.
    count: usize,
    /// Where the cell ends: where a missing word is reported.
    end: usize,
    /// The token after the cell, and its head when it starts a cell.
    next: Next,
}

impl<'t> Words<'t> {
    /// The words of the cell that starts with `head` at `start`: up to the
    /// next token that starts a cell.
    fn new(text: &'t str, start: usize, head: Head, bare_rolls: bool) -> Words<'t> {
        let bytes = text.as_bytes();
        let counted = matches!(
            head,
            Head::Double | Head::Beaver | Head::Wins | Head::Losses
        );
        let mut words = Words {
            text,
            ranges: Default::default(),
            count: 0,
            end: start,
            next: Next {
                at: bytes.len(),
                head: None,
            },
        };
        let mut at = start;
        let mut first = true;
        while at < bytes.len() {
            let (word, end) = token_at(bytes, at);
            let after_and = counted
                && words.count > 0
                && words
                    .word(words.count - 1)
                    .is_some_and(|w| w.eq_ignore_ascii_case("and"));
            if !first
                && let Some(head) = head_of(word, bare_rolls, counted)
                // `and wins the match`: the verb again, not a new cell.
                && !(after_and && head == Head::Wins)
                // `Resigned Game`: a word of the cell, not a ` Game N` line.
                && (head != Head::Game || is_number(word_at(bytes, skip_blanks(bytes, end))))
            {
                words.next = Next {
                    at,
                    head: Some((head, end)),
                };
                break;
            }
            first = false;
            if let Some(slot) = words.ranges.get_mut(words.count) {
                *slot = at..end;
                words.count += 1;
            }
            words.end = end;
            at = skip_blanks(bytes, end);
        }
        words
    }

    /// How many words the cell has (all of them, or as many as fit).
    fn len(&self) -> usize {
        self.count
    }

    /// The byte range of word `i`, if the cell has that many.
    fn range(&self, i: usize) -> Option<Range<usize>> {
        (i < self.count)
            .then(|| self.ranges.get(i).cloned())
            .flatten()
    }

    /// Word `i`, if the cell has that many.
    fn word(&self, i: usize) -> Option<&'t str> {
        self.range(i).map(|range| scanned_text(self.text, range))
    }

    /// Word `i` is `expected`, in any case.
    fn is(&self, i: usize, expected: &str) -> bool {
        self.word(i)
            .is_some_and(|w| w.eq_ignore_ascii_case(expected))
    }

    /// The error of a cell where `expected` should stand at word `i` (at the
    /// cell's end when it has fewer words).
    fn unexpected(&self, i: usize, expected: &'static str) -> CellError {
        CellError::Unexpected {
            range: self.range(i).unwrap_or(self.end..self.end),
            expected,
        }
    }
}

/// The cell of words that starts with `head` at `start`, read into `cell`:
/// one reader per kind of cell.
fn read_worded(
    text: &str,
    start: usize,
    head: Head,
    bare_rolls: bool,
    cell: &mut Cell,
) -> Result<Next, CellError> {
    let words = Words::new(text, start, head, bare_rolls);
    let content = match head {
        Head::Double => Content::Action(ActionKind::Double {
            cube: read_cube(&words)?,
        }),
        Head::Beaver => Content::Action(ActionKind::Beaver {
            cube: read_cube(&words)?,
        }),
        Head::Take => read_word_alone(&words, ActionKind::Take)?,
        Head::Drop => read_word_alone(&words, ActionKind::Drop)?,
        Head::Resign => read_word_alone(&words, ActionKind::Resign)?,
        Head::Wins => read_result(&words, Outcome::Wins)?,
        Head::Losses => read_result(&words, Outcome::Losses)?,
        Head::Resigned => read_resigned(&words)?,
        // The splitter ends the line's cells at a move number or `Game`,
        // and reads rolls by their own reader.
        Head::Row(_) | Head::Game | Head::Roll(..) => {
            return Err(CellError::Unexpected {
                range: start..words.end,
                expected: "a roll like `52:`, a cube action or a result",
            });
        }
    };
    cell.range = (start, words.end);
    cell.content = content;
    Ok(words.next)
}

/// The arrows writers put between a double and its value: `=>` (most),
/// `==>` (choue.net), and `->` or `-->` as an arrow is typed by hand. The
/// longer first, so that a glued value starts after it.
const CUBE_ARROWS: [&str; 4] = ["==>", "-->", "=>", "->"];

/// Where the first cube arrow of `word` starts (see [`CUBE_ARROWS`]): a
/// `=` alone too, which no word holds otherwise; a `-` only before `>` or
/// `->`, so that a hyphenated word stays one.
fn arrow_start(word: &[u8]) -> Option<usize> {
    (0..word.len()).find(|&at| {
        matches!(
            word.get(at..),
            Some([b'=', ..] | [b'-', b'>', ..] | [b'-', b'-', b'>', ..])
        )
    })
}

/// `00:` or `00: ????` at `text[start..end]`: Backgammon Studio's way of
/// writing that the player gave up instead of rolling.
fn nothing_rolled(text: &str, start: usize, end: usize) -> bool {
    scanned_text(text, start..end)
        .strip_prefix("00:")
        .is_some_and(|rest| rest.trim().bytes().all(|b| b == b'?'))
}

/// The new cube value of a `Doubles => 2` or `Beavers => 4` cell (the arrow
/// may be another of [`CUBE_ARROWS`], missing, or glued to the value or to
/// both words, and a full stop may end the cell).
fn read_cube(words: &Words<'_>) -> Result<u32, CellError> {
    let value = |range: Range<usize>| {
        let last = range.end == words.end;
        let range = match scanned_text(words.text, range.clone()).strip_suffix('.') {
            Some(_) if last => range.start..range.end - 1,
            _ => range,
        };
        number(words.text, range, "cube value", MAX_CUBE)
    };
    // `Doubles=>2`: the arrow and the value glued to the word.
    if let (Some(first), Some(range)) = (words.word(0), words.range(0))
        && let Some(arrow_at) = arrow_start(first.as_bytes())
    {
        let arrow = CUBE_ARROWS
            .iter()
            .find(|a| {
                first
                    .get(arrow_at..)
                    .is_some_and(|rest| rest.starts_with(**a))
            })
            .ok_or_else(|| words.unexpected(0, "a cube action like `Doubles => 2`"))?;
        let start = range.start + arrow_at + arrow.len();
        if start == range.end {
            // `Doubles=> 2`: the value is the next word.
            let Some(next) = words.range(1) else {
                return Err(words.unexpected(1, "the new cube value, as in `Doubles => 2`"));
            };
            if words.len() > 2 {
                return Err(words.unexpected(2, "the end of the cube action"));
            }
            return value(next);
        }
        if words.len() > 1 {
            return Err(words.unexpected(1, "the end of the cube action"));
        }
        return value(start..range.end);
    }
    let mut i = 1;
    // `Doubles to 2`, as printed matches write it.
    if words.word(i).is_some_and(|w| CUBE_ARROWS.contains(&w)) || words.is(i, "to") {
        i += 1;
    }
    let Some(mut range) = words.range(i) else {
        return Err(words.unexpected(i, "the new cube value, as in `Doubles => 2`"));
    };
    // `Doubles =>2`: the arrow glued to the value.
    let glued = words.word(i).and_then(|w| {
        CUBE_ARROWS
            .iter()
            .find(|a| w.starts_with(**a) && w.len() > a.len())
    });
    if let Some(arrow) = glued {
        range.start += arrow.len();
    }
    let cube = value(range)?;
    if words.len() > i + 1 {
        return Err(words.unexpected(i + 1, "the end of the cube action"));
    }
    Ok(cube)
}

/// A cell of one word, `Takes`, `Drops` or `???`, which is `action`.
fn read_word_alone(words: &Words<'_>, action: ActionKind) -> Result<Content, CellError> {
    if words.len() > 1 {
        return Err(words.unexpected(1, "the end of the cell"));
    }
    Ok(Content::Action(action))
}

/// What writers say was resigned after `Resigned` or `Resign`.
const RESIGNED_WHAT: [&str; 6] = ["game", "match", "normal", "single", "gammon", "backgammon"];

/// A resignation marker, `Resigns`, `Resigned Game`, `Resigned Match` or
/// `Resign gammon`. What it says was resigned is not checked: the result line
/// that follows gives the points.
fn read_resigned(words: &Words<'_>) -> Result<Content, CellError> {
    let what = words.word(1);
    let count = match what {
        None => 1,
        Some(word) if RESIGNED_WHAT.iter().any(|w| word.eq_ignore_ascii_case(w)) => 2,
        Some(_) => {
            return Err(words.unexpected(
                1,
                "what was resigned (`Game`, `Match`, `normal`, `gammon` or `backgammon`) or the end of the cell",
            ));
        }
    };
    if words.len() > count {
        return Err(words.unexpected(count, "the end of the cell"));
    }
    Ok(Content::Resigned)
}

/// A result cell, `Wins 2 points` or `Wins 1 point and the match` (also
/// `Losses`, `pt`, `pts` or no unit, the unit glued to the number, `and
/// match`, and a full stop after the last word, as people write a sentence).
fn read_result(words: &Words<'_>, outcome: Outcome) -> Result<Content, CellError> {
    let Some(range) = words.range(1) else {
        return Err(words.unexpected(1, "the points won, as in `Wins 2 points`"));
    };
    let last = words.len() - 1;
    let is = |i: usize, name: &str| {
        words.is(i, name)
            || (i == last
                && words
                    .word(i)
                    .and_then(|w| w.strip_suffix('.'))
                    .is_some_and(|w| w.eq_ignore_ascii_case(name)))
    };
    let units = ["point", "points", "pt", "pts"];
    let points = number(
        words.text,
        points_digits(words.text, range, last == 1),
        "number of points",
        MAX_POINTS,
    )?;
    let mut i = 2;
    if units.iter().any(|unit| is(i, unit)) {
        i += 1;
    }
    let mut match_won = false;
    if is(i, "and") {
        // Transcribers also write the verb again (`and wins the match`),
        // or leave out the article (`and match`).
        let verb = usize::from(is(i + 1, "wins"));
        let article = usize::from(is(i + 1 + verb, "the"));
        if !is(i + 1 + verb + article, "match") {
            return Err(words.unexpected(i, "`and the match` or the end of the result"));
        }
        match_won = true;
        i += 2 + verb + article;
    }
    if words.len() > i {
        return Err(words.unexpected(i, "the end of the result"));
    }
    Ok(Content::Action(ActionKind::Result {
        outcome,
        points,
        match_won,
    }))
}

/// The digits of a result's number at `range`: without a unit glued to it
/// (`2pts`), or a full stop when it ends the cell (`Wins 2.`).
fn points_digits(text: &str, range: Range<usize>, ends_cell: bool) -> Range<usize> {
    let word = scanned_text(text, range.clone());
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let Some(rest) = word.get(digits..) else {
        return range;
    };
    let rest = if ends_cell {
        rest.strip_suffix('.').unwrap_or(rest)
    } else {
        rest
    };
    let unit = ["", "point", "points", "pt", "pts"]
        .iter()
        .any(|unit| rest.eq_ignore_ascii_case(unit));
    if digits > 0 && unit {
        range.start..range.start + digits
    } else {
        range
    }
}

/// `Illegal play (...)`: the writer says the play it made was illegal (and
/// dumps the board after it), as eXtreme Gammon's text export does.
fn is_illegal_play_mark(text: &str) -> bool {
    let mut words = text.split_whitespace();
    matches!(
        (words.next(), words.next()),
        (Some(a), Some(b)) if a.eq_ignore_ascii_case("illegal") && b.eq_ignore_ascii_case("play")
    )
}

/// The board of an `Illegal play (...)` mark: FIBS's board string in the
/// parentheses, `;`-separated, its fields counted from 0. Fields 5 and 6
/// are the names; 13 to 36 are points 1 to 24 in the numbering of the
/// player who rolls next, whose checkers count positive; field 37 is that
/// player's bar and field 12 the other's. `None` when the string is not a
/// whole board of fifteen checkers a side.
fn fibs_board(mark: &str) -> Option<Position> {
    const FIRST_POINT: usize = 13;
    const OWN_BAR: usize = 37;
    const OTHER_BAR: usize = 12;
    let open = mark.find('(')?;
    let inside = mark.get(open + 1..)?;
    // A name in the string may hold a `)` of its own (`Lenz (GER)`): the
    // string ends at the last one.
    let inside = inside.get(..inside.rfind(')')?)?;
    let fields: Vec<&str> = inside.split(';').collect();
    let number = |index: usize| -> Option<i8> { fields.get(index)?.trim().parse().ok() };
    let mut points = [0i8; 26];
    for (point, slot) in points.iter_mut().enumerate().skip(1).take(24) {
        *slot = number(FIRST_POINT + point - 1)?;
    }
    let [opponent_bar, .., own_bar] = &mut points;
    *own_bar = number(OWN_BAR)?.checked_abs()?;
    *opponent_bar = -number(OTHER_BAR)?.checked_abs()?;
    let side = |sign: i32| -> i32 {
        points
            .iter()
            .map(|&n| i32::from(n) * sign)
            .filter(|&n| n > 0)
            .sum()
    };
    if side(1) != 15 || side(-1) != 15 {
        return None;
    }
    Position::from_points(points).ok()
}

/// `Concedes` (or `Concede`), in any letter case.
fn is_concede(word: &[u8]) -> bool {
    word.eq_ignore_ascii_case(b"concedes") || word.eq_ignore_ascii_case(b"concede")
}

/// `Cannot Move`, as writers and people write a dance: also `Can't move`,
/// `Cannot play`, `No move`, `No play`, in any letter case, and nothing else.
fn is_cannot_move(text: &str) -> bool {
    let mut words = text.split_whitespace();
    let (Some(not), Some(moved), None) = (words.next(), words.next(), words.next()) else {
        return false;
    };
    let any = |word: &str, of: &[&str]| of.iter().any(|w| word.eq_ignore_ascii_case(w));
    any(not, &["cannot", "can't", "can\u{2019}t", "cant", "no"]) && any(moved, &["move", "play"])
}

/// A decimal number no larger than `limit`.
pub(crate) fn number(
    text: &str,
    range: Range<usize>,
    what: &'static str,
    limit: u64,
) -> Result<u32, CellError> {
    let digits = text
        .get(range.clone())
        .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
    let Some(digits) = digits else {
        return Err(CellError::Unexpected {
            range,
            expected: match what {
                "cube value" => "a cube value",
                "match length" => "a match length",
                "score" => "a score",
                "number of points" => "the number of points won",
                "game number" => "a game number",
                _ => "a number",
            },
        });
    };
    // The digits were checked above, so only overflow can fail.
    let value = digits.bytes().try_fold(0u64, |n, digit| {
        n.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
    });
    value
        .filter(|&n| n <= limit)
        .and_then(|n| u32::try_from(n).ok())
        .ok_or(CellError::TooLarge { range, what, limit })
}

/// The end of the word that starts at `at`: the next ASCII whitespace.
#[inline]
pub(crate) fn word_end(bytes: &[u8], at: usize) -> usize {
    let mut end = at;
    while bytes.get(end).is_some_and(|b| !b.is_ascii_whitespace()) {
        end += 1;
    }
    end
}

/// The first byte at or after `at` that is not ASCII whitespace, which
/// separates the tokens of a line. Most gaps between tokens are one space
/// or none: those are told here, anything longer in [`skip_long_blanks`].
#[inline(always)]
fn skip_blanks(bytes: &[u8], at: usize) -> usize {
    match bytes.get(at..) {
        Some([b' ', next, ..]) if !next.is_ascii_whitespace() => at + 1,
        Some([first, ..]) if !first.is_ascii_whitespace() => at,
        _ => skip_long_blanks(bytes, at),
    }
}

/// [`skip_blanks`] past a gap of any length.
#[inline(never)]
fn skip_long_blanks(bytes: &[u8], at: usize) -> usize {
    // ASCII whitespace is the grammar's spaces and the form feed.
    let mut i = skip_spaces(bytes, at);
    while bytes.get(i) == Some(&b'\x0C') {
        i = skip_spaces(bytes, i + 1);
    }
    i
}

/// The first byte at or after `at` that is not a space the notation's grammar
/// skips. Turn lines are padded with long runs of spaces, so those are
/// skipped eight at a time.
#[inline]
pub(crate) fn skip_spaces(bytes: &[u8], at: usize) -> usize {
    const SPACES: u64 = u64::from_le_bytes([b' '; 8]);
    // Most gaps are a single space (between moves) or none.
    match bytes.get(at..) {
        Some([b' ', next, ..]) if !is_space(*next) => return at + 1,
        Some([first, ..]) if !is_space(*first) => return at,
        _ => {}
    }
    let mut i = at;
    if bytes.get(i) == Some(&b' ') {
        while let Some(chunk) = bytes
            .get(i..i + 8)
            .and_then(|c| <[u8; 8]>::try_from(c).ok())
        {
            let other = u64::from_le_bytes(chunk) ^ SPACES;
            if other != 0 {
                // The lowest non-zero byte is the first byte that is not a space.
                i += (other.trailing_zeros() / 8) as usize;
                break;
            }
            i += 8;
        }
    }
    while bytes.get(i).is_some_and(|&b| is_space(b)) {
        i += 1;
    }
    i
}

/// Byte ranges of the whitespace-separated tokens of `text[from..]`.
///
/// Only ASCII whitespace separates tokens: it is all that writers pad with.
/// Token edges are ASCII bytes, so every range falls on character boundaries.
pub(crate) fn tokens(text: &str, from: usize) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = text.as_bytes();
    let mut position = from.min(bytes.len());
    std::iter::from_fn(move || {
        let start = skip_blanks(bytes, position);
        if start >= bytes.len() {
            position = bytes.len();
            return None;
        }
        position = word_end(bytes, start);
        Some(start..position)
    })
}

/// The text at `range`, a range that a scan of `text` itself produced: a
/// token of [`tokens`], the rest of a cell after its roll, a name of a score
/// line. Such ranges start and end next to ASCII bytes or whitespace (or at
/// the ends of the text), so they fall on character boundaries.
#[inline]
pub(crate) fn scanned_text(text: &str, range: Range<usize>) -> &str {
    match text.get(range.clone()) {
        Some(scanned) => scanned,
        None => widened(text, range),
    }
}

/// The text at `range` widened to whole characters, within `text`: no scan
/// makes a range that needs it, but were one made, the text it gives still
/// holds every byte scanned.
#[cold]
fn widened(text: &str, range: Range<usize>) -> &str {
    debug_assert!(false, "{range:?} is not a range of characters of {text:?}");
    // The text's end is a boundary, so the end moves at most that far.
    let mut end = range.end.min(text.len());
    let head = loop {
        if let Some((head, _)) = text.split_at_checked(end) {
            break head;
        }
        end += 1;
    };
    // Offset 0 is a boundary too, so the start moves back at most to it.
    let mut start = range.start.min(head.len());
    loop {
        if let Some((_, scanned)) = head.split_at_checked(start) {
            return scanned;
        }
        start -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The cells of a line, collected: at most two, up to a second row joined to
    /// the line. The reader takes each cell as it is read ([`split_each`]); this
    /// is for a caller that wants the whole line at once.
    #[derive(Debug, Default)]
    struct Cells {
        items: [Option<Read>; 2],
        /// Where the move number of a second row written on the same line
        /// (`24) 43: 21/18 18/14     24)  Losses 2 point ...`) stands: the cells
        /// here end before it, and that row's cells start after it.
        next_row: Option<(usize, usize)>,
    }

    /// A cell as split, with the moves written for it.
    #[derive(Debug, Clone, Copy)]
    struct Read {
        range: (usize, usize),
        content: Content,
        moves: ScannedMoves,
    }

    impl Read {
        fn range(&self) -> Range<usize> {
            self.range.0..self.range.1
        }
    }

    impl Cells {
        fn iter(&self) -> impl Iterator<Item = &Read> {
            self.items.iter().flatten()
        }

        fn len(&self) -> usize {
            self.iter().count()
        }

        /// The move number that starts a second row on the line, if one does.
        fn next_row(&self) -> Option<Range<usize>> {
            self.next_row.map(|(start, end)| start..end)
        }
    }

    /// Splits `text[from..]` into cells. `bare_rolls` accepts rolls written
    /// without a colon (`31 8/5 6/5`), as plain game records do.
    fn split(text: &str, from: usize, bare_rolls: bool) -> Result<Cells, CellError> {
        let mut cells = Cells::default();
        let mut count = 0;
        let mut moves = ScannedMoves::EMPTY;
        cells.next_row = split_each(text, from, bare_rolls, &mut moves, |cell, moves, _| {
            if let Some(slot) = cells.items.get_mut(count) {
                *slot = Some(Read {
                    range: cell.range,
                    content: cell.content,
                    moves: if matches!(cell.content, Content::Moves { .. }) {
                        *moves
                    } else {
                        ScannedMoves::EMPTY
                    },
                });
            }
            count += 1;
            true
        })?
        .map(|row| (row.start, row.end));
        Ok(cells)
    }

    /// What each cell of a line says, with its moves and their tokens'
    /// ranges, or what is wrong with the line.
    fn described(line: &str) -> Result<Vec<String>, String> {
        let body = line.find(')').map_or(0, |i| i + 1);
        let cells = split(line, body, false).map_err(|error| error_words(&error))?;
        Ok(cells
            .iter()
            .map(|cell| {
                let (what, moves) = match cell.content {
                    Content::Moves { dice } => {
                        let listed: Vec<(Move, Range<usize>)> = cell
                            .moves
                            .as_slice()
                            .iter()
                            .map(|m| (m.mv, usize::from(m.start)..usize::from(m.end)))
                            .collect();
                        (format!("{dice:?}"), format!("{listed:?}"))
                    }
                    Content::Action(kind) => (format!("{kind:?}"), "[]".to_string()),
                    Content::Resigned => ("Resigned".to_string(), "[]".to_string()),
                    Content::MarkedIllegal { dice, .. } => {
                        (format!("MarkedIllegal {dice:?}"), "[]".to_string())
                    }
                };
                format!("{:?} {what} {moves} {}", cell.range, &line[cell.range()])
            })
            .collect())
    }

    /// An error, as a test compares it: a grammar error by where it is and
    /// what it says, any other by its parts.
    fn error_words(error: &CellError) -> String {
        match error {
            CellError::Moves(error) => format!("Moves at {}: {error}", error.offset),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn game_with_a_full_stop_or_an_arrow_begins_no_cell_and_splits_into_none() {
        for first in ["Game.", "game.", "Game=", "Game=>2"] {
            // Given a line whose first word is `Game` with a stop or an
            // arrow, which the cube words may carry but no ` Game N` line does
            let line = format!("  {first} 4");
            // When told a cell or not; Then it is prose, which the splitter
            // refuses too
            assert!(!begins_a_cell(first.as_bytes()), "{first}");
            let mut nothing = ScannedMoves::EMPTY;
            let split = split_each(&line, 2, false, &mut nothing, |_, _, _| false);
            assert!(split.is_err(), "{line:?}");
        }
    }

    #[test]
    fn a_hyphenated_word_begins_no_cell_though_a_cube_word_with_an_arrow_does() {
        // Given first words made of a cube word, a hyphen and more: a word
        // of prose (`Double-click`, `Take-back`), and the arrows typed by hand
        let table = [
            ("Double-click", false),
            ("Take-back", false),
            ("Pass-through", false),
            ("Doubles->2", true),
            ("Doubles-->2", true),
            ("Doubles=>2", true),
        ];
        for (word, cell) in table {
            // When told a cell or not; Then only the arrows begin one
            assert_eq!(begins_a_cell(word.as_bytes()), cell, "{word}");
        }
    }

    #[test]
    fn every_kind_of_cell_is_read_with_its_moves_and_range() {
        // Given turn lines with plays, cube actions, results, resignations
        // and dances, in the common spelling and in other writers';
        let table: Vec<(&str, Result<Vec<&str>, &str>)> = vec![
            (
                "  1) 61: 13/7 8/7                     52: 24/22 13/8",
                Ok(vec![
                    "(5, 17) Dice(6, 1) [(Move { from: 13, to: 7, hit: false }, 9..13), (Move { from: 8, to: 7, hit: false }, 14..17)] 61: 13/7 8/7",
                    "(38, 52) Dice(5, 2) [(Move { from: 24, to: 22, hit: false }, 42..47), (Move { from: 13, to: 8, hit: false }, 48..52)] 52: 24/22 13/8",
                ]),
            ),
            (
                "  2)  Doubles => 2                     Takes",
                Ok(vec![
                    "(6, 18) Double { cube: 2 } [] Doubles => 2",
                    "(39, 44) Take [] Takes",
                ]),
            ),
            (
                "  3)  Doubles => 2                     Drops",
                Ok(vec![
                    "(6, 18) Double { cube: 2 } [] Doubles => 2",
                    "(39, 44) Drop [] Drops",
                ]),
            ),
            (
                "      Wins 1 point",
                Ok(vec![
                    "(6, 18) Result { outcome: Wins, points: 1, match_won: false } [] Wins 1 point",
                ]),
            ),
            (
                "                                      Wins 2 points and the match",
                Ok(vec![
                    "(38, 65) Result { outcome: Wins, points: 2, match_won: true } [] Wins 2 points and the match",
                ]),
            ),
            (
                "      Wins 1 point and wins the match",
                Ok(vec![
                    "(6, 37) Result { outcome: Wins, points: 1, match_won: true } [] Wins 1 point and wins the match",
                ]),
            ),
            (
                "      Losses 4 points",
                Ok(vec![
                    "(6, 21) Result { outcome: Losses, points: 4, match_won: false } [] Losses 4 points",
                ]),
            ),
            (
                "      Wins 3pts and match.",
                Ok(vec![
                    "(6, 26) Result { outcome: Wins, points: 3, match_won: true } [] Wins 3pts and match.",
                ]),
            ),
            (
                "      wins 2 points.",
                Ok(vec![
                    "(6, 20) Result { outcome: Wins, points: 2, match_won: false } [] wins 2 points.",
                ]),
            ),
            (
                "      Wins 2.",
                Ok(vec![
                    "(6, 13) Result { outcome: Wins, points: 2, match_won: false } [] Wins 2.",
                ]),
            ),
            (
                "      Wins 2 points!",
                Err("Unexpected { range: 13..20, expected: \"the end of the result\" }"),
            ),
            (
                "  4) 62: 13/11 13/7                   Doubles => 4",
                Ok(vec![
                    "(5, 19) Dice(6, 2) [(Move { from: 13, to: 11, hit: false }, 9..14), (Move { from: 13, to: 7, hit: false }, 15..19)] 62: 13/11 13/7",
                    "(38, 50) Double { cube: 4 } [] Doubles => 4",
                ]),
            ),
            (
                "  5) 31: 8/5 6/5                      ???",
                Ok(vec![
                    "(5, 16) Dice(3, 1) [(Move { from: 8, to: 5, hit: false }, 9..12), (Move { from: 6, to: 5, hit: false }, 13..16)] 31: 8/5 6/5",
                    "(38, 41) Resign [] ???",
                ]),
            ),
            ("  6)  ???", Ok(vec!["(6, 9) Resign [] ???"])),
            (
                "  7) 66: ????",
                Ok(vec![
                    "(5, 13) ResignAfterRoll { dice: Dice(6, 6) } [] 66: ????",
                ]),
            ),
            (
                "  8)  Doubles =>2                     Takes",
                Ok(vec![
                    "(6, 17) Double { cube: 2 } [] Doubles =>2",
                    "(38, 43) Take [] Takes",
                ]),
            ),
            (
                "  9)  doubles => 2                    takes",
                Ok(vec![
                    "(6, 18) Double { cube: 2 } [] doubles => 2",
                    "(38, 43) Take [] takes",
                ]),
            ),
            (
                " 10)  Wins 1 pt",
                Ok(vec![
                    "(6, 15) Result { outcome: Wins, points: 1, match_won: false } [] Wins 1 pt",
                ]),
            ),
            (
                " 11)  Wins 1 point and the",
                Err(
                    "Unexpected { range: 19..22, expected: \"`and the match` or the end of the result\" }",
                ),
            ),
            (
                " 12)  Wins 1 point and the match   x",
                Err("Unexpected { range: 35..36, expected: \"the end of the result\" }"),
            ),
            (
                " 13)  Takes Drops Wins",
                Err(
                    "Unexpected { range: 22..22, expected: \"the points won, as in `Wins 2 points`\" }",
                ),
            ),
            (
                " 14)  Doubles => 99999999999",
                Err("TooLarge { range: 17..28, what: \"cube value\", limit: 1073741824 }"),
            ),
            (
                " 15)  Wins",
                Err(
                    "Unexpected { range: 10..10, expected: \"the points won, as in `Wins 2 points`\" }",
                ),
            ),
            (
                " 16) 43:                              Doubles => 2",
                Ok(vec![
                    "(5, 8) Dance { dice: Dice(4, 3), cannot_move: false } [] 43:",
                    "(38, 50) Double { cube: 2 } [] Doubles => 2",
                ]),
            ),
            (
                " 17)  Beavers => 4",
                Ok(vec!["(6, 18) Beaver { cube: 4 } [] Beavers => 4"]),
            ),
            (
                " 18) 52: 13/8 Wins 1 point",
                Ok(vec![
                    "(5, 13) Dice(5, 2) [(Move { from: 13, to: 8, hit: false }, 9..13)] 52: 13/8",
                    "(14, 26) Result { outcome: Wins, points: 1, match_won: false } [] Wins 1 point",
                ]),
            ),
            (
                " 19)  Doubles => 2 Takes",
                Ok(vec![
                    "(6, 18) Double { cube: 2 } [] Doubles => 2",
                    "(19, 24) Take [] Takes",
                ]),
            ),
            (
                " 20)  Drops  Wins 1 point",
                Ok(vec![
                    "(6, 11) Drop [] Drops",
                    "(13, 25) Result { outcome: Wins, points: 1, match_won: false } [] Wins 1 point",
                ]),
            ),
            (
                "  8) 62: 13/11 13/7                    Doubles ==> 2",
                Ok(vec![
                    "(5, 19) Dice(6, 2) [(Move { from: 13, to: 11, hit: false }, 9..14), (Move { from: 13, to: 7, hit: false }, 15..19)] 62: 13/11 13/7",
                    "(39, 52) Double { cube: 2 } [] Doubles ==> 2",
                ]),
            ),
            (
                " 21)  Doubles ==>2                     Takes",
                Ok(vec![
                    "(6, 18) Double { cube: 2 } [] Doubles ==>2",
                    "(39, 44) Take [] Takes",
                ]),
            ),
            (
                " 22)  Doubles -> 2                     Takes",
                Ok(vec![
                    "(6, 18) Double { cube: 2 } [] Doubles -> 2",
                    "(39, 44) Take [] Takes",
                ]),
            ),
            (
                " 23)  Redoubles --> 4 Accepts",
                Ok(vec![
                    "(6, 21) Double { cube: 4 } [] Redoubles --> 4",
                    "(22, 29) Take [] Accepts",
                ]),
            ),
            (
                " 24)  Doubles->2                       Drops",
                Ok(vec![
                    "(6, 16) Double { cube: 2 } [] Doubles->2",
                    "(39, 44) Drop [] Drops",
                ]),
            ),
            (
                " 17) 32: 4/2 3/off                     00: ????",
                Ok(vec![
                    "(5, 18) Dice(3, 2) [(Move { from: 4, to: 2, hit: false }, 9..12), (Move { from: 3, to: 0, hit: false }, 13..18)] 32: 4/2 3/off",
                    "(39, 47) Resigned [] 00: ????",
                ]),
            ),
            (
                " 18) 32: 4/2 3/off                     00:",
                Ok(vec![
                    "(5, 18) Dice(3, 2) [(Move { from: 4, to: 2, hit: false }, 9..12), (Move { from: 3, to: 0, hit: false }, 13..18)] 32: 4/2 3/off",
                    "(39, 42) Resigned [] 00:",
                ]),
            ),
            (
                " 24)                                          Resigned Game",
                Ok(vec!["(46, 59) Resigned [] Resigned Game"]),
            ),
            (
                " 23) 66: 3/0 2/0 2/0 1/0                 Resigns",
                Ok(vec![
                    "(5, 24) Dice(6, 6) [(Move { from: 3, to: 0, hit: false }, 9..12), (Move { from: 2, to: 0, hit: false }, 13..16), (Move { from: 2, to: 0, hit: false }, 17..20), (Move { from: 1, to: 0, hit: false }, 21..24)] 66: 3/0 2/0 2/0 1/0",
                    "(41, 48) Resigned [] Resigns",
                ]),
            ),
            (
                " 25)  Resign gammon                    Wins 2 points",
                Ok(vec![
                    "(6, 19) Resigned [] Resign gammon",
                    "(39, 52) Result { outcome: Wins, points: 2, match_won: false } [] Wins 2 points",
                ]),
            ),
            (
                " 24) 43: 21/18 18/14              24)  Losses 2 point       Wins 2 point",
                Ok(vec![
                    "(5, 20) Dice(4, 3) [(Move { from: 21, to: 18, hit: false }, 9..14), (Move { from: 18, to: 14, hit: false }, 15..20)] 43: 21/18 18/14",
                ]),
            ),
            (
                "  2) 55: 6/1 6/1 8/3 8/3         61: ",
                Ok(vec![
                    "(5, 24) Dice(5, 5) [(Move { from: 6, to: 1, hit: false }, 9..12), (Move { from: 6, to: 1, hit: false }, 13..16), (Move { from: 8, to: 3, hit: false }, 17..20), (Move { from: 8, to: 3, hit: false }, 21..24)] 55: 6/1 6/1 8/3 8/3",
                    "(33, 36) Dance { dice: Dice(6, 1), cannot_move: false } [] 61:",
                ]),
            ),
            (
                "  7) 66:                          Doubles => 2",
                Ok(vec![
                    "(5, 8) Dance { dice: Dice(6, 6), cannot_move: false } [] 66:",
                    "(34, 46) Double { cube: 2 } [] Doubles => 2",
                ]),
            ),
            (
                "  3) 61:                         52:",
                Ok(vec![
                    "(5, 8) Dance { dice: Dice(6, 1), cannot_move: false } [] 61:",
                    "(33, 36) Dance { dice: Dice(5, 2), cannot_move: false } [] 52:",
                ]),
            ),
            (
                " 11) 64: Cannot Move                    Doubles => 2",
                Ok(vec![
                    "(5, 20) Dance { dice: Dice(6, 4), cannot_move: true } [] 64: Cannot Move",
                    "(40, 52) Double { cube: 2 } [] Doubles => 2",
                ]),
            ),
            (
                " 11) 64: Can't move                     Redoubles to 4",
                Ok(vec![
                    "(5, 19) Dance { dice: Dice(6, 4), cannot_move: true } [] 64: Can't move",
                    "(40, 54) Double { cube: 4 } [] Redoubles to 4",
                ]),
            ),
            (
                " 12) Accepts                            53: No play",
                Ok(vec![
                    "(5, 12) Take [] Accepts",
                    "(40, 51) Dance { dice: Dice(5, 3), cannot_move: true } [] 53: No play",
                ]),
            ),
            (
                " 13)                                    Declines",
                Ok(vec!["(40, 48) Drop [] Declines"]),
            ),
            // Cube words written as a sentence, with a full stop, and the
            // arrow glued to the word and the value.
            (
                " 14) Doubles => 2.                      Takes.",
                Ok(vec![
                    "(5, 18) Double { cube: 2 } [] Doubles => 2.",
                    "(40, 46) Take [] Takes.",
                ]),
            ),
            (
                " 15) Doubles=>4                         Drops.",
                Ok(vec![
                    "(5, 15) Double { cube: 4 } [] Doubles=>4",
                    "(40, 46) Drop [] Drops.",
                ]),
            ),
            // Cube words in the past tense.
            (
                " 19) Doubled to 2                       Took",
                Ok(vec![
                    "(5, 17) Double { cube: 2 } [] Doubled to 2",
                    "(40, 44) Take [] Took",
                ]),
            ),
            (
                " 20) Redoubled => 4   Dropped",
                Ok(vec![
                    "(5, 19) Double { cube: 4 } [] Redoubled => 4",
                    "(22, 29) Drop [] Dropped",
                ]),
            ),
            (
                " 21) Beavered => 4   Accepted",
                Ok(vec![
                    "(5, 18) Beaver { cube: 4 } [] Beavered => 4",
                    "(21, 29) Take [] Accepted",
                ]),
            ),
            (
                " 22) Taken   Passed",
                Ok(vec!["(5, 10) Take [] Taken", "(13, 19) Drop [] Passed"]),
            ),
            (
                " 23) Refused   Declined",
                Ok(vec!["(5, 12) Drop [] Refused", "(15, 23) Drop [] Declined"]),
            ),
            (
                " 16) Doubles=> 8   Takes",
                Ok(vec![
                    "(5, 16) Double { cube: 8 } [] Doubles=> 8",
                    "(19, 24) Take [] Takes",
                ]),
            ),
            (
                " 17) Doubles=>                          Takes",
                Err(
                    "Unexpected { range: 14..14, expected: \"the new cube value, as in `Doubles => 2`\" }",
                ),
            ),
            (
                " 18) Doubles=2",
                Err("Unexpected { range: 5..14, expected: \"a cube action like `Doubles => 2`\" }"),
            ),
            (
                " 17) 54: Cannot Move                   31: 7/4 3/2*",
                Ok(vec![
                    "(5, 20) Dance { dice: Dice(5, 4), cannot_move: true } [] 54: Cannot Move",
                    "(39, 51) Dice(3, 1) [(Move { from: 7, to: 4, hit: false }, 43..46), (Move { from: 3, to: 2, hit: true }, 47..51)] 31: 7/4 3/2*",
                ]),
            ),
            (
                " 12) 31: 7/4 3/2*                      64: cannot  move   ",
                Ok(vec![
                    "(5, 17) Dice(3, 1) [(Move { from: 7, to: 4, hit: false }, 9..12), (Move { from: 3, to: 2, hit: true }, 13..17)] 31: 7/4 3/2*",
                    "(39, 55) Dance { dice: Dice(6, 4), cannot_move: true } [] 64: cannot  move",
                ]),
            ),
            (
                "  9) 64: Cannot Move",
                Ok(vec![
                    "(5, 20) Dance { dice: Dice(6, 4), cannot_move: true } [] 64: Cannot Move",
                ]),
            ),
            (
                "  9) 64: Cannot Move 13/7",
                Err("Moves at 9: expected a move, found `Cannot`"),
            ),
            (
                "  9) 64: Cannot Move now",
                Err("Moves at 9: expected a move, found `Cannot`"),
            ),
            (
                "  9) 64: Cannot",
                Err("Moves at 9: expected a move, found `Cannot`"),
            ),
            // A die that moved nothing, written `0/0`: passed over, in the
            // cell's range, after moves, alone (a dance) or before the next cell.
            (
                "  6) 34: 13/10 13/9                      34: 25/21 0/0",
                Ok(vec![
                    "(5, 19) Dice(3, 4) [(Move { from: 13, to: 10, hit: false }, 9..14), (Move { from: 13, to: 9, hit: false }, 15..19)] 34: 13/10 13/9",
                    "(41, 54) Dice(3, 4) [(Move { from: 25, to: 21, hit: false }, 45..50)] 34: 25/21 0/0",
                ]),
            ),
            (
                "  6) 62: 0/0                      34: 0/0, 25/21",
                Ok(vec![
                    "(5, 12) Dance { dice: Dice(6, 2), cannot_move: false } [] 62: 0/0",
                    "(34, 48) Dice(3, 4) [(Move { from: 25, to: 21, hit: false }, 43..48)] 34: 0/0, 25/21",
                ]),
            ),
            (
                "  6) 62: 0/00",
                Err("Moves at 9: expected a point 1 to 24 or `bar` to move from, found `0`"),
            ),
        ];
        for (line, expected) in table {
            // When split; Then each cell is what the line says, where it is
            let expected = expected
                .map(|cells| cells.iter().map(|c| c.to_string()).collect::<Vec<_>>())
                .map_err(str::to_string);
            assert_eq!(described(line), expected, "{line:?}");
        }
    }

    /// A move with its token's line-relative byte range.
    type Placed = (Move, usize, usize);

    /// The moves of a line's roll cells as read while splitting, and as the
    /// grammar reads each cell's text after its roll, with spans made
    /// line-relative.
    fn split_and_parsed(line: &str) -> Option<(Vec<Placed>, Vec<Placed>)> {
        let body = line.find(')').map_or(0, |i| i + 1);
        let cells = split(line, body, false).ok()?;
        let (mut split_moves, mut parsed) = (Vec::new(), Vec::new());
        for cell in cells.iter() {
            let Content::Moves { .. } = cell.content else {
                continue;
            };
            split_moves.extend(
                cell.moves
                    .as_slice()
                    .iter()
                    .map(|m| (m.mv, usize::from(m.start), usize::from(m.end))),
            );
            let offset = cell.range.0 + 3;
            let text = &line[offset..cell.range.1];
            let read = crate::notation::parse_moves_spanned(text).unwrap();
            parsed.extend(
                read.into_iter()
                    .map(|m| (m.mv, offset + m.span.start, offset + m.span.end)),
            );
        }
        Some((split_moves, parsed))
    }

    #[test]
    fn moves_read_while_splitting_are_the_grammars_reading_of_the_cell() {
        // Given common and unusual turn lines (hits, bar and off in any case,
        // repeats, paths, tabs, commas);
        let lines = [
            "  1) 61: 13/7 8/7                     52: 24/22 13/8",
            "  2) 44: 24/20(2) 13/9(2)             31: bar/22* 6/5",
            "  3) 21: 13/11*/10                    66: Bar/19 6/off(2) 7/OFF",
            "  4) 43: 8/4 7/4\t                    55: 6/1(4)",
            "  5) 43: 8/4, 7/4                     52: 13/8,13/11",
        ];
        for line in lines {
            // When split; Then every cell's moves are the grammar's, with its spans
            let (split_moves, parsed) = split_and_parsed(line).unwrap();
            assert_eq!(split_moves, parsed, "{line:?}");
            assert!(!split_moves.is_empty());
        }
    }

    #[test]
    fn moves_read_while_splitting_agree_on_every_gnubg_fixture_line() {
        // Given every line of the gnubg fixture matches;
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/gnubg/matches");
        let mut read = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let bytes = std::fs::read(entry.unwrap().path()).unwrap();
            for line in String::from_utf8_lossy(&bytes).lines() {
                // When it is split as a turn line; Then its moves are the
                // grammar's reading of each cell
                if let Some((split_moves, parsed)) = split_and_parsed(line) {
                    assert_eq!(split_moves, parsed, "{line:?}");
                    read += split_moves.len();
                }
            }
        }
        assert!(read > 100_000, "{read}");
    }

    /// The first byte at or after `at` that is not a space, a byte at a time.
    fn skip_spaces_slowly(bytes: &[u8], at: usize) -> usize {
        (at..bytes.len())
            .find(|&i| !is_space(bytes[i]))
            .unwrap_or(bytes.len().max(at))
    }

    proptest! {
        #[test]
        fn a_token_runs_to_the_next_whitespace_and_none_starts_past_the_end(
            line in "[ 0-9a-z/*:\t\x0C]{0,24}",
            at in 0usize..30,
        ) {
            // Given a line and an offset in it or past its end
            let bytes = line.as_bytes();
            // When the token there is taken
            let (token, end) = token_at(bytes, at);
            // Then it ends where `word_end` finds the end, and it is the bytes
            // up to there, or nothing past the line's end
            prop_assert_eq!(end, word_end(bytes, at));
            let expected: &[u8] = if at <= bytes.len() { &bytes[at..end] } else { b"" };
            prop_assert_eq!(token, expected);
            prop_assert!(!token.iter().any(u8::is_ascii_whitespace));
        }

        #[test]
        fn numbers_are_read_as_the_standard_parser_reads_them(
            digits in "[0-9]{1,24}",
            limit in prop_oneof![Just(MAX_POINTS), Just(u64::MAX)],
        ) {
            // Given a run of digits, short or too long for any number
            // When read as a number; Then it is what `parse` reads, within the limit
            let text = format!(" {digits} ");
            let expected = digits
                .parse::<u64>()
                .ok()
                .filter(|&n| n <= limit)
                .and_then(|n| u32::try_from(n).ok());
            let read = number(&text, 1..1 + digits.len(), "score", limit).ok();
            prop_assert_eq!(read, expected);
        }

        #[test]
        fn a_line_whose_first_word_begins_no_cell_does_not_split_into_cells(
            first in "[0-9]{0,7}[.):]?|[a-zA-Z?*]{1,6}[0-9.=]?",
            rest in "( [0-9]{2}:( [0-9]{1,2}/[0-9]{1,2}[*]?){0,2}| Wins 1 point| Doubles => 2| Takes){0,2}",
        ) {
            // Given a line of a game, its first word anything a writer might
            // put there, then cells
            let line = format!("  {first}{rest}");
            let Some(head) = crate::formats::mat::lines::Head::of(&line) else {
                return Ok(());
            };
            // When its first word begins no cell (the reader's prose); Then
            // the splitter, from where the line's cells would start, refuses
            // it too: prose never reads as cells
            if !begins_a_cell(head.first_word.as_bytes()) {
                let body = crate::formats::mat::lines::cells_start(head.first_word, head.first.clone());
                let mut nothing = ScannedMoves::EMPTY;
                let split = split_each(&line, body, false, &mut nothing, |_, _, _| false);
                prop_assert!(split.is_err(), "{line:?} splits into cells");
            }
        }

        #[test]
        fn skipping_eight_spaces_at_a_time_agrees_with_a_byte_at_a_time(
            line in prop::collection::vec(prop_oneof![
                Just(b' '), Just(b'\t'), any::<u8>()
            ], 0..40),
            at in 0usize..45,
        ) {
            prop_assert_eq!(skip_spaces(&line, at), skip_spaces_slowly(&line, at));
        }

        #[test]
        fn edited_turn_lines_split_into_ordered_cells_or_an_error_inside_the_line(
            words in prop::collection::vec(prop_oneof![
                Just("61:"), Just("13/7"), Just("bar/22*"),
                Just("6/off(2)"), Just("Doubles"), Just("=>"),
                Just("2"), Just("Takes"), Just("Drops"),
                Just("Wins"), Just("Losses"), Just("point"),
                Just("points"), Just("and"), Just("the"),
                Just("match"), Just("???"), Just("????"),
                Just("x"), Just("    "),
                Just("==>"), Just("00:"),
                Just("Resigned"), Just("Game"),
                Just("Resigns"), Just("24)"), Just("13/7,"), Just("Cannot"), Just("Move"),
            ], 0..10),
        ) {
            // Given a turn line of any of these words; When split
            let line = format!("  1) {}", words.join(" "));
            match split(&line, 4, false) {
                // Then the cells lie inside the line, in order, each moves'
                // token inside its cell
                Ok(cells) => {
                    let mut last = 0;
                    for cell in cells.iter() {
                        prop_assert!(last <= cell.range.0 && cell.range.0 < cell.range.1);
                        prop_assert!(cell.range.1 <= line.len());
                        last = cell.range.1;
                        if let Content::Moves { .. } = cell.content {
                            for m in cell.moves.as_slice() {
                                prop_assert!(cell.range.0 <= usize::from(m.start));
                                prop_assert!(usize::from(m.end) <= cell.range.1);
                            }
                        }
                    }
                }
                // Or the error is inside the line
                Err(CellError::Moves(error)) => prop_assert!(error.offset <= line.len()),
                Err(CellError::Unexpected { range, .. } | CellError::TooLarge { range, .. }
                    | CellError::DeclaredIllegal { range, .. } | CellError::TooManyMoves { range, .. }) => {
                    prop_assert!(range.end <= line.len(), "{:?}", line);
                }
            }
        }
    }

    fn kinds(text: &str) -> Vec<String> {
        split(text, 0, false)
            .unwrap()
            .iter()
            .map(|c| match c.content {
                Content::Moves { dice, .. } => {
                    format!(
                        "{}{}:{}",
                        dice.0,
                        dice.1,
                        text[c.range.0 + 3..c.range.1].trim()
                    )
                }
                Content::Action(action) => format!("{action:?}"),
                Content::Resigned => "Resigned".to_string(),
                Content::MarkedIllegal { .. } => "MarkedIllegal".to_string(),
            })
            .collect()
    }

    #[test]
    fn a_turn_line_splits_at_the_second_roll_even_without_padding() {
        // Given a left cell pushed right by a long doubles play; When split;
        // Then the single space still separates the two rolls.
        let cells = kinds("11: 17/16 16/15 15/14 14/13* 41: 25/21 ");
        assert_eq!(cells, ["11:17/16 16/15 15/14 14/13*", "41:25/21"]);
    }

    #[test]
    fn cube_words_and_results_start_cells() {
        // Given lines from several writers; When split; Then cells are as written.
        let table: [(&str, &[&str]); 8] = [
            (
                "61: 9/8 13/7                 Doubles => 2",
                &["61:9/8 13/7", "Double { cube: 2 }"],
            ),
            (
                " Drops                              Wins 1 point",
                &[
                    "Drop",
                    "Result { outcome: Wins, points: 1, match_won: false }",
                ],
            ),
            (
                " Losses 1 point     Wins 1 point and the match",
                &[
                    "Result { outcome: Losses, points: 1, match_won: false }",
                    "Result { outcome: Wins, points: 1, match_won: true }",
                ],
            ),
            ("66: ????", &["ResignAfterRoll { dice: Dice(6, 6) }"]),
            // A double passed is a double dropped.
            (" Passes       pass", &["Drop", "Drop"]),
            // A raccoon is read as the beaver it redoubles.
            (" Raccoons => 8", &["Beaver { cube: 8 }"]),
            (" Doubles =>4", &["Double { cube: 4 }"]),
            (
                "61: Cannot Move     43: 13/9* 8/5*",
                &[
                    "Dance { dice: Dice(6, 1), cannot_move: true }",
                    "43:13/9* 8/5*",
                ],
            ),
        ];
        for (line, expected) in table {
            assert_eq!(kinds(line), expected, "{line}");
        }
    }

    #[test]
    fn other_writers_cube_arrows_and_resignation_marks_are_read() {
        // Given cells as choue.net, Backgammon Studio, OpenGammon and HedgeHog
        // write them; When split; Then each is the action it means.
        let table: [(&str, &[&str]); 9] = [
            (" Doubles ==> 2", &["Double { cube: 2 }"]),
            (" Doubles ==>4", &["Double { cube: 4 }"]),
            (" Beavers ==> 8", &["Beaver { cube: 8 }"]),
            (
                "32: 4/2 3/off       00: ????",
                &["32:4/2 3/off", "Resigned"],
            ),
            ("00:", &["Resigned"]),
            (" Resigned Game", &["Resigned"]),
            (" resigned match", &["Resigned"]),
            (
                " Resigns           Wins 2 points",
                &[
                    "Resigned",
                    "Result { outcome: Wins, points: 2, match_won: false }",
                ],
            ),
            (" Resign backgammon", &["Resigned"]),
        ];
        for (line, expected) in table {
            assert_eq!(kinds(line), expected, "{line}");
        }
    }

    #[test]
    fn a_resignation_mark_with_more_words_is_an_error_at_the_word() {
        // Given marks followed by words no writer puts there; When split;
        // Then the error names the first such word.
        let table = [
            (" Resigned Gamez", 10..15),
            (" Resigns Game now", 14..17),
            (" Resigned Match 2", 16..17),
        ];
        for (line, range) in table {
            let error = split(line, 0, false).unwrap_err();
            assert!(
                matches!(&error, CellError::Unexpected { range: r, .. } if *r == range),
                "{line}: {error:?}"
            );
        }
    }

    #[test]
    fn a_roll_of_zeros_with_moves_is_still_an_error() {
        // Given `00:` followed by moves: not Backgammon Studio's `00: ????`.
        let error = split("00: 13/7", 0, false).unwrap_err();
        // Then the die is the error, as for any die outside 1 to 6.
        assert_eq!(
            error,
            CellError::Unexpected {
                range: 0..1,
                expected: "a die from 1 to 6"
            }
        );
    }

    #[test]
    fn a_move_number_among_the_cells_ends_them_where_a_joined_row_starts() {
        // Given a Galaxy line holding two rows;
        let line = " 24) 43: 21/18 18/14              24)  Losses 2 point      Wins 2 point";
        // When its cells are split after its own move number;
        let cells = split(line, 4, false).unwrap();
        // Then the first row has its one cell, and the second row's number is found.
        assert_eq!(cells.len(), 1);
        let next = cells.next_row().unwrap();
        assert_eq!(&line[next.clone()], "24)");
        // And the second row's cells are the Losses and Wins cells.
        let rest = split(line, next.end, false).unwrap();
        assert_eq!(rest.len(), 2);
        assert!(rest.next_row().is_none());
    }

    #[test]
    fn a_move_number_glued_to_its_roll_is_a_number_of_its_own() {
        // Given a row whose second number is glued to its roll (`25)61:`)
        let line = " 24)43: 21/18 18/14              25)61: 13/7 8/7";
        // When split after the line's own number, glued to its roll too
        assert_eq!(line_number_length(b"24)43:"), Some(3));
        let cells = split(line, 4, false).unwrap();
        // Then the first row has its one cell, and the second row's range
        // is its number alone, its roll the first of its cells
        assert_eq!(cells.len(), 1);
        let next = cells.next_row().unwrap();
        assert_eq!(&line[next.clone()], "25)");
        assert_eq!(kinds(&line[next.end..]), ["61:13/7 8/7"]);
        // And a line's first number may be dotted, glued or not; a number
        // glued to anything but a roll is no move number
        assert_eq!(line_number_length(b"24.52:"), Some(3));
        assert_eq!(line_number_length(b"24."), Some(3));
        for word in ["24)x", "24)5", "24)52", "24.52", "24.5", ")52:"] {
            assert_eq!(line_number_length(word.as_bytes()), None, "{word}");
        }
        // Among a row's cells only `24)` starts another row
        assert!(split(" 24.52: 13/8 13/11", 0, false).is_err());
    }

    #[test]
    fn a_cell_alone_is_told_from_one_of_two_as_it_is_read() {
        // Given lines with one cell, two cells, and one cell before a joined row
        let table = [
            ("  1) 31: 8/5 6/5", vec![false]),
            ("  1) 31: 8/5 6/5        52: 13/11 11/6", vec![true, true]),
            (
                " 24) 43: 21/18 18/14              24)  Losses 2 point",
                vec![false],
            ),
            ("      Wins 1 point", vec![false]),
        ];
        for (line, expected) in table {
            // When split; Then each cell comes with whether it is one of two
            let mut two = Vec::new();
            let mut moves = ScannedMoves::EMPTY;
            split_each(line, 4, false, &mut moves, |_, _, of_two| {
                two.push(of_two);
                true
            })
            .unwrap();
            assert_eq!(two, expected, "{line:?}");
        }
    }

    #[test]
    fn text_before_any_cell_is_an_error_at_its_column() {
        let error = split("  hello 61: 13/7", 0, false).unwrap_err();
        assert_eq!(
            error,
            CellError::Unexpected {
                range: 2..7,
                expected: "a roll like `52:`, a cube action or a result"
            }
        );
    }

    #[test]
    fn a_play_the_writer_marks_illegal_is_a_declared_illegal_play() {
        // Given eXtreme Gammon's mark of an illegal play that stood
        let line = " 24) 11: Illegal play (25;0;1;0;0;Kenji;nori;0;10;8;2;1;) 11:";
        // When split; Then the mark is named, with its dice and where it is
        let Err(CellError::DeclaredIllegal { range, dice }) = split(line, 4, false) else {
            panic!("not read as a declared illegal play");
        };
        assert_eq!(dice, Dice(1, 1));
        assert!(line[range].starts_with("Illegal play ("));
    }

    #[test]
    fn a_die_of_seven_is_an_error() {
        assert!(matches!(
            split("71: 13/6", 0, false),
            Err(CellError::Unexpected {
                expected: "a die from 1 to 6",
                ..
            })
        ));
    }

    #[test]
    fn a_huge_cube_is_an_error_not_an_overflow() {
        let error = split(" Doubles => 99999999999999999999999", 0, false).unwrap_err();
        assert!(matches!(
            error,
            CellError::TooLarge {
                what: "cube value",
                ..
            }
        ));
    }

    #[test]
    fn five_moves_are_too_many_for_a_turn_and_counted_whole() {
        // Given five moves written in one cell, some of them repeated
        for (line, count) in [("55: 6/1 6/1 6/1 6/1 6/1", 5), ("55: 6/1(4) 8/3(2)", 6)] {
            // When split; Then the turn has too many moves, all of them counted
            let error = split(line, 0, false).unwrap_err();
            assert!(
                matches!(error, CellError::TooManyMoves { count: c, .. } if c == count),
                "{line}: {error:?}"
            );
        }
    }
}
