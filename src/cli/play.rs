//! `bgkit play POSITION ROLL PLAY`: apply a written play and show where it leads.

use super::Outcome;
use super::batch::{self, Presenter};
use super::output::Format;
use super::variant::VariantArgs;
use bgkit::query::{self, PlayAnswer};
use bgkit::rules::Rules;

/// Apply a written play: check it and show the position after it.
///
/// The play may be written as any program writes it: one move per die
/// (`24/18 18/13`), merged moves (`24/13`, `8/off` for 8/3/off), repeats
/// (`6/4(2)`), in any order, with `bar`/`off` or `25`/`0`. It is printed in
/// canonical form with its hits, the position after it (the Position ID seen
/// by the player who rolls next) and that position's XGID. An illegal play
/// exits 1 with the reason and the legal plays closest to it; `*` marks that
/// disagree with the hits are warned about. The ROLL may be left out for a
/// position that carries its own dice; a roll that is not the position's
/// dice is refused. With `-`, reads lines `POSITION [ROLL] PLAY` from
/// standard input and streams one JSON line each.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// `POSITION [ROLL] PLAY` (`start 3-1 8/5 6/5`: the play as one quoted
    /// argument or as several; none for a roll with no legal play), or `-` to
    /// read such lines from standard input.
    #[arg(value_name = "POSITION [ROLL] PLAY")]
    items: Vec<String>,
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
        [position, rest @ ..] => {
            let next = rest.first().map(String::as_str);
            super::setup::needs_roll(position, next, "bgkit play POSITION [ROLL] PLAY")?;
            vec![args.items.join(" ")]
        }
    };
    let presenter = Presenter {
        header: &["position", "roll", "play", "hits", "result", "xgid"],
        rows: &|a: &PlayAnswer| {
            vec![vec![
                a.position.clone(),
                format!("{}-{}", a.roll[0], a.roll[1]),
                a.play.clone(),
                a.hits.to_string(),
                a.result.clone(),
                a.xgid.clone(),
            ]]
        },
        located_errors: false,
        json_line: None,
        warnings: Some(|a: &PlayAnswer| a.warnings.clone()),
    };
    let rules = args.variant.rules();
    batch::run(&lines, args.format, presenter, |line| answer(line, rules))
}

/// The answer for one `POSITION [ROLL] PLAY` line, or why there is none.
fn answer(line: &str, rules: Rules) -> Result<PlayAnswer, String> {
    let (position, roll, play) = split_line(line)?;
    let setup = query::read_position(position);
    if roll.is_none() && play.is_empty() && setup.is_err() {
        // One word that is no position: not the line's form at all.
        return Err(expected(line));
    }
    // A word after a position without dice is its roll, even one that does
    // not read as a roll: the error then says so.
    let no_dice = setup.is_ok_and(|s| s.match_state.and_then(|m| m.dice).is_none());
    let (roll, play) = match roll {
        None if no_dice && !play.is_empty() => {
            let (roll, rest) = first_word(play);
            (Some(roll), rest.trim())
        }
        _ => (roll, play),
    };
    query::play_with(position, roll, play, rules).map_err(|e| e.to_string())
}

/// The message for a line not of the form `POSITION ROLL PLAY`.
fn expected(line: &str) -> String {
    format!(
        "`{}`: expected `POSITION ROLL PLAY`, e.g. `start 3-1 8/5 6/5`",
        line.trim()
    )
}

/// `POSITION [ROLL] PLAY...`: the first word, the second when it is a roll,
/// and the rest of the line as the play (empty for a roll that has no legal
/// play).
fn split_line(line: &str) -> Result<(&str, Option<&str>, &str), String> {
    let (position, rest) = first_word(line);
    if position.is_empty() {
        return Err(expected(line));
    }
    let (roll, play) = first_word(rest);
    if query::is_roll(roll) {
        Ok((position, Some(roll), play.trim()))
    } else {
        Ok((position, None, rest.trim()))
    }
}

/// The first word of `text` and what follows it.
fn first_word(text: &str) -> (&str, &str) {
    let text = text.trim_start();
    text.split_once(char::is_whitespace).unwrap_or((text, ""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_splits_into_position_the_roll_if_one_follows_and_the_rest_as_the_play() {
        assert_eq!(
            split_line("  start 3-1 8/5  6/5 "),
            Ok(("start", Some("3-1"), "8/5  6/5"))
        );
        assert_eq!(split_line("start 66"), Ok(("start", Some("66"), "")));
        assert_eq!(split_line("start"), Ok(("start", None, "")));
        assert_eq!(split_line("start 8/5 6/5"), Ok(("start", None, "8/5 6/5")));
        assert!(split_line("   ").is_err());
    }
}
