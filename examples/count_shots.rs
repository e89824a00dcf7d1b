//! Count the shots the player on roll has in a position given as a GNU
//! Backgammon Position ID, an XGID or `start`.
//!
//! `cargo run --example count_shots -- 'XGID=-------a-----O----------a-:0:0:1:00:0:0:0:0:10'`

use bgkit::analysis::{roll_code, shots::shots};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(text) = std::env::args().nth(1) else {
        eprintln!("usage: count_shots POSITION");
        return ExitCode::from(2);
    };
    let setup = match bgkit::ids::parse_setup(&text) {
        Ok(setup) => setup,
        Err(error) => {
            eprintln!("{text}: {error}");
            return ExitCode::from(1);
        }
    };
    let report = shots(&setup.position);
    let rolls: Vec<String> = report.rolls.iter().map(|&roll| roll_code(roll)).collect();
    println!(
        "{} of 36 rolls hit: {}",
        report.hitting_rolls,
        rolls.join(" ")
    );
    for blot in &report.blots {
        println!(
            "  blot on {} (its {}-point): {} rolls",
            blot.point, blot.owner_point, blot.hitting_rolls
        );
    }
    ExitCode::SUCCESS
}
