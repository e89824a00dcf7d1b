//! Splitting the body of a turn line into cells, and reading each cell.
//!
//! A turn line holds up to two cells, the left player's and the right player's.
//! Writers pad them to columns, but a long cell pushes the next one right, so the
//! split is made by tokens: a new cell starts at a roll (`61:`) or at a cube or
//! result word (`Doubles`, `Takes`, `Drops`, `Beavers`, `Wins`, `Losses`), at a
//! resignation mark (`Resigned Game`, `Resigns`), and at `???` outside a roll
//! cell. A move number (`24)`) among the cells starts a second row that the
//! writer joined to the line (Backgammon Galaxy does, once in a while).

use std::ops::Range;

use super::model::{ActionKind, Dice, Outcome, WrittenMoves};
use crate::notation::{Move, ParseError, SpannedMove, fast, parse_moves_into};

/// The largest cube value accepted.
pub const MAX_CUBE: u64 = 1 << 30;
/// The largest number of points a result line may state.
pub const MAX_POINTS: u64 = 1_000_000;

/// One cell of a turn line, with byte offsets into the line.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cell<'t> {
    /// Where the cell's text is.
    pub range: (usize, usize),
    /// What the cell says.
    pub content: Content<'t>,
}

impl Cell<'_> {
    pub fn range(&self) -> Range<usize> {
        self.range.0..self.range.1
    }
}

/// What a cell says. Moves are returned as text for the notation parser.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Content<'t> {
    /// A roll followed by moves.
    Moves {
        dice: Dice,
        /// The moves' text and where it starts in the line.
        text: &'t str,
        offset: usize,
        /// The moves, when the cell was split by [`split_plays`], which reads
        /// them in the same pass: the notation parser then need not scan the
        /// text again. `None`: parse `text`.
        scanned: Option<ScannedMoves>,
    },
    /// Any other action, complete.
    Action(ActionKind),
    /// A resignation written where its column does not tell who resigned:
    /// `Resigned Game` (OpenGammon puts it in the winner's column),
    /// `Resigned Match`, `Resign gammon`, `Resigns` (HedgeHog), and `00: ????`
    /// or `00:` (nothing rolled, Backgammon Studio). The result line after it
    /// names the winner, so the reader makes the loser the one who resigned.
    Resigned,
}

/// A move read by [`split_plays`], with the byte range of its token in the line.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ScannedMove {
    pub mv: Move,
    /// The token's byte range; lines are at most 16 KiB, so offsets fit in u16.
    pub start: u16,
    pub end: u16,
}

/// The moves of a roll cell read by [`split_plays`]: at most a turn's four.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ScannedMoves {
    items: [ScannedMove; WrittenMoves::CAPACITY],
    len: u8,
}

impl ScannedMoves {
    const EMPTY: ScannedMoves = ScannedMoves {
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
    pub fn as_slice(&self) -> &[ScannedMove] {
        // `push` keeps len <= CAPACITY, the array's size.
        debug_assert!(usize::from(self.len) <= self.items.len());
        self.items.get(..usize::from(self.len)).unwrap_or_default()
    }

    /// Adds a move; `None` when four are already there (the general path then
    /// reports the fifth).
    fn push(&mut self, mv: ScannedMove) -> Option<()> {
        *self.items.get_mut(usize::from(self.len))? = mv;
        self.len += 1;
        Some(())
    }
}

/// Why the moves of a roll cell cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum MovesError {
    /// The notation parser's error, at byte `offset` of the line.
    Parse { offset: usize, error: ParseError },
    /// More moves than a turn's four, the first too many at `range`.
    TooMany { range: Range<usize>, count: usize },
}

/// Hands each move of a roll cell to `each`, in written order, with the byte
/// range of its token in the line (the steps of `13/7*/5` or `8/4(2)` share
/// one): the moves the cell splitter already read, or else those the notation
/// parser reads from the cell's text, into `scratch`. `each` returns false
/// when it can take no more. Cells that are not roll cells have no moves.
#[inline]
pub(crate) fn read_moves(
    content: &Content<'_>,
    scratch: &mut Vec<SpannedMove>,
    mut each: impl FnMut(Move, Range<usize>) -> bool,
) -> Result<(), MovesError> {
    let Content::Moves {
        text,
        offset,
        scanned,
        ..
    } = content
    else {
        return Ok(());
    };
    if let Some(scanned) = scanned {
        let count = scanned.as_slice().len();
        for written in scanned.as_slice() {
            let range = usize::from(written.start)..usize::from(written.end);
            if !each(written.mv, range.clone()) {
                return Err(MovesError::TooMany { range, count });
            }
        }
        return Ok(());
    }
    scratch.clear();
    parse_moves_into(text, scratch).map_err(|error| MovesError::Parse {
        offset: offset + error.offset,
        error,
    })?;
    let count = scratch.len();
    for spanned in scratch.iter() {
        let range = offset + spanned.span.start..offset + spanned.span.end;
        if !each(spanned.mv, range.clone()) {
            return Err(MovesError::TooMany { range, count });
        }
    }
    Ok(())
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
}

/// The cells of a line: at most two, up to a second row joined to the line.
#[derive(Debug, Default)]
pub(crate) struct Cells<'t> {
    items: [Option<Cell<'t>>; 2],
    /// Where the move number of a second row written on the same line
    /// (`24) 43: 21/18 18/14     24)  Losses 2 point ...`) stands: the cells
    /// here end before it, and that row's cells start after it.
    next_row: Option<(usize, usize)>,
}

impl<'t> Cells<'t> {
    pub fn iter(&self) -> impl Iterator<Item = &Cell<'t>> {
        self.items.iter().flatten()
    }

    pub fn len(&self) -> usize {
        self.iter().count()
    }

    /// The move number that starts a second row on the line, if one does.
    pub fn next_row(&self) -> Option<Range<usize>> {
        self.next_row.map(|(start, end)| start..end)
    }
}

/// What a token says about the start of a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Head {
    Roll,
    Double,
    Take,
    Drop,
    Beaver,
    Wins,
    Losses,
    Resign,
    /// `Resigned Game`, `Resigns`: a [`Content::Resigned`] marker.
    Resigned,
    /// A move number, `24)`: a second row joined to the line starts here.
    Row,
}

/// Splits `text[from..]` into cells. `bare_rolls` accepts rolls written
/// without a colon (`31 8/5 6/5`), as plain game records do.
pub(crate) fn split(text: &str, from: usize, bare_rolls: bool) -> Result<Cells<'_>, CellError> {
    let mut cells = Cells::default();
    split_into(text, from, bare_rolls, &mut cells)?;
    Ok(cells)
}

/// [`split`] into `cells`, which the caller keeps, so that the cells are
/// written where they are read rather than copied out.
pub(crate) fn split_into<'t>(
    text: &'t str,
    from: usize,
    bare_rolls: bool,
    cells: &mut Cells<'t>,
) -> Result<(), CellError> {
    if !bare_rolls && split_plays(text, from, cells).is_some() {
        return Ok(());
    }
    split_by_tokens(text, from, bare_rolls, cells)
}

/// [`split_into`]'s general path: token by token, each cell read by its
/// head's reader, which says what is wrong with a cell that cannot be read.
fn split_by_tokens<'t>(
    text: &'t str,
    from: usize,
    bare_rolls: bool,
    cells: &mut Cells<'t>,
) -> Result<(), CellError> {
    cells.items = [None, None];
    cells.next_row = None;
    let mut count = 0;
    // The cell being collected: its head, start, and end of its last token.
    let mut current: Option<(Head, usize, usize)> = None;
    let mut roll_has_text = false;
    for token in tokens(text, from) {
        let word = scanned_text(text, token.clone());
        let head = classify(word, bare_rolls, current.map(|c| c.0), roll_has_text);
        match head {
            Some(Head::Row) => {
                cells.next_row = Some((token.start, token.end));
                break;
            }
            Some(head) => {
                if let Some((h, start, end)) = current.take() {
                    store(
                        cells,
                        &mut count,
                        read_cell(text, h, start, end, bare_rolls)?,
                        start..end,
                    )?;
                }
                current = Some((head, token.start, token.end));
                roll_has_text = false;
            }
            None => match current.as_mut() {
                Some(cell) => {
                    cell.2 = token.end;
                    roll_has_text = true;
                }
                None => {
                    return Err(CellError::Unexpected {
                        range: token,
                        expected: "a roll like `52:`, a cube action or a result",
                    });
                }
            },
        }
    }
    if let Some((h, start, end)) = current {
        store(
            cells,
            &mut count,
            read_cell(text, h, start, end, bare_rolls)?,
            start..end,
        )?;
    }
    Ok(())
}

/// The common turn line, split in one pass over its bytes: rolls with their
/// moves (`61: 13/7 8/7      52: 24/22 13/8`) or without (a dance, `61:`),
/// and the cube and result cells as GNU Backgammon and most writers spell
/// them (`Doubles => 2`, `Takes`, `Drops`, `Wins 2 points and the match`,
/// `???`), and dances in words (`61: Cannot Move`). `None` for anything else
/// (other spellings, glued or unusual tokens, a third cell, errors),
/// which [`split`]'s general path then reads: on the lines it accepts this
/// gives exactly the cells the general path gives.
fn split_plays<'t>(text: &'t str, from: usize, cells: &mut Cells<'t>) -> Option<()> {
    let bytes = text.as_bytes();
    // Moves keep their offsets as u16 (lines are at most 16 KiB): checked
    // here once, not for each move.
    if bytes.len() > usize::from(u16::MAX) {
        return None;
    }
    cells.items = [None, None];
    cells.next_row = None;
    let mut count = 0;
    let mut current: Option<RollCell> = None;
    let mut position = from;
    loop {
        position = skip_spaces(bytes, position);
        // A form feed separates words for the general path but not moves for
        // the notation parser: such a line goes the general way, whose cells
        // that parser reads.
        if bytes.get(position) == Some(&b'\x0C') {
            return None;
        }
        let start = position;
        // Most words are plain moves (`13/7*`): read them here, in one pass,
        // so the notation parser need not scan the cell again. The move must
        // end where the notation parser's would: at its kind of space.
        if let Some(roll) = current.as_mut()
            && let Some(end) = roll.read_move(bytes, start)
        {
            position = end;
            continue;
        }
        position = word_end(bytes, position);
        let word = bytes.get(start..position)?;
        if word.is_empty() {
            break;
        }
        let die = |x: &u8| matches!(x, b'1'..=b'6').then(|| x - b'0');
        let action = match word {
            [x, y, b':'] => {
                let dice = Dice(die(x)?, die(y)?);
                if let Some(roll) = current.take() {
                    store_play(text, cells, &mut count, roll)?;
                }
                current = Some(RollCell::new(dice, start..position));
                continue;
            }
            // Other roll-like heads (`61:13/7`, `6-1:`) go the general way.
            [x, y, b':', ..] | [x, b'-', y, b':', ..]
                if x.is_ascii_digit() && y.is_ascii_digit() =>
            {
                return None;
            }
            // `66: ????` resigns after the roll: the general way.
            [b'?', ..] if current.as_ref().is_some_and(|r| r.last_move_end == 0) => return None,
            // A second row joined to the line: the general way.
            [b'0'..=b'9', ..] if is_row_number(word) => return None,
            [b'?', ..] if word.iter().all(|&b| b == b'?') => Some(ActionKind::Resign),
            b"Doubles" | b"Takes" | b"Drops" | b"Wins" | b"Losses" => {
                action_cell(text, word, &mut position)
            }
            _ => None,
        };
        if let Some(kind) = action {
            if let Some(roll) = current.take() {
                store_play(text, cells, &mut count, roll)?;
            }
            let cell = Cell {
                range: (start, position),
                content: Content::Action(kind),
            };
            *cells.items.get_mut(count)? = Some(cell);
            count += 1;
            continue;
        }
        if let Some(end) = cannot_move_after(bytes, current.as_ref(), word, position) {
            store_dance(cells, &mut count, current.take()?, end, true)?;
            position = end;
            continue;
        }
        current.as_mut()?.declined_move(text, start..position)?;
    }
    if let Some(roll) = current {
        store_play(text, cells, &mut count, roll)?;
    }
    (count > 0).then_some(())
}

/// The rest of a cube or result cell whose first word, `head`, ends at
/// `position`, in the spelling most writers use: `Doubles => 2`, `Takes`,
/// `Drops`, `Wins 2 points`, `Losses 1 point and the match`. Moves
/// `position` to the end of the cell; `None` for any other head or spelling
/// (`Doubles ==> 2`, `Resigned Game`, `00: ????`), which the general path
/// reads: the fast lane, which reads its cells here, then declines.
pub(crate) fn action_cell(text: &str, head: &[u8], position: &mut usize) -> Option<ActionKind> {
    let bytes = text.as_bytes();
    // The next word, and where it ends.
    let next = |at: usize| {
        let start = skip_spaces(bytes, at);
        let end = word_end(bytes, start);
        (start..end, bytes.get(start..end).unwrap_or_default())
    };
    let kind = match head {
        b"Takes" => ActionKind::Take,
        b"Drops" => ActionKind::Drop,
        b"Doubles" => {
            let (arrow, word) = next(*position);
            if word != b"=>" {
                return None;
            }
            let (value, _) = next(arrow.end);
            *position = value.end;
            let cube = number(text, value, "cube value", MAX_CUBE).ok()?;
            ActionKind::Double { cube }
        }
        b"Wins" | b"Losses" => {
            let (value, _) = next(*position);
            *position = value.end;
            let points = number(text, value, "number of points", MAX_POINTS).ok()?;
            let (unit, word) = next(*position);
            if word == b"point" || word == b"points" {
                *position = unit.end;
            }
            let (and, word) = next(*position);
            let match_won = word == b"and";
            if match_won {
                let (the, word) = next(and.end);
                let (matched, last) = next(the.end);
                if word != b"the" || last != b"match" {
                    return None;
                }
                *position = matched.end;
            }
            let outcome = if head == b"Wins" {
                Outcome::Wins
            } else {
                Outcome::Losses
            };
            ActionKind::Result {
                outcome,
                points,
                match_won,
            }
        }
        _ => return None,
    };
    Some(kind)
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

/// The first byte at or after `at` that is not a space the notation parser
/// skips. Turn lines are padded with long runs of spaces, so those are
/// skipped eight at a time.
#[inline]
pub(crate) fn skip_spaces(bytes: &[u8], at: usize) -> usize {
    const SPACES: u64 = u64::from_le_bytes([b' '; 8]);
    // Most gaps are a single space (between moves) or none.
    match bytes.get(at..) {
        Some([b' ', next, ..]) if !fast::is_space(*next) => return at + 1,
        Some([first, ..]) if !fast::is_space(*first) => return at,
        _ => {}
    }
    let mut i = at;
    if bytes.get(i) == Some(&b' ') {
        while let Some(chunk) = bytes.get(i..i + 8) {
            let word = u64::from_le_bytes(<[u8; 8]>::try_from(chunk).ok().unwrap_or_default());
            let other = word ^ SPACES;
            if other != 0 {
                // The lowest non-zero byte is the first byte that is not a space.
                i += (other.trailing_zeros() / 8) as usize;
                break;
            }
            i += 8;
        }
    }
    while bytes.get(i).is_some_and(|&b| fast::is_space(b)) {
        i += 1;
    }
    i
}

/// The roll cell [`split_plays`] is collecting (the validated roll is
/// [`crate::board::Roll`]; this is the text of one).
struct RollCell {
    /// The dice as written.
    dice: Dice,
    /// Where the roll's token starts and ends.
    start: usize,
    roll_end: usize,
    /// Where its last move ends (0: no move yet).
    last_move_end: usize,
    /// Its moves so far; `None` once one could not be read here.
    moves: Option<ScannedMoves>,
}

impl RollCell {
    /// A roll cell whose roll token, `dice`, is at `roll`, before any move.
    #[inline]
    fn new(dice: Dice, roll: Range<usize>) -> RollCell {
        RollCell {
            dice,
            start: roll.start,
            roll_end: roll.end,
            last_move_end: 0,
            moves: Some(ScannedMoves::EMPTY),
        }
    }

    /// Reads a plain move at `start` into the cell: the index after it, or
    /// `None` when there is none that ends where the notation parser's would
    /// (at its kind of space). One step (`13/7*`) is the common case; a
    /// chain or a count (`13/7/5`, `6/4(2)`) is read as a path.
    #[inline(always)]
    fn read_move(&mut self, bytes: &[u8], start: usize) -> Option<usize> {
        let ends = |end: usize| bytes.get(end).is_none_or(|&b| fast::is_space(b));
        // A path starts with a step: without one there is no move here.
        let (mv, end) = fast::step(bytes, start)?;
        let end = if ends(end) {
            self.note_step(mv, start, end);
            end
        } else {
            let path = fast::path(bytes, start).filter(|p| ends(p.end))?;
            self.note_moves(&path, start, path.end);
            path.end
        };
        self.last_move_end = end;
        Some(end)
    }

    /// Takes the word at `word` of `text`, which the fast reader declined
    /// (`13/7,`, `8/4(5)`, an error), as a move whose cell's text goes to the
    /// notation parser instead; `None` when it cannot be a move at all.
    fn declined_move(&mut self, text: &str, word: Range<usize>) -> Option<()> {
        let is_move = match text.as_bytes().get(word.start)? {
            b'0'..=b'9' => true,
            // `bar/22`, but not `beaver`.
            b'b' | b'B' => classify(text.get(word.clone())?, false, None, false).is_none(),
            _ => false,
        };
        if !is_move {
            return None;
        }
        self.moves = None;
        self.last_move_end = word.end;
        Some(())
    }

    /// Adds one step written at `start..end`.
    #[inline(always)]
    fn note_step(&mut self, mv: Move, start: usize, end: usize) {
        // `split_plays` takes only lines whose offsets fit in u16.
        debug_assert!(start <= end && end <= usize::from(u16::MAX));
        let Some(moves) = self.moves.as_mut() else {
            return;
        };
        let (start, end) = (start as u16, end as u16);
        if moves.push(ScannedMove { mv, start, end }).is_none() {
            self.moves = None;
        }
    }

    /// Adds the moves of a path written at `start..end`, repeated as written.
    /// More than four moves leave the cell to the notation parser, which
    /// reports the error.
    fn note_moves(&mut self, path: &fast::Path, start: usize, end: usize) {
        for _ in 0..path.count {
            for &mv in path.steps() {
                self.note_step(mv, start, end);
                if self.moves.is_none() {
                    return;
                }
            }
        }
    }
}

/// Where `Cannot Move` ends, when `word` (ending at `end`) is its first word
/// and follows a roll without moves: `64: Cannot Move`, a dance in words, is
/// one cell, the roll and both words. The general path reads that roll's cell
/// as a dance ([`is_cannot_move`]) when a new cell or the line's end follows
/// the two words; any other word after them leaves the line to that path, as
/// the caller, which has no roll to add it to, then gives up.
fn cannot_move_after(
    bytes: &[u8],
    roll: Option<&RollCell>,
    word: &[u8],
    end: usize,
) -> Option<usize> {
    if roll?.last_move_end != 0 {
        return None;
    }
    cannot_move_words(bytes, word, end)
}

/// Where `Cannot Move` ends, when its first word starts at `at`: the fast
/// lane's reading of a dance in words, after a roll it found no moves for.
pub(crate) fn cannot_move_at(bytes: &[u8], at: usize) -> Option<usize> {
    let end = word_end(bytes, at);
    cannot_move_words(bytes, bytes.get(at..end)?, end)
}

/// Where `Cannot Move` ends, when `word` (ending at `end`) is `Cannot`.
fn cannot_move_words(bytes: &[u8], word: &[u8], end: usize) -> Option<usize> {
    if !word.eq_ignore_ascii_case(b"cannot") {
        return None;
    }
    let next = skip_spaces(bytes, end);
    let next_end = word_end(bytes, next);
    bytes
        .get(next..next_end)?
        .eq_ignore_ascii_case(b"move")
        .then_some(next_end)
}

/// Stores the dance of `roll`, a cell that ends at `end`; `None` for a third
/// cell.
#[inline]
fn store_dance(
    cells: &mut Cells<'_>,
    count: &mut usize,
    roll: RollCell,
    end: usize,
    cannot_move: bool,
) -> Option<()> {
    *cells.items.get_mut(*count)? = Some(Cell {
        range: (roll.start, end),
        content: Content::Action(ActionKind::Dance {
            dice: roll.dice,
            cannot_move,
        }),
    });
    *count += 1;
    Some(())
}

/// Stores a roll cell of [`split_plays`]; `None` for a third cell. A roll
/// without moves is a dance, the roll token alone, as [`read_roll`] reads it.
fn store_play<'t>(
    text: &'t str,
    cells: &mut Cells<'t>,
    count: &mut usize,
    roll: RollCell,
) -> Option<()> {
    if roll.last_move_end == 0 {
        let end = roll.roll_end;
        return store_dance(cells, count, roll, end, false);
    }
    let slot = cells.items.get_mut(*count)?;
    *slot = Some(Cell {
        range: (roll.start, roll.last_move_end),
        content: Content::Moves {
            dice: roll.dice,
            text: text.get(roll.roll_end..roll.last_move_end)?,
            offset: roll.roll_end,
            scanned: roll.moves,
        },
    });
    *count += 1;
    Some(())
}

fn store<'t>(
    cells: &mut Cells<'t>,
    count: &mut usize,
    cell: Cell<'t>,
    range: Range<usize>,
) -> Result<(), CellError> {
    let slot = cells.items.get_mut(*count).ok_or(CellError::Unexpected {
        range,
        expected: "at most two cells on a line (the left player's and the right player's)",
    })?;
    *slot = Some(cell);
    *count += 1;
    Ok(())
}

/// Byte ranges of the whitespace-separated tokens of `text[from..]`.
///
/// Only ASCII whitespace separates tokens: it is all that writers pad with, and
/// scanning bytes keeps this, the reader's innermost loop, cheap. Token edges
/// are ASCII bytes, so every range falls on character boundaries.
pub(crate) fn tokens(text: &str, from: usize) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = text.as_bytes();
    let mut position = from.min(bytes.len());
    std::iter::from_fn(move || {
        let rest = bytes.get(position..)?;
        let Some(skip) = rest.iter().position(|b| !b.is_ascii_whitespace()) else {
            position = bytes.len();
            return None;
        };
        let word = rest.get(skip..)?;
        let length = word
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(word.len());
        let start = position + skip;
        position = start + length;
        Some(start..position)
    })
}

/// The text at `range`, a range that a scan of `text` itself produced: a
/// token of [`tokens`], the rest of a cell after its roll, a name of a score
/// line. Such ranges start and end next to ASCII bytes or whitespace (or at
/// the ends of the text), so they fall on character boundaries.
#[inline]
pub(crate) fn scanned_text(text: &str, range: Range<usize>) -> &str {
    debug_assert!(
        text.get(range.clone()).is_some(),
        "{range:?} is not a range of characters of {text:?}"
    );
    text.get(range).unwrap_or_default()
}

/// A move number, `24)`: digits and a closing parenthesis.
fn is_row_number(word: &[u8]) -> bool {
    match word.split_last() {
        Some((b')', digits)) => !digits.is_empty() && digits.iter().all(u8::is_ascii_digit),
        _ => false,
    }
}

fn classify(
    word: &str,
    bare_rolls: bool,
    current: Option<Head>,
    roll_has_text: bool,
) -> Option<Head> {
    // Most tokens are moves (`13/9`): their first byte settles most cases.
    match word.as_bytes().first() {
        Some(b'0'..=b'9') if is_row_number(word.as_bytes()) => return Some(Head::Row),
        Some(b'0'..=b'9') => {
            // In a cube action or a result a number is its value (`Wins 12
            // points`, `Doubles => 16`), not a roll written without a colon.
            let counted = matches!(
                current,
                Some(Head::Double | Head::Beaver | Head::Wins | Head::Losses)
            );
            return roll_prefix(word, bare_rolls && !counted).map(|_| Head::Roll);
        }
        Some(
            b'?' | b'b' | b'B' | b'd' | b'D' | b't' | b'T' | b'w' | b'W' | b'l' | b'L' | b'r'
            | b'R',
        ) => {}
        _ => return None,
    }
    if !word.is_empty() && word.bytes().all(|b| b == b'?') {
        // `66: ????` resigns after the roll; `???` alone resigns before it.
        let after_roll = current == Some(Head::Roll) && !roll_has_text;
        return (!after_roll).then_some(Head::Resign);
    }
    const WORDS: [(&str, Head); 14] = [
        ("doubles", Head::Double),
        ("double", Head::Double),
        ("takes", Head::Take),
        ("take", Head::Take),
        ("drops", Head::Drop),
        ("drop", Head::Drop),
        ("beavers", Head::Beaver),
        ("beaver", Head::Beaver),
        ("wins", Head::Wins),
        ("losses", Head::Losses),
        ("loses", Head::Losses),
        ("resigned", Head::Resigned),
        ("resigns", Head::Resigned),
        ("resign", Head::Resigned),
    ];
    WORDS
        .iter()
        .find(|(name, _)| word.eq_ignore_ascii_case(name))
        .map(|&(_, head)| head)
}

/// The dice of a token that starts with a roll (`61:`, and with `bare_rolls`
/// also `61` and `6-1`), with the length of the roll text.
fn roll_prefix(word: &str, bare_rolls: bool) -> Option<(Dice, usize)> {
    let b = word.as_bytes();
    let die = |x: u8| x.is_ascii_digit().then(|| x - b'0');
    match b {
        [x, y, b':', ..] => Some((Dice(die(*x)?, die(*y)?), 3)),
        [x, b'-', y, b':', ..] => Some((Dice(die(*x)?, die(*y)?), 4)),
        [x, y] if bare_rolls => Some((Dice(die(*x)?, die(*y)?), 2)),
        [x, b'-', y] if bare_rolls => Some((Dice(die(*x)?, die(*y)?), 3)),
        _ => None,
    }
}

/// Reads the cell of `text[start..end]` that starts with `head`: one reader
/// per kind of cell.
fn read_cell(
    text: &str,
    head: Head,
    start: usize,
    end: usize,
    bare_rolls: bool,
) -> Result<Cell<'_>, CellError> {
    let words = || Words::new(text, start, end);
    let content = match head {
        Head::Roll => read_roll(text, start, end, bare_rolls)?,
        Head::Double => Content::Action(ActionKind::Double {
            cube: read_cube(&words())?,
        }),
        Head::Beaver => Content::Action(ActionKind::Beaver {
            cube: read_cube(&words())?,
        }),
        Head::Take => read_word_alone(&words(), ActionKind::Take)?,
        Head::Drop => read_word_alone(&words(), ActionKind::Drop)?,
        Head::Resign => read_word_alone(&words(), ActionKind::Resign)?,
        Head::Wins => read_result(&words(), Outcome::Wins)?,
        Head::Losses => read_result(&words(), Outcome::Losses)?,
        Head::Resigned => read_resigned(&words())?,
        // The splitter ends the line's cells at a move number.
        Head::Row => {
            return Err(CellError::Unexpected {
                range: start..end,
                expected: "a roll like `52:`, a cube action or a result",
            });
        }
    };
    Ok(Cell {
        range: (start, end),
        content,
    })
}

/// The words of a cube or result cell, read for [`read_cell`].
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
}

impl<'t> Words<'t> {
    /// The first words of the cell `text[start..end]`.
    fn new(text: &'t str, start: usize, end: usize) -> Words<'t> {
        let mut words = Words {
            text,
            ranges: Default::default(),
            count: 0,
            end,
        };
        for (slot, token) in words
            .ranges
            .iter_mut()
            .zip(tokens(text, start).take_while(|t| t.end <= end))
        {
            *slot = token;
            words.count += 1;
        }
        words
    }

    /// How many words the cell has (all of them, or one more than a cube or
    /// result cell can hold).
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

/// A roll cell, `61: 13/7 8/7`, `61: Cannot Move` or `61: ????`: the common
/// form by [`plain_roll`], anything else with checks that say what is wrong.
fn read_roll(
    text: &str,
    start: usize,
    end: usize,
    bare_rolls: bool,
) -> Result<Content<'_>, CellError> {
    if let Some(content) = plain_roll(text, start, end, bare_rolls) {
        return Ok(content);
    }
    // Only the first word is needed: the moves go to the notation parser,
    // so they are not split into words twice.
    let first = tokens(text, start).next().filter(|t| t.end <= end);
    let roll = first
        .clone()
        .and_then(|range| roll_prefix(scanned_text(text, range), bare_rolls));
    let Some((dice, length)) = roll else {
        return Err(CellError::Unexpected {
            range: first.unwrap_or(end..end),
            expected: "a roll like `52:`",
        });
    };
    if nothing_rolled(text, start, end) {
        return Ok(Content::Resigned);
    }
    // The second die is the last digit of the roll (`61:`, `6-1:`, `61`).
    for (die, at) in [(dice.0, 0), (dice.1, length.saturating_sub(2))] {
        if !(1..=6).contains(&die) {
            return Err(CellError::Unexpected {
                range: start + at..start + at + 1,
                expected: "a die from 1 to 6",
            });
        }
    }
    let offset = start + length;
    // The roll is ASCII at the start of the cell's first word, which ends by
    // `end`: `offset..end` is a range of the line's characters.
    let moves_text = scanned_text(text, offset..end);
    let moves = moves_text.trim();
    Ok(if moves.is_empty() {
        Content::Action(ActionKind::Dance {
            dice,
            cannot_move: false,
        })
    } else if is_cannot_move(moves) {
        Content::Action(ActionKind::Dance {
            dice,
            cannot_move: true,
        })
    } else if moves.bytes().all(|b| b == b'?') {
        Content::Action(ActionKind::ResignAfterRoll { dice })
    } else if is_illegal_play_mark(moves) {
        let mark = end - moves_text.trim_start().len()..end;
        return Err(CellError::DeclaredIllegal { range: mark, dice });
    } else {
        Content::Moves {
            dice,
            text: moves_text,
            offset,
            scanned: None,
        }
    })
}

/// The arrows writers put between a double and its value: `=>` (most),
/// `==>` (choue.net). The longer first, so that a glued value starts after it.
const CUBE_ARROWS: [&str; 2] = ["==>", "=>"];

/// `00:` or `00: ????` at `text[start..end]`: Backgammon Studio's way of
/// writing that the player gave up instead of rolling.
fn nothing_rolled(text: &str, start: usize, end: usize) -> bool {
    scanned_text(text, start..end)
        .strip_prefix("00:")
        .is_some_and(|rest| rest.trim().bytes().all(|b| b == b'?'))
}

/// The new cube value of a `Doubles => 2` or `Beavers => 4` cell (the arrow
/// may be `==>`, missing, or glued to the value).
fn read_cube(words: &Words<'_>) -> Result<u32, CellError> {
    let mut i = 1;
    if words.word(i).is_some_and(|w| CUBE_ARROWS.contains(&w)) {
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
    let cube = number(words.text, range, "cube value", MAX_CUBE)?;
    if words.len() > i + 1 {
        return Err(words.unexpected(i + 1, "the end of the cube action"));
    }
    Ok(cube)
}

/// A cell of one word, `Takes`, `Drops` or `???`, which is `action`.
fn read_word_alone<'t>(words: &Words<'_>, action: ActionKind) -> Result<Content<'t>, CellError> {
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
fn read_resigned<'t>(words: &Words<'_>) -> Result<Content<'t>, CellError> {
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
/// `Losses`, and `pt`, `pts` or no unit).
fn read_result<'t>(words: &Words<'_>, outcome: Outcome) -> Result<Content<'t>, CellError> {
    let Some(range) = words.range(1) else {
        return Err(words.unexpected(1, "the points won, as in `Wins 2 points`"));
    };
    let points = number(words.text, range, "number of points", MAX_POINTS)?;
    let mut i = 2;
    if ["point", "points", "pt", "pts"]
        .iter()
        .any(|unit| words.is(i, unit))
    {
        i += 1;
    }
    let mut match_won = false;
    if words.is(i, "and") {
        if !(words.is(i + 1, "the") && words.is(i + 2, "match")) {
            return Err(words.unexpected(i, "`and the match` or the end of the result"));
        }
        match_won = true;
        i += 3;
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

/// The common roll cell, `61: 13/7 8/7`, read without the general checks: a
/// roll of two dice from 1 to 6 and moves that start with a digit or `bar`.
/// `None` sends anything else through the general path.
fn plain_roll(text: &str, start: usize, end: usize, bare_rolls: bool) -> Option<Content<'_>> {
    let body = text.as_bytes().get(start..end)?;
    let die = |x: &u8| matches!(x, b'1'..=b'6').then(|| x - b'0');
    let (dice, length) = match body {
        [x, y, b':', ..] => (Dice(die(x)?, die(y)?), 3),
        [x, y, space, ..] if bare_rolls && space.is_ascii_whitespace() => {
            (Dice(die(x)?, die(y)?), 2)
        }
        _ => return None,
    };
    let moves = body.get(length..)?;
    let first = moves.iter().find(|b| !b.is_ascii_whitespace())?;
    // A digit or `b` cannot start `Cannot Move`, `????` or non-ASCII space.
    if !(first.is_ascii_digit() || matches!(first, b'b' | b'B')) {
        return None;
    }
    let offset = start + length;
    Some(Content::Moves {
        dice,
        text: text.get(offset..end)?,
        offset,
        scanned: None,
    })
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

fn is_cannot_move(text: &str) -> bool {
    if !text.starts_with(['c', 'C']) {
        return false;
    }
    let mut words = text.split_whitespace();
    matches!(
        (words.next(), words.next(), words.next()),
        (Some(a), Some(b), None) if a.eq_ignore_ascii_case("cannot") && b.eq_ignore_ascii_case("move")
    )
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A move with its token's line-relative byte range.
    type Placed = (Move, usize, usize);

    /// The moves of a line's cells as the notation parser reads each cell's
    /// text, with spans made line-relative; and how many cells came pre-read.
    fn scanned_and_parsed(line: &str) -> (Vec<Placed>, Vec<Placed>, usize) {
        // The cells start after the move number (`  1) `).
        let body = line.find(')').map_or(0, |i| i + 1);
        let Ok(cells) = split(line, body, false) else {
            return (Vec::new(), Vec::new(), 0);
        };
        let (mut scanned, mut parsed, mut count) = (Vec::new(), Vec::new(), 0);
        for cell in cells.iter() {
            let Content::Moves {
                text,
                offset,
                scanned: Some(moves),
                ..
            } = cell.content
            else {
                continue;
            };
            count += 1;
            scanned.extend(
                moves
                    .as_slice()
                    .iter()
                    .map(|m| (m.mv, usize::from(m.start), usize::from(m.end))),
            );
            let mut out = Vec::new();
            crate::notation::parse_moves_into(text, &mut out).unwrap();
            parsed.extend(
                out.into_iter()
                    .map(|m| (m.mv, offset + m.span.start, offset + m.span.end)),
            );
        }
        (scanned, parsed, count)
    }

    #[test]
    fn moves_read_while_splitting_are_the_notation_parsers_reading() {
        // Given common and unusual turn lines (hits, bar and off in any case,
        // repeats, paths, tabs, commas, form feeds, five moves, long numbers);
        let lines = [
            "  1) 61: 13/7 8/7                     52: 24/22 13/8",
            "  2) 44: 24/20(2) 13/9(2)             31: bar/22* 6/5",
            "  3) 21: 13/11*/10                    66: Bar/19 6/off(2) 7/OFF",
            "  4) 43: 8/4 7/4\t                    55: 6/1(4)",
            "  5) 43: 8/4, 7/4                     55: 6/1(5)",
            "  6) 43: 8/4 7/4\x0c                  55: 6/1 6/1 6/1 6/1 6/1",
            "  7) 43: 8/4 7/4x                     21: 100/98 3/2",
            "  8) 43: 8/4\x0c7/4                   21: 3/2 1/off",
        ];
        let mut pre_read = 0;
        for line in lines {
            // When the line is split;
            let (scanned, parsed, count) = scanned_and_parsed(line);
            // Then every cell read while splitting gives the parser's moves and spans.
            assert_eq!(scanned, parsed, "{line:?}");
            pre_read += count;
        }
        // And the common lines are read in the one pass.
        assert!(pre_read >= 6, "{pre_read}");
    }

    #[test]
    fn moves_read_while_splitting_agree_on_every_gnubg_fixture_line() {
        // Given every line of the gnubg fixture matches;
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/gnubg/matches");
        let (mut pre_read, mut one_pass) = (0, 0);
        for entry in std::fs::read_dir(dir).unwrap() {
            let bytes = std::fs::read(entry.unwrap().path()).unwrap();
            for line in String::from_utf8_lossy(&bytes).lines() {
                // When it is split as a turn line;
                let (scanned, parsed, count) = scanned_and_parsed(line);
                // Then the moves read while splitting are the parser's,
                assert_eq!(scanned, parsed, "{line:?}");
                pre_read += count;
                // and the one pass, where it answers, splits as the general path.
                let (fast, slow) = both_splits(line);
                if let Some(fast) = fast {
                    assert_eq!(Ok(fast), slow, "{line:?}");
                    one_pass += 1;
                }
            }
        }
        assert!(pre_read > 1000, "{pre_read}");
        assert!(one_pass > 100_000, "{one_pass}");
    }

    /// What the cells of a split say, with the moves as the notation reads
    /// them, whichever path split them.
    fn described(text: &str, cells: &Cells<'_>) -> Vec<String> {
        cells
            .iter()
            .map(|cell| {
                let mut moves = Vec::new();
                let mut scratch = Vec::new();
                let read = read_moves(&cell.content, &mut scratch, |mv, range| {
                    moves.push((mv, range));
                    true
                });
                let what = match cell.content {
                    Content::Moves { dice, .. } => format!("{dice:?}"),
                    Content::Action(kind) => format!("{kind:?}"),
                    Content::Resigned => "Resigned".to_string(),
                };
                format!(
                    "{:?} {what} {moves:?} {read:?} {:?}",
                    cell.range,
                    &text[cell.range()]
                )
            })
            .collect()
    }

    /// The one-pass split of `line`'s cells, if it takes it, and the general one.
    fn both_splits(line: &str) -> (Option<Vec<String>>, Result<Vec<String>, CellError>) {
        let body = line.find(')').map_or(0, |i| i + 1);
        let mut one_pass = Cells::default();
        let fast = split_plays(line, body, &mut one_pass).map(|()| described(line, &one_pass));
        let mut general = Cells::default();
        let slow =
            split_by_tokens(line, body, false, &mut general).map(|()| described(line, &general));
        (fast, slow)
    }

    #[test]
    fn the_one_pass_split_gives_the_general_splits_cells() {
        // Given turn lines with cube actions, results and resignations, in
        // the common spelling and in others;
        let lines = [
            "  1) 61: 13/7 8/7                     52: 24/22 13/8",
            "  2)  Doubles => 2                     Takes",
            "  3)  Doubles => 2                     Drops",
            "      Wins 1 point",
            "                                      Wins 2 points and the match",
            "      Losses 4 points",
            "  4) 62: 13/11 13/7                   Doubles => 4",
            "  5) 31: 8/5 6/5                      ???",
            "  6)  ???",
            "  7) 66: ????",
            "  8)  Doubles =>2                     Takes",
            "  9)  doubles => 2                    takes",
            " 10)  Wins 1 pt",
            " 11)  Wins 1 point and the",
            " 12)  Wins 1 point and the match   x",
            " 13)  Takes Drops Wins",
            " 14)  Doubles => 99999999999",
            " 15)  Wins",
            " 16) 43:                              Doubles => 2",
            " 17)  Beavers => 4",
            " 18) 52: 13/8 Wins 1 point",
            " 19)  Doubles => 2 Takes",
            " 20)  Drops  Wins 1 point",
            // Other writers' spellings, which the general path reads.
            "  8) 62: 13/11 13/7                    Doubles ==> 2",
            " 21)  Doubles ==>2                     Takes",
            " 17) 32: 4/2 3/off                     00: ????",
            " 18) 32: 4/2 3/off                     00:",
            " 24)                                          Resigned Game",
            " 23) 66: 3/0 2/0 2/0 1/0                 Resigns",
            " 25)  Resign gammon                    Wins 2 points",
            " 24) 43: 21/18 18/14              24)  Losses 2 point       Wins 2 point",
        ];
        let mut one_pass = 0;
        for line in lines {
            // When split both ways;
            let (fast, slow) = both_splits(line);
            // Then where the one pass answers, its cells are the general path's.
            if let Some(fast) = fast {
                assert_eq!(Ok(fast), slow, "{line:?}");
                one_pass += 1;
            }
        }
        // And the common spellings take the one pass.
        assert!(one_pass >= 8, "{one_pass}");
    }

    #[test]
    fn dances_take_the_one_pass_with_the_general_splits_cells() {
        // Given dances written bare and in words, beside other cells
        let lines = [
            "  2) 55: 6/1 6/1 8/3 8/3         61: ",
            "  7) 66:                          Doubles => 2",
            " 16) 43:                              Doubles => 2",
            "  3) 61:                         52:",
            " 11) 64: Cannot Move                    Doubles => 2",
            " 17) 54: Cannot Move                   31: 7/4 3/2*",
            " 12) 31: 7/4 3/2*                      64: cannot  move   ",
            "  9) 64: Cannot Move",
        ];
        for line in lines {
            // When split both ways
            let (fast, slow) = both_splits(line);
            // Then the one pass takes them, with the general path's cells
            assert_eq!(fast.map(Ok), Some(slow), "{line:?}");
        }
        // But words after `Cannot Move` that start no cell leave the line to
        // the general path
        for line in [
            "  9) 64: Cannot Move 13/7",
            "  9) 64: Cannot Move now",
            "  9) 64: Cannot",
        ] {
            assert_eq!(both_splits(line).0, None, "{line:?}");
        }
    }

    /// The first byte at or after `at` that is not a space, a byte at a time.
    fn skip_spaces_slowly(bytes: &[u8], at: usize) -> usize {
        (at..bytes.len())
            .find(|&i| !fast::is_space(bytes[i]))
            .unwrap_or(bytes.len().max(at))
    }

    proptest::proptest! {
        #[test]
        fn numbers_are_read_as_the_standard_parser_reads_them(
            digits in "[0-9]{1,24}",
            limit in proptest::prop_oneof![proptest::strategy::Just(MAX_POINTS), proptest::strategy::Just(u64::MAX)],
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
            proptest::prop_assert_eq!(read, expected);
        }

        #[test]
        fn skipping_eight_spaces_at_a_time_agrees_with_a_byte_at_a_time(
            line in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b' '), proptest::strategy::Just(b'\t'), proptest::prelude::any::<u8>()
            ], 0..40),
            at in 0usize..45,
        ) {
            proptest::prop_assert_eq!(skip_spaces(&line, at), skip_spaces_slowly(&line, at));
        }

        #[test]
        fn the_one_pass_split_agrees_on_edited_turn_lines(
            words in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just("61:"), proptest::strategy::Just("13/7"), proptest::strategy::Just("bar/22*"),
                proptest::strategy::Just("6/off(2)"), proptest::strategy::Just("Doubles"), proptest::strategy::Just("=>"),
                proptest::strategy::Just("2"), proptest::strategy::Just("Takes"), proptest::strategy::Just("Drops"),
                proptest::strategy::Just("Wins"), proptest::strategy::Just("Losses"), proptest::strategy::Just("point"),
                proptest::strategy::Just("points"), proptest::strategy::Just("and"), proptest::strategy::Just("the"),
                proptest::strategy::Just("match"), proptest::strategy::Just("???"), proptest::strategy::Just("????"),
                proptest::strategy::Just("x"), proptest::strategy::Just("    "),
                proptest::strategy::Just("==>"), proptest::strategy::Just("00:"),
                proptest::strategy::Just("Resigned"), proptest::strategy::Just("Game"),
                proptest::strategy::Just("Resigns"), proptest::strategy::Just("24)"),
            ], 0..10),
        ) {
            let line = format!("  1) {}", words.join(" "));
            let (fast, slow) = both_splits(&line);
            if let Some(fast) = fast {
                proptest::prop_assert_eq!(Ok(fast), slow, "{:?}", line);
            }
        }
    }

    fn kinds(text: &str) -> Vec<String> {
        split(text, 0, false)
            .unwrap()
            .iter()
            .map(|c| match c.content {
                Content::Moves { dice, text, .. } => {
                    format!("{}{}:{}", dice.0, dice.1, text.trim())
                }
                Content::Action(action) => format!("{action:?}"),
                Content::Resigned => "Resigned".to_string(),
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
        let table: [(&str, &[&str]); 6] = [
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
    fn the_fast_lanes_cell_reader_takes_only_the_common_heads() {
        // Given cells whose head is not one of the five common ones, or whose
        // spelling is another writer's;
        let table = [
            " Foo 2 points",
            " Resigns 2 points",
            " Doubles ==> 2",
            " 24) 1 point",
        ];
        for line in table {
            let start = line.len() - line.trim_start().len();
            let head_end = word_end(line.as_bytes(), start);
            let head = &line.as_bytes()[start..head_end];
            let mut position = head_end;
            // When read by the fast lane's reader; Then it declines.
            assert_eq!(action_cell(line, head, &mut position), None, "{line}");
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
}
