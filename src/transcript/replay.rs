//! Replay: every play through the rules engine, and the match's bookkeeping.
//!
//! Checked per game: whose turn it is, the cube (value, owner, who may double,
//! take/drop/beaver order, no double in the Crawford game), every play, and the
//! stated result against the game's value. Checked across games: the scores on
//! each ` Game N` line and the match winner.
//!
//! After an error the rest of the game is skipped and the next game's stated
//! scores are taken as given, so one mistake is reported once. A score line
//! that disagrees with known scores is reported and otherwise ignored.

use super::model::{Action, ActionKind, Dialect, Dice, Game, Location, Match, Outcome, Player};
use super::report::{Diagnostic, DiagnosticKind, MAX_DIAGNOSTICS, push_capped};
use super::rules::{Ending, Rules, board_ending};
use crate::board::{
    BAR, CHECKERS, HitMarks, OFF, Play, PlayError, Position, Roll, legal_plays, resolve_play,
};
use crate::notation::{Move, format_play};

/// What the replay found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replay {
    /// Rule breaks, in input order.
    pub errors: Vec<Diagnostic>,
    /// Writer quirks and unfinished matches.
    pub warnings: Vec<Diagnostic>,
    /// The score after the last game that could be replayed, player 1 first.
    pub score: [u32; 2],
    /// The player who reached the match length, if one did.
    pub winner: Option<Player>,
}

/// What the replay saw of one game: the board around every roll, the cube, and
/// how the game ended. Built by [`replay_traced`] for exports and rewriting.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameTrace {
    /// The game was the Crawford game (no doubling).
    pub crawford: bool,
    /// The score at the start of the game as the replay reckons it, player 1 first.
    pub score: [u32; 2],
    /// Every roll the replay followed, in order. Stops early where the replay did.
    pub rolls: Vec<RollTrace>,
    /// How the game ended, when the replay accepted its result.
    pub end: Option<GameEnd>,
}

/// One roll as the replay followed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollTrace {
    /// Index of the roll in the game's [`Game::actions`].
    pub action: usize,
    /// Who rolled.
    pub player: Player,
    /// The dice.
    pub roll: Roll,
    /// The board before the play, from the roller's view.
    pub before: Position,
    /// The play with one step per die and its real hits; empty for a dance or
    /// for a roll followed by a resignation.
    pub play: Play,
    /// The board after the play, still from the roller's view.
    pub after: Position,
    /// The cube's value when the roll was made.
    pub cube: u32,
    /// Who owned the cube then (`None`: in the middle).
    pub cube_owner: Option<Player>,
    /// The roller resigned after rolling instead of playing.
    pub resigned: bool,
}

/// How a game ended and what it was worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// Who won.
    pub winner: Player,
    /// Points won.
    pub points: u32,
    /// How.
    pub how: Ending,
}

/// How many legal plays an illegal-play hint lists.
const HINT_PLAYS: usize = 4;

/// Replays a whole transcript. Never fails: problems are in the returned lists.
pub fn replay(matched: &Match) -> Replay {
    run(matched, false).0
}

/// [`replay()`], also returning what it saw of each game: one [`GameTrace`] per
/// game of the match, in order (empty for games the replay did not reach).
pub fn replay_traced(matched: &Match) -> (Replay, Vec<GameTrace>) {
    run(matched, true)
}

fn run(matched: &Match, tracing: bool) -> (Replay, Vec<GameTrace>) {
    let mut replayer = Replayer::new(tracing);
    let hits = Some(marks_hits(matched));
    let last = matched.games.len().saturating_sub(1);
    for (index, game) in matched.games.iter().enumerate() {
        replayer.game(matched, game, index == last, hits);
    }
    let (replay, mut traces) = replayer.finish(matched, hits == Some(true));
    if tracing {
        traces.resize_with(matched.games.len(), GameTrace::default);
    }
    (replay, traces)
}

/// A warning, and whether it stands only if the transcript marks hits
/// somewhere (which a streaming replay learns only later).
#[derive(Clone, Debug)]
struct Warning {
    diagnostic: Diagnostic,
    provisional: bool,
}

/// Replay one game at a time, carrying the match state (score, Crawford, the
/// match's end) from game to game, so that a transcript can be checked while it
/// is read. An input may hold several matches one after another: see
/// [`Replayer::end_match`].
///
/// Memory stays bounded: the lists keep the first [`MAX_DIAGNOSTICS`] + 1
/// entries, which is all a report shows.
pub(crate) struct Replayer {
    errors: Vec<Diagnostic>,
    warnings: Vec<Warning>,
    /// Entries of `warnings` that are provisional, and that are not.
    provisional: usize,
    definite: usize,
    unmarked_hits: usize,
    /// Where the input's first game is, for warnings about the whole input.
    first_location: Option<Location>,
    tracing: bool,
    traces: Vec<GameTrace>,
    /// The current match.
    state: MatchState,
    /// The game being replayed, from its first action to its end.
    current: Option<Current>,
    /// The final score and winner of the last match that ended.
    ended: ([u32; 2], Option<Player>),
}

/// The game being replayed.
enum Current {
    /// A game after the match's end: not replayed.
    Skipped,
    Playing {
        state: Box<GameState>,
        /// Actions seen so far.
        actions: usize,
        /// An error stopped the replay of this game.
        halted: bool,
    },
}

/// What carries from game to game within one match.
#[derive(Default)]
struct MatchState {
    /// The rules of the match, from its headers when its first game is replayed.
    rules: Option<Rules>,
    /// Games of the match seen so far.
    games: usize,
    score: [u32; 2],
    /// False after a game that could not be scored: the next stated score is then
    /// taken as given rather than compared.
    score_known: bool,
    crawford_played: bool,
    match_over: Option<(Player, u32)>,
    /// Replay stopped for this match (a game after its end).
    stopped: bool,
    winner: Option<Player>,
    last_location: Option<Location>,
}

impl MatchState {
    fn new() -> MatchState {
        MatchState {
            score_known: true,
            ..MatchState::default()
        }
    }
}

impl Replayer {
    pub(crate) fn new(tracing: bool) -> Replayer {
        Replayer {
            errors: Vec::new(),
            warnings: Vec::new(),
            provisional: 0,
            definite: 0,
            unmarked_hits: 0,
            first_location: None,
            tracing,
            traces: Vec::new(),
            state: MatchState::new(),
            current: None,
            ended: ([0, 0], None),
        }
    }

    fn push_error(&mut self, diagnostic: Diagnostic) {
        push_capped(&mut self.errors, diagnostic);
    }

    fn push_warning(&mut self, diagnostic: Diagnostic, provisional: bool) {
        // Each kind keeps one entry more than a report shows, so that whichever
        // way the provisional ones go, the report's list is complete.
        let count = if provisional {
            &mut self.provisional
        } else {
            &mut self.definite
        };
        if *count <= MAX_DIAGNOSTICS {
            *count += 1;
            self.warnings.push(Warning {
                diagnostic,
                provisional,
            });
        }
    }

    /// Replays a whole game: [`Replayer::action`] for each of its actions, then
    /// [`Replayer::end_game`].
    pub(crate) fn game(
        &mut self,
        matched: &Match,
        game: &Game,
        last: bool,
        marks_hits: Option<bool>,
    ) {
        for action in &game.actions {
            self.action(matched, game, action, marks_hits);
        }
        self.end_game(matched, game, last);
    }

    /// Starts replaying `game` (its number, location and stated score; not
    /// its actions) unless it is started already.
    /// Starts following `game` unless it already is. Inlined: it runs before
    /// every action, and almost always finds the game started.
    #[inline]
    fn begin(&mut self, matched: &Match, game: &Game) {
        if self.current.is_none() {
            self.start(matched, game);
        }
    }

    /// Starts following `game`: checks that it may follow the games before it.
    fn start(&mut self, matched: &Match, game: &Game) {
        let index = self.state.games;
        self.state.games += 1;
        self.first_location.get_or_insert(game.location);
        self.state.last_location = Some(game.location);
        if self.state.stopped {
            self.current = Some(Current::Skipped);
            return;
        }
        let number = Some(game.number);
        if let Some((winner, after)) = self.state.match_over {
            self.push_error(Diagnostic::at(
                game.location,
                number,
                DiagnosticKind::UnexpectedAction,
                format!(
                    "the match was over after game {after} ({} reached {} points), but game {} follows",
                    winner.pick(&matched.players).name,
                    matched.length,
                    game.number
                ),
            ));
            self.state.stopped = true;
            self.current = Some(Current::Skipped);
            return;
        }
        let rules = *self.state.rules.get_or_insert_with(|| Rules::of(matched));
        let expected_number = u32::try_from(index + 1).unwrap_or(u32::MAX);
        if game.number != expected_number {
            self.push_warning(
                Diagnostic::at(
                    game.location,
                    number,
                    DiagnosticKind::GameNumber,
                    format!(
                        "expected game {expected_number}, found game {}",
                        game.number
                    ),
                ),
                false,
            );
        }
        let mut score = self.state.score;
        if let Some(locations) = game.score_locations {
            // A known score stays: a wrong score line is one typo, not a new
            // truth that would make every later line look wrong too.
            if self.state.score_known {
                for diagnostic in score_errors(matched, game, score, locations) {
                    self.push_error(diagnostic);
                }
            } else {
                score = game.score;
            }
        }
        let one_away = |points: u32| matched.length.checked_sub(1) == Some(points);
        let crawford = rules.crawford
            && matched.length > 0
            && !self.state.crawford_played
            && one_away(score[0]) != one_away(score[1]);
        self.state.crawford_played |= crawford;
        let mut state = GameState::new(matched, rules, game, crawford, score);
        state.tracing = self.tracing;
        self.state.score = score;
        self.current = Some(Current::Playing {
            state: Box::new(state),
            actions: 0,
            halted: false,
        });
    }

    /// Replays the next action of `game`, starting the game on its first.
    /// `marks_hits`: whether the input marks hits with `*` (`None`: no mark
    /// seen so far, which later text may change).
    pub(crate) fn action(
        &mut self,
        matched: &Match,
        game: &Game,
        action: &Action,
        marks_hits: Option<bool>,
    ) {
        self.begin(matched, game);
        if let Some(Current::Playing {
            state,
            actions,
            halted,
        }) = self.current.as_mut()
        {
            if *halted {
                return;
            }
            state.action_index = *actions;
            *actions += 1;
            state.marks_hits = marks_hits;
            // After an error the rest of the game is not followed.
            *halted = state.act(action).is_err();
        }
    }

    /// Ends `game`: its result is checked and scored. `last`: no game of the
    /// match follows.
    pub(crate) fn end_game(&mut self, matched: &Match, game: &Game, last: bool) {
        self.begin(matched, game);
        let Some(Current::Playing { mut state, .. }) = self.current.take() else {
            return;
        };
        let number = Some(game.number);
        let crawford = state.crawford;
        let mut score = state.score;
        let outcome = state.finish(last, game.unreadable);
        if self.tracing {
            self.traces.push(GameTrace {
                crawford,
                score,
                end: outcome.as_ref().map(|result| GameEnd {
                    winner: result.winner,
                    points: result.points,
                    how: state.ending.unwrap_or(Ending::Resign),
                }),
                rolls: std::mem::take(&mut state.rolls),
            });
        }
        self.unmarked_hits += state.unmarked_hits;
        for diagnostic in std::mem::take(&mut state.errors) {
            // Past the cap nothing more is shown: keep one entry beyond it.
            if self.errors.len() <= MAX_DIAGNOSTICS {
                self.errors.push(diagnostic);
            }
        }
        for warning in std::mem::take(&mut state.warnings) {
            self.push_warning(warning.diagnostic, warning.provisional);
        }
        match outcome {
            Some(result) => {
                let points = result.winner.pick_mut(&mut score);
                *points = points.saturating_add(result.points);
                let points = *points;
                self.state.score_known = true;
                let reached = matched.length > 0 && points >= matched.length;
                if reached {
                    self.state.match_over = Some((result.winner, game.number));
                    self.state.winner = Some(result.winner);
                } else if let Some(location) = result.claims_match {
                    self.push_error(Diagnostic::at(
                        location,
                        number,
                        DiagnosticKind::WrongResult,
                        format!(
                            "the result says `and the match`, but {} has {points} of {} points",
                            result.winner.pick(&matched.players).name,
                            matched.length
                        ),
                    ));
                }
            }
            None => self.state.score_known = false,
        }
        self.state.score = score;
    }

    /// Ends the current match (warning when it stops before its end); the next
    /// game starts a new match at 0-0.
    pub(crate) fn end_match(&mut self, matched: &Match) {
        let state = std::mem::replace(&mut self.state, MatchState::new());
        let Some(location) = state.last_location else {
            return;
        };
        self.ended = (state.score, state.winner);
        if matched.length > 0 && state.match_over.is_none() {
            self.push_warning(
                Diagnostic::at(
                    location,
                    None,
                    DiagnosticKind::Unfinished,
                    format!(
                        "the transcript ends at {}-{}, before either player reaches {} point{}",
                        state.score[0],
                        state.score[1],
                        matched.length,
                        plural(matched.length)
                    ),
                ),
                false,
            );
        }
    }

    /// Ends the input: the last match ends, and warnings that depended on
    /// whether the input marks hits are settled.
    pub(crate) fn finish(mut self, matched: &Match, marks_hits: bool) -> (Replay, Vec<GameTrace>) {
        if !marks_hits && self.unmarked_hits > 0 {
            let location = self.first_location.unwrap_or_default();
            let message = format!(
                "the transcript never marks hits with `*`; {} hits are unmarked",
                self.unmarked_hits
            );
            self.push_warning(
                Diagnostic::at(location, None, DiagnosticKind::WriterQuirk, message),
                false,
            );
        }
        self.end_match(matched);
        let warnings = self
            .warnings
            .into_iter()
            .filter(|w| marks_hits || !w.provisional)
            .map(|w| w.diagnostic)
            .collect();
        let replay = Replay {
            errors: self.errors,
            warnings,
            score: self.ended.0,
            winner: self.ended.1,
        };
        (replay, self.traces)
    }
}

fn score_errors(
    matched: &Match,
    game: &Game,
    score: [u32; 2],
    locations: [Location; 2],
) -> impl Iterator<Item = Diagnostic> {
    [Player::One, Player::Two]
        .into_iter()
        .filter(move |&player| player.pick(&game.score) != player.pick(&score))
        .map(move |player| {
            Diagnostic::at(
                *player.pick(&locations),
                Some(game.number),
                DiagnosticKind::WrongScore,
                format!(
                    "{} should have {} points at the start of game {}, but the score line says {}",
                    player.pick(&matched.players).name,
                    player.pick(&score),
                    game.number,
                    player.pick(&game.score)
                ),
            )
        })
}

/// The value a game's result must have.
#[derive(Clone, Copy, Debug)]
enum Value {
    /// Known exactly, with how it was reached.
    Exact(u32, &'static str),
    /// A resignation: one, two or three times the cube.
    Resigned,
}

#[derive(Clone, Copy, Debug)]
enum Phase {
    /// Before the first roll.
    Opening,
    /// The player may double or roll.
    Turn(Player),
    /// A double waits for its answer.
    Offered { doubler: Player, cube: u32 },
    /// A roll was written without moves although it had legal plays: either a
    /// resignation after rolling (if the opponent's win follows) or an illegal pass.
    NoPlay {
        player: Player,
        roll: Roll,
        location: Location,
        board: Position,
    },
    /// The game is decided; the result line comes next.
    Over { winner: Player, value: Value },
    /// The result was read.
    Finished { winner: Player, points: u32 },
}

/// A game's outcome.
struct GameOutcome {
    winner: Player,
    points: u32,
    /// Where `and the match` was written, if it was.
    claims_match: Option<Location>,
}

/// A game being replayed.
struct GameState {
    /// The players' names, for messages.
    names: [String; 2],
    /// The match length (0: money play).
    length: u32,
    rules: Rules,
    /// The game's number.
    number: u32,
    crawford: bool,
    score: [u32; 2],
    board: Position,
    view: Player,
    phase: Phase,
    cube: u32,
    owner: Option<Player>,
    claims_match: Option<Location>,
    /// The transcript marks hits with `*` somewhere; if not, unmarked hits are
    /// counted for a single warning rather than reported one by one. `None`: not
    /// known yet, so unmarked hits are counted and also reported provisionally.
    marks_hits: Option<bool>,
    unmarked_hits: usize,
    /// A plain game record: no result line is expected.
    plain: bool,
    last_location: Location,
    stopped: bool,
    errors: Vec<Diagnostic>,
    warnings: Vec<Warning>,
    /// Record every roll in `rolls` (for [`replay_traced`]).
    tracing: bool,
    /// Index of the action being replayed.
    action_index: usize,
    rolls: Vec<RollTrace>,
    /// How the game was decided, once it is.
    ending: Option<Ending>,
}

/// The game cannot be followed further.
struct Stop;

impl GameState {
    fn new(
        matched: &Match,
        rules: Rules,
        game: &Game,
        crawford: bool,
        score: [u32; 2],
    ) -> GameState {
        GameState {
            names: matched.players.clone().map(|p| p.name),
            length: matched.length,
            rules,
            number: game.number,
            crawford,
            score,
            board: Position::start(),
            view: Player::One,
            phase: Phase::Opening,
            cube: 1,
            owner: None,
            claims_match: None,
            marks_hits: Some(true),
            unmarked_hits: 0,
            plain: matched.dialect == Dialect::PlainRecord,
            last_location: game.location,
            stopped: false,
            errors: Vec::new(),
            warnings: Vec::new(),
            tracing: false,
            action_index: 0,
            rolls: Vec::new(),
            ending: None,
        }
    }

    fn name(&self, player: Player) -> &str {
        let name = player.pick(&self.names);
        if name.is_empty() {
            match player {
                Player::One => "player 1",
                Player::Two => "player 2",
            }
        } else {
            name
        }
    }

    fn error(&mut self, location: Location, kind: DiagnosticKind, message: String) -> Stop {
        self.push_error(Diagnostic::at(location, Some(self.number), kind, message))
    }

    fn push_error(&mut self, diagnostic: Diagnostic) -> Stop {
        push_capped(&mut self.errors, diagnostic);
        self.stopped = true;
        Stop
    }

    fn warn(&mut self, location: Location, kind: DiagnosticKind, message: String) {
        self.warn_if(location, kind, message, false);
    }

    fn warn_if(
        &mut self,
        location: Location,
        kind: DiagnosticKind,
        message: String,
        provisional: bool,
    ) {
        self.warnings.push(Warning {
            diagnostic: Diagnostic::at(location, Some(self.number), kind, message),
            provisional,
        });
    }

    fn act(&mut self, action: &Action) -> Result<(), Stop> {
        self.last_location = action.location;
        // A roll without moves is judged by what follows it.
        if let Phase::NoPlay { .. } = self.phase {
            let resigning = matches!(action.kind, ActionKind::Result { .. });
            if !resigning {
                return Err(self.illegal_pass());
            }
        }
        match action.kind {
            ActionKind::Play { dice, moves } => {
                let (list, count) = moves.moves();
                self.roll(
                    action,
                    dice,
                    Some(list.get(..count).unwrap_or_default()),
                    false,
                )
            }
            ActionKind::Dance { dice, cannot_move } => self.roll(action, dice, None, cannot_move),
            ActionKind::ResignAfterRoll { dice } => {
                self.check_roller(action)?;
                let roll = self.roll_of(action, dice)?;
                if self.tracing {
                    let board = if self.view == action.player {
                        self.board
                    } else {
                        self.board.switched()
                    };
                    self.trace_roll(action.player, roll, board, Play::new(), board, true);
                }
                self.ending = Some(Ending::Resign);
                self.phase = Phase::Over {
                    winner: action.player.other(),
                    value: Value::Resigned,
                };
                Ok(())
            }
            ActionKind::Double { cube } => self.double(action, cube),
            ActionKind::Take | ActionKind::Drop | ActionKind::Beaver { .. } => self.answer(action),
            ActionKind::Resign => match self.phase {
                Phase::Over { .. } | Phase::Finished { .. } => Err(self.after_end(action)),
                _ => {
                    self.ending = Some(Ending::Resign);
                    self.phase = Phase::Over {
                        winner: action.player.other(),
                        value: Value::Resigned,
                    };
                    Ok(())
                }
            },
            ActionKind::Result {
                outcome,
                points,
                match_won,
            } => self.result(action, outcome, points, match_won),
        }
    }

    fn illegal_pass(&mut self) -> Stop {
        let Phase::NoPlay {
            player,
            roll,
            location,
            board,
        } = self.phase
        else {
            return Stop;
        };
        let message = format!(
            "{} rolled {roll} and played nothing, but the roll has legal plays",
            self.name(player)
        );
        let diagnostic = Diagnostic::at(
            location,
            Some(self.number),
            DiagnosticKind::IllegalPlay,
            message,
        )
        .with_hint(legal_hint(&board, roll));
        self.push_error(diagnostic)
    }

    fn after_end(&mut self, action: &Action) -> Stop {
        let message = format!(
            "unexpected {} by {}: the game is already over",
            action.kind.name(),
            self.name(action.player)
        );
        self.error(action.location, DiagnosticKind::UnexpectedAction, message)
    }

    /// Checks that the player may roll now.
    fn check_roller(&mut self, action: &Action) -> Result<(), Stop> {
        let player = action.player;
        match self.phase {
            Phase::Opening => Ok(()),
            Phase::Turn(p) if p == player => Ok(()),
            Phase::Turn(p) => {
                let message = format!(
                    "{} rolled, but it is {}'s turn",
                    self.name(player),
                    self.name(p)
                );
                Err(self.error(action.location, DiagnosticKind::WrongTurn, message))
            }
            Phase::Offered { doubler, .. } => {
                let message = format!(
                    "{} rolled, but {}'s double has not been taken or dropped",
                    self.name(player),
                    self.name(doubler)
                );
                Err(self.error(action.location, DiagnosticKind::UnexpectedAction, message))
            }
            Phase::Over { .. } | Phase::Finished { .. } | Phase::NoPlay { .. } => {
                Err(self.after_end(action))
            }
        }
    }

    fn roll_of(&mut self, action: &Action, dice: Dice) -> Result<Roll, Stop> {
        dice.roll().map_err(|e| {
            let message = format!("the roll {}{} is not a roll: {e}", dice.0, dice.1);
            self.error(action.location, DiagnosticKind::Syntax, message)
        })
    }

    fn roll(
        &mut self,
        action: &Action,
        dice: Dice,
        moves: Option<&[Move]>,
        cannot_move: bool,
    ) -> Result<(), Stop> {
        self.check_roller(action)?;
        let roll = self.roll_of(action, dice)?;
        // The reader only makes real points; a match built another way (from
        // JSON, say) may not, and the rules engine indexes the board by point.
        if let Some(mv) = moves
            .unwrap_or(&[])
            .iter()
            .find(|m| m.from > BAR || m.from == OFF || m.to >= m.from)
        {
            let message = format!(
                "the move {}/{} does not go from a point (1-24 or the bar) to a lower one",
                mv.from, mv.to
            );
            return Err(self.error(action.location, DiagnosticKind::IllegalPlay, message));
        }
        let player = action.player;
        if self.view != player {
            self.board = self.board.switched();
            self.view = player;
        }
        let resolved = match resolve_play(&self.board, roll, moves.unwrap_or(&[])) {
            Ok(resolved) => resolved,
            Err(PlayError::MovesRequired { .. }) if moves.is_none() && !cannot_move => {
                // Traced as played nothing; a result that follows marks it resigned.
                if self.tracing {
                    self.trace_roll(player, roll, self.board, Play::new(), self.board, false);
                }
                self.phase = Phase::NoPlay {
                    player,
                    roll,
                    location: action.location,
                    board: self.board,
                };
                return Ok(());
            }
            Err(error) => return Err(self.illegal(action, roll, &error)),
        };
        self.check_hit_marks(action, &resolved.play, &resolved.hit_marks);
        if self.tracing {
            let (before, after) = (self.board, resolved.result);
            self.trace_roll(player, roll, before, resolved.play, after, false);
        }
        self.board = resolved.result;
        self.phase = if self.board.off() == CHECKERS {
            self.ending = Some(self.board_ending());
            let (value, how) = self.game_value();
            Phase::Over {
                winner: player,
                value: Value::Exact(value, how),
            }
        } else {
            Phase::Turn(player.other())
        };
        Ok(())
    }

    /// Records a roll for [`replay_traced`].
    fn trace_roll(
        &mut self,
        player: Player,
        roll: Roll,
        before: Position,
        play: Play,
        after: Position,
        resigned: bool,
    ) {
        self.rolls.push(RollTrace {
            action: self.action_index,
            player,
            roll,
            before,
            play,
            after,
            cube: self.cube,
            cube_owner: self.owner,
            resigned,
        });
    }

    /// Warns where written `*` marks disagree with the hits made. Writers repeat
    /// the mark with a repeat count (`13/1*(2)`: one hit, two checkers), so a mark
    /// on a point that was hit is never spurious. A transcript that marks no hit
    /// at all gets one warning at its end instead of one per hit.
    fn check_hit_marks(&mut self, action: &Action, play: &Play, marks: &HitMarks) {
        let hit_points = |p: &u8| play.steps().iter().any(|s| s.hit && s.to == *p);
        let spurious: Vec<u8> = marks
            .spurious
            .iter()
            .copied()
            .filter(|p| !hit_points(p))
            .collect();
        let unmarked: Vec<u8> = match self.marks_hits {
            Some(true) => marks.unmarked.clone(),
            Some(false) => {
                self.unmarked_hits += marks.unmarked.len();
                Vec::new()
            }
            None => {
                self.unmarked_hits += marks.unmarked.len();
                marks.unmarked.clone()
            }
        };
        if spurious.is_empty() && unmarked.is_empty() {
            return;
        }
        let list = |points: &[u8]| {
            points
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut parts = Vec::new();
        if !unmarked.is_empty() {
            parts.push(format!(
                "hits on {} are not marked with `*`",
                list(&unmarked)
            ));
        }
        if !spurious.is_empty() {
            parts.push(format!(
                "`*` marks a hit on {} where nothing is hit",
                list(&spurious)
            ));
        }
        let message = format!("in the play {}, {}", format_play(play), parts.join(" and "));
        // Without a mark seen so far, the warning stands only if one comes later.
        let provisional = self.marks_hits.is_none();
        self.warn_if(
            action.location,
            DiagnosticKind::HitMarks,
            message,
            provisional,
        );
    }

    /// Gammons and backgammons count single: money play under the Jacoby rule
    /// with the cube never turned.
    fn jacoby_applies(&self) -> bool {
        self.rules.jacoby && self.owner.is_none() && self.cube == 1
    }

    /// What a resignation may be worth: a single game, gammon or backgammon.
    fn resignation_values(&self) -> impl Iterator<Item = u32> + '_ {
        let multiples: &[u32] = if self.jacoby_applies() {
            &[1]
        } else {
            &[1, 2, 3]
        };
        multiples.iter().map(|&m| self.cube.saturating_mul(m))
    }

    /// What bearing off the last checker won: single, gammon or backgammon.
    fn board_ending(&self) -> Ending {
        board_ending(&self.board)
    }

    /// Points for the player who just bore off their last checker.
    fn game_value(&self) -> (u32, &'static str) {
        let (multiple, how) = match self.board_ending() {
            Ending::Backgammon => (3, "a backgammon"),
            Ending::Gammon => (2, "a gammon"),
            _ => (1, "a single game"),
        };
        if multiple > 1 && self.jacoby_applies() {
            return (1, "a gammon counted single (Jacoby rule, cube not turned)");
        }
        (self.cube.saturating_mul(multiple), how)
    }

    fn illegal(&mut self, action: &Action, roll: Roll, error: &PlayError) -> Stop {
        let location = match &action.kind {
            ActionKind::Play { moves, .. } => {
                let (list, count) = moves.moves();
                error_move(error, list.get(..count).unwrap_or_default())
                    .and_then(|i| moves.as_slice().get(i))
                    .map_or(action.location, |w| w.location)
            }
            _ => action.location,
        };
        let message = format!("{} rolled {roll}: {error}", self.name(action.player));
        let diagnostic = Diagnostic::at(
            location,
            Some(self.number),
            DiagnosticKind::IllegalPlay,
            message,
        )
        .with_hint(legal_hint(&self.board, roll));
        self.push_error(diagnostic)
    }

    fn double(&mut self, action: &Action, offered: u32) -> Result<(), Stop> {
        let player = action.player;
        match self.phase {
            Phase::Turn(p) if p == player => {}
            Phase::Opening => {
                let message = format!("{} doubled before the first roll", self.name(player));
                return Err(self.error(action.location, DiagnosticKind::CubeOutOfTurn, message));
            }
            Phase::Turn(p) => {
                let message = format!(
                    "{} doubled during {}'s turn",
                    self.name(player),
                    self.name(p)
                );
                return Err(self.error(action.location, DiagnosticKind::CubeOutOfTurn, message));
            }
            _ => {
                let message = format!("unexpected double by {}", self.name(player));
                return Err(self.error(action.location, DiagnosticKind::UnexpectedAction, message));
            }
        }
        if let Some(owner) = self.owner.filter(|&o| o != player) {
            let message = format!(
                "{} doubled, but the cube is on {}'s side at {}",
                self.name(player),
                self.name(owner),
                self.cube
            );
            return Err(self.error(action.location, DiagnosticKind::CubeOutOfTurn, message));
        }
        if self.crawford {
            let message = format!(
                "{} doubled in the Crawford game (score {}-{} in a {}-point match)",
                self.name(player),
                self.score[0],
                self.score[1],
                self.length
            );
            return Err(self.error(action.location, DiagnosticKind::CrawfordDouble, message));
        }
        self.check_cube(action, offered)?;
        self.phase = Phase::Offered {
            doubler: player,
            cube: offered,
        };
        Ok(())
    }

    /// A new cube value must be twice the current one and within the limit.
    fn check_cube(&mut self, action: &Action, offered: u32) -> Result<(), Stop> {
        let expected = self.cube.saturating_mul(2);
        if offered != expected {
            let message = format!(
                "the cube is at {}, so a double offers {expected}, not {offered}",
                self.cube
            );
            return Err(self.error(action.location, DiagnosticKind::WrongCube, message));
        }
        if let Some(limit) = self.rules.cube_limit.filter(|&limit| offered > limit) {
            let message = format!("the cube would reach {offered}, above the cube limit {limit}");
            return Err(self.error(action.location, DiagnosticKind::WrongCube, message));
        }
        Ok(())
    }

    fn answer(&mut self, action: &Action) -> Result<(), Stop> {
        let player = action.player;
        let Phase::Offered { doubler, cube } = self.phase else {
            let context = match self.phase {
                Phase::Over { .. } | Phase::Finished { .. } => "the game is already over",
                _ => "no double is waiting for an answer",
            };
            let message = format!(
                "unexpected {} by {}: {context}",
                action.kind.name(),
                self.name(player)
            );
            return Err(self.error(action.location, DiagnosticKind::UnexpectedAction, message));
        };
        if player == doubler {
            let message = format!(
                "{} answered their own double; the answer must come from {}",
                self.name(player),
                self.name(doubler.other())
            );
            return Err(self.error(action.location, DiagnosticKind::UnexpectedAction, message));
        }
        match action.kind {
            ActionKind::Take => {
                self.cube = cube;
                self.owner = Some(player);
                self.phase = Phase::Turn(doubler);
            }
            ActionKind::Drop => {
                self.ending = Some(Ending::Drop);
                self.phase = Phase::Over {
                    winner: doubler,
                    value: Value::Exact(self.cube, "the cube before the dropped double"),
                };
            }
            ActionKind::Beaver { cube: beaver } => {
                if self.length != 0 || self.rules.beavers == Some(false) {
                    let why = if self.length == 0 {
                        "the header turns beavers off"
                    } else {
                        "beavers are a money-game rule"
                    };
                    let message = format!("{} beavered, but {why}", self.name(player));
                    return Err(self.error(action.location, DiagnosticKind::Beaver, message));
                }
                self.cube = cube;
                self.check_cube(action, beaver)?;
                self.cube = beaver;
                self.owner = Some(player);
                self.phase = Phase::Turn(doubler);
            }
            _ => {}
        }
        Ok(())
    }

    fn result(
        &mut self,
        action: &Action,
        outcome: Outcome,
        points: u32,
        match_won: bool,
    ) -> Result<(), Stop> {
        let winner = outcome.winner(action.player);
        if match_won {
            self.claims_match = Some(action.location);
        }
        let value = match self.phase {
            Phase::Finished {
                winner: w,
                points: p,
            } => {
                if w != winner || p != points {
                    let message = format!(
                        "this result ({} gets {points}) disagrees with the one before it ({} gets {p})",
                        self.name(winner),
                        self.name(w)
                    );
                    return Err(self.error(action.location, DiagnosticKind::WrongResult, message));
                }
                return Ok(());
            }
            Phase::Over { winner: w, value } => {
                if w != winner {
                    let message = format!(
                        "{} won the game, but the result names {}",
                        self.name(w),
                        self.name(winner)
                    );
                    return Err(self.error(action.location, DiagnosticKind::WrongResult, message));
                }
                value
            }
            Phase::NoPlay { player, roll, .. } => {
                if winner == player {
                    return Err(self.illegal_pass());
                }
                let message = format!(
                    "{} rolled {roll} and wrote no play before the game ended; read as a resignation after rolling",
                    self.name(player)
                );
                self.warn(self.last_location, DiagnosticKind::WriterQuirk, message);
                if let Some(last) = self.rolls.last_mut() {
                    last.resigned = true;
                }
                self.ending = Some(Ending::Resign);
                Value::Resigned
            }
            Phase::Opening | Phase::Turn(_) | Phase::Offered { .. } => {
                self.ending = Some(Ending::Resign);
                Value::Resigned
            }
        };
        match value {
            Value::Exact(expected, how) if expected != points => {
                let message = format!(
                    "{} wins {expected} point{} ({how} with the cube at {}), but the result says {points}",
                    self.name(winner),
                    plural(expected),
                    self.cube
                );
                return Err(self.error(action.location, DiagnosticKind::WrongResult, message));
            }
            Value::Resigned if !self.resignation_values().any(|v| v == points) => {
                let needed = self.length.saturating_sub(*winner.pick(&self.score));
                let decides = self.length > 0 && self.cube >= needed && points >= needed;
                let message = if self.jacoby_applies() {
                    format!(
                        "with the Jacoby rule and the cube not turned a resignation is worth 1 point, but the result says {points}"
                    )
                } else {
                    format!(
                        "a resignation is worth 1, 2 or 3 times the cube ({}), but the result says {points}",
                        self.cube
                    )
                };
                if decides {
                    // Any legal value wins the match, so the number changes nothing.
                    self.warn(action.location, DiagnosticKind::WriterQuirk, message);
                } else {
                    return Err(self.error(action.location, DiagnosticKind::WrongResult, message));
                }
            }
            _ => {}
        }
        self.phase = Phase::Finished { winner, points };
        Ok(())
    }

    /// The game's outcome, reporting a missing result.
    fn finish(&mut self, last_game: bool, unreadable: bool) -> Option<GameOutcome> {
        if self.stopped || unreadable {
            return None;
        }
        let number = self.number;
        match self.phase {
            Phase::Finished { winner, points } => Some(GameOutcome {
                winner,
                points,
                claims_match: self.claims_match,
            }),
            // A plain game record has no result lines: the board decides.
            Phase::Over {
                winner,
                value: Value::Exact(points, _),
            } if self.plain => Some(GameOutcome {
                winner,
                points,
                claims_match: None,
            }),
            _ if self.plain => None,
            Phase::Over { winner, .. } => {
                let message = format!(
                    "game {number} is over ({} won) but no result line follows",
                    self.name(winner)
                );
                self.error(self.last_location, DiagnosticKind::MissingResult, message);
                None
            }
            _ if last_game => {
                let message = format!("game {number} stops before it is decided");
                self.warn(self.last_location, DiagnosticKind::Unfinished, message);
                None
            }
            Phase::NoPlay { .. } => {
                self.illegal_pass();
                None
            }
            _ => {
                let message =
                    format!("game {number} stops before it is decided, and another game follows");
                self.error(self.last_location, DiagnosticKind::MissingResult, message);
                None
            }
        }
    }
}

/// Whether any written move carries a `*`.
fn marks_hits(matched: &Match) -> bool {
    matched
        .games
        .iter()
        .flat_map(|g| &g.actions)
        .any(|a| match &a.kind {
            ActionKind::Play { moves, .. } => moves.as_slice().iter().any(|w| w.mv.hit),
            _ => false,
        })
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The written move a play error is about, if it names one.
fn error_move(error: &PlayError, moves: &[Move]) -> Option<usize> {
    let (from, to) = match *error {
        PlayError::NoChecker { from, to }
        | PlayError::MustEnterFirst { from, to }
        | PlayError::NoDieFits { from, to, .. }
        | PlayError::Blocked { from, to, .. } => (from, Some(to)),
        PlayError::NotAllHome { from } | PlayError::NotHighest { from } => (from, None),
        _ => return None,
    };
    moves
        .iter()
        .position(|m| m.from == from && to.is_none_or(|to| m.to == to))
}

/// A few legal plays, shortest first, for an illegal-play hint.
fn legal_hint(board: &Position, roll: Roll) -> String {
    let plays = legal_plays(board, roll);
    if !plays.iter().any(|p| !p.play.is_empty()) {
        return format!("{roll} has no legal play here");
    }
    let mut texts: Vec<String> = plays.iter().map(|p| format_play(&p.play)).collect();
    texts.sort_by(|a, b| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
    let shown = texts
        .iter()
        .take(HINT_PLAYS)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if texts.len() > HINT_PLAYS {
        format!("legal plays include {shown} ({} in all)", texts.len())
    } else {
        format!("legal plays: {shown}")
    }
}
