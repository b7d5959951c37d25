import Testing
@testable import LayoutEngine

/// Decoding helpers shared by the decoding, validation and grammar tests.
enum DocumentFixture {
    static func decode(_ json: String, limits: LayoutLimits = LayoutLimits()) -> Result<LayoutDocument, Problem> {
        DocumentDecoder.decode(Array(json.utf8), limits: limits)
    }

    static func document(_ json: String) throws -> LayoutDocument {
        try decode(json).get()
    }

    /// The `{pointer, detail}` errors of a rejected document (empty when it decodes).
    static func errors(_ json: String) -> [Problem.FieldError] {
        switch decode(json) {
        case .success: return []
        case .failure(let problem): return problem.errors
        }
    }

    /// A document whose root holds `subviews` and which has `constraints`.
    static func json(subviews: String = "", constraints: String = "", extra: String = "") -> String {
        """
        {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [\(subviews)]},
         "constraints": [\(constraints)]\(extra)}
        """
    }
}

@Suite struct DecodingTests {
    @Test func contractExampleDecodes() throws {
        let document = try DocumentFixture.document("""
        {
          "root": { "id": "screen", "width": 375, "height": 812,
                    "safeAreaInsets": { "top": 44, "bottom": 34 },
                    "subviews": [ { "id": "profile", "type": "stack", "axis": "vertical",
                                    "alignment": "center", "spacing": 8,
                                    "arrangedSubviews": [
                                      { "id": "flag", "intrinsicContentSize": { "width": 32, "height": 24 } },
                                      { "id": "name", "intrinsicContentSize": { "width": 180, "height": 24 },
                                        "contentHugging": { "horizontal": 249 } } ] } ] },
          "constraints": [
            "profile.leading == screen.layoutMarginsGuide.leading",
            "profile.trailing == screen.layoutMarginsGuide.trailing",
            "profile.centerY == screen.layoutMarginsGuide.centerY",
            { "id": "flagWidth", "firstItem": "flag", "firstAttribute": "width",
              "relation": "==", "constant": 160, "priority": 750 }
          ],
          "visualFormat": [ { "format": "V:|-20-[profile]", "metrics": {} } ],
          "options": { "layoutDirection": "leftToRight", "frames": "superview", "include": [] }
        }
        """)
        let root = document.root
        #expect(root.id == "screen")
        #expect(root.pointer == "/root")
        #expect(root.width == 375 && root.height == 812)
        #expect(root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let profile = root.subviews[0]
        #expect(profile.pointer == "/root/subviews/0")
        #expect(profile.stack == StackProperties(axis: .vertical, alignment: .center, spacing: 8))
        #expect(profile.arrangedSubviews.map(\.id) == ["flag", "name"])
        #expect(profile.arrangedSubviews[1].pointer == "/root/subviews/0/arrangedSubviews/1")
        #expect(profile.arrangedSubviews[0].intrinsicContentSize == OptionalSize(width: 32, height: 24))
        #expect(profile.arrangedSubviews[1].contentHugging == AxisPriorities(horizontal: 249, vertical: 250))
        #expect(document.constraints.count == 5)
        #expect(document.constraints[0] == LayoutConstraint(
            name: "constraints[0]", first: LayoutAnchor(.view("profile"), .leading), relation: .equal,
            second: LayoutAnchor(.layoutMarginsGuide("screen"), .leading)))
        #expect(document.constraints[3] == LayoutConstraint(
            name: "flagWidth", first: LayoutAnchor(.view("flag"), .width), relation: .equal,
            constant: 160, priority: 750))
        // V:|-20-[profile]: profile.top == screen.top + 20, named after the entry.
        #expect(document.constraints[4] == LayoutConstraint(
            name: "visualFormat[0]", first: LayoutAnchor(.view("profile"), .top), relation: .equal,
            second: LayoutAnchor(.view("screen"), .top), constant: 20))
        #expect(document.options == LayoutOptions())
    }

    @Test func viewDefaults() throws {
        let document = try DocumentFixture.document(#"{"root": {"id": "v"}}"#)
        let view = document.root
        #expect(view.stack == nil)
        #expect(view.width == nil && view.height == nil)
        #expect(view.intrinsicContentSize == OptionalSize())
        #expect(view.contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(view.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(view.baselines == Baselines())
        #expect(view.isHidden == false)
        #expect(view.layoutMargins == DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.safeAreaInsets == EdgeInsets())
        #expect(view.layoutGuides.isEmpty && view.subviews.isEmpty && view.arrangedSubviews.isEmpty)
        #expect(document.constraints.isEmpty)
        #expect(document.options == LayoutOptions(layoutDirection: .leftToRight, frames: .superview, includeConstraints: false))
    }

    @Test func stackDefaults() throws {
        let document = try DocumentFixture.document(#"{"root": {"id": "s", "type": "stack"}}"#)
        #expect(document.root.stack == StackProperties(
            axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0, customSpacing: [],
            layoutMarginsRelativeArrangement: false, baselineRelativeArrangement: false))
    }

    @Test func everyViewField() throws {
        let document = try DocumentFixture.document("""
        {"root": {"id": "root", "subviews": [{
          "id": "v", "type": "view", "width": 10.5, "height": 0,
          "intrinsicContentSize": {"height": 20},
          "contentHugging": {"vertical": "defaultHigh"},
          "compressionResistance": {"horizontal": 1, "vertical": "required"},
          "baselines": {"firstFromTop": 15, "lastFromBottom": 4},
          "hidden": true,
          "layoutMargins": {"leading": 16, "bottom": -2},
          "layoutGuides": [{"id": "g1"}, {"id": "g2"}],
          "subviews": [{"id": "child"}]
        }]}}
        """)
        let view = document.root.subviews[0]
        #expect(view.width == 10.5 && view.height == 0)
        #expect(view.intrinsicContentSize == OptionalSize(width: nil, height: 20))
        #expect(view.contentHugging == AxisPriorities(horizontal: 250, vertical: 750))
        #expect(view.compressionResistance == AxisPriorities(horizontal: 1, vertical: 1000))
        #expect(view.baselines == Baselines(firstFromTop: 15, lastFromBottom: 4))
        #expect(view.isHidden)
        // Omitted margins keep 8; negative margins are allowed, as in UIKit.
        #expect(view.layoutMargins == DirectionalInsets(top: 8, leading: 16, bottom: -2, trailing: 8))
        #expect(view.layoutGuides == ["g1", "g2"])
        #expect(view.subviews.map(\.id) == ["child"])
    }

    @Test func everyStackField() throws {
        let document = try DocumentFixture.document("""
        {"root": {"id": "s", "type": "stack", "axis": "vertical", "distribution": "equalCentering",
          "alignment": "bottom", "spacing": "system", "customSpacing": {"b": 12, "a": -4},
          "layoutMarginsRelativeArrangement": true, "baselineRelativeArrangement": true,
          "arrangedSubviews": [{"id": "a"}, {"id": "b"}], "subviews": [{"id": "background"}]}}
        """)
        let stack = try #require(document.root.stack)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .equalCentering)
        #expect(stack.alignment == .trailing)
        #expect(stack.spacing == 8)
        #expect(stack.customSpacing.map(\.viewID) == ["b", "a"])
        #expect(stack.customSpacing.map(\.spacing) == [12, -4])
        #expect(stack.spacing(after: "a") == -4)
        #expect(stack.layoutMarginsRelativeArrangement)
        #expect(stack.baselineRelativeArrangement)
        #expect(document.root.subviews.map(\.id) == ["background"])
    }

    /// Every field is recognised (`ViewFieldTableTests.recognised`), and nothing else.
    @Test func nearViewFieldNamesAreNotRecognised() {
        // Same length and first letter as a real field, but not one.
        for near in ["ix", "tape", "wider", "heigh", "hiddex", "", "subviewz", "arrangedSubviewz"] {
            #expect(ViewField.named(near) == nil, "\(near)")
        }
    }

    @Test func pointerOfAssignedViewNode() {
        var node = ViewNode(id: "a", pointer: "/root/subviews/3")
        #expect(node.pointer == "/root/subviews/3")
        node.pointer = "/x~1y"
        #expect(node.pointer == "/x~1y")
    }

    @Test func topAlignmentIsLeading() throws {
        let document = try DocumentFixture.document(#"{"root": {"id": "s", "type": "stack", "alignment": "top"}}"#)
        #expect(document.root.stack?.alignment == .leading)
    }

    @Test func baselineAlignmentOnHorizontalStack() throws {
        let document = try DocumentFixture.document(#"{"root": {"id": "s", "type": "stack", "alignment": "lastBaseline"}}"#)
        #expect(document.root.stack?.alignment == .lastBaseline)
    }

    @Test func uiKitIgnoredFieldsAreDropped() throws {
        // Custom spacing after `x` (a plain subview, not arranged) and after `ghost` (no such view) is
        // ignored by UIKit; so is baselineRelativeArrangement on a horizontal stack.
        let document = try DocumentFixture.document("""
        {"root": {"id": "s", "type": "stack", "baselineRelativeArrangement": true,
          "customSpacing": {"x": 3, "a": 5, "ghost": 9},
          "arrangedSubviews": [{"id": "a"}], "subviews": [{"id": "x"}]}}
        """)
        let stack = try #require(document.root.stack)
        #expect(stack.customSpacing.map(\.viewID) == ["a"])
        #expect(stack.baselineRelativeArrangement == false)
    }

    @Test func options() throws {
        let document = try DocumentFixture.document("""
        {"root": {"id": "r"}, "options": {"layoutDirection": "rightToLeft", "frames": "absolute", "include": ["constraints"]}}
        """)
        #expect(document.options == LayoutOptions(layoutDirection: .rightToLeft, frames: .absolute, includeConstraints: true))
    }

    @Test func constraintObjectFormDefaultsAndRelations() throws {
        let document = try DocumentFixture.document(DocumentFixture.json(
            subviews: #"{"id": "a"}, {"id": "b", "layoutGuides": [{"id": "g"}]}"#,
            constraints: """
            {"firstItem": "a", "firstAttribute": "width", "relation": "greaterThanOrEqual", "constant": 4},
            {"firstItem": "a", "firstAttribute": "top", "relation": "lessThanOrEqual",
             "secondItem": "g", "secondAttribute": "bottom", "multiplier": 2, "constant": -3, "priority": "fittingSizeLevel"},
            {"id": "eq", "firstItem": "b.safeAreaLayoutGuide", "firstAttribute": "centerX", "relation": "equal",
             "secondItem": "a", "secondAttribute": "centerX"}
            """))
        #expect(document.constraints == [
            LayoutConstraint(name: "constraints[0]", first: LayoutAnchor(.view("a"), .width), relation: .greaterThanOrEqual, constant: 4),
            LayoutConstraint(
                name: "constraints[1]", first: LayoutAnchor(.view("a"), .top), relation: .lessThanOrEqual,
                second: LayoutAnchor(.guide("g"), .bottom), multiplier: 2, constant: -3, priority: 50),
            LayoutConstraint(
                name: "eq", first: LayoutAnchor(.safeAreaLayoutGuide("b"), .centerX), relation: .equal,
                second: LayoutAnchor(.view("a"), .centerX)),
        ])
    }

    @Test func multiplierWithoutSecondItemIsIgnored() throws {
        // UIKit ignores the multiplier of a constant constraint (no second item).
        let document = try DocumentFixture.document(DocumentFixture.json(
            subviews: #"{"id": "a"}"#,
            constraints: #"{"firstItem": "a", "firstAttribute": "height", "relation": "<=", "multiplier": 3, "constant": 7}"#))
        #expect(document.constraints == [LayoutConstraint(
            name: "constraints[0]", first: LayoutAnchor(.view("a"), .height), relation: .lessThanOrEqual, constant: 7)])
    }

    @Test func visualFormatEntryOptionsAndMetrics() throws {
        let document = try DocumentFixture.document(DocumentFixture.json(
            subviews: #"{"id": "a"}, {"id": "b"}"#,
            extra: """
            , "visualFormat": [
              {"format": "|-m-[a]-(>=m@p)-[b]", "metrics": {"m": 12, "p": 500}, "options": ["directionRightToLeft", "alignAllCenterY"]},
              {"format": "V:[a]-[b]", "options": "alignAllLeading"}]
            """))
        // Right to left: `a` hugs the right edge, `b` lies to its left; the name is the entry's.
        #expect(document.constraints.map(ConstraintPrinter.string) == [
            "visualFormat[0]: screen.right == a.right + 12",
            "visualFormat[0]: a.left >= b.right + 12 @500",
            "visualFormat[0]: a.centerY == b.centerY",
            "visualFormat[1]: b.top == a.bottom + 8",
            "visualFormat[1]: a.leading == b.leading",
        ])
    }

    @Test func zeroMultiplierOnSizeIsAllowed() throws {
        // UIKit accepts `a.width == 0 * b.width` (a zero-width constraint in disguise).
        let document = try DocumentFixture.document(DocumentFixture.json(
            subviews: #"{"id": "a"}, {"id": "b"}"#, constraints: #""a.width == 0 * b.width + 5""#))
        #expect(document.constraints[0].multiplier == 0)
        #expect(document.constraints[0].constant == 5)
    }

    @Test func aspectRatioAcrossAxesIsAllowed() throws {
        let document = try DocumentFixture.document(DocumentFixture.json(
            subviews: #"{"id": "a"}"#, constraints: #""a.width == a.height""#))
        #expect(document.constraints[0].second == LayoutAnchor(.view("a"), .height))
    }

    @Test func constraintsPrecedeVisualFormatsWhateverTheKeyOrder() throws {
        let document = try DocumentFixture.document("""
        {"visualFormat": [{"format": "[a(10)]"}], "constraints": ["a.height == 5"],
         "root": {"id": "r", "subviews": [{"id": "a"}]}}
        """)
        #expect(document.constraints.map(\.name) == ["constraints[0]", "visualFormat[0]"])
    }

    @Test func deepestViewTreeDecodes() throws {
        // Each level is an object inside a `subviews` array: two JSON levels per view, so 255 views
        // nest 510 deep, within the parser's limit of 512.
        var json = #"{"id": "v255"}"#
        for level in stride(from: 254, through: 1, by: -1) {
            json = #"{"id": "v\#(level)", "subviews": [\#(json)]}"#
        }
        let document = try DocumentFixture.document(#"{"root": \#(json)}"#)
        var depth = 1
        var view = document.root
        while let child = view.subviews.first {
            depth += 1
            view = child
        }
        #expect(depth == 255)
        #expect(view.id == "v255")
    }

    @Test func unclosedNestingBombIs400() {
        // Nesting alone is not a JSON error (views' depth is the decoder's limit, a 422): an
        // unclosed bomb is one for its end.
        let bomb = #"{"root": "# + String(repeating: #"{"id": "a", "subviews": ["#, count: 100_000)
        guard case .failure(let problem) = DocumentFixture.decode(bomb) else {
            Issue.record("decoded")
            return
        }
        #expect(problem.status == 400)
        #expect(problem.detail.contains("found the end of the input"))
    }

    @Test func notJSONIs400WithLineAndColumn() {
        guard case .failure(let problem) = DocumentFixture.decode("{\n  \"root\": {\"id\": \"a\",}\n}") else {
            Issue.record("decoded")
            return
        }
        #expect(problem.status == 400)
        // Line 2 is `  "root": {"id": "a",}`: the `}` after the comma is at column 22.
        #expect(problem.detail.contains("line 2, column 22: expected a string key"))
    }

    @Test func viewLimitIs413() {
        let json = DocumentFixture.json(subviews: #"{"id": "a"}, {"id": "b", "subviews": [{"id": "c"}]}"#)
        guard case .failure(let problem) = DocumentFixture.decode(json, limits: LayoutLimits(maxViews: 3)) else {
            Issue.record("decoded")
            return
        }
        // screen, a, b, c: 4 views.
        #expect(problem.status == 413)
        #expect(problem.errors == [Problem.FieldError(pointer: "/root", detail: "4 views, over the limit of 3")])
        #expect(throws: Never.self) { try DocumentFixture.decode(json, limits: LayoutLimits(maxViews: 4)).get() }
    }

    @Test func constraintLimitIs413() {
        let json = DocumentFixture.json(
            subviews: #"{"id": "a"}"#, constraints: #""a.width == 1", "a.height == 1""#,
            extra: #", "visualFormat": [{"format": "[a]"}]"#)
        guard case .failure(let problem) = DocumentFixture.decode(json, limits: LayoutLimits(maxConstraints: 2)) else {
            Issue.record("decoded")
            return
        }
        #expect(problem.status == 413)
        #expect(problem.errors.map(\.pointer) == ["/constraints"])
    }

    @Test func decodingIsDeterministic() {
        let json = DocumentFixture.json(
            subviews: #"{"id": "a", "bogus": 1}, {"id": "a"}, {"id": 3}"#,
            constraints: #""a.top == nope.top", {"firstItem": "x"}"#)
        let first = DocumentFixture.errors(json)
        for _ in 0..<5 { #expect(DocumentFixture.errors(json) == first) }
        // bogus field, duplicate id, non-string id, unknown item, and the object missing 3 things.
        #expect(first.count == 7)
    }
}
