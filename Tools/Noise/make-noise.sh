#!/usr/bin/env bash
# Makes noise on purpose while a benchmark runs (issue 59): a seeded schedule of bursts of stress-ng workers, one per CPU,
# CPU-bound or memory-bound, in a chosen share of fixed-length slots. Same seed, same schedule, so a noisy run can be repeated.
#   Tools/Noise/make-noise.sh --share 30                      30% of 5 s slots busy for 30 minutes, seed 1
#   Tools/Noise/make-noise.sh --share 50 --seed 7 --minutes 10 --burst-seconds 2
#   Tools/Noise/make-noise.sh --share 50 --dry-run            print the schedule, run nothing
set -euo pipefail

fail() {
  echo "make-noise: error: $*" >&2
  exit 2
}

share='' seed=1 minutes=30 burst_seconds=5 dry_run=false
while [ $# -gt 0 ]; do
  case $1 in
    --share | --seed | --minutes | --burst-seconds)
      [ $# -ge 2 ] || fail "$1 needs a value"
      case $1 in
        --share) share=$2 ;;
        --seed) seed=$2 ;;
        --minutes) minutes=$2 ;;
        --burst-seconds) burst_seconds=$2 ;;
      esac
      shift 2
      ;;
    --dry-run)
      dry_run=true
      shift
      ;;
    *) fail "unknown option '$1' (usage: make-noise.sh --share PERCENT [--seed N] [--minutes M] [--burst-seconds S] [--dry-run])" ;;
  esac
done

[ -n "$share" ] || fail "--share PERCENT is required"
# Up to two decimals, held as hundredths of a percent so bash's integer arithmetic can draw against it.
[[ $share =~ ^([0-9]{1,3})(\.([0-9]{1,2}))?$ ]] || fail "--share must be a number from 0 to 100, not '$share'"
fraction=${BASH_REMATCH[3]}00
share_hundredths=$((10#${BASH_REMATCH[1]} * 100 + 10#${fraction:0:2}))
[ "$share_hundredths" -le 10000 ] || fail "--share must be a number from 0 to 100, not '$share'"
# 10# because bash reads a leading zero as octal (08 would be an error, 010 would be 8).
[[ $seed =~ ^[0-9]{1,9}$ ]] || fail "--seed must be a whole number from 0 to 999999999, not '$seed'"
positive() { # positive <option> <value>
  if ! [[ $2 =~ ^[0-9]{1,6}$ ]] || [ $((10#$2)) -eq 0 ]; then fail "$1 must be a whole number above 0, not '$2'"; fi
}
positive --minutes "$minutes"
positive --burst-seconds "$burst_seconds"
seed=$((10#$seed)) minutes=$((10#$minutes)) burst_seconds=$((10#$burst_seconds))

if [ "$dry_run" = false ] && ! command -v stress-ng >/dev/null 2>&1; then
  fail "stress-ng is not installed: apt-get install stress-ng"
fi

# The plan is drawn whole before anything runs, so the header can count it and a dry run shows exactly what a real run does.
total_seconds=$((minutes * 60))
slots=$(((total_seconds + burst_seconds - 1) / burst_seconds))
RANDOM=$seed
starts=() lengths=() kinds=()
for ((slot = 0; slot < slots; slot++)); do
  # Two draws make 30 bits: RANDOM alone is 15 bits, and 32768 % 10000 would favour low numbers (share 50 would run 54%).
  draw=$((((RANDOM << 15) | RANDOM) % 10000))
  kind=$((RANDOM % 2)) # drawn for every slot, so a burst's kind does not depend on the share
  [ "$draw" -lt "$share_hundredths" ] || continue
  start=$((slot * burst_seconds))
  starts+=("$start")
  lengths+=("$(((total_seconds - start) < burst_seconds ? total_seconds - start : burst_seconds))")
  if [ "$kind" -eq 0 ]; then kinds+=(cpu); else kinds+=(memory); fi
done

echo "make-noise: share $share%, seed $seed, $minutes min, plan: ${#starts[@]} bursts in $slots slots of $burst_seconds s"

if [ "$dry_run" = true ]; then
  for i in "${!starts[@]}"; do
    s=${starts[i]}
    printf '+%02d:%02d:%02d burst %s %d s\n' $((s / 3600)) $((s / 60 % 60)) $((s % 60)) "${kinds[i]}" "${lengths[i]}"
  done
  exit 0
fi

workers=$(nproc)
child=''
# stress-ng's --timeout ends a burst on its own; the trap ends one early when we are stopped, so no worker outlives the script.
stop() {
  if [ -n "$child" ]; then kill "$child" 2>/dev/null || true; wait "$child" 2>/dev/null || true; fi
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Children run in the background and are waited for, since bash runs a trap only after a foreground child has finished.
pause_until() {
  local seconds=$(($1 - SECONDS))
  if [ "$seconds" -gt 0 ]; then
    sleep "$seconds" &
    child=$!
    wait "$child"
    child=''
  fi
}

SECONDS=0
for i in "${!starts[@]}"; do
  pause_until "${starts[i]}"
  echo "$(date +%H:%M:%S) burst ${kinds[i]} ${lengths[i]} s"
  if [ "${kinds[i]}" = cpu ]; then
    stress-ng --quiet --cpu "$workers" --cpu-method int64 --timeout "${lengths[i]}s" &
  else
    # The vm workers share 25% of the memory between them (stress-ng divides --vm-bytes across instances) and keep it mapped,
    # so they press on memory bandwidth rather than on the kernel's page faults.
    stress-ng --quiet --vm "$workers" --vm-bytes 25% --vm-keep --timeout "${lengths[i]}s" &
  fi
  child=$!
  # A failed burst is reported, not fatal: the benchmark beside us runs on, and its note should say this burst made no noise.
  wait "$child" || echo "make-noise: warning: stress-ng ended with exit code $? in this burst" >&2
  child=''
done
pause_until "$total_seconds"
