#!/usr/bin/env bash
# Thin wrapper over the orchestrator (Tools/RunAll); RunAll.cmd takes the same arguments on Windows.
#   ./RunAll.sh 10            everything, 10 payload bytes per Book
#   ./RunAll.sh --quick       a smoke run of a few minutes
#   ./RunAll.sh --help        every option with its default
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v dotnet >/dev/null 2>&1; then
  echo "RunAll: the .NET SDK 10 (dotnet) is required and is not on PATH" >&2
  exit 1
fi
if ! dotnet build Tools/RunAll/RunAll.csproj -c Release -nologo -v:q >/dev/null 2>&1; then
  echo "RunAll: building the orchestrator failed:" >&2
  dotnet build Tools/RunAll/RunAll.csproj -c Release -nologo -v:q >&2 || true
  exit 1
fi
exec dotnet Tools/RunAll/bin/Release/net10.0/RunAll.dll "$@"
