//! What the player is told after an intent: what happened, or what is wrong.

/// A message for the player: what happened, or what is wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// An error (shown as an alert) or information.
    pub error: bool,
    /// One line saying what happened.
    pub title: String,
    /// The details, one per line, such as a file's errors.
    pub lines: Vec<String>,
    /// What the player may do about it, each a button.
    pub actions: Vec<NoticeAction>,
}

/// Something a notice offers to do.
#[derive(Clone, Debug, PartialEq)]
pub enum NoticeAction {
    /// Save the table whose opening stopped the page (its link's fragment) as a file.
    SaveStalled(String),
    /// Open that table again.
    RetryStalled(String),
}

impl NoticeAction {
    /// The button's words.
    pub fn label(&self) -> &'static str {
        match self {
            NoticeAction::SaveStalled(_) => "Save it as a file",
            NoticeAction::RetryStalled(_) => "Try it again",
        }
    }
}

impl Notice {
    /// Something went wrong.
    pub fn error(title: impl Into<String>, lines: Vec<String>) -> Self {
        Self {
            error: true,
            title: title.into(),
            lines,
            actions: Vec::new(),
        }
    }

    /// Something the player should know.
    pub fn info(title: impl Into<String>) -> Self {
        Self {
            error: false,
            title: title.into(),
            lines: Vec::new(),
            actions: Vec::new(),
        }
    }

    /// Whether the notice only reports (it offers nothing to do), so that a later change of
    /// the table makes it stale.
    pub fn only_reports(&self) -> bool {
        self.actions.is_empty()
    }
}
