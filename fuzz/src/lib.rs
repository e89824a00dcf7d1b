//! Fuzz targets for bgkit. Each target is a plain function over bytes in
//! [`targets`], so that the root crate's tests can run the same checks over the
//! checked-in corpus without a nightly compiler or libFuzzer.

pub mod targets;
