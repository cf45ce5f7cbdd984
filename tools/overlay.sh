#!/usr/bin/env bash
#
# overlay.sh [--copy] SRCDIR [STAGE...]: make the project's files appear in
# the FFmpeg tree SRCDIR and register them in FFmpeg's build and test files.
# The files are symlinks (editing a project file and running make rebuilds
# just what depends on it), or copies with --copy (tools/patches.sh, which
# commits each stage of a pristine tree as one patch).  Stages, all by
# default:
#   filter    libavfilter/: the filter, its DSP context, C kernels, the
#             feature header for simdlesson_compat.h; doc/simdlesson.texi
#             into doc/filters.texi
#   x86       libavfilter/x86/: the asm and its init
#   checkasm  tests/checkasm/
#   fate      tests/fate/, tests/ref/fate/
#   blend     (./configure --enable-blend-dsp only) FFmpeg's blend and
#             tblend take addition and grainmerge at 9 to 14 bits from the
#             DSP context, through libavfilter/simdlessondsp.h alone
# Idempotent; fails loudly when an anchor line is missing.

set -euo pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"

copy=0
[ "${1:-}" = --copy ] && { copy=1; shift; }
src=${1:?usage: overlay.sh [--copy] SRCDIR [filter|x86|checkasm|fate|blend]...}; shift
[ -f "$src/libavfilter/allfilters.c" ] || die "$src is not an FFmpeg tree"
stages=" ${*:-filter x86 checkasm fate} "
for s in $stages; do
    case $s in filter|x86|checkasm|fate|blend) ;; *) die "overlay.sh: unknown stage '$s'" ;; esac
done
stage() { [[ $stages == *" $1 "* ]]; }

# --- files ------------------------------------------------------------------

link_dir() { # project-subdir tree-subdir pattern...
    local from=$1 to=$2 f; shift 2
    mkdir -p "$src/$to"
    for pat; do
        for f in "$TOP/$from"/$pat; do
            [ -f "$f" ] || continue
            if [ $copy = 1 ]; then
                cp "$f" "$src/$to/$(basename "$f")"
            else
                ln -sfn "$f" "$src/$to/$(basename "$f")"
            fi
        done
    done
}
# drop links to project files that no longer exist
[ $copy = 1 ] ||
    find "$src" -type l ! -exec test -e {} \; -lname "$TOP/*" -delete 2>/dev/null || true

! stage filter   || link_dir libavfilter    libavfilter     '*.c' '*.h'
! stage x86      || link_dir x86            libavfilter/x86 '*.c' '*.h' '*.asm'
! stage checkasm || link_dir tests/checkasm tests/checkasm  '*.c'
! stage fate     || { link_dir fate tests/fate '*.mak'; link_dir fate/ref tests/ref/fate '*'; }

# --- registration -----------------------------------------------------------

# insert FILE ANCHOR SKIP TEXT: insert TEXT (one or more lines) after the
# first line containing the fixed string ANCHOR, plus SKIP further lines.
# Nothing happens when the first line of TEXT is already in FILE.
insert() {
    local file=$src/$1 anchor=$2 skip=$3 text=$4 first
    first=${text%%$'\n'*}
    [ -f "$file" ] || die "registration: $1 is missing"
    grep -qxF -- "$first" "$file" && return 0
    grep -qF -- "$anchor" "$file" || die "registration: anchor '$anchor' not found in $1"
    awk -v anchor="$anchor" -v skip="$skip" -v text="$text" '
        { print }
        !done && index($0, anchor) { at = NR + skip; done = 1 }
        at && NR == at { print text; at = 0 }
    ' "$file" > "$file.tmp"
    mv "$file.tmp" "$file"
}

# FFmpeg's configure finds filters by grepping this file; the type of the
# declaration (AVFilter, or FFFilter since 8.0) must match its neighbours.
if grep -q '^extern const FFFilter ff_vf_' "$src/libavfilter/allfilters.c"; then
    filter_type=FFFilter
else
    filter_type=AVFilter
fi
if stage filter; then
    insert libavfilter/allfilters.c "ff_vf_signature;" 0 \
        "extern const $filter_type ff_vf_simdlesson;"
    insert libavfilter/Makefile 'OBJS-$(CONFIG_SIGNATURE_FILTER)' 0 \
        'OBJS-$(CONFIG_SIMDLESSON_FILTER)             += vf_simdlesson.o simdlessondsp.o framesync.o'
fi

# register_x86 CONFIG INIT_OBJ|- ASM_OBJ...: the x86 objects of filter
# CONFIG (SIMDLESSON, BLEND...); newer trees list the x86 init files with
# the asm objects, older ones with the C objects.
register_x86() {
    local cfg=$1 init=$2; shift 2
    [ "$init" = - ] && init=
    drop_other_x86 "$cfg" "$*${init:+ $init}" "$*" "$init"
    if grep -q 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER).*vf_blend_init.o' "$src/libavfilter/x86/Makefile"; then
        insert libavfilter/x86/Makefile 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER)' 0 \
            "$(printf '%-45s+= %s' "X86ASM-OBJS-\$(CONFIG_${cfg}_FILTER)" "$*${init:+ $init}")"
    else
        [ -z "$init" ] || insert libavfilter/x86/Makefile 'OBJS-$(CONFIG_BLEND_FILTER)' 0 \
            "$(printf '%-45s+= %s' "OBJS-\$(CONFIG_${cfg}_FILTER)" "$init")"
        insert libavfilter/x86/Makefile 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER)' 0 \
            "$(printf '%-45s+= %s' "X86ASM-OBJS-\$(CONFIG_${cfg}_FILTER)" "$*")"
    fi
}
# drop_other_x86 CONFIG LIST...: an existing tree may hold the
# registration of an earlier set of files (renamed or merged since): its
# simdlessondsp lines for CONFIG whose object list is none of LIST go.
drop_other_x86() {
    local mk=$src/libavfilter/x86/Makefile cfg="(CONFIG_$1_FILTER)"; shift
    awk -v cfg="$cfg" -v lists="$(printf '%s\n' "$@")" '
        BEGIN { n = split(lists, l, "\n"); for (i = 1; i <= n; i++) ok[l[i]] = 1 }
        index($0, cfg) && /simdlessondsp/ { o = $0; sub(/^[^=]*= */, "", o); if (!(o in ok)) next }
        { print }' "$mk" > "$mk.tmp"
    if cmp -s "$mk" "$mk.tmp"; then rm -f "$mk.tmp"; else mv "$mk.tmp" "$mk"; fi
}
# register_dsp_x86 CONFIG: every x86 object of the DSP context, for a
# filter that uses it
register_dsp_x86() {
    register_x86 "$1" x86/simdlessondsp_init.o \
        x86/simdlessondsp.o x86/simdlessondsp_depth.o x86/simdlessondsp_shuffle.o
}
! stage x86 || register_dsp_x86 SIMDLESSON

if stage checkasm; then
    insert tests/checkasm/checkasm.c '{ "vf_blend", checkasm_check_blend },' 1 \
'    #if CONFIG_SIMDLESSON_FILTER
        { "vf_simdlesson", checkasm_check_simdlesson },
    #endif'
    insert tests/checkasm/checkasm.h 'void checkasm_check_blend(void);' 0 \
        'void checkasm_check_simdlesson(void);'
    insert tests/checkasm/Makefile 'AVFILTEROBJS-$(CONFIG_BLEND_FILTER)' 0 \
        'AVFILTEROBJS-$(CONFIG_SIMDLESSON_FILTER) += vf_simdlesson.o'
    insert tests/fate/checkasm.mak 'fate-checkasm-vf_blend ' 0 \
        '                fate-checkasm-vf_simdlesson                             \'
fi
if stage fate; then
    insert tests/Makefile 'include $(SRC_PATH)/tests/fate/filter-video.mak' 0 \
        'include $(SRC_PATH)/tests/fate/simdlesson.mak'
fi

# blend and tblend: their 9- to 14-bit modes are plain C (float opacity
# arithmetic per sample); with opacity 1, A + ((EXPR) - A) * opacity is
# EXPR, which for addition (min(A + B, max)) and grainmerge
# (clip(A + B - half)) is a simdlessondsp row kernel.
if stage blend; then
    if grep -q 'SliceParams \*sliceparam);' "$src/libavfilter/blend.h"; then
        tail='SliceParams *sliceparam'               # 6.1 and later
    else
        tail='double *values, int starty'            # 5.1
    fi
    insert libavfilter/blend.h 'char *expr_str;' 0 \
'    /* ff_blend_init(): a simdlessondsp row kernel and the largest sample */
    void (*sl_row)(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                   ptrdiff_t width, int max);
    int sl_max;'
    insert libavfilter/vf_blend_init.h '#include "blend.h"' 0 \
'#include "simdlessondsp.h"'
    # (TEXT must not start with an empty line: insert() looks for its first)
    insert libavfilter/vf_blend_init.h 'DEFINE_INIT_BLEND_FUNC(32, 32)' 1 \
"/* addition and grainmerge at 9 to 14 bits, opacity 1: simdlessondsp rows */
static void blend_simdlessondsp(const uint8_t *top, ptrdiff_t top_linesize,
                                const uint8_t *bottom, ptrdiff_t bottom_linesize,
                                uint8_t *dst, ptrdiff_t dst_linesize,
                                ptrdiff_t width, ptrdiff_t height,
                                FilterParams *param, $tail)
{
    for (ptrdiff_t y = 0; y < height; y++)
        param->sl_row((uint16_t *)(dst + y * dst_linesize),
                      (const uint16_t *)(top + y * top_linesize),
                      (const uint16_t *)(bottom + y * bottom_linesize),
                      width, param->sl_max);
}
"
    insert libavfilter/vf_blend_init.h 'ff_blend_init_x86(param, depth);' 1 \
'    /* 9 to 14 bits: blend has only C there; libavfilter/simdlessondsp.h */
    if (depth > 8 && depth < 16 && param->opacity == 1 &&
        (param->mode == BLEND_ADDITION || param->mode == BLEND_GRAINMERGE)) {
        SimdLessonDSPContext dsp;

        ff_simdlesson_dsp_init(&dsp);
        param->sl_row = param->mode == BLEND_ADDITION ? dsp.add_sat_u16 : dsp.add_bias_u16;
        param->sl_max = (1 << depth) - 1;
        param->blend  = blend_simdlessondsp;
    }'
    insert libavfilter/Makefile 'OBJS-$(CONFIG_BLEND_FILTER)' 0 \
        'OBJS-$(CONFIG_BLEND_FILTER)                  += simdlessondsp.o'
    insert libavfilter/Makefile 'OBJS-$(CONFIG_TBLEND_FILTER)' 0 \
        'OBJS-$(CONFIG_TBLEND_FILTER)                 += simdlessondsp.o'
    register_dsp_x86 BLEND
    register_dsp_x86 TBLEND
fi

# --- documentation ----------------------------------------------------------

# doc/simdlesson.texi, the filter's @section, into doc/filters.texi at its
# alphabetical place among the video filters, between marker comments:
# replaced when run again, removable with tools/docpatch.sh remove.
if ! stage filter; then
    :
elif [ -f "$src/doc/filters.texi" ]; then
    "$TOP/tools/docpatch.sh" insert "$src/doc/filters.texi" "$TOP/doc/simdlesson.texi"
else
    log "$src has no doc/filters.texi: the documentation is not inserted"
fi

# --- feature header ---------------------------------------------------------

have() { grep -q "$1" "$src/$2" 2>/dev/null && echo 1 || echo 0; }
features=$(cat <<EOF
/* Generated by simdlesson's tools/overlay.sh from the features of this tree. */
#define SIMDLESSON_HAVE_FFFILTER      $( [ $filter_type = FFFilter ] && echo 1 || echo 0 )
#define SIMDLESSON_HAVE_FILTERS_H_API $(have 'define FILTER_INPUTS' libavfilter/filters.h)
#define SIMDLESSON_HAVE_FILTERLINK    $(have 'ff_filter_link(AVFilterLink' libavfilter/filters.h)
#define SIMDLESSON_HAVE_CHECKASM_EXT  $( [ -d "$src/tests/checkasm/ext" ] && echo 1 || echo 0 )
#define SIMDLESSON_HAVE_COLOR_RANGES  $(have 'ff_all_color_ranges' libavfilter/formats.h)
EOF
)
hdr=$src/libavfilter/simdlesson_features.h
if stage filter && [ "$(cat "$hdr" 2>/dev/null)" != "$features" ]; then
    echo "$features" > "$hdr"
fi
