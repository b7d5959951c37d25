@_spi(Testing) import LayoutEngine
import Testing

/// A required size term on an arranged view whose length a required cross tie to its stack holds,
/// the stack's length held by its shorthand (design note, section 5, "A required size held at
/// another value", *A size term held through a tie*): the term breaks, its set the stack's
/// shorthand, then the tie, then the term.
@Suite struct HeldThroughTieTests {
    /// A vertical root stack `r` 300 wide (aligned `alignment`, no height) of `arranged` (JSON),
    /// with `constraints`.
    static func column(alignment: String, arranged: String, _ constraints: [String]) throws -> LayoutDocument {
        try CarriedBrokenTermTests.document(
            """
            {"root": {"id": "r", "type": "stack", "axis": "vertical", "alignment": "\(alignment)", "width": 300,
              "arrangedSubviews": [\(arranged)]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """)
    }

    /// `r.width == c.width` (constraints[0]) holds the lone arranged `c` (intrinsic 30 by 20) at
    /// r's `width: 300` (a shorthand, before every document constraint), so `c.width == 160`
    /// (constraints[1]) breaks. Its set: the shorthand, the tie, the term. Witnesses: the
    /// shorthand dropped, U solved again with the term (`c` and `r` 160 wide); the tie dropped,
    /// `c` 160 wide in `r` 300 wide, leading-aligned. Frames: the term's error |300 − 160| is the
    /// same in every solution, so the rest is the document without it: `c` tied 300 wide at x 0,
    /// its intrinsic 20 high (nothing else along y), `r` as high, 300 by 20.
    @Test func aTermOnAViewTiedToAFixedStackBreaks() throws {
        CarriedBrokenTermTests.expectTaken(
            try Self.column(
                alignment: "leading", arranged: #"{"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}"#,
                ["r.width == c.width", "c.width == 160"]),
            set: ["width(r)", "constraints[0]", "constraints[1]"],
            frames: ["r": [0, 0, 300, 20], "c": [0, 0, 300, 20]])
    }

    /// As above, trailing-aligned, with a sibling `a` before `c` (intrinsic 44 by 20, horizontal
    /// hugging 249) and `a.width >= c.width @750` (constraints[1], U's optional relation composed
    /// with the pair, its lesser side `c` held at the canvas by the tie): `c.width == 160`
    /// (constraints[2]) breaks with the same set, and the relation, optional, is in none of the
    /// witnesses. Frames: `c` tied 300 wide; `a`'s relation at 750 beats its hugging at 249, so
    /// `a` is 300 wide too; each its intrinsic 20 high, `a` above `c`; `r` 300 by 40.
    @Test func aTermOnATiedViewBesideAnOptionalRelationBreaks() throws {
        CarriedBrokenTermTests.expectTaken(
            try Self.column(
                alignment: "trailing",
                arranged: #"""
                    {"id": "a", "intrinsicContentSize": {"width": 44, "height": 20}, "contentHugging": {"horizontal": 249, "vertical": 250}},
                    {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}
                    """#,
                ["r.width == c.width", "a.width >= c.width @750", "c.width == 160"]),
            set: ["width(r)", "constraints[0]", "constraints[2]"],
            frames: ["r": [0, 0, 300, 40], "a": [0, 0, 300, 20], "c": [0, 20, 300, 20]])
    }

    /// Aligned `fill`, the stack's family holds `c` at its canvas too: a second minimal set (the
    /// tie's witness, U solved again without it, still holds `c` at 300): declined, the solver
    /// breaking the term.
    @Test func aTermOnATiedViewAlsoHeldByItsCanvasGoesToTheSolver() throws {
        CarriedBrokenTermTests.expectDeclined(
            try Self.column(
                alignment: "fill", arranged: #"{"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}"#,
                ["r.width == c.width", "c.width == 160"]),
            broken: "constraints[1]")
    }
}
