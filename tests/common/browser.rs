//! A headless Chromium driven over the DevTools protocol, to check pages the
//! way a person sees them: open a page, press keys, read what is shown, take
//! a screenshot. The protocol runs over two pipes (`--remote-debugging-pipe`:
//! the browser reads commands on its descriptor 3 and answers on 4, each
//! message a JSON object ended by a NUL byte), so no port is opened.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::os::fd::{FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// A running headless browser with one page open.
pub struct Browser {
    child: Child,
    commands: std::fs::File,
    answers: BufReader<std::fs::File>,
    next_id: u64,
    /// The page's session, once a page is open.
    session: Option<String>,
}

/// Where Chromium is: `BGKIT_CHROMIUM`, or `chromium` (Debian's package) or
/// `chromium-browser` on the `PATH`.
pub fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("BGKIT_CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| ["chromium", "chromium-browser"].map(|name| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// A pipe whose two ends are close-on-exec and numbered 10 or above, so
/// that neither is 3 or 4, where the child's copies go.
fn pipe() -> (OwnedFd, OwnedFd) {
    let mut ends: [RawFd; 2] = [0; 2];
    // SAFETY: pipe2 writes two new descriptors into the array.
    assert_eq!(
        unsafe { libc::pipe2(ends.as_mut_ptr(), libc::O_CLOEXEC) },
        0
    );
    let high = |fd: RawFd| {
        // SAFETY: fd was just opened; F_DUPFD_CLOEXEC returns a new descriptor.
        let copy = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 10) };
        assert!(copy >= 10, "a descriptor copy");
        // SAFETY: fd is open and owned here; copy is a new descriptor.
        unsafe {
            libc::close(fd);
            OwnedFd::from_raw_fd(copy)
        }
    };
    (high(ends[0]), high(ends[1]))
}

impl Browser {
    /// Starts `chromium` headless with a window of `width` x `height` and
    /// its profile in `profile`.
    pub fn launch(chromium: &Path, profile: &Path, width: u32, height: u32) -> Browser {
        use std::os::fd::AsRawFd;
        let (command_read, command_write) = pipe();
        let (answer_read, answer_write) = pipe();
        let (child_in, child_out) = (command_read.as_raw_fd(), answer_write.as_raw_fd());
        let mut command = Command::new(chromium);
        command
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--hide-scrollbars",
                "--remote-debugging-pipe",
                &format!("--window-size={width},{height}"),
                &format!("--user-data-dir={}", profile.display()),
                "about:blank",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: between fork and exec only dup2 runs, which is
        // async-signal-safe; it gives the child its descriptors 3 and 4.
        unsafe {
            command.pre_exec(move || {
                if libc::dup2(child_in, 3) < 0 || libc::dup2(child_out, 4) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("chromium starts");
        drop((command_read, answer_write));
        Browser {
            child,
            commands: std::fs::File::from(command_write),
            answers: BufReader::new(std::fs::File::from(answer_read)),
            next_id: 0,
            session: None,
        }
    }

    /// Sends a command (to the open page, if any) and waits for its answer;
    /// events that come in between are passed to `event`.
    fn call_with(&mut self, method: &str, params: Value, mut event: impl FnMut(&Value)) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(session) = &self.session {
            message["sessionId"] = session.clone().into();
        }
        let mut bytes = serde_json::to_vec(&message).unwrap();
        bytes.push(0);
        self.commands
            .write_all(&bytes)
            .expect("a command to the browser");
        loop {
            let mut raw = Vec::new();
            let read = self
                .answers
                .read_until(0, &mut raw)
                .expect("the browser answers");
            assert!(read > 0, "the browser closed its pipe during {method}");
            raw.pop();
            let answer: Value = serde_json::from_slice(&raw).expect("a JSON message");
            if answer["id"] == id {
                assert!(
                    answer.get("error").is_none(),
                    "{method}: {}",
                    answer["error"]
                );
                return answer["result"].clone();
            }
            event(&answer);
        }
    }

    /// Sends a command and returns its result.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.call_with(method, params, |_| {})
    }

    /// Opens `url` in a new page and waits until it has loaded.
    pub fn open(&mut self, url: &str) {
        let target = self.call("Target.createTarget", json!({"url": "about:blank"}));
        let attached = self.call(
            "Target.attachToTarget",
            json!({"targetId": target["targetId"], "flatten": true}),
        );
        self.session = Some(attached["sessionId"].as_str().unwrap().to_string());
        self.call("Page.enable", json!({}));
        let mut loaded = false;
        self.call_with("Page.navigate", json!({"url": url}), |event| {
            loaded |= event["method"] == "Page.loadEventFired";
        });
        while !loaded {
            // A harmless command, to read the events that come before its answer.
            self.call_with("Runtime.evaluate", json!({"expression": "1"}), |event| {
                loaded |= event["method"] == "Page.loadEventFired";
            });
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// The value of a JavaScript expression in the page.
    pub fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true}),
        );
        assert!(
            result.get("exceptionDetails").is_none(),
            "{expression}: {}",
            result["exceptionDetails"]
        );
        result["result"]["value"].clone()
    }

    /// Presses and releases a key, as a person does: `ArrowRight`, `PageDown` ...
    pub fn press(&mut self, key: &str) {
        let code = match key {
            "PageUp" => 33,
            "PageDown" => 34,
            "End" => 35,
            "Home" => 36,
            "ArrowLeft" => 37,
            "ArrowUp" => 38,
            "ArrowRight" => 39,
            "ArrowDown" => 40,
            other => panic!("no key code for {other}"),
        };
        for kind in ["rawKeyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}),
            );
        }
    }

    /// A PNG picture of the page as shown.
    pub fn screenshot(&mut self) -> Vec<u8> {
        let shot = self.call("Page.captureScreenshot", json!({"format": "png"}));
        decode_base64(shot["data"].as_str().unwrap())
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        self.session = None;
        let _ = self
            .commands
            .write_all(b"{\"id\":0,\"method\":\"Browser.close\"}\0");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Standard base64 (with padding) decoded.
fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut bytes = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let bits = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &d)| acc | u32::from(d) << (18 - 6 * i));
        let [_, a, b, c] = bits.to_be_bytes();
        bytes.extend(&[a, b, c][..chunk.len() - 1]);
    }
    bytes
}
