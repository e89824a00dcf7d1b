//! Parse errors located in the text: byte offset, column, what was expected, what was found.

use std::fmt;

/// Longest found text quoted in full; longer runs are shortened so that a
/// message about a wall of garbage stays one readable line.
const MAX_FOUND_CHARS: usize = 24;

/// What the parser met where it expected something else.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Found {
    /// The text ended.
    EndOfInput,
    /// The word (a run of letters and digits) or the single character there,
    /// shortened with `…` when very long.
    Text(String),
}

impl Found {
    /// What starts `rest`, the text from the error's position onwards.
    pub(crate) fn at(rest: &str) -> Found {
        let Some(first) = rest.chars().next() else {
            return Found::EndOfInput;
        };
        if first.is_control() {
            // Written escaped (`\n`, `\u{1b}`), so that a message naming a line
            // break or an escape code stays one printable line.
            return Found::Text(first.escape_debug().to_string());
        }
        if !first.is_alphanumeric() {
            return Found::Text(first.to_string());
        }
        let mut word: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric())
            .take(MAX_FOUND_CHARS + 1)
            .collect();
        if word.chars().count() > MAX_FOUND_CHARS {
            word = word.chars().take(MAX_FOUND_CHARS).collect();
            word.push('…');
        }
        Found::Text(word)
    }
}

impl fmt::Display for Found {
    /// `end of input`, or the text in backticks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::EndOfInput => f.write_str("end of input"),
            Found::Text(text) => write!(f, "`{text}`"),
        }
    }
}

/// Text that is not valid Magriel notation, with where and why.
///
/// The message reads `expected a point 0 to 24 or `off` to move to, found `bar``;
/// callers that show it to a person add the column.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected {expected}, found {found}")]
pub struct ParseError {
    /// Byte offset of the offending text in the parsed input.
    pub offset: usize,
    /// 1-based column of the offending text, counted in characters.
    pub column: usize,
    /// What would have been accepted there, e.g. "a point 1 to 24 or `bar` to move from".
    pub expected: String,
    /// What was there instead.
    pub found: Found,
}

impl ParseError {
    /// An error at byte `offset` of `input`, naming what starts there.
    ///
    /// An offset past the end or inside a character is clamped back to the
    /// nearest character boundary so that a location is always reported.
    pub(crate) fn new(input: &str, offset: usize, expected: impl Into<String>) -> ParseError {
        let (offset, rest) = rest_from_char_boundary(input, offset);
        ParseError {
            offset,
            column: column_of(input, offset),
            expected: expected.into(),
            found: Found::at(rest),
        }
    }

    /// 1-based column of the offending text, counted in characters.
    pub fn column(&self) -> usize {
        self.column
    }

    /// The same error located in a larger `text`, in which the parsed input began
    /// at byte `start`; for callers that parse one field of a longer line.
    pub fn within(self, text: &str, start: usize) -> ParseError {
        let offset = floor_char_boundary(text, start.saturating_add(self.offset));
        ParseError {
            offset,
            column: column_of(text, offset),
            ..self
        }
    }
}

/// The largest character boundary of `text` at or before `offset`.
fn floor_char_boundary(text: &str, offset: usize) -> usize {
    rest_from_char_boundary(text, offset).0
}

/// The largest character boundary of `text` at or before `offset`, and the
/// text from there to the end.
fn rest_from_char_boundary(text: &str, offset: usize) -> (usize, &str) {
    let mut offset = offset.min(text.len());
    loop {
        if let Some((_, rest)) = text.split_at_checked(offset) {
            return (offset, rest);
        }
        // Offset 0 is a boundary, so the search ends before it would pass it.
        offset -= 1;
    }
}

/// 1-based column, in characters, of byte `offset` (a character boundary).
fn column_of(text: &str, offset: usize) -> usize {
    text.get(..offset)
        .map_or(0, |before| before.chars().count())
        + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_quotes_found_text_but_not_the_end_of_input() {
        // Given an error on a word and one at the end of the text
        let on_word = ParseError::new("8/x", 2, "a point");
        let at_end = ParseError::new("8/", 2, "a point");

        // Then the word is quoted and the end is named
        assert_eq!(on_word.to_string(), "expected a point, found `x`");
        assert_eq!(at_end.to_string(), "expected a point, found end of input");
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        // Given an error after two two-byte characters
        let error = ParseError::new("éé x", 5, "a move");

        // Then the column is the fourth character
        assert_eq!(error.offset, 5);
        assert_eq!(error.column(), 4);
        assert_eq!(error.found, Found::Text("x".into()));
    }

    #[test]
    fn found_text_is_one_word_or_one_character() {
        let table = [
            ("xyz 8/4", Found::Text("xyz".into())),
            ("26/20", Found::Text("26".into())),
            ("*/5", Found::Text("*".into())),
            ("🎲🎲", Found::Text("🎲".into())),
            ("", Found::EndOfInput),
        ];
        for (rest, expected) in table {
            assert_eq!(Found::at(rest), expected, "text {rest:?}");
        }
    }

    #[test]
    fn a_control_character_is_named_escaped_so_the_message_stays_one_line() {
        // Given errors at a line break, a carriage return and an escape code
        let table = [("8\n/4", "\\n"), ("8\r", "\\r"), ("8\u{1b}[2J", "\\u{1b}")];
        for (input, shown) in table {
            // When the error is reported at the control character
            let error = ParseError::new(input, 1, "`/`");

            // Then it is named escaped and the message is a single line
            assert_eq!(error.found, Found::Text(shown.into()), "input {input:?}");
            let message = error.to_string();
            assert!(!message.contains(['\n', '\r', '\u{1b}']), "{message:?}");
        }
    }

    #[test]
    fn a_very_long_word_is_shortened() {
        // Given a run of 100 letters
        let rest = "q".repeat(100);

        // When it is named as found
        let Found::Text(text) = Found::at(&rest) else {
            panic!("a word was found");
        };

        // Then it is cut to the limit and marked as cut
        assert_eq!(text.chars().count(), MAX_FOUND_CHARS + 1);
        assert!(text.ends_with('…'));
    }

    #[test]
    fn an_error_can_be_relocated_into_the_line_it_came_from() {
        // Given an error at the third character of a field starting at byte 6 of a line
        let line = "  1) 52: 13/x";
        let field = &line[9..];
        let error = ParseError::new(field, 3, "a point");

        // When it is located in the line
        let error = error.within(line, 9);

        // Then offset and column count from the start of the line
        assert_eq!(error.offset, 12);
        assert_eq!(error.column(), 13);
        assert_eq!(error.found, Found::Text("x".into()));
    }

    #[test]
    fn an_offset_inside_a_character_is_moved_back_to_its_start() {
        // Given an offset pointing into the middle of a two-byte character
        let error = ParseError::new("aé", 2, "a move");

        // Then the error points at the character itself
        assert_eq!(error.offset, 1);
        assert_eq!(error.column(), 2);
        assert_eq!(error.found, Found::Text("é".into()));
    }
}
