import LayoutEngine
import Testing

@Suite struct DiagnosticsTests {
    /// A root of 375 x 600 with plain subviews `ids`.
    func root(_ ids: [String]) -> ViewNode {
        var root = ViewNode(id: "root")
        root.width = 375
        root.height = 600
        root.subviews = ids.map { ViewNode(id: $0, pointer: "/root/subviews/\($0)") }
        return root
    }

    @Test func minimalConflictAmongManyUnrelatedConstraints() {
        let fillers = (0..<8).map { "filler\($0)" }
        var constraints: [LayoutConstraint] = []
        func add(_ make: (Int) -> LayoutConstraint) { constraints.append(make(constraints.count)) }
        // Fully placed, unrelated views between the conflicting ones.
        for (k, filler) in fillers.enumerated() {
            add { constraint($0, filler, .leading, .equal, "root", constant: Double(k)) }
            add { constraint($0, filler, .top, .equal, "root", constant: 10 * Double(k)) }
            add { constraint($0, filler, .width, .equal, nil, constant: 20) }
            add { constraint($0, filler, .height, .equal, nil, constant: 20) }
            if k == 2 { add { constraint($0, "a", .width, .equal, nil, constant: 100) } }
            if k == 4 { add { constraint($0, "b", .leading, .equal, "a", .trailing, constant: 10) } }
            if k == 5 { add { constraint($0, "b", .width, .equal, nil, constant: 50) } }
            if k == 6 { add { constraint($0, "a", .leading, .equal, "root") } }
        }
        add { constraint($0, "a", .top, .equal, "root") }
        add { constraint($0, "b", .top, .equal, "root") }
        add { constraint($0, "a", .height, .equal, nil, constant: 10) }
        add { constraint($0, "b", .height, .equal, nil, constant: 10) }
        // 0 + 100 + 10 + 50 = 160 cannot end at the root's trailing edge, 375.
        add { constraint($0, "b", .trailing, .equal, "root") }
        let names = constraints.map(\.name)
        // Fillers 0, 1 and 2 add four constraints each before a.width.
        let aWidth = names[3 * 4]
        let document = LayoutDocument(root: root(fillers + ["a", "b"]), constraints: constraints)
        let response = LayoutEngine().layout(document: document)
        guard case .unsatisfiable(let message, let set, let broken)? = response.diagnostics.first else {
            Issue.record("no unsatisfiable diagnostic in \(response.diagnostics)")
            return
        }
        // Minimal: the root's width shorthand (added before the document's constraints) and the
        // five constraints of the chain, in order of addition; the last added is broken.
        let chain = constraints.filter {
            ["a", "b"].contains("\($0.first.item)") && $0.first.attribute != .top && $0.first.attribute != .height
        }.map(\.name)
        #expect(chain.first == aWidth)
        #expect(set == ["width(root)"] + chain)
        #expect(broken == names.last)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("b.trailing == root.trailing"))
        #expect(response.diagnostics.count == 1)
        // The broken constraint is violated as little as possible; everything else holds.
        #expect(close(response.frame("b"), [110, 0, 50, 10]))
    }

    @Test func ambiguityFromAMissingConstraint() {
        let constraints = [
            constraint(0, "v", .leading, .equal, "root", constant: 10),
            constraint(1, "v", .width, .equal, nil, constant: 50),
            constraint(2, "v", .height, .equal, nil, constant: 50),
        ]
        let response = LayoutEngine().layout(document: LayoutDocument(root: root(["v"]), constraints: constraints))
        // Nothing places v vertically: only its y is free.
        #expect(response.diagnostics.count == 1)
        guard case .ambiguous(let view, let attributes, _)? = response.diagnostics.first else {
            Issue.record("expected an ambiguity, got \(response.diagnostics)")
            return
        }
        #expect(view == "v")
        #expect(attributes == ["y"])
        #expect(close(response.frame("v").map { [$0[0], $0[2], $0[3]] }, [10, 50, 50]))
    }

    /// A 300x100 root whose four edges pin a horizontal `fill` stack `row` of `left` and `right`,
    /// each 100x40 intrinsically, hugging horizontally at the priorities given.
    private func twoViewRow(hugging: (left: Double, right: Double)) -> LayoutResponse {
        var stack = ViewNode(id: "row", pointer: "/root/subviews/0")
        stack.stack = StackProperties()
        for (id, hugging) in [("left", hugging.left), ("right", hugging.right)] {
            var view = ViewNode(id: id)
            view.intrinsicContentSize = OptionalSize(width: 100, height: 40)
            view.contentHugging = AxisPriorities(horizontal: hugging, vertical: 250)
            stack.arrangedSubviews.append(view)
        }
        var root = ViewNode(id: "root")
        root.width = 300
        root.height = 100
        root.subviews = [stack]
        let edges: [LayoutAttribute] = [.leading, .trailing, .top, .bottom]
        let constraints = edges.enumerated().map { constraint($0.offset, "row", $0.element, .equal, "root") }
        return LayoutEngine().layout(document: LayoutDocument(root: root, constraints: constraints))
    }

    @Test func ambiguityFromAnEqualPriorityTie() {
        let response = twoViewRow(hugging: (250, 250))
        // 300 points for two views of 100 with equal hugging (250): either may take the 100 of
        // slack, so left's width and right's x and width are not unique (IB's content priority
        // ambiguity). Heights are the row's (fill alignment), so unique.
        let ambiguities = response.diagnostics.compactMap { diagnostic -> String? in
            guard case .ambiguous(let view, let attributes, _) = diagnostic else { return nil }
            return "\(view): \(attributes.joined(separator: ","))"
        }
        #expect(ambiguities == ["left: width", "right: x,width"])
        #expect(close(response.frame("row"), [0, 0, 300, 100]))
    }

    @Test func noDiagnosticsWhenTheTieIsBroken() {
        let response = twoViewRow(hugging: (250, 249))
        // right hugs less (249), so it alone stretches to 200.
        #expect(response.diagnostics.isEmpty)
        #expect(close(response.frame("left"), [0, 0, 100, 100]))
        #expect(close(response.frame("right"), [100, 0, 200, 100]))
    }

    @Test func positionAmbiguityIsJudgedInTheRequestedFrameSpace() {
        var box = ViewNode(id: "box", pointer: "/root/subviews/0")
        box.width = 100
        box.height = 100
        box.subviews = [ViewNode(id: "dot", pointer: "/root/subviews/0/subviews/0")]
        box.subviews[0].width = 10
        box.subviews[0].height = 10
        var root = ViewNode(id: "root")
        root.width = 375
        root.height = 600
        root.subviews = [box]
        // box is placed vertically only; dot is 10 from box's leading edge and 5 below its top.
        let constraints = [
            constraint(0, "box", .top, .equal, "root"),
            constraint(1, "dot", .leading, .equal, "box", constant: 10),
            constraint(2, "dot", .top, .equal, "box", constant: 5),
        ]
        func ambiguities(_ space: LayoutOptions.FrameSpace) -> [String] {
            let document = LayoutDocument(root: root, constraints: constraints, options: LayoutOptions(frames: space))
            return LayoutEngine().layout(document: document).diagnostics.compactMap {
                guard case .ambiguous(let view, let attributes, _) = $0 else { return nil }
                return "\(view): \(attributes.joined(separator: ","))"
            }
        }
        // Relative to box, dot's x is 10 whatever box's x; in root coordinates it moves with box.
        #expect(ambiguities(.superview) == ["box: x"])
        #expect(ambiguities(.absolute) == ["box: x", "dot: x"])
    }
}
