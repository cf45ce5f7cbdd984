# tests/geometry.sh: sourced by tests/run.sh (uses its ff, pass, fail,
# same_frames, OUT, TOP, BUILDDIR).  Every mode must give exactly the C result
# (-cpuflags 0, one slice thread) for odd and extreme sizes, misaligned
# planes (crop at odd x and y), negative linesizes (vflip), 1, 2, 3 and 8
# slice threads; an input shared with another consumer must stay untouched;
# and frames whose linesize is the row size, the last row ending at the end
# of its buffer, go through tests/fuzz/graphfuzz (the ffmpeg command line
# cannot make them).

. "$TOP/tests/modes.sh"         # SIMDLESSON_MODES: a new mode is one line there
GEOMETRY_MODES=("${SIMDLESSON_MODES[@]}")

# Formats: 8-bit planar with subsampled chroma, 16-bit words, packed 3 bytes,
# semi-planar.
GEOMETRY_FORMATS="yuv420p yuv420p10le rgb24 nv12"

# NAME|SIZE|CHAIN-AFTER-THE-FORMAT|FORMATS (default GEOMETRY_FORMATS)|THREADS
# (slice threads of the SIMD runs; the C run has 1)
GEOMETRIES=(
    "1x1|1x1|||2 8"
    "2x2|2x2|||2"
    "3x5|3x5|||2 3 8"
    "odd-widths-7|7x9|||3"
    "odd-widths-33|33x4|||2"
    "odd-widths-65|65x3|||2"
    "odd-widths-127|127x5|||2"
    "odd-widths-257|257x3|||2"
    "odd-widths-1025|1025x3|||2"
    "odd-widths-4095|4095x3|||2"
    "odd-widths-4097|4097x7|||1 2 3 8"
    "7680x4320|7680x4320||yuv420p|2"
    "crop-odd-xy|70x50|crop=w=61:h=37:x=3:y=5:exact=1||2 3"
    "crop-odd-xy-1x1|8x8|crop=w=1:h=1:x=5:y=3:exact=1|yuv420p rgb24 nv12|2"
    "vflip|33x17|vflip||2 3"
    "crop-vflip|70x50|crop=w=61:h=37:x=1:y=7:exact=1,vflip||8"
)

# geo_source SIZE FORMAT CHAIN SALT: one clip; SALT varies the picture
geo_source() {
    local dur=0.4 chain=${3:+,$3}
    # crop's exact=1 at an odd x moves 16-bit chroma of 4:2:x formats by an
    # odd number of bytes, splitting samples ((x * 2) >> 1 bytes): FFmpeg's
    # bug, not an input; there x is rounded to even (luma still moves by
    # an odd number of samples, so the planes stay misaligned)
    case $2 in yuv42[02]p1*|p0*|p2*) chain=${chain//exact=1/exact=0} ;; esac
    [ "$1" = 7680x4320 ] && dur=0.2
    local w=${1%x*} h=${1#*x} pic fmt=",format=$2"
    # testsrc2 makes even sizes of at least 2x2 in 4:2:0: make one at least
    # 16x16 and even, then crop its top left corner
    pic="testsrc2=s=$(( w < 16 ? 16 : w + (w & 1) ))x$(( h < 16 ? 16 : h + (h & 1) )):r=5:d=$dur"
    [ "$4" = b ] && pic="$pic,hflip"
    [ "$2" = nv12 ] && fmt=",format=yuv420p,scale=flags=bitexact+accurate_rnd,format=nv12"
    fmt="$fmt,crop=w=$w:h=$h:x=0:y=0:exact=1"
    echo "$pic$fmt$chain"
}

# geo_graph SIZE CHAIN FORMATS: every mode on every format, outputs [o0], [o1], ...
# Each input comes from a source of its own, so frames are writable and
# the in-place paths run too.  Sets GEO_GRAPH and GEO_NAMES (the outputs' names).
geo_graph() {
    local size=$1 chain=$2 formats=$3 g= i=0 fmt m name nin opts
    GEO_NAMES=()
    for fmt in $formats; do
        for m in "${GEOMETRY_MODES[@]}"; do
            IFS='|' read -r name nin opts mfmts <<<"$m"
            mode_takes "$mfmts" "$fmt" || continue
            if [ "$nin" = 2 ]; then
                g+="$(geo_source "$size" "$fmt" "$chain" a)[a$i];$(geo_source "$size" "$fmt" "$chain" b)[b$i];[a$i][b$i]simdlesson=$opts[o$i];"
            else
                g+="$(geo_source "$size" "$fmt" "$chain" a)[a$i];[a$i]simdlesson=$opts[o$i];"
            fi
            GEO_NAMES+=("$name-$fmt")
            i=$((i + 1))
        done
    done
    GEO_GRAPH=${g%;}
}

# geo_run TAG OPTIONS GRAPH: every output to $OUT/geo/TAG.<output name>
geo_run() {
    local tag=$1 opts=$2 graph=$3 maps=() i
    for i in "${!GEO_NAMES[@]}"; do
        maps+=(-map "[o$i]" -f framemd5 "$OUT/geo/$tag.${GEO_NAMES[$i]}")
    done
    # shellcheck disable=SC2086
    ff $opts -lavfi "$graph" "${maps[@]}" 2>"$OUT/geo/$tag.log"
}

echo "geometry (every mode: the C result with 1 thread, for sizes, crops, flips, threads)"
mkdir -p "$OUT/geo"
for geo in "${GEOMETRIES[@]}"; do
    IFS='|' read -r gname size chain formats threads <<<"$geo"
    geo_graph "$size" "$chain" "${formats:-$GEOMETRY_FORMATS}"
    graph=$GEO_GRAPH
    if ! geo_run "$gname-c" "-cpuflags 0 -filter_complex_threads 1" "$graph"; then
        fail "geometry $gname: C run" "see $OUT/geo/$gname-c.log"
        continue
    fi
    for t in $threads; do
        geo_run "$gname-t$t" "-filter_complex_threads $t" "$graph" ||
            { fail "geometry $gname: $t threads" "see $OUT/geo/$gname-t$t.log"; continue; }
        pairs=()
        for n in "${GEO_NAMES[@]}"; do pairs+=("$OUT/geo/$gname-c.$n" "$OUT/geo/$gname-t$t.$n"); done
        differ=$(same_frames "${pairs[@]}"); rc=$?
        bad=()
        [ -z "$differ" ] || mapfile -t bad < <(sed "s|^$OUT/geo/$gname-c\.||" <<<"$differ")
        if [ $rc = 0 ] && [ ${#bad[@]} = 0 ]; then
            pass "geometry $gname $size${chain:+ $chain}, $t thread(s): ${#GEO_NAMES[@]} mode/format pairs = C"
        else
            fail "geometry $gname, $t thread(s): ${bad[*]:-(the comparison failed)} differ from C" "see $OUT/geo/$gname-*"
        fi
    done
done

# --- an input shared with another consumer stays untouched -------------------
# split gives simdlesson and a null branch the same frame; the null branch
# must equal the source alone, and simdlesson's output the C result.
echo "shared input frames"
for m in "${GEOMETRY_MODES[@]}"; do
    IFS='|' read -r name nin opts mfmts <<<"$m"
    shared_src="testsrc2=s=67x35:r=5:d=0.6,format=${mfmts%% *}"
    [ -n "$mfmts" ] || shared_src="testsrc2=s=67x35:r=5:d=0.6,format=yuv420p"
    # (testsrc2 draws no packed 4:2:2)
    [ "${mfmts%% *}" = yuyv422 ] &&
        shared_src="testsrc2=s=67x35:r=5:d=0.6,format=yuv422p,scale=flags=bitexact+accurate_rnd,format=yuyv422"
    ff -y -lavfi "$shared_src" -f framemd5 "$OUT/geo/shared-source" 2>"$OUT/geo/shared-source.log"
    if [ "$nin" = 2 ]; then
        # [a] and [b] are the same frame too, and shared with [u]
        g="$shared_src,split=3[a][b][u];[a][b]simdlesson=$opts[o1];[u]null[o2]"
    else
        g="$shared_src,split[a][u];[a]simdlesson=$opts[o1];[u]null[o2]"
    fi
    if ff -lavfi "$g" -map '[o1]' -f framemd5 "$OUT/geo/shared-$name.1" \
                     -map '[o2]' -f framemd5 "$OUT/geo/shared-$name.2" 2>"$OUT/geo/shared-$name.log" &&
       ff -cpuflags 0 -lavfi "$g" -map '[o1]' -f framemd5 "$OUT/geo/shared-$name.c" \
                     -map '[o2]' -f null - 2>>"$OUT/geo/shared-$name.log" &&
       same_frames "$OUT/geo/shared-source" "$OUT/geo/shared-$name.2" \
                   "$OUT/geo/shared-$name.c" "$OUT/geo/shared-$name.1" >/dev/null &&
       ! same_frames "$OUT/geo/shared-source" "$OUT/geo/shared-$name.1" >/dev/null; then
        pass "shared-$name: the other consumer's frames are the source's"
    else
        fail "shared-$name: the other consumer's frames changed (or the run failed)" "see $OUT/geo/shared-$name.*"
    fi
done

# --- frames built through the API: tight, flipped, misaligned ---------------
# tight: linesize = row bytes, every plane a buffer of exactly its size (the
# filter folds such rows into one); with ASan (make check-sanitize) one byte
# read past the end is a failure.
echo "frames built through the API (graphfuzz: C 1 thread vs default, N threads;"
echo "  YUV <-> RGB, whose bytes are scale's at each level: default 1 thread vs N)"
if GRAPHFUZZ=$("$TOP/tests/fuzz.sh" "$BUILDDIR" build 2>"$OUT/geo/graphfuzz-build.log"); then
    api_formats="yuv420p yuv420p10le nv12 p010le rgb24 rgba64le yuyv422 gray"
    # one graphfuzz process per layout and mode replays all its cases (a
    # process per case is most of the part's time under ASan)
    for layout in tight flipped misaligned; do
        for m in "${GEOMETRY_MODES[@]}"; do
            IFS='|' read -r name nin opts mfmts <<<"$m"
            cases=$OUT/geo/api-$layout-$name.cases log=$OUT/geo/api-$layout-$name.log n=0
            for fmt in $api_formats $mfmts; do
                for size in 1x1 2x2 3x5 33x7 4097x3; do
                    echo "seed=$n fmt=$fmt size=$size layout=$layout threads=3 frames=2 shared=0 opts=$opts"
                    n=$((n + 1))
                done
            done >"$cases"
            "$GRAPHFUZZ" -v replay "$cases" >"$log" 2>&1
            rc=$?
            bad=$(sed -n 's/^MISMATCH: .*fmt=\([^ ]*\) size=\([^ ]*\) .*/\1\/\2/p' "$log" | tr '\n' ' ')
            if [ $rc = 0 ] && grep -q "^graphfuzz: $n cases replayed, 0 failed$" "$log"; then
                pass "api $layout frames, $name: $n formats x sizes = C"
            else
                fail "api $layout frames, $name: ${bad:-the replay did not finish (exit $rc)}" "see $log"
            fi
        done
    done
else
    fail "graphfuzz builds" "see $OUT/geo/graphfuzz-build.log"
fi
