//! `bgkit moves POSITION ROLL`: every legal play.

use super::Outcome;
use super::batch::{self, Presenter};
use super::output::Format;
use super::variant::VariantArgs;
use bgkit::query::{self, LegalPlays};
use bgkit::rules::Rules;

/// Every legal play of a roll, one per distinct resulting position.
///
/// With `-` as the only argument, reads lines `POSITION ROLL` from standard
/// input and streams one JSON line (or one count with `--count`) per line.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// `POSITION ROLL` (`start 3-1`), or `-` to read such lines from standard input.
    #[arg(value_name = "POSITION ROLL", num_args = 0..=2)]
    items: Vec<String>,
    /// Print only the number of legal plays.
    #[arg(long)]
    count: bool,
    /// Output format (default: table, or jsonl when reading standard input).
    #[arg(long, value_enum)]
    format: Option<Format>,
    #[command(flatten)]
    variant: VariantArgs,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let lines: Vec<String> = match args.items.as_slice() {
        [] => Vec::new(),
        [one] if one == "-" => vec![one.clone()],
        [position, roll] => vec![format!("{position} {roll}")],
        [one] => vec![one.clone()],
        // clap allows at most two; an error rather than a panic all the same.
        more => anyhow::bail!(
            "expected a position and a roll, found {} arguments",
            more.len()
        ),
    };
    let count_only = args.count;
    let rules = args.variant.rules();
    let header: &[&str] = if count_only {
        &["position", "roll", "count"]
    } else {
        // Each play's row says which position and roll it belongs to, so that
        // the rows of a batch can be told apart.
        &["position", "roll", "play", "hits", "result"]
    };
    let rows = move |a: &LegalPlays| -> Vec<Vec<String>> {
        match &a.plays {
            None => vec![vec![
                a.position.to_string(),
                format!("{}-{}", a.roll[0], a.roll[1]),
                a.count.to_string(),
            ]],
            Some(plays) => plays
                .iter()
                .map(|p| {
                    vec![
                        a.position.to_string(),
                        format!("{}-{}", a.roll[0], a.roll[1]),
                        p.play.to_string(),
                        p.hits.to_string(),
                        p.result.to_string(),
                    ]
                })
                .collect(),
        }
    };
    let presenter = Presenter {
        header,
        rows: &rows,
        located_errors: false,
        json_line: Some(LegalPlays::write_json_line),
    };
    batch::run(&lines, args.format, presenter, |line| {
        answer(line, count_only, rules)
    })
}

/// The answer for one `POSITION ROLL` line, or why there is none.
fn answer(line: &str, count_only: bool, rules: Rules) -> Result<LegalPlays, String> {
    let mut words = line.split_whitespace();
    let (Some(position), Some(roll), None) = (words.next(), words.next(), words.next()) else {
        return Err(format!(
            "`{line}`: expected `POSITION ROLL`, e.g. `start 3-1`"
        ));
    };
    query::legal_plays_with(position, roll, count_only, rules).map_err(|e| e.to_string())
}
