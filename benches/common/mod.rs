//! What the benchmarks share: a median over repeated runs, for the tables they print.

use std::time::Instant;

/// The median time of `runs` calls of `work`, in microseconds.
pub fn median_us(runs: usize, mut work: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}
