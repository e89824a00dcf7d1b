//! The validation report: the names of the kinds of diagnostic.

use bgkit::transcript::*;

#[test]
fn kind_names_match_their_json_spelling() {
    // Given every kind; When serialised; Then JSON and as_str agree.
    for kind in DiagnosticKind::ALL {
        assert_eq!(serde_json::to_value(kind).unwrap(), kind.as_str());
    }
}
