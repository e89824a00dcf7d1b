//! The game model: positions, dice, steps, written moves, plays and the rules
//! that relate them.

mod capped;
mod generate;
mod legal;
mod play;
mod position;
mod resolve;
mod roll;

pub use capped::{Capped, Stacking, Unlimited, legal_plays_capped, try_step_capped};
pub use legal::{LegalPlay, legal_plays, legal_plays_into, step_target, try_step};
pub use play::{Move, Play, Step};
pub use position::{BAR, CHECKERS, OFF, Position, PositionError};
pub use resolve::{
    HitMarks, PlayError, ResolvedPlay, play_in_written_order, play_in_written_order_with,
    resolve_play, resolve_play_with,
};
pub(crate) use resolve::{hits_of, resolve_play_unlisted};
pub use roll::{InvalidDie, Roll};
