#!/usr/bin/env bash
# Builds catur.exe for Windows from Linux with MinGW, zips each with the README and the
# sample CSV, and checks that each exe imports only DLLs (and, for Windows 7, only
# functions) the Windows version it is made for has.
#
#   scripts/windows-build.sh            all four: win10-x64 win10-x86 win7-x64 win7-x86
#   scripts/windows-build.sh win7-x64   only the ones named
#   scripts/windows-build.sh --install  first install what it needs (Debian/Ubuntu, root)
#   scripts/windows-build.sh --check win7-x86 catur.exe   only check an exe's import table
#
# Windows 10/11: the standard targets x86_64-pc-windows-gnu and i686-pc-windows-gnu.
# Windows 7: x86_64-win7-windows-gnu and i686-win7-windows-gnu, which have no standard
# library shipped: it is built from the rust-src component with -Zbuild-std (on a
# stable toolchain through RUSTC_BOOTSTRAP=1).
#
# The zips land in dist/: catur-VERSION-LABEL.zip, and beside each the exe's import table
# (catur-VERSION-LABEL.imports.txt, one `dll:function` a line).
set -euo pipefail
cd "$(dirname "$0")/.."

all=(win10-x64 win10-x86 win7-x64 win7-x86)
install=false
wanted=()
check=()
if [ "${1:-}" = --check ]; then
    check=("${@:2}")
    set --
fi
for a in "$@"; do
    case "$a" in
        --install) install=true ;;
        win10-x64 | win10-x86 | win7-x64 | win7-x86) wanted+=("$a") ;;
        *) echo "windows-build: unknown argument '$a' (labels: ${all[*]}, or --install)" >&2; exit 2 ;;
    esac
done
[ ${#wanted[@]} -gt 0 ] || wanted=("${all[@]}")

target_of() {
    case "$1" in
        win10-x64) echo x86_64-pc-windows-gnu ;;
        win10-x86) echo i686-pc-windows-gnu ;;
        win7-x64) echo x86_64-win7-windows-gnu ;;
        win7-x86) echo i686-win7-windows-gnu ;;
    esac
}
mingw_of() {
    case "$1" in
        *-x64) echo x86_64-w64-mingw32 ;;
        *-x86) echo i686-w64-mingw32 ;;
    esac
}

if $install; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        gcc-mingw-w64-x86-64 gcc-mingw-w64-i686 binutils-mingw-w64-x86-64 \
        binutils-mingw-w64-i686 zip >/dev/null
    rustup target add x86_64-pc-windows-gnu i686-pc-windows-gnu
    rustup component add rust-src
fi

# The DLLs every Windows from 7 on has; an import outside this list fails to start.
WIN7_DLLS="kernel32.dll ntdll.dll msvcrt.dll advapi32.dll user32.dll ws2_32.dll userenv.dll
bcrypt.dll winspool.drv shell32.dll ole32.dll oleaut32.dll gdi32.dll secur32.dll crypt32.dll
bcryptprimitives.dll"
# Functions that Windows 7's DLLs lack (Windows 8 or later) which Rust's standard library
# or a dependency may import: the Windows 7 exe must import none of them. (The last three
# exist on Windows 7 only with update KB2533623.) CoTaskMemFree and its kin are fine from
# ole32.dll; from combase.dll the DLL check above refuses them.
NOT_ON_WIN7="ProcessPrng WaitOnAddress WakeByAddressSingle WakeByAddressAll
GetSystemTimePreciseAsFileTime CreateFile2 GetCurrentThreadStackLimits SetThreadDescription
GetThreadDescription GetTempPath2W GetOverlappedResultEx PrefetchVirtualMemory
SetDefaultDllDirectories AddDllDirectory RemoveDllDirectory"

# The import table of an exe as lines `dll:function` (the DLL in lower case).
imports_of() {
    "$1" -p "$2" | awk '
        /^[[:space:]]*DLL Name:/ { dll = tolower($3); next }
        dll != "" && /^\t[0-9a-f]+\t +[0-9]+ +[A-Za-z_?@]/ { print dll ":" $NF }'
}

# Checks the import table of $1 (label $2): DLLs always, functions for Windows 7. The
# whole list is written to $3.
check_imports() {
    local exe=$1 label=$2 list=$3 objdump bad=0
    objdump="$(mingw_of "$label")-objdump"
    imports_of "$objdump" "$exe" >"$list"
    if ! grep -q '^kernel32\.dll:' "$list"; then
        echo "windows-build: $label: no import table read from $exe ($objdump -p)" >&2
        return 1
    fi
    local dlls
    dlls=$(cut -d: -f1 "$list" | sort -u)
    echo "   imports: $(for d in $dlls; do printf '%s(%s) ' "$d" "$(grep -c "^$d:" "$list")"; done)"
    for d in $dlls; do
        case "$d" in
            api-ms-win-*)
                if [[ $label == win7-* ]]; then
                    echo "windows-build: $label imports $d, which Windows 7 lacks" >&2
                    bad=1
                fi
                ;;
            *)
                if ! grep -qw -- "$d" <<<"$WIN7_DLLS"; then
                    echo "windows-build: $label imports $d, not a Windows 7 system DLL" >&2
                    bad=1
                fi
                ;;
        esac
    done
    if [[ $label == win7-* ]]; then
        local f
        for f in $NOT_ON_WIN7; do
            if grep -q ":$f\$" "$list"; then
                echo "windows-build: $label imports $(grep ":$f\$" "$list" | head -n 1)," \
                    "which Windows 7 lacks" >&2
                bad=1
            fi
        done
    fi
    if [ $bad = 0 ]; then
        echo "   import check passed ($(wc -l <"$list") functions)"
    fi
    return $bad
}

if [ ${#check[@]} -gt 0 ]; then
    if [ ${#check[@]} != 2 ] || [ -z "$(target_of "${check[0]}")" ]; then
        echo "windows-build: --check needs a label (${all[*]}) and an exe" >&2
        exit 2
    fi
    list=$(mktemp)
    trap 'rm -f "$list"' EXIT
    check_imports "${check[1]}" "${check[0]}" "$list"
    exit
fi

version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
target_dir=${CARGO_TARGET_DIR:-target}
mkdir -p dist
for label in "${wanted[@]}"; do
    target=$(target_of "$label")
    # rustc links these targets with MinGW's gcc by default. (Setting the linker through
    # CARGO_TARGET_..._LINKER would change every artifact's fingerprint, so a build
    # without it, as scripts/windows-ci.sh does, would start again from scratch.)
    linker="$(mingw_of "$label")-gcc"
    command -v "$linker" >/dev/null || {
        echo "windows-build: $linker not found (run with --install, or install MinGW-w64)" >&2
        exit 1
    }
    echo "== $label: cargo build --release --target $target"
    if [[ $label == win7-* ]]; then
        RUSTC_BOOTSTRAP=1 cargo build --locked --release --bin catur --target "$target" \
            -Zbuild-std=std,panic_unwind
    else
        cargo build --locked --release --bin catur --target "$target"
    fi
    exe="$target_dir/$target/release/catur.exe"
    check_imports "$exe" "$label" "dist/catur-$version-$label.imports.txt"
    echo "   the list: dist/catur-$version-$label.imports.txt"
    stage=$(mktemp -d)
    cp "$exe" "$stage/catur.exe"
    # The short Windows guide (Malay and English), kept with CRLF line ends: Notepad
    # on Windows 7 shows a file with bare LF line ends as one long line.
    cp docs/windows/README.txt "$stage/README.txt"
    cp sample-data/excel-p12.csv "$stage/"
    zip="dist/catur-$version-$label.zip"
    rm -f "$zip"
    (cd "$stage" && zip -q -X "$OLDPWD/$zip" catur.exe README.txt excel-p12.csv)
    rm -rf "$stage"
    echo "   $zip: $(stat -c %s "$exe") bytes exe, $(stat -c %s "$zip") bytes zip"
done
