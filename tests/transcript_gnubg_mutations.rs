//! Transcripts exported by GNU Backgammon, each changed in one place, must be
//! rejected with an error on the changed line. The places are found through the
//! reader's own locations, so the same mutations run on every export available:
//! the samples in fixtures/realworld/ and, where present, fixtures/gnubg/matches/.

use std::fs;
use std::path::PathBuf;

use crate::common::fixtures_root;
use bgkit::transcript::{Action, ActionKind, DiagnosticKind, Match, Player, read_match, validate};

#[track_caller]
fn exports() -> Vec<PathBuf> {
    let root = fixtures_root();
    let mut files: Vec<PathBuf> = Vec::new();
    for (dir, prefix) in [("realworld", "gnubg-export-"), ("gnubg/matches", "")] {
        let Ok(entries) = fs::read_dir(root.join(dir)) else {
            continue;
        };
        files.extend(
            entries
                .map(|e| e.expect("directory entry").path())
                .filter(|p| {
                    let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
                    name.starts_with(prefix) && name.ends_with(".mat")
                }),
        );
    }
    files.sort();
    assert!(files.len() >= 4, "the gnubg samples are missing");
    files
}

/// One change to a transcript and the line where the error must be.
struct Mutation {
    text: String,
    line: u32,
    kind: DiagnosticKind,
}

fn replace(text: &str, start: usize, end: usize, new: &str) -> String {
    format!("{}{}{}", &text[..start], new, &text[end..])
}

fn first_play(matched: &Match) -> Option<&Action> {
    matched.games.first()?.actions.first()
}

/// The second move of the opening play removed: both dice can always be played there.
fn drop_a_die(text: &str, matched: &Match) -> Option<Mutation> {
    let action = first_play(matched)?;
    let ActionKind::Play { moves, .. } = action.kind else {
        return None;
    };
    let second = moves.get(1)?.location;
    let blank = " ".repeat(second.span.end - second.span.start);
    Some(Mutation {
        text: replace(text, second.span.start, second.span.end, &blank),
        line: second.line,
        kind: DiagnosticKind::IllegalPlay,
    })
}

/// The opening play's first move made a distance that no die or sum of dice gives.
fn distance_matches_no_die(text: &str, matched: &Match) -> Option<Mutation> {
    let action = first_play(matched)?;
    let ActionKind::Play { dice, moves } = action.kind else {
        return None;
    };
    let first = moves.get(0)?;
    let reachable = [dice.0, dice.1, dice.0 + dice.1];
    let distance = (1..=6u8).find(|d| !reachable.contains(d) && *d < first.mv.from)?;
    let new = format!("{}/{}", first.mv.from, first.mv.from - distance);
    let span = first.location.span;
    Some(Mutation {
        text: replace(text, span.start, span.end, &new),
        line: first.location.line,
        kind: DiagnosticKind::IllegalPlay,
    })
}

/// A result of a game that does not end the match, 7 points too high (never one
/// to three times a power-of-two cube away from a right value).
fn wrong_result(text: &str, matched: &Match) -> Option<Mutation> {
    let games = matched.games.len();
    let action = matched.games[..games.saturating_sub(1)]
        .iter()
        .flat_map(|g| g.actions.iter())
        .find(|a| matches!(a.kind, ActionKind::Result { .. }))?;
    let ActionKind::Result { points, .. } = action.kind else {
        return None;
    };
    let cell = &text[action.location.span.start..action.location.span.end];
    let at = action.location.span.start + cell.find(&points.to_string())?;
    let digits = points.to_string().len();
    Some(Mutation {
        text: replace(text, at, at + digits, &(points + 7).to_string()),
        line: action.location.line,
        kind: DiagnosticKind::WrongResult,
    })
}

/// Player 1's score on the second game's score line raised by one.
fn wrong_score(text: &str, matched: &Match) -> Option<Mutation> {
    let game = matched.games.get(1)?;
    let location = game.score_locations?[0];
    Some(Mutation {
        text: replace(
            text,
            location.span.start,
            location.span.end,
            &(game.score[0] + 1).to_string(),
        ),
        line: location.line,
        kind: DiagnosticKind::WrongScore,
    })
}

/// The second player's first roll in the Crawford game replaced by a double.
fn crawford_double(text: &str, matched: &Match) -> Option<Mutation> {
    if matched.length == 0 {
        return None;
    }
    let one_away = |score: u32| score + 1 == matched.length;
    let game = matched
        .games
        .iter()
        .find(|g| one_away(g.score[0]) != one_away(g.score[1]))?;
    let opener = game.actions.first()?.player;
    let reply = game
        .actions
        .iter()
        .find(|a| a.player != opener && a.kind.dice().is_some())?;
    let span = reply.location.span;
    Some(Mutation {
        text: replace(text, span.start, span.end, "Doubles => 2"),
        line: reply.location.line,
        kind: DiagnosticKind::CrawfordDouble,
    })
}

/// `Takes` written on a new line, in the dropper's column, right after a drop.
fn take_after_drop(text: &str, matched: &Match) -> Option<Mutation> {
    let drop = matched
        .games
        .iter()
        .flat_map(|g| g.actions.iter())
        .find(|a| a.kind == ActionKind::Drop)?;
    let line_end = drop.location.span.start + text[drop.location.span.start..].find('\n')? + 1;
    let take = match drop.player {
        Player::One => "      Takes\n".to_string(),
        Player::Two => format!("{}Takes\n", " ".repeat(33)),
    };
    Some(Mutation {
        text: replace(text, line_end, line_end, &take),
        line: drop.location.line + 1,
        kind: DiagnosticKind::UnexpectedAction,
    })
}

#[test]
fn every_mutation_of_a_gnubg_export_is_rejected_on_the_changed_line() {
    type Mutator = fn(&str, &Match) -> Option<Mutation>;
    let mutations: [(&str, Mutator); 6] = [
        ("a die dropped from a full play", drop_a_die),
        (
            "a move whose distance matches no die",
            distance_matches_no_die,
        ),
        ("a wrong number of points won", wrong_result),
        ("a wrong score on a Game line", wrong_score),
        ("a double in the Crawford game", crawford_double),
        ("a take after a drop", take_after_drop),
    ];
    let mut applied = [0usize; 6];
    for path in exports() {
        // Given an export that is valid as written
        let text = fs::read_to_string(&path).expect("gnubg writes ASCII");
        let name = path.display();
        assert!(
            validate(text.as_bytes()).valid,
            "{name} is not valid to start with"
        );
        let matched = read_match(text.as_bytes()).expect("it reads");

        for (index, (description, mutate)) in mutations.iter().enumerate() {
            // When one thing is changed (where the file offers a place for it)
            let Some(mutation) = mutate(&text, &matched) else {
                continue;
            };
            applied[index] += 1;
            let report = validate(mutation.text.as_bytes());

            // Then exactly one error is reported, of the right kind, on the changed line
            let found: Vec<(u32, DiagnosticKind)> =
                report.errors.iter().map(|e| (e.line, e.kind)).collect();
            assert_eq!(
                found,
                [(mutation.line, mutation.kind)],
                "{name}: {description}: {:#?}",
                report.errors
            );
        }
    }
    // And every kind of change was tried on some export
    for ((description, _), count) in mutations.iter().zip(applied) {
        assert!(count > 0, "no export offered a place for {description}");
    }
}
