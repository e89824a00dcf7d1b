//! The board seen from the side on roll.

use std::fmt;

/// Index of the on-roll player's bar in [`Position`]'s numbering.
pub const BAR: u8 = 25;
/// Index used for "borne off" in steps (and the opponent's bar in the board array).
pub const OFF: u8 = 0;
/// Checkers each side has.
pub const CHECKERS: u8 = 15;

/// A backgammon position from the view of the player on roll.
///
/// `points[1..=24]` hold signed counts in the on-roll player's numbering (the
/// on-roll player moves from 24 towards 1): positive counts are the on-roll
/// player's checkers, negative counts the opponent's. `points[25]` is the
/// on-roll player's bar (never negative) and `points[0]` the opponent's bar
/// (never positive). Borne-off checkers are whatever is missing from 15, so a
/// position can never disagree with itself about them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    points: [i8; 26],
    /// Always zero: rounds the size up to 32 bytes, so that a copy is two
    /// 16-byte moves rather than two overlapping ones. A copy parked on
    /// the stack as overlapping halves cannot be read back until both
    /// stores land (the store buffer forwards a load from one store only),
    /// which stalled the legal-play generator on every play it listed.
    spare: [i8; 6],
}

/// The unused bytes of every position.
const SPARE: [i8; 6] = [0; 6];

/// Why a board is not a backgammon position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A side has more than fifteen checkers on the board.
    #[error("{side} has {count} checkers on the board; at most 15 are allowed")]
    TooManyCheckers {
        /// "the player on roll" or "the opponent".
        side: &'static str,
        /// How many were found.
        count: u32,
    },
    /// A bar holds checkers of the wrong side.
    #[error("a bar holds checkers of the wrong side")]
    WrongBar,
    /// Both sides claim the same point.
    #[error("both sides have checkers on point {point}")]
    SharedPoint {
        /// The point, in the on-roll player's numbering.
        point: u8,
    },
}

impl Position {
    /// The opening position (either player on roll; it is symmetric).
    pub fn start() -> Position {
        // Two on the 24, five on the 13, three on the 8, five on the 6 for each side;
        // the opponent's mirror at 25 - point.
        #[rustfmt::skip]
        let points = [
            0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5,
            5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0,
        ];
        Position {
            points,
            spare: SPARE,
        }
    }

    /// A position from signed counts in the layout described on [`Position`].
    pub fn from_points(points: [i8; 26]) -> Result<Position, PositionError> {
        let [opponent_bar, .., bar] = points;
        if bar < 0 || opponent_bar > 0 {
            return Err(PositionError::WrongBar);
        }
        let mine: u32 = points.iter().filter(|&&c| c > 0).map(|&c| c as u32).sum();
        let theirs: u32 = points
            .iter()
            .filter(|&&c| c < 0)
            .map(|&c| c.unsigned_abs() as u32)
            .sum();
        check_counts(mine, theirs)?;
        Ok(Position {
            points,
            spare: SPARE,
        })
    }

    /// A position from each side's checker counts in that side's own numbering,
    /// the layout GNU Backgammon uses: index 0..24 are points 1..24, index 24 the bar.
    ///
    /// A point claimed by both sides is an error, as is more than fifteen checkers a side.
    pub fn from_sides(on_roll: &[u8; 25], opponent: &[u8; 25]) -> Result<Position, PositionError> {
        let mine: u32 = on_roll.iter().map(|&c| c as u32).sum();
        let theirs: u32 = opponent.iter().map(|&c| c as u32).sum();
        check_counts(mine, theirs)?;
        let [on_roll_board @ .., on_roll_bar] = on_roll;
        let [opponent_board @ .., opponent_bar] = opponent;
        // Our point p is the opponent's 25 - p, so its board runs the other way.
        let mut opposing = *opponent_board;
        opposing.reverse();
        // Looked at whole, with no early exit, which the compiler makes a
        // few wide compares (`bgkit moves -` reads a position a line); the
        // first shared point is looked for only when there is one.
        let sides = on_roll_board.iter().zip(&opposing);
        if sides.clone().fold(false, |shared, (&ours, &theirs)| {
            shared | ((ours > 0) & (theirs > 0))
        }) {
            let point = (1u8..)
                .zip(sides)
                .find(|(_, (ours, theirs))| **ours > 0 && **theirs > 0)
                .map_or(0, |(point, _)| point);
            return Err(PositionError::SharedPoint { point });
        }
        let mut points = [0i8; 26];
        let [their_bar, board @ .., my_bar] = &mut points;
        for (slot, (&ours, &theirs)) in board.iter_mut().zip(sides) {
            *slot = ours as i8 - theirs as i8;
        }
        *my_bar = *on_roll_bar as i8;
        *their_bar = -(*opponent_bar as i8);
        Ok(Position {
            points,
            spare: SPARE,
        })
    }

    /// Each side's checker counts in its own numbering (index 0..24 = points 1..24,
    /// index 24 = bar), on-roll player first: the inverse of [`Position::from_sides`].
    pub fn to_sides(&self) -> ([u8; 25], [u8; 25]) {
        let mut on_roll = [0u8; 25];
        let mut opponent = [0u8; 25];
        let [_, board @ .., _] = &self.points;
        let [on_roll_board @ .., on_roll_bar] = &mut on_roll;
        let [opponent_board @ .., opponent_bar] = &mut opponent;
        // Our point p is the opponent's 25 - p, so its board runs the other way.
        let sides = on_roll_board
            .iter_mut()
            .zip(opponent_board.iter_mut().rev());
        for (&count, (ours, opposing)) in board.iter().zip(sides) {
            if count > 0 {
                *ours = count as u8;
            } else if count < 0 {
                *opposing = count.unsigned_abs();
            }
        }
        *on_roll_bar = self.bar();
        *opponent_bar = self.opponent_bar();
        (on_roll, opponent)
    }

    /// The signed counts, layout as described on [`Position`].
    pub fn points(&self) -> &[i8; 26] {
        &self.points
    }

    /// The same board seen by the opponent (who becomes the player on roll).
    pub fn switched(&self) -> Position {
        let mut points = [0i8; 26];
        // Index i becomes 25 - i: the same array read backwards, signs flipped.
        for (slot, count) in points.iter_mut().zip(self.points.iter().rev()) {
            *slot = -count;
        }
        Position {
            points,
            spare: SPARE,
        }
    }

    /// The on-roll player's checkers on `point` (1..=24, or 25 for the bar);
    /// 0 for a point outside the board.
    pub fn mine(&self, point: u8) -> u8 {
        let count = self.points.get(point as usize).copied().unwrap_or(0);
        if count > 0 { count as u8 } else { 0 }
    }

    /// The opponent's checkers on `point` in the on-roll player's numbering
    /// (1..=24, or 0 for the opponent's bar); 0 for a point outside the board.
    pub fn theirs(&self, point: u8) -> u8 {
        let count = self.points.get(point as usize).copied().unwrap_or(0);
        if count < 0 { count.unsigned_abs() } else { 0 }
    }

    /// Checkers of the player on roll waiting on the bar.
    pub fn bar(&self) -> u8 {
        self.mine(BAR)
    }

    /// Checkers of the opponent waiting on the bar.
    pub fn opponent_bar(&self) -> u8 {
        self.theirs(OFF)
    }

    /// Checkers the player on roll has borne off.
    pub fn off(&self) -> u8 {
        CHECKERS
            - self
                .points
                .iter()
                .filter(|&&c| c > 0)
                .map(|&c| c as u8)
                .sum::<u8>()
    }

    /// Every checker of the player on roll is borne off: the game is won.
    pub fn all_off(&self) -> bool {
        // A pass with no early exit, which the compiler makes a few vector
        // instructions: cheaper than counting what is off.
        !self
            .points
            .iter()
            .fold(false, |any, &count| any | (count > 0))
    }

    /// Checkers the opponent has borne off.
    pub fn opponent_off(&self) -> u8 {
        CHECKERS
            - self
                .points
                .iter()
                .filter(|&&c| c < 0)
                .map(|&c| c.unsigned_abs())
                .sum::<u8>()
    }

    /// Pip count of the player on roll: the sum of distances to bear every checker off.
    pub fn pip_count(&self) -> u32 {
        (1..=25u8).map(|p| p as u32 * self.mine(p) as u32).sum()
    }

    /// Pip count of the opponent.
    pub fn opponent_pip_count(&self) -> u32 {
        (0..=24u8)
            .map(|p| (25 - p) as u32 * self.theirs(p) as u32)
            .sum()
    }

    /// The highest point (25 = bar) holding a checker of the player on roll, or 0 when
    /// every checker is off.
    pub fn highest_point(&self) -> u8 {
        // One bit per point holding a checker of the player on roll, from a
        // pass over every point with no early exit, which the compiler turns
        // into a few vector instructions: a scan down from the bar stopped
        // late in every bear-off, where validation asks this most. Index 0
        // (the opponent's bar) is never positive, so it never sets a bit.
        let held = self
            .points
            .iter()
            .enumerate()
            .fold(0u32, |held, (point, &count)| {
                held | (u32::from(count > 0) << point)
            });
        (u32::BITS - held.leading_zeros()).saturating_sub(1) as u8
    }

    /// Every checker of the player on roll is in the home board (points 1..=6) or off.
    pub fn all_home(&self) -> bool {
        // A pass with no early exit over the points outside the home board,
        // the bar included, which the compiler makes a few vector
        // instructions: cheaper than finding the highest point.
        let [_, _, _, _, _, _, _, outside @ ..] = &self.points;
        !outside.iter().fold(false, |any, &count| any | (count > 0))
    }

    /// The two sides' checkers can no longer meet: every on-roll checker has
    /// passed every opponent checker.
    pub fn is_race(&self) -> bool {
        let my_back = self.highest_point();
        // The opponent moves towards our 24; its rearmost checker is on its lowest
        // point in our numbering (0 = its bar).
        // Index 25 (our bar) is never negative, so it never matches.
        let their_back = self
            .points
            .iter()
            .position(|&count| count < 0)
            .map_or(25, |point| point as u8);
        my_back < their_back
    }

    /// Total checkers of the player on roll still on the board (bar included).
    pub fn checkers_on_board(&self) -> u8 {
        CHECKERS - self.off()
    }

    /// Moves one on-roll checker from `from` to `to` (0 = off), hitting a lone
    /// opponent checker there. Returns whether it hit. The caller has checked
    /// legality; only the board's invariants are asserted here, and a step that
    /// starts or ends off the board changes nothing.
    pub fn apply_step(&mut self, from: u8, to: u8) -> bool {
        debug_assert!(self.mine(from) > 0, "no checker to move on {from}");
        debug_assert!(to < from, "steps move towards the ace point");
        if from > BAR || to >= BAR {
            return false;
        }
        // Both lookups succeed after the check above (from <= 25, to < 25).
        if let Some(source) = self.points.get_mut(from as usize) {
            *source -= 1;
        }
        if to == OFF {
            return false;
        }
        let Some(target) = self.points.get_mut(to as usize) else {
            return false;
        };
        debug_assert!(*target >= -1, "point {to} is closed");
        if *target == -1 {
            *target = 1;
            let [opponent_bar, ..] = &mut self.points;
            *opponent_bar -= 1;
            true
        } else {
            *target += 1;
            false
        }
    }

    /// Takes back a step [`Position::apply_step`] made from `from` to `to`,
    /// which hit when `hit`: the board is again as it was before it.
    pub fn undo_step(&mut self, from: u8, to: u8, hit: bool) {
        debug_assert!(to < from && from <= BAR, "not a step on the board");
        if from > BAR || to >= BAR {
            return;
        }
        if let Some(source) = self.points.get_mut(from as usize) {
            *source += 1;
        }
        if to == OFF {
            return;
        }
        if let Some(target) = self.points.get_mut(to as usize) {
            debug_assert!(*target >= 1, "no checker of the mover on {to}");
            *target = if hit { -1 } else { *target - 1 };
        }
        if hit {
            let [opponent_bar, ..] = &mut self.points;
            *opponent_bar += 1;
        }
    }
}

/// At most fifteen checkers a side.
fn check_counts(mine: u32, theirs: u32) -> Result<(), PositionError> {
    for (side, count) in [("the player on roll", mine), ("the opponent", theirs)] {
        if count > CHECKERS as u32 {
            return Err(PositionError::TooManyCheckers { side, count });
        }
    }
    Ok(())
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position{:?}", self.points)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Position::switched`] point by point.
    fn switched_slowly(position: &Position) -> [i8; 26] {
        std::array::from_fn(|i| -position.points()[25 - i])
    }

    /// [`Position::from_sides`] point by point: the counts checked, then
    /// each point in turn, the first held by both sides refused.
    fn from_sides_slowly(
        on_roll: &[u8; 25],
        opponent: &[u8; 25],
    ) -> Result<[i8; 26], PositionError> {
        check_counts(
            on_roll.iter().map(|&c| u32::from(c)).sum(),
            opponent.iter().map(|&c| u32::from(c)).sum(),
        )?;
        let mut points = [0i8; 26];
        for point in 1..=24 {
            let (ours, theirs) = (on_roll[point - 1], opponent[24 - point]);
            if ours > 0 && theirs > 0 {
                return Err(PositionError::SharedPoint { point: point as u8 });
            }
            points[point] = ours as i8 - theirs as i8;
        }
        points[25] = on_roll[24] as i8;
        points[0] = -(opponent[24] as i8);
        Ok(points)
    }

    proptest::proptest! {
        #[test]
        fn a_board_from_each_sides_counts_is_the_one_built_point_by_point(
            on_roll in proptest::array::uniform25(proptest::prop_oneof![4 => proptest::strategy::Just(0u8), 1 => 1u8..3]),
            opponent in proptest::array::uniform25(proptest::prop_oneof![4 => proptest::strategy::Just(0u8), 1 => 1u8..3]),
        ) {
            // Given any few checkers a point for each side, sharing points
            // or not, too many or not
            // Then the board, or the error, is the point-by-point one's
            let board = Position::from_sides(&on_roll, &opponent).map(|p| *p.points());
            proptest::prop_assert_eq!(board, from_sides_slowly(&on_roll, &opponent));
        }
    }

    #[test]
    fn a_switched_board_is_read_backwards_with_the_signs_flipped() {
        // Given boards with checkers on both bars, every point and off
        let boards = [
            Position::start(),
            Position::from_points([
                -1, 2, -2, 1, 0, 0, 3, -3, 0, 0, 1, 0, -1, 0, 0, 2, 0, -2, 0, 0, 1, 0, -2, 1, -1, 2,
            ])
            .unwrap(),
        ];
        for board in boards {
            // When switched; Then point i is the other side's 25 - i
            let switched = board.switched();
            assert_eq!(switched.points(), &switched_slowly(&board));
            // and switched back it is the same board
            assert_eq!(switched.switched(), board);
        }
    }

    #[test]
    fn all_checkers_are_off_exactly_when_fifteen_are_counted_off() {
        // Given a board with the last checker home, and the same board
        // after it is borne off
        let mut points = [0i8; 26];
        points[3] = 1;
        points[20] = -15;
        let last = Position::from_points(points).unwrap();
        points[3] = 0;
        let none_left = Position::from_points(points).unwrap();
        // Then only the second has every checker off, as counting says
        for board in [last, none_left, Position::start()] {
            assert_eq!(board.all_off(), board.off() == CHECKERS);
        }
        assert!(none_left.all_off() && !last.all_off());
    }

    #[test]
    fn a_point_outside_the_board_holds_nothing() {
        let position = Position::start();
        assert_eq!(position.mine(26), 0);
        assert_eq!(position.theirs(200), 0);
    }
}
