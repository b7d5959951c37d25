@_spi(Testing) import LayoutEngine
import Testing

@Suite struct ViewConstraintTests {
    @Test func intrinsicSizeShorthandsAndFittingRoot() {
        var label = ViewNode(id: "label", pointer: "/root/subviews/0")
        label.intrinsicContentSize = OptionalSize(width: 120)
        label.contentHugging = AxisPriorities(horizontal: 251, vertical: 250)
        label.compressionResistance = AxisPriorities(horizontal: 749, vertical: 750)
        label.height = 30
        var root = ViewNode(id: "root")
        root.width = 375
        root.subviews = [label]
        let generated = LayoutEngine._serviceConstraints(for: LayoutDocument(root: root)).map(CanonicalConstraint.init)
        // Root: origin, and only its open dimension (height) pulled toward 0 at fittingSizeLevel;
        // label: hugging/resistance on the axis with an intrinsic metric only; then the shorthands,
        // root's before label's (tree order).
        let expected = [
            "root-origin: root.left == 0",
            "root-origin: root.top == 0",
            "fitting-size: root.height == 0 @50",
            "content-hugging: label.width <= 120 @251",
            "compression-resistance: label.width >= 120 @749",
            "width: root.width == 375",
            "height: label.height == 30",
        ].map(CanonicalConstraint.init)
        #expect(generated == expected)
    }

    @Test func hiddenMiddleViewKeepsOneSpacing() {
        let document = seedStackDocument(hidden: [1]) { $0.spacing = 10 }
        let spacing = generatedStackConstraints(document).filter {
            $0.text.hasPrefix("UISV-spacing") || $0.text.hasPrefix("UISV-hiding")
        }
        // Subview0 -10- Subview1 (hidden, 0 wide) -0- Subview2 would also keep one spacing; we
        // collapse the one before the hidden view and carry Subview0's spacing past it.
        #expect(spacing == canonical([
            "UISV-hiding: Subview1.width == 0",
            "UISV-spacing: Subview1.leading == Subview0.trailing + 0",
            "UISV-spacing: Subview2.leading == Subview1.trailing + 10",
        ]))
    }

    @Test func customSpacingAfterAView() {
        let document = seedStackDocument {
            $0.spacing = 4
            $0.customSpacing = [(viewID: "Subview1", spacing: -6)]
        }
        let spacing = generatedStackConstraints(document).filter { $0.text.hasPrefix("UISV-spacing") }
        #expect(spacing == canonical([
            "UISV-spacing: Subview1.leading == Subview0.trailing + 4",
            "UISV-spacing: Subview2.leading == Subview1.trailing - 6",
        ]))
    }

    @Test func fillProportionallyCountsNestedStackWithItsFittingSize() {
        var document = seedStackDocument(count: 2) { $0.distribution = .fillProportionally }
        var nested = ViewNode(id: "nested", pointer: "/root/subviews/0/arrangedSubviews/2")
        var properties = StackProperties()
        properties.spacing = 5
        nested.stack = properties
        var a = ViewNode(id: "a")
        a.intrinsicContentSize = OptionalSize(width: 30, height: 10)
        var b = ViewNode(id: "b")
        b.width = 25
        nested.arrangedSubviews = [a, b]
        document.root.subviews[0].arrangedSubviews.append(nested)
        let proportional = generatedStackConstraints(document).filter { $0.text.hasPrefix("UISV-fill-proportionally") }
        // nested has no intrinsic width: its fitting width is 30 + 5 + 25 = 60; total 160 + 80 + 60 = 300.
        #expect(proportional == canonical([
            "UISV-fill-proportionally: Subview0.width == 0.533333*StackView.width @999",
            "UISV-fill-proportionally: Subview1.width == 0.266667*StackView.width @998",
            "UISV-fill-proportionally: nested.width == 0.2*StackView.width @997",
        ]))
    }

    @Test func stackWithoutArrangedViewsMakesNoStackConstraints() {
        let document = seedStackDocument(count: 0)
        #expect(generatedStackConstraints(document).isEmpty)
    }

    @Test func allHiddenCollapsesEveryView() {
        let document = seedStackDocument(hidden: [0, 1, 2]) { $0.spacing = 10 }
        let collapsing = generatedStackConstraints(document).filter {
            $0.text.hasPrefix("UISV-spacing") || $0.text.hasPrefix("UISV-hiding")
        }
        #expect(collapsing == canonical([
            "UISV-hiding: Subview0.width == 0",
            "UISV-hiding: Subview1.width == 0",
            "UISV-hiding: Subview2.width == 0",
            "UISV-spacing: Subview1.leading == Subview0.trailing + 0",
            "UISV-spacing: Subview2.leading == Subview1.trailing + 0",
        ]))
    }

    @Test func fillProportionallyWithoutAnyNaturalSizeFillsEqually() {
        var document = seedStackDocument { $0.distribution = .fillProportionally }
        for index in 0..<3 { document.root.subviews[0].arrangedSubviews[index].intrinsicContentSize = OptionalSize() }
        let distribution = generatedStackConstraints(document).filter { $0.text.hasPrefix("UISV-fill") }
        // No view has a width to be proportional to (0 / 0): the views share the width equally.
        #expect(distribution == canonical([
            "UISV-fill-equally: Subview1.width == Subview0.width",
            "UISV-fill-equally: Subview2.width == Subview0.width",
        ]))
    }

    @Test func allHiddenStackCollapsesToZeroAlongItsAxis() {
        let document = seedStackDocument(hidden: [0, 1, 2], constraints: pinnedToRootOrigin("StackView")) {
            $0.spacing = 10
        }
        let response = LayoutEngine().layout(document: document)
        // Every view is 0 wide with no spacing; the fill alignment keeps them as tall as the
        // tallest resistance (Subview0's 200), so the stack is 0 x 200.
        #expect(close(response.frame("StackView"), [0, 0, 0, 200]))
        #expect(close(response.frame("Subview2"), [0, 0, 0, 200]))
    }

    @Test func fillProportionallySolvesAPlainViewForItsFittingSize() {
        var document = seedStackDocument(count: 2) { $0.distribution = .fillProportionally }
        var box = ViewNode(id: "box", pointer: "/root/subviews/0/arrangedSubviews/2")
        var inner = ViewNode(id: "inner", pointer: "/root/subviews/0/arrangedSubviews/2/subviews/0")
        inner.width = 90
        box.subviews = [inner]
        document.root.subviews[0].arrangedSubviews.append(box)
        document.constraints = [
            constraint(0, "inner", .leading, .equal, "box", constant: 5),
            constraint(1, "inner", .trailing, .equal, "box", constant: -5),
            // Outside box's subtree: no part of its fitting size.
            constraint(2, "box", .width, .equal, "Subview0", .width),
        ]
        let proportional = generatedStackConstraints(document).filter { $0.text.hasPrefix("UISV-fill-proportionally") }
        // box has no intrinsic width; laid out alone it is 5 + 90 + 5 = 100 wide. 160 + 80 + 100 = 340.
        #expect(proportional == canonical([
            "UISV-fill-proportionally: Subview0.width == 0.470588*StackView.width @999",
            "UISV-fill-proportionally: Subview1.width == 0.235294*StackView.width @998",
            "UISV-fill-proportionally: box.width == 0.294118*StackView.width @997",
        ]))
    }
}
