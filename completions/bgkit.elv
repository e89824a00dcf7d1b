
use builtin;
use str;

set edit:completion:arg-completer[bgkit] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'bgkit'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'bgkit'= {
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand parse 'Parse Magriel records (`4-2 8/4 6/4`) and print them canonically'
            cand moves 'Every legal play of a roll, one per distinct resulting position'
            cand play 'Apply a written play: check it and show the position after it'
            cand pips 'Pip counts of both sides'
            cand board 'Draw the position as text, the player on roll as `X` at the bottom'
            cand position 'The position before turn M of game N of a transcript, or at the game''s end, as `board` prints it'
            cand id 'Convert a position between GNU Backgammon IDs and an XGID'
            cand validate 'Validate match transcripts (.mat files of any common writer)'
            cand shots 'Shots: how many of the 36 rolls hit'
            cand race 'Race metrics: pips; Keith, Thorp, 8-9-12 and rule-of-10 verdicts; Kleinman''s winning chance; effective pip counts and wastage; exact bear-off odds'
            cand score 'The value of a finished game (one side has borne off every checker)'
            cand rules 'List the rule sets, or describe one in words, with the readings chosen where the source texts are silent'
            cand opening 'The best opening plays as the source texts give them, one row per roll from 2-1 to 6-5, beside today''s consensus play (the best money play of published computer rollouts), each play checked legal by the rules engine and shown in canonical notation with the Position ID after it (the opponent on roll), with the texts'' remarks and the alternative plays they name'
            cand export 'Export a match transcript as data: every turn with the board around it'
            cand stats 'Per-player statistics of matches: dice, dances and hits against their exact expectations, exact bear-off luck and errors, cube and results, and the errors and luck an engine''s analysis recorded in the file'
            cand fmt 'Rewrite match transcripts of any dialect in bgkit''s canonical .mat form'
            cand completions 'Print a shell completion script to standard output'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bgkit;parse'= {
            cand --format 'Output format (default: table, or jsonl when reading standard input)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;moves'= {
            cand --format 'Output format (default: table, or jsonl when reading standard input)'
            cand --rules 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard'
            cand --max-stack 'No point may hold more than N checkers of one player (the Oxford option is 6)'
            cand --count 'Print only the number of legal plays'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;play'= {
            cand --format 'Output format (default: table, or jsonl when reading standard input)'
            cand --rules 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard'
            cand --max-stack 'No point may hold more than N checkers of one player (the Oxford option is 6)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;pips'= {
            cand --format 'Output format (default: table, or jsonl when reading standard input)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;board'= {
            cand --svg 'Write an SVG diagram of the one position to FILE instead (`-` for standard output)'
            cand --format 'Output format: the diagram (`table`, the default on arguments), or the position''s IDs, pips and dice as `json`, `jsonl` (the default on standard input) or `csv`'
            cand --perspective 'Whose view to draw: the player on roll at the bottom, or player 0 at the bottom whoever is on roll'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;position'= {
            cand --game 'The game, by the number on its ` Game N` line'
            cand --turn 'The turn of that game, counted from 1 as `export` counts them, or `end` for the position the game ends in (the default without `--move`)'
            cand --move 'The turn by the transcript''s own move number instead: the first turn on the line that starts ` M)`, or with `--player` that player''s'
            cand --player 'With `--move`, the player whose turn on that line is meant: 0 (the left column) or 1 (the right), as `export` numbers players'
            cand --match 'The match the game is in, from 1, when the input holds several (match files joined end to end)'
            cand --svg 'Write an SVG picture to FILE instead (`-` for standard output)'
            cand --format 'Output format: the diagram (`table`, the default), or the position''s IDs, pips and dice as `json`, `jsonl` or `csv`'
            cand --perspective 'Whose view to draw: the player on roll at the bottom, or player 0 (the left column) at the bottom whoever is on roll'
            cand --force 'Take the position from a transcript that breaks the rules, up to its first rule break'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;id'= {
            cand --format 'Output format (default: table, or jsonl when reading standard input)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;validate'= {
            cand --format 'Output format: the text report (`table`, also `text`; the default on files), one JSON document per file (an array for several), one JSON line per file (the default on standard input), or CSV with one row per diagnostic and an `ok` row for a file without any'
            cand --allow 'Leave out warnings of this kind (`writer-quirk`, `hit-marks`, ...: the kinds the report names); errors of every kind stay. May be given more than once, or as a comma-separated list; with `--strict`, the warnings left count as errors'
            cand -j 'Files read in parallel (default: every core)'
            cand --jobs 'Files read in parallel (default: every core)'
            cand --glob 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once'
            cand --color 'Colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always, never'
            cand --rules 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard'
            cand --max-stack 'No point may hold more than N checkers of one player (the Oxford option is 6)'
            cand --strict 'Treat warnings (writer quirks, wrong hit marks) as errors'
            cand -q 'Print only problems: no per-file `ok` lines (nor JSON lines or CSV rows of files without diagnostics), no progress bar, no summary'
            cand --quiet 'Print only problems: no per-file `ok` lines (nor JSON lines or CSV rows of files without diagnostics), no progress bar, no summary'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;shots'= {
            cand --after 'With `--roll`: the play the player on roll makes before counting the opponent''s shots'
            cand --roll 'The roll that `--after` plays'
            cand --format 'Output format (default: table, or jsonl when reading standard input)'
            cand --rules 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard'
            cand --max-stack 'No point may hold more than N checkers of one player (the Oxford option is 6)'
            cand --table 'Print the direct-shot table (distance 1 to 24, open board)'
            cand --entering 'Print the entering table (0 to 6 closed points, one and two checkers)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;race'= {
            cand --format 'Output format (default: table, or jsonl when reading standard input)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;score'= {
            cand --cube 'The cube''s value (default: the position''s own, 1 for a bare Position ID); under Oxford rules the stake the loser''s doubling offers set (2 per refused offer, 4 per accepted one, multiplied)'
            cand --format 'Output format (default: table, or jsonl when reading standard input)'
            cand --rules 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard'
            cand --max-stack 'No point may hold more than N checkers of one player (the Oxford option is 6)'
            cand --opening-double 'Oxford rules: the opening roll was a double, which doubles the game'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;rules'= {
            cand --format 'Output format: text (`table`, the default), JSON (one document; a list without NAME), JSON lines (one line per rule set) or CSV (one row per sentence: `name`, `title`, `kind`, `text`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;opening'= {
            cand --format 'Output format: a table (default; one row per play), JSON (one document; `jsonl`: one roll per line) or CSV (one row per play)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;export'= {
            cand --format 'Output format: one JSON document per file (default; an array of them for several files), JSON lines (default on standard input: a line for the match, then for each game a line, one per turn and one for its result), or a table or CSV of the turns'
            cand --svg-dir 'Write one SVG picture per roll into DIR (created if missing), named by game and turn (`g01-t007.svg`), instead of printing JSON'
            cand --perspective 'Whose view the pictures are drawn from: player 0 at the bottom in the same colour on every frame (the default), or each frame''s mover at the bottom'
            cand --html 'Write the match as one self-contained web page to FILE (`-` for standard output), to step through in a browser: the board of every turn, the move list, the score, the cube and the pips'
            cand --match 'Of an input that holds several matches (match files joined end to end), export only match N (from 1); the pictures and the page are of match 1 unless N is given'
            cand --glob 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once'
            cand --rules 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard'
            cand --max-stack 'No point may hold more than N checkers of one player (the Oxford option is 6)'
            cand --force 'Export a transcript that breaks the rules anyway: every game that can be read, turns after a rule break without positions, and a game cut short by text that cannot be read up to it, marked `cut`'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;stats'= {
            cand --format 'Output format: a table with one column per player (default on files), JSON, one JSON line per player (default on standard input), or CSV'
            cand --glob 'In directories, read only the files whose path matches PATTERN (`*.mat`, `2024/**/*.sgf`) instead of those named as match records (.mat, .txt, .sgf, .xg); may be given more than once'
            cand -j 'Files read in parallel (default: every core)'
            cand --jobs 'Files read in parallel (default: every core)'
            cand --rules 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard'
            cand --max-stack 'No point may hold more than N checkers of one player (the Oxford option is 6)'
            cand --by-player 'Add up the files by player name: one row per name'
            cand --force 'Count a transcript that breaks the rules anyway, as far as the replay followed it (still exit 1)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;fmt'= {
            cand --rules 'Rules to apply: standard, oxford or msn (`bgkit rules` describes them). For transcripts the default is what a `; [Variation "..."]` header names, else standard'
            cand --max-stack 'No point may hold more than N checkers of one player (the Oxford option is 6)'
            cand --to 'The format to write: `mat` (the canonical .mat text) or `sgf` (GNU Backgammon''s SGF)'
            cand -i 'Rewrite the files themselves (through a temporary file in the same directory, renamed over the original) instead of printing them. The canonical form is UTF-8: a file saved as UTF-16 is rewritten as UTF-8'
            cand --in-place 'Rewrite the files themselves (through a temporary file in the same directory, renamed over the original) instead of printing them. The canonical form is UTF-8: a file saved as UTF-16 is rewritten as UTF-8'
            cand --check 'Print nothing but the names of files not already in canonical form, and exit 1 if there are any'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;completions'= {
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;help'= {
            cand parse 'Parse Magriel records (`4-2 8/4 6/4`) and print them canonically'
            cand moves 'Every legal play of a roll, one per distinct resulting position'
            cand play 'Apply a written play: check it and show the position after it'
            cand pips 'Pip counts of both sides'
            cand board 'Draw the position as text, the player on roll as `X` at the bottom'
            cand position 'The position before turn M of game N of a transcript, or at the game''s end, as `board` prints it'
            cand id 'Convert a position between GNU Backgammon IDs and an XGID'
            cand validate 'Validate match transcripts (.mat files of any common writer)'
            cand shots 'Shots: how many of the 36 rolls hit'
            cand race 'Race metrics: pips; Keith, Thorp, 8-9-12 and rule-of-10 verdicts; Kleinman''s winning chance; effective pip counts and wastage; exact bear-off odds'
            cand score 'The value of a finished game (one side has borne off every checker)'
            cand rules 'List the rule sets, or describe one in words, with the readings chosen where the source texts are silent'
            cand opening 'The best opening plays as the source texts give them, one row per roll from 2-1 to 6-5, beside today''s consensus play (the best money play of published computer rollouts), each play checked legal by the rules engine and shown in canonical notation with the Position ID after it (the opponent on roll), with the texts'' remarks and the alternative plays they name'
            cand export 'Export a match transcript as data: every turn with the board around it'
            cand stats 'Per-player statistics of matches: dice, dances and hits against their exact expectations, exact bear-off luck and errors, cube and results, and the errors and luck an engine''s analysis recorded in the file'
            cand fmt 'Rewrite match transcripts of any dialect in bgkit''s canonical .mat form'
            cand completions 'Print a shell completion script to standard output'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bgkit;help;parse'= {
        }
        &'bgkit;help;moves'= {
        }
        &'bgkit;help;play'= {
        }
        &'bgkit;help;pips'= {
        }
        &'bgkit;help;board'= {
        }
        &'bgkit;help;position'= {
        }
        &'bgkit;help;id'= {
        }
        &'bgkit;help;validate'= {
        }
        &'bgkit;help;shots'= {
        }
        &'bgkit;help;race'= {
        }
        &'bgkit;help;score'= {
        }
        &'bgkit;help;rules'= {
        }
        &'bgkit;help;opening'= {
        }
        &'bgkit;help;export'= {
        }
        &'bgkit;help;stats'= {
        }
        &'bgkit;help;fmt'= {
        }
        &'bgkit;help;completions'= {
        }
        &'bgkit;help;help'= {
        }
    ]
    $completions[$command]
}
