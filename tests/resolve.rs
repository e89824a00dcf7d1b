//! Written plays resolved against the rules: merged moves, any order, partial
//! plays, and the reasons given for illegal ones.

use crate::common::{any_position, any_roll, pos};
use bgkit::board::{PlayError, Position, ResolvedPlay, Roll, legal_plays, resolve_play};
use bgkit::notation::{Move, format_play, parse_moves};
use proptest::prelude::*;

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

#[track_caller]
fn roll(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

#[test]
fn a_full_play_in_written_order_resolves() {
    let resolved = resolve_play(&Position::start(), roll(3, 1), &[mv(8, 5), mv(6, 5)]).unwrap();
    assert_eq!(resolved.play.len(), 2);
    assert_eq!(resolved.result.mine(5), 2);
}

#[test]
fn a_merged_move_of_one_checker_resolves_into_two_steps() {
    // Given the opening and 6-3, When written `24/15`
    let resolved = resolve_play(&Position::start(), roll(6, 3), &[mv(24, 15)]).unwrap();
    // Then it is two steps of one checker
    assert_eq!(resolved.play.len(), 2);
    assert_eq!(resolved.result.mine(15), 1);
}

#[test]
fn a_merged_move_avoids_a_closed_intermediate_point() {
    // Given the opening and 6-5: 24/18 is open but 24/19 is held, so 24/13 goes via 18
    let resolved = resolve_play(&Position::start(), roll(6, 5), &[mv(24, 13)]).unwrap();
    assert_eq!(resolved.play.steps()[0].to, 18);
}

#[test]
fn a_merged_move_prefers_the_route_whose_hits_are_written() {
    // Given a blot on 7 and 6-2 from 13: `13/5` (no mark) should go via 11, `13/7*/5` via 7
    let position = pos!(x 13:1, 1:14; o 7:1, 24:14);
    let quiet = resolve_play(&position, roll(6, 2), &[mv(13, 5)]).unwrap();
    assert_eq!(quiet.play.hits(), 0);
    // and, as no mark says which way it went, the hit it may have made is left open
    assert_eq!(quiet.hit_marks.unsettled, vec![7]);
    assert!(quiet.hit_marks.unmarked.is_empty() && quiet.hit_marks.spurious.is_empty());
    let hitting = resolve_play(&position, roll(6, 2), &[hit(13, 7), mv(7, 5)]).unwrap();
    assert_eq!(hitting.play.hits(), 1);
    assert!(hitting.hit_marks.agree());
}

#[test]
fn moves_written_out_of_order_resolve_when_some_order_is_legal() {
    // Given a checker on the bar, When the entering move is written second
    let position = pos!(x bar:1, 13:14; o bar:15);
    let resolved = resolve_play(&position, roll(4, 2), &[mv(13, 9), mv(25, 23)]).unwrap();
    assert_eq!(resolved.play.steps()[0].from, 25);
}

#[test]
fn a_hit_without_a_star_is_reported_as_a_mark_mismatch() {
    let position = pos!(x 8:1, 1:14; o 5:1, 24:14);
    let resolved = resolve_play(&position, roll(3, 1), &[mv(8, 5), mv(5, 4)]).unwrap();
    assert_eq!(resolved.hit_marks.unmarked, vec![5]);
    let spurious = resolve_play(&position, roll(3, 1), &[mv(8, 7), hit(7, 4)]).unwrap();
    assert_eq!(spurious.hit_marks.spurious, vec![4]);
}

#[test]
fn a_step_whose_distance_matches_no_die_is_rejected() {
    let error = resolve_play(&Position::start(), roll(3, 1), &[mv(13, 11), mv(6, 5)]).unwrap_err();
    assert!(
        matches!(
            error,
            PlayError::NoDieFits {
                from: 13,
                to: 11,
                distance: 2,
                ..
            }
        ),
        "{error}"
    );
}

#[test]
fn a_play_that_leaves_a_playable_die_unused_is_rejected() {
    let error = resolve_play(&Position::start(), roll(3, 1), &[mv(8, 5)]).unwrap_err();
    assert_eq!(
        error,
        PlayError::DiceLeftUnused {
            used: 1,
            possible: 2
        }
    );
}

#[test]
fn playing_the_smaller_die_when_the_larger_was_playable_is_rejected() {
    // Given a lone back checker that can move 6 or 5 but not both
    let position = pos!(x 24:1, 1:14; o 13:2, bar:13);
    let error = resolve_play(&position, roll(6, 5), &[mv(24, 19)]).unwrap_err();
    assert_eq!(error, PlayError::LargerDieRequired { larger: 6 });
    assert!(resolve_play(&position, roll(6, 5), &[mv(24, 18)]).is_ok());
}

#[test]
fn a_move_from_an_empty_point_is_rejected() {
    let error = resolve_play(&Position::start(), roll(3, 1), &[mv(10, 7), mv(6, 5)]).unwrap_err();
    assert!(
        matches!(error, PlayError::NoChecker { from: 10, .. }),
        "{error}"
    );
}

#[test]
fn a_move_onto_a_closed_point_is_rejected() {
    // 24/19 lands on the opponent's 6-point (our 19)
    let error = resolve_play(&Position::start(), roll(5, 2), &[mv(24, 19), mv(6, 4)]).unwrap_err();
    assert!(
        matches!(error, PlayError::Blocked { blocked: 19, .. }),
        "{error}"
    );
}

#[test]
fn moving_while_on_the_bar_is_rejected() {
    let position = pos!(x bar:1, 13:14; o bar:15);
    let error = resolve_play(&position, roll(4, 2), &[mv(13, 9), mv(13, 11)]).unwrap_err();
    assert!(matches!(error, PlayError::MustEnterFirst { .. }), "{error}");
}

#[test]
fn bearing_off_with_a_checker_outside_is_rejected() {
    let position = pos!(x 8:1, 6:14; o 24:15);
    // 6/off cannot come first, and 8/7 does not bring the last checker home
    let error = resolve_play(&position, roll(6, 1), &[mv(6, 0), mv(8, 7)]).unwrap_err();
    assert!(matches!(error, PlayError::NotAllHome { .. }), "{error}");
}

#[test]
fn a_dance_is_legal_only_when_no_play_exists() {
    let closed = pos!(x bar:1, 13:14; o 24:2, 23:2, 22:2, 21:2, 20:2, bar:5);
    assert!(resolve_play(&closed, roll(5, 4), &[]).is_ok());
    let error = resolve_play(&Position::start(), roll(3, 1), &[]).unwrap_err();
    assert_eq!(error, PlayError::MovesRequired { count: 16 });
}

#[test]
fn more_moves_than_dice_is_rejected() {
    let error = resolve_play(
        &Position::start(),
        roll(3, 1),
        &[mv(8, 5), mv(6, 5), mv(6, 5)],
    )
    .unwrap_err();
    assert!(matches!(error, PlayError::TooManyMoves { written: 3, .. }));
}

#[test]
fn a_hand_built_move_off_the_board_or_upwards_is_refused_not_a_panic() {
    // Given moves the parser never makes: from past the bar, upwards, standing still
    let table = [(26, 20), (255, 0), (5, 8), (6, 6), (0, 0), (25, 25)];
    for (from, to) in table {
        // When resolved as the first move of a play
        let error = resolve_play(&Position::start(), roll(6, 5), &[mv(from, to), mv(13, 8)])
            .expect_err("not a move");

        // Then the play is refused, naming the move
        assert_eq!(error, PlayError::NotAMove { from, to }, "{from}/{to}");
        assert!(error.to_string().contains("is not a move"), "{error}");
    }
}

#[test]
fn a_bear_off_written_as_one_merged_move_resolves() {
    // Given checkers on 9 and 3, When 6-5 is written `9/off` (one checker)
    let position = pos!(x 9:1, 3:1; o 24:15);
    let resolved = resolve_play(&position, roll(6, 5), &[mv(9, 0)]).unwrap();
    // Then it is two steps of that checker, the second bearing it off
    assert_eq!(resolved.play.len(), 2);
    assert_eq!(resolved.result.mine(3), 1);
    assert_eq!(resolved.result.off(), 14);
}

/// `text` (moves as written) resolved with `dice` (`55`) in `position`.
#[track_caller]
fn resolved(position: &Position, dice: &str, text: &str) -> Result<ResolvedPlay, PlayError> {
    let roll = bgkit::notation::parse_roll(dice).unwrap();
    resolve_play(position, roll, &parse_moves(text).unwrap())
}

// Real records once refused because their moves must interleave (issue 14).

#[test]
fn a_merged_bear_off_with_5_5_waits_for_the_checkers_on_the_4_point() {
    // Given the position of an eXtreme Gammon record and 5-5
    let position = bgkit::ids::parse_setup("2zYIwBh/viEAAA").unwrap().position;

    // When written `8/0 4/0 4/0`, the checker from 8 bearing off from 3
    let play = resolved(&position, "55", "8/0 4/0 4/0").unwrap();

    // Then the two checkers on 4 go first, and the play is 8/3/off 4/off(2)
    assert_eq!(format_play(&play.play), "8/3/off 4/off(2)");
    assert_eq!(play.play.len(), 4);
    assert!(play.hit_marks.agree());
}

#[test]
fn two_checkers_brought_home_and_off_with_6_6_both_come_home_first() {
    // Given two checkers on 11 and the rest home, none above 5
    let position = pos!(x 11:2, 5:3, 4:5, 2:5; o 20:2, 19:13);

    // When 6-6 is written `11/off(2)`
    let play = resolved(&position, "66", "11/off(2)").unwrap();

    // Then both go 11/5 before either bears off
    assert_eq!(format_play(&play.play), "11/5/off(2)");
    assert_eq!(play.result.off(), 2);
}

#[test]
fn two_checkers_entering_with_2_2_on_a_blot_both_enter_and_one_hits() {
    // Given two checkers on the bar and a blot on 21
    let position = pos!(x bar:2, 13:5, 8:3, 6:5; o 21:1, 12:5, 1:2, 17:3);

    // When 2-2 is written `bar/21*(2)`
    let play = resolved(&position, "22", "bar/21*(2)").unwrap();

    // Then both enter on 23 first, the first to reach 21 hits
    let steps = play.play.steps();
    assert_eq!((steps[0].to, steps[1].to), (23, 23));
    assert_eq!(play.play.hits(), 1);
    assert_eq!(play.result.mine(21), 2);
    assert_eq!(play.result.opponent_bar(), 1);
}

#[test]
fn a_bear_off_with_3_3_from_4_waits_for_the_checkers_on_3_and_2() {
    // Given one checker each on 4, 3 and 2
    let position = pos!(x 4:1, 3:1, 2:1; o 24:2);

    // When 3-3 is written `4/off 3/off 2/off`
    let play = resolved(&position, "33", "4/off 3/off 2/off").unwrap();

    // Then the checker from 4 stops on 1 and bears off last
    assert_eq!(format_play(&play.play), "4/1/off 3/off 2/off");
    assert_eq!(play.result.off(), 15);
}

#[test]
fn a_merged_move_from_17_with_6_6_bears_off_once_the_6_point_is_clear() {
    // Given checkers on 17 and 6 only (Backgammon Studio wrote `17/off 6/off`)
    let position = pos!(x 17:1, 6:1; o 24:2);

    // When 6-6 is written so, Then the checker on 6 bears off before the other leaves 5
    let play = resolved(&position, "66", "17/off 6/off").unwrap();
    assert_eq!(format_play(&play.play), "17/11/5/off 6/off");
}

#[test]
fn merged_moves_that_need_more_dice_than_the_roll_has_are_still_refused() {
    // Given one checker each on 11, 7 and 6
    let position = pos!(x 11:1, 7:1, 6:1; o 24:2);

    // When 6-6 is written `11/off 7/off 6/off`, which takes five sixes
    let error = resolved(&position, "66", "11/off 7/off 6/off").unwrap_err();

    // Then it is refused, naming the move no die is left for
    assert!(matches!(error, PlayError::NoDieFits { .. }), "{error}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_generated_play_resolves_to_its_own_result(position in any_position(), roll in any_roll()) {
        // Given any legal play written step by step
        for legal in legal_plays(&position, roll) {
            let moves: Vec<Move> = legal.play.steps().iter().map(|s| Move { from: s.from, to: s.to, hit: s.hit }).collect();
            // When resolved, in reverse written order too
            let resolved = resolve_play(&position, roll, &moves).unwrap();
            prop_assert_eq!(resolved.result, legal.result);
            prop_assert!(resolved.hit_marks.agree());
            let mut reversed = moves.clone();
            reversed.reverse();
            let again = resolve_play(&position, roll, &reversed).unwrap();
            prop_assert_eq!(again.result, legal.result);
        }
    }

    #[test]
    fn a_resolved_play_is_always_one_of_the_legal_plays(position in any_position(), roll in any_roll(),
            raw in prop::collection::vec((1u8..=25, 0u8..=24), 0..=4)) {
        // Given arbitrary written moves (downwards only)
        let moves: Vec<Move> = raw.into_iter().filter(|(f, t)| t < f).map(|(from, to)| Move { from, to, hit: false }).collect();
        // When they resolve
        if let Ok(resolved) = resolve_play(&position, roll, &moves) {
            // Then the result is a legal result (or the dance when nothing is legal)
            let legal = legal_plays(&position, roll);
            if legal.is_empty() {
                prop_assert_eq!(resolved.result, position);
            } else {
                prop_assert!(legal.iter().any(|p| p.result == resolved.result));
            }
        }
    }
}
