//! Bit strings as GNU Backgammon lays them out in its keys: bit `i` (from 0) is bit
//! `i % 8` of byte `i / 8`, least significant first, and multi-bit fields are
//! stored least significant bit first.
//!
//! Indices past the end of the key read as 0 and are ignored on write, so a
//! caller's arithmetic slip can never become a panic.

/// Whether bit `index` is set.
pub(crate) fn get(key: &[u8], index: usize) -> bool {
    key.get(index / 8)
        .is_some_and(|byte| byte & (1 << (index % 8)) != 0)
}

/// Sets bit `index`.
pub(crate) fn set(key: &mut [u8], index: usize) {
    if let Some(byte) = key.get_mut(index / 8) {
        *byte |= 1 << (index % 8);
    }
}

/// The `width`-bit field starting at bit `first`.
pub(crate) fn read(key: &[u8], first: usize, width: usize) -> u32 {
    (0..width)
        .filter(|&i| get(key, first + i))
        .fold(0, |value, i| value | 1 << i)
}

/// Stores the low `width` bits of `value` in the field starting at bit `first`.
/// The key starts zeroed, so only the set bits need writing.
pub(crate) fn write(key: &mut [u8], first: usize, width: usize, value: u32) {
    for i in (0..width).filter(|&i| value & (1 << i) != 0) {
        set(key, first + i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_stored_least_significant_bit_first() {
        // Given a field of width 3 holding 0b110 at bit 6, across a byte boundary
        let mut key = [0u8; 2];
        write(&mut key, 6, 3, 0b110);
        // Then bit 7 of byte 0 and bit 0 of byte 1 are set, and it reads back
        assert_eq!(key, [0b1000_0000, 0b0000_0001]);
        assert_eq!(read(&key, 6, 3), 0b110);
    }

    #[test]
    fn bits_past_the_end_read_as_zero_and_are_not_written() {
        let mut key = [0u8; 1];
        set(&mut key, 8);
        assert_eq!(key, [0]);
        assert!(!get(&key, 100));
    }
}
