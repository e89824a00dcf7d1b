//! Self-consistency at scale: matches of random legal games, played by the rules
//! engine, must survive every rewriting the library offers.
//!
//! Each match is generated from its own seed (see `common::games`): matches to
//! 1..=25 points, money sessions and plain game records, with dances, hits,
//! bear-offs (single, gammon, backgammon), doubles, takes, drops, beavers,
//! resignations before and after rolling and instead of answering a double,
//! the Crawford game, and header rules (Crawford off, Jacoby, beavers off, a
//! cube limit). Then:
//! - written with `write_mat`, the text validates with no error, reads back as
//!   the same match, and rewriting what was read changes nothing;
//! - exported to JSON text and read back, it is the same match, and exporting
//!   that match again gives the same JSON.
//!
//! A third test writes and reads back plain game records only, so that their
//! rarer cases (a record opening with a resignation, a cube or result of two
//! digits, `???` answering a double) turn up in every run.
//!
//! By default each of the three tests plays 1,500 games (about 170 matches for
//! the first two, 1,500 records for the third), its own: 4,500 games a run. Set
//! `BGKIT_SELF_CONSISTENCY_GAMES` to play more (a smaller number is ignored,
//! since the coverage checks rely on the default), and
//! `BGKIT_SELF_CONSISTENCY_SEED` to start from another seed. A failure names
//! the match's seed and prints its .mat text.

use crate::common::games::{Coverage, Rng, random_match, random_record};
use bgkit::transcript::{
    DiagnosticKind, Match, MatchExport, export, read_match, replay, same_match, validate, write_mat,
};

/// Games each test plays at least: 4,500 a run for the three tests.
const DEFAULT_GAMES: usize = 1_500;

/// Where the JSON test's seeds start, after the .mat test's: the two tests play
/// different matches.
const JSON_SEEDS: u64 = 1 << 32;
/// Where the records test's seeds start.
const RECORD_SEEDS: u64 = 2 << 32;

/// How many games to play and the first match's seed.
fn run_size() -> (usize, u64) {
    let number = |name: &str| std::env::var(name).ok().and_then(|v| v.trim().parse().ok());
    let games = number("BGKIT_SELF_CONSISTENCY_GAMES").map_or(DEFAULT_GAMES, |n: u64| {
        usize::try_from(n).unwrap_or(usize::MAX).max(DEFAULT_GAMES)
    });
    let seed = number("BGKIT_SELF_CONSISTENCY_SEED").unwrap_or(20_261_130);
    (games, seed)
}

/// Generates matches until `games` games were played, handing each to `check`
/// with its seed; returns what the matches covered.
fn for_random_matches(seed_offset: u64, check: impl Fn(u64, &Match)) -> Coverage {
    for_random(random_match, seed_offset, check)
}

/// [`for_random_matches`] with matches made by `generate`.
#[track_caller]
fn for_random(
    generate: fn(&mut Rng, &mut Coverage) -> Match,
    seed_offset: u64,
    check: impl Fn(u64, &Match),
) -> Coverage {
    let (games, first_seed) = run_size();
    let mut coverage = Coverage::default();
    let mut seed = first_seed.wrapping_add(seed_offset);
    while coverage.games < games {
        let matched = generate(&mut Rng::new(seed), &mut coverage);
        // The generator's own bookkeeping must agree with the replay, or the
        // checks below would test nothing.
        let replayed = replay(&matched);
        assert!(
            replayed.errors.is_empty(),
            "match seed {seed}: the generated match breaks the rules: {:#?}",
            replayed.errors
        );
        check(seed, &matched);
        seed = seed.wrapping_add(1);
    }
    coverage
}

/// Every kind of event the generator makes turned up at least once.
#[track_caller]
fn assert_covers_everything(coverage: &Coverage) {
    let counts = [
        ("money sessions", coverage.money_sessions),
        ("plain game records", coverage.plain_records),
        ("unfinished matches", coverage.unfinished),
        ("dances", coverage.dances),
        ("hits", coverage.hits),
        ("single games", coverage.singles),
        ("gammons", coverage.gammons),
        ("backgammons", coverage.backgammons),
        ("Jacoby singles", coverage.jacoby_singles),
        ("takes", coverage.takes),
        ("drops", coverage.drops),
        ("beavers", coverage.beavers),
        ("resignations", coverage.resignations),
        (
            "resignations after rolling",
            coverage.resignations_after_roll,
        ),
        ("losses lines", coverage.losses_lines),
        ("Crawford games", coverage.crawford_games),
        ("post-Crawford doubles", coverage.post_crawford_doubles),
    ];
    for (what, count) in counts {
        assert!(count > 0, "no {what} in {coverage:#?}");
    }
    assert_eq!(coverage.longest_match, 25, "{coverage:#?}");
}

#[test]
fn random_legal_matches_read_back_the_same_from_their_mat_text() {
    let coverage = for_random_matches(0, reads_back_from_mat);
    assert_covers_everything(&coverage);
}

#[test]
fn random_plain_records_read_back_the_same_from_their_text() {
    // Records are a few of the matches above; here every match is one, so
    // that their rarer cases turn up in every run
    let coverage = for_random(random_record, RECORD_SEEDS, reads_back_from_mat);
    let counts = [
        (
            "records opening with a resignation",
            coverage.records_opening_with_resignations,
        ),
        (
            "records with two-digit numbers",
            coverage.records_with_two_digit_numbers,
        ),
        (
            "records resigning to a double",
            coverage.records_resigning_to_doubles,
        ),
    ];
    for (what, count) in counts {
        assert!(count > 0, "no {what} in {coverage:#?}");
    }
}

/// The .mat round trip of one match.
#[track_caller]
fn reads_back_from_mat(seed: u64, matched: &Match) {
    // Given a random match of legal games, written as .mat
    let text = write_mat(matched);

    // When the text is validated and read back
    let report = validate(text.as_bytes());
    let again =
        read_match(text.as_bytes()).unwrap_or_else(|e| panic!("match seed {seed}: {e}\n{text}"));

    // Then it is valid, with no warning beyond an unfinished match
    assert!(
        report.valid && report.errors.is_empty(),
        "match seed {seed}: {:#?}\n{text}",
        report.errors
    );
    assert!(
        report
            .warnings
            .iter()
            .all(|w| w.kind == DiagnosticKind::Unfinished),
        "match seed {seed}: {:#?}\n{text}",
        report.warnings
    );
    // And it holds the same match, which rewrites to the same text
    assert_eq!(
        same_match(matched, &again),
        Ok(()),
        "match seed {seed}\n{text}"
    );
    assert_eq!(write_mat(&again), text, "match seed {seed}");
}

#[test]
fn random_legal_matches_read_back_the_same_from_their_json_export() {
    let coverage = for_random_matches(JSON_SEEDS, |seed, matched| {
        // Given a random match of legal games, exported as JSON text
        let exported = export(matched);
        let json = serde_json::to_string(&exported).unwrap();

        // When the JSON is parsed, turned back into a match and exported again
        let parsed: MatchExport = serde_json::from_str(&json).unwrap();
        let rebuilt = parsed
            .to_match()
            .unwrap_or_else(|e| panic!("match seed {seed}: {e}\n{json}"));
        let again = serde_json::to_value(export(&rebuilt)).unwrap();

        // Then it is the same match, and its export the same JSON
        let context = || format!("match seed {seed}\n{}", write_mat(matched));
        assert_eq!(same_match(matched, &rebuilt), Ok(()), "{}", context());
        let first: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(again, first, "{}", context());
    });
    assert_covers_everything(&coverage);
}
