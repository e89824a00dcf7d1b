//! From the records of `temp.xg` to the same [`Match`] every reader builds.
//!
//! The match header gives the players, the length and the rules (as the
//! header fields a .mat file from eXtreme Gammon writes); each game header
//! starts a game; a cube record gives the double and its answer (nothing
//! when the player on roll did not double); a move record gives the roll and
//! its play, with XG's board before it and its analysis; the game footer
//! gives the result. Nothing is checked here that the replay checks: whose
//! turn it is, the cube, the plays, the points and the scores.
//!
//! A record that cannot be read ends its game (marked unreadable) and reading
//! goes on at the next game header.

use super::comments::Comments;
use super::container;
use super::error::XgError;
use super::records::{
    Cube, GameFooter, GameHeader, MAX_CANDIDATES, MatchHeader, Move, Record, RecordError,
    located_records, position,
};
use crate::board::{BAR, Move as CheckerMove, OFF, Position};
use crate::formats::mat::lines::MAX_MATCH_LENGTH;
use crate::notation::format_moves;
use crate::transcript::analysis::{Analysis, Candidate, Chances, CubeEquities, Decision, Recorded};
use crate::transcript::error::{ReadError, ReadErrorKind};
use crate::transcript::model::{
    Action, ActionKind, BoardTime, Comment, Dialect, Dice, Game, HeaderField, Location, Match,
    Outcome, Player, PlayerInfo, RecordedBoard, StatedCrawford, WrittenMove, WrittenMoves,
};

/// XG's mark for a decision it did not analyse.
const NOT_ANALYSED: f64 = -1000.0;

/// The match as far as it could be read, and the errors, each with the
/// number of the game it is in.
pub(crate) struct XgReading {
    /// The match.
    pub matched: Match,
    /// Errors in the order of the records.
    pub errors: Vec<(ReadError, Option<u32>)>,
}

/// Reads an eXtreme Gammon file.
pub(crate) fn read(input: &[u8]) -> XgReading {
    let mut reading = XgReading {
        matched: Match {
            dialect: Dialect::XgBinary,
            length: 0,
            players: Default::default(),
            headers: Vec::new(),
            games: Vec::new(),
        },
        errors: Vec::new(),
    };
    let whole_file = |error: XgError| ReadError {
        location: None,
        kind: ReadErrorKind::Xg(error),
    };
    let archive = match container::open(input) {
        Ok(archive) => archive,
        Err(error) => {
            reading.errors.push((whole_file(error), None));
            return reading;
        }
    };
    let records = match located_records(&archive.game_file) {
        Ok(records) => records,
        Err(error) => {
            reading.errors.push((whole_file(error), None));
            return reading;
        }
    };
    let comments = archive
        .comments
        .as_deref()
        .map(Comments::read)
        .unwrap_or_default();
    let mut builder = Builder {
        reading,
        comments,
        version: -1,
        game: None,
        skipping: false,
        pending: Pending::default(),
        match_comments: (-1, -1),
    };
    for (index, raw, location) in records {
        match builder.record(index, raw, location) {
            Ok(Flow::Go) => {}
            Ok(Flow::Stop) => break,
            Err(error) => {
                let game = builder.game.as_ref().map(|g| g.number);
                builder
                    .reading
                    .errors
                    .push((ReadError::at(location, ReadErrorKind::Xg(error)), game));
                if index == 0 {
                    break;
                }
                if let Some(game) = builder.game.as_mut() {
                    game.unreadable = true;
                }
                builder.skipping = true;
            }
        }
    }
    builder.finish()
}

/// Whether to read on after a record.
enum Flow {
    Go,
    Stop,
}

/// A cube decision waiting for the roll it comes before.
#[derive(Default)]
struct Pending {
    decision: Option<Decision>,
    comment: Option<String>,
}

/// The reading under way.
struct Builder {
    reading: XgReading,
    comments: Comments,
    version: i32,
    /// The game being read, until its footer.
    game: Option<Game>,
    /// A record of the current game could not be read: its others are skipped.
    skipping: bool,
    pending: Pending,
    /// The match header's and footer's comments.
    match_comments: (i32, i32),
}

impl Builder {
    fn record(&mut self, index: usize, raw: &[u8], location: Location) -> Result<Flow, XgError> {
        let record = Record::read(raw, self.version)
            .map_err(|RecordError::Type(found)| XgError::RecordType { found })?;
        match (index, record) {
            (0, Record::MatchHeader(header)) if header.magic => {
                self.version = header.version;
                self.match_comments = (header.comment_header, header.comment_footer);
                self.start_match(&header)?;
            }
            (0, _) => return Err(XgError::NoMatchHeader),
            (_, Record::MatchHeader(_)) => {
                return Err(XgError::OutOfPlace {
                    found: "match header",
                    place: "after the first record",
                });
            }
            (_, Record::GameHeader(header)) => {
                self.end_game();
                self.start_game(&header, location)?;
            }
            (_, Record::MatchFooter) => {
                self.end_game();
                return Ok(Flow::Stop);
            }
            (_, _) if self.skipping => {}
            (_, record) => {
                let name = record.name();
                let Some(game) = self.game.as_mut() else {
                    return Err(XgError::OutOfPlace {
                        found: name,
                        place: if self.reading.matched.games.is_empty() {
                            "before the first game header"
                        } else {
                            "after its game's footer"
                        },
                    });
                };
                match record {
                    Record::Cube(cube) => {
                        cube_actions(game, &cube, location, &self.comments, &mut self.pending)?;
                    }
                    Record::Move(mv) => {
                        let pending = std::mem::take(&mut self.pending);
                        move_action(game, &mv, location, &self.comments, pending)?;
                    }
                    Record::GameFooter(footer) => {
                        result(game, &footer, location)?;
                        self.end_game();
                    }
                    // Handled above.
                    Record::MatchHeader(_) | Record::GameHeader(_) | Record::MatchFooter => {}
                }
            }
        }
        Ok(Flow::Go)
    }

    /// The match's length, players and rules.
    fn start_match(&mut self, header: &MatchHeader) -> Result<(), XgError> {
        let matched = &mut self.reading.matched;
        matched.players = header.players.clone().map(|name| PlayerInfo {
            name: one_line(&name),
            rating: None,
        });
        // A variant on another board is kept as the `Variation` header a
        // .mat file has, which the replay refuses.
        let variation = match header.variation {
            0 => None,
            1 => Some("Nackgammon"),
            2 => Some("Hypergammon"),
            3 => Some("Longgammon"),
            _ => {
                return Err(XgError::Unsupported {
                    what: "the match is played as a variant eXtreme Gammon does not name"
                        .to_string(),
                });
            }
        };
        matched.length = match header.length {
            // XG's unlimited session: money play.
            99999 => 0,
            n if n < 0 => return Err(field("match header", "match length", n)),
            n => n.unsigned_abs(),
        };
        if u64::from(matched.length) > MAX_MATCH_LENGTH {
            // Said as the .mat reader says it, once the header is kept.
            matched.headers = headers(header, variation, 0)?;
            return Err(XgError::Field {
                record: "match header",
                field: "match length",
                found: header.length.into(),
            });
        }
        matched.headers = headers(header, variation, matched.length)?;
        Ok(())
    }

    /// Starts a game from its header.
    fn start_game(&mut self, header: &GameHeader, location: Location) -> Result<(), XgError> {
        self.skipping = false;
        self.pending = Pending::default();
        let count = self.reading.matched.games.len() + 1;
        let number = u32::try_from(header.number)
            .ok()
            .filter(|&n| n > 0)
            .unwrap_or_else(|| u32::try_from(count).unwrap_or(u32::MAX));
        let score =
            |value: i32| u32::try_from(value).map_err(|_| field("game header", "score", value));
        let mut game = Game {
            number,
            location,
            score: [0, 0],
            score_locations: Some([location; 2]),
            actions: Vec::new(),
            unreadable: false,
            comments: Vec::new(),
            analysis: Vec::new(),
            boards: Vec::new(),
            edits: Vec::new(),
            stated_crawford: Some(StatedCrawford {
                crawford: header.crawford,
                location,
            }),
        };
        let [one, two] = header.score;
        let checked = score(one).and_then(|one| Ok([one, score(two)?]));
        let checked = checked.and_then(|score| {
            if header.auto_doubles != 0 {
                return Err(XgError::Unsupported {
                    what: format!(
                        "game {number} starts with {} automatic doubles",
                        header.auto_doubles
                    ),
                });
            }
            Ok(score)
        });
        match checked {
            Ok(score) => game.score = score,
            Err(error) => {
                game.unreadable = true;
                self.game = Some(game);
                return Err(error);
            }
        }
        for index in [header.comment_header, header.comment_footer] {
            if let Some(text) = self.comments.get(index) {
                // On the game's first action, once there is one.
                game.comments.push(Comment {
                    action: if index == header.comment_header {
                        0
                    } else {
                        usize::MAX
                    },
                    text: text.to_string(),
                });
            }
        }
        self.game = Some(game);
        Ok(())
    }

    /// Ends the game being read, if any.
    fn end_game(&mut self) {
        let Some(mut game) = self.game.take() else {
            return;
        };
        // Header comments wait for the game's first action, footer
        // comments go on its last; a game without actions keeps none.
        let last = game.actions.len().checked_sub(1);
        game.comments.retain_mut(|comment| {
            if comment.action == usize::MAX {
                match last {
                    Some(last) => comment.action = last,
                    None => return false,
                }
            }
            comment.action < game.actions.len()
        });
        game.comments.sort_by_key(|c| c.action);
        self.reading.matched.games.push(game);
    }

    fn finish(mut self) -> XgReading {
        self.end_game();
        let (header, footer) = self.match_comments;
        let games = &mut self.reading.matched.games;
        if let (Some(text), Some(first)) = (self.comments.get(header), games.first_mut())
            && !first.actions.is_empty()
        {
            first.comments.insert(
                0,
                Comment {
                    action: 0,
                    text: text.to_string(),
                },
            );
        }
        if let (Some(text), Some(last)) = (self.comments.get(footer), games.last_mut())
            && let Some(action) = last.actions.len().checked_sub(1)
        {
            last.comments.push(Comment {
                action,
                text: text.to_string(),
            });
        }
        self.reading
    }
}

/// The header fields of the match header, as eXtreme Gammon's .mat export
/// writes them: the event, round, place, transcriber and date, then the rules.
fn headers(
    header: &MatchHeader,
    variation: Option<&str>,
    length: u32,
) -> Result<Vec<HeaderField>, XgError> {
    let mut fields = Vec::new();
    let mut push = |key: &str, value: String| {
        if !value.is_empty() {
            fields.push(HeaderField {
                key: key.to_string(),
                value,
                line: 0,
            });
        }
    };
    push("Event", one_line(&header.event));
    push("Round", one_line(&header.round));
    push("Site", one_line(&header.location));
    push("Transcriber", one_line(&header.transcriber));
    if let Some(date) = delphi_date(header.date) {
        push("EventDate", date);
    }
    let switch = |on: bool| if on { "On" } else { "Off" }.to_string();
    push("Variation", variation.unwrap_or("Backgammon").to_string());
    if length > 0 {
        push("Crawford", switch(header.crawford));
    }
    push("Jacoby", switch(header.jacoby));
    push("Beaver", switch(header.beaver));
    match header.cube_limit {
        0 => {}
        power @ 1..=30 => push("CubeLimit", (1u64 << power).to_string()),
        other => return Err(field("match header", "cube limit", other)),
    }
    Ok(fields)
}

/// A cube record's double and answer as actions, with XG's analysis; a
/// decision not to double waits in `pending` for the roll that follows.
fn cube_actions(
    game: &mut Game,
    cube: &Cube,
    location: Location,
    comments: &Comments,
    pending: &mut Pending,
) -> Result<(), XgError> {
    let player = player_of(cube.active, "cube")?;
    let analysed = cube.analysis_level >= 0 && cube.equities.iter().all(|e| e.is_finite());
    let equities = analysed.then(|| {
        let [no_double, double_take, double_pass] = cube.equities.map(|e| Recorded(f64::from(e)));
        CubeEquities {
            no_double,
            double_take,
            double_pass,
        }
    });
    let comment = comments.get(cube.comment).map(str::to_string);
    match cube.double {
        1 => {
            let mut answer = Answer {
                game,
                location,
                equities,
                error: recorded(cube.take_error),
            };
            answer.double(player, cube, comment)
        }
        0 => {
            let error = recorded(cube.double_error);
            if error.is_some() || equities.is_some() {
                pending.decision = Some(Decision::Double {
                    doubled: false,
                    error,
                    equities,
                });
            }
            pending.comment = comment;
            Ok(())
        }
        // -1, -2: no decision (the cube was not the player's to turn, or
        // the game's first roll).
        n if n < 0 => {
            pending.comment = comment;
            Ok(())
        }
        other => Err(field("cube", "double", other)),
    }
}

/// The actions of a double and its answer, pushed onto a game.
struct Answer<'g> {
    game: &'g mut Game,
    location: Location,
    equities: Option<CubeEquities>,
    /// The error of the answer.
    error: Option<Recorded>,
}

impl Answer<'_> {
    /// `player`'s double, its answer and, after a beaver, the doubler's.
    fn double(
        &mut self,
        player: Player,
        cube: &Cube,
        comment: Option<String>,
    ) -> Result<(), XgError> {
        let power = cube.cube.unsigned_abs();
        if power > 30 {
            return Err(field("cube", "cube", cube.cube));
        }
        let offered = 1u32 << (power + 1);
        let decision = Decision::Double {
            doubled: true,
            error: recorded(cube.double_error),
            equities: self.equities,
        };
        let double = self.push(player, ActionKind::Double { cube: offered }, Some(decision));
        if let Some(text) = comment {
            self.game.comments.push(Comment {
                action: double,
                text,
            });
        }
        let opponent = player.other();
        match cube.take {
            1 => self.push(opponent, ActionKind::Take, self.take(true)),
            0 => self.push(opponent, ActionKind::Drop, self.take(false)),
            2 => {
                let value = offered
                    .checked_mul(2)
                    .ok_or(field("cube", "cube", cube.cube))?;
                self.push(
                    opponent,
                    ActionKind::Beaver { cube: value },
                    self.take(true),
                );
                match cube.beaver_answer {
                    0 => self.push(player, ActionKind::Drop, None),
                    2 => {
                        return Err(XgError::Unsupported {
                            what: "a beaver is answered with a raccoon".to_string(),
                        });
                    }
                    _ => double,
                }
            }
            // The double still waits for its answer.
            -1 => double,
            other => return Err(field("cube", "take", other)),
        };
        Ok(())
    }

    /// The analysis of an answer that `took` or not.
    fn take(&self, took: bool) -> Option<Decision> {
        Some(Decision::Take {
            took,
            error: self.error,
            equities: self.equities,
        })
    }

    /// Pushes an action with its analysis; its index.
    fn push(&mut self, player: Player, kind: ActionKind, decision: Option<Decision>) -> usize {
        self.game.actions.push(Action {
            player,
            location: self.location,
            kind,
        });
        let action = self.game.actions.len() - 1;
        if let Some(decision) = decision {
            self.game.analysis.push(Analysis { action, decision });
        }
        action
    }
}

/// A move record as a roll action, with XG's board before it and its analysis.
fn move_action(
    game: &mut Game,
    mv: &Move,
    location: Location,
    comments: &Comments,
    pending: Pending,
) -> Result<(), XgError> {
    let player = player_of(mv.active, "move")?;
    let die = |value: i32| u8::try_from(value).map_err(|_| field("move", "dice", value));
    let [first, second] = mv.dice;
    let dice = Dice(die(first)?, die(second)?);
    let recorded_board = position(&mv.board).map_err(|error| XgError::Board {
        record: "move",
        reason: error.to_string(),
    })?;
    // XG keeps boards from player 1's side; the model keeps the roller's.
    let board = match player {
        Player::One => recorded_board,
        Player::Two => recorded_board.switched(),
    };
    let resigned = !mv.played && mv.moves.iter().all(|&m| m == 0);
    let kind = if resigned {
        ActionKind::ResignAfterRoll { dice }
    } else {
        let pairs = mv.moves.map(i64::from);
        let steps = steps(&pairs, &board)?;
        let mut moves = WrittenMoves::default();
        for mv in steps {
            // At most four pairs, the capacity.
            let _ = moves.push(WrittenMove { mv, location });
        }
        if moves.is_empty() {
            ActionKind::Dance {
                dice,
                cannot_move: false,
            }
        } else {
            ActionKind::Play { dice, moves }
        }
    };
    game.actions.push(Action {
        player,
        location,
        kind,
    });
    let action = game.actions.len() - 1;
    game.boards.push(RecordedBoard {
        action,
        when: BoardTime::Before,
        board,
    });
    if let Some(decision) = pending.decision {
        game.analysis.push(Analysis { action, decision });
    }
    let error = recorded(mv.error);
    let luck = recorded(mv.luck);
    let candidates = candidates(mv, &board)?;
    if error.is_some() || luck.is_some() || !candidates.is_empty() {
        game.analysis.push(Analysis {
            action,
            decision: Decision::Play {
                error,
                luck,
                candidates,
            },
        });
    }
    for text in pending
        .comment
        .into_iter()
        .chain(comments.get(mv.comment).map(str::to_string))
    {
        game.comments.push(Comment { action, text });
    }
    Ok(())
}

/// The plays XG ranked, best first, in canonical notation with their
/// equities and chances.
fn candidates(mv: &Move, board: &Position) -> Result<Vec<Candidate>, XgError> {
    let count = usize::try_from(mv.candidate_count)
        .ok()
        .filter(|&n| n <= MAX_CANDIDATES)
        .ok_or(field(
            "move",
            "number of candidate plays",
            mv.candidate_count,
        ))?;
    let mut list = Vec::with_capacity(count);
    for (moves, eval) in mv
        .candidate_moves
        .iter()
        .zip(&mv.candidate_evals)
        .take(count)
    {
        let pairs = moves.map(i64::from);
        let steps = steps(&pairs, board)?;
        // A number that is no number (a damaged record) has no place in an
        // analysis: such a candidate is left out.
        if !eval.iter().all(|value| value.is_finite()) {
            continue;
        }
        let [
            lose_backgammon,
            lose_gammon,
            _lose,
            win,
            win_gammon,
            win_backgammon,
            equity,
        ] = eval.map(|value| Recorded(f64::from(value)));
        list.push(Candidate {
            play: format_moves(&steps),
            equity,
            chances: Some(Chances {
                win,
                win_gammon,
                win_backgammon,
                lose_gammon,
                lose_backgammon,
            }),
        });
    }
    Ok(list)
}

/// XG's from/to pairs (0-based from the mover's side, 24 the bar, below 0
/// off, a from of -1 ends them) as one move per die in the model's
/// numbering, each marked as a hit when it lands on a lone opposing checker
/// of `board` as the steps before it leave it. A step the board cannot take
/// (XG's board and its moves disagree, which the replay reports) stops the
/// marking.
fn steps(pairs: &[i64; 8], board: &Position) -> Result<Vec<CheckerMove>, XgError> {
    let mut steps = Vec::with_capacity(4);
    let mut board = Some(*board);
    for pair in pairs.chunks_exact(2) {
        let (from, to) = match *pair {
            [from, to] => (from, to),
            _ => break,
        };
        if from == -1 {
            break;
        }
        let from = u8::try_from(from + 1)
            .ok()
            .filter(|&point| (1..=BAR).contains(&point))
            .ok_or(field("move", "from point", from))?;
        let to = match to {
            -6..=-1 => OFF,
            0..=23 => u8::try_from(to + 1).unwrap_or(OFF),
            other => return Err(field("move", "to point", other)),
        };
        let hit = match board.as_mut() {
            Some(now) => match play_step(now, from, to) {
                Some(hit) => hit,
                None => {
                    board = None;
                    false
                }
            },
            None => false,
        };
        steps.push(CheckerMove { from, to, hit });
    }
    Ok(steps)
}

/// Plays one step on `board` when it can be played there; whether it hit.
fn play_step(board: &mut Position, from: u8, to: u8) -> Option<bool> {
    let open = to == OFF
        || board
            .points()
            .get(usize::from(to))
            .is_some_and(|&count| count >= -1);
    (board.mine(from) > 0 && to < from && open).then(|| board.apply_step(from, to))
}

/// A game footer as its result: a resignation first when the game ended by
/// one (a roll followed by a resignation is one already), then the winner's
/// points.
fn result(game: &mut Game, footer: &GameFooter, location: Location) -> Result<(), XgError> {
    let winner = match footer.winner {
        1 => Player::One,
        -1 => Player::Two,
        // No winner: the game was left unfinished.
        0 => return Ok(()),
        other => return Err(field("game footer", "winner", other)),
    };
    let points =
        u32::try_from(footer.points).map_err(|_| field("game footer", "points", footer.points))?;
    // 100 and up: resigned; 1000 and up: settled, which ends a game as a
    // resignation does.
    let resigned = footer.termination >= 100;
    let after_roll = matches!(
        game.actions.last().map(|a| a.kind),
        Some(ActionKind::ResignAfterRoll { .. })
    );
    if resigned && !after_roll {
        game.actions.push(Action {
            player: winner.other(),
            location,
            kind: ActionKind::Resign,
        });
    }
    game.actions.push(Action {
        player: winner,
        location,
        kind: ActionKind::Result {
            outcome: Outcome::Wins,
            points,
            // XG does not say so: the replay's score does.
            match_won: false,
        },
    });
    Ok(())
}

/// The player a record's `active` field names.
fn player_of(active: i32, record: &'static str) -> Result<Player, XgError> {
    match active {
        1 => Ok(Player::One),
        -1 => Ok(Player::Two),
        other => Err(field(record, "player", other)),
    }
}

/// A number XG recorded, `None` for its mark of a decision not analysed
/// (and for a value that is no number, from a damaged record).
fn recorded(value: f64) -> Option<Recorded> {
    (value != NOT_ANALYSED && value.is_finite()).then_some(Recorded(value))
}

fn field(record: &'static str, field: &'static str, found: impl Into<i64>) -> XgError {
    XgError::Field {
        record,
        field,
        found: found.into(),
    }
}

/// A name or field as one line: runs of white space and control characters
/// become one space.
fn one_line(value: &str) -> String {
    value
        .split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A Delphi date (days since 1899-12-30) as a .mat header writes a date,
/// `YYYY.MM.DD`; `None` for a value no calendar date has.
fn delphi_date(days: f64) -> Option<String> {
    if !days.is_finite() || !(1.0..3_000_000.0).contains(&days) {
        return None;
    }
    // Whole days since 1970-01-01 (Delphi day 25569).
    let since_epoch = days.floor() as i64 - 25_569;
    let (year, month, day) = civil_date(since_epoch);
    Some(format!("{year:04}.{month:02}.{day:02}"))
}

/// The Gregorian date `days` after 1970-01-01.
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_delphi_date_is_written_as_a_mat_header_date() {
        // Given Delphi day numbers; When written as dates; Then the calendar agrees
        assert_eq!(delphi_date(45_515.96).as_deref(), Some("2024.08.11"));
        assert_eq!(delphi_date(25_569.0).as_deref(), Some("1970.01.01"));
        assert_eq!(delphi_date(f64::NAN), None);
        assert_eq!(delphi_date(-3.0), None);
    }

    #[test]
    fn xg_pairs_become_steps_with_their_hits() {
        // Given the opening board and 6-4 played 24/18 13/9, then 6/1 on a
        // board with a lone opposing checker on the 1 point
        let start = Position::start();
        let played = steps(&[23, 17, 12, 8, -1, -1, -1, -1], &start).unwrap();
        // When read; Then they are the moves of the model, without hits
        assert_eq!(format_moves(&played), "24/18 13/9");
        let mut points = *start.points();
        points[1] = -1;
        points[0] = -1;
        let board = Position::from_points(points).unwrap();
        let hit = steps(&[5, 0, 4, -2, -1, -1, -1, -1], &board).unwrap();
        assert_eq!(format_moves(&hit), "6/1* 5/off");
    }
}
