//! Board pictures: a text diagram for terminals.

mod ascii;

pub use ascii::{TextBoard, text_board};
