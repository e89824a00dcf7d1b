//! Board pictures: a text diagram for terminals and an SVG diagram for pages.

mod ascii;
mod svg;

pub use ascii::{TextBoard, text_board};
pub use svg::{Cube, CubeSide, MatchScore, SvgBoard, svg_board};
