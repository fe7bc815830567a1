//! The championship's printer. It is part of the file so that the reports print the same
//! way on the venue's machine, whoever opens the file; changing it is undoable like any
//! other setting.

use super::error::OpError;
use super::journal::commit;
use super::why::{Same, Why};
use crate::model::Deed;
use crate::model::{Change, PrinterSetup, Tournament};

/// Line widths a dot-matrix printer offers: 10 cpi on a narrow carriage, condensed on a
/// wide one.
pub const PRINTER_WIDTHS: [u16; 2] = [80, 136];

/// Sets the printer reports go to.
pub fn set_printer(t: &mut Tournament, setup: PrinterSetup) -> Result<(), OpError> {
    let mut setup = setup;
    setup.device = setup.device.trim().to_string();
    if !PRINTER_WIDTHS.contains(&setup.width) {
        return Err(OpError::Invalid(Why::PrinterWidth { width: setup.width }));
    }
    if setup.device.chars().any(char::is_control) {
        return Err(OpError::Invalid(Why::PrinterDeviceControl));
    }
    if setup == t.printer {
        return Err(OpError::NoChange(Same::Printer));
    }
    let deed = Deed::Printer {
        width: setup.width,
        charset: setup.charset,
        escp: setup.escp,
        device: setup.device.clone(),
    };
    let before = t.printer.clone();
    commit(
        t,
        deed,
        vec![Change::Printer {
            before,
            after: setup,
        }],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Charset;
    use crate::ops::{redo, undo};

    fn wide() -> PrinterSetup {
        PrinterSetup {
            width: 136,
            charset: Charset::Cp437,
            escp: true,
            device: " LPT1 ".into(),
        }
    }

    #[test]
    fn the_printer_is_set_undone_and_redone() {
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan");
        set_printer(&mut t, wide()).unwrap();
        assert_eq!(t.printer.width, 136);
        assert_eq!(t.printer.device, "LPT1");
        let said = undo(&mut t).unwrap();
        assert!(said.contains("136 columns"), "{said}");
        assert_eq!(t.printer, PrinterSetup::default());
        redo(&mut t).unwrap();
        assert_eq!(t.printer.charset, Charset::Cp437);
    }

    #[test]
    fn odd_widths_and_no_change_are_refused() {
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan");
        let odd = PrinterSetup {
            width: 100,
            ..PrinterSetup::default()
        };
        let e = set_printer(&mut t, odd).unwrap_err();
        assert!(e.to_string().contains("80 or 136"), "{e}");
        let e = set_printer(&mut t, PrinterSetup::default()).unwrap_err();
        assert!(matches!(e, OpError::NoChange(_)));
        assert!(t.journal.entries.is_empty());
    }
}
