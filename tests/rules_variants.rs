//! The rule variants, one named test per clause: the no-stacking cap and its
//! effect on legal plays, Oxford scoring, MSN's cube cap, the opening table
//! and the rule of 10. Points are in the mover's numbering (25 = bar, 0 = off).

use crate::common::{any_position, any_roll, fixture, play_steps, pos, reference_results_capped};
use bgkit::analysis::opening::opening_table;
use bgkit::analysis::race::{TakeDecision, race, rule_of_10};
use bgkit::analysis::shots::{shots, shots_with};
use bgkit::board::{
    Capped, Move, PlayError, Position, Roll, legal_plays, legal_plays_capped, resolve_play,
    try_step_capped,
};
use bgkit::notation::parse_moves;
use bgkit::rules::{GameValue, Margin, RuleSet, Rules, ScoreError, Winner, game_value};
use bgkit::transcript::{validate, validate_with};
use proptest::prelude::*;

#[track_caller]
fn roll(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

#[track_caller]
fn moves(text: &str) -> Vec<Move> {
    parse_moves(text).unwrap()
}

fn capped(max: u8) -> Rules {
    Rules::STANDARD.with_max_stack(max)
}

// The no-stacking cap

#[test]
fn a_step_onto_a_point_holding_the_cap_is_not_legal() {
    // Given the start (five checkers on the 6-point) and a cap of five
    let start = Position::start();
    // When 8/6 24/23 is played with 2-1
    let capped_play = capped(5).resolve_play(&start, roll(2, 1), &moves("8/6 24/23"));
    // Then the cap refuses the step onto the 6-point, and the standard rules allow it
    assert_eq!(
        capped_play.map(|r| r.result),
        Err(PlayError::PointFull {
            from: 8,
            to: 6,
            point: 6,
            max: 5
        })
    );
    assert!(resolve_play(&start, roll(2, 1), &moves("8/6 24/23")).is_ok());
}

#[test]
fn a_step_that_first_makes_room_on_a_full_point_is_legal_under_the_cap() {
    // Given the start and a cap of five
    // When 6/5 is played before 8/6 with 2-1
    let played = capped(5).resolve_play(&Position::start(), roll(2, 1), &moves("8/6 6/5"));
    // Then the 6-point never holds more than five, and the play is legal
    assert_eq!(played.map(|r| r.result.mine(6)), Ok(5));
}

#[test]
fn no_checker_enters_onto_a_full_point() {
    // Given a checker on the bar and two of the mover's on the 20-point, a cap of two
    let position = pos!(x bar:1, 20:2, 13:3; o 1:2);
    let cap = Capped::new(2).unwrap();
    // When 5-5 is rolled, Then nothing can enter, so nothing moves
    assert!(legal_plays_capped(&position, roll(5, 5), cap).is_empty());
    // and without the cap the checker enters on the 20-point
    assert!(!legal_plays(&position, roll(5, 5)).is_empty());
    assert_eq!(try_step_capped(&position, 25, 5, cap), None);
}

#[test]
fn bearing_off_is_never_refused_by_the_cap() {
    // Given every checker home, two on the 1-point, a cap of two
    let position = pos!(x 1:2, 2:2; o 24:2);
    // When 1-1 is rolled, Then the checkers bear off as usual
    let plays = legal_plays_capped(&position, roll(1, 1), Capped::new(2).unwrap());
    assert_eq!(plays.len(), legal_plays(&position, roll(1, 1)).len());
}

#[test]
fn the_cap_can_leave_only_one_die_playable_so_a_one_die_play_becomes_legal() {
    // Given a checker on 10, two on 7 (a cap of two), and the opponent
    // holding 9, 6 and 5
    let position = pos!(x 10:1, 7:2; o 9:2, 6:2, 5:2);
    // When 2-1 is rolled without a cap, Then 10/8/7 must use both dice
    assert_eq!(
        play_steps(&legal_plays(&position, roll(2, 1))),
        [vec![(10, 8), (8, 7)]]
    );
    assert_eq!(
        resolve_play(&position, roll(2, 1), &moves("10/8")).map(|r| r.result),
        Err(PlayError::DiceLeftUnused {
            used: 1,
            possible: 2
        })
    );
    // When it is rolled under the cap, Then 8/7 would stack a third checker,
    // so 10/8 alone is the play
    let plays = capped(2).legal_plays(&position, roll(2, 1));
    assert_eq!(play_steps(&plays), [vec![(10, 8)]]);
    assert!(
        capped(2)
            .resolve_play(&position, roll(2, 1), &moves("10/8"))
            .is_ok()
    );
}

#[test]
fn the_cap_can_block_the_larger_die_so_the_smaller_one_must_be_played() {
    // Given a checker on 10, two on 7 (a cap of two), the opponent holding 6 and 4
    let position = pos!(x 10:1, 7:2; o 6:2, 4:2);
    // When 3-1 is rolled without a cap, only one die can be played:
    // Then the larger one, 10/7
    assert_eq!(
        play_steps(&legal_plays(&position, roll(3, 1))),
        [vec![(10, 7)]]
    );
    assert_eq!(
        resolve_play(&position, roll(3, 1), &moves("10/9")).map(|r| r.result),
        Err(PlayError::LargerDieRequired { larger: 3 })
    );
    // When it is rolled under the cap, 10/7 lands on a full point:
    // Then the smaller die is the play
    let plays = capped(2).legal_plays(&position, roll(3, 1));
    assert_eq!(play_steps(&plays), [vec![(10, 9)]]);
    assert!(
        capped(2)
            .resolve_play(&position, roll(3, 1), &moves("10/9"))
            .is_ok()
    );
}

#[test]
fn a_shot_from_the_bar_through_a_full_entry_point_is_no_shot_under_the_cap() {
    // Given a checker on the bar, two on the 20-point, an opposing blot on 15
    let position = pos!(x bar:1, 20:2, 13:2; o 15:1, 1:2);
    let five_five = roll(5, 5);
    // When the shots are counted, Then 5-5 hits without the cap (bar/20/15*)
    assert!(shots(&position).rolls.contains(&five_five));
    // and not under a cap of two, where it cannot enter
    let capped_shots = shots_with(&position, capped(2));
    assert!(!capped_shots.rolls.contains(&five_five));
    assert!(capped_shots.hitting_rolls < shots(&position).hitting_rolls);
    // and with no cap given, shots_with is the standard count
    assert_eq!(shots_with(&position, Rules::STANDARD), shots(&position));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn the_capped_generator_finds_exactly_the_reference_results(
        position in any_position(),
        dice in any_roll(),
        max in 1u8..=6,
    ) {
        // Given a random position, roll and cap
        let cap = Capped::new(max).unwrap();
        // When the capped generator and the slow reference with the cap list the results
        let mut fast: Vec<Position> =
            legal_plays_capped(&position, dice, cap).iter().map(|p| p.result).collect();
        fast.sort();
        let before = fast.len();
        fast.dedup();
        // Then they agree, and no result is listed twice
        prop_assert_eq!(before, fast.len());
        prop_assert_eq!(fast, reference_results_capped(&position, dice, usize::from(max)));
    }

    #[test]
    fn every_capped_play_replays_step_by_step_and_resolves_under_the_cap(
        position in any_position(),
        dice in any_roll(),
        max in 1u8..=6,
    ) {
        let cap = Capped::new(max).unwrap();
        for legal in legal_plays_capped(&position, dice, cap) {
            // Given a listed play, When its steps are replayed under the cap
            let mut board = position;
            for step in legal.play.steps() {
                let stepped = try_step_capped(&board, step.from, step.die, cap);
                prop_assert!(stepped.is_some());
                let (made, next) = stepped.unwrap();
                prop_assert_eq!(made, *step);
                board = next;
            }
            // Then they lead to its result, and the resolver accepts it
            prop_assert_eq!(board, legal.result);
            let written: Vec<Move> = legal.play.steps().iter().map(|&s| Move::from(s)).collect();
            let resolved = Rules::STANDARD.with_max_stack(max).resolve_play(&position, dice, &written);
            prop_assert_eq!(resolved.map(|r| r.result), Ok(legal.result));
        }
    }

    #[test]
    fn a_cap_of_fifteen_changes_nothing(position in any_position(), dice in any_roll()) {
        // Given a cap no board can reach, Then the plays are the standard ones
        let mut capped: Vec<Position> = legal_plays_capped(&position, dice, Capped::new(15).unwrap())
            .iter().map(|p| p.result).collect();
        let mut plain: Vec<Position> = legal_plays(&position, dice).iter().map(|p| p.result).collect();
        capped.sort();
        plain.sort();
        prop_assert_eq!(capped, plain);
    }
}

// Game values

fn oxford() -> Rules {
    Rules::of(RuleSet::Oxford)
}

#[track_caller]
fn value(rules: Rules, position: &Position, cube: u32, opening_double: bool) -> GameValue {
    game_value(rules, position, cube, opening_double).unwrap()
}

#[test]
fn oxford_counts_the_losers_checkers_left_once_when_the_loser_bore_one_off() {
    // Given the player on roll has borne off all fifteen, the loser has five left
    let position = pos!(o 24:3, 20:2);
    // When it is scored under Oxford rules, Then 5 x 1
    let scored = value(oxford(), &position, 1, false);
    assert_eq!(
        (
            scored.winner,
            scored.remaining,
            scored.multiplier,
            scored.points,
            scored.how
        ),
        (Winner::OnRoll, 5, 1, 5, Margin::Single)
    );
}

#[test]
fn oxford_counts_them_twice_when_the_loser_bore_off_none() {
    let position = pos!(o 24:10, 13:5);
    let scored = value(oxford(), &position, 1, false);
    assert_eq!((scored.points, scored.how), (30, Margin::Gammon));
}

#[test]
fn oxford_counts_them_three_times_with_a_checker_on_the_bar() {
    // Given the loser bore off none and has one on the bar
    let position = pos!(o bar:1, 24:14);
    let scored = value(oxford(), &position, 1, false);
    assert_eq!(
        (scored.remaining, scored.points, scored.how),
        (15, 45, Margin::Backgammon)
    );
}

#[test]
fn oxford_does_not_triple_for_a_checker_in_the_winners_home_board() {
    // Given the loser bore off none and has a checker on the winner's 3-point
    let position = pos!(o 3:1, 24:14);
    // When scored, Then Oxford counts a gammon where the standard game counts a backgammon
    assert_eq!(value(oxford(), &position, 1, false).how, Margin::Gammon);
    assert_eq!(
        value(Rules::STANDARD, &position, 1, false).how,
        Margin::Backgammon
    );
}

#[test]
fn a_tied_opening_roll_doubles_the_oxford_score() {
    let position = pos!(o 24:3, 20:2);
    assert_eq!(value(oxford(), &position, 1, true).points, 10);
    // and counts only under Oxford rules
    assert_eq!(
        game_value(Rules::STANDARD, &position, 1, true),
        Err(ScoreError::OpeningDoubleNotInRules)
    );
}

#[test]
fn the_stake_of_the_losers_offers_multiplies_the_oxford_score() {
    // Given the loser made one accepted offer (x4) and one refused one (x2)
    let position = pos!(o 24:3, 20:2);
    // When scored with that stake, Then 5 x 8
    assert_eq!(value(oxford(), &position, 8, false).points, 40);
}

#[test]
fn the_standard_value_is_the_cube_times_the_margin() {
    let gammon = pos!(o 24:15);
    let scored = value(Rules::STANDARD, &gammon, 4, false);
    assert_eq!((scored.multiplier, scored.points), (8, 8));
}

#[test]
fn the_winner_may_be_the_player_not_on_roll() {
    // Given the opponent has borne off everything
    let position = pos!(x 6:2, 5:3);
    let scored = value(oxford(), &position, 1, false);
    assert_eq!((scored.winner, scored.points), (Winner::Opponent, 5));
}

#[test]
fn an_unfinished_game_has_no_value() {
    assert_eq!(
        game_value(oxford(), &Position::start(), 1, false),
        Err(ScoreError::NotFinished)
    );
}

#[test]
fn an_empty_board_has_no_winner_under_any_rules() {
    // Given a board with no checker of either side (both borne off)
    let empty = pos!(x);
    assert_eq!((empty.off(), empty.opponent_off()), (15, 15));
    // When scored; Then every rule set refuses it rather than name a winner
    for rules in [Rules::STANDARD, oxford(), Rules::of(RuleSet::Msn)] {
        assert_eq!(
            game_value(rules, &empty, 1, false),
            Err(ScoreError::NoCheckers)
        );
    }
}

#[test]
fn msn_rules_cap_the_cube_at_64() {
    let msn = Rules::of(RuleSet::Msn);
    let gammon = pos!(o 24:15);
    assert_eq!(value(msn, &gammon, 64, false).points, 128);
    assert_eq!(
        game_value(msn, &gammon, 128, false),
        Err(ScoreError::AboveLimit {
            cube: 128,
            limit: 64
        })
    );
    assert!(game_value(Rules::STANDARD, &gammon, 128, false).is_ok());
}

// Transcripts

#[track_caller]
fn read(name: &str) -> Vec<u8> {
    std::fs::read(fixture(&format!("variants/{name}"))).unwrap()
}

/// The game opened with a tied roll: its first roll (`  1) 44: ...`, or in
/// the right column when the second player started) is a double.
fn opens_with_a_double(line: &str) -> bool {
    let Some(rest) = line.strip_prefix("  1) ") else {
        return false;
    };
    let roll = rest.trim_start().as_bytes();
    roll.len() >= 3 && roll[0] == roll[1] && roll[2] == b':'
}

#[test]
fn the_oxford_fixtures_have_tied_openings_taken_and_refused_offers() {
    let text: String = ["oxford-money.mat", "oxford-long.mat", "oxford-headers.mat"]
        .iter()
        .map(|name| String::from_utf8(read(name)).unwrap())
        .collect();
    assert!(text.lines().any(opens_with_a_double));
    assert!(text.contains(" Takes") && text.contains(" Drops"));
}

#[test]
fn oxford_transcripts_validate_under_oxford_rules_and_not_under_standard_ones() {
    for name in ["oxford-money.mat", "oxford-long.mat"] {
        // Given a match played by Oxford rules, results counted by them
        let text = read(name);
        // When validated under Oxford rules, Then it is valid and says so
        let report = validate_with(&text, Some(oxford()));
        assert!(report.valid, "{name}: {:?}", report.errors.first());
        assert_eq!(report.matches[0].rules.set, RuleSet::Oxford);
        // When validated under the standard rules, Then it is not
        assert!(!validate(&text).valid, "{name}");
    }
}

#[test]
fn an_oxford_result_fails_at_its_result_line_under_standard_rules() {
    // Given an Oxford match whose first game ends on the board after a taken offer
    let text = read("oxford-long.mat");
    // When validated under standard rules
    let report = validate(&text);
    // Then the first error is at the first game's result line
    let first = &report.errors[0];
    let line = String::from_utf8_lossy(&text)
        .lines()
        .nth(first.line as usize - 1)
        .unwrap()
        .to_string();
    assert!(line.trim_start().starts_with("Wins"), "{line}");
    assert_eq!(first.kind, bgkit::transcript::DiagnosticKind::WrongResult);
}

#[test]
fn a_variation_header_selects_the_rules_and_the_cap() {
    // Given a transcript with ; [Variation "Oxford"] and ; [MaxStack "6"]
    let text = read("oxford-headers.mat");
    // When validated with no rules given, Then the headers' rules apply
    let report = validate(&text);
    assert!(report.valid, "{:?}", report.errors.first());
    assert_eq!(report.matches[0].rules.set, RuleSet::Oxford);
    assert_eq!(report.matches[0].rules.max_stack, Some(6));
    // When Oxford rules are given without the cap, Then a play the cap forced is wrong
    assert!(!validate_with(&text, Some(oxford())).valid);
}

#[test]
fn a_128_cube_fails_under_msn_rules_at_the_double() {
    // Given a standard game doubled up to 128
    let text = read("cube-128.mat");
    // Then it is valid under standard rules
    assert!(validate(&text).valid);
    // and not under MSN rules, with the error at the double to 128
    let report = validate_with(&text, Some(Rules::of(RuleSet::Msn)));
    assert_eq!(report.errors.len(), 1);
    assert_eq!(
        report.errors[0].kind,
        bgkit::transcript::DiagnosticKind::WrongCube
    );
    let line = String::from_utf8_lossy(&text)
        .lines()
        .nth(report.errors[0].line as usize - 1)
        .unwrap()
        .to_string();
    assert!(line.contains("Doubles => 128"), "{line}");
}

#[test]
fn msn_rules_keep_the_crawford_rule_whatever_the_headers_say() {
    // Given a 3-point match whose headers turn the Crawford rule off, with a
    // double in the game after a player reached 2 (written by hand)
    let text = read("crawford-off.mat");
    // When validated as the headers say, Then the double is allowed
    assert!(validate(&text).valid);
    // When validated under MSN rules, Then it is a double in the Crawford game
    let report = validate_with(&text, Some(Rules::of(RuleSet::Msn)));
    assert_eq!(report.errors.len(), 1);
    assert_eq!(
        report.errors[0].kind,
        bgkit::transcript::DiagnosticKind::CrawfordDouble
    );
}

// The opening table and the rule of 10

#[test]
fn every_play_of_the_opening_table_is_legal_and_leads_to_its_position() {
    // Given the table
    let table = opening_table().unwrap();
    // Then it has one row per non-double roll, high die first
    assert_eq!(table.len(), 15);
    for row in &table {
        let dice = roll(row.roll[0], row.roll[1]);
        assert!(!dice.is_double());
        assert_eq!(row.plays.len(), row.results.len());
        // and each play resolves from the start to the position shown
        for (play, result) in row.plays.iter().zip(&row.results) {
            let resolved = resolve_play(&Position::start(), dice, &moves(play)).unwrap();
            let id = bgkit::ids::position_id::encode(&resolved.result.switched());
            assert_eq!(&id, result, "{play}");
        }
    }
    let five_two = table.iter().find(|r| r.roll == [5, 2]).unwrap();
    assert_eq!(five_two.alternative.as_deref(), Some("13/11 13/8"));
    let four_three = table.iter().find(|r| r.roll == [4, 3]).unwrap();
    assert_eq!(four_three.alternative.as_deref(), Some("24/20 13/10"));
    assert_eq!(four_three.consensus, "24/20 13/10");
}

#[test]
fn the_rule_of_10_passes_beyond_ten_pips_behind() {
    // Given the doubler on roll with 75 pips and the taker with 86
    let eleven = pos!(x 6:5, 5:5, 4:5; o 19:5, 20:5, 18:3, 15:1);
    // When the rule of 10 is asked, Then the taker is 11 behind: pass
    let verdict = rule_of_10(&eleven).unwrap();
    assert_eq!((verdict.behind, verdict.take), (11, TakeDecision::Pass));
    // Given the taker with 85 (10 behind), Then take
    let ten = pos!(x 6:5, 5:5, 4:5; o 19:5, 20:5, 18:3, 16:1);
    assert_eq!(
        rule_of_10(&ten).map(|v| (v.behind, v.take)),
        Some((10, TakeDecision::Take))
    );
    // and race reports it beside the other counts
    assert_eq!(race(&ten).rule_of_10, rule_of_10(&ten));
}
