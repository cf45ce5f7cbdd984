# tests/docs.sh: sourced by tests/run.sh (uses its pass, fail, OUT, FFMPEG,
# SRCDIR, TOP, FFMPEG_ORIGIN).  The documentation cannot rot:
#   - doc/simdlesson.texi sits once in the tree's doc/filters.texi, at its
#     alphabetical place among the video filters; inserting it again
#     changes nothing and removing it gives back the release's file;
#   - FFmpeg's documentation builds with it as doc/Makefile builds it
#     (makeinfo --html with t2h.pm, makeinfo --plaintext, texi2pod.pl and
#     pod2man for the man page) without a single warning;
#   - its options and their values are those of ffmpeg -h filter=simdlesson,
#     one for one, and every one of them has a description there;
#   - its examples and those of README.md and doc/*.md run with this ffmpeg;
#   - the figures and lists of README.md and doc/*.md are checked against
#     what they count or list (tests, CPU levels, kernels, series, configure
#     options, make targets, the layout, the lesson map's symbols).

echo "documentation (doc/simdlesson.texi in doc/filters.texi; README.md, doc/*.md)"

DOC=$OUT/doc
mkdir -p "$DOC"
filters_texi=$SRCDIR/doc/filters.texi

# makeinfo (Debian's texinfo) and pod2man (perl), installed when missing,
# as tests/sanitize.sh does for valgrind; in a subshell, as install_packages
# stops the script when it cannot install.
doc_tools=yes
for t in makeinfo:texinfo pod2man:perl; do
    command -v "${t%%:*}" >/dev/null && continue
    if ! ( . "$TOP/tools/common.sh"; install_packages "${t#*:}" ) >"$DOC/install-${t#*:}.log" 2>&1 ||
       ! command -v "${t%%:*}" >/dev/null; then
        fail "doc tools: ${t%%:*} (Debian package ${t#*:})" "$(tail -n 1 "$DOC/install-${t#*:}.log")"
        doc_tools=no
    fi
done

# --- the insertion --------------------------------------------------------------
"$TOP/tools/overlay.sh" "$SRCDIR" >"$DOC/overlay.log" 2>&1   # once more: idempotent
n=$(grep -c '^@section simdlesson$' "$filters_texi")
# the sections before and after ours in the chapter, in alphabetical order
order=$(awk '
    /^@chapter / { video = ($0 == "@chapter Video Filters") }
    video && /^@section / {
        if (found) { print prev " < simdlesson < " $2; ok = prev < "simdlesson" && $2 > "simdlesson"; exit }
        if ($2 == "simdlesson") found = 1; else prev = $2
    }
    END { exit !ok }
' "$filters_texi"); ordered=$?
if [ "$n" = 1 ] && [ $ordered = 0 ] && "$TOP/tools/docpatch.sh" check "$filters_texi"; then
    pass "doc/filters.texi: one @section simdlesson among the video filters ($order)"
else
    fail "doc/filters.texi: @section simdlesson once, in order" "$n sections, order '$order'; see $filters_texi"
fi
# on a copy: insert again (no change), remove (the release's file)
cp "$filters_texi" "$DOC/filters-copy.texi"
"$TOP/tools/docpatch.sh" insert "$DOC/filters-copy.texi" "$TOP/doc/simdlesson.texi"
cmp -s "$DOC/filters-copy.texi" "$filters_texi"; again=$?
"$TOP/tools/docpatch.sh" remove "$DOC/filters-copy.texi"
if [ -d "$FFMPEG_ORIGIN" ]; then
    cp "$FFMPEG_ORIGIN/doc/filters.texi" "$DOC/filters-release.texi"
else
    tar -xOf "$FFMPEG_ORIGIN" --wildcards '*/doc/filters.texi' >"$DOC/filters-release.texi" 2>/dev/null
fi
if [ $again = 0 ] && [ -s "$DOC/filters-release.texi" ] &&
   cmp -s "$DOC/filters-copy.texi" "$DOC/filters-release.texi" &&
   ! "$TOP/tools/docpatch.sh" check "$DOC/filters-copy.texi"; then
    pass "doc/filters.texi: inserting again changes nothing, removing gives the release's file"
else
    fail "doc/filters.texi: idempotent insertion, pristine after removal" "see $DOC/filters-*.texi"
fi

# --- FFmpeg's documentation builds without a warning ----------------------------
# section FILE START END: the lines from the one matching START to the one
# before the next matching END
section() {
    awk -v start="$2" -v end="$3" '$0 ~ start { p = 1; print; next } p && $0 ~ end { exit } p' "$1"
}
# no_texinfo_left FILE: no texinfo command survived the conversion
no_texinfo_left() { ! grep -qE '@[a-z]+(\{|$| )' "$1"; }

# doc_log_hint LOG: its first line, and where doc/simdlesson.texi starts in
# filters.texi (its messages give lines of filters.texi)
doc_log_hint() {
    local at
    at=$(grep -nxF '@c simdlesson: begin of doc/simdlesson.texi (inserted by tools/overlay.sh)' "$filters_texi" | cut -d: -f1)
    printf '%s' "$(head -n 1 "$1")${at:+ (doc/simdlesson.texi line N is filters.texi line N+$at)}; see $1"
}

if [ $doc_tools = yes ]; then
    # as doc/Makefile: doc/%.html (HAVE_MAKEINFO_HTML), doc/%.txt, doc/%.pod + doc/%.1
    (cd "$DOC" && makeinfo --html -I "$SRCDIR/doc" --no-split -D config-not-all \
        --init-file="$SRCDIR/doc/t2h.pm" --output "$DOC/ffmpeg-filters.html" \
        "$SRCDIR/doc/ffmpeg-filters.texi") >"$DOC/html.log" 2>&1; rc=$?
    if [ $rc = 0 ] && [ ! -s "$DOC/html.log" ] &&
       grep -q 'id="simdlesson"' "$DOC/ffmpeg-filters.html" &&
       grep -q 'simdlesson=mode=shuffle:map=rrra' "$DOC/ffmpeg-filters.html"; then
        pass "makeinfo --html doc/ffmpeg-filters.texi (t2h.pm): no warning, the section is there"
    else
        fail "makeinfo --html doc/ffmpeg-filters.texi" "exit $rc; $(doc_log_hint "$DOC/html.log") and $DOC/ffmpeg-filters.html"
    fi
    (cd "$DOC" && makeinfo --plaintext -I "$SRCDIR/doc" --output "$DOC/ffmpeg-filters.txt" \
        "$SRCDIR/doc/ffmpeg-filters.texi") >"$DOC/txt.log" 2>&1; rc=$?
    section "$DOC/ffmpeg-filters.txt" '^[0-9.]+ simdlesson$' '^[0-9]+\.[0-9]+ [a-z]' >"$DOC/simdlesson.txt"
    if [ $rc = 0 ] && [ ! -s "$DOC/txt.log" ] && [ "$(wc -l <"$DOC/simdlesson.txt")" -gt 100 ] &&
       no_texinfo_left "$DOC/simdlesson.txt"; then
        pass "makeinfo --plaintext: no warning, $(wc -l <"$DOC/simdlesson.txt") lines of simdlesson"
    else
        fail "makeinfo --plaintext doc/ffmpeg-filters.texi" "exit $rc; $(doc_log_hint "$DOC/txt.log") and $DOC/simdlesson.txt"
    fi
    perl "$SRCDIR/doc/texi2pod.pl" -Dconfig-not-all=yes -I"$SRCDIR/doc" \
        "$SRCDIR/doc/ffmpeg-filters.texi" "$DOC/ffmpeg-filters.pod" >"$DOC/man.log" 2>&1 &&
        pod2man --section=1 --center=" " --release=" " --date=" " "$DOC/ffmpeg-filters.pod" \
            >"$DOC/ffmpeg-filters.1" 2>>"$DOC/man.log"; rc=$?
    section "$DOC/ffmpeg-filters.pod" '^=head2 simdlesson$' '^=head2 ' >"$DOC/simdlesson.pod"
    if [ $rc = 0 ] && [ ! -s "$DOC/man.log" ] && [ "$(wc -l <"$DOC/simdlesson.pod")" -gt 100 ] &&
       no_texinfo_left "$DOC/simdlesson.pod"; then
        pass "texi2pod.pl + pod2man (the man page): no warning, no texinfo left in the section"
    else
        fail "texi2pod.pl + pod2man doc/ffmpeg-filters.texi" "exit $rc; $(doc_log_hint "$DOC/man.log") and $DOC/simdlesson.pod"
    fi
fi

# --- the options, one for one with ffmpeg -h --------------------------------------
# The texi section's options (@item or @itemx of its first @table @option)
# and their values (of the @table @samp nested in it, "option value"); the -h
# output's options and values under "simdlesson AVOptions:".
awk '
    /^@section simdlesson$/ { s = 1; next }
    s && /^@(section|anchor)/ { exit }
    !s { next }
    /^@table @option/ && !done && depth == 0 { opts = 1 }
    /^@table/ { depth++; next }
    /^@end table/ { depth--; if (opts && depth == 0) { opts = 0; done = 1 }; next }
    opts && /^@itemx? / {
        sub(/^@itemx? /, "")
        if (depth == 1) { opt = $0; print opt } else print opt " " $0
    }
' "$filters_texi" | sort >"$DOC/texi-options"
"$FFMPEG" -hide_banner -h filter=simdlesson >"$DOC/help.txt" 2>&1
awk '
    /^simdlesson AVOptions:/ { s = 1; next }
    s && /^$/ { exit }
    s && $2 ~ /^<.*>$/ { opt = $1; print opt; next }
    s { print opt " " $1 }
' "$DOC/help.txt" | sort >"$DOC/help-options"
if [ -s "$DOC/help-options" ] && cmp -s "$DOC/texi-options" "$DOC/help-options"; then
    pass "doc: the $(grep -vc ' ' "$DOC/help-options") options and $(grep -c ' ' "$DOC/help-options") values of ffmpeg -h filter=simdlesson, one for one"
else
    fail "doc: options of the texi and of ffmpeg -h differ" \
         "$(diff "$DOC/texi-options" "$DOC/help-options" | grep '^[<>]' | tr '\n' ' ') (< texi, > -h)"
fi
# framesync's options are documented by reference
if ! grep -q '^framesync AVOptions:' "$DOC/help.txt" ||
   section "$filters_texi" '^@section simdlesson$' '^@section ' | grep -q '@ref{framesync}'; then
    pass "doc: the framesync options are referred to"
else
    fail "doc: ffmpeg -h lists framesync options, the texi does not refer to @ref{framesync}"
fi
# every option and value has a description: the text after the flags, less
# the range and default that -h appends
awk '
    /^simdlesson AVOptions:/ { s = 1; next }
    s && /^$/ { exit }
    s {
        d = $0
        sub(/^ +[^ ]+ +[^ ]+ +[.A-Z]+ ?/, "", d)
        gsub(/\((from [^)]*|default [^)]*)\)/, "", d)
        gsub(/ /, "", d)
        if (d == "") print $1
    }
' "$DOC/help.txt" >"$DOC/help-undescribed"
if [ -s "$DOC/help-options" ] && [ ! -s "$DOC/help-undescribed" ]; then
    pass "doc: every option and value has a description in ffmpeg -h"
else
    fail "doc: options without a description in ffmpeg -h" "$(tr '\n' ' ' <"$DOC/help-undescribed")"
fi

# --- the examples run -----------------------------------------------------------
# The texi's examples (ffmpeg -i INPUT ... OUTPUT) on testsrc2, to framecrc.
doc_src="testsrc2=s=160x90:r=10:d=2.5"
awk '
    /^@section simdlesson$/ { s = 1; next }
    s && /^@(section|anchor)/ { exit }
    s && /^@example$/ { e = 1; next }
    s && /^@end example$/ { e = 0; next }
    e && /^ffmpeg / { print }
' "$filters_texi" >"$DOC/texi-examples"
n=0 bad=
while IFS= read -r line; do
    n=$((n + 1))
    cmd=$(printf '%s\n' "$line" | sed -e 's/@{/{/g' -e 's/@}/}/g' -e 's/@@/@/g' \
        -e "s|^ffmpeg |\"\$FFMPEG\" -nostdin -hide_banner -nostats |" \
        -e "s|-i INPUT[12]*|-f lavfi -i $doc_src|g" \
        -e 's| OUTPUT$| -f framecrc "$DOC/texi-example-'$n'.crc"|')
    if ! eval "$cmd" >"$DOC/texi-example-$n.log" 2>&1 </dev/null ||
       [ "$(grep -vc '^#' "$DOC/texi-example-$n.crc")" -lt 1 ]; then
        bad+=" $n"
    fi
done <"$DOC/texi-examples"
if [ "$n" -ge 10 ] && [ -z "$bad" ]; then
    pass "doc: the texi's $n examples run on $doc_src"
else
    fail "doc: the texi's examples" "$n found, failed:$bad; see $DOC/texi-example-*.log"
fi

# --- README.md and doc/*.md ---------------------------------------------------------
md_docs=("$TOP/README.md" "$TOP"/doc/*.md)

# block FILE NAME: the lines between "<!-- NAME: ... tests/docs.sh -->" and
# "<!-- end of NAME -->" (every such block of FILE)
block() {
    awk -v name="$2" '
        index($0, "<!-- " name ": ") == 1 && /tests\/docs\.sh -->$/ { s = 1; next }
        $0 == "<!-- end of " name " -->" { s = 0 }
        s' "$1"
}
# first_column: the first column of the indented lines of a block (up to
# two spaces), one name a line ("a, b" gives a and b)
first_column() { sed -n 's/^    \([^ ].*\)/\1/p' | sed 's/  .*//' | tr ',' '\n' | tr -d ' ' | grep .; }
# prose FILE: its text outside code blocks (indented by 4, or fenced), on
# one line, so that a figure wrapped over two lines is found
prose() { awk '/^```/ { f = !f; next } !f && !/^    / { print }' "$1" | tr -s ' \n' '  '; }

# The examples: the build/bin/ffmpeg commands of each file's examples
# blocks, a command with its continuation lines (ending in "\"), run as
# they are, with this ffmpeg, in a directory of their own (they write
# their output there; an endless input is stopped after 300 s, and fails).
# Commands that need another build (make system's)
# stay outside the blocks; their make target runs them.
mkdir -p "$DOC/examples"
for md in "${md_docs[@]}"; do
    name=${md#"$TOP"/}
    grep -qx '<!-- examples: run by tests/docs.sh -->' "$md" || continue
    n=0 bad=
    while IFS= read -r line; do
        n=$((n + 1))
        line=${line//$'\037'/$'\n'}
        cmd="timeout 300 \"\$FFMPEG\" -nostdin -hide_banner -nostats ${line#build/bin/ffmpeg }"
        out=${line##*[[:space:]]}
        log=$DOC/examples/${name//\//-}-$n.log
        if ! (cd "$DOC/examples" && rm -f "$out" && eval "$cmd" >"$log" 2>&1 </dev/null &&
              [ -s "$out" ]); then
            bad+=" $n"
        fi
    done < <(block "$md" examples | awk '
                 cont { cmd = cmd "\037" $0 }
                 !cont && !/^    build\/bin\/ffmpeg / { next }
                 !cont { cmd = substr($0, 5) }
                 { cont = /\\$/; if (!cont) print cmd }')
    if [ "$n" -ge 1 ] && [ -z "$bad" ]; then
        pass "$name: its $n examples run and write their output"
    else
        fail "$name: the examples" "$n found, failed:$bad; see $DOC/examples/${name//\//-}-*.log"
    fi
done

# The figures: a count in the docs is either labelled as the output of a
# command the doc names (doc/performance.md), or checked here.
# doc_figure WHAT PHRASE VALUE: every "N PHRASE" in the docs' prose says
# VALUE, and some doc says it (if none does any more, remove the check).
doc_figure() {
    local what=$1 phrase=$2 value=$3 found=0 bad= md v
    for md in "${md_docs[@]}"; do
        while read -r v; do
            found=$((found + 1))
            [ "$v" = "$value" ] || bad+=" ${md#"$TOP"/} says $v;"
        done < <(prose "$md" | grep -oE "[0-9]+ $phrase" | cut -d' ' -f1)
    done
    if [ "$found" = 0 ]; then
        fail "docs: \"N $phrase\"" "no doc says it any more: remove its check from tests/docs.sh"
    elif [ -z "$bad" ]; then
        pass "docs: $value $phrase ($what), said $found time(s)"
    else
        fail "docs: $phrase: $value ($what)" "$bad"
    fi
}
doc_figure "the tests of fate/simdlesson.mak" "FATE graphs" "$(fate_tests "$TOP/fate/simdlesson.mak" | wc -l)"
doc_figure "SIMDLESSON_CPU_LEVELS in fate/simdlesson.mak" "CPU levels" \
    "$(sed -n 's/^SIMDLESSON_CPU_LEVELS *= *//p' "$TOP/fate/simdlesson.mak" | wc -w)"
doc_figure "the function pointers of SimdLessonDSPContext" "kernels of the DSP context" \
    "$(awk '/^typedef struct SimdLessonDSPContext/ { s = 1 }
            s && /\(\*[a-z0-9_]+\)/ { n++ }
            s && /^} SimdLessonDSPContext;/ { print n + 0; exit }' "$TOP/libswscale/simdlessondsp.h")"

# The supported series: README.md says the Makefile's SERIES
series=$(sed -n 's/^SERIES *:= *//p' "$TOP/Makefile")
said="FFmpeg $(echo $series | sed -e 's/ /, /g' -e 's/\(.*\), /\1 and /')."
if [ -n "$series" ] && prose "$TOP/README.md" | grep -qF "$said"; then
    pass "README.md: \"$said\" (SERIES in the Makefile)"
else
    fail "README.md: the supported series" "the Makefile's SERIES is '$series': README.md should say \"$said\""
fi

# README.md's ./configure options and make targets are those of
# ./configure --help and of the Makefile's .PHONY lines, one for one
"$TOP/configure" --help 2>&1 | sed -n 's/^  \(--[a-z0-9-]*\).*/\1/p' | grep -vx -- --help |
    sort -u >"$DOC/configure-options"
block "$TOP/README.md" "configure options" | sed -n 's/^    \(--[a-z0-9-]*\).*/\1/p' | sort -u >"$DOC/readme-options"
if [ -s "$DOC/configure-options" ] && cmp -s "$DOC/configure-options" "$DOC/readme-options"; then
    pass "README.md: the $(wc -l <"$DOC/configure-options") options of ./configure --help"
else
    fail "README.md: configure options differ from ./configure --help" \
         "$(diff "$DOC/readme-options" "$DOC/configure-options" | grep '^[<>]' | tr '\n' ' ') (< README, > --help)"
fi
sed -n 's/^\.PHONY: *//p' "$TOP/Makefile" | tr ' ' '\n' | grep . | sort -u >"$DOC/make-targets"
block "$TOP/README.md" "make targets" | first_column | sort -u >"$DOC/readme-targets"
if [ -s "$DOC/make-targets" ] && cmp -s "$DOC/make-targets" "$DOC/readme-targets"; then
    pass "README.md: the $(wc -l <"$DOC/make-targets") make targets of the Makefile"
else
    fail "README.md: make targets differ from the Makefile's .PHONY" \
         "$(diff "$DOC/readme-targets" "$DOC/make-targets" | grep '^[<>]' | tr '\n' ' ') (< README, > Makefile)"
fi

# README.md's layout: every path it names exists, and names every file of
# the repository (itself, or a directory or glob holding it)
mapfile -t layout < <(block "$TOP/README.md" layout | first_column)
missing= unnamed=
for p in "${layout[@]}"; do
    compgen -G "$TOP/$p" >/dev/null || missing+=" $p"
done
if git -C "$TOP" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    while IFS= read -r f; do
        for p in "${layout[@]}"; do
            case $p in
            */) [[ $f == "$p"* ]] && continue 2 ;;
            *)  [[ $f == $p ]] && continue 2 ;;     # (a glob)
            esac
        done
        unnamed+=" $f"
    done < <(git -C "$TOP" ls-files | grep -vxE 'README\.md|\.gitignore')
else
    note "README.md's layout: not a git checkout, so not checked for unnamed files"
fi
if [ "${#layout[@]}" -gt 0 ] && [ -z "$missing$unnamed" ]; then
    pass "README.md: its layout names ${#layout[@]} paths, all there, and every file"
else
    fail "README.md: the layout" "${missing:+gone:$missing; }${unnamed:+not named:$unnamed}"
fi

# README.md is the front door: a few screens
lines=$(wc -l <"$TOP/README.md") long=$(awk 'length > 80' "$TOP/README.md" | wc -l)
if [ "$lines" -le 250 ] && [ "$long" = 0 ]; then
    pass "README.md: $lines lines (at most 250), none over 80 columns"
else
    fail "README.md: $lines lines (at most 250), $long over 80 columns" "move the detail to doc/"
fi

# The lesson map names symbols, not line numbers.  From its first section
# on, per paragraph or list item: each file it names exists, no "file:N"
# is left, and each identifier in backquotes is in a file that paragraph
# names; a lowercase one (an instruction, an x86inc name) may instead be
# anywhere in the project's sources or in x86inc.asm and x86util.asm.
lesson=$TOP/doc/lesson.md
sources=("$TOP"/libavfilter/*.[ch] "$TOP"/libswscale/*.[ch] "$TOP"/libswscale/x86/* "$SRCDIR/libavutil/x86/x86inc.asm" "$SRCDIR/libavutil/x86/x86util.asm")
bad= nsym=0
while IFS= read -r unit; do
    files=()
    while IFS= read -r t; do
        case $t in
        */*) [ -e "$TOP/${t%%:*}" ] || bad+=" $t (no such file);"
             [[ $t == *:[0-9]* ]] && bad+=" $t (a line number);"
             files+=("$TOP/${t%%:*}") ;;
        esac
    done < <(grep -oE '`[^`]+`' <<<"$unit" | tr -d '`')
    while IFS= read -r t; do
        t=${t%"()"}
        [[ $t =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || continue
        nsym=$((nsym + 1))
        [ "${#files[@]}" -gt 0 ] && grep -qwF -- "$t" "${files[@]}" 2>/dev/null && continue
        [[ $t =~ ^[a-z0-9_]+$ && $t != *simdlesson* ]] && grep -qwF -- "$t" "${sources[@]}" 2>/dev/null && continue
        bad+=" $t;"
    done < <(grep -oE '`[^`]+`' <<<"$unit" | tr -d '`')
done < <(awk '/^## / { s = 1 } !s { next } /^```/ { f = !f; next } f || /^    / { next }
              /^$/ || /^- / || /^#/ { if (u != "") print u; u = "" }
              { u = u " " $0 } END { if (u != "") print u }' "$lesson")
if [ "$nsym" -gt 0 ] && [ -z "$bad" ]; then
    pass "doc/lesson.md: its $nsym symbols are in the files it names"
else
    fail "doc/lesson.md: symbols or files not found" "$bad"
fi
