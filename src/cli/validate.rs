//! `bgkit validate FILE...`: read and replay match transcripts, report every problem.

use super::Outcome;
use super::input::files_or_stdin;
use super::jobs::{self, JobsArgs};
use super::messages::{Errors, unreadable};
use super::output::{self, Format};
use super::style::{Paint, Painter, printable};
use super::variant::VariantArgs;
use super::walk::WalkArgs;
use bgkit::query::{self, Whole};
use bgkit::rules::Rules;
use bgkit::transcript::{self, Diagnostic, DiagnosticKind, MatchSummary, ValidationReport};
use clap::ValueEnum;
use clap::builder::TypedValueParser;
use rayon::prelude::*;
use std::borrow::Cow;
use std::fmt::{self, Write as _};
use std::fs::File;
use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Validate match transcripts (.mat files of any common writer).
///
/// Every play is replayed through the rules engine; cube actions, the Crawford
/// game, game values, scores and the match winner are checked. Problems are
/// printed like compiler diagnostics (`file:line:column: error: ...`). Exit 0
/// when every file is valid, 1 when any is not, 2 when a file cannot be read
/// or a directory holds no match record.
///
/// Directories are walked: the match records under them (.mat, .txt, .sgf,
/// .xg, or what `--glob` matches) in name order, hidden and binary files left
/// out.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transcripts or directories of them; `-` (or none) reads standard input.
    files: Vec<PathBuf>,
    /// Output format: the text report (`table`, also `text`; the default on
    /// files), one JSON document per file (an array for several), one JSON
    /// line per file (the default on standard input), or CSV with one row
    /// per diagnostic and an `ok` row for a file without any.
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// Treat warnings (writer quirks, wrong hit marks) as errors.
    #[arg(long)]
    strict: bool,
    /// Leave out warnings of this kind (`writer-quirk`, `hit-marks`, ...:
    /// the kinds the report names); errors of every kind stay. May be given
    /// more than once, or as a comma-separated list; with `--strict`, the
    /// warnings left count as errors.
    #[arg(
        long,
        value_name = "KIND",
        value_delimiter = ',',
        value_parser = kind_parser()
    )]
    allow: Vec<DiagnosticKind>,
    #[command(flatten)]
    jobs: JobsArgs,
    /// Print only problems: no per-file `ok` lines (nor JSON lines or CSV
    /// rows of files without diagnostics), no progress bar, no summary.
    #[arg(long, short = 'q')]
    quiet: bool,
    #[command(flatten)]
    walk: WalkArgs,
    /// Colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always, never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    #[command(flatten)]
    variant: VariantArgs,
}

/// `--allow`'s values: the kinds' names, listed in the help and completions.
fn kind_parser() -> impl TypedValueParser<Value = DiagnosticKind> {
    let names = DiagnosticKind::ALL.map(DiagnosticKind::as_str);
    clap::builder::PossibleValuesParser::new(names).try_map(|name| name.parse::<DiagnosticKind>())
}

/// When to colour output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// One file's outcome: its report, written out or to be written, or why it
/// could not be read.
struct Checked {
    name: String,
    result: io::Result<Answer>,
}

/// A file's report as the thread that checked it hands it on.
enum Answer {
    /// Already written in the format asked, by the checking thread: the
    /// printing thread, which waits for a whole batch, only copies it out
    /// and counts it, so that writing reports runs in parallel too.
    Written { tally: Tally, text: Vec<u8> },
    /// For the printing thread to write or keep (the JSON document gathers
    /// every report), with where its text is found again.
    Report(ValidationReport, Source),
}

/// Where the text report finds the source lines it shows under diagnostics,
/// each found from its diagnostic's span. No whole file is held beyond its
/// check: a file read whole hands on only the lines its diagnostics point at,
/// and a streamed one has each line read at its offset.
enum Source {
    File(PathBuf),
    /// The lines the diagnostics point at, by line number and decoded for
    /// display, taken by the thread that checked the file while its text was
    /// in memory: the printing thread then opens nothing again.
    Shown(Vec<(u32, String)>),
    /// Standard input as read, when it was short enough to keep.
    Kept(Vec<u8>),
    /// Standard input too long to keep: diagnostics are shown without source lines.
    Gone,
}

/// How much of standard input is kept for showing source lines.
const KEPT_STDIN_BYTES: usize = 16 * 1024 * 1024;

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let started = Instant::now();
    let named = files_or_stdin(&args.files)?;
    let mut unlisted = Vec::new();
    let files = args.walk.files(&named, |message| unlisted.push(message))?;
    let jobs = args.jobs.count(files.len());
    let from_stdin = matches!(files.as_slice(), [only] if only.as_os_str() == "-");
    let format = args.format.unwrap_or(if from_stdin {
        Format::Jsonl
    } else {
        Format::Table
    });
    // Only the text report shows source lines, so only it needs stdin kept.
    let show_lines = format == Format::Table;
    let mut reports = Reports::new(&args, format, files.len())?;
    for message in unlisted {
        unreadable!(reports.errors, "{message}");
    }
    let checking = Checking {
        strict: args.strict,
        allowed: &args.allow,
        show_lines,
        variant: args.variant.chosen(),
        writing: Writing::of(format, args.quiet, reports.painter),
    };
    for_each_checked(&files, jobs, checking, |checked| reports.add(checked))?;
    reports.finish(started)
}

/// Threads to check files on: as asked, or one per core; never more than
/// there are files, as a thread beyond that would have nothing to check.
/// A progress bar on standard error, only where someone watches it (a
/// terminal) and only when there is more than one file to wait for; never with
/// `--quiet`.
fn progress_bar(quiet: bool, files: usize) -> Option<indicatif::ProgressBar> {
    (!quiet && io::stderr().is_terminal() && files > 1).then(|| {
        let bar = indicatif::ProgressBar::new(files as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} files {elapsed}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    })
}

/// The files' reports as they come in, in the order given: written at once
/// (text, JSON lines) or kept for one document at the end (JSON), and counted
/// for the summary and the exit code.
struct Reports {
    /// Standard output, buffered: a run over many clean files writes one short
    /// line each.
    out: io::BufWriter<io::StdoutLock<'static>>,
    /// Colours for the text report.
    painter: Painter,
    /// How the reports are written.
    format: Format,
    /// Print only problems: no `ok` lines, no summary.
    quiet: bool,
    /// The files given, `-` included: one gives a JSON object, several an array.
    files: usize,
    /// The progress bar, when there is one; output goes out around it.
    progress: Option<indicatif::ProgressBar>,
    /// Counts for the summary line, and the invalid files for the exit code.
    totals: Totals,
    /// The reports kept for the JSON document, in file order.
    collected: Vec<ValidationReport>,
    /// Files that could not be read, reported as they came.
    errors: Errors,
}

impl Reports {
    /// Ready for the reports of `files` files, as `args` asks.
    fn new(args: &Args, format: Format, files: usize) -> io::Result<Reports> {
        let stdout = io::stdout();
        let mut out = io::BufWriter::new(stdout.lock());
        if format == Format::Csv {
            output::write_csv_row(&mut out, &DIAGNOSTIC_COLUMNS)?;
        }
        Ok(Reports {
            painter: Painter::new(args.color, stdout.is_terminal()),
            out,
            format,
            quiet: args.quiet,
            files,
            progress: progress_bar(args.quiet, files),
            totals: Totals::default(),
            collected: Vec::new(),
            errors: Errors::default(),
        })
    }

    /// Takes one file's outcome: counts and writes its report, or reports why
    /// it could not be read. This runs once per file, so it only moves what it
    /// is given.
    fn add(&mut self, checked: Checked) -> io::Result<()> {
        if let Some(bar) = &self.progress {
            bar.inc(1);
        }
        let answer = match checked.result {
            Ok(answer) => answer,
            Err(error) => {
                let (errors, name) = (&mut self.errors, &checked.name);
                match &self.progress {
                    Some(bar) => bar.suspend(|| unreadable!(errors, "{name}: {error}")),
                    None => unreadable!(errors, "{name}: {error}"),
                }
                return Ok(());
            }
        };
        match answer {
            Answer::Written { tally, text } => {
                self.totals.add(tally);
                self.emit(|out| out.write_all(&text))
            }
            Answer::Report(report, source) => {
                self.totals.add(Tally::of(&report));
                self.write(report, &source)
            }
        }
    }

    /// Writes one file's report with `write`, around the progress bar.
    fn emit(
        &mut self,
        write: impl FnOnce(&mut io::BufWriter<io::StdoutLock<'static>>) -> io::Result<()>,
    ) -> io::Result<()> {
        let Reports { out, progress, .. } = self;
        match progress {
            Some(bar) => bar.suspend(|| write(out))?,
            None => write(out)?,
        }
        // JSON lines and CSV go out file by file, for a pipeline reading them.
        if matches!(self.format, Format::Jsonl | Format::Csv) {
            self.out.flush()?;
        }
        Ok(())
    }

    /// Writes one report as the format says, or keeps it for the JSON document.
    fn write(&mut self, report: ValidationReport, source: &Source) -> io::Result<()> {
        let Some(writing) = Writing::of(self.format, self.quiet, self.painter) else {
            self.collected.push(report);
            return Ok(());
        };
        self.emit(|out| writing.write(out, &report, source))
    }

    /// Ends the run: the JSON document, the summary, and the outcome. A file
    /// that could not be read makes the run an error (exit 2), whatever the
    /// others held.
    fn finish(mut self, started: Instant) -> anyhow::Result<Outcome> {
        if let Some(bar) = self.progress.take() {
            bar.finish_and_clear();
        }
        if self.format == Format::Json {
            output::write_json_answers(&mut self.out, self.files == 1, &self.collected)?;
        }
        self.out.flush()?;
        if !self.quiet && self.format == Format::Table {
            eprintln!("{}", self.totals.summary(started.elapsed().as_secs_f64()));
        }
        if self.totals.invalid_files > 0 {
            self.errors.found_invalid();
        }
        self.errors.finish("some files could not be read")
    }
}

/// How a report is written, file by file: every format but the JSON
/// document, which is written once at the end.
#[derive(Clone, Copy)]
struct Writing {
    format: Format,
    quiet: bool,
    painter: Painter,
}

impl Writing {
    /// For `format`, unless it is the JSON document.
    fn of(format: Format, quiet: bool, painter: Painter) -> Option<Writing> {
        (format != Format::Json).then_some(Writing {
            format,
            quiet,
            painter,
        })
    }

    /// Writes `report`, with source lines from `source` in the text report.
    fn write(
        &self,
        out: &mut impl Write,
        report: &ValidationReport,
        source: &Source,
    ) -> io::Result<()> {
        match self.format {
            Format::Table => write_text(out, report, source, self.quiet, &self.painter),
            // `--quiet` leaves out the lines of files with nothing to say.
            Format::Jsonl if self.quiet && !has_diagnostics(report) => Ok(()),
            Format::Jsonl => output::write_json(out, report, Format::Jsonl),
            Format::Csv => write_csv(out, report, self.quiet),
            Format::Json => unreachable!("the JSON document is written at the end"),
        }
    }
}

/// Validates every file on `jobs` threads (a rayon pool) and hands the
/// outcomes to `each` in the order the files were given, a batch at a time.
fn for_each_checked(
    files: &[PathBuf],
    jobs: usize,
    checking: Checking,
    mut each: impl FnMut(Checked) -> io::Result<()>,
) -> io::Result<()> {
    let Some(pool) = jobs::pool(jobs) else {
        for file in files {
            each(check(file, checking))?;
        }
        return Ok(());
    };
    // Outcomes come back a batch at a time, in order. Batches double in size,
    // so that the first outcomes come soon and a long list pays for few batch
    // ends.
    let mut size = jobs.saturating_mul(FIRST_FILES_PER_JOB);
    let mut rest = files;
    while !rest.is_empty() {
        let (batch, after) = rest.split_at(size.min(rest.len()));
        rest = after;
        size = size.saturating_mul(2).min(MAX_BATCH);
        let outcomes: Vec<Checked> =
            pool.install(|| batch.par_iter().map(|file| check(file, checking)).collect());
        for outcome in outcomes {
            each(outcome)?;
        }
    }
    Ok(())
}

/// Files per thread in the first batch: a few hundred transcripts take some
/// tens of milliseconds, too short to wait for, and in one batch they pay for
/// no batch end.
const FIRST_FILES_PER_JOB: usize = 512;
/// The most files in one batch: outcomes wait at most this long for printing.
const MAX_BATCH: usize = 4096;

/// How each file is checked.
#[derive(Clone, Copy)]
struct Checking<'a> {
    /// Warnings count as errors.
    strict: bool,
    /// Warnings of these kinds are left out.
    allowed: &'a [DiagnosticKind],
    /// The report shows source lines: standard input is kept for them, and a
    /// file read whole hands on the lines its diagnostics point at.
    show_lines: bool,
    /// The rules chosen on the command line, over any the headers name.
    variant: Option<Rules>,
    /// How the checking thread writes the report, when it can.
    writing: Option<Writing>,
}

fn check(file: &Path, checking: Checking<'_>) -> Checked {
    let Checking {
        strict,
        allowed,
        show_lines,
        variant,
        writing,
    } = checking;
    let name = file.display().to_string();
    let result = if name == "-" {
        check_standard_input(show_lines, variant)
    } else {
        check_file(file, show_lines, variant)
    };
    let result = result.map(|(report, source)| {
        let report = query::allow(report.for_file(name.clone()), allowed);
        let report = if strict {
            query::strict(report)
        } else {
            report
        };
        let Some(writing) = writing else {
            return Answer::Report(report, source);
        };
        let mut text = Vec::new();
        match writing.write(&mut text, &report, &source) {
            Ok(()) => Answer::Written {
                tally: Tally::of(&report),
                text,
            },
            // Left to the printing thread, which meets the same trouble (a
            // file gone before its source lines were read again) where it
            // has always reported it.
            Err(_) => Answer::Report(report, source),
        }
    });
    Checked { name, result }
}

/// Checks standard input: a short input is read whole, as a file is; a
/// longer one is streamed from where reading it whole stopped.
fn check_standard_input(
    show_lines: bool,
    variant: Option<Rules>,
) -> io::Result<(ValidationReport, Source)> {
    let stdin = io::stdin().lock();
    let whole = query::read_whole_or_stream(stdin, &mut Vec::new(), |text| {
        let report = transcript::validate_with(text, variant);
        let source = if show_lines {
            Source::Kept(transcript::decoded_text(text).into_owned())
        } else {
            Source::Gone
        };
        (report, source)
    })?;
    let stream = match whole {
        Whole::Read(checked) => return Ok(checked),
        Whole::TooLong(stream) => stream,
    };
    let mut input = Keep {
        inner: stream,
        kept: show_lines.then(Vec::new),
    };
    let report = transcript::validate_reader_with(&mut input, variant)?;
    let source = match input.kept {
        Some(kept) => Source::Kept(transcript::decoded_text(&kept).into_owned()),
        None => Source::Gone,
    };
    Ok((report, source))
}

/// Checks a file: read at once when short, so that its source lines come
/// from memory; streamed when longer.
fn check_file(
    file: &Path,
    show_lines: bool,
    variant: Option<Rules>,
) -> io::Result<(ValidationReport, Source)> {
    let opened = File::open(file)?;
    let mut buffer = WHOLE_FILE.with(std::cell::Cell::take);
    let whole = query::read_whole_or_stream(opened, &mut buffer, |text| {
        let report = transcript::validate_with(text, variant);
        let source = if show_lines && has_diagnostics(&report) {
            Source::Shown(shown_lines(text, &report))
        } else {
            Source::File(file.to_path_buf())
        };
        (report, source)
    });
    // A stream took the buffer with it; the next file starts a new one.
    WHOLE_FILE.with(|cell| cell.set(buffer));
    match whole? {
        Whole::Read(checked) => Ok(checked),
        Whole::TooLong(input) => {
            let report = transcript::validate_reader_with(input, variant)?;
            Ok((report, Source::File(file.to_path_buf())))
        }
    }
}

thread_local! {
    /// Each thread's buffer for whole files, kept from file to file so that
    /// it grows once to hold them.
    static WHOLE_FILE: std::cell::Cell<Vec<u8>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Whether the report has anything to show a source line for.
fn has_diagnostics(report: &ValidationReport) -> bool {
    !(report.errors.is_empty() && report.warnings.is_empty())
}

/// The lines of `text` that the report's diagnostics point at, decoded for
/// display, in line order without repeats.
fn shown_lines(text: &[u8], report: &ValidationReport) -> Vec<(u32, String)> {
    if binary(report) {
        return Vec::new();
    }
    // Spans count bytes of the text as read (UTF-16 decoded).
    let text = &*transcript::decoded_text(text);
    let mut shown: Vec<(u32, String)> = report
        .errors
        .iter()
        .chain(&report.warnings)
        .filter_map(|diagnostic| Some((diagnostic.line, source_line(text, diagnostic)?)))
        .collect();
    shown.sort_by_key(|&(number, _)| number);
    shown.dedup_by_key(|&mut (number, _)| number);
    shown
}

/// Whether the report is about a binary file (eXtreme Gammon's), whose
/// diagnostics point into records, not lines a person reads.
fn binary(report: &ValidationReport) -> bool {
    report.dialect == Some(transcript::Dialect::XgBinary)
}

/// The source line a diagnostic points at, in `text` (the whole input, or the
/// first part of it), found from its span; `None` for one about the whole
/// input or past the end of `text`.
fn source_line(text: &[u8], diagnostic: &Diagnostic) -> Option<String> {
    if diagnostic.line == 0 || diagnostic.span.start > text.len() {
        return None;
    }
    let line = text.get(transcript::line_at(text, diagnostic.span.start))?;
    Some(shown_line(line))
}

/// The source line a diagnostic points at in the file at `path`, too long to
/// have been kept, read at its offset (the file is opened into `opened`
/// once): a window of a line's length around the span holds the whole line.
fn line_in_file(path: &Path, opened: &mut Option<File>, diagnostic: &Diagnostic) -> Option<String> {
    use io::{Seek, SeekFrom};
    if diagnostic.line == 0 {
        return None;
    }
    if opened.is_none() {
        *opened = File::open(path).ok();
    }
    let file = opened.as_mut()?;
    // The spans of UTF-16 text count bytes of its UTF-8 reading, not of
    // the file: its lines are not looked up in it.
    let mut start = Vec::with_capacity(transcript::ENCODING_BYTES);
    file.seek(SeekFrom::Start(0)).ok()?;
    io::Read::take(&mut *file, transcript::ENCODING_BYTES as u64)
        .read_to_end(&mut start)
        .ok()?;
    if transcript::is_utf16(&start) {
        return None;
    }
    let reach = transcript::MAX_LINE_BYTES + 1;
    let from = diagnostic.span.start.saturating_sub(reach);
    file.seek(SeekFrom::Start(u64::try_from(from).ok()?)).ok()?;
    let mut window = Vec::with_capacity(2 * reach);
    io::Read::take(&mut *file, u64::try_from(2 * reach).ok()?)
        .read_to_end(&mut window)
        .ok()?;
    let line = window.get(transcript::line_at(&window, diagnostic.span.start - from))?;
    Some(shown_line(line))
}

/// A line of source, without its ending, as a diagnostic shows it: cut to
/// [`SHOWN_BYTES`] (on a character boundary), decoded, a byte-order mark
/// left out, control characters replaced.
fn shown_line(line: &[u8]) -> String {
    // The first SHOWN_BYTES, or all of a shorter line.
    let shown = line.get(..SHOWN_BYTES).unwrap_or(line);
    let decoded = match std::str::from_utf8(shown) {
        Ok(text) => Cow::Borrowed(text),
        // Cut inside a character by the display limit: show what came before it.
        Err(error) if error.error_len().is_none() => {
            Cow::Borrowed(shown.utf8_chunks().next().map_or("", |chunk| chunk.valid()))
        }
        Err(_) => Cow::Owned(shown.iter().map(|&b| b as char).collect()),
    };
    printable(decoded.trim_start_matches('\u{feff}')).into_owned()
}

/// A reader that keeps what passes through it, up to [`KEPT_STDIN_BYTES`].
struct Keep<R> {
    inner: R,
    /// `None` once the input outgrew the limit (or when nothing is to be kept).
    kept: Option<Vec<u8>>,
}

impl<R: BufRead> io::Read for Keep<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let count = available.len().min(buf.len());
        if let (Some(target), Some(source)) = (buf.get_mut(..count), available.get(..count)) {
            target.copy_from_slice(source);
        }
        self.consume(count);
        Ok(count)
    }
}

impl<R: BufRead> BufRead for Keep<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        if let Some(kept) = &mut self.kept {
            match self.inner.fill_buf() {
                Ok(buffer) if kept.len() + amount <= KEPT_STDIN_BYTES => {
                    kept.extend_from_slice(buffer.get(..amount).unwrap_or(buffer));
                }
                _ => self.kept = None,
            }
        }
        self.inner.consume(amount);
    }
}

/// Columns of `--format csv`: one row per diagnostic, or one `ok` row for a
/// file without any.
const DIAGNOSTIC_COLUMNS: [&str; 7] = [
    "file", "line", "column", "game", "kind", "severity", "message",
];

/// One CSV row per diagnostic of `report`, errors first, each list in line
/// order; a file without diagnostics has one row of its own, severity `ok`
/// and the other cells empty, so that the table lists every file checked
/// (unless `quiet`, which asks for problems only).
fn write_csv(out: &mut impl Write, report: &ValidationReport, quiet: bool) -> io::Result<()> {
    let name = report.file.as_deref().unwrap_or("-");
    if !has_diagnostics(report) {
        debug_assert!(report.valid, "a report without diagnostics is valid");
        if quiet {
            return Ok(());
        }
        return output::write_csv_row(out, &[name, "", "", "", "", "ok", ""]);
    }
    for (severity, list) in [("error", &report.errors), ("warning", &report.warnings)] {
        for diagnostic in list {
            output::write_csv_row(
                out,
                &[
                    name,
                    &diagnostic.line.to_string(),
                    &diagnostic.column.to_string(),
                    &query::cell(diagnostic.game),
                    diagnostic.kind.as_str(),
                    severity,
                    &diagnostic.message,
                ],
            )?;
        }
    }
    Ok(())
}

fn write_text(
    out: &mut impl Write,
    report: &ValidationReport,
    source: &Source,
    quiet: bool,
    painter: &Painter,
) -> io::Result<()> {
    let name = report.file.as_deref().unwrap_or("-");
    for (label, list, paint) in [
        ("error", &report.errors, Paint::Error),
        ("warning", &report.warnings, Paint::Warning),
    ] {
        if list.is_empty() {
            continue;
        }
        // A streamed file is opened once for all its lines.
        let mut opened = None;
        for diagnostic in list {
            let line = match source {
                _ if binary(report) => None,
                Source::Shown(shown) => shown
                    .binary_search_by_key(&diagnostic.line, |&(number, _)| number)
                    .ok()
                    .and_then(|at| shown.get(at))
                    .map(|(_, line)| line.clone()),
                Source::Kept(text) => source_line(text, diagnostic),
                Source::File(path) => line_in_file(path, &mut opened, diagnostic),
                Source::Gone => None,
            };
            write_diagnostic(out, name, label, paint, diagnostic, line, painter)?;
        }
    }
    if !quiet && report.valid {
        let dialect = report
            .dialect
            .map(|d| d.to_string())
            .unwrap_or_else(|| "unknown".into());
        writeln!(
            out,
            "{name}: {} ({dialect}, {}, {}{})",
            painter.paint(Paint::Ok, "ok"),
            plural(report.games, "game"),
            plural(report.turns, "turn"),
            match report.warnings.len() {
                0 => String::new(),
                n => format!(", {}", plural(n, "warning")),
            }
        )?;
        for summary in &report.matches {
            writeln!(out, "  {}", match_line(summary))?;
        }
    }
    Ok(())
}

/// A match's result in one line: who won and the final score, or where an
/// unfinished match or a money session stands.
fn match_line(summary: &MatchSummary) -> String {
    let [first, second] = &summary.players;
    let [first_score, second_score] = summary.score;
    let games = plural(summary.games.len(), "game");
    let standing = format!("{first} {first_score}, {second} {second_score}");
    let line = match (summary.length, summary.winner) {
        (0, _) => format!("money play: {standing} after {games}"),
        (length, Some(winner)) => {
            let (winner, loser, won, lost) = if winner == 0 {
                (first, second, first_score, second_score)
            } else {
                (second, first, second_score, first_score)
            };
            format!("{winner} won the {length}-point match {won}-{lost} against {loser} in {games}")
        }
        (length, None) => format!("{length}-point match unfinished: {standing} after {games}"),
    };
    let rules = summary.rules;
    if rules == Default::default() {
        return line;
    }
    let stack = rules
        .max_stack
        .map(|n| format!(", at most {n} checkers a point"))
        .unwrap_or_default();
    format!("{line} ({} rules{stack})", rules.set)
}

/// One diagnostic, with its source `line` (decoded for display) when known.
fn write_diagnostic(
    out: &mut impl Write,
    name: &str,
    label: &str,
    paint: Paint,
    diagnostic: &Diagnostic,
    line: Option<String>,
    painter: &Painter,
) -> io::Result<()> {
    // Written piece by piece: a report of the common writers' transcripts
    // has a few diagnostics a file, and strings made for each piece cost
    // more than the rest of writing it.
    let location = Location {
        name,
        line: diagnostic.line,
        column: diagnostic.column,
    };
    writeln!(
        out,
        "{}: {}: {} [{}]",
        painter.paint(Paint::Location, location),
        painter.paint(paint, label),
        diagnostic.message,
        diagnostic.kind
    )?;
    if let Some(line) = line {
        let gutter = Gutter(diagnostic.line);
        writeln!(out, "{} |", painter.paint(Paint::Location, gutter.blank()))?;
        writeln!(out, "{} | {line}", painter.paint(Paint::Location, gutter))?;
        // The caret under the column, past a tab where the line has one.
        let column = diagnostic.column.max(1) as usize;
        let indent = Indent(line.chars().take(column - 1));
        writeln!(
            out,
            "{} | {indent}{}",
            painter.paint(Paint::Location, gutter.blank()),
            painter.paint(paint, "^")
        )?;
    }
    if let Some(hint) = &diagnostic.hint {
        writeln!(out, "  = hint: {hint}")?;
    }
    Ok(())
}

/// Where a diagnostic is: `file:line:column`, or the file alone for line 0.
struct Location<'n> {
    name: &'n str,
    line: u32,
    column: u32,
}

impl fmt::Display for Location<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}:{}", self.name, self.line, self.column)
        } else {
            f.write_str(self.name)
        }
    }
}

/// The gutter beside a source line: its number, or as many spaces.
#[derive(Clone, Copy)]
struct Gutter(u32);

impl Gutter {
    /// The gutter's width in spaces, for the lines around the numbered one.
    fn blank(self) -> Spaces {
        Spaces(self.0.checked_ilog10().unwrap_or(0) as usize + 1)
    }
}

impl fmt::Display for Gutter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// So many spaces.
#[derive(Clone, Copy)]
struct Spaces(usize);

impl fmt::Display for Spaces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in 0..self.0 {
            f.write_char(' ')?;
        }
        Ok(())
    }
}

/// The indent that puts a caret under a column: a space for each character
/// before it, a tab for a tab.
struct Indent<I>(I);

impl<I: Iterator<Item = char> + Clone> fmt::Display for Indent<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.clone() {
            f.write_char(if c == '\t' { '\t' } else { ' ' })?;
        }
        Ok(())
    }
}

/// The longest part of a source line shown under a diagnostic, in bytes; the
/// column still counts from the start of the line.
const SHOWN_BYTES: usize = 400;

#[derive(Default)]
struct Totals {
    files: usize,
    invalid_files: usize,
    games: usize,
    turns: usize,
    errors: usize,
    warnings: usize,
}

/// What the summary counts of one report.
struct Tally {
    valid: bool,
    games: usize,
    turns: usize,
    errors: usize,
    warnings: usize,
}

impl Tally {
    fn of(report: &ValidationReport) -> Tally {
        Tally {
            valid: report.valid,
            games: report.games,
            turns: report.turns,
            errors: report.errors.len(),
            warnings: report.warnings.len(),
        }
    }
}

impl Totals {
    fn add(&mut self, tally: Tally) {
        self.files += 1;
        self.invalid_files += usize::from(!tally.valid);
        self.games += tally.games;
        self.turns += tally.turns;
        self.errors += tally.errors;
        self.warnings += tally.warnings;
    }

    fn summary(&self, seconds: f64) -> String {
        format!(
            "checked {} ({} invalid): {}, {}, {}, {} in {seconds:.2} s",
            plural(self.files, "file"),
            self.invalid_files,
            plural(self.games, "game"),
            plural(self.turns, "turn"),
            plural(self.errors, "error"),
            plural(self.warnings, "warning"),
        )
    }
}

/// `1 game`, `2 games`.
fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A diagnostic on `line` whose span starts at byte `start`.
    fn at(line: u32, start: usize) -> Diagnostic {
        Diagnostic {
            line,
            column: 1,
            span: bgkit::transcript::Span { start, end: start },
            game: None,
            kind: bgkit::transcript::DiagnosticKind::Syntax,
            message: String::new(),
            hint: None,
        }
    }

    #[test]
    fn source_lines_are_found_from_spans_and_shown_safely() {
        // Given text with a BOM, CRLF, LF and lone-CR endings, a Latin-1 line, an
        // escape code and no final line ending
        let text = b"\xEF\xBB\xBFone\r\nJ\xfcrgen\rbad\x1b[2J\nlast";

        // When lines are asked for by spans in them, forwards and backwards,
        // and for the whole input
        let asked: Vec<Option<String>> = [at(2, 9), at(4, 24), at(1, 4), at(3, 17), at(0, 0)]
            .iter()
            .map(|diagnostic| source_line(text, diagnostic))
            .collect();

        // Then each comes out decoded, without its ending, with control characters replaced
        let expected = [
            Some("Jürgen"),
            Some("last"),
            Some("one"),
            Some("bad\u{fffd}[2J"),
            None,
        ];
        assert_eq!(asked, expected.map(|line| line.map(String::from)));
    }

    proptest::proptest! {
        #[test]
        fn source_lines_found_from_spans_are_the_lines_read_one_by_one(
            lines in proptest::collection::vec(("[a-z é\u{feff}\u{1b}]{0,12}", 0usize..3), 1..12),
            picks in proptest::collection::vec((0usize..12, 0usize..14), 0..6),
        ) {
            // Given text whose lines end in LF, CRLF or a lone CR, and
            // diagnostics at places inside some of them
            let endings = ["\n", "\r\n", "\r"];
            let mut text = String::new();
            let mut starts = Vec::new();
            for (line, ending) in &lines {
                starts.push(text.len());
                text.push_str(line);
                text.push_str(endings[*ending]);
            }
            for (pick, into) in picks {
                let Some((line, _)) = lines.get(pick) else { continue };
                let offset = line.char_indices().map(|(i, _)| i).nth(into).unwrap_or(line.len());
                let diagnostic = at(u32::try_from(pick + 1).unwrap(), starts[pick] + offset);
                // When its line is found from its span
                // Then it is the line the diagnostic is on, as read one by one
                proptest::prop_assert_eq!(
                    source_line(text.as_bytes(), &diagnostic),
                    Some(shown_line(line.as_bytes()))
                );
            }
        }
    }

    #[test]
    fn a_long_source_line_is_cut_without_splitting_a_character() {
        // Given a line of 'é' (two bytes each) longer than the display limit
        let text = "é".repeat(SHOWN_BYTES);

        // When shown
        let line = source_line(text.as_bytes(), &at(1, 0)).expect("line 1");

        // Then it is cut at the limit on a character boundary
        assert_eq!(line, "é".repeat(SHOWN_BYTES / 2));
    }
}
