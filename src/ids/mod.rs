//! Position and match identifiers: GNU Backgammon Position ID and Match ID, XGID.
