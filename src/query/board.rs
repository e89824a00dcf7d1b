//! A position drawn for people and described for scripts, as `board` and
//! `position` print it: the text diagram, the SVG picture and the
//! description (identifiers, pips, dice), from the view of the player on
//! roll or with player 0 kept at the bottom.

use serde::Serialize;

use super::QueryError;
use super::position::{PipCounts, read_position};
use crate::ids::{CubeOwner, IdError, MatchState, Player, Setup};
use crate::render::{Cube, CubeSide, MatchScore, SvgBoard, TextBoard, svg_board, text_board};

/// Whose view a board is drawn from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Perspective {
    /// The player on roll at the bottom (`X`, light checkers).
    #[default]
    OnRoll,
    /// Player 0 (GNU Backgammon's player 0, the XGID's top player, the left
    /// column of a transcript) at the bottom whoever is on roll; without match
    /// data the player on roll counts as player 0.
    Player0,
}

impl Perspective {
    /// Whether `setup` is drawn turned round: player 1 on roll, drawn at the top.
    pub fn turns(self, setup: &Setup) -> bool {
        self == Perspective::Player0
            && setup
                .match_state
                .as_ref()
                .is_some_and(|state| state.on_roll == Player::Two)
    }
}

/// A position described, as `bgkit board --format json` gives it: its
/// identifiers, pips and dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardAnswer {
    /// GNU Backgammon Position ID, from the view of the player on roll.
    pub position_id: String,
    /// GNU Backgammon Match ID, when the input carries match data.
    pub match_id: Option<String>,
    /// The XGID.
    pub xgid: String,
    /// The player on roll, 0 or 1 as GNU Backgammon numbers them; `null`
    /// without match data.
    pub on_roll: Option<u8>,
    /// Pip counts of the player on roll and the opponent.
    pub pips: PipCounts,
    /// The dice rolled, high first; `null` before the roll.
    pub dice: Option<[u8; 2]>,
}

/// Columns of a described position in a table or CSV.
pub const BOARD_COLUMNS: [&str; 7] = [
    "position_id",
    "match_id",
    "xgid",
    "on_roll",
    "pips_on_roll",
    "pips_opponent",
    "dice",
];

impl BoardAnswer {
    /// The description of `setup`.
    pub fn of(setup: &Setup) -> Result<BoardAnswer, IdError> {
        let state = setup.match_state.as_ref();
        Ok(BoardAnswer {
            position_id: setup.position_id(),
            match_id: setup.match_id()?,
            xgid: setup.xgid()?.to_string(),
            on_roll: state.map(|s| match s.on_roll {
                Player::One => 0,
                Player::Two => 1,
            }),
            pips: PipCounts {
                on_roll: setup.position.pip_count(),
                opponent: setup.position.opponent_pip_count(),
            },
            dice: state.and_then(|s| s.dice).map(|r| [r.high(), r.low()]),
        })
    }

    /// One row of [`BOARD_COLUMNS`].
    pub fn cells(&self) -> Vec<String> {
        vec![
            self.position_id.clone(),
            super::cell(self.match_id.as_ref()),
            self.xgid.clone(),
            super::cell(self.on_roll),
            self.pips.on_roll.to_string(),
            self.pips.opponent.to_string(),
            super::cell(self.dice.map(|[a, b]| format!("{a}-{b}"))),
        ]
    }
}

/// The position argument described: identifiers, pips, dice.
pub fn board(position: &str) -> Result<BoardAnswer, QueryError> {
    let setup = read_position(position)?;
    BoardAnswer::of(&setup).map_err(|source| QueryError::Unwritable {
        text: position.trim().to_string(),
        source,
    })
}

/// The position argument as an SVG picture, drawn from `perspective`.
pub fn board_svg(position: &str, perspective: Perspective) -> Result<String, QueryError> {
    let setup = read_position(position)?;
    Ok(svg_of(&setup, perspective))
}

/// The position argument as a text diagram, drawn from `perspective`.
pub fn board_text(position: &str, perspective: Perspective) -> Result<String, QueryError> {
    let setup = read_position(position)?;
    text_of(&setup, perspective).map_err(|source| QueryError::Unwritable {
        text: position.trim().to_string(),
        source,
    })
}

/// The SVG picture of `setup`.
pub fn svg_of(setup: &Setup, perspective: Perspective) -> String {
    svg_board(&setup.position, &svg_info(setup, perspective))
}

/// What the SVG shows besides the checkers: the caption, and the cube, score and
/// dice when the input carries them.
pub fn svg_info(setup: &Setup, perspective: Perspective) -> SvgBoard {
    let mut info = SvgBoard {
        caption: Some(format!("Position ID {}", setup.position_id())),
        on_roll_at_top: perspective.turns(setup),
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

/// The text diagram of `setup`: the bottom player is `X` and the points are
/// numbered for them.
pub fn text_of(setup: &Setup, perspective: Perspective) -> Result<String, IdError> {
    let turned = perspective.turns(setup);
    let view = if turned {
        setup.position.switched()
    } else {
        setup.position
    };
    Ok(text_board(&view, &notes(setup, perspective, turned)?))
}

/// The notes beside the diagram, each player's beside their own side.
fn notes(setup: &Setup, perspective: Perspective, turned: bool) -> Result<TextBoard, IdError> {
    let position = &setup.position;
    let mut heading = vec![format!(" Position ID: {}", setup.position_id())];
    if let Some(match_id) = setup.match_id()? {
        heading.push(format!(" Match ID   : {match_id}"));
    }
    heading.push(format!(" XGID       : {}", setup.xgid()?));
    let (on_roll, opponent) = match perspective {
        Perspective::OnRoll => ("on roll", "opponent"),
        Perspective::Player0 if turned => ("player 1, on roll", "player 0"),
        Perspective::Player0 => ("player 0, on roll", "player 1"),
    };
    // The notes of the player on roll and of the opponent, each from the
    // edge of the board outwards.
    let mut mine = vec![
        on_roll.to_string(),
        format!("pips {}", position.pip_count()),
        format!("off {}", position.off()),
    ];
    let mut theirs = vec![
        opponent.to_string(),
        format!("pips {}", position.opponent_pip_count()),
        format!("off {}", position.opponent_off()),
    ];
    if let Some(state) = &setup.match_state {
        describe_match(state, turned, &mut mine, &mut theirs);
    }
    let (mut top, mut bottom) = if turned {
        (mine, theirs)
    } else {
        (theirs, mine)
    };
    if let Some(label) = top.first_mut() {
        *label = format!("O: {label}");
    }
    if let Some(label) = bottom.first_mut() {
        *label = format!("X: {label}");
    }
    // Bottom notes are listed from the top down: the label stands last,
    // beside the bottom edge, mirroring the top.
    bottom.reverse();
    Ok(TextBoard {
        heading,
        top_notes: top,
        bottom_notes: bottom,
    })
}

/// Score, cube, Crawford game and dice, in each player's notes.
fn describe_match(
    state: &MatchState,
    turned: bool,
    mine: &mut Vec<String>,
    theirs: &mut Vec<String>,
) {
    let me = state.on_roll;
    let them = me.other();
    let length = if state.is_money() {
        "money game".to_string()
    } else {
        format!("{}-point match", state.match_length)
    };
    mine.push(format!("score {} ({length})", me.pick(&state.score)));
    theirs.push(format!("score {} ({length})", them.pick(&state.score)));
    // The letters the players are drawn as.
    let (my_letter, their_letter) = if turned { ("O", "X") } else { ("X", "O") };
    let cube = match state.cube_owner {
        CubeOwner::Centred => format!("cube {} centred", state.cube),
        CubeOwner::Player(owner) if owner == me => {
            format!("cube {} owned by {my_letter}", state.cube)
        }
        CubeOwner::Player(_) => format!("cube {} owned by {their_letter}", state.cube),
    };
    mine.push(cube);
    if state.crawford {
        mine.push("Crawford game".to_string());
    }
    if let Some(roll) = state.dice {
        mine.push(format!("rolled {roll}"));
    }
}

/// The position at `at` in game `game` of match `match_number` (from 1) of
/// the transcript `text`, as `bgkit position FILE --match K --game N` with
/// `--turn M`, `--turn end` or `--move M` gives it: before a roll with its
/// dice, the cube and the score; before a cube action or a resignation the
/// board after the last roll, the doubler (or the player about to roll) on
/// roll and, while a double awaits its answer, `D` in its XGID; at the end
/// the board after the last roll. Matches are counted in an input of several
/// (files joined end to end), games go by the number on their ` Game N`
/// line, turns by the export's `index` or by the move number their line
/// starts with. An invalid transcript is refused unless `force` is set;
/// `variant` as for [`super::checked_export_with`].
pub fn transcript_position(
    text: &[u8],
    match_number: usize,
    game: u32,
    at: super::TurnAt,
    force: bool,
    variant: Option<crate::rules::Rules>,
) -> Result<BoardAnswer, QueryError> {
    let report = crate::transcript::validate_with(text, variant);
    let exports = super::checked_export_with(text, &report, force, variant)?;
    let exported = match_number
        .checked_sub(1)
        .and_then(|index| exports.get(index))
        .ok_or(QueryError::NoSuchMatch {
            number: match_number,
            count: exports.len(),
        })?;
    let Some(found) = exported.games.iter().find(|g| g.number == game) else {
        return Err(QueryError::NoSuchGame {
            game,
            games: exported.games.iter().map(|g| g.number).collect(),
        });
    };
    let setup =
        super::position_at(text, exported, found, at).map_err(|reason| QueryError::NoPosition {
            game,
            at,
            reason: reason.to_string(),
        })?;
    BoardAnswer::of(&setup).map_err(|source| QueryError::Unwritable {
        text: format!("game {game}, {at}"),
        source,
    })
}
