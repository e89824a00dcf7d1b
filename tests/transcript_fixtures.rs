//! Every sample transcript in fixtures/ validates without errors.

use std::fs;

use crate::common::fixture;
use bgkit::transcript::{Dialect, validate};

#[track_caller]
fn fixtures(folder: &str) -> Vec<(String, Vec<u8>)> {
    let dir = fixture(folder);
    let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "mat" || e == "txt"))
        .map(|path| (path.display().to_string(), fs::read(&path).unwrap()))
        .collect();
    files.sort();
    files
}

#[test]
fn real_transcripts_by_other_writers_are_valid() {
    // Given the real transcripts (four by other writers, a few GNU Backgammon
    // exports); When validated; Then none has an error.
    let files = fixtures("realworld");
    assert!(files.len() >= 8, "{} files", files.len());
    for (name, bytes) in files {
        let report = validate(&bytes);
        assert!(report.valid, "{name}: {:#?}", report.errors);
        assert!(report.games > 0 && report.turns > 0, "{name}");
    }
}

#[test]
fn real_transcripts_are_recognised_by_writer() {
    // Given real files whose writer is known; When validated; Then the dialect is named.
    let table = [
        ("bgstudio-5p.mat", Dialect::BackgammonStudio),
        ("galaxy-5p.mat", Dialect::Galaxy),
        ("gnubg-charlot-7p.mat", Dialect::Gnubg),
        ("gnubg-roll-then-resign-1p.mat", Dialect::Gnubg),
        ("gnubg-export-m03-s1002-noisy.mat", Dialect::Gnubg),
        ("gnubg-export-money-s1035-noisy.mat", Dialect::Gnubg),
    ];
    for (file, dialect) in table {
        let path = fixture("realworld").join(file);
        let report = validate(&fs::read(path).unwrap());
        assert_eq!(report.dialect, Some(dialect), "{file}");
    }
}

#[test]
fn dialect_samples_are_valid_and_recognised() {
    // Given one sample per dialect; When validated; Then each is valid and named.
    let table = [
        ("gnubg.mat", Dialect::Gnubg),
        ("extreme-gammon.mat", Dialect::ExtremeGammon),
        ("extreme-gammon-money.mat", Dialect::ExtremeGammon),
        ("backgammon-studio.mat", Dialect::BackgammonStudio),
        ("galaxy.mat", Dialect::Galaxy),
        ("dailygammon.mat", Dialect::DailyGammon),
        ("gamesgrid.mat", Dialect::GamesGrid),
        ("opengammon.mat", Dialect::OpenGammon),
        ("foxamon.mat", Dialect::Foxamon),
        ("generic.mat", Dialect::Generic),
        ("plain-record.txt", Dialect::PlainRecord),
    ];
    let dir = fixture("dialects");
    for (file, dialect) in table {
        let bytes = fs::read(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let report = validate(&bytes);
        assert!(report.valid, "{file}: {:#?}", report.errors);
        assert_eq!(report.dialect, Some(dialect), "{file}");
        assert!(report.turns > 0, "{file}");
    }
}

#[test]
fn a_report_counts_the_turns_export_numbers() {
    // Given the real transcripts and dialect samples, SGF and XG files among
    // them, with cube actions and resignations as well as rolls
    let mut files = fixtures("realworld");
    files.extend(fixtures("dialects"));
    for folder in ["sgf", "xg"] {
        let dir = fixture(folder);
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "sgf" || e == "xg") {
                files.push((path.display().to_string(), fs::read(&path).unwrap()));
            }
        }
    }
    let mut with_actions = 0;
    for (name, bytes) in files {
        // When validated and exported
        let report = validate(&bytes);
        let Ok(exported) = bgkit::query::checked_export(&bytes, &report, false) else {
            continue;
        };
        let turns: usize = exported
            .iter()
            .flat_map(|m| &m.games)
            .map(|g| g.turns.len())
            .sum();
        let rolls: usize = exported
            .iter()
            .flat_map(|m| &m.games)
            .flat_map(|g| &g.turns)
            .filter(|t| t.roll.is_some())
            .count();
        with_actions += usize::from(turns > rolls);
        // Then the report's turns are the export's, each roll and each action
        assert_eq!(report.turns, turns, "{name}");
    }
    assert!(
        with_actions > 5,
        "only {with_actions} files with cube actions"
    );
}
