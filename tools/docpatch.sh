#!/usr/bin/env bash
#
# docpatch.sh insert|remove|check FILTERS_TEXI [SECTION_TEXI]
#
# Put the filter's documentation (doc/simdlesson.texi, an "@section
# simdlesson" in doc/filters.texi's format) into FFmpeg's doc/filters.texi,
# among the video filters at its alphabetical place: before the first
# "@section NAME" of the chapter "Video Filters" whose NAME sorts after
# "simdlesson" (and before that section's @anchor, if any).  The inserted
# text sits between two marker comments, followed by one blank line:
#
#   insert  replace the marked block, if any, by SECTION_TEXI (idempotent:
#           running it again gives the same file, which is then not
#           rewritten); stops when the chapter is missing or when an
#           "@section simdlesson" stands outside the markers
#   remove  delete the marked block and its blank line: the pristine file
#   check   exit 0 if the block is there, 1 if not

set -euo pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"

BEGIN_MARK='@c simdlesson: begin of doc/simdlesson.texi (inserted by tools/overlay.sh)'
END_MARK='@c simdlesson: end of doc/simdlesson.texi'

action=${1:?usage: docpatch.sh insert|remove|check FILTERS_TEXI [SECTION_TEXI]}
texi=${2:?usage: docpatch.sh insert|remove|check FILTERS_TEXI [SECTION_TEXI]}
[ -f "$texi" ] || die "docpatch: $texi is missing"

# the file without the marked block (and the blank line after it)
strip() {
    awk -v b="$BEGIN_MARK" -v e="$END_MARK" '
        $0 == b { skip = 1; next }
        skip && $0 == e { skip = 0; blank = 1; next }
        skip { next }
        blank { blank = 0; if ($0 == "") next }
        { print }
    ' "$1"
}

case $action in
check)
    grep -qxF -- "$BEGIN_MARK" "$texi"
    ;;
remove)
    if grep -qxF -- "$BEGIN_MARK" "$texi"; then
        strip "$texi" > "$texi.tmp"
        mv "$texi.tmp" "$texi"
    fi
    ;;
insert)
    section=${3:?usage: docpatch.sh insert FILTERS_TEXI SECTION_TEXI}
    [ -f "$section" ] || die "docpatch: $section is missing"
    stripped=$(mktemp)
    trap 'rm -f "$stripped" "$texi.tmp"' EXIT
    strip "$texi" > "$stripped"
    grep -q '^@section simdlesson' "$stripped" &&
        die "docpatch: $texi already has an @section simdlesson outside the markers"
    # the line to insert before: the section after ours, or its @anchor
    at=$(awk '
        /^@chapter / { video = ($0 == "@chapter Video Filters") }
        video && /^@section / && $2 > "simdlesson" {
            print (prev ~ /^@anchor\{/) ? NR - 1 : NR; exit
        }
        { prev = $0 }
    ' "$stripped")
    [ -n "$at" ] || die "docpatch: no '@chapter Video Filters' with a section after simdlesson in $texi"
    awk -v at="$at" -v b="$BEGIN_MARK" -v e="$END_MARK" -v section="$section" '
        NR == at {
            print b
            while ((getline line < section) > 0) print line
            print e
            print ""
        }
        { print }
    ' "$stripped" > "$texi.tmp"
    if cmp -s "$texi.tmp" "$texi"; then
        rm -f "$texi.tmp"
    else
        mv "$texi.tmp" "$texi"
    fi
    ;;
*)
    die "docpatch: unknown action '$action'"
    ;;
esac
