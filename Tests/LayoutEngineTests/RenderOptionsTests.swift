import Testing
@testable import LayoutEngine

/// `options.render` (`{labels?}`): read by the full decoder (the fast one declines a document that
/// has it), refused at its JSON Pointer otherwise; and ``LayoutEngine/solve(json:rootSize:timings:cancellation:)``,
/// the renderer's entry, laying a document out as `/v1/layout` does, in absolute frames.
@Suite struct RenderOptionsTests {
    private func json(_options: String) -> String {
        #"{"root": {"id": "r", "width": 10, "height": 10, "subviews": [{"id": "a", "subviews": [{"id": "b"}]}]}, "#
            + #""constraints": ["a.leading == r.leading + 1", "a.top == r.top + 2", "a.width == 5", "a.height == 5", "#
            + #""b.leading == a.leading + 1", "b.top == a.top + 1", "b.width == 2", "b.height == 2"], "#
            + #""options": {\#(_options)}}"#
    }

    @Test func labelsDefaultToFalseAndDecode() throws {
        #expect(try DocumentFixture.document(json(_options: "")).options.render.labels == false)
        #expect(try DocumentFixture.document(json(_options: #""render": {}"#)).options.render.labels == false)
        #expect(try DocumentFixture.document(json(_options: #""render": {"labels": true}"#)).options.render.labels)
        // The fast decoder leaves `render` to the full one.
        #expect(OptimisticDecoder.decode(Array(json(_options: #""render": {"labels": true}"#).utf8), limits: LayoutLimits()) == nil)
    }

    @Test func invalidRenderOptionsAreRefusedAtTheirPointers() {
        guard case .failure(let problem) = DocumentFixture.decode(json(_options: #""render": {"labels": 1, "guides": true}"#)) else {
            Issue.record("decoded")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.errors.map(\.pointer) == ["/options/render/labels", "/options/render/guides"])
        guard case .failure(let notObject) = DocumentFixture.decode(json(_options: #""render": true"#)) else {
            Issue.record("decoded")
            return
        }
        #expect(notObject.errors.map(\.pointer) == ["/options/render"])
    }

    @Test func solveAnswersAbsoluteFramesAndTheDocument() throws {
        var timings = LayoutTimings()
        let solved = try LayoutEngine().solve(json: Array(json(_options: #""frames": "superview""#).utf8), timings: &timings).get()
        // a at (1, 2) in r; b at (1, 1) in a, so (2, 3) in r.
        #expect(solved.response.frames.map(\.id) == ["r", "a", "b"])
        #expect(solved.response.frames[2] == ViewFrame(id: "b", x: 2, y: 3, width: 2, height: 2))
        #expect(solved.document.root.subviews.first?.id == "a")
        // --size replaces the root's size.
        let resized = try LayoutEngine().solve(json: Array(json(_options: "").utf8), rootSize: (30, 40), timings: &timings).get()
        #expect(resized.response.frames[0] == ViewFrame(id: "r", x: 0, y: 0, width: 30, height: 40))
    }

    @Test func solveAnswersTheSameProblemAsLayout() {
        var timings = LayoutTimings()
        let body = Array(#"{"root": {"id": "r", "type": "table"}}"#.utf8)
        guard case .failure(let solveProblem) = LayoutEngine().solve(json: body, timings: &timings),
              case .failure(let layoutProblem) = LayoutEngine().layout(json: body)
        else {
            Issue.record("laid out")
            return
        }
        #expect(solveProblem == layoutProblem)
    }
}
