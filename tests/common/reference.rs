//! A slow, obviously-correct legal-play generator and play resolver to check
//! the fast ones against.

use bgkit::board::{Move, OFF, Position, Roll};
use std::collections::{BTreeMap, BTreeSet};

/// A board in the plainest possible form: each side's counts in its own
/// numbering, slot 0 = borne off, 1..=24 points, 25 = bar.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Plain {
    me: [u8; 26],
    them: [u8; 26],
}

impl Plain {
    fn from(position: &Position) -> Plain {
        let (on_roll, opponent) = position.to_sides();
        let mut me = [0u8; 26];
        let mut them = [0u8; 26];
        me[1..26].copy_from_slice(&on_roll);
        them[1..26].copy_from_slice(&opponent);
        me[0] = 15 - on_roll.iter().sum::<u8>();
        them[0] = 15 - opponent.iter().sum::<u8>();
        Plain { me, them }
    }

    fn to_position(&self) -> Position {
        let mut on_roll = [0u8; 25];
        let mut opponent = [0u8; 25];
        on_roll.copy_from_slice(&self.me[1..26]);
        opponent.copy_from_slice(&self.them[1..26]);
        Position::from_sides(&on_roll, &opponent).unwrap()
    }

    /// The rules, spelled out one by one; `cap`: the most of the mover's
    /// checkers a point may hold (no stacking rule), `usize::MAX` for none.
    fn after_step(&self, from: usize, die: usize, cap: usize) -> Option<Plain> {
        if self.me[from] == 0 || from == 0 {
            return None;
        }
        // Checkers on the bar enter before anything else moves.
        if self.me[25] > 0 && from != 25 {
            return None;
        }
        let mut next = self.clone();
        next.me[from] -= 1;
        if from > die {
            let to = from - die;
            // The same point in the opponent's numbering.
            let theirs = 25 - to;
            if self.them[theirs] >= 2 {
                return None;
            }
            // No stacking: the point already holds as many as it may.
            if usize::from(self.me[to]) >= cap {
                return None;
            }
            if self.them[theirs] == 1 {
                next.them[theirs] = 0;
                next.them[25] += 1;
            }
            next.me[to] += 1;
            return Some(next);
        }
        // Bearing off: every checker must be home (points 1..=6, none on the bar).
        let outside: u8 = self.me[7..=25].iter().sum();
        if outside > 0 {
            return None;
        }
        if from == die {
            next.me[0] += 1;
            return Some(next);
        }
        // A larger die bears off only from the highest occupied point.
        let higher: u8 = self.me[from + 1..=6].iter().sum();
        if higher > 0 {
            return None;
        }
        next.me[0] += 1;
        Some(next)
    }
}

fn explore(
    board: &Plain,
    cap: usize,
    dice: &[usize],
    used: usize,
    out: &mut Vec<(usize, Vec<usize>, Plain)>,
    trail: &mut Vec<usize>,
) {
    let mut moved = false;
    if let Some((&die, rest)) = dice.split_first() {
        for from in 1..=25 {
            if let Some(next) = board.after_step(from, die, cap) {
                moved = true;
                trail.push(die);
                explore(&next, cap, rest, used + 1, out, trail);
                trail.pop();
            }
        }
    }
    if !moved {
        out.push((used, trail.clone(), board.clone()));
    }
}

/// Every legal result of `roll`, computed the slow way: every ordering of the
/// dice, every checker for every die, keep the plays using the most dice, then
/// the larger-die rule, then one play per distinct result.
pub fn reference_results(position: &Position, roll: Roll) -> Vec<Position> {
    reference_results_capped(position, roll, usize::MAX)
}

/// [`reference_results`] when no point may hold more than `cap` of the
/// mover's checkers: the same walk, with the cap as one more rule of a step.
pub fn reference_results_capped(position: &Position, roll: Roll, cap: usize) -> Vec<Position> {
    let (h, l) = (roll.high() as usize, roll.low() as usize);
    let orders: Vec<Vec<usize>> = if h == l {
        vec![vec![h; 4]]
    } else {
        vec![vec![h, l], vec![l, h]]
    };
    let start = Plain::from(position);
    let mut all = Vec::new();
    for order in &orders {
        explore(&start, cap, order, 0, &mut all, &mut Vec::new());
    }
    let most = all.iter().map(|(used, _, _)| *used).max().unwrap_or(0);
    all.retain(|(used, _, _)| *used == most);
    if most == 1 && h != l && all.iter().any(|(_, dice, _)| dice[0] == h) {
        all.retain(|(_, dice, _)| dice[0] == h);
    }
    let mut distinct: BTreeMap<Plain, ()> = BTreeMap::new();
    for (_, _, board) in all {
        distinct.insert(board, ());
    }
    let mut results: Vec<Position> = distinct.keys().map(Plain::to_position).collect();
    results.sort();
    if most == 0 {
        // No checker can move: the only "play" is standing still, which the fast
        // generator reports as an empty list.
        results.clear();
    }
    results
}

/// What the slow resolver makes of a written play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReferenceVerdict {
    /// No way of playing the moves is legal.
    Illegal,
    /// The play is legal.
    Legal {
        /// The boards the resolver may settle on: the best ways' results (more
        /// than one only when they tie on marks and hits alike).
        results: BTreeSet<Position>,
        /// Dice the play uses.
        dice: usize,
        /// Ways as long and as well marked as the best end on other boards:
        /// the marks leave a hit open.
        open: bool,
    },
}

/// One way of playing every written move to its end.
#[derive(Clone, Debug)]
struct Completed {
    dice: usize,
    /// Marked moves whose checker hit nothing.
    unmet: usize,
    hits: usize,
    result: Plain,
}

/// The slow resolver: every sequence of (written move, unused die) pairs,
/// each moving that move's checker one step by the rules above, no pruning,
/// no cleverness. A play that uses every die is legal when some sequence
/// brings every move to its end; one that uses fewer must also end on a
/// legal play's board. Among the ways found: the most dice, then the fewest
/// marks unmet (a `*` is met by a hit anywhere on its move's way), then the
/// fewest hits.
pub fn reference_resolve(position: &Position, roll: Roll, moves: &[Move]) -> ReferenceVerdict {
    let dice: Vec<usize> = if roll.is_double() {
        vec![roll.high() as usize; 4]
    } else {
        vec![roll.high() as usize, roll.low() as usize]
    };
    let mut ways = Vec::new();
    let trail = Trail {
        at: moves.iter().map(|mv| mv.from as usize).collect(),
        hit: vec![false; moves.len()],
        used: vec![false; dice.len()],
        hits: 0,
    };
    every_sequence(&Plain::from(position), moves, &dice, trail, &mut ways);

    let Some(most) = ways.iter().map(|w| w.dice).max() else {
        return ReferenceVerdict::Illegal;
    };
    ways.retain(|w| w.dice == most);
    if most < dice.len() {
        let legal = reference_results(position, roll);
        ways.retain(|w| legal.contains(&w.result.to_position()));
    }
    let Some(fewest_unmet) = ways.iter().map(|w| w.unmet).min() else {
        return ReferenceVerdict::Illegal;
    };
    ways.retain(|w| w.unmet == fewest_unmet);
    let boards: BTreeSet<Position> = ways.iter().map(|w| w.result.to_position()).collect();
    let fewest_hits = ways.iter().map(|w| w.hits).min().unwrap_or(0);
    let results = ways
        .iter()
        .filter(|w| w.hits == fewest_hits)
        .map(|w| w.result.to_position())
        .collect();
    ReferenceVerdict::Legal {
        results,
        dice: most,
        open: boards.len() > 1,
    }
}

/// Where a sequence has got to: each move's checker, whether it has hit,
/// the dice used, the hits made.
#[derive(Clone)]
struct Trail {
    at: Vec<usize>,
    hit: Vec<bool>,
    used: Vec<bool>,
    hits: usize,
}

fn every_sequence(
    board: &Plain,
    moves: &[Move],
    dice: &[usize],
    trail: Trail,
    ways: &mut Vec<Completed>,
) {
    let done = |i: usize| trail.at[i] == moves[i].to as usize;
    if (0..moves.len()).all(done) {
        ways.push(Completed {
            dice: trail.used.iter().filter(|&&u| u).count(),
            unmet: (0..moves.len())
                .filter(|&i| moves[i].hit && !trail.hit[i])
                .count(),
            hits: trail.hits,
            result: board.clone(),
        });
        return;
    }
    for i in (0..moves.len()).filter(|&i| !done(i)) {
        for d in (0..dice.len()).filter(|&d| !trail.used[d]) {
            let Some(next) = board.after_step(trail.at[i], dice[d], usize::MAX) else {
                continue;
            };
            let to = trail.at[i].saturating_sub(dice[d]);
            let end = moves[i].to as usize;
            // A step may stop short of the move's end, or reach it; bearing
            // off reaches only an end that is off.
            if to < end || (to == 0 && end != OFF as usize) {
                continue;
            }
            // A hit sends one more of the opponent's checkers to its bar.
            let hit = next.them[25] > board.them[25];
            let mut longer = trail.clone();
            longer.at[i] = to;
            longer.hit[i] |= hit;
            longer.used[d] = true;
            longer.hits += usize::from(hit);
            every_sequence(&next, moves, dice, longer, ways);
        }
    }
}
