//! The match bookkeeping of the replay: turns, the cube, results and scores.

use std::fs;

use crate::common::fixture;
use bgkit::transcript::{DiagnosticKind, ValidationReport, validate};

/// A turn line with the right cell at column 34, as GNU Backgammon writes it.
fn turn(number: usize, left: &str, right: &str) -> String {
    format!(
        "{:>3}) {:<28}{}{}",
        number,
        left,
        if left.len() >= 28 { " " } else { "" },
        right
    )
}

/// A transcript of one game (or more, when `games` holds ` Game N` lines itself).
fn transcript(length: u32, headers: &str, games: &str) -> String {
    format!("{headers}\n {length} point match\n\n{games}")
}

fn game(number: u32, score: [u32; 2], lines: &[String]) -> String {
    let score_line = format!(" {:<31}bob : {}", format!("ann : {}", score[0]), score[1]);
    format!(" Game {number}\n{score_line}\n{}\n\n", lines.join("\n"))
}

/// Opening turns that every test below starts from: ann 3-1, bob 4-2.
fn opening() -> Vec<String> {
    vec![turn(1, "31: 8/5 6/5", "42: 8/4 6/4")]
}

fn kinds(report: &ValidationReport) -> Vec<(u32, DiagnosticKind)> {
    report.errors.iter().map(|e| (e.line, e.kind)).collect()
}

#[test]
fn cube_actions_in_order_are_accepted() {
    // Given ann doubles, bob takes, bob later redoubles and ann drops
    let mut lines = opening();
    lines.push(turn(2, " Doubles => 2", " Takes"));
    lines.push(turn(3, "52: 13/11 13/8", " Doubles => 4"));
    lines.push(turn(4, " Drops", ""));
    lines.push("                                 Wins 2 points".into());
    let text = transcript(5, "", &game(1, [0, 0], &lines));

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid; bob wins the value of the cube before the dropped double
    assert!(report.valid, "{:#?}", report.errors);
}

#[test]
fn cube_mistakes_are_reported_where_they_are_written() {
    // Given variations of a cube exchange after the opening (line 6 is the first after it)
    let table: [(&str, Vec<String>, DiagnosticKind); 6] = [
        (
            "the cube owner's opponent redoubles",
            vec![
                turn(2, " Doubles => 2", " Takes"),
                turn(3, "52: 13/11 13/8", ""),
                turn(4, " Doubles => 4", ""),
            ],
            DiagnosticKind::CubeOutOfTurn,
        ),
        (
            "a first double offers 4",
            vec![turn(2, " Doubles => 4", " Takes")],
            DiagnosticKind::WrongCube,
        ),
        (
            "a beaver in a match",
            vec![turn(2, " Doubles => 2", " Beavers => 4")],
            DiagnosticKind::Beaver,
        ),
        (
            "a drop scored at the doubled value",
            vec![
                turn(2, " Doubles => 2", " Drops"),
                "      Wins 2 points".into(),
            ],
            DiagnosticKind::WrongResult,
        ),
        (
            "the doubler answers their own double",
            vec![turn(2, " Doubles => 2", ""), turn(3, " Takes", "")],
            DiagnosticKind::UnexpectedAction,
        ),
        (
            "a double during the opponent's turn",
            vec![turn(2, "", " Doubles => 2")],
            DiagnosticKind::CubeOutOfTurn,
        ),
    ];
    for (case, extra, kind) in table {
        let mut lines = opening();
        lines.extend(extra);
        let text = transcript(5, "", &game(1, [0, 0], &lines));

        // When validated
        let report = validate(text.as_bytes());

        // Then the one error is of the expected kind, on a line after the opening
        let found = kinds(&report);
        assert_eq!(found.len(), 1, "{case}: {:#?}", report.errors);
        assert_eq!(found[0].1, kind, "{case}: {:#?}", report.errors);
        assert!(found[0].0 > 5, "{case}: {:#?}", report.errors);
    }
}

#[test]
fn a_double_before_the_first_roll_is_out_of_turn() {
    let text = transcript(
        5,
        "",
        &game(1, [0, 0], &[turn(1, " Doubles => 2", " Takes")]),
    );
    let report = validate(text.as_bytes());
    assert_eq!(kinds(&report), [(6, DiagnosticKind::CubeOutOfTurn)]);
}

#[test]
fn a_beaver_in_money_play_keeps_the_cube_with_the_beaver() {
    // Given a money session: ann doubles, bob beavers to 4, then bob may redouble to 8
    let mut lines = opening();
    lines.push(turn(2, " Doubles => 2", " Beavers => 4"));
    lines.push(turn(3, "52: 13/11 13/8", " Doubles => 8"));
    lines.push(turn(4, " Drops", ""));
    lines.push("                                 Wins 4 points".into());
    let text = transcript(0, "; [Beaver \"On\"]", &game(1, [0, 0], &lines));

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid: bob owned the cube at 4 and won 4 on the drop
    assert!(report.valid, "{:#?}", report.errors);
}

#[test]
fn a_resignation_is_worth_one_two_or_three_times_the_cube() {
    // Given ann resigns after the opening with the cube at 2, for several stated values
    for (points, valid) in [(2, true), (4, true), (6, true), (5, false), (1, false)] {
        let mut lines = opening();
        lines.push(turn(2, " Doubles => 2", " Takes"));
        lines.push(format!(
            "                                 Wins {points} points"
        ));
        let text = transcript(25, "", &game(1, [0, 0], &lines));

        // When validated
        let report = validate(text.as_bytes());

        // Then only multiples 1-3 of the cube are accepted
        assert_eq!(report.valid, valid, "{points}: {:#?}", report.errors);
    }
}

#[test]
fn scores_add_up_across_games_and_the_match_ends_at_its_length() {
    // Given a 1-point match won by a resignation in game 1, then a second game
    let game1 = game(
        1,
        [0, 0],
        &[
            turn(1, "31: 8/5 6/5", ""),
            "      Wins 1 point and the match".into(),
        ],
    );
    let game2 = game(2, [1, 0], &opening());
    let text = transcript(1, "", &(game1.clone() + &game2));

    // When validated
    let report = validate(text.as_bytes());

    // Then the second game is one too many
    assert_eq!(kinds(&report), [(9, DiagnosticKind::UnexpectedAction)]);

    // And without it the match is complete and valid
    let report = validate(transcript(1, "", &game1).as_bytes());
    assert!(report.valid && report.warnings.is_empty(), "{report:#?}");
}

#[test]
fn claiming_the_match_too_early_is_a_wrong_result() {
    let lines = [
        turn(1, "31: 8/5 6/5", ""),
        "      Wins 1 point and the match".into(),
    ];
    let report = validate(transcript(3, "", &game(1, [0, 0], &lines)).as_bytes());
    assert_eq!(kinds(&report), [(7, DiagnosticKind::WrongResult)]);
}

#[test]
fn a_game_cut_short_before_another_is_left_undecided_with_a_warning_as_the_last_one_is() {
    // Given game 1 stops after the opening and game 2 follows, as
    // transcribers cut a game whose end was clear
    let text = transcript(
        3,
        "",
        &(game(1, [0, 0], &opening()) + &game(2, [0, 0], &opening())),
    );

    // When validated
    let report = validate(text.as_bytes());

    // Then the transcript is valid: game 1 is left undecided with a warning
    // where it stops, and game 2, the last, is unfinished
    assert_eq!(kinds(&report), []);
    let warned = |kind| report.warnings.iter().any(|w| w.kind == kind);
    assert!(
        report
            .warnings
            .iter()
            .any(|w| w.kind == DiagnosticKind::MissingResult && w.line == 6),
        "{:#?}",
        report.warnings
    );
    assert!(warned(DiagnosticKind::Unfinished));
    assert_eq!(report.matches[0].games[0].winner, None);
}

/// Game 4 of the real gnubg transcript, where charlot2 resigns a backgammon
/// with the cube never turned.
fn backgammon_game(stated: u32, jacoby: &str) -> String {
    let path = fixture("realworld/gnubg-charlot-7p.mat");
    let text = fs::read_to_string(path).expect("fixture");
    let body: Vec<&str> = text.lines().skip(92).take(27).collect();
    let mut lines: Vec<String> = body.iter().map(|l| l.to_string()).collect();
    lines.push(format!("      Wins {stated} points"));
    let score_line = " charlot1 : 0                   charlot2 : 0";
    format!(
        "; [Jacoby \"{jacoby}\"]\n 0 point match\n\n Game 1\n{score_line}\n{}\n",
        lines.join("\n")
    )
}

#[test]
fn a_resigned_backgammon_counts_as_resigned_under_the_jacoby_rule_too() {
    // Given the same money game with and without the Jacoby rule. The rule
    // counts a gammon played out single, not what the loser resigns: GNU
    // Backgammon scores a backgammon resigned with the cube centred under it
    // at 3 (`RE[B+3R]`), a gammon at 2
    // (fixtures/sgf/scenarios/jacoby-resign-gammon.sgf).
    let table = [
        ("On", 1, true),
        ("On", 3, true),
        ("On", 4, false),
        ("Off", 3, true),
        ("Off", 1, true),
        ("Off", 4, false),
    ];
    for (jacoby, stated, valid) in table {
        // When validated with a stated value
        let report = validate(backgammon_game(stated, jacoby).as_bytes());

        // Then any resignation value is accepted, and nothing above
        assert_eq!(
            report.valid, valid,
            "Jacoby {jacoby}, {stated}: {:#?}",
            report.errors
        );
    }
}

#[test]
fn a_money_game_whose_headers_leave_out_the_jacoby_rule_counts_a_gammon_as_its_result_does() {
    // Given a real money game that ends in a backgammon with the cube never
    // turned, written `Wins 1 point` under `; [Jacoby "On"]`
    let text = fs::read_to_string(fixture(
        "realworld-corpus/xg/pipandlove-bg-db-KR-TL_2026-10-08_jacoby-on.txt",
    ))
    .expect("fixture");
    let header = "; [Jacoby \"On\"]";
    assert!(text.contains(header));

    // When the header is left out; Then the result is the authority on the
    // rule: valid, with one warning that says why 1 counts
    let silent = validate(text.replace(header, "").as_bytes());
    assert!(silent.valid, "{:#?}", silent.errors);
    assert_eq!(kinds(&silent), []);
    let warned: Vec<_> = silent.warnings.iter().map(|w| (w.line, w.kind)).collect();
    assert_eq!(warned, [(52, DiagnosticKind::WriterQuirk)]);
    assert!(
        silent.warnings[0]
            .message
            .contains("headers do not say whether the Jacoby rule holds"),
        "{}",
        silent.warnings[0].message
    );
    assert_eq!(silent.matches[0].games[0].points, Some(1));

    // And the full value of the backgammon is as good without the header
    let full = validate(
        text.replace(header, "")
            .replace("Wins 1 point", "Wins 3 points")
            .as_bytes(),
    );
    assert!(full.valid, "{:#?}", full.errors);
    assert!(full.warnings.is_empty(), "{:#?}", full.warnings);

    // And a header that turns the rule off still makes 1 a wrong result
    let off = validate(text.replace(header, "; [Jacoby \"Off\"]").as_bytes());
    assert_eq!(kinds(&off), [(52, DiagnosticKind::WrongResult)]);
}

#[test]
fn a_hint_for_a_roll_without_legal_plays_says_so() {
    // Given the player on roll closed out with a checker on the bar
    let mut points = [0i8; 26];
    points[25] = 1;
    points[1] = 14;
    points[19..=24].fill(-2);
    points[18] = -3;
    let board = bgkit::board::Position::from_points(points).unwrap();
    // When a hint is written for 6-6
    let hint = bgkit::transcript::legal_hint(&board, bgkit::board::Roll::new(6, 6).unwrap());
    // Then it says there is no legal play
    assert_eq!(hint, "6-6 has no legal play here");
}
