//! The rule sets in words, for `bgkit rules`: what each one changes, and the
//! readings chosen where the source texts are silent.

use super::RuleSet;

/// One line of summary per rule set, as `bgkit rules` lists them.
pub fn summary(set: RuleSet) -> &'static str {
    match set {
        RuleSet::Standard => "standard backgammon: cube x 1/2/3, Crawford rule in match play",
        RuleSet::Oxford => {
            "Oxford \"The 10 Games\" (1997): a game is worth the loser's checkers left on the board"
        }
        RuleSet::Msn => "MSN Internet Backgammon: standard rules, Crawford rule, cube capped at 64",
    }
}

/// The rules of `set` in full, one rule per line.
pub fn rules(set: RuleSet) -> &'static [&'static str] {
    match set {
        RuleSet::Standard => STANDARD,
        RuleSet::Oxford => OXFORD,
        RuleSet::Msn => MSN,
    }
}

/// The no-stacking option, which any rule set may add (`--max-stack N`).
pub const MAX_STACK: &[&str] = &[
    "No stacking (--max-stack N; the Oxford option is 6): no point may hold more than N checkers of one player.",
    "A step onto a point that already holds N of the mover's checkers is not legal; entering from the bar is such a step, bearing off is not.",
    "The usual rules then apply to the steps that remain: as many dice as possible must be played, and when only one die can be played, the larger one if it can be.",
    "A transcript names it with the header ; [MaxStack \"6\"].",
];

const STANDARD: &[&str] = &[
    "A game won by bearing off is worth the cube once, twice for a gammon (the loser has borne off no checker), three times for a backgammon (a gammon with a loser's checker on the bar or in the winner's home board).",
    "A dropped double ends the game at the cube's value before the double.",
    "Match play follows the Crawford rule unless the transcript's headers turn it off; money play may use the Jacoby rule and beavers when the headers say so.",
];

const OXFORD: &[&str] = &[
    "Base score: the number of checkers the loser still has on the board, bar included.",
    "It counts once if the loser has borne off at least one checker, twice if the loser has borne off none, three times if the loser still has a checker on the bar (only the bar: a checker in the winner's home board does not triple).",
    "Opening roll: one die each decides who starts, and the starter plays those two dice. A tie is not rolled again: the starter plays the double, and the game's score is doubled (once per game).",
    "Doubling: on their turn, before rolling, a player may offer to double. If the other refuses, the game goes on; if the offerer then loses, the score is doubled. If the other accepts and the offerer loses, the score is multiplied by four.",
    "Reading chosen: an offer by the player who goes on to win changes nothing (the text gives no factor for it).",
    "Reading chosen: after an offer, accepted or refused, only the other player may make the next offer, as with the cube; the first offer may come from either player. The factors of the loser's offers multiply.",
    "Reading chosen: a transcript writes the offers as a cube (Doubles => 2, 4, 8, ...), the value after each offer whatever the answer; Drops does not end the game.",
    "Reading chosen: a resignation concedes a positive whole number of points that is a multiple of the game's multiplier, at most three times 15 times it.",
    "There is no Crawford rule, no Jacoby rule and no beaver. A match ends when a player reaches its length.",
    "A transcript names these rules with the header ; [Variation \"Oxford\"].",
];

const MSN: &[&str] = &[
    "Standard rules and values (see `bgkit rules standard`).",
    "Match play follows the Crawford rule, whatever a transcript's headers say.",
    "The cube goes no higher than 64: a double beyond 64 is an error in a transcript played under these rules.",
    "A transcript names these rules with the header ; [Variation \"MSN\"].",
];
