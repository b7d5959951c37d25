@_spi(Testing) import LayoutEngine
import Testing

/// A decoration's required size term carried to a hidden arranged view along its stack's axis,
/// which its `UISV-hiding` holds at 0 (design note, section 5, "A required size held at another
/// value", *A decoration's term carried past its view's hold*, the hold `hidingTerm`'s): the term
/// breaks, its set `UISV-hiding`, then the decoration's equality that carries it, then the term.
@Suite struct CarriedHidingTermTests {
    /// A column `col` (a vertical `fill` stack, 100 by 200, spacing `spacing`, `distribution`) of a
    /// visible `a` and a hidden `h` (no intrinsic sizes), with a frame `bg` (a subview of the
    /// column) on `h`'s leading, trailing and top edges (constraints[0] to [2]), then
    /// `bg.height == 0.5 * h.height` (constraints[3]) and `bg.height == 40` (constraints[4]).
    static func column(spacing: Double = 0, distribution: String = "fill") throws -> LayoutDocument {
        try CarriedBrokenTermTests.document(
            """
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "distribution": "\(distribution)",
              "spacing": \(spacing), "width": 100, "height": 200,
              "arrangedSubviews": [{"id": "a"}, {"id": "h", "hidden": true}], "subviews": [{"id": "bg"}]},
             "constraints": ["bg.leading == h.leading", "bg.trailing == h.trailing", "bg.top == h.top",
              "bg.height == 0.5 * h.height", "bg.height == 40"]}
            """)
    }

    static let set = ["UISV-hiding(h)", "constraints[3]", "constraints[4]"]

    /// The equality carries the term to U as `h.height == 80`, which `UISV-hiding` (a service
    /// constraint, before every document constraint) holds at 0: the term breaks. Its set:
    /// `UISV-hiding`, the equality, the term. Witnesses: `UISV-hiding` dropped, U solved again
    /// with `h` shown and 80 high (`a` 120); the equality dropped, `bg` 40 high on U's solution.
    /// Frames: the term's error |0.5 · 0 − 40| is the same in every solution, so the rest is the
    /// document without it: `a` takes the whole canvas, 100 by 200 at the origin; `h`, hidden
    /// after it, 0 high at y 200, 100 wide (aligned `fill`); `bg` on its edges, 0.5 · 0 = 0 high.
    @Test func aTermCarriedToAHiddenViewBreaks() throws {
        CarriedBrokenTermTests.expectTaken(
            try Self.column(), set: Self.set,
            frames: ["col": [0, 0, 100, 200], "a": [0, 0, 100, 200], "h": [0, 200, 100, 0], "bg": [0, 200, 100, 0]])
    }

    /// As above with spacing 8: the spacing before the hidden last view collapses to 0, so the
    /// witness without `UISV-hiding` holds the carried term 8 shorter (`h` 72 high after `a`'s 120
    /// and the spacing) and moves `h` back onto the collapsed spacing, 80 high. Frames as above:
    /// `a` 200 high (no visible spacing), `h` and `bg` 0 high at y 200.
    @Test func aTermCarriedToAHiddenViewPastACollapsedSpacingBreaks() throws {
        CarriedBrokenTermTests.expectTaken(
            try Self.column(spacing: 8), set: Self.set,
            frames: ["col": [0, 0, 100, 200], "a": [0, 0, 100, 200], "h": [0, 200, 100, 0], "bg": [0, 200, 100, 0]])
    }

    /// In a `fillProportionally` column the shares read the visible views' natural sizes, which
    /// showing `h` changes (``hidingTerm``'s condition): declined, the solver breaking the term.
    @Test func aTermCarriedToAHiddenViewOfAProportionalColumnGoesToTheSolver() throws {
        CarriedBrokenTermTests.expectDeclined(try Self.column(distribution: "fillProportionally"), broken: "constraints[4]")
    }
}
