//! Spacing bases along a row, shared by every formation that stands bases side by side.

/// Offsets of `count` centres spaced `pitch` apart, centred on zero.
pub(super) fn centred(count: u32, pitch: f32) -> impl Iterator<Item = f32> {
    let first = -pitch * (count.max(1) - 1) as f32 / 2.0;
    (0..count).map(move |i| first + pitch * i as f32)
}

/// The pitch that spreads `count` bases of `width` over `span` with the end bases flush with
/// its ends, so a square's corners stay closed; bases edge to edge when the span is no longer.
pub(super) fn flush_pitch(count: u32, width: f32, span: f32) -> f32 {
    let natural = count as f32 * width;
    if count >= 2 && span > natural {
        width + (span - natural) / (count - 1) as f32
    } else {
        width
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_is_centred_and_its_ends_reach_the_span() {
        let offsets: Vec<f32> = centred(3, flush_pitch(3, 40.0, 160.0)).collect();
        assert_eq!(offsets, vec![-60.0, 0.0, 60.0]);
        assert_eq!(flush_pitch(1, 40.0, 160.0), 40.0);
        assert_eq!(centred(1, 40.0).collect::<Vec<_>>(), vec![0.0]);
    }
}
