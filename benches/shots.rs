//! Throughput of the shot counter over positions from random legal games.
//!
//! Positions come from games played with uniformly random legal plays, seeded,
//! so every run measures the same few thousand positions: openings, middle
//! games with blots and points, bar fights, races and bear-offs.

use std::hint::black_box;
use std::time::Instant;

use bgkit::analysis::shots::{shot_count, shots};
use bgkit::board::{Position, Roll, legal_plays};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

#[path = "common/mod.rs"]
mod common;

use common::SplitMix64;

/// How many positions to measure.
const POSITIONS: usize = 4_000;

/// Positions met in random games, from the view of the player on roll.
fn sample_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed);
    let mut positions = Vec::with_capacity(count);
    let mut position = Position::start();
    while positions.len() < count {
        positions.push(position);
        let Ok(roll) = Roll::new(rng.die(), rng.die()) else {
            continue;
        };
        let plays = legal_plays(&position, roll);
        let next = if plays.is_empty() {
            position
        } else {
            plays[rng.below(plays.len())].result
        };
        position = if next.off() == 15 {
            Position::start()
        } else {
            next.switched()
        };
    }
    positions
}

fn bench_shots(c: &mut Criterion) {
    let positions = sample_positions(0x5EED_0FB6, POSITIONS);

    // A plain timing first, so the rate is printed in positions per second.
    let rounds = 20;
    let started = Instant::now();
    for _ in 0..rounds {
        for p in &positions {
            black_box(shots(black_box(p)));
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "shots: {:.0} positions per second ({} positions x {} rounds in {:.3} s)",
        (positions.len() * rounds) as f64 / elapsed,
        positions.len(),
        rounds,
        elapsed
    );

    let mut group = c.benchmark_group("shots");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("full report", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(shots(black_box(p)));
            }
        })
    });
    group.bench_function("hitting rolls only", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(shot_count(black_box(p)));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench_shots);
criterion_main!(benches);
