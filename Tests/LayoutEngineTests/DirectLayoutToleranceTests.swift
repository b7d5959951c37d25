import LayoutEngine
import Testing

/// Lengths far below a point in long stacks (found by the audit): the direct path hands them
/// out and sees ties over them as the solver does, whose near-zero is 1e-8 points whatever the
/// size of the stack. (Its tolerance was once 1e-9 × the canvas: 0.00004 points of a
/// 100,000-point stack were then dropped, breaking a required canvas connection.)
@Suite struct DirectLayoutToleranceTests {
    func document(_ text: String) throws -> LayoutDocument {
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DirectLayoutAuditCaseTests.DecodeFailure()
        }
        return document
    }

    func width(_ response: LayoutResponse?, _ id: String) -> Double? {
        response?.frames.first(where: { $0.id == id })?.width
    }

    /// Both paths give `b` a width of 10, and the direct path takes the document.
    func expectBTenWide(_ document: LayoutDocument) throws {
        #expect(width(DirectLayoutAuditTests.solver(document), "b") == 10)
        let direct = try #require(DirectLayoutAuditTests.direct(document))
        #expect(abs(width(direct, "b")! - 10) <= 1e-6, "direct: b \(width(direct, "b")!) wide")
    }

    @Test func aLongStackGivesUpTheLastFractionOfAPoint() throws {
        // Required: a.width + b.width == 100000 (canvas connections and spacing 0).
        // At 750: a.width >= 99990, so a >= 99990. At 749: b.width >= 10.00004, i.e.
        // a <= 99989.99996, which 750 forbids; the least violation is a = 99990 exactly,
        // so b = 10 at x 99990 (b, the weaker resistance, gives the 0.00004 points).
        let document = try document("""
            {"root": {"id": "r", "type": "stack", "width": 100000, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 99990, "height": 5}},
              {"id": "b", "intrinsicContentSize": {"width": 10.00004, "height": 5},
               "compressionResistance": {"horizontal": 749}}]}}
            """)
        try expectBTenWide(document)
    }

    @Test func aTenMillionPointStackFillsItsLastFractionOfAPoint() throws {
        // Required: a.width + b.width == 10^7. Resistance (750): a >= 9999990 and b >= 9.996,
        // both met with 0.004 points to spare, which must stretch a or b against its hugging:
        // a's at 250 or b's at 249. The lower level gives way: b = 10, a = 9999990.
        let document = try document("""
            {"root": {"id": "r", "type": "stack", "width": 10000000, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 9999990, "height": 5}},
              {"id": "b", "intrinsicContentSize": {"width": 9.996, "height": 5},
               "contentHugging": {"horizontal": 249}}]}}
            """)
        try expectBTenWide(document)
    }

    @Test func aTieOfATenMillionthOfAPointIsAmbiguous() throws {
        // Required: a.width + b.width == 1000; both resist at 750 and need 1000.0000001 in all:
        // 1e-7 points must go, and either view may give it (every share costs 1e-7 at 750), so
        // the optimum is not unique. The solver (tolerance 1e-8) reports a (width) and b
        // (x, width) ambiguous, and so does the direct path (its tolerance 1e-8 too).
        let document = try document("""
            {"root": {"id": "r", "type": "stack", "width": 1000, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 500, "height": 5}},
              {"id": "b", "intrinsicContentSize": {"width": 500.0000001, "height": 5}}]}}
            """)
        let solver = DirectLayoutAuditTests.solver(document)
        #expect(solver.diagnostics.count == 2)
        #expect(DirectLayoutAuditTests.direct(document)?.diagnostics == solver.diagnostics)
    }
}
