//! eXtreme Gammon XGIDs: canonical strings, GNU Backgammon's reading of them,
//! conversions to and from Match IDs, round trips and malformed XGIDs.

use crate::common;

use bgkit::board::{Position, PositionError, Roll};
use bgkit::ids::{
    CubeOwner, GameState, IdError, IdKind, MatchState, Place, Player, XgDice, XgSide, Xgid,
    match_id, position_id,
};
use proptest::prelude::*;

const OPENING: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";

/// XGIDs read by GNU Backgammon 1.07 (`set xgid`), with the Position ID and
/// Match ID it made of them: the opening, boards with checkers on both bars,
/// then random boards, cubes, scores and rules.
///
/// gnubg 1.07 gives the on-roll player number 1 after reading an XGID: when the
/// top player is on roll it swaps the players (bottom becomes player 0), so for
/// those lines its Match ID is ours with the players swapped.
const GNUBG_VECTORS: &str = "
XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10 | 4HPwATDgc/ABMA | cAkAAAAAAAAE
XGID=aC----D-----------------bA:0:0:1:31:0:0:0:0:10 | AwAAdPAAAAgAAA | cIkFAAAAAAAE
XGID=bC----D-----------------bB:1:-1:-1:64:3:1:0:5:10 | Bw8AgA0AADAAAA | UQmzADAACAAE
XGID=-AbbaAB-bAaA-Bd-BA-AAaAaaA:1:1:1:35:0:0:3:0:10 | JeAhQxuhkYylRA | UYkOAAAAAAAA
XGID=-----a---a------------A--B:2:1:1:00:0:0:3:0:10 | AIAQAAAAMQAAAA | UgkAAAAAAAAA
XGID=-B--A--B-A----B---BAAfAgB-:0:0:1:24:0:0:1:0:10 | /vwAAMCICYaVDA | cAkKAAAAAAAA
XGID=hB-A-B--AAa--a---A--AABA-B:0:0:-1:00:0:0:0:0:10 | k1GAqGUAiAD8Aw | cAkAAAAAAAAE
XGID=-A-caA-BAAb--bA-ca-Aa-BaaE:0:0:-1:00:0:0:0:0:10 | ISsIYnxFdIyBDg | cAkAAAAAAAAE
XGID=bCCC-CC-------------------:0:0:1:00:7:4:1:8:10 | AAAAuzt3AAAAAA | 8AkAAUAAOAAE
XGID=-ABC--A------------abdbbd-:2:1:1:42:0:0:3:0:10 | b3sLAADtCAAAAA | UgkKAAAAAAAA
XGID=fAAADA-----a----a---a-a---:1:0:1:44:0:2:0:4:10 | JAQB8KteAAAAAA | cQmSACAAAAAE
XGID=--a--aBA-A---bA-aA--aa---I:0:0:1:53:0:0:0:0:10 | KMQAEWAJIsB/AA | cIkOAAAAAAAE
XGID=i--aAAa---aA--aa------Aa-K:1:0:-1:00:3:2:0:11:10 | KBAA8X8CFELEfw | cQlgATAAEAAE
XGID=daOaabc-------------aa--a-:0:0:1:00:1:0:0:2:10 | UQDgVnr+/wAAAA | cAlAAAAACAAE
XGID=-A------A-A-A-A---BcDgcbCA:0:0:-1:00:19:15:0:24:10 | AUnCPFx2fw4AAA | cAkAAzABeAAE
XGID=kDDBBBAaa----a----a-------:2:0:1:26:0:0:3:0:10 | QBAU8H/vbQsAAA | cgkLAAAAAAAA
XGID=cAaaAbbba--AA-b---A-aB--AG:0:0:-1:16:13:5:0:16:10 | EVAgRn8QGGibcg | cAkHAtAAKAAE
XGID=e-aAa---B----A--A-BBAAA-AB:1:1:-1:51:0:0:0:0:10 | BIPIVmkAAJB8AA | QYkGAAAAAAAE
XGID=kA---Aa-a--a-BAA--a------C:0:0:-1:00:0:0:3:0:10 | IcAKwAEBkcD/AQ | cAkAAAAAAAAA
XGID=-BAA--AAB-ABAA-A---cbdadaA:0:0:1:11:16:14:1:17:10 | vd4OAAAraloJQA | 8IkkAuAAgAAE
XGID=----A--C-------B---bcacbdI:1:0:1:00:5:9:0:16:10 | b9cNAACIAwzAfw | cQkAApAAKAAE
XGID=-BCCEaB--a----a---a-----b-:1:-1:-1:31:0:0:1:0:10 | u/sMAAADIQgBAA | UYkFAAAAAAAA
XGID=aabBbAA-AAAaBAA-AAA---A---:0:0:1:23:0:0:3:0:10 | ACBgVkyprFQIAA | cIkJAAAAAAAA
XGID=-B-A-------a-BA----A----AG:1:0:1:16:0:0:2:0:10 | ACAATAAWBP0BAA | cQkHAAAAAAAE
XGID=aaABA---aaaa--ac---aba-a--:1:0:1:00:0:0:0:0:10 | 0sJFFVBaAAAAAA | cQkAAAAAAAAE
XGID=-BCD-BC------------c-cdcb-:2:1:1:65:0:0:0:0:10 | u3cOAAC7ZwcAAA | UgkXAAAAAAAE
XGID=-A---A---A-AA--A-A-bbAbedG:2:-1:1:35:0:0:1:0:10 | 75sNAAAhpEgIfw | QokOAAAAAAAA
XGID=aaBb-Aa-a-CAaBaCaAabaaa--B:2:-1:-1:00:0:0:1:0:10 | RnCZE2BUSxISUw | UgkAAAAAAAAA
XGID=aAAdd--c-A-a------B--aaAAH:1:1:1:15:0:0:3:0:10 | FIBwvEcFBDCofw | UYkGAAAAAAAA
XGID=-DEAABB------------caee-a-:0:0:-1:31:0:0:0:0:10 | 76sNAAD5vg4AAA | cIkFAAAAAAAE
XGID=a-AaA-c-a--ab--aAa-ab--a-L:0:0:1:00:9:6:0:11:10 | YkksckQSAAL4fw | cAlgAWAASAAE
XGID=aaA-AAABAaabABcAAbAaA-Aab-:4:0:1:00:0:0:3:0:10 | CxnHClBSLTQlCQ | dAkAAAAAAAAA
XGID=-AAB----------A-AA--bac-bH:1:0:1:16:0:0:0:0:10 | cw0AAGoApAD/AA | cQkHAAAAAAAE
XGID=bb-aAb-b-A-a-----b-a--a-a-:0:0:-1:35:0:0:2:0:10 | CAIASGQgzGQDAA | cIkOAAAAAAAE
XGID=f--A-----aaaba-A--AaB-aaA-:0:0:1:00:0:0:0:1:10 | ikCrAH4EgMgQAA | cAkgAAAAAAAE
XGID=-aaAAaba-bb---aAa-AbaCBCAB:2:-1:1:14:13:1:0:15:10 | 0EjYtCgUABG3aw | QgnmARAAaAAE
XGID=-aab-bda--A-AAAaaA-C-----G:1:1:1:14:0:0:2:0:10 | AAXozQqAVOTAHw | UQkGAAAAAAAE
XGID=-DDaCAC-------------------:2:1:-1:00:3:4:0:19:10 | 77kOAAAAACAAAA | QglgAjAAIAAE
XGID=k-ACCFB--aa-a----a--------:5:1:1:34:0:0:1:0:10 | gCAF8H+6+w0AAA | VQkOAAAAAAAA
XGID=bBDBDBAbbc---b-b-a------a-:0:0:1:65:0:0:2:0:10 | AZnhNmB7ewsAAA | cAkXAAAAAAAE
XGID=cE-bDCCba--aab-a---a-a----:0:0:1:42:0:0:3:0:10 | SMiKhnEf7w4AAA | cAkKAAAAAAAA
XGID=h--a--aAc-bA----A--C-BACAB:0:0:1:00:0:0:0:0:10 | AMCciH9ACOKsaw | cAkAAAAAAAAE
XGID=aabbBa-bA-b-AAAaaaB-BBBaA-:0:0:1:00:0:0:1:0:10 | AhWMyVYYQoXZJg | cAkAAAAAAAAA
XGID=--A-----AA-------AaACCB-AA:0:0:-1:00:0:0:0:0:10 | AgVId1NAAAAAAA | cAkAAAAAAAAE
XGID=-BACCFba-aa-aba--aaaa--b--:1:1:1:13:0:0:0:0:10 | RhUtpQHr7gcAAA | UYkFAAAAAAAE
XGID=-BEADC-------------bdbabd-:1:1:1:42:0:0:2:0:10 | b+0NAAD7egcAAA | UQkKAAAAAAAE
XGID=i-----a-AA-a-A--A---aAaaaJ:0:0:1:46:0:0:0:0:10 | lQCCwH+AQgThfw | cAkTAAAAAAAE
XGID=ecAA--A-C-BB--aB-A-bbAA-b-:2:0:1:00:0:0:1:0:10 | wwYBwH2KnA0TCg | cgkAAAAAAAAA
XGID=a--bAAAAAcAAAa-bbA-aaBCb-A:2:0:1:44:0:0:0:0:10 | RrEJB0aoSgVhRw | cgkSAAAAAAAE
XGID=--------AAB---------deaAeJ:0:0:1:00:0:0:1:0:10 | n74HAACAGgDkfw | cAkAAAAAAAAA
XGID=--bAddab-a-----a--BDAABB-B:4:-1:-1:24:0:0:0:0:10 | BADs1WYAAlnvGQ | VAkKAAAAAAAE
XGID=bA-a-B-ABA--aA--aaAaBa-ABA:1:1:1:56:15:2:0:19:10 | SAoBxMK0EGS0AA | UQl3AiAAeAAE
XGID=b-aA-aBadAAABaa-abAAA-ABaA:2:1:-1:00:14:10:0:17:10 | xKgGKk0BS8FLZA | QgkgAuAAUAAE
XGID=---A------A----A-A-dccbbaK:5:1:-1:00:0:0:1:0:10 | BAQJ8H9tdw8AAA | RQkAAAAAAAAA
XGID=-CBBBDB-------------dbaac-:1:-1:-1:65:0:0:2:0:10 | t+0NAABXewAAAA | UQkXAAAAAAAE
XGID=--A--A-ABB-BAC-A-A-bdbbbc-:5:1:-1:00:0:0:3:0:10 | Im3WSQC37Q0AAA | RQkAAAAAAAAA
XGID=--A---A-A-------AABdebbAbA:2:1:-1:41:4:5:0:15:10 | QgLUIM32PQAAAA | QgnmAUAAKAAE
XGID=aa-ba--cAa-a-b---AaCBaBaCC:0:0:1:32:8:2:0:18:10 | EsEkR1OAAHIzdw | cIlJAiAAQAAE
XGID=caba-ca--AaB--a--aBaBB-ABC:2:1:1:21:0:0:1:0:10 | IBFCp3UAGTCbdg | UgkFAAAAAAAA
XGID=-BaBFEba--------aa--------:0:0:1:62:0:0:3:0:10 | gAJoiNnvAwAAAA | cAkLAAAAAAAA
XGID=--a---a-Baaa-aaaA--ba-aabL:2:1:1:61:0:0:2:0:10 | Kw2VihCAAQL4fw | UgkHAAAAAAAE
XGID=cADBCBC-a-----------------:0:0:-1:00:16:20:0:21:10 | vd0OAAAAAAEOAA | cAmgAgABoAAE
XGID=e-A-baB---A---B--A--ACAaBA:4:0:1:34:0:0:3:0:10 | AgDQ8AlDGNFlAQ | dAkOAAAAAAAA
XGID=-BBBDCBabb-a-b--ab----aba-:1:0:1:14:6:3:0:21:10 | LVhMtgDb3g0AAA | cQmmAjAAMAAE
XGID=k----AA--a---aBB-A-aA-a--G:0:0:1:56:3:1:0:15:10 | RCAE8H9QgE0Efw | cAn3ARAAGAAE
XGID=gB-aaA-------B--a-AA--AA-F:0:0:1:00:0:0:2:0:10 | AAGg+BsCDIryAw | cAkAAAAAAAAE
XGID=-B---------BAB----AAABoAAA:1:-1:1:65:1:10:0:13:10 | /P8BAAADsAbVVA | QQm3AaAACAAE
XGID=--a-CB-AaabA-AAA-dAab--aaA:0:0:1:00:0:0:1:0:10 | xfKAFQjchFQEBA | cAkAAAAAAAAA
XGID=a---a--AA-AAaB--A--a-----H:3:-1:1:00:0:0:3:0:10 | ICBACChlBPAPAA | QwkAAAAAAAAA
XGID=-AA-B-------AAA--A-aac-aaD:2:1:1:14:0:0:1:0:10 | 5QoAAGWAigAPAA | UgkGAAAAAAAA
XGID=-AB-bAaA--A-BAA-b--AabaBAA:0:0:-1:00:0:0:0:0:10 | jURWEFa0MAAZAA | cAkAAAAAAAAE
XGID=-C-EBCB------------ababde-:0:0:1:00:8:6:0:14:10 | 31sLAADn2w0AAA | cAnAAWAAQAAE
XGID=-AA--A-------A---AAAABABB-:1:-1:1:00:6:0:0:12:10 | AAAAigCham0AAA | QQmAAQAAMAAE
XGID=iAa--a-AAA--aa-a---AB-BAaA:0:0:1:00:5:1:1:6:10 | AaSAyH+BCkCzBA | 8AnAABAAKAAE
XGID=baaA--A-AAaaBaAaAcA-AA-BAA:1:0:-1:11:0:0:2:0:10 | RIpJUlaAkxSgBg | cYkEAAAAAAAE
XGID=----A-A------a----A--a-A-B:0:0:1:51:0:0:0:2:10 | CBAAQAJAkAEAAA | cIlGAAAAAAAE
XGID=------------AAA----bccAbbK:0:0:-1:00:0:0:0:0:10 | AKgA8X+buwEAAA | cAkAAAAAAAAE
XGID=cabB-AbCAbaa-a-AB-B-AA-aaA:2:1:1:66:0:0:3:0:10 | BSA1hnVMLqCZQg | UgkbAAAAAAAA
XGID=g--aaBB--Aa-a---A-aAba---E:1:0:1:00:0:0:3:0:10 | aAIJFH+wERCBDw | cQkAAAAAAAAA
XGID=--AAAA-B----A---A--ABchAdC:2:-1:1:00:0:0:2:0:10 | z78DAACqDEI0cg | QgkAAAAAAAAE
XGID=daaaaAaa-AB-B--B-b-aAaaABC:0:0:1:00:6:2:0:7:10 | lAxAqXoQmjGIdg | cAngACAAMAAE
XGID=----------------------AAA-:0:0:1:00:7:1:0:13:10 | AAAAAABABQAAAA | cAmgARAAOAAE
XGID=g--aAA-A--bBaAb--aa--AA-AA:5:-1:-1:42:0:0:1:0:10 | KGEClAKKyYD4Aw | VQkKAAAAAAAA
XGID=g--B--a-a---A--A-bBAaaaAaA:0:0:-1:00:0:0:3:0:10 | DCBiIaViAAn8AQ | cAkAAAAAAAAA
XGID=bDCBBBBdba---ac--a------a-:4:-1:1:00:0:0:2:0:10 | AXGhPWDvtg0AAA | RAkAAAAAAAAE
XGID=baaAAa---AaBAaa-caBABAbAAA:2:1:1:32:3:3:0:6:10 | DDpFEDUKssBaKg | UonJADAAGAAE
XGID=bba-b-abB-------aA-abA-a--:1:1:1:62:0:0:2:0:10 | YhHAMm2AAYQAAA | UQkLAAAAAAAE
XGID=aabAABBaA-B--A-AAAA-a--A--:2:-1:-1:61:5:4:0:8:10 | 1CYjVRAQAAQrAA | UgkHAVAAIAAE
XGID=bBDAAA-aabaaA-aAAa-BaaaaaA:1:-1:1:42:0:0:2:0:10 | VRFRK2B7FRDFQA | QQkKAAAAAAAE
XGID=------AAA--------C-abaaabI:0:0:1:00:0:0:1:0:10 | qxYAAEAFcID/AA | cAkAAAAAAAAA
XGID=aAAacABBaa-AAabAa-BAaabAA-:6:1:-1:00:0:0:0:0:10 | RRuKWCiskIXCRQ | RgkAAAAAAAAE
XGID=--CAaa-aa-a-A-aa--CA-B-BAA:2:1:1:00:1:1:0:6:10 | AAopBS6AwGVWAA | UgnAABAACAAE
XGID=k-A---a-A--A--a-a-A-BABCaC:0:0:1:45:11:2:0:22:10 | ARIg8H8CEZC1cw | cInSAiAAWAAE
XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:4:2:0:9:10 | 4HPwATDgc/ABMA | QYkqASAAIAAE
XGID=-bb---D-C---dD---c-d---BB-:0:0:1:00:0:0:0:0:10 | 4Dl4ADbgOXgANg | cAkAAAAAAAAE
XGID=a-----E-C---eE---c-e----AA:2:1:1:66:0:0:3:0:10 | 4HPwASDwOfgAKA | UgkbAAAAAAAA
XGID=a-----E-C---eE---c-e----AA:2:1:-1:66:0:0:3:0:10 | 4HPwAVDgc/ABIA | QgkbAAAAAAAA
";

fn gnubg_vectors() -> Vec<(&'static str, &'static str, &'static str)> {
    GNUBG_VECTORS
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let parts: Vec<&str> = line.split('|').map(str::trim).collect();
            (parts[0], parts[1], parts[2])
        })
        .collect()
}

/// The dice field of an XGID's text.
fn dice_field(text: &str) -> &str {
    text.split(':').nth(4).unwrap()
}

#[test]
fn the_opening_with_bottom_on_roll_is_written_as_extreme_gammon_writes_it() {
    // Given the opening position, bottom player on roll, money defaults
    let xgid = Xgid::new(Position::start(), XgSide::Bottom);
    // Then the canonical XGID is eXtreme Gammon's
    assert_eq!(xgid.to_string(), OPENING);
}

#[test]
fn the_opening_xgid_reads_as_a_money_game_at_the_start() {
    let xgid = Xgid::parse(OPENING).unwrap();
    assert_eq!(xgid.position(), Position::start());
    assert_eq!(xgid.turn(), XgSide::Bottom);
    assert_eq!(xgid.cube(), 1);
    assert_eq!(xgid.cube_owner(), None);
    assert_eq!(xgid.dice(), XgDice::NotRolled);
    assert!(xgid.is_money());
    assert!(!xgid.jacoby() && !xgid.beaver() && !xgid.crawford());
    assert_eq!(xgid.max_cube(), 1024);
}

#[test]
fn the_nackgammon_opening_has_its_well_known_xgid() {
    // Given nackgammon's start: 2 on 24, 2 on 23, 4 on 13, 3 on 8, 4 on 6 each
    let mut side = [0u8; 25];
    for (point, count) in [(24, 2), (23, 2), (13, 4), (8, 3), (6, 4)] {
        side[point - 1] = count;
    }
    let position = Position::from_sides(&side, &side).unwrap();
    // Then its XGID is the one eXtreme Gammon uses
    assert_eq!(
        Xgid::new(position, XgSide::Bottom).to_string(),
        "XGID=-bb---D-C---dD---c-d---BB-:0:0:1:00:0:0:0:0:10"
    );
}

#[test]
fn the_prefix_is_optional_and_read_in_any_case() {
    let with_prefix = Xgid::parse(OPENING).unwrap();
    let bare = OPENING.strip_prefix("XGID=").unwrap();
    assert_eq!(Xgid::parse(bare), Ok(with_prefix));
    assert_eq!(Xgid::parse(&format!("xgid={bare}")), Ok(with_prefix));
    assert_eq!(bare.parse::<Xgid>(), Ok(with_prefix));
}

#[test]
fn checkers_on_both_bars_are_read_for_the_player_on_roll() {
    // Given one checker on each bar; bottom has 3 on its ace and 4 on its six,
    // top has 2 on its ace (the bottom player's 24 point)
    let board = "aC----D-----------------bA";
    let bottom = Xgid::parse(&format!("XGID={board}:0:0:1:31:0:0:0:0:10")).unwrap();
    // When bottom is on roll, Then the board is as drawn
    let position = bottom.position();
    assert_eq!((position.bar(), position.opponent_bar()), (1, 1));
    assert_eq!(
        (position.mine(1), position.mine(6), position.theirs(24)),
        (3, 4, 2)
    );
    // When top is on roll, Then the board is turned to the top player's view
    let top = Xgid::parse(&format!("XGID={board}:0:0:-1:31:0:0:0:0:10")).unwrap();
    let position = top.position();
    assert_eq!((position.bar(), position.opponent_bar()), (1, 1));
    assert_eq!(
        (position.mine(1), position.theirs(24), position.theirs(19)),
        (2, 3, 4)
    );
    assert_eq!(top.bottom_view(), bottom.position());
}

#[test]
fn gnubg_reads_every_xgid_as_the_same_board_from_the_player_on_roll() {
    let vectors = gnubg_vectors();
    assert_eq!(vectors.len(), 97);
    for (text, gnubg_position_id, _) in vectors {
        let xgid = Xgid::parse(text).unwrap();
        assert_eq!(
            position_id::encode(&xgid.position()),
            gnubg_position_id,
            "{text}"
        );
    }
}

#[test]
fn gnubg_reads_every_xgid_as_the_same_match_state() {
    for (text, _, gnubg_match_id) in gnubg_vectors() {
        // Given an XGID and the Match ID gnubg made of it
        let xgid = Xgid::parse(text).unwrap();
        let state = xgid.match_state().unwrap();
        // Then ours is the same, once gnubg's swap for a top player on roll is undone
        let as_gnubg_numbers = match xgid.turn() {
            XgSide::Bottom => state,
            XgSide::Top => state.players_swapped(),
        };
        assert_eq!(
            match_id::encode(&as_gnubg_numbers).as_deref(),
            Ok(gnubg_match_id),
            "{text}"
        );
    }
}

#[test]
fn canonical_xgids_are_written_back_unchanged() {
    // Given the vectors whose dice are written high die first (the canonical order)
    let canonical: Vec<&str> = gnubg_vectors()
        .into_iter()
        .map(|(text, _, _)| text)
        .filter(|text| dice_field(text).as_bytes().windows(2).all(|d| d[0] >= d[1]))
        .collect();
    assert!(
        canonical.len() > 50,
        "only {} canonical vectors",
        canonical.len()
    );
    for text in canonical {
        assert_eq!(Xgid::parse(text).unwrap().to_string(), text);
    }
}

#[test]
fn dice_written_low_die_first_are_written_back_high_die_first() {
    let xgid = Xgid::parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:25:0:0:0:0:10").unwrap();
    assert_eq!(xgid.dice(), XgDice::Rolled(Roll::new(5, 2).unwrap()));
    assert_eq!(
        xgid.to_string(),
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10"
    );
}

#[test]
fn gnubgs_documented_match_id_becomes_a_bottom_player_on_roll_with_the_cube_on_top() {
    // Given the opening and QYkqASAAIAAA: 2-cube owned by player 0, player 1 to
    // play 5-2, 9-point match, player 0 has 2 and player 1 has 4
    let state = match_id::decode("QYkqASAAIAAA").unwrap();
    // When written as an XGID
    let xgid = Xgid::from_match_state(Position::start(), &state).unwrap();
    // Then player 1 is the bottom player on roll, and gnubg reads it back the same
    // (QYkqASAAIAAE: bit 67 set, as gnubg writes in matches)
    assert_eq!(
        xgid.to_string(),
        "XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:4:2:0:9:10"
    );
    let back = xgid.match_state().unwrap();
    assert_eq!(match_id::encode(&back).as_deref(), Ok("QYkqASAAIAAE"));
    assert_eq!(
        back,
        MatchState {
            jacoby: false,
            ..state
        }
    );
}

#[test]
fn a_player_0_on_roll_is_the_top_player_and_the_board_is_turned() {
    // Given a position after player 1 opened 24/23 13/11, player 0 on roll
    // (from gnubg: 4HPkASjgc/ABMA:MAGgAAAAAAAE)
    let position = position_id::decode("4HPkASjgc/ABMA").unwrap();
    let state = match_id::decode("MAGgAAAAAAAE").unwrap();
    assert_eq!(state.on_roll, Player::One);
    // When written as an XGID
    let xgid = Xgid::from_match_state(position, &state).unwrap();
    // Then the top player is on roll and the board is drawn from the bottom
    // (gnubg reads this XGID as 4HPkASjgc/ABMA)
    assert_eq!(
        xgid.to_string(),
        "XGID=-b----E-C--AeD---c-e---AA-:0:0:-1:00:0:0:0:5:10"
    );
    assert_eq!(xgid.position(), position);
}

#[test]
fn a_pending_double_is_dice_d_with_the_doubler_on_roll() {
    // Given player 1 has doubled and player 0 must answer
    let state = MatchState {
        doubled: true,
        turn: Player::One,
        ..MatchState::money(Player::Two)
    };
    // When written as an XGID, Then the dice field is D and bottom is on roll
    let xgid = Xgid::from_match_state(Position::start(), &state).unwrap();
    assert_eq!(xgid.dice(), XgDice::Doubled);
    assert_eq!(xgid.turn(), XgSide::Bottom);
    // And reading it back gives the same state
    assert_eq!(xgid.match_state(), Ok(state));
}

#[test]
fn money_rules_are_jacoby_1_and_beaver_2() {
    for (rules, jacoby, beaver) in [
        (0, false, false),
        (1, true, false),
        (2, false, true),
        (3, true, true),
    ] {
        let xgid = Xgid::parse(&format!("{OPENING_FIELDS}:0:0:1:00:0:0:{rules}:0:10")).unwrap();
        assert_eq!(
            (xgid.jacoby(), xgid.beaver(), xgid.crawford()),
            (jacoby, beaver, false)
        );
    }
}

#[test]
fn in_a_match_rules_1_is_the_crawford_game() {
    let xgid = Xgid::parse(&format!("{OPENING_FIELDS}:0:0:1:00:4:2:1:5:10")).unwrap();
    assert!(xgid.crawford() && !xgid.jacoby());
    let state = xgid.match_state().unwrap();
    assert!(state.crawford);
    assert_eq!(state.score, [2, 4]);
    assert_eq!(state.game_state, GameState::Playing);
}

#[test]
fn a_beaver_or_raccoon_has_no_match_id() {
    for dice in ["B", "R"] {
        let xgid = Xgid::parse(&format!("{OPENING_FIELDS}:1:0:1:{dice}:0:0:2:0:10")).unwrap();
        assert!(matches!(
            xgid.match_state(),
            Err(IdError::Unrepresentable { field: "dice", .. })
        ));
        assert_eq!(
            xgid.to_string(),
            format!("XGID={OPENING_FIELDS}:1:0:1:{dice}:0:0:2:0:10")
        );
    }
}

/// The opening's position field.
const OPENING_FIELDS: &str = "-b----E-C---eE---c-e----B-";

#[test]
fn malformed_xgids_are_refused_with_the_column_of_the_bad_field() {
    let bad = |field, column, expected, found: &str| IdError::BadField {
        kind: IdKind::Xgid,
        field,
        at: Place::Column(column),
        expected,
        found: found.to_string(),
    };
    let bad_char = |column, found, expected| IdError::BadCharacter {
        kind: IdKind::Xgid,
        column,
        found,
        expected,
    };
    let p = OPENING_FIELDS;
    // The prefix is 5 characters and the position 26, so the cube field is at column 33.
    let cases: Vec<(String, IdError)> = vec![
        (
            format!("XGID={p}:0:0:1:00:0:0:0:0"),
            IdError::FieldCount {
                kind: IdKind::Xgid,
                expected: 10,
                found: 9,
            },
        ),
        (
            format!("XGID={p}:0:0:1:00:0:0:0:0:10:0"),
            IdError::FieldCount {
                kind: IdKind::Xgid,
                expected: 10,
                found: 11,
            },
        ),
        (
            "XGID=-b----E-C---eE---c-e----B:0:0:1:00:0:0:0:0:10".into(),
            bad(
                "position",
                6,
                "26 characters: '-', 'A'-'P' (bottom) or 'a'-'p' (top)",
                "-b----E-C---eE---c-e----B",
            ),
        ),
        (
            "XGID=-b----E-C---eE---c-e-x--B-:0:0:1:00:0:0:0:0:10".into(),
            bad_char(
                27,
                'x',
                "'-', 'A'-'P' (bottom checkers) or 'a'-'p' (top checkers)",
            ),
        ),
        (
            "XGID=Ab----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10".into(),
            bad_char(6, 'A', "'-' or 'a'-'p' (the top player's bar)"),
        ),
        (
            "XGID=-b----E-C---eE---c-e----Ba:0:0:1:00:0:0:0:0:10".into(),
            bad_char(31, 'a', "'-' or 'A'-'P' (the bottom player's bar)"),
        ),
        (
            "XGID=-b----E-C---eE---c-e----C-:0:0:1:00:0:0:0:0:10".into(),
            IdError::InvalidBoard {
                kind: IdKind::Xgid,
                source: PositionError::TooManyCheckers {
                    side: "the bottom player",
                    count: 16,
                },
            },
        ),
        (
            "XGID=-P----------------------p-:0:0:1:00:0:0:0:0:10".into(),
            IdError::InvalidBoard {
                kind: IdKind::Xgid,
                source: PositionError::TooManyCheckers {
                    side: "the bottom player",
                    count: 16,
                },
            },
        ),
        (
            format!("XGID={p}:16:0:1:00:0:0:0:0:10"),
            bad("cube", 33, "0 to 15 (log2 of the cube value)", "16"),
        ),
        (
            format!("XGID={p}:-1:0:1:00:0:0:0:0:10"),
            bad("cube", 33, "0 to 15 (log2 of the cube value)", "-1"),
        ),
        (
            format!("XGID={p}:+1:0:1:00:0:0:0:0:10"),
            bad("cube", 33, "0 to 15 (log2 of the cube value)", "+1"),
        ),
        (
            format!("XGID={p}::0:1:00:0:0:0:0:10"),
            bad("cube", 33, "0 to 15 (log2 of the cube value)", ""),
        ),
        (
            format!("XGID={p}:1:2:1:00:0:0:0:0:10"),
            bad(
                "cube position",
                35,
                "0 (centred), 1 (bottom) or -1 (top)",
                "2",
            ),
        ),
        (
            format!("XGID={p}:0:0:0:00:0:0:0:0:10"),
            bad("turn", 37, "1 (bottom on roll) or -1 (top on roll)", "0"),
        ),
        (
            format!("XGID={p}:0:0:1:70:0:0:0:0:10"),
            bad(
                "dice",
                39,
                "00 (not rolled), D, B, R, or two dice 1-6 such as 52",
                "70",
            ),
        ),
        (
            format!("XGID={p}:0:0:1:0:0:0:0:0:10"),
            bad(
                "dice",
                39,
                "00 (not rolled), D, B, R, or two dice 1-6 such as 52",
                "0",
            ),
        ),
        (
            format!("XGID={p}:0:0:1:d:0:0:0:0:10"),
            bad(
                "dice",
                39,
                "00 (not rolled), D, B, R, or two dice 1-6 such as 52",
                "d",
            ),
        ),
        (
            format!("XGID={p}:0:0:1:611:0:0:0:0:10"),
            bad(
                "dice",
                39,
                "00 (not rolled), D, B, R, or two dice 1-6 such as 52",
                "611",
            ),
        ),
        (
            format!("XGID={p}:0:0:1:00:6:0:0:5:10"),
            bad("bottom score", 42, "at most the match length", "6"),
        ),
        (
            format!("XGID={p}:0:0:1:00:0:32768:0:0:10"),
            bad("top score", 44, "a score from 0 to 32767", "32768"),
        ),
        (
            format!("XGID={p}:0:0:1:00:0:0:2:5:10"),
            bad("rules", 46, "0 or 1 (Crawford game) in a match", "2"),
        ),
        (
            format!("XGID={p}:0:0:1:00:0:0:4:0:10"),
            bad("rules", 46, "0 to 3", "4"),
        ),
        (
            format!("XGID={p}:0:0:1:00:0:0:0:x:10"),
            bad("match length", 48, "0 (money) to 32767", "x"),
        ),
        (
            format!("XGID={p}:0:0:1:00:0:0:0:0:16"),
            bad("max cube", 50, "0 to 15 (log2 of the highest cube)", "16"),
        ),
        (
            format!("XGID={p}:0:0:1:00:0:0:0:0:99999999999999999999"),
            bad(
                "max cube",
                50,
                "0 to 15 (log2 of the highest cube)",
                "99999999999999999999",
            ),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(Xgid::parse(&text), Err(expected), "{text}");
    }
}

#[test]
fn without_the_prefix_columns_count_from_the_first_field() {
    let text = format!("{OPENING_FIELDS}:0:0:9:00:0:0:0:0:10");
    assert!(matches!(
        Xgid::parse(&text),
        Err(IdError::BadField {
            at: Place::Column(32),
            field: "turn",
            ..
        })
    ));
}

#[test]
fn errors_read_as_sentences() {
    let error = Xgid::parse(&format!("XGID={OPENING_FIELDS}:0:0:0:00:0:0:0:0:10")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "XGID field turn (column 37) is \"0\"; expected 1 (bottom on roll) or -1 (top on roll)"
    );
}

fn any_side() -> impl Strategy<Value = XgSide> {
    prop_oneof![Just(XgSide::Bottom), Just(XgSide::Top)]
}

fn any_dice() -> impl Strategy<Value = XgDice> {
    prop_oneof![
        Just(XgDice::NotRolled),
        Just(XgDice::Doubled),
        Just(XgDice::Beavered),
        Just(XgDice::Raccooned),
        (1u8..=6, 1u8..=6).prop_map(|(a, b)| XgDice::Rolled(Roll::new(a, b).unwrap())),
    ]
}

/// XGID text from random fields in their ranges, with or without the prefix.
fn any_xgid_text() -> impl Strategy<Value = String> {
    let match_part = prop_oneof![
        (0u32..=3).prop_map(|rules| (0u32, 0u32, 0u32, rules)),
        (1u32..=25).prop_flat_map(|length| (Just(length), 0..=length, 0..=length, 0u32..=1)),
    ];
    (
        common::any_position(),
        any_side(),
        (0u32..=15, -1i32..=1, any_dice()),
        match_part,
        0u32..=15,
        any::<bool>(),
    )
        .prop_map(
            |(position, turn, (cube, owner, dice), (length, s1, s2, rules), max, prefix)| {
                let board: String = Xgid::new(position, turn).to_string()[5..31].to_string();
                let turn = if turn == XgSide::Bottom { 1 } else { -1 };
                let prefix = if prefix { "XGID=" } else { "" };
                format!(
                    "{prefix}{board}:{cube}:{owner}:{turn}:{dice}:{s1}:{s2}:{rules}:{length}:{max}"
                )
            },
        )
}

proptest! {
    #[test]
    fn an_xgid_reads_back_from_its_canonical_text(text in any_xgid_text()) {
        let xgid = Xgid::parse(&text).unwrap();
        prop_assert_eq!(Xgid::parse(&xgid.to_string()), Ok(xgid));
    }

    #[test]
    fn the_position_survives_any_side_on_roll(position in common::any_position(), turn in any_side()) {
        let xgid = Xgid::new(position, turn);
        prop_assert_eq!(Xgid::parse(&xgid.to_string()).map(|x| x.position()), Ok(position));
    }

    #[test]
    fn a_match_state_survives_a_trip_through_an_xgid(
        position in common::any_position(),
        on_roll in prop_oneof![Just(Player::One), Just(Player::Two)],
        cube_log2 in 0u32..=15,
        owner in prop_oneof![Just(None), Just(Some(Player::One)), Just(Some(Player::Two))],
        dice in prop::option::of((1u8..=6, 1u8..=6).prop_map(|(a, b)| Roll::new(a, b).unwrap())),
        length in 1u32..=25,
        scores in (0u32..=25, 0u32..=25),
        crawford: bool,
    ) {
        // Given a state an XGID can express: a game in play, no resignation
        let state = MatchState {
            cube: 1 << cube_log2,
            cube_owner: owner.map_or(CubeOwner::Centred, CubeOwner::Player),
            on_roll,
            turn: on_roll,
            dice,
            match_length: length,
            score: [scores.0.min(length), scores.1.min(length)],
            crawford,
            jacoby: false,
            ..MatchState::money(on_roll)
        };
        // When written as an XGID and read back
        let xgid = Xgid::from_match_state(position, &state).unwrap();
        let back = Xgid::parse(&xgid.to_string()).unwrap();
        // Then the position and the state are unchanged
        prop_assert_eq!(back.position(), position);
        prop_assert_eq!(back.match_state(), Ok(state));
    }

    #[test]
    fn parsing_never_panics_on_any_text(text in ".*") {
        let _ = Xgid::parse(&text);
    }

    #[test]
    fn parsing_never_panics_on_ten_arbitrary_fields(fields in prop::collection::vec(".{0,30}", 10)) {
        let _ = Xgid::parse(&fields.join(":"));
    }
}
