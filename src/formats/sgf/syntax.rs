//! SGF syntax: a collection of game trees, each a sequence of nodes, each a
//! list of properties with bracketed values, with the byte offset of every
//! property and value so that errors can point at them.
//!
//! The grammar is the one of SGF `FF[4]`: `Collection = GameTree+`,
//! `GameTree = "(" Node+ GameTree* ")"`, `Node = ";" Property*`,
//! `Property = Ident Value+`, `Value = "[" text "]"` where `\` escapes the next
//! character. Variations (nested trees) are parsed and only the main line, the
//! first variation at each branch, is kept: a match has one line of play.

use std::borrow::Cow;
use std::cell::Cell;
use std::ops::Range;

use crate::transcript::error::{ReadError, ReadErrorKind, excerpt};
use crate::transcript::model::{Location, Span};

/// The deepest nesting of variations read; deeper input is refused rather
/// than risking the stack.
const MAX_DEPTH: usize = 64;

/// One property value, unescaped, with where its text starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Value<'a> {
    /// The text between the brackets with `\` escapes removed.
    pub text: Cow<'a, str>,
    /// The bytes between the brackets.
    pub span: Span,
}

/// A property: its name and values. Most have one value, kept inline, so
/// that a node's properties cost no allocation each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Property<'a> {
    /// The identifier, e.g. `MI`, `B`.
    pub name: &'a str,
    /// From the first letter of the name to the last `]`.
    pub span: Span,
    /// The first value.
    pub value: Value<'a>,
    /// The values after the first (`MI[length:7][game:0]...`).
    pub more: Vec<Value<'a>>,
}

impl Property<'_> {
    /// The first value's text.
    pub fn first(&self) -> &str {
        &self.value.text
    }

    /// Every value in order.
    pub fn values(&self) -> impl Iterator<Item = &Value<'_>> {
        std::iter::once(&self.value).chain(&self.more)
    }
}

/// A node: the properties after one `;`, a range of [`Parsed::properties`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Node {
    /// Offset of the `;`.
    pub start: usize,
    /// Where its properties are in [`Parsed::properties`].
    pub properties: Range<usize>,
}

/// The first property called `name` of a node's `properties`.
pub(crate) fn get<'p, 'a>(properties: &'p [Property<'a>], name: &str) -> Option<&'p Property<'a>> {
    properties.iter().find(|p| p.name == name)
}

/// One game tree's main line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tree {
    /// Offset of the `(`.
    pub start: usize,
    /// The nodes of the main line; the first is the root.
    pub nodes: Vec<Node>,
}

/// What was parsed: every complete tree before the first error, and the error.
#[derive(Debug, Default)]
pub(crate) struct Parsed<'a> {
    /// The game trees read to their closing `)`.
    pub trees: Vec<Tree>,
    /// The properties of every node, node after node.
    pub properties: Vec<Property<'a>>,
    /// The first syntax error, if any; nothing after it is read.
    pub error: Option<ReadError>,
}

impl<'a> Parsed<'a> {
    /// The properties of `node`.
    pub fn of(&self, node: &Node) -> &[Property<'a>] {
        let properties = self.properties.get(node.properties.clone());
        debug_assert!(properties.is_some(), "a node's properties are read with it");
        properties.unwrap_or(&[])
    }
}

/// Turns byte offsets into line and column (counted in characters).
///
/// Offsets mostly come in input order, so the last one located is kept: the
/// next one on the same line counts only the characters between the two,
/// and a file that is one long line is located in linear time.
pub(crate) struct Locator<'a> {
    text: &'a [u8],
    line_starts: Vec<usize>,
    /// The line of the last offset located: offsets mostly come in input
    /// order, a line or two apart, where a step forward beats a search.
    last_line: Cell<usize>,
    /// The last offset located and its 0-based column in characters.
    last_column: Cell<(usize, usize)>,
}

impl<'a> Locator<'a> {
    /// Indexes the line starts of `text`.
    pub fn new(text: &'a [u8]) -> Locator<'a> {
        let mut line_starts = vec![0];
        line_starts.extend(memchr::memchr_iter(b'\n', text).map(|i| i + 1));
        Locator {
            text,
            line_starts,
            last_line: Cell::new(1),
            last_column: Cell::new((0, 0)),
        }
    }

    /// The 1-based line of `offset`: the number of line starts at or before it.
    fn line_of(&self, offset: usize) -> usize {
        let starts_by = |line: usize| {
            line.checked_sub(1)
                .and_then(|i| self.line_starts.get(i))
                .is_some_and(|&s| s <= offset)
        };
        let mut line = self.last_line.get();
        if starts_by(line) {
            for _ in 0..4 {
                if !starts_by(line + 1) {
                    self.last_line.set(line);
                    return line;
                }
                line += 1;
            }
        }
        let line = self.line_starts.partition_point(|&s| s <= offset);
        self.last_line.set(line.max(1));
        line
    }

    /// The location of the byte range `start..end`.
    pub fn locate(&self, start: usize, end: usize) -> Location {
        let line = self.line_of(start);
        let line_start = line
            .checked_sub(1)
            .and_then(|i| self.line_starts.get(i))
            .copied()
            .unwrap_or(0);
        // Count from the nearest known column: the last offset's, when it is
        // on this line, forwards or backwards; else the line's start.
        let (last, last_column) = self.last_column.get();
        let column = if (line_start..=start).contains(&last) {
            last_column + characters(self.text.get(last..start))
        } else if last > start
            && last - start < start - line_start
            && self.line_starts.get(line).is_none_or(|&next| last < next)
        {
            last_column.saturating_sub(characters(self.text.get(start..last)))
        } else {
            characters(self.text.get(line_start..start))
        };
        self.last_column.set((start, column));
        Location {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX).saturating_add(1),
            span: Span { start, end },
        }
    }

    /// The location of a span.
    pub fn span(&self, span: Span) -> Location {
        self.locate(span.start, span.end)
    }
}

/// The characters in `bytes` (none for `None`): continuation bytes do not
/// start one.
fn characters(bytes: Option<&[u8]>) -> usize {
    bytes.map_or(0, |bytes| {
        bytes.iter().filter(|&&b| (b & 0xC0) != 0x80).count()
    })
}

/// Parses a collection. Never fails outright: the trees before an error are
/// kept and the error is returned beside them.
pub(crate) fn parse<'a>(input: &'a [u8], locator: &Locator<'_>) -> Parsed<'a> {
    let mut parser = Parser {
        input,
        at: 0,
        locator,
        properties: Vec::new(),
    };
    let mut parsed = Parsed::default();
    parser.skip_space();
    if parser.peek().is_none() {
        parsed.error = Some(parser.error("a game tree `(;FF[4]GM[6]...`"));
        return parsed;
    }
    while parser.peek().is_some() {
        match parser.tree(0) {
            Ok(tree) => parsed.trees.push(tree),
            Err(error) => {
                parsed.error = Some(error);
                break;
            }
        }
        parser.skip_space();
        // DOS ended a text file with Ctrl-Z: the end of the input.
        if parser
            .input
            .get(parser.at..)
            .is_some_and(|rest| rest.iter().all(|&b| b == 0x1a))
        {
            break;
        }
    }
    parsed.properties = parser.properties;
    parsed
}

/// Reads the collection, one construct per method.
struct Parser<'a, 'l> {
    input: &'a [u8],
    /// Offset of the next byte to read.
    at: usize,
    locator: &'l Locator<'l>,
    /// Every property read so far.
    properties: Vec<Property<'a>>,
}

impl<'a> Parser<'a, '_> {
    fn peek(&self) -> Option<u8> {
        self.input.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    /// An error at the next byte: `expected`, and what is there instead.
    fn error(&self, expected: &'static str) -> ReadError {
        let found = match self.input.get(self.at..) {
            None | Some([]) => "the end of the input".to_string(),
            Some(rest) => {
                // The first 24 bytes, or all of them when there are fewer.
                let text = String::from_utf8_lossy(rest.get(..24).unwrap_or(rest));
                excerpt(text.lines().next().unwrap_or(""))
            }
        };
        let at = self.at.min(self.input.len());
        ReadError::at(
            self.locator.locate(at, (at + 1).min(self.input.len())),
            ReadErrorKind::Unexpected { expected, found },
        )
    }

    /// `"(" Node+ GameTree* ")"`, keeping the main line.
    fn tree(&mut self, depth: usize) -> Result<Tree, ReadError> {
        if depth > MAX_DEPTH {
            return Err(self.error("at most 64 nested variations"));
        }
        if self.peek() != Some(b'(') {
            return Err(self.error("`(` opening a game tree"));
        }
        let mut tree = Tree {
            start: self.at,
            nodes: Vec::new(),
        };
        self.at += 1;
        self.skip_space();
        if self.peek() != Some(b';') {
            return Err(self.error("`;` opening the tree's first node"));
        }
        while self.peek() == Some(b';') {
            let node = self.node()?;
            tree.nodes.push(node);
            self.skip_space();
        }
        let mut first_variation = true;
        while self.peek() == Some(b'(') {
            let variation = self.tree(depth + 1)?;
            if std::mem::take(&mut first_variation) {
                tree.nodes.extend(variation.nodes);
            }
            self.skip_space();
        }
        if self.peek() != Some(b')') {
            return Err(self.error("`;` starting a node, `(` or `)` closing the game tree"));
        }
        self.at += 1;
        Ok(tree)
    }

    /// `";" Property*`.
    fn node(&mut self) -> Result<Node, ReadError> {
        debug_assert_eq!(self.peek(), Some(b';'));
        let start = self.at;
        let first = self.properties.len();
        self.at += 1;
        self.skip_space();
        while self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            let property = self.property()?;
            self.properties.push(property);
            self.skip_space();
        }
        Ok(Node {
            start,
            properties: first..self.properties.len(),
        })
    }

    /// `Ident Value+`. SGF names are upper case; `FF[3]` allowed lower-case
    /// letters around them, which are kept as written.
    fn property(&mut self) -> Result<Property<'a>, ReadError> {
        let start = self.at;
        while self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            self.at += 1;
        }
        let name = self
            .input
            .get(start..self.at)
            .and_then(|letters| std::str::from_utf8(letters).ok());
        debug_assert!(
            name.is_some(),
            "a property's name is the ASCII letters just read"
        );
        let name = name.unwrap_or("");
        self.skip_space();
        if self.peek() != Some(b'[') {
            return Err(self.error("`[` opening the property's value"));
        }
        let value = self.value()?;
        self.skip_space();
        let mut more = Vec::new();
        while self.peek() == Some(b'[') {
            more.push(self.value()?);
            self.skip_space();
        }
        let end = more.last().unwrap_or(&value).span.end + 1;
        Ok(Property {
            name,
            span: Span { start, end },
            value,
            more,
        })
    }

    /// `"[" text "]"`, unescaping `\x` to `x` and dropping `\` + newline
    /// (a soft line break).
    fn value(&mut self) -> Result<Value<'a>, ReadError> {
        debug_assert_eq!(self.peek(), Some(b'['));
        self.at += 1;
        let start = self.at;
        let Some(raw) = self.input.get(start..).and_then(before_closing_bracket) else {
            self.at = self.input.len();
            return Err(self.error("`]` closing the property value"));
        };
        let close = raw.len();
        self.at = start + close + 1;
        let text = match std::str::from_utf8(raw) {
            Ok(text) if !raw.contains(&b'\\') => Cow::Borrowed(text),
            _ => Cow::Owned(unescape(raw)),
        };
        Ok(Value {
            text,
            span: Span {
                start,
                end: start + close,
            },
        })
    }
}

/// The text before the first `]` not escaped by `\`.
fn before_closing_bracket(text: &[u8]) -> Option<&[u8]> {
    let mut at = 0;
    loop {
        let found = at + memchr::memchr2(b']', b'\\', text.get(at..)?)?;
        if let Some((before, [b']', ..])) = text.split_at_checked(found) {
            return Some(before);
        }
        at = found + 2;
    }
}

/// The text of a value with its escapes removed. Bytes that are not UTF-8 are
/// read as Windows-1252, as older writers wrote names (as a .mat line is).
fn unescape(raw: &[u8]) -> String {
    let mut bytes = Vec::with_capacity(raw.len());
    let mut iter = raw.iter().copied().peekable();
    while let Some(byte) = iter.next() {
        if byte != b'\\' {
            bytes.push(byte);
            continue;
        }
        match iter.next() {
            // A soft line break: `\` before the line ending joins the lines.
            Some(end @ (b'\n' | b'\r')) => {
                let pair = if end == b'\n' { b'\r' } else { b'\n' };
                iter.next_if_eq(&pair);
            }
            Some(escaped) => bytes.push(escaped),
            None => {}
        }
    }
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => crate::formats::text::windows_1252_text(error.as_bytes()),
    }
}

/// The text as an SGF value (without brackets): `]` and `\` escaped.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Parsed<'_> {
        let locator = Locator::new(text.as_bytes());
        parse(text.as_bytes(), &locator)
    }

    #[test]
    fn a_dos_end_of_file_mark_after_the_last_tree_ends_the_collection() {
        // Given a tree, a line end and Ctrl-Z, as DOS ended text files; and
        // the mark between two trees
        let ended = parsed("(;FF[4]GM[6];B[52jfmi])\r\n\u{1a}\u{1a}");
        let between = parsed("(;FF[4]GM[6])\u{1a}(;FF[4]GM[6])");
        // When parsed, Then the first is one tree and no error, and the
        // second still an error where the mark stands
        assert!(ended.error.is_none());
        assert_eq!(ended.trees.len(), 1);
        assert!(between.error.is_some());
    }

    #[test]
    fn a_collection_of_two_trees_gives_two_main_lines() {
        // Given two game trees with a root and two nodes each
        let text = "(;FF[4]GM[6];B[52jfmi];W[double])\n(;FF[4]GM[6];W[31];B[take])";
        // When parsed
        let parsed = parsed(text);
        // Then both are there with their properties
        assert!(parsed.error.is_none());
        assert_eq!(parsed.trees.len(), 2);
        let first = &parsed.trees[0];
        assert_eq!(first.nodes.len(), 3);
        let value = |tree: usize, node: usize, name| {
            get(parsed.of(&parsed.trees[tree].nodes[node]), name)
                .unwrap()
                .first()
                .to_string()
        };
        assert_eq!(value(0, 1, "B"), "52jfmi");
        assert_eq!(value(1, 2, "B"), "take");
    }

    #[test]
    fn an_escaped_bracket_stays_in_the_value() {
        // Given a comment with `\]` and `\\`
        let parsed = parsed(r"(;C[a \] b \\ c]PW[x])");
        // When parsed; Then the escapes are removed and the next property read
        let root = parsed.of(&parsed.trees[0].nodes[0]);
        assert_eq!(get(root, "C").unwrap().first(), r"a ] b \ c");
        assert_eq!(get(root, "PW").unwrap().first(), "x");
    }

    #[test]
    fn only_the_first_variation_is_followed() {
        // Given a tree that branches after its first move
        let parsed = parsed("(;GM[6];B[31](;W[42])(;W[65]))");
        // When parsed; Then the main line takes the first branch
        let nodes = &parsed.trees[0].nodes;
        assert_eq!(nodes.len(), 3);
        assert_eq!(get(parsed.of(&nodes[2]), "W").unwrap().first(), "42");
    }

    #[test]
    fn a_truncated_file_is_an_error_at_its_end_with_the_trees_before_it() {
        // Given a complete tree and one cut off inside a value
        let text = "(;GM[6])\n(;GM[6];B[52j";
        // When parsed
        let parsed = parsed(text);
        // Then the first tree is kept and the error is at the end of line 2
        assert_eq!(parsed.trees.len(), 1);
        let error = parsed.error.unwrap();
        assert_eq!(
            error.to_string(),
            "line 2, column 14: expected `]` closing the property value, found `the end of the input`"
        );
    }

    #[test]
    fn a_missing_value_is_reported_where_the_bracket_should_be() {
        // Given a property name with no value
        let parsed = parsed("(;FF[4]\n  GM ;B[11])");
        // When parsed; Then the error points at the `;`
        let error = parsed.error.unwrap();
        assert_eq!(error.location().map(|l| (l.line, l.column)), Some((2, 6)));
        assert!(error.message().starts_with("expected `[` opening"));
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        // Given a value with a two-byte character before the error
        let text = "(;PW[Jörg]) ?";
        let parsed = parsed(text);
        // When parsed; Then the column of `?` counts `ö` once
        let error = parsed.error.unwrap();
        assert_eq!(error.location().map(|l| l.column), Some(13));
    }

    #[test]
    fn offsets_are_located_in_any_order() {
        // Given three lines; When offsets are located forwards, backwards and
        // far apart; Then each gets its own line and column
        let text = b"ab\ncd\n\nefg";
        let locator = Locator::new(text);
        let at = |offset| {
            let location = locator.locate(offset, offset);
            (location.line, location.column)
        };
        assert_eq!(at(0), (1, 1));
        assert_eq!(at(4), (2, 2));
        assert_eq!(at(9), (4, 3));
        assert_eq!(at(1), (1, 2));
        assert_eq!(at(6), (3, 1));
        assert_eq!(at(3), (2, 1));
        assert_eq!(at(10), (4, 4));
    }

    #[test]
    fn a_backslash_before_a_line_end_joins_the_lines() {
        let parsed = parsed("(;C[one \\\r\ntwo])");
        let root = parsed.of(&parsed.trees[0].nodes[0]);
        assert_eq!(get(root, "C").unwrap().first(), "one two");
    }

    #[test]
    fn escaping_then_parsing_gives_the_text_back() {
        // Given text with brackets and backslashes
        let text = r"a]b\c[d";
        // When escaped into a value and parsed; Then it reads back unchanged
        let sgf = format!("(;C[{}])", escape(text));
        let parsed = parsed(&sgf);
        let root = parsed.of(&parsed.trees[0].nodes[0]);
        assert_eq!(get(root, "C").unwrap().first(), text);
    }
}
