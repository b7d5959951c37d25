import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// An optional cross tie on a hidden arranged view of an aligned stack (design note, section 5,
/// "Optional cross ties in U", *A hidden view's optional tie*): outside the spanner the canvas
/// does not bound the view, so the tie holds it at `C + d` between the knees of its own cost,
/// past the canvas too.
@Suite struct HiddenOptionalTieTests {
    /// A vertical root stack `s` 100 wide, centred, of `a` (20x17 by its intrinsic content size)
    /// and the hidden `h` (`intrinsic`: its intrinsic width, hugging 250 and resistance 750 by
    /// default), and `tie` naming `h.width` and `s.width`.
    static func document(tie: String, intrinsic: Int? = nil, alignment: String = "center") throws -> LayoutDocument {
        let size = intrinsic.map { #", "intrinsicContentSize": {"width": \#($0)}"# } ?? ""
        let text = #"{"root": {"id": "s", "width": 100, "type": "stack", "axis": "vertical", "alignment": "\#(alignment)", "#
            + #""arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 20, "height": 17}}, "#
            + #"{"id": "h", "hidden": true\#(size)}]}, "constraints": ["\#(tie)"]}"#
        return try BlockLayoutTests.decoded(text)
    }

    /// Lays `document` out, expecting `strategy` and the solver's frames and diagnostics, and
    /// returns `h`'s frame.
    static func hiddenFrame(_ document: LayoutDocument, strategy expected: String = "direct") -> [Double]? {
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == expected)
        BlockLayoutTests.expectSolversAnswer(response, solver)
        return BlockLayoutTests.frame(response, "h")
    }

    /// `h.width == s.width + 8 @ 750`, `h` without an intrinsic width: its own cost is its
    /// suppression alone (toward 0 at 25), so the tie at 750 holds it at `C + 8 = 108` (no knee:
    /// its slope never passes the tie's), past the canvas, which bounds only the spanner (`a`).
    /// Centred: x = (100 − 108) / 2 = −4. Along the stack `h` is 0 high (`UISV-hiding`) after `a`.
    /// Frame: h (−4, 17, 108, 0).
    @Test func aTiePastTheCanvasHoldsAHiddenViewThere() throws {
        #expect(Self.hiddenFrame(try Self.document(tie: "h.width == s.width + 8 @ 750")) == [-4, 17, 108, 0])
    }

    /// `h` 20 wide by its intrinsic size, `h.width == s.width - 10 @ 500`: above 20 its own slope
    /// is its hugging (1 at 250) and suppression, less steep than the tie at 500, so the tie holds
    /// it at `C − 10 = 90` (between the knees 20 (resistance at 750 below) and none above).
    /// Leading-aligned: x = 0. Frame: h (0, 17, 90, 0).
    @Test func aTieStrongerThanTheViewsHuggingStretchesIt() throws {
        let document = try Self.document(tie: "h.width == s.width - 10 @ 500", intrinsic: 20, alignment: "leading")
        #expect(Self.hiddenFrame(document) == [0, 17, 90, 0])
    }

    /// The same at 200, below the hugging: the upper knee is 20, where the view's slope (1 at 250)
    /// passes the tie's, so `h` keeps its intrinsic 20, the tie's error 70 at 200. Trailing-aligned:
    /// x = 100 − 20 = 80. Frame: h (80, 17, 20, 0).
    @Test func aTieWeakerThanTheViewsHuggingLeavesItsSize() throws {
        let document = try Self.document(tie: "h.width == s.width - 10 @ 200", intrinsic: 20, alignment: "trailing")
        #expect(Self.hiddenFrame(document) == [80, 17, 20, 0])
    }

    /// Decline (the direct method): the same optional tie on a hidden view of a `firstBaseline`
    /// row of two (the row takes a required tie on a hidden view, section 5, *A tie in a baseline
    /// row of several*, and an optional one only on its lone view). `h` is a block instead, held
    /// at 90 high by the tie; the row floats (`a`, 17 high, anywhere in the 100), and `a`'s insets
    /// are 0 at both ends of its range (no safe area), so the fixed point's check stands (section
    /// 5b, *A guide in a floating row*; before session 36's s36-dep, the simplex).
    @Test func aTieOnAHiddenViewInABaselineRowIsABlock() throws {
        let text = #"{"root": {"id": "s", "height": 100, "type": "stack", "axis": "horizontal", "alignment": "firstBaseline", "#
            + #""arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 20, "height": 17}}, "#
            + #"{"id": "h", "hidden": true}]}, "constraints": ["h.height == s.height - 10 @ 750"]}"#
        let document = try BlockLayoutTests.decoded(text)
        #expect(Self.hiddenFrame(document, strategy: "blocks")?[3] == 90)
    }
}
