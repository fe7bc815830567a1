//! The few Windows API calls the host needs, and with `store/windows.rs` the only
//! unsafe code in the crate: the spooler for a printer that is not a device, and
//! whether the console was opened for catur alone (a double-click in Explorer).
//! Compiled only on Windows.
#![allow(unsafe_code)]

use super::HostError;
use super::print::{PrinterError, SpoolStep};
use std::ffi::c_void;
use windows_sys::Win32::Graphics::Printing::{
    ClosePrinter, DOC_INFO_1W, EndDocPrinter, EndPagePrinter, GetPrinterW, OpenPrinterW,
    PRINTER_HANDLE, PRINTER_INFO_2W, StartDocPrinterW, StartPagePrinter, WritePrinter,
};

// The state bits `print::queue_held` reads are the Windows API's own.
const _: () = assert!(
    super::print::PRINTER_STATUS_PAUSED
        == windows_sys::Win32::Graphics::Printing::PRINTER_STATUS_PAUSED
        && super::print::PRINTER_STATUS_OFFLINE
            == windows_sys::Win32::Graphics::Printing::PRINTER_STATUS_OFFLINE
        && super::print::PRINTER_ATTRIBUTE_WORK_OFFLINE
            == windows_sys::Win32::Graphics::Printing::PRINTER_ATTRIBUTE_WORK_OFFLINE
);
use windows_sys::Win32::System::Console::GetConsoleProcessList;

/// A string as Windows wants it: UTF-16 ending in a zero.
fn wide(s: &str) -> Vec<u16> {
    s.encode_utf16().chain(std::iter::once(0)).collect()
}

/// The last Windows error as text, for a message naming the queue.
fn last_error() -> std::io::Error {
    std::io::Error::last_os_error()
}

/// An open printer, closed when dropped.
struct Printer(PRINTER_HANDLE);

impl Drop for Printer {
    fn drop(&mut self) {
        // SAFETY: the handle came from a successful OpenPrinterW and is closed once.
        unsafe {
            ClosePrinter(self.0);
        }
    }
}

/// Hands the bytes to the Windows print queue `queue` as one RAW document, so ESC/P
/// codes reach the printer unchanged (a shared dot-matrix printer, `\\PC\Epson` or
/// the printer's name in Devices and Printers).
pub fn spool(queue: &str, bytes: &[u8]) -> Result<(), HostError> {
    let fail = |step: SpoolStep| {
        HostError::Printer(PrinterError::Spooler {
            queue: queue.to_string(),
            step,
            source: last_error(),
        })
    };
    let name = wide(queue);
    let mut handle = PRINTER_HANDLE {
        Value: std::ptr::null_mut(),
    };
    // SAFETY: `name` is a zero-terminated UTF-16 string that outlives the call; the
    // handle is written by the call; no defaults are passed.
    if unsafe { OpenPrinterW(name.as_ptr(), &mut handle, std::ptr::null()) } == 0 {
        return Err(fail(SpoolStep::Open));
    }
    let printer = Printer(handle);
    // The spooler takes a job for a paused or offline queue and keeps it unprinted
    // while catur would say it printed: ask first, as `lpstat -p` is asked on Linux.
    if let Some(offline) = held(&printer) {
        return Err(HostError::Printer(PrinterError::QueuePaused {
            queue: queue.to_string(),
            offline,
        }));
    }
    let mut doc_name = wide("catur report");
    let mut datatype = wide("RAW");
    let info = DOC_INFO_1W {
        pDocName: doc_name.as_mut_ptr(),
        pOutputFile: std::ptr::null_mut(),
        pDatatype: datatype.as_mut_ptr(),
    };
    // SAFETY: the printer handle is open; `info` and the strings it points to live
    // until the call returns.
    if unsafe { StartDocPrinterW(printer.0, 1, &info) } == 0 {
        return Err(fail(SpoolStep::StartDocument));
    }
    // SAFETY: a document is open on this handle.
    let written = unsafe {
        StartPagePrinter(printer.0) != 0
            && write_all(&printer, bytes)
            && EndPagePrinter(printer.0) != 0
    };
    let error = (!written).then(|| fail(SpoolStep::Send));
    // SAFETY: the document was started on this handle and is ended once.
    let ended = unsafe { EndDocPrinter(printer.0) } != 0;
    match error {
        Some(e) => Err(e),
        None if !ended => Err(fail(SpoolStep::Finish)),
        None => Ok(()),
    }
}

/// Whether the open queue is paused (`Some(false)`) or offline (`Some(true)`), read from
/// its `PRINTER_INFO_2` (see `print::queue_held`); `None` when it may print or Windows
/// does not say.
fn held(printer: &Printer) -> Option<bool> {
    let mut needed = 0u32;
    // SAFETY: a null buffer of size 0 only asks how many bytes the answer needs.
    unsafe {
        GetPrinterW(printer.0, 2, std::ptr::null_mut(), 0, &mut needed);
    }
    if needed == 0 || needed > 1 << 20 {
        return None;
    }
    // Eight-byte units: aligned for PRINTER_INFO_2W, whose fields are pointers and u32s.
    let mut buf = vec![0u64; (needed as usize).div_ceil(8)];
    // SAFETY: `buf` holds at least `needed` bytes; the call writes at most that many.
    let ok = unsafe {
        GetPrinterW(
            printer.0,
            2,
            buf.as_mut_ptr().cast::<u8>(),
            needed,
            &mut needed,
        )
    } != 0;
    if !ok || buf.len() * 8 < std::mem::size_of::<PRINTER_INFO_2W>() {
        return None;
    }
    // SAFETY: the call succeeded, so the buffer starts with a PRINTER_INFO_2W (its
    // strings follow it in the same buffer); the buffer is aligned and large enough.
    let info = unsafe { &*buf.as_ptr().cast::<PRINTER_INFO_2W>() };
    super::print::queue_held(info.Status, info.Attributes)
}

/// Writes all bytes to an open page, in pieces as WritePrinter allows.
fn write_all(printer: &Printer, mut bytes: &[u8]) -> bool {
    while !bytes.is_empty() {
        let chunk = bytes.len().min(64 * 1024);
        let mut done = 0u32;
        // SAFETY: the pointer and length describe `chunk` bytes of a live slice
        // (at most 64 KiB, so the length fits in u32); `done` is written by the call.
        let ok = unsafe {
            WritePrinter(
                printer.0,
                bytes.as_ptr().cast::<c_void>(),
                chunk as u32,
                &mut done,
            )
        } != 0;
        if !ok || done == 0 {
            return false;
        }
        bytes = &bytes[(done as usize).min(bytes.len())..];
    }
    true
}

/// Whether catur is the only program on its console: started by a double-click, so
/// the window closes as soon as catur ends and an error must wait for a key.
pub fn console_is_ours_alone() -> bool {
    let mut ids = [0u32; 4];
    // SAFETY: the buffer holds `ids.len()` process ids; the call writes at most that many.
    let count = unsafe { GetConsoleProcessList(ids.as_mut_ptr(), ids.len() as u32) };
    count == 1
}
