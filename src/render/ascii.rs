//! A text diagram in the style of GNU Backgammon's board: the player on roll is
//! `X` and moves from the top-right (24) round to the bottom-right (1); checkers
//! on the bar sit in the half where they will enter.

use crate::board::Position;

/// What to print beside the board besides the checkers.
#[derive(Clone, Debug, Default)]
pub struct TextBoard {
    /// Heading lines printed above the board (IDs).
    pub heading: Vec<String>,
    /// Lines printed to the right of the top half (the opponent's side).
    pub top_notes: Vec<String>,
    /// Lines printed to the right of the bottom half (the player on roll's
    /// side), aligned so that the last one stands beside the bottom edge.
    pub bottom_notes: Vec<String>,
}

/// Rows of checkers drawn per half; taller stacks show their count in the last row.
const ROWS: usize = 5;

/// Draws `position` with `X` for the player on roll and `O` for the opponent.
pub fn text_board(position: &Position, notes: &TextBoard) -> String {
    let mut lines: Vec<String> = notes.heading.clone();
    // Top half: points 13..=24 left to right; bottom: 12..=1.
    let top_left: Vec<u8> = (13..=18).collect();
    let top_right: Vec<u8> = (19..=24).collect();
    let bottom_left: Vec<u8> = (7..=12).rev().collect();
    let bottom_right: Vec<u8> = (1..=6).rev().collect();

    let mut body = Vec::new();
    body.push(border(&top_left, &top_right));
    for row in 0..ROWS {
        body.push(half_row(
            position,
            &top_left,
            &top_right,
            row,
            position.bar(),
            'X',
        ));
    }
    body.push(format!(" |{}|BAR|{}|", " ".repeat(18), " ".repeat(18)));
    for row in (0..ROWS).rev() {
        body.push(half_row(
            position,
            &bottom_left,
            &bottom_right,
            row,
            position.opponent_bar(),
            'O',
        ));
    }
    body.push(border(&bottom_left, &bottom_right));

    let half = ROWS + 1;
    for (i, line) in body.into_iter().enumerate() {
        // The bar row (index `half`) carries no note.
        let note = match i.cmp(&half) {
            std::cmp::Ordering::Less => notes.top_notes.get(i),
            std::cmp::Ordering::Equal => None,
            std::cmp::Ordering::Greater => {
                // Count from the bottom edge upwards.
                let from_bottom = 2 * half - i;
                let count = notes.bottom_notes.len();
                count
                    .checked_sub(from_bottom + 1)
                    .and_then(|k| notes.bottom_notes.get(k))
            }
        };
        match note {
            Some(note) => lines.push(format!("{line}     {note}")),
            None => lines.push(line),
        }
    }
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

fn border(left: &[u8], right: &[u8]) -> String {
    // Each point's number fills its 3-character column, padded with dashes.
    let numbers =
        |points: &[u8]| -> String { points.iter().map(|p| format!("{p:->2}-")).collect() };
    format!(" +{}-----{}+", numbers(left), numbers(right))
}

fn half_row(
    position: &Position,
    left: &[u8],
    right: &[u8],
    row: usize,
    bar: u8,
    bar_mark: char,
) -> String {
    let cells = |points: &[u8]| -> String {
        points
            .iter()
            .map(|&p| format!(" {:<2}", cell(position, p, row)))
            .collect()
    };
    format!(
        " |{}| {:<2}|{}|",
        cells(left),
        stack_cell(bar, row, bar_mark),
        cells(right)
    )
}

/// The character for `row` (0 = nearest the edge) of `point`'s stack.
fn cell(position: &Position, point: u8, row: usize) -> String {
    let (count, mark) = if position.mine(point) > 0 {
        (position.mine(point), 'X')
    } else {
        (position.theirs(point), 'O')
    };
    stack_cell(count, row, mark)
}

fn stack_cell(count: u8, row: usize, mark: char) -> String {
    let count = count as usize;
    if count > ROWS && row == ROWS - 1 {
        // The last row of a tall stack shows how many there are.
        format!("{count}")
    } else if row < count {
        mark.to_string()
    } else {
        " ".to_string()
    }
}
