
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'bgkit' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'bgkit'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'bgkit' {
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('parse', 'parse', [CompletionResultType]::ParameterValue, 'Parse Magriel records (`4-2 8/4 6/4`) and print them canonically')
            [CompletionResult]::new('moves', 'moves', [CompletionResultType]::ParameterValue, 'Every legal play of a roll, one per distinct resulting position')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Apply a written play: check it and show the position after it')
            [CompletionResult]::new('pips', 'pips', [CompletionResultType]::ParameterValue, 'Pip counts of both sides')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'Draw the position as text, the player on roll as `X` at the bottom')
            [CompletionResult]::new('position', 'position', [CompletionResultType]::ParameterValue, 'The position before turn M of game N of a transcript, or at the game''s end, as `board` prints it')
            [CompletionResult]::new('id', 'id', [CompletionResultType]::ParameterValue, 'Convert a position between GNU Backgammon IDs and an XGID')
            [CompletionResult]::new('validate', 'validate', [CompletionResultType]::ParameterValue, 'Validate match transcripts (.mat files of any common writer)')
            [CompletionResult]::new('shots', 'shots', [CompletionResultType]::ParameterValue, 'Shots: how many of the 36 rolls hit')
            [CompletionResult]::new('race', 'race', [CompletionResultType]::ParameterValue, 'Race metrics: pips; Keith, Thorp, 8-9-12 and rule-of-10 verdicts; Kleinman''s winning chance; effective pip counts and wastage; exact bear-off odds')
            [CompletionResult]::new('score', 'score', [CompletionResultType]::ParameterValue, 'The value of a finished game (one side has borne off every checker)')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List the rule sets, or describe one in words, with the readings chosen where the source texts are silent')
            [CompletionResult]::new('opening', 'opening', [CompletionResultType]::ParameterValue, 'The best opening plays as the source texts give them, one row per roll from 2-1 to 6-5, beside today''s consensus play (the best money play of published computer rollouts), each play checked legal by the rules engine and shown in canonical notation with the Position ID after it (the opponent on roll), with the texts'' remarks and the alternative plays they name')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Export a match transcript as data: every turn with the board around it')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Per-player statistics of matches: dice, dances and hits against their exact expectations, exact bear-off luck and errors, cube and results, and the errors and luck an engine''s analysis recorded in the file')
            [CompletionResult]::new('fmt', 'fmt', [CompletionResultType]::ParameterValue, 'Rewrite match transcripts of any dialect in bgkit''s canonical .mat form')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script to standard output')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bgkit;parse' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (default: table, or jsonl when reading standard input)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;moves' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (default: table, or jsonl when reading standard input)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard')
            [CompletionResult]::new('--max-stack', '--max-stack', [CompletionResultType]::ParameterName, 'No point may hold more than N checkers of one player (the Oxford option is 6)')
            [CompletionResult]::new('--count', '--count', [CompletionResultType]::ParameterName, 'Print only the number of legal plays')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;play' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (default: table, or jsonl when reading standard input)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard')
            [CompletionResult]::new('--max-stack', '--max-stack', [CompletionResultType]::ParameterName, 'No point may hold more than N checkers of one player (the Oxford option is 6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;pips' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (default: table, or jsonl when reading standard input)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;board' {
            [CompletionResult]::new('--svg', '--svg', [CompletionResultType]::ParameterName, 'Write an SVG diagram of the one position to FILE instead (`-` for standard output)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format: the diagram (`table`, the default on arguments), or the position''s IDs, pips and dice as `json`, `jsonl` (the default on standard input) or `csv`')
            [CompletionResult]::new('--perspective', '--perspective', [CompletionResultType]::ParameterName, 'Whose view to draw: the player on roll at the bottom, or player 0 at the bottom whoever is on roll')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;position' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game, by the number on its ` Game N` line')
            [CompletionResult]::new('--turn', '--turn', [CompletionResultType]::ParameterName, 'The turn of that game, counted from 1 as `export` counts them, or `end` for the position the game ends in (the default without `--move`)')
            [CompletionResult]::new('--move', '--move', [CompletionResultType]::ParameterName, 'The turn by the transcript''s own move number instead: the first turn on the line that starts ` M)`, or with `--player` that player''s')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'With `--move`, the player whose turn on that line is meant: 0 (the left column) or 1 (the right), as `export` numbers players')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'The match the game is in, from 1, when the input holds several (match files joined end to end)')
            [CompletionResult]::new('--svg', '--svg', [CompletionResultType]::ParameterName, 'Write an SVG picture to FILE instead (`-` for standard output)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format: the diagram (`table`, the default), or the position''s IDs, pips and dice as `json`, `jsonl` or `csv`')
            [CompletionResult]::new('--perspective', '--perspective', [CompletionResultType]::ParameterName, 'Whose view to draw: the player on roll at the bottom, or player 0 (the left column) at the bottom whoever is on roll')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Take the position from a transcript that breaks the rules, up to its first rule break')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;id' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (default: table, or jsonl when reading standard input)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;validate' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format: the text report (`table`, also `text`; the default on files), one JSON document per file (an array for several), one JSON line per file (the default on standard input), or CSV with one row per diagnostic and an `ok` row for a file without any')
            [CompletionResult]::new('--allow', '--allow', [CompletionResultType]::ParameterName, 'Leave out warnings of this kind (`writer-quirk`, `hit-marks`, ...: the kinds the report names); errors of every kind stay. May be given more than once, or as a comma-separated list; with `--strict`, the warnings left count as errors')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Files read in parallel (default: every core)')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'Files read in parallel (default: every core)')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always, never')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard')
            [CompletionResult]::new('--max-stack', '--max-stack', [CompletionResultType]::ParameterName, 'No point may hold more than N checkers of one player (the Oxford option is 6)')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Treat warnings (writer quirks, wrong hit marks) as errors')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only problems: no per-file `ok` lines (nor JSON lines or CSV rows of files without diagnostics), no progress bar, no summary')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only problems: no per-file `ok` lines (nor JSON lines or CSV rows of files without diagnostics), no progress bar, no summary')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;shots' {
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'With `--roll`: the play the player on roll makes before counting the opponent''s shots')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'The roll that `--after` plays')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (default: table, or jsonl when reading standard input)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard')
            [CompletionResult]::new('--max-stack', '--max-stack', [CompletionResultType]::ParameterName, 'No point may hold more than N checkers of one player (the Oxford option is 6)')
            [CompletionResult]::new('--table', '--table', [CompletionResultType]::ParameterName, 'Print the direct-shot table (distance 1 to 24, open board)')
            [CompletionResult]::new('--entering', '--entering', [CompletionResultType]::ParameterName, 'Print the entering table (0 to 6 closed points, one and two checkers)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;race' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (default: table, or jsonl when reading standard input)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;score' {
            [CompletionResult]::new('--cube', '--cube', [CompletionResultType]::ParameterName, 'The cube''s value (default: the position''s own, 1 for a bare Position ID); under Oxford rules the stake the loser''s doubling offers set (2 per refused offer, 4 per accepted one, multiplied)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (default: table, or jsonl when reading standard input)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard')
            [CompletionResult]::new('--max-stack', '--max-stack', [CompletionResultType]::ParameterName, 'No point may hold more than N checkers of one player (the Oxford option is 6)')
            [CompletionResult]::new('--opening-double', '--opening-double', [CompletionResultType]::ParameterName, 'Oxford rules: the opening roll was a double, which doubles the game')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;rules' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format: text (`table`, the default), JSON (one document; a list without NAME), JSON lines (one line per rule set) or CSV (one row per sentence: `name`, `title`, `kind`, `text`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;opening' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format: a table (default; one row per play), JSON (one document; `jsonl`: one roll per line) or CSV (one row per play)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;export' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format: one JSON document per file (default; an array of them for several files), JSON lines (default on standard input: a line for the match, then for each game a line, one per turn and one for its result), or a table or CSV of the turns')
            [CompletionResult]::new('--svg-dir', '--svg-dir', [CompletionResultType]::ParameterName, 'Write one SVG picture per roll into DIR (created if missing), named by game and turn (`g01-t007.svg`), instead of printing JSON')
            [CompletionResult]::new('--perspective', '--perspective', [CompletionResultType]::ParameterName, 'Whose view the pictures are drawn from: player 0 at the bottom in the same colour on every frame (the default), or each frame''s mover at the bottom')
            [CompletionResult]::new('--html', '--html', [CompletionResultType]::ParameterName, 'Write the match as one self-contained web page to FILE (`-` for standard output), to step through in a browser: the board of every turn, the move list, the score, the cube and the pips')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Of an input that holds several matches (match files joined end to end), export only match N (from 1); the pictures and the page are of match 1 unless N is given')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard')
            [CompletionResult]::new('--max-stack', '--max-stack', [CompletionResultType]::ParameterName, 'No point may hold more than N checkers of one player (the Oxford option is 6)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Export a transcript that breaks the rules anyway: every game that can be read, turns after a rule break without positions, and a game cut short by text that cannot be read up to it, marked `cut`')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;stats' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format: a table with one column per player (default on files), JSON, one JSON line per player (default on standard input), or CSV')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Files read in parallel (default: every core)')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'Files read in parallel (default: every core)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard')
            [CompletionResult]::new('--max-stack', '--max-stack', [CompletionResultType]::ParameterName, 'No point may hold more than N checkers of one player (the Oxford option is 6)')
            [CompletionResult]::new('--by-player', '--by-player', [CompletionResultType]::ParameterName, 'Add up the files by player name: one row per name')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Count a transcript that breaks the rules anyway, as far as the replay followed it (still exit 1)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;fmt' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard')
            [CompletionResult]::new('--max-stack', '--max-stack', [CompletionResultType]::ParameterName, 'No point may hold more than N checkers of one player (the Oxford option is 6)')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'The format to write: `mat` (the canonical .mat text) or `sgf` (GNU Backgammon''s SGF)')
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'Rewrite the files themselves (through a temporary file in the same directory, renamed over the original) instead of printing them. The canonical form is UTF-8: a file saved as UTF-16 is rewritten as UTF-8')
            [CompletionResult]::new('--in-place', '--in-place', [CompletionResultType]::ParameterName, 'Rewrite the files themselves (through a temporary file in the same directory, renamed over the original) instead of printing them. The canonical form is UTF-8: a file saved as UTF-16 is rewritten as UTF-8')
            [CompletionResult]::new('--check', '--check', [CompletionResultType]::ParameterName, 'Print nothing but the names of files not already in canonical form, and exit 1 if there are any')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;completions' {
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bgkit;help' {
            [CompletionResult]::new('parse', 'parse', [CompletionResultType]::ParameterValue, 'Parse Magriel records (`4-2 8/4 6/4`) and print them canonically')
            [CompletionResult]::new('moves', 'moves', [CompletionResultType]::ParameterValue, 'Every legal play of a roll, one per distinct resulting position')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Apply a written play: check it and show the position after it')
            [CompletionResult]::new('pips', 'pips', [CompletionResultType]::ParameterValue, 'Pip counts of both sides')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'Draw the position as text, the player on roll as `X` at the bottom')
            [CompletionResult]::new('position', 'position', [CompletionResultType]::ParameterValue, 'The position before turn M of game N of a transcript, or at the game''s end, as `board` prints it')
            [CompletionResult]::new('id', 'id', [CompletionResultType]::ParameterValue, 'Convert a position between GNU Backgammon IDs and an XGID')
            [CompletionResult]::new('validate', 'validate', [CompletionResultType]::ParameterValue, 'Validate match transcripts (.mat files of any common writer)')
            [CompletionResult]::new('shots', 'shots', [CompletionResultType]::ParameterValue, 'Shots: how many of the 36 rolls hit')
            [CompletionResult]::new('race', 'race', [CompletionResultType]::ParameterValue, 'Race metrics: pips; Keith, Thorp, 8-9-12 and rule-of-10 verdicts; Kleinman''s winning chance; effective pip counts and wastage; exact bear-off odds')
            [CompletionResult]::new('score', 'score', [CompletionResultType]::ParameterValue, 'The value of a finished game (one side has borne off every checker)')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List the rule sets, or describe one in words, with the readings chosen where the source texts are silent')
            [CompletionResult]::new('opening', 'opening', [CompletionResultType]::ParameterValue, 'The best opening plays as the source texts give them, one row per roll from 2-1 to 6-5, beside today''s consensus play (the best money play of published computer rollouts), each play checked legal by the rules engine and shown in canonical notation with the Position ID after it (the opponent on roll), with the texts'' remarks and the alternative plays they name')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Export a match transcript as data: every turn with the board around it')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Per-player statistics of matches: dice, dances and hits against their exact expectations, exact bear-off luck and errors, cube and results, and the errors and luck an engine''s analysis recorded in the file')
            [CompletionResult]::new('fmt', 'fmt', [CompletionResultType]::ParameterValue, 'Rewrite match transcripts of any dialect in bgkit''s canonical .mat form')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script to standard output')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bgkit;help;parse' {
            break
        }
        'bgkit;help;moves' {
            break
        }
        'bgkit;help;play' {
            break
        }
        'bgkit;help;pips' {
            break
        }
        'bgkit;help;board' {
            break
        }
        'bgkit;help;position' {
            break
        }
        'bgkit;help;id' {
            break
        }
        'bgkit;help;validate' {
            break
        }
        'bgkit;help;shots' {
            break
        }
        'bgkit;help;race' {
            break
        }
        'bgkit;help;score' {
            break
        }
        'bgkit;help;rules' {
            break
        }
        'bgkit;help;opening' {
            break
        }
        'bgkit;help;export' {
            break
        }
        'bgkit;help;stats' {
            break
        }
        'bgkit;help;fmt' {
            break
        }
        'bgkit;help;completions' {
            break
        }
        'bgkit;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
