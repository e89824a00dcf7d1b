//! The search behind [`resolve_play`](super::resolve_play) for plays that are
//! not written one die per move in a playable order.
//!
//! Each written move is the path of one checker; its steps may be interleaved
//! with the steps of the other moves, as when `8/off 4/off 4/off` with 5-5
//! must bear the two checkers off the 4-point before the checker from 8 can
//! leave the 3-point, or `bar/21*(2)` with 2-2 must enter both checkers before
//! either goes on. The walk therefore keeps the point each move's checker has
//! reached and, at every step, tries each move not yet at its end with each
//! free die. A turn has at most four steps, so the walk is small; moves and
//! dice that are interchangeable are tried once.
//!
//! Ways of playing the moves can end on different boards only when a checker
//! may stop on a point holding a lone opposing checker that no move ends on
//! (`24/15` with 6-3 passing 18 or 21). Without such a point the first way
//! that uses as many dice as the moves can and meets every mark ends the
//! walk; with one, every way is tried, so that the marks and the fewest hits choose between them and a
//! choice the marks leave open is reported.

use std::cmp::Reverse;

use super::super::capped::Stacking;
use super::super::play::{Move, Play, Step};
use super::super::position::{BAR, OFF, Position};
use super::super::roll::Roll;
use super::PlayError;

/// One way of playing every written move to its end.
#[derive(Clone, Copy, Debug)]
pub(super) struct Way {
    /// The steps, in an order in which each is legal, with the dice used.
    pub play: Play,
    /// The board after them.
    pub result: Position,
    /// Which written move each step of `play` belongs to.
    pub movers: [u8; 4],
    /// Bit i: written move i's checker hit, at its end or on its way.
    pub hitters: u8,
    /// Written moves marked `*` whose checker hit nothing.
    pub unmet_marks: u32,
}

impl Way {
    /// Better ways rank lower: more dice used, then fewer marks unmet, then
    /// fewer hits (a hit no mark asks for is not assumed).
    fn rank(&self) -> (Reverse<usize>, u32, usize) {
        (Reverse(self.play.len()), self.unmet_marks, self.play.hits())
    }

    /// Points hit, as a mask (bit n = point n).
    fn hit_points(&self) -> u32 {
        self.play
            .steps()
            .iter()
            .filter(|step| step.hit)
            .fold(0, |mask, step| mask | 1 << step.to)
    }
}

/// What the search settled on.
#[derive(Debug)]
pub(super) struct Found {
    /// The best way: see [`Way::rank`].
    pub way: Way,
    /// Points hit by other ways, as long and as well marked as `way`, that
    /// end on other boards: the marks do not settle between them. Empty when
    /// every such way ends on the same board.
    pub unsettled: Vec<u8>,
}

/// Tries the ways of playing `moves` with `roll` in `position`. Without one,
/// the error is the failure met after the most moves were complete, which
/// names the move that could not be played.
pub(super) fn search<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Result<Found, PlayError> {
    let all_dice = if roll.is_double() {
        [roll.high(); 4]
    } else {
        [roll.high(), roll.low(), 0, 0]
    };
    // The roll's dice count is 2 or 4, within the array.
    let dice = all_dice.get(..roll.step_count()).unwrap_or(&all_dice);
    let mut search = Search {
        stacking,
        moves,
        dice,
        roll,
        twins: twins(moves),
        most_steps: most_steps(roll, moves),
        all_dice: (1 << dice.len()) - 1,
        double: roll.is_double(),
        every_way: boards_may_differ(position, roll, moves),
        diagnosing: false,
        settled: false,
        best: None,
        others: Vec::new(),
        failure: None,
    };
    let start = Progress::start(position, moves);
    search.walk(&start);
    if let Some(way) = search.best {
        let unsettled = unsettled(&way, &search.others);
        return Ok(Found { way, unsettled });
    }
    // No way: walk again, this time noting why each step fails. Legal plays,
    // the common case, never pay for the diagnosis.
    search.diagnosing = true;
    search.walk(&start);
    Err(search
        .failure
        .map(|(_, error)| error)
        .unwrap_or(PlayError::NoOrder { roll }))
}

/// The most dice the written moves can use: with a double, the number of
/// dice each move's distance takes (a bear-off rounds up); with a
/// non-double, two for a move both dice can cover and one for any other.
/// A way that uses that many dice and meets every mark cannot be bettered.
fn most_steps(roll: Roll, moves: &[Move]) -> usize {
    let (high, low) = (roll.high(), roll.low());
    let steps = moves.iter().map(|mv| {
        let distance = mv.from.saturating_sub(mv.to);
        let bearing_off = mv.to == OFF;
        if roll.is_double() {
            usize::from(distance.div_ceil(high))
        } else if high + low == distance || (bearing_off && high + low > distance && low < distance)
        {
            2
        } else {
            1
        }
    });
    steps.sum::<usize>().min(roll.step_count())
}

/// For each written move, the earlier moves written the same (bit j of
/// entry i: move j < i equals move i). Most plays have none.
fn twins(moves: &[Move]) -> [u8; 4] {
    let mut twins = [0u8; 4];
    for (i, slot) in twins.iter_mut().enumerate() {
        let Some(mv) = moves.get(i) else { break };
        for (j, earlier) in moves.iter().enumerate().take(i) {
            if earlier == mv {
                *slot |= 1 << j;
            }
        }
    }
    twins
}

/// Some point a checker may stop on along the way (not at the end of any
/// move) holds a lone opposing checker: whether it is hit depends on the way
/// taken, and so may the board after the play.
///
/// Never with a double: each move's checker then stops on the same points
/// whatever the order, so every way lands on the same points and hits the
/// same checkers. Only a move of a non-double that uses both dice has two
/// ways, one die first or the other.
fn boards_may_differ(position: &Position, roll: Roll, moves: &[Move]) -> bool {
    if roll.is_double() {
        return false;
    }
    let ends = |point: u8| moves.iter().any(|mv| mv.to == point);
    moves.iter().any(|mv| {
        stops_along(mv, roll)
            .into_iter()
            .flatten()
            .any(|point| position.theirs(point) == 1 && !ends(point))
    })
}

/// The points strictly between a move's ends where its checker may stop when
/// the two dice of a non-double take it there one after the other: for 6-3
/// from 24 to 15, 18 and 21; for 6-5 from 8 to off, 2 and 3.
fn stops_along(mv: &Move, roll: Roll) -> [Option<u8>; 2] {
    let (high, low) = (roll.high(), roll.low());
    let distance = mv.from.saturating_sub(mv.to);
    let both = high + low;
    if both != distance && !(mv.to == OFF && both > distance) {
        return [None, None];
    }
    [high, low].map(|part| (part < distance).then(|| mv.from - part))
}

/// Points hit by ways as long and as well marked as `best` that end on
/// another board, and that `best` does not hit.
fn unsettled(best: &Way, others: &[Way]) -> Vec<u8> {
    let (length, marks) = (best.play.len(), best.unmet_marks);
    let taken = best.hit_points();
    let mask = others
        .iter()
        .filter(|way| way.play.len() == length && way.unmet_marks == marks)
        .filter(|way| way.result != best.result)
        .fold(0u32, |mask, way| mask | (way.hit_points() & !taken));
    (1..BAR).filter(|&point| mask & (1 << point) != 0).collect()
}

/// Where the walk stands after some steps.
#[derive(Clone, Copy)]
struct Progress {
    board: Position,
    /// The point each written move's checker has reached.
    at: [u8; 4],
    /// Bit i: move i has reached its end.
    done: u8,
    /// Bit d: die d is used.
    used: u8,
    play: Play,
    /// Which move each step of `play` belongs to.
    movers: [u8; 4],
    /// Bit i: move i's checker has hit.
    hitters: u8,
}

impl Progress {
    /// Nothing played yet: each move's checker on its starting point.
    fn start(position: &Position, moves: &[Move]) -> Progress {
        let mut at = [0u8; 4];
        for (slot, mv) in at.iter_mut().zip(moves) {
            *slot = mv.from;
        }
        Progress {
            board: *position,
            at,
            done: 0,
            used: 0,
            play: Play::new(),
            movers: [0; 4],
            hitters: 0,
        }
    }

    /// Where move `index`'s checker stands.
    fn at(&self, index: usize) -> u8 {
        self.at.get(index).copied().unwrap_or(OFF)
    }
}

/// A depth-first walk over the interleavings of the written moves' steps.
struct Search<'a, S> {
    /// How many checkers a point may hold.
    stacking: S,
    moves: &'a [Move],
    dice: &'a [u8],
    roll: Roll,
    /// See [`twins`].
    twins: [u8; 4],
    /// See [`most_steps`].
    most_steps: usize,
    /// One bit per die (indices into `dice`).
    all_dice: u8,
    /// The roll is a double: its dice are interchangeable.
    double: bool,
    /// Ways may end on different boards (see [`boards_may_differ`]): try them all.
    every_way: bool,
    /// Note why steps fail (a second walk, once no way was found).
    diagnosing: bool,
    /// A way was found that no other can better: the walk is over.
    settled: bool,
    best: Option<Way>,
    /// When trying every way, the best way found to each other board.
    others: Vec<Way>,
    /// The most informative failure: the one met after the most moves.
    failure: Option<(usize, PlayError)>,
}

impl<S: Stacking> Search<'_, S> {
    /// Plays one more step of each move not yet at its end, or records the
    /// way when every move is.
    fn walk(&mut self, progress: &Progress) {
        let every_move = (1u8 << self.moves.len()) - 1;
        if progress.done == every_move {
            self.record(progress);
            return;
        }
        let depth = progress.done.count_ones() as usize;
        let mut pending = every_move & !progress.done;
        while pending != 0 && !self.settled {
            let index = pending.trailing_zeros() as usize;
            pending &= pending - 1;
            let Some(mv) = self.moves.get(index) else {
                return;
            };
            if self.same_as_earlier(progress, index) {
                continue;
            }
            if self.diagnosing
                && let Some(error) = self.why_not_go_on(progress, mv, index)
            {
                self.fail(depth, error);
                continue;
            }
            self.step_with_each_die(progress, index);
        }
    }

    /// An earlier move, not at its end, is the same written move, its checker
    /// stands where this one's does and has hit as much: either may go first.
    fn same_as_earlier(&self, progress: &Progress, index: usize) -> bool {
        let twins = self.twins.get(index).copied().unwrap_or(0) & !progress.done;
        twins != 0
            && (0..index).any(|earlier| {
                twins & (1 << earlier) != 0
                    && progress.at(earlier) == progress.at(index)
                    && (progress.hitters >> earlier) & 1 == (progress.hitters >> index) & 1
            })
    }

    /// The dice worth trying next, as a mask of indices into `dice`: each
    /// free die, or with a double the first free one only, as equal dice are
    /// interchangeable.
    fn dice_to_try(&self, used: u8) -> u8 {
        let free = self.all_dice & !used;
        if self.double {
            free & free.wrapping_neg()
        } else {
            free
        }
    }

    /// Moves the checker of move `index` one step with each die worth trying.
    fn step_with_each_die(&mut self, progress: &Progress, index: usize) {
        let Some(&mv) = self.moves.get(index) else {
            return;
        };
        let at = progress.at(index);
        let depth = progress.done.count_ones() as usize;
        let mut to_try = self.dice_to_try(progress.used);
        while to_try != 0 && !self.settled {
            let d = to_try.trailing_zeros() as usize;
            to_try &= to_try - 1;
            let Some(&die) = self.dice.get(d) else {
                return;
            };
            let Some(to) = self.stacking.step_target(&progress.board, at, die) else {
                if self.diagnosing
                    && let Some(error) = self.why_not_step(&progress.board, mv, at, die)
                {
                    self.fail(depth, error);
                }
                continue;
            };
            let reached = to == mv.to;
            // Past the end (and not bearing off to it) is no way to play this move.
            if !reached && (to < mv.to || to == OFF) {
                continue;
            }
            let mut next = *progress;
            let hit = next.board.apply_step(at, to);
            if let Some(slot) = next.movers.get_mut(next.play.len()) {
                *slot = index as u8;
            }
            next.play.push(Step {
                from: at,
                to,
                die,
                hit,
            });
            if let Some(slot) = next.at.get_mut(index) {
                *slot = to;
            }
            next.used |= 1 << d;
            next.hitters |= u8::from(hit) << index;
            next.done |= u8::from(reached) << index;
            self.walk(&next);
        }
    }

    /// Keeps a way that plays every move, if it is the best so far (or,
    /// when every way is tried, the best to its board).
    fn record(&mut self, progress: &Progress) {
        let unmet_marks = self
            .moves
            .iter()
            .enumerate()
            .filter(|&(i, mv)| mv.hit && progress.hitters & (1 << i) == 0)
            .count() as u32;
        let way = Way {
            play: progress.play,
            result: progress.board,
            movers: progress.movers,
            hitters: progress.hitters,
            unmet_marks,
        };
        if self.every_way {
            match self.others.iter_mut().find(|o| o.result == way.result) {
                Some(other) if way.rank() < other.rank() => *other = way,
                Some(_) => {}
                None => self.others.push(way),
            }
        }
        if self
            .best
            .as_ref()
            .is_none_or(|best| way.rank() < best.rank())
        {
            self.best = Some(way);
        }
        // A way that uses as many dice as the moves can and meets every mark
        // is final, unless the boards may differ and every way must be seen.
        if !self.every_way && way.play.len() == self.most_steps && way.unmet_marks == 0 {
            self.settled = true;
        }
    }

    fn fail(&mut self, depth: usize, error: PlayError) {
        if self.failure.as_ref().is_none_or(|(d, _)| depth > *d) {
            self.failure = Some((depth, error));
        }
    }

    /// Why move `index` cannot start, or go on to its end, if that is clear
    /// without stepping: no checker to move, one on the bar to enter first,
    /// or no free dice that add up to the distance left.
    fn why_not_go_on(&self, progress: &Progress, mv: &Move, index: usize) -> Option<PlayError> {
        let (from, to) = (mv.from, mv.to);
        let at = progress.at(index);
        let board = &progress.board;
        if at == from && board.mine(from) == 0 {
            return Some(PlayError::NoChecker { from, to });
        }
        if at == from && from != BAR && board.bar() > 0 {
            return Some(PlayError::MustEnterFirst { from, to });
        }
        let mut free = [0u8; 4];
        let mut count = 0;
        for (d, &die) in self.dice.iter().enumerate() {
            // At most four dice, so at most four free ones.
            if progress.used & (1 << d) == 0
                && let Some(slot) = free.get_mut(count)
            {
                *slot = die;
                count += 1;
            }
        }
        // `count` rose only where `free` had a slot for the die.
        #[allow(clippy::indexing_slicing)]
        let free = &free[..count];
        let left = at.saturating_sub(to);
        if !can_cover(free, left, to == OFF) {
            return Some(PlayError::NoDieFits {
                from,
                to,
                distance: from - to,
                roll: self.roll,
            });
        }
        None
    }

    /// Why a single step of `mv` from `at` with `die` is illegal.
    fn why_not_step(&self, board: &Position, mv: Move, at: u8, die: u8) -> Option<PlayError> {
        let Move { from, to, .. } = mv;
        if at != BAR && board.bar() > 0 {
            return Some(PlayError::MustEnterFirst { from, to });
        }
        if at > die {
            let landing = at - die;
            if landing < to {
                return None;
            }
            if let Some(max) = self.stacking.full(board, landing) {
                return Some(PlayError::PointFull {
                    from,
                    to,
                    point: landing,
                    max,
                });
            }
            return Some(PlayError::Blocked {
                from,
                to,
                blocked: landing,
            });
        }
        if to != OFF {
            return None;
        }
        if !board.all_home() {
            return Some(PlayError::NotAllHome { from: at });
        }
        Some(PlayError::NotHighest { from: at })
    }
}

/// Some selection of the free dice (one die, or several in some order) covers
/// exactly `distance` pips, or at least that many when bearing off.
fn can_cover(free: &[u8], distance: u8, bearing_off: bool) -> bool {
    let n = free.len();
    (1u32..(1 << n)).any(|mask| {
        let sum: u32 = (0..)
            .zip(free)
            .filter(|&(i, _)| mask & (1 << i) != 0)
            .map(|(_, &die)| die as u32)
            .sum();
        sum == distance as u32 || (bearing_off && sum > distance as u32)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Unlimited;
    use crate::board::resolve::tests::{board, mv, roll};

    fn search(position: &Position, roll: Roll, moves: &[Move]) -> Result<Found, PlayError> {
        super::search(position, roll, moves, Unlimited)
    }

    fn stops(mv: Move, roll: Roll) -> Vec<u8> {
        stops_along(&mv, roll).into_iter().flatten().collect()
    }

    // can_cover: which distances the free dice reach

    #[test]
    fn a_free_die_covers_exactly_its_own_distance() {
        // Given the free dice 5 and 3
        let free = [5, 3];

        // Then each die alone covers its distance, and nothing in between
        assert!(can_cover(&free, 5, false));
        assert!(can_cover(&free, 3, false));
        assert!(!can_cover(&free, 4, false));
    }

    #[test]
    fn free_dice_together_cover_their_sum() {
        // Given the free dice 5 and 3, Then 8 pips are covered by both
        assert!(can_cover(&[5, 3], 8, false));
        // and a double's dice cover every multiple up to four of them
        assert!(can_cover(&[4, 4, 4, 4], 12, false));
        assert!(!can_cover(&[4, 4, 4, 4], 14, false));
    }

    #[test]
    fn a_larger_die_covers_a_shorter_distance_only_when_bearing_off() {
        // Given a free 5 and a move of 3 pips
        // When the move bears off, Then the larger die covers it
        assert!(can_cover(&[5], 3, true));
        // When it lands on a point, Then it does not
        assert!(!can_cover(&[5], 3, false));
    }

    #[test]
    fn no_free_die_covers_nothing() {
        // Given every die used, Then not even a bear-off is covered
        assert!(!can_cover(&[], 1, true));
    }

    // stops_along: where a merged move's checker may stop

    #[test]
    fn a_merged_move_of_two_dice_may_stop_after_either() {
        // Given 6-3 and 24/15, Then the checker stops on 18 or on 21
        assert_eq!(stops(mv(24, 15), roll(6, 3)), [18, 21]);
        // Given a move of one die, Then it stops nowhere on the way
        assert!(stops(mv(24, 18), roll(6, 3)).is_empty());
    }

    #[test]
    fn a_merged_bear_off_stops_where_the_other_die_still_bears_it_off() {
        // Given 6-5 and 8/off, Then the checker stops on 2 or on 3
        assert_eq!(stops(mv(8, 0), roll(6, 5)), [2, 3]);
        // Given 6-1 and 5/off, Then only the 1 can come first
        assert_eq!(stops(mv(5, 0), roll(6, 1)), [4]);
    }

    #[test]
    fn with_a_double_every_way_ends_on_the_same_board() {
        // Given a blot on 20, where 24/16 with 4-4 stops
        let position = board(&[(24, 1), (6, 14)], &[(20, 1), (1, 14)]);

        // Then the search need not try every way
        assert!(!boards_may_differ(&position, roll(4, 4), &[mv(24, 16)]));
        assert!(boards_may_differ(&position, roll(4, 3), &[mv(24, 17)]));
    }

    // search: interleaved steps

    #[test]
    fn a_merged_bear_off_waits_for_checkers_on_higher_points() {
        // Given checkers on 8 and two on 4, and 5-5
        let position = board(&[(8, 1), (4, 2)], &[(24, 2)]);

        // When written `8/off 4/off 4/off`
        let found = search(&position, roll(5, 5), &[mv(8, 0), mv(4, 0), mv(4, 0)]).unwrap();

        // Then the 4-point is cleared before the checker on 3 bears off
        let steps: Vec<(u8, u8)> = found
            .way
            .play
            .steps()
            .iter()
            .map(|s| (s.from, s.to))
            .collect();
        assert_eq!(steps, [(8, 3), (4, 0), (4, 0), (3, 0)]);
        assert_eq!(found.way.result.off(), 15);
        assert!(found.unsettled.is_empty());
    }

    #[test]
    fn two_checkers_entering_together_both_enter_before_either_goes_on() {
        // Given two checkers on the bar, a blot on 21, and 2-2
        let position = board(&[(25, 2), (6, 13)], &[(21, 1), (1, 14)]);
        let entering = Move {
            from: 25,
            to: 21,
            hit: true,
        };

        // When written `bar/21*(2)`
        let found = search(&position, roll(2, 2), &[entering, entering]).unwrap();

        // Then both enter on 23 first, and one of them hits on 21
        let steps = found.way.play.steps();
        assert_eq!((steps[0].to, steps[1].to), (23, 23));
        assert_eq!(found.way.play.hits(), 1);
        assert_eq!(found.way.result.mine(21), 2);
    }

    #[test]
    fn a_merged_move_that_may_pass_a_blot_or_not_takes_the_quiet_way_and_says_so() {
        // Given a blot on 18 and 6-3, When written `24/15` without a mark
        let position = board(&[(24, 1), (6, 14)], &[(18, 1), (1, 14)]);
        let found = search(&position, roll(6, 3), &[mv(24, 15)]).unwrap();

        // Then the checker goes through 21, and 18 is the hit left unsettled
        assert_eq!(found.way.play.hits(), 0);
        assert_eq!(found.unsettled, [18]);
    }

    #[test]
    fn a_mark_on_a_merged_move_settles_the_way_through_the_blot() {
        // Given a blot on 18 and 6-3, When written `24/15*`
        let position = board(&[(24, 1), (6, 14)], &[(18, 1), (1, 14)]);
        let marked = Move {
            from: 24,
            to: 15,
            hit: true,
        };
        let found = search(&position, roll(6, 3), &[marked]).unwrap();

        // Then the checker hits on 18, and nothing is left open
        assert_eq!(found.way.play.hits(), 1);
        assert_eq!(found.way.unmet_marks, 0);
        assert!(found.unsettled.is_empty());
    }
}
