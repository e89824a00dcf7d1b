//! Reading the items a subcommand works on: from arguments, or one per line
//! from standard input (`-` or no argument), streamed.

use std::io::{self, BufRead};

/// Where a batch of items comes from.
pub enum Items {
    /// Items given on the command line.
    Args(Vec<String>),
    /// One item per line of standard input.
    Stdin,
}

impl Items {
    /// Arguments, or standard input when there are none or the only one is `-`.
    pub fn from_args(args: &[String]) -> Items {
        if args.is_empty() || (args.len() == 1 && args[0] == "-") {
            Items::Stdin
        } else {
            Items::Args(args.to_vec())
        }
    }

    /// Calls `each` for every item in order, with its 1-based line number for
    /// standard input (argument position for arguments). Blank lines and lines
    /// starting with `#` on standard input are skipped. Stops at the first error
    /// `each` returns.
    pub fn for_each(
        self,
        mut each: impl FnMut(usize, &str) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        match self {
            Items::Args(args) => {
                for (i, arg) in args.iter().enumerate() {
                    each(i + 1, arg)?;
                }
            }
            Items::Stdin => {
                let stdin = io::stdin();
                let mut lock = stdin.lock();
                let mut buffer = Vec::new();
                let mut number = 0;
                loop {
                    buffer.clear();
                    if lock.read_until(b'\n', &mut buffer)? == 0 {
                        break;
                    }
                    number += 1;
                    let line = String::from_utf8_lossy(&buffer);
                    let line = line.trim_end_matches(['\n', '\r']);
                    if line.trim().is_empty() || line.trim_start().starts_with('#') {
                        continue;
                    }
                    each(number, line)?;
                }
            }
        }
        Ok(())
    }
}
