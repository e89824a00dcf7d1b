//! `bgkit race POSITION...`: pip counts, racing counts with cube verdicts, bear-off odds.

use super::Outcome;
use super::batch::{self, Presenter};
use super::output::Format;
use bgkit::analysis::race::RaceReport;
use bgkit::query;

/// Race metrics: pips; Keith, Thorp, 8-9-12 and rule-of-10 verdicts; Kleinman's winning
/// chance; effective pip counts and wastage; exact bear-off odds.
///
/// Figures that do not apply to the position (racing counts in contact, EPC
/// for a side with checkers outside its home board) are `null` in JSON.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Positions: `start`, a Position ID, `PositionID:MatchID` or an XGID; `-` for stdin.
    positions: Vec<String>,
    /// Output format (default: table, or jsonl when reading standard input).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

/// Columns of the table and CSV: one per JSON figure, named by its path.
const COLUMNS: [&str; 23] = [
    "position",
    "pips_on_roll",
    "pips_opponent",
    "keith_on_roll",
    "keith_opponent",
    "keith_verdict",
    "keith_take",
    "thorp_on_roll",
    "thorp_opponent",
    "thorp_verdict",
    "thorp_take",
    "lead_percent",
    "rule_8_9_12_verdict",
    "rule_8_9_12_take",
    "kleinman_count",
    "kleinman_win",
    "epc_on_roll",
    "epc_opponent",
    "wastage_on_roll",
    "wastage_opponent",
    "bearoff_win",
    "rule_of_10_behind",
    "rule_of_10_take",
];

/// A figure as a cell, rounded as JSON rounds it; `-` where it does not apply.
fn cell<T>(value: Option<T>, show: impl Fn(T) -> String) -> String {
    value.map(show).unwrap_or_else(|| "-".into())
}

/// One row per position, one value per cell, in the order of [`COLUMNS`].
fn row(r: &RaceReport) -> Vec<String> {
    let whole = |n: u32| n.to_string();
    let three = |x: f64| format!("{x:.3}");
    let four = |x: f64| format!("{x:.4}");
    let mut cells = vec![
        query::cell(r.position.as_ref()),
        whole(r.pips.on_roll),
        whole(r.pips.opponent),
    ];
    for count in [r.keith, r.thorp] {
        cells.extend([
            cell(count, |c| whole(c.on_roll)),
            cell(count, |c| whole(c.opponent)),
            cell(count, |c| c.verdict.to_string()),
            cell(count, |c| c.take.to_string()),
        ]);
    }
    let lead = r.rule_8_9_12;
    cells.extend([
        cell(lead, |l| format!("{:.2}", l.lead_percent)),
        cell(lead, |l| l.verdict.to_string()),
        cell(lead, |l| l.take.to_string()),
        cell(r.kleinman, |k| three(k.count)),
        cell(r.kleinman, |k| four(k.win)),
        cell(r.epc.on_roll, three),
        cell(r.epc.opponent, three),
        cell(r.wastage.on_roll, three),
        cell(r.wastage.opponent, three),
        cell(r.bearoff, |b| four(b.win)),
        cell(r.rule_of_10, |t| t.behind.to_string()),
        cell(r.rule_of_10, |t| t.take.to_string()),
    ]);
    cells
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let presenter = Presenter {
        header: &COLUMNS,
        rows: &|r: &RaceReport| vec![row(r)],
        located_errors: false,
        json_line: None,
        warnings: None,
    };
    batch::run(&args.positions, args.format, presenter, |text| {
        query::race(text).map_err(|e| e.to_string())
    })
}
