import Foundation
import TestSupport
import Testing

/// `layoutd solve --size`: the document laid out at each size, as `options.sizes` lays it out.
@Suite struct SolveSizesTests {
    /// A 50 × 20 box 10 from the root's leading edge, its top on the root's: only the root's
    /// size moves between layouts.
    private let document = """
        {"root": {"id": "screen", "width": 1, "height": 1,
                  "subviews": [{"id": "box", "width": 50, "height": 20}]},
         "constraints": ["box.leading == screen.leading + 10", "box.top == screen.top"]}
        """

    @Test func sizesOnTheCommandLinePrintTheLayoutsOfOptionsSizes() throws {
        let run = try LayoutdProcess.run(
            ["solve", "--size", "375x667", "--size", "700x375:compact,compact", "--size", "120x", "-"], stdin: document)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        // Each size replaces the root's 1 × 1; the box stays at (10, 0); `120x` fits the height:
        // nothing ties the root's bottom to the box, so its pull toward 0 (at 50) makes it 0 tall.
        #expect(run.stdout.hasPrefix(
            #"{"layouts":[{"size":{"width":375,"height":667},"traits":{"horizontalSizeClass":"compact","verticalSizeClass":"regular","displayScale":3,"layoutDirection":"leftToRight"},"frames":{"screen":{"x":0,"y":0,"width":375,"height":667},"box":{"x":10,"y":0,"width":50,"height":20}},"diagnostics":[]},"#
                + #"{"size":{"width":700,"height":375},"traits":{"horizontalSizeClass":"compact","verticalSizeClass":"compact","displayScale":3,"layoutDirection":"leftToRight"},"frames":{"screen":{"x":0,"y":0,"width":700,"height":375},"#))
        #expect(run.stdout.contains(#"{"size":{"width":120},"#))
        #expect(run.stdout.contains(#""screen":{"x":0,"y":0,"width":120,"height":0}"#))
        // The same sizes written in the document: the same layouts (the stats, timed, aside).
        let written = document.replacingOccurrences(
            of: #""constraints""#,
            with: #""options": {"sizes": [{"width": 375, "height": 667}, {"width": 700, "height": 375, "traits": {"horizontalSizeClass": "compact", "verticalSizeClass": "compact"}}, {"width": 120}]}, "constraints""#)
        let fromDocument = try LayoutdProcess.run(["solve", "-"], stdin: written)
        #expect(fromDocument.status == 0)
        let layouts = { (text: String) in text.components(separatedBy: #","stats":"#).first ?? "" }
        #expect(layouts(run.stdout) == layouts(fromDocument.stdout))
        #expect(layouts(run.stdout).count > 100)
    }

    /// The box's variants and a conditioned constraint follow each `--size` and its traits.
    @Test func variantsFollowTheSizesOnTheCommandLine() throws {
        let varied = document.replacingOccurrences(
            of: #""width": 50, "height": 20}"#,
            with: #""width": 50, "height": 20, "variants": [{"when": {"width": "> 500"}, "set": {"width": 80}}]}"#
        ).replacingOccurrences(
            of: #""box.top == screen.top"]"#,
            with: #""box.top == screen.top", {"id": "low", "firstItem": "box", "firstAttribute": "top", "relation": "==", "secondItem": "screen", "secondAttribute": "top", "constant": 30, "when": {"verticalSizeClass": "compact"}}]"#)
        let run = try LayoutdProcess.run(["solve", "--size", "375x667", "--size", "700x375:compact,compact", "-"], stdin: varied)
        #expect(run.status == 0, "\(run.stderr)")
        // 375: the box as written, 50 wide at (10, 0), no diagnostic. 700, compact height: 80
        // wide (over 500), and `low` is installed: it conflicts with the required
        // `box.top == screen.top` added before it, so it is the one broken and the box stays at
        // the top.
        #expect(run.stdout.contains(#""box":{"x":10,"y":0,"width":50,"height":20}},"diagnostics":[]},"#))
        #expect(run.stdout.contains(#""box":{"x":10,"y":0,"width":80,"height":20}},"diagnostics":[{"severity":"error","code":"unsatisfiable","#))
        #expect(run.stdout.contains(#""broken":"low"}"#))
    }

    @Test func aMalformedSizeIsAUsageError() throws {
        for bad in ["375by667", "375x667:compact", "375x667:small,regular", "1e8x2", "wx2"] {
            let run = try LayoutdProcess.run(["solve", "--size", bad, "-"], stdin: document)
            #expect(run.status == 64, "\(bad)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("--size"), "\(bad)")
        }
    }

    @Test func moreSizesThanMaxSizesIs413() throws {
        let run = try LayoutdProcess.run(
            ["solve", "--max-sizes", "1", "--size", "10x10", "--size", "20x20", "-"], stdin: document)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\"status\":413"))
        #expect(run.stderr.contains("/options/sizes"))
    }
}
