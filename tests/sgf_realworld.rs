//! Real SGF files (GNU Backgammon 1.07 and 1.08 matches, analysed matches, one
//! written by Gibbon's libgsgf) validate, and every game's winner and points
//! agree with GNU Backgammon's reading of the same file
//! (fixtures/sgf/realworld/results.txt, made by scripts/gnubg/sgf_results.py).

use crate::common::fixture;
use bgkit::transcript::{Dialect, ReadErrorKind, read_match, read_matches, validate};

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

#[test]
fn real_sgf_files_joined_end_to_end_read_as_one_match_each_as_match_files_do() {
    // Given the real SGF files, each joined to the next as `cat` joins them
    let dir = fixture("sgf/realworld");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    files.sort();
    assert!(files.len() >= 6);
    for pair in files.windows(2) {
        let (first, second) = (
            std::fs::read(&pair[0]).unwrap(),
            std::fs::read(&pair[1]).unwrap(),
        );

        // When the joined input is validated, and each file alone
        let joined_bytes = [first.as_slice(), &second].concat();
        let second_len = second.len();
        let joined = validate(&joined_bytes);
        let (first, second) = (validate(&first), validate(&second));

        // Then it holds each file's match, read as alone: the same games,
        // winners, points and scores, the same verdict and counts
        let mut matches = first.matches.clone();
        matches.extend(second.matches.iter().cloned());
        assert_eq!(joined.matches, matches, "{pair:?}");
        assert_eq!(joined.valid, first.valid && second.valid);
        assert_eq!(joined.games, first.games + second.games);
        assert_eq!(joined.turns, first.turns + second.turns);
        assert_eq!(
            joined.errors.len(),
            first.errors.len() + second.errors.len()
        );
        assert_eq!(joined.dialect, Some(Dialect::GnubgSgf));

        // And `read_match`, asked for one match, says there are two at the
        // second's first game rather than dropping its games
        let error = read_match(&joined_bytes).unwrap_err();
        assert_eq!(error.kind, ReadErrorKind::SeveralMatches { count: 2 });
        let second_starts = joined_bytes.len() - second_len;
        assert!(
            error.location.unwrap().span.start >= second_starts,
            "{error}"
        );
        assert_eq!(read_matches(&joined_bytes).unwrap().len(), 2);
    }
}
