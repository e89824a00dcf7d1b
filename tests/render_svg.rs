//! The SVG board read back with a real XML parser: what is drawn must match the
//! position and the information given, and the document must be well formed
//! whatever text the caller passes in.

use crate::common::pos;
use bgkit::board::Position;
use bgkit::render::{Cube, CubeSide, MatchScore, SvgBoard, svg_board};
use proptest::prelude::*;
use roxmltree::{Document, Node};

const ON_ROLL: &str = "on-roll";
const OPPONENT: &str = "opponent";

#[track_caller]
fn parse(svg: &str) -> Document<'_> {
    match Document::parse(svg) {
        Ok(doc) => doc,
        Err(error) => panic!("not well-formed XML: {error}\n{svg}"),
    }
}

fn has_class(node: &Node, class: &str) -> bool {
    node.attribute("class")
        .is_some_and(|classes| classes.split_whitespace().any(|c| c == class))
}

/// Elements carrying every one of `classes`.
fn with_classes<'a, 'i>(doc: &'a Document<'i>, classes: &[&str]) -> Vec<Node<'a, 'i>> {
    doc.descendants()
        .filter(|node| node.is_element() && classes.iter().all(|c| has_class(node, c)))
        .collect()
}

/// All the character data under `node`, across `tspan`s.
fn text_of(node: &Node) -> String {
    node.descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect()
}

/// Every piece of text in the picture, one string per `text` or `title` element.
fn texts(doc: &Document) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name("text") || n.has_tag_name("title"))
        .map(|n| text_of(&n))
        .collect()
}

#[track_caller]
fn number(node: &Node, attribute: &str) -> f64 {
    let value = node.attribute(attribute).unwrap_or_default();
    value
        .parse()
        .unwrap_or_else(|_| panic!("{attribute}={value:?} is not a number"))
}

/// Checker circles of `side` drawn at `place` (a point number or "bar").
fn checkers_at(doc: &Document, side: &str, place: &str) -> usize {
    with_classes(doc, &["checker", side])
        .iter()
        .filter(|n| n.has_tag_name("circle") && n.attribute("data-place") == Some(place))
        .count()
}

/// The count written on `side`'s stack at `place`, if any.
#[track_caller]
fn label_at(doc: &Document, side: &str, place: &str) -> Option<String> {
    let labels: Vec<String> = with_classes(doc, &["count", side])
        .iter()
        .filter(|n| n.attribute("data-place") == Some(place))
        .map(text_of)
        .collect();
    assert!(labels.len() <= 1, "{side} at {place} has labels {labels:?}");
    labels.into_iter().next()
}

/// Positions built with `Position::from_points` from piles of checkers, so tall
/// stacks, crowded bars and borne-off checkers all come up often.
fn any_position() -> impl Strategy<Value = Position> {
    let piles = || prop::collection::vec((0usize..=24, 1i8..=15), 0..8);
    (piles(), piles()).prop_map(|(mine, theirs)| {
        let mut points = [0i8; 26];
        let mut left = 15i8;
        for (slot, count) in mine {
            // Slot 0 stands for the on-roll bar, which is index 25.
            let index = if slot == 0 { 25 } else { slot };
            let count = count.min(left);
            points[index] += count;
            left -= count;
        }
        let mut left = 15i8;
        for (index, count) in theirs {
            if points[index] > 0 {
                continue;
            }
            let count = count.min(left);
            points[index] -= count;
            left -= count;
        }
        Position::from_points(points).unwrap()
    })
}

/// Every place a checker can stand, with each side's count there.
fn places(position: &Position) -> Vec<(String, u8, u8)> {
    let mut all: Vec<(String, u8, u8)> = (1..=24u8)
        .map(|p| (p.to_string(), position.mine(p), position.theirs(p)))
        .collect();
    all.push(("bar".to_string(), position.bar(), position.opponent_bar()));
    all
}

#[test]
fn the_opening_position_is_an_svg_document_that_scales() {
    // Given the opening position with nothing else
    let svg = svg_board(&Position::start(), &SvgBoard::default());
    // When parsed
    let doc = parse(&svg);
    // Then the root is an SVG element with a four-number viewBox of positive size
    let root = doc.root_element();
    assert!(root.has_tag_name(("http://www.w3.org/2000/svg", "svg")));
    let view_box: Vec<f64> = root
        .attribute("viewBox")
        .expect("a viewBox")
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect();
    assert_eq!(view_box.len(), 4);
    assert!(view_box[2] > 0.0 && view_box[3] > 0.0);
}

#[test]
fn every_point_is_numbered_exactly_once() {
    // Given any board
    let svg = svg_board(&Position::start(), &SvgBoard::default());
    let doc = parse(&svg);
    // When the point numbers are read
    let mut numbers: Vec<u32> = with_classes(&doc, &["point-number"])
        .iter()
        .map(|n| text_of(n).parse().unwrap())
        .collect();
    numbers.sort_unstable();
    // Then they are 1 to 24, each once
    assert_eq!(numbers, (1..=24).collect::<Vec<u32>>());
}

#[test]
fn points_run_from_the_bottom_right_to_the_top_right_for_the_player_on_roll() {
    // Given the positions of the point numbers
    let svg = svg_board(&Position::start(), &SvgBoard::default());
    let doc = parse(&svg);
    let place = |point: u32| -> (f64, f64) {
        let labels = with_classes(&doc, &["point-number"]);
        let label = labels
            .iter()
            .find(|n| text_of(n) == point.to_string())
            .unwrap();
        (number(label, "x"), number(label, "y"))
    };
    let (x1, y1) = place(1);
    let (x12, y12) = place(12);
    let (x13, y13) = place(13);
    let (x24, y24) = place(24);
    // Then 1..12 run right to left along the bottom, 13..24 left to right along the top
    assert!(y1 > y24 && y12 > y13, "1 and 12 are below 24 and 13");
    assert!(x1 > x12 && x24 > x13);
    assert_eq!(x1, x24, "1 faces 24");
    assert_eq!(x12, x13, "12 faces 13");
    for point in 1..12 {
        assert!(
            place(point).0 > place(point + 1).0,
            "{point} right of the next"
        );
        assert!(place(25 - point).0 > place(24 - point).0);
    }
}

#[test]
fn the_opening_position_draws_fifteen_checkers_a_side_on_the_right_points() {
    // Given the opening position
    let svg = svg_board(&Position::start(), &SvgBoard::default());
    let doc = parse(&svg);
    // Then each side's 2-5-3-5 stands on 24, 13, 8 and 6 of its own numbering
    let table = [(24, 2), (13, 5), (8, 3), (6, 5)];
    for (point, count) in table {
        let own = point.to_string();
        let mirrored = (25 - point).to_string();
        assert_eq!(checkers_at(&doc, ON_ROLL, &own), count, "on roll at {own}");
        assert_eq!(
            checkers_at(&doc, OPPONENT, &mirrored),
            count,
            "opponent at {mirrored}"
        );
    }
    assert_eq!(with_classes(&doc, &["checker", ON_ROLL]).len(), 15);
    assert_eq!(with_classes(&doc, &["checker", OPPONENT]).len(), 15);
    // And nothing is on the bar or borne off
    assert!(with_classes(&doc, &["off"]).is_empty());
    assert!(with_classes(&doc, &["count"]).is_empty());
}

#[test]
fn a_stack_taller_than_five_draws_five_checkers_and_writes_its_count() {
    // Given eleven checkers on the 6 point and the opponent's seven on its bar
    let position = pos!(x 6:11, 8:4; o bar:7, 19:8);
    let svg = svg_board(&position, &SvgBoard::default());
    let doc = parse(&svg);
    // Then each tall stack is five circles with its count written on it
    assert_eq!(checkers_at(&doc, ON_ROLL, "6"), 5);
    assert_eq!(label_at(&doc, ON_ROLL, "6").as_deref(), Some("11"));
    assert_eq!(checkers_at(&doc, OPPONENT, "bar"), 5);
    assert_eq!(label_at(&doc, OPPONENT, "bar").as_deref(), Some("7"));
    // And the short stack has no count
    assert_eq!(checkers_at(&doc, ON_ROLL, "8"), 4);
    assert_eq!(label_at(&doc, ON_ROLL, "8"), None);
}

#[test]
fn bar_checkers_wait_in_the_half_where_they_enter() {
    // Given checkers of both sides on the bar
    let position = pos!(x bar:2, 6:5; o bar:3, 19:5);
    let svg = svg_board(&position, &SvgBoard::default());
    let doc = parse(&svg);
    let heights = |side: &str| -> Vec<f64> {
        with_classes(&doc, &["checker", side])
            .iter()
            .filter(|n| n.attribute("data-place") == Some("bar"))
            .map(|n| number(n, "cy"))
            .collect()
    };
    let on_roll = heights(ON_ROLL);
    let opponent = heights(OPPONENT);
    assert_eq!((on_roll.len(), opponent.len()), (2, 3));
    // Then the player on roll's are above the opponent's: they enter into the top half
    let lowest_on_roll = on_roll.iter().cloned().fold(f64::MIN, f64::max);
    let highest_opponent = opponent.iter().cloned().fold(f64::MAX, f64::min);
    assert!(lowest_on_roll < highest_opponent);
}

#[test]
fn borne_off_checkers_lie_in_their_trays_with_their_count() {
    // Given the player on roll with 4 off and the opponent with 9 off
    let position = pos!(x 1:11, off:4; o 24:6, off:9);
    let svg = svg_board(&position, &SvgBoard::default());
    let doc = parse(&svg);
    // Then each tray holds that many slabs and says how many
    for (side, off) in [
        (ON_ROLL, position.off()),
        (OPPONENT, position.opponent_off()),
    ] {
        assert_eq!(with_classes(&doc, &["off", side]).len(), off as usize);
        let counts: Vec<String> = with_classes(&doc, &["off-count", side])
            .iter()
            .map(text_of)
            .collect();
        assert_eq!(counts, vec![off.to_string()], "{side}");
    }
}

#[test]
fn caption_names_score_and_pip_counts_appear_as_text() {
    // Given a position with every piece of information filled in
    let position = pos!(x bar:1, 6:6, 13:4; o 1:2, 12:5, bar:1);
    let info = SvgBoard {
        caption: Some("4HPwATDgc/ABMA:cAkAAAAAAAAA".to_string()),
        score: Some(MatchScore {
            length: 7,
            on_roll: 2,
            opponent: 5,
        }),
        on_roll_name: Some("Paul".to_string()),
        opponent_name: Some("Kit".to_string()),
        ..SvgBoard::default()
    };
    let svg = svg_board(&position, &info);
    let doc = parse(&svg);
    let texts = texts(&doc);
    let of_class =
        |class: &str| -> Vec<String> { with_classes(&doc, &[class]).iter().map(text_of).collect() };
    // Then each appears as text
    assert_eq!(of_class("caption"), vec!["4HPwATDgc/ABMA:cAkAAAAAAAAA"]);
    assert_eq!(
        of_class("pips"),
        vec![
            format!("pips {}", position.opponent_pip_count()),
            format!("pips {}", position.pip_count()),
        ]
    );
    assert_eq!(
        of_class("score"),
        vec!["score 5 (2-away)", "score 2 (5-away)"]
    );
    assert_eq!(of_class("match-length"), vec!["7-point match"]);
    for name in ["Paul", "Kit"] {
        assert!(texts.iter().any(|t| t.starts_with(name)), "{name} missing");
    }
}

#[test]
fn pip_counts_can_be_left_out() {
    // Given a diagram for a pip-counting quiz
    let info = SvgBoard {
        pips: false,
        ..SvgBoard::default()
    };
    let svg = svg_board(&Position::start(), &info);
    let doc = parse(&svg);
    // Then no pip count is written
    assert!(with_classes(&doc, &["pips"]).is_empty());
    assert!(!texts(&doc).iter().any(|t| t.contains("167")));
}

#[test]
fn the_cube_shows_its_value_on_its_owners_side() {
    let table = [
        (1, CubeSide::Centred, "64"),
        (2, CubeSide::OnRoll, "2"),
        (4, CubeSide::Opponent, "4"),
        (1024, CubeSide::OnRoll, "1024"),
        (1, CubeSide::OnRoll, "1"),
    ];
    let mut heights = Vec::new();
    for (value, side, shown) in table {
        // Given a cube of `value` on `side`
        let info = SvgBoard {
            cube: Some(Cube { value, side }),
            ..SvgBoard::default()
        };
        let svg = svg_board(&Position::start(), &info);
        let doc = parse(&svg);
        // Then it is drawn once, showing `shown`
        let values: Vec<String> = with_classes(&doc, &["cube-value"])
            .iter()
            .map(text_of)
            .collect();
        assert_eq!(values, vec![shown.to_string()], "cube {value} {side:?}");
        let cube = with_classes(&doc, &["cube"]);
        assert_eq!(cube.len(), 1);
        heights.push((side, number(&cube[0], "y")));
    }
    // And it sits at the top for the opponent, in the middle when centred, at the bottom for the player on roll
    let height = |wanted: CubeSide| heights.iter().find(|(s, _)| *s == wanted).unwrap().1;
    assert!(height(CubeSide::Opponent) < height(CubeSide::Centred));
    assert!(height(CubeSide::Centred) < height(CubeSide::OnRoll));
}

#[test]
fn a_cube_out_of_play_is_not_drawn() {
    // Given the Crawford game, where there is no cube
    let info = SvgBoard {
        cube: None,
        ..SvgBoard::default()
    };
    let doc_text = svg_board(&Position::start(), &info);
    let doc = parse(&doc_text);
    // Then neither the cube nor its value appears
    assert!(with_classes(&doc, &["cube"]).is_empty());
    assert!(with_classes(&doc, &["cube-value"]).is_empty());
}

#[test]
fn rolled_dice_show_their_pips_and_the_roll_as_text() {
    for dice in [[5, 2], [6, 6], [1, 3]] {
        // Given the player on roll has rolled `dice`
        let info = SvgBoard {
            dice: Some(dice),
            ..SvgBoard::default()
        };
        let svg = svg_board(&Position::start(), &info);
        let doc = parse(&svg);
        // Then two dice are drawn with as many pips as the roll adds up to
        let values: Vec<u8> = with_classes(&doc, &["die"])
            .iter()
            .map(|n| n.attribute("data-value").unwrap().parse().unwrap())
            .collect();
        assert_eq!(values, dice.to_vec());
        let pips = with_classes(&doc, &["pip"]).len();
        assert_eq!(pips, (dice[0] + dice[1]) as usize);
        // And the roll is written out
        let roll = format!("{}-{}", dice[0], dice[1]);
        assert!(texts(&doc).contains(&format!("dice {roll}")));
        assert!(
            texts(&doc)
                .iter()
                .any(|t| t.ends_with(&format!("to play {roll}")))
        );
    }
}

#[test]
fn no_dice_are_drawn_before_the_roll() {
    let svg = svg_board(&Position::start(), &SvgBoard::default());
    let doc = parse(&svg);
    assert!(with_classes(&doc, &["dice"]).is_empty());
    assert!(with_classes(&doc, &["die"]).is_empty());
}

#[test]
fn dice_values_no_die_has_are_written_as_digits_without_panicking() {
    // Given impossible dice
    let info = SvgBoard {
        dice: Some([0, 42]),
        ..SvgBoard::default()
    };
    let svg = svg_board(&Position::start(), &info);
    let doc = parse(&svg);
    // Then the dice are drawn with their numbers and no pips
    assert_eq!(with_classes(&doc, &["die"]).len(), 2);
    assert!(with_classes(&doc, &["pip"]).is_empty());
    let faces: Vec<String> = with_classes(&doc, &["dice"])
        .iter()
        .flat_map(|group| group.descendants().filter(|n| n.has_tag_name("text")))
        .map(|n| text_of(&n))
        .collect();
    assert_eq!(faces, vec!["0", "42"]);
}

#[test]
fn special_characters_in_names_and_caption_are_escaped() {
    // Given names and a caption full of markup characters
    let info = SvgBoard {
        caption: Some("</svg> & <script>".to_string()),
        on_roll_name: Some("Zoë & <Bob>".to_string()),
        opponent_name: Some("\"Nack\" O'Brien".to_string()),
        ..SvgBoard::default()
    };
    let svg = svg_board(&Position::start(), &info);
    // Then the raw markup never reaches the document
    assert!(!svg.contains("<Bob>") && !svg.contains("<script>"));
    // And a parser reads the text back exactly
    let doc = parse(&svg);
    let names: Vec<String> = with_classes(&doc, &["name"]).iter().map(text_of).collect();
    assert_eq!(names, vec!["\"Nack\" O'Brien", "Zoë & <Bob>"]);
    let captions: Vec<String> = with_classes(&doc, &["caption"])
        .iter()
        .map(text_of)
        .collect();
    assert_eq!(captions, vec!["</svg> & <script>"]);
}

#[test]
fn the_same_board_always_gives_the_same_text() {
    // Given one position and one set of information
    let position = pos!(x bar:1, 6:9; o bar:2, 20:4);
    let info = SvgBoard {
        dice: Some([3, 1]),
        caption: Some("id".to_string()),
        ..SvgBoard::default()
    };
    // When drawn twice
    // Then the two documents are identical
    assert_eq!(svg_board(&position, &info), svg_board(&position, &info));
}

proptest! {
    #[test]
    fn every_checker_on_the_board_is_drawn_for_any_position(position in any_position()) {
        // Given any valid position, when drawn and parsed
        let svg = svg_board(&position, &SvgBoard::default());
        let doc = parse(&svg);
        let mut drawn = [0usize; 2];
        for (place, mine, theirs) in places(&position) {
            for (index, side, count) in [(0, ON_ROLL, mine), (1, OPPONENT, theirs)] {
                // Then each stack is drawn with at most five circles
                let circles = checkers_at(&doc, side, &place);
                prop_assert_eq!(circles, count.min(5) as usize, "{} at {}", side, place);
                // And carries its count exactly when it is taller than five
                let label = label_at(&doc, side, &place);
                prop_assert_eq!(label, (count > 5).then(|| count.to_string()), "{} at {}", side, place);
                drawn[index] += circles;
            }
        }
        // And no checker circle stands anywhere else
        prop_assert_eq!(with_classes(&doc, &["checker", ON_ROLL]).len(), drawn[0]);
        prop_assert_eq!(with_classes(&doc, &["checker", OPPONENT]).len(), drawn[1]);
        // And the borne-off checkers are all in the trays
        prop_assert_eq!(with_classes(&doc, &["off", ON_ROLL]).len(), position.off() as usize);
        prop_assert_eq!(with_classes(&doc, &["off", OPPONENT]).len(), position.opponent_off() as usize);
    }

    #[test]
    fn any_names_and_caption_give_well_formed_xml(
        on_roll in any::<String>(),
        opponent in "[ -~]{0,20}",
        caption in any::<String>(),
        value in any::<u32>(),
        dice in any::<[u8; 2]>(),
    ) {
        // Given arbitrary text, cube value and dice
        let info = SvgBoard {
            caption: Some(caption),
            on_roll_name: Some(on_roll),
            opponent_name: Some(opponent.clone()),
            cube: Some(Cube { value, side: CubeSide::Opponent }),
            dice: Some(dice),
            ..SvgBoard::default()
        };
        let svg = svg_board(&Position::start(), &info);
        // Then the document parses
        let doc = parse(&svg);
        // And printable text short enough to keep reads back unchanged
        let names: Vec<String> = with_classes(&doc, &["name"]).iter().map(text_of).collect();
        prop_assert_eq!(&names[0], &opponent);
    }
}

/// The picture in docs/ that the README shows: the opening position before the
/// first roll, as `bgkit board start --svg` draws it. Set `BGKIT_BLESS=1` to
/// rewrite it after changing the drawing; docs/opening.png is a screenshot of
/// it, refreshed by hand.
#[test]
fn the_opening_picture_in_the_docs_is_up_to_date() {
    // Given the opening position with its Position ID and no dice rolled
    let info = SvgBoard {
        caption: Some("Position ID 4HPwATDgc/ABMA".to_string()),
        ..SvgBoard::default()
    };
    let fresh = svg_board(&Position::start(), &info);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/opening.svg");
    if std::env::var_os("BGKIT_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &fresh).unwrap();
    }
    // When the checked-in file is read
    let stored = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; run with BGKIT_BLESS=1", path.display()));
    // Then it is exactly what the renderer draws today
    assert!(
        stored == fresh,
        "{} is out of date; run `BGKIT_BLESS=1 cargo test --test render_svg` to regenerate it",
        path.display()
    );
}
