import Foundation
import Testing
@_spi(Testing) @testable import LayoutEngine

/// The one decoding route: a request is decoded once, into the ``LayoutDocument`` that every
/// strategy reads, and met by the direct path at most once. Checked against answers derived
/// without the decoder: the generators' own documents (every field, default and pointer), the
/// whole-document simplex on those documents, and frames worked out by hand.
@Suite struct OneDecodingRouteTests {
    private struct Tally {
        var documents = 0
        /// Laid out by the direct path, of them right to left.
        var direct = 0
        var directRightToLeft = 0
        /// Refused: the generators' vertical stacks aligned by baselines.
        var refused = 0
    }

    /// Every view's frame in a response, by id.
    private static func frames(_ bytes: [UInt8]) throws -> [String: [Double]] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        let frames = try #require(object?["frames"] as? [String: [String: Double]])
        return frames.mapValues { [$0["x"] ?? .nan, $0["y"] ?? .nan, $0["width"] ?? .nan, $0["height"] ?? .nan] }
    }

    /// The diagnostics of a response's bytes: the direct path reports `ambiguous` ones, and the
    /// fixed point an `unsettled` one when an adversarial document's safe areas keep moving.
    private static func diagnostics(_ bytes: [UInt8]) throws -> [Diagnostic] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        let entries = try #require(object?["diagnostics"] as? [[String: Any]])
        return try entries.map { entry in
            if entry["code"] as? String == "unsettled" {
                return .unsettled(
                    views: try #require(entry["views"] as? [String]), message: try #require(entry["message"] as? String))
            }
            #expect(entry["code"] as? String == "ambiguous")
            return .ambiguous(
                view: try #require(entry["view"] as? String), attributes: try #require(entry["attributes"] as? [String]),
                message: try #require(entry["message"] as? String))
        }
    }

    /// `document` as the contract reads it: a stack's custom spacing keeps the first entry per
    /// view and only its arranged views' (UIKit ignores the others), and a horizontal stack has
    /// no baseline-relative arrangement.
    private static func normalized(_ document: LayoutDocument) -> LayoutDocument {
        func normalize(_ node: inout ViewNode) {
            if var stack = node.stack {
                let arranged = node.arrangedSubviews.map(\.id)
                var seen: [String] = []
                stack.customSpacing = stack.customSpacing.filter { entry in
                    defer { seen.append(entry.viewID) }
                    return !seen.contains(entry.viewID) && arranged.contains(entry.viewID)
                }
                if stack.axis == .horizontal { stack.baselineRelativeArrangement = false }
                node.stack = stack
            }
            for index in node.subviews.indices { normalize(&node.subviews[index]) }
            for index in node.arrangedSubviews.indices { normalize(&node.arrangedSubviews[index]) }
        }
        var document = document
        normalize(&document.root)
        return document
    }

    /// Whether a view of `node`'s tree is a vertical stack aligned by baselines, which the
    /// contract refuses.
    private static func hasVerticalBaselineStack(_ node: ViewNode) -> Bool {
        if let stack = node.stack, stack.axis == .vertical,
            stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
            return true
        }
        return node.subviews.contains(where: hasVerticalBaselineStack)
            || node.arrangedSubviews.contains(where: hasVerticalBaselineStack)
    }

    /// Decodes `text` (written from `generated`) and lays it out: the decoded document is the
    /// generator's as the contract reads it (or, when the generator made a vertical stack aligned
    /// by baselines, refused), the direct path is met once, and when it takes the document its
    /// answer is the whole-document simplex's on the generator's document (``OptimalityCheck``).
    private func check(_ text: String, as generated: LayoutDocument, tally: inout Tally) throws {
        let bytes = Array(text.utf8)
        guard !Self.hasVerticalBaselineStack(generated.root) else {
            tally.refused += 1
            guard case .failure(let problem) = LayoutEngine().layout(json: bytes) else {
                Issue.record("accepted a vertical stack aligned by baselines: \(text)")
                return
            }
            #expect(problem.status == 422 && problem.errors.allSatisfy { $0.pointer.hasSuffix("/alignment") }, "\(text)")
            return
        }
        let decoded = try DocumentDecoder.decode(bytes, limits: LayoutLimits()).get()
        #expect(DocumentDescription.text(decoded) == DocumentDescription.text(Self.normalized(generated)), "\(text)")
        var timings = LayoutTimings()
        let response = try LayoutEngine().layout(json: bytes, pretty: false, timings: &timings).get()
        tally.documents += 1
        // One layout, and one more for each pass of the fixed point that was not re-solved from the
        // simplex's previous answer (a document whose safe areas depend on its frames): the direct
        // path is met once in each.
        let layouts = 1 + timings.fixedPointPasses - timings.incrementalPasses
        #expect(timings.directAttempts == layouts, "\(timings)")
        #expect(timings.directLayouts + timings.blockLayouts + timings.solverLayouts == layouts, "\(timings)")
        guard timings.directLayouts >= 1, timings.blockLayouts + timings.solverLayouts == 0 else { return }
        tally.direct += 1
        if generated.options.layoutDirection == .rightToLeft { tally.directRightToLeft += 1 }
        var solver = LayoutEngine()
        solver._directPath = false
        let reference = solver.layout(document: generated)
        // The response as read back from its bytes, against the simplex's: the same diagnostics,
        // its unique values within 1e-9, and where a tie leaves values free, optimal frames (to
        // the bytes' precision: each value is written as the multiple of 1e-9 nearest to it, so
        // within 5e-10, and a level's error moves by up to that times its coefficients; twice
        // that is allowed, for the layout guides solved from the pinned frames).
        let got = try Self.frames(response)
        #expect(got.count == reference.frames.count, "\(text)")
        let frames = reference.frames.map { frame in
            let found = got[frame.id] ?? [.nan, .nan, .nan, .nan]
            return ViewFrame(id: frame.id, x: found[0], y: found[1], width: found[2], height: found[3])
        }
        let actual = LayoutResponse(
            frames: frames, diagnostics: try Self.diagnostics(response), constraints: nil, stats: reference.stats)
        // Optimal for the document with the safe areas and margins its last layout used (the
        // generator's own when no view reaches into the unsafe region).
        let settled = solver._settledDocument(for: generated) ?? generated
        let differences = OptimalityCheck.differences(settled, actual: actual, expected: reference, written: 1e-9)
        #expect(differences.isEmpty, "\(differences.prefix(4)) in \(text)")
    }

    /// `text` (``AuditDocumentJSON``'s, options last) with its options member moved first.
    private static func optionsFirst(_ text: String) -> String {
        guard let range = text.range(of: #", "options": "#) else { return text }
        let options = String(text[range.upperBound..<text.index(before: text.endIndex)])
        return #"{"options": "# + options + ", " + String(text[text.index(after: text.startIndex)..<range.lowerBound]) + "}"
    }

    /// Random stacks and pinned containers (every distribution and alignment, margins, hidden
    /// views, custom spacing, right to left, absolute frames), with their options last and first.
    @Test func randomStackDocumentsDecodeAsGenerated() throws {
        var generator = RandomStackDocuments(seed: 0xD1EC_7001)
        var tally = Tally()
        for _ in 0..<250 {
            let document = generator.make()
            let text = AuditDocumentJSON.text(document)
            try check(text, as: document, tally: &tally)
            try check(Self.optionsFirst(text), as: document, tally: &tally)
        }
        #expect(tally.documents + tally.refused == 500)
        // Counted on this seed (252 direct, 58 of them right to left, 14 refused; before the one
        // route, 236 were solved directly, as a right-to-left document whose options came after
        // its root was not): a route that stopped taking documents would fail here.
        #expect(tally.direct >= 240 && tally.directRightToLeft >= 50, "\(tally)")
    }

    /// The audit's adversarial documents (ties, tight rooms, deep and long stacks, pins), many
    /// with thirds written to 17 significant digits.
    @Test func auditDocumentsDecodeAsGenerated() throws {
        var generator = AuditDocumentGenerator(seed: 0xD1EC_7002)
        var tally = Tally()
        for _ in 0..<150 {
            let document = generator.next().0
            try check(AuditDocumentJSON.text(document), as: document, tally: &tally)
        }
        // Counted on this seed: 46 direct, none refused.
        #expect(tally.direct >= 40 && tally.refused == 0, "\(tally)")
    }

    /// Documents outside the direct class (a visual format, a custom layout guide) are decoded
    /// once and met by the direct path once; invalid ones get their errors' pointers.
    ///
    /// Derivations. The stack `s` is 100 wide and has no height: its one arranged view `a`
    /// (intrinsic 10 × 10, `fill` distribution and alignment) takes the whole width, 100, and
    /// its intrinsic height, 10, which the stack fits; `H:|[a]` repeats `a.leading ==
    /// s.leading`. The root `r` with a guide is 100 × 100 at the origin.
    @Test func documentsOutsideTheClassAreDecodedOnce() throws {
        let stack = #"{"id": "s", "type": "stack", "width": 100, "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 10, "height": 10}}]}"#
        let laidOut: [(String, [String: [Double]])] = [
            (#"{"root": "# + stack + #", "visualFormat": [{"format": "H:|[a]"}]}"#,
             ["s": [0, 0, 100, 10], "a": [0, 0, 100, 10]]),
            (#"{"root": {"id": "r", "width": 100, "height": 100, "layoutGuides": [{"id": "g"}]}}"#,
             ["r": [0, 0, 100, 100]]),
        ]
        for (text, wanted) in laidOut {
            var timings = LayoutTimings()
            let response = try LayoutEngine().layout(json: Array(text.utf8), pretty: false, timings: &timings).get()
            #expect(try Self.frames(response) == wanted, "\(text)")
            #expect(timings.directAttempts == 1 && timings.directLayouts == 0, "\(timings)")
        }
        let invalid = [
            (#"{"root": "# + stack + #", "extra": 1}"#, "/extra"),
            (#"{"root": {"id": "r", "width": -1}}"#, "/root/width"),
        ]
        for (text, pointer) in invalid {
            var timings = LayoutTimings()
            guard case .failure(let problem) = LayoutEngine().layout(json: Array(text.utf8), pretty: false, timings: &timings)
            else {
                Issue.record("accepted: \(text)")
                continue
            }
            #expect(problem.status == 422 && problem.errors.map(\.pointer) == [pointer], "\(text)")
            #expect(timings.directAttempts == 0)
        }
    }

    /// A right-to-left stack inset by its margins: its leading margin is on the right, whether
    /// the options come before the root or after it, and the direct path lays it out either way.
    ///
    /// Derivation: root stack 200 wide, margins leading 30 and trailing 10, one leaf of
    /// intrinsic width 50 (hugging 250 holds it at 50 in a `leading`-aligned vertical stack).
    /// Right to left, the canvas runs from 10 to 170, and the leaf sits at its leading (right)
    /// edge: x = 170 - 50 = 120.
    @Test func rightToLeftMarginsInEitherOrder() throws {
        let root = #""root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "leading", "width": 200, "layoutMargins": {"leading": 30, "trailing": 10, "top": 0, "bottom": 0}, "layoutMarginsRelativeArrangement": true, "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 50, "height": 20}}]}"#
        let options = #""options": {"layoutDirection": "rightToLeft"}"#
        for text in ["{" + root + ", " + options + "}", "{" + options + ", " + root + "}"] {
            var timings = LayoutTimings()
            let response = try LayoutEngine().layout(json: Array(text.utf8), pretty: false, timings: &timings).get()
            #expect(try Self.frames(response)["a"] == [120, 0, 50, 20], "\(text)")
            #expect(timings.directLayouts == 1 && timings.directAttempts == 1, "\(timings)")
        }
    }
}
