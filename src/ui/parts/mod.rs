//! Pieces the other areas share: a field, a picker kept on the layout's value, lists kept through a drag, a switch.

pub mod chosen;
pub mod field;
pub mod kept_list;
pub mod switch;
