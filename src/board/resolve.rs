//! Resolving a written play (moves as a person or program wrote them) into the
//! steps of the rules engine, and deciding whether it is legal.
//!
//! Written moves may be merged (`24/15` for 6-3), unsorted, or chained; the
//! dice they used are not written. A play that uses every die is legal when
//! some order of its moves and some assignment of dice makes every step legal;
//! a play that uses fewer dice is legal only if it is one of [`legal_plays`].

use super::legal::{legal_plays, step_target};
use super::play::{Play, Step};
use super::position::{BAR, OFF, Position};
use super::roll::Roll;
use crate::notation::Move;
use std::fmt;

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

/// A point for messages: `bar`, `off` or the number.
struct PointName(u8);

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            BAR => write!(f, "bar"),
            OFF => write!(f, "off"),
            p => write!(f, "{p}"),
        }
    }
}

fn name(point: u8) -> PointName {
    PointName(point)
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
    let allowed = roll.step_count();
    if moves.is_empty() {
        let plays = legal_plays(position, roll);
        if plays.is_empty() {
            return Ok(ResolvedPlay {
                play: Play::new(),
                result: *position,
                hit_marks: HitMarks::default(),
            });
        }
        return Err(PlayError::MovesRequired { count: plays.len() });
    }
    // The notation parser only makes proper moves, but `Move` is plain data: a
    // hand-built one off the board or going upwards would index past the board.
    if let Some(mv) = moves.iter().find(|mv| mv.from > BAR || mv.to >= mv.from) {
        return Err(PlayError::NotAMove {
            from: mv.from,
            to: mv.to,
        });
    }
    if moves.len() > allowed {
        return Err(PlayError::TooManyMoves {
            written: moves.len(),
            allowed,
            roll,
        });
    }
    let all_dice = if roll.is_double() {
        [roll.high(); 4]
    } else {
        [roll.high(), roll.low(), 0, 0]
    };
    // `allowed` is the roll's dice count, 2 or 4.
    let dice = all_dice.get(..allowed).unwrap_or(&all_dice);
    if let Some(found) = written_order(position, dice, moves) {
        return Ok(found);
    }
    let mut search = Search {
        moves,
        dice,
        roll,
        best: None,
        failure: None,
    };
    search.moves_from(position, 0, 0, Play::new(), 0);
    let Some(found) = search.best else {
        return Err(search
            .failure
            .map(|(_, e)| e)
            .unwrap_or(PlayError::NoOrder { roll }));
    };
    let used = found.play.len();
    if used < allowed {
        // A partial play: legal only if no play uses more dice (and, for a
        // single die of a non-double, the larger die when it can be played).
        let legal = legal_plays(position, roll);
        if !legal.iter().any(|p| p.result == found.result) {
            let possible = legal.iter().map(|p| p.play.len()).max().unwrap_or(0);
            if possible > used {
                return Err(PlayError::DiceLeftUnused { used, possible });
            }
            return Err(PlayError::LargerDieRequired {
                larger: roll.high(),
            });
        }
    }
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
    Ok(ResolvedPlay {
        play: found.play,
        result: found.result,
        hit_marks,
    })
}

/// The common case, checked without a search: one written move per die, each a
/// single step whose distance is exactly a die, legal in the written order, with
/// hit marks that agree. Anything else (merged moves, bear-offs with a larger
/// die, other orders, partial plays, disagreeing marks) goes to the search,
/// which finds the same answer for these plays, only slower.
fn written_order(position: &Position, dice: &[u8], moves: &[Move]) -> Option<ResolvedPlay> {
    if moves.len() != dice.len() {
        return None;
    }
    let mut board = *position;
    let mut play = Play::new();
    let mut used = 0u8;
    for mv in moves {
        let distance = mv.from.checked_sub(mv.to)?;
        let slot = (0..)
            .zip(dice)
            .position(|(d, &die)| used & (1 << d) == 0 && die == distance)?;
        if step_target(&board, mv.from, distance) != Some(mv.to) {
            return None;
        }
        let hit = board.apply_step(mv.from, mv.to);
        if hit != mv.hit {
            return None;
        }
        used |= 1 << slot;
        play.push(Step {
            from: mv.from,
            to: mv.to,
            die: distance,
            hit,
        });
    }
    Some(ResolvedPlay {
        play,
        result: board,
        hit_marks: HitMarks::default(),
    })
}

struct Found {
    play: Play,
    result: Position,
    /// Bit i set: written move i hit on its final point.
    landing_hits: u8,
    mismatches: u32,
}

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
