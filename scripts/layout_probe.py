#!/usr/bin/env python3
"""Rewrites every transcript of the real-world corpora in ways a writer
could have written it (line endings, spaces, blank lines, headers, bar and
off spellings, move order, names) and reports each file whose verdict, game
count, game results or first error kind changes.

A change is a finding to look into, not always a bug: a rewrite can make a
file different in fact (a name that is a substring of a keyword, moves
reordered so that an illegal play is named at another move). Messages are
compared only by kind where a rewrite changes the names or the moves they
quote (the names, the order of a play's moves). Exits 1 when any differs.

    cargo build --release
    scripts/layout_probe.py [TRANSFORM ...]      # all of them by default

BGKIT names the binary (target/release/bgkit by default); CORPORA the
folders, separated by `:` (fixtures/realworld-corpus and -2 by default).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BGKIT = os.environ.get("BGKIT", os.path.join(ROOT, "target/release/bgkit"))
CORPORA = os.environ.get(
    "CORPORA",
    ":".join(os.path.join(ROOT, "fixtures", c) for c in ("realworld-corpus", "realworld-corpus-2")),
).split(":")


def transcripts():
    found = []
    for corpus in CORPORA:
        for folder, _, names in os.walk(corpus):
            found += [os.path.join(folder, n) for n in names if n.endswith((".mat", ".txt"))]
    return sorted(found)


def reports(paths):
    """Each file's verdict, games, results, first error and players."""
    out = subprocess.run([BGKIT, "validate", "--format", "jsonl", *paths], capture_output=True)
    seen = {}
    for line in out.stdout.decode("utf-8", "replace").splitlines():
        report = json.loads(line)
        matches = report.get("matches", [])
        results = [(g.get("winner"), g.get("points")) for m in matches for g in m.get("games", [])]
        error = report["errors"][0] if report["errors"] else None
        seen[report["file"]] = {
            "verdict": (report["valid"], report.get("games"), results),
            "error": (error["kind"], error["message"]) if error else None,
            "players": matches[0]["players"] if matches else None,
        }
    return seen


ENDING = re.compile(rb"(\r\n|\r|\n)")


def each_line(change):
    def rewrite(text, _):
        parts = ENDING.split(text)
        parts[0::2] = [change(line) for line in parts[0::2]]
        return b"".join(parts)

    return rewrite


def whole(change):
    return lambda text, _: change(text)


MOVE = rb"(?:[Bb][Aa][Rr]|\d{1,2})(?:/(?:\d{1,2}|[Oo][Ff][Ff])\*?)+(?:\(\d\))?"
PLAY = re.compile(rb"(\d\d: )(" + MOVE + rb"(?: " + MOVE + rb")+)")


def reversed_moves(line):
    return PLAY.sub(lambda m: m.group(1) + b" ".join(reversed(m.group(2).split(b" "))), line)


NEW_NAMES = ["Jos\u00e9 O'Neil 2nd", "Anna-Lena (GER)"]


def renamed(encoding):
    """Both players renamed wherever their names stand as words."""

    def rewrite(text, players):
        if not players or not all(players) or players[0] == players[1]:
            return text
        for old, new in zip(players, NEW_NAMES):
            for spelled in {old.encode("utf-8"), old.encode("latin-1", "replace")}:
                pattern = rb"(?<![\w])" + re.escape(spelled) + rb"(?![\w])"
                text = re.sub(pattern, new.encode(encoding).replace(b"\\", b"\\\\"), text)
        return text

    return rewrite


TRANSFORMS = {
    "crlf": whole(lambda t: ENDING.sub(b"\r\n", t)),
    "cr": whole(lambda t: ENDING.sub(b"\r", t)),
    "lf": whole(lambda t: ENDING.sub(b"\n", t)),
    "bom": whole(lambda t: t if t.startswith(b"\xef\xbb\xbf") else b"\xef\xbb\xbf" + t),
    "no-final-newline": whole(lambda t: t.rstrip(b"\r\n")),
    "extra-final-newlines": whole(lambda t: t + b"\n\n\n"),
    "no-trailing-spaces": each_line(lambda l: l.rstrip(b" \t")),
    "trailing-spaces": each_line(lambda l: l + b"   " if l.strip() else l),
    "one-more-leading-space": each_line(lambda l: b" " + l if l.strip() else l),
    "one-less-leading-space": each_line(
        lambda l: l[1:] if l.startswith(b" ") and not l.startswith(b"  ") else l
    ),
    "double-blank-lines": each_line(lambda l: l if l.strip() else l + b"\n"),
    "no-blank-lines": whole(lambda t: re.sub(rb"(\r\n|\r|\n)(?:[ \t]*(?:\r\n|\r|\n))+", rb"\1", t)),
    "no-header-comments": whole(lambda t: re.sub(rb"(?m)^;[^\r\n]*(?:\r\n|\r|\n)", b"", t)),
    "no-move-numbers": each_line(
        lambda l: re.sub(rb"^(\s*)(\d+\))", lambda m: m.group(1) + b" " * len(m.group(2)), l)
    ),
    "wide-move-numbers": each_line(
        lambda l: re.sub(rb"^\s*(\d+)\)", lambda m: b"%4d)" % int(m.group(1)), l)
    ),
    "tight-move-numbers": each_line(lambda l: re.sub(rb"^\s*(\d+)\)", rb"\1)", l)),
    "bar-as-25": whole(lambda t: re.sub(rb"(?i)\bbar/", b"25/", t)),
    "off-as-0": whole(lambda t: re.sub(rb"(?i)/off\b", b"/0", t)),
    "upper-bar-off": whole(
        lambda t: re.sub(rb"(?i)/off\b", b"/OFF", re.sub(rb"(?i)\bbar/", b"BAR/", t))
    ),
    "reversed-moves": each_line(reversed_moves),
    "names-utf8": renamed("utf-8"),
    "names-latin1": renamed("latin-1"),
}


def main():
    names = sys.argv[1:] or list(TRANSFORMS)
    unknown = [n for n in names if n not in TRANSFORMS]
    if unknown:
        sys.exit(f"no transform {', '.join(unknown)}; there are: {', '.join(TRANSFORMS)}")
    files = transcripts()
    before = reports(files)
    scratch = tempfile.mkdtemp()
    changed_any = False
    try:
        for name in names:
            folder = os.path.join(scratch, name)
            os.makedirs(folder)
            written = {}
            for i, path in enumerate(files):
                with open(path, "rb") as f:
                    text = f.read()
                copy = os.path.join(folder, f"{i:04}-{os.path.basename(path)}")
                with open(copy, "wb") as f:
                    f.write(TRANSFORMS[name](text, before[path]["players"]))
                written[copy] = path
            after = reports(list(written))
            differ = []
            for copy, path in written.items():
                was, now = before[path], after.get(copy)
                if now is None:
                    differ.append((path, "no report"))
                    continue
                by_kind = name.startswith("names") or name == "reversed-moves"
                same_error = (
                    (was["error"] or ("",))[0] == (now["error"] or ("",))[0]
                    if by_kind
                    else was["error"] == now["error"]
                )
                if was["verdict"] != now["verdict"] or not same_error:
                    differ.append((path, was["verdict"][:2], now["verdict"][:2], was["error"], now["error"]))
            changed_any |= bool(differ)
            print(f"{name}: {len(differ)} of {len(files)} differ")
            for d in differ[:8]:
                print("   ", d)
    finally:
        shutil.rmtree(scratch)
    sys.exit(1 if changed_any else 0)


if __name__ == "__main__":
    main()
