use super::*;
use crate::board::BAR;
use crate::notation::error::Found;

fn quiet(from: u8, to: u8) -> Move {
    Move {
        from,
        to,
        hit: false,
    }
}

fn hit(from: u8, to: u8) -> Move {
    Move {
        from,
        to,
        hit: true,
    }
}

fn roll(a: u8, b: u8) -> Option<Roll> {
    Roll::new(a, b).ok()
}

/// Asserts that `input` fails with the error at `column`, expecting `expected`, finding `found`.
fn assert_fails(
    result: Result<impl std::fmt::Debug, ParseError>,
    input: &str,
    column: usize,
    expected: &str,
    found: &str,
) {
    let error = match result {
        Ok(parsed) => panic!("{input:?} parsed as {parsed:?}"),
        Err(error) => error,
    };
    assert_eq!(error.column(), column, "column for {input:?}: {error}");
    assert_eq!(error.expected, expected, "expected for {input:?}");
    assert_eq!(error.found.to_string(), found, "found for {input:?}");
    assert_eq!(
        error.to_string(),
        format!("expected {expected}, found {found}"),
        "message for {input:?}"
    );
}

#[test]
fn rolls_are_read_in_every_written_form() {
    let table = [
        ("4-2", roll(4, 2)),
        ("2-4", roll(4, 2)),
        ("42", roll(4, 2)),
        ("24", roll(4, 2)),
        ("42:", roll(4, 2)),
        ("4-2:", roll(4, 2)),
        ("6-6", roll(6, 6)),
        ("11", roll(1, 1)),
        ("  52:  ", roll(5, 2)),
    ];
    for (input, expected) in table {
        // When the text is read as a roll
        let parsed = parse_roll(input);

        // Then the dice are normalised high first
        assert_eq!(parsed.ok(), expected, "roll {input:?}");
    }
}

#[test]
fn records_give_the_roll_and_every_move() {
    let table: Vec<(&str, Option<Roll>, Vec<Move>)> = vec![
        ("4-2", roll(4, 2), vec![]),
        ("42: ", roll(4, 2), vec![]),
        ("4-2 8/4 6/4", roll(4, 2), vec![quiet(8, 4), quiet(6, 4)]),
        ("8/4 6/4", None, vec![quiet(8, 4), quiet(6, 4)]),
        ("13/7*", None, vec![hit(13, 7)]),
        ("13/7*/5", None, vec![hit(13, 7), quiet(7, 5)]),
        (
            "2-2 6/4(3) 13/11",
            roll(2, 2),
            vec![quiet(6, 4), quiet(6, 4), quiet(6, 4), quiet(13, 11)],
        ),
        ("bar/22 17/9", None, vec![quiet(25, 22), quiet(17, 9)]),
        ("5/off 2/off", None, vec![quiet(5, 0), quiet(2, 0)]),
        ("25/22", None, vec![quiet(25, 22)]),
        ("6/0", None, vec![quiet(6, 0)]),
        ("Bar/22", None, vec![quiet(25, 22)]),
        ("BAR/22", None, vec![quiet(25, 22)]),
        ("7/Off", None, vec![quiet(7, 0)]),
        ("7/OFF", None, vec![quiet(7, 0)]),
        ("13/1*(2)", None, vec![hit(13, 1), hit(13, 1)]),
        (
            "52: 13/8 13/11",
            roll(5, 2),
            vec![quiet(13, 8), quiet(13, 11)],
        ),
        ("8/4, 6/4", None, vec![quiet(8, 4), quiet(6, 4)]),
        ("8/4,6/4", None, vec![quiet(8, 4), quiet(6, 4)]),
        ("8/4 ,6/4", None, vec![quiet(8, 4), quiet(6, 4)]),
        ("24/15", None, vec![quiet(24, 15)]),
        (
            "24/18*/13/8",
            None,
            vec![hit(24, 18), quiet(18, 13), quiet(13, 8)],
        ),
        (
            "13/7/1(2)",
            None,
            vec![quiet(13, 7), quiet(7, 1), quiet(13, 7), quiet(7, 1)],
        ),
        ("6/off(2)", None, vec![quiet(6, 0), quiet(6, 0)]),
        // A count one space from its move, as hand-typed plays have it.
        ("8/4 (2)", None, vec![quiet(8, 4), quiet(8, 4)]),
        (
            "13/7* (2) 6/5",
            None,
            vec![hit(13, 7), hit(13, 7), quiet(6, 5)],
        ),
        (
            "  31:\t8/5*  6/5  ",
            roll(3, 1),
            vec![hit(8, 5), quiet(6, 5)],
        ),
        ("42:13/9", roll(4, 2), vec![quiet(13, 9)]),
        ("13/08", None, vec![quiet(13, 8)]),
    ];
    for (input, expected_roll, expected_moves) in table {
        // When the text is read as a record
        let record = parse_record(input);

        // Then the whole tree is as written
        let expected = Record {
            roll: expected_roll,
            moves: expected_moves,
        };
        assert_eq!(record, Ok(expected), "record {input:?}");
    }
}

#[test]
fn moves_alone_are_read_without_a_roll() {
    let table: Vec<(&str, Vec<Move>)> = vec![
        ("8/4 6/4", vec![quiet(8, 4), quiet(6, 4)]),
        ("13/7*/5", vec![hit(13, 7), quiet(7, 5)]),
        ("bar/22 17/9", vec![quiet(25, 22), quiet(17, 9)]),
        ("6/4(4)", vec![quiet(6, 4); 4]),
        ("13/7\t,  13/9", vec![quiet(13, 7), quiet(13, 9)]),
        ("", vec![]),
        ("   ", vec![]),
    ];
    for (input, expected) in table {
        assert_eq!(parse_moves(input), Ok(expected), "moves {input:?}");
    }
}

#[test]
fn each_move_carries_the_span_of_its_token() {
    // Given moves with a chain, a repeat and a comma
    let input = " 13/7*/5, bar/22(2)";

    // When parsed with spans
    let spanned = parse_moves_spanned(input).expect("valid moves");

    // Then each move points at the token that produced it
    let actual: Vec<(Move, &str)> = spanned
        .iter()
        .map(|s| (s.mv, &input[s.span.clone()]))
        .collect();
    assert_eq!(
        actual,
        vec![
            (hit(13, 7), "13/7*/5"),
            (quiet(7, 5), "13/7*/5"),
            (quiet(25, 22), "bar/22(2)"),
            (quiet(25, 22), "bar/22(2)"),
        ]
    );
}

#[test]
fn bad_moves_are_reported_at_the_offending_token() {
    const NO_MORE: &str = "no more moves: one roll makes at most four";
    const SOURCE_MSG: &str = "a point 1 to 24 or `bar` to move from";
    const DESTINATION_MSG: &str = "a point 0 to 24 or `off` to move to";
    let table: Vec<(&str, usize, &str, &str)> = vec![
        ("0/5", 1, SOURCE_MSG, "`0`"),
        ("off/5", 1, SOURCE_MSG, "`off`"),
        ("26/20", 1, SOURCE_MSG, "`26`"),
        ("bar/bar", 5, DESTINATION_MSG, "`bar`"),
        ("5/7", 3, "a point below 5", "`7`"),
        ("5/5", 3, "a point below 5", "`5`"),
        ("8/4 5/5", 7, "a point below 5", "`5`"),
        ("24/18/20", 7, "a point below 18", "`20`"),
        (
            "99999999999999999999/3",
            1,
            SOURCE_MSG,
            "`99999999999999999999`",
        ),
        ("13/25", 4, DESTINATION_MSG, "`25`"),
        ("8/4 6/4 xyz", 9, "a move", "`xyz`"),
        ("8/4 6", 6, "`/`", "end of input"),
        ("8/", 3, DESTINATION_MSG, "end of input"),
        ("8/x", 3, DESTINATION_MSG, "`x`"),
        ("13*/7", 3, "`/`", "`*`"),
        (
            "8/4x",
            4,
            "`*`, `/`, `(`, a space, a comma or the end of input",
            "`x`",
        ),
        (
            "13/7**",
            6,
            "`/`, `(`, a space, a comma or the end of input",
            "`*`",
        ),
        (
            "5/off*",
            6,
            "`(`, a space, a comma or the end of input",
            "`*`",
        ),
        (
            "5/off/3",
            6,
            "`(`, a space, a comma or the end of input",
            "`/`",
        ),
        ("6/4(3)x", 7, "a space, a comma or the end of input", "`x`"),
        ("6/4(5)", 5, "a repeat count 1 to 4", "`5`"),
        ("6/4 6/4 6/4 6/4 6/4", 17, NO_MORE, "`6`"),
        ("6/4(3) 8/4(2)", 8, NO_MORE, "`8`"),
        ("24/20/16/12/8/4", 1, NO_MORE, "`24`"),
        ("bar/22 6/4(3) 8/off", 15, NO_MORE, "`8`"),
        ("6/4(0)", 5, "a repeat count 1 to 4", "`0`"),
        (
            "6/4(999999999999999999999999999999)",
            5,
            "a repeat count 1 to 4",
            "`999999999999999999999999…`",
        ),
        ("6/4(x)", 5, "a repeat count 1 to 4", "`x`"),
        ("6/4()", 5, "a repeat count 1 to 4", "`)`"),
        ("6/4(3", 6, "`)`", "end of input"),
        ("8/4,", 5, "a move", "end of input"),
        ("8/4,,6/4", 5, "a move", "`,`"),
        (",8/4", 1, "a move", "`,`"),
        ("8/4  (2)", 6, "a move", "`(`"),
        ("é/4", 1, "a move", "`é`"),
        ("8/4 é/4", 5, "a move", "`é`"),
        ("ü8/4 ü", 1, "a move", "`ü8`"),
    ];
    for (input, column, expected, found) in table {
        assert_fails(parse_moves(input), input, column, expected, found);
    }
}

#[test]
fn bad_records_are_reported_at_the_offending_token() {
    let table: Vec<(&str, usize, &str, &str)> = vec![
        ("", 1, "a roll or a move", "end of input"),
        ("   ", 4, "a roll or a move", "end of input"),
        ("xyz", 1, "a roll or a move", "`xyz`"),
        ("4-7 8/4", 3, "a die 1 to 6", "`7`"),
        ("0-3", 1, "a die 1 to 6", "`0`"),
        ("4-", 3, "a die 1 to 6", "end of input"),
        ("4-x", 3, "a die 1 to 6", "`x`"),
        ("77 8/4", 1, "a die 1 to 6", "`7`"),
        ("47 8/4", 2, "a die 1 to 6", "`7`"),
        ("4-2x 8/4", 4, "`:`, a space or the end of input", "`x`"),
        ("4-2 8/4 6/4 xyz", 13, "a move", "`xyz`"),
        ("52: 13/8 13/11 *", 16, "a move", "`*`"),
        ("42: 0/5", 5, "a point 1 to 24 or `bar` to move from", "`0`"),
        ("123/5", 1, "a point 1 to 24 or `bar` to move from", "`123`"),
        (
            "22: 6/4 6/4 6/4 6/4 6/4",
            21,
            "no more moves: one roll makes at most four",
            "`6`",
        ),
    ];
    for (input, column, expected, found) in table {
        assert_fails(parse_record(input), input, column, expected, found);
    }
}

#[test]
fn bad_rolls_are_reported_at_the_offending_die() {
    let table: Vec<(&str, usize, &str, &str)> = vec![
        ("", 1, "a roll", "end of input"),
        ("x", 1, "a roll", "`x`"),
        ("4", 1, "a roll", "`4`"),
        ("4-7", 3, "a die 1 to 6", "`7`"),
        ("70", 1, "a die 1 to 6", "`7`"),
        ("60", 2, "a die 1 to 6", "`0`"),
        ("42 8/4", 4, "the end of input", "`8`"),
        ("42::", 4, "the end of input", "`:`"),
        ("13/8", 1, "a roll", "`13`"),
    ];
    for (input, column, expected, found) in table {
        assert_fails(parse_roll(input), input, column, expected, found);
    }
}

#[test]
fn the_error_offset_is_in_bytes_and_the_column_in_characters() {
    // Given a bad point after a comment-like run of accented letters and a comma
    let input = "8/4, 6/4 ééé";

    // When parsed
    let error = parse_moves(input).expect_err("accented letters are not a move");

    // Then the offset counts bytes and the column characters
    assert_eq!(error.offset, 9);
    assert_eq!(error.column(), 10);
    assert_eq!(error.found, Found::Text("ééé".into()));
}

#[test]
fn four_moves_are_the_most_a_record_holds_but_the_transcript_reader_takes_more() {
    // Given five moves, each a token of its own
    let text = "6/4 6/4 6/4 6/4 6/4";

    // When read as a record or as moves, Then the fifth is refused
    assert!(parse_record(text).is_err());
    assert!(parse_moves_spanned(text).is_err());
    // and four are accepted
    assert_eq!(parse_moves("6/4 6/4 6/4 6/4").map(|m| m.len()), Ok(4));

    // When read for a transcript, Then all five come back for the reader to count
    let mut out = Vec::new();
    assert_eq!(parse_moves_into(text, &mut out), Ok(()));
    assert_eq!(out.len(), 5);
}

#[test]
fn a_step_in_digits_is_read_from_its_bytes_to_the_end_of_the_line() {
    // Given steps as writers spell them, some at the very end of the line
    let table = [
        ("13/10* 13/10", 0, Some((13, 10, true, 6))),
        ("x 6/0", 2, Some((6, 0, false, 5))),
        ("25/22", 0, Some((BAR, 22, false, 5))),
        ("  25/22 13/7", 8, Some((13, 7, false, 12))),
        ("8/5,6/5", 0, Some((8, 5, false, 3))),
        // Words, a hit on `off`, a chain, a count: read point by point
        ("bar/22", 0, None),
        ("6/0*", 0, None),
        ("13/7/5", 0, None),
        ("6/4(2)", 0, None),
        // Not moves at all
        ("61: 13/7", 0, None),
        ("5/7", 0, None),
        ("100/2", 0, None),
        ("8/5", 3, None),
    ];
    for (text, at, expected) in table {
        // When read; Then the step and its end are found, or none
        let read = step_at(text, at).map(|(mv, end, _)| (mv.from, mv.to, mv.hit, end));
        assert_eq!(read, expected, "{text}");
    }
}

/// Bytes that make steps in digits, and some that nearly do.
fn step_bytes() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
    use proptest::prelude::*;
    let byte = prop_oneof![
        6 => prop::sample::select(b"0123456789/*".to_vec()),
        2 => prop::sample::select(b"barBARoffOFF :(,".to_vec()),
        1 => Just(0u8),
        1 => any::<u8>(),
    ];
    prop::collection::vec(byte, 0..16)
}

proptest::proptest! {
    #[test]
    fn a_step_read_from_its_bytes_is_the_step_read_point_by_point(bytes in step_bytes()) {
        // Given any bytes; When a plain step is read from them
        if let Some((mv, length)) = plain_step(&bytes) {
            // Then reading point by point gives the same one step, ending there
            let (rest, path) = any_move(&bytes).expect("the general reading agrees");
            proptest::prop_assert_eq!(path.steps(), &[mv][..]);
            proptest::prop_assert_eq!(path.count, 1);
            proptest::prop_assert_eq!(bytes.len() - rest.len(), length);
        }
    }

    #[test]
    fn a_step_near_the_end_of_a_line_is_read_as_anywhere_else(
        bytes in step_bytes(),
        at in 0usize..18,
    ) {
        // Given a line and a place in it; When a step is read there from the
        // line and from the rest of the line alone
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if at <= text.len() && text.is_char_boundary(at) {
            let in_line = step_at(&text, at).map(|(mv, end, _)| (mv, end));
            let alone = plain_step(&text.as_bytes()[at..]).map(|(mv, length)| (mv, at + length));
            // Then both read the same
            proptest::prop_assert_eq!(in_line, alone);
        }
    }
}

#[test]
fn a_move_glued_to_a_hit_mark_starts_after_it() {
    // Given the next move written against a hit mark, as transcribers write it
    let moves = parse_moves_spanned("25/22*13/9").unwrap();
    // When read; Then the two moves are read, each with its own span
    let read: Vec<(Move, std::ops::Range<usize>)> =
        moves.into_iter().map(|m| (m.mv, m.span)).collect();
    assert_eq!(read, [(hit(25, 22), 0..6), (quiet(13, 9), 6..10)]);
    // But not after a repeat count, nor after a point without a mark
    assert!(parse_moves("6/4*(2)5/3").is_err());
    assert!(parse_moves("25/2213/9").is_err());
}
