//! The fast legal-play generator agrees with a slow, obviously-correct one.

use crate::common::{any_position, any_roll, reference_results};
use bgkit::board::{legal_plays, legal_plays_into};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn the_highest_point_is_the_highest_holding_a_checker_of_the_player_on_roll(
        position in any_position(),
    ) {
        // Given a random position
        // When its highest point is asked for
        // Then it is the highest of 1..=25 with a checker of the player on
        // roll, counted down plainly, or 0 with every checker off
        let plain = (1..=25u8).rev().find(|&p| position.mine(p) > 0).unwrap_or(0);
        prop_assert_eq!(position.highest_point(), plain);
        prop_assert_eq!(position.all_home(), plain <= 6);
    }

    #[test]
    fn fast_generator_finds_exactly_the_reference_results(position in any_position(), roll in any_roll()) {
        // Given a random position and roll
        // When both generators list the distinct results
        let mut fast: Vec<_> = legal_plays(&position, roll).iter().map(|p| p.result).collect();
        fast.sort();
        let slow = reference_results(&position, roll);
        // Then they agree, and the fast one lists no result twice
        let before = fast.len();
        fast.dedup();
        prop_assert_eq!(before, fast.len());
        prop_assert_eq!(fast, slow);
    }

    #[test]
    fn every_listed_play_replays_step_by_step_to_its_result(position in any_position(), roll in any_roll()) {
        for legal in legal_plays(&position, roll) {
            let mut board = position;
            for step in legal.play.steps() {
                let (s, next) = bgkit::board::try_step(&board, step.from, step.die)
                    .expect("each listed step is legal in sequence");
                prop_assert_eq!(s, *step);
                board = next;
            }
            prop_assert_eq!(board, legal.result);
        }
    }

    #[test]
    fn generating_into_a_used_list_gives_the_same_plays(position in any_position(), roll in any_roll(), other in any_roll()) {
        // Given a list left over from another roll
        let mut plays = legal_plays(&position, other);
        // When it is reused
        legal_plays_into(&position, roll, &mut plays);
        // Then it holds exactly the plays of the new roll
        prop_assert_eq!(plays, legal_plays(&position, roll));
    }
}
