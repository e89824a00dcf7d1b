//! The match viewer (`bgkit export --html`, Python's `viewer`): a whole match as one self-contained web page to step
//! through: the board of every turn, the move list, the score, the cube and
//! the pips, with buttons and keys to move and to jump to a game. The page
//! loads nothing: styles, script and data are all in it.
//!
//! The match is embedded as compact data, one frame per turn (the board,
//! dice, cube and score, and the words beside it), and the page's script
//! draws the board of the frame shown as [`crate::render::svg_board`] draws
//! it, so that the page grows by a few hundred bytes per turn, not by a
//! picture. Every `<` in the data is written `\u003c`, so that no text of the
//! match (a player called `</script>`) can end the data block early.

use super::{position_after_game as after_game, position_before_turn as before_turn};
use crate::ids::{CubeOwner, Player, Setup};
use crate::transcript::{Ending, GameExport, MatchExport, Turn, TurnKind};
use serde::Serialize;

/// Everything the page's script reads: the match and its frames.
#[derive(Serialize)]
struct Data<'a> {
    /// The players' names, player 0 (the left column) first.
    players: &'a [String; 2],
    /// Points to win; 0 for money play.
    length: u32,
    frames: Vec<Frame>,
}

/// One frame: the words shown beside the board and the board itself.
#[derive(Serialize)]
struct Frame {
    /// The game's number.
    game: u32,
    /// The turn's `index` in the export; `null` for the end of a game.
    turn: Option<usize>,
    /// Where in the match: `Game 1, turn 3 of 47`.
    place: String,
    /// What happens at this turn, in words.
    action: String,
    /// The score, player 0 first, and the match.
    score: String,
    /// The cube: value and owner.
    cube: String,
    /// Both pip counts, player 0 first.
    pips: String,
    /// The Position ID and XGID of the board shown.
    ids: String,
    /// The board from player 0's view (player 0 at the bottom): the signed
    /// counts of [`crate::Position::points`], player 0's checkers positive.
    #[serde(rename = "b")]
    board: [i8; 26],
    /// The player on roll, 0 or 1.
    #[serde(rename = "r")]
    on_roll: u8,
    /// The dice rolled, high first, if any.
    #[serde(rename = "d")]
    dice: Option<[u8; 2]>,
    /// The cube drawn: its value and where it lies (0 in the middle, 1 with
    /// the player on roll, 2 with the opponent); `null` when out of play.
    #[serde(rename = "k")]
    cube_at: Option<[u32; 2]>,
    /// The score drawn: the player on roll's, then the opponent's.
    #[serde(rename = "s")]
    points: Option<[u32; 2]>,
}

/// The viewer's page of match `match_number` (from 1) of the transcript
/// `text`, titled after `name`: what `bgkit export --html` writes, for a
/// front end without files (Python's `viewer`). An invalid transcript is
/// refused unless `force` is set; `variant` as for
/// [`super::checked_export_with`].
pub fn viewer(
    text: &[u8],
    match_number: usize,
    name: &str,
    force: bool,
    variant: Option<crate::rules::Rules>,
) -> Result<String, super::QueryError> {
    let report = crate::transcript::validate_with(text, variant);
    let exports = super::checked_export_with(text, &report, force, variant)?;
    let exported = match_number
        .checked_sub(1)
        .and_then(|index| exports.get(index))
        .ok_or(super::QueryError::NoSuchMatch {
            number: match_number,
            count: exports.len(),
        })?;
    viewer_page(exported, name)
}

/// The whole page for `exported`, titled after `name` (the file). Fails
/// only if the match's data cannot be written as JSON, which would be a bug
/// in bgkit: a page without its data is never returned in its place.
pub fn viewer_page(exported: &MatchExport, name: &str) -> Result<String, super::QueryError> {
    let frames = exported
        .games
        .iter()
        .flat_map(|game| game_frames(exported, game))
        .collect();
    let data = Data {
        players: &exported.players,
        length: exported.length,
        frames,
    };
    let [first, second] = &exported.players;
    let title = format!(
        "{} vs {}, {}",
        escape(first),
        escape(second),
        match_name(exported.length)
    );
    let data = script_data(&data).map_err(super::QueryError::Json)?;
    Ok(fill(
        TEMPLATE,
        &[("title", &title), ("file", &escape(name)), ("data", &data)],
    ))
}

/// `data` as JSON that is safe inside a `<script>` element: every `<` (and
/// `>` and `&`, for good measure) written as a JSON escape, which only strings
/// can hold, so that no text in it reads as markup.
fn script_data(data: &Data<'_>) -> Result<String, serde_json::Error> {
    let json = serde_json::to_string(data)?;
    let mut safe = String::with_capacity(json.len());
    for c in json.chars() {
        match c {
            '<' => safe.push_str("\\u003c"),
            '>' => safe.push_str("\\u003e"),
            '&' => safe.push_str("\\u0026"),
            c => safe.push(c),
        }
    }
    Ok(safe)
}

/// `template` with each `{key}` replaced by its value. Only the template's
/// own text is searched, so a value (a player's name) that happens to hold
/// `{key}` is never replaced in turn.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut page =
        String::with_capacity(template.len() + values.iter().map(|(_, v)| v.len()).sum::<usize>());
    let mut rest = template;
    while let Some((before, opened)) = rest.split_once('{') {
        page.push_str(before);
        let found = values.iter().find_map(|(key, value)| {
            let after = opened.strip_prefix(key)?.strip_prefix('}')?;
            Some((value, after))
        });
        match found {
            Some((value, after)) => {
                page.push_str(value);
                rest = after;
            }
            None => {
                page.push('{');
                rest = opened;
            }
        }
    }
    page.push_str(rest);
    page
}

/// The frames of one game: one per turn the replay followed, and one for its
/// end when it has a result.
fn game_frames(exported: &MatchExport, game: &GameExport) -> Vec<Frame> {
    let count = game.turns.len();
    let mut frames: Vec<Frame> = game
        .turns
        .iter()
        .filter_map(|turn| {
            let setup = before_turn(exported, game, turn.index).ok()?;
            let place = format!("Game {}, turn {} of {count}", game.number, turn.index);
            let action = turn_words(exported, turn);
            Some(frame(
                exported,
                game,
                &setup,
                Some(turn.index),
                place,
                action,
            ))
        })
        .collect();
    if let (Some(result), Ok(setup)) = (&game.result, after_game(game)) {
        let winner = name(exported, result.winner);
        let how = result
            .how
            .map(|h| format!(" ({})", ending(h)))
            .unwrap_or_default();
        let points = plural(result.points, "point");
        let action = format!("{winner} wins {points}{how}");
        let place = format!("Game {}, end", game.number);
        let mut end = frame(exported, game, &setup, None, place, action);
        let mut score = game.score;
        if let Some(won) = score.get_mut(usize::from(result.winner)) {
            *won = won.saturating_add(result.points);
        }
        end.score = score_words(exported, score, game.crawford);
        frames.push(end);
    }
    frames
}

/// The frame of the board `setup` at a turn of `game`: its words, and the
/// board as the page draws it, player 0 at the bottom.
fn frame(
    exported: &MatchExport,
    game: &GameExport,
    setup: &Setup,
    turn: Option<usize>,
    place: String,
    action: String,
) -> Frame {
    let state = setup.match_state.as_ref();
    let on_roll = state.map_or(0, |s| player_number(s.on_roll));
    let position = &setup.position;
    let mut pips = [position.pip_count(), position.opponent_pip_count()];
    if on_roll == 1 {
        pips.reverse();
    }
    let cube = match state {
        _ if game.crawford => "Crawford game: no cube".to_string(),
        None => "Cube 1, centred".to_string(),
        Some(s) => match s.cube_owner {
            CubeOwner::Centred => format!("Cube {}, centred", s.cube),
            CubeOwner::Player(owner) => {
                format!(
                    "Cube {}, owned by {}",
                    s.cube,
                    name(exported, player_number(owner))
                )
            }
        },
    };
    // A match state that no XGID can write (see `Xgid::from_match_state`)
    // leaves the Position ID alone under the board.
    let xgid = setup.xgid().map(|x| x.to_string()).unwrap_or_default();
    // Drawn as `bgkit position --perspective player0` draws it.
    let view = if on_roll == 1 {
        position.switched()
    } else {
        *position
    };
    let cube_at = match state {
        _ if game.crawford => None,
        None => Some([1, 0]),
        Some(s) if s.crawford => None,
        Some(s) => Some([
            s.cube,
            match s.cube_owner {
                CubeOwner::Centred => 0,
                CubeOwner::Player(owner) if owner == s.on_roll => 1,
                CubeOwner::Player(_) => 2,
            },
        ]),
    };
    Frame {
        game: game.number,
        turn,
        place,
        action,
        score: score_words(exported, game.score, game.crawford),
        cube,
        pips: format!(
            "Pips: {} {}, {} {}",
            name(exported, 0),
            pips[0],
            name(exported, 1),
            pips[1]
        ),
        ids: format!("Position ID {}  {xgid}", setup.position_id()),
        board: *view.points(),
        on_roll,
        dice: state
            .and_then(|s| s.dice)
            .map(|roll| [roll.high(), roll.low()]),
        cube_at,
        points: state.map(|s| [*s.on_roll.pick(&s.score), *s.on_roll.other().pick(&s.score)]),
    }
}

/// What a turn does, in words.
fn turn_words(exported: &MatchExport, turn: &Turn) -> String {
    let who = name(exported, turn.player);
    let roll = turn.roll.map(|[a, b]| format!("{a}-{b}"));
    match turn.kind {
        TurnKind::Move => match (roll, turn.play.as_deref()) {
            (Some(roll), Some("") | None) => format!("{who} rolls {roll} and cannot move"),
            (Some(roll), Some(play)) => format!("{who} to play {roll}: {play}"),
            // Exports are public data: one made or read elsewhere may leave a
            // move's roll out.
            (None, Some("") | None) => format!("{who} cannot move"),
            (None, Some(play)) => format!("{who} plays {play}"),
        },
        TurnKind::Double => format!("{who} doubles to {}", turn.cube.unwrap_or(2)),
        TurnKind::Take => format!("{who} takes"),
        TurnKind::Drop => format!("{who} drops"),
        TurnKind::Beaver => format!("{who} beavers to {}", turn.cube.unwrap_or(4)),
        TurnKind::Resign => match roll {
            Some(roll) => format!("{who} rolls {roll} and resigns"),
            None => format!("{who} resigns"),
        },
    }
}

/// `charlot1 0, charlot2 3 (7-point match)`.
fn score_words(exported: &MatchExport, score: [u32; 2], crawford: bool) -> String {
    let crawford = if crawford { ", Crawford game" } else { "" };
    format!(
        "{} {}, {} {} ({}{crawford})",
        name(exported, 0),
        score[0],
        name(exported, 1),
        score[1],
        match_name(exported.length)
    )
}

fn match_name(length: u32) -> String {
    if length == 0 {
        "money play".to_string()
    } else {
        format!("{length}-point match")
    }
}

fn name(exported: &MatchExport, player: u8) -> String {
    exported.player_name(player).to_string()
}

fn player_number(player: Player) -> u8 {
    match player {
        Player::One => 0,
        Player::Two => 1,
    }
}

fn ending(how: Ending) -> &'static str {
    match how {
        Ending::Single => "single game",
        Ending::Gammon => "gammon",
        Ending::Backgammon => "backgammon",
        Ending::Drop => "double dropped",
        Ending::Resign => "resignation",
    }
}

fn plural(count: u32, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// Text made safe inside HTML elements and attributes.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The page around the frames: styles, layout, controls and the script.
const TEMPLATE: &str = include_str!("viewer.html");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_holding_a_placeholder_is_not_filled_again() {
        let page = fill(
            "<h1>{title}</h1>{data}{x}",
            &[("title", "{data}"), ("data", "[1]")],
        );
        assert_eq!(page, "<h1>{data}</h1>[1]{x}");
    }

    #[test]
    fn a_page_holds_the_data_of_its_match_with_markup_escaped() {
        // Given an export whose player's name would close the script element
        let exported: MatchExport = serde_json::from_str(
            r#"{"format": "mat", "dialect": "gnubg", "length": 3,
                "players": ["</script>", "Bob"], "meta": {}, "games": []}"#,
        )
        .unwrap();
        // When its page is made
        let page = viewer_page(&exported, "a.mat").unwrap();
        // Then the data is there, the name written with escapes only
        assert!(
            page.contains(r#"{"players":["\u003c/script\u003e","Bob"],"length":3,"frames":[]}"#)
        );
        assert_eq!(
            page.matches("</script>").count(),
            TEMPLATE.matches("</script>").count()
        );
    }

    #[test]
    fn a_move_without_its_roll_is_worded_without_one() {
        // Given an export whose moves leave their rolls out
        let exported: MatchExport = serde_json::from_str(
            r#"{"format": "mat", "dialect": "gnubg", "length": 1,
                "players": ["Ann", "Bob"], "meta": {}, "games": []}"#,
        )
        .unwrap();
        let turn = |play: &str| -> Turn {
            serde_json::from_value(serde_json::json!({
                "index": 1, "player": 0, "kind": "move", "play": play, "line": 3
            }))
            .unwrap()
        };
        // When the turns are put in words
        let played = turn_words(&exported, &turn("13/7 8/7"));
        let danced = turn_words(&exported, &turn(""));
        // Then they say what was played, and no empty roll
        assert_eq!(played, "Ann plays 13/7 8/7");
        assert_eq!(danced, "Ann cannot move");
    }
}
