@_spi(Testing) import LayoutEngine
import Testing

/// Several required cross ties past their canvases, one per stack, each the whole document's broken
/// constraint with its own stack's family as its only minimal set; and a broken tie beside a
/// `fillProportionally` stack that measures a nested stack elsewhere, or inside the subtree it
/// measures (design note, section 5, "Several ties past their canvases", *Measured stacks*).
@Suite struct SeveralBrokenTiesTests {
    /// A 300x200 root holding a vertical `fill` stack `s` pinned to its edges (constraints[0...3]),
    /// whose arranged views are `arranged` (JSON); `ties` follow the pins.
    static func document(arranged: String, _ ties: [String]) throws -> LayoutDocument {
        let constraints = [
            "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
        ] + ties
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "arrangedSubviews": [\(arranged)]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// ``document(arranged:_:)`` with `a` (50x40, hugging 249 vertically), `b` (50x60) and `t`, a
    /// horizontal stack aligned `top` holding one leaf `c` (30x20).
    static func document(_ ties: [String]) throws -> LayoutDocument {
        try document(
            arranged: """
                {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}, "contentHugging": {"vertical": 249}},
                {"id": "b", "intrinsicContentSize": {"width": 50, "height": 60}},
                {"id": "t", "type": "stack", "axis": "horizontal", "alignment": "top", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]}
                """, ties)
    }

    /// `b.width == s.width + 8` (constraints[4], across s) and `c.height == t.height + 8`
    /// (constraints[5], across t). Every required constraint but the two holds at once (U's
    /// solution), so each tie is the first that cannot hold with the required ones before it (the
    /// first broken no longer required when the second is added), and only the two break, in their
    /// order. Each set is its own stack's family, the only minimal one (the witnesses of each move
    /// only its own stack's arranged views, across its own axis, which the other tie does not
    /// read): across s (`fill`), b's two alignments to a and a's two canvas connections; across t
    /// (`top`, one view), c's two canvas connections. Frames: across s every arranged view the
    /// canvas's 300 (the first tie's error constant there), so t is 300 wide and c, filling t along
    /// it, too; across t, c at t's canvas (the second tie's error least there, `t.height + 8 −
    /// c.height`), c's 20 then t's height. Down s: b 60, t 20, a (hugging 249) the rest, 120.
    @Test func twoTiesInTwoStacksBreakEachWithItsSet() throws {
        let document = try Self.document(["b.width == s.width + 8", "c.height == t.height + 8"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        let sets = response.diagnostics.compactMap { diagnostic -> [String]? in
            if case .unsatisfiable(_, let set, _) = diagnostic { set } else { nil }
        }
        #expect(sets == [BlockLayoutTests.fillTieSet, ["UISV-canvas-connection(t, c)", "UISV-canvas-connection(t, c)", "constraints[5]"]])
        #expect(response.diagnostics.count == 2)
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 120])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 120, 300, 60])
        #expect(BlockLayoutTests.frame(response, "t") == [0, 180, 300, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 300, 20])
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// Two broken ties in one stack (a's and b's, across s) share the first view's canvas
    /// connections: not argued, the whole document's solver answers.
    @Test func twoTiesInOneStackGoToTheSolver() throws {
        let document = try Self.document(["b.width == s.width + 8", "a.width == s.width + 8"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }

    /// ``document(arranged:_:)`` with `b` (50x60) and `p`, a horizontal `fillProportionally` stack
    /// (hugging 249 vertically, through its views) of `q`, a vertical stack aligned `alignment` of
    /// a leaf `e` (40x20, hugging 249 vertically and `eHugging` horizontally) then `more` (JSON),
    /// and a leaf `f` (60x20).
    static func proportionalDocument(
        _ ties: [String], alignment: String = "fill", eHugging: Int = 250, more: String = ""
    ) throws -> LayoutDocument {
        try document(
            arranged: """
                {"id": "b", "intrinsicContentSize": {"width": 50, "height": 60}},
                {"id": "p", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
                 "arrangedSubviews": [
                  {"id": "q", "type": "stack", "axis": "vertical", "alignment": "\(alignment)", "arrangedSubviews": [
                    {"id": "e", "intrinsicContentSize": {"width": 40, "height": 20},
                     "contentHugging": {"horizontal": \(eHugging), "vertical": 249}}\(more)]},
                  {"id": "f", "intrinsicContentSize": {"width": 60, "height": 20}, "contentHugging": {"vertical": 249}}]}
                """, ties)
    }

    /// The tie across s (`b.width == s.width + 8`) is outside the subtree p measures (q's), whose
    /// cost it leaves as it is: taken broken with s's family, as in a document without p. Frames:
    /// across s every arranged view 300 wide; p shares its 300 by the natural widths, q's fitting
    /// 40 and f's 60, so q 120 and f 180 (e filling q across, 120). Down s: b 60, p the rest (its
    /// views hug at 249), 140, at 60.
    @Test func aBrokenTieBesideAMeasuredStackIsTaken() throws {
        let document = try Self.proportionalDocument(["b.width == s.width + 8"])
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(set == ["UISV-canvas-connection(s, b)", "UISV-canvas-connection(b, s)", "constraints[4]"])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 0, 300, 60])
        #expect(BlockLayoutTests.frame(response, "p") == [0, 60, 300, 140])
        #expect(BlockLayoutTests.frame(response, "q") == [0, 0, 120, 140])
        #expect(BlockLayoutTests.frame(response, "e") == [0, 0, 120, 140])
        #expect(BlockLayoutTests.frame(response, "f") == [120, 0, 180, 140])
    }

    /// A broken tie inside the measured subtree across `fill` (`e.width == q.width + 8`, across q,
    /// along p's axis, constraints[4]) breaks in the builders' lone layout of q too (every other
    /// constraint there holds at once), its error 8 whatever q's width (the family holds e at q's),
    /// so q measures as without it: e's 40 against q's fitting pull at 50, its compression at 750
    /// winning. Set: q's two canvas connections to e, its one view. Frames as beside the stack
    /// (``aBrokenTieBesideAMeasuredStackIsTaken()``): p's 300 shared 40:60, q 120 and f 180, e
    /// filling q (120 wide, the tie 8 short); down s b 60 and p 140.
    @Test func aBrokenTieInsideAMeasuredFillStackIsTaken() throws {
        let document = try Self.proportionalDocument(["e.width == q.width + 8"])
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(set == ["UISV-canvas-connection(q, e)", "UISV-canvas-connection(e, q)", "constraints[4]"])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 0, 300, 60])
        #expect(BlockLayoutTests.frame(response, "p") == [0, 60, 300, 140])
        #expect(BlockLayoutTests.frame(response, "q") == [0, 0, 120, 140])
        #expect(BlockLayoutTests.frame(response, "e") == [0, 0, 120, 140])
        #expect(BlockLayoutTests.frame(response, "f") == [120, 0, 180, 140])
    }

    /// Across `leading`, where the tie decides the measurement: q holds e (40 wide, hugging 760
    /// across) and g (60x20, compression 750 across), the tie `e.width == q.width + 8`
    /// (constraints[4]). In the builders' lone layout of q the tie breaks (the rest holds at once)
    /// and its error `q.width + 8 − e.width`, at the broken level above every optional one, is
    /// least (8) exactly with e at q's width; below it e's hugging at 760 holds q at 40 over g's
    /// compression at 750: q measures 40 (taken as honoured instead, `e ≤ q`, it would measure
    /// g's 60). So p's 300 shares 40:60, q 120 and f 180; across q e at its canvas, 120, g at its
    /// 60 (compression over the suppression at 25); down q (fill) e hugging 249 takes the rest,
    /// 120, g 20 below it.
    @Test func aBrokenTieInsideAMeasuredLeadingStackMeasuresAtTheCanvas() throws {
        let document = try Self.proportionalDocument(
            ["e.width == q.width + 8"], alignment: "leading", eHugging: 760,
            more: #", {"id": "g", "intrinsicContentSize": {"width": 60, "height": 20}}"#)
        let (_, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(BlockLayoutTests.frame(response, "q") == [0, 0, 120, 140])
        #expect(BlockLayoutTests.frame(response, "e") == [0, 0, 120, 120])
        #expect(BlockLayoutTests.frame(response, "g") == [0, 120, 60, 20])
        #expect(BlockLayoutTests.frame(response, "f") == [120, 0, 180, 140])
    }

    /// Across `center` a tie past its canvas has three minimal sets (section 5, "A cross tie past
    /// its canvas", *Across `center`*), inside a measured subtree as elsewhere. q arranges e alone:
    /// its canvas connections, in the builder's order `<=` on the leading edge, `>=` on the
    /// trailing one, the centre; the centre with the trailing bounds (the trailing connection, the
    /// centre) is the greatest, the one named. In q's lone layout the tie's error is least (8)
    /// exactly with e at q's width, as across `leading`; below it e's hugging (250) and compression
    /// (750) about its 40 against the fitting pull at 50: q measures 40, f 60, so p's 300 shares
    /// 120:180. Across q e at its canvas, 120; down q e alone takes q's 140.
    @Test func aCentredBrokenTieInsideAMeasuredStackMeasuresAtTheCanvas() throws {
        let document = try Self.proportionalDocument(["e.width == q.width + 8"], alignment: "center")
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(set == ["UISV-canvas-connection(q, e)", "UISV-canvas-connection(q, e)", "constraints[4]"])
        #expect(BlockLayoutTests.frame(response, "q") == [0, 0, 120, 140])
        #expect(BlockLayoutTests.frame(response, "e") == [0, 0, 120, 140])
        #expect(BlockLayoutTests.frame(response, "f") == [120, 0, 180, 140])
    }
}
