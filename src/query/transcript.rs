//! Whole transcripts: exported as data, or rewritten in the canonical .mat form
//! or as GNU Backgammon SGF.

use super::QueryError;
use crate::rules::{RuleSet, Rules};
use crate::transcript::{
    Match, MatchExport, SgfWriteError, ValidationReport, export_with, kept_by_sgf, read_match,
    read_match_despite_errors, same_match, validate_with, write_mat, write_sgf,
};

/// The export of a transcript already validated as `report`, as `bgkit export`
/// gives it. An invalid transcript is refused unless `force` is set; text that
/// cannot be read as one match is refused always.
pub fn checked_export(
    text: &[u8],
    report: &ValidationReport,
    force: bool,
) -> Result<MatchExport, QueryError> {
    checked_export_with(text, report, force, None)
}

/// [`checked_export`] replayed under the rules `variant` names, whatever the
/// headers say (`None`: the headers' rules, standard without any).
pub fn checked_export_with(
    text: &[u8],
    report: &ValidationReport,
    force: bool,
    variant: Option<Rules>,
) -> Result<MatchExport, QueryError> {
    if !report.valid && !force {
        return Err(QueryError::Invalid(Box::new(report.clone())));
    }
    let matched = if report.valid {
        read_match(text)
    } else {
        read_match_despite_errors(text)
    }
    .map_err(QueryError::Unreadable)?;
    Ok(export_with(&matched, variant))
}

/// The canonical .mat text of a valid transcript, as `bgkit fmt` writes it,
/// checked to read back as the same match before it is given.
pub fn canonical_mat(text: &[u8]) -> Result<String, QueryError> {
    canonical_mat_with(text, None)
}

/// [`canonical_mat`] with the transcript checked under the rules `variant`
/// names, whatever the headers say (`None`: the headers' rules).
pub fn canonical_mat_with(text: &[u8], variant: Option<Rules>) -> Result<String, QueryError> {
    let (_, matched) = valid_match(text, variant)?;
    let written = write_mat(&matched);
    faithful(written, variant, "the rewritten text", &matched)
}

/// A valid transcript (of any format) as GNU Backgammon SGF, as `bgkit fmt
/// --to sgf` writes it, checked to read back as the same match (but for the
/// header fields SGF has no property for: see [`kept_by_sgf`]).
pub fn canonical_sgf(text: &[u8]) -> Result<String, QueryError> {
    canonical_sgf_with(text, None)
}

/// [`canonical_sgf`] under the rules `variant` names (`None`: the rules the
/// headers name). GNU Backgammon's SGF records standard rules only, so a
/// match under other rules is refused rather than written as if standard.
pub fn canonical_sgf_with(text: &[u8], variant: Option<Rules>) -> Result<String, QueryError> {
    let (report, matched) = valid_match(text, variant)?;
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
    let written = write_sgf(&matched).map_err(QueryError::NotWritable)?;
    faithful(written, variant, "the SGF", &kept_by_sgf(&matched))
}

/// The match of a transcript that validates under `variant`, with its report.
fn valid_match(
    text: &[u8],
    variant: Option<Rules>,
) -> Result<(ValidationReport, Match), QueryError> {
    let report = validate_with(text, variant);
    if !report.valid {
        return Err(QueryError::Invalid(Box::new(report)));
    }
    let matched = read_match(text).map_err(|error| {
        QueryError::Unfaithful(format!(
            "the transcript validates but does not read: {error}"
        ))
    })?;
    Ok((report, matched))
}

/// `written` (`what`, for messages), once it is shown to validate under
/// `variant` and to read back as `expected`: a rewrite that would lose or
/// change anything is a bug, refused rather than given.
fn faithful(
    written: String,
    variant: Option<Rules>,
    what: &str,
    expected: &Match,
) -> Result<String, QueryError> {
    let check = validate_with(written.as_bytes(), variant);
    if let Some(error) = check.errors.first() {
        return Err(QueryError::Unfaithful(format!(
            "{what} would not validate: {error}"
        )));
    }
    let reread = read_match(written.as_bytes())
        .map_err(|error| QueryError::Unfaithful(format!("{what} would not read: {error}")))?;
    same_match(expected, &reread).map_err(|difference| {
        QueryError::Unfaithful(format!("{what} would change the match: {difference}"))
    })?;
    Ok(written)
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

/// Files up to this size are read whole and checked in place; larger ones
/// are streamed.
const WHOLE_FILE_BYTES: u64 = 8 * 1024 * 1024;

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
    let size = file.metadata().map_or(u64::MAX, |m| m.len());
    let report = if size <= WHOLE_FILE_BYTES {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::Read::take(file, u64::MAX), &mut bytes)?;
        validate_with(&bytes, variant)
    } else {
        let input = std::io::BufReader::with_capacity(64 * 1024, file);
        crate::transcript::validate_reader_with(input, variant)?
    };
    Ok(report.for_file(path.display().to_string()))
}
