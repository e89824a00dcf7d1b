//! `bgkit id POSITION...`: the same position as Position ID, Match ID and XGID.

use super::Outcome;
use super::batch::{self, Presenter};
use super::output::Format;
use bgkit::query::{self, Ids};

/// Convert a position between GNU Backgammon IDs and an XGID.
///
/// The Match ID is printed when the input carries match data (a Match ID or an
/// XGID); a bare Position ID gets an XGID for a money game, cube centred. A
/// resignation on offer in a Match ID, which an XGID cannot hold, is named
/// beside them.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Positions: `start`, a Position ID, `PositionID:MatchID` or an XGID; `-` for stdin.
    positions: Vec<String>,
    /// Output format (default: table, or jsonl when reading standard input).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let presenter = Presenter {
        header: &["position_id", "match_id", "xgid", "resignation"],
        rows: &|a: &Ids| {
            vec![vec![
                a.position_id.clone(),
                query::cell(a.match_id.as_ref()),
                a.xgid.clone(),
                query::cell(a.resignation),
            ]]
        },
        located_errors: false,
        json_line: None,
        warnings: None,
    };
    batch::run(&args.positions, args.format, presenter, |text| {
        query::ids(text).map_err(|error| error.to_string())
    })
}
