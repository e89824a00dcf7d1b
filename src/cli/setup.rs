//! POSITION arguments: `start`, a Position ID, `PositionID:MatchID`, an XGID,
//! or an eXtreme Gammon position file (.xgp).

use bgkit::ids::Setup;

/// Reads a POSITION argument, with a message that names the input on failure.
pub fn read(text: &str) -> Result<Setup, String> {
    bgkit::query::read_position(text).map_err(|e| e.to_string())
}

/// Arguments `POSITION [ROLL]...` grouped into one line per position: each
/// position with the roll after it, or alone when it carries its own dice.
/// A word after a position without dice is its roll, unless it is another
/// position: then, or at the end, the roll is missing, a usage error
/// (`usage` says how the command is used). A position or roll that does
/// not read is left for the answer to refuse.
pub fn with_rolls(args: &[String], usage: &str) -> anyhow::Result<Vec<String>> {
    let mut lines = Vec::new();
    let mut words = args.iter().peekable();
    while let Some(position) = words.next() {
        let has_dice = carries_dice(position);
        let roll = words.next_if(|word| {
            bgkit::query::is_roll(word) || (has_dice == Some(false) && !reads_as_position(word))
        });
        match roll {
            Some(roll) => lines.push(format!("{position} {roll}")),
            None if has_dice == Some(false) => return Err(no_roll(position, usage)),
            None => lines.push(position.clone()),
        }
    }
    Ok(lines)
}

/// Fails, as a usage error, when `position` reads but carries no dice and
/// nothing follows it that could be its roll (`next`).
pub fn needs_roll(position: &str, next: Option<&str>, usage: &str) -> anyhow::Result<()> {
    if carries_dice(position) == Some(false) && next.is_none() {
        return Err(no_roll(position, usage));
    }
    Ok(())
}

/// Whether `position` carries dice; `None` when it does not read.
fn carries_dice(position: &str) -> Option<bool> {
    bgkit::query::read_position(position)
        .ok()
        .map(|setup| setup.match_state.and_then(|s| s.dice).is_some())
}

/// Whether `word` reads as a position argument.
fn reads_as_position(word: &str) -> bool {
    bgkit::query::read_position(word).is_ok()
}

/// The usage error of a position without dice and without a roll.
fn no_roll(position: &str, usage: &str) -> anyhow::Error {
    anyhow::anyhow!(
        "`{}` carries no dice, so a roll must follow it; usage: {usage}",
        position.trim()
    )
}
