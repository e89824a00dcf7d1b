//! The JSON line of a `bgkit moves` answer, on any board: bar entries, hits,
//! bear-offs, dances and counts.

use crate::common::{any_position, any_roll};
use bgkit::ids::position_id;
use bgkit::query::legal_plays;
use proptest::prelude::*;

proptest! {
    #[test]
    fn an_answer_is_one_compact_line_that_reads_back_as_the_answer(
        position in any_position(),
        roll in any_roll(),
        count_only in any::<bool>(),
    ) {
        // Given the legal plays of any position and roll
        let id = position_id::encode(&position);
        let dice = format!("{}-{}", roll.high(), roll.low());
        let answer = legal_plays(&id, &dice, count_only).unwrap();

        // When written as a JSON line
        let mut line = Vec::new();
        answer.write_json_line(&mut line);

        // Then it is one line, and it reads back as the answer's value
        let text = String::from_utf8(line).unwrap();
        prop_assert!(text.ends_with('\n'));
        prop_assert_eq!(text.matches('\n').count(), 1);
        let read: serde_json::Value = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(read, serde_json::to_value(&answer).unwrap());
        prop_assert_eq!(answer.plays.as_ref().map(Vec::len).unwrap_or(answer.count), answer.count);
    }
}
