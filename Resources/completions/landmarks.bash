# bash completion for landmarks, made by generate-docs (Sources/DocsGenerator) from the option
# table: `make docs` remakes it; do not edit it by hand.
_landmarks() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    # bash splits --name=value at the '=': the option is then one or two words back.
    if [[ $cur == = ]]; then
        cur=
    elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    fi
    case $prev in
        --data) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur"); return ;;
        --data-format) mapfile -t COMPREPLY < <(compgen -W 'landmarks-json geojson gpx kml kmz csv geonames' -- "$cur"); return ;;
        --state-dir) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
        --photos) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
        --radius) COMPREPLY=(); return ;;
        --pictures) mapfile -t COMPREPLY < <(compgen -W 'auto kitty iterm sixel cells none' -- "$cur"); return ;;
        --theme) mapfile -t COMPREPLY < <(compgen -W 'auto dark light' -- "$cur"); return ;;
        --fields) COMPREPLY=(); return ;;
        --search) COMPREPLY=(); return ;;
        --sort) mapfile -t COMPREPLY < <(compgen -W 'file name state category' -- "$cur"); return ;;
        --format) mapfile -t COMPREPLY < <(compgen -W 'tsv json csv geojson gpx kml' -- "$cur"); return ;;
        --size) COMPREPLY=(); return ;;
        --colors) mapfile -t COMPREPLY < <(compgen -W 'full 256 16 none' -- "$cur"); return ;;
    esac
    local mode=
    (( COMP_CWORD > 1 )) && mode=${COMP_WORDS[1]}
    local words
    case $mode in
        list) words='--data --data-format --state-dir --problems --fields --favorites --search --exact --sort --json --format --header -h --help --version' ;;
        photos) words='--data --data-format --state-dir --photos --radius --unmatched --by-date --problems --json --header -h --help --version' ;;
        show) words='--data --data-format --state-dir --photos --pictures --size --colors -h --help --version' ;;
        map) words='--data --data-format --state-dir --photos --search --exact --size -h --help --version' ;;
        pick) words='--data --data-format --state-dir --photos --radius --pictures --theme --search --exact --json --no-color --no-mouse -h --help --version' ;;
        *) words='--data --data-format --state-dir --photos --radius --pictures --theme --no-color --no-mouse -h --help --version'
            (( COMP_CWORD == 1 )) && words="list photos show map pick $words" ;;
    esac
    mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
}
complete -F _landmarks landmarks
