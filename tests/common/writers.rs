//! Legal plays written the way each program writes them, so that tests can
//! check that the resolver reads every writer alike.
//!
//! A writer gives the tokens of a play (`8/3/off`, `4/off(2)`); the spellings
//! below then change how each token is written, and the order of the tokens
//! may be shuffled, as hand-written records and some programs do.

use bgkit::board::{Move, Play};
use bgkit::notation::format_play;

/// How a program writes the moves of a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Writer {
    /// GNU Backgammon: one move per die, in the order played (`24/18 18/13`,
    /// `6/2*`, `bar/22`).
    OneMovePerDie,
    /// eXtreme Gammon: one token per checker, merged past the points where it
    /// hit nothing, identical tokens counted (`24/13`, `8/off 4/off(2)`,
    /// `13/7*/5`, `11/off(2)`).
    MergedPerChecker,
    /// Backgammon Studio: merged like eXtreme Gammon, but checkers that take
    /// the same path are counted together whatever their marks, the mark kept
    /// where any of them hit (`bar/21*(2)` when one of the two hit on 21).
    MergedByPath,
}

/// Every writer.
pub const WRITERS: [Writer; 3] = [
    Writer::OneMovePerDie,
    Writer::MergedPerChecker,
    Writer::MergedByPath,
];

/// How the points `bar` and `off` are spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// `bar/22`, `5/off`.
    Words,
    /// `25/22`, `5/0`, as eXtreme Gammon writes them.
    Numbers,
    /// `Bar/22`, `5/Off`, as Backgammon Studio writes them.
    Capitalised,
}

/// Every spelling.
pub const SPELLINGS: [Spelling; 3] = [Spelling::Words, Spelling::Numbers, Spelling::Capitalised];

/// The play's tokens as `writer` writes them, in `spelling`.
pub fn write(play: &Play, writer: Writer, spelling: Spelling) -> Vec<String> {
    let tokens = match writer {
        Writer::OneMovePerDie => play
            .steps()
            .iter()
            .map(|&step| Move::from(step).to_string())
            .collect(),
        Writer::MergedPerChecker => merged(play),
        Writer::MergedByPath => by_path(&merged(play)),
    };
    tokens
        .iter()
        .map(|token| spelled(token, spelling))
        .collect()
}

/// The canonical tokens with the points where the checker hit nothing
/// dropped: `8/3/off(2)` becomes `8/off(2)`, `13/7*/5` stays.
fn merged(play: &Play) -> Vec<String> {
    format_play(play)
        .split(' ')
        .filter(|token| !token.is_empty())
        .map(|token| {
            let (path, count) = split_count(token);
            let points: Vec<&str> = path.split('/').collect();
            let last = points.len() - 1;
            let kept: Vec<&str> = points
                .iter()
                .enumerate()
                .filter(|&(i, point)| i == 0 || i == last || point.ends_with('*'))
                .map(|(_, point)| *point)
                .collect();
            format!("{}{count}", kept.join("/"))
        })
        .collect()
}

/// Tokens of the same path counted together, marks or not: the path with a
/// `*` wherever any of them has one, and the sum of their counts.
fn by_path(tokens: &[String]) -> Vec<String> {
    let mut groups: Vec<(Vec<String>, Vec<bool>, u32)> = Vec::new();
    for token in tokens {
        let (path, count) = split_count(token);
        let count: u32 = count
            .trim_matches(|c| c == '(' || c == ')')
            .parse()
            .unwrap_or(1);
        let points: Vec<String> = path
            .split('/')
            .map(|p| p.trim_end_matches('*').to_string())
            .collect();
        let marks: Vec<bool> = path.split('/').map(|p| p.ends_with('*')).collect();
        match groups.iter_mut().find(|(p, _, _)| *p == points) {
            Some((_, group_marks, total)) => {
                for (mark, &more) in group_marks.iter_mut().zip(&marks) {
                    *mark |= more;
                }
                *total += count;
            }
            None => groups.push((points, marks, count)),
        }
    }
    groups
        .into_iter()
        .map(|(points, marks, count)| {
            let path: Vec<String> = points
                .iter()
                .zip(marks)
                .map(|(point, mark)| format!("{point}{}", if mark { "*" } else { "" }))
                .collect();
            let count = if count > 1 {
                format!("({count})")
            } else {
                String::new()
            };
            format!("{}{count}", path.join("/"))
        })
        .collect()
}

/// `8/off(2)` as (`8/off`, `(2)`); a token without a count has an empty one.
fn split_count(token: &str) -> (&str, &str) {
    match token.find('(') {
        Some(at) => token.split_at(at),
        None => (token, ""),
    }
}

/// A token with `bar` and `off` spelled as asked.
fn spelled(token: &str, spelling: Spelling) -> String {
    let (bar, off) = match spelling {
        Spelling::Words => return token.to_string(),
        Spelling::Numbers => ("25", "0"),
        Spelling::Capitalised => ("Bar", "Off"),
    };
    token.replace("bar", bar).replace("off", off)
}
