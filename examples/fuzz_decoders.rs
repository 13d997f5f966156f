//! Feeds random and damaged input to every decoder a stranger can reach: share links, the
//! compact layouts inside them, layout files (games with their turns among them), and army
//! lists (mustered as the command line
//! does). It counts the inputs, what became of them,
//! and the panics, which must be none. `make fuzz` runs a million, with overflow checks on.
//!
//! Whatever a decoder accepts must also pass [`Layout::check`] and survive a trip through a
//! link and through a layout file unchanged; a failure of either counts as a fault, like a
//! panic. Then it goes on as the page would: the table is placed, analysed and drawn (every
//! unit, every overlay, the 1:1 drawing, a tray template, the first unit's tray as the
//! tray maker makes it, the first unit's reach, the enemy's threat and a charge as the
//! reach worker judges them, and a game's last turn told, drawn and replayed), and a panic
//! there counts too. The
//! slowest of those tables, and the worst tables the limits admit, are timed, and the most
//! heap any of it needed is printed.
//!
//! Usage: `fuzz_decoders [COUNT]` (default 1,000,000). Exits 1 on any panic or fault. It runs
//! natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::panic::{AssertUnwindSafe, catch_unwind};
    use std::process::ExitCode;

    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use std::time::Instant;

    use drillbook::analysis::{analyze, overlays};
    use drillbook::layout::TABLE_SIZES;
    use drillbook::layout::{Layout, worst_tables};
    use drillbook::link;
    use drillbook::muster::{ArmyPlan, read_army};
    use drillbook::render::{Layers, overlay_markup, table_svg, tray_svg, unit_markup};
    use drillbook::rules::Library;
    use drillbook::table::resolve;
    use drillbook::table::{sample_battle, sample_game};
    use peak_alloc::PeakAlloc;
    use proptest::prelude::Rng;
    use proptest::test_runner::{RngAlgorithm, TestRng};

    #[global_allocator]
    static HEAP: PeakAlloc = PeakAlloc;

    /// Every overlay on.
    const ALL_LAYERS: Layers = Layers(31);

    /// Places, analyses and draws `layout` as the page, the reader worker and the exports
    /// would; the size of what was drawn, or why its ruleset could not be had.
    fn use_table(library: &mut Library, layout: &Layout) -> Result<usize, String> {
        let ruleset = library
            .ruleset_for(&layout.ruleset)
            .map_err(|e| e.to_string())?;
        let table = resolve(layout, &ruleset);
        let report = analyze(&table, &ruleset);
        let drawn = table
            .units
            .iter()
            .map(|u| unit_markup(&u.shaped.footprint).len())
            .sum::<usize>()
            + overlay_markup(
                &overlays(&table, &report, &ruleset, ALL_LAYERS.kinds()),
                ALL_LAYERS,
            )
            .len()
            + table_svg(&table).len()
            + table
                .units
                .first()
                .map_or(0, |u| tray_svg(u).len() + made_tray(u))
            + reach_answer(layout, &table, &ruleset)
            + drilled(layout, &ruleset)
            + told(layout, &ruleset);
        Ok(drawn)
    }

    /// What happened in a game's last turn, told and drawn for the page as the reader worker
    /// tells it (its marks over the whole table in view, and its replay, played half way);
    /// nothing for a table that keeps no turns.
    fn told(layout: &Layout, ruleset: &drillbook::rules::Ruleset) -> usize {
        use drillbook::render::tell_turn;
        if layout.record.is_empty() {
            return 0;
        }
        let view = drillbook::table::resolve(layout, ruleset).bounds();
        tell_turn(layout, layout.turn, view, ruleset)
            .map_or(0, |told| told.marks.len() + told.replay.at(0.5).len())
    }

    /// How many units the first brigade's drill stood, in a form chosen by the table's size,
    /// where it stands now; none where there is no brigade or no room.
    fn drilled(layout: &Layout, ruleset: &drillbook::rules::Ruleset) -> usize {
        use drillbook::drill::{
            BrigadeForm, DrillOrder, SpacingChoice, brigade_front, drill_brigade,
        };
        let Some(at) = brigade_front(layout, ruleset, 0) else {
            return 0;
        };
        let order = DrillOrder {
            form: BrigadeForm::ALL[layout.units.len() % BrigadeForm::ALL.len()],
            at,
            spacing: SpacingChoice::default(),
        };
        drill_brigade(layout, ruleset, 0, &order).map_or(0, |d| d.units.len())
    }

    /// The size of what the reach worker answers about the first unit: its reach drawn, the
    /// enemy's threat drawn, and its charge on the first enemy judged; nothing where the
    /// question has no answer (a unit without an allowance).
    fn reach_answer(
        layout: &Layout,
        table: &drillbook::table::Table,
        ruleset: &drillbook::rules::Ruleset,
    ) -> usize {
        use drillbook::worker::ReachQuestion;
        let Some(first) = table.units.first() else {
            return 0;
        };
        let question = ReachQuestion {
            unit: first.id,
            reach: true,
            threat: true,
            charge: table
                .units
                .iter()
                .find(|u| u.side != first.side)
                .map(|u| u.id),
            layout: layout.to_bytes(),
        };
        question
            .answer(ruleset)
            .map_or(0, |answer| answer.drawing.len() + answer.enemies.len())
    }

    /// The bytes of `unit`'s tray as the tray maker makes it, with a magnet under each base:
    /// its preview and its solid; nothing where the options leave no room.
    fn made_tray(unit: &drillbook::table::PlacedUnit) -> usize {
        use drillbook::render::preview_svg;
        use drillbook::tray::{Magnet, Solid, TrayOptions, TrayPlan, stl_bytes};
        let options = TrayOptions {
            magnet: Some(Magnet {
                diameter_mm: 5.0,
                depth_mm: 1.0,
            }),
            ..TrayOptions::default()
        };
        TrayPlan::new(&unit.shaped.footprint, &options).map_or(0, |plan| {
            preview_svg(&plan, &unit.shaped.footprint, unit.figures_per_base).len()
                + stl_bytes(&Solid::of(&plan).triangles).len()
        })
    }

    /// Whether `layout` reads back from its file unchanged, or how it differs.
    fn survives_a_file(layout: &Layout) -> Result<(), String> {
        let json = layout.to_json();
        match Layout::from_json(&json) {
            Err(e) => Err(e.to_string()),
            Ok(back) if back == *layout => Ok(()),
            Ok(back) => Err(format!(
                "{:?}\n{:?}",
                back.units.first(),
                layout.units.first()
            )),
        }
    }

    /// What became of the inputs.
    struct Tally {
        library: Library,
        inputs: u64,
        read: u64,
        refused: u64,
        panics: u64,
        faults: u64,
        /// Read, then placed, analysed and drawn.
        drawn: u64,
        /// Read, but naming a ruleset this build does not have.
        no_ruleset: u64,
        /// Panics while placing, analysing or drawing.
        drawing_panics: u64,
        /// The slowest table to place, analyse and draw: ms, and its units.
        slowest: (f64, usize),
        /// The first few faults, to show.
        fault_examples: Vec<String>,
    }

    impl Tally {
        fn new(library: Library) -> Self {
            Self {
                library,
                inputs: 0,
                read: 0,
                refused: 0,
                panics: 0,
                faults: 0,
                drawn: 0,
                no_ruleset: 0,
                drawing_panics: 0,
                slowest: (0.0, 0),
                fault_examples: Vec::new(),
            }
        }

        /// Runs one decoder on one input, checks what it accepts, and uses it.
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
                    } else if let Err(difference) = survives_a_file(&layout) {
                        self.fault(format!(
                            "a layout it accepted did not survive a file: {difference}"
                        ));
                    } else {
                        self.draw(&layout);
                    }
                }
            }
        }

        /// Places, analyses and draws an accepted layout, timing it.
        fn draw(&mut self, layout: &Layout) {
            let start = Instant::now();
            let library = &mut self.library;
            match catch_unwind(AssertUnwindSafe(|| use_table(library, layout))) {
                Err(_) => self.drawing_panics += 1,
                Ok(Err(_)) => self.no_ruleset += 1,
                Ok(Ok(_)) => {
                    self.drawn += 1;
                    let ms = start.elapsed().as_secs_f64() * 1e3;
                    if ms > self.slowest.0 {
                        self.slowest = (ms, layout.units.len());
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

    /// Army lists to damage: a spreadsheet's and a forum post's, of the figure-scale rules.
    const ARMY_LISTS: [&str; 2] = [
        "side,brigade,name,troop,bases,figures_per_base,base_width_mm,base_depth_mm,formation,count,cannon\n\
         Blue,Rey,1er léger,line-infantry,6,4,25,25,,3,\n\
         Blue,Rey,Duchand,Field battery,2,1,40,40,,,6\n\
         1,Picton,\"92nd, Gordon\",Line infantry battalion,8,3,20,20,column,4,\n\
         Vermilion,Vandeleur,Greys,heavy-cavalry,4,2,25,50,,2,\n",
        "# Blue: II Corps\n## Brigade Rey\n3 × Line infantry battalion \"1er léger\" 6 bases of 4 figures, 25×25 mm\n\
         Field battery \"Duchand\" 2 bases, 40×40 mm, 6 guns\nCavalry brigade Piré:\n\
         2 × Light cavalry \"6e chasseurs\" 4 stands of 2 figs, 1×2 in, in column\n\
         # Vermilion\nKempt:\n4 × line-infantry \"92nd\" 8 bases of 3 figures, 20x20mm\n",
    ];

    /// An army list mustered as `drillbook muster` does: refused while a line cannot be read.
    fn mustered(library: &mut Library, list: &str) -> Result<Layout, String> {
        let reference = library
            .reference("figure-scale")
            .ok_or("no figure-scale rules")?;
        let ruleset = library.ruleset_for(&reference).map_err(|e| e.to_string())?;
        let plan = ArmyPlan::new(read_army(list), &ruleset);
        if let Some(problem) = plan.problems.first() {
            return Err(problem.to_string());
        }
        plan.muster(&ruleset, reference, TABLE_SIZES[0])
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
        // Games, whose turns are stored as what changed since the turn beside each.
        for (units, turns) in [(12, 4), (40, 8)] {
            let mut game = sample_game(ruleset, units, turns)?;
            game.notes.set_turn("The French attack on the left")?;
            seeds.push(game);
        }
        for file in [
            "tests/links/v1-every-field.json",
            "tests/links/v1-custom-ruleset.json",
            "tests/links/v6-bent-tail.json",
            "docs/examples/flank-charge.json",
        ] {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            seeds.push(Layout::from_json(&text).map_err(|e| format!("{file}: {e}"))?);
        }
        Ok(seeds)
    }

    /// Opens, places, analyses and draws the worst tables of every built-in ruleset, printing
    /// the slowest; the number that panicked.
    fn worst_table_times(library: &mut Library) -> u64 {
        let rulesets: Vec<_> = library
            .entries()
            .iter()
            .map(|e| e.ruleset.clone())
            .collect();
        let (mut slowest, mut name, mut panics) = (0.0f64, String::new(), 0);
        for ruleset in rulesets {
            for worst in worst_tables(&ruleset) {
                let start = Instant::now();
                let opened = catch_unwind(AssertUnwindSafe(|| {
                    let layout = link::decode(&link::encode(&worst.layout))?;
                    use_table(library, &layout)
                }));
                match opened {
                    Ok(Ok(_)) => {}
                    _ => panics += 1,
                }
                let ms = start.elapsed().as_secs_f64() * 1e3;
                if ms > slowest {
                    (slowest, name) = (ms, format!("{}: {}", ruleset.id, worst.name));
                }
            }
        }
        println!(
            "the worst tables the limits admit: {panics} failures; the slowest took {slowest:.0} ms ({name})"
        );
        panics
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
        let library = match Library::builtin() {
            Ok(library) => library,
            Err(message) => {
                eprintln!("the built-in rulesets are damaged: {message}");
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
        let mut tally = Tally::new(library);
        let (mut as_links, mut as_compact, mut as_files, mut as_lists) = (0u64, 0u64, 0u64, 0u64);
        let Ok(mut muster_library) = Library::builtin() else {
            return ExitCode::from(2);
        };
        for i in 0..count {
            let seed = damage.below(seeds.len());
            match i % 6 {
                5 => {
                    as_lists += 1;
                    let list = ARMY_LISTS[damage.below(ARMY_LISTS.len())];
                    let bytes = damage.damage(list.as_bytes());
                    let text = String::from_utf8_lossy(&bytes);
                    tally.feed(|| mustered(&mut muster_library, &text));
                }
                0 => {
                    as_compact += 1;
                    let bytes = damage.damage(&compact[seed]);
                    tally.feed(|| Layout::from_bytes(&bytes));
                }
                1 => {
                    as_links += 1;
                    let bytes = damage.damage(&deflated[seed]);
                    // The compact form is written in the newest version.
                    let text = format!("v{}.{}", link::LINK_VERSION, URL_SAFE_NO_PAD.encode(bytes));
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
            "fed {} inputs ({as_links} links, {as_compact} compact layouts, {as_files} layout files, {as_lists} army lists): {} refused with a message, {} read, {} panics, {} faults",
            tally.inputs, tally.refused, tally.read, tally.panics, tally.faults
        );
        println!(
            "of those read: {} placed, analysed and drawn, {} naming a ruleset this build does not have, {} panics; the slowest took {:.2} ms ({} units)",
            tally.drawn, tally.no_ruleset, tally.drawing_panics, tally.slowest.0, tally.slowest.1
        );
        let worst_panics = worst_table_times(&mut tally.library);
        println!(
            "the most heap any input needed: {:.1} MB",
            HEAP.peak_usage_as_mb()
        );
        for fault in &tally.fault_examples {
            println!("fault: {fault}");
        }
        if tally.panics == 0 && tally.faults == 0 && tally.drawing_panics == 0 && worst_panics == 0
        {
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
