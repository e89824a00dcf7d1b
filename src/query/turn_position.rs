//! The position at a turn of an exported match, as `bgkit position` and the
//! match viewer show it: before a roll, with its dice, cube and score; before
//! a cube action or a resignation, the board after the last roll with the
//! player who acts on roll.

use crate::board::Position;
use crate::ids::{
    CubeOwner, GameState, IdError, MatchState, Player, Resignation, Setup, XgDice, Xgid,
    parse_setup, position_id,
};
use crate::transcript::{GameExport, MatchExport, Turn, TurnKind};

/// Why a turn of an exported game has no position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnPositionError {
    /// The game has no turn with that index.
    #[error("{}", no_such_turn(*.count))]
    NoSuchTurn {
        /// How many turns the game has.
        count: usize,
    },
    /// No turn of the game is written on a line with that move number (for
    /// that player, when one is asked for).
    #[error("{}", no_such_move(*.number, *.player, .moves))]
    NoSuchMove {
        /// The move number asked for.
        number: u32,
        /// The player asked for, 0 or 1, if one was.
        player: Option<u8>,
        /// The move numbers the game's lines start with, in order.
        moves: Vec<u32>,
    },
    /// The replay stopped before this turn (a rule break earlier in the game),
    /// so its board is not known.
    #[error("the replay did not follow the game this far (it breaks the rules before)")]
    NotFollowed,
    /// The replay followed the turn, but the match stood beyond what a
    /// Match ID, and so an XGID, can hold (a score or length above 32,767,
    /// a cube above 32,768): the export has the turn's board, `before`,
    /// and no position with its score and cube.
    #[error(
        "the score or cube at this turn is beyond what an XGID holds (scores and lengths up to 32767, a cube up to 32768); the export's `before` has its board"
    )]
    Unrepresentable,
    /// The export holds an identifier that does not read back: an export
    /// made by hand, or changed since.
    #[error("the export's position does not read: {0}")]
    Id(#[from] IdError),
}

fn no_such_turn(count: usize) -> String {
    match count {
        0 => "the game has no turns".to_string(),
        1 => "the game has one turn, turn 1".to_string(),
        _ => format!("the game has turns 1 to {count}"),
    }
}

fn no_such_move(number: u32, player: Option<u8>, moves: &[u32]) -> String {
    let whose = player.map_or(String::new(), |p| format!(" of player {p}"));
    match (moves.first(), moves.last()) {
        (Some(first), Some(last)) => {
            format!("the game has no turn{whose} at move {number}; its moves are {first} to {last}")
        }
        _ => "the game has no numbered moves".to_string(),
    }
}

/// Where in a game a position is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnAt {
    /// Before the turn with this index, as the export counts turns from 1.
    Index(usize),
    /// Before the first turn written on the line that starts with this move
    /// number (` 12) 64: ...`), or before the turn of `player` (0, the left
    /// column, or 1) on that line.
    Move {
        /// The move number the line starts with.
        number: u32,
        /// The player whose turn on the line is meant; the line's first turn
        /// when none is.
        player: Option<u8>,
    },
    /// At the game's end: the board after its last roll (the last play,
    /// or the roll a resignation was made on).
    End,
}

impl std::fmt::Display for TurnAt {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TurnAt::Index(index) => write!(out, "turn {index}"),
            TurnAt::Move {
                number,
                player: None,
            } => write!(out, "move {number}"),
            TurnAt::Move {
                number,
                player: Some(player),
            } => write!(out, "move {number} of player {player}"),
            TurnAt::End => write!(out, "its end"),
        }
    }
}

/// The position at `at` in `game`, a game of `exported` read from `text`
/// (whose lines give the turns' move numbers), as `bgkit position` gives it.
pub fn position_at(
    text: &[u8],
    exported: &MatchExport,
    game: &GameExport,
    at: TurnAt,
) -> Result<Setup, TurnPositionError> {
    match at {
        TurnAt::Index(index) => position_before_turn(exported, game, index),
        TurnAt::End => position_after_game(game),
        TurnAt::Move { number, player } => {
            let index = turn_of_move(text, game, number, player)?;
            position_before_turn(exported, game, index)
        }
    }
}

/// The index of the first turn of `game` (of `player`, when given) written
/// on a line of `text` that starts with move number `number`.
fn turn_of_move(
    text: &[u8],
    game: &GameExport,
    number: u32,
    player: Option<u8>,
) -> Result<usize, TurnPositionError> {
    let numbers = move_numbers(text);
    let move_of = |turn: &Turn| {
        let line = usize::try_from(turn.line).ok()?.checked_sub(1)?;
        numbers.get(line).copied().flatten()
    };
    let found = game
        .turns
        .iter()
        .find(|turn| move_of(turn) == Some(number) && player.is_none_or(|p| turn.player == p));
    if let Some(turn) = found {
        return Ok(turn.index);
    }
    let mut moves: Vec<u32> = game.turns.iter().filter_map(move_of).collect();
    moves.dedup();
    Err(TurnPositionError::NoSuchMove {
        number,
        player,
        moves,
    })
}

/// The move number each line of `text` starts with, by line (the first
/// line first), read by the transcript's one line reader: its line ends
/// (LF, CRLF, CR) and its numbering are the ones the export's `line` counts.
fn move_numbers(text: &[u8]) -> Vec<Option<u32>> {
    let mut numbers = Vec::new();
    crate::transcript::for_each_line_in(text, |line| {
        // A line too long to read numbers no move.
        if let Ok(line) = line {
            let before = usize::try_from(line.number).map_or(0, |n| n.saturating_sub(1));
            numbers.resize(before, None);
            numbers.push(move_number(&line.text));
        }
        true
    });
    numbers
}

/// The move number a turn line starts with: `  12) 64: ...` (or `12.`, as
/// some writers number) gives 12.
fn move_number(line: &str) -> Option<u32> {
    let line = line.trim_start();
    let end = line.find(|c: char| !c.is_ascii_digit())?;
    let (digits, rest) = line.split_at(end);
    rest.strip_prefix([')', '.'])?;
    digits.parse().ok()
}

/// The position before turn `index` (as the export numbers turns, from 1)
/// of `game`, a game of `exported`, with its dice, cube and score.
pub fn position_before_turn(
    exported: &MatchExport,
    game: &GameExport,
    index: usize,
) -> Result<Setup, TurnPositionError> {
    let count = game.turns.len();
    let Some(at) = game.turns.iter().position(|t| t.index == index) else {
        return Err(TurnPositionError::NoSuchTurn { count });
    };
    // The turns up to this one, and the last roll among them whose board the
    // replay followed.
    let turns = game.turns.iter().take(at + 1);
    let roll = turns
        .clone()
        .enumerate()
        .rev()
        .find_map(|(roll_at, t)| Some((roll_at, t, followed_roll(t)?)));
    let Some((roll_at, roll, xgid)) = roll else {
        return before_the_first_roll(exported, game, turns);
    };
    let xgid = xgid?;
    if roll_at == at {
        return Ok(parse_setup(xgid)?);
    }
    // A cube action or resignation: the board after the last roll, the other
    // player to act, the cube as it was before any double since.
    let doubled = turns
        .skip(roll_at + 1)
        .take(at - roll_at - 1)
        .any(|t| t.kind == TurnKind::Double);
    after_roll(roll, doubled)
}

/// The position of the last of `turns`, none of which is a roll: when none
/// is one at all (a resignation before the game's first roll), the opening
/// position with the last turn's player to act, the cube in the middle and
/// the game's score; after a roll the replay did not follow, none.
fn before_the_first_roll<'t>(
    exported: &MatchExport,
    game: &GameExport,
    turns: impl Iterator<Item = &'t Turn> + Clone,
) -> Result<Setup, TurnPositionError> {
    let rolled = turns
        .clone()
        .any(|t| t.roll.is_some() || t.kind == TurnKind::Move);
    let (Some(last), false) = (turns.clone().last(), rolled) else {
        return Err(TurnPositionError::NotFollowed);
    };
    let player = if last.player == 0 {
        Player::One
    } else {
        Player::Two
    };
    // Every turn but the last.
    let mut before = turns.clone().take(turns.count() - 1);
    let state = MatchState {
        cube: 1,
        cube_owner: CubeOwner::Centred,
        on_roll: player,
        crawford: game.crawford,
        game_state: GameState::Playing,
        turn: player,
        doubled: before.any(|t| t.kind == TurnKind::Double),
        resignation: Resignation::None,
        dice: None,
        match_length: exported.length,
        score: game.score,
        jacoby: false,
    };
    let xgid = Xgid::from_match_state(Position::start(), &state)
        .map_err(|_| TurnPositionError::Unrepresentable)?;
    Ok(parse_setup(&xgid.to_string())?)
}

/// The position at the end of `game`: the board after its last roll, the
/// other player to act.
pub fn position_after_game(game: &GameExport) -> Result<Setup, TurnPositionError> {
    let (roll, xgid) = game
        .turns
        .iter()
        .rev()
        .find_map(|t| Some((t, followed_roll(t)?)))
        .ok_or(TurnPositionError::NotFollowed)?;
    let xgid = xgid?;
    if roll.kind == TurnKind::Resign {
        // Resigned instead of played: the game ends where the roll found it.
        return Ok(parse_setup(xgid)?);
    }
    after_roll(roll, false)
}

/// A roll whose board the replay followed: a move, or a roll followed by a
/// resignation (which has the board it was rolled on, and no play): its
/// XGID, the position it was rolled in.
fn followed_roll(turn: &Turn) -> Option<Result<&str, TurnPositionError>> {
    let rolled = matches!(turn.kind, TurnKind::Move | TurnKind::Resign) && turn.roll.is_some();
    if !rolled {
        return None;
    }
    match (turn.xgid.as_deref(), &turn.before) {
        (Some(xgid), _) => Some(Ok(xgid)),
        // Followed (its board is known), with no XGID: the export leaves
        // out only one no Match ID can hold.
        (None, Some(_)) => Some(Err(TurnPositionError::Unrepresentable)),
        (None, None) => None,
    }
}

/// The board after `roll` was played, the other player to act with the cube
/// as it stood, and a double awaiting its answer when `doubled`.
fn after_roll(roll: &Turn, doubled: bool) -> Result<Setup, TurnPositionError> {
    let after = roll
        .after
        .as_deref()
        .ok_or(TurnPositionError::NotFollowed)?;
    // The export sees the board after a play from the next player's side;
    // an XGID's play is applied on the mover's.
    let after = position_id::decode(after)?.switched();
    let xgid = roll.xgid.as_deref().ok_or(TurnPositionError::NotFollowed)?;
    let mut next = Xgid::parse(xgid)?.after_play(after);
    if doubled {
        next = next.with_dice(XgDice::Doubled);
    }
    Ok(parse_setup(&next.to_string())?)
}
