//! The report screen's ways out (F7): print the chosen report to the championship's
//! printer (or to a text file beside the championship when none is set), and write the
//! section as a TRF26 file.

use super::app::App;
use super::strings::T;
use std::path::PathBuf;

impl App {
    /// Writes the section as TRF26 beside the championship file (`L12.trf`).
    pub(super) fn export_trf(&mut self) {
        let Some(s) = self.section() else { return };
        let header = crate::host::trf_export::trf_header(&self.tournament, s);
        let made = crate::trf::section_text(s, &header, crate::trf::Edition::Trf26)
            .map(|text| (s.code.clone(), text));
        let (code, text) = match made {
            Ok(done) => done,
            Err(e) => return self.error(e.to_string()),
        };
        self.write_beside(&format!("{code}.trf"), text.as_bytes());
    }

    pub(super) fn print(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        let kinds = super::act_team::report_kinds(self);
        let Some(&kind) = kinds.get(self.views.reports.kind).or(kinds.last()) else {
            return;
        };
        let req = crate::report::Request {
            kind,
            section: &code,
            round: Some(self.round).filter(|r| *r > 0),
            printed_at: self.clock.clone(),
            wide: self.profile().width > 80,
            zone: self.zone.clone(),
        };
        let mut doc = match crate::report::build(&self.tournament, &req) {
            Ok(d) => d,
            Err(e) => return self.error(e.to_string()),
        };
        // A pairing list carries the championship's results address and its QR code.
        if let (Some(address), Some(s), true) = (
            &self.tournament.championship.results_address,
            self.tournament.section(&code),
            kind.is_pairing_list(),
        ) && let Err(e) = crate::report::add_address(&mut doc, s, address)
        {
            return self.error(e);
        }
        let mut bytes = Vec::new();
        if let Err(e) = crate::report::render(&doc, &self.profile(), &mut bytes) {
            return self.error(e.to_string());
        }
        let device = self.tournament.printer.device.clone();
        if !device.is_empty() {
            return match crate::host::print::send_to_printer(&device, &bytes) {
                Ok(()) => self.info(T::SentToPrinter.fill(self.lang, &[&device])),
                Err(e) => self.error(e.say(self.lang)),
            };
        }
        let name = super::strings::reports::report_file(&code, kind, self.round, self.lang);
        self.write_beside(&name, &bytes);
    }

    /// Writes a file of this name beside the championship file, and says where.
    fn write_beside(&mut self, name: &str, bytes: &[u8]) {
        let Some(dir) = self
            .path
            .as_ref()
            .and_then(|p| p.parent())
            .map(PathBuf::from)
        else {
            return self.error(self.t(T::NoFolder));
        };
        let file = dir.join(name);
        match crate::host::files::write_file(&file, bytes) {
            Ok(()) => self.info(format!("{} {}", self.t(T::Saved), file.display())),
            Err(e) => self.error(e.say(self.lang)),
        }
    }
}
