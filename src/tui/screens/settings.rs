//! F8 Championship and sections: the settings of the chosen section as they stand.

use super::super::app::App;
use crate::model::{InitialOrder, PairingSystem, Sport};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph};

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let t = &app.tournament;
    let mut lines = vec![
        Line::from(format!("Championship: {}", t.name)),
        Line::from(format!(
            "Venue: {}   Chief arbiter: {}",
            t.venue, t.chief_arbiter
        )),
        Line::from(""),
    ];
    if let Some(s) = app.section() {
        let v = &s.points;
        lines.extend([
            Line::from(format!("Section {} - {}", s.code, s.name)),
            Line::from(format!(
                "Sport: {}   rounds: {}   system: {}",
                match s.sport {
                    Sport::Chess => "chess",
                    Sport::Draughts => "draughts",
                },
                s.rounds_planned,
                match s.system {
                    PairingSystem::SwissDutch => "Swiss (FIDE Dutch)".to_string(),
                    PairingSystem::RoundRobin { double } =>
                        format!("round robin{}", if double { " (double)" } else { "" }),
                }
            )),
            Line::from(format!(
                "Points: win {} draw {} loss {} forfeit win {} PAB {} half bye {} full bye {}",
                v.win, v.draw, v.loss, v.forfeit_win, v.pab, v.half_bye, v.full_bye
            )),
            Line::from(format!("Tie-breaks: {}", s.tiebreaks.join(", "))),
            Line::from(format!("Team total: best {}", s.team_settings.counted)),
            Line::from(format!(
                "Same-team players apart in rounds 1-{}; top {} seeds apart in round 1",
                s.local_rules.same_team_rounds, s.local_rules.top_seeds_apart
            )),
            Line::from(format!(
                "Initial order: {}",
                match s.initial_order {
                    InitialOrder::Rating => "rating, title, name",
                    InitialOrder::BoardValue => "board value 5-4-3-2-1, rating, name",
                    InitialOrder::RatingThenBoard => "rating, board value, name",
                    InitialOrder::Manual => "manual",
                }
            )),
        ]);
    }
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(" Settings ")),
        area,
    );
}
