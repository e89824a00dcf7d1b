//! The legal-play generator.
//!
//! Results are never produced twice, so no sort or hash of whole boards is
//! needed:
//! - Doubles take sources in non-increasing order, which visits each multiset
//!   of sources once; different multisets of one die never end alike.
//! - A non-double's two plain steps (no bar, nothing borne off) repeat an
//!   earlier play only as the same steps in the other order, or as one checker
//!   travelling by the other die first; both are recognised by rule
//!   ([`Search::plain_play_is_new`]), which also lets the low-die-first pass skip
//!   every checker that was there at the start. A play that enters or bears
//!   off is compared with the results listed so far: such plays are few
//!   (the bar and the bear-off leave few choices), so a scan of the short
//!   list is cheaper than keeping a hash table of them.
//!
//! The mover's occupied points are a bit mask kept up to date step by step;
//! the opponent's closed points (a turn cannot change them: the mover only hits
//! blots) are a mask made once per call. The last step of each play (the
//! last two of a double's) is applied in place in the list, and no board
//! whose bytes were just stepped is copied with wide loads: that stalls on
//! the store buffer (see [`Search::record_two`]). Doubles run as four
//! nested loops, not a recursion, and write straight into the caller's list.
//!
//! A slow, obviously-correct generator in the tests and GNU Backgammon's own
//! lists (fixtures/gnubg/plays.txt) hold this one to the rules.

use super::legal::LegalPlay;
use super::play::{Play, Step};
use super::position::{BAR, OFF, Position};
use super::roll::Roll;

/// Points (bit n = point n, 25 = bar) holding the mover's checkers.
fn occupied(position: &Position) -> u32 {
    // A byte is positive when it is not zero and its sign bit is clear.
    let mask = points_where(position, |word| nonzero_bytes(word) & !word);
    // Point 0 (the opponent's bar) never holds the mover's checkers.
    mask & !1
}

/// Points holding two or more opposing checkers.
fn closed(position: &Position) -> u32 {
    // -2 and below: the sign bit is set and the byte is not -1 (all ones).
    let mask = points_where(position, |word| word & nonzero_bytes(!word));
    // Only points 1..=24 can be closed; 0 is the opponent's bar.
    mask & !1 & !(1 << BAR)
}

/// The sign bit of every byte of `word` that is not zero (SWAR: the low
/// seven bits of a non-zero byte carry into its sign bit).
fn nonzero_bytes(word: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    ((word & LOW7).wrapping_add(LOW7) | word) & !LOW7
}

/// Bit n set when `test` sets the sign bit of byte n of the board, eight
/// points at a time: the board is read as 64-bit words, which is several
/// times cheaper than 26 compares and shifts, once per call.
fn points_where(position: &Position, test: impl Fn(u64) -> u64) -> u32 {
    let mut bytes = [0u8; 32];
    for (byte, &count) in bytes.iter_mut().zip(position.points()) {
        *byte = count as u8;
    }
    let (words, _) = bytes.as_chunks::<8>();
    words.iter().enumerate().fold(0, |mask, (i, word)| {
        let signs = test(u64::from_le_bytes(*word)) & !0x7f7f_7f7f_7f7f_7f7f;
        // Gathers the eight sign bits (bits 7, 15, ..., 63) into one byte:
        // the multiplier moves bit 8k to 56 + k, and no two of its partial
        // products meet, so nothing carries.
        let gathered = ((signs >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32;
        mask | gathered << (8 * i)
    })
}

/// The highest point in a non-empty mask.
fn top(mask: u32) -> u8 {
    (31 - mask.leading_zeros()) as u8
}

/// The points a checker may leave with `die`, given the mover's points
/// `mine`: the bar alone while it holds any, points whose target is open,
/// and the bear-offs the rules allow. One mask for all sources saves a
/// branchy test per point.
#[inline]
fn movers(mine: u32, closed: u32, die: u8) -> u32 {
    // Bit n of `blocked` is set when n - die is closed (n > die).
    let blocked = closed << die;
    let above_die = !((2u32 << die) - 1);
    if mine & (1 << BAR) != 0 {
        return (1 << BAR) & !blocked;
    }
    let ordinary = mine & above_die & !blocked;
    // Bearing off: nothing outside the home board (bar included), and
    // a die larger than the distance only from the highest point.
    if mine >> 7 != 0 || mine == 0 {
        return ordinary;
    }
    let exact = mine & (1 << die);
    let highest = top(mine);
    let oversized = if highest < die { 1 << highest } else { 0 };
    ordinary | exact | oversized
}

#[derive(Clone, Copy)]
struct Board {
    position: Position,
    mine: u32,
}

impl Board {
    /// The signed count on `point`.
    ///
    /// Every point asked for is a set bit of a mask of the mover's points
    /// (bits 1..=25) or a step's target below one, so it is at most 25 and
    /// the index is in range. A checked `get` here costs 5% more
    /// instructions in the whole generator.
    #[inline]
    #[allow(clippy::indexing_slicing)]
    fn count(&self, point: u8) -> i8 {
        self.position.points()[point as usize]
    }

    /// The points a checker may leave with `die` (see [`movers`]).
    #[inline]
    fn movers(&self, closed: u32, die: u8) -> u32 {
        movers(self.mine, closed, die)
    }

    /// A step to `to` would hit a blot there.
    #[inline]
    fn hits(&self, to: u8) -> bool {
        to != OFF && self.count(to) == -1
    }

    /// The mover's points after a legal step from `from` to `to`, without
    /// playing it.
    #[inline]
    fn mine_after(&self, from: u8, to: u8) -> u32 {
        let emptied = if self.count(from) == 1 { 1 << from } else { 0 };
        (self.mine & !emptied) | ((1 << to) & !1)
    }

    /// Plays a legal step in place.
    #[inline]
    fn step(&mut self, from: u8, to: u8, die: u8) -> Step {
        let hit = self.position.apply_step(from, to);
        if self.count(from) == 0 {
            self.mine &= !(1 << from);
        }
        self.mine |= (1 << to) & !1;
        Step { from, to, die, hit }
    }
}

thread_local! {
    /// A list reused from call to call on a thread: [`generate`] fills it
    /// and hands out an exactly sized copy, so that its list never grows by
    /// doubling (a heap allocation that outgrows the allocator's fast
    /// path). [`generate_into`] writes into the caller's list instead.
    static SCRATCH: std::cell::RefCell<Vec<LegalPlay>> = const {
        std::cell::RefCell::new(Vec::new())
    };
}

struct Search<'a> {
    closed: u32,
    max_len: usize,
    plays: &'a mut Vec<LegalPlay>,
}

impl Search<'_> {
    /// Plays shorter than the longest found so far are not wanted: a longer
    /// one drops every play kept until then.
    #[inline]
    fn raise_max_len(&mut self, len: usize) {
        if len > self.max_len {
            self.max_len = len;
            self.plays.clear();
        }
    }

    fn record(&mut self, play: Play, result: Position) {
        let len = play.len();
        self.raise_max_len(len);
        if len == self.max_len {
            self.plays.push(LegalPlay { play, result });
        }
    }

    /// The final step of a play, added to the steps and applied to the
    /// result in place in the list. Building the play on the stack and
    /// copying it in would read back bytes just written one at a time,
    /// which the processor cannot forward from its store buffer.
    #[inline]
    fn record_last(&mut self, before: &Board, play: Play, from: u8, to: u8, die: u8) {
        let hit = before.hits(to);
        self.plays.push(LegalPlay {
            play,
            result: before.position,
        });
        if let Some(last) = self.plays.last_mut() {
            last.play.push(Step { from, to, die, hit });
            last.result.apply_step(from, to);
        }
    }

    /// Lists `play` followed by `last`. The result is `base` with the
    /// play's final step so far, `pending` (from, to), and then `last`
    /// played on it, in place in the list.
    ///
    /// Both are played here rather than on a board made for the purpose:
    /// that board's bytes, stored one at a time just before, would be
    /// copied into the list with wide loads, which the processor cannot
    /// forward from its store buffer and which wait until the stores land.
    /// `base`, an earlier board, has long been written. Building the whole
    /// play on the stack and copying it in would stall the same way.
    #[inline]
    fn record_two(&mut self, base: &Board, play: Play, pending: (u8, u8), last: Step) {
        self.plays.push(LegalPlay {
            play,
            result: base.position,
        });
        if let Some(listed) = self.plays.last_mut() {
            listed.play.push(last);
            listed.result.apply_step(pending.0, pending.1);
            listed.result.apply_step(last.from, last.to);
        }
    }

    /// Removes the play just listed if an earlier one reaches its result.
    fn drop_last_if_repeated(&mut self) {
        if let Some((last, earlier)) = self.plays.split_last()
            && earlier.iter().any(|p| p.result == last.result)
        {
            self.plays.pop();
        }
    }

    /// Whether the two-step play `a` then `c` with `dice`, neither step
    /// bearing off and nothing on the bar in `start`, reaches a board that
    /// no earlier play of the generation order reaches. Two such plays end
    /// alike only as the same two steps in either order, or as one checker
    /// travelling by either die first (or a checker below refilling the
    /// point a higher one leaves), when no blot is hit on the way.
    #[inline]
    fn plain_play_is_new(&self, start: &Board, dice: [u8; 2], a: u8, c: u8) -> bool {
        let [first, second] = dice;
        let blot = |point: u8| start.count(point) == -1;
        let open = |point: u8| self.closed & (1 << point) == 0;
        if first > second {
            // High die first, generated before the other order: only a
            // refill (the second checker lands where the first left) can
            // repeat the earlier play of the higher checker travelling.
            !(c == a + second && open(c - first) && !blot(c - first))
        } else if start.mine & (1 << c) != 0 {
            // Low die first, from two checkers that were both there: the
            // high-die-first order has played the same two steps.
            false
        } else {
            // Low die first, one checker travelling from `a`: the high-die-
            // first order travelled from `a` too unless a blot on either
            // way point tells the two apart, or the high die is blocked.
            let via_high = a - second;
            !(open(via_high) && !blot(via_high) && !blot(a - first))
        }
    }

    /// A non-double in the order `dice`, as far as it goes.
    fn sequence(&mut self, board: &Board, dice: [u8; 2]) {
        // Without checkers on the bar, two steps that bear nothing off are
        // legal in either order whenever both checkers are there to start
        // with, which lets `plain_play_is_new` spot repeats by rule.
        let plain = board.mine & (1 << BAR) == 0;
        // Low die first, once the other order has played two dice: a plain
        // second step by a checker that was there from the start repeats
        // the swapped play, so it is not even tried. (A play of one die is
        // no longer wanted, so a second die that cannot be played changes
        // nothing.)
        let swaps_done = plain && dice[0] < dice[1] && self.max_len == 2;
        let mut first = board.movers(self.closed, dice[0]);
        if first == 0 {
            self.record(Play::new(), board.position);
            return;
        }
        if swaps_done && (board.mine >> 7).count_ones() >= 2 {
            // A checker landing on a point held from the start can follow
            // up with nothing new (see below), and with two points or more
            // outside the home board one step cannot open the bear-off:
            // such first steps are not even played.
            first &= !(board.mine << dice[0]);
        }
        while first != 0 {
            let a = top(first);
            first &= !(1 << a);
            let t1 = a.saturating_sub(dice[0]);
            let mut next = *board;
            let step = next.step(a, t1, dice[0]);
            let mut play = Play::new();
            play.push(step);
            let mut second = next.movers(self.closed, dice[1]);
            if second == 0 {
                self.record(play, next.position);
                continue;
            }
            self.raise_max_len(2);
            if swaps_done && t1 != OFF {
                // Only the travelling checker and bear-offs can still
                // reach something new (see `plain_play_is_new`).
                let travelling = (1u32 << t1) & !board.mine;
                let bearing_off = (2u32 << dice[1]) - 1;
                second &= travelling | bearing_off;
            }
            while second != 0 {
                let c = top(second);
                second &= !(1 << c);
                let t2 = c.saturating_sub(dice[1]);
                if plain && t1 != OFF && t2 != OFF {
                    if self.plain_play_is_new(board, dice, a, c) {
                        self.record_last(&next, play, c, t2, dice[1]);
                    }
                } else {
                    self.record_last(&next, play, c, t2, dice[1]);
                    self.drop_last_if_repeated();
                }
            }
        }
    }

    /// A double: every multiset of four sources (fewer when no more can
    /// move), taken in non-increasing order so that each comes once.
    ///
    /// Written as four nested loops rather than a recursion: most of the
    /// work is in the inner levels, where a call per node cost more than
    /// the node itself (saving registers, copying the board and the play
    /// through memory).
    fn doubles(&mut self, start: &Board, die: u8) {
        let closed = self.closed;
        // Sources at or below `from`: the order that makes each multiset
        // of sources come once.
        let up_to = |from: u8| (2u32 << from) - 1;
        let mut first = start.movers(closed, die);
        while first != 0 {
            let p1 = top(first);
            first &= !(1 << p1);
            // Each board is made by copying the one before and playing the
            // step on the copy, never copied once stepped (see `record_two`).
            let mut b1 = *start;
            let mut play1 = Play::new();
            play1.push(b1.step(p1, p1.saturating_sub(die), die));
            let mut second = b1.movers(closed, die) & up_to(p1);
            if second == 0 {
                self.record(play1, b1.position);
            }
            while second != 0 {
                let p2 = top(second);
                second &= !(1 << p2);
                let mut b2 = b1;
                let mut play2 = play1;
                play2.push(b2.step(p2, p2.saturating_sub(die), die));
                let mut third = b2.movers(closed, die) & up_to(p2);
                if third == 0 {
                    self.record(play2, b2.position);
                }
                while third != 0 {
                    let p3 = top(third);
                    third &= !(1 << p3);
                    let t3 = p3.saturating_sub(die);
                    // The third board is not built unless needed: each
                    // final play starts from a copy of `b2` in the list
                    // (see `record_two`).
                    let mine3 = b2.mine_after(p3, t3);
                    let mut fourth = movers(mine3, closed, die) & up_to(p3);
                    if fourth == 0 {
                        let mut b3 = b2;
                        let mut play3 = play2;
                        play3.push(b3.step(p3, t3, die));
                        self.record(play3, b3.position);
                        continue;
                    }
                    let mut play3 = play2;
                    play3.push(Step {
                        from: p3,
                        to: t3,
                        die,
                        hit: b2.hits(t3),
                    });
                    self.raise_max_len(4);
                    while fourth != 0 {
                        let p4 = top(fourth);
                        fourth &= !(1 << p4);
                        let t4 = p4.saturating_sub(die);
                        // A blot on t3 was hit by the third step.
                        let hit = t4 != t3 && b2.hits(t4);
                        let step = Step {
                            from: p4,
                            to: t4,
                            die,
                            hit,
                        };
                        self.record_two(&b2, play3, (p3, t3), step);
                    }
                }
            }
        }
    }
}

/// Every legal play of `roll` in `position`, one per distinct result; see
/// [`super::legal_plays`] for the rules applied.
pub(super) fn generate(position: &Position, roll: Roll) -> Vec<LegalPlay> {
    SCRATCH.with_borrow_mut(|plays| {
        generate_into(position, roll, plays);
        plays.to_vec()
    })
}

/// Like [`generate`], into `plays` (cleared first), so that a caller
/// generating for many positions reuses one list.
pub(super) fn generate_into(position: &Position, roll: Roll, plays: &mut Vec<LegalPlay>) {
    plays.clear();
    let board = Board {
        position: *position,
        mine: occupied(position),
    };
    let mut search = Search {
        closed: closed(position),
        max_len: 0,
        plays,
    };
    if roll.is_double() {
        search.doubles(&board, roll.high());
    } else {
        search.sequence(&board, [roll.high(), roll.low()]);
        search.sequence(&board, [roll.low(), roll.high()]);
    }
    let Search { max_len, plays, .. } = search;
    if max_len == 0 {
        // No legal move: the dance is the empty list, not an empty play.
        plays.clear();
    } else if max_len == 1 && !roll.is_double() {
        if plays.iter().any(|p| p.play.uses_die(roll.high())) {
            plays.retain(|p| p.play.uses_die(roll.high()));
        }
        dedup_keeping_first(plays);
    }
}

/// Drops plays whose result an earlier play reaches (the rare slow path).
fn dedup_keeping_first(plays: &mut Vec<LegalPlay>) {
    // In place, so that a caller's list keeps its capacity.
    let mut i = 0;
    while let Some(play) = plays.get(i) {
        if plays.iter().take(i).any(|kept| kept.result == play.result) {
            plays.remove(i);
        } else {
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board from (point, checkers) pairs in the mover's numbering; the
    /// checkers not placed are borne off.
    fn board(mine: &[(u8, i8)], theirs: &[(u8, i8)]) -> Board {
        let mut points = [0i8; 26];
        for &(point, n) in mine {
            points[point as usize] += n;
        }
        for &(point, n) in theirs {
            points[point as usize] -= n;
        }
        let position = Position::from_points(points).unwrap();
        Board {
            position,
            mine: occupied(&position),
        }
    }

    /// Whether `plain_play_is_new` lists the play `a` by `dice[0]`, then
    /// `c` by `dice[1]`, from `start`.
    fn is_new(start: &Board, dice: [u8; 2], a: u8, c: u8) -> bool {
        let mut plays = Vec::new();
        let search = Search {
            closed: closed(&start.position),
            max_len: 2,
            plays: &mut plays,
        };
        search.plain_play_is_new(start, dice, a, c)
    }

    /// Whether a play listed for the roll, starting other than with `a` by
    /// `dice[0]`, reaches the board of `a` by `dice[0]` then `c` by
    /// `dice[1]`: the generator's own answer to what the rule predicts.
    fn reached_otherwise(start: &Board, dice: [u8; 2], a: u8, c: u8) -> bool {
        let mut after = start.position;
        after.apply_step(a, a - dice[0]);
        after.apply_step(c, c - dice[1]);
        let roll = Roll::new(dice[0], dice[1]).unwrap();
        generate(&start.position, roll).iter().any(|p| {
            p.result == after
                && p.play.steps().first().map(|s| (s.from, s.die)) != Some((a, dice[0]))
        })
    }

    // High die first: only a refill can repeat an earlier play

    #[test]
    fn a_refill_with_the_high_die_first_repeats_the_higher_checker_travelling() {
        // Given checkers on 16 and 13, and 5-3 with an open, empty 11
        let start = board(&[(16, 1), (13, 1)], &[(24, 2)]);

        // When 13/8 is followed by 16/13
        // Then it is the same as 16/11/8, listed before
        assert!(!is_new(&start, [5, 3], 13, 16));
        assert!(reached_otherwise(&start, [5, 3], 13, 16));
    }

    #[test]
    fn a_refill_is_new_when_the_travelling_checker_could_not_pass_the_way_point() {
        // Given checkers on 16 and 13, and 5-3, with 11 held by the opponent
        let closed_way = board(&[(16, 1), (13, 1)], &[(11, 2)]);
        // Then 13/8 16/13 is new: 16/11/8 cannot be played
        assert!(is_new(&closed_way, [5, 3], 13, 16));
        assert!(!reached_otherwise(&closed_way, [5, 3], 13, 16));

        // Given a blot on 11 instead
        let blot_on_way = board(&[(16, 1), (13, 1)], &[(11, 1)]);
        // Then it is new: 16/11*/8 would have hit
        assert!(is_new(&blot_on_way, [5, 3], 13, 16));
        assert!(!reached_otherwise(&blot_on_way, [5, 3], 13, 16));
    }

    #[test]
    fn two_checkers_with_the_high_die_first_and_no_refill_are_new() {
        // Given checkers on 13 and 6, and 5-3
        let start = board(&[(13, 1), (6, 1)], &[(24, 2)]);
        // When 13/8 is followed by 6/3, Then the play is new
        assert!(is_new(&start, [5, 3], 13, 6));
        assert!(!reached_otherwise(&start, [5, 3], 13, 6));
    }

    // Low die first: generated after every high-die-first play

    #[test]
    fn two_checkers_there_from_the_start_with_the_low_die_first_repeat_the_swapped_play() {
        // Given checkers on 16 and 13, and 3 then 5
        let start = board(&[(16, 1), (13, 1)], &[(24, 2)]);
        // When 13/10 is followed by 16/11, Then 16/11 13/10 came before
        assert!(!is_new(&start, [3, 5], 13, 16));
        assert!(reached_otherwise(&start, [3, 5], 13, 16));
    }

    #[test]
    fn one_checker_travelling_with_the_low_die_first_repeats_the_high_die_first_route() {
        // Given a checker on 13 and open, empty points 10 and 8
        let start = board(&[(13, 1)], &[(24, 2)]);
        // When 13/10/5 is played, Then 13/8/5 came before
        assert!(!is_new(&start, [3, 5], 13, 10));
        assert!(reached_otherwise(&start, [3, 5], 13, 10));
    }

    #[test]
    fn one_checker_travelling_with_the_low_die_first_is_new_when_the_routes_differ() {
        // Given a checker on 13 and a blot on 10
        let blot_on_route = board(&[(13, 1)], &[(10, 1)]);
        // Then 13/10*/5 is new: it hits where 13/8/5 does not
        assert!(is_new(&blot_on_route, [3, 5], 13, 10));
        assert!(!reached_otherwise(&blot_on_route, [3, 5], 13, 10));

        // Given 8 held by the opponent
        let high_blocked = board(&[(13, 1)], &[(8, 2)]);
        // Then 13/10/5 is new: 13/8 cannot be played
        assert!(is_new(&high_blocked, [3, 5], 13, 10));
        assert!(!reached_otherwise(&high_blocked, [3, 5], 13, 10));
    }
}
