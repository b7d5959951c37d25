import Foundation
@testable import LayoutEngine
import Testing

/// The rules of variants and `when` (the contract's "Sizes and variants"), on small documents
/// whose frames are derived by hand beside each check.
@Suite("Variants: rules")
struct VariantRulesTests {
    /// `text` with `options.sizes` of these widths (height 400).
    static func layouts(_ text: String, widths: [Double], traits: String = "{}") throws -> [[String: Any]] {
        let sizes = widths.map { #"{"width":\#($0),"height":400,"traits":\#(traits)}"# }.joined(separator: ",")
        return try SizesTests.layouts(text.replacingOccurrences(
            of: #""root":"#, with: #""options":{"sizes":[\#(sizes)]},"root":"#))
    }

    /// A vertical stack pinned at the root's top left: `a` (100 × 40) and `b` (150 × 30), spaced 10.
    static func turningStack(_ comparison: String) -> String {
        #"""
        {"root":{"id":"r","subviews":[{"id":"s","type":"stack","axis":"vertical","spacing":10,
          "variants":[{"when":{"width":"\#(comparison)"},"set":{"axis":"horizontal"}}],
          "arrangedSubviews":[{"id":"a","intrinsicContentSize":{"width":100,"height":40}},
                              {"id":"b","intrinsicContentSize":{"width":150,"height":30}}]}]},
         "constraints":["s.leading == r.leading","s.top == r.top"]}
        """#
    }

    // Vertical, alignment fill: both as wide as the stack, whose width b's compression
    // resistance (750) holds at 150 against a's hugging (250); a on top (40), b 10 below.
    static let vertical: [String: [Double]] = ["s": [0, 0, 150, 80], "a": [0, 0, 150, 40], "b": [0, 50, 150, 30]]
    // Horizontal: a (100) then b 10 after it; as tall as the stack, which a's compression
    // resistance holds at 40 (hugging then pulls b's 30 up to it least).
    static let horizontal: [String: [Double]] = ["s": [0, 0, 260, 40], "a": [0, 0, 100, 40], "b": [110, 0, 150, 40]]

    static func expect(_ layout: [String: Any], _ frames: [String: [Double]], _ label: String) {
        for (id, frame) in frames { #expect(SizesTests.frame(layout, id) == frame, "\(label): \(id)") }
    }

    /// Each comparison exactly at its threshold and half a point past it (seed 000's 500 and 500.5).
    @Test(arguments: [
        ("> 500", [500: false, 500.5: true]), (">= 500", [500: true, 499.5: false]),
        ("< 500", [500: false, 499.5: true]), ("<= 500", [500: true, 500.5: false]),
        (">500.5", [500.5: false, 501: true]), ("  >=   500.5 ", [500.5: true, 500: false]),
    ] as [(String, [Double: Bool])])
    func boundsAreInclusiveOrExclusiveExactlyAtTheThreshold(_ comparison: String, _ holds: [Double: Bool]) throws {
        let widths = holds.keys.sorted()
        let layouts = try Self.layouts(Self.turningStack(comparison), widths: widths)
        for (width, layout) in zip(widths, layouts) {
            Self.expect(layout, holds[width]! ? Self.horizontal : Self.vertical, "\(comparison) at \(width)")
        }
    }

    /// An array of comparisons is a range: all must hold.
    @Test func anArrayOfComparisonsIsARange() throws {
        let layouts = try Self.layouts(Self.turningStack(#"> 400", "<= 600"#).replacingOccurrences(
            of: #""width":""#, with: #""width":[""#).replacingOccurrences(of: #"600"}"#, with: #"600"]}"#),
            widths: [400, 400.5, 600, 600.5])
        for (layout, turned) in zip(layouts, [false, true, true, false]) {
            Self.expect(layout, turned ? Self.horizontal : Self.vertical, "range")
        }
    }

    /// Without `sizes`, the variants are evaluated at the root's own width; with none, a width
    /// condition does not hold.
    @Test func aloneTheRootsOwnWidthDecides() throws {
        let text = Self.turningStack("> 500")
        for (width, frames) in [("600", Self.horizontal), ("500", Self.vertical), (nil, Self.vertical)] as [(String?, [String: [Double]])] {
            let sized = width.map { text.replacingOccurrences(of: #""id":"r","#, with: #""id":"r","width":\#($0),"#) } ?? text
            Self.expect(try SizesTests.object(try SizesTests.body(sized)), frames, "alone at \(width ?? "no width")")
        }
    }

    /// A drawing (`solve(json:)`, `/v1/render`'s layout) takes the variants at its root's size:
    /// its own, or the one `layoutd render --size` gives.
    @Test func aDrawingTakesTheVariantsAtItsRootsSize() throws {
        func frames(_ text: String, rootSize: (width: Double, height: Double)? = nil) throws -> [String: [Double]] {
            var timings = LayoutTimings()
            let solved = try LayoutEngine().solve(json: Array(text.utf8), rootSize: rootSize, timings: &timings).get()
            #expect(solved.document.root.subviews[0].variants == nil)
            return Dictionary(uniqueKeysWithValues: solved.response.frames.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) })
        }
        let text = Self.turningStack("> 500")
        let wide = try frames(text.replacingOccurrences(of: #""id":"r","#, with: #""id":"r","width":600,"#))
        for (id, frame) in Self.horizontal { #expect(wide[id] == frame, "\(id)") }
        let sized = try frames(text, rootSize: (width: 400, height: 300))
        for (id, frame) in Self.vertical { #expect(sized[id] == frame, "\(id)") }
    }

    /// Distribution, spacing and the root's margins changed from 600 points: a horizontal stack
    /// across the root's margins; `a` (hugging 251) and `b` 40 high.
    @Test func distributionSpacingAndMarginsChangeBetweenSizes() throws {
        let text = #"""
        {"root":{"id":"r","variants":[{"when":{"width":">= 600"},"set":{"layoutMargins":{"leading":20,"trailing":30}}}],
          "subviews":[{"id":"s","type":"stack","distribution":"fillEqually","spacing":10,
          "variants":[{"when":{"width":">= 600"},"set":{"distribution":"fill","spacing":4}}],
          "arrangedSubviews":[{"id":"a","intrinsicContentSize":{"width":100,"height":40},"contentHugging":{"horizontal":251}},
                              {"id":"b","intrinsicContentSize":{"width":150,"height":40}}]}]},
         "constraints":["s.leading == r.leadingMargin","s.trailing == r.trailingMargin","s.top == r.topMargin"]}
        """#
        let layouts = try Self.layouts(text, widths: [375, 700])
        // 375: margins 8: the stack 359 wide at (8, 8); equal halves of 359 - 10: 174.5 each.
        Self.expect(layouts[0], ["s": [8, 8, 359, 40], "a": [0, 0, 174.5, 40], "b": [184.5, 0, 174.5, 40]], "375")
        // 700: the set's margins replace the whole field (top stays 8, leading 20, trailing 30):
        // the stack 650 wide at (20, 8); fill: a keeps 100 (hugging 251 over b's 250), b the
        // rest after 4: 650 - 104 = 546.
        Self.expect(layouts[1], ["s": [20, 8, 650, 40], "a": [0, 0, 100, 40], "b": [104, 0, 546, 40]], "700")
    }

    /// Alignment changed, and an arranged view hidden, by variants: a vertical stack as wide as
    /// the root.
    @Test func alignmentChangesAndAVariantHidesAView() throws {
        let text = #"""
        {"root":{"id":"r","subviews":[{"id":"s","type":"stack","axis":"vertical",
          "variants":[{"when":{"width":"> 500"},"set":{"alignment":"center"}}],
          "arrangedSubviews":[{"id":"a","intrinsicContentSize":{"width":100,"height":40}},
                              {"id":"b","intrinsicContentSize":{"width":150,"height":30},
                               "variants":[{"when":{"width":"> 500"},"set":{"hidden":true}}]}]}]},
         "constraints":["s.leading == r.leading","s.trailing == r.trailing","s.top == r.top"]}
        """#
        let layouts = try Self.layouts(text, widths: [375, 600])
        // 375, fill: both 375 wide, a on top, b below it.
        Self.expect(layouts[0], ["s": [0, 0, 375, 70], "a": [0, 0, 375, 40], "b": [0, 40, 375, 30]], "375")
        // 600, center: a at its 100 points, centred ((600 - 100) / 2); b hidden collapses to no
        // height, so the stack is a's 40.
        Self.expect(layouts[1], ["s": [0, 0, 600, 40], "a": [250, 0, 100, 40]], "600")
        #expect(SizesTests.frame(layouts[1], "b")?[3] == 0)
    }

    /// Overlapping variants: where both hold, the later one's field wins, whichever it is.
    @Test func theLaterOfOverlappingVariantsWins() throws {
        func text(_ first: (String, Int), _ second: (String, Int)) -> String {
            #"""
            {"root":{"id":"r","subviews":[{"id":"v","height":10,"variants":[
               {"when":{"width":"\#(first.0)"},"set":{"width":\#(first.1)}},
               {"when":{"width":"\#(second.0)"},"set":{"width":\#(second.1),"hidden":true}}]}]},
             "constraints":["v.leading == r.leading","v.top == r.top"]}
            """#
        }
        // Width 350: only > 300 holds; 450: both.
        let ordered = try Self.layouts(text(("> 300", 50), ("> 400", 80)), widths: [350, 450])
        #expect(ordered.map { SizesTests.frame($0, "v") } == [[0, 0, 50, 10], [0, 0, 80, 10]])
        let reversed = try Self.layouts(text(("> 400", 80), ("> 300", 50)), widths: [350, 450])
        #expect(reversed.map { SizesTests.frame($0, "v") } == [[0, 0, 50, 10], [0, 0, 50, 10]])
    }

    /// A constraint object's `when` and a visual format's: solved only where they hold.
    @Test func aConstraintsWhenInstallsItOnlyWhereItHolds() throws {
        let text = #"""
        {"root":{"id":"r","subviews":[{"id":"v","intrinsicContentSize":{"width":100,"height":20}}]},
         "constraints":["v.top == r.top","v.leading == r.leading @ 250",
           {"id":"wide","firstItem":"v","firstAttribute":"width","relation":"==","constant":300,"when":{"horizontalSizeClass":"regular"}}],
         "visualFormat":[{"format":"H:|-40-[v]","when":{"width":"< 400"}}]}
        """#
        let compact = try Self.layouts(text, widths: [375, 700])
        // Below 400 the format puts v 40 from the left; from 400 the leading at 250 puts it at 0.
        // Compact: no `wide`: v at its intrinsic 100.
        #expect(compact.map { SizesTests.frame($0, "v") } == [[40, 0, 100, 20], [0, 0, 100, 20]])
        let regular = try Self.layouts(text, widths: [375, 700], traits: #"{"horizontalSizeClass":"regular"}"#)
        #expect(regular.map { SizesTests.frame($0, "v") } == [[40, 0, 300, 20], [0, 0, 300, 20]])
    }

    /// A conflict present at one size only: above 500 a conditioned width clashes with the
    /// required one before it, which stays; below, no diagnostic.
    @Test func aConflictAtOneSizeOnly() throws {
        let text = #"""
        {"root":{"id":"r","subviews":[{"id":"v","height":10}]},
         "constraints":["v.top == r.top","v.width == 100","v.leading == r.leading",
           {"id":"clash","firstItem":"v","firstAttribute":"width","relation":"==","constant":200,"when":{"width":"> 500"}}]}
        """#
        let layouts = try Self.layouts(text, widths: [375, 600])
        #expect((layouts[0]["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(SizesTests.frame(layouts[0], "v") == [0, 0, 100, 10])
        let diagnostics = try #require(layouts[1]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "unsatisfiable")
        #expect(diagnostics.first?["broken"] as? String == "clash")
        #expect(diagnostics.first?["constraints"] as? [String] == ["constraints[1]", "clash"])
        // The broken one is violated as little as possible under the required one: v stays 100.
        #expect(SizesTests.frame(layouts[1], "v") == [0, 0, 100, 10])
    }

    /// The selection (which variants and conditioned constraints hold) is the same for sizes that
    /// only move the canvas and differs where a condition flips.
    @Test func theSelectionChangesOnlyWhereAConditionFlips() throws {
        let text = Self.turningStack("> 500")
        let document = try DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()).get()
        let selections = [320.0, 400, 500, 500.5, 900].map { document.variantSelection(for: LayoutSize(width: $0)) }
        #expect(selections[0] == selections[1] && selections[1] == selections[2])
        #expect(selections[2] != selections[3] && selections[3] == selections[4])
        #expect(selections.allSatisfy { $0.count == 1 })
        // A document without conditions has an empty selection at every size.
        let plain = try DocumentDecoder.decode(Array(#"{"root":{"id":"r"}}"#.utf8), limits: LayoutLimits()).get()
        #expect(plain.variantSelection(for: LayoutSize(width: 10)) == VariantSelection())
    }
}
