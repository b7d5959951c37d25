@_spi(Testing) import LayoutEngine
import Testing

/// The block strategy on small hand-made documents: what it takes (with frames derived by hand),
/// and each reason it declines, where the whole-document solver then answers.
@Suite struct BlockLayoutTests {
    /// A 300x200 root holding a vertical `fill` stack pinned to its four edges (`inset` inside
    /// them horizontally, twice that vertically), with two leaves (`a` 40 high, `b` 60 high; `b`
    /// hugs 251 vertically, so `a` alone stretches), and `decorations` (JSON views) as plain
    /// subviews of the stack, aligned `alignment` across.
    static func document(
        _ constraints: [String], decorations: [String], direction: String = "leftToRight", inset: Int = 0,
        alignment: String = "fill"
    ) throws -> LayoutDocument {
        let pins = [
            "s.top == root.top + \(2 * inset)", "s.bottom == root.bottom - \(2 * inset)", "s.leading == root.leading + \(inset)",
            "s.trailing == root.trailing - \(inset)",
        ]
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "\(alignment)", "subviews": [\(decorations.joined(separator: ","))], "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}},
                {"id": "b", "intrinsicContentSize": {"width": 50, "height": 60}, "contentHugging": {"vertical": 251}}]}]},
             "constraints": [\((pins + constraints).map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"layoutDirection": "\(direction)"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        return document
    }

    enum DocumentError: Error {
        case invalid(String)
    }

    /// The document `text` decodes to; throws ``DocumentError/invalid(_:)`` where it is invalid.
    static func decoded(_ text: String) throws -> LayoutDocument {
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        return document
    }

    /// The engine's strategy and response, and the whole-document solver's response.
    static func layOut(_ document: LayoutDocument) -> (strategy: String, response: LayoutResponse, solver: LayoutResponse) {
        var timings = LayoutTimings()
        let response = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        var reference = LayoutEngine()
        reference._directPath = false
        // Once per pass of the fixed point where safe areas depend on the frames: the slowest met.
        let strategy = timings.solverLayouts > 0 ? "solver" : timings.blockLayouts > 0 ? "blocks" : "direct"
        return (strategy, response, reference.layout(document: document))
    }

    /// The first diagnostic's conflict set and broken constraint; nil, recorded as an issue, where
    /// it is not a conflict.
    static func conflict(
        _ response: LayoutResponse, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (constraints: [String], broken: String)? {
        guard case .unsatisfiable(_, let constraints, let broken)? = response.diagnostics.first else {
            Issue.record("no conflict: \(response.diagnostics)", sourceLocation: sourceLocation)
            return nil
        }
        return (constraints, broken)
    }

    /// Expects `response` to give the whole-document solver's frames, diagnostics and counts.
    static func expectSolversAnswer(
        _ response: LayoutResponse, _ solver: LayoutResponse, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics, sourceLocation: sourceLocation)
        #expect(
            response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints,
            sourceLocation: sourceLocation)
    }

    /// Expects `document` taken by the blocks strategy, tied: the simplex's diagnostics (the first a
    /// conflict of `set`, breaking `broken`; the ambiguities `ambiguities`), its unique values equal
    /// and its tied ones optimal, and the unique frames `frames` (by view).
    /// - Returns: the response, for the tied values' own checks.
    @discardableResult
    static func expectTiedConflict(
        _ document: LayoutDocument, set: [String], broken: String, ambiguities expectedAmbiguities: [String],
        frames: [String: [Double]], sourceLocation: SourceLocation = #_sourceLocation
    ) -> LayoutResponse {
        let (strategy, response, solver) = layOut(document)
        #expect(strategy == "blocks", sourceLocation: sourceLocation)
        #expect(OptimalityCheck.differences(document, actual: response, expected: solver).isEmpty, sourceLocation: sourceLocation)
        if case .unsatisfiable(_, let found, let foundBroken)? = response.diagnostics.first {
            #expect(found == set && foundBroken == broken, sourceLocation: sourceLocation)
        } else {
            Issue.record("no conflict: \(response.diagnostics)", sourceLocation: sourceLocation)
        }
        #expect(ambiguities(response) == expectedAmbiguities, sourceLocation: sourceLocation)
        for (id, expected) in frames { #expect(frame(response, id) == expected, "\(id)", sourceLocation: sourceLocation) }
        return response
    }

    static func frame(_ response: LayoutResponse, _ id: String) -> [Double]? {
        response.frames.first { $0.id == id }.map { [$0.x, $0.y, $0.width, $0.height] }
    }

    /// The set of a cross tie broken across a `fill` stack (constraints[4], b's to the stack s):
    /// b's two alignments to a, then a's two canvas connections, in the builder's order.
    static let fillTieSet = [
        "UISV-alignment(a, b)", "UISV-alignment(a, b)", "UISV-canvas-connection(s, a)", "UISV-canvas-connection(a, s)",
        "constraints[4]",
    ]

    /// Lays `document` out expecting the blocks strategy and one conflict whose broken constraint
    /// is `broken`, with the whole-document solver's frames, diagnostics and counts: the conflict's
    /// set and the response; nil, an issue recorded, without a conflict.
    static func oneConflict(
        _ document: LayoutDocument, broken expected: String = "constraints[4]"
    ) -> (set: [String], response: LayoutResponse)? {
        let (strategy, response, solver) = layOut(document)
        #expect(strategy == "blocks")
        guard case .unsatisfiable(_, let set, let broken)? = response.diagnostics.first else {
            Issue.record("no conflict: \(response.diagnostics)")
            return nil
        }
        #expect(broken == expected && response.diagnostics.count == 1)
        BlockLayoutTests.expectSolversAnswer(response, solver)
        return (set, response)
    }

    /// Lays `document` out expecting the blocks strategy and one conflict (``oneConflict(_:broken:)``)
    /// broken at `broken` with the set `expectedSet`, and `frames` (each view's x, y, width, height).
    static func expectConflict(
        _ document: LayoutDocument, broken: String = "constraints[0]", set expectedSet: [String],
        frames: [String: [Double]], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (set, response) = try #require(oneConflict(document, broken: broken), sourceLocation: sourceLocation)
        #expect(set == expectedSet, sourceLocation: sourceLocation)
        for (id, frame) in frames {
            #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)", sourceLocation: sourceLocation)
        }
    }

    /// Lays `document` out expecting the whole-document solver (a decline) and its answer: the first
    /// diagnostic's conflict set and broken constraint, and the response; nil, an issue recorded,
    /// where it is not a conflict.
    static func solversConflict(
        _ document: LayoutDocument, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (set: [String], broken: String, response: LayoutResponse)? {
        let (strategy, response, solver) = layOut(document)
        #expect(strategy == "solver", sourceLocation: sourceLocation)
        expectSolversAnswer(response, solver, sourceLocation: sourceLocation)
        guard case .unsatisfiable(_, let set, let broken)? = response.diagnostics.first else {
            Issue.record("no conflict: \(response.diagnostics)", sourceLocation: sourceLocation)
            return nil
        }
        return (set, broken, response)
    }

    /// The `ambiguous` diagnostics of `response`, each as "view: attributes".
    static func ambiguities(_ response: LayoutResponse) -> [String] {
        response.diagnostics.compactMap { diagnostic -> String? in
            guard case .ambiguous(let view, let attributes, _) = diagnostic else { return nil }
            return "\(view): \(attributes.joined(separator: " "))"
        }
    }

    @Test func backgroundsAndSeparatorsAreBlocks() throws {
        let document = try Self.document(
            [
                "bg.leading == a.leading", "bg.trailing == a.trailing", "bg.top == a.top", "bg.height == 0.5 * a.height",
                "line.centerX == b.trailing", "line.width == 1", "line.top == b.top", "line.bottom == b.bottom",
                "badge.centerX == b.trailing", "badge.top >= b.top", "badge.top == b.top + 4 @750",
            ],
            decorations: [#"{"id": "bg"}"#, #"{"id": "line"}"#, #"{"id": "badge", "intrinsicContentSize": {"width": 20, "height": 20}}"#])
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        // The stack is 300x200; b keeps its 60 (it hugs harder), a stretches to 200 - 60 = 140.
        // Frames are relative to the superview (the stack, at the root's origin).
        #expect(Self.frame(response, "a") == [0, 0, 300, 140])
        #expect(Self.frame(response, "b") == [0, 140, 300, 60])
        // Half of a's 140, on a's top.
        #expect(Self.frame(response, "bg") == [0, 0, 300, 70])
        // Centred on b's trailing edge x = 300: 299.5; b's top and bottom.
        #expect(Self.frame(response, "line") == [299.5, 140, 1, 60])
        // 20x20 (its intrinsic size), centred on x = 300, 4 below b's top (the `>=` holds).
        #expect(Self.frame(response, "badge") == [290, 144, 20, 20])
        #expect(response.frames == solver.frames)
        #expect(response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// `badge.height == b.height` with `badge.height == 20` cannot hold at U's values as constants
    /// (b is 60 high), but it can in the whole document, where b is 20 high: the badge's required
    /// term is carried to U as `b.height == 20` (`BlockLayout+CarriedTerms.swift`, "Required
    /// terms"), and U's optimum meets it. The same frames, diagnostics and stats as the simplex's.
    @Test func aBadgesRequiredTermMovesU() throws {
        let constraints = ["badge.leading == b.leading", "badge.top == b.top", "badge.width == 20", "badge.height == b.height",
                           "badge.height == 20"]
        let (strategy, response, solver) = Self.layOut(try Self.document(constraints, decorations: [#"{"id": "badge"}"#]))
        #expect(strategy == "blocks")
        #expect(Self.frame(response, "b")?[3] == 20)
        #expect(Self.frame(response, "badge")?[3] == 20)
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// Each reason to decline: the document goes to the solver, whose answer it is.
    @Test(arguments: [
        // The badge's optional `top == b.top - 6 @750` and `b.height == badge.height @751` both
        // keep an error, and moving b would lower the second: the block might pull on U, so the
        // decomposition proves nothing.
        (["badge.centerX == b.trailing", "badge.top >= b.top", "badge.top == b.top - 6 @750", "badge.width == 20", "badge.height == 20", "b.height == badge.height @751"], false),
        // Half the root's height (200, its shorthand) against 50: a conflict whose set holds U's
        // `height(root)`, which only the whole document's solver names.
        (["badge.leading == b.leading", "badge.top == b.top", "badge.width == 20", "badge.height == 0.5 * root.height", "badge.height == 50"], true),
        // Two equal widths against a third: two minimal sets (either 20 with the 30), and which one
        // the solver names depends on its tableau, so the block does not guess.
        (["badge.leading == b.leading", "badge.top == b.top", "badge.width == 20", "badge.width == 20", "badge.width == 30", "badge.height == 20"], true),
    ])
    func declinedBlocksGoToTheSolver(constraints: [String], hasDiagnostics: Bool) throws {
        let (strategy, response, solver) = Self.layOut(try Self.document(constraints, decorations: [#"{"id": "badge"}"#]))
        #expect(strategy == "solver")
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
        #expect(response.diagnostics.isEmpty == !hasDiagnostics)
    }

    /// A conflict among one decoration's own constraints is its block's: the whole document's
    /// solver adds the required constraints in the contract's order (service constraints, then
    /// shorthands, then the document's in order) and breaks the first that cannot hold with those
    /// before it, keeping it at a priority above every optional one; the block's solver, adding its
    /// own in the same order, finds the same one and the same minimal set, which reads nothing of U.
    @Test func aConflictWithinADecorationIsItsBlocks() throws {
        // constraints[0...3] are the stack's pins, so the badge's are constraints[4...8].
        let document = try Self.document(
            ["badge.leading == b.leading", "badge.top == b.top", "badge.width == 20", "badge.width == 30", "badge.height == 20"],
            decorations: [#"{"id": "badge"}"#])
        // `badge.width == 30` (constraints[7]) is the first that cannot hold with those before it:
        // with `badge.width == 20` (constraints[6]), the only minimal set. Kept at the broken
        // priority, its error |w − 30| is least at w = 20 under the required `== 20`: 20 wide.
        // On b's leading edge (x 0) and top (140, as derived above), 20 high.
        let (set, response) = try #require(Self.oneConflict(document, broken: "constraints[7]"))
        #expect(set == ["constraints[6]", "constraints[7]"])
        #expect(Self.frame(response, "badge") == [0, 140, 20, 20])
    }

    /// A shorthand against a document constraint, and two blocks' conflicts: the shorthands are
    /// added before every document constraint, so the `>=` breaks; the conflicts are listed in the
    /// order their broken constraints are added (the document's), not the views' tree order; a
    /// value the conflict leaves free is reported ambiguous after them.
    @Test func conflictsAreListedInTheOrderOfAddition() throws {
        let document = try Self.document(
            ["first.leading == a.leading", "first.top == a.top", "first.height == 10",
             "second.leading == a.leading", "second.top == a.top", "second.width >= 24",
             "first.width == 5", "first.width == 6"],
            decorations: [#"{"id": "first"}"#, #"{"id": "second", "width": 10}"#])
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        // second: `width(second)` (its shorthand, 10) is added before `second.width >= 24`
        // (constraints[9]), which breaks: at the broken priority it is as close to 24 as the
        // shorthand lets it be, 10. Its height is free: ambiguous. first: `first.width == 6`
        // (constraints[11]) breaks against `first.width == 5` (constraints[10]), after
        // constraints[9], so second's conflict comes first though first is first in the tree.
        let conflicts = response.diagnostics.compactMap { diagnostic -> [String]? in
            guard case .unsatisfiable(_, let set, let broken) = diagnostic else { return nil }
            return set + [broken]
        }
        #expect(conflicts == [["width(second)", "constraints[9]", "constraints[9]"], ["constraints[10]", "constraints[11]", "constraints[11]"]])
        #expect(response.diagnostics.count == 3)
        if case .ambiguous(let view, let attributes, _)? = response.diagnostics.last {
            #expect(view == "second" && attributes == ["height"])
        } else {
            Issue.record("no ambiguity last: \(response.diagnostics)")
        }
        #expect(Self.frame(response, "first") == [0, 0, 5, 10])
        #expect(Self.frame(response, "second")?.prefix(3) == [0, 0, 10])
        #expect(response.diagnostics == solver.diagnostics)
        #expect(response.frames.filter { $0.id != "second" } == solver.frames.filter { $0.id != "second" })
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// A multiplier between two positions is measured, as UIKit measures it, in the coordinates of
    /// the nearest common ancestor view (here the stack, not the root): the block reads that view's
    /// position from U.
    @Test func aMultiplierBetweenPositionsIsMeasuredInTheCommonAncestor() throws {
        let document = try Self.document(
            ["badge.centerX == 0.5 * b.centerX", "badge.top == b.top", "badge.width == 20", "badge.height == 20"],
            decorations: [#"{"id": "badge"}"#], inset: 10)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        // The stack is at (10, 20), 280x160; b keeps its 60 and a takes 100, so b is at y = 100 in
        // it, 280 wide: b.centerX is 140 in the stack, the badge's centre 70, its x 70 − 10 = 60
        // (in the root's coordinates it would be 75 − 10 − 10 = 55), its top b's, 100.
        #expect(Self.frame(response, "b") == [0, 100, 280, 60])
        #expect(Self.frame(response, "badge") == [60, 100, 20, 20])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// A block that keeps an error no value of U could lower: solved after U all the same.
    @Test func anUnavoidableErrorInABlockIsKept() throws {
        // `badge.top >= b.top` is required and `badge.top == b.top - 6 @750` asks for 6 above it:
        // whatever b's top, the best is badge.top == b.top with an error of 6 at 750, so U's
        // optimum stands and the block is solved after it.
        let document = try Self.document(
            ["badge.centerX == b.trailing", "badge.top >= b.top", "badge.top == b.top - 6 @750", "badge.width == 20",
             "badge.height == 20"],
            decorations: [#"{"id": "badge"}"#])
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        // Centred on b's trailing edge x = 300 (290), on b's top (140, as derived above), 20x20.
        #expect(Self.frame(response, "badge") == [290, 140, 20, 20])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
    }

    /// A block that keeps an error only U's fixed values could lower: the root's height, a
    /// required shorthand, is 200 in every solution (and a's height, with a required size term,
    /// 100), so the error is the least the block can keep.
    @Test func anErrorOnlyAFixedValueCouldLowerIsKept() throws {
        let document = try Self.document(
            ["bg.leading == s.leading", "bg.trailing == s.trailing", "bg.top == s.top", "bg.height == 0.5 * root.height",
             "bg.height <= 80 @750"],
            decorations: [#"{"id": "bg"}"#])
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        // Half the root's 200 (required), 20 over the optional 80; the stack's full width, at its top.
        #expect(Self.frame(response, "bg") == [0, 0, 300, 100])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        // A required `a.height == 100` (a size term of U) fixes a's height as a shorthand would:
        // half of it is 50, 10 over the optional 40, kept.
        let term = try Self.document(
            ["a.height == 100", "bg.leading == s.leading", "bg.trailing == s.trailing", "bg.top == s.top",
             "bg.height == 0.5 * a.height", "bg.height <= 40 @750"],
            decorations: [#"{"id": "bg"}"#])
        let (termStrategy, termResponse, termSolver) = Self.layOut(term)
        #expect(termStrategy == "blocks")
        #expect(Self.frame(termResponse, "bg") == [0, 0, 300, 50])
        #expect(termResponse.frames == termSolver.frames && termResponse.diagnostics.isEmpty && termSolver.diagnostics.isEmpty)
    }

    /// U tied (a row whose two leaves hug alike share its stretch in any way): a block that reads
    /// only U's values that every optimum shares is solved after U, the tie reported as the
    /// simplex reports it; one whose value moves with two values the tie moves sends the document
    /// to the simplex (``aBlockOnAValueTheTieMovesFollowsIt`` takes one value).
    @Test func aTieInUIsTakenWhereNoBlockReadsIt() throws {
        func document(_ decoration: [String]) throws -> LayoutDocument {
            let constraints = [
                "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
            ] + decoration
            let text = """
                {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
                  "subviews": [{"id": "bg"}], "arrangedSubviews": [
                    {"id": "a", "intrinsicContentSize": {"width": 40, "height": 40}},
                    {"id": "b", "intrinsicContentSize": {"width": 40, "height": 40}}]}]},
                 "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
                """
            guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
                throw DocumentError.invalid(text)
            }
            return document
        }
        // The row is 300 wide: a and b (40 each, hugging 250 alike) share 220 points in any way, so
        // a's width and b's x and width vary; a's x (0) and both heights (the row's 200) do not.
        let taken = try document(["bg.leading == s.leading", "bg.trailing == s.trailing", "bg.top == s.top", "bg.height == 10"])
        let (strategy, response, solver) = Self.layOut(taken)
        #expect(strategy == "blocks")
        #expect(response.diagnostics == solver.diagnostics)
        #expect(Self.ambiguities(response) == ["a: width", "b: x width"])
        // The background reads only the row's frame, the same in every optimum: across it, 10 high.
        #expect(Self.frame(response, "bg") == [0, 0, 300, 10])
        #expect(OptimalityCheck.problems(taken, frames: response.frames).isEmpty)
        // Centred on b, as wide as a: bg.x = b.x + b.width / 2 − a.width / 2 = 40 + t + (40 + u) / 2
        // − (40 + t) / 2 = 150 at every optimum (t + u = 220), but it comes down to b's centre in
        // the row and a's width, two values that vary, whose cancelling is not shown: the simplex's.
        let declined = try document(["bg.centerX == b.centerX", "bg.width == a.width", "bg.top == s.top", "bg.height == 10"])
        let (declinedStrategy, declinedResponse, declinedSolver) = Self.layOut(declined)
        #expect(declinedStrategy == "solver")
        #expect(declinedResponse.frames == declinedSolver.frames && declinedResponse.diagnostics == declinedSolver.diagnostics)
    }

    /// A row 300 wide whose leaves `a` and `b` (40 each, hugging 250 alike) share 220 points in
    /// any way (the tie of ``aTieInUIsTakenWhereNoBlockReadsIt``); `b` holds a plain subview `bg`
    /// (a decoration) drawn by `decoration`, the frames `frames`; `rootFields` are more of the root's fields.
    static func tiedRow(_ decoration: [String], frames: String = "superview", rootFields: String = "") throws -> LayoutDocument {
        let constraints = [
            "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
        ] + decoration
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, \(rootFields) "subviews": [{"id": "s", "type": "stack",
              "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40, "height": 40}},
                {"id": "b", "intrinsicContentSize": {"width": 40, "height": 40}, "subviews": [{"id": "bg"}]}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"frames": "\(frames)"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        return document
    }

    /// Lays out ``tiedRow(_:frames:rootFields:)`` with `decoration`, a block `bg` on b whose x
    /// moves with b's (relative to b it does not) and whose width moves with b's: expects the
    /// blocks strategy, the solver's diagnostics (`bg` ambiguous accordingly) and an optimal
    /// layout, and returns b's and bg's frames.
    static func followingBlock(
        _ decoration: [String], frames: String, rootFields: String = ""
    ) throws -> (b: [Double], bg: [Double]) {
        let document = try tiedRow(decoration, frames: frames, rootFields: rootFields)
        let (strategy, response, solver) = layOut(document)
        #expect(strategy == "blocks")
        #expect(response.diagnostics == solver.diagnostics)
        let expected = frames == "absolute" ? ["a: width", "b: x width", "bg: x width"] : ["a: width", "b: x width", "bg: width"]
        #expect(ambiguities(response) == expected)
        #expect(OptimalityCheck.problems(document, frames: response.frames).isEmpty)
        return (try #require(frame(response, "b")), try #require(frame(response, "bg")))
    }

    /// A block that reads values the tie of U moves (design note, section 5, "A block on a value
    /// U's tie moves"): its required equalities determine it at every optimum of U and meet its
    /// rows there, so it pulls on nothing, and each of its values is affine in those it reads,
    /// varying exactly where it moves with one of them; relative to its superview (b, which moves)
    /// a position also counts b's x.
    @Test(arguments: ["superview", "absolute"])
    func aBlockOnAValueTheTieMovesFollowsIt(frames: String) throws {
        // The optima: a.width = 40 + t, b.x = 40 + t, b.width = 260 − t for t in [0, 220]; a.x,
        // the heights (200) and b.y unique. bg on b's leading edge, half its width, 10 high at its
        // top (the half keeps the direct path from taking it as a pinned subview): bg.x = b.x
        // (coefficient 1 on b.x), bg.width = b.width / 2 (½ on b.width), bg.y = b.y and
        // bg.height = 10 (none). Relative to b, bg.x − b.x has coefficient 0: unique.
        let (b, bg) = try Self.followingBlock(
            ["bg.leading == b.leading", "bg.width == 0.5 * b.width", "bg.top == b.top", "bg.height == 10"], frames: frames)
        // Whichever optimum U took, bg covers the leading half of b's top 10 points.
        #expect(bg == [frames == "absolute" ? b[0] : 0, 0, b[2] / 2, 10])
        // A bound on a value the tie moves (`bg.width <= 0.5 * a.width`) holds at some optima and
        // not at others (b.width > a.width at t = 0): the block might pull on U, the simplex's.
        let bounded = try Self.tiedRow(
            ["bg.leading == b.leading", "bg.width == 0.5 * b.width", "bg.top == b.top", "bg.height == 10", "bg.width <= 0.5 * a.width"],
            frames: frames)
        let (boundedStrategy, boundedResponse, boundedSolver) = Self.layOut(bounded)
        #expect(boundedStrategy == "solver")
        #expect(boundedResponse.frames == boundedSolver.frames && boundedResponse.diagnostics == boundedSolver.diagnostics)
    }

    /// A block on a value the tie moves that its required equalities do not determine (a badge
    /// held at b's corner at 750, a width only bounded below): solved once at U's optimum, it
    /// follows U where shifting its values keeps every row's value when U's move (design note,
    /// section 5, "A block on a value U's tie moves"); a row that reads a moved value and that
    /// no shift can follow (a bound on the root) leaves the document to the simplex.
    @Test(arguments: ["superview", "absolute"])
    func aBlockItsEqualitiesDoNotDetermineFollowsTheTie(frames: String) throws {
        // The optima of U: a.width = 40 + t, b.x = 40 + t, b.width = 260 − t for t in [0, 220],
        // b.y = 0. bg's rows: `bg.leading == b.leading @750` and `bg.leading >= b.leading − 100`
        // read b.x (a shift of bg.x by 1 per unit of b.x keeps both), `bg.top == b.top − 6 @750`
        // reads b.y (unique), `bg.width >= 20` and `bg.height == 10` read nothing of U. So bg.x =
        // b.x (coefficient 1 on b.x: varying in root coordinates, unique relative to b, 1 − 1 =
        // 0), bg.y = −6 in both (b is at the root's top), bg.height = 10, and bg.width ≥ 20
        // varies at any one optimum of U (nothing bounds it above).
        let decoration = [
            "bg.leading == b.leading @750", "bg.leading >= b.leading - 100", "bg.top == b.top - 6 @750",
            "bg.width >= 20", "bg.height == 10",
        ]
        let document = try Self.tiedRow(decoration, frames: frames)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        #expect(response.diagnostics == solver.diagnostics)
        let expected = frames == "absolute" ? ["a: width", "b: x width", "bg: x width"] : ["a: width", "b: x width", "bg: width"]
        #expect(Self.ambiguities(response) == expected)
        #expect(OptimalityCheck.problems(document, frames: response.frames).isEmpty)
        let b = try #require(Self.frame(response, "b"))
        let bg = try #require(Self.frame(response, "bg"))
        #expect(bg[0] == (frames == "absolute" ? b[0] : 0) && bg[1] == -6 && bg[2] >= 20 && bg[3] == 10)
        // `bg.leading <= root.leading + 100` reads nothing that moves, but bg.x follows b.x at 750
        // above it: at t > 60 the badge keeps an error U could remove by moving b (750 outweighs
        // the tie's hugging), so no shift keeps both rows: the simplex's.
        let bounded = try Self.tiedRow(decoration + ["bg.leading <= root.leading + 100"], frames: frames)
        let (boundedStrategy, boundedResponse, boundedSolver) = Self.layOut(bounded)
        #expect(boundedStrategy == "solver")
        #expect(boundedResponse.frames == boundedSolver.frames && boundedResponse.diagnostics == boundedSolver.diagnostics)
    }

    /// A block that keeps an error a unique value of U could lower is the simplex's, though it
    /// follows the tie's moves (the differential suite's seed 2970353666, document 109, reduced to
    /// nothing but itself), unless its term is carried to U (`BlockLayout+CarriedTerms.swift`).
    @Test func aBlockKeepingAnErrorUCouldLowerIsTheSimplexs() throws {
        // An `equalCentering` baseline row across the root; v5, the root's subview, inset from
        // v2's margins (8 a side) vertically and at its leading edge: v5.x = v2.x + 8 − 2 = 6,
        // v5.height = v2.height − 16 − 2 = 42 (v2.height == 60 at 750). The row's y is free (the
        // baseline row floats in 812 points): v5's y moves with v2's, which U's tie follows.
        func row(_ width: [String]) throws -> LayoutDocument {
            let constraints = ["v5.top == v2.layoutMarginsGuide.top", "v5.bottom == v2.layoutMarginsGuide.bottom - 2",
                "v5.leading == v2.layoutMarginsGuide.leading - 2", "v2.height == 60 @ 750"] + width
            let text = """
                {"root": {"id": "v1", "width": 375, "height": 812, "type": "stack", "axis": "horizontal",
                  "distribution": "equalCentering", "alignment": "firstBaseline", "spacing": 16, "subviews": [{"id": "v5"}],
                  "arrangedSubviews": [
                    {"id": "v2", "intrinsicContentSize": {"width": 31, "height": 44}, "contentHugging": {"horizontal": 250, "vertical": 249},
                     "compressionResistance": {"horizontal": 749, "vertical": 750}},
                    {"id": "v3", "intrinsicContentSize": {"width": 20, "height": 21}, "contentHugging": {"horizontal": 250, "vertical": 251},
                     "compressionResistance": {"horizontal": 751, "vertical": 750}},
                    {"id": "v4", "intrinsicContentSize": {"width": 33.33333333333333, "height": 17}, "contentHugging": {"horizontal": 252, "vertical": 249},
                     "compressionResistance": {"horizontal": 751, "vertical": 750}}]},
                 "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
                """
            guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
                throw DocumentError.invalid(text)
            }
            return document
        }
        // 0.37 of v2's width: `v5.width == 0.37 * v2.width`, so `v5.width == 12 @999` is met only
        // with v2.width = 12 / 0.37, where U alone keeps v2 at its intrinsic 31 (resistance 749,
        // hugging 250, far below): the block at U's optimum keeps 12 − 0.37·31 at 999, which v2
        // could remove by growing, and the whole document's optimum has v2.width = 12 / 0.37 and
        // v5.width = 12. A scale of no small fraction is not carried: the simplex's.
        let (strategy, response, solver) = Self.layOut(try row(["v5.width == 0.37 * v2.width", "v5.width == 12 @ 999"]))
        #expect(strategy == "solver")
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
        let v2 = try #require(Self.frame(response, "v2"))
        let v5 = try #require(Self.frame(response, "v5"))
        #expect(abs(v2[2] - 12 / 0.37) < 1e-9 && v2[3] == 60)
        #expect(v5[0] == 6 && abs(v5[2] - 12) < 1e-9 && v5[3] == 42)
        #expect(Self.ambiguities(response) == ["v5: y", "v2: y", "v3: y", "v4: y"])
        // A term carried to U: the blocks strategy, one of the whole document's optima (the row's
        // y as free as above: the engine's floating row at its greatest baseline, the simplex's
        // elsewhere), with the same diagnostics; v2 and v5 `widths` wide.
        func expectCarried(_ width: [String], widths: (v2: Double, v5: Double)) throws {
            let document = try row(width)
            let (strategy, response, solver) = Self.layOut(document)
            #expect(strategy == "blocks")
            #expect(response.diagnostics == solver.diagnostics)
            #expect(OptimalityCheck.differences(document, actual: response, expected: solver).isEmpty)
            let v2 = try #require(Self.frame(response, "v2"))
            let v5 = try #require(Self.frame(response, "v5"))
            #expect(v2[0] == 0 && v2[2] == widths.v2 && v2[3] == 60)
            #expect(v5[0] == 6 && v5[2] == widths.v5 && v5[3] == 42)
            #expect(Self.ambiguities(response) == ["v5: y", "v2: y", "v3: y", "v4: y"])
        }
        // Half of v2's width: the term is carried to U as `v2.width == 24 @999` of weight ½
        // (`½·|v2.width − 24|`), which U weighs above the resistance (749): v2 24 wide, v5 12.
        try expectCarried(["v5.width == 0.5 * v2.width", "v5.width == 12 @ 999"], widths: (24, 12))
        // Inset at both edges, `v5.width = v2.width − 16 + 4 = v2.width − 12`: `v5.width == 24
        // @999` is carried to U as `v2.width == 36 @999`, which U weighs (v2 36 wide, v5 24).
        try expectCarried(["v5.trailing == v2.layoutMarginsGuide.trailing + 2", "v5.width == 24 @ 999"], widths: (36, 24))
    }

    /// A block that reads the margins guide of a view the tie moves: with no safe area, no
    /// preserved margins and no view controller root, every guide is its view's frame inset by
    /// constants (the default margins, 8 a side), so the block follows U as on the frame itself
    /// (``aBlockOnAValueTheTieMovesFollowsIt(frames:)``). So does it under a root safe area only
    /// on top and bottom: a view's safe inset on an edge is at most its superview's, so at most
    /// the root's, none on the left and right, and b's margins along x stay 8 a side whatever the
    /// frames (``SafeAreaInputs/guidesMayChange(of:axis:in:)``). With a safe area on the root's
    /// left, b's leading margin may follow the frames chosen (the fixed point settles it), and it
    /// is the simplex's.
    @Test(arguments: ["superview", "absolute"])
    func aBlockOnAMovingViewsMarginsFollowsIt(frames: String) throws {
        // The optima as above: b.x = 40 + t, b.width = 260 − t for t in [0, 220]. bg on b's
        // leading margin (8), half the margins' width, 10 high at b's top (the half keeps the
        // direct path from taking it as a pinned subview): bg.x = b.x + 8 (coefficient 1 on b.x),
        // bg.width = (b.width − 16) / 2 (½ on b.width); relative to b, bg.x − b.x = 8 (none).
        let decoration = [
            "bg.leading == b.layoutMarginsGuide.leading", "bg.width == 0.5 * b.layoutMarginsGuide.width",
            "bg.top == b.top", "bg.height == 10",
        ]
        let (b, bg) = try Self.followingBlock(decoration, frames: frames)
        #expect(bg == [(frames == "absolute" ? b[0] : 0) + 8, 0, (b[2] - 16) / 2, 10])
        // The root's safe area 20 on top and 10 at the bottom: b (200 high, at y 0) gets those
        // insets on top and bottom (its top and bottom margins 28 and 18, which bg does not read),
        // none on the left and right, so bg is as above on whichever optimum U took.
        let (topB, topBg) = try Self.followingBlock(
            decoration, frames: frames, rootFields: #""safeAreaInsets": {"top": 20, "left": 0, "bottom": 10, "right": 0},"#)
        #expect(topBg == [(frames == "absolute" ? topB[0] : 0) + 8, 0, (topB[2] - 16) / 2, 10])
        // The root's safe area 60 on the left: b.x = 40 + t reaches into it while t < 20, its left
        // safe inset 20 − t and its leading margin 28 − t there, which the fixed point settles on
        // the optimum taken: declined.
        let safe = try Self.tiedRow(
            decoration, frames: frames, rootFields: #""safeAreaInsets": {"top": 0, "left": 60, "bottom": 0, "right": 0},"#)
        let (safeStrategy, safeResponse, safeSolver) = Self.layOut(safe)
        #expect(safeStrategy == "solver")
        #expect(safeResponse.frames == safeSolver.frames && safeResponse.diagnostics == safeSolver.diagnostics)
    }

    /// A subview pinned to the margins of a view the tie moves is the direct path's: its frame
    /// follows b's. Under a root safe area that b may reach (60 on the left: b.x = 40 + t for t in
    /// [0, 220], so b's left safe inset is 20 − t while t < 20), b's margins are inset from its
    /// safe area, which the fixed point settles on the frames taken: another optimum than the
    /// simplex's would settle other margins, and so other frames for bg, some of them unique.
    /// The layout is then the simplex's (``SafeAreaInputs/guidesMayMove(with:in:frames:spread:)``).
    @Test func aTieMovingAGuideThatFollowsTheFramesIsTheSimplexs() throws {
        let pins = [
            "bg.leading == b.layoutMarginsGuide.leading", "bg.trailing == b.layoutMarginsGuide.trailing",
            "bg.top == b.layoutMarginsGuide.top", "bg.bottom == b.layoutMarginsGuide.bottom",
        ]
        let free = try Self.tiedRow(pins)
        let (strategy, response, solver) = Self.layOut(free)
        #expect(strategy == "direct")
        #expect(response.diagnostics == solver.diagnostics)
        // b is 200 high (the row's), its width 260 − t; bg is b inset by the default margins, 8 a side.
        let b = try #require(Self.frame(response, "b"))
        #expect(Self.frame(response, "bg") == [8, 8, b[2] - 16, 184])
        let safe = try Self.tiedRow(pins, rootFields: #""safeAreaInsets": {"left": 60},"#)
        let (safeStrategy, safeResponse, safeSolver) = Self.layOut(safe)
        #expect(safeStrategy == "solver")
        #expect(safeResponse.frames == safeSolver.frames && safeResponse.diagnostics == safeSolver.diagnostics)
    }

    /// A tie that moves a watched view only along an axis on which the root has no safe area
    /// leaves its guides alike at every optimum (a view's safe inset on an edge is at most the
    /// root's, ``SafeAreaInputs/guidesMayMove(with:in:frames:spread:)``): the direct path's layout stands,
    /// its fixed point settling b's top and bottom margins from b's unique y and height.
    @Test func aTieAlongAnAxisWithoutSafeInsetsLeavesTheGuidesFixed() throws {
        let pins = [
            "bg.leading == b.layoutMarginsGuide.leading", "bg.trailing == b.layoutMarginsGuide.trailing",
            "bg.top == b.layoutMarginsGuide.top", "bg.bottom == b.layoutMarginsGuide.bottom",
        ]
        let document = try Self.tiedRow(pins, rootFields: #""safeAreaInsets": {"top": 20, "bottom": 10},"#)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "direct")
        #expect(response.diagnostics == solver.diagnostics)
        // Optimal for the document with the margins its fixed point settled on.
        var reference = LayoutEngine()
        reference._directPath = false
        let settled = try #require(reference._settledDocument(for: document))
        #expect(OptimalityCheck.problems(settled, frames: response.frames).isEmpty)
        // b is at y 0, 200 high (the row's, unique), its x and width tied: its safe area is the
        // root's 20 on top and 10 at the bottom, none on the sides, so its margins are 8 + 20 on
        // top, 8 + 10 at the bottom and 8 a side, and bg (relative to b) is b inset by them.
        let b = try #require(Self.frame(response, "b"))
        #expect(b[1] == 0 && b[3] == 200)
        #expect(Self.frame(response, "bg") == [8, 28, b[2] - 16, 200 - 28 - 18])
    }

    /// A constraint between two views of U that U does not take is a block without views: U is
    /// solved without it, and where U's optimum meets it (an optimum of fewer constraints that
    /// meets them all is an optimum of all, the only one when it is U's only one) the layout is
    /// U's; where it does not, the whole document goes to the simplex.
    @Test func aConstraintBetweenViewsOfUIsCheckedAtUsOptimum() throws {
        // Without it a is 140 high and b 60 (b hugs harder): `a.height >= b.height` holds there.
        let met = try Self.document(["a.height >= b.height"], decorations: [])
        let (strategy, response, solver) = Self.layOut(met)
        #expect(strategy == "blocks")
        #expect(Self.frame(response, "a") == [0, 0, 300, 140])
        #expect(Self.frame(response, "b") == [0, 140, 300, 60])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        // `b.height >= a.height` does not hold there (60 < 140): the simplex, whose answer makes
        // them equal (100 each, a's resistance and b's hugging kept).
        let unmet = try Self.document(["b.height >= a.height"], decorations: [])
        let (unmetStrategy, unmetResponse, unmetSolver) = Self.layOut(unmet)
        #expect(unmetStrategy == "solver")
        #expect(Self.frame(unmetResponse, "b") == [0, 100, 300, 100])
        #expect(unmetResponse.frames == unmetSolver.frames)
    }

    /// An optional constraint between two views of U that U's optimum misses is the simplex's,
    /// even where the whole document's optimum is unique: U solved without it settles a value the
    /// constraint pulls on at a higher priority (the largest class, 48 of the 209 documents
    /// without diagnostics that the differential suite still sends to the simplex; design note,
    /// section 5, "What still goes to the simplex").
    @Test func anOptionalConstraintBetweenViewsOfUThatUsOptimumMissesIsTheSimplexs() throws {
        func column(_ constraint: String) throws -> LayoutDocument {
            let text = """
                {"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "leading", "width": 375,
                  "arrangedSubviews": [{"id": "v", "intrinsicContentSize": {"height": 21}}]},
                 "constraints": ["\(constraint)"]}
                """
            guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
                throw DocumentError.invalid(text)
            }
            return document
        }
        // U alone: v has no intrinsic width, so only the leading alignment's ambiguity suppression
        // (`v.width == 0 @25`) and spanning fit (51) pull on its width, toward 0; `v.width <=
        // s.width @750` holds there (0 <= 375).
        // Heights: v's 21 held by its hugging (250) and resistance (750) against the root's
        // fitting pull (50), the `fill` column as tall as its one view.
        let (metStrategy, met, metSolver) = Self.layOut(try column("v.width <= s.width @ 750"))
        #expect(metStrategy == "blocks")
        #expect(Self.frame(met, "v") == [0, 0, 0, 21])
        #expect(Self.frame(met, "s") == [0, 0, 375, 21])
        #expect(met.frames == metSolver.frames && met.diagnostics.isEmpty && metSolver.diagnostics.isEmpty)
        #expect(met.stats.variables == metSolver.stats.variables && met.stats.constraints == metSolver.stats.constraints)
        // `v.width >= s.width @750` misses by 375 there; the whole document's optimum gives up the
        // pulls at 25 and 51 for it (750): v 375 wide, one optimum (no diagnostics), the simplex's.
        // U takes it as the size term `v.width >= 375 @750` (the root's width given: design note,
        // section 5, *A length relative to the root's*). (The tie `v.width == s.width @750` is U's
        // own: `OptionalCrossTieTests`.)
        let (strategy, response, solver) = Self.layOut(try column("v.width >= s.width @ 750"))
        #expect(strategy == "blocks")
        #expect(Self.frame(response, "v") == [0, 0, 375, 21])
        #expect(Self.frame(response, "s") == [0, 0, 375, 21])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
    }

    /// A row 300 wide, `fill`: `l`, a 40-point `mid` (hugging 251 along the row), `r` and, with
    /// `third`, a third free leaf `t`; every leaf 20 high, the row's height fitted.
    static func spacerRow(_ constraints: [String], third: Bool = false, direction: String = "leftToRight") throws -> LayoutDocument {
        let t = third ? #", {"id": "t"}"# : ""
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 300, "arrangedSubviews": [
              {"id": "l", "intrinsicContentSize": {"height": 20}},
              {"id": "mid", "intrinsicContentSize": {"width": 40, "height": 20}, "contentHugging": {"horizontal": 251}},
              {"id": "r", "intrinsicContentSize": {"height": 20}}\(t)]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"layoutDirection": "\(direction)"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        return document
    }

    /// Two free leaves of equal width in a `fill` row: without the equality they share the row's
    /// stretch in any way (a tie); with it, the one optimum left is the even share.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func equalFreeSiblingsCutTheirTie(direction: String) throws {
        let document = try Self.spacerRow(["l.width == r.width"], direction: direction)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        // 300 − 40 = 260 shared by l and r: 130 each; mid keeps its 40 (it hugs at 251, they cost
        // nothing). Left to right l, mid, r at x = 0, 130, 170; right to left r, mid, l.
        let rightToLeft = direction == "rightToLeft"
        #expect(Self.frame(response, "l") == [rightToLeft ? 170 : 0, 0, 130, 20])
        #expect(Self.frame(response, "mid") == [130, 0, 40, 20])
        #expect(Self.frame(response, "r") == [rightToLeft ? 0 : 170, 0, 130, 20])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        // With a third free leaf the equality leaves a tie (t against l and r): the simplex.
        let (thirdStrategy, thirdResponse, thirdSolver) = Self.layOut(try Self.spacerRow(["l.width == r.width"], third: true, direction: direction))
        #expect(thirdStrategy == "solver")
        #expect(thirdResponse.diagnostics == thirdSolver.diagnostics && !thirdSolver.diagnostics.isEmpty)
    }

    /// A row 300 wide, `fill`, spacing 8: `a` (40 wide, hugging `aHugging` along the row), `b`
    /// (`bWidth` wide, or free) and `c` (50 wide, hugging `cHugging`); every leaf 20 high, the
    /// row's height fitted.
    static func pairRow(
        _ constraints: [String], aHugging: Int, bWidth: Int?, cHugging: Int, direction: String = "leftToRight"
    ) throws -> LayoutDocument {
        let b = bWidth.map { #""width": \#($0), "# } ?? ""
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "spacing": 8, "width": 300, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}, "contentHugging": {"horizontal": \(aHugging)}},
              {"id": "b", "intrinsicContentSize": {\(b)"height": 20}},
              {"id": "c", "intrinsicContentSize": {"width": 50, "height": 20}, "contentHugging": {"horizontal": \(cHugging)}}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))], "options": {"layoutDirection": "\(direction)"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        return document
    }

    /// A required `a.width >= b.width` that U's optimum misses, between adjacent views of the
    /// root's `fill` row: every optimum of the whole lies on `a.width == b.width` (design note,
    /// section 5, "A required `>=` between two views of U"), which U solves with the pair as one
    /// child of the row, costed `f_a(w) + f_b(w)`.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aRequiredRelationThatUsOptimumMissesIsTakenAsAnEquality(direction: String) throws {
        // U alone: b is free, so it takes the row's stretch: a 40, c 50, b 300 − 16 − 90 = 194,
        // one optimum, and `a.width >= b.width` misses it (40 < 194). With a and b both w wide,
        // 2w + c + 16 = 300: widening a costs its hugging (251) 1 a point, shrinking c below 50
        // its resistance (750), widening c only its hugging (250): c takes the stretch, w = 40,
        // c = 300 − 16 − 80 = 204. Left to right a, b, c at x = 0, 48, 96; right to left mirrored.
        let document = try Self.pairRow(["a.width >= b.width"], aHugging: 251, bWidth: nil, cHugging: 250, direction: direction)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        let rightToLeft = direction == "rightToLeft"
        #expect(Self.frame(response, "a") == [rightToLeft ? 260 : 0, 0, 40, 20])
        #expect(Self.frame(response, "b") == [rightToLeft ? 212 : 48, 0, 40, 20])
        #expect(Self.frame(response, "c") == [rightToLeft ? 0 : 96, 0, 204, 20])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        // The relation counted once, as the builders count it.
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        // b 100 wide (hugging 250, resistance 750), a hugging 252, c 251: U alone gives a 40,
        // c 50 and b, the cheapest to widen, 194; `b.width <= a.width` misses (194 > 40). With
        // both w wide, the resistances (750) keep w >= 100 (b) and c = 284 − 2w >= 50 (w <= 117);
        // a's hugging (252) then narrows w to 100, c 84 (its hugging, 251, broken by 34).
        let (heldStrategy, held, heldSolver) = Self.layOut(
            try Self.pairRow(["b.width <= a.width"], aHugging: 252, bWidth: 100, cHugging: 251, direction: direction))
        #expect(heldStrategy == "blocks")
        #expect(Self.frame(held, "a") == [rightToLeft ? 200 : 0, 0, 100, 20])
        #expect(Self.frame(held, "b") == [rightToLeft ? 92 : 108, 0, 100, 20])
        #expect(Self.frame(held, "c") == [rightToLeft ? 0 : 216, 0, 84, 20])
        #expect(held.frames == heldSolver.frames && held.diagnostics.isEmpty && heldSolver.diagnostics.isEmpty)
        #expect(held.stats.variables == heldSolver.stats.variables && held.stats.constraints == heldSolver.stats.constraints)
    }

    /// A row 300 wide and 100 high, spacing 8, its views aligned `alignment` across: `a` (40 by
    /// 20), `b` (50 by 60) and `c` (50 by 30, hugging 249 along the row, so that it takes the
    /// row's stretch alone).
    static func alignedRow(
        _ constraints: [String], alignment: String, hiddenAt: Int? = nil, hiddenHeight: Int = 150
    ) throws -> LayoutDocument {
        var arranged = [
            #"{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}"#,
            #"{"id": "b", "intrinsicContentSize": {"width": 50, "height": 60}}"#,
            #"{"id": "c", "intrinsicContentSize": {"width": 50, "height": 30}, "contentHugging": {"horizontal": 249}}"#,
        ]
        if let hiddenAt {
            arranged.insert(#"{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 70, "height": \#(hiddenHeight)}}"#, at: hiddenAt)
        }
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "alignment": "\(alignment)", "spacing": 8,
              "width": 300, "height": 100, "arrangedSubviews": [\(arranged.joined(separator: ",\n"))]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        return document
    }

    /// The same relation across an aligned stack: U alone gives `a` 20 high and `b` 60, each at
    /// its intrinsic height within the canvas, 100, and `a.height >= b.height` misses. With both
    /// `w` high, each clipped by the canvas and pulled toward 0 at 25: between 20 and 60 widening
    /// `w` costs `a`'s hugging (250) and saves `b`'s resistance (750), above 60 both huggings
    /// cost: w = 60. Along the row a 40 at x = 0, b 50 at 48, c 300 − 16 − 90 = 194 at 106 (its
    /// hugging, 249, the lowest); across c is 30. Top-aligned every y is 0; centred, a and b at
    /// (100 − 60) / 2 = 20, c at 35.
    @Test(arguments: [("leading", 0.0, 0.0), ("center", 20.0, 35.0)])
    func aRequiredRelationAcrossAnAlignedStackIsTakenAsAnEquality(alignment: String, pairY: Double, cY: Double) throws {
        let (strategy, response, solver) = Self.layOut(try Self.alignedRow(["a.height >= b.height"], alignment: alignment))
        #expect(strategy == "blocks")
        #expect(Self.frame(response, "a") == [0, pairY, 40, 60])
        #expect(Self.frame(response, "b") == [48, pairY, 50, 60])
        #expect(Self.frame(response, "c") == [106, cY, 194, 30])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        // Declined: `a` and `c` are not adjacent; the relation misses U's optimum (20 < 30), and
        // the simplex makes them equal.
        let (apartStrategy, apart, apartSolver) = Self.layOut(try Self.alignedRow(["a.height >= c.height"], alignment: alignment))
        #expect(apartStrategy == "solver")
        #expect(apart.frames == apartSolver.frames)
        #expect(Self.frame(apart, "a")?[3] == Self.frame(apart, "c")?[3])
    }

    /// An optional `a.height >= b.height @p` across the aligned row, which U alone misses (a 20
    /// high, b 60): U composes it in the pair's clip (design note, section 5, "An optional `>=`
    /// between two views of U"). Both are at most the canvas (100), pulled toward 0 at 25, each
    /// with its resistance (750) below and its hugging (250) above its intrinsic height. At 500
    /// the relation outranks a's hugging: at 750 a ≥ 20 and b ≥ 60 cost nothing; at 500 a ≥ b
    /// then costs nothing either; at 250 the huggings' (a − 20) + (b − 60) is least at b = 60,
    /// a = 60 (40). At 249, under a's hugging, the huggings are met first (a 20, b 60), and
    /// nothing lowers the relation's 40 without raising a's hugging or breaking b's resistance:
    /// a stays 20, the relation keeps its error. Along the row as in the required case: a 40 at
    /// x = 0, b 50 at 48, c 194 at 106, 30 high; top-aligned every y is 0, centred each view's
    /// is (100 − height) / 2.
    @Test(arguments: [("leading", 500.0, 60.0), ("center", 500.0, 60.0), ("leading", 249.0, 20.0), ("center", 249.0, 20.0)])
    func anOptionalRelationAcrossAnAlignedStackIsComposedInUsClip(alignment: String, priority: Double, aHeight: Double) throws {
        let document = try Self.alignedRow(["a.height >= b.height @ \(Int(priority))"], alignment: alignment)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        let centred = alignment == "center"
        #expect(Self.frame(response, "a") == [0, centred ? (100 - aHeight) / 2 : 0, 40, aHeight])
        #expect(Self.frame(response, "b") == [48, centred ? 20 : 0, 50, 60])
        #expect(Self.frame(response, "c") == [106, centred ? 35 : 0, 194, 30])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        // The relation counted once, with U's constraints.
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// The same relation with a hidden arranged view `h` (150 high, past the canvas) in the row,
    /// after `c` or first: across, `h` lies outside the spanner at its own least-cost size, a
    /// constant that reads nothing of `a` or `b`, so the pair's clip is as without it (design
    /// note, section 5, "An optional `>=` between two views of U"). Along the row `h` is 0 wide
    /// and the spacing beside it collapses, so `a`, `b` and `c` are placed as without it: heights
    /// as in the case above (60 at 500 above a's hugging, 20 at 249 below it), a 40 at x = 0, b 50
    /// at 48, c 194 at 106; top-aligned every y is 0. `h`'s frame is compared with the simplex.
    @Test(arguments: [(3, 500.0, 60.0), (0, 500.0, 60.0), (3, 249.0, 20.0)])
    func anOptionalRelationAcrossAStackWithAHiddenViewIsComposedInUsClip(hiddenAt: Int, priority: Double, aHeight: Double) throws {
        let document = try Self.alignedRow(["a.height >= b.height @ \(Int(priority))"], alignment: "leading", hiddenAt: hiddenAt)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        #expect(Self.frame(response, "a") == [0, 0, 40, aHeight])
        #expect(Self.frame(response, "b") == [48, 0, 50, 60])
        #expect(Self.frame(response, "c") == [106, 0, 194, 30])
        #expect(Self.frame(response, "h")?[2] == 0)
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// A hidden view as the relation's greater side, `h.height >= a.height @p` with `h` (10 high)
    /// first: held at most `a`'s length, it is bounded by the canvas through `a` (design note,
    /// section 5, "An optional `>=` between two views of U"). Each at its resistance (750) below
    /// and hugging (250) above its intrinsic height, pulled toward 0 at 25. At 500 the relation
    /// outranks the huggings: with h ≥ a ≥ 20 the huggings' (h − 10) + (a − 20) is least at
    /// h = a = 20. At 249 the huggings come first: h 10, a 20, the relation keeping its error.
    /// `a`, `b` and `c` are placed as without `h` (0 wide, the spacing beside it collapsed):
    /// a 40 at x = 0, b 50 at 48 (60 high), c 194 at 106 (30 high), top-aligned at y = 0.
    @Test(arguments: [(500.0, 20.0), (249.0, 10.0)])
    func anOptionalRelationWithAHiddenGreaterSideIsComposedInUsClip(priority: Double, hHeight: Double) throws {
        let document = try Self.alignedRow(
            ["h.height >= a.height @ \(Int(priority))"], alignment: "leading", hiddenAt: 0, hiddenHeight: 10)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        #expect(Self.frame(response, "h")?[2] == 0 && Self.frame(response, "h")?[3] == hHeight)
        #expect(Self.frame(response, "a") == [0, 0, 40, 20])
        #expect(Self.frame(response, "b") == [48, 0, 50, 60])
        #expect(Self.frame(response, "c") == [106, 0, 194, 30])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// A hidden view as the relation's lesser side, or between its two views, declines: the
    /// lesser is not bounded by the canvas (the pair is no one clip by it), and two views apart in
    /// the arrangement are no pair: `a.height >= h.height @500` with `h` second, and
    /// `a.height >= b.height @500` with `h` between them, where the simplex raises `a` to `b`'s
    /// 60 as in the adjacent case (the relation above a's hugging).
    @Test func anOptionalRelationWithAHiddenViewInOrBetweenItsPairGoesToTheSolver() throws {
        let (hiddenStrategy, hidden, hiddenSolver) = Self.layOut(
            try Self.alignedRow(["a.height >= h.height @ 500"], alignment: "leading", hiddenAt: 1))
        #expect(hiddenStrategy == "solver")
        #expect(hidden.frames == hiddenSolver.frames)
        let (betweenStrategy, between, betweenSolver) = Self.layOut(
            try Self.alignedRow(["a.height >= b.height @ 500"], alignment: "leading", hiddenAt: 1))
        #expect(betweenStrategy == "solver")
        #expect(between.frames == betweenSolver.frames)
        #expect(Self.frame(between, "a")?[3] == 60)
    }

    /// An optional `a.height >= l.height @p` whose lesser side `l` a required tie holds at the
    /// canvas (`l.height == row.height`, 100): hidden (`h`, second, its own 150 overridden by the
    /// tie) or visible (`b`). The relation's error is then `p·(100 − a)⁺`, `a`'s optional tie to
    /// the canvas (design note, section 5, "A lesser side held at the canvas"). `a` is at most
    /// the canvas, with its resistance (750) below and hugging (250) above its intrinsic 20, and
    /// pulled toward 0 at 25. At 500 the relation outranks the hugging: a = 100 (the hugging's
    /// 80 at 250). At 249 the hugging comes first: a stays 20 and the relation keeps its 80. At
    /// 250 the two cost 80 together for any a from 20 to 100, and the pull at 25 keeps a at 20.
    /// Along the row, a hidden view is 0 wide and the spacing beside it collapses: a 40 at x = 0,
    /// b 50 at 48, c 300 − 16 − 90 = 194 at 106; across, b 60 unless tied (100), c 30, the
    /// tied lesser 100. Top-aligned every y is 0; centred, `a` at (100 − a) / 2, b at 20, c at 35.
    @Test(arguments: [
        ("h", "leading", 500.0, 100.0), ("h", "leading", 249.0, 20.0), ("h", "leading", 250.0, 20.0),
        ("b", "leading", 500.0, 100.0), ("b", "center", 249.0, 20.0),
    ])
    func anOptionalRelationWhoseLesserSideIsHeldAtTheCanvasIsTheGreatersTie(
        lesser: String, alignment: String, priority: Double, aHeight: Double
    ) throws {
        let document = try Self.alignedRow(
            ["a.height >= \(lesser).height @ \(Int(priority))", "\(lesser).height == row.height"], alignment: alignment,
            hiddenAt: lesser == "h" ? 1 : nil)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        let centred = alignment == "center"
        let bHeight = lesser == "b" ? 100.0 : 60
        #expect(Self.frame(response, "a") == [0, centred ? (100 - aHeight) / 2 : 0, 40, aHeight])
        #expect(Self.frame(response, "b") == [48, centred ? (100 - bHeight) / 2 : 0, 50, bHeight])
        #expect(Self.frame(response, "c") == [106, centred ? 35 : 0, 194, 30])
        if lesser == "h" { #expect(Self.frame(response, "h")?[2] == 0 && Self.frame(response, "h")?[3] == 100) }
        Self.expectSolversAnswer(response, solver)
        #expect(response.diagnostics.isEmpty)
    }

    /// The lesser side held at the canvas declines where the greater is not bounded by the
    /// canvas or the lesser is held elsewhere: `h.height >= b.height @500` with `h` hidden first
    /// (10 high) and `b.height == row.height` (the hidden greater's error `p·(100 − h)⁺` is no tie
    /// of a view at most the canvas: the simplex raises `h` to 100); and `a.height >= h.height
    /// @500` with `h.height == row.height - 10`, the hidden lesser at 90, not the canvas (its
    /// error `p·(90 − a)⁺` is no tie to the canvas, and a hidden lesser bounds no merged clip):
    /// the simplex raises `a` to 90.
    @Test func anOptionalRelationWhoseLesserSideIsHeldElsewhereGoesToTheSolver() throws {
        let (greaterStrategy, greater, greaterSolver) = Self.layOut(
            try Self.alignedRow(
                ["h.height >= b.height @ 500", "b.height == row.height"], alignment: "leading", hiddenAt: 0, hiddenHeight: 10))
        #expect(greaterStrategy == "solver")
        #expect(greater.frames == greaterSolver.frames)
        #expect(Self.frame(greater, "h")?[3] == 100)
        let (shortStrategy, short, shortSolver) = Self.layOut(
            try Self.alignedRow(["a.height >= h.height @ 500", "h.height == row.height - 10"], alignment: "leading", hiddenAt: 1))
        #expect(shortStrategy == "solver")
        #expect(short.frames == shortSolver.frames)
        #expect(Self.frame(short, "a")?[3] == 90)
    }

    /// Where U does not compose an optional relation it misses, the document is the simplex's:
    /// `a` and `c` not adjacent across the row (a 20 < c 30; at 500 the simplex raises a to 30),
    /// or an optional relation along a `fill` row (its pair is not one clip by a canvas).
    @Test func anOptionalRelationUDoesNotComposeGoesToTheSolver() throws {
        let (apartStrategy, apart, apartSolver) = Self.layOut(try Self.alignedRow(["a.height >= c.height @ 500"], alignment: "leading"))
        #expect(apartStrategy == "solver")
        #expect(apart.frames == apartSolver.frames)
        #expect(Self.frame(apart, "a")?[3] == 30 && Self.frame(apart, "c")?[3] == 30)
        let (alongStrategy, along, alongSolver) = Self.layOut(
            try Self.pairRow(["a.width >= b.width @ 500"], aHugging: 251, bWidth: nil, cHugging: 250))
        #expect(alongStrategy == "solver")
        #expect(along.frames == alongSolver.frames)
    }

    /// A 300 × 44 `fill` row without spacing of a hidden `h` (40 wide by its content), `a` (100
    /// wide, hugging 250) and `b` (50 wide, hugging 251), with `constraints`.
    static func hiddenRow(_ constraints: [String]) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 300, "height": 44, "arrangedSubviews": [
              {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20}},
              {"id": "a", "intrinsicContentSize": {"width": 100, "height": 20}},
              {"id": "b", "intrinsicContentSize": {"width": 50, "height": 20}, "contentHugging": {"horizontal": 251}}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        return document
    }

    /// An optional relation to a hidden arranged view's length along its stack (0 by its
    /// `UISV-hiding`) is its other side's size term, taken by U.
    @Test func anOptionalRelationToAHiddenLengthIsASizeTerm() throws {
        // `h.width >= a.width @760` (hidden first) and `a.width <= h.width @760` (second) are
        // both `a.width <= 0 @760`. By level: at 760 `a ≤ 0`; at 750 a's resistance
        // `(100 − a)⁺` is least at the largest such `a`, 0; b is the rest, 300, above its 50
        // (its resistance met; its hugging's 250 at 251 is the least left). `h` is 0 wide,
        // first, so a and b start at 0; the `fill` alignment makes every height the row's 44.
        for relation in ["h.width >= a.width @ 760", "a.width <= h.width @ 760"] {
            let (strategy, response, solver) = Self.layOut(try Self.hiddenRow([relation]))
            #expect(strategy == "blocks")
            #expect(Self.frame(response, "a") == [0, 0, 0, 44])
            #expect(Self.frame(response, "b") == [0, 0, 300, 44])
            #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
            #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        }
        // `a.width <= h.width + 120 @760` is `a.width <= 120 @760`: no resistance is broken at
        // 120 (a ≥ 100, b = 180 ≥ 50), and b's hugging at 251, above a's at 250, keeps b the
        // least it can, so a takes all it may, 120, and b 180.
        let (strategy, response, solver) = Self.layOut(try Self.hiddenRow(["a.width <= h.width + 120 @ 760"]))
        #expect(strategy == "blocks")
        #expect(Self.frame(response, "a") == [0, 0, 120, 44])
        #expect(Self.frame(response, "b") == [120, 0, 180, 44])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
    }

    /// A required relation to a hidden length (whose `UISV-hiding` a conflict might break), and a
    /// hidden first side with multiplier 2 (its error twice the bound's), are not size terms:
    /// the simplex's. Both keep `a ≤ 0` (`0 ≥ a`, `0 ≥ 2a`), so a is 0 by its resistance and b 300.
    @Test func aRelationToAHiddenLengthThatIsNoSizeTermGoesToTheSolver() throws {
        for relation in ["h.width >= a.width", "h.width >= 2 * a.width @ 760"] {
            let (strategy, response, solver) = Self.layOut(try Self.hiddenRow([relation]))
            #expect(strategy == "solver")
            #expect(response.frames == solver.frames)
            #expect(Self.frame(response, "a") == [0, 0, 0, 44])
            #expect(Self.frame(response, "b") == [0, 0, 300, 44])
        }
    }

    /// Where U cannot take the relation as an equality, or the equality leaves a tie, the
    /// document is the simplex's.
    @Test func aRequiredRelationThatUsOptimumMissesOtherwiseGoesToTheSolver() throws {
        // b free, a hugging 250 and `a.width <= 40 @250`, c hugging 250: U alone gives a 40, c 50
        // and b (free) 194, one optimum the relation misses. With both w wide, between the
        // resistances' w >= 40 (a) and w <= 117 (c = 284 − 2w >= 50), the errors at 250, a's
        // 2(w − 40) and c's 234 − 2w, sum to 154 for every w: a tie, which the merged child's
        // series does not walk.
        let (tiedStrategy, tied, tiedSolver) = Self.layOut(
            try Self.pairRow(["a.width >= b.width", "a.width <= 40 @ 250"], aHugging: 250, bWidth: nil, cHugging: 250))
        #expect(tiedStrategy == "solver")
        #expect(tied.diagnostics == tiedSolver.diagnostics && !tiedSolver.diagnostics.isEmpty)
        // a and c are not adjacent (b between them): not one child of the row.
        let (apartStrategy, apart, apartSolver) = Self.layOut(
            try Self.pairRow(["a.width >= c.width"], aHugging: 251, bWidth: nil, cHugging: 250))
        #expect(apartStrategy == "solver")
        #expect(apart.frames == apartSolver.frames)
        #expect(Self.frame(apart, "a")?[2] == Self.frame(apart, "c")?[2])
        // A relation with a constant is not an equality of the two lengths.
        let (offsetStrategy, _, _) = Self.layOut(
            try Self.pairRow(["a.width >= b.width + 1"], aHugging: 251, bWidth: nil, cHugging: 250))
        #expect(offsetStrategy == "solver")
    }

    /// A height equal to twice a width that a required size term fixes at 30 is the size term
    /// `height == 60`: the same solutions, taken by the direct part.
    @Test func aSizeEqualToAFixedSizeIsASizeTerm() throws {
        let document = try Self.spacerRow(["mid.height == 2 * mid.width", "mid.width == 30", "l.width == r.width"])
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        // mid 30 wide (its resistance broken at 750 by 10, below the required term) and 60 high;
        // the row fits its tallest, 60, and l and r (fill alignment) are 60 high, 135 wide each.
        #expect(Self.frame(response, "mid") == [135, 0, 30, 60])
        #expect(Self.frame(response, "l") == [0, 0, 135, 60])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// A block whose value is free: the block solver reports it ambiguous, as the whole-document
    /// solver does, and answers one of the optima.
    @Test func aFreeValueInABlockIsReportedAmbiguous() throws {
        // No vertical position: nothing holds the badge's y (its height is 20), so every y is optimal.
        let document = try Self.document(
            ["badge.leading == b.leading", "badge.width == 20", "badge.height == 20"], decorations: [#"{"id": "badge"}"#])
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        #expect(response.diagnostics == solver.diagnostics)
        guard case .ambiguous(let view, let attributes, _)? = response.diagnostics.first, response.diagnostics.count == 1 else {
            Issue.record("one ambiguous diagnostic expected: \(response.diagnostics)")
            return
        }
        #expect(view == "badge" && attributes == ["y"])
        // b's leading edge is x = 0 in the stack; the width and height are the constraints'.
        let badge = try #require(Self.frame(response, "badge"))
        #expect([badge[0], badge[2], badge[3]] == [0, 20, 20])
        // The y returned is an optimum: the error vector there is the simplex's.
        #expect(OptimalityCheck.problems(document, frames: response.frames).isEmpty)
    }

    /// Right to left, `leading` is `-right`: a block between two `leading`s is solved mirrored.
    /// (A `leading` against a `left`, whose scales would not cancel, is refused by the decoder.)
    @Test func rightToLeftLeadingIsMirrored() throws {
        let document = try Self.document(
            ["badge.leading == b.leading", "badge.top == b.top", "badge.width == 20", "badge.height == 20"],
            decorations: [#"{"id": "badge"}"#], direction: "rightToLeft")
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "blocks")
        // b's leading edge is its right edge, x = 300: the badge's right edge there, x = 280.
        #expect(Self.frame(response, "badge") == [280, 140, 20, 20])
        #expect(response.frames == solver.frames)
    }

    /// A required cross tie past its canvas (`b.width == s.width + 8`, constraints[4] after the
    /// stack's four pins) is U's broken constraint, taken by the fast strategies with the whole
    /// document's diagnostic (design note, section 5, "A cross tie past its canvas"). Every other
    /// required constraint holds together, so the tie, the first that cannot hold with those before
    /// it, breaks; b's width is held within the 300-wide canvas by the stack's family alone (nothing
    /// else names a's or b's horizontal values, and neither has a required width), which is then
    /// the only minimal set, listed in the builder's order. At the broken priority the tie's error
    /// `300 + 8 − b.width` is least at b's widest, the canvas: b is 300 wide across both alignments.
    /// Vertically, as derived above: a 140 high at 0, b 60 high at 140.
    @Test(arguments: [
        // `fill`: b's leading and trailing aligned to a's, a's connected to the canvas; a 300 wide.
        ("fill", 0.0, 300.0, [
            "UISV-alignment(a, b)", "UISV-alignment(a, b)", "UISV-canvas-connection(s, a)", "UISV-canvas-connection(a, s)",
        ]),
        // `leading`: b's leading aligned to a's (a's to the canvas), its trailing within the
        // spacer's (at the canvas's); a keeps its intrinsic 50 (the pull to zero at 25 is below
        // its hugging, and nothing ties it).
        ("leading", 0.0, 50.0, [
            "UISV-alignment(a, b)", "UISV-spanning-boundary(s.spacer, b)", "UISV-canvas-connection(s, a)",
            "UISV-canvas-connection(s.spacer, s)",
        ]),
        // `trailing`, mirrored: b's trailing aligned to a's, its leading within the spacer's (`<=`),
        // the builder adding the spacer's leading connection before a's trailing one; a's 50 at
        // the trailing edge, x 250.
        ("trailing", 250.0, 50.0, [
            "UISV-alignment(a, b)", "UISV-spanning-boundary(s.spacer, b)", "UISV-canvas-connection(s, s.spacer)",
            "UISV-canvas-connection(a, s)",
        ]),
        // `center`: three minimal sets hold b within the canvas: both bounds (b's two spanning
        // boundaries, the spacer's two canvas connections), and b's centre (its alignment to a,
        // a's centre connection) with the leading or the trailing bounds. Listed in the builder's
        // order (the alignments, then the boundaries, then the connections, the centre's last),
        // both bounds start with b's leading boundary, the other two with b's alignment, added
        // first: both bounds is the greatest, the deletion filter's. a keeps its 50, centred: x 125.
        ("center", 125.0, 50.0, [
            "UISV-spanning-boundary(s.spacer, b)", "UISV-spanning-boundary(s.spacer, b)",
            "UISV-canvas-connection(s, s.spacer)", "UISV-canvas-connection(s.spacer, s)",
        ]),
    ])
    func aCrossTiePastItsCanvasIsBroken(alignment: String, aX: Double, aWidth: Double, family: [String]) throws {
        let document = try Self.document(["b.width == s.width + 8"], decorations: [], alignment: alignment)
        let (set, response) = try #require(Self.oneConflict(document))
        #expect(set == family + ["constraints[4]"])
        #expect(Self.frame(response, "a") == [aX, 0, aWidth, 140])
        #expect(Self.frame(response, "b") == [0, 140, 300, 60])
    }

    /// The tie on the first arranged view of a centred stack: a has no alignment, so its three
    /// minimal sets are both bounds (a's two boundaries, the spacer's two connections) and a's
    /// centre connection with the bounds on either edge. In the builder's order (a's leading
    /// boundary, its trailing one, the spacer's leading and trailing connections, a's centre
    /// connection) both bounds and the centre with the leading bounds start with a's leading
    /// boundary, the centre with the trailing bounds with a's trailing one, added later: it is the
    /// greatest (the deletion filter drops a's leading boundary, the centre with the trailing
    /// bounds still conflicting, then keeps a's trailing one, drops the spacer's leading
    /// connection, and keeps the rest). Frames: a at the canvas's 300 (the tie's error least there), b its 50 centred
    /// at x 125; vertically as above.
    @Test func aCentredTieOnTheFirstViewNamesTheCentreWithTheTrailingBounds() throws {
        let document = try Self.document(["a.width == s.width + 8"], decorations: [], alignment: "center")
        let (set, response) = try #require(Self.oneConflict(document))
        #expect(
            set == [
                "UISV-spanning-boundary(s.spacer, a)", "UISV-canvas-connection(s.spacer, s)", "UISV-canvas-connection(s, a)",
                "constraints[4]",
            ])
        #expect(Self.frame(response, "a") == [0, 0, 300, 140])
        #expect(Self.frame(response, "b") == [125, 140, 50, 60])
    }

    /// The design note's 20-view example (section 3, "Explanations"): a vertical stack centring
    /// v1 … v20 (40x10 each) pinned to a 300x200 root, `v10.width == s.width + 20` (constraints[4]).
    /// v10 is not the first: its alignment, added before every boundary, begins the two sets with
    /// the centre, so both bounds is named. Frames: v10 at the canvas's 300 (x 0), the others their
    /// 40 centred (x 130), 20 pixels of room on each side (a witness moves them 10); down the stack
    /// the 20 intrinsic heights of 10 fill its 200 exactly, v10 at y 90.
    @Test func twentyCentredViewsNameBothBounds() throws {
        let views = (1...20).map { #"{"id": "v\#($0)", "intrinsicContentSize": {"width": 40, "height": 10}}"# }
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "center", "arrangedSubviews": [\(views.joined(separator: ","))]}]},
             "constraints": ["s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading",
               "s.trailing == root.trailing", "v10.width == s.width + 20"]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        let (set, response) = try #require(Self.oneConflict(document))
        #expect(
            set == [
                "UISV-spanning-boundary(s.spacer, v10)", "UISV-spanning-boundary(s.spacer, v10)",
                "UISV-canvas-connection(s, s.spacer)", "UISV-canvas-connection(s.spacer, s)", "constraints[4]",
            ])
        #expect(Self.frame(response, "v10") == [0, 90, 300, 10])
        #expect(Self.frame(response, "v1") == [130, 0, 40, 10])
        #expect(Self.frame(response, "v20") == [130, 190, 40, 10])
    }

    /// A 300x200 root holding a vertical stack `s` centring `a` (`aNode`, 100 high) and `b` (40x100),
    /// pinned to the root's edges; `b.width == s.width + 20` (constraints[4]), 20 past the canvas.
    static func roomlessDocument(_ aNode: String) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "center", "arrangedSubviews": [\(aNode),
                {"id": "b", "intrinsicContentSize": {"width": 40, "height": 100}}]}]},
             "constraints": ["s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading",
               "s.trailing == root.trailing", "b.width == s.width + 20"]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw DocumentError.invalid(text)
        }
        return document
    }

    /// The other view leaves no room (design note, *Across `center`*, W3): `a`'s content width 400
    /// is compressed (at 750) to the canvas's 300, so moved 10 to a side it would leave the canvas;
    /// a leaf whose only required constraints across are its stack's, it narrows to 280 about its
    /// centre there, and the set is still one of the three. b is not the first: both bounds are
    /// named. Frames: across, b at the canvas's 300 (x 0, the tie's error least there), a at 300
    /// (x 0, its compression pulling it to the spacer's edges); down the stack a and b's 100 each
    /// fill the 200 exactly, a at y 0, b at y 100.
    @Test func aCentredTieNarrowsAViewThatLeavesNoRoom() throws {
        let document = try Self.roomlessDocument(#"{"id": "a", "intrinsicContentSize": {"width": 400, "height": 100}}"#)
        let (set, response) = try #require(Self.oneConflict(document))
        #expect(
            set == [
                "UISV-spanning-boundary(s.spacer, b)", "UISV-spanning-boundary(s.spacer, b)",
                "UISV-canvas-connection(s, s.spacer)", "UISV-canvas-connection(s.spacer, s)", "constraints[4]",
            ])
        #expect(Self.frame(response, "b") == [0, 100, 300, 100])
        #expect(Self.frame(response, "a") == [0, 0, 300, 100])
    }

    /// A view held at its width across (`a`'s shorthand 290, x 5) leaves 5 of the 10 a witness moves
    /// it and cannot narrow: with the tie, the stack's centre and one bound it is another minimal
    /// set, so the whole document's solver answers.
    @Test func aCentredTieBesideAViewHeldAcrossGoesToTheSolver() throws {
        let document = try Self.roomlessDocument(#"{"id": "a", "width": 290, "intrinsicContentSize": {"width": 40, "height": 100}}"#)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }

    /// A required constraint of U naming a's length across (`a.width == 200`, constraints[4]; a leaf
    /// beside the tie's child b) holds at every witness of the tie (constraints[5], 8 past the
    /// canvas): none changes a's width, and across `center` W3 moves a 4 to a side, within the
    /// canvas (a at x 50 has 50 of room on each side). So the set is the one the tie has without
    /// it (design note, *Lengths across*): across `center` b is not the first, its alignment
    /// begins the two sets with the centre, so both bounds are named; across `leading` b's
    /// alignment to a, the spacer's trailing bound and a's leading connection, in the builder's
    /// order. Frames: b at the canvas's 300 (x 0, the tie's error least there); a at its required
    /// 200, centred at x 50 or at the leading edge x 0; vertically as above (a 140 high at 0, b 60
    /// high at 140).
    @Test(arguments: [
        ("center", 50.0, [
            "UISV-spanning-boundary(s.spacer, b)", "UISV-spanning-boundary(s.spacer, b)",
            "UISV-canvas-connection(s, s.spacer)", "UISV-canvas-connection(s.spacer, s)",
        ]),
        ("leading", 0.0, [
            "UISV-alignment(a, b)", "UISV-spanning-boundary(s.spacer, b)", "UISV-canvas-connection(s, a)",
            "UISV-canvas-connection(s.spacer, s)",
        ]),
    ])
    func aBrokenTieBesideAViewWhoseLengthIsRequired(alignment: String, aX: Double, family: [String]) throws {
        let document = try Self.document(["a.width == 200", "b.width == s.width + 8"], decorations: [], alignment: alignment)
        let (set, response) = try #require(Self.oneConflict(document, broken: "constraints[5]"))
        #expect(set == family + ["constraints[5]"])
        #expect(Self.frame(response, "a") == [aX, 0, 200, 140])
        #expect(Self.frame(response, "b") == [0, 140, 300, 60])
    }

    /// Near misses: a's required 296 leaves it 2 of room on each side, and W3 moves it 4 (it cannot
    /// narrow, its length held): with the tie, b's centre (its alignment to a), one bound of b and
    /// a's opposite boundary it is a fourth minimal set. A constraint naming the child's own length
    /// (`b.width >= 10`) is not taken either (the witnesses change it). Both go to the whole
    /// document's solver, whose answer the engine gives.
    @Test(arguments: ["a.width == 296", "b.width >= 10"])
    func aCentredTieBesideALengthItChangesGoesToTheSolver(constraint: String) throws {
        let document = try Self.document([constraint, "b.width == s.width + 8"], decorations: [], alignment: "center")
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        Self.expectSolversAnswer(response, solver)
    }

    /// A decoration reading b across the stack (a bar along b's top edge, as wide as b) holds at any
    /// width of b: it holds at each witness (b 308 wide, one member of the set dropped), where its
    /// block is solved again, so the set is still the only one. Frames as above; the bar on b's
    /// top edge (y 140), 300 wide, 4 high.
    @Test func aDecorationOnTheBrokenTiesChildIsSolvedAtTheWitnesses() throws {
        let document = try Self.document(
            ["b.width == s.width + 8", "bar.leading == b.leading", "bar.trailing == b.trailing", "bar.top == b.top", "bar.height == 4"],
            decorations: [#"{"id": "bar"}"#], alignment: "leading")
        let (set, response) = try #require(Self.oneConflict(document))
        #expect(set.last == "constraints[4]" && set.count == 5)
        #expect(Self.frame(response, "b") == [0, 140, 300, 60])
        #expect(Self.frame(response, "bar") == [0, 140, 300, 4])
    }

    /// Where the broken tie's set is not shown to be the only minimal one, the whole document's
    /// solver answers: a decoration that a wider b would break (`bar.width == b.width` and
    /// `bar.width <= 300`: with the tie and the stack's pins, another minimal set), or a required
    /// bound on b's width added before the tie (`b.width <= 304`: 308 past it, likewise, across
    /// `leading` or `center`; U's constraints before the tie on the arranged views across the stack
    /// are declined whatever their bound). Added after the tie, the bound is not among the
    /// constraints the solver finds the set in, and the tie is taken (design note, section 5,
    /// *Held after the tie*; ``HeldAfterTieTests``).
    @Test(arguments: [
        ("center", ["b.width <= 304", "b.width == s.width + 8"], [String]()),
        ("leading", ["b.width == s.width + 8", "bar.leading == b.leading", "bar.width == b.width", "bar.width <= 300", "bar.top == b.top",
                     "bar.height == 4"],
         [#"{"id": "bar"}"#]),
        ("leading", ["b.width <= 304", "b.width == s.width + 8"], [String]()),
    ])
    func aCrossTiePastItsCanvasNotShownUniqueGoesToTheSolver(alignment: String, constraints: [String], decorations: [String]) throws {
        let document = try Self.document(constraints, decorations: decorations, alignment: alignment)
        let (strategy, response, solver) = Self.layOut(document)
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }
}

/// A required cross tie past its canvas whose witnesses need U's values inside an arranged view
/// (design note, section 5, "A cross tie past its canvas"): across a `fill` stack U solved again
/// with the stack's canvas wider on one side, across `leading` or `trailing` the child's subtree
/// laid out alone at its wider size.
@Suite struct BrokenTieInsideTests {
    /// A 300x200 root holding a vertical stack `s` aligned `alignment`, pinned to its edges: `a`
    /// (50x40, hugging 249 vertically) and `b`, a horizontal stack of one leaf `c` (30x20); `bar`, a
    /// plain subview of s, drawn along c (`decoration` its constraints after the tie,
    /// constraints[4], b 8 wider than s unless `tie` says otherwise).
    static func document(
        _ decoration: [String], tie: String = "b.width == s.width + 8", alignment: String = "fill"
    ) throws -> LayoutDocument {
        let constraints = [
            "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
            tie,
        ] + decoration
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "\(alignment)", "subviews": [{"id": "bar"}], "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}, "contentHugging": {"vertical": 249}},
                {"id": "b", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The tie breaks with the stack's family as its set (b's alignments to a, a's canvas
    /// connections). The bar reads c, inside b, across: at each witness (b 308 wide on either side,
    /// alone or with a) U is solved again with s's canvas 8 wider on that side, c then 308 wide too,
    /// and the bar, following c, still holds: the set is the only minimal one. Frames: across, a, b
    /// and c the canvas's 300 (the tie's error least there); down, a (hugging 249) takes the
    /// stretch, 180 high, b and c 20 high at 180, the bar 2 high on c's top edge.
    @Test func aBlockReadingInsideAWidenedViewHoldsAtTheWitnesses() throws {
        let document = try Self.document(["bar.leading == c.leading", "bar.trailing == c.trailing", "bar.top == c.top", "bar.height == 2"])
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(set == BlockLayoutTests.fillTieSet)
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 180])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 180, 300, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 300, 20])
        #expect(BlockLayoutTests.frame(response, "bar") == [0, 180, 300, 2])
    }

    /// Across `leading` (or `trailing`) the same bar reads c, inside b, the one view that widens:
    /// at each witness (b 308 wide on either side alone, or on the aligned side with a moved out
    /// with it) b's subtree is laid out alone 308 wide, c then 308 wide too (b's `fill` row of one),
    /// and the bar, following c, still holds; the set is the stack's family across the alignment (b's
    /// alignment to a, its spanning boundary on the other side, a's and the spacer's canvas
    /// connections, in the builder's order). Frames: across, a keeps its intrinsic 50 at the aligned
    /// edge (x 0, or 250 across `trailing`), b the canvas's 300 (the tie's error least there) and c
    /// b's 300; down, as across `fill`: a 180 high, b and c 20 high at 180, the bar 2 high on c's top.
    @Test(arguments: [
        ("leading", 0.0, [
            "UISV-alignment(a, b)", "UISV-spanning-boundary(s.spacer, b)", "UISV-canvas-connection(s, a)",
            "UISV-canvas-connection(s.spacer, s)",
        ]),
        ("trailing", 250.0, [
            "UISV-alignment(a, b)", "UISV-spanning-boundary(s.spacer, b)", "UISV-canvas-connection(s, s.spacer)",
            "UISV-canvas-connection(a, s)",
        ]),
    ])
    func aBlockReadingInsideTheWidenedChildHoldsAtTheWitnesses(alignment: String, aX: Double, family: [String]) throws {
        let document = try Self.document(
            ["bar.leading == c.leading", "bar.trailing == c.trailing", "bar.top == c.top", "bar.height == 2"], alignment: alignment)
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(set == family + ["constraints[4]"])
        #expect(BlockLayoutTests.frame(response, "a") == [aX, 0, 50, 180])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 180, 300, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 300, 20])
        #expect(BlockLayoutTests.frame(response, "bar") == [0, 180, 300, 2])
    }

    /// The bar as wide as c but at most 300: at a witness c is 308, so the bar's two constraints are
    /// a second minimal set with the stack's pins; not shown unique, the solver answers, across
    /// `fill` (U solved again) and `leading` (b's subtree laid out alone) alike.
    @Test(arguments: ["fill", "leading"])
    func aBlockThatAWidenedViewBreaksGoesToTheSolver(alignment: String) throws {
        let document = try Self.document([
            "bar.leading == c.leading", "bar.width == c.width", "bar.width <= 300", "bar.top == c.top", "bar.height == 2",
        ], alignment: alignment)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }
}

/// Required sizes held at another value by the constraints the whole-document solver adds before
/// them (design note, section 5, "A required size held at another value"): U solved without the
/// broken one, with the solver's set, broken constraint and frames.
@Suite struct BrokenSizeTests {
    /// Expects `response` to hold one diagnostic, the conflict of the minimal set `set` (in the
    /// order of addition, without the broken constraint) and `broken`, which the solver lists last.
    static func expectBrokenSize(
        _ response: LayoutResponse, set: [String], broken: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case let (constraints, named)? = BlockLayoutTests.conflict(response, sourceLocation: sourceLocation) else { return }
        #expect(constraints == set + [broken], sourceLocation: sourceLocation)
        #expect(named == broken && response.diagnostics.count == 1, sourceLocation: sourceLocation)
    }

    /// Lays `document` out expecting a decline: the whole document's solver takes it, with a
    /// conflict, and the response is the solver's.
    static func expectSolversConflict(_ document: LayoutDocument, sourceLocation: SourceLocation = #_sourceLocation) {
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver", sourceLocation: sourceLocation)
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } }, sourceLocation: sourceLocation)
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics, sourceLocation: sourceLocation)
    }
    /// A root stack of one hidden arranged view `h` (40x20), `width: 320`, `height: 100`, aligned
    /// `fill`, along `axis`, arranged by its margins (8 on each side) or not.
    static func hiddenRow(axis: String, margins: Bool, hugging: Int = 250) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "\(axis)", "width": 320, "height": 100,
              "layoutMarginsRelativeArrangement": \(margins),
              "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
              "arrangedSubviews": [{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20},
                "contentHugging": {"horizontal": \(hugging), "vertical": \(hugging)}}]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The builders add the stack's family (its canvas connections to h's two edges along the axis,
    /// then `UISV-hiding`, h's length 0), then the shorthands: the one along the axis cannot hold,
    /// the row's length being its canvas insets L (0, or 16 with the margins), and breaks. Every
    /// other constraint holds with the rest, and dropping any member of the family's three lets the
    /// shorthand hold (h as long as the canvas, or h at either end of it), so the set is the only
    /// minimal one. At the broken priority its error |L − 320| is the same in every solution: the
    /// row is L long, h 0 long at the canvas's leading edge (8 with the margins); across the `fill`
    /// alignment h is the canvas's other size (100 or 320, less 16 with the margins).
    @Test(arguments: [
        ("horizontal", false, ["UISV-canvas-connection(row, h)", "UISV-canvas-connection(h, row)", "UISV-hiding(h)", "width(row)"],
         [0.0, 0, 0, 100], [0.0, 0, 0, 100]),
        ("horizontal", true, [
            "UISV-canvas-connection(row.layoutMarginsGuide, h)", "UISV-canvas-connection(h, row.layoutMarginsGuide)", "UISV-hiding(h)",
            "width(row)",
        ], [0.0, 0, 16, 100], [8.0, 8, 0, 84]),
        ("vertical", false, ["UISV-canvas-connection(row, h)", "UISV-canvas-connection(h, row)", "UISV-hiding(h)", "height(row)"],
         [0.0, 0, 320, 0], [0.0, 0, 320, 0]),
    ])
    func aStacksShorthandPastItsHiddenViewBreaks(axis: String, margins: Bool, set: [String], row: [Double], h: [Double]) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.hiddenRow(axis: axis, margins: margins))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: Array(set.dropLast()), broken: set[set.count - 1])
        #expect(BlockLayoutTests.frame(response, "row") == row)
        #expect(BlockLayoutTests.frame(response, "h") == h)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A root vertical `fill` stack `col`, aligned `fill`, `width: 320`, `height: 100`: `a` (50x40,
    /// hugging 249 vertically) and `b` (30x20) with `width: 50`. Across, the builders hold b to a's
    /// edges (`UISV-alignment`) and a to the canvas (`UISV-canvas-connection`), then add the
    /// shorthands in tree order: col's 320, then b's 50, which cannot hold with them and breaks,
    /// its set those four and col's shorthand. The only minimal one: without col's shorthand col is
    /// 50 wide with a and b; without a canvas connection a and b are 50 wide from the other edge;
    /// without an alignment b alone is 50 wide from its other edge. At the broken priority its error
    /// 270 is fixed by col's 320: across, a and b are 320 wide; down, a (hugging 249) takes the 40
    /// left, 80 high, b 20 high at 80.
    @Test func anArrangedViewsCrossShorthandAgainstItsStacksBreaks() throws {
        let text = """
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "width": 320, "height": 100, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}, "contentHugging": {"vertical": 249}},
              {"id": "b", "width": 50, "intrinsicContentSize": {"width": 30, "height": 20}}]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: [
            "UISV-alignment(a, b)", "UISV-alignment(a, b)", "UISV-canvas-connection(col, a)", "UISV-canvas-connection(a, col)",
            "width(col)",
        ], broken: "width(b)")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 320, 80])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 80, 320, 20])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A root stack `row` along `axis` (`width: 320`, `height: 100`, `fill`, aligned `fill`,
    /// arranged by its margins, 8 on each side, or not) of one arranged view `c` (30x20) with a
    /// shorthand of 50 along the axis, hugging along it at `hugging`; where `pinned`, `c` holds a
    /// plain subview `p` (10x10) pinned to its leading and top edges.
    static func loneRow(axis: String, margins: Bool, hugging: Int = 250, pinned: Bool = false) throws -> LayoutDocument {
        let along = axis == "horizontal" ? "width" : "height"
        let subviews = pinned ? #", "subviews": [{"id": "p", "intrinsicContentSize": {"width": 10, "height": 10}}]"# : ""
        let constraints = pinned
            ? #", "constraints": ["p.leading == c.leading", "p.top == c.top"]"# : ""
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "\(axis)", "width": 320, "height": 100,
              "layoutMarginsRelativeArrangement": \(margins),
              "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
              "arrangedSubviews": [{"id": "c", "\(along)": 50, "intrinsicContentSize": {"width": 30, "height": 20},
                "contentHugging": {"horizontal": \(hugging), "vertical": \(hugging)}\(subviews)}]}\(constraints)}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The builders add row's family (along the axis c's two canvas connections, its only required
    /// constraints there), then the shorthands in tree order: row's (320 or 100 along the axis),
    /// then c's 50, which cannot hold with them (they hold c at the canvas, row's length less the
    /// insets) and breaks. The set (the two connections and row's shorthand) is the only minimal
    /// one: without row's shorthand row is c's 50 plus the insets long; without a connection c is
    /// 50 long from the other edge of the canvas (nothing else added before c's shorthand names c's
    /// length: its content size is optional). At the broken priority its error is the same in every
    /// solution: c fills the canvas along the axis, and across it too (`fill`): [0, 0, 320, 100],
    /// [8, 8, 304, 84] within the margins.
    @Test(arguments: [
        ("horizontal", false, ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "width(row)", "width(c)"],
         [0.0, 0, 320, 100]),
        ("horizontal", true, [
            "UISV-canvas-connection(row.layoutMarginsGuide, c)", "UISV-canvas-connection(c, row.layoutMarginsGuide)", "width(row)",
            "width(c)",
        ], [8.0, 8, 304, 84]),
        ("vertical", false, ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "height(row)", "height(c)"],
         [0.0, 0, 320, 100]),
    ])
    func aLoneArrangedViewsShorthandAgainstItsStacksBreaks(axis: String, margins: Bool, set: [String], c: [Double]) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.loneRow(axis: axis, margins: margins))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: Array(set.dropLast()), broken: set[set.count - 1])
        #expect(BlockLayoutTests.frame(response, "row") == [0, 0, 320, 100])
        #expect(BlockLayoutTests.frame(response, "c") == c)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// c with a plain subview p pinned to its leading and top edges: the pins are document
    /// constraints, added after c's shorthand, and p's own constraints (its content size) do not
    /// name c, so the witnesses above still hold and the set is the same. c fills the canvas as
    /// above; p sits at its origin at its intrinsic 10x10.
    @Test func aLoneArrangedViewWithASubviewBreaksAlike() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.loneRow(axis: "horizontal", margins: false, pinned: true))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(
            response, set: ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "width(row)"],
            broken: "width(c)")
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 320, 100])
        #expect(BlockLayoutTests.frame(response, "p") == [0, 0, 10, 10])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A root horizontal stack `row` (`width: 320`, `height: 100`, aligned `fill`, spacing 10,
    /// distributed `distribution`, arranged by its margins, 8 on each side, or not) of the leaves
    /// `arranged` (JSON objects, in order).
    static func chainRow(distribution: String, margins: Bool, arranged: [String]) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 320, "height": 100, "spacing": 10,
              "distribution": "\(distribution)", "layoutMarginsRelativeArrangement": \(margins),
              "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
              "arrangedSubviews": [\(arranged.joined(separator: ", "))]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// `row` `fillEqually` of a, a hidden h, b (`width: 50`) and c. The builders add row's family:
    /// along x its required constraints are the chain a.leading == row.leading, then spacings
    /// h after a 0 (none before a hidden view), b after h 10 (after the last visible a), c after b
    /// 10, c.trailing == row.trailing, b and c as wide as a, h 0 wide (`UISV-hiding`); then row's
    /// shorthand 320: every visible view (320 − 20) / 3 = 100 wide. b's shorthand 50, added after,
    /// cannot hold and breaks. The set (the whole chain and row's shorthand) is the only minimal
    /// one: without row's shorthand row is 3 × 50 + 20 long; without a connection the chain hangs
    /// from the other edge; without a spacing that gap takes the 150 left over; without b's or c's
    /// tie that view is 320 − 20 − 2 × 50 = 200 wide; without the hiding h is 150 wide (every view
    /// a leaf whose content size is optional). b's error is then the same in every solution: a at
    /// [0, 0, 100, 100], h 0 wide at x 100, b at [110, 0, 100, 100], c at [220, 0, 100, 100].
    @Test func aShorthandAgainstAFillEquallyChainWithAHiddenViewBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.chainRow(distribution: "fillEqually", margins: false, arranged: [
            #"{"id": "a"}"#, #"{"id": "h", "hidden": true}"#, #"{"id": "b", "width": 50}"#, #"{"id": "c"}"#,
        ]))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: [
            "UISV-canvas-connection(row, a)", "UISV-canvas-connection(c, row)", "UISV-spacing(h, a)", "UISV-spacing(b, h)",
            "UISV-spacing(c, b)", "UISV-fill-equally(b, a)", "UISV-fill-equally(c, a)", "UISV-hiding(h)", "width(row)",
        ], broken: "width(b)")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 100, 100])
        #expect(BlockLayoutTests.frame(response, "b") == [110, 0, 100, 100])
        #expect(BlockLayoutTests.frame(response, "c") == [220, 0, 100, 100])
        #expect(BlockLayoutTests.frame(response, "h")?[0] == 100 && BlockLayoutTests.frame(response, "h")?[2] == 0)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `row` `fill`, arranged by its margins, of c (`width: 50`) and a hidden h: along x the chain
    /// is c.leading == the margins' leading, h after c 0 (before a hidden view), h.trailing == the
    /// margins' trailing, h 0 wide, with row's shorthand: c 320 − 16 = 304 wide, and c's 50 breaks.
    /// The set is the chain and row's shorthand, the only minimal one (without the hiding h is
    /// 254 wide; the rest as in the test above). c fills the margins: [8, 8, 304, 84].
    @Test func aShorthandAgainstAFillChainOfOneVisibleViewBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.chainRow(distribution: "fill", margins: true, arranged: [
            #"{"id": "c", "width": 50}"#, #"{"id": "h", "hidden": true}"#,
        ]))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: [
            "UISV-canvas-connection(row.layoutMarginsGuide, c)", "UISV-canvas-connection(h, row.layoutMarginsGuide)",
            "UISV-spacing(h, c)", "UISV-hiding(h)", "width(row)",
        ], broken: "width(c)")
        #expect(BlockLayoutTests.frame(response, "c") == [8, 8, 304, 84])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// As the `fillEqually` test above, but a (30 wide by its content) hugs at 1000: its required
    /// hugging (a at most 30 wide) holds the chain's length too, so the witnesses above (a 200 wide
    /// without c's tie, say) do not hold and the set is not shown the only minimal one: declined,
    /// the whole document's solver answers.
    @Test func aFillEquallyChainWithARequiredContentSizeGoesToTheSolver() throws {
        Self.expectSolversConflict(try Self.chainRow(distribution: "fillEqually", margins: false, arranged: [
            #"{"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}, "contentHugging": {"horizontal": 1000}}"#,
            #"{"id": "h", "hidden": true}"#, #"{"id": "b", "width": 50}"#, #"{"id": "c"}"#,
        ]))
    }

    /// A root stack `row` along `axis` (`width: 320`, `height: 100`, `fill`, aligned `fill`,
    /// arranged by its margins, 8 on each side, or not) of one arranged view `c` (30x20) without a
    /// shorthand, and the document's `constraints`, among them a required size term on `c`.
    static func termRow(axis: String, margins: Bool, constraints: [String]) throws -> LayoutDocument {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "\(axis)", "width": 320, "height": 100,
              "layoutMarginsRelativeArrangement": \(margins),
              "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
              "arrangedSubviews": [{"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]},
             "constraints": [\(list)]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The builders add row's family (along the axis c's two canvas connections, its only required
    /// constraints there) and row's shorthand, which hold c at the canvas (320 or 100, less the
    /// insets), then the document's `c.width == 50` (or `c.height >= 150`, vertically), which cannot
    /// hold with them and breaks. The set (the two connections and row's shorthand) is the only
    /// minimal one: without row's shorthand row is c's length plus the insets long; without a
    /// connection c is the term's length from the other edge of the canvas (nothing else added
    /// before the term names c along the axis: its content size is optional, it has no shorthand).
    /// At the broken priority the term's error is the same in every solution: c fills the canvas
    /// along the axis and across it (`fill`): [0, 0, 320, 100], [8, 8, 304, 84] within the margins.
    @Test(arguments: [
        ("horizontal", false, "c.width == 50", ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "width(row)"],
         [0.0, 0, 320, 100]),
        ("horizontal", true, "c.width == 50", [
            "UISV-canvas-connection(row.layoutMarginsGuide, c)", "UISV-canvas-connection(c, row.layoutMarginsGuide)", "width(row)",
        ], [8.0, 8, 304, 84]),
        ("vertical", false, "c.height >= 150", ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "height(row)"],
         [0.0, 0, 320, 100]),
    ])
    func aSizeTermOnALoneArrangedViewAgainstItsStacksCanvasBreaks(
        axis: String, margins: Bool, term: String, set: [String], c: [Double]
    ) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.termRow(axis: axis, margins: margins, constraints: [term]))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: set, broken: "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "row") == [0, 0, 320, 100])
        #expect(BlockLayoutTests.frame(response, "c") == c)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A decoration `d` of row (a plain subview, 5x5) held to c's leading and trailing edges before
    /// the term: a block, solved after U, outside U, so the pins do not decline. Its witnesses hold
    /// them (the block solved again with c 50 wide from either edge: d follows c), so the set is the
    /// same as without d. c fills the canvas as above, and d spans it at row's top, 5 high.
    @Test func aSizeTermOnALoneArrangedViewFollowedByADecorationBreaksAlike() throws {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 320, "height": 100,
              "subviews": [{"id": "d", "intrinsicContentSize": {"width": 5, "height": 5}}],
              "arrangedSubviews": [{"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]},
             "constraints": ["d.leading == c.leading", "d.trailing == c.trailing", "d.top == row.top", "c.width == 50"]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        Self.expectBrokenSize(
            response, set: ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "width(row)"],
            broken: "constraints[3]")
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 320, 100])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 320, 5])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A required pin `c.leading == row.leading` before the term names c along the axis: with the
    /// leading canvas connection dropped c could not be 50 wide from the trailing edge, so the pin,
    /// the trailing connection and row's shorthand are another conflicting set, and the deletion
    /// filter chooses: the whole document's solver answers.
    @Test func aSizeTermOnALoneArrangedViewPinnedBeforeItGoesToTheSolver() throws {
        Self.expectSolversConflict(
            try Self.termRow(axis: "horizontal", margins: false, constraints: ["c.leading == row.leading", "c.width == 50"]))
    }

    /// A root stack `row` (`width: 320`, `height: 100`, or 600 high vertically) holding a chain of
    /// lone stacks along `axis`, each the one arranged view of the one above (`fill`, aligned
    /// `fill`), the last holding the leaf `c` (30x20, optional content size); `mid` arranges by its
    /// margins (8 on each side) where `margins`.
    static func nestedRow(axis: String, stacks: [String], margins: Bool, constraints: [String]) throws -> LayoutDocument {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        var inner = "{\"id\": \"c\", \"intrinsicContentSize\": {\"width\": 30, \"height\": 20}}"
        for id in stacks.reversed() {
            inner = """
                {"id": "\(id)", "type": "stack", "axis": "\(axis)", "distribution": "fill", "alignment": "fill",
                  "layoutMarginsRelativeArrangement": \(margins && id == "mid"),
                  "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8}, "arrangedSubviews": [\(inner)]}
                """
        }
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "\(axis)", "distribution": "fill", "alignment": "fill",
              "width": 320, "height": \(axis == "vertical" ? 600 : 100), "arrangedSubviews": [\(inner)]},
             "constraints": [\(list)]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// `c.width == 50` through `mid` (arranged by its margins) in row: the builders add row's family
    /// (mid's two canvas connections along x), mid's (c's two, to its margins guide), then row's
    /// shorthand, which hold mid at 320 and c at 320 − 16 = 304; the term cannot hold with them and
    /// breaks. The set is those five, the only minimal one: without row's shorthand row is
    /// 50 + 16 long; without one of mid's connections c is 50 long from the margin on the other
    /// side; without one of row's, mid is 66 long from row's other edge and c 50 long within its
    /// margins (nothing else added before the term names c or mid along x). At the broken priority
    /// the term's error is the same in every solution, and the rest is the document without it:
    /// row and mid [0, 0, 320, 100], c within mid's margins [8, 8, 304, 84] (across, `fill`).
    @Test func aSizeTermThroughALoneNestedStackBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.nestedRow(axis: "horizontal", stacks: ["mid"], margins: true, constraints: ["c.width == 50"]))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(
            response,
            set: [
                "UISV-canvas-connection(row, mid)", "UISV-canvas-connection(mid, row)",
                "UISV-canvas-connection(mid.layoutMarginsGuide, c)", "UISV-canvas-connection(c, mid.layoutMarginsGuide)", "width(row)",
            ], broken: "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "row") == [0, 0, 320, 100])
        #expect(BlockLayoutTests.frame(response, "mid") == [0, 0, 320, 100])
        #expect(BlockLayoutTests.frame(response, "c") == [8, 8, 304, 84])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// Two stacks deep, vertically, an inequality of negative constant: `c.height <= -4`. The
    /// families of row, mid and inner (each its one view's two canvas connections along y) and
    /// row's `height: 600` hold c at 600, which the term cannot meet. Each member has its witness as
    /// above (c −4 high, each stack below a dropped connection −4 high too, no insets, from the
    /// kept edge; or row −4 high without its shorthand): the set is the seven, the term breaks, and
    /// every view is [0, 0, 320, 600].
    @Test func aSizeTermThroughTwoLoneNestedStacksBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.nestedRow(axis: "vertical", stacks: ["mid", "inner"], margins: false, constraints: ["c.height <= -4"]))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(
            response,
            set: [
                "UISV-canvas-connection(row, mid)", "UISV-canvas-connection(mid, row)", "UISV-canvas-connection(mid, inner)",
                "UISV-canvas-connection(inner, mid)", "UISV-canvas-connection(inner, c)", "UISV-canvas-connection(c, inner)",
                "height(row)",
            ], broken: "constraints[0]")
        for id in ["row", "mid", "inner", "c"] { #expect(BlockLayoutTests.frame(response, id) == [0, 0, 320, 600]) }
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A required pin `c.leading == mid.leading` before the term names c along x: with mid's leading
    /// connection dropped c could not be 50 wide from mid's trailing edge (the pin holds its leading
    /// edge there), so the pin, mid's trailing connection, row's family and shorthand are another
    /// conflicting set, and the deletion filter chooses: the whole document's solver answers. So
    /// does a `fillProportionally` mid (its family depends on natural sizes: not taken).
    @Test func aSizeTermThroughANestedStackHeldElsewhereGoesToTheSolver() throws {
        Self.expectSolversConflict(
            try Self.nestedRow(
                axis: "horizontal", stacks: ["mid"], margins: false, constraints: ["c.leading == mid.leading", "c.width == 50"]))
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 320, "height": 100,
              "arrangedSubviews": [{"id": "mid", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
                "arrangedSubviews": [{"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]}]},
             "constraints": ["c.width == 50"]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        Self.expectSolversConflict(document)
    }

    /// A negative constant, or a term across the stack (`fill`-aligned): the builders add row's
    /// family (c's two canvas connections along the axis, and across, as the first and only
    /// arranged view, its two canvas connections there) and row's shorthands, which hold c at the
    /// canvas (320 or 100, less the insets) both ways; the term `c.height == -4` (across) or
    /// `c.width == -4` (along: neither the builders nor the solver hold a size non-negative)
    /// cannot hold with them and breaks. The set is the only minimal one by the witnesses above
    /// (across as along: c `-4` long from either edge, or row's shorthand dropped, row `-4` plus
    /// the insets high). c fills the canvas: [0, 0, 320, 100], [8, 8, 304, 84] within the margins.
    @Test(arguments: [
        ("c.height == -4", false, ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "height(row)"],
         [0.0, 0, 320, 100]),
        ("c.height == -4", true, [
            "UISV-canvas-connection(row.layoutMarginsGuide, c)", "UISV-canvas-connection(c, row.layoutMarginsGuide)", "height(row)",
        ], [8.0, 8, 304, 84]),
        ("c.width == -4", false, ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "width(row)"],
         [0.0, 0, 320, 100]),
        ("c.height >= 150", false, ["UISV-canvas-connection(row, c)", "UISV-canvas-connection(c, row)", "height(row)"],
         [0.0, 0, 320, 100]),
    ])
    func aSizeTermAcrossOrNegativeOnALoneArrangedViewBreaks(term: String, margins: Bool, set: [String], c: [Double]) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.termRow(axis: "horizontal", margins: margins, constraints: [term]))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: set, broken: "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "c") == c)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A root row (horizontal, `fillEqually`, aligned `fill`, `width: 300`, `height: 100`) of
    /// three arranged views a, b, c (30x20, hugging `vertical`), and the document's `constraints`.
    static func tripleRow(constraints: [String], vertical: Int = 250) throws -> LayoutDocument {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        let views = ["a", "b", "c"].map {
            """
            {"id": "\($0)", "intrinsicContentSize": {"width": 30, "height": 20},
              "contentHugging": {"horizontal": 250, "vertical": \(vertical)}}
            """
        }
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillEqually",
              "width": 300, "height": 100, "arrangedSubviews": [\(views.joined(separator: ", "))]},
             "constraints": [\(list)]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// Across a `fill` alignment of three views the family holds b and c by their two
    /// `UISV-alignment`s to a, and a by its two canvas connections; with row's height shorthand
    /// they hold every view 100 high. A term on a (`a.height == -4`) breaks with a's connections
    /// and the shorthand; one on b (`b.height == 50`) with b's alignments, a's connections and the
    /// shorthand, in the builder's order. Witnesses: the shorthand dropped, every view the term's
    /// height and row with them; a connection dropped, every view the term's height from the
    /// other edge (they stay aligned); an alignment of b dropped, b alone from its other edge. The
    /// term breaks and U is the document without it: the views split 300 equally, each 100 wide,
    /// 100 high.
    @Test(arguments: [
        ("a.height == -4", ["UISV-canvas-connection(row, a)", "UISV-canvas-connection(a, row)", "height(row)"]),
        ("b.height == 50", [
            "UISV-alignment(a, b)", "UISV-alignment(a, b)", "UISV-canvas-connection(row, a)", "UISV-canvas-connection(a, row)",
            "height(row)",
        ]),
    ])
    func aSizeTermAcrossAFillAlignedStackBreaks(term: String, set: [String]) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.tripleRow(constraints: [term]))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: set, broken: "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 100, 100])
        #expect(BlockLayoutTests.frame(response, "b") == [100, 0, 100, 100])
        #expect(BlockLayoutTests.frame(response, "c") == [200, 0, 100, 100])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// Declines across: a required pin `a.top == row.top` before b's term (with a's top connection
    /// dropped a stays held, so the pin, a's bottom connection, b's alignments and row's shorthand
    /// are a second minimal set), and every view hugging at 1000 vertically (a required content
    /// size across, at most 20 high, which the canvas's 100 already breaks: a witness moving the
    /// views would not hold it, so the rule's conditions decline). The whole document's solver
    /// answers.
    @Test(arguments: [(["a.top == row.top", "b.height == 50"], 250), (["b.height == 50"], 1000)])
    func aSizeTermAcrossAFillAlignedStackHeldElsewhereGoesToTheSolver(constraints: [String], vertical: Int) throws {
        Self.expectSolversConflict(try Self.tripleRow(constraints: constraints, vertical: vertical))
    }

    /// c hugging at 1000 holds it at most 30 wide, a required constraint added before its
    /// shorthand: with a canvas connection dropped c could not be 50 wide, so the connections, row's
    /// shorthand and the hugging are another conflicting set, and which one the deletion filter
    /// returns is the tableau's: the whole document's solver answers.
    @Test func aLoneArrangedViewHeldByItsHuggingGoesToTheSolver() throws {
        Self.expectSolversConflict(try Self.loneRow(axis: "horizontal", margins: false, hugging: 1000))
    }

    /// h hugging at 1000 holds it at most 40 wide: with `UISV-hiding` dropped it could not be the
    /// canvas's 320, so the canvas connections and its hugging are a second minimal set, and the
    /// solver's deletion filter chooses: the whole document's solver answers.
    @Test func aHiddenViewThatCannotFillTheShorthandGoesToTheSolver() throws {
        Self.expectSolversConflict(try Self.hiddenRow(axis: "horizontal", margins: false, hugging: 1000))
    }

    /// A root horizontal stack `row` (`width: 320`, `height: 100`, aligned `fill`) of one hidden
    /// arranged view `h`, a vertical `fill` stack of `p` (40x20) and `q` (no intrinsic size),
    /// `p` hugging horizontally at `hugging`.
    static func hiddenStackRow(hugging: Int) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 320, "height": 100, "arrangedSubviews": [
              {"id": "h", "hidden": true, "type": "stack", "axis": "vertical", "arrangedSubviews": [
                {"id": "p", "intrinsicContentSize": {"width": 40, "height": 20}, "contentHugging": {"horizontal": \(hugging)}},
                {"id": "q"}]}]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The lone hidden view a stack: as for a leaf, the builders add row's family (h's two canvas
    /// connections along x, then `UISV-hiding`), which holds row 0 wide, then the shorthands, row's
    /// `width: 320` first, which breaks. The set is the only minimal one: before the shorthand come
    /// only service constraints and row's own earlier shorthands (h's subtree's shorthands and the
    /// document's constraints come after), and dropping a member lets the rest hold with it:
    /// `UISV-hiding` dropped, h 320 wide, its subtree laid out so (p and q 320 wide across h's `fill`
    /// alignment, p's width 40 only hugging at 250: the subtree alone at that width has no
    /// conflict); a canvas connection dropped, h 0 wide at the canvas's other end. At the broken
    /// priority its error 320 is the same in every solution: row and h 0 wide, h 100 high (`fill`
    /// across), in h p 20 high (its intrinsic height) and q the other 80, both 0 wide.
    @Test func aStacksShorthandPastItsHiddenStackBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.hiddenStackRow(hugging: 250))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(
            response, set: ["UISV-canvas-connection(row, h)", "UISV-canvas-connection(h, row)", "UISV-hiding(h)"],
            broken: "width(row)")
        #expect(BlockLayoutTests.frame(response, "row") == [0, 0, 0, 100])
        #expect(BlockLayoutTests.frame(response, "h") == [0, 0, 0, 100])
        #expect(BlockLayoutTests.frame(response, "p") == [0, 0, 0, 20])
        #expect(BlockLayoutTests.frame(response, "q") == [0, 20, 0, 80])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// p hugging at 1000 holds it at most 40 wide, so h's subtree cannot be 320 wide (p is h's
    /// width across its `fill` alignment): with `UISV-hiding` dropped the shorthand still cannot
    /// hold, the canvas connections with h's family and p's hugging are a second minimal set, and
    /// the whole document's solver answers.
    @Test func aHiddenStackThatCannotFillTheShorthandGoesToTheSolver() throws {
        Self.expectSolversConflict(try Self.hiddenStackRow(hugging: 1000))
    }

    /// `root.width >= 400` (constraints[4]) against the root's `width: 300`, which the builders add
    /// before every document constraint: the term breaks, its set the shorthand alone (without it
    /// every other constraint holds with the root 400 wide: U solved again so, the witness). At the
    /// broken priority its error 100 is fixed by the shorthand, so the frames are the document's
    /// without it: s pinned to the root, 300x200; a stretched to 140 (b hugs at 251), b 60 at 140.
    @Test func aSizeTermAgainstItsViewsShorthandBreaks() throws {
        let document = try BlockLayoutTests.document(["root.width >= 400"], decorations: [])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: ["width(root)"], broken: "constraints[4]")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 300, 200])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 140])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 140, 300, 60])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A root horizontal `fill` stack `row` (`height: 100`, aligned `fill`, `width` as given) of
    /// `a`, a hidden `h` with `width: 30`, and `b`, `a` and `b` given by their fields.
    static func hiddenShorthandRow(rowWidth: Double?, a: String, b: String) throws -> LayoutDocument {
        let width = rowWidth.map { #""width": \#($0), "# } ?? ""
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", \(width)"height": 100, "arrangedSubviews": [
              {"id": "a"\(a)}, {"id": "h", "hidden": true, "width": 30}, {"id": "b"\(b)}]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// 40x20 and 50x20 content sizes, optional.
    static let content40 = #", "intrinsicContentSize": {"width": 40, "height": 20}"#
    static let content50 = #", "intrinsicContentSize": {"width": 50, "height": 20}"#

    /// b 50x20; a 40x20 without row's `width`, a without an intrinsic size with row's `width: 320`.
    /// The builders add row's family (the chain a, h, b with `UISV-hiding(h)`, h 0 wide), then the
    /// shorthands in tree order: row's `height`, then h's `width: 30`, which cannot hold with
    /// `UISV-hiding` and breaks, its set that one constraint. The only minimal one: every other
    /// constraint added before it (the service's and row's `height`) holds with h 30 wide, from
    /// the document's solution either (i) with b moved 30 right and row 30 wider (row, the root,
    /// has no `width`, so only its fitting pull at 50 names its width), or (ii) with a (no
    /// intrinsic size, nothing required on its width) 30 narrower and h taking its place. At the
    /// broken priority its error 30 is the same in every solution (h is 0 wide), so the frames are
    /// the document's without h's `width`: (i) a and b at their intrinsic widths (hugging 250 and
    /// compression 750 outrank the root's fitting pull at 50), row 90 wide, h 0 wide at 40; (ii)
    /// row 320 wide, b 50 at its intrinsic width, a the other 270, h 0 wide at 270. Across, every
    /// view is row's 100 high (`fill`).
    @Test(arguments: [
        (nil, Self.content40, [0.0, 0, 90, 100], [0.0, 0, 40, 100], [40.0, 0, 0, 100], [40.0, 0, 50, 100]),
        (320.0, "", [0.0, 0, 320, 100], [0.0, 0, 270, 100], [270.0, 0, 0, 100], [270.0, 0, 50, 100]),
    ])
    func aHiddenViewsShorthandAgainstItsHidingBreaks(
        rowWidth: Double?, aFields: String, row: [Double], a: [Double], h: [Double], b: [Double]
    ) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.hiddenShorthandRow(rowWidth: rowWidth, a: aFields, b: Self.content50))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: ["UISV-hiding(h)"], broken: "width(h)")
        #expect(BlockLayoutTests.frame(response, "row") == row)
        #expect(BlockLayoutTests.frame(response, "a") == a)
        #expect(BlockLayoutTests.frame(response, "h") == h)
        #expect(BlockLayoutTests.frame(response, "b") == b)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// Row 320 wide, a with `width: 270`, b 50 wide by a required content size (hugging and
    /// compression resistance at 1000). Added before h's `width`: the chain, b's content size,
    /// row's `width` and a's, which hold h at 320 − 270 − 50 = 0 too: a second minimal set beside
    /// `UISV-hiding`, and no move of views shows a witness (row's width is held, and no visible
    /// arranged view is free of a shorthand and a required content size). The deletion filter
    /// still returns `UISV-hiding` alone (session 29): what is added after it and before h's
    /// `width` (b's content size, row's and a's shorthands; the chain comes before it) holds with
    /// h 30 wide. The frames are the document's without h's `width`: row 320, a 270 at 0, h 0 at
    /// 270, b 50 at 270, each 100 high.
    @Test func aHiddenViewsShorthandBesideASecondMinimalSetBreaks() throws {
        let b = Self.content50 + #", "contentHugging": {"horizontal": 1000}, "compressionResistance": {"horizontal": 1000}"#
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.hiddenShorthandRow(rowWidth: 320, a: #", "width": 270"#, b: b))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: ["UISV-hiding(h)"], broken: "width(h)")
        let frames = ["row", "a", "h", "b"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 320, 100], [0, 0, 270, 100], [270, 0, 0, 100], [270, 0, 50, 100]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// As above with h 20 wide by content and hugging at 1000 (`h.width <= 20`, added with h's
    /// services after `UISV-hiding`), which `width: 30` breaks on its own: the deletion filter
    /// keeps that rather than `UISV-hiding`. Declined (h's content size must allow 30): the whole
    /// document's solver answers.
    @Test func aHiddenViewsShorthandPastItsOwnHuggingGoesToTheSolver() throws {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 320, "height": 100, "arrangedSubviews": [
              {"id": "a"}, {"id": "h", "hidden": true, "width": 30, "intrinsicContentSize": {"width": 20, "height": 20},
                "contentHugging": {"horizontal": 1000, "vertical": 250}}, {"id": "b"\(Self.content50)}]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        Self.expectSolversConflict(document)
    }

    /// `s.width == 300` then `s.width == 280`: the second breaks, but besides the first term the
    /// pins with the root's `width: 300` hold s 300 wide too (two minimal sets; the witness, U
    /// without the first term and with the second, has no solution): the solver answers.
    @Test func aSizeTermHeldTwiceGoesToTheSolver() throws {
        let document = try BlockLayoutTests.document(["s.width == 300", "s.width == 280"], decorations: [])
        Self.expectSolversConflict(document)
    }

    /// A root stack `s` along `axis` (no shorthand along it; across, 100 high or 320 wide; aligned
    /// `fill`; arranged by its margins, 8 on each side, or not) of one hidden arranged view `h`
    /// (40x20, hugging at `hugging`), and the document's `constraints`; `inRow`, `s` is instead
    /// arranged in a root row (horizontal, `fill`, no shorthand) after a 40x20 `a`.
    static func hiddenTermStack(
        axis: String, margins: Bool, hugging: Int = 250, inRow: Bool = false, constraints: [String]
    ) throws -> LayoutDocument {
        let across = axis == "horizontal" ? #""height": 100"# : #""width": 320"#
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        let stack = """
            {"id": "s", "type": "stack", "axis": "\(axis)", \(across), "layoutMarginsRelativeArrangement": \(margins),
              "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
              "arrangedSubviews": [{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20},
                "contentHugging": {"horizontal": \(hugging), "vertical": \(hugging)}}]}
            """
        let root =
            inRow
            ? #"{"id": "row", "type": "stack", "axis": "horizontal", "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}, "#
                + stack + "]}" : stack
        let text = #"{"root": \#(root), "constraints": [\#(list)]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The builders add s's family (along the axis h's two canvas connections, then `UISV-hiding`,
    /// h's length 0), which holds s at its canvas insets L (0, or 16 with the margins); s has no
    /// shorthand along the axis (the root's fitting pull there is optional), so the first required
    /// constraint that cannot hold with them is the document's term on s (`s.width == 50`,
    /// `s.width >= 60`, `s.height == -4`: the builders hold no size non-negative), which breaks. The
    /// set (the family's three) is the only minimal one: without `UISV-hiding`, h shown fills the
    /// canvas at the term's length less L (its content size optional); without a canvas
    /// connection, h 0 long at the canvas's other end and s at the term's length. At the broken
    /// priority the term's error is the same in every solution (s is L long in each), so the frames
    /// are the document's without it: s L long along the axis (its other size given), h 0 long at
    /// the canvas's low edge and across the canvas (`fill`): [0, 0, 0, 100] both; with the margins s
    /// [0, 0, 16, 100], h [8, 8, 0, 84]; down, s and h [0, 0, 320, 0].
    /// s arranged in a `fill` row after a (session 28): the row reads s's edges and width but
    /// neither its natural size nor its baselines (`readsNoHiding`), so with `UISV-hiding` dropped
    /// U solved again with h shown still has a solution (the row's width is free: only its
    /// optional fitting pull names it, so s is 60 wide and h 44, the row 100), and the set is the
    /// same. Frames: a at its intrinsic 40 (hugging 250 and compression 750 outrank the fitting
    /// pull at 50), s 16 wide at x 40 and 100 high (its shorthand; a too, `fill` across the row),
    /// h as with the margins above, [8, 8, 0, 84] in s.
    @Test(arguments: [
        ("horizontal", false, "s.width == 50", ["UISV-canvas-connection(s, h)", "UISV-canvas-connection(h, s)", "UISV-hiding(h)"],
         [0.0, 0, 0, 100], [0.0, 0, 0, 100]),
        ("horizontal", true, "s.width >= 60", [
            "UISV-canvas-connection(s.layoutMarginsGuide, h)", "UISV-canvas-connection(h, s.layoutMarginsGuide)", "UISV-hiding(h)",
        ], [0.0, 0, 16, 100], [8.0, 8, 0, 84]),
        ("vertical", false, "s.height == -4", ["UISV-canvas-connection(s, h)", "UISV-canvas-connection(h, s)", "UISV-hiding(h)"],
         [0.0, 0, 320, 0], [0.0, 0, 320, 0]),
        ("inRow", true, "s.width >= 60", [
            "UISV-canvas-connection(s.layoutMarginsGuide, h)", "UISV-canvas-connection(h, s.layoutMarginsGuide)", "UISV-hiding(h)",
        ], [40.0, 0, 16, 100], [8.0, 8, 0, 84]),
    ])
    func aSizeTermOnAStackPastItsHiddenViewBreaks(
        axis: String, margins: Bool, term: String, set: [String], stack: [Double], h: [Double]
    ) throws {
        let inRow = axis == "inRow"
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.hiddenTermStack(axis: inRow ? "horizontal" : axis, margins: margins, inRow: inRow, constraints: [term]))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: set, broken: "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "s") == stack)
        #expect(BlockLayoutTests.frame(response, "h") == h)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// Declines: a required pin `h.leading == s.leading` before the term (with h's leading canvas
    /// connection dropped, the pin, the trailing connection and `UISV-hiding` still hold s 0 wide:
    /// a second minimal set), and h hugging at 1000 (at most 40 wide: with `UISV-hiding` dropped h
    /// cannot fill the 50-wide canvas, so the connections, its hugging and the term are a second
    /// set, and the witness's solve with h shown fails), the latter with s arranged in the row too
    /// (session 28). The whole document's solver answers.
    @Test(arguments: [(["h.leading == s.leading", "s.width == 50"], 250, false), (["s.width == 50"], 1000, false), (["s.width == 50"], 1000, true)])
    func aSizeTermOnAStackPastItsHiddenViewHeldElsewhereGoesToTheSolver(constraints: [String], hugging: Int, inRow: Bool) throws {
        Self.expectSolversConflict(
            try Self.hiddenTermStack(axis: "horizontal", margins: false, hugging: hugging, inRow: inRow, constraints: constraints))
    }

    /// A root row (horizontal, `fill`, spacing 0, `height: 100`, `width` given or not) of `a`, a
    /// hidden `h` with no shorthand and `b`, `a` and `b` given by their fields, and the term
    /// `h.width == 30`.
    static func hiddenTermRow(rowWidth: Double?, a: String, b: String) throws -> LayoutDocument {
        let width = rowWidth.map { #""width": \#($0), "# } ?? ""
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", \(width)"height": 100, "arrangedSubviews": [
              {"id": "a"\(a)}, {"id": "h", "hidden": true}, {"id": "b"\(b)}]},
             "constraints": ["h.width == 30"]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// a 40x20, b 50x20, row without a `width`. The builders add row's family (the chain a, h, b,
    /// spacing 0, and `UISV-hiding(h)`, h 0 wide), then row's `height`, then the document's
    /// `h.width == 30`, which cannot hold with `UISV-hiding` and breaks, its set that one
    /// constraint. The only minimal one: every other constraint added before it holds with the term
    /// and h shown (the family with h shown is the same chain without `UISV-hiding`, spacing 0 on
    /// both sides either way): b moves 30 right and row is 120 wide (only its optional fitting
    /// pull names its width). At the broken priority the term's error 30 is the same in every
    /// solution (h is 0 wide), so the frames are the document's without it: a and b at their
    /// intrinsic widths (hugging 250 and compression 750 outrank the root's fitting pull at 50),
    /// row 90 wide, h 0 wide at 40; across, every view row's 100 high (`fill`).
    @Test func aSizeTermOnAHiddenViewAgainstItsHidingBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.hiddenTermRow(rowWidth: nil, a: Self.content40, b: Self.content50))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: ["UISV-hiding(h)"], broken: "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "row") == [0.0, 0, 90, 100])
        #expect(BlockLayoutTests.frame(response, "a") == [0.0, 0, 40, 100])
        #expect(BlockLayoutTests.frame(response, "h") == [40.0, 0, 0, 100])
        #expect(BlockLayoutTests.frame(response, "b") == [40.0, 0, 50, 100])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// Row 320 wide, a with `width: 270`, b 50 wide by a required content size (hugging and
    /// compression resistance at 1000): with `UISV-hiding` dropped they still hold h at
    /// 320 − 270 − 50 = 0, a second set without it, and the witness (U solved again with h shown
    /// and the term) has no solution. The whole document's solver answers.
    @Test func aSizeTermOnAHiddenViewWithoutAWitnessGoesToTheSolver() throws {
        let b = Self.content50 + #", "contentHugging": {"horizontal": 1000}, "compressionResistance": {"horizontal": 1000}"#
        Self.expectSolversConflict(try Self.hiddenTermRow(rowWidth: 320, a: #", "width": 270"#, b: b))
    }
    /// A root row (horizontal, `fill`, spacing 10, `height: 100`, no `width`) of a 40x20 and b 50x20
    /// with a hidden `h` (no shorthand) first or between them, laid out in `direction`, and the term
    /// `h.width >= 30`.
    static func hiddenTermSpacedRow(hiddenFirst: Bool, direction: String) throws -> LayoutDocument {
        let a = #"{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}"#
        let h = #"{"id": "h", "hidden": true}"#
        let b = #"{"id": "b", "intrinsicContentSize": {"width": 50, "height": 20}}"#
        let arranged = hiddenFirst ? [h, a, b] : [a, h, b]
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "spacing": 10, "height": 100,
              "arrangedSubviews": [\(arranged.joined(separator: ", "))]},
             "constraints": ["h.width >= 30"], "options": {"layoutDirection": "\(direction)"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The spacing beside a hidden view collapses: between a and h it is 0 (the one before a hidden
    /// view), and with h first the one after it is 0 too (no visible view before it); the other is
    /// the stack's 10. So the family with h shown differs from its own less `UISV-hiding` in that
    /// one spacing (10 against 0), and the witness is U solved with h shown and the term held 10
    /// shorter (`h.width >= 20`), h then moved back onto the collapsed spacing 10 longer (≥ 30):
    /// the row's width is free (only its optional fitting pull names it), so that solve has a
    /// solution, and the set is `UISV-hiding(h)` alone, the term broken. The frames are the
    /// document's without the term: a and b at their intrinsic widths (hugging 250 and compression
    /// 750 outrank the root's fitting pull at 50), h 0 wide, and the row 40 + 0 + 10 + 50 = 100
    /// wide: left to right, with h between, a 0…40, h at 40 (the spacing before it 0), b 50…100;
    /// with h first, h at 0, a 0…40, b 50…100. Right to left every x is mirrored in the row's 100
    /// (`x' = 100 − x − width`): between, a 60…100, h at 60, b 0…50; first, h at 100, a 60…100,
    /// b 0…50. Across, every view is the row's 100 high (`fill`).
    @Test(arguments: [(false, "leftToRight"), (true, "leftToRight"), (false, "rightToLeft"), (true, "rightToLeft")])
    func aSizeTermOnAHiddenViewBesideACollapsedSpacingBreaks(hiddenFirst: Bool, direction: String) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.hiddenTermSpacedRow(hiddenFirst: hiddenFirst, direction: direction))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: ["UISV-hiding(h)"], broken: "constraints[0]")
        let rightToLeft = direction == "rightToLeft"
        let hX: Double = hiddenFirst ? (rightToLeft ? 100 : 0) : (rightToLeft ? 60 : 40)
        #expect(BlockLayoutTests.frame(response, "row") == [0.0, 0, 100, 100])
        #expect(BlockLayoutTests.frame(response, "a") == [rightToLeft ? 60 : 0, 0, 40, 100])
        #expect(BlockLayoutTests.frame(response, "h") == [hX, 0, 0, 100])
        #expect(BlockLayoutTests.frame(response, "b") == [rightToLeft ? 0 : 50, 0, 50, 100])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A root row (horizontal, distributed `distribution`, spacing 0, `height: 100`, no `width`) of
    /// a 40x20 and a column (vertical, `fill`, spacing 0) of c 50x20 and a hidden h, with the term
    /// `h.height == 44`.
    static func hiddenTermColumn(distribution: String) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "\(distribution)", "height": 100,
              "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
                {"id": "column", "type": "stack", "axis": "vertical", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": {"width": 50, "height": 20}}, {"id": "h", "hidden": true}]}]},
             "constraints": ["h.height == 44"]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The hidden view's stack is itself arranged, in a `fill` row not aligned by baselines: the row
    /// reads neither the column's natural size nor its baselines, so showing h changes nothing
    /// outside the column's family, whose spacings (0) do not change. `UISV-hiding(h)` holds h 0
    /// high and the term breaks, its set that constraint alone: with h shown and 44 high, c is
    /// 100 − 44 = 56 high (nothing else holds c's height but optional content sizes). The frames are
    /// the document's without the term: across the row (`fill`) a and the column are 100 high, so
    /// down the column c 0…100 and h 0 high at 100; along the row a 40 and the column 50 wide (c's
    /// intrinsic width, hugging 250 over the root's fitting pull at 50; the column aligns its views
    /// `fill`, so h is 50 wide too), a 0…40, the column 40…90, the row 90 wide; c and h at x 0 in
    /// the column (frames are in their superview's coordinates).
    @Test func aSizeTermOnAHiddenViewInAnArrangedStackBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.hiddenTermColumn(distribution: "fill"))
        #expect(strategy == "blocks")
        Self.expectBrokenSize(response, set: ["UISV-hiding(h)"], broken: "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "row") == [0.0, 0, 90, 100])
        #expect(BlockLayoutTests.frame(response, "a") == [0.0, 0, 40, 100])
        #expect(BlockLayoutTests.frame(response, "column") == [40.0, 0, 50, 100])
        #expect(BlockLayoutTests.frame(response, "c") == [0.0, 0, 50, 100])
        #expect(BlockLayoutTests.frame(response, "h") == [0.0, 100, 50, 0])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The same column in a `fillProportionally` row, whose proportions read the column's natural
    /// size, which follows its visible views: showing h would change a constraint outside the
    /// column's family, so the witness is not shown. The whole document's solver answers.
    @Test func aSizeTermOnAHiddenViewInAProportionalRowGoesToTheSolver() throws {
        Self.expectSolversConflict(try Self.hiddenTermColumn(distribution: "fillProportionally"))
    }
}
