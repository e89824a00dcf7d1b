//! The base64 flavour GNU Backgammon uses for its IDs: the standard alphabet, no
//! padding, and a fixed length per kind of ID.
//!
//! Written by hand rather than with a crate because the IDs are tiny and fixed in
//! size, and a reader of our own can say exactly which column is wrong and reject
//! stray bits in the last character, which general decoders accept silently.

use super::error::{IdError, IdKind};

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// What may appear in a base64 ID, for error messages.
const EXPECTED: &str = "a base64 character (A-Z, a-z, 0-9, + or /)";

/// The six-bit value of one base64 character.
fn sextet(c: char) -> Option<u8> {
    match c {
        'A'..='Z' => Some(c as u8 - b'A'),
        'a'..='z' => Some(c as u8 - b'a' + 26),
        '0'..='9' => Some(c as u8 - b'0' + 52),
        '+' => Some(62),
        '/' => Some(63),
        _ => None,
    }
}

/// The character for the low six bits of `value`.
fn character(value: u32) -> char {
    // Masking to six bits keeps the index inside the 64-entry alphabet, so the
    // fallback is never taken (and the compiler drops it).
    ALPHABET
        .get((value & 0x3f) as usize)
        .map_or('A', |&byte| byte as char)
}

/// The number of characters an ID of `bytes` bytes takes.
pub(crate) const fn encoded_len(bytes: usize) -> usize {
    (bytes * 8).div_ceil(6)
}

/// The 14 characters of an 80-bit key (bit `i` of the key as bit `i % 8` of
/// byte `i / 8`, as [`encode`] takes it), written straight from the number.
pub(crate) fn encode_key(key: u128) -> [u8; encoded_len(10)] {
    // Base64 reads the bytes in order, most significant bit of each first:
    // the key's bytes big-end first make that one 80-bit number, read six
    // bits at a time from the top (the last character gets 2 bits of zeros).
    // Reversing the bytes of the number puts byte 0 at the top; the ten key
    // bytes are then its top 80 bits, and four zero bits pad them to 84.
    let number = (key.swap_bytes() >> 48) << 4;
    let mut text = [0u8; encoded_len(10)];
    // Twelve bits, two characters, at a time: `bgkit moves` writes an ID
    // for every play it lists.
    for (i, pair) in text.chunks_exact_mut(2).enumerate() {
        let bits = (number >> (12 * (6 - i))) & 0xfff;
        let characters = PAIRS.get(bits as usize).copied().unwrap_or([b'A'; 2]);
        pair.copy_from_slice(&characters);
    }
    text
}

/// The two characters of every 12-bit value, the high six bits first.
const PAIRS: [[u8; 2]; 4096] = pairs();

/// Builds [`PAIRS`] at compile time.
// Evaluated only at compile time, where an index out of range fails the
// build rather than panicking.
#[allow(clippy::indexing_slicing)]
const fn pairs() -> [[u8; 2]; 4096] {
    let mut table = [[0u8; 2]; 4096];
    let mut value = 0;
    while value < 4096 {
        table[value] = [ALPHABET[value >> 6], ALPHABET[value & 0x3f]];
        value += 1;
    }
    table
}

/// Writes `bytes` as base64 without padding; a final partial character is filled
/// with zero bits, as GNU Backgammon does.
pub(crate) fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(encoded_len(bytes.len()));
    let mut pending: u32 = 0;
    let mut held = 0u32;
    for &byte in bytes {
        pending = (pending << 8) | byte as u32;
        held += 8;
        while held >= 6 {
            held -= 6;
            text.push(character(pending >> held));
        }
        pending &= (1 << held) - 1;
    }
    if held > 0 {
        text.push(character(pending << (6 - held)));
    }
    text
}

/// [`decode`] for an ID that is right: exactly [`encoded_len`]`(N)` base64
/// characters, no bit set past the `N` bytes. Every character is read with
/// one look-up and no branch; anything else is `None`, for [`decode`] to
/// say what is wrong. `bgkit moves -` reads an ID per line.
fn decode_plain<const N: usize>(text: &str) -> Option<[u8; N]> {
    let characters = text.as_bytes();
    let bits = 6 * characters.len();
    if characters.len() != encoded_len(N) || bits > 128 {
        return None;
    }
    let (number, valid) = characters
        .iter()
        .fold((0u128, true), |(number, valid), &c| {
            let value = SEXTETS.get(usize::from(c)).copied().unwrap_or(NOT_BASE64);
            (
                number << 6 | u128::from(value & 0x3f),
                valid & (value != NOT_BASE64),
            )
        });
    // The bits past the last byte must be zero.
    let spare = bits - 8 * N;
    if !valid || number & ((1 << spare) - 1) != 0 {
        return None;
    }
    let mut bytes = [0u8; N];
    for (index, byte) in bytes.iter_mut().enumerate() {
        *byte = (number >> (bits - 8 * (index + 1))) as u8;
    }
    Some(bytes)
}

/// Marks a byte that is not a base64 character in [`SEXTETS`].
const NOT_BASE64: u8 = 0xff;

/// The six-bit value of every base64 character, by its byte;
/// [`NOT_BASE64`] for the others.
const SEXTETS: [u8; 256] = sextets();

/// Builds [`SEXTETS`] at compile time.
// Evaluated only at compile time, where an index out of range fails the
// build rather than panicking.
#[allow(clippy::indexing_slicing)]
const fn sextets() -> [u8; 256] {
    let mut table = [NOT_BASE64; 256];
    let mut value = 0;
    while value < 64 {
        table[ALPHABET[value] as usize] = value as u8;
        value += 1;
    }
    table
}

/// Reads an ID of exactly [`encoded_len`]`(N)` characters into `N` bytes.
///
/// Bits of the last character beyond the `N` bytes must be zero. `first_column`
/// is the column of the ID's first character in the text the caller was given,
/// so errors point at the right place inside longer arguments.
pub(crate) fn decode<const N: usize>(
    kind: IdKind,
    text: &str,
    first_column: usize,
) -> Result<[u8; N], IdError> {
    match decode_plain(text) {
        Some(bytes) => Ok(bytes),
        None => decode_checked(kind, text, first_column),
    }
}

/// [`decode`] a character at a time, saying what is wrong where.
fn decode_checked<const N: usize>(
    kind: IdKind,
    text: &str,
    first_column: usize,
) -> Result<[u8; N], IdError> {
    let expected = encoded_len(N);
    let found = text.chars().count();
    if found != expected {
        return Err(IdError::WrongLength {
            kind,
            expected,
            found,
        });
    }
    let mut bytes = [0u8; N];
    let mut next = 0usize;
    let mut pending: u32 = 0;
    let mut held = 0u32;
    for (offset, c) in text.chars().enumerate() {
        let value = sextet(c).ok_or(IdError::BadCharacter {
            kind,
            column: first_column + offset,
            found: c,
            expected: EXPECTED,
        })?;
        pending = (pending << 6) | value as u32;
        held += 6;
        if held >= 8 {
            held -= 8;
            if let Some(slot) = bytes.get_mut(next) {
                *slot = (pending >> held) as u8;
            }
            next += 1;
            pending &= (1 << held) - 1;
        }
    }
    if pending != 0 {
        // The leftover bits follow the last byte, most significant first.
        let highest = 31 - pending.leading_zeros();
        let offset = (held - 1 - highest) as usize;
        return Err(IdError::TrailingBits {
            kind,
            first_bit: N * 8 + offset + 1,
        });
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_bytes_make_four_characters_like_standard_base64() {
        // Given the bytes of "Man", the textbook base64 example
        // Then they encode to "TWFu" and back
        assert_eq!(encode(b"Man"), "TWFu");
        assert_eq!(decode::<3>(IdKind::MatchId, "TWFu", 1), Ok(*b"Man"));
    }

    #[test]
    fn a_final_partial_character_is_padded_with_zero_bits() {
        // Given one byte, which needs eight of the twelve bits of two characters
        // Then the last four bits are zero and no '=' padding is written
        assert_eq!(encode(&[0xff]), "/w");
    }

    #[test]
    fn a_key_written_from_its_number_matches_its_bytes_written_in_order() {
        // Given keys with single bits, runs and every byte different
        let mut keys = vec![0u128, (1u128 << 80) - 1, 0x0123_4567_89ab_cdef_fedc];
        keys.extend((0..80).map(|bit| 1u128 << bit));
        keys.extend((1..80).map(|bit| (1u128 << bit) - 1));
        for key in keys {
            // Then the characters are those of its ten bytes in base64
            let bytes = key.to_le_bytes();
            let expected = encode(&bytes[..10]);
            assert_eq!(encode_key(key), expected.as_bytes(), "{key:#x}");
        }
    }

    #[test]
    fn stray_bits_in_the_last_character_are_refused() {
        // Given "/x": the byte 0xff followed by a set padding bit
        let result = decode::<1>(IdKind::PositionId, "/x", 1);
        // Then the reader names the first bit past the byte
        assert_eq!(
            result,
            Err(IdError::TrailingBits {
                kind: IdKind::PositionId,
                first_bit: 12,
            })
        );
    }

    #[test]
    fn a_bad_character_is_reported_at_its_column() {
        // Given an ID starting at column 10 of a longer argument, with '=' third
        let result = decode::<3>(IdKind::MatchId, "TW=u", 10);
        // Then the error points at column 12
        assert_eq!(
            result,
            Err(IdError::BadCharacter {
                kind: IdKind::MatchId,
                column: 12,
                found: '=',
                expected: EXPECTED,
            })
        );
    }

    #[test]
    fn every_character_of_the_alphabet_reads_back_as_its_index() {
        for (index, &c) in ALPHABET.iter().enumerate() {
            assert_eq!(sextet(c as char), Some(index as u8));
            assert_eq!(character(index as u32), c as char);
        }
    }

    proptest::proptest! {
        #[test]
        fn an_id_read_at_once_is_what_reading_it_a_character_at_a_time_gives(
            text in "[A-Za-z0-9+/]{11,15}|[A-Za-z0-9+/=é -]{12,14}",
        ) {
            // Given a text of about an ID's length, mostly base64
            // When it is read at once and a character at a time
            let at_once = decode_plain::<10>(&text);
            let checked = decode_checked::<10>(IdKind::PositionId, &text, 1);
            let match_id = (decode_plain::<9>(&text), decode_checked::<9>(IdKind::MatchId, &text, 1));
            // Then reading it at once gives the same bytes whenever the text
            // is an ID, and leaves the others to the careful reading
            proptest::prop_assert_eq!(at_once, checked.ok());
            proptest::prop_assert_eq!(match_id.0, match_id.1.ok());
        }
    }
}
