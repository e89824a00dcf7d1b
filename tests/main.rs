//! The integration tests, built as one binary: one link instead of one per
//! file, and helpers in `common` shared by every module rather than compiled
//! into each.
//!
//! Each module was a test binary of its own and still stands alone: nothing
//! here sets process-wide state, so the modules' tests may run side by side.

mod common;

mod analysis_bearoff;
mod analysis_race;
mod analysis_shots;
mod analysis_tables;
mod bkgm_agreement;
mod build_static;
mod cli_analysis;
mod cli_board;
mod cli_consistency;
mod cli_contract;
mod cli_export;
mod cli_fmt;
mod cli_fmt_in_place;
mod cli_formats;
mod cli_parse;
mod cli_pipeline;
mod cli_play;
mod cli_positions;
mod cli_sgf;
mod cli_stats;
mod cli_usage;
mod cli_validate;
mod cli_validate_streaming;
mod cli_variants;
mod cli_viewer;
mod cli_write_errors;
mod contract;
mod export_roundtrip;
mod export_trace;
mod function_lengths;
mod fuzz_corpus;
mod gnubg_matches;
mod gnubg_plays;
mod gnubg_shots;
mod hostile;
mod ids_fixture_roundtrip;
mod ids_match_id;
mod ids_position_id;
mod ids_setup;
mod ids_xgid;
mod legal_plays_reference;
mod notation_fast;
mod notation_props;
mod query_input;
mod query_json_lines;
mod quick_validate;
mod realworld_corpus;
mod realworld_results;
mod realworld_writers;
mod render_fixture_positions;
mod render_svg;
mod resolve;
mod resolve_writers;
mod resolve_written_order;
mod rules;
mod rules_variants;
mod self_consistency;
mod sgf_analysis;
mod sgf_gnubg;
mod sgf_realworld;
mod stats;
mod stats_xg;
mod transcript_analysis;
mod transcript_conventions;
mod transcript_export;
mod transcript_fixtures;
mod transcript_gnubg_mutations;
mod transcript_model;
mod transcript_mutations;
mod transcript_reader;
mod transcript_replay;
mod transcript_report;
mod transcript_robustness;
mod transcript_same;
mod transcript_scores;
mod transcript_streaming;
mod transcript_verdict;
mod transcript_writer;
mod xg_files;
