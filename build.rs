//! Release builds of the page (`make build`, `make serve`) set `DRILLBOOK_SPLIT`: the side panel
//! then goes into a WebAssembly module of its own (`src/ui/side_panel.rs`), split out of the
//! page's binary by `scripts/finish-dist.mjs`. The splitter reads the linker's relocations,
//! which only the page's binary keeps; the reader worker is linked as usual.

fn main() {
    println!("cargo::rerun-if-env-changed=DRILLBOOK_SPLIT");
    println!("cargo::rustc-check-cfg=cfg(drillbook_split)");
    if std::env::var_os("DRILLBOOK_SPLIT").is_some() {
        println!("cargo::rustc-cfg=drillbook_split");
        println!("cargo::rustc-link-arg-bin=drillbook-web=--emit-relocs");
    }
}
