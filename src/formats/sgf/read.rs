//! From SGF game trees to the same [`Match`] the .mat reader builds, so that
//! replay, validation, export and rewriting work on either.
//!
//! Each tree is one game. Its root gives the match (from the first tree) and
//! the game's number and scores; each later node with a `B` or `W` property is
//! one action, and a `C` property a comment on it. The result in the root's
//! `RE` becomes a result action at the end of the game, as a .mat file writes
//! it. GNU Backgammon's analysis of a play (`A`, `LU`) and of a cube decision
//! (`DA`) becomes the game's [`Game::analysis`]; game statistics (`GS`),
//! marks and unknown properties are skipped. A setup node (`AE[a:y]` with
//! `AW` and `AB`, which GNU Backgammon saves when the board is set during
//! play) and a cube set (`CV`, `CP`) become edits before the next action,
//! which the replay takes up.
//!
//! A value that does not decode ends its game (the game is marked unreadable)
//! and reading goes on with the next tree; a syntax error ends the file.

use super::root::Root;
use super::syntax::{self, Locator, Parsed, Property, Tree};
use super::value::{Decoded, cube_values, decode, luck, play_error, player_of, point};
use crate::board::{OFF, Position};
use crate::formats::mat::cells::MAX_CUBE;
use crate::transcript::analysis::{Analysis, CubeEquities, Decision, Recorded};
use crate::transcript::error::{ReadError, ReadErrorKind, excerpt};
use crate::transcript::model::{
    Action, ActionKind, Change, Comment, Dialect, Edit, Game, HeaderField, Location, Match,
    Outcome, Player, Span, StatedCrawford, WrittenMove, WrittenMoves,
};

/// The matches as far as they could be read, and the errors, each with the
/// number of the game it is in.
pub(crate) struct SgfReading {
    /// The matches in input order: one, but for files joined end to end.
    pub matches: Vec<Match>,
    /// Errors in input order.
    pub errors: Vec<(ReadError, Option<u32>)>,
    /// At least one game tree was read.
    pub recognised: bool,
}

/// Reads an SGF collection: one game tree a game. A tree whose root starts a
/// match (`MI[game:0]` at 0-0) after games were read starts another, as
/// where match files are joined end to end (`cat`).
pub(crate) fn read(input: &[u8]) -> SgfReading {
    let locator = Locator::new(input);
    let parsed = syntax::parse(input, &locator);
    let mut reading = SgfReading {
        matches: vec![empty_match()],
        errors: Vec::new(),
        recognised: !parsed.trees.is_empty(),
    };
    // Trees of the match being read, for a game's number where its root
    // does not state one.
    let mut trees_in_match = 0u32;
    for tree in &parsed.trees {
        trees_in_match = trees_in_match.saturating_add(1);
        if let Err(error) = read_tree(&parsed, tree, &mut trees_in_match, &locator, &mut reading) {
            reading.errors.push((error, Some(trees_in_match)));
            break;
        }
    }
    if let Some(error) = parsed.error {
        reading.errors.push((error, trees_in_match.checked_add(1)));
    }
    reading
}

/// A match before its first root is read.
fn empty_match() -> Match {
    Match {
        dialect: Dialect::GnubgSgf,
        length: 0,
        players: Default::default(),
        headers: Vec::new(),
        games: Vec::new(),
    }
}

/// Reads one tree into a game of the last match of `reading`, or of a new
/// one its root starts; `number` is the tree's in its match, from 1. Fails
/// only when the tree is not backgammon, which ends the reading.
fn read_tree(
    parsed: &Parsed<'_>,
    tree: &Tree,
    number: &mut u32,
    locator: &Locator<'_>,
    reading: &mut SgfReading,
) -> Result<(), ReadError> {
    let Some(root_node) = tree.nodes.first() else {
        return Ok(());
    };
    let mut root_errors = Vec::new();
    let root = Root::read(parsed.of(root_node), locator, &mut root_errors)?;
    let starts_a_match = root.game == Some(0) && root.score == [0, 0];
    if *number > 1 && starts_a_match {
        reading.matches.push(empty_match());
        *number = 1;
    }
    let number = *number;
    reading
        .errors
        .extend(root_errors.into_iter().map(|e| (e, Some(number))));
    // A reading starts with a match, and only ever adds one.
    let Some(matched) = reading.matches.last_mut() else {
        debug_assert!(false, "an SGF reading without a match");
        return Ok(());
    };
    if number == 1 {
        start_match(matched, &root);
    }
    let mut game = root_game(
        &root,
        number,
        locator.locate(tree.start, root_node.start + 1),
        locator,
    );
    // A cube value on the root is the cube the game starts with (GNU
    // Backgammon's automatic doubles, a tied opening roll doubling it).
    let (start_cube, _) = set_cube(parsed.of(root_node), locator)?;
    if let Some(change) = start_cube {
        game.edits.push(Edit { action: 0, change });
    }
    let money = matched.length == 0;
    if let Err(error) = read_nodes(parsed, tree, locator, money, &mut game) {
        reading.errors.push((error, Some(game.number)));
        game.unreadable = true;
    }
    if let (Some((result, span)), false) = (root.result, game.unreadable) {
        // SGF does not say whether the game ends the match (a .mat file's
        // `and the match`): the replay tells it from the score it counted.
        game.actions.push(Action {
            player: result.winner,
            location: locator.span(span),
            kind: ActionKind::Result {
                outcome: Outcome::Wins,
                points: result.points,
                match_won: false,
            },
        });
    }
    match reading.matches.last_mut() {
        Some(matched) => matched.games.push(game),
        None => debug_assert!(false, "an SGF reading without a match"),
    }
    Ok(())
}

/// The game a root starts, `number` its tree's in the match, before its
/// actions: its number, place, stated score and word on the Crawford game.
fn root_game(root: &Root, number: u32, location: Location, locator: &Locator<'_>) -> Game {
    Game {
        // Games are numbered in tree order; `MI[game:g]` counts from 0.
        number: root.game.map_or(number, |g| g.saturating_add(1)),
        location,
        score: root.score,
        // The replay checks the scores where the file states them, as a
        // .mat file's score line.
        // A score left out beside the other is 0, stated where the other is.
        score_locations: match root.score_spans {
            [None, None] => None,
            [white, black] => {
                let given = white.or(black).map(|span| locator.span(span));
                let at = |span: Option<Span>| span.map(|s| locator.span(s)).or(given);
                at(white)
                    .zip(at(black))
                    .map(|(white, black)| [white, black])
            }
        },
        actions: Vec::new(),
        unreadable: false,
        comments: Vec::new(),
        analysis: Vec::new(),
        boards: Vec::new(),
        edits: Vec::new(),
        stated_crawford: root.crawford_game.map(|(crawford, span)| StatedCrawford {
            crawford,
            location: locator.span(span),
        }),
    }
}

/// Reads the nodes of a game tree after its root into `game`, up to the
/// first that cannot be read.
fn read_nodes(
    parsed: &Parsed<'_>,
    tree: &Tree,
    locator: &Locator<'_>,
    money: bool,
    game: &mut Game,
) -> Result<(), ReadError> {
    for node in tree.nodes.iter().skip(1) {
        let properties = parsed.of(node);
        let action = game.actions.len();
        let board = set_board(properties, locator)?.map(Change::Board);
        let cube = set_cube(properties, locator)?;
        for change in [board, cube.0, cube.1].into_iter().flatten() {
            game.edits.push(Edit { action, change });
        }
        read_node(properties, locator, money, game)?;
    }
    // One with no action after it changes nothing that is replayed.
    game.edits.retain(|edit| edit.action < game.actions.len());
    Ok(())
}

/// The cube's value (`CV[4]`) and owner (`CP[w]`, `b` or `c` for the middle)
/// a node sets, as GNU Backgammon saves them when the cube is set during
/// play.
fn set_cube(
    properties: &[Property<'_>],
    locator: &Locator<'_>,
) -> Result<(Option<Change>, Option<Change>), ReadError> {
    let error = |property: &Property<'_>, expected| {
        let kind = bad_value(property, property.first(), expected);
        ReadError::at(locator.span(property.span), kind)
    };
    let value = match syntax::get(properties, "CV") {
        Some(property) => match property.first().trim().parse::<u32>() {
            Ok(value) if value.is_power_of_two() && u64::from(value) <= MAX_CUBE => {
                Some(Change::CubeValue(value))
            }
            _ => return Err(error(property, "a cube value: 1, 2, 4, 8, ... up to 2^30")),
        },
        None => None,
    };
    let owner = match syntax::get(properties, "CP") {
        Some(property) => Some(Change::CubeOwner(match property.first().trim() {
            "c" => None,
            "w" => Some(Player::One),
            "b" => Some(Player::Two),
            _ => return Err(error(property, "`w`, `b` or `c` (the middle)")),
        })),
        None => None,
    };
    Ok((value, owner))
}

/// The board a setup node sets, from player 1's (`W`'s) view; `None` for a
/// node that sets none. The player of the action after it is on roll (the
/// node's `PL`, which is not read). GNU Backgammon writes one when the board is set
/// during play: `AE[a:y]` clears every point and the bar, then `AW` and
/// `AB` give one value a checker (`a` to `x` a point in that player's
/// numbering as in a move, `y` the bar). A setup of part of the board, on
/// top of the board the game reached, is not read: the reader does not
/// replay the game.
fn set_board(
    properties: &[Property<'_>],
    locator: &Locator<'_>,
) -> Result<Option<Position>, ReadError> {
    let error = |kind, span| ReadError::at(locator.span(span), kind);
    let added = |name| syntax::get(properties, name);
    let Some(cleared) = syntax::get(properties, "AE") else {
        return match added("AW").or(added("AB")) {
            Some(property) => Err(error(
                bad_value(
                    property,
                    property.first(),
                    "an `AE[a:y]` beside it that clears the board first (a setup of part of the board is not read)",
                ),
                property.span,
            )),
            None => Ok(None),
        };
    };
    if cleared.more.is_empty() && cleared.first().trim() == "a:y" {
        // Each side's checkers in its own numbering, index 24 the bar.
        let (mut white, mut black) = ([0u8; 25], [0u8; 25]);
        for (name, player, side) in [
            ("AW", Player::One, &mut white),
            ("AB", Player::Two, &mut black),
        ] {
            let Some(property) = added(name) else {
                continue;
            };
            for value in property.values() {
                let text = value.text.trim();
                let slot = match text.as_bytes() {
                    &[letter] => point(letter, player).filter(|&p| p != OFF),
                    _ => None,
                }
                .and_then(|p| side.get_mut(usize::from(p).checked_sub(1)?));
                let Some(slot) = slot else {
                    return Err(error(
                        bad_value(
                            property,
                            text,
                            "one letter `a` to `y` a checker (`y`: the bar)",
                        ),
                        value.span,
                    ));
                };
                *slot = slot.saturating_add(1);
            }
        }
        // A side with no checker on the board has borne them all off: the
        // game would be over, and plays after it could not have been made.
        if white.iter().all(|&c| c == 0) || black.iter().all(|&c| c == 0) {
            let reason = "a player has no checker left on it (the game would be over)";
            let kind = ReadErrorKind::BadSetup {
                reason: reason.to_string(),
            };
            return Err(error(kind, cleared.span));
        }
        return Position::from_sides(&white, &black)
            .map(Some)
            .map_err(|why| {
                error(
                    ReadErrorKind::BadSetup {
                        reason: why.to_string(),
                    },
                    cleared.span,
                )
            });
    }
    Err(error(
        bad_value(
            cleared,
            cleared.first(),
            "`a:y`, which clears the whole board before `AB` and `AW` set it (a setup of part of the board is not read)",
        ),
        cleared.span,
    ))
}

/// The error of a value of `property` that does not decode.
fn bad_value(property: &Property<'_>, found: &str, expected: &'static str) -> ReadErrorKind {
    ReadErrorKind::BadValue {
        property: property.name.to_string(),
        found: excerpt(found),
        expected,
    }
}

/// The match's length, players and header fields, from the first root.
fn start_match(matched: &mut Match, root: &Root) {
    matched.length = root.length;
    matched.players = root.players.clone();
    matched.headers = root.headers.clone();
    let field = |key: &str, value: &str| HeaderField {
        key: key.to_string(),
        value: value.to_string(),
        line: 0,
    };
    // A match without the Crawford rule says so; with it is the default.
    if root.length > 0 && root.crawford == Some(false) {
        matched.headers.push(field("Crawford", "Off"));
    }
    if root.jacoby {
        matched.headers.push(field("Jacoby", "On"));
    }
}

/// One node: its move property, if any, as an action, and its comment.
fn read_node(
    properties: &[Property<'_>],
    locator: &Locator<'_>,
    money: bool,
    game: &mut Game,
) -> Result<(), ReadError> {
    let Some((property, player)) = properties
        .iter()
        .find_map(|p| player_of(p.name).map(|player| (p, player)))
    else {
        return Ok(());
    };
    let location = locator.span(property.span);
    let kind = decode(property.name, property.first(), player)
        .map_err(|kind| ReadError::at(location, kind))?;
    if let Some(kind) = action_kind(kind, player, game, location) {
        let action = game.actions.len();
        game.actions.push(Action {
            player,
            location,
            kind,
        });
        let decisions = analysis_of(properties, &kind, money);
        game.analysis.extend(
            decisions
                .into_iter()
                .map(|decision| Analysis { action, decision }),
        );
    }
    if let Some(comment) = syntax::get(properties, "C") {
        let text = comment.first().trim();
        if let (false, Some(action)) = (text.is_empty(), game.actions.len().checked_sub(1)) {
            game.comments.push(Comment {
                action,
                text: text.to_string(),
            });
        }
    }
    Ok(())
}

/// The action a decoded value stands for; `None` for one that changes nothing.
fn action_kind(
    decoded: Decoded,
    player: Player,
    game: &Game,
    location: Location,
) -> Option<ActionKind> {
    // The opponent's last action, if it is the last of the game so far.
    let opponents_last = game
        .actions
        .last()
        .filter(|last| last.player == player.other())
        .map(|last| last.kind);
    Some(match decoded {
        Decoded::Roll { dice, count: 0, .. } => ActionKind::Dance {
            dice,
            cannot_move: false,
        },
        Decoded::Roll { dice, moves, count } => {
            let mut written = WrittenMoves::default();
            for mv in moves.iter().take(count) {
                // At most four by `decode`, the capacity.
                let _ = written.push(WrittenMove { mv: *mv, location });
            }
            ActionKind::Play {
                dice,
                moves: written,
            }
        }
        // GNU Backgammon writes a beaver as the doubled player's `double`
        // straight after the double (a take and a redouble at once), a
        // raccoon as the doubler's `double` straight after the beaver, then
        // the other player's `take`, which the redouble implies, or `drop`.
        Decoded::Double => {
            let cube = cube_after_double(game);
            match opponents_last {
                Some(ActionKind::Double { .. } | ActionKind::Beaver { .. }) => {
                    ActionKind::Beaver { cube }
                }
                _ => ActionKind::Double { cube },
            }
        }
        Decoded::Take if matches!(opponents_last, Some(ActionKind::Beaver { .. })) => return None,
        Decoded::Take => ActionKind::Take,
        Decoded::Drop => ActionKind::Drop,
        Decoded::Resign => ActionKind::Resign,
        Decoded::Answer => return None,
    })
}

/// The value a double offers: twice the cube as the game's actions leave it
/// (SGF writes `double` without a value). The last cube action sets it, so
/// the search runs back from the end: a game of many doubles costs a step
/// each, not the whole game each.
fn cube_after_double(game: &Game) -> u32 {
    let last_double =
        game.actions
            .iter()
            .enumerate()
            .rev()
            .find_map(|(index, action)| match action.kind {
                ActionKind::Double { cube } | ActionKind::Beaver { cube } => Some((index, cube)),
                _ => None,
            });
    // A value the file set after the last double (or with none) is the cube.
    let set = game.edits.iter().rev().find_map(|edit| match edit.change {
        Change::CubeValue(value) if last_double.is_none_or(|(index, _)| edit.action > index) => {
            Some(value)
        }
        _ => None,
    });
    set.or(last_double.map(|(_, cube)| cube))
        .unwrap_or(1)
        .saturating_mul(2)
}

/// The decisions GNU Backgammon analysed on a node whose action is `kind`:
/// the cube decision before a roll (`DA`) and the play (`A`, `LU`), or the
/// double or the answer to it (`DA`).
fn analysis_of(properties: &[Property<'_>], kind: &ActionKind, money: bool) -> Vec<Decision> {
    let cube = syntax::get(properties, "DA").and_then(|p| cube_values(p.first()));
    let mut decisions = Vec::new();
    match kind {
        ActionKind::Play { .. } | ActionKind::Dance { .. } => {
            if let Some(values) = cube {
                decisions.push(double_decision(values, false, money));
            }
            let error = syntax::get(properties, "A")
                .and_then(|p| play_error(p.values().map(|v| v.text.as_ref())));
            let luck = syntax::get(properties, "LU").and_then(|p| luck(p.first()));
            if error.is_some() || luck.is_some() {
                decisions.push(Decision::Play {
                    error: error.map(Recorded),
                    luck: luck.map(Recorded),
                    candidates: Vec::new(),
                });
            }
        }
        ActionKind::Double { .. } => {
            if let Some(values) = cube {
                decisions.push(double_decision(values, true, money));
            }
        }
        ActionKind::Take | ActionKind::Drop => {
            if let Some(values) = cube {
                decisions.push(take_decision(values, *kind == ActionKind::Take, money));
            }
        }
        _ => {}
    }
    decisions
}

/// A double pass is worth 1 to the doubler in money play, normalised to the
/// cube as GNU Backgammon's cubeful equities are.
const DOUBLE_PASS: f64 = 1.0;

/// The doubler's decision from the cubeful values (no double, double and
/// take). In money play these are equities and the error is the equity the
/// choice made gives up against the best (the opponent answering right); in
/// a match they are match winning chances, and the file does not say what
/// a drop is worth, so no error or equity is recorded.
fn double_decision((no_double, double_take): (f64, f64), doubled: bool, money: bool) -> Decision {
    let doubling = double_take.min(DOUBLE_PASS);
    let best = no_double.max(doubling);
    let made = if doubled { doubling } else { no_double };
    Decision::Double {
        doubled,
        error: money.then_some(Recorded(made - best)),
        equities: money.then_some(CubeEquities {
            no_double: Recorded(no_double),
            double_take: Recorded(double_take),
            double_pass: Recorded(DOUBLE_PASS),
        }),
    }
}

/// The answer to a double: to the taker a take is worth minus the double
/// take, a drop minus the double pass (money play only, as for the double).
fn take_decision((no_double, double_take): (f64, f64), took: bool, money: bool) -> Decision {
    let (take, pass) = (-double_take, -DOUBLE_PASS);
    let made = if took { take } else { pass };
    Decision::Take {
        took,
        error: money.then_some(Recorded(made - take.max(pass))),
        equities: money.then_some(CubeEquities {
            no_double: Recorded(no_double),
            double_take: Recorded(double_take),
            double_pass: Recorded(DOUBLE_PASS),
        }),
    }
}
