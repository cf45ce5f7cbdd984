#!/usr/bin/env bash
#
# overlay.sh SRCDIR: make the project's files appear in the private FFmpeg
# tree SRCDIR (as symlinks, so that editing a project file and running make
# rebuilds just what depends on it), register the filter in FFmpeg's build
# and test files, insert its documentation into doc/filters.texi, and write
# the feature header for simdlesson_compat.h.
# Idempotent; fails loudly when an anchor line is missing.

set -euo pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"

src=${1:?usage: overlay.sh SRCDIR}
[ -f "$src/libavfilter/allfilters.c" ] || die "$src is not an FFmpeg tree"

# --- symlinks ---------------------------------------------------------------

link_dir() { # project-subdir tree-subdir pattern...
    local from=$1 to=$2 f; shift 2
    mkdir -p "$src/$to"
    for pat; do
        for f in "$TOP/$from"/$pat; do
            [ -f "$f" ] || continue
            ln -sfn "$f" "$src/$to/$(basename "$f")"
        done
    done
}
# drop links to project files that no longer exist
find "$src" -type l ! -exec test -e {} \; -lname "$TOP/*" -delete 2>/dev/null || true

link_dir libavfilter       libavfilter        '*.c' '*.h'
link_dir x86               libavfilter/x86    '*.c' '*.h' '*.asm'
link_dir tests/checkasm    tests/checkasm     '*.c'
link_dir fate              tests/fate         '*.mak'
link_dir fate/ref          tests/ref/fate     '*'

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
insert libavfilter/allfilters.c "ff_vf_signalstats;" 0 \
    "extern const $filter_type ff_vf_simdlesson;"

insert libavfilter/Makefile 'OBJS-$(CONFIG_SIGNALSTATS_FILTER)' 0 \
    'OBJS-$(CONFIG_SIMDLESSON_FILTER)             += vf_simdlesson.o simdlessondsp.o framesync.o'

# Newer trees list the x86 init file with the asm objects.
if grep -q 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER).*vf_blend_init.o' "$src/libavfilter/x86/Makefile"; then
    insert libavfilter/x86/Makefile 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER)' 0 \
        'X86ASM-OBJS-$(CONFIG_SIMDLESSON_FILTER)      += x86/simdlessondsp.o x86/simdlessondsp_init.o'
else
    insert libavfilter/x86/Makefile 'OBJS-$(CONFIG_BLEND_FILTER)' 0 \
        'OBJS-$(CONFIG_SIMDLESSON_FILTER)             += x86/simdlessondsp_init.o'
    insert libavfilter/x86/Makefile 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER)' 0 \
        'X86ASM-OBJS-$(CONFIG_SIMDLESSON_FILTER)      += x86/simdlessondsp.o'
fi

insert libavfilter/x86/Makefile 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER)' 0 \
    'X86ASM-OBJS-$(CONFIG_SIMDLESSON_FILTER)      += x86/simdlessondsp_shuffle.o'

# the bit-depth conversion kernels (mode=depth), in files of their own
if grep -q 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER).*vf_blend_init.o' "$src/libavfilter/x86/Makefile"; then
    insert libavfilter/x86/Makefile 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER)' 0 \
        'X86ASM-OBJS-$(CONFIG_SIMDLESSON_FILTER)      += x86/simdlessondsp_depth.o x86/simdlessondsp_depth_init.o'
else
    insert libavfilter/x86/Makefile 'OBJS-$(CONFIG_BLEND_FILTER)' 0 \
        'OBJS-$(CONFIG_SIMDLESSON_FILTER)             += x86/simdlessondsp_depth_init.o'
    insert libavfilter/x86/Makefile 'X86ASM-OBJS-$(CONFIG_BLEND_FILTER)' 0 \
        'X86ASM-OBJS-$(CONFIG_SIMDLESSON_FILTER)      += x86/simdlessondsp_depth.o'
fi

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
insert tests/Makefile 'include $(SRC_PATH)/tests/fate/filter-video.mak' 0 \
    'include $(SRC_PATH)/tests/fate/simdlesson.mak'

# --- documentation ----------------------------------------------------------

# doc/simdlesson.texi, the filter's @section, into doc/filters.texi at its
# alphabetical place among the video filters, between marker comments:
# replaced when run again, removable with tools/docpatch.sh remove.
if [ -f "$src/doc/filters.texi" ]; then
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
if [ "$(cat "$hdr" 2>/dev/null)" != "$features" ]; then
    echo "$features" > "$hdr"
fi
