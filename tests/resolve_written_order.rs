//! The resolver's fast path covers every full play written one die per move
//! in a playable order: wherever such a play checks out step by step (the
//! check the fast validation lane makes before it asks the resolver), the
//! resolver accepts it with agreeing hit marks and the same board.

use crate::common::{any_position, any_roll};
use bgkit::board::{
    OFF, Position, Roll, legal_plays, play_in_written_order, resolve_play, step_target,
};
use bgkit::notation::Move;
use proptest::prelude::*;

/// The step-by-step check, written out plainly: each written move is one
/// step with the next die of some order of the dice (for a non-double the
/// order the first move's distance suggests, then the other), landing where
/// it is written and hitting exactly where a `*` is written.
fn step_by_step(position: &Position, roll: Roll, moves: &[Move]) -> Option<Position> {
    if moves.len() != roll.step_count() {
        return None;
    }
    let (high, low) = (roll.high(), roll.low());
    let orders = if roll.is_double() {
        vec![vec![high; 4]]
    } else if moves[0].to != OFF && moves[0].from.checked_sub(moves[0].to) == Some(low) {
        vec![vec![low, high], vec![high, low]]
    } else {
        vec![vec![high, low], vec![low, high]]
    };
    orders.into_iter().find_map(|dice| {
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
    })
}

/// A legal play's moves in a shuffled order, some hit marks flipped.
fn written(
    position: &Position,
    roll: Roll,
    pick: prop::sample::Index,
    order: [usize; 4],
    flips: [bool; 4],
) -> Option<Vec<Move>> {
    let plays = legal_plays(position, roll);
    if plays.is_empty() {
        return None;
    }
    let steps = plays[pick.index(plays.len())].play;
    let moves = order
        .iter()
        .filter_map(|&i| steps.steps().get(i))
        .zip(flips)
        .map(|(&step, flip)| {
            let mv = Move::from(step);
            Move {
                hit: mv.hit != (flip && mv.to != OFF),
                ..mv
            }
        })
        .collect();
    Some(moves)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn whatever_checks_out_step_by_step_the_resolver_accepts_alike(
        position in any_position(),
        roll in any_roll(),
        pick in any::<prop::sample::Index>(),
        order in Just([0usize, 1, 2, 3]).prop_shuffle(),
        flips in prop::array::uniform4(prop::bool::weighted(0.1)),
    ) {
        // Given a legal play written in some order, maybe with wrong marks
        let Some(moves) = written(&position, roll, pick, order, flips) else {
            return Ok(());
        };

        // When it checks out step by step
        let Some(after) = step_by_step(&position, roll, &moves) else {
            return Ok(());
        };

        // Then the resolver accepts it, its marks agree, and the board is the same
        let resolved = resolve_play(&position, roll, &moves);
        prop_assert!(resolved.is_ok(), "{:?}", resolved);
        let resolved = resolved.unwrap();
        prop_assert!(resolved.hit_marks.agree(), "{:?}", resolved.hit_marks);
        prop_assert_eq!(resolved.result, after);
        prop_assert_eq!(resolved.play.len(), moves.len());
    }

    #[test]
    fn playing_in_written_order_on_the_board_agrees_with_the_plain_check(
        position in any_position(),
        roll in any_roll(),
        pick in any::<prop::sample::Index>(),
        order in Just([0usize, 1, 2, 3]).prop_shuffle(),
        flips in prop::array::uniform4(prop::bool::weighted(0.2)),
    ) {
        // Given a legal play written in some order, maybe with wrong marks
        let Some(moves) = written(&position, roll, pick, order, flips) else {
            return Ok(());
        };

        // When it is played on the board in the written order
        let mut board = position;
        let dice = play_in_written_order(&mut board, roll, &moves);

        // Then it succeeds exactly when the plain check does, leaving the
        // same board, and a failed try (its steps taken back) leaves the
        // board as it was
        match step_by_step(&position, roll, &moves) {
            Some(after) => {
                prop_assert!(dice.is_some());
                prop_assert_eq!(board, after);
            }
            None => {
                prop_assert!(dice.is_none());
                prop_assert_eq!(board, position);
            }
        }
    }
}

#[test]
fn a_bear_off_with_a_larger_die_written_first_resolves_with_agreeing_marks() {
    // Given checkers on 4 and 2 only, and 6-4
    let mut points = [0i8; 26];
    points[4] = 1;
    points[2] = 1;
    points[20] = -2;
    let position = Position::from_points(points).unwrap();
    let roll = Roll::new(6, 4).unwrap();
    let moves = [
        Move {
            from: 4,
            to: OFF,
            hit: false,
        },
        Move {
            from: 2,
            to: OFF,
            hit: false,
        },
    ];

    // When the moves are checked step by step and resolved
    let after = step_by_step(&position, roll, &moves).unwrap();
    let resolved = resolve_play(&position, roll, &moves).unwrap();

    // Then both agree that every checker is off
    assert_eq!(resolved.result, after);
    assert_eq!(after.off(), 15);
    assert!(resolved.hit_marks.agree());
}
