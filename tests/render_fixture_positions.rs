//! Every position of the GNU Backgammon fixtures renders to well-formed SVG
//! with a view box and its caption.

use crate::common::fixture;
use bgkit::ids::position_id;
use bgkit::render::{SvgBoard, svg_board};
use std::collections::BTreeSet;

#[test]
fn every_fixture_position_renders_as_svg() {
    let path = fixture("gnubg/plays.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let ids: BTreeSet<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(ids.len() > 1000);
    for id in ids {
        let position = position_id::decode(id).unwrap();
        let info = SvgBoard {
            caption: Some(format!("Position ID {id}")),
            ..SvgBoard::default()
        };
        let svg = svg_board(&position, &info);
        let document = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{id}: {e}"));
        let root = document.root_element();
        assert_eq!(root.tag_name().name(), "svg", "{id}");
        assert!(root.attribute("viewBox").is_some(), "{id}");
        assert!(svg.contains(id), "{id}: caption missing");
    }
}
