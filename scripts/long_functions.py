#!/usr/bin/env python3
"""Lists the functions of src/ longer than a limit, longest first.

    scripts/long_functions.py [--limit N] [--all] [DIR]

A function runs from the line of its `fn` to the first line after it that
closes its brace at the same indent, both counted (rustfmt's layout, which
`cargo fmt --all -- --check` holds the code to). Functions in test code
(`mod tests` blocks and `tests.rs` files) are left out unless `--all` is
given. The limit is 80 lines by default, as tests/function_lengths.rs holds
the code to.
"""

import argparse
import os
import re

FN = re.compile(
    r"^(?P<indent>\s*)(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?"
    r"(?:unsafe\s+)?(?:extern\s+\"[^\"]*\"\s+)?fn\s+(?P<name>\w+)"
)
TESTS = re.compile(r"^(?P<indent>\s*)mod tests\s*\{")


def functions(path):
    """(name, first line, length, in tests) of each function in `path`."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    test_file = os.path.basename(path) == "tests.rs"
    test_until = -1
    found = []
    for number, line in enumerate(lines):
        tests = TESTS.match(line)
        if tests and number > 0 and "cfg(test)" in lines[number - 1]:
            test_until = closing(lines, number, tests.group("indent"))
        match = FN.match(line)
        if not match:
            continue
        end = closing(lines, number, match.group("indent"))
        if end is None:
            continue  # a declaration without a body
        in_tests = test_file or number <= test_until
        found.append((match.group("name"), number + 1, end - number + 1, in_tests))
    return found


def closing(lines, start, indent):
    """The line closing the item opened at `start`, at `indent`, or None
    when the item ends in `;` first (a trait method without a body)."""
    for number in range(start, len(lines)):
        text = lines[number]
        if number > start and text == indent + "}":
            return number
        if number == start and text.rstrip().endswith("}") and "{" in text:
            return number  # a one-line function
        if text.rstrip().endswith(";") and "{" not in "".join(lines[start : number + 1]):
            return None
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=80)
    parser.add_argument("--all", action="store_true", help="test code too")
    parser.add_argument("dir", nargs="?", default="src")
    args = parser.parse_args()
    long = []
    for root, _, names in os.walk(args.dir):
        for name in names:
            if name.endswith(".rs"):
                path = os.path.join(root, name)
                for fn, line, length, in_tests in functions(path):
                    if length > args.limit and (args.all or not in_tests):
                        long.append((length, fn, f"{path}:{line}"))
    for length, fn, place in sorted(long, reverse=True):
        print(f"{length:5}  {fn:32}  {place}")


if __name__ == "__main__":
    main()
