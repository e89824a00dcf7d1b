use super::*;
use crate::board::{Roll, Step};

fn mv(from: u8, to: u8, hit: bool) -> Move {
    Move { from, to, hit }
}

fn quiet(from: u8, to: u8) -> Move {
    mv(from, to, false)
}

fn hit(from: u8, to: u8) -> Move {
    mv(from, to, true)
}

#[test]
fn moves_are_written_in_canonical_form() {
    let table: Vec<(Vec<Move>, &str)> = vec![
        (
            vec![quiet(6, 4), quiet(6, 4), quiet(6, 4), quiet(13, 11)],
            "13/11 6/4(3)",
        ),
        (vec![hit(13, 7), quiet(7, 5)], "13/7*/5"),
        (vec![quiet(7, 5), hit(13, 7)], "13/7*/5"),
        (vec![quiet(25, 22), quiet(6, 0)], "bar/22 6/off"),
        (vec![quiet(6, 4), quiet(8, 4)], "8/4 6/4"),
        (vec![quiet(24, 15)], "24/15"),
        (
            vec![quiet(18, 12), quiet(24, 18), quiet(24, 18), quiet(18, 12)],
            "24/18/12(2)",
        ),
        (
            vec![hit(24, 18), quiet(13, 8), quiet(18, 13)],
            "24/18*/13/8",
        ),
        (vec![quiet(5, 0), quiet(5, 0)], "5/off(2)"),
        (vec![hit(13, 7), quiet(13, 7)], "13/7* 13/7"),
        (vec![quiet(13, 7), hit(13, 7), quiet(7, 5)], "13/7* 13/7/5"),
        (
            vec![quiet(25, 20), quiet(20, 16), quiet(25, 21)],
            "bar/21 bar/20/16",
        ),
        (vec![], ""),
    ];
    for (moves, text) in table {
        // When the moves are formatted
        let written = format_moves(&moves);

        // Then the text is the canonical one
        assert_eq!(written, text, "moves {moves:?}");
    }
}

#[test]
fn a_hit_is_marked_on_the_first_move_written_to_its_point() {
    // Given plays with two moves to one point, one of which hits, the hit
    // given with either move
    let table: Vec<([Vec<Move>; 2], &str)> = vec![
        (
            [
                vec![hit(13, 7), quiet(13, 7)],
                vec![quiet(13, 7), hit(13, 7)],
            ],
            "13/7* 13/7",
        ),
        (
            [vec![hit(7, 4), quiet(6, 4)], vec![quiet(7, 4), hit(6, 4)]],
            "7/4* 6/4",
        ),
        (
            [
                vec![hit(13, 7), quiet(7, 5), quiet(9, 7)],
                vec![quiet(13, 7), quiet(7, 5), hit(9, 7)],
            ],
            "13/7*/5 9/7",
        ),
    ];
    for (plays, text) in table {
        for moves in plays {
            // When formatted; Then the `*` is on the first move to the point
            assert_eq!(format_moves(&moves), text, "moves {moves:?}");
            assert_eq!(format_moves(&canonical_order(&moves)), text);
        }
    }
}

#[test]
fn more_than_four_identical_moves_are_split_into_counts_of_at_most_four() {
    // Given six checkers moved 6/4 (not one turn, but a list a caller may build)
    let moves = vec![quiet(6, 4); 6];

    // Then no count exceeds what the parser accepts
    assert_eq!(format_moves(&moves), "6/4(4) 6/4(2)");
}

#[test]
fn the_order_of_the_moves_does_not_change_the_text() {
    // Given one play written in two orders
    let one = vec![quiet(24, 18), quiet(13, 7), quiet(18, 12), hit(7, 1)];
    let other = vec![hit(7, 1), quiet(18, 12), quiet(13, 7), quiet(24, 18)];

    // Then both format alike
    assert_eq!(format_moves(&one), format_moves(&other));
    assert_eq!(format_moves(&one), "24/18/12 13/7/1*");
}

#[test]
fn malformed_moves_are_written_without_panicking() {
    // Given moves the parser would refuse: upwards, in place, out of range
    let table: Vec<(Vec<Move>, &str)> = vec![
        (vec![quiet(5, 7), quiet(7, 5)], "7/5/7"),
        (vec![quiet(5, 5), quiet(5, 5)], "5/5/5"),
        (vec![quiet(30, 0), quiet(0, 3)], "30/off off/3"),
    ];
    for (moves, text) in table {
        // Then every move still appears in the text
        assert_eq!(format_moves(&moves), text, "moves {moves:?}");
    }
}

#[test]
fn a_record_is_written_roll_first() {
    let roll = Roll::new(2, 4).ok();
    let table = [
        (roll, vec![quiet(8, 4), quiet(6, 4)], "4-2 8/4 6/4"),
        (roll, vec![], "4-2"),
        (None, vec![quiet(8, 4), quiet(6, 4)], "8/4 6/4"),
    ];
    for (roll, moves, text) in table {
        let record = Record { roll, moves };
        assert_eq!(format_record(&record), text, "record {record:?}");
    }
}

#[test]
fn a_play_is_written_from_its_steps_with_hits_marked() {
    // Given the steps of 6-2 played 13/7*/5
    let play = Play::from_steps(&[
        Step {
            from: 13,
            to: 7,
            die: 6,
            hit: true,
        },
        Step {
            from: 7,
            to: 5,
            die: 2,
            hit: false,
        },
    ]);

    // Then the play is written as one chain
    assert_eq!(format_play(&play), "13/7*/5");
    assert_eq!(format_play(&Play::new()), "");
}

#[test]
fn normalizing_puts_moves_in_written_order() {
    // Given a record whose moves are not in canonical order
    let record = Record {
        roll: Roll::new(6, 6).ok(),
        moves: vec![quiet(6, 0), quiet(13, 7), quiet(6, 0), quiet(7, 1)],
    };

    // When normalized
    let normalized = record.normalized();

    // Then the moves follow the text `13/7/1 6/off(2)` and the roll is kept
    assert_eq!(normalized.roll, record.roll);
    assert_eq!(
        normalized.moves,
        vec![quiet(13, 7), quiet(7, 1), quiet(6, 0), quiet(6, 0)]
    );
    assert_eq!(normalized.normalized(), normalized);
}

/// The formatter written plainly, as it was first written: a queue of moves
/// per source point in a map, a list per checker's path, a string per token.
mod reference {
    use std::cmp::Reverse;
    use std::collections::{BTreeMap, VecDeque};

    use crate::board::{BAR, Move, OFF};

    fn name(point: u8) -> String {
        match point {
            BAR => "bar".to_string(),
            OFF => "off".to_string(),
            n => n.to_string(),
        }
    }

    pub(super) fn format_moves(moves: &[Move]) -> String {
        // Paths are found on the moves without their hits.
        let mut by_source: BTreeMap<u8, VecDeque<Move>> = BTreeMap::new();
        let mut sorted: Vec<Move> = moves.iter().map(|&mv| Move { hit: false, ..mv }).collect();
        sorted.sort_by_key(|mv| Reverse(mv.to));
        for mv in sorted {
            by_source.entry(mv.from).or_default().push_back(mv);
        }
        fn take(by_source: &mut BTreeMap<u8, VecDeque<Move>>, point: u8) -> Option<Move> {
            let waiting = by_source.get_mut(&point)?;
            let mv = waiting.pop_front();
            if waiting.is_empty() {
                by_source.remove(&point);
            }
            mv
        }
        let mut paths: Vec<Vec<Move>> = Vec::new();
        while let Some(start) = by_source.keys().next_back().copied() {
            let mut path = Vec::new();
            let mut at = start;
            while let Some(mv) = take(&mut by_source, at) {
                path.push(mv);
                at = mv.to;
                if at == OFF {
                    break;
                }
            }
            paths.push(path);
        }
        paths.sort_by_cached_key(|path| {
            path.iter()
                .map(|mv| (Reverse(mv.from), Reverse(mv.to)))
                .collect::<Vec<_>>()
        });
        // Then each point's hits go to the first moves that end there.
        let mut hits: BTreeMap<u8, usize> = BTreeMap::new();
        for mv in moves.iter().filter(|mv| mv.hit) {
            *hits.entry(mv.to).or_default() += 1;
        }
        for mv in paths.iter_mut().flatten() {
            if let Some(count) = hits.get_mut(&mv.to).filter(|c| **c > 0) {
                *count -= 1;
                mv.hit = true;
            }
        }
        let mut groups: Vec<(Vec<Move>, usize)> = Vec::new();
        for path in paths {
            match groups.last_mut() {
                Some((last, count)) if *last == path && *count < 4 => *count += 1,
                _ => groups.push((path, 1)),
            }
        }
        groups
            .iter()
            .map(|(path, count)| {
                let mut text = name(path[0].from);
                for mv in path {
                    text += &format!("/{}{}", name(mv.to), if mv.hit { "*" } else { "" });
                }
                if *count > 1 {
                    text += &format!("({count})");
                }
                text
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

use proptest::prelude::*;

proptest! {
    #[test]
    fn the_formatter_writes_what_the_plain_formatter_writes(
        moves in prop::collection::vec(
            (0u8..=27, 0u8..=27, prop::bool::ANY).prop_map(|(from, to, hit)| mv(from, to, hit)),
            0..9,
        ),
    ) {
        // Given any list of moves, well formed or not
        // When it is formatted
        let text = format_moves(&moves);

        // Then the text is the plain formatter's
        prop_assert_eq!(text, reference::format_moves(&moves));
    }

    #[test]
    fn the_formatter_agrees_with_the_plain_one_on_real_plays(
        moves in prop::collection::vec(
            (1u8..=25, 0u8..=6, prop::bool::weighted(0.2))
                .prop_map(|(from, die, hit)| mv(from, from.saturating_sub(die.max(1)), hit)),
            0..5,
        ),
    ) {
        // Given moves shaped like a play's (downwards, at most a die apart)
        // When formatted, and put in canonical order
        let text = format_moves(&moves);
        let ordered = canonical_order(&moves);

        // Then the text is the plain formatter's, and the order writes the same
        prop_assert_eq!(&text, &reference::format_moves(&moves));
        prop_assert_eq!(format_moves(&ordered), text);
    }
}

/// Moves on a few points (the bar, off and points a die apart), so that
/// paths join, repeat and hit the same point often; now and then one past
/// the bar.
fn crowded_moves() -> impl Strategy<Value = Vec<Move>> {
    let point = prop::sample::select(vec![0u8, 1, 2, 4, 5, 6, 7, 8, 11, 13, 19, 24, 25, 26]);
    prop::collection::vec(
        (point.clone(), point, prop::bool::weighted(0.3))
            .prop_map(|(from, to, hit)| mv(from, to, hit)),
        0..=5,
    )
}

/// `moves` as the steps of a play (at most four); the dice play no part in
/// the text.
fn as_play(moves: &[Move]) -> Play {
    let steps: Vec<Step> = moves
        .iter()
        .map(|mv| Step {
            from: mv.from,
            to: mv.to,
            die: 0,
            hit: mv.hit,
        })
        .collect();
    Play::from_steps(&steps)
}

proptest! {
    #[test]
    fn crowded_moves_are_written_as_the_plain_formatter_writes_them(
        moves in crowded_moves(),
    ) {
        // Given moves on a few points, joining, repeating and hitting often
        // When they are formatted
        let text = format_moves(&moves);

        // Then the text is the plain formatter's
        prop_assert_eq!(text, reference::format_moves(&moves));
    }

    #[test]
    fn a_play_is_written_in_place_as_its_moves_are_written_on_the_heap(
        moves in prop_oneof![
            crowded_moves(),
            prop::collection::vec(
                (0u8..=26, 0u8..=26, prop::bool::ANY).prop_map(|(from, to, hit)| mv(from, to, hit)),
                0..=4,
            ),
        ].prop_filter("a play has at most four steps", |moves| moves.len() <= 4),
    ) {
        // Given a play's worth of moves, well formed or not, as a play's steps
        let play = as_play(&moves);

        // When the play is written in place, on the stack and into a kept text
        let in_place = format_play(&play);
        let kept = crate::notation::PlayText::of(&play);

        // Then both are the plain formatter's text for the moves, and the
        // kept text is the formatter's alone, with zeros after it
        let plain = reference::format_moves(&moves);
        prop_assert_eq!(&in_place, &plain);
        prop_assert_eq!(kept.as_str(), plain.as_str());
        prop_assert!(kept.is_formatted());
        let (room, len) = kept.padded();
        prop_assert!(room[len..].iter().all(|&b| b == 0));
    }
}

/// Moves of which none continues another: every source above every
/// destination, on few points, so that they repeat and hit the same point.
fn single_steps() -> impl Strategy<Value = Vec<Move>> {
    let source = prop::sample::select(vec![13u8, 19, 24, 25]);
    let destination = prop::sample::select(vec![0u8, 4, 7, 11, 12]);
    prop::collection::vec(
        (source, destination, prop::bool::weighted(0.3))
            .prop_map(|(from, to, hit)| mv(from, to, hit)),
        0..=4,
    )
}

proptest! {
    #[test]
    fn a_play_of_single_steps_is_written_as_the_plain_formatter_writes_it(
        moves in single_steps(),
    ) {
        // Given a play whose moves never start where another ends (each
        // its own token, identical ones counted, hits on the first of a point)
        let play = as_play(&moves);

        // When it is written in place
        let text = crate::notation::PlayText::of(&play);

        // Then it is the plain formatter's text, and that of the moves
        // written on the heap
        let plain = reference::format_moves(&moves);
        prop_assert_eq!(text.as_str(), plain.as_str());
        prop_assert_eq!(format_moves(&moves), plain);
    }
}
