//! The command-line interface: one module per subcommand, plus the shared
//! output formats and input handling. Library errors become `anyhow` errors
//! here, at the edge.

mod batch;
mod board;
mod closed_output;
mod completions;
mod diagram;
mod examples;
mod export;
mod fmt;
mod id;
mod input;
mod jobs;
mod messages;
mod moves;
mod opening;
mod output;
mod parse;
mod pips;
mod play;
mod position;
mod race;
mod rules;
mod score;
mod setup;
mod shots;
mod stats;
mod style;
mod validate;
mod variant;
mod walk;

use clap::{Parser, Subcommand};

pub use style::printable;

/// Backgammon notation, transcripts and analysis.
///
/// POSITION arguments accept `start`, a GNU Backgammon Position ID
/// (`4HPwATDgc/ABMA`), `PositionID:MatchID`, or an `XGID=...`.
/// Exit codes: 0 success, 1 input found invalid, 2 usage or I/O error.
#[derive(Debug, Parser)]
#[command(name = "bgkit", version, about, long_about, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Parse(parse::Args),
    Moves(moves::Args),
    Play(play::Args),
    Pips(pips::Args),
    Board(board::Args),
    Position(position::Args),
    Id(id::Args),
    Validate(validate::Args),
    Shots(shots::Args),
    Race(race::Args),
    Score(score::Args),
    Rules(rules::Args),
    Opening(opening::Args),
    Export(export::Args),
    Stats(stats::Args),
    Fmt(fmt::Args),
    Completions(completions::Args),
}

/// What a successful run found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Everything read was valid (exit 0).
    Success,
    /// Some input was invalid; details went to standard error (exit 1).
    Invalid,
}

/// Runs the chosen subcommand.
pub fn run(cli: Cli) -> anyhow::Result<Outcome> {
    dispatch(cli).map_err(with_usage_hint)
}

fn dispatch(cli: Cli) -> anyhow::Result<Outcome> {
    match cli.command {
        Command::Parse(args) => parse::run(args),
        Command::Moves(args) => moves::run(args),
        Command::Play(args) => play::run(args),
        Command::Pips(args) => pips::run(args),
        Command::Board(args) => board::run(args),
        Command::Position(args) => position::run(args),
        Command::Id(args) => id::run(args),
        Command::Validate(args) => validate::run(args),
        Command::Shots(args) => shots::run(args),
        Command::Race(args) => race::run(args),
        Command::Score(args) => score::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Opening(args) => opening::run(args),
        Command::Export(args) => export::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Fmt(args) => fmt::run(args),
        Command::Completions(args) => completions::run(args),
    }
}

/// A command that would wait on a terminal says how it is used instead: one
/// line, the subcommand's usage included.
fn with_usage_hint(error: anyhow::Error) -> anyhow::Error {
    if !error.is::<input::TerminalInput>() {
        return error;
    }
    // The subcommand is always the first argument: bgkit has no options before it.
    let mut bgkit = command();
    bgkit.build();
    // No usage to add when the subcommand is not known.
    let usage = std::env::args()
        .nth(1)
        .and_then(|name| Some(bgkit.find_subcommand_mut(&name)?.render_usage().to_string()))
        .unwrap_or_default();
    let usage = usage.trim().trim_start_matches("Usage: ");
    anyhow::anyhow!("{error}; usage: {usage} (`-` reads standard input)")
}

/// The error is a closed standard output (`bgkit ... | head`), which is not a failure.
pub fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The error's words for standard error: as it says, but for a write that
/// failed because standard output was closed when bgkit started, which is
/// named so rather than as the device put in its place.
pub fn error_words(error: &anyhow::Error) -> String {
    let failed_write = error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::StorageFull)
    });
    if closed_output::was_closed() && failed_write {
        return "standard output is closed, so the output cannot be written".to_string();
    }
    printable(&format!("{error:#}")).into_owned()
}

/// The clap command, for parsing, completions, the man page and
/// self-checks: the derived definition with each subcommand's examples
/// after its `--help`.
pub fn command() -> clap::Command {
    let mut bgkit = <Cli as clap::CommandFactory>::command();
    let names: Vec<String> = bgkit
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in names {
        if let Some(text) = examples::help(&name) {
            bgkit = bgkit.mut_subcommand(&name, |sub| sub.after_long_help(text));
        }
    }
    bgkit
}

/// The command line of this process, read by [`command`].
pub fn parse() -> Result<Cli, clap::Error> {
    let matches = command().try_get_matches()?;
    <Cli as clap::FromArgMatches>::from_arg_matches(&matches)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_command_line_definition_is_consistent() {
        super::command().debug_assert();
    }
}
