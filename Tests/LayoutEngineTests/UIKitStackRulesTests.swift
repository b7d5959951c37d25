@_spi(Testing) @testable import LayoutEngine
import Testing

/// The stack rules of issue 15 in which UIKit's constraints differed from what the engine used to
/// build (contract, "Stack views"; docs/FIDELITY.md lists each with its source): one test per
/// row of the issue's table, each frame derived beside it. Every document is laid out by the
/// engine as served (the direct path where it follows the rule, else the simplex it declines
/// to) and by the whole-document simplex alone, and both must give the derived frames.
@Suite struct UIKitStackRulesTests {
    /// `json` laid out by the engine as served and by the simplex alone: both without
    /// diagnostics, both with `expected` frames (`[x, y, width, height]` in superview
    /// coordinates, within 1e-9), and the engine's frames optimal for the simplex
    /// (``OptimalityCheck``). Returns whether the direct path took the document.
    @discardableResult
    static func expectFrames(_ json: String, _ expected: [String: [Double]]) throws -> Bool {
        let pair = try StrategyPair(json)
        let (document, engine, timings, solver) = (pair.document, pair.response, pair.timings, pair.solver)
        #expect(engine.diagnostics.isEmpty, "engine: \(engine.diagnostics)")
        #expect(solver.diagnostics.isEmpty, "solver: \(solver.diagnostics)")
        #expect(OptimalityCheck.differences(document, actual: engine, expected: solver).isEmpty)
        for (name, response) in [("engine", engine), ("solver", solver)] {
            let frames = Dictionary(uniqueKeysWithValues: response.frames.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) })
            for (id, values) in expected.sorted(by: { $0.key < $1.key }) {
                let actual = frames[id] ?? []
                #expect(actual.count == 4 && zip(actual, values).allSatisfy { OptimalityCheck.close($0, $1) },
                    "\(name) \(id): \(actual), expected \(values)")
            }
        }
        return timings.directLayouts == 1
    }

    /// The solved constraints of `json`, as `include: ["constraints"]` prints them, that begin
    /// with `family`.
    static func constraints(_ json: String, family: String) throws -> [String] {
        var document = try DocumentFixture.document(json)
        document.options.includeConstraints = true
        let response = LayoutEngine().layout(document: document)
        return (response.constraints ?? []).filter { $0.hasPrefix(family + ":") }
    }

    // MARK: - Hidden views and the spanner

    /// Row 1: a horizontal stack, `alignment: top`, spacing 10: `a` 40×20, `h` hidden 50×100, `b`
    /// 60×30, pinned at the top left of a 375×812 screen (so only its content sizes it).
    /// Across (y): `UISV-spanning-boundary` covers `a` and `b` only, so the spacer spans
    /// max(20, 30) = 30 and the spanning fit (51) pulls it there: the stack is 30 tall. `h` is
    /// aligned at the top (`UISV-alignment`) at its own height 100 (its hugging and resistance
    /// outweigh the suppression at 25), past the stack's bottom.
    /// Along (x): `a` 40 at 0; the spacing before the hidden `h` collapses, so `h` is at 40,
    /// 0 wide (`UISV-hiding`); `b` follows `a`'s spacing, 10, at 50; the stack is 40 + 10 + 60 = 110.
    /// (With `h` in the spanner, as before, the stack was 100 tall.)
    @Test func hiddenViewIsOutsideTheSpanner() throws {
        let json = """
        {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
           {"id": "row", "type": "stack", "alignment": "top", "spacing": 10, "arrangedSubviews": [
             {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
             {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 50, "height": 100}},
             {"id": "b", "intrinsicContentSize": {"width": 60, "height": 30}}]}]},
         "constraints": ["row.leading == screen.leading", "row.top == screen.top"]}
        """
        let direct = try Self.expectFrames(json, [
            "row": [0, 0, 110, 30], "a": [0, 0, 40, 20], "h": [40, 0, 0, 100], "b": [50, 0, 60, 30],
        ])
        #expect(direct, "the direct path places a hidden view outside the spanner")
        // Two boundaries for each visible view (`top ==` at 999.5, `bottom >=`), none for `h`.
        let boundaries = try Self.constraints(json, family: "UISV-spanning-boundary")
        #expect(boundaries.count == 4 && boundaries.allSatisfy { !$0.contains(" h.") }, "\(boundaries)")
    }

    /// The same stack centred, the hidden view first: `h` is centred on the canvas through the
    /// alignment (`canvas.centerY == h.centerY`, the others' centres equal to `h`'s), and the
    /// spanner over `a` and `b` makes the stack 30 tall: `a` at (30 − 20)/2 = 5, `b` at 0, `h`
    /// at (30 − 100)/2 = −35. Along: `h` 0 wide at 0, `a` at 0 (nothing visible before it, no
    /// spacing), `b` at 40 + 10 = 50.
    @Test func hiddenFirstViewIsOutsideACentredSpanner() throws {
        let json = """
        {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
           {"id": "row", "type": "stack", "alignment": "center", "spacing": 10, "arrangedSubviews": [
             {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 50, "height": 100}},
             {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
             {"id": "b", "intrinsicContentSize": {"width": 60, "height": 30}}]}]},
         "constraints": ["row.leading == screen.leading", "row.top == screen.top"]}
        """
        let direct = try Self.expectFrames(json, [
            "row": [0, 0, 110, 30], "h": [0, -35, 0, 100], "a": [0, 5, 40, 20], "b": [50, 0, 60, 30],
        ])
        #expect(direct)
    }

    // MARK: - Canvas fit along the spacing distributions

    /// Row 5, `equalSpacing`: `a` 40, `b` 60, `c` 30 wide (all 20 tall), spacing 8, the stack
    /// pinned only at the top left. Nothing else sets its width: `UISV-canvas-fit:
    /// row.width == 0 @49` takes the smallest, every gap at its spacing (the gap guides equal
    /// at 8): 40 + 8 + 60 + 8 + 30 = 146; `a` at 0, `b` at 48, `c` at 116. (Before, any width
    /// from 146 up was optimal: "ambiguous width".)
    @Test func equalSpacingStackTakesItsSmallestLength() throws {
        let json = """
        {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
           {"id": "row", "type": "stack", "distribution": "equalSpacing", "spacing": 8, "arrangedSubviews": [
             {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
             {"id": "b", "intrinsicContentSize": {"width": 60, "height": 20}},
             {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]}]},
         "constraints": ["row.leading == screen.leading", "row.top == screen.top"]}
        """
        let direct = try Self.expectFrames(json, [
            "row": [0, 0, 146, 20], "a": [0, 0, 40, 20], "b": [48, 0, 60, 20], "c": [116, 0, 30, 20],
        ])
        #expect(direct)
        #expect(try Self.constraints(json, family: "UISV-canvas-fit") == ["UISV-canvas-fit: row.width == 0 @49"])
    }

    /// Row 5, `equalCentering`, the same views: the guides between centres are held equal at
    /// 149, above the canvas fit (49), so the stack is the smallest whose centres can be evenly
    /// spaced with each gap at least its spacing. With centres `w` apart, `w ≥ 8 + (40 + 60)/2 = 58`
    /// and `w ≥ 8 + (60 + 30)/2 = 53`: `w = 58`; the width is 40/2 + 2·58 + 30/2 = 151.
    /// Centres 20, 78, 136: `a` at 0, `b` at 78 − 30 = 48, `c` at 136 − 15 = 121.
    /// (The direct path: nothing but its own cost reads the floating row's width, so its guides
    /// pull it at 149 to the least width of even centres, the views' widths settled above 149;
    /// design note, section 2, "A free canvas".)
    @Test func equalCenteringStackTakesItsSmallestEvenLength() throws {
        let json = """
        {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
           {"id": "row", "type": "stack", "distribution": "equalCentering", "spacing": 8, "arrangedSubviews": [
             {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
             {"id": "b", "intrinsicContentSize": {"width": 60, "height": 20}},
             {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]}]},
         "constraints": ["row.leading == screen.leading", "row.top == screen.top"]}
        """
        let direct = try Self.expectFrames(json, [
            "row": [0, 0, 151, 20], "a": [0, 0, 40, 20], "b": [48, 0, 60, 20], "c": [121, 0, 30, 20],
        ])
        #expect(direct)
    }

    /// Row 5's long stack: 400 views 10 wide (10 tall), spacing 2, `equalSpacing`, pinned only at
    /// the top left: the smallest width, 400·10 + 399·2 = 4,798 (the issue saw 6,992); view `k`
    /// at 12·k.
    @Test func longEqualSpacingStackTakesItsSmallestLength() throws {
        let views = (0..<400).map { "{\"id\": \"v\($0)\", \"intrinsicContentSize\": {\"width\": 10, \"height\": 10}}" }
        let json = """
        {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
           {"id": "row", "type": "stack", "distribution": "equalSpacing", "spacing": 2, "arrangedSubviews": [
             \(views.joined(separator: ",\n"))]}]},
         "constraints": ["row.leading == screen.leading", "row.top == screen.top"]}
        """
        var expected: [String: [Double]] = ["row": [0, 0, 4798, 10]]
        for k in [0, 1, 199, 399] { expected["v\(k)"] = [12 * Double(k), 0, 10, 10] }
        let direct = try Self.expectFrames(json, expected)
        #expect(direct)
    }

    // MARK: - fillProportionally as UIKit builds it

    /// Row 2: a stack 200 wide, spacing 10; `a` 40 wide, `b` with no intrinsic width (20 tall
    /// both). `b` counts with its fitting width, 0. T = 40 + 0 + 10·(2 − 1) = 50: `a`'s
    /// multiplier 40/50 = 0.8 at 999 (index 0); `b`'s length is 0, so `b.width == 0` is required.
    /// The chain `a + 10 + b = 200` then gives `a` = 190 (its share, 160, broken at 999: nothing
    /// else can give), `b` 0 at x 200. Height: fill alignment, `a`'s hugging pulls the row (its
    /// fitting height, 50) to 20. (Before, `b`'s share 0 was optional and `a` 160, `b` 30.)
    @Test func zeroLengthViewIsRequiredZero() throws {
        let json = """
        {"root": {"id": "row", "type": "stack", "width": 200, "distribution": "fillProportionally", "spacing": 10,
           "arrangedSubviews": [
             {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
             {"id": "b"}]}}
        """
        let direct = try Self.expectFrames(json, ["row": [0, 0, 200, 20], "a": [0, 0, 190, 20], "b": [200, 0, 0, 20]])
        // `b` has no intrinsic width and no subviews: its fitting size is a lone view's, 0 (no
        // `width`), which the direct path reads too.
        #expect(direct)
        #expect(try Self.constraints(json, family: "UISV-fill-proportionally") == [
            "UISV-fill-proportionally: a.width == 0.8 * row.width @999",
            "UISV-fill-proportionally: b.width == 0",
        ])
    }

    /// Row 3: a hidden first view `h`, then `a` and `c` of 100 (all 20 tall), the stack 200 wide,
    /// spacing 0, and `a.width == 60 @999`. T = 100 + 100 = 200: `a`'s multiplier 0.5 at
    /// 999 − 1 = 998 and `c`'s 0.5 at 997, the index counting `h`. At 999 only the document's
    /// constraint acts: `a` = 60; the chain `0 + a + c = 200` gives `c` = 140 (its share, 100,
    /// broken at 997). Frames: `h` 0 wide at 0, `a` at 0, `c` at 60. (Before, `a`'s share was at
    /// 999 beside the document's constraint, and `c`'s at 998 settled the tie: `a` 100, `c` 100.)
    @Test func hiddenViewsCountInThePriorityIndex() throws {
        let json = """
        {"root": {"id": "row", "type": "stack", "width": 200, "distribution": "fillProportionally",
           "arrangedSubviews": [
             {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 50, "height": 20}},
             {"id": "a", "intrinsicContentSize": {"width": 100, "height": 20}},
             {"id": "c", "intrinsicContentSize": {"width": 100, "height": 20}}]},
         "constraints": ["a.width == 60 @999"]}
        """
        let direct = try Self.expectFrames(json, [
            "row": [0, 0, 200, 20], "h": [0, 0, 0, 20], "a": [0, 0, 60, 20], "c": [60, 0, 140, 20],
        ])
        // The document's 999 is above the held share (998): the direct path's certificate sees
        // that moving length from `a` to `c` pays at 999, and declines.
        #expect(!direct)
        #expect(try Self.constraints(json, family: "UISV-fill-proportionally") == [
            "UISV-fill-proportionally: a.width == 0.5 * row.width @998",
            "UISV-fill-proportionally: c.width == 0.5 * row.width @997",
        ])
    }

    /// Row 4: `a` and `b` of 100 (20 tall), spacing 10, `customSpacing` 30 after `a`, the stack
    /// 230 wide. The sum uses the stack's spacing, not the custom one: T = 100 + 100 + 10 = 210,
    /// both multipliers 100/210 (`a` at 999, `b` at 998). The chain: `a + 30 + b = 230`, so
    /// `a + b = 200`; `a`'s share at 999 holds: `a` = 230·100/210 = 2300/21 ≈ 109.5238, `b` =
    /// 200 − 2300/21 = 1900/21 ≈ 90.4762 at x 2300/21 + 30 = 2930/21 (its share broken at 998).
    /// (Before, T summed the custom spacing, 230, and both shares held at 100.)
    @Test func proportionsSumTheStacksSpacing() throws {
        let json = """
        {"root": {"id": "row", "type": "stack", "width": 230, "distribution": "fillProportionally", "spacing": 10,
           "customSpacing": {"a": 30},
           "arrangedSubviews": [
             {"id": "a", "intrinsicContentSize": {"width": 100, "height": 20}},
             {"id": "b", "intrinsicContentSize": {"width": 100, "height": 20}}]}}
        """
        let direct = try Self.expectFrames(json, [
            "row": [0, 0, 230, 20], "a": [0, 0, 2300.0 / 21, 20], "b": [2930.0 / 21, 0, 1900.0 / 21, 20],
        ])
        // The chain's spacing (30) is not the one in the sum (10): the direct path declines.
        #expect(!direct)
    }

    /// The priority floor: view `k` of a 300-view `fillProportionally` row (each 1 wide) has its
    /// share at max(999 − k, 751): 999 for the first, 751 from index 248 on; and a single view's
    /// multiplier, 1, is required.
    @Test func sharePrioritiesStopAt751AndAWholeShareIsRequired() throws {
        let views = (0..<300).map { "{\"id\": \"v\($0)\", \"intrinsicContentSize\": {\"width\": 1, \"height\": 1}}" }
        let json = """
        {"root": {"id": "row", "type": "stack", "width": 300, "distribution": "fillProportionally",
           "arrangedSubviews": [\(views.joined(separator: ","))]}}
        """
        let shares = try Self.constraints(json, family: "UISV-fill-proportionally")
        #expect(shares.count == 300)
        #expect(shares.first?.hasSuffix("@999") == true)
        #expect(shares[247].hasSuffix("@752") && shares[248].hasSuffix("@751") && shares[299].hasSuffix("@751"))
        // Laid out 450 wide: T = 300 with no spacing, so every share, 1.5, holds at once (they
        // add up to the canvas), above the views' hugging at 250: view `k` at 1.5·k, 1.5 wide.
        let stretched = json.replacingOccurrences(of: "\"width\": 300", with: "\"width\": 450")
        var expected: [String: [Double]] = ["row": [0, 0, 450, 1]]
        for k in [0, 247, 248, 299] { expected["v\(k)"] = [1.5 * Double(k), 0, 1.5, 1] }
        try Self.expectFrames(stretched, expected)
        let single = """
        {"root": {"id": "row", "type": "stack", "width": 50, "distribution": "fillProportionally",
           "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 10, "height": 10}}]}}
        """
        #expect(try Self.constraints(single, family: "UISV-fill-proportionally") == ["UISV-fill-proportionally: a.width == row.width"])
    }
}
