import Foundation
import Testing

@testable import TextMeasurement

/// Break opportunities against Unicode's own test data, LineBreakTest.txt (Debian unicode-data,
/// Unicode 15.0): 6,278 of its 7,654 lines are checked (at least 6,200 must be), all but those
/// with a class or a pair of classes whose rules changed after the Unicode 6.2 rules of Debian's
/// libunibreak 1.1, each listed below with its reason. Regional indicators (which abort that
/// libunibreak), combining marks (LB9, LB10), ZWJ (LB8a), IN (LB22), CJ (LB1) and emoji bases and
/// modifiers (LB30b) are repaired by
/// `LineBreakOpportunities` and are
/// checked.
@Suite struct LineBreakConformanceTests {
    static let testFile = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
    static let classFile = "/usr/share/unicode/LineBreak.txt"

    /// Classes whose lines are left out, each for a documented reason: Debian's libunibreak 1.1
    /// implements the rules of Unicode 6.2, and these classes or their rules came or changed later.
    static let excluded: [String: String] = [
        "PR": "LB24 and LB25 were rewritten in Unicode 8.0 and 15.0 ((PR | PO) x (AL | HL), the number regex)",
        "PO": "LB24 and LB25 were rewritten in Unicode 8.0 and 15.0 ((PR | PO) x (AL | HL), the number regex)",
        "CB": "libunibreak 1.1 resolves CB to B2 (LB1's suggestion); the test follows LB20's break on both sides",
    ]

    /// libunibreak 1.1's `LineBreakClass` names, in its enumeration's order.
    static let unibreakNames = [
        "Undefined", "OP", "CL", "CP", "QU", "GL", "NS", "EX", "SY", "IS", "PR", "PO", "NU", "AL", "HL", "ID", "IN",
        "HY",
        "BA", "BB", "B2", "ZW", "CM", "WJ", "H2", "H3", "JL", "JV", "JT", "RI", "AI", "BK", "CB", "CJ", "CR", "LF",
        "NL",
        "SA", "SG", "SP", "XX",
    ]

    /// One test line: the scalars and, for each position between two of them, whether a break is
    /// allowed there.
    struct Case {
        let scalars: [UInt32]
        let breaks: [Bool]
        let source: String
    }

    static func cases() throws -> [Case] {
        try String(contentsOfFile: testFile, encoding: .utf8).split(separator: "\n").compactMap { line in
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = data.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard tokens.count >= 3 else { return nil }
            let scalars = stride(from: 1, to: tokens.count, by: 2).map { UInt32(tokens[$0], radix: 16)! }
            // tokens: mark, scalar, mark, scalar, ..., mark; the inner marks are the positions.
            let marks = stride(from: 2, to: tokens.count - 1, by: 2).map { tokens[$0] == "÷" }
            return Case(scalars: scalars, breaks: marks, source: String(line))
        }
    }

    /// Each scalar's Line_Break class, from the UCD's LineBreak.txt.
    static func classes() throws -> [UInt32: String] {
        var classes: [UInt32: String] = [:]
        for line in try String(contentsOfFile: classFile, encoding: .utf8).split(separator: "\n") {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            for scalar in low...high { classes[scalar] = fields[1] }
        }
        return classes
    }

    /// The scalars whose East_Asian_Width is F, W or H, from the UCD's EastAsianWidth.txt.
    static func eastAsianWide() throws -> Set<UInt32> {
        var wide: Set<UInt32> = []
        for line in try String(contentsOfFile: "/usr/share/unicode/EastAsianWidth.txt", encoding: .utf8).split(
            separator: "\n")
        {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, ["F", "W", "H"].contains(fields[1]) else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            for scalar in low...high { wide.insert(scalar) }
        }
        return wide
    }

    /// Whether `first` is followed by `second`, combining marks between them skipped (LB9).
    static func containsPair(_ kinds: [String], _ first: String, _ second: String) -> Bool {
        let bases = kinds.filter { $0 != "CM" }
        return zip(bases, bases.dropFirst()).contains { $0 == first && $1 == second }
    }

    @Test func breakOpportunitiesMatchLineBreakTest() throws {
        let cases = try Self.cases()
        let classes = try Self.classes()
        #expect(cases.count > 7000)
        var checked = 0
        var failures: [String] = []
        let wide = try Self.eastAsianWide()
        for test in cases {
            let kinds = test.scalars.map { classes[$0] ?? "XX" }
            guard !kinds.contains(where: { Self.excluded[$0] != nil }) else { continue }
            // LB30 (Unicode 8.0): (AL | HL | NU) x OP only when the OP is not East Asian wide.
            guard !zip(test.scalars, kinds).contains(where: { $1 == "OP" && wide.contains($0) }) else { continue }
            // LB25 (rewritten in Unicode 15.0 as a regular expression): IS x NU only after a number.
            guard !Self.containsPair(kinds, "IS", "NU") && !Self.containsPair(kinds, "SY", "NU") else { continue }
            // LB21a (Unicode 6.3): HL (HY | BA) x; LB21b (Unicode 8.0): SY x HL.
            guard
                !Self.containsPair(kinds, "HL", "HY") && !Self.containsPair(kinds, "HL", "BA")
                    && !Self.containsPair(kinds, "SY", "HL")
            else { continue }
            // Characters whose class changed since libunibreak's Unicode 6.2 data (U+3000 ID to BA);
            // ZWJ (CM there) is repaired (LB8a).
            guard
                zip(test.scalars, kinds).allSatisfy({ scalar, kind in
                    let old = Self.unibreakNames[Int(LineBreakOpportunities.lineBreakClass(scalar))]
                    return old == kind || kind == "CM" || kind == "XX" || (kind == "ZWJ" && old == "CM") || kind == "EB"
                        || kind == "EM"
                })
            else { continue }
            checked += 1
            let got = LineBreakOpportunities.breaks(test.scalars).dropLast().map { $0 != .prohibited }
            if got != test.breaks { failures.append(test.source) }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(checked) lines differ: \(failures.prefix(20))")
        #expect(checked > 6200)
    }

    @Test func flagsPairUpAndNeverAbort() {
        // Four regional indicators: two flags (US, FR). A break between the flags, none inside.
        let flags: [UInt32] = [0x1F1FA, 0x1F1F8, 0x1F1EB, 0x1F1F7]
        #expect(LineBreakOpportunities.breaks(flags) == [.prohibited, .allowed, .prohibited, .mandatory])
        // An odd one after a letter and a space: the letter breaks before it.
        #expect(LineBreakOpportunities.breaks([0x61, 0x1F1FA, 0x20]) == [.allowed, .prohibited, .mandatory])
    }

    @Test func anEmojiZWJSequenceIsNotBroken() {
        // WOMAN, ZWJ, LAPTOP: one grapheme, no break inside; a space after it breaks.
        #expect(
            LineBreakOpportunities.breaks([0x1F469, 0x200D, 0x1F4BB, 0x20, 0x61]) == [
                .prohibited, .prohibited, .prohibited, .allowed, .mandatory,
            ])
    }

    @Test func aCombiningMarkJoinsItsBaseAndAfterASpaceIsALetter() {
        // "e\u{301} (": the break after the space, none before the mark.
        #expect(
            LineBreakOpportunities.breaks([0x65, 0x301, 0x20, 0x28]) == [
                .prohibited, .prohibited, .allowed, .mandatory,
            ])
        // " \u{301}x": a mark after a space is a letter (LB10), so the space breaks before it (LB18).
        #expect(LineBreakOpportunities.breaks([0x20, 0x301, 0x78]) == [.allowed, .prohibited, .mandatory])
    }
}
