//! The rules of a match, written once: what a game is worth, the Crawford and
//! Jacoby rules, the cube, taking and dropping, resignations, results and
//! scoring. The replay ([`super::replay`](mod@super::replay)) words a broken rule as a
//! diagnostic.

mod oxford;

use serde::{Deserialize, Serialize};

use super::Dialect;
use super::model::{Match, Outcome, Player};
use crate::board::{CHECKERS, Position, Roll};
use crate::rules::{RuleSet, Rules as Variant};

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
    /// The rule set and stacking limit the game is played under.
    pub variant: Variant,
    /// The results say whether the Jacoby rule holds: a gammon with the cube
    /// never turned may be written single. Backgammon Galaxy writes a money
    /// session as a "16 point match" and credits such a gammon as a single
    /// game; in money play whose headers do not say, the rule is as the
    /// results count it (most money play is under it).
    pub jacoby_as_written: bool,
    /// The writer may write a result above anything the game can be worth,
    /// once it is at least what the winner needed: GamesGrid (named by its
    /// site, or by the ratings it writes after both names).
    pub results_above_worth: bool,
}

impl Rules {
    /// The rules `matched`'s headers set: the Crawford rule unless turned off,
    /// the Jacoby rule only in money play and only when turned on.
    pub(crate) fn of(matched: &Match) -> Rules {
        Rules::of_variant(matched, None)
    }

    /// The rules of [`Rules::of`] under `variant` when given (the command
    /// line's choice), else under the variant the headers name
    /// (`; [Variation "Oxford"]`, `; [MaxStack "6"]`), else standard. Oxford
    /// rules have no Crawford rule, Jacoby rule or beaver; MSN rules keep the
    /// Crawford rule and cap the cube at 64.
    pub(crate) fn of_variant(matched: &Match, variant: Option<Variant>) -> Rules {
        let variant = variant
            .or_else(|| header_variant(matched))
            .unwrap_or_default();
        let header_limit: Option<u32> = matched
            .header("CubeLimit")
            .and_then(|v| v.trim().parse().ok());
        let cube_limit = match (header_limit, variant.cube_limit()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let crawford = match variant.set {
            RuleSet::Oxford => false,
            RuleSet::Msn => true,
            RuleSet::Standard => matched.switch("Crawford").unwrap_or(true),
        };
        let oxford = variant.set == RuleSet::Oxford;
        let site = crate::formats::mat::dialect::by_site(&matched.headers);
        Rules {
            crawford,
            jacoby: !oxford && matched.is_money() && matched.switch("Jacoby").unwrap_or(false),
            beavers: if oxford {
                Some(false)
            } else {
                matched.switch("Beaver")
            },
            cube_limit,
            variant,
            jacoby_as_written: !oxford
                && ((matched.length == GALAXY_MONEY_LENGTH && site == Some(Dialect::Galaxy))
                    || (matched.is_money() && matched.switch("Jacoby").is_none())),
            results_above_worth: site == Some(Dialect::GamesGrid)
                || (site.is_none() && matched.players.iter().all(|p| p.rating.is_some())),
        }
    }
}

/// The match length Backgammon Galaxy writes for a money session.
const GALAXY_MONEY_LENGTH: u32 = 16;

/// The variant a transcript's headers name, if any.
pub(crate) fn header_variant(matched: &Match) -> Option<Variant> {
    Variant::from_headers(matched.header("Variation"), matched.header("MaxStack"))
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
    /// Oxford rules: the loser's checkers left on the board, times the margin,
    /// the opening double and the stake of the loser's offers.
    Remaining,
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
            Worth::Remaining => {
                "the loser's checkers left times the game's multiplier (Oxford rules)"
            }
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
    Resigned {
        /// The transcript marks the resignation (`???`), rather than leaving
        /// it to the result line alone.
        marked: bool,
    },
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
        /// What the game is worth to the roller when some legal play of the
        /// roll bears off their last checker: a win of the roller's that
        /// follows is then that play, left out of the transcript (live
        /// transcriptions stop at the winning roll), not a resignation.
        winning: Option<Value>,
    },
    /// The game is decided; the result line comes next.
    Over {
        /// Who won.
        winner: Player,
        /// What the result must say.
        value: Value,
    },
    /// A `Losses` line was read, and no `Wins` line yet. A `Losses` line
    /// stands apart from its row in some transcripts, where its column names
    /// the wrong loser, so it waits: a `Wins` line that follows decides over
    /// it, and without one it is judged when the game ends.
    Claimed {
        /// Who the `Losses` line makes the winner.
        winner: Player,
        /// The points it says.
        written: u32,
    },
    /// The result was read.
    Finished {
        /// Who won.
        winner: Player,
        /// The points the game counts: its value by the rules.
        points: u32,
        /// The points the result line says.
        written: u32,
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

/// A rule a transcript breaks, with what a message about it needs. The
/// replay words each as a diagnostic.
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
    /// A resignation's points are not 1, 2 or 3 times the cube.
    WrongResignation {
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

/// What a result value was cut to by a writer that counts no more than the
/// match needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cap {
    /// The points the winner still needed to win the match (Foxamon; Galaxy
    /// and GamesGrid for resignations).
    Needed,
    /// The match length (Galaxy, for games won on the board).
    Length,
}

/// A result value the rules would refuse, read by a writer's known
/// convention: a warning, and the game counts at its value by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Forgiven {
    /// A game won on the board, written at less than its value but at the
    /// points the winner needed or at the match length, which it reaches.
    CappedGame {
        /// The game's value, which it counts.
        value: u32,
        /// How the value was reached.
        worth: Worth,
        /// The cube.
        cube: u32,
        /// What the written value is.
        cap: Cap,
    },
    /// A resignation written at the points the winner needed or at the match
    /// length, which no resignation is worth, where a resignation reaches the
    /// match: counted at the smallest resignation value that covers it.
    CappedResignation {
        /// The points counted.
        counted: u32,
        /// The cube.
        cube: u32,
        /// What the written value is.
        cap: Cap,
    },
    /// A resignation written at a value no resignation has, where any
    /// resignation wins the match (the cube alone reaches it): counted at the
    /// smallest resignation value that covers it, at most a backgammon.
    WinsAnyway {
        /// The points counted.
        counted: u32,
        /// The cube.
        cube: u32,
    },
    /// A gammon or backgammon with the cube never turned, written single
    /// where the results say whether the Jacoby rule holds
    /// ([`Rules::jacoby_as_written`]): counted single, as written.
    JacobyAsWritten {
        /// The points counted: the cube.
        counted: u32,
        /// What the game is worth without the Jacoby rule.
        value: u32,
        /// How that value was reached.
        worth: Worth,
    },
    /// A resignation of the match: written at the points the winner needed
    /// (or at the match length), which is more than a backgammon, with the
    /// result saying `and the match`: counted as written.
    MatchResigned {
        /// The points counted, as written.
        counted: u32,
        /// What the written value is.
        cap: Cap,
    },
    /// A value above what the game is worth (a game on the board) or above
    /// the most a resignation is worth, at least the points the winner
    /// needed, where the game's value reaches them anyway: counted at that
    /// value, or at the most a resignation is worth.
    Oversized {
        /// The points counted.
        counted: u32,
        /// The cube.
        cube: u32,
    },
    /// A resignation the transcript marks (`???`), written at more than a
    /// backgammon is worth: counted as the most a resignation is worth.
    AboveMost {
        /// The points counted.
        counted: u32,
        /// The cube.
        cube: u32,
    },
}

/// A `Losses` line set aside because a `Wins` line of the same game names
/// the other winner: the `Wins` line decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SetAside {
    /// Who the `Losses` line made the winner.
    pub named: Player,
    /// The `Losses` line came before the `Wins` line (else it is the line
    /// just read).
    pub earlier: bool,
}

/// A result line the rules accept, and what a reader should know of it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ResultRead {
    /// The result decided a game that was not decided on the board or by a
    /// drop: a resignation.
    pub resigned: bool,
    /// The result settled a roll written without a play: the roller
    /// resigned after rolling, or the opponent during the roller's turn.
    pub no_play: Option<NoPlayEnd>,
    /// The points the game counts: its value by the rules.
    pub points: u32,
    /// The points the result line says.
    pub written: u32,
    /// A value that breaks the letter of the rules, read by a writer's
    /// convention: worth a warning, not an error.
    pub forgiven: Option<Forgiven>,
    /// A `Losses` line that a `Wins` line overrules: worth a warning.
    pub set_aside: Option<SetAside>,
    /// A `Losses` line that waits for the game's other result lines or its
    /// end ([`Referee::close`]) to be judged.
    pub waiting: bool,
}

#[cfg(test)]
impl ResultRead {
    /// Nothing about the result is worth a word.
    fn is_quiet(&self) -> bool {
        self.forgiven.is_none() && self.set_aside.is_none() && self.no_play.is_none()
    }
}

/// A game's result as the rules count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Counted {
    /// Who won.
    pub winner: Player,
    /// The points the game counts: its value by the rules, which scores it.
    pub points: u32,
    /// The points its result line says.
    pub written: u32,
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
    /// Where the game stood when its first result line was read: what a
    /// result line after it is judged against.
    before_result: Phase,
    cube: u32,
    /// Who owns the cube (`None`: in the middle). Under Oxford rules: who
    /// may make the next offer.
    owner: Option<Player>,
    /// Oxford rules: the factor each player's doubling offers put on the
    /// game if that player loses (player 1 first).
    stake: [u32; 2],
    /// Oxford rules: the opening roll was a double.
    opening_double: bool,
    /// A result line says the winner won the match (`and the match`).
    match_claimed: bool,
    /// A beaver (or a raccoon) waits for the other player's word until the
    /// doubler's next roll: who that is, and the value a drop loses (the
    /// cube before the redouble). They may take it (which the roll
    /// implies), drop it, or, the doubler after a beaver, raccoon it.
    beaver: Option<(Player, u32)>,
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
            before_result: Phase::Opening,
            cube: 1,
            owner: None,
            stake: [1, 1],
            opening_double: false,
            match_claimed: false,
            beaver: None,
        }
    }

    /// A result line of the game says its winner won the match: a
    /// resignation may then be of the match, not just the game.
    pub(crate) fn claim_match(&mut self) {
        self.match_claimed = true;
    }

    /// `points` won by `winner` reach the match's length from the score the
    /// game started at.
    pub(crate) fn reaches_match(&self, winner: Player, points: u32) -> bool {
        self.needed(winner).is_some_and(|needed| points >= needed)
    }

    /// The rule set and stacking limit of the game.
    pub(crate) fn variant(&self) -> Variant {
        self.rules.variant
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

    /// Sets the cube's value, as a file that edits the game does.
    pub(crate) fn set_cube(&mut self, value: u32) {
        self.cube = value;
    }

    /// Sets the cube's owner (`None`: the middle), as a file that edits the
    /// game does.
    pub(crate) fn set_owner(&mut self, owner: Option<Player>) {
        self.owner = owner;
    }

    /// Puts `player` on roll, as a file that sets the board does; whether
    /// that changed whose turn it was. Only between turns: the opening, a
    /// double waiting for its answer and a game over stay as they are.
    pub(crate) fn set_turn(&mut self, player: Player) -> bool {
        match self.phase {
            Phase::Turn(turn) if turn != player => {
                self.phase = Phase::Turn(player);
                true
            }
            _ => false,
        }
    }

    /// The game is the Crawford game.
    pub(crate) fn crawford(&self) -> bool {
        self.crawford
    }

    /// Makes the game one after the Crawford game, where the cube is free:
    /// a file's word that it was the Crawford game was a guess its play
    /// contradicts.
    pub(crate) fn after_crawford(&mut self) {
        self.crawford = false;
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
        matches!(
            self.phase,
            Phase::Over { .. } | Phase::Claimed { .. } | Phase::Finished { .. }
        )
    }

    /// `player` may roll now.
    pub(crate) fn may_roll(&self, player: Player) -> Result<(), RuleBreak> {
        match self.phase {
            Phase::Opening => Ok(()),
            Phase::Turn(turn) if turn == player => Ok(()),
            Phase::Turn(turn) => Err(RuleBreak::NotYourTurn { turn }),
            Phase::Offered { doubler, .. } => Err(RuleBreak::DoublePending { doubler }),
            Phase::Over { .. }
            | Phase::Claimed { .. }
            | Phase::Finished { .. }
            | Phase::NoPlay { .. } => Err(RuleBreak::GameOver),
        }
    }

    /// `player` played a roll (checked by [`Referee::may_roll`] and the board
    /// rules), leaving `board` from their view; `bore_off`: the play bore a
    /// checker off. The game is won if that was their last checker, else it is
    /// the other player's turn. Returns how the game ended, if it did.
    /// Always inlined: it runs for every play, and the replay's loop is
    /// large enough that a plain hint may be passed over (a call per play).
    #[inline(always)]
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
        if !bore_off || !board.all_off() {
            self.phase = Phase::Turn(player.other());
            return None;
        }
        Some(self.borne_off(player, board))
    }

    /// `player` bore off their last checker, leaving `board`: the game is
    /// over, and what it is worth. Apart from [`Referee::played`], which
    /// the replay inlines for every play, as few plays end a game.
    #[inline(never)]
    fn borne_off(&mut self, player: Player, board: &Position) -> Ending {
        if self.rules.variant.set == RuleSet::Oxford {
            return self.oxford_won(player, board);
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
        ending
    }

    /// `player` rolled and wrote no play although the roll had legal plays
    /// (`winning`: the board one of them leaves when it bears off the last
    /// checker, from `player`'s view): what follows decides whether that was
    /// a resignation, the winning play left out, or an illegal pass.
    pub(crate) fn played_nothing(
        &mut self,
        player: Player,
        roll: Roll,
        winning: Option<&Position>,
    ) {
        debug_assert!(self.may_roll(player).is_ok());
        // What the game would be worth, as the rules value a bear-off.
        let winning = winning.and_then(|board| {
            let mut trial = *self;
            trial.borne_off(player, board);
            match trial.phase {
                Phase::Over { value, .. } => Some(value),
                _ => None,
            }
        });
        self.phase = Phase::NoPlay {
            player,
            roll,
            winning,
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
        if let Some((answering, value)) = self.beaver
            && answering == player
            && !self.is_over()
        {
            self.beaver = None;
            return match answer {
                Answer::Take => Ok(None),
                Answer::Drop => {
                    self.phase = Phase::Over {
                        winner: player.other(),
                        value: Value::Exact(value, Worth::Drop),
                    };
                    Ok(Some(Ending::Drop))
                }
                // A raccoon: the doubler redoubles the beaver; the cube
                // stays with the player who beavered, who may take or drop
                // it in turn (as GNU Backgammon plays it).
                Answer::Beaver(raccoon) => {
                    self.check_cube(self.cube, raccoon)?;
                    self.beaver = Some((player.other(), self.cube));
                    self.cube = raccoon;
                    Ok(None)
                }
            };
        }
        let Phase::Offered { doubler, cube } = self.phase else {
            return Err(RuleBreak::NoDoubleWaiting {
                game_over: self.is_over(),
            });
        };
        if player == doubler {
            return Err(RuleBreak::OwnDouble { doubler });
        }
        if self.rules.variant.set == RuleSet::Oxford {
            return self.oxford_answer(player, doubler, cube, answer);
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
                self.beaver = Some((doubler, cube));
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
            value: Value::Resigned { marked: true },
        };
        Ok(())
    }

    /// What a resignation by the loser of `winner` may be worth: a single
    /// game, gammon or backgammon; under Oxford rules any whole number of
    /// checkers up to three times fifteen, times the game's multiplier.
    ///
    /// The Jacoby rule counts a gammon played out single, not a resignation:
    /// a player who resigns a gammon with the cube not turned offers two
    /// points, and GNU Backgammon scores the accepted offer at two.
    fn resignation_values(&self, winner: Player) -> impl Iterator<Item = u32> + use<> {
        let (unit, most) = if self.rules.variant.set == RuleSet::Oxford {
            (
                self.oxford_multiplier(winner.other()),
                3 * u32::from(CHECKERS),
            )
        } else {
            (self.cube, 3)
        };
        (1..=most).map(move |m| unit.saturating_mul(m))
    }

    /// A result line: the player who wrote it (`writer`, by its column) says
    /// they won or lost (`outcome`) `written` points. A game that was not
    /// decided on the board or by a drop was resigned.
    ///
    /// A `Losses` line names its winner only through its column, which some
    /// writers get wrong, so it never decides over a `Wins` line: it waits
    /// (the read says so) until a `Wins` line decides or the game ends
    /// ([`Referee::close`]); a `Losses` line after the `Wins` line that names
    /// the other winner is set aside. Two lines that still disagree break the
    /// rules.
    pub(crate) fn result(
        &mut self,
        writer: Player,
        outcome: Outcome,
        written: u32,
    ) -> Result<ResultRead, RuleBreak> {
        let winner = outcome.winner(writer);
        match self.phase {
            Phase::Finished {
                winner: first,
                points,
                written: first_written,
            } => {
                let counted = Counted {
                    winner: first,
                    points,
                    written: first_written,
                };
                Self::after_decision(counted, outcome, winner, written)
            }
            Phase::Claimed {
                winner: named,
                written: named_written,
            } => self.after_losses((named, named_written), outcome, winner, written),
            before => {
                if outcome == Outcome::Losses {
                    self.before_result = before;
                    self.phase = Phase::Claimed { winner, written };
                    return Ok(ResultRead {
                        written,
                        waiting: true,
                        ..ResultRead::default()
                    });
                }
                self.decide(before, winner, written)
            }
        }
    }

    /// A result line after the one that decided the game (`first`): the same
    /// result again, or a `Losses` line naming the other winner, which is set
    /// aside; anything else disagrees.
    fn after_decision(
        first: Counted,
        outcome: Outcome,
        winner: Player,
        written: u32,
    ) -> Result<ResultRead, RuleBreak> {
        let same = ResultRead {
            points: first.points,
            written: first.written,
            ..ResultRead::default()
        };
        if (winner, written) == (first.winner, first.written) {
            Ok(same)
        } else if outcome == Outcome::Losses && winner != first.winner {
            let set_aside = SetAside {
                named: winner,
                earlier: false,
            };
            Ok(ResultRead {
                set_aside: Some(set_aside),
                ..same
            })
        } else {
            Err(RuleBreak::ResultDisagrees {
                winner: first.winner,
                points: first.written,
            })
        }
    }

    /// A result line after a `Losses` line that waits (`claimed`: who it makes
    /// the winner, and its points): the same line again waits too; a `Wins`
    /// line decides, setting the `Losses` line aside if it names the other
    /// winner. A `Wins` line giving the same winner other points, or another
    /// `Losses` line, disagrees.
    fn after_losses(
        &mut self,
        claimed: (Player, u32),
        outcome: Outcome,
        winner: Player,
        written: u32,
    ) -> Result<ResultRead, RuleBreak> {
        let (named, named_written) = claimed;
        let same = (winner, written) == claimed;
        let disagrees = match outcome {
            Outcome::Losses => !same,
            Outcome::Wins => winner == named && !same,
        };
        if disagrees {
            return Err(RuleBreak::ResultDisagrees {
                winner: named,
                points: named_written,
            });
        }
        if outcome == Outcome::Losses {
            return Ok(ResultRead {
                written,
                waiting: true,
                ..ResultRead::default()
            });
        }
        let mut read = self.decide(self.before_result, winner, written)?;
        if winner != named {
            read.set_aside = Some(SetAside {
                named,
                earlier: true,
            });
        }
        Ok(read)
    }

    /// Ends the game's result lines: a `Losses` line that no `Wins` line
    /// followed is judged now. Returns what was read of it, if one waited.
    pub(crate) fn close(&mut self) -> Result<Option<ResultRead>, RuleBreak> {
        match self.phase {
            Phase::Claimed { winner, written } => {
                self.decide(self.before_result, winner, written).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// Judges a result giving `winner` `written` points against where the
    /// game stood before its result lines (`before`), and finishes the game
    /// with it.
    fn decide(
        &mut self,
        before: Phase,
        winner: Player,
        written: u32,
    ) -> Result<ResultRead, RuleBreak> {
        let read = self.judge(before, winner, written)?;
        self.before_result = before;
        self.phase = Phase::Finished {
            winner,
            points: read.points,
            written,
        };
        Ok(read)
    }

    /// What the rules make of a result giving `winner` `written` points, where
    /// the game stood at `before` when its result lines began. A roll written
    /// without a play is settled by who won: if the roller lost, they resigned
    /// after rolling; if the roller won and no play of the roll could have
    /// ended the game, the opponent resigned during the roller's turn (the
    /// roll is dropped); a roller's win the roll could have made on the board
    /// is an illegal pass: the play was left out.
    fn judge(&self, before: Phase, winner: Player, written: u32) -> Result<ResultRead, RuleBreak> {
        let mut read = ResultRead {
            written,
            ..ResultRead::default()
        };
        let value = match before {
            Phase::Over { winner: won, value } => {
                if won != winner {
                    return Err(RuleBreak::WrongWinner { winner: won });
                }
                value
            }
            Phase::NoPlay {
                player,
                roll,
                winning,
            } => match winning {
                _ if winner != player => {
                    read.no_play = Some(NoPlayEnd::RollerResigned { player, roll });
                    Value::Resigned { marked: false }
                }
                Some(value) => {
                    read.no_play = Some(NoPlayEnd::WinningPlayLeftOut { player, roll });
                    value
                }
                None => {
                    read.no_play = Some(NoPlayEnd::OpponentResigned { player, roll });
                    Value::Resigned { marked: false }
                }
            },
            _ => {
                read.resigned = true;
                Value::Resigned { marked: false }
            }
        };
        let (points, forgiven) = match value {
            Value::Exact(value, worth) => self.game_points(winner, value, worth, written)?,
            Value::Resigned { marked } => self.resignation_points(winner, written, marked)?,
        };
        read.points = points;
        read.forgiven = forgiven;
        Ok(read)
    }

    /// The points of a game worth `value` (reached as `worth`) whose result
    /// says `written`: the value. A game won on the board may be written at
    /// less, cut at the points the winner needed or at the match length.
    fn game_points(
        &self,
        winner: Player,
        value: u32,
        worth: Worth,
        written: u32,
    ) -> Result<(u32, Option<Forgiven>), RuleBreak> {
        if written == value {
            return Ok((value, None));
        }
        let on_the_board = matches!(worth, Worth::Single | Worth::Gammon | Worth::Backgammon);
        let gammon = matches!(worth, Worth::Gammon | Worth::Backgammon);
        if self.rules.jacoby_as_written && gammon && self.owner.is_none() && written == self.cube {
            // The writer is the authority on the rule it played under.
            let forgiven = Forgiven::JacobyAsWritten {
                counted: written,
                value,
                worth,
            };
            return Ok((written, Some(forgiven)));
        }
        let needed = self.needed(winner).filter(|&needed| needed > 0);
        if self.rules.results_above_worth
            && on_the_board
            && written > value
            && needed.is_some_and(|n| value >= n)
        {
            // Written above the game's worth, which wins the match anyway.
            let forgiven = Forgiven::Oversized {
                counted: value,
                cube: self.cube,
            };
            return Ok((value, Some(forgiven)));
        }
        match self.cap(winner, written) {
            Some(cap) if on_the_board && written < value => {
                let forgiven = Forgiven::CappedGame {
                    value,
                    worth,
                    cube: self.cube,
                    cap,
                };
                Ok((value, Some(forgiven)))
            }
            _ => Err(RuleBreak::WrongValue {
                expected: value,
                worth,
                cube: self.cube,
            }),
        }
    }

    /// The points of a resignation whose result says `written`: one of the
    /// resignation values, or a value no resignation has that a writer's
    /// convention explains, counted at the smallest resignation value that
    /// covers it (at most the largest), as GNU Backgammon counts it.
    /// `marked`: the transcript marks the resignation (`???`).
    fn resignation_points(
        &self,
        winner: Player,
        written: u32,
        marked: bool,
    ) -> Result<(u32, Option<Forgiven>), RuleBreak> {
        if self.resignation_values(winner).any(|v| v == written) {
            return Ok((written, None));
        }
        let cube = self.cube.max(1);
        let most = self.resignation_values(winner).max().unwrap_or(cube);
        let counted = written.div_ceil(cube).saturating_mul(cube).min(most);
        let needed = self.needed(winner);
        let forgiven = match self.cap(winner, written) {
            // Cut to what the match needed, which a resignation reaches.
            Some(cap) if needed.is_some_and(|needed| most >= needed) => {
                Forgiven::CappedResignation { counted, cube, cap }
            }
            // Any legal value wins the match, so the number changes nothing.
            _ if needed.is_some_and(|needed| cube >= needed && written >= needed) => {
                Forgiven::WinsAnyway { counted, cube }
            }
            // The match resigned: the points the winner needed (or the
            // length), which no resignation of the game reaches.
            Some(cap) if self.match_claimed && written > most => Forgiven::MatchResigned {
                counted: written,
                cap,
            },
            // A marked resignation above a backgammon: the most it can be.
            _ if marked && written > cube.saturating_mul(3) => Forgiven::AboveMost {
                counted: most,
                cube,
            },
            // Above a backgammon's worth and at least what the winner
            // needed, which a resignation reaches (GamesGrid): the most a
            // resignation is worth, as GNU Backgammon counts it.
            _ if self.rules.results_above_worth
                && written > most
                && needed.is_some_and(|n| n > 0 && written >= n && most >= n) =>
            {
                Forgiven::Oversized {
                    counted: most,
                    cube,
                }
            }
            _ => {
                return Err(RuleBreak::WrongResignation { cube: self.cube });
            }
        };
        Ok((forgiven_points(forgiven), Some(forgiven)))
    }

    /// The points `winner` still needs to win the match (`None` in money
    /// play, which has no end).
    fn needed(&self, winner: Player) -> Option<u32> {
        (self.length > 0).then(|| self.length.saturating_sub(*winner.pick(&self.score)))
    }

    /// What a written value that reaches the match is cut to, if it is cut:
    /// the points `winner` needed, or the match length.
    fn cap(&self, winner: Player, written: u32) -> Option<Cap> {
        let needed = self.needed(winner).filter(|&needed| needed > 0)?;
        if written == needed {
            Some(Cap::Needed)
        } else if written == self.length && written >= needed {
            Some(Cap::Length)
        } else {
            None
        }
    }

    /// The game's result as the rules count it, once its result was read.
    pub(crate) fn outcome(&self) -> Option<Counted> {
        match self.phase {
            Phase::Finished {
                winner,
                points,
                written,
            } => Some(Counted {
                winner,
                points,
                written,
            }),
            _ => None,
        }
    }
}

/// How a game's score line stands to the score counted from the games before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScoreLine {
    /// It is the counted score.
    AsCounted,
    /// Higher for a player and lower for none, within the match (any, in
    /// money play): games are missing before it (or the transcript starts
    /// mid-match, or mid-session).
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
    /// The roll bears off the roller's last checkers and the roller won:
    /// the winning play was left out of the transcript.
    WinningPlayLeftOut {
        /// Who rolled.
        player: Player,
        /// The roll.
        roll: Roll,
    },
}

/// The points a forgiven value counts.
fn forgiven_points(forgiven: Forgiven) -> u32 {
    match forgiven {
        Forgiven::CappedGame { value, .. } => value,
        Forgiven::CappedResignation { counted, .. }
        | Forgiven::WinsAnyway { counted, .. }
        | Forgiven::Oversized { counted, .. }
        | Forgiven::AboveMost { counted, .. } => counted,
        Forgiven::JacobyAsWritten { counted, .. } | Forgiven::MatchResigned { counted, .. } => {
            counted
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
    /// `crawford_played` is a guess: the score was taken from a score line
    /// the count cannot explain, with a player one point away.
    crawford_guessed: bool,
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
            crawford_guessed: false,
            winner: None,
        }
    }

    /// The rules of the match.
    pub(crate) fn rules(&self) -> Rules {
        self.rules
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
        self.crawford_guessed = false;
        Referee::new(self.rules, self.length, self.score, crawford)
    }

    /// Goes by a file's word on whether the next game is the Crawford game
    /// (`stated`) where the count cannot tell: after [`Scoreboard::resume_at`]
    /// guessed, with one player (not both) one point away. Returns whether
    /// the count could tell, so that the word is to be checked against it
    /// instead.
    pub(crate) fn settle_crawford(&mut self, stated: bool) -> bool {
        let one_away = |points: u32| self.length.checked_sub(1) == Some(points);
        let [first, second] = self.score;
        if self.crawford_guessed && one_away(first) != one_away(second) {
            self.crawford_played = !stated;
            return false;
        }
        true
    }

    /// How a game's stated score, `stated`, stands to the score counted so
    /// far. A match may be written from the middle: a file continued from an
    /// earlier one (GamesGrid saves a resumed match anew) or an excerpt with
    /// games left out starts, or goes on, at a higher score. So may a money
    /// session, whose score has no end to stay within.
    pub(crate) fn compare_score(&self, stated: [u32; 2]) -> ScoreLine {
        let [counted1, counted2] = self.score;
        let [stated1, stated2] = stated;
        let within = self.length == 0 || stated1.max(stated2) < self.length;
        if stated == self.score {
            ScoreLine::AsCounted
        } else if self.length == 0 && stated == [0, 0] {
            ScoreLine::MoneySession
        } else if stated1 >= counted1 && stated2 >= counted2 && within {
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
        let guess = score.into_iter().any(one_away);
        self.crawford_guessed = guess && !self.crawford_played;
        self.crawford_played |= guess;
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
    use Outcome::{Losses, Wins};
    use Player::{One, Two};

    const MATCH: Rules = Rules {
        crawford: true,
        jacoby: false,
        beavers: None,
        cube_limit: None,
        variant: Variant::STANDARD,
        jacoby_as_written: false,
        results_above_worth: false,
    };
    const MONEY_JACOBY: Rules = Rules {
        crawford: false,
        jacoby: true,
        beavers: Some(true),
        cube_limit: None,
        variant: Variant::STANDARD,
        jacoby_as_written: false,
        results_above_worth: false,
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
            referee.result(Two, Wins, 4),
            Err(RuleBreak::WrongValue {
                expected: 2,
                worth: Worth::Drop,
                cube: 2
            })
        );
        assert!(referee.result(Two, Wins, 2).is_ok());
        assert_eq!(
            referee.outcome(),
            Some(Counted {
                winner: Two,
                points: 2,
                written: 2
            })
        );
    }

    #[test]
    fn the_doubler_may_drop_or_raccoon_a_beaver_until_they_roll() {
        let beavered = || {
            let mut money = turn_of(One, MONEY_JACOBY, 0);
            money.double(One, 2).unwrap();
            money.answer(Two, Answer::Beaver(4)).unwrap();
            money
        };
        // Given player 1's double to 2 beavered to 4; When player 1 drops
        // it; Then player 2 wins the game at the 2 the double offered
        let mut dropped = beavered();
        assert_eq!(dropped.answer(One, Answer::Drop), Ok(Some(Ending::Drop)));
        assert_eq!(
            dropped.phase(),
            Phase::Over {
                winner: Two,
                value: Value::Exact(2, Worth::Drop)
            }
        );
        // When player 1 takes it, or rolls; Then player 1 plays on at 4
        let mut taken = beavered();
        assert_eq!(taken.answer(One, Answer::Take), Ok(None));
        assert_eq!((taken.cube(), taken.phase()), (4, Phase::Turn(One)));
        // When player 1 raccoons it to 8; Then the cube is at 8, still
        // player 2's, who may drop it, losing the 4 it was before
        let mut raccooned = beavered();
        assert_eq!(raccooned.answer(One, Answer::Beaver(8)), Ok(None));
        assert_eq!((raccooned.cube(), raccooned.owner()), (8, Some(Two)));
        assert_eq!(raccooned.answer(Two, Answer::Drop), Ok(Some(Ending::Drop)));
        assert_eq!(
            raccooned.phase(),
            Phase::Over {
                winner: One,
                value: Value::Exact(4, Worth::Drop)
            }
        );
        // And the player who beavered has no beaver to drop
        let nothing = Err(RuleBreak::NoDoubleWaiting { game_over: false });
        assert_eq!(beavered().answer(Two, Answer::Drop), nothing);
        // And once player 1 rolls, the beaver can no longer be dropped
        let mut rolled = beavered();
        rolled.rolled(Roll::new(3, 1).unwrap());
        assert_eq!(rolled.answer(One, Answer::Drop), nothing);
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
        // Then it is worth 1
        assert_eq!(
            referee.phase(),
            Phase::Over {
                winner: One,
                value: Value::Exact(1, Worth::JacobySingle)
            }
        );
        // But a gammon resigned is worth the 2 its loser offered, as GNU
        // Backgammon scores it (fixtures/sgf/scenarios/jacoby-resign-gammon.sgf)
        for resigned in [2, 3] {
            let mut referee = turn_of(One, MONEY_JACOBY, 0);
            referee.resign(Two).unwrap();
            let read = referee.result(One, Wins, resigned).unwrap();
            assert_eq!((read.points, read.forgiven), (resigned, None));
        }
    }

    #[test]
    fn a_resignation_is_worth_one_two_or_three_times_the_cube() {
        for points in 1..=4 {
            // Given a game at 0-0 that player 2 gives up without a word
            let mut referee = turn_of(One, MATCH, 7);
            // When the result gives player 1 `points`
            let read = referee.result(One, Wins, points);
            // Then 1 to 3 are accepted as a resignation, as written
            if points <= 3 {
                assert_eq!(
                    read,
                    Ok(ResultRead {
                        resigned: true,
                        points,
                        written: points,
                        ..ResultRead::default()
                    })
                );
            } else {
                assert_eq!(read, Err(RuleBreak::WrongResignation { cube: 1 }));
            }
        }
    }

    #[test]
    fn a_result_without_a_decision_is_a_resignation() {
        let mut referee = turn_of(One, MATCH, 7);
        let read = referee.result(Two, Wins, 2).unwrap();
        assert!(read.resigned && read.is_quiet());
    }

    #[test]
    fn a_wrong_resignation_value_that_wins_the_match_anyway_is_forgiven() {
        // Given player 1 needs 1 point of 7 and player 2 resigns
        let mut referee = Referee::new(MATCH, 7, [6, 0], false);
        referee.resign(Two).unwrap();
        // When the result gives 4 points (worth at most 3)
        let read = referee.result(One, Wins, 4).unwrap();
        // Then the rule break is only remarked on, and the game counts as
        // a backgammon resignation
        assert_eq!(
            read.forgiven,
            Some(Forgiven::WinsAnyway {
                counted: 3,
                cube: 1
            })
        );
        assert_eq!(
            referee.outcome(),
            Some(Counted {
                winner: One,
                points: 3,
                written: 4
            })
        );
    }

    /// Player 1 bears off the last checker with a gammon at `score` of a
    /// `length`-point match, the cube at `cube` on their side.
    fn gammon_at(score: [u32; 2], length: u32, cube: u32) -> Referee {
        let mut referee = Referee::new(MATCH, length, score, false);
        referee.cube = cube;
        referee.owner = Some(One);
        referee.played(One, &borne_off_with(&[(20, 15)]), true);
        referee
    }

    #[test]
    fn a_game_won_on_the_board_may_be_written_capped_at_the_points_needed_or_the_match_length() {
        // Given gammons worth 8 (cube 4) and 4 (cube 2)
        let cases = [
            // Foxamon: 3 of 5, 2 needed, written 2
            ([3, 2], 5, 4, 2, Cap::Needed),
            // Galaxy: 1 of 3, 2 needed, written at the length
            ([1, 2], 3, 2, 3, Cap::Length),
            // 0-0 of 3: the length is what is needed
            ([0, 0], 3, 2, 3, Cap::Needed),
        ];
        for (score, length, cube, written, cap) in cases {
            let mut referee = gammon_at(score, length, cube);
            // When the result says less than the game's value
            let read = referee.result(One, Wins, written).unwrap();
            // Then it is a writer's convention: remarked on, counted in full
            let value = 2 * cube;
            assert_eq!(
                read.forgiven,
                Some(Forgiven::CappedGame {
                    value,
                    worth: Worth::Gammon,
                    cube,
                    cap
                }),
                "{score:?} of {length}"
            );
            assert_eq!((read.points, read.written), (value, written));
            assert_eq!(referee.outcome().map(|c| c.points), Some(value));
        }
    }

    #[test]
    fn a_capped_game_value_that_is_neither_the_points_needed_nor_the_length_is_wrong() {
        // Given a gammon worth 8 with the cube at 4
        let wrong = RuleBreak::WrongValue {
            expected: 8,
            worth: Worth::Gammon,
            cube: 4,
        };
        for (score, length, written, why) in [
            ([0, 0], 9, 7, "7 is neither the 9 needed nor the length"),
            ([6, 0], 9, 2, "2 is below the 3 needed"),
            ([6, 0], 9, 7, "7 is neither the 3 needed nor the length"),
            ([0, 0], 0, 4, "money play caps nothing"),
            ([0, 0], 9, 9, "more than the game is worth"),
        ] {
            // When the result says another value
            let mut referee = gammon_at(score, length, 4);
            let read = referee.result(One, Wins, written);
            // Then it stays an error, deciding game or not
            assert_eq!(read, Err(wrong), "{why}");
        }
        // Nor is a dropped double's value capped: player 2 needs 1 and wins 2
        let mut referee = Referee::new(MATCH, 5, [0, 4], false);
        referee.played(Two, &Position::start(), false);
        referee.double(One, 2).unwrap();
        referee.answer(Two, Answer::Take).unwrap();
        referee.played(One, &Position::start(), false);
        referee.double(Two, 4).unwrap();
        referee.answer(One, Answer::Drop).unwrap();
        assert!(matches!(
            referee.result(Two, Wins, 1),
            Err(RuleBreak::WrongValue { expected: 2, .. })
        ));
    }

    /// A game at `score` of a `length`-point match with the cube at `cube`,
    /// which player 2 resigned (`marked`: with `???`) or gave up silently.
    fn resigned_at(score: [u32; 2], length: u32, cube: u32, marked: bool) -> Referee {
        let mut referee = Referee::new(MATCH, length, score, false);
        referee.cube = cube;
        referee.owner = Some(Two);
        referee.played(Two, &Position::start(), false);
        if marked {
            referee.resign(Two).unwrap();
        }
        referee
    }

    #[test]
    fn a_resignation_written_at_the_points_needed_or_the_length_counts_the_resignation_covering_it()
    {
        let cases = [
            // Galaxy: 0-0 of 3, cube 2, 3 needed: counted a gammon, 4
            ([0, 0], 3, 2, 3, Cap::Needed, 4),
            // GamesGrid: 2 of 7, cube 4, 5 needed: counted 8
            ([2, 0], 7, 4, 5, Cap::Needed, 8),
            // 0-0 of 5, cube 2: counted a backgammon, 6
            ([0, 0], 5, 2, 5, Cap::Needed, 6),
            // 1 of 9, cube 4, written at the length: 12 at most
            ([1, 0], 9, 4, 9, Cap::Length, 12),
        ];
        for (score, length, cube, written, cap, counted) in cases {
            let mut referee = resigned_at(score, length, cube, false);
            // When the result says a value no resignation has
            let read = referee.result(One, Wins, written).unwrap();
            // Then it is remarked on and counted at the resignation covering it
            assert_eq!(
                read.forgiven,
                Some(Forgiven::CappedResignation { counted, cube, cap }),
                "{score:?} of {length}, cube {cube}"
            );
            assert_eq!((read.points, read.written), (counted, written));
        }
    }

    #[test]
    fn a_wrong_resignation_value_that_no_convention_explains_stays_an_error() {
        let wrong = |cube| Err(RuleBreak::WrongResignation { cube });
        for (score, length, cube, written, why) in [
            ([0, 0], 7, 2, 5, "neither the 7 needed nor the length"),
            ([0, 0], 7, 2, 7, "no resignation at cube 2 reaches 7"),
            ([4, 0], 7, 2, 1, "below the 3 needed"),
            ([0, 0], 0, 2, 3, "money play caps nothing"),
            (
                [0, 0],
                7,
                2,
                100,
                "an unmarked resignation above a backgammon",
            ),
        ] {
            let mut referee = resigned_at(score, length, cube, false);
            assert_eq!(referee.result(One, Wins, written), wrong(cube), "{why}");
        }
    }

    #[test]
    fn a_sentinel_value_counts_a_backgammon_when_the_cube_alone_wins_the_match() {
        // Given Backgammon Studio's 4016 at cube 4, 2 needed, and GamesGrid's
        // 100 at cube 2, 1 needed
        for (score, cube, written, counted) in [([11, 0], 4, 4016, 12), ([4, 1], 2, 100, 6)] {
            let length = if written == 4016 { 13 } else { 5 };
            let mut referee = resigned_at(score, length, cube, false);
            // When the result says it
            let read = referee.result(One, Wins, written).unwrap();
            // Then it is remarked on and counted as a backgammon resignation
            assert_eq!(read.forgiven, Some(Forgiven::WinsAnyway { counted, cube }));
            assert_eq!(read.points, counted);
        }
    }

    #[test]
    fn a_marked_resignation_written_above_a_backgammon_counts_a_backgammon() {
        // Given choue.net's `53: ????` and `Wins 4 point` at cube 1, the
        // winner 2 of 7
        let mut referee = resigned_at([2, 0], 7, 1, true);
        // When the result says 4, which no resignation is worth
        let read = referee.result(One, Wins, 4).unwrap();
        // Then it is remarked on and counted as a backgammon, 3
        assert_eq!(
            read.forgiven,
            Some(Forgiven::AboveMost {
                counted: 3,
                cube: 1
            })
        );
        assert_eq!(referee.outcome().map(|c| c.points), Some(3));
        // But a value between the resignation values stays wrong, marked or not
        let mut referee = resigned_at([0, 0], 7, 2, true);
        assert!(referee.result(One, Wins, 5).is_err());
    }

    #[test]
    fn a_wins_line_decides_over_a_losses_line_that_names_the_other_winner() {
        // Given a resignation at 2-3 of 5, cube 2
        let mut referee = resigned_at([2, 3], 5, 2, false);
        // When a `Losses` line by player 1 (a lone line read in the left
        // column) comes first
        let read = referee.result(One, Losses, 3).unwrap();
        // Then it waits
        assert!(read.waiting);
        assert_eq!(referee.outcome(), None);
        assert_eq!(referee.may_roll(One), Err(RuleBreak::GameOver));
        // When player 1's `Wins` line follows
        let read = referee.result(One, Wins, 3).unwrap();
        // Then it decides, and the `Losses` line is set aside
        assert_eq!(
            read.set_aside,
            Some(SetAside {
                named: Two,
                earlier: true
            })
        );
        assert_eq!(referee.outcome().map(|c| c.winner), Some(One));
        // And a `Losses` line after it naming the other winner is set aside too
        let read = referee.result(One, Losses, 3).unwrap();
        assert_eq!(
            read.set_aside,
            Some(SetAside {
                named: Two,
                earlier: false
            })
        );
        assert_eq!(referee.outcome().map(|c| c.winner), Some(One));
    }

    #[test]
    fn a_losses_line_alone_decides_when_the_game_ends() {
        // Given player 1 bore off, and player 2 wrote `Losses 1 point`
        let mut referee = turn_of(One, MATCH, 7);
        referee.played(One, &borne_off_with(&[(0, 1), (20, 14)]), true);
        assert!(referee.result(Two, Losses, 1).unwrap().waiting);
        // When the game ends; Then the line is judged and counts
        assert!(referee.close().unwrap().is_some_and(|read| read.is_quiet()));
        assert_eq!(
            referee.outcome().map(|c| (c.winner, c.points)),
            Some((One, 1))
        );
        // But a `Losses` line alone naming the wrong winner is an error
        let mut referee = turn_of(One, MATCH, 7);
        referee.played(One, &borne_off_with(&[(0, 1), (20, 14)]), true);
        referee.result(One, Losses, 1).unwrap();
        assert_eq!(referee.close(), Err(RuleBreak::WrongWinner { winner: One }));
    }

    #[test]
    fn result_lines_that_disagree_beyond_repair_are_an_error() {
        // Given a resignation
        let mut referee = resigned_at([0, 0], 7, 1, false);
        referee.result(One, Wins, 1).unwrap();
        // When a second `Wins` line names the other winner; Then it is an error
        assert_eq!(
            referee.result(Two, Wins, 1),
            Err(RuleBreak::ResultDisagrees {
                winner: One,
                points: 1
            })
        );
        // Given a `Losses` line; When a `Wins` line gives its winner other points
        let mut referee = resigned_at([0, 0], 7, 1, false);
        referee.result(Two, Losses, 1).unwrap();
        // Then that is an error too
        assert_eq!(
            referee.result(One, Wins, 2),
            Err(RuleBreak::ResultDisagrees {
                winner: One,
                points: 1
            })
        );
        // And a `Wins` line the board contradicts decides nothing
        let mut referee = turn_of(One, MATCH, 7);
        referee.played(One, &borne_off_with(&[(0, 1), (20, 14)]), true);
        referee.result(Two, Losses, 1).unwrap();
        assert_eq!(
            referee.result(Two, Wins, 1),
            Err(RuleBreak::WrongWinner { winner: One })
        );
    }

    #[test]
    fn a_result_must_name_the_winner_and_agree_with_an_earlier_one() {
        let mut referee = turn_of(One, MATCH, 7);
        referee.played(One, &borne_off_with(&[(0, 1), (20, 14)]), true);
        assert_eq!(
            referee.result(Two, Wins, 1),
            Err(RuleBreak::WrongWinner { winner: One })
        );
        referee.result(One, Wins, 1).unwrap();
        // The same result again is fine; another is not
        assert!(referee.result(One, Wins, 1).is_ok());
        assert_eq!(
            referee.result(One, Wins, 2),
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
    fn a_roll_played_as_nothing_is_a_resignation_unless_it_wins_by_the_play_left_out() {
        let roll = Roll::new(6, 5).unwrap();
        // Given player 1 rolled and wrote no play, and a play bears off the
        // last checkers while player 2 has borne off none, all on the
        // midpoint (a gammon)
        let won = borne_off_with(&[(13, 15)]);
        let mut referee = turn_of(One, MATCH, 7);
        referee.played_nothing(One, roll, Some(&won));
        // When player 1 is named the winner at anything but the gammon;
        // Then the result is wrong: the play left out decides the value
        assert!(referee.result(One, Wins, 1).is_err());
        // When at the gammon; Then the winning play was left out
        let read = referee.result(One, Wins, 2).unwrap();
        assert_eq!(
            read.no_play,
            Some(NoPlayEnd::WinningPlayLeftOut { player: One, roll })
        );
        assert_eq!(read.points, 2);
        // When player 2 is named instead; Then player 1 resigned after rolling
        let mut referee = turn_of(One, MATCH, 7);
        referee.played_nothing(One, roll, Some(&won));
        let read = referee.result(Two, Wins, 1).unwrap();
        assert_eq!(
            read.no_play,
            Some(NoPlayEnd::RollerResigned { player: One, roll })
        );

        // Given no play of the roll could end the game
        let mut referee = turn_of(One, MATCH, 7);
        referee.played_nothing(One, roll, None);
        // When player 1 is named the winner; Then player 2 resigned meanwhile
        let read = referee.result(One, Wins, 2).unwrap();
        assert_eq!(
            read.no_play,
            Some(NoPlayEnd::OpponentResigned { player: One, roll })
        );
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
        // And a higher one has games missing, as in a match, with no end to
        // stay within; a lower one is wrong
        assert_eq!(money.compare_score([3, 0]), ScoreLine::GamesMissing);
        assert_eq!(money.compare_score([40, 25]), ScoreLine::GamesMissing);
        assert_eq!(money.compare_score([1, 0]), ScoreLine::Wrong);
        assert_eq!(money.compare_score([2, 0]), ScoreLine::AsCounted);
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
    fn a_files_word_on_the_crawford_game_settles_only_what_the_count_guessed() {
        // Given a 7-point match written from 6-5 on, whose Crawford game the
        // count takes as played
        for stated in [true, false] {
            let mut resumed = Scoreboard::new(MATCH, 7);
            resumed.resume_at([6, 5]);
            // When the file says whether its first game is the Crawford game;
            // Then the count goes by it, and has nothing to check it against
            assert!(!resumed.settle_crawford(stated));
            assert_eq!(resumed.start_game().crawford(), stated);
            // And the next game, after the guess, is counted as always
            assert_eq!(resumed.score_game(Two, 1, false), Ok(false));
            assert!(resumed.settle_crawford(true));
            assert!(!resumed.start_game().crawford());
        }
        // Given a match counted from its start, or resumed at 6-6, where no
        // game can be the Crawford game: the count tells, and is checked
        let mut counted = Scoreboard::new(MATCH, 7);
        assert!(counted.settle_crawford(true));
        assert!(!counted.start_game().crawford());
        let mut both = Scoreboard::new(MATCH, 7);
        both.resume_at([6, 6]);
        assert!(both.settle_crawford(true));
        assert!(!both.start_game().crawford());
    }

    #[test]
    fn money_play_never_ends() {
        let mut scoreboard = Scoreboard::new(MONEY_JACOBY, 0);
        assert_eq!(scoreboard.score_game(One, 64, false), Ok(false));
        assert!(!scoreboard.is_unfinished());
        assert_eq!(scoreboard.may_start_game(), Ok(()));
    }
}
