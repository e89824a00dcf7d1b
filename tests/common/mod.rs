//! What the tests share: the binary under test (`cmd`), a headless browser
//! (`browser`), the checked-in inputs
//! (`fixtures`, and a match archive written from them), throwaway directories (`scratch`), hand-written positions
//! (`positions`), random positions and rolls (`strategies`), random legal
//! matches (`games`), a slow legal-play generator and play resolver to check
//! the fast ones against (`reference`), and legal plays written the way each
//! program writes them (`writers`).

pub mod browser;
pub mod cmd;
pub mod fixtures;
pub mod games;
pub mod positions;
pub mod reference;
pub mod scratch;
pub mod strategies;
pub mod writers;

pub use cmd::{BGKIT_BIN, bgkit, json_of, run_on_terminal};
pub use fixtures::{
    UTF16_FILES, fixture, fixtures_root, match_archive, utf16, validate_utf16_directory,
};
pub use positions::play_steps;
pub(crate) use positions::pos;
pub use reference::{
    ReferenceVerdict, reference_resolve, reference_results, reference_results_capped,
};
pub use scratch::Scratch;
pub use strategies::{any_position, any_roll};
