//! Telling writers apart: by the `Site` header when there is one, otherwise by
//! habits each writer has.

use std::ops::Range;

use super::cells::Content;
use super::model::{ActionKind, Dialect, HeaderField};
use crate::board::{BAR, OFF};
use crate::notation::Move;

/// Habits noticed while reading.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Features {
    /// ` 5 point match` with a leading space (GNU Backgammon, eXtreme Gammon).
    pub length_line_indented: bool,
    /// Cells end with a space (GNU Backgammon).
    pub trailing_spaces: bool,
    /// `Bar/22`, `7/Off` (eXtreme Gammon).
    pub capitalised_words: bool,
    /// `bar/22`, `7/off`.
    pub lowercase_words: bool,
    /// `25/22`, `7/0` (GNU Backgammon).
    pub numeric_bar_off: bool,
    /// `Cannot Move` for a dance.
    pub cannot_move: bool,
    /// Dice written low first (`13:`).
    pub low_die_first: bool,
    /// `Wins 2 points`.
    pub plural_points: bool,
    /// `Wins 2 point`.
    pub singular_points: bool,
}

impl Features {
    /// Notes what a cell of a turn line shows (at `range` of `line`): dice
    /// written low first, `Cannot Move`, the unit of a result.
    #[inline]
    pub(crate) fn note_cell(&mut self, content: &Content<'_>, line: &str, range: Range<usize>) {
        match content {
            Content::Moves { dice, .. } => self.low_die_first |= dice.0 < dice.1,
            Content::Action(ActionKind::Dance {
                cannot_move: true, ..
            }) => self.cannot_move = true,
            Content::Action(ActionKind::Result { points, .. }) => {
                let cell_text = line.get(range).unwrap_or_default();
                self.note_points(cell_text.contains("points"), *points);
            }
            Content::Action(_) | Content::Resigned => {}
        }
    }

    /// Notes how a move written at `range` of `line` spells the bar or off,
    /// if it enters or bears off.
    #[inline(always)]
    pub(crate) fn note_move(&mut self, line: &str, range: Range<usize>, mv: Move) {
        if mv.from == BAR || mv.to == OFF {
            let token = line.as_bytes().get(range).unwrap_or_default();
            self.note_bar_off(token, mv.from == BAR, mv.to == OFF);
        }
    }

    /// Notes how the bar and off are spelled in `token`, the text of one
    /// written move (`Bar/22`, `bar/22`, `25/22`; `7/Off`, `7/0`): by the first
    /// letter at the end that is the bar (`from_bar`) or off (`to_off`).
    pub(crate) fn note_bar_off(&mut self, token: &[u8], from_bar: bool, to_off: bool) {
        let mut letters = [None, None];
        if from_bar {
            letters[0] = token.first().copied();
        }
        if to_off {
            let last_part = token.iter().rposition(|&b| b == b'/').map(|i| i + 1);
            letters[1] = last_part.and_then(|i| token.get(i)).copied();
        }
        for letter in letters.into_iter().flatten() {
            match letter {
                b'B' | b'O' => self.capitalised_words = true,
                b'b' | b'o' => self.lowercase_words = true,
                b'0'..=b'9' => self.numeric_bar_off = true,
                _ => {}
            }
        }
    }

    /// Notes how a result of `points` spells its unit: `points` (`plural`)
    /// or `point` for more than one.
    pub(crate) fn note_points(&mut self, plural: bool, points: u32) {
        if plural {
            self.plural_points = true;
        } else if points > 1 {
            self.singular_points = true;
        }
    }
}

/// Names by which each writer signs the `Site` header (lower case).
const SITES: [(&str, Dialect); 9] = [
    ("gnu backgammon", Dialect::Gnubg),
    ("gnubg", Dialect::Gnubg),
    ("extreme gammon", Dialect::ExtremeGammon),
    ("backgammon studio", Dialect::BackgammonStudio),
    ("galaxy", Dialect::Galaxy),
    ("dailygammon", Dialect::DailyGammon),
    ("gamesgrid", Dialect::GamesGrid),
    ("opengammon", Dialect::OpenGammon),
    ("foxamon", Dialect::Foxamon),
];

/// The dialect of a match transcript (plain records are decided by the reader).
pub(crate) fn detect(headers: &[HeaderField], features: &Features) -> Dialect {
    let site = headers
        .iter()
        .find(|h| h.key.eq_ignore_ascii_case("site"))
        .map(|h| h.value.to_lowercase());
    if let Some(site) = site {
        let compact: String = site.chars().filter(|c| !c.is_whitespace()).collect();
        for (name, dialect) in SITES {
            let name_compact: String = name.chars().filter(|c| !c.is_whitespace()).collect();
            if site.contains(name) || compact.contains(&name_compact) {
                return dialect;
            }
        }
    }
    let has = |key: &str| headers.iter().any(|h| h.key.eq_ignore_ascii_case(key));
    let words = features.capitalised_words || features.lowercase_words;
    if features.capitalised_words || (has("Player 1") && (has("Jacoby") || has("Beaver"))) {
        return Dialect::ExtremeGammon;
    }
    if features.length_line_indented
        && !words
        && !features.cannot_move
        && (features.trailing_spaces || features.plural_points || features.numeric_bar_off)
    {
        return Dialect::Gnubg;
    }
    Dialect::Generic
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(value: &str) -> Vec<HeaderField> {
        vec![HeaderField {
            key: "Site".into(),
            value: value.into(),
            line: 1,
        }]
    }

    #[test]
    fn the_site_header_names_the_writer() {
        // Given Site headers as writers spell them; When detected; Then each is known.
        let table = [
            ("Backgammon Studio", Dialect::BackgammonStudio),
            ("BackgammonGalaxy", Dialect::Galaxy),
            ("DailyGammon", Dialect::DailyGammon),
            ("Games Grid", Dialect::GamesGrid),
            ("OpenGammon.com", Dialect::OpenGammon),
            ("Foxamon", Dialect::Foxamon),
            ("eXtreme Gammon", Dialect::ExtremeGammon),
            ("GNU Backgammon", Dialect::Gnubg),
        ];
        for (value, dialect) in table {
            assert_eq!(
                detect(&site(value), &Features::default()),
                dialect,
                "{value}"
            );
        }
    }

    #[test]
    fn without_a_site_gnubg_is_known_by_its_habits() {
        let features = Features {
            length_line_indented: true,
            trailing_spaces: true,
            numeric_bar_off: true,
            ..Features::default()
        };
        assert_eq!(detect(&[], &features), Dialect::Gnubg);
        assert_eq!(detect(&[], &Features::default()), Dialect::Generic);
    }
}
