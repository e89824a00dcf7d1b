//! Problems reported on standard error as `bgkit: ...`, and what they make of
//! the exit code.
//!
//! A subcommand that goes through many items reports each bad one and carries
//! on; only at the end does it know whether to exit 0, 1 (some input was
//! invalid) or 2 (something could not be read or written). [`Errors`] keeps
//! that, and the macros print a message and record it in one step, so that
//! no message goes out without its exit code being kept.

use super::Outcome;
use std::fmt;

/// Prints `bgkit: ` and the formatted message on standard error.
macro_rules! message {
    ($($message:tt)+) => {
        eprintln!("bgkit: {}", format_args!($($message)+))
    };
}

/// Prints `bgkit: ` and the message on standard error, and records in the
/// [`Errors`] given first that some input was invalid (exit 1).
macro_rules! invalid {
    ($errors:expr, $($message:tt)+) => {
        $errors.invalid(format_args!($($message)+))
    };
}

/// Prints `bgkit: ` and the message on standard error, and records in the
/// [`Errors`] given first that something could not be read or written (exit 2).
macro_rules! unreadable {
    ($errors:expr, $($message:tt)+) => {
        $errors.unreadable(format_args!($($message)+))
    };
}

pub(super) use {invalid, message, unreadable};

/// What a run has found wrong so far. Two flags, so that keeping count costs
/// nothing per item on the way.
#[derive(Debug, Default)]
pub struct Errors {
    /// Some input was found invalid and reported.
    invalid: bool,
    /// Something could not be read or written, and was reported.
    unreadable: bool,
}

impl Errors {
    /// Prints `bgkit: {message}` and records invalid input; see [`invalid!`].
    pub fn invalid(&mut self, message: fmt::Arguments<'_>) {
        message!("{message}");
        self.invalid = true;
    }

    /// Records invalid input that was reported some other way: on standard
    /// output (`fmt --check` lists the files), or by a message that says where
    /// it is itself and goes out without the `bgkit:` prefix.
    pub fn found_invalid(&mut self) {
        self.invalid = true;
    }

    /// Prints `bgkit: {message}` and records that something could not be read
    /// or written; see [`unreadable!`].
    pub fn unreadable(&mut self, message: fmt::Arguments<'_>) {
        message!("{message}");
        self.unreadable = true;
    }

    /// The outcome of a run that read nothing it could fail to read: invalid
    /// when any input was, a success otherwise.
    pub fn outcome(&self) -> Outcome {
        if self.invalid {
            Outcome::Invalid
        } else {
            Outcome::Success
        }
    }

    /// The outcome of a run over files: when any could not be read or written,
    /// an error that says `summary` (exit 2, whatever else was found), since
    /// the run did not see everything it was asked to; otherwise as
    /// [`Errors::outcome`].
    pub fn finish(&self, summary: &str) -> anyhow::Result<Outcome> {
        if self.unreadable {
            anyhow::bail!("{summary}");
        }
        Ok(self.outcome())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_found_is_a_success() {
        // Given a run that reported nothing
        let errors = Errors::default();

        // Then it succeeds, with or without files
        assert_eq!(errors.outcome(), Outcome::Success);
        assert_eq!(errors.finish("unused").unwrap(), Outcome::Success);
    }

    #[test]
    fn invalid_input_is_outcome_invalid() {
        // Given a run that found some input invalid
        let mut errors = Errors::default();
        errors.found_invalid();

        // Then its outcome says so, and it is not an error
        assert_eq!(errors.outcome(), Outcome::Invalid);
        assert_eq!(errors.finish("unused").unwrap(), Outcome::Invalid);
    }

    #[test]
    fn an_unreadable_file_outweighs_invalid_input() {
        // Given a run that found invalid input and then a file it could not read
        let mut errors = Errors::default();
        invalid!(errors, "a.mat: not rewritten");
        unreadable!(errors, "b.mat: {}", "No such file or directory");

        // Then it ends in an error with the summary given
        let error = errors.finish("some files could not be read").unwrap_err();
        assert_eq!(error.to_string(), "some files could not be read");
    }
}
