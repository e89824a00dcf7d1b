//! `bgkit validate FILE...`: read and replay match transcripts, report every problem.

use super::Outcome;
use super::output::{self, Format};
use super::style::{Paint, Painter, printable};
use bgkit::transcript::{self, Diagnostic, ValidationReport};
use clap::ValueEnum;
use rayon::iter::{IntoParallelRefIterator, ParallelIterator};
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Validate match transcripts (.mat files of any common writer).
///
/// Every play is replayed through the rules engine; cube actions, the Crawford
/// game, game values, scores and the match winner are checked. Problems are
/// printed like compiler diagnostics (`file:line:column: error: ...`). Exit 0
/// when every file is valid, 1 when any is not, 2 when a file cannot be read.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transcript files; `-` (or none) reads standard input.
    files: Vec<PathBuf>,
    /// Output format: a text report (default), or one JSON document per file.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,
    /// Treat warnings (writer quirks, wrong hit marks) as errors.
    #[arg(long)]
    strict: bool,
    /// Files validated in parallel (default: every core).
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<usize>,
    /// Print only problems: no per-file `ok` lines, no progress bar, no summary.
    #[arg(long, short = 'q')]
    quiet: bool,
    /// Colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always, never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
}

/// Report formats of `validate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ReportFormat {
    /// Compiler-style diagnostics.
    Text,
    /// One JSON document (an array when several files are given).
    Json,
    /// One compact JSON object per file, streamed.
    Jsonl,
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

/// One file's outcome: its report and where to find its text again, or why it
/// could not be read.
struct Checked {
    name: String,
    result: io::Result<(ValidationReport, Source)>,
}

/// Where the text report finds the source lines it shows under diagnostics.
/// Files are read again (only when they have diagnostics), so that no file is
/// held in memory while it is checked.
enum Source {
    File(PathBuf),
    /// Standard input as read, when it was short enough to keep.
    Kept(Vec<u8>),
    /// Standard input too long to keep: diagnostics are shown without source lines.
    Gone,
}

/// How much of standard input is kept for showing source lines.
const KEPT_STDIN_BYTES: usize = 16 * 1024 * 1024;

/// Files up to this size are read whole, so that a clean one takes the fast
/// lane ([`transcript::quick_validate`]); larger ones are streamed, keeping
/// memory bounded.
const WHOLE_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// Buffer size for reading transcripts.
const READ_BUFFER: usize = 64 * 1024;

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let started = Instant::now();
    let files: Vec<PathBuf> = if args.files.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        args.files.clone()
    };
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, files.len().max(1));
    let stdout = io::stdout();
    let painter = Painter::new(args.color, stdout.is_terminal());
    let mut out = io::BufWriter::new(stdout.lock());
    let progress = (!args.quiet && io::stderr().is_terminal() && files.len() > 1).then(|| {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} files {elapsed}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });

    let mut totals = Totals::default();
    let mut collected = Vec::new();
    let mut unreadable = false;
    let keep_stdin = args.format == ReportFormat::Text;
    for_each_checked(&files, jobs, args.strict, keep_stdin, |checked| {
        if let Some(bar) = &progress {
            bar.inc(1);
        }
        let (report, source) = match checked.result {
            Ok(done) => done,
            Err(error) => {
                unreadable = true;
                let message = format!("bgkit: {}: {error}", checked.name);
                match &progress {
                    Some(bar) => bar.suspend(|| eprintln!("{message}")),
                    None => eprintln!("{message}"),
                }
                return Ok(());
            }
        };
        totals.add(&report);
        match args.format {
            ReportFormat::Text => {
                let write = |out: &mut io::BufWriter<_>| {
                    write_text(out, &report, &source, args.quiet, &painter)
                };
                match &progress {
                    Some(bar) => bar.suspend(|| write(&mut out))?,
                    None => write(&mut out)?,
                }
            }
            ReportFormat::Jsonl => {
                output::write_json(&mut out, &report, Format::Jsonl)?;
                out.flush()?;
            }
            ReportFormat::Json => collected.push(report),
        }
        Ok(())
    })?;
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    if args.format == ReportFormat::Json {
        // One file gives one report object; several give an array.
        if let (1, [report]) = (files.len(), collected.as_slice()) {
            output::write_json(&mut out, report, Format::Json)?;
        } else {
            output::write_json(&mut out, &collected, Format::Json)?;
        }
    }
    out.flush()?;
    if !args.quiet && args.format == ReportFormat::Text {
        eprintln!("{}", totals.summary(started.elapsed().as_secs_f64()));
    }
    if unreadable {
        anyhow::bail!("some files could not be read");
    }
    Ok(if totals.invalid_files > 0 {
        Outcome::Invalid
    } else {
        Outcome::Success
    })
}

/// Validates every file on `jobs` threads and hands the outcomes to `each` in
/// the order the files were given, as soon as each one's turn comes.
fn for_each_checked(
    files: &[PathBuf],
    jobs: usize,
    strict: bool,
    keep_stdin: bool,
    mut each: impl FnMut(Checked) -> io::Result<()>,
) -> io::Result<()> {
    if jobs <= 1 {
        for file in files {
            each(check(file, strict, keep_stdin))?;
        }
        return Ok(());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(io::Error::other)?;
    // Files go to the pool a batch at a time and come back in order. Handing
    // over each outcome on its own woke a thread per file, which cost more
    // system time than checking a small file; a batch costs one wake-up and
    // some idle time at its end. Batches double in size, so that the first
    // outcomes come soon and a long list pays for few batch ends.
    let mut size = jobs.saturating_mul(FIRST_FILES_PER_JOB);
    let mut rest = files;
    while !rest.is_empty() {
        let (batch, after) = rest.split_at(size.min(rest.len()));
        rest = after;
        size = size.saturating_mul(2).min(MAX_BATCH);
        let checked: Vec<Checked> = pool.install(|| {
            batch
                .par_iter()
                .map(|file| check(file, strict, keep_stdin))
                .collect()
        });
        for outcome in checked {
            each(outcome)?;
        }
    }
    Ok(())
}

/// Files per thread in the first batch handed to the pool.
const FIRST_FILES_PER_JOB: usize = 128;
/// The most files in one batch: outcomes wait at most this long for printing.
const MAX_BATCH: usize = 4096;

fn check(file: &Path, strict: bool, keep_stdin: bool) -> Checked {
    let name = file.display().to_string();
    let result = if name == "-" {
        let mut stdin = io::stdin().lock();
        // A short input is read whole, as a file is, so that a clean one takes
        // the fast lane; a longer one is streamed from where this stopped.
        let mut first = Vec::new();
        let limit = io::Read::take(&mut stdin, WHOLE_FILE_BYTES + 1).read_to_end(&mut first);
        limit.and_then(|read| {
            if u64::try_from(read).unwrap_or(u64::MAX) <= WHOLE_FILE_BYTES {
                let report = transcript::validate(&first);
                let source = if keep_stdin {
                    Source::Kept(first)
                } else {
                    Source::Gone
                };
                return Ok((report, source));
            }
            let mut input = Keep {
                inner: BufReader::with_capacity(READ_BUFFER, io::Cursor::new(first).chain(stdin)),
                kept: keep_stdin.then(Vec::new),
            };
            transcript::validate_reader(&mut input).map(|report| {
                let source = match input.kept {
                    Some(kept) => Source::Kept(kept),
                    None => Source::Gone,
                };
                (report, source)
            })
        })
    } else {
        File::open(file).and_then(|opened| {
            let size = opened.metadata().map_or(u64::MAX, |m| m.len());
            let report = if size <= WHOLE_FILE_BYTES {
                // Read at once: a clean transcript then takes the fast lane,
                // and any other is read again from memory by the full path.
                with_whole_file(opened, size, transcript::validate)?
            } else {
                transcript::validate_reader(BufReader::with_capacity(READ_BUFFER, opened))?
            };
            Ok((report, Source::File(file.to_path_buf())))
        })
    };
    let result = result.map(|(report, source)| {
        let mut report = report.for_file(name.clone());
        if strict && !report.warnings.is_empty() {
            let warnings = std::mem::take(&mut report.warnings);
            report.errors.extend(warnings);
            report.errors.sort_by_key(|d| (d.line, d.column));
            report.valid = false;
        }
        (report, source)
    });
    Checked { name, result }
}

thread_local! {
    /// Each thread's buffer for whole files, kept from file to file.
    static WHOLE_FILE: std::cell::Cell<Vec<u8>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Reads `file` (of `size` bytes, as its metadata says) into the thread's
/// buffer and hands its bytes to `use_bytes`. Reads until the end, so a file
/// that grew since its size was taken is read whole all the same.
fn with_whole_file<T>(
    mut file: File,
    size: u64,
    use_bytes: impl FnOnce(&[u8]) -> T,
) -> io::Result<T> {
    let mut bytes = WHOLE_FILE.with(std::cell::Cell::take);
    bytes.clear();
    bytes.reserve(usize::try_from(size).unwrap_or(0).saturating_add(1));
    // Through `take`, reading skips the size probe `File` makes (a second
    // metadata call and a seek): the size is known already.
    let read = io::Read::read_to_end(&mut io::Read::take(&mut file, u64::MAX), &mut bytes);
    let result = read.map(|_| use_bytes(&bytes));
    WHOLE_FILE.with(|cell| cell.set(bytes));
    result
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
        // Each list is in line order, so one walk through the text finds every line.
        let mut lines = SourceLines::new(|| -> io::Result<Box<dyn BufRead + '_>> {
            Ok(match source {
                Source::File(path) => {
                    Box::new(BufReader::with_capacity(READ_BUFFER, File::open(path)?))
                }
                Source::Kept(text) => Box::new(text.as_slice()),
                Source::Gone => Box::new(io::empty()),
            })
        });
        for diagnostic in list {
            write_diagnostic(out, name, label, paint, diagnostic, &mut lines, painter)?;
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
    }
    Ok(())
}

fn write_diagnostic<'s>(
    out: &mut impl Write,
    name: &str,
    label: &str,
    paint: Paint,
    diagnostic: &Diagnostic,
    lines: &mut SourceLines<'s, impl FnMut() -> io::Result<Box<dyn BufRead + 's>>>,
    painter: &Painter,
) -> io::Result<()> {
    let location = if diagnostic.line > 0 {
        format!("{name}:{}:{}", diagnostic.line, diagnostic.column)
    } else {
        name.to_string()
    };
    writeln!(
        out,
        "{}: {}: {} [{}]",
        painter.paint(Paint::Location, &location),
        painter.paint(paint, label),
        diagnostic.message,
        diagnostic.kind
    )?;
    if let Some(line) = lines.line(diagnostic.line) {
        let gutter = diagnostic.line.to_string();
        let pad = " ".repeat(gutter.len());
        writeln!(out, "{} |", painter.paint(Paint::Location, &pad))?;
        writeln!(out, "{} | {line}", painter.paint(Paint::Location, &gutter))?;
        let column = diagnostic.column.max(1) as usize;
        let indent: String = line
            .chars()
            .take(column - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        writeln!(
            out,
            "{} | {indent}{}",
            painter.paint(Paint::Location, &pad),
            painter.paint(paint, "^")
        )?;
    }
    if let Some(hint) = &diagnostic.hint {
        writeln!(out, "  = hint: {hint}")?;
    }
    Ok(())
}

/// The longest part of a source line shown under a diagnostic, in bytes; the
/// column still counts from the start of the line.
const SHOWN_BYTES: usize = 400;

/// Lines of the input for display under diagnostics, found by walking forward,
/// so that a thousand diagnostics in a huge file cost one pass, not a thousand.
/// The text is read again from its source (`open` starts a new read), a block
/// at a time.
struct SourceLines<'s, F> {
    open: F,
    reader: Option<Box<dyn BufRead + 's>>,
    /// The 1-based number of the line the reader is at.
    number: u32,
}

impl<'s, F: FnMut() -> io::Result<Box<dyn BufRead + 's>>> SourceLines<'s, F> {
    fn new(open: F) -> SourceLines<'s, F> {
        SourceLines {
            open,
            reader: None,
            number: 1,
        }
    }

    /// Line `number` (1-based), decoded for display: without its line ending, cut
    /// to [`SHOWN_BYTES`], control characters replaced. `None` for line 0, past
    /// the end, or when the text cannot be read again.
    fn line(&mut self, number: u32) -> Option<String> {
        if number == 0 {
            return None;
        }
        if number < self.number || self.reader.is_none() {
            self.reader = Some((self.open)().ok()?);
            self.number = 1;
        }
        let reader = self.reader.as_mut()?;
        while self.number < number {
            if !next_line(reader, None).ok()? {
                return None;
            }
            self.number += 1;
        }
        let mut shown = Vec::new();
        if !next_line(reader, Some(&mut shown)).ok()? {
            return None;
        }
        self.number += 1;
        let decoded = match std::str::from_utf8(&shown) {
            Ok(text) => text.to_string(),
            // Cut inside a character by the display limit: show what came before it.
            Err(error) if error.error_len().is_none() => {
                String::from_utf8_lossy(shown.get(..error.valid_up_to()).unwrap_or_default())
                    .into_owned()
            }
            Err(_) => shown.iter().map(|&b| b as char).collect(),
        };
        Some(printable(decoded.trim_start_matches('\u{feff}')).into_owned())
    }
}

/// Reads past one line and its ending (LF, CRLF or a lone CR, as the reader
/// ends lines), keeping up to [`SHOWN_BYTES`] of it in `keep`. False at the end
/// of the text.
fn next_line(reader: &mut dyn BufRead, mut keep: Option<&mut Vec<u8>>) -> io::Result<bool> {
    let mut any = false;
    loop {
        let buffer = reader.fill_buf()?;
        if buffer.is_empty() {
            return Ok(any);
        }
        any = true;
        let end = memchr::memchr2(b'\n', b'\r', buffer);
        let part = buffer
            .get(..end.unwrap_or(buffer.len()))
            .unwrap_or_default();
        if let Some(keep) = keep.as_deref_mut() {
            let room = SHOWN_BYTES.saturating_sub(keep.len());
            keep.extend_from_slice(part.get(..room.min(part.len())).unwrap_or_default());
        }
        let Some(end) = end else {
            let length = buffer.len();
            reader.consume(length);
            continue;
        };
        let carriage_return = buffer.get(end) == Some(&b'\r');
        reader.consume(end + 1);
        if carriage_return && reader.fill_buf()?.first() == Some(&b'\n') {
            reader.consume(1);
        }
        return Ok(true);
    }
}

#[derive(Default)]
struct Totals {
    files: usize,
    invalid_files: usize,
    games: usize,
    turns: usize,
    errors: usize,
    warnings: usize,
}

impl Totals {
    fn add(&mut self, report: &ValidationReport) {
        self.files += 1;
        self.invalid_files += usize::from(!report.valid);
        self.games += report.games;
        self.turns += report.turns;
        self.errors += report.errors.len();
        self.warnings += report.warnings.len();
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

    #[test]
    fn source_lines_are_found_in_any_order_and_shown_safely() {
        // Given text with a BOM, CRLF, LF and lone-CR endings, a Latin-1 line, an
        // escape code and no final line ending
        let text = b"\xEF\xBB\xBFone\r\nJ\xfcrgen\rbad\x1b[2J\nlast";
        let mut lines = SourceLines::new(|| Ok(Box::new(&text[..]) as Box<dyn BufRead>));

        // When lines are asked for forwards, backwards and past the end
        let asked: Vec<Option<String>> = [2, 4, 1, 3, 5, 0]
            .into_iter()
            .map(|n| lines.line(n))
            .collect();

        // Then each comes out decoded, without its ending, with control characters replaced
        let expected = [
            Some("Jürgen"),
            Some("last"),
            Some("one"),
            Some("bad\u{fffd}[2J"),
            None,
            None,
        ];
        assert_eq!(asked, expected.map(|line| line.map(String::from)));
    }

    #[test]
    fn a_long_source_line_is_cut_without_splitting_a_character() {
        // Given a line of 'é' (two bytes each) longer than the display limit
        let text = "é".repeat(SHOWN_BYTES);

        // When shown
        let line = SourceLines::new(|| Ok(Box::new(text.as_bytes()) as Box<dyn BufRead>))
            .line(1)
            .expect("line 1");

        // Then it is cut at the limit on a character boundary
        assert_eq!(line, "é".repeat(SHOWN_BYTES / 2));
    }
}
