import Foundation
import LayoutEngine
import Testing

/// `options.sizes`: one layout per size, each bit for bit the answer to the document sent alone at
/// that size with those traits applied by hand (the contract's "Sizes and variants").
@Suite("options.sizes")
struct SizesTests {
    /// The sizes every equivalence check lays documents out at: given sizes, landscape size
    /// classes, a fitted height, a fitted canvas, and traits over the options'.
    static var sizes: [[String: Any]] { [
        ["width": 375, "height": 667],
        ["width": 700, "height": 375, "traits": ["horizontalSizeClass": "compact", "verticalSizeClass": "compact"]],
        ["width": 320],
        [:],
        ["width": 414.5, "height": 896, "traits": ["layoutDirection": "rightToLeft", "displayScale": 2]],
    ] }

    @Test func everyExampleAtEverySizeEqualsTheDocumentSentAlone() throws {
        let directory = Self.repository.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            try Self.expectEquivalent(document, sizes: Self.sizes, label: name)
        }
    }

    @Test func randomDocumentsAtRandomSizesEqualTheDocumentsSentAlone() throws {
        var generator = RandomDocumentJSON(seed: 0x5122_5EED)
        var random = SplitMix64(state: 17)
        var checked = 0
        for _ in 0..<300 {
            let text = generator.make()
            // Only the valid ones: their sizes are what is compared.
            guard case .success = LayoutEngine().layout(json: Array(text.utf8)),
                let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            else { continue }
            var sizes: [[String: Any]] = []
            for _ in 0..<(1 + random.below(4)) {
                var size: [String: Any] = [:]
                if random.chance(80) { size["width"] = Double(random.below(1_200)) / 2 }
                if random.chance(70) { size["height"] = Double(random.below(1_200)) / 2 }
                var traits: [String: Any] = [:]
                if random.chance(40) { traits["horizontalSizeClass"] = random.pick(["compact", "regular"]) }
                if random.chance(40) { traits["verticalSizeClass"] = random.pick(["compact", "regular"]) }
                if random.chance(30) { traits["displayScale"] = random.pick([1, 2, 3]) }
                if random.chance(30) { traits["layoutDirection"] = random.pick(["leftToRight", "rightToLeft"]) }
                if !traits.isEmpty || random.chance(20) { size["traits"] = traits }
                sizes.append(size)
            }
            try Self.expectEquivalent(document, sizes: sizes, label: text)
            checked += 1
        }
        // The generator's documents are mostly valid: the check ran on many of them.
        #expect(checked >= 100)
    }

    /// Stacks of every distribution (``DistributionDocumentGenerator``: given and fitted roots,
    /// nested stacks, hidden views, ties the solver reports ambiguous, right to left), written as
    /// JSON (``AuditDocumentJSON``) and laid out at sizes around their content's.
    @Test(arguments: StackProperties.Distribution.allCases)
    func stackDocumentsAtRandomSizesEqualTheDocumentsSentAlone(_ distribution: StackProperties.Distribution) throws {
        var generator = DistributionDocumentGenerator(distribution: distribution, seed: 0x5_12E5)
        var random = SplitMix64(state: 29)
        for _ in 0..<40 {
            let text = AuditDocumentJSON.text(generator.next())
            let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let sizes: [[String: Any]] = [
                ["width": Double(random.below(800)) / 4, "height": Double(random.below(800)) / 4],
                ["width": Double(random.below(800)) / 4, "traits": ["layoutDirection": random.pick(["leftToRight", "rightToLeft"])]],
                ["height": Double(random.below(800)) / 4],
            ]
            try Self.expectEquivalent(document, sizes: sizes, label: text)
        }
    }

    /// A 100 × 50 box pinned on every edge of a root with neither dimension: the size's given
    /// dimension is the root's, an omitted one is fitted.
    @Test func anOmittedDimensionIsTheFittingSize() throws {
        let layouts = try Self.layouts("""
            {"root": {"id": "screen", "width": 10, "height": 10,
                      "subviews": [{"id": "box", "intrinsicContentSize": {"width": 100, "height": 50}}]},
             "constraints": ["box.leading == screen.leading", "box.trailing == screen.trailing",
                             "box.top == screen.top", "box.bottom == screen.bottom"],
             "options": {"sizes": [{"width": 375}, {}, {"height": 80}]}}
            """)
        #expect(layouts.count == 3)
        // Width 375 given: the box stretches to it (pinned, required), its height is its intrinsic
        // 50 (hugging 250 and compression 750 outweigh the root's pull toward 0 at 50).
        #expect(Self.frame(layouts[0], "screen") == [0, 0, 375, 50])
        #expect(Self.frame(layouts[0], "box") == [0, 0, 375, 50])
        #expect(layouts[0]["size"] as? [String: Double] == ["width": 375])
        // Nothing given: both dimensions fitted to the box's intrinsic 100 × 50 (the root's own
        // width and height are replaced by the size's, not kept).
        #expect(Self.frame(layouts[1], "screen") == [0, 0, 100, 50])
        #expect((layouts[1]["size"] as? [String: Any])?.isEmpty == true)
        // Height 80 given: the box is 80 tall, its width fitted to 100.
        #expect(Self.frame(layouts[2], "box") == [0, 0, 100, 80])
    }

    /// The traits a size names none of: compact width, regular height (an iPhone in portrait), the
    /// options' display scale and layout direction; those it names replace the options'.
    @Test func traitsDefaultAndOverrideTheOptions() throws {
        let layouts = try Self.layouts("""
            {"root": {"id": "screen", "width": 200, "height": 100,
                      "subviews": [{"id": "box", "width": 50, "height": 20}]},
             "constraints": ["box.leading == screen.leading + 10", "box.top == screen.top"],
             "options": {"displayScale": 2, "layoutDirection": "rightToLeft",
                         "sizes": [{"width": 300, "height": 100},
                                   {"width": 300, "height": 100,
                                    "traits": {"horizontalSizeClass": "regular", "verticalSizeClass": "compact",
                                               "displayScale": 1, "layoutDirection": "leftToRight"}}]}}
            """)
        let first = try #require(layouts[0]["traits"] as? [String: Any])
        #expect(first["horizontalSizeClass"] as? String == "compact")
        #expect(first["verticalSizeClass"] as? String == "regular")
        #expect(first["displayScale"] as? Int == 2)
        #expect(first["layoutDirection"] as? String == "rightToLeft")
        // Right to left: leading is the right edge, so the box lies at 300 − 10 − 50 = 240.
        #expect(Self.frame(layouts[0], "box") == [240, 0, 50, 20])
        let second = try #require(layouts[1]["traits"] as? [String: Any])
        #expect(second["horizontalSizeClass"] as? String == "regular")
        #expect(second["verticalSizeClass"] as? String == "compact")
        #expect(second["displayScale"] as? Int == 1)
        #expect(second["layoutDirection"] as? String == "leftToRight")
        // The trait's left to right wins over the options': the box at 10.
        #expect(Self.frame(layouts[1], "box") == [10, 0, 50, 20])
    }

    @Test func aLayoutAtEachSizeReplacesTheTopLevelFramesAndSumsTheStats() throws {
        let text = """
            {"root": {"id": "screen", "subviews": [{"id": "box", "width": 50, "height": 20}]},
             "constraints": ["box.leading == screen.leading", "box.top == screen.top"],
             "options": {"include": ["constraints"], "sizes": [{"width": 100, "height": 40}, {"width": 60, "height": 30}]}}
            """
        let response = try Self.object(try Self.body(text))
        #expect(response["frames"] == nil)
        #expect(response["diagnostics"] == nil)
        let layouts = try #require(response["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0.keys.sorted() }
            == Array(repeating: ["constraints", "diagnostics", "frames", "size", "traits"], count: 2))
        // One layout's stats alone (the same document at 100 × 40): the response's are twice them.
        let alone = try Self.object(try Self.body(text.replacingOccurrences(
            of: #""sizes": [{"width": 100, "height": 40}, {"width": 60, "height": 30}]"#, with: #""frames": "superview""#)
            .replacingOccurrences(of: #""id": "screen", "subviews""#, with: #""id": "screen", "width": 100, "height": 40, "subviews""#)))
        let stats = try #require(response["stats"] as? [String: Int]), single = try #require(alone["stats"] as? [String: Int])
        #expect(stats["variables"] == 2 * (single["variables"] ?? 0))
        #expect(stats["constraints"] == 2 * (single["constraints"] ?? 0))
        #expect((single["variables"] ?? 0) > 0)
    }

    @Test func invalidSizesAre422WithPointers() throws {
        let problem = try Self.problem("""
            {"root": {"id": "screen"},
             "options": {"sizes": [{"width": 10}, {"width": "wide", "depth": 3},
                                   {"height": -1, "traits": {"horizontalSizeClass": "large", "verticalSizeClass": 1,
                                                             "displayScale": 4, "layoutDirection": "up", "idiom": "pad"}},
                                   7]}}
            """)
        #expect(problem.status == 422)
        #expect(problem.errors.map(\.pointer) == [
            "/options/sizes/1/width", "/options/sizes/1/depth", "/options/sizes/2/height",
            "/options/sizes/2/traits/horizontalSizeClass", "/options/sizes/2/traits/verticalSizeClass",
            "/options/sizes/2/traits/displayScale", "/options/sizes/2/traits/layoutDirection",
            "/options/sizes/2/traits/idiom", "/options/sizes/3",
        ])
        #expect(problem.errors[3].detail == "unknown horizontalSizeClass 'large'; expected one of compact, regular")
        let empty = try Self.problem(#"{"root": {"id": "screen"}, "options": {"sizes": []}}"#)
        #expect(empty.errors.map(\.pointer) == ["/options/sizes"])
        let notAList = try Self.problem(#"{"root": {"id": "screen"}, "options": {"sizes": {"width": 1}}}"#)
        #expect(notAList.errors.map(\.pointer) == ["/options/sizes"])
    }

    @Test func moreSizesThanTheLimitAre413() throws {
        let sizes = Array(repeating: #"{"width": 10}"#, count: 5).joined(separator: ",")
        let text = #"{"root": {"id": "screen"}, "options": {"sizes": [\#(sizes)]}}"#
        let engine = LayoutEngine(limits: LayoutLimits(maxSizes: 4))
        guard case .failure(let problem) = engine.layout(json: Array(text.utf8)) else {
            Issue.record("5 sizes over a limit of 4 were laid out")
            return
        }
        #expect(problem.status == 413)
        #expect(problem.limit == .sizes)
        #expect(problem.errors.map(\.pointer) == ["/options/sizes"])
        // Over the limit with an error in it too: the limit is what is answered.
        let invalid = text.replacingOccurrences(of: #"{"width": 10}]"#, with: #"{"width": "x"}]"#)
        guard case .failure(let both) = engine.layout(json: Array(invalid.utf8)) else {
            Issue.record("an invalid document was laid out")
            return
        }
        #expect(both.status == 413)
        // At the limit: laid out.
        let four = #"{"root": {"id": "screen"}, "options": {"sizes": [\#(Array(repeating: #"{"width": 10}"#, count: 4).joined(separator: ","))]}}"#
        #expect(try Self.layouts(four, engine: engine).count == 4)
    }
}

extension SizesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Checks that `document` with `sizes` answers, for each size in order, exactly the bytes of
    /// `frames` … `diagnostics` (and `scroll`, `constraints`) of the document sent alone with that
    /// root size (an omitted dimension removed) and those traits' display scale and direction in
    /// its options, its variants and conditioned constraints applied by hand (``VariantsByHand``).
    static func expectEquivalent(_ document: [String: Any], sizes: [[String: Any]], label: String) throws {
        var sized = document
        var options = document["options"] as? [String: Any] ?? [:]
        options["sizes"] = sizes
        sized["options"] = options
        // The examples' labels are measured: the server's measurer (Inter), for both answers.
        let engine = LayoutEngine(textMeasurer: BothPathsLayout.measurer)
        let response = String(decoding: try body(try JSONSerialization.data(withJSONObject: sized), engine: engine), as: UTF8.self)
        var cursor = response.startIndex
        #expect(response.hasPrefix(#"{"layouts":[{"size":"#), "\(label)")
        for (index, size) in sizes.enumerated() {
            let alone = VariantsByHand.document(document, at: size)
            let single = String(decoding: try body(try JSONSerialization.data(withJSONObject: alone), engine: engine), as: UTF8.self)
            // `{` + the layout's members + `,"stats":{...}}`: the members are what a size answers.
            let members = try #require(single.range(of: #","stats":{"#, options: .backwards)).lowerBound
            let layout = String(single[single.index(after: single.startIndex)..<members])
            #expect(layout.hasPrefix(#""frames":{"#))
            guard let found = response.range(of: #"},"# + layout + "}", range: cursor..<response.endIndex) else {
                Issue.record("size \(index) of \(label) differs from the document sent alone: \(single)\n\(response)")
                return
            }
            cursor = found.upperBound
        }
        #expect(response[cursor...].hasPrefix(#"],"stats":{"#), "\(label)")
    }

    static func body(_ data: Data, engine: LayoutEngine = LayoutEngine()) throws -> [UInt8] {
        try body(String(decoding: data, as: UTF8.self), engine: engine)
    }

    static func body(_ text: String, engine: LayoutEngine = LayoutEngine()) throws -> [UInt8] {
        switch engine.layout(json: Array(text.utf8)) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw ExampleError("rejected: \(problem.status) \(problem.errors)")
        }
    }

    static func object(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func layouts(_ text: String, engine: LayoutEngine = LayoutEngine()) throws -> [[String: Any]] {
        try #require(try object(try body(text, engine: engine))["layouts"] as? [[String: Any]])
    }

    static func problem(_ text: String) throws -> Problem {
        guard case .failure(let problem) = LayoutEngine().layout(json: Array(text.utf8)) else {
            throw ExampleError("an invalid document was laid out")
        }
        return problem
    }

    /// A layout's frame of `id` as [x, y, width, height].
    static func frame(_ layout: [String: Any], _ id: String) -> [Double]? {
        guard let frame = (layout["frames"] as? [String: Any])?[id] as? [String: Double] else { return nil }
        return [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
    }
}
