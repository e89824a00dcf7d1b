//! `bgkit moves` answers as JSON: what serde_json writes for the answer
//! types, read back field by field and in the types' key order, on any
//! board; the command's own line writer against serde_json, byte for byte;
//! and the command line, one line per position and roll.

use crate::common::{any_position, any_roll, bgkit};
use bgkit::ids::position_id;
use bgkit::notation;
use bgkit::query::{LegalPlays, legal_plays};
use proptest::prelude::*;
use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;
use std::fmt;

/// JSON read back with each object's keys in the order they were written
/// (serde_json's `Value` keeps them sorted, which would hide the order).
#[derive(Debug)]
enum Ordered {
    Object(Vec<(String, Ordered)>),
    Array(Vec<Ordered>),
    Scalar(Value),
}

impl<'de> Deserialize<'de> for Ordered {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Ordered, D::Error> {
        deserializer.deserialize_any(OrderedVisitor)
    }
}

struct OrderedVisitor;

impl<'de> Visitor<'de> for OrderedVisitor {
    type Value = Ordered;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Ordered, A::Error> {
        let mut pairs = Vec::new();
        while let Some(pair) = map.next_entry()? {
            pairs.push(pair);
        }
        Ok(Ordered::Object(pairs))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Ordered, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Ordered::Array(items))
    }

    fn visit_str<E>(self, text: &str) -> Result<Ordered, E> {
        Ok(Ordered::Scalar(Value::from(text)))
    }

    fn visit_u64<E>(self, number: u64) -> Result<Ordered, E> {
        Ok(Ordered::Scalar(Value::from(number)))
    }

    fn visit_i64<E>(self, number: i64) -> Result<Ordered, E> {
        Ok(Ordered::Scalar(Value::from(number)))
    }

    fn visit_f64<E>(self, number: f64) -> Result<Ordered, E> {
        Ok(Ordered::Scalar(Value::from(number)))
    }

    fn visit_bool<E>(self, truth: bool) -> Result<Ordered, E> {
        Ok(Ordered::Scalar(Value::from(truth)))
    }

    fn visit_unit<E>(self) -> Result<Ordered, E> {
        Ok(Ordered::Scalar(Value::Null))
    }
}

impl Ordered {
    /// The object's keys in order and the value of each; panics on anything
    /// but an object.
    fn fields(&self) -> (Vec<&str>, Vec<&Ordered>) {
        let Ordered::Object(pairs) = self else {
            panic!("expected an object, found {self:?}");
        };
        pairs
            .iter()
            .map(|(key, value)| (key.as_str(), value))
            .unzip()
    }

    fn scalar(&self) -> &Value {
        match self {
            Ordered::Scalar(value) => value,
            other => panic!("expected a string, number or boolean, found {other:?}"),
        }
    }

    fn items(&self) -> &[Ordered] {
        match self {
            Ordered::Array(items) => items,
            other => panic!("expected an array, found {other:?}"),
        }
    }
}

/// Checks that `line`, read back, holds `answer` field by field in the
/// order the answer types declare their fields, and that what it says
/// stands on its own: each result reads as a Position ID and each play as
/// notation, and the count is the number of plays listed.
#[track_caller]
fn assert_line_holds(line: &str, answer: &LegalPlays) {
    let read: Ordered = serde_json::from_str(line).expect("the line is one JSON value");
    let (keys, values) = read.fields();
    let mut expected_keys = vec!["position", "roll", "count"];
    if answer.plays.is_some() {
        expected_keys.push("plays");
    }
    assert_eq!(keys, expected_keys, "{line}");
    assert_eq!(values[0].scalar(), answer.position.as_str());
    let roll: Vec<&Value> = values[1].items().iter().map(Ordered::scalar).collect();
    assert_eq!(
        roll,
        [answer.roll[0], answer.roll[1]]
            .map(Value::from)
            .iter()
            .collect::<Vec<_>>()
    );
    assert_eq!(values[2].scalar(), &Value::from(answer.count));
    let Some(plays) = &answer.plays else {
        return;
    };
    let listed = values[3].items();
    assert_eq!(listed.len(), plays.len(), "{line}");
    assert_eq!(listed.len(), answer.count, "{line}");
    for (object, play) in listed.iter().zip(plays) {
        let (keys, values) = object.fields();
        assert_eq!(keys, ["play", "hits", "result"], "{line}");
        let text = values[0].scalar().as_str().expect("the play is a string");
        assert_eq!(text, play.play.as_str());
        assert!(
            notation::parse_moves(text).is_ok(),
            "{text} reads as notation"
        );
        assert_eq!(values[1].scalar(), &Value::from(play.hits));
        let result = values[2].scalar().as_str().expect("the result is a string");
        assert_eq!(result, play.result.as_str());
        assert!(
            position_id::decode(result).is_ok(),
            "{result} reads as a Position ID"
        );
    }
}

proptest! {
    #[test]
    fn the_json_line_writer_gives_serdes_text_and_holds_every_field_in_order(
        position in any_position(),
        roll in any_roll(),
        count_only in any::<bool>(),
    ) {
        // Given the legal plays of any position and roll, with or without
        // the plays listed
        let id = position_id::encode(&position);
        let dice = format!("{}-{}", roll.high(), roll.low());
        let answer = legal_plays(&id, &dice, count_only).unwrap();

        // When the command's writer and serde_json each write the answer
        let mut line = Vec::new();
        answer.write_json_line(&mut line);
        let line = String::from_utf8(line).unwrap();
        let through_serde = serde_json::to_string(&answer).unwrap();

        // Then the writer's line is serde_json's text and a line end, and it
        // reads back as the answer, field by field in the types' key order
        prop_assert_eq!(line.strip_suffix('\n'), Some(through_serde.as_str()));
        prop_assert!(!through_serde.contains('\n'));
        assert_line_holds(&through_serde, &answer);
    }
}

#[test]
fn each_line_moves_prints_from_standard_input_reads_back_as_its_answer() {
    // Given positions and rolls that play doubles, hit two checkers, enter
    // from the bar, bear off and dance (the last: no legal play)
    let table = [
        ("start", "3-1"),
        ("start", "6-6"),
        ("4HPwATDgc/ABMA", "6-5"),
        ("4HPwATDgc/ABMA", "2-1"),
        ("XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10", "3-1"),
        ("xOvgASKMZ/ABMA", "6-6"),
        ("xNfEQQQcZ/AAWA", "6-5"),
        ("z6AAuAffPQoQAA", "6-6"),
        ("xNfEQQQcZ/AAWA", "6-6"),
    ];
    let input: String = table
        .iter()
        .map(|(position, roll)| format!("{position} {roll}\n"))
        .collect();
    for count_only in [false, true] {
        // When `bgkit moves -` answers them as JSON lines
        let mut command = bgkit();
        command.args(["moves", "-"]);
        if count_only {
            command.arg("--count");
        }
        let output = command.write_stdin(input.as_str()).output().unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let stdout = String::from_utf8(output.stdout).unwrap();
        let lines: Vec<&str> = stdout.lines().collect();

        // Then there is a line for each, which reads back as the library's
        // answer field by field, and is byte for byte what serde_json
        // writes for that answer
        assert_eq!(lines.len(), table.len());
        for (line, (position, roll)) in lines.iter().zip(table) {
            let answer = legal_plays(position, roll, count_only).unwrap();
            assert_line_holds(line, &answer);
            assert_eq!(
                *line,
                serde_json::to_string(&answer).unwrap(),
                "{position} {roll}"
            );
        }
    }
}
