//! An engine's recorded analysis: its numbers compared by their bits, its
//! decisions written as JSON and read back.

use bgkit::transcript::*;

#[test]
fn recorded_numbers_are_equal_when_their_bits_are() {
    // Given the same value twice, and zero with its two signs;
    // When compared; Then equal bits are equal and nothing else is
    assert_eq!(Recorded(-0.0125), Recorded(-0.0125));
    assert_ne!(Recorded(0.0), Recorded(-0.0));
    assert_eq!(Recorded(f64::NAN), Recorded(f64::NAN));
}

#[test]
fn a_play_decision_is_written_with_its_type_and_read_back() {
    // Given an analysed play;
    let analysis = Analysis {
        action: 3,
        decision: Decision::Play {
            error: Some(Recorded(-0.021)),
            luck: None,
            candidates: vec![Candidate {
                play: "13/7 8/7".into(),
                equity: Recorded(0.125),
                chances: None,
            }],
        },
    };
    // When written as JSON and read back;
    let json = serde_json::to_string(&analysis).unwrap();
    // Then its type names it, and it reads back the same
    assert!(json.contains(r#""type":"play""#), "{json}");
    assert_eq!(serde_json::from_str::<Analysis>(&json).unwrap(), analysis);
}
