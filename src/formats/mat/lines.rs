//! Reading each kind of line of a match transcript, with no state: the header
//! comment, the ` N point match` line, ` Game N`, the score line, and where
//! the cells of a turn line start and whose they are. The reader holds the
//! state (which game, which columns); these say what one line holds.

use std::ops::Range;

use super::cells::{self, CellError, MAX_POINTS};
use crate::transcript::model::{HeaderField, Player, PlayerInfo};

/// The longest match the reader accepts, in points.
pub const MAX_MATCH_LENGTH: u64 = 9999;

/// Where a left player's cell starts on a typical line (`  1) 31: ...`).
pub(crate) const LEFT_COLUMN: u32 = 6;

/// The first token of a line that holds more than spaces, from which the
/// kind of line is told; the next tokens are read when they are asked for.
pub(crate) struct Head<'t> {
    /// The first token and its text.
    pub first: Range<usize>,
    pub first_word: &'t str,
}

impl<'t> Head<'t> {
    /// The head of `text`; `None` for a line of spaces only.
    #[inline]
    pub fn of(text: &'t str) -> Option<Head<'t>> {
        // As `cells::tokens` splits, for one token: every line has a head
        // read, so it is found without the iterator.
        let bytes = text.as_bytes();
        // Turn lines start with a space or two before the move number.
        let start = match bytes {
            [b' ', first, ..] if !first.is_ascii_whitespace() => 1,
            [b' ', b' ', first, ..] if !first.is_ascii_whitespace() => 2,
            _ => bytes.iter().position(|b| !b.is_ascii_whitespace())?,
        };
        // Most first tokens are a move number of three bytes or fewer.
        let mut end = match bytes.get(start..) {
            Some([_, a, ..]) if a.is_ascii_whitespace() => start + 1,
            Some([_, _, b, ..]) if b.is_ascii_whitespace() => start + 2,
            Some([_, _, _, c, ..]) if c.is_ascii_whitespace() => start + 3,
            // A longer token, or one that ends the line: its end is found below.
            _ => start + 1,
        };
        while bytes.get(end).is_some_and(|b| !b.is_ascii_whitespace()) {
            end += 1;
        }
        Some(Head {
            first_word: cells::scanned_text(text, start..end),
            first: start..end,
        })
    }

    /// The second token of `text`, whose head this is.
    pub fn second(&self, text: &str) -> Option<Range<usize>> {
        cells::tokens(text, self.first.end).next()
    }

    /// The third token of `text`, whose head this is.
    pub fn third(&self, text: &str) -> Option<Range<usize>> {
        let after = self.second(text)?.end;
        cells::tokens(text, after).next()
    }

    /// ` Game 3`.
    #[inline]
    pub fn is_game(&self) -> bool {
        self.first_word.eq_ignore_ascii_case("game")
    }

    /// ` 7 point match` (or another line whose second word is `point`, after
    /// a first that may be a number: a line of a title box, `|  points
    /// decided, ...`, is no length line).
    #[inline]
    pub fn is_length(&self, text: &str) -> bool {
        if !self.first_word.starts_with(|c: char| c.is_alphanumeric()) {
            return false;
        }
        // Asked of every line: the second word is looked at only when it
        // starts as `point` does, as most lines' is a roll or a move.
        let bytes = text.as_bytes();
        let mut at = self.first.end;
        while bytes.get(at).is_some_and(u8::is_ascii_whitespace) {
            at += 1;
        }
        if !bytes.get(at).is_some_and(|b| b.eq_ignore_ascii_case(&b'p')) {
            return false;
        }
        self.second(text).is_some_and(|range| {
            let word = cells::scanned_text(text, range);
            word.eq_ignore_ascii_case("point") || word.eq_ignore_ascii_case("points")
        })
    }

    /// The third word is `match`, as in ` 7 point match`, with a comma or a
    /// full stop after it when more follows as a sentence (` 7 point match,
    /// Jacoby off`).
    pub fn says_match(&self, text: &str) -> bool {
        self.third(text).is_some_and(|range| {
            let word = cells::scanned_text(text, range);
            let word = word.strip_suffix([',', '.', ';', ':']).unwrap_or(word);
            word.eq_ignore_ascii_case("match")
        })
    }
}

/// The number of a ` Game N` line whose head is `head`.
pub(crate) fn game_number(text: &str, head: &Head<'_>) -> Result<u32, CellError> {
    let Some(number) = head.second(text) else {
        return Err(CellError::Unexpected {
            range: text.len()..text.len(),
            expected: "a game number after `Game`",
        });
    };
    if let Some(extra) = head.third(text)
        && crawford_note(text, head).is_none()
    {
        return Err(CellError::Unexpected {
            range: extra,
            expected: "the end of the ` Game N` line",
        });
    }
    // `Game #3` and `Game 3:` number the game as `Game 3` does: some hand
    // transcriptions write it so.
    let bytes = text.as_bytes();
    let mut digits = number.clone();
    if bytes.get(digits.start) == Some(&b'#') {
        digits.start += 1;
    }
    if digits.end > digits.start && matches!(bytes.get(digits.end - 1), Some(b':' | b'.')) {
        digits.end -= 1;
    }
    let digits = if digits.is_empty() { number } else { digits };
    cells::number(text, digits, "game number", MAX_POINTS)
}

/// A note after the number of a ` Game N` line (`head`) that says whether
/// the game is the Crawford game, as a transcription of a printed match
/// marks it: `(Crawford)`, `Crawford game`, `- Crawford`, `(post-Crawford)`.
/// Whether it says the game is the Crawford game, and where the note is;
/// `None` for any other text.
pub(crate) fn crawford_note(text: &str, head: &Head<'_>) -> Option<(bool, Range<usize>)> {
    let start = head.third(text)?.start;
    let note = text.get(start..)?.trim_end();
    let marks = |c: char| c.is_ascii_alphabetic() || c == ' ' || "()[]*-:,.".contains(c);
    if !note.chars().all(marks) {
        return None;
    }
    let words = note
        .chars()
        .filter(char::is_ascii_alphabetic)
        .map(|c| c.to_ascii_lowercase())
        .collect::<String>();
    let crawford = match words.as_str() {
        "crawford" | "crawfordgame" => true,
        "postcrawford" | "postcrawfordgame" => false,
        _ => return None,
    };
    Some((crawford, start..start + note.len()))
}

/// The length of a ` N point match` line whose head is `head`.
pub(crate) fn match_length(text: &str, head: &Head<'_>) -> Result<u32, CellError> {
    length_at(text, head.first.clone())
}

/// The match length whose digits are at `digits` of `text`.
pub(crate) fn length_at(text: &str, digits: Range<usize>) -> Result<u32, CellError> {
    cells::number(text, digits, "match length", MAX_MATCH_LENGTH)
}

/// A match length spelled otherwise than ` 7 point match`, as people write
/// it: `7-point match`, `7pt match`, `7 pts match`, `Match to 7`, `match to
/// 7 points`, `Match length: 7`, in any letter case, with anything after
/// it: where its digits are. `None` for any other line.
pub(crate) fn spelled_length(text: &str) -> Option<Range<usize>> {
    let words: Vec<Range<usize>> = cells::tokens(text, 0).take(4).collect();
    let word = |i: usize| words.get(i).and_then(|r| text.get(r.clone()));
    let is = |i: usize, name: &str| word(i).is_some_and(|w| w.eq_ignore_ascii_case(name));
    let unit = |w: &str| {
        ["point", "points", "pt", "pts"]
            .iter()
            .any(|unit| w.eq_ignore_ascii_case(unit))
    };
    let all_digits = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    // `Match to 7`, `match to 7 points`; `Match length: 7`, `Match length 7`.
    let number_at = if is(1, "to") || is(1, "length:") {
        2
    } else if is(1, "length") {
        if is(2, ":") { 3 } else { 2 }
    } else {
        0
    };
    if number_at > 0 && is(0, "match") && word(number_at).is_some_and(all_digits) {
        return words.get(number_at).cloned();
    }
    // `7-point match`, `7pt match`, `7-pt match`, `7 pt match`.
    let first = words.first()?;
    let first_word = word(0)?;
    let count = first_word.bytes().take_while(u8::is_ascii_digit).count();
    let digits = first.start..first.start + count;
    let suffix = first_word.get(count..)?;
    let suffix = suffix.strip_prefix('-').unwrap_or(suffix);
    let (unit_done, match_at) = match suffix {
        "" => (word(1).is_some_and(unit), 2),
        _ => (unit(suffix), 1),
    };
    (count > 0 && unit_done && is(match_at, "match")).then_some(digits)
}

/// The two scores of a score line.
pub(crate) fn scores(text: &str, score: &ScoreLine) -> Result<[u32; 2], CellError> {
    let [first, second] = &score.scores;
    Ok([
        cells::number(text, first.clone(), "score", MAX_POINTS)?,
        cells::number(text, second.clone(), "score", MAX_POINTS)?,
    ])
}

/// Whose a cell is: of two cells on a line the first is the left player's and
/// the second the right's; a cell alone goes by its `column` (1-based, as laid
/// out on screen), nearer the left column or the right one, which starts at
/// `right_column`, and halfway the left's. The column is asked for only
/// then: most cells are one of two.
#[inline]
pub(crate) fn cell_player(
    index: usize,
    two: bool,
    right_column: u32,
    column: impl FnOnce() -> u32,
) -> Player {
    if two {
        return if index == 0 { Player::One } else { Player::Two };
    }
    // Nearer the left column, halves counted (with the right column at 9,
    // column 7 is the left's), and halfway too: a lone left cell stands
    // further in than the rows' left cells (gnubg's `Wins` one column, some
    // writers two), a lone right cell where the right cells stand.
    if 2 * u64::from(column()) <= u64::from(LEFT_COLUMN) + u64::from(right_column) {
        Player::One
    } else {
        Player::Two
    }
}

/// The columns the second rolls of a match's rows start at, counted: the
/// most common is where the rows put the right player's cells. Where a
/// writer does not line its columns up, a row whose left cell is short (a
/// dance, `64:`) starts its right cell far to the left of the others; the
/// most common column stays where most rows have it.
#[derive(Clone, Debug)]
pub(crate) struct RowColumns {
    /// Rows by the column their second roll starts at; the last counts that
    /// column and every one further right.
    counts: [u32; ROW_COLUMNS],
    /// The most common column so far (the leftmost of equals), and its count.
    most: usize,
    most_count: u32,
}

/// The columns [`RowColumns`] tells apart: rows are rarely wider.
const ROW_COLUMNS: usize = 128;

impl RowColumns {
    /// No row counted.
    pub(crate) fn new() -> RowColumns {
        RowColumns {
            counts: [0; ROW_COLUMNS],
            most: 0,
            most_count: 0,
        }
    }

    /// Counts a row whose second roll starts at `column`.
    pub(crate) fn note(&mut self, column: u32) {
        let slot = (column as usize).min(ROW_COLUMNS - 1);
        let Some(count) = self.counts.get_mut(slot) else {
            return;
        };
        *count = count.saturating_add(1);
        // Counts only grow, so the most common changes only to this column.
        if *count > self.most_count || *count == self.most_count && slot < self.most {
            self.most = slot;
            self.most_count = *count;
        }
    }

    /// The most common column, once a row is counted.
    pub(crate) fn most_common(&self) -> Option<u32> {
        (self.most_count > 0).then(|| u32::try_from(self.most).unwrap_or(u32::MAX))
    }
}

/// Where the cells of a line start, given its first token: after a move
/// number `12)` (or `12.`, or `12)` glued to a roll), which opens a turn
/// line; at the token itself on a line of cells alone, like a `Wins` line.
#[inline]
pub(crate) fn cells_start(first_word: &str, first: Range<usize>) -> usize {
    first.start + cells::line_number_length(first_word.as_bytes()).unwrap_or(0)
}

/// The header field of a comment line `; [Key "value"]` (line number
/// `number`), if it holds one.
pub(crate) fn header_field(text: &str, number: u32) -> Option<HeaderField> {
    let inner = text
        .trim()
        .strip_prefix(';')?
        .trim()
        .strip_prefix('[')?
        .strip_suffix(']')?;
    let open = inner.find('"')?;
    let key = inner.get(..open)?.trim();
    let rest = inner.get(open + 1..)?;
    let value = rest.strip_suffix('"').unwrap_or(rest);
    (!key.is_empty()).then(|| HeaderField {
        key: key.to_string(),
        value: value.to_string(),
        line: number,
    })
}

/// Name and score ranges of a score line.
pub(crate) struct ScoreLine {
    /// Where each player's name is (rating included); an empty range at the
    /// score's colon where the writer left the name out.
    pub names: [Range<usize>; 2],
    /// Where each player's score is.
    pub scores: [Range<usize>; 2],
}

/// Reads ` name : 0     name : 3` (also `name: 0`, names with spaces). The two
/// scores are the first and last `: digits` in the line, so a name may hold a
/// colon. A name may be left out (`  : 0      lasse : 0`): Backgammon Galaxy
/// writes nothing for an anonymous or deleted account.
pub(crate) fn parse_score_line(text: &str) -> Option<ScoreLine> {
    // The right score is the last; the left one, of those before it, the
    // one the padding between the halves follows (a name may hold `: 0`
    // itself): the longest run of blanks, the later one on a tie.
    let gap_after = |score: &Range<usize>| {
        let end = past_score_unit(text, score.end);
        text.as_bytes().get(end..).map_or(0, |rest| {
            rest.iter().take_while(|b| b.is_ascii_whitespace()).count()
        })
    };
    let mut first: Option<((usize, Range<usize>), usize)> = None;
    let mut last: Option<(usize, Range<usize>)> = None;
    for colon in colons(text.as_bytes()) {
        let Some(score) = score_after(text, colon) else {
            continue;
        };
        if let Some(before) = last.replace((colon, score)) {
            let gap = gap_after(&before.1);
            if first.as_ref().is_none_or(|(_, best)| gap >= *best) {
                first = Some((before, gap));
            }
        }
    }
    let (colon2, score2) = last?;
    let ((colon1, score1), _) = match first {
        Some(first) => first,
        None => (glued_score(text, colon2)?, 0),
    };
    let name1 = trimmed_range(text, 0..colon1).unwrap_or(colon1..colon1);
    let name2 =
        trimmed_range(text, past_score_unit(text, score1.end)..colon2).unwrap_or(colon2..colon2);
    Some(ScoreLine {
        names: [name1, name2],
        scores: [score1, score2],
    })
}

/// Where a score that ends at `end` ends with its unit, when a word of
/// points follows it one space on (`3 points`, `3 pts`, as a score told in
/// words may be written): the unit is the score's, not the start of the
/// next name nor text after the line's scores. Names stand after the
/// padding, a longer gap, so a name that starts `Point` stays whole.
pub(crate) fn past_score_unit(text: &str, end: usize) -> usize {
    let bytes = text.as_bytes();
    let start = end + 1;
    if bytes.get(end) != Some(&b' ') || bytes.get(start).is_none_or(u8::is_ascii_whitespace) {
        return end;
    }
    let word_end = cells::word_end(bytes, start);
    let word = bytes.get(start..word_end).unwrap_or(&[]);
    let word = word.strip_suffix(b".").unwrap_or(word);
    let unit = [&b"point"[..], b"points", b"pt", b"pts"]
        .iter()
        .any(|unit| word.eq_ignore_ascii_case(unit));
    if unit { word_end } else { end }
}

/// The left score of a score line whose right player's name follows it
/// with no space (` A long team name : 0Another long name : 2`): GNU
/// Backgammon pads the left half to a fixed width, which a long name fills.
/// The first `: digits` before the right score's colon (`right`), its
/// digits followed by a name, not the right score's colon.
#[cold]
fn glued_score(text: &str, right: usize) -> Option<(usize, Range<usize>)> {
    let bytes = text.as_bytes();
    colons(bytes.get(..right)?).find_map(|colon| {
        let start = colon
            + 1
            + bytes
                .get(colon + 1..)?
                .iter()
                .take_while(|&&b| b == b' ')
                .count();
        let digits = bytes
            .get(start..)?
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let end = start + digits;
        let named = bytes
            .get(end)
            .is_some_and(|b| b.is_ascii_alphabetic() || !b.is_ascii());
        (digits > 0 && named && end < right).then_some((colon, start..end))
    })
}

/// Where the colons of `bytes` are.
fn colons(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    let mut from = 0;
    std::iter::from_fn(move || {
        let colon = from + next_colon(bytes.get(from..)?)?;
        from = colon + 1;
        Some(colon)
    })
}

/// The first colon of `rest`. Every x86-64 processor has SSE2: a search
/// with it directly costs less on a short line than `memchr`, which picks a
/// vector width at run time and sets up its wider one.
fn next_colon(rest: &[u8]) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if let Some(finder) = memchr::arch::x86_64::sse2::memchr::One::new(b':') {
        return finder.find(rest);
    }
    memchr::memchr(b':', rest)
}

/// Where the score after the colon at `colon` is: digits after any
/// whitespace, which end the word. Read a byte at a time, as names are
/// padded with ASCII spaces; other whitespace is trimmed as `trim_start`
/// trims it.
fn score_after(text: &str, colon: usize) -> Option<Range<usize>> {
    let bytes = text.as_bytes();
    let mut start = colon + 1;
    while bytes.get(start) == Some(&b' ') {
        start += 1;
    }
    if bytes
        .get(start)
        .is_some_and(|&b| !b.is_ascii() || char::from(b).is_whitespace())
    {
        start = text.len() - text.get(start..)?.trim_start().len();
    }
    let mut end = start;
    while bytes.get(end).is_some_and(u8::is_ascii_digit) {
        end += 1;
    }
    let ends_word = match bytes.get(end) {
        None => true,
        Some(&b) if b.is_ascii() => char::from(b).is_whitespace(),
        Some(_) => text
            .get(end..)?
            .chars()
            .next()
            .is_some_and(char::is_whitespace),
    };
    (end > start && ends_word).then_some(start..end)
}

/// The range without surrounding whitespace, if anything is left.
fn trimmed_range(text: &str, range: Range<usize>) -> Option<Range<usize>> {
    let part = text.get(range.clone())?;
    // Score lines pad names with runs of ASCII spaces, skipped here first;
    // `trim` then takes any other whitespace, as it would have.
    let bytes = part.as_bytes();
    // The notation's spaces (a run of them eight at a time), all whitespace.
    let leading = cells::skip_spaces(bytes, 0);
    let trailing = bytes.iter().rev().take_while(|&&b| b == b' ').count();
    let inner = part.get(leading..part.len().saturating_sub(trailing).max(leading))?;
    // A name that starts and ends with an ASCII letter or digit (nearly
    // every one) has nothing more to trim.
    let plain = |b: Option<&u8>| b.is_some_and(u8::is_ascii_alphanumeric);
    let (lead, len) = if plain(inner.as_bytes().first()) && plain(inner.as_bytes().last()) {
        (0, inner.len())
    } else {
        let rest = inner.trim_start();
        (inner.len() - rest.len(), rest.trim_end().len())
    };
    let start = range.start + leading + lead;
    let end = start + len;
    (start < end).then_some(start..end)
}

/// Splits `name,1650` into the name and the rating.
pub(crate) fn player_info(written: &str) -> PlayerInfo {
    match split_rating(written) {
        Some((name, rating)) => PlayerInfo {
            name: name.to_string(),
            rating: Some(rating.to_string()),
        },
        None => PlayerInfo {
            name: written.trim().to_string(),
            rating: None,
        },
    }
}

/// The name and the rating of `name,1650` (GamesGrid writes ratings so), if
/// a number follows the last comma.
pub(crate) fn split_rating(written: &str) -> Option<(&str, &str)> {
    // Names are short: a byte loop finds the comma sooner than the search
    // behind `rsplit_once` is set up.
    let comma = written.bytes().rposition(|b| b == b',')?;
    let (name, rating) = (written.get(..comma)?, written.get(comma + 1..)?);
    let (name, rating) = (name.trim(), rating.trim());
    let numeric = !rating.is_empty() && rating.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    (numeric && !name.is_empty()).then_some((name, rating))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_rows_right_column_is_the_most_common_not_the_leftmost() {
        // Given rows whose right cells start at column 34, one row whose
        // short left cell (a dance) puts it at 10, and none before them
        let mut columns = RowColumns::new();
        assert_eq!(columns.most_common(), None);
        for column in [34, 10, 34, 41] {
            columns.note(column);
        }
        // When asked; Then the column most rows use is the right column
        assert_eq!(columns.most_common(), Some(34));
    }

    proptest! {
        #[test]
        fn the_most_common_column_is_what_a_count_of_every_row_says(
            columns in proptest::collection::vec(0u32..300, 0..60),
        ) {
            // Given rows at any columns, wider ones counted at the last
            let mut counted = RowColumns::new();
            for &column in &columns {
                counted.note(column);
            }
            // When the most common is asked; Then it is the column, clamped,
            // that the most rows have, the leftmost of equals
            let clamped: Vec<u32> = columns.iter().map(|&c| c.min(127)).collect();
            let most = clamped
                .iter()
                .map(|&c| (clamped.iter().filter(|&&d| d == c).count(), std::cmp::Reverse(c)))
                .max()
                .map(|(_, std::cmp::Reverse(c))| c);
            prop_assert_eq!(counted.most_common(), most);
        }
    }

    #[test]
    fn a_match_length_is_read_however_people_spell_the_phrase() {
        // Given lines that spell a match length, and lines that do not
        let table: [(&str, Option<&str>); 19] = [
            ("Match length: 7", Some("7")),
            (" match length 11", Some("11")),
            ("Match Length : 5 points", Some("5")),
            ("Match length: seven", None),
            ("Match lengths: 7", None),
            ("7-point match", Some("7")),
            (" 11-Point Match", Some("11")),
            ("7pt match", Some("7")),
            ("7-pts MATCH", Some("7")),
            (" 7 pt match", Some("7")),
            ("7 point match", Some("7")),
            ("Match to 7", Some("7")),
            ("match to 13 points  (club final)", Some("13")),
            ("7-point matches", None),
            ("point match", None),
            ("-point match", None),
            ("7-pointer match", None),
            ("match to seven", None),
            ("  1) 31: 8/5 6/5", None),
        ];
        for (line, expected) in table {
            // When read, Then the digits are where expected
            let found = spelled_length(line).map(|digits| &line[digits]);
            assert_eq!(found, expected, "{line:?}");
        }
    }

    /// [`score_after`] as `trim_start` and `chars` read it.
    fn score_after_by_chars(text: &str, colon: usize) -> Option<Range<usize>> {
        let digits = text.get(colon + 1..)?.trim_start();
        let digits_len = digits.bytes().take_while(u8::is_ascii_digit).count();
        let rest = digits.get(digits_len..)?;
        let (start, end) = (text.len() - digits.len(), text.len() - rest.len());
        let ends_word = rest.chars().next().is_none_or(char::is_whitespace);
        (end > start && ends_word).then_some(start..end)
    }

    proptest! {
        #[test]
        fn the_colons_of_a_line_are_found_in_order(
            text in proptest::collection::vec(prop_oneof![Just(b':'), any::<u8>()], 0..80),
        ) {
            // Given any bytes; When their colons are looked for
            // Then they are the colons a byte at a time finds
            let expected: Vec<usize> = (0..text.len()).filter(|&i| text[i] == b':').collect();
            prop_assert_eq!(colons(&text).collect::<Vec<_>>(), expected);
        }

        #[test]
        fn a_score_is_read_after_its_colon_as_trim_reads_it(
            text in "[ :0-9a\u{a0}\u{2003}\t\u{b}]{0,16}",
        ) {
            // Given any text of colons, digits and whitespace of every kind
            for colon in text.match_indices(':').map(|(i, _)| i) {
                // When the score after each colon is read
                // Then it is where trimming and reading by chars find it
                prop_assert_eq!(score_after(&text, colon), score_after_by_chars(&text, colon));
            }
        }

        #[test]
        fn the_head_of_a_line_is_its_first_token(
            text in "[ \t\u{c}a1)]{0,8}",
        ) {
            // Given a line of spaces, other whitespace and words
            // When its head is read
            // Then it is the first token as the token splitter finds it
            let head = Head::of(&text).map(|head| head.first);
            prop_assert_eq!(head, cells::tokens(&text, 0).next());
        }

        #[test]
        fn trimming_spaces_first_trims_as_trim_does(
            text in "[ a\u{a0}\u{2003}\t:0-9]{0,30}",
            from in 0usize..32,
            to in 0usize..32,
        ) {
            // Given any part of a text of spaces, other whitespace and words
            let Some(part) = text.get(from..to) else {
                return Ok(());
            };
            // When trimmed; Then the range is the one `trim` leaves
            let start = from + (part.len() - part.trim_start().len());
            let end = from + part.trim_end().len();
            let expected = (start < end).then_some(start..end);
            prop_assert_eq!(trimmed_range(&text, from..to), expected);
        }
    }

    #[test]
    fn a_note_after_the_game_number_says_whether_it_is_the_crawford_game() {
        // Given ` Game N` lines with notes after the number; When read;
        // Then a Crawford note says what it claims, where it stands
        let table = [
            (" Game 5 (Crawford)", Some((true, "(Crawford)"))),
            (" Game 5 - Crawford game", Some((true, "- Crawford game"))),
            (" game 5: [CRAWFORD]  ", Some((true, "[CRAWFORD]"))),
            (" Game 6 (post-Crawford)", Some((false, "(post-Crawford)"))),
            (" Game 6 Post Crawford", Some((false, "Post Crawford"))),
            (" Game 6", None),
            (" Game 6 (Crawford) 3-2", None),
            (" Game 6 Crawford's game", None),
            (" Game 6 (Jacoby)", None),
        ];
        for (line, expected) in table {
            let head = Head::of(line).unwrap();
            let note = crawford_note(line, &head);
            let got = note.map(|(crawford, range)| (crawford, &line[range]));
            assert_eq!(got, expected, "{line}");
            // And the game's number is read beside a note, not beside other text
            let bare = line.trim() == "Game 6";
            assert_eq!(
                game_number(line, &head).is_ok(),
                expected.is_some() || bare,
                "{line}"
            );
        }
    }

    #[test]
    fn score_lines_of_several_writers_are_read() {
        // Given score lines with different spacing and names; When read;
        // Then names and scores come out.
        let table = [
            (
                " charlot1 : 0                   charlot2 : 2",
                ("charlot1", 0),
                ("charlot2", 2),
            ),
            (
                " Bluejay : 2                            tester : 4",
                ("Bluejay", 2),
                ("tester", 4),
            ),
            (
                " Anne Marie: 3        Jean Luc: 11",
                ("Anne Marie", 3),
                ("Jean Luc", 11),
            ),
            (
                " klara,1650 : 0       lasse,1720 : 2",
                ("klara,1650", 0),
                ("lasse,1720", 2),
            ),
            // GNU Backgammon's export of names longer than its left half
            (
                " Kévin UNGER Nicolas HARMAND : 0Johan HUYCK Michael LARSEN : 0",
                ("Kévin UNGER Nicolas HARMAND", 0),
                ("Johan HUYCK Michael LARSEN", 0),
            ),
            (
                " A rather long player name here: 12Another one : 3",
                ("A rather long player name here", 12),
                ("Another one", 3),
            ),
            // Scores told with their unit; a name after the padding that
            // starts as a unit does is a name
            (
                " Anne : 3 points                Jean : 1 point",
                ("Anne", 3),
                ("Jean", 1),
            ),
            (" Anne : 3 pts. Jean : 1 pt", ("Anne", 3), ("Jean", 1)),
            (
                " Anne : 3                       Points Guard : 1",
                ("Anne", 3),
                ("Points Guard", 1),
            ),
        ];
        for (line, one, two) in table {
            let score = parse_score_line(line).unwrap();
            assert_eq!(&line[score.names[0].clone()], one.0, "{line}");
            assert_eq!(&line[score.scores[0].clone()], one.1.to_string(), "{line}");
            assert_eq!(&line[score.names[1].clone()], two.0, "{line}");
            assert_eq!(&line[score.scores[1].clone()], two.1.to_string(), "{line}");
        }
    }

    #[test]
    fn a_name_left_out_is_an_empty_range_at_its_scores_colon() {
        // Given Backgammon Galaxy score lines of an anonymous player, left and right;
        let table = [
            (" lasse : 0                        : 0", ["lasse", ""], 34),
            (
                "  : 0                            lasse : 0",
                ["", "lasse"],
                2,
            ),
        ];
        for (line, names, colon) in table {
            // When read;
            let score = parse_score_line(line).unwrap();
            // Then the names are as written, the missing one empty at its colon;
            assert_eq!(score.names.clone().map(|r| &line[r]), names, "{line}");
            let empty = score.names.iter().find(|r| r.is_empty()).unwrap();
            assert_eq!(empty.start, colon, "{line}");
            assert!(score.names.iter().any(Range::is_empty));
            // And the scores are read as usual.
            assert_eq!(scores(line, &score), Ok([0, 0]));
        }
    }

    proptest! {
        #[test]
        fn a_rating_is_split_at_the_last_comma(written in "[a ,1.\u{e9}]{0,12}") {
            // Given any name, perhaps with commas and a rating
            // When split; Then it is split as `rsplit_once` splits it
            let expected = written.rsplit_once(',').and_then(|(name, rating)| {
                let (name, rating) = (name.trim(), rating.trim());
                let numeric = !rating.is_empty()
                    && rating.bytes().all(|b| b.is_ascii_digit() || b == b'.');
                (numeric && !name.is_empty()).then_some((name, rating))
            });
            prop_assert_eq!(split_rating(&written), expected);
        }
    }

    #[test]
    fn a_rating_after_a_comma_is_split_from_the_name() {
        assert_eq!(
            player_info("klara,1650"),
            PlayerInfo {
                name: "klara".into(),
                rating: Some("1650".into())
            }
        );
        assert_eq!(player_info("Smith, John").rating, None);
    }
}
