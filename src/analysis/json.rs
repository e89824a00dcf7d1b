//! Serialisation helpers shared by the analysis reports: rounded figures and
//! compact roll codes.

use serde::Serializer;
use serde::ser::SerializeSeq;

use super::roll_code;
use crate::board::Roll;

/// Rounds to `places` decimals, half away from zero. Used only when writing JSON:
/// the structs keep full precision for callers who compute with them.
pub(crate) fn round(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
}

/// Probabilities are written with four decimals.
pub(crate) fn probability<S: Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(round(*value, 4))
}

/// Pip-like figures (EPC, wastage, adjusted counts) are written with three decimals.
pub(crate) fn three_places<S: Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(round(*value, 3))
}

/// Optional pip-like figures with three decimals, or `null`.
pub(crate) fn three_places_opt<S: Serializer>(
    value: &Option<f64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => serializer.serialize_f64(round(*v, 3)),
        None => serializer.serialize_none(),
    }
}

/// Percentages are written with two decimals.
pub(crate) fn two_places<S: Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(round(*value, 2))
}

/// Rolls are written as compact codes, high die first (`["66","61"]`).
pub(crate) fn rolls<S: Serializer>(rolls: &[Roll], serializer: S) -> Result<S::Ok, S::Error> {
    let mut seq = serializer.serialize_seq(Some(rolls.len()))?;
    for &roll in rolls {
        seq.serialize_element(&roll_code(roll))?;
    }
    seq.end()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_keeps_the_requested_decimals() {
        let cases = [
            (0.472222, 4, 0.4722),
            (0.80275, 3, 0.803),
            (10.20833, 3, 10.208),
        ];
        for (value, places, expected) in cases {
            assert_eq!(round(value, places), expected);
        }
    }
}
