//! Whatever the bytes, the reader and validator answer with typed errors that
//! say where, and never panic.

use std::fs;

use crate::common::fixture;
use bgkit::transcript::{
    DiagnosticKind, Location, MAX_LINE_BYTES, ReadError, ReadErrorKind, read_match, validate,
};

#[track_caller]
fn fixture_bytes(path: &str) -> Vec<u8> {
    fs::read(fixture(path)).expect("fixture exists")
}

/// A small deterministic generator, so failures can be replayed.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

#[test]
fn empty_input_is_an_error_saying_no_games_were_found() {
    // Given inputs with nothing in them
    for input in [
        &b""[..],
        b"\n\n",
        b"   \r\n",
        b"; [Site \"x\"]\n",
        b"\xEF\xBB\xBF",
    ] {
        // When read and validated
        let read = read_match(input);
        let report = validate(input);

        // Then both say so, without a position
        assert_eq!(
            read,
            Err(ReadError {
                location: None,
                kind: ReadErrorKind::Empty
            }),
            "{input:?}"
        );
        assert!(!report.valid);
        assert_eq!(report.errors.len(), 1);
        assert_eq!(report.errors[0].kind, DiagnosticKind::Syntax);
        assert!(
            report.errors[0].message.contains("no games"),
            "{}",
            report.errors[0].message
        );
        assert_eq!(report.dialect, None);
    }
}

#[test]
fn random_bytes_give_errors_with_positions_and_no_panic() {
    // Given many random inputs, some made of transcript-like characters
    let alphabet = b" \n0123456789:/*()?=>GamepointWinsDoublesTakesbaroff;[]\"\r\t\xff\xe9";
    let mut rng = Lcg(7);
    for round in 0..400 {
        let length = (rng.next() % 600) as usize;
        let bytes: Vec<u8> = (0..length)
            .map(|_| {
                if round % 2 == 0 {
                    rng.next() as u8
                } else {
                    alphabet[(rng.next() as usize) % alphabet.len()]
                }
            })
            .collect();

        // When validated
        let report = validate(&bytes);

        // Then it is invalid unless it happens to be a transcript, and every error is located
        if !report.valid {
            for error in &report.errors {
                let located = error.line > 0 && error.column > 0;
                assert!(located || error.message.contains("no games"), "{error}");
            }
        }
    }
}

#[test]
fn truncations_of_a_transcript_are_handled() {
    // Given a real transcript cut at many places: every 7th byte and around
    // every line end
    let bytes = fixture_bytes("realworld/gnubg-charlot-7p.mat");
    let line_ends = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .map(|(i, _)| i);
    let mut cuts: Vec<usize> = (0..bytes.len()).step_by(7).collect();
    for end in line_ends {
        cuts.extend([end.saturating_sub(1), end, end + 1]);
    }
    for end in cuts.into_iter().filter(|&end| end <= bytes.len()) {
        // When validated, Then nothing panics and every error says something
        let report = validate(&bytes[..end]);
        assert!(report.errors.iter().all(|e| !e.message.is_empty()));
    }
    // And a cut in the middle of a play gives a located error
    let cut = String::from_utf8_lossy(&bytes)
        .find("24/21 6/5")
        .map(|i| i + 4)
        .expect("the play is there");
    let report = validate(&bytes[..cut]);
    assert!(!report.valid);
    assert!(
        report.errors.iter().all(|e| e.line > 0),
        "{:#?}",
        report.errors
    );
}

#[test]
fn a_match_length_too_large_to_be_real_is_an_error_not_an_overflow() {
    // Given a header claiming 10^12 points (and one beyond 64 bits)
    for digits in ["1000000000000", "99999999999999999999999999"] {
        let text = format!(" {digits} point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/5\n");

        // When read and validated
        let read = read_match(text.as_bytes());
        let report = validate(text.as_bytes());

        // Then the length is rejected at its column
        assert!(
            matches!(
                read,
                Err(ReadError {
                    kind: ReadErrorKind::NumberTooLarge {
                        what: "match length",
                        ..
                    },
                    ..
                })
            ),
            "{read:?}"
        );
        let error = &report.errors[0];
        assert_eq!(
            (error.line, error.column, error.kind),
            (1, 2, DiagnosticKind::MatchLength)
        );
    }
}

#[test]
fn a_huge_line_is_rejected_without_being_decoded() {
    // Given a header, then a single 20 MB line of digits
    let mut bytes = b" 5 point match\n".to_vec();
    bytes.resize(bytes.len() + 20 * 1024 * 1024, b'7');
    bytes.push(b'\n');

    // When read
    let error = read_match(&bytes).expect_err("the line is too long");

    // Then the error names the line and the limit
    assert!(
        matches!(
            error,
            ReadError {
                location: Some(Location { line: 2, .. }),
                kind: ReadErrorKind::LineTooLong { .. },
            }
        ),
        "{error}"
    );
    assert!(
        error.to_string().contains(&MAX_LINE_BYTES.to_string()),
        "{error}"
    );
}

#[test]
fn garbage_inside_a_game_is_reported_and_the_next_game_still_checked() {
    // Given a transcript whose game 1 contains a garbage line and whose game 2 has a wrong score
    let text = " 3 point match\n\n Game 1\n a : 0      b : 0\n  1) 31: 8/5 6/5    @@@ 42: 8/4 6/4\n\n Game 2\n a : 0      b : 9\n  1) 31: 8/5 6/5\n";

    // When validated
    let report = validate(text.as_bytes());

    // Then the garbage is a syntax error at its column, and game 2 is still
    // checked: its score is not compared with a count game 1 left unknown,
    // but 9 points end a 3-point match whatever game 1 gave
    let error = &report.errors[0];
    assert_eq!(
        (error.line, error.column, error.kind),
        (5, 21, DiagnosticKind::Syntax)
    );
    assert_eq!(error.game, Some(1));
    let later: Vec<_> = report.errors[1..]
        .iter()
        .map(|e| (e.line, e.game, e.kind))
        .collect();
    assert_eq!(later, [(8, Some(2), DiagnosticKind::WrongScore)]);
    assert_eq!(report.games, 2);
}

#[test]
fn a_bad_move_is_a_syntax_error_at_the_move() {
    // Given a move to a point beyond the board
    let text = " 1 point match\n Game 1\n a : 0      b : 0\n  1) 31: 8/5 6/x\n";

    // When read
    let error = read_match(text.as_bytes()).expect_err("not a move");

    // Then the column is that of the bad point
    let location = error.location().expect("located");
    assert_eq!((location.line, location.column), (4, 16), "{error}");
}

#[test]
fn a_match_built_from_json_with_impossible_points_is_rejected_not_replayed() {
    // Given a real match whose first move is edited, in JSON, to start on point 99
    let matched = read_match(&fixture_bytes("realworld/gnubg-charlot-7p.mat")).expect("valid");
    let mut json = serde_json::to_value(&matched).expect("serialises");
    json["games"][0]["actions"][0]["kind"]["moves"][0]["move"]["from"] = 99.into();
    let edited: bgkit::transcript::Match = serde_json::from_value(json).expect("still a match");

    // When replayed
    let replay = bgkit::transcript::replay(&edited);

    // Then the move is an illegal play on its line
    let error = &replay.errors[0];
    assert_eq!(
        (error.line, error.kind),
        (7, DiagnosticKind::IllegalPlay),
        "{error}"
    );
}

#[test]
fn transcripts_with_a_few_bytes_changed_never_panic() {
    // Given real transcripts with one to three bytes replaced, removed or inserted
    let files: Vec<Vec<u8>> = [
        "realworld/gnubg-charlot-7p.mat",
        "realworld/bgstudio-5p.mat",
        "dialects/extreme-gammon.mat",
    ]
    .iter()
    .map(|path| fixture_bytes(path))
    .collect();
    let alphabet = b" \n0123456789:/*()?=>WinsDoublesTakesDropsbaroffGame;,\xff";
    let mut rng = Lcg(99);
    for round in 0..300 {
        let mut bytes = files[round % files.len()].clone();
        for _ in 0..1 + rng.next() % 3 {
            let at = rng.next() as usize % bytes.len();
            let byte = alphabet[rng.next() as usize % alphabet.len()];
            match rng.next() % 3 {
                0 => bytes[at] = byte,
                1 => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at, byte),
            }
        }

        // When validated, Then every error is located
        let report = validate(&bytes);
        assert!(
            report.errors.iter().all(|e| e.line > 0 && e.column > 0),
            "{:#?}",
            report.errors
        );
    }
}

#[test]
fn an_input_with_more_games_than_any_real_transcript_stops_with_an_error() {
    // Given a header and one game more than the limit, each game just its two lines
    let mut text = String::from(" 1 point match\n");
    for number in 1..=bgkit::transcript::MAX_GAMES + 1 {
        text.push_str(&format!(" Game {number}\n a : 0      b : 0\n"));
    }

    // When read
    let error = read_match(text.as_bytes()).expect_err("too many games");

    // Then reading stops at the first game past the limit
    let location = error.location().expect("located");
    assert_eq!(
        location.line as usize,
        2 + 2 * bgkit::transcript::MAX_GAMES,
        "{error}"
    );
    assert!(
        matches!(error.kind, ReadErrorKind::TooMuch { what: "games", .. }),
        "{error}"
    );
}
