//! Conventions of real transcripts that bgkit reads as their writers meant
//! them, each shown on a small transcript: title blocks before the match,
//! results written with more words, `Concedes`, `Passes`, and what `export --force`
//! keeps of a transcript with errors.

use bgkit::query;
use bgkit::transcript::{DiagnosticKind, Dialect, ValidationReport, validate};

/// A turn line with the right cell at column 34, as GNU Backgammon writes it.
fn turn(number: usize, left: &str, right: &str) -> String {
    format!("{number:>3}) {left:<28} {right}")
}

/// One game of a 1-point match between ann and bob, whose turns after the
/// opening (ann 3-1, bob 4-2) are `after`, one `(left, right)` row each.
fn opening_then(after: &[(&str, &str)]) -> String {
    let mut lines = vec![
        " 1 point match".to_string(),
        String::new(),
        " Game 1".to_string(),
        " ann : 0                        bob : 0".to_string(),
        turn(1, "31: 8/5 6/5", "42: 8/4 6/4"),
    ];
    lines.extend(
        after
            .iter()
            .zip(2..)
            .map(|(&(left, right), number)| turn(number, left, right)),
    );
    lines.push(String::new());
    lines.join("\n")
}

/// The opening, then `result` in bob's column: the game every test below
/// starts from.
fn one_game(result: &str) -> String {
    opening_then(&[("", result)])
}

/// Whether `report` warns of a writer's quirk that `matches`.
fn quirk(
    report: &ValidationReport,
    matches: impl Fn(&bgkit::transcript::Diagnostic) -> bool,
) -> bool {
    report
        .warnings
        .iter()
        .any(|w| w.kind == DiagnosticKind::WriterQuirk && matches(w))
}

fn kinds(report: &ValidationReport) -> Vec<(u32, DiagnosticKind)> {
    report.errors.iter().map(|e| (e.line, e.kind)).collect()
}

#[test]
fn a_boxed_title_and_notes_before_the_match_are_read_past() {
    // Given a transcript under a framed title block and a note, as a
    // hand-transcribed archive writes it
    let text = format!(
        "+--------------------------------+\n\
         |  Monte Carlo 2008, final       |\n\
         |  ann (GER) vs. bob (NOR)       |\n\
         |  points decided the cup        |\n\
         +--------------------------------+\n\
         \n\
         Transcribed from the tournament record.\n\
         \n{}",
        one_game("Wins 1 point and the match")
    );

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid, from a transcribed record, with no warning: no note
    // looks like part of a transcript
    assert_eq!(kinds(&report), []);
    assert_eq!(report.dialect, Some(Dialect::Transcribed));
    assert_eq!(report.warnings, []);
}

#[test]
fn and_the_match_in_money_play_is_the_games_result_alone_with_a_warning() {
    // Given a money game whose result says `and the match`, as a
    // transcriber of a session of single games may write it
    let text = one_game("Wins 1 point and the match").replace(" 1 point match", " 0 point match");

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid: no match is won in money play, so the words claim
    // nothing the replay could find false; a warning names them
    assert_eq!(kinds(&report), []);
    assert!(quirk(&report, |w| w.line == 6
        && w.message.contains("in money play no match is won")));
    assert_eq!(report.matches[0].score, [0, 1]);
}

#[test]
fn words_after_the_match_length_are_named_and_not_read_after_a_comma_too() {
    let clean = one_game("Wins 1 point");
    for tail in [" (Crawford)", ", Jacoby off", ". Crawford rule"] {
        // Given the length line with words after it, as a sentence may go on
        let text = clean.replacen(" 1 point match", &format!(" 1 point match{tail}"), 1);
        // When checked; Then the match reads as without them, with one
        // warning at line 1 that names the words
        let report = validate(text.as_bytes());
        let words = tail.trim_start_matches([',', '.', ' ']);
        assert!(report.valid, "{tail}: {:?}", report.errors);
        assert_eq!(report.matches, validate(clean.as_bytes()).matches, "{tail}");
        assert!(
            quirk(&report, |w| w.line == 1 && w.message.contains(words)),
            "{tail}: {:?}",
            report.warnings
        );
    }
}

#[test]
fn scores_told_with_their_unit_keep_the_names_and_say_nothing_more() {
    // Given the score line with each score told in points
    let clean = one_game("Wins 1 point");
    let told = clean.replacen(
        " ann : 0                        bob : 0",
        " ann : 0 points                 bob : 0 points",
        1,
    );
    assert_ne!(told, clean);
    // When checked; Then the names are the players' alone, and the report
    // the clean game's
    let report = validate(told.as_bytes());
    assert_eq!(report, validate(clean.as_bytes()));
    assert_eq!(report.matches[0].players, ["ann", "bob"]);
}

/// A 3-point match that reaches 2-0 in two dropped doubles, then the
/// opening of its third game (the Crawford game), headed ` Game 3{note}`.
fn to_the_crawford_game(note: &str) -> String {
    let opening = turn(1, "31: 8/5 6/5", "42: 8/4 6/4");
    let game = |number: usize, ann: u32| {
        format!(
            " Game {number}\n ann : {ann}                        bob : 0\n{opening}\n{}\n      Wins 1 point\n\n",
            turn(2, " Doubles => 2", "Drops"),
        )
    };
    format!(
        " 3 point match\n\n{}{} Game 3{note}\n ann : 2                        bob : 0\n{opening}\n",
        game(1, 0),
        game(2, 1)
    )
}

/// The lines and kinds of a report's diagnostics, errors then warnings.
fn said(report: &ValidationReport) -> Vec<(u32, DiagnosticKind)> {
    let warnings = report.warnings.iter().map(|w| (w.line, w.kind));
    kinds(report).into_iter().chain(warnings).collect()
}

#[test]
fn a_crawford_note_on_the_game_line_is_a_claim_checked_against_the_count() {
    // Given the Crawford game headed ` Game 3 (Crawford)`, as a transcription
    // of a printed match may mark it
    let plain = validate(to_the_crawford_game("").as_bytes());
    let marked = validate(to_the_crawford_game(" (Crawford)").as_bytes());
    // When checked; Then it reads as the game without the note, the claim
    // true: no word of it
    assert!(plain.valid);
    assert_eq!(said(&marked), said(&plain));
    assert_eq!(marked.matches, plain.matches);
    // And a note that says otherwise (`post-Crawford`) is named where it stands
    let wrong = validate(to_the_crawford_game(" (post-Crawford)").as_bytes());
    let claims: Vec<_> = wrong
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::WrongScore)
        .map(|w| (w.line, w.column))
        .collect();
    assert_eq!(claims, [(15, 9)], "{:?}", wrong.warnings);
    assert_eq!(wrong.matches, plain.matches);
    // And other text after the number is still an error there
    let other = validate(to_the_crawford_game(" (Jacoby)").as_bytes());
    assert_eq!(kinds(&other), [(15, DiagnosticKind::Syntax)]);
}

#[test]
fn a_copy_of_the_score_line_in_the_first_left_cell_is_read_as_an_empty_cell() {
    // Given a game bob opens, whose empty left cell a transcribing tool
    // filled with the score line's left part again, its rows numbered or
    // not (the numbers blanked out, the columns kept)
    let game = |first_left: &str, numbered: bool| {
        let row = |number: usize, left: &str, right: &str| {
            let row = turn(number, left, right);
            if numbered {
                return row;
            }
            let body = row.find(')').expect("a numbered row") + 1;
            format!("{}{}", " ".repeat(body), &row[body..])
        };
        [
            " 1 point match".to_string(),
            String::new(),
            " Game 1".to_string(),
            " ann : 0                        bob : 0".to_string(),
            row(1, first_left, "42: 8/4 6/4"),
            row(2, "31: 8/5 6/5", "Wins 1 point and the match"),
        ]
        .join("\n")
            + "\n"
    };
    for numbered in [true, false] {
        // When validated
        let copied = validate(game("ann : 0", numbered).as_bytes());

        // Then it reads as the game with the cell empty, with a warning there
        assert_eq!(kinds(&copied), [], "numbered: {numbered}");
        assert_eq!(copied.turns, validate(game("", numbered).as_bytes()).turns);
        assert!(quirk(&copied, |w| w.line == 5
            && w.column == 6
            && w.message.contains("the score line's left part again")));
        // And text that is not that copy (another score, another name) is the
        // syntax error it was
        for other in ["ann : 3", "bob : 0"] {
            assert_eq!(
                kinds(&validate(game(other, numbered).as_bytes())),
                [(5, DiagnosticKind::Syntax)],
                "{other}, numbered: {numbered}"
            );
        }
    }
}

#[test]
fn a_transcript_quoted_in_a_reply_reads_as_itself_with_one_warning() {
    // Given a game quoted in a reply to a message, under a line of the
    // reply, once and in a quote of a quote
    let game = one_game("Wins 1 point and the match");
    let quoted = |mark: &str| {
        let lines: Vec<String> = game.lines().map(|line| format!("{mark}{line}")).collect();
        format!("Bob wrote:\n{}\n", lines.join("\n"))
    };
    let plain = validate(game.as_bytes());
    for mark in ["> ", ">", "> > ", ">> "] {
        // When validated
        let report = validate(quoted(mark).as_bytes());

        // Then it is the same match, with one warning at the first quote
        assert_eq!(kinds(&report), [], "{mark:?}");
        assert_eq!(report.turns, plain.turns);
        assert_eq!(report.matches[0].score, plain.matches[0].score);
        let quirks: Vec<(u32, u32)> = report
            .warnings
            .iter()
            .filter(|w| w.message.contains("quoted"))
            .map(|w| (w.line, w.column))
            .collect();
        assert_eq!(quirks, [(2, 1)], "{mark:?}");
    }
    // And an error in it is named at its own line and column of the file
    let broken = game.replace("42: 8/4 6/4", "42: 8/4 6/5");
    let column = |report: &ValidationReport| (report.errors[0].line, report.errors[0].column);
    let (line, plain_column) = column(&validate(broken.as_bytes()));
    let quoted_broken: Vec<String> = broken.lines().map(|l| format!("> {l}")).collect();
    let report = validate(quoted_broken.join("\n").as_bytes());
    assert_eq!(column(&report), (line, plain_column + 2));
}

#[test]
fn a_note_before_the_match_that_looks_like_a_turn_is_read_past_with_a_warning() {
    // Given a note line with a roll in it before the header
    let text = format!(
        "Notes: the 52: of turn 4 was disputed\n\n{}",
        one_game("Wins 1 point")
    );

    // When validated
    let report = validate(text.as_bytes());

    // Then the transcript is read, and the note is named where it is
    assert_eq!(kinds(&report), []);
    let quirk = report
        .warnings
        .iter()
        .find(|w| w.kind == DiagnosticKind::WriterQuirk)
        .expect("a warning about the note");
    assert_eq!(quirk.line, 1);
    assert!(
        quirk.message.contains("read past as a note"),
        "{}",
        quirk.message
    );
}

#[test]
fn text_with_no_transcript_in_it_is_one_error_at_its_first_line_and_no_warnings() {
    // Given a server log: match announcements, no transcript
    let text = "\n\
        WELCOME TO THE SERVER\n\
        ann wins a 1 point match against bob  1-0 .\n\
        carol and dave start a 5 point match.\n";

    // When validated
    let report = validate(text.as_bytes());

    // Then the one error is where the transcript was expected, and the lines
    // that look like results are not reported as notes read past
    assert_eq!(kinds(&report), [(2, DiagnosticKind::Syntax)]);
    assert_eq!(report.warnings, []);
}

#[test]
fn input_that_is_not_text_is_said_to_be_what_it_is_rather_than_quoted() {
    // Given inputs with no transcript: a zip archive, gzip data, other
    // binary bytes, and text with tabs, a form feed and a DOS end mark
    let table: [(&[u8], Option<&str>); 5] = [
        (b"PK\x03\x04\x14\0\0\0\x08\0", Some("a zip archive")),
        (
            b"\x1f\x8b\x08\0\0\0\0\0\0\x03",
            Some("compressed with gzip"),
        ),
        (b"\n\nab\x01\x02cd\n", Some("binary data")),
        (b"\xffnote in Windows-1252\n", None),
        (b"note\tone\x0c\x1a\n", None),
    ];
    for (input, what) in table {
        // When validated
        let report = validate(input);

        // Then the one error names what the input is where it is binary,
        // and quotes the first line where it is text
        let [error] = &report.errors[..] else {
            panic!("one error for {input:?}: {:?}", report.errors);
        };
        assert_eq!(error.kind, DiagnosticKind::Syntax);
        match what {
            Some(what) => assert!(
                error.message.starts_with(&format!("the input is {what}"))
                    && error.message.contains("not text"),
                "{input:?}: {}",
                error.message
            ),
            None => assert!(error.message.contains("found `"), "{}", error.message),
        }
    }
}

#[test]
fn a_match_length_spelled_otherwise_before_the_first_game_is_the_match_length() {
    // Given a 7-point match whose header is spelled as people write it
    let text =
        std::fs::read_to_string(crate::common::fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let as_written = validate(text.as_bytes());
    assert_eq!(as_written.matches[0].length, 7);
    for spelled in [
        " 7-point match",
        "7pt match",
        " 7 pts match",
        " Match to 7",
        "MATCH TO 7 POINTS",
    ] {
        let changed = text.replacen(" 7 point match", spelled, 1);

        // When validated
        let mut report = validate(changed.as_bytes());

        // Then it is the same 7-point match, read without a word (the
        // writer may be told otherwise: gnubg indents its header)
        report.dialect = as_written.dialect;
        assert_eq!(report, as_written, "{spelled}");
    }

    // Given a title that names another length above the header
    let titled = format!("Match to 11 points: the club final\n\n{text}");

    // When validated, Then the header says the length, without a word
    let report = validate(titled.as_bytes());
    assert_eq!((report.matches[0].length, report.errors.len()), (7, 0));
    assert_eq!(report.warnings, []);

    // Given the same spelling after a game, where no header may stand
    let late = text.replacen(" Game 2", " 7-point match\n\n Game 2", 1);

    // When validated, Then it is not taken for a second match's header
    let report = validate(late.as_bytes());
    assert_eq!(report.matches.len(), 1);
    assert_eq!(report.matches[0].length, 7);
}

#[test]
fn columns_padded_with_no_break_spaces_read_as_spaces() {
    // Given a transcript copied from a web page: the runs of spaces that lay
    // out its columns are no-break spaces, in UTF-8 or in Windows-1252
    let text =
        std::fs::read_to_string(crate::common::fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let padded = |nbsp: &[u8]| -> Vec<u8> {
        let mut out = Vec::new();
        for (i, part) in text.split("  ").enumerate() {
            if i > 0 {
                out.extend_from_slice(nbsp);
                out.extend_from_slice(nbsp);
            }
            out.extend_from_slice(part.as_bytes());
        }
        out
    };
    let plain = validate(text.as_bytes());
    for nbsp in [&b"\xc2\xa0"[..], b"\xa0"] {
        // When validated
        let report = validate(&padded(nbsp));

        // Then it reads as the transcript padded with spaces, every game and
        // result the same, with no word
        assert_eq!(report.matches, plain.matches, "{nbsp:?}");
        assert_eq!((report.valid, report.turns), (true, plain.turns));
        assert_eq!(report.warnings, plain.warnings);
    }
}

#[test]
fn a_result_that_says_wins_twice_wins_the_match() {
    // Given `Wins 1 point and wins the match`, as transcribers write it
    let text = one_game("Wins 1 point and wins the match");

    // When validated
    let report = validate(text.as_bytes());

    // Then it is the match's last result, as `and the match` is
    assert_eq!(kinds(&report), []);
    assert_eq!(report.matches[0].winner, Some(1));
}

#[test]
fn concedes_is_a_resignation_as_a_cell_of_its_own_and_after_a_roll() {
    for (case, cell) in [("alone", "Concedes"), ("after a roll", "62: Concedes")] {
        // Given bob concedes, then ann's result line
        let text = [
            " 1 point match",
            "",
            " Game 1",
            " ann : 0                        bob : 0",
            &turn(1, "31: 8/5 6/5", cell),
            &turn(2, "Wins 1 point and the match", ""),
            "",
        ]
        .join("\n");

        // When validated
        let report = validate(text.as_bytes());

        // Then ann wins the game by resignation
        assert_eq!(kinds(&report), [], "{case}");
        assert_eq!(report.matches[0].games[0].winner, Some(0), "{case}");
    }
}

#[test]
fn a_double_passed_is_a_double_dropped() {
    for word in ["Passes", "Pass", "passes"] {
        // Given ann doubles and bob answers with `Passes` (the British word
        // for a drop), ann's result following
        let written = opening_then(&[
            (" Doubles => 2", &format!(" {word}")),
            ("Wins 1 point and the match", ""),
        ]);
        let dropped = opening_then(&[
            (" Doubles => 2", " Drops"),
            ("Wins 1 point and the match", ""),
        ]);

        // When validated
        let report = validate(written.as_bytes());

        // Then it is read as the drop it means: ann wins the 1-point match,
        // with no error, as the same game with `Drops` does
        assert_eq!(kinds(&report), [], "{word}: {:#?}", report.errors);
        assert_eq!(report.matches[0].games[0].winner, Some(0), "{word}");
        assert_eq!(
            report.matches,
            validate(dropped.as_bytes()).matches,
            "{word}"
        );
    }
}

#[test]
fn a_drop_credited_in_the_droppers_column_goes_to_the_doubler_with_a_warning() {
    // Given ann doubles, bob drops, and the result is written under bob
    let text = opening_then(&[
        (" Doubles => 2", " Drops"),
        ("", "Wins 1 point and the match"),
    ]);

    // When validated
    let report = validate(text.as_bytes());

    // Then ann, who doubled, wins the point, and a warning says so
    assert_eq!(kinds(&report), [], "{:#?}", report.warnings);
    assert_eq!(report.matches[0].games[0].winner, Some(0));
    assert!(quirk(&report, |w| w.line == 7), "{:#?}", report.warnings);
}

#[test]
fn export_despite_errors_keeps_every_game_it_can_read() {
    // Given a 3-point match whose first game has a line that does not read
    let text = [
        " 3 point match",
        "",
        " Game 1",
        " ann : 0                        bob : 0",
        &turn(1, "31: 8/5 6/5", "42: 8/4 6/4"),
        &turn(2, "4/0 1/0", "42: 8/4 6/4"),
        &turn(3, "", "Wins 1 point"),
        "",
        " Game 2",
        " ann : 0                        bob : 1",
        &turn(1, "31: 8/5 6/5", "42: 8/4 6/4"),
        &turn(2, "", "Wins 2 points and the match"),
        "",
    ]
    .join("\n");
    assert!(!validate(text.as_bytes()).valid);

    // When exported despite its errors
    let exports = query::forced_export_with(text.as_bytes(), None).expect("a transcript");
    let exported = &exports[0];

    // Then both games are there, and the one without an error has its result
    assert_eq!(exported.games.len(), 2);
    let second = exported.games[1].result.as_ref().expect("game 2's result");
    assert_eq!((second.winner, second.points), (1, 2));
}

/// Game 2 of a gnubg match, which ends in a gammon with the cube never
/// turned (`Wins 2 points`), as the first game of a `length`-point match
/// under `headers`, its result written as `written`.
fn unturned_gammon(headers: &str, length: u32, written: &str) -> String {
    let text = std::fs::read_to_string(crate::common::fixture("gnubg/matches/m04-s1029-noisy.mat"))
        .expect("fixture");
    let start = text.find(" Game 2\n").expect("game 2");
    let end = text.find(" Game 3\n").unwrap_or(text.len());
    let game = &text[start..end];
    assert!(game.contains("Wins 2 points") && !game.contains("Doubles"));
    let mut lines: Vec<String> = game.lines().map(str::to_string).collect();
    lines[0] = " Game 1".to_string();
    lines[1] = " alpha : 0                      beta : 0".to_string();
    format!(
        "{headers}\n {length} point match\n\n{}\n",
        lines.join("\n").replace("Wins 2 points", written)
    )
}

const GALAXY: &str = "; [Site \"BackgammonGalaxy\"]\n; [Player 1 \"alpha\"]\n; [Player 2 \"beta\"]";

#[test]
fn galaxy_money_sessions_count_an_unturned_gammon_single_as_written() {
    // Given Galaxy's money session, written as a 16-point match, whose
    // gammon with the cube never turned is written as 1 point (Jacoby)
    let text = unturned_gammon(GALAXY, 16, "Wins 1 point");

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid, counted as written, with a warning naming the rule
    assert_eq!(kinds(&report), []);
    assert_eq!(report.matches[0].games[0].points, Some(1));
    assert!(
        quirk(&report, |w| w.message.contains("Jacoby")),
        "{:#?}",
        report.warnings
    );
}

#[test]
fn an_unturned_gammon_written_single_elsewhere_is_a_wrong_result() {
    // Given the same game in a real 16-point match of another writer, and in
    // a Galaxy match of another length
    for (headers, length) in [("", 16), (GALAXY, 7)] {
        let text = unturned_gammon(headers, length, "Wins 1 point");

        // When validated; Then the value is wrong: no convention explains it
        let report = validate(text.as_bytes());
        assert_eq!(
            report.errors.iter().map(|e| e.kind).collect::<Vec<_>>(),
            [DiagnosticKind::WrongResult],
            "{headers:?} {length}"
        );
    }
}

/// A 7-point match at `score` in which ann doubles to 2 and bob takes, then
/// bob resigns and the result lines say `result`.
fn resigned_after_a_take(length: u32, score: [u32; 2], left: &str, right: &str) -> String {
    rated_resigned_after_a_take(["ann", "bob"], length, score, left, right)
}

/// [`resigned_after_a_take`] with the players named `names` (GamesGrid
/// writes `name,rating`).
fn rated_resigned_after_a_take(
    names: [&str; 2],
    length: u32,
    score: [u32; 2],
    left: &str,
    right: &str,
) -> String {
    [
        format!(" {length} point match"),
        String::new(),
        " Game 1".to_string(),
        format!(
            " {} : {:<24}{} : {}",
            names[0], score[0], names[1], score[1]
        ),
        turn(1, "31: 8/5 6/5", "42: 8/4 6/4"),
        turn(2, " Doubles => 2", " Takes"),
        turn(3, "52: 13/8 13/11", ""),
        turn(4, left, right),
        String::new(),
    ]
    .join("\n")
}

#[test]
fn a_resignation_of_the_match_counts_the_points_the_winner_needed() {
    // Given bob resigns the match at 0-0 of 7 with the cube at 2: ann is
    // written the 7 points she needed, and the match
    let text = resigned_after_a_take(7, [0, 0], "Wins 7 points and the match", "Losses 7 points");

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid: the match is ann's, at 7, with a warning
    assert_eq!(kinds(&report), [], "{:#?}", report.warnings);
    assert_eq!(report.matches[0].winner, Some(0));
    assert_eq!(report.matches[0].games[0].points, Some(7));
    assert!(
        report
            .warnings
            .iter()
            .any(|w| w.message.contains("resignation of the match"))
    );
}

#[test]
fn a_resignation_at_the_points_needed_without_the_match_is_a_wrong_result() {
    // Given the same resignation whose result does not say the match
    let text = resigned_after_a_take(7, [0, 0], "Wins 7 points", "");

    // When validated; Then 7 is no resignation value at cube 2
    let report = validate(text.as_bytes());
    assert_eq!(kinds(&report), [(8, DiagnosticKind::WrongResult)]);
}

#[test]
fn a_resignation_written_above_a_backgammon_but_at_least_what_was_needed_counts_a_backgammon() {
    // Given GamesGrid's `Wins 16 points` at 1-0 of 5 with the cube at 2:
    // ann needed 4, which a gammon or backgammon resignation reaches
    let text = rated_resigned_after_a_take(
        ["ann,1780", "bob,1830"],
        5,
        [1, 0],
        "Wins 16 points and the match",
        "",
    );

    // When validated
    let report = validate(text.as_bytes());

    // Then it is valid, counted as the most a resignation is worth, 6
    assert_eq!(kinds(&report), [], "{:#?}", report.warnings);
    assert_eq!(report.matches[0].games[0].points, Some(6));
    assert_eq!(report.matches[0].winner, Some(0));
}

#[test]
fn a_last_play_cut_after_one_die_before_the_mover_resigns_is_read_with_a_warning() {
    // Given ann plays one die of 4-3 and resigns, as DailyGammon writes it
    let cut = opening_then(&[("43: 13/9", "Wins 1 point and the match")]);

    // When validated
    let report = validate(cut.as_bytes());

    // Then bob wins by ann's resignation, with a warning at the result
    assert_eq!(kinds(&report), [], "{:#?}", report.warnings);
    assert_eq!(report.matches[0].games[0].winner, Some(1));
    assert!(
        quirk(&report, |w| w.message.contains("cut short")),
        "{:#?}",
        report.warnings
    );
}

#[test]
fn a_play_that_leaves_dice_unused_and_is_not_the_last_is_an_illegal_play() {
    // Given ann plays one die of 4-3 and the game goes on
    let text = opening_then(&[("43: 13/9", "21: 13/11 6/5")]);

    // When validated; Then the cut play is the error, where it is written
    let report = validate(text.as_bytes());
    assert_eq!(kinds(&report), [(6, DiagnosticKind::IllegalPlay)]);
    assert!(
        report.errors[0].message.contains("dice"),
        "{}",
        report.errors[0].message
    );
}

#[test]
fn a_play_marked_illegal_is_an_error_and_the_game_goes_on_from_the_board_the_mark_records() {
    // Given a real game in which the writer marks Lenz's 6-5 `Illegal play
    // (...)` with FIBS's board after it, and the game goes on to its end
    let text = std::fs::read_to_string(crate::common::fixture(
        "realworld-corpus-2/unknown/mbiyimoh-guru-builder-cmj85qjee0012euggyjvtzidj.txt",
    ))
    .expect("fixture");

    // When validated
    let report = validate(text.as_bytes());

    // Then the mark is the one error, and the game after it is followed to
    // its result: game 31's winner is the one the transcript gives
    assert_eq!(kinds(&report), [(561, DiagnosticKind::IllegalPlay)]);
    let game = &report.matches[0].games[30];
    assert_eq!(game.number, 31);
    assert!(game.winner.is_some(), "{game:?}");

    // And a mark whose board does not hold fifteen checkers a side stops
    // the game, as a mark without a board does
    let broken = text.replace(";-2;1;2;1;)", ";-1;1;2;1;)");
    let report = validate(broken.as_bytes());
    assert_eq!(kinds(&report), [(561, DiagnosticKind::IllegalPlay)]);
    assert_eq!(report.matches[0].games[30].winner, None);

    // And a board whose names hold parentheses (`Lenz (GER)`) is read to
    // its last field, not to the first `)` of a name
    let named = text.replace(";Bloxham;Lenz;", ";Bloxham (DEN);Lenz (GER);");
    let report = validate(named.as_bytes());
    assert_eq!(kinds(&report), [(561, DiagnosticKind::IllegalPlay)]);
    assert!(report.matches[0].games[30].winner.is_some());
}

#[test]
fn a_result_above_a_backgammon_from_another_writer_is_a_wrong_result() {
    // Given the same `Wins 16 points` in a transcript without GamesGrid's
    // ratings
    let text = resigned_after_a_take(5, [1, 0], "Wins 16 points and the match", "");

    // When validated; Then no convention explains it
    let report = validate(text.as_bytes());
    assert_eq!(kinds(&report), [(8, DiagnosticKind::WrongResult)]);
}

#[test]
fn a_note_that_starts_with_game_before_the_match_is_a_note() {
    // Given a title line that starts like a ` Game N` line but is not one
    for note in [
        "Game played live at the club",
        "Game 1 of the final, replayed",
    ] {
        let text = format!("{note}\n\n{}", one_game("Wins 1 point and the match"));

        // When validated
        let report = validate(text.as_bytes());

        // Then it is read past as a note, and the match is read
        assert_eq!(kinds(&report), [], "{note}");
        assert_eq!(report.matches[0].winner, Some(1), "{note}");
    }
}

#[test]
fn prose_between_games_and_after_the_last_is_read_past_with_one_warning_a_passage() {
    // Given a comment of two lines after game 1's result and a final score
    // after the last, as transcribers write them
    let game2 = [
        " Game 2",
        " ann : 0                        bob : 1",
        &turn(1, "31: 8/5 6/5", "42: 8/4 6/4"),
        &turn(2, "", "Wins 2 points and the match"),
    ]
    .join("\n");
    let text = one_game("Wins 1 point").replace(" 1 point match", " 3 point match")
        + "\nAnn was unlucky in this game.\nShe said so.\n\n"
        + &game2
        + "\n\nFinal score: bob 3, ann 0.\n";

    // When validated
    let report = validate(text.as_bytes());

    // Then the match is read whole, with a warning at the first line of
    // each passage
    assert_eq!(kinds(&report), []);
    assert_eq!(report.matches[0].winner, Some(1));
    let notes: Vec<u32> = report
        .warnings
        .iter()
        .filter(|w| w.message.contains("between games"))
        .map(|w| w.line)
        .collect();
    assert_eq!(notes, [8, 16], "{:#?}", report.warnings);
}

#[test]
fn prose_inside_a_game_before_its_result_is_still_an_error() {
    // Given a line of prose between two turns of an undecided game
    let text = one_game("Wins 1 point and the match")
        .replace("  2) ", "Ann thought for a long time.\n  2) ");

    // When validated; Then it is a syntax error where it stands: it may
    // hide a turn
    let report = validate(text.as_bytes());
    assert_eq!(kinds(&report), [(6, DiagnosticKind::Syntax)]);
}

#[test]
fn prose_after_the_last_turn_of_an_unfinished_game_is_a_note() {
    // Given a match that stops after its opening, with no result, and a
    // signature after it, as a post to a newsgroup ends
    let text = opening_then(&[]) + "-- \nAnn Smith, Nowhere Backgammon Club\n";

    // When validated
    let report = validate(text.as_bytes());

    // Then the signature is no error: one note is warned of, at its first line
    assert_eq!(kinds(&report), []);
    let notes: Vec<(u32, bool)> = report
        .warnings
        .iter()
        .filter(|w| w.message.contains("read past as a note"))
        .map(|w| {
            (
                w.line,
                w.message.contains("follows the last turn of game 1"),
            )
        })
        .collect();
    assert_eq!(notes, [(6, true)], "{:#?}", report.warnings);
}

#[test]
fn prose_between_turns_is_an_error_even_when_more_prose_follows_it() {
    // Given two lines of prose between two turns of a game
    let text = one_game("Wins 1 point and the match").replace(
        "  2) ",
        "Ann thought for a long time.\nThen she played.\n  2) ",
    );

    // When validated; Then the first is the error, once
    let report = validate(text.as_bytes());
    assert_eq!(kinds(&report), [(6, DiagnosticKind::Syntax)]);
}

#[test]
fn a_name_that_holds_a_colon_and_a_number_is_read_whole() {
    // Given a left player named `la: 0`, written as a .mat score line
    // writes it, padded to the right half
    let text = one_game("Wins 1 point and the match").replace(
        " ann : 0                        bob : 0",
        " la: 0 : 0                      bob : 0",
    );

    // When validated; Then both names are read as written
    let report = validate(text.as_bytes());
    assert_eq!(kinds(&report), []);
    assert_eq!(report.matches[0].players, ["la: 0", "bob"]);
}

#[test]
fn a_score_line_padded_wider_than_its_rows_does_not_move_the_right_players_cells() {
    // Given a game whose score line sets bob's name 60 columns further right
    // than the rows set bob's rolls, as a writer pads a score line to long
    // names, where bob rolls first (a lone cell on row 1) and ann bears off
    // her last checker on a row of her own
    let rows: [(&str, &str); 16] = [
        ("", "31: 24/21 24/23"),
        ("63: 24/18 24/21", "52: 23/18 18/16"),
        ("66: 21/15 15/9* 13/7 13/7", "44: 25/21 13/9 13/9 13/9"),
        ("21: 9/8 13/11", "52: 13/11 21/16"),
        ("32: 18/15 15/13", "42: 13/9 16/14*"),
        ("41: 25/21 21/20", "21: 21/20 11/9"),
        ("32: 20/18 18/15", "42: 20/16 16/14"),
        ("66: 15/9 13/7 13/7 13/7", "33: 14/11 14/11 11/8 11/8"),
        ("55: 9/4 8/3 8/3 8/3", "11: 9/8 9/8 9/8 9/8"),
        ("66: 8/2 7/1 7/1 7/1", "43: 9/5 8/5"),
        ("52: 7/2 7/5", "32: 8/5 8/6"),
        ("11: 6/5 1/0 1/0 1/0", "22: 8/6 8/6 8/6 8/6"),
        ("43: 4/0 3/0", "52: 8/6 8/3"),
        ("42: 6/4 4/0", "21: 3/1 1/0"),
        ("66: 6/0 6/0 6/0 5/0", "52: 5/0 6/4"),
        ("53: 3/0 5/0", ""),
    ];
    let mut lines = vec![
        " 1 point match".to_string(),
        String::new(),
        " Game 1".to_string(),
        format!(" ann : 0{}bob : 0", " ".repeat(84)),
    ];
    lines.extend(
        rows.iter()
            .zip(1..)
            .map(|(&(left, right), number)| turn(number, left, right)),
    );
    lines.push("      Wins 1 point and the match".to_string());
    let text = lines.join("\n") + "\n";

    // When validated
    let report = validate(text.as_bytes());

    // Then bob's lone opening roll is his, and the game is ann's single game
    assert_eq!(kinds(&report), [], "{:#?}", report.errors);
    let games = &report.matches[0].games;
    assert_eq!(games.len(), 1);
    assert_eq!((games[0].winner, games[0].points), (Some(0), Some(1)));
}

#[test]
fn a_game_line_joined_to_the_last_turn_of_a_game_without_a_result_starts_that_game() {
    // Given a money session whose game 1 ends with ann's roll and no result
    // line, the ` Game 2` line written on the same line (GNU Backgammon's
    // export of a game left without a result), or another word there
    let session = |joined: &str| {
        [
            " 0 point match",
            "",
            " Game 1",
            " ann : 0                        bob : 0",
            &turn(1, "31: 8/5 6/5", "42: 8/4 6/4"),
            &format!("{}{joined}", turn(2, "64: 24/18 13/9", "")),
            " ann : 0                        bob : 0",
            &turn(1, "", "21: 13/11 6/5"),
            "                                 Wins 1 point",
            "",
        ]
        .join("\n")
    };

    // When validated
    let joined = validate(session("Game 2").as_bytes());
    let other = validate(session("Game over").as_bytes());

    // Then game 2 starts there, with a warning, and bob wins it
    assert!(joined.valid, "{:#?}", joined.errors);
    assert!(quirk(&joined, |w| w.line == 6
        && w.message.contains("a ` Game 2` line is joined")));
    assert_eq!(joined.matches[0].games.len(), 2);
    // And any other word is the error it was
    assert_eq!(kinds(&other).first(), Some(&(6, DiagnosticKind::Syntax)));
}

#[test]
fn a_checkers_two_moves_in_an_order_that_cannot_be_played_are_one_move_only_as_gnubg_writes_it() {
    // Given Ann to bear off with 5-2, a checker on her 6 and two on her 4
    // (a board set in GNU Backgammon's SGF), and her play written three ways
    let game = |play: &str| {
        format!(
            "(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[Ann]PB[Bob]\n;W[31hefe]\n;B[42qusu]\n\
             ;PL[W]AE[a:y]AW[f][d][d]AB[s][s][s][s][s]\n;W[52{play}])\n"
        )
    };
    let on_play = |report: &ValidationReport| -> Vec<(DiagnosticKind, String)> {
        report
            .errors
            .iter()
            .chain(&report.warnings)
            .filter(|d| d.line == 5 && d.message.contains("rolled 5-2"))
            .map(|d| (d.kind, d.message.clone()))
            .collect()
    };

    // When gnubg's form of 6/off is validated: 6/1 1/off, the larger die first
    let report = validate(game("faaz").as_bytes());
    // Then it is read as 6/off, with a warning
    let [(kind, message)] = on_play(&report).try_into().unwrap();
    assert_eq!(kind, DiagnosticKind::WriterQuirk);
    assert!(
        message.contains("wrote 6/1 1/off, which cannot be played in that order"),
        "{message}"
    );

    // When the checker's first move goes no die's pips (6/2 2/off)
    let report = validate(game("fbbz").as_bytes());
    // Then the play is an error, though 6/off is legal: the moves do not
    // fit the dice
    let [(kind, message)] = on_play(&report).try_into().unwrap();
    assert_eq!(kind, DiagnosticKind::IllegalPlay, "{message}");
}

#[test]
fn a_last_game_that_stops_in_the_middle_of_a_turn_says_so() {
    // Given a transcript whose last game stops after ann plays one die of
    // her 6-4 (as a game forfeited in mid-turn stops), and one that stops
    // after her whole play
    let cut = opening_then(&[("64: 24/18", "")]);
    let whole = opening_then(&[("64: 24/18 13/9", "")]);

    // When validated
    let (cut, whole) = (validate(cut.as_bytes()), validate(whole.as_bytes()));

    // Then both are valid, the game undecided; the first's warning names
    // the play left unfinished, the second's only the game
    let stops = |report: &ValidationReport| -> String {
        assert_eq!(kinds(report), [], "{:#?}", report.errors);
        let warning = report
            .warnings
            .iter()
            .find(|w| w.kind == DiagnosticKind::Unfinished && w.line == 6)
            .unwrap_or_else(|| panic!("{:#?}", report.warnings));
        warning.message.clone()
    };
    assert_eq!(
        stops(&cut),
        "game 1 stops before it is decided, in the middle of a turn (ann rolled 6-4: \
         the play uses 1 of the dice but 2 can be played)"
    );
    assert_eq!(stops(&whole), "game 1 stops before it is decided");
}

#[test]
fn matches_joined_end_to_end_read_past_the_byte_order_mark_each_file_brings() {
    // Given two one-game matches written by a Windows program, each opening
    // with a byte order mark, joined end to end (as `cat` joins them)
    let one = format!("\u{feff}{}\n", one_game("Wins 1 point and the match"));
    let joined = format!("{one}{one}");

    // When validated
    let report = validate(joined.as_bytes());

    // Then both matches read as they would alone
    assert_eq!(kinds(&report), [], "{:#?}", report.errors);
    assert_eq!(report.matches.len(), 2);
    assert!(report.matches.iter().all(|m| m.games[0].winner == Some(1)));
}

/// The warning of `report` that a new line is joined to the end of another,
/// with the input's text at its span.
fn joint<'a>(report: &ValidationReport, input: &'a str) -> (u32, u32, &'a str) {
    let joined: Vec<_> = report
        .warnings
        .iter()
        .filter(|w| {
            w.kind == DiagnosticKind::WriterQuirk
                && w.message.contains("is joined to the end of this one")
        })
        .collect();
    assert_eq!(joined.len(), 1, "{:#?}", report.warnings);
    let w = joined[0];
    (w.line, w.column, &input[w.span.start..w.span.end])
}

#[test]
fn a_match_file_joined_to_a_last_line_without_a_line_end_is_read_as_a_match_of_its_own() {
    // Given a match whose last line, its result, has no line end, joined to
    // files as `cat` joins them: one opening with a header comment, one with
    // a byte order mark, one with its ` N point match` line at the margin,
    // one under a framed title
    let first = one_game("Wins 1 point and the match");
    let first = first.trim_end();
    let second = one_game("Wins 1 point and the match");
    let nexts = [
        format!("; [Site \"Zürich\"]\n{second}"),
        format!("\u{feff}; [Site \"x\"]\n{second}"),
        second.trim_start().to_string(),
        format!("+-------------+\n| A title     |\n+-------------+\n{second}"),
    ];
    for next in nexts {
        let input = format!("{first}{next}");

        // When validated
        let report = validate(input.as_bytes());

        // Then both matches are read, and a warning shows where the second
        // file's first line starts: on the first's last line, where that
        // line's text ends, its span the second file's first line (without
        // a byte order mark)
        assert_eq!(kinds(&report), [], "{next}: {:#?}", report.errors);
        assert_eq!(report.matches.len(), 2, "{next}");
        assert!(report.matches.iter().all(|m| m.games[0].winner == Some(1)));
        let last = first.lines().last().unwrap();
        let first_line = next.lines().next().unwrap().trim_start_matches('\u{feff}');
        let line = first.lines().count() as u32;
        // (An invisible byte order mark takes no column.)
        let column = last.chars().count() as u32 + 1;
        assert_eq!(joint(&report, &input), (line, column, first_line), "{next}");
    }
}

#[test]
fn a_match_file_joined_to_a_game_that_stops_mid_row_keeps_the_rows_cells() {
    // Given a match whose last line is a turn with no result and no line
    // end, joined to a file whose header comment follows it after blanks,
    // or glued to its last move
    let first = opening_then(&[("64: 24/18 13/9", "")]);
    let first = first.trim_end();
    let second = one_game("Wins 1 point and the match");
    for gap in ["      ", ""] {
        let input = format!("{first}{gap}; [Site \"x\"]\n{second}");

        // When validated
        let report = validate(input.as_bytes());

        // Then the last turn is played, the first game left undecided, and
        // the second match read
        assert_eq!(kinds(&report), [], "{:#?}", report.errors);
        assert_eq!(report.turns, 3 + 2);
        assert_eq!(report.matches.len(), 2);
        assert_eq!(report.matches[0].games[0].winner, None);
        let (line, _, text) = joint(&report, &input);
        assert_eq!((line, text), (6, "; [Site \"x\"]"));
    }
}

#[test]
fn an_error_before_a_joined_file_is_still_the_error_and_a_blank_last_line_joins_nothing() {
    // Given a last turn with a bad move before a joined header comment, and
    // a match whose last line is blanks joined to a file that opens with a
    // byte order mark
    let second = one_game("Wins 1 point and the match");
    let bad = opening_then(&[("64: 24/18 zz/9", "")]);
    let bad = format!("{}; [Site \"x\"]\n{second}", bad.trim_end());
    let blank = format!("{}\n   \t ", one_game("Wins 1 point and the match"));
    let blank = format!("{blank}\u{feff}; [Site \"x\"]\n{second}");

    // When validated
    let (bad, blank) = (validate(bad.as_bytes()), validate(blank.as_bytes()));

    // Then the bad move is a syntax error where it stands, and the second
    // match is read; the blank line joins nothing: no warning, and the
    // header comment is no note between games
    assert_eq!(kinds(&bad), [(6, DiagnosticKind::Syntax)]);
    assert_eq!(bad.errors[0].column, 16);
    assert_eq!(bad.matches.len(), 2);
    assert_eq!(kinds(&blank), []);
    assert_eq!(blank.matches.len(), 2);
    assert!(!quirk(&blank, |_| true), "{:#?}", blank.warnings);
}

#[test]
fn a_framed_title_joined_to_a_plain_record_is_read_once_as_a_line_of_its_own() {
    // Given a plain record (turns alone) whose last line has a framed
    // title's rule glued to it, and one whose line is that rule alone
    let joined = "31: 8/5 6/5\n42: 8/4 6/4 +-----+\n";
    let alone = "31: 8/5 6/5\n42: 8/4 6/4\n+-----+\n";

    // When validated
    let (joined, alone) = (validate(joined.as_bytes()), validate(alone.as_bytes()));

    // Then the glued rule is read as the rule alone is (no turn, in a plain
    // record), once, with the warning of a joint
    let errors = |r: &ValidationReport| r.errors.iter().map(|e| e.kind).collect::<Vec<_>>();
    assert_eq!(errors(&joined), [DiagnosticKind::Syntax]);
    assert_eq!(errors(&alone), [DiagnosticKind::Syntax]);
    assert_eq!(joined.turns, 2);
    assert_eq!(
        joint(&joined, "31: 8/5 6/5\n42: 8/4 6/4 +-----+\n").2,
        "+-----+"
    );
}

#[test]
fn a_name_written_in_windows_1252_reads_the_same_from_mat_and_sgf() {
    // Given a player named O’Brien by a Windows writer (the apostrophe is
    // byte 0x92), in a .mat score line and in an SGF root
    let mat = one_game("Wins 1 point and the match")
        .replace("bob : 0", "O\u{1}Brien : 0")
        .into_bytes();
    let mat: Vec<u8> = mat.iter().map(|&b| if b == 1 { 0x92 } else { b }).collect();
    let sgf: Vec<u8> = b"(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[ann]PB[O\x92Brien]\n;W[31hefe]\n;B[42qusu])\n".to_vec();

    // When validated
    let (mat, sgf) = (validate(&mat), validate(&sgf));

    // Then both name him O’Brien
    for report in [&mat, &sgf] {
        assert_eq!(report.matches[0].players[1], "O’Brien", "{report:#?}");
    }
}

#[test]
fn a_game_numbered_with_a_hash_or_a_colon_is_that_game() {
    let text =
        std::fs::read_to_string(crate::common::fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let plain = validate(text.as_bytes());
    for (from, to) in [
        (" Game 3", " Game #3"),
        (" Game 3", " Game 3:"),
        (" Game 3", " Game 3."),
    ] {
        // Given the charlot match with its third game written `to`
        let written = text.replacen(from, to, 1);
        assert_ne!(written, text);

        // When validated; Then it reads as written `Game 3`, with nothing
        // to say about it
        let report = validate(written.as_bytes());
        assert!(report.valid, "{to}: {:#?}", report.errors);
        assert_eq!(report.matches, plain.matches, "{to}");
        assert_eq!(report.warnings, plain.warnings, "{to}");
    }
    // But `Game #` alone has no number
    let report = validate(text.replacen(" Game 3", " Game #", 1).as_bytes());
    assert_eq!(kinds(&report), [(59, DiagnosticKind::Syntax)]);
}

/// One game of a 1-point match: bob rolls first, then ann, and ann wins;
/// its score line is followed by `tail` (a line end, or text on the line).
fn score_line_then(tail: &str) -> String {
    format!(
        " 1 point match\n\n Game 1\n ann : 0                        bob : 0{tail}  1)                              42: 8/4 6/4\n  2) 31: 8/5 6/5                 65: 24/13\n      Wins 1 point\n"
    )
}

#[test]
fn a_turn_row_joined_to_the_score_line_is_read_as_its_own_row_with_a_warning() {
    // Given a game whose first row (bob's roll alone, in the right column)
    // is written at the end of the score line, its line end lost
    let parted = score_line_then("\n");
    let joined = score_line_then("   ").replacen("   \n  1)", "     1)", 1);
    assert_eq!(joined.lines().count() + 1, parted.lines().count());

    // When both are validated
    let (parted, joined) = (validate(parted.as_bytes()), validate(joined.as_bytes()));

    // Then the joined row is read as the row it is, bob's roll first, with a
    // warning at it, and the game is the same
    assert!(parted.valid && parted.warnings.is_empty(), "{parted:?}");
    assert!(joined.valid, "{:?}", joined.errors);
    assert_eq!(joined.turns, parted.turns);
    assert_eq!(
        serde_json::to_value(&joined.matches).unwrap(),
        serde_json::to_value(&parted.matches).unwrap()
    );
    assert!(
        quirk(&joined, |w| w.line == 4
            && w.message
                .contains("is joined to the end of the score line")),
        "{:?}",
        joined.warnings
    );
    assert_eq!(joined.warnings.len(), 1, "{:?}", joined.warnings);
}

#[test]
fn text_after_the_scores_is_not_read_and_is_said() {
    // Given a score line with words after its second score
    let text = score_line_then("      (resumed)\n");

    // When validated
    let report = validate(text.as_bytes());

    // Then the game reads as before, and a warning names the words
    assert!(report.valid, "{:?}", report.errors);
    assert_eq!(
        report.turns,
        validate(score_line_then("\n").as_bytes()).turns
    );
    assert!(
        quirk(&report, |w| w.line == 4
            && w.message.contains("`(resumed)`, is not read")),
        "{:?}",
        report.warnings
    );
}

#[test]
fn a_bad_row_joined_to_the_score_line_is_the_error_it_would_be_on_its_own_line() {
    // Given a score line followed by a row with a die of 9
    let text = score_line_then("   96: 24/18 13/10\n");

    // When validated
    let report = validate(text.as_bytes());

    // Then it is a syntax error at the die
    assert!(!report.valid);
    assert_eq!(kinds(&report), vec![(4, DiagnosticKind::Syntax)]);
    assert!(
        report.errors[0].message.contains("a die from 1 to 6"),
        "{:?}",
        report.errors
    );
}

#[test]
fn text_after_the_match_length_is_not_read_and_is_said() {
    // Given a match header with words after ` 1 point match`
    let plain = score_line_then("\n");
    let text = plain.replacen(" 1 point match", " 1 point match   (club night)", 1);

    // When validated
    let report = validate(text.as_bytes());

    // Then the match reads as before, and a warning names the words
    assert!(report.valid, "{:?}", report.errors);
    let before = validate(plain.as_bytes());
    assert_eq!(
        serde_json::to_value(&report.matches).unwrap(),
        serde_json::to_value(&before.matches).unwrap()
    );
    assert!(
        quirk(&report, |w| w.line == 1
            && w.column == 18
            && w.message.contains("`(club night)`, is not read")),
        "{:?}",
        report.warnings
    );
}

#[test]
fn a_row_left_out_of_a_real_game_is_a_move_number_warning_at_the_next_row() {
    // Given a real match with row 12 of its first game left out, a race
    // of plays that stay legal without it
    let real =
        std::fs::read_to_string(crate::common::fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let cut: String = real
        .split_inclusive('\n')
        .filter(|line| !line.starts_with(" 12) "))
        .collect();
    assert!(cut.len() < real.len());

    // When validated
    let report = validate(cut.as_bytes());

    // Then the missing row is named where the numbers skip, in each game
    // that lost one
    let skips: Vec<_> = report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::MoveNumber)
        .collect();
    assert!(!skips.is_empty(), "{:?}", report.warnings);
    for warning in &skips {
        assert!(
            warning
                .message
                .contains("go from 11 to 13: row 12 is not in the transcript"),
            "{warning:?}"
        );
        assert_eq!(warning.column, 2, "{warning:?}");
    }
    assert_eq!(validate(real.as_bytes()).warnings.len(), 0);
}

#[test]
fn move_numbers_that_repeat_or_skip_to_a_result_row_are_not_rows_left_out() {
    // Given games whose rows repeat a number for a cube action, or number
    // the result's row after a gap as Backgammon Studio does after a
    // resignation, and one whose rows skip two numbers before a roll
    let game = |rows: &[&str]| {
        let mut lines = vec![
            " 1 point match".to_string(),
            String::new(),
            " Game 1".to_string(),
            " ann : 0                        bob : 0".to_string(),
        ];
        lines.extend(rows.iter().map(|r| r.to_string()));
        lines.push(String::new());
        validate(lines.join("\n").as_bytes())
    };
    let repeated = game(&[
        "  1) 31: 8/5 6/5                42: 8/4 6/4",
        "  2) 65: 24/13                  Doubles => 2",
        "  2) Drops",
        "                                 Wins 1 point",
    ]);
    let result_row = game(&[
        "  1) 31: 8/5 6/5                42: 8/4 6/4",
        "  2) 65: 24/13                  62: Concedes",
        "  9)  Wins 1 point",
    ]);
    let skipped = game(&[
        "  1) 31: 8/5 6/5                42: 8/4 6/4",
        "  4) 65: 24/13                  62: Concedes",
        "      Wins 1 point",
    ]);

    // When validated
    let move_numbers = |report: &ValidationReport| {
        report
            .warnings
            .iter()
            .filter(|w| w.kind == DiagnosticKind::MoveNumber)
            .map(|w| (w.line, w.message.clone()))
            .collect::<Vec<_>>()
    };

    // Then only the skip before a roll is rows left out
    assert!(
        repeated.valid && move_numbers(&repeated).is_empty(),
        "{repeated:?}"
    );
    assert!(
        result_row.valid && move_numbers(&result_row).is_empty(),
        "{result_row:?}"
    );
    assert_eq!(
        move_numbers(&skipped),
        vec![(
            6,
            "the move numbers go from 1 to 4: rows 2 to 3 are not in the transcript, and the turns written there are lost"
                .to_string()
        )]
    );
}

#[test]
fn a_row_copied_twice_in_a_real_game_is_a_move_number_warning_at_the_copy() {
    // Given a real Galaxy game with its second row written twice, whose
    // plays are legal played twice
    let real = std::fs::read_to_string(crate::common::fixture(
        "realworld-corpus/galaxy/lassehjorthmadsen-bglab-match6443573.txt",
    ))
    .unwrap();
    let row = "  2) 54: 13/8 13/9               52: 13/8 13/11\n";
    let copied = real.replacen(row, &row.repeat(2), 1);
    assert_ne!(copied, real);
    let line = real.lines().position(|l| l == row.trim_end()).unwrap() as u32 + 2;

    // When validated
    let report = validate(copied.as_bytes());

    // Then the copy is named: its turns were read twice
    let copies: Vec<_> = report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::MoveNumber)
        .map(|w| (w.line, w.message.as_str()))
        .collect();
    assert_eq!(
        copies,
        vec![(
            line,
            "row 2 is written twice, the same text again: its turns are read twice"
        )],
        "{:?}",
        report.warnings
    );
    let clean = validate(real.as_bytes());
    assert_eq!(report.warnings.len(), clean.warnings.len() + 1);
}
