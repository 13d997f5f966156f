# The two commands of the README: `make serve` and `make test`. Both set up what is missing.
SHELL := bash
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/node_modules/.bin:$(PATH)
export CHROMEDRIVER ?= $(shell command -v chromedriver || echo /usr/bin/chromedriver)

.PHONY: setup serve test lint test-native fuzz test-browser build size e2e bench bench-page rulesets

setup:
	@bash scripts/setup.sh

## Serve the app at http://127.0.0.1:8080, rebuilt on every change.
serve: export RUSTFLAGS = $(RELEASE_FLAGS)
serve: export DRILLBOOK_SPLIT = 1
serve: setup
	trunk serve --release

## Every test layer and quality gate.
test: setup lint test-native fuzz test-browser build size e2e

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --all-targets --target wasm32-unknown-unknown -- -D warnings

test-native:
	cargo test

## A million random and damaged links and layout files; prints the count and the panics (0).
fuzz:
	cargo run --profile fuzz --example fuzz_decoders -- 1000000

test-browser:
	cargo test --target wasm32-unknown-unknown --test browser

# The shipped WebAssembly names a dependency's source files by its crate and version, not by
# where this machine keeps them.
CARGO_HOME_DIR := $(or $(CARGO_HOME),$(HOME)/.cargo)
# DRILLBOOK_SPLIT lets scripts/finish-dist.mjs split the side panel into a module of its own
# (see build.rs); every release build of the page needs it.
RELEASE_FLAGS := $(foreach dir,$(wildcard $(CARGO_HOME_DIR)/registry/src/*/),--remap-path-prefix=$(dir)=)
build: export RUSTFLAGS = $(RELEASE_FLAGS)
build: export DRILLBOOK_SPLIT = 1
build:
	trunk build --release

size:
	node scripts/size.mjs

# The end-to-end tests make their shared links with the command line, built here first so that
# no test waits on a compiler.
e2e:
	cargo build --bin drillbook
	npx playwright test

bench:
	cargo bench

## The page's speed in Chromium, with the Performance API: loading shared tables, dragging,
## the worst tables' long tasks; it ends with one line per goal, met or not.
bench-page: setup build
	rm -f target/bench-page/figures.json
	npx playwright test --config playwright.bench.config.ts; status=$$?; node scripts/bench-goals.mjs; exit $$status

## Compile rulesets/*.toml into src/rules/builtin-drawing.bin and builtin-rules.bin after changing a ruleset.
rulesets:
	DRILLBOOK_BLESS=1 cargo test --test rulesets the_compiled_rulesets_are_current
