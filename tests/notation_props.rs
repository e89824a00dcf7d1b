//! Properties of the Magriel notation: formatting is a fixpoint that parsing
//! inverts, and the parser never panics and always locates its errors inside the text.

use crate::common::{any_position, any_roll};
use bgkit::board::{Roll, legal_plays};
use bgkit::notation::{
    Move, Record, format_moves, format_play, format_record, parse_moves, parse_moves_spanned,
    parse_record, parse_roll,
};
use proptest::prelude::*;

/// Any move the parser accepts: downwards, from 1..=25, to 0..=24, hits only on the board.
fn any_move() -> impl Strategy<Value = Move> {
    (1u8..=25)
        .prop_flat_map(|from| (Just(from), 0..from, any::<bool>()))
        .prop_map(|(from, to, hit)| Move {
            from,
            to,
            hit: hit && to != 0,
        })
}

/// Moves that chain and repeat often: few distinct points, so paths join and groups form.
fn crowded_move() -> impl Strategy<Value = Move> {
    (
        prop::sample::select(vec![25u8, 24, 18, 13, 8, 7, 6, 4, 1]),
        1u8..=6,
        any::<bool>(),
    )
        .prop_map(|(from, die, hit)| {
            let to = from.saturating_sub(die);
            Move {
                from,
                to,
                hit: hit && to != 0,
            }
        })
}

/// As many moves as a record may hold (four; see `more_than_four_moves_...`).
fn any_moves() -> impl Strategy<Value = Vec<Move>> {
    prop_oneof![
        prop::collection::vec(any_move(), 0..=4),
        prop::collection::vec(crowded_move(), 0..=4),
    ]
}

fn any_record() -> impl Strategy<Value = Record> {
    (prop::option::of(any_roll()), any_moves()).prop_map(|(roll, moves)| Record { roll, moves })
}

/// Text built from the notation's own pieces mixed with stray characters.
fn notation_soup() -> impl Strategy<Value = String> {
    // Move-shaped runs, so that some soups parse and most fail deep inside a token.
    let move_like = "(bar|[0-9]{1,2})(/([0-9]{1,2}|off)\\*?){1,3}(\\([0-9]\\))?[ ,]";
    let stray = prop_oneof![
        "[0-9]{1,3}",
        Just("/".to_string()),
        Just("*".to_string()),
        Just("(".to_string()),
        Just(")".to_string()),
        Just("-".to_string()),
        Just(":".to_string()),
        Just("bar".to_string()),
        Just("OFF".to_string()),
        Just("Bar".to_string()),
        Just("off".to_string()),
        Just(" ".to_string()),
        Just(",".to_string()),
        Just("\t".to_string()),
        Just("é".to_string()),
        Just("🎲".to_string()),
        Just("\u{a0}".to_string()),
        any::<char>().prop_map(String::from),
    ];
    let piece = prop_oneof![3 => chain_like(), 1 => move_like.boxed(), 3 => stray.boxed()];
    prop::collection::vec(piece, 0..16).prop_map(|pieces| pieces.concat())
}

/// A point written in any accepted spelling: `bar`, `BAR`, `25`; `off`, `Off`, `0`; `7`, `07`.
fn spelled(point: u8) -> BoxedStrategy<String> {
    match point {
        25 => prop::sample::select(vec!["bar", "Bar", "BAR", "bAr", "25"])
            .prop_map(String::from)
            .boxed(),
        0 => prop::sample::select(vec!["off", "Off", "OFF", "0"])
            .prop_map(String::from)
            .boxed(),
        n => prop_oneof![Just(n.to_string()), Just(format!("0{n}"))].boxed(),
    }
}

/// One move written token by token, in any spelling.
fn spelled_move(mv: Move) -> impl Strategy<Value = String> {
    let hit = if mv.hit { "*" } else { "" };
    (spelled(mv.from), spelled(mv.to)).prop_map(move |(from, to)| format!("{from}/{to}{hit}"))
}

/// Moves and a text writing each of them as its own token, with any separators.
fn spelled_moves() -> impl Strategy<Value = (Vec<Move>, Vec<String>, String)> {
    prop::collection::vec(any_move(), 0..=4).prop_flat_map(|moves| {
        let tokens: Vec<_> = moves.iter().map(|&mv| spelled_move(mv)).collect();
        let separators = prop::collection::vec(
            prop::sample::select(vec![" ", ",", ", ", " ,", "  ", "\t", " , "]),
            moves.len(),
        );
        let padding = prop::sample::select(vec!["", " ", "\t ", "\n"]);
        (Just(moves), tokens, separators, padding.clone(), padding).prop_map(
            |(moves, tokens, separators, before, after)| {
                let mut text = before.to_string();
                for (index, token) in tokens.iter().enumerate() {
                    if index > 0 {
                        text.push_str(separators[index]);
                    }
                    text.push_str(token);
                }
                text.push_str(after);
                (moves, tokens, text)
            },
        )
    })
}

/// A chain of downward points (`24/18*/13(2)`), valid but for the odd hit on
/// `off` or a repeat of 5, followed by a separator.
fn chain_like() -> BoxedStrategy<String> {
    let points = prop::collection::btree_set(0u8..=25, 2..=4);
    let stars = prop::collection::vec(prop::bool::weighted(0.3), 4);
    let count = prop::option::of(1u8..=5);
    let separator = prop::sample::select(vec![" ", ",", ", "]);
    (points, stars, count, separator)
        .prop_flat_map(|(points, stars, count, separator)| {
            let names: Vec<_> = points.iter().rev().map(|&point| spelled(point)).collect();
            (names, Just(stars), Just(count), Just(separator))
        })
        .prop_map(|(names, stars, count, separator)| {
            let mut text = String::new();
            for (index, name) in names.iter().enumerate() {
                if index > 0 {
                    text.push('/');
                }
                text.push_str(name);
                if index > 0 && stars[index % stars.len()] {
                    text.push('*');
                }
            }
            if let Some(count) = count {
                text.push_str(&format!("({count})"));
            }
            text.push_str(separator);
            text
        })
        .boxed()
}

/// Several chains in a row: mostly valid moves, sometimes one bad token.
fn chains() -> impl Strategy<Value = String> {
    prop::collection::vec(chain_like(), 1..6).prop_map(|chains| chains.concat())
}

fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![notation_soup(), chains(), any::<String>()]
}

/// Checks that an error's location lies within `input` and agrees with itself.
#[track_caller]
fn check_error_location(input: &str, offset: usize, column: usize) -> Result<(), TestCaseError> {
    let characters = input.chars().count();
    prop_assert!(
        column >= 1 && column <= characters + 1,
        "column {} in {:?}",
        column,
        input
    );
    prop_assert!(
        input.is_char_boundary(offset),
        "offset {} in {:?}",
        offset,
        input
    );
    prop_assert_eq!(column, input[..offset].chars().count() + 1);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn parsing_a_formatted_record_gives_it_back_normalized(record in any_record()) {
        // Given a record built from moves, and its canonical text
        let text = format_record(&record);

        // When the text is parsed
        let parsed = parse_record(&text);

        // Then the record comes back in canonical order, and formats to the same text;
        // only a record with neither roll nor moves writes nothing, which is not a record
        if record.roll.is_none() && record.moves.is_empty() {
            prop_assert!(parsed.is_err());
        } else {
            let parsed = parsed.map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
            prop_assert_eq!(&parsed, &record.normalized());
            prop_assert_eq!(format_record(&parsed), text);
        }
    }

    #[test]
    fn parsing_formatted_moves_gives_them_back_normalized(moves in any_moves()) {
        let text = format_moves(&moves);
        let parsed = parse_moves(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
        let normalized = Record { roll: None, moves: moves.clone() }.normalized().moves;
        prop_assert_eq!(&parsed, &normalized);
        prop_assert_eq!(format_moves(&parsed), text);
    }

    #[test]
    fn normalizing_keeps_the_same_moves_and_is_idempotent(record in any_record()) {
        // The same moves, and as many hits on each point; which of two moves
        // to one point carries its hit is the canonical form's choice.
        let normalized = record.normalized();
        let moves = |list: &[Move]| {
            let mut plain: Vec<(u8, u8)> = list.iter().map(|m| (m.from, m.to)).collect();
            plain.sort();
            let mut hits: Vec<u8> = list.iter().filter(|m| m.hit).map(|m| m.to).collect();
            hits.sort();
            (plain, hits)
        };
        prop_assert_eq!(moves(&record.moves), moves(&normalized.moves));
        prop_assert_eq!(normalized.normalized(), normalized);
    }

    #[test]
    fn the_order_moves_are_listed_in_does_not_change_the_text(
        (moves, shuffled) in any_moves().prop_flat_map(|m| (Just(m.clone()), Just(m).prop_shuffle()))
    ) {
        prop_assert_eq!(format_moves(&moves), format_moves(&shuffled));
    }

    #[test]
    fn any_text_is_parsed_or_refused_without_panicking(input in any_text()) {
        // Given any text, when every parser reads it, then errors lie inside the text
        for result in [
            parse_record(&input).map(|_| ()),
            parse_moves(&input).map(|_| ()),
            parse_roll(&input).map(|_| ()),
        ] {
            if let Err(error) = result {
                check_error_location(&input, error.offset, error.column())?;
            }
        }
    }

    #[test]
    fn whatever_parses_has_spans_inside_the_text_and_reformats_stably(input in prop_oneof![notation_soup(), chains()]) {
        // Given text that happens to be valid moves
        let Ok(spanned) = parse_moves_spanned(&input) else { return Ok(()); };

        // Then every span is a token of the text, and the canonical text parses back
        for move_ in &spanned {
            prop_assert!(input.get(move_.span.clone()).is_some_and(|token| token.contains('/')));
        }
        let moves: Vec<Move> = spanned.iter().map(|s| s.mv).collect();
        let text = format_moves(&moves);
        let reparsed = parse_moves(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
        prop_assert_eq!(format_moves(&reparsed), text);
    }

    #[test]
    fn moves_written_in_any_spelling_parse_to_the_same_moves((moves, tokens, text) in spelled_moves()) {
        // Given moves each written as its own token, in any letter case and with any separators
        // When the text is parsed with spans
        let spanned = parse_moves_spanned(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;

        // Then the moves come back in written order, each spanning its own token
        let parsed: Vec<Move> = spanned.iter().map(|s| s.mv).collect();
        prop_assert_eq!(parsed, moves);
        let spans: Vec<&str> = spanned.iter().map(|s| &text[s.span.clone()]).collect();
        prop_assert_eq!(spans, tokens.iter().map(String::as_str).collect::<Vec<_>>());
    }

    #[test]
    fn more_than_four_moves_are_refused_at_the_token_that_passes_four(
        moves in prop::collection::vec(any_move(), 5..9),
    ) {
        // Given more than four moves, each a token of its own
        let tokens: Vec<String> = moves.iter().map(Move::to_string).collect();
        let text = tokens.join(" ");

        // When the text is read as moves or as a record
        for parsed in [parse_moves(&text).map(|_| ()), parse_record(&text).map(|_| ())] {
            // Then it is refused at the fifth token
            let fifth: usize = tokens[..4].iter().map(|token| token.len() + 1).sum();
            let error = parsed.expect_err("five moves are too many");
            prop_assert_eq!(error.offset, fifth, "{}: {}", text, error);
            prop_assert!(error.to_string().contains("at most four"), "{}", error);
        }
    }

    #[test]
    fn rolls_round_trip_in_every_written_form(a in 1u8..=6, b in 1u8..=6, colon in any::<bool>()) {
        let roll = Roll::new(a, b).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let suffix = if colon { ":" } else { "" };
        for text in [format!("{a}-{b}{suffix}"), format!("{a}{b}{suffix}"), roll.to_string()] {
            prop_assert_eq!(parse_roll(&text), Ok(roll), "text {}", text);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_legal_play_is_written_as_text_that_parses_to_its_steps(
        position in any_position(),
        roll in any_roll(),
    ) {
        // Given every legal play of a random position and roll
        for legal in legal_plays(&position, roll) {
            // When the play is written
            let text = format_play(&legal.play);

            // Then the text holds exactly the play's moves
            let mut written = parse_moves(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
            let mut played: Vec<Move> = legal.play.steps().iter().map(|&s| Move::from(s)).collect();
            written.sort_by_key(|m| (m.from, m.to, m.hit));
            played.sort_by_key(|m| (m.from, m.to, m.hit));
            prop_assert_eq!(written, played, "play written {}", text);
        }
    }
}
