//! Legal plays: every distinct result a roll can produce, and the single-step rules.

use super::play::{Play, Step};
use super::position::{BAR, OFF, Position};
use super::roll::Roll;

/// One legal way to play a roll: a representative list of steps and the position
/// it leads to, still seen from the mover (not switched).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LegalPlay {
    /// The steps, in an order in which each is legal.
    pub play: Play,
    /// The board after the play, from the mover's view.
    pub result: Position,
}

/// Where a checker on `from` lands with `die`, if the step is legal in `position`.
///
/// The rules: checkers on the bar enter before any other checker moves; a point
/// holding two or more opposing checkers is closed; bearing off needs every
/// checker home, and a die larger than the distance bears off only from the
/// highest occupied point.
// Inlined into the replay of written plays, which asks it for every step.
#[inline(always)]
pub fn step_target(position: &Position, from: u8, die: u8) -> Option<u8> {
    // Past the bar `mine` reads nothing, and on index 0 (the opponent's
    // bar, never positive) too: this one test also turns away a `from` off
    // the board.
    if position.mine(from) == 0 {
        return None;
    }
    debug_assert!(from != OFF && from <= BAR);
    if from != BAR && position.bar() > 0 {
        return None;
    }
    if from > die {
        let to = from - die;
        return (position.theirs(to) < 2).then_some(to);
    }
    // Bearing off (from a home point; the bar never reaches here as 25 > 6).
    if !position.all_home() {
        return None;
    }
    // A larger die bears off from the highest point only: with every checker
    // home, none may stand on the few points between `from` and 6.
    debug_assert!(from < 6 || from == die);
    let highest = || (from + 1..=6).all(|point| position.mine(point) == 0);
    (from == die || highest()).then_some(OFF)
}

/// Plays `die` from `from` if legal, returning the step and the new position.
pub fn try_step(position: &Position, from: u8, die: u8) -> Option<(Step, Position)> {
    let to = step_target(position, from, die)?;
    let mut next = *position;
    let hit = next.apply_step(from, to);
    Some((Step { from, to, die, hit }, next))
}

/// Every legal play of `roll` in `position`, one per distinct resulting position.
///
/// Applies the rules that decide between plays: as many dice as possible must be
/// used; when only one die of a non-double can be used, the larger one must be
/// used if it can be. A roll with no legal move gives an empty list (a dance is
/// then the only play; callers who want it represented use [`Play::new`]).
/// Plays come high die first, sources from high to low.
pub fn legal_plays(position: &Position, roll: Roll) -> Vec<LegalPlay> {
    super::generate::generate(position, roll)
}

/// [`legal_plays`] into a list the caller keeps (cleared first): for callers that
/// generate for many positions, this saves an allocation and a copy per call.
pub fn legal_plays_into(position: &Position, roll: Roll, plays: &mut Vec<LegalPlay>) {
    super::generate::generate_into(position, roll, plays);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(a: u8, b: u8) -> Roll {
        Roll::new(a, b).unwrap()
    }

    /// [`step_target`] with the highest point found by
    /// [`Position::highest_point`], as the reference.
    fn step_target_by_highest_point(position: &Position, from: u8, die: u8) -> Option<u8> {
        if position.mine(from) == 0 || (from != BAR && position.bar() > 0) {
            return None;
        }
        if from > die {
            let to = from - die;
            return (position.theirs(to) < 2).then_some(to);
        }
        let bears_off = from == die || position.highest_point() == from;
        (position.all_home() && bears_off).then_some(OFF)
    }

    proptest::proptest! {
        #[test]
        fn bearing_off_with_a_larger_die_is_from_the_highest_point_only(
            home in proptest::collection::vec(1u8..=6, 1..=15),
            outside in proptest::option::of(7u8..=25),
            from in 1u8..=25,
            die in 1u8..=6,
        ) {
            // Given checkers home (perhaps one outside), the rest off, and an
            // opponent's checker on the bar
            let mut points = [0i8; 26];
            for point in home.iter().chain(&outside).take(15) {
                points[usize::from(*point)] += 1;
            }
            points[0] = -1;
            let position = Position::from_points(points).unwrap();
            // When a checker steps; Then it lands where the highest point says
            proptest::prop_assert_eq!(
                step_target(&position, from, die),
                step_target_by_highest_point(&position, from, die)
            );
        }
    }

    #[test]
    fn opening_rolls_have_the_known_number_of_plays() {
        // 6-5: 24/13, 24/18 13/8, 24/18 8/3, 13/7 13/8, 13/7 8/3, 13/2, 8/2 8/3.
        let start = Position::start();
        assert_eq!(legal_plays(&start, roll(3, 1)).len(), 16);
        assert_eq!(legal_plays(&start, roll(6, 5)).len(), 7);
    }
}
