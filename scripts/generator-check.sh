#!/usr/bin/env bash
# Generator-checker run: N random tournaments made by `catur simulate --config`, each
# re-paired round by round by `catur check`; with a reference engine (bbpPairings) given in
# $CATUR_REFERENCE, every $REFERENCE_EVERY-th tournament is also re-paired by the
# reference checker, and the reference generator makes a tournament from the same
# configuration for `catur check` to re-pair. When one program finds no legal pairing for a
# round (its tournament stops early), the other is asked to pair that round: a pairing
# found there is a discrepancy. Prints the discrepancy counts.
#
#   scripts/generator-check.sh N [FIRST_SEED]
#
# Stopped with INT or TERM (kill PID), it prints the counts so far and exits with 3.
#
# Environment:
#   CATUR            the catur binary (default: target/release/catur; build it first with
#                    `cargo build --release`)
#   CATUR_REFERENCE  path of the reference engine's binary (optional)
#   REFERENCE_EVERY  check every k-th tournament with the reference (default 1)
#   WORK             folder for the tournaments with a discrepancy (default: a new
#                    temporary folder; kept, and named in the summary)
#
# Profiles vary with the seed: 7-300 players (smaller fields more often), 5-11 rounds,
# 0-60 % draws, forfeits, withdrawals and half-point byes from none to many, and three
# point systems (1/0.5/0, 3/1/0, 2/1/0). The same N and FIRST_SEED give the same run.
# A tournament counts once per checker that finds any round different.
set -u

n=${1:?usage: scripts/generator-check.sh N [FIRST_SEED]}
first=${2:-1}
catur=${CATUR:-target/release/catur}
ref=${CATUR_REFERENCE:-}
every=${REFERENCE_EVERY:-1}
work=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/generator-check.XXXXXX")}
mkdir -p "$work"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/generator-check-run.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$catur" ]; then
    echo "no catur binary at $catur (build with cargo build --release, or set CATUR)" >&2
    exit 2
fi
if [ -n "$ref" ] && [ ! -x "$ref" ]; then
    echo "CATUR_REFERENCE=$ref is not an executable file" >&2
    exit 2
fi

# A number in lo..=hi drawn from the seed and a salt (a small multiplicative hash).
pick() {
    local lo=$1 hi=$2 salt=$3
    local h=$(( (seed * 2654435761 + salt * 40503 + 12345) % 4294967296 ))
    h=$(( (h ^ (h >> 13)) * 1274126177 % 4294967296 ))
    echo $(( lo + (h >> 7) % (hi - lo + 1) ))
}

profile() {
    local band players rounds
    band=$(pick 0 99 1)
    if [ "$band" -lt 40 ]; then players=$(pick 7 30 2)
    elif [ "$band" -lt 70 ]; then players=$(pick 31 80 2)
    elif [ "$band" -lt 90 ]; then players=$(pick 81 160 2)
    else players=$(pick 161 300 2); fi
    rounds=$(pick 5 11 3)
    local rates=(1000000 200 50 20 8 4)
    echo "PlayersNumber=$players"
    echo "RoundsNumber=$rounds"
    echo "DrawPercentage=$(pick 0 60 4)"
    echo "ForfeitRate=${rates[$(pick 0 5 5)]}"
    echo "RetiredRate=${rates[$(pick 0 5 6)]}"
    echo "HalfPointByeRate=${rates[$(pick 0 5 7)]}"
    local low high
    low=$(pick 1000 2000 8)
    high=$(( low + $(pick 100 1500 9) ))
    echo "HighestRating=$high"
    echo "LowestRating=$low"
    case $(pick 0 9 10) in
        0) printf 'PointsForWin=3\nPointsForDraw=1\nPointsForLoss=0\n' ;;
        1) printf 'PointsForWin=2\nPointsForDraw=1\nPointsForLoss=0\n' ;;
        *) printf 'PointsForWin=1\nPointsForDraw=0.5\nPointsForLoss=0\n' ;;
    esac
}

# Non-empty output of the reference checker other than its "Round #k" lines is a discrepancy.
ref_differs() {
    "$ref" --dutch "$1" -c 2>&1 | grep -v -e ': Round #[0-9]*$' -e '^[[:space:]]*$' | grep -q .
}

total=0 early=0 own=0 refchecked=0 refdiff=0 refgen=0 catdiff=0 failed=0
refearly=0 unpaired_ref=0 unpaired_cat=0
start=$(date +%s)
summary() {
    echo "tournaments: $total (seeds $first-$((first + total - 1))), stopped early (no legal pairing): $early, could not be generated: $failed"
    echo "catur check on catur's tournaments: $own with a discrepancy"
    if [ -n "$ref" ]; then
        echo "reference checker on catur's tournaments: $refdiff with a discrepancy of $refchecked"
        echo "catur check on the reference generator's tournaments: $catdiff with a discrepancy of $refgen"
        echo "rounds catur finds unpairable that the reference pairs: $unpaired_ref of $early"
        echo "rounds the reference finds unpairable that catur pairs: $unpaired_cat of $refearly"
    fi
    local checks=$(( total + refchecked + refgen ))
    if [ -n "$ref" ]; then checks=$(( checks + early + refearly )); fi
    echo "discrepancies: $((own + refdiff + catdiff + unpaired_ref + unpaired_cat)) in $checks checks; $(( $(date +%s) - start )) s; kept in $work"
}

# A run stopped by a signal (a long run cut at a deadline) still prints what it counted,
# on the script's own output (fd 9): the signal may come while a function's output is
# redirected into a temporary file.
exec 9>&1
stopped() {
    {
        echo "=== stopped by a signal"
        summary
    } >&9
    exit 3
}
trap stopped INT TERM

for (( i = 0; i < n; i++ )); do
    seed=$(( first + i ))
    cfg=$tmp/config.txt
    profile > "$cfg"
    trf=$tmp/catur.trf
    stopped=$tmp/catur-unpaired.trf
    rm -f "$stopped"
    if ! "$catur" simulate --config "$cfg" --seed "$seed" -o "$trf" --unpaired-round "$stopped" 2> "$tmp/err"; then
        failed=$(( failed + 1 ))
        cp "$cfg" "$work/failed-$seed.config"
        echo "seed $seed: simulate failed: $(head -1 "$tmp/err")"
        total=$(( total + 1 ))
        continue
    fi
    if grep -q 'stopped after' "$tmp/err"; then
        early=$(( early + 1 ))
        # This file holds the rounds played, the rounds asked, and the byes and
        # withdrawals of the round catur could not pair in that round's column: the
        # reference pairs that round, or says (exit 1) that no legal pairing exists.
        if [ -n "$ref" ]; then
            "$ref" --dutch "$stopped" -p "$tmp/refpair" > /dev/null 2>&1
            case $? in
                0) unpaired_ref=$(( unpaired_ref + 1 ))
                   cp "$stopped" "$work/catur-unpairable-$seed.trf"
                   echo "seed $seed: catur finds no legal pairing for the next round; the reference pairs it" ;;
                1) ;;
                *) echo "seed $seed: the reference could not read catur's stopped tournament" ;;
            esac
        fi
    fi
    if ! "$catur" check --trf "$trf" > "$tmp/check" 2>&1; then
        own=$(( own + 1 ))
        cp "$trf" "$work/catur-$seed.trf"
        echo "seed $seed: catur check: $(head -1 "$tmp/check")"
    fi
    if [ -n "$ref" ] && (( i % every == 0 )); then
        refchecked=$(( refchecked + 1 ))
        if ref_differs "$trf"; then
            refdiff=$(( refdiff + 1 ))
            cp "$trf" "$work/catur-$seed.trf"
            echo "seed $seed: reference checker differs on catur's tournament"
        fi
        gen=$tmp/reference.trf
        rm -f "$gen"
        "$ref" --dutch -g "$cfg" -o "$gen" -s "$seed" > /dev/null 2>&1
        gen_rc=$?
        if [ "$gen_rc" -eq 1 ] && [ -s "$gen" ]; then
            # The reference stopped at a round it could not pair; catur must agree (exit 1:
            # no legal pairing), and the rounds before it are still checked below.
            refearly=$(( refearly + 1 ))
            "$catur" pair --trf "$gen" > /dev/null 2>&1
            if [ $? -ne 1 ]; then
                unpaired_cat=$(( unpaired_cat + 1 ))
                cp "$gen" "$work/reference-unpairable-$seed.trf"
                echo "seed $seed: the reference finds no legal pairing for a round that catur pairs"
            fi
        fi
        if [ "$gen_rc" -le 1 ] && [ -s "$gen" ]; then
            refgen=$(( refgen + 1 ))
            if ! "$catur" check --trf "$gen" > "$tmp/check" 2>&1; then
                catdiff=$(( catdiff + 1 ))
                cp "$gen" "$work/reference-$seed.trf"
                echo "seed $seed: catur check on the reference's tournament: $(head -1 "$tmp/check")"
            fi
        fi
    fi
    total=$(( total + 1 ))
    if (( total % 500 == 0 )); then
        echo "--- after $total:"
        summary
    fi
done
echo "=== done"
summary
[ $(( own + refdiff + catdiff + unpaired_ref + unpaired_cat )) -eq 0 ]
