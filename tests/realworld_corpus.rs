//! The real-world corpora: 303 transcripts of 14 writers
//! (`fixtures/realworld-corpus/`), and 89 from sources the first never used
//! (`fixtures/realworld-corpus-2/`: a hand-transcribed tournament archive,
//! Dueller, a tournament-replay project, older XG), each with the verdict
//! bgkit must give and, where GNU Backgammon imported it, whether every game's
//! winner and points agree with gnubg's.
//!
//! The expectations are in each corpus's `EXPECTED.tsv`, one row per file,
//! with a note for every file that is not valid or whose results differ from
//! gnubg's: the rule break, the convention, or gnubg's mistake. Its
//! `GNUBG.jsonl` is gnubg 1.07's import of each file.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use crate::common::fixture;
use bgkit::query;
use bgkit::transcript::{DiagnosticKind, validate};
use serde_json::Value;

/// One row of `EXPECTED.tsv`.
#[derive(Debug)]
struct Expected {
    file: String,
    valid: bool,
    /// Every error, `LINE:kind`, in report order.
    errors: Vec<String>,
    dialect: String,
    results: Results,
    note: String,
}

/// How the file's game results stand to gnubg's import.
#[derive(Debug, PartialEq, Eq)]
enum Results {
    /// Every game's winner and points equal gnubg's.
    Gnubg,
    /// They differ, for the reason in the note (gnubg's mistake or a break).
    Differs,
    /// No comparison: gnubg did not import the file, or bgkit cannot read it.
    None,
}

/// The first corpus's folder under `fixtures/`.
const FIRST: &str = "realworld-corpus";
/// The second corpus's.
const SECOND: &str = "realworld-corpus-2";

fn expectations(corpus: &str) -> Vec<Expected> {
    let text = fs::read_to_string(fixture(corpus).join("EXPECTED.tsv")).unwrap();
    text.lines()
        .skip(1)
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let cells: Vec<&str> = line.split('\t').collect();
            assert_eq!(cells.len(), 6, "six columns: {line}");
            Expected {
                file: cells[0].to_string(),
                valid: match cells[1] {
                    "valid" => true,
                    "invalid" => false,
                    other => panic!("verdict `{other}` in {line}"),
                },
                errors: match cells[2] {
                    "-" => Vec::new(),
                    list => list.split(' ').map(str::to_string).collect(),
                },
                dialect: cells[3].to_string(),
                results: match cells[4] {
                    "gnubg" => Results::Gnubg,
                    "differs" => Results::Differs,
                    "none" => Results::None,
                    other => panic!("results `{other}` in {line}"),
                },
                note: cells[5].to_string(),
            }
        })
        .collect()
}

/// A file's games: the winner's name and the points, `None` for a game
/// without a result.
type Games = Vec<Option<(String, u64)>>;

/// gnubg's games per file; `None` for a file it did not import.
fn gnubg_games(corpus: &str) -> BTreeMap<String, Option<Games>> {
    let text = fs::read_to_string(fixture(corpus).join("GNUBG.jsonl")).unwrap();
    text.lines()
        .map(|line| {
            let entry: Value = serde_json::from_str(line).unwrap();
            let file = entry["file"].as_str().unwrap().to_string();
            let games = entry["imported"].as_bool().unwrap().then(|| {
                entry["games"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|game| {
                        let winner = game["winner"].as_str()?;
                        Some((winner.to_string(), game["points"].as_u64()?))
                    })
                    .collect()
            });
            (file, games)
        })
        .collect()
}

/// bgkit's games of a file: (winner's name, points), `None` for a game
/// without a result; `None` when the file cannot be read. Invalid files are
/// read as `export --force` reads them.
fn bgkit_games(bytes: &[u8]) -> Option<Games> {
    let report = validate(bytes);
    let exports = query::checked_export(bytes, &report, true).ok()?;
    Some(
        exports
            .iter()
            .flat_map(|exported| {
                exported.games.iter().map(|game| {
                    let result = game.result.as_ref()?;
                    let name = exported.players.get(usize::from(result.winner))?;
                    Some((name.clone(), u64::from(result.points)))
                })
            })
            .collect(),
    )
}

/// Every transcript under the corpus folder, relative to it.
fn corpus_files(corpus: &str) -> Vec<String> {
    let root = fixture(corpus);
    let mut files = Vec::new();
    for writer in fs::read_dir(&root).unwrap() {
        let writer = writer.unwrap().path();
        if !writer.is_dir() {
            continue;
        }
        for file in fs::read_dir(&writer).unwrap() {
            let path = file.unwrap().path();
            let relative = path.strip_prefix(&root).unwrap();
            files.push(relative.to_string_lossy().into_owned());
        }
    }
    files.sort();
    files
}

#[test]
fn every_corpus_file_has_one_expectation_with_a_reason_where_needed() {
    listed_once_with_reasons(FIRST);
}

#[test]
fn every_second_corpus_file_has_one_expectation_with_a_reason_where_needed() {
    listed_once_with_reasons(SECOND);
}

#[test]
fn every_corpus_file_gets_its_expected_verdict_dialect_and_results() {
    as_expected(FIRST);
}

#[test]
fn every_second_corpus_file_gets_its_expected_verdict_dialect_and_results() {
    as_expected(SECOND);
}

#[track_caller]
fn listed_once_with_reasons(corpus: &str) {
    // Given the corpus folder and the table
    let listed: Vec<String> = expectations(corpus).into_iter().map(|e| e.file).collect();
    let mut sorted = listed.clone();
    sorted.sort();
    sorted.dedup();

    // Then the table lists each file once, and nothing else
    assert_eq!(sorted.len(), listed.len(), "a file is listed twice");
    assert_eq!(sorted, corpus_files(corpus));
    for expected in expectations(corpus) {
        let needs_reason = !expected.valid || expected.results != Results::Gnubg;
        assert!(
            !needs_reason || !expected.note.trim().is_empty(),
            "{}: say why",
            expected.file
        );
    }
}

#[track_caller]
fn as_expected(corpus: &str) {
    let gnubg = gnubg_games(corpus);
    let mut failures = Vec::new();
    for expected in expectations(corpus) {
        // Given a real transcript
        let path = fixture(corpus).join(Path::new(&expected.file));
        let bytes = fs::read(&path).unwrap();

        // When validated and exported
        let report = validate(&bytes);
        let errors: Vec<String> = report
            .errors
            .iter()
            .map(|e| format!("{}:{}", e.line, e.kind))
            .collect();
        let dialect = report
            .dialect
            .map(|d| {
                serde_json::to_value(d)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .unwrap_or_default();
        let ours = bgkit_games(&bytes);
        let theirs = gnubg.get(&expected.file).cloned().flatten();
        let results = match (&ours, &theirs) {
            (Some(ours), Some(theirs)) if ours == theirs => Results::Gnubg,
            (Some(_), Some(_)) => Results::Differs,
            _ => Results::None,
        };

        // Then each matches the table
        let found = (report.valid, &errors, &dialect, &results);
        let wanted = (
            expected.valid,
            &expected.errors,
            &expected.dialect,
            &expected.results,
        );
        if found != wanted {
            failures.push(format!(
                "{}: found {found:?}, expected {wanted:?}\n  ours {ours:?}\n  gnubg {theirs:?}",
                expected.file
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_real_transcript_with_its_spaces_turned_to_tabs_reads_as_before() {
    // Given every real transcript, and the same with its runs of spaces
    // made tabs at stops of eight columns, as an editor saves it
    // When both are validated
    // Then they say the same of the same games, line for line
    every_real_transcript_reads_as_before("its spaces turned to tabs", with_tabs, true);
}

#[test]
fn every_real_transcript_with_its_score_lines_padded_wider_than_its_rows_reads_as_before() {
    // Given every real transcript, and the same with 40 more spaces before
    // the right player's name on each score line, as a writer pads a score
    // line to long names while its rows keep their columns (the first row
    // of a game often holds only the right player's roll)
    // When both are validated
    // Then they say the same of the same games, line for line (the dialect
    // may change: the score line's width is one of the writers' marks)
    every_real_transcript_reads_as_before("its score lines padded", with_wide_score_lines, false);
}

#[test]
fn every_real_transcript_with_its_rows_laid_narrower_reads_as_before() {
    // Given every real transcript, and the same with the right cells of its
    // numbered rows, alone or not, at column 24 (two spaces after a longer
    // left cell), as a writer with narrower columns lays them out, while the
    // score lines keep their width
    // When both are validated
    // Then they say the same of the same games, line for line
    every_real_transcript_reads_as_before("its rows laid narrower", with_narrow_rows, true);
}

#[test]
fn every_real_transcript_with_its_cells_unaligned_reads_as_before() {
    // Given every real transcript, and the same with the right cell of each
    // row of two cells three spaces after the left one, and each lone left
    // cell (a `Wins` line) two columns further in, as a writer that does not
    // line its columns up lays them out: a row whose left cell is short (a
    // dance, `64:`) then starts its right cell far to the left of the others
    // When both are validated
    // Then they say the same of the same games, line for line
    every_real_transcript_reads_as_before("its cells unaligned", with_unaligned_cells, false);
}

#[test]
fn every_real_transcript_with_its_unused_dice_written_as_zero_to_zero_reads_as_before() {
    // Given every real transcript, and the same with `0/0` after each roll
    // of two different dice written with one move, as some transcribers
    // write a die that moved nothing (`34: 25/21 0/0`)
    // When both are validated
    // Then they say the same of the same games, line for line
    every_real_transcript_reads_as_before("its unused dice written 0/0", with_unused_dice, true);
}

#[test]
fn every_real_transcript_without_a_last_line_end_joined_to_another_file_reads_as_if_a_line_end_parted_them()
 {
    // Given the real transcripts whose last line has no line end, and the
    // ways real files start: a header comment, one after a byte order mark,
    // a ` N point match` line at the margin, a framed title
    let starts: [&[u8]; 4] = [b"; [", b"\xef\xbb\xbf; [", b"25 point match", b"+---"];
    let all: Vec<(&str, String)> = [FIRST, SECOND]
        .into_iter()
        .flat_map(|corpus| corpus_files(corpus).into_iter().map(move |f| (corpus, f)))
        .collect();
    let read = |(corpus, file): &(&str, String)| fs::read(fixture(corpus).join(file)).unwrap();
    let nexts: Vec<Vec<u8>> = starts
        .iter()
        .map(|start| {
            let next = all.iter().map(read).find(|b| b.starts_with(start));
            next.unwrap_or_else(|| panic!("no real file starts with {start:?}"))
        })
        .collect();
    let said = |report: &bgkit::transcript::ValidationReport| {
        let kinds = report.errors.iter().map(|d| d.kind).collect::<Vec<_>>();
        let matches = serde_json::to_value(&report.matches).unwrap();
        (report.valid, kinds, report.turns, matches)
    };
    let mut joined = 0;
    for named in &all {
        let first = read(named);
        if first.ends_with(b"\n") || first.ends_with(b"\r") {
            continue;
        }
        let last_line = first.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
        // A last line of blanks joins nothing: the next file's line is read
        // as it is, after blanks.
        let tail = first.rsplit(|&b| b == b'\n').next().unwrap_or_default();
        let joint_expected = usize::from(!tail.trim_ascii().is_empty());
        for next in &nexts {
            // When the files are joined end to end as `cat` joins them, and
            // with a line end between them
            let cat = [first.as_slice(), next].concat();
            let parted = [first.as_slice(), b"\n", next].concat();
            let (cat, parted) = (validate(&cat), validate(&parted));
            // Then both read the same, and the joined input says where one
            // line is joined to the other
            let file = &named.1;
            assert_eq!(
                said(&cat),
                said(&parted),
                "{file} joined to {:?}",
                &next[..8]
            );
            let joint = |w: &&bgkit::transcript::Diagnostic| {
                w.kind == DiagnosticKind::WriterQuirk
                    && w.line == last_line
                    && w.message.contains("is joined to the end of this one")
            };
            let joints = cat.warnings.iter().filter(joint).count();
            assert_eq!(joints, joint_expected, "{file}: {:?}", cat.warnings);
            assert_eq!(
                cat.warnings.len(),
                parted.warnings.len() + joints,
                "{file}: {:#?} {:#?}",
                cat.warnings,
                parted.warnings
            );
            joined += 1;
        }
    }
    assert!(joined >= 100, "only {joined} joined inputs");
}

/// Validates every transcript of both corpora that `change` changes, as it
/// is and changed, and asserts that both say the same: verdict, dialect,
/// each diagnostic's line and kind, and every game; the dialect too when
/// the change `keeps_dialect`.
fn every_real_transcript_reads_as_before(
    what: &str,
    change: fn(&str) -> String,
    keeps_dialect: bool,
) {
    let said = |report: &bgkit::transcript::ValidationReport| {
        let kinds = |diagnostics: &[bgkit::transcript::Diagnostic]| {
            diagnostics
                .iter()
                .map(|d| format!("{}:{}", d.line, d.kind))
                .collect::<Vec<_>>()
        };
        (
            report.valid,
            report.dialect.filter(|_| keeps_dialect),
            kinds(&report.errors),
            kinds(&report.warnings),
            serde_json::to_value(&report.matches).unwrap(),
        )
    };
    let mut changed = 0;
    for corpus in [FIRST, SECOND] {
        for file in corpus_files(corpus) {
            let bytes = fs::read(fixture(corpus).join(&file)).unwrap();
            let Ok(text) = std::str::from_utf8(&bytes) else {
                continue;
            };
            let other = change(text);
            if other == text {
                continue;
            }
            changed += 1;
            let (before, after) = (validate(&bytes), validate(other.as_bytes()));
            assert_eq!(said(&after), said(&before), "{corpus}/{file} with {what}");
        }
    }
    assert!(
        changed > 100,
        "only {changed} transcripts changed with {what}"
    );
}

/// `text` with 40 spaces more before the right name of every score line:
/// the first line after a ` Game N` line that holds two `name : score`
/// halves, the spaces added where the first half's score ends.
fn with_wide_score_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    let mut after_game = false;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if after_game && !trimmed.is_empty() {
            after_game = false;
            if let Some(split) = score_halves(line) {
                out.push_str(&line[..split]);
                out.push_str(&" ".repeat(40));
                out.push_str(&line[split..]);
                continue;
            }
        }
        let first = trimmed.split_whitespace().next().unwrap_or("");
        after_game |= first.eq_ignore_ascii_case("game");
        out.push_str(line);
    }
    out
}

/// Where the first half of a score line `name : 3   name : 5` ends: after
/// the digits that follow its first colon, where blanks and a second half
/// with a colon follow.
fn score_halves(line: &str) -> Option<usize> {
    let colon = line.find(':')?;
    let after = &line[colon + 1..];
    let score = after.len() - after.trim_start().len();
    let digits = after[score..]
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    let split = colon + 1 + score + digits;
    let rest = &line[split..];
    let blanks = rest.len() - rest.trim_start_matches([' ', '\t']).len();
    (digits > 0 && blanks > 0 && rest.contains(':')).then_some(split)
}

/// A numbered row `12) 31: 8/5 6/5     42: 24/20 13/11` taken apart: the
/// text up to and with its move number, its cells (the runs of text parted
/// by two spaces or more) and its line end. None for a line that is no such
/// row, or that has a tab.
struct Row<'a> {
    numbered: &'a str,
    cells: Vec<&'a str>,
    ending: &'a str,
}

impl<'a> Row<'a> {
    fn of(line: &'a str) -> Option<Row<'a>> {
        let body = line.trim_end_matches(['\r', '\n']);
        let number = body.trim_start();
        let digits = number.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || !number[digits..].starts_with(')') || body.contains('\t') {
            return None;
        }
        let numbered_end = body.len() - number.len() + digits + 1;
        Some(Row {
            numbered: &body[..numbered_end],
            cells: body[numbered_end..]
                .split("  ")
                .map(str::trim)
                .filter(|cell| !cell.is_empty())
                .collect(),
            ending: &line[body.len()..],
        })
    }
}

/// `text` with each numbered row of two cells `12) 31: 8/5 6/5     42:
/// 24/20 13/11` written with three spaces between its cells, and each line
/// of one cell alone that starts before column 20 (a left player's `Wins`
/// line) two columns further in. Rows with a tab, or with more or fewer than
/// two runs of text, are left as they are.
fn with_unaligned_cells(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let text = line.trim_start();
        let lone_left = (1..19).contains(&(line.len() - text.len()))
            && ["Wins", "Losses", "Doubles", "Takes", "Drops"]
                .iter()
                .any(|word| text.starts_with(word));
        match Row::of(line) {
            _ if lone_left => out.push_str(&format!("  {line}")),
            Some(Row {
                numbered,
                cells,
                ending,
            }) if cells.len() == 2 => {
                out.push_str(&format!("{numbered} {}   {}{ending}", cells[0], cells[1]));
            }
            _ => out.push_str(line),
        }
    }
    out
}

/// `text` with each numbered row `12) 31: 8/5 6/5     42: 24/20 13/11` laid
/// out narrower: its right cell at column 24, or two spaces after a longer
/// left cell, and a cell alone that stands past column 20 (the right
/// player's) at column 24. Rows with a tab, or with more or fewer than two
/// runs of text, are left as they are.
fn with_narrow_rows(text: &str) -> String {
    const RIGHT_COLUMN: usize = 24;
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let Some(Row {
            numbered,
            cells,
            ending,
        }) = Row::of(line)
        else {
            out.push_str(line);
            continue;
        };
        let left = match cells.as_slice() {
            [left, _] => format!("{numbered} {left}"),
            [right] if line.find(right).is_some_and(|at| at >= 20) => numbered.to_string(),
            _ => {
                out.push_str(line);
                continue;
            }
        };
        let right = cells.last().copied().unwrap_or_default();
        let pad = (RIGHT_COLUMN - 1).saturating_sub(left.len()).max(2);
        out.push_str(&format!("{left}{}{right}{ending}", " ".repeat(pad)));
    }
    out
}

/// `text` with every run of two or more spaces that reaches a tab stop (every
/// eighth column) ending there in a tab, as `unexpand -a` writes it.
fn with_tabs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let mut column = 0;
        let mut spaces = 0;
        for c in line.chars() {
            if c == ' ' {
                spaces += 1;
                column += 1;
                if column % 8 == 0 {
                    out.push_str(if spaces > 1 { "\t" } else { " " });
                    spaces = 0;
                }
                continue;
            }
            out.extend(std::iter::repeat_n(' ', spaces));
            spaces = 0;
            out.push(c);
            column = if c == '\t' {
                (column / 8 + 1) * 8
            } else {
                column + 1
            };
        }
        out.extend(std::iter::repeat_n(' ', spaces));
    }
    out
}

/// `text` with ` 0/0` after each roll cell of two different dice that holds
/// one move (`34: 25/21`, `61: 24/17`), where the cell ends its line or
/// six spaces or more follow it (four of them make room, so the columns
/// stay where they were).
fn with_unused_dice(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for line in text.split_inclusive('\n') {
        let mut rest = line;
        while let Some(found) = one_move_roll(rest) {
            let (before, after) = rest.split_at(found);
            out.push_str(before);
            out.push_str(" 0/0");
            rest = after.strip_prefix("    ").unwrap_or(after);
        }
        out.push_str(rest);
    }
    out
}

/// Where, in `line`, the first roll cell of two different dice with one
/// move ends, when the end of the line or six spaces follow it.
fn one_move_roll(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    let is_die = |b: u8| (b'1'..=b'6').contains(&b);
    (0..bytes.len().saturating_sub(3)).find_map(|at| {
        let roll = bytes.get(at..at + 4)?;
        let starts = at == 0 || bytes[at - 1] == b' ';
        if !(starts && is_die(roll[0]) && is_die(roll[1]) && roll[0] != roll[1]) {
            return None;
        }
        if &roll[2..] != b": " {
            return None;
        }
        let move_start = at + 4;
        let move_end = move_start
            + bytes[move_start..]
                .iter()
                .position(|b| b.is_ascii_whitespace())?;
        let mv = &line[move_start..move_end];
        if !mv.contains('/') {
            return None;
        }
        let after = &line[move_end..];
        let ends_line = after.trim().is_empty();
        (ends_line || after.starts_with("      ")).then_some(move_end)
    })
}
