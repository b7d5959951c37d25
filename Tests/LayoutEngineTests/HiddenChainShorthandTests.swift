@_spi(Testing) import LayoutEngine
import Testing

/// A leaf's shorthand against a `fillEqually` chain in a hidden arranged stack, held at 0 by its
/// `UISV-hiding` (design note, section 5, "A required size held at another value", *A leaf's
/// shorthand against a hidden stack's chain*, session 30).
@Suite struct HiddenChainShorthandTests {
    /// A root horizontal `fill` stack `row`, `width: 320`, `height: 100`, spacing 0, of `a` and a
    /// hidden horizontal `fillEqually` stack `s`, spacing 8, of `x` (`first`, a JSON object's
    /// fields), `c` (`width: 50`) and `y`.
    static func row(first: String = #""id": "x""#) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 320, "height": 100, "arrangedSubviews": [
              {"id": "a"},
              {"id": "s", "type": "stack", "axis": "horizontal", "distribution": "fillEqually", "spacing": 8, "hidden": true,
               "arrangedSubviews": [{\(first)}, {"id": "c", "width": 50}, {"id": "y"}]}]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// In the order of addition: row's family (along x: a's and s's canvas connections, the
    /// spacing, then `UISV-hiding(s)`, s 0 wide), s's family (x's and y's canvas connections, two
    /// spacings of 8, the ties of c and y to x), then the shorthands (row's, then c's). s's chain
    /// holds x, c, y at ℓ = (0 − 16) / 3 = −16/3 each, so c's `width: 50` breaks. The deletion
    /// filter: each member of row's family before the hiding is dropped (the hiding, the chain and
    /// c's shorthand still conflict), the hiding is kept (after it, without row's connections, s
    /// may be 3·50 + 16 = 166 wide: s's family, row's shorthand and c's hold), each chain member
    /// is kept (the chain rule's witnesses at s's length 0), `width(row)` is dropped (the hiding
    /// and the chain conflict with c's without it). Without c's shorthand the frames: a fills
    /// row, 320 wide; s 0 wide; x, c, y each −16/3 wide (no length is held non-negative).
    @Test func aShorthandAgainstAHiddenStacksChainBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.row())
        #expect(strategy == "blocks")
        BrokenSizeTests.expectBrokenSize(response, set: [
            "UISV-hiding(s)", "UISV-canvas-connection(s, x)", "UISV-canvas-connection(y, s)", "UISV-spacing(c, x)",
            "UISV-spacing(y, c)", "UISV-fill-equally(c, x)", "UISV-fill-equally(y, x)",
        ], broken: "width(c)")
        #expect(BlockLayoutTests.frame(response, "a")?[2] == 320 && BlockLayoutTests.frame(response, "s")?[2] == 0)
        for view in ["x", "c", "y"] {
            #expect(abs((BlockLayoutTests.frame(response, view)?[2] ?? 0) + 16.0 / 3) < 1e-9)
        }
        // The chain's length −16/3 is reached by a different sum than the simplex's: the same to
        // within 1e-9 (the encoder writes both as the same multiple of 1e-9), not bit for bit.
        BoundedShareTests.expectSolversAnswerWithin1e9(response, solver)
    }

    /// As above, but x (30 wide by its content) hugs at 1000: its required hugging holds the
    /// chain's length a second way (x at most 30), so the chain's witnesses do not hold and the set
    /// is not shown the filter's: declined, the whole document's solver answers.
    @Test func aHiddenStacksChainWithARequiredContentSizeGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.row(
            first: #""id": "x", "intrinsicContentSize": {"width": 30, "height": 20}, "contentHugging": {"horizontal": 1000}"#))
    }
}
