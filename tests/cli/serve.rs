//! `catur serve` (issue 35 item 2): every page of the site answers GET (and HEAD
//! without a body), other methods are 405, paths outside the site and unknown pages are
//! 404, and a result entered meanwhile (by another process, through the file) is on
//! the page at the next request.

use crate::common;

use common::cli::{catur, code, s};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

/// One request; the status code and the body.
fn ask(at: SocketAddr, method: &str, target: &str) -> (u16, String) {
    let mut c = TcpStream::connect(at).expect("connect");
    write!(c, "{method} {target} HTTP/1.1\r\nHost: hall\r\n\r\n").unwrap();
    let mut reply = String::new();
    c.read_to_string(&mut reply).expect("reply");
    let status = reply
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = reply
        .split_once("\r\n\r\n")
        .map_or(String::new(), |(_, b)| b.to_string());
    (status, body)
}

#[test]
fn serve_answers_every_page_refuses_the_rest_and_follows_the_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("demo.catur");
    let f = s(&file);
    assert_eq!(code(&catur(&["demo", f, "--played", "3"])), 0);
    assert_eq!(code(&catur(&["pair", f, "--section", "L12"])), 0);

    let listener = catur::host::serve::bind("127.0.0.1", 0).expect("bind");
    let at = listener.local_addr().unwrap();
    let path = file.clone();
    std::thread::spawn(move || catur::host::serve::serve(listener, &path));

    let t = catur::host::load(&file).unwrap();
    let pages = catur::report::site::site(&t, &jiff::tz::TimeZone::UTC);
    for p in &pages {
        let (status, body) = ask(at, "GET", &format!("/{}", p.path));
        assert_eq!(status, 200, "{}", p.path);
        assert!(body.ends_with("</html>\n"), "{}", p.path);
    }
    let (status, body) = ask(at, "HEAD", "/");
    assert_eq!((status, body.as_str()), (200, ""));
    assert_eq!(ask(at, "POST", "/index.html").0, 405);
    assert_eq!(ask(at, "PUT", "/index.html").0, 405);
    assert_eq!(ask(at, "GET", "/../demo.catur").0, 404);
    assert_eq!(ask(at, "GET", "/en/../../demo.catur").0, 404);
    assert_eq!(ask(at, "GET", "/%2e%2e/demo.catur").0, 404);
    assert_eq!(ask(at, "GET", "/demo.catur").0, 404);
    assert_eq!(ask(at, "GET", "/no-such-page.html").0, 404);

    let (_, before) = ask(at, "GET", "/L12-round-4.html");
    std::thread::sleep(std::time::Duration::from_millis(20));
    let o = catur(&[
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "4",
        "--board",
        "1",
        "1-0",
    ]);
    assert_eq!(code(&o), 0, "{}", String::from_utf8_lossy(&o.stderr));
    let (status, after) = ask(at, "GET", "/L12-round-4.html");
    assert_eq!(status, 200);
    assert_ne!(before, after, "the result entered is not on the page");
}
