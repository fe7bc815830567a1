#!/usr/bin/env bash
# Printing end to end through a real print queue. Starts a CUPS scheduler of its own (in
# a temporary folder, on a socket of its own: the machine's printers are not touched)
# with a raw queue whose backend writes each job to a file, the stand-in for the
# dot-matrix printer. Then prints the pairings in ESC/P CP437 with `catur report
# --spool` and compares the bytes that reached the "printer" with `report -o`; a
# missing queue and a stopped queue must give exit 6 and a message naming the queue.
#
#   scripts/print-check.sh CATUR                the Linux build (`lp -o raw`)
#   scripts/print-check.sh CATUR --wine EXE     also the Windows exe under Wine (the
#                                               spooler, RAW datatype; Wine hands the
#                                               job to CUPS). Needs WINEPREFIX set.
#
# Installs CUPS with apt-get when it is missing (Debian/Ubuntu, as root).
set -euo pipefail
cd "$(dirname "$0")/.."

catur=$(realpath "${1:?usage: scripts/print-check.sh CATUR [--wine EXE]}")
exe=
if [ "${2:-}" = --wine ]; then
    exe=$(realpath "${3:?--wine needs the exe}")
fi

if ! command -v cupsd >/dev/null || ! command -v lp >/dev/null || ! command -v lpadmin >/dev/null; then
    echo "== apt-get install cups"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        cups cups-client cups-bsd >/dev/null
fi

work=$(mktemp -d)
chmod 755 "$work"
cleanup() {
    if [ -f "$work/cupsd.pid" ]; then
        kill "$(cat "$work/cupsd.pid")" 2>/dev/null || true
        wait "$(cat "$work/cupsd.pid")" 2>/dev/null || true
    fi
    rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

# The scheduler's folders; its programs are the system's, beside one backend of ours.
mkdir -p "$work"/{spool,cache,state,log,out,bin/backend}
chmod 777 "$work/out"
for d in filter daemon cgi-bin notifier monitor driver; do
    [ -e "/usr/lib/cups/$d" ] && ln -s "/usr/lib/cups/$d" "$work/bin/$d"
done
cat > "$work/bin/backend/capture" <<'BACKEND'
#!/bin/sh
# capture:/PATH -- the job's bytes, unchanged, into /PATH.
if [ $# -eq 0 ]; then echo 'direct capture "Unknown" "File stand-in for a printer"'; exit 0; fi
out=${DEVICE_URI#capture:}
if [ -n "$6" ]; then cat "$6" > "$out"; else cat > "$out"; fi
BACKEND
chmod 755 "$work/bin/backend/capture"
cat > "$work/cups-files.conf" <<CONF
ServerRoot $work
RequestRoot $work/spool
CacheDir $work/cache
StateDir $work/state
ServerBin $work/bin
DataDir /usr/share/cups
AccessLog $work/log/access_log
ErrorLog $work/log/error_log
PageLog $work/log/page_log
CONF
cat > "$work/cupsd.conf" <<CONF
LogLevel warn
Listen $work/cups.sock
Browsing No
WebInterface No
DefaultAuthType None
<Location />
  Order allow,deny
  Allow all
</Location>
<Policy default>
  <Limit All>
    Order allow,deny
    Allow all
  </Limit>
</Policy>
CONF
chmod -R a+rX "$work"
cupsd -f -c "$work/cupsd.conf" -s "$work/cups-files.conf" &
echo $! > "$work/cupsd.pid"
export CUPS_SERVER="$work/cups.sock"
# `lpstat -r` exits 0 either way: its words tell whether the scheduler answers.
for _ in $(seq 100); do
    lpstat -r 2>/dev/null | grep -q "is running" && break
    sleep 0.1
done
lpstat -r
lpadmin -p catur-epson -E -v "capture:$work/out/printed.prn" -m raw 2>/dev/null
lpadmin -p catur-stopped -E -v "capture:$work/out/never.prn" -m raw 2>/dev/null
cupsdisable catur-stopped

export CATUR_PRINTED_AT="2026-12-01 08:00 UTC"
fail=0
# Waits for the queue to finish its jobs and compares what reached the printer.
printed_as() {
    local label=$1 expected=$2
    for _ in $(seq 100); do
        [ -z "$(lpstat -o catur-epson 2>/dev/null)" ] && [ -s "$work/out/printed.prn" ] && break
        sleep 0.1
    done
    if cmp -s "$expected" "$work/out/printed.prn"; then
        echo "$label: the printer received the report's $(wc -c < "$expected") bytes exactly"
    else
        echo "print-check: $label: the bytes that reached the printer differ from report -o" >&2
        cmp "$expected" "$work/out/printed.prn" >&2 || true
        fail=1
    fi
    rm -f "$work/out/printed.prn"
}
refused() {
    local label=$1 queue=$2 code out
    set +e
    out=$("${@:3}" 2>&1)
    code=$?
    set -e
    if [ "$code" = 6 ] && grep -q "$queue" <<<"$out"; then
        echo "$label: exit 6, \"$out\""
    else
        echo "print-check: $label: exit $code (6 expected), \"$out\"" >&2
        fail=1
    fi
}

"$catur" demo "$work/d.catur" --played 1 >/dev/null
report=(report "$work/d.catur" --section L12 --kind pairings --printer escp --charset cp437)
"$catur" "${report[@]}" -o "$work/expected.prn"
"$catur" "${report[@]}" --spool catur-epson
printed_as "linux lp -o raw" "$work/expected.prn"
refused "linux, no such queue" no-such-queue "$catur" "${report[@]}" --spool no-such-queue
refused "linux, stopped queue" catur-stopped "$catur" "${report[@]}" --spool catur-stopped

if [ -n "$exe" ]; then
    : "${WINEPREFIX:?--wine needs WINEPREFIX}"
    # Wine lists the CUPS queues as Windows printers when it starts; make it start anew.
    wineserver -k >/dev/null 2>&1 || true
    cp "$work/d.catur" "$work/w.catur"
    wine "$exe" "${report[@]/$work\/d.catur/$work/w.catur}" -o "$work/expected-wine.prn" 2>/dev/null
    if ! cmp -s "$work/expected.prn" "$work/expected-wine.prn"; then
        echo "print-check: the Windows exe's report -o differs from the Linux build's" >&2
        fail=1
    fi
    wine "$exe" "${report[@]/$work\/d.catur/$work/w.catur}" --spool catur-epson 2>"$work/wine-err" || {
        echo "print-check: wine: exit $?: $(cat "$work/wine-err")" >&2
        fail=1
    }
    printed_as "windows spooler under Wine" "$work/expected.prn"
    refused "windows, no such queue" no-such-queue \
        wine "$exe" "${report[@]/$work\/d.catur/$work/w.catur}" --spool no-such-queue
    # A stopped CUPS queue seen through Wine's spooler: catur refuses a paused or offline
    # Windows queue (exit 6) when Windows reports it so; whether Wine reports CUPS's
    # stopped state that way is Wine's business, so this line only says what happened.
    set +e
    out=$(wine "$exe" "${report[@]/$work\/d.catur/$work/w.catur}" --spool catur-stopped 2>&1)
    code=$?
    set -e
    echo "windows, stopped CUPS queue (not checked): exit $code, \"$out\""
fi
exit $fail
