import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// The ambiguity walk through a `fill` baseline row whose width nothing holds, laid out as a
/// `fillEqually` stack (design note, section 2, "Baselines"): like one, it has no tie of its own
/// and no series plan, so the walk must not read one (it once read the plan left by the other
/// axis, a crash in debug builds: `BlockLayoutDifferentialTests` at 5,000 documents a seed).
@Suite struct EqualRowAmbiguityTests {
    /// A row `v2` (`fill`, `firstBaseline`, no spacing) pinned by its leading edge 16 in, its top
    /// 20 down and its bottom 20 up in a root 375x600, of `v3` (an `equalSpacing` stack of two
    /// leaves 10 high without widths: their widths and the gap trade freely, a tie) and `v8`
    /// (30x21). The row shares its width `W` equally, each view `W/2`; `v8`'s intrinsic 30 (its
    /// hugging and resistance the only costs on the row's width) makes `W = 60`. Frame: v2 (16,
    /// 20, 60, 560); the rest as the simplex's where unique, with its diagnostics.
    @Test func theWalkThroughAnEqualRowReadsNoPlan() throws {
        let text = #"{"root": {"id": "v1", "width": 375, "height": 600, "subviews": [{"id": "v2", "type": "stack", "#
            + #""axis": "horizontal", "alignment": "firstBaseline", "spacing": 0, "arrangedSubviews": ["#
            + #"{"id": "v3", "type": "stack", "axis": "horizontal", "distribution": "equalSpacing", "alignment": "trailing", "#
            + #""spacing": 0, "arrangedSubviews": [{"id": "v5", "intrinsicContentSize": {"height": 10}}, "#
            + #"{"id": "v6", "intrinsicContentSize": {"height": 10}}]}, {"id": "v8", "intrinsicContentSize": {"width": 30, "height": 21}}]}]}, "#
            + #""constraints": ["v2.leading == v1.leading + 16", "v2.top == v1.top + 20", "v2.bottom == v1.bottom - 20"]}"#
        let document = try BlockLayoutTests.decoded(text)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy != "solver")
        #expect(BlockLayoutTests.frame(response, "v2") == [16, 20, 60, 560])
        #expect(BlockLayoutTests.frame(response, "v8")?[2] == 30)
        #expect(response.diagnostics == solver.diagnostics)
        #expect(!response.diagnostics.isEmpty)
    }
}
