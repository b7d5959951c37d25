import Foundation
@testable import LayoutEngine
import Testing

/// Variants and conditioned constraints under `sizes`: every layout equals, bit for bit, the
/// document sent alone at that size with the variants in force applied by hand
/// (``VariantsByHand``), on random documents with random variants.
@Suite("Variants: equivalence")
struct VariantEquivalenceTests {
    /// The widths and heights the random conditions compare with; the sizes fall on them too.
    static let thresholds: [Double] = [320, 375, 414, 500, 500.5, 600, 812]

    /// A random size, its dimensions often exactly a threshold, sometimes omitted (fitted).
    static func size(_ random: inout SplitMix64) -> [String: Any] {
        var size: [String: Any] = [:]
        func dimension() -> Double {
            random.chance(60) ? random.pick(thresholds) : Double(random.below(2_000)) / 2
        }
        if random.chance(85) { size["width"] = dimension() }
        if random.chance(70) { size["height"] = dimension() }
        var traits: [String: Any] = [:]
        if random.chance(40) { traits["horizontalSizeClass"] = random.pick(["compact", "regular"]) }
        if random.chance(40) { traits["verticalSizeClass"] = random.pick(["compact", "regular"]) }
        if random.chance(20) { traits["layoutDirection"] = random.pick(["leftToRight", "rightToLeft"]) }
        if !traits.isEmpty { size["traits"] = traits }
        return size
    }

    /// Checks `document` at `sizes` against the documents by hand; a document the engine refuses
    /// (a variant that leaves a stack invalid at one size) must be refused alone at one of them.
    /// Returns whether it was laid out.
    @discardableResult
    static func check(_ document: [String: Any], sizes: [[String: Any]], label: String) throws -> Bool {
        var sized = document
        var options = document["options"] as? [String: Any] ?? [:]
        options["sizes"] = sizes
        sized["options"] = options
        let text = String(decoding: try JSONSerialization.data(withJSONObject: sized), as: UTF8.self)
        if case .failure(let problem) = LayoutEngine().layout(json: Array(text.utf8)) {
            #expect(problem.status == 422, "\(label)")
            let refused = try sizes.contains { size in
                let alone = try JSONSerialization.data(withJSONObject: VariantsByHand.document(document, at: size))
                if case .failure(let alone) = LayoutEngine().layout(json: Array(alone)) { return alone.status == 422 }
                return false
            }
            #expect(refused, "refused under sizes but valid alone at every size: \(problem.errors) \(text)")
            return false
        }
        try SizesTests.expectEquivalent(document, sizes: sizes, label: label)
        return true
    }

    @Test func randomDocumentsWithRandomVariantsEqualTheDocumentsByHand() throws {
        var generator = RandomDocumentJSON(seed: 0x7A21_A275)
        var random = SplitMix64(state: 0x5EED_17)
        var laidOut = 0
        for _ in 0..<300 {
            let text = generator.make()
            guard case .success = LayoutEngine().layout(json: Array(text.utf8)),
                var document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            else { continue }
            VariantsByHand.addVariants(to: &document, thresholds: Self.thresholds, random: &random)
            let sizes = (0..<(1 + random.below(5))).map { _ in Self.size(&random) }
            if try Self.check(document, sizes: sizes, label: text) { laidOut += 1 }
        }
        #expect(laidOut >= 100)
    }

    /// Stacks of every distribution (nested, hidden views, ties), with variants changing their
    /// axes, distributions, alignments, spacings and arrangements between sizes.
    @Test(arguments: StackProperties.Distribution.allCases)
    func stackDocumentsWithRandomVariantsEqualTheDocumentsByHand(_ distribution: StackProperties.Distribution) throws {
        var generator = DistributionDocumentGenerator(distribution: distribution, seed: 0x7A_12E5)
        var random = SplitMix64(state: 31)
        var laidOut = 0
        for _ in 0..<40 {
            let text = AuditDocumentJSON.text(generator.next())
            var document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            VariantsByHand.addVariants(to: &document, thresholds: Self.thresholds, random: &random)
            let sizes = (0..<(2 + random.below(4))).map { _ in Self.size(&random) }
            if try Self.check(document, sizes: sizes, label: text) { laidOut += 1 }
        }
        #expect(laidOut >= 20)
    }

    /// A stack that turns horizontal above 500 points (seed 000's rule), with a constraint only in
    /// regular width and a visual format only below 400, swept over 32 widths from 320 to 1,013
    /// points (500 and 500.5 among them) up, then down: the 64 sizes the default limit admits.
    @Test func aSweepOfWidthsEqualsTheDocumentsByHand() throws {
        let text = #"""
        {"root":{"id":"r","subviews":[{"id":"s","type":"stack","axis":"vertical","spacing":8,
          "variants":[{"when":{"width":"> 500"},"set":{"axis":"horizontal","alignment":"center"}}],
          "arrangedSubviews":[{"id":"a","intrinsicContentSize":{"width":120,"height":44}},
                              {"id":"b","intrinsicContentSize":{"width":200,"height":20},
                               "variants":[{"when":{"width":[">= 600","< 800"]},"set":{"hidden":true}}]}]}]},
         "constraints":["s.leading == r.leadingMargin","s.trailing == r.trailingMargin","s.top == r.topMargin",
           {"id":"regularWidth","firstItem":"a","firstAttribute":"width","relation":">=","constant":160,"when":{"horizontalSizeClass":"regular"}}],
         "visualFormat":[{"format":"V:[s]-(>=20)-|","when":{"width":"< 400"}}]}
        """#
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var widths = (0..<30).map { 320 + Double($0) * 23.9 } + [500, 500.5]
        widths += widths.reversed()
        let sizes: [[String: Any]] = widths.enumerated().map { index, width in
            ["width": width, "height": 640, "traits": ["horizontalSizeClass": index % 3 == 0 ? "regular" : "compact"]]
        }
        #expect(try Self.check(document, sizes: sizes, label: "sweep"))
    }

    /// A horizontal stack written with `baselineRelativeArrangement` (which UIKit ignores there)
    /// that a variant makes vertical: the flag as written then applies, as in the document by hand.
    @Test func aFlagIgnoredOnAHorizontalStackAppliesOnceAVariantMakesItVertical() throws {
        let text = #"""
        {"root":{"id":"r","subviews":[{"id":"s","type":"stack","baselineRelativeArrangement":true,"spacing":6,
          "variants":[{"when":{"width":"> 500"},"set":{"axis":"vertical"}}],
          "arrangedSubviews":[{"id":"a","intrinsicContentSize":{"width":50,"height":40},"baselines":{"lastFromBottom":10}},
                              {"id":"b","intrinsicContentSize":{"width":60,"height":30},"baselines":{"firstFromTop":12}}]}]},
         "constraints":["s.leading == r.leading","s.top == r.top"]}
        """#
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(try Self.check(document, sizes: [["width": 400], ["width": 600]], label: "baselines"))
        // Baseline to baseline at 600: b's first baseline (12 below its top) 6 below a's last
        // (40 - 10 = 30 below a's top): b.top = 30 + 6 - 12 = 24.
        let layouts = try SizesTests.layouts(text.replacingOccurrences(
            of: #""constraints""#, with: #""options":{"sizes":[{"width":600}]},"constraints""#))
        #expect(SizesTests.frame(layouts[0], "b")?[1] == 24)
    }
}
