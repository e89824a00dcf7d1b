//! The root node of each game tree: the match and the game it starts.
//!
//! GNU Backgammon writes every tree's root in full: `MI[length:L][game:g]
//! [ws:n][bs:n]` (match length, 0-based game number, White's and Black's
//! score), `PW`/`PB` (names), `RU` (rules), `RE` (the game's result), and the
//! match's `DT`, `EV`, `PC`. The match's fields are taken from the first tree.

use super::syntax::{Locator, Property};
use crate::formats::mat::cells::MAX_POINTS;
use crate::formats::mat::lines::MAX_MATCH_LENGTH;
use crate::transcript::error::{ReadError, ReadErrorKind, excerpt};
use crate::transcript::model::{HeaderField, Player, PlayerInfo, Span};

/// SGF properties kept as .mat header fields, in the order they are written,
/// with the key the .mat header uses.
pub(crate) const HEADER_PROPERTIES: [(&str, &str); 6] = [
    ("EV", "Event"),
    ("RO", "Round"),
    ("PC", "Site"),
    ("DT", "EventDate"),
    ("AN", "Annotator"),
    ("US", "Transcriber"),
];

/// The longest name, rating or header value read, in bytes. Real ones hold a
/// few dozen; the limit keeps every value that is read writable in a .mat
/// file, whose lines (a score line holds both names) are at most
/// [`crate::transcript::MAX_LINE_BYTES`] long.
pub const MAX_TEXT_BYTES: usize = 4096;

/// What a root node says.
#[derive(Clone, Debug, Default)]
pub(crate) struct Root {
    /// Points to win; 0 for money play.
    pub length: u32,
    /// The game's 0-based number, when given.
    pub game: Option<u32>,
    /// Score at the start of the game, player 1 (White) first.
    pub score: [u32; 2],
    /// Where each score is written (`MI`'s `ws` and `bs` values); a score
    /// left out is 0.
    pub score_spans: [Option<Span>; 2],
    /// White's and Black's names and ratings.
    pub players: [PlayerInfo; 2],
    /// `DT`, `EV`, ... as header fields.
    pub headers: Vec<HeaderField>,
    /// `RU` holds `Crawford` (the rule is in force); `None` without `RU`.
    pub crawford: Option<bool>,
    /// `RU` holds `Jacoby`.
    pub jacoby: bool,
    /// `RU` holds `CrawfordGame` (the file says this game is the Crawford
    /// game), with where `RU` is; `None` without `RU`.
    pub crawford_game: Option<(bool, Span)>,
    /// The result, `RE[W+2]`, and the property it was read from.
    pub result: Option<(GameResult, Span)>,
}

/// A game's result as `RE` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GameResult {
    /// Who won.
    pub winner: Player,
    /// Points won.
    pub points: u32,
    /// The loser resigned (`R`).
    pub resigned: bool,
}

impl Root {
    /// Reads a root node, pushing an error for each value that does not
    /// decode. Fails only on a game type other than backgammon.
    pub fn read(
        properties: &[Property<'_>],
        locator: &Locator<'_>,
        errors: &mut Vec<ReadError>,
    ) -> Result<Root, ReadError> {
        let mut root = Root::default();
        for property in properties {
            let at = |kind| ReadError::at(locator.span(property.span), kind);
            let value = property.first();
            match property.name {
                "GM" if value.trim() != "6" => {
                    return Err(at(ReadErrorKind::UnknownGameType {
                        found: excerpt(value),
                    }));
                }
                "MI" => {
                    if let Err(kind) = root.match_info(property) {
                        errors.push(at(kind));
                    }
                }
                _ if is_text(property.name) && value.len() > MAX_TEXT_BYTES => {
                    errors.push(at(too_long(property.name, value)));
                }
                "PW" | "PB" => {
                    let player = if property.name == "PW" { 0 } else { 1 };
                    if let Some(info) = root.players.get_mut(player) {
                        info.name = player_name(value, player);
                    }
                }
                "WR" | "BR" => {
                    let player = if property.name == "WR" { 0 } else { 1 };
                    if let Some(info) = root.players.get_mut(player) {
                        info.rating = rating(value);
                    }
                }
                "RU" => {
                    let flag = property
                        .first()
                        .split(':')
                        .any(|r| r.trim() == "CrawfordGame");
                    root.crawford_game = Some((flag, property.span));
                    if let Err(kind) = root.rules(property) {
                        errors.push(at(kind));
                    }
                }
                "RE" => match result(property) {
                    Ok(Some(result)) => root.result = Some((result, property.span)),
                    Ok(None) => {}
                    Err(kind) => errors.push(at(kind)),
                },
                name => root.header(name, value),
            }
        }
        // A player the root does not name is named as the .mat reader names
        // a player whose name is left out.
        for (index, info) in root.players.iter_mut().enumerate() {
            if info.name.is_empty() {
                info.name = player_name("", index);
            }
        }
        // In one order whatever the file's, the order the writer uses.
        root.headers
            .sort_by_key(|h| HEADER_PROPERTIES.iter().position(|(_, key)| *key == h.key));
        Ok(root)
    }

    /// `MI[length:7][game:0][ws:0][bs:0]`; other keys are skipped.
    fn match_info(&mut self, property: &Property<'_>) -> Result<(), ReadErrorKind> {
        for value in property.values() {
            let Some((key, number)) = value.text.split_once(':') else {
                continue;
            };
            let slot = match key.trim() {
                "length" => &mut self.length,
                "ws" => {
                    self.score_spans[0] = Some(value.span);
                    &mut self.score[0]
                }
                "bs" => {
                    self.score_spans[1] = Some(value.span);
                    &mut self.score[1]
                }
                "game" => self.game.insert(0),
                _ => continue,
            };
            let read: u32 = number.trim().parse().map_err(|_| ReadErrorKind::BadValue {
                property: format!("MI[{}:…]", key.trim()),
                found: excerpt(&value.text),
                expected: "a whole number after the colon",
            })?;
            // As large a number as a .mat file may write in its place; the
            // match length has its own, smaller limit below.
            if u64::from(read) > MAX_POINTS {
                return Err(ReadErrorKind::NumberTooLarge {
                    what: if key.trim() == "game" {
                        "game number"
                    } else {
                        "score"
                    },
                    found: read.to_string(),
                    limit: MAX_POINTS,
                });
            }
            *slot = read;
        }
        if u64::from(self.length) > MAX_MATCH_LENGTH {
            return Err(ReadErrorKind::NumberTooLarge {
                what: "match length",
                found: self.length.to_string(),
                limit: MAX_MATCH_LENGTH,
            });
        }
        Ok(())
    }

    /// `RU[Crawford:CrawfordGame:Jacoby]`. A variant with another board
    /// (`Nackgammon`, `Hypergammon1` to `3`) is kept as the `Variation`
    /// header a .mat file has, which the replay refuses as it refuses the
    /// .mat file's.
    fn rules(&mut self, property: &Property<'_>) -> Result<(), ReadErrorKind> {
        self.crawford = Some(false);
        for rule in property.first().split(':').map(str::trim) {
            match rule {
                "Crawford" => self.crawford = Some(true),
                "Jacoby" => self.jacoby = true,
                "Nackgammon" | "Hypergammon1" | "Hypergammon2" | "Hypergammon3" => {
                    self.headers.push(HeaderField {
                        key: "Variation".to_string(),
                        value: rule.to_string(),
                        line: 0,
                    });
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// A property kept as a header field, if it is one.
    fn header(&mut self, name: &str, value: &str) {
        let Some((_, key)) = HEADER_PROPERTIES.iter().find(|(p, _)| *p == name) else {
            return;
        };
        let value = one_line(value);
        if value.is_empty() {
            return;
        }
        // SGF dates are `YYYY-MM-DD`, .mat headers `YYYY.MM.DD`.
        let value = if name == "DT" {
            value.replace('-', ".")
        } else {
            value
        };
        self.headers.push(HeaderField {
            key: (*key).to_string(),
            value,
            line: 0,
        });
    }
}

/// Whether `property` holds text kept as a name, a rating or a header field.
fn is_text(property: &str) -> bool {
    matches!(property, "PW" | "PB" | "WR" | "BR")
        || HEADER_PROPERTIES.iter().any(|(name, _)| *name == property)
}

/// A value longer than [`MAX_TEXT_BYTES`], as an error.
fn too_long(property: &str, value: &str) -> ReadErrorKind {
    ReadErrorKind::BadValue {
        property: property.to_string(),
        found: excerpt(value),
        expected: "a name or text of at most 4096 bytes, more than any real file holds",
    }
}

/// The name of player `index` (0: White, the left column of a .mat file)
/// as SGF text holds it: on one line, and `Player 1` or `Player 2` where it
/// is empty, as the .mat reader names a player whose name is left out. The
/// SGF writer's [`super::kept_by_sgf`] says the same of the names it writes.
pub(crate) fn player_name(value: &str, index: usize) -> String {
    let name = one_line(value);
    if name.is_empty() {
        format!("Player {}", index + 1)
    } else {
        name
    }
}

/// A rating as SGF text holds it: on one line, `None` where it is empty.
pub(crate) fn rating(value: &str) -> Option<String> {
    Some(one_line(value)).filter(|r| !r.is_empty())
}

/// A name or field as one line: SGF values may span lines, a name in a
/// transcript (or a message about it) does not. Runs of white space and
/// control characters become one space.
pub(crate) fn one_line(value: &str) -> String {
    value
        .split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `RE[W+2]`, `RE[B+1R]`, `RE[W+2Resign]`; `RE[]`, `RE[?]` and `RE[0]` say
/// nothing.
fn result(property: &Property<'_>) -> Result<Option<GameResult>, ReadErrorKind> {
    let text = property.first().trim();
    if matches!(text, "" | "?" | "0" | "Void") {
        return Ok(None);
    }
    let bad = || ReadErrorKind::BadValue {
        property: "RE".into(),
        found: excerpt(text),
        expected: "the winner and the points won, like `W+2` or `B+1R` (resigned)",
    };
    let (winner, rest) = match text.split_once('+') {
        Some(("W", rest)) => (Player::One, rest),
        Some(("B", rest)) => (Player::Two, rest),
        _ => return Err(bad()),
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (number, suffix) = rest.split_at(digits);
    let points: u32 = number.parse().map_err(|_| bad())?;
    if u64::from(points) > MAX_POINTS {
        return Err(ReadErrorKind::NumberTooLarge {
            what: "number of points",
            found: points.to_string(),
            limit: MAX_POINTS,
        });
    }
    let resigned = match suffix {
        "" => false,
        "R" | "Resign" => true,
        _ => return Err(bad()),
    };
    Ok(Some(GameResult {
        winner,
        points,
        resigned,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_written_over_several_lines_is_read_as_one() {
        // Given a name with a line break, tabs and a control character
        // When read; Then it is one line with single spaces
        assert_eq!(one_line(" Ann\n  Lee\t\u{7}x "), "Ann Lee x");
    }
}
