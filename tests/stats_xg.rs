//! `stats` on eXtreme Gammon's binary files: the analysis XG recorded,
//! summed per player, against the sums of what xgdatatools (an independent
//! reader) reads in the same files (`fixtures/xg/XGDATATOOLS.jsonl`).

use crate::common::fixture;
use bgkit::query::stats;
use serde_json::Value;

/// What xgdatatools reads as not analysed.
const NOT_ANALYSED: f64 = -1000.0;

/// Per seat (xgdatatools' player 1 is the first seat, -1 the second): the
/// sum of the recorded play errors and of the recorded luck.
fn xgdatatools_sums(file: &Value) -> [(f64, f64); 2] {
    let mut sums = [(0.0, 0.0); 2];
    for game in file["games"].as_array().unwrap() {
        for action in game["actions"].as_array().unwrap() {
            if action.get("dice").is_none() {
                continue;
            }
            let seat = if action["player"].as_i64() == Some(1) {
                0
            } else {
                1
            };
            let recorded = |key: &str| action[key].as_f64().filter(|&v| v != NOT_ANALYSED);
            // An error is a loss of equity, whichever sign the file gives it.
            if let Some(error) = recorded("err_move") {
                sums[seat].0 -= error.abs();
            }
            if let Some(luck) = recorded("err_luck") {
                sums[seat].1 += luck;
            }
        }
    }
    sums
}

#[test]
fn the_checker_errors_and_luck_xg_recorded_sum_to_xgdatatools_reading() {
    let listing = std::fs::read_to_string(fixture("xg/XGDATATOOLS.jsonl")).unwrap();
    let mut files = 0;
    for line in listing.lines() {
        // Given a real .xg match and xgdatatools' reading of it
        let expected: Value = serde_json::from_str(line).unwrap();
        let name = expected["file"].as_str().unwrap();
        let bytes = std::fs::read(fixture(&format!("xg/{name}"))).unwrap();
        // When its statistics are computed
        let rows = stats(&bytes, false).unwrap_or_else(|e| panic!("{name}: {e}"));
        // Then each player's checker error and recorded luck are the sums
        for (seat, (error, luck)) in xgdatatools_sums(&expected).into_iter().enumerate() {
            let player = &rows[seat].stats;
            assert!(
                (player.checker_error - error).abs() < 1e-6,
                "{name}, seat {seat}: checker_error {} against {error}",
                player.checker_error
            );
            assert!(
                (player.recorded_luck - luck).abs() < 1e-6,
                "{name}, seat {seat}: recorded_luck {} against {luck}",
                player.recorded_luck
            );
        }
        files += 1;
    }
    assert_eq!(files, 4, "the four shared matches");
}
