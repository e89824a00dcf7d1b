//! `bgkit moves POSITION [ROLL]...`: every legal play.

use super::Outcome;
use super::batch::{self, Presenter};
use super::output::Format;
use super::variant::VariantArgs;
use bgkit::query::{self, LegalPlays};
use bgkit::rules::Rules;

/// Every legal play of a roll, one per distinct resulting position.
///
/// Each POSITION is followed by its ROLL, unless the position carries its own
/// dice (an XGID or Match ID of a rolled position), which are then played; a
/// roll given for a position with other dice is refused. With `-` as the only
/// argument, reads lines `POSITION [ROLL]` from standard input and streams
/// one JSON line (or one count with `--count`) per line.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// `POSITION ROLL` pairs (`start 3-1 start 6-4`), a position that carries
    /// its dice alone, or `-` to read such lines from standard input.
    #[arg(value_name = "POSITION [ROLL]")]
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
    let lines = if matches!(args.items.as_slice(), [one] if one == "-") {
        args.items.clone()
    } else {
        super::setup::with_rolls(&args.items, "bgkit moves POSITION [ROLL]...")?
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
    let presenter = Presenter {
        header,
        rows: &rows,
        located_errors: false,
        json_line: Some(LegalPlays::write_json_line),
        warnings: None,
    };
    batch::run(&lines, args.format, presenter, |line| {
        answer(line, count_only, rules)
    })
}

/// The table or CSV rows of one answer: one per play, or one with the count;
/// a roll with no legal play has one row with an empty play, so that every
/// line asked about has its row.
fn rows(a: &LegalPlays) -> Vec<Vec<String>> {
    let roll = format!("{}-{}", a.roll[0], a.roll[1]);
    match &a.plays {
        None => vec![vec![a.position.to_string(), roll, a.count.to_string()]],
        Some(plays) if plays.is_empty() => vec![vec![
            a.position.to_string(),
            roll,
            String::new(),
            "0".into(),
            String::new(),
        ]],
        Some(plays) => plays
            .iter()
            .map(|p| {
                vec![
                    a.position.to_string(),
                    roll.clone(),
                    p.play.to_string(),
                    p.hits.to_string(),
                    p.result.to_string(),
                ]
            })
            .collect(),
    }
}

/// The answer for one `POSITION [ROLL]` line, or why there is none.
fn answer(line: &str, count_only: bool, rules: Rules) -> Result<LegalPlays, String> {
    let mut words = line.split_whitespace();
    let (Some(position), roll, None) = (words.next(), words.next(), words.next()) else {
        return Err(format!(
            "`{line}`: expected `POSITION ROLL`, e.g. `start 3-1`"
        ));
    };
    query::legal_plays_with(position, roll, count_only, rules).map_err(|e| e.to_string())
}
