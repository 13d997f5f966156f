//! The game as an animated GIF, a frame a turn, for a forum post that shows the battle
//! unfold. The frames are pictures of the turns' sheets ([`super::turn_sheets`]), drawn by
//! whoever can draw SVG (the page draws them with the browser); this writes them, each with
//! its own colours chosen by NeuQuant (the `gif` crate), and the animation loops.

use gif::{Encoder, Frame, Repeat};

/// The longest side of a frame, pixels: a forum's picture, and a bound on the memory a
/// frame takes.
pub const MOST_FRAME_PIXELS: u32 = 1600;

/// How hard NeuQuant looks for each frame's colours, from 1 (hardest) to 30: a turn's sheet
/// has few colours, and every frame is written in a moment.
const QUANTISING_SPEED: i32 = 10;

/// An animation being written, frame by frame.
pub struct GameAnimation {
    encoder: Encoder<Vec<u8>>,
    width: u16,
    height: u16,
}

impl GameAnimation {
    /// An animation of frames `width` by `height` pixels, each side at most
    /// [`MOST_FRAME_PIXELS`].
    pub fn new(width: u32, height: u32) -> Result<Self, String> {
        let side = |pixels: u32| {
            u16::try_from(pixels)
                .ok()
                .filter(|p| *p > 0 && u32::from(*p) <= MOST_FRAME_PIXELS)
                .ok_or_else(|| {
                    format!("a frame is {width} by {height} pixels; each side may be 1 to {MOST_FRAME_PIXELS}")
                })
        };
        let (w, h) = (side(width)?, side(height)?);
        let mut encoder = Encoder::new(Vec::new(), w, h, &[]).map_err(|e| e.to_string())?;
        encoder
            .set_repeat(Repeat::Infinite)
            .map_err(|e| e.to_string())?;
        Ok(Self {
            encoder,
            width: w,
            height: h,
        })
    }

    /// Adds a frame of `rgba` pixels (four bytes a pixel, row by row), shown for `seconds`.
    pub fn add_frame(&mut self, rgba: &mut [u8], seconds: f32) -> Result<(), String> {
        let expected = usize::from(self.width) * usize::from(self.height) * 4;
        if rgba.len() != expected {
            return Err(format!(
                "a frame holds {} bytes, not the {expected} of {} by {} pixels",
                rgba.len(),
                self.width,
                self.height
            ));
        }
        let mut frame = Frame::from_rgba_speed(self.width, self.height, rgba, QUANTISING_SPEED);
        // In hundredths of a second.
        frame.delay = (seconds.clamp(0.0, 600.0) * 100.0).round() as u16;
        self.encoder.write_frame(&frame).map_err(|e| e.to_string())
    }

    /// The GIF file.
    pub fn finish(self) -> Result<Vec<u8>, String> {
        self.encoder.into_inner().map_err(|e| e.to_string())
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn solid(width: usize, height: usize, colour: [u8; 4]) -> Vec<u8> {
        colour.repeat(width * height)
    }

    #[test]
    fn every_frame_is_written_with_its_colours_and_its_time() {
        let mut animation = GameAnimation::new(40, 30).expect("a size within bounds");
        let colours = [[200, 30, 30, 255], [20, 60, 200, 255], [250, 250, 250, 255]];
        for (at, colour) in colours.iter().enumerate() {
            let mut frame = solid(40, 30, *colour);
            animation
                .add_frame(&mut frame, 1.0 + at as f32)
                .expect("a frame");
        }
        let gif = animation.finish().expect("written");
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif.as_slice()).expect("a GIF");
        let mut read = Vec::new();
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            read.push((frame.delay, frame.buffer[..4].to_vec(), frame.width));
        }
        assert_eq!(read.len(), 3);
        for ((delay, first, width), (at, colour)) in read.iter().zip(colours.iter().enumerate()) {
            assert_eq!(*delay, 100 * (1 + at as u16));
            assert_eq!(*width, 40);
            assert_eq!(first.as_slice(), colour.as_slice());
        }
    }

    #[test]
    fn a_frame_of_the_wrong_size_is_refused() {
        assert!(GameAnimation::new(0, 30).is_err());
        assert!(GameAnimation::new(MOST_FRAME_PIXELS + 1, 30).is_err());
        let mut animation = GameAnimation::new(10, 10).expect("a size within bounds");
        let mut short = vec![0; 10 * 9 * 4];
        assert!(animation.add_frame(&mut short, 1.0).is_err());
    }
}
