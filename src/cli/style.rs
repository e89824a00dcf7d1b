//! Colour for terminal output, honouring `--color` and NO_COLOR.

use std::borrow::Cow;
use std::fmt;

use super::validate::ColorChoice;

/// `text` safe to print on a terminal: control characters other than line breaks
/// and tabs (escape codes, NUL, the C1 range of Latin-1 text) become U+FFFD, so
/// that input echoed in a message cannot move the cursor or change colours.
pub fn printable(text: &str) -> Cow<'_, str> {
    let unsafe_char = |c: char| c.is_control() && !matches!(c, '\n' | '\t');
    if text.chars().any(unsafe_char) {
        Cow::Owned(
            text.chars()
                .map(|c| if unsafe_char(c) { '\u{fffd}' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(text)
    }
}

/// What a piece of text is, which decides its colour.
#[derive(Clone, Copy, Debug)]
pub enum Paint {
    /// `error` labels and carets.
    Error,
    /// `warning` labels and carets.
    Warning,
    /// File names, line numbers and gutters.
    Location,
    /// `ok` verdicts.
    Ok,
}

/// Colours text with ANSI escapes, or leaves it alone.
#[derive(Clone, Copy)]
pub struct Painter {
    enabled: bool,
}

impl Painter {
    /// Colour when asked to, or on a terminal unless NO_COLOR is set (to anything non-empty).
    pub fn new(choice: ColorChoice, terminal: bool) -> Painter {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let enabled = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => terminal && !no_color,
        };
        Painter { enabled }
    }

    /// `text` in the colour of `paint`, written when displayed: nothing is
    /// copied, as a report writes several painted pieces per diagnostic.
    pub fn paint<T: fmt::Display>(&self, paint: Paint, text: T) -> Painted<T> {
        let code = self.enabled.then_some(match paint {
            Paint::Error => "1;31",
            Paint::Warning => "1;33",
            Paint::Location => "1;34",
            Paint::Ok => "32",
        });
        Painted { code, text }
    }
}

/// Text with the colour it is displayed in (see [`Painter::paint`]).
pub struct Painted<T> {
    /// The ANSI colour code; `None`: no colour.
    code: Option<&'static str>,
    text: T,
}

impl<T: fmt::Display> fmt::Display for Painted<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.code {
            Some(code) => write!(f, "\x1b[{code}m{}\x1b[0m", self.text),
            None => write!(f, "{}", self.text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_in_echoed_input_are_replaced() {
        // Given text with an escape code, a NUL, a Latin-1 C1 control, a tab and a line break
        let text = "8/4\u{1b}[2J\0\u{85}\tx\ny";

        // When made printable
        let shown = printable(text);

        // Then only the tab and the line break survive as control characters
        assert_eq!(shown, "8/4\u{fffd}[2J\u{fffd}\u{fffd}\tx\ny");
        assert!(matches!(printable("13/7*/5"), Cow::Borrowed(_)));
    }
}
