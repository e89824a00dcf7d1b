//! Random positions and rolls for property tests.

use bgkit::board::{Position, Roll};
use proptest::prelude::*;

/// Builds a position from slot lists: each entry puts one checker on a slot
/// (1..=24 = point in the owner's numbering, 25 = bar). The opponent's checkers
/// that would share a point with the on-roll player's are dropped.
fn position_from_slots(mine: &[u8], theirs: &[u8]) -> Position {
    let mut on_roll = [0u8; 25];
    let mut opponent = [0u8; 25];
    for &slot in mine.iter().take(15) {
        on_roll[(slot - 1) as usize] += 1;
    }
    for &slot in theirs.iter().take(15) {
        // Slot in the opponent's own numbering; the same point in ours is 25 - slot.
        if slot == 25 || on_roll[(25 - slot - 1) as usize] == 0 {
            opponent[(slot - 1) as usize] += 1;
        }
    }
    Position::from_sides(&on_roll, &opponent).expect("slots build a valid position")
}

/// Random positions of every kind: contact, bar, races, bear-offs with contact.
pub fn any_position() -> impl Strategy<Value = Position> {
    let anywhere = prop::collection::vec(1u8..=25, 0..=15);
    let home = prop::collection::vec(1u8..=6, 0..=15);
    let mostly_home = prop::collection::vec(prop_oneof![4 => 1u8..=6, 1 => 1u8..=25], 0..=15);
    let mine = prop_oneof![anywhere.clone(), home.clone(), mostly_home.clone()];
    let theirs = prop_oneof![anywhere, home, mostly_home];
    (mine, theirs).prop_map(|(m, t)| position_from_slots(&m, &t))
}

/// Any of the 21 rolls.
pub fn any_roll() -> impl Strategy<Value = Roll> {
    (1u8..=6, 1u8..=6).prop_map(|(a, b)| Roll::new(a, b).unwrap())
}
