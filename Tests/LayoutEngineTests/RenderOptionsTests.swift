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
        #expect(try DocumentFixture.document(json(_options: "")).options.render == RenderOptions(labels: false, guides: false))
        #expect(try DocumentFixture.document(json(_options: #""render": {"guides": true}"#)).options.render.guides)
        #expect(try DocumentFixture.document(json(_options: #""render": {}"#)).options.render.labels == false)
        #expect(try DocumentFixture.document(json(_options: #""render": {"labels": true}"#)).options.render.labels)
        // Both members, in either order, beside the other options.
        let both = try DocumentFixture.document(json(_options: #""rounding": "pixel", "render": {"guides": true, "labels": true}"#))
        #expect(both.options.render == RenderOptions(labels: true, guides: true) && both.options.rounding == .pixel)
    }

    @Test func invalidRenderOptionsAreRefusedAtTheirPointers() {
        guard case .failure(let problem) = DocumentFixture.decode(json(_options: #""render": {"labels": 1, "guides": "yes", "guide": true}"#)) else {
            Issue.record("decoded")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.errors.map(\.pointer) == ["/options/render/labels", "/options/render/guides", "/options/render/guide"])
        // The unknown member is named with its near miss.
        #expect(problem.errors.last?.detail.contains("guides") == true)
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

    /// Guide frames come from the simplex: the direct path and the blocks decline a document that
    /// asks for them, and its views' frames are the direct path's all the same.
    @Test func guidesSendTheDocumentToTheSimplexWithTheSameFrames() throws {
        let stack = #"{"root": {"id": "r", "width": 100, "height": 40, "subviews": [{"id": "s", "type": "stack", "#
            + #""distribution": "fillEqually", "arrangedSubviews": [{"id": "a"}, {"id": "b"}]}]}, "#
            + #""constraints": ["s.leading == r.leading", "s.trailing == r.trailing", "s.top == r.top", "s.bottom == r.bottom"], "#
        let direct = try DocumentFixture.document(stack + #""options": {"render": {"guides": false}}}"#)
        let guided = try DocumentFixture.document(stack + #""options": {"render": {"guides": true}}}"#)
        #expect(DirectLayout(document: direct) != nil)
        #expect(DirectLayout(document: guided) == nil)
        #expect(BlockLayout(document: guided) == nil)
        let directResponse = LayoutEngine().layout(document: direct)
        let guidedResponse = LayoutEngine().layout(document: guided)
        #expect(directResponse.frames == guidedResponse.frames)
        #expect(directResponse.diagnostics == guidedResponse.diagnostics)
        // This document has no guide of its own: the list is empty, not missing.
        #expect(guidedResponse.guides.isEmpty)
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
