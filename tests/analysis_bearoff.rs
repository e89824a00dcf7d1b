//! The one-sided bear-off database against values known exactly.

use bgkit::analysis::bearoff::{
    HomeBoard, PIPS_PER_ROLL, POSITIONS, TooManyCheckers, bearoff_win, database, exact_win_chance,
};
use bgkit::board::Position;

fn board(counts: [u8; 6]) -> HomeBoard {
    HomeBoard::new(counts).unwrap()
}

/// A position where both sides have only the given home boards left.
fn both_bearing_off(mine: [u8; 6], theirs: [u8; 6]) -> Position {
    let mut on_roll = [0u8; 25];
    let mut opponent = [0u8; 25];
    on_roll[..6].copy_from_slice(&mine);
    opponent[..6].copy_from_slice(&theirs);
    Position::from_sides(&on_roll, &opponent).unwrap()
}

#[test]
fn the_database_holds_every_home_board_of_up_to_fifteen_checkers() {
    assert_eq!(POSITIONS, 54_264);
    assert_eq!(database().len(), POSITIONS);
}

#[test]
fn expected_rolls_match_exact_values() {
    // Given boards whose expected bear-off length is known exactly
    let cases: [([u8; 6], f64, f64); 4] = [
        // One checker on the 6-point: 27 of 36 rolls take it off at once.
        ([0, 0, 0, 0, 0, 1], 1.25, 1e-12),
        ([0, 0, 0, 0, 0, 2], 2.1096, 5e-5),
        ([7, 0, 0, 0, 0, 0], 3.550_925_925_9, 1e-10),
        ([0; 6], 0.0, 0.0),
    ];
    for (counts, expected, tolerance) in cases {
        // When looked up
        let rolls = database().expected_rolls(&board(counts));
        // Then the value matches
        assert!(
            (rolls - expected).abs() <= tolerance,
            "{counts:?}: expected {expected}, found {rolls}"
        );
    }
}

#[test]
fn effective_pip_counts_are_expected_rolls_times_49_over_6() {
    // Given one checker on the 6-point, and fifteen on the ace point
    let db = database();
    let lone_six = board([0, 0, 0, 0, 0, 1]);
    let fifteen_aces = board([15, 0, 0, 0, 0, 0]);
    // Then the EPCs are 10.208 and 57.00
    assert!((db.epc(&lone_six) - 10.208_333).abs() < 1e-6);
    assert_eq!((db.epc(&fifteen_aces) * 100.0).round() / 100.0, 57.00);
    assert!((PIPS_PER_ROLL - 49.0 / 6.0).abs() < 1e-15);
    // And wastage is EPC minus pips
    assert!((db.wastage(&lone_six) - (10.208_333 - 6.0)).abs() < 1e-6);
}

#[test]
fn the_player_on_roll_with_one_checker_each_on_the_six_point_wins_13_in_16() {
    // Given one checker each on the 6-point, player on roll to move
    let position = both_bearing_off([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1]);
    // When the bear-off odds are computed
    let win = bearoff_win(&position).unwrap();
    // Then on roll wins 3/4 at once plus 1/4 x 1/4 when both miss
    assert!((win - 0.8125).abs() < 1e-12);
}

#[test]
fn distributions_give_the_chance_of_each_length() {
    // Given one checker on the 6-point
    let dist = database().distribution(&board([0, 0, 0, 0, 0, 1]));
    // Then it finishes in one roll 3/4 of the time and always within two
    assert_eq!(dist.fewest(), 1);
    assert_eq!(dist.most(), 2);
    assert!((dist.exactly(1) - 0.75).abs() < 1e-12);
    assert!((dist.exactly(2) - 0.25).abs() < 1e-12);
    assert_eq!(dist.exactly(3), 0.0);
    assert!((dist.at_least(2) - 0.25).abs() < 1e-12);
    assert_eq!(dist.at_least(0), 1.0);
}

#[test]
fn a_side_already_off_has_won_or_lost_the_race() {
    // Given a finished side
    let finished = board([0; 6]);
    let lone_six = board([0, 0, 0, 0, 0, 1]);
    // Then it wins when on roll and cannot be caught
    assert_eq!(database().win_chance(&finished, &lone_six), 1.0);
    assert_eq!(database().win_chance(&lone_six, &finished), 0.0);
}

#[test]
fn bear_off_odds_need_both_sides_home() {
    // Given the opening position
    // Then no bear-off figure applies
    assert_eq!(bearoff_win(&Position::start()), None);
    assert_eq!(HomeBoard::of_on_roll(&Position::start()), None);
}

#[test]
fn home_boards_are_read_from_either_side_of_a_position() {
    // Given a bear-off position
    let position = both_bearing_off([2, 0, 3, 0, 0, 1], [0, 4, 0, 0, 1, 0]);
    // Then each side's board is in its own numbering
    assert_eq!(
        HomeBoard::of_on_roll(&position).unwrap().counts(),
        [2, 0, 3, 0, 0, 1]
    );
    assert_eq!(
        HomeBoard::of_opponent(&position).unwrap().counts(),
        [0, 4, 0, 0, 1, 0]
    );
    assert_eq!(HomeBoard::of_on_roll(&position).unwrap().pips(), 2 + 9 + 6);
}

#[test]
fn a_board_with_more_than_fifteen_checkers_is_rejected() {
    assert_eq!(
        HomeBoard::new([16, 0, 0, 0, 0, 0]),
        Err(TooManyCheckers(16))
    );
    assert_eq!(HomeBoard::new([3, 3, 3, 3, 3, 1]), Err(TooManyCheckers(16)));
}

#[test]
fn every_index_gives_back_its_board() {
    // Given some boards
    for counts in [
        [0; 6],
        [15, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 15],
        [1, 2, 3, 4, 5, 0],
    ] {
        let home = board(counts);
        // Then their index leads back to them
        assert_eq!(HomeBoard::from_index(home.index()), Some(home));
    }
    assert_eq!(HomeBoard::from_index(POSITIONS), None);
}

#[test]
fn the_exact_two_sided_chances_agree_with_gnubgs_two_sided_database() {
    // Given GNU Backgammon's chances for random pairs of boards of up to six
    // checkers (fixtures/gnubg/two_sided.txt, scripts/gnubg/two_sided.py),
    // which it keeps in 16 bits
    let text = std::fs::read_to_string(crate::common::fixture("gnubg/two_sided.txt")).unwrap();
    let counts = |digits: &str| -> [u8; 6] {
        let mut counts = [0u8; 6];
        for (slot, digit) in counts.iter_mut().zip(digits.bytes()) {
            *slot = digit - b'0';
        }
        counts
    };
    let mut worst = 0.0f64;
    let mut pairs = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (mine, theirs) = (counts(fields[0]), counts(fields[1]));
        let gnubg: f64 = fields[2].parse().unwrap();
        // When bgkit works the chance out exactly
        let exact = exact_win_chance(&board(mine), &board(theirs)).unwrap();
        // Then it is gnubg's to the precision gnubg keeps
        worst = worst.max((exact - gnubg).abs());
        pairs += 1;
    }
    assert_eq!(pairs, 400);
    assert!(worst < 1e-4, "differs from gnubg by up to {worst}");
}
