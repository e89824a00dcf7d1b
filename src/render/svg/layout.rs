//! Where things go on the picture. All lengths are in the SVG's user units;
//! one checker is 40 units across.
//!
//! From left to right: a column for the cube, the frame, the outer board
//! (points 13..18 above, 12..7 below), the bar, the home boards (19..24
//! above, 6..1 below), a column of two trays, the frame again.

/// Diameter of a checker, and the width of a point.
pub(super) const CHECKER: f64 = 40.0;
/// Radius of a checker.
pub(super) const RADIUS: f64 = CHECKER / 2.0;
/// Checkers drawn per stack before the stack shows its count instead of growing.
pub(super) const STACK: u8 = 5;

const MARGIN: f64 = 12.0;
const CUBE_COLUMN: f64 = 64.0;
const FRAME: f64 = 14.0;
/// Width of one half of the board (six points).
pub(super) const HALF_WIDTH: f64 = 6.0 * CHECKER;
const BAR_WIDTH: f64 = 48.0;
/// Width of the trays for borne-off checkers.
pub(super) const TRAY_WIDTH: f64 = 48.0;
/// Space between the two halves, for the dice and the bar checkers' gap.
const MIDDLE_GAP: f64 = 64.0;

/// Left edge of the frame.
pub(super) const FRAME_LEFT: f64 = MARGIN + CUBE_COLUMN;
/// Left edge of the outer board's playing surface.
pub(super) const OUTER_LEFT: f64 = FRAME_LEFT + FRAME;
/// Left edge of the bar.
pub(super) const BAR_LEFT: f64 = OUTER_LEFT + HALF_WIDTH;
/// Left edge of the home boards' playing surface.
pub(super) const HOME_LEFT: f64 = BAR_LEFT + BAR_WIDTH;
/// Right edge of the home boards' playing surface.
pub(super) const HOME_RIGHT: f64 = HOME_LEFT + HALF_WIDTH;
/// Left edge of the trays for borne-off checkers.
pub(super) const TRAY_LEFT: f64 = HOME_RIGHT + FRAME;
/// Right edge of the frame.
pub(super) const FRAME_RIGHT: f64 = TRAY_LEFT + TRAY_WIDTH + FRAME;
/// Width of the whole picture.
pub(super) const WIDTH: f64 = FRAME_RIGHT + MARGIN;

/// Baseline of the opponent's line of text above the board.
pub(super) const TOP_LINE: f64 = 26.0;
/// Top edge of the frame.
pub(super) const FRAME_TOP: f64 = 60.0;
/// Top edge of the playing surface.
pub(super) const INNER_TOP: f64 = FRAME_TOP + FRAME;
/// Bottom edge of the playing surface.
pub(super) const INNER_BOTTOM: f64 = INNER_TOP + 2.0 * STACK as f64 * CHECKER + MIDDLE_GAP;
/// Bottom edge of the frame.
pub(super) const FRAME_BOTTOM: f64 = INNER_BOTTOM + FRAME;
/// Vertical middle of the board.
pub(super) const MIDDLE: f64 = (INNER_TOP + INNER_BOTTOM) / 2.0;
/// Baseline of the on-roll player's line of text below the board.
pub(super) const BOTTOM_LINE: f64 = FRAME_BOTTOM + 46.0;
/// Baseline of the caption.
pub(super) const CAPTION_LINE: f64 = BOTTOM_LINE + 28.0;
/// Height of the whole picture.
pub(super) const HEIGHT: f64 = CAPTION_LINE + 16.0;

/// Length of a point's triangle, a little short of five checkers so the
/// points do not touch the dice.
pub(super) const POINT_LENGTH: f64 = 4.6 * CHECKER;
/// Horizontal centre of the bar.
pub(super) const BAR_CENTRE: f64 = BAR_LEFT + BAR_WIDTH / 2.0;
/// Horizontal centre of the trays.
pub(super) const TRAY_CENTRE: f64 = TRAY_LEFT + TRAY_WIDTH / 2.0;
/// Horizontal centre of the cube's column.
pub(super) const CUBE_CENTRE: f64 = MARGIN + CUBE_COLUMN / 2.0;
/// Gap between the middle of the board and the nearest bar checker or tray.
pub(super) const MIDDLE_CLEARANCE: f64 = 8.0;

/// Which half of the board a point or a stack belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Half {
    /// Points 13..=24 of the player on roll: the opponent's side.
    Top,
    /// Points 1..=12: the side of the player on roll.
    Bottom,
}

/// Where a point (1..=24, on-roll numbering) is drawn: its half and its
/// column, 0..=11 from the left. Point 1 is bottom right, 12 bottom left,
/// 13 top left and 24 top right.
pub(super) fn point_place(point: u8) -> (Half, u8) {
    if point >= 13 {
        (Half::Top, point.saturating_sub(13).min(11))
    } else {
        (Half::Bottom, 12u8.saturating_sub(point.max(1)))
    }
}

/// Left edge of column `column` (0..=11): six columns left of the bar, six right.
pub(super) fn column_left(column: u8) -> f64 {
    if column < 6 {
        OUTER_LEFT + column as f64 * CHECKER
    } else {
        HOME_LEFT + (column - 6) as f64 * CHECKER
    }
}

/// Centre of the `index`-th checker (0 = at the edge) of a point's stack.
pub(super) fn point_checker_y(half: Half, index: u8) -> f64 {
    let offset = RADIUS + index as f64 * CHECKER;
    match half {
        Half::Top => INNER_TOP + offset,
        Half::Bottom => INNER_BOTTOM - offset,
    }
}

/// Centre of the `index`-th checker (0 = nearest the middle) of a bar stack.
/// Bar stacks grow from the middle outwards, so they never meet the edge first.
pub(super) fn bar_checker_y(half: Half, index: u8) -> f64 {
    let offset = MIDDLE_CLEARANCE + RADIUS + index as f64 * CHECKER;
    match half {
        Half::Top => MIDDLE - offset,
        Half::Bottom => MIDDLE + offset,
    }
}
