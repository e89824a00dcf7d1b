//! `bgkit race POSITION...`: pip counts, racing counts with cube verdicts, bear-off odds.

use super::batch::{self, Presenter};
use super::output::Format;
use super::{Outcome, setup};
use bgkit::analysis::race::{RaceReport, race};

/// Race metrics: pips; Keith, Thorp and 8-9-12 verdicts; Kleinman's winning
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

fn or_dash<T: ToString>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_else(|| "-".into())
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let presenter =
        Presenter {
            header: &[
                "position",
                "pips",
                "keith",
                "thorp",
                "8-9-12",
                "kleinman_win",
                "epc",
                "bearoff_win",
            ],
            rows: &|r: &RaceReport| {
                vec![vec![
                    r.position.clone().unwrap_or_default(),
                    format!("{}-{}", r.pips.on_roll, r.pips.opponent),
                    or_dash(r.keith.map(|k| {
                        format!("{}/{}: {}, {}", k.on_roll, k.opponent, k.verdict, k.take)
                    })),
                    or_dash(r.thorp.map(|t| {
                        format!("{}/{}: {}, {}", t.on_roll, t.opponent, t.verdict, t.take)
                    })),
                    or_dash(
                        r.rule_8_9_12
                            .map(|l| format!("{:+.2}%: {}, {}", l.lead_percent, l.verdict, l.take)),
                    ),
                    or_dash(r.kleinman.map(|k| format!("{:.4}", k.win))),
                    match (r.epc.on_roll, r.epc.opponent) {
                        (None, None) => "-".to_string(),
                        (mine, theirs) => format!(
                            "{} / {}",
                            or_dash(mine.map(|e| format!("{e:.3}"))),
                            or_dash(theirs.map(|e| format!("{e:.3}")))
                        ),
                    },
                    or_dash(r.bearoff.map(|b| format!("{:.4}", b.win))),
                ]]
            },
            located_errors: false,
        };
    batch::run(&args.positions, args.format, presenter, |text| {
        let setup = setup::read(text)?;
        let mut report = race(&setup.position);
        report.position = Some(setup.position_id());
        Ok(report)
    })
}
