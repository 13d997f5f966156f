//! A game kept turn by turn: how long its share link is for a 12-turn game of 50 and of 200
//! units that move every turn (targets 4,000 and 16,000 characters), and how long a 12-turn
//! game of 200 units takes to share, to open, to tell turn by turn, to replay a frame of, and
//! to report (target: within a second), to draw a turn's picture and to write a frame of the
//! game's animation.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::hint::black_box;
    use std::time::Duration;

    use criterion::{Criterion, criterion_group};
    use drillbook::game::game_stories;
    use drillbook::layout::Layout;
    use drillbook::link::{decode, encode};
    use drillbook::render::{GameAnimation, Paper, battle_report_html, tell_turn, turn_sheets};
    use drillbook::rules::{Library, Ruleset};
    use drillbook::table::{resolve, sample_game};

    /// Games measured: units, turns, and the target link length in characters.
    const GAMES: [(usize, u32, usize); 2] = [(50, 12, 4_000), (200, 12, 16_000)];

    fn figure_scale() -> Ruleset {
        let library = Library::builtin().expect("built-ins");
        (*library.get("figure-scale").expect("built in").ruleset).clone()
    }

    fn game(ruleset: &Ruleset, units: usize, turns: u32) -> Layout {
        sample_game(ruleset, units, turns).expect("a game")
    }

    fn lengths(_: &mut Criterion) {
        let ruleset = figure_scale();
        println!("\ngame links, every unit moving in every turn");
        println!(
            "{:>6} {:>6} {:>12} {:>10} {:>12}",
            "units", "turns", "link chars", "target", "file bytes"
        );
        for (units, turns, target) in GAMES {
            let game = game(&ruleset, units, turns);
            let link = encode(&game).len();
            let file = game.to_json().len();
            println!(
                "{units:>6} {turns:>6} {link:>12} {:>10} {file:>12}",
                format!("≤ {target}")
            );
        }
    }

    fn timing(c: &mut Criterion) {
        let ruleset = figure_scale();
        let game = game(&ruleset, 200, 12);
        let link = encode(&game);
        let mut group = c.benchmark_group("game of 200 units, 12 turns");
        group
            .sample_size(10)
            .measurement_time(Duration::from_secs(4));
        group.bench_function("share link", |b| b.iter(|| encode(black_box(&game))));
        group.bench_function("open link", |b| b.iter(|| decode(black_box(&link))));
        group.bench_function("every turn told", |b| {
            b.iter(|| game_stories(black_box(&game), &ruleset))
        });
        let view = resolve(&game, &ruleset).bounds();
        group.bench_function("the last turn told for the page: marks and replay", |b| {
            b.iter(|| tell_turn(black_box(&game), game.turn, view, &ruleset))
        });
        let told = tell_turn(&game, game.turn, view, &ruleset).expect("kept");
        group.bench_function("replay, one frame", |b| {
            b.iter(|| told.replay.at(black_box(0.37)))
        });
        group.bench_function("battle report (target < 1 s)", |b| {
            b.iter(|| battle_report_html(black_box(&game), &ruleset, Paper::A4))
        });
        group.bench_function("the last turn's sheet, for its picture", |b| {
            b.iter(|| turn_sheets(black_box(&game), &ruleset, Paper::A4, game.turn))
        });
        // A frame of the animation as the page paints it: 1,200 pixels wide, the felt, a
        // band of units and lines across it.
        let (width, height) = (1200_u32, 640_u32);
        let frame: Vec<u8> = (0..width * height)
            .flat_map(|at| {
                let (x, y) = (at % width, at / width);
                match (y / 40 + x / 90) % 5 {
                    0 => [0x8a, 0x9c, 0x70, 0xff],
                    1 => [0x00, 0x69, 0xa4, 0xff],
                    2 => [0xa7, 0x48, 0x00, 0xff],
                    3 => [0xff, 0xff, 0xff, 0xff],
                    _ => [(x % 256) as u8, (y % 256) as u8, 0x40, 0xff],
                }
            })
            .collect();
        group.bench_function("animation, one 1200-pixel frame written", |b| {
            b.iter(|| {
                let mut animation = GameAnimation::new(width, height).expect("a size");
                let mut pixels = frame.clone();
                animation.add_frame(&mut pixels, 2.0).expect("a frame");
                animation.finish().expect("written")
            })
        });
        group.finish();
    }

    criterion_group!(benches, lengths, timing);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
