//! Legal-play generation: bgkit against bkgm 0.6 on the same positions and rolls.
//!
//! The positions come from random games (see `common`): bar, contact, race and
//! bear-off boards, each generated for all 21 rolls. One benchmark iteration
//! runs every (position, roll) pair once, so criterion's throughput is in pairs
//! per second. Two functions are measured: `bgkit` (the library's
//! `legal_plays_into`, one reused list) and `bkgm`.
//!
//! After criterion's report the bench prints each median as pairs and results
//! per second with the ratio to bkgm, then times the two again in
//! alternating passes, which shields the ratios from the load of a shared
//! machine.
//!
//! `cargo bench --bench movegen` runs it; `-- --measurement-time 20` lengthens
//! criterion's measurement, `MOVEGEN_ROUNDS=n` sets the alternating passes
//! (0 skips them), and `MOVEGEN_ROLLS=doubles` or `=mixed` narrows the rolls.

#[path = "common/mod.rs"]
mod common;

use bgkit::board::{Position, Roll, legal_plays_into};
use common::{SEED, bkgm_dice, sample_positions, to_bkgm};
use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

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
        // MOVEGEN_ROLLS=doubles or =mixed narrows the rolls, to see where the
        // time goes; the figures in BENCHMARKS.md use all 21.
        let only = std::env::var("MOVEGEN_ROLLS").unwrap_or_default();
        let rolls: Vec<Roll> = Roll::all()
            .filter(|roll| match only.as_str() {
                "doubles" => roll.is_double(),
                "mixed" => !roll.is_double(),
                _ => true,
            })
            .collect();
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

    /// bgkit's legal plays for every pair, into one reused list; returns how
    /// many it found.
    fn run_bgkit(&self) -> usize {
        let mut found = 0;
        let mut plays = Vec::new();
        for position in &self.ours {
            for &roll in &self.rolls {
                legal_plays_into(black_box(position), black_box(roll), &mut plays);
                found += plays.len();
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

/// Times whole passes of the two generators in turn, rotating who goes
/// first, and reports each one's median and the median of the per-round
/// ratios. On a machine shared with other jobs the load drifts between
/// criterion's back-to-back measurements; alternating passes exposes both
/// to the same drift, so these ratios are the steadier ones.
/// `MOVEGEN_ROUNDS` sets the number of rounds (default 15; 0 skips this).
fn interleaved(workload: &Workload, found: &[(&str, usize); 2]) {
    let rounds: usize = std::env::var("MOVEGEN_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(15);
    if rounds == 0 || std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let runs: [fn(&Workload) -> usize; 2] = [Workload::run_bgkit, Workload::run_bkgm];
    let mut times = [Vec::new(), Vec::new()];
    for round in 0..rounds {
        for k in 0..2 {
            let which = (round + k) % 2;
            let start = std::time::Instant::now();
            black_box(runs[which](workload));
            times[which].push(start.elapsed().as_secs_f64());
        }
    }
    let median = |values: &[f64]| {
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        sorted[sorted.len() / 2]
    };
    let pairs = workload.pairs() as f64;
    println!("interleaved, {rounds} rounds:");
    for (which, (name, results)) in found.iter().enumerate() {
        let seconds = median(&times[which]);
        println!(
            "{name:>16}: median {:.2} ms per pass, {:.3} M pairs/s, {:.3} M results/s",
            seconds * 1e3,
            pairs / seconds * 1e-6,
            *results as f64 / seconds * 1e-6
        );
    }
    let ratios: Vec<f64> = (0..rounds)
        .map(|round| times[1][round] / times[0][round])
        .collect();
    println!(
        "throughput ratio {} / bkgm (median of per-round ratios): {:.2}",
        found[0].0,
        median(&ratios)
    );
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
    let found = [
        ("bgkit", workload.run_bgkit()),
        ("bkgm", workload.run_bkgm()),
    ];
    println!(
        "{} positions x {} rolls = {} pairs; results per pass: {}",
        workload.ours.len(),
        workload.rolls.len(),
        pairs,
        found
            .iter()
            .map(|(name, n)| format!("{name} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let mut medians = Vec::new();
    for (name, results) in found {
        if let Some(ns) = median_ns(&directory, name) {
            let seconds = ns * 1e-9;
            println!(
                "{name:>16}: median {:.2} ms per pass, {:.3} M pairs/s, {:.3} M results/s",
                ns * 1e-6,
                pairs / seconds * 1e-6,
                results as f64 / seconds * 1e-6
            );
            medians.push((name, ns));
        }
    }
    interleaved(&workload, &found);

    let bkgm = medians
        .iter()
        .find(|(name, _)| *name == "bkgm")
        .map(|m| m.1);
    for (name, ns) in &medians {
        if let (Some(theirs), true) = (bkgm, *name != "bkgm") {
            println!(
                "throughput ratio {name} / bkgm (medians): {:.2}",
                theirs / ns
            );
        }
    }
}
