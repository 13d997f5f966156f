//! Feeds random and damaged input to every decoder a stranger can reach: share links, the
//! compact layouts inside them, and layout files. It counts the inputs, what became of them,
//! and the panics, which must be none. `make fuzz` runs a million, with overflow checks on.
//!
//! Whatever a decoder accepts must also pass [`Layout::check`] and survive a trip through a
//! link unchanged; a failure of either counts as a fault, like a panic.
//!
//! Usage: `fuzz_decoders [COUNT]` (default 1,000,000). Exits 1 on any panic or fault. It runs
//! natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::panic::{AssertUnwindSafe, catch_unwind};
    use std::process::ExitCode;

    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use drillbook::layout::{Layout, sample_battle};
    use drillbook::link;
    use drillbook::rules::Library;
    use proptest::prelude::Rng;
    use proptest::test_runner::{RngAlgorithm, TestRng};

    /// What became of the inputs.
    #[derive(Default)]
    struct Tally {
        inputs: u64,
        read: u64,
        refused: u64,
        panics: u64,
        faults: u64,
        /// The first few faults, to show.
        fault_examples: Vec<String>,
    }

    impl Tally {
        /// Runs one decoder on one input, and checks what it accepts.
        fn feed(&mut self, decode: impl FnOnce() -> Result<Layout, String>) {
            self.inputs += 1;
            match catch_unwind(AssertUnwindSafe(decode)) {
                Err(_) => self.panics += 1,
                Ok(Err(_)) => self.refused += 1,
                Ok(Ok(layout)) => {
                    self.read += 1;
                    if let Err(message) = layout.check() {
                        self.fault(format!("accepted a layout that fails its check: {message}"));
                    } else if link::decode(&link::encode(&layout)).as_ref() != Ok(&layout) {
                        self.fault("a layout it accepted did not survive a link".to_owned());
                    }
                }
            }
        }

        fn fault(&mut self, message: String) {
            self.faults += 1;
            if self.fault_examples.len() < 10 {
                self.fault_examples.push(message);
            }
        }
    }

    /// Random damage, a few edits at a time.
    struct Mutator {
        rng: TestRng,
    }

    impl Mutator {
        fn below(&mut self, n: usize) -> usize {
            (self.rng.next_u64() % n.max(1) as u64) as usize
        }

        fn byte(&mut self) -> u8 {
            const EDGES: [u8; 6] = [0, 1, 0x7f, 0x80, 0xfe, 0xff];
            if self.below(4) == 0 {
                EDGES[self.below(EDGES.len())]
            } else {
                self.rng.next_u32() as u8
            }
        }

        /// `seed` with one to four random edits: a byte changed, inserted or removed, a run cut
        /// out or repeated, or the end cut off.
        fn damage(&mut self, seed: &[u8]) -> Vec<u8> {
            let mut bytes = seed.to_vec();
            for _ in 0..=self.below(4) {
                let at = self.below(bytes.len());
                match self.below(6) {
                    0 | 1 if !bytes.is_empty() => bytes[at] = self.byte(),
                    2 => bytes.insert(at, self.byte()),
                    3 if !bytes.is_empty() => {
                        let end = (at + 1 + self.below(16)).min(bytes.len());
                        bytes.drain(at..end);
                    }
                    4 => {
                        let end = (at + 1 + self.below(16)).min(bytes.len());
                        let run = bytes[at.min(end)..end].to_vec();
                        bytes.splice(at..at, run);
                    }
                    _ => bytes.truncate(at),
                }
            }
            bytes
        }

        fn noise(&mut self) -> Vec<u8> {
            let length = self.below(200);
            (0..length).map(|_| self.byte()).collect()
        }
    }

    fn seeds() -> Result<Vec<Layout>, String> {
        let library = Library::builtin().map_err(|e| e.to_string())?;
        let ruleset = &library
            .get("figure-scale")
            .ok_or("figure-scale is built in")?
            .ruleset;
        let mut seeds = Vec::new();
        for units in [1, 12, 60] {
            seeds.push(sample_battle(ruleset, units)?);
        }
        for file in [
            "tests/links/v1-every-field.json",
            "tests/links/v1-custom-ruleset.json",
            "docs/examples/flank-charge.json",
        ] {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            seeds.push(Layout::from_json(&text).map_err(|e| format!("{file}: {e}"))?);
        }
        Ok(seeds)
    }

    pub fn main() -> ExitCode {
        let count = match std::env::args()
            .nth(1)
            .map(|n| n.replace('_', "").parse::<u64>())
        {
            None => 1_000_000,
            Some(Ok(count)) => count,
            Some(Err(_)) => {
                eprintln!("usage: fuzz_decoders [COUNT]");
                return ExitCode::from(2);
            }
        };
        let seeds = match seeds() {
            Ok(seeds) => seeds,
            Err(message) => {
                eprintln!("the seed layouts would not load: {message}");
                return ExitCode::from(2);
            }
        };
        let compact: Vec<Vec<u8>> = seeds.iter().map(Layout::to_bytes).collect();
        let deflated: Vec<Vec<u8>> = compact
            .iter()
            .map(|bytes| miniz_oxide::deflate::compress_to_vec(bytes, 6))
            .collect();
        let links: Vec<String> = seeds.iter().map(link::encode).collect();
        let files: Vec<String> = seeds.iter().map(Layout::to_json).collect();

        // The panics are counted; their messages would only bury the count.
        std::panic::set_hook(Box::new(|_| {}));
        let mut damage = Mutator {
            rng: TestRng::deterministic_rng(RngAlgorithm::ChaCha),
        };
        let mut tally = Tally::default();
        let (mut as_links, mut as_compact, mut as_files) = (0u64, 0u64, 0u64);
        for i in 0..count {
            let seed = damage.below(seeds.len());
            match i % 5 {
                0 => {
                    as_compact += 1;
                    let bytes = damage.damage(&compact[seed]);
                    tally.feed(|| Layout::from_bytes(&bytes));
                }
                1 => {
                    as_links += 1;
                    let bytes = damage.damage(&deflated[seed]);
                    let text = format!("v1.{}", URL_SAFE_NO_PAD.encode(bytes));
                    tally.feed(|| link::decode(&text));
                }
                2 => {
                    as_links += 1;
                    let bytes = damage.damage(links[seed].as_bytes());
                    let text = String::from_utf8_lossy(&bytes);
                    tally.feed(|| link::decode(&text));
                }
                3 => {
                    as_files += 1;
                    let bytes = damage.damage(files[seed].as_bytes());
                    let text = String::from_utf8_lossy(&bytes);
                    tally.feed(|| Layout::from_json(&text).map_err(|e| e.to_string()));
                }
                _ => {
                    as_compact += 1;
                    let bytes = damage.noise();
                    tally.feed(|| Layout::from_bytes(&bytes));
                    as_links += 1;
                    let text = format!("v1.{}", String::from_utf8_lossy(&bytes));
                    tally.feed(|| link::decode(&text));
                }
            }
        }
        println!(
            "fed {} inputs ({as_links} links, {as_compact} compact layouts, {as_files} layout files): {} refused with a message, {} read, {} panics, {} faults",
            tally.inputs, tally.refused, tally.read, tally.panics, tally.faults
        );
        for fault in &tally.fault_examples {
            println!("fault: {fault}");
        }
        if tally.panics == 0 && tally.faults == 0 {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
