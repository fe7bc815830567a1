//! From a [`Section`] to a TRF file that FIDE tools and pairing engines can read.
//!
//! - Every round of the section is a column; a player without a board in a round is
//!   written as a bye (`0000 - U/H/F/Z`) or, when absent, as an empty block; a board of
//!   a team match that the other team left empty is `0000 - +` (won by forfeit, no
//!   opponent).
//! - Byes and absences already known for the next round are written in that round's
//!   column (`0000 - H`, as the engines expect); requests for later rounds as `240`.
//!   A player withdrawn or not yet entered for the next round is written `0000 - Z`
//!   (not a team-match section's reserve who may still be fielded).
//! - Points (81-84) follow the section's point values; the rank column (86-89) is the
//!   place the caller gives ([`TrfHeader::ranks`], the standings under the section's
//!   tie-break list), else the order by points, then starting rank.
//! - Forfeits keep their scheduled colour. Starting ranks above 9999 do not fit the
//!   format and are written as they are.

use super::records::*;
use crate::model::*;

/// The tournament-wide header records of a TRF file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfHeader {
    /// `012`
    pub name: String,
    /// `022`
    pub city: String,
    /// `032`
    pub federation: String,
    /// `042` / `052`
    pub start: Option<Date>,
    pub end: Option<Date>,
    /// `102` / `112`
    pub chief_arbiter: String,
    pub deputy_arbiters: Vec<String>,
    /// `122`
    pub time_control: String,
    /// Also write the engine extensions `XXR` and `XXC white1/black1` beside `142` and
    /// `152`, for engines that read only those (JaVaFo, bbpPairings).
    pub engine_extensions: bool,
    /// The `310` team records of a team-match section (TRF26 only), with `082`; empty
    /// for an individual section. The caller fills them from the standings.
    pub teams: Vec<super::TeamLine>,
    /// TRF26's other team records (`192`, `352`, `362`, `320`, `330`, `300`); empty for
    /// an individual section.
    pub team_records: super::TeamRecords,
    /// The rank column (86-89) by starting rank: each player's place in the standings
    /// (tied players share the first number of their place). Empty: by points, then
    /// starting rank.
    pub ranks: std::collections::BTreeMap<Tpn, u32>,
    /// Players the section's own rules kept apart (the school rules: same-team
    /// avoidance, top seeds apart), written as `260` records after the arbiter's
    /// forbidden pairs, so that a checker re-pairs under the rules the rounds were
    /// paired under. The caller fills them (the rules are the pairing's business).
    pub kept_apart: Vec<ForbiddenPair>,
    /// The audit trail as `###` comment records (TRF26 only), written at the end of the
    /// file; the caller makes them from the championship's journal (see
    /// [`super::audit_lines`]).
    pub audit: Vec<String>,
}

impl Default for TrfHeader {
    fn default() -> Self {
        TrfHeader {
            name: String::new(),
            city: String::new(),
            federation: String::new(),
            start: None,
            end: None,
            chief_arbiter: String::new(),
            deputy_arbiters: Vec::new(),
            time_control: String::new(),
            engine_extensions: true,
            teams: Vec::new(),
            team_records: super::TeamRecords::default(),
            ranks: std::collections::BTreeMap::new(),
            kept_apart: Vec::new(),
            audit: Vec::new(),
        }
    }
}

impl TrfHeader {
    /// The header of a championship.
    pub fn from_tournament(t: &Tournament) -> Self {
        TrfHeader {
            name: t.championship.name.clone(),
            city: t.championship.venue.clone(),
            federation: t.championship.federation.clone(),
            start: t.championship.start,
            end: t.championship.end,
            chief_arbiter: t.championship.chief_arbiter.clone(),
            deputy_arbiters: t.championship.deputy_arbiters.clone(),
            ..TrfHeader::default()
        }
    }

    /// The header of one section's file: a section is a tournament of its own for the
    /// rating report, so `012` names both, "championship - section"; importing the file
    /// into the same championship gives the section its name back.
    pub fn for_section(t: &Tournament, section: &crate::model::Section) -> Self {
        let mut header = TrfHeader::from_tournament(t);
        if !section.settings.name.trim().is_empty() {
            header.name = format!("{} - {}", header.name, section.settings.name);
        }
        header
    }
}

/// Writes a section as a TRF file (LF line ends). The players must have their pairing
/// numbers (distinct, 1 or more): the file is keyed by them and would not read back
/// otherwise. Teams, boards and national ids have no place in the format and are left out.
pub fn from_section(section: &Section, header: &TrfHeader) -> TrfFile {
    let mut records = Vec::new();
    let text = |code: &str, t: &str| Record::Header {
        code: code.into(),
        text: clean(t),
    };
    let name = if header.name.is_empty() {
        &section.settings.name
    } else {
        &header.name
    };
    records.push(text("012", name));
    for (code, value) in [("022", &header.city), ("032", &header.federation)] {
        if !value.is_empty() {
            records.push(text(code, value));
        }
    }
    for (code, date) in [("042", header.start), ("052", header.end)] {
        if let Some(d) = date {
            records.push(text(code, &d.to_string()));
        }
    }
    records.push(text("062", &section.players.len().to_string()));
    let rated = section
        .players
        .iter()
        .filter(|p| p.rating.is_some())
        .count();
    records.push(text("072", &rated.to_string()));
    if !header.teams.is_empty() {
        records.push(text("082", &header.teams.len().to_string()));
    }
    if !header.chief_arbiter.is_empty() {
        records.push(text("102", &header.chief_arbiter));
    }
    for d in &header.deputy_arbiters {
        records.push(text("112", d));
    }
    if !header.time_control.is_empty() {
        records.push(text("122", &header.time_control));
    }
    if let Some(line) = round_dates(&section.settings.schedule) {
        records.push(Record::Other(line));
    }
    let team_headers = header.team_records.header_lines();
    if let Some((code, t)) = team_headers.iter().find(|(c, _)| *c == "192") {
        records.push(text(code, t));
    }
    if section.settings.rounds_planned > 0 {
        records.push(Record::TotalRounds(section.settings.rounds_planned));
        if header.engine_extensions {
            records.push(Record::XxRounds(section.settings.rounds_planned));
        }
    }
    if let Some(c) = section.settings.initial_colour {
        records.push(Record::InitialColour(c));
        if header.engine_extensions {
            records.push(Record::XxConfig(XxConfig {
                initial_colour: Some(c),
                ..XxConfig::default()
            }));
        }
    }
    if let Some(scoring) = scoring_record(&section.settings.points) {
        records.push(scoring);
    }
    if !section.settings.tiebreaks.is_empty() {
        let list: Vec<String> = section
            .settings
            .tiebreaks
            .iter()
            .map(|c| trf26_spelling(c))
            .collect();
        records.push(text("202", &list.join(",")));
    }
    for (code, t) in team_headers.iter().filter(|(c, _)| *c != "192") {
        records.push(text(code, t));
    }

    let players = player_records(section, &header.ranks);
    records.extend(players.into_iter().map(Record::Player));
    records.extend(header.teams.iter().map(|x| Record::Other(x.record())));
    records.extend(header.team_records.lines().into_iter().map(Record::Other));

    let next = section.rounds_paired() + 1;
    for kind in [ByeType::Full, ByeType::Half, ByeType::Zero] {
        let mut by_round: std::collections::BTreeMap<RoundNo, Vec<Tpn>> = Default::default();
        for p in section.players_by_tpn() {
            for b in &p.bye_requests {
                if b.round > next && bye_type(b.kind) == kind {
                    by_round.entry(b.round).or_default().push(p.tpn);
                }
            }
        }
        for (round, players) in by_round {
            records.push(Record::Byes(ByeRecord {
                kind,
                round,
                players,
            }));
        }
    }
    for f in section.forbidden.iter().chain(&header.kept_apart) {
        let players = f
            .players
            .iter()
            .filter_map(|id| section.player(*id).map(|p| p.tpn))
            .collect();
        records.push(Record::Forbidden(ForbiddenRecord {
            first_round: f.first_round,
            last_round: f.last_round,
            players,
        }));
    }
    records.extend(header.audit.iter().cloned().map(Record::Comment));
    TrfFile {
        records,
        line_ending: LineEnding::Lf,
        final_newline: true,
        warnings: Vec::new(),
    }
}

/// Record `132`: each round's date `YY/MM/DD` in its round block's columns (`92-99`,
/// `102-109`, ...); a round without a date is left blank. `None` when no round has one.
fn round_dates(schedule: &Schedule) -> Option<String> {
    // Round blocks go no further than a player line's (a file may hold any number).
    let last = schedule
        .0
        .iter()
        .map(|r| r.round)
        .filter(|r| *r <= super::MAX_ROUNDS)
        .max()?;
    let mut line = format!("{:<91}", "132");
    for round in 1..=last {
        let block = schedule.round(round).map_or_else(String::new, |r| {
            let d = &r.date;
            format!(
                "{:02}/{:02}/{:02}",
                d.year % 100,
                d.month.unwrap_or(1),
                d.day.unwrap_or(1)
            )
        });
        line.push_str(&format!("{block:<10}"));
    }
    Some(line.trim_end().to_string())
}

/// A tie-break code as TRF26 spells it, its modifier after a slash (`BH-C1` is
/// `BH/C1`): FIDE's tie-break checker reads `BH-M1` as an unknown code. catur reads
/// both spellings.
fn trf26_spelling(code: &str) -> String {
    code.trim().replacen('-', "/", 1)
}

/// Header text on one line.
/// A text for a TRF field: a line break becomes a space (it would split the record),
/// any other control character `?` (an older file may still hold one).
fn clean(t: &str) -> String {
    crate::model::printable(&t.replace(['\r', '\n'], " ")).into_owned()
}

fn bye_type(kind: ByeKind) -> ByeType {
    match kind {
        ByeKind::Full | ByeKind::Pab => ByeType::Full,
        ByeKind::Half => ByeType::Half,
        ByeKind::Zero | ByeKind::Absent => ByeType::Zero,
    }
}

/// A `162` record when the values are not chess's. TRF26 can say W, D, L, A (forfeit
/// loss and zero-point bye) and P (PAB); the other values follow W and D. (bbpPairings
/// reads `Z` where TRF26 says `A`; `A` is only written when it is not 0.)
fn scoring_record(v: &PointValues) -> Option<Record> {
    if *v == PointValues::chess() {
        return None;
    }
    let mut values = vec![
        ScoreValue {
            symbol: 'W',
            points: v.win,
        },
        ScoreValue {
            symbol: 'D',
            points: v.draw,
        },
    ];
    if v.loss != Points::ZERO {
        values.push(ScoreValue {
            symbol: 'L',
            points: v.loss,
        });
    }
    if v.forfeit_loss != Points::ZERO || v.zero_bye != Points::ZERO {
        values.push(ScoreValue {
            symbol: 'A',
            points: v.zero_bye,
        });
    }
    if v.pab != v.win {
        values.push(ScoreValue {
            symbol: 'P',
            points: v.pab,
        });
    }
    Some(Record::Scoring(values))
}

fn player_records(
    section: &Section,
    ranks: &std::collections::BTreeMap<Tpn, u32>,
) -> Vec<PlayerRecord> {
    let next = section.rounds_paired() + 1;
    let mut out: Vec<PlayerRecord> = section
        .players_by_tpn()
        .into_iter()
        .map(|p| {
            let mut rounds: Vec<RoundCell> = section
                .rounds
                .iter()
                .map(|r| cell(section, r, p.id))
                .collect();
            if next <= section.settings.rounds_planned || section.settings.rounds_planned == 0 {
                let ahead = match p.status(next) {
                    PlayerStatus::Present => RoundCell::default(),
                    // A team's reserve may be fielded: not absent in the round to pair.
                    PlayerStatus::Withdrawn
                        if section.team_match.is_some() && p.reserve_on_call(next) =>
                    {
                        RoundCell::default()
                    }
                    PlayerStatus::Bye(kind) => RoundCell::bye(bye_code(kind)),
                    PlayerStatus::Withdrawn | PlayerStatus::NotYetEntered => {
                        RoundCell::bye(ResultCode::ZeroBye)
                    }
                };
                rounds.push(ahead);
            }
            while rounds.last().is_some_and(RoundCell::is_empty) {
                rounds.pop();
            }
            let points = super::scoring::total(&rounds, &section.settings.points);
            PlayerRecord {
                tpn: p.tpn,
                sex: p.sex.map(|s| if s == Sex::Male { 'm' } else { 'w' }),
                title: p.title.map(|t| t.code().to_string()).unwrap_or_default(),
                name: clean(&p.name),
                rating: Some(p.rating.unwrap_or(0)),
                federation: clean(&p.federation),
                fide_id: p.fide_id.map(|id| id.to_string()).unwrap_or_default(),
                birth: p.birth.map(|d| d.to_string()).unwrap_or_default(),
                points: Some(points),
                rank: None,
                rounds,
            }
        })
        .collect();
    let mut order: Vec<usize> = (0..out.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(out[i].points), out[i].tpn));
    for (rank, i) in order.into_iter().enumerate() {
        out[i].rank = Some(ranks.get(&out[i].tpn).copied().unwrap_or(rank as u32 + 1));
    }
    out
}

fn bye_code(kind: ByeKind) -> ResultCode {
    match kind {
        ByeKind::Pab => ResultCode::Pab,
        ByeKind::Half => ResultCode::HalfBye,
        ByeKind::Full => ResultCode::FullBye,
        ByeKind::Zero => ResultCode::ZeroBye,
        ByeKind::Absent => ResultCode::Blank,
    }
}

/// A player's block for one round of the section.
fn cell(section: &Section, round: &Round, id: PlayerId) -> RoundCell {
    let tpn = |id: PlayerId| section.player(id).map(|p| p.tpn).unwrap_or(id.0);
    for b in &round.boards {
        let (colour, opponent) = if b.white == id {
            (Colour::White, b.black)
        } else if b.black == id {
            (Colour::Black, b.white)
        } else {
            continue;
        };
        let (white, black) = board_codes(b.outcome);
        let result = if colour == Colour::White {
            white
        } else {
            black
        };
        let colour = if colour == Colour::White {
            CellColour::White
        } else {
            CellColour::Black
        };
        return RoundCell {
            opponent: Some(tpn(opponent)),
            colour,
            result,
        };
    }
    if empty_opponent_board(section, round.number, id) {
        return RoundCell::bye(ResultCode::ForfeitWin);
    }
    match round.unpaired.iter().find(|u| u.player == id) {
        Some(u) if u.kind == ByeKind::Absent => RoundCell::default(),
        Some(u) => RoundCell::bye(bye_code(u.kind)),
        None => RoundCell::default(),
    }
}

/// Whether `id` sat on a board of a team match where the other team had no player: a
/// board won by forfeit with no opponent to name. TRF writes a forfeit with the real
/// opponent and a bye as `0000 - X`; this board has no opponent and is no bye, so it is
/// written `0000 - +`: the point is the player's (and the team's game point), no game was
/// played and no colour given. A blank block would say the player took no part and drop
/// the point from every reader that sums the `001` results.
fn empty_opponent_board(section: &Section, round: RoundNo, id: PlayerId) -> bool {
    let Some(tr) = section
        .team_match
        .as_deref()
        .and_then(|tm| tm.rounds.get((round as usize).wrapping_sub(1)))
    else {
        return false;
    };
    tr.matches.iter().any(|m| {
        let games = m.games();
        m.black.is_some()
            && (m.white_players.iter().skip(games).any(|p| *p == id)
                || m.black_players.iter().skip(games).any(|p| *p == id))
    })
}

/// The result codes of White and Black. TRF has no code for points fixed by the
/// arbiter: the side with more points is written as the winner (by forfeit when the game
/// does not count as played), equal points as a draw (a double forfeit when unplayed).
fn board_codes(outcome: Outcome) -> (ResultCode, ResultCode) {
    use GameResult::*;
    use ResultCode as C;
    match outcome {
        Outcome::Pending => (C::Blank, C::Blank),
        Outcome::Played(WhiteWins) => (C::Win, C::Loss),
        Outcome::Played(Draw) => (C::Draw, C::Draw),
        Outcome::Played(BlackWins) => (C::Loss, C::Win),
        Outcome::ShortGame(WhiteWins) => (C::ShortWin, C::ShortLoss),
        Outcome::ShortGame(Draw) => (C::ShortDraw, C::ShortDraw),
        Outcome::ShortGame(BlackWins) => (C::ShortLoss, C::ShortWin),
        Outcome::WhiteForfeitWin => (C::ForfeitWin, C::ForfeitLoss),
        Outcome::BlackForfeitWin => (C::ForfeitLoss, C::ForfeitWin),
        Outcome::DoubleForfeit => (C::ForfeitLoss, C::ForfeitLoss),
        Outcome::Adjusted {
            white,
            black,
            played,
        } => match (played, white.cmp(&black)) {
            (true, std::cmp::Ordering::Greater) => (C::Win, C::Loss),
            (true, std::cmp::Ordering::Equal) => (C::Draw, C::Draw),
            (true, std::cmp::Ordering::Less) => (C::Loss, C::Win),
            (false, std::cmp::Ordering::Greater) => (C::ForfeitWin, C::ForfeitLoss),
            (false, std::cmp::Ordering::Equal) => (C::ForfeitLoss, C::ForfeitLoss),
            (false, std::cmp::Ordering::Less) => (C::ForfeitLoss, C::ForfeitWin),
        },
    }
}

/// The edition of TRF to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edition {
    /// TRF16 with the engine extensions (`XXR`, `XXC`, `BB*`): for older programs.
    Trf16,
    Trf26,
}

/// Why a section cannot be written as TRF yet.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    #[error(
        "section {section}: {player} has no pairing number of his own yet; pair round 1 (or \
         set the starting order) before exporting"
    )]
    NoPairingNumber { section: String, player: String },
}

/// The TRF text of a section in the edition asked. Refused while the players have no
/// distinct pairing numbers (the file is keyed by them).
pub fn section_text(
    section: &Section,
    header: &TrfHeader,
    edition: Edition,
) -> Result<String, ExportError> {
    let mut seen = std::collections::HashSet::new();
    if let Some(p) = section
        .players
        .iter()
        .find(|p| p.tpn == 0 || !seen.insert(p.tpn))
    {
        return Err(ExportError::NoPairingNumber {
            section: section.code.clone(),
            player: p.name.clone(),
        });
    }
    let mut file = from_section(section, header);
    if edition == Edition::Trf16 {
        to_trf16(&mut file, section);
    }
    Ok(file.to_string())
}

/// TRF16 has no `142`, `152`, `162`, `202`, `240` or `260` records: the engine
/// extensions written beside them (`XXR`, `XXC`) carry the rounds and the first colour,
/// and bbpPairings' `BB*` records the point values when they are not chess's.
fn to_trf16(file: &mut TrfFile, section: &Section) {
    file.records.retain(|r| match r {
        Record::TotalRounds(_)
        | Record::InitialColour(_)
        | Record::Scoring(_)
        | Record::Byes(_)
        | Record::Forbidden(_)
        | Record::Comment(_) => false,
        Record::Header { code, .. } => !["202", "192", "352", "362"].contains(&code.as_str()),
        // The team records are TRF26's; TRF16 had `013`, which catur does not write.
        Record::Other(t) => !["310", "320", "330", "300"]
            .iter()
            .any(|c| t.starts_with(c)),
        _ => true,
    });
    let v = &section.settings.points;
    if *v != PointValues::chess() {
        let at = file
            .records
            .iter()
            .position(|r| matches!(r, Record::Player(_)))
            .unwrap_or(file.records.len());
        let values: [(BbCode, Points); 6] = [
            (BbCode::Win, v.win),
            (BbCode::Draw, v.draw),
            (BbCode::Loss, v.loss),
            (BbCode::ZeroBye, v.zero_bye),
            (BbCode::ForfeitLoss, v.forfeit_loss),
            (BbCode::Pab, v.pab),
        ];
        for (i, (code, points)) in values.into_iter().enumerate() {
            file.records.insert(at + i, Record::BbPoints(code, points));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A round time read from a file may name any round: `132` stops where a player
    /// line's round blocks do.
    #[test]
    fn round_dates_stop_at_the_last_round_a_line_holds() {
        let at = |round| RoundTime {
            round,
            date: Date::ymd(2026, 12, 5),
            time: None,
        };
        let line = round_dates(&Schedule(vec![at(2), at(u32::MAX)])).unwrap();
        assert_eq!(line.len(), 91 + 10 + 8, "{line}");
        assert_eq!(round_dates(&Schedule(vec![at(u32::MAX)])), None);
    }
}
