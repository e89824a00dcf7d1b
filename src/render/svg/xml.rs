//! Just enough of an XML writer for the board picture: indented elements,
//! escaped text, and numbers printed the same way every time.

use std::fmt::{self, Display, Write};

/// An SVG document being written, one element per line.
pub(super) struct Doc {
    text: String,
    depth: usize,
}

/// A coordinate or length printed with at most two decimals and no trailing
/// zeros, so the output is short and byte-for-byte repeatable.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Num(pub f64);

impl Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hundredths = (self.0 * 100.0).round();
        // `-0` would be legal but looks like a bug to a reader of the file.
        let hundredths = if hundredths == 0.0 { 0.0 } else { hundredths };
        let text = format!("{:.2}", hundredths / 100.0);
        let text = text.trim_end_matches('0').trim_end_matches('.');
        f.write_str(text)
    }
}

/// One attribute: a name and anything printable. Values are escaped on output.
pub(super) type Attr<'a> = (&'a str, &'a dyn Display);

impl Doc {
    /// A document that starts with nothing written.
    pub(super) fn new() -> Doc {
        Doc {
            text: String::new(),
            depth: 0,
        }
    }

    /// Opens an element that will hold children; close it with [`Doc::end`].
    pub(super) fn start(&mut self, name: &str, attrs: &[Attr<'_>]) {
        self.tag(name, attrs);
        self.text.push_str(">\n");
        self.depth += 1;
    }

    /// Closes the element most recently opened with [`Doc::start`].
    pub(super) fn end(&mut self, name: &str) {
        self.depth = self.depth.saturating_sub(1);
        self.indent();
        let _ = writeln!(self.text, "</{name}>");
    }

    /// Writes an element with no children.
    pub(super) fn empty(&mut self, name: &str, attrs: &[Attr<'_>]) {
        self.tag(name, attrs);
        self.text.push_str("/>\n");
    }

    /// Writes an element whose only child is `content`, escaped.
    pub(super) fn text(&mut self, name: &str, attrs: &[Attr<'_>], content: &str) {
        self.tag(name, attrs);
        self.text.push('>');
        self.text.push_str(&escape(content));
        let _ = writeln!(self.text, "</{name}>");
    }

    /// Writes a `text` element made of runs, each a `tspan` with its own
    /// attributes, so differently styled words can share one line.
    pub(super) fn runs(&mut self, attrs: &[Attr<'_>], runs: &[(&[Attr<'_>], &str)]) {
        self.tag("text", attrs);
        self.text.push('>');
        for (run_attrs, content) in runs {
            self.text.push_str("<tspan");
            for (key, value) in *run_attrs {
                let _ = write!(self.text, " {key}=\"{}\"", escape(&value.to_string()));
            }
            self.text.push('>');
            self.text.push_str(&escape(content));
            self.text.push_str("</tspan>");
        }
        self.text.push_str("</text>\n");
    }

    /// The finished document.
    pub(super) fn finish(self) -> String {
        self.text
    }

    fn tag(&mut self, name: &str, attrs: &[Attr<'_>]) {
        self.indent();
        self.text.push('<');
        self.text.push_str(name);
        for (key, value) in attrs {
            let _ = write!(self.text, " {key}=\"{}\"", escape(&value.to_string()));
        }
    }

    fn indent(&mut self) {
        for _ in 0..self.depth {
            self.text.push_str("  ");
        }
    }
}

/// `text` made safe for XML character data and attribute values: markup
/// characters become entities, and characters XML 1.0 forbids outright (most
/// control characters) become U+FFFD, because no entity can carry them.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if allowed_in_xml(c) => out.push(c),
            _ => out.push(char::REPLACEMENT_CHARACTER),
        }
    }
    out
}

/// The XML 1.0 `Char` production (surrogates cannot occur in a Rust `char`).
fn allowed_in_xml(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}')
        || c >= '\u{10000}'
}
