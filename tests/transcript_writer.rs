//! The .mat writer: its layout (GNU Backgammon's columns), what it makes
//! canonical, and that what it writes reads back as the same match.

use bgkit::transcript::*;

/// A turn line as GNU Backgammon lays it out: `%3d) `, the left cell padded to
/// 28 characters, then the right cell; no trailing spaces (bgkit's one change).
fn gnubg_turn(number: usize, left: &str, right: &str) -> String {
    format!("{number:>3}) {left:<28}{right}")
        .trim_end()
        .to_string()
}

/// A score line as GNU Backgammon lays it out: ` %-31s%s : %d`.
fn gnubg_score(left: &str, one: u32, right: &str, two: u32) -> String {
    format!(" {:<31}{right} : {two}", format!("{left} : {one}"))
}

fn read(text: &str) -> Match {
    read_match(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Three games in an untidy hand: dice low first, moves out of order, a drop
/// with the win on the next line, a `Losses` line, a resignation before a roll.
const UNTIDY: &str = "; [Site \"somewhere\"]
3 point match
 Game 1
 Ann : 0   Bob : 0
 1) 13: 6/5 8/5   24: 6/4 8/4
 2)  Doubles => 2   Drops
 Wins 1 point
 Game 2
 Ann : 1   Bob : 0
 1) 31: 8/5 6/5   42: 8/4 6/4
 2) 12: 6/5 13/11   Doubles => 2
 3)  Drops
 Losses 1 point     Wins 1 point
 Game 3
 Ann : 1   Bob : 1
 1) 31: 8/5 6/5   ???
 Wins 2 points
";

#[test]
fn a_match_is_laid_out_in_gnu_backgammons_columns() {
    // Given a valid match written untidily
    let matched = read(UNTIDY);
    assert!(validate(UNTIDY.as_bytes()).valid);

    // When written
    let written = write_mat(&matched);

    // Then every line is where GNU Backgammon puts it: cube actions with a
    // leading space, the drop and the right player's win on one line, the left
    // player's win alone at column 7, the deciding game says so
    let expected = [
        "; [Site \"somewhere\"]".to_string(),
        String::new(),
        " 3 point match".into(),
        String::new(),
        " Game 1".into(),
        gnubg_score("Ann", 0, "Bob", 0),
        gnubg_turn(1, "31: 8/5 6/5", "42: 8/4 6/4"),
        gnubg_turn(2, " Doubles => 2", " Drops"),
        "      Wins 1 point".into(),
        String::new(),
        " Game 2".into(),
        gnubg_score("Ann", 1, "Bob", 0),
        gnubg_turn(1, "31: 8/5 6/5", "42: 8/4 6/4"),
        gnubg_turn(2, "21: 13/11 6/5", " Doubles => 2"),
        gnubg_turn(3, " Drops", " Wins 1 point"),
        String::new(),
        " Game 3".into(),
        gnubg_score("Ann", 1, "Bob", 1),
        gnubg_turn(1, "31: 8/5 6/5", ""),
        "      Wins 2 points and the match".into(),
        String::new(),
    ];
    assert_eq!(written, expected.join("\n") + "\n");
}

#[test]
fn the_written_match_reads_back_the_same_and_validates() {
    // Given the untidy match, written
    let matched = read(UNTIDY);
    let written = write_mat(&matched);

    // When read back
    let again = read(&written);

    // Then it is the same match, valid, and writing it again changes nothing
    assert_eq!(same_match(&matched, &again), Ok(()));
    let report = validate(written.as_bytes());
    assert!(report.valid, "{:#?}", report.errors);
    assert!(report.warnings.is_empty(), "{:#?}", report.warnings);
    assert_eq!(write_mat(&again), written);
}

#[test]
fn a_result_is_written_at_the_value_the_game_counts() {
    // Given a resignation written at the 3 points the winner needed, which no
    // resignation at cube 2 is worth
    let capped = " 3 point match

 Game 1
 Ann : 0                        Bob : 0
  1) 31: 8/5 6/5                 42: 8/4 6/4
  2)  Doubles => 2                Takes
      Wins 3 points and the match
";
    // When written
    let written = write_mat(&read(capped));

    // Then the result says what the game counts, a gammon resignation, and
    // the text validates without the warning the original gets
    assert!(
        written.ends_with("      Wins 4 points and the match\n\n"),
        "{written}"
    );
    let report = validate(written.as_bytes());
    assert!(report.valid && report.warnings.is_empty(), "{report:#?}");
    assert_eq!(same_match(&read(capped), &read(&written)), Ok(()));
}

#[test]
fn a_losses_line_a_wins_line_overrules_is_not_written() {
    // Given a lone `Losses` line read in the left column, then the left
    // player's `Wins` line: the left player won
    let text = " 3 point match

 Game 1
 Ann : 0                        Bob : 0
  1) 31: 8/5 6/5                 42: 8/4 6/4
 Losses 1 point
      Wins 1 point
";
    // When written
    let written = write_mat(&read(text));

    // Then one result line gives the game to the left player
    let results: Vec<&str> = written.lines().filter(|l| l.contains("point")).collect();
    assert_eq!(results, [" 3 point match", "      Wins 1 point"]);
}

#[test]
fn the_right_player_opening_a_game_leaves_the_left_cell_empty() {
    // Given a game the right player starts
    let text =
        " 1 point match\n\n Game 1\n Ann : 0   Bob : 0\n  1)       42: 8/4 6/4\n  2) 31: 8/5 6/5\n";
    let matched = read(text);

    // When written
    let written = write_mat(&matched);

    // Then the first line has only the right cell, at GNU Backgammon's column
    assert!(
        written.contains(&format!("\n{}\n", gnubg_turn(1, "", "42: 8/4 6/4"))),
        "{written}"
    );
    assert!(written.contains(&format!("\n{}\n", gnubg_turn(2, "31: 8/5 6/5", ""))));
}

#[test]
fn long_names_push_the_right_column_and_still_read_back() {
    // Given names far longer than the score line's column
    let left = "Anastasia Konstantinovna Rimsky-Korsakova";
    let right = "Bob";
    let text = format!(
        " 1 point match\n\n Game 1\n {left} : 0   {right} : 0\n  1) 31: 8/5 6/5   42: 8/4 6/4\n  2)  Doubles => 2\n"
    );
    let matched = read(&text);

    // When written and read back
    let written = write_mat(&matched);
    let again = read(&written);

    // Then the names and every action (the lone double included) come back
    assert_eq!(same_match(&matched, &again), Ok(()), "{written}");
    assert_eq!(again.players[0].name, left);
    let double = again.games[0].actions.last().map(|a| (a.player, a.kind));
    assert_eq!(
        double,
        Some((Player::One, ActionKind::Double { cube: 2 })),
        "{written}"
    );
}

#[test]
fn a_long_left_name_beside_one_that_reads_as_a_score_still_reads_back() {
    // Given a long left name and right names holding what reads as a score
    // (as a name from SGF may), which one space apart would make the left
    // score the right name's `:0`
    let left = "Anastasia Konstantinovna Rimsky-Korsakova";
    for right in ["b:0", "c : 1", "be21/20 8/7:0", "d:0    x"] {
        let mut matched =
            read(" 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5   42: 8/4 6/4\n");
        matched.players[0].name = left.into();
        matched.players[1].name = right.into();

        // When written and read back
        let written = write_mat(&matched);
        let again = read(&written);

        // Then both names come back, and every action with them
        assert_eq!(same_match(&matched, &again), Ok(()), "{written}");
        let names = again.players.map(|p| p.name);
        assert_eq!(names, [left, right], "{written}");
    }
}

#[test]
fn names_and_headers_are_kept_on_one_line() {
    // Given a hand-built match with a line break in a header and no names
    let mut matched = read(" 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5\n");
    matched.players = Default::default();
    matched.headers.push(HeaderField {
        key: "Comment".into(),
        value: "two\nlines".into(),
        line: 1,
    });

    // When written
    let written = write_mat(&matched);

    // Then the header stays on one line and the players get placeholder names
    assert!(
        written.starts_with("; [Comment \"two lines\"]\n"),
        "{written}"
    );
    let again = read(&written);
    assert_eq!(again.players[0].name, "Player 1");
    assert_eq!(again.players[1].name, "Player 2");
}

#[test]
fn ratings_are_written_after_the_names() {
    // Given DailyGammon's `name,rating` score line
    let text = " 1 point match\n\n Game 1\n ann,1650: 0   bob,1702: 0\n  1) 31: 8/5 6/5\n";
    let matched = read(text);

    // When written and read back
    let again = read(&write_mat(&matched));

    // Then the ratings survive
    assert_eq!(again.players[0].rating.as_deref(), Some("1650"));
    assert_eq!(again.players[1].rating.as_deref(), Some("1702"));
}

#[test]
fn a_roll_written_alone_before_the_opponents_win_becomes_a_resignation_after_the_roll() {
    // Given GNU Backgammon's way: the roll alone, then the opponent's win
    let text =
        " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5   62:\n      Wins 1 point\n";
    let matched = read(text);

    // When written
    let written = write_mat(&matched);

    // Then the resignation is explicit, and the warning about it is gone
    assert!(written.contains("62: ???"), "{written}");
    assert!(!validate(text.as_bytes()).warnings.is_empty());
    assert!(validate(written.as_bytes()).warnings.is_empty());
    assert_eq!(same_match(&matched, &read(&written)), Ok(()));
}

#[test]
fn a_dance_is_the_roll_alone() {
    // Given eXtreme Gammon's `Cannot Move` (line 19: `19) 65: Cannot Move  21: 18/16 11/10*`)
    let text = include_str!("../fixtures/dialects/extreme-gammon-money.mat");
    let matched = read(text);

    // When written
    let written = write_mat(&matched);

    // Then the dance is the roll alone
    assert!(!written.contains("Cannot Move"));
    assert!(
        written.contains(&gnubg_turn(19, "65:", "21: 18/16 11/10*")),
        "{written}"
    );
}

#[test]
fn dice_come_high_die_first() {
    // Given GamesGrid's habit of writing the low die first (`13:`)
    let text = String::from_utf8_lossy(include_bytes!("../fixtures/dialects/gamesgrid.mat"));
    let matched = read(&text);
    let low_first = |t: &str| {
        t.split_whitespace()
            .filter_map(|w| w.strip_suffix(':'))
            .filter(|w| w.len() == 2 && w.bytes().all(|b| b.is_ascii_digit()))
            .filter(|w| w.as_bytes()[0] < w.as_bytes()[1])
            .count()
    };
    assert!(low_first(&text) > 0);

    // When written
    let written = write_mat(&matched);

    // Then no roll is written low die first
    assert_eq!(low_first(&written), 0, "{written}");
}

#[test]
fn a_play_the_replay_cannot_follow_is_written_as_read() {
    // Given an illegal play (8/4 is not a 3 or a 1) and a turn after it
    let text = " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 13: 8/4 6/5   42: 6/4 8/4\n";
    let matched = read(text);

    // When written
    let written = write_mat(&matched);

    // Then both plays are there in canonical order, unchanged otherwise
    assert!(
        written.contains(&gnubg_turn(1, "31: 8/4 6/5", "42: 8/4 6/4")),
        "{written}"
    );
}

#[test]
fn a_plain_record_stays_a_plain_record() {
    // Given a record of turns, one per line
    let text = "; [Comment \"a record\"]\n31 8/5 6/5\n42: 6/4 8/4\n66:\n";
    let matched = read(text);

    // When written
    let written = write_mat(&matched);

    // Then it is still one turn per line, canonical, and reads back the same
    assert_eq!(
        written,
        "; [Comment \"a record\"]\n31: 8/5 6/5\n42: 8/4 6/4\n66:\n"
    );
    let again = read(&written);
    assert_eq!(again.dialect, Dialect::PlainRecord);
    assert_eq!(same_match(&matched, &again), Ok(()));
}

#[test]
fn a_records_result_line_is_worded_for_the_player_the_reader_gives_it_to() {
    // Given a record built in memory (as from JSON) where player 2 rolls and
    // resigns, and the result is stated as player 1's win
    let mut matched = read("31: 8/5 6/5\n42: ???\nLosses 2 points\n");
    let game = &mut matched.games[0];
    let last = game.actions.len() - 1;
    game.actions[last] = Action {
        player: Player::One,
        kind: ActionKind::Result {
            outcome: Outcome::Wins,
            points: 2,
            match_won: false,
        },
        ..game.actions[last]
    };
    assert!(replay_traced(&matched).0.errors.is_empty());

    // When written
    let written = write_mat(&matched);

    // Then the line is about the last roller, who lost, and the record reads
    // back as the same game: player 1 wins 2 points
    assert_eq!(written, "31: 8/5 6/5\n42: ???\nLosses 2 points\n");
    let again = read(&written);
    assert!(validate(written.as_bytes()).valid);
    assert_eq!(same_match(&matched, &again), Ok(()));
}

#[test]
fn a_records_resignation_instead_of_an_answer_keeps_the_doubler_as_winner() {
    // Given a record where player 1 doubles and player 2 resigns instead of
    // answering, built in memory with the resignation and the win by their players
    let mut matched = read("31: 8/5 6/5\n42: 8/4 6/4\nDoubles => 2\nDrops\nWins 1 point\n");
    let game = &mut matched.games[0];
    game.actions[3].kind = ActionKind::Resign;
    game.actions[4].kind = ActionKind::Result {
        outcome: Outcome::Wins,
        points: 2,
        match_won: false,
    };
    assert!(replay_traced(&matched).0.errors.is_empty());

    // When written and read back
    let written = write_mat(&matched);
    let again = read(&written);

    // Then the `???` is written, and read back as player 2's; the result line,
    // read as being about the last roller (player 2), says that player 2 lost
    // 2 points
    assert_eq!(
        written,
        "31: 8/5 6/5\n42: 8/4 6/4\nDoubles => 2\n???\nLosses 2 points\n"
    );
    let resign = &again.games[0].actions[3];
    assert_eq!(
        (resign.player, resign.kind),
        (Player::Two, ActionKind::Resign)
    );
    assert!(validate(written.as_bytes()).valid);
    assert_eq!(same_match(&matched, &again), Ok(()));
}

#[test]
fn a_records_resignation_the_reader_would_give_to_the_other_player_is_left_out() {
    // Given a record built in memory where the `???` after player 1's roll is
    // put down to player 1, though the reader gives it to player 2, who rolls next
    let mut matched = read("31: 8/5 6/5\n???\nWins 1 point\n");
    matched.games[0].actions[1].player = Player::One;

    // When written
    let written = write_mat(&matched);

    // Then the `???` is left out, and the result line alone says who won
    assert_eq!(written, "31: 8/5 6/5\nWins 1 point\n");
}

#[test]
fn a_money_session_is_a_zero_point_match() {
    // Given a money game with a beaver
    let text = "; [Beaver \"On\"]\n 0 point match\n\n Game 1\n a : 0   b : 0
  1) 31: 8/5 6/5   42: 8/4 6/4
  2)  Doubles => 2   Beavers => 4
  3) 21: 13/11 6/5   Doubles => 8
  4)  Drops
                     Wins 4 points
";
    let matched = read(text);
    assert!(validate(text.as_bytes()).valid);

    // When written
    let written = write_mat(&matched);

    // Then the length line says 0, the beaver keeps its value, and no match is won
    assert!(written.contains("\n 0 point match\n"), "{written}");
    assert!(written.contains(&gnubg_turn(2, " Doubles => 2", " Beavers => 4")));
    assert!(written.contains(&gnubg_turn(4, " Drops", " Wins 4 points")));
    assert!(!written.contains("and the match"));
}
