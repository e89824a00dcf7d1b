//! A match as data: every turn with the board around it, for scripts and
//! other programs (`bgkit export`).
//!
//! [`export`] walks the replay once and keeps what it saw: each roll's board
//! before and after the play (GNU Backgammon Position IDs, each seen by the
//! player who acts in it), the XGID of the position with the dice rolled, the
//! pip counts, the canonical play and its hits; each cube action with its
//! board; and each game's result with how it was won.
//!
//! The export carries the whole match: [`MatchExport::to_match`] turns it back
//! into a [`Match`] that [`same_match`](super::same_match) finds equal to the
//! one exported. It is the export, not the internal model, that is the stable
//! JSON contract.
//!
//! Players are numbered as GNU Backgammon numbers them: 0 is the player written
//! first (the left column of a .mat file), 1 the other.

use crate::rules::RulesApplied;
use std::fmt;

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::analysis::{Analysis, Decision};
use super::model::{
    Action, ActionKind, Comment, Dialect, Dice, Game, HeaderField, Location, Match, Outcome,
    Player, PlayerInfo, WrittenMove, WrittenMoves,
};
#[cfg(test)]
use super::replay::replay_traced;
use super::replay::{GameTrace, RollTrace, replay_traced_with};
use super::rules::{Ending, Rules};
use crate::board::Position;
use crate::ids::{CubeOwner, GameState, MatchState, Resignation, Xgid, position_id};
use crate::notation::{format_moves, format_play, parse_moves};

/// The value of [`MatchExport::format`].
pub const FORMAT: &str = "mat";

/// A whole match as `bgkit export` writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchExport {
    /// What the document describes: always `"mat"`, a match transcript.
    pub format: String,
    /// The writer whose dialect was recognised.
    pub dialect: Dialect,
    /// Points to win the match; 0 for money play.
    pub length: u32,
    /// The players' names, player 0 (the left column) first.
    pub players: [String; 2],
    /// Ratings written after the names (`name,1650`); left out when there are none.
    #[serde(default, skip_serializing_if = "no_ratings")]
    pub ratings: [Option<String>; 2],
    /// The header comments, key to value, in the order written.
    pub meta: Meta,
    /// The games in order.
    pub games: Vec<GameExport>,
    /// The rules the match was replayed under.
    #[serde(default)]
    pub rules: RulesApplied,
}

/// Header fields in order. In JSON an object from key to value; a key written
/// more than once maps to the list of its values, at its first place.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta(pub Vec<(String, String)>);

/// One game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameExport {
    /// The number on the ` Game N` line.
    pub number: u32,
    /// The score stated at the start of the game, player 0 first.
    pub score: [u32; 2],
    /// The game is the Crawford game (no doubling).
    pub crawford: bool,
    /// Every turn in order: rolls, cube actions, resignations.
    pub turns: Vec<Turn>,
    /// How the game ended, when it did.
    pub result: Option<GameResult>,
    /// Where an error cut the game short, when one did (only in an export
    /// that takes what it can, `bgkit export --force`): the turns before it
    /// are exported, the rest of the game is not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut: Option<GameCut>,
}

/// Where and why reading stopped inside a game: a syntax error, or a play
/// the transcript itself marks `Illegal play (...)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameCut {
    /// The line of the error (1-based).
    pub line: u32,
    /// The column of the error (1-based, in characters).
    pub column: u32,
    /// The kind of the error, as the validation report names it
    /// (`syntax`, `illegal-play`).
    pub kind: super::report::DiagnosticKind,
    /// The error in words.
    pub message: String,
}

/// One turn: a roll and its play, or a cube action, or a resignation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// 1-based, counting every turn of the game.
    pub index: usize,
    /// Who acted: 0 or 1.
    pub player: u8,
    /// What kind of turn.
    pub kind: TurnKind,
    /// The dice, high first (moves, and resignations after a roll).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roll: Option<[u8; 2]>,
    /// The play in canonical notation; `""` for a dance (moves only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<String>,
    /// Checkers hit by the play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hits: Option<usize>,
    /// Position ID before the turn, from the view of the player on roll: on a
    /// move the mover; on a cube action or a resignation the player who rolls
    /// next, the board the last play left (the `after` of the move before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<String>,
    /// Position ID after the play, from the view of the player who rolls
    /// next (GNU Backgammon's convention, as `bgkit play` prints `result`);
    /// `before` seen from the other side for a dance.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<String>,
    /// XGID of the position before the play, with the dice rolled, cube and score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xgid: Option<String>,
    /// Pip counts before the play: the mover's, then the opponent's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pips: Option<[u32; 2]>,
    /// The cube value offered (double) or reached (beaver).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cube: Option<u32>,
    /// On a resignation during the opponent's turn, the opponent, who rolled
    /// `roll` (a roll written without a play, by the player who then won);
    /// left out when the resigner rolled, or did not roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roller: Option<u8>,
    /// The line of the transcript the turn was read from.
    pub line: u32,
    /// A comment written on the turn (SGF `C`, eXtreme Gammon's comments);
    /// several are joined by a blank line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// The decisions of the turn an engine analysed, as the file records
    /// them (eXtreme Gammon's analysis): a roll's play, the cube decision
    /// before a roll when the player did not double, a double, an answer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub analysis: Vec<Decision>,
}

/// The kinds of turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TurnKind {
    /// A roll and its play (an empty play for a dance).
    Move,
    /// A double.
    Double,
    /// A take.
    Take,
    /// A drop.
    Drop,
    /// A beaver: take and redouble, keeping the cube.
    Beaver,
    /// A resignation, before or after rolling.
    Resign,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The winner: 0 or 1.
    pub winner: u8,
    /// Points won: the game's value by the rules, which the score counts
    /// (as GNU Backgammon counts it), when the replay accepted the result;
    /// else the points as written.
    pub points: u32,
    /// The points the result line says, only when they differ from `points`:
    /// a writer's convention the validation report warns about (a value
    /// capped at what the match needed, a resignation value no resignation
    /// has, a sentinel such as `Wins 4016 point`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub written_points: Option<u32>,
    /// How, when the replay followed the game to its end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub how: Option<Ending>,
    /// The line of the result, when one was written (a plain game record's
    /// result is decided by the board and written nowhere).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
}

/// Why an export cannot be turned back into a match.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExportReadError {
    /// A player number other than 0 or 1.
    #[error("game {game}, turn {turn}: expected player 0 or 1, found {found}")]
    Player {
        /// Game number.
        game: u32,
        /// Turn index (0 for the result).
        turn: usize,
        /// The number found.
        found: u8,
    },
    /// A field the kind of turn needs is missing.
    #[error("game {game}, turn {turn}: a {kind} turn needs `{field}`")]
    Missing {
        /// Game number.
        game: u32,
        /// Turn index.
        turn: usize,
        /// The turn's kind.
        kind: &'static str,
        /// The missing field.
        field: &'static str,
    },
    /// A play that is not Magriel notation, or has more than four moves.
    #[error("game {game}, turn {turn}: the play `{play}` cannot be read: {message}")]
    Play {
        /// Game number.
        game: u32,
        /// Turn index.
        turn: usize,
        /// The play's text.
        play: String,
        /// Why.
        message: String,
    },
}

/// Exports `matched` with the board around every roll the replay could follow.
///
/// Turns after a rule break (where the replay stops) are exported as written,
/// without positions. A result is taken from the replay when it accepted the
/// game's result, otherwise from the result line as written.
///
/// ```
/// use bgkit::transcript::{TurnKind, export, read_match};
///
/// let text = b" 1 point match\n\n Game 1\n Ann : 0      Bob : 0\n  1) 31: 8/5 6/5\n";
/// let exported = export(&read_match(text)?);
/// let turn = &exported.games[0].turns[0];
/// assert_eq!(turn.kind, TurnKind::Move);
/// assert_eq!(turn.play.as_deref(), Some("8/5 6/5"));
/// assert_eq!(turn.before.as_deref(), Some("4HPwATDgc/ABMA"));
/// assert_eq!(turn.pips, Some([167, 167]));
/// # Ok::<(), bgkit::transcript::ReadError>(())
/// ```
pub fn export(matched: &Match) -> MatchExport {
    export_with(matched, None)
}

/// [`export`] under the rules `variant` names, whatever the headers say
/// (`None`: the rules the headers name, standard without any).
pub fn export_with(matched: &Match, variant: Option<crate::rules::Rules>) -> MatchExport {
    let rules = Rules::of_variant(matched, variant).variant;
    let (_, traces) = replay_traced_with(matched, variant);
    let empty = GameTrace::default();
    let games = matched
        .games
        .iter()
        .enumerate()
        .map(|(index, game)| export_game(matched, game, traces.get(index).unwrap_or(&empty)))
        .collect();
    MatchExport {
        format: FORMAT.to_string(),
        dialect: matched.dialect,
        length: matched.length,
        players: [
            matched.players[0].name.clone(),
            matched.players[1].name.clone(),
        ],
        ratings: [
            matched.players[0].rating.clone(),
            matched.players[1].rating.clone(),
        ],
        meta: Meta(
            matched
                .headers
                .iter()
                .map(|h| (h.key.clone(), h.value.clone()))
                .collect(),
        ),
        games,
        rules: rules.into(),
    }
}

/// Exports one game: its turns, with what the replay saw of each roll it
/// followed (`trace`), and its result.
fn export_game(matched: &Match, game: &Game, trace: &GameTrace) -> GameExport {
    let context = RollContext::of(matched, trace);
    let followed = followed_rolls(game, trace);
    let mut turns = Vec::with_capacity(game.actions.len());
    // The board the last followed roll left, from the view of the player who
    // rolls next: the position of every action until the next roll.
    let mut on_the_board = Position::start();
    for (index, (action, roll)) in game.actions.iter().zip(followed).enumerate() {
        let Some(mut turn) = Turn::as_written(action, turns.len() + 1, roll.is_some()) else {
            continue;
        };
        if let Some(roll) = roll {
            context.describe(&mut turn, roll);
            on_the_board = if roll.resigned {
                roll.before
            } else {
                roll.after.switched()
            };
            if roll.resigned && trace.end.is_some_and(|end| end.winner == roll.player) {
                // The roller won: the opponent resigned during the roller's turn.
                turn.player = roll.player.other().index() as u8;
                turn.roller = Some(roll.player.index() as u8);
            }
        } else if index < trace.followed && turn.kind != TurnKind::Move {
            turn.before = Some(position_id::encode(&on_the_board));
        }
        turn.comment = comment_on(game, index);
        turn.analysis = game
            .analysis
            .iter()
            .filter(|a| a.action == index)
            .map(|a| a.decision.clone())
            .collect();
        turns.push(turn);
    }
    GameExport {
        number: game.number,
        score: game.score,
        crawford: trace.crawford,
        turns,
        result: game_result(game, trace),
        cut: None,
    }
}

/// The comments written on action `index` of `game`, joined.
fn comment_on(game: &Game, index: usize) -> Option<String> {
    let texts: Vec<&str> = game
        .comments
        .iter()
        .filter(|c| c.action == index)
        .map(|c| c.text.as_str())
        .collect();
    (!texts.is_empty()).then(|| texts.join("\n\n"))
}

/// For each action of `game`, the roll the replay followed there, if any. The
/// trace lists only the rolls it followed, by action index; this lines them
/// up with the actions so that the turns can be walked in one pass.
fn followed_rolls<'t>(game: &Game, trace: &'t GameTrace) -> Vec<Option<&'t RollTrace>> {
    let mut rolls = vec![None; game.actions.len()];
    for roll in &trace.rolls {
        if let Some(slot) = rolls.get_mut(roll.action) {
            *slot = Some(roll);
        }
    }
    rolls
}

impl Turn {
    /// A turn of `kind` by `action`'s player, numbered `index`, with only what
    /// every kind of turn has filled in.
    fn bare(action: &Action, index: usize, kind: TurnKind) -> Turn {
        Turn {
            index,
            player: action.player.index() as u8,
            kind,
            roll: None,
            play: None,
            hits: None,
            before: None,
            after: None,
            xgid: None,
            pips: None,
            cube: None,
            roller: None,
            line: action.location.line,
            comment: None,
            analysis: Vec::new(),
        }
    }

    /// The turn `action` is as written, numbered `index`; `None` for a result
    /// line, which ends the game rather than taking a turn of it.
    ///
    /// A play the replay `followed` is left without its moves: it is written as
    /// the replay resolved it ([`RollContext::describe`]), not as the
    /// transcript spelled it.
    fn as_written(action: &Action, index: usize, followed: bool) -> Option<Turn> {
        let bare = |kind| Turn::bare(action, index, kind);
        Some(match action.kind {
            ActionKind::Play { dice, moves } => Turn {
                roll: Some(dice_pair(dice)),
                play: (!followed).then(|| format_moves(moves.moves())),
                ..bare(TurnKind::Move)
            },
            ActionKind::Dance { dice, .. } => Turn {
                roll: Some(dice_pair(dice)),
                play: Some(String::new()),
                ..bare(TurnKind::Move)
            },
            ActionKind::ResignAfterRoll { dice } => Turn {
                roll: Some(dice_pair(dice)),
                ..bare(TurnKind::Resign)
            },
            ActionKind::Double { cube } => Turn {
                cube: Some(cube),
                ..bare(TurnKind::Double)
            },
            ActionKind::Take => bare(TurnKind::Take),
            ActionKind::Drop => bare(TurnKind::Drop),
            ActionKind::Beaver { cube } => Turn {
                cube: Some(cube),
                ..bare(TurnKind::Beaver)
            },
            ActionKind::Resign => bare(TurnKind::Resign),
            ActionKind::Result { .. } => return None,
        })
    }
}

/// How `game` ended. The replay's word when it followed the game to its end:
/// it knows how the game was won and what it is worth by the rules. Otherwise
/// the first result line as written, which says only who won and how much.
/// `line` is the result line's either way: the first one naming the winner.
fn game_result(game: &Game, trace: &GameTrace) -> Option<GameResult> {
    let results = || {
        game.actions.iter().filter_map(|action| match action.kind {
            ActionKind::Result {
                outcome, points, ..
            } => Some((action, outcome.winner(action.player), points)),
            _ => None,
        })
    };
    if let Some(end) = trace.end {
        let line = results()
            .find(|&(_, winner, _)| winner == end.winner)
            .or_else(|| results().next())
            .map(|(action, _, _)| action.location.line);
        return Some(GameResult {
            winner: end.winner.index() as u8,
            points: end.points,
            written_points: (end.written != end.points).then_some(end.written),
            how: Some(end.how),
            line,
        });
    }
    let (action, winner, points) = results().next()?;
    Some(GameResult {
        winner: winner.index() as u8,
        points,
        written_points: None,
        how: None,
        line: Some(action.location.line),
    })
}

/// What the XGID of every roll in one game needs besides the roll itself.
struct RollContext {
    /// Points to win the match; 0 for money play.
    length: u32,
    /// The game is the Crawford game, as the replay reckons it.
    crawford: bool,
    /// The score at the start of the game as the replay reckons it, player 1
    /// (the left column) first.
    score: [u32; 2],
    /// Money play under the Jacoby rule: the XGID's rules field says so.
    jacoby: bool,
}

impl RollContext {
    /// The context of the game `trace` followed in `matched`.
    fn of(matched: &Match, trace: &GameTrace) -> RollContext {
        RollContext {
            length: matched.length,
            crawford: trace.crawford,
            score: trace.score,
            jacoby: Rules::of(matched).jacoby,
        }
    }

    /// Fills in what the replay saw of a roll: the play as resolved, the boards,
    /// the XGID and the pips.
    fn describe(&self, turn: &mut Turn, roll: &RollTrace) {
        let before = roll.before;
        turn.roll = Some([roll.roll.high(), roll.roll.low()]);
        if roll.resigned {
            turn.kind = TurnKind::Resign;
            turn.play = None;
        } else {
            turn.play = Some(format_play(&roll.play));
            turn.hits = Some(roll.play.hits());
            turn.after = Some(position_id::encode(&roll.after.switched()));
        }
        turn.before = Some(position_id::encode(&before));
        turn.pips = Some([before.pip_count(), before.opponent_pip_count()]);
        // A cube or score no Match ID can hold has no XGID either; the rest stands.
        turn.xgid = Xgid::from_match_state(before, &self.match_state(roll))
            .ok()
            .map(|xgid| xgid.to_string());
    }

    /// The match as it stood when `roll` was made, in GNU Backgammon's terms
    /// (player 0 is the left column), for the roll's XGID.
    fn match_state(&self, roll: &RollTrace) -> MatchState {
        MatchState {
            cube: roll.cube,
            cube_owner: roll
                .cube_owner
                .map_or(CubeOwner::Centred, CubeOwner::Player),
            on_roll: roll.player,
            crawford: self.crawford,
            game_state: GameState::Playing,
            turn: roll.player,
            doubled: false,
            resignation: Resignation::None,
            dice: Some(roll.roll),
            match_length: self.length,
            score: self.score,
            jacoby: self.jacoby,
        }
    }
}

/// The dice high first when they make a roll, as written otherwise.
fn dice_pair(dice: Dice) -> [u8; 2] {
    match dice.roll() {
        Ok(roll) => [roll.high(), roll.low()],
        Err(_) => [dice.0, dice.1],
    }
}

fn no_ratings(ratings: &[Option<String>; 2]) -> bool {
    ratings.iter().all(Option::is_none)
}

impl MatchExport {
    /// The name of `player` as turns number them (0, the left column, or 1);
    /// another number names no one.
    pub fn player_name(&self, player: u8) -> &str {
        let [zero, one] = &self.players;
        match player {
            0 => zero,
            1 => one,
            _ => "",
        }
    }

    /// The match the export describes, for reading an export back.
    ///
    /// Plays are read from their canonical text and results become `Wins`
    /// lines for the winner, at the game's value by the rules (`points`, not
    /// `written_points`); positions, XGIDs and pips are not read (they follow
    /// from the plays). A result with no `line` (a plain record's, decided by
    /// the board) was not written and is not turned into a result line. Comments
    /// and analysis go back on the actions of their turns. Source locations
    /// keep only the line numbers.
    pub fn to_match(&self) -> Result<Match, ExportReadError> {
        let headers = self
            .meta
            .0
            .iter()
            .map(|(key, value)| HeaderField {
                key: key.clone(),
                value: value.clone(),
                line: 0,
            })
            .collect();
        let [first_name, second_name] = self.players.clone();
        let [first_rating, second_rating] = self.ratings.clone();
        let players = [(first_name, first_rating), (second_name, second_rating)]
            .map(|(name, rating)| PlayerInfo { name, rating });
        let plain = self.dialect == Dialect::PlainRecord;
        let games = self
            .games
            .iter()
            .map(|game| game.to_game(plain))
            .collect::<Result<_, _>>()?;
        Ok(Match {
            dialect: self.dialect,
            length: self.length,
            players,
            headers,
            games,
        })
    }
}

impl GameExport {
    fn to_game(&self, plain: bool) -> Result<Game, ExportReadError> {
        let game = self.number;
        let mut actions = Vec::with_capacity(self.turns.len() + 1);
        let mut comments = Vec::new();
        let mut analysis = Vec::new();
        for turn in &self.turns {
            let action = actions.len();
            comments.extend(turn.comment.iter().map(|text| Comment {
                action,
                text: text.clone(),
            }));
            analysis.extend(turn.analysis.iter().map(|decision| Analysis {
                action,
                decision: decision.clone(),
            }));
            actions.push(turn.to_action(game)?);
        }
        if let Some(result) = &self.result
            && let Some(line) = result.line
        {
            actions.push(Action {
                player: player(result.winner, game, 0)?,
                location: at_line(line),
                kind: ActionKind::Result {
                    outcome: Outcome::Wins,
                    points: result.points,
                    match_won: false,
                },
            });
        }
        Ok(Game {
            number: self.number,
            location: Location::default(),
            score: self.score,
            // A match transcript states the score of every game; a plain record none.
            score_locations: (!plain).then(|| [Location::default(); 2]),
            actions,
            unreadable: false,
            comments,
            analysis,
            boards: Vec::new(),
            edits: Vec::new(),
            stated_crawford: None,
        })
    }
}

impl Turn {
    /// The action of game `game` this turn describes.
    fn to_action(&self, game: u32) -> Result<Action, ExportReadError> {
        let mut player = player(self.player, game, self.index)?;
        let missing = |kind: &'static str, field: &'static str| ExportReadError::Missing {
            game,
            turn: self.index,
            kind,
            field,
        };
        let kind = match self.kind {
            TurnKind::Move => {
                let [a, b] = self.roll.ok_or_else(|| missing("move", "roll"))?;
                let play = self
                    .play
                    .as_deref()
                    .ok_or_else(|| missing("move", "play"))?;
                let moves = written_moves(play, game, self.index)?;
                if moves.is_empty() {
                    ActionKind::Dance {
                        dice: Dice(a, b),
                        cannot_move: false,
                    }
                } else {
                    ActionKind::Play {
                        dice: Dice(a, b),
                        moves,
                    }
                }
            }
            TurnKind::Double => ActionKind::Double {
                cube: self.cube.ok_or_else(|| missing("double", "cube"))?,
            },
            TurnKind::Take => ActionKind::Take,
            TurnKind::Drop => ActionKind::Drop,
            TurnKind::Beaver => ActionKind::Beaver {
                cube: self.cube.ok_or_else(|| missing("beaver", "cube"))?,
            },
            TurnKind::Resign => match (self.roll, self.roller) {
                // The opponent's roll, written without a play: the
                // result that follows makes it the resigner's concession.
                (Some([a, b]), Some(roller)) if roller != self.player => {
                    player = self::player(roller, game, self.index)?;
                    ActionKind::Dance {
                        dice: Dice(a, b),
                        cannot_move: false,
                    }
                }
                (Some([a, b]), _) => ActionKind::ResignAfterRoll { dice: Dice(a, b) },
                (None, _) => ActionKind::Resign,
            },
        };
        Ok(Action {
            player,
            location: at_line(self.line),
            kind,
        })
    }
}

/// Where an export puts what it reads back: the line alone.
fn at_line(line: u32) -> Location {
    Location {
        line,
        ..Location::default()
    }
}

fn player(number: u8, game: u32, turn: usize) -> Result<Player, ExportReadError> {
    match number {
        0 => Ok(Player::One),
        1 => Ok(Player::Two),
        found => Err(ExportReadError::Player { game, turn, found }),
    }
}

fn written_moves(play: &str, game: u32, turn: usize) -> Result<WrittenMoves, ExportReadError> {
    let error = |message: String| ExportReadError::Play {
        game,
        turn,
        play: play.to_string(),
        message,
    };
    let moves = parse_moves(play).map_err(|e| error(e.to_string()))?;
    let list: Vec<WrittenMove> = moves
        .into_iter()
        .map(|mv| WrittenMove {
            mv,
            location: Location::default(),
        })
        .collect();
    WrittenMoves::try_from(list).map_err(|e| error(e.to_string()))
}

impl Serialize for Meta {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Keys in first-written order, each with all its values.
        let mut grouped: Vec<(&str, Vec<&str>)> = Vec::new();
        for (key, value) in &self.0 {
            match grouped.iter_mut().find(|(k, _)| k == key) {
                Some((_, values)) => values.push(value),
                None => grouped.push((key, vec![value])),
            }
        }
        let mut map = serializer.serialize_map(Some(grouped.len()))?;
        for (key, values) in grouped {
            match values.as_slice() {
                [one] => map.serialize_entry(key, one)?,
                many => map.serialize_entry(key, many)?,
            }
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Meta {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Meta, D::Error> {
        deserializer.deserialize_map(MetaVisitor)
    }
}

/// One value of `meta`: a string, or the list of a repeated key's values.
#[derive(Deserialize)]
#[serde(untagged)]
enum MetaValue {
    One(String),
    Many(Vec<String>),
}

struct MetaVisitor;

impl<'de> Visitor<'de> for MetaVisitor {
    type Value = Meta;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object from header key to a string or a list of strings")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Meta, A::Error> {
        let mut fields = Vec::new();
        while let Some((key, value)) = access.next_entry::<String, MetaValue>()? {
            match value {
                MetaValue::One(value) => fields.push((key, value)),
                MetaValue::Many(values) => {
                    fields.extend(values.into_iter().map(|value| (key.clone(), value)));
                }
            }
        }
        Ok(Meta(fields))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transcript::read_match;

    fn read(text: &str) -> Match {
        read_match(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    /// A money game: an opening, a hit, a dance, a double and a beaver, a
    /// redouble and a drop.
    const MONEY: &str = include_str!("../../fixtures/variants/money-jacoby-beaver.mat");

    #[test]
    fn a_result_line_ends_the_game_rather_than_taking_a_turn() {
        // Given a game whose last action is its result line
        let matched = read(MONEY);
        let game = &matched.games[0];
        let result = game.actions.last().unwrap();

        // Then it makes no turn, and the action before it does
        assert!(matches!(result.kind, ActionKind::Result { .. }));
        assert_eq!(Turn::as_written(result, 9, false), None);
        let drop = &game.actions[game.actions.len() - 2];
        let turn = Turn::as_written(drop, 9, false).unwrap();
        assert_eq!((turn.index, turn.kind), (9, TurnKind::Drop));
    }

    #[test]
    fn a_followed_play_is_left_for_the_replay_to_write() {
        // Given the opening play of the money game
        let matched = read(MONEY);
        let play = &matched.games[0].actions[0];

        // When taken as written, followed by the replay or not
        let followed = Turn::as_written(play, 1, true).unwrap();
        let unfollowed = Turn::as_written(play, 1, false).unwrap();

        // Then only the one the replay did not follow carries the moves as written
        assert_eq!(followed.play, None);
        assert_eq!(unfollowed.play.as_deref(), Some("13/11 13/9"));
        assert_eq!(
            (followed.roll, unfollowed.roll),
            (Some([4, 2]), Some([4, 2]))
        );
    }

    #[test]
    fn followed_rolls_line_up_with_the_actions_they_were_made_at() {
        // Given the money game and its replay
        let matched = read(MONEY);
        let (_, traces) = replay_traced(&matched);
        let game = &matched.games[0];

        // When the followed rolls are lined up with the actions
        let rolls = followed_rolls(game, &traces[0]);

        // Then every rolling action has its roll and no cube action or result has one
        assert_eq!(rolls.len(), game.actions.len());
        for (action, roll) in game.actions.iter().zip(&rolls) {
            assert_eq!(action.kind.dice().is_some(), roll.is_some(), "{action:?}");
        }
    }

    #[test]
    fn without_the_replays_word_the_result_line_says_who_won() {
        // Given a game the replay could not follow (8/4 is not a 3 or a 1) that
        // ends with a result line about the loser
        let text =
            " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 13: 8/4 6/5\n      Loses 1 point\n";
        let matched = read(text);
        let game = &matched.games[0];

        // When its result is worked out, the replay having stopped before the end
        let (_, traces) = replay_traced(&matched);
        assert_eq!(traces[0].end, None);
        let from_the_line = game_result(game, &traces[0]);

        // Then the line is taken at its word: the other player won, how is unknown
        let line = game.actions.last().map(|a| a.location.line);
        assert_eq!(
            from_the_line,
            Some(GameResult {
                winner: 1,
                points: 1,
                written_points: None,
                how: None,
                line,
            })
        );
    }
}
