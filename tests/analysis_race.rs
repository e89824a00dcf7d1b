//! Race metrics: each count and rule of thumb worked by hand on small races,
//! with the boundaries of each verdict.

use bgkit::analysis::bearoff::{HomeBoard, database};
use bgkit::analysis::race::{
    CubeAction, TakeDecision, keith, keith_count, kleinman, race, rule_8_9_12, thorp, thorp_count,
};
use bgkit::board::Position;

/// A position from each side's checkers in its own numbering (1..=24, 25 = bar).
fn sides(on_roll: &[(usize, u8)], opponent: &[(usize, u8)]) -> Position {
    let mut mine = [0u8; 25];
    let mut theirs = [0u8; 25];
    for &(point, count) in on_roll {
        mine[point - 1] = count;
    }
    for &(point, count) in opponent {
        theirs[point - 1] = count;
    }
    Position::from_sides(&mine, &theirs).unwrap()
}

/// Both sides bearing off: on roll 57 pips (3-3-3-2-2-2 from the 6-point down),
/// opponent 64 pips (4-3-3-3-2 on its 6- to 2-points).
fn bear_off_race() -> Position {
    sides(
        &[(6, 3), (5, 3), (4, 3), (3, 2), (2, 2), (1, 2)],
        &[(6, 4), (5, 3), (4, 3), (3, 3), (2, 2)],
    )
}

/// On roll: ten checkers on the 10-point (100 pips). Opponent: the checkers
/// given, in its own numbering, all below its 15-point (out of contact).
fn long_race(theirs: &[(usize, u8)]) -> Position {
    sides(&[(10, 10)], theirs)
}

#[test]
fn keith_count_adds_for_stacks_and_gaps() {
    // Given the bear-off race
    let position = bear_off_race();
    // Then on roll: 57 + 2 (one extra on the ace) + 1 (one extra on the deuce) = 60
    assert_eq!(keith_count(&position), 60);
    // And the opponent: 64 + 1 (one extra on its deuce) = 65
    assert_eq!(keith_count(&position.switched()), 65);
    // And the roller's 60 becomes 68 with a seventh (rounded down): 3 more than
    // 65, so a redouble and a take
    let verdict = keith(&position);
    assert_eq!((verdict.on_roll, verdict.opponent), (68, 65));
    assert_eq!(verdict.verdict, CubeAction::Redouble);
    assert_eq!(verdict.take, TakeDecision::Take);
}

#[test]
fn keith_verdicts_change_at_their_boundaries() {
    // Given the roller's Keith count of 100 + 3 empty points = 103, adjusted to
    // 117, against opponents whose counts give margins of 5, 4, 3 and 1
    let cases = [
        // 109 pips + 3 empty home points = 112: margin 5
        (
            long_race(&[(12, 8), (13, 1)]),
            5,
            CubeAction::NoDouble,
            TakeDecision::Take,
        ),
        // 110 + 3 = 113: margin 4
        (
            long_race(&[(12, 8), (14, 1)]),
            4,
            CubeAction::Double,
            TakeDecision::Take,
        ),
        // 111 + 3 = 114: margin 3
        (
            long_race(&[(12, 6), (13, 3)]),
            3,
            CubeAction::Redouble,
            TakeDecision::Take,
        ),
        // 113 + 3 = 116 (one checker on the 3-point adds nothing): margin 1
        (
            long_race(&[(12, 8), (14, 1), (3, 1)]),
            1,
            CubeAction::Redouble,
            TakeDecision::Pass,
        ),
    ];
    for (position, margin, action, take) in cases {
        // When the rule is applied
        let verdict = keith(&position);
        // Then the verdicts follow the margin
        assert_eq!(verdict.on_roll, 117);
        assert_eq!(117 - verdict.opponent as i64, margin);
        assert_eq!(
            (verdict.verdict, verdict.take),
            (action, take),
            "margin {margin}"
        );
    }
}

#[test]
fn thorp_count_adds_for_checkers_and_aces_and_subtracts_for_points() {
    // Given the bear-off race
    let position = bear_off_race();
    // Then on roll: 57 + 2 x 15 + 2 on the ace - 6 points = 83, and the
    // opponent: 64 + 30 - 5 points = 89
    assert_eq!(thorp_count(&position), 83);
    assert_eq!(thorp_count(&position.switched()), 89);
    // And 83 > 30 gains a tenth rounded down: 91, two more than 89, so a double
    // but not a redouble, and a take
    let verdict = thorp(&position);
    assert_eq!((verdict.on_roll, verdict.opponent), (91, 89));
    assert_eq!(verdict.verdict, CubeAction::Double);
    assert_eq!(verdict.take, TakeDecision::Take);
}

#[test]
fn small_thorp_counts_get_no_tenth() {
    // Given one checker each on the 6-point: counts of 6 + 2 - 1 = 7
    let position = sides(&[(6, 1)], &[(6, 1)]);
    // Then the roller's 7 is not raised
    let verdict = thorp(&position);
    assert_eq!((verdict.on_roll, verdict.opponent), (7, 7));
    assert_eq!(verdict.verdict, CubeAction::Redouble);
    assert_eq!(verdict.take, TakeDecision::Take);
}

#[test]
fn the_8_9_12_rule_compares_the_lead_with_the_rollers_pips() {
    // Given the roller at 100 pips and the opponent at 107..113
    let cases = [
        (
            long_race(&[(12, 8), (11, 1)]),
            7.0,
            CubeAction::NoDouble,
            TakeDecision::Take,
        ),
        (
            long_race(&[(12, 9)]),
            8.0,
            CubeAction::Double,
            TakeDecision::Take,
        ),
        (
            long_race(&[(12, 8), (13, 1)]),
            9.0,
            CubeAction::Redouble,
            TakeDecision::Take,
        ),
        (
            long_race(&[(12, 8), (14, 1), (1, 2)]),
            12.0,
            CubeAction::Redouble,
            TakeDecision::Take,
        ),
        (
            long_race(&[(12, 8), (14, 1), (3, 1)]),
            13.0,
            CubeAction::Redouble,
            TakeDecision::Pass,
        ),
    ];
    for (position, lead, action, take) in cases {
        // When the rule is applied
        let verdict = rule_8_9_12(&position).unwrap();
        // Then the lead is a percentage of 100 and the verdicts follow it
        assert_eq!(verdict.lead_percent, lead);
        assert_eq!(
            (verdict.verdict, verdict.take),
            (action, take),
            "lead {lead}%"
        );
    }
}

#[test]
fn kleinman_estimates_the_race_from_pips() {
    // Given 100 pips against 113: D + 4 = 17, S - 4 = 209
    let position = long_race(&[(12, 8), (14, 1), (3, 1)]);
    // When the Kleinman figures are computed
    let k = kleinman(&position).unwrap();
    // Then K = 17^2 / 209 and W = Phi(17 / sqrt(418)), about 0.797
    assert!((k.count - 289.0 / 209.0).abs() < 1e-12);
    assert!((k.win - 0.797_2).abs() < 5e-4, "win {}", k.win);
}

#[test]
fn kleinman_count_is_negative_when_the_roller_trails_by_more_than_four() {
    // Given the roller at 57 pips against an opponent at 40
    let position = sides(&[(6, 3), (5, 3), (4, 3), (3, 2), (2, 2), (1, 2)], &[(5, 8)]);
    // Then D + 4 = -13 and the roller is an underdog
    let k = kleinman(&position).unwrap();
    assert!((k.count + 169.0 / 93.0).abs() < 1e-12);
    assert!(k.win < 0.5);
}

#[test]
fn a_contact_position_reports_pips_only() {
    // Given the opening position
    let report = race(&Position::start());
    // Then only the pip counts are there
    assert_eq!((report.pips.on_roll, report.pips.opponent), (167, 167));
    assert!(report.keith.is_none() && report.thorp.is_none());
    assert!(report.kleinman.is_none() && report.rule_8_9_12.is_none());
    assert!(report.epc.on_roll.is_none() && report.wastage.opponent.is_none());
    assert!(report.bearoff.is_none());
    // And JSON shows nulls for the rest
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["pips"]["on_roll"], 167);
    assert!(json["keith"].is_null() && json["bearoff"].is_null());
    assert!(json["epc"]["on_roll"].is_null());
}

#[test]
fn a_bear_off_race_reports_everything() {
    // Given the bear-off race
    let position = bear_off_race();
    let db = database();
    let mine = HomeBoard::of_on_roll(&position).unwrap();
    let theirs = HomeBoard::of_opponent(&position).unwrap();
    // When the race is reported
    let report = race(&position);
    // Then every figure is filled in from its source
    assert_eq!((report.pips.on_roll, report.pips.opponent), (57, 64));
    assert_eq!(report.keith, Some(keith(&position)));
    assert_eq!(report.thorp, Some(thorp(&position)));
    assert_eq!(report.kleinman, kleinman(&position));
    assert_eq!(report.rule_8_9_12, rule_8_9_12(&position));
    assert_eq!(report.epc.on_roll, Some(db.epc(&mine)));
    assert_eq!(report.epc.opponent, Some(db.epc(&theirs)));
    assert_eq!(report.wastage.on_roll, Some(db.epc(&mine) - 57.0));
    assert_eq!(
        report.bearoff.map(|b| b.win),
        Some(db.win_chance(&mine, &theirs))
    );
}

#[test]
fn a_long_race_has_no_bear_off_figures() {
    // Given checkers still outside both home boards
    let report = race(&long_race(&[(12, 8), (14, 1), (3, 1)]));
    // Then the counts apply but EPC and bear-off odds do not
    assert!(report.keith.is_some() && report.kleinman.is_some());
    assert!(report.epc.on_roll.is_none() && report.epc.opponent.is_none());
    assert!(report.bearoff.is_none());
}

#[test]
fn one_checker_each_on_the_six_point_serialises_as_documented() {
    // Given one checker each on the 6-point
    let position = sides(&[(6, 1)], &[(6, 1)]);
    // When the report is written as JSON
    let json = serde_json::to_value(race(&position)).unwrap();
    // Then figures are rounded as documented and verdicts are words
    assert_eq!(json["pips"]["on_roll"], 6);
    assert_eq!(json["epc"]["on_roll"], 10.208);
    assert_eq!(json["epc"]["opponent"], 10.208);
    assert_eq!(json["wastage"]["on_roll"], 4.208);
    assert_eq!(json["bearoff"]["win"], 0.8125);
    // Keith: 6 + 2 empty points = 8, plus a seventh = 9, against 8: margin 1
    assert_eq!(json["keith"]["on_roll"], 9);
    assert_eq!(json["keith"]["verdict"], "redouble");
    assert_eq!(json["keith"]["take"], "pass");
    assert_eq!(json["rule_8_9_12"]["verdict"], "no double");
    assert!(json.get("position").is_none());
}
