//! The values of the move properties `B` and `W`: a roll and its checker
//! moves, or a cube action, as GNU Backgammon encodes them.
//!
//! A roll is two digits followed by up to four letter pairs, one per checker
//! step (`52jfmi`). Letters `a` to `x` are the 24 points counted from White's
//! ace point (`a` = White's 1, Black's 24), `y` is the bar and `z` off, for
//! either player.
//!
//! The same nodes may carry GNU Backgammon's analysis: `A[i][...]...`, the
//! plays it ranked (each its letters, `E`, the evaluation's version, five
//! chances and the equity it ranks by, then how it evaluated) with `i` the
//! one played; `LU[x]`, the luck of the roll; and `DA[...]`, a cube
//! decision: `E`, the version and settings, then the chances, cubeless
//! equity and cubeful equity without a double, and the same after double,
//! take. Cubeful values are equities in money play and match winning
//! chances in a match, which only a match equity table turns into equities.

use crate::board::{BAR, OFF};
use crate::notation::Move;
use crate::transcript::error::{ReadErrorKind, excerpt};
use crate::transcript::model::{Dice, Player};

/// What a `B` or `W` value says the player did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Decoded {
    /// A roll and its moves (none: the roll could not be played).
    Roll {
        /// The dice as written.
        dice: Dice,
        /// The moves, at most four.
        moves: [Move; 4],
        /// How many of `moves` are used.
        count: usize,
    },
    /// `double`.
    Double,
    /// `take`.
    Take,
    /// `drop`.
    Drop,
    /// `resign:N` (written by Gibbon): an offer to resign for N points.
    Resign,
    /// `accept` or `reject` of a resignation (Gibbon): nothing to replay.
    Answer,
}

/// The player a move property is about: `W` is player 1 (left in a .mat
/// file), `B` player 2, as GNU Backgammon numbers them.
pub(crate) fn player_of(name: &str) -> Option<Player> {
    match name {
        "W" => Some(Player::One),
        "B" => Some(Player::Two),
        _ => None,
    }
}

/// The letter of `point` (in `player`'s numbering, 25 = bar, 0 = off).
pub(crate) fn letter(point: u8, player: Player) -> char {
    match (point, player) {
        (BAR, _) => 'y',
        (OFF, _) => 'z',
        (p, Player::One) => char::from(b'a' + (p.min(24) - 1)),
        (p, Player::Two) => char::from(b'a' + (24 - p.min(24))),
    }
}

/// The point a letter stands for, in `player`'s numbering.
pub(crate) fn point(letter: u8, player: Player) -> Option<u8> {
    match letter {
        b'y' => Some(BAR),
        b'z' => Some(OFF),
        b'a'..=b'x' => {
            let index = letter - b'a';
            Some(match player {
                Player::One => index + 1,
                Player::Two => 24 - index,
            })
        }
        _ => None,
    }
}

/// Decodes the value of a `B` (player 2) or `W` (player 1) property.
pub(crate) fn decode(
    property: &str,
    value: &str,
    player: Player,
) -> Result<Decoded, ReadErrorKind> {
    let bad = |expected| ReadErrorKind::BadValue {
        property: property.to_string(),
        found: excerpt(value),
        expected,
    };
    match value.trim() {
        "double" => return Ok(Decoded::Double),
        "take" => return Ok(Decoded::Take),
        "drop" => return Ok(Decoded::Drop),
        "accept" | "reject" => return Ok(Decoded::Answer),
        text if text.starts_with("resign") => return Ok(Decoded::Resign),
        _ => {}
    }
    const ROLL: &str = "two dice 1-6 and letter pairs a-z (`52jfmi`), or double, take, drop";
    let bytes = value.trim().as_bytes();
    let (dice, letters) = match bytes {
        [a @ b'1'..=b'6', b @ b'1'..=b'6', rest @ ..] => (Dice(a - b'0', b - b'0'), rest),
        _ => return Err(bad(ROLL)),
    };
    if letters.len() % 2 == 1 {
        return Err(bad("letter pairs, from and to, after the dice"));
    }
    if letters.len() > 8 {
        return Err(ReadErrorKind::TooManyMoves {
            count: letters.len() / 2,
        });
    }
    let mut moves = [Move {
        from: 0,
        to: 0,
        hit: false,
    }; 4];
    for (slot, pair) in moves.iter_mut().zip(letters.chunks_exact(2)) {
        let (Some(from), Some(to)) = (
            pair.first().and_then(|&l| point(l, player)),
            pair.get(1).and_then(|&l| point(l, player)),
        ) else {
            return Err(bad("points as letters a-x, y for the bar, z for off"));
        };
        // A checker moves towards its home: from the bar or a point to a lower
        // point or off, never back or to the bar.
        if to >= from || from == OFF || to == BAR {
            return Err(bad(
                "moves from a point to a lower one, in the mover's direction",
            ));
        }
        *slot = Move {
            from,
            to,
            hit: false,
        };
    }
    Ok(Decoded::Roll {
        dice,
        moves,
        count: letters.len() / 2,
    })
}

/// The analysis of a play in the values of `A`: the error of the play made
/// (its equity minus the best one's: 0 or negative), where the values read.
/// A list of one play says nothing of the others: gnubg also keeps the
/// evaluation of the play alone, made while playing, and a forced play
/// cannot be told from it without the board; neither has an error here.
pub(crate) fn play_error<'v>(mut values: impl Iterator<Item = &'v str>) -> Option<f64> {
    let played: usize = values.next()?.trim().parse().ok()?;
    let mut equities = Vec::new();
    for candidate in values {
        equities.push(ranked_equity(candidate)?);
    }
    if equities.len() < 2 {
        return None;
    }
    let made = *equities.get(played)?;
    let best = equities.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    Some(made - best)
}

/// The equity a ranked play is ranked by: after its letters and `E` (an
/// evaluation; rollouts are laid out otherwise and not read), an optional
/// `ver N`, five chances, then the equity.
fn ranked_equity(candidate: &str) -> Option<f64> {
    let mut tokens = candidate.split_whitespace().skip(1).peekable();
    if tokens.next()? != "E" {
        return None;
    }
    if tokens.peek() == Some(&"ver") {
        tokens.next();
        tokens.next();
    }
    finite(tokens.nth(5)?)
}

/// The luck of a roll, `LU[x]`; gnubg writes `LU[-inf]` for a roll whose
/// luck it did not work out.
pub(crate) fn luck(value: &str) -> Option<f64> {
    finite(value)
}

/// A number that is one: not infinite, not NaN.
fn finite(text: &str) -> Option<f64> {
    text.trim().parse::<f64>().ok().filter(|v| v.is_finite())
}

/// The cubeful values of a cube decision, `DA[...]`: (no double, double and
/// take), from the doubler's side; `None` for a layout other than an
/// evaluation's.
pub(crate) fn cube_values(value: &str) -> Option<(f64, f64)> {
    let tokens: Vec<&str> = value.split_whitespace().collect();
    if tokens.first() != Some(&"E") {
        return None;
    }
    // The last fourteen numbers: seven without a double, seven after one,
    // each ending with the cubeful value.
    let tail = tokens.get(tokens.len().checked_sub(14)?..)?;
    let numbers: Vec<f64> = tail.iter().map(|t| finite(t)).collect::<Option<_>>()?;
    Some((*numbers.get(6)?, *numbers.get(13)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plays_error_is_its_equity_below_the_best_ranked() {
        // Given three ranked plays, the second one played
        let values = [
            "1",
            "lpab E ver 3 0.49 0.14 0.006 0.13 0.006 -0.011652 1C 0 1 0.000000 1",
            "lpst E ver 3 0.49 0.13 0.005 0.14 0.009 -0.028382 1C 0 1 0.000000 1",
            "aeab E ver 3 0.49 0.12 0.006 0.13 0.005 -0.041259 1C 0 1 0.000000 1",
        ];
        // When read; Then the error is the difference with the first
        let error = play_error(values.iter().copied()).unwrap();
        assert!((error - (-0.028382 + 0.011652)).abs() < 1e-12);
        // And the best play has none, a play index past the list reads
        // nothing, and neither does a list of one play
        let two = ["1", values[1], values[2]];
        assert!(play_error(two.into_iter()).unwrap() < 0.0);
        let best = ["0", values[1], values[2]];
        assert_eq!(play_error(best.into_iter()), Some(0.0));
        assert_eq!(play_error(["3", values[1], values[2]].into_iter()), None);
        assert_eq!(play_error(["0", values[1]].into_iter()), None);
    }

    #[test]
    fn a_cube_decision_gives_the_cubeful_values_without_and_after_a_double() {
        let value = "E ver 3 2C 1 0.000000 1 0.504408 0.135073 0.005919 0.141014 0.006339 \
                     0.002870 0.500529 0.504408 0.135073 0.005919 0.141014 0.006339 0.002870 0.474559";
        assert_eq!(cube_values(value), Some((0.500529, 0.474559)));
        assert_eq!(cube_values("R 1 2 3"), None);
        assert_eq!(luck(" -0.00598 "), Some(-0.00598));
        assert_eq!(luck("-inf"), None);
    }

    fn roll(value: &str, player: Player) -> Vec<(u8, u8)> {
        match decode("B", value, player).unwrap() {
            Decoded::Roll { moves, count, .. } => {
                moves[..count].iter().map(|m| (m.from, m.to)).collect()
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn black_counts_points_from_the_other_end() {
        // Given Black's 5-4 written `aelq`; When decoded; Then it is 24/20 13/8
        assert_eq!(roll("54aelq", Player::Two), [(24, 20), (13, 8)]);
    }

    #[test]
    fn white_counts_points_from_a_as_its_ace() {
        // Given White's 4-2 written `xvxt`; When decoded; Then it is 24/22 24/20
        assert_eq!(roll("42xvxt", Player::One), [(24, 22), (24, 20)]);
    }

    #[test]
    fn y_is_the_bar_and_z_is_off_for_both_players() {
        // Given entering and bearing off by each player
        assert_eq!(roll("21yxbz", Player::One), [(25, 24), (2, 0)]);
        assert_eq!(roll("21ywwz", Player::Two), [(25, 2), (2, 0)]);
    }

    #[test]
    fn letters_and_points_agree_both_ways() {
        // Given every point of each player; When written as a letter and read
        // back; Then it is the same point
        for player in [Player::One, Player::Two] {
            for p in 0..=25u8 {
                let l = letter(p, player);
                assert_eq!(point(l as u8, player), Some(p), "{p} {l}");
            }
        }
    }

    #[test]
    fn dice_alone_are_a_roll_without_moves() {
        assert_eq!(roll("66", Player::One), []);
    }

    #[test]
    fn cube_words_decode_to_cube_actions() {
        assert_eq!(decode("W", "double", Player::One), Ok(Decoded::Double));
        assert_eq!(decode("B", "take", Player::Two), Ok(Decoded::Take));
        assert_eq!(decode("B", "drop", Player::Two), Ok(Decoded::Drop));
        assert_eq!(decode("B", "resign:2", Player::Two), Ok(Decoded::Resign));
    }

    #[test]
    fn a_value_that_does_not_decode_says_what_was_expected() {
        // Given a die of 7, an odd letter and a letter off the board
        for value in ["72ab", "52a", "52ab{a", "31hehd", "21zaay"] {
            // When decoded; Then it is a bad value that quotes it
            let error = decode("B", value, Player::Two).unwrap_err();
            assert!(
                error
                    .to_string()
                    .starts_with(&format!("the value B[{value}]"))
            );
        }
        // And five moves are too many
        assert_eq!(
            decode("W", "11abbccddeef", Player::One),
            Err(ReadErrorKind::TooManyMoves { count: 5 })
        );
    }
}
