import Testing
@testable import LayoutEngine

@Suite struct ConstraintGrammarTests {
    private static let namespace: ItemNamespace = {
        var namespace = ItemNamespace()
        namespace.addView("root", superview: nil)
        for id in ["a", "b", "my-view", "other_view2", "stack"] { namespace.addView(id, superview: "root") }
        namespace.addGuide("g")
        // A guide the engine makes for a stack: its id contains a dot.
        namespace.addGuide("stack.gap0")
        return namespace
    }()

    private func parse(_ text: String) throws -> LayoutConstraint {
        try ConstraintParser.parse(text, defaultName: "constraints[0]", namespace: Self.namespace).get()
    }

    private func errors(_ text: String) -> [String] {
        switch ConstraintParser.parse(text, defaultName: "c", namespace: Self.namespace) {
        case .success: return []
        case .failure(let failure): return failure.errors.map(\.description)
        }
    }

    @Test func fullForm() throws {
        #expect(try parse("pin: a.top >= 2 * b.bottom + 8 @750") == LayoutConstraint(
            name: "pin", first: LayoutAnchor(.view("a"), .top), relation: .greaterThanOrEqual,
            second: LayoutAnchor(.view("b"), .bottom), multiplier: 2, constant: 8, priority: 750))
    }

    @Test func trailingMultiplierAndMinus() throws {
        #expect(try parse("a.width <= b.width * 0.5 - 3") == LayoutConstraint(
            name: "constraints[0]", first: LayoutAnchor(.view("a"), .width), relation: .lessThanOrEqual,
            second: LayoutAnchor(.view("b"), .width), multiplier: 0.5, constant: -3))
    }

    @Test func withoutSpaces() throws {
        // Attributes have no hyphen, so `bottom-8` is `bottom - 8`.
        #expect(try parse("a.top==b.bottom-8@defaultHigh") == LayoutConstraint(
            name: "constraints[0]", first: LayoutAnchor(.view("a"), .top), relation: .equal,
            second: LayoutAnchor(.view("b"), .bottom), constant: -8, priority: 750))
    }

    @Test func hyphenatedIDs() throws {
        let constraint = try parse("my-view.leading == other_view2.trailing+1.5e1")
        #expect(constraint.first == LayoutAnchor(.view("my-view"), .leading))
        #expect(constraint.second == LayoutAnchor(.view("other_view2"), .trailing))
        #expect(constraint.constant == 15)
    }

    @Test func constantForm() throws {
        #expect(try parse("a.height == -0") == LayoutConstraint(
            name: "constraints[0]", first: LayoutAnchor(.view("a"), .height), relation: .equal, constant: 0))
        #expect(try parse("  a.width <= 100 @ fittingSizeLevel ") == LayoutConstraint(
            name: "constraints[0]", first: LayoutAnchor(.view("a"), .width), relation: .lessThanOrEqual,
            constant: 100, priority: 50))
        #expect(try parse("a.width >= 1 @required").priority == 1000)
        #expect(try parse("a.width >= 1 @defaultLow").priority == 250)
    }

    @Test func namesMayHoldAnythingButAColon() throws {
        #expect(try parse("Hardcoded Width (Custom Constraint): a.width == 200").name == "Hardcoded Width (Custom Constraint)")
        #expect(try parse("UISV-spacing:a.top == b.bottom").name == "UISV-spacing")
        #expect(try parse("constraints[4]: a.top == b.bottom").name == "constraints[4]")
    }

    @Test func guideItems() throws {
        #expect(try parse("a.leading == root.layoutMarginsGuide.leading").second == LayoutAnchor(.layoutMarginsGuide("root"), .leading))
        #expect(try parse("root.safeAreaLayoutGuide.top == a.top").first == LayoutAnchor(.safeAreaLayoutGuide("root"), .top))
        #expect(try parse("g.centerY == a.centerY").first == LayoutAnchor(.guide("g"), .centerY))
        #expect(try parse("stack.gap0.width == g.width").first == LayoutAnchor(.guide("stack.gap0"), .width))
    }

    @Test func syntaxErrorsGiveTheColumn() {
        #expect(errors("") == ["column 1: expected item.attribute, found the end"])
        #expect(errors("a") == ["column 1: expected item.attribute: 'a' has no '.attribute'"])
        #expect(errors("a.") == ["column 3: expected an attribute after '.', found the end"])
        #expect(errors("a.top ==") == ["column 9: expected item.attribute or a constant, found the end"])
        #expect(errors("a.top == b.top +") == ["column 17: expected a constant after '+', found the end"])
        #expect(errors("a.top == b.top @") == ["column 17: expected a priority after '@', found the end"])
        #expect(errors("a.top == b.top @high") == [
            "column 17: unknown priority 'high'; " + ConstraintRules.priorityRangeDetail])
        #expect(errors("a.top == b.top x") == ["column 16: expected '*', '+', '-', '@' or the end, found 'x'"])
        #expect(errors("a.top == b.top + 3 4") == ["column 20: expected '@' or the end, found '4'"])
        #expect(errors("a.width == 3 @5 6") == ["column 17: expected the end, found '6'"])
        #expect(errors("a.width == 2 b.width") == ["column 14: expected '@' or the end, found 'b'"])
        #expect(errors(" : a.top == b.top") == ["column 1: expected a name before ':'"])
        #expect(errors("a.top =< b.top") == ["column 7: expected a relation (==, >=, <=), found '='"])
        #expect(errors("é.top == b.top") == ["column 1: expected item.attribute, found 'é'"])
        #expect(errors("a.top == é") == ["column 10: expected item.attribute or a constant, found 'é'"])
    }

    @Test func printerFormat() {
        let spacing = LayoutConstraint(
            name: "UISV-spacing", first: LayoutAnchor(.view("a"), .top), relation: .equal,
            second: LayoutAnchor(.view("b"), .bottom), constant: 8, priority: 999.5)
        #expect(ConstraintPrinter.string(spacing) == "UISV-spacing: a.top == b.bottom + 8 @999.5")
        let proportional = LayoutConstraint(
            name: "UISV-fill-proportionally", first: LayoutAnchor(.view("a"), .width), relation: .equal,
            second: LayoutAnchor(.view("stack"), .width), multiplier: 4.0 / 7.0, priority: 999)
        #expect(ConstraintPrinter.string(proportional)
            == "UISV-fill-proportionally: a.width == 0.5714285714285714 * stack.width @999")
        let constant = LayoutConstraint(
            name: "", first: LayoutAnchor(.layoutMarginsGuide("root"), .width), relation: .lessThanOrEqual, constant: -2.5)
        #expect(ConstraintPrinter.string(constant) == "root.layoutMarginsGuide.width <= -2.5")
        let negative = LayoutConstraint(
            name: "n", first: LayoutAnchor(.view("a"), .leading), relation: .greaterThanOrEqual,
            second: LayoutAnchor(.guide("stack.gap0"), .trailing), multiplier: -1, constant: -1e-7)
        #expect(ConstraintPrinter.string(negative) == "n: a.leading >= -1 * stack.gap0.trailing - 1e-07")
    }

    @Test func printedConstraintsParseBack() throws {
        let anchors: [LayoutAnchor] = [
            LayoutAnchor(.view("a"), .top), LayoutAnchor(.view("my-view"), .bottom),
            LayoutAnchor(.layoutMarginsGuide("b"), .centerY), LayoutAnchor(.safeAreaLayoutGuide("root"), .top),
            LayoutAnchor(.guide("stack.gap0"), .bottom), LayoutAnchor(.view("b"), .lastBaseline),
        ]
        let names = ["UISV-spacing", "constraints[3]", "width(screen)", "Hardcoded Width (Custom Constraint)"]
        let numbers: [(multiplier: Double, constant: Double, priority: Double)] = [
            (1, 0, 1000), (2, 8, 999.5), (0.5714285714285714, -3.25, 1), (-1, 1e-7, 149), (1e6, -1e7, 25),
            (1.0 / 3.0, 0.1 + 0.2, 999.999),
        ]
        var count = 0
        for (index, first) in anchors.enumerated() {
            for second in anchors where second != first {
                for relation in [LayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
                    let number = numbers[count % numbers.count]
                    let constraint = LayoutConstraint(
                        name: names[count % names.count], first: first, relation: relation, second: second,
                        multiplier: number.multiplier, constant: number.constant, priority: number.priority)
                    count += 1
                    let printed = ConstraintPrinter.string(constraint)
                    #expect(try parse(printed) == constraint, "\(printed)")
                }
            }
            let size = LayoutConstraint(
                name: names[index % names.count], first: LayoutAnchor(.view("a"), index % 2 == 0 ? .width : .height),
                relation: .greaterThanOrEqual, constant: numbers[index].constant, priority: numbers[index].priority)
            #expect(try parse(ConstraintPrinter.string(size)) == size)
        }
        #expect(count == 90)
    }
}
