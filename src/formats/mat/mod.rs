//! The .mat transcript: its lines, the split of a turn line into cells, the
//! writers' dialects, the reader and the writer.

pub(crate) mod cells;
pub(crate) mod dialect;
pub(crate) mod lines;
pub(crate) mod reader;
pub(crate) mod writer;
