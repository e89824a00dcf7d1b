//! Analysis: pip counts, shots, entering odds, race metrics, bear-off database.
//!
//! Every figure here is computed from the rules (the legal-play generator of
//! [`crate::board`] or code tested against it), never typed in from a table.
//! The report types derive `serde::Serialize` with the field names the CLI
//! documents; figures that are rounded in JSON say so on the field.
//!
//! - [`shots`]: the direct-shot table, and the shots in a given position.
//! - [`entering`]: rolls that enter from the bar against closed points.
//! - [`race`]: pip counts, Keith, Thorp, Kleinman, the 8-9-12 rule, EPC, bear-off odds.
//! - [`opening`]: the texts' table of opening plays, checked by the engine.
//! - [`bearoff`]: the one-sided bear-off database behind EPC and bear-off odds,
//!   and the exact two-sided bear-off of small boards.
//! - [`stats`]: per-player statistics of a match, against exact expectations.

pub mod bearoff;
pub mod entering;
mod json;
pub mod opening;
pub mod race;
pub mod shots;
pub mod stats;

use crate::board::Roll;

/// A roll written the compact way shot tables use: both dice, high first, no
/// separator (`"61"`, `"66"`).
pub fn roll_code(roll: Roll) -> String {
    format!("{}{}", roll.high(), roll.low())
}

/// `count` rolls out of the 36 equally likely throws, as a probability.
fn out_of_36(count: u32) -> f64 {
    f64::from(count) / 36.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_are_coded_high_die_first_without_separator() {
        // Given rolls written in either order
        let cases = [
            ((6, 1), "61"),
            ((1, 6), "61"),
            ((6, 6), "66"),
            ((2, 3), "32"),
        ];
        for ((a, b), code) in cases {
            // When coded
            let roll = Roll::new(a, b).unwrap();
            // Then the high die comes first
            assert_eq!(roll_code(roll), code);
        }
    }
}
