//! `bgkit board POSITION`: a text diagram of the position.

use super::messages::message;
use super::{Outcome, setup};
use bgkit::ids::{CubeOwner, MatchState, Setup};
use bgkit::render::{Cube, CubeSide, MatchScore, SvgBoard, TextBoard, svg_board, text_board};
use std::io::Write;
use std::path::PathBuf;

/// Draw the position as text, the player on roll as `X` at the bottom.
///
/// Points are numbered for the player on roll; beside the board stand both
/// pip counts and borne-off checkers, and, when the input carries them (a
/// Match ID or an XGID), the cube, the score and the dice.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// `start`, a Position ID, `PositionID:MatchID` or an XGID.
    position: String,
    /// Write an SVG diagram to FILE instead (`-` for standard output).
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let setup = match setup::read(&args.position) {
        Ok(setup) => setup,
        Err(message) => {
            message!("{}", super::style::printable(&message));
            return Ok(Outcome::Invalid);
        }
    };
    let picture = match &args.svg {
        Some(_) => svg_board(&setup.position, &svg_info(&setup)),
        None => text_board(&setup.position, &notes(&setup)?),
    };
    match &args.svg {
        Some(path) if path.as_os_str() != "-" => {
            std::fs::write(path, picture).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?
        }
        _ => {
            let stdout = std::io::stdout();
            let mut out = stdout.lock();
            out.write_all(picture.as_bytes())?;
            out.flush()?;
        }
    }
    Ok(Outcome::Success)
}

/// What the SVG shows besides the checkers: the caption, and the cube, score and
/// dice when the input carries them.
fn svg_info(setup: &Setup) -> SvgBoard {
    let mut info = SvgBoard {
        caption: Some(format!("Position ID {}", setup.position_id())),
        ..SvgBoard::default()
    };
    if let Some(state) = &setup.match_state {
        let me = state.on_roll;
        info.cube = if state.crawford {
            None
        } else {
            let side = match state.cube_owner {
                CubeOwner::Centred => CubeSide::Centred,
                CubeOwner::Player(owner) if owner == me => CubeSide::OnRoll,
                CubeOwner::Player(_) => CubeSide::Opponent,
            };
            Some(Cube {
                value: state.cube,
                side,
            })
        };
        info.dice = state.dice.map(|roll| [roll.high(), roll.low()]);
        info.score = Some(MatchScore {
            length: state.match_length,
            on_roll: *me.pick(&state.score),
            opponent: *me.other().pick(&state.score),
        });
    }
    info
}

fn notes(setup: &Setup) -> anyhow::Result<TextBoard> {
    let position = &setup.position;
    let mut heading = vec![format!(" Position ID: {}", setup.position_id())];
    if let Some(match_id) = setup.match_id()? {
        heading.push(format!(" Match ID   : {match_id}"));
    }
    heading.push(format!(" XGID       : {}", setup.xgid()?));
    let mut top = vec![
        "O: opponent".to_string(),
        format!("pips {}", position.opponent_pip_count()),
        format!("off {}", position.opponent_off()),
    ];
    // The last bottom note stands beside the bottom edge, mirroring the top.
    let mut bottom = vec![
        format!("off {}", position.off()),
        format!("pips {}", position.pip_count()),
        "X: on roll".to_string(),
    ];
    if let Some(state) = &setup.match_state {
        describe_match(state, &mut top, &mut bottom);
    }
    Ok(TextBoard {
        heading,
        top_notes: top,
        bottom_notes: bottom,
    })
}

fn describe_match(state: &MatchState, top: &mut Vec<String>, bottom: &mut Vec<String>) {
    let me = state.on_roll;
    let them = me.other();
    let length = if state.is_money() {
        "money game".to_string()
    } else {
        format!("{}-point match", state.match_length)
    };
    top.push(format!("score {} ({length})", them.pick(&state.score)));
    bottom.insert(0, format!("score {} ({length})", me.pick(&state.score)));
    let cube = match state.cube_owner {
        CubeOwner::Centred => format!("cube {} centred", state.cube),
        CubeOwner::Player(owner) if owner == me => format!("cube {} owned by X", state.cube),
        CubeOwner::Player(_) => format!("cube {} owned by O", state.cube),
    };
    bottom.insert(0, cube);
    if state.crawford {
        bottom.insert(0, "Crawford game".to_string());
    }
    if let Some(roll) = state.dice {
        bottom.insert(0, format!("rolled {roll}"));
    }
}
