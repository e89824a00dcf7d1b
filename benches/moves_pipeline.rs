//! `bgkit moves -` in a pipeline against a harness on bkgm 0.6 that answers the
//! same lines with every resulting Position ID.
//!
//! The input is one line per (position, roll) pair: the positions of the
//! move-generation bench (see `common`), each with all 21 rolls, written as
//! `POSITION_ID D1-D2`. Each round runs, in rotating order, the bgkit binary
//! as a whole process (`moves -` with its default JSON lines, then with
//! `--count`) reading the file on standard input and writing to `/dev/null`,
//! and the bkgm harness reading the same file and writing one line of
//! Position IDs per pair to `/dev/null`. The medians and the median of the
//! per-round throughput ratios are printed; the ratios are what BENCHMARKS.md
//! quotes, as they hold on a loaded machine.
//!
//! `cargo bench --bench moves_pipeline` runs it; `MOVES_ROUNDS=n` sets the
//! rounds (default 7); `MOVES_INPUT=FILE` keeps the input lines in `FILE`, to
//! time or profile other commands on them.

#[path = "common/mod.rs"]
mod common;

use bgkit::board::Roll;
use bkgm::codecs::gnuid;
use common::{SEED, bkgm_dice, sample_positions};
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The bgkit binary cargo built for this bench.
const BGKIT: &str = env!("CARGO_BIN_EXE_bgkit");

/// Writes the input lines to a file and returns its path and line count.
fn input_file() -> io::Result<(PathBuf, usize)> {
    let path = match std::env::var_os("MOVES_INPUT") {
        Some(path) => PathBuf::from(path),
        None => {
            std::env::temp_dir().join(format!("bgkit-moves-pipeline-{}.txt", std::process::id()))
        }
    };
    let mut out = BufWriter::new(File::create(&path)?);
    let mut lines = 0;
    for position in sample_positions(SEED) {
        let id = bgkit::ids::position_id::encode(&position);
        for roll in Roll::all() {
            writeln!(out, "{id} {}-{}", roll.high(), roll.low())?;
            lines += 1;
        }
    }
    out.flush()?;
    Ok((path, lines))
}

/// bgkit answering the file as a whole process; returns the seconds taken.
fn run_bgkit(input: &Path, extra: &[&str]) -> f64 {
    let start = Instant::now();
    let status = Command::new(BGKIT)
        .arg("moves")
        .arg("-")
        .args(extra)
        .stdin(File::open(input).expect("the input file opens"))
        .stdout(File::create("/dev/null").expect("/dev/null opens"))
        .status()
        .expect("bgkit runs");
    assert!(status.success(), "bgkit moves - {extra:?} failed");
    start.elapsed().as_secs_f64()
}

/// The bkgm harness: each line's position and dice read, every legal
/// resulting position listed as its Position ID. Returns the seconds taken
/// and how many results it listed.
fn run_bkgm(input: &Path) -> (f64, usize) {
    let start = Instant::now();
    let reader = BufReader::new(File::open(input).expect("the input file opens"));
    let mut out = BufWriter::new(File::create("/dev/null").expect("/dev/null opens"));
    let mut results = 0;
    for line in reader.lines() {
        let line = line.expect("the input reads");
        let (id, dice) = line.split_once(' ').expect("`ID D1-D2`");
        let position = gnuid::decode_position::<15>(id).expect("a Position ID bkgm reads");
        let (high, low) = dice.split_once('-').expect("`D1-D2`");
        let roll =
            Roll::new(high.parse().expect("a die"), low.parse().expect("a die")).expect("a roll");
        let children =
            bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(position, &bkgm_dice(roll));
        let mut first = true;
        for child in &children {
            if !first {
                out.write_all(b" ").expect("writes");
            }
            first = false;
            out.write_all(gnuid::encode_position(child).as_bytes())
                .expect("writes");
        }
        out.write_all(b"\n").expect("writes");
        results += children.len();
    }
    out.flush().expect("writes");
    (start.elapsed().as_secs_f64(), results)
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted[sorted.len() / 2]
}

fn main() -> io::Result<()> {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return Ok(());
    }
    let rounds: usize = std::env::var("MOVES_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(7);
    let (input, lines) = input_file()?;
    let names = [
        "bgkit moves - (JSON lines)",
        "bgkit moves - --count",
        "bkgm harness",
    ];
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    let mut listed = 0;
    for round in 0..rounds {
        for k in 0..3 {
            let which = (round + k) % 3;
            let seconds = match which {
                0 => run_bgkit(&input, &[]),
                1 => run_bgkit(&input, &["--count"]),
                _ => {
                    let (seconds, results) = run_bkgm(&input);
                    listed = results;
                    seconds
                }
            };
            times[which].push(seconds);
        }
    }
    if std::env::var_os("MOVES_INPUT").is_none() {
        std::fs::remove_file(&input)?;
    }
    println!("{lines} (position, roll) lines, {listed} results; {rounds} rounds, alternated:");
    for (name, runs) in names.iter().zip(&times) {
        let seconds = median(runs);
        println!(
            "{name:>28}: median {:.0} ms, {:.0} k lines/s",
            seconds * 1e3,
            lines as f64 / seconds * 1e-3
        );
    }
    for which in 0..2 {
        let ratios: Vec<f64> = (0..rounds).map(|r| times[2][r] / times[which][r]).collect();
        println!(
            "throughput {} / bkgm harness (median of per-round ratios): {:.2}",
            names[which],
            median(&ratios)
        );
    }
    Ok(())
}
