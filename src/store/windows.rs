//! The two Windows API calls the store needs beyond the standard library: a file's
//! identity (to tell whether the lock file held is the one at the path) and whether a
//! process is still running (to say that the holder of the lock has ended). Compiled
//! only on Windows.
#![allow(unsafe_code)]

use std::fs::File;
use std::io;
use std::os::windows::io::AsRawHandle;
use windows_sys::Win32::Foundation::{CloseHandle, STILL_ACTIVE};
use windows_sys::Win32::Storage::FileSystem::{
    BY_HANDLE_FILE_INFORMATION, GetFileInformationByHandle,
};
use windows_sys::Win32::System::Threading::{
    GetExitCodeProcess, OpenProcess, PROCESS_QUERY_LIMITED_INFORMATION,
};

/// The volume serial number and the file index of an open file: equal for two handles
/// exactly when they are the same file (where the file system keeps indexes).
pub fn file_id(file: &File) -> io::Result<(u32, u64)> {
    // SAFETY: an all-zero BY_HANDLE_FILE_INFORMATION is a valid value (plain integers).
    let mut info: BY_HANDLE_FILE_INFORMATION = unsafe { std::mem::zeroed() };
    // SAFETY: the handle belongs to `file`, open for the whole call; `info` is written
    // by the call and lives past it.
    if unsafe { GetFileInformationByHandle(file.as_raw_handle(), &mut info) } == 0 {
        return Err(io::Error::last_os_error());
    }
    let index = (u64::from(info.nFileIndexHigh) << 32) | u64::from(info.nFileIndexLow);
    Ok((info.dwVolumeSerialNumber, index))
}

/// Whether the process `pid` is running; `true` when Windows will not say (a process of
/// another account may refuse to be opened).
pub fn process_alive(pid: u32) -> bool {
    // SAFETY: plain call; a null handle is checked before use.
    let handle = unsafe { OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, 0, pid) };
    if handle.is_null() {
        // ERROR_INVALID_PARAMETER: no process with this id.
        return io::Error::last_os_error().raw_os_error() != Some(87);
    }
    let mut code = 0u32;
    // SAFETY: `handle` is an open process handle; `code` is written by the call.
    let asked = unsafe { GetExitCodeProcess(handle, &mut code) } != 0;
    // SAFETY: the handle came from OpenProcess above and is closed once.
    unsafe {
        CloseHandle(handle);
    }
    !asked || code == STILL_ACTIVE as u32
}
