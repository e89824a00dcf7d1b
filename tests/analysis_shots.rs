//! Shots in a position: specific rules cases, and the fast search checked
//! against a plain enumeration of legal plays on random positions.

use crate::common::pos;
use bgkit::analysis::shots::{
    IllegalPlay, ShotReport, opponent_shots, roll_hits, shot_count, shots, shots_after,
};
use bgkit::board::{Play, Position, Roll, Step, legal_plays};
use proptest::prelude::*;

#[track_caller]
fn roll(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

fn step(from: u8, to: u8, die: u8) -> Step {
    Step {
        from,
        to,
        die,
        hit: false,
    }
}

/// The slow, obviously right answer: every legal play of every roll, judged by
/// its result (hit checkers are on the opponent's bar; a hit blot's point is
/// no longer the opponent's).
struct Enumerated {
    rolls: Vec<Roll>,
    per_blot: Vec<(u8, Vec<Roll>)>,
    double_hits: Vec<Roll>,
}

fn enumerate(position: &Position) -> Enumerated {
    let before = position.opponent_bar();
    let blots: Vec<u8> = (1..=24).filter(|&p| position.theirs(p) == 1).collect();
    let mut found = Enumerated {
        rolls: Vec::new(),
        per_blot: blots.iter().map(|&b| (b, Vec::new())).collect(),
        double_hits: Vec::new(),
    };
    for roll in Roll::all() {
        let plays = legal_plays(position, roll);
        if plays.iter().any(|p| p.result.opponent_bar() > before) {
            found.rolls.push(roll);
        }
        for (blot, rolls) in &mut found.per_blot {
            if plays.iter().any(|p| p.result.theirs(*blot) == 0) {
                rolls.push(roll);
            }
        }
        if plays.iter().any(|p| p.result.opponent_bar() >= before + 2) {
            found.double_hits.push(roll);
        }
    }
    found
}

#[track_caller]
fn assert_agrees(report: &ShotReport, position: &Position) {
    let expected = enumerate(position);
    assert_eq!(
        report.rolls, expected.rolls,
        "hitting rolls of {position:?}"
    );
    let weight = |rolls: &[Roll]| rolls.iter().map(|r| r.weight()).sum::<u32>();
    assert_eq!(report.hitting_rolls, weight(&expected.rolls));
    assert_eq!(report.blots.len(), expected.per_blot.len());
    for (blot, (point, rolls)) in report.blots.iter().zip(&expected.per_blot) {
        assert_eq!(blot.point, *point);
        assert_eq!(blot.owner_point, 25 - point);
        assert_eq!(&blot.rolls, rolls, "blot on {point} in {position:?}");
        assert_eq!(blot.hitting_rolls, weight(rolls));
    }
    assert_eq!(
        report.double_hits, expected.double_hits,
        "double hits in {position:?}"
    );
    assert_eq!(report.double_hit_rolls, weight(&expected.double_hits));
}

#[test]
fn a_hit_that_is_not_part_of_a_legal_play_does_not_count() {
    // Given our only checker on our 13-point (the other 14 borne off), an
    // opposing blot on our 8-point (5 away) and an opposing point on our 2-point.
    // On an open board 15 throws hit at 5. Here 6-5 cannot: 13/8* leaves the 6
    // to play from 8 to the closed 2-point, and 13/7 leaves the 5 to play from 7
    // to the same closed point, so only one die can be played and it must be
    // the larger: 13/7, which does not hit. 5-5 still hits (13/8*/3 and then
    // bearing off from the 3-point with the third 5), as do 5-1..5-4, 4-1, 3-2.
    let position = pos!(x 13:1; o 8:1, 2:2);
    // When shots are counted
    let report = shots(&position);
    // Then 6-5 is missing and 13 throws hit
    assert_eq!(report.hitting_rolls, 13);
    assert!(!report.rolls.contains(&roll(6, 5)));
    assert!(!roll_hits(&position, roll(6, 5)));
    assert!(roll_hits(&position, roll(5, 5)));
    assert_agrees(&report, &position);
}

#[test]
fn a_checker_on_the_bar_costs_shots() {
    // Given our checker on the 13-point and an opposing blot 6 away on our 7
    let free = pos!(x 13:1; o 7:1);
    // And the same with one of our checkers on the bar, which must enter first
    let barred = pos!(x 13:1, bar:1; o 7:1);
    // When shots are counted
    let free_shots = shots(&free);
    let barred_shots = shots(&barred);
    // Then the free checker has the 17 direct shots, and the bar leaves fewer:
    // the entering checker uses one die, so 5-1 and 4-2 no longer hit
    assert_eq!(free_shots.hitting_rolls, 17);
    assert_eq!(barred_shots.hitting_rolls, 13);
    assert!(!barred_shots.rolls.contains(&roll(5, 1)));
    assert!(!barred_shots.rolls.contains(&roll(4, 2)));
    assert_agrees(&barred_shots, &barred);
}

#[test]
fn one_play_hitting_two_blots_is_a_double_hit() {
    // Given our checker on 13 and opposing blots on our 9 and 7
    let position = pos!(x 13:1; o 9:1, 7:1);
    // When shots are counted
    let report = shots(&position);
    // Then 4-2 (13/9*/7*) and 2-2 (13/11/9*/7*) hit both: 3 throws
    assert_eq!(report.double_hits, vec![roll(4, 2), roll(2, 2)]);
    assert_eq!(report.double_hit_rolls, 3);
    // And each blot is listed with its own shots, in both numberings
    assert_eq!(report.blots[0].point, 7);
    assert_eq!(report.blots[0].owner_point, 18);
    assert_eq!(report.blots[1].point, 9);
    assert_eq!(report.blots[1].owner_point, 16);
    assert_agrees(&report, &position);
}

#[test]
fn no_blots_means_no_shots() {
    // Given the opening position
    let report = shots(&Position::start());
    // Then nothing can be hit
    assert_eq!(report.hitting_rolls, 0);
    assert!(report.rolls.is_empty());
    assert!(report.blots.is_empty());
    assert_eq!(shot_count(&Position::start()), 0);
}

#[test]
fn checkers_on_the_opponents_bar_are_not_blots() {
    // Given an opposing checker on its bar and one blot on our 5-point
    let position = pos!(x 13:2; o bar:1, 5:1);
    // Then only the blot on the board is reported
    let report = shots(&position);
    assert_eq!(report.blots.len(), 1);
    assert_eq!(report.blots[0].point, 5);
    assert_agrees(&report, &position);
}

#[test]
fn a_shot_report_serialises_with_the_documented_fields() {
    // Given a report with its Position ID filled in by the caller
    let mut report = shots(&pos!(x 13:1; o 7:1));
    let bare = serde_json::to_value(&report).unwrap();
    report.position = Some("4HPwATDgc/ABMA".to_string());
    let json = serde_json::to_value(&report).unwrap();
    // Then the position is omitted when absent and first when present
    assert!(bare.get("position").is_none());
    let mut keys: Vec<&String> = json.as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "blots",
            "double_hit_rolls",
            "hitting_rolls",
            "position",
            "probability",
            "rolls"
        ]
    );
    assert!(
        serde_json::to_string(&report)
            .unwrap()
            .starts_with(r#"{"position":"4HPwATDgc/ABMA","#)
    );
    assert_eq!(json["hitting_rolls"], 17);
    assert_eq!(json["probability"], 0.4722);
    assert_eq!(json["rolls"][0], "66");
    assert_eq!(json["blots"][0]["point"], 7);
    assert_eq!(json["blots"][0]["owner_point"], 18);
    assert_eq!(json["blots"][0]["hitting_rolls"], 17);
    assert_eq!(json["blots"][0]["rolls"][5], "61");
    assert_eq!(json["double_hit_rolls"], 0);
}

#[test]
fn shots_after_a_play_are_the_opponents_shots_at_the_result() {
    // Given the opening position and 6-4 run with a back checker, 24/14
    let start = Position::start();
    let play = Play::from_steps(&[step(24, 18, 6), step(18, 14, 4)]);
    // When the opponent's shots are counted after it
    let report = shots_after(&start, roll(6, 4), &play).unwrap();
    // Then they are the shots from the opponent's side of the result
    let result = legal_plays(&start, roll(6, 4))
        .into_iter()
        .find(|p| p.play.steps().first().map(|s| s.from) == Some(24) && p.result.mine(14) == 1)
        .unwrap()
        .result;
    assert_eq!(report, shots(&result.switched()));
    assert_eq!(report, opponent_shots(&result));
    // And the blots left on our 24 and 14 are the opponent's 1 and 11
    let points: Vec<u8> = report.blots.iter().map(|b| b.point).collect();
    assert_eq!(points, [1, 11]);
    assert!(report.hitting_rolls > 0);
}

#[test]
fn shots_after_reject_plays_that_break_the_rules() {
    let start = Position::start();
    let cases: [(Roll, Play, IllegalPlay); 3] = [
        (
            roll(6, 4),
            // Only one die played when both can be
            Play::from_steps(&[step(13, 7, 6)]),
            IllegalPlay::NotMaximal {
                play: "13/7".to_string(),
                roll: roll(6, 4),
            },
        ),
        (
            roll(6, 4),
            // A die the roll does not have
            Play::from_steps(&[step(13, 8, 5), step(13, 9, 4)]),
            IllegalPlay::DieNotAvailable {
                number: 1,
                step: "13/8".to_string(),
                die: 5,
                roll: roll(6, 4),
            },
        ),
        (
            roll(5, 2),
            // Landing on the opponent's 6-point (our 19), which it holds
            Play::from_steps(&[step(24, 19, 5), step(13, 11, 2)]),
            IllegalPlay::IllegalStep {
                number: 1,
                step: "24/19".to_string(),
                die: 5,
            },
        ),
    ];
    for (dice, play, error) in cases {
        // When the play is checked
        // Then it is rejected with the reason
        assert_eq!(shots_after(&start, dice, &play), Err(error));
    }
}

#[test]
fn a_dance_is_the_only_play_when_nothing_can_move() {
    // Given our checker on the bar against a closed board
    let position = pos!(x bar:1, 6:1; o 19..=24:2);
    // Then the empty play is accepted and a move is not
    assert!(shots_after(&position, roll(6, 6), &Play::new()).is_ok());
    let entering = Play::from_steps(&[step(25, 19, 6)]);
    assert!(shots_after(&position, roll(6, 6), &entering).is_err());
}

/// Random positions: each side's fifteen checkers each put on a point, the bar,
/// or off, with a bias towards the home boards so that bear-offs, closed boards
/// and blots in the home board all come up. A checker landing on a point the
/// other side holds is borne off instead.
fn random_position() -> impl Strategy<Value = Position> {
    let ours = prop_oneof![3 => 0u8..=25, 2 => 0u8..=7];
    let theirs = prop_oneof![3 => 0u8..=25, 2 => 1u8..=9, 1 => 18u8..=25];
    (
        proptest::collection::vec(ours, 15),
        proptest::collection::vec(theirs, 15),
    )
        .prop_map(|(ours, theirs)| {
            let mut points = [0i8; 26];
            for place in ours {
                // 0 is off for us
                if place > 0 {
                    points[place as usize] += 1;
                }
            }
            for place in theirs {
                // 25 is off for them, 0 their bar
                if place < 25 && points[place as usize] <= 0 {
                    points[place as usize] -= 1;
                }
            }
            Position::from_points(points).unwrap()
        })
}

/// Positions from games of random legal plays, seeded.
fn played_position() -> impl Strategy<Value = Position> {
    (any::<u64>(), 0usize..60).prop_map(|(seed, turns)| {
        let mut state = seed;
        let mut next = move || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize
        };
        let mut position = Position::start();
        for _ in 0..turns {
            let dice = Roll::new((next() % 6) as u8 + 1, (next() % 6) as u8 + 1).unwrap();
            let plays = legal_plays(&position, dice);
            if !plays.is_empty() {
                position = plays[next() % plays.len()].result;
            }
            if position.off() == 15 {
                break;
            }
            position = position.switched();
        }
        position
    })
}

proptest! {
    #[test]
    fn fast_shots_agree_with_enumerating_legal_plays(position in random_position()) {
        let report = shots(&position);
        assert_agrees(&report, &position);
        prop_assert_eq!(shot_count(&position), report.hitting_rolls);
    }

    #[test]
    fn fast_shots_agree_on_positions_from_real_play(position in played_position()) {
        let report = shots(&position);
        assert_agrees(&report, &position);
    }
}
