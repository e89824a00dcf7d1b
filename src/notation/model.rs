//! The notation's syntax tree: moves, records of a turn, and moves with their place in the text.

use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::board::{Move, Roll};

use super::format::canonical_order;

/// One turn as written: the roll when given, and the moves played.
///
/// An empty move list with a roll is a dance (`62:` alone). In JSON the roll is
/// `[high, low]` or `null`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The dice, high die first.
    #[serde(with = "dice")]
    pub roll: Option<Roll>,
    /// The moves in written order, chains and repeats expanded.
    pub moves: Vec<Move>,
}

impl Record {
    /// The same record with its moves in the order the canonical formatter
    /// writes them, so that parsing the formatted text gives this record back.
    pub fn normalized(&self) -> Record {
        Record {
            roll: self.roll,
            moves: canonical_order(&self.moves),
        }
    }
}

/// A parsed move and the byte range of the written token that produced it.
///
/// A chain (`13/7*/5`) or a repeat (`6/4(3)`) gives several moves sharing one span.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpannedMove {
    /// The move.
    pub mv: Move,
    /// Byte range of its token in the parsed text.
    pub span: Range<usize>,
}

/// Serde form of an optional roll: `[high, low]` or nothing, checked when read back.
mod dice {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::board::Roll;

    pub(super) fn serialize<S: Serializer>(roll: &Option<Roll>, out: S) -> Result<S::Ok, S::Error> {
        roll.map(|roll| [roll.high(), roll.low()]).serialize(out)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        input: D,
    ) -> Result<Option<Roll>, D::Error> {
        Option::<[u8; 2]>::deserialize(input)?
            .map(|[a, b]| Roll::new(a, b).map_err(D::Error::custom))
            .transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(from: u8, to: u8, hit: bool) -> Move {
        Move { from, to, hit }
    }

    #[test]
    fn a_record_round_trips_through_json_with_the_roll_as_two_dice() {
        // Given a record with a roll and one without
        let with_roll = Record {
            roll: Roll::new(2, 4).ok(),
            moves: vec![mv(8, 4, false), mv(6, 4, true)],
        };
        let without = Record {
            roll: None,
            moves: vec![mv(25, 22, false)],
        };

        for record in [with_roll, without] {
            // When written to JSON and read back
            let json = serde_json::to_value(&record).expect("a record serialises");
            let back: Record = serde_json::from_value(json.clone()).expect("and reads back");

            // Then the roll is high die first and nothing is lost
            let expected_roll = record.roll.map(|r| serde_json::json!([r.high(), r.low()]));
            assert_eq!(
                json["roll"],
                expected_roll.unwrap_or(serde_json::Value::Null)
            );
            assert_eq!(back, record);
        }
    }

    #[test]
    fn a_json_roll_with_an_impossible_die_is_rejected() {
        // Given JSON with a 7 on a die
        let json = serde_json::json!({ "roll": [7, 1], "moves": [] });

        // Then reading it fails with the die named
        let error = serde_json::from_value::<Record>(json).expect_err("7 is not a die");
        assert!(error.to_string().contains("found 7"), "{error}");
    }
}
