//! Random legal matches for self-consistency tests: games played by the rules
//! engine with seeded dice and random choices, written into the transcript model
//! the way a reader would build it.
//!
//! The generator keeps its own account of the cube, the Crawford game, the score
//! and what each ending is worth, written from the rules rather than from the
//! replay, so that a disagreement between the two shows up as an invalid match.

use bgkit::board::{CHECKERS, Position, legal_plays};
use bgkit::transcript::{
    Action, ActionKind, Dialect, Dice, Game, HeaderField, Location, Match, Outcome, Player,
    PlayerInfo, WrittenMove, WrittenMoves,
};

/// A small, seeded pseudo-random generator (SplitMix64): the same seed always
/// gives the same matches, on every platform.
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0); the bias of the modulo is far below what
    /// these tests could notice.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// True with probability `percent` / 100.
    pub fn percent(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// One of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }

    /// One die.
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }
}

/// What the generated matches contained, to check that a run covers every
/// kind of event the model has.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    pub matches: usize,
    pub money_sessions: usize,
    pub plain_records: usize,
    pub unfinished: usize,
    pub games: usize,
    pub rolls: usize,
    pub dances: usize,
    pub hits: usize,
    pub bear_offs: usize,
    pub singles: usize,
    pub gammons: usize,
    pub backgammons: usize,
    pub jacoby_singles: usize,
    pub doubles: usize,
    pub takes: usize,
    pub drops: usize,
    pub beavers: usize,
    pub resignations: usize,
    pub resignations_after_roll: usize,
    pub resignations_to_doubles: usize,
    /// Records whose first line is a resignation after the roll.
    pub records_opening_with_resignations: usize,
    /// Records with a cube value or a result of 10 or more, which has two
    /// digits like a roll written without a colon.
    pub records_with_two_digit_numbers: usize,
    /// Records where `???` alone answers a double.
    pub records_resigning_to_doubles: usize,
    pub losses_lines: usize,
    pub crawford_games: usize,
    pub post_crawford_doubles: usize,
    pub longest_match: u32,
}

/// The rules a generated match is played under, written into its headers.
#[derive(Clone, Copy, Debug)]
struct Rules {
    length: u32,
    crawford: bool,
    jacoby: bool,
    beavers: bool,
    cube_limit: u32,
    /// A plain game record: player 1 rolls first, and a game decided by the
    /// board needs no result line.
    plain: bool,
}

impl Rules {
    fn money(&self) -> bool {
        self.length == 0
    }
}

const NAMES: &[&str] = &[
    "Alice",
    "Bob",
    "Ann Lee",
    "Jean-Luc",
    "O'Neil",
    "Zoë",
    "gnubg",
    "player_7",
    "Bartholomew Montgomery-Featherstonehaugh",
    "Dr. No",
    "José María",
    "x : y",
    "Team (A)",
    "Smith, John",
];

const RATINGS: &[&str] = &["1500", "1650", "1823.5", "2011"];

const PLAIN_HEADERS: &[(&str, &str)] = &[
    ("Site", "The club"),
    ("Event", "Tuesday league"),
    ("Round", "3"),
    ("EventDate", "2026.11.30"),
    ("Annotator", "nobody"),
    ("Comment", "Paul \"Magic\" Magriel"),
    ("Place", "Café [upstairs]"),
    ("Note", "a;b ; [c \"d\"]"),
];

/// A random match: a match to 1..=25 points (most of them played to the end,
/// a few stopped early), or a money session of one to six games.
pub fn random_match(rng: &mut Rng, coverage: &mut Coverage) -> Match {
    if rng.percent(5) {
        return random_record(rng, coverage);
    }
    let money = rng.percent(20);
    let length = if money { 0 } else { rng.below(25) as u32 + 1 };
    let rules = Rules {
        length,
        crawford: money || !rng.percent(15),
        jacoby: money && rng.percent(60),
        beavers: money && !rng.percent(20),
        cube_limit: if rng.percent(10) { 8 } else { 64 },
        plain: false,
    };
    let mut headers = Vec::new();
    for &(key, value) in PLAIN_HEADERS {
        if rng.percent(30) {
            headers.push((key.to_string(), value.to_string()));
        }
    }
    let on_off = |on: bool| if on { "On" } else { "Off" }.to_string();
    if money {
        headers.push(("Jacoby".into(), on_off(rules.jacoby)));
        headers.push(("Beaver".into(), on_off(rules.beavers)));
    } else if !rules.crawford || rng.percent(50) {
        headers.push(("Crawford".into(), on_off(rules.crawford)));
    }
    if rules.cube_limit != 64 {
        headers.push(("CubeLimit".into(), rules.cube_limit.to_string()));
    }
    let players = [0, 1].map(|_| PlayerInfo {
        name: rng.pick(NAMES).to_string(),
        rating: rng.percent(20).then(|| rng.pick(RATINGS).to_string()),
    });

    let sessions = if money {
        rng.below(6) as usize + 1
    } else {
        usize::MAX
    };
    let stop_early = !money && rng.percent(5);
    let mut score = [0u32; 2];
    let mut crawford_next = false;
    let mut crawford_done = false;
    let mut games = Vec::new();
    while games.len() < sessions {
        if stop_early && !games.is_empty() && rng.percent(30) {
            coverage.unfinished += 1;
            break;
        }
        let crawford = crawford_next && !crawford_done;
        crawford_done |= crawford;
        crawford_next = false;
        coverage.crawford_games += usize::from(crawford);
        let post_crawford = crawford_done && !crawford;
        let (actions, winner, points) =
            play_game(rng, &rules, crawford, post_crawford, score, coverage);
        games.push(Game {
            number: games.len() as u32 + 1,
            location: Location::default(),
            score,
            score_locations: Some([Location::default(); 2]),
            actions,
            unreadable: false,
            comments: Vec::new(),
            analysis: Vec::new(),
            boards: Vec::new(),
            edits: Vec::new(),
            stated_crawford: None,
        });
        let before = *winner.pick(&score);
        let after = before + points;
        score[winner.index()] = after;
        if !money {
            if after >= length {
                break;
            }
            // The game after the first one that leaves a player one point short.
            let other = *winner.other().pick(&score);
            crawford_next = rules.crawford && after == length - 1 && other != length - 1;
        }
    }
    coverage.matches += 1;
    coverage.money_sessions += usize::from(money);
    coverage.games += games.len();
    coverage.longest_match = coverage.longest_match.max(length);
    Match {
        // Made by no writer: written in the canonical form, whatever habits
        // its text then shows.
        dialect: Dialect::Generic,
        length,
        players,
        headers: headers
            .into_iter()
            .map(|(key, value)| HeaderField {
                key,
                value,
                line: 0,
            })
            .collect(),
        games,
    }
}

/// A plain game record: one money game without names, scores or headers.
pub fn random_record(rng: &mut Rng, coverage: &mut Coverage) -> Match {
    let rules = Rules {
        length: 0,
        crawford: false,
        jacoby: false,
        beavers: true,
        cube_limit: 64,
        plain: true,
    };
    let (actions, _, _) = play_game(rng, &rules, false, false, [0, 0], coverage);
    coverage.matches += 1;
    coverage.plain_records += 1;
    let kinds: Vec<ActionKind> = actions.iter().map(|a| a.kind).collect();
    if let Some(ActionKind::ResignAfterRoll { .. }) = kinds.first() {
        coverage.records_opening_with_resignations += 1;
    }
    if kinds.iter().any(|kind| match *kind {
        ActionKind::Double { cube } | ActionKind::Beaver { cube } => cube >= 10,
        ActionKind::Result { points, .. } => points >= 10,
        _ => false,
    }) {
        coverage.records_with_two_digit_numbers += 1;
    }
    if kinds
        .windows(2)
        .any(|w| matches!(w, [ActionKind::Double { .. }, ActionKind::Resign]))
    {
        coverage.records_resigning_to_doubles += 1;
    }
    coverage.games += 1;
    Match {
        dialect: Dialect::PlainRecord,
        length: 0,
        players: Default::default(),
        headers: Vec::new(),
        games: vec![Game {
            number: 1,
            location: Location::default(),
            score: [0, 0],
            score_locations: None,
            actions,
            unreadable: false,
            comments: Vec::new(),
            analysis: Vec::new(),
            boards: Vec::new(),
            edits: Vec::new(),
            stated_crawford: None,
        }],
    }
}

/// One game from the opening roll to its result: the actions, the winner and
/// the points won.
fn play_game(
    rng: &mut Rng,
    rules: &Rules,
    crawford: bool,
    post_crawford: bool,
    score: [u32; 2],
    coverage: &mut Coverage,
) -> (Vec<Action>, Player, u32) {
    let mut actions = Vec::new();
    let act = |actions: &mut Vec<Action>, player: Player, kind: ActionKind| {
        actions.push(Action {
            player,
            location: Location::default(),
            kind,
        });
    };
    // The board is always seen from the side of `turn`, the player about to act.
    let mut board = Position::start();
    let mut turn = if rules.plain || rng.percent(50) {
        Player::One
    } else {
        Player::Two
    };
    let mut cube = 1u32;
    let mut owner: Option<Player> = None;
    let mut opening = true;
    let mut decided_by_board = false;
    let (winner, points) = loop {
        if !opening
            && !crawford
            && owner != Some(turn.other())
            && cube * 2 <= rules.cube_limit
            && rng.percent(2)
        {
            coverage.doubles += 1;
            coverage.post_crawford_doubles += usize::from(post_crawford);
            act(&mut actions, turn, ActionKind::Double { cube: cube * 2 });
            let taker = turn.other();
            let answer = rng.below(10);
            if rules.money() && rules.beavers && cube * 4 <= rules.cube_limit && answer < 2 {
                coverage.beavers += 1;
                cube *= 4;
                act(&mut actions, taker, ActionKind::Beaver { cube });
                owner = Some(taker);
            } else if rng.percent(4) {
                // Resigning instead of answering: worth one to three times
                // the cube before the double.
                coverage.resignations_to_doubles += 1;
                act(&mut actions, taker, ActionKind::Resign);
                let multiple = if rules.jacoby && cube == 1 {
                    1
                } else {
                    rng.below(3) as u32 + 1
                };
                break (turn, cube * multiple);
            } else if answer < 5 {
                coverage.drops += 1;
                act(&mut actions, taker, ActionKind::Drop);
                break (turn, cube);
            } else {
                coverage.takes += 1;
                cube *= 2;
                act(&mut actions, taker, ActionKind::Take);
                owner = Some(taker);
            }
        }
        let roll = loop {
            let (a, b) = (rng.die(), rng.die());
            // The opening roll is never a double: each player throws one die.
            if !(opening && a == b) {
                break Dice(a, b);
            }
        };
        let first_roll = std::mem::replace(&mut opening, false);
        // Records open with a resignation more often than games resign at
        // other times, so that a run of records holds a few.
        let resigns = if rules.plain && first_roll {
            rng.percent(2)
        } else {
            rng.below(400) == 0
        };
        if resigns {
            // The player gives up: before rolling (`???` alone) or after it.
            // Under the Jacoby rule an unturned cube makes every resignation single.
            let multiple = if rules.jacoby && cube == 1 {
                1
            } else {
                rng.below(3) as u32 + 1
            };
            // A record cannot open with `???` alone: the reader takes text for
            // a record only when its first line is a roll.
            if rng.percent(50) && !(rules.plain && first_roll) {
                coverage.resignations += 1;
                act(&mut actions, turn, ActionKind::Resign);
            } else {
                coverage.resignations_after_roll += 1;
                act(
                    &mut actions,
                    turn,
                    ActionKind::ResignAfterRoll { dice: roll },
                );
            }
            break (turn.other(), cube * multiple);
        }
        coverage.rolls += 1;
        let plays = legal_plays(&board, roll.roll().unwrap());
        if plays.is_empty() {
            coverage.dances += 1;
            let cannot_move = rng.percent(50);
            act(
                &mut actions,
                turn,
                ActionKind::Dance {
                    dice: roll,
                    cannot_move,
                },
            );
        } else {
            // Mostly a play that hits nothing, when there is one: games of
            // random plays hit so often that they last for hundreds of rolls.
            let quiet: Vec<_> = plays.iter().filter(|p| p.play.hits() == 0).collect();
            let chosen = if quiet.is_empty() || rng.percent(20) {
                rng.pick(&plays)
            } else {
                *rng.pick(&quiet)
            };
            let mut moves = WrittenMoves::default();
            for &step in chosen.play.steps() {
                coverage.hits += usize::from(step.hit);
                moves
                    .push(WrittenMove {
                        mv: step.into(),
                        location: Location::default(),
                    })
                    .unwrap();
            }
            act(&mut actions, turn, ActionKind::Play { dice: roll, moves });
            board = chosen.result;
        }
        if board.off() == CHECKERS {
            coverage.bear_offs += 1;
            let jacoby_applies = rules.jacoby && cube == 1;
            decided_by_board = true;
            break (
                turn,
                cube * ending_multiple(&board, jacoby_applies, coverage),
            );
        }
        board = board.switched();
        turn = turn.other();
    };
    if rules.plain && decided_by_board && rng.percent(50) {
        // A record may end with the last play: the board tells who won.
        return (actions, winner, points);
    }
    if rng.percent(10) {
        // Some writers add the loser's line beside the winner's.
        coverage.losses_lines += 1;
        act(
            &mut actions,
            winner.other(),
            ActionKind::Result {
                outcome: Outcome::Losses,
                points,
                match_won: false,
            },
        );
    }
    let match_won = rules.length > 0 && winner.pick(&score) + points >= rules.length;
    act(
        &mut actions,
        winner,
        ActionKind::Result {
            outcome: Outcome::Wins,
            points,
            match_won,
        },
    );
    (actions, winner, points)
}

/// What bearing off the last checker is worth in cubes, judged from the loser's
/// side of `board` (seen by the winner): a single game if the loser has borne a
/// checker off; else a backgammon with a checker on the bar or in the winner's
/// home board (the loser's 19 to 24), a gammon otherwise.
fn ending_multiple(board: &Position, jacoby_applies: bool, coverage: &mut Coverage) -> u32 {
    let loser = board.switched();
    let multiple = if loser.off() > 0 {
        coverage.singles += 1;
        1
    } else if loser.bar() > 0 || (19..=24).any(|point| loser.mine(point) > 0) {
        coverage.backgammons += 1;
        3
    } else {
        coverage.gammons += 1;
        2
    };
    if jacoby_applies && multiple > 1 {
        coverage.jacoby_singles += 1;
        return 1;
    }
    multiple
}
