# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_bgkit_global_optspecs
    string join \n h/help V/version
end

function __fish_bgkit_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_bgkit_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_bgkit_using_subcommand
    set -l cmd (__fish_bgkit_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c bgkit -n "__fish_bgkit_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_needs_command" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "parse" -d 'Parse Magriel records (`4-2 8/4 6/4`) and print them canonically'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "moves" -d 'Every legal play of a roll, one per distinct resulting position'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "play" -d 'Apply a written play: check it and show the position after it'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "pips" -d 'Pip counts of both sides'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "board" -d 'Draw the position as text, the player on roll as `X` at the bottom'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "position" -d 'The position before turn M of game N of a transcript, or at the game\'s end, as `board` prints it'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "id" -d 'Convert a position between GNU Backgammon IDs and an XGID'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "validate" -d 'Validate match transcripts (.mat files of any common writer)'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "shots" -d 'Shots: how many of the 36 rolls hit'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "race" -d 'Race metrics: pips; Keith, Thorp, 8-9-12 and rule-of-10 verdicts; Kleinman\'s winning chance; effective pip counts and wastage; exact bear-off odds'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "score" -d 'The value of a finished game (one side has borne off every checker)'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "rules" -d 'List the rule sets, or describe one in words, with the readings chosen where the source texts are silent'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "opening" -d 'The best opening plays as the source texts give them, one row per roll from 2-1 to 6-5, beside today\'s consensus play (the best money play of published computer rollouts), each play checked legal by the rules engine and shown in canonical notation with the Position ID after it (the opponent on roll), with the texts\' remarks and the alternative plays they name'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "export" -d 'Export a match transcript as data: every turn with the board around it'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "stats" -d 'Per-player statistics of matches: dice, dances and hits against their exact expectations, exact bear-off luck and errors, cube and results, and the errors and luck an engine\'s analysis recorded in the file'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "fmt" -d 'Rewrite match transcripts of any dialect in bgkit\'s canonical .mat form'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "completions" -d 'Print a shell completion script to standard output'
complete -c bgkit -n "__fish_bgkit_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bgkit -n "__fish_bgkit_using_subcommand parse" -l format -d 'Output format (default: table, or jsonl when reading standard input)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand parse" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand parse" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand moves" -l format -d 'Output format (default: table, or jsonl when reading standard input)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand moves" -l rules -d 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard' -r -f -a "standard\t'Standard backgammon'
oxford\t'Oxford "The 10 Games" scoring: the loser\'s checkers left count'
msn\t'MSN Internet Backgammon: the Crawford rule, the cube capped at 64'"
complete -c bgkit -n "__fish_bgkit_using_subcommand moves" -l max-stack -d 'No point may hold more than N checkers of one player (the Oxford option is 6)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand moves" -l count -d 'Print only the number of legal plays'
complete -c bgkit -n "__fish_bgkit_using_subcommand moves" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand moves" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand play" -l format -d 'Output format (default: table, or jsonl when reading standard input)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand play" -l rules -d 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard' -r -f -a "standard\t'Standard backgammon'
oxford\t'Oxford "The 10 Games" scoring: the loser\'s checkers left count'
msn\t'MSN Internet Backgammon: the Crawford rule, the cube capped at 64'"
complete -c bgkit -n "__fish_bgkit_using_subcommand play" -l max-stack -d 'No point may hold more than N checkers of one player (the Oxford option is 6)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand play" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand play" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand pips" -l format -d 'Output format (default: table, or jsonl when reading standard input)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand pips" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand pips" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand board" -l svg -d 'Write an SVG diagram of the one position to FILE instead (`-` for standard output)' -r -F
complete -c bgkit -n "__fish_bgkit_using_subcommand board" -l format -d 'Output format: the diagram (`table`, the default on arguments), or the position\'s IDs, pips and dice as `json`, `jsonl` (the default on standard input) or `csv`' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand board" -l perspective -d 'Whose view to draw: the player on roll at the bottom, or player 0 at the bottom whoever is on roll' -r -f -a "on-roll\t'The player on roll at the bottom (`X`, light checkers)'
player0\t'Player 0 (GNU Backgammon\'s player 0, the XGID\'s top player, the left column of a transcript) at the bottom whoever is on roll; without match data the player on roll counts as player 0'"
complete -c bgkit -n "__fish_bgkit_using_subcommand board" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand board" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l game -d 'The game, by the number on its ` Game N` line' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l turn -d 'The turn of that game, counted from 1 as `export` counts them, or `end` for the position the game ends in (the default without `--move`)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l move -d 'The turn by the transcript\'s own move number instead: the first turn on the line that starts ` M)`, or with `--player` that player\'s' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l player -d 'With `--move`, the player whose turn on that line is meant: 0 (the left column) or 1 (the right), as `export` numbers players' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l match -d 'The match the game is in, from 1, when the input holds several (match files joined end to end)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l svg -d 'Write an SVG picture to FILE instead (`-` for standard output)' -r -F
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l format -d 'Output format: the diagram (`table`, the default), or the position\'s IDs, pips and dice as `json`, `jsonl` or `csv`' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l perspective -d 'Whose view to draw: the player on roll at the bottom, or player 0 (the left column) at the bottom whoever is on roll' -r -f -a "on-roll\t'The player on roll at the bottom (`X`, light checkers)'
player0\t'Player 0 (GNU Backgammon\'s player 0, the XGID\'s top player, the left column of a transcript) at the bottom whoever is on roll; without match data the player on roll counts as player 0'"
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -l force -d 'Take the position from a transcript that breaks the rules, up to its first rule break'
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand position" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand id" -l format -d 'Output format (default: table, or jsonl when reading standard input)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand id" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand id" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -l format -d 'Output format: the text report (`table`, also `text`; the default on files), one JSON document per file (an array for several), one JSON line per file (the default on standard input), or CSV with one row per diagnostic and an `ok` row for a file without any' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -l allow -d 'Leave out warnings of this kind (`writer-quirk`, `hit-marks`, ...: the kinds the report names); errors of every kind stay. May be given more than once, or as a comma-separated list; with `--strict`, the warnings left count as errors' -r -f -a "syntax\t''
match-length\t''
illegal-play\t''
wrong-turn\t''
wrong-score\t''
wrong-result\t''
missing-result\t''
cube-out-of-turn\t''
crawford-double\t''
wrong-cube\t''
beaver\t''
unexpected-action\t''
hit-marks\t''
writer-quirk\t''
game-number\t''
move-number\t''
player-name\t''
unfinished\t''
too-many-errors\t''
variant\t''"
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -s j -l jobs -d 'Files read in parallel (default: every core)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -l glob -d 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -l color -d 'Colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always, never' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always'
never\t'Never'"
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -l rules -d 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard' -r -f -a "standard\t'Standard backgammon'
oxford\t'Oxford "The 10 Games" scoring: the loser\'s checkers left count'
msn\t'MSN Internet Backgammon: the Crawford rule, the cube capped at 64'"
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -l max-stack -d 'No point may hold more than N checkers of one player (the Oxford option is 6)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -l strict -d 'Treat warnings (writer quirks, wrong hit marks) as errors'
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -s q -l quiet -d 'Print only problems: no per-file `ok` lines (nor JSON lines or CSV rows of files without diagnostics), no progress bar, no summary'
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand validate" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -l after -d 'With `--roll`: the play the player on roll makes before counting the opponent\'s shots' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -l roll -d 'The roll that `--after` plays' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -l format -d 'Output format (default: table, or jsonl when reading standard input)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -l rules -d 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard' -r -f -a "standard\t'Standard backgammon'
oxford\t'Oxford "The 10 Games" scoring: the loser\'s checkers left count'
msn\t'MSN Internet Backgammon: the Crawford rule, the cube capped at 64'"
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -l max-stack -d 'No point may hold more than N checkers of one player (the Oxford option is 6)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -l table -d 'Print the direct-shot table (distance 1 to 24, open board)'
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -l entering -d 'Print the entering table (0 to 6 closed points, one and two checkers)'
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand shots" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand race" -l format -d 'Output format (default: table, or jsonl when reading standard input)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand race" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand race" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand score" -l cube -d 'The cube\'s value (default: the position\'s own, 1 for a bare Position ID); under Oxford rules the stake the loser\'s doubling offers set (2 per refused offer, 4 per accepted one, multiplied)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand score" -l format -d 'Output format (default: table, or jsonl when reading standard input)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand score" -l rules -d 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard' -r -f -a "standard\t'Standard backgammon'
oxford\t'Oxford "The 10 Games" scoring: the loser\'s checkers left count'
msn\t'MSN Internet Backgammon: the Crawford rule, the cube capped at 64'"
complete -c bgkit -n "__fish_bgkit_using_subcommand score" -l max-stack -d 'No point may hold more than N checkers of one player (the Oxford option is 6)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand score" -l opening-double -d 'Oxford rules: the opening roll was a double, which doubles the game'
complete -c bgkit -n "__fish_bgkit_using_subcommand score" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand score" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand rules" -l format -d 'Output format: text (`table`, the default), JSON (one document; a list without NAME), JSON lines (one line per rule set) or CSV (one row per sentence: `name`, `title`, `kind`, `text`)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand rules" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand rules" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand opening" -l format -d 'Output format: a table (default; one row per play), JSON (one document; `jsonl`: one roll per line) or CSV (one row per play)' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand opening" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand opening" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l format -d 'Output format: one JSON document per file (default; an array of them for several files), JSON lines (default on standard input: a line for the match, then for each game a line, one per turn and one for its result), or a table or CSV of the turns' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l svg-dir -d 'Write one SVG picture per roll into DIR (created if missing), named by game and turn (`g01-t007.svg`), instead of printing JSON' -r -F
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l perspective -d 'Whose view the pictures are drawn from: player 0 at the bottom in the same colour on every frame (the default), or each frame\'s mover at the bottom' -r -f -a "on-roll\t'The player on roll at the bottom (`X`, light checkers)'
player0\t'Player 0 (GNU Backgammon\'s player 0, the XGID\'s top player, the left column of a transcript) at the bottom whoever is on roll; without match data the player on roll counts as player 0'"
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l html -d 'Write the match as one self-contained web page to FILE (`-` for standard output), to step through in a browser: the board of every turn, the move list, the score, the cube and the pips' -r -F
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l match -d 'Of an input that holds several matches (match files joined end to end), export only match N (from 1); the pictures and the page are of match 1 unless N is given' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l glob -d 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l rules -d 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard' -r -f -a "standard\t'Standard backgammon'
oxford\t'Oxford "The 10 Games" scoring: the loser\'s checkers left count'
msn\t'MSN Internet Backgammon: the Crawford rule, the cube capped at 64'"
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l max-stack -d 'No point may hold more than N checkers of one player (the Oxford option is 6)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -l force -d 'Export a transcript that breaks the rules anyway: every game that can be read, turns after a rule break without positions, and a game cut short by text that cannot be read up to it, marked `cut`'
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand export" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -l format -d 'Output format: a table with one column per player (default on files), JSON, one JSON line per player (default on standard input), or CSV' -r -f -a "table\t'Aligned text for people (the default); `validate`\'s report. Also spelled `text`'
json\t'One pretty-printed JSON document'
jsonl\t'One compact JSON object per line, for streaming'
csv\t'Comma-separated values with a header row, where the data is tabular'"
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -l glob -d 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -s j -l jobs -d 'Files read in parallel (default: every core)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -l rules -d 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard' -r -f -a "standard\t'Standard backgammon'
oxford\t'Oxford "The 10 Games" scoring: the loser\'s checkers left count'
msn\t'MSN Internet Backgammon: the Crawford rule, the cube capped at 64'"
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -l max-stack -d 'No point may hold more than N checkers of one player (the Oxford option is 6)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -l by-player -d 'Add up the files by player name: one row per name'
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -l force -d 'Count a transcript that breaks the rules anyway, as far as the replay followed it (still exit 1)'
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand stats" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand fmt" -l rules -d 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard' -r -f -a "standard\t'Standard backgammon'
oxford\t'Oxford "The 10 Games" scoring: the loser\'s checkers left count'
msn\t'MSN Internet Backgammon: the Crawford rule, the cube capped at 64'"
complete -c bgkit -n "__fish_bgkit_using_subcommand fmt" -l max-stack -d 'No point may hold more than N checkers of one player (the Oxford option is 6)' -r
complete -c bgkit -n "__fish_bgkit_using_subcommand fmt" -l to -d 'The format to write: `mat` (the canonical .mat text) or `sgf` (GNU Backgammon\'s SGF)' -r -f -a "mat\t'The canonical .mat transcript'
sgf\t'GNU Backgammon SGF (`GM[6]`)'"
complete -c bgkit -n "__fish_bgkit_using_subcommand fmt" -s i -l in-place -d 'Rewrite the files themselves (through a temporary file in the same directory, renamed over the original) instead of printing them. The canonical form is UTF-8: a file saved as UTF-16 is rewritten as UTF-8'
complete -c bgkit -n "__fish_bgkit_using_subcommand fmt" -l check -d 'Print nothing but the names of files not already in canonical form, and exit 1 if there are any'
complete -c bgkit -n "__fish_bgkit_using_subcommand fmt" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand fmt" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bgkit -n "__fish_bgkit_using_subcommand completions" -s V -l version -d 'Print version'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "parse" -d 'Parse Magriel records (`4-2 8/4 6/4`) and print them canonically'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "moves" -d 'Every legal play of a roll, one per distinct resulting position'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "play" -d 'Apply a written play: check it and show the position after it'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "pips" -d 'Pip counts of both sides'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "board" -d 'Draw the position as text, the player on roll as `X` at the bottom'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "position" -d 'The position before turn M of game N of a transcript, or at the game\'s end, as `board` prints it'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "id" -d 'Convert a position between GNU Backgammon IDs and an XGID'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "validate" -d 'Validate match transcripts (.mat files of any common writer)'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "shots" -d 'Shots: how many of the 36 rolls hit'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "race" -d 'Race metrics: pips; Keith, Thorp, 8-9-12 and rule-of-10 verdicts; Kleinman\'s winning chance; effective pip counts and wastage; exact bear-off odds'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "score" -d 'The value of a finished game (one side has borne off every checker)'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "rules" -d 'List the rule sets, or describe one in words, with the readings chosen where the source texts are silent'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "opening" -d 'The best opening plays as the source texts give them, one row per roll from 2-1 to 6-5, beside today\'s consensus play (the best money play of published computer rollouts), each play checked legal by the rules engine and shown in canonical notation with the Position ID after it (the opponent on roll), with the texts\' remarks and the alternative plays they name'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "export" -d 'Export a match transcript as data: every turn with the board around it'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "stats" -d 'Per-player statistics of matches: dice, dances and hits against their exact expectations, exact bear-off luck and errors, cube and results, and the errors and luck an engine\'s analysis recorded in the file'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "fmt" -d 'Rewrite match transcripts of any dialect in bgkit\'s canonical .mat form'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "completions" -d 'Print a shell completion script to standard output'
complete -c bgkit -n "__fish_bgkit_using_subcommand help; and not __fish_seen_subcommand_from parse moves play pips board position id validate shots race score rules opening export stats fmt completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
