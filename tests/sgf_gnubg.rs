//! GNU Backgammon's SGF against the .mat it came from, both ways: files gnubg
//! saved as SGF read as the .mat files it imported, and SGF bgkit wrote loads
//! in gnubg and comes back (as gnubg's .mat export) as the same match.
//! Made by scripts/sgf_fixtures.sh; gnubg is not needed here.

use crate::common::fixture;
use bgkit::transcript::{
    Dialect, HeaderField, MatchExport, export, kept_by_sgf, read_match, same_match, validate,
    write_mat, write_sgf,
};

/// The stems of the .mat fixtures converted (fixtures/sgf/names.txt).
#[track_caller]
fn names() -> Vec<String> {
    let list = std::fs::read_to_string(fixture("sgf/names.txt")).unwrap();
    let names: Vec<String> = list
        .lines()
        .filter_map(|n| n.strip_suffix(".mat"))
        .map(str::to_string)
        .collect();
    assert!(names.len() >= 100, "only {} SGF fixtures", names.len());
    names
}

#[track_caller]
fn bytes(path: &str) -> Vec<u8> {
    std::fs::read(fixture(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// An export with what tells the two files apart (the dialect and the line
/// each turn was read from) left out.
fn without_layout(mut exported: MatchExport) -> MatchExport {
    exported.dialect = Dialect::Generic;
    for game in &mut exported.games {
        for turn in &mut game.turns {
            turn.line = 0;
        }
        if let Some(result) = &mut game.result {
            result.line = None;
        }
    }
    exported
}

#[test]
fn every_sgf_gnubg_saved_validates_and_exports_as_the_mat_it_came_from() {
    for name in names() {
        // Given a .mat file and the SGF gnubg saved after importing it
        let mat = bytes(&format!("gnubg/matches/{name}.mat"));
        let sgf = bytes(&format!("sgf/gnubg/{name}.sgf"));

        // When the SGF is validated; Then it is valid, with no warning, as the .mat is
        let report = validate(&sgf);
        assert!(report.valid, "{name}: {:#?}", report.errors);
        assert_eq!(report.dialect, Some(Dialect::GnubgSgf), "{name}");
        assert_eq!(report.warnings, validate(&mat).warnings, "{name}");
        assert_eq!(report.matches, validate(&mat).matches, "{name}");

        // (gnubg's money sessions use the Jacoby rule: its SGF says so in
        // `RU[Jacoby]`, its .mat export does not, so the .mat is told here.)
        let mut from_mat = read_match(&mat).unwrap();
        if from_mat.is_money() {
            from_mat.headers.push(HeaderField {
                key: "Jacoby".into(),
                value: "On".into(),
                line: 0,
            });
        }

        // When both are exported; Then the exports agree turn by turn: plays,
        // boards, cube, results, names, length and header fields
        let from_sgf = without_layout(export(&read_match(&sgf).unwrap()));
        let from_mat = without_layout(export(&from_mat));
        for (a, b) in from_sgf.games.iter().zip(&from_mat.games) {
            for (x, y) in a.turns.iter().zip(&b.turns) {
                assert_eq!(x, y, "{name} game {}", a.number);
            }
            assert_eq!(a, b, "{name} game {}", a.number);
        }
        assert_eq!(from_sgf, from_mat, "{name}");
    }
}

#[test]
fn sgf_bgkit_writes_is_what_is_checked_in_and_gnubg_reads_back_the_same_match() {
    for name in names() {
        // Given a .mat file
        let matched = read_match(&bytes(&format!("gnubg/matches/{name}.mat"))).unwrap();

        // When written as SGF; Then it is the SGF that was given to gnubg
        let written = write_sgf(&matched).unwrap();
        let checked_in = String::from_utf8(bytes(&format!("sgf/bgkit/{name}.sgf"))).unwrap();
        assert_eq!(
            written, checked_in,
            "{name}: regenerate with scripts/sgf_fixtures.sh"
        );

        // And the .mat gnubg exported after loading it holds the same match
        let back = read_match(&bytes(&format!("sgf/bgkit/{name}.gnubg.mat"))).unwrap();
        assert_eq!(same_match(&kept_by_sgf(&matched), &back), Ok(()), "{name}");
    }
}

#[test]
fn mat_to_sgf_to_mat_keeps_the_match() {
    for name in names() {
        // Given a .mat file
        let matched = read_match(&bytes(&format!("gnubg/matches/{name}.mat"))).unwrap();
        // When written as SGF, read, written as .mat and read again
        let sgf = write_sgf(&matched).unwrap();
        let mat = write_mat(&read_match(sgf.as_bytes()).unwrap());
        let again = read_match(mat.as_bytes()).unwrap();
        // Then it is the same match (header fields SGF carries)
        assert_eq!(same_match(&kept_by_sgf(&matched), &again), Ok(()), "{name}");
    }
}

#[test]
fn sgf_to_mat_to_sgf_keeps_the_match() {
    let mut files: Vec<String> = names()
        .into_iter()
        .map(|n| format!("sgf/gnubg/{n}.sgf"))
        .collect();
    for entry in std::fs::read_dir(fixture("sgf/realworld")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "sgf") {
            files.push(format!(
                "sgf/realworld/{}",
                path.file_name().unwrap().to_string_lossy()
            ));
        }
    }
    for path in files {
        // Given an SGF file
        let matched = read_match(&bytes(&path)).unwrap();
        // When written as .mat, read, written as SGF and read again
        let mat = write_mat(&matched);
        let sgf = write_sgf(&read_match(mat.as_bytes()).unwrap()).unwrap();
        let again = read_match(sgf.as_bytes()).unwrap();
        // Then it is the same match
        assert_eq!(same_match(&matched, &again), Ok(()), "{path}");
        // And writing it as SGF again changes nothing
        assert_eq!(write_sgf(&again).unwrap(), sgf, "{path}");
    }
}

#[test]
fn every_valid_transcript_of_any_dialect_is_written_as_sgf_holding_the_same_match() {
    let mut checked = 0;
    for dir in ["dialects", "realworld"] {
        let mut paths: Vec<_> = walk(&fixture(dir));
        paths.sort();
        for path in paths {
            // Given a valid transcript by any writer
            let bytes = std::fs::read(&path).unwrap();
            if !validate(&bytes).valid {
                continue;
            }
            let matched = read_match(&bytes).unwrap();
            // When written as SGF (a beaver cannot be)
            let Ok(sgf) = write_sgf(&matched) else {
                continue;
            };
            // Then the SGF validates and holds the same match
            let name = path.display();
            let report = validate(sgf.as_bytes());
            assert!(report.valid, "{name}: {:#?}", report.errors);
            let back = read_match(sgf.as_bytes()).unwrap();
            assert_eq!(same_match(&kept_by_sgf(&matched), &back), Ok(()), "{name}");
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} transcripts checked");
}

/// Every file under `dir`, in its folders too.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else if path.extension().is_some_and(|e| e == "mat" || e == "txt") {
            files.push(path);
        }
    }
    files
}
