//! Legal-play generation: bgkit against bkgm 0.6 on the same positions and rolls.
//!
//! The positions come from random games (see `common`): bar, contact, race and
//! bear-off boards, each generated for all 21 rolls. One benchmark iteration
//! runs every (position, roll) pair once, so criterion's throughput is in pairs
//! per second. After criterion's own report, the bench prints both medians as
//! pairs and resulting positions per second, and the ratio bgkit / bkgm.
//!
//! `cargo bench --bench movegen` runs it; `-- --measurement-time 20` lengthens
//! the measurement on a noisy machine.

#[path = "common/mod.rs"]
mod common;

use bgkit::board::{Position, Roll, legal_plays};
use common::{SEED, bkgm_dice, sample_positions, to_bkgm};
use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

/// The group's name, also the folder criterion writes its estimates to.
const GROUP: &str = "movegen";

/// The same boards in each engine's own type, and the rolls in each one's own
/// spelling, converted before any timing starts.
struct Workload {
    ours: Vec<Position>,
    theirs: Vec<bkgm::Position<15>>,
    rolls: Vec<Roll>,
    dice: Vec<bkgm::Dice>,
}

impl Workload {
    fn new() -> Workload {
        let ours = sample_positions(SEED);
        let theirs = ours.iter().map(to_bkgm).collect();
        let rolls: Vec<Roll> = Roll::all().collect();
        let dice = rolls.iter().map(|&roll| bkgm_dice(roll)).collect();
        Workload {
            ours,
            theirs,
            rolls,
            dice,
        }
    }

    fn pairs(&self) -> usize {
        self.ours.len() * self.rolls.len()
    }

    /// bgkit's legal plays for every pair; returns how many it found.
    fn run_bgkit(&self) -> usize {
        let mut found = 0;
        for position in &self.ours {
            for &roll in &self.rolls {
                found += legal_plays(black_box(position), black_box(roll)).len();
            }
        }
        found
    }

    /// bkgm's legal positions for every pair; returns how many it listed.
    fn run_bkgm(&self) -> usize {
        let mut found = 0;
        for position in &self.theirs {
            for dice in &self.dice {
                found += bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(
                    black_box(*position),
                    black_box(dice),
                )
                .len();
            }
        }
        found
    }
}

fn movegen(c: &mut Criterion, workload: &Workload) {
    let mut group = c.benchmark_group(GROUP);
    // One iteration takes tens of milliseconds: flat sampling keeps the number
    // of iterations per sample fixed instead of growing it linearly.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(2));
    group.measurement_time(Duration::from_secs(8));
    group.throughput(Throughput::Elements(workload.pairs() as u64));
    group.bench_function(BenchmarkId::from_parameter("bgkit"), |b| {
        b.iter(|| workload.run_bgkit())
    });
    group.bench_function(BenchmarkId::from_parameter("bkgm"), |b| {
        b.iter(|| workload.run_bkgm())
    });
    group.finish();
}

/// Where criterion keeps its results: `$CRITERION_HOME`, else
/// `$CARGO_TARGET_DIR/criterion`, else `criterion` beside cargo's `tmp` folder in
/// the target directory this bench was built in. Set explicitly so that the
/// summary below reads the files criterion has just written.
fn output_directory() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(target).join("criterion");
    }
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .map(|target| target.join("criterion"))
        .unwrap_or_else(|| PathBuf::from("target/criterion"))
}

/// The median time of one iteration, in nanoseconds, from criterion's estimates
/// for `function` (absent when criterion did not measure it, e.g. under `--test`
/// or a filter).
fn median_ns(directory: &std::path::Path, function: &str) -> Option<f64> {
    let path = directory
        .join(GROUP)
        .join(function)
        .join("new")
        .join("estimates.json");
    let text = std::fs::read_to_string(path).ok()?;
    let estimates: serde_json::Value = serde_json::from_str(&text).ok()?;
    estimates["median"]["point_estimate"].as_f64()
}

fn main() {
    let workload = Workload::new();
    let directory = output_directory();
    let mut criterion = Criterion::default()
        .output_directory(&directory)
        .configure_from_args();
    // Remove stale estimates so that a filtered run does not report old figures.
    for function in ["bgkit", "bkgm"] {
        let _ = std::fs::remove_dir_all(directory.join(GROUP).join(function).join("new"));
    }
    movegen(&mut criterion, &workload);
    criterion.final_summary();

    let pairs = workload.pairs() as f64;
    let ours_found = workload.run_bgkit() as f64;
    let theirs_found = workload.run_bkgm() as f64;
    println!(
        "{} positions x {} rolls = {} pairs; results per pass: bgkit {}, bkgm {}",
        workload.ours.len(),
        workload.rolls.len(),
        pairs,
        ours_found,
        theirs_found
    );
    let ours = median_ns(&directory, "bgkit");
    let theirs = median_ns(&directory, "bkgm");
    for (name, median, found) in [("bgkit", ours, ours_found), ("bkgm", theirs, theirs_found)] {
        if let Some(ns) = median {
            let seconds = ns * 1e-9;
            println!(
                "{name:>6}: median {:.2} ms per pass, {:.3} M pairs/s, {:.3} M results/s",
                ns * 1e-6,
                pairs / seconds * 1e-6,
                found / seconds * 1e-6
            );
        }
    }
    if let (Some(ours), Some(theirs)) = (ours, theirs) {
        println!(
            "throughput ratio bgkit / bkgm (medians): {:.2}",
            theirs / ours
        );
    }
}
