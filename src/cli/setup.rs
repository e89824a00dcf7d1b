//! POSITION arguments: `start`, a Position ID, `PositionID:MatchID`, an XGID,
//! or an eXtreme Gammon position file (.xgp).

use bgkit::ids::{self, Setup};

/// Reads a POSITION argument, with a message that names the input on failure.
pub fn read(text: &str) -> Result<Setup, String> {
    bgkit::query::read_position(text).map_err(|e| e.to_string())
}

/// The gnubg Position ID of the position, from the on-roll player's view.
pub fn position_id(position: &bgkit::Position) -> String {
    ids::position_id::encode(position)
}
