//! A play's canonical text kept in place, for answers that list many plays.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::board::Play;

use super::format::{Piece, Sink, write_play_to};

/// Bytes a play's text may take. A play has at most four moves, each on
/// points written in at most three characters (`bar`, `off`, `24`): four
/// separate one-move tokens take at most 4 × `bar/22*` plus 3 spaces, 31
/// bytes; joining moves into paths or grouping them with `(n)` only
/// shortens the text.
const CAPACITY: usize = 32;

/// The canonical text of a [`Play`] (`13/7*/5 6/5`), kept in place rather
/// than allocated. Prints and serializes as its text.
#[derive(Clone, Copy)]
pub struct PlayText {
    bytes: [u8; CAPACITY],
    len: u8,
    /// Written by the formatter alone (see [`PlayText::is_formatted`]).
    formatted: bool,
}

impl PlayText {
    /// Bytes the text may take: at most four moves' worth.
    pub const CAPACITY: usize = CAPACITY;

    /// The canonical text of `play`, as [`super::format_play`] writes it.
    pub fn of(play: &Play) -> PlayText {
        let mut text = PlayText::EMPTY;
        text.set_to(play);
        text
    }

    /// The text of the empty play (a dance): no characters.
    pub const EMPTY: PlayText = PlayText {
        bytes: [0; CAPACITY],
        len: 0,
        formatted: true,
    };

    /// Makes this the canonical text of `play`, written where it is: for a
    /// list of answers built in place, where a text written elsewhere and
    /// copied in would be read back around the stores that wrote it.
    pub fn set_to(&mut self, play: &Play) {
        // Formatted while what the formatter writes fits.
        *self = PlayText::EMPTY;
        write_play_to(play, self);
        debug_assert!(self.formatted, "a play's text fits in {CAPACITY} bytes");
    }

    /// The text's bytes (ASCII), without the check [`PlayText::as_str`]
    /// makes: for writers that copy many texts out.
    // Every write checks that it fits before it raises `len`, so `len` never
    // passes the array's end and the slice is in range.
    #[allow(clippy::indexing_slicing)]
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }

    /// The text's whole room (the text, then zero bytes) and the text's
    /// length: a writer copying many texts out copies the room, always the
    /// same size, and keeps the length, rather than copying a slice of a
    /// length known only at run time.
    pub fn padded(&self) -> (&[u8; PlayText::CAPACITY], usize) {
        (&self.bytes, usize::from(self.len))
    }

    /// Whether the text is only what the canonical formatter writes (point
    /// names, `/`, `*`, spaces, counts in parentheses), nothing appended
    /// since: a writer of JSON strings then need not look for characters
    /// to escape.
    pub fn is_formatted(&self) -> bool {
        self.formatted
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        match std::str::from_utf8(self.as_bytes()) {
            Ok(text) => text,
            // Only ASCII pieces and whole `str`s are ever copied in, so no
            // character is ever cut. Were one cut, the whole characters
            // before it would still be the text's own.
            Err(_) => {
                debug_assert!(false, "a play's text holds whole characters");
                self.as_bytes()
                    .utf8_chunks()
                    .next()
                    .map_or("", |chunk| chunk.valid())
            }
        }
    }
}

impl Sink for PlayText {
    /// Appends `piece`, copying its eight bytes at once where they fit (the
    /// bytes past it are zero, as those past the text are). Past the
    /// capacity nothing is written and the text is no longer
    /// [formatted](PlayText::is_formatted): it is not the whole.
    #[inline]
    fn push(&mut self, piece: Piece) {
        let start = usize::from(self.len);
        let (bytes, len) = (piece.bytes(), piece.len());
        if let Some(room) = self.bytes.get_mut(start..start + bytes.len()) {
            room.copy_from_slice(&bytes);
        } else if let (Some(room), Some(piece)) =
            (self.bytes.get_mut(start..start + len), bytes.get(..len))
        {
            room.copy_from_slice(piece);
        } else {
            self.formatted = false;
            return;
        }
        // A piece takes at most eight bytes.
        self.len += len as u8;
    }
}

impl fmt::Write for PlayText {
    /// Appends `part`; refuses (leaving the text as it was) past the capacity.
    fn write_str(&mut self, part: &str) -> fmt::Result {
        self.formatted = false;
        let start = usize::from(self.len);
        let end = start + part.len();
        let slot = self.bytes.get_mut(start..end).ok_or(fmt::Error)?;
        slot.copy_from_slice(part.as_bytes());
        self.len = u8::try_from(end).map_err(|_| fmt::Error)?;
        Ok(())
    }

    /// Appends one character; the canonical text is ASCII, a byte each.
    fn write_char(&mut self, c: char) -> fmt::Result {
        self.formatted = false;
        match u8::try_from(c) {
            Ok(byte) if byte.is_ascii() => {
                let slot = self
                    .bytes
                    .get_mut(usize::from(self.len))
                    .ok_or(fmt::Error)?;
                *slot = byte;
                self.len += 1;
                Ok(())
            }
            _ => self.write_str(c.encode_utf8(&mut [0; 4])),
        }
    }
}

// Texts are equal when their characters are, however they were written.
impl PartialEq for PlayText {
    fn eq(&self, other: &PlayText) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Eq for PlayText {}

impl std::hash::Hash for PlayText {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_bytes().hash(state);
    }
}

impl fmt::Display for PlayText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for PlayText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for PlayText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for PlayText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl Serialize for PlayText {
    /// As a JSON string, the same as the `String` `format_play` gives.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Position, Roll, legal_plays};
    use crate::notation::format_play;
    use std::fmt::Write as _;

    #[test]
    fn every_legal_play_of_every_roll_at_the_start_reads_as_format_play_writes_it() {
        // Given the opening position and every roll
        for roll in Roll::all() {
            for legal in legal_plays(&Position::start(), roll) {
                // When a play's text is kept in place
                let text = PlayText::of(&legal.play);
                // Then it is the allocated canonical text
                assert_eq!(text.as_str(), super::super::format_play(&legal.play));
            }
        }
    }

    #[test]
    fn a_formatted_text_stays_formatted_until_something_is_appended_and_equals_the_same_characters_written()
     {
        // Given the text of 8/5 6/5 from the formatter, and the same
        // characters written into an empty text
        let play = legal_plays(&Position::start(), Roll::new(3, 1).unwrap())
            .into_iter()
            .find(|legal| format_play(&legal.play) == "8/5 6/5")
            .unwrap()
            .play;
        let formatted = PlayText::of(&play);
        let mut written = PlayText {
            bytes: [0; CAPACITY],
            len: 0,
            formatted: false,
        };
        write!(written, "8/5 6/5").unwrap();
        // Then only the formatter's is formatted, and the two are equal
        assert!(formatted.is_formatted());
        assert!(!written.is_formatted());
        assert_eq!(formatted, written);
        // When anything is appended to the formatter's
        let mut appended = formatted;
        write!(appended, "\"").unwrap();
        // Then it is no longer formatted
        assert!(!appended.is_formatted());
    }

    #[test]
    fn the_longest_text_four_moves_can_take_fits() {
        // Given four one-move tokens from the bar, each a hit
        let mut text = PlayText {
            bytes: [0; CAPACITY],
            len: 0,
            formatted: false,
        };
        // When they are written in one text
        let written = write!(text, "bar/22* bar/21* bar/20* bar/19*");
        // Then it fits
        assert!(written.is_ok());
        assert_eq!(text.as_str().len(), 31);
    }

    #[test]
    fn text_past_the_capacity_is_refused_and_leaves_what_was_written() {
        // Given a text holding one move
        let mut text = PlayText {
            bytes: [0; CAPACITY],
            len: 0,
            formatted: false,
        };
        text.write_str("13/7").unwrap();
        // When more than the capacity is appended
        let written = text.write_str(&"x".repeat(CAPACITY));
        // Then it is refused and the first move stays
        assert!(written.is_err());
        assert_eq!(text.as_str(), "13/7");
    }
}
