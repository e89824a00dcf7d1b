//! Legal-play generation: bgkit against bkgm 0.6 on the same positions and rolls.
//!
//! The positions come from random games (see `common`): bar, contact, race and
//! bear-off boards, each generated for all 21 rolls. One benchmark iteration
//! runs every (position, roll) pair once, so criterion's throughput is in pairs
//! per second. Three functions are measured: `bgkit` (the library's
//! `legal_plays`), `bkgm`, and `bgkit-prototype`, a faster generator kept in
//! this file to show what the board module could gain (see [`prototype`]).
//!
//! After criterion's report the bench prints each median as pairs and results
//! per second with the ratios to bkgm, then times the three again in
//! alternating passes, which shields the ratios from the load of a shared
//! machine.
//!
//! `cargo bench --bench movegen` runs it; `-- --measurement-time 20` lengthens
//! criterion's measurement, `MOVEGEN_ROUNDS=n` sets the alternating passes
//! (0 skips them), `MOVEGEN_ROLLS=doubles` or `=mixed` narrows the rolls, and
//! `MOVEGEN_NO_CHECK=1` skips the prototype's correctness check (for profiling).

#[path = "common/mod.rs"]
mod common;

use bgkit::board::{Position, Roll, legal_plays};
use common::{SEED, bkgm_dice, sample_positions, to_bkgm};
use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

/// A faster `legal_plays`, written here to measure what the board module would
/// gain; it returns exactly what `bgkit::board::legal_plays` returns (the same
/// plays in the same order), which `main` checks on the sample and on 20 000
/// arbitrary boards before timing anything.
///
/// Where the time goes in `legal_plays` and what this version changes:
/// - Removing repeated results sorts an index list by comparing 26 signed bytes
///   one at a time through bounds-checked indirection: over half the time.
///   Here repeats are never built. Doubles need no check: sources taken in
///   non-increasing order visit each multiset of sources once, and different
///   multisets of one die never end alike. A non-double's two plain steps (no
///   bar, nothing borne off) repeat an earlier play only as the same steps in
///   the other order or as one checker travelling by the other die first, both
///   recognised by rule (`plain_play_is_new`), which also lets
///   the low-die-first pass skip every checker that was there at the start.
///   The rest (entering, bearing off) go through a small table keyed by the
///   final counts of the points the play changed.
/// - Each step tries all 25 sources and re-derives "all home" and the highest
///   point by scanning the board. Here the mover's occupied points are a bit
///   mask kept up to date step by step, sources are its set bits, and the
///   opponent's closed points (which a turn cannot change: the mover only hits
///   blots) are a mask made once per call.
/// - Every step copies the board and the step list into a fresh value that is
///   copied again into the list, and copying bytes just written one at a time
///   stalls the processor (its store buffer cannot forward them to a wider
///   load). Here the last step of a play is applied in place, in the list.
/// - Shorter plays are kept until the end and filtered out; here a longer play
///   empties the list as soon as it appears.
/// - The list starts empty and grows by doubling, through allocations past the
///   allocator's fast path. Here plays gather in a per-thread buffer and the
///   caller gets one exactly sized copy.
mod prototype {
    use bgkit::board::{BAR, LegalPlay, OFF, Play, Position, Roll, Step};

    /// Slots in the repeat table; a non-double has far fewer distinct results.
    const SLOTS: usize = 256;
    /// Past this many results the table is abandoned for a final pass.
    const TABLE_LIMIT: usize = SLOTS / 2;

    /// Points (bit n = point n, 25 = bar) holding the mover's checkers.
    fn occupied(position: &Position) -> u32 {
        let points = position.points();
        (1..=25).fold(0, |mask, p| mask | (u32::from(points[p] > 0) << p))
    }

    /// Points holding two or more opposing checkers.
    fn closed(position: &Position) -> u32 {
        let points = position.points();
        (1..=24).fold(0, |mask, p| mask | (u32::from(points[p] < -1) << p))
    }

    /// The highest point in a non-empty mask.
    fn top(mask: u32) -> u8 {
        (31 - mask.leading_zeros()) as u8
    }

    /// Where the checkers may move from: the bar alone while it holds any.
    fn sources(mine: u32) -> u32 {
        if mine & (1 << BAR) != 0 {
            1 << BAR
        } else {
            mine
        }
    }

    #[derive(Clone, Copy)]
    struct Board {
        position: Position,
        mine: u32,
    }

    impl Board {
        fn count(&self, point: u8) -> i8 {
            self.position.points()[point as usize]
        }

        /// Where a checker on `from` (which holds one, and is a legal source
        /// as far as the bar goes) lands with `die`, if it may.
        fn target(&self, closed: u32, from: u8, die: u8) -> Option<u8> {
            if from > die {
                let to = from - die;
                (closed & (1 << to) == 0).then_some(to)
            } else if self.mine >> 7 == 0 && (from == die || top(self.mine) == from) {
                // Bearing off: nothing outside the home board (bar included),
                // and an oversized die only from the highest point.
                Some(OFF)
            } else {
                None
            }
        }

        /// Plays a legal step in place.
        fn step(&mut self, from: u8, to: u8, die: u8) -> Step {
            let hit = self.position.apply_step(from, to);
            if self.count(from) == 0 {
                self.mine &= !(1 << from);
            }
            self.mine |= (1 << to) & !1;
            Step { from, to, die, hit }
        }
    }

    /// Memory reused from call to call on a thread: the list grows once to
    /// the largest size needed and the table is cleared slot by slot, which
    /// saves a heap allocation that outgrows the allocator's fast path and a
    /// 2 KiB clear per call. Each call still returns a fresh, exactly sized
    /// list.
    struct Scratch {
        plays: Vec<LegalPlay>,
        /// Keys of the two-step results kept so far (0 = empty slot).
        table: [u64; SLOTS],
        /// The slots written in this call.
        used: Vec<u8>,
    }

    thread_local! {
        static SCRATCH: std::cell::RefCell<Scratch> = const {
            std::cell::RefCell::new(Scratch {
                plays: Vec::new(),
                table: [0; SLOTS],
                used: Vec::new(),
            })
        };
    }

    struct Search<'a> {
        start: Position,
        closed: u32,
        max_len: usize,
        /// Too many results for the table: remove repeats at the end.
        overflow: bool,
        scratch: &'a mut Scratch,
    }

    impl Search<'_> {
        fn raise_max_len(&mut self, len: usize) {
            if len > self.max_len {
                self.max_len = len;
                self.scratch.plays.clear();
            }
        }

        fn record(&mut self, play: Play, result: Position) {
            let len = play.len();
            self.raise_max_len(len);
            if len == self.max_len {
                self.scratch.plays.push(LegalPlay { play, result });
            }
        }

        /// The final step of a play, added to the steps and applied to the
        /// result in place in the list. Building the play on the stack and
        /// copying it in would read back bytes just written one at a time,
        /// which the processor cannot forward from its store buffer: that
        /// stall alone took a fifth of the time spent on doubles.
        fn record_last(&mut self, before: &Board, play: Play, from: u8, to: u8, die: u8) {
            let hit = to != OFF && before.count(to) == -1;
            self.raise_max_len(play.len() + 1);
            self.scratch.plays.push(LegalPlay {
                play,
                result: before.position,
            });
            if let Some(last) = self.scratch.plays.last_mut() {
                last.play.push(Step { from, to, die, hit });
                last.result.apply_step(from, to);
            }
        }

        /// A key that is equal for two two-step results exactly when the
        /// boards are: the final counts of the points the steps touched that
        /// changed, in point order. `next` is the board after the first step.
        fn key(&self, next: &Board, first: (u8, u8), second: (u8, u8)) -> u64 {
            let (c, t2) = second;
            let mut points = [first.0, first.1, c, t2];
            points.sort_unstable();
            let mut key = 0u64;
            let mut previous = 0u8;
            for x in points {
                if x == OFF || x == previous {
                    continue;
                }
                previous = x;
                let mut count = next.count(x);
                if x == c {
                    count -= 1;
                }
                if x == t2 {
                    count = if count == -1 { 1 } else { count + 1 };
                }
                if count != self.start.points()[x as usize] {
                    key = key << 10 | u64::from(x) << 5 | (count + 16) as u64;
                }
            }
            key
        }

        /// Whether a two-step result with this key is new (and remembers it).
        fn first_time(&mut self, key: u64) -> bool {
            if self.overflow {
                return true;
            }
            if self.scratch.plays.len() >= TABLE_LIMIT {
                self.overflow = true;
                return true;
            }
            let mut slot = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56) as usize;
            loop {
                match self.scratch.table[slot] {
                    0 => {
                        self.scratch.table[slot] = key;
                        self.scratch.used.push(slot as u8);
                        return true;
                    }
                    k if k == key => return false,
                    _ => slot = (slot + 1) % SLOTS,
                }
            }
        }

        /// Whether the two-step play `a` then `c` with `dice`, neither step
        /// bearing off and nothing on the bar in `start`, reaches a board that
        /// no earlier play of the generation order reaches. Two such plays end
        /// alike only as the same two steps in either order, or as one checker
        /// travelling by either die first (or a checker below refilling the
        /// point a higher one leaves), when no blot is hit on the way.
        fn plain_play_is_new(&self, start: &Board, dice: [u8; 2], a: u8, c: u8) -> bool {
            let [first, second] = dice;
            let blot = |point: u8| start.count(point) == -1;
            let open = |point: u8| self.closed & (1 << point) == 0;
            if first > second {
                // High die first, generated before the other order: only a
                // refill (the second checker lands where the first left) can
                // repeat the earlier play of the higher checker travelling.
                !(c == a + second && open(c - first) && !blot(c - first))
            } else if start.mine & (1 << c) != 0 {
                // Low die first, from two checkers that were both there: the
                // high-die-first order has played the same two steps.
                false
            } else {
                // Low die first, one checker travelling from `a`: the high-die-
                // first order travelled from `a` too unless a blot on either
                // way point tells the two apart, or the high die is blocked.
                let via_high = a - second;
                !(open(via_high) && !blot(via_high) && !blot(a - first))
            }
        }

        /// A non-double in the order `dice`, as far as it goes.
        fn sequence(&mut self, board: &Board, dice: [u8; 2]) {
            // Without checkers on the bar, two steps that bear nothing off are
            // legal in either order whenever both checkers are there to start
            // with, which lets `plain_play_is_new` spot repeats by rule.
            let plain = board.mine & (1 << BAR) == 0;
            // Low die first, once the other order has played two dice: a plain
            // second step by a checker that was there from the start repeats
            // the swapped play, so it is not even tried. (A play of one die is
            // no longer wanted, so a second die that cannot be played changes
            // nothing.)
            let swaps_done = plain && dice[0] < dice[1] && self.max_len == 2;
            let mut moved = false;
            let mut first = sources(board.mine);
            while first != 0 {
                let a = top(first);
                first &= !(1 << a);
                let Some(t1) = board.target(self.closed, a, dice[0]) else {
                    continue;
                };
                moved = true;
                let mut next = *board;
                let step = next.step(a, t1, dice[0]);
                let mut play = Play::new();
                play.push(step);
                let mut moved_again = false;
                let mut second = sources(next.mine);
                if swaps_done && t1 != OFF {
                    // Only the travelling checker and bear-offs can still
                    // reach something new (see `plain_play_is_new`).
                    let travelling = (1u32 << t1) & !board.mine;
                    let bearing_off = if next.mine >> 7 == 0 {
                        (2u32 << dice[1]) - 1
                    } else {
                        0
                    };
                    second &= travelling | bearing_off;
                }
                while second != 0 {
                    let c = top(second);
                    second &= !(1 << c);
                    let Some(t2) = next.target(self.closed, c, dice[1]) else {
                        continue;
                    };
                    moved_again = true;
                    let new = if plain && t1 != OFF && t2 != OFF {
                        self.plain_play_is_new(board, dice, a, c)
                    } else {
                        let key = self.key(&next, (a, t1), (c, t2));
                        self.first_time(key)
                    };
                    if new {
                        self.record_last(&next, play, c, t2, dice[1]);
                    }
                }
                if !moved_again {
                    self.record(play, next.position);
                }
            }
            if !moved {
                self.record(Play::new(), board.position);
            }
        }

        /// A double, sources never rising from one step to the next.
        fn doubles(&mut self, board: &Board, die: u8, play: Play, highest: u8) {
            let mut moved = false;
            let mut candidates = sources(board.mine) & ((2u32 << highest) - 1);
            while candidates != 0 {
                let from = top(candidates);
                candidates &= !(1 << from);
                let Some(to) = board.target(self.closed, from, die) else {
                    continue;
                };
                moved = true;
                if play.len() == 3 {
                    self.record_last(board, play, from, to, die);
                } else {
                    let mut next = *board;
                    let mut longer = play;
                    longer.push(next.step(from, to, die));
                    self.doubles(&next, die, longer, from);
                }
            }
            if !moved {
                self.record(play, board.position);
            }
        }
    }

    /// Every legal play of `roll` in `position`: the same list as
    /// `bgkit::board::legal_plays`.
    pub fn legal_plays(position: &Position, roll: Roll) -> Vec<LegalPlay> {
        SCRATCH.with_borrow_mut(|scratch| {
            scratch.plays.clear();
            let board = Board {
                position: *position,
                mine: occupied(position),
            };
            let mut search = Search {
                start: *position,
                closed: closed(position),
                max_len: 0,
                overflow: false,
                scratch,
            };
            if roll.is_double() {
                search.doubles(&board, roll.high(), Play::new(), BAR);
            } else {
                search.sequence(&board, [roll.high(), roll.low()]);
                search.sequence(&board, [roll.low(), roll.high()]);
            }
            let Search {
                max_len,
                overflow,
                scratch,
                ..
            } = search;
            for slot in scratch.used.drain(..) {
                scratch.table[slot as usize] = 0;
            }
            if max_len == 0 {
                return Vec::new();
            }
            let mut plays = scratch.plays.to_vec();
            if max_len == 1 && !roll.is_double() {
                if plays.iter().any(|p| p.play.uses_die(roll.high())) {
                    plays.retain(|p| p.play.uses_die(roll.high()));
                }
                dedup_keeping_first(&mut plays);
            } else if overflow {
                dedup_keeping_first(&mut plays);
            }
            plays
        })
    }

    /// Drops plays whose result an earlier play reaches (the rare slow path).
    fn dedup_keeping_first(plays: &mut Vec<LegalPlay>) {
        let mut kept: Vec<LegalPlay> = Vec::with_capacity(plays.len());
        for play in plays.drain(..) {
            if !kept.iter().any(|k| k.result == play.result) {
                kept.push(play);
            }
        }
        *plays = kept;
    }
}

/// A board with up to 15 checkers a side on random points, spread anywhere, in
/// the home board, or mostly home, so that bear-offs with contact and odd bar
/// counts come up far more often than in games.
fn arbitrary_board(rng: &mut common::SplitMix64) -> Position {
    let mut sides = [[0u8; 25]; 2];
    for side in &mut sides {
        let spread = rng.below(3);
        for _ in 0..rng.below(16) {
            let slot = match spread {
                0 => rng.below(25),
                1 => rng.below(6),
                _ if rng.below(5) == 0 => rng.below(25),
                _ => rng.below(6),
            };
            side[slot] += 1;
        }
    }
    let [mut mine, theirs] = sides;
    // A point cannot hold both sides: the opponent's slot s is our point 24 - s.
    for slot in 0..24 {
        if theirs[slot] > 0 {
            mine[23 - slot] = 0;
        }
    }
    Position::from_sides(&mine, &theirs).expect("at most 15 checkers a side, no shared point")
}

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

    /// The prototype's legal plays for every pair; returns how many it found.
    fn run_prototype(&self) -> usize {
        let mut found = 0;
        for position in &self.ours {
            for &roll in &self.rolls {
                found += prototype::legal_plays(black_box(position), black_box(roll)).len();
            }
        }
        found
    }

    /// Panics unless the prototype gives exactly bgkit's plays, in bgkit's
    /// order: on the sample, and on arbitrary boards that games rarely reach.
    fn check_prototype(&self) {
        let mut rng = common::SplitMix64::new(SEED ^ 0x5eed);
        let arbitrary: Vec<Position> = (0..20_000).map(|_| arbitrary_board(&mut rng)).collect();
        for position in self.ours.iter().chain(&arbitrary) {
            for &roll in &self.rolls {
                assert_eq!(
                    prototype::legal_plays(position, roll),
                    legal_plays(position, roll),
                    "{} to play {roll}",
                    common::describe(position)
                );
            }
        }
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
    group.bench_function(BenchmarkId::from_parameter("bgkit-prototype"), |b| {
        b.iter(|| workload.run_prototype())
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

/// Times whole passes of the three generators in turn, rotating who goes
/// first, and reports each one's median and the median of the per-round
/// ratios. On a machine shared with other jobs the load drifts between
/// criterion's back-to-back measurements; alternating passes exposes all three
/// to the same drift, so these ratios are the steadier ones.
/// `MOVEGEN_ROUNDS` sets the number of rounds (default 15; 0 skips this).
fn interleaved(workload: &Workload, found: &[(&str, usize); 3]) {
    let rounds: usize = std::env::var("MOVEGEN_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(15);
    if rounds == 0 || std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let runs: [fn(&Workload) -> usize; 3] = [
        Workload::run_bgkit,
        Workload::run_bkgm,
        Workload::run_prototype,
    ];
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    for round in 0..rounds {
        for k in 0..3 {
            let which = (round + k) % 3;
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
    for which in [0, 2] {
        let ratios: Vec<f64> = (0..rounds)
            .map(|round| times[1][round] / times[which][round])
            .collect();
        println!(
            "throughput ratio {} / bkgm (median of per-round ratios): {:.2}",
            found[which].0,
            median(&ratios)
        );
    }
}

fn main() {
    let workload = Workload::new();
    if std::env::var_os("MOVEGEN_NO_CHECK").is_none() {
        workload.check_prototype();
    }
    let directory = output_directory();
    let mut criterion = Criterion::default()
        .output_directory(&directory)
        .configure_from_args();
    // Remove stale estimates so that a filtered run does not report old figures.
    for function in ["bgkit", "bkgm", "bgkit-prototype"] {
        let _ = std::fs::remove_dir_all(directory.join(GROUP).join(function).join("new"));
    }
    movegen(&mut criterion, &workload);
    criterion.final_summary();

    let pairs = workload.pairs() as f64;
    let found = [
        ("bgkit", workload.run_bgkit()),
        ("bkgm", workload.run_bkgm()),
        ("bgkit-prototype", workload.run_prototype()),
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
