//! `bgkit fmt --in-place` and the files it may not replace: read-only files,
//! FIFOs, directories and devices are refused with a clear error and left
//! as they were; a rewritten file keeps its mode, owner and group; any
//! failure leaves the original untouched. Run as root (as CI runs), the
//! cases of an ordinary user run the command as `nobody`.

use crate::common::{BGKIT_BIN, Scratch, fixture};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The user and group `nobody` runs as on Debian.
const NOBODY: u32 = 65534;

/// A transcript not in canonical form, so that `fmt -i` rewrites it.
const UNTIDY: &str = "dialects/dailygammon.mat";

/// A copy of the untidy transcript in `dir`.
fn untidy_copy(dir: &Path) -> PathBuf {
    let target = dir.join("match.mat");
    std::fs::copy(fixture(UNTIDY), &target).unwrap();
    target
}

/// Whether this process runs as root: the owner of its own `/proc` entry.
fn running_as_root() -> bool {
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// `bgkit fmt -i file`, as `uid` (and its group) when given: the command
/// drops its privileges, and its supplementary groups, before it starts.
fn format_in_place(file: &Path, uid: Option<u32>) -> Output {
    let mut command = Command::new(BGKIT_BIN);
    command.args(["fmt", "-i"]).arg(file);
    if let Some(uid) = uid {
        use std::os::unix::process::CommandExt;
        command.uid(uid).gid(uid);
    }
    command.output().unwrap()
}

/// The names in `dir`, sorted: a rewrite leaves no temporary file behind.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[track_caller]
fn assert_refused(output: &Output, words: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("not rewritten in place"), "{stderr}");
    assert!(stderr.contains(words), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_read_only_file_is_refused_and_left_as_it_was() {
    // Given an untidy transcript whose mode forbids writing (0444)
    let scratch = Scratch::new("fmt-in-place-read-only");
    let file = untidy_copy(scratch.path());
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = std::fs::read(&file).unwrap();

    // When it is formatted in place (as root, who could write it anyway)
    let output = format_in_place(&file, None);

    // Then it is refused with the reason, and the file is as it was
    assert_refused(&output, "read-only");
    assert_eq!(std::fs::read(&file).unwrap(), before);
    let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o444);
    assert_eq!(listing(scratch.path()), ["match.mat"]);
}

#[test]
fn a_fifo_is_refused_without_being_read() {
    // Given a FIFO that nothing writes into
    let scratch = Scratch::new("fmt-in-place-fifo");
    let fifo = scratch.join("match.mat");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());

    // When it is formatted in place; Then it is refused at once (reading it
    // would wait for ever) and is still a FIFO
    let output = format_in_place(&fifo, None);
    assert_refused(&output, "it is a FIFO, not a regular file");
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
}

#[test]
fn a_directory_and_a_device_are_refused() {
    let scratch = Scratch::new("fmt-in-place-directory");
    for (path, words) in [
        (scratch.path(), "it is a directory"),
        (Path::new("/dev/null"), "it is a device"),
    ] {
        let output = format_in_place(path, None);
        assert_refused(&output, words);
    }
}

#[test]
fn a_rewritten_file_keeps_its_mode_owner_and_group() {
    // Given an untidy transcript owned by another user (as root: `nobody`),
    // with a mode of its own
    let scratch = Scratch::new("fmt-in-place-owner");
    let file = untidy_copy(scratch.path());
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).unwrap();
    if running_as_root() {
        std::os::unix::fs::chown(&file, Some(NOBODY), Some(NOBODY)).unwrap();
    }
    let owner = std::fs::metadata(&file)
        .map(|m| (m.uid(), m.gid()))
        .unwrap();
    let before = std::fs::read(&file).unwrap();

    // When root formats it in place
    let output = format_in_place(&file, None);

    // Then it is rewritten, with its mode, owner and group as they were
    assert!(output.status.success(), "{output:?}");
    assert_ne!(std::fs::read(&file).unwrap(), before);
    let metadata = std::fs::metadata(&file).unwrap();
    assert_eq!(metadata.permissions().mode() & 0o777, 0o640);
    assert_eq!((metadata.uid(), metadata.gid()), owner);
    assert_eq!(listing(scratch.path()), ["match.mat"]);
}

#[test]
fn an_ordinary_user_rewrites_only_what_they_may_write() {
    if !running_as_root() {
        eprintln!(
            "SKIPPED: the files of another user need root to set up; the read-only and owner cases ran as this user"
        );
        return;
    }
    // Given a directory anyone may write into, holding root's transcript
    // (0644: `nobody` may read it but not write it), and a directory of
    // `nobody`'s own holding theirs
    let scratch = Scratch::new("fmt-in-place-nobody");
    let shared = scratch.join("shared");
    std::fs::create_dir(&shared).unwrap();
    std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o777)).unwrap();
    let roots = untidy_copy(&shared);
    std::fs::set_permissions(&roots, std::fs::Permissions::from_mode(0o644)).unwrap();
    let roots_before = std::fs::read(&roots).unwrap();
    let own = scratch.join("own");
    std::fs::create_dir(&own).unwrap();
    std::os::unix::fs::chown(&own, Some(NOBODY), Some(NOBODY)).unwrap();
    let theirs = untidy_copy(&own);
    std::os::unix::fs::chown(&theirs, Some(NOBODY), Some(NOBODY)).unwrap();
    let theirs_before = std::fs::read(&theirs).unwrap();

    // When `nobody` formats root's file in place
    let output = format_in_place(&roots, Some(NOBODY));

    // Then it is refused, though the directory would let the file be
    // replaced, and it is as it was, root's
    assert_refused(&output, "it cannot be written");
    assert_eq!(std::fs::read(&roots).unwrap(), roots_before);
    assert_eq!(std::fs::metadata(&roots).unwrap().uid(), 0);
    assert_eq!(listing(&shared), ["match.mat"]);

    // When `nobody` formats their own
    let output = format_in_place(&theirs, Some(NOBODY));

    // Then it is rewritten and still theirs
    assert!(output.status.success(), "{output:?}");
    assert_ne!(std::fs::read(&theirs).unwrap(), theirs_before);
    let metadata = std::fs::metadata(&theirs).unwrap();
    assert_eq!((metadata.uid(), metadata.gid()), (NOBODY, NOBODY));
    assert_eq!(listing(&own), ["match.mat"]);
}

#[test]
fn a_failed_rewrite_leaves_the_original_untouched() {
    if !running_as_root() {
        eprintln!("SKIPPED: a directory closed to the user who runs fmt needs root to set up");
        return;
    }
    // Given a transcript `nobody` may write (0666) in a directory where
    // `nobody` may create nothing, so the temporary file cannot be made
    let scratch = Scratch::new("fmt-in-place-failure");
    let closed = scratch.join("closed");
    std::fs::create_dir(&closed).unwrap();
    std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o755)).unwrap();
    let file = untidy_copy(&closed);
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o666)).unwrap();
    let before = std::fs::read(&file).unwrap();

    // When `nobody` formats it in place
    let output = format_in_place(&file, Some(NOBODY));

    // Then the failure is reported (exit 2), the file is as it was, and no
    // temporary file is left
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("the file is unchanged"), "{stderr}");
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(listing(&closed), ["match.mat"]);
}
