//! The direct JSON-line writer of `bgkit moves` answers against serde_json,
//! on any board: bar entries, hits, bear-offs, dances and counts.

use crate::common::{any_position, any_roll};
use bgkit::ids::position_id;
use bgkit::query::legal_plays;
use proptest::prelude::*;

proptest! {
    #[test]
    fn the_direct_json_line_is_byte_for_byte_what_serde_writes(
        position in any_position(),
        roll in any_roll(),
        count_only in any::<bool>(),
    ) {
        // Given the legal plays of any position and roll
        let id = position_id::encode(&position);
        let dice = format!("{}-{}", roll.high(), roll.low());
        let answer = legal_plays(&id, &dice, count_only).unwrap();

        // When written directly and through serde_json
        let mut direct = Vec::new();
        answer.write_json_line(&mut direct);
        let mut through_serde = serde_json::to_vec(&answer).unwrap();
        through_serde.push(b'\n');

        // Then the bytes are the same
        prop_assert_eq!(
            String::from_utf8(direct).unwrap(),
            String::from_utf8(through_serde).unwrap()
        );
    }
}
