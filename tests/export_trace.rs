//! The replay's trace (`replay_traced`): the boards, cube and endings the
//! export and the writer are built from.

use std::path::PathBuf;

use crate::common::fixtures_root;
use bgkit::board::{Position, legal_plays};
use bgkit::transcript::{
    ActionKind, Ending, Match, Player, read_match, replay, replay_traced, validate,
};

/// The dialect samples and the real-world transcripts.
#[track_caller]
fn fixtures() -> Vec<PathBuf> {
    let root = fixtures_root();
    let mut files = Vec::new();
    for dir in ["dialects", "realworld"] {
        files.extend(
            std::fs::read_dir(root.join(dir))
                .unwrap()
                .map(|entry| entry.unwrap().path())
                .filter(|path| path.extension().is_some_and(|e| e == "mat" || e == "txt")),
        );
    }
    files.sort();
    assert!(files.len() >= 19, "only {} fixtures found", files.len());
    files
}

#[track_caller]
fn read(text: &str) -> Match {
    read_match(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn tracing_changes_nothing_the_replay_finds() {
    for path in fixtures() {
        // Given a fixture
        let matched = read_match(&std::fs::read(&path).unwrap()).unwrap();

        // When replayed with and without a trace
        let (traced, games) = replay_traced(&matched);

        // Then the findings are the same, with one trace per game
        assert_eq!(traced, replay(&matched), "{}", path.display());
        assert_eq!(games.len(), matched.games.len(), "{}", path.display());
    }
}

#[test]
fn every_traced_board_follows_from_the_one_before_by_a_legal_play() {
    for path in fixtures() {
        // Given a valid fixture, traced
        let bytes = std::fs::read(&path).unwrap();
        assert!(validate(&bytes).valid, "{}", path.display());
        let matched = read_match(&bytes).unwrap();
        let (_, games) = replay_traced(&matched);

        for (game, trace) in matched.games.iter().zip(&games) {
            let context = |i: usize| format!("{} game {} roll {i}", path.display(), game.number);
            // Then every roll of the game is traced, starting from the start
            let rolls = game
                .actions
                .iter()
                .filter(|a| a.kind.dice().is_some())
                .count();
            assert_eq!(trace.rolls.len(), rolls, "{}", context(0));
            let mut expected_before = Position::start();
            let mut last_player: Option<Player> = None;
            for (i, roll) in trace.rolls.iter().enumerate() {
                // each from the board the previous roll left, seen by the roller
                if last_player == Some(roll.player.other()) {
                    expected_before = expected_before.switched();
                }
                assert_eq!(roll.before, expected_before, "{}", context(i));
                assert!(
                    game.actions[roll.action].kind.dice().is_some(),
                    "{}",
                    context(i)
                );
                // and to a board some legal play reaches (none for a dance or a
                // roll before a resignation)
                let plays = legal_plays(&roll.before, roll.roll);
                if roll.play.is_empty() {
                    assert_eq!(roll.after, roll.before, "{}", context(i));
                    assert!(roll.resigned || plays.is_empty(), "{}", context(i));
                } else {
                    let legal = plays.iter().find(|p| p.result == roll.after);
                    assert!(legal.is_some(), "{}", context(i));
                    assert_eq!(
                        roll.play.hits(),
                        legal.unwrap().play.hits(),
                        "{}",
                        context(i)
                    );
                }
                expected_before = roll.after;
                last_player = Some(roll.player);
            }
        }
    }
}

#[test]
fn a_game_borne_off_ends_single_gammon_or_backgammon_as_the_board_says() {
    let mut seen = Vec::new();
    for path in fixtures() {
        // Given every game of the fixtures that ends by bearing off
        let matched = read_match(&std::fs::read(&path).unwrap()).unwrap();
        let (_, games) = replay_traced(&matched);
        for trace in &games {
            let Some(end) = trace.end else { continue };
            if !matches!(
                end.how,
                Ending::Single | Ending::Gammon | Ending::Backgammon
            ) {
                continue;
            }
            let last = trace.rolls.last().expect("a game borne off has rolls");

            // Then the winner bore off last, and the loser's checkers say how
            let board = last.after;
            assert_eq!((last.player, board.off()), (end.winner, 15));
            let stranded = board.opponent_bar() > 0 || (1..=6).any(|p| board.theirs(p) > 0);
            let how = if board.opponent_off() > 0 {
                Ending::Single
            } else if stranded {
                Ending::Backgammon
            } else {
                Ending::Gammon
            };
            assert_eq!(end.how, how, "{}", path.display());
            seen.push(how);
        }
    }
    assert!(seen.contains(&Ending::Single) && seen.contains(&Ending::Gammon));
}

#[test]
fn the_cube_of_each_roll_follows_the_doubles_and_takes() {
    // Given ann doubles and bob takes, bob redoubles and ann beavers (money)
    let text = "; [Beaver \"On\"]
 0 point match

 Game 1
 ann : 0   bob : 0
  1) 31: 8/5 6/5                 42: 8/4 6/4
  2)  Doubles => 2                Takes
  3) 21: 13/11 6/5                Doubles => 4
  4)  Beavers => 8               11: 24/23 6/5(2) 8/7
  5) 55: 13/3(2)
";
    let (report, games) = replay_traced(&read(text));
    assert!(report.errors.is_empty(), "{:#?}", report.errors);

    // When the rolls' cubes are listed
    let cubes: Vec<(Player, u32, Option<Player>)> = games[0]
        .rolls
        .iter()
        .map(|r| (r.player, r.cube, r.cube_owner))
        .collect();

    // Then each roll sees the cube as the actions before it left it
    assert_eq!(
        cubes,
        [
            (Player::One, 1, None),
            (Player::Two, 1, None),
            (Player::One, 2, Some(Player::Two)),
            (Player::Two, 8, Some(Player::One)),
            (Player::One, 8, Some(Player::One)),
        ]
    );
}

#[test]
fn a_roll_left_without_a_play_before_the_opponents_win_is_traced_as_a_resignation() {
    // Given bob's 6-2 written alone, then ann's win; and the same with `???`
    for cell in ["62:", "62: ???"] {
        let text = format!(
            " 1 point match\n\n Game 1\n ann : 0   bob : 0\n  1) 31: 8/5 6/5   {cell}\n      Wins 1 point\n"
        );
        let matched = read(&text);

        // When traced
        let (_, games) = replay_traced(&matched);

        // Then bob's roll is there, resigned, on the board ann left him
        let last = games[0].rolls.last().copied().expect("two rolls");
        assert_eq!((last.player, last.resigned), (Player::Two, true), "{cell}");
        assert_eq!(last.before, games[0].rolls[0].after.switched(), "{cell}");
        let end = games[0].end.expect("the game ended");
        assert_eq!(
            (end.winner, end.points, end.how),
            (Player::One, 1, Ending::Resign)
        );
        assert!(matches!(
            matched.games[0].actions[last.action].kind,
            ActionKind::Dance { .. } | ActionKind::ResignAfterRoll { .. }
        ));
    }
}

#[test]
fn games_the_replay_does_not_reach_have_empty_traces() {
    // Given a match that ends in game 1, followed by a game 2
    let text = " 1 point match

 Game 1
 ann : 0   bob : 0
  1) 31: 8/5 6/5   42: 8/4 6/4
  2)  Doubles => 2   Drops
      Wins 1 point and the match

 Game 2
 ann : 1   bob : 0
  1) 42: 8/4 6/4
";
    // When traced
    let (report, games) = replay_traced(&read(text));

    // Then game 2 is an error and its trace is empty, game 1 ended by the drop
    assert_eq!(report.errors.len(), 1, "{:#?}", report.errors);
    assert!(report.errors[0].message.contains("but game 2 follows"));
    assert_eq!(games.len(), 2);
    assert!(
        games[1].rolls.is_empty() && games[1].end.is_none(),
        "{report:#?} {games:#?}"
    );
    assert_eq!(games[0].end.map(|e| e.how), Some(Ending::Drop));
}
