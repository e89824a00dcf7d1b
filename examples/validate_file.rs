//! Validate one match transcript with the library and print what was found.
//!
//! `cargo run --example validate_file -- fixtures/realworld/galaxy-5p.mat`

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: validate_file FILE.mat");
        return ExitCode::from(2);
    };
    let text = match std::fs::read(&path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("{path}: {error}");
            return ExitCode::from(2);
        }
    };
    let report = bgkit::transcript::validate(&text);
    println!(
        "{path}: {} games, {} turns, {} errors, {} warnings",
        report.games,
        report.turns,
        report.errors.len(),
        report.warnings.len()
    );
    for diagnostic in report.errors.iter().chain(&report.warnings) {
        println!("  {diagnostic}");
    }
    if report.valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
