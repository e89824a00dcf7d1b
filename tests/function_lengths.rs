//! No function of the library or the command line is longer than 80 lines,
//! but for a flat dispatch (a `match` of about one line per arm), so that each
//! reads in one screen and does one thing. Test code (`mod tests` blocks,
//! `tests.rs` files) is not held to it: a table of cases may be long.
//!
//! A function runs from its `fn` line to the line that closes its brace at the
//! same indent, as rustfmt lays it out. `scripts/long_functions.py` lists
//! them by the same measure, at any limit.

use std::path::{Path, PathBuf};

const MOST_LINES: usize = 80;

/// Flat dispatches, allowed to be longer: (file under src/, function).
const FLAT_DISPATCHES: &[(&str, &str)] = &[
    // One arm per kind of rule break, each its kind and its words.
    ("transcript/replay.rs", "word"),
];

/// A function found: its file under src/, name, first line and length.
#[derive(Debug)]
struct Function {
    file: String,
    name: String,
    line: usize,
    lines: usize,
}

/// The name of the function `line` starts, with its indent.
fn function_start(line: &str) -> Option<(&str, &str)> {
    let code = line.trim_start();
    let indent = &line[..line.len() - code.len()];
    let mut rest = code;
    for qualifier in [
        "pub(crate) ",
        "pub(super) ",
        "pub ",
        "const ",
        "async ",
        "unsafe ",
    ] {
        rest = rest.strip_prefix(qualifier).unwrap_or(rest);
    }
    let name = rest.strip_prefix("fn ")?;
    let end = name
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(name.len());
    Some((indent, &name[..end]))
}

/// The line that closes the function starting at `start`, or `None` for a
/// declaration without a body (a trait's).
fn closing_line(lines: &[&str], start: usize, indent: &str) -> Option<usize> {
    let first = lines[start].trim_end();
    if first.contains('{') && first.ends_with('}') {
        return Some(start);
    }
    let mut opened = false;
    for (at, line) in lines.iter().enumerate().skip(start) {
        opened |= line.contains('{');
        if !opened && line.trim_end().ends_with(';') {
            return None;
        }
        if at > start && line.strip_prefix(indent) == Some("}") {
            return Some(at);
        }
    }
    None
}

/// The functions outside test code in `text`, the file `file` under src/.
fn functions_in(file: &str, text: &str) -> Vec<Function> {
    if file.ends_with("/tests.rs") || file == "tests.rs" {
        return Vec::new();
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut tests_until = None;
    for (at, line) in lines.iter().enumerate() {
        if tests_until.is_some_and(|end| at <= end) {
            continue;
        }
        let code = line.trim_start();
        if code.starts_with("mod tests {") && at > 0 && lines[at - 1].contains("cfg(test)") {
            let indent = &line[..line.len() - code.len()];
            tests_until = closing_line(&lines, at, indent);
            continue;
        }
        let Some((indent, name)) = function_start(line) else {
            continue;
        };
        if let Some(end) = closing_line(&lines, at, indent) {
            found.push(Function {
                file: file.to_string(),
                name: name.to_string(),
                line: at + 1,
                lines: end - at + 1,
            });
        }
    }
    found
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ reads") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// Every function of src/ outside test code.
fn source_functions() -> Vec<Function> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a source file reads");
        let file = path
            .strip_prefix(&src)
            .expect("under src/")
            .to_string_lossy()
            .replace('\\', "/");
        found.extend(functions_in(&file, &text));
    }
    found
}

fn listed(list: &[(&str, &str)], function: &Function) -> bool {
    list.iter()
        .any(|&(file, name)| file == function.file && name == function.name)
}

#[test]
fn no_function_is_longer_than_eighty_lines_but_a_flat_dispatch() {
    // Given every function of the library and the command line
    let functions = source_functions();
    // When the long ones are picked out
    let long: Vec<String> = functions
        .iter()
        .filter(|f| f.lines > MOST_LINES)
        .filter(|f| !listed(FLAT_DISPATCHES, f))
        .map(|f| format!("src/{}:{} {} ({} lines)", f.file, f.line, f.name, f.lines))
        .collect();
    // Then there are none
    assert!(long.is_empty(), "split by concern: {long:#?}");
}

#[test]
fn every_flat_dispatch_allowed_is_still_long() {
    // Given the flat dispatches allowed to be long
    let functions = source_functions();
    for &(file, name) in FLAT_DISPATCHES {
        // When each is looked up
        let lengths: Vec<usize> = functions
            .iter()
            .filter(|f| f.file == file && f.name == name)
            .map(|f| f.lines)
            .collect();
        // Then it is there and still over the limit (else off the list)
        assert!(
            lengths.iter().any(|&lines| lines > MOST_LINES),
            "src/{file} {name} is {lengths:?} lines long: take it off the list"
        );
    }
}

#[test]
fn the_measure_counts_from_fn_to_the_closing_brace() {
    // Given a file with a function, a trait declaration and test code
    let text = "\
/// Doc.
pub(crate) fn three(
    x: u8,
) -> u8 {
    x
}

trait Sided {
    fn side(&self) -> u8;
    fn other(&self) -> u8 {
        1
    }
}

fn one() {}

#[cfg(test)]
mod tests {
    fn hidden() {
        let _ = 1;
    }
}
";
    // When its functions are measured
    let found: Vec<(String, usize)> = functions_in("x.rs", text)
        .into_iter()
        .map(|f| (f.name, f.lines))
        .collect();
    // Then each spans its lines, without the body-less declaration or tests
    let expected = [("three", 5), ("other", 3), ("one", 1)].map(|(n, l)| (n.to_string(), l));
    assert_eq!(found, expected);
}
