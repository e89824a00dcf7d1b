//! Magriel notation: parser and canonical formatter.
