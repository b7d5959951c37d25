import Testing
@testable import LayoutEngine

/// Every validation error, with its exact JSON Pointer and detail.
@Suite struct ValidationTests {
    private func expectErrors(
        _ json: String, _ expected: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = DocumentFixture.errors(json)
        #expect(found.map(\.pointer) == expected.map(\.0), sourceLocation: sourceLocation)
        // Every detail is cut at 200 bytes (issue 13): the long "expected one of" lists end in "…".
        #expect(
            found.map(\.detail) == expected.map { Problem.cut($0.1, maxBytes: Problem.maxDetailBytes, escaped: false) },
            sourceLocation: sourceLocation)
    }

    private func expectConstraintErrors(
        _ constraint: String, _ expected: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let json = DocumentFixture.json(
            subviews: #"{"id": "a", "layoutGuides": [{"id": "g"}]}, {"id": "b"}"#, constraints: constraint)
        expectErrors(json, expected, sourceLocation: sourceLocation)
    }

    @Test func problemIs422WithEveryError() throws {
        guard case .failure(let problem) = DocumentFixture.decode(#"{"root": {"id": "1", "width": -1}}"#) else {
            Issue.record("decoded")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.errors.count == 2)
        #expect(problem.detail.contains("2 errors"))
    }

    @Test func documentShape() {
        expectErrors("[]", [("", "the document must be a JSON object, found an array")])
        expectErrors("{}", [("/root", "the required field 'root' is missing")])
        expectErrors(#"{"root": {"id": "r"}, "rot": 1}"#, [("/rot", "unknown field 'rot' in the document; did you mean 'root'?")])
        expectErrors(#"{"root": {"id": "r"}, "root": {"id": "s"}}"#, [("/root", "duplicate field 'root'")])
        expectErrors(#"{"root": 5}"#, [("/root", "a view must be an object, found a number")])
    }

    @Test func viewIDs() {
        expectErrors(#"{"root": {"width": 1}}"#, [("/root", "a view needs an 'id'")])
        expectErrors(#"{"root": {"id": "9lives"}}"#, [("/root/id", "invalid id '9lives': an id matches [A-Za-z_][A-Za-z0-9_-]*")])
        expectErrors(#"{"root": {"id": "a.b"}}"#, [("/root/id", "invalid id 'a.b': an id matches [A-Za-z_][A-Za-z0-9_-]*")])
        expectErrors(#"{"root": {"id": ""}}"#, [("/root/id", "invalid id '': an id matches [A-Za-z_][A-Za-z0-9_-]*")])
        expectErrors(#"{"root": {"id": true}}"#, [("/root/id", "an id must be a string, found a boolean")])
        expectErrors(
            #"{"root": {"id": "r", "subviews": [{"id": "x"}, {"id": "y", "layoutGuides": [{"id": "x"}]}]}}"#,
            [("/root/subviews/1/layoutGuides/0/id",
              "duplicate id 'x' (first declared at /root/subviews/0/id); views and layout guides share one namespace")])
        expectErrors(
            #"{"root": {"id": "r", "layoutGuides": [{"id": "r"}, {"name": "n"}, 3]}}"#,
            [("/root/layoutGuides/0/id",
              "duplicate id 'r' (first declared at /root/id); views and layout guides share one namespace"),
             ("/root/layoutGuides/1/name", "unknown field 'name' in a layout guide; expected one of id"),
             ("/root/layoutGuides/1", "a layout guide needs an 'id'"),
             ("/root/layoutGuides/2", "a layout guide must be an object, found a number")])
    }

    @Test func viewFieldTypesAndRanges() {
        expectErrors(#"{"root": {"id": "r", "width": "10"}}"#, [("/root/width", "width must be a number, found a string")])
        expectErrors(#"{"root": {"id": "r", "height": -0.5}}"#, [("/root/height", "height must be at least 0, found -0.5")])
        expectErrors(#"{"root": {"id": "r", "height": 1e999}}"#, [("/root/height", "height must be a finite number in [-1e7, 1e7]")])
        expectErrors(#"{"root": {"id": "r", "width": 1, "width": 2}}"#, [("/root/width", "duplicate field 'width'")])
        expectErrors(#"{"root": {"id": "r", "type": "image"}}"#, [("/root/type", "unknown view type 'image'; expected one of view, stack, label, button, scroll")])
        expectErrors(#"{"root": {"id": "r", "hidden": "yes"}}"#, [("/root/hidden", "hidden must be true or false, found a string")])
        expectErrors(#"{"root": {"id": "r", "widht": 3}}"#, [("/root/widht", "unknown field 'widht' in a view; did you mean 'width'?")])
        expectErrors(
            #"{"root": {"id": "r", "intrinsicContentSize": {"width": -1, "depth": 2}}}"#,
            [("/root/intrinsicContentSize/width", "an intrinsic width must be at least 0, found -1"),
             ("/root/intrinsicContentSize/depth",
              "unknown field 'depth' in intrinsicContentSize; expected one of width, height")])
        expectErrors(#"{"root": {"id": "r", "intrinsicContentSize": 5}}"#,
                     [("/root/intrinsicContentSize", "intrinsicContentSize must be an object, found a number")])
        expectErrors(#"{"root": {"id": "r", "baselines": {"firstFromTop": null}}}"#,
                     [("/root/baselines/firstFromTop", "firstFromTop must be a number, found null")])
        expectErrors(#"{"root": {"id": "r", "layoutMargins": {"left": 3}}}"#,
                     [("/root/layoutMargins/left", "unknown field 'left' in layoutMargins; expected one of top, leading, bottom, trailing")])
        expectErrors(#"{"root": {"id": "r", "subviews": {}}}"#, [("/root/subviews", "a list of views must be an array, found an object")])
    }

    @Test func priorities() {
        let range = "a priority must be a number in [1, 1000] or one of required, defaultHigh, defaultLow, fittingSizeLevel"
        expectErrors(#"{"root": {"id": "r", "contentHugging": {"horizontal": 0}}}"#,
                     [("/root/contentHugging/horizontal", range + ", found 0")])
        expectErrors(#"{"root": {"id": "r", "compressionResistance": {"vertical": 1000.5}}}"#,
                     [("/root/compressionResistance/vertical", range + ", found 1000.5")])
        expectErrors(#"{"root": {"id": "r", "contentHugging": {"vertical": "low"}}}"#,
                     [("/root/contentHugging/vertical", "unknown priority 'low'; " + range)])
        expectErrors(#"{"root": {"id": "r", "contentHugging": {"vertical": []}}}"#,
                     [("/root/contentHugging/vertical", "a priority must be a number or a string, found an array")])
    }

    @Test func safeArea() {
        expectErrors(
            #"{"root": {"id": "r", "subviews": [{"id": "v", "safeAreaInsets": {"top": 1}}]}}"#,
            [("/root/subviews/0/safeAreaInsets", "'safeAreaInsets' applies only to the root; other views' safe area is their bounds")])
        expectErrors(#"{"root": {"id": "r", "safeAreaInsets": {"top": -1, "leading": 2}}}"#,
                     [("/root/safeAreaInsets/top", "a safe-area inset must be at least 0, found -1"),
                      ("/root/safeAreaInsets/leading", "unknown field 'leading' in safeAreaInsets; expected one of top, left, bottom, right")])
    }

    @Test func stackFieldsOnAPlainView() {
        expectErrors(
            #"{"root": {"id": "r", "axis": "vertical", "arrangedSubviews": [{"id": "a"}], "spacing": 3}}"#,
            [("/root/axis", "'axis' applies only to stack views (\"type\": \"stack\")"),
             ("/root/arrangedSubviews", "'arrangedSubviews' applies only to stack views (\"type\": \"stack\")"),
             ("/root/spacing", "'spacing' applies only to stack views (\"type\": \"stack\")")])
    }

    @Test func stackFields() {
        expectErrors(#"{"root": {"id": "s", "type": "stack", "axis": "diagonal"}}"#,
                     [("/root/axis", "unknown axis 'diagonal'; expected one of horizontal, vertical")])
        expectErrors(
            #"{"root": {"id": "s", "type": "stack", "distribution": "fillEvenly"}}"#,
            [("/root/distribution",
              "unknown distribution 'fillEvenly'; expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering")])
        // The axis is read first, whatever the key order.
        expectErrors(#"{"root": {"id": "s", "type": "stack", "alignment": "firstBaseline", "axis": "vertical"}}"#,
                     [("/root/alignment", "'firstBaseline' alignment applies only to horizontal stacks; this stack is vertical")])
        expectErrors(#"{"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "lastBaseline"}}"#,
                     [("/root/alignment", "'lastBaseline' alignment applies only to horizontal stacks; this stack is vertical")])
        expectErrors(#"{"root": {"id": "s", "type": "stack", "spacing": "wide"}}"#,
                     [("/root/spacing", "spacing must be a number or \"system\", found 'wide'")])
        expectErrors(#"{"root": {"id": "s", "type": "stack", "customSpacing": {"a/b": "x"}}}"#,
                     [("/root/customSpacing/a~1b", "a custom spacing must be a number, found a string")])
        expectErrors(#"{"root": {"id": "s", "type": "stack", "layoutMarginsRelativeArrangement": 1}}"#,
                     [("/root/layoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement must be true or false, found a number")])
    }

    /// Known fields and unknown keys repeat by different routes (a bit per field, a look back for
    /// the rest): both report the second occurrence only, in document order.
    @Test func repeatedUnknownKeysAreDuplicatesToo() {
        let unknown = "unknown field 'zz' in a view; expected one of " + FieldChecker.viewFields.joined(separator: ", ")
        expectErrors(#"{"root": {"zz": 1, "id": "r", "zz": 2, "id": "s"}}"#,
                     [("/root/zz", unknown), ("/root/zz", "duplicate field 'zz'"), ("/root/id", "duplicate field 'id'")])
        let unknownSize = "unknown field 'zz' in intrinsicContentSize; expected one of width, height"
        expectErrors(#"{"root": {"id": "r", "intrinsicContentSize": {"zz": 1, "height": 2, "zz": 3, "height": 4}}}"#,
                     [("/root/intrinsicContentSize/zz", unknownSize),
                      ("/root/intrinsicContentSize/zz", "duplicate field 'zz'"),
                      ("/root/intrinsicContentSize/height", "duplicate field 'height'")])
    }

    @Test func duplicatesAndShapesInNestedObjects() {
        expectErrors(#"{"root": {"id": "r", "intrinsicContentSize": {"width": 1, "width": 2}}}"#,
                     [("/root/intrinsicContentSize/width", "duplicate field 'width'")])
        expectErrors(#"{"root": {"id": "r", "layoutGuides": {"id": "g"}}}"#,
                     [("/root/layoutGuides", "layoutGuides must be an array, found an object")])
        expectErrors(#"{"root": {"id": "s", "type": "stack", "arrangedSubviews": [{"id": "a"}, "b"]}}"#,
                     [("/root/arrangedSubviews/1", "a view must be an object, found a string")])
        expectErrors(#"{"root": {"id": "s", "type": "stack", "customSpacing": {"a": 1, "a": 2}}}"#,
                     [("/root/customSpacing/a", "duplicate custom spacing for 'a'")])
        expectErrors(#"{"root": {"id": "r"}, "options": {"include": "constraints"}}"#,
                     [("/options/include", "include must be an array, found a string")])
        expectErrors(#"{"root": {"id": "r"}, "options": []}"#, [("/options", "options must be an object, found an array")])
        expectErrors(
            #"{"root": {"id": "r", "subviews": [{"id": "a", "subviews": [{"id": "b", "baselines": {"first": 1}}]}]}}"#,
            [("/root/subviews/0/subviews/0/baselines/first",
              "unknown field 'first' in baselines; expected one of firstFromTop, lastFromBottom")])
    }

    @Test func pointerEscaping() {
        expectErrors(#"{"root": {"id": "r", "a/b~c": 1}}"#,
                     [("/root/a~1b~0c", "unknown field 'a/b~c' in a view; expected one of "
                        + FieldChecker.viewFields.joined(separator: ", "))])
    }

    @Test func options() {
        expectErrors(#"{"root": {"id": "r"}, "options": {"frames": "window"}}"#,
                     [("/options/frames", "unknown frames 'window'; expected one of superview, absolute")])
        expectErrors(#"{"root": {"id": "r"}, "options": {"include": ["constraints", "solver"]}}"#,
                     [("/options/include/1", "unknown include 'solver'; expected one of constraints, text")])
        expectErrors(#"{"root": {"id": "r"}, "options": {"layoutDirection": "rtl"}}"#,
                     [("/options/layoutDirection", "unknown layoutDirection 'rtl'; expected one of leftToRight, rightToLeft")])
        expectErrors(#"{"root": {"id": "r"}, "options": {"direction": 1}}"#,
                     [("/options/direction", "unknown field 'direction' in options; expected one of layoutDirection, frames, include, displayScale, rounding, render, sizes")])
    }

    @Test func constraintStrings() {
        expectConstraintErrors(#"5"#, [("/constraints/0", "a constraint must be a string or an object, found a number")])
        expectConstraintErrors(#""a.top == zz.top""#, [("/constraints/0", "column 10: unknown item 'zz': no view or layout guide has that id")])
        expectConstraintErrors(
            #""a.tops == b.top""#,
            [("/constraints/0", "column 3: " + LayoutAttribute.unknownDetail("tops"))])
        expectConstraintErrors(
            #""a.top == b.width""#,
            [("/constraints/0", "column 12: cannot relate location attribute 'top' to size attribute 'width'")])
        expectConstraintErrors(
            #""a.leading == b.top""#,
            [("/constraints/0", "column 16: cannot relate horizontal attribute 'leading' to vertical attribute 'top'")])
        expectConstraintErrors(
            #""a.leading == b.left + 8""#,
            [("/constraints/0",
              "column 16: cannot relate 'leading' to 'left': leading/trailing attributes and left/right attributes cannot be mixed")])
        expectConstraintErrors(
            #""a.top == 20""#,
            [("/constraints/0", "column 3: location attribute 'top' needs a second item: a constant location has no meaning")])
        expectConstraintErrors(
            #""a.centerX == 0 * b.centerX""#,
            [("/constraints/0", "column 14: a location attribute cannot have a zero multiplier")])
        expectConstraintErrors(
            #""a.width == 10 @1001""#,
            [("/constraints/0", "column 16: " + ConstraintRules.priorityRangeDetail)])
        expectConstraintErrors(#""a.width == 10 @0""#, [("/constraints/0", "column 16: " + ConstraintRules.priorityRangeDetail)])
        expectConstraintErrors(
            #""a.top = b.bottom""#, [("/constraints/0", "column 7: expected a relation (==, >=, <=), found '='")])
        expectConstraintErrors(
            #""a.g.top == b.top""#, [("/constraints/0", "column 1: unknown item 'a.g': no view or layout guide has that id")])
        expectConstraintErrors(
            #""g.layoutMarginsGuide.top == b.top""#,
            [("/constraints/0", "column 1: 'g' is a layout guide; only views have a layoutMarginsGuide")])
        expectConstraintErrors(
            #""g.firstBaseline == b.firstBaseline""#,
            [("/constraints/0", "column 3: 'g' is a layout guide, which has no 'firstBaseline'")])
        expectConstraintErrors(
            #""a.width == 2 * b.width * 3""#, [("/constraints/0", "column 26: the multiplier is given twice")])
    }

    @Test func everyProblemInOneStringIsReported() {
        // Both items unknown: both reported, each at its column.
        expectConstraintErrors(
            #""x.top == y.bottom""#,
            [("/constraints/0", "column 1: unknown item 'x': no view or layout guide has that id"),
             ("/constraints/0", "column 10: unknown item 'y': no view or layout guide has that id")])
    }

    @Test func constraintObjects() {
        expectConstraintErrors(
            #"{"firstItem": "a", "firstAttribute": "top", "relation": "=", "secondItem": "b", "secondAttribute": "top"}"#,
            [("/constraints/0/relation",
              "unknown relation '='; expected one of ==, <=, >=, equal, lessThanOrEqual, greaterThanOrEqual")])
        expectConstraintErrors(
            #"{"firstItem": "q", "firstAttribute": "size", "relation": "=="}"#,
            [("/constraints/0/firstItem", "unknown item 'q': no view or layout guide has that id"),
             ("/constraints/0/firstAttribute", LayoutAttribute.unknownDetail("size"))])
        expectConstraintErrors(
            #"{"firstItem": "a", "firstAttribute": "top", "relation": "==", "secondItem": "b"}"#,
            [("/constraints/0/secondItem", "'secondItem' needs 'secondAttribute'")])
        expectConstraintErrors(
            #"{"firstItem": "a", "firstAttribute": "left", "relation": "==", "secondItem": "b", "secondAttribute": "trailing"}"#,
            [("/constraints/0/secondAttribute",
              "cannot relate 'left' to 'trailing': leading/trailing attributes and left/right attributes cannot be mixed")])
        expectConstraintErrors(
            #"{"firstItem": "a", "firstAttribute": "top", "relation": "==", "secondItem": "b", "secondAttribute": "top", "multiplier": 0}"#,
            [("/constraints/0/multiplier", "a location attribute cannot have a zero multiplier")])
        expectConstraintErrors(
            #"{"firstItem": "a", "firstAttribute": "width", "relation": "==", "constant": 1, "priority": 2000}"#,
            [("/constraints/0/priority", ConstraintRules.priorityRangeDetail)])
        expectConstraintErrors(
            #"{"firstItem": "a", "firstAttribute": "bottom", "relation": "=="}"#,
            [("/constraints/0/firstAttribute", "location attribute 'bottom' needs a second item: a constant location has no meaning")])
        expectConstraintErrors(
            #"{"firstItem": "a", "firstAttribute": "width", "relation": "==", "constant": "8", "prority": 1}"#,
            [("/constraints/0/constant", "the constant must be a number, found a string"),
             ("/constraints/0/prority", "unknown field 'prority' in a constraint; did you mean 'priority'?")])
        expectConstraintErrors(
            #"{"id": "a:b", "firstItem": "a", "firstAttribute": "width", "relation": "=="}"#,
            [("/constraints/0/id", "a constraint id must be non-empty, without ':' and without leading or trailing spaces")])
        expectConstraintErrors(
            #"{}"#,
            [("/constraints/0", "a constraint needs 'firstItem'"), ("/constraints/0", "a constraint needs 'firstAttribute'"),
             ("/constraints/0", "a constraint needs 'relation'")])
    }

    @Test func constraintsMustBeAnArray() {
        expectErrors(#"{"root": {"id": "r"}, "constraints": "r.width == 1"}"#,
                     [("/constraints", "constraints must be an array, found a string")])
    }

    @Test func visualFormatEntries() {
        let views = #"{"id": "a"}, {"id": "b"}"#
        expectErrors(DocumentFixture.json(subviews: views, extra: #", "visualFormat": [{"format": "H:[a]-[b"}]"#),
                     [("/visualFormat/0/format", "column 9: expected ']' to end view 'b', found the end")])
        expectErrors(DocumentFixture.json(subviews: views, extra: #", "visualFormat": [{"format": "[a]-[c]"}]"#),
                     [("/visualFormat/0/format", "column 6: unknown view 'c'")])
        expectErrors(
            DocumentFixture.json(subviews: views, extra: #", "visualFormat": [{"format": "[a]-[b]", "options": ["alignAllLeading"]}]"#),
            [("/visualFormat/0/options/0", "'alignAllLeading' aligns along the format's own axis (horizontal); alignment must be across it")])
        expectErrors(
            DocumentFixture.json(subviews: views, extra: #", "visualFormat": [{"format": "[a]", "options": ["alignAllMiddle"]}]"#),
            [("/visualFormat/0/options/0", "unknown visual format option 'alignAllMiddle'; expected one of "
                + (FieldChecker.alignmentOptions.map(\.0) + FieldChecker.directionOptions.map(\.0)).joined(separator: ", "))])
        expectErrors(
            DocumentFixture.json(subviews: views, extra: #", "visualFormat": [{"format": "[a]-(gap)-[b]", "metrics": {"gap": "8"}}]"#),
            [("/visualFormat/0/metrics/gap", "a metric must be a number, found a string"),
             ("/visualFormat/0/format", "column 6: unknown metric 'gap': a spacing must be a number or a metric")])
        expectErrors(DocumentFixture.json(subviews: views, extra: #", "visualFormat": [{"metrics": {}}, "[a]"]"#),
                     [("/visualFormat/0", "a visualFormat entry needs a 'format'"),
                      ("/visualFormat/1", "a visualFormat entry must be an object, found a string")])
        expectErrors(DocumentFixture.json(subviews: views, extra: #", "visualFormat": [{"format": "[a]", "name": "x"}]"#),
                     [("/visualFormat/0/name", "unknown field 'name' in a visualFormat entry; expected one of format, options, metrics, when")])
    }
}

/// Mutated documents: never a crash, and every error's pointer names a place in the request.
@Suite struct MutationTests {
    private static let source = """
    {"root": {"id": "screen", "width": 375, "height": 812, "safeAreaInsets": {"top": 44, "bottom": 34},
      "layoutGuides": [{"id": "spacer"}],
      "subviews": [{"id": "profile", "type": "stack", "axis": "vertical", "alignment": "center", "spacing": 8,
        "customSpacing": {"flag": 4}, "distribution": "fillEqually",
        "arrangedSubviews": [
          {"id": "flag", "intrinsicContentSize": {"width": 32, "height": 24}, "baselines": {"firstFromTop": 20}},
          {"id": "name", "intrinsicContentSize": {"width": 180, "height": 24}, "contentHugging": {"horizontal": 249},
           "layoutMargins": {"leading": 4}, "hidden": false}]}]},
     "constraints": ["profile.leading == screen.layoutMarginsGuide.leading",
       "pin: profile.centerY == 0.5 * screen.safeAreaLayoutGuide.centerY + 3 @750",
       {"id": "flagWidth", "firstItem": "flag", "firstAttribute": "width", "relation": "==", "constant": 160, "priority": 750}],
     "visualFormat": [{"format": "V:|-20-[profile(>=50@500)]", "metrics": {"m": 8}, "options": ["alignAllCenterX"]}],
     "options": {"layoutDirection": "leftToRight", "frames": "superview", "include": ["constraints"]}}
    """

    /// The value at an RFC 6901 pointer, if any.
    private func resolve(_ pointer: String, in value: JSONValue) -> JSONValue? {
        guard !pointer.isEmpty else { return value }
        var current = value
        for rawToken in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let token = unescape(String(rawToken))
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// `~1` is `/` and `~0` is `~`, read left to right.
    private func unescape(_ token: String) -> String {
        var result = ""
        var escaping = false
        for character in token {
            if escaping {
                result.append(character == "1" ? "/" : "~")
                escaping = false
            } else if character == "~" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private func parent(of pointer: String) -> String {
        guard let slash = pointer.lastIndex(of: "/") else { return "" }
        return String(pointer[..<slash])
    }

    @Test func mutatedDocumentsFailCleanly() throws {
        let original = Array(Self.source.utf8)
        #expect(throws: Never.self) { try DocumentDecoder.decode(original, limits: LayoutLimits()).get() }
        let alphabet = Array(#"{}[]":,.-+0123456789eE \/@*=<>abcdefxyz_~"#.utf8)
        var random = SplitMix64(state: 2026)
        var counts = [Int: Int]()
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0...random.below(3) {
                let position = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes[position] = alphabet[random.below(alphabet.count)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(alphabet[random.below(alphabet.count)], at: position)
                }
            }
            let result = DocumentDecoder.decode(bytes, limits: LayoutLimits())
            guard case .failure(let problem) = result else {
                counts[200, default: 0] += 1
                continue
            }
            counts[problem.status, default: 0] += 1
            #expect([400, 422].contains(problem.status))
            if problem.status == 400 {
                #expect(problem.detail.contains("line ") && problem.detail.contains(", column "))
                continue
            }
            #expect(!problem.errors.isEmpty)
            let parsed = try JSONParser.parse(bytes)
            for error in problem.errors {
                // A missing field is reported at the object that lacks it, or at the field's own place.
                let found = resolve(error.pointer, in: parsed) ?? resolve(parent(of: error.pointer), in: parsed)
                #expect(found != nil, "\(error.pointer): \(error.detail)")
            }
        }
        // The mutations reach every outcome, so each branch above is exercised.
        #expect(counts[400, default: 0] > 100 && counts[422, default: 0] > 100 && counts[200, default: 0] > 10)
    }
}
