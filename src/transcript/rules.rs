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
    /// rules), leaving `board` from their view: the game is won if they bore
    /// off their last checker, else it is the other player's turn. Returns how
    /// the game ended, if it did.
    pub(crate) fn played(&mut self, player: Player, board: &Position) -> Option<Ending> {
        debug_assert!(self.may_roll(player).is_ok());
        if board.off() != CHECKERS {
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

    /// `player` rolled and wrote no play although the roll had legal plays:
    /// what follows decides whether that was a resignation or an illegal pass.
    pub(crate) fn played_nothing(&mut self, player: Player, roll: Roll) {
        debug_assert!(self.may_roll(player).is_ok());
        self.phase = Phase::NoPlay { player, roll };
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
    /// ([`Referee::played_nothing`]) once a result names `winner`: if the
    /// roller lost, they resigned after rolling, which is returned (who rolled,
    /// and the roll); if the roller won, the roll was an illegal pass.
    pub(crate) fn settle_no_play(
        &mut self,
        winner: Player,
    ) -> Result<Option<(Player, Roll)>, RuleBreak> {
        let Phase::NoPlay { player, roll } = self.phase else {
            return Ok(None);
        };
        if winner == player {
            return Err(RuleBreak::IllegalPass);
        }
        self.phase = Phase::Over {
            winner,
            value: Value::Resigned,
        };
        Ok(Some((player, roll)))
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
