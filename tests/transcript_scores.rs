//! Score lines that do not follow from the games before them: a match written
//! from its middle, games left out, a typo, a money session counted per game.

use std::fs;

use crate::common::fixture;
use bgkit::transcript::{DiagnosticKind, ValidationReport, read_match, validate, write_sgf};

fn read(name: &str) -> String {
    fs::read_to_string(fixture(name)).expect("the fixture is UTF-8")
}

/// The lines of `text` without 1-based lines `first..=last`.
fn without_lines(text: &str, first: usize, last: usize) -> String {
    let kept: Vec<&str> = text
        .lines()
        .enumerate()
        .filter(|(i, _)| !(first - 1..last).contains(i))
        .map(|(_, line)| line)
        .collect();
    kept.join("\n") + "\n"
}

/// `text` with `from` replaced by `to` on 1-based line `line`.
#[track_caller]
fn on_line(text: &str, line: usize, from: &str, to: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert!(lines[line - 1].contains(from), "{}", lines[line - 1]);
    lines[line - 1] = lines[line - 1].replacen(from, to, 1);
    lines.join("\n") + "\n"
}

/// The first `wrong-score` warning of `report`, which has one.
#[track_caller]
fn first_score_warning(report: &ValidationReport) -> &bgkit::transcript::Diagnostic {
    report
        .warnings
        .iter()
        .find(|w| w.kind == DiagnosticKind::WrongScore)
        .expect("a wrong-score warning")
}

fn score_warnings(report: &ValidationReport) -> Vec<u32> {
    report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::WrongScore)
        .map(|w| w.line)
        .collect()
}

#[test]
fn a_match_or_session_written_from_its_middle_starts_at_its_first_score_with_a_warning() {
    for (fixture, first_game_ends, starts, what) in [
        (
            "realworld/gnubg-charlot-7p.mat",
            32,
            "starts at 0-2",
            "continues a match",
        ),
        (
            "realworld/gnubg-export-money-s1035-noisy.mat",
            32,
            "starts at 1-0",
            "continues a money session",
        ),
    ] {
        // Given a match, or a money session, without its first game
        let text = without_lines(&read(fixture), 5, first_game_ends);

        // When validated
        let report = validate(text.as_bytes());

        // Then it is valid, and the first score line is named in a warning
        // that says where it starts and what it continues
        assert!(report.valid, "{fixture}: {:#?}", report.errors);
        assert_eq!(score_warnings(&report), [6], "{fixture}");
        let warning = first_score_warning(&report);
        assert!(warning.message.contains(starts), "{warning}");
        assert!(warning.message.contains(what), "{warning}");
    }
}

#[test]
fn games_left_out_are_taken_once_a_later_score_line_agrees() {
    // Given the charlot match without its second game (0-2 -> 2-2 is missing)
    let text = without_lines(&read("realworld/gnubg-charlot-7p.mat"), 33, 58);

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid, with a warning at the score line after the gap
    assert!(report.valid, "{:#?}", report.errors);
    assert_eq!(score_warnings(&report), [34]);
}

#[test]
fn a_raised_score_line_that_the_next_one_contradicts_is_a_typo() {
    // Given game 2 written at 0-3 where 0-2 was counted, and game 3 at 2-2
    let text = on_line(
        &read("realworld/gnubg-charlot-7p.mat"),
        34,
        "charlot2 : 2",
        "charlot2 : 3",
    );

    // When validated
    let report = validate(text.as_bytes());

    // Then the raised line is an error, and the lines after it are not blamed
    let lines: Vec<(u32, DiagnosticKind)> =
        report.errors.iter().map(|e| (e.line, e.kind)).collect();
    assert_eq!(lines, [(34, DiagnosticKind::WrongScore)]);
    assert!(score_warnings(&report).is_empty());
}

#[test]
fn a_lower_score_line_is_an_error() {
    // Given game 3 written at 1-2 where 2-2 was counted
    let text = on_line(
        &read("realworld/gnubg-charlot-7p.mat"),
        60,
        "charlot1 : 2",
        "charlot1 : 1",
    );

    // When validated; Then it is an error at that line
    let report = validate(text.as_bytes());
    let lines: Vec<(u32, DiagnosticKind)> =
        report.errors.iter().map(|e| (e.line, e.kind)).collect();
    assert_eq!(lines, [(60, DiagnosticKind::WrongScore)]);
}

#[test]
fn a_score_line_counted_otherwise_is_one_error_and_the_lines_after_it_go_on_from_it() {
    // Given game 2 credited to charlot2 by the score lines (game 3 at 0-4,
    // where 2-2 was counted) and game 4's line following on from that
    // count (4-4, where 6-2 was counted), as a transcriber who put a result
    // in the wrong column writes every line after it
    let text = read("realworld/gnubg-charlot-7p.mat");
    let text = on_line(&text, 60, "charlot1 : 2", "charlot1 : 0");
    let text = on_line(&text, 60, "charlot2 : 2", "charlot2 : 4");
    let text = on_line(&text, 92, "charlot1 : 6", "charlot1 : 4");
    let text = on_line(&text, 92, "charlot2 : 2", "charlot2 : 4");

    // When validated
    let report = validate(text.as_bytes());

    // Then the first line the count cannot explain is the error, for both
    // players; the next line agrees with the transcript's own count and is
    // not blamed again
    let lines: Vec<(u32, DiagnosticKind)> =
        report.errors.iter().map(|e| (e.line, e.kind)).collect();
    assert_eq!(
        lines,
        [
            (60, DiagnosticKind::WrongScore),
            (60, DiagnosticKind::WrongScore)
        ]
    );
    // And the match is counted on from the transcript's count: 4-4, then
    // charlot1's 3 points win it at 7-4
    assert_eq!(report.matches[0].score, [7, 4]);
}

#[test]
fn a_transcripts_own_count_that_ends_the_match_is_not_taken_up() {
    // Given game 2 written at 6-0 where 0-2 was counted (so that by the
    // transcript's own count charlot1 has won the 7-point match with game
    // 2), and game 3 written at 8-0, as that count goes on
    let text = read("realworld/gnubg-charlot-7p.mat");
    let text = on_line(&text, 34, "charlot1 : 0", "charlot1 : 6");
    let text = on_line(&text, 34, "charlot2 : 2", "charlot2 : 0");
    let text = on_line(&text, 60, "charlot1 : 2", "charlot1 : 8");
    let text = on_line(&text, 60, "charlot2 : 2", "charlot2 : 0");

    // When validated
    let report = validate(text.as_bytes());

    // Then both lines are errors: a count by which the match is over before
    // a game is no count to go on from
    let lines: Vec<u32> = report
        .errors
        .iter()
        .filter(|e| e.kind == DiagnosticKind::WrongScore)
        .map(|e| e.line)
        .collect();
    assert_eq!(lines, [34, 34, 60, 60], "{:#?}", report.errors);
}

#[test]
fn a_money_session_may_count_each_game_from_0_0() {
    // Given a money session whose every score line says 0-0
    let money = read("realworld/gnubg-export-money-s1035-noisy.mat");
    let text: String = money
        .lines()
        .map(|line| match line.trim_start().split_once(" : ") {
            Some(("alpha", _)) => " alpha : 0                      beta : 0".to_string(),
            _ => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");

    // When validated; Then each restart is a warning, not an error
    let report = validate(text.as_bytes());
    assert!(report.valid, "{:#?}", report.errors);
    assert!(
        score_warnings(&report).contains(&58),
        "{:#?}",
        report.warnings
    );

    // But another wrong count stays an error
    let text = on_line(&money, 58, "alpha : 2", "alpha : 1");
    let report = validate(text.as_bytes());
    assert!(!report.valid);
    assert_eq!(report.errors[0].kind, DiagnosticKind::WrongScore);
}

fn game_number_warnings(report: &ValidationReport) -> Vec<u32> {
    report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::GameNumber)
        .map(|w| w.line)
        .collect()
}

#[test]
fn a_money_session_with_a_game_left_out_goes_on_from_the_next_score_line() {
    // Given a money session counted game by game (1-0, 2-0, 3-0) without
    // its second game
    let text = without_lines(
        &read("realworld/gnubg-export-money-s1035-noisy.mat"),
        33,
        56,
    );

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid: the gap is named once, at the score line after it
    // and at its game's number, and the games after it are not blamed
    assert!(report.valid, "{:#?}", report.errors);
    assert_eq!(score_warnings(&report), [34]);
    assert_eq!(game_number_warnings(&report), [33]);
    let warning = first_score_warning(&report);
    assert!(warning.message.contains("from 1-0 to 2-0"), "{warning}");
}

#[test]
fn a_raised_score_line_in_a_money_session_that_the_next_one_contradicts_is_a_typo() {
    // Given game 3 written at 5-0 where 2-0 was counted, and game 4 at 3-0
    let money = read("realworld/gnubg-export-money-s1035-noisy.mat");
    let text = on_line(&money, 58, "alpha : 2", "alpha : 5");

    // When validated
    let report = validate(text.as_bytes());

    // Then the raised line is the one error, and the line after it is not
    // blamed
    let lines: Vec<(u32, DiagnosticKind)> =
        report.errors.iter().map(|e| (e.line, e.kind)).collect();
    assert_eq!(lines, [(58, DiagnosticKind::WrongScore)]);
    assert!(score_warnings(&report).is_empty());
}

#[test]
fn games_left_out_of_a_match_are_named_at_the_first_game_after_them_only() {
    // Given the charlot match without its second game: games 1, 3, 4, ...
    let text = without_lines(&read("realworld/gnubg-charlot-7p.mat"), 33, 58);

    // When validated
    let report = validate(text.as_bytes());

    // Then game 3 is the one whose number is unexpected: the games after it
    // follow it
    assert_eq!(game_number_warnings(&report), [33]);
}

#[test]
fn a_last_game_after_a_gap_in_the_numbers_stands_at_its_score_though_the_count_ends_the_match() {
    // Given a 3-point match without game 3 (alpha won it, 2-0 -> 2-1): game 4
    // starts at 2-1 where 2-0 was counted, and alpha's last point ends the
    // match by either count
    let text = without_lines(&read("gnubg/matches/m03-s1055-noisy.mat"), 55, 78);

    // When validated
    let report = validate(text.as_bytes());

    // Then the numbers say games were left out: the score line stands, with
    // a warning, and the file is valid
    assert!(report.valid, "{:#?}", report.errors);
    assert_eq!(score_warnings(&report), [56]);
    assert_eq!(game_number_warnings(&report), [55]);

    // But numbered on without a gap, the same line is a typo the count
    // explains away: an error there
    let renumbered = on_line(&text, 55, "Game 4", "Game 3");
    let report = validate(renumbered.as_bytes());
    let lines: Vec<(u32, DiagnosticKind)> =
        report.errors.iter().map(|e| (e.line, e.kind)).collect();
    assert_eq!(lines, [(56, DiagnosticKind::WrongScore)]);
}

#[test]
fn a_resignation_with_its_result_line_lost_leaves_the_game_undecided_and_takes_the_next_score() {
    // Given a real eXtreme Gammon transcript whose game 2 ends in `33: ????`
    // and `Wins 2 point`, without that result line
    let whole = read("realworld-corpus-2/xg/kevung-gbf-test.txt");
    let text = without_lines(&whole, 72, 72);

    // When validated, and the whole file
    let (report, full) = (validate(text.as_bytes()), validate(whole.as_bytes()));

    // Then it is valid: game 2 is left undecided with a warning at the mark,
    // and the games after it are read from the next score line, as in the
    // whole file
    assert!(report.valid, "{:#?}", report.errors);
    let missing: Vec<u32> = report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::MissingResult)
        .map(|w| w.line)
        .collect();
    assert_eq!(missing, [71]);
    let games = |r: &ValidationReport| r.matches[0].games.clone();
    assert_eq!(games(&report)[1].winner, None);
    assert_eq!(games(&report)[2..], games(&full)[2..]);
}

#[test]
fn a_game_left_out_after_one_counted_without_its_automatic_double_is_both_warnings() {
    // Given a GNU Backgammon money session with automatic doubles (its score
    // lines count a game begun at cube 2 as if at 1) without its third game
    let whole = read("sgf/sessions/money-1032-jacoby-on-beavers-0-auto-2.sgf");
    let trees: Vec<&str> = whole.split("(;FF[4]").collect();
    assert_eq!(trees.len(), 5, "four games");
    let text = [&trees[..3], &trees[4..]].concat().join("(;FF[4]");

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid: the fourth game's score line is read from the
    // writer's count of game 2, with games left out after it, each a warning
    assert!(report.valid, "{:#?}", report.errors);
    let kinds: Vec<DiagnosticKind> = report.warnings.iter().map(|w| w.kind).collect();
    assert!(kinds.contains(&DiagnosticKind::WriterQuirk), "{kinds:?}");
    assert_eq!(score_warnings(&report).len(), 1, "{:#?}", report.warnings);
}

#[test]
fn games_numbered_from_0_are_named_at_the_first_only() {
    // Given the charlot match with its games numbered 0, 1, 2, ...
    let text: String = read("realworld/gnubg-charlot-7p.mat")
        .lines()
        .map(|line| match line.trim_start().strip_prefix("Game ") {
            Some(number) => format!(" Game {}", number.trim().parse::<u32>().unwrap() - 1),
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid, with one warning for the numbering, at game 0
    assert!(report.valid, "{:#?}", report.errors);
    assert_eq!(game_number_warnings(&report), [5]);
}

/// The charlot match with game 2's last turn and result left out (game 2,
/// at 0-2, is left undecided), and game 3's score line changed from `from`
/// to `to`; as .mat text and as SGF written from it.
fn after_an_undecided_game(from: &str, to: &str) -> [String; 2] {
    let text = without_lines(&read("realworld/gnubg-charlot-7p.mat"), 56, 57);
    let text = on_line(&text, 58, from, to);
    let matched = read_match(text.as_bytes()).expect("the .mat text reads");
    let sgf = write_sgf(&matched).expect("the match has an SGF form");
    [text, sgf]
}

fn score_errors(report: &ValidationReport) -> Vec<(u32, DiagnosticKind)> {
    report
        .errors
        .iter()
        .map(|e| (e.game.unwrap_or(0), e.kind))
        .collect()
}

#[test]
fn after_an_undecided_game_a_higher_score_line_is_taken_as_it_stands() {
    // Given game 3 at 2-2 after game 2, left undecided at 0-2
    for text in after_an_undecided_game("charlot1 : 2", "charlot1 : 2") {
        // When validated; Then it is valid, in .mat as in SGF
        let report = validate(text.as_bytes());
        assert!(report.valid, "{:#?}", report.errors);
    }
}

#[test]
fn after_an_undecided_game_a_score_that_cannot_be_is_an_error() {
    // Given game 3's score line after game 2, left undecided at 0-2: with
    // charlot2 down to 1, or charlot1 at the match's 7 points
    let cases = [
        ("charlot2 : 2", "charlot2 : 1", "a score never goes down"),
        ("charlot1 : 2", "charlot1 : 7", "would be over"),
    ];
    for (from, to, why) in cases {
        for text in after_an_undecided_game(from, to) {
            // When validated; Then game 3's score is wrong, in .mat as in SGF
            let report = validate(text.as_bytes());
            assert_eq!(score_errors(&report), [(3, DiagnosticKind::WrongScore)]);
            assert!(
                report.errors[0].message.contains(why),
                "{}",
                report.errors[0]
            );
        }
    }
}

/// A 3-point SGF match written from its middle, at 0-2, where White doubles
/// and Black drops; `ru` is the root's rules.
fn sgf_from_the_middle(ru: &str) -> String {
    format!(
        "(;GM[6]MI[length:3][game:0][ws:0][bs:2]RU[{ru}]RE[W+1]\n;W[31hefe];B[42qusu];W[double];B[drop])\n"
    )
}

#[test]
fn a_match_from_its_middle_goes_by_the_files_word_on_the_crawford_game_until_a_double() {
    // Given a match that starts at 0-2 of 3, whose count cannot tell whether
    // the Crawford game was played
    // When its root says the game is the Crawford game, and White doubles
    let report = validate(sgf_from_the_middle("Crawford:CrawfordGame").as_bytes());
    // Then the word was a guess the double contradicts (GNU Backgammon
    // marks the first game of an imported excerpt that starts one point
    // away so, fixtures/sgf/imported/gamesgrid-excerpt.sgf): the game is
    // read as one after the Crawford game, with a warning at the double
    assert!(report.valid, "{:#?}", report.errors);
    let quirks: Vec<(u32, u32)> = report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::WriterQuirk)
        .map(|w| (w.line, w.column))
        .collect();
    assert_eq!(quirks, [(2, 22)]);
    let message = &report
        .warnings
        .iter()
        .find(|w| w.line == 2)
        .unwrap()
        .message;
    assert!(
        message.contains("marks game 1 as the Crawford game at 0-2"),
        "{message}"
    );

    // When its root says it is not; Then the double is legal, as it is
    // where the root says nothing, without a word of it
    for ru in ["Crawford", ""] {
        let report = validate(sgf_from_the_middle(ru).as_bytes());
        assert!(report.valid, "RU[{ru}]: {:#?}", report.errors);
        assert!(
            report
                .warnings
                .iter()
                .all(|w| w.kind != DiagnosticKind::WriterQuirk),
            "RU[{ru}]: {:#?}",
            report.warnings
        );
    }
}

#[test]
fn a_match_from_its_middle_says_how_it_told_the_crawford_game() {
    // Given a match that starts at 0-2 of 3, in which nobody doubles
    let cases = [
        (
            "RU[Crawford:CrawfordGame]",
            Some("this is the Crawford game, as the file says"),
        ),
        (
            "RU[Crawford]",
            Some("the Crawford game was played, as the file says"),
        ),
        ("", Some("the Crawford game is taken as played")),
        ("RU[]", None),
    ];
    for (ru, how) in cases {
        let text =
            format!("(;GM[6]MI[length:3][game:0][ws:0][bs:2]{ru}RE[W+1R]\n;W[31hefe];B[42qusu])\n");
        // When validated
        let report = validate(text.as_bytes());
        // Then the warning on its first score says how the Crawford game
        // was told: by the root's word, taken as played, or not at all
        // where the match has no Crawford rule
        assert!(report.valid, "{ru}: {:#?}", report.errors);
        let first = report
            .warnings
            .iter()
            .find(|w| w.message.contains("starts at 0-2"))
            .unwrap_or_else(|| panic!("{ru}: {:#?}", report.warnings));
        match how {
            Some(how) => assert!(
                first
                    .message
                    .ends_with(&format!("(a player is one point away: {how})")),
                "{ru}: {}",
                first.message
            ),
            None => assert!(!first.message.contains("Crawford"), "{}", first.message),
        }
    }
}

#[test]
fn a_double_in_a_crawford_game_the_count_tells_stays_an_error_whatever_the_file_says() {
    // Given a 3-point SGF match from 0-0 whose game 1 Black wins for 2
    // points: game 2, at 0-2, is the Crawford game by the count
    let game_1 = "(;GM[6]MI[length:3][game:0][ws:0][bs:0]RU[Crawford]RE[B+2R]\n;W[31hefe])\n";
    for ru in ["Crawford:CrawfordGame", "Crawford"] {
        // When game 2 has White double, its root marking it the Crawford
        // game or not
        let text = format!(
            "{game_1}{}",
            sgf_from_the_middle(ru).replace("game:0", "game:1")
        );
        let report = validate(text.as_bytes());

        // Then the double is an error
        let kinds: Vec<DiagnosticKind> = report.errors.iter().map(|e| e.kind).collect();
        assert!(
            kinds.contains(&DiagnosticKind::CrawfordDouble),
            "RU[{ru}]: {:#?}",
            report.errors
        );
    }
}

#[test]
fn an_sgf_result_wins_the_match_by_the_counted_score_not_the_roots() {
    // Given a 7-point SGF match whose game 1 White wins for 3 points, and
    // whose game 2 root states no score: White, at 3, needs 4, and wins
    // game 2 by a resignation written as 4 points, more than a game is worth
    let text = "(;GM[6]MI[length:7][game:0][ws:0][bs:0]RU[Crawford]RE[W+3R]\n;W[31hefe])\n\
                (;GM[6]MI[length:7][game:1]RU[Crawford]RE[W+4R]\n;W[31hefe])\n";

    // When validated
    let report = validate(text.as_bytes());

    // Then the result reaches the match by the score counted, 3-0, so it
    // reads as a resignation of the match (a .mat file writes `and the
    // match`), with a warning: not as a game resigned for too many points
    assert!(report.valid, "{:#?}", report.errors);
    let quirks: Vec<&str> = report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::WriterQuirk)
        .map(|w| w.message.as_str())
        .collect();
    assert_eq!(quirks.len(), 1, "{quirks:?}");
    assert!(
        quirks[0].contains("read as a resignation of the match"),
        "{}",
        quirks[0]
    );
    assert_eq!(
        (report.matches[0].winner, report.matches[0].score),
        (Some(0), [7, 0])
    );
}
