//! Resolving written plays: what `resolve_play` costs per play, for plays
//! written the way GNU Backgammon writes them (one move per die) and for plays
//! with merged moves, the way eXtreme Gammon and Backgammon Studio write them
//! (`24/13`, `8/off` for 8/3/off, `11/off(2)`).
//!
//! The plays are legal plays of the positions the move-generation bench uses
//! (see `common`), one play per (position, roll) pair, picked by a seeded
//! generator, written and parsed before anything is timed. Throughput is in
//! plays per second; criterion's median time per iteration divided by the
//! number of plays is the cost of one. `validate` resolves every play of a
//! transcript, so this is the cost it pays per turn on top of reading.
//!
//! `cargo bench --bench resolve` runs it.

#[path = "common/mod.rs"]
mod common;

use bgkit::board::{LegalPlay, Position, Roll, legal_plays, resolve_play};
use bgkit::notation::{Move, format_play, parse_moves};
use common::{SEED, SplitMix64, sample_positions};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

/// One written play to resolve.
struct Written {
    position: Position,
    roll: Roll,
    moves: Vec<Move>,
}

/// The play one move per die, as GNU Backgammon writes it, hits marked.
fn one_move_per_die(legal: &LegalPlay) -> Vec<Move> {
    legal
        .play
        .steps()
        .iter()
        .map(|&step| Move::from(step))
        .collect()
}

/// The play with each checker's path merged past the points where it hit
/// nothing (`8/3/off` becomes `8/off`, `24/18/13` becomes `24/13`, `13/7*/5`
/// stays), repeat counts kept: the canonical text with those points dropped.
fn merged(legal: &LegalPlay) -> Vec<Move> {
    let text = format_play(&legal.play);
    let tokens: Vec<String> = text.split(' ').map(merge_token).collect();
    parse_moves(&tokens.join(" ")).expect("a merged play is still notation")
}

/// `8/3/off(2)` as `8/off(2)`: the first point, the points marked `*`, and
/// the last point (with its repeat count).
fn merge_token(token: &str) -> String {
    let points: Vec<&str> = token.split('/').collect();
    let last = points.len() - 1;
    points
        .iter()
        .enumerate()
        .filter(|&(i, point)| i == 0 || i == last || point.ends_with('*'))
        .map(|(_, point)| *point)
        .collect::<Vec<_>>()
        .join("/")
}

/// One legal play per (position, roll) pair of the sample, in both styles;
/// the merged list keeps only the plays that have a merged move.
fn workload() -> (Vec<Written>, Vec<Written>) {
    let mut rng = SplitMix64::new(SEED);
    let mut gnubg = Vec::new();
    let mut merged_plays = Vec::new();
    for position in sample_positions(SEED) {
        for roll in Roll::all() {
            let plays = legal_plays(&position, roll);
            if plays.is_empty() {
                continue;
            }
            let legal = &plays[rng.below(plays.len())];
            let steps = one_move_per_die(legal);
            let joined = merged(legal);
            if joined.len() < steps.len() {
                merged_plays.push(Written {
                    position,
                    roll,
                    moves: joined,
                });
            }
            gnubg.push(Written {
                position,
                roll,
                moves: steps,
            });
        }
    }
    (gnubg, merged_plays)
}

/// Resolves every play once; returns how many resolved.
fn resolve_all(plays: &[Written]) -> usize {
    plays
        .iter()
        .filter(|w| resolve_play(black_box(&w.position), w.roll, black_box(&w.moves)).is_ok())
        .count()
}

fn resolution(c: &mut Criterion) {
    let (gnubg, merged_plays) = workload();
    println!(
        "{} plays one move per die ({} resolve), {} with merged moves ({} resolve)",
        gnubg.len(),
        resolve_all(&gnubg),
        merged_plays.len(),
        resolve_all(&merged_plays)
    );
    let mut group = c.benchmark_group("resolve");
    group.sample_size(30);
    group.throughput(Throughput::Elements(gnubg.len() as u64));
    group.bench_function("one move per die", |b| b.iter(|| resolve_all(&gnubg)));
    group.throughput(Throughput::Elements(merged_plays.len() as u64));
    group.bench_function("merged moves", |b| b.iter(|| resolve_all(&merged_plays)));
    group.finish();
}

criterion_group!(benches, resolution);
criterion_main!(benches);
