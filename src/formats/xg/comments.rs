//! The comments of `temp.xgc`: one comment per line (lines end with CR LF),
//! each a small RTF document whose own line breaks are written as the bytes
//! 1 and 2. A record names its comment by its 0-based line.
//!
//! RTF is reduced to its text: groups that hold no text (font and colour
//! tables, `{\*...}` destinations) are skipped, `\par` and `\line` end lines,
//! `\'hh` is a Windows-1252 byte and `\uN` a Unicode character, and every
//! other control word is dropped.

use crate::formats::text::windows_1252_char;

/// The comments of a file, in their order in `temp.xgc`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Comments(Vec<String>);

impl Comments {
    /// Splits `temp.xgc` into its comments and reduces each to text.
    pub fn read(file: &[u8]) -> Comments {
        let mut lines = Vec::new();
        let mut rest = file;
        // Each comment ends in CRLF but perhaps the last.
        loop {
            match memchr::memmem::find(rest, b"\r\n").and_then(|at| rest.split_at_checked(at)) {
                Some((line, [_, _, next @ ..])) => {
                    lines.push(rtf_text(line));
                    rest = next;
                }
                _ => {
                    if !rest.is_empty() {
                        lines.push(rtf_text(rest));
                    }
                    return Comments(lines);
                }
            }
        }
    }

    /// The text of comment `index` (a record's index, -1 for none), unless it
    /// is missing or blank.
    pub fn get(&self, index: i32) -> Option<&str> {
        let index = usize::try_from(index).ok()?;
        self.0
            .get(index)
            .map(String::as_str)
            .filter(|text| !text.is_empty())
    }
}

/// Groups whose contents are not text.
const SKIPPED_GROUPS: [&str; 6] = [
    "fonttbl",
    "colortbl",
    "stylesheet",
    "info",
    "pict",
    "header",
];

/// The text of one RTF comment, trimmed, with lines joined by `\n`.
pub(crate) fn rtf_text(rtf: &[u8]) -> String {
    let mut text = String::new();
    let mut depth = 0usize;
    // The depth at which a skipped group opened, while inside it.
    let mut skipping: Option<usize> = None;
    // Characters to drop after a `\uN` (its stand-ins for readers without Unicode).
    let mut fallback = 1usize;
    let mut drop = 0usize;
    let mut at = 0usize;
    while let Some(&byte) = rtf.get(at) {
        at += 1;
        match byte {
            b'{' => depth += 1,
            b'}' => {
                if skipping == Some(depth) {
                    skipping = None;
                }
                depth = depth.saturating_sub(1);
            }
            b'\\' => {
                // The backslash is at `at - 1`: a group starts with it when a
                // brace stands just before.
                let group_start = at >= 2 && rtf.get(at - 2) == Some(&b'{');
                let (word, parameter, next) = control(rtf, at);
                at = next;
                if skipping.is_some() {
                    continue;
                }
                if word == "*" || (group_start && SKIPPED_GROUPS.contains(&word.as_str())) {
                    skipping = Some(depth);
                    continue;
                }
                match word.as_str() {
                    "par" | "line" => text.push('\n'),
                    "tab" => text.push('\t'),
                    "uc" => fallback = parameter.and_then(|n| usize::try_from(n).ok()).unwrap_or(1),
                    "u" => {
                        if let Some(n) = parameter {
                            // Negative values stand for units above 32767.
                            let unit = if n < 0 { n + 65536 } else { n };
                            let c = u32::try_from(unit).ok().and_then(char::from_u32);
                            text.push(c.unwrap_or(char::REPLACEMENT_CHARACTER));
                            drop = fallback;
                        }
                    }
                    "'" => {
                        let hex = rtf
                            .get(at..at + 2)
                            .and_then(|h| std::str::from_utf8(h).ok());
                        if let Some(value) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                            at += 2;
                            if drop > 0 {
                                drop -= 1;
                            } else {
                                text.push(windows_1252_char(value));
                            }
                        }
                    }
                    "\\" | "{" | "}" => text.push_str(&word),
                    "~" => text.push('\u{a0}'),
                    _ => {}
                }
            }
            b'\r' | b'\n' | 1 | 2 => {}
            _ if skipping.is_some() => {}
            _ if drop > 0 => drop -= 1,
            _ => text.push(windows_1252_char(byte)),
        }
    }
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    lines.join("\n").trim().to_string()
}

/// The control word after a backslash at `at`: its name (or the one symbol
/// of a control symbol), its numeric parameter, and where the text after it
/// starts (past the one space that may end it).
fn control(rtf: &[u8], at: usize) -> (String, Option<i64>, usize) {
    let Some(rest @ [first, ..]) = rtf.get(at..) else {
        return (String::new(), None, at);
    };
    if !first.is_ascii_alphabetic() {
        return (char::from(*first).to_string(), None, at + 1);
    }
    let letters = rest.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let word: String = rest.iter().take(letters).map(|&b| char::from(b)).collect();
    let mut next = letters;
    let negative = rest.get(next) == Some(&b'-');
    let digits_at = next + usize::from(negative);
    // At most ten digits, so that the number fits.
    let digits: Vec<i64> = rest
        .iter()
        .skip(digits_at)
        .take(10)
        .take_while(|b| b.is_ascii_digit())
        .map(|&b| i64::from(b - b'0'))
        .collect();
    let mut parameter = None;
    if !digits.is_empty() {
        let number = digits.iter().fold(0, |number, digit| number * 10 + digit);
        parameter = Some(if negative { -number } else { number });
        next = digits_at + digits.len();
    }
    if rest.get(next) == Some(&b' ') {
        next += 1;
    }
    (word, parameter, at + next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_rtf_comment_is_read_as_its_text() {
        // Given a comment as eXtreme Gammon writes it, with a font table, a
        // generator group, an accented letter and line breaks as bytes 1 and 2
        let rtf = b"{\\rtf1\\ansi\\ansicpg1252\\uc1\\deff0{\\fonttbl{\\f0\\fcharset0 Arial;}}\x01\x02{\\colortbl;}\x01\x02{\\*\\generator Wine Riched20 2.0;}\x01\x02\\pard\\fs20\\f0 les double 66 sont \\'e0 trouver\\par\x01\x02second line\\par\x01\x02}";
        // When reduced to text; Then only the words and the line break remain
        assert_eq!(
            rtf_text(rtf),
            "les double 66 sont \u{e0} trouver\nsecond line"
        );
    }

    #[test]
    fn comments_are_numbered_by_their_line() {
        // Given two comments, one per CR LF line
        let file = b"{\\rtf1 first\\par}\r\n{\\rtf1 \\u8364? second}\r\n";
        // When read; Then each is found by its 0-based line, and -1 is none
        let comments = Comments::read(file);
        assert_eq!(comments.get(0), Some("first"));
        assert_eq!(comments.get(1), Some("\u{20ac} second"));
        assert_eq!(comments.get(2), None);
        assert_eq!(comments.get(-1), None);
    }
}
