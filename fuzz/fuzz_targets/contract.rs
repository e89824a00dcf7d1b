//! libFuzzer entry for the `contract` target; the checks live in `bgkit_fuzz::targets`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| bgkit_fuzz::targets::contract(data));
