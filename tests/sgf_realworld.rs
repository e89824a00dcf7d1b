//! Real SGF files (GNU Backgammon 1.07 and 1.08 matches, analysed matches, one
//! written by Gibbon's libgsgf) validate, and every game's winner and points
//! agree with GNU Backgammon's reading of the same file
//! (fixtures/sgf/realworld/results.txt, made by scripts/gnubg/sgf_results.py).

use crate::common::fixture;
use bgkit::transcript::{Dialect, validate};

#[test]
fn every_real_sgf_file_validates_with_gnubgs_winner_and_points_for_each_game() {
    let expected = std::fs::read_to_string(fixture("sgf/realworld/results.txt")).unwrap();
    let mut files: Vec<&str> = expected
        .lines()
        .filter_map(|l| l.split(' ').next())
        .collect();
    files.dedup();
    assert_eq!(files.len(), 6);
    for file in files {
        // Given a real SGF file and gnubg's results for its games
        let want: Vec<(u8, u32)> = expected
            .lines()
            .filter(|l| l.split(' ').next() == Some(file))
            .map(|l| {
                let fields: Vec<&str> = l.split(' ').collect();
                (fields[2].parse().unwrap(), fields[3].parse().unwrap())
            })
            .collect();
        let bytes = std::fs::read(fixture(&format!("sgf/realworld/{file}"))).unwrap();

        // When validated
        let report = validate(&bytes);

        // Then it is valid, read as SGF, and each game has gnubg's winner and points
        assert!(report.valid, "{file}: {:#?}", report.errors);
        assert_eq!(report.dialect, Some(Dialect::GnubgSgf));
        let found: Vec<(u8, u32)> = report.matches[0]
            .games
            .iter()
            .map(|g| (g.winner.unwrap(), g.points.unwrap()))
            .collect();
        assert_eq!(found, want, "{file}");
    }
}
