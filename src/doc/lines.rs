//! Byte offsets in a document turned into the 1-based lines players read.

/// Where each line of a text starts, for finding the line of a byte offset in `O(log n)`.
pub(super) struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    /// The lines of `text`.
    pub(super) fn new(text: &'a str) -> Self {
        let breaks = text.match_indices('\n').map(|(at, _)| at + 1);
        Self {
            text,
            starts: std::iter::once(0).chain(breaks).collect(),
        }
    }

    /// The 1-based line holding byte `offset`.
    pub(super) fn line_of(&self, offset: usize) -> u32 {
        let line = self.starts.partition_point(|&start| start <= offset);
        u32::try_from(line).unwrap_or(u32::MAX)
    }

    /// The line on which `part`, a slice borrowed from the text, starts.
    pub(super) fn line_of_part(&self, part: &str) -> u32 {
        let offset = (part.as_ptr() as usize).saturating_sub(self.text.as_ptr() as usize);
        self.line_of(offset)
    }
}

#[cfg(test)]
mod tests {
    use super::Lines;

    #[test]
    fn offsets_fall_on_their_lines() {
        let text = "a\nbc\n\nd";
        let lines = Lines::new(text);
        let found: Vec<u32> = (0..text.len()).map(|at| lines.line_of(at)).collect();
        assert_eq!(found, [1, 1, 2, 2, 2, 3, 4]);
        assert_eq!(lines.line_of_part(&text[6..]), 4);
    }
}
