//! Whole transcripts: exported as data, or rewritten in the canonical .mat form
//! or as GNU Backgammon SGF.

use super::QueryError;
use crate::transcript::{
    MatchExport, ValidationReport, export, kept_by_sgf, read_match, same_match, validate,
    write_mat, write_sgf,
};

/// The export of a transcript already validated as `report`, as `bgkit export`
/// gives it. An invalid transcript is refused unless `force` is set; text that
/// cannot be read as one match is refused always.
pub fn checked_export(
    text: &[u8],
    report: &ValidationReport,
    force: bool,
) -> Result<MatchExport, QueryError> {
    if !report.valid && !force {
        return Err(QueryError::Invalid(Box::new(report.clone())));
    }
    let matched = read_match(text).map_err(QueryError::Unreadable)?;
    Ok(export(&matched))
}

/// The canonical .mat text of a valid transcript, as `bgkit fmt` writes it,
/// checked to read back as the same match before it is given.
pub fn canonical_mat(text: &[u8]) -> Result<String, QueryError> {
    let report = validate(text);
    if !report.valid {
        return Err(QueryError::Invalid(Box::new(report)));
    }
    let matched = read_match(text).map_err(|error| {
        QueryError::Unfaithful(format!(
            "the transcript validates but does not read: {error}"
        ))
    })?;
    let written = write_mat(&matched);
    let check = validate(written.as_bytes());
    if let Some(error) = check.errors.first() {
        return Err(QueryError::Unfaithful(format!(
            "the rewritten text would not validate: {error}"
        )));
    }
    let reread = read_match(written.as_bytes()).map_err(|error| {
        QueryError::Unfaithful(format!("the rewritten text would not read: {error}"))
    })?;
    same_match(&matched, &reread).map_err(|difference| {
        QueryError::Unfaithful(format!(
            "the rewritten text would change the match: {difference}"
        ))
    })?;
    Ok(written)
}

/// A valid transcript (of any format) as GNU Backgammon SGF, as `bgkit fmt
/// --to sgf` writes it, checked to read back as the same match (but for the
/// header fields SGF has no property for: see [`kept_by_sgf`]).
pub fn canonical_sgf(text: &[u8]) -> Result<String, QueryError> {
    let report = validate(text);
    if !report.valid {
        return Err(QueryError::Invalid(Box::new(report)));
    }
    let matched = read_match(text).map_err(|error| {
        QueryError::Unfaithful(format!(
            "the transcript validates but does not read: {error}"
        ))
    })?;
    let written = write_sgf(&matched).map_err(QueryError::NotWritable)?;
    let check = validate(written.as_bytes());
    if let Some(error) = check.errors.first() {
        return Err(QueryError::Unfaithful(format!(
            "the SGF would not validate: {error}"
        )));
    }
    let reread = read_match(written.as_bytes())
        .map_err(|error| QueryError::Unfaithful(format!("the SGF would not read: {error}")))?;
    same_match(&kept_by_sgf(&matched), &reread).map_err(|difference| {
        QueryError::Unfaithful(format!("the SGF would change the match: {difference}"))
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

/// Files up to this size are read whole, so that a clean one takes the fast
/// lane ([`crate::transcript::quick_validate`]); larger ones are streamed.
const WHOLE_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// Validates the transcript in the file at `path`, as `bgkit validate FILE`
/// does: the report names the file as given.
pub fn validate_file(path: &std::path::Path) -> std::io::Result<ValidationReport> {
    let file = std::fs::File::open(path)?;
    let size = file.metadata().map_or(u64::MAX, |m| m.len());
    let report = if size <= WHOLE_FILE_BYTES {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::Read::take(file, u64::MAX), &mut bytes)?;
        validate(&bytes)
    } else {
        crate::transcript::validate_reader(std::io::BufReader::with_capacity(64 * 1024, file))?
    };
    Ok(report.for_file(path.display().to_string()))
}
