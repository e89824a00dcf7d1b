//! One named test per rule of play. Points are in the mover's numbering
//! (25 = bar, 0 = off); the opponent's checkers are placed by the same numbers.

use crate::common::{play_steps, pos};
use bgkit::board::{LegalPlay, Roll, legal_plays};

#[track_caller]
fn roll(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

#[test]
fn checkers_on_the_bar_enter_before_any_other_checker_moves() {
    // Given a checker on the bar, the 6 entry point closed and the 1 entry point open
    let position = pos!(x bar:1, 13:5, 6:5, 8:4; o 19:2, 12:5, 1:8);
    // When the roll is 6-1
    let plays = legal_plays(&position, roll(6, 1));
    // Then every play enters with the 1 first and then plays the 6 elsewhere
    assert!(!plays.is_empty());
    for p in &plays {
        assert_eq!(p.play.steps()[0].from, 25);
        assert_eq!(p.play.steps()[0].to, 24);
        assert_eq!(p.play.len(), 2);
    }
}

#[test]
fn a_point_held_by_two_opposing_checkers_is_closed() {
    // Given a lone checker on 13 facing an opposing point 6 away and another 4 away
    let position = pos!(x 13:1, 1:14; o 7:2, 9:2, 24:11);
    // When the roll is 6-4, neither die can move the checker; the ace-point checkers cannot bear off
    let plays = legal_plays(&position, roll(6, 4));
    // Then there is no legal play
    assert!(plays.is_empty());
}

#[test]
fn landing_on_a_single_opposing_checker_hits_it() {
    // Given an opposing blot 3 away from our checker on 8
    let position = pos!(x 8:1, 1:14; o 5:1, 24:14);
    // When the roll is 3-1 and we play 8/5*
    let plays = legal_plays(&position, roll(3, 1));
    let hit = plays
        .iter()
        .find(|p| p.play.steps().iter().any(|s| s.from == 8 && s.to == 5))
        .expect("8/5 is playable");
    // Then the step is marked as a hit and the blot is on the opponent's bar
    assert!(hit.play.steps().iter().any(|s| s.to == 5 && s.hit));
    assert_eq!(hit.result.opponent_bar(), 1);
}

#[test]
fn must_use_both_dice_when_a_different_first_move_allows_it() {
    // Given a back checker on 24, a checker on 8 and the rest on the ace point;
    // opposing points on 18 (blocks 24/18), 16 (blocks 22/16) and 6 (blocks 8/6)
    let position = pos!(x 24:1, 8:1, 1:13; o 18:2, 16:2, 6:2, bar:9);
    // When the roll is 6-2
    let plays = legal_plays(&position, roll(6, 2));
    // Then only 24/22 8/2 uses both dice, and it is the only legal play
    assert_eq!(play_steps(&plays), vec![vec![(24, 22), (8, 2)]]);
}

#[test]
fn must_play_the_smaller_die_first_when_only_that_order_uses_both() {
    // Given a lone back checker: 24/18 is blocked but 24/22 then 22/16 is open
    let position = pos!(x 24:1, 1:14; o 18:2, bar:13);
    // When the roll is 6-2
    let plays = legal_plays(&position, roll(6, 2));
    // Then the checker must run 24/22/16; playing only the 2 is not allowed
    assert_eq!(play_steps(&plays), vec![vec![(24, 22), (22, 16)]]);
}

#[test]
fn must_play_larger_die_when_only_one_can_be_played() {
    // Given a lone back checker that can move 6 or 5 but not both (13 is closed)
    let position = pos!(x 24:1, 1:14; o 13:2, bar:13);
    // When the roll is 6-5
    let plays = legal_plays(&position, roll(6, 5));
    // Then only the 6 may be played
    assert_eq!(play_steps(&plays), vec![vec![(24, 18)]]);
}

#[test]
fn may_play_the_smaller_die_when_the_larger_cannot_be_played_at_all() {
    // Given a lone back checker: 24/18 is closed, 24/19 is open, 19/13 is closed
    let position = pos!(x 24:1, 1:14; o 18:2, 13:2, bar:11);
    // When the roll is 6-5
    let plays = legal_plays(&position, roll(6, 5));
    // Then the 5 is played alone
    assert_eq!(play_steps(&plays), vec![vec![(24, 19)]]);
}

#[test]
fn doubles_play_fewer_than_four_steps_only_when_no_more_are_possible() {
    // Given a lone checker on 24 and closed points 12 and 8 steps away: 24/20/16 then 12 is closed
    let position = pos!(x 24:1, 1:14; o 12:2, bar:13);
    // When the roll is 4-4
    let plays = legal_plays(&position, roll(4, 4));
    // Then the only play is two steps, 24/20/16
    assert_eq!(play_steps(&plays), vec![vec![(24, 20), (20, 16)]]);
}

#[test]
fn bearing_off_needs_every_checker_home_rechecked_after_each_step() {
    // Given one checker on 8, one on the ace point and the rest on the 6-point
    let position = pos!(x 8:1, 6:13, 1:1; o 24:15);
    // When the roll is 3-1
    let plays = legal_plays(&position, roll(3, 1));
    let all = play_steps(&plays);
    // Then 8/5 1/off is legal: the first step brings the last checker home
    assert!(all.contains(&vec![(8, 5), (1, 0)]));
    // And no play bears off unless 8/5 came first
    for m in all.iter().filter(|m| m.iter().any(|&(_, to)| to == 0)) {
        assert!(
            m.contains(&(8, 5)),
            "{m:?} bears off before every checker is home"
        );
    }
}

#[test]
fn a_larger_die_bears_off_only_from_the_highest_point_rechecked_after_each_step() {
    // Given checkers on 5 and 3, the rest off
    let position = pos!(x 5:1, 3:1; o 24:15);
    // When the roll is 6-4
    let plays = legal_plays(&position, roll(6, 4));
    // Then: 6 first bears off 5, then the 4 bears off 3 (now the highest);
    // 4 first plays 5/1, then the 6 bears off 3 (not 1, since 3 is higher)
    assert_eq!(
        play_steps(&plays),
        vec![vec![(5, 0), (3, 0)], vec![(5, 1), (3, 0)]]
    );
}

#[test]
fn forced_bear_offs_reaching_one_position_by_different_orders_count_once() {
    // Given two checkers left, on 2 and 1
    let position = pos!(x 2:1, 1:1, off:13; o 24:15);
    // When the roll is 6-5 (either die bears off either checker)
    let plays = legal_plays(&position, roll(6, 5));
    // Then there is one play: both off
    assert_eq!(plays.len(), 1);
    assert_eq!(plays[0].result.off(), 15);
}

#[test]
fn a_chain_can_hit_on_its_intermediate_point() {
    // Given our checker on 13 and an opposing blot on 7
    let position = pos!(x 13:1, 1:14; o 7:1, 24:14);
    // When the roll is 6-2
    let plays = legal_plays(&position, roll(6, 2));
    // Then 13/7*/5 and 13/11/5 are different plays (one hits on the way)
    let to_five: Vec<&LegalPlay> = plays.iter().filter(|p| p.result.mine(5) == 1).collect();
    assert_eq!(to_five.len(), 2);
    assert!(
        to_five
            .iter()
            .any(|p| p.play.hits() == 1 && p.result.opponent_bar() == 1)
    );
    assert!(to_five.iter().any(|p| p.play.hits() == 0));
}

#[test]
fn entering_with_doubles_when_some_entry_points_are_closed() {
    // Given two checkers on the bar against a board with the 4 and 5 entry points closed
    let position = pos!(x bar:2, 6:13; o 21:2, 20:2, bar:11);
    // When the roll is 4-4, neither can enter
    assert!(legal_plays(&position, roll(4, 4)).is_empty());
    // When the roll is 3-3, both enter on 22 and two more threes are played
    let plays = legal_plays(&position, roll(3, 3));
    assert!(!plays.is_empty());
    for p in &plays {
        assert_eq!(p.play.len(), 4);
        assert!(
            p.play.steps()[..2]
                .iter()
                .all(|s| s.from == 25 && s.to == 22)
        );
    }
}

#[test]
fn with_three_on_the_bar_a_double_enters_all_three_and_moves_one_more() {
    // Given three checkers on the bar and an open board
    let position = pos!(x bar:3, 6:12; o bar:15);
    // When the roll is 2-2
    let plays = legal_plays(&position, roll(2, 2));
    // Then every play enters three on 23 and plays one more 2
    for p in &plays {
        assert_eq!(p.play.steps().iter().filter(|s| s.from == 25).count(), 3);
        assert_eq!(p.play.len(), 4);
    }
    // (23/21, 6/4 are the two distinct fourth steps)
    assert_eq!(plays.len(), 2);
}

#[test]
fn a_checker_on_the_bar_that_cannot_enter_freezes_the_rest() {
    // Given one checker on the bar and every entry point closed but the 6
    let position = pos!(x bar:1, 13:14; o 24:2, 23:2, 22:2, 21:2, 20:2, bar:5);
    // When the roll is 5-4, nothing can enter
    assert!(legal_plays(&position, roll(5, 4)).is_empty());
}
