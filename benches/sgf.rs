//! SGF reading speed next to .mat: the same matches, GNU Backgammon's SGF of
//! them (fixtures/sgf/gnubg, saved by gnubg from the .mat files) and the .mat
//! files themselves, each validated whole in memory (`validate`: read, replay,
//! report) and read alone (`read_match`). Throughput is counted in turns, which
//! the two formats share, since SGF holds fewer bytes per turn.

use std::hint::black_box;
use std::path::Path;

use bgkit::transcript::{read_match, validate};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// The .mat and SGF text of every match converted (fixtures/sgf/names.txt).
fn pairs() -> (Vec<Vec<u8>>, Vec<Vec<u8>>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let names = std::fs::read_to_string(root.join("sgf/names.txt")).expect("the name list");
    let read = |path: std::path::PathBuf| std::fs::read(path).expect("a fixture");
    names
        .lines()
        .filter_map(|name| name.strip_suffix(".mat"))
        .map(|stem| {
            (
                read(root.join(format!("gnubg/matches/{stem}.mat"))),
                read(root.join(format!("sgf/gnubg/{stem}.sgf"))),
            )
        })
        .unzip()
}

fn reading(c: &mut Criterion) {
    let (mats, sgfs) = pairs();
    // Both must hold the same turns, or the comparison means nothing.
    let turns: usize = mats.iter().map(|m| validate(m).turns).sum();
    let sgf_turns: usize = sgfs.iter().map(|s| validate(s).turns).sum();
    assert_eq!(turns, sgf_turns);
    let bytes = |files: &[Vec<u8>]| files.iter().map(Vec::len).sum::<usize>();
    println!(
        "{} matches, {turns} turns; .mat {} bytes, SGF {} bytes",
        mats.len(),
        bytes(&mats),
        bytes(&sgfs)
    );

    let mut group = c.benchmark_group("sgf");
    group.throughput(Throughput::Elements(turns as u64));
    group.sample_size(20);
    for (label, files) in [("mat", &mats), ("sgf", &sgfs)] {
        group.bench_function(format!("validate {label}"), |b| {
            b.iter(|| {
                for file in files.iter() {
                    black_box(validate(black_box(file)));
                }
            })
        });
        group.bench_function(format!("read_match {label}"), |b| {
            b.iter(|| {
                for file in files.iter() {
                    let _ = black_box(read_match(black_box(file)));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, reading);
criterion_main!(benches);
