//! `bgkit shots`: the classic shot and entering tables, and exact shots in a position.

use super::Outcome;
use super::batch::{self, Presenter};
use super::output::{self, Format};
use super::variant::VariantArgs;
use bgkit::analysis::roll_code;
use bgkit::analysis::shots::ShotReport;
use bgkit::{notation, query};
use std::io::{self, Write};

/// Shots: how many of the 36 rolls hit.
///
/// `--table`: the chance to hit a lone blot at each distance on an open board.
/// `--entering`: rolls that enter from the bar against 0 to 6 closed points.
/// `POSITION...`: for the player on roll, the rolls on which some legal play
/// hits an opposing blot in that exact position (blocks, the bar, the
/// both-dice and larger-die rules and bear-off legality all count). With
/// `--roll R --after PLAY`: the opponent's shots after the player on roll
/// plays PLAY with R.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Positions: `start`, a Position ID, `PositionID:MatchID` or an XGID; `-` for stdin.
    positions: Vec<String>,
    /// Print the direct-shot table (distance 1 to 24, open board).
    #[arg(long, conflicts_with_all = ["positions", "entering", "after"])]
    table: bool,
    /// Print the entering table (0 to 6 closed points, one and two checkers).
    #[arg(long, conflicts_with_all = ["positions", "after"])]
    entering: bool,
    /// With `--roll`: the play the player on roll makes before counting the opponent's shots.
    #[arg(long, value_name = "PLAY", requires = "roll")]
    after: Option<String>,
    /// The roll that `--after` plays.
    #[arg(long, value_name = "ROLL", requires = "after")]
    roll: Option<String>,
    /// Output format (default: table, or jsonl when reading standard input).
    #[arg(long, value_enum)]
    format: Option<Format>,
    #[command(flatten)]
    variant: VariantArgs,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    if args.table {
        return shot_table(args.format.unwrap_or(Format::Table));
    }
    if args.entering {
        return entering(args.format.unwrap_or(Format::Table));
    }
    // A roll or play that does not read is a usage error, found before any
    // position is read.
    if let (Some(play), Some(roll)) = (&args.after, &args.roll) {
        notation::parse_roll(roll).map_err(|e| anyhow::anyhow!("`{roll}`: not a roll: {e}"))?;
        notation::parse_moves(play)
            .map_err(|e| anyhow::anyhow!("`{play}`: column {}: {e}", e.column()))?;
    }
    let presenter = Presenter {
        header: &[
            "position",
            "hitting_rolls",
            "probability",
            "double_hit_rolls",
            "blot_point",
            "blot_owner_point",
            "blot_hitting_rolls",
            "blot_rolls",
        ],
        rows: &blot_rows,
        located_errors: false,
        json_line: None,
        warnings: None,
    };
    let rules = args.variant.rules();
    let after = args.after.zip(args.roll);
    batch::run(&args.positions, args.format, presenter, |text| {
        match &after {
            None => query::shots_with(text, rules),
            Some((play, roll)) => query::shots_after_with(text, Some(roll), play, rules),
        }
        .map_err(|e| e.to_string())
    })
}

/// One row per blot, the position's totals repeated on each, so that every
/// cell holds one value; a position without blots has one row with the blot
/// cells empty.
fn blot_rows(r: &ShotReport) -> Vec<Vec<String>> {
    let totals = [
        query::cell(r.position.as_ref()),
        r.hitting_rolls.to_string(),
        format!("{:.4}", r.probability),
        r.double_hit_rolls.to_string(),
    ];
    let blots: Vec<[String; 4]> = r
        .blots
        .iter()
        .map(|b| {
            [
                b.point.to_string(),
                b.owner_point.to_string(),
                b.hitting_rolls.to_string(),
                roll_list(&b.rolls),
            ]
        })
        .collect();
    if blots.is_empty() {
        return vec![
            totals
                .iter()
                .cloned()
                .chain(vec![String::new(); 4])
                .collect(),
        ];
    }
    blots
        .into_iter()
        .map(|blot| totals.iter().cloned().chain(blot).collect())
        .collect()
}

/// Rolls as codes (`66 65 ...`), high die first: one set of rolls.
fn roll_list(rolls: &[bgkit::board::Roll]) -> String {
    rolls
        .iter()
        .map(|&roll| roll_code(roll))
        .collect::<Vec<_>>()
        .join(" ")
}

fn shot_table(format: Format) -> anyhow::Result<Outcome> {
    let header = ["distance", "hitting_rolls", "probability", "rolls"];
    print_rows(format, &header, &query::shot_table(), |r| {
        vec![
            r.distance.to_string(),
            r.hitting_rolls.to_string(),
            format!("{:.4}", r.probability),
            r.rolls
                .iter()
                .map(|&roll| roll_code(roll))
                .collect::<Vec<_>>()
                .join(" "),
        ]
    })
}

fn entering(format: Format) -> anyhow::Result<Outcome> {
    let header = [
        "closed_points",
        "one_checker",
        "one_checker_probability",
        "two_checkers",
        "two_checkers_probability",
    ];
    print_rows(format, &header, &query::entering_table(), |r| {
        vec![
            r.closed_points.to_string(),
            r.one_checker.to_string(),
            format!("{:.4}", r.one_checker_probability),
            r.two_checkers.to_string(),
            format!("{:.4}", r.two_checkers_probability),
        ]
    })
}

fn print_rows<T: serde::Serialize>(
    format: Format,
    header: &[&str],
    rows: &[T],
    cells: impl Fn(&T) -> Vec<String>,
) -> anyhow::Result<Outcome> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    output::write_rows(&mut out, format, header, rows, cells)?;
    out.flush()?;
    Ok(Outcome::Success)
}
