import LayoutEngine
import Testing

/// Hand-derived cases at the direct path's edges: slopes over different denominators
/// (`fillEqually`), exactly enough room in `equalSpacing`, priorities half a level apart.
@Suite struct DirectLayoutAuditCaseTests {
    func document(_ text: String) throws -> LayoutDocument {
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DecodeFailure()
        }
        return document
    }

    struct DecodeFailure: Error {}

    func frame(_ response: LayoutResponse, _ id: String) -> [Double] {
        guard let frame = response.frames.first(where: { $0.id == id }) else { return [] }
        return [frame.x, frame.y, frame.width, frame.height]
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 }
    }

    /// A 300-wide fill row of a `fillEqually` pair (a1, a2: 50 × 10) and a leaf b (50 × 10,
    /// horizontal hugging `leafHugging`), height fitted.
    func pairAndLeaf(pairHugging: (Double, Double), leafHugging: Double) throws -> LayoutDocument {
        try document("""
            {"root": {"id": "root", "type": "stack", "width": 300, "arrangedSubviews": [
              {"id": "pair", "type": "stack", "distribution": "fillEqually", "arrangedSubviews": [
                {"id": "a1", "intrinsicContentSize": {"width": 50, "height": 10}, "contentHugging": {"horizontal": \(pairHugging.0)}},
                {"id": "a2", "intrinsicContentSize": {"width": 50, "height": 10}, "contentHugging": {"horizontal": \(pairHugging.1)}}]},
              {"id": "b", "intrinsicContentSize": {"width": 50, "height": 10}, "contentHugging": {"horizontal": \(leafHugging)}}]}}
            """)
    }

    @Test func takesATieBetweenAFillEquallyPairAndALeaf() throws {
        // 150 points of slack. Growing the pair by 1 grows a1 and a2 by 1/2 each against
        // hugging 250: 2 × 1/2 = 1 at 250, as steep as growing b (1 at 250). Every share of
        // the slack is optimal (M = {pair, b}): the pair's width varies, and with it a1's and
        // a2's (each half of it, leaves of a `fillEqually` stack that follows its length) and
        // a2's x (half of it); b's x and width vary. The solver reports the same.
        let document = try pairAndLeaf(pairHugging: (250, 250), leafHugging: 250)
        let response = try #require(DirectLayoutAuditTests.direct(document))
        let solver = DirectLayoutAuditTests.solver(document)
        let found = response.diagnostics.map { diagnostic -> String in
            guard case let .ambiguous(view, attributes, _) = diagnostic else { return "\(diagnostic)" }
            return "\(view): \(attributes.joined(separator: ", "))"
        }
        #expect(found == ["pair: width", "a1: width", "a2: x, width", "b: x, width"])
        #expect(response.diagnostics == solver.diagnostics)
        #expect(OptimalityCheck.differences(document, actual: response, expected: solver).isEmpty)
    }

    @Test func aFillEquallyPairAtHalfTheSlopeTakesTheSlack() throws {
        // Growing the pair by 1 costs 1/2 at 250 and 1/2 at 249 (a1 and a2 grow 1/2 each);
        // growing b costs 1 at 250, steeper. The pair takes all 150: 250 wide, a1 and a2 125
        // each (x 0 and 125), b 50 at x 250. Across (fill): fitted to the 10-high views.
        let document = try pairAndLeaf(pairHugging: (250, 249), leafHugging: 250)
        let response = try #require(DirectLayoutAuditTests.direct(document))
        #expect(close(frame(response, "pair"), [0, 0, 250, 10]))
        #expect(close(frame(response, "a1"), [0, 0, 125, 10]))
        #expect(close(frame(response, "a2"), [125, 0, 125, 10]))
        #expect(close(frame(response, "b"), [250, 0, 50, 10]))
        #expect(DirectLayoutAuditTests.solver(document).frames == response.frames)
    }

    @Test func aLeafHalfALevelWeakerTakesTheSlackFromAPair() throws {
        // b hugs at 249.5, below the pair's 1/2 at 250 (a level above): b takes all 150 and is
        // 200 wide at x 100; a1 and a2 stay 50 (x 0 and 50).
        let document = try pairAndLeaf(pairHugging: (250, 250), leafHugging: 249.5)
        let response = try #require(DirectLayoutAuditTests.direct(document))
        #expect(close(frame(response, "a1"), [0, 0, 50, 10]))
        #expect(close(frame(response, "a2"), [50, 0, 50, 10]))
        #expect(close(frame(response, "b"), [100, 0, 200, 10]))
    }

    @Test func equalSpacingWithExactlyEnoughRoom() throws {
        // Widths 40, 60 and 1/3 with spacing 10 need 40 + 60 + 1/3 + 2 × 10 = 120 1/3, exactly
        // the root's width: the gaps are their minimum 10, nobody is compressed or stretched.
        // Right to left, the first view is at the right: x 120 1/3 - 40 = 80 1/3, the second
        // at 80 1/3 - 10 - 60 = 10 1/3, the third at 0.
        let third = 1.0 / 3
        let document = try document("""
            {"root": {"id": "root", "type": "stack", "distribution": "equalSpacing", "spacing": 10,
              "width": \(120 + third), "height": 20, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
                {"id": "b", "intrinsicContentSize": {"width": 60, "height": 20}},
                {"id": "c", "intrinsicContentSize": {"width": \(third), "height": 20}}]},
             "options": {"layoutDirection": "rightToLeft"}}
            """)
        let response = try #require(DirectLayoutAuditTests.direct(document))
        #expect(close(frame(response, "a"), [80 + third, 0, 40, 20]))
        #expect(close(frame(response, "b"), [10 + third, 0, 60, 20]))
        #expect(close(frame(response, "c"), [0, 0, third, 20]))
        let reference = DirectLayoutAuditTests.solver(document)
        #expect(reference.diagnostics.isEmpty)
        for (a, b) in zip(response.frames, reference.frames) {
            #expect(close([a.x, a.y, a.width, a.height], [b.x, b.y, b.width, b.height]), "\(a) \(b)")
        }
    }
}
