//! Validation to the first error (`quick_validate`, the verdict mode of the
//! one reading path) on hand-made matches: it answers exactly when the input
//! is valid, with the report that reading to the end gives, warnings and
//! all; and that report says what each writer's habit comes to.

use bgkit::transcript::{ValidationReport, quick_validate, validate_reader};

/// A short clean match as GNU Backgammon writes it: 2 points, three
/// games; a double dropped, a hit, a resignation in the Crawford game, a
/// double after it.
const CLEAN: &str = "; [Site \"GNU Backgammon\"]
; [Player 1 \"alpha\"]

 2 point match

 Game 1
 alpha : 0                      beta : 0
  1) 31: 8/5 6/5                 52: 13/11 11/6
  2)  Doubles => 2                Drops
      Wins 1 point

 Game 2
 alpha : 1                      beta : 0
  1)                             64: 24/18 13/9
  2) 65: 13/7* 13/8
                                  Wins 1 point

 Game 3
 alpha : 1                      beta : 1
  1) 43: 24/20 13/10              Doubles => 2
  2)  Drops                       Wins 1 point
";

fn full(text: &str) -> ValidationReport {
    validate_reader(text.as_bytes()).unwrap()
}

/// Checks `text` to the end and to its first error: valid, so the verdict
/// mode answers with the whole report, which is returned.
#[track_caller]
fn answered_as_by_the_full_path(text: &str) -> ValidationReport {
    let report = full(text);
    assert!(report.valid, "{report:?}");
    assert_eq!(quick_validate(text.as_bytes()).as_ref(), Some(&report));
    report
}

/// The verdict mode answers exactly for a valid input, with the whole report.
#[track_caller]
fn verdict_agrees(text: &[u8]) {
    let report = validate_reader(text).unwrap();
    let verdict = quick_validate(text);
    if report.valid {
        assert_eq!(verdict, Some(report));
    } else {
        assert_eq!(verdict, None, "{report:?}");
    }
}

#[test]
fn a_clean_match_gets_its_whole_report_from_the_verdict_mode() {
    // Given a clean match in GNU Backgammon's form
    // When both lanes check it
    let quick = quick_validate(CLEAN.as_bytes());
    // Then the fast lane answers, and as the full path does
    assert!(full(CLEAN).valid);
    assert_eq!(quick, Some(full(CLEAN)));
    assert_eq!(quick.map(|r| (r.games, r.turns)), Some((3, 9)));
}

#[test]
fn the_verdict_is_the_reports_on_matches_changed_in_one_place() {
    // Given the clean match changed in one place each
    let table = [
        ("an illegal play", "31: 8/5 6/5", "31: 8/5 6/4"),
        ("a repeat count", "31: 8/5 6/5", "31: 8/5(2)"),
        ("a wrong score", " alpha : 1  ", " alpha : 2  "),
        (
            "a wrong result",
            "    Wins 1 point\n\n",
            "    Wins 2 points\n\n",
        ),
        ("a wrong cube", "Doubles => 2 ", "Doubles => 4 "),
        ("a tab", " Game 2", "\tGame 2"),
        ("a lone carriage return", " Game 2\n", " Game 2\r"),
        ("a carriage return in a line", " Game 2\n", " Game\r2\n"),
        (
            "a name outside ASCII",
            "beta : 0\n  1)  ",
            "bêta : 0\n  1)  ",
        ),
        ("a game number out of turn", " Game 2", " Game 3"),
        (
            "a game cut short before another",
            "                                  Wins 1 point\n\n Game 3",
            "\n Game 3",
        ),
        (
            "a double in the Crawford game",
            "  2) 65: 13/7* 13/8\n",
            "  2)  Doubles => 2\n",
        ),
        (
            "a result by the wrong player",
            "                                  Wins 1 point\n\n Game 3",
            "      Wins 1 point\n\n Game 3",
        ),
    ];
    for (what, from, to) in table {
        assert!(CLEAN.contains(from), "{what}: `{from}` not in the match");
        let text = CLEAN.replacen(from, to, 1);
        // When checked to the end and to the first error
        // Then the verdict is the report's, and the report has something to say
        verdict_agrees(text.as_bytes());
        let report = full(&text);
        let remarks = report.errors.len() + report.warnings.len();
        // Some are only spelled in a way other than a gnubg export's.
        let spelling = matches!(what, "a tab" | "a lone carriage return");
        assert_eq!(remarks > 0, !spelling, "{what}: {report:?}");
    }
}

/// A match with two hits, both marked.
const TWO_HITS: &str = " 1 point match

 Game 1
 alpha : 0                      beta : 0
  1) 31: 8/5 6/5                 64: 24/18 13/9
  2) 65: 13/7* 13/8              61: bar/24 24/18*
  3)                              Wins 1 point and the match
";

#[test]
fn a_transcript_that_never_marks_a_hit_gets_one_warning_at_its_first_game() {
    // Given the match with no hit marked, as many writers write
    let text = TWO_HITS.replace('*', "");
    // When both lanes check it
    // Then the fast lane answers as the full path does: one warning, at
    // the first game
    let report = answered_as_by_the_full_path(&text);
    let [warning] = report.warnings.as_slice() else {
        panic!("{report:?}")
    };
    assert!(warning.message.contains("never marks hits"), "{warning:?}");
    assert!(warning.message.contains("2 hits"), "{warning:?}");
    assert_eq!((warning.line, warning.column), (3, 2));
}

#[test]
fn an_unmarked_hit_is_a_warning_where_another_hit_is_marked() {
    for (what, from, to) in [
        ("the first hit unmarked", "13/7*", "13/7"),
        ("the second hit unmarked", "24/18*", "24/18"),
    ] {
        // Given one of the two hits without its mark
        let text = TWO_HITS.replacen(from, to, 1);
        // When checked; Then the verdict is the report's, which warns of that hit
        verdict_agrees(text.as_bytes());
        assert_eq!(full(&text).warnings.len(), 1, "{what}");
    }
}

#[test]
fn a_merged_move_that_leaves_a_hit_open_is_a_warning_that_a_chain_settles() {
    // Given `24/15` with 6-3 past beta's blot on 18 (by 24/18/15) or not
    // (by 24/21/15)
    let text = " 1 point match

 Game 1
 alpha : 0                      beta : 0
  1) 31: 8/5 6/5                 62: 13/7 13/11
  2) 63: 24/15
                                  Wins 1 point and the match
";
    // When both lanes check it
    // Then the fast lane answers as the full path does, warning that
    // no mark settles the hit
    let report = answered_as_by_the_full_path(text);
    let [warning] = report.warnings.as_slice() else {
        panic!("{report:?}")
    };
    assert!(warning.message.contains("whether the checker hit on 18"));
    assert_eq!(
        (warning.line, warning.column, warning.game),
        (6, 6, Some(1))
    );
    // And a chain that says which way settles it: no warning
    let settled = text.replacen("24/15", "24/18*/15", 1);
    assert_eq!(quick_validate(settled.as_bytes()), Some(full(&settled)));
    assert!(full(&settled).warnings.is_empty());
}

#[test]
fn a_merged_move_without_a_mark_hits_nowhere_in_a_transcript_that_marks_its_hits() {
    // Given `24/15` with 6-3 past beta's blot on 18, unmarked, and beta's
    // answer hitting alpha's checker on 15 with its `*`: a transcript that
    // marks its hits, so a move without one hit nowhere
    let text = " 1 point match

 Game 1
 alpha : 0                      beta : 0
  1) 31: 8/5 6/5                 62: 13/7 13/11
  2) 63: 24/15                   31: 13/10* 11/10
                                  Wins 1 point and the match
";
    // When both lanes check it
    // Then neither warns that the merged move leaves a hit open
    let report = answered_as_by_the_full_path(text);
    assert!(report.valid, "{report:?}");
    assert!(
        report
            .warnings
            .iter()
            .all(|w| !w.message.contains("on its way")),
        "{:?}",
        report.warnings
    );
    // And with beta's mark left out the transcript marks no hit, and the
    // open hit is warned of again
    let unmarked = text.replacen("13/10*", "13/10", 1);
    let report = answered_as_by_the_full_path(&unmarked);
    assert!(
        report
            .warnings
            .iter()
            .any(|w| w.message.contains("whether the checker hit on 18")),
        "{:?}",
        report.warnings
    );
}

#[test]
fn a_match_that_stops_after_a_game_is_valid_with_a_warning_at_its_last_game() {
    // Given the clean match without its last game, at 1-1 of 2 points
    let end = CLEAN.find("\n Game 3").expect("a third game");
    let text = &CLEAN[..=end];
    // When both lanes check it
    // Then the fast lane answers as the full path does, warning at the
    // last game that the match stops before its end
    let report = answered_as_by_the_full_path(text);
    let [warning] = report.warnings.as_slice() else {
        panic!("{report:?}")
    };
    assert!(warning.message.contains("ends at 1-1"), "{warning:?}");
    assert_eq!(warning.line, 12, "at ` Game 2`");
}

/// Two games of a 5-point match written from its middle: the first
/// game's score line says `SCORE`.
const FROM_THE_MIDDLE: &str = " 5 point match

 Game 1
 alpha : SCORE                      beta : 1
  1) 31: 8/5 6/5                 64: 24/18 13/9
  2)  Doubles => 2                Drops
      Wins 1 point

 Game 2
 alpha : 3                      beta : 1
  1) 31: 8/5 6/5                 64: 24/18 13/9
  2)  Doubles => 2                Drops
      Wins 1 point
";

#[test]
fn a_first_game_at_a_higher_score_is_valid_with_a_warning() {
    // Given a match whose first game starts at 2-1
    let text = FROM_THE_MIDDLE.replacen("SCORE", "2", 1);
    // When both lanes check it
    // Then the fast lane answers as the full path does: the replay
    // starts at 2-1, at the first score, and stops at 4-1
    let report = answered_as_by_the_full_path(&text);
    let [jump, unfinished] = report.warnings.as_slice() else {
        panic!("{report:?}")
    };
    assert!(jump.message.contains("starts at 2-1, not 0-0"), "{jump:?}");
    assert!(!jump.message.contains("Crawford"), "{jump:?}");
    assert_eq!((jump.line, jump.column), (4, 10));
    assert!(unfinished.message.contains("ends at 4-1"), "{unfinished:?}");
}

#[test]
fn a_first_game_one_point_away_takes_the_crawford_game_as_played() {
    // Given a first game at 4-1 of 5 points, in which alpha doubles
    let end = FROM_THE_MIDDLE.find("\n Game 2").expect("a second game");
    let text = FROM_THE_MIDDLE[..=end].replacen("SCORE", "4", 1).replacen(
        "Wins 1 point",
        "Wins 1 point and the match",
        1,
    );
    // When both lanes check it
    // Then the fast lane answers as the full path does: the Crawford
    // game is taken as played, so the double is allowed
    let report = answered_as_by_the_full_path(&text);
    let [jump] = report.warnings.as_slice() else {
        panic!("{report:?}")
    };
    assert!(
        jump.message
            .contains("the Crawford game is taken as played"),
        "{jump:?}"
    );
    assert_eq!(report.matches[0].winner, Some(0), "alpha, the left player");
}

#[test]
fn a_later_games_higher_score_is_settled_by_the_game_after_it() {
    // Given a match from 2-1 whose second game's score line skips a point
    let text = FROM_THE_MIDDLE
        .replacen("SCORE", "2", 1)
        .replacen(" alpha : 3 ", " alpha : 4 ", 1);
    // When checked; Then whether games are missing or the line is a typo
    // is settled by the game after it, with a warning
    verdict_agrees(text.as_bytes());
    assert!(!full(&text).warnings.is_empty());
}

#[test]
fn a_last_game_cut_short_is_valid_with_two_warnings() {
    // Given the clean match without the last line of its last game
    let text = CLEAN.replacen("  2)  Drops                       Wins 1 point\n", "", 1);
    // When both lanes check it
    // Then the fast lane answers as the full path does: the game stops
    // at its last cell (beta's double), the match before its end
    let report = answered_as_by_the_full_path(&text);
    let [unfinished, undecided] = report.warnings.as_slice() else {
        panic!("{report:?}")
    };
    assert!(unfinished.message.contains("ends at 1-1"), "{unfinished:?}");
    assert!(undecided.message.contains("game 3 stops"), "{undecided:?}");
    assert_eq!((undecided.line, undecided.column), (20, 35));
}

#[test]
fn a_roll_written_alone_before_a_resignation_is_valid_with_a_warning() {
    // Given alpha's roll written without a play, and beta's win after it
    let text = CLEAN.replacen("  2) 65: 13/7* 13/8\n", "  2) 65:\n", 1);
    // When both lanes check it
    // Then the fast lane answers as the full path does, which reads a
    // resignation after rolling, and says so
    let report = answered_as_by_the_full_path(&text);
    let [warning] = report.warnings.as_slice() else {
        panic!("{report:?}")
    };
    assert!(
        warning
            .message
            .contains("alpha rolled 6-5 and wrote no play")
    );
    // But a roll alone where the game goes on is an illegal pass
    let text = CLEAN.replacen("31: 8/5 6/5", "31:", 1);
    assert_eq!(quick_validate(text.as_bytes()), None);
    assert!(!full(&text).valid);
}

#[test]
fn a_dance_in_words_is_valid_only_where_no_play_is_legal() {
    // Given beta dancing from the bar against alpha's made 6 and 5 points
    // ... written `Cannot Move`
    let text = TWO_HITS.replacen("61: bar/24 24/18*", "66: Cannot Move", 1);
    // When both lanes check it; Then the fast lane answers as the full
    // path does
    let report = full(&text);
    assert!(report.valid, "{report:?}");
    assert_eq!(quick_validate(text.as_bytes()), Some(report));
    // But not where a play is legal
    let text = TWO_HITS.replacen("61: bar/24 24/18*", "61: Cannot Move", 1);
    assert_eq!(quick_validate(text.as_bytes()), None);
    assert!(!full(&text).valid);
}

#[test]
fn plays_not_written_one_die_a_move_are_settled_by_the_resolver() {
    // Given a merged move (`13/6` for 5-2) and moves in an order that cannot
    // be played as written (`11/6 13/11`)
    for (from, to) in [
        ("52: 13/11 11/6", "52: 13/6"),
        ("52: 13/11 11/6", "52: 11/6 13/11"),
        // Read by the reader's own move reader: chains and words too.
        ("52: 13/11 11/6", "52: 13/11/6"),
        ("64: 24/18 13/9", "64: 24/18(1) 13/9"),
    ] {
        let text = CLEAN.replacen(from, to, 1);
        // When checked; Then the fast lane answers as the full path does
        assert!(full(&text).valid, "{to}");
        assert_eq!(quick_validate(text.as_bytes()), Some(full(&text)), "{to}");
    }
}

#[test]
fn lines_spelled_as_other_writers_spell_them_are_valid() {
    // Given the clean match with lines spelled as other writers spell them
    let table = [
        ("a lower-case game line", " Game 2", " game 2"),
        ("names with spaces", " beta : ", " beta gamma : "),
        ("a rating", " alpha : 1  ", " alpha,1650 : 1  "),
        ("a move number with a dot", "  1) 31:", "  1. 31:"),
        ("merged moves", "65: 13/7* 13/8", "65: 13/8 13/7*"),
    ];
    for (what, from, to) in table {
        assert!(CLEAN.contains(from), "{what}: `{from}` not in the match");
        let text = CLEAN.replace(from, to);
        // When checked; Then it is valid, the verdict with its whole report
        let full = full(&text);
        assert_eq!(quick_validate(text.as_bytes()), Some(full), "{what}");
    }
}

#[test]
fn move_numbers_glued_to_their_rolls_read_as_numbers_spaced_from_them() {
    // Given the clean match with every move number before a roll glued to it
    // (`1)31:`), as a row may be typed by hand
    let glued = CLEAN
        .replace(") 31:", ")31:")
        .replace(") 65:", ")65:")
        .replace(") 43:", ")43:");
    assert_eq!(glued.matches(")").count(), CLEAN.matches(")").count());
    assert_ne!(glued, CLEAN);
    // When checked; Then it reads as the clean match: valid, no warning,
    // the same games, results and scores
    let report = answered_as_by_the_full_path(&glued);
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    assert_eq!(report, full(CLEAN));
    // And so with dotted move numbers (`1.31:`)
    let dotted = glued.replace(")", ".");
    assert_eq!(answered_as_by_the_full_path(&dotted), report);
}

#[test]
fn a_repeat_count_spaced_from_its_move_reads_as_one_glued_to_it() {
    // Given the clean match with a play of two checkers written with a
    // count (`13/11(2)`), glued to its move and one space from it
    let glued = CLEAN.replacen("52: 13/11 11/6", "22: 13/11(2) 6/4(2)", 1);
    let spaced = CLEAN.replacen("52: 13/11 11/6", "22: 13/11 (2) 6/4 (2)", 1);
    // When checked; Then both are valid, with the same report
    let report = answered_as_by_the_full_path(&spaced);
    assert_eq!(report, answered_as_by_the_full_path(&glued));
}

#[test]
fn cube_words_in_the_past_tense_read_as_in_the_present() {
    // Given the clean match with its cube actions told in the past tense
    let told = CLEAN
        .replace("Doubles => 2", "Doubled => 2")
        .replace("Drops", "Dropped");
    assert_ne!(told, CLEAN);
    // When checked; Then it reads as the clean match: the same report
    let report = answered_as_by_the_full_path(&told);
    assert_eq!(report, full(CLEAN));
}

#[test]
fn lines_ended_by_crlf_read_as_by_line_feeds() {
    // Given the clean match with every line ended by CRLF, and with one
    for text in [CLEAN.replace('\n', "\r\n"), CLEAN.replacen('\n', "\r\n", 3)] {
        // When checked; Then the fast lane answers as the full path does
        let report = full(&text);
        assert!(report.valid && report.warnings.is_empty(), "{report:?}");
        assert_eq!(quick_validate(text.as_bytes()), Some(report));
    }
}

#[test]
fn text_outside_ascii_is_read_in_header_comments_and_bad_utf8_too() {
    // Given a header value in UTF-8
    let text = CLEAN.replacen("\"alpha\"", "\"Café\"", 1);
    // When checked; Then the verdict mode answers with the whole report
    assert_eq!(quick_validate(text.as_bytes()), Some(full(&text)));
    // And invalid UTF-8 there is read as Latin-1, as on any line
    let mut bytes = CLEAN.as_bytes().to_vec();
    bytes.splice(20..20, [0xC3, 0x28]);
    verdict_agrees(&bytes);
    assert!(validate_reader(&bytes[..]).unwrap().valid);
}
