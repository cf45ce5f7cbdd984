# tests/modes.sh: every mode of the filter, for the suites that run each
# one (tests/geometry.sh, tests/sanitize.sh).  NAME|INPUTS|OPTIONS|FORMATS:
# FORMATS, when given, are the only formats of those suites the mode takes.
# shellcheck disable=SC2034
SIMDLESSON_MODES=(
    "add|2|mode=add"
    "add-wrap|2|mode=add:overflow=wrap"
    "add-bias|2|mode=add:bias=1"
    "offset|1|mode=offset:value=77"
    "offset-neg-wrap|1|mode=offset:value=-100:overflow=wrap"
    "shuffle-map|1|mode=shuffle:map=b0r|rgb24"
    "shuffle-out|1|mode=shuffle:out=bgr24|rgb24"
    "layout-repack|1|mode=shuffle:out=bgra|rgb24"
    "layout-deinterleave|1|mode=shuffle:out=yuv420p|nv12"
    "layout-interleave|1|mode=shuffle:out=nv12|yuv420p"
    "layout-to-p010|1|mode=shuffle:out=p010le|yuv420p10le"
    "layout-from-p010|1|mode=shuffle:out=yuv420p10le|p010le"
    "layout-to-yuyv|1|mode=shuffle:out=yuyv422|yuv422p"
    "layout-from-yuyv|1|mode=shuffle:out=yuv422p|yuyv422"
    "depth-up|1|mode=depth:depth=12|yuv420p yuv420p10le"
    "depth-down|1|mode=depth:depth=8|yuv420p10le"
)

# mode_takes FORMATS FORMAT: FORMAT is one of FORMATS, or FORMATS is empty
mode_takes() {
    [ -z "$1" ] || [[ " $1 " == *" $2 "* ]]
}
