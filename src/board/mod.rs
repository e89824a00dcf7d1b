//! The game model: positions, dice, steps, written moves, plays and the rules
//! that relate them.

mod generate;
mod legal;
mod play;
mod position;
mod resolve;
mod roll;

pub use legal::{LegalPlay, legal_plays, legal_plays_into, step_target, try_step};
pub use play::{Move, Play, Step};
pub use position::{BAR, CHECKERS, OFF, Position, PositionError};
pub use resolve::{HitMarks, PlayError, ResolvedPlay, play_in_written_order, resolve_play};
pub use roll::{InvalidDie, Roll};
