//! eXtreme Gammon's position files (.xgp): the container and records of a
//! match file, holding one game whose last record is the position: a cube
//! record for a cube decision, or a move record for a checker play (with the
//! dice). The match header and game header give the length, the score and
//! the rules.

use super::container;
use super::error::XgError;
use super::records::{GameHeader, MatchHeader, Record, RecordError, located_records, position};
use crate::board::{Position, Roll};
use crate::transcript::error::{ReadError, ReadErrorKind};
use crate::transcript::model::{Location, Player};

/// The position an eXtreme Gammon position file holds, with its match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XgPosition {
    /// The board from the view of the player on roll.
    pub position: Position,
    /// The player on roll (XG's player 1 is [`Player::One`]).
    pub on_roll: Player,
    /// The dice of a checker play; `None` for a cube decision, before the roll.
    pub dice: Option<Roll>,
    /// The cube's value.
    pub cube: u32,
    /// Who owns the cube; `None` while it is in the middle.
    pub cube_owner: Option<Player>,
    /// Points to win the match; 0 for money play.
    pub length: u32,
    /// The score, player 1 first.
    pub score: [u32; 2],
    /// This is the Crawford game.
    pub crawford: bool,
    /// The Jacoby rule holds (money play).
    pub jacoby: bool,
    /// The players' names, player 1 first.
    pub players: [String; 2],
}

/// Reads the position of an eXtreme Gammon position file (.xgp). A match
/// file (.xg) reads too: its position is the last one of its first game.
///
/// ```
/// let bytes = std::fs::read("fixtures/xg/positions/halheinrich-BgQuiz_Blazor-TooGoodAndTake.xgp")?;
/// let found = bgkit::transcript::read_xg_position(&bytes)?;
/// assert_eq!(found.length, 5);
/// assert_eq!(found.dice, None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_xg_position(input: &[u8]) -> Result<XgPosition, ReadError> {
    let whole_file = |error: XgError| ReadError {
        location: None,
        kind: ReadErrorKind::Xg(error),
    };
    let archive = container::open(input).map_err(whole_file)?;
    let records = located_records(&archive.game_file).map_err(whole_file)?;
    let (header, game, record, location) = last_record(records)?;
    position_of(&header, &game, &record, location)
}

/// The match header, the first game's header and the last cube or move
/// record of that game, with where it is.
fn last_record<'a>(
    records: impl Iterator<Item = (usize, &'a [u8], Location)>,
) -> Result<(Box<MatchHeader>, GameHeader, Record, Location), ReadError> {
    let mut header: Option<Box<MatchHeader>> = None;
    let mut game: Option<GameHeader> = None;
    let mut found: Option<(Record, Location)> = None;
    let mut version = -1;
    for (index, raw, location) in records {
        let at = |error: XgError| ReadError::at(location, ReadErrorKind::Xg(error));
        let record = Record::read(raw, version)
            .map_err(|RecordError::Type(found)| at(XgError::RecordType { found }))?;
        match record {
            Record::MatchHeader(read) if index == 0 && read.magic => {
                version = read.version;
                header = Some(read);
            }
            _ if index == 0 => return Err(at(XgError::NoMatchHeader)),
            Record::GameHeader(read) if game.is_none() => game = Some(read),
            Record::Cube(_) | Record::Move(_) if game.is_some() => found = Some((record, location)),
            // The position is the last record of the first game.
            _ if game.is_some() => break,
            _ => {}
        }
    }
    let (Some(header), Some(game), Some((record, location))) = (header, game, found) else {
        return Err(ReadError {
            location: None,
            kind: ReadErrorKind::Xg(XgError::NoPosition),
        });
    };
    Ok((header, game, record, location))
}

/// The position a cube or move `record` gives, with its match.
fn position_of(
    header: &MatchHeader,
    game: &GameHeader,
    record: &Record,
    location: Location,
) -> Result<XgPosition, ReadError> {
    let whole_file = |error: XgError| ReadError {
        location: None,
        kind: ReadErrorKind::Xg(error),
    };
    let at = |error: XgError| ReadError::at(location, ReadErrorKind::Xg(error));
    let field = |record: &'static str, field: &'static str, found: i32| {
        at(XgError::Field {
            record,
            field,
            found: found.into(),
        })
    };
    let player = |active: i32, record| match active {
        1 => Ok(Player::One),
        -1 => Ok(Player::Two),
        other => Err(field(record, "player", other)),
    };
    let (board, on_roll, cube, dice) = match record {
        Record::Cube(cube) => (cube.board, player(cube.active, "cube")?, cube.cube, None),
        Record::Move(mv) => {
            let die = |value: i32| u8::try_from(value).map_err(|_| field("move", "dice", value));
            let [first, second] = mv.dice;
            let roll = Roll::new(die(first)?, die(second)?).map_err(|_| {
                field(
                    "move",
                    "dice",
                    first.saturating_mul(10).saturating_add(second),
                )
            })?;
            (mv.board, player(mv.active, "move")?, mv.cube, Some(roll))
        }
        _ => return Err(whole_file(XgError::NoPosition)),
    };
    let recorded = position(&board).map_err(|error| {
        at(XgError::Board {
            record: "position",
            reason: error.to_string(),
        })
    })?;
    let power = cube.unsigned_abs();
    if power > 30 {
        return Err(field("cube", "cube", cube));
    }
    let score = |value: i32| u32::try_from(value).map_err(|_| field("game header", "score", value));
    let [one, two] = game.score;
    Ok(XgPosition {
        position: match on_roll {
            Player::One => recorded,
            Player::Two => recorded.switched(),
        },
        on_roll,
        dice,
        cube: 1 << power,
        cube_owner: match cube {
            0 => None,
            n if n > 0 => Some(Player::One),
            _ => Some(Player::Two),
        },
        length: match header.length {
            99999 => 0,
            n => u32::try_from(n).map_err(|_| field("match header", "match length", n))?,
        },
        score: [score(one)?, score(two)?],
        crawford: game.crawford,
        jacoby: header.jacoby,
        players: header.players.clone(),
    })
}
