//! The statically linked executable is an opt-in recipe
//! (`scripts/rustc-static-bins`, README "Building"): the default build goes
//! through no wrapper, and the recipe's script adds the static C runtime to
//! executables for Linux with glibc and to nothing else.

use std::path::{Path, PathBuf};
use std::process::Command;

const STATIC_FLAG: &str = "target-feature=+crt-static";

fn repository_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

/// The arguments the recipe's script hands to rustc for a crate of
/// `crate_type` built for `target`, with `echo` standing for rustc and
/// `compiler` for the C compiler it asks where glibc's static archive is.
#[track_caller]
fn arguments_passed_on(crate_type: &str, target: &str, compiler: &str) -> String {
    let output = Command::new(repository_file("scripts/rustc-static-bins"))
        .args(["echo", "--crate-name", "bgkit", "--crate-type", crate_type])
        .args(["--target", target])
        .env("CC", compiler)
        .output()
        .expect("the script runs");
    assert!(output.status.success(), "the script failed: {output:?}");
    String::from_utf8(output.stdout).expect("UTF-8 arguments")
}

/// A C compiler that finds glibc's static archive (it prints a path).
const FINDS_STATIC_GLIBC: &str = "echo /usr/lib/x86_64-linux-gnu/libc.a";
/// A C compiler that does not (it prints nothing).
const LACKS_STATIC_GLIBC: &str = "true";

#[test]
fn the_default_build_goes_through_no_rustc_wrapper() {
    // Given the workspace's cargo configuration, if it has one
    let config = std::fs::read_to_string(repository_file(".cargo/config.toml")).unwrap_or_default();
    // Then it names no program to run rustc through
    assert!(!config.contains("rustc-workspace-wrapper"), "{config}");
    assert!(!config.contains("rustc-wrapper"), "{config}");
}

#[test]
fn the_readme_gives_the_static_recipe() {
    // Given the README
    let readme = std::fs::read_to_string(repository_file("README.md")).expect("README.md reads");
    // Then its Building section names the script as cargo's workspace wrapper
    let building = readme
        .split_once("## Building")
        .expect("a Building section")
        .1;
    assert!(
        building
            .contains("RUSTC_WORKSPACE_WRAPPER=scripts/rustc-static-bins cargo build --release")
    );
}

#[test]
#[cfg(unix)]
fn the_recipe_script_is_executable() {
    use std::os::unix::fs::PermissionsExt;
    // Given the script
    let metadata =
        std::fs::metadata(repository_file("scripts/rustc-static-bins")).expect("the script");
    // Then everyone may run it
    assert_eq!(metadata.permissions().mode() & 0o111, 0o111);
}

#[test]
#[cfg(unix)]
fn the_recipe_links_an_executable_for_glibc_statically() {
    // Given an executable for Linux with glibc, and glibc's static archive
    // When the script passes it on to rustc
    let arguments = arguments_passed_on("bin", "x86_64-unknown-linux-gnu", FINDS_STATIC_GLIBC);
    // Then the static C runtime is asked for
    assert!(arguments.trim_end().ends_with(STATIC_FLAG), "{arguments}");
}

#[test]
#[cfg(unix)]
fn the_recipe_changes_nothing_where_static_linking_is_not_possible() {
    for (crate_type, target, compiler) in [
        ("lib", "x86_64-unknown-linux-gnu", FINDS_STATIC_GLIBC),
        ("proc-macro", "x86_64-unknown-linux-gnu", FINDS_STATIC_GLIBC),
        ("bin", "x86_64-unknown-linux-musl", FINDS_STATIC_GLIBC),
        ("bin", "x86_64-apple-darwin", FINDS_STATIC_GLIBC),
        ("bin", "x86_64-unknown-linux-gnu", LACKS_STATIC_GLIBC),
    ] {
        // Given a library, another target, or no static glibc
        // When the script passes the crate on to rustc
        let arguments = arguments_passed_on(crate_type, target, compiler);
        // Then the arguments are exactly the ones given
        assert_eq!(
            arguments.trim_end(),
            format!("--crate-name bgkit --crate-type {crate_type} --target {target}"),
            "{crate_type} for {target} with {compiler}"
        );
    }
}
