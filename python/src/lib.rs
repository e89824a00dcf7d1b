//! The native half of the `bgkit` Python package.
//!
//! Every function answers with the value `bgkit` prints as JSON for the same
//! question: the same library value, serialized by the same serde code into a
//! JSON value, which becomes dicts, lists, strings, ints, floats, bools and
//! None, so answers equal the command line's by construction. The work runs
//! with the interpreter lock released, so threads validate files and generate
//! plays in parallel.

use std::path::PathBuf;

use bgkit::query::{self, QueryError, TurnAt};
use bgkit::rules::{RuleSet, Rules};
use bgkit::transcript::{self, DiagnosticKind, ValidationReport};
use pyo3::exceptions::{PyOSError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyList, PyString};
use serde::Serialize;
use serde_json::Value;

/// The value as the command line's JSON holds it.
fn json<T: Serialize>(value: &T) -> Result<Value, String> {
    serde_json::to_value(value).map_err(|e| e.to_string())
}

/// A JSON value as the Python value `json.loads` makes of its text.
fn to_python<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(flag) => PyBool::new(py, *flag).to_owned().into_any(),
        Value::Number(number) => {
            if let Some(whole) = number.as_i64() {
                whole.into_pyobject(py)?.into_any()
            } else if let Some(whole) = number.as_u64() {
                whole.into_pyobject(py)?.into_any()
            } else {
                // serde_json holds every other number as an f64.
                number
                    .as_f64()
                    .unwrap_or(f64::NAN)
                    .into_pyobject(py)?
                    .into_any()
            }
        }
        Value::String(text) => PyString::new(py, text).into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_python(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(fields) => {
            let dict = PyDict::new(py);
            for (key, item) in fields {
                dict.set_item(key, to_python(py, item)?)?;
            }
            dict.into_any()
        }
    })
}

/// A value made without the interpreter lock, handed to Python.
fn to_py<'py>(py: Python<'py>, value: Result<Value, String>) -> PyResult<Bound<'py, PyAny>> {
    to_python(py, &value.map_err(PyValueError::new_err)?)
}

/// Raises `error` as the package's exception class for its kind: the message
/// with the line, column and kind of the fault, and the validation report
/// (as JSON) when a transcript was refused for its errors.
fn raise(py: Python<'_>, error: QueryError) -> PyErr {
    let class = match &error {
        QueryError::Invalid(_) => "ValidationError",
        QueryError::IllegalPlay { .. } => "IllegalPlayError",
        QueryError::Unfaithful(_)
        | QueryError::Json(_)
        | QueryError::NotWritable(_)
        | QueryError::NameNotWritable { .. }
        | QueryError::EditedGame { .. }
        | QueryError::LineTooLong { .. }
        | QueryError::Score { .. }
        | QueryError::NoSuchMatch { .. }
        | QueryError::NoSuchGame { .. }
        | QueryError::NoPosition { .. } => "BgkitError",
        _ => "ParseError",
    };
    let report = match &error {
        QueryError::Invalid(report) => Some(to_py(py, json(report.as_ref()))),
        _ => None,
    }
    .transpose();
    let report = match report {
        Ok(report) => report,
        Err(failed) => return failed,
    };
    let arguments = (
        error.to_string(),
        error.line(),
        error.column(),
        error.kind(),
        report,
    );
    let raised = py
        .import("bgkit._errors")
        .and_then(|module| module.getattr(class))
        .and_then(|class| class.call1(arguments));
    match raised {
        Ok(exception) => PyErr::from_value(exception),
        Err(failed) => failed,
    }
}

/// Runs `work` with the interpreter lock released and turns its answer into
/// Python values, or its error into the package's exception.
fn answer<'py, T: Serialize>(
    py: Python<'py>,
    work: impl FnOnce() -> Result<T, QueryError> + Send,
) -> PyResult<Bound<'py, PyAny>> {
    match py.detach(|| work().map(|value| json(&value))) {
        Ok(value) => to_py(py, value),
        Err(error) => Err(raise(py, error)),
    }
}

/// The rules `rules` (a rule set's name) and `max_stack` choose; `None`
/// when neither is given (a transcript's headers then decide).
fn chosen_rules(rules: Option<&str>, max_stack: Option<u8>) -> PyResult<Option<Rules>> {
    if rules.is_none() && max_stack.is_none() {
        return Ok(None);
    }
    let set = match rules {
        Some(name) => name
            .parse::<RuleSet>()
            .map_err(|e| PyValueError::new_err(e.to_string()))?,
        None => RuleSet::Standard,
    };
    if max_stack == Some(0) || max_stack.is_some_and(|cap| cap > 15) {
        return Err(PyValueError::new_err("max_stack is 1 to 15 checkers"));
    }
    Ok(Some(Rules::of(set).with_max_stack(max_stack.unwrap_or(0))))
}

/// The rules chosen for a position: standard unless others are.
fn position_rules(rules: Option<&str>, max_stack: Option<u8>) -> PyResult<Rules> {
    Ok(chosen_rules(rules, max_stack)?.unwrap_or_default())
}

/// A `--perspective` value: `on-roll` or `player0`.
fn perspective(name: &str) -> PyResult<query::Perspective> {
    match name {
        "on-roll" | "on_roll" => Ok(query::Perspective::OnRoll),
        "player0" => Ok(query::Perspective::Player0),
        other => Err(PyValueError::new_err(format!(
            "perspective is `on-roll` or `player0`, not `{other}`"
        ))),
    }
}

/// `bgkit parse RECORD --format json`.
#[pyfunction]
fn parse(py: Python<'_>, record: String) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::parse(&record))
}

/// `bgkit moves POSITION [ROLL] --format json` (with `--count` when `count_only`).
#[pyfunction]
#[pyo3(signature = (position, roll, count_only, rules=None, max_stack=None))]
fn legal_plays(
    py: Python<'_>,
    position: String,
    roll: Option<String>,
    count_only: bool,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<Bound<'_, PyAny>> {
    let rules = position_rules(rules.as_deref(), max_stack)?;
    answer(py, || {
        query::legal_plays_with(&position, roll.as_deref(), count_only, rules)
    })
}

/// `bgkit play POSITION [ROLL] PLAY --format json`.
#[pyfunction]
#[pyo3(signature = (position, roll, play, rules=None, max_stack=None))]
fn play(
    py: Python<'_>,
    position: String,
    roll: Option<String>,
    play: String,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<Bound<'_, PyAny>> {
    let rules = position_rules(rules.as_deref(), max_stack)?;
    answer(py, || {
        query::play_with(&position, roll.as_deref(), &play, rules)
    })
}

/// `bgkit pips POSITION --format json`.
#[pyfunction]
fn pips(py: Python<'_>, position: String) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::pips(&position))
}

/// `bgkit id POSITION --format json`.
#[pyfunction]
fn ids(py: Python<'_>, position: String) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::ids(&position))
}

/// `bgkit board POSITION --format json`.
#[pyfunction]
fn board(py: Python<'_>, position: String) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::board(&position))
}

/// `bgkit board POSITION --svg -` (`--perspective`).
#[pyfunction]
fn board_svg(py: Python<'_>, position: String, view: String) -> PyResult<String> {
    let view = perspective(&view)?;
    text_answer(py, || query::board_svg(&position, view))
}

/// `bgkit board POSITION`: the text diagram (`--perspective`).
#[pyfunction]
fn board_text(py: Python<'_>, position: String, view: String) -> PyResult<String> {
    let view = perspective(&view)?;
    text_answer(py, || query::board_text(&position, view))
}

/// Where in a game `bgkit position` looks: `--turn M`, `--move M [--player
/// P]`, or the game's end when neither is given (`--turn end`).
fn turn_at(turn: Option<usize>, move_number: Option<u32>, player: Option<u8>) -> PyResult<TurnAt> {
    match (turn, move_number, player) {
        (Some(_), Some(_), _) => Err(PyTypeError::new_err(
            "turn and move name the same thing: give one of them",
        )),
        (_, None, Some(_)) => Err(PyTypeError::new_err(
            "player picks a turn of a move: give move too",
        )),
        (Some(index), None, None) => Ok(TurnAt::Index(index)),
        (None, Some(number), player) => Ok(TurnAt::Move { number, player }),
        (None, None, None) => Ok(TurnAt::End),
    }
}

/// `bgkit position FILE --game N [--turn M | --move M] --format json` over
/// the transcript `data`.
#[pyfunction]
#[pyo3(signature = (data, match_number, game, turn, move_number, player, force, rules=None, max_stack=None))]
#[allow(clippy::too_many_arguments)]
fn position<'py>(
    py: Python<'py>,
    data: &[u8],
    match_number: usize,
    game: u32,
    turn: Option<usize>,
    move_number: Option<u32>,
    player: Option<u8>,
    force: bool,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<Bound<'py, PyAny>> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    let at = turn_at(turn, move_number, player)?;
    answer(py, || {
        query::transcript_position(data, match_number, game, at, force, rules)
    })
}

/// `bgkit position FILE --game N [--turn M | --move M] --svg -` over the
/// transcript `data`.
#[pyfunction]
#[pyo3(signature = (data, match_number, game, turn, move_number, player, force, view, rules=None, max_stack=None))]
#[allow(clippy::too_many_arguments)]
fn position_svg(
    py: Python<'_>,
    data: &[u8],
    match_number: usize,
    game: u32,
    turn: Option<usize>,
    move_number: Option<u32>,
    player: Option<u8>,
    force: bool,
    view: String,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<String> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    let view = perspective(&view)?;
    let at = turn_at(turn, move_number, player)?;
    text_answer(py, || {
        let found = query::transcript_position(data, match_number, game, at, force, rules)?;
        query::board_svg(&found.xgid, view)
    })
}

/// `bgkit shots POSITION --format json`.
#[pyfunction]
#[pyo3(signature = (position, rules=None, max_stack=None))]
fn shots(
    py: Python<'_>,
    position: String,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<Bound<'_, PyAny>> {
    let rules = position_rules(rules.as_deref(), max_stack)?;
    answer(py, || query::shots_with(&position, rules))
}

/// `bgkit shots POSITION --roll ROLL --after PLAY --format json`.
#[pyfunction]
#[pyo3(signature = (position, roll, play, rules=None, max_stack=None))]
fn shots_after(
    py: Python<'_>,
    position: String,
    roll: Option<String>,
    play: String,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<Bound<'_, PyAny>> {
    let rules = position_rules(rules.as_deref(), max_stack)?;
    answer(py, || {
        query::shots_after_with(&position, roll.as_deref(), &play, rules)
    })
}

/// `bgkit race POSITION --format json`.
#[pyfunction]
fn race(py: Python<'_>, position: String) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::race(&position))
}

/// `bgkit score POSITION --format json` (`--cube`, `--opening-double`).
#[pyfunction]
#[pyo3(signature = (position, cube, opening_double, rules=None, max_stack=None))]
fn score(
    py: Python<'_>,
    position: String,
    cube: Option<u32>,
    opening_double: bool,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<Bound<'_, PyAny>> {
    let rules = position_rules(rules.as_deref(), max_stack)?;
    answer(py, || query::score(&position, cube, opening_double, rules))
}

/// `bgkit opening --format json`.
#[pyfunction]
fn opening(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    answer(py, query::opening)
}

/// `bgkit rules [NAME] --format json`.
#[pyfunction]
#[pyo3(signature = (name=None))]
fn rules(py: Python<'_>, name: Option<String>) -> PyResult<Bound<'_, PyAny>> {
    match name {
        Some(name) => {
            let set = name
                .parse::<RuleSet>()
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            to_py(py, json(&query::rule_set(set)))
        }
        None => to_py(py, json(&query::rule_sets())),
    }
}

/// `bgkit shots --table --format json`.
#[pyfunction]
fn shot_table(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    to_py(py, json(&query::shot_table()))
}

/// `bgkit shots --entering --format json`.
#[pyfunction]
fn entering_table(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    to_py(py, json(&query::entering_table()))
}

/// How a report is given: `--allow`'s kinds left out, `--strict` when
/// asked.
struct Given {
    strict: bool,
    allowed: Vec<DiagnosticKind>,
}

impl Given {
    /// `strict`, and the kinds `allow` names (a `ValueError` for a name that
    /// is no kind).
    fn of(strict: bool, allow: Option<Vec<String>>) -> PyResult<Given> {
        let allowed = allow
            .unwrap_or_default()
            .iter()
            .map(|name| name.parse::<DiagnosticKind>())
            .collect::<Result<_, _>>()
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        Ok(Given { strict, allowed })
    }

    /// The report as `bgkit validate` gives it, named `file` when a name is
    /// given.
    fn finished(&self, report: ValidationReport, file: Option<String>) -> ValidationReport {
        let report = match file {
            Some(name) => report.for_file(name),
            None => report,
        };
        let report = query::allow(report, &self.allowed);
        if self.strict {
            query::strict(report)
        } else {
            report
        }
    }
}

/// `bgkit validate --format json` over the transcript text `data`.
#[pyfunction]
#[pyo3(signature = (data, strict, file=None, rules=None, max_stack=None, allow=None))]
fn validate<'py>(
    py: Python<'py>,
    data: &[u8],
    strict: bool,
    file: Option<String>,
    rules: Option<String>,
    max_stack: Option<u8>,
    allow: Option<Vec<String>>,
) -> PyResult<Bound<'py, PyAny>> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    let given = Given::of(strict, allow)?;
    let report = py.detach(|| {
        let report = transcript::validate_with(data, rules);
        json(&given.finished(report, file))
    });
    to_py(py, report)
}

/// `bgkit validate FILE --format json`: the file read and validated with
/// the interpreter lock released.
#[pyfunction]
#[pyo3(signature = (path, strict, rules=None, max_stack=None, allow=None))]
fn validate_file(
    py: Python<'_>,
    path: PathBuf,
    strict: bool,
    rules: Option<String>,
    max_stack: Option<u8>,
    allow: Option<Vec<String>>,
) -> PyResult<Bound<'_, PyAny>> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    let given = Given::of(strict, allow)?;
    let report = py
        .detach(|| {
            query::validate_file_with(&path, rules)
                .map(|report| json(&given.finished(report, None)))
        })
        .map_err(|e| PyOSError::new_err(format!("{}: {e}", path.display())))?;
    to_py(py, report)
}

/// The exports of the transcript `data`, one per match, refused when
/// invalid unless `force`.
fn exported(
    data: &[u8],
    force: bool,
    rules: Option<Rules>,
) -> Result<Vec<transcript::MatchExport>, QueryError> {
    let report = transcript::validate_with(data, rules);
    query::checked_export_with(data, &report, force, rules)
}

/// The values of several matches' exports as one answer, as `bgkit export`
/// writes one input's: the only one as it is, several as a list, each with
/// its `match` number first.
fn one_or_each<T: Serialize>(
    exports: &[transcript::MatchExport],
    each: impl Fn(&transcript::MatchExport) -> T,
) -> Result<Value, String> {
    match exports {
        [only] => json(&each(only)),
        several => several
            .iter()
            .zip(1u32..)
            .map(|(exported, number)| {
                let mut numbered = serde_json::Map::new();
                numbered.insert("match".into(), number.into());
                match json(&each(exported))? {
                    Value::Object(fields) => numbered.extend(fields),
                    other => {
                        numbered.insert("value".into(), other);
                    }
                }
                Ok(Value::Object(numbered))
            })
            .collect::<Result<Vec<Value>, String>>()
            .map(Value::Array),
    }
}

/// `bgkit export --format json` over the transcript text `data`: the
/// document of its match, or a list of them when it holds several.
#[pyfunction]
#[pyo3(signature = (data, force, rules=None, max_stack=None))]
fn export<'py>(
    py: Python<'py>,
    data: &[u8],
    force: bool,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<Bound<'py, PyAny>> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    let exported = py
        .detach(|| exported(data, force, rules).map(|exports| one_or_each(&exports, Clone::clone)));
    match exported {
        Ok(value) => to_py(py, value),
        Err(error) => Err(raise(py, error)),
    }
}

/// `bgkit export --html` over the transcript `data`: the viewer's page of
/// match `match_number`, titled after `name`.
#[pyfunction]
#[pyo3(signature = (data, match_number, name, force, rules=None, max_stack=None))]
fn viewer(
    py: Python<'_>,
    data: &[u8],
    match_number: usize,
    name: &str,
    force: bool,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<String> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    py.detach(|| query::viewer(data, match_number, name, force, rules))
        .map_err(|error| raise(py, error))
}

/// The turn table of `bgkit export --format csv`, as typed records; each
/// with its `match` number when the input holds several matches.
#[pyfunction]
#[pyo3(signature = (data, force, rules=None, max_stack=None))]
fn turns<'py>(
    py: Python<'py>,
    data: &[u8],
    force: bool,
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<Bound<'py, PyAny>> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    let records = py.detach(|| {
        exported(data, force, rules).map(|exports| {
            let several = exports.len() > 1;
            let mut rows = Vec::new();
            for (exported, number) in exports.iter().zip(1u32..) {
                for record in query::turn_records(exported) {
                    let mut row = serde_json::Map::new();
                    if several {
                        row.insert("match".into(), number.into());
                    }
                    if let Value::Object(fields) = json(&record)? {
                        row.extend(fields);
                    }
                    rows.push(Value::Object(row));
                }
            }
            Ok(Value::Array(rows))
        })
    });
    match records {
        Ok(value) => to_py(py, value),
        Err(error) => Err(raise(py, error)),
    }
}

/// The turn table of an export document (JSON text, as `export` gives it).
#[pyfunction]
fn turns_of_export(py: Python<'_>, document: String) -> PyResult<Bound<'_, PyAny>> {
    let exported: transcript::MatchExport = serde_json::from_str(&document)
        .map_err(|e| PyValueError::new_err(format!("not an export document: {e}")))?;
    to_py(py, json(&query::turn_records(&exported)))
}

/// `bgkit stats --format json` over the transcript text `data`: one row
/// per player, without a file.
#[pyfunction]
fn stats<'py>(py: Python<'py>, data: &[u8], force: bool) -> PyResult<Bound<'py, PyAny>> {
    answer(py, || query::stats(data, force))
}

/// `bgkit stats FILE... --format json`, with `--by-player` when `by_player`.
#[pyfunction]
fn stats_files(
    py: Python<'_>,
    paths: Vec<PathBuf>,
    by_player: bool,
    force: bool,
) -> PyResult<Bound<'_, PyAny>> {
    match py.detach(|| query::stats_files(&paths, by_player, force).map(|rows| json(&rows))) {
        Ok(rows) => to_py(py, rows),
        Err(query::StatsFileError::Query(error)) => Err(raise(py, error)),
        Err(error) => Err(PyOSError::new_err(error.to_string())),
    }
}

/// `bgkit fmt`: the canonical .mat text of the transcript `data`.
#[pyfunction]
#[pyo3(signature = (data, rules=None, max_stack=None))]
fn format_mat(
    py: Python<'_>,
    data: &[u8],
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<String> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    text_answer(py, || query::canonical_mat_with(data, rules))
}

/// `bgkit fmt --to sgf`: the transcript `data` as GNU Backgammon SGF.
#[pyfunction]
#[pyo3(signature = (data, rules=None, max_stack=None))]
fn format_sgf(
    py: Python<'_>,
    data: &[u8],
    rules: Option<String>,
    max_stack: Option<u8>,
) -> PyResult<String> {
    let rules = chosen_rules(rules.as_deref(), max_stack)?;
    text_answer(py, || query::canonical_sgf_with(data, rules))
}

/// Runs `work` (which gives text) with the interpreter lock released, or
/// raises its error as the package's exception.
fn text_answer(
    py: Python<'_>,
    work: impl FnOnce() -> Result<String, QueryError> + Send,
) -> PyResult<String> {
    py.detach(work).map_err(|error| raise(py, error))
}

/// The native functions; `bgkit/__init__.py` is the documented interface.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    module.add_function(wrap_pyfunction!(parse, module)?)?;
    module.add_function(wrap_pyfunction!(legal_plays, module)?)?;
    module.add_function(wrap_pyfunction!(play, module)?)?;
    module.add_function(wrap_pyfunction!(pips, module)?)?;
    module.add_function(wrap_pyfunction!(ids, module)?)?;
    module.add_function(wrap_pyfunction!(board, module)?)?;
    module.add_function(wrap_pyfunction!(board_svg, module)?)?;
    module.add_function(wrap_pyfunction!(board_text, module)?)?;
    module.add_function(wrap_pyfunction!(position, module)?)?;
    module.add_function(wrap_pyfunction!(position_svg, module)?)?;
    module.add_function(wrap_pyfunction!(shots, module)?)?;
    module.add_function(wrap_pyfunction!(shots_after, module)?)?;
    module.add_function(wrap_pyfunction!(race, module)?)?;
    module.add_function(wrap_pyfunction!(score, module)?)?;
    module.add_function(wrap_pyfunction!(opening, module)?)?;
    module.add_function(wrap_pyfunction!(rules, module)?)?;
    module.add_function(wrap_pyfunction!(shot_table, module)?)?;
    module.add_function(wrap_pyfunction!(entering_table, module)?)?;
    module.add_function(wrap_pyfunction!(validate, module)?)?;
    module.add_function(wrap_pyfunction!(validate_file, module)?)?;
    module.add_function(wrap_pyfunction!(export, module)?)?;
    module.add_function(wrap_pyfunction!(viewer, module)?)?;
    module.add_function(wrap_pyfunction!(turns, module)?)?;
    module.add_function(wrap_pyfunction!(turns_of_export, module)?)?;
    module.add_function(wrap_pyfunction!(format_mat, module)?)?;
    module.add_function(wrap_pyfunction!(stats, module)?)?;
    module.add_function(wrap_pyfunction!(stats_files, module)?)?;
    module.add_function(wrap_pyfunction!(format_sgf, module)?)?;
    Ok(())
}
