import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// The direct path (stacks and pinned views solved without the simplex) against the solver.
@Suite struct DirectLayoutTests {
    /// The response of the direct path, or nil if it declined.
    func direct(_ document: LayoutDocument) -> LayoutResponse? {
        var timings = LayoutTimings()
        let response = LayoutEngine(textMeasurer: BothPathsLayout.measurer).layout(document: document, start: .now, timings: &timings)
        return timings.directLayouts == 1 ? response : nil
    }

    func solver(_ document: LayoutDocument) -> LayoutResponse {
        var engine = LayoutEngine(textMeasurer: BothPathsLayout.measurer)
        engine._directPath = false
        return engine.layout(document: document)
    }

    /// Whether the direct path and the solver agree on `document`: if the direct path accepts it,
    /// the solver's diagnostics (none, or a tie's `ambiguous` ones), the same frames within 1e-6
    /// where the solver finds them unique, optimal frames (``OptimalityCheck``) and the same stats.
    func agree(_ document: LayoutDocument, _ label: String) -> (accepted: Bool, solverClean: Bool) {
        let reference = solver(document)
        guard let fast = direct(document) else { return (false, reference.diagnostics.isEmpty) }
        var engine = LayoutEngine(textMeasurer: BothPathsLayout.measurer)
        engine._directPath = false
        let settled = engine._settledDocument(for: document) ?? document
        let differences = OptimalityCheck.differences(settled, actual: fast, expected: reference) { abs($0 - $1) <= 1e-6 }
        #expect(differences.isEmpty, "\(label): \(differences.prefix(4))")
        #expect(fast.stats.variables == reference.stats.variables, "\(label): variables")
        #expect(fast.stats.constraints == reference.stats.constraints, "\(label): constraints")
        return (true, true)
    }

    /// The per-view and per-stack records the axes' passes stream stay as small as their
    /// documentation says.
    @Test func recordsKeepTheirSizes() {
        #expect(MemoryLayout<DirectTree.Stack>.stride == 64)
        #expect(MemoryLayout<DirectTree.Sizing>.stride == 32)
    }

    @Test func randomStackDocumentsAgreeWithTheSolver() {
        var generator = RandomStackDocuments(seed: 0x5EED_0003)
        let total = 400
        var accepted = 0
        var declinedClean = 0
        for index in 0..<total {
            let (ok, clean) = agree(generator.make(), "document \(index)")
            if ok { accepted += 1 } else if clean { declinedClean += 1 }
        }
        print("direct path: accepted \(accepted) of \(total) generated documents; declined \(declinedClean) the solver found unique")
        // Most documents the solver lays out without diagnostics must be taken, so that the
        // comparison above is not vacuous.
        #expect(accepted >= total / 4)
        #expect(accepted >= declinedClean)
    }

    /// `fillEqually` rows side by side share one denominator: six rows of four in a column need 4,
    /// not 4⁶ = 4,096, and take the direct path with the solver's frames; three nested rows of 11
    /// need 11³ = 1,331 (past the 1,024 the direct path once stopped at) and take it too: every
    /// innermost view is 1331 / 1331 = 1 wide, each level an equal share of its parent.
    @Test func fillEquallyRowsSideBySideShareADenominator() {
        func row(_ id: String, count: Int, inner: ((String) -> ViewNode)? = nil) -> ViewNode {
            var view = ViewNode(id: id)
            var properties = StackProperties()
            properties.axis = .horizontal
            properties.distribution = .fillEqually
            view.stack = properties
            for index in 0..<count {
                var child = inner?("\(id)_\(index)") ?? ViewNode(id: "\(id)_\(index)")
                if inner == nil { child.intrinsicContentSize = OptionalSize(width: Double(10 + index), height: 20) }
                view.arrangedSubviews.append(child)
            }
            return view
        }
        var column = ViewNode(id: "column")
        var properties = StackProperties()
        properties.axis = .vertical
        column.stack = properties
        column.width = 375
        column.arrangedSubviews = (0..<6).map { row("r\($0)", count: 4) }
        let (accepted, _) = agree(LayoutDocument(root: column), "six rows of four")
        #expect(accepted)
        var nested = row("a", count: 11) { id in row(id, count: 11) { row($0, count: 11) } }
        nested.width = 1331
        let (nestedAccepted, _) = agree(LayoutDocument(root: nested), "three nested rows of 11")
        #expect(nestedAccepted)
    }

    @Test func examplesAgreeWithTheSolver() throws {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 7)
        var accepted: [String] = []
        // Each example at each of its sizes (its variants in force there applied).
        for name in names {
            for (index, decoded) in try ExampleLayout.documents(name).enumerated() {
                let label = "\(name) at size \(index)"
                // The examples' labels measured at the widths they settle at (the engine's fixed
                // point), so that the optimality check, which does not measure, judges the
                // constraints solved.
                guard let document = LayoutEngine(textMeasurer: BothPathsLayout.measurer)._settledDocument(for: decoded) else {
                    Issue.record("\(label) does not settle")
                    continue
                }
                if agree(document, label).accepted { accepted.append(label) }
            }
        }
        print("direct path: accepted \(accepted.count) example layouts of \(names.count) examples: \(accepted.joined(separator: ", "))")
    }

    @Test func seedConfigurationsAgreeWithTheSolver() {
        var accepted = 0
        var configurations: [(String, LayoutDocument)] = []
        for distribution in StackProperties.Distribution.allCases {
            for alignment in StackProperties.Alignment.allCases {
                for axis in [Axis.horizontal, .vertical] {
                    for hidden in [[], [0], [1]] {
                        let configure = { (stack: inout StackProperties) in
                            stack.distribution = distribution
                            stack.alignment = alignment
                            stack.axis = axis
                            stack.spacing = 10
                        }
                        // As the seed's tests place it (pinned at its origin only), and as the root.
                        let pinned = seedStackDocument(
                            hidden: hidden, constraints: pinnedToRootOrigin("StackView"), configure: configure)
                        var root = seedStackDocument(hidden: hidden, configure: configure).root.subviews[0]
                        root.pointer = "/root"
                        let label = "\(distribution) \(alignment) \(axis) hidden \(hidden)"
                        configurations.append(("pinned " + label, pinned))
                        configurations.append(("root " + label, LayoutDocument(root: root)))
                    }
                }
            }
        }
        for (label, document) in configurations where agree(document, label).accepted { accepted += 1 }
        print("direct path: accepted \(accepted) of \(configurations.count) seed configurations")
        // 150 before every distribution took the direct path (issue 14), 230 after.
        #expect(accepted >= 200)
    }

    @Test func handleStretchesAtHugging249() throws {
        // A 300-wide horizontal stack (spacing 4, center alignment) of name 120x20, handle 90x18
        // at hugging 249 and time 24x18: 120 + 90 + 24 + 2 × 4 = 242, so 58 points of slack.
        // The weakest hugging (249 < 250) gives way: handle is 90 + 58 = 148 wide, at x 124;
        // time at 124 + 148 + 4 = 276. Across: the spanning fit (51) and fitting size (50) pull
        // the height down to the tallest view (resistance 750): 20; the 18-high views centred at y 1.
        let document = row(width: 300, alignment: .center, spacing: 4, [
            ("name", 120, 20, 250), ("handle", 90, 18, 249), ("time", 24, 18, 250),
        ])
        let response = try #require(direct(document))
        #expect(close(response.frame("root"), [0, 0, 300, 20]))
        #expect(close(response.frame("name"), [0, 0, 120, 20]))
        #expect(close(response.frame("handle"), [124, 1, 148, 18]))
        #expect(close(response.frame("time"), [276, 1, 24, 18]))
        #expect(response.diagnostics.isEmpty)
    }

    @Test func compressesTheLowestCompressionResistance() throws {
        // Two 120-wide views in a 200-wide fill stack: 40 points too many. Resistance 700 on b
        // is weaker than 750 on a, so b alone gives way: a 120 at x 0, b 80 at x 120.
        var document = row(width: 200, alignment: .fill, spacing: 0, [("a", 120, 10, 250), ("b", 120, 10, 250)])
        document.root.arrangedSubviews[1].compressionResistance.horizontal = 700
        let response = try #require(direct(document))
        #expect(close(response.frame("a"), [0, 0, 120, 10]))
        #expect(close(response.frame("b"), [120, 0, 80, 10]))
    }

    @Test func equalSpacingSharesTheSlackInEqualGaps() throws {
        // Widths 40, 60, 80 in 300 with equalSpacing (spacing 10 is only a minimum): the two gaps
        // share 300 - 180 = 120 equally, 60 each: x 0, 40 + 60 = 100, 100 + 60 + 60 = 220.
        var document = row(width: 300, alignment: .fill, spacing: 10, [("a", 40, 10, 250), ("b", 60, 10, 250), ("c", 80, 10, 250)])
        document.root.stack?.distribution = .equalSpacing
        let response = try #require(direct(document))
        #expect(close(response.frame("a"), [0, 0, 40, 10]))
        #expect(close(response.frame("b"), [100, 0, 60, 10]))
        #expect(close(response.frame("c"), [220, 0, 80, 10]))
    }

    @Test func fittingHeightOfAVerticalStackWithMargins() throws {
        // A vertical stack 100 wide, height omitted (pulled to 0 at 50), margins 8 all round
        // with layoutMarginsRelativeArrangement, spacing 5, views 20 and 30 high (resistance 750
        // beats the pull): 8 + 20 + 5 + 30 + 8 = 71 high. Fill alignment: the views are the
        // canvas's width, 100 - 8 - 8 = 84, at x 8; y 8 and 8 + 20 + 5 = 33.
        var document = row(width: 100, alignment: .fill, spacing: 5, [("a", 10, 20, 250), ("b", 10, 30, 250)])
        document.root.stack?.axis = .vertical
        document.root.stack?.layoutMarginsRelativeArrangement = true
        document.root.layoutMargins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let response = try #require(direct(document))
        #expect(close(response.frame("root"), [0, 0, 100, 71]))
        #expect(close(response.frame("a"), [8, 8, 84, 20]))
        #expect(close(response.frame("b"), [8, 33, 84, 30]))
    }

    @Test func pinnedStackRightToLeft() throws {
        // A 200-wide root (height fitted) with a horizontal stack pinned 20 in from its sides and
        // 5 from its top and bottom, written both ways round: the stack is 160 wide. Its views
        // a (40x10) and b (60x20, horizontal hugging 200) and spacing 10 need 110; b, the weaker
        // hugging, takes the 50 left: 110. Across (fill), both are the stack's height: b's
        // resistance (750) needs 20, a's hugging (250) and the fitting pull (50) want less: 20,
        // and the root is 20 + 5 + 5 = 30 high. Right to left, a comes first from the right:
        // a at 160 - 40 = 120, b at 120 - 10 - 110 = 0 in the stack.
        var root = ViewNode(id: "root")
        root.width = 200
        var box = ViewNode(id: "box", pointer: "/root/subviews/0")
        box.stack = StackProperties(axis: .horizontal, spacing: 10)
        for (index, leaf) in [("a", 40.0, 10.0, 250.0), ("b", 60, 20, 200)].enumerated() {
            var view = ViewNode(id: leaf.0, pointer: "/root/subviews/0/arrangedSubviews/\(index)")
            view.intrinsicContentSize = OptionalSize(width: leaf.1, height: leaf.2)
            view.contentHugging.horizontal = leaf.3
            box.arrangedSubviews.append(view)
        }
        root.subviews = [box]
        let pins = [
            constraint(0, "box", .leading, .equal, "root", constant: 20),
            constraint(1, "root", .trailing, .equal, "box", constant: 20),
            constraint(2, "box", .top, .equal, "root", constant: 5),
            constraint(3, "box", .bottom, .equal, "root", constant: -5),
        ]
        let document = LayoutDocument(root: root, constraints: pins, options: LayoutOptions(layoutDirection: .rightToLeft))
        let response = try #require(direct(document))
        #expect(close(response.frame("root"), [0, 0, 200, 30]))
        #expect(close(response.frame("box"), [20, 5, 160, 20]))
        #expect(close(response.frame("a"), [120, 0, 40, 20]))
        #expect(close(response.frame("b"), [0, 0, 110, 20]))
    }

    @Test func takesATieOfEqualHugging() {
        // Two 50-wide views of equal hugging (250) in a 300-wide fill stack: 200 points of slack
        // that either may take (IB's content priority ambiguity). The direct path lays it out and
        // reports, as the solver does, a's width and b's x and width as ambiguous.
        let document = row(width: 300, alignment: .fill, spacing: 0, [("a", 50, 10, 250), ("b", 50, 10, 250)])
        let solverDiagnostics = solver(document).diagnostics
        #expect(solverDiagnostics.count == 2)
        #expect(direct(document)?.diagnostics == solverDiagnostics)
    }

    @Test func declinesUnsatisfiableAndUnsupportedDocuments() {
        // Required widths 100 and 100 cannot fit a 150-wide fill stack.
        var conflict = row(width: 150, alignment: .fill, spacing: 0, [("a", 50, 10, 250), ("b", 50, 10, 250)])
        conflict.root.arrangedSubviews[0].width = 100
        conflict.root.arrangedSubviews[1].width = 100
        #expect(direct(conflict) == nil)
        #expect(!solver(conflict).diagnostics.isEmpty)
        // A `fillProportionally` share of a natural size that is no whole number of twelfths of
        // a point (50.01) is not a ratio of small whole numbers the direct path composes; a half
        // (50.5, in units of 1/2) is.
        var proportional = row(width: 300, alignment: .fill, spacing: 0, [("a", 50, 10, 250), ("b", 50, 10, 251)])
        proportional.root.stack?.distribution = .fillProportionally
        #expect(direct(proportional) != nil)
        proportional.root.arrangedSubviews[0].intrinsicContentSize.width = 50.5
        #expect(direct(proportional) != nil)
        proportional.root.arrangedSubviews[0].intrinsicContentSize.width = 50.01
        #expect(direct(proportional) == nil)
        var listed = row(width: 300, alignment: .fill, spacing: 0, [("a", 50, 10, 250), ("b", 50, 10, 251)])
        #expect(direct(listed) != nil)
        listed.options.includeConstraints = true
        #expect(direct(listed) == nil)
    }

    @Test func declinesDocumentsDeeperThanItsWalk() {
        // 300 nested one-view stacks: the direct path's walk stops at 256 levels and declines.
        var view = ViewNode(id: "leaf")
        view.intrinsicContentSize = OptionalSize(width: 10, height: 10)
        for level in 0..<300 {
            var stack = ViewNode(id: "s\(level)")
            stack.stack = StackProperties(axis: .vertical)
            stack.arrangedSubviews = [view]
            view = stack
        }
        view.width = 100
        #expect(DirectLayout(document: LayoutDocument(root: view)) == nil)
        view.arrangedSubviews[0].arrangedSubviews[0].arrangedSubviews = []
        #expect(DirectLayout(document: LayoutDocument(root: view)) != nil)
    }

    /// A root horizontal stack `width` wide (height fitted) of leaves (id, width, height, horizontal hugging).
    func row(
        width: Double, alignment: StackProperties.Alignment, spacing: Double,
        _ leaves: [(String, Double, Double, Double)]
    ) -> LayoutDocument {
        var root = ViewNode(id: "root")
        root.stack = StackProperties(axis: .horizontal, alignment: alignment, spacing: spacing)
        root.width = width
        for (index, leaf) in leaves.enumerated() {
            var view = ViewNode(id: leaf.0, pointer: "/root/arrangedSubviews/\(index)")
            view.intrinsicContentSize = OptionalSize(width: leaf.1, height: leaf.2)
            view.contentHugging.horizontal = leaf.3
            root.arrangedSubviews.append(view)
        }
        return LayoutDocument(root: root)
    }
}
