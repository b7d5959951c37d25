import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian's headless `chromium`, driven through the Chrome DevTools Protocol over
/// `--remote-debugging-pipe`: commands are JSON messages ended by a NUL byte, written to the
/// browser's file descriptor 3, and answers and events are read from its descriptor 4.
///
/// One page (a target attached in flat mode, so every page command carries its `sessionId`). The
/// console's messages, uncaught exceptions and the browser's log errors (CSP violations, failed
/// loads) are collected while commands run, for ``consoleErrors``.
final class ChromiumSession {
    /// Where Debian's `chromium` package installs the browser.
    static let executable = "/usr/bin/chromium"
    /// The generous upper bound of one command's answer.
    static let commandTimeoutMilliseconds: Int32 = 60_000

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private let profile: URL
    private var pending: [UInt8] = []
    private var nextID = 0
    private var session = ""
    /// Console errors, uncaught exceptions and log errors, as text, in the order they came.
    private(set) var consoleErrors: [String] = []

    /// Starts the browser with a fresh profile and opens an empty page.
    init(width: Int = 1400, height: Int = 900) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
            throw Failure(description: "\(Self.executable) is missing: apt-get install chromium (scripts/test.sh installs it)")
        }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(description: "pipe failed: errno \(errno)")
        }
        // Close-on-exec, so the browser keeps only the two ends dup2'd to 3 and 4 (which lose the flag).
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var arguments = [
            Self.executable, "--headless", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
            "--window-size=\(width),\(height)", "--force-device-scale-factor=1", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-dev-shm-usage",
            "--hide-scrollbars", "about:blank",
        ]
        // Chromium refuses to run as root with its sandbox (CI runs as root in a container).
        if geteuid() == 0 { arguments.insert("--no-sandbox", at: 1) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, Self.executable, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw Failure(description: "posix_spawn \(Self.executable) failed: \(status)")
        }
        pid = child
        commands = toBrowser[1]
        answers = fromBrowser[0]
        let target = try send("Target.createTarget", ["url": "about:blank"], toPage: false)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no targetId in \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], toPage: false)
        guard let sessionID = attached["sessionId"] as? String else { throw Failure(description: "no sessionId in \(attached)") }
        session = sessionID
        for domain in ["Runtime", "Log", "Page"] { _ = try send("\(domain).enable") }
    }

    /// Asks the browser to close (so it ends its own helper processes), waits up to 5 s, then kills it.
    deinit {
        _ = try? send("Browser.close", toPage: false)
        close(commands)
        close(answers)
        var status: Int32 = 0
        var waited = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if waited == 100 {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(50_000)
            waited += 1
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command (to the page unless `toPage` is false) and answers its `result`.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], toPage: Bool = true) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if toPage { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe (errno \(errno))") }
            written += count
        }
        while true {
            let reply = try readMessage()
            if reply["id"] as? Int == nextID {
                if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            record(reply)
        }
    }

    /// The value of a JavaScript expression in the page (a promise is awaited); throws on an exception.
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let details = result["exceptionDetails"] { throw Failure(description: "\(expression): \(details)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Polls `condition` (a JavaScript expression) every 50 ms until it is true; throws after
    /// `seconds` (a generous upper bound).
    func waitUntil(_ condition: String, seconds: Double = 30) throws {
        let deadline = Date().addingTimeInterval(seconds)
        // An evaluation can fail while a navigation replaces the page's context: that counts as false.
        while (try? evaluate("Boolean(\(condition))")) as? Bool != true {
            guard Date() < deadline else { throw Failure(description: "still false after \(seconds) s: \(condition)") }
            usleep(50_000)
        }
    }

    /// Loads `url` and waits for its load event's document.
    func navigate(_ url: String) throws {
        try send("Page.navigate", ["url": url])
        try waitUntil("document.readyState === 'complete' && location.href === \(Self.quoted(url))")
    }

    /// Moves the mouse to (x, y) in CSS pixels of the viewport.
    func moveMouse(x: Double, y: Double, buttons: Int = 0) throws {
        var event: [String: Any] = ["type": "mouseMoved", "x": x, "y": y, "buttons": buttons]
        // A move with the left button held must name it, or Chromium sends no pointer capture's moves.
        if buttons & 1 != 0 { event["button"] = "left" }
        try send("Input.dispatchMouseEvent", event)
    }

    /// A left click at (x, y): moved, pressed, released.
    func click(x: Double, y: Double) throws {
        try moveMouse(x: x, y: y)
        try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
        try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": x, "y": y, "button": "left", "buttons": 0, "clickCount": 1])
    }

    /// Drags with the left button from one point to another, in `steps` moves.
    func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int = 5) throws {
        try moveMouse(x: start.x, y: start.y)
        try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": start.x, "y": start.y, "button": "left", "buttons": 1, "clickCount": 1])
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            try moveMouse(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t, buttons: 1)
        }
        try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": end.x, "y": end.y, "button": "left", "buttons": 0, "clickCount": 1])
    }

    /// Types `text` where the focus is, as an IME commit would (one `input` event).
    func insertText(_ text: String) throws {
        try send("Input.insertText", ["text": text])
    }

    /// The viewport as PNG bytes.
    func screenshot() throws -> [UInt8] {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot data")
        }
        return [UInt8](data)
    }

    /// `text` as a JavaScript string literal (JSON's string syntax is JavaScript's).
    static func quoted(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text])
        let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }

    /// Keeps the events that report an error.
    private func record(_ event: [String: Any]) {
        let params = event["params"] as? [String: Any] ?? [:]
        switch event["method"] as? String {
        case "Runtime.consoleAPICalled":
            guard let type = params["type"] as? String, type == "error" || type == "assert" else { return }
            let args = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
            consoleErrors.append("console.\(type): \(args.joined(separator: " "))")
        case "Runtime.exceptionThrown":
            consoleErrors.append("exception: \(params["exceptionDetails"] ?? "")")
        case "Log.entryAdded":
            guard let entry = params["entry"] as? [String: Any], entry["level"] as? String == "error" else { return }
            consoleErrors.append("log (\(entry["source"] ?? "")): \(entry["text"] ?? "") \(entry["url"] ?? "")")
        default:
            return
        }
    }

    /// The next NUL-ended message from the browser, waiting at most the command timeout.
    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Array(pending[..<end])
                pending.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] else {
                    throw Failure(description: "a message that is not a JSON object")
                }
                return object
            }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Self.commandTimeoutMilliseconds)
            guard ready > 0 else { throw Failure(description: "no answer from the browser in \(Self.commandTimeoutMilliseconds) ms") }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = buffer.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            pending += buffer[..<count]
        }
    }
}
