//! Hostile input through the command line: binary data, broken encodings, odd
//! line endings, absurd numbers, impossible points and huge inputs. Each must be
//! answered with a clear message (what, where, why) and exit code 1 or 2, or
//! accepted when it is in fact a valid transcript, never with a panic, quickly
//! and in bounded memory. `fixtures/hostile/README.md` records what each gives.
//!
//! Memory is bounded by running the binary under `ulimit -v` (512 MiB of address
//! space, as the fuzzers' RSS limit); an allocation past it aborts the process,
//! which the exit-code checks then catch. Time is bounded the same way, by
//! `ulimit -t` (processor seconds, so that a loaded machine does not fail a
//! slow but working run): a generous sanity check for debug builds, not a
//! performance test.

use crate::common::{BGKIT_BIN, Scratch, fixture};
use assert_cmd::Command;
use std::fs;
use std::time::{Duration, Instant};

/// Address space the binary may use, in KiB.
const MEMORY_LIMIT_KIB: u64 = 512 * 1024;
/// Processor time the binary may use, in seconds: a debug build answering
/// any of these in more is stuck. Processor time, not the wall clock, so that
/// a loaded machine (tests run in parallel on two cores) does not fail a
/// run that is merely waiting for a core.
const CPU_LIMIT_SECONDS: u64 = 10;
/// Wall-clock time after which a run that sleeps rather than computes is
/// taken as stuck.
const TIME_LIMIT: Duration = Duration::from_secs(120);

/// What one run of `bgkit` did.
struct Ran {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Ran {
    /// Standard output and error together, for messages that may go to either.
    fn all(&self) -> String {
        format!("{}{}", self.stdout, self.stderr)
    }

    /// Asserts the run ended with `code`, printed no panic, and mentions each of `words`.
    #[track_caller]
    fn expect(&self, what: &str, code: i32, words: &[&str]) {
        assert!(
            !self.all().contains("panicked"),
            "{what}: bgkit panicked:\n{}",
            self.stderr
        );
        assert_eq!(
            self.code,
            code,
            "{what}: exit code\nstdout: {}\nstderr: {}",
            short(&self.stdout),
            short(&self.stderr)
        );
        for word in words {
            assert!(
                self.all().contains(word),
                "{what}: expected {word:?} in the output:\n{}",
                short(&self.all())
            );
        }
    }
}

/// The start of a long text, for assertion messages.
fn short(text: &str) -> String {
    text.chars().take(2000).collect()
}

/// Runs `bgkit` with `args` and `stdin`, under the memory limit, and checks the time bound.
#[track_caller]
fn run_bounded(args: &[&str], stdin: &[u8]) -> Ran {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!(
            "ulimit -v {MEMORY_LIMIT_KIB} && ulimit -t {CPU_LIMIT_SECONDS} && exec \"$0\" \"$@\""
        ))
        .arg(BGKIT_BIN)
        .args(args)
        .write_stdin(stdin.to_vec())
        .timeout(TIME_LIMIT);
    let started = Instant::now();
    let output = command.output().expect("bgkit runs");
    let took = started.elapsed();
    assert!(took < TIME_LIMIT, "bgkit {args:?} took {took:?}");
    Ran {
        // A process killed by a signal (an abort on the memory limit) has no code.
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// A file under `fixtures/hostile/`, as an argument.
fn hostile(name: &str) -> String {
    fixture("hostile").join(name).display().to_string()
}

/// Writes `data` to `file` in `scratch` and returns its path, as an argument.
#[track_caller]
fn generated(scratch: &Scratch, file: &str, data: &[u8]) -> String {
    scratch.file(file, data).display().to_string()
}

#[test]
fn broken_transcripts_are_reported_with_file_line_and_reason() {
    // Given transcripts broken in every way a file can be
    let table: [(&str, &[&str]); 12] = [
        (
            "binary.bin",
            &["binary.bin:1:1:", "is binary data", "not text", "[syntax]"],
        ),
        (
            "gzipped.mat.gz",
            &["gzipped.mat.gz:1:1:", "compressed with gzip", "gzip -dc"],
        ),
        (
            "zipped.zip",
            &["zipped.zip:1:1:", "a zip archive (unpack it", "not text"],
        ),
        (
            "invalid-utf8.mat",
            &[
                "invalid-utf8.mat:6:41:",
                "to move to, found `\u{ff}\u{fe}13`",
            ],
        ),
        ("empty.mat", &["empty.mat", "holds no games"]),
        (
            "truncated.mat",
            &["truncated.mat:6:", "[illegal-play]", "24/1"],
        ),
        (
            "repeat-count.mat",
            &["repeat-count.mat:6:", "repeat count 1 to 4", "99999"],
        ),
        (
            "bar-to-bar.mat",
            &["bar-to-bar.mat:6:", "to move to", "found `bar`"],
        ),
        ("point-26.mat", &["point-26.mat:6:", "to move from", "`26`"]),
        ("point-0.mat", &["point-0.mat:6:", "to move from", "`0`"]),
        (
            "huge-match-length.mat",
            &["huge-match-length.mat:1:", "match length", "larger than"],
        ),
        (
            "huge-cube.mat",
            &["huge-cube.mat:6:", "cube value", "larger than"],
        ),
    ];
    for (file, words) in table {
        // When validated
        let ran = run_bounded(&["validate", &hostile(file)], b"");

        // Then the file is invalid (exit 1) and the message says where and why
        ran.expect(file, 1, words);
    }
}

#[test]
fn a_missing_file_is_an_io_error_naming_the_path() {
    // Given a path that does not exist
    let missing = hostile("no-such-file.mat");

    // When validated, alone and beside a valid file
    let alone = run_bounded(&["validate", &missing], b"");
    let beside = run_bounded(&["validate", &missing, &hostile("crlf.mat")], b"");

    // Then it is an I/O error (exit 2) naming the path, and the other file is still checked
    alone.expect(&missing, 2, &[&missing, "could not be read"]);
    beside.expect(&missing, 2, &["crlf.mat: ok"]);
}

#[test]
fn a_directory_without_match_records_is_an_io_error_naming_it() {
    // Given an empty directory and one holding only notes
    let scratch = Scratch::new("hostile-walk-nothing");
    let empty = generated_dir(&scratch, "empty", &[]);
    let notes = generated_dir(&scratch, "notes", &["README.md", "scores.log"]);
    for dir in [&empty, &notes] {
        // When validated, alone and beside a valid file
        let alone = run_bounded(&["validate", dir], b"");
        let beside = run_bounded(&["validate", dir, &hostile("crlf.mat")], b"");

        // Then nothing checked is an error reading input (exit 2) that names
        // the directory and says what a walk reads, and the file beside it is
        // still checked
        alone.expect(dir, 2, &[dir, "no match records under this directory"]);
        beside.expect(dir, 2, &["crlf.mat: ok", "could not be read"]);
    }
}

/// A directory `name` in `scratch` holding the text files `files`, as an argument.
#[track_caller]
fn generated_dir(scratch: &Scratch, name: &str, files: &[&str]) -> String {
    std::fs::create_dir_all(scratch.join(name)).expect("a scratch directory");
    for file in files {
        scratch.file(&format!("{name}/{file}"), "not a match\n");
    }
    scratch.join(name).display().to_string()
}

#[test]
fn transcripts_in_odd_but_valid_encodings_are_accepted() {
    // Given valid transcripts with a BOM, CRLF, mixed or classic Mac line endings,
    // Latin-1 names, a NUL in a name
    for file in [
        "bom.mat",
        "crlf.mat",
        "mixed-line-endings.mat",
        "old-mac-line-endings.mat",
        "latin1-names.mat",
        "nul-in-names.mat",
    ] {
        // When validated
        let ran = run_bounded(&["validate", &hostile(file)], b"");

        // Then they are read like any other transcript
        ran.expect(file, 0, &["ok", "1 game", "4 turns"]);
    }
}

#[test]
fn a_latin1_name_is_read_as_latin1() {
    // Given a transcript with Latin-1 names whose second game writes them in UTF-8
    let mut text = fs::read(hostile("latin1-names.mat")).expect("fixture");
    text.extend_from_slice("\n Game 2\n Jürgen : 0      Björn : 0\n".as_bytes());
    let scratch = Scratch::new("hostile-latin1");
    let path = generated(&scratch, "two-spellings.mat", &text);

    // When validated as JSON
    let ran = run_bounded(&["validate", "--format", "json", &path], b"");

    // Then both spellings read as the same names: no rename is reported (the
    // first game, cut short before the second, has a warning of its own)
    ran.expect("two spellings", 0, &["missing-result"]);
    let report: serde_json::Value = serde_json::from_str(&ran.stdout).expect("a JSON report");
    let warnings = report["warnings"].as_array().expect("a warning list");
    assert!(
        warnings.iter().all(|w| w["kind"] != "player-name"),
        "{warnings:?}"
    );
}

#[test]
fn hostile_records_are_refused_with_their_column() {
    // Given records with impossible counts and points
    let table: [(&str, &[&str]); 7] = [
        ("6/4(99999)", &["6/4(99999):5:", "repeat count 1 to 4"]),
        ("6/4(0)", &["6/4(0):5:", "repeat count 1 to 4"]),
        ("bar/bar", &["bar/bar:5:", "to move to, found `bar`"]),
        ("26/20", &["26/20:1:", "to move from, found `26`"]),
        ("0/5", &["0/5:1:", "to move from, found `0`"]),
        ("7-7 8/1", &["7-7 8/1:1:", "a die 1 to 6", "`7`"]),
        ("8/4\u{1b}[2J", &["8/4\u{fffd}[2J:4:", "found `\\u{1b}`"]),
    ];
    for (record, words) in table {
        // When parsed
        let ran = run_bounded(&["parse", record], b"");

        // Then it is refused (exit 1) at the right column
        ran.expect(record, 1, words);
    }
}

#[test]
fn a_stream_of_records_reports_each_bad_line_and_answers_the_rest() {
    // Given a file of records, some valid, some hostile
    let records = fs::read(hostile("records.txt")).expect("fixture");

    // When piped into `bgkit parse`
    let ran = run_bounded(&["parse"], &records);

    // Then every valid record is answered and every bad one named by its line and column
    ran.expect(
        "records.txt",
        1,
        &[
            "line 2, column 5: expected a repeat count 1 to 4",
            "\n  6/4(99999)\n",
            "line 3, column 5: ",
            "\n  bar/bar\n",
            "line 4, column 1: ",
            "\n  26/20\n",
            "line 5, column 1: ",
            "line 6, column 1: expected a die 1 to 6",
            "line 7, column 1: ",
        ],
    );
    assert_eq!(ran.stdout.lines().count(), 1, "{}", ran.stdout);
}

#[test]
fn impossible_position_ids_and_xgids_are_refused_with_the_reason() {
    // Given identifiers too long, too short, too full or with bad fields
    let opening = "-b----E-C---eE---c-e----B-";
    let fields = ":0:0:1:00:0:0:0:0:10";
    let table: Vec<(String, Vec<&str>)> = vec![
        ("/////////////w".into(), vec!["80 checkers", "at most 15"]),
        (
            "4HPwATDgc/ABM".into(),
            vec!["a Position ID (14 characters)", "found \"4HPwATDgc/ABM\""],
        ),
        (
            "4HPwATDgc/ABMAA".into(),
            vec!["a Position ID (14 characters)", "found \"4HPwATDgc/ABMAA\""],
        ),
        ("4HPwATDgc/AB\u{e9}A".into(), vec!["column 13", "base64"]),
        (
            "4HPwATDgc/ABMA:cAkAAAAAAAA".into(),
            vec!["Match ID", "12 characters"],
        ),
        (
            format!("XGID={opening}:0:0:1:00:0:0:0:0"),
            vec!["9 fields", "expected 10"],
        ),
        (format!("XGID={opening}{fields}:7"), vec!["11 fields"]),
        (
            format!("XGID={}{fields}", &opening[..25]),
            vec!["position", "26 characters"],
        ),
        (
            format!("XGID=-P----------------------p-{fields}"),
            vec!["16 checkers", "at most 15"],
        ),
        (
            format!("XGID={opening}:0:0:7:00:0:0:0:0:10"),
            vec!["turn", "column"],
        ),
        (
            format!("XGID={opening}:0:0:1:00:0:0:0:99999999999999999999:10"),
            vec!["match length", "0 (money) to 32767"],
        ),
        (
            format!("XGID={opening}:99:0:1:00:0:0:0:0:10"),
            vec!["cube", "0 to 15"],
        ),
    ];
    for (id, words) in &table {
        for command in ["id", "pips", "board", "race", "shots"] {
            // When given to a command that reads positions
            let ran = run_bounded(&[command, id], b"");

            // Then it is refused (exit 1) saying why
            ran.expect(&format!("{command} {id}"), 1, words);
        }
    }
}

#[test]
fn hostile_plays_and_rolls_are_refused_by_the_commands_that_take_them() {
    // Given plays and rolls no position can take
    // (`shots --after` takes its play as an option: text that is not a play at
    // all is a usage error, exit 2; a play that is illegal here is invalid input, exit 1.)
    let table: [(&[&str], i32, &[&str]); 7] = [
        (
            &["shots", "start", "--after", "6/4(99999)", "--roll", "6-4"],
            2,
            &["column 5", "repeat count 1 to 4"],
        ),
        (
            &["shots", "start", "--after", "26/20", "--roll", "6-4"],
            2,
            &["column 1", "found `26`"],
        ),
        (
            &["shots", "start", "--after", "bar/22", "--roll", "3-1"],
            1,
            &["bar/22", "there is none there"],
        ),
        (&["moves", "start", "7-1"], 1, &["a die 1 to 6", "`7`"]),
        (
            &["play", "start", "7-1", "8/1"],
            1,
            &["a die 1 to 6", "`7`"],
        ),
        (
            &["play", "start", "6-4", "6/4(99999)"],
            1,
            &["column 5", "repeat count 1 to 4"],
        ),
        (
            &["moves", "start", "99999999999999999999"],
            1,
            &["not a roll"],
        ),
    ];
    for (args, code, words) in table {
        // When run
        let ran = run_bounded(args, b"");

        // Then the input is refused saying why
        ran.expect(&args.join(" "), code, words);
    }
}

#[test]
fn a_stream_of_hostile_ids_is_answered_line_by_line() {
    // Given a file of identifiers, one valid and the rest not
    let ids = fs::read(hostile("ids.txt")).expect("fixture");

    // When piped into `bgkit id`
    let ran = run_bounded(&["id"], &ids);

    // Then the valid one is answered and each bad one is named with its line
    ran.expect("ids.txt", 1, &["line 2:", "line 3:", "line 8:"]);
    assert_eq!(ran.stdout.lines().count(), 1, "{}", ran.stdout);
}

#[test]
fn a_100_megabyte_line_is_refused_without_being_read_whole() {
    // Given a 100 MB file that is a single line of moves
    let scratch = Scratch::new("hostile-long-line");
    let line = b"8/4 ".repeat(25 * 1024 * 1024);
    let path = generated(&scratch, "one-line.mat", &line);

    // When validated, Then it is refused as a line far too long for a transcript
    run_bounded(&["validate", &path], b"").expect(
        "validate",
        1,
        &["one-line.mat:1:1:", "104857600 bytes long", "at most"],
    );

    // When piped into `bgkit parse`, Then standard input refuses the line
    run_bounded(&["parse"], &line).expect(
        "parse",
        2,
        &["line 1 is 104857600 bytes long", "at most 65536 bytes"],
    );
}

#[test]
fn a_million_games_stop_the_reader_at_its_limit() {
    // Given a transcript of a million empty games
    let mut text = String::from(" 1 point match\n");
    for number in 1..=1_000_000 {
        text.push_str(&format!("\n Game {number}\n A : 0     B : 0\n"));
    }
    let scratch = Scratch::new("hostile-games");
    let path = generated(&scratch, "million.mat", text.as_bytes());

    // When validated
    let ran = run_bounded(&["validate", "--quiet", &path], b"");

    // Then reading stops at the game limit, saying so and where
    ran.expect(
        "a million games",
        1,
        &["million.mat:300003:", "more than 100000 games"],
    );
}

#[test]
fn a_turn_line_repeated_200_000_times_is_reported_once() {
    // Given one game whose turn line is repeated far beyond any real game
    let mut text = String::from(" 1 point match\n\n Game 1\n A : 0     B : 0\n");
    text.push_str(&"  1) 31: 8/5 6/5                42: 8/4 6/4\n".repeat(200_000));
    let scratch = Scratch::new("hostile-repeated");
    let path = generated(&scratch, "repeated.mat", text.as_bytes());

    // When validated
    let ran = run_bounded(&["validate", "--quiet", &path], b"");

    // Then the replay reports the first impossible play, once, where it is
    ran.expect(
        "repeated lines",
        1,
        &[
            "repeated.mat:8:10:",
            "[illegal-play]",
            "8/5 moves a checker from 8",
        ],
    );
    assert_eq!(
        ran.stdout.matches("error:").count(),
        1,
        "{}",
        short(&ran.stdout)
    );
}

#[test]
fn many_errors_in_a_large_file_are_listed_quickly() {
    // Given 200,000 lines of which every one is wrong, after a long valid prefix
    let mut text = String::from(" 1 point match\n\n Game 1\n A : 0     B : 0\n");
    text.push_str(&"  1) 31: 8/5 6/5                42: 8/4 6/4\n".repeat(100_000));
    for number in 2..100_000 {
        text.push_str(&format!(" Game {number} x\n"));
    }
    let scratch = Scratch::new("hostile-errors");
    let path = generated(&scratch, "errors.mat", text.as_bytes());

    // When validated, Then the errors are capped and the run is quick (the time
    // bound is checked by the helper)
    run_bounded(&["validate", &path], b"").expect("many errors", 1, &["more than 1000 problems"]);
}

#[test]
fn binary_input_on_standard_input_gives_errors_not_garbage() {
    // Given binary noise piped into every command that reads standard input
    let noise = fs::read(hostile("binary.bin")).expect("fixture");
    for command in [
        "parse", "id", "pips", "moves", "play", "race", "shots", "validate",
    ] {
        // When it reads the noise
        let ran = run_bounded(&[command, "-"], &noise);

        // Then it refuses it (exit 1) and prints no control characters but line breaks
        ran.expect(command, 1, &[]);
        assert!(
            ran.all()
                .chars()
                .all(|c| !c.is_control() || matches!(c, '\n' | '\t')),
            "{command} printed control characters"
        );
    }
}

#[test]
fn the_reproducers_of_the_attack_give_their_expected_results() {
    // Given each input that some command refused although `validate`
    // accepted it, or that `export --force` could not take, and what each
    // command now gives for it
    let table: [(&str, &[&str], i32, &[&str]); 19] = [
        ("sgf-name-game-0.sgf", &["validate"], 0, &["ok"]),
        (
            "sgf-name-game-0.sgf",
            &["fmt"],
            1,
            &["player 1's name `Game 0` cannot be written on a .mat score line"],
        ),
        ("names-spaces-tab-esc.mat", &["validate"], 0, &["ok"]),
        (
            "names-spaces-tab-esc.mat",
            &["fmt", "--to", "sgf"],
            0,
            &["PW[Anna   Lee\tx]", "PB[Bert\u{1b}[2J]"],
        ),
        (
            "sgf-empty-name.sgf",
            &["validate"],
            0,
            &["against Player 1"],
        ),
        ("sgf-empty-name.sgf", &["fmt"], 0, &[" Player 1 : 0"]),
        (
            "sgf-empty-name.sgf",
            &["fmt", "--to", "sgf"],
            0,
            &["PW[Player 1]"],
        ),
        (
            "sgf-long-name.sgf",
            &["validate"],
            1,
            &["sgf-long-name.sgf:1:", "at most 4096 bytes"],
        ),
        (
            "sgf-huge-game-number.sgf",
            &["validate"],
            1,
            &["the game number 4294967295 is larger than 1000000"],
        ),
        (
            "sgf-resign-during-roll.sgf",
            &["validate"],
            0,
            &["read as alpha's resignation during that turn"],
        ),
        (
            "sgf-resign-during-roll.sgf",
            &["export", "--format", "jsonl"],
            0,
            &[
                r#""player":0,"kind":"resign","roll":[5,1]"#,
                r#""roller":1"#,
            ],
        ),
        (
            "sgf-resign-during-roll.sgf",
            &["fmt"],
            0,
            &["51:\n", "Wins 2 points"],
        ),
        (
            "two-matches.mat",
            &["validate"],
            0,
            &["in 4 games", "in 2 games"],
        ),
        ("two-matches.mat", &["export"], 0, &[r#""match": 2"#]),
        (
            "two-matches.mat",
            &["fmt"],
            0,
            &[" 3 point match", " 5 point match"],
        ),
        (
            "illegal-play-mark.mat",
            &["export"],
            1,
            &["not valid (--force exports the games it can read anyway)"],
        ),
        (
            "illegal-play-mark.mat",
            &["export", "--force", "--format", "jsonl"],
            1,
            &[
                r#""game":2,"kind":"cut","error":"illegal-play""#,
                r#""game":3,"kind":"cut","error":"syntax""#,
                r#""game":4,"kind":"result""#,
            ],
        ),
        (
            "empty.mat",
            &["export"],
            1,
            &["not exported: the transcript is not valid\n"],
        ),
        (
            "empty.mat",
            &["export", "--force"],
            1,
            &["not one game of it can be read"],
        ),
    ];
    for (file, args, code, words) in table {
        // When the command runs on it
        let mut all: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        all.insert(1, hostile(file));
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        let ran = run_bounded(&all, b"");

        // Then it gives its result, and never calls itself a bug
        ran.expect(&format!("{file} {args:?}"), code, words);
        assert!(!ran.all().contains("bug in bgkit"), "{file} {args:?}");
    }
}

#[test]
fn a_megabyte_of_sgf_on_one_line_is_read_in_linear_time() {
    // Given 1 MB of real game trees on one line (SGF needs no line breaks)
    let mut text = Vec::new();
    let mut trees = fs::read_dir(fixture("sgf/gnubg"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect::<Vec<_>>();
    trees.sort();
    for path in trees.iter().cycle() {
        if text.len() > 1_000_000 {
            break;
        }
        text.extend(fs::read(path).unwrap().into_iter().filter(|&b| b != b'\n'));
    }
    let scratch = Scratch::new("hostile-one-line-sgf");
    let path = generated(&scratch, "one-line.sgf", &text);

    // When validated (a quadratic locator took 10 s for 420 KB in a release
    // build), Then it is read within the time bound, each file joined a
    // valid match of its own
    let ran = run_bounded(&["validate", "--format", "json", &path], b"");
    ran.expect("one-line SGF", 0, &["\"gnubg-sgf\"", "\"valid\": true"]);
}

#[test]
fn a_hundred_and_fifty_thousand_cube_actions_in_sgf_are_read_in_linear_time() {
    // Given one game of 150,000 cube actions (each double's value is found
    // from the ones before it: a search from the start was quadratic)
    let mut text =
        String::from("(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]PW[a]PB[b]\n;W[31hefe]");
    for turn in 0..75_000 {
        let (doubler, taker) = if turn % 2 == 0 {
            ("B", "W")
        } else {
            ("W", "B")
        };
        text.push_str(&format!("\n;{doubler}[double]\n;{taker}[take]"));
    }
    text.push(')');
    let scratch = Scratch::new("hostile-cube-sgf");
    let path = generated(&scratch, "cube.sgf", text.as_bytes());

    // When validated, Then it is read within the time bound, the cube's
    // rule breaks reported
    let ran = run_bounded(&["validate", &path], b"");
    ran.expect("cube actions", 1, &["cube.sgf:"]);
}

#[test]
fn endless_input_stops_the_commands_that_hold_their_input_whole() {
    // Given endless input (`/dev/zero`) as a file and on standard input
    let zeros = vec![0u8; 33 * 1024 * 1024];
    for args in [
        &["export", "/dev/zero"][..],
        &["fmt", "/dev/zero"],
        &["position", "/dev/zero", "--game", "1", "--turn", "1"],
        &["export", "-"],
        &["fmt", "-"],
        &["position", "-", "--game", "1", "--turn", "1"],
    ] {
        // When a command that must hold its whole input reads it
        let stdin: &[u8] = if args.contains(&"-") { &zeros } else { b"" };
        let ran = run_bounded(args, stdin);

        // Then it stops at its limit, in bounded memory and time, with an
        // I/O error that says why
        ran.expect(
            &format!("{args:?}"),
            2,
            &["the input is larger than 32 MiB, the most this command reads whole"],
        );
    }
    // And `fmt -i` does not read a device at all
    run_bounded(&["fmt", "-i", "/dev/zero"], b"").expect(
        "fmt -i /dev/zero",
        2,
        &["it is a device, not a regular file"],
    );
}
