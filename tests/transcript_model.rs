//! The match model: a turn's moves, dialects' JSON names, header fields.

use bgkit::transcript::*;

#[test]
fn a_fifth_move_does_not_fit_in_a_turn() {
    // Given four moves; When a fifth is pushed; Then it is refused.
    let mut moves = WrittenMoves::default();
    for _ in 0..4 {
        moves.push(WrittenMove::default()).unwrap();
    }
    assert_eq!(moves.push(WrittenMove::default()), Err(TooManyMoves(5)));
    assert_eq!(moves.len(), 4);
}

/// Every dialect with the name JSON reports give it: the match makes a
/// new dialect fail to compile here until it is listed.
fn json_name(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Gnubg => "gnubg",
        Dialect::ExtremeGammon => "extreme-gammon",
        Dialect::BackgammonStudio => "backgammon-studio",
        Dialect::Galaxy => "galaxy",
        Dialect::DailyGammon => "daily-gammon",
        Dialect::GamesGrid => "games-grid",
        Dialect::OpenGammon => "open-gammon",
        Dialect::Foxamon => "foxamon",
        Dialect::Hedgehog => "hedgehog",
        Dialect::ChoueNet => "choue-net",
        Dialect::Gibbon => "gibbon",
        Dialect::BgDb => "bg-db",
        Dialect::Generic => "generic",
        Dialect::PlainRecord => "plain-record",
        Dialect::GnubgSgf => "gnubg-sgf",
        Dialect::XgBinary => "xg-binary",
        Dialect::Dueller => "dueller",
        Dialect::Transcribed => "transcribed",
        Dialect::PlayOk => "play-ok",
        Dialect::XgMobile => "xg-mobile",
    }
}

#[test]
fn every_dialect_has_the_json_name_the_readme_lists() {
    let all = [
        Dialect::Gnubg,
        Dialect::ExtremeGammon,
        Dialect::BackgammonStudio,
        Dialect::Galaxy,
        Dialect::DailyGammon,
        Dialect::GamesGrid,
        Dialect::OpenGammon,
        Dialect::Foxamon,
        Dialect::Hedgehog,
        Dialect::ChoueNet,
        Dialect::Gibbon,
        Dialect::BgDb,
        Dialect::Generic,
        Dialect::PlainRecord,
        Dialect::GnubgSgf,
        Dialect::XgBinary,
        Dialect::Dueller,
        Dialect::Transcribed,
        Dialect::PlayOk,
        Dialect::XgMobile,
    ];
    let readme = include_str!("../README.md");
    for dialect in all {
        // Given a dialect; When written as JSON and read back;
        let json = serde_json::to_string(&dialect).unwrap();
        // Then it is its name, which the README lists, and reads back.
        let name = json_name(dialect);
        assert_eq!(json, format!("\"{name}\""));
        assert_eq!(serde_json::from_str::<Dialect>(&json).unwrap(), dialect);
        assert!(
            readme.contains(&format!("`{name}`")),
            "README lacks `{name}`"
        );
    }
}

#[test]
fn elo_is_read_with_a_decimal_point_or_comma() {
    // Given headers from two writers; When the Elo is asked for; Then both read.
    let mut game = Match {
        dialect: Dialect::Galaxy,
        length: 5,
        players: Default::default(),
        headers: vec![
            HeaderField {
                key: "Player 1 Elo".into(),
                value: "2,50/0".into(),
                line: 1,
            },
            HeaderField {
                key: "Player 2 Elo".into(),
                value: "1612.75/120".into(),
                line: 2,
            },
        ],
        games: Vec::new(),
    };
    assert_eq!(game.elo(Player::One), Some(2.5));
    assert_eq!(game.elo(Player::Two), Some(1612.75));
    game.headers.clear();
    assert_eq!(game.elo(Player::One), None);
}
