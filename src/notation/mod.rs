//! Magriel notation: parser and canonical formatter.

/// One checker moved from one point to a lower one (25 = bar, 0 = off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Move {
    /// Point the checker leaves (25 = bar).
    pub from: u8,
    /// Point the checker reaches (0 = off).
    pub to: u8,
    /// Written with `*`.
    pub hit: bool,
}
