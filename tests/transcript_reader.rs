//! What the reader makes of each writer's habits: names, headers, cells, moves.

use std::fs;

use crate::common::fixture;
use bgkit::transcript::{
    ActionKind, DiagnosticKind, Dialect, Dice, Match, Outcome, Player, ValidationReport,
    read_match, validate,
};

#[track_caller]
fn read(path: &str) -> Match {
    let bytes = fs::read(fixture(path)).expect("fixture");
    read_match(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn headers_are_kept_in_order_with_their_values() {
    // Given the eXtreme Gammon sample (BOM, CRLF); When read
    let matched = read("dialects/extreme-gammon.mat");

    // Then the headers come in file order, values without quotes
    let keys: Vec<&str> = matched.headers.iter().map(|h| h.key.as_str()).collect();
    assert_eq!(&keys[..4], ["Site", "Comment", "Match ID", "Player 1"]);
    assert_eq!(matched.header("site"), Some("eXtreme Gammon"));
    assert_eq!(matched.switch("Crawford"), Some(true));
    assert_eq!(matched.elo(Player::One), Some(1612.5));
    assert_eq!(matched.length, 5);
    assert_eq!(matched.dialect, Dialect::ExtremeGammon);
}

#[test]
fn names_come_from_the_score_line_without_ratings() {
    // Given samples with plain names, `name,rating` and a Latin-1 name
    let table = [
        (
            "realworld/bgstudio-5p.mat",
            ["Bluejay", "tester"],
            [None, None],
        ),
        (
            "dialects/dailygammon.mat",
            ["november", "oscar"],
            [Some("1643"), Some("1588")],
        ),
        ("dialects/gamesgrid.mat", ["Jürgen", "papa"], [None, None]),
    ];
    for (path, names, ratings) in table {
        // When read
        let matched = read(path);

        // Then names and ratings are split
        for i in 0..2 {
            assert_eq!(matched.players[i].name, names[i], "{path}");
            assert_eq!(matched.players[i].rating.as_deref(), ratings[i], "{path}");
        }
    }
}

#[test]
fn lone_cells_go_to_the_player_whose_column_they_stand_in() {
    // Given the Galaxy transcript: game 1 opens with a lone right cell and ends
    // with a lone `Wins` in the right column; game 2 ends with one on the left
    let matched = read("realworld/galaxy-5p.mat");

    // When the first and last actions are looked at
    let first = matched.games[0].actions[0];
    let last_of = |g: usize| *matched.games[g].actions.last().expect("actions");

    // Then each belongs to the right player
    assert_eq!(first.player, Player::Two);
    assert_eq!(
        (last_of(0).player, last_of(1).player),
        (Player::Two, Player::One)
    );
    assert!(matches!(
        last_of(0).kind,
        ActionKind::Result {
            outcome: Outcome::Wins,
            points: 2,
            ..
        }
    ));
}

#[test]
fn a_lone_cell_goes_by_the_nearer_column_halfway_the_lefts_the_rows_saying_where_the_right_is() {
    // Given games whose first row starts its right cell at column 18 (one
    // space after the left cell, as a writer that does not line its columns
    // up writes it) or at column 30, under a score line padded to the right
    // half or written tight after short names (`bo` at column 11), each won
    // by a lone `Wins` line at a column of its own
    let wide = " an : 0                        bo : 0";
    let tight = " an : 0   bo : 0";
    let one_space = "  1) 31: 8/5 6/5 52: 13/8 13/11";
    let aligned = "  1) 31: 8/5 6/5             52: 13/8 13/11";
    let table = [
        // Halfway between the left column (6) and 18 is 12: the left's.
        (wide, one_space, 11, 0),
        (wide, one_space, 12, 0),
        (wide, one_space, 13, 1),
        // The rows, not the tight score line, say where the right cells
        // stand: column 9 is the left's, nearer 6 than 30.
        (tight, aligned, 9, 0),
        (tight, aligned, 30, 1),
    ];
    for (score_line, first_row, column, winner) in table {
        let text = format!(
            " 1 point match\n\n Game 1\n{score_line}\n{first_row}\n  2) 66: 24/18 24/18 13/7 13/7\n{}Wins 1 point and the match\n",
            " ".repeat(column - 1)
        );

        // When read and validated
        let matched = read_match(text.as_bytes()).expect("a match");
        let report = validate(text.as_bytes());

        // Then the result is the player's whose column is nearer, the left
        // one's halfway, and the match is that player's
        let last = *matched.games[0].actions.last().expect("actions");
        let player = if winner == 0 {
            Player::One
        } else {
            Player::Two
        };
        assert_eq!(last.player, player, "{text}");
        assert!(matches!(last.kind, ActionKind::Result { points: 1, .. }));
        assert!(report.valid, "{text}{:#?}", report.errors);
        assert_eq!(report.matches[0].winner, Some(winner), "{text}");
    }
}

#[test]
fn losses_and_wins_on_one_line_are_two_results() {
    // Given the Galaxy game that ends `Losses 1 point ... Wins 1 point and the match`
    let matched = read("realworld/galaxy-5p.mat");
    let actions = &matched.games[3].actions;

    // When the last two actions are read
    let [losses, wins] = [actions[actions.len() - 2], actions[actions.len() - 1]];

    // Then the left player lost and the right player won the match
    assert_eq!(losses.player, Player::One);
    assert!(matches!(
        losses.kind,
        ActionKind::Result {
            outcome: Outcome::Losses,
            points: 1,
            match_won: false
        }
    ));
    assert_eq!(wins.player, Player::Two);
    assert!(matches!(
        wins.kind,
        ActionKind::Result {
            match_won: true,
            ..
        }
    ));
}

#[test]
fn dice_keep_the_order_they_were_written_in() {
    // Given the GamesGrid sample, which writes the low die first
    let matched = read("dialects/gamesgrid.mat");

    // When the dice of the rolls are collected
    let dice: Vec<Dice> = matched
        .games
        .iter()
        .flat_map(|g| &g.actions)
        .filter_map(|a| a.kind.dice())
        .collect();

    // Then some non-double is written low first, and the roll still normalises
    let low_first = dice.iter().find(|d| d.0 < d.1).expect("a low-first roll");
    let roll = low_first.roll().expect("a roll");
    assert!(roll.high() > roll.low());
}

#[test]
fn locations_point_at_the_cell_and_its_moves() {
    // Given the real gnubg transcript
    let text = fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat")).expect("fixture");
    let matched = read_match(text.as_bytes()).expect("valid");

    // When the first left-player play (line 8: `  2) 31: 6/5 8/5 ...`) is looked at
    let action = matched.games[0].actions[1];
    let ActionKind::Play { moves, .. } = action.kind else {
        panic!("a play, found {action:?}");
    };

    // Then the cell and each move carry line, column and byte span
    assert_eq!((action.location.line, action.location.column), (8, 6));
    let second = moves.get(1).unwrap();
    assert_eq!((second.location.line, second.location.column), (8, 14));
    let span = second.location.span;
    assert_eq!(&text[span.start..span.end], "8/5");
}

#[test]
fn a_match_survives_a_json_round_trip() {
    // Given every fixture read into a match
    for path in [
        "realworld/bgstudio-5p.mat",
        "dialects/extreme-gammon-money.mat",
        "dialects/plain-record.txt",
    ] {
        let matched = read(path);

        // When written to JSON and read back
        let json = serde_json::to_string(&matched).expect("serialises");
        let back: Match = serde_json::from_str(&json).expect("deserialises");

        // Then nothing is lost
        assert_eq!(back, matched, "{path}");
    }
}

#[test]
fn a_plain_record_alternates_players_from_the_first_line() {
    // Given three turns written one per line, the middle one a dance
    let text = b"31: 8/5 6/5\n66: \n64 24/18 13/9\n";

    // When read
    let matched = read_match(text).expect("a plain record");

    // Then the turns alternate and the record is recognised as such
    assert_eq!(matched.dialect, Dialect::PlainRecord);
    let players: Vec<Player> = matched.games[0].actions.iter().map(|a| a.player).collect();
    assert_eq!(players, [Player::One, Player::Two, Player::One]);
    assert!(
        validate(text).errors.iter().any(|e| e.line == 2),
        "6-6 cannot be danced at the start"
    );
}

#[test]
fn a_transcript_without_a_match_length_is_read_as_money_play_with_a_warning() {
    // Given games without a ` N point match` line
    let text = b" Game 1\n a : 0                       b : 0\n  1) 31: 8/5 6/5\n";

    // When validated
    let report = validate(text);

    // Then it is read, as money play, and the assumption is reported
    assert!(report.valid, "{:#?}", report.errors);
    assert_eq!(read_match(text).expect("readable").length, 0);
    let warning = &report.warnings[0];
    assert_eq!(
        (warning.line, warning.kind),
        (1, bgkit::transcript::DiagnosticKind::WriterQuirk)
    );
}

#[test]
fn a_records_cube_value_or_points_that_read_like_a_roll_stay_numbers() {
    // Given records whose last line has a two-digit number with dice digits,
    // as a colon-less roll would be written (`12`, `16`, `32`)
    let table = [
        (
            "Losses 12 points",
            ActionKind::Result {
                outcome: Outcome::Losses,
                points: 12,
                match_won: false,
            },
        ),
        (
            "Wins 24 points",
            ActionKind::Result {
                outcome: Outcome::Wins,
                points: 24,
                match_won: false,
            },
        ),
        ("Doubles => 16", ActionKind::Double { cube: 16 }),
        ("Doubles 32", ActionKind::Double { cube: 32 }),
        ("Beavers => 64", ActionKind::Beaver { cube: 64 }),
    ];
    for (last, expected) in table {
        let text = format!("62: 13/11 13/7\n{last}\n");

        // When read
        let matched = read_match(text.as_bytes()).unwrap_or_else(|e| panic!("{last}: {e}"));

        // Then the number belongs to the cube action or the result
        let actions = &matched.games[0].actions;
        assert_eq!(actions.len(), 2, "{last}");
        assert_eq!(actions[1].kind, expected, "{last}");
    }
}

#[test]
fn a_records_backgammon_at_a_beavered_cube_validates() {
    // Given a record: player 2 doubles, player 1 beavers, player 2 rolls and
    // resigns a backgammon at the cube of 4
    let text = b"62: 13/11 13/7\nDoubles => 2\nBeavers => 4\n31: ???\nLosses 12 points\n";

    // When validated
    let report = validate(text);

    // Then it is valid, and the result is player 2's loss of 12 points
    assert!(report.valid, "{:#?}", report.errors);
    let matched = read_match(text).expect("a plain record");
    let result = matched.games[0].actions.last().expect("a result");
    assert_eq!(result.player, Player::Two);
    assert_eq!(
        result.kind,
        ActionKind::Result {
            outcome: Outcome::Losses,
            points: 12,
            match_won: false
        }
    );
}

#[test]
fn a_record_may_open_with_a_resignation_after_the_roll() {
    // Given a record whose first line is a roll and `???`
    let text = b"32: ???\nLosses 1 point\n";

    // When read and validated
    let matched = read_match(text).expect("a plain record");
    let report = validate(text);

    // Then it is a plain record: player 1 rolled and resigned, and lost 1 point
    assert_eq!(matched.dialect, Dialect::PlainRecord);
    let kinds: Vec<(Player, ActionKind)> = matched.games[0]
        .actions
        .iter()
        .map(|a| (a.player, a.kind))
        .collect();
    assert_eq!(
        kinds,
        [
            (
                Player::One,
                ActionKind::ResignAfterRoll { dice: Dice(3, 2) }
            ),
            (
                Player::One,
                ActionKind::Result {
                    outcome: Outcome::Losses,
                    points: 1,
                    match_won: false
                }
            ),
        ]
    );
    assert!(report.valid, "{:#?}", report.errors);
}

#[test]
fn a_records_lone_resignation_after_a_double_is_the_takers() {
    // Given a record where player 1 doubles and `???` stands where the answer
    // would, then a result about the last roller (player 2)
    let text = b"31: 8/5 6/5\n42: 8/4 6/4\nDoubles => 2\n???\nLosses 2 points\n";

    // When read and validated
    let matched = read_match(text).expect("a plain record");
    let report = validate(text);

    // Then the resignation is player 2's, who had to answer the double, and
    // the record is valid: player 1 wins 2 points
    let actions = &matched.games[0].actions;
    assert_eq!(actions[2].player, Player::One);
    assert_eq!(
        (actions[3].player, actions[3].kind),
        (Player::Two, ActionKind::Resign)
    );
    assert!(report.valid, "{:#?}", report.errors);
}

#[test]
fn a_records_lone_resignation_without_a_double_is_the_next_rollers() {
    // Given records with `???` before a roll: with no double, after a taken
    // double, and after a beaver (the doubler rolls next in both)
    let table: [(&str, Player); 3] = [
        ("31: 8/5 6/5\n???\nWins 1 point\n", Player::Two),
        (
            "31: 8/5 6/5\n42: 8/4 6/4\nDoubles => 2\nTakes\n???\nWins 2 points\n",
            Player::One,
        ),
        (
            "31: 8/5 6/5\n42: 8/4 6/4\nDoubles => 2\nBeavers => 4\n???\nWins 4 points\n",
            Player::One,
        ),
    ];
    for (text, resigner) in table {
        // When read and validated
        let matched = read_match(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let report = validate(text.as_bytes());

        // Then the `???` is the resignation of the player about to roll
        let resign = matched.games[0]
            .actions
            .iter()
            .find(|a| a.kind == ActionKind::Resign)
            .expect("a resignation");
        assert_eq!(resign.player, resigner, "{text}");
        assert!(report.valid, "{text}{:#?}", report.errors);
    }
}

/// A one-point match between `a` and `b` whose first game has these rows
/// after an opening roll of each: `a` is on roll when they start.
fn one_game(rows: &str) -> String {
    format!(
        " 1 point match\n\n Game 1\n a : 0                          b : 0\n  1) 31: 8/5 6/5                 52: 13/11 11/6\n{rows}"
    )
}

/// Who did what, from the third action on (after the opening rolls).
fn ending(text: &str) -> Vec<(Player, ActionKind)> {
    let matched = read_match(text.as_bytes()).unwrap();
    let actions = &matched.games[0].actions;
    actions.iter().skip(2).map(|a| (a.player, a.kind)).collect()
}

fn wins_the_match() -> ActionKind {
    ActionKind::Result {
        outcome: Outcome::Wins,
        points: 1,
        match_won: true,
    }
}

#[test]
fn a_resignation_mark_is_the_resignation_of_the_loser_the_result_names() {
    // Given resignation marks in the loser's column (HedgeHog, Backgammon
    // Studio) and in the winner's (OpenGammon), each before `b`'s win;
    let table = [
        "  2)                                 Resigned Game\n                                  Wins 1 point and the match\n",
        "  2) 43: 8/4 6/3                 Resigns\n      Wins 1 point and the match\n",
        "  2) 00: ????\n                                  Wins 1 point and the match\n",
        "  2) 00:\n                                  Wins 1 point and the match\n",
    ];
    for (rows, resigner, winner) in [
        (table[0], Player::One, Player::Two),
        (table[1], Player::Two, Player::One),
        (table[2], Player::One, Player::Two),
        (table[3], Player::One, Player::Two),
    ] {
        // When read;
        let text = one_game(rows);
        let actions = ending(&text);
        // Then the loser resigned, then the winner's result follows;
        let (last, resigned) = actions.split_last().unwrap();
        assert_eq!(*last, (winner, wins_the_match()), "{rows}");
        assert_eq!(
            resigned.last(),
            Some(&(resigner, ActionKind::Resign)),
            "{rows}"
        );
        // And the match is valid, with nothing to say about the mark.
        let report = validate(text.as_bytes());
        assert!(report.valid && report.warnings.is_empty(), "{report:?}");
    }
}

#[test]
fn a_resignation_mark_with_no_result_after_it_goes_by_its_column() {
    // Given a mark in `b`'s column that ends the transcript;
    let text = one_game("  2)                                 Resigned Game\n");
    // When read; Then `b` resigned;
    assert_eq!(ending(&text), [(Player::Two, ActionKind::Resign)]);
    // And validation says the result is missing, where the mark is: a
    // warning, the game left undecided as a file cut short leaves it.
    let report = validate(text.as_bytes());
    assert!(report.valid, "{report:?}");
    let warning = report
        .warnings
        .iter()
        .find(|w| w.kind == DiagnosticKind::MissingResult)
        .unwrap();
    assert_eq!((warning.line, warning.column), (6, 38), "{report:?}");
    assert!(report.matches[0].games[0].winner.is_none(), "{report:?}");
}

#[test]
fn a_row_joined_to_a_line_is_read_by_its_own_columns() {
    // Given a second row written on the line of the first, with two cells
    // or with one cell in its left column (far right on the line);
    let table = [
        (
            "  2) 43: 8/4 6/3                 2)  Losses 1 point            Wins 1 point and the match\n",
            vec![Player::One, Player::Two],
        ),
        (
            "  2) 43: 8/4 6/3                 3)  Wins 1 point and the match\n",
            vec![Player::One],
        ),
    ];
    for (rows, results) in table {
        // When read;
        let text = one_game(rows);
        let actions = ending(&text);
        // Then the first row's roll is `a`'s, and the joined row's cells go
        // by their place in that row;
        assert_eq!(actions[0].0, Player::One);
        let players: Vec<Player> = actions[1..].iter().map(|(p, _)| *p).collect();
        assert_eq!(players, results, "{rows}");
        // And a warning points at the joined row's number.
        let report: ValidationReport = validate(text.as_bytes());
        let warning = &report.warnings[0];
        assert_eq!((warning.line, warning.column), (6, 34), "{report:?}");
        assert_eq!(warning.kind, DiagnosticKind::WriterQuirk);
    }
}

#[test]
fn a_name_left_out_of_the_score_line_is_read_from_the_header_or_the_side() {
    // Given score lines that leave one name out, with and without a
    // `Player N` header naming that player;
    let table = [
        (
            "",
            " a : 0                         : 0",
            ["a", "Player 2"],
            32,
        ),
        (
            "; [Player 1 \"zed\"]\n",
            "   : 0                         b : 0",
            ["zed", "b"],
            4,
        ),
        (
            "; [Player 1 \"b\"]\n",
            "   : 0                         b : 0",
            ["Player 1", "b"],
            4,
        ),
    ];
    for (header, score, names, column) in table {
        let text = format!(
            "{header} 1 point match\n\n Game 1\n{score}\n  1) 31: 8/5 6/5\n  2)  Wins 1 point and the match\n"
        );
        // When read;
        let matched = read_match(text.as_bytes()).unwrap();
        // Then the name is the header's, or the side's;
        assert_eq!(matched.players.clone().map(|p| p.name), names, "{score}");
        // And a warning says so, where the name should be.
        let report = validate(text.as_bytes());
        let warning = report
            .warnings
            .iter()
            .find(|w| w.kind == DiagnosticKind::PlayerName)
            .unwrap_or_else(|| panic!("{report:?}"));
        assert_eq!(warning.column, column, "{score}");
        let unnamed = if column < 10 { names[0] } else { names[1] };
        assert!(
            warning.message.contains(&format!("`{unnamed}`")),
            "{warning:?}"
        );
    }
}

#[test]
fn a_player_called_otherwise_in_later_games_is_warned_of_once_for_each_other_name() {
    // Given a match whose left player is `alpha` in game 1, `alf` in games
    // 2 and 3, and `al` in game 4
    let game = |number: u32, name: &str, score: u32, result: &str| {
        format!(
            " Game {number}\n {:<31}beta : 0\n  1) 31: 8/5 6/5\n  2)  {result}\n\n",
            format!("{name} : {score}")
        )
    };
    let text = format!(
        " 5 point match\n\n{}{}{}{}",
        game(1, "alpha", 0, "Wins 1 point"),
        game(2, "alf", 1, "Wins 1 point"),
        game(3, "alf", 2, "Wins 1 point"),
        game(4, "al", 3, "Wins 2 points and the match"),
    );
    // When validated
    let report = validate(text.as_bytes());
    // Then it is valid, and one warning names each other name, at the first
    // game that uses it
    assert!(report.valid, "{report:?}");
    let named: Vec<(u32, &str)> = report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::PlayerName)
        .map(|w| (w.line, w.message.as_str()))
        .collect();
    assert_eq!(
        named,
        [
            (
                9,
                "player 1 is called `alf` here but `alpha` in the first game"
            ),
            (
                19,
                "player 1 is called `al` here but `alpha` in the first game"
            ),
        ],
        "{text}"
    );
}

#[test]
fn a_header_written_again_before_the_first_game_is_warned_of_and_the_later_stands() {
    // Given a 3-point match of two games whose header is written twice
    // before its first game: the same, or another length first
    let games = "\n Game 1\n alpha : 0                      beta : 0\n  1) 31: 8/5 6/5                  42: 8/4 6/4\n      Doubles => 2                 Drops\n      Wins 1 point\n\n Game 2\n alpha : 1                      beta : 0\n  1) 31: 8/5 6/5                  Doubles => 2\n  2)  Takes                        42: 8/4 6/4\n  3)  Doubles => 4                 Drops\n      Wins 2 points and the match\n";
    let table = [
        (
            3,
            DiagnosticKind::WriterQuirk,
            "the ` N point match` header of line 2 is written again",
        ),
        (
            5,
            DiagnosticKind::MatchLength,
            "this header says 3 points where the one on line 2 says 5: read as a 3-point match, the header nearest the games",
        ),
    ];
    for (first, kind, message) in table {
        let text = format!("\n {first} point match\n 3 point match\n{games}");
        // When read and validated
        let matched = read_match(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let report = validate(text.as_bytes());
        // Then the match is the later header's, whole and valid, with one
        // warning at the later header that names the first
        assert_eq!((matched.length, matched.games.len()), (3, 2), "{text}");
        assert!(report.valid, "{:?}", report.errors);
        let warned: Vec<_> = report
            .warnings
            .iter()
            .map(|w| (w.line, w.column, w.kind, w.message.as_str()))
            .collect();
        assert_eq!(warned, [(3, 2, kind, message)], "{text}");
    }
    // And a later header whose length the games do not bear out is found
    // wrong where the match ends early: the file contradicts itself
    let text = format!("\n 3 point match\n 1 point match\n{games}");
    let report = validate(text.as_bytes());
    assert!(!report.valid, "{text}");
    assert!(
        report
            .errors
            .iter()
            .any(|e| e.kind == DiagnosticKind::UnexpectedAction),
        "{:?}",
        report.errors
    );
}

#[test]
fn a_second_match_after_a_line_of_prose_is_refused_as_one_match_would_refuse_it() {
    // Given two matches one after the other, the first game ending in a
    // line of prose (read past as a note) before the second match's header
    let first = "\n 1 point match\n\n Game 1\n alpha : 0                      beta : 0\n  1) 31: 8/5 6/5                  42: 8/4 6/4\n";
    let second = " 1 point match\n\n Game 1\n gamma : 0                      delta : 0\n  1) 31: 8/5 6/5\n      Wins 1 point\n";
    for between in ["", "   some words the writer left\n"] {
        let text = format!("{first}{between}\n{second}");
        // When read as one match
        let error = read_match(text.as_bytes()).expect_err("two matches");
        // Then the second header is the error, with or without the prose
        // before it, not a game of the first match
        assert_eq!(
            error.kind,
            bgkit::transcript::ReadErrorKind::Unexpected {
                expected: "one ` N point match` header, before the first game",
                found: "1 point match".to_owned(),
            },
            "{text}"
        );
        let line = error.location().map(|l| l.line);
        assert_eq!(line, Some(if between.is_empty() { 8 } else { 9 }));
        // And validation, which reads joined matches, finds two of them
        assert_eq!(validate(text.as_bytes()).matches.len(), 2, "{text}");
    }
}

#[test]
fn a_row_is_read_whatever_its_number_and_however_it_is_closed() {
    // Given the charlot match with its second row numbered `2)`, `2.`, and
    // with five digits or more, closed either way
    let original = fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let expected = validate(original.as_bytes());
    // (a number that skips from 1 is a `move-number` warning: rows left out)
    for (number, skips) in [
        ("2.", 0),
        ("88882)", 1),
        ("88882.", 1),
        ("8888888888888888888888882.", 0),
    ] {
        let text = original.replacen(
            "  2) 32: 24/21 13/11",
            &format!("  {number} 32: 24/21 13/11"),
            1,
        );
        assert_ne!(text, original);
        // When validated; Then the row is read as the turn line it is:
        // the same turns and verdict, never a line read past
        let report = validate(text.as_bytes());
        let move_numbers = report
            .warnings
            .iter()
            .filter(|w| w.kind == DiagnosticKind::MoveNumber)
            .count();
        assert_eq!(
            (report.valid, report.turns, report.warnings.len()),
            (
                expected.valid,
                expected.turns,
                expected.warnings.len() + skips
            ),
            "{number}: {:#?}",
            report.warnings
        );
        assert_eq!(move_numbers, skips, "{number}");
    }
}
