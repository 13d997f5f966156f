#!/usr/bin/env bash
# Installs whatever the build and the tests need and is missing, from the package registries
# only. Every step checks first and is skipped when its tool is already there at the right
# version, so a second run takes seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
step() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

need() {
  command -v "$1" >/dev/null 2>&1 || {
    echo "setup: '$1' is missing. $2" >&2
    exit 1
  }
}
need cargo "Install Rust with rustup (the toolchain is pinned in rust-toolchain.toml)."
need node "Install Node.js 18 or newer (Debian: apt-get install nodejs npm)."
need npm "Install npm (Debian: apt-get install npm)."

# The toolchain and the wasm32 target pinned in rust-toolchain.toml.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# Trunk, at the version that builds with this toolchain (0.22 needs a newer rustc).
if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  step "installing trunk $TRUNK_VERSION (several minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked --force
fi

# wasm-bindgen-cli must match the wasm-bindgen of Cargo.lock exactly. Its own lock file names a
# crate release the registry does not serve, so it is installed without --locked.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]; then
  step "installing wasm-bindgen-cli $bindgen_version (several minutes, once)"
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force
fi

# The splitter that puts the page's side panel in a module of its own (scripts/finish-dist.mjs).
SPLIT_VERSION=0.2.2
if ! cargo install --list | grep -qx "wasm_split_cli_support v$SPLIT_VERSION:"; then
  step "installing wasm_split_cli_support $SPLIT_VERSION (a minute or two, once)"
  cargo install wasm_split_cli_support --version "$SPLIT_VERSION" --features build-binary --locked --force
fi

# npm packages from package-lock.json: binaryen's wasm-opt for Trunk, and Playwright.
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.setup-lock-hash 2>/dev/null)" != "$lock_hash" ]; then
  step "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
  echo "$lock_hash" >node_modules/.setup-lock-hash
fi

# Chromium and its driver, from Debian's packages: Playwright cannot download its own browser.
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    step "installing chromium and chromium-driver with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  else
    echo "setup: Chromium and ChromeDriver are missing. Install them as root, for example:" >&2
    echo "       apt-get install chromium chromium-driver" >&2
    echo "       (or put 'chromium' and 'chromedriver' of the same version on PATH)" >&2
    exit 1
  fi
fi
step "ready"
