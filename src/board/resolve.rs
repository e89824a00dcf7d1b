//! Resolving a written play (moves as a person or program wrote them) into the
//! steps of the rules engine, and deciding whether it is legal.
//!
//! Written moves may be merged (`24/15` for 6-3, `8/off` for 8/3/off with
//! 5-5), repeated (`11/off(2)`), unsorted, or chained; the dice they used are
//! not written. A play that uses every die is legal when some interleaving of
//! the steps of its moves, with some assignment of dice, is legal step by
//! step; a play that uses fewer dice is legal only if it is one of
//! [`legal_plays`](super::legal_plays).
//!
//! Most plays are written one die per move in an order that can be played
//! (GNU Backgammon's form), and `validate` resolves every play of a
//! transcript: those are checked in the written order without a search
//! ([`written_order`]). Everything else goes to the search in [`search`](mod@search).

mod search;

use super::capped::{Stacking, Unlimited};
use super::play::{Move, Play, Step, point_name as name};
use super::position::{BAR, OFF, Position};
use super::roll::Roll;
use search::{Found, Way, search};

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

/// Disagreements between written hit marks and real hits, and hits the marks
/// leave open (a warning, not an error).
///
/// A `*` belongs to a written move: a merged move marked `*` (`13/5*`) meets
/// its mark by hitting anywhere on its way, and a move without one should hit
/// nowhere.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HitMarks {
    /// Points (mover's numbering) where a hit happened without a `*`.
    pub unmarked: Vec<u8>,
    /// Points marked with `*` where nothing was hit.
    pub spurious: Vec<u8>,
    /// Points another way of playing the same moves would have hit, leading to
    /// another board, which the marks do not rule out: a merged move that may
    /// pass a lone opposing checker or not (`24/15` with 6-3 through 18 or
    /// 21). The way with the fewest hits was taken; a chain such as
    /// `24/18*/15` or `24/21/15` says which was meant.
    pub unsettled: Vec<u8>,
}

impl HitMarks {
    /// The marks agree with the hits and settle every hit.
    pub fn agree(&self) -> bool {
        self.unmarked.is_empty() && self.spurious.is_empty() && self.unsettled.is_empty()
    }

    /// What the marks say that the hits do not, in words (`` `*` marks a hit
    /// on 9 where nothing is hit ``); `None` when they agree.
    pub fn describe(&self) -> Option<String> {
        let list = |points: &[u8]| {
            points
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut parts = Vec::new();
        if !self.unmarked.is_empty() {
            let (hit, be) = if self.unmarked.len() == 1 {
                ("the hit", "is")
            } else {
                ("the hits", "are")
            };
            parts.push(format!(
                "{hit} on {} {be} not marked with `*`",
                list(&self.unmarked)
            ));
        }
        if !self.spurious.is_empty() {
            parts.push(format!(
                "`*` marks a hit on {} where nothing is hit",
                list(&self.spurious)
            ));
        }
        if !self.unsettled.is_empty() {
            parts.push(format!(
                "no `*` says whether the checker hit on {} on its way, so the play is read without that hit",
                list(&self.unsettled)
            ));
        }
        (!parts.is_empty()).then(|| parts.join(" and "))
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
    #[error("no move is written but {count} legal {} {}", if *.count == 1 { "play" } else { "plays" }, if *.count == 1 { "exists" } else { "exist" })]
    MovesRequired {
        /// How many legal plays exist.
        count: usize,
    },
    /// A move lands on a point that already holds as many of the mover's
    /// checkers as the no-stacking rule allows.
    #[error("{}/{} cannot be played: point {} already holds {max} {}, the most a point may hold under these rules", name(*.from), name(*.to), name(*.point), if *.max == 1 { "checker" } else { "checkers" })]
    PointFull {
        /// Start of the move.
        from: u8,
        /// End of the move.
        to: u8,
        /// The full point.
        point: u8,
        /// The most checkers of one player a point may hold.
        max: u8,
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
    resolve_play_with(position, roll, moves, Unlimited)
}

/// [`resolve_play`] under a stacking rule: with [`Unlimited`] it is
/// `resolve_play` itself; with a [`Capped`](super::Capped) rule a step onto a
/// full point is illegal, and the rules on unused dice weigh the plays the
/// cap leaves.
pub fn resolve_play_with<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Result<ResolvedPlay, PlayError> {
    resolve_listing::<S, true>(position, roll, moves, stacking)
}

/// [`resolve_play_with`], except that a play written without any `*` and
/// resolved in its written order, hitting unmarked wherever it hits, does
/// not list those hits in [`HitMarks::unmarked`]: its marks then agree while
/// its play hits, which no other play's do, and its unmarked hits are the
/// play's own. The replay of a transcript that never marks a hit counts
/// them, and lists them only for a warning it keeps, so this spares an
/// allocation for every hit.
pub(crate) fn resolve_play_unlisted<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Result<ResolvedPlay, PlayError> {
    resolve_listing::<S, false>(position, roll, moves, stacking)
}

/// [`resolve_play_with`], listing the unmarked hits of a play resolved in
/// its written order without marks when `LIST` (see
/// [`resolve_play_unlisted`]).
#[inline(always)]
fn resolve_listing<S: Stacking, const LIST: bool>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Result<ResolvedPlay, PlayError> {
    if moves.is_empty() {
        return no_move(position, roll, stacking);
    }
    check_written(roll, moves)?;
    if let Some(Played { play, result }) = written_order(position, roll, moves, stacking) {
        // Built here, in the caller's return slot: the fast path is most of
        // what `validate` spends on a play, and a `ResolvedPlay` handed back
        // through an `Option` was copied on the way (see benches/resolve.rs).
        return Ok(ResolvedPlay {
            play,
            result,
            hit_marks: HitMarks::default(),
        });
    }
    // Many writers never mark a hit: their plays hit unmarked, which the
    // search would settle just as the written order does.
    if let Some(Played { play, result }) = unmarked_written_order(position, roll, moves, stacking) {
        let unmarked = if LIST { hits_of(&play) } else { Vec::new() };
        return Ok(ResolvedPlay {
            play,
            result,
            hit_marks: HitMarks {
                unmarked,
                ..HitMarks::default()
            },
        });
    }
    // Some writers merge a non-double's two dice into one move (`24/13`).
    if let Some(resolved) = merged_move(position, roll, moves, stacking) {
        return Ok(resolved);
    }
    // A play of one die, most often an entry when the other die cannot enter.
    if let Some(resolved) = one_die_move(position, roll, moves, stacking) {
        return resolved;
    }
    // A double with moves over several dice (`21/11 21/11` with 5-5).
    if let Some(resolved) = double_in_steps(position, roll, moves, stacking) {
        return resolved;
    }
    by_search(position, roll, moves, stacking)
}

/// [`resolve_play_with`] by the interleaving search alone, the general way.
fn by_search<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Result<ResolvedPlay, PlayError> {
    let Found { way, unsettled } = search(position, roll, moves, stacking)?;
    settle(position, roll, moves, stacking, way, unsettled)
}

/// The answer for a way of playing `moves` the search settles on (and the
/// hits other ways leave `unsettled`): a play that leaves dice unused must
/// be one of the legal plays, and the marks are compared with the hits.
fn settle<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
    way: Way,
    unsettled: Vec<u8>,
) -> Result<ResolvedPlay, PlayError> {
    if way.play.len() < roll.step_count() {
        check_partial(position, roll, &way, stacking)?;
    }
    let hit_marks = compare_hit_marks(moves, &way, unsettled);
    Ok(ResolvedPlay {
        play: way.play,
        result: way.result,
        hit_marks,
    })
}

/// A non-double's two dice written as one move of one checker (`24/13` for
/// 6-5), resolved without the search when no lone opposing checker stands
/// on either point where the checker may stop on its way: then no way hits
/// there, the search takes the first way that lands, the high die first or
/// else the low one, and the move's `*` is met or not by the last step
/// alone. `None` for anything else, left to the search (which also words
/// why a move cannot be played).
fn merged_move<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Option<ResolvedPlay> {
    let [mv] = moves else {
        return None;
    };
    let (high, low) = (roll.high(), roll.low());
    if roll.is_double() || mv.to == OFF || mv.from.checked_sub(mv.to) != Some(high + low) {
        return None;
    }
    // Both stops lie between the move's ends, on the board.
    if [mv.from - high, mv.from - low]
        .into_iter()
        .any(|stop| position.theirs(stop) == 1)
    {
        return None;
    }
    for (first, second) in [(high, low), (low, high)] {
        let Some(stop) = stacking.step_target(position, mv.from, first) else {
            continue;
        };
        let mut result = *position;
        // No lone opposing checker stands there: nothing is hit.
        result.apply_step(mv.from, stop);
        if stacking.step_target(&result, stop, second) != Some(mv.to) {
            continue;
        }
        let hit = result.apply_step(stop, mv.to);
        let mut play = Play::new();
        play.push(Step {
            from: mv.from,
            to: stop,
            die: first,
            hit: false,
        });
        play.push(Step {
            from: stop,
            to: mv.to,
            die: second,
            hit,
        });
        let mark = |differs: bool| if differs { vec![mv.to] } else { Vec::new() };
        return Some(ResolvedPlay {
            play,
            result,
            hit_marks: HitMarks {
                unmarked: mark(hit && !mv.hit),
                spurious: mark(mv.hit && !hit),
                unsettled: Vec::new(),
            },
        });
    }
    None
}

/// A double's moves, some over several dice (`21/11 21/11` or `22/14* 14/6`
/// with 5-5 and 4-4, `3/0` with 1-1), resolved without the search when,
/// played in their written order one die at a time, they make a full play
/// and every move marked `*` hits on its way, but for a mark a repeat count
/// copied (`5/3*(2)`: of moves alike, only the first to land hits). That is
/// the search's answer: a double's checker stops on the same points whatever
/// the order, so every way ends on the same board with the same hits; no way
/// meets more marks than the written order, which leaves unmet only copied
/// marks, one fewer than the moves alike in each way; and the walk's first way
/// is the written order, which the search keeps among ways as good. `None`
/// for anything else (other orders, partial plays, marks another order may
/// meet), left to the search.
fn double_in_steps<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Option<Result<ResolvedPlay, PlayError>> {
    if !roll.is_double() {
        return None;
    }
    let die = roll.high();
    let mut result = *position;
    let mut play = Play::new();
    let mut movers = [0u8; 4];
    let mut hitters = 0u8;
    let mut unmet_marks = 0;
    for (index, mv) in (0u8..).zip(moves) {
        let mut at = mv.from;
        let mut hit_on_way = false;
        while at != mv.to {
            let to = stacking.step_target(&result, at, die)?;
            // Past the move's end (bearing off where it ends on a point).
            if to != mv.to && (to < mv.to || to == OFF) {
                return None;
            }
            *movers.get_mut(play.len())? = index;
            let hit = result.apply_step(at, to);
            play.push(Step {
                from: at,
                to,
                die,
                hit,
            });
            hit_on_way |= hit;
            at = to;
        }
        if hit_on_way {
            hitters |= 1 << index;
        } else if mv.hit {
            let copied = (0u8..)
                .zip(moves)
                .take(usize::from(index))
                .any(|(before, alike)| {
                    alike.hit
                        && alike.from == mv.from
                        && alike.to == mv.to
                        && hitters & (1 << before) != 0
                });
            if !copied {
                return None;
            }
            unmet_marks += 1;
        }
    }
    if play.len() != roll.step_count() {
        return None;
    }
    let way = Way {
        play,
        result,
        movers,
        hitters,
        unmet_marks,
    };
    Some(settle(position, roll, moves, stacking, way, Vec::new()))
}

/// One move of one die of a non-double (`bar/21` with 6-4 when the 6 cannot
/// enter), resolved without the search when that step is legal: it is then
/// the search's only way to play the move, and the rules on unused dice
/// ([`check_partial`]) and the marks are weighed as after the search. `None`
/// for anything else.
fn one_die_move<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Option<Result<ResolvedPlay, PlayError>> {
    let [mv] = moves else {
        return None;
    };
    let die = mv.from.checked_sub(mv.to)?;
    if roll.is_double() || mv.to == OFF || (die != roll.high() && die != roll.low()) {
        return None;
    }
    if stacking.step_target(position, mv.from, die) != Some(mv.to) {
        return None;
    }
    let mut result = *position;
    let hit = result.apply_step(mv.from, mv.to);
    let mut play = Play::new();
    play.push(Step {
        from: mv.from,
        to: mv.to,
        die,
        hit,
    });
    let way = Way {
        play,
        result,
        movers: [0; 4],
        hitters: u8::from(hit),
        unmet_marks: u32::from(mv.hit && !hit),
    };
    Some(settle(position, roll, moves, stacking, way, Vec::new()))
}

/// The points `play` hits on, in the order of its steps.
pub(crate) fn hits_of(play: &Play) -> Vec<u8> {
    play.steps()
        .iter()
        .filter(|s| s.hit)
        .map(|s| s.to)
        .collect()
}

/// The empty list: a dance is the only play when nothing can move, and it
/// is an error otherwise, saying how many plays were left out.
///
/// Most rolls written without moves are dances from the bar: that nothing
/// can move is told step by step ([`can_move`]), without listing the plays.
fn no_move<S: Stacking>(
    position: &Position,
    roll: Roll,
    stacking: S,
) -> Result<ResolvedPlay, PlayError> {
    // Listing the plays is needed only to count them for the error.
    if can_move(position, roll, stacking) {
        let plays = stacking.legal_plays(position, roll);
        debug_assert!(!plays.is_empty(), "a legal step starts a legal play");
        return Err(PlayError::MovesRequired { count: plays.len() });
    }
    Ok(ResolvedPlay {
        play: Play::new(),
        result: *position,
        hit_marks: HitMarks::default(),
    })
}

/// Whether any checker can take a step with either die: exactly when `roll`
/// has a legal play in `position`, as a legal step is a play of one die at
/// least. Checked step by step rather than by listing the plays, since a
/// dance is mostly a checker on the bar facing a closed board.
fn can_move<S: Stacking>(position: &Position, roll: Roll, stacking: S) -> bool {
    // With a checker on the bar no other checker may move.
    let lowest = if position.bar() > 0 { BAR } else { 1 };
    (lowest..=BAR).any(|from| {
        position.mine(from) > 0
            && [roll.high(), roll.low()]
                .into_iter()
                .any(|die| stacking.step_target(position, from, die).is_some())
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
fn check_partial<S: Stacking>(
    position: &Position,
    roll: Roll,
    way: &Way,
    stacking: S,
) -> Result<(), PlayError> {
    let legal = stacking.legal_plays(position, roll);
    if legal.iter().any(|p| p.result == way.result) {
        return Ok(());
    }
    let used = way.play.len();
    let possible = legal.iter().map(|p| p.play.len()).max().unwrap_or(0);
    if possible > used {
        return Err(PlayError::DiceLeftUnused { used, possible });
    }
    Err(PlayError::LargerDieRequired {
        larger: roll.high(),
    })
}

/// The written `*` marks against the hits the way makes, move by move: a
/// marked move whose checker hit nothing has a spurious mark, and each hit
/// by the checker of an unmarked move is unmarked. A warning for the caller,
/// since the board is the same.
fn compare_hit_marks(moves: &[Move], way: &Way, unsettled: Vec<u8>) -> HitMarks {
    let mut hit_marks = HitMarks {
        unsettled,
        ..HitMarks::default()
    };
    for (i, mv) in moves.iter().enumerate() {
        if mv.hit && way.hitters & (1 << i) == 0 {
            hit_marks.spurious.push(mv.to);
        }
        if !mv.hit {
            let hits = way.play.steps().iter().zip(way.movers);
            hit_marks.unmarked.extend(
                hits.filter(|&(step, mover)| step.hit && usize::from(mover) == i)
                    .map(|(step, _)| step.to),
            );
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
fn written_order<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Option<Played> {
    played_in_written_order(position, roll, moves, stacking, true)
}

/// [`written_order`] for a play that marks no hit at all, whose steps then
/// hit wherever they land on a blot. `None` for a play with a mark.
///
/// The search settles on this same way: its walk tries the written moves in
/// their order and the high die first, as this does; every way of playing
/// single-step moves ends on the same board (a blot is hit by whichever move
/// lands on it first, and nothing else moves the opponent's checkers), and
/// no mark can be unmet, so the first full way the walk meets is final.
fn unmarked_written_order<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Option<Played> {
    if moves.iter().any(|mv| mv.hit) {
        return None;
    }
    played_in_written_order(position, roll, moves, stacking, false)
}

/// The steps and board of `moves` played in their written order (see
/// [`written_dice`]).
#[inline(always)]
fn played_in_written_order<S: Stacking>(
    position: &Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
    marks_bind: bool,
) -> Option<Played> {
    let mut result = *position;
    let (dice, hits) = written_dice(&mut result, roll, moves, stacking, marks_bind)?;
    let mut play = Play::new();
    for (i, (mv, die)) in moves.iter().zip(dice).enumerate() {
        // Each step hit where it was marked, or where it landed on a blot
        // when the marks do not bind.
        play.push(Step {
            from: mv.from,
            to: mv.to,
            die,
            hit: hits & (1 << i) != 0,
        });
    }
    Some(Played { play, result })
}

/// Plays `moves` on `board` in their written order, one die each, and returns
/// the dice in the order they were used: `None`, with `board` as it was,
/// unless the moves are a full play written that way, each landing on its
/// point and hitting exactly where it is marked `*`. Then the play is legal
/// (every die is used, so no rule about unused dice applies) and its hit
/// marks agree; anything else needs [`resolve_play`]. Validation checks most
/// plays with this alone.
///
/// The board is changed where it lies, and a failed order is taken back
/// step by step, rather than copied: a board whose bytes were just written
/// one at a time and then copied as a whole waits for the stores to land
/// (the store buffer forwards a load from one store only), and that wait was
/// most of the cost of a play.
///
/// The dice orders are tried as the search tries them, the high die first for
/// the first move, so that both pick the same dice for a bear-off either die
/// could make: the answer never depends on which path found it. Only when
/// the first move goes exactly the low die and does not bear off, which the
/// high die cannot do, does the low die come first, saving a step.
#[inline(always)]
pub fn play_in_written_order(board: &mut Position, roll: Roll, moves: &[Move]) -> Option<[u8; 4]> {
    play_in_written_order_with(board, roll, moves, Unlimited)
}

/// [`play_in_written_order`] under a stacking rule, in place as well: with
/// [`Unlimited`] the same code, with a cap each step must also find room.
#[inline(always)]
pub fn play_in_written_order_with<S: Stacking>(
    board: &mut Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
) -> Option<[u8; 4]> {
    written_dice(board, roll, moves, stacking, true).map(|(dice, _)| dice)
}

/// [`play_in_written_order_with`], which is this with `marks_bind`; without
/// it a step may hit or not whatever its mark. Also returns which steps hit
/// (bit i: move i's).
#[inline(always)]
fn written_dice<S: Stacking>(
    board: &mut Position,
    roll: Roll,
    moves: &[Move],
    stacking: S,
    marks_bind: bool,
) -> Option<([u8; 4], u8)> {
    if moves.len() != roll.step_count() {
        return None;
    }
    let (high, low) = (roll.high(), roll.low());
    if roll.is_double() {
        let dice = [high; 4];
        return in_dice_order(board, dice, moves, stacking, marks_bind).map(|hits| (dice, hits));
    }
    let low_first = moves
        .first()
        .is_some_and(|m| m.to != OFF && m.from.checked_sub(m.to) == Some(low));
    let (first, second) = if low_first {
        ([low, high, 0, 0], [high, low, 0, 0])
    } else {
        ([high, low, 0, 0], [low, high, 0, 0])
    };
    if let Some(hits) = in_dice_order(board, first, moves, stacking, marks_bind) {
        return Some((first, hits));
    }
    in_dice_order(board, second, moves, stacking, marks_bind).map(|hits| (second, hits))
}

/// Plays written move i with die i on `board`, each a single step that must
/// land on the move's point and, when `marks_bind`, hit exactly when the move
/// is marked; at the first step that does not, takes back the steps made and
/// is `None`. Otherwise which steps hit (bit i: move i's).
#[inline(always)]
fn in_dice_order<S: Stacking>(
    board: &mut Position,
    dice: [u8; 4],
    moves: &[Move],
    stacking: S,
    marks_bind: bool,
) -> Option<u8> {
    debug_assert!(moves.len() <= dice.len(), "at most four moves reach here");
    let mut hits = 0u8;
    for (made, (mv, die)) in moves.iter().zip(dice).enumerate() {
        let lands = stacking.step_target(board, mv.from, die) == Some(mv.to);
        if lands {
            let hit = board.apply_step(mv.from, mv.to);
            if !marks_bind || hit == mv.hit {
                hits |= u8::from(hit) << made;
                continue;
            }
            // The step was made, with the other hit than marked.
            board.undo_step(mv.from, mv.to, hit);
        }
        for (i, done) in moves.iter().enumerate().take(made).rev() {
            board.undo_step(done.from, done.to, hits & (1 << i) != 0);
        }
        return None;
    }
    Some(hits)
}

/// A play the fast path found: the steps and the board after them, with
/// marks that agree by construction.
#[derive(Debug)]
struct Played {
    play: Play,
    result: Position,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::legal::legal_plays;
    use proptest::prelude::*;

    fn written_order(position: &Position, roll: Roll, moves: &[Move]) -> Option<Played> {
        super::written_order(position, roll, moves, Unlimited)
    }

    fn search(position: &Position, roll: Roll, moves: &[Move]) -> Result<Found, PlayError> {
        super::search(position, roll, moves, Unlimited)
    }

    pub(super) fn roll(a: u8, b: u8) -> Roll {
        Roll::new(a, b).unwrap()
    }

    pub(super) fn mv(from: u8, to: u8) -> Move {
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
    pub(super) fn board(mine: &[(u8, i8)], theirs: &[(u8, i8)]) -> Position {
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

    // written_order: the fast path for plays written one die per move

    #[test]
    fn a_play_written_one_die_per_move_resolves_in_the_written_order() {
        // Given the opening and 3-1, When written `8/5 6/5`
        let found = written_order(&Position::start(), roll(3, 1), &[mv(8, 5), mv(6, 5)]);

        // Then the steps are the moves as written, the 3 then the 1
        let found = found.unwrap();
        assert_eq!(dice_of(&found.play), [3, 1]);
        assert_eq!(found.result.mine(5), 2);
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
        assert_eq!(found.play, searched.way.play);
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

    // merged_move: one checker's move over both dice of a non-double

    #[test]
    fn a_merged_move_takes_the_high_die_first_as_the_search_does() {
        // Given the opening and 6-5, When written `24/13`
        let moves = [mv(24, 13)];
        let fast = merged_move(&Position::start(), roll(6, 5), &moves, Unlimited).unwrap();

        // Then the checker stops on 18, and the search resolves it alike
        assert_eq!(dice_of(&fast.play), [6, 5]);
        assert_eq!(fast.play.steps()[0].to, 18);
        assert_eq!(
            Ok(fast),
            by_search(&Position::start(), roll(6, 5), &moves, Unlimited)
        );
    }

    #[test]
    fn a_doubles_merged_moves_are_played_in_steps_as_the_search_plays_them() {
        // Given 5-5 from the start, written `13/3 13/3` (each two steps); and
        // 1-1 bearing a checker off the 3 point in three steps
        let bear_off = board(&[(3, 2), (2, 5), (1, 8)], &[(24, 15)]);
        for (position, dice, moves) in [
            (Position::start(), roll(5, 5), vec![mv(13, 3), mv(13, 3)]),
            (bear_off, roll(1, 1), vec![mv(3, OFF), mv(2, 1)]),
        ] {
            // When resolved by the shortcut and by the search
            let fast = double_in_steps(&position, dice, &moves, Unlimited);
            // Then the shortcut takes the play, as the search resolves it
            assert_eq!(fast, Some(by_search(&position, dice, &moves, Unlimited)));
            assert!(fast.is_some_and(|r| r.is_ok_and(|r| r.play.len() == 4)));
        }
        // But not a mark where nothing is hit, which another order may meet
        let marked = [
            mv(13, 3),
            Move {
                hit: true,
                ..mv(13, 3)
            },
        ];
        let position = Position::start();
        assert_eq!(
            double_in_steps(&position, roll(5, 5), &marked, Unlimited),
            None
        );
    }

    #[test]
    fn a_merged_move_that_may_pass_a_blot_is_left_to_the_search() {
        // Given a blot on 18 and 6-3, When written `24/15`
        let position = board(&[(24, 1), (6, 14)], &[(18, 1), (1, 14)]);

        // Then the shortcut declines: the marks must choose the way
        assert!(merged_move(&position, roll(6, 3), &[mv(24, 15)], Unlimited).is_none());
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

    /// A few checkers of the player on roll against made points, where often
    /// only one die can be played: the boards of the rules on unused dice.
    fn hemmed_in() -> impl Strategy<Value = Position> {
        (
            prop::collection::vec(prop_oneof![1u8..=25, 1u8..=6, Just(25)], 1..=3),
            prop::collection::vec(1u8..=24, 1..=7),
        )
            .prop_map(|(mine, made)| {
                let mut on_roll = [0u8; 25];
                let mut opponent = [0u8; 25];
                for slot in mine {
                    on_roll[slot as usize - 1] += 1;
                }
                for point in made {
                    // The opponent's point seen from the mover is 25 - point.
                    let theirs = 25 - point as usize;
                    if on_roll[point as usize - 1] == 0 && opponent[theirs - 1] == 0 {
                        opponent[theirs - 1] = 2;
                    }
                }
                Position::from_sides(&on_roll, &opponent).unwrap()
            })
    }

    fn any_roll() -> impl Strategy<Value = Roll> {
        (1u8..=6, 1u8..=6).prop_map(|(a, b)| roll(a, b))
    }

    /// A legal play picked by `pick`, written as `write` writes each step:
    /// in its own order and in the order `order` shuffles it to.
    struct Written {
        legal: crate::board::LegalPlay,
        as_played: Vec<Move>,
        shuffled: Vec<Move>,
        /// The play uses every die of the roll.
        full: bool,
    }

    /// The search's way for `moves`, once it is shown to take the steps
    /// `fast` took to the board `legal` leads to.
    fn search_agrees(
        position: &Position,
        dice: Roll,
        moves: &[Move],
        fast: &Played,
        legal: &crate::board::LegalPlay,
    ) -> Result<Found, TestCaseError> {
        let searched = search(position, dice, moves);
        prop_assert!(searched.is_ok(), "{searched:?}");
        let searched = searched.ok().unwrap();
        prop_assert_eq!(fast.play, searched.way.play);
        prop_assert_eq!(fast.result, searched.way.result);
        prop_assert_eq!(fast.result, legal.result);
        Ok(searched)
    }

    /// [`Written`] for `position` and `dice`; `None` for a dance.
    fn written(
        position: &Position,
        dice: Roll,
        pick: prop::sample::Index,
        order: [usize; 4],
        write: impl Fn(&Step) -> Move,
    ) -> Option<Written> {
        let plays = legal_plays(position, dice);
        if plays.is_empty() {
            return None;
        }
        let legal = plays[pick.index(plays.len())];
        let as_played: Vec<Move> = legal.play.steps().iter().map(write).collect();
        let shuffled = order
            .iter()
            .filter_map(|&i| as_played.get(i).copied())
            .collect();
        let full = legal.play.len() == dice.step_count();
        Some(Written {
            legal,
            as_played,
            shuffled,
            full,
        })
    }

    proptest! {
        #[test]
        fn a_roll_can_move_exactly_when_it_has_a_legal_play(
            position in any_position(),
            dice in any_roll(),
            cap in 1u8..=6,
        ) {
            // Given any board and roll, with any stacking rule
            let cap = crate::board::Capped::new(cap).unwrap();
            // When asked step by step whether anything can move
            // Then the answer is whether the plays listed are any
            prop_assert_eq!(
                can_move(&position, dice, Unlimited),
                !Unlimited.legal_plays(&position, dice).is_empty()
            );
            prop_assert_eq!(
                can_move(&position, dice, cap),
                !cap.legal_plays(&position, dice).is_empty()
            );
            // and the empty list is a dance exactly when nothing can move
            prop_assert_eq!(resolve_play(&position, dice, &[]).is_ok(), !can_move(&position, dice, Unlimited));
        }

        #[test]
        fn the_fast_path_and_the_search_agree_on_legal_plays_in_any_written_order(
            position in any_position(),
            dice in any_roll(),
            pick in any::<prop::sample::Index>(),
            order in Just([0usize, 1, 2, 3]).prop_shuffle(),
        ) {
            // Given a legal play, its moves written in a shuffled order
            let Some(Written { legal, as_played, shuffled, full }) =
                written(&position, dice, pick, order, |&s| Move::from(s))
            else {
                // A dance: no move to write (`no_move` covers it).
                return Ok(());
            };

            // Then written in its own order, a full play takes the fast path
            prop_assert_eq!(written_order(&position, dice, &as_played).is_some(), full);

            for moves in [as_played, shuffled] {
                // When the fast path resolves it
                let Some(fast) = written_order(&position, dice, &moves) else {
                    continue;
                };
                // Then the search finds the same steps, board and marks
                let searched = search_agrees(&position, dice, &moves, &fast, &legal)?;
                prop_assert!(compare_hit_marks(&moves, &searched.way, searched.unsettled).agree());
                // and the resolver gives that answer, with agreeing marks
                let resolved = resolve_play(&position, dice, &moves);
                prop_assert_eq!(resolved, Ok(ResolvedPlay {
                    play: fast.play,
                    result: fast.result,
                    hit_marks: HitMarks::default(),
                }));
            }
        }

        #[test]
        fn a_merged_move_of_both_dice_resolves_as_the_search_resolves_it(
            position in any_position(),
            dice in any_roll(),
            from in 1u8..=25,
            hit in any::<bool>(),
        ) {
            // Given one checker's move over both dice, with or without a mark
            let Some(to) = from.checked_sub(dice.high() + dice.low()).filter(|&to| to > 0) else {
                return Ok(());
            };
            let moves = [Move { from, to, hit }];

            // When the shortcut resolves it, Then the search resolves it alike
            if let Some(fast) = merged_move(&position, dice, &moves, Unlimited) {
                prop_assert_eq!(Ok(fast), by_search(&position, dice, &moves, Unlimited));
            }
        }

        #[test]
        fn a_move_of_one_die_resolves_as_the_search_resolves_it(
            position in prop_oneof![any_position(), hemmed_in()],
            dice in any_roll(),
            from in 1u8..=25,
            high in any::<bool>(),
            hit in any::<bool>(),
        ) {
            // Given one checker's move of one die, with or without a mark
            let die = if high { dice.high() } else { dice.low() };
            let Some(to) = from.checked_sub(die).filter(|&to| to > 0) else {
                return Ok(());
            };
            let moves = [Move { from, to, hit }];

            // When the shortcut resolves it, Then the search resolves it alike
            if let Some(fast) = one_die_move(&position, dice, &moves, Unlimited) {
                prop_assert_eq!(fast, by_search(&position, dice, &moves, Unlimited));
            }
        }

        #[test]
        fn a_doubles_play_written_with_merged_moves_resolves_as_the_search_resolves_it(
            position in any_position(),
            face in 1u8..=6,
            pick in any::<prop::sample::Index>(),
            joins in any::<u8>(),
            order in Just([0usize, 1, 2, 3]).prop_shuffle(),
            shuffled in any::<bool>(),
            marked in any::<bool>(),
            extra_mark in any::<Option<prop::sample::Index>>(),
            copied_marks in any::<bool>(),
        ) {
            // Given a legal play of a double, its steps joined into moves
            // where one goes on from where the last ended (as `joins` says),
            // with its marks or without, perhaps a mark more, perhaps each
            // mark copied to the moves alike after it (as a repeat count
            // `5/3*(2)` copies it), perhaps shuffled
            let dice = roll(face, face);
            let plays = legal_plays(&position, dice);
            if plays.is_empty() {
                return Ok(());
            }
            let steps = plays[pick.index(plays.len())].play;
            let mut moves: Vec<Move> = Vec::new();
            for (i, step) in steps.steps().iter().enumerate() {
                let hit = marked && step.hit;
                match moves.last_mut() {
                    Some(last) if last.to == step.from && joins & (1 << i) != 0 => {
                        last.to = step.to;
                        last.hit |= hit;
                    }
                    _ => moves.push(Move { from: step.from, to: step.to, hit }),
                }
            }
            if let Some(extra) = extra_mark {
                let at = extra.index(moves.len());
                moves[at].hit = true;
            }
            if copied_marks {
                for at in 1..moves.len() {
                    let (before, rest) = moves.split_at_mut(at);
                    let mv = &mut rest[0];
                    mv.hit |= before.iter().any(|b| b.hit && b.from == mv.from && b.to == mv.to);
                }
            }
            if shuffled {
                moves = order.iter().filter_map(|&i| moves.get(i).copied()).collect();
            }

            // When resolved, Then the shortcut, if it takes the play, and the
            // search give the same answer
            if let Some(fast) = double_in_steps(&position, dice, &moves, Unlimited) {
                prop_assert_eq!(fast, by_search(&position, dice, &moves, Unlimited));
            }
        }

        #[test]
        fn a_legal_play_of_one_checker_written_as_one_move_resolves_as_the_search_resolves_it(
            position in any_position(),
            dice in any_roll(),
            pick in any::<prop::sample::Index>(),
            hit in any::<bool>(),
        ) {
            // Given a legal play of a non-double's two dice by one checker,
            // written as one move, with or without a mark
            let plays: Vec<_> = legal_plays(&position, dice)
                .into_iter()
                .filter(|p| matches!(p.play.steps(), [a, b] if a.to == b.from && b.to != OFF))
                .collect();
            if dice.is_double() || plays.is_empty() {
                return Ok(());
            }
            let steps = plays[pick.index(plays.len())].play;
            let (first, last) = (steps.steps()[0], steps.steps()[1]);
            let moves = [Move { from: first.from, to: last.to, hit }];

            // When resolved, Then the shortcut, if it takes the play, and the
            // search give the same answer, and the play resolves
            let searched = by_search(&position, dice, &moves, Unlimited);
            prop_assert!(searched.is_ok(), "{searched:?}");
            if let Some(fast) = merged_move(&position, dice, &moves, Unlimited) {
                prop_assert_eq!(Ok(fast), searched);
            }
        }

        #[test]
        fn unlisted_unmarked_hits_are_the_plays_hits_and_all_else_is_the_same(
            position in any_position(),
            dice in any_roll(),
            pick in any::<prop::sample::Index>(),
            order in Just([0usize, 1, 2, 3]).prop_shuffle(),
            marked in any::<bool>(),
        ) {
            // Given a legal play written with its marks or without any, in
            // its own order or shuffled
            let write = |s: &Step| Move { from: s.from, to: s.to, hit: marked && s.hit };
            let Some(Written { as_played, shuffled, .. }) =
                written(&position, dice, pick, order, write)
            else {
                return Ok(());
            };
            for moves in [as_played, shuffled] {
                // When resolved with and without listing the unmarked hits
                let listed = resolve_play(&position, dice, &moves);
                let unlisted = resolve_play_unlisted(&position, dice, &moves, Unlimited);

                // Then only a play of unmarked moves whose marks agree while it
                // hits differs, and its unmarked hits are the play's
                let unmarked_moves = moves.iter().all(|mv| !mv.hit);
                match unlisted {
                    Ok(mut resolved)
                        if unmarked_moves
                            && resolved.hit_marks.agree()
                            && resolved.play.hits() > 0 =>
                    {
                        resolved.hit_marks.unmarked = hits_of(&resolved.play);
                        prop_assert_eq!(Ok(resolved), listed);
                    }
                    other => prop_assert_eq!(other, listed),
                }
            }
        }

        #[test]
        fn an_unmarked_play_in_written_order_is_resolved_so_by_the_resolver(
            position in any_position(),
            dice in any_roll(),
            pick in any::<prop::sample::Index>(),
            order in Just([0usize, 1, 2, 3]).prop_shuffle(),
        ) {
            // Given a legal play written without marks, in its own order or
            // shuffled
            let write = |s: &Step| Move { from: s.from, to: s.to, hit: false };
            let Some(Written { as_played, shuffled, .. }) =
                written(&position, dice, pick, order, write)
            else {
                return Ok(());
            };
            for moves in [as_played, shuffled] {
                // When played in its written order in place, and resolved
                let mut board = position;
                let hits = written_dice(&mut board, dice, &moves, Unlimited, false)
                    .map(|(_, hits)| u32::from(hits).count_ones());
                let resolved = resolve_play_unlisted(&position, dice, &moves, Unlimited);

                // Then where the first answers, the resolver agrees: the same
                // board, marks that agree and as many hits; else the board is
                // as it was
                match hits {
                    Some(hits) => {
                        let resolved = resolved.expect("a play made in its order is legal");
                        prop_assert_eq!(board, resolved.result);
                        prop_assert!(resolved.hit_marks.agree());
                        prop_assert_eq!(hits, u32::try_from(resolved.play.hits()).unwrap());
                    }
                    None => prop_assert_eq!(board, position),
                }
            }
        }

        #[test]
        fn a_roll_without_moves_is_a_dance_exactly_when_no_play_is_legal(
            position in any_position(),
            dice in any_roll(),
        ) {
            // Given any board and roll, When no move is written
            let resolved = resolve_play(&position, dice, &[]);

            // Then it is the dance when the legal plays are none, and
            // otherwise the error that counts them
            let plays = legal_plays(&position, dice);
            let expected = if plays.is_empty() {
                Ok(ResolvedPlay {
                    play: Play::new(),
                    result: position,
                    hit_marks: HitMarks::default(),
                })
            } else {
                Err(PlayError::MovesRequired { count: plays.len() })
            };
            prop_assert_eq!(resolved, expected);
        }

        #[test]
        fn the_unmarked_fast_path_and_the_search_agree_on_plays_written_without_marks(
            position in any_position(),
            dice in any_roll(),
            pick in any::<prop::sample::Index>(),
            order in Just([0usize, 1, 2, 3]).prop_shuffle(),
        ) {
            // Given a legal play written without any `*`, in its own order
            // and in a shuffled one
            let unmarked = |s: &Step| Move { from: s.from, to: s.to, hit: false };
            let Some(Written { legal, as_played, shuffled, full }) =
                written(&position, dice, pick, order, unmarked)
            else {
                return Ok(());
            };

            // Then written in its own order, a full play takes the fast path
            prop_assert_eq!(unmarked_written_order(&position, dice, &as_played, Unlimited).is_some(), full);

            for moves in [as_played, shuffled] {
                // When the unmarked fast path resolves it
                let Some(fast) = unmarked_written_order(&position, dice, &moves, Unlimited) else {
                    continue;
                };
                // Then the search finds the same steps and board, and the
                // same unmarked hits, with nothing left open
                let searched = search_agrees(&position, dice, &moves, &fast, &legal)?;
                let marks = compare_hit_marks(&moves, &searched.way, searched.unsettled);
                let hits: Vec<u8> = fast.play.steps().iter().filter(|s| s.hit).map(|s| s.to).collect();
                prop_assert_eq!(&marks.unmarked, &hits);
                // and the resolver gives that answer
                let resolved = resolve_play(&position, dice, &moves);
                prop_assert_eq!(resolved, Ok(ResolvedPlay {
                    play: fast.play,
                    result: fast.result,
                    hit_marks: marks,
                }));
            }
        }
    }
}
