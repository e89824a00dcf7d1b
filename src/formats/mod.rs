//! The readers and writers of each match-record format, apart from the match
//! model and the replay they serve.
//!
//! Every reader turns its bytes into the one [`Match`](crate::transcript::Match)
//! (with the [`Span`](crate::transcript::Span) of each turn) and checks only
//! what its format says about itself: the syntax, the fields it can hold. The
//! rules, the cube, the scores and the match's end are checked once, by
//! [`replay`](mod@crate::transcript::replay), whatever the format.
//!
//! - [`text`]: bytes to lines (LF, CRLF or CR; UTF-8 or Windows-1252 per line), the
//!   one line reader.
//! - [`mat`]: the .mat transcript of every writer, its dialects, and the .mat
//!   writer.
//! - [`sgf`]: GNU Backgammon's SGF, read and written.
//! - [`xg`]: eXtreme Gammon's binary .xg matches and .xgp positions.

pub(crate) mod mat;
pub(crate) mod sgf;
pub(crate) mod text;
pub(crate) mod xg;
