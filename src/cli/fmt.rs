//! `bgkit fmt FILE...`: rewrite transcripts in the canonical .mat form, or as
//! GNU Backgammon SGF (`--to sgf`).

use super::Outcome;
use super::input::{files_or_stdin, read_whole};
use super::messages::{Errors, invalid, unreadable};
use super::variant::VariantArgs;
use bgkit::query::{self, QueryError};
use bgkit::rules::Rules;
use bgkit::transcript::{ValidationReport, is_sgf, is_xg};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Rewrite match transcripts of any dialect in bgkit's canonical .mat form.
///
/// The canonical form is GNU Backgammon's layout with canonical Magriel plays
/// (`13/7*/5`, `6/4(3)`, `bar/22`, `6/off`); GNU Backgammon imports it. A file
/// that does not read or validate is left untouched and reported (exit 1).
/// Before anything is written, the rewritten text is read back and checked to
/// hold the same match. GNU Backgammon SGF files are read too (told apart by
/// their content), and `--to sgf` writes SGF that GNU Backgammon loads.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transcript files; `-` (or none) reads standard input.
    files: Vec<PathBuf>,
    /// Rewrite the files themselves (through a temporary file in the same
    /// directory, renamed over the original) instead of printing them. The
    /// canonical form is UTF-8: a file saved as UTF-16 is rewritten as UTF-8.
    #[arg(long, short = 'i', conflicts_with = "check")]
    in_place: bool,
    /// Print nothing but the names of files not already in canonical form, and
    /// exit 1 if there are any.
    #[arg(long)]
    check: bool,
    #[command(flatten)]
    variant: VariantArgs,
    /// The format to write: `mat` (the canonical .mat text) or `sgf` (GNU
    /// Backgammon's SGF).
    #[arg(long, value_enum, default_value_t = Target::Mat)]
    to: Target,
}

/// A format `fmt` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Target {
    /// The canonical .mat transcript.
    Mat,
    /// GNU Backgammon SGF (`GM[6]`).
    Sgf,
}

/// Why a file is not rewritten.
enum Refusal {
    /// The transcript does not read or does not validate.
    Invalid(ValidationReport),
    /// The rewritten text would not hold the same match; a bug, never hidden.
    Unfaithful(String),
    /// The match holds what the target format cannot say (a beaver in SGF).
    Unwritable(String),
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let files = files_or_stdin(&args.files)?;
    if args.in_place && files.iter().any(|f| f.as_os_str() == "-") {
        anyhow::bail!("--in-place needs file names; standard input cannot be rewritten in place");
    }
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut errors = Errors::default();
    for file in &files {
        let name = file.display().to_string();
        // Before reading: a FIFO or a device would be read (and wait) for nothing.
        if args.in_place
            && let Err(why) = may_replace(file)
        {
            unreadable!(errors, "{name}: not rewritten in place: {why}");
            continue;
        }
        let text = match read_whole(file) {
            Ok(text) => text,
            Err(error) => {
                unreadable!(errors, "{name}: {error}");
                continue;
            }
        };
        // A binary file is never overwritten with text.
        if args.in_place && is_xg(&text) {
            unreadable!(
                errors,
                "{name}: --in-place keeps a file's format, and bgkit does not write eXtreme Gammon files; write the .mat or SGF elsewhere"
            );
            continue;
        }
        if args.in_place && is_sgf(&text) != (args.to == Target::Sgf) {
            unreadable!(
                errors,
                "{name}: --in-place keeps a file's format; use --to {} for this file, or write elsewhere",
                if is_sgf(&text) { "sgf" } else { "mat" }
            );
            continue;
        }
        let canonical = match canonical(&text, args.to, args.variant.chosen()) {
            Ok(canonical) => canonical,
            Err(refusal) => {
                report_refusal(&name, &refusal, &mut errors);
                continue;
            }
        };
        let unchanged = canonical.as_bytes() == text.as_slice();
        if args.check {
            if !unchanged {
                writeln!(out, "{name}")?;
                errors.found_invalid();
            }
        } else if args.in_place {
            if !unchanged && let Err(error) = replace_file(file, canonical.as_bytes()) {
                unreadable!(errors, "{name}: {error}; the file is unchanged");
            }
        } else {
            out.write_all(canonical.as_bytes())?;
        }
    }
    out.flush()?;
    errors.finish("some files could not be read or written")
}

/// The canonical text of a valid transcript, checked to read back as the same match.
fn canonical(text: &[u8], to: Target, variant: Option<Rules>) -> Result<String, Refusal> {
    let written = match to {
        Target::Mat => query::canonical_mat_with(text, variant),
        Target::Sgf => query::canonical_sgf_with(text, variant),
    };
    written.map_err(|error| match error {
        QueryError::Invalid(report) => Refusal::Invalid(*report),
        QueryError::Unfaithful(why) => Refusal::Unfaithful(why),
        QueryError::NotWritable(why) => Refusal::Unwritable(why.to_string()),
        QueryError::NameNotWritable { .. }
        | QueryError::LineTooLong { .. }
        | QueryError::EditedGame { .. } => Refusal::Unwritable(error.to_string()),
        other => Refusal::Unfaithful(other.to_string()),
    })
}

/// Reports why `name` is not rewritten and records it as invalid input.
fn report_refusal(name: &str, refusal: &Refusal, errors: &mut Errors) {
    match refusal {
        Refusal::Invalid(report) => {
            print_errors(name, report);
            invalid!(errors, "{name}: not rewritten: the transcript is not valid");
        }
        Refusal::Unwritable(why) => invalid!(errors, "{name}: not rewritten: {why}"),
        Refusal::Unfaithful(why) => invalid!(
            errors,
            "{name}: not rewritten: {why} (this is a bug in bgkit; please report it)"
        ),
    }
}

/// Prints a report's errors like compiler diagnostics: `file:line:column: error: ...`.
pub(super) fn print_errors(name: &str, report: &ValidationReport) {
    for error in &report.errors {
        let location = if error.line > 0 {
            format!("{name}:{}:{}", error.line, error.column)
        } else {
            name.to_string()
        };
        eprintln!("{location}: error: {} [{}]", error.message, error.kind);
        if let Some(hint) = &error.hint {
            eprintln!("  = hint: {hint}");
        }
    }
}

/// Why `path` may not be rewritten in place, if it may not: only a regular
/// file (or a link to one) that its mode lets be written, and that this
/// process may open for writing, is replaced. Root may write a read-only
/// file, but its mode says it is not to be changed.
fn may_replace(path: &Path) -> Result<(), String> {
    let metadata = fs::metadata(path).map_err(|e| e.to_string())?;
    if !metadata.is_file() {
        return Err(format!(
            "it is {}, not a regular file; --in-place rewrites regular files only",
            file_kind(&metadata)
        ));
    }
    if metadata.permissions().readonly() {
        return Err("the file is read-only (no write permission in its mode)".to_string());
    }
    // Opening without truncating changes nothing; it asks the system
    // whether this user may write the file.
    fs::OpenOptions::new()
        .write(true)
        .open(path)
        .map(drop)
        .map_err(|e| format!("it cannot be written: {e}"))
}

/// What a path that is not a regular file is, in words.
fn file_kind(metadata: &fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = metadata.file_type();
        if kind.is_fifo() {
            return "a FIFO";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
    }
    if metadata.is_dir() {
        "a directory"
    } else {
        "not a regular file"
    }
}

/// Replaces `path` with `contents` through a temporary file in the same
/// directory and a rename, so that the file is either the old or the new
/// text, never half-written. The file keeps its mode, owner and group (a
/// symbolic link is followed and its target replaced); when it cannot, the
/// temporary file is removed and the original left as it was.
fn replace_file(path: &Path, contents: &[u8]) -> io::Result<()> {
    let target = fs::canonicalize(path)?;
    let directory = target.parent().unwrap_or(Path::new("."));
    let file_name = target
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file"))?
        .to_string_lossy()
        .into_owned();
    let metadata = fs::metadata(&target)?;
    let temporary = directory.join(format!(".{file_name}.bgkit-fmt-{}", std::process::id()));
    let written = (|| {
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        file.write_all(contents)?;
        keep_owner(&file, &metadata)?;
        // After the owner: changing it clears the set-user-ID bits.
        file.set_permissions(metadata.permissions())?;
        file.sync_all()?;
        fs::rename(&temporary, &target)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written
}

/// Gives `file` the owner and group `original` has, as the file it replaces.
#[cfg(unix)]
fn keep_owner(file: &fs::File, original: &fs::Metadata) -> io::Result<()> {
    use std::os::unix::fs::MetadataExt;
    let now = file.metadata()?;
    if (now.uid(), now.gid()) == (original.uid(), original.gid()) {
        return Ok(());
    }
    std::os::unix::fs::fchown(file, Some(original.uid()), Some(original.gid())).map_err(|e| {
        io::Error::new(
            e.kind(),
            format!("the new file cannot keep the original's owner and group: {e}"),
        )
    })
}

#[cfg(not(unix))]
fn keep_owner(_: &fs::File, _: &fs::Metadata) -> io::Result<()> {
    Ok(())
}
