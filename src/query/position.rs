//! Questions about one position: its legal plays, a play, pips, identifiers,
//! shots and race figures.

use serde::Serialize;

use super::QueryError;
use crate::analysis::race::RaceReport;
use crate::analysis::shots::ShotReport;
use crate::board::{LegalPlay, Position, ResolvedPlay, Roll};
use crate::ids::position_id::{PositionId, ResultIds};
use crate::ids::{self, Setup};
use crate::notation::{self, PlayText};
use crate::rules::Rules;
use crate::transcript::legal_hint_near;

/// Every legal play of a roll, as `bgkit moves` gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalPlays {
    /// The position's Position ID, from the view of the player on roll.
    pub position: PositionId,
    /// The dice, high first.
    pub roll: [u8; 2],
    /// How many legal plays (distinct resulting positions) there are.
    pub count: usize,
    /// The plays; left out when only the count was asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plays: Option<Vec<LegalPlayAnswer>>,
}

/// One legal play.
///
/// A roll may have dozens of legal plays and a batch thousands of rolls, so
/// the texts are kept in place rather than allocated; each serializes as a
/// string and reads with `as_str` or `to_string`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalPlayAnswer {
    /// The play in canonical notation.
    pub play: PlayText,
    /// Checkers it hits.
    pub hits: usize,
    /// The Position ID after it, from the view of the player who rolls next.
    pub result: PositionId,
}

impl LegalPlays {
    /// The answer as one compact JSON line, `\n` included, appended to
    /// `out`: serde_json's text of it (its derived `Serialize`), by
    /// serde_json's serializer driven here.
    ///
    /// `bgkit moves -` writes millions of plays. Each play's text and
    /// result's ID are kept as bytes in place, and serializing them one by
    /// one checks each as UTF-8 (about 150 instructions a string): here
    /// they are copied into one buffer, checked once, and written as slices
    /// of it.
    pub fn write_json_line(&self, out: &mut Vec<u8>) {
        let plays = self.plays.as_deref().unwrap_or_default();
        // A play takes at most about 80 bytes: room for all at once.
        out.reserve(64 + 80 * plays.len());
        let start = out.len();
        let written = TEXTS.with_borrow_mut(|texts| {
            texts.clear();
            for play in plays {
                texts.extend_from_slice(play.play.padded().0);
                texts.extend_from_slice(play.result.as_bytes());
            }
            // The buffer holds whole UTF-8 texts and zero bytes: it is text.
            std::str::from_utf8(texts)
                .map_err(serde::ser::Error::custom)
                .and_then(|texts| self.serialize_with_texts(out, texts))
        });
        if written.is_err() {
            // Never: then the derived `Serialize` writes it all again.
            out.truncate(start);
            let again = serde_json::to_writer(&mut *out, self);
            // Writing into memory cannot fail, nor can these types' `Serialize`.
            debug_assert!(again.is_ok(), "an answer serializes");
        }
        out.push(b'\n');
    }

    /// [`LegalPlays`] as its derived `Serialize` writes it, its plays' texts
    /// and results' IDs read from `texts` (see [`LegalPlays::write_json_line`]).
    fn serialize_with_texts(&self, out: &mut Vec<u8>, texts: &str) -> serde_json::Result<()> {
        use serde::ser::{SerializeStruct, Serializer as _};
        let mut serializer = serde_json::Serializer::new(out);
        let mut line = serializer.serialize_struct("LegalPlays", 4)?;
        line.serialize_field("position", &self.position)?;
        line.serialize_field("roll", &self.roll)?;
        line.serialize_field("count", &self.count)?;
        match &self.plays {
            Some(plays) => line.serialize_field("plays", &PlaysWithTexts { plays, texts })?,
            None => line.skip_field("plays")?,
        }
        line.end()
    }
}

/// Bytes a play takes in [`LegalPlays::write_json_line`]'s buffer: its
/// text's whole room, then its result's ID.
const PLAY_TEXTS: usize = PlayText::CAPACITY + ids::position_id::LENGTH;

thread_local! {
    /// The texts of the answer [`LegalPlays::write_json_line`] is writing:
    /// one buffer per thread serves every line.
    static TEXTS: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The plays of an answer, their texts read from one checked buffer.
struct PlaysWithTexts<'a> {
    plays: &'a [LegalPlayAnswer],
    texts: &'a str,
}

impl Serialize for PlaysWithTexts<'_> {
    /// As `Vec<LegalPlayAnswer>` serializes.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{Error as _, SerializeSeq};
        let mut list = serializer.serialize_seq(Some(self.plays.len()))?;
        for (index, play) in self.plays.iter().enumerate() {
            let at = index * PLAY_TEXTS;
            let (Some(text), Some(result)) = (
                self.texts.get(at..at + play.play.as_bytes().len()),
                self.texts.get(at + PlayText::CAPACITY..at + PLAY_TEXTS),
            ) else {
                return Err(S::Error::custom("a play's text is not in its buffer"));
            };
            list.serialize_element(&PlayWithTexts {
                text,
                hits: play.hits,
                result,
            })?;
        }
        list.end()
    }
}

/// One play, its texts read from the checked buffer.
struct PlayWithTexts<'a> {
    text: &'a str,
    hits: usize,
    result: &'a str,
}

impl Serialize for PlayWithTexts<'_> {
    /// As [`LegalPlayAnswer`] serializes.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut play = serializer.serialize_struct("LegalPlayAnswer", 3)?;
        play.serialize_field("play", self.text)?;
        play.serialize_field("hits", &self.hits)?;
        play.serialize_field("result", self.result)?;
        play.end()
    }
}

/// A written play applied to a position, as `bgkit play` gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayAnswer {
    /// The position's Position ID, from the view of the player on roll.
    pub position: String,
    /// The dice, high first.
    pub roll: [u8; 2],
    /// The play in canonical notation.
    pub play: String,
    /// Checkers it hits.
    pub hits: usize,
    /// The Position ID after it, from the view of the player who rolls next.
    pub result: String,
    /// The XGID after the play.
    pub xgid: String,
    /// What the written `*` marks say that the play's hits do not (the
    /// warnings `validate` gives for a transcript's play); left out when the
    /// marks agree.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// Pip counts of a position, as `bgkit pips` gives them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pips {
    /// The position's Position ID, from the view of the player on roll.
    pub position: String,
    /// Both sides' counts.
    pub pips: PipCounts,
}

/// The pips each side must move to bear off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PipCounts {
    /// The player on roll.
    pub on_roll: u32,
    /// The opponent.
    pub opponent: u32,
}

/// One position in every identifier, as `bgkit id` gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ids {
    /// The GNU Backgammon Position ID.
    pub position_id: String,
    /// The GNU Backgammon Match ID, when the input carried match data.
    pub match_id: Option<String>,
    /// The eXtreme Gammon XGID.
    pub xgid: String,
    /// The resignation on offer in the Match ID (`single`, `gammon` or
    /// `backgammon`): kept here because an XGID has no field for it.
    pub resignation: Option<&'static str>,
}

/// Reads a position argument: `start`, a Position ID, `PositionID:MatchID`
/// or an XGID; or, when the text is none of those, the path of an eXtreme
/// Gammon position file (.xgp, told apart by its content), whose position it
/// reads with its match, cube and dice. The text is read as a position
/// first: a batch of identifiers (`bgkit moves -`) then never asks the file
/// system about each, and a file that happens to be called `start` does not
/// hide the starting position.
pub fn read_position(text: &str) -> Result<Setup, QueryError> {
    let text = text.trim();
    let source = match ids::parse_setup(text) {
        Ok(setup) => return Ok(setup),
        Err(source) => source,
    };
    if let Some(setup) = position_file(text)? {
        return Ok(setup);
    }
    Err(QueryError::Position {
        text: text.to_string(),
        source,
    })
}

/// The position of the eXtreme Gammon file at `path`; `None` when `path`
/// names no file, or a file that is not one of eXtreme Gammon's (the
/// argument is then read as an identifier).
fn position_file(path: &str) -> Result<Option<Setup>, QueryError> {
    use std::io::Read;
    let fail = |reason: String| QueryError::PositionFile {
        path: path.to_string(),
        reason,
    };
    let file = std::path::Path::new(path);
    // Only a file that starts with the magic number is taken for one: any
    // other leaves the identifier's error to be told.
    if path.is_empty() || !file.is_file() {
        return Ok(None);
    }
    let Ok(opened) = std::fs::File::open(file) else {
        return Ok(None);
    };
    let mut bytes = Vec::new();
    let limit = crate::transcript::MAX_XG_BYTES;
    let mut reader = opened.take(limit + 1);
    let mut magic = [0u8; 4];
    if reader.read_exact(&mut magic).is_err() || !crate::transcript::is_xg(&magic) {
        return Ok(None);
    }
    bytes.extend_from_slice(&magic);
    reader
        .read_to_end(&mut bytes)
        .map_err(|error| fail(error.to_string()))?;
    if bytes.len() as u64 > limit {
        return Err(fail(format!("the file is larger than {limit} bytes")));
    }
    let found = crate::transcript::read_xg_position(&bytes).map_err(|e| fail(e.to_string()))?;
    Ok(Some(setup_of(&found)))
}

/// A position read from an eXtreme Gammon file as a setup with its match
/// state (player 1 is GNU Backgammon's player 0, as in exports); without one
/// when the state is one a Match ID cannot hold.
fn setup_of(found: &crate::transcript::XgPosition) -> Setup {
    use crate::ids::{CubeOwner, GameState, MatchState, Resignation, SetupKind, Xgid};
    let on_roll = found.on_roll;
    let state = MatchState {
        cube: found.cube,
        cube_owner: found
            .cube_owner
            .map_or(CubeOwner::Centred, CubeOwner::Player),
        on_roll,
        crawford: found.crawford,
        game_state: GameState::Playing,
        turn: on_roll,
        doubled: false,
        resignation: Resignation::None,
        dice: found.dice,
        match_length: found.length,
        score: found.score,
        jacoby: found.length == 0 && found.jacoby,
    };
    match Xgid::from_match_state(found.position, &state) {
        Ok(xgid) => Setup {
            position: found.position,
            match_state: Some(state),
            source: SetupKind::Xgid(xgid),
        },
        Err(_) => Setup {
            position: found.position,
            match_state: None,
            source: SetupKind::PositionId,
        },
    }
}

/// Reads a roll: `3-1`, `31` or `31:`.
pub(crate) fn read_roll(text: &str) -> Result<Roll, QueryError> {
    notation::parse_roll(text).map_err(|source| QueryError::Roll {
        text: text.to_string(),
        source,
    })
}

/// Whether `text` reads as a roll (`3-1`, `31`, `31:`): how a command line
/// tells a roll from the play that follows it.
pub fn is_roll(text: &str) -> bool {
    notation::parse_roll(text.trim()).is_ok()
}

/// The roll to play in `setup`: the one `given`, or the position's own dice.
/// A roll given for a position that carries other dice is refused, and so
/// is no roll for a position without dice.
fn roll_in(setup: &Setup, position: &str, given: Option<&str>) -> Result<Roll, QueryError> {
    let own = setup.match_state.and_then(|state| state.dice);
    let given = given.map(str::trim).filter(|text| !text.is_empty());
    match (given.map(read_roll).transpose()?, own) {
        (Some(roll), Some(own)) if roll != own => Err(QueryError::OtherDice {
            text: position.trim().to_string(),
            own,
            given: roll,
        }),
        (Some(roll), _) | (None, Some(roll)) => Ok(roll),
        (None, None) => Err(QueryError::NoDice {
            text: position.trim().to_string(),
        }),
    }
}

/// The Position ID of `position`, from the view of its player on roll.
fn position_id(position: &Position) -> String {
    ids::position_id::encode(position)
}

/// Every legal play of `roll` in `position`, or only their count.
pub fn legal_plays(position: &str, roll: &str, count_only: bool) -> Result<LegalPlays, QueryError> {
    legal_plays_with(position, Some(roll), count_only, Rules::STANDARD)
}

/// [`legal_plays`] under `rules` (a no-stacking limit changes which plays
/// are legal). Without a `roll`, the position's own dice are played; a roll
/// that is not the position's dice is refused.
pub fn legal_plays_with(
    position: &str,
    roll: Option<&str>,
    count_only: bool,
    rules: Rules,
) -> Result<LegalPlays, QueryError> {
    let setup = read_position(position)?;
    let roll = roll_in(&setup, position, roll)?;
    // The plays are only read here: one list per thread serves every call.
    PLAYS.with_borrow_mut(|plays| {
        rules.legal_plays_into(&setup.position, roll, plays);
        // A roll that cannot move has one legal play, the empty one: no play
        // to list, and a count of 0 as the documentation promises.
        let moving = match plays.as_slice() {
            [only] if only.play.is_empty() => &[],
            all => all,
        };
        let id = PositionId::of(&setup.position);
        Ok(LegalPlays {
            position: id,
            roll: [roll.high(), roll.low()],
            count: moving.len(),
            plays: (!count_only).then(|| answers(&setup.position, id, moving)),
        })
    })
}

thread_local! {
    /// The legal plays of the position [`legal_plays_with`] is answering.
    static PLAYS: std::cell::RefCell<Vec<LegalPlay>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Each of `plays` (legal in `position`, whose ID is `id`) as an answer
/// lists it.
fn answers(position: &Position, id: PositionId, plays: &[LegalPlay]) -> Vec<LegalPlayAnswer> {
    let results = ResultIds::new(position);
    // Each play's text and result's ID are written where they stay, in the
    // list (see `PlayText::set_to`): until then the empty text and the
    // position's own ID.
    let mut answers = Vec::with_capacity(plays.len());
    for p in plays {
        answers.push(LegalPlayAnswer {
            play: PlayText::EMPTY,
            hits: p.play.hits(),
            result: id,
        });
        if let Some(answer) = answers.last_mut() {
            answer.play.set_to(&p.play);
            results.write_after(&p.play, &mut answer.result);
            debug_assert_eq!(answer.result, PositionId::of(&p.result.switched()));
        }
    }
    answers
}

/// Applies `play`, written as any program writes it, with `roll` in `position`.
pub fn play(position: &str, roll: &str, play: &str) -> Result<PlayAnswer, QueryError> {
    play_with(position, Some(roll), play, Rules::STANDARD)
}

/// [`play`] under `rules`: the play must be legal under them, and the hint
/// for an illegal one lists the plays they allow, those closest to what was
/// written first. Without a `roll`, the position's own dice are played; a
/// roll that is not the position's dice is refused.
pub fn play_with(
    position: &str,
    roll: Option<&str>,
    play: &str,
    rules: Rules,
) -> Result<PlayAnswer, QueryError> {
    let setup = read_position(position)?;
    let dice = roll_in(&setup, position, roll)?;
    let written = play.trim();
    let resolved = resolve(&setup.position, dice, written, rules)?;
    let xgid = setup.xgid().map_err(|source| QueryError::Unwritable {
        text: position.trim().to_string(),
        source,
    })?;
    let canonical = notation::format_play(&resolved.play);
    Ok(PlayAnswer {
        position: setup.position_id(),
        roll: [dice.high(), dice.low()],
        warnings: hit_mark_warnings(written, &canonical, &resolved),
        play: canonical,
        hits: resolved.play.hits(),
        result: position_id(&resolved.result.switched()),
        xgid: xgid.after_play(resolved.result).to_string(),
    })
}

/// The written `play` of `dice` in `position`, resolved under `rules`.
fn resolve(
    position: &Position,
    dice: Roll,
    play: &str,
    rules: Rules,
) -> Result<ResolvedPlay, QueryError> {
    let moves = notation::parse_moves(play).map_err(|source| QueryError::Play {
        text: play.to_string(),
        source,
    })?;
    rules
        .resolve_play(position, dice, &moves)
        .map_err(|reason| QueryError::IllegalPlay {
            written: if play.is_empty() {
                "an empty play".to_string()
            } else {
                format!("`{play}`")
            },
            roll: dice,
            reason: reason.to_string(),
            hint: legal_hint_near(position, dice, rules, &moves),
        })
}

/// What the written play's `*` marks say that its hits do not, worded as
/// `validate` words a transcript's: a `*` where nothing is hit, a hit left
/// unmarked by a play that marks others, a hit the marks leave open. A play
/// written with no `*` at all marks no hits, which is no fault (many
/// programs never mark them).
fn hit_mark_warnings(written: &str, canonical: &str, resolved: &ResolvedPlay) -> Vec<String> {
    let marks = &resolved.hit_marks;
    let mut marks = marks.clone();
    if !written.contains('*') {
        marks.unmarked.clear();
    }
    marks
        .describe()
        .map(|what| format!("in the play `{written}` ({canonical}), {what}"))
        .into_iter()
        .collect()
}

/// Both sides' pip counts.
pub fn pips(position: &str) -> Result<Pips, QueryError> {
    let setup = read_position(position)?;
    Ok(Pips {
        position: position_id(&setup.position),
        pips: PipCounts {
            on_roll: setup.position.pip_count(),
            opponent: setup.position.opponent_pip_count(),
        },
    })
}

/// The position as Position ID, Match ID (when known) and XGID.
pub fn ids(position: &str) -> Result<Ids, QueryError> {
    let setup = read_position(position)?;
    let unwritable = |source| QueryError::Unwritable {
        text: position.trim().to_string(),
        source,
    };
    Ok(Ids {
        position_id: setup.position_id(),
        match_id: setup.match_id().map_err(unwritable)?,
        xgid: setup.xgid().map_err(unwritable)?.to_string(),
        resignation: setup
            .match_state
            .and_then(|state| resignation_word(state.resignation)),
    })
}

/// A resignation on offer in words, `None` when there is none.
fn resignation_word(resignation: ids::Resignation) -> Option<&'static str> {
    match resignation {
        ids::Resignation::None => None,
        ids::Resignation::Single => Some("single"),
        ids::Resignation::Gammon => Some("gammon"),
        ids::Resignation::Backgammon => Some("backgammon"),
    }
}

/// The rolls on which the player on roll hits a blot.
pub fn shots(position: &str) -> Result<ShotReport, QueryError> {
    shots_with(position, Rules::STANDARD)
}

/// [`shots`] under `rules`: only the hits of plays they allow count.
pub fn shots_with(position: &str, rules: Rules) -> Result<ShotReport, QueryError> {
    let setup = read_position(position)?;
    let mut report = crate::analysis::shots::shots_with(&setup.position, rules);
    report.position = Some(setup.position_id());
    Ok(report)
}

/// The opponent's shots after the player on roll plays `play` with `roll`;
/// the report's position is the one the opponent sees.
pub fn shots_after(position: &str, roll: &str, play: &str) -> Result<ShotReport, QueryError> {
    shots_after_with(position, Some(roll), play, Rules::STANDARD)
}

/// [`shots_after`] under `rules`; without a `roll`, the position's own dice.
pub fn shots_after_with(
    position: &str,
    roll: Option<&str>,
    play: &str,
    rules: Rules,
) -> Result<ShotReport, QueryError> {
    let setup = read_position(position)?;
    let dice = roll_in(&setup, position, roll)?;
    let resolved = resolve(&setup.position, dice, play.trim(), rules)?;
    // The opponent shoots next: its view of the board after the play.
    let after = resolved.result.switched();
    let mut report = crate::analysis::shots::shots_with(&after, rules);
    report.position = Some(position_id(&after));
    Ok(report)
}

/// Race figures: pips, racing counts and verdicts, bear-off odds.
pub fn race(position: &str) -> Result<RaceReport, QueryError> {
    let setup = read_position(position)?;
    let mut report = crate::analysis::race::race(&setup.position);
    report.position = Some(setup.position_id());
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_plays_answer_with_texts_that_serialize_as_strings() {
        // Given the opening position and 3-1
        // When its legal plays are asked for
        let answer = legal_plays("start", "3-1", false).unwrap();
        // Then the best-known play is there, written canonically, and each
        // play serializes with its text and the resulting ID as strings
        let plays = answer.plays.as_ref().unwrap();
        let point = plays.iter().find(|p| p.play == "8/5 6/5").unwrap();
        assert_eq!(point.hits, 0);
        let json = serde_json::to_value(point).unwrap();
        assert_eq!(json["play"], "8/5 6/5");
        assert_eq!(json["result"], point.result.as_str());
        assert_eq!(answer.position, "4HPwATDgc/ABMA");
    }

    /// What serde_json writes for `answer`, as a line.
    fn serde_line(answer: &LegalPlays) -> Vec<u8> {
        let mut line = serde_json::to_vec(answer).unwrap();
        line.push(b'\n');
        line
    }

    #[test]
    fn a_json_line_is_what_serde_writes_for_the_opening_rolls() {
        // Given the opening position's answers, with and without the plays
        // (tests/query_json_lines.rs holds the writer to serde on any board)
        for roll in ["3-1", "6-6", "6-5", "2-1"] {
            for count_only in [false, true] {
                let answer = legal_plays("start", roll, count_only).unwrap();
                // Then the line writer gives the derived Serialize's bytes
                let mut line = Vec::new();
                answer.write_json_line(&mut line);
                assert_eq!(
                    String::from_utf8(line).unwrap(),
                    String::from_utf8(serde_line(&answer)).unwrap(),
                    "start {roll}"
                );
            }
        }
    }

    #[test]
    fn a_play_whose_text_needs_escaping_or_with_ten_hits_is_written_as_serde_writes_it() {
        // Given an answer whose plays' texts were given a quote and a tab,
        // a NUL, a character of two bytes, or a backslash and a newline, and
        // which counts ten hits
        // (none happens to a legal play)
        use std::fmt::Write as _;
        let mut answer = legal_plays("start", "3-1", false).unwrap();
        let plays = answer.plays.as_mut().unwrap();
        write!(plays[0].play, " \"x\"\t").unwrap();
        plays[1].hits = 10;
        write!(plays[2].play, "\0").unwrap();
        write!(plays[3].play, " é").unwrap();
        write!(plays[4].play, " \\\n ").unwrap();
        // When it is written as a line
        let mut line = Vec::new();
        answer.write_json_line(&mut line);
        // Then the bytes are serde's
        assert_eq!(
            String::from_utf8(line).unwrap(),
            String::from_utf8(serde_line(&answer)).unwrap()
        );
    }

    #[test]
    fn a_lines_numbers_of_any_size_are_written_in_decimal_as_serde_writes_them() {
        for (count, hits) in [
            (0, 0),
            (9, 10),
            (100, 4_294_967_296),
            (usize::MAX, usize::MAX),
        ] {
            // Given an answer with these numbers
            let mut answer = legal_plays("start", "6-5", false).unwrap();
            answer.count = count;
            answer.plays.as_mut().unwrap()[0].hits = hits;
            // When it is written as a line; Then the bytes are serde's
            let mut line = Vec::new();
            answer.write_json_line(&mut line);
            assert_eq!(line, serde_line(&answer), "{count} {hits}");
            assert!(
                String::from_utf8(line)
                    .unwrap()
                    .contains(&format!("\"count\":{count},"))
            );
        }
    }

    #[test]
    fn legal_plays_with_a_stacking_cap_list_fewer_plays_than_the_standard_rules() {
        // Given the opening position and 2-2
        // When the 6-point may hold at most six checkers
        let standard = legal_plays("start", "2-2", true).unwrap();
        let capped = legal_plays_with(
            "start",
            Some("2-2"),
            true,
            Rules::STANDARD.with_max_stack(6),
        )
        .unwrap();
        // Then fewer plays are legal, and only the count is given
        assert!(capped.count < standard.count);
        assert!(capped.plays.is_none());
    }

    #[test]
    fn play_with_a_stacking_cap_refuses_a_play_that_overfills_a_point() {
        // Given a play that puts a sixth checker on the 6-point
        // When the cap is five
        let refused = play_with(
            "start",
            Some("2-1"),
            "8/6 24/23",
            Rules::STANDARD.with_max_stack(5),
        );
        // Then it is an illegal play, and without the cap it is legal
        assert_eq!(refused.unwrap_err().kind(), "illegal-play");
        assert!(play("start", "2-1", "8/6 24/23").is_ok());
    }
}
