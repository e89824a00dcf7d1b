//! `bgkit moves POSITION ROLL`: every legal play.

use super::batch::{self, Presenter};
use super::output::Format;
use super::variant::VariantArgs;
use super::{Outcome, setup};
use bgkit::board::Roll;
use bgkit::notation;
use bgkit::rules::Rules;
use serde::Serialize;

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

#[derive(Serialize)]
struct Answer {
    position: String,
    roll: [u8; 2],
    count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    plays: Option<Vec<PlayOut>>,
}

#[derive(Serialize)]
struct PlayOut {
    play: String,
    hits: usize,
    result: String,
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
    let rows = move |a: &Answer| -> Vec<Vec<String>> {
        match &a.plays {
            None => vec![vec![
                a.position.clone(),
                format!("{}-{}", a.roll[0], a.roll[1]),
                a.count.to_string(),
            ]],
            Some(plays) => plays
                .iter()
                .map(|p| {
                    vec![
                        a.position.clone(),
                        format!("{}-{}", a.roll[0], a.roll[1]),
                        p.play.clone(),
                        p.hits.to_string(),
                        p.result.clone(),
                    ]
                })
                .collect(),
        }
    };
    let presenter = Presenter {
        header,
        rows: &rows,
        located_errors: false,
    };
    batch::run(&lines, args.format, presenter, |line| {
        answer(line, count_only, rules)
    })
}

fn answer(line: &str, count_only: bool, rules: Rules) -> Result<Answer, String> {
    let mut words = line.split_whitespace();
    let (Some(position), Some(roll), None) = (words.next(), words.next(), words.next()) else {
        return Err(format!(
            "`{line}`: expected `POSITION ROLL`, e.g. `start 3-1`"
        ));
    };
    let setup = setup::read(position)?;
    let roll: Roll =
        notation::parse_roll(roll).map_err(|e| format!("`{roll}`: not a roll: {e}"))?;
    let plays = rules.legal_plays(&setup.position, roll);
    Ok(Answer {
        position: setup::position_id(&setup.position),
        roll: [roll.high(), roll.low()],
        count: plays.len(),
        plays: (!count_only).then(|| {
            plays
                .iter()
                .map(|p| PlayOut {
                    play: notation::format_play(&p.play),
                    hits: p.play.hits(),
                    result: setup::position_id(&p.result.switched()),
                })
                .collect()
        }),
    })
}
