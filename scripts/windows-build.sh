#!/usr/bin/env bash
# Builds catur.exe for Windows from Linux with MinGW, zips each with the README and the
# sample CSV, and checks that each exe imports only DLLs (and, for Windows 7, only
# functions) the Windows version it is made for has.
#
#   scripts/windows-build.sh            all four: win10-x64 win10-x86 win7-x64 win7-x86
#   scripts/windows-build.sh win7-x64   only the ones named
#   scripts/windows-build.sh --install  first install what it needs (Debian/Ubuntu, root)
#
# Windows 10/11: the standard targets x86_64-pc-windows-gnu and i686-pc-windows-gnu.
# Windows 7: x86_64-win7-windows-gnu and i686-win7-windows-gnu, which have no standard
# library shipped: it is built from the rust-src component with -Zbuild-std (on a
# stable toolchain through RUSTC_BOOTSTRAP=1).
#
# The zips land in dist/: catur-VERSION-LABEL.zip.
set -euo pipefail
cd "$(dirname "$0")/.."

all=(win10-x64 win10-x86 win7-x64 win7-x86)
install=false
wanted=()
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
# Functions newer than Windows 7 that current Rust uses on the standard targets.
NOT_ON_WIN7="ProcessPrng WaitOnAddress WakeByAddressSingle WakeByAddressAll
GetSystemTimePreciseAsFileTime CoTaskMemFree SHGetKnownFolderPath"

# Checks the import table of $1 (label $2): DLLs always, functions for Windows 7.
check_imports() {
    local exe=$1 label=$2 objdump bad=0
    objdump="$(mingw_of "$label")-objdump"
    local dlls
    dlls=$("$objdump" -p "$exe" | sed -n 's/^[[:space:]]*DLL Name: //p' | tr 'A-Z' 'a-z' | sort -u)
    echo "   imports: $(echo "$dlls" | tr '\n' ' ')"
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
            if "$objdump" -p "$exe" | grep -qw -- "$f"; then
                echo "windows-build: $label imports $f, which Windows 7 lacks" >&2
                bad=1
            fi
        done
    fi
    return $bad
}

version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
target_dir=${CARGO_TARGET_DIR:-target}
mkdir -p dist
for label in "${wanted[@]}"; do
    target=$(target_of "$label")
    linker="$(mingw_of "$label")-gcc"
    command -v "$linker" >/dev/null || {
        echo "windows-build: $linker not found (run with --install, or install MinGW-w64)" >&2
        exit 1
    }
    env_name=CARGO_TARGET_$(echo "$target" | tr 'a-z-' 'A-Z_')_LINKER
    echo "== $label: cargo build --release --target $target"
    if [[ $label == win7-* ]]; then
        env "$env_name=$linker" RUSTC_BOOTSTRAP=1 \
            cargo build --locked --release --bin catur --target "$target" \
            -Zbuild-std=std,panic_unwind
    else
        env "$env_name=$linker" \
            cargo build --locked --release --bin catur --target "$target"
    fi
    exe="$target_dir/$target/release/catur.exe"
    check_imports "$exe" "$label"
    stage=$(mktemp -d)
    cp "$exe" "$stage/catur.exe"
    # Notepad on Windows 7 shows a file with bare LF line ends as one long line.
    sed 's/$/\r/' README.md >"$stage/README.txt"
    cp sample-data/excel-p12.csv "$stage/"
    zip="dist/catur-$version-$label.zip"
    rm -f "$zip"
    (cd "$stage" && zip -q -X "$OLDPWD/$zip" catur.exe README.txt excel-p12.csv)
    rm -rf "$stage"
    echo "   $zip: $(stat -c %s "$exe") bytes exe, $(stat -c %s "$zip") bytes zip"
done
