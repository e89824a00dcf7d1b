//! The base64 flavour GNU Backgammon uses for its IDs: the standard alphabet, no
//! padding, and a fixed length per kind of ID.
//!
//! The `base64` crate's standard engine without padding reads and writes the
//! characters. Its decoder refuses what GNU Backgammon never writes: a byte
//! outside the alphabet, and bits set in the last character past the ID's
//! bytes (which lenient decoders drop silently). This module turns those
//! refusals into errors about the ID: the column of the first character outside
//! the alphabet, counted in characters as the user typed them (the crate counts
//! bytes, and may report a later bad byte first), and the first stray bit.

use base64::engine::general_purpose::STANDARD_NO_PAD;
use base64::{DecodeError, DecodeSliceError, Engine, alphabet};

use super::error::{IdError, IdKind};

/// What may appear in a base64 ID, for error messages.
const EXPECTED: &str = "a base64 character (A-Z, a-z, 0-9, + or /)";

/// The number of characters an ID of `bytes` bytes takes.
pub(crate) const fn encoded_len(bytes: usize) -> usize {
    (bytes * 8).div_ceil(6)
}

/// The 14 characters of an 80-bit key (bit `i` of the key as bit `i % 8` of
/// byte `i / 8`, as [`encode`] takes it).
pub(crate) fn encode_key(key: u128) -> [u8; encoded_len(10)] {
    let mut text = [b'A'; encoded_len(10)];
    encode_key_into(key, &mut text);
    text
}

/// [`encode_key`] into `text`, where the characters are to stay: the engine
/// writes them a byte at a time, and a copy read straight after would wait
/// for each of those stores (`bgkit moves` writes an ID for every play).
pub(crate) fn encode_key_into(key: u128, text: &mut [u8; encoded_len(10)]) {
    if let Some(bytes) = key.to_le_bytes().first_chunk::<10>() {
        let written = STANDARD_NO_PAD.encode_slice(bytes, text);
        debug_assert_eq!(written, Ok(text.len()), "ten bytes take 14 characters");
    }
}

/// Writes `bytes` as base64 without padding; a final partial character is filled
/// with zero bits, as GNU Backgammon does.
pub(crate) fn encode(bytes: &[u8]) -> String {
    STANDARD_NO_PAD.encode(bytes)
}

/// Bytes the decoder may write for an ID of the right number of characters,
/// whatever they are: at most four bytes of UTF-8 each, so at most three
/// bytes each of decoded data (the longest ID has 14 characters).
const DECODE_ROOM: usize = 3 * 14;

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
    let expected = encoded_len(N);
    let found = text.chars().count();
    if found != expected {
        return Err(IdError::WrongLength {
            kind,
            expected,
            found,
        });
    }
    let mut room = [0u8; DECODE_ROOM];
    let refusal = match STANDARD_NO_PAD.decode_slice(text, &mut room) {
        Ok(len) if len == N => {
            if let Some(bytes) = room.first_chunk::<N>() {
                return Ok(*bytes);
            }
            None
        }
        Ok(_) => None,
        Err(DecodeSliceError::DecodeError(error)) => Some(error),
        Err(DecodeSliceError::OutputSliceTooSmall) => None,
    };
    // A character outside the alphabet is named first, wherever the
    // decoder stopped: it is what the user has to fix.
    if let Some((offset, c)) = text
        .chars()
        .enumerate()
        .find(|&(_, c)| !alphabet::STANDARD.as_str().contains(c))
    {
        return Err(IdError::BadCharacter {
            kind,
            column: first_column + offset,
            found: c,
            expected: EXPECTED,
        });
    }
    match refusal {
        Some(DecodeError::InvalidLastSymbol(_, symbol)) => Err(IdError::TrailingBits {
            kind,
            first_bit: first_stray_bit::<N>(symbol),
        }),
        // Text of the right length in the alphabet decodes to `N` bytes or
        // has stray bits: nothing else is left.
        _ => {
            debug_assert!(false, "{text:?} has {expected} base64 characters");
            Err(IdError::WrongLength {
                kind,
                expected,
                found,
            })
        }
    }
}

/// The first bit set past the `N` bytes of an ID whose last character,
/// `symbol`, has bits set there, numbered from 1 as the ID's bits are.
fn first_stray_bit<const N: usize>(symbol: u8) -> usize {
    let value = alphabet::STANDARD
        .as_str()
        .bytes()
        .position(|c| c == symbol);
    let spare = 6 * encoded_len(N) - 8 * N;
    let stray = value.map_or(0, |value| value & ((1 << spare) - 1));
    debug_assert!(stray != 0, "the decoder found stray bits in {symbol}");
    // The spare bits follow the last byte, most significant first.
    let highest = (usize::BITS - 1).saturating_sub(stray.leading_zeros()) as usize;
    8 * N + spare.saturating_sub(highest)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The alphabet in order, each character at its six-bit value.
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    /// Base64 read plainly, a character at a time: the first character
    /// outside the alphabet is reported at its column, then any set bit past
    /// the `N` bytes.
    fn read_plainly<const N: usize>(
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
        let mut bits = Vec::new();
        for (offset, c) in text.chars().enumerate() {
            let value =
                ALPHABET
                    .iter()
                    .position(|&a| char::from(a) == c)
                    .ok_or(IdError::BadCharacter {
                        kind,
                        column: first_column + offset,
                        found: c,
                        expected: EXPECTED,
                    })?;
            bits.extend((0..6).rev().map(|bit| value >> bit & 1 == 1));
        }
        if let Some(stray) = bits[8 * N..].iter().position(|&bit| bit) {
            return Err(IdError::TrailingBits {
                kind,
                first_bit: 8 * N + stray + 1,
            });
        }
        let mut bytes = [0u8; N];
        for (byte, bits) in bytes.iter_mut().zip(bits.chunks(8)) {
            *byte = bits.iter().fold(0, |byte, &bit| byte << 1 | u8::from(bit));
        }
        Ok(bytes)
    }

    /// Base64 written plainly: six bits at a time, the last character's
    /// missing bits zero.
    fn write_plainly(bytes: &[u8]) -> String {
        let bits: Vec<bool> = bytes
            .iter()
            .flat_map(|&byte| (0..8).rev().map(move |bit| byte >> bit & 1 == 1))
            .collect();
        bits.chunks(6)
            .map(|six| {
                let value = (0..6).fold(0, |value, i| {
                    value << 1 | usize::from(six.get(i) == Some(&true))
                });
                char::from(ALPHABET[value])
            })
            .collect()
    }

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
            let expected = write_plainly(&bytes[..10]);
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
    fn the_first_bad_character_is_reported_wherever_the_decoder_stops() {
        // Given IDs with a bad character early and another, multi-byte, last
        // (which the decoder may come across first)
        let table = [
            ("4HPwATD gc/AB💥", 8, ' '),
            ("4HPwATDgc/ABMé", 14, 'é'),
            ("é4HPwATDgc/ABM", 1, 'é'),
        ];
        for (text, column, found) in table {
            // Then the first is named, at its column counted in characters
            assert_eq!(
                decode::<10>(IdKind::PositionId, text, 1),
                Err(IdError::BadCharacter {
                    kind: IdKind::PositionId,
                    column,
                    found,
                    expected: EXPECTED,
                }),
                "{text}"
            );
        }
    }

    #[test]
    fn every_character_of_the_alphabet_reads_back_as_its_index() {
        for (index, &c) in ALPHABET.iter().enumerate() {
            // Given three zero characters and then this one
            let text = format!("AAA{}", char::from(c));
            // Then it reads as the low six bits of the last byte, and writes back
            let bytes = decode::<3>(IdKind::MatchId, &text, 1);
            assert_eq!(bytes, Ok([0, 0, index as u8]), "{text}");
            assert_eq!(encode(&[0, 0, index as u8]), text);
        }
    }

    proptest::proptest! {
        #[test]
        fn an_id_is_read_as_reading_it_a_character_at_a_time_reads_it(
            text in "[A-Za-z0-9+/]{11,15}|[A-Za-z0-9+/=é -]{12,14}",
        ) {
            // Given a text of about an ID's length, mostly base64
            // When it is read as a Position ID and as a Match ID
            let position = decode::<10>(IdKind::PositionId, &text, 3);
            let match_id = decode::<9>(IdKind::MatchId, &text, 3);
            // Then each gives what the plain reading gives: the same bytes,
            // or the same error at the same column or bit
            proptest::prop_assert_eq!(position, read_plainly::<10>(IdKind::PositionId, &text, 3));
            proptest::prop_assert_eq!(match_id, read_plainly::<9>(IdKind::MatchId, &text, 3));
        }

        #[test]
        fn bytes_are_written_as_writing_them_six_bits_at_a_time_writes_them(
            bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..16),
        ) {
            // Given any bytes
            // Then the engine writes what the plain writing gives
            proptest::prop_assert_eq!(encode(&bytes), write_plainly(&bytes));
        }
    }
}
