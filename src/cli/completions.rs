//! `bgkit completions SHELL`: shell completion scripts.

use super::{Outcome, command};
use clap_complete::Shell;
use std::io::Write;

/// Print a shell completion script to standard output.
///
/// The same scripts are checked in under `completions/`, and the manual
/// pages of bgkit and each subcommand under `man/`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The shell to complete for.
    shell: Shell,
}

/// Writes the completion script for `shell` into `out`.
pub fn generate(shell: Shell, out: &mut dyn Write) {
    let mut cmd = command();
    clap_complete::generate(shell, &mut cmd, "bgkit", out);
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    // Written whole, then copied out: the generator panics on a failed
    // write, where a full disk or a closed output must be an error.
    let mut script = Vec::new();
    generate(args.shell, &mut script);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Outcome::Success)
}

/// Compares a generated file with its checked-in copy, or rewrites the copy
/// when `BGKIT_BLESS` is set.
#[cfg(test)]
fn matches_checked_in(path: &std::path::Path, fresh: &[u8]) {
    if std::env::var_os("BGKIT_BLESS").is_some() {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).unwrap();
        }
        std::fs::write(path, fresh).unwrap();
        return;
    }
    let stored = std::fs::read(path)
        .unwrap_or_else(|e| panic!("{}: {e}; run with BGKIT_BLESS=1", path.display()));
    assert!(
        stored == fresh,
        "{} is out of date; run `BGKIT_BLESS=1 cargo test` to regenerate it",
        path.display()
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::ValueEnum;
    use std::path::Path;

    fn file_name(shell: Shell) -> String {
        match shell {
            Shell::Bash => "bgkit.bash".into(),
            Shell::Zsh => "_bgkit".into(),
            Shell::Fish => "bgkit.fish".into(),
            Shell::PowerShell => "_bgkit.ps1".into(),
            Shell::Elvish => "bgkit.elv".into(),
            _ => format!("bgkit.{shell}"),
        }
    }

    /// The checked-in scripts match the CLI. Set `BGKIT_BLESS=1` to rewrite them.
    #[test]
    fn checked_in_completions_match_the_cli() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("completions");
        for &shell in Shell::value_variants() {
            let mut fresh = Vec::new();
            generate(shell, &mut fresh);
            matches_checked_in(&dir.join(file_name(shell)), &fresh);
        }
    }

    /// The manual pages: `bgkit.1` and one `bgkit-SUBCOMMAND.1` per
    /// subcommand, each with its file name, its text and its long options.
    fn man_pages() -> Vec<(String, Vec<u8>, Vec<String>)> {
        let mut bgkit = command().disable_help_subcommand(true);
        bgkit.build();
        let mut commands: Vec<clap::Command> = bgkit.get_subcommands().cloned().collect();
        commands.insert(0, bgkit);
        commands
            .into_iter()
            .map(|command| {
                let options = command
                    .get_arguments()
                    .filter_map(|arg| arg.get_long().map(String::from))
                    .collect();
                let version = env!("CARGO_PKG_VERSION");
                let page = clap_mangen::Man::new(command.clone())
                    .source(format!("bgkit {version}"))
                    .manual("bgkit manual");
                let text = render(&page, &command);
                (page.get_filename(), text, options)
            })
            .collect()
    }

    /// A manual page in clap_mangen's sections, with EXAMPLES from the
    /// examples of the command in place of its text after `--help`.
    fn render(page: &clap_mangen::Man, command: &clap::Command) -> Vec<u8> {
        let mut text = Vec::new();
        page.render_title(&mut text).unwrap();
        page.render_name_section(&mut text).unwrap();
        page.render_synopsis_section(&mut text).unwrap();
        page.render_description_section(&mut text).unwrap();
        page.render_options_section(&mut text).unwrap();
        if command.has_subcommands() {
            page.render_subcommands_section(&mut text).unwrap();
        }
        let name = command.get_name();
        text.extend_from_slice(super::super::examples::man_section(name).as_bytes());
        if command.get_version().is_some() {
            page.render_version_section(&mut text).unwrap();
        }
        // Each section rendered alone starts with roff's preamble: the page
        // keeps the first.
        let text = String::from_utf8(text).unwrap();
        let preamble = ".ie \\n(.g .ds Aq \\(aq\n.el .ds Aq '\n";
        let body = text.strip_prefix(preamble).unwrap().replace(preamble, "");
        format!("{preamble}{body}").into_bytes()
    }

    /// The checked-in manual pages match the CLI, one per command, and none
    /// is left over from a command that is gone. Set `BGKIT_BLESS=1` to
    /// rewrite them.
    #[test]
    fn checked_in_man_pages_match_the_cli() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("man");
        let pages = man_pages();
        for (name, text, _) in &pages {
            matches_checked_in(&dir.join(name), text);
        }
        let mut expected: Vec<&str> = pages.iter().map(|(name, _, _)| name.as_str()).collect();
        let mut stored: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".1"))
            .collect();
        expected.sort_unstable();
        stored.sort_unstable();
        assert_eq!(stored, expected, "man/ holds pages for other commands");
    }

    /// Each page names the pages of the subcommands it lists, lists every
    /// option of its command, and a subcommand's page has its examples.
    #[test]
    fn every_man_page_lists_every_option_of_its_command() {
        let pages = man_pages();
        assert!(pages.len() > 10, "a page for bgkit and each subcommand");
        for (name, text, options) in &pages {
            let text = String::from_utf8_lossy(text);
            assert!(
                text.starts_with(".ie \\n(.g .ds Aq"),
                "{name} is a roff page"
            );
            for option in options {
                let written = format!("\\-\\-{}", option.replace('-', "\\-"));
                assert!(text.contains(&written), "{name} lacks --{option}");
            }
        }
        for (name, text, _) in &pages[1..] {
            let text = String::from_utf8_lossy(text);
            assert!(text.contains(".SH EXAMPLES"), "{name} has no EXAMPLES");
        }
        let (_, main, _) = &pages[0];
        let main = String::from_utf8_lossy(main);
        for (name, _, _) in &pages[1..] {
            let reference = format!("{}(1)", name.trim_end_matches(".1").replace('-', "\\-"));
            assert!(
                main.contains(&reference),
                "bgkit.1 does not refer to {reference}"
            );
        }
    }
}
