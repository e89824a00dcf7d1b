//! The match model: what a transcript says, in the order it says it, with where
//! it says it. Nothing here is checked against the rules; see the replay for that.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::{InvalidDie, Roll};
use crate::notation::Move;

/// The program whose way of writing a transcript the reader recognised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dialect {
    /// GNU Backgammon's export.
    Gnubg,
    /// eXtreme Gammon's export.
    ExtremeGammon,
    /// Backgammon Studio.
    BackgammonStudio,
    /// Backgammon Galaxy.
    Galaxy,
    /// DailyGammon.
    DailyGammon,
    /// GamesGrid.
    GamesGrid,
    /// OpenGammon.
    OpenGammon,
    /// Foxamon.
    Foxamon,
    /// HedgeHog.
    Hedgehog,
    /// choue.net.
    ChoueNet,
    /// Gibbon and JavaFIBS, clients of the First Internet Backgammon Server.
    Gibbon,
    /// bg-db, a match database that writes the matches it imports.
    BgDb,
    /// A match transcript whose writer could not be told apart.
    Generic,
    /// A single game written one turn per line, without match header or scores.
    PlainRecord,
    /// GNU Backgammon's native SGF format (`GM[6]`).
    GnubgSgf,
    /// eXtreme Gammon's binary match file (.xg).
    XgBinary,
    /// Dueller, which plays programs against each other and writes the
    /// match in GNU Backgammon's layout (`; Automated play by Dueller`).
    Dueller,
    /// A match transcribed by hand from live play, as tournament archives
    /// keep them: a framed title block before the match header.
    Transcribed,
    /// PlayOK (kurnik.pl).
    PlayOk,
    /// eXtreme Gammon's mobile app.
    XgMobile,
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Dialect::Gnubg => "GNU Backgammon",
            Dialect::ExtremeGammon => "eXtreme Gammon",
            Dialect::BackgammonStudio => "Backgammon Studio",
            Dialect::Galaxy => "Backgammon Galaxy",
            Dialect::DailyGammon => "DailyGammon",
            Dialect::GamesGrid => "GamesGrid",
            Dialect::OpenGammon => "OpenGammon",
            Dialect::Foxamon => "Foxamon",
            Dialect::Hedgehog => "HedgeHog",
            Dialect::ChoueNet => "choue.net",
            Dialect::Gibbon => "Gibbon",
            Dialect::BgDb => "bg-db",
            Dialect::Generic => "generic .mat",
            Dialect::PlainRecord => "plain game record",
            Dialect::GnubgSgf => "GNU Backgammon SGF",
            Dialect::XgBinary => "eXtreme Gammon binary (.xg)",
            Dialect::Dueller => "Dueller",
            Dialect::Transcribed => "hand transcription",
            Dialect::PlayOk => "PlayOK",
            Dialect::XgMobile => "XG Mobile",
        })
    }
}

/// A byte range of the input (offsets into the bytes given to the reader).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

/// Where something was written: line and column for people, a byte span for tools.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Location {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column, counted in characters.
    pub column: u32,
    /// The bytes of the input the item was read from.
    pub span: Span,
}

impl Location {
    /// Where an error about the whole input rather than a place in it is
    /// reported: line and column 0, an empty span at the start.
    pub fn whole_input() -> Location {
        Location::default()
    }
}

pub use crate::player::Player;

/// A player's name as the transcript writes it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerInfo {
    /// The name, without any rating appended to it.
    pub name: String,
    /// A rating written after the name (`name,1650`), as text.
    pub rating: Option<String>,
}

/// A header comment line `; [Key "value"]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeaderField {
    /// The key, e.g. `Player 1 Elo`.
    pub key: String,
    /// The value between the quotes.
    pub value: String,
    /// 1-based line number.
    pub line: u32,
}

/// A whole transcript: a match, a money session or a single game record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// The writer whose dialect was recognised.
    pub dialect: Dialect,
    /// Points needed to win; 0 for money play (and for plain records).
    pub length: u32,
    /// Player 1 (left column) and player 2 (right column).
    pub players: [PlayerInfo; 2],
    /// Header fields in the order written.
    pub headers: Vec<HeaderField>,
    /// The games in the order written.
    pub games: Vec<Game>,
}

impl Match {
    /// The value of the first header with this key (compared without regard to case).
    pub fn header(&self, key: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|h| h.key.eq_ignore_ascii_case(key))
            .map(|h| h.value.as_str())
    }

    /// A yes/no header (`On`/`Off`, `Yes`/`No`, `True`/`False`), if present and readable.
    pub fn switch(&self, key: &str) -> Option<bool> {
        let value = self.header(key)?.trim();
        ["on", "yes", "true", "1"]
            .iter()
            .any(|w| value.eq_ignore_ascii_case(w))
            .then_some(true)
            .or_else(|| {
                ["off", "no", "false", "0"]
                    .iter()
                    .any(|w| value.eq_ignore_ascii_case(w))
                    .then_some(false)
            })
    }

    /// A player's Elo rating from `; [Player N Elo "1612.50/120"]`; writers that use a
    /// decimal comma (`"1612,50/120"`) are read too.
    pub fn elo(&self, player: Player) -> Option<f64> {
        let key = format!("Player {} Elo", player.index() + 1);
        let value = self.header(&key)?;
        let rating = value.split('/').next()?.trim().replace(',', ".");
        rating.parse().ok()
    }

    /// Money play rather than a match to a number of points.
    pub fn is_money(&self) -> bool {
        self.length == 0
    }
}

/// One game: the scores stated before it and what happened in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// The number written on the ` Game N` line.
    pub number: u32,
    /// The ` Game N` line (or the first line of a plain record).
    pub location: Location,
    /// The scores stated at the start of the game, player 1 first.
    pub score: [u32; 2],
    /// Where each stated score was written, when there is a score line.
    pub score_locations: Option<[Location; 2]>,
    /// Everything that happened, in order.
    pub actions: Vec<Action>,
    /// The reader stopped inside this game at text it could not read, so the
    /// actions end early.
    #[serde(default)]
    pub unreadable: bool,
    /// Comments written on turns (SGF `C`), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub comments: Vec<Comment>,
    /// An engine's analysis of the game's decisions, where the file records
    /// one, in the order of the actions it is on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub analysis: Vec<super::analysis::Analysis>,
    /// Boards the file itself records around its actions (eXtreme Gammon
    /// keeps the position before every play), for the replay to compare
    /// with its own, in the order of the actions they are on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub boards: Vec<RecordedBoard>,
    /// What the file sets during play rather than records as played (an
    /// edited game: GNU Backgammon's SGF saves the board, the cube's value
    /// or its owner when they are set mid-game), for the replay to go on
    /// from, in the order of the actions they come before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub edits: Vec<Edit>,
    /// What the file says of whether this is the match's Crawford game
    /// (SGF's `RU[Crawford:CrawfordGame]`, eXtreme Gammon's game header), for
    /// the replay to compare with the score, or to go by where the score
    /// cannot tell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stated_crawford: Option<StatedCrawford>,
}

/// Something a file sets during play, before one of a game's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edit {
    /// Index into the game's [`Game::actions`] of the action it comes
    /// before.
    pub action: usize,
    /// What is set.
    pub change: Change,
}

/// What an [`Edit`] sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Change {
    /// The whole board, from player 1's view, written as a GNU Backgammon
    /// Position ID; the player of the action after it is on roll.
    Board(#[serde(with = "position_id")] crate::board::Position),
    /// The cube's value.
    CubeValue(u32),
    /// The cube's owner (`None`: in the middle).
    CubeOwner(Option<Player>),
}

/// A file's word on whether a game is the match's Crawford game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatedCrawford {
    /// The file says the game is the Crawford game.
    pub crawford: bool,
    /// Where it says so.
    pub location: Location,
}

/// A board the file records around one of a game's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedBoard {
    /// Index into the game's [`Game::actions`].
    pub action: usize,
    /// Whether the board stands before the action or after it.
    pub when: BoardTime,
    /// The board from the view of the action's player (on roll for a roll),
    /// written as a GNU Backgammon Position ID.
    #[serde(with = "position_id")]
    pub board: crate::board::Position,
}

/// A board in JSON as its Position ID, the form other programs take.
mod position_id {
    use crate::board::Position;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(board: &Position, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_str(&crate::ids::position_id::encode(board))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Position, D::Error> {
        let text = <&str>::deserialize(input)?;
        crate::ids::position_id::decode(text).map_err(serde::de::Error::custom)
    }
}

/// When a [`RecordedBoard`] stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardTime {
    /// Before the action.
    Before,
    /// After it.
    After,
}

/// A comment written on a turn, such as an SGF `C` property.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Comment {
    /// Index into the game's [`Game::actions`] of the action it is on.
    pub action: usize,
    /// The text.
    pub text: String,
}

/// One thing a player did, where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action {
    /// Who did it (for a result: the player the result line is about).
    pub player: Player,
    /// The cell it was read from.
    pub location: Location,
    /// What was done.
    pub kind: ActionKind,
}

/// The two dice as written (`13:` keeps the 1 first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dice(pub u8, pub u8);

impl Dice {
    /// The roll the dice make, or which die is not 1 to 6.
    pub fn roll(self) -> Result<Roll, InvalidDie> {
        Roll::new(self.0, self.1)
    }
}

/// What an action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ActionKind {
    /// A roll and the moves written for it.
    Play {
        /// The dice.
        dice: Dice,
        /// The moves as written.
        moves: WrittenMoves,
    },
    /// A roll with no moves: `Cannot Move`, or the roll alone. Writers also use
    /// the roll alone for a player who rolled and then resigned.
    Dance {
        /// The dice.
        dice: Dice,
        /// `Cannot Move` was written (rather than nothing).
        cannot_move: bool,
    },
    /// A roll followed by `???`: the player rolled, then resigned.
    ResignAfterRoll {
        /// The dice.
        dice: Dice,
    },
    /// `Doubles => n`.
    Double {
        /// The cube value offered.
        cube: u32,
    },
    /// `Takes`.
    Take,
    /// `Drops`.
    Drop,
    /// `Beavers => n`: take and redouble at once, keeping the cube.
    Beaver {
        /// The cube value after the beaver.
        cube: u32,
    },
    /// `???` without a roll: the player resigned.
    Resign,
    /// `Wins n point(s) [and the match]` or `Losses n point(s)`.
    Result {
        /// Whether the line says the player won or lost.
        outcome: Outcome,
        /// Points stated.
        points: u32,
        /// `and the match` was written.
        match_won: bool,
    },
}

impl ActionKind {
    /// The dice, for the three kinds of action that roll.
    pub fn dice(&self) -> Option<Dice> {
        match *self {
            ActionKind::Play { dice, .. }
            | ActionKind::Dance { dice, .. }
            | ActionKind::ResignAfterRoll { dice } => Some(dice),
            _ => None,
        }
    }

    /// A turn of the game's record, as the README and `export` count them:
    /// every action but a result line.
    pub fn is_turn(&self) -> bool {
        !matches!(self, ActionKind::Result { .. })
    }

    /// A short name for messages: `roll`, `double`, `take`, ...
    pub fn name(&self) -> &'static str {
        match self {
            ActionKind::Play { .. } | ActionKind::Dance { .. } => "roll",
            ActionKind::ResignAfterRoll { .. } => "roll and resignation",
            ActionKind::Double { .. } => "double",
            ActionKind::Take => "take",
            ActionKind::Drop => "drop",
            ActionKind::Beaver { .. } => "beaver",
            ActionKind::Resign => "resignation",
            ActionKind::Result { .. } => "result",
        }
    }
}

/// Which way a result line is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// `Wins n point(s)`.
    Wins,
    /// `Losses n point(s)`.
    Losses,
}

impl Outcome {
    /// Who won the game, when `writer` wrote this result line.
    pub fn winner(self, writer: Player) -> Player {
        match self {
            Outcome::Wins => writer,
            Outcome::Losses => writer.other(),
        }
    }
}

/// One move as written, with where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrittenMove {
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Where its text is.
    pub location: Location,
}

impl Default for WrittenMove {
    /// A placeholder: no move (0/0) at no place.
    fn default() -> WrittenMove {
        WrittenMove {
            mv: Move {
                from: 0,
                to: 0,
                hit: false,
            },
            location: Location::default(),
        }
    }
}

/// The moves of one turn as written: at most four, stored inline so that reading a
/// transcript does not allocate per turn. The bare moves are kept apart from
/// where they were written, so that the rules engine borrows them as they
/// are, and a diagnostic looks up a move's place only when it needs one.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(into = "Vec<WrittenMove>", try_from = "Vec<WrittenMove>")]
pub struct WrittenMoves {
    moves: UpToFour<Move>,
    /// Where each of `moves` was written, slot for slot.
    locations: [Location; WrittenMoves::CAPACITY],
}

impl Default for WrittenMoves {
    /// No moves.
    fn default() -> WrittenMoves {
        let unused = WrittenMove::default();
        WrittenMoves {
            moves: UpToFour {
                items: [unused.mv; WrittenMoves::CAPACITY],
                len: 0,
            },
            locations: [unused.location; WrittenMoves::CAPACITY],
        }
    }
}

impl PartialEq for WrittenMoves {
    fn eq(&self, other: &WrittenMoves) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for WrittenMoves {}

impl fmt::Debug for WrittenMoves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// More than [`WrittenMoves::CAPACITY`] moves were given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a turn has at most four moves, found {0}")]
pub struct TooManyMoves(pub usize);

impl WrittenMoves {
    /// No turn moves more than four times.
    pub const CAPACITY: usize = 4;

    /// Adds a move; fails when four are already there.
    #[inline]
    pub fn push(&mut self, written: WrittenMove) -> Result<(), TooManyMoves> {
        let slot = self.moves.as_slice().len();
        self.moves
            .push(written.mv)
            .map_err(|()| TooManyMoves(WrittenMoves::CAPACITY + 1))?;
        // The push found the slot free, so it is one of the four.
        if let Some(location) = self.locations.get_mut(slot) {
            *location = written.location;
        }
        Ok(())
    }

    /// Removes every move.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.moves.clear();
    }

    /// The bare moves in written order, as the rules engine and the
    /// formatter take them.
    #[inline]
    pub fn moves(&self) -> &[Move] {
        self.moves.as_slice()
    }

    /// Each move in written order, with where it was written.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = WrittenMove> + '_ {
        self.moves
            .as_slice()
            .iter()
            .zip(&self.locations)
            .map(|(&mv, &location)| WrittenMove { mv, location })
    }

    /// The `index`th move (from 0) with where it was written, if there is one.
    pub fn get(&self, index: usize) -> Option<WrittenMove> {
        let mv = *self.moves.as_slice().get(index)?;
        let location = *self.locations.get(index)?;
        Some(WrittenMove { mv, location })
    }

    /// Number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.moves.as_slice().len()
    }

    /// No move written.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.moves.len == 0
    }
}

/// Up to four values in an array, of which the first [`UpToFour::as_slice`]
/// are in use: a turn's moves, without an allocation.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct UpToFour<T> {
    items: [T; 4],
    /// How many of `items` are in use, from the first: only
    /// [`UpToFour::push`] raises it, and never past four.
    len: u8,
}

impl<T: Copy> UpToFour<T> {
    /// Puts `value` in the next free slot; fails when all four are in use.
    #[inline]
    fn push(&mut self, value: T) -> Result<(), ()> {
        let slot = self.items.get_mut(usize::from(self.len)).ok_or(())?;
        *slot = value;
        self.len += 1;
        Ok(())
    }

    /// Leaves no value in use; the slots keep their old values unread.
    #[inline]
    fn clear(&mut self) {
        self.len = 0;
    }

    /// The values in use, in the order they were pushed.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[T] {
        debug_assert!(usize::from(self.len) <= self.items.len());
        let (used, _) = self
            .items
            .split_at(usize::from(self.len).min(self.items.len()));
        used
    }
}

impl<T: Copy + PartialEq> PartialEq for UpToFour<T> {
    /// Equal when the values in use are: the free slots hold leftovers.
    fn eq(&self, other: &UpToFour<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Eq> Eq for UpToFour<T> {}

impl From<WrittenMoves> for Vec<WrittenMove> {
    fn from(moves: WrittenMoves) -> Vec<WrittenMove> {
        moves.iter().collect()
    }
}

impl TryFrom<Vec<WrittenMove>> for WrittenMoves {
    type Error = TooManyMoves;

    fn try_from(list: Vec<WrittenMove>) -> Result<WrittenMoves, TooManyMoves> {
        if list.len() > WrittenMoves::CAPACITY {
            return Err(TooManyMoves(list.len()));
        }
        let mut moves = WrittenMoves::default();
        for mv in list {
            moves.push(mv)?;
        }
        Ok(moves)
    }
}
