//! Match transcripts: model, .mat reader and writer, replay and validation.
