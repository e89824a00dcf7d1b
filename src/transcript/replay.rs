//! Replay: every play through the rules engine, and the match's bookkeeping.
//!
//! Checked per game: whose turn it is, the cube (value, owner, who may double,
//! take/drop/beaver order, no double in the Crawford game), every play, and the
//! stated result against the game's value. Checked across games: the scores on
//! each ` Game N` line and the match winner.
//!
//! After an error the rest of the game is skipped and the next game's stated
//! scores are taken as given, so one mistake is reported once. A score line
//! lower than the known score is reported and otherwise ignored; a higher one
//! (a match continued from an earlier file, an excerpt with games missing) is
//! taken, with a warning, once a later line or the match's end agrees with it;
//! so is a money session's count starting again at 0-0.

use super::model::{
    Action, ActionKind, Change, Dialect, Dice, Game, Location, Match, Outcome, Player, Span,
    StatedCrawford,
};
use super::report::{
    Diagnostic, DiagnosticKind, GameSummary, MAX_DIAGNOSTICS, MAX_SUMMARIES, MAX_SUMMARY_GAMES,
    MatchSummary, push_capped,
};
use super::rules::{
    Answer, Cap, Ending, Forgiven, MatchBreak, NoPlayEnd, Phase, Referee, ResultRead, RuleBreak,
    Rules, ScoreLine, Scoreboard, Value,
};
use crate::board::{BAR, HitMarks, OFF, Play, PlayError, Position, ResolvedPlay, Roll, hits_of};
use crate::notation::{Move, format_play};
use crate::rules::Rules as Variant;

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
    /// Each match as counted: players, length, score, winner and every game's
    /// result (at most [`MAX_SUMMARIES`] matches and [`MAX_SUMMARY_GAMES`] games).
    pub matches: Vec<MatchSummary>,
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
    /// How many of the game's actions, from the first, the replay followed:
    /// all of them, or those before the rule break that stopped it.
    pub followed: usize,
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
    /// Points won: the game's value by the rules, which the score counts.
    pub points: u32,
    /// The points the result line says, when a writer's convention made it
    /// another number than `points` (a value capped at what the match
    /// needed, a sentinel); else equal to `points`.
    pub written: u32,
    /// How.
    pub how: Ending,
}

/// How many legal plays an illegal-play hint lists.
const HINT_PLAYS: usize = 4;

/// Replays a whole transcript. Never fails: problems are in the returned lists.
pub fn replay(matched: &Match) -> Replay {
    run(matched, false, None).0
}

/// [`replay()`] under the rules `variant` names, whatever the headers say
/// (`None`: the rules the headers name, standard without any).
pub fn replay_with(matched: &Match, variant: Option<Variant>) -> Replay {
    run(matched, false, variant).0
}

/// [`replay()`], also returning what it saw of each game: one [`GameTrace`] per
/// game of the match, in order (empty for games the replay did not reach).
pub fn replay_traced(matched: &Match) -> (Replay, Vec<GameTrace>) {
    run(matched, true, None)
}

/// [`replay_traced`] under the rules `variant` names (see [`replay_with`]).
pub(crate) fn replay_traced_with(
    matched: &Match,
    variant: Option<Variant>,
) -> (Replay, Vec<GameTrace>) {
    run(matched, true, variant)
}

fn run(matched: &Match, tracing: bool, variant: Option<Variant>) -> (Replay, Vec<GameTrace>) {
    let mut replayer = Replayer::new(tracing).with_variant(variant);
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

/// [`replay_with`] over matches read one after another from one input (files
/// joined end to end), as a streamed .mat input of several matches is
/// replayed: each match from 0-0, and one report. Hits count as marked when
/// any match marks one.
pub(crate) fn replay_matches_with(matches: &[Match], variant: Option<Variant>) -> Replay {
    let Some(last) = matches.last() else {
        return Replay::default();
    };
    let mut replayer = Replayer::new(false).with_variant(variant);
    let hits = Some(matches.iter().any(marks_hits));
    let mut previous: Option<&Match> = None;
    for matched in matches {
        if let Some(previous) = previous {
            replayer.end_match(previous);
        }
        let end = matched.games.len().saturating_sub(1);
        for (index, game) in matched.games.iter().enumerate() {
            replayer.game(matched, game, index == end, hits);
        }
        previous = Some(matched);
    }
    replayer.finish(last, hits == Some(true)).0
}

/// A warning, and whether it stands only if the transcript marks hits
/// somewhere (which a streaming replay learns only later).
#[derive(Clone, Debug)]
struct Warning {
    /// Its message is empty while `unworded` holds what it will say.
    diagnostic: Diagnostic,
    provisional: bool,
    /// A hit-mark warning not yet put into words: most provisional ones are
    /// dropped at the input's end, so they are worded only when kept. Held
    /// in place, not boxed: a transcript that never marks a hit has one for
    /// every play that hits, and a box each cost more than the moves.
    unworded: Option<HitMarkWords>,
}

impl Warning {
    /// The warning as reported once the input is read (`marks_hits`: it
    /// marks hits somewhere), worded if it was not yet; `None` when what it
    /// would say does not stand.
    fn resolved(self, marks_hits: bool) -> Option<Diagnostic> {
        if self.provisional && !marks_hits {
            return None;
        }
        let mut diagnostic = self.diagnostic;
        if let Some(mut words) = self.unworded {
            let settled = marks_hits && words.unsettled_unless_marked;
            if settled {
                words.unsettled.clear();
            }
            let message = words.message();
            // A warning is made only where the marks disagree with the hits:
            // it has nothing to say only when a later mark settled it.
            debug_assert!(
                message.is_some() || settled,
                "a hit-mark warning where the marks agree"
            );
            diagnostic.message = message?;
        }
        Some(diagnostic)
    }
}

/// What a hit-mark warning says, before it is put into words.
#[derive(Clone, Debug)]
struct HitMarkWords {
    play: Play,
    /// Hits without a `*`, when the warning names them.
    unmarked: Vec<u8>,
    /// The unmarked hits are every hit of `play` (listed from it when worded),
    /// not `unmarked`.
    unmarked_are_play_hits: bool,
    /// `*` marks where nothing was hit.
    spurious: Vec<u8>,
    /// Hits the marks leave open.
    unsettled: Vec<u8>,
    /// `unsettled` was found before the transcript was known to mark hits
    /// or not: a `*` anywhere in it settles them (a move without one hits
    /// nowhere), and then they are not said.
    unsettled_unless_marked: bool,
}

impl HitMarkWords {
    fn message(&self) -> Option<String> {
        let marks = crate::board::HitMarks {
            unmarked: if self.unmarked_are_play_hits {
                hits_of(&self.play)
            } else {
                self.unmarked.clone()
            },
            spurious: self.spurious.clone(),
            unsettled: self.unsettled.clone(),
        };
        // Nothing to say once a mark found later settled the only open hit.
        let words = marks.describe()?;
        // The play as the rules read it, which shows its hits: not the
        // transcript's words, which left them out.
        Some(format!(
            "in the play read as {}, {words}",
            format_play(&self.play)
        ))
    }
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
    /// The matches ended so far, as counted.
    summaries: Vec<MatchSummary>,
    /// The current match's games so far, as counted.
    games: Vec<GameSummary>,
    /// Games listed in `summaries` and `games`, against [`MAX_SUMMARY_GAMES`].
    games_listed: usize,
    /// The rules chosen by the caller, over any the headers name.
    variant: Option<Variant>,
    /// The last game's state, emptied, for the next game to fill: its lists
    /// and names keep their memory from game to game.
    spare: Option<Box<GameState>>,
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
    /// The score, the Crawford game and the winner, under the rules of the
    /// match's headers; set when its first game is replayed.
    scoreboard: Option<Scoreboard>,
    /// Games of the match seen so far.
    games: usize,
    /// The number the last game was written with: the next follows it, so
    /// that games left out or numbered from 0 are named once, not at every
    /// game after them.
    last_number: Option<u32>,
    /// The game being started is numbered past the one after the last game.
    numbered_after_gap: bool,
    /// False after a game that could not be scored: the next stated score is then
    /// taken as given rather than compared.
    score_known: bool,
    /// The game being followed started at a score that could not be taken
    /// after an undecided game: its count is no better known than before it.
    score_unsure: bool,
    /// The number of the game that won the match.
    won_in: Option<u32>,
    /// A score line in the middle of the match higher than counted, until a
    /// later line or the match's end tells games left out from a typo.
    jump: Option<Jump>,
    /// After a score line the count cannot explain (an error): the count
    /// as that line has it, kept beside the replay's. A later line that
    /// agrees with it and not with the replay's shows a writer who counted
    /// a game otherwise and went on from there: the replay takes its count
    /// up, so that one difference is one error, not one at every later
    /// game. A later line on the replay's count showed a typo.
    as_written: Option<Scoreboard>,
    /// The game just scored, when the next score line may count it
    /// otherwise.
    counted_otherwise: Option<CountedOtherwise>,
    /// Replay stopped for this match (a game after its end).
    stopped: bool,
    /// A game of the match was left undecided by an error in it: the count
    /// falls short of the transcript, so the match is not called unfinished.
    undecided_by_error: bool,
    last_location: Option<Location>,
}

/// A game scored at `points` for `winner` that a writer's next score line
/// may count at `counted` instead, for `why`.
#[derive(Clone, Copy)]
struct CountedOtherwise {
    game: u32,
    winner: Player,
    points: u32,
    counted: u32,
    why: OtherCount,
}

/// Why a writer's score line may count a game otherwise.
#[derive(Clone, Copy)]
enum OtherCount {
    /// The game began with the cube at this value (GNU Backgammon's
    /// automatic doubles), which its session score leaves out.
    AutomaticDoubles(u32),
    /// A gammon or backgammon with the cube never turned, in money play
    /// whose headers do not say whether the Jacoby rule holds: counted
    /// single, as under it (GNU Backgammon's .mat export of an imported
    /// session played under it writes the full value on the result line).
    JacobySingle,
}

impl CountedOtherwise {
    /// `game`, ended `how` under `referee` and decided as `outcome`, if a
    /// score line may count it otherwise: it began with the cube above 1,
    /// or it is a gammon or backgammon with the cube never turned, at full
    /// value, where the match's headers (`scoreboard`'s rules) do not name
    /// the Jacoby rule.
    fn of(
        game: &Game,
        referee: &Referee,
        how: Ending,
        outcome: Option<&GameOutcome>,
        scoreboard: Option<&Scoreboard>,
    ) -> Option<CountedOtherwise> {
        let (winner, points) = outcome.map(|won| (won.winner, won.points))?;
        let jacoby_unsaid = scoreboard.is_some_and(|s| s.rules().jacoby_as_written);
        let other = |counted, why| CountedOtherwise {
            game: game.number,
            winner,
            points,
            counted,
            why,
        };
        if let Some(cube) = starting_cube(game).filter(|&cube| cube > 1) {
            let counted = points / cube;
            return points
                .is_multiple_of(cube)
                .then(|| other(counted, OtherCount::AutomaticDoubles(cube)));
        }
        let cube = referee.cube();
        let on_the_board = matches!(how, Ending::Gammon | Ending::Backgammon);
        (jacoby_unsaid && on_the_board && referee.owner().is_none() && points > cube)
            .then(|| other(cube, OtherCount::JacobySingle))
    }

    /// The score after the game counted otherwise, from `before`.
    fn score(&self, before: [u32; 2]) -> Option<[u32; 2]> {
        let mut score = before;
        let won = self.winner.pick_mut(&mut score);
        *won = won.checked_sub(self.points)? + self.counted;
        Some(score)
    }
}

impl MatchState {
    fn new() -> MatchState {
        MatchState {
            score_known: true,
            score_unsure: false,
            ..MatchState::default()
        }
    }

    /// The score after the games scored so far.
    fn score(&self) -> [u32; 2] {
        self.scoreboard.map_or([0, 0], |s| s.score)
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
            summaries: Vec::new(),
            games: Vec::new(),
            games_listed: 0,
            variant: None,
            spare: None,
        }
    }

    /// The same replayer, checking every match under `variant` whatever its
    /// headers say (`None`: as the headers say).
    pub(crate) fn with_variant(self, variant: Option<Variant>) -> Replayer {
        Replayer { variant, ..self }
    }

    fn push_error(&mut self, diagnostic: Diagnostic) {
        push_capped(&mut self.errors, diagnostic);
    }

    fn push_warning(&mut self, diagnostic: Diagnostic, provisional: bool) {
        self.keep_warning(Warning {
            diagnostic,
            provisional,
            unworded: None,
        });
    }

    fn keep_warning(&mut self, warning: Warning) {
        let provisional = warning.provisional;
        // Each kind keeps one entry more than a report shows, so that whichever
        // way the provisional ones go, the report's list is complete.
        let count = if provisional {
            &mut self.provisional
        } else {
            &mut self.definite
        };
        if *count <= MAX_DIAGNOSTICS {
            *count += 1;
            self.warnings.push(warning);
        }
    }

    /// [`Replayer::keep_warning`] for each of `warnings`, in order, leaving
    /// the list empty (with its memory). When all of them fit under the caps,
    /// as they mostly do, they are moved over at once.
    fn keep_warnings(&mut self, warnings: &mut Vec<Warning>) {
        let provisional = warnings.iter().filter(|w| w.provisional).count();
        let definite = warnings.len() - provisional;
        if self.provisional + provisional <= MAX_DIAGNOSTICS + 1
            && self.definite + definite <= MAX_DIAGNOSTICS + 1
        {
            self.provisional += provisional;
            self.definite += definite;
            self.warnings.append(warnings);
            return;
        }
        for warning in warnings.drain(..) {
            self.keep_warning(warning);
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
    #[inline(always)]
    fn begin(&mut self, matched: &Match, game: &Game) {
        if self.current.is_none() {
            self.start(matched, game);
        }
    }

    /// Refuses a match played on another board (its `Variation` header),
    /// at its first game: one error, and no game followed. Whether it did.
    #[cold]
    fn refuse_variant(&mut self, matched: &Match, game: &Game) -> bool {
        let Some(variation) = board_variant(matched) else {
            return false;
        };
        let message = format!(
            "the match is played as {variation} (its `Variation` header), which starts from another board; bgkit replays standard backgammon only"
        );
        let diagnostic = Diagnostic::at(
            game.location,
            Some(game.number),
            DiagnosticKind::Variant,
            message,
        );
        self.push_error(diagnostic);
        // Not followed, the match says nothing of where it ended.
        self.state.undecided_by_error = true;
        self.state.stopped = true;
        self.current = Some(Current::Skipped);
        true
    }

    /// Starts following `game`: checks that it may follow the games before it.
    /// Out of line, so that [`Replayer::begin`] stays small.
    #[inline(never)]
    fn start(&mut self, matched: &Match, game: &Game) {
        self.state.games += 1;
        self.first_location.get_or_insert(game.location);
        self.state.last_location = Some(game.location);
        if self.state.stopped {
            self.current = Some(Current::Skipped);
            return;
        }
        if self.state.scoreboard.is_none() && self.refuse_variant(matched, game) {
            return;
        }
        let mut scoreboard = *self.state.scoreboard.get_or_insert_with(|| {
            Scoreboard::new(Rules::of_variant(matched, self.variant), matched.length)
        });
        if let Some(jump) = self.state.jump.take() {
            // A later game shows whether an earlier jump of the score was
            // real: a typo would leave this score line on the count without
            // it, or end the match before this game.
            let typo = if game.score_locations.is_some() {
                game.score != scoreboard.score && game.score == jump.without.score
            } else {
                scoreboard.winner().is_some() && jump.without.winner().is_none()
            };
            self.settle_jump(matched, jump, &mut scoreboard, typo);
        }
        self.count_as_written(game, &mut scoreboard);
        if let Err(broken) = scoreboard.may_start_game() {
            self.push_error(self.match_error(matched, game, broken, game.location));
            self.state.stopped = true;
            self.current = Some(Current::Skipped);
            return;
        }
        self.check_game_number(game);
        if let Some(locations) = game.score_locations {
            if self.state.score_known {
                self.check_score(matched, game, &mut scoreboard, locations);
            } else {
                self.take_score(matched, game, &mut scoreboard, locations);
            }
        }
        let stated = game
            .stated_crawford
            .filter(|_| matched.length > 0 && scoreboard.rules().crawford);
        let (checked, taken) = match stated {
            Some(stated) if scoreboard.settle_crawford(stated.crawford) => (Some(stated), None),
            taken => (None, taken),
        };
        let referee = scoreboard.start_game();
        if let Some(written) = self.state.as_written.as_mut() {
            let _ = written.start_game();
        }
        if let Some(stated) = checked
            && stated.crawford != referee.crawford()
        {
            let warning = crawford_mismatch(matched, game, referee.score(), stated);
            self.push_warning(warning, false);
        }
        self.state.scoreboard = Some(scoreboard);
        let mut state = GameState::renewed(self.spare.take(), matched, referee, game);
        state.tracing = self.tracing;
        state.crawford_by_word = taken.is_some_and(|stated| stated.crawford);
        self.current = Some(Current::Playing {
            state,
            actions: 0,
            halted: false,
        });
    }

    /// Warns of a game not numbered one past the game before it.
    fn check_game_number(&mut self, game: &Game) {
        let expected_number = self.state.last_number.map_or(1, |n| n.saturating_add(1));
        self.state.last_number = Some(game.number);
        self.state.numbered_after_gap = game.number > expected_number;
        if game.number != expected_number {
            self.push_warning(
                Diagnostic::at(
                    game.location,
                    Some(game.number),
                    DiagnosticKind::GameNumber,
                    format!(
                        "expected game {expected_number}, found game {}",
                        game.number
                    ),
                ),
                false,
            );
        }
    }

    /// Goes on from the transcript's own count (see [`MatchState::as_written`])
    /// when `game`'s score line agrees with it and not with `scoreboard`,
    /// and the match is not over by it (a line at the match's length is
    /// compared as any other, and is the error it is).
    fn count_as_written(&mut self, game: &Game, scoreboard: &mut Scoreboard) {
        if let Some(written) = self.state.as_written.take()
            && game.score_locations.is_some()
            && game.score != scoreboard.score
            && game.score == written.score
            && written.winner().is_none()
        {
            *scoreboard = written;
        }
    }

    /// Compares `game`'s score line with the score counted so far. A higher
    /// one means games are missing (or the transcript starts mid-match): the
    /// replay goes on from it, with a warning, once a later score line or the
    /// match's end agrees with it (a typo would not). A lower one is an error,
    /// and the counted score stays, the line's count kept beside it until
    /// the next line tells a typo (on the replay's count) from a game
    /// counted otherwise (on the line's: see [`MatchState::as_written`]).
    fn check_score(
        &mut self,
        matched: &Match,
        game: &Game,
        scoreboard: &mut Scoreboard,
        locations: [Location; 2],
    ) {
        let before = scoreboard.score;
        let [one, two] = game.score;
        let (counted, compared) = match scoreboard.compare_score(game.score) {
            ScoreLine::Wrong => self
                .counted_otherwise(matched, game, scoreboard, locations)
                .unwrap_or((before, ScoreLine::Wrong)),
            compared => (before, compared),
        };
        self.state.counted_otherwise = None;
        let message = match compared {
            ScoreLine::AsCounted => return,
            ScoreLine::Wrong => {
                let errors = score_errors(matched, game.number, game.score, counted, locations);
                for diagnostic in errors {
                    self.push_error(diagnostic);
                }
                let mut written = *scoreboard;
                written.resume_at(game.score);
                self.state.as_written = Some(written);
                return;
            }
            ScoreLine::GamesMissing if self.state.games == 1 => {
                first_game_score(game.score, matched.length)
            }
            ScoreLine::GamesMissing => format!(
                "the score goes from {}-{} to {one}-{two}: games are missing before game {}; the replay goes on from the score line",
                counted[0], counted[1], game.number
            ),
            ScoreLine::MoneySession => format!(
                "the score starts again at 0-0 where {}-{} was counted; in money play the score decides nothing, so each game is counted on its own",
                counted[0], counted[1]
            ),
        };
        // The count without the jump starts this game too (which may be its
        // Crawford game).
        let mut without = *scoreboard;
        let _ = without.start_game();
        scoreboard.resume_at(game.score);
        let warning = score_jump(
            message,
            matched.length,
            scoreboard.rules().crawford,
            game.stated_crawford.map(|stated| stated.crawford),
            game.number,
            game.score,
            locations,
        );
        if self.state.games > 1 {
            self.state.jump = Some(Jump {
                without,
                counted,
                game: game.number,
                stated: game.score,
                locations,
                warning,
                won_in: None,
                numbered_after_gap: self.state.numbered_after_gap,
            });
        } else {
            self.push_warning(warning, false);
        }
    }

    /// The count a writer that counts the last game otherwise (see
    /// [`CountedOtherwise`]) wrote `game`'s score line from, and the line
    /// against it, where the line is wrong by the replay's count but not by
    /// the writer's: as counted, or games left out after it. The quirk is
    /// warned of, and `scoreboard` goes on from the writer's count.
    fn counted_otherwise(
        &mut self,
        matched: &Match,
        game: &Game,
        scoreboard: &mut Scoreboard,
        locations: [Location; 2],
    ) -> Option<([u32; 2], ScoreLine)> {
        let other = self.state.counted_otherwise.take()?;
        let score = other.score(scoreboard.score)?;
        let mut otherwise = *scoreboard;
        otherwise.score = score;
        let compared = otherwise.compare_score(game.score);
        if compared == ScoreLine::Wrong {
            return None;
        }
        let quirk = counted_otherwise_warning(matched, other, game, locations);
        self.push_warning(quirk, false);
        if compared == ScoreLine::AsCounted {
            scoreboard.resume_at(game.score);
        } else {
            scoreboard.score = score;
        }
        Some((score, compared))
    }

    /// Takes `game`'s score line after a game left undecided, whose points
    /// are unknown: in a match, a score may have gone up by them (or by games
    /// left out), but not down, and not to the match's length, where the
    /// match would be over. A score that cannot be is an error; the count
    /// stays, and the next score line is taken in the same way.
    fn take_score(
        &mut self,
        matched: &Match,
        game: &Game,
        scoreboard: &mut Scoreboard,
        locations: [Location; 2],
    ) {
        let length = matched.length;
        if length == 0 {
            scoreboard.score = game.score;
            return;
        }
        let mut possible = true;
        for player in [Player::One, Player::Two] {
            let (stated, counted) = (*player.pick(&game.score), *player.pick(&scoreboard.score));
            let why = if stated >= length {
                format!("a {length}-point match would be over before it")
            } else if stated < counted {
                let were = if counted == 1 {
                    "point was"
                } else {
                    "points were"
                };
                format!(
                    "{counted} {were} counted before the game left undecided, and a score never goes down"
                )
            } else {
                continue;
            };
            possible = false;
            self.push_error(Diagnostic::at(
                *player.pick(&locations),
                Some(game.number),
                DiagnosticKind::WrongScore,
                format!(
                    "{} has {stated} point{} at the start of game {}: {why}",
                    player.pick(&matched.players).name,
                    plural(stated),
                    game.number,
                ),
            ));
        }
        if possible {
            scoreboard.score = game.score;
        } else {
            // The next score line is taken as this one would have been.
            self.state.score_unsure = true;
        }
    }

    /// Decides a jump of the score: games left out (its warning stands), or,
    /// when `typo`, a wrong score line (its errors, and the count without it).
    fn settle_jump(
        &mut self,
        matched: &Match,
        jump: Jump,
        scoreboard: &mut Scoreboard,
        typo: bool,
    ) {
        if !typo {
            self.push_warning(jump.warning, false);
            return;
        }
        let errors = score_errors(
            matched,
            jump.game,
            jump.stated,
            jump.counted,
            jump.locations,
        );
        for diagnostic in errors {
            self.push_error(diagnostic);
        }
        *scoreboard = jump.without;
        self.state.won_in = jump.won_in;
    }

    /// A broken rule of the match, in words, at `game`.
    fn match_error(
        &self,
        matched: &Match,
        game: &Game,
        broken: MatchBreak,
        location: Location,
    ) -> Diagnostic {
        let name = |player: Player| player.pick(&matched.players).name.as_str();
        let (kind, message) = match broken {
            MatchBreak::MatchOver { winner } => {
                // The scoreboard that has a winner was told the game that won.
                debug_assert!(self.state.won_in.is_some(), "a match won in no game");
                let over = match self.state.won_in {
                    Some(last) => format!("the match was over after game {last}"),
                    None => "the match was over".to_owned(),
                };
                (
                    DiagnosticKind::UnexpectedAction,
                    format!(
                        "{over} ({} reached {} points), but game {} follows",
                        name(winner),
                        matched.length,
                        game.number
                    ),
                )
            }
            MatchBreak::FalseMatchClaim { winner, points } => (
                DiagnosticKind::WrongResult,
                format!(
                    "the result says `and the match`, but {} has {points} of {} points",
                    name(winner),
                    matched.length
                ),
            ),
        };
        Diagnostic::at(location, Some(game.number), kind, message)
    }

    /// Some error has been found: in a game ended, or in the game being followed.
    pub(crate) fn has_errors(&self) -> bool {
        !self.errors.is_empty()
            || matches!(&self.current, Some(Current::Playing { state, .. }) if !state.errors.is_empty())
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
            // Streaming: a board recorded with this action came with it.
            if game.boards.len() > state.recorded.len() {
                state.recorded.clone_from(&game.boards);
            }
            state.marks_hits = marks_hits;
            // After an error the rest of the game is not followed.
            *halted = state.act(action).is_err();
        }
    }

    /// Ends `game`: its result is checked and scored. `last`: no game of the
    /// match follows.
    pub(crate) fn end_game(&mut self, matched: &Match, game: &Game, last: bool) {
        self.begin(matched, game);
        let Some(Current::Playing {
            mut state,
            actions,
            halted,
        }) = self.current.take()
        else {
            return;
        };
        // The action that halted the game broke a rule: it was not followed.
        let followed = actions - usize::from(halted);
        let crawford = state.referee.crawford();
        let score = state.referee.score();
        let erred = !state.errors.is_empty();
        let outcome = state.finish(last, game.unreadable);
        let how = state.ending.unwrap_or(Ending::Resign);
        let scoreboard = self.state.scoreboard.as_ref();
        self.state.counted_otherwise =
            CountedOtherwise::of(game, &state.referee, how, outcome.as_ref(), scoreboard);
        if self.games_listed < MAX_SUMMARY_GAMES {
            self.games_listed += 1;
            let decided = outcome.as_ref().map(|o| (o.winner, o.points, how));
            self.games.push(GameSummary::of(game.number, decided));
        }
        // A game an error left undecided makes the match's count short: what
        // the count says of the match's end is then no news of the transcript.
        self.state.undecided_by_error |= outcome.is_none() && (erred || game.unreadable);
        if self.tracing {
            self.traces.push(GameTrace {
                crawford,
                score,
                end: outcome.as_ref().map(|result| GameEnd {
                    winner: result.winner,
                    points: result.points,
                    written: result.written,
                    how,
                }),
                rolls: std::mem::take(&mut state.rolls),
                followed,
            });
        }
        self.unmarked_hits += state.unmarked_hits;
        for diagnostic in std::mem::take(&mut state.errors) {
            // Past the cap nothing more is shown: keep one entry beyond it.
            if self.errors.len() <= MAX_DIAGNOSTICS {
                self.errors.push(diagnostic);
            }
        }
        self.keep_warnings(&mut state.warnings);
        self.spare = Some(state);
        self.score_result(matched, game, outcome);
    }

    /// Counts the result of `game` (`None`: the game was left undecided)
    /// in the match's score, and in the counts kept beside it.
    fn score_result(&mut self, matched: &Match, game: &Game, outcome: Option<GameOutcome>) {
        let unsure = std::mem::take(&mut self.state.score_unsure);
        let Some(result) = outcome else {
            self.state.score_known = false;
            self.state.as_written = None;
            return;
        };
        self.state.score_known = !unsure;
        if self.state.scoreboard.is_none() {
            return;
        }
        let claims_match = self.claims_match(matched, game, result.claims_match);
        if let Some(jump) = self.state.jump.as_mut() {
            // The count without the jump only needs its score and the game
            // that ends it; a false claim there is no error of the transcript's.
            if jump.without.score_game(result.winner, result.points, false) == Ok(true) {
                jump.won_in.get_or_insert(game.number);
            }
        }
        if let Some(written) = self.state.as_written.as_mut() {
            let _ = written.score_game(result.winner, result.points, false);
        }
        let Some(scoreboard) = self.state.scoreboard.as_mut() else {
            return;
        };
        match scoreboard.score_game(result.winner, result.points, claims_match) {
            Ok(true) => self.state.won_in = Some(game.number),
            Ok(false) => {}
            Err(broken) => {
                let location = result.claims_match.unwrap_or(game.location);
                let diagnostic = self.match_error(matched, game, broken, location);
                self.push_error(diagnostic);
            }
        }
    }

    /// Whether a result's `and the match` (written at `claim`) claims the
    /// match. Money play has no match to win: the words are the writer's,
    /// perhaps for the session's end, and the game's result stands alone.
    fn claims_match(&mut self, matched: &Match, game: &Game, claim: Option<Location>) -> bool {
        match claim {
            Some(location) if matched.length == 0 => {
                let message = "the result says `and the match`, but in money play no match is won: read as the game's result alone";
                let quirk = Diagnostic::at(
                    location,
                    Some(game.number),
                    DiagnosticKind::WriterQuirk,
                    message.to_owned(),
                );
                self.push_warning(quirk, false);
                false
            }
            claim => claim.is_some(),
        }
    }

    /// Ends the current match (warning when it stops before its end); the next
    /// game starts a new match at 0-0.
    pub(crate) fn end_match(&mut self, matched: &Match) {
        if let Some(jump) = self.state.jump.take()
            && let Some(mut scoreboard) = self.state.scoreboard
        {
            // No later score line: the jump was a typo if the match reached
            // its end without it, as the transcript has it, unless the
            // game's number says games were left out before it; else it
            // stands.
            let typo = jump.without.winner().is_some() && !jump.numbered_after_gap;
            self.settle_jump(matched, jump, &mut scoreboard, typo);
            self.state.scoreboard = Some(scoreboard);
        }
        let state = std::mem::replace(&mut self.state, MatchState::new());
        let Some(location) = state.last_location else {
            return;
        };
        let score = state.score();
        self.ended = (score, state.scoreboard.and_then(|s| s.winner()));
        let games = std::mem::take(&mut self.games);
        if self.summaries.len() < MAX_SUMMARIES {
            let rules = state
                .scoreboard
                .map(|s| s.rules().variant)
                .unwrap_or_else(|| Rules::of_variant(matched, self.variant).variant);
            let summary = MatchSummary::of(matched, score, self.ended.1, games, rules.into());
            self.summaries.push(summary);
        }
        if state.scoreboard.is_none_or(|s| s.is_unfinished())
            && matched.length > 0
            && !state.undecided_by_error
        {
            self.push_warning(unfinished_match(location, score, matched.length), false);
        }
    }

    /// Ends the input: the last match ends, and warnings that depended on
    /// whether the input marks hits are settled.
    pub(crate) fn finish(mut self, matched: &Match, marks_hits: bool) -> (Replay, Vec<GameTrace>) {
        // SGF has no way to mark a hit: its silence is no quirk.
        let can_mark = matched.dialect != Dialect::GnubgSgf;
        if can_mark && !marks_hits && self.unmarked_hits > 0 {
            // A hit was played, so a game was started and noted; without one,
            // the warning is about the whole input.
            debug_assert!(self.first_location.is_some());
            let location = self.first_location.unwrap_or_else(Location::whole_input);
            self.push_warning(never_marks_hits(location, self.unmarked_hits), false);
        }
        self.end_match(matched);
        let warnings = self
            .warnings
            .into_iter()
            .filter_map(|w| w.resolved(marks_hits))
            .collect();
        let replay = Replay {
            errors: self.errors,
            warnings,
            score: self.ended.0,
            winner: self.ended.1,
            matches: self.summaries,
        };
        (replay, self.traces)
    }
}

/// What a resolved play's marks come to, as [`weigh_hit_marks`] counts it.
pub(crate) struct WeighedMarks {
    /// Hits the play made without a `*`.
    pub unmarked_count: usize,
    /// The play marks nothing, its marks agree, and it hits: every hit is
    /// unmarked (the resolver does not list them then).
    pub every_hit_unmarked: bool,
}

/// Weighs the marks of `moves`, resolved to `play` with `marks`: counts the
/// unmarked hits, and drops from `marks.spurious` each point the play hits
/// (a `*` there is never spurious, even where a repeat count writes it on a
/// move that did not hit: `13/1*(2)`, one hit, two checkers).
pub(crate) fn weigh_hit_marks(moves: &[Move], play: &Play, marks: &mut HitMarks) -> WeighedMarks {
    let every_hit_unmarked = marks.agree() && play.hits() > 0 && !moves.iter().any(|mv| mv.hit);
    let unmarked_count = if every_hit_unmarked {
        play.hits()
    } else {
        marks.unmarked.len()
    };
    marks
        .spurious
        .retain(|&point| !play.steps().iter().any(|s| s.hit && s.to == point));
    WeighedMarks {
        unmarked_count,
        every_hit_unmarked,
    }
}

/// A player's name for messages: as the score line writes it, or `player 1`
/// and `player 2` where it leaves the name out.
pub(crate) fn player_name(names: &[String; 2], player: Player) -> &str {
    let name = player.pick(names);
    if name.is_empty() {
        match player {
            Player::One => "player 1",
            Player::Two => "player 2",
        }
    } else {
        name
    }
}

/// The warning's words for a roll written without a play, which the result
/// after it settled as a resignation.
pub(crate) fn word_no_play(names: &[String; 2], end: NoPlayEnd) -> String {
    match end {
        NoPlayEnd::RollerResigned { player, roll } => format!(
            "{} rolled {roll} and wrote no play before the game ended; read as a resignation after rolling",
            player_name(names, player)
        ),
        NoPlayEnd::OpponentResigned { player, roll } => format!(
            "{} rolled {roll}, which cannot end the game, and wrote no play before winning; read as {}'s resignation during that turn",
            player_name(names, player),
            player_name(names, player.other())
        ),
        NoPlayEnd::WinningPlayLeftOut { player, roll } => format!(
            "{} rolled {roll} and wrote no play before winning; the roll bears off the last checkers, so it is read as played",
            player_name(names, player)
        ),
    }
}

/// A result value read by a writer's convention, in words, for a result line
/// giving `winner` the `written` points in a match to `length`: what it says,
/// what the game is worth, and why the difference is a convention.
pub(crate) fn word_forgiven(
    names: &[String; 2],
    length: u32,
    winner: Player,
    written: u32,
    forgiven: Forgiven,
) -> String {
    let name = player_name(names, winner);
    let capped = |cap: Cap| match cap {
        Cap::Needed => format!(
            "capped at the {written} point{} {name} needed to win the match",
            plural(written)
        ),
        Cap::Length => format!("capped at the match length ({length})"),
    };
    let resignation =
        |cube: u32| format!("a resignation is worth 1, 2 or 3 times the cube ({cube})");
    match forgiven {
        Forgiven::CappedGame {
            value,
            worth,
            cube,
            cap,
        } => format!(
            "{name} wins {value} point{} ({} with the cube at {cube}), but the result says {written}, the value {}; counted as {value}",
            plural(value),
            worth.phrase(),
            capped(cap)
        ),
        Forgiven::CappedResignation { counted, cube, cap } => format!(
            "{}, but the result says {written}, the value {}; counted as {counted}, the smallest resignation value that covers it",
            resignation(cube),
            capped(cap)
        ),
        Forgiven::WinsAnyway { counted, cube } => format!(
            "{}, but the result says {written}; any resignation wins {name} the match, so it counts as {counted}, the resignation value that covers it (at most a backgammon)",
            resignation(cube)
        ),
        Forgiven::AboveMost { counted, cube } => format!(
            "a resignation is worth at most {counted} with the cube at {cube}, but the result says {written}; counted as {counted}"
        ),
        Forgiven::JacobyAsWritten { value, worth, .. } => {
            let why = if length == 0 {
                "the headers do not say whether the Jacoby rule holds, and the result counts the game under it".to_owned()
            } else {
                format!(
                    "the writer plays its money sessions (written as {length}-point matches) under the Jacoby rule"
                )
            };
            format!(
                "{name} wins {} with the cube never turned, worth {value} point{}, but the result says {written}: {why}; counted as {written}",
                worth.phrase(),
                plural(value)
            )
        }
        Forgiven::MatchResigned { cap, .. } => format!(
            "no resignation of a game is worth {written} here, but the result says {written}, the value {}, and that {name} won the match: read as a resignation of the match; counted as {written}",
            capped(cap)
        ),
        Forgiven::Oversized { counted, cube } => format!(
            "the game is worth at most {counted} with the cube at {cube}, but the result says {written}, more than it can be worth; {counted} wins {name} the match all the same, so it counts as {counted}"
        ),
    }
}

/// The warning for the last game of a transcript, game `number`, that stops
/// before it is decided, at its last action (`location`); `cut`, the error
/// its last play would be had the game gone on (a play that leaves dice
/// unused, as a game forfeited in mid-turn stops).
pub(crate) fn undecided_last_game(
    location: Location,
    number: u32,
    cut: Option<Diagnostic>,
) -> Diagnostic {
    let message = match cut {
        Some(cut) => format!(
            "game {number} stops before it is decided, in the middle of a turn ({})",
            cut.message
        ),
        None => format!("game {number} stops before it is decided"),
    };
    Diagnostic::at(location, Some(number), DiagnosticKind::Unfinished, message)
}

/// The warning for a match to `length` points that stops at `score` before
/// either player reaches it, at its last game (`location`).
pub(crate) fn unfinished_match(location: Location, score: [u32; 2], length: u32) -> Diagnostic {
    let message = format!(
        "the transcript ends at {}-{}, before either player reaches {length} point{}",
        score[0],
        score[1],
        plural(length)
    );
    Diagnostic::at(location, None, DiagnosticKind::Unfinished, message)
}

/// What the warning for a first game that starts at `score`, not 0-0, says
/// (see [`score_jump`]).
pub(crate) fn first_game_score(score: [u32; 2], length: u32) -> String {
    let [one, two] = score;
    let what = if length == 0 {
        "money session"
    } else {
        "match"
    };
    format!(
        "the first game starts at {one}-{two}, not 0-0: the transcript continues a {what} or is an excerpt; the replay starts at that score"
    )
}

/// The warning for game `game`'s score line, at its two scores
/// (`locations`), where the count goes on from `score`, more than was
/// counted: `message` says why, and, in a match to `length` played with the
/// Crawford rule (`crawford`), how the game's being the Crawford game is
/// told: by the file's word (`stated`) or taken as played.
pub(crate) fn score_jump(
    message: String,
    length: u32,
    crawford: bool,
    stated: Option<bool>,
    game: u32,
    score: [u32; 2],
    locations: [Location; 2],
) -> Diagnostic {
    let one_away = |points: u32| length.checked_sub(1) == Some(points);
    let how = match stated {
        // Only where the count cannot tell does the word decide.
        Some(true) if one_away(score[0]) != one_away(score[1]) => {
            "this is the Crawford game, as the file says"
        }
        Some(false) if one_away(score[0]) != one_away(score[1]) => {
            "the Crawford game was played, as the file says"
        }
        _ => "the Crawford game is taken as played",
    };
    let message = if crawford && score.iter().any(|&points| one_away(points)) {
        format!("{message} (a player is one point away: {how})")
    } else {
        message
    };
    let location = Location {
        span: Span {
            start: locations[0].span.start,
            end: locations[1].span.end,
        },
        ..locations[0]
    };
    Diagnostic::at(location, Some(game), DiagnosticKind::WrongScore, message)
}

/// The warning for a transcript that never marks a hit with `*` and leaves
/// `unmarked` hits unmarked: one, at its first game (`location`), rather than
/// one for each hit.
pub(crate) fn never_marks_hits(location: Location, unmarked: usize) -> Diagnostic {
    let message = if unmarked == 1 {
        "the transcript never marks hits with `*`; its 1 hit is unmarked".to_string()
    } else {
        format!("the transcript never marks hits with `*`; {unmarked} hits are unmarked")
    };
    Diagnostic::at(location, None, DiagnosticKind::WriterQuirk, message)
}

/// `moves` with each move that a later one takes on from where it stops
/// (`6/1 1/off`, not a hit there) made one move with it (`6/off`); `None`
/// when no move is taken on.
fn merge_chains(moves: &[Move]) -> Option<Vec<Move>> {
    let mut merged = moves.to_vec();
    let mut changed = false;
    loop {
        let chain = merged.iter().enumerate().find_map(|(first, mv)| {
            if mv.hit || mv.to == OFF {
                return None;
            }
            let then = merged.iter().position(|next| next.from == mv.to)?;
            Some((first, then))
        });
        let Some((first, then)) = chain else {
            return changed.then_some(merged);
        };
        let next = merged.remove(then);
        let first = if then < first { first - 1 } else { first };
        let mv = merged.get_mut(first)?;
        mv.to = next.to;
        mv.hit = next.hit;
        changed = true;
    }
}

/// The board `moves` leave when each is made as written, a lone opposing
/// checker where one lands hit: `None` where a move starts with no checker
/// of the mover's or lands on a closed point.
fn board_after(board: &Position, moves: &[Move]) -> Option<Position> {
    let mut after = *board;
    for mv in moves {
        let open = mv.to == OFF || after.theirs(mv.to) <= 1;
        if mv.from > BAR || mv.to >= mv.from || after.mine(mv.from) == 0 || !open {
            return None;
        }
        after.apply_step(mv.from, mv.to);
    }
    Some(after)
}

/// The cube `game` starts with when the file sets it before the first
/// action (an SGF root's `CV`).
fn starting_cube(game: &Game) -> Option<u32> {
    game.edits
        .iter()
        .take_while(|edit| edit.action == 0)
        .filter_map(|edit| match edit.change {
            Change::CubeValue(value) => Some(value),
            _ => None,
        })
        .last()
}

/// The warning for game `game`'s score line, at its two scores
/// (`locations`), which counts the game before it otherwise, as `other`
/// says.
fn counted_otherwise_warning(
    matched: &Match,
    other: CountedOtherwise,
    game: &Game,
    locations: [Location; 2],
) -> Diagnostic {
    let CountedOtherwise {
        game: before,
        winner,
        points,
        counted,
        why,
    } = other;
    let name = &winner.pick(&matched.players).name;
    let message = match why {
        OtherCount::AutomaticDoubles(cube) => format!(
            "{name} won game {before} at {points} points, the cube starting at {cube} (automatic doubles), but the score line counts it {counted}, without them, as GNU Backgammon scores such a game; the replay goes on from the score line"
        ),
        OtherCount::JacobySingle => format!(
            "{name} won game {before} at {points} points, a gammon or backgammon with the cube never turned, but the score line counts it {counted}, a single game, as under the Jacoby rule, which the headers do not name; the replay goes on from the score line"
        ),
    };
    Diagnostic::at(
        *winner.pick(&locations),
        Some(game.number),
        DiagnosticKind::WriterQuirk,
        message,
    )
}

fn score_errors(
    matched: &Match,
    game: u32,
    stated: [u32; 2],
    score: [u32; 2],
    locations: [Location; 2],
) -> impl Iterator<Item = Diagnostic> {
    [Player::One, Player::Two]
        .into_iter()
        .filter(move |&player| player.pick(&stated) != player.pick(&score))
        .map(move |player| {
            Diagnostic::at(
                *player.pick(&locations),
                Some(game),
                DiagnosticKind::WrongScore,
                format!(
                    "{} should have {} points at the start of game {game}, but the score line says {}",
                    player.pick(&matched.players).name,
                    player.pick(&score),
                    player.pick(&stated)
                ),
            )
        })
}

/// A file's word on the Crawford game (`stated`) that the count of the
/// score, `score`, contradicts.
fn crawford_mismatch(
    matched: &Match,
    game: &Game,
    score: [u32; 2],
    stated: StatedCrawford,
) -> Diagnostic {
    let [one, two] = score;
    let (marks, is) = if stated.crawford {
        ("marks", "is not")
    } else {
        ("does not mark", "is")
    };
    Diagnostic::at(
        stated.location,
        Some(game.number),
        DiagnosticKind::WrongScore,
        format!(
            "the file {marks} game {} as the Crawford game, but at {one}-{two} in a {}-point match it {is}",
            game.number, matched.length
        ),
    )
}

/// A score line higher than the score counted before it, taken as games
/// left out of the transcript until something shows it was a typo.
#[derive(Clone, Debug)]
struct Jump {
    /// The match as counted without the jump, kept up with the games since.
    without: Scoreboard,
    /// The score counted at the jumped line.
    counted: [u32; 2],
    /// The jumped line's game, stated score and score locations.
    game: u32,
    stated: [u32; 2],
    locations: [Location; 2],
    /// The warning to give if the jump stands.
    warning: Diagnostic,
    /// The number of the game that won the match as counted without the jump.
    won_in: Option<u32>,
    /// The jumped game's number skips numbers after the last game's: games
    /// were left out, whatever the count says.
    numbered_after_gap: bool,
}

/// A game's outcome.
struct GameOutcome {
    winner: Player,
    /// The points the game counts.
    points: u32,
    /// The points its result line says.
    written: u32,
    /// Where `and the match` was written, if it was.
    claims_match: Option<Location>,
}

/// A game being replayed: the board, the rules' view of the game, and what
/// the replay found.
struct GameState {
    /// The players' names, for messages.
    names: [String; 2],
    /// The match length (0: money play), for messages.
    length: u32,
    /// The game's number.
    number: u32,
    /// Whose turn, the cube and what the result must be.
    referee: Referee,
    board: Position,
    view: Player,
    /// Where a roll without moves was written and the board it left, while
    /// the referee waits to learn whether it was a resignation.
    no_play: Option<(Location, Position)>,
    /// The player whose roll was the last action, with its dice, when it
    /// entered nothing from the bar (a dance the next action may repeat).
    danced: Option<(Player, Dice)>,
    /// The error of a play that left dice unused, while what follows may
    /// still show it the last play before the mover resigned.
    cut_play: Option<Diagnostic>,
    /// A `Losses` line waiting for the game's other result lines
    /// ([`Referee::result`]): the rules judge it later, and a message about it
    /// points at it.
    claimed: Option<Action>,
    /// Who dropped a double, once one is dropped.
    dropped_by: Option<Player>,
    claims_match: Option<Location>,
    /// The transcript marks hits with `*` somewhere; if not, unmarked hits are
    /// counted for a single warning rather than reported one by one. `None`: not
    /// known yet, so unmarked hits are counted and also reported provisionally.
    marks_hits: Option<bool>,
    unmarked_hits: usize,
    /// A plain game record: no result line is expected.
    plain: bool,
    /// The format's results never say `and the match` (SGF's `RE[W+2]`): a
    /// result that reaches the match's length by the count says it.
    claims_by_count: bool,
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
    /// The boards the file records before its rolls (eXtreme Gammon's), by
    /// action, for [`GameState::check_recorded_board`].
    recorded: Vec<super::model::RecordedBoard>,
    /// What the file sets during play, by action, for
    /// [`GameState::take_up_edits`].
    edits: Vec<super::model::Edit>,
    /// The game is the Crawford game by the file's word alone, where the
    /// count could not tell (a transcript that starts one point away).
    crawford_by_word: bool,
}

/// The game cannot be followed further.
struct Stop;

impl GameState {
    /// The state at the start of `game`, in `spare`'s memory when there is a
    /// spare: a state allocates its lists and names once per match, not once
    /// per game.
    fn renewed(
        spare: Option<Box<GameState>>,
        matched: &Match,
        referee: Referee,
        game: &Game,
    ) -> Box<GameState> {
        let Some(mut state) = spare else {
            return Box::new(GameState::new(matched, referee, game));
        };
        let mut names = std::mem::take(&mut state.names);
        for (name, player) in names.iter_mut().zip(&matched.players) {
            name.clone_from(&player.name);
        }
        let mut errors = std::mem::take(&mut state.errors);
        let mut warnings = std::mem::take(&mut state.warnings);
        let mut rolls = std::mem::take(&mut state.rolls);
        errors.clear();
        warnings.clear();
        rolls.clear();
        *state = GameState {
            names,
            errors,
            warnings,
            rolls,
            ..GameState::new_without_names(matched, referee, game)
        };
        state
    }

    fn new(matched: &Match, referee: Referee, game: &Game) -> GameState {
        GameState {
            names: matched.players.each_ref().map(|p| p.name.clone()),
            ..GameState::new_without_names(matched, referee, game)
        }
    }

    /// [`GameState::new`] with empty names and lists, which allocate nothing.
    fn new_without_names(matched: &Match, referee: Referee, game: &Game) -> GameState {
        GameState {
            names: Default::default(),
            length: matched.length,
            number: game.number,
            referee,
            board: Position::start(),
            view: Player::One,
            no_play: None,
            danced: None,
            cut_play: None,
            claimed: None,
            dropped_by: None,
            claims_match: None,
            marks_hits: Some(true),
            unmarked_hits: 0,
            plain: matched.dialect == Dialect::PlainRecord,
            claims_by_count: matched.dialect == Dialect::GnubgSgf,
            last_location: game.location,
            stopped: false,
            errors: Vec::new(),
            warnings: Vec::new(),
            tracing: false,
            action_index: 0,
            rolls: Vec::new(),
            ending: None,
            recorded: game.boards.clone(),
            edits: game.edits.clone(),
            crawford_by_word: false,
        }
    }

    fn name(&self, player: Player) -> &str {
        player_name(&self.names, player)
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
            unworded: None,
        });
    }

    /// A double in a game the file alone calls the Crawford game, where the
    /// transcript starts one point away and the count cannot tell: the
    /// word was a guess (GNU Backgammon's, importing a match that starts
    /// there), and the double says the Crawford game was played before.
    /// The game is read as one after it, with a warning.
    #[cold]
    #[inline(never)]
    fn crawford_guessed(&mut self, action: &Action) {
        self.crawford_by_word = false;
        self.referee.after_crawford();
        let [one, two] = self.referee.score();
        let message = format!(
            "the file marks game {} as the Crawford game at {one}-{two}, where the transcript starts and the count cannot tell, but {} doubles in it: read as a game after the Crawford game",
            self.number,
            self.name(action.player)
        );
        self.warn(action.location, DiagnosticKind::WriterQuirk, message);
    }

    /// `checked`, unless it says that the player on roll is another, who is
    /// on the bar where a roll may enter nothing: closed out (on the bar
    /// against a closed board, so that any roll dances), or against a board
    /// with a closed point. Transcriptions of live play leave such a turn out
    /// when it was a dance. Then the turn is read as that dance, with a
    /// warning, and the action checked again (`check`).
    fn unless_closed_out<T>(
        &mut self,
        action: &Action,
        checked: Result<T, RuleBreak>,
        check: impl FnOnce(&mut Referee) -> Result<T, RuleBreak>,
    ) -> Result<T, RuleBreak> {
        let turn = match checked {
            Err(RuleBreak::NotYourTurn { turn } | RuleBreak::DoubleOutOfTurn { turn })
                if turn != action.player =>
            {
                turn
            }
            other => return other,
        };
        let board = if self.view == turn {
            self.board
        } else {
            self.board.switched()
        };
        let closed = (19..=24).filter(|&point| board.theirs(point) >= 2).count();
        if board.bar() == 0 || closed == 0 {
            return checked;
        }
        self.referee.played(turn, &board, false);
        let message = if closed == 6 {
            format!(
                "{} is closed out (on the bar against a closed board), and the transcript leaves that turn out; read as a dance",
                self.name(turn)
            )
        } else {
            format!(
                "{} is on the bar against {closed} closed points, and the transcript leaves that turn out; read as a roll that entered nothing",
                self.name(turn)
            )
        };
        self.warn(action.location, DiagnosticKind::WriterQuirk, message);
        check(&mut self.referee)
    }

    /// The value of a rules check: a broken rule becomes an error at `action`
    /// and stops the game.
    fn obey<T>(&mut self, action: &Action, checked: Result<T, RuleBreak>) -> Result<T, Stop> {
        checked.map_err(|broken| {
            let (kind, message) = self.word(action, broken);
            self.error(action.location, kind, message)
        })
    }

    /// A broken rule in words, for `action`, which broke it.
    fn word(&self, action: &Action, broken: RuleBreak) -> (DiagnosticKind, String) {
        let player = self.name(action.player);
        // Result lines name a winner and points; other actions ignore them.
        let (winner, points) = match action.kind {
            ActionKind::Result {
                outcome, points, ..
            } => (self.name(outcome.winner(action.player)), points),
            _ => (player, 0),
        };
        let name = action.kind.name();
        match broken {
            RuleBreak::GameOver => (
                DiagnosticKind::UnexpectedAction,
                format!("unexpected {name} by {player}: the game is already over"),
            ),
            RuleBreak::NotYourTurn { turn } => (
                DiagnosticKind::WrongTurn,
                format!("{player} rolled, but it is {}'s turn", self.name(turn)),
            ),
            RuleBreak::DoublePending { doubler } => (
                DiagnosticKind::UnexpectedAction,
                format!(
                    "{player} rolled, but {}'s double has not been taken or dropped",
                    self.name(doubler)
                ),
            ),
            RuleBreak::DoubleBeforeFirstRoll => (
                DiagnosticKind::CubeOutOfTurn,
                format!("{player} doubled before the first roll"),
            ),
            RuleBreak::DoubleOutOfTurn { turn } => (
                DiagnosticKind::CubeOutOfTurn,
                format!("{player} doubled during {}'s turn", self.name(turn)),
            ),
            RuleBreak::UnexpectedDouble => (
                DiagnosticKind::UnexpectedAction,
                format!("unexpected double by {player}"),
            ),
            RuleBreak::CubeOnOtherSide { owner, cube } => (
                DiagnosticKind::CubeOutOfTurn,
                format!(
                    "{player} doubled, but the cube is on {}'s side at {cube}",
                    self.name(owner)
                ),
            ),
            RuleBreak::CrawfordDouble => {
                let [first, second] = self.referee.score();
                let message = format!(
                    "{player} doubled in the Crawford game (score {first}-{second} in a {}-point match)",
                    self.length
                );
                (DiagnosticKind::CrawfordDouble, message)
            }
            RuleBreak::WrongCube { cube, offered } => (
                DiagnosticKind::WrongCube,
                format!(
                    "the cube is at {cube}, so a double offers {}, not {offered}",
                    cube.saturating_mul(2)
                ),
            ),
            RuleBreak::AboveCubeLimit { offered, limit } => (
                DiagnosticKind::WrongCube,
                format!("the cube would reach {offered}, above the cube limit {limit}"),
            ),
            RuleBreak::NoDoubleWaiting { game_over } => {
                let context = if game_over {
                    "the game is already over"
                } else {
                    "no double is waiting for an answer"
                };
                let message = format!("unexpected {name} by {player}: {context}");
                (DiagnosticKind::UnexpectedAction, message)
            }
            RuleBreak::OwnDouble { doubler } => (
                DiagnosticKind::UnexpectedAction,
                format!(
                    "{player} answered their own double; the answer must come from {}",
                    self.name(doubler.other())
                ),
            ),
            RuleBreak::Beaver { in_match } => {
                let why = if in_match {
                    "beavers are a money-game rule"
                } else {
                    "the header turns beavers off"
                };
                (
                    DiagnosticKind::Beaver,
                    format!("{player} beavered, but {why}"),
                )
            }
            RuleBreak::ResultDisagrees {
                winner: first,
                points: first_points,
            } => (
                DiagnosticKind::WrongResult,
                format!(
                    "this result ({winner} gets {points}) disagrees with the one before it ({} gets {first_points})",
                    self.name(first)
                ),
            ),
            RuleBreak::WrongWinner { winner: won } => (
                DiagnosticKind::WrongResult,
                format!(
                    "{} won the game, but the result names {winner}",
                    self.name(won)
                ),
            ),
            RuleBreak::WrongValue {
                expected,
                worth,
                cube,
            } => (
                DiagnosticKind::WrongResult,
                format!(
                    "{winner} wins {expected} point{} ({} with the cube at {cube}), but the result says {points}",
                    plural(expected),
                    worth.phrase()
                ),
            ),
            RuleBreak::WrongResignation { cube } => (
                DiagnosticKind::WrongResult,
                format!(
                    "a resignation is worth 1, 2 or 3 times the cube ({cube}), but the result says {points}"
                ),
            ),
        }
    }

    fn act(&mut self, action: &Action) -> Result<(), Stop> {
        self.last_location = action.location;
        if !self.edits.is_empty() {
            self.take_up_edits(action);
        }
        // A roll without moves is judged by what follows it.
        if let Phase::NoPlay { player, roll, .. } = self.referee.phase() {
            let resigning = matches!(action.kind, ActionKind::Result { .. });
            if !resigning {
                return Err(self.illegal_pass(player, roll));
            }
        }
        let player = action.player;
        // By reference: a play's moves are large, and copied they cost more
        // than the match itself.
        match &action.kind {
            &ActionKind::Play { dice, ref moves } => {
                self.roll(action, dice, Some(moves.moves()), false)
            }
            &ActionKind::Dance { dice, cannot_move } => self.roll(action, dice, None, cannot_move),
            &ActionKind::ResignAfterRoll { dice } => {
                self.obey(action, self.referee.may_roll(player))?;
                let roll = self.roll_of(action, dice)?;
                if self.tracing {
                    let board = if self.view == player {
                        self.board
                    } else {
                        self.board.switched()
                    };
                    self.trace_roll(player, roll, board, Play::new(), board, true);
                }
                self.resign(action)
            }
            &ActionKind::Double { cube } => {
                let checked = self.referee.double(player, cube);
                let checked =
                    self.unless_closed_out(action, checked, |referee| referee.double(player, cube));
                let checked = match checked {
                    Err(RuleBreak::CrawfordDouble) if self.crawford_by_word => {
                        self.crawford_guessed(action);
                        self.referee.double(player, cube)
                    }
                    checked => checked,
                };
                self.obey(action, checked)
            }
            ActionKind::Take => self.answer(action, Answer::Take),
            ActionKind::Drop => self.answer(action, Answer::Drop),
            &ActionKind::Beaver { cube } => self.answer(action, Answer::Beaver(cube)),
            ActionKind::Resign => self.resign(action),
            &ActionKind::Result {
                outcome,
                points,
                match_won,
            } => self.result(action, outcome, points, match_won),
        }
    }

    fn resign(&mut self, action: &Action) -> Result<(), Stop> {
        let checked = self.referee.resign(action.player);
        self.obey(action, checked)?;
        self.ending = Some(Ending::Resign);
        Ok(())
    }

    fn answer(&mut self, action: &Action, answer: Answer) -> Result<(), Stop> {
        let checked = self.referee.answer(action.player, answer);
        if let Some(ending) = self.obey(action, checked)? {
            self.ending = Some(ending);
        }
        if answer == Answer::Drop {
            self.dropped_by = Some(action.player);
        }
        Ok(())
    }

    /// `player` rolled `roll` and wrote no play although it had legal plays.
    fn illegal_pass(&mut self, player: Player, roll: Roll) -> Stop {
        if let Some(cut) = self.cut_play.take() {
            return self.push_error(cut);
        }
        let Some((location, board)) = self.no_play else {
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
        .with_hint(legal_hint_with(&board, roll, self.referee.variant()));
        self.push_error(diagnostic)
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
        let player = action.player;
        let may_roll = self.referee.may_roll(player);
        let danced = self.danced.take();
        if may_roll.is_err() && self.dance_repeated(action, danced, dice, moves) {
            return Ok(());
        }
        let may_roll = self.unless_closed_out(action, may_roll, |referee| referee.may_roll(player));
        self.obey(action, may_roll)?;
        let roll = self.roll_of(action, dice)?;
        self.referee.rolled(roll);
        self.check_points(action, moves.unwrap_or(&[]))?;
        if self.view != player {
            self.board = self.board.switched();
            self.view = player;
        }
        self.check_recorded_board(action, roll)?;
        let variant = self.referee.variant();
        let written = moves.unwrap_or(&[]);
        if moves.is_some()
            && written.is_empty()
            && let Some(after) = self.recorded_board(super::model::BoardTime::After)
        {
            self.marked_illegal(action, roll, after);
            return Ok(());
        }
        // Most plays are one step per die in a playable order, their marks
        // agreeing with their hits: the resolver's first answer, made in
        // place, with nothing to trace and no mark to weigh.
        if !self.tracing && !written.is_empty() {
            let mut board = self.board;
            if variant
                .play_in_written_order(&mut board, roll, written)
                .is_some()
            {
                self.board = board;
                let bore_off = written.iter().any(|m| m.to == OFF);
                if let Some(ending) = self.referee.played(player, &self.board, bore_off) {
                    self.ending = Some(ending);
                }
                return Ok(());
            }
        }
        if written.is_empty() && self.board.bar() > 0 {
            self.danced = Some((player, dice));
        }
        let resolved = match variant.resolve_play_unlisted(&self.board, roll, written) {
            Ok(resolved) => resolved,
            Err(error) => match self.chains_merged(action, roll, written, &error) {
                Some(resolved) => resolved,
                None => {
                    return self.unresolved(action, roll, error, moves.is_none() && !cannot_move);
                }
            },
        };
        self.check_hit_marks(action, written, &resolved.play, resolved.hit_marks);
        if self.tracing {
            let (before, after) = (self.board, resolved.result);
            self.trace_roll(player, roll, before, resolved.play, after, false);
        }
        self.board = resolved.result;
        let bore_off = resolved.play.steps().iter().any(|s| s.to == OFF);
        if let Some(ending) = self.referee.played(player, &self.board, bore_off) {
            self.ending = Some(ending);
        }
        Ok(())
    }

    /// An error for a move of `moves` that does not go from a point to a
    /// lower one. The reader only makes real points; a match built another
    /// way (from JSON, say) may not, and the rules engine indexes the board
    /// by point.
    #[inline(always)]
    fn check_points(&mut self, action: &Action, moves: &[Move]) -> Result<(), Stop> {
        let Some(mv) = moves
            .iter()
            .find(|m| m.from > BAR || m.from == OFF || m.to >= m.from)
        else {
            return Ok(());
        };
        let message = format!(
            "the move {}/{} does not go from a point (1-24 or the bar) to a lower one",
            mv.from, mv.to
        );
        Err(self.error(action.location, DiagnosticKind::IllegalPlay, message))
    }

    /// Whether `action`, a roll of `dice` with `moves` out of turn, is the
    /// dance before it (`danced`) written again: the same player, the same
    /// dice, nothing moved. GNU Backgammon writes a Backgammon Galaxy game's
    /// last dance twice when it imports the `Losses` line that follows it.
    /// Read once, with a warning.
    #[cold]
    #[inline(never)]
    fn dance_repeated(
        &mut self,
        action: &Action,
        danced: Option<(Player, Dice)>,
        dice: Dice,
        moves: Option<&[Move]>,
    ) -> bool {
        if danced != Some((action.player, dice)) || !moves.unwrap_or(&[]).is_empty() {
            return false;
        }
        let message = format!(
            "{} rolled {}-{} and entered nothing again, a dance the roll before wrote already: the same turn written twice; read once",
            self.name(action.player),
            dice.0,
            dice.1
        );
        self.warn(action.location, DiagnosticKind::WriterQuirk, message);
        true
    }

    /// A written play of `roll` the resolver does not accept (`error`) that
    /// moves one checker on in two moves (`6/1 1/off` with 5-2), which read as
    /// one (`6/off`) is a legal play leaving the same board, with the same
    /// hits: read as that play, with a warning. GNU Backgammon writes a
    /// bear-off merged in an imported transcript (`6/0` with 5-2) so, the
    /// larger die first, in its SGF and its .mat export: each move that
    /// does not bear off goes one die's pips, and there are no more moves
    /// than dice. Other plays are not read so: `15/13 13/11 11/9 8/6` with
    /// 6-2 is a 2-2 with a mistyped die, not 15/9 8/6, and `6/2 2/off` with
    /// 5-2 a slip, not 6/off.
    #[cold]
    #[inline(never)]
    fn chains_merged(
        &mut self,
        action: &Action,
        roll: Roll,
        written: &[Move],
        error: &PlayError,
    ) -> Option<ResolvedPlay> {
        let one_die = |mv: &Move| {
            let pips = mv.from.checked_sub(mv.to);
            mv.to == OFF || pips == Some(roll.high()) || pips == Some(roll.low())
        };
        if written.len() > roll.step_count() || !written.iter().all(one_die) {
            return None;
        }
        let merged = merge_chains(written)?;
        let resolved = self
            .referee
            .variant()
            .resolve_play_unlisted(&self.board, roll, &merged)
            .ok()?;
        if board_after(&self.board, written) != Some(resolved.result) {
            return None;
        }
        let list = |moves: &[Move]| {
            let words: Vec<String> = moves.iter().map(Move::to_string).collect();
            words.join(" ")
        };
        let message = format!(
            "{} rolled {roll} and wrote {}, which cannot be played in that order ({error}); read as {}, the same checkers to the same points: {}",
            self.name(action.player),
            list(written),
            list(&merged),
            format_play(&resolved.play)
        );
        self.warn(action.location, DiagnosticKind::WriterQuirk, message);
        Some(resolved)
    }

    /// A written play of `roll` the resolver does not accept (`error`):
    /// a roll with no play at all (`nothing_written`) or one cut short of
    /// its dice waits for what follows to say what it was; any other is an
    /// illegal play.
    fn unresolved(
        &mut self,
        action: &Action,
        roll: Roll,
        error: PlayError,
        nothing_written: bool,
    ) -> Result<(), Stop> {
        let player = action.player;
        let variant = self.referee.variant();
        match error {
            PlayError::MovesRequired { .. } if nothing_written => {
                // Traced as played nothing; a result that follows marks it resigned.
                if self.tracing {
                    self.trace_roll(player, roll, self.board, Play::new(), self.board, false);
                }
                // The board a play of the roll leaves when it bears off the
                // last checker, if one does.
                let winning = variant
                    .legal_plays(&self.board, roll)
                    .iter()
                    .find(|legal| legal.result.checkers_on_board() == 0)
                    .map(|legal| legal.result);
                self.referee.played_nothing(player, roll, winning.as_ref());
                self.no_play = Some((action.location, self.board));
                Ok(())
            }
            // A play cut short of the dice it must use may be the last of
            // the game, the mover resigning after it (DailyGammon writes the
            // dice played before the resignation): judged by what follows,
            // as a roll written without a play is.
            error @ PlayError::DiceLeftUnused { .. } => {
                let diagnostic = self.illegal_diagnostic(action, roll, &error);
                if self.tracing {
                    self.trace_roll(player, roll, self.board, Play::new(), self.board, false);
                }
                self.referee.played_nothing(player, roll, None);
                self.no_play = Some((action.location, self.board));
                self.cut_play = Some(diagnostic);
                Ok(())
            }
            error => Err(self.illegal(action, roll, &error)),
        }
    }

    /// A first version of the check of a board the file records before a
    /// roll (eXtreme Gammon keeps one before every play) against the
    /// replay's, from the roller's view: a difference is an error that names
    /// the game and the roll, and the game is not followed further.
    fn check_recorded_board(&mut self, action: &Action, roll: Roll) -> Result<(), Stop> {
        let index = self.action_index;
        let recorded = match self.recorded.binary_search_by_key(&index, |b| b.action) {
            Ok(found) => self.recorded.get(found).copied(),
            Err(_) => None,
        };
        let Some(recorded) = recorded.filter(|b| b.when == super::model::BoardTime::Before) else {
            return Ok(());
        };
        if recorded.board == self.board {
            return Ok(());
        }
        let id = crate::ids::position_id::encode;
        let message = format!(
            "the file records the board before {}'s roll of {roll} as {}, but the moves before it lead to {}",
            self.name(action.player),
            id(&recorded.board),
            id(&self.board)
        );
        Err(self.error(action.location, DiagnosticKind::UnexpectedAction, message))
    }

    /// Goes on from what the file sets before the current action, if it sets
    /// anything (an edited game): the board (the action's player then on
    /// roll), the cube's value or its owner. A warning says what changed
    /// where the game had not reached it; the plays after it are checked on
    /// the board set.
    fn take_up_edits(&mut self, action: &Action) {
        let index = self.action_index;
        let first = self.edits.partition_point(|e| e.action < index);
        let mut changed = Vec::new();
        for edit in self
            .edits
            .iter()
            .skip(first)
            .take_while(|e| e.action == index)
        {
            match edit.change {
                Change::Board(board) => {
                    // Both boards as the player on roll sees them, as
                    // Position IDs are written.
                    let on_roll = match action.player {
                        Player::One => board,
                        Player::Two => board.switched(),
                    };
                    let reached = if self.view == action.player {
                        self.board
                    } else {
                        self.board.switched()
                    };
                    let id = crate::ids::position_id::encode;
                    if on_roll != reached {
                        changed.push(format!(
                            "the board from {} to {}",
                            id(&reached),
                            id(&on_roll)
                        ));
                    }
                    self.board = on_roll;
                    self.view = action.player;
                    if self.referee.set_turn(action.player) {
                        changed.push(format!(
                            "{} on roll",
                            player_name(&self.names, action.player)
                        ));
                    }
                }
                Change::CubeValue(value) if value != self.referee.cube() => {
                    self.referee.set_cube(value);
                    // Before the first action it is the cube the game starts
                    // with (automatic doubles), no edit.
                    if index > 0 {
                        changed.push(format!("the cube to {value}"));
                    }
                }
                Change::CubeOwner(owner) if owner != self.referee.owner() => {
                    self.referee.set_owner(owner);
                    changed.push(match owner {
                        Some(player) => {
                            format!("the cube's owner to {}", player_name(&self.names, player))
                        }
                        None => "the cube to the middle".to_string(),
                    });
                }
                Change::CubeValue(_) | Change::CubeOwner(_) => {}
            }
        }
        if !changed.is_empty() {
            let message = format!(
                "the file sets {} before this turn (the game was edited during play); the game goes on from there",
                changed.join(", ")
            );
            self.warn(action.location, DiagnosticKind::WriterQuirk, message);
        }
    }

    /// The board the file records at the current action, `when` it stands.
    fn recorded_board(&self, when: super::model::BoardTime) -> Option<Position> {
        let index = self.action_index;
        let first = self.recorded.partition_point(|b| b.action < index);
        self.recorded
            .get(first..)?
            .iter()
            .take_while(|b| b.action == index)
            .find(|b| b.when == when)
            .map(|b| b.board)
    }

    /// A roll whose play the transcript marks illegal (`Illegal play
    /// (...)`), with the board it left (from the roller's view): an error
    /// that does not stop the game, which goes on from that board, as it
    /// went on at the table.
    fn marked_illegal(&mut self, action: &Action, roll: Roll, after: Position) {
        let player = action.player;
        let message = format!(
            "the transcript marks {}'s play of {roll} as illegal (`Illegal play (...)`): an illegal play that stood; the game goes on from the board the mark records",
            self.name(player)
        );
        let diagnostic = Diagnostic::at(
            action.location,
            Some(self.number),
            DiagnosticKind::IllegalPlay,
            message,
        );
        push_capped(&mut self.errors, diagnostic);
        if self.tracing {
            self.trace_roll(player, roll, self.board, Play::new(), after, false);
        }
        let bore_off = after.checkers_on_board() < self.board.checkers_on_board();
        self.board = after;
        if let Some(ending) = self.referee.played(player, &self.board, bore_off) {
            self.ending = Some(ending);
        }
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
            cube: self.referee.cube(),
            cube_owner: self.referee.owner(),
            resigned,
        });
    }

    /// Warns where written `*` marks disagree with the hits made, or leave open
    /// whether a merged move hit on its way. Writers repeat
    /// the mark with a repeat count (`13/1*(2)`: one hit, two checkers), so a mark
    /// on a point that was hit is never spurious. A transcript that marks no hit
    /// at all gets one warning at its end instead of one per hit.
    ///
    /// `marks` are as [`Variant::resolve_play_unlisted`] gives them: a play of
    /// `moves` that marks no hit may hit with marks that agree, and then its
    /// every hit is unmarked, listed only for a warning's words.
    fn check_hit_marks(
        &mut self,
        action: &Action,
        moves: &[Move],
        play: &Play,
        mut marks: HitMarks,
    ) {
        let WeighedMarks {
            unmarked_count,
            every_hit_unmarked,
        } = weigh_hit_marks(moves, play, &mut marks);
        let spurious = marks.spurious;
        let unmarked = match self.marks_hits {
            Some(true) => marks.unmarked,
            Some(false) => {
                self.unmarked_hits += unmarked_count;
                Vec::new()
            }
            None => {
                self.unmarked_hits += unmarked_count;
                marks.unmarked
            }
        };
        let unmarked_are_play_hits = every_hit_unmarked && self.marks_hits != Some(false);
        // In a transcript that marks its hits, a move without `*` hits
        // nowhere: that settles a hit another way of playing it would make.
        if self.marks_hits == Some(true) {
            marks.unsettled.clear();
        }
        if spurious.is_empty()
            && unmarked.is_empty()
            && !unmarked_are_play_hits
            && marks.unsettled.is_empty()
        {
            return;
        }
        // Without a mark seen so far, the warning stands only if one comes
        // later; a hit left open stands either way, as the board depends on
        // it, unless a mark found later settles it.
        let provisional = self.marks_hits.is_none() && marks.unsettled.is_empty();
        let words = HitMarkWords {
            play: *play,
            unmarked,
            unmarked_are_play_hits,
            spurious,
            unsettled: marks.unsettled,
            unsettled_unless_marked: self.marks_hits.is_none(),
        };
        self.warnings.push(Warning {
            diagnostic: Diagnostic::at(
                action.location,
                Some(self.number),
                DiagnosticKind::HitMarks,
                String::new(),
            ),
            provisional,
            unworded: Some(words),
        });
    }

    fn illegal(&mut self, action: &Action, roll: Roll, error: &PlayError) -> Stop {
        let diagnostic = self.illegal_diagnostic(action, roll, error);
        self.push_error(diagnostic)
    }

    /// The error of `action`'s illegal play of `roll`, at the move it names.
    fn illegal_diagnostic(&self, action: &Action, roll: Roll, error: &PlayError) -> Diagnostic {
        let location = match &action.kind {
            ActionKind::Play { moves, .. } => error_move(error, moves.moves())
                .and_then(|i| moves.get(i))
                .map_or(action.location, |w| w.location),
            _ => action.location,
        };
        let message = format!("{} rolled {roll}: {error}", self.name(action.player));
        let written: Vec<Move> = match &action.kind {
            ActionKind::Play { moves, .. } => moves.moves().to_vec(),
            _ => Vec::new(),
        };
        Diagnostic::at(
            location,
            Some(self.number),
            DiagnosticKind::IllegalPlay,
            message,
        )
        .with_hint(legal_hint_near(
            &self.board,
            roll,
            self.referee.variant(),
            &written,
        ))
    }

    /// A result line: its writer won or lost (`outcome`) `points`.
    fn result(
        &mut self,
        action: &Action,
        outcome: Outcome,
        points: u32,
        match_won: bool,
    ) -> Result<(), Stop> {
        let match_won = match_won
            || self.claims_by_count
                && outcome == Outcome::Wins
                && self.referee.reaches_match(action.player, points);
        if match_won {
            self.claims_match = Some(action.location);
        }
        let mut writer = action.player;
        // After a drop the doubler wins: a `Wins` line that stands in the
        // dropper's column is the doubler's, misplaced.
        if let (Phase::Over { winner, .. }, Some(dropper)) = (self.referee.phase(), self.dropped_by)
            && outcome == Outcome::Wins
            && writer == dropper
            && winner != dropper
        {
            writer = winner;
            let message = format!(
                "the result stands in {}'s column, but {} dropped the double, so {} won; read as {}'s result",
                self.name(dropper),
                self.name(dropper),
                self.name(winner),
                self.name(winner)
            );
            self.warn(action.location, DiagnosticKind::WriterQuirk, message);
        }
        if match_won {
            self.referee.claim_match();
        }
        let checked = self.referee.result(writer, outcome, points);
        let read = self.obey(action, checked)?;
        if read.waiting {
            self.claimed.get_or_insert(*action);
        } else {
            self.take_result(action, read);
        }
        Ok(())
    }

    /// What the rules made of the result line `action`: how the game ended,
    /// and a warning for each convention they applied to read it.
    fn take_result(&mut self, action: &Action, read: ResultRead) {
        if let Some(end) = read.no_play {
            let message = match (self.cut_play.take(), end) {
                (None, end) => word_no_play(&self.names, end),
                (Some(_), NoPlayEnd::RollerResigned { player, roll }) => format!(
                    "{} rolled {roll} and wrote a play that leaves dice unused before the game ended; read as the play cut short by a resignation",
                    player_name(&self.names, player)
                ),
                // The roller won: the play was not cut by a resignation.
                (Some(cut), _) => {
                    self.push_error(cut);
                    return;
                }
            };
            self.warn(action.location, DiagnosticKind::WriterQuirk, message);
            if let Some(last) = self.rolls.last_mut() {
                last.resigned = true;
            }
            self.ending = Some(Ending::Resign);
        }
        if read.resigned {
            self.ending = Some(Ending::Resign);
        }
        if let Some(forgiven) = read.forgiven {
            let (winner, written) = match action.kind {
                ActionKind::Result {
                    outcome, points, ..
                } => (outcome.winner(action.player), points),
                _ => (action.player, 0),
            };
            let message = word_forgiven(&self.names, self.length, winner, written, forgiven);
            self.warn(action.location, DiagnosticKind::WriterQuirk, message);
        }
        if let Some(set_aside) = read.set_aside {
            let (losses, wins) = if set_aside.earlier {
                (
                    self.claimed.map_or(action.location, |a| a.location),
                    "after",
                )
            } else {
                (action.location, "before")
            };
            let message = format!(
                "this `Losses` line gives the game to {}, but the `Wins` line {wins} it gives it to {}; the `Wins` line decides",
                self.name(set_aside.named),
                self.name(set_aside.named.other())
            );
            self.warn(losses, DiagnosticKind::WriterQuirk, message);
        }
    }

    /// The game's outcome, reporting a missing result.
    fn finish(&mut self, last_game: bool, unreadable: bool) -> Option<GameOutcome> {
        if self.stopped || unreadable {
            return None;
        }
        // A `Losses` line no `Wins` line followed decides alone.
        if let Some(claimed) = self.claimed {
            let checked = self.referee.close();
            if let Some(read) = self.obey(&claimed, checked).ok()? {
                self.take_result(&claimed, read);
            }
        }
        if let Some(counted) = self.referee.outcome() {
            return Some(GameOutcome {
                winner: counted.winner,
                points: counted.points,
                written: counted.written,
                claims_match: self.claims_match,
            });
        }
        self.without_result(last_game)
    }

    /// The outcome of a game that ended with no result line read: decided
    /// by the board in a plain record or, with a warning, where the board
    /// or a drop decided it; otherwise undecided, or an error.
    fn without_result(&mut self, last_game: bool) -> Option<GameOutcome> {
        let number = self.number;
        match self.referee.phase() {
            // A plain game record has no result lines: the board decides.
            Phase::Over {
                winner,
                value: Value::Exact(points, _),
            } if self.plain => Some(GameOutcome {
                winner,
                points,
                written: points,
                claims_match: None,
            }),
            _ if self.plain => None,
            // Transcribers of live play often write no result where the
            // board (or a drop) has decided the game: it counts as decided.
            Phase::Over {
                winner,
                value: Value::Exact(points, _),
            } => {
                let message = format!(
                    "game {number} is over ({} won, worth {points} point{}) but no result line follows; counted as decided",
                    self.name(winner),
                    plural(points)
                );
                self.warn(self.last_location, DiagnosticKind::MissingResult, message);
                Some(GameOutcome {
                    winner,
                    points,
                    written: points,
                    claims_match: None,
                })
            }
            // A resignation the file marks (`???`) with no result line to
            // say what it is worth, as a file cut after the mark has it: the
            // winner is known, the points are not. Left undecided, as a game
            // cut short is; the next score line, if any, says the points.
            Phase::Over {
                winner,
                value: Value::Resigned { .. },
            } => {
                let then = if last_game {
                    ""
                } else {
                    ", and the next score line is taken as it stands"
                };
                let message = format!(
                    "game {number} ends in a resignation to {}, but no result line says what it is worth: it is left undecided{then}",
                    self.name(winner)
                );
                self.warn(self.last_location, DiagnosticKind::MissingResult, message);
                None
            }
            _ if last_game => {
                let cut = self.cut_play.take();
                let warning = undecided_last_game(self.last_location, number, cut);
                self.warnings.push(Warning {
                    diagnostic: warning,
                    provisional: false,
                    unworded: None,
                });
                None
            }
            Phase::NoPlay { player, roll, .. } => {
                self.illegal_pass(player, roll);
                None
            }
            // A game cut short, as transcribers cut one whose end was
            // clear: the next game's score line says who won it.
            _ => {
                let message = format!(
                    "game {number} stops before it is decided, and another game follows; it is left undecided, and the next score line is taken as it stands"
                );
                self.warn(self.last_location, DiagnosticKind::MissingResult, message);
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
            ActionKind::Play { moves, .. } => moves.moves().iter().any(|m| m.hit),
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

/// A few legal plays, shortest first, for an illegal-play hint: `legal plays
/// include 6/2/1, 8/4/3, 13/9/8, 5/4 5/1 (14 in all)`, `legal plays: ...` when
/// there are four or fewer, or `4-1 has no legal play here`. `validate` gives
/// it under each illegal play; `bgkit play` words a refused play the same way.
pub fn legal_hint(board: &Position, roll: Roll) -> String {
    legal_hint_with(board, roll, Variant::STANDARD)
}

/// [`legal_hint`] under other rules (the no-stacking cap changes the plays).
pub fn legal_hint_with(board: &Position, roll: Roll, variant: Variant) -> String {
    legal_hint_near(board, roll, variant, &[])
}

/// [`legal_hint_with`] for a play written as `written`: the legal plays
/// closest to it come first (`8/4 5/4` for `8/3 5/4` with 4-1), then the
/// shortest texts.
pub fn legal_hint_near(board: &Position, roll: Roll, variant: Variant, written: &[Move]) -> String {
    let plays = variant.legal_plays(board, roll);
    if !plays.iter().any(|p| !p.play.is_empty()) {
        return format!("{roll} has no legal play here");
    }
    let wanted = checker_paths(written.iter().map(|m| (m.from, m.to)));
    let mut ranked: Vec<(u32, String)> = plays
        .iter()
        .map(|p| {
            let paths = checker_paths(p.play.steps().iter().map(|s| (s.from, s.to)));
            let distance = if wanted.is_empty() {
                0
            } else {
                path_distance(&wanted, &paths)
            };
            (distance, format_play(&p.play))
        })
        .collect();
    ranked.sort_by(|(da, a), (db, b)| {
        da.cmp(db)
            .then(a.len().cmp(&b.len()))
            .then_with(|| a.cmp(b))
    });
    let shown = ranked
        .iter()
        .take(HINT_PLAYS)
        .map(|(_, text)| text.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    if ranked.len() > HINT_PLAYS {
        format!("legal plays include {shown} ({} in all)", ranked.len())
    } else {
        format!("legal plays: {shown}")
    }
}

/// Moves joined into the paths of the checkers that made them: a move that
/// starts where an earlier one ended continues it (`24/18 18/13` is one
/// checker's 24 to 13). Points as the mover numbers them.
fn checker_paths(moves: impl Iterator<Item = (u8, u8)>) -> Vec<(u8, u8)> {
    let mut paths: Vec<(u8, u8)> = Vec::new();
    for (from, to) in moves {
        match paths.iter_mut().find(|(_, end)| *end == from && from != 0) {
            Some(path) => path.1 = to,
            None => paths.push((from, to)),
        }
    }
    paths
}

/// How far apart two sets of checker paths are: the least total of the
/// distances between the ends of paired paths, a path left without a pair
/// counting as far as the board is long. At most four paths a side, so
/// every pairing is tried.
fn path_distance(written: &[(u8, u8)], legal: &[(u8, u8)]) -> u32 {
    const UNPAIRED: u32 = 25;
    let Some((&(from, to), rest)) = written.split_first() else {
        return UNPAIRED * legal.len() as u32;
    };
    let alone = UNPAIRED + path_distance(rest, legal);
    (0..legal.len())
        .map(|i| {
            let mut others = legal.to_vec();
            let (other_from, other_to) = others.remove(i);
            u32::from(from.abs_diff(other_from))
                + u32::from(to.abs_diff(other_to))
                + path_distance(rest, &others)
        })
        .fold(alone, u32::min)
}

/// The variant a match's `Variation` header names when it is one played on
/// another board (GNU Backgammon writes `NackGammon`, `HyperGammon (3)`; its
/// SGF `RU[Nackgammon]`, `RU[Hypergammon3]`; eXtreme Gammon has Longgammon
/// too), which the replay cannot follow.
fn board_variant(matched: &Match) -> Option<&str> {
    let variation = matched.header("Variation")?.trim();
    let name = variation.to_ascii_lowercase();
    ["nackgammon", "hypergammon", "longgammon"]
        .iter()
        .any(|board| name.starts_with(board))
        .then_some(variation)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(from: u8, to: u8) -> Move {
        Move {
            from,
            to,
            hit: false,
        }
    }

    #[test]
    fn an_error_about_a_move_points_at_the_written_move_it_names() {
        // Given a written play of three moves
        let moves = [mv(13, 8), mv(8, 3), mv(6, 1)];
        // When an error names the second by its ends, or the third by its start
        let blocked = PlayError::Blocked {
            from: 8,
            to: 3,
            blocked: 3,
        };
        let not_home = PlayError::NotAllHome { from: 6 };
        // Then the diagnostic can point at that move
        assert_eq!(error_move(&blocked, &moves), Some(1));
        assert_eq!(error_move(&not_home, &moves), Some(2));
        // And an error about the whole play points at none
        let too_many = PlayError::TooManyMoves {
            written: 3,
            allowed: 2,
            roll: Roll::new(5, 5).unwrap(),
        };
        assert_eq!(error_move(&too_many, &moves), None);
    }

    #[test]
    fn a_checker_moved_on_in_two_moves_is_merged_into_one_unless_it_hit_on_the_way() {
        let hit = |from, to| Move {
            from,
            to,
            hit: true,
        };
        // Given moves that take a checker on, in either order, or from a hit
        for (written, merged) in [
            (vec![mv(6, 1), mv(1, 0)], Some(vec![mv(6, 0)])),
            (vec![mv(1, 0), mv(6, 1)], Some(vec![mv(6, 0)])),
            (vec![mv(13, 9), mv(9, 7), mv(7, 1)], Some(vec![mv(13, 1)])),
            (vec![mv(8, 5), mv(6, 5)], None),
            (vec![hit(13, 9), mv(9, 7)], None),
            (vec![mv(6, 0), mv(6, 0)], None),
        ] {
            // When merged; Then each chain is one move, a hit on the way none
            assert_eq!(merge_chains(&written), merged, "{written:?}");
        }
    }

    #[test]
    fn the_board_after_written_moves_is_none_where_a_move_cannot_be_made() {
        // Given the opening board
        let start = Position::start();
        // When a checker moves on from where it stopped; Then it is as if
        // moved at once
        assert_eq!(
            board_after(&start, &[mv(13, 9), mv(9, 7)]),
            board_after(&start, &[mv(13, 7)])
        );
        // And a move from an empty point, or onto a closed one, is none
        assert_eq!(board_after(&start, &[mv(10, 5)]), None);
        assert_eq!(board_after(&start, &[mv(13, 12)]), None);
        assert_eq!(board_after(&start, &[mv(6, 7)]), None);
    }

    #[test]
    fn an_illegal_play_hint_lists_the_shortest_legal_plays_first() {
        // Given the opening position and 6-5
        let roll = Roll::new(6, 5).unwrap();
        // When a hint is written
        let hint = legal_hint(&Position::start(), roll);
        // Then it lists a few plays, shortest text first, and how many there are
        let all = crate::board::legal_plays(&Position::start(), roll).len();
        let (listed, count) = hint
            .strip_prefix("legal plays include ")
            .and_then(|rest| rest.split_once(" ("))
            .unwrap();
        assert_eq!(count, format!("{all} in all)"));
        let listed: Vec<&str> = listed.split(", ").collect();
        assert_eq!(listed.len(), HINT_PLAYS);
        let mut sorted = listed.clone();
        sorted.sort_by_key(|text| (text.len(), *text));
        assert_eq!(listed, sorted);
        assert_eq!(listed.first(), Some(&"13/7/2"));
    }

    #[test]
    fn a_hit_mark_warning_names_the_play_as_read_and_counts_hits_in_number() {
        // Given 5/4*/off, read from `5/4 4/0` without its mark
        let step = |from, to, die, hit| crate::board::Step { from, to, die, hit };
        let words = HitMarkWords {
            play: Play::from_steps(&[step(5, 4, 1, true), step(4, 0, 4, false)]),
            unmarked: vec![4],
            unmarked_are_play_hits: false,
            spurious: Vec::new(),
            unsettled: Vec::new(),
            unsettled_unless_marked: false,
        };
        // When worded; Then the play is the one read, and the hit singular
        assert_eq!(
            words.message().as_deref(),
            Some("in the play read as 5/4*/off, the hit on 4 is not marked with `*`")
        );
    }

    #[test]
    fn one_unmarked_hit_is_counted_in_the_singular() {
        // Given a transcript that never marks its one hit; When warned of;
        // Then the count is singular, and plural otherwise
        let one = never_marks_hits(Location::default(), 1).message;
        let two = never_marks_hits(Location::default(), 2).message;
        assert!(one.ends_with("its 1 hit is unmarked"), "{one}");
        assert!(two.ends_with("2 hits are unmarked"), "{two}");
    }

    #[test]
    fn one_point_is_singular_and_any_other_count_plural() {
        assert_eq!(plural(1), "");
        assert_eq!(plural(0), "s");
        assert_eq!(plural(2), "s");
    }
}
