//! `bgkit export --html`: one self-contained page per match, checked in a
//! real browser (headless Chromium) by stepping through it as a person does
//! and comparing what it shows with the export, and the boards its script
//! draws with the pictures `bgkit position --svg` draws.

use crate::common::browser::{Browser, chromium};
use crate::common::{Scratch, bgkit, fixture, json_of};
use bgkit::transcript::{read_match, validate, write_mat};
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};

/// The 7-point match the examples use, named from the crate's root (where
/// the tests run), as the page's heading shows it.
fn charlot() -> String {
    let path = "fixtures/realworld/gnubg-charlot-7p.mat";
    assert!(fixture("realworld/gnubg-charlot-7p.mat").ends_with(path));
    path.to_string()
}

/// Writes the page of `file` (with `extra` arguments) into `scratch` and
/// returns its path.
#[track_caller]
fn page_of(scratch: &Scratch, file: &str, extra: &[&str]) -> PathBuf {
    let page = scratch.join("match.html");
    bgkit()
        .args(["export", file, "--html"])
        .arg(&page)
        .args(extra)
        .assert()
        .success()
        .stdout("");
    page
}

/// The text of the page's data block, between its tags, as written.
#[track_caller]
fn data_block(html: &str) -> &str {
    let open = "<script type=\"application/json\" id=\"match-data\">";
    let start = html.find(open).expect("the page has its data block") + open.len();
    let length = html[start..]
        .find("</script>")
        .expect("the data block ends");
    &html[start..start + length]
}

/// A headless browser, or `None` (with a note) where there is none and this
/// is not CI, which must have one.
fn browser_or_skip(what: &str) -> Option<PathBuf> {
    let found = chromium();
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have Chromium (Debian's `chromium`): .ci/run installs it"
        );
        eprintln!(
            "SKIPPED: no Chromium here (install Debian's `chromium` or set BGKIT_CHROMIUM); {what} was not checked in a browser"
        );
    }
    found
}

#[test]
fn the_page_loads_nothing_from_outside() {
    // Given the page of a match
    let scratch = Scratch::new("viewer-self-contained");
    let html = std::fs::read_to_string(page_of(&scratch, &charlot(), &[])).unwrap();

    // Then it names no other file or address: no links, scripts or images
    // from elsewhere, and no address but the SVG and XML namespaces its script
    // draws in
    for sign in ["<link", " src=", "@import", "url(", "https:"] {
        assert!(!html.contains(sign), "the page holds `{sign}`");
    }
    let addresses = html.matches("http:").count();
    assert_eq!(
        addresses,
        html.matches("http://www.w3.org/2000/svg").count()
            + html.matches("http://www.w3.org/XML/1998/namespace").count()
    );
    // And its data has a frame for every turn of the export and one per game's end
    let exported = json_of(&["export", &charlot()]);
    let games = exported["games"].as_array().unwrap();
    let turns: usize = games
        .iter()
        .map(|g| g["turns"].as_array().unwrap().len())
        .sum();
    let data: Value = serde_json::from_str(data_block(&html)).unwrap();
    assert_eq!(
        data["frames"].as_array().unwrap().len(),
        turns + games.len()
    );
}

#[test]
fn the_page_grows_by_less_than_two_kilobytes_a_turn() {
    // Given the longest match of the fixtures (25 points, 47 games, more
    // than 2,000 turns) and the 197-turn example match
    let scratch = Scratch::new("viewer-size");
    for (file, turns_at_least) in [
        (
            fixture("gnubg/matches/m25-s1131-noisy.mat")
                .display()
                .to_string(),
            2000,
        ),
        (charlot(), 189),
    ] {
        // When its page is written
        let page = std::fs::read(page_of(&scratch, &file, &[])).unwrap();
        let exported = json_of(&["export", &file]);
        let turns: usize = exported["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["turns"].as_array().unwrap().len())
            .sum();
        assert!(turns >= turns_at_least, "{file}: {turns} turns");

        // Then the page is under 2 KB a turn, the template included, so that
        // a 1,000-turn match stays under 2.5 MB
        let per_turn = page.len() / turns;
        assert!(
            per_turn < 2048,
            "{file}: {} bytes for {turns} turns, {per_turn} a turn",
            page.len()
        );
        assert!(page.len() < 2_500_000 * turns.max(1000) / 1000);
    }
}

/// Names a page must show as text whatever they hold: markup that would end
/// or swallow the page's script, quotes, an ampersand, and right-to-left text.
const HOSTILE_NAMES: [&str; 2] = ["<!--<script> \"q\" & 'a'", "</script> שלום &amp;"];

/// The example match with its players renamed to [`HOSTILE_NAMES`], written
/// into `scratch` as a valid transcript.
fn hostile_match(scratch: &Scratch) -> PathBuf {
    let text = std::fs::read(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let mut matched = read_match(&text).unwrap();
    for (player, name) in matched.players.iter_mut().zip(HOSTILE_NAMES) {
        player.name = name.to_string();
    }
    let written = write_mat(&matched);
    let report = validate(written.as_bytes());
    assert!(report.valid, "{:?}", report.errors);
    scratch.file("hostile.mat", written)
}

#[test]
fn no_name_can_reach_the_page_as_markup() {
    // Given the page of a match whose players are named with markup
    let scratch = Scratch::new("viewer-escaping");
    let file = hostile_match(&scratch);
    let html =
        std::fs::read_to_string(page_of(&scratch, &file.display().to_string(), &[])).unwrap();

    // Then the data block holds no `<` at all (each is written `\u003c`), so
    // no `</script>` or `<!--` can end it or change how it is read
    let block = data_block(&html);
    assert!(!block.contains('<'), "a raw `<` in the data");
    assert!(block.contains("\\u003c/script>") || block.contains("\\u003c/script\\u003e"));
    // And it is JSON that gives the names back exactly
    let data: Value = serde_json::from_str(block).unwrap();
    assert_eq!(data["players"], serde_json::json!(HOSTILE_NAMES));
    // And outside the data the names are HTML-escaped text
    assert!(html.contains("&lt;!--&lt;script&gt; &quot;q&quot; &amp; 'a'"));
    assert_eq!(html.matches("<script").count(), 2, "the page's own two");
    assert_eq!(html.matches("</script>").count(), 2, "the page's own two");
}

/// What the page shows now: the frame number, the panel's lines, the
/// address, and how many boards are drawn.
fn shown(browser: &mut Browser) -> Value {
    let state = browser.eval(
        r##"JSON.stringify({
            frame: Number(document.body.dataset.frame),
            place: document.getElementById("place").textContent,
            action: document.getElementById("action").textContent,
            score: document.getElementById("score").textContent,
            cube: document.getElementById("cube").textContent,
            pips: document.getElementById("pips").textContent,
            ids: document.getElementById("ids").textContent,
            game: document.getElementById("game").value,
            hash: location.hash,
            boards: document.querySelectorAll("#board > svg").length,
            heading: document.querySelector("header h1").textContent,
            names: Array.from(document.querySelectorAll("#board svg tspan.name")).map(t => t.textContent)
        })"##,
    );
    serde_json::from_str(state.as_str().unwrap()).unwrap()
}

/// Every element of an SVG picture in document order, as the words a test
/// compares: its name, its attributes and its own text. The texts that
/// differ between the page and `bgkit position` by design (the title and
/// caption, which the page fills with the turn, and the names, which
/// `position` does not know) are left out.
fn elements(nodes: Vec<(String, Map<String, Value>, String)>) -> Vec<Value> {
    nodes
        .into_iter()
        .enumerate()
        .map(|(index, (name, attributes, text))| {
            let class = attributes
                .get("class")
                .and_then(Value::as_str)
                .unwrap_or("");
            let own_words = index == 1 && name == "title" || class == "caption" || class == "name";
            let text = if own_words { String::new() } else { text };
            serde_json::json!({"name": name, "attributes": attributes, "text": text})
        })
        .collect()
}

/// The elements of the board the page shows now.
fn drawn(browser: &mut Browser) -> Vec<Value> {
    let listed = browser.eval(
        r##"JSON.stringify(Array.from(document.querySelectorAll("#board > svg, #board > svg *")).map(e => [
            e.localName,
            Object.fromEntries(Array.from(e.attributes).map(a => [a.name, a.value])),
            Array.from(e.childNodes).filter(n => n.nodeType === 3).map(n => n.data).join("")
        ]))"##,
    );
    elements(serde_json::from_str(listed.as_str().unwrap()).unwrap())
}

/// The elements of `bgkit position`'s picture of a turn, player 0 at the bottom.
fn pictured(file: &str, game: u64, turn: u64) -> Vec<Value> {
    let output = bgkit()
        .args(["position", file, "--perspective", "player0", "--svg", "-"])
        .args(["--game", &game.to_string(), "--turn", &turn.to_string()])
        .output()
        .unwrap();
    assert!(output.status.success());
    let svg = String::from_utf8(output.stdout).unwrap();
    let document = roxmltree::Document::parse(&svg).unwrap();
    let nodes = document
        .descendants()
        .filter(|n| n.is_element())
        .map(|n| {
            let attributes: Map<String, Value> = n
                .attributes()
                .map(|a| {
                    let name = match a.namespace() {
                        Some("http://www.w3.org/XML/1998/namespace") => format!("xml:{}", a.name()),
                        _ => a.name().to_string(),
                    };
                    (name, Value::from(a.value()))
                })
                .collect();
            // Indentation between elements is no text of theirs.
            let text: String = n
                .children()
                .filter(|c| c.is_text())
                .filter_map(|c| c.text())
                .filter(|t| !(t.contains('\n') && t.trim().is_empty()))
                .collect();
            (n.tag_name().name().to_string(), attributes, text)
        })
        .collect();
    elements(nodes)
}

/// Checks that the page shows `turn` of `game` as the export has it.
#[track_caller]
fn assert_shows_turn(shown: &Value, exported: &Value, game: &Value, turn: &Value) {
    let name = |player: &Value| exported["players"][player.as_u64().unwrap() as usize].clone();
    let count = game["turns"].as_array().unwrap().len();
    assert_eq!(
        shown["place"],
        format!("Game {}, turn {} of {count}", game["number"], turn["index"])
    );
    assert_eq!(
        shown["hash"],
        format!("#g{}t{}", game["number"], turn["index"])
    );
    assert_eq!(shown["game"], game["number"].to_string());
    assert_eq!(shown["boards"], 1, "one board at a time");
    if turn["kind"] == "move" {
        let [high, low] = [&turn["roll"][0], &turn["roll"][1]];
        let action = format!(
            "{} to play {high}-{low}: {}",
            name(&turn["player"]).as_str().unwrap(),
            turn["play"].as_str().unwrap()
        );
        assert_eq!(shown["action"], action);
        // The pips, player 0 first; the export has the mover's first
        let pips = &turn["pips"];
        let (zero, one) = if turn["player"] == 0 {
            (&pips[0], &pips[1])
        } else {
            (&pips[1], &pips[0])
        };
        let expected = format!(
            "Pips: {} {zero}, {} {one}",
            name(&0.into()).as_str().unwrap(),
            name(&1.into()).as_str().unwrap()
        );
        assert_eq!(shown["pips"], expected);
        for id in ["xgid", "before"] {
            assert!(
                shown["ids"]
                    .as_str()
                    .unwrap()
                    .contains(turn[id].as_str().unwrap())
            );
        }
    }
    let [zero, one] = [&game["score"][0], &game["score"][1]];
    assert!(
        shown["score"].as_str().unwrap().starts_with(&format!(
            "{} {zero}, {} {one} (7-point match",
            name(&0.into()).as_str().unwrap(),
            name(&1.into()).as_str().unwrap()
        )),
        "{}",
        shown["score"]
    );
}

/// The frames of the export worth drawing: the first turn of each game,
/// the first with a checker on the bar, borne off, an owned cube and a
/// double awaiting its answer, and every 25th.
fn frames_to_compare(exported: &Value) -> Vec<(usize, u64, u64)> {
    let mut frames = Vec::new();
    let mut wanted: [Option<usize>; 4] = [None; 4];
    let mut index = 0;
    for game in exported["games"].as_array().unwrap() {
        let number = game["number"].as_u64().unwrap();
        for (i, turn) in game["turns"].as_array().unwrap().iter().enumerate() {
            let xgid = turn["xgid"].as_str().unwrap_or("");
            let fields: Vec<&str> = xgid.trim_start_matches("XGID=").split(':').collect();
            let board = fields.first().copied().unwrap_or("");
            let signs = [
                board.starts_with(|c: char| c != '-') || board.ends_with(|c: char| c != '-'),
                board
                    .chars()
                    .filter(char::is_ascii_alphabetic)
                    .map(|c| u32::from(c.to_ascii_lowercase()) - u32::from('a') + 1)
                    .sum::<u32>()
                    < 30,
                fields.get(2).is_some_and(|owner| *owner != "0"),
                turn["kind"] == "double",
            ];
            for (slot, sign) in wanted.iter_mut().zip(signs) {
                if sign && slot.is_none() {
                    *slot = Some(index);
                }
            }
            if i == 0 || index % 25 == 0 || wanted.contains(&Some(index)) {
                frames.push((index, number, turn["index"].as_u64().unwrap()));
            }
            index += 1;
        }
        index += 1; // the game's end
    }
    assert!(wanted.iter().all(Option::is_some), "{wanted:?}");
    frames
}

#[test]
fn stepping_through_the_page_in_a_browser_shows_the_export_turn_by_turn() {
    let Some(chromium) = browser_or_skip("the HTML viewer") else {
        return;
    };
    // Given the page of the 7-point match, open in a headless browser
    let scratch = Scratch::new("viewer-browser");
    let page = page_of(&scratch, &charlot(), &[]);
    let exported = json_of(&["export", &charlot()]);
    let games = exported["games"].as_array().unwrap();
    let turns = |game: usize| games[game]["turns"].as_array().unwrap();
    let mut browser = Browser::launch(&chromium, &scratch.join("profile"), 1240, 820);
    browser.open(&format!("file://{}", page.display()));

    // Then it opens at the first turn of the first game
    let first = shown(&mut browser);
    assert_eq!(first["frame"], 0);
    assert_shows_turn(&first, &exported, &games[0], &turns(0)[0]);

    // When the right arrow is pressed three times, Then it shows turn 4
    for _ in 0..3 {
        browser.press("ArrowRight");
    }
    assert_shows_turn(&shown(&mut browser), &exported, &games[0], &turns(0)[3]);

    // And the left arrow goes back one turn, the button forward one
    browser.press("ArrowLeft");
    assert_shows_turn(&shown(&mut browser), &exported, &games[0], &turns(0)[2]);
    browser.eval(r#"document.getElementById("next").click()"#);
    assert_shows_turn(&shown(&mut browser), &exported, &games[0], &turns(0)[3]);

    // When Page Down is pressed, Then game 2 starts, and two more steps follow it
    browser.press("PageDown");
    assert_shows_turn(&shown(&mut browser), &exported, &games[1], &turns(1)[0]);
    browser.press("ArrowRight");
    browser.press("ArrowRight");
    assert_shows_turn(&shown(&mut browser), &exported, &games[1], &turns(1)[2]);

    // When game 3 is chosen from the list, Then its first turn is shown
    browser.eval(r#"(() => { const s = document.getElementById("game"); s.value = "3"; s.dispatchEvent(new Event("change")); })()"#);
    assert_shows_turn(&shown(&mut browser), &exported, &games[2], &turns(2)[0]);

    // When End is pressed, Then the last game's end and the match's result show
    browser.press("End");
    let end = shown(&mut browser);
    let result = &games[3]["result"];
    let winner = exported["players"][result["winner"].as_u64().unwrap() as usize]
        .as_str()
        .unwrap();
    assert_eq!(end["place"], "Game 4, end");
    assert_eq!(end["hash"], "#g4end");
    assert!(
        end["action"]
            .as_str()
            .unwrap()
            .starts_with(&format!("{winner} wins {} points", result["points"])),
        "{}",
        end["action"]
    );

    // And Home goes back to the start
    browser.press("Home");
    assert_eq!(shown(&mut browser)["frame"], 0);

    // A picture of the page at game 1, turn 14, for the README
    for _ in 0..13 {
        browser.press("ArrowRight");
    }
    let picture = browser.screenshot();
    assert!(
        picture.starts_with(b"\x89PNG\r\n\x1a\n"),
        "a PNG screenshot"
    );
    std::fs::write(scratch.join("viewer.png"), &picture).unwrap();
    if std::env::var_os("BGKIT_BLESS").is_some() {
        let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/viewer.png");
        std::fs::write(docs, &picture).unwrap();
    }
}

#[test]
fn the_page_draws_each_board_as_bgkit_position_draws_it() {
    let Some(chromium) = browser_or_skip("the viewer's boards") else {
        return;
    };
    // Given the page of the 7-point match, and turns with checkers on the
    // bar and borne off, an owned cube and a double waiting for its answer
    let scratch = Scratch::new("viewer-boards");
    let page = page_of(&scratch, &charlot(), &[]);
    let exported = json_of(&["export", &charlot()]);
    let mut browser = Browser::launch(&chromium, &scratch.join("profile"), 1240, 820);
    browser.open(&format!("file://{}", page.display()));

    for (frame, game, turn) in frames_to_compare(&exported) {
        // When the page shows the turn
        browser.eval(&format!("location.hash = '#g{game}t{turn}'"));
        let state = shown(&mut browser);
        assert_eq!(state["frame"], frame, "game {game} turn {turn}");

        // Then its board has every element of `bgkit position`'s picture, in
        // the same order, with the same attributes and text
        let drawn = drawn(&mut browser);
        assert!(drawn.len() > 90, "{} elements", drawn.len());
        assert_eq!(
            drawn,
            pictured(&charlot(), game, turn),
            "the board of game {game} turn {turn}"
        );
    }
}

#[test]
fn an_address_with_a_turn_opens_the_page_at_that_turn() {
    let Some(chromium) = browser_or_skip("the viewer's addresses") else {
        return;
    };
    // Given the page of the 7-point match
    let scratch = Scratch::new("viewer-address");
    let page = page_of(&scratch, &charlot(), &[]);
    let exported = json_of(&["export", &charlot()]);
    let game = &exported["games"][2];
    let mut browser = Browser::launch(&chromium, &scratch.join("profile"), 1240, 820);

    // When it is opened at `#g3t17`
    browser.open(&format!("file://{}#g3t17", page.display()));

    // Then it shows game 3, turn 17, and the next turn moves the address on
    assert_shows_turn(&shown(&mut browser), &exported, game, &game["turns"][16]);
    browser.press("ArrowRight");
    assert_eq!(shown(&mut browser)["hash"], "#g3t18");
    // And an address of a turn the match does not have leaves the page where it is
    browser.eval("location.hash = '#g3t999'");
    assert_eq!(shown(&mut browser)["hash"], "#g3t18");
}

#[test]
fn a_page_of_players_named_with_markup_runs_and_shows_the_names_as_text() {
    let Some(chromium) = browser_or_skip("the viewer with hostile names") else {
        return;
    };
    // Given the page of a match whose players are named `<!--<script> ...`
    // and `</script> ...` (quotes, ampersands, right-to-left text)
    let scratch = Scratch::new("viewer-hostile-names");
    let file = hostile_match(&scratch).display().to_string();
    let page = page_of(&scratch, &file, &[]);
    let exported = json_of(&["export", &file]);
    let games = exported["games"].as_array().unwrap();
    let mut browser = Browser::launch(&chromium, &scratch.join("profile"), 1240, 820);

    // When it is opened
    browser.open(&format!("file://{}", page.display()));

    // Then its script ran: the first turn is shown with both names as text,
    // in the heading, the panel and on the board (shortened to 20 characters)
    let first = shown(&mut browser);
    assert_shows_turn(&first, &exported, &games[0], &games[0]["turns"][0]);
    let [zero, one] = HOSTILE_NAMES;
    assert_eq!(first["heading"], format!("{zero} vs {one}, 7-point match"));
    assert!(first["pips"].as_str().unwrap().contains(zero));
    let short = |name: &str| {
        let chars: Vec<char> = name.chars().collect();
        if chars.len() <= 20 {
            name.to_string()
        } else {
            chars[..19].iter().collect::<String>() + "…"
        }
    };
    let mut names: Vec<String> = first["names"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap().to_string())
        .collect();
    names.sort();
    let mut expected = vec![short(zero), short(one)];
    expected.sort();
    assert_eq!(names, expected);

    // And it steps through the turns
    for step in 1..5 {
        browser.press("ArrowRight");
        assert_shows_turn(
            &shown(&mut browser),
            &exported,
            &games[0],
            &games[0]["turns"][step],
        );
    }
}

#[test]
fn the_page_of_a_later_match_is_chosen_with_match() {
    // Given two matches joined end to end
    let scratch = Scratch::new("viewer-match");
    let first = std::fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let second =
        std::fs::read_to_string(fixture("realworld/gnubg-export-m03-s1002-noisy.mat")).unwrap();
    let file = scratch.file("two.mat", format!("{first}\n{second}"));
    let file = file.display().to_string();

    // When the page of match 2 is written
    let page = page_of(&scratch, &file, &["--match", "2"]);

    // Then it is the second match's, and match 3 is refused with the count
    let html = std::fs::read_to_string(page).unwrap();
    let data: Value = serde_json::from_str(data_block(&html)).unwrap();
    assert_eq!(data["length"], 3);
    bgkit()
        .args(["export", &file, "--match", "3", "--html"])
        .arg(scratch.join("none.html"))
        .assert()
        .code(1)
        .stderr(predicates::str::contains(
            "there is no match 3; the input holds 2 matches",
        ));
}
