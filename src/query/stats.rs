//! Per-player statistics of transcripts, as `bgkit stats` gives them: one
//! row per player of each file, or one per player name over many files.

use serde::Serialize;

use super::QueryError;
use crate::analysis::stats::{PlayerStats, match_stats};
use crate::rules::Rules;
use crate::transcript::{Match, ValidationReport, read_matches, validate_with};

/// One row of `bgkit stats`: a player's statistics in one file, or over
/// every file read (`--by-player`), where `file` is left out.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StatsRow {
    /// The file the row is about, when the caller names files.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// The statistics.
    #[serde(flatten)]
    pub stats: PlayerStats,
}

/// The statistics of the transcript `text` (any format), one row per seat,
/// player 1 (the left column) first. A transcript with warnings counts; an
/// invalid one is refused unless `force` is set, and text that cannot be
/// read as a match is refused always.
pub fn stats(text: &[u8], force: bool) -> Result<Vec<StatsRow>, QueryError> {
    let report = validate_with(text, None);
    checked_stats(text, &report, force, None, None)
}

/// [`stats`] of a transcript already validated as `report` (under the rules
/// `variant` names, whatever the headers say, when given), each row naming
/// `file`.
pub fn checked_stats(
    text: &[u8],
    report: &ValidationReport,
    force: bool,
    variant: Option<Rules>,
    file: Option<&str>,
) -> Result<Vec<StatsRow>, QueryError> {
    if !report.valid && !force {
        return Err(QueryError::Invalid(Box::new(report.clone())));
    }
    let matches: Vec<Match> = if report.valid {
        read_matches(text).map_err(QueryError::Unreadable)?
    } else {
        super::transcript::readable_matches(text)?.0
    };
    // Files joined end to end: each match's rows, in order.
    let mut rows = Vec::new();
    for matched in &matches {
        for mut stats in match_stats(matched, variant).players {
            for mistake in &mut stats.bearoff_mistakes {
                mistake.file = file.map(str::to_string);
            }
            rows.push(StatsRow {
                file: file.map(str::to_string),
                stats,
            });
        }
    }
    Ok(rows)
}

/// The rows added up by player name, in the order of the names (as bytes):
/// one row per name, without a file.
pub fn by_player(rows: impl IntoIterator<Item = StatsRow>) -> Vec<StatsRow> {
    let mut totals: std::collections::BTreeMap<String, PlayerStats> = Default::default();
    for row in rows {
        totals
            .entry(row.stats.name.clone())
            .or_insert_with(|| PlayerStats::named(&row.stats.name))
            .add(&row.stats);
    }
    totals
        .into_values()
        .map(|stats| StatsRow { file: None, stats })
        .collect()
}

/// The statistics of the transcript files at `paths`, in order, as `bgkit
/// stats FILE... --format json` gives them (`by_player`: with
/// `--by-player`). A file that cannot be read is an I/O error; an invalid
/// transcript is refused unless `force` is set.
pub fn stats_files(
    paths: &[std::path::PathBuf],
    by_player_too: bool,
    force: bool,
) -> Result<Vec<StatsRow>, StatsFileError> {
    let mut rows = Vec::new();
    for path in paths {
        let name = path.display().to_string();
        let text = std::fs::read(path).map_err(|source| StatsFileError::Io {
            file: name.clone(),
            source,
        })?;
        let report = validate_with(&text, None).for_file(name.clone());
        rows.extend(
            checked_stats(&text, &report, force, None, Some(&name))
                .map_err(StatsFileError::Query)?,
        );
    }
    Ok(if by_player_too { by_player(rows) } else { rows })
}

/// Why [`stats_files`] gave no answer.
#[derive(Debug, thiserror::Error)]
pub enum StatsFileError {
    /// A file could not be read.
    #[error("{file}: {source}")]
    Io {
        /// The file as named.
        file: String,
        /// What failed.
        source: std::io::Error,
    },
    /// A file was not a valid transcript.
    #[error(transparent)]
    Query(QueryError),
}
