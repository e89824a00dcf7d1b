//! Writes the transcripts of fixtures/variants/: matches played by bgkit's
//! own engine under rule variants, with seeded dice and random choices, so
//! that the same files come out on every run.
//!
//! `cargo run --example variant_matches -- fixtures/variants`
//!
//! - `oxford-money.mat`, `oxford-long.mat`: Oxford scoring (no header; the
//!   rules come from `--rules oxford`), doubling offers taken and refused,
//!   results counted from the loser's checkers left.
//! - `oxford-headers.mat`: the same rules named by `; [Variation "Oxford"]`
//!   and played with the no-stacking option `; [MaxStack "6"]`.
//! - `cube-128.mat`: a standard money game doubled up to 128, legal under
//!   standard rules and not under MSN's cap of 64.
//!
//! Each game's value is worked out here from the board, by the rules as the
//! texts state them, not by the library's scoring, so that the validator is
//! checked against an independent count.

use bgkit::board::{CHECKERS, Position, Roll};
use bgkit::notation::format_play;
use bgkit::rules::{RuleSet, Rules};
use std::fmt::Write as _;
use std::path::PathBuf;

/// SplitMix64: small, seeded, the same everywhere. Its own copy rather than
/// the benches' one: the checked-in fixtures depend on this exact mapping of
/// numbers to dice and choices (`below` by remainder).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }
}

/// How a match is played.
struct Plan {
    rules: Rules,
    headers: &'static [&'static str],
    games: usize,
    /// Percent chance, before each roll, that a player allowed to double does.
    offer_percent: u64,
    /// Offers (or doubles) at most per game.
    most_offers: u32,
}

/// One game's cells, left column (player 0) and right column (player 1)
/// alternating, and its result.
struct Played {
    cells: Vec<String>,
    winner: usize,
    points: u32,
}

fn main() {
    let directory = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "fixtures/variants".into()),
    );
    let oxford = Rules::of(RuleSet::Oxford);
    let plans = [
        (
            "oxford-money.mat",
            11,
            Plan {
                rules: oxford,
                headers: &[],
                games: 6,
                offer_percent: 6,
                most_offers: 3,
            },
        ),
        (
            "oxford-long.mat",
            23,
            Plan {
                rules: oxford,
                headers: &[],
                games: 12,
                offer_percent: 4,
                most_offers: 2,
            },
        ),
        (
            "oxford-headers.mat",
            37,
            Plan {
                rules: oxford.with_max_stack(6),
                headers: &["; [Variation \"Oxford\"]", "; [MaxStack \"6\"]"],
                games: 6,
                offer_percent: 5,
                most_offers: 2,
            },
        ),
        (
            "cube-128.mat",
            5,
            Plan {
                rules: Rules::STANDARD,
                headers: &[],
                games: 1,
                offer_percent: 100,
                most_offers: 7,
            },
        ),
    ];
    std::fs::create_dir_all(&directory).expect("the fixture directory can be made");
    for (name, seed, plan) in plans {
        let text = write_match(&plan, &mut Rng(seed));
        std::fs::write(directory.join(name), text).expect("the fixture can be written");
    }
}

fn write_match(plan: &Plan, rng: &mut Rng) -> String {
    let mut text = String::new();
    for header in plan.headers {
        let _ = writeln!(text, "{header}");
    }
    let _ = writeln!(text, "\n 0 point match\n");
    let mut score = [0u32; 2];
    for number in 1..=plan.games {
        let game = play_game(plan, rng);
        let _ = writeln!(text, " Game {number}");
        let left = format!("alpha : {}", score[0]);
        let _ = writeln!(text, " {left:<31}beta : {}", score[1]);
        for (row, pair) in game.cells.chunks(2).enumerate() {
            let left = pair.first().map_or("", String::as_str);
            let right = pair.get(1).map_or("", String::as_str);
            // The right column starts at 34, or one space after a long left cell.
            let width = 28.max(left.len() + 1);
            let line = format!("{:>3}) {left:<width$}{right}", row + 1);
            let _ = writeln!(text, "{}", line.trim_end());
        }
        let unit = if game.points == 1 { "point" } else { "points" };
        let indent = if game.winner == 0 { 6 } else { 34 };
        let _ = writeln!(text, "{:indent$}Wins {} {unit}\n", "", game.points);
        score[game.winner] += game.points;
    }
    text
}

/// Plays one game to its end.
fn play_game(plan: &Plan, rng: &mut Rng) -> Played {
    let oxford = plan.rules.set == RuleSet::Oxford;
    // The opening roll: one die each; the higher starts and plays both. A
    // tie starts a game only under Oxford rules (doubling it); otherwise roll again.
    let (mut mover, first) = loop {
        let (a, b) = (rng.die(), rng.die());
        if a != b || oxford {
            let starter = if a == b {
                rng.below(2) as usize
            } else {
                usize::from(b > a)
            };
            break (starter, Roll::new(a, b).expect("dice are 1 to 6"));
        }
    };
    let opening_double = oxford && first.is_double();
    let mut cells = Vec::new();
    if mover == 1 {
        cells.push(String::new());
    }
    let mut board = Position::start();
    // Oxford: the factor each player's offers put on their own loss; the
    // standard game: the cube.
    let mut stake = [1u32; 2];
    let mut cube = 1u32;
    let mut may_offer: [bool; 2] = [true, true];
    let mut offers = 0;
    let mut roll = Some(first);
    loop {
        let dice = match roll.take() {
            Some(first) => first,
            None => {
                if offers < plan.most_offers
                    && may_offer[mover]
                    && rng.below(100) < plan.offer_percent
                {
                    offers += 1;
                    cube *= 2;
                    cells.push(format!(" Doubles => {cube}"));
                    let take = !oxford || rng.below(2) == 0;
                    cells.push(if take { " Takes" } else { " Drops" }.into());
                    stake[mover] *= if take { 4 } else { 2 };
                    may_offer = [false, false];
                    may_offer[1 - mover] = true;
                }
                Roll::new(rng.die(), rng.die()).expect("dice are 1 to 6")
            }
        };
        let plays = plan.rules.legal_plays(&board, dice);
        let cell = format!("{}{}:", dice.high(), dice.low());
        if plays.is_empty() {
            cells.push(cell);
        } else {
            let chosen = plays[rng.below(plays.len() as u64) as usize];
            cells.push(format!("{cell} {}", format_play(&chosen.play)));
            board = chosen.result;
        }
        if board.off() == CHECKERS {
            let loser = 1 - mover;
            let points = if oxford {
                oxford_points(&board, stake[loser], opening_double)
            } else {
                cube * standard_multiple(&board)
            };
            return Played {
                cells,
                winner: mover,
                points,
            };
        }
        board = board.switched();
        mover = 1 - mover;
    }
}

/// The Oxford count, from the winner's board: the loser's checkers still on
/// the board (bar included), once if the loser bore one off, twice if not,
/// three times with one on the bar; times the loser's stake; doubled after a
/// tied opening roll.
fn oxford_points(board: &Position, stake: u32, opening_double: bool) -> u32 {
    let (_, loser) = board.to_sides();
    let left: u32 = loser.iter().map(|&n| u32::from(n)).sum();
    let on_bar = loser[24] > 0;
    let multiple = if left < u32::from(CHECKERS) {
        1
    } else if on_bar {
        3
    } else {
        2
    };
    let opening = if opening_double { 2 } else { 1 };
    left * multiple * stake * opening
}

/// The standard multiple: 1, or 2 for a gammon, 3 with a loser's checker on
/// the bar or in the winner's home board.
fn standard_multiple(board: &Position) -> u32 {
    let (_, loser) = board.to_sides();
    let left: u32 = loser.iter().map(|&n| u32::from(n)).sum();
    // The winner's home board is the loser's 19 to 24 (indices 18..=23).
    let stranded = loser[18..25].iter().any(|&n| n > 0);
    if left < u32::from(CHECKERS) {
        1
    } else if stranded {
        3
    } else {
        2
    }
}
