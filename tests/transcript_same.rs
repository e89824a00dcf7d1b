//! Whether two matches are the same match, whatever the way each is written.

use bgkit::transcript::*;

/// A short valid match: two turns, a double and a drop.
const MATCH: &str = "; [Event \"club night\"]
 3 point match

 Game 1
 ann : 0                        bob : 0
  1) 31: 8/5 6/5                 42: 8/4 6/4
  2) 21: 13/11 6/5                Doubles => 2
  3)  Drops                       Wins 1 point
";

fn read(text: &str) -> Match {
    read_match(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn the_same_match_written_two_ways_is_the_same() {
    // Given the match in another hand: dice low first, moves merged and
    // reordered, no padding, the result as a loss and a win
    let other = "; [Event \"club night\"]
3 point match
 Game 1
 ann : 0  bob : 0
 1) 13: 6/5 8/5  24: 6/4 8/4
 2) 12: 6/5 13/11  Doubles => 2
 3)  Drops
 Losses 1 point        Wins 1 point
";

    // When compared
    let verdict = same_match(&read(MATCH), &read(other));

    // Then nothing differs
    assert_eq!(verdict, Ok(()));
}

#[test]
fn every_kind_of_change_is_found_and_named() {
    // Given one change at a time
    let table = [
        (
            "; [Event \"club night\"]",
            "; [Event \"pub night\"]",
            None,
            "headers",
        ),
        (" 3 point match", " 5 point match", None, "match to 3"),
        ("ann : 0 ", "anne : 0 ", None, "player 1"),
        ("42: 8/4 6/4", "42: 24/20 13/11", Some(1), "event 2"),
        ("21: 13/11 6/5", "12: 13/11 6/5", None, ""),
        ("Doubles => 2", "Doubles => 4", Some(1), "doubling to 2"),
        ("Drops ", "Takes ", Some(1), "dropping"),
        ("Wins 1 point", "Wins 2 points", Some(1), "winning 1"),
    ];
    for (from, to, game, words) in table {
        let changed = MATCH.replacen(from, to, 1);
        assert_ne!(changed, MATCH, "{from}");

        // When compared with the original
        let verdict = same_match(&read(MATCH), &read(&changed));

        // Then the difference is reported in the right place, in words
        if words.is_empty() {
            // A change in how the dice are written is no change.
            assert_eq!(verdict, Ok(()), "{to}");
            continue;
        }
        let difference = verdict.expect_err(to);
        assert_eq!(difference.game, game, "{to}: {difference}");
        assert!(difference.to_string().contains(words), "{to}: {difference}");
    }
}

#[test]
fn a_missing_turn_is_a_difference() {
    // Given the match without its last two lines
    let shorter: String = MATCH.lines().take(7).map(|l| format!("{l}\n")).collect();

    // When compared both ways
    let one = same_match(&read(MATCH), &read(&shorter));
    let other = same_match(&read(&shorter), &read(MATCH));

    // Then both say which events are missing
    for verdict in [one, other] {
        let difference = verdict.expect_err("a turn is missing");
        assert!(difference.what.contains("events expected"), "{difference}");
    }
}
