//! `bgkit export --html`: one self-contained page per match, checked in a
//! real browser (headless Chromium) by stepping through it as a person does
//! and comparing what it shows with the export.

use crate::common::browser::{Browser, chromium};
use crate::common::{Scratch, bgkit, fixture, json_of};
use serde_json::Value;
use std::path::Path;

/// The 7-point match the examples use, named from the crate's root (where
/// the tests run), as the page's heading shows it.
fn charlot() -> String {
    let path = "fixtures/realworld/gnubg-charlot-7p.mat";
    assert!(fixture("realworld/gnubg-charlot-7p.mat").ends_with(path));
    path.to_string()
}

/// Writes the page of `file` into `scratch` and returns its path.
fn page_of(scratch: &Scratch, file: &str) -> std::path::PathBuf {
    let page = scratch.join("match.html");
    bgkit()
        .args(["export", file, "--html"])
        .arg(&page)
        .assert()
        .success()
        .stdout("");
    page
}

#[test]
fn the_page_loads_nothing_from_outside() {
    // Given the page of a match
    let scratch = Scratch::new("viewer-self-contained");
    let html = std::fs::read_to_string(page_of(&scratch, &charlot())).unwrap();

    // Then it names no other file or address: no links, scripts or images
    // from elsewhere, and no address but the SVG namespace
    for sign in ["<link", " src=", "@import", "url(", "https:"] {
        assert!(!html.contains(sign), "the page holds `{sign}`");
    }
    let addresses = html.matches("http:").count();
    assert_eq!(
        addresses,
        html.matches("http://www.w3.org/2000/svg").count()
    );
    // And it has a board for every turn of the export and one per game's end
    let exported = json_of(&["export", &charlot()]);
    let games = exported["games"].as_array().unwrap();
    let turns: usize = games
        .iter()
        .map(|g| g["turns"].as_array().unwrap().len())
        .sum();
    assert_eq!(
        html.matches("<div class=\"turn-board\"").count(),
        turns + games.len()
    );
}

/// What the page shows now: the frame number, the panel's lines, and the
/// board's checkers as `place:class` words.
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
            boards: document.querySelectorAll("#board > div.turn-board:not([hidden])").length,
            checkers: Array.from(document.querySelectorAll("#board > div.turn-board:not([hidden]) circle.checker"))
                .map(c => c.getAttribute("data-place") + ":" + c.getAttribute("class")).sort()
        })"##,
    );
    serde_json::from_str(state.as_str().unwrap()).unwrap()
}

/// The checkers of `bgkit position`'s picture of a turn, player 0 at the
/// bottom, as `place:class` words.
fn checkers_of_turn(file: &str, game: u64, turn: u64) -> Vec<String> {
    let output = bgkit()
        .args(["position", file, "--perspective", "player0", "--svg", "-"])
        .args(["--game", &game.to_string(), "--turn", &turn.to_string()])
        .output()
        .unwrap();
    let svg = String::from_utf8(output.stdout).unwrap();
    let document = roxmltree::Document::parse(&svg).unwrap();
    let mut words: Vec<String> = document
        .descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.starts_with("checker"))
        })
        .map(|n| {
            format!(
                "{}:{}",
                n.attribute("data-place").unwrap(),
                n.attribute("class").unwrap()
            )
        })
        .collect();
    words.sort();
    words
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
        assert!(
            shown["ids"]
                .as_str()
                .unwrap()
                .contains(turn["xgid"].as_str().unwrap())
        );
        assert!(
            shown["ids"]
                .as_str()
                .unwrap()
                .contains(turn["before"].as_str().unwrap())
        );
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
    let words: Vec<String> = shown["checkers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap().to_string())
        .collect();
    let expected = checkers_of_turn(
        &charlot(),
        game["number"].as_u64().unwrap(),
        turn["index"].as_u64().unwrap(),
    );
    assert_eq!(
        words, expected,
        "the board of game {} turn {}",
        game["number"], turn["index"]
    );
}

#[test]
fn stepping_through_the_page_in_a_browser_shows_the_export_turn_by_turn() {
    let Some(chromium) = chromium() else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have Chromium (Debian's `chromium`): .ci/run installs it"
        );
        eprintln!(
            "SKIPPED: no Chromium here (install Debian's `chromium` or set BGKIT_CHROMIUM); the HTML viewer was not checked in a browser"
        );
        return;
    };
    // Given the page of the 7-point match, open in a headless browser
    let scratch = Scratch::new("viewer-browser");
    let page = page_of(&scratch, &charlot());
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
