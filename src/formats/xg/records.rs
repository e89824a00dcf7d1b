//! The records of `temp.xg`: 2,560 bytes each, little-endian, with the
//! fields of Delphi records at fixed offsets (padding keeps each on its
//! natural boundary). Byte 8 is the record's type: 0 match header, 1 game
//! header, 2 cube decision, 3 move, 4 game footer, 5 match footer.
//!
//! Strings come two ways: Delphi short strings (a length byte, then that many
//! bytes of Windows-1252 text) kept for older versions, and from version 24
//! UTF-16 arrays ended by a zero. Boards are 26 signed bytes from player 1's
//! side: points 1 to 24 in player 1's numbering (positive for player 1's
//! checkers, negative for player 2's), player 1's bar at 25 and player 2's at
//! 0, which is the layout of [`Position`] for player 1 on roll.
//!
//! Only the fields bgkit uses are read; offsets are those of XG's published
//! description of the format.

use super::container::bytes;
use super::error::XgError;
use crate::board::Position;
use crate::formats::text::windows_1252_text;
use crate::transcript::model::{Location, Span};

/// Size of every record.
pub const RECORD_BYTES: usize = 2560;

/// The records of `temp.xg` (`game_file`), in order, each with its index
/// and where it is: a record counts as a line, numbered from 1. Fails when
/// the file does not hold whole records.
pub(crate) fn located_records(
    game_file: &[u8],
) -> Result<impl Iterator<Item = (usize, &[u8], Location)>, XgError> {
    if !game_file.len().is_multiple_of(RECORD_BYTES) {
        return Err(XgError::PartRecord {
            size: game_file.len(),
            record: RECORD_BYTES,
        });
    }
    let records = game_file.chunks_exact(RECORD_BYTES).enumerate();
    Ok(records.map(|(index, raw)| {
        let location = Location {
            line: u32::try_from(index + 1).unwrap_or(u32::MAX),
            column: 1,
            span: Span {
                start: index * RECORD_BYTES,
                end: (index + 1) * RECORD_BYTES,
            },
        };
        (index, raw, location)
    }))
}

/// The magic number of the match header (`DMLI` as written).
const MATCH_MAGIC: u32 = 0x494C_4D44;

/// One record, by its type.
#[derive(Clone, Debug)]
pub(crate) enum Record {
    /// The match: players, length, rules.
    MatchHeader(Box<MatchHeader>),
    /// A game starts.
    GameHeader(GameHeader),
    /// A cube decision before a roll.
    Cube(Box<Cube>),
    /// A roll and its play.
    Move(Box<Move>),
    /// A game ends.
    GameFooter(GameFooter),
    /// The match ends.
    MatchFooter,
}

impl Record {
    /// The record's kind, for messages.
    pub fn name(&self) -> &'static str {
        match self {
            Record::MatchHeader(_) => "match header",
            Record::GameHeader(_) => "game header",
            Record::Cube(_) => "cube",
            Record::Move(_) => "move",
            Record::GameFooter(_) => "game footer",
            Record::MatchFooter => "match footer",
        }
    }
}

/// Why a record cannot be read at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RecordError {
    /// Its type byte is none of the six.
    Type(u8),
}

/// The match header.
#[derive(Clone, Debug, Default)]
pub(crate) struct MatchHeader {
    /// Player 1's and player 2's names.
    pub players: [String; 2],
    /// Points to win; 99999 for unlimited (money) play.
    pub length: i32,
    /// 0 backgammon, 1 Nackgammon, 2 Hypergammon, 3 Longgammon.
    pub variation: i32,
    pub crawford: bool,
    pub jacoby: bool,
    pub beaver: bool,
    /// Delphi date: days since 1899-12-30.
    pub date: f64,
    pub event: String,
    pub location: String,
    pub round: String,
    pub transcriber: String,
    /// The file version (`SaveFileVersion`).
    pub version: i32,
    /// The match header carries its magic number.
    pub magic: bool,
    /// The highest cube as a power of two (version 8 on; 0 for none).
    pub cube_limit: i32,
    /// Indices into `temp.xgc`, -1 for none.
    pub comment_header: i32,
    pub comment_footer: i32,
}

/// A game header.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct GameHeader {
    /// The score at the start of the game, player 1 first.
    pub score: [i32; 2],
    /// This is the Crawford game.
    pub crawford: bool,
    /// 1-based.
    pub number: i32,
    pub comment_header: i32,
    pub comment_footer: i32,
    /// Doubles made automatically before the game (version 26 on).
    pub auto_doubles: i32,
}

/// A cube decision: the player on roll doubled or not, and the answer.
#[derive(Clone, Debug, Default)]
pub(crate) struct Cube {
    /// 1 player 1, -1 player 2.
    pub active: i32,
    /// 1 doubled, 0 did not, negative: no decision (the cube was not
    /// available, or the game's first roll).
    pub double: i32,
    /// 1 take, 0 pass, 2 beaver, -1 none.
    pub take: i32,
    /// The doubler's answer to a beaver: 1 accepted, 0 refused, 2 raccoon.
    pub beaver_answer: i32,
    /// The cube before the decision: 0 centred at 1, n owned by player 1 at
    /// 2^n, -n owned by player 2 at 2^n.
    pub cube: i32,
    /// The board, from player 1's side.
    pub board: [i8; 26],
    /// Equities of no double, double/take, double/pass.
    pub equities: [f32; 3],
    /// The level of the cube analysis, negative when not analysed.
    pub analysis_level: i32,
    /// Error of the double decision, -1000 when not analysed.
    pub double_error: f64,
    /// Error of the take decision, -1000 when not analysed.
    pub take_error: f64,
    /// Index into `temp.xgc`, -1 for none.
    pub comment: i32,
}

/// Most candidate plays a move record holds.
pub const MAX_CANDIDATES: usize = 32;

/// A roll and its play.
#[derive(Clone, Debug)]
pub(crate) struct Move {
    /// The board before the play, from player 1's side.
    pub board: [i8; 26],
    /// 1 player 1, -1 player 2.
    pub active: i32,
    /// From/to pairs in the mover's numbering counted from 0 (24 the bar,
    /// below 0 off); a from of -1 ends the list.
    pub moves: [i32; 8],
    pub dice: [i32; 2],
    /// The cube, as [`Cube::cube`] gives it (from player 1's side).
    pub cube: i32,
    /// Candidate plays analysed.
    pub candidate_count: i32,
    /// Each candidate's from/to pairs, as [`Move::moves`].
    pub candidate_moves: [[i8; 8]; MAX_CANDIDATES],
    /// Each candidate's evaluation: chances of losing a backgammon, losing a
    /// gammon, losing, winning, winning a gammon, winning a backgammon, and
    /// the equity.
    pub candidate_evals: [[f32; 7]; MAX_CANDIDATES],
    /// The play was made (false for a roll followed by a resignation).
    pub played: bool,
    /// Error of the play, -1000 when not analysed.
    pub error: f64,
    /// Luck of the roll, -1000 when not analysed.
    pub luck: f64,
    /// Index into `temp.xgc`, -1 for none.
    pub comment: i32,
}

/// A game footer.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct GameFooter {
    /// 1 player 1, -1 player 2, 0 none.
    pub winner: i32,
    pub points: i32,
    /// 0 pass, 1 single, 2 gammon, 3 backgammon; plus 100 for a
    /// resignation, plus 1000 for a settlement.
    pub termination: i32,
}

impl Record {
    /// Reads one record of a file of `version` (the match header's; -1 before
    /// it is known).
    pub fn read(raw: &[u8], version: i32) -> Result<Record, RecordError> {
        debug_assert_eq!(raw.len(), RECORD_BYTES);
        let kind = raw.get(8).copied().unwrap_or(u8::MAX);
        Ok(match kind {
            0 => Record::MatchHeader(Box::new(MatchHeader::read(raw))),
            1 => Record::GameHeader(GameHeader::read(raw, version)),
            2 => Record::Cube(Box::new(Cube::read(raw))),
            3 => Record::Move(Box::new(Move::read(raw))),
            4 => Record::GameFooter(GameFooter::read(raw)),
            5 => Record::MatchFooter,
            other => return Err(RecordError::Type(other)),
        })
    }
}

fn int(raw: &[u8], at: usize) -> i32 {
    i32::from_le_bytes(bytes(raw, at))
}

fn double(raw: &[u8], at: usize) -> f64 {
    f64::from_le_bytes(bytes(raw, at))
}

fn single(raw: &[u8], at: usize) -> f32 {
    f32::from_le_bytes(bytes(raw, at))
}

fn flag(raw: &[u8], at: usize) -> bool {
    raw.get(at).is_some_and(|&b| b != 0)
}

fn board(raw: &[u8], at: usize) -> [i8; 26] {
    bytes::<26>(raw, at).map(|b| b as i8)
}

impl MatchHeader {
    fn read(raw: &[u8]) -> MatchHeader {
        let version = int(raw, 552);
        let unicode = |at: usize| {
            if version >= 24 {
                utf16(raw, at, 129)
            } else {
                String::new()
            }
        };
        // From version 24 the names are UTF-16; the short strings stay for
        // older readers and are used when the others are empty.
        let either = |wide: String, narrow: String| if wide.is_empty() { narrow } else { wide };
        MatchHeader {
            players: [
                either(unicode(880), short_string(raw, 9, 40)),
                either(unicode(1138), short_string(raw, 50, 40)),
            ],
            length: int(raw, 92),
            variation: int(raw, 96),
            crawford: flag(raw, 100),
            jacoby: flag(raw, 101),
            beaver: flag(raw, 102),
            date: double(raw, 128),
            event: either(unicode(622), short_string(raw, 136, 128)),
            location: either(unicode(1396), short_string(raw, 283, 128)),
            round: either(unicode(1654), short_string(raw, 417, 128)),
            transcriber: if version >= 30 {
                utf16(raw, 1960, 129)
            } else {
                String::new()
            },
            version,
            magic: u32::from_le_bytes(bytes(raw, 556)) == MATCH_MAGIC,
            cube_limit: if version >= 8 { int(raw, 612) } else { 0 },
            comment_header: int(raw, 576),
            comment_footer: int(raw, 580),
        }
    }
}

impl GameHeader {
    fn read(raw: &[u8], version: i32) -> GameHeader {
        GameHeader {
            score: [int(raw, 12), int(raw, 16)],
            crawford: flag(raw, 20),
            number: int(raw, 48),
            comment_header: int(raw, 56),
            comment_footer: int(raw, 60),
            auto_doubles: if version >= 26 { int(raw, 64) } else { 0 },
        }
    }
}

impl Cube {
    fn read(raw: &[u8]) -> Cube {
        Cube {
            active: int(raw, 12),
            double: int(raw, 16),
            take: int(raw, 20),
            beaver_answer: int(raw, 24),
            cube: int(raw, 32),
            board: board(raw, 36),
            equities: [single(raw, 152), single(raw, 156), single(raw, 160)],
            analysis_level: int(raw, 232),
            double_error: double(raw, 200),
            take_error: double(raw, 216),
            comment: int(raw, 292),
        }
    }
}

impl Move {
    fn read(raw: &[u8]) -> Move {
        let mut moves = [0i32; 8];
        for (slot, at) in moves.iter_mut().zip((68..).step_by(4)) {
            *slot = int(raw, at);
        }
        let mut candidate_moves = [[0i8; 8]; MAX_CANDIDATES];
        for (slot, at) in candidate_moves.iter_mut().zip((1024..).step_by(8)) {
            *slot = bytes::<8>(raw, at).map(|b| b as i8);
        }
        let mut candidate_evals = [[0f32; 7]; MAX_CANDIDATES];
        for (slot, at) in candidate_evals.iter_mut().zip((1408..).step_by(28)) {
            for (value, offset) in slot.iter_mut().zip((at..).step_by(4)) {
                *value = single(raw, offset);
            }
        }
        Move {
            board: board(raw, 9),
            active: int(raw, 64),
            moves,
            dice: [int(raw, 100), int(raw, 104)],
            cube: int(raw, 108),
            candidate_count: int(raw, 188),
            candidate_moves,
            candidate_evals,
            played: flag(raw, 2308),
            error: double(raw, 2312),
            luck: double(raw, 2320),
            comment: int(raw, 2524),
        }
    }
}

impl GameFooter {
    fn read(raw: &[u8]) -> GameFooter {
        GameFooter {
            winner: int(raw, 24),
            points: int(raw, 28),
            termination: int(raw, 32),
        }
    }
}

/// A board of 26 signed counts from player 1's side as a [`Position`] with
/// player 1 on roll.
pub(crate) fn position(board: &[i8; 26]) -> Result<Position, crate::board::PositionError> {
    Position::from_points(*board)
}

/// A Delphi short string of at most `capacity` characters at `at`.
fn short_string(raw: &[u8], at: usize, capacity: usize) -> String {
    debug_assert!(
        at + capacity < raw.len(),
        "a short string lies within its record"
    );
    let Some((&length, text)) = raw.get(at..).and_then(<[u8]>::split_first) else {
        return String::new();
    };
    let length = usize::from(length).min(capacity);
    windows_1252_text(text.get(..length).unwrap_or(text))
}

/// A UTF-16 string of at most `capacity` units at `at`, ended by a zero.
fn utf16(raw: &[u8], at: usize, capacity: usize) -> String {
    let units = (0..capacity)
        .map(|i| u16::from_le_bytes(bytes(raw, at + 2 * i)))
        .take_while(|&unit| unit != 0);
    char::decode_utf16(units)
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect()
}
