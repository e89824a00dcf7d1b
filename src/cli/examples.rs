//! Examples of each subcommand: shown after `bgkit SUBCOMMAND --help` and in
//! the EXAMPLES section of its manual page, and each run by a test from the
//! repository's root (the files they name are its fixtures).

/// What an example shows, and its command line.
pub struct Example {
    /// What the command does, one sentence.
    pub what: &'static str,
    /// The command line, as typed in a shell from the repository's root.
    pub line: &'static str,
}

const fn ex(what: &'static str, line: &'static str) -> Example {
    Example { what, line }
}

/// The examples of each subcommand, by its name.
pub const EXAMPLES: &[(&str, &[Example])] = &[
    (
        "parse",
        &[
            ex(
                "Read two records and print them canonically.",
                "bgkit parse '2-2 6/4(3) 13/11' '13/7* 7/5'",
            ),
            ex(
                "The structure of one record as JSON.",
                "bgkit parse '4-2 bar/22*' --format json",
            ),
        ],
    ),
    (
        "moves",
        &[
            ex(
                "Every legal play of 3-1 from the opening.",
                "bgkit moves start 3-1",
            ),
            ex(
                "How many plays two opening rolls have, as CSV.",
                "bgkit moves start 3-1 start 6-6 --count --format csv",
            ),
            ex(
                "The plays of the dice an XGID carries.",
                "bgkit moves 'XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10'",
            ),
        ],
    ),
    (
        "play",
        &[
            ex(
                "A bear-off written one move per die, in canonical form.",
                "bgkit play 2zYIwBh/viEAAA 5-5 8/0 4/0 4/0",
            ),
            ex(
                "The position after the opening 6-4 run, as JSON.",
                "bgkit play start 6-4 24/14 --format json",
            ),
        ],
    ),
    (
        "pips",
        &[
            ex("The pip counts of the opening.", "bgkit pips start"),
            ex(
                "Pip counts of two positions, as CSV.",
                "bgkit pips start 4HPwATDgc/ABMA --format csv",
            ),
        ],
    ),
    (
        "board",
        &[
            ex("Draw the opening position.", "bgkit board start"),
            ex(
                "Describe a position with its match data as JSON.",
                "bgkit board 4HPwATDgc/ABMA:cAkAAAAAAAAA --format json",
            ),
            ex(
                "Draw a position as an SVG picture on standard output.",
                "bgkit board start --svg -",
            ),
        ],
    ),
    (
        "position",
        &[
            ex(
                "The position before the third turn of the first game.",
                "bgkit position fixtures/realworld/gnubg-charlot-7p.mat --game 1 --turn 3",
            ),
            ex(
                "The same, described as JSON.",
                "bgkit position fixtures/realworld/gnubg-charlot-7p.mat --game 1 --turn 3 --format json",
            ),
            ex(
                "The position the second game ends in.",
                "bgkit position fixtures/realworld/gnubg-charlot-7p.mat --game 2 --turn end",
            ),
            ex(
                "The position before the right player's roll at move 12 of game 2.",
                "bgkit position fixtures/realworld/gnubg-charlot-7p.mat --game 2 --move 12 --player 1",
            ),
        ],
    ),
    (
        "id",
        &[
            ex("The opening as Position ID and XGID.", "bgkit id start"),
            ex(
                "A position and match as all three identifiers, as JSON.",
                "bgkit id 4HPwATDgc/ABMA:cAkAAAAAAAAA --format json",
            ),
        ],
    ),
    (
        "validate",
        &[
            ex(
                "Check a match transcript.",
                "bgkit validate fixtures/realworld/gnubg-charlot-7p.mat",
            ),
            ex(
                "One JSON line per file, problems only.",
                "bgkit validate --quiet --format jsonl fixtures/realworld/gnubg-charlot-7p.mat fixtures/realworld/galaxy-5p.mat",
            ),
            ex(
                "Every warning an error, but for a writer that never marks hits.",
                "bgkit validate --strict --allow writer-quirk fixtures/realworld/galaxy-5p.mat",
            ),
        ],
    ),
    (
        "shots",
        &[
            ex(
                "The rolls that hit after the opening 6-5 played 24/18 13/8.",
                "bgkit shots start --roll 6-5 --after '24/18 13/8'",
            ),
            ex(
                "The classic table of shots at each distance.",
                "bgkit shots --table",
            ),
            ex(
                "Rolls that enter against 0 to 6 closed points, as CSV.",
                "bgkit shots --entering --format csv",
            ),
        ],
    ),
    (
        "race",
        &[ex(
            "Race figures and bear-off odds of a bear-off position.",
            "bgkit race 'XGID=------A------------a------:0:0:1:00:0:0:0:0:10'",
        )],
    ),
    (
        "score",
        &[
            ex(
                "The value of a gammon with the XGID's cube of 4.",
                "bgkit score 'XGID=------------------------o-:2:1:1:00:0:0:0:0:10'",
            ),
            ex(
                "The same game under Oxford rules with a stake of 2.",
                "bgkit score --rules oxford --cube 2 'XGID=------------------------o-:0:0:1:00:0:0:0:0:10'",
            ),
        ],
    ),
    (
        "rules",
        &[
            ex("List the rule sets.", "bgkit rules"),
            ex("The Oxford rules in words.", "bgkit rules oxford"),
            ex(
                "Every sentence of the MSN rules as CSV.",
                "bgkit rules msn --format csv",
            ),
        ],
    ),
    (
        "opening",
        &[
            ex("The opening table.", "bgkit opening"),
            ex("One JSON line per roll.", "bgkit opening --format jsonl"),
        ],
    ),
    (
        "export",
        &[
            ex(
                "A match as one JSON document.",
                "bgkit export fixtures/realworld/gnubg-charlot-7p.mat",
            ),
            ex(
                "One row per turn, as CSV.",
                "bgkit export fixtures/realworld/gnubg-charlot-7p.mat --format csv",
            ),
        ],
    ),
    (
        "stats",
        &[
            ex(
                "Each player's dice, dances, hits and cube, measured exactly.",
                "bgkit stats fixtures/realworld/gnubg-charlot-7p.mat",
            ),
            ex(
                "Two matches added up by player name, as JSON.",
                "bgkit stats fixtures/realworld/gnubg-charlot-7p.mat fixtures/realworld/galaxy-5p.mat --by-player --format json",
            ),
        ],
    ),
    (
        "fmt",
        &[
            ex(
                "A transcript in the canonical .mat form.",
                "bgkit fmt fixtures/realworld/galaxy-5p.mat",
            ),
            ex(
                "The same match as GNU Backgammon SGF.",
                "bgkit fmt --to sgf fixtures/realworld/gnubg-charlot-7p.mat",
            ),
        ],
    ),
    (
        "completions",
        &[ex(
            "The completion script for bash.",
            "bgkit completions bash",
        )],
    ),
];

/// The examples of subcommand `name`; none for a name without any.
pub fn of(name: &str) -> &'static [Example] {
    EXAMPLES
        .iter()
        .find(|(command, _)| *command == name)
        .map_or(&[], |(_, examples)| examples)
}

/// The examples of `name` as the text after its `--help`.
pub fn help(name: &str) -> Option<String> {
    let examples = of(name);
    if examples.is_empty() {
        return None;
    }
    let mut text = String::from("Examples:");
    for example in examples {
        text.push_str(&format!("\n  {}\n    {}", example.what, example.line));
    }
    Some(text)
}

/// The examples of `name` as the EXAMPLES section of a manual page (roff).
#[cfg(test)]
pub fn man_section(name: &str) -> String {
    let examples = of(name);
    if examples.is_empty() {
        return String::new();
    }
    let mut roff = String::from(".SH EXAMPLES\n");
    for example in examples {
        roff.push_str(&format!(
            ".TP\n\\fB{}\\fR\n{}\n",
            roff_escape(example.line),
            roff_escape(example.what)
        ));
    }
    roff
}

/// `text` with the characters roff gives a meaning escaped: backslashes,
/// hyphens (which roff may break or turn into dashes), and a leading dot or
/// quote.
#[cfg(test)]
fn roff_escape(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_subcommand_has_examples_and_every_example_names_its_subcommand() {
        // Given the command line's subcommands
        let mut bgkit = super::super::command();
        bgkit.build();
        for sub in bgkit.get_subcommands() {
            let name = sub.get_name();
            if name == "help" {
                continue;
            }
            // Then each has examples, and each example runs that subcommand
            let examples = of(name);
            assert!(!examples.is_empty(), "`{name}` has no examples");
            for example in examples {
                let rest = example.line.strip_prefix(&format!("bgkit {name}"));
                assert!(
                    rest.is_some_and(|rest| rest.is_empty() || rest.starts_with(' ')),
                    "{}",
                    example.line
                );
            }
        }
    }

    #[test]
    fn a_hyphen_and_a_backslash_are_escaped_for_roff() {
        assert_eq!(
            roff_escape("bgkit moves --count"),
            "bgkit moves \\-\\-count"
        );
        assert_eq!(roff_escape("a\\b"), "a\\eb");
        assert_eq!(roff_escape(".x"), "\\&.x");
    }
}
