use super::layout::{self, Half};
use super::xml::{Num, escape};
use super::{pip_offsets, score_text, shorten};

#[test]
fn markup_characters_become_entities() {
    let table = [
        ("plain", "plain"),
        ("a & b", "a &amp; b"),
        ("<tag>", "&lt;tag&gt;"),
        ("say \"hi\"", "say &quot;hi&quot;"),
        ("it's", "it&apos;s"),
        ("Zoë ★", "Zoë ★"),
    ];
    for (text, expected) in table {
        // Given text that may hold markup, when it is escaped,
        // then each markup character is an entity and everything else is kept
        assert_eq!(escape(text), expected, "escaping {text:?}");
    }
}

#[test]
fn characters_xml_forbids_become_replacement_characters() {
    // Given control characters that no XML 1.0 document may contain, among allowed whitespace
    let text = "a\u{0}b\u{1b}c\td\ne\u{FFFE}";
    // When escaped
    let escaped = escape(text);
    // Then the forbidden ones are replaced and tab and newline survive
    assert_eq!(escaped, "a\u{FFFD}b\u{FFFD}c\td\ne\u{FFFD}");
}

#[test]
fn numbers_print_with_at_most_two_decimals_and_no_trailing_zeros() {
    let table = [
        (40.0, "40"),
        (12.5, "12.5"),
        (1.0 / 3.0, "0.33"),
        (2.999, "3"),
        (-0.001, "0"),
        (-7.25, "-7.25"),
    ];
    for (value, expected) in table {
        assert_eq!(Num(value).to_string(), expected, "printing {value}");
    }
}

#[test]
fn long_text_is_shortened_with_an_ellipsis_and_short_text_is_kept() {
    // Given a limit of five characters
    // Then text within it is unchanged and longer text keeps four characters and an ellipsis
    assert_eq!(shorten("Bob", 5), "Bob");
    assert_eq!(shorten("Alice", 5), "Alice");
    assert_eq!(shorten("Magriel", 5), "Magr…");
    // Characters, not bytes, are counted
    assert_eq!(shorten("ÉÉÉÉÉÉ", 5), "ÉÉÉÉ…");
}

#[test]
fn points_are_laid_out_counter_clockwise_from_the_top_right() {
    let table = [
        (1, Half::Bottom, 11),
        (6, Half::Bottom, 6),
        (7, Half::Bottom, 5),
        (12, Half::Bottom, 0),
        (13, Half::Top, 0),
        (18, Half::Top, 5),
        (19, Half::Top, 6),
        (24, Half::Top, 11),
    ];
    for (point, half, column) in table {
        assert_eq!(
            layout::point_place(point),
            (half, column),
            "place of point {point}"
        );
    }
}

#[test]
fn the_home_boards_lie_right_of_the_bar_and_the_outer_boards_left_of_it() {
    // Given the columns of points 6 and 7, either side of the bar
    let (_, six) = layout::point_place(6);
    let (_, seven) = layout::point_place(7);
    // Then 7's column ends at the bar and 6's starts after it
    assert!(layout::column_left(seven) + layout::CHECKER <= layout::BAR_LEFT);
    assert!(layout::column_left(six) >= layout::BAR_LEFT + layout::CHECKER);
}

#[test]
fn five_checkers_fit_in_each_half_and_on_each_side_of_the_bar() {
    let top = layout::STACK - 1;
    // Point stacks stay inside the playing surface and clear of the middle
    assert!(layout::point_checker_y(Half::Top, top) + layout::RADIUS < layout::MIDDLE);
    assert!(layout::point_checker_y(Half::Bottom, top) - layout::RADIUS > layout::MIDDLE);
    // Bar stacks stay inside the frame
    assert!(layout::bar_checker_y(Half::Top, top) - layout::RADIUS >= layout::INNER_TOP);
    assert!(layout::bar_checker_y(Half::Bottom, top) + layout::RADIUS <= layout::INNER_BOTTOM);
}

#[test]
fn each_die_face_has_as_many_pips_as_its_value() {
    for value in 1..=6u8 {
        let pips = pip_offsets(value).map(<[_]>::len);
        assert_eq!(pips, Some(value as usize), "pips on a {value}");
    }
    assert_eq!(pip_offsets(0), None);
    assert_eq!(pip_offsets(7), None);
}

#[test]
fn a_match_score_says_how_far_the_player_is_from_winning() {
    let table = [
        (3, 7, "score 3 (4-away)"),
        (0, 1, "score 0 (1-away)"),
        (7, 7, "score 7"),
        (12, 0, "score 12"),
    ];
    for (points, length, expected) in table {
        assert_eq!(score_text(points, length), expected);
    }
}
