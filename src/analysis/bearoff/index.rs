//! A dense numbering of home boards: every way to place at most fifteen
//! checkers on six points gets an index in 0..54,264.
//!
//! Boards are ordered by the count on the 6-point first, then the 5-point, and
//! so on; within that the number of boards below a given count is a sum of
//! "ways to place at most m checkers on k points" = C(m + k, k), tabulated here
//! at compile time.

/// Points in a home board.
pub(crate) const POINTS: usize = 6;
/// Most checkers a side has.
pub(crate) const MAX_CHECKERS: usize = 15;

/// `BELOW[k][m][n]`: boards on `k` points with at most `m` checkers whose top
/// point (the k-th) holds fewer than `n` checkers. A static, not a const, so
/// that each lookup reads the table in place instead of copying it.
static BELOW: [[[u32; MAX_CHECKERS + 2]; MAX_CHECKERS + 1]; POINTS + 1] = below();

/// Number of distinct home boards: C(21, 6).
pub(crate) const BOARDS: usize = ways()[POINTS][MAX_CHECKERS] as usize;

/// `ways()[k][m]`: boards of at most `m` checkers on `k` points.
// Evaluated at compile time only (for `BOARDS` and `BELOW`), where an index out of
// range would fail the build instead of panicking at run time; const fns cannot
// use iterators.
#[allow(clippy::indexing_slicing)]
const fn ways() -> [[u32; MAX_CHECKERS + 1]; POINTS + 1] {
    let mut table = [[0u32; MAX_CHECKERS + 1]; POINTS + 1];
    let mut m = 0;
    while m <= MAX_CHECKERS {
        table[0][m] = 1;
        m += 1;
    }
    let mut k = 1;
    while k <= POINTS {
        let mut m = 0;
        while m <= MAX_CHECKERS {
            let mut j = 0;
            while j <= m {
                table[k][m] += table[k - 1][m - j];
                j += 1;
            }
            m += 1;
        }
        k += 1;
    }
    table
}

/// The table behind `BELOW`.
// Compile-time only, like `ways`: the loops keep k <= POINTS, m <= MAX_CHECKERS
// and n <= m + 1, inside every dimension.
#[allow(clippy::indexing_slicing)]
const fn below() -> [[[u32; MAX_CHECKERS + 2]; MAX_CHECKERS + 1]; POINTS + 1] {
    let ways = ways();
    let mut table = [[[0u32; MAX_CHECKERS + 2]; MAX_CHECKERS + 1]; POINTS + 1];
    let mut k = 1;
    while k <= POINTS {
        let mut m = 0;
        while m <= MAX_CHECKERS {
            let mut n = 1;
            while n <= m + 1 {
                table[k][m][n] = table[k][m][n - 1] + ways[k - 1][m - (n - 1)];
                n += 1;
            }
            m += 1;
        }
        k += 1;
    }
    table
}

/// The index of a board given as counts on points 1..=6 (index 0 = the 1-point).
/// The caller guarantees at most fifteen checkers in all.
pub(crate) fn rank(counts: &[u8; POINTS]) -> usize {
    let [_, levels @ ..] = &BELOW;
    let mut budget = MAX_CHECKERS;
    let mut index = 0u32;
    // The 6-point first, on level k = 6 of the table; the 1-point last, on level 1.
    for (level, &count) in levels.iter().zip(counts).rev() {
        let n = usize::from(count).min(budget);
        index += boards_below(level, budget, n);
        budget -= n;
    }
    index as usize
}

/// One level of `BELOW`: boards on that many points.
type Level = [[u32; MAX_CHECKERS + 2]; MAX_CHECKERS + 1];

/// `level[budget][n]`, read in the hot loops of `rank` and `unrank`.
// In range by construction: `budget` starts at MAX_CHECKERS and only shrinks, and
// both callers keep n <= budget + 1 <= MAX_CHECKERS + 1, the last column.
#[allow(clippy::indexing_slicing)]
#[inline]
fn boards_below(level: &Level, budget: usize, n: usize) -> u32 {
    debug_assert!(budget <= MAX_CHECKERS && n <= budget + 1);
    level[budget][n]
}

/// The board with a given index, or `None` past the last one.
pub(crate) fn unrank(index: usize) -> Option<[u8; POINTS]> {
    if index >= BOARDS {
        return None;
    }
    let mut rest = index as u32;
    let mut budget = MAX_CHECKERS;
    let mut counts = [0u8; POINTS];
    let [_, levels @ ..] = &BELOW;
    for (level, count) in levels.iter().zip(counts.iter_mut()).rev() {
        // The largest n whose block starts at or before `rest`.
        let mut n = 0;
        while n < budget && boards_below(level, budget, n + 1) <= rest {
            n += 1;
        }
        rest -= boards_below(level, budget, n);
        *count = n as u8;
        budget -= n;
    }
    Some(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_54264_home_boards() {
        assert_eq!(BOARDS, 54_264);
    }

    #[test]
    fn every_index_names_a_distinct_board_and_back() {
        // Given every index
        let mut seen = std::collections::HashSet::new();
        for index in 0..BOARDS {
            // When turned into a board and back
            let counts = unrank(index).unwrap();
            // Then the board is valid, new, and ranks to the same index
            assert!(counts.iter().map(|&c| c as usize).sum::<usize>() <= MAX_CHECKERS);
            assert!(seen.insert(counts));
            assert_eq!(rank(&counts), index);
        }
        assert_eq!(unrank(BOARDS), None);
    }

    #[test]
    fn the_empty_board_is_first() {
        assert_eq!(rank(&[0; POINTS]), 0);
    }
}
