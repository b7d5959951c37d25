@_spi(Testing) import LayoutEngine
import Testing

/// A stack pinned on both edges to the root along its axis, past the length a chain of lone stacks
/// holds it at, alone and beside a cross tie broken along the other axis (design note, section 5,
/// "A required size held at another value", *A pin pair past a stack's held length*, *Through a
/// chain of lone stacks*; "A cross tie past its canvas", *Beside a broken size*).
@Suite struct NestedPinPairTests {
    /// `s`'s lone arranged view: the horizontal stack `t` (margins 8 all round, arranged along its
    /// margins) whose lone arranged view is `c` (`width: 50`, no content size).
    static let chain =
        #"{"id": "t", "type": "stack", "layoutMarginsRelativeArrangement": true, "arrangedSubviews": [{"id": "c", "width": 50}]}"#

    /// The pins of `s`, 20 in from the root's edges, then its top 10 down.
    static let pins = ["s.leading == root.leading + 20", "s.trailing == root.trailing - 20", "s.top == root.top + 10"]

    /// The chain's set along x, in order of addition: the families in tree order (`s`'s two
    /// connections to `t`, then `t`'s to `c` through its margins guide), the shorthands in tree
    /// order (the root's, `c`'s), the earlier pin.
    static func chainSet(earlierPin: String) -> [String] {
        [
            "UISV-canvas-connection(s, t)", "UISV-canvas-connection(t, s)",
            "UISV-canvas-connection(t.layoutMarginsGuide, c)", "UISV-canvas-connection(c, t.layoutMarginsGuide)",
            "width(root)", "width(c)", earlierPin,
        ]
    }

    /// The chain holds `s` at `L = 50 + 8 + 8 = 66`; the pins at `P = 300 − 20 − 20 = 260`: the
    /// later pin, constraints[1], breaks. Only minimal set: without the root's shorthand the root
    /// is 300 + 66 − 260 = 106 wide; without constraints[0] `s` moves whole; without a connection
    /// of `s`, `s` is 260 wide with `t` (66) kept at its other edge; without one of `t`'s, `s` and
    /// `t` are 260 wide with `c` (50) at `t`'s other margin; without `c`'s shorthand, `c` is
    /// 260 − 16 = 244 wide (no content size). Frames: the later pin's error |20 + 66 − 280| = 194 in
    /// every solution of the others, so they are the document's without it: `s` at (20, 10),
    /// 66 by 30 (its height shorthand); `t` fills it (`fill` across): (0, 0, 66, 30) in `s`; `c`
    /// within `t`'s margins: (8, 8, 50, 30 − 16 = 14) in `t`.
    @Test func aPinPairPastAChainOfLoneStacksBreaksTheLaterPin() throws {
        let document = try PinPairTests.document(arranged: Self.chain, constraints: Self.pins)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        let conflict = BlockLayoutTests.conflict(response)
        #expect(conflict?.constraints == Self.chainSet(earlierPin: "constraints[0]") + ["constraints[1]"])
        #expect(conflict?.broken == "constraints[1]")
        #expect(BlockLayoutTests.frame(response, "s") == [20, 10, 66, 30])
        #expect(BlockLayoutTests.frame(response, "t") == [0, 0, 66, 30])
        #expect(BlockLayoutTests.frame(response, "c") == [8, 8, 50, 14])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The chain beside a cross tie along y, first: `t.height == s.height + 8` across `s`
    /// (aligned `fill` across: `t`'s two canvas connections hold it 30 high, the tie wants 38), so
    /// constraints[0] breaks with those two connections, then constraints[2] with the chain's set
    /// (constraints[1] the earlier pin). The axes are apart: each set reads one, and the frames
    /// are the first case's (the tie's error 8 in every solution of the others, `t` held at the
    /// canvas across).
    @Test func besideACrossTieAlongTheOtherAxisBothBreak() throws {
        let document = try PinPairTests.document(arranged: Self.chain, constraints: ["t.height == s.height + 8"] + Self.pins)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        let conflicts = response.diagnostics.compactMap { diagnostic -> [String]? in
            guard case .unsatisfiable(_, let constraints, let broken) = diagnostic else { return nil }
            return constraints + ["broken: " + broken]
        }
        #expect(
            conflicts == [
                ["UISV-canvas-connection(s, t)", "UISV-canvas-connection(t, s)", "constraints[0]", "broken: constraints[0]"],
                Self.chainSet(earlierPin: "constraints[1]") + ["constraints[2]", "broken: constraints[2]"],
            ])
        #expect(BlockLayoutTests.frame(response, "s") == [20, 10, 66, 30])
        #expect(BlockLayoutTests.frame(response, "t") == [0, 0, 66, 30])
        #expect(BlockLayoutTests.frame(response, "c") == [8, 8, 50, 14])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `t` distributed `fillProportionally`: its family along x is `UISV-fill-proportionally`
    /// (natural sizes), which the rule's family check does not build: the simplex, which still
    /// breaks constraints[1].
    @Test func aFillProportionallyStackOnTheChainGoesToTheSolver() throws {
        let arranged = Self.chain.replacingOccurrences(of: #""type": "stack","#, with: #""type": "stack", "distribution": "fillProportionally","#)
        let document = try PinPairTests.document(arranged: arranged, constraints: Self.pins)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(BlockLayoutTests.conflict(response)?.broken == "constraints[1]")
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }
}
