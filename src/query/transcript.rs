//! Whole transcripts: exported as data, or rewritten in the canonical .mat form
//! or as GNU Backgammon SGF.

use super::QueryError;
use crate::analysis::stats::under_rules;
use crate::rules::{RuleSet, Rules};
use crate::transcript::{
    DiagnosticKind, Dialect, GameCut, Match, MatchExport, PlayerInfo, ReadError, SgfWriteError,
    ValidationReport, export_with, kept_by_sgf, read_matches, read_matches_as_far_as_possible,
    same_match, validate_with, write_mat, write_sgf,
};

/// The export of a transcript already validated as `report`, as `bgkit export`
/// gives it: one document per match of the input (usually one; match files
/// joined end to end give several). An invalid transcript is refused unless
/// `force` is set, which exports every game that can be read (see
/// [`forced_export_with`]).
pub fn checked_export(
    text: &[u8],
    report: &ValidationReport,
    force: bool,
) -> Result<Vec<MatchExport>, QueryError> {
    checked_export_with(text, report, force, None)
}

/// [`checked_export`] replayed under the rules `variant` names, whatever the
/// headers say (`None`: the headers' rules, standard without any).
pub fn checked_export_with(
    text: &[u8],
    report: &ValidationReport,
    force: bool,
    variant: Option<Rules>,
) -> Result<Vec<MatchExport>, QueryError> {
    if !report.valid {
        return if force {
            forced_export_with(text, variant)
        } else {
            Err(QueryError::Invalid(Box::new(report.clone())))
        };
    }
    let matches = read_matches(text).map_err(QueryError::Unreadable)?;
    Ok(matches
        .iter()
        .map(|matched| export_with(matched, variant))
        .collect())
}

/// Every game of a transcript that can be read, exported whatever the rules
/// say (`bgkit export --force`): turns after a rule break come as written,
/// and a game an error cuts short (a syntax error, a play the transcript
/// marks `Illegal play (...)`) is exported up to the error with a
/// [`GameCut`] that says where and why. Refused only when not one game can
/// be read.
pub fn forced_export_with(
    text: &[u8],
    variant: Option<Rules>,
) -> Result<Vec<MatchExport>, QueryError> {
    let (matches, errors) = readable_matches(text)?;
    // Each game reaches from where it starts to where the next one does.
    let starts: Vec<usize> = matches
        .iter()
        .flat_map(|m| &m.games)
        .map(|g| g.location.span.start)
        .collect();
    let mut ends = starts.iter().skip(1).copied().chain([usize::MAX]);
    Ok(matches
        .iter()
        .map(|matched| {
            let mut exported = export_with(matched, variant);
            for (game, read) in exported.games.iter_mut().zip(&matched.games) {
                let within = read.location.span.start..ends.next().unwrap_or(usize::MAX);
                if read.unreadable {
                    game.cut = errors
                        .iter()
                        .find(|e| e.location().is_some_and(|l| within.contains(&l.span.start)))
                        .map(game_cut);
                }
            }
            exported
        })
        .collect())
}

/// Every match of `text` with a game that can be read, and the errors of
/// reading it in input order; refused with the first error when not one
/// game can be read.
pub(super) fn readable_matches(text: &[u8]) -> Result<(Vec<Match>, Vec<ReadError>), QueryError> {
    let (matches, errors) = read_matches_as_far_as_possible(text);
    let matches: Vec<Match> = matches
        .into_iter()
        .filter(|m| !m.games.is_empty())
        .collect();
    if matches.is_empty() {
        let error = errors.into_iter().next().unwrap_or_else(ReadError::empty);
        return Err(QueryError::Unreadable(error));
    }
    Ok((matches, errors))
}

/// A read error as a game's [`GameCut`], its kind as the validation report
/// names it.
fn game_cut(error: &ReadError) -> GameCut {
    let diagnostic = error.diagnostic(None);
    GameCut {
        line: diagnostic.line,
        column: diagnostic.column,
        kind: diagnostic.kind,
        message: diagnostic.message,
    }
}

/// The canonical .mat text of a valid transcript, as `bgkit fmt` writes it,
/// checked to read back as the same match before it is given. Each match of
/// an input that holds several is written in turn, a blank line between.
pub fn canonical_mat(text: &[u8]) -> Result<String, QueryError> {
    canonical_mat_with(text, None)
}

/// [`canonical_mat`] with the transcript checked under the rules `variant`
/// names, whatever the headers say (`None`: the headers' rules), and written
/// with headers that name them (`Variation`, and `MaxStack` for a cap).
pub fn canonical_mat_with(text: &[u8], variant: Option<Rules>) -> Result<String, QueryError> {
    let (report, matches) = valid_matches(text, variant)?;
    if let Some((player, name)) = matches.iter().find_map(name_not_writable) {
        return Err(QueryError::NameNotWritable { player, name });
    }
    let mut games = matches.iter().flat_map(|m| &m.games);
    if let Some(game) = games.find(|g| !g.edits.is_empty()) {
        return Err(QueryError::EditedGame { game: game.number });
    }
    // The rules given replace the headers' in the text written, so that it
    // reads under them on its own, as it was checked.
    let matches: Vec<Match> = matches
        .into_iter()
        .map(|matched| under_rules(&matched, variant).unwrap_or(matched))
        .collect();
    let written = matches.iter().map(write_mat).collect::<Vec<_>>().join("\n");
    let limit = crate::formats::text::MAX_LINE_BYTES;
    if let Some((index, line)) = written
        .split('\n')
        .enumerate()
        .find(|(_, l)| l.len() > limit)
    {
        return Err(QueryError::LineTooLong {
            line: index + 1,
            length: line.len(),
            limit,
        });
    }
    let expected: Vec<Match> = matches.into_iter().map(named).collect();
    faithful(written, variant, "the rewritten text", &report, &expected)
}

/// The first player (1 or 2) whose name a .mat score line cannot hold, with
/// the name: the two names, written on one score line and read back, read
/// as other names or do not read. The name at fault is one that does so
/// beside a plain name too, or else the right one, which the reader finds
/// after the left player's score. Only a name from SGF can be so, or one
/// from a .mat file in a legacy encoding whose score line, near the line
/// limit, grows past it written as UTF-8: a .mat file's names come from
/// score lines.
fn name_not_writable(matched: &Match) -> Option<(usize, String)> {
    if matched.dialect == Dialect::PlainRecord {
        return None;
    }
    let mut game = matched.games.first()?.clone();
    game.actions.clear();
    game.comments.clear();
    game.number = 1;
    game.score = [0, 0];
    let fits = |players: [PlayerInfo; 2]| {
        let stub = Match {
            dialect: matched.dialect,
            length: 1,
            players,
            headers: Vec::new(),
            games: vec![game.clone()],
        };
        let expected = named(stub.clone());
        read_matches(write_mat(&stub).as_bytes())
            .is_ok_and(|read| read.first().map(|m| &m.players) == Some(&expected.players))
    };
    if fits(matched.players.clone()) {
        return None;
    }
    let plain = || PlayerInfo {
        name: "Player".to_string(),
        rating: None,
    };
    let index = usize::from(fits([matched.players[0].clone(), plain()]));
    let name = matched.players.get(index)?;
    Some((index + 1, name.name.chars().take(40).collect()))
}

/// `matched` with a player the transcript never names (no score line was
/// read) named `Player 1` or `Player 2`, as the .mat writer names them and
/// the readers name a name left out. A plain record names no one, and is
/// written without names.
fn named(mut matched: Match) -> Match {
    if matched.dialect == Dialect::PlainRecord {
        return matched;
    }
    for (index, player) in matched.players.iter_mut().enumerate() {
        if player.name.trim().is_empty() && player.rating.is_none() {
            player.name = format!("Player {}", index + 1);
        }
    }
    matched
}

/// A valid transcript (of any format) as GNU Backgammon SGF, as `bgkit fmt
/// --to sgf` writes it, checked to read back as the same match (but for the
/// header fields SGF has no property for: see [`kept_by_sgf`]).
pub fn canonical_sgf(text: &[u8]) -> Result<String, QueryError> {
    canonical_sgf_with(text, None)
}

/// [`canonical_sgf`] under the rules `variant` names (`None`: the rules the
/// headers name). GNU Backgammon's SGF records standard rules only, so a
/// match under other rules is refused rather than written as if standard;
/// and an SGF file holds one match, so an input of several is refused.
pub fn canonical_sgf_with(text: &[u8], variant: Option<Rules>) -> Result<String, QueryError> {
    let (report, matches) = valid_matches(text, variant)?;
    let other_rules = report
        .matches
        .iter()
        .map(|summary| summary.rules)
        .find(|rules| rules.set != RuleSet::Standard || rules.max_stack.is_some());
    if let Some(rules) = other_rules {
        return Err(QueryError::NotWritable(SgfWriteError::Rules {
            rules: rules.set.name(),
            max_stack: rules.max_stack,
        }));
    }
    let matched = match matches.as_slice() {
        [only] => only,
        several => {
            return Err(QueryError::NotWritable(SgfWriteError::SeveralMatches {
                count: several.len(),
            }));
        }
    };
    let written = write_sgf(matched).map_err(QueryError::NotWritable)?;
    faithful(
        written,
        variant,
        "the SGF",
        &report,
        &[kept_by_sgf(matched)],
    )
}

/// The matches of a transcript that validates under `variant`, with its report.
fn valid_matches(
    text: &[u8],
    variant: Option<Rules>,
) -> Result<(ValidationReport, Vec<Match>), QueryError> {
    let report = validate_with(text, variant);
    if !report.valid {
        return Err(QueryError::Invalid(Box::new(report)));
    }
    let matches = read_matches(text).map_err(|error| {
        QueryError::Unfaithful(format!(
            "the transcript validates but does not read: {error}"
        ))
    })?;
    Ok((report, matches))
}

/// `written` (`what`, for messages), once it is shown to validate under
/// `variant` to the same games, winners and points as the original's
/// `report`, and to read back as the `expected` matches: a rewrite that would
/// lose or change anything is a bug, refused rather than given.
fn faithful(
    written: String,
    variant: Option<Rules>,
    what: &str,
    report: &ValidationReport,
    expected: &[Match],
) -> Result<String, QueryError> {
    let check = validate_with(written.as_bytes(), variant);
    if let Some(error) = check.errors.first() {
        return Err(QueryError::Unfaithful(format!(
            "{what} would not validate: {error}"
        )));
    }
    // The players are compared with the matches below, as the format keeps
    // them.
    let results = |report: &ValidationReport| -> Vec<_> {
        report
            .matches
            .iter()
            .map(|m| (m.length, m.score, m.winner, m.games.clone()))
            .collect()
    };
    if results(&check) != results(report) {
        return Err(QueryError::Unfaithful(format!(
            "{what} would validate to other results: {} instead of {}",
            summary_words(&check),
            summary_words(report)
        )));
    }
    let reread = read_matches(written.as_bytes())
        .map_err(|error| QueryError::Unfaithful(format!("{what} would not read: {error}")))?;
    if reread.len() != expected.len() {
        return Err(QueryError::Unfaithful(format!(
            "{what} would hold {} matches instead of {}",
            reread.len(),
            expected.len()
        )));
    }
    for (expected, reread) in expected.iter().zip(&reread) {
        same_match(expected, reread).map_err(|difference| {
            QueryError::Unfaithful(format!("{what} would change the match: {difference}"))
        })?;
    }
    Ok(written)
}

/// The games and results of a report, briefly, for a message.
fn summary_words(report: &ValidationReport) -> String {
    report
        .matches
        .iter()
        .map(|summary| {
            let games: Vec<String> = summary
                .games
                .iter()
                .map(|g| match (g.winner, g.points) {
                    (Some(winner), Some(points)) => format!("{}:{winner}+{points}", g.number),
                    _ => format!("{}:-", g.number),
                })
                .collect();
            let winner = summary.winner.map_or("-".to_string(), |w| w.to_string());
            let [zero, one] = summary.score;
            format!(
                "{}-point match {zero}-{one} won by {winner} [{}]",
                summary.length,
                games.join(" ")
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The report as `--strict` gives it: warnings (writer quirks, wrong hit
/// marks) count as errors, the errors kept in line order.
pub fn strict(mut report: ValidationReport) -> ValidationReport {
    if !report.warnings.is_empty() {
        let warnings = std::mem::take(&mut report.warnings);
        report.errors.extend(warnings);
        report.errors.sort_by_key(|d| (d.line, d.column));
        report.valid = false;
    }
    report
}

/// The report as `--allow KIND` gives it: no warning of the `allowed`
/// kinds (a writer's habit the reader knows of, say); errors of any kind
/// stay. Before [`strict`], so that the warnings left count as errors.
pub fn allow(mut report: ValidationReport, allowed: &[DiagnosticKind]) -> ValidationReport {
    if !allowed.is_empty() {
        report.warnings.retain(|w| !allowed.contains(&w.kind));
    }
    report
}

/// Validates the transcript in the file at `path`, as `bgkit validate FILE`
/// does: the report names the file as given.
pub fn validate_file(path: &std::path::Path) -> std::io::Result<ValidationReport> {
    validate_file_with(path, None)
}

/// [`validate_file`] under the rules `variant` names, whatever the headers
/// say (`None`: the headers' rules, standard without any).
pub fn validate_file_with(
    path: &std::path::Path,
    variant: Option<Rules>,
) -> std::io::Result<ValidationReport> {
    let file = std::fs::File::open(path)?;
    let report = match super::read_whole_or_stream(file, &mut Vec::new(), |bytes| {
        validate_with(bytes, variant)
    })? {
        super::Whole::Read(report) => report,
        super::Whole::TooLong(stream) => crate::transcript::validate_reader_with(stream, variant)?,
    };
    Ok(report.for_file(path.display().to_string()))
}
