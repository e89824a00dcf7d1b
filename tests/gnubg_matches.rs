//! Every match GNU Backgammon wrote in self-play (`fixtures/gnubg/matches/`,
//! made by `scripts/gnubg/`) replays with no error and no warning.

use crate::common::fixture;
use bgkit::transcript::validate;

#[test]
fn every_gnubg_self_play_match_validates_cleanly() {
    let dir = fixture("gnubg/matches");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "mat"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 100,
        "only {} matches in {}",
        files.len(),
        dir.display()
    );
    let mut turns = 0;
    let mut problems = Vec::new();
    for file in &files {
        let report = validate(&std::fs::read(file).unwrap());
        turns += report.turns;
        if !report.valid || !report.warnings.is_empty() || report.games == 0 {
            let first = report.errors.iter().chain(&report.warnings).next();
            problems.push(format!("{}: {:?}", file.display(), first));
        }
    }
    assert!(
        problems.is_empty(),
        "{} of {} files:\n{}",
        problems.len(),
        files.len(),
        problems.join("\n")
    );
    assert!(turns > 10_000, "only {turns} turns replayed");
}
