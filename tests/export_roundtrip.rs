//! Every fixture transcript survives both rewritings: to the canonical .mat
//! text and back, and to the JSON export and back.

use std::path::{Path, PathBuf};

use crate::common::fixtures_root;
use bgkit::ids::position_id::{decode, encode};
use bgkit::transcript::{
    Match, MatchExport, TurnKind, export, read_match, same_match, validate, write_mat,
};

/// Every transcript under `fixtures/`: the dialect samples, the real-world
/// files and, where present, GNU Backgammon's self-play matches.
#[track_caller]
fn fixtures() -> Vec<PathBuf> {
    let root = fixtures_root();
    let mut files = Vec::new();
    for dir in ["dialects", "realworld", "gnubg/matches"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        files.extend(
            entries
                .map(|entry| entry.unwrap().path())
                .filter(|path| path.extension().is_some_and(|e| e == "mat" || e == "txt")),
        );
    }
    files.sort();
    assert!(files.len() >= 19, "only {} fixtures found", files.len());
    files
}

#[track_caller]
fn read(path: &Path) -> (Vec<u8>, Match) {
    let bytes = std::fs::read(path).unwrap();
    let matched = read_match(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (bytes, matched)
}

#[test]
fn every_fixture_reads_back_the_same_after_writing_it_as_mat() {
    for path in fixtures() {
        // Given a fixture
        let (bytes, matched) = read(&path);
        let name = path.display();

        // When written as .mat and read back
        let written = write_mat(&matched);
        let again =
            read_match(written.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e}\n{written}"));

        // Then it is the same match: the same plays (compared as the boards they
        // lead to), cube actions, results and headers
        assert_eq!(same_match(&matched, &again), Ok(()), "{name}");

        // And the text validates with no more warnings than the original, and
        // rewriting it changes nothing
        let report = validate(written.as_bytes());
        assert!(report.valid, "{name}: {:#?}", report.errors);
        let before = validate(&bytes).warnings.len();
        assert!(
            report.warnings.len() <= before,
            "{name}: {:#?}",
            report.warnings
        );
        assert_eq!(write_mat(&again), written, "{name}");
    }
}

#[test]
fn every_fixture_reads_back_the_same_from_its_json_export() {
    for path in fixtures() {
        // Given a fixture exported as JSON text
        let (bytes, matched) = read(&path);
        let name = path.display();
        let exported = export(&matched);
        let json = serde_json::to_string(&exported).unwrap();

        // When the JSON is parsed and turned back into a match
        let parsed: MatchExport = serde_json::from_str(&json).unwrap();
        let rebuilt = parsed.to_match().unwrap_or_else(|e| panic!("{name}: {e}"));

        // Then nothing was lost in JSON, and it is the same match
        assert_eq!(parsed, exported, "{name}");
        assert_eq!(same_match(&matched, &rebuilt), Ok(()), "{name}");

        // And in a valid transcript every move has its play, boards, XGID and
        // pips, and a dance leaves the board as it was
        if !validate(&bytes).valid {
            continue;
        }
        for game in &exported.games {
            for turn in game.turns.iter().filter(|t| t.kind == TurnKind::Move) {
                let context = format!("{name} game {} turn {}", game.number, turn.index);
                assert!(turn.before.is_some() && turn.after.is_some(), "{context}");
                assert!(turn.xgid.is_some() && turn.pips.is_some(), "{context}");
                if turn.play.as_deref() == Some("") {
                    let before = decode(turn.before.as_deref().unwrap()).unwrap();
                    assert_eq!(turn.after, Some(encode(&before.switched())), "{context}");
                }
            }
        }
    }
}
