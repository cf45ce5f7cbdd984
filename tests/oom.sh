#!/usr/bin/env bash
#
# tests/oom.sh BUILDDIR [plain|sanitize]...: make check-oom, allocation
# failure injection (tests/oom/failalloc.c, an LD_PRELOAD library).
#
# Short runs of every mode (tests/oom/scenarios), through build/bin/ffmpeg
# and through tests/api/simdlesson_graph.c, first count their allocations
# from the first one inside avfilter_graph_alloc() on (the program's
# start-up is skipped), then fail each allocation site (call stack) at its
# first and second occurrence in turn, each site once across the scenarios
# (OOM_ALL=1: in each), one run each, forked where counting starts:
#   plain     the main build: every site; a crash is caught by failalloc's
#             signal handler, which logs its backtrace
#   sanitize  the ASan+UBSan build of make check-sanitize ($BUILDDIR/sanitize,
#             built or brought up to date here): every site inside the
#             filter's own code (a frame of libavfilter/*simdlesson*.c on the
#             stack), with LeakSanitizer at exit
# See tests/oom/README.md.
# A clean error exit is fine.  A crash (signal, abort, hang) or a sanitizer
# report whose stack holds one of simdlesson's frames fails the test; any
# other is FFmpeg's own, reported as known by its site (tests/oom/README.md
# lists them).  Ends with "N passed, M failed".

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
suite_begin
BUILDDIR=$(cd "${1:-build}" && pwd)
shift
PASSES=("$@")
[ ${#PASSES[@]} -gt 0 ] || PASSES=(plain sanitize)
OUT=$BUILDDIR/oom-tests
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
rm -rf "$OUT"; mkdir -p "$OUT"

# a frame of simdlesson's own code, in a backtrace or sanitizer report
OURS='lib(avfilter|swscale)/(x86/)?[^/ :]*simdlesson[^/ :]*\.(c|h|asm)|[ (]ff_simdlesson[a-z0-9_]*|[ (]simdlesson_[a-z0-9_]*'

cc -shared -fPIC -O2 -g -Wall -o "$OUT/failalloc.so" "$TOP/tests/oom/failalloc.c" -ldl ||
    die "tests/oom/failalloc.c does not build"

# build_api BUILDDIR: tests/api/simdlesson_graph.c against that build's
# static libraries, as tests/fuzz.sh builds graphfuzz
build_api() (
    . "$1/config.mk"
    local mak=$OBJDIR/ffbuild/config.mak libs=() extra=() lib
    for lib in avfilter swscale avformat avcodec swresample avutil; do
        [ -f "$OBJDIR/lib$lib/lib$lib.a" ] || continue
        libs+=("$OBJDIR/lib$lib/lib$lib.a")
        # shellcheck disable=SC2207
        extra+=($(sed -n "s/^EXTRALIBS-$lib=//p" "$mak"))
    done
    # shellcheck disable=SC2046
    cc -g -O1 $(sanitizer_flags "$OBJDIR") -Wall -I"$SRCDIR" -I"$OBJDIR" \
        "$TOP/tests/api/simdlesson_graph.c" "${libs[@]}" \
        $(printf '%s\n' "${extra[@]}" | awk '!seen[$0]++') -o "$2"
)

# function_range BINARY FUNCTION: FUNCTION's code in BINARY as LO-HI (hex offsets)
function_range() {
    local addr size
    read -r addr size < <(nm -S --defined-only "$1" | awk -v f="$2" '$4 == f { print $1, $2; exit }')
    [ -n "$addr" ] && printf '%x-%x\n' $((0x$addr)) $((0x$addr + 0x$size))
}

# simdlesson_ranges BINARY: the code of libavfilter's *simdlesson* files (their
# DWARF compilation units' address ranges, .debug_aranges) as LO-HI,LO-HI...
simdlesson_ranges() {
    local cus addr len
    cus=$(readelf --debug-dump=info --dwarf-depth=1 "$1" 2>/dev/null |
          awk '/Compilation Unit @ offset/ { off = $NF; sub(/:$/, "", off) }
               /DW_AT_name/ && $NF ~ /libavfilter\/(x86\/)?[^\/]*simdlesson[^\/]*\.c$/ { print off }' | sort -u)
    [ -n "$cus" ] || return 1
    readelf --debug-dump=aranges "$1" 2>/dev/null |
        awk -v cus=" $(echo $cus) " '
            /Offset into .debug_info:/ { take = index(cus, " " $NF " ") > 0; next }
            take && $1 ~ /^[0-9a-f]+$/ && $2 ~ /^[0-9a-f]+$/ { print $1, $2 }' |
        while read -r addr len; do
            [ $((0x$len)) -gt 0 ] && printf '%x-%x\n' $((0x$addr)) $((0x$addr + 0x$len))
        done | paste -sd, -
}

# the scenarios: NAME|GRAPH (ffmpeg's lavfi input)|OPTIONS PIXFMT (the API program)
mapfile -t SCENARIOS < <(grep -v -e '^#' -e '^$' "$TOP/tests/oom/scenarios")

# run_one PASS WHO SCENARIO FAILALLOC-SETTINGS...: one run of SCENARIO through
# WHO (ffmpeg or api) with failalloc preloaded and FAILALLOC_LOG=$OUT/PASS/WHO-SCENARIO
run_one() {
    local pass=$1 who=$2 name=$3 line graph api
    shift 3
    line=$(printf '%s\n' "${SCENARIOS[@]}" | grep "^${name%.s*}|")
    IFS='|' read -r _ graph api <<<"$line"
    local log=$OUT/$pass/$who-$name
    if [ "$who" = ffmpeg ]; then
        set -- "$@" "${BIN[ffmpeg-$pass]}" -nostdin -hide_banner -nostats -loglevel error \
               -f lavfi -i "$graph" -f null -
    else
        # shellcheck disable=SC2086
        set -- "$@" "${BIN[api-$pass]}" $api
    fi
    # (exported, not env's arguments: a program's path may hold '='; the
    # caller's NAME=VALUE first)
    ( export FAILALLOC_LOG="$log" FAILALLOC_START="${START[$who-$pass]}" \
             FAILALLOC_WITHIN="${WITHIN[$who-$pass]}" FAILALLOC_TIMEOUT="${TIMEOUT[$pass]}"
      while [[ $1 =~ ^[A-Za-z_][A-Za-z0-9_]*= ]]; do export "$1"; shift; done
      LD_PRELOAD="$OUT/failalloc.so" exec "$@" ) >/dev/null 2>"$log.err"
}

# count PASS WHO SCENARIO: a clean run logging the call stack (site) of
# each counted allocation; prints the number of allocations, and writes the
# allocations to fail, each site's first OCCURRENCES, to $OUT/PASS/WHO-SCENARIO.targets
count() {
    local log=$OUT/$1/$2-$3
    rm -f "$log"
    if ! run_one "$@" FAILALLOC_FAIL=0 FAILALLOC_SITES=1; then
        echo "error: $2 $3 does not run without a failure (see $log.err)" >&2
        return
    fi
    awk -v k="$OCCURRENCES" '$1 == "site" && ++seen[$2] <= k { print $2 ":" seen[$2] }' "$log" >"$log.targets"
    sed -n 's/^count //p' "$log" | tail -n 1
}

# serve PASS WHO SCENARIO STRIPE: a fork server failing every JOBSth target
# from the STRIPEth on; the Ith child's logs are $OUT/PASS/WHO-SCENARIO.sSTRIPE.I{,.err},
# its exit status the line "I STATUS" of $OUT/PASS/WHO-SCENARIO.sSTRIPE.status
serve() {
    local log=$OUT/$1/$2-$3
    awk -v j="$JOBS" -v k="$4" 'NR % j == k % j' "$log.targets" >"$log.s$4.list"
    [ -s "$log.s$4.list" ] || { : >"$log.s$4.status"; return; }
    run_one "$1" "$2" "$3.s$4" FAILALLOC_FORK="$log.s$4.list"
    mv "$log.s$4" "$log.s$4.status"
}

# symbolize BINARY: "binary(+0xOFF)" lines on stdin into "function file:line"
# lines (inlined frames too; one addr2line for all); other objects' frames as they are
symbolize() {
    local bin=$1 lines=() addrs=() line off
    mapfile -t lines
    for line in "${lines[@]}"; do
        case $line in
        "$bin"\(+0x*) off=${line#*(+}; off=${off%%)*}; addrs+=("$(printf '0x%x' $((off - 1)))") ;;
        esac
    done
    # "0xADDR" then function / file:line pairs, per address
    addr2line -a -f -i -C -e "$bin" "${addrs[@]}" 2>/dev/null |
        awk 'BEGIN { i = 0 } /^0x[0-9a-f]+$/ { i++; next }
             { if (f) { print i "\t" fn " " $0; f = 0 } else { fn = $0; f = 1 } }' >"$OUT/sym.$$"
    local i=0
    for line in "${lines[@]}"; do
        case $line in
        "$bin"\(+0x*) i=$((i + 1)); awk -F'\t' -v i=$i '$1 == i { print $2 }' "$OUT/sym.$$" ;;
        *) echo "$line" ;;
        esac
    done
    rm -f "$OUT/sym.$$"
}

declare -A BIN START WITHIN TIMEOUT
export ASAN_OPTIONS=verify_asan_link_order=0:halt_on_error=1:detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS=exitcode=23
TIMEOUT[plain]=20
TIMEOUT[sanitize]=60
OCCURRENCES=${OOM_OCCURRENCES:-2}
known_sites=()

for pass in "${PASSES[@]}"; do
    case $pass in
    plain)    dir=$BUILDDIR ;;
    sanitize) dir=$BUILDDIR/sanitize ;;
    *)        die "unknown pass '$pass' (plain, sanitize)" ;;
    esac
    mkdir -p "$OUT/$pass"
    if [ $pass = sanitize ]; then
        # (make check-sanitize's build: up to date, or built here)
        log "check-oom: FFmpeg with ASan and UBSan in $dir"
        "$TOP/configure" --builddir="$dir" "${sanitize_configure_flags[@]}" \
            >"$OUT/sanitize-configure.log" 2>&1 &&
        make -C "$TOP" --no-print-directory BUILDDIR="$dir" ffmpeg >"$OUT/sanitize-build.log" 2>&1 ||
            { fail "ASan+UBSan build" "see $OUT/sanitize-*.log"; continue; }
    fi
    BIN[ffmpeg-$pass]=$dir/bin/ffmpeg
    BIN[api-$pass]=$OUT/$pass/simdlesson_graph
    build_api "$dir" "${BIN[api-$pass]}" >"$OUT/$pass/api-build.log" 2>&1 ||
        { fail "tests/api/simdlesson_graph.c builds against $dir" "see $OUT/$pass/api-build.log"; continue; }
    for who in ffmpeg api; do
        b=${BIN[$who-$pass]}
        # counting (and the fork server) starts inside avfilter_graph_alloc()
        START[$who-$pass]=$(function_range "$b" avfilter_graph_alloc)
        [ -n "${START[$who-$pass]}" ] || die "no avfilter_graph_alloc in $b"
        WITHIN[$who-$pass]=
        if [ $pass = sanitize ]; then
            WITHIN[$who-$pass]=$(simdlesson_ranges "$b")
            [ -n "${WITHIN[$who-$pass]}" ] || die "no DWARF for simdlesson's files in $b"
        fi
    done
    echo "$pass build: ${BIN[ffmpeg-$pass]} and the API program, allocations failed one by one"

    # count, then every case: JOBS fork servers at a time
    t0=$(date +%s)
    servers=$OUT/$pass/servers
    : >"$servers"; : >"$OUT/$pass/ffmpeg.done"; : >"$OUT/$pass/api.done"
    for who in ffmpeg api; do
        for s in "${SCENARIOS[@]}"; do
            name=${s%%|*}
            n=$(count $pass $who "$name")
            [ -n "$n" ] || { fail "$who $name: a clean run under failalloc" "see $OUT/$pass/$who-$name.err"; continue; }
            # (swscale's route allocates nothing of its own: no site of
            # simdlesson's code to fail there, which the sanitize pass counts)
            if [ "$n" = 0 ] && [ $pass = sanitize ]; then
                note "$who $name: no allocation in simdlesson's code to fail"
                continue
            fi
            [ "$n" -gt 0 ] || { fail "$who $name: no allocation counted" "see $OUT/$pass/$who-$name.err"; continue; }
            # a site (the whole call stack) failed in an earlier scenario is
            # not failed again, unless OOM_ALL=1
            t=$OUT/$pass/$who-$name.targets
            [ -n "${OOM_ALL:-}" ] || { grep -vxFf "$OUT/$pass/$who.done" "$t" >"$t.new" 2>/dev/null || :; mv "$t.new" "$t"; }
            cat "$t" >>"$OUT/$pass/$who.done"
            echo "$who $name: $n allocations, $(wc -l <"$t") failed" >>"$OUT/$pass/counts"
            for k in $(seq 1 "$JOBS"); do echo "$pass $who $name $k"; done >>"$servers"
        done
    done
    export -f run_one serve
    export OUT JOBS
    # (associative arrays do not export: pass them as declarations)
    DECLS="$(declare -p BIN START WITHIN TIMEOUT SCENARIOS)"
    export DECLS
    xargs -r -P "$JOBS" -L 1 bash -c 'eval "$DECLS"; serve "$@"' _ <"$servers"
    total=$(cat "$OUT/$pass"/*.targets | wc -l)
    echo "  $total runs in $(( $(date +%s) - t0 )) s:"
    sed 's/^/    /' "$OUT/$pass/counts"

    # classify: exit statuses from the servers, then the runs that left a
    # crash backtrace or a sanitizer report, or died of a signal anyway
    declare -A RC=() site_runs=() site_example=()
    for f in "$OUT/$pass"/*.status; do
        key=$(basename "$f"); key=${key%.status}
        while read -r n st; do RC[$key.$n]=$st; done <"$f"
    done
    ours=0 upstream=0 clean=0 ok=0
    for st in "${RC[@]}"; do
        if [ "$st" = 0 ]; then ok=$((ok + 1)); else clean=$((clean + 1)); fi
    done
    [ ${#RC[@]} = "$total" ] || fail "$pass: $total runs, $(( total - ${#RC[@]} )) without an exit status" "see $OUT/$pass/*.status"
    { grep -l '^signal ' "$OUT/$pass"/*.s*.*[0-9] 2>/dev/null
      grep -lE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$OUT/$pass"/*.s*.*[0-9].err 2>/dev/null | sed 's/\.err$//'
      for key in "${!RC[@]}"; do [[ ${RC[$key]} == s* ]] && echo "$OUT/$pass/$key"; done
    } | sort -u >"$OUT/$pass/bad"
    while read -r base; do
        key=$(basename "$base") i=${base##*.}
        who=${key%%-*} name=${key#*-}; name=${name%.s*}
        stripe=${key%.*}; stripe=${stripe##*.s}
        n=$(sed -n "${i}p" "$OUT/$pass/$who-$name.s$stripe.list")      # SITE:K
        rc=${RC[$key]:-255}
        report= kind=
        if grep -q '^signal ' "$base" 2>/dev/null; then
            kind="signal $(sed -n 's/^signal //p' "$base" | head -n 1)"
            [ "$kind" = "signal 14" ] && kind="hang (stopped after ${TIMEOUT[$pass]} s)"
            report=$(sed -n '/^signal /,/^end$/p' "$base" | symbolize "${BIN[$who-$pass]}")
        elif grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$base.err"; then
            kind=$(grep -oE 'ERROR: (AddressSanitizer|LeakSanitizer): [a-z -]+[a-z]|runtime error: .*' "$base.err" | head -n 1)
            if grep -q 'ERROR: LeakSanitizer' "$base.err"; then
                # every leak's allocation stack
                report=$(sed -n '/^\(Direct\|Indirect\) leak/,/^$/p' "$base.err")
            else
                # the stack where the error happened
                report=$(sed -n '/ERROR: \|runtime error:/,/^$/p' "$base.err")
            fi
        else
            kind="signal ${rc#s}"
            report=$(cat "$base.err")
        fi
        [ "$rc" = 0 ] && ok=$((ok - 1)) || clean=$((clean - 1))
        if grep -qE "$OURS" <<<"$report"; then
            ours=$((ours + 1))
            fail "$pass: $who $name, allocation $n (site:occurrence) failed: $kind in simdlesson's code" \
                 "$(grep -E "$OURS" <<<"$report" | head -n 3 | sed 's/^ *//' | paste -sd';' -) (see $base*)"
            printf '%s\n' "$report" | grep -v -e failalloc -e '^signal' -e '^end$' | head -n 16 | sed 's/^/          /'
        else
            upstream=$((upstream + 1))
            # the site: the first frames in FFmpeg's code, past the allocator and libc
            site=$(grep -E '\.[ch]:[0-9]+' <<<"$report" | grep -vE '(libavutil/mem\.c|failalloc\.c|/usr/|libc\.so|sanitizer)' |
                   sed -E 's/^ *#[0-9]+ 0x[0-9a-f]+ in //; s/ \(discriminator [0-9]+\)//; s|[^ ]*/(lib[a-z]+/\|fftools/)|\1|' |
                   awk '{ print $1 " (" $2 ")" }' | head -n 3 | paste -sd'<' - | sed 's/</ < /g')
            k="$kind at ${site:-unknown site}"
            site_runs[$k]=$(( ${site_runs[$k]:-0} + 1 ))
            [ -n "${site_example[$k]:-}" ] || site_example[$k]="$who $name, FAILALLOC_FAIL=$n"
        fi
    done <"$OUT/$pass/bad"
    echo "  $ok runs succeeded, $clean failed cleanly, $ours crashed or leaked in simdlesson's code, $upstream in FFmpeg's own"
    [ "$ours" -eq 0 ] && pass "$pass: no crash or leak in simdlesson's code over $total failed allocations"
    if [ ${#site_runs[@]} -gt 0 ]; then
        echo "  FFmpeg's own crash sites (known, not failures; tests/oom/README.md):"
        for key in "${!site_runs[@]}"; do
            printf '    %s  [%d runs, e.g. %s]\n' "$key" "${site_runs[$key]}" "${site_example[$key]}"
        done | sort | tee "$OUT/$pass/upstream-sites"
    fi
    unset RC site_runs site_example
done

suite_result
