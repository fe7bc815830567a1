//! `catur serve FILE [--address ADDR] [--port N]`: the results site on the hall's
//! network (see `host::serve`); says where phones find it, then answers until stopped.

use super::{CliError, exit};
use std::io::Write;
use std::path::Path;

pub fn run(file: &Path, address: &str, port: u16, out: &mut dyn Write) -> Result<u8, CliError> {
    // The file is read before anything listens: a wrong name is said at once.
    super::load(file)?;
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
    let _ = writeln!(
        out,
        "the hall display and the pairing list can show this address and its QR code:\n  \
         catur show {0} --address http://{shown}/\n  \
         catur report {0} --section CODE --kind pairings --charset cp437 --address http://{shown}/",
        file.display()
    );
    let _ = out.flush();
    crate::host::serve::serve(listener, file)?;
    Ok(exit::OK)
}
