//! Oracle test: for every (position, dice) case GNU Backgammon listed in
//! `fixtures/gnubg/plays.txt`, bgkit finds exactly the same set of resulting
//! positions. The fixture is made by `scripts/gnubg/` and needs no gnubg here.

use crate::common::fixture;
use bgkit::board::{Position, Roll, legal_plays};
use bgkit::ids::position_id;
use std::collections::BTreeSet;

/// Applies gnubg's steps (`from/to` joined by commas) to the position.
#[track_caller]
fn apply(position: &Position, play: &str) -> Position {
    let mut board = *position;
    for step in play.split(',') {
        let (from, to) = step.split_once('/').expect("step is from/to");
        let (from, to): (u8, u8) = (from.parse().unwrap(), to.parse().unwrap());
        assert!(
            board.mine(from) > 0,
            "gnubg step {step} of {play} starts on an empty point"
        );
        board.apply_step(from, to);
    }
    board
}

#[test]
fn legal_plays_match_gnubg_on_every_fixture_case() {
    let text = std::fs::read_to_string(fixture("gnubg/plays.txt")).unwrap();
    let mut cases = 0;
    let mut mismatches = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let position = position_id::decode(fields[0]).unwrap();
        let dice = fields[1].as_bytes();
        let roll = Roll::new(dice[0] - b'0', dice[1] - b'0').unwrap();
        let count: usize = fields[2].parse().unwrap();
        assert_eq!(
            fields.len() - 3,
            count,
            "line {}: count disagrees with the plays listed",
            number + 1
        );
        let expected: BTreeSet<Position> = fields[3..]
            .iter()
            .map(|play| apply(&position, play))
            .collect();
        assert_eq!(
            expected.len(),
            count,
            "line {}: gnubg lists a result twice",
            number + 1
        );
        let found: BTreeSet<Position> = legal_plays(&position, roll)
            .iter()
            .map(|p| p.result)
            .collect();
        if found != expected {
            mismatches.push(format!(
                "line {}: {} {}: bgkit {} plays, gnubg {}",
                number + 1,
                fields[0],
                roll,
                found.len(),
                count
            ));
        }
        cases += 1;
    }
    assert!(cases >= 3000, "the fixture holds only {cases} cases");
    assert!(
        mismatches.is_empty(),
        "{} of {cases} cases differ:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}
