//! Colours and type. The player on roll has the light checkers, the opponent
//! the dark ones, as in most book diagrams where the reader is the player to move.

/// Fonts for labels, falling back to whatever sans-serif the viewer has.
pub(super) const FONT: &str = "Helvetica, Arial, sans-serif";
/// Font for the caption: IDs read better with fixed-width characters.
pub(super) const MONO: &str = "Menlo, Consolas, 'DejaVu Sans Mono', monospace";

/// Page behind the board.
pub(super) const PAGE: &str = "#ffffff";
/// Wooden frame, bar and the rim of the trays.
pub(super) const FRAME: &str = "#5a4330";
/// Playing surface.
pub(super) const CLOTH: &str = "#efe5cc";
/// Inside of the trays: lighter than the frame so dark checkers show in it.
pub(super) const TRAY: &str = "#d3c29c";
/// The two alternating point colours.
pub(super) const POINTS: [&str; 2] = ["#a8493a", "#3f5f73"];
/// Point numbers and secondary text.
pub(super) const MUTED: &str = "#5f5f5f";
/// Main text.
pub(super) const INK: &str = "#1e1e1e";

/// Fill, outline and label colour of one side's checkers.
pub(super) struct Paint {
    /// Body of the checker.
    pub fill: &'static str,
    /// Rim, chosen to stand out on both the cloth and the dark bar.
    pub stroke: &'static str,
    /// Count written on a tall stack's top checker.
    pub label: &'static str,
}

/// The player on roll: light checkers.
pub(super) const LIGHT: Paint = Paint {
    fill: "#fbf7ec",
    stroke: "#2a2a2a",
    label: "#1e1e1e",
};

/// The opponent: dark checkers.
pub(super) const DARK: Paint = Paint {
    fill: "#262626",
    stroke: "#9a9a9a",
    label: "#ffffff",
};
