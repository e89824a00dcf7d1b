//! Dice: a roll of two dice, and the 21 distinct rolls with their weights.

use std::fmt;

/// A roll of two dice, stored high die first.
///
/// The order the dice were written in (`13:` versus `31:`) is a property of the
/// text, not of the roll, so `Roll` normalises it away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Roll {
    high: u8,
    low: u8,
}

/// Error for dice outside 1..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a die shows 1 to 6, found {0}")]
pub struct InvalidDie(pub u8);

impl Roll {
    /// A roll from two dice in any order.
    pub fn new(a: u8, b: u8) -> Result<Roll, InvalidDie> {
        for die in [a, b] {
            if !(1..=6).contains(&die) {
                return Err(InvalidDie(die));
            }
        }
        Ok(Roll {
            high: a.max(b),
            low: a.min(b),
        })
    }

    /// The higher die (either die of a double).
    pub fn high(self) -> u8 {
        self.high
    }

    /// The lower die (either die of a double).
    pub fn low(self) -> u8 {
        self.low
    }

    /// Both dice show the same number.
    pub fn is_double(self) -> bool {
        self.high == self.low
    }

    /// How many steps the roll allows: four for a double, two otherwise.
    pub fn step_count(self) -> usize {
        if self.is_double() { 4 } else { 2 }
    }

    /// How many of the 36 equally likely throws give this roll: 1 for a double, 2 otherwise.
    pub fn weight(self) -> u32 {
        if self.is_double() { 1 } else { 2 }
    }

    /// The 21 distinct rolls, doubles and non-doubles, high die first, from 6-6 down to 1-1.
    pub fn all() -> impl Iterator<Item = Roll> {
        (1..=6u8)
            .rev()
            .flat_map(|high| (1..=high).rev().map(move |low| Roll { high, low }))
    }
}

impl fmt::Display for Roll {
    /// Written `4-2`, high die first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.high, self.low)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_21_distinct_rolls_weighing_36_in_all() {
        let rolls: Vec<Roll> = Roll::all().collect();
        assert_eq!(rolls.len(), 21);
        assert_eq!(rolls.iter().map(|r| r.weight()).sum::<u32>(), 36);
        assert_eq!(rolls[0], Roll::new(6, 6).unwrap());
        assert_eq!(rolls[20], Roll::new(1, 1).unwrap());
    }

    #[test]
    fn dice_order_does_not_matter() {
        assert_eq!(Roll::new(2, 4).unwrap(), Roll::new(4, 2).unwrap());
        assert_eq!(Roll::new(2, 4).unwrap().to_string(), "4-2");
    }

    #[test]
    fn a_die_outside_one_to_six_is_rejected() {
        assert_eq!(Roll::new(0, 3), Err(InvalidDie(0)));
        assert_eq!(Roll::new(3, 7), Err(InvalidDie(7)));
    }

    #[test]
    fn doubles_give_four_steps() {
        assert_eq!(Roll::new(5, 5).unwrap().step_count(), 4);
        assert_eq!(Roll::new(5, 3).unwrap().step_count(), 2);
    }
}
