//! `catur serve FILE [--address ADDR] [--port N]`: the results site on the hall's
//! network (see `host::serve`); says where phones find it (and whether that is the
//! championship's results address, which the hall display and the pairing lists show),
//! then answers until stopped.

use super::{CliError, exit};
use std::io::Write;
use std::path::Path;

pub fn run(file: &Path, address: &str, port: u16, out: &mut dyn Write) -> Result<u8, CliError> {
    // The file is read before anything listens: a wrong name is said at once.
    let t = super::load(file)?;
    let listener = crate::host::serve::bind(address, port)
        .map_err(|e| CliError::Usage(format!("cannot listen on {address}:{port}: {e}")))?;
    let bound = listener
        .local_addr()
        .map_err(|e| CliError::Usage(format!("cannot listen on {address}:{port}: {e}")))?;
    let shown = if bound.ip().is_unspecified() {
        crate::host::serve::lan_address()
            .map(|ip| std::net::SocketAddr::new(ip, bound.port()))
            .unwrap_or(bound)
    } else {
        bound
    };
    let _ = writeln!(
        out,
        "serving {} read-only at http://{shown}/ (Ctrl+C stops)",
        file.display()
    );
    let here = format!("http://{shown}/");
    let _ = match &t.championship.results_address {
        Some(stored) if *stored == here => writeln!(
            out,
            "the hall display and the pairing lists show this address and its QR code \
             (the championship's results address)"
        ),
        Some(stored) => writeln!(
            out,
            "the hall display and the pairing lists show the championship's results address \
             {stored}, not this one; to show this one:\n  catur championship {} --address {here}",
            file.display()
        ),
        None => writeln!(
            out,
            "to show this address and its QR code on the hall display and the pairing lists:\n  \
             catur championship {} --address {here}",
            file.display()
        ),
    };
    let _ = out.flush();
    crate::host::serve::serve(listener, file)?;
    Ok(exit::OK)
}
