use super::*;
use crate::board::{Roll, Step};

fn mv(from: u8, to: u8, hit: bool) -> Move {
    Move { from, to, hit }
}

fn quiet(from: u8, to: u8) -> Move {
    mv(from, to, false)
}

fn hit(from: u8, to: u8) -> Move {
    mv(from, to, true)
}

#[test]
fn moves_are_written_in_canonical_form() {
    let table: Vec<(Vec<Move>, &str)> = vec![
        (
            vec![quiet(6, 4), quiet(6, 4), quiet(6, 4), quiet(13, 11)],
            "13/11 6/4(3)",
        ),
        (vec![hit(13, 7), quiet(7, 5)], "13/7*/5"),
        (vec![quiet(7, 5), hit(13, 7)], "13/7*/5"),
        (vec![quiet(25, 22), quiet(6, 0)], "bar/22 6/off"),
        (vec![quiet(6, 4), quiet(8, 4)], "8/4 6/4"),
        (vec![quiet(24, 15)], "24/15"),
        (
            vec![quiet(18, 12), quiet(24, 18), quiet(24, 18), quiet(18, 12)],
            "24/18/12(2)",
        ),
        (
            vec![hit(24, 18), quiet(13, 8), quiet(18, 13)],
            "24/18*/13/8",
        ),
        (vec![quiet(5, 0), quiet(5, 0)], "5/off(2)"),
        (vec![hit(13, 7), quiet(13, 7)], "13/7 13/7*"),
        (vec![quiet(13, 7), hit(13, 7), quiet(7, 5)], "13/7/5 13/7*"),
        (
            vec![quiet(25, 20), quiet(20, 16), quiet(25, 21)],
            "bar/21 bar/20/16",
        ),
        (vec![], ""),
    ];
    for (moves, text) in table {
        // When the moves are formatted
        let written = format_moves(&moves);

        // Then the text is the canonical one
        assert_eq!(written, text, "moves {moves:?}");
    }
}

#[test]
fn more_than_four_identical_moves_are_split_into_counts_of_at_most_four() {
    // Given six checkers moved 6/4 (not one turn, but a list a caller may build)
    let moves = vec![quiet(6, 4); 6];

    // Then no count exceeds what the parser accepts
    assert_eq!(format_moves(&moves), "6/4(4) 6/4(2)");
}

#[test]
fn the_order_of_the_moves_does_not_change_the_text() {
    // Given one play written in two orders
    let one = vec![quiet(24, 18), quiet(13, 7), quiet(18, 12), hit(7, 1)];
    let other = vec![hit(7, 1), quiet(18, 12), quiet(13, 7), quiet(24, 18)];

    // Then both format alike
    assert_eq!(format_moves(&one), format_moves(&other));
    assert_eq!(format_moves(&one), "24/18/12 13/7/1*");
}

#[test]
fn malformed_moves_are_written_without_panicking() {
    // Given moves the parser would refuse: upwards, in place, out of range
    let table: Vec<(Vec<Move>, &str)> = vec![
        (vec![quiet(5, 7), quiet(7, 5)], "7/5/7"),
        (vec![quiet(5, 5), quiet(5, 5)], "5/5/5"),
        (vec![quiet(30, 0), quiet(0, 3)], "30/off off/3"),
    ];
    for (moves, text) in table {
        // Then every move still appears in the text
        assert_eq!(format_moves(&moves), text, "moves {moves:?}");
    }
}

#[test]
fn a_record_is_written_roll_first() {
    let roll = Roll::new(2, 4).ok();
    let table = [
        (roll, vec![quiet(8, 4), quiet(6, 4)], "4-2 8/4 6/4"),
        (roll, vec![], "4-2"),
        (None, vec![quiet(8, 4), quiet(6, 4)], "8/4 6/4"),
    ];
    for (roll, moves, text) in table {
        let record = Record { roll, moves };
        assert_eq!(format_record(&record), text, "record {record:?}");
    }
}

#[test]
fn a_play_is_written_from_its_steps_with_hits_marked() {
    // Given the steps of 6-2 played 13/7*/5
    let play = Play::from_steps(&[
        Step {
            from: 13,
            to: 7,
            die: 6,
            hit: true,
        },
        Step {
            from: 7,
            to: 5,
            die: 2,
            hit: false,
        },
    ]);

    // Then the play is written as one chain
    assert_eq!(format_play(&play), "13/7*/5");
    assert_eq!(format_play(&Play::new()), "");
}

#[test]
fn normalizing_puts_moves_in_written_order() {
    // Given a record whose moves are not in canonical order
    let record = Record {
        roll: Roll::new(6, 6).ok(),
        moves: vec![quiet(6, 0), quiet(13, 7), quiet(6, 0), quiet(7, 1)],
    };

    // When normalized
    let normalized = record.normalized();

    // Then the moves follow the text `13/7/1 6/off(2)` and the roll is kept
    assert_eq!(normalized.roll, record.roll);
    assert_eq!(
        normalized.moves,
        vec![quiet(13, 7), quiet(7, 1), quiet(6, 0), quiet(6, 0)]
    );
    assert_eq!(normalized.normalized(), normalized);
}
