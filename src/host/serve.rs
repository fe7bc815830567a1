//! `catur serve`: the results site (`report::site`) on the hall's network, read-only.
//!
//! - Only `GET` and `HEAD` (405 otherwise); only the site's own pages: a path with
//!   `..`, a backslash or a `%` escape, or any name not in the site, is 404.
//! - The championship file is read, never locked: before answering, its header is
//!   compared with the one the pages were made from (`store::Shared::changed`), and
//!   when another process saved it the site is made again.
//! - Bounded: a fixed number of workers, a short queue of waiting connections (a
//!   connection beyond it gets 503 at once), a request head of at most 8 KiB read within
//!   5 seconds, one request per connection.
//!
//! Written on the standard library alone: HTTP/1.1 for static pages needs a request
//! line, a few headers and `Connection: close`, and no crate to vet for the Windows 7
//! build.

use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::sync::mpsc::{Receiver, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Threads answering requests.
pub const WORKERS: usize = 8;
/// Connections waiting for a worker before new ones are turned away (503).
pub const QUEUE: usize = 256;
const MAX_HEAD: usize = 8 * 1024;
const TIMEOUT: Duration = Duration::from_secs(5);

/// The pages as last made, and the file they were made from, followed.
struct Live {
    file: crate::store::Shared,
    pages: HashMap<String, Arc<Vec<u8>>>,
}

/// The site's pages by name.
fn pages_of(t: &crate::model::Tournament) -> HashMap<String, Arc<Vec<u8>>> {
    crate::report::site::site(t, &super::print::local_zone())
        .into_iter()
        .map(|p| (p.path, Arc::new(p.bytes)))
        .collect()
}

impl Live {
    /// Makes the site again when another process changed the file since the last look
    /// (a file that cannot be read just now keeps the pages as they were).
    fn refresh(&mut self) {
        if let Ok(Some(t)) = self.file.changed() {
            self.pages = pages_of(&t);
        }
    }
}

/// The site's name of the page a request target asks for, or `None` for a target
/// that is no page of the site.
pub fn page_name(target: &str) -> Option<String> {
    let path = target.split(['?', '#']).next().unwrap_or("");
    let path = path.strip_prefix('/')?;
    if path.contains('\\') || path.contains('%') {
        return None;
    }
    if path.split('/').any(|part| part == ".." || part == ".") {
        return None;
    }
    if path.is_empty() || path.ends_with('/') {
        Some(format!("{path}index.html"))
    } else {
        Some(path.to_string())
    }
}

/// Listens on `address:port` (port 0: any free port).
pub fn bind(address: &str, port: u16) -> io::Result<TcpListener> {
    TcpListener::bind((address, port))
}

/// The address of this computer on its local network, as phones would reach it (the
/// interface a packet to the outside would leave by; nothing is sent).
pub fn lan_address() -> Option<std::net::IpAddr> {
    let probe = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    probe.connect("192.0.2.1:80").ok()?;
    Some(probe.local_addr().ok()?.ip())
}

/// Answers requests on `listener` until the process ends. Fails only when the
/// championship file cannot be read at the start.
pub fn serve(listener: TcpListener, file: &Path) -> Result<(), super::HostError> {
    let (followed, t) = super::follow(file)?;
    let live = Arc::new(Mutex::new(Live {
        file: followed,
        pages: pages_of(&t),
    }));
    let (send, receive) = sync_channel::<TcpStream>(QUEUE);
    let receive = Arc::new(Mutex::new(receive));
    for _ in 0..WORKERS {
        let receive = Arc::clone(&receive);
        let live = Arc::clone(&live);
        std::thread::spawn(move || work(&receive, &live));
    }
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        match send.try_send(stream) {
            Ok(()) => {}
            Err(TrySendError::Full(mut stream)) => {
                let _ = stream.set_write_timeout(Some(TIMEOUT));
                let _ = respond(&mut stream, 503, "Service Unavailable", b"busy\n", false);
            }
            Err(TrySendError::Disconnected(_)) => break,
        }
    }
    Ok(())
}

fn work(receive: &Mutex<Receiver<TcpStream>>, live: &Mutex<Live>) {
    loop {
        let next = match receive.lock() {
            Ok(r) => r.recv(),
            Err(_) => return,
        };
        let Ok(mut stream) = next else { return };
        let _ = answer(&mut stream, live);
    }
}

/// Reads the request head (bounded in size and time) and answers it.
fn answer(stream: &mut TcpStream, live: &Mutex<Live>) -> io::Result<()> {
    stream.set_read_timeout(Some(TIMEOUT))?;
    stream.set_write_timeout(Some(TIMEOUT))?;
    let mut head = Vec::with_capacity(1024);
    let mut buf = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && !head.windows(2).any(|w| w == b"\n\n") {
        let n = stream.read(&mut buf)?;
        if n == 0 {
            break;
        }
        head.extend_from_slice(&buf[..n]);
        if head.len() > MAX_HEAD {
            return respond(stream, 431, "Request Header Fields Too Large", b"", false);
        }
    }
    let text = String::from_utf8_lossy(&head);
    let line = text.lines().next().unwrap_or("");
    let mut words = line.split_whitespace();
    let (Some(method), Some(target)) = (words.next(), words.next()) else {
        return respond(stream, 400, "Bad Request", b"bad request\n", false);
    };
    let head_only = method == "HEAD";
    if method != "GET" && !head_only {
        return respond(
            stream,
            405,
            "Method Not Allowed",
            b"GET or HEAD only\n",
            false,
        );
    }
    let page = page_name(target).and_then(|name| {
        let mut live = live.lock().ok()?;
        live.refresh();
        live.pages.get(&name).cloned()
    });
    match page {
        Some(bytes) => respond(stream, 200, "OK", &bytes, head_only),
        None => respond(stream, 404, "Not Found", b"no such page\n", head_only),
    }
}

fn respond(
    stream: &mut TcpStream,
    code: u16,
    reason: &str,
    body: &[u8],
    head_only: bool,
) -> io::Result<()> {
    let kind = if code == 200 {
        "text/html; charset=utf-8"
    } else {
        "text/plain; charset=utf-8"
    };
    let allow = if code == 405 {
        "Allow: GET, HEAD\r\n"
    } else {
        ""
    };
    write!(
        stream,
        "HTTP/1.1 {code} {reason}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
         Cache-Control: no-cache\r\n{allow}Connection: close\r\n\r\n",
        body.len()
    )?;
    if !head_only {
        stream.write_all(body)?;
    }
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::page_name;

    #[test]
    fn page_names_stay_inside_the_site() {
        assert_eq!(page_name("/").as_deref(), Some("index.html"));
        assert_eq!(page_name("/en/").as_deref(), Some("en/index.html"));
        assert_eq!(page_name("/L12.html?x=1").as_deref(), Some("L12.html"));
        assert_eq!(page_name("/../etc/passwd"), None);
        assert_eq!(page_name("/en/../../x"), None);
        assert_eq!(page_name("/%2e%2e/x"), None);
        assert_eq!(page_name("/a\\b"), None);
        assert_eq!(page_name("L12.html"), None);
    }
}
