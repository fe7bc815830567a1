//! Where catur keeps the default championship file and its config (key file, recent
//! list). On Windows the folders come from `%APPDATA%` (`%APPDATA%\catur\data` and
//! `%APPDATA%\catur\config`, the same places the `directories` crate names there),
//! because `directories` asks the shell through `combase.dll`, which Windows 7 lacks.
//! Elsewhere `directories` finds them (the XDG folders on Linux).

use std::ffi::OsString;
use std::path::PathBuf;

/// The folder for the default championship file, if the user has one.
pub fn data_dir() -> Option<PathBuf> {
    dirs().map(|(data, _)| data)
}

/// The folder for the key file and the recent list, if the user has one.
pub fn config_dir() -> Option<PathBuf> {
    dirs().map(|(_, config)| config)
}

#[cfg(windows)]
fn dirs() -> Option<(PathBuf, PathBuf)> {
    windows_dirs(std::env::var_os("APPDATA"), std::env::var_os("USERPROFILE"))
}

#[cfg(not(windows))]
fn dirs() -> Option<(PathBuf, PathBuf)> {
    directories::ProjectDirs::from("", "", "catur")
        .map(|d| (d.data_dir().to_path_buf(), d.config_dir().to_path_buf()))
}

/// The Windows folders from `%APPDATA%`, or from `%USERPROFILE%\AppData\Roaming` when
/// APPDATA is not set; an empty or relative value is not a home.
#[cfg_attr(not(windows), allow(dead_code))]
fn windows_dirs(
    appdata: Option<OsString>,
    profile: Option<OsString>,
) -> Option<(PathBuf, PathBuf)> {
    let absolute = |v: Option<OsString>| v.map(PathBuf::from).filter(|p| p.is_absolute());
    let roaming = absolute(appdata)
        .or_else(|| absolute(profile).map(|p| p.join("AppData").join("Roaming")))?;
    let catur = roaming.join("catur");
    Some((catur.join("data"), catur.join("config")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_folders_are_under_appdata() {
        let root = std::env::temp_dir();
        let (data, config) = windows_dirs(Some(root.clone().into()), None).unwrap();
        assert_eq!(data, root.join("catur").join("data"));
        assert_eq!(config, root.join("catur").join("config"));
    }

    #[test]
    fn without_appdata_the_profile_roaming_folder_is_used() {
        let home = std::env::temp_dir();
        let (data, _) = windows_dirs(None, Some(home.clone().into())).unwrap();
        assert_eq!(
            data,
            home.join("AppData")
                .join("Roaming")
                .join("catur")
                .join("data")
        );
    }

    #[test]
    fn an_empty_or_relative_appdata_is_no_home() {
        assert_eq!(windows_dirs(Some("".into()), None), None);
        assert_eq!(windows_dirs(Some("catur".into()), Some("".into())), None);
    }
}
