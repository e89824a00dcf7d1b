//! The `bgkit` command: parse the arguments, run the subcommand, map the outcome
//! to an exit code (0 valid, 1 input found invalid, 2 usage or I/O error).

// The command must not panic. Tests (unit and integration) may still index
// and unwrap: a panic there is a failed check.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match cli::parse() {
        Ok(args) => args,
        Err(error) => {
            // Help and version requests are successes; everything else is a usage error.
            let code = if error.use_stderr() { 2 } else { 0 };
            let _ = error.print();
            return ExitCode::from(code);
        }
    };
    match cli::run(args) {
        Ok(cli::Outcome::Success) => ExitCode::SUCCESS,
        Ok(cli::Outcome::Invalid) => ExitCode::from(1),
        Err(error) if cli::is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("bgkit: error: {}", cli::error_words(&error));
            ExitCode::from(2)
        }
    }
}
