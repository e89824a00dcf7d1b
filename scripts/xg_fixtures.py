#!/usr/bin/env python3
"""Expected readings of the eXtreme Gammon fixtures, from an independent reader.

    pip install xgdatatools
    python3 scripts/xg_fixtures.py

Run from the repository root. It reads every file in fixtures/xg/ (the real
matches copied there from the shared corpus) with xgdatatools, and:

- makes new files from the real ones into fixtures/xg/made/: readable ones
  (a match cut after a game or inside one, a file without its thumbnail, one
  whose temp.xg is stored uncompressed) and broken ones into
  fixtures/xg/broken/ (truncated at several offsets, a corrupt zlib byte,
  absurd counts and sizes, a wrong magic number, a record of an unknown
  type), and lists in fixtures/xg/broken/BROKEN.jsonl whether xgdatatools
  refuses each;
- writes fixtures/xg/EXPECTED.jsonl, one line per readable file: players,
  match length and rules, and per game the score, winner and points, every
  roll (player, dice high first, and the board after the play as a GNU
  Backgammon Position ID from the mover's side, worked out here from XG's
  board and moves), every cube action, and the sums of XG's analysis;
- writes the seed corpus of the `xg` fuzz target into fuzz/corpus/xg/.

The tests compare bgkit's reading with these files; they never run Python.
"""

import base64
import glob
import io
import json
import os
import struct
import sys
import zlib

import xgdatatools  # noqa: F401  (its modules import each other by name)

sys.path.insert(0, os.path.dirname(xgdatatools.__file__))
import xgimport  # noqa: E402
import xgstruct  # noqa: E402
import xgzarc  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
FIXTURES = os.path.join(ROOT, "fixtures", "xg")
MADE = os.path.join(FIXTURES, "made")
BROKEN = os.path.join(FIXTURES, "broken")
SEEDS = os.path.join(ROOT, "fuzz", "corpus", "xg")
RECORD = 2560
HEADER = 8232
NOT_ANALYSED = -1000.0


# ---------------------------------------------------------------------------
# The container, taken apart and put together again


def unpack(data):
    """The header with its thumbnail, and the archive's files as
    (name, contents, level)."""
    header_size, = struct.unpack_from("<i", data, 8)
    thumb_offset, thumb_size = struct.unpack_from("<qI", data, 12)
    crc, count, _version, index_size, data_size, index_compressed = struct.unpack_from(
        "<Iiiiii", data, len(data) - 36)
    end = len(data) - 36
    index_start = end - index_size
    data_start = index_start - data_size
    index = data[index_start:end]
    if index_compressed:
        index = zlib.decompress(index)
    files = []
    for i in range(count):
        entry = index[i * 532:(i + 1) * 532]
        name = entry[1:1 + entry[0]].decode("latin-1")
        size, stored_size, start, _crc, flag, level = struct.unpack_from("<iiiIBB", entry, 512)
        stored = data[data_start + start:data_start + start + stored_size]
        contents = zlib.decompress(stored) if flag == 0 else stored
        assert len(contents) == size
        files.append((name, contents, level))
    head = data[:header_size + thumb_offset + thumb_size]
    return head, files


def pack(head, files, stored=()):
    """A container of `files` after `head`; names in `stored` are not compressed."""
    body = b""
    entries = b""
    for name, contents, level in files:
        packed = contents if name in stored else zlib.compress(contents, 6)
        name_bytes = name.encode("latin-1")
        entry = bytes([len(name_bytes)]) + name_bytes.ljust(255, b"\0")
        entry += b"\0" * 256
        entry += struct.pack("<iiiIBBxx", len(contents), len(packed), len(body),
                             zlib.crc32(contents) & 0xFFFFFFFF,
                             1 if name in stored else 0, level)
        body += packed
        entries += entry
    index = zlib.compress(entries, 6)
    crc = zlib.crc32(body + index) & 0xFFFFFFFF
    record = struct.pack("<Iiiiii", crc, len(files), 1, len(index), len(body), 1) + b"\0" * 12
    return head + body + index + record


def without_thumbnail(head):
    """The header alone, saying it has no thumbnail."""
    header = bytearray(head[:HEADER])
    struct.pack_into("<qI", header, 12, 0, 0)
    return bytes(header)


def replaced(files, name, contents):
    return [(n, contents if n == name else c, lvl) for n, c, lvl in files]


def game_file(files):
    return next(c for n, c, _ in files if n == "temp.xg")


def record_types(temp_xg):
    return [temp_xg[i * RECORD + 8] for i in range(len(temp_xg) // RECORD)]


# ---------------------------------------------------------------------------
# xgdatatools' reading


def records(path):
    """Every record of temp.xg as xgdatatools reads it."""
    found = []
    version = -1
    for segment in xgimport.Import(path).getfilesegment():
        if segment.type != xgimport.Import.Segment.XG_GAMEFILE:
            continue
        segment.fd.seek(0)
        while True:
            record = xgstruct.GameFileRecord(version=version).fromstream(segment.fd)
            if record is None:
                break
            if isinstance(record, xgstruct.HeaderMatchEntry):
                version = record.Version
            found.append(record)
    return found


def text(value):
    if isinstance(value, bytes):
        value = value.decode("utf-8")
    return " ".join((value or "").split())


def flip(board):
    """A board of player 1's side from the other side."""
    return [-board[25 - i] for i in range(26)]


def play(board, moves):
    """XG's from/to pairs played on `board` (the mover's side, positive)."""
    board = list(board)
    for k in range(0, 8, 2):
        source, target = moves[k], moves[k + 1]
        if source == -1:
            break
        board[source + 1] -= 1
        if target >= 0:
            if board[target + 1] == -1:
                board[target + 1] = 0
                board[0] -= 1
            board[target + 1] += 1
    return board


def position_id(board):
    """GNU Backgammon's Position ID of `board` (the on-roll side positive):
    the opponent's 25 places first, then the on-roll player's, each a run of
    ones (one per checker) and a zero, packed from the low bit up."""
    opponent = [max(0, -board[25 - p]) for p in range(1, 25)] + [max(0, -board[0])]
    on_roll = [max(0, board[p]) for p in range(1, 25)] + [max(0, board[25])]
    bits = []
    for side in (opponent, on_roll):
        for count in side:
            bits += [1] * count + [0]
    key = bytearray(10)
    for i, bit in enumerate(bits[:80]):
        key[i // 8] |= bit << (i % 8)
    return base64.b64encode(bytes(key)).decode("ascii")[:14]


assert position_id([0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0]) == "4HPwATDgc/ABMA"


def analysed(value):
    return value != NOT_ANALYSED


def expected(path):
    """What bgkit must read in the file at `path`."""
    found = records(path)
    header = found[0]
    length = 0 if header.MatchLength == 99999 else header.MatchLength
    entry = {
        "file": os.path.relpath(path, FIXTURES),
        "players": [text(header.Player1) or text(header.SPlayer1),
                    text(header.Player2) or text(header.SPlayer2)],
        "length": length,
        "rules": {
            "crawford": bool(header.Crawford),
            "jacoby": bool(header.Jacoby),
            "beaver": bool(header.Beaver),
            "cube_limit": 2 ** header.CubeLimit if header.CubeLimit else None,
            "variation": header.Variation,
        },
        "games": [],
    }
    game = None
    for record in found[1:]:
        if isinstance(record, xgstruct.HeaderGameEntry):
            game = {
                "number": record.GameNumber,
                "score": [record.Score1, record.Score2],
                "winner": None,
                "points": None,
                "rolls": [],
                "cube": [],
                "analysis": {"play_error": 0.0, "plays": 0, "luck": 0.0, "rolls": 0,
                             "cube_error": 0.0, "cube_decisions": 0,
                             "take_error": 0.0, "take_decisions": 0},
            }
            entry["games"].append(game)
        elif isinstance(record, xgstruct.CubeEntry):
            mover = 0 if record.ActiveP == 1 else 1
            sums = game["analysis"]
            if record.Double in (0, 1) and analysed(record.ErrCube):
                sums["cube_error"] += record.ErrCube
                sums["cube_decisions"] += 1
            if record.Double != 1:
                continue
            cube = 2 ** (abs(record.CubeB) + 1)
            game["cube"].append(["double", mover, cube])
            answers = {1: ["take", 1 - mover], 0: ["drop", 1 - mover],
                       2: ["beaver", 1 - mover, 2 * cube]}
            if record.Take in answers:
                game["cube"].append(answers[record.Take])
                if analysed(record.ErrTake):
                    sums["take_error"] += record.ErrTake
                    sums["take_decisions"] += 1
        elif isinstance(record, xgstruct.MoveEntry):
            mover = 0 if record.ActiveP == 1 else 1
            before = list(record.PositionI) if mover == 0 else flip(record.PositionI)
            dice = sorted(record.Dice, reverse=True)
            resigned = not record.Played and all(m == 0 for m in record.Moves)
            after = None if resigned else position_id(play(before, record.Moves))
            game["rolls"].append([mover, dice, after])
            sums = game["analysis"]
            if analysed(record.ErrMove):
                sums["play_error"] += record.ErrMove
                sums["plays"] += 1
            if analysed(record.ErrLuck):
                sums["luck"] += record.ErrLuck
                sums["rolls"] += 1
        elif isinstance(record, xgstruct.FooterGameEntry):
            if record.Winner in (1, -1):
                game["winner"] = 0 if record.Winner == 1 else 1
                game["points"] = record.PointsWon
        elif isinstance(record, xgstruct.FooterMatchEntry):
            break
    return entry


def refused(path):
    """Whether xgdatatools refuses the file, and its words."""
    try:
        records(path)
        return False, ""
    except Exception as error:  # noqa: BLE001 - any failure is a refusal
        return True, f"{type(error).__name__}: {error}"[:200]


# ---------------------------------------------------------------------------
# Files made from the real ones


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        out.write(data)


def cut_after_games(temp_xg, games):
    """temp.xg up to the footer of game `games`."""
    footers = [i for i, t in enumerate(record_types(temp_xg)) if t == 4]
    return temp_xg[:(footers[games - 1] + 1) * RECORD]


def made_files(real):
    """Readable files made from the real ones."""
    lux, charlot, comment, test = (real[name] for name in (
        "Lux Heuler-Franzosen 7 point match 12.08.2024.xg",
        "charlot1-charlot2_7p_2025-11-08-2305.xg",
        "match_with_comment.xg", "test.xg"))
    head, files = unpack(lux)
    write(os.path.join(MADE, "lux-first-three-games.xg"),
          pack(head, replaced(files, "temp.xg", cut_after_games(game_file(files), 3))))
    head, files = unpack(comment)
    temp_xg = game_file(files)
    # Inside game 2: its header and the first ten records after it.
    second = [i for i, t in enumerate(record_types(temp_xg)) if t == 1][1]
    write(os.path.join(MADE, "comment-stops-inside-game-two.xg"),
          pack(head, replaced(files, "temp.xg", temp_xg[:(second + 11) * RECORD])))
    head, files = unpack(test)
    write(os.path.join(MADE, "test-without-thumbnail.xg"), pack(without_thumbnail(head), files))
    head, files = unpack(charlot)
    # Stored, as the format allows: the first twenty records, to stay small.
    write(os.path.join(MADE, "charlot-stored-first-twenty-records.xg"),
          pack(head, replaced(files, "temp.xg", game_file(files)[:20 * RECORD]), stored=("temp.xg",)))


def broken_files(real):
    """Files a reader must refuse, made from the first game of a real one
    (without its thumbnail, to keep them small)."""
    head, files = unpack(real["charlot1-charlot2_7p_2025-11-08-2305.xg"])
    first_game = cut_after_games(game_file(files), 1)
    charlot = pack(without_thumbnail(head), replaced(files, "temp.xg", first_game))
    made = {}
    for cut in (3, 100, HEADER, HEADER + 500, len(charlot) // 2, len(charlot) - 37, len(charlot) - 1):
        made[f"truncated-at-{cut}.xg"] = charlot[:cut]
    made["wrong-magic.xg"] = b"RGMX" + charlot[4:]
    head, files = unpack(charlot)
    good = charlot
    # A byte of temp.xg's zlib stream changed, the archive's checksum made
    # to match again: only the stream itself can tell.
    data = bytearray(good)
    data[len(head) + 2000] ^= 0x55
    body_end = len(data) - 36
    index_size, data_size = struct.unpack_from("<ii", data, body_end + 12)
    struct.pack_into("<I", data, body_end,
                     zlib.crc32(bytes(data[body_end - index_size - data_size:body_end])) & 0xFFFFFFFF)
    made["corrupt-zlib-byte.xg"] = bytes(data)
    # The same byte changed, the checksum left as it was.
    data = bytearray(good)
    data[len(head) + 2000] ^= 0x55
    made["corrupt-archive-checksum.xg"] = bytes(data)
    # The archive says it holds two billion files.
    data = bytearray(good)
    struct.pack_into("<i", data, len(data) - 32, 0x7FFFFFFF)
    made["absurd-file-count.xg"] = bytes(data)
    # temp.xg says it decompresses to two gigabytes.
    made["absurd-file-size.xg"] = absurd_size(head, files)
    temp_xg = bytearray(game_file(files))
    # A move record lists a million candidate plays.
    move = record_types(bytes(temp_xg)).index(3)
    struct.pack_into("<i", temp_xg, move * RECORD + 188, 1_000_000)
    made["absurd-candidate-count.xg"] = pack(head, replaced(files, "temp.xg", bytes(temp_xg)))
    temp_xg = bytearray(game_file(files))
    temp_xg[5 * RECORD + 8] = 9
    made["unknown-record-type.xg"] = pack(head, replaced(files, "temp.xg", bytes(temp_xg)))
    made["part-record.xg"] = pack(head, replaced(files, "temp.xg", game_file(files)[:7 * RECORD + 100]))
    os.makedirs(BROKEN, exist_ok=True)
    listing = []
    for name, data in sorted(made.items()):
        path = os.path.join(BROKEN, name)
        write(path, data)
        refuses, words = refused(path)
        listing.append({"file": name, "xgdatatools_refuses": refuses, "xgdatatools_says": words})
    with open(os.path.join(BROKEN, "BROKEN.jsonl"), "w") as out:
        for line in listing:
            out.write(json.dumps(line, ensure_ascii=False) + "\n")


def absurd_size(head, files):
    """A container whose index says temp.xg is 2 GB once decompressed."""
    data = bytearray(pack(head, files))
    end = len(data) - 36
    index_size, = struct.unpack_from("<i", data, end + 12)
    entries = bytearray(zlib.decompress(bytes(data[end - index_size:end])))
    for i in range(len(entries) // 532):
        if entries[i * 532 + 1:i * 532 + 8] == b"temp.xg":
            struct.pack_into("<i", entries, i * 532 + 512, 0x7FFFFFF0)
    index = zlib.compress(bytes(entries), 6)
    body = bytes(data[:end - index_size])
    data_size, = struct.unpack_from("<i", data, end + 16)
    crc = zlib.crc32(body[len(body) - data_size:] + index) & 0xFFFFFFFF
    record = struct.pack("<Iiiiii", crc, len(entries) // 532, 1, len(index), data_size, 1) + b"\0" * 12
    return body + index + record


def seeds(real, positions):
    """The fuzz target's seeds: each real game alone in a file without a
    thumbnail, the position files, and bare records (which the target wraps
    in a container itself)."""
    os.makedirs(SEEDS, exist_ok=True)
    for old in glob.glob(os.path.join(SEEDS, "*")):
        os.remove(old)
    for name, data in sorted(real.items()):
        head, files = unpack(data)
        temp_xg = game_file(files)
        types = record_types(temp_xg)
        starts = [i for i, t in enumerate(types) if t == 1]
        stem = os.path.splitext(name)[0].replace(" ", "-")
        for number, start in enumerate(starts, 1):
            end = starts[number] if number < len(starts) else len(types)
            alone = temp_xg[:RECORD] + temp_xg[start * RECORD:end * RECORD]
            write(os.path.join(SEEDS, f"{stem}-game-{number}.xg"),
                  pack(without_thumbnail(head), replaced(files, "temp.xg", alone)))
        write(os.path.join(SEEDS, f"{stem}-records"), temp_xg[:6 * RECORD])
    for path in positions:
        head, files = unpack(open(path, "rb").read())
        write(os.path.join(SEEDS, os.path.basename(path)), pack(without_thumbnail(head), files))


def main():
    real = {}
    for path in sorted(glob.glob(os.path.join(FIXTURES, "*.xg"))):
        real[os.path.basename(path)] = open(path, "rb").read()
    made_files(real)
    broken_files(real)
    readable = sorted(glob.glob(os.path.join(FIXTURES, "*.xg"))) + sorted(
        glob.glob(os.path.join(MADE, "*.xg")))
    with open(os.path.join(FIXTURES, "EXPECTED.jsonl"), "w") as out:
        for path in readable:
            out.write(json.dumps(expected(path), ensure_ascii=False) + "\n")
    seeds(real, sorted(glob.glob(os.path.join(FIXTURES, "positions", "*.xgp"))))
    print(f"{len(readable)} readable files, {len(os.listdir(BROKEN)) - 1} broken, "
          f"{len(os.listdir(SEEDS))} seeds")


if __name__ == "__main__":
    main()
