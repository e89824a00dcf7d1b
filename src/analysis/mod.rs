//! Analysis: pip counts, shots, entering odds, race metrics, bear-off database.
