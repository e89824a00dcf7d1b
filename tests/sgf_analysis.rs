//! GNU Backgammon's analysis in its SGF files, as bgkit reads it, against
//! what GNU Backgammon itself reads there (`fixtures/sgf/analysis/GNUBG.jsonl`,
//! written by `scripts/gnubg/sgf_analysis.py`): every analysed decision, and
//! the sums `stats` makes of them against gnubg's own match statistics.

use crate::common::fixtures_root;
use bgkit::analysis::stats::match_stats;
use bgkit::transcript::{Decision, Match, Player, read_match};
use serde_json::Value;

/// Single precision: gnubg keeps its figures as `float`.
const CLOSE: f64 = 2e-6;

fn oracle() -> Vec<Value> {
    let text = std::fs::read_to_string(fixtures_root().join("sgf/analysis/GNUBG.jsonl")).unwrap();
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn read(file: &str) -> Match {
    read_match(&std::fs::read(fixtures_root().join(file)).unwrap()).unwrap()
}

#[track_caller]
fn same_number(found: Option<f64>, expected: &Value, what: &str) {
    match (found, expected.as_f64()) {
        (None, None) => {}
        (Some(found), Some(expected)) => assert!(
            (found - expected).abs() < CLOSE,
            "{what}: {found} against gnubg's {expected}"
        ),
        (found, _) => panic!("{what}: {found:?} against gnubg's {expected}"),
    }
}

#[test]
fn every_analysed_decision_reads_as_gnubg_reads_it() {
    for line in oracle() {
        // Given an analysed SGF file and gnubg's reading of it
        let file = line["file"].as_str().unwrap();
        let matched = read(file);
        let money = matched.is_money();
        let games = line["games"].as_array().unwrap();
        assert_eq!(matched.games.len(), games.len(), "{file}");
        for (number, (game, expected)) in matched.games.iter().zip(games).enumerate() {
            // When bgkit reads the game's analysis
            let expected = expected.as_array().unwrap();
            assert_eq!(game.analysis.len(), expected.len(), "{file} game {number}");
            for (index, (analysis, wanted)) in game.analysis.iter().zip(expected).enumerate() {
                let what = format!("{file} game {number} decision {index}");
                // Then each decision is the one gnubg sees, by the same player
                let player = game.actions[analysis.action].player.index();
                assert_eq!(player as u64, wanted["player"].as_u64().unwrap(), "{what}");
                match &analysis.decision {
                    Decision::Play { error, luck, .. } => {
                        assert_eq!(wanted["type"], "play", "{what}");
                        same_number(error.map(|e| e.0), &wanted["error"], &what);
                        same_number(luck.map(|l| l.0), &wanted["luck"], &what);
                    }
                    Decision::Double {
                        doubled, equities, ..
                    } => {
                        assert_eq!(wanted["type"], "double", "{what}");
                        assert_eq!(Some(*doubled), wanted["doubled"].as_bool(), "{what}");
                        cube_values_agree(equities, wanted, money, &what);
                    }
                    Decision::Take { took, equities, .. } => {
                        assert_eq!(wanted["type"], "take", "{what}");
                        assert_eq!(Some(*took), wanted["took"].as_bool(), "{what}");
                        cube_values_agree(equities, wanted, money, &what);
                    }
                }
            }
        }
    }
}

/// In money play the equities are kept, and are gnubg's; in a match the
/// values are match winning chances, not kept.
#[track_caller]
fn cube_values_agree(
    equities: &Option<bgkit::transcript::CubeEquities>,
    wanted: &Value,
    money: bool,
    what: &str,
) {
    match equities {
        Some(equities) => {
            assert!(money, "{what}: equities kept in a match");
            same_number(Some(equities.no_double.0), &wanted["nd"], what);
            same_number(Some(equities.double_take.0), &wanted["dt"], what);
            assert_eq!(equities.double_pass.0, 1.0, "{what}");
        }
        None => assert!(!money, "{what}: no equities in money play"),
    }
}

#[test]
fn the_sums_of_the_recorded_errors_and_luck_are_gnubgs_statistics() {
    for line in oracle() {
        // Given an analysed SGF file and gnubg's statistics of it
        let file = line["file"].as_str().unwrap();
        let matched = read(file);
        // When bgkit adds up what the file recorded
        let players = match_stats(&matched, None).players;
        for player in [Player::One, Player::Two] {
            let stats = player.pick(&players);
            let wanted = &line["stats"][player.index().to_string()];
            let what = format!("{file}, player {}", player.index());
            // Then the checker play errors and the luck are gnubg's totals
            let checker = wanted["checker_skill"].as_f64().unwrap();
            assert!(
                (stats.checker_error + checker).abs() < 1e-4,
                "{what}: checker error {} against gnubg's {checker}",
                stats.checker_error
            );
            let luck = wanted["luck"].as_f64().unwrap();
            assert!(
                (stats.recorded_luck - luck).abs() < 1e-4,
                "{what}: luck {} against gnubg's {luck}",
                stats.recorded_luck
            );
            // And in money play, where the file holds equities, so are the cube errors
            if matched.is_money() {
                let cube = wanted["cube_skill"].as_f64().unwrap();
                assert!(
                    (stats.cube_error + cube).abs() < 1e-4,
                    "{what}: cube error {} against gnubg's {cube}",
                    stats.cube_error
                );
                assert!(stats.analysed_cube_decisions > 0, "{what}");
            } else {
                assert_eq!(stats.analysed_cube_decisions, 0, "{what}");
            }
            assert!(stats.analysed_plays > 0 && stats.performance_rating.is_some());
        }
    }
}
