#!/usr/bin/env bash
# The tests, on a brand-new machine as on a used one: installs what they need beyond the SDK, builds the whole solution and
# runs them. ./test.sh runs every test; ./test.sh --unit leaves out those marked Kind=Launching (README, "Test").
set -euo pipefail
cd "$(dirname "$0")"

filter=()
case "${1:-}" in
  "") ;;
  --unit) filter=(--filter "Kind!=Launching") ;;
  *) echo "test.sh: unknown option '$1' (use --unit for the unit tests alone, or no option for every test)" >&2; exit 2 ;;
esac

if ! command -v dotnet >/dev/null 2>&1; then
  echo "test.sh: the .NET SDK (dotnet) is required and is not on PATH" >&2
  exit 1
fi
dotnet --info | sed -n '1,3p'

Tools/Setup/install-test-tools.sh

# dotnet test builds only the test project and what it references; Tools/Calibration (BenchmarkDotNet) is not among them, so the
# whole solution is built first to keep it compiling.
dotnet build SerializerTests.sln -c Release -nologo -v:q

log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
dotnet test SerializerTests.sln -c Release --no-build "${filter[@]}" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e

# One plain summary line for the reader of a long log: "N passed, N failed".
passed=$(grep -oE 'Passed: +[0-9]+' "$log" | awk '{s+=$2} END {print s+0}')
failed=$(grep -oE 'Failed: +[0-9]+' "$log" | awk '{s+=$2} END {print s+0}')
echo "tests: ${passed} passed, ${failed} failed"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ] || [ "$passed" -eq 0 ]; then
  echo "test.sh: dotnet test failed (exit $status)" >&2
  exit 1
fi
