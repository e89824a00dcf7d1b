//! `analysis::stats` against a slow reference that recounts every figure from
//! the exported positions alone: dances and their expectation from each
//! board's closed points, hits and the chance of one by trying every roll
//! with the general legal-play generator, the pips a hit costs from the pip
//! counts, each bear-off roll's luck and each play's error over the general
//! generator's plays; on generated matches and on real ones. The exact
//! bear-off values themselves are held against a plain recursion over whole
//! positions on the small boards the matches meet (here) and on random ones
//! (the table's unit tests).

use std::cell::RefCell;
use std::collections::HashMap;

use crate::common::fixtures_root;
use crate::common::games::{Coverage, Rng, random_match};
use bgkit::analysis::bearoff::{exact_bearoff_win, exact_win_after_play};
use bgkit::analysis::stats::{BEAROFF_TOLERANCE, PlayerStats, match_stats};
use bgkit::board::{Position, Roll, legal_plays};
use bgkit::ids::position_id;
use bgkit::transcript::{Ending, Match, TurnKind, export, read_match, validate};

/// What the reference counts for one player.
#[derive(Debug, Default, Clone)]
struct Counts {
    rolls: u32,
    doubles_rolled: u32,
    pips_rolled: u32,
    dances: u32,
    expected_dances: f64,
    hits_made: u32,
    expected_hits_made: f64,
    hits_suffered: u32,
    expected_hits_suffered: f64,
    checkers_hit: u32,
    pips_hit: u32,
    checkers_sent_back: u32,
    pips_lost_to_hits: u32,
    bearoff_rolls: u32,
    bearoff_luck: f64,
    bearoff_errors: u32,
    bearoff_error: f64,
    doubles: u32,
    takes: u32,
    drops: u32,
    beavers: u32,
    highest_cube: u32,
    games: u32,
    games_won: u32,
    points_won: u32,
    gammons_won: u32,
    backgammons_won: u32,
    gammons_lost: u32,
    backgammons_lost: u32,
}

thread_local! {
    /// Exact bear-off values already worked out by brute force, by position on roll.
    static MEMO: RefCell<HashMap<Position, f64>> = RefCell::new(HashMap::new());
}

/// The chance that the player on roll wins a race where both sides have
/// all their checkers home: every roll, every legal result of the general
/// generator, recursively. Slow: for small boards only.
fn brute_force(position: &Position) -> f64 {
    if let Some(known) = MEMO.with(|m| m.borrow().get(position).copied()) {
        return known;
    }
    let mut total = 0.0;
    for roll in Roll::all() {
        let best = legal_plays(position, roll)
            .iter()
            .map(|play| {
                if play.result.all_off() {
                    1.0
                } else {
                    1.0 - brute_force(&play.result.switched())
                }
            })
            .fold(0.0f64, f64::max);
        total += f64::from(roll.weight()) * best;
    }
    let value = total / 36.0;
    MEMO.with(|m| m.borrow_mut().insert(*position, value));
    value
}

/// The mover's exact chance after a play, the board still from the mover's
/// view, from the library's table (whose values the brute force checks).
fn after_play(after: &Position) -> f64 {
    exact_win_after_play(after).unwrap()
}

/// Both sides bearing off with six checkers or fewer each.
fn in_exact_bearoff(position: &Position) -> bool {
    position.all_home()
        && position.switched().all_home()
        && position.checkers_on_board() <= 6
        && position.switched().checkers_on_board() <= 6
}

/// Rolls out of 36 on which some legal play hits.
fn hitting_rolls(position: &Position) -> u32 {
    Roll::all()
        .filter(|&roll| {
            legal_plays(position, roll)
                .iter()
                .any(|p| p.play.hits() > 0)
        })
        .map(Roll::weight)
        .sum()
}

/// Every figure of both players, from `export` and the general generator.
fn reference(matched: &Match) -> [Counts; 2] {
    let exported = export(matched);
    let mut seats = [Counts::default(), Counts::default()];
    for game in &exported.games {
        let followed = game.turns.iter().any(|t| t.before.is_some()) || game.result.is_some();
        if !followed {
            continue;
        }
        for seat in &mut seats {
            seat.games += 1;
        }
        let (mut cube, mut offered, mut highest) = (1u32, 1u32, 1u32);
        for turn in &game.turns {
            let p = usize::from(turn.player);
            let q = 1 - p;
            if let (Some([a, b]), true) = (
                turn.roll,
                turn.before.is_some() || turn.kind == TurnKind::Resign,
            ) {
                seats[p].rolls += 1;
                seats[p].doubles_rolled += u32::from(a == b);
                seats[p].pips_rolled += if a == b {
                    4 * u32::from(a)
                } else {
                    u32::from(a) + u32::from(b)
                };
            }
            match turn.kind {
                TurnKind::Double => {
                    seats[p].doubles += 1;
                    offered = turn.cube.unwrap();
                }
                TurnKind::Take => {
                    seats[p].takes += 1;
                    cube = offered;
                }
                TurnKind::Drop => seats[p].drops += 1,
                TurnKind::Beaver => {
                    seats[p].beavers += 1;
                    cube = offered;
                    offered = turn.cube.unwrap();
                }
                _ => {}
            }
            highest = highest.max(cube);
            let (TurnKind::Move, Some(before), Some(after)) =
                (turn.kind, &turn.before, &turn.after)
            else {
                continue;
            };
            let before = position_id::decode(before).unwrap();
            // The export sees the board after from the opponent's side
            let after = position_id::decode(after).unwrap().switched();
            let [a, b] = turn.roll.unwrap();
            let roll = Roll::new(a, b).unwrap();
            if before.bar() > 0 {
                let closed = (19..=24).filter(|&point| before.theirs(point) >= 2).count();
                seats[p].expected_dances += (closed as f64 / 6.0).powi(2);
                seats[p].dances += u32::from(turn.play.as_deref() == Some(""));
            }
            let chance = f64::from(hitting_rolls(&before)) / 36.0;
            seats[p].expected_hits_made += chance;
            seats[q].expected_hits_suffered += chance;
            let hits = turn.hits.unwrap() as u32;
            if hits > 0 {
                seats[p].hits_made += 1;
                seats[q].hits_suffered += 1;
            }
            let lost = after.opponent_pip_count() - before.opponent_pip_count();
            seats[p].checkers_hit += hits;
            seats[p].pips_hit += lost;
            seats[q].checkers_sent_back += hits;
            seats[q].pips_lost_to_hits += lost;
            if in_exact_bearoff(&before) {
                let chance = exact_bearoff_win(&before).unwrap();
                let best = legal_plays(&before, roll)
                    .iter()
                    .map(|play| after_play(&play.result))
                    .fold(0.0f64, f64::max);
                let made = after_play(&after);
                seats[p].bearoff_rolls += 1;
                seats[p].bearoff_luck += best - chance;
                if best - made > BEAROFF_TOLERANCE {
                    seats[p].bearoff_errors += 1;
                    seats[p].bearoff_error += made - best;
                }
            }
        }
        for seat in &mut seats {
            seat.highest_cube = seat.highest_cube.max(highest);
        }
        if let Some(result) = &game.result
            && let Some(how) = result.how
        {
            let w = usize::from(result.winner);
            seats[w].games_won += 1;
            seats[w].points_won += result.points;
            let margin = match how {
                Ending::Gammon => 2,
                Ending::Backgammon => 3,
                Ending::Resign => result.points / cube,
                _ => 1,
            };
            seats[w].gammons_won += u32::from(margin == 2);
            seats[w].backgammons_won += u32::from(margin == 3);
            seats[1 - w].gammons_lost += u32::from(margin == 2);
            seats[1 - w].backgammons_lost += u32::from(margin == 3);
        }
    }
    seats
}

#[track_caller]
fn close(found: f64, expected: f64, what: &str, label: &str) {
    assert!(
        (found - expected).abs() < 1e-9,
        "{label}: {what} is {found}, the reference says {expected}"
    );
}

/// Every figure of `stats` equals the reference's.
#[track_caller]
fn assert_agrees(stats: &PlayerStats, expected: &Counts, label: &str) {
    let whole = [
        ("rolls", stats.rolls, expected.rolls),
        (
            "doubles_rolled",
            stats.doubles_rolled,
            expected.doubles_rolled,
        ),
        ("pips_rolled", stats.pips_rolled, expected.pips_rolled),
        ("dances", stats.dances, expected.dances),
        ("hits_made", stats.hits_made, expected.hits_made),
        ("hits_suffered", stats.hits_suffered, expected.hits_suffered),
        ("checkers_hit", stats.checkers_hit, expected.checkers_hit),
        ("pips_hit", stats.pips_hit, expected.pips_hit),
        (
            "checkers_sent_back",
            stats.checkers_sent_back,
            expected.checkers_sent_back,
        ),
        (
            "pips_lost_to_hits",
            stats.pips_lost_to_hits,
            expected.pips_lost_to_hits,
        ),
        ("bearoff_rolls", stats.bearoff_rolls, expected.bearoff_rolls),
        (
            "bearoff_errors",
            stats.bearoff_errors,
            expected.bearoff_errors,
        ),
        ("doubles", stats.doubles, expected.doubles),
        ("takes", stats.takes, expected.takes),
        ("drops", stats.drops, expected.drops),
        ("beavers", stats.beavers, expected.beavers),
        ("highest_cube", stats.highest_cube, expected.highest_cube),
        ("games", stats.games, expected.games),
        ("games_won", stats.games_won, expected.games_won),
        ("points_won", stats.points_won, expected.points_won),
        ("gammons_won", stats.gammons_won, expected.gammons_won),
        (
            "backgammons_won",
            stats.backgammons_won,
            expected.backgammons_won,
        ),
        ("gammons_lost", stats.gammons_lost, expected.gammons_lost),
        (
            "backgammons_lost",
            stats.backgammons_lost,
            expected.backgammons_lost,
        ),
    ];
    for (what, found, wanted) in whole {
        assert_eq!(found, wanted, "{label}: {what}");
    }
    close(
        stats.expected_dances,
        expected.expected_dances,
        "expected_dances",
        label,
    );
    close(
        stats.expected_hits_made,
        expected.expected_hits_made,
        "expected_hits_made",
        label,
    );
    close(
        stats.expected_hits_suffered,
        expected.expected_hits_suffered,
        "expected_hits_suffered",
        label,
    );
    close(
        stats.bearoff_luck,
        expected.bearoff_luck,
        "bearoff_luck",
        label,
    );
    close(
        stats.bearoff_error,
        expected.bearoff_error,
        "bearoff_error",
        label,
    );
    close(
        stats.entering_luck,
        expected.expected_dances - f64::from(expected.dances),
        "entering_luck",
        label,
    );
    close(
        stats.hitting_luck,
        f64::from(expected.hits_made) - expected.expected_hits_made
            + expected.expected_hits_suffered
            - f64::from(expected.hits_suffered),
        "hitting_luck",
        label,
    );
    assert_eq!(
        stats.bearoff_mistakes.len() as u32,
        stats.bearoff_errors,
        "{label}"
    );
}

#[test]
fn every_figure_of_generated_matches_agrees_with_the_slow_reference() {
    // Given random legal matches with doubles, beavers, drops, resignations,
    // hits, dances and bear-offs
    let mut rng = Rng::new(0x5747_5354);
    let mut coverage = Coverage::default();
    let mut bearoff_rolls = 0;
    for index in 0..4 {
        let matched = random_match(&mut rng, &mut coverage);
        // When counted, and recounted by the reference
        let stats = match_stats(&matched, None);
        let expected = reference(&matched);
        // Then every figure of both players agrees
        for (seat, (found, wanted)) in stats.players.iter().zip(&expected).enumerate() {
            assert_agrees(found, wanted, &format!("match {index}, player {seat}"));
            bearoff_rolls += found.bearoff_rolls;
        }
    }
    // And the matches reached the cube, hits, dances and exact bear-offs
    assert!(coverage.doubles > 0 && coverage.hits > 0 && coverage.dances > 0);
    assert!(bearoff_rolls > 0);
}

#[test]
fn every_figure_of_real_matches_agrees_with_the_slow_reference() {
    // Given real matches from several writers
    let root = fixtures_root();
    let files = [
        "realworld/gnubg-charlot-7p.mat",
        "realworld/galaxy-5p.mat",
        "realworld/bgstudio-5p.mat",
        "realworld/gnubg-export-money-s1035-noisy.mat",
        "sgf/realworld/gnubg-analysed-match1486073_analyzed.sgf",
    ];
    let mut bearoff_rolls = 0;
    for file in files {
        let text = std::fs::read(root.join(file)).unwrap();
        let report = validate(&text);
        assert!(report.valid, "{file}");
        let matched = read_match(&text).unwrap();
        // When counted, and recounted by the reference
        let stats = match_stats(&matched, None);
        let expected = reference(&matched);
        // Then every figure of both players agrees
        for (seat, (found, wanted)) in stats.players.iter().zip(&expected).enumerate() {
            assert_agrees(found, wanted, file);
            bearoff_rolls += found.bearoff_rolls;
            // And the matches won are the ones validation's summary gives
            let won = report
                .matches
                .iter()
                .filter(|m| m.winner == Some(seat as u8));
            assert_eq!(found.matches_won as usize, won.count(), "{file}");
            assert_eq!(found.matches as usize, report.matches.len(), "{file}");
        }
    }
    assert!(bearoff_rolls > 0);
}

#[test]
fn both_sides_see_each_hit_and_each_expectation_from_their_own_end() {
    // Given a real match
    let text = std::fs::read(fixtures_root().join("realworld/gnubg-charlot-7p.mat")).unwrap();
    let [one, two] = match_stats(&read_match(&text).unwrap(), None).players;
    // Then what one made the other suffered, and the luck is shared out
    assert_eq!(one.hits_made, two.hits_suffered);
    assert_eq!(one.checkers_hit, two.checkers_sent_back);
    assert_eq!(one.pips_hit, two.pips_lost_to_hits);
    assert!((one.expected_hits_made - two.expected_hits_suffered).abs() < 1e-12);
    assert!((one.hitting_luck + two.hitting_luck).abs() < 1e-12);
    assert_eq!(one.games, two.games);
    assert_eq!(one.games_won + two.games_won, one.games);
}

#[test]
fn adding_matches_up_adds_every_count_and_derives_the_luck_again() {
    // Given the statistics of two matches of one player
    let root = fixtures_root();
    let read = |file: &str| {
        let text = std::fs::read(root.join(file)).unwrap();
        match_stats(&read_match(&text).unwrap(), None).players
    };
    let [first, _] = read("realworld/gnubg-charlot-7p.mat");
    let [_, second] = read("realworld/galaxy-5p.mat");
    // When added up
    let mut total = PlayerStats::named("both");
    total.add(&first);
    total.add(&second);
    // Then counts add, the highest cube is the higher one, and luck is
    // worked out from the sums
    assert_eq!(total.rolls, first.rolls + second.rolls);
    assert_eq!(total.matches, 2);
    assert_eq!(
        total.highest_cube,
        first.highest_cube.max(second.highest_cube)
    );
    assert!((total.entering_luck - (first.entering_luck + second.entering_luck)).abs() < 1e-9);
    assert_eq!(total.name, "both");
}

#[test]
fn the_exact_bear_off_values_met_in_real_matches_agree_with_brute_force() {
    // Given the bear-off positions of real matches with three checkers or
    // fewer a side (brute force over bigger boards is slow in a debug build)
    let root = fixtures_root();
    let mut checked = 0;
    for dir in ["realworld", "sgf/realworld", "realworld-corpus/galaxy"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let Ok(text) = std::fs::read(&path) else {
                continue;
            };
            let Ok(matched) = read_match(&text) else {
                continue;
            };
            for game in export(&matched).games {
                for turn in game.turns {
                    let Some(before) = turn.before else { continue };
                    let position = position_id::decode(&before).unwrap();
                    if !in_exact_bearoff(&position)
                        || position.checkers_on_board() > 3
                        || position.switched().checkers_on_board() > 3
                    {
                        continue;
                    }
                    // When the table's value is looked up; Then it is the brute force's
                    let table = exact_bearoff_win(&position).unwrap();
                    let slow = brute_force(&position);
                    assert!((table - slow).abs() < 1e-12, "{before}: {table} v {slow}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 20, "only {checked} positions checked");
}
