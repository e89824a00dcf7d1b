//! `bgkit completions SHELL`: shell completion scripts.

use super::{Outcome, command};
use clap_complete::Shell;
use std::io::Write;

/// Print a shell completion script to standard output.
///
/// The same scripts are checked in under `completions/`.
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
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    generate(args.shell, &mut out);
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

    /// The checked-in man page matches the CLI. Set `BGKIT_BLESS=1` to rewrite it.
    #[test]
    fn checked_in_man_page_matches_the_cli() {
        let mut fresh = Vec::new();
        clap_mangen::Man::new(command()).render(&mut fresh).unwrap();
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("completions")
            .join("bgkit.1");
        matches_checked_in(&path, &fresh);
    }
}
