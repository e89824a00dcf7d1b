//! Real transcripts of every writer in the corpus, one folder per writer
//! under fixtures/realworld/: each is named by its writer and is valid unless
//! it breaks a rule, and the writers' own ways of writing are read as they
//! mean (`Doubles ==> 2`, resignation marks, names left out, joined rows).

use std::fs;

use crate::common::{bgkit, fixture};
use bgkit::transcript::{
    Action, ActionKind, DiagnosticKind, Dialect, Match, Outcome, Player, ValidationReport,
    read_match, validate,
};

/// What validation must say of a file.
#[derive(Debug)]
enum Verdict {
    /// Valid.
    Valid,
    /// Invalid with exactly these errors (line and kind).
    Broken(&'static [(u32, DiagnosticKind)]),
    /// Valid, or invalid only with these errors: what the match's results
    /// are worth is decided elsewhere; here only the reading is checked.
    AtMost(&'static [(u32, DiagnosticKind)]),
}

/// One real file of each writer folder, the dialect it must be named, and
/// the verdict.
const FILES: [(&str, Dialect, Verdict); 20] = [
    (
        "bgdb/pipandlove-bg-db-data-1-0e16f258e242fbd2.mat",
        Dialect::BgDb,
        Verdict::Valid,
    ),
    (
        "bgmatchformat_lib/halheinrich-BgTournament-export_completed_match.mat",
        Dialect::Generic,
        Verdict::Valid,
    ),
    (
        "bgstudio/pipandlove-bg-db-hidden-play-and-empty-rows_13pt.txt",
        Dialect::BackgammonStudio,
        Verdict::Valid,
    ),
    // Game 2 ends in a resignation worth 4 at cube 1 (line 69).
    (
        "choue-net/pipandlove-bg-db-chouehandle-vs-Bot-all-games-s4020-2026-10-04.txt",
        Dialect::ChoueNet,
        Verdict::AtMost(&[(69, DiagnosticKind::WrongResult)]),
    ),
    (
        "dailygammon/bgnori-bglib-1857680.txt",
        Dialect::DailyGammon,
        Verdict::Valid,
    ),
    // The last game's gammon is cut to the 2 points the winner needed (line 120).
    (
        "foxamon/pipandlove-bg-db-tester_vs_jackdaw1_2026-08-18.mat",
        Dialect::Foxamon,
        Verdict::AtMost(&[(120, DiagnosticKind::WrongResult)]),
    ),
    (
        "galaxy/lassehjorthmadsen-bglab-match2900236.txt",
        Dialect::Galaxy,
        Verdict::Valid,
    ),
    (
        "galaxy/lassehjorthmadsen-bglab-match6047230.txt",
        Dialect::Galaxy,
        Verdict::Valid,
    ),
    (
        "galaxy/lassehjorthmadsen-bglab-match8320876.txt",
        Dialect::Galaxy,
        Verdict::Valid,
    ),
    (
        "galaxy/lassehjorthmadsen-bglab-match8562506.txt",
        Dialect::Galaxy,
        Verdict::Valid,
    ),
    (
        "gamesgrid/bgnori-bglib-NIUSHA-nori-2009Jan252141.txt",
        Dialect::GamesGrid,
        Verdict::Valid,
    ),
    (
        "gnubg/lassehjorthmadsen-gnubg-scripts-test-match01.mat",
        Dialect::Gnubg,
        Verdict::Valid,
    ),
    // A generated sample with real rule breaks: a backward move (line 71)
    // and a play the roll cannot make (line 98).
    (
        "hedgehog/ngvlamis-gammonview-analysis-hQ8sVn2LbTdF4wRm.mat",
        Dialect::Hedgehog,
        Verdict::Broken(&[
            (71, DiagnosticKind::Syntax),
            (98, DiagnosticKind::IllegalPlay),
        ]),
    ),
    (
        "javafibs/gitGNU-gnu_gibbon-complete.mat",
        Dialect::Gibbon,
        Verdict::Valid,
    ),
    (
        "opengammon/pipandlove-bg-db-Starling9_vs_tester_2026-09-27.mat",
        Dialect::OpenGammon,
        Verdict::Valid,
    ),
    // A title block, `13 point match`, and `15 point match` again under
    // it: the games are a 15-point match, read as the later header says
    // (a match-length warning naming both).
    (
        "transcribed/mbiyimoh-guru-builder-cmj85p6ev0006euggttr9qp6o.txt",
        Dialect::Transcribed,
        Verdict::Valid,
    ),
    // A hand-transcribed final whose score lines credit game 1 to the
    // player who dropped (line 54), and count every later game on from
    // there: the one difference is the one error.
    (
        "transcribed/mbiyimoh-guru-builder-cmj85pmb20009euggnhrgvp6g.txt",
        Dialect::Transcribed,
        Verdict::Broken(&[
            (54, DiagnosticKind::WrongScore),
            (54, DiagnosticKind::WrongScore),
        ]),
    ),
    // Game 5's first left cell holds the score line's left part again.
    (
        "transcribed/mbiyimoh-guru-builder-cmj85xoe7001yeuggwtqxh1jl.txt",
        Dialect::Transcribed,
        Verdict::Valid,
    ),
    // A title box with a line `|  points decided, ...`, and a money
    // session's game won `and the match`.
    (
        "transcribed/mbiyimoh-guru-builder-cmj864ohg02qweugg9cj8ha7f.txt",
        Dialect::Transcribed,
        Verdict::Valid,
    ),
    // eXtreme Gammon's text through extmatchdb: `Site ""`, Elo tags.
    (
        "xg/pipandlove-bg-db-xg-text-crlf-empty-site_11pt.mat",
        Dialect::ExtremeGammon,
        Verdict::Valid,
    ),
];

#[track_caller]
fn report_of(path: &str) -> ValidationReport {
    let bytes = fs::read(fixture(&format!("realworld/{path}"))).expect("fixture");
    validate(&bytes)
}

#[track_caller]
fn read(path: &str) -> Match {
    let bytes = fs::read(fixture(&format!("realworld/{path}"))).expect("fixture");
    read_match(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The last action written on `line` of game `game` (1-based) of `matched`:
/// the right player's, when both wrote on the line.
#[track_caller]
fn action_on(matched: &Match, game: usize, line: u32) -> Action {
    *matched.games[game - 1]
        .actions
        .iter()
        .rfind(|a| a.location.line == line)
        .unwrap_or_else(|| panic!("no action on line {line}"))
}

fn wins(points: u32, match_won: bool) -> ActionKind {
    ActionKind::Result {
        outcome: Outcome::Wins,
        points,
        match_won,
    }
}

#[test]
fn every_writers_real_file_is_named_by_its_writer_and_judged_by_the_rules() {
    let mut wrong = Vec::new();
    for (path, dialect, verdict) in FILES {
        // Given a real file of a writer; When validated;
        let report = report_of(path);
        let errors: Vec<(u32, DiagnosticKind)> =
            report.errors.iter().map(|e| (e.line, e.kind)).collect();
        // Then the writer is named, and the verdict is the expected one.
        let judged = match verdict {
            Verdict::Valid => report.valid,
            Verdict::Broken(expected) => !report.valid && errors == expected,
            Verdict::AtMost(allowed) => errors.iter().all(|e| allowed.contains(e)),
        };
        if report.dialect != Some(dialect) || !judged {
            wrong.push(format!(
                "{path}: {:?}, expected {dialect:?} and {verdict:?}; errors {:#?}",
                report.dialect, report.errors
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_cli_reports_each_writers_dialect_by_its_json_name() {
    // Given the files of writers whose dialect had no name of its own;
    let table = [
        (
            "choue-net/pipandlove-bg-db-chouehandle-vs-Bot-all-games-s4020-2026-10-04.txt",
            "choue-net",
        ),
        ("dailygammon/bgnori-bglib-1857680.txt", "daily-gammon"),
        (
            "gamesgrid/bgnori-bglib-NIUSHA-nori-2009Jan252141.txt",
            "games-grid",
        ),
        (
            "hedgehog/ngvlamis-gammonview-analysis-hQ8sVn2LbTdF4wRm.mat",
            "hedgehog",
        ),
        ("javafibs/gitGNU-gnu_gibbon-complete.mat", "gibbon"),
        ("bgdb/pipandlove-bg-db-data-1-0e16f258e242fbd2.mat", "bg-db"),
        (
            "xg/pipandlove-bg-db-xg-text-crlf-empty-site_11pt.mat",
            "extreme-gammon",
        ),
    ];
    // When validated together with a JSON report;
    let mut command = bgkit();
    command.args(["validate", "--format", "json"]);
    for (path, _) in table {
        command.arg(fixture(&format!("realworld/{path}")));
    }
    let output = command.output().expect("bgkit runs");
    let reports: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    // Then each report names its writer.
    for (index, (path, name)) in table.iter().enumerate() {
        assert_eq!(reports[index]["dialect"], *name, "{path}");
    }
}

#[test]
fn a_double_with_a_long_arrow_is_read_as_a_double() {
    // Given choue.net's `Doubles ==> 2` (line 23); When read (the file's one
    // error is a result, which the reader does not judge);
    let path = "choue-net/pipandlove-bg-db-chouehandle-vs-Bot-all-games-s4020-2026-10-04.txt";
    let matched = read(path);
    // Then Bot1, in the right column, doubles to 2.
    let double = action_on(&matched, 1, 23);
    assert_eq!(double.kind, ActionKind::Double { cube: 2 });
    assert_eq!(double.player, Player::Two);
}

#[test]
fn nothing_rolled_is_a_resignation_before_rolling() {
    // Given Backgammon Studio's `00: ????` in QX's column (line 206), then
    // `Wins 1 point` in Sage's (line 207);
    let matched = read("bgstudio/pipandlove-bg-db-hidden-play-and-empty-rows_13pt.txt");
    // When read; Then QX resigned and Sage won a point.
    let resigned = action_on(&matched, 9, 206);
    assert_eq!(
        (resigned.player, resigned.kind),
        (Player::Two, ActionKind::Resign)
    );
    let result = action_on(&matched, 9, 207);
    assert_eq!((result.player, result.kind), (Player::One, wins(1, false)));
    // And the whole file is valid with nothing to say (gnubg agrees on all
    // 16 results).
    let report = report_of("bgstudio/pipandlove-bg-db-hidden-play-and-empty-rows_13pt.txt");
    assert!(report.valid && report.warnings.is_empty(), "{report:#?}");
}

#[test]
fn an_opengammon_resignation_mark_in_the_winners_column_is_the_losers_resignation() {
    // Given game 6 at 3-3 of 5, cube 2: Starling9 on roll writes nothing,
    // `Resigned Game` and `Wins 2 points and the match` stand in tester's
    // column (lines 149, 150). gnubg does not read the mark and loses the
    // game's result.
    let matched = read("opengammon/pipandlove-bg-db-Starling9_vs_tester_2026-09-27.mat");
    // When read; Then Starling9 resigned and tester won the match.
    let resigned = action_on(&matched, 6, 149);
    assert_eq!(
        (resigned.player, resigned.kind),
        (Player::One, ActionKind::Resign)
    );
    let result = action_on(&matched, 6, 150);
    assert_eq!((result.player, result.kind), (Player::Two, wins(2, true)));
}

#[test]
fn a_hedgehog_resigns_cell_is_the_resignation_of_its_player() {
    // Given HedgeHog's fourth game (lines 115 to 138), whose `Resigns` stands
    // in Dana Ellery's column before Owen Talbot's `Wins` (the file's other
    // games break rules, so the game is read alone);
    let text = fs::read_to_string(fixture(
        "realworld/hedgehog/ngvlamis-gammonview-analysis-hQ8sVn2LbTdF4wRm.mat",
    ))
    .unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let header = lines[..16].join("\n");
    let game = lines[114..].join("\n");
    let matched = read_match(format!("{header}\n{game}\n").as_bytes()).unwrap();
    // When read; Then Dana resigned and Owen won the match.
    let actions = &matched.games[0].actions;
    let [.., resigned, result] = actions.as_slice() else {
        panic!("{actions:?}");
    };
    assert_eq!(
        (resigned.player, resigned.kind),
        (Player::Two, ActionKind::Resign)
    );
    assert_eq!((result.player, result.kind), (Player::One, wins(1, true)));
}

#[test]
fn a_name_left_out_of_the_score_line_is_the_sides_with_a_warning() {
    // Given Galaxy matches of an anonymous or deleted account, right and
    // left. GNU Backgammon 1.07 imports the first with the right player named
    // `": 2"` and does not import the other two.
    let table = [
        (
            "galaxy/lassehjorthmadsen-bglab-match6047230.txt",
            ["lasse", "Player 2"],
            35,
        ),
        (
            "galaxy/lassehjorthmadsen-bglab-match8320876.txt",
            ["Player 1", "lasse"],
            3,
        ),
        (
            "galaxy/lassehjorthmadsen-bglab-match8562506.txt",
            ["Player 1", "lasse"],
            3,
        ),
    ];
    for (path, names, column) in table {
        // When read and validated;
        let matched = read(path);
        let report = report_of(path);
        // Then the missing name is the side's, and one warning says so, at
        // the first score line where the name should be.
        assert_eq!(matched.players.clone().map(|p| p.name), names, "{path}");
        let named: Vec<(u32, u32)> = report
            .warnings
            .iter()
            .filter(|w| w.kind == DiagnosticKind::PlayerName)
            .map(|w| (w.line, w.column))
            .collect();
        assert_eq!(named, [(17, column)], "{path}: {report:#?}");
        assert!(report.valid, "{path}: {report:#?}");
    }
}

#[test]
fn two_rows_joined_on_one_line_are_read_as_two_rows_with_a_warning() {
    // Given Galaxy's line 59, `24) 43: 21/18 18/14    24)  Losses 2 point
    // ... Wins 2 point and the match`: the second row was appended to the
    // first. gnubg leaves game 2 without a result.
    let path = "galaxy/lassehjorthmadsen-bglab-match2900236.txt";
    let matched = read(path);
    // When read; Then lasse's roll is his, and the joined row's result names
    // canoz the winner of 2 points and the match, lasse the loser;
    let game = &matched.games[1];
    let on_59: Vec<(Player, ActionKind)> = game
        .actions
        .iter()
        .filter(|a| a.location.line == 59)
        .map(|a| (a.player, a.kind))
        .collect();
    assert!(matches!(on_59[0], (Player::One, ActionKind::Play { .. })));
    let losses = ActionKind::Result {
        outcome: Outcome::Losses,
        points: 2,
        match_won: false,
    };
    assert_eq!(
        on_59[1..],
        [(Player::One, losses), (Player::Two, wins(2, true))]
    );
    assert_eq!(matched.players[1].name, "canoz");
    // And the file is valid, with a warning at the joined row's number.
    let report = report_of(path);
    assert!(report.valid, "{report:#?}");
    assert!(
        report
            .warnings
            .iter()
            .any(|w| (w.line, w.column, w.kind) == (59, 35, DiagnosticKind::WriterQuirk)),
        "{report:#?}"
    );
}
