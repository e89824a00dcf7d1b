//! The executable is linked against the C runtime statically where the build
//! can do it (scripts/rustc-static-bins): a bgkit process then starts without
//! the dynamic loader, which is much of what a short command costs.

/// Whether an ELF executable asks for a program interpreter (the dynamic
/// loader): a `PT_INTERP` entry in its program headers. Static and
/// static-PIE executables have none.
fn asks_for_an_interpreter(elf: &[u8]) -> bool {
    const PT_INTERP: u32 = 3;
    let word = |at: usize| u16::from_le_bytes([elf[at], elf[at + 1]]) as usize;
    let table = u64::from_le_bytes(elf[0x20..0x28].try_into().expect("eight bytes")) as usize;
    let (entry_size, entries) = (word(0x36), word(0x38));
    (0..entries).any(|index| {
        let at = table + index * entry_size;
        u32::from_le_bytes(elf[at..at + 4].try_into().expect("four bytes")) == PT_INTERP
    })
}

/// Whether the C compiler that links executables finds glibc's static
/// archive (some systems keep it in a package of its own; without it the
/// build links dynamically, as the script says).
fn static_glibc_is_installed() -> bool {
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".to_owned());
    std::process::Command::new(compiler)
        .arg("-print-file-name=libc.a")
        .output()
        .is_ok_and(|output| String::from_utf8_lossy(&output.stdout).contains('/'))
}

#[test]
#[cfg(all(target_os = "linux", target_env = "gnu", target_pointer_width = "64"))]
fn bgkit_starts_without_the_dynamic_loader_where_static_glibc_is_installed() {
    // Given the executable this build made
    let elf = std::fs::read(env!("CARGO_BIN_EXE_bgkit")).expect("the executable reads");
    assert_eq!(&elf[..5], b"\x7fELF\x02", "a 64-bit ELF file");
    // When glibc's static archive is there to link against
    if !static_glibc_is_installed() {
        eprintln!("glibc's static archive is not installed: bgkit is linked dynamically");
        return;
    }
    // Then it names no dynamic loader to start it
    assert!(
        !asks_for_an_interpreter(&elf),
        "bgkit was linked dynamically: is build.rustc-workspace-wrapper in .cargo/config.toml?"
    );
}

#[test]
#[cfg(all(target_os = "linux", target_env = "gnu", target_pointer_width = "64"))]
fn a_dynamically_linked_program_is_seen_to_ask_for_the_loader() {
    // Given the test binary itself, which is linked like any crate's tests
    // (the static link is for executables only)
    let elf = std::fs::read(std::env::current_exe().expect("the test binary's path"))
        .expect("the test binary reads");
    // Then the check above finds its interpreter: it can tell the two apart
    assert!(asks_for_an_interpreter(&elf));
}
