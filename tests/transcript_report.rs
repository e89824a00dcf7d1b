//! The validation report: the names of the kinds of diagnostic.

use bgkit::transcript::*;

#[test]
fn kind_names_match_their_json_spelling() {
    // Given every kind; When serialised; Then JSON and as_str agree.
    let kinds = [
        DiagnosticKind::Syntax,
        DiagnosticKind::MatchLength,
        DiagnosticKind::IllegalPlay,
        DiagnosticKind::WrongTurn,
        DiagnosticKind::WrongScore,
        DiagnosticKind::WrongResult,
        DiagnosticKind::MissingResult,
        DiagnosticKind::CubeOutOfTurn,
        DiagnosticKind::CrawfordDouble,
        DiagnosticKind::WrongCube,
        DiagnosticKind::Beaver,
        DiagnosticKind::UnexpectedAction,
        DiagnosticKind::HitMarks,
        DiagnosticKind::WriterQuirk,
        DiagnosticKind::GameNumber,
        DiagnosticKind::PlayerName,
        DiagnosticKind::Unfinished,
        DiagnosticKind::TooManyErrors,
    ];
    for kind in kinds {
        assert_eq!(serde_json::to_value(kind).unwrap(), kind.as_str());
    }
}
