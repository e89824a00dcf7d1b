//! Oracle test: for every position in `fixtures/gnubg/shots.txt`, the rolls on
//! which GNU Backgammon lists a hitting legal play are exactly the rolls on
//! which `shots` finds one.

use crate::common::fixture;
use bgkit::analysis::roll_code;
use bgkit::analysis::shots::shots;
use bgkit::ids::position_id;

#[test]
fn hitting_rolls_match_gnubg_roll_by_roll() {
    let path = fixture("gnubg/shots.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut positions = 0;
    let mut mismatches = Vec::new();
    for (number, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut fields = line.split_whitespace();
        let (Some(id), Some(rolls)) = (fields.next(), fields.next()) else {
            panic!("line {}: expected `POSITIONID ROLLS`", number + 1);
        };
        let expected: Vec<&str> = if rolls == "-" {
            Vec::new()
        } else {
            rolls.split(',').collect()
        };
        let position = position_id::decode(id).unwrap();
        let found: Vec<String> = shots(&position)
            .rolls
            .iter()
            .map(|&r| roll_code(r))
            .collect();
        if found != expected {
            mismatches.push(format!(
                "line {}: {id}: bgkit {found:?}, gnubg {expected:?}",
                number + 1
            ));
        }
        positions += 1;
    }
    assert!(positions >= 400, "only {positions} positions");
    assert!(
        mismatches.is_empty(),
        "{} differ:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}
