//! Validation throughput in the library, without process start-up or file
//! opening: the fast lane (`quick_validate`) against the full path
//! (`validate_reader`) over the 500 GNU Backgammon matches of the bulk
//! validation corpus, read into memory first. The whole-process comparison
//! with GNU Backgammon is `scripts/bench_validate.sh` (see BENCHMARKS.md).

use std::hint::black_box;
use std::path::Path;

use bgkit::transcript::{quick_validate, validate_reader};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// The corpus: every `m[0-9]*.mat` under fixtures/gnubg/matches, sorted.
fn corpus() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg/matches");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("the fixture directory")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| {
            path.file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| {
                    name.ends_with(".mat")
                        && name.chars().nth(1).is_some_and(|c| c.is_ascii_digit())
                })
        })
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| std::fs::read(path).expect("a fixture"))
        .collect()
}

fn validation(c: &mut Criterion) {
    let files = corpus();
    let bytes: usize = files.iter().map(Vec::len).sum();
    // Both lanes must agree on the corpus, or the comparison means nothing.
    let turns: usize = files
        .iter()
        .map(|file| {
            let full = validate_reader(file.as_slice()).expect("reading a slice");
            assert_eq!(quick_validate(file).as_ref(), Some(&full));
            full.turns
        })
        .sum();
    println!("{} files, {bytes} bytes, {turns} turns", files.len());

    let mut group = c.benchmark_group("validate");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.sample_size(20);
    group.bench_function("fast lane", |b| {
        b.iter(|| {
            for file in &files {
                black_box(quick_validate(black_box(file)));
            }
        })
    });
    group.bench_function("full path", |b| {
        b.iter(|| {
            for file in &files {
                black_box(validate_reader(black_box(file.as_slice())).ok());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, validation);
criterion_main!(benches);
