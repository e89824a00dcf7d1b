//! The fast path behind [`super::shots`]: does some *legal* play of a roll hit?
//!
//! A hit only counts when it is part of a legal play, and legality is a property
//! of the whole set of plays (as many dice as possible must be used; with one
//! die of a non-double playable, the larger one if it can be). So the search
//! walks step sequences depth first, like the legal-play generator, with three
//! shortcuts that keep it exact:
//!
//! - A sequence using every die is legal whatever else exists, so reaching the
//!   goal with all dice used ends the search at once.
//! - Shorter sequences matter only when no sequence uses every die; the search
//!   records, per length, whether a finished sequence reached the goal, and
//!   decides at the end from the longest length found (and the larger-die rule).
//! - Once some sequence is known to use every die, a branch that can no longer
//!   reach the goal is cut. "Can no longer reach" is judged by distance alone
//!   (a checker of ours sits a reachable number of pips above a blot), which
//!   over-estimates what is possible and so never cuts a branch that could hit.
//!   The same test at the root rejects most non-hitting rolls without any search.

use crate::board::{BAR, Position, Roll, try_step};

/// What some legal play must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Goal {
    /// Hit at least one checker.
    AnyHit,
    /// Hit the blot on this point (shooter's numbering).
    Hit(u8),
    /// Hit two or more checkers in the one play.
    TwoHits,
}

impl Goal {
    fn met(self, hits: u32) -> bool {
        match self {
            Goal::AnyHit => hits != 0,
            Goal::Hit(point) => hits & bit(point) != 0,
            Goal::TwoHits => hits.count_ones() >= 2,
        }
    }
}

/// Hit points are kept as a bit set; points are 1..=24.
fn bit(point: u8) -> u32 {
    1u32 << (point & 31)
}

/// The points (shooter's numbering, ascending) holding exactly one opposing checker.
///
/// Checkers on the opponent's bar are not blots: nothing can land on them.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Blots {
    points: [u8; 15],
    len: usize,
}

impl Blots {
    pub(crate) fn of(position: &Position) -> Blots {
        let mut blots = Blots::default();
        for point in 1..=24u8 {
            if position.theirs(point) == 1 && blots.len < blots.points.len() {
                blots.points[blots.len] = point;
                blots.len += 1;
            }
        }
        blots
    }

    pub(crate) fn points(&self) -> &[u8] {
        &self.points[..self.len]
    }
}

/// Whether some legal play of `roll` in `position` meets `goal`, against the
/// opponent blots `blots` (as found by [`Blots::of`] on the same position).
pub(crate) fn legal_play_meets(position: &Position, roll: Roll, blots: &Blots, goal: Goal) -> bool {
    let mut search = Search::new(roll, blots.points(), goal);
    search.run(position)
}

struct Search<'a> {
    goal: Goal,
    blots: &'a [u8],
    double: bool,
    /// The die for each step, in the order currently being searched.
    dice: [u8; 4],
    /// Steps in a full play: 2, or 4 for a double.
    steps: usize,
    /// Which order a non-double is being searched in: 0 = high die first.
    order: usize,
    /// Longest step sequence found so far.
    max_len: usize,
    /// A finished sequence of this length met the goal.
    met_at_len: [bool; 5],
    /// Non-doubles: a finished one-step sequence exists starting with [high, low].
    single: [bool; 2],
    /// Non-doubles: such a sequence met the goal.
    single_met: [bool; 2],
}

impl<'a> Search<'a> {
    fn new(roll: Roll, blots: &'a [u8], goal: Goal) -> Search<'a> {
        let double = roll.is_double();
        Search {
            goal,
            blots,
            double,
            dice: [roll.high(), roll.low(), roll.high(), roll.low()],
            steps: roll.step_count(),
            order: 0,
            max_len: 0,
            met_at_len: [false; 5],
            single: [false; 2],
            single_met: [false; 2],
        }
    }

    fn run(&mut self, position: &Position) -> bool {
        if !self.can_meet(position, 0, BAR, 0) {
            return false;
        }
        if self.double {
            if self.walk(position, 0, BAR, 0) {
                return true;
            }
        } else {
            let (high, low) = (self.dice[0], self.dice[1]);
            for (order, dice) in [[high, low], [low, high]].into_iter().enumerate() {
                self.order = order;
                self.dice[..2].copy_from_slice(&dice);
                if self.walk(position, 0, BAR, 0) {
                    return true;
                }
            }
        }
        self.shorter_play_meets()
    }

    /// The verdict when no full-length sequence met the goal.
    fn shorter_play_meets(&self) -> bool {
        if self.max_len == 0 || self.max_len == self.steps {
            return false;
        }
        if !self.double && self.max_len == 1 {
            // Only one die can be played: the larger one when it can be.
            return if self.single[0] {
                self.single_met[0]
            } else {
                self.single_met[1]
            };
        }
        self.met_at_len[self.max_len]
    }

    /// Depth-first over steps. `highest` bounds the source point (doubles are
    /// searched with sources that never rise, which reaches every result once
    /// the way the legal-play generator does); `hits` is the set of points hit.
    fn walk(&mut self, position: &Position, depth: usize, highest: u8, hits: u32) -> bool {
        if depth == self.steps {
            self.max_len = self.steps;
            return self.goal.met(hits);
        }
        let mut full_known = self.max_len == self.steps;
        if full_known && !self.can_meet(position, depth, highest, hits) {
            return false;
        }
        let die = self.dice[depth & 3];
        // Checkers on the bar enter first: only the bar is a source then.
        let lowest = if position.bar() > 0 { BAR } else { 1 };
        let mut moved = false;
        for from in (lowest..=highest).rev() {
            let Some((step, next)) = try_step(position, from, die) else {
                continue;
            };
            moved = true;
            let now = if step.hit { hits | bit(step.to) } else { hits };
            let next_highest = if self.double { from } else { BAR };
            if self.walk(&next, depth + 1, next_highest, now) {
                return true;
            }
            if !full_known && self.max_len == self.steps {
                full_known = true;
                if !self.can_meet(position, depth, highest, hits) {
                    return false;
                }
            }
        }
        if !moved {
            self.finished(depth, hits);
        }
        false
    }

    /// Records a sequence that cannot be extended.
    fn finished(&mut self, len: usize, hits: u32) {
        self.max_len = self.max_len.max(len);
        let met = self.goal.met(hits);
        if let Some(slot) = self.met_at_len.get_mut(len) {
            *slot |= met;
        }
        if !self.double && len == 1 {
            self.single[self.order] = true;
            self.single_met[self.order] |= met;
        }
    }

    /// Could the steps still to play (from `depth` on) meet the goal? Judged by
    /// distances only, so a `false` is certain and a `true` is merely possible.
    fn can_meet(&self, position: &Position, depth: usize, highest: u8, hits: u32) -> bool {
        if self.goal.met(hits) {
            return true;
        }
        let mut distances = [0u8; 4];
        let count = if self.double {
            let left = self.steps - depth;
            for (k, slot) in distances.iter_mut().enumerate().take(left) {
                *slot = self.dice[0] * (k as u8 + 1);
            }
            left
        } else if depth == 0 {
            distances[..3].copy_from_slice(&[
                self.dice[0],
                self.dice[1],
                self.dice[0] + self.dice[1],
            ]);
            3
        } else {
            distances[0] = self.dice[1];
            1
        };
        let distances = &distances[..count];
        let reachable = |blot: u8| {
            position.theirs(blot) == 1
                && distances.iter().any(|&d| {
                    let source = blot + d;
                    source <= highest && position.mine(source) > 0
                })
        };
        match self.goal {
            Goal::AnyHit => self.blots.iter().any(|&b| reachable(b)),
            Goal::Hit(point) => reachable(point),
            Goal::TwoHits => {
                let mut possible = hits.count_ones();
                for &b in self.blots {
                    if hits & bit(b) == 0 && reachable(b) {
                        possible += 1;
                        if possible >= 2 {
                            return true;
                        }
                    }
                }
                false
            }
        }
    }
}
