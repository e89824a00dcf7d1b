//! The standard normal distribution function, for the Kleinman estimate.

/// Phi(x): the probability that a standard normal variable is at most `x`.
/// Accurate to about 1e-7, far finer than the four decimals reported.
pub(crate) fn normal_cdf(x: f64) -> f64 {
    0.5 * complementary_error_function(-x / std::f64::consts::SQRT_2)
}

/// erfc(x) by the Chebyshev-fitted exponential form (fractional error below
/// 1.2e-7 everywhere).
fn complementary_error_function(x: f64) -> f64 {
    const COEFFICIENTS: [f64; 10] = [
        -1.265_512_23,
        1.000_023_68,
        0.374_091_96,
        0.096_784_18,
        -0.186_288_06,
        0.278_868_07,
        -1.135_203_98,
        1.488_515_87,
        -0.822_152_23,
        0.170_872_77,
    ];
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    // Horner's rule from the highest coefficient down.
    let poly = COEFFICIENTS.iter().rev().fold(0.0, |acc, &c| c + t * acc);
    let tail = t * (-z * z + poly).exp();
    if x >= 0.0 { tail } else { 2.0 - tail }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_cdf_matches_known_values() {
        // Given textbook values of Phi
        let cases = [
            (0.0, 0.5),
            (1.0, 0.841_344_75),
            (-1.0, 0.158_655_25),
            (1.959_964, 0.975),
            (-3.0, 0.001_349_90),
        ];
        for (x, expected) in cases {
            // Then the approximation is within 1e-7
            assert!((normal_cdf(x) - expected).abs() < 1e-7, "Phi({x})");
        }
    }
}
