//! The game-level rules that Oxford scoring changes: what a game won on the
//! board is worth, the doubling offers (which never end the game), and the
//! tied opening roll. The readings chosen where the text is silent are in
//! [`crate::rules::words`].

use super::{Answer, Ending, Phase, Referee, RuleBreak, Value, Worth};
use crate::board::{Position, Roll};
use crate::rules::RuleSet;
use crate::rules::value::{Margin, oxford_offer_factor, oxford_value};
use crate::transcript::model::Player;

impl Referee {
    /// The first roll of the game was `roll`: under Oxford rules a double
    /// (the players' two dice tied) doubles the game. Any later roll, or
    /// another rule set, changes nothing of that. A beaver's drop is no
    /// longer open once its doubler rolls.
    pub(crate) fn rolled(&mut self, roll: Roll) {
        self.beaver = None;
        if self.phase == Phase::Opening && self.rules.variant.set == RuleSet::Oxford {
            self.opening_double = roll.is_double();
        }
    }

    /// What `loser`'s loss is multiplied by besides the margin: the stake of
    /// their doubling offers, and 2 after a tied opening roll.
    pub(super) fn oxford_multiplier(&self, loser: Player) -> u32 {
        let opening = if self.opening_double { 2 } else { 1 };
        loser.pick(&self.stake).saturating_mul(opening)
    }

    /// `winner` bore off their last checker on `board` (from their view):
    /// the game is worth the loser's checkers left, times the margin and the
    /// multiplier.
    pub(super) fn oxford_won(&mut self, winner: Player, board: &Position) -> Ending {
        let stake = *winner.other().pick(&self.stake);
        let (remaining, multiplier, how) = oxford_value(board, stake, self.opening_double);
        self.phase = Phase::Over {
            winner,
            value: Value::Exact(remaining.saturating_mul(multiplier), Worth::Remaining),
        };
        match how {
            Margin::Single => Ending::Single,
            Margin::Gammon => Ending::Gammon,
            Margin::Backgammon => Ending::Backgammon,
        }
    }

    /// `player` answers `doubler`'s offer (to `cube`, the offers' count as
    /// a cube). Neither answer ends the game: a refusal puts 2 on the
    /// doubler's loss, an acceptance 4, and the answerer may make the next
    /// offer. Oxford rules have no beaver.
    pub(super) fn oxford_answer(
        &mut self,
        player: Player,
        doubler: Player,
        cube: u32,
        answer: Answer,
    ) -> Result<Option<Ending>, RuleBreak> {
        let accepted = match answer {
            Answer::Take => true,
            Answer::Drop => false,
            Answer::Beaver(_) => {
                return Err(RuleBreak::Beaver {
                    in_match: self.length != 0,
                });
            }
        };
        let stake = doubler.pick_mut(&mut self.stake);
        *stake = stake.saturating_mul(oxford_offer_factor(accepted));
        self.cube = cube;
        self.owner = Some(player);
        self.phase = Phase::Turn(doubler);
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Phase, Referee, RuleBreak, Rules, Value, Worth};
    use super::*;
    use crate::rules::Rules as Variant;
    use crate::transcript::model::Outcome;
    use Player::{One, Two};

    const OXFORD: Rules = Rules {
        crawford: false,
        jacoby: false,
        beavers: Some(false),
        cube_limit: None,
        variant: Variant {
            set: RuleSet::Oxford,
            max_stack: None,
        },
        jacoby_as_written: false,
        results_above_worth: false,
    };

    /// A board where the player on roll has borne off all fifteen and the
    /// loser has `left` checkers on their own ace point, `on_bar` on the
    /// bar, and the rest borne off.
    fn won_against(left: u8, on_bar: u8) -> Position {
        let mut loser = [0u8; 25];
        loser[0] = left;
        loser[24] = on_bar;
        Position::from_sides(&[0; 25], &loser).unwrap()
    }

    /// Game value once `winner` bears off on `board`.
    fn value_after(referee: &mut Referee, winner: Player, board: &Position) -> u32 {
        referee.oxford_won(winner, board);
        match referee.phase() {
            Phase::Over {
                value: Value::Exact(points, Worth::Remaining),
                ..
            } => points,
            other => panic!("not over: {other:?}"),
        }
    }

    fn opened(first: Roll) -> Referee {
        let mut referee = Referee::new(OXFORD, 0, [0, 0], false);
        referee.rolled(first);
        referee.played(One, &Position::start(), false);
        referee
    }

    #[test]
    fn an_oxford_game_is_worth_the_losers_checkers_left_once_twice_or_three_times() {
        let dice = Roll::new(3, 1).unwrap();
        // Given the loser bore off some checkers and has 5 left: Then 5
        assert_eq!(value_after(&mut opened(dice), One, &won_against(5, 0)), 5);
        // Given the loser bore off none: Then 15 counted twice
        assert_eq!(value_after(&mut opened(dice), One, &won_against(15, 0)), 30);
        // Given the loser has one of them on the bar: Then three times
        assert_eq!(value_after(&mut opened(dice), One, &won_against(14, 1)), 45);
        // Given the loser bore off and still has one on the bar: Then once
        assert_eq!(value_after(&mut opened(dice), One, &won_against(3, 1)), 4);
    }

    #[test]
    fn a_tied_opening_roll_doubles_the_oxford_game_and_a_later_double_does_not() {
        // Given a game whose first roll was 4-4
        let mut tied = opened(Roll::new(4, 4).unwrap());
        // When the game is won with 5 checkers left
        // Then it is worth 10
        assert_eq!(value_after(&mut tied, One, &won_against(5, 0)), 10);
        // Given 3-1 first and 4-4 later: Then 5
        let mut later = opened(Roll::new(3, 1).unwrap());
        later.rolled(Roll::new(4, 4).unwrap());
        assert_eq!(value_after(&mut later, One, &won_against(5, 0)), 5);
    }

    #[test]
    fn a_refused_offer_doubles_and_an_accepted_one_quadruples_the_offerers_loss() {
        for (answer, factor) in [(Answer::Drop, 2), (Answer::Take, 4)] {
            // Given player Two to roll, who offers
            let mut referee = opened(Roll::new(3, 1).unwrap());
            referee.double(Two, 2).unwrap();
            // When One answers, Then the game goes on with Two to roll
            assert_eq!(referee.answer(One, answer), Ok(None));
            assert_eq!(referee.phase(), Phase::Turn(Two));
            // and if Two loses with 5 left, the game is worth 5 x factor
            let mut lost = referee;
            assert_eq!(value_after(&mut lost, One, &won_against(5, 0)), 5 * factor);
            // but if Two wins, the offer changes nothing
            let mut won = referee;
            assert_eq!(value_after(&mut won, Two, &won_against(5, 0)), 5);
        }
    }

    #[test]
    fn after_an_oxford_offer_only_the_other_player_offers_next() {
        // Given Two offered and One refused
        let mut referee = opened(Roll::new(3, 1).unwrap());
        referee.double(Two, 2).unwrap();
        referee.answer(One, Answer::Drop).unwrap();
        referee.played(Two, &Position::start(), false);
        // When One offers, Then it is allowed, at the next cube
        assert_eq!(referee.double(One, 4), Ok(()));
        referee.answer(Two, Answer::Take).unwrap();
        // When One offers again on the next turn, Then it is refused
        referee.played(One, &Position::start(), false);
        referee.played(Two, &Position::start(), false);
        assert!(matches!(
            referee.double(One, 8),
            Err(RuleBreak::CubeOnOtherSide { owner: Two, .. })
        ));
    }

    #[test]
    fn an_oxford_resignation_concedes_a_whole_number_of_checkers_times_the_multiplier() {
        for (written, counted) in [(14, Some(14)), (90, Some(90)), (3, None)] {
            // Given Two's offer was refused (Two's losses count twice)
            let mut referee = opened(Roll::new(3, 1).unwrap());
            referee.double(Two, 2).unwrap();
            referee.answer(One, Answer::Drop).unwrap();
            // When Two resigns and One's result says `written`
            referee.resign(Two).unwrap();
            let read = referee.result(One, Outcome::Wins, written);
            // Then an even number up to 90 counts as written; 3 is no such value
            assert_eq!(read.ok().map(|r| r.points), counted, "{written}");
        }
    }

    #[test]
    fn oxford_rules_have_no_beaver() {
        let mut referee = opened(Roll::new(3, 1).unwrap());
        referee.double(Two, 2).unwrap();
        assert!(referee.answer(One, Answer::Beaver(4)).is_err());
    }
}
