//! A player's state before the section's next round, in words of either language, as
//! the desk's players screen (F2) and `catur players list` show it: `withdrawn`,
//! `zero-point bye`, `enters in round 3`, `half-point bye in round 4` (never codes such
//! as `R3+` or `bye H`). One home for both interfaces.

use crate::model::{ByeKind, Language, Player, PlayerStatus, RoundNo, Section};
use catur_engine::in_lang;

/// "reserve": a team's reserve out of the line-up.
pub fn reserve_word(lang: Language) -> &'static str {
    lang.pick("reserve", "simpanan")
}

/// "withdrawn": no longer paired (never "absent", which is one round's absence).
pub fn withdrawn_word(lang: Language) -> &'static str {
    lang.pick("withdrawn", "tarik diri")
}

/// A late entry's first round: "enters in round 3".
pub fn enters_in_round(round: RoundNo, lang: Language) -> String {
    in_lang!(
        lang,
        "enters in round {round}",
        "masuk pada pusingan {round}"
    )
}

/// What stands beside the player in a list of the section: empty when the player
/// simply plays the next round.
pub fn player_status(s: &Section, p: &Player, lang: Language) -> String {
    let next = s.rounds_paired() + 1;
    // A reserve withdrawn from a team-match section's line-ups is withdrawn, not a reserve.
    let out_of_team = s.team_match.is_some() && super::member_withdrawn(s, p.id, next);
    if p.reserve && !p.is_available(next) && !out_of_team {
        return reserve_word(lang).into();
    }
    let now = match p.status(next) {
        PlayerStatus::Present => String::new(),
        PlayerStatus::NotYetEntered => enters_in_round(p.entry_round, lang),
        PlayerStatus::Withdrawn => withdrawn_word(lang).into(),
        PlayerStatus::Bye(k) => k.name(lang).into(),
    };
    // Byes requested for later rounds; the Malay names are the short ones
    // (`bai separuh pusingan 4`), to keep a list's column narrow.
    let later = p.bye_requests.iter().filter(|b| b.round > next).map(|b| {
        let kind = match (lang, b.kind) {
            (Language::Malay, ByeKind::Half) => "bai separuh",
            (Language::Malay, ByeKind::Full) => "bai penuh",
            _ => b.kind.name(lang),
        };
        let round = b.round;
        in_lang!(lang, "{kind} in round {round}", "{kind} pusingan {round}")
    });
    std::iter::once(now)
        .filter(|x| !x.is_empty())
        .chain(later)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Absence, ByeRequest, PlayerId};

    fn section() -> Section {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 7);
        for (i, name) in ["Tan Wei Ming", "Priya a/p Raman", "Nur Aisyah binti Hassan"]
            .into_iter()
            .enumerate()
        {
            let mut p = Player::new(PlayerId(i as u32 + 1), name);
            p.tpn = i as u32 + 1;
            s.players.push(p);
        }
        s
    }

    #[test]
    fn each_state_is_said_in_words_in_both_languages() {
        let mut s = section();
        s.players[0].entry_round = 3;
        s.players[1].bye_requests.push(ByeRequest {
            round: 1,
            kind: ByeKind::Zero,
        });
        s.players[1].bye_requests.push(ByeRequest {
            round: 4,
            kind: ByeKind::Half,
        });
        // A reserve is out of the line-up from the first round on, as entering one makes him.
        s.players[2].reserve = true;
        s.players[2].absences.push(Absence {
            from: 1,
            until: None,
        });
        let said = |lang| -> Vec<String> {
            s.players
                .iter()
                .map(|p| player_status(&s, p, lang))
                .collect()
        };
        assert_eq!(
            said(Language::English),
            [
                "enters in round 3",
                "zero-point bye, half-point bye in round 4",
                "reserve"
            ]
        );
        assert_eq!(
            said(Language::Malay),
            [
                "masuk pada pusingan 3",
                "bai kosong, bai separuh pusingan 4",
                "simpanan"
            ]
        );
    }
}
