//! A [`Match`] written as GNU Backgammon SGF: one game tree per game, each root
//! in full as GNU Backgammon writes it, then one node per roll or cube action.
//!
//! Plays are written from the replay, one letter pair per die, as GNU
//! Backgammon does; SGF has no hit marks. Resignations are the `R` of the
//! result (`RE[W+2R]`). Header fields SGF has no property for are left out:
//! [`kept_by_sgf`] says which a match keeps.

use std::fmt::Write as _;

use super::root::{HEADER_PROPERTIES, MAX_TEXT_BYTES, one_line, player_name, rating};
use super::syntax::escape;
use super::value::letter;
use crate::board::{BAR, Position};
use crate::formats::mat::writer::{rolls_by_action, written_score};
use crate::transcript::model::{
    Action, ActionKind, Change, Game, HeaderField, Location, Match, Outcome, Player,
};
use crate::transcript::replay::{GameTrace, replay_traced};
use crate::transcript::rules::{Ending, Rules};

/// Why a match cannot be written as SGF.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SgfWriteError {
    /// A GNU Backgammon SGF file holds one match: its game trees are the
    /// games of that match.
    #[error(
        "the input holds {count} matches, and a GNU Backgammon SGF file holds one; write each match to a file of its own"
    )]
    SeveralMatches {
        /// How many matches the input holds.
        count: usize,
    },
    /// A name or header field longer than the SGF reader takes: real files
    /// hold a few dozen bytes.
    #[error(
        "{what} is {length} bytes long, and bgkit reads SGF names and texts of at most {limit} bytes"
    )]
    TooLong {
        /// What it is: `player 1's name`, `the Event header`, ...
        what: String,
        /// Its length in bytes.
        length: usize,
        /// The longest the reader takes.
        limit: usize,
    },
    /// A game that ends in a resignation and no result: SGF writes a
    /// resignation only as the result it gave (`RE[W+2R]`).
    #[error(
        "game {game} ends in a resignation with no result, and GNU Backgammon's SGF writes a resignation only as its result (`RE[W+2R]`)"
    )]
    ResignedWithoutResult {
        /// The game's number.
        game: u32,
    },
    /// A game numbered 0: SGF counts a match's games from 1 (`MI[game:0]`
    /// is the first).
    #[error("a game is numbered 0, and GNU Backgammon's SGF numbers games from 1")]
    GameZero,
    /// A game after the first numbered 1 at 0-0: its root (`MI[game:0]`,
    /// `ws:0`, `bs:0`) would start another match, as SGF files joined end
    /// to end do.
    #[error(
        "game {place} of the match is numbered 1 at 0-0, which in GNU Backgammon's SGF starts another match"
    )]
    NumberedAsFirst {
        /// Its place in the match, from 1.
        place: usize,
    },
    /// GNU Backgammon's SGF records standard rules only.
    #[error(
        "the match is played under {rules} rules{}, which GNU Backgammon's SGF cannot record",
        max_stack.map(|n| format!(" with at most {n} checkers on a point")).unwrap_or_default()
    )]
    Rules {
        /// The rule set's name (`standard` when only the cap differs).
        rules: &'static str,
        /// The cap on checkers per point, if any.
        max_stack: Option<u8>,
    },
}

/// Writes a match as GNU Backgammon SGF.
///
/// ```
/// use bgkit::transcript::{read_match, write_sgf};
///
/// let text = b" 1 point match\n\n Game 1\n Ann : 0      Bob : 0\n  1) 31: 8/5 6/5\n";
/// let sgf = write_sgf(&read_match(text)?).unwrap();
/// assert!(sgf.starts_with("(;FF[4]GM[6]"));
/// assert!(sgf.contains("\n;W[31hefe])"));
/// # Ok::<(), bgkit::transcript::ReadError>(())
/// ```
pub fn write_sgf(matched: &Match) -> Result<String, SgfWriteError> {
    texts_fit(matched)?;
    if matched.games.iter().any(|game| game.number == 0) {
        return Err(SgfWriteError::GameZero);
    }
    let (_, traces) = replay_traced(matched);
    let mut out = String::new();
    for (index, game) in matched.games.iter().enumerate() {
        let empty = GameTrace::default();
        let trace = traces.get(index).unwrap_or(&empty);
        let resigned = game.actions.iter().any(|a| {
            matches!(
                a.kind,
                ActionKind::Resign | ActionKind::ResignAfterRoll { .. }
            )
        });
        if resigned && trace.end.is_none() {
            return Err(SgfWriteError::ResignedWithoutResult { game: game.number });
        }
        if index > 0 && game.number == 1 && written_score(matched, game, trace) == [0, 0] {
            return Err(SgfWriteError::NumberedAsFirst { place: index + 1 });
        }
        write_root(&mut out, matched, game, trace);
        write_nodes(&mut out, game, trace);
        out.push_str(")\n");
    }
    Ok(out)
}

/// Fails when a name, rating or header field SGF would hold is longer than
/// the reader takes ([`MAX_TEXT_BYTES`]), which would not read back.
fn texts_fit(matched: &Match) -> Result<(), SgfWriteError> {
    let too_long = |what: String, text: &str| {
        (text.len() > MAX_TEXT_BYTES).then_some(SgfWriteError::TooLong {
            what,
            length: text.len(),
            limit: MAX_TEXT_BYTES,
        })
    };
    let players = matched
        .players
        .iter()
        .enumerate()
        .flat_map(|(index, info)| {
            let number = index + 1;
            [
                too_long(format!("player {number}'s name"), &info.name),
                info.rating
                    .as_deref()
                    .and_then(|rating| too_long(format!("player {number}'s rating"), rating)),
            ]
        });
    let headers = HEADER_PROPERTIES.iter().map(|(_, key)| {
        matched
            .header(key)
            .and_then(|value| too_long(format!("the {key} header"), value.trim()))
    });
    match players.chain(headers).flatten().next() {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// The match as it reads back from the SGF [`write_sgf`] writes: the same,
/// but for header fields SGF has no property for, with the rules' fields as
/// the SGF reader gives them, and with a result stated for each game that
/// its board decides and the transcript gives no result line (SGF states
/// every result in `RE`).
pub fn kept_by_sgf(matched: &Match) -> Match {
    let mut kept = matched.clone();
    kept.headers = sgf_headers(matched);
    // Names and ratings as SGF text reads back: on one line, a name left
    // empty named as the .mat reader names it.
    for (index, info) in kept.players.iter_mut().enumerate() {
        info.name = player_name(&info.name, index);
        info.rating = info.rating.as_deref().and_then(rating);
    }
    // A game its last play decides with no result written (a plain record,
    // or a transcript that leaves the result line out) has its result
    // stated in `RE`, which reads back as a result.
    let (_, traces) = replay_traced(matched);
    for (game, trace) in kept.games.iter_mut().zip(&traces) {
        let stated = game
            .actions
            .iter()
            .any(|a| matches!(a.kind, ActionKind::Result { .. }));
        if let (Some(end), false) = (trace.end, stated) {
            game.actions.push(Action {
                player: end.winner,
                location: Location::default(),
                kind: ActionKind::Result {
                    outcome: Outcome::Wins,
                    points: end.points,
                    match_won: false,
                },
            });
        }
    }
    kept
}

/// The header fields an SGF file carries, in the order the reader gives them.
fn sgf_headers(matched: &Match) -> Vec<HeaderField> {
    let field = |key: &str, value: &str| HeaderField {
        key: key.to_string(),
        value: value.to_string(),
        line: 0,
    };
    let mut headers: Vec<HeaderField> = HEADER_PROPERTIES
        .iter()
        .filter_map(|(property, key)| {
            let value = one_line(matched.header(key)?);
            // SGF dates are written `YYYY-MM-DD` and read as `YYYY.MM.DD`.
            let value = if *property == "DT" {
                value.replace('-', ".")
            } else {
                value
            };
            (!value.is_empty()).then(|| field(key, &value))
        })
        .collect();
    let rules = Rules::of(matched);
    if matched.length > 0 && !rules.crawford {
        headers.push(field("Crawford", "Off"));
    }
    if rules.jacoby {
        headers.push(field("Jacoby", "On"));
    }
    headers
}

/// The root node: match information, players, rules and the game's result.
fn write_root(out: &mut String, matched: &Match, game: &Game, trace: &GameTrace) {
    let [white, black] = written_score(matched, game, trace);
    let _ = write!(
        out,
        "(;FF[4]GM[6]CA[UTF-8]AP[bgkit:{}]MI[length:{}][game:{}][ws:{white}][bs:{black}]",
        env!("CARGO_PKG_VERSION"),
        matched.length,
        game.number.saturating_sub(1),
    );
    let [white, black] = &matched.players;
    let _ = write!(
        out,
        "PW[{}]PB[{}]",
        escape(&white.name),
        escape(&black.name)
    );
    for (property, info) in [("WR", white), ("BR", black)] {
        if let Some(rating) = &info.rating {
            let _ = write!(out, "{property}[{}]", escape(rating));
        }
    }
    for (property, key) in HEADER_PROPERTIES {
        if let Some(value) = matched.header(key).map(str::trim).filter(|v| !v.is_empty()) {
            let value = if property == "DT" {
                value.replace('.', "-")
            } else {
                value.to_string()
            };
            let _ = write!(out, "{property}[{}]", escape(&value));
        }
    }
    let rules = Rules::of(matched);
    let mut ru = Vec::new();
    if matched.length > 0 && rules.crawford {
        ru.push("Crawford");
        if trace.crawford {
            ru.push("CrawfordGame");
        }
    }
    if rules.jacoby {
        ru.push("Jacoby");
    }
    let _ = write!(out, "RU[{}]", ru.join(":"));
    if let Some((winner, points, resigned)) = result(game, trace) {
        let _ = write!(
            out,
            "RE[{}+{points}{}]",
            colour(winner),
            if resigned { "R" } else { "" }
        );
    }
}

/// The game's result: as the replay accepted it (for a plain record, as its
/// board decides it), else as written.
fn result(game: &Game, trace: &GameTrace) -> Option<(Player, u32, bool)> {
    if let Some(end) = trace.end {
        return Some((end.winner, end.points, end.how == Ending::Resign));
    }
    game.actions.iter().find_map(|action| match action.kind {
        ActionKind::Result {
            outcome, points, ..
        } => Some((outcome.winner(action.player), points, false)),
        _ => None,
    })
}

/// `W` for player 1, `B` for player 2.
fn colour(player: Player) -> char {
    match player {
        Player::One => 'W',
        Player::Two => 'B',
    }
}

/// A setup node as GNU Backgammon writes one when the board is set during
/// play: `PL` the player on roll, `AE[a:y]` to clear the board, then one
/// `AW` and `AB` value a checker. `white` is from player 1's view.
fn write_setup(out: &mut String, white: &Position, on_roll: Player) {
    let _ = write!(out, "\n;PL[{}]AE[a:y]", colour(on_roll));
    // From player 1's view, a point of theirs and the opponent's point
    // across from it: White's point `p` is Black's `25 - p`.
    let sides = [
        (Player::One, white.mine(BAR), 'W'),
        (Player::Two, white.theirs(0), 'B'),
    ];
    for (player, on_bar, name) in sides {
        let counts = (1..BAR).map(|point| match player {
            Player::One => (point, white.mine(point)),
            Player::Two => (BAR - point, white.theirs(point)),
        });
        let mut values = String::new();
        for (point, count) in counts.chain([(BAR, on_bar)]) {
            for _ in 0..count {
                let _ = write!(values, "[{}]", letter(point, player));
            }
        }
        // A property has at least one value: a side with no checker left
        // on the board is written without one.
        if !values.is_empty() {
            let _ = write!(out, "A{name}{values}");
        }
    }
}

/// One node per roll and cube action, each on its own line, with comments.
fn write_nodes(out: &mut String, game: &Game, trace: &GameTrace) {
    let rolls = rolls_by_action(game, trace);
    for (index, action) in game.actions.iter().enumerate() {
        let player = action.player;
        for edit in game.edits.iter().filter(|e| e.action == index) {
            match edit.change {
                Change::Board(board) => write_setup(out, &board, player),
                Change::CubeValue(value) => {
                    let _ = write!(out, "\n;CV[{value}]");
                }
                Change::CubeOwner(owner) => {
                    let owner = owner.map_or('c', |p| colour(p).to_ascii_lowercase());
                    let _ = write!(out, "\n;CP[{owner}]");
                }
            }
        }
        let value = match action.kind {
            ActionKind::Play { dice, moves } => {
                let mut value = format!("{}{}", dice.0, dice.1);
                match rolls.get(index).copied().flatten() {
                    Some(roll) if roll.resigned => {}
                    Some(roll) => {
                        for step in roll.play.steps() {
                            value.push(letter(step.from, player));
                            value.push(letter(step.to, player));
                        }
                    }
                    None => {
                        for mv in moves.moves() {
                            value.push(letter(mv.from, player));
                            value.push(letter(mv.to, player));
                        }
                    }
                }
                value
            }
            ActionKind::Dance { dice, .. } | ActionKind::ResignAfterRoll { dice } => {
                format!("{}{}", dice.0, dice.1)
            }
            ActionKind::Double { .. } => "double".to_string(),
            // As GNU Backgammon writes one: the beaverer's (or raccooner's)
            // `double`, then the other player's `take` of it.
            ActionKind::Beaver { .. } => {
                let _ = write!(out, "\n;{}[double]", colour(player));
                write_comments(out, game, index);
                // Unless the other player drops it or raccoons it, which
                // comes next.
                let answered = game.actions.get(index + 1).is_some_and(|next| {
                    matches!(next.kind, ActionKind::Drop | ActionKind::Beaver { .. })
                });
                if !answered {
                    let _ = write!(out, "\n;{}[take]", colour(player.other()));
                }
                continue;
            }
            ActionKind::Take => "take".to_string(),
            ActionKind::Drop => "drop".to_string(),
            ActionKind::Resign | ActionKind::Result { .. } => continue,
        };
        let _ = write!(out, "\n;{}[{value}]", colour(player));
        write_comments(out, game, index);
    }
}

/// The comments on the game's action `index`, on the node just written.
fn write_comments(out: &mut String, game: &Game, index: usize) {
    for comment in game.comments.iter().filter(|c| c.action == index) {
        let _ = write!(out, "C[{}]", escape(&comment.text));
    }
}
