//! The fast lane, `quick_validate`, against the full validation path.
//!
//! The fast lane may decline any input (`None`), but when it answers
//! (`Some(report)`) the input must be one the full path finds without an
//! error, and the report must be exactly the full path's (`validate_reader`),
//! warnings and all (the lane words a few writers' habits: hits never marked,
//! a roll written alone before a resignation, a result's value capped). A
//! wrong `Some` would let a broken transcript through unseen, or drop a
//! warning, so the property is checked on every kind of input at hand:
//! - every file under fixtures/, whatever it holds (other writers' dialects,
//!   hostile bytes, real-world samples, the GNU Backgammon exports);
//! - the GNU Backgammon exports changed in one to three places by realistic
//!   edits (a digit, a hit mark, a line dropped or doubled, a cell moved to the
//!   other column, a truncation, a stray byte ...), which turn a valid file
//!   into an invalid one or into one with a warning, or leave it valid;
//! - random legal matches written with `write_mat` (Crawford games, beavers,
//!   resignations, Jacoby and cube-limit headers).
//!
//! The fast lane is also meant to be taken: every GNU Backgammon export in
//! fixtures/gnubg/matches/ must get `Some`, and so must some of the edited
//! exports, so that the checks above are not passed by declining everything.
//!
//! The edits start from a fixed seed; set `BGKIT_QUICK_VALIDATE_SEED` to start
//! from another one and `BGKIT_QUICK_VALIDATE_CASES` to run more edited files
//! (a smaller number is ignored). A failure names the case's seed and edits
//! and prints the edited text.

use crate::common::{fixture, fixtures_root};

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::common::games::{Coverage, Rng, random_match};
use bgkit::transcript::{
    ActionKind, Dialect, Match, Outcome, Player, ValidationReport, quick_validate, replay_traced,
    validate_reader, write_mat,
};

/// Edited exports checked by default.
const DEFAULT_CASES: usize = 2_500;

/// The largest export edited: the shorter matches and money sessions (about
/// 200 of the 530, matches to 1 to 24 points) give many more cases a second,
/// and hold every kind of line the longer ones do.
const MAX_EDITED_BYTES: usize = 10_000;

/// Random matches written and checked.
const GENERATED_MATCHES: u64 = 200;

/// The column (0-based) where GNU Backgammon starts a turn's second cell: the
/// turn number takes 5 characters and the first cell is padded to 27, then a
/// space.
const RIGHT_COLUMN: usize = 33;

// ---------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------

/// What both lanes said about one input.
struct Verdict {
    /// The fast lane's answer.
    quick: Option<ValidationReport>,
    /// The full path's report.
    full: ValidationReport,
}

impl Verdict {
    /// Both lanes run on `input`.
    fn of(input: &[u8]) -> Verdict {
        let quick = quick_validate(input);
        let full = validate_reader(input).expect("reading a slice cannot fail");
        Verdict { quick, full }
    }

    /// The full path found neither an error nor a warning.
    fn full_is_clean(&self) -> bool {
        self.full.errors.is_empty() && self.full.warnings.is_empty()
    }

    /// Why the fast lane's answer breaks its contract, if it does: a `Some`
    /// must be the full path's report, on an input with no error.
    fn breach(&self) -> Option<String> {
        let quick = self.quick.as_ref()?;
        if !self.full.errors.is_empty() {
            return Some(format!(
                "the fast lane answered, but the full path found errors\n\
                 fast lane: {quick:#?}\nfull path: {:#?}",
                self.full
            ));
        }
        if *quick != self.full {
            return Some(format!(
                "the fast lane's report differs from the full path's\n\
                 fast lane: {quick:#?}\nfull path: {:#?}",
                self.full
            ));
        }
        None
    }
}

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

/// Every file under `dir`, recursively, sorted.
#[track_caller]
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries = fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The GNU Backgammon exports, each with its name and bytes.
#[track_caller]
fn gnubg_matches() -> Vec<(String, Vec<u8>)> {
    let files: Vec<(String, Vec<u8>)> = files_under(&fixture("gnubg/matches"))
        .into_iter()
        .filter(|path| path.extension().is_some_and(|e| e == "mat"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let bytes = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (name, bytes)
        })
        .collect();
    assert!(
        files.len() >= 500,
        "the GNU Backgammon exports are missing: {} found",
        files.len()
    );
    files
}

#[test]
fn every_fixture_gets_the_full_paths_report_or_none() {
    // Given every file under fixtures/: transcripts of every dialect, hostile
    // bytes, real-world samples, the exports, and the text files beside them
    let root = fixtures_root();
    let files = files_under(&root);
    assert!(files.len() >= 550, "{} files under fixtures/", files.len());

    // When both lanes validate each file
    let mut breaches = Vec::new();
    for path in &files {
        let bytes = fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let verdict = Verdict::of(&bytes);

        // Then the fast lane declines or gives the full path's report
        if let Some(why) = verdict.breach() {
            let name = path.strip_prefix(&root).unwrap_or(path).display();
            breaches.push(format!("fixtures/{name}: {why}"));
        }
    }
    assert!(
        breaches.is_empty(),
        "{} of {} fixtures break the fast lane's contract:\n\n{}",
        breaches.len(),
        files.len(),
        breaches.join("\n\n")
    );
}

#[test]
fn every_gnubg_fixture_match_takes_the_fast_lane() {
    // Given the GNU Backgammon exports, all of them valid
    let files = gnubg_matches();

    // When the fast lane validates each
    let mut declined = Vec::new();
    for (name, bytes) in &files {
        let verdict = Verdict::of(bytes);
        assert!(verdict.full_is_clean(), "{name}: {:#?}", verdict.full);
        if let Some(why) = verdict.breach() {
            panic!("{name}: {why}");
        }
        if verdict.quick.is_none() {
            declined.push(name.as_str());
        }
    }

    // Then it answers for every one of them
    assert!(
        declined.is_empty(),
        "the fast lane declined {} of {} GNU Backgammon exports, among them {}",
        declined.len(),
        files.len(),
        declined[..declined.len().min(10)].join(", ")
    );
}

// ---------------------------------------------------------------------------
// Edits
// ---------------------------------------------------------------------------

/// The ranges of the lines of `text`, without their `\n`.
fn lines(text: &[u8]) -> Vec<Range<usize>> {
    let mut ranges = Vec::new();
    let mut start = 0;
    for (i, &byte) in text.iter().enumerate() {
        if byte == b'\n' {
            ranges.push(start..i);
            start = i + 1;
        }
    }
    if start < text.len() {
        ranges.push(start..text.len());
    }
    ranges
}

/// The line `range` of `text` as text, if it is UTF-8.
fn line_str(text: &[u8], range: &Range<usize>) -> Option<String> {
    std::str::from_utf8(&text[range.clone()])
        .ok()
        .map(str::to_string)
}

/// A random line of `text` that is UTF-8 and satisfies `wanted`, with its
/// 1-based number.
fn pick_line(
    rng: &mut Rng,
    text: &[u8],
    wanted: impl Fn(&str) -> bool,
) -> Option<(usize, Range<usize>, String)> {
    let candidates: Vec<(usize, Range<usize>, String)> = lines(text)
        .into_iter()
        .enumerate()
        .filter_map(|(i, range)| {
            let line = line_str(text, &range)?;
            wanted(&line).then_some((i + 1, range, line))
        })
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let index = rng.below(candidates.len() as u64) as usize;
    candidates.into_iter().nth(index)
}

/// `text` with `range` replaced by `new`.
fn splice(text: &mut Vec<u8>, range: Range<usize>, new: &[u8]) {
    text.splice(range, new.iter().copied());
}

/// A turn line: `  1) 52: 13/8 24/22              52: 24/22 13/8 `.
fn is_turn_line(line: &str) -> bool {
    turn_cells(line).is_some()
}

/// A turn line split into its number (up to and with `) `), its first cell
/// and its second cell, both trimmed (either may be empty). The second cell
/// starts at the first word that begins at [`RIGHT_COLUMN`] or later.
fn turn_cells(line: &str) -> Option<(&str, &str, &str)> {
    let close = line.find(") ")?;
    let number = line[..close].trim_start();
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let start = close + 2;
    let bytes = line.as_bytes();
    let second = (RIGHT_COLUMN.max(start + 1)..bytes.len())
        .find(|&i| bytes[i] != b' ' && bytes[i - 1] == b' ');
    let (left, right) = match second {
        Some(at) => (&line[start..at], &line[at..]),
        None => (&line[start..], ""),
    };
    Some((&line[..start], left.trim(), right.trim()))
}

/// A turn line with `left` in the first column and `right` in the second, the
/// way GNU Backgammon pads it.
fn turn_line(number: &str, left: &str, right: &str) -> String {
    if right.is_empty() {
        format!("{number}{left}")
    } else {
        format!("{number}{left:<27} {right}")
    }
}

/// A ` Game N` line.
fn is_game_line(line: &str) -> bool {
    line.trim_start()
        .strip_prefix("Game ")
        .is_some_and(|n| !n.trim().is_empty() && n.trim().bytes().all(|b| b.is_ascii_digit()))
}

/// A score line: ` alpha : 0                      beta : 0`.
fn is_score_line(line: &str) -> bool {
    !is_turn_line(line) && !line.starts_with(';') && line.matches(" : ").count() >= 2
}

/// A ` N point match` header.
fn is_length_line(line: &str) -> bool {
    line.trim_end().ends_with(" point match")
}

/// A move in a cell, such as `13/8`, `25/22*` or `6/0`.
fn is_move(word: &str) -> bool {
    let word = word.strip_suffix('*').unwrap_or(word);
    word.split_once('/').is_some_and(|(from, to)| {
        [from, to]
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// The byte ranges of the words of `line` satisfying `wanted`.
fn words(line: &str, wanted: impl Fn(&str) -> bool) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices().chain([(line.len(), ' ')]) {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                if wanted(&line[s..i]) {
                    found.push(s..i);
                }
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    found
}

/// A digit other than `digit`.
fn other_digit(rng: &mut Rng, digit: u8) -> u8 {
    let shift = rng.below(9) as u8 + 1;
    b'0' + (digit - b'0' + shift) % 10
}

/// Where in a line a digit is changed.
#[derive(Clone, Copy, Debug)]
enum Place {
    /// A turn line's number.
    TurnNumber,
    /// A turn line's cells: a die, a point, a cube value, a result.
    Turn,
    /// A score line.
    Score,
    /// A ` Game N` line.
    GameNumber,
    /// A `Doubles => N` line: the cube value.
    Cube,
    /// A `Wins N point` line.
    Wins,
}

impl Place {
    /// The byte offsets of the digits of `line` this place covers (none when
    /// the line is not of its kind).
    fn digits(self, line: &str) -> Vec<usize> {
        let digits_in = |range: Range<usize>| -> Vec<usize> {
            range
                .filter(|&i| line.as_bytes()[i].is_ascii_digit())
                .collect()
        };
        // The number right after `marker`.
        let number_after = |marker: &str| -> Vec<usize> {
            let Some(at) = line.find(marker) else {
                return Vec::new();
            };
            let start = at + marker.len();
            let end = line[start..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(line.len(), |n| start + n);
            (start..end).collect()
        };
        match self {
            Place::TurnNumber | Place::Turn => {
                let Some((number, _, _)) = turn_cells(line) else {
                    return Vec::new();
                };
                if matches!(self, Place::TurnNumber) {
                    digits_in(0..number.len())
                } else {
                    digits_in(number.len()..line.len())
                }
            }
            Place::Score if is_score_line(line) => digits_in(0..line.len()),
            Place::GameNumber if is_game_line(line) => digits_in(0..line.len()),
            Place::Cube => number_after("Doubles => "),
            Place::Wins => number_after("Wins "),
            _ => Vec::new(),
        }
    }
}

/// One realistic edit to a transcript.
#[derive(Clone, Copy, Debug)]
enum Edit {
    /// One digit changed into another.
    Digit(Place),
    /// A `*` added to a move that has none, or removed from one that has.
    HitMark,
    /// Every `*` removed, as writers that never mark a hit write.
    NoHitMarks,
    /// Two moves of one cell swapped.
    SwapMoves,
    /// A line deleted.
    DeleteLine,
    /// A line written twice.
    DuplicateLine,
    /// Two adjacent turn lines swapped.
    SwapTurnLines,
    /// `Takes` made `Drops`, or `Drops` made `Takes`.
    TakeOrDrop,
    /// `point` made `points` in a result, or the other way round.
    PointOrPoints,
    /// A blank line inserted.
    BlankLine,
    /// Spaces appended to a line.
    TrailingSpaces,
    /// A cell moved to the other column (two cells swap places).
    OtherColumn,
    /// The gap between a turn's two cells widened or narrowed.
    Padding,
    /// The text cut at a random byte.
    Truncate,
    /// A `;` comment line inserted.
    Comment,
    /// A letter of a player's name changed on one score line.
    Rename,
    /// A new number in the ` N point match` header.
    MatchLength,
    /// A `\r` before one line's `\n`, or before every one.
    CarriageReturn,
    /// A byte or character outside ASCII inserted.
    NonAscii,
}

const EDITS: &[Edit] = &[
    Edit::Digit(Place::TurnNumber),
    Edit::Digit(Place::Turn),
    Edit::Digit(Place::Score),
    Edit::Digit(Place::GameNumber),
    Edit::Digit(Place::Cube),
    Edit::Digit(Place::Wins),
    Edit::HitMark,
    Edit::NoHitMarks,
    Edit::SwapMoves,
    Edit::DeleteLine,
    Edit::DuplicateLine,
    Edit::SwapTurnLines,
    Edit::TakeOrDrop,
    Edit::PointOrPoints,
    Edit::BlankLine,
    Edit::TrailingSpaces,
    Edit::OtherColumn,
    Edit::Padding,
    Edit::Truncate,
    Edit::Comment,
    Edit::Rename,
    Edit::MatchLength,
    Edit::CarriageReturn,
    Edit::NonAscii,
];

impl Edit {
    /// Applies the edit at a place `rng` picks; says what it did, or `None`
    /// when `text` has no place for it (and is left unchanged).
    fn apply(self, rng: &mut Rng, text: &mut Vec<u8>) -> Option<String> {
        match self {
            Edit::Digit(place) => {
                let (number, range, line) = pick_line(rng, text, |l| !place.digits(l).is_empty())?;
                let at = *rng.pick(&place.digits(&line));
                let old = line.as_bytes()[at];
                let new = other_digit(rng, old);
                text[range.start + at] = new;
                Some(format!(
                    "line {number} ({place:?}): digit {} made {} at column {}",
                    old as char,
                    new as char,
                    at + 1
                ))
            }
            Edit::HitMark => {
                let (number, range, line) = pick_line(rng, text, |l| {
                    is_turn_line(l) && !words(l, is_move).is_empty()
                })?;
                let moves = words(&line, is_move);
                let word = rng.pick(&moves).clone();
                let end = range.start + word.end;
                if line[word.clone()].ends_with('*') {
                    splice(text, end - 1..end, b"");
                    Some(format!("line {number}: `*` removed from {}", &line[word]))
                } else {
                    splice(text, end..end, b"*");
                    Some(format!("line {number}: `*` added to {}", &line[word]))
                }
            }
            Edit::NoHitMarks => {
                let marks = text.iter().filter(|&&b| b == b'*').count();
                if marks == 0 {
                    return None;
                }
                text.retain(|&b| b != b'*');
                Some(format!("every `*` removed ({marks})"))
            }
            Edit::SwapMoves => {
                let (number, range, line) = pick_line(rng, text, |l| {
                    turn_cells(l).is_some_and(|(_, left, right)| {
                        words(left, is_move).len() >= 2 || words(right, is_move).len() >= 2
                    })
                })?;
                let (prefix, left, right) = turn_cells(&line)?;
                let swap = |cell: &str, rng: &mut Rng| -> Option<String> {
                    let mut parts: Vec<&str> = cell.split_whitespace().collect();
                    let moves: Vec<usize> =
                        (0..parts.len()).filter(|&i| is_move(parts[i])).collect();
                    if moves.len() < 2 {
                        return None;
                    }
                    let a = rng.below(moves.len() as u64) as usize;
                    let b = (a + 1 + rng.below(moves.len() as u64 - 1) as usize) % moves.len();
                    parts.swap(moves[a], moves[b]);
                    Some(parts.join(" "))
                };
                let first = rng.percent(50);
                let (left, right) = match (first, swap(left, rng), swap(right, rng)) {
                    (true, Some(new), _) | (false, Some(new), None) => (new, right.to_string()),
                    (_, _, Some(new)) => (left.to_string(), new),
                    _ => return None,
                };
                let new = turn_line(prefix, &left, &right);
                splice(text, range, new.as_bytes());
                Some(format!("line {number}: two moves swapped: `{new}`"))
            }
            Edit::DeleteLine => {
                let all = lines(text);
                let index = rng.below(all.len() as u64) as usize;
                let range = all[index].clone();
                let end = (range.end + 1).min(text.len());
                let old = String::from_utf8_lossy(&text[range.start..range.end]).into_owned();
                splice(text, range.start..end, b"");
                Some(format!("line {} deleted: `{old}`", index + 1))
            }
            Edit::DuplicateLine => {
                let all = lines(text);
                let index = rng.below(all.len() as u64) as usize;
                let range = all[index].clone();
                let mut copy = text[range.clone()].to_vec();
                copy.push(b'\n');
                let old = String::from_utf8_lossy(&text[range.clone()]).into_owned();
                splice(text, range.start..range.start, &copy);
                Some(format!("line {} written twice: `{old}`", index + 1))
            }
            Edit::SwapTurnLines => {
                let all = lines(text);
                let pairs: Vec<usize> = (0..all.len().saturating_sub(1))
                    .filter(|&i| {
                        [i, i + 1]
                            .iter()
                            .all(|&j| line_str(text, &all[j]).is_some_and(|l| is_turn_line(&l)))
                    })
                    .collect();
                if pairs.is_empty() {
                    return None;
                }
                let i = *rng.pick(&pairs);
                let (a, b) = (all[i].clone(), all[i + 1].clone());
                let mut swapped = text[b.clone()].to_vec();
                swapped.push(b'\n');
                swapped.extend_from_slice(&text[a.clone()]);
                splice(text, a.start..b.end, &swapped);
                Some(format!("lines {} and {} swapped", i + 1, i + 2))
            }
            Edit::TakeOrDrop => {
                let (number, range, line) =
                    pick_line(rng, text, |l| l.contains("Takes") || l.contains("Drops"))?;
                let new = if line.contains("Takes") {
                    line.replacen("Takes", "Drops", 1)
                } else {
                    line.replacen("Drops", "Takes", 1)
                };
                splice(text, range, new.as_bytes());
                Some(format!(
                    "line {number}: `{}` made `{}`",
                    line.trim(),
                    new.trim()
                ))
            }
            Edit::PointOrPoints => {
                let (number, range, line) = pick_line(rng, text, |l| l.contains("Wins "))?;
                let new = if line.contains(" points") {
                    line.replacen(" points", " point", 1)
                } else {
                    line.replacen(" point", " points", 1)
                };
                splice(text, range, new.as_bytes());
                Some(format!(
                    "line {number}: `{}` made `{}`",
                    line.trim(),
                    new.trim()
                ))
            }
            Edit::BlankLine => {
                let all = lines(text);
                let index = rng.below(all.len() as u64 + 1) as usize;
                let at = all.get(index).map_or(text.len(), |r| r.start);
                let blank: &[u8] = if at == text.len() && text.last() != Some(&b'\n') {
                    b"\n\n"
                } else {
                    b"\n"
                };
                splice(text, at..at, blank);
                Some(format!("blank line inserted before line {}", index + 1))
            }
            Edit::TrailingSpaces => {
                let all = lines(text);
                let index = rng.below(all.len() as u64) as usize;
                let end = all[index].end;
                let spaces = rng.below(5) as usize + 1;
                splice(text, end..end, " ".repeat(spaces).as_bytes());
                Some(format!("{spaces} spaces appended to line {}", index + 1))
            }
            Edit::OtherColumn => {
                let (number, range, line) = pick_line(rng, text, |l| {
                    turn_cells(l)
                        .is_some_and(|(_, left, right)| !left.is_empty() || !right.is_empty())
                })?;
                let (prefix, left, right) = turn_cells(&line)?;
                // A lone cell goes to the other column; two cells swap places.
                let new = if right.is_empty() {
                    format!("{prefix}{:27} {left}", "")
                } else {
                    turn_line(prefix, right, left)
                };
                splice(text, range, new.as_bytes());
                Some(format!("line {number}: cells moved: `{new}`"))
            }
            Edit::Padding => {
                let (number, range, line) = pick_line(rng, text, |l| {
                    turn_cells(l)
                        .is_some_and(|(_, left, right)| !left.is_empty() && !right.is_empty())
                })?;
                let (prefix, left, right) = turn_cells(&line)?;
                let gap = rng.below(40) as usize + 1;
                let new = format!("{prefix}{left}{}{right}", " ".repeat(gap));
                splice(text, range, new.as_bytes());
                Some(format!(
                    "line {number}: {gap} spaces between the cells: `{new}`"
                ))
            }
            Edit::Truncate => {
                let at = rng.below(text.len() as u64) as usize;
                text.truncate(at);
                Some(format!("cut after byte {at}"))
            }
            Edit::Comment => {
                let comments: &[&str] = &[
                    "; a comment",
                    "; [Note \"an afterthought\"]",
                    ";",
                    "; [Site \"somewhere\"]",
                    ";  1) 31: 8/5 6/5",
                ];
                let comment = *rng.pick(comments);
                let all = lines(text);
                let index = rng.below(all.len() as u64 + 1) as usize;
                let at = all.get(index).map_or(text.len(), |r| r.start);
                let mut inserted = Vec::new();
                if at == text.len() && text.last().is_some_and(|&b| b != b'\n') {
                    inserted.push(b'\n');
                }
                inserted.extend_from_slice(comment.as_bytes());
                inserted.push(b'\n');
                splice(text, at..at, &inserted);
                Some(format!("`{comment}` inserted before line {}", index + 1))
            }
            Edit::Rename => {
                let (number, range, line) = pick_line(rng, text, |l| {
                    is_score_line(l) && l.bytes().any(|b| b.is_ascii_alphabetic())
                })?;
                let letters: Vec<usize> = line
                    .bytes()
                    .enumerate()
                    .filter(|(_, b)| b.is_ascii_alphabetic())
                    .map(|(i, _)| i)
                    .collect();
                let at = *rng.pick(&letters);
                let old = line.as_bytes()[at];
                let new = b'a' + ((old.to_ascii_lowercase() - b'a') + 1 + rng.below(25) as u8) % 26;
                text[range.start + at] = new;
                Some(format!(
                    "line {number}: name letter {} made {} at column {}",
                    old as char,
                    new as char,
                    at + 1
                ))
            }
            Edit::MatchLength => {
                let (number, range, line) = pick_line(rng, text, is_length_line)?;
                let lengths: &[&str] = &[
                    "0",
                    "1",
                    "2",
                    "3",
                    "5",
                    "7",
                    "11",
                    "25",
                    "64",
                    "99999999999",
                ];
                let old = line.split_whitespace().next().unwrap_or("");
                let others: Vec<&str> = lengths.iter().copied().filter(|&l| l != old).collect();
                let length = *rng.pick(&others);
                let new = format!(" {length} point match");
                splice(text, range, new.as_bytes());
                Some(format!(
                    "line {number}: `{}` made `{}`",
                    line.trim(),
                    new.trim()
                ))
            }
            Edit::CarriageReturn => {
                let all = lines(text);
                if rng.percent(20) {
                    for range in all.iter().rev() {
                        if range.end < text.len() {
                            splice(text, range.end..range.end, b"\r");
                        }
                    }
                    return Some("every line ends in CRLF".to_string());
                }
                let index = rng.below(all.len() as u64) as usize;
                let end = all[index].end;
                splice(text, end..end, b"\r");
                Some(format!("`\\r` at the end of line {}", index + 1))
            }
            Edit::NonAscii => {
                let inserts: &[&[u8]] = &[
                    b"\xc3\xa9",
                    b"\xef\xbb\xbf",
                    b"\xff",
                    b"\x80",
                    b"\xe2\x80\x94",
                    b"\xa0",
                ];
                let insert = *rng.pick(inserts);
                let at = rng.below(text.len() as u64 + 1) as usize;
                splice(text, at..at, insert);
                Some(format!("bytes {insert:02x?} inserted at byte {at}"))
            }
        }
    }
}

/// How many edited exports to check and the first one's seed.
fn run_size() -> (usize, u64) {
    let number = |name: &str| std::env::var(name).ok().and_then(|v| v.trim().parse().ok());
    let cases = number("BGKIT_QUICK_VALIDATE_CASES").map_or(DEFAULT_CASES, |n: u64| {
        usize::try_from(n).unwrap_or(usize::MAX).max(DEFAULT_CASES)
    });
    let seed = number("BGKIT_QUICK_VALIDATE_SEED").unwrap_or(20_261_201);
    (cases, seed)
}

/// What the edited exports turned out to be.
#[derive(Debug, Default)]
struct Tally {
    cases: usize,
    /// The fast lane answered.
    fast_lane: usize,
    /// The fast lane answered with warnings (as the full path's).
    fast_lane_warnings: usize,
    /// The full path found an error.
    errors: usize,
    /// The full path found a warning and no error.
    warnings_only: usize,
    /// The full path found nothing, but the fast lane declined.
    missed_fast_lane: usize,
    /// Cases with one edit, by kind of edit: how many, how many the full path
    /// found an error in, a warning alone, nothing; how many the fast lane took.
    single_edits: BTreeMap<String, [usize; 5]>,
    /// A few of the missed cases: seed and edits.
    missed_examples: Vec<String>,
}

/// Missed cases printed as examples.
const MISSED_EXAMPLES: usize = 5;

#[test]
fn edited_gnubg_matches_get_the_full_paths_report_or_none() {
    let exports: Vec<(String, Vec<u8>)> = gnubg_matches()
        .into_iter()
        .filter(|(_, bytes)| bytes.len() <= MAX_EDITED_BYTES)
        .collect();
    assert!(exports.len() >= 100, "{} short exports", exports.len());
    let (cases, first_seed) = run_size();
    let mut tally = Tally::default();
    for case in 0..cases as u64 {
        // Given a random export, changed by one to three random edits
        let seed = first_seed.wrapping_add(case);
        let mut rng = Rng::new(seed);
        let (name, original) = rng.pick(&exports);
        let mut text = original.clone();
        let mut done = Vec::new();
        let wanted = rng.below(3) as usize + 1;
        while done.len() < wanted && !text.is_empty() {
            let edit = *rng.pick(EDITS);
            if let Some(what) = edit.apply(&mut rng, &mut text) {
                done.push((edit, what));
            }
        }

        // When both lanes validate the edited text
        let verdict = Verdict::of(&text);

        // Then the fast lane declines or gives the full path's report
        if let Some(why) = verdict.breach() {
            let mut edits = String::new();
            for (edit, what) in &done {
                writeln!(edits, "  - {edit:?}: {what}").unwrap();
            }
            panic!(
                "case seed {seed}: {name} edited by\n{edits}{why}\n\nthe edited text:\n{}",
                String::from_utf8_lossy(&text)
            );
        }
        tally.cases += 1;
        let took = verdict.quick.is_some();
        tally.fast_lane += usize::from(took);
        tally.fast_lane_warnings += usize::from(took && !verdict.full.warnings.is_empty());
        let outcome = if !verdict.full.errors.is_empty() {
            tally.errors += 1;
            1
        } else if !verdict.full.warnings.is_empty() {
            tally.warnings_only += 1;
            2
        } else {
            if !took {
                tally.missed_fast_lane += 1;
                if tally.missed_examples.len() < MISSED_EXAMPLES {
                    let edits: Vec<String> = done
                        .iter()
                        .map(|(e, what)| format!("{e:?}: {what}"))
                        .collect();
                    tally
                        .missed_examples
                        .push(format!("seed {seed}, {name}: {}", edits.join("; ")));
                }
            }
            3
        };
        if let [(edit, _)] = done.as_slice() {
            let counts = tally.single_edits.entry(format!("{edit:?}")).or_default();
            counts[0] += 1;
            counts[outcome] += 1;
            counts[4] += usize::from(took);
        }
    }
    println!(
        "{} edited exports: fast lane taken {} (with warnings {}), errors {}, warnings only {}, \
         clean but missed by the fast lane {}",
        tally.cases,
        tally.fast_lane,
        tally.fast_lane_warnings,
        tally.errors,
        tally.warnings_only,
        tally.missed_fast_lane
    );
    println!("single edits: cases, errors, warnings only, clean, fast lane taken");
    for (edit, [cases, errors, warnings, clean, took]) in &tally.single_edits {
        println!("  {edit:<20} {cases:>4} {errors:>4} {warnings:>4} {clean:>4} {took:>4}");
    }
    for example in &tally.missed_examples {
        println!("clean but missed: {example}");
    }
    // The edits must break files, and the fast lane must answer for some of
    // them, or the checks above prove nothing.
    let totals = format!(
        "{} cases: {} errors, {} warnings only, {} clean, {} fast lane",
        tally.cases,
        tally.errors,
        tally.warnings_only,
        tally.cases - tally.errors - tally.warnings_only,
        tally.fast_lane
    );
    assert!(tally.errors > 0, "no edit made an error: {totals}");
    assert!(
        tally.warnings_only > 0,
        "no edit made a warning alone: {totals}"
    );
    assert!(
        tally.fast_lane > 0,
        "the fast lane declined every edited export: {totals}"
    );
    assert!(
        tally.fast_lane_warnings > 0,
        "the fast lane gave no warning on any edited export: {totals}"
    );
}

#[test]
fn generated_matches_get_the_full_paths_report_or_none() {
    // Given random legal matches of every kind, written as .mat text
    let mut coverage = Coverage::default();
    let matches = std::env::var("BGKIT_QUICK_VALIDATE_MATCHES")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(GENERATED_MATCHES, |n| n.max(GENERATED_MATCHES));
    let (mut fast_lane, mut gnubg_form, mut gnubg_form_fast) = (0, 0, 0);
    for seed in 0..matches {
        let seed = seed.wrapping_add(7_000_000);
        let matched = random_match(&mut Rng::new(seed), &mut coverage);
        let text = write_mat(&matched);

        // When both lanes validate the text
        let verdict = Verdict::of(text.as_bytes());

        // Then the fast lane declines or gives the full path's report
        if let Some(why) = verdict.breach() {
            panic!("match seed {seed}: {why}\n\nthe text:\n{text}");
        }
        fast_lane += usize::from(verdict.quick.is_some());

        // And so it does for the same match written the way GNU Backgammon
        // writes (one step per die, `25` and `0` for the bar and off), the
        // form the fast lane reads, with every rule the match holds.
        if matched.dialect == Dialect::PlainRecord {
            continue;
        }
        let text = in_gnubg_form(&matched);
        let verdict = Verdict::of(text.as_bytes());
        if let Some(why) = verdict.breach() {
            panic!("match seed {seed}, in gnubg form: {why}\n\nthe text:\n{text}");
        }
        gnubg_form += 1;
        gnubg_form_fast += usize::from(verdict.quick.is_some());
    }
    eprintln!(
        "fast lane: {fast_lane} of {matches} generated matches as written, \
         {gnubg_form_fast} of {gnubg_form} in gnubg form"
    );
    // Written in gnubg form, the matches without a beaver, a resignation after
    // a roll or an unfinished end take the fast lane: many must, or the check
    // would test little.
    assert!(
        gnubg_form_fast * 4 > gnubg_form,
        "only {gnubg_form_fast} of {gnubg_form} matches in gnubg form took the fast lane"
    );
    // The matches held the rarer cases the fast lane must not get wrong.
    let counts = [
        ("money sessions", coverage.money_sessions),
        ("plain game records", coverage.plain_records),
        ("Crawford games", coverage.crawford_games),
        ("beavers", coverage.beavers),
        ("resignations", coverage.resignations),
        ("Jacoby singles", coverage.jacoby_singles),
        ("unfinished matches", coverage.unfinished),
    ];
    for (what, count) in counts {
        assert!(count > 0, "no {what} in {coverage:#?}");
    }
}

/// `matched` written as GNU Backgammon writes a match: its header fields as
/// comments, ` N point match`, and for each game the score line and one action
/// per turn line, the left player's at column 6 and the right player's at
/// column 34. Plays are written one step per die in the order the replay played
/// them, hits marked, the bar as 25 and off as 0; player names are replaced by
/// one-word names, which is all GNU Backgammon writes.
fn in_gnubg_form(matched: &Match) -> String {
    let (_, traces) = replay_traced(matched);
    let mut text = String::new();
    for field in &matched.headers {
        writeln!(text, "; [{} \"{}\"]", field.key, field.value).unwrap();
    }
    writeln!(text, "\n {} point match\n", matched.length).unwrap();
    for (game, trace) in matched.games.iter().zip(&traces) {
        writeln!(text, " Game {}", game.number).unwrap();
        let [one, two] = game.score;
        writeln!(text, " alpha : {one:<24}beta : {two}").unwrap();
        let mut rolls = trace.rolls.iter().peekable();
        for (index, action) in game.actions.iter().enumerate() {
            let steps = match rolls.peek() {
                Some(roll) if roll.action == index => rolls.next().map(|r| r.play),
                _ => None,
            };
            let cell = match action.kind {
                ActionKind::Play { dice, .. } | ActionKind::Dance { dice, .. } => {
                    let mut cell = format!("{}{}:", dice.0, dice.1);
                    for step in steps.iter().flat_map(|play| play.steps()) {
                        let hit = if step.hit { "*" } else { "" };
                        write!(cell, " {}/{}{hit}", step.from, step.to).unwrap();
                    }
                    cell
                }
                ActionKind::ResignAfterRoll { dice } => format!("{}{}: ????", dice.0, dice.1),
                ActionKind::Double { cube } => format!("Doubles => {cube}"),
                ActionKind::Take => "Takes".into(),
                ActionKind::Drop => "Drops".into(),
                ActionKind::Beaver { cube } => format!("Beavers => {cube}"),
                ActionKind::Resign => "???".into(),
                ActionKind::Result {
                    outcome,
                    points,
                    match_won,
                } => {
                    let verb = match outcome {
                        Outcome::Wins => "Wins",
                        Outcome::Losses => "Losses",
                    };
                    let unit = if points == 1 { "point" } else { "points" };
                    let end = if match_won { " and the match" } else { "" };
                    format!("{verb} {points} {unit}{end}")
                }
            };
            let turn = index + 1;
            match action.player {
                Player::One => writeln!(text, "{turn:3}) {cell}").unwrap(),
                Player::Two => writeln!(text, "{turn:3}) {:28}{cell}", "").unwrap(),
            }
        }
        text.push('\n');
    }
    text
}
