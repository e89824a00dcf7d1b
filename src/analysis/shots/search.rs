//! The fast path behind [`super::shots`]: does some *legal* play of a roll hit?
//!
//! A hit only counts when it is part of a legal play, and legality is a property
//! of the whole set of plays (as many dice as possible must be used; with one
//! die of a non-double playable, the larger one if it can be). So the search
//! walks step sequences depth first, like the legal-play generator, with these
//! shortcuts that keep it exact:
//!
//! - A sequence using every die is legal whatever else exists, so reaching the
//!   goal with all dice used ends the search at once.
//! - Shorter sequences matter only when no sequence uses every die; the search
//!   records, per length, whether a finished sequence reached the goal, and
//!   decides at the end from the longest length found (and the larger-die rule).
//! - Once some sequence is known to use every die, a branch that can no longer
//!   reach the goal is cut. "Can no longer reach" is judged by distance alone
//!   (a checker of ours sits a reachable number of pips above a wanted blot),
//!   which over-estimates what is possible and so never cuts a branch that
//!   could hit. The same test at the root rejects most rolls that cannot hit
//!   without any search.
//! - Steps that land on a wanted blot are tried first, and the last die only
//!   tries those (or, once the goal is met, any step), so a hitting play is
//!   usually found in a handful of steps.
//!
//! Rules are never re-implemented here: every step goes through
//! [`crate::board::try_step`]. Our occupied points are tracked as a bit set
//! alongside the position so that the distance tests are a few shifts.

use crate::board::{BAR, OFF, Position, Roll, try_step};

/// What some legal play must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Goal {
    /// Hit at least one of the blots on these points (a bit set, see [`bit`]).
    HitAnyOf(u32),
    /// Hit two or more checkers in the one play.
    TwoHits,
}

impl Goal {
    fn met(self, hits: u32) -> bool {
        match self {
            Goal::HitAnyOf(targets) => hits & targets != 0,
            Goal::TwoHits => hits.count_ones() >= 2,
        }
    }
}

/// Points as a bit set: bit `p` for point `p` (1..=24, and 25 for the bar).
pub(crate) fn bit(point: u8) -> u32 {
    1u32 << (point & 31)
}

/// Points 1..=`highest` as a bit set.
fn up_to(highest: u8) -> u32 {
    (bit(highest.min(30) + 1) - 1) & !1
}

/// The opponent's blots (points holding exactly one opposing checker, in the
/// shooter's numbering), found once per position for all the searches on it.
/// Checkers on the opponent's bar are not blots: nothing can land on them.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Blots {
    points: [u8; 15],
    len: usize,
    mask: u32,
    /// Our occupied points, also needed by every search.
    ours: u32,
}

impl Blots {
    pub(crate) fn of(position: &Position) -> Blots {
        let mut blots = Blots {
            ours: occupied(position),
            ..Blots::default()
        };
        for point in 1..=24u8 {
            if position.theirs(point) != 1 {
                continue;
            }
            // Fifteen slots hold every blot a side can have.
            if let Some(slot) = blots.points.get_mut(blots.len) {
                *slot = point;
                blots.len += 1;
                blots.mask |= bit(point);
            }
        }
        blots
    }

    /// The blots' points, ascending.
    pub(crate) fn points(&self) -> &[u8] {
        let points = self.points.get(..self.len);
        debug_assert!(points.is_some(), "`of` fills at most the fifteen slots");
        points.unwrap_or(&[])
    }

    /// The blots as a bit set (see [`bit`]).
    pub(crate) fn mask(&self) -> u32 {
        self.mask
    }
}

/// Whether some legal play of `roll` in `position` meets `goal`, against the
/// opponent blots `blots` (as found by [`Blots::of`] on the same position).
/// When one does, returns the points hit by such a play (a witness: every blot
/// in it is hit by one legal play).
pub(crate) fn legal_play_meets(
    position: &Position,
    roll: Roll,
    blots: &Blots,
    goal: Goal,
) -> Option<u32> {
    let mut search = Search::new(roll, blots.mask(), goal);
    search.run(position, blots.ours)
}

/// Our occupied points (bar included) as a bit set.
fn occupied(position: &Position) -> u32 {
    (1..=BAR)
        .filter(|&p| position.mine(p) > 0)
        .fold(0, |mask, p| mask | bit(p))
}

/// Iterates the points of a bit set from the highest down.
fn descending(mut mask: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let point = 31 - mask.leading_zeros() as u8;
        mask &= !bit(point);
        Some(point)
    })
}

struct Search {
    goal: Goal,
    /// The opponent's blots at the root; hit ones drop out as the search goes.
    blots: u32,
    /// The blots whose hitting serves the goal.
    wanted: u32,
    double: bool,
    /// The die for each step, in the order currently being searched.
    dice: [u8; 4],
    /// Steps in a full play: 2, or 4 for a double.
    steps: usize,
    /// Which order a non-double is being searched in: 0 = high die first.
    order: usize,
    /// Longest step sequence found so far.
    max_len: usize,
    /// Points hit by a finished sequence of this length that met the goal.
    met_at_len: [Option<u32>; 5],
    /// Non-doubles: a finished one-step sequence exists starting with [high, low].
    single: [bool; 2],
    /// Non-doubles: points hit by such a sequence that met the goal.
    single_met: [Option<u32>; 2],
    /// Points hit by the full-length sequence that ended the search.
    witness: u32,
}

/// Where the search stands: the board, our occupied points, the highest point
/// a step may still start from (doubles never let sources rise, which reaches
/// every result once, as the legal-play generator does) and the points hit.
#[derive(Clone, Copy)]
struct Node {
    position: Position,
    ours: u32,
    highest: u8,
    hits: u32,
}

impl Node {
    /// Our points a step may start from: only the bar while it holds checkers.
    fn sources(&self) -> u32 {
        let allowed = if self.position.bar() > 0 {
            bit(BAR)
        } else {
            !0
        };
        self.ours & up_to(self.highest) & allowed
    }
}

impl Search {
    fn new(roll: Roll, blots: u32, goal: Goal) -> Search {
        let wanted = match goal {
            Goal::HitAnyOf(targets) => targets & blots,
            Goal::TwoHits => blots,
        };
        Search {
            goal,
            blots,
            wanted,
            double: roll.is_double(),
            dice: [roll.high(), roll.low(), roll.high(), roll.low()],
            steps: roll.step_count(),
            order: 0,
            max_len: 0,
            met_at_len: [None; 5],
            single: [false; 2],
            single_met: [None; 2],
            witness: 0,
        }
    }

    fn run(&mut self, position: &Position, ours: u32) -> Option<u32> {
        let root = Node {
            position: *position,
            ours,
            highest: BAR,
            hits: 0,
        };
        if !self.can_meet(&root, 0) {
            return None;
        }
        if self.double {
            if self.walk(&root, 0) {
                return Some(self.witness);
            }
        } else {
            let (high, low) = (self.dice[0], self.dice[1]);
            for (order, dice) in [[high, low], [low, high]].into_iter().enumerate() {
                self.order = order;
                self.dice[..2].copy_from_slice(&dice);
                if self.walk(&root, 0) {
                    return Some(self.witness);
                }
            }
        }
        self.shorter_play_meets()
    }

    /// The verdict when no full-length sequence met the goal.
    fn shorter_play_meets(&self) -> Option<u32> {
        if self.max_len == 0 || self.max_len == self.steps {
            return None;
        }
        if !self.double && self.max_len == 1 {
            // Only one die can be played: the larger one when it can be.
            return if self.single[0] {
                self.single_met[0]
            } else {
                self.single_met[1]
            };
        }
        self.met_at_len.get(self.max_len).copied().flatten()
    }

    /// The node after playing `die` from `from`, if legal.
    fn step(&self, node: &Node, from: u8, die: u8) -> Option<Node> {
        let (step, position) = try_step(&node.position, from, die)?;
        let mut ours = node.ours;
        if position.mine(from) == 0 {
            ours &= !bit(from);
        }
        if step.to != OFF {
            ours |= bit(step.to);
        }
        Some(Node {
            position,
            ours,
            highest: if self.double { from } else { BAR },
            hits: if step.hit {
                node.hits | bit(step.to)
            } else {
                node.hits
            },
        })
    }

    /// The die played at step `depth` (steps repeat every four dice).
    #[inline]
    fn die(&self, depth: usize) -> u8 {
        // `depth & 3` is below 4, so the compiler drops this check and the fallback.
        self.dice.get(depth & 3).copied().unwrap_or(0)
    }

    /// Depth-first over steps; true as soon as a full-length sequence meets the goal.
    fn walk(&mut self, node: &Node, depth: usize) -> bool {
        let mut full_known = self.max_len == self.steps;
        if full_known && !self.can_meet(node, depth) {
            return false;
        }
        if depth + 1 == self.steps {
            return self.last_step(node, depth);
        }
        let die = self.die(depth);
        let sources = node.sources();
        // Steps landing on a wanted blot first; the order only changes how soon
        // a hitting play is found, not which sequences exist.
        let landing = if self.goal.met(node.hits) {
            0
        } else {
            ((self.wanted & !node.hits) << die) & sources
        };
        let mut moved = false;
        for from in descending(landing).chain(descending(sources & !landing)) {
            let Some(next) = self.step(node, from, die) else {
                continue;
            };
            moved = true;
            if self.walk(&next, depth + 1) {
                return true;
            }
            if !full_known && self.max_len == self.steps {
                full_known = true;
                if !self.can_meet(node, depth) {
                    return false;
                }
            }
        }
        if !moved {
            self.finished(depth, node.hits);
        }
        false
    }

    /// The last die, without recursing: the goal is met by any legal step if
    /// it already is, else only by a step that hits, which can only start a
    /// die's distance above a wanted blot.
    fn last_step(&mut self, node: &Node, depth: usize) -> bool {
        let die = self.die(depth);
        let sources = node.sources();
        if self.goal.met(node.hits) {
            if self.any_step(node, sources, die) {
                self.max_len = self.steps;
                self.witness = node.hits;
                return true;
            }
            self.finished(depth, node.hits);
            return false;
        }
        let landing = ((self.wanted & !node.hits) << die) & sources;
        for from in descending(landing) {
            if let Some(next) = self.step(node, from, die) {
                self.max_len = self.steps;
                if self.goal.met(next.hits) {
                    self.witness = next.hits;
                    return true;
                }
            }
        }
        if self.max_len < self.steps {
            if self.any_step(node, sources, die) {
                self.max_len = self.steps;
            } else {
                self.finished(depth, node.hits);
            }
        }
        false
    }

    /// Whether `die` can be played from one of `sources`.
    fn any_step(&self, node: &Node, sources: u32, die: u8) -> bool {
        descending(sources).any(|from| try_step(&node.position, from, die).is_some())
    }

    /// Records a sequence that cannot be extended.
    fn finished(&mut self, len: usize, hits: u32) {
        self.max_len = self.max_len.max(len);
        let met = self.goal.met(hits);
        if met && let Some(slot) = self.met_at_len.get_mut(len) {
            slot.get_or_insert(hits);
        }
        if !self.double && len == 1 {
            if let Some(single) = self.single.get_mut(self.order) {
                *single = true;
            }
            if met && let Some(single_met) = self.single_met.get_mut(self.order) {
                single_met.get_or_insert(hits);
            }
        }
    }

    /// Could the steps still to play (from `depth` on) meet the goal? Judged by
    /// distances only, so a `false` is certain and a `true` is merely possible.
    fn can_meet(&self, node: &Node, depth: usize) -> bool {
        if self.goal.met(node.hits) {
            return true;
        }
        // Shifting our sources down by a distance lands them on the points
        // that distance away.
        let sources = node.ours & up_to(node.highest);
        let shifted = |distance: u8| sources >> (distance & 31);
        let reach = if self.double {
            let die = self.dice[0];
            (1..=(self.steps - depth) as u8).fold(0, |acc, k| acc | shifted(k * die))
        } else if depth == 0 {
            let (first, second) = (self.dice[0], self.dice[1]);
            shifted(first) | shifted(second) | shifted(first + second)
        } else {
            shifted(self.dice[1])
        };
        let live = self.blots & !node.hits;
        match self.goal {
            Goal::HitAnyOf(_) => reach & live & self.wanted != 0,
            Goal::TwoHits => node.hits.count_ones() + (reach & live).count_ones() >= 2,
        }
    }
}
