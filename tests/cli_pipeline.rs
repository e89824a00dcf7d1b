//! Batch answers in a pipeline: every answer reaches the reader as soon as the
//! input waits, although output is written in large blocks otherwise.

use crate::common::BGKIT_BIN;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

/// How long an answer may take before the test calls it held back.
const PATIENCE: Duration = Duration::from_secs(20);

/// bgkit started with `args`, its standard input and output piped, and a
/// channel that receives each line it prints.
fn started(args: &[&str]) -> (Child, Receiver<String>) {
    let mut child = Command::new(BGKIT_BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("bgkit starts");
    let stdout: ChildStdout = child.stdout.take().expect("piped standard output");
    let (lines, received) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    (child, received)
}

/// Writes one line to the child and waits for the next line it prints.
#[track_caller]
fn answer_to(child: &mut Child, received: &Receiver<String>, line: &str) -> String {
    let input = child.stdin.as_mut().expect("piped standard input");
    writeln!(input, "{line}").expect("bgkit reads its input");
    input.flush().expect("the line is sent");
    received
        .recv_timeout(PATIENCE)
        .unwrap_or_else(|_| panic!("no answer to `{line}` while the input stays open"))
}

#[test]
fn each_answer_arrives_while_the_pipe_waits_for_the_next_line() {
    for (args, first, second) in [
        (&["moves", "-"][..], "start 3-1", "start 6-5"),
        (&["pips", "-"], "start", "4HPwATDgc/ABMA"),
        (&["id", "-"], "start", "start"),
        (&["board", "-", "--format", "jsonl"], "start", "start"),
    ] {
        // Given bgkit reading standard input from a pipe that is kept open
        let (mut child, received) = started(args);

        // When one line is written and the writer waits, then another
        let one = answer_to(&mut child, &received, first);
        let two = answer_to(&mut child, &received, second);

        // Then each answer arrived before the next line was written
        for answer in [&one, &two] {
            let value: serde_json::Value = serde_json::from_str(answer)
                .unwrap_or_else(|e| panic!("{args:?}: `{answer}` is not JSON: {e}"));
            assert!(value.is_object(), "{args:?}: {answer}");
        }
        drop(child.stdin.take());
        assert!(child.wait().expect("bgkit ends").success(), "{args:?}");
    }
}

#[test]
fn csv_rows_arrive_while_the_pipe_waits_for_the_next_line() {
    // Given `pips` writing CSV from a pipe that is kept open
    let (mut child, received) = started(&["pips", "-", "--format", "csv"]);

    // When one position is written and the writer waits
    let header = answer_to(&mut child, &received, "start");
    let row = received
        .recv_timeout(PATIENCE)
        .expect("the row follows the header at once");

    // Then the header and the position's row have both arrived
    assert!(header.contains("on_roll"), "{header}");
    assert!(row.contains("167"), "{row}");
    drop(child.stdin.take());
    assert!(child.wait().expect("bgkit ends").success());
}

#[test]
fn a_file_piped_in_gets_every_answer_in_order() {
    // Given many lines at once, more than one read of the input holds
    let lines: Vec<String> = (0..4000)
        .map(|i| format!("start {}-{}", i % 6 + 1, (i / 6) % 6 + 1))
        .collect();
    let output = crate::common::bgkit()
        .args(["moves", "-", "--count"])
        .write_stdin(lines.join("\n"))
        .output()
        .expect("bgkit runs");

    // Then there is one answer per line, in the order of the input
    assert!(output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    let answers: Vec<serde_json::Value> = stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON lines"))
        .collect();
    assert_eq!(answers.len(), lines.len());
    for (line, answer) in lines.iter().zip(&answers) {
        let mut asked: Vec<u64> = line
            .trim_start_matches("start ")
            .split('-')
            .map(|die| die.parse().expect("a die"))
            .collect();
        let mut answered: Vec<u64> = answer["roll"]
            .as_array()
            .expect("the roll as an array")
            .iter()
            .map(|die| die.as_u64().expect("a die"))
            .collect();
        asked.sort_unstable();
        answered.sort_unstable();
        assert_eq!(answered, asked, "{line}: {answer}");
    }
}

#[test]
fn bad_lines_among_many_are_told_by_line_and_the_others_answered_in_order() {
    // Given many lines at once, every 37th of them not a roll
    let lines: Vec<String> = (0..2000)
        .map(|i| {
            if i % 37 == 36 {
                format!("start nine{i}")
            } else {
                format!("start {}-{}", i % 6 + 1, (i / 6) % 6 + 1)
            }
        })
        .collect();
    let output = crate::common::bgkit()
        .args(["moves", "-"])
        .write_stdin(lines.join("\n"))
        .output()
        .expect("bgkit runs");

    // Then each good line has its answer, in order, and each bad one is told
    // on standard error by its line number, in order
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let answered: Vec<Vec<u64>> = stdout
        .lines()
        .map(|line| {
            let answer: serde_json::Value = serde_json::from_str(line).expect("JSON lines");
            let mut roll: Vec<u64> = answer["roll"]
                .as_array()
                .expect("the roll as an array")
                .iter()
                .map(|die| die.as_u64().expect("a die"))
                .collect();
            roll.sort_unstable();
            roll
        })
        .collect();
    let asked: Vec<Vec<u64>> = lines
        .iter()
        .filter_map(|line| {
            let (high, low) = line.trim_start_matches("start ").split_once('-')?;
            let mut roll = vec![high.parse().ok()?, low.parse().ok()?];
            roll.sort_unstable();
            Some(roll)
        })
        .collect();
    assert_eq!(answered, asked);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let told: Vec<usize> = stderr
        .lines()
        .filter_map(|line| {
            line.strip_prefix("bgkit: line ")?
                .split([',', ':'])
                .next()?
                .parse()
                .ok()
        })
        .collect();
    let bad: Vec<usize> = (1..=lines.len()).filter(|n| n % 37 == 0).collect();
    assert_eq!(told, bad, "{stderr}");
}
