//! The fuzz targets' checks over the checked-in inputs: each target's seed
//! corpus (`fuzz/corpus/<target>/`), every input a fuzzer ever crashed on
//! (`fuzz/regressions/<target>/`), and the hostile fixtures (`fixtures/hostile/`,
//! which every target reads). CI runs this on the stable compiler; the fuzzers
//! themselves need libFuzzer and run from `fuzz/run.sh`.

#[path = "../fuzz/src/targets.rs"]
pub mod targets;

use crate::common::fixture;
use std::fs;
use std::path::{Path, PathBuf};

/// The fuzzing crate, with its seed corpus and regressions.
fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The files directly inside `dir`, sorted so that failures repeat in order.
fn files_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    files
}

/// Runs `target` on each file, naming the file when its check panics.
#[track_caller]
fn run_on(target: &str, files: &[PathBuf]) {
    for file in files {
        let data = fs::read(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let outcome = std::panic::catch_unwind(|| targets::run(target, &data));
        match outcome {
            Ok(known) => assert!(known, "no fuzz target called {target}"),
            Err(_) => panic!("fuzz target {target} failed on {}", file.display()),
        }
    }
}

#[test]
fn every_target_passes_its_seed_corpus() {
    for target in targets::NAMES {
        // Given the target's checked-in seeds
        let seeds = files_in(&fuzz_dir().join("corpus").join(target));
        assert!(
            seeds.len() >= 20,
            "fuzz/corpus/{target} holds {} seeds; it should hold a few dozen",
            seeds.len()
        );

        // When the target runs on each, Then none fails
        run_on(target, &seeds);
    }
}

#[test]
fn every_input_a_fuzzer_crashed_on_now_passes() {
    for target in targets::NAMES {
        // Given the inputs kept from past crashes (a target may have none)
        let crashes = files_in(&fuzz_dir().join("regressions").join(target));

        // When the target runs on each, Then none fails
        run_on(target, &crashes);
    }
}

#[test]
fn every_target_survives_the_hostile_fixtures() {
    // Given the hostile inputs of the CLI suite
    let hostile: Vec<PathBuf> = files_in(&fixture("hostile"))
        .into_iter()
        .filter(|path| path.file_name().is_some_and(|name| name != "README.md"))
        .collect();
    assert!(!hostile.is_empty(), "fixtures/hostile holds no inputs");

    // When every target reads every one, Then none fails
    for target in targets::NAMES {
        run_on(target, &hostile);
    }
}

#[test]
fn the_mat_target_accepts_every_sample_transcript() {
    // Given the sample transcripts of every dialect and the real-world ones
    let mut samples = files_in(&fixture("dialects"));
    samples.extend(files_in(&fixture("realworld")));
    assert!(samples.len() > 10);

    // When the mat target's checks run on each, Then none fails
    run_on("mat", &samples);
}

#[test]
fn the_position_builder_respects_the_checker_limit() {
    // Given bytes that ask for forty checkers on one point for each side
    let mut bytes = vec![5u8; 40];
    bytes.extend(std::iter::repeat_n(0x80 | 30, 40));

    // When a position is built from them
    let position = targets::position_from_bytes(&bytes);

    // Then each side has fifteen checkers, on its own point, and the rest is dropped
    assert_eq!(position.mine(6), 15);
    assert_eq!(position.theirs(25 - 6), 15);
    assert_eq!(position.off(), 0);
    assert_eq!(position.opponent_off(), 0);
}
