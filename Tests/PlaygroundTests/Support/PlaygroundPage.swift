import Foundation
import LayoutServer
import TestSupport

/// A `layoutd serve` on a loopback port and a headless Chromium showing its playground at `GET /`.
final class PlaygroundPage {
    let server: LayoutdProcess
    let browser: ChromiumSession

    /// One view of the drawing: the `<rect class="view">` of a `<g data-id>` group.
    struct DrawnView: Equatable {
        var id: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// Starts both and waits until the page has drawn its first answer.
    init() throws {
        server = try LayoutdProcess(arguments: ["--host", "127.0.0.1", "--port", "0", "--threads", "2", "--log-level", "warning"])
        guard server.port > 0 else { throw ChromiumSession.Failure(description: "layoutd did not start") }
        browser = try ChromiumSession()
        try browser.navigate("http://127.0.0.1:\(server.port)/")
        try browser.waitUntil("document.body.dataset.state === 'drawn'")
    }

    deinit {
        server.sendSIGTERM()
        server.process.waitUntilExit()
    }

    func get(_ path: String) throws -> MinimalHTTPClient.Response {
        try MinimalHTTPClient.send(port: server.port, path: path)
    }

    func post(_ path: String, json: [String: Any]) throws -> MinimalHTTPClient.Response {
        let body = try JSONSerialization.data(withJSONObject: json)
        return try MinimalHTTPClient.send(port: server.port, method: "POST", path: path,
                                          headers: [("Content-Type", "application/json")], body: [UInt8](body), timeoutSeconds: 30)
    }

    /// The answer the page has settled on (`data-revision`, raised by every answer it shows).
    func revision() throws -> Int {
        Int(try browser.evaluate("document.body.dataset.revision") as? String ?? "") ?? -1
    }

    /// Replaces the editor's text by typing `text` over a selection of all of it, then waits for
    /// the page to settle on the answer to it.
    func type(document text: String) throws {
        try select(in: "0", to: "document.getElementById('document').value.length")
        try typeOverSelection(text)
    }

    /// Selects the editor's text between two JavaScript expressions of offsets (evaluated with
    /// `text` bound to the editor's text).
    func select(in start: String, to end: String) throws {
        try browser.evaluate("""
            (() => { const editor = document.getElementById('document'); const text = editor.value;
                     editor.focus(); editor.setSelectionRange(\(start), \(end)); })()
            """)
    }

    /// Types `text` over the editor's selection and waits for the page to settle on the answer.
    func typeOverSelection(_ text: String) throws {
        let before = try revision()
        try browser.insertText(text)
        try browser.waitUntil("Number(document.body.dataset.revision) > \(before) && document.body.dataset.state !== 'loading'")
    }

    /// Every view the drawing holds, in document order.
    func drawnViews() throws -> [DrawnView] {
        let value = try browser.evaluate("""
            [...document.querySelectorAll('#drawing svg [data-id] > rect.view')].map((rect) => [
              rect.parentNode.getAttribute('data-id'), Number(rect.getAttribute('x')), Number(rect.getAttribute('y')),
              Number(rect.getAttribute('width')), Number(rect.getAttribute('height'))])
            """)
        return (value as? [[Any]] ?? []).map { row in
            DrawnView(id: row[0] as? String ?? "", x: Self.number(row[1]), y: Self.number(row[2]),
                      width: Self.number(row[3]), height: Self.number(row[4]))
        }
    }

    /// The ids whose drawn rects the page highlights, sorted.
    func highlightedIDs() throws -> [String] {
        let value = try browser.evaluate("""
            [...document.querySelectorAll('#drawing .pg-highlight')].map((rect) => rect.parentNode.getAttribute('data-id'))
            """)
        return Set(value as? [String] ?? []).sorted()
    }

    /// The centre, in viewport CSS pixels, of the first element `selector` matches, scrolled into view.
    func centre(of selector: String) throws -> (x: Double, y: Double) {
        let value = try browser.evaluate("""
            (() => { const element = document.querySelector(\(ChromiumSession.quoted(selector)));
                     if (!element) return null;
                     element.scrollIntoView({block: 'nearest'});
                     const box = element.getBoundingClientRect();
                     return [box.left + box.width / 2, box.top + box.height / 2]; })()
            """)
        guard let point = value as? [Any], point.count == 2 else {
            throw ChromiumSession.Failure(description: "nothing matches \(selector)")
        }
        return (Self.number(point[0]), Self.number(point[1]))
    }

    static func number(_ value: Any) -> Double {
        (value as? NSNumber)?.doubleValue ?? .nan
    }
}
