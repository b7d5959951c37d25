import Foundation
@testable import LayoutServer
import TestSupport
import Testing

@Suite("POST /v1/layout")
struct LayoutEndpointTests {
    private func frame(_ response: MinimalHTTPClient.Response, _ id: String) -> [String: Double]? {
        (response.json["frames"] as? [String: Any])?[id] as? [String: Double]
    }

    @Test func centredBoxIsLaidOut() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: Documents.centredBox())
        #expect(response.status == 200)
        #expect(response.header("content-type") == "application/json")
        #expect(frame(response, "screen") == ["x": 0, "y": 0, "width": 320, "height": 100])
        #expect(frame(response, "box") == Documents.centredBoxFrame(canvasWidth: 320))
        #expect((response.json["diagnostics"] as? [Any])?.isEmpty == true)
        #expect((response.json["stats"] as? [String: Any])?["variables"] as? Int ?? 0 > 0)
    }

    @Test func fillEquallyStackIsLaidOut() throws {
        let server = try TestServer()
        defer { server.stop() }
        let document = """
        {"root": {"id": "screen", "width": 300, "height": 200,
                  "subviews": [{"id": "row", "type": "stack", "distribution": "fillEqually", "spacing": 10,
                                "arrangedSubviews": [
                                  {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}},
                                  {"id": "b", "intrinsicContentSize": {"width": 70, "height": 30}}]}]},
         "constraints": ["row.leading == screen.leading + 20", "row.trailing == screen.trailing - 20",
                         "row.top == screen.top + 30"]}
        """
        let response = try server.post(json: document, contentType: "application/json; charset=utf-8")
        #expect(response.status == 200)
        // row: 300 - 20 - 20 = 260 wide at (20, 30). fillEqually: a.width == b.width and
        // a.width + 10 + b.width == 260, so 125 each; b starts at 125 + 10 = 135.
        // Height: alignment fill ties a and b to the row's height h. Compression resistance (750)
        // wants h >= 40 (a) and h >= 30 (b); hugging (250) wants h <= 40 and h <= 30. The 750 level
        // is met first (h >= 40), then the 250 level's error (h - 40) + (h - 30) is least at h = 40.
        #expect(frame(response, "row") == ["x": 20, "y": 30, "width": 260, "height": 40])
        #expect(frame(response, "a") == ["x": 0, "y": 0, "width": 125, "height": 40])
        #expect(frame(response, "b") == ["x": 135, "y": 0, "width": 125, "height": 40])
    }

    @Test func invalidJSONIs400WithLineAndColumn() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: "{\n  \"root\": {\"id\": \"a\",}\n}")
        #expect(response.status == 400)
        #expect(response.header("content-type") == "application/problem+json")
        // The stray '}' is on line 2, column 22.
        #expect((response.json["detail"] as? String)?.contains("line 2, column 22") == true)
    }

    @Test func invalidDocumentIs422WithPointers() throws {
        let server = try TestServer()
        defer { server.stop() }
        let document = """
        {"root": {"id": "screen", "subviews": [{"id": "s", "type": "stack", "axis": "diagonal"}]},
         "constraints": ["screen.width == 100", "s.wdth == 3"], "extra": 1}
        """
        let response = try server.post(json: document)
        #expect(response.status == 422)
        #expect(response.header("content-type") == "application/problem+json")
        let pointers = (response.json["errors"] as? [[String: Any]])?.compactMap { $0["pointer"] as? String } ?? []
        #expect(pointers.contains("/root/subviews/0/axis"))
        #expect(pointers.contains("/constraints/1"))
        #expect(pointers.contains("/extra"))
    }

    @Test func tooManyViewsIs413() throws {
        let server = try TestServer { $0.limits.maxViews = 1 }
        defer { server.stop() }
        let response = try server.post(json: Documents.centredBox())
        #expect(response.status == 413)
        #expect(response.header("content-type") == "application/problem+json")
    }

    @Test func sixtyFourParallelClientsAllGetTheirOwnAnswer() throws {
        let server = try TestServer { $0.solverThreads = 2 }
        defer { server.stop() }
        let results = LockedBox<[Int: (Int, [String: Double]?)]>([:])
        let threads = (0..<64).map { index in
            Thread {
                // Each client's canvas differs, so each answer is its own: box.x = (width - 40) / 2.
                let response = try? server.post(json: Documents.centredBox(canvasWidth: 200 + 2 * index))
                let box = response.flatMap { frame($0, "box") }
                results.mutate { $0[index] = (response?.status ?? -1, box) }
            }
        }
        threads.forEach { $0.start() }
        let deadline = Date().addingTimeInterval(60)
        while results.value.count < 64 && Date() < deadline { usleep(10_000) }
        let answers = results.value
        #expect(answers.count == 64)
        for (index, (status, box)) in answers {
            #expect(status == 200)
            #expect(box == Documents.centredBoxFrame(canvasWidth: 200 + 2 * index))
        }
    }
}
