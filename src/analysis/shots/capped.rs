//! Shots under a rule variant that limits stacking: the cap removes steps,
//! so a hit that needs a stop on a full point (or a roll whose other die
//! must then be played elsewhere) may no longer be legal. Settled by listing
//! the legal plays of each roll under the cap: slower than the search of
//! [`super::shots`], which the standard rules keep.

use super::{ShotReport, shots};
use crate::board::{Position, Roll};
use crate::rules::Rules;

/// [`shots`] under `rules`: the same report, with the legal plays the
/// rules allow.
pub fn shots_with(position: &Position, rules: Rules) -> ShotReport {
    if rules.max_stack.is_none() {
        return shots(position);
    }
    let blots: Vec<u8> = (1..=24).filter(|&p| position.theirs(p) == 1).collect();
    let mut per_blot: Vec<Vec<Roll>> = vec![Vec::new(); blots.len()];
    let mut rolls = Vec::new();
    let mut double_hits = Vec::new();
    for roll in Roll::all() {
        let plays = rules.legal_plays(position, roll);
        let mut hit_any = false;
        let mut hit_two = false;
        for (slot, &blot) in per_blot.iter_mut().zip(&blots) {
            let hits_blot = plays
                .iter()
                .any(|p| p.play.steps().iter().any(|s| s.hit && s.to == blot));
            if hits_blot {
                slot.push(roll);
                hit_any = true;
            }
        }
        hit_two |= plays.iter().any(|p| p.play.hits() >= 2);
        if hit_any {
            rolls.push(roll);
        }
        if hit_two {
            double_hits.push(roll);
        }
    }
    ShotReport::of_rolls(&blots, per_blot, rolls, double_hits)
}
