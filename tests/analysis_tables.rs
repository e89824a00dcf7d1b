//! The direct-shot and entering tables, checked against known counts and
//! against the rules engine.

use crate::common::pos;
use bgkit::analysis::entering::{TooManyClosedPoints, entering_rolls, entering_table};
use bgkit::analysis::shots::{direct_shot_table, direct_shots, shots};
use bgkit::board::{Roll, legal_plays};

#[test]
fn direct_shots_match_the_known_table() {
    // Given the well-known counts of rolls hitting at each distance
    let expected: [u32; 24] = [
        11, 12, 14, 15, 15, 17, 6, 6, 5, 3, 2, 3, 0, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0, 1,
    ];
    // When the table is computed from the dice
    let table = direct_shot_table();
    // Then every distance agrees
    assert_eq!(table.len(), 24);
    for (row, &count) in table.iter().zip(expected.iter()) {
        assert_eq!(row.hitting_rolls, count, "distance {}", row.distance);
        assert_eq!(row.probability, f64::from(count) / 36.0);
        let weights: u32 = row.rolls.iter().map(|r| r.weight()).sum();
        assert_eq!(weights, count, "rolls listed at distance {}", row.distance);
    }
}

#[test]
fn a_blot_six_away_is_hit_by_any_six_and_by_combinations() {
    // Given a blot six pips away
    let row = direct_shots(6);
    // Then the rolls are listed high die first, from 6-6 down
    let codes: Vec<String> = row
        .rolls
        .iter()
        .map(|&r| bgkit::analysis::roll_code(r))
        .collect();
    assert_eq!(
        codes,
        ["66", "65", "64", "63", "62", "61", "51", "42", "33", "22"]
    );
}

#[test]
fn the_direct_table_is_what_the_rules_give_on_an_open_board() {
    // Given, for each distance, a lone shooter that far above a lone blot on the
    // 1-point, every other checker of both sides borne off (nothing blocks)
    for row in direct_shot_table() {
        let shooter = row.distance + 1; // 25 is the bar
        let position = pos!(x shooter:1; o 1:1);
        // When shots are counted under the full rules
        let report = shots(&position);
        // Then they are exactly the direct shots
        assert_eq!(report.rolls, row.rolls, "distance {}", row.distance);
    }
}

#[test]
fn a_direct_shot_row_serialises_with_rounded_probability_and_compact_rolls() {
    // Given the row for distance 6
    let json = serde_json::to_value(direct_shots(6)).unwrap();
    // Then the fields are named as documented and the probability has 4 decimals
    assert_eq!(json["distance"], 6);
    assert_eq!(json["hitting_rolls"], 17);
    assert_eq!(json["probability"], 0.4722);
    assert_eq!(json["rolls"][0], "66");
    assert_eq!(json["rolls"][5], "61");
    assert_eq!(json.as_object().unwrap().len(), 4);
}

#[test]
fn entering_counts_match_the_known_table() {
    // Given 0..=6 closed points
    let one = [36, 35, 32, 27, 20, 11, 0];
    let two = [36, 25, 16, 9, 4, 1, 0];
    // When the table is computed
    let table = entering_table();
    // Then each row matches
    assert_eq!(table.len(), 7);
    for (closed, row) in table.iter().enumerate() {
        assert_eq!(row.closed_points as usize, closed);
        assert_eq!(row.one_checker, one[closed], "{closed} closed, one checker");
        assert_eq!(
            row.two_checkers, two[closed],
            "{closed} closed, two checkers"
        );
        assert_eq!(row.one_checker_probability, f64::from(one[closed]) / 36.0);
    }
}

#[test]
fn entering_counts_agree_with_the_rules_engine() {
    for closed in 0..=6u8 {
        for checkers in 1..=2u8 {
            // Given checkers on our bar and the opponent holding `closed` of our
            // entry points (its own points 1..=closed are our 24 down)
            let position = pos!(x bar:checkers; o (25 - closed)..=24:2);
            // When we count throws after which some legal play has all entered
            let entered: u32 = Roll::all()
                .filter(|&roll| {
                    legal_plays(&position, roll)
                        .iter()
                        .any(|p| p.result.bar() == 0)
                })
                .map(Roll::weight)
                .sum();
            // Then the table's count is the same
            assert_eq!(
                entering_rolls(closed, checkers).unwrap(),
                entered,
                "{closed} closed points, {checkers} checkers"
            );
        }
    }
}

#[test]
fn more_than_six_closed_points_is_an_error() {
    assert_eq!(entering_rolls(7, 1), Err(TooManyClosedPoints(7)));
}
