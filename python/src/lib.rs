//! The native half of the `bgkit` Python package.
//!
//! Every function answers with the value `bgkit` prints as JSON for the same
//! question: the same library value, serialized by the same serde code into a
//! JSON value, which becomes dicts, lists, strings, ints, floats, bools and
//! None, so answers equal the command line's by construction. The work runs
//! with the interpreter lock released, so threads validate files and generate
//! plays in parallel.

use std::path::PathBuf;

use bgkit::analysis::entering::entering_table as entering_table_rows;
use bgkit::analysis::shots::direct_shot_table;
use bgkit::query::{self, QueryError};
use bgkit::transcript::{self, ValidationReport};
use pyo3::exceptions::{PyOSError, PyValueError};
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
        QueryError::Unfaithful(_) => "BgkitError",
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

/// `bgkit parse RECORD --format json`.
#[pyfunction]
fn parse(py: Python<'_>, record: String) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::parse(&record))
}

/// `bgkit moves POSITION ROLL --format json` (with `--count` when `count_only`).
#[pyfunction]
fn legal_plays(
    py: Python<'_>,
    position: String,
    roll: String,
    count_only: bool,
) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::legal_plays(&position, &roll, count_only))
}

/// `bgkit play POSITION ROLL PLAY --format json`.
#[pyfunction]
fn play(
    py: Python<'_>,
    position: String,
    roll: String,
    play: String,
) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::play(&position, &roll, &play))
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

/// `bgkit shots POSITION --format json`.
#[pyfunction]
fn shots(py: Python<'_>, position: String) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::shots(&position))
}

/// `bgkit shots POSITION --roll ROLL --after PLAY --format json`.
#[pyfunction]
fn shots_after(
    py: Python<'_>,
    position: String,
    roll: String,
    play: String,
) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::shots_after(&position, &roll, &play))
}

/// `bgkit race POSITION --format json`.
#[pyfunction]
fn race(py: Python<'_>, position: String) -> PyResult<Bound<'_, PyAny>> {
    answer(py, || query::race(&position))
}

/// `bgkit shots --table --format json`.
#[pyfunction]
fn shot_table(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    to_py(py, json(&direct_shot_table()))
}

/// `bgkit shots --entering --format json`.
#[pyfunction]
fn entering_table(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    to_py(py, json(&entering_table_rows()))
}

/// The report as `bgkit validate` gives it, `--strict` when asked, named
/// `file` when a name is given.
fn finished(report: ValidationReport, strict: bool, file: Option<String>) -> ValidationReport {
    let report = match file {
        Some(name) => report.for_file(name),
        None => report,
    };
    if strict {
        query::strict(report)
    } else {
        report
    }
}

/// `bgkit validate --format json` over the transcript text `data`.
#[pyfunction]
#[pyo3(signature = (data, strict, file=None))]
fn validate<'py>(
    py: Python<'py>,
    data: &[u8],
    strict: bool,
    file: Option<String>,
) -> PyResult<Bound<'py, PyAny>> {
    let report = py.detach(|| json(&finished(transcript::validate(data), strict, file)));
    to_py(py, report)
}

/// `bgkit validate FILE --format json`: the file read and validated with
/// the interpreter lock released.
#[pyfunction]
fn validate_file(py: Python<'_>, path: PathBuf, strict: bool) -> PyResult<Bound<'_, PyAny>> {
    let report = py
        .detach(|| query::validate_file(&path).map(|report| json(&finished(report, strict, None))))
        .map_err(|e| PyOSError::new_err(format!("{}: {e}", path.display())))?;
    to_py(py, report)
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
fn export<'py>(py: Python<'py>, data: &[u8], force: bool) -> PyResult<Bound<'py, PyAny>> {
    let exported = py.detach(|| {
        let report = transcript::validate(data);
        query::checked_export(data, &report, force)
            .map(|exports| one_or_each(&exports, Clone::clone))
    });
    match exported {
        Ok(value) => to_py(py, value),
        Err(error) => Err(raise(py, error)),
    }
}

/// The turn table of `bgkit export --format csv`, as typed records; each
/// with its `match` number when the input holds several matches.
#[pyfunction]
fn turns<'py>(py: Python<'py>, data: &[u8], force: bool) -> PyResult<Bound<'py, PyAny>> {
    let records = py.detach(|| {
        let report = transcript::validate(data);
        query::checked_export(data, &report, force).map(|exports| {
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

/// `bgkit fmt`: the canonical .mat text of the transcript `data`.
#[pyfunction]
fn format_mat(py: Python<'_>, data: &[u8]) -> PyResult<String> {
    match py.detach(|| query::canonical_mat(data)) {
        Ok(text) => Ok(text),
        Err(error) => Err(raise(py, error)),
    }
}

/// The native functions; `bgkit/__init__.py` is the documented interface.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(parse, module)?)?;
    module.add_function(wrap_pyfunction!(legal_plays, module)?)?;
    module.add_function(wrap_pyfunction!(play, module)?)?;
    module.add_function(wrap_pyfunction!(pips, module)?)?;
    module.add_function(wrap_pyfunction!(ids, module)?)?;
    module.add_function(wrap_pyfunction!(shots, module)?)?;
    module.add_function(wrap_pyfunction!(shots_after, module)?)?;
    module.add_function(wrap_pyfunction!(race, module)?)?;
    module.add_function(wrap_pyfunction!(shot_table, module)?)?;
    module.add_function(wrap_pyfunction!(entering_table, module)?)?;
    module.add_function(wrap_pyfunction!(validate, module)?)?;
    module.add_function(wrap_pyfunction!(validate_file, module)?)?;
    module.add_function(wrap_pyfunction!(export, module)?)?;
    module.add_function(wrap_pyfunction!(turns, module)?)?;
    module.add_function(wrap_pyfunction!(turns_of_export, module)?)?;
    module.add_function(wrap_pyfunction!(format_mat, module)?)?;
    Ok(())
}
