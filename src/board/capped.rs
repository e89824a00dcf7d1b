//! The no-stacking rule: no point may hold more than a set number of one
//! player's checkers (the Oxford option is six), and what it does to legal
//! plays.
//!
//! A step onto a point that already holds the limit of the mover's checkers
//! is not legal; entering from the bar counts as a step onto a point, bearing
//! off does not. Because the rule removes steps, it also changes which plays
//! use the most dice and whether the larger die can be played: the generator
//! here applies the usual rules to the steps the cap leaves.
//!
//! The rules engine is generic over [`Stacking`]: [`Unlimited`] is the
//! standard game and compiles to exactly the standard code (its step test is
//! [`step_target`] itself, and its legal plays are the fast generator's);
//! [`Capped`] adds the one test to each step and lists legal plays with the
//! plain generator of this module, which keeps the standard generator's
//! speed untouched.

use std::collections::HashSet;

use super::legal::{LegalPlay, legal_plays, step_target};
use super::play::{Play, Step};
use super::position::{BAR, OFF, Position};
use super::roll::Roll;

/// How many of one player's checkers a point may hold: the step rule and the
/// legal plays that follow from it.
pub trait Stacking: Copy {
    /// Where a checker on `from` lands with `die`, if the step is legal
    /// (see [`step_target`]) and the point it lands on has room.
    fn step_target(self, position: &Position, from: u8, die: u8) -> Option<u8>;

    /// The limit a step onto `to` would break, if it would: the mover
    /// already has that many checkers there.
    fn full(self, position: &Position, to: u8) -> Option<u8>;

    /// Every legal play of `roll` in `position` under this rule, one per
    /// distinct result (see [`legal_plays`]).
    fn legal_plays(self, position: &Position, roll: Roll) -> Vec<LegalPlay>;
}

/// The standard game: a point holds any number of checkers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unlimited;

impl Stacking for Unlimited {
    #[inline(always)]
    fn step_target(self, position: &Position, from: u8, die: u8) -> Option<u8> {
        step_target(position, from, die)
    }

    #[inline(always)]
    fn full(self, _: &Position, _: u8) -> Option<u8> {
        None
    }

    #[inline]
    fn legal_plays(self, position: &Position, roll: Roll) -> Vec<LegalPlay> {
        legal_plays(position, roll)
    }
}

/// No point may hold more than `max` of one player's checkers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Capped {
    max: u8,
}

impl Capped {
    /// A cap of `max` checkers a point; `None` for 0, which would leave no
    /// legal step at all.
    pub fn new(max: u8) -> Option<Capped> {
        (max > 0).then_some(Capped { max })
    }

    /// The most checkers of one player a point may hold.
    pub fn max(self) -> u8 {
        self.max
    }
}

impl Stacking for Capped {
    #[inline]
    fn step_target(self, position: &Position, from: u8, die: u8) -> Option<u8> {
        let to = step_target(position, from, die)?;
        self.full(position, to).is_none().then_some(to)
    }

    #[inline]
    fn full(self, position: &Position, to: u8) -> Option<u8> {
        (to != OFF && to != BAR && position.mine(to) >= self.max).then_some(self.max)
    }

    fn legal_plays(self, position: &Position, roll: Roll) -> Vec<LegalPlay> {
        legal_plays_capped(position, roll, self)
    }
}

/// Plays `die` from `from` under the cap, if legal: the step and the new position.
pub fn try_step_capped(
    position: &Position,
    from: u8,
    die: u8,
    cap: Capped,
) -> Option<(Step, Position)> {
    let to = cap.step_target(position, from, die)?;
    let mut next = *position;
    let hit = next.apply_step(from, to);
    Some((Step { from, to, die, hit }, next))
}

/// Every legal play of `roll` in `position` when no point may hold more than
/// `cap` of the mover's checkers: one per distinct result, as
/// [`legal_plays`] lists them (high die first, sources from high to low), with
/// the rules on dice applied to the steps the cap leaves: as many dice as
/// possible, and the larger die when only one can be played.
pub fn legal_plays_capped(position: &Position, roll: Roll, cap: Capped) -> Vec<LegalPlay> {
    let (high, low) = (roll.high(), roll.low());
    let orders: &[&[u8]] = if roll.is_double() {
        &[&[high; 4]]
    } else {
        &[&[high, low], &[low, high]]
    };
    let mut walk = Walk {
        cap,
        most: 0,
        plays: Vec::new(),
        seen: HashSet::new(),
    };
    for &dice in orders {
        debug_assert_eq!(dice.len(), roll.step_count());
        walk.seen.clear();
        walk.explore(position, Play::new(), dice);
    }
    let mut plays = walk.plays;
    if walk.most == 0 {
        // Nothing can move: no play, as the standard generator says it.
        plays.clear();
    } else if walk.most == 1 && !roll.is_double() && plays.iter().any(|p| p.play.uses_die(high)) {
        plays.retain(|p| p.play.uses_die(high));
    }
    plays
}

/// A depth-first walk over every order of steps with the dice in one order.
///
/// Unlike the standard generator it cannot take a double's sources in
/// non-increasing order: under the cap, moving a checker off a full point
/// first can make room for a step that the other order does not allow. The
/// boards already reached at each depth are remembered instead.
struct Walk {
    cap: Capped,
    /// The most steps any play has so far.
    most: usize,
    /// Plays of `most` steps, one per result.
    plays: Vec<LegalPlay>,
    /// (board, steps played) already explored with the current dice order.
    seen: HashSet<(Position, usize)>,
}

impl Walk {
    fn explore(&mut self, board: &Position, play: Play, dice: &[u8]) {
        if !self.seen.insert((*board, play.len())) {
            return;
        }
        let mut moved = false;
        if let Some((&die, rest)) = dice.split_first() {
            for from in (1..=BAR).rev() {
                if let Some((step, next)) = try_step_capped(board, from, die, self.cap) {
                    moved = true;
                    let mut longer = play;
                    longer.push(step);
                    self.explore(&next, longer, rest);
                }
            }
        }
        if !moved {
            self.record(play, *board);
        }
    }

    fn record(&mut self, play: Play, result: Position) {
        if play.len() < self.most {
            return;
        }
        if play.len() > self.most {
            self.most = play.len();
            self.plays.clear();
        }
        if self.plays.iter().all(|p| p.result != result) {
            self.plays.push(LegalPlay { play, result });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(a: u8, b: u8) -> Roll {
        Roll::new(a, b).unwrap()
    }

    #[test]
    fn a_cap_of_zero_is_no_cap() {
        assert_eq!(Capped::new(0), None);
        assert_eq!(Capped::new(6).map(Capped::max), Some(6));
    }

    #[test]
    fn a_cap_of_six_leaves_every_opening_play_but_those_stacking_seven() {
        // Given the starting position, whose fullest points hold five
        let start = Position::start();
        let cap = Capped::new(6).unwrap();
        for dice in Roll::all() {
            // When a roll is played with a cap of six and without one
            let mut capped: Vec<_> = legal_plays_capped(&start, dice, cap)
                .iter()
                .map(|p| p.result)
                .collect();
            let mut plain: Vec<_> = legal_plays(&start, dice)
                .iter()
                .map(|p| p.result)
                .filter(|r| (1..=24).all(|p| r.mine(p) <= 6))
                .collect();
            capped.sort();
            plain.sort();
            // Then the capped plays are the standard ones that stack at most six
            // (from the start no play passes through a fuller point)
            assert_eq!(capped, plain, "{dice}");
        }
        // and with 2-2 the plays that pile seven on the 6-point are gone
        let two_two = roll(2, 2);
        assert!(
            legal_plays_capped(&start, two_two, cap).len() < legal_plays(&start, two_two).len()
        );
    }

    #[test]
    fn a_step_onto_a_full_point_is_refused_and_bearing_off_is_not() {
        // Given five checkers on the 6-point and a cap of five
        let start = Position::start();
        let cap = Capped::new(5).unwrap();
        // When a checker from 8 would land there with a 2
        // Then it may not; the standard rule lets it
        assert_eq!(cap.step_target(&start, 8, 2), None);
        assert_eq!(Unlimited.step_target(&start, 8, 2), Some(6));
        assert_eq!(cap.full(&start, 6), Some(5));
        assert_eq!(cap.full(&start, OFF), None);
    }
}
