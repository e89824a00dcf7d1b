//! Whether two transcripts hold the same match, however each was written: the
//! check that rewriting a transcript changed its layout and nothing else.

use std::fmt;

use crate::ids::position_id;
use crate::notation::format_moves;

use super::rolls_by_action;
use crate::board::Position;
use crate::transcript::model::{ActionKind, Dice, Game, Match, Player};
use crate::transcript::replay::{GameTrace, RollTrace, replay_traced};

/// The first way in which two matches differ.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{what}", game.map(|g| format!("game {g}: ")).unwrap_or_default())]
pub struct Difference {
    /// The game it is in (its number in the first match), or `None` for the
    /// match header.
    pub game: Option<u32>,
    /// What differs, both ways: `expected ..., found ...`.
    pub what: String,
}

/// Checks that `expected` and `found` hold the same match, comparing what was
/// played and not how it was written.
///
/// Compared: the match length; the players' names and ratings; the header
/// fields (keys and values, in order); the games in order with their numbers
/// and stated scores; and in each game, in order, every roll (player, dice high
/// first, and the board after the play as the replay resolves it), every cube
/// action (player and value) and the result (winner and points: the game's
/// value by the rules where the replay accepted the result, else as written).
///
/// Not compared, because they are ways of writing the same thing: where
/// anything was written, the dialect, the order of the dice and of the moves,
/// merged or chained moves, hit marks, `Cannot Move`, `and the match`, a
/// `Losses` line beside the winner's `Wins` (or set aside by it), a value a
/// writer capped or wrote as a sentinel, and a resignation written before
/// the result (`???` alone). A roll followed by a resignation is the same
/// whether written `51: ???` or as the roll alone, and a roll that cannot be
/// played, resigned after, is the same as a dance before the result. A play the replay cannot
/// follow is compared by its canonical text.
pub fn same_match(expected: &Match, found: &Match) -> Result<(), Difference> {
    same_header(expected, found)?;
    let (_, expected_traces) = replay_traced(expected);
    let (_, found_traces) = replay_traced(found);
    let empty = GameTrace::default();
    for (index, (a, b)) in expected.games.iter().zip(&found.games).enumerate() {
        let a_trace = expected_traces.get(index).unwrap_or(&empty);
        let b_trace = found_traces.get(index).unwrap_or(&empty);
        same_game((expected, a, a_trace), (found, b, b_trace))?;
    }
    Ok(())
}

/// The first difference between the matches' lengths, players, headers and
/// number of games.
fn same_header(expected: &Match, found: &Match) -> Result<(), Difference> {
    let header = |what: String| Difference { game: None, what };
    if expected.length != found.length {
        return Err(header(format!(
            "expected a match to {}, found {}",
            expected.length, found.length
        )));
    }
    for (index, (a, b)) in expected.players.iter().zip(&found.players).enumerate() {
        if a != b {
            return Err(header(format!(
                "expected player {} to be {a:?}, found {b:?}",
                index + 1
            )));
        }
    }
    let headers = |m: &Match| -> Vec<(String, String)> {
        m.headers
            .iter()
            .map(|h| (h.key.clone(), h.value.clone()))
            .collect()
    };
    let (a, b) = (headers(expected), headers(found));
    if a != b {
        return Err(header(format!("expected headers {a:?}, found {b:?}")));
    }
    if expected.games.len() != found.games.len() {
        return Err(header(format!(
            "expected {} games, found {}",
            expected.games.len(),
            found.games.len()
        )));
    }
    Ok(())
}

/// The first difference between two games, each with its match and the
/// replay's trace of it: number, stated score, then event by event.
fn same_game(
    (expected, a, a_trace): (&Match, &Game, &GameTrace),
    (found, b, b_trace): (&Match, &Game, &GameTrace),
) -> Result<(), Difference> {
    let in_game = |what: String| Difference {
        game: Some(a.number),
        what,
    };
    if a.number != b.number {
        return Err(in_game(format!(
            "expected game number {}, found {}",
            a.number, b.number
        )));
    }
    let (a_score, b_score) = (
        super::written_score(expected, a, a_trace),
        super::written_score(found, b, b_trace),
    );
    if a_score != b_score {
        return Err(in_game(format!(
            "expected the score {a_score:?}, found {b_score:?}"
        )));
    }
    let a_events = events(a, a_trace);
    let b_events = events(b, b_trace);
    for (turn, pair) in a_events.iter().zip(&b_events).enumerate() {
        if pair.0 != pair.1 {
            return Err(in_game(format!(
                "event {}: expected {}, found {}",
                turn + 1,
                pair.0,
                pair.1
            )));
        }
    }
    // With unequal lengths, exactly one side has an event past the other's end.
    let extra = match a_events.get(b_events.len()) {
        Some(event) => Some(("expected", event)),
        None => b_events.get(a_events.len()).map(|event| ("found", event)),
    };
    if let Some((longer, more)) = extra {
        return Err(in_game(format!(
            "{} events expected, {} found; the first one only {longer} is {more}",
            a_events.len(),
            b_events.len()
        )));
    }
    Ok(())
}

/// What one action did, without how it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Event {
    Roll {
        player: Player,
        dice: (u8, u8),
        outcome: Rolled,
    },
    Double {
        player: Player,
        cube: u32,
    },
    Take(Player),
    Drop(Player),
    Beaver {
        player: Player,
        cube: u32,
    },
    Result {
        winner: Player,
        points: u32,
    },
}

/// What came of a roll.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Rolled {
    /// The board after the play, from the roller's view.
    Board(Position),
    /// The roller resigned.
    Resigned,
    /// The replay did not follow the play: its canonical text.
    Written(String),
}

fn events(game: &Game, trace: &GameTrace) -> Vec<Event> {
    let rolls = rolls_by_action(game, trace);
    let mut events = Vec::new();
    for (index, action) in game.actions.iter().enumerate() {
        let player = action.player;
        let traced = rolls.get(index).copied().flatten();
        // The written text is only needed where the replay did not follow.
        let rolled = |dice: Dice, written: &dyn Fn() -> String| Event::Roll {
            player,
            dice: dice_key(dice),
            outcome: match traced {
                // A roll with no legal play ends where it began, however
                // the resignation after it is written: `61: ???`, or the
                // roll alone (a dance) before the result, as SGF writes it.
                Some(roll) if roll.resigned && cannot_move(roll) => Rolled::Board(roll.before),
                Some(roll) if roll.resigned => Rolled::Resigned,
                Some(roll) => Rolled::Board(roll.after),
                None => Rolled::Written(written()),
            },
        };
        let event = match action.kind {
            ActionKind::Play { dice, moves } => rolled(dice, &|| format_moves(moves.moves())),
            ActionKind::Dance { dice, .. } => rolled(dice, &String::new),
            ActionKind::ResignAfterRoll { dice } => Event::Roll {
                player,
                dice: dice_key(dice),
                outcome: match traced {
                    Some(roll) if cannot_move(roll) => Rolled::Board(roll.before),
                    _ => Rolled::Resigned,
                },
            },
            ActionKind::Double { cube } => Event::Double { player, cube },
            ActionKind::Take => Event::Take(player),
            ActionKind::Drop => Event::Drop(player),
            ActionKind::Beaver { cube } => Event::Beaver { player, cube },
            ActionKind::Resign => continue,
            ActionKind::Result {
                outcome, points, ..
            } => {
                let result = match trace.end {
                    Some(end) => Event::Result {
                        winner: end.winner,
                        points: end.points,
                    },
                    None => Event::Result {
                        winner: outcome.winner(player),
                        points,
                    },
                };
                if events.contains(&result) {
                    continue;
                }
                result
            }
        };
        events.push(event);
    }
    events
}

/// Whether the roll had no legal play on its board.
fn cannot_move(roll: &RollTrace) -> bool {
    crate::board::legal_plays(&roll.before, roll.roll).is_empty()
}

/// The dice high first, so that `13:` and `31:` agree.
fn dice_key(dice: Dice) -> (u8, u8) {
    (dice.0.max(dice.1), dice.0.min(dice.1))
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who = |p: &Player| p.index() + 1;
        match self {
            Event::Roll {
                player,
                dice,
                outcome,
            } => {
                write!(f, "player {} rolling {}{}", who(player), dice.0, dice.1)?;
                match outcome {
                    Rolled::Board(after) => {
                        write!(f, " and playing to {}", position_id::encode(after))
                    }
                    Rolled::Resigned => f.write_str(" and resigning"),
                    Rolled::Written(text) if text.is_empty() => f.write_str(" and not moving"),
                    Rolled::Written(text) => write!(f, " and playing {text}"),
                }
            }
            Event::Double { player, cube } => {
                write!(f, "player {} doubling to {cube}", who(player))
            }
            Event::Take(player) => write!(f, "player {} taking", who(player)),
            Event::Drop(player) => write!(f, "player {} dropping", who(player)),
            Event::Beaver { player, cube } => {
                write!(f, "player {} beavering to {cube}", who(player))
            }
            Event::Result { winner, points } => {
                write!(f, "player {} winning {points}", who(winner))
            }
        }
    }
}
