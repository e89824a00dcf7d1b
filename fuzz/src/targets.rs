//! The fuzz targets' checks, one plain function per target over arbitrary bytes.
//!
//! Each function panics when bgkit breaks one of its promises: a panic inside
//! the library, an error that points outside its input, or a round trip that
//! loses or changes something. libFuzzer calls them from `fuzz_targets/`, and the
//! root crate's `tests/fuzz_corpus.rs` includes this file to run them over the
//! checked-in corpus and regressions, so CI checks them without a nightly
//! compiler.
//!
//! Only `bgkit`, `serde_json` and `std` are used, so the file compiles both inside
//! the fuzz crate and as a module of the root crate's tests.

use bgkit::analysis::race::race;
use bgkit::analysis::shots::{roll_hits, shot_count, shots};
use bgkit::board::{
    CHECKERS, LegalPlay, Play, Position, Roll, legal_plays, resolve_play, try_step,
};
use bgkit::ids::match_id::{self, MatchState};
use bgkit::ids::{
    CubeOwner, GameState, IdError, Place, Player, Resignation, XgSide, Xgid, parse_setup,
    position_id,
};
use bgkit::notation::{
    self, Move, ParseError, Record, format_moves, format_record, parse_moves_spanned, parse_record,
    parse_roll,
};
#[path = "notation_reference.rs"]
pub mod notation_reference;

use bgkit::query::{self, QueryError, TurnPositionError};
use bgkit::render::{SvgBoard, TextBoard, svg_board, text_board};
use bgkit::transcript::{
    self, GameExport, MAX_DIAGNOSTICS, Match, MatchExport, ReadError, ReadErrorKind,
    ValidationReport, read_match, replay,
};

/// The moves and spans, or the error's place and words, of the grammar's
/// reading, in the form the reference gives them.
type Reading = Result<Vec<(Move, std::ops::Range<usize>)>, (usize, String, String)>;

fn same_reading(read: &Result<Vec<notation::SpannedMove>, ParseError>) -> Reading {
    match read {
        Ok(moves) => Ok(moves.iter().map(|m| (m.mv, m.span.clone())).collect()),
        Err(error) => Err((
            error.offset,
            error.expected.clone(),
            error.found.to_string(),
        )),
    }
}

fn same_reading_of_reference(
    read: Result<Vec<(Move, std::ops::Range<usize>)>, notation_reference::ParseError>,
) -> Reading {
    read.map_err(|error| (error.offset, error.expected, error.found))
}

/// The names of the targets, as `fuzz/corpus/<name>` and `fuzz/regressions/<name>` spell them.
pub const NAMES: [&str; 8] = [
    "notation",
    "mat",
    "ids",
    "roundtrip",
    "resolve",
    "sgf",
    "xg",
    "contract",
];

/// Runs the target called `name` on `data`; false for an unknown name.
pub fn run(name: &str, data: &[u8]) -> bool {
    match name {
        "notation" => notation(data),
        "mat" => mat(data),
        "ids" => ids(data),
        "roundtrip" => roundtrip(data),
        "resolve" => resolve(data),
        "sgf" => sgf(data),
        "xg" => xg(data),
        "contract" => contract(data),
        _ => return false,
    }
    true
}

// ---------------------------------------------------------------------------
// notation

/// Magriel notation: `parse_record`, `parse_moves` and `parse_roll` on the text.
///
/// Every error must point at a character of the input; every success must
/// format to text that parses back to the same (normalised) record, and
/// formatting must be a fixpoint. The grammar and its slow reference
/// ([`notation_reference`]) must agree on every input.
pub fn notation(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };

    match parse_record(text) {
        Ok(record) => record_round_trips(text, &record),
        Err(error) => error_points_into(text, &error),
    }

    let fast = parse_moves_spanned(text);
    assert_eq!(
        same_reading(&fast),
        same_reading_of_reference(notation_reference::reference_moves(text)),
        "the grammar and its reference disagree on {text:?}"
    );
    match fast {
        Ok(spanned) => {
            for item in &spanned {
                assert!(
                    item.span.start < item.span.end && item.span.end <= text.len(),
                    "span {:?} of {:?} is outside {text:?}",
                    item.span,
                    item.mv
                );
                move_is_well_formed(item.mv, text);
            }
            let moves: Vec<Move> = spanned.into_iter().map(|s| s.mv).collect();
            let record = Record { roll: None, moves };
            let written = format_moves(&record.moves);
            let again = notation::parse_moves(&written).unwrap_or_else(|e| {
                panic!("canonical {written:?} of {text:?} does not parse: {e}")
            });
            assert_eq!(
                again,
                record.normalized().moves,
                "moves of {text:?} changed through {written:?}"
            );
        }
        Err(error) => error_points_into(text, &error),
    }

    match parse_roll(text) {
        Ok(roll) => {
            let written = roll.to_string();
            assert_eq!(
                parse_roll(&written),
                Ok(roll),
                "roll {text:?} via {written:?}"
            );
        }
        Err(error) => error_points_into(text, &error),
    }
}

/// A parsed record formats to text that parses to the same normalised record,
/// and formatting that again changes nothing.
fn record_round_trips(text: &str, record: &Record) {
    for &mv in &record.moves {
        move_is_well_formed(mv, text);
    }
    let written = format_record(record);
    let again = parse_record(&written)
        .unwrap_or_else(|e| panic!("canonical {written:?} of {text:?} does not parse: {e}"));
    assert_eq!(
        again,
        record.normalized(),
        "record {text:?} changed through {written:?}"
    );
    assert_eq!(
        format_record(&again),
        written,
        "formatting {text:?} is not a fixpoint"
    );
}

/// What the notation module promises about a parsed move.
fn move_is_well_formed(mv: Move, text: &str) {
    assert!(
        (1..=25).contains(&mv.from) && mv.to < mv.from && mv.to < 25,
        "{mv:?} from {text:?} is not a move"
    );
    assert!(
        !(mv.hit && mv.to == 0),
        "{mv:?} from {text:?} hits off the board"
    );
}

/// A parse error's offset is a character boundary of the input, its column
/// counts the characters before it, and its message is one line.
fn error_points_into(text: &str, error: &ParseError) {
    assert!(
        error.offset <= text.len() && text.is_char_boundary(error.offset),
        "error offset {} is not a place in {text:?}",
        error.offset
    );
    let column = text[..error.offset].chars().count() + 1;
    assert_eq!(error.column(), column, "column of {error} in {text:?}");
    message_is_one_line(&error.to_string());
}

fn message_is_one_line(message: &str) {
    assert!(!message.is_empty(), "an empty error message");
    assert!(
        !message.contains('\n'),
        "a message spanning lines: {message:?}"
    );
}

// ---------------------------------------------------------------------------
// sgf

/// GNU Backgammon SGF: every check of [`mat`] on the input read as SGF (an
/// input that does not begin like SGF gets `(;` in front, so that every input
/// exercises the SGF reader), and a match that reads and validates must write
/// as SGF that reads back as the same match, writing the same text again.
pub fn sgf(data: &[u8]) {
    let prefixed;
    let data = if transcript::is_sgf(data) {
        data
    } else {
        prefixed = [b"(;".as_slice(), data].concat();
        prefixed.as_slice()
    };
    mat(data);
    let Ok(matched) = read_match(data) else {
        return;
    };
    if !transcript::validate(data).valid {
        return;
    }
    // A beaver has no SGF form: refused, never written wrong.
    let Ok(written) = transcript::write_sgf(&matched) else {
        return;
    };
    let back = read_match(written.as_bytes())
        .unwrap_or_else(|e| panic!("bgkit's own SGF does not read: {e}\n{written}"));
    assert_eq!(
        transcript::same_match(&transcript::kept_by_sgf(&matched), &back),
        Ok(()),
        "SGF changed the match"
    );
    let again = transcript::write_sgf(&back).expect("it was written once");
    assert_eq!(again, written, "writing SGF is not a fixpoint");
}

// ---------------------------------------------------------------------------
// xg

/// eXtreme Gammon's binary files: the bytes as a file when they start like
/// one, and otherwise as the records of `temp.xg`, put in a file of their
/// own (stored, not compressed, so that every byte reaches the records).
///
/// Reports must be consistent and bounded, `read_match` and `validate` must
/// agree, every index into a game's actions must point at one, a match that
/// reads must survive JSON and, when it validates, its export must read back
/// as the same match;
/// the position reader must not fail otherwise than with an error.
pub fn xg(data: &[u8]) {
    if transcript::is_xg(data) {
        xg_file(data);
    } else {
        xg_file(&stored_xg_file(data));
    }
}

fn xg_file(data: &[u8]) {
    let report = transcript::validate(data);
    assert_eq!(report.valid, report.errors.is_empty());
    for list in [&report.errors, &report.warnings] {
        assert!(
            list.len() <= MAX_DIAGNOSTICS + 1,
            "{} diagnostics",
            list.len()
        );
        for diagnostic in list {
            message_is_one_line(&diagnostic.to_string());
        }
    }
    match read_match(data) {
        Ok(matched) => {
            assert_eq!(report.games, matched.games.len());
            for game in &matched.games {
                let actions = game.actions.len();
                assert!(
                    game.analysis.iter().all(|a| a.action < actions),
                    "analysis past the actions"
                );
                assert!(
                    game.comments.iter().all(|c| c.action < actions),
                    "comment past the actions"
                );
                assert!(
                    game.boards.iter().all(|b| b.action < actions),
                    "board past the actions"
                );
            }
            let mut replayed = replay(&matched).errors;
            replayed.sort_by_key(|d| (d.line, d.column));
            assert_eq!(
                report.errors, replayed,
                "validate and read_match + replay disagree"
            );
            let json = serde_json::to_string(&matched).expect("a match serialises");
            let back: Match = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("a match does not read back from its JSON: {e}"));
            assert_eq!(back, matched, "a match changed through JSON");
            // A match the replay finds fault with is exported as far as it
            // goes; without XG's boards the export may then go further.
            if !report.valid {
                return;
            }
            let exported = transcript::export(&matched);
            let json = serde_json::to_string(&exported).expect("an export serialises");
            let read: transcript::MatchExport = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("an export does not read back from its JSON: {e}"));
            let again = read
                .to_match()
                .unwrap_or_else(|e| panic!("an export does not read back: {e}"));
            assert_eq!(
                transcript::same_match(&matched, &again),
                Ok(()),
                "the export changed the match"
            );
        }
        // Files joined end to end: `validate` reads each match.
        Err(ReadError {
            kind: ReadErrorKind::SeveralMatches { count },
            ..
        }) => assert!(count > 1),
        Err(error) => {
            assert!(
                !report.valid,
                "read_match failed but validate found no error"
            );
            message_is_one_line(&error.to_string());
            let message = error.message();
            assert!(
                report.errors.iter().any(|d| d.message == message),
                "the first read error {message:?} is missing from the report"
            );
        }
    }
    if let Ok(found) = transcript::read_xg_position(data) {
        position_round_trips(&found.position);
    }
}

/// `records` as the only file of an eXtreme Gammon container: the header,
/// no thumbnail, `temp.xg` stored, an index of one entry and the archive's
/// closing record, with the checksums the reader checks.
pub fn stored_xg_file(records: &[u8]) -> Vec<u8> {
    let mut file = Vec::with_capacity(8232 + records.len() + 600);
    file.extend_from_slice(b"RGMH");
    file.extend_from_slice(&1u32.to_le_bytes());
    file.extend_from_slice(&8232u32.to_le_bytes());
    file.resize(8232, 0);
    let mut index = vec![0u8; 532];
    index[0] = 7;
    index[1..8].copy_from_slice(b"temp.xg");
    let size = i32::try_from(records.len()).unwrap_or(i32::MAX);
    index[512..516].copy_from_slice(&size.to_le_bytes());
    index[516..520].copy_from_slice(&size.to_le_bytes());
    index[524..528].copy_from_slice(&crc32(records).to_le_bytes());
    index[528] = 1;
    let archive_start = file.len();
    file.extend_from_slice(records);
    file.extend_from_slice(&index);
    let crc = crc32(&file[archive_start..]);
    file.extend_from_slice(&crc.to_le_bytes());
    for word in [1i32, 1, 532, size, 0] {
        file.extend_from_slice(&word.to_le_bytes());
    }
    file.extend_from_slice(&[0u8; 12]);
    file
}

/// The CRC-32 zlib computes, bit by bit (fast enough for test inputs).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

// contract

/// What `validate` accepts, every command accepts: when the input validates
/// (warnings allowed), the export of every match reads back into a match,
/// every turn has a position (as `position` and the viewer show it, with its
/// identifiers), the turn table is made, `fmt` rewrites it into text that
/// validates to the same games, winners and points, and `fmt --to sgf` does
/// too or refuses with what SGF cannot hold, never with a bug (and `fmt` of
/// SGF refuses only a name a .mat score line cannot hold, or a game whose
/// board was set during play). When the input
/// does not validate, `export --force` takes what it can without fault, and
/// every cut it marks is a place in the input.
pub fn contract(data: &[u8]) {
    let report = transcript::validate(data);
    if !report.valid {
        forced_export_is_sound(data);
        return;
    }
    let exports = query::checked_export(data, &report, false)
        .unwrap_or_else(|e| panic!("validate accepts it, export refuses it: {e}"));
    assert!(!exports.is_empty(), "an export of no match");
    for exported in &exports {
        export_is_whole(exported);
    }
    let mat = !transcript::is_sgf(data);
    match query::canonical_mat(data) {
        Ok(written) => same_results(
            &report,
            &transcript::validate(written.as_bytes()),
            "fmt",
            mat,
        ),
        // A name from SGF that a .mat score line cannot hold (`Game 0`,
        // `a : 2 b`, `a,1500`) is refused as such, never as a bug; so is a
        // name from a .mat file in a legacy encoding whose score line, near
        // the line limit, grows past it written as UTF-8.
        Err(QueryError::NameNotWritable { .. }) if !mat || std::str::from_utf8(data).is_err() => {
            return;
        }
        // So is an SGF game whose board was set during play, which SGF
        // writes back.
        Err(QueryError::EditedGame { .. }) if !mat => {}
        // So is a line that grows past the line limit as written, from an
        // input with a line at least half as long.
        Err(QueryError::LineTooLong { limit, .. })
            if data
                .split(|&b| b == b'\n')
                .any(|line| line.len() > limit / 2) =>
        {
            return;
        }
        Err(error) => panic!("validate accepts it, fmt refuses it: {error}"),
    }
    match query::canonical_sgf(data) {
        Ok(sgf) => same_results(
            &report,
            &transcript::validate(sgf.as_bytes()),
            "fmt --to sgf",
            false,
        ),
        Err(QueryError::NotWritable(_)) => {}
        Err(error) => panic!("validate accepts it, fmt --to sgf refuses it: {error}"),
    }
}

/// Whether a Match ID cannot hold some state of `game`: a score or the
/// match's length above 32767, or a cube above 32768.
fn beyond_ids(exported: &MatchExport, game: &GameExport) -> bool {
    let most = u32::from(u16::MAX >> 1);
    exported.length > most
        || game.score.iter().any(|&s| s > most)
        || game
            .turns
            .iter()
            .any(|t| t.cube.is_some_and(|c| c > most + 1))
}

/// Every turn of an export has its position, the game's end too, and the
/// export reads back and makes its turn table.
fn export_is_whole(exported: &MatchExport) {
    exported
        .to_match()
        .unwrap_or_else(|e| panic!("an export does not read back: {e}"));
    let _ = query::turn_records(exported);
    for game in &exported.games {
        assert!(game.cut.is_none(), "a valid game is cut");
        // A score or cube no Match ID holds has no position, and says so.
        let beyond_ids = beyond_ids(exported, game);
        for turn in &game.turns {
            let setup = match query::position_before_turn(exported, game, turn.index) {
                Ok(setup) => setup,
                Err(TurnPositionError::Unrepresentable) if beyond_ids => continue,
                Err(e) => panic!(
                    "game {} turn {} has no position: {e}",
                    game.number, turn.index
                ),
            };
            setup.xgid().unwrap_or_else(|e| {
                panic!("game {} turn {}: no XGID: {e}", game.number, turn.index)
            });
        }
        let followed = game.turns.iter().any(|t| t.xgid.is_some());
        if game.result.is_some() && followed {
            query::position_after_game(game)
                .unwrap_or_else(|e| panic!("game {} has no end position: {e}", game.number));
        }
    }
}

/// The rewritten text validates, to the same games, winners, points and
/// match scores; `mat`: also to the same players (SGF keeps names as one
/// line).
fn same_results(original: &ValidationReport, rewritten: &ValidationReport, what: &str, mat: bool) {
    assert!(
        rewritten.valid,
        "what {what} writes does not validate: {:?}",
        rewritten.errors.first()
    );
    assert_eq!(
        original.matches.len(),
        rewritten.matches.len(),
        "{what} changes the number of matches"
    );
    for (before, after) in original.matches.iter().zip(&rewritten.matches) {
        assert_eq!(
            before.games, after.games,
            "{what} changes the games' results"
        );
        assert_eq!(
            before.length, after.length,
            "{what} changes the match length"
        );
        if mat {
            // A player never named is named `Player N` in the rewrite.
            let named = |players: &[String; 2]| -> Vec<String> {
                players
                    .iter()
                    .zip(1..)
                    .map(|(name, n)| {
                        if name.trim().is_empty() {
                            format!("Player {n}")
                        } else {
                            name.clone()
                        }
                    })
                    .collect()
            };
            assert_eq!(
                named(&before.players),
                named(&after.players),
                "{what} changes the players"
            );
        }
        assert_eq!(
            (before.score, before.winner),
            (after.score, after.winner),
            "{what} changes the match's result"
        );
    }
}

/// `export --force` of an invalid input: it refuses only text without a
/// game, and every game it marks cut points into the input.
fn forced_export_is_sound(data: &[u8]) {
    let Ok(exports) = query::forced_export_with(data, None) else {
        return;
    };
    let lines = line_count(data);
    for exported in &exports {
        for game in &exported.games {
            if let Some(cut) = &game.cut {
                assert!(
                    (1..=lines).contains(&(cut.line as usize)) && cut.column >= 1,
                    "a cut at {}:{} outside {lines} lines",
                    cut.line,
                    cut.column
                );
                message_is_one_line(&cut.message);
            }
            for turn in &game.turns {
                // A turn the replay followed has its position; others are as written.
                if turn.xgid.is_some() {
                    query::position_before_turn(exported, game, turn.index).unwrap_or_else(|e| {
                        panic!(
                            "game {} turn {} has no position: {e}",
                            game.number, turn.index
                        )
                    });
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// mat

/// Match transcripts: `validate`, and `read_match` followed by `replay`; and
/// `replay` alone on a match given as JSON.
///
/// Reports must be consistent (valid exactly when there is no error, bounded,
/// in input order, every location inside the input); a transcript that reads
/// must survive a JSON round trip unchanged and replay to the same errors
/// `validate` found.
pub fn mat(data: &[u8]) {
    // A binary file's locations are in its decompressed records, not in
    // the input: the xg target checks those.
    if transcript::is_xg(data) {
        return xg(data);
    }
    // A match built by hand (here: read from JSON) may hold anything the model's
    // types allow: impossible dice, moves off the board, absurd cubes and scores.
    if let Ok(matched) = serde_json::from_slice::<Match>(data) {
        let replayed = replay(&matched);
        for diagnostic in replayed.errors.iter().chain(&replayed.warnings) {
            message_is_one_line(&diagnostic.to_string());
        }
    }

    let report = transcript::validate(data);
    // The fast lane answers only for an input without errors, and then as
    // the full path, warnings and all.
    if let Some(quick) = transcript::quick_validate(data) {
        let full = transcript::validate_reader(data).expect("reading a slice cannot fail");
        assert_eq!(quick, full, "the fast lane and the full path disagree");
        assert!(full.errors.is_empty());
    }
    let lines = line_count(data);
    assert_eq!(report.valid, report.errors.is_empty());
    for list in [&report.errors, &report.warnings] {
        assert!(
            list.len() <= MAX_DIAGNOSTICS + 1,
            "{} diagnostics",
            list.len()
        );
        assert!(
            list.windows(2)
                .all(|w| (w[0].line, w[0].column) <= (w[1].line, w[1].column)),
            "diagnostics out of input order"
        );
        for diagnostic in list {
            assert!(
                diagnostic.line as usize <= lines,
                "{diagnostic} is past the last line {lines}"
            );
            assert!(
                (diagnostic.line == 0) == (diagnostic.column == 0),
                "{diagnostic} has half a location"
            );
            message_is_one_line(&diagnostic.to_string());
        }
    }

    match read_match(data) {
        Ok(matched) => {
            assert_eq!(report.games, matched.games.len());
            locations_are_inside(&matched, data);
            let mut replayed = replay(&matched).errors;
            replayed.sort_by_key(|d| (d.line, d.column));
            assert_eq!(
                report.errors, replayed,
                "validate and read_match + replay disagree"
            );
            let json = serde_json::to_string(&matched).expect("a match serialises");
            let back: Match = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("a match does not read back from its JSON: {e}"));
            assert_eq!(back, matched, "a match changed through JSON");
        }
        // `validate` reads a ` N point match` header after games as the start
        // of another match (files joined end to end), where `read_match`, which
        // returns one match, refuses it: there the two may differ.
        Err(ReadError {
            kind: ReadErrorKind::Unexpected { expected, .. },
            ..
        }) if expected == SECOND_MATCH_HEADER => {}
        // SGF and .xg files joined end to end: `read_match` refuses the
        // several matches that `validate` reads one by one.
        Err(ReadError {
            kind: ReadErrorKind::SeveralMatches { count },
            ..
        }) => assert!(count > 1),
        Err(error) => {
            assert!(
                !report.valid,
                "read_match failed but validate found no error"
            );
            message_is_one_line(&error.to_string());
            if let Some(location) = error.location() {
                assert!(location.line as usize <= lines, "{error} is past the end");
                // Spans count bytes of the UTF-8 text (a UTF-16 input decoded).
                let text = transcript::decoded_text(data);
                assert!(
                    location.span.start <= location.span.end && location.span.end <= text.len(),
                    "{error} has span {:?} outside {} bytes",
                    location.span,
                    text.len()
                );
            } else {
                assert_eq!(error.kind, ReadErrorKind::Empty);
            }
            let message = error.message();
            assert!(
                report.errors.iter().any(|d| d.message == message),
                "the first read error {message:?} is missing from the report"
            );
        }
    }
}

/// What `read_match` expected where a second ` N point match` header stands.
const SECOND_MATCH_HEADER: &str = "one ` N point match` header, before the first game";

/// Lines as the reader counts them: ended by LF, CRLF or a lone CR, and a final
/// line without an ending counts.
fn line_count(data: &[u8]) -> usize {
    // Locations count in the input's UTF-8 text (a UTF-16 input decoded).
    let data: &[u8] = &transcript::decoded_text(data);
    let endings = data
        .iter()
        .enumerate()
        .filter(|&(i, &b)| b == b'\n' || (b == b'\r' && data.get(i + 1) != Some(&b'\n')))
        .count();
    endings + 1
}

/// Every location the reader recorded is a span of the input.
fn locations_are_inside(matched: &Match, data: &[u8]) {
    let data: &[u8] = &transcript::decoded_text(data);
    let inside = |location: &transcript::Location| {
        assert!(
            location.span.start <= location.span.end && location.span.end <= data.len(),
            "span {:?} outside {} bytes",
            location.span,
            data.len()
        );
        assert!(location.line >= 1 && location.column >= 1, "{location:?}");
    };
    for game in &matched.games {
        inside(&game.location);
        for location in game.score_locations.iter().flatten() {
            inside(location);
        }
        for action in &game.actions {
            inside(&action.location);
            if let transcript::ActionKind::Play { moves, .. } = action.kind {
                assert!(!moves.is_empty(), "a play without moves");
                for written in moves.iter() {
                    inside(&written.location);
                    move_is_well_formed(written.mv, "a transcript");
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// ids

/// Identifiers as text: Position ID, Match ID, XGID and the command line's
/// `POSITION` argument.
///
/// Errors must point at the character they name; whatever decodes must encode
/// and decode back to the same value (a Position ID even to the same text).
pub fn ids(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match position_id::decode(text) {
        Ok(position) => {
            assert_eq!(
                position_id::encode(&position),
                text,
                "a Position ID is not canonical"
            );
        }
        Err(error) => id_error_points_into(text, &error),
    }
    match match_id::decode(text) {
        Ok(state) => match_state_round_trips(&state),
        Err(error) => id_error_points_into(text, &error),
    }
    match Xgid::parse(text) {
        Ok(xgid) => xgid_round_trips(&xgid),
        Err(error) => id_error_points_into(text, &error),
    }
    match parse_setup(text) {
        Ok(setup) => {
            let id = setup.position_id();
            assert_eq!(position_id::decode(&id), Ok(setup.position), "{text:?}");
            if let Some(state) = setup.match_state {
                match_state_round_trips(&state);
                let match_id = setup
                    .match_id()
                    .unwrap_or_else(|e| panic!("{text:?}: match state does not encode: {e}"));
                assert!(match_id.is_some());
            }
            let xgid = setup
                .xgid()
                .unwrap_or_else(|e| panic!("{text:?}: no XGID for a read setup: {e}"));
            xgid_round_trips(&xgid);
            assert_eq!(xgid.position(), setup.position, "{text:?} via {xgid}");
            let again = parse_setup(&xgid.to_string())
                .unwrap_or_else(|e| panic!("{text:?}: its XGID {xgid} does not read: {e}"));
            assert_eq!(again.position, setup.position, "{text:?} via {xgid}");
        }
        Err(error) => id_error_points_into(text, &error),
    }
}

/// A Match ID state encodes, and the encoding decodes to the same state.
fn match_state_round_trips(state: &MatchState) {
    let written =
        match_id::encode(state).unwrap_or_else(|e| panic!("{state:?} does not encode: {e}"));
    assert_eq!(
        match_id::decode(&written).as_ref(),
        Ok(state),
        "state via {written}"
    );
}

/// An XGID writes canonically and reads back the same; its match state, when it
/// has one, gives back an XGID with the same state.
fn xgid_round_trips(xgid: &Xgid) {
    let written = xgid.to_string();
    assert_eq!(
        Xgid::parse(&written).as_ref(),
        Ok(xgid),
        "XGID via {written}"
    );
    if let Ok(state) = xgid.match_state() {
        let back = Xgid::from_match_state(xgid.position(), &state)
            .unwrap_or_else(|e| panic!("{written}: its match state gives no XGID: {e}"));
        assert_eq!(back.position(), xgid.position(), "{written} via {back}");
        assert_eq!(back.match_state(), Ok(state), "{written} via {back}");
    }
}

/// An identifier error names the right character, in the right place, in one line.
fn id_error_points_into(text: &str, error: &IdError) {
    message_is_one_line(&error.to_string());
    match error {
        IdError::BadCharacter { column, found, .. } => {
            assert_eq!(
                text.chars().nth(column.saturating_sub(1)),
                Some(*found),
                "{error} in {text:?}"
            );
        }
        IdError::BadField {
            at: Place::Column(column),
            found,
            ..
        } => {
            let shown = found.strip_suffix('…').unwrap_or(found);
            let from_column: String = text.chars().skip(column.saturating_sub(1)).collect();
            assert!(
                from_column.starts_with(shown),
                "{error}: {shown:?} is not at column {column} of {text:?}"
            );
        }
        IdError::WrongLength { found, .. } => {
            assert!(*found <= text.chars().count(), "{error} for {text:?}");
        }
        _ => {}
    }
}

// ---------------------------------------------------------------------------
// roundtrip

/// Codecs both ways: text decoded and encoded again, and positions and match
/// states built from the bytes encoded and decoded again. Positions also go
/// through the board's own conversions and both renderers.
pub fn roundtrip(data: &[u8]) {
    // Decode -> encode -> decode on the bytes as text.
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(position) = position_id::decode(text) {
            position_round_trips(&position);
        }
        if let Ok(state) = match_id::decode(text) {
            match_state_round_trips(&state);
        }
        if let Ok(xgid) = Xgid::parse(text) {
            xgid_round_trips(&xgid);
        }
    }

    // Encode -> decode on values built from the bytes.
    let (state_bytes, board_bytes) = data.split_at(data.len().min(12));
    let position = position_from_bytes(board_bytes);
    position_round_trips(&position);
    let state = match_state_from_bytes(state_bytes);
    match_state_round_trips(&state);
    let xgid = Xgid::from_match_state(position, &state)
        .unwrap_or_else(|e| panic!("{state:?} gives no XGID: {e}"));
    xgid_round_trips(&xgid);
    assert_eq!(xgid.position(), position);
    let back = xgid
        .match_state()
        .unwrap_or_else(|e| panic!("{xgid} has no match state: {e}"));
    // An XGID keeps everything but the game state, a resignation on offer and
    // dice rolled before a double.
    let kept = |s: &MatchState| {
        (
            s.cube,
            s.cube_owner,
            s.on_roll,
            s.crawford,
            s.doubled,
            s.match_length,
            s.score,
            s.jacoby && s.match_length == 0,
        )
    };
    assert_eq!(kept(&back), kept(&state), "{state:?} via {xgid}");
}

/// A position survives every conversion bgkit has, and draws.
fn position_round_trips(position: &Position) {
    let id = position_id::encode(position);
    assert_eq!(position_id::decode(&id), Ok(*position), "via {id}");
    let (on_roll, opponent) = position.to_sides();
    assert_eq!(Position::from_sides(&on_roll, &opponent), Ok(*position));
    assert_eq!(Position::from_points(*position.points()), Ok(*position));
    let switched = position.switched();
    assert_eq!(switched.switched(), *position);
    assert_eq!(switched.pip_count(), position.opponent_pip_count());
    assert_eq!(switched.off(), position.opponent_off());
    for side in [XgSide::Bottom, XgSide::Top] {
        let xgid = Xgid::new(*position, side);
        let text = xgid.to_string();
        let read = Xgid::parse(&text).unwrap_or_else(|e| panic!("{text} does not read: {e}"));
        assert_eq!(read.position(), *position, "via {text}");
    }
    let drawn = text_board(position, &TextBoard::default());
    assert!(!drawn.is_empty());
    // The SVG diagram costs more than everything else here together; one
    // position in eight is drawn, which still reaches every stack height.
    if position.pip_count().is_multiple_of(8) {
        let svg = svg_board(position, &SvgBoard::default());
        assert!(svg.starts_with("<svg"));
    }
}

/// A valid position from any bytes: each byte puts one checker on a slot, for
/// the side its top bit names, unless that side has all fifteen out already or
/// the other side holds the point. Bytes left over are ignored.
pub fn position_from_bytes(bytes: &[u8]) -> Position {
    let mut sides = [[0u8; 25]; 2];
    for &byte in bytes {
        let side = usize::from(byte >> 7);
        // Slot 0..=23 is a point in that side's own numbering, 24 its bar.
        let slot = usize::from(byte & 0x7f) % 25;
        let placed: u8 = sides[side].iter().sum();
        // The same point in the other side's numbering; bars are never shared.
        let blocked = slot < 24 && sides[1 - side][23 - slot] > 0;
        if placed < CHECKERS && !blocked {
            sides[side][slot] += 1;
        }
    }
    Position::from_sides(&sides[0], &sides[1])
        .unwrap_or_else(|e| panic!("built an impossible board: {e}"))
}

/// A match state a Match ID can hold, from up to twelve bytes.
pub fn match_state_from_bytes(bytes: &[u8]) -> MatchState {
    let byte = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let wide = |i: usize| u32::from(byte(i)) | u32::from(byte(i + 1)) << 8;
    let player = |bit: u8| {
        if bit & 1 == 0 {
            Player::One
        } else {
            Player::Two
        }
    };
    let match_length = wide(0) & match_id::MAX_SCORE;
    let score_in = |value: u32| {
        if match_length == 0 {
            value & match_id::MAX_SCORE
        } else {
            value % (match_length + 1)
        }
    };
    let flags = byte(6);
    let dice = Roll::new(byte(7) % 6 + 1, byte(8) % 6 + 1)
        .ok()
        .filter(|_| flags & 0x10 != 0);
    MatchState {
        cube: 1 << (byte(9) % 16),
        cube_owner: match byte(10) % 3 {
            0 => CubeOwner::Centred,
            n => CubeOwner::Player(player(n)),
        },
        on_roll: player(flags),
        crawford: match_length > 0 && flags & 0x02 != 0,
        game_state: match byte(11) % 5 {
            0 => GameState::NoGame,
            1 => GameState::Playing,
            2 => GameState::Over,
            3 => GameState::Resigned,
            _ => GameState::Dropped,
        },
        turn: player(flags >> 2),
        doubled: flags & 0x08 != 0,
        resignation: match (flags >> 5) & 3 {
            0 => Resignation::None,
            1 => Resignation::Single,
            2 => Resignation::Gammon,
            _ => Resignation::Backgammon,
        },
        dice,
        match_length,
        score: [score_in(wide(2)), score_in(wide(4))],
        jacoby: flags & 0x80 != 0,
    }
}

// ---------------------------------------------------------------------------
// resolve

/// Written plays against the rules engine.
///
/// Layout of the bytes: two dice, a mode, then moves (three bytes each), then
/// the position (see [`position_from_bytes`]). Mode 0 writes moves straight from
/// the bytes (any points, legal or not, even outside the board); mode 1 writes
/// one of the legal plays step by step; mode 2 writes a legal play with the
/// steps of one checker merged; mode 3 a legal play with one move bent.
///
/// `resolve_play` must never panic; an accepted play must lead to one of the
/// legal results (or leave the board as it was when no move is possible), and a
/// legal play written out in full must be accepted with its own result. The
/// same board also goes through the race and shot analysis, which must agree
/// with itself.
pub fn resolve(data: &[u8]) {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let Ok(roll) = Roll::new(byte(0) % 6 + 1, byte(1) % 6 + 1) else {
        return;
    };
    let mode = byte(2) % 4;
    let count = usize::from(byte(3) % 6);
    let move_bytes = data.get(4..).unwrap_or(&[]);
    let move_bytes = &move_bytes[..move_bytes.len().min(3 * count)];
    let position = position_from_bytes(data.get(4 + move_bytes.len()..).unwrap_or(&[]));
    let legal = legal_plays(&position, roll);

    let (moves, expected) = match mode {
        0 => (raw_moves(move_bytes), None),
        _ if legal.is_empty() => (Vec::new(), Some(position)),
        _ => {
            let chosen: &LegalPlay = &legal[usize::from(byte(3)) % legal.len()];
            let steps: Vec<Move> = chosen.play.steps().iter().map(|&s| Move::from(s)).collect();
            match mode {
                1 => (rotated(steps, byte(4)), Some(chosen.result)),
                2 => (rotated(merged(&steps), byte(4)), None),
                _ => (bent(steps, byte(4), byte(5)), None),
            }
        }
    };

    let outcome = resolve_play(&position, roll, &moves);
    if let Some(result) = expected {
        let resolved = outcome.as_ref().unwrap_or_else(|e| {
            panic!("legal play {moves:?} of {roll} refused in {position:?}: {e}")
        });
        assert_eq!(
            resolved.result, result,
            "{moves:?} of {roll} in {position:?}"
        );
    }
    match outcome {
        Ok(resolved) => {
            assert_eq!(
                replayed(&position, &resolved.play),
                Some(resolved.result),
                "the steps of {moves:?} do not lead to its result"
            );
            if resolved.play.is_empty() {
                assert!(legal.is_empty(), "a dance accepted with legal plays");
                assert_eq!(resolved.result, position);
            } else {
                assert!(
                    legal.iter().any(|p| p.result == resolved.result),
                    "{moves:?} of {roll} in {position:?} accepted with a result no legal play has"
                );
            }
        }
        Err(error) => message_is_one_line(&error.to_string()),
    }

    analysis_agrees(&position, roll);
}

/// The analysis of the same board: race figures never fail, and the shot
/// report, the shot count and the single-roll test agree with each other.
fn analysis_agrees(position: &Position, roll: Roll) {
    let report = race(position);
    assert_eq!(report.pips.on_roll, position.pip_count());
    let found = shots(position);
    assert!(found.hitting_rolls <= 36 && found.double_hit_rolls <= found.hitting_rolls);
    assert_eq!(shot_count(position), found.hitting_rolls, "{position:?}");
    assert_eq!(
        roll_hits(position, roll),
        found.rolls.contains(&roll),
        "{roll} in {position:?}"
    );
}

/// Moves straight from the bytes: any points 0..=31, so some start off the
/// board, go upwards or stand still.
fn raw_moves(bytes: &[u8]) -> Vec<Move> {
    bytes
        .chunks_exact(3)
        .map(|chunk| Move {
            from: chunk[0] % 32,
            to: chunk[1] % 32,
            hit: chunk[2] & 1 == 1,
        })
        .collect()
}

/// The moves rotated by `by`: the written order must not matter.
fn rotated(mut moves: Vec<Move>, by: u8) -> Vec<Move> {
    if !moves.is_empty() {
        let by = usize::from(by) % moves.len();
        moves.rotate_left(by);
    }
    moves
}

/// Steps of one checker joined into one move (`24/18 18/13` -> `24/13`),
/// keeping the hit mark of the last step only.
fn merged(steps: &[Move]) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::new();
    for &step in steps {
        match out.iter_mut().find(|m| m.to == step.from && m.to != 0) {
            Some(earlier) => {
                earlier.to = step.to;
                earlier.hit = step.hit;
            }
            None => out.push(step),
        }
    }
    out
}

/// One move's source or destination moved by one point, or its hit mark flipped.
fn bent(mut moves: Vec<Move>, which: u8, how: u8) -> Vec<Move> {
    let len = moves.len();
    if let Some(mv) = moves.get_mut(usize::from(which) % len.max(1)) {
        match how % 5 {
            0 => mv.from = mv.from.saturating_add(1),
            1 => mv.from = mv.from.saturating_sub(1),
            2 => mv.to = mv.to.saturating_add(1),
            3 => mv.to = mv.to.saturating_sub(1),
            _ => mv.hit = !mv.hit,
        }
    }
    moves
}

/// The board after playing `play`'s steps one by one, if each is legal.
fn replayed(position: &Position, play: &Play) -> Option<Position> {
    let mut board = *position;
    for step in play.steps() {
        let (taken, next) = try_step(&board, step.from, step.die)?;
        if taken != *step {
            return None;
        }
        board = next;
    }
    Some(board)
}
