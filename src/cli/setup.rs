//! POSITION arguments: `start`, a Position ID, `PositionID:MatchID` or an XGID.

use bgkit::ids::{self, Setup};

/// Reads a POSITION argument, with a message that names the input on failure.
pub fn read(text: &str) -> Result<Setup, String> {
    ids::parse_setup(text.trim()).map_err(|e| format!("`{}`: not a position: {e}", text.trim()))
}

/// The gnubg Position ID of the position, from the on-roll player's view.
pub fn position_id(position: &bgkit::Position) -> String {
    ids::position_id::encode(position)
}
