//! GNU Backgammon Match ID: cube, score, dice and whose turn it is, in 12 base64
//! characters.
//!
//! The 72-bit key (nine bytes, least significant bit first) holds these fields,
//! each least significant bit first; bit numbers count from 1 as in the GNU
//! Backgammon manual:
//!
//! | bits  | field                                                         |
//! |-------|---------------------------------------------------------------|
//! | 1-4   | log2 of the cube value                                        |
//! | 5-6   | cube owner: 0 player 0, 1 player 1, 3 centred                 |
//! | 7     | player on roll (or who has rolled)                            |
//! | 8     | Crawford game                                                 |
//! | 9-11  | game state: 0 none, 1 playing, 2 over, 3 resigned, 4 dropped  |
//! | 12    | player whose turn it is to act                                |
//! | 13    | a double is offered                                           |
//! | 14-15 | resignation offered: 0 none, 1 single, 2 gammon, 3 backgammon |
//! | 16-18 | first die (0 when not rolled)                                 |
//! | 19-21 | second die                                                    |
//! | 22-36 | match length (0 = money game)                                 |
//! | 37-51 | player 0's score                                              |
//! | 52-66 | player 1's score                                              |
//! | 67    | set when the Jacoby rule is *not* in effect                   |
//! | 68-72 | unused, 0                                                     |
//!
//! Bit 67 is not in the manual's table; GNU Backgammon writes it inverted so that
//! IDs from before it existed (bit 0) keep meaning "Jacoby on", its default for
//! money play. It writes 1 in matches, where the rule does not apply.

use crate::board::Roll;

use super::base64;
use super::bits;
use super::error::{IdError, IdKind, Place};

/// Bytes in a Match ID key.
const KEY_BYTES: usize = 9;
/// The widest value a 15-bit field (match length, scores) holds.
pub const MAX_SCORE: u32 = (1 << 15) - 1;
/// The largest cube a Match ID can hold: 2 to the 15th.
pub const MAX_CUBE: u32 = 1 << 15;

/// Characters in a Match ID.
pub const LENGTH: usize = base64::encoded_len(KEY_BYTES);

pub use crate::player::Player;

/// The player a bit of the key stands for: 0 for GNU Backgammon's player 0.
fn player_of_bit(bit: u32) -> Player {
    if bit == 0 { Player::One } else { Player::Two }
}

/// Who may turn the cube next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeOwner {
    /// The cube is in the middle: either player may double.
    Centred,
    /// The cube belongs to this player.
    Player(Player),
}

/// How far the current game has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameState {
    /// No game has started.
    NoGame,
    /// A game is being played.
    Playing,
    /// The game ended on the board.
    Over,
    /// The game ended by an accepted resignation.
    Resigned,
    /// The game ended by a dropped double.
    Dropped,
}

/// A resignation on offer and what it concedes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resignation {
    /// No resignation is offered.
    None,
    /// A single game is conceded.
    Single,
    /// A gammon is conceded.
    Gammon,
    /// A backgammon is conceded.
    Backgammon,
}

/// Everything a Match ID says: the state of the match around a position.
///
/// The position itself travels separately, as a Position ID seen from
/// [`MatchState::on_roll`]. [`decode`] only returns states that [`encode`] accepts;
/// a state built by hand can be checked with [`MatchState::validate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchState {
    /// Value of the cube: a power of two from 1 to [`MAX_CUBE`].
    pub cube: u32,
    /// Who owns the cube.
    pub cube_owner: CubeOwner,
    /// The player on roll, or who has just rolled. Position IDs that go with this
    /// state are from this player's view, even while the other player answers a
    /// double or a resignation.
    pub on_roll: Player,
    /// This game is the Crawford game (matches only).
    pub crawford: bool,
    /// How far the game has got.
    pub game_state: GameState,
    /// The player who must act now: the player on roll, or the opponent when a
    /// double or resignation awaits an answer.
    pub turn: Player,
    /// A double has been offered and not yet answered.
    pub doubled: bool,
    /// A resignation on offer.
    pub resignation: Resignation,
    /// The dice rolled, or `None` before the roll (gnubg's `0 0`).
    pub dice: Option<Roll>,
    /// Points needed to win the match; 0 for a money game. At most [`MAX_SCORE`].
    pub match_length: u32,
    /// Points won so far, indexed by [`Player::index`]. At most [`MAX_SCORE`] each,
    /// and in a match at most the match length.
    pub score: [u32; 2],
    /// The Jacoby rule is in effect (money play: gammons count only once the cube
    /// has been turned). GNU Backgammon writes `false` in matches.
    pub jacoby: bool,
}

impl MatchState {
    /// A money game about to start a turn: cube 1 in the middle, no score, no dice,
    /// `on_roll` to roll, Jacoby rule in effect (GNU Backgammon's default).
    pub fn money(on_roll: Player) -> MatchState {
        MatchState {
            cube: 1,
            cube_owner: CubeOwner::Centred,
            on_roll,
            crawford: false,
            game_state: GameState::Playing,
            turn: on_roll,
            doubled: false,
            resignation: Resignation::None,
            dice: None,
            match_length: 0,
            score: [0, 0],
            jacoby: true,
        }
    }

    /// This is a money game (match length 0).
    pub fn is_money(&self) -> bool {
        self.match_length == 0
    }

    /// The same state with the players' numbers exchanged: scores, cube owner, the
    /// player on roll and the player to act all swap. The position stays the same
    /// because it is seen from whoever is on roll.
    pub fn players_swapped(&self) -> MatchState {
        let swap_owner = |owner| match owner {
            CubeOwner::Centred => CubeOwner::Centred,
            CubeOwner::Player(player) => CubeOwner::Player(Player::other(player)),
        };
        MatchState {
            cube_owner: swap_owner(self.cube_owner),
            on_roll: self.on_roll.other(),
            turn: self.turn.other(),
            score: [self.score[1], self.score[0]],
            ..*self
        }
    }

    /// Checks that a Match ID can hold this state and that GNU Backgammon would
    /// read it back: a power-of-two cube up to [`MAX_CUBE`], lengths and scores that
    /// fit 15 bits, scores within the match length, no Crawford game in money play.
    pub fn validate(&self) -> Result<(), IdError> {
        let unrepresentable = |field, expected, found: u32| {
            Err(IdError::Unrepresentable {
                kind: IdKind::MatchId,
                field,
                expected,
                found: found.to_string(),
            })
        };
        if !self.cube.is_power_of_two() || self.cube > MAX_CUBE {
            return unrepresentable("cube", "a power of two from 1 to 32768", self.cube);
        }
        if self.match_length > MAX_SCORE {
            return unrepresentable("match length", "at most 32767", self.match_length);
        }
        for (score, field) in self
            .score
            .iter()
            .zip(["player 0's score", "player 1's score"])
        {
            if *score > MAX_SCORE {
                return unrepresentable(field, "at most 32767", *score);
            }
            if !self.is_money() && *score > self.match_length {
                return unrepresentable(field, "at most the match length", *score);
            }
        }
        if self.is_money() && self.crawford {
            return Err(IdError::Unrepresentable {
                kind: IdKind::MatchId,
                field: "crawford",
                expected: "false in a money game",
                found: "true".to_string(),
            });
        }
        Ok(())
    }
}

/// A field of the key: its first bit (from 0) and width.
#[derive(Clone, Copy)]
struct Field {
    name: &'static str,
    first: usize,
    width: usize,
}

impl Field {
    const fn new(name: &'static str, first: usize, width: usize) -> Field {
        Field { name, first, width }
    }

    fn location(self) -> Place {
        // Fields end before bit 72, so the numbers fit a u8.
        Place::Bits {
            first: (self.first + 1) as u8,
            last: (self.first + self.width) as u8,
        }
    }

    fn read(self, key: &[u8]) -> u32 {
        bits::read(key, self.first, self.width)
    }

    fn write(self, key: &mut [u8], value: u32) {
        bits::write(key, self.first, self.width, value);
    }

    fn bad(self, expected: &'static str, found: u32) -> IdError {
        IdError::BadField {
            kind: IdKind::MatchId,
            field: self.name,
            at: self.location(),
            expected,
            found: found.to_string(),
        }
    }
}

const CUBE: Field = Field::new("cube", 0, 4);
const CUBE_OWNER: Field = Field::new("cube owner", 4, 2);
const ON_ROLL: Field = Field::new("player on roll", 6, 1);
const CRAWFORD: Field = Field::new("crawford", 7, 1);
const GAME_STATE: Field = Field::new("game state", 8, 3);
const TURN: Field = Field::new("turn", 11, 1);
const DOUBLED: Field = Field::new("doubled", 12, 1);
const RESIGNATION: Field = Field::new("resignation", 13, 2);
const DIE_1: Field = Field::new("first die", 15, 3);
const DIE_2: Field = Field::new("second die", 18, 3);
const MATCH_LENGTH: Field = Field::new("match length", 21, 15);
const SCORE_0: Field = Field::new("player 0's score", 36, 15);
const SCORE_1: Field = Field::new("player 1's score", 51, 15);
const NO_JACOBY: Field = Field::new("jacoby", 66, 1);
/// The first bit after the data.
const END: usize = 67;

/// The Match ID of `state`, or why a Match ID cannot hold it (see
/// [`MatchState::validate`]).
///
/// Dice are written high die first, as GNU Backgammon does.
pub fn encode(state: &MatchState) -> Result<String, IdError> {
    state.validate()?;
    let mut key = [0u8; KEY_BYTES];
    CUBE.write(&mut key, state.cube.trailing_zeros());
    CUBE_OWNER.write(
        &mut key,
        match state.cube_owner {
            CubeOwner::Player(Player::One) => 0,
            CubeOwner::Player(Player::Two) => 1,
            CubeOwner::Centred => 3,
        },
    );
    ON_ROLL.write(&mut key, state.on_roll.index() as u32);
    CRAWFORD.write(&mut key, state.crawford as u32);
    GAME_STATE.write(
        &mut key,
        match state.game_state {
            GameState::NoGame => 0,
            GameState::Playing => 1,
            GameState::Over => 2,
            GameState::Resigned => 3,
            GameState::Dropped => 4,
        },
    );
    TURN.write(&mut key, state.turn.index() as u32);
    DOUBLED.write(&mut key, state.doubled as u32);
    RESIGNATION.write(
        &mut key,
        match state.resignation {
            Resignation::None => 0,
            Resignation::Single => 1,
            Resignation::Gammon => 2,
            Resignation::Backgammon => 3,
        },
    );
    if let Some(roll) = state.dice {
        DIE_1.write(&mut key, roll.high() as u32);
        DIE_2.write(&mut key, roll.low() as u32);
    }
    MATCH_LENGTH.write(&mut key, state.match_length);
    SCORE_0.write(&mut key, state.score[0]);
    SCORE_1.write(&mut key, state.score[1]);
    NO_JACOBY.write(&mut key, !state.jacoby as u32);
    Ok(base64::encode(&key))
}

/// Reads a Match ID.
///
/// Refuses a wrong length, characters outside base64, a cube owner of 2, a game
/// state above 4, dice above 6 or only one die rolled, scores above the match
/// length, a Crawford game in money play, and set bits after bit 67. Dice written
/// low die first are accepted (GNU Backgammon reads them too) and normalised.
pub fn decode(text: &str) -> Result<MatchState, IdError> {
    decode_at(text, 1)
}

/// [`decode`] for an ID starting at `first_column` of a longer argument.
pub(crate) fn decode_at(text: &str, first_column: usize) -> Result<MatchState, IdError> {
    let key: [u8; KEY_BYTES] = base64::decode(IdKind::MatchId, text, first_column)?;
    if let Some(bit) = (END..KEY_BYTES * 8).find(|&bit| bits::get(&key, bit)) {
        return Err(IdError::TrailingBits {
            kind: IdKind::MatchId,
            first_bit: bit + 1,
        });
    }

    let cube_owner = match CUBE_OWNER.read(&key) {
        0 => CubeOwner::Player(Player::One),
        1 => CubeOwner::Player(Player::Two),
        3 => CubeOwner::Centred,
        other => {
            return Err(CUBE_OWNER.bad("0 (player 0), 1 (player 1) or 3 (centred)", other));
        }
    };
    let game_state = match GAME_STATE.read(&key) {
        0 => GameState::NoGame,
        1 => GameState::Playing,
        2 => GameState::Over,
        3 => GameState::Resigned,
        4 => GameState::Dropped,
        other => {
            return Err(GAME_STATE.bad(
                "0 (no game), 1 (playing), 2 (over), 3 (resigned) or 4 (dropped)",
                other,
            ));
        }
    };
    let resignation = match RESIGNATION.read(&key) {
        0 => Resignation::None,
        1 => Resignation::Single,
        2 => Resignation::Gammon,
        _ => Resignation::Backgammon,
    };
    let dice = read_dice(&key)?;

    let match_length = MATCH_LENGTH.read(&key);
    let score = [SCORE_0.read(&key), SCORE_1.read(&key)];
    if match_length > 0 {
        for (field, value) in [(SCORE_0, score[0]), (SCORE_1, score[1])] {
            if value > match_length {
                return Err(field.bad("at most the match length", value));
            }
        }
    }
    let crawford = CRAWFORD.read(&key) == 1;
    if crawford && match_length == 0 {
        return Err(CRAWFORD.bad("0 in a money game (match length 0)", 1));
    }

    Ok(MatchState {
        cube: 1 << CUBE.read(&key),
        cube_owner,
        on_roll: player_of_bit(ON_ROLL.read(&key)),
        crawford,
        game_state,
        turn: player_of_bit(TURN.read(&key)),
        doubled: DOUBLED.read(&key) == 1,
        resignation,
        dice,
        match_length,
        score,
        jacoby: NO_JACOBY.read(&key) == 0,
    })
}

/// Both dice 0 (not rolled) or both 1 to 6.
fn read_dice(key: &[u8]) -> Result<Option<Roll>, IdError> {
    let first = DIE_1.read(key);
    let second = DIE_2.read(key);
    for (field, die) in [(DIE_1, first), (DIE_2, second)] {
        if die > 6 {
            return Err(field.bad("0 (not rolled) or 1 to 6", die));
        }
    }
    match (first, second) {
        (0, 0) => Ok(None),
        (0, _) => Err(DIE_1.bad("1 to 6, as the second die is rolled", 0)),
        (_, 0) => Err(DIE_2.bad("1 to 6, as the first die is rolled", 0)),
        (a, b) => Roll::new(a as u8, b as u8)
            .map(Some)
            .map_err(|bad| DIE_1.bad("1 to 6", bad.0 as u32)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_id_is_twelve_characters() {
        assert_eq!(LENGTH, 12);
    }

    #[test]
    fn field_locations_use_the_manuals_one_based_bit_numbers() {
        assert_eq!(GAME_STATE.location(), Place::Bits { first: 9, last: 11 });
        assert_eq!(
            NO_JACOBY.location(),
            Place::Bits {
                first: 67,
                last: 67
            }
        );
    }
}
