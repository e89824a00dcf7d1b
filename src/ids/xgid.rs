//! eXtreme Gammon position identifiers:
//! `XGID=position:cube:cubepos:turn:dice:score1:score2:rules:length:maxcube`.
//!
//! - `position`: 26 characters. Index 0 is the top player's bar, 1 to 24 the
//!   points in the bottom player's numbering, 25 the bottom player's bar. `A`-`P`
//!   are 1 to 16 bottom checkers, `a`-`p` top checkers, `-` an empty point.
//! - `cube`: log2 of the cube value. `cubepos`: 0 centred, 1 the bottom player
//!   owns it, -1 the top player.
//! - `turn`: 1 the bottom player is on roll, -1 the top player. While a double
//!   awaits an answer this is still the doubler, as GNU Backgammon reads it.
//! - `dice`: `00` not rolled, `D` doubled, `B` beavered, `R` raccooned, or two dice.
//! - `score1` is the bottom player's, `score2` the top player's.
//! - `rules`: in a match 1 marks the Crawford game; in money play 1 is the Jacoby
//!   rule and 2 beavers, added together.
//! - `length`: match length, 0 for money. `maxcube`: log2 of the highest cube.
//!
//! When converting to and from GNU Backgammon's IDs, bgkit maps the bottom
//! player to gnubg's player 1 and the top player to player 0. That is how GNU
//! Backgammon's own `set xgid` assigns players and scores, and matches its board
//! drawing (player 1 at the bottom). Its interactive import then offers to swap
//! players when the top player is on roll; bgkit never swaps.

use std::fmt;
use std::str::FromStr;

use crate::board::{CHECKERS, Position, PositionError, Roll};

use super::error::{IdError, IdKind, Place};
use super::match_id::{CubeOwner, GameState, MAX_SCORE, MatchState, Player, Resignation};

const KIND: IdKind = IdKind::Xgid;
/// The prefix eXtreme Gammon writes before the fields.
pub(crate) const PREFIX: &str = "XGID=";
/// Fields after the prefix, the position included.
const FIELDS: usize = 10;
/// Characters in the position field.
const POSITION_CHARS: usize = 26;
/// The highest cube exponent accepted, matching gnubg's largest cube (2^15).
const MAX_CUBE_LOG2: u32 = 15;
/// The `maxcube` eXtreme Gammon writes by default: a 1024 cube.
pub const DEFAULT_MAX_CUBE_LOG2: u8 = 10;

/// A side of the board as eXtreme Gammon draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgSide {
    /// The player drawn at the bottom (uppercase letters; gnubg's player 1).
    Bottom,
    /// The player drawn at the top (lowercase letters; gnubg's player 0).
    Top,
}

impl XgSide {
    /// The other side.
    pub fn other(self) -> XgSide {
        match self {
            XgSide::Bottom => XgSide::Top,
            XgSide::Top => XgSide::Bottom,
        }
    }

    /// The GNU Backgammon player on this side: bottom is player 1, top player 0.
    pub fn player(self) -> Player {
        match self {
            XgSide::Bottom => Player::Two,
            XgSide::Top => Player::One,
        }
    }

    /// The side a GNU Backgammon player is drawn on.
    pub fn of_player(player: Player) -> XgSide {
        match player {
            Player::Two => XgSide::Bottom,
            Player::One => XgSide::Top,
        }
    }

    /// `1` for bottom, `-1` for top, as the turn and cube fields write them.
    fn sign(self) -> i8 {
        match self {
            XgSide::Bottom => 1,
            XgSide::Top => -1,
        }
    }
}

/// The dice field: a roll, or where the cube action stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgDice {
    /// `00`: the player on roll may double or roll.
    NotRolled,
    /// `D`: the player on roll has doubled; the opponent must take or pass.
    Doubled,
    /// `B`: the opponent has beavered the double.
    Beavered,
    /// `R`: the doubler has raccooned the beaver.
    Raccooned,
    /// The dice rolled, written high die first.
    Rolled(Roll),
}

impl fmt::Display for XgDice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XgDice::NotRolled => f.write_str("00"),
            XgDice::Doubled => f.write_str("D"),
            XgDice::Beavered => f.write_str("B"),
            XgDice::Raccooned => f.write_str("R"),
            XgDice::Rolled(roll) => write!(f, "{}{}", roll.high(), roll.low()),
        }
    }
}

/// A parsed XGID. Every value is within the format's ranges, so its
/// [`Display`](fmt::Display) form (the canonical XGID) always parses back to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Xgid {
    /// The board with the bottom player's checkers positive, in the bottom
    /// player's numbering, whoever is on roll.
    bottom_view: Position,
    cube_log2: u8,
    cube_owner: Option<XgSide>,
    turn: XgSide,
    dice: XgDice,
    /// Indexed bottom then top.
    score: [u32; 2],
    crawford: bool,
    jacoby: bool,
    beaver: bool,
    match_length: u32,
    max_cube_log2: u8,
}

impl Xgid {
    /// A money-game XGID for `position` (seen from the player on roll) with `turn`
    /// on roll: cube 1 in the middle, no dice, no score, no Jacoby rule or
    /// beavers, eXtreme Gammon's default maximum cube.
    pub fn new(position: Position, turn: XgSide) -> Xgid {
        Xgid {
            bottom_view: bottom_view(position, turn),
            cube_log2: 0,
            cube_owner: None,
            turn,
            dice: XgDice::NotRolled,
            score: [0, 0],
            crawford: false,
            jacoby: false,
            beaver: false,
            match_length: 0,
            max_cube_log2: DEFAULT_MAX_CUBE_LOG2,
        }
    }

    /// The XGID of `position` (seen from `state.on_roll`) in the match `state`.
    ///
    /// GNU Backgammon's player 1 becomes the bottom player. A pending double
    /// becomes dice `D`. What an XGID cannot say is dropped: the game state, a
    /// resignation on offer, and dice rolled before a double. Fails when the state
    /// itself is out of range (see [`MatchState::validate`]).
    pub fn from_match_state(position: Position, state: &MatchState) -> Result<Xgid, IdError> {
        state.validate()?;
        let turn = XgSide::of_player(state.on_roll);
        let dice = match (state.doubled, state.dice) {
            (true, _) => XgDice::Doubled,
            (false, Some(roll)) => XgDice::Rolled(roll),
            (false, None) => XgDice::NotRolled,
        };
        let money = state.is_money();
        Ok(Xgid {
            bottom_view: bottom_view(position, turn),
            cube_log2: state.cube.trailing_zeros() as u8,
            cube_owner: match state.cube_owner {
                CubeOwner::Centred => None,
                CubeOwner::Player(player) => Some(XgSide::of_player(player)),
            },
            turn,
            dice,
            score: [
                *Player::Two.pick(&state.score),
                *Player::One.pick(&state.score),
            ],
            crawford: !money && state.crawford,
            jacoby: money && state.jacoby,
            beaver: false,
            match_length: state.match_length,
            max_cube_log2: DEFAULT_MAX_CUBE_LOG2,
        })
    }

    /// Reads an XGID, with or without the `XGID=` prefix (in any case).
    ///
    /// Refuses a wrong number of fields, a position that is not 26 characters or
    /// has a bad character (bars hold only their own side's checkers), more than
    /// fifteen checkers a side, and any field outside its range. Errors give the
    /// column where the bad field starts.
    pub fn parse(text: &str) -> Result<Xgid, IdError> {
        Xgid::parse_at(text, 1)
    }

    /// [`Xgid::parse`] for an XGID starting at `column` of a longer argument.
    ///
    /// Fields are read left to right and the first bad one is reported; the
    /// checks that need two fields (a score against the match length, the
    /// rules field in a match) come after every field has read on its own.
    pub(crate) fn parse_at(text: &str, column: usize) -> Result<Xgid, IdError> {
        let (body, first_column) = without_prefix(text, column);
        let [
            position,
            cube,
            cube_owner,
            turn,
            dice,
            bottom_score,
            top_score,
            rules,
            match_length,
            max_cube,
        ] = split_fields(body, first_column)?;
        let bottom_view = parse_position(position)?;
        let cube_log2 =
            cube.number("cube", "0 to 15 (log2 of the cube value)", 0, MAX_CUBE_LOG2)?;
        let cube_owner = parse_cube_owner(cube_owner)?;
        let turn = parse_turn(turn)?;
        let dice = parse_dice(dice)?;
        let scores = [(bottom_score, "bottom score"), (top_score, "top score")];
        let mut score = [0u32; 2];
        for (value, (text, name)) in score.iter_mut().zip(scores) {
            *value = text.number(name, "a score from 0 to 32767", 0, MAX_SCORE)?;
        }
        let rules_value = rules.number("rules", "0 to 3", 0, 3)?;
        let match_length =
            match_length.number("match length", "0 (money) to 32767", 0, MAX_SCORE)?;
        let max_cube_log2 = max_cube.number(
            "max cube",
            "0 to 15 (log2 of the highest cube)",
            0,
            MAX_CUBE_LOG2,
        )?;
        check_scores(score, scores, match_length)?;
        let rules = RuleFlags::read(rules_value, rules, match_length)?;
        Ok(Xgid {
            bottom_view,
            cube_log2: cube_log2 as u8,
            cube_owner,
            turn,
            dice,
            score,
            crawford: rules.crawford,
            jacoby: rules.jacoby,
            beaver: rules.beaver,
            match_length,
            max_cube_log2: max_cube_log2 as u8,
        })
    }

    /// The board seen from the player on roll.
    pub fn position(&self) -> Position {
        match self.turn {
            XgSide::Bottom => self.bottom_view,
            XgSide::Top => self.bottom_view.switched(),
        }
    }

    /// The board as drawn: the bottom player's checkers positive, in the bottom
    /// player's numbering, whoever is on roll.
    pub fn bottom_view(&self) -> Position {
        self.bottom_view
    }

    /// The cube value (1, 2, 4, ...).
    pub fn cube(&self) -> u32 {
        1 << self.cube_log2
    }

    /// Who owns the cube; `None` when it is in the middle.
    pub fn cube_owner(&self) -> Option<XgSide> {
        self.cube_owner
    }

    /// The side on roll (the doubler, while a double awaits an answer).
    pub fn turn(&self) -> XgSide {
        self.turn
    }

    /// The dice field.
    pub fn dice(&self) -> XgDice {
        self.dice
    }

    /// The points `side` has won so far.
    pub fn score(&self, side: XgSide) -> u32 {
        match side {
            XgSide::Bottom => self.score[0],
            XgSide::Top => self.score[1],
        }
    }

    /// Points needed to win the match; 0 for money play.
    pub fn match_length(&self) -> u32 {
        self.match_length
    }

    /// This is a money game.
    pub fn is_money(&self) -> bool {
        self.match_length == 0
    }

    /// This is the Crawford game of a match.
    pub fn crawford(&self) -> bool {
        self.crawford
    }

    /// Money play under the Jacoby rule.
    pub fn jacoby(&self) -> bool {
        self.jacoby
    }

    /// Money play with beavers allowed.
    pub fn beaver(&self) -> bool {
        self.beaver
    }

    /// The highest cube value allowed.
    pub fn max_cube(&self) -> u32 {
        1 << self.max_cube_log2
    }

    /// The same XGID for another board, `position` seen from the side on roll.
    pub fn with_position(self, position: Position) -> Xgid {
        Xgid {
            bottom_view: bottom_view(position, self.turn),
            ..self
        }
    }

    /// The same XGID with another dice field.
    pub fn with_dice(self, dice: XgDice) -> Xgid {
        Xgid { dice, ..self }
    }

    /// The XGID after the player on roll has played, leaving `result` (seen
    /// from the player who played, not switched): the turn passes to the
    /// other side, whose dice are not rolled yet; cube, score and rules stay.
    pub fn after_play(self, result: Position) -> Xgid {
        let turn = self.turn.other();
        Xgid {
            bottom_view: bottom_view(result.switched(), turn),
            turn,
            dice: XgDice::NotRolled,
            ..self
        }
    }

    /// The GNU Backgammon match state this XGID describes, with the bottom player
    /// as player 1 and a game in progress.
    ///
    /// Fails for dice `B` and `R`: a Match ID has no way to show a beaver.
    /// eXtreme Gammon's maximum cube and beaver rule are not carried over.
    pub fn match_state(&self) -> Result<MatchState, IdError> {
        let on_roll = self.turn.player();
        let (turn, doubled, dice) = match self.dice {
            XgDice::NotRolled => (on_roll, false, None),
            XgDice::Rolled(roll) => (on_roll, false, Some(roll)),
            XgDice::Doubled => (on_roll.other(), true, None),
            XgDice::Beavered | XgDice::Raccooned => {
                return Err(IdError::Unrepresentable {
                    kind: IdKind::MatchId,
                    field: "dice",
                    expected: "00, D or a roll (a Match ID cannot show a beaver or raccoon)",
                    found: self.dice.to_string(),
                });
            }
        };
        let mut score = [0u32; 2];
        let [bottom, top] = self.score;
        *XgSide::Bottom.player().pick_mut(&mut score) = bottom;
        *XgSide::Top.player().pick_mut(&mut score) = top;
        let state = MatchState {
            cube: self.cube(),
            cube_owner: match self.cube_owner {
                None => CubeOwner::Centred,
                Some(side) => CubeOwner::Player(side.player()),
            },
            on_roll,
            crawford: self.crawford,
            game_state: GameState::Playing,
            turn,
            doubled,
            resignation: Resignation::None,
            dice,
            match_length: self.match_length,
            score,
            jacoby: self.jacoby,
        };
        // The XGID's ranges are the Match ID's, so this only guards against a slip.
        state.validate().map(|()| state)
    }
}

impl FromStr for Xgid {
    type Err = IdError;

    fn from_str(text: &str) -> Result<Xgid, IdError> {
        Xgid::parse(text)
    }
}

impl fmt::Display for Xgid {
    /// The canonical form: `XGID=` prefix, dice high die first, no leading zeros.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(PREFIX)?;
        for &count in self.bottom_view.points() {
            write!(f, "{}", point_char(count))?;
        }
        let rules = if self.is_money() {
            self.jacoby as u8 + 2 * self.beaver as u8
        } else {
            self.crawford as u8
        };
        write!(
            f,
            ":{}:{}:{}:{}:{}:{}:{}:{}:{}",
            self.cube_log2,
            self.cube_owner.map_or(0, XgSide::sign),
            self.turn.sign(),
            self.dice,
            self.score[0],
            self.score[1],
            rules,
            self.match_length,
            self.max_cube_log2,
        )
    }
}

/// `position` (seen from `turn`) as the bottom player sees it.
fn bottom_view(position: Position, turn: XgSide) -> Position {
    match turn {
        XgSide::Bottom => position,
        XgSide::Top => position.switched(),
    }
}

/// The letter for a signed count: positive for the bottom player.
fn point_char(count: i8) -> char {
    let letter = |base: u8| (base + count.unsigned_abs().clamp(1, 16) - 1) as char;
    match count {
        0 => '-',
        1.. => letter(b'A'),
        _ => letter(b'a'),
    }
}

/// One field of the XGID and the column it starts at.
#[derive(Clone, Copy)]
struct Text<'a> {
    text: &'a str,
    column: usize,
}

impl Text<'_> {
    fn bad(self, field: &'static str, expected: &'static str) -> IdError {
        IdError::BadField {
            kind: KIND,
            field,
            at: Place::Column(self.column),
            expected,
            found: shortened(self.text),
        }
    }

    /// A decimal number from `min` to `max`, digits only.
    fn number(
        self,
        field: &'static str,
        expected: &'static str,
        min: u32,
        max: u32,
    ) -> Result<u32, IdError> {
        let digits_only = !self.text.is_empty() && self.text.bytes().all(|b| b.is_ascii_digit());
        match self.text.parse::<u32>() {
            Ok(value) if digits_only && (min..=max).contains(&value) => Ok(value),
            _ => Err(self.bad(field, expected)),
        }
    }
}

/// Field text for an error message, cut short so a huge argument stays readable.
pub(crate) fn shortened(text: &str) -> String {
    const SHOWN: usize = 30;
    if text.chars().count() <= SHOWN {
        text.to_string()
    } else {
        text.chars().take(SHOWN).chain(['…']).collect()
    }
}

/// `text` without its `XGID=` prefix, and the column its first field starts
/// at. The prefix may be left out or written in any case: it only labels the
/// fields and says nothing about the position.
fn without_prefix(text: &str, column: usize) -> (&str, usize) {
    match (text.get(..PREFIX.len()), text.get(PREFIX.len()..)) {
        (Some(prefix), Some(rest)) if prefix.eq_ignore_ascii_case(PREFIX) => {
            (rest, column + PREFIX.len())
        }
        _ => (text, column),
    }
}

/// The ten colon-separated fields of `body`, each with the column it starts
/// at (counted in characters, from `first_column`), so that an error can point
/// at the field. Any other number of fields is refused before one is read:
/// with a field missing or extra, every later field would be misread.
fn split_fields(body: &str, first_column: usize) -> Result<[Text<'_>; FIELDS], IdError> {
    let mut fields = [Text {
        text: "",
        column: 0,
    }; FIELDS];
    let mut found = 0;
    let mut column = first_column;
    for text in body.split(':') {
        if let Some(slot) = fields.get_mut(found) {
            *slot = Text { text, column };
            column += text.chars().count() + 1;
        }
        found += 1;
    }
    if found != FIELDS {
        return Err(IdError::FieldCount {
            kind: KIND,
            expected: FIELDS,
            found,
        });
    }
    Ok(fields)
}

/// The `cubepos` field: who owns the cube, `None` when it is in the middle.
fn parse_cube_owner(field: Text<'_>) -> Result<Option<XgSide>, IdError> {
    match field.text {
        "0" => Ok(None),
        "1" => Ok(Some(XgSide::Bottom)),
        "-1" => Ok(Some(XgSide::Top)),
        _ => Err(field.bad("cube position", "0 (centred), 1 (bottom) or -1 (top)")),
    }
}

/// The `turn` field: the side on roll.
fn parse_turn(field: Text<'_>) -> Result<XgSide, IdError> {
    match field.text {
        "1" => Ok(XgSide::Bottom),
        "-1" => Ok(XgSide::Top),
        _ => Err(field.bad("turn", "1 (bottom on roll) or -1 (top on roll)")),
    }
}

/// In a match, neither score may pass the match length: such a match would
/// already be over. Money play (`match_length` 0) has no such bound. Each
/// score comes with its field, to point at, and its name.
fn check_scores(
    score: [u32; 2],
    fields: [(Text<'_>, &'static str); 2],
    match_length: u32,
) -> Result<(), IdError> {
    if match_length == 0 {
        return Ok(());
    }
    for (value, (text, name)) in score.into_iter().zip(fields) {
        if value > match_length {
            return Err(text.bad(name, "at most the match length"));
        }
    }
    Ok(())
}

/// The `rules` field read as flags. Its bits mean different things in money
/// play and in a match, so it is read only once the match length is known.
struct RuleFlags {
    /// A match's Crawford game (`1` in a match).
    crawford: bool,
    /// Money play under the Jacoby rule (bit 1 in money play).
    jacoby: bool,
    /// Money play with beavers (bit 2 in money play).
    beaver: bool,
}

impl RuleFlags {
    /// Reads `value` (already checked to be 0 to 3) from the rules `field`.
    /// A match has only the Crawford flag, so 2 and 3 are refused there.
    fn read(value: u32, field: Text<'_>, match_length: u32) -> Result<RuleFlags, IdError> {
        let money = match_length == 0;
        if !money && value > 1 {
            return Err(field.bad("rules", "0 or 1 (Crawford game) in a match"));
        }
        Ok(RuleFlags {
            crawford: !money && value == 1,
            jacoby: money && value & 1 == 1,
            beaver: money && value & 2 == 2,
        })
    }
}

fn parse_position(field: Text<'_>) -> Result<Position, IdError> {
    let found = field.text.chars().count();
    if found != POSITION_CHARS {
        return Err(field.bad(
            "position",
            "26 characters: '-', 'A'-'P' (bottom) or 'a'-'p' (top)",
        ));
    }
    let mut points = [0i8; 26];
    let mut totals = [0u32; 2];
    for (index, (c, point)) in field.text.chars().zip(points.iter_mut()).enumerate() {
        let (allowed_bottom, allowed_top, expected) = match index {
            0 => (false, true, "'-' or 'a'-'p' (the top player's bar)"),
            25 => (true, false, "'-' or 'A'-'P' (the bottom player's bar)"),
            _ => (
                true,
                true,
                "'-', 'A'-'P' (bottom checkers) or 'a'-'p' (top checkers)",
            ),
        };
        *point = match c {
            '-' => 0,
            'A'..='P' if allowed_bottom => {
                let count = (c as u8 - b'A' + 1) as i8;
                totals[0] += count as u32;
                count
            }
            'a'..='p' if allowed_top => {
                let count = (c as u8 - b'a' + 1) as i8;
                totals[1] += count as u32;
                -count
            }
            _ => {
                return Err(IdError::BadCharacter {
                    kind: KIND,
                    column: field.column + index,
                    found: c,
                    expected,
                });
            }
        };
    }
    for (count, side) in totals
        .into_iter()
        .zip(["the bottom player", "the top player"])
    {
        if count > CHECKERS as u32 {
            return Err(IdError::InvalidBoard {
                kind: KIND,
                source: PositionError::TooManyCheckers { side, count },
            });
        }
    }
    Position::from_points(points).map_err(|source| IdError::InvalidBoard { kind: KIND, source })
}

fn parse_dice(field: Text<'_>) -> Result<XgDice, IdError> {
    const EXPECTED: &str = "00 (not rolled), D, B, R, or two dice 1-6 such as 52";
    match field.text {
        "00" => Ok(XgDice::NotRolled),
        "D" => Ok(XgDice::Doubled),
        "B" => Ok(XgDice::Beavered),
        "R" => Ok(XgDice::Raccooned),
        text => match text.as_bytes() {
            &[a @ b'1'..=b'6', b @ b'1'..=b'6'] => Roll::new(a - b'0', b - b'0')
                .map(XgDice::Rolled)
                .map_err(|_| field.bad("dice", EXPECTED)),
            _ => Err(field.bad("dice", EXPECTED)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_written_as_letters_by_side() {
        assert_eq!(point_char(0), '-');
        assert_eq!(point_char(1), 'A');
        assert_eq!(point_char(15), 'O');
        assert_eq!(point_char(-2), 'b');
    }

    #[test]
    fn long_field_text_is_shortened_in_messages() {
        let long = "9".repeat(100);
        assert_eq!(shortened(&long).chars().count(), 31);
    }

    const OPENING: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";

    /// The column an error points at, when it names one.
    fn column_of(error: &IdError) -> Option<usize> {
        match error {
            IdError::BadField {
                at: Place::Column(column),
                ..
            } => Some(*column),
            IdError::BadCharacter { column, .. } => Some(*column),
            _ => None,
        }
    }

    #[test]
    fn after_a_play_the_other_side_is_on_roll_with_the_dice_not_rolled() {
        // Given the opening, bottom on roll with 3-1, at 2-1 in a 7-point match
        let xgid = Xgid::parse("XGID=-b----E-C---eE---c-e----B-:1:1:1:31:2:1:0:7:10").unwrap();

        // When bottom plays 8/5 6/5
        let mut result = xgid.position();
        result.apply_step(8, 5);
        result.apply_step(6, 5);
        let after = xgid.after_play(result);

        // Then top is on roll, sees the board turned, and cube and score stay
        assert_eq!(after.turn(), XgSide::Top);
        assert_eq!(after.dice(), XgDice::NotRolled);
        assert_eq!(after.position(), result.switched());
        assert_eq!(after.bottom_view().mine(5), 2);
        assert_eq!(
            (after.cube(), after.cube_owner()),
            (2, Some(XgSide::Bottom))
        );
        assert_eq!((after.score(XgSide::Bottom), after.match_length()), (2, 7));
    }

    #[test]
    fn the_prefix_is_optional_in_any_case_and_moves_the_columns() {
        // Given the same XGID with the prefix, in lower case, and without it
        let bare = OPENING.trim_start_matches(PREFIX);
        let lower = format!("xgid={bare}");

        // Then each body starts past whatever prefix there was
        assert_eq!(without_prefix(OPENING, 1), (bare, 6));
        assert_eq!(without_prefix(&lower, 3), (bare, 8));
        assert_eq!(without_prefix(bare, 1), (bare, 1));
    }

    #[test]
    fn each_field_knows_the_column_it_starts_at() {
        // Given a body whose fields have one, two and three characters
        let body = "a:bb:ccc:d:e:f:g:h:i:j";

        // When split from column 6 (after `XGID=`)
        let fields = split_fields(body, 6).unwrap();

        // Then the columns count each field and its colon
        let starts: Vec<(&str, usize)> = fields.iter().map(|f| (f.text, f.column)).collect();
        assert_eq!(&starts[..4], [("a", 6), ("bb", 8), ("ccc", 11), ("d", 15)]);
        assert_eq!(starts[9], ("j", 27));
    }

    #[test]
    fn a_wrong_number_of_fields_is_counted_before_any_is_read() {
        // Given bodies with a field missing and one too many, both with a bad position
        for (body, found) in [("x:0:0:1:00:0:0:0:0", 9), ("x:0:0:1:00:0:0:0:0:10:1", 11)] {
            // Then the count is what is refused
            let error = split_fields(body, 1).map(|_| ()).unwrap_err();
            assert_eq!(
                error,
                IdError::FieldCount {
                    kind: KIND,
                    expected: FIELDS,
                    found
                }
            );
        }
    }

    #[test]
    fn the_rules_field_means_crawford_in_a_match_and_jacoby_and_beavers_in_money() {
        // Given the rules field's values read in money play and in a match
        let field = Text {
            text: "3",
            column: 40,
        };
        let flags = |value, length| {
            RuleFlags::read(value, field, length).map(|f| (f.crawford, f.jacoby, f.beaver))
        };

        // Then money play reads two bits, a match one flag and refuses more
        assert_eq!(flags(3, 0), Ok((false, true, true)));
        assert_eq!(flags(2, 0), Ok((false, false, true)));
        assert_eq!(flags(1, 0), Ok((false, true, false)));
        assert_eq!(flags(1, 5), Ok((true, false, false)));
        assert_eq!(flags(0, 5), Ok((false, false, false)));
        assert_eq!(flags(3, 5).map_err(|e| column_of(&e)), Err(Some(40)));
    }

    #[test]
    fn a_score_past_the_match_length_is_refused_before_the_rules_field() {
        // Given a 5-point match with the top score at 6 and the rules field at 3
        let text = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:6:3:5:10";

        // When read
        let error = Xgid::parse(text).unwrap_err();

        // Then the top score (column 44) is what is reported
        assert_eq!(column_of(&error), Some(44));
        assert!(error.to_string().contains("top score"), "{error}");
    }

    #[test]
    fn fields_are_checked_left_to_right() {
        // Given an XGID with a bad cube position and a bad dice field
        let text = "XGID=-b----E-C---eE---c-e----B-:0:2:1:99:0:0:0:0:10";

        // Then the cube position, which comes first, is reported
        let error = Xgid::parse(text).unwrap_err();
        assert!(error.to_string().contains("cube position"), "{error}");
        assert_eq!(column_of(&error), Some(35));
    }
}
