//! `export --html`: a whole match as one self-contained web page to step
//! through: the board of every turn as SVG, the move list, the score, the
//! cube and the pips, with buttons and keys to move and to jump to a game.
//! The page loads nothing: styles, script, data and pictures are all in it.

use super::diagram::{self, Perspective};
use super::position::{after_game, before_turn};
use bgkit::ids::{CubeOwner, Player, Setup};
use bgkit::render::svg_board;
use bgkit::transcript::{Ending, GameExport, MatchExport, Turn, TurnKind};
use serde::Serialize;

/// What the page shows beside the board for one frame; the script reads it.
#[derive(Serialize)]
struct Frame {
    /// The game's number.
    game: u32,
    /// The turn's `index` in the export; `null` for the end of a game.
    turn: Option<usize>,
    /// Where in the match: `Game 1 of 4, turn 3 of 47`.
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
}

/// The whole page for `exported`, titled after `name` (the file).
pub fn page(exported: &MatchExport, name: &str) -> String {
    let mut frames = Vec::new();
    let mut pictures = String::new();
    let mut moves = String::new();
    for game in &exported.games {
        moves.push_str(&format!(
            "<li class=\"game-title\">Game {}</li>\n",
            game.number
        ));
        for (setup, frame) in game_frames(exported, game) {
            moves.push_str(&format!(
                "<li data-frame=\"{}\">{}</li>\n",
                frames.len(),
                escape(&frame.action)
            ));
            pictures.push_str(&format!(
                "<div class=\"turn-board\" data-frame=\"{}\" hidden>{}</div>\n",
                frames.len(),
                picture(exported, game, &setup, &frame)
            ));
            frames.push(frame);
        }
    }
    let games: String = exported
        .games
        .iter()
        .map(|g| format!("<option value=\"{0}\">Game {0}</option>", g.number))
        .collect();
    let data = serde_json::to_string(&frames)
        .unwrap_or_else(|_| "[]".into())
        // Inside a <script> element, `</` would end it early.
        .replace("</", "<\\/");
    let [first, second] = &exported.players;
    let title = format!(
        "{} vs {}, {}",
        escape(first),
        escape(second),
        match_name(exported.length)
    );
    fill(
        TEMPLATE,
        &[
            ("title", &title),
            ("file", &escape(name)),
            ("games", &games),
            ("pictures", &pictures),
            ("moves", &moves),
            ("data", &data),
        ],
    )
}

/// `template` with each `{key}` replaced by its value. Only the template's
/// own text is searched, so a value (a player's name) that happens to hold
/// `{key}` is never replaced in turn.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut page =
        String::with_capacity(template.len() + values.iter().map(|(_, v)| v.len()).sum::<usize>());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let (before, from) = rest.split_at(open);
        page.push_str(before);
        let found = values.iter().find(|(key, _)| {
            from.strip_prefix('{')
                .and_then(|f| f.strip_prefix(key))
                .is_some_and(|f| f.starts_with('}'))
        });
        match found {
            Some((key, value)) => {
                page.push_str(value);
                rest = from.get(key.len() + 2..).unwrap_or_default();
            }
            None => {
                page.push('{');
                rest = from.get(1..).unwrap_or_default();
            }
        }
    }
    page.push_str(rest);
    page
}

/// The frames of one game: one per turn the replay followed, and one for its
/// end when it has a result.
fn game_frames(exported: &MatchExport, game: &GameExport) -> Vec<(Setup, Frame)> {
    let count = game.turns.len();
    let mut frames: Vec<(Setup, Frame)> = game
        .turns
        .iter()
        .filter_map(|turn| {
            let setup = before_turn(game, turn.index).ok()?;
            let place = format!("Game {}, turn {} of {count}", game.number, turn.index);
            let action = turn_words(exported, turn);
            Some((
                setup,
                frame(exported, game, &setup, Some(turn.index), place, action),
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
            *won += result.points;
        }
        end.score = score_words(exported, score, game.crawford);
        frames.push((setup, end));
    }
    frames
}

/// A frame's text for the board `setup` at a turn of `game`.
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
    let xgid = setup.xgid().map(|x| x.to_string()).unwrap_or_default();
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
    }
}

/// The board of a frame: player 0 at the bottom on every frame, the names,
/// score and pips around it.
fn picture(exported: &MatchExport, game: &GameExport, setup: &Setup, frame: &Frame) -> String {
    let mut info = diagram::svg_info(setup, Perspective::Player0);
    let on_roll = setup
        .match_state
        .as_ref()
        .map_or(0, |s| player_number(s.on_roll));
    info.on_roll_name = Some(name(exported, on_roll));
    info.opponent_name = Some(name(exported, 1 - on_roll));
    info.caption = Some(frame.place.clone());
    if game.crawford {
        info.cube = None;
    }
    svg_board(&setup.position, &info)
}

/// What a turn does, in words.
fn turn_words(exported: &MatchExport, turn: &Turn) -> String {
    let who = name(exported, turn.player);
    let roll = turn.roll.map(|[a, b]| format!("{a}-{b}"));
    match turn.kind {
        TurnKind::Move => {
            let roll = roll.unwrap_or_default();
            match turn.play.as_deref() {
                Some("") | None => format!("{who} rolls {roll} and cannot move"),
                Some(play) => format!("{who} to play {roll}: {play}"),
            }
        }
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
    exported
        .players
        .get(usize::from(player))
        .cloned()
        .unwrap_or_default()
}

fn player_number(player: Player) -> u8 {
    match player {
        Player::Zero => 0,
        Player::One => 1,
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
}
