//! The notation's one grammar and its slow, plainly written reference
//! (`fuzz/src/notation_reference.rs`) give the same answers.

use crate::fuzz_corpus::targets::notation_reference::reference_moves;
use bgkit::notation::parse_moves_spanned;
use proptest::prelude::*;

#[track_caller]
fn agree(text: &str) -> Result<(), TestCaseError> {
    let fast = parse_moves_spanned(text);
    let slow = reference_moves(text);
    match (&fast, &slow) {
        (Ok(a), Ok(b)) => {
            let a: Vec<_> = a.iter().map(|m| (m.mv, m.span.clone())).collect();
            prop_assert_eq!(&a, b, "{:?}", text)
        }
        (Err(a), Err(b)) => {
            let words = format!("expected {}, found {}", b.expected, b.found);
            prop_assert_eq!(a.to_string(), words, "{:?}", text);
            prop_assert_eq!(a.offset, b.offset, "{:?}", text);
        }
        _ => prop_assert!(false, "{:?}: grammar {:?} reference {:?}", text, fast, slow),
    }
    Ok(())
}

#[test]
fn common_writer_forms_agree() {
    for text in [
        "13/8 13/11",
        "25/22 6/0",
        "Bar/22 7/Off",
        "13/7*/5",
        "6/4(3) 13/11",
        "13/1*(2)",
        "8/4, 6/4",
        "24/15",
        "5/off 2/off",
        "  8/4\t6/4  ",
        "13/08",
        "6/off(2)",
        "",
        "   ",
        "13/7/1(2)",
        "24/18*/13/8",
        "6/4 (2) 13/11",
        "bar/22* (2)",
    ] {
        agree(text).unwrap();
    }
}

#[test]
fn malformed_forms_agree_on_the_error() {
    for text in [
        "26/20",
        "0/5",
        "bar/bar",
        "5/7",
        "5/5",
        "6/4(0)",
        "6/4(99999)",
        "5/off*",
        "8/4,",
        "8/4 x",
        "100/2",
        "13/7**",
        "6/4 (x)",
        "6/4  (2)",
        "6/4 (2)(2)",
    ] {
        agree(text).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5000))]

    #[test]
    fn fast_and_full_parsers_agree_on_move_like_text(
        parts in prop::collection::vec(prop_oneof![
            Just("/".to_string()), Just("*".to_string()), Just(" ".to_string()), Just(",".to_string()),
            Just("(".to_string()), Just(")".to_string()), Just("bar".to_string()), Just("Off".to_string()),
            (0u32..30).prop_map(|n| n.to_string()), Just("\t".to_string()), Just("x".to_string()),
        ], 0..14)
    ) {
        agree(&parts.concat())?;
    }

    #[test]
    fn fast_and_full_parsers_agree_on_well_formed_moves(
        moves in prop::collection::vec((1u8..=25, 0u8..=24, any::<bool>(), 1u8..=4, any::<bool>()), 0..5)
    ) {
        let text: Vec<String> = moves
            .iter()
            .filter(|(from, to, ..)| to < from)
            .map(|&(from, to, hit, count, words)| {
                let name = |p: u8, words: bool| match p {
                    25 if words => "bar".to_string(),
                    0 if words => "off".to_string(),
                    p => p.to_string(),
                };
                let star = if hit && to != 0 { "*" } else { "" };
                let repeat = if count > 1 { format!("({count})") } else { String::new() };
                format!("{}/{}{star}{repeat}", name(from, words), name(to, words))
            })
            .collect();
        agree(&text.join(" "))?;
    }
}
