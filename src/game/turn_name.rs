//! What a turn is called: the deployment before the first turn of a game on a players'
//! table, and every other turn by its number.

/// "Deployment" for turn 0 of a game on a players' table (`on_table`), else "Turn N".
pub fn turn_name(turn: u32, on_table: bool) -> String {
    if turn == 0 && on_table {
        "Deployment".to_owned()
    } else {
        format!("Turn {turn}")
    }
}
