//! Counting a match's statistics from what the replay saw of each game.

use super::recorded::sum_recorded;
use super::{BEAROFF_TOLERANCE, BearoffMistake, MatchStats, PlayerStats, rules_of, under_rules};
use crate::analysis::bearoff::{exact_bearoff_win, exact_win_after_play};
use crate::analysis::entering::{HOME_POINTS, entering_rolls};
use crate::analysis::shots::shots_with;
use crate::board::{BAR, Position, Roll};
use crate::ids::position_id;
use crate::notation::format_play;
use crate::rules::{RuleSet, Rules};
use crate::transcript::{
    ActionKind, Ending, Game, GameTrace, Match, Player, RollTrace, replay_traced,
};

/// The statistics of each seat of `matched`, replayed under `variant` when
/// given (else the rules its headers name, standard without any).
///
/// Only what the replay followed counts: after a rule break (a match read
/// with `--force`) the rest of that game is left out, as the replay leaves
/// it. Derived figures are worked out; [`PlayerStats::add`] adds matches up.
pub fn match_stats(matched: &Match, variant: Option<Rules>) -> MatchStats {
    let replaced = under_rules(matched, variant);
    let matched = replaced.as_ref().unwrap_or(matched);
    let rules = rules_of(matched, None);
    let (replay, traces) = replay_traced(matched);
    let [one, two] = &matched.players;
    let mut players = [PlayerStats::named(&one.name), PlayerStats::named(&two.name)];
    let summaries = replay.matches.len().max(1) as u32;
    for (seat, stats) in players.iter_mut().enumerate() {
        stats.matches = summaries;
        stats.matches_won = replay
            .matches
            .iter()
            .filter(|summary| summary.winner == Some(seat as u8))
            .count() as u32;
    }
    for (game, trace) in matched.games.iter().zip(&traces) {
        let mut counter = GameCounter {
            players: &mut players,
            rules,
            game,
        };
        counter.count(trace);
    }
    for stats in &mut players {
        stats.derive();
    }
    MatchStats { players, rules }
}

/// Counts one game into the two seats' statistics.
struct GameCounter<'a> {
    players: &'a mut [PlayerStats; 2],
    rules: Rules,
    game: &'a Game,
}

impl GameCounter<'_> {
    fn seat(&mut self, player: Player) -> &mut PlayerStats {
        player.pick_mut(self.players)
    }

    fn count(&mut self, trace: &GameTrace) {
        if trace.rolls.is_empty() && trace.end.is_none() {
            return;
        }
        for player in [Player::One, Player::Two] {
            self.seat(player).games += 1;
        }
        for roll in &trace.rolls {
            self.roll(roll);
        }
        let cube = self.cube_actions(trace);
        self.result(trace, cube);
        sum_recorded(self.players, self.game, trace, self.rules);
    }

    fn roll(&mut self, traced: &RollTrace) {
        let player = traced.player;
        let rules = self.rules;
        let stats = self.seat(player);
        stats.rolls += 1;
        stats.doubles_rolled += u32::from(traced.roll.is_double());
        stats.pips_rolled += pips_of(traced.roll);
        if traced.resigned {
            return;
        }
        let before = &traced.before;
        if before.bar() > 0 {
            stats.expected_dances += dance_chance(before, rules);
            stats.dances += u32::from(traced.play.is_empty());
        }
        let hitting = f64::from(shots_with(before, rules).hitting_rolls) / 36.0;
        stats.expected_hits_made += hitting;
        let hits: Vec<u8> = traced
            .play
            .steps()
            .iter()
            .filter(|step| step.hit)
            .map(|step| step.to)
            .collect();
        if !hits.is_empty() {
            stats.hits_made += 1;
        }
        stats.checkers_hit += hits.len() as u32;
        stats.pips_hit += hits.iter().map(|&p| u32::from(p)).sum::<u32>();
        let victim = self.seat(player.other());
        victim.expected_hits_suffered += hitting;
        if !hits.is_empty() {
            victim.hits_suffered += 1;
        }
        victim.checkers_sent_back += hits.len() as u32;
        victim.pips_lost_to_hits += hits.iter().map(|&p| u32::from(p)).sum::<u32>();
        if rules.max_stack.is_none() {
            self.bearoff(traced);
        }
    }

    /// In an exact two-sided bear-off: the roll's luck and the play's error.
    fn bearoff(&mut self, traced: &RollTrace) {
        let Some(before) = exact_bearoff_win(&traced.before) else {
            return;
        };
        let Some(made) = exact_win_after_play(&traced.after) else {
            return;
        };
        let mut best = made;
        let mut best_play = traced.play;
        for legal in self.rules.legal_plays(&traced.before, traced.roll) {
            if let Some(value) = exact_win_after_play(&legal.result)
                && value > best
            {
                best = value;
                best_play = legal.play;
            }
        }
        let turn = turn_number(self.game, traced.action);
        let number = self.game.number;
        let stats = self.seat(traced.player);
        stats.bearoff_rolls += 1;
        stats.bearoff_luck += best - before;
        if best - made > BEAROFF_TOLERANCE {
            stats.bearoff_errors += 1;
            stats.bearoff_error += made - best;
            stats.bearoff_mistakes.push(BearoffMistake {
                file: None,
                game: number,
                turn,
                position: position_id::encode(&traced.before),
                roll: traced.roll.to_string(),
                play: format_play(&traced.play),
                best_play: format_play(&best_play),
                win_chance: made,
                best_win_chance: best,
            });
        }
    }

    /// Counts the doubles, answers and the highest cube of the actions the
    /// replay followed; returns the cube the game ended on.
    fn cube_actions(&mut self, trace: &GameTrace) -> u32 {
        let followed = followed_actions(self.game, trace);
        let mut cube = 1u32;
        let mut offered = 1u32;
        let mut highest = 1u32;
        for action in self.game.actions.iter().take(followed) {
            let stats = self.seat(action.player);
            match action.kind {
                ActionKind::Double { cube: value } => {
                    stats.doubles += 1;
                    offered = value;
                }
                ActionKind::Take => {
                    stats.takes += 1;
                    cube = offered;
                }
                ActionKind::Drop => stats.drops += 1,
                ActionKind::Beaver { cube: value } => {
                    // The double is taken, and redoubled at once.
                    stats.beavers += 1;
                    cube = offered;
                    offered = value;
                }
                _ => {}
            }
            highest = highest.max(cube);
        }
        for player in [Player::One, Player::Two] {
            let stats = self.seat(player);
            stats.highest_cube = stats.highest_cube.max(highest);
        }
        cube
    }

    fn result(&mut self, trace: &GameTrace, cube: u32) {
        let Some(end) = trace.end else {
            return;
        };
        let margin = match end.how {
            Ending::Single | Ending::Drop => 1,
            Ending::Gammon => 2,
            Ending::Backgammon => 3,
            // Oxford rules count checkers, not gammons, in a resignation.
            Ending::Resign if self.rules.set == RuleSet::Oxford => 1,
            Ending::Resign => end.points / cube.max(1),
        };
        let winner = self.seat(end.winner);
        winner.games_won += 1;
        winner.points_won += end.points;
        winner.gammons_won += u32::from(margin == 2);
        winner.backgammons_won += u32::from(margin == 3);
        let loser = self.seat(end.winner.other());
        loser.gammons_lost += u32::from(margin == 2);
        loser.backgammons_lost += u32::from(margin == 3);
    }
}

/// Pips a roll moves: both dice, a double four times.
fn pips_of(roll: Roll) -> u32 {
    let (high, low) = (u32::from(roll.high()), u32::from(roll.low()));
    if roll.is_double() {
        4 * high
    } else {
        high + low
    }
}

/// The chance that a roll enters nothing from the bar: both dice on points
/// that cannot be entered (held by two or more opposing checkers, or under a
/// stacking limit by as many of the roller's own as the limit allows).
pub(crate) fn dance_chance(position: &Position, rules: Rules) -> f64 {
    let cap = rules.max_stack.map(|c| c.max());
    let closed = (1..=HOME_POINTS)
        .filter(|&die| {
            let point = BAR - die;
            position.theirs(point) >= 2 || cap.is_some_and(|cap| position.mine(point) >= cap)
        })
        .count() as u8;
    // At most six points are looked at, so the count is always in range.
    let entering = entering_rolls(closed, 1).unwrap_or(0);
    f64::from(36 - entering) / 36.0
}

/// How many of `game`'s actions the replay followed: all of them when it
/// accepted the result, else those before the first roll it did not follow.
fn followed_actions(game: &Game, trace: &GameTrace) -> usize {
    if trace.end.is_some() {
        return game.actions.len();
    }
    game.actions
        .iter()
        .enumerate()
        .position(|(index, action)| {
            action.kind.dice().is_some() && !trace.rolls.iter().any(|r| r.action == index)
        })
        .unwrap_or(game.actions.len())
}

/// The 1-based turn number `export` gives the action at `index`: results
/// are not turns.
fn turn_number(game: &Game, index: usize) -> usize {
    game.actions
        .iter()
        .take(index + 1)
        .filter(|action| !matches!(action.kind, ActionKind::Result { .. }))
        .count()
}
