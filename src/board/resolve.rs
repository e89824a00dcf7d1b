//! Resolving a written play (moves as a person or program wrote them) into the
//! steps of the rules engine, and deciding whether it is legal.
//!
//! Written moves may be merged (`24/15` for 6-3), unsorted, or chained; the
//! dice they used are not written. A play that uses every die is legal when
//! some order of its moves and some assignment of dice makes every step legal;
//! a play that uses fewer dice is legal only if it is one of [`legal_plays`].

use super::legal::{legal_plays, step_target};
use super::play::{Move, Play, Step, point_name as name};
use super::position::{BAR, OFF, Position};
use super::roll::Roll;

/// A written play that is legal, with the steps it stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedPlay {
    /// The steps in an order in which each is legal, with the dice used.
    pub play: Play,
    /// The board after the play, from the mover's view (not switched).
    pub result: Position,
    /// Where the written `*` marks disagree with the hits the play makes.
    pub hit_marks: HitMarks,
}

/// Disagreements between written hit marks and real hits (a warning, not an error).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HitMarks {
    /// Points (mover's numbering) where a hit happened without a `*`.
    pub unmarked: Vec<u8>,
    /// Points marked with `*` where nothing was hit.
    pub spurious: Vec<u8>,
}

impl HitMarks {
    /// The marks agree with the hits.
    pub fn agree(&self) -> bool {
        self.unmarked.is_empty() && self.spurious.is_empty()
    }
}

/// Why a written play is illegal. Each message is a full sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// More moves are written than the dice allow.
    #[error("{written} moves are written but the roll {roll} allows at most {allowed}")]
    TooManyMoves {
        /// Moves written.
        written: usize,
        /// Steps the roll allows.
        allowed: usize,
        /// The roll.
        roll: Roll,
    },
    /// No checker stands where a move starts.
    #[error("{}/{} moves a checker from {}, but there is none there", name(*.from), name(*.to), name(*.from))]
    NoChecker {
        /// Start of the move.
        from: u8,
        /// End of the move.
        to: u8,
    },
    /// A checker moved while another waited on the bar.
    #[error("{}/{} moves while a checker is on the bar; checkers on the bar must enter first", name(*.from), name(*.to))]
    MustEnterFirst {
        /// Start of the move.
        from: u8,
        /// End of the move.
        to: u8,
    },
    /// The distance of a move matches no die or sum of dice left.
    #[error("{}/{} needs {distance} {}, which no die of {roll} still unused (alone or summed) covers", name(*.from), name(*.to), if *.distance == 1 { "pip" } else { "pips" })]
    NoDieFits {
        /// Start of the move.
        from: u8,
        /// End of the move.
        to: u8,
        /// Pips moved.
        distance: u8,
        /// The roll.
        roll: Roll,
    },
    /// A move lands on (or passes through a landing on) a closed point.
    #[error("{}/{} cannot be played: point {} is held by the opponent", name(*.from), name(*.to), name(*.blocked))]
    Blocked {
        /// Start of the move.
        from: u8,
        /// End of the move.
        to: u8,
        /// The closed point.
        blocked: u8,
    },
    /// Bearing off before every checker is home.
    #[error("{}/off bears off before every checker is in the home board", name(*.from))]
    NotAllHome {
        /// The point borne off from.
        from: u8,
    },
    /// Bearing off with a larger die while a checker stands higher.
    #[error("{}/off bears off with a larger die while a checker stands on a higher point", name(*.from))]
    NotHighest {
        /// The point borne off from.
        from: u8,
    },
    /// A move that no checker can make: from outside the board, or not downwards.
    #[error("{}/{} is not a move: a checker moves from a point 1 to 24 or the bar to a lower point or off", name(*.from), name(*.to))]
    NotAMove {
        /// Start of the move as given.
        from: u8,
        /// End of the move as given.
        to: u8,
    },
    /// The play uses fewer dice than the position allows.
    #[error("the play uses {used} of the dice but {possible} can be played")]
    DiceLeftUnused {
        /// Dice the written play uses.
        used: usize,
        /// Dice the best legal plays use.
        possible: usize,
    },
    /// Only one die can be played and the smaller one was.
    #[error("only one die can be played, and it must be the larger one ({larger})")]
    LargerDieRequired {
        /// The larger die.
        larger: u8,
    },
    /// No move written although a legal play exists.
    #[error("no move is written but {count} legal plays exist")]
    MovesRequired {
        /// How many legal plays exist.
        count: usize,
    },
    /// The moves cannot be played in any order with these dice.
    #[error("the moves cannot be played in any order with {roll}")]
    NoOrder {
        /// The roll.
        roll: Roll,
    },
}

/// Resolves `moves` (as written, in any order, merged or not) against `roll` in
/// `position`. An empty list stands for "no move" and is legal only when no
/// legal play exists.
pub fn resolve_play(
    position: &Position,
    roll: Roll,
    moves: &[Move],
) -> Result<ResolvedPlay, PlayError> {
    if moves.is_empty() {
        return no_move(position, roll);
    }
    check_written(roll, moves)?;
    if let Some(found) = written_order(position, roll, moves) {
        return Ok(found);
    }
    let found = search(position, roll, moves)?;
    if found.play.len() < roll.step_count() {
        check_partial(position, roll, &found)?;
    }
    let hit_marks = compare_hit_marks(moves, &found);
    Ok(ResolvedPlay {
        play: found.play,
        result: found.result,
        hit_marks,
    })
}

/// Tries every order of the moves and every assignment of dice to them,
/// merged moves included, keeping the way whose hits best agree with the
/// written marks. Without one, the error is the failure reached after the
/// most moves, which names the move that could not be played.
fn search(position: &Position, roll: Roll, moves: &[Move]) -> Result<Found, PlayError> {
    let all_dice = if roll.is_double() {
        [roll.high(); 4]
    } else {
        [roll.high(), roll.low(), 0, 0]
    };
    // The roll's dice count is 2 or 4, within the array.
    let dice = all_dice.get(..roll.step_count()).unwrap_or(&all_dice);
    let mut search = Search {
        moves,
        dice,
        roll,
        best: None,
        failure: None,
    };
    search.moves_from(position, 0, 0, Play::new(), 0);
    search.best.ok_or_else(|| {
        search
            .failure
            .map(|(_, e)| e)
            .unwrap_or(PlayError::NoOrder { roll })
    })
}

/// The empty list: a dance is the only play when nothing can move, and it
/// is an error otherwise, saying how many plays were left out.
fn no_move(position: &Position, roll: Roll) -> Result<ResolvedPlay, PlayError> {
    let plays = legal_plays(position, roll);
    if !plays.is_empty() {
        return Err(PlayError::MovesRequired { count: plays.len() });
    }
    Ok(ResolvedPlay {
        play: Play::new(),
        result: *position,
        hit_marks: HitMarks::default(),
    })
}

/// What the moves alone tell, before any board is looked at: each is a real
/// move, and there are no more of them than dice.
///
/// The notation parser only makes proper moves, but `Move` is plain data: a
/// hand-built one off the board or going upwards would index past the board.
/// Both checks keep the masks of the search (one bit per move or die) and its
/// subtractions in range.
fn check_written(roll: Roll, moves: &[Move]) -> Result<(), PlayError> {
    if let Some(mv) = moves.iter().find(|mv| mv.from > BAR || mv.to >= mv.from) {
        return Err(PlayError::NotAMove {
            from: mv.from,
            to: mv.to,
        });
    }
    let allowed = roll.step_count();
    if moves.len() > allowed {
        return Err(PlayError::TooManyMoves {
            written: moves.len(),
            allowed,
            roll,
        });
    }
    Ok(())
}

/// A play that leaves dice unused is legal only if it is one of the legal
/// plays: no play may use more dice, and of a non-double's single die the
/// larger must be played when it can be. The search alone cannot tell, as it
/// only follows the written moves.
fn check_partial(position: &Position, roll: Roll, found: &Found) -> Result<(), PlayError> {
    let legal = legal_plays(position, roll);
    if legal.iter().any(|p| p.result == found.result) {
        return Ok(());
    }
    let used = found.play.len();
    let possible = legal.iter().map(|p| p.play.len()).max().unwrap_or(0);
    if possible > used {
        return Err(PlayError::DiceLeftUnused { used, possible });
    }
    Err(PlayError::LargerDieRequired {
        larger: roll.high(),
    })
}

/// The written `*` marks against the hits the play makes: a mark on a move
/// whose last step hit nothing is spurious, and a hit without a mark (on a
/// move's last step, or on a point passed by a merged move that no move
/// names) is unmarked. A warning for the caller, since the board is the same.
fn compare_hit_marks(moves: &[Move], found: &Found) -> HitMarks {
    let mut hit_marks = HitMarks::default();
    for (i, mv) in moves.iter().enumerate() {
        let landed_hit = found.landing_hits & (1 << i) != 0;
        if mv.hit && !landed_hit {
            hit_marks.spurious.push(mv.to);
        }
        if !mv.hit && landed_hit {
            hit_marks.unmarked.push(mv.to);
        }
    }
    for step in found.play.steps() {
        if step.hit && !moves.iter().any(|m| m.to == step.to) {
            hit_marks.unmarked.push(step.to);
        }
    }
    hit_marks
}

/// The common case, checked without a search: a full play written one die
/// per move, legal in the written order with some order of the dice, each
/// step landing where its move is written (a bear-off may use a larger die)
/// and hitting exactly where a `*` is written ([`play_in_written_order`]).
/// Anything else (merged moves, other orders, partial plays, disagreeing
/// marks) goes to the search.
fn written_order(position: &Position, roll: Roll, moves: &[Move]) -> Option<ResolvedPlay> {
    let (result, dice) = play_in_written_order(position, roll, moves)?;
    let mut play = Play::new();
    for (mv, die) in moves.iter().zip(dice) {
        // Each step hit exactly where it was marked.
        play.push(Step {
            from: mv.from,
            to: mv.to,
            die,
            hit: mv.hit,
        });
    }
    Some(ResolvedPlay {
        play,
        result,
        hit_marks: HitMarks::default(),
    })
}

/// The board after `moves` played in their written order, one die each, with
/// the dice in the order they were used: `None` unless the moves are a full
/// play written that way, each landing on its point and hitting exactly
/// where it is marked `*`. Then the play is legal (every die is used, so no
/// rule about unused dice applies) and its hit marks agree; anything else
/// needs [`resolve_play`]. Validation checks most plays with this alone.
///
/// The dice orders are tried as the search tries them, the high die first for
/// the first move, so that both pick the same dice for a bear-off either die
/// could make: the answer never depends on which path found it. Only when
/// the first move goes exactly the low die and does not bear off, which the
/// high die cannot do, does the low die come first, saving a step.
#[inline(always)]
pub fn play_in_written_order(
    position: &Position,
    roll: Roll,
    moves: &[Move],
) -> Option<(Position, [u8; 4])> {
    if moves.len() != roll.step_count() {
        return None;
    }
    let (high, low) = (roll.high(), roll.low());
    if roll.is_double() {
        let dice = [high; 4];
        return Some((in_dice_order(position, dice, moves)?, dice));
    }
    let low_first = moves
        .first()
        .is_some_and(|m| m.to != OFF && m.from.checked_sub(m.to) == Some(low));
    let (first, second) = if low_first {
        ([low, high, 0, 0], [high, low, 0, 0])
    } else {
        ([high, low, 0, 0], [low, high, 0, 0])
    };
    if let Some(board) = in_dice_order(position, first, moves) {
        return Some((board, first));
    }
    Some((in_dice_order(position, second, moves)?, second))
}

/// Plays written move i with die i, each a single step that must land on the
/// move's point and hit exactly when the move is marked; `None` at the first
/// step that does not.
#[inline(always)]
fn in_dice_order(position: &Position, dice: [u8; 4], moves: &[Move]) -> Option<Position> {
    debug_assert!(moves.len() <= dice.len(), "at most four moves reach here");
    let mut board = *position;
    for (mv, die) in moves.iter().zip(dice) {
        if step_target(&board, mv.from, die) != Some(mv.to) {
            return None;
        }
        if board.apply_step(mv.from, mv.to) != mv.hit {
            return None;
        }
    }
    Some(board)
}

/// The best way the search found to play the written moves.
struct Found {
    /// The steps, in an order in which each is legal.
    play: Play,
    /// The board after them.
    result: Position,
    /// Bit i set: written move i hit on its final point.
    landing_hits: u8,
    /// Written marks that disagree with the hits (see [`Search::mismatches`]).
    mismatches: u32,
}

/// A depth-first walk over the orders of the written moves and the dice
/// each uses, stopping at the first way whose hits agree with every mark.
struct Search<'a> {
    moves: &'a [Move],
    dice: &'a [u8],
    roll: Roll,
    best: Option<Found>,
    /// The most informative failure: the one reached after the most moves.
    failure: Option<(usize, PlayError)>,
}

impl Search<'_> {
    fn done(&self) -> bool {
        self.best.as_ref().is_some_and(|b| b.mismatches == 0)
    }

    /// Starts each written move not yet played.
    fn moves_from(
        &mut self,
        board: &Position,
        moves_done: u8,
        dice_used: u8,
        play: Play,
        landing_hits: u8,
    ) {
        if moves_done.count_ones() as usize == self.moves.len() {
            let mismatches = self.mismatches(&play, landing_hits);
            if self.best.as_ref().is_none_or(|b| mismatches < b.mismatches) {
                self.best = Some(Found {
                    play,
                    result: *board,
                    landing_hits,
                    mismatches,
                });
            }
            return;
        }
        for (i, mv) in self.moves.iter().enumerate() {
            if self.done() {
                return;
            }
            if moves_done & (1 << i) != 0 {
                continue;
            }
            // Identical moves are interchangeable: try only the first unplayed one.
            if self
                .moves
                .iter()
                .take(i)
                .enumerate()
                .any(|(j, m)| moves_done & (1 << j) == 0 && *m == *mv)
            {
                continue;
            }
            let depth = moves_done.count_ones() as usize;
            if let Some(error) = self.why_not_start(board, mv, dice_used) {
                self.fail(depth, error);
                continue;
            }
            self.continue_move(board, i, mv.from, moves_done, dice_used, play, landing_hits);
        }
    }

    /// Plays dice for move `index`, whose checker is now on `at`.
    #[allow(clippy::too_many_arguments)]
    fn continue_move(
        &mut self,
        board: &Position,
        index: usize,
        at: u8,
        moves_done: u8,
        dice_used: u8,
        play: Play,
        landing_hits: u8,
    ) {
        // `index` comes from enumerating `self.moves`.
        let Some(&mv) = self.moves.get(index) else {
            return;
        };
        let target = mv.to;
        let depth = moves_done.count_ones() as usize;
        for (d, &die) in self.dice.iter().enumerate() {
            if self.done() {
                return;
            }
            if dice_used & (1 << d) != 0 {
                continue;
            }
            // Equal dice are interchangeable: use the first free one only.
            if self
                .dice
                .iter()
                .take(d)
                .enumerate()
                .any(|(e, &other)| other == die && dice_used & (1 << e) == 0)
            {
                continue;
            }
            let Some(to) = step_target(board, at, die) else {
                if let Some(error) = self.why_not_step(board, mv, at, die) {
                    self.fail(depth, error);
                }
                continue;
            };
            let reached = to == target;
            // Past the target (and not bearing off to it) is no way to play this move.
            if !reached && (to < target || to == OFF) {
                continue;
            }
            let mut next = *board;
            let hit = next.apply_step(at, to);
            let mut longer = play;
            longer.push(Step {
                from: at,
                to,
                die,
                hit,
            });
            let used = dice_used | (1 << d);
            if reached {
                let hits = if hit {
                    landing_hits | (1 << index)
                } else {
                    landing_hits
                };
                self.moves_from(&next, moves_done | (1 << index), used, longer, hits);
            } else {
                self.continue_move(&next, index, to, moves_done, used, longer, landing_hits);
            }
        }
    }

    /// How far a complete way of playing strays from the written marks: moves
    /// whose mark disagrees with their last step, plus hits on points a merged
    /// move passes, which no mark can name. Zero ends the search.
    fn mismatches(&self, play: &Play, landing_hits: u8) -> u32 {
        let marked = self
            .moves
            .iter()
            .enumerate()
            .filter(|(i, m)| m.hit != (landing_hits & (1 << i) != 0))
            .count() as u32;
        let landing_count = landing_hits.count_ones();
        let intermediate = play.hits() as u32 - landing_count;
        marked + intermediate
    }

    fn fail(&mut self, depth: usize, error: PlayError) {
        if self.failure.as_ref().is_none_or(|(d, _)| depth > *d) {
            self.failure = Some((depth, error));
        }
    }

    /// Why a move cannot even start, if that is clear from the board alone.
    fn why_not_start(&self, board: &Position, mv: &Move, dice_used: u8) -> Option<PlayError> {
        let (from, to) = (mv.from, mv.to);
        if board.mine(from) == 0 {
            return Some(PlayError::NoChecker { from, to });
        }
        if from != BAR && board.bar() > 0 {
            return Some(PlayError::MustEnterFirst { from, to });
        }
        let mut free = [0u8; 4];
        let mut count = 0;
        for (d, &die) in self.dice.iter().enumerate() {
            // At most four dice, so at most four free ones.
            if dice_used & (1 << d) == 0
                && let Some(slot) = free.get_mut(count)
            {
                *slot = die;
                count += 1;
            }
        }
        let distance = from - to;
        if !can_cover(free.get(..count).unwrap_or_default(), distance, to == OFF) {
            return Some(PlayError::NoDieFits {
                from,
                to,
                distance,
                roll: self.roll,
            });
        }
        None
    }

    /// Why a single step of move `index` from `at` with `die` is illegal.
    fn why_not_step(&self, board: &Position, mv: Move, at: u8, die: u8) -> Option<PlayError> {
        let Move { from, to, .. } = mv;
        if at > die {
            let landing = at - die;
            if landing < to {
                return None;
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
    use proptest::prelude::*;

    fn roll(a: u8, b: u8) -> Roll {
        Roll::new(a, b).unwrap()
    }

    fn mv(from: u8, to: u8) -> Move {
        Move {
            from,
            to,
            hit: false,
        }
    }

    fn hit(from: u8, to: u8) -> Move {
        Move {
            from,
            to,
            hit: true,
        }
    }

    /// A board from (point, checkers) pairs in the mover's numbering; the
    /// checkers not placed are borne off.
    fn board(mine: &[(u8, i8)], theirs: &[(u8, i8)]) -> Position {
        let mut points = [0i8; 26];
        for &(point, n) in mine {
            points[point as usize] += n;
        }
        for &(point, n) in theirs {
            points[point as usize] -= n;
        }
        Position::from_points(points).unwrap()
    }

    fn dice_of(play: &Play) -> Vec<u8> {
        play.steps().iter().map(|s| s.die).collect()
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

    // written_order: the fast path for plays written one die per move

    #[test]
    fn a_play_written_one_die_per_move_resolves_in_the_written_order() {
        // Given the opening and 3-1, When written `8/5 6/5`
        let found = written_order(&Position::start(), roll(3, 1), &[mv(8, 5), mv(6, 5)]);

        // Then the steps are the moves as written, the 3 then the 1
        let found = found.unwrap();
        assert_eq!(dice_of(&found.play), [3, 1]);
        assert_eq!(found.result.mine(5), 2);
        assert!(found.hit_marks.agree());
    }

    #[test]
    fn the_low_die_may_come_first_in_the_written_order() {
        // Given the opening and 3-1, When written `6/5 8/5`
        let found = written_order(&Position::start(), roll(3, 1), &[mv(6, 5), mv(8, 5)]);

        // Then the 1 is played first
        assert_eq!(dice_of(&found.unwrap().play), [1, 3]);
    }

    #[test]
    fn a_bear_off_with_a_larger_die_resolves_in_the_written_order() {
        // Given checkers on 5 and 3 only, and 6-5
        let position = board(&[(5, 1), (3, 1)], &[(24, 2)]);
        let moves = [mv(5, 0), mv(3, 0)];

        // When written `5/off 3/off`
        let found = written_order(&position, roll(6, 5), &moves).unwrap();

        // Then both are borne off, with the dice the search would pick too
        assert_eq!(found.result.off(), 15);
        let searched = search(&position, roll(6, 5), &moves).ok().unwrap();
        assert_eq!(found.play, searched.play);
        assert_eq!(dice_of(&found.play), [6, 5]);
    }

    #[test]
    fn a_double_resolves_in_the_written_order() {
        // Given the opening and 6-6, When written `24/18 24/18 13/7 13/7`
        let moves = [mv(24, 18), mv(24, 18), mv(13, 7), mv(13, 7)];
        let found = written_order(&Position::start(), roll(6, 6), &moves).unwrap();

        // Then four steps of 6 give both points
        assert_eq!(dice_of(&found.play), [6, 6, 6, 6]);
        assert_eq!(found.result.mine(18), 2);
        assert_eq!(found.result.mine(7), 2);
    }

    #[test]
    fn a_written_hit_mark_must_match_the_hit() {
        // Given a blot of the opponent's on 5, and 3-1
        let position = board(&[(8, 1), (6, 1)], &[(5, 1)]);

        // When the hit is written, Then the fast path takes it
        let marked = written_order(&position, roll(3, 1), &[hit(8, 5), mv(6, 5)]);
        assert_eq!(marked.map(|f| f.play.hits()), Some(1));
        // When it is not, Then the search must report the unmarked hit
        assert!(written_order(&position, roll(3, 1), &[mv(8, 5), mv(6, 5)]).is_none());
    }

    #[test]
    fn plays_not_written_one_die_per_move_are_left_to_the_search() {
        let start = Position::start();
        // Given a merged move, Then the fast path declines
        assert!(written_order(&start, roll(6, 3), &[mv(24, 15)]).is_none());
        // Given one move for two dice, Then it declines
        assert!(written_order(&start, roll(3, 1), &[mv(8, 5)]).is_none());
        // Given an entering move written after another, Then it declines
        let on_bar = board(&[(25, 1), (13, 1)], &[(1, 2)]);
        assert!(written_order(&on_bar, roll(6, 5), &[mv(13, 8), mv(25, 19)]).is_none());
    }

    /// Positions of every kind: checkers anywhere, or mostly home for bear-offs;
    /// an opponent's checker is dropped where the mover already stands.
    fn any_position() -> impl Strategy<Value = Position> {
        let slots = || {
            prop_oneof![
                prop::collection::vec(1u8..=25, 0..=15),
                prop::collection::vec(1u8..=6, 0..=15),
                prop::collection::vec(prop_oneof![3 => 1u8..=6, 1 => 1u8..=25], 0..=15),
            ]
        };
        (slots(), slots()).prop_map(|(mine, theirs)| {
            let mut on_roll = [0u8; 25];
            let mut opponent = [0u8; 25];
            for slot in mine {
                on_roll[slot as usize - 1] += 1;
            }
            for slot in theirs {
                // The opponent's slot, seen from the mover, is 25 - slot.
                if slot == 25 || on_roll[24 - slot as usize] == 0 {
                    opponent[slot as usize - 1] += 1;
                }
            }
            Position::from_sides(&on_roll, &opponent).unwrap()
        })
    }

    fn any_roll() -> impl Strategy<Value = Roll> {
        (1u8..=6, 1u8..=6).prop_map(|(a, b)| roll(a, b))
    }

    proptest! {
        #[test]
        fn the_fast_path_and_the_search_agree_on_legal_plays_in_any_written_order(
            position in any_position(),
            dice in any_roll(),
            pick in any::<prop::sample::Index>(),
            order in Just([0usize, 1, 2, 3]).prop_shuffle(),
        ) {
            // Given a legal play, its moves written in a shuffled order
            let plays = legal_plays(&position, dice);
            if plays.is_empty() {
                // A dance: no move to write (`no_move` covers it).
                return Ok(());
            }
            let legal = plays[pick.index(plays.len())];
            let as_played: Vec<Move> = legal.play.steps().iter().map(|&s| Move::from(s)).collect();
            let shuffled: Vec<Move> = order
                .iter()
                .filter_map(|&i| as_played.get(i).copied())
                .collect();
            let full = legal.play.len() == dice.step_count();

            // Then written in its own order, a full play takes the fast path
            prop_assert_eq!(written_order(&position, dice, &as_played).is_some(), full);

            for moves in [as_played, shuffled] {
                // When the fast path resolves it
                let Some(fast) = written_order(&position, dice, &moves) else {
                    continue;
                };
                // Then the search finds the same steps, board and marks
                let searched = search(&position, dice, &moves);
                prop_assert!(searched.is_ok());
                let searched = searched.ok().unwrap();
                prop_assert_eq!(fast.play, searched.play);
                prop_assert_eq!(fast.result, searched.result);
                prop_assert_eq!(fast.result, legal.result);
                prop_assert!(compare_hit_marks(&moves, &searched).agree());
                prop_assert_eq!(&fast.hit_marks, &HitMarks::default());
                // and the resolver gives that answer
                prop_assert_eq!(resolve_play(&position, dice, &moves), Ok(fast));
            }
        }
    }
}
