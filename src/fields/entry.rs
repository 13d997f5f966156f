//! How a field is entered.

/// How a player enters a field's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// A line of text, such as a name.
    Text,
    /// A number typed, with the step its arrows take.
    Number {
        /// The step of the field's arrows, as the `step` attribute writes it.
        step: &'static str,
    },
    /// One of a list, each as `(value, name shown)`.
    Pick(Vec<(String, String)>),
}
