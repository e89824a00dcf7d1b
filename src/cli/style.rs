//! Colour for terminal output, honouring `--color` and NO_COLOR.

use super::validate::ColorChoice;

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

    /// `text` in the colour of `paint`.
    pub fn paint(&self, paint: Paint, text: &str) -> String {
        if !self.enabled {
            return text.to_string();
        }
        let code = match paint {
            Paint::Error => "1;31",
            Paint::Warning => "1;33",
            Paint::Location => "1;34",
            Paint::Ok => "32",
        };
        format!("\x1b[{code}m{text}\x1b[0m")
    }
}
