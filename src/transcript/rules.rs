//! The rules of a match, written once: what a game is worth, the Crawford and
//! Jacoby rules, the cube, taking and dropping, resignations, results and
//! scoring. The full replay ([`super::replay`]) words a broken rule as a
//! diagnostic; the fast lane ([`super::quick`]) declines the input instead.

use serde::{Deserialize, Serialize};

use super::model::{Match, Player};
use crate::board::{CHECKERS, Position, Roll};

/// The ways a game ends. In JSON in lower case: `single`, `gammon`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    /// Borne off while the loser had borne off a checker.
    Single,
    /// Borne off before the loser bore off any checker.
    Gammon,
    /// A gammon with a loser's checker still on the bar or in the winner's home board.
    Backgammon,
    /// A double was dropped.
    Drop,
    /// A player resigned.
    Resign,
}

/// What bearing off the last checker wins on `board` (from the winner's view):
/// a single game if the opponent has borne off, a backgammon if the opponent
/// still has a checker on the bar or in the winner's home board, else a gammon.
pub(crate) fn board_ending(board: &Position) -> Ending {
    if board.opponent_off() > 0 {
        Ending::Single
    } else if board.opponent_bar() > 0 || (1..=6).any(|p| board.theirs(p) > 0) {
        Ending::Backgammon
    } else {
        Ending::Gammon
    }
}

/// The rules the headers switch on or off.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rules {
    /// The Crawford rule holds (match play).
    pub crawford: bool,
    /// The Jacoby rule holds (money play).
    pub jacoby: bool,
    /// Beavers allowed (`None`: the headers do not say).
    pub beavers: Option<bool>,
    /// The highest cube value, if limited.
    pub cube_limit: Option<u32>,
}

impl Rules {
    /// The rules `matched`'s headers set: the Crawford rule unless turned off,
    /// the Jacoby rule only in money play and only when turned on.
    pub(crate) fn of(matched: &Match) -> Rules {
        Rules {
            crawford: matched.switch("Crawford").unwrap_or(true),
            jacoby: matched.is_money() && matched.switch("Jacoby").unwrap_or(false),
            beavers: matched.switch("Beaver"),
            cube_limit: matched
                .header("CubeLimit")
                .and_then(|v| v.trim().parse().ok()),
        }
    }
}

/// How a game's exact value was reached, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Worth {
    /// The last checker borne off while the loser had borne off one.
    Single,
    /// A gammon.
    Gammon,
    /// A backgammon.
    Backgammon,
    /// A gammon or backgammon counted single under the Jacoby rule.
    JacobySingle,
    /// A double dropped: the cube's value before it.
    Drop,
}

impl Worth {
    /// The phrase a message uses: `a gammon`, ...
    pub(crate) fn phrase(self) -> &'static str {
        match self {
            Worth::Single => "a single game",
            Worth::Gammon => "a gammon",
            Worth::Backgammon => "a backgammon",
            Worth::JacobySingle => "a gammon counted single (Jacoby rule, cube not turned)",
            Worth::Drop => "the cube before the dropped double",
        }
    }
}

/// The value a game's result must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Value {
    /// Known exactly, with how it was reached.
    Exact(u32, Worth),
    /// A resignation: one, two or three times the cube (only one under the
    /// Jacoby rule with the cube not turned).
    Resigned,
}

/// Where a game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Before the first roll: either player may roll.
    Opening,
    /// The player may double or roll.
    Turn(Player),
    /// A double to `cube` waits for its answer.
    Offered {
        /// Who doubled.
        doubler: Player,
        /// The cube's value if the double is taken.
        cube: u32,
    },
    /// A roll was written without moves although it had legal plays: either a
    /// resignation after rolling (if the opponent's win follows) or an illegal
    /// pass. Only the full replay, which words the second, goes here.
    NoPlay {
        /// Who rolled.
        player: Player,
        /// The roll.
        roll: Roll,
        /// Some legal play of the roll ends the game: a win of the roller's
        /// that follows is then a play left out, not a resignation.
        could_end: bool,
    },
    /// The game is decided; the result line comes next.
    Over {
        /// Who won.
        winner: Player,
        /// What the result must say.
        value: Value,
    },
    /// The result was read.
    Finished {
        /// Who won.
        winner: Player,
        /// The points written.
        points: u32,
    },
}

/// An answer to a double.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Answer {
    /// The double is taken: the taker owns the cube.
    Take,
    /// The double is dropped: the doubler wins the cube's value before it.
    Drop,
    /// The double is taken and redoubled at once to the given value (money play).
    Beaver(u32),
}

/// A rule a transcript breaks, with what a message about it needs. The full
/// replay words each as a diagnostic; the fast lane declines the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RuleBreak {
    /// A roll, double or resignation after the game was decided.
    GameOver,
    /// A roll by the player whose turn it is not.
    NotYourTurn {
        /// Whose turn it is.
        turn: Player,
    },
    /// A roll while a double waits for its answer.
    DoublePending {
        /// Who doubled.
        doubler: Player,
    },
    /// A double before the first roll.
    DoubleBeforeFirstRoll,
    /// A double in the other player's turn.
    DoubleOutOfTurn {
        /// Whose turn it is.
        turn: Player,
    },
    /// A double where none can be: while one waits, or after the game.
    UnexpectedDouble,
    /// A double by the player who does not own the cube.
    CubeOnOtherSide {
        /// Who owns it.
        owner: Player,
        /// Its value.
        cube: u32,
    },
    /// A double in the Crawford game.
    CrawfordDouble,
    /// A double to another value than twice the cube.
    WrongCube {
        /// The cube's value.
        cube: u32,
        /// The value offered.
        offered: u32,
    },
    /// A double above the cube limit.
    AboveCubeLimit {
        /// The value offered.
        offered: u32,
        /// The limit.
        limit: u32,
    },
    /// A take, drop or beaver with no double waiting.
    NoDoubleWaiting {
        /// Because the game is over.
        game_over: bool,
    },
    /// The doubler answered their own double.
    OwnDouble {
        /// Who doubled.
        doubler: Player,
    },
    /// A beaver where beavers are not allowed.
    Beaver {
        /// Because the game is part of a match (else: the headers turn them off).
        in_match: bool,
    },
    /// A roll without moves although it had legal plays, followed by the
    /// roller's own win.
    IllegalPass,
    /// A second result that disagrees with the first.
    ResultDisagrees {
        /// The first result's winner.
        winner: Player,
        /// The first result's points.
        points: u32,
    },
    /// The result names the player who lost.
    WrongWinner {
        /// Who won.
        winner: Player,
    },
    /// The result's points are not the game's value.
    WrongValue {
        /// The game's value.
        expected: u32,
        /// How it was reached.
        worth: Worth,
        /// The cube.
        cube: u32,
    },
    /// A resignation's points are not 1, 2 or 3 times the cube (1 under the
    /// Jacoby rule with the cube not turned).
    WrongResignation {
        /// The Jacoby rule limits the resignation to a single game.
        jacoby: bool,
        /// The cube.
        cube: u32,
    },
}

/// A rule of the match, across games, that a transcript breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MatchBreak {
    /// A game after the match was won.
    MatchOver {
        /// Who won the match.
        winner: Player,
    },
    /// `and the match` on a result that does not end the match.
    FalseMatchClaim {
        /// The game's winner.
        winner: Player,
        /// The winner's points after the game.
        points: u32,
    },
}

/// A result line the rules accept, and what a reader should know of it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ResultRead {
    /// The result decided a game that was not decided on the board or by a
    /// drop: a resignation.
    pub resigned: bool,
    /// A resignation value that breaks the rules but changes nothing, since
    /// any legal value wins the match: worth a warning, not an error.
    pub forgiven: Option<RuleBreak>,
}

/// One game under the rules: whose turn it is, the cube and its owner, and
/// what the result must be. Each method checks one kind of action and moves
/// the game on, or returns the rule it breaks and leaves the game as it was.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Referee {
    rules: Rules,
    /// The match length (0: money play).
    length: u32,
    /// The score at the start of the game, player 1 first.
    score: [u32; 2],
    /// The game is the Crawford game: no doubling.
    crawford: bool,
    phase: Phase,
    cube: u32,
    /// Who owns the cube (`None`: in the middle).
    owner: Option<Player>,
}

impl Referee {
    /// A game about to start at `score`.
    pub(crate) fn new(rules: Rules, length: u32, score: [u32; 2], crawford: bool) -> Referee {
        Referee {
            rules,
            length,
            score,
            crawford,
            phase: Phase::Opening,
            cube: 1,
            owner: None,
        }
    }

    /// Where the game is.
    pub(crate) fn phase(&self) -> Phase {
        self.phase
    }

    /// The cube's value.
    pub(crate) fn cube(&self) -> u32 {
        self.cube
    }

    /// Who owns the cube (`None`: in the middle).
    pub(crate) fn owner(&self) -> Option<Player> {
        self.owner
    }

    /// The game is the Crawford game.
    pub(crate) fn crawford(&self) -> bool {
        self.crawford
    }

    /// The score at the start of the game.
    pub(crate) fn score(&self) -> [u32; 2] {
        self.score
    }

    /// Gammons and backgammons count single: money play under the Jacoby rule
    /// with the cube never turned.
    pub(crate) fn jacoby_applies(&self) -> bool {
        self.rules.jacoby && self.owner.is_none() && self.cube == 1
    }

    /// The game is decided (its result may still be missing).
    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. } | Phase::Finished { .. })
    }

    /// `player` may roll now.
    pub(crate) fn may_roll(&self, player: Player) -> Result<(), RuleBreak> {
        match self.phase {
            Phase::Opening => Ok(()),
            Phase::Turn(turn) if turn == player => Ok(()),
            Phase::Turn(turn) => Err(RuleBreak::NotYourTurn { turn }),
            Phase::Offered { doubler, .. } => Err(RuleBreak::DoublePending { doubler }),
            Phase::Over { .. } | Phase::Finished { .. } | Phase::NoPlay { .. } => {
                Err(RuleBreak::GameOver)
            }
        }
    }

    /// `player` played a roll (checked by [`Referee::may_roll`] and the board
    /// rules), leaving `board` from their view; `bore_off`: the play bore a
    /// checker off. The game is won if that was their last checker, else it is
    /// the other player's turn. Returns how the game ended, if it did.
    #[inline]
    pub(crate) fn played(
        &mut self,
        player: Player,
        board: &Position,
        bore_off: bool,
    ) -> Option<Ending> {
        debug_assert!(self.may_roll(player).is_ok());
        // Only a play that bears off can win; counting what is off costs a
        // pass over the board, which most plays need not pay.
        debug_assert!(bore_off || board.off() < CHECKERS);
        if !bore_off || board.off() != CHECKERS {
            self.phase = Phase::Turn(player.other());
            return None;
        }
        let ending = board_ending(board);
        let multiple = match ending {
            Ending::Backgammon => 3,
            Ending::Gammon => 2,
            _ => 1,
        };
        let value = if multiple > 1 && self.jacoby_applies() {
            Value::Exact(1, Worth::JacobySingle)
        } else {
            let worth = match ending {
                Ending::Backgammon => Worth::Backgammon,
                Ending::Gammon => Worth::Gammon,
                _ => Worth::Single,
            };
            Value::Exact(self.cube.saturating_mul(multiple), worth)
        };
        self.phase = Phase::Over {
            winner: player,
            value,
        };
        Some(ending)
    }

    /// `player` rolled and wrote no play although the roll had legal plays
    /// (`could_end`: one of them ends the game): what follows decides whether
    /// that was a resignation or an illegal pass.
    pub(crate) fn played_nothing(&mut self, player: Player, roll: Roll, could_end: bool) {
        debug_assert!(self.may_roll(player).is_ok());
        self.phase = Phase::NoPlay {
            player,
            roll,
            could_end,
        };
    }

    /// `player` doubles to `offered`.
    pub(crate) fn double(&mut self, player: Player, offered: u32) -> Result<(), RuleBreak> {
        match self.phase {
            Phase::Turn(turn) if turn == player => {}
            Phase::Opening => return Err(RuleBreak::DoubleBeforeFirstRoll),
            Phase::Turn(turn) => return Err(RuleBreak::DoubleOutOfTurn { turn }),
            _ => return Err(RuleBreak::UnexpectedDouble),
        }
        if let Some(owner) = self.owner.filter(|&owner| owner != player) {
            return Err(RuleBreak::CubeOnOtherSide {
                owner,
                cube: self.cube,
            });
        }
        if self.crawford {
            return Err(RuleBreak::CrawfordDouble);
        }
        self.check_cube(self.cube, offered)?;
        self.phase = Phase::Offered {
            doubler: player,
            cube: offered,
        };
        Ok(())
    }

    /// A double from `cube` must offer twice it, within the cube limit.
    fn check_cube(&self, cube: u32, offered: u32) -> Result<(), RuleBreak> {
        if offered != cube.saturating_mul(2) {
            return Err(RuleBreak::WrongCube { cube, offered });
        }
        match self.rules.cube_limit {
            Some(limit) if offered > limit => Err(RuleBreak::AboveCubeLimit { offered, limit }),
            _ => Ok(()),
        }
    }

    /// `player` answers the double that waits. Returns how the game ended, if
    /// the answer ended it (a drop).
    pub(crate) fn answer(
        &mut self,
        player: Player,
        answer: Answer,
    ) -> Result<Option<Ending>, RuleBreak> {
        let Phase::Offered { doubler, cube } = self.phase else {
            return Err(RuleBreak::NoDoubleWaiting {
                game_over: self.is_over(),
            });
        };
        if player == doubler {
            return Err(RuleBreak::OwnDouble { doubler });
        }
        match answer {
            Answer::Take => {
                self.cube = cube;
                self.owner = Some(player);
                self.phase = Phase::Turn(doubler);
                Ok(None)
            }
            Answer::Drop => {
                self.phase = Phase::Over {
                    winner: doubler,
                    value: Value::Exact(self.cube, Worth::Drop),
                };
                Ok(Some(Ending::Drop))
            }
            Answer::Beaver(beaver) => {
                if self.length != 0 || self.rules.beavers == Some(false) {
                    return Err(RuleBreak::Beaver {
                        in_match: self.length != 0,
                    });
                }
                self.check_cube(cube, beaver)?;
                self.cube = beaver;
                self.owner = Some(player);
                self.phase = Phase::Turn(doubler);
                Ok(None)
            }
        }
    }

    /// `player` resigns, before rolling, instead of answering a double, or
    /// after rolling (once [`Referee::may_roll`] allowed the roll).
    pub(crate) fn resign(&mut self, player: Player) -> Result<(), RuleBreak> {
        if self.is_over() {
            return Err(RuleBreak::GameOver);
        }
        self.phase = Phase::Over {
            winner: player.other(),
            value: Value::Resigned,
        };
        Ok(())
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

    /// Settles a roll written without moves although it had legal plays
    /// ([`Referee::played_nothing`]) once a result names `winner`. If the
    /// roller lost, they resigned after rolling. If the roller won and no
    /// play of the roll could have ended the game, the opponent resigned
    /// while the roller was on roll (the roll is dropped). Either is returned;
    /// a roller's win that the roll could have made on the board is an
    /// illegal pass: the play was left out.
    pub(crate) fn settle_no_play(
        &mut self,
        winner: Player,
    ) -> Result<Option<NoPlayEnd>, RuleBreak> {
        let Phase::NoPlay {
            player,
            roll,
            could_end,
        } = self.phase
        else {
            return Ok(None);
        };
        let end = if winner != player {
            NoPlayEnd::RollerResigned { player, roll }
        } else if could_end {
            return Err(RuleBreak::IllegalPass);
        } else {
            NoPlayEnd::OpponentResigned { player, roll }
        };
        self.phase = Phase::Over {
            winner,
            value: Value::Resigned,
        };
        Ok(Some(end))
    }

    /// A result line: `winner` gets `points`. A game that was not decided on
    /// the board or by a drop was resigned.
    pub(crate) fn result(&mut self, winner: Player, points: u32) -> Result<ResultRead, RuleBreak> {
        self.settle_no_play(winner)?;
        let mut read = ResultRead::default();
        let value = match self.phase {
            Phase::Finished {
                winner: first,
                points: first_points,
            } => {
                return if first == winner && first_points == points {
                    Ok(read)
                } else {
                    Err(RuleBreak::ResultDisagrees {
                        winner: first,
                        points: first_points,
                    })
                };
            }
            Phase::Over { winner: won, value } => {
                if won != winner {
                    return Err(RuleBreak::WrongWinner { winner: won });
                }
                value
            }
            Phase::Opening | Phase::Turn(_) | Phase::Offered { .. } | Phase::NoPlay { .. } => {
                read.resigned = true;
                Value::Resigned
            }
        };
        match value {
            Value::Exact(expected, worth) if expected != points => {
                return Err(RuleBreak::WrongValue {
                    expected,
                    worth,
                    cube: self.cube,
                });
            }
            Value::Resigned if !self.resignation_values().any(|v| v == points) => {
                let broken = RuleBreak::WrongResignation {
                    jacoby: self.jacoby_applies(),
                    cube: self.cube,
                };
                // Any legal value wins the match, so the number changes nothing.
                let needed = self.length.saturating_sub(*winner.pick(&self.score));
                if self.length > 0 && self.cube >= needed && points >= needed {
                    read.forgiven = Some(broken);
                } else {
                    return Err(broken);
                }
            }
            _ => {}
        }
        self.phase = Phase::Finished { winner, points };
        Ok(read)
    }

    /// The game's winner and points, once its result was read.
    pub(crate) fn outcome(&self) -> Option<(Player, u32)> {
        match self.phase {
            Phase::Finished { winner, points } => Some((winner, points)),
            _ => None,
        }
    }
}

/// How a game's score line stands to the score counted from the games before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScoreLine {
    /// It is the counted score.
    AsCounted,
    /// Higher for a player and lower for none, within the match: games are
    /// missing before it (or the transcript starts mid-match).
    GamesMissing,
    /// 0-0 in money play, where the score decides nothing: a session whose
    /// writer counts each game on its own.
    MoneySession,
    /// Lower than counted for a player, or past the match's end.
    Wrong,
}

/// How a roll written without a play ended the game, read from the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NoPlayEnd {
    /// The roller resigned after rolling.
    RollerResigned {
        /// Who rolled.
        player: Player,
        /// The roll.
        roll: Roll,
    },
    /// The roller's opponent resigned while the roller was on roll.
    OpponentResigned {
        /// Who rolled.
        player: Player,
        /// The roll.
        roll: Roll,
    },
}

/// The match from game to game: the score, the Crawford game, the winner.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scoreboard {
    rules: Rules,
    /// The match length (0: money play, which never ends).
    length: u32,
    /// The score, player 1 first.
    pub score: [u32; 2],
    /// The Crawford game was played (it is played once).
    crawford_played: bool,
    /// Who won the match, once a player reached its length.
    winner: Option<Player>,
}

impl Scoreboard {
    /// A match of `length` points (0: money play) at 0-0.
    pub(crate) fn new(rules: Rules, length: u32) -> Scoreboard {
        Scoreboard {
            rules,
            length,
            score: [0, 0],
            crawford_played: false,
            winner: None,
        }
    }

    /// Who won the match, if a player reached its length.
    pub(crate) fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// A game may follow: the match is not over.
    pub(crate) fn may_start_game(&self) -> Result<(), MatchBreak> {
        match self.winner {
            Some(winner) => Err(MatchBreak::MatchOver { winner }),
            None => Ok(()),
        }
    }

    /// Starts the next game at the current score (once
    /// [`Scoreboard::may_start_game`] allowed it). The first game after a
    /// player reaches one point from the match's end is the Crawford game,
    /// when the rule holds.
    pub(crate) fn start_game(&mut self) -> Referee {
        debug_assert!(self.may_start_game().is_ok());
        let one_away = |points: u32| self.length.checked_sub(1) == Some(points);
        let [first, second] = self.score;
        let crawford = self.rules.crawford
            && self.length > 0
            && !self.crawford_played
            && one_away(first) != one_away(second);
        self.crawford_played |= crawford;
        Referee::new(self.rules, self.length, self.score, crawford)
    }

    /// How a game's stated score, `stated`, stands to the score counted so
    /// far. A match may be written from the middle: a file continued from an
    /// earlier one (GamesGrid saves a resumed match anew) or an excerpt with
    /// games left out starts, or goes on, at a higher score.
    pub(crate) fn compare_score(&self, stated: [u32; 2]) -> ScoreLine {
        let [counted1, counted2] = self.score;
        let [stated1, stated2] = stated;
        if stated == self.score {
            ScoreLine::AsCounted
        } else if self.length == 0 && stated == [0, 0] {
            ScoreLine::MoneySession
        } else if stated1 >= counted1 && stated2 >= counted2 && stated1.max(stated2) < self.length {
            ScoreLine::GamesMissing
        } else {
            ScoreLine::Wrong
        }
    }

    /// Goes on from `score`, a stated score the counted one cannot explain
    /// but that [`Scoreboard::compare_score`] allows. When a player is one
    /// point away, the Crawford game may have been among the games not
    /// written: it is taken as played, so that no double is wrongly refused.
    pub(crate) fn resume_at(&mut self, score: [u32; 2]) {
        self.score = score;
        let one_away = |points: u32| self.length.checked_sub(1) == Some(points);
        self.crawford_played |= score.into_iter().any(one_away);
    }

    /// A match to a length that no player has reached yet: it stops before
    /// its end.
    pub(crate) fn is_unfinished(&self) -> bool {
        self.length > 0 && self.winner.is_none()
    }

    /// Counts a game `winner` won for `points`; `claims_match`: its result
    /// said `and the match`. The points count even when the claim is false.
    /// Returns whether the match is over.
    pub(crate) fn score_game(
        &mut self,
        winner: Player,
        points: u32,
        claims_match: bool,
    ) -> Result<bool, MatchBreak> {
        let total = winner.pick_mut(&mut self.score);
        *total = total.saturating_add(points);
        let reached = self.length > 0 && *total >= self.length;
        if reached {
            self.winner = Some(winner);
        } else if claims_match {
            return Err(MatchBreak::FalseMatchClaim {
                winner,
                points: *total,
            });
        }
        Ok(reached)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Player::{One, Two};

    const MATCH: Rules = Rules {
        crawford: true,
        jacoby: false,
        beavers: None,
        cube_limit: None,
    };
    const MONEY_JACOBY: Rules = Rules {
        crawford: false,
        jacoby: true,
        beavers: Some(true),
        cube_limit: None,
    };

    /// A game of a 7-point match at `score`, not the Crawford game.
    fn game_at(score: [u32; 2]) -> Referee {
        Referee::new(MATCH, 7, score, false)
    }

    /// A game where `player` is on roll after the opening roll.
    fn turn_of(player: Player, rules: Rules, length: u32) -> Referee {
        let mut referee = Referee::new(rules, length, [0, 0], false);
        referee.played(player.other(), &Position::start(), false);
        referee
    }

    /// The board after the last checker of the player on roll is borne off,
    /// with the opponent's fifteen checkers where `opponent` puts them (the
    /// on-roll player's numbering, 0 = borne off).
    fn borne_off_with(opponent: &[(usize, u8)]) -> Position {
        let mut theirs = [0u8; 25];
        for &(point, count) in opponent {
            if point > 0 {
                // Their own numbering runs the other way.
                theirs[25 - point - 1] = count;
            }
        }
        Position::from_sides(&[0; 25], &theirs).unwrap()
    }

    #[test]
    fn either_player_may_roll_first_then_the_players_alternate() {
        // Given a new game
        let mut referee = game_at([0, 0]);
        // Then either may roll
        assert_eq!(referee.may_roll(One), Ok(()));
        assert_eq!(referee.may_roll(Two), Ok(()));
        // When player 2 plays
        assert_eq!(referee.played(Two, &Position::start(), false), None);
        // Then it is player 1's turn, not player 2's
        assert_eq!(referee.may_roll(One), Ok(()));
        assert_eq!(
            referee.may_roll(Two),
            Err(RuleBreak::NotYourTurn { turn: One })
        );
    }

    #[test]
    fn nobody_rolls_while_a_double_waits_for_its_answer() {
        // Given player 1 doubled
        let mut referee = turn_of(One, MATCH, 7);
        referee.double(One, 2).unwrap();
        // Then neither may roll
        assert_eq!(
            referee.may_roll(One),
            Err(RuleBreak::DoublePending { doubler: One })
        );
        assert_eq!(
            referee.may_roll(Two),
            Err(RuleBreak::DoublePending { doubler: One })
        );
    }

    #[test]
    fn a_taken_double_gives_the_cube_to_the_taker_and_only_the_taker_redoubles() {
        // Given player 1 doubles and player 2 takes
        let mut referee = turn_of(One, MATCH, 7);
        referee.double(One, 2).unwrap();
        assert_eq!(referee.answer(Two, Answer::Take), Ok(None));
        // Then the cube is at 2 on player 2's side, and player 1 rolls on
        assert_eq!((referee.cube(), referee.owner()), (2, Some(Two)));
        referee.played(One, &Position::start(), false);
        // When player 1 doubles again on their next turn
        referee.played(Two, &Position::start(), false);
        // Then the cube is not theirs
        assert_eq!(
            referee.double(One, 4),
            Err(RuleBreak::CubeOnOtherSide {
                owner: Two,
                cube: 2
            })
        );
    }

    #[test]
    fn a_double_must_offer_twice_the_cube_within_the_limit() {
        // Given a match with a cube limit of 2
        let limited = Rules {
            cube_limit: Some(2),
            ..MATCH
        };
        let mut referee = turn_of(One, limited, 7);
        // Then doubling to 3 is wrong, and to 2 is fine
        assert_eq!(
            referee.double(One, 3),
            Err(RuleBreak::WrongCube {
                cube: 1,
                offered: 3
            })
        );
        referee.double(One, 2).unwrap();
        referee.answer(Two, Answer::Take).unwrap();
        referee.played(One, &Position::start(), false);
        // When player 2 redoubles to 4
        // Then the limit forbids it
        assert_eq!(
            referee.double(Two, 4),
            Err(RuleBreak::AboveCubeLimit {
                offered: 4,
                limit: 2
            })
        );
    }

    #[test]
    fn doubles_come_only_in_the_doublers_own_turn() {
        let mut referee = game_at([0, 0]);
        assert_eq!(
            referee.double(One, 2),
            Err(RuleBreak::DoubleBeforeFirstRoll)
        );
        referee.played(One, &Position::start(), false);
        assert_eq!(
            referee.double(One, 2),
            Err(RuleBreak::DoubleOutOfTurn { turn: Two })
        );
        referee.double(Two, 2).unwrap();
        assert_eq!(referee.double(One, 4), Err(RuleBreak::UnexpectedDouble));
    }

    #[test]
    fn nobody_doubles_in_the_crawford_game() {
        // Given a match where player 1 reached 6 of 7 points
        let mut scoreboard = Scoreboard::new(MATCH, 7);
        scoreboard.score = [6, 3];
        // When the next game starts
        let mut referee = scoreboard.start_game();
        // Then it is the Crawford game, and a double breaks the rule
        assert!(referee.crawford());
        referee.played(One, &Position::start(), false);
        assert_eq!(referee.double(Two, 2), Err(RuleBreak::CrawfordDouble));
        // And the game after it is not
        assert!(!scoreboard.start_game().crawford());
    }

    #[test]
    fn the_crawford_game_needs_exactly_one_player_one_point_away() {
        for (score, crawford) in [([6, 3], true), ([6, 6], false), ([5, 3], false)] {
            let mut scoreboard = Scoreboard::new(MATCH, 7);
            scoreboard.score = score;
            assert_eq!(scoreboard.start_game().crawford(), crawford, "{score:?}");
        }
        // Nor is there one when the headers turn the rule off, or in money play
        let mut off = Scoreboard::new(
            Rules {
                crawford: false,
                ..MATCH
            },
            7,
        );
        off.score = [6, 3];
        assert!(!off.start_game().crawford());
        assert!(!Scoreboard::new(MATCH, 0).start_game().crawford());
    }

    #[test]
    fn only_the_other_player_answers_a_double() {
        let mut referee = turn_of(One, MATCH, 7);
        assert_eq!(
            referee.answer(Two, Answer::Take),
            Err(RuleBreak::NoDoubleWaiting { game_over: false })
        );
        referee.double(One, 2).unwrap();
        assert_eq!(
            referee.answer(One, Answer::Take),
            Err(RuleBreak::OwnDouble { doubler: One })
        );
    }

    #[test]
    fn a_dropped_double_wins_the_cube_before_it() {
        // Given a cube at 2 that player 2 redoubles to 4
        let mut referee = turn_of(One, MATCH, 7);
        referee.double(One, 2).unwrap();
        referee.answer(Two, Answer::Take).unwrap();
        referee.played(One, &Position::start(), false);
        referee.double(Two, 4).unwrap();
        // When player 1 drops
        assert_eq!(referee.answer(One, Answer::Drop), Ok(Some(Ending::Drop)));
        // Then player 2 has won 2 points, no more and no less
        assert_eq!(
            referee.result(Two, 4),
            Err(RuleBreak::WrongValue {
                expected: 2,
                worth: Worth::Drop,
                cube: 2
            })
        );
        assert!(referee.result(Two, 2).is_ok());
        assert_eq!(referee.outcome(), Some((Two, 2)));
    }

    #[test]
    fn beavers_are_for_money_play_when_the_headers_allow_them() {
        // Given a money game with beavers, player 1 doubles
        let mut money = turn_of(One, MONEY_JACOBY, 0);
        money.double(One, 2).unwrap();
        // When player 2 beavers to 4; Then player 2 owns a cube at 4
        assert_eq!(money.answer(Two, Answer::Beaver(4)), Ok(None));
        assert_eq!((money.cube(), money.owner()), (4, Some(Two)));
        // Given a match game; Then a beaver is refused
        let mut matched = turn_of(One, MATCH, 7);
        matched.double(One, 2).unwrap();
        assert_eq!(
            matched.answer(Two, Answer::Beaver(4)),
            Err(RuleBreak::Beaver { in_match: true })
        );
        // Given money play with beavers off; Then a beaver is refused
        let off = Rules {
            beavers: Some(false),
            ..MONEY_JACOBY
        };
        let mut money = turn_of(One, off, 0);
        money.double(One, 2).unwrap();
        assert_eq!(
            money.answer(Two, Answer::Beaver(4)),
            Err(RuleBreak::Beaver { in_match: false })
        );
    }

    #[test]
    fn bearing_off_the_last_checker_wins_single_gammon_or_backgammon_times_the_cube() {
        let cases = [
            (vec![(0, 1), (20, 14)], Ending::Single, 1, Worth::Single),
            (vec![(20, 15)], Ending::Gammon, 2, Worth::Gammon),
            (
                vec![(20, 14), (3, 1)],
                Ending::Backgammon,
                3,
                Worth::Backgammon,
            ),
        ];
        for (opponent, ending, multiple, worth) in cases {
            // Given a cube at 2
            let mut referee = turn_of(One, MATCH, 7);
            referee.double(One, 2).unwrap();
            referee.answer(Two, Answer::Take).unwrap();
            // When player 1 bears off the last checker
            let board = borne_off_with(&opponent);
            assert_eq!(board_ending(&board), ending);
            assert_eq!(referee.played(One, &board, true), Some(ending));
            // Then the game is worth the multiple of the cube
            assert_eq!(
                referee.phase(),
                Phase::Over {
                    winner: One,
                    value: Value::Exact(2 * multiple, worth)
                },
                "{ending:?}"
            );
        }
    }

    #[test]
    fn the_jacoby_rule_counts_a_gammon_single_until_the_cube_is_turned() {
        // Given money play under the Jacoby rule, the cube in the middle
        let mut referee = turn_of(One, MONEY_JACOBY, 0);
        // When player 1 wins a gammon
        referee.played(One, &borne_off_with(&[(20, 15)]), true);
        // Then it is worth 1, and so is any resignation
        assert_eq!(
            referee.phase(),
            Phase::Over {
                winner: One,
                value: Value::Exact(1, Worth::JacobySingle)
            }
        );
        let mut resigned = turn_of(One, MONEY_JACOBY, 0);
        resigned.resign(Two).unwrap();
        assert_eq!(
            resigned.result(One, 2),
            Err(RuleBreak::WrongResignation {
                jacoby: true,
                cube: 1
            })
        );
    }

    #[test]
    fn a_resignation_is_worth_one_two_or_three_times_the_cube() {
        for points in 1..=4 {
            // Given player 2 resigns at the start of a game at 0-0
            let mut referee = turn_of(One, MATCH, 7);
            referee.resign(Two).unwrap();
            // When the result gives player 1 `points`
            let read = referee.result(One, points);
            // Then 1 to 3 are accepted as a resignation
            if points <= 3 {
                assert_eq!(
                    read,
                    Ok(ResultRead {
                        resigned: false,
                        forgiven: None
                    })
                );
            } else {
                assert_eq!(
                    read,
                    Err(RuleBreak::WrongResignation {
                        jacoby: false,
                        cube: 1
                    })
                );
            }
        }
    }

    #[test]
    fn a_result_without_a_decision_is_a_resignation() {
        let mut referee = turn_of(One, MATCH, 7);
        assert_eq!(
            referee.result(Two, 2),
            Ok(ResultRead {
                resigned: true,
                forgiven: None
            })
        );
    }

    #[test]
    fn a_wrong_resignation_value_that_wins_the_match_anyway_is_forgiven() {
        // Given player 1 needs 1 point of 7 and player 2 resigns
        let mut referee = Referee::new(MATCH, 7, [6, 0], false);
        referee.resign(Two).unwrap();
        // When the result gives 4 points (worth at most 3)
        let read = referee.result(One, 4).unwrap();
        // Then the rule break is only remarked on
        assert_eq!(
            read.forgiven,
            Some(RuleBreak::WrongResignation {
                jacoby: false,
                cube: 1
            })
        );
    }

    #[test]
    fn a_result_must_name_the_winner_and_agree_with_an_earlier_one() {
        let mut referee = turn_of(One, MATCH, 7);
        referee.played(One, &borne_off_with(&[(0, 1), (20, 14)]), true);
        assert_eq!(
            referee.result(Two, 1),
            Err(RuleBreak::WrongWinner { winner: One })
        );
        referee.result(One, 1).unwrap();
        // The same result again is fine; another is not
        assert!(referee.result(One, 1).is_ok());
        assert_eq!(
            referee.result(One, 2),
            Err(RuleBreak::ResultDisagrees {
                winner: One,
                points: 1
            })
        );
        // Nor may anyone act after it
        assert_eq!(referee.resign(Two), Err(RuleBreak::GameOver));
        assert_eq!(referee.may_roll(Two), Err(RuleBreak::GameOver));
    }

    #[test]
    fn a_roll_played_as_nothing_is_a_resignation_unless_it_could_have_won() {
        let roll = Roll::new(6, 5).unwrap();
        // Given player 1 rolled and wrote no play, and a play could end the game
        let mut referee = turn_of(One, MATCH, 7);
        referee.played_nothing(One, roll, true);
        // When player 1 is named the winner; Then the play was left out
        assert_eq!(referee.settle_no_play(One), Err(RuleBreak::IllegalPass));
        // When player 2 is; Then player 1 resigned after rolling
        assert_eq!(
            referee.settle_no_play(Two),
            Ok(Some(NoPlayEnd::RollerResigned { player: One, roll }))
        );
        assert!(referee.result(Two, 1).is_ok());

        // Given no play of the roll could end the game
        let mut referee = turn_of(One, MATCH, 7);
        referee.played_nothing(One, roll, false);
        // When player 1 is named the winner; Then player 2 resigned meanwhile
        assert_eq!(
            referee.settle_no_play(One),
            Ok(Some(NoPlayEnd::OpponentResigned { player: One, roll }))
        );
        assert!(referee.result(One, 2).is_ok());
    }

    #[test]
    fn the_match_ends_when_a_player_reaches_its_length_and_no_game_follows() {
        let mut scoreboard = Scoreboard::new(MATCH, 3);
        assert_eq!(scoreboard.score_game(One, 2, false), Ok(false));
        // `and the match` before the end is a false claim, but the points count
        assert_eq!(
            scoreboard.score_game(Two, 1, true),
            Err(MatchBreak::FalseMatchClaim {
                winner: Two,
                points: 1
            })
        );
        assert_eq!(scoreboard.score, [2, 1]);
        assert!(scoreboard.is_unfinished());
        assert_eq!(scoreboard.score_game(One, 2, true), Ok(true));
        assert_eq!(scoreboard.winner(), Some(One));
        assert!(!scoreboard.is_unfinished());
        assert_eq!(
            scoreboard.may_start_game(),
            Err(MatchBreak::MatchOver { winner: One })
        );
    }

    #[test]
    fn a_higher_score_line_means_games_are_missing_and_a_lower_one_is_wrong() {
        // Given a 7-point match counted at 0-0
        let mut scoreboard = Scoreboard::new(MATCH, 7);
        // When the score lines say...; Then
        assert_eq!(scoreboard.compare_score([0, 0]), ScoreLine::AsCounted);
        assert_eq!(scoreboard.compare_score([6, 5]), ScoreLine::GamesMissing);
        assert_eq!(scoreboard.compare_score([7, 0]), ScoreLine::Wrong);
        scoreboard.resume_at([3, 2]);
        assert_eq!(scoreboard.compare_score([2, 4]), ScoreLine::Wrong);
        assert_eq!(scoreboard.compare_score([3, 4]), ScoreLine::GamesMissing);
        // And in money play a score line may start the count again
        let mut money = Scoreboard::new(MONEY_JACOBY, 0);
        assert_eq!(money.score_game(One, 2, false), Ok(false));
        assert_eq!(money.compare_score([0, 0]), ScoreLine::MoneySession);
        assert_eq!(money.compare_score([3, 0]), ScoreLine::Wrong);
    }

    #[test]
    fn a_match_resumed_one_point_away_takes_the_crawford_game_as_played() {
        // Given a 7-point match written from 6-5 on
        let mut scoreboard = Scoreboard::new(MATCH, 7);
        scoreboard.resume_at([6, 5]);
        // When its first game is played; Then doubles are allowed in it
        let mut referee = scoreboard.start_game();
        assert!(!referee.crawford());
        assert!(referee.may_roll(One).is_ok());
        referee.played(One, &Position::start(), false);
        assert_eq!(referee.double(Two, 2), Ok(()));
        // But resumed earlier, the Crawford game comes when it is due
        let mut early = Scoreboard::new(MATCH, 7);
        early.resume_at([4, 5]);
        assert_eq!(early.score_game(One, 2, false), Ok(false));
        assert!(early.start_game().crawford());
    }

    #[test]
    fn money_play_never_ends() {
        let mut scoreboard = Scoreboard::new(MONEY_JACOBY, 0);
        assert_eq!(scoreboard.score_game(One, 64, false), Ok(false));
        assert!(!scoreboard.is_unfinished());
        assert_eq!(scoreboard.may_start_game(), Ok(()));
    }
}
