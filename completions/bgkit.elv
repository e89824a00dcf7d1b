
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
        &'bgkit;completions'= {
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bgkit;help'= {
            cand parse 'Parse Magriel records (`4-2 8/4 6/4`) and print them canonically'
            cand completions 'Print a shell completion script to standard output'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bgkit;help;parse'= {
        }
        &'bgkit;help;completions'= {
        }
        &'bgkit;help;help'= {
        }
    ]
    $completions[$command]
}
