#!/usr/bin/env bash
#
# tools/system.sh build|install|uninstall BUILDDIR: simdlesson in the
# FFmpeg the system already has (make system, install-system,
# uninstall-system).  See doc/system.md.
#
# build: a drop-in libavfilter.so.N for the installed FFmpeg, built from
# the Debian source package of exactly the installed version (Debian's
# patches applied) with the installed build's configure flags plus
# simdlesson, linked against the system's own libavutil, libavcodec,
# libavformat, libswscale, libswresample and libpostproc; and wrappers
# that run the system's ffmpeg, ffprobe and ffplay with it.  Results in
# BUILDDIR/system/lib and BUILDDIR/system/bin.
#
# Overrides (for other systems, and for the tests):
#   SYSTEM_FFMPEG      the system's ffmpeg program (default: ffmpeg in PATH)
#   SYSTEM_OS_RELEASE  the os-release file (default /etc/os-release)
#   SYSTEM_VERSION     the installed FFmpeg's Debian version (default: dpkg's)
#   SYSTEM_SRC         an FFmpeg source tree of the installed version, used
#                      instead of Debian's source package (non-Debian systems)
#   SYSTEM_FLAGS       FFmpeg configure flags (default: ffmpeg -buildconf)
#   SCALE_DSP          no: a stock scale filter in the drop-in (default yes:
#                      scale converts on the DSP where exact, doc/scale.md)
#   SYSTEM_DERIVE=no   skip the derived flags: the system's whole configure
#                      line and Debian's build dependencies (the fallback)
#   SYSTEM_LIBDIR      install: where the library goes (default
#                      /usr/local/lib/<multiarch>)
#   SIMDLESSON_CACHE   source packages, .debs and built libraries
#                      (default ~/.cache/simdlesson)

set -euo pipefail
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$TOP/tools/common.sh"

action=${1:?usage: system.sh build|install|uninstall BUILDDIR}
BUILDDIR=${2:-build}
mkdir -p "$BUILDDIR"
BUILDDIR=$(cd "$BUILDDIR" && pwd)
SYS=$BUILDDIR/system
SUPPORTED_SERIES=$(sed -n 's/^SUPPORTED_SERIES="\(.*\)"/\1/p' "$TOP/configure")
cache=${SIMDLESSON_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/simdlesson}
os_release=${SYSTEM_OS_RELEASE:-/etc/os-release}
manifest_dir=/usr/local/share/simdlesson
manifest=$manifest_dir/system-libavfilter.manifest

# The overlay stages (tools/overlay.sh) of the drop-in: the filter goes
# into libavfilter (with its own copies of the DSP: the system's
# libswscale has none); swscale's unscaled converter on the DSP, unless
# SCALE_DSP=no (make system SCALE_DSP=no), into libswscale, which the
# drop-in then builds too.
OVERLAY_STAGES=${SYSTEM_OVERLAY_STAGES:-filter x86}
[ "${SCALE_DSP:-yes}" = no ] || [ -n "${SYSTEM_OVERLAY_STAGES:-}" ] || OVERLAY_STAGES+=" scale"
# The libraries of the drop-in; those libavfilter links to otherwise are
# the system's own.
DROPIN_LIBS=avfilter
[[ " $OVERLAY_STAGES " != *" scale "* ]] || DROPIN_LIBS+=" swscale"
OTHER_LIBS=
for lib in avutil avcodec avformat swscale swresample postproc; do
    [[ " $DROPIN_LIBS " == *" $lib "* ]] || OTHER_LIBS+=" $lib"
done

# --- the installed FFmpeg ---------------------------------------------------

os_field() { sed -n "s/^$1=//p" "$os_release" 2>/dev/null | tr -d '"' | head -n 1; }

is_debian() {
    local id like
    id=$(os_field ID) like=$(os_field ID_LIKE)
    [ "$id" = debian ] || [[ " $like " == *" debian "* ]]
}

# Sets ffbin, soname, syslib (path of the system's libavfilter), multiarch,
# version (Debian version, or the one ffmpeg reports), upstream, series,
# srcpkg, libpkg.
detect() {
    ffbin=${SYSTEM_FFMPEG:-$(command -v ffmpeg || true)}
    if [ -z "$ffbin" ] || [ ! -x "$ffbin" ]; then
        if is_debian; then
            die "no FFmpeg installed (${SYSTEM_FFMPEG:-no ffmpeg in PATH}): install Debian's with:  sudo apt-get install ffmpeg  then run make system again"
        fi
        die "no FFmpeg installed (${SYSTEM_FFMPEG:-no ffmpeg in PATH}): install your system's ffmpeg package, then run make system again"
    fi
    ffbin=$(readlink -f "$ffbin")
    local line
    line=$(ldd "$ffbin" 2>/dev/null | awk '$1 ~ /^libavfilter\.so\./ && !done { print $1, $3; done = 1 }')
    [ -n "$line" ] ||
        die "$ffbin is not linked to a shared libavfilter (a static build?): there is no library to stand in for; use make and build/bin/ffmpeg instead"
    soname=${line% *} syslib=${line#* }
    [ -f "$syslib" ] || die "ldd: $soname of $ffbin not found"
    # the sonames of the drop-in's libraries (libavfilter.so.N first)
    sonames=$soname
    if [[ " $DROPIN_LIBS " == *" swscale "* ]]; then
        line=$(ldd "$ffbin" 2>/dev/null | awk '$1 ~ /^libswscale\.so\./ && !done { print $1; done = 1 }')
        [ -n "$line" ] || die "$ffbin is not linked to a shared libswscale: use make system SCALE_DSP=no"
        sonames+=" $line"
    fi
    multiarch=$(basename "$(dirname "$syslib")")
    case $multiarch in *-*-*) ;; *) multiarch=$(gcc -print-multiarch 2>/dev/null || echo "") ;; esac

    local reported
    reported=$("$ffbin" -hide_banner -version 2>/dev/null | sed -n '1s/^ffmpeg version \([^ ]*\).*/\1/p')
    srcpkg= libpkg=
    if [ -z "${SYSTEM_SRC:-}" ]; then
        is_debian ||
            die "this is not a Debian system ($os_release: ID=$(os_field ID)): make system builds from Debian's source package of the installed FFmpeg.  Pass a source tree of your installed FFmpeg ($reported) and, if ffmpeg -buildconf is not its library's, its configure flags:  make system SYSTEM_SRC=/path/to/ffmpeg-${reported%%-*} SYSTEM_FLAGS=\"...\"  (and install the -dev packages of the external libraries it names)"
        # the package's own library, also when make install-system's copy
        # in /usr/local is the one ldd finds
        local cand
        libpkg=
        for cand in "$syslib" "/usr/lib/$multiarch/$soname" "/lib/$multiarch/$soname"; do
            [ -f "$cand" ] || continue
            libpkg=$( { dpkg-query -S "$cand" "$(readlink -f "$cand")" 2>/dev/null || true; } | head -n 1 | sed 's/: .*//')
            [ -n "$libpkg" ] && { syslib=$cand; break; }
        done
        [ -n "$libpkg" ] ||
            die "$syslib belongs to no Debian package (not Debian's ffmpeg?): pass SYSTEM_FFMPEG=/usr/bin/ffmpeg, or SYSTEM_SRC=<its FFmpeg source tree>"
        version=${SYSTEM_VERSION:-$(dpkg-query -W -f '${Version}' "$libpkg")}
        srcpkg=$(dpkg-query -W -f '${source:Package}' "$libpkg")
    else
        grep -q "^file $syslib " "$manifest" 2>/dev/null &&
            die "$ffbin loads the libavfilter make install-system put in $(dirname "$syslib"): run make uninstall-system first"
        version=${SYSTEM_VERSION:-$reported}
    fi
    # the system's own libavfilter, not an installed simdlesson one
    sysrun=(env "LD_LIBRARY_PATH=$(dirname "$syslib")" "$ffbin")
    upstream=${version#*:}; upstream=${upstream%-*}
    series=$(echo "$upstream" | cut -d. -f1-2)
    [[ " $SUPPORTED_SERIES " == *" $series "* ]] ||
        die "the installed FFmpeg is $version (series $series), which simdlesson does not build with (it supports $SUPPORTED_SERIES): install an FFmpeg of one of those series (Debian 12 has 5.1), or use make and build/bin/ffmpeg"
}

# The installed build's configure flags, one a line.
system_flags() {
    if [ -n "${SYSTEM_FLAGS:-}" ]; then
        printf '%s\n' "$SYSTEM_FLAGS" | xargs printf '%s\n'
        return
    fi
    # The library's own configuration when it differs from the program's
    # (e.g. Debian's libavfilter-extra): the banner names it (not -version's).
    local cfg
    cfg=$("${sysrun[@]}" -buildconf 2>&1 | sed -n 's/^ *avfilter *configuration: //p')
    if [ -n "$cfg" ]; then
        printf '%s\n' "$cfg" | xargs printf '%s\n'
    else
        # (9.0 ends the list with "Exiting with exit code 0": flags only)
        "${sysrun[@]}" -hide_banner -buildconf 2>/dev/null | sed -n '/configuration:/,$p' | sed 1d |
            sed 's/^ *//' | grep '^--' | xargs printf '%s\n'
    fi
}

# The installed build's configuration as its library reports it, quotes
# and all: what avfilter_configuration() must return.
system_config_string() {
    if [ -n "${SYSTEM_FLAGS:-}" ]; then
        printf '%s' "$SYSTEM_FLAGS"
        return
    fi
    local cfg
    cfg=$("${sysrun[@]}" -buildconf 2>&1 | sed -n 's/^ *avfilter *configuration: //p')
    [ -n "$cfg" ] || cfg=$("${sysrun[@]}" -version 2>/dev/null | sed -n 's/^configuration: //p')
    printf '%s' "$cfg"
}

# The filter names the system's ffmpeg lists.
system_filters() {
    # (the flags are 3 columns up to 7.1, 2 from 8.0; then NAME IN->OUT)
    "${sysrun[@]}" -hide_banner -filters 2>/dev/null |
        awk 'NF >= 3 && $1 ~ /^[.TSC]+$/ && $3 ~ /->/ { print $2 }' | sort
}

# --- private apt state ------------------------------------------------------

# deb-src lines for what the system's apt installs from; our own lists and
# cache under $SYS/apt; the system's apt configuration is not touched.
apt_private() {
    local dir=$SYS/apt
    mkdir -p "$dir/etc/sources.list.d" "$dir/etc/preferences.d" "$dir/etc/apt.conf.d" \
             "$dir/state/lists/partial" "$dir/cache/archives/partial"
    local kr=/usr/share/keyrings/debian-archive-keyring.gpg
    [ -f $kr ] && kr=" [signed-by=$kr]" || kr=
    apt-get indextargets --format '$(REPO_URI) $(RELEASE) $(COMPONENT)' 'Created-By: Packages' 2>/dev/null |
        sort -u | awk -v kr="$kr" '{ print "deb-src" kr " " $1 " " $2 " " $3 }' > "$dir/etc/sources.list"
    [ -s "$dir/etc/sources.list" ] ||
        echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $(debian_mirror) $(os_field VERSION_CODENAME) main" \
            > "$dir/etc/sources.list"
    APT_OPTS=(-o "Dir::Etc=$dir/etc"
              -o "Dir::Etc::sourcelist=$dir/etc/sources.list"
              -o "Dir::Etc::sourceparts=$dir/etc/sources.list.d"
              -o "Dir::Etc::preferencesparts=$dir/etc/preferences.d"
              -o "Dir::Etc::parts=$dir/etc/apt.conf.d"
              -o "Dir::Etc::trusted=/etc/apt/trusted.gpg"
              -o "Dir::Etc::trustedparts=/etc/apt/trusted.gpg.d"
              -o "Dir::State=$dir/state"
              -o "Dir::State::status=$dir/state/status"
              -o "Dir::Cache=$dir/cache"
              -o "Debug::NoLocking=1"
              -o "APT::Sandbox::User=root")
    # (the system's own apt.conf is not read: an expired Release file of
    # testing or sid that the system accepts must be accepted here too)
    apt-config dump 2>/dev/null | grep -qx 'Acquire::Check-Valid-Until "false";' &&
        APT_OPTS+=(-o "Acquire::Check-Valid-Until=false")
    : > "$dir/state/status"
    log "apt: updating private source indices ($(awk '{ printf "%s%s %s", sep, $(NF-2), $(NF-1); sep = ", " }' "$dir/etc/sources.list"))"
    apt-get "${APT_OPTS[@]}" -q update >"$dir/update.log" 2>&1 ||
        log "apt: some indices failed (see $dir/update.log)"
}

# dsc_field DSC FIELD: a (folded) field of a .dsc or apt-cache showsrc record
dsc_field() {
    awk -v f="$2:" '$1 == f { on = 1; sub(/^[^:]*: */, ""); printf "%s", $0; next }
                    on && /^[ \t]/ { printf " %s", $0; next } { on = 0 }' "$1" | tr -s ' \t' '  '
}

# fetch_source: the installed version's source into the cache (shared with
# configure's .orig tarballs).  Sets src_dsc (Debian's source package), or,
# when that cannot be fetched, src_orig (the upstream tarball of exactly the
# installed version) and src_debian (its debian.tar, when it can be had);
# writes Debian's build dependencies to $SYS/build-depends.txt.
fetch_source() {
    src_dsc= src_orig= src_debian=
    local dsc=$cache/${srcpkg}_${version#*:}.dsc
    mkdir -p "$cache"
    if [ -f "$dsc" ] &&
       awk '/^Files:/ { f = 1; next } /^[^ ]/ || NF < 3 { f = 0 } f { print $3 }' "$dsc" |
           (cd "$cache" && while read -r f; do [ -f "$f" ] || exit 1; done); then
        log "using cached $(basename "$dsc")"
        src_dsc=$dsc
        dsc_field "$dsc" Build-Depends > "$SYS/build-depends.txt"
        return
    fi
    apt_private
    # (not a pipe into grep -q: apt-cache would die of SIGPIPE under pipefail)
    local versions v same=
    versions=$(apt-cache "${APT_OPTS[@]}" showsrc "$srcpkg" 2>/dev/null || true)
    local mirrors
    mirrors=$(awk '{ print $(NF-2), $(NF-1) }' "$SYS/apt/etc/sources.list" | tr '\n' ' ' | sed 's/ $//')
    if grep -qx "Version: $version" <<< "$versions"; then
        same=$version
        log "apt: fetching source package $srcpkg $version"
        if (cd "$cache" && apt-get "${APT_OPTS[@]}" -q source --download-only "$srcpkg=$version") \
               >"$SYS/apt/source.log" 2>&1 && [ -f "$dsc" ]; then
            src_dsc=$dsc
            dsc_field "$dsc" Build-Depends > "$SYS/build-depends.txt"
            return
        fi
    else
        # another Debian revision of the same upstream version has its tarball
        for v in $(awk '/^Version:/ { print $2 }' <<< "$versions"); do
            local up=${v#*:}; up=${up%-*}
            [ "$up" = "$upstream" ] && same=$v
        done
    fi
    # Debian's package cannot be had: the upstream tarball of exactly the
    # installed version, verified by the checksum the index gives, and
    # Debian's patches when they can be had
    local uri name size hash uris=
    [ -n "$same" ] && uris=$(apt-get "${APT_OPTS[@]}" --print-uris source "$srcpkg=$same" 2>/dev/null | grep "^'" || true)
    read -r uri name size hash < <(grep "\.orig\.tar\.[a-z0-9]*' " <<< "$uris" | head -n 1) || true
    if [ -z "${name:-}" ]; then
        die "neither Debian's source package $srcpkg=$version (the installed FFmpeg) nor the upstream tarball of FFmpeg $upstream is on the mirrors apt uses ($mirrors): it was probably superseded.  Either upgrade the system's FFmpeg (sudo apt-get update && sudo apt-get install --only-upgrade ffmpeg) and run make system again, or pass the source of FFmpeg $upstream yourself: make system SYSTEM_SRC=/path/to/ffmpeg-$upstream"
    fi
    if [ -f "$cache/$name" ] && [ "$(sha256sum < "$cache/$name" | cut -d' ' -f1)" = "${hash#SHA256:}" ]; then
        src_orig=$cache/$name
    elif /usr/lib/apt/apt-helper -o "APT::Sandbox::User=root" download-file "${uri//\'/}" "$cache/$name.part" "$hash" \
             >>"$SYS/apt/source.log" 2>&1; then
        mv -f "$cache/$name.part" "$cache/$name"
        src_orig=$cache/$name
    else
        rm -f "$cache/$name.part"
        die "Debian's source package $srcpkg=$version cannot be fetched (see $SYS/apt/source.log), nor the upstream tarball $name: upgrade the system's FFmpeg (sudo apt-get update && sudo apt-get install --only-upgrade ffmpeg) and run make system again, or pass the source of FFmpeg $upstream yourself: make system SYSTEM_SRC=/path/to/ffmpeg-$upstream"
    fi
    local patches="without Debian's patches (its debian.tar cannot be fetched either)"
    if [ "$same" = "$version" ]; then
        read -r uri name size hash < <(grep "\.debian\.tar\.[a-z0-9]*' " <<< "$uris" | head -n 1) || true
        if [ -n "${name:-}" ] && /usr/lib/apt/apt-helper -o "APT::Sandbox::User=root" download-file \
               "${uri//\'/}" "$cache/$name.part" "$hash" >>"$SYS/apt/source.log" 2>&1; then
            mv -f "$cache/$name.part" "$cache/$name"
            src_debian=$cache/$name
            patches="with Debian's patches from $name"
        fi
        rm -f "$cache/$name.part"
    else
        patches="without Debian's patches ($version is not in the index)"
    fi
    # the build dependencies the index gives for that version
    awk -v v="$same" '/^Package:/ { r = "" } { r = r $0 "\n" } /^Version:/ { keep = ($2 == v) }
                      /^$/ && keep { printf "%s", r; exit } END { if (keep) printf "%s", r }' <<< "$versions" > "$SYS/apt/showsrc.txt"
    dsc_field "$SYS/apt/showsrc.txt" Build-Depends > "$SYS/build-depends.txt"
    log "warning: Debian's source package $srcpkg=$version cannot be fetched from $mirrors (see $SYS/apt/source.log); building from the upstream tarball of exactly FFmpeg $upstream, $(basename "$src_orig"), $patches.  The checks stay: the version and the filter list must be the system's"
}

# --- what libavfilter needs -------------------------------------------------

# needed_names CONFIGURE FILTERS-FILE: every configure name the listed
# filters (and libavfilter) depend on, select or suggest, transitively, not
# crossing into the other FFmpeg libraries (the system's own); plus the
# libraries whose "enabled X && ..." line provides one of them (libglslang
# gives spirv_compiler).
needed_names() {
    awk -v filters="$2" '
        BEGIN { libs = " avutil avcodec avformat avdevice swscale swresample postproc " }
        match($0, /^[a-z0-9_]+_(deps|deps_any|select|suggest)="[^"]*"/) {
            name = $0; sub(/_(deps|deps_any|select|suggest)=.*/, "", name)
            val = $0; sub(/^[^"]*"/, "", val); sub(/".*/, "", val)
            dep[name] = dep[name] " " val
        }
        # enabled X && { check_lib NAME ...: X provides NAME
        /^enabled [a-z0-9_]+ +&& *[{]? *(check|require)[a-z_]* +[a-z0-9_]+/ {
            line = $0; sub(/^enabled [a-z0-9_]+ +&& *[{]? *(check|require)[a-z_]* +/, "", line); sub(/[^a-z0-9_].*/, "", line)
            if (line != $2) provides[$2] = provides[$2] " " line
        }
        # if/elif enabled X; then ... check_lib NAME ... fi: X provides NAME
        # (7.1: libglslang gives spirv_compiler; libvpl gives libmfx, which
        # the qsv filters need)
        /^(if|elif) enabled [a-z0-9_]+; *then/ { blk = $3; sub(/;.*/, "", blk); next }
        /^(if|elif|else|fi)([ \t;]|$)/ { blk = ""; next }
        blk != "" {
            line = $0
            while (match(line, /(^|[ \t{|&])(check|require)[a-z_]* +[a-z0-9_]+/)) {
                pw = substr(line, RSTART, RLENGTH); sub(/^[ \t{|&]*(check|require)[a-z_]* +/, "", pw)
                if (pw != blk) provides[blk] = provides[blk] " " pw
                line = substr(line, RSTART + RLENGTH)
            }
        }
        END {
            n = 0
            queue[n++] = "avfilter"
            while ((getline f < filters) > 0) queue[n++] = f "_filter"
            for (i = 0; i < n; i++) {
                x = queue[i]
                if (x in seen) continue
                seen[x] = 1
                if (index(libs, " " x " ")) continue
                m = split(dep[x], d, " ")
                for (j = 1; j <= m; j++) if (!(d[j] in seen)) queue[n++] = d[j]
            }
            for (x in seen) print x
            for (lib in provides) {
                m = split(provides[lib], w, " ")
                for (j = 1; j <= m; j++) if (w[j] in seen) { print lib; break }
            }
        }' "$1" | sort -u
}

# library_names CONFIGURE: the external and hardware libraries FFmpeg's
# configure knows (its *LIBRARY*_LIST and HWACCEL_*LIST), and the
# autodetected ones marked "auto".
library_names() {
    awk '
        /^[A-Z_]*(LIBRARY|HWACCEL)[A-Z_]*_LIST="/ && !/^LIBRARY_LIST/ {
            auto = /AUTODETECT/; inlist = 1; sub(/^[^"]*"/, "")
        }
        inlist {
            line = $0; done = sub(/".*/, "", line)
            m = split(line, w, /[ \t]+/)
            for (i = 1; i <= m; i++) if (w[i] ~ /^[a-z0-9_]+$/) print w[i], (auto ? "auto" : "flag")
            if (done) inlist = 0
        }' "$1" | sort -u
}

# dev_package NAME: the Debian build dependency debian/control names for
# --enable-NAME or the autodetected NAME (its comment line), first choice;
# without debian/control (an upstream tarball), the build dependency called
# libNAME-dev or NAME-dev.
dev_package() {
    local name=$1 bare=${1#lib} p
    if [ ! -f "$srcdir/debian/control" ]; then
        # (the upstream tarball: Build-Depends alone, one line per
        # dependency and its alternatives, of which the first is taken:
        # "ocl-icd-opencl-dev opencl-dev", the second virtual.  Debian's
        # names that are not the library's, as the comments of trixie's
        # debian/control give them; then the library's own name; then a
        # -dev package that holds it: flite1-dev, libzmq3-dev, zlib1g-dev)
        local deps known=
        deps=$(tr ',' '\n' < "$SYS/build-depends.txt" 2>/dev/null | sed 's/([^)]*)//g; s/\[[^]]*\]//g; s/<[^>]*>//g' |
               awk -F'|' '{ for (i = 1; i <= NF; i++) { split($i, w, " "); printf "%s%s", (i > 1 ? " " : ""), w[1] }; print "" }')
        case $name in
        cuda_llvm) known=clang ;;
        ffnvcodec) known=libffmpeg-nvenc-dev ;;
        ladspa)    known=ladspa-sdk ;;
        lv2)       known=liblilv-dev ;;
        vaapi)     known=libva-dev ;;
        esac
        for p in $known "lib$bare-dev" "$bare-dev" "lib$name-dev" "$name-dev"; do
            p=$(awk -v p="$p" '{ for (i = 1; i <= NF; i++) if ($i == p) { print $1; exit } }' <<< "$deps")
            [ -z "$p" ] || { echo "$p"; return; }
        done
        awk -v re="^(lib)?${bare//+/\\+}[0-9a-z.+-]*-dev\$" \
            '{ for (i = 1; i <= NF; i++) if ($i ~ re) { print $1; exit } }' <<< "$deps"
        return 0
    fi
    awk -v name="$name" -v bare="$bare" '
        /^#/ {
            c = $0; gsub(/[^a-z0-9_-]+/, " ", c); c = " " c " "
            hit = index(c, " --enable-" name " ") || index(c, " --enable-lib" bare " ") || index(c, " --enable-" bare " ")
            if (!hit && c ~ /auto/) {
                hit = index(c, " " name " ")
                gsub(/_/, " ", c); hit = hit || index(c, " " name " ") || index(c, " " bare " ")
            }
            next
        }
        hit && /^ [a-z0-9]/ { p = $1; sub(/,$/, "", p); print p; exit }
        { hit = 0 }' "$srcdir/debian/control" 2>/dev/null
}

# install_debs PKG...: apt-get install as root (the .debs kept in the
# cache), otherwise stop and print the command.
install_debs() {
    local missing=() p
    for p; do
        [ "$(dpkg-query -W -f '${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" != 0 ]; then
        die "the build needs these packages; install them with:  sudo apt-get install --no-install-recommends ${missing[*]}  then run make system again"
    fi
    log "installing ${missing[*]} with apt-get"
    apt_cached "$SYS/apt-install.log" install "${missing[@]}" ||
        die "apt-get install ${missing[*]} failed (see $SYS/apt-install.log)"
}

# --- build ------------------------------------------------------------------

wrapper() { # PROGRAM: BUILDDIR/system/bin/PROGRAM
    local prog=$1 out=$SYS/bin/$1
    cat > "$out.tmp" <<EOF
#!/bin/sh
# Generated by simdlesson's make system: the system's $prog with simdlesson's
# libavfilter ($SYS/lib/$soname) first.
built_for='$version'
EOF
    if [ -n "$libpkg" ]; then
        cat >> "$out.tmp" <<EOF
now=\${SIMDLESSON_SYSTEM_VERSION:-\$(dpkg-query -W -f '\${Version}' $libpkg 2>/dev/null)}
EOF
    else
        cat >> "$out.tmp" <<EOF
now=\${SIMDLESSON_SYSTEM_VERSION:-\$($ffbin -hide_banner -version 2>/dev/null | sed -n '1s/^ffmpeg version \\([^ ]*\\).*/\\1/p')}
EOF
    fi
    cat >> "$out.tmp" <<EOF
if [ "\$now" != "\$built_for" ]; then
    echo "simdlesson: $SYS/lib/$soname was built for FFmpeg \$built_for, but the system now has \${now:-none}: run make system again (in $TOP)" >&2
    exit 1
fi
LD_LIBRARY_PATH=$SYS/lib\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH} exec $(dirname "$ffbin")/$prog "\$@"
EOF
    chmod +x "$out.tmp"
    mv -f "$out.tmp" "$out"
}

build() {
    detect
    log "system FFmpeg: $ffbin, $version${libpkg:+ ($libpkg)}, $soname from $syslib"
    mkdir -p "$SYS/lib" "$SYS/bin"
    rm -f "$SYS"/lib/lib*.so.*       # (another drop-in's, SCALE_DSP=no...)
    command -v dpkg-source >/dev/null || [ -n "${SYSTEM_SRC:-}" ] || install_debs dpkg-dev
    # tools the build needs (configure's list)
    local tools=()
    command -v cc >/dev/null || tools+=(gcc libc6-dev)
    # (g++ links a libavfilter that uses a C++ library: libplacebo, glslang)
    command -v g++ >/dev/null || tools+=(g++)
    command -v make >/dev/null || tools+=(make)
    command -v nasm >/dev/null || tools+=(nasm)
    command -v pkg-config >/dev/null || tools+=(pkg-config)
    [ ${#tools[@]} -eq 0 ] || install_debs "${tools[@]}"

    # the source tree
    srcdir=$SYS/src objdir=$SYS/obj
    local origin
    if [ -n "${SYSTEM_SRC:-}" ]; then
        origin=$(readlink -f "$SYSTEM_SRC")
        : > "$SYS/build-depends.txt"
    else
        fetch_source
        origin=${src_dsc:-$src_orig${src_debian:+ + $src_debian}}
    fi
    # (a pristine tree again when the stages change: the overlay undoes none)
    if [ "$(cat "$srcdir/.simdlesson-origin" 2>/dev/null)" != "$origin [$OVERLAY_STAGES]" ]; then
        log "preparing the source tree from $origin"
        rm -rf "$srcdir" "$objdir"
        if [ -n "${SYSTEM_SRC:-}" ]; then
            mkdir -p "$srcdir"
            copy_ffmpeg_tree "$origin" "$srcdir"
        elif [ -n "$src_dsc" ]; then
            (cd "$(dirname "$src_dsc")" && dpkg-source --no-copy -x "$src_dsc" "$srcdir") >"$SYS/dpkg-source.log" 2>&1 ||
                die "dpkg-source -x $src_dsc failed (see $SYS/dpkg-source.log)"
        else
            mkdir -p "$srcdir"
            copy_ffmpeg_tree "$src_orig" "$srcdir"
            [ -z "$src_debian" ] || apply_debian "$src_debian"
        fi
        echo "$origin [$OVERLAY_STAGES]" > "$srcdir/.simdlesson-origin"
    fi
    local treever
    treever=$(cat "$srcdir/RELEASE" 2>/dev/null || cat "$srcdir/VERSION" 2>/dev/null || echo unknown)
    [ "$treever" = "$upstream" ] ||
        die "the source tree $origin is FFmpeg $treever, the system's is $upstream: pass the matching source"
    # shellcheck disable=SC2086
    "$TOP/tools/overlay.sh" "$srcdir" $OVERLAY_STAGES

    # the configure flags: the system's, less the external libraries no
    # filter the system has uses (codecs, devices, protocols)
    system_filters > "$SYS/system-filters.txt"
    [ -s "$SYS/system-filters.txt" ] || die "$ffbin -filters lists no filter"
    needed_names "$srcdir/configure" "$SYS/system-filters.txt" > "$SYS/needed.txt"
    library_names "$srcdir/configure" > "$SYS/libraries.txt"
    local all_flags=() flags=() dropped=() pkgs=() f name kind p
    mapfile -t all_flags < <(system_flags)
    [ ${#all_flags[@]} -gt 0 ] || die "no configure flags from $ffbin -buildconf; pass SYSTEM_FLAGS"
    for f in "${all_flags[@]}"; do
        name=${f#--enable-}
        if [ "$name" = "$f" ] || ! grep -q "^$name " "$SYS/libraries.txt"; then
            flags+=("$f")
        elif grep -qx "$name" "$SYS/needed.txt"; then
            flags+=("$f"); pkgs+=("$name")
        else
            dropped+=("$f")
        fi
    done
    # autodetected libraries the system's filters need (vaapi, vulkan...)
    while read -r name kind; do
        [ "$kind" = auto ] && grep -qx "$name" "$SYS/needed.txt" && pkgs+=("$name")
    done < "$SYS/libraries.txt"
    printf '%s\n' "${dropped[@]}" > "$SYS/dropped-flags.txt"

    # the build's inputs; a library built from the same ones is in the cache
    # (under either path: the derived flags, or the system's whole line)
    local key
    key=$( { echo "$version $soname $OVERLAY_STAGES $origin"; printf '%s\n' "${all_flags[@]}"
             cat "$SYS/system-filters.txt"
             cd "$TOP" && find tools/system.sh tools/overlay.sh compat libavfilter libswscale -type f |
                 LC_ALL=C sort | xargs cat; } | sha256sum | cut -c1-16)
    local cached=$cache/system/$soname-$version-$key lib
    if [ -f "$cached/$soname" ]; then
        log "path: $(cat "$cached/path" 2>/dev/null), built before with the same source and flags: $cached"
        cp "$cached/path" "$SYS/path"
        for lib in $sonames; do
            cp -p "$cached/$lib" "$SYS/lib/$lib.tmp"
            mv -f "$SYS/lib/$lib.tmp" "$SYS/lib/$lib"
        done
    else
        # Path 1: the derived flags, and the -dev packages of the libraries
        # they keep.  Path 2, when path 1 cannot give every filter of the
        # system's: its whole configure line and Debian's build dependencies.
        local why= debs=()
        rm -f "$SYS/path"
        if [ "${SYSTEM_DERIVE:-yes}" = no ]; then
            why="SYSTEM_DERIVE=no"
        elif [ -z "${SYSTEM_SRC:-}" ]; then
            for name in "${pkgs[@]}"; do
                p=$(dev_package "$name")
                if [ -n "$p" ]; then debs+=("$p"); else why+="${why:+, }no build dependency named for $name"; fi
            done
            # (from 9.0 on, the Vulkan filters' shaders are compiled when
            # FFmpeg is built: a GLSL compiler, which is no library)
            if grep -qx spirv_compiler "$SYS/needed.txt" && grep -q '^probe_glslc()' "$srcdir/configure"; then
                debs+=(glslang-tools)
            fi
        fi
        if [ -z "$why" ]; then
            log "path: the derived flags, ${#flags[@]} of the system's ${#all_flags[@]}; dropped ${#dropped[@]} libraries no filter uses (see $SYS/dropped-flags.txt)"
            [ ${#debs[@]} -eq 0 ] || install_debs $(printf '%s\n' "${debs[@]}" | sort -u)
            printf '%s\n' "${flags[@]}" > "$SYS/flags.txt"
            if run_configure "${flags[@]}"; then
                echo "derived flags" > "$SYS/path"
            elif [ -n "${SYSTEM_SRC:-}" ]; then
                die "$why; make system has no Debian build dependencies to install here: install the -dev packages of the libraries your FFmpeg's configure line names (see $SYS/configure.log), or pass SYSTEM_FLAGS"
            fi
        fi
        if [ ! -f "$SYS/path" ] || [ "$(cat "$SYS/path")" != "derived flags" ]; then
            configure_fallback
        fi
        make_library
        mkdir -p "$cached"
        for lib in $sonames; do cp -p "$SYS/lib/$lib" "$cached/$lib"; done
        cp "$SYS/path" "$cached/path"
    fi

    local prog
    rm -f "$SYS/bin/ffmpeg" "$SYS/bin/ffprobe" "$SYS/bin/ffplay"
    for prog in ffmpeg ffprobe ffplay; do
        if [ -x "$(dirname "$ffbin")/$prog" ]; then wrapper $prog; fi
    done
    echo "$version" > "$SYS/version"
    log "built $SYS/lib/$soname (FFmpeg $version + simdlesson) and $(cd "$SYS/bin" && echo *) in $SYS/bin"
    log "to give any program the filter, put this in your shell:"
    echo "export LD_LIBRARY_PATH=$SYS/lib\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
}

# run_configure FLAGS...: FFmpeg's configure; fails, with the reason in
# $why, unless the filters it enables are exactly the system's plus simdlesson.
run_configure() {
    mkdir -p "$objdir"
    local stamp="$* --enable-filter=simdlesson $(stat -c %Y "$srcdir/configure")"
    if [ ! -f "$objdir/ffbuild/config.mak" ] || [ "$(cat "$objdir/.simdlesson-flags" 2>/dev/null)" != "$stamp" ]; then
        log "running FFmpeg's configure with the system's flags"
        [ -f "$objdir/config.h" ] && cp -p "$objdir/config.h" "$objdir/config.h.prev"
        rm -f "$objdir/.simdlesson-flags"
        # (--enable-filter=simdlesson: for a line with --disable-everything)
        (cd "$objdir" && "$srcdir/configure" "$@" --enable-filter=simdlesson) >"$SYS/configure.log" 2>&1 || {
            why="FFmpeg's configure failed: $(grep -m1 '^ERROR' "$SYS/configure.log" || tail -n 1 "$SYS/configure.log")"
            log "$why"
            return 1
        }
        echo "$stamp" > "$objdir/.simdlesson-flags"
    fi
    # The filter list must be the system's plus simdlesson.
    grep -o '^#define CONFIG_[A-Z0-9_]*_FILTER 1' "$objdir/config_components.h" "$objdir/config.h" 2>/dev/null |
        sed 's/.*CONFIG_\(.*\)_FILTER 1/\1/' | tr 'A-Z' 'a-z' | sort -u > "$SYS/built-filters.txt"
    grep -o '^#define CONFIG_[A-Z0-9_]*_FILTER [01]' "$objdir/config_components.h" "$objdir/config.h" 2>/dev/null |
        sed 's/.*CONFIG_\(.*\)_FILTER [01]/\1/' | tr 'A-Z' 'a-z' | sort -u > "$SYS/known-filters.txt"
    local missing extra
    missing=$(comm -23 "$SYS/system-filters.txt" "$SYS/built-filters.txt" | comm -12 - "$SYS/known-filters.txt" | tr '\n' ' ')
    extra=$(comm -13 "$SYS/system-filters.txt" "$SYS/built-filters.txt" | grep -vx simdlesson | tr '\n' ' ' || true)
    if [ -n "$missing" ]; then
        why="configure left out filters the system has: $missing(their dependencies are missing; see $SYS/configure.log)"
        log "$why"
        return 1
    fi
    [ -z "$extra" ] || die "configure enabled filters the system lacks: $extra"
    grep -qx simdlesson "$SYS/built-filters.txt" || die "configure did not enable simdlesson"
}

# make_library: libavfilter.so.N of the configured tree, into $SYS/lib.
make_library() {

    # avfilter_configuration() must be the system's (ffmpeg warns about a
    # library configuration mismatch otherwise): the flags left out named.
    local syscfg newline
    syscfg=$(system_config_string)
    newline="#define FFMPEG_CONFIGURATION \"$(printf '%s' "$syscfg" | sed 's/[\\"]/\\&/g')\""
    if ! grep -qxF "$newline" "$objdir/config.h"; then
        awk -v l="$newline" '/^#define FFMPEG_CONFIGURATION / { print l; next } { print }' \
            "$objdir/config.h" > "$objdir/config.h.tmp" && mv "$objdir/config.h.tmp" "$objdir/config.h"
    fi
    # unchanged by a new configure run: nothing to rebuild
    if cmp -s "$objdir/config.h" "$objdir/config.h.prev"; then
        touch -r "$objdir/config.h.prev" "$objdir/config.h"
    fi
    rm -f "$objdir/config.h.prev"

    # Only libavfilter: the other libraries are the system's, linked
    # through symlinks make must not remake.
    local lib so keep=() major
    for lib in $OTHER_LIBS; do
        so=$(ldd "$ffbin" | awk -v l="lib$lib.so." 'index($1, l) == 1 && !done { print $3; done = 1 }')
        # (8.0 and later have no libpostproc)
        [ -n "$so" ] || so=$(ls "$(dirname "$syslib")"/lib$lib.so.[0-9]* 2>/dev/null | head -n 1 || true)
        [ -n "$so" ] || continue
        mkdir -p "$objdir/lib$lib"
        ln -sfn "$so" "$objdir/lib$lib/lib$lib.so"
        major=$(basename "$so"); major=${major#lib$lib.so.}; major=${major%%.*}
        keep+=(-o "lib$lib/lib$lib.so" -o "lib$lib/lib$lib.so.$major")
    done
    # The project's objects are few: rebuilt each time (nasm's dependency
    # files name no %include, so an edit of a shared include would not be seen)
    rm -f "$objdir"/lib{avfilter,swscale}/{,x86/}{vf_,swscale_,}simdlesson*.o
    local targets=() dirs=() lib
    for lib in $sonames; do
        targets+=("${lib%%.so*}/$lib")
        dirs+=("${lib%%.so*}")
    done
    log "building $sonames (only; see $SYS/make.log)"
    make -C "$objdir" -j"${JOBS:-$(nproc)}" "${keep[@]}" "${targets[@]}" >"$SYS/make.log" 2>&1 || {
        tail -n 20 "$SYS/make.log" >&2
        die "building $sonames failed (see $SYS/make.log)"
    }
    # nothing but the drop-in's libraries was built
    local others
    others=$(cd "$objdir" && ls -d lib*/*.o 2>/dev/null | grep -vE "^($(IFS='|'; echo "${dirs[*]}"))/" | head -n 3 | tr '\n' ' ' || true)
    [ -z "$others" ] || die "the build compiled other libraries' objects ($others...)"
    # stripped as Debian's dh_strip does (--disable-stripping is the system's flag)
    for lib in $sonames; do
        strip --remove-section=.comment --remove-section=.note --strip-unneeded \
            -o "$SYS/lib/$lib.tmp" "$objdir/${lib%%.so*}/$lib" || die "strip $lib failed"
        mv -f "$SYS/lib/$lib.tmp" "$SYS/lib/$lib"
    done
}

# configure_fallback: path 2, the system's whole configure line (all_flags)
# with Debian's build dependencies; why: the reason path 1 was left
configure_fallback() {
    [ -s "$SYS/build-depends.txt" ] ||
        die "$why, and there are no Debian build dependencies to fall back on: install the -dev packages of the libraries the system's configure line names and pass SYSTEM_FLAGS"
    log "path: fallback to the system's whole configure line (${#all_flags[@]} flags) and Debian's build dependencies, because $why"
    install_build_depends
    printf '%s\n' "${all_flags[@]}" > "$SYS/flags.txt"
    run_configure "${all_flags[@]}" ||
        die "$why, even with the system's whole configure line and Debian's build dependencies (see $SYS/configure.log)"
    echo "the system's whole configure line" > "$SYS/path"
}

# apply_debian DEBIAN-TAR: Debian's debian/ into $srcdir, its patches applied
# as dpkg-source applies them (exactly, in the order of debian/patches/series)
apply_debian() {
    command -v patch >/dev/null || install_debs patch
    tar -C "$srcdir" -xf "$1" || die "cannot extract $1"
    local p
    [ -f "$srcdir/debian/patches/series" ] || return 0
    while read -r p _; do
        case $p in ''|'#'*) continue ;; esac
        patch -d "$srcdir" -p1 -f -s -t -F 0 -N -E < "$srcdir/debian/patches/$p" >>"$SYS/patches.log" 2>&1 ||
            die "Debian's patch $p does not apply to the upstream tarball (see $SYS/patches.log): pass SYSTEM_SRC=<an FFmpeg $upstream source tree>"
    done < "$srcdir/debian/patches/series"
    log "applied $(grep -cv '^#' "$srcdir/debian/patches/series") of Debian's patches"
}

# install_build_depends: Debian's build dependencies of the source package
# (as apt-get build-dep would, from the .dsc or the index: apt-get satisfy)
install_build_depends() {
    local deps
    # (build-essential, which Build-Depends never names: g++ links a
    # libavfilter with C++ objects)
    deps="build-essential, $(cat "$SYS/build-depends.txt")"
    if [ "$(id -u)" != 0 ]; then
        die "the build needs Debian's build dependencies of $srcpkg $version; install them with:  sudo apt-get satisfy --no-install-recommends '$deps'  then run make system again"
    fi
    log "installing Debian's build dependencies of $srcpkg $version with apt-get satisfy (see $SYS/apt-install.log)"
    apt_cached "$SYS/apt-install.log" satisfy "$deps" ||
        die "apt-get satisfy of the build dependencies failed (see $SYS/apt-install.log)"
}

# --- install, uninstall -----------------------------------------------------

install_system() {
    [ -f "$SYS/version" ] && ls "$SYS"/lib/libavfilter.so.* >/dev/null 2>&1 ||
        die "nothing built: run make system first"
    local lib name built_for dir libs names=
    libs=$(ls "$SYS"/lib/lib*.so.*)
    for lib in $libs; do names+="${names:+ }$(basename "$lib")"; done
    built_for=$(cat "$SYS/version")
    detect
    [ "$version" = "$built_for" ] ||
        die "$lib was built for FFmpeg $built_for, but the system has $version: run make system again"
    [ "$(id -u)" = 0 ] || die "make install-system writes to /usr/local: run it as root (sudo make install-system)"
    dir=${SYSTEM_LIBDIR:-/usr/local/lib/$multiarch}
    case $dir in /usr/lib*|/lib*) die "refusing to install into $dir: the system's libraries live there" ;; esac
    if [ -f "$manifest" ] &&
       [ "$(awk '$1 == "file" { print $2 }' "$manifest" | sort)" != "$(for name in $names; do echo "$dir/$name"; done | sort)" ]; then
        die "$manifest records another installation: run make uninstall-system first"
    fi
    for name in $names; do
        if [ -e "$dir/$name" ] && ! grep -qx "file $dir/$name .*" "$manifest" 2>/dev/null; then
            die "$dir/$name exists and was not installed by simdlesson: not overwriting it"
        fi
    done
    # directories this creates, removed again by uninstall
    local created=() d=$dir
    while [ ! -d "$d" ]; do created+=("$d"); d=$(dirname "$d"); done
    [ -d "$manifest_dir" ] || created+=("$manifest_dir")
    local old_created=
    [ -f "$manifest" ] && old_created=$(grep '^dir ' "$manifest" || true)
    mkdir -p "$dir" "$manifest_dir"
    for lib in $libs; do
        name=$(basename "$lib")
        install -m 644 "$lib" "$dir/$name.tmp"
        mv -f "$dir/$name.tmp" "$dir/$name"
    done
    {
        echo "# simdlesson make install-system; make uninstall-system removes these"
        echo "version $built_for"
        for name in $names; do
            echo "file $dir/$name $(sha256sum < "$dir/$name" | cut -d' ' -f1)"
        done
        [ -n "$old_created" ] && echo "$old_created"
        for d in "${created[@]}"; do echo "dir $d"; done
    } > "$manifest.tmp"
    mv -f "$manifest.tmp" "$manifest"
    ldconfig
    log "installed $names in $dir (FFmpeg $built_for + simdlesson): every program using the system's libavfilter now has simdlesson$([[ $names == *libswscale* ]] && echo ", and every program using its libswscale the DSP's conversions")"
    log "undo with: make uninstall-system.  After an upgrade of the system's FFmpeg, run make system install-system again"
}

uninstall_system() {
    [ -f "$manifest" ] || { log "nothing to uninstall ($manifest does not exist)"; return 0; }
    [ "$(id -u)" = 0 ] || die "make uninstall-system writes to /usr/local: run it as root (sudo make uninstall-system)"
    local entries kind path sum
    entries=$(grep -E '^(file|dir) ' "$manifest")
    while read -r kind path sum; do
        [ "$kind" = file ] || continue
        if [ -f "$path" ] && [ "$(sha256sum < "$path" | cut -d' ' -f1)" != "$sum" ]; then
            log "$path changed since it was installed: left alone"
        elif [ -e "$path" ]; then
            rm -f "$path" && log "removed $path"
        fi
    done <<< "$entries"
    rm -f "$manifest"
    # the directories install-system created, deepest first, when empty
    while read -r kind path; do
        [ "$kind" = dir ] && [ -d "$path" ] && rmdir "$path" 2>/dev/null && log "removed $path/"
    done < <(grep '^dir ' <<< "$entries" | awk '{ print length($2), $0 }' | sort -rn | cut -d' ' -f2-)
    ldconfig
}

# (sourced by tests/system.sh, to show refusals no system here can reach:
# the functions alone)
[ "${BASH_SOURCE[0]}" = "$0" ] || return 0

case $action in
build)     build ;;
install)   install_system ;;
uninstall) uninstall_system ;;
*)         die "unknown action '$action' (build, install, uninstall)" ;;
esac
