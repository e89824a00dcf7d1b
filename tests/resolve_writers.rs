//! Written plays from every writer resolve to the play they stand for.
//!
//! Every legal play of random positions is written as GNU Backgammon, eXtreme
//! Gammon and Backgammon Studio write it, in any order and any spelling of
//! `bar` and `off`, and must resolve to that play's board. A slow resolver
//! that tries every sequence of steps and dice (`common::reference`) holds
//! the fast one to the same verdicts on plays written right and wrong.

use crate::common::writers::{SPELLINGS, Spelling, WRITERS, Writer, write};
use crate::common::{ReferenceVerdict, any_position, any_roll, reference_resolve};
use bgkit::board::{Move, Position, Roll, legal_plays, resolve_play};
use bgkit::notation::parse_moves;
use proptest::prelude::*;

/// `tokens` in the order `order` gives (indices past the end skipped).
fn reordered(tokens: &[String], order: &[usize]) -> Vec<String> {
    order
        .iter()
        .filter_map(|&i| tokens.get(i).cloned())
        .collect()
}

/// How a written play may be spoiled: moves left out, ends moved, marks
/// changed, so that the two resolvers also meet plays that are not legal.
#[derive(Clone, Copy, Debug)]
struct Spoiling {
    drop: Option<prop::sample::Index>,
    shift: Option<(prop::sample::Index, i8)>,
    flip: Option<prop::sample::Index>,
}

fn spoiling() -> impl Strategy<Value = Spoiling> {
    let index = || any::<prop::sample::Index>();
    (
        prop::option::weighted(0.15, index()),
        prop::option::weighted(0.15, (index(), prop_oneof![Just(-1i8), Just(1i8)])),
        prop::option::weighted(0.2, index()),
    )
        .prop_map(|(drop, shift, flip)| Spoiling { drop, shift, flip })
}

impl Spoiling {
    fn apply(&self, mut moves: Vec<Move>) -> Vec<Move> {
        if let Some(at) = self.drop
            && moves.len() > 1
        {
            moves.remove(at.index(moves.len()));
        }
        if let Some((at, by)) = self.shift {
            let count = moves.len();
            let mv = &mut moves[at.index(count)];
            let to = mv.to as i8 + by;
            if (0..mv.from as i8).contains(&to) {
                mv.to = to as u8;
                mv.hit &= mv.to != 0;
            }
        }
        if let Some(at) = self.flip {
            let count = moves.len();
            let mv = &mut moves[at.index(count)];
            mv.hit = !mv.hit && mv.to != 0;
        }
        moves
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn every_legal_play_resolves_to_its_own_board_however_it_is_written(
        position in any_position(),
        roll in any_roll(),
        order in Just([0usize, 1, 2, 3]).prop_shuffle(),
    ) {
        // Given every legal play of a position
        for legal in legal_plays(&position, roll) {
            for writer in WRITERS {
                for spelling in SPELLINGS {
                    // When it is written by each writer, in each spelling, in
                    // the order played and in another order
                    let tokens = write(&legal.play, writer, spelling);
                    for tokens in [tokens.clone(), reordered(&tokens, &order)] {
                        let text = tokens.join(" ");
                        let moves = parse_moves(&text);
                        prop_assert!(moves.is_ok(), "`{}` does not parse: {:?}", text, moves);
                        let resolved = resolve_play(&position, roll, &moves.unwrap());

                        // Then it resolves to the play's board
                        prop_assert!(resolved.is_ok(), "`{}` with {}: {:?}", text, roll, resolved);
                        let resolved = resolved.unwrap();
                        prop_assert_eq!(resolved.result, legal.result, "`{}` with {}", text, roll);
                        // and, but for the writer that counts marks by path, every mark is met
                        if writer != Writer::MergedByPath {
                            prop_assert!(resolved.hit_marks.unmarked.is_empty(), "`{}`", text);
                            prop_assert!(resolved.hit_marks.spurious.is_empty(), "`{}`", text);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_resolver_agrees_with_the_slow_one_that_tries_every_sequence(
        position in any_position(),
        roll in any_roll(),
        pick in any::<prop::sample::Index>(),
        writer in prop::sample::select(WRITERS.to_vec()),
        order in Just([0usize, 1, 2, 3]).prop_shuffle(),
        spoiling in spoiling(),
    ) {
        // Given a legal play, written by some writer in some order, maybe spoiled
        let plays = legal_plays(&position, roll);
        if plays.is_empty() {
            return Ok(());
        }
        let legal = plays[pick.index(plays.len())];
        let tokens = reordered(&write(&legal.play, writer, Spelling::Words), &order);
        let moves = spoiling.apply(parse_moves(&tokens.join(" ")).unwrap());

        // When both resolvers judge it
        let verdict = reference_resolve(&position, roll, &moves);
        let resolved = resolve_play(&position, roll, &moves);

        // Then they agree on its legality, its board, its dice, and on
        // whether the marks leave a hit open
        match verdict {
            ReferenceVerdict::Illegal => {
                prop_assert!(resolved.is_err(), "{:?} with {}: {:?}", moves, roll, resolved);
            }
            ReferenceVerdict::Legal { results, dice, open } => {
                prop_assert!(resolved.is_ok(), "{:?} with {}: {:?}", moves, roll, resolved);
                let resolved = resolved.unwrap();
                prop_assert!(results.contains(&resolved.result), "{:?} with {}", moves, roll);
                prop_assert_eq!(resolved.play.len(), dice, "{:?} with {}", moves, roll);
                prop_assert_eq!(!resolved.hit_marks.unsettled.is_empty(), open, "{:?} with {}", moves, roll);
            }
        }
    }

    #[test]
    fn on_any_moves_at_all_the_resolver_agrees_with_the_slow_one(
        position in any_position(),
        roll in any_roll(),
        raw in prop::collection::vec((1u8..=25, 0u8..=24, prop::bool::weighted(0.2)), 1..=4),
    ) {
        // Given arbitrary downward moves, some marked
        let moves: Vec<Move> = raw
            .into_iter()
            .filter(|&(from, to, _)| to < from)
            .map(|(from, to, hit)| Move { from, to, hit: hit && to != 0 })
            .collect();
        if moves.is_empty() {
            return Ok(());
        }

        // When both resolvers judge them, Then they agree on legality and board
        let verdict = reference_resolve(&position, roll, &moves);
        let resolved = resolve_play(&position, roll, &moves);
        match verdict {
            ReferenceVerdict::Illegal => prop_assert!(resolved.is_err()),
            ReferenceVerdict::Legal { results, .. } => {
                prop_assert!(resolved.is_ok(), "{:?} with {}: {:?}", moves, roll, resolved);
                prop_assert!(results.contains(&resolved.unwrap().result));
            }
        }
    }
}

/// The position a Position ID gives, from the view of the player on roll.
#[track_caller]
fn position_of(id: &str) -> Position {
    bgkit::ids::parse_setup(id).unwrap().position
}

#[test]
fn the_slow_resolver_finds_a_play_legal_only_when_its_moves_interleave() {
    // Given the position of an eXtreme Gammon record and 5-5
    let position = position_of("2zYIwBh/viEAAA");
    let roll = Roll::new(5, 5).unwrap();
    let moves = parse_moves("8/0 4/0 4/0").unwrap();

    // When the slow resolver judges `8/0 4/0 4/0`
    let verdict = reference_resolve(&position, roll, &moves);

    // Then it finds the play legal, with all four dice, and nothing left open
    let ReferenceVerdict::Legal { dice, open, .. } = verdict else {
        panic!("the play is legal: {verdict:?}");
    };
    assert_eq!((dice, open), (4, false));
}
