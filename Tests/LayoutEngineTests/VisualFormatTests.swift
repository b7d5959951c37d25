import Testing
@testable import LayoutEngine

@Suite struct VisualFormatTests {
    private static let namespace: ItemNamespace = {
        var namespace = ItemNamespace()
        namespace.addView("sv", superview: nil)
        for id in ["a", "b", "c", "my-view", "other"] { namespace.addView(id, superview: "sv") }
        namespace.addView("x", superview: "other")
        namespace.addGuide("g")
        return namespace
    }()

    private func parse(
        _ format: String, alignments: [LayoutAttribute] = [], direction: VisualFormatParser.Direction = .leadingToTrailing,
        metrics: [String: Double] = [:]
    ) throws -> [String] {
        try VisualFormatParser.parse(
            format, name: "vf", alignments: alignments, direction: direction, metrics: metrics, namespace: Self.namespace
        ).get().map(ConstraintPrinter.body)
    }

    private func errors(_ format: String, metrics: [String: Double] = [:]) -> [String] {
        switch VisualFormatParser.parse(format, name: "vf", metrics: metrics, namespace: Self.namespace) {
        case .success: return []
        case .failure(let failure): return failure.errors.map(\.description)
        }
    }

    @Test func standardSpacing() throws {
        // A bare `-` is 20 to the superview's edge and 8 between siblings; H: uses leading/trailing.
        #expect(try parse("H:|-[a]-[b]-|") == [
            "a.leading == sv.leading + 20", "b.leading == a.trailing + 8", "sv.trailing == b.trailing + 20",
        ])
    }

    @Test func horizontalIsTheDefault() throws {
        #expect(try parse("|[a]|") == ["a.leading == sv.leading", "sv.trailing == a.trailing"])
        #expect(try parse("[a]").isEmpty)
    }

    @Test func verticalWithConstantsAndPriorities() throws {
        #expect(try parse("V:|-10-[a(==50@750)]-0-|") == [
            "a.top == sv.top + 10", "a.height == 50 @750", "sv.bottom == a.bottom",
        ])
    }

    @Test func viewPredicates() throws {
        #expect(try parse("[a(>=50,<=100)]") == ["a.width >= 50", "a.width <= 100"])
        #expect(try parse("[a(==b)]") == ["a.width == b.width"])
        #expect(try parse("V:[a(<=b@250)]") == ["a.height <= b.height @250"])
        #expect(try parse("[my-view(30)]") == ["my-view.width == 30"])
    }

    @Test func flushViews() throws {
        #expect(try parse("[a][b][c]") == ["b.leading == a.trailing", "c.leading == b.trailing"])
    }

    @Test func connectionPredicates() throws {
        #expect(try parse("[a]-(>=8@500)-[b]") == ["b.leading >= a.trailing + 8 @500"])
        #expect(try parse("[a]-(>=8,<=20)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"])
        #expect(try parse("[a]-(-5)-[b]") == ["b.leading == a.trailing - 5"])
        #expect(try parse("|-(>=0)-[a]") == ["a.leading >= sv.leading"])
    }

    @Test func metrics() throws {
        let metrics = ["pad": 12.0, "w": 30, "p": 600]
        #expect(try parse("|-pad-[a(w)]-(>=pad@p)-[b(==w@p)]", metrics: metrics) == [
            "a.leading == sv.leading + 12", "a.width == 30", "b.leading >= a.trailing + 12 @600", "b.width == 30 @600",
        ])
        #expect(try parse(" H: | - pad - [ a ] ", metrics: metrics) == ["a.leading == sv.leading + 12"])
    }

    @Test func alignmentOptions() throws {
        #expect(try parse("[a]-[b]-[c]", alignments: [.centerY, .firstBaseline]) == [
            "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
            "a.centerY == b.centerY", "a.centerY == c.centerY",
            "a.firstBaseline == b.firstBaseline", "a.firstBaseline == c.firstBaseline",
        ])
        #expect(try parse("V:[a]-[b]", alignments: [.leading]) == ["b.top == a.bottom + 8", "a.leading == b.leading"])
    }

    @Test func directions() throws {
        #expect(try parse("|-[a]-[b]-|", direction: .leftToRight) == [
            "a.left == sv.left + 20", "b.left == a.right + 8", "sv.right == b.right + 20",
        ])
        // Right to left: `a` is rightmost, `b` lies to its left.
        #expect(try parse("|-[a]-(>=4)-[b]-|", direction: .rightToLeft) == [
            "sv.right == a.right + 20", "a.left >= b.right + 4", "b.left == sv.left + 20",
        ])
        #expect(try parse("V:|[a]", direction: .rightToLeft) == ["a.top == sv.top"])
    }

    @Test func namesAndSuperviewErrors() {
        #expect(errors("|-[x]-[a]") == ["column 1: '|' needs one superview, but 'x' is in 'other' and 'a' is in 'sv'"])
        #expect(errors("[sv]-|") == ["column 6: '|' is the superview, but 'sv' is the root and has none"])
        #expect(errors("[a]-[zz]") == ["column 6: unknown view 'zz'"])
        #expect(errors("[g]") == ["column 2: 'g' is a layout guide; a visual format relates views"])
        #expect(errors("[a(==zz)]") == ["column 6: unknown view or metric 'zz'"])
        #expect(errors("[a]-(m)-[b]") == ["column 6: unknown metric 'm': a spacing must be a number or a metric"])
        #expect(errors("[a(10@q)]") == ["column 7: unknown metric 'q' for a priority"])
        #expect(errors("[a(10@1001)]") == ["column 7: " + ConstraintRules.priorityRangeDetail])
        #expect(errors("[a(-10)]") == ["column 4: a size cannot be negative"])
        #expect(errors("[a(>=w)]", metrics: ["w": -5]) == ["column 6: a size cannot be negative"])
        // Without `|`, views in different superviews may be related.
        #expect(errors("[x]-[a]").isEmpty)
    }

    @Test func syntaxErrorsGiveTheColumn() {
        #expect(errors("X:[a]") == ["column 1: expected 'H:' or 'V:' before ':', found 'X'"])
        #expect(errors("") == ["column 1: expected '[' to begin a view, found the end"])
        #expect(errors("|") == ["column 2: expected '-', '[' or '|', found the end"])
        #expect(errors("[a]--[b]") == [
            "column 5: expected a spacing (a number, a metric or '(') or a view after '-', found '-'",
        ])
        #expect(errors("[a]-") == ["column 5: expected a spacing (a number, a metric or '(') or a view after '-', found the end"])
        #expect(errors("[a]-8[b]") == ["column 6: expected '-' after the spacing, found '['"])
        #expect(errors("[a") == ["column 3: expected ']' to end view 'a', found the end"])
        #expect(errors("[]") == ["column 2: expected a view name after '[', found ']'"])
        #expect(errors("[a(==)]") == ["column 6: expected a constant, a metric or a view name, found ')'"])
        #expect(errors("[a]-(8,)-[b]") == ["column 8: expected a constant, a metric or a view name, found ')'"])
        #expect(errors("[a]-(8 9)-[b]") == ["column 8: expected ',' or ')' in a predicate list, found '9'"])
        #expect(errors("[a(8@)]") == ["column 6: expected a priority after '@', found ')'"])
        #expect(errors("[a]|x") == ["column 5: expected the end after '|', found 'x'"])
        #expect(errors("[a] b") == ["column 5: expected '-', '[' or '|', found 'b'"])
    }
}
