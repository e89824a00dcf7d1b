//! Telling writers apart: by the `Site` header when there is one, otherwise by
//! habits each writer has.

use std::ops::Range;

use super::cells::{self, Content};
use super::lines::{ScoreLine, split_rating};
use crate::board::{BAR, OFF};
use crate::notation::Move;
use crate::transcript::model::{ActionKind, Dialect, HeaderField, Outcome};

/// Habits noticed while reading.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Features {
    /// ` 5 point match` with a leading space (GNU Backgammon, eXtreme Gammon).
    pub length_line_indented: bool,
    /// Cells end with a space (GNU Backgammon).
    pub trailing_spaces: bool,
    /// How moves spell the bar and off.
    pub bar_off: BarOff,
    /// `Cannot Move` for a dance.
    pub cannot_move: bool,
    /// Dice written low first (`13:`).
    pub low_die_first: bool,
    /// `Wins 2 points`.
    pub plural_points: bool,
    /// `Wins 2 point`.
    pub singular_points: bool,
    /// A turn line ends in one space after a cell (GNU Backgammon ends every
    /// move so), rather than in padding.
    pub one_trailing_space: bool,
    /// Both names of a score line carry a rating, `nori,1760` (GamesGrid).
    pub rated_names: bool,
    /// The column (1-based) where the first score line's right name starts
    /// (0: none read): DailyGammon's is 38.
    pub right_name_column: u32,
    /// A `Wins` line starts at the left margin, ` Wins 2 points`, where other
    /// writers indent a left player's result to the left column (Gibbon).
    pub wins_at_margin: bool,
    /// Lines before the match header that are no part of a transcript.
    pub preamble_lines: u32,
    /// Some of them frame a title (`+----+`, `| Venice, 1999 |`), as the
    /// hand-transcribed tournament archives do.
    pub framed_title: bool,
    /// A comment line says the match was played by Dueller.
    pub dueller: bool,
}

impl Features {
    /// Notes what a cell of a turn line shows (at `range` of `line`): dice
    /// written low first, `Cannot Move`, the unit of a result.
    #[inline]
    pub(crate) fn note_cell(&mut self, content: &Content, line: &str, range: Range<usize>) {
        match content {
            Content::Moves { dice, .. } => self.low_die_first |= dice.0 < dice.1,
            Content::Action(ActionKind::Dance {
                cannot_move: true, ..
            }) => self.cannot_move = true,
            Content::Action(ActionKind::Result {
                points, outcome, ..
            }) => {
                self.wins_at_margin |= *outcome == Outcome::Wins && range.start <= 1;
                // A cell is a few words: looked through directly, sooner
                // than a substring search is set up.
                debug_assert!(range.end <= line.len(), "a cell lies within its line");
                let plural = line
                    .as_bytes()
                    .get(range)
                    .is_some_and(|cell| cell.windows(6).any(|word| word == b"points"));
                self.note_points(plural, *points);
            }
            Content::Action(_) | Content::Resigned | Content::MarkedIllegal { .. } => {}
        }
    }

    /// Notes how a turn line ends: in a space, and in just one.
    #[inline]
    pub(crate) fn note_line_end(&mut self, line: &str) {
        // Once a line has ended in one space, both are known: the common
        // case (GNU Backgammon's every line) then looks no further.
        if !self.one_trailing_space && line.ends_with(' ') {
            self.trailing_spaces = true;
            self.one_trailing_space |= !line.ends_with("  ");
        }
    }

    /// Notes what a score line (`line`, read as `score`) shows: ratings after
    /// both names, and, for the first, where the right name starts (its
    /// 1-based `right_column`).
    pub(crate) fn note_score_line(&mut self, line: &str, score: &ScoreLine, right_column: u32) {
        if self.right_name_column == 0 {
            self.right_name_column = right_column;
        }
        let rated =
            |range: &Range<usize>| split_rating(cells::scanned_text(line, range.clone())).is_some();
        self.rated_names |= score.names.iter().all(rated);
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

/// How the moves read so far spell the bar and off: a few flags of their
/// own, which the reader of a turn line keeps beside the moves it writes.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BarOff {
    /// `Bar/22`, `7/Off` (eXtreme Gammon).
    pub capitalised_words: bool,
    /// `bar/22`, `7/off`.
    pub lowercase_words: bool,
    /// `25/22`, `7/0` (GNU Backgammon).
    pub numeric_bar_off: bool,
}

impl BarOff {
    /// Notes how a move written at `range` of `line` spells the bar or off,
    /// if it enters or bears off.
    #[inline(always)]
    pub(crate) fn note_move(&mut self, line: &str, range: Range<usize>, mv: Move) {
        debug_assert!(range.end <= line.len(), "a move lies within its line");
        if (mv.from == BAR || mv.to == OFF)
            && let Some(token) = line.as_bytes().get(range)
        {
            self.note_bar_off(token, mv.from == BAR, mv.to == OFF);
        }
    }

    /// Notes how the bar and off are spelled in `token`, the text of one
    /// written move (`Bar/22`, `bar/22`, `25/22`; `7/Off`, `7/0`): by the first
    /// letter at the end that is the bar (`from_bar`) or off (`to_off`).
    pub(crate) fn note_bar_off(&mut self, token: &[u8], from_bar: bool, to_off: bool) {
        if from_bar && let Some(&letter) = token.first() {
            self.note_bar_off_letter(letter);
        }
        if to_off
            && let Some(slash) = token.iter().rposition(|&b| b == b'/')
            && let Some(&letter) = token.get(slash + 1)
        {
            self.note_bar_off_letter(letter);
        }
    }

    /// Notes the first letter of a written bar or off: a capital, a small
    /// letter, or a digit (`25`, `0`).
    #[inline(always)]
    fn note_bar_off_letter(&mut self, letter: u8) {
        match letter {
            b'B' | b'O' => self.capitalised_words = true,
            b'b' | b'o' => self.lowercase_words = true,
            b'0'..=b'9' => self.numeric_bar_off = true,
            _ => {}
        }
    }
}

/// Names by which each writer signs the `Site` header (lower case), and
/// each without its spaces, for a site written without them.
const SITES: [(&str, &str, Dialect); 16] = [
    ("gnu backgammon", "gnubackgammon", Dialect::Gnubg),
    ("gnubg", "gnubg", Dialect::Gnubg),
    // Before eXtreme Gammon, which the mobile app's site name holds too.
    ("xg mobile", "xgmobile", Dialect::XgMobile),
    ("extreme gammon", "extremegammon", Dialect::ExtremeGammon),
    (
        "backgammon studio",
        "backgammonstudio",
        Dialect::BackgammonStudio,
    ),
    ("galaxy", "galaxy", Dialect::Galaxy),
    ("dailygammon", "dailygammon", Dialect::DailyGammon),
    ("gamesgrid", "gamesgrid", Dialect::GamesGrid),
    ("opengammon", "opengammon", Dialect::OpenGammon),
    ("foxamon", "foxamon", Dialect::Foxamon),
    ("hedgehog", "hedgehog", Dialect::Hedgehog),
    ("choue", "choue", Dialect::ChoueNet),
    ("bgdb", "bgdb", Dialect::BgDb),
    ("playok", "playok", Dialect::PlayOk),
    ("kurnik", "kurnik", Dialect::PlayOk),
    ("dueller", "dueller", Dialect::Dueller),
];

/// Where DailyGammon's score line starts the right player's name.
const DAILYGAMMON_RIGHT_COLUMN: u32 = 38;

/// The dialect of a match transcript (plain records are decided by the reader).
pub(crate) fn detect(headers: &[HeaderField], features: &Features) -> Dialect {
    if let Some(dialect) = by_site(headers) {
        return dialect;
    }
    // Dueller signs a comment line of its own, not a `Site` header.
    if features.dueller {
        return Dialect::Dueller;
    }
    if features.framed_title {
        return Dialect::Transcribed;
    }
    let has = |key: &str| headers.iter().any(|h| h.key.eq_ignore_ascii_case(key));
    let words = features.bar_off.capitalised_words || features.bar_off.lowercase_words;
    if features.bar_off.capitalised_words {
        return Dialect::ExtremeGammon;
    }
    // eXtreme Gammon's export through other programs keeps its Elo tags
    // (`"1600.00/0"`), with no site or another one; Galaxy writes a comma.
    if let Some(dialect) = by_elo(headers) {
        return dialect;
    }
    if has("Player 1") && (has("Jacoby") || has("Beaver")) {
        return Dialect::ExtremeGammon;
    }
    // Files without tags: each writer by a habit no other has.
    if features.rated_names {
        return Dialect::GamesGrid;
    }
    if features.wins_at_margin {
        return Dialect::Gibbon;
    }
    if features.right_name_column == DAILYGAMMON_RIGHT_COLUMN && !features.one_trailing_space {
        return Dialect::DailyGammon;
    }
    if features.length_line_indented
        && !words
        && !features.cannot_move
        && (features.trailing_spaces || features.plural_points || features.bar_off.numeric_bar_off)
    {
        return Dialect::Gnubg;
    }
    Dialect::Generic
}

/// The writer the `Site` header names, if it names one.
pub(crate) fn by_site(headers: &[HeaderField]) -> Option<Dialect> {
    let site = headers
        .iter()
        .find(|h| h.key.eq_ignore_ascii_case("site"))
        .map(|h| h.value.to_lowercase())?;
    let compact = without_spaces(&site);
    SITES.into_iter().find_map(|(name, name_compact, dialect)| {
        (site.contains(name) || compact.contains(name_compact)).then_some(dialect)
    })
}

/// `text` without its whitespace, copied only when it has some (most site
/// names have none).
fn without_spaces(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(char::is_whitespace) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut compact = String::with_capacity(text.len());
    compact.extend(text.chars().filter(|c| !c.is_whitespace()));
    std::borrow::Cow::Owned(compact)
}

/// The writer a `Player N Elo` tag's decimal mark names: a point for eXtreme
/// Gammon (`"2262.00/400"`), a comma for Backgammon Galaxy (`"5,00/0"`).
fn by_elo(headers: &[HeaderField]) -> Option<Dialect> {
    let elo = headers.iter().find(|h| {
        h.key.eq_ignore_ascii_case("Player 1 Elo") || h.key.eq_ignore_ascii_case("Player 2 Elo")
    })?;
    let rating = elo.value.split('/').next()?;
    if rating.contains('.') {
        Some(Dialect::ExtremeGammon)
    } else if rating.contains(',') {
        Some(Dialect::Galaxy)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_site_name_has_its_spaceless_spelling() {
        for (name, compact, _) in SITES {
            assert_eq!(without_spaces(name), compact, "{name}");
        }
    }

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
            ("HedgeHog", Dialect::Hedgehog),
            ("choue.net", Dialect::ChoueNet),
            ("bgdb", Dialect::BgDb),
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
            bar_off: BarOff {
                numeric_bar_off: true,
                ..BarOff::default()
            },
            ..Features::default()
        };
        assert_eq!(detect(&[], &features), Dialect::Gnubg);
        assert_eq!(detect(&[], &Features::default()), Dialect::Generic);
    }

    fn header(key: &str, value: &str) -> HeaderField {
        HeaderField {
            key: key.into(),
            value: value.into(),
            line: 1,
        }
    }

    #[test]
    fn without_a_known_site_the_elo_tags_decimal_mark_names_the_writer() {
        // Given Elo tags as eXtreme Gammon and Galaxy write them, under an
        // empty site, another site, or none;
        let table = [
            (Some(""), "1600.00/0", Dialect::ExtremeGammon),
            (Some("Osaka, Japan"), "2262.00/400", Dialect::ExtremeGammon),
            (None, "5,00/0", Dialect::Galaxy),
            (None, "1600/0", Dialect::Generic),
        ];
        for (site, elo, dialect) in table {
            let mut headers: Vec<HeaderField> =
                site.map(|s| header("Site", s)).into_iter().collect();
            headers.push(header("Player 1 Elo", elo));
            // When detected; Then the decimal mark decides.
            assert_eq!(detect(&headers, &Features::default()), dialect, "{elo}");
        }
    }

    #[test]
    fn without_tags_each_writer_is_known_by_a_habit_of_its_own() {
        // Given the habits measured on real files of writers that write no tags;
        let gnubg = Features {
            length_line_indented: true,
            trailing_spaces: true,
            one_trailing_space: true,
            bar_off: BarOff {
                numeric_bar_off: true,
                ..BarOff::default()
            },
            plural_points: true,
            right_name_column: 33,
            ..Features::default()
        };
        let table = [
            (
                "GamesGrid: ratings after the names",
                Features {
                    rated_names: true,
                    one_trailing_space: false,
                    ..gnubg
                },
                Dialect::GamesGrid,
            ),
            (
                "Gibbon: a left `Wins` at the margin",
                Features {
                    wins_at_margin: true,
                    one_trailing_space: false,
                    ..gnubg
                },
                Dialect::Gibbon,
            ),
            (
                "DailyGammon: the right name at 38, padded cells",
                Features {
                    right_name_column: 38,
                    one_trailing_space: false,
                    ..gnubg
                },
                Dialect::DailyGammon,
            ),
            (
                "gnubg with a long left name",
                Features {
                    right_name_column: 38,
                    ..gnubg
                },
                Dialect::Gnubg,
            ),
            ("gnubg", gnubg, Dialect::Gnubg),
        ];
        for (what, features, dialect) in table {
            // When detected; Then the writer is named.
            assert_eq!(detect(&[], &features), dialect, "{what}");
        }
    }

    #[test]
    fn a_result_notes_the_unit_it_is_written_in() {
        // Given result cells of two points in the plural and the singular
        let table = [
            ("      Wins 2 points", (true, false)),
            ("      Wins 2 point", (false, true)),
            ("      Wins 1 point and the match", (false, false)),
        ];
        for (line, (plural, singular)) in table {
            let points = if line.contains(" 1 ") { 1 } else { 2 };
            let result = Content::Action(ActionKind::Result {
                outcome: Outcome::Wins,
                points,
                match_won: false,
            });
            // When noted; Then the unit is told apart
            let mut features = Features::default();
            features.note_cell(&result, line, 6..line.len());
            assert_eq!(
                (features.plural_points, features.singular_points),
                (plural, singular),
                "{line}"
            );
        }
    }

    #[test]
    fn a_line_ending_in_one_space_is_told_from_padding() {
        // Given a gnubg move cell and a padded cell; When noted;
        let mut gnubg = Features::default();
        gnubg.note_line_end("  1) 42: 8/4 6/4                 41: 24/23 13/9 ");
        let mut padded = Features::default();
        padded.note_line_end(" 26) 63: 7/1 3/0                     ");
        // Then both end in spaces, and only the first in one.
        assert!(gnubg.trailing_spaces && gnubg.one_trailing_space);
        assert!(padded.trailing_spaces && !padded.one_trailing_space);
    }
}
