# tests/modes.sh: every mode of the filter, for the suites that run each
# one (tests/geometry.sh, tests/sanitize.sh).  NAME|INPUTS|OPTIONS.
# A new mode is one line here, e.g.
#   "shuffle|1|mode=shuffle:map=2103"
#   "depth|1|mode=depth:depth=10:method=shift"
# shellcheck disable=SC2034
SIMDLESSON_MODES=(
    "add|2|mode=add"
    "add-wrap|2|mode=add:overflow=wrap"
    "add-bias|2|mode=add:bias=1"
    "offset|1|mode=offset:value=77"
    "offset-neg-wrap|1|mode=offset:value=-100:overflow=wrap"
)
