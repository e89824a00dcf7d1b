//! A board diagram as SVG, drawn the way backgammon books draw positions.
//!
//! Conventions, all from the view of the player on roll unless
//! [`SvgBoard::on_roll_at_top`] turns the board round:
//! - The player on roll sits at the bottom with the **light** checkers and the
//!   opponent at the top with the **dark** ones. Turned round, the opponent
//!   sits at the bottom with the light checkers and the points are numbered
//!   for them, so that frames of a match keep each player in place; the
//!   player on roll is then marked by the dice in their colour, rolled in their
//!   own right-hand half (the left half as drawn), and by "to play" beside
//!   their name. Class names (`on-roll`, `opponent`) always follow the roles.
//! - Points are numbered for the player on roll: 1..12 along the bottom from
//!   right to left, 13..24 along the top from left to right, so the home board
//!   is bottom right and checkers travel counter-clockwise from 24 to 1.
//! - A stack taller than five is drawn as five checkers with the stack's count
//!   written on the top (fifth) checker.
//! - Checkers on the bar sit in the bar column in the half where they will
//!   enter: the player on roll's in the top half, the opponent's in the bottom
//!   half, each stack growing from the middle outwards.
//! - Borne-off checkers lie as slabs in the trays at the right, beside each
//!   player's home board, with their count.
//! - The cube stands in a column at the left: in the middle when centred,
//!   at the bottom when the player on roll owns it, at the top when the
//!   opponent does. A centred cube at 1 shows 64, as in books.
//! - Rolled dice lie in the player on roll's home board, between the stacks.
//!
//! The output is deterministic (no generated ids, fixed number formatting) and
//! every element that stands for something carries a `class` naming it and the
//! side it belongs to (`checker on-roll`, `count opponent`, `cube`, `die` ...),
//! so scripts and tests can read the picture back.

mod layout;
mod style;
mod xml;

#[cfg(test)]
mod tests;

use crate::board::Position;
use layout::{Half, STACK};
use style::Paint;
use xml::{Attr, Doc, Num};

/// Everything drawn around the checkers. `Default` gives a plain diagram: no
/// caption, names or score, a centred cube, no dice, and pip counts shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SvgBoard {
    /// A line under the board, typically the Position ID (`4HPwATDgc/ABMA`) or
    /// an XGID. Long captions are shortened with an ellipsis.
    pub caption: Option<String>,
    /// The doubling cube, or `None` when it is out of play (the Crawford game,
    /// or a cubeless diagram).
    pub cube: Option<Cube>,
    /// The dice of the player on roll, as rolled; `None` before the roll.
    /// Values outside 1..=6 are drawn as digits rather than pips.
    pub dice: Option<[u8; 2]>,
    /// The match score, or `None` to draw none.
    pub score: Option<MatchScore>,
    /// Name of the player on roll (bottom). Long names are shortened.
    pub on_roll_name: Option<String>,
    /// Name of the opponent (top). Long names are shortened.
    pub opponent_name: Option<String>,
    /// Whether to write both pip counts. Off for "count the pips" quizzes.
    pub pips: bool,
    /// Draw the player on roll at the top with the dark checkers, the
    /// opponent at the bottom: for a fixed view of both players across the
    /// frames of a match.
    pub on_roll_at_top: bool,
}

impl Default for SvgBoard {
    fn default() -> SvgBoard {
        SvgBoard {
            caption: None,
            cube: Some(Cube::centred()),
            dice: None,
            score: None,
            on_roll_name: None,
            opponent_name: None,
            pips: true,
            on_roll_at_top: false,
        }
    }
}

/// The doubling cube: its value and where it lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    /// The cube's value (1, 2, 4, ...). A centred cube at 1 is drawn showing 64.
    pub value: u32,
    /// Who owns it, seen from the player on roll.
    pub side: CubeSide,
}

impl Cube {
    /// The cube at the start of a game: in the middle, at 1.
    pub fn centred() -> Cube {
        Cube {
            value: 1,
            side: CubeSide::Centred,
        }
    }
}

/// Who owns the cube, relative to the player on roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeSide {
    /// In the middle: either player may double.
    Centred,
    /// Owned by the player on roll.
    OnRoll,
    /// Owned by the opponent.
    Opponent,
}

/// The score of a match (or a money session when `length` is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchScore {
    /// Points needed to win the match; 0 for money play.
    pub length: u32,
    /// Points the player on roll has won.
    pub on_roll: u32,
    /// Points the opponent has won.
    pub opponent: u32,
}

/// Longest name drawn in full, in characters.
const NAME_CHARS: usize = 20;
/// Longest caption drawn in full, in characters.
const CAPTION_CHARS: usize = 56;

/// Draws `position` as a standalone SVG document with a `viewBox`, so it
/// scales to any size. See the module documentation for the conventions.
///
/// ```
/// use bgkit::board::Position;
/// use bgkit::render::{SvgBoard, svg_board};
///
/// let info = SvgBoard {
///     caption: Some("4HPwATDgc/ABMA".to_string()),
///     dice: Some([3, 1]),
///     ..SvgBoard::default()
/// };
/// let svg = svg_board(&Position::start(), &info);
/// assert!(svg.starts_with("<svg "));
/// assert!(svg.contains("4HPwATDgc/ABMA"));
/// ```
pub fn svg_board(position: &Position, info: &SvgBoard) -> String {
    let mut doc = Doc::new();
    let (width, height) = (Num(layout::WIDTH), Num(layout::HEIGHT));
    let view_box = format!("0 0 {width} {height}");
    doc.start(
        "svg",
        &[
            ("xmlns", &"http://www.w3.org/2000/svg"),
            ("viewBox", &view_box),
            ("width", &width),
            ("height", &height),
            ("font-family", &style::FONT),
            ("role", &"img"),
        ],
    );
    let title = info.caption.as_deref().unwrap_or("Backgammon position");
    doc.text("title", &[], title);
    doc.empty(
        "rect",
        &[
            ("width", &width),
            ("height", &height),
            ("fill", &style::PAGE),
        ],
    );

    let seating = Seating {
        on_roll_at_top: info.on_roll_at_top,
    };
    // The board from the bottom player's view: every drawing below is in its terms.
    let view = if info.on_roll_at_top {
        position.switched()
    } else {
        *position
    };
    draw_frame(&mut doc);
    draw_points(&mut doc);
    draw_checkers(&mut doc, &view, seating);
    draw_bar(&mut doc, &view, seating);
    draw_trays(&mut doc, &view, seating);
    if let Some(cube) = info.cube {
        draw_cube(&mut doc, cube, seating);
    }
    if let Some(dice) = info.dice {
        draw_dice(&mut doc, dice, seating);
    }
    draw_players(&mut doc, position, info, seating);
    draw_caption(&mut doc, info);

    doc.end("svg");
    doc.finish()
}

/// The two sides, for colours and class names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    OnRoll,
    Opponent,
}

impl Side {
    fn class(self) -> &'static str {
        match self {
            Side::OnRoll => "on-roll",
            Side::Opponent => "opponent",
        }
    }
}

/// The two places at the board: the bottom player has the light checkers
/// and the points are numbered for them; the top player has the dark ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seat {
    Bottom,
    Top,
}

impl Seat {
    fn paint(self) -> &'static Paint {
        match self {
            Seat::Bottom => &style::LIGHT,
            Seat::Top => &style::DARK,
        }
    }
}

/// Who sits where: the player on roll at the bottom, or turned round.
#[derive(Clone, Copy, Debug)]
struct Seating {
    on_roll_at_top: bool,
}

impl Seating {
    /// The role of the player in `seat`.
    fn side(self, seat: Seat) -> Side {
        match (seat, self.on_roll_at_top) {
            (Seat::Bottom, false) | (Seat::Top, true) => Side::OnRoll,
            _ => Side::Opponent,
        }
    }

    /// Where the player of `side` sits.
    fn seat(self, side: Side) -> Seat {
        match (side, self.on_roll_at_top) {
            (Side::OnRoll, false) | (Side::Opponent, true) => Seat::Bottom,
            _ => Seat::Top,
        }
    }

    /// The class and colour of the checkers in `seat`.
    fn owner(self, seat: Seat) -> Owner {
        Owner {
            class: self.side(seat).class(),
            paint: seat.paint(),
        }
    }
}

/// Whose checkers: the role they are named by and the colour they are drawn in.
#[derive(Clone, Copy)]
struct Owner {
    class: &'static str,
    paint: &'static Paint,
}

fn draw_frame(doc: &mut Doc) {
    let frame_width = Num(layout::FRAME_RIGHT - layout::FRAME_LEFT);
    let frame_height = Num(layout::FRAME_BOTTOM - layout::FRAME_TOP);
    doc.empty(
        "rect",
        &[
            ("class", &"frame"),
            ("x", &Num(layout::FRAME_LEFT)),
            ("y", &Num(layout::FRAME_TOP)),
            ("width", &frame_width),
            ("height", &frame_height),
            ("rx", &Num(6.0)),
            ("fill", &style::FRAME),
        ],
    );
    let inner_height = Num(layout::INNER_BOTTOM - layout::INNER_TOP);
    for left in [layout::OUTER_LEFT, layout::HOME_LEFT] {
        doc.empty(
            "rect",
            &[
                ("class", &"cloth"),
                ("x", &Num(left)),
                ("y", &Num(layout::INNER_TOP)),
                ("width", &Num(layout::HALF_WIDTH)),
                ("height", &inner_height),
                ("fill", &style::CLOTH),
            ],
        );
    }
}

fn draw_points(doc: &mut Doc) {
    for point in 1..=24u8 {
        let (half, column) = layout::point_place(point);
        let left = layout::column_left(column);
        let centre = left + layout::RADIUS;
        let (base, tip, number_y) = match half {
            Half::Top => (
                layout::INNER_TOP,
                layout::INNER_TOP + layout::POINT_LENGTH,
                layout::FRAME_TOP - 8.0,
            ),
            Half::Bottom => (
                layout::INNER_BOTTOM,
                layout::INNER_BOTTOM - layout::POINT_LENGTH,
                layout::FRAME_BOTTOM + 18.0,
            ),
        };
        // Facing points differ in colour as well as neighbours, as on a real board.
        let [light, dark] = style::POINTS;
        let shade = if (column as usize + usize::from(half == Half::Top)).is_multiple_of(2) {
            light
        } else {
            dark
        };
        let corners = format!(
            "{},{} {},{} {},{}",
            Num(left),
            Num(base),
            Num(left + layout::CHECKER),
            Num(base),
            Num(centre),
            Num(tip)
        );
        doc.empty(
            "polygon",
            &[("class", &"point"), ("points", &corners), ("fill", &shade)],
        );
        doc.text(
            "text",
            &[
                ("class", &"point-number"),
                ("x", &Num(centre)),
                ("y", &Num(number_y)),
                ("font-size", &12),
                ("text-anchor", &"middle"),
                ("fill", &style::MUTED),
            ],
            &point.to_string(),
        );
    }
}

fn draw_checkers(doc: &mut Doc, view: &Position, seating: Seating) {
    for point in 1..=24u8 {
        let (seat, count) = match (view.mine(point), view.theirs(point)) {
            (0, 0) => continue,
            (0, theirs) => (Seat::Top, theirs),
            (mine, _) => (Seat::Bottom, mine),
        };
        let (half, column) = layout::point_place(point);
        let x = layout::column_left(column) + layout::RADIUS;
        let place = point.to_string();
        draw_stack(doc, seating.owner(seat), &place, count, x, |index| {
            layout::point_checker_y(half, index)
        });
    }
}

fn draw_bar(doc: &mut Doc, view: &Position, seating: Seating) {
    // Each side's bar checkers wait in the half where they enter: the bottom
    // player enters into the top player's home board, which is at the top.
    for (seat, count, half) in [
        (Seat::Bottom, view.bar(), Half::Top),
        (Seat::Top, view.opponent_bar(), Half::Bottom),
    ] {
        draw_stack(
            doc,
            seating.owner(seat),
            "bar",
            count,
            layout::BAR_CENTRE,
            |index| layout::bar_checker_y(half, index),
        );
    }
}

/// Draws up to [`STACK`] checkers at `x`, the `index`-th centred at `y(index)`,
/// and writes the count on the last one drawn when there are more.
fn draw_stack(doc: &mut Doc, owner: Owner, place: &str, count: u8, x: f64, y: impl Fn(u8) -> f64) {
    let paint = owner.paint;
    let class = format!("checker {}", owner.class);
    for index in 0..count.min(STACK) {
        doc.empty(
            "circle",
            &[
                ("class", &class),
                ("data-place", &place),
                ("cx", &Num(x)),
                ("cy", &Num(y(index))),
                ("r", &Num(layout::RADIUS - 1.0)),
                ("fill", &paint.fill),
                ("stroke", &paint.stroke),
                ("stroke-width", &Num(1.5)),
            ],
        );
    }
    if count > STACK {
        let class = format!("count {}", owner.class);
        doc.text(
            "text",
            &[
                ("class", &class),
                ("data-place", &place),
                ("x", &Num(x)),
                // Text sits on its baseline; drop it a third of the size to centre it.
                ("y", &Num(y(STACK - 1) + 6.0)),
                ("font-size", &18),
                ("font-weight", &"bold"),
                ("text-anchor", &"middle"),
                ("fill", &paint.label),
            ],
            &count.to_string(),
        );
    }
}

fn draw_trays(doc: &mut Doc, view: &Position, seating: Seating) {
    const SLAB: f64 = 12.0;
    let tray_height = layout::MIDDLE - layout::MIDDLE_CLEARANCE - layout::INNER_TOP;
    // Each player bears off beside their own home board: the top player's is
    // at the top, the bottom player's at the bottom. Slabs pile up from the
    // outer edge.
    for (seat, count, half) in [
        (Seat::Top, view.opponent_off(), Half::Top),
        (Seat::Bottom, view.off(), Half::Bottom),
    ] {
        let owner = seating.owner(seat);
        let (tray_top, outer_edge, direction) = match half {
            Half::Top => (layout::INNER_TOP, layout::INNER_TOP, 1.0),
            Half::Bottom => (
                layout::MIDDLE + layout::MIDDLE_CLEARANCE,
                layout::INNER_BOTTOM,
                -1.0,
            ),
        };
        doc.empty(
            "rect",
            &[
                ("class", &"tray"),
                ("x", &Num(layout::TRAY_LEFT)),
                ("y", &Num(tray_top)),
                ("width", &Num(layout::TRAY_WIDTH)),
                ("height", &Num(tray_height)),
                ("fill", &style::TRAY),
            ],
        );
        let paint = owner.paint;
        let class = format!("off {}", owner.class);
        for index in 0..count {
            let near = outer_edge + direction * (2.0 + index as f64 * SLAB);
            let far = near + direction * (SLAB - 2.0);
            doc.empty(
                "rect",
                &[
                    ("class", &class),
                    ("x", &Num(layout::TRAY_CENTRE - layout::RADIUS)),
                    ("y", &Num(near.min(far))),
                    ("width", &Num(layout::CHECKER)),
                    ("height", &Num(SLAB - 2.0)),
                    ("rx", &Num(2.0)),
                    ("fill", &paint.fill),
                    ("stroke", &paint.stroke),
                ],
            );
        }
        if count > 0 {
            // The count sits at the inner end of the tray, which fifteen slabs never reach.
            let inner_end = match half {
                Half::Top => layout::MIDDLE - layout::MIDDLE_CLEARANCE - 10.0,
                Half::Bottom => layout::MIDDLE + layout::MIDDLE_CLEARANCE + 22.0,
            };
            let class = format!("off-count {}", owner.class);
            doc.text(
                "text",
                &[
                    ("class", &class),
                    ("x", &Num(layout::TRAY_CENTRE)),
                    ("y", &Num(inner_end)),
                    ("font-size", &16),
                    ("font-weight", &"bold"),
                    ("text-anchor", &"middle"),
                    ("fill", &style::INK),
                ],
                &count.to_string(),
            );
        }
    }
}

fn draw_cube(doc: &mut Doc, cube: Cube, seating: Seating) {
    const SIZE: f64 = 44.0;
    let owner = match cube.side {
        CubeSide::Centred => None,
        CubeSide::OnRoll => Some(seating.seat(Side::OnRoll)),
        CubeSide::Opponent => Some(seating.seat(Side::Opponent)),
    };
    let y = match owner {
        None => layout::MIDDLE,
        Some(Seat::Bottom) => layout::INNER_BOTTOM - SIZE / 2.0,
        Some(Seat::Top) => layout::INNER_TOP + SIZE / 2.0,
    };
    // Books draw the unturned cube showing its highest face.
    let shown = if cube.side == CubeSide::Centred && cube.value == 1 {
        64
    } else {
        cube.value
    };
    let text = shown.to_string();
    let font_size = match text.len() {
        0..=2 => 22,
        3 => 17,
        _ => 12,
    };
    doc.empty(
        "rect",
        &[
            ("class", &"cube"),
            ("x", &Num(layout::CUBE_CENTRE - SIZE / 2.0)),
            ("y", &Num(y - SIZE / 2.0)),
            ("width", &Num(SIZE)),
            ("height", &Num(SIZE)),
            ("rx", &Num(6.0)),
            ("fill", &"#ffffff"),
            ("stroke", &style::INK),
            ("stroke-width", &2),
        ],
    );
    doc.text(
        "text",
        &[
            ("class", &"cube-value"),
            ("x", &Num(layout::CUBE_CENTRE)),
            ("y", &Num(y + font_size as f64 / 3.0 + 1.0)),
            ("font-size", &font_size),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &style::INK),
        ],
        &text,
    );
}

fn draw_dice(doc: &mut Doc, dice: [u8; 2], seating: Seating) {
    const SIZE: f64 = 36.0;
    const SPACING: f64 = 48.0;
    // Dice are rolled into the roller's right-hand half: the bottom player's
    // is the home board at the right, the top player's the left half as drawn.
    let seat = seating.seat(Side::OnRoll);
    let paint = seat.paint();
    let half_left = match seat {
        Seat::Bottom => layout::HOME_LEFT,
        Seat::Top => layout::OUTER_LEFT,
    };
    let centre = half_left + 3.0 * layout::CHECKER;
    doc.start("g", &[("class", &"dice")]);
    doc.text("title", &[], &format!("dice {}-{}", dice[0], dice[1]));
    for (die, x) in dice
        .iter()
        .zip([centre - SPACING / 2.0, centre + SPACING / 2.0])
    {
        let y = layout::MIDDLE;
        doc.empty(
            "rect",
            &[
                ("class", &"die"),
                ("data-value", die),
                ("x", &Num(x - SIZE / 2.0)),
                ("y", &Num(y - SIZE / 2.0)),
                ("width", &Num(SIZE)),
                ("height", &Num(SIZE)),
                ("rx", &Num(6.0)),
                ("fill", &paint.fill),
                ("stroke", &paint.stroke),
                ("stroke-width", &Num(1.5)),
            ],
        );
        match pip_offsets(*die) {
            Some(offsets) => {
                for (dx, dy) in offsets {
                    doc.empty(
                        "circle",
                        &[
                            ("class", &"pip"),
                            ("cx", &Num(x + dx * SIZE / 4.0)),
                            ("cy", &Num(y + dy * SIZE / 4.0)),
                            ("r", &Num(3.2)),
                            ("fill", &paint.label),
                        ],
                    );
                }
            }
            // A value no die has is still shown rather than silently dropped.
            None => doc.text(
                "text",
                &[
                    ("x", &Num(x)),
                    ("y", &Num(y + 6.0)),
                    ("font-size", &18),
                    ("text-anchor", &"middle"),
                    ("fill", &paint.label),
                ],
                &die.to_string(),
            ),
        }
    }
    doc.end("g");
}

/// The pips of a die face as offsets from its centre in quarters of its size,
/// or `None` for a value no die shows.
fn pip_offsets(value: u8) -> Option<&'static [(f64, f64)]> {
    const CENTRE: (f64, f64) = (0.0, 0.0);
    const TOP_LEFT: (f64, f64) = (-1.0, -1.0);
    const TOP_RIGHT: (f64, f64) = (1.0, -1.0);
    const LEFT: (f64, f64) = (-1.0, 0.0);
    const RIGHT: (f64, f64) = (1.0, 0.0);
    const BOTTOM_LEFT: (f64, f64) = (-1.0, 1.0);
    const BOTTOM_RIGHT: (f64, f64) = (1.0, 1.0);
    let pips: &'static [(f64, f64)] = match value {
        1 => &[CENTRE],
        2 => &[TOP_RIGHT, BOTTOM_LEFT],
        3 => &[TOP_RIGHT, CENTRE, BOTTOM_LEFT],
        4 => &[TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT],
        5 => &[TOP_LEFT, TOP_RIGHT, CENTRE, BOTTOM_LEFT, BOTTOM_RIGHT],
        6 => &[TOP_LEFT, TOP_RIGHT, LEFT, RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT],
        _ => return None,
    };
    Some(pips)
}

/// One player's line of text, above or below the board.
struct PlayerLine<'a> {
    side: Side,
    seat: Seat,
    baseline: f64,
    name: &'a str,
    /// Whether they are on roll and what they rolled; empty for the opponent.
    status: String,
    score: Option<String>,
    pips: Option<u32>,
}

/// One line of text per player: the opponent's above the board, the player on
/// roll's below it.
fn draw_players(doc: &mut Doc, position: &Position, info: &SvgBoard, seating: Seating) {
    let baseline = |seat: Seat| match seat {
        Seat::Top => layout::TOP_LINE,
        Seat::Bottom => layout::BOTTOM_LINE,
    };
    let (opponent_seat, on_roll_seat) = (seating.seat(Side::Opponent), seating.seat(Side::OnRoll));
    let status = match info.dice {
        Some([first, second]) => format!("  to play {first}-{second}"),
        None => "  on roll".to_string(),
    };
    let opponent = PlayerLine {
        side: Side::Opponent,
        seat: opponent_seat,
        baseline: baseline(opponent_seat),
        name: info.opponent_name.as_deref().unwrap_or("Opponent"),
        status: String::new(),
        score: info
            .score
            .map(|score| score_text(score.opponent, score.length)),
        pips: info.pips.then(|| position.opponent_pip_count()),
    };
    let on_roll = PlayerLine {
        side: Side::OnRoll,
        seat: on_roll_seat,
        baseline: baseline(on_roll_seat),
        name: info.on_roll_name.as_deref().unwrap_or("Player"),
        status,
        score: info
            .score
            .map(|score| score_text(score.on_roll, score.length)),
        pips: info.pips.then(|| position.pip_count()),
    };
    draw_player(doc, &opponent);
    draw_player(doc, &on_roll);
}

/// A checker swatch and the name at the left; score and pips at the right, on one
/// right-aligned text so a long name cannot run into them.
fn draw_player(doc: &mut Doc, line: &PlayerLine<'_>) {
    let class = line.side.class();
    let paint = line.seat.paint();
    let baseline = Num(line.baseline);
    doc.empty(
        "circle",
        &[
            ("class", &format!("swatch {class}")),
            ("cx", &Num(layout::FRAME_LEFT + 9.0)),
            ("cy", &Num(line.baseline - 6.0)),
            ("r", &Num(9.0)),
            ("fill", &paint.fill),
            ("stroke", &style::INK),
            ("stroke-width", &Num(1.5)),
        ],
    );
    let name = shorten(line.name, NAME_CHARS);
    doc.runs(
        &[
            ("class", &format!("player {class}")),
            ("x", &Num(layout::FRAME_LEFT + 26.0)),
            ("y", &baseline),
            ("font-size", &18),
            ("fill", &style::INK),
        ],
        &[
            (&[("class", &"name"), ("font-weight", &"bold")], &name),
            (
                &[("class", &"status"), ("fill", &style::MUTED)],
                &line.status,
            ),
        ],
    );

    let score_class = format!("score {class}");
    let pips_class = format!("pips {class}");
    let pips = line.pips.map(|pips| format!("pips {pips}"));
    let score_attrs: [Attr<'_>; 1] = [("class", &score_class)];
    let pips_attrs: [Attr<'_>; 1] = [("class", &pips_class)];
    let gap_attrs: [Attr<'_>; 1] = [("fill", &style::MUTED)];
    let mut runs: Vec<(&[Attr<'_>], &str)> = Vec::new();
    if let Some(score) = &line.score {
        runs.push((&score_attrs, score));
    }
    if let Some(pips) = &pips {
        if line.score.is_some() {
            runs.push((&gap_attrs, "  ·  "));
        }
        runs.push((&pips_attrs, pips));
    }
    if !runs.is_empty() {
        doc.runs(
            &[
                ("x", &Num(layout::FRAME_RIGHT)),
                ("y", &baseline),
                ("font-size", &16),
                ("text-anchor", &"end"),
                ("fill", &style::INK),
                // Keeps the spaces around the separator.
                ("xml:space", &"preserve"),
            ],
            &runs,
        );
    }
}

/// A player's score: in a match also how far they are from winning, the way
/// players speak of match scores ("4-away").
fn score_text(points: u32, length: u32) -> String {
    if length > points {
        format!("score {points} ({}-away)", length - points)
    } else {
        format!("score {points}")
    }
}

/// The caption at the left of the last line and the match length at its right.
fn draw_caption(doc: &mut Doc, info: &SvgBoard) {
    if let Some(caption) = &info.caption {
        doc.text(
            "text",
            &[
                ("class", &"caption"),
                ("x", &Num(layout::FRAME_LEFT)),
                ("y", &Num(layout::CAPTION_LINE)),
                ("font-family", &style::MONO),
                ("font-size", &14),
                ("fill", &style::INK),
            ],
            &shorten(caption, CAPTION_CHARS),
        );
    }
    if let Some(score) = info.score {
        let length = if score.length == 0 {
            "money game".to_string()
        } else {
            format!("{}-point match", score.length)
        };
        doc.text(
            "text",
            &[
                ("class", &"match-length"),
                ("x", &Num(layout::FRAME_RIGHT)),
                ("y", &Num(layout::CAPTION_LINE)),
                ("font-size", &14),
                ("text-anchor", &"end"),
                ("fill", &style::MUTED),
            ],
            &length,
        );
    }
}

/// `text` cut to at most `limit` characters, ending in an ellipsis when cut, so a
/// long name cannot run off the picture.
fn shorten(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let mut short: String = text.chars().take(limit.saturating_sub(1)).collect();
    short.push('…');
    short
}
