//! The two players of a match, as every part of bgkit numbers them.

use serde::{Deserialize, Serialize};

/// One of the two players of a match.
///
/// `One` is a transcript's left column, GNU Backgammon's player 0 (the top of
/// its board, `O`) and an XGID's top player; `Two` is the right column, GNU
/// Backgammon's player 1 (the bottom, `X`) and an XGID's bottom player. Their
/// [`index`](Player::index), 0 and 1, is the number JSON answers give them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Player 1: the left column, GNU Backgammon's player 0.
    One,
    /// Player 2: the right column, GNU Backgammon's player 1.
    Two,
}

impl Player {
    /// 0 for player 1, 1 for player 2: the index into per-player arrays.
    pub fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }

    /// This player's entry of a per-player pair such as a score.
    pub fn pick<T>(self, pair: &[T; 2]) -> &T {
        let [one, two] = pair;
        match self {
            Player::One => one,
            Player::Two => two,
        }
    }

    /// [`Player::pick`], to change the entry.
    pub fn pick_mut<T>(self, pair: &mut [T; 2]) -> &mut T {
        let [one, two] = pair;
        match self {
            Player::One => one,
            Player::Two => two,
        }
    }

    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }
}
