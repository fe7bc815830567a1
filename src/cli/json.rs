//! `--format json`: the tables of `info`, `players list`, `standings`, `teams` and
//! `report` as JSON for scripts. The field names are a contract (README, "JSON
//! output"): fields may be added, never renamed or removed. Points and tie-break
//! values are JSON numbers (`14`, `14.5`, `7.25`); what is unknown is `null`.

use crate::model::{ByeKind, PlayerStatus, Points, Section, Sex, Tournament};
use crate::standings::{Standings, TeamTieBreak, Value, team_standings};
use serde_json::{Value as Json, json};
use std::io::Write;

/// Writes `value` pretty-printed, with a final line end.
pub fn write(value: &Json, out: &mut dyn Write) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, value)?;
    writeln!(out)
}

fn points(p: Points) -> Json {
    json!(f64::from(p.0) / 10.0)
}

fn value(v: Option<Value>) -> Json {
    v.map_or(Json::Null, |v| json!(v.0 as f64 / 100.0))
}

/// `catur info`: the championship, its sections and the journal.
pub fn info(t: &Tournament) -> Json {
    let sections: Vec<Json> = t
        .sections
        .iter()
        .map(|s| {
            let (done, total) = s.rounds.iter().fold((0, 0), |(d, n), r| {
                let (a, b) = r.progress();
                (d + a, n + b)
            });
            json!({
                "code": s.code,
                "name": s.settings.name,
                "players": s.players.len(),
                "teams": s.teams.len(),
                "rounds_planned": s.settings.rounds_planned,
                "rounds_paired": s.rounds_paired(),
                "results_entered": done,
                "games": total,
            })
        })
        .collect();
    let c = &t.championship;
    json!({
        "name": c.name,
        "venue": c.venue,
        "chief_arbiter": c.chief_arbiter,
        "sections": sections,
        "journal": {
            "entries": t.journal.entries.len(),
            "can_undo": crate::ops::can_undo(t),
            "can_redo": crate::ops::can_redo(t),
        },
    })
}

/// `catur players list`: every player in pairing-number order, with the status for
/// the next round to pair.
pub fn players(s: &Section) -> Json {
    let next = s.rounds_paired() + 1;
    let players: Vec<Json> = s
        .players_by_tpn()
        .iter()
        .map(|p| {
            let team = p.team.and_then(|id| s.team(id));
            let (status, bye) = match p.status(next) {
                PlayerStatus::Present => ("present", None),
                PlayerStatus::NotYetEntered => ("not_yet_entered", None),
                PlayerStatus::Withdrawn if p.reserve => ("reserve", None),
                PlayerStatus::Withdrawn => ("withdrawn", None),
                PlayerStatus::Bye(k) => ("bye", Some(bye_kind(k))),
            };
            json!({
                "tpn": p.tpn,
                "id": p.id.0,
                "name": p.name,
                "team": team.map(|x| x.code.as_str()),
                "team_name": team.map(|x| x.name.as_str()),
                "board": p.board,
                "reserve": p.reserve,
                "rating": p.rating,
                "sex": p.sex.map(|x| match x {
                    Sex::Male => "m",
                    Sex::Female => "f",
                }),
                "born": p.birth.map(|d| d.to_string()),
                "fide_id": p.fide_id,
                "entry_round": p.entry_round,
                "status": status,
                "bye": bye,
            })
        })
        .collect();
    json!({
        "section": s.code,
        "name": s.settings.name,
        "next_round": next,
        "players": players,
    })
}

fn bye_kind(k: ByeKind) -> &'static str {
    match k {
        ByeKind::Pab => "pab",
        ByeKind::Half => "half",
        ByeKind::Full => "full",
        ByeKind::Zero | ByeKind::Absent => "zero",
    }
}

/// `catur standings`: the ranking after a round, tie-breaks by their FIDE codes.
pub fn standings(s: &Section, st: &Standings) -> Json {
    let codes: Vec<String> = st.tiebreaks.iter().map(ToString::to_string).collect();
    let rows: Vec<Json> = st
        .rows
        .iter()
        .map(|r| {
            let team = s
                .player(r.player)
                .and_then(|p| p.team)
                .and_then(|id| s.team(id))
                .map(|x| x.code.as_str());
            json!({
                "rank": r.place.first,
                "rank_last": r.place.last,
                "tpn": r.tpn,
                "name": r.name,
                "team": team,
                "points": points(r.points),
                "tiebreaks": r.values.iter().map(|v| value(*v)).collect::<Vec<_>>(),
            })
        })
        .collect();
    let unranked: Vec<Json> = st
        .unranked
        .iter()
        .filter_map(|id| s.player(*id))
        .map(|p| json!({ "tpn": p.tpn, "name": p.name }))
        .collect();
    json!({
        "section": s.code,
        "name": s.settings.name,
        "round": st.round,
        "tiebreaks": codes,
        "rows": rows,
        "unranked": unranked,
        "notes": st.notes,
    })
}

/// `catur teams`: team standings, the counted players marked.
pub fn teams(s: &Section, st: &Standings) -> Json {
    let tbs = TeamTieBreak::of_section(s);
    let ts = team_standings(s, st, &tbs);
    let rows: Vec<Json> = ts
        .rows
        .iter()
        .map(|t| {
            let members: Vec<Json> = t
                .members
                .iter()
                .map(|m| {
                    let p = s.player(m.player);
                    json!({
                        "tpn": p.map_or(0, |p| p.tpn),
                        "name": p.map_or("", |p| p.name.as_str()),
                        "rank": m.place.first,
                        "points": points(m.points),
                        "counted": m.counted,
                    })
                })
                .collect();
            json!({
                "rank": t.place.first,
                "rank_last": t.place.last,
                "code": t.code,
                "name": t.name,
                "points": points(t.score),
                "tiebreaks": t.values.iter().map(|v| value(*v)).collect::<Vec<_>>(),
                "members": members,
            })
        })
        .collect();
    json!({
        "section": s.code,
        "name": s.settings.name,
        "round": st.round,
        "counted": ts.counted,
        "tiebreaks": tbs.iter().map(|t| t.label(st)).collect::<Vec<_>>(),
        "rows": rows,
    })
}

/// `catur report --format json`: the report's header and each of its tables: the
/// column titles (in the report's language, as the CSV's header line) and the rows,
/// each an array of cells as printed, one per column.
pub fn report(doc: &crate::report::Document) -> Json {
    let tables: Vec<Json> = doc
        .tables()
        .map(|t| {
            let columns: Vec<String> = t.columns.iter().map(|c| c.full_title()).collect();
            json!({ "columns": columns, "rows": t.rows })
        })
        .collect();
    let h = &doc.header;
    json!({
        "championship": h.championship,
        "section": h.section,
        "title": h.title,
        "subtitle": h.subtitle,
        "tables": tables,
    })
}
