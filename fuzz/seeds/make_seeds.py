#!/usr/bin/env python3
"""Writes the seed corpora in fuzz/corpus/<target>/ from the fixtures and the
lists below. Run from anywhere; it rewrites the seed files (not the fuzzers'
work directories). Seeds are small on purpose: the fuzzer grows the rest.

The `mat/json-*` seeds are not made here: they are the first game (twelve
actions) of fixtures read by bgkit and written with serde_json, for the mat
target's replay of hand-built matches."""

import base64
import hashlib
import pathlib
import re

FUZZ = pathlib.Path(__file__).resolve().parent.parent
ROOT = FUZZ.parent
CORPUS = FUZZ / "corpus"


def write(target, name, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)


NOTATION = [
    "4-2 8/4 6/4", "52: 13/8 13/11", "8/4, 6/4", "42:", "13/7*/5", "6/4(3)",
    "2-2 6/4(3) 13/11", "bar/22", "Bar/22* 13/9", "25/22 24/21", "5/off 2/off",
    "7/Off 6/Off", "6/0 5/0", "24/15", "66: 24/18(2) 13/7(2)", "3-1", "31", "  62  ",
    "11: 6/5(4)", "bar/20*/16", "26/20", "0/5", "6/4(99999)", "bar/bar",
    "13/7*/5*/3", "8/4 6/x", "4-7", "00", "6/4(0)", "6/4(", "13/ 7", "\u00e9 8/4",
    "8/4,", "54 13/8 13/9", "63:\t24/18\t13/10", "6-5 24/13\r\n", "BAR/22 OFF",
    "43: 24/20 13/10 8/5", "21 6/5 6/4", "5/4 5/4 5/4 5/4 5/4",
]

IDS = [
    "4HPwATDgc/ABMA", "4HPkASjgc/ABMA", "sGfwATDgc/ABMA", "AwAAOAAAAAAAAA",
    "Bw8AgAYAAAgAAA", "/////////////w", "4HPwATDgc/ABMB", "cAkAAAAAAAAA",
    "QYkqASAAIAAA", "MAGgAAAAAAAE", "4HPwATDgc/ABMA:cAkAAAAAAAAA",
    "4HPkASjgc/ABMA:MAGgAAAAAAAE", "4HPwATDgc/ABMA:QYkqASAAIAAA", "start", "  START ",
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
    "XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:4:2:0:9:10",
    "XGID=-b----E-C---eE---c-e----B-:1:0:1:B:0:0:2:0:10",
    "XGID=-b----E-C--AeD---c-e---AA-:0:0:-1:00:0:0:0:5:10",
    "XGID=aC----D-----------------bA:0:0:-1:31:0:0:0:0:10",
    "XGID=-N--------c--------bbbbbbA:0:0:1:00:0:0:0:0:10",
    "xgid=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:3:0:10",
    "-b----E-C---eE---c-e----B-:0:0:1:R:0:0:1:0:15",
    "XGID=-b----E-C---eE---c-e----B-:16:0:1:00:0:0:0:0:10",
    "XGID=-P----------------------p-:0:0:1:00:0:0:0:0:10",
    "XGID=-b----E-C---eE---c-e----B-", "XGID=", "4HPwATDgc/AB", "4HPwATDgc/ABMA:",
    ":", "4HPw\u00e9TDgc/ABMA",
]

# Positions for the byte-built boards: gnubg Position IDs from the oracle file.
ORACLE = ROOT / "fixtures" / "gnubg" / "plays.txt"


def decode_position_id(text):
    key = base64.b64decode(text + "==")[:10]
    bits = [(key[i // 8] >> (i % 8)) & 1 for i in range(80)]
    sides = [[0] * 25, [0] * 25]
    side = slot = 0
    for bit in bits:
        if side == 2:
            break
        if bit:
            sides[side][slot] += 1
        else:
            slot += 1
            if slot == 25:
                side, slot = side + 1, 0
    # gnubg lists the player not on roll first.
    return sides[1], sides[0]


def board_bytes(on_roll, opponent):
    out = bytearray()
    for slot, count in enumerate(on_roll):
        out += bytes([slot]) * count
    for slot, count in enumerate(opponent):
        out += bytes([0x80 | slot]) * count
    return bytes(out)


def oracle_cases(limit):
    cases = []
    for line in ORACLE.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        words = line.split()
        cases.append(words)
        if len(cases) >= limit:
            break
    return cases


def main():
    for i, text in enumerate(NOTATION):
        write("notation", f"seed-{i:02}", text)
    for i, text in enumerate(IDS):
        write("ids", f"seed-{i:02}", text)
        write("roundtrip", f"text-{i:02}", text)

    cases = oracle_cases(400)[::10]
    for i, words in enumerate(cases):
        on_roll, opponent = decode_position_id(words[0])
        board = board_bytes(on_roll, opponent)
        d1, d2 = int(words[1][0]), int(words[1][1])
        state = bytes([(i * 37 + k * 11) % 256 for k in range(12)])
        write("roundtrip", f"board-{i:02}", state + board)
        # Dice bytes map to d % 6 + 1, so write d - 1.
        head = bytes([d1 - 1, d2 - 1])
        mode = i % 4
        if mode == 0 and len(words) > 3:
            steps = [s.split("/") for s in words[3].split(",")]
            moves = b"".join(bytes([int(a), int(b), 0]) for a, b in steps)
            count = len(steps)
            write("resolve", f"case-{i:02}", head + bytes([0, count]) + moves + board)
        else:
            write("resolve", f"case-{i:02}", head + bytes([mode, i]) + board)

    for path in sorted((ROOT / "fixtures").glob("*/*")):
        if path.suffix not in (".mat", ".txt") or path.name in ("plays.txt", "names.txt", "results.txt"):
            continue
        data = path.read_bytes()
        stem = path.stem
        starts = [m.start() for m in re.finditer(rb"(?m)^ ?Game \d+", data)]
        if starts:
            header = data[: starts[0]]
            first = data[: starts[1]] if len(starts) > 1 else data
            write("mat", f"{stem}-first-game", first)
            if len(starts) > 2:
                write("mat", f"{stem}-second-game", header + data[starts[1]: starts[2]])
            write("mat", f"{stem}-last-game", header + data[starts[-1]:])
        else:
            write("mat", f"{stem}-whole", data)
    small = {
        "crlf": b" 1 point match\r\n\r\n Game 1\r\n Ann : 0      Bob : 0\r\n  1) 31: 8/5 6/5\r\n",
        "bom": b"\xef\xbb\xbf 1 point match\n\n Game 1\n Ann : 0      Bob : 0\n  1) 31: 8/5 6/5\n",
        "latin1": b" 3 point match\n\n Game 1\n J\xfcrgen : 0      Bj\xf6rn : 0\n  1) 31: 8/5 6/5      42: 8/4 6/4\n",
        "plain": b"31: 8/5 6/5\n42: 8/4 6/4\n66:\n",
        "money": b" Game 1\n A : 0   B : 0\n  1) 65: 24/13    Doubles => 2\n  2)  Takes      31: 8/5 6/5\n",
        "beaver": b" 0 point match\n\n Game 1\n A : 0   B : 0\n  1) 65: 24/13    Doubles => 2\n  2)  Beavers => 4\n",
        "resign": b" 1 point match\n\n Game 1\n A : 0   B : 0\n  1) 65: 24/13    43: ???\n                  Wins 1 point and the match\n",
    }
    for name, data in small.items():
        write("mat", f"small-{name}", data)
    sgf_seeds()
    contract_seeds()


def contract_seeds():
    """Real files, whole: the samples of every dialect, the real-world
    transcripts and SGF files, the hostile reproducers, and a few of GNU
    Backgammon's self-play matches, each under the fuzzer's 20,000 bytes; and
    two matches joined, for the contract's check of every command."""
    paths = sorted((ROOT / "fixtures" / "dialects").glob("*.*"))
    paths += sorted((ROOT / "fixtures" / "realworld").rglob("*.mat"))
    paths += sorted((ROOT / "fixtures" / "realworld").rglob("*.txt"))
    paths += sorted((ROOT / "fixtures" / "sgf" / "realworld").glob("*.sgf"))
    paths += sorted((ROOT / "fixtures" / "hostile").glob("*.*"))
    paths += sorted((ROOT / "fixtures" / "gnubg" / "matches").glob("m0[1-5]-*.mat"))[::12]
    paths += sorted((ROOT / "fixtures" / "sgf" / "gnubg").glob("m0[1-5]-*.sgf"))[::6]
    # Short names: libFuzzer built without a sanitizer crashes at start-up on
    # long corpus paths (its `memcmp` interceptor is not set up yet).
    count = {}
    for path in paths:
        if path.name in ("README.md", "binary.bin", "ids.txt", "records.txt"):
            continue
        data = path.read_bytes()
        if len(data) <= 20000:
            kind = path.parent.name
            count[kind] = count.get(kind, 0) + 1
            write("contract", f"{kind}-{count[kind]:02}", data)
    charlot = (ROOT / "fixtures" / "realworld" / "gnubg-charlot-7p.mat").read_bytes()
    short = (ROOT / "fixtures" / "realworld" / "gnubg-roll-then-resign-1p.mat").read_bytes()
    write("contract", "joined-01", short + b"\n" + charlot)


def sgf_seeds():
    """The first game tree of GNU Backgammon's SGF fixtures and of the real
    files, and small hand-written files, good and bad."""
    trees = sorted((ROOT / "fixtures" / "sgf" / "gnubg").glob("*.sgf"))[::10]
    trees += sorted((ROOT / "fixtures" / "sgf" / "realworld").glob("*.sgf"))
    for path in trees:
        data = path.read_bytes()
        end = data.find(b")\n(")
        write("sgf", f"{path.stem}-first-tree", data if end < 0 else data[: end + 2])
    small = {
        "dance": b"(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[a]PB[b]RU[Crawford]\n;W[31hefe]\n;B[66])",
        "cube": b"(;FF[4]GM[6]MI[length:0]PW[a]PB[b]RE[W+1]\n;W[31hefe]\n;B[double]\n;W[drop])",
        "resign": b"(;GM[6]MI[length:3]RE[B+2R];W[31hefe];B[42qusu])",
        "gibbon-resign": b"(;GM[6]MI[length:3]RE[B+1Resign];W[31hefe];B[resign:1];W[accept])",
        "comment": b"(;GM[6]MI[length:3];W[31hefe]C[a \\] bracket])",
        "variation": b"(;GM[6]MI[length:3];W[31hefe](;B[42qusu])(;B[66]))",
        "go": b"(;FF[4]GM[1]SZ[19];B[pd])",
        "truncated": b"(;FF[4]GM[6]MI[length:3];W[31he",
        "bad-dice": b"(;GM[6];W[71hele])",
        "bad-letter": b"(;GM[6];W[31h{])",
        "bad-result": b"(;GM[6]RE[X+1];W[31hefe])",
        "two-trees": b"(;GM[6]MI[length:1][game:0];W[31hefe])\n(;GM[6]MI[length:1][game:1];B[31qtst])",
    }
    for name, data in small.items():
        write("sgf", f"small-{name}", data)


if __name__ == "__main__":
    main()
