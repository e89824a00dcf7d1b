//! Reading each kind of line of a match transcript, with no state: the header
//! comment, the ` N point match` line, ` Game N`, the score line, and where
//! the cells of a turn line start and whose they are. The reader and the fast
//! lane both read lines with these, so that a line means the same to both.

use std::ops::Range;

use super::cells::{self, CellError, MAX_POINTS};
use super::model::{HeaderField, Player, PlayerInfo};

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
        let start = bytes.iter().position(|b| !b.is_ascii_whitespace())?;
        let mut end = start + 1;
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

    /// ` 7 point match` (or another line whose second word is `point`).
    #[inline]
    pub fn is_length(&self, text: &str) -> bool {
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

    /// The third word is `match`, as in ` 7 point match`.
    pub fn says_match(&self, text: &str) -> bool {
        self.third(text)
            .is_some_and(|range| cells::scanned_text(text, range).eq_ignore_ascii_case("match"))
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
    if let Some(extra) = head.third(text) {
        return Err(CellError::Unexpected {
            range: extra,
            expected: "the end of the ` Game N` line",
        });
    }
    cells::number(text, number, "game number", MAX_POINTS)
}

/// The length of a ` N point match` line whose head is `head`.
pub(crate) fn match_length(text: &str, head: &Head<'_>) -> Result<u32, CellError> {
    cells::number(text, head.first.clone(), "match length", MAX_MATCH_LENGTH)
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
/// the second the right's; a cell alone goes by its column (1-based), nearer
/// the left column or the right one, which starts at `right_column`.
#[inline]
pub(crate) fn cell_player(index: usize, two: bool, column: u32, right_column: u32) -> Player {
    let threshold = (LEFT_COLUMN + right_column) / 2;
    if two {
        if index == 0 { Player::One } else { Player::Two }
    } else if column < threshold {
        Player::One
    } else {
        Player::Two
    }
}

/// Where the cells of a line start, given its first token: after a move
/// number `12)` (or `12.`), which opens a turn line; at the token itself on
/// a line of cells alone, like a `Wins` line.
#[inline]
pub(crate) fn cells_start(first_word: &str, first: Range<usize>) -> usize {
    match first_word.as_bytes().split_last() {
        Some((b')' | b'.', number))
            if !number.is_empty() && number.iter().all(u8::is_ascii_digit) =>
        {
            first.end
        }
        _ => first.start,
    }
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

impl ScoreLine {
    /// Some player's name is left out (` lasse : 0        : 0`).
    pub fn lacks_a_name(&self) -> bool {
        self.names.iter().any(Range::is_empty)
    }
}

/// Reads ` name : 0     name : 3` (also `name: 0`, names with spaces). The two
/// scores are the first and last `: digits` in the line, so a name may hold a
/// colon. A name may be left out (`  : 0      lasse : 0`): Backgammon Galaxy
/// writes nothing for an anonymous or deleted account.
pub(crate) fn parse_score_line(text: &str) -> Option<ScoreLine> {
    let mut first: Option<(usize, Range<usize>)> = None;
    let mut last: Option<(usize, Range<usize>)> = None;
    for colon in memchr::memchr_iter(b':', text.as_bytes()) {
        let Some(after) = text.get(colon + 1..) else {
            continue;
        };
        let digits = after.trim_start();
        let digits_len = digits.bytes().take_while(u8::is_ascii_digit).count();
        let Some(rest) = digits.get(digits_len..) else {
            continue;
        };
        let digits_start = text.len() - digits.len();
        let end = text.len() - rest.len();
        let ends_word = rest.chars().next().is_none_or(char::is_whitespace);
        if end == digits_start || !ends_word {
            continue;
        }
        let found = (colon, digits_start..end);
        if first.is_none() {
            first = Some(found);
        } else {
            last = Some(found);
        }
    }
    let (colon1, score1) = first?;
    let (colon2, score2) = last?;
    let name1 = trimmed_range(text, 0..colon1).unwrap_or(colon1..colon1);
    let name2 = trimmed_range(text, score1.end..colon2).unwrap_or(colon2..colon2);
    Some(ScoreLine {
        names: [name1, name2],
        scores: [score1, score2],
    })
}

/// The range without surrounding whitespace, if anything is left.
fn trimmed_range(text: &str, range: Range<usize>) -> Option<Range<usize>> {
    let part = text.get(range.clone())?;
    let start = range.start + (part.len() - part.trim_start().len());
    let end = range.start + part.trim_end().len();
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
    let (name, rating) = written.rsplit_once(',')?;
    let (name, rating) = (name.trim(), rating.trim());
    let numeric = !rating.is_empty() && rating.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    (numeric && !name.is_empty()).then_some((name, rating))
}

#[cfg(test)]
mod tests {
    use super::*;

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
            assert!(score.lacks_a_name());
            // And the scores are read as usual.
            assert_eq!(scores(line, &score), Ok([0, 0]));
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
