//! Every codec round-trips on every position of the GNU Backgammon fixtures.

use crate::common::fixture;
use bgkit::ids::{XgSide, Xgid, parse_setup, position_id};
use std::collections::BTreeSet;

fn fixture_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for name in ["plays.txt", "shots.txt"] {
        let path = fixture("gnubg").join(name);
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            if let Some(id) = line.split_whitespace().next() {
                ids.insert(id.to_string());
            }
        }
    }
    ids
}

#[test]
fn position_ids_and_xgids_round_trip_on_every_fixture_position() {
    let ids = fixture_ids();
    assert!(ids.len() > 1000, "only {} fixture positions", ids.len());
    for id in &ids {
        // Given a position GNU Backgammon wrote
        let position = position_id::decode(id).unwrap();
        // Then the Position ID encodes back to the same text
        assert_eq!(&position_id::encode(&position), id);
        // And an XGID of it, with either side on roll, reads back to the same board
        for side in [XgSide::Bottom, XgSide::Top] {
            let xgid = Xgid::new(position, side).to_string();
            let again = Xgid::parse(&xgid).unwrap();
            assert_eq!(again.position(), position, "{id} as {xgid}");
            assert_eq!(again.to_string(), xgid);
            assert_eq!(parse_setup(&xgid).unwrap().position, position);
        }
        // And the switched board round-trips too (the opponent's view)
        let switched = position.switched();
        assert_eq!(
            position_id::decode(&position_id::encode(&switched)).unwrap(),
            switched
        );
    }
}
