import Testing
@testable import LayoutEngine

/// The constraint grammar's byte-level pieces: the namespace looked up by a slice of a text's
/// bytes, numbers read from their digits, attribute and priority names matched as bytes, and
/// entry names written digit by digit. Each is checked against the string-level answer it
/// replaces on the success path.
@Suite struct GrammarBytesTests {
    /// Views `card`, `ca` and `card-2` (prefixes of each other), the NFC `é` (U+00E9) and the
    /// NFD `e` + U+0301 as two different ids, guide `g` and the engine's `stack.gap0`.
    private static let namespace: ItemNamespace = {
        var namespace = ItemNamespace()
        namespace.addView("root", superview: nil)
        for id in ["card", "ca", "card-2", "\u{E9}", "e\u{301}"] { namespace.addView(id, superview: "root") }
        namespace.addGuide("g")
        namespace.addGuide("stack.gap0")
        return namespace
    }()

    private func resolve(_ path: String) -> Result<LayoutItem, ItemResolutionError> {
        let byBytes = path.withContiguousUTF8 { Self.namespace.resolve(utf8: $0) }
        // The string entry point is the same lookup: both must agree on every path.
        #expect(byBytes == Self.namespace.resolve(path), "\(path)")
        return byBytes
    }

    private func detail(_ path: String) -> String? {
        guard case .failure(let failure) = resolve(path) else { return nil }
        return failure.detail
    }

    @Test func slicesFindTheirIDsAndNoPrefixOrExtension() throws {
        #expect(try resolve("card").get() == .view("card"))
        #expect(try resolve("ca").get() == .view("ca"))
        #expect(try resolve("card-2").get() == .view("card-2"))
        #expect(try resolve("g").get() == .guide("g"))
        #expect(try resolve("stack.gap0").get() == .guide("stack.gap0"))
        // Prefixes and extensions of ids are other ids, and unknown.
        for path in ["c", "car", "card-", "card-23", "cards", "stack.gap", "stack"] {
            #expect(detail(path) == "unknown item '\(path)': no view or layout guide has that id")
        }
        #expect(detail("") == "unknown item '': no view or layout guide has that id")
    }

    /// Ids compare as bytes: the NFC and NFD spellings of é are two ids, each found only as itself.
    @Test func nonASCIIIDsCompareAsBytes() throws {
        #expect(try resolve("\u{E9}").get() == .view("\u{E9}"))
        #expect(try resolve("e\u{301}").get() == .view("e\u{301}"))
        if case .view(let id) = try? resolve("e\u{301}").get() {
            #expect(Array(id.utf8) == [0x65, 0xCC, 0x81])
        }
        #expect(detail("\u{E9}\u{E9}") == "unknown item '\u{E9}\u{E9}': no view or layout guide has that id")
        #expect(try resolve("\u{E9}.layoutMarginsGuide").get() == .layoutMarginsGuide("\u{E9}"))
    }

    @Test func viewGuideSuffixes() throws {
        #expect(try resolve("card.layoutMarginsGuide").get() == .layoutMarginsGuide("card"))
        #expect(try resolve("card-2.safeAreaLayoutGuide").get() == .safeAreaLayoutGuide("card-2"))
        #expect(try resolve("ca.safeAreaLayoutGuide").get() == .safeAreaLayoutGuide("ca"))
        #expect(detail("g.layoutMarginsGuide") == "'g' is a layout guide; only views have a layoutMarginsGuide")
        #expect(detail("g.safeAreaLayoutGuide") == "'g' is a layout guide; only views have a safeAreaLayoutGuide")
        #expect(detail("zz.layoutMarginsGuide") == "unknown item 'zz': no view has that id")
        #expect(detail("car.layoutMarginsGuide") == "unknown item 'car': no view has that id")
        // The whole suffix, with its dot, or it is no guide: these are unknown paths.
        for path in ["cardlayoutMarginsGuide", "card.layoutMarginsGuid", "card.layoutMarginsGuideX", "layoutMarginsGuide"] {
            #expect(detail(path) == "unknown item '\(path)': no view or layout guide has that id")
        }
        // An empty base is an unknown view, as `String(path.dropLast(19))` was.
        #expect(detail(".layoutMarginsGuide") == "unknown item '': no view has that id")
    }

    /// Past ASCII, the path's characters decide whether it ends with the suffix: U+0600 is a
    /// prepended mark, which takes the dot after it into its character.
    @Test func suffixAfterAPrependedMarkFollowsCharacters() {
        let path = "\u{600}.layoutMarginsGuide"
        let endsWithSuffix = path.hasSuffix(".layoutMarginsGuide")
        #expect(detail(path) == (endsWithSuffix
            ? "unknown item '\u{600}': no view has that id"
            : "unknown item '\(path)': no view or layout guide has that id"))
    }

    /// Numbers read from their digits equal `Double(String)` bit for bit: Clinger's fast path
    /// where it is exact, the text past 15 digits or 10^22.
    @Test func numbersEqualTheStandardLibrary() {
        var texts = [
            "0", "00", "007", "0.5", "0.000", "1.5e1", "1e22", "1e23", "1e-22", "1e-23", "123456789012345",
            "1234567890123456", "9007199254740993", "12345678901234567890", "0.1234567890123456789",
            "999.999", "0.30000000000000004", "1e400", "1e-400", "4.9e-324", "2.2250738585072014e-308",
            "0.000001", "1e-7", "10000001", "1E5", "1e+5", "5e-0", "0e999", "123.456e-3", "1.7976931348623157e308",
        ]
        var random = SplitMix64(state: 14)
        for _ in 0..<3_000 {
            var text = String(random.next() % 1_000_000_000_000)
            if random.next() % 2 == 0 { text += "." + String(random.next() % 100_000_000_000) }
            if random.next() % 3 == 0 { text += "e" + (random.next() % 2 == 0 ? "-" : "") + String(random.next() % 40) }
            texts.append(text)
        }
        for text in texts {
            let scanned = text.withContiguousUTF8 { bytes -> (Double?, Int) in
                var scanner = TextScanner(bytes)
                return (scanner.unsignedNumber(), scanner.index)
            }
            #expect(scanned.1 == text.utf8.count, "\(text)")
            #expect(scanned.0?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test func attributeAndPriorityNamesMatchAsBytes() {
        for attribute in LayoutAttribute.allCases {
            let name = attribute.rawValue
            #expect(name.withContiguousUTF8 { LayoutAttribute(utf8: $0) } == attribute)
            for other in [String(name.dropLast()), name + "s", name.uppercased(), "x" + name, String(name.dropLast()) + "Z"] {
                #expect(other.withContiguousUTF8 { LayoutAttribute(utf8: $0) } == LayoutAttribute(rawValue: other), "\(other)")
            }
        }
        #expect("".withContiguousUTF8 { LayoutAttribute(utf8: $0) } == nil)
        let priorities = [("required", 1000.0), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50)]
        for (name, value) in priorities {
            #expect(ConstraintRules.namedPriority(name) == value)
            #expect(ConstraintRules.namedPriority(name + "X") == nil)
            #expect(ConstraintRules.namedPriority(String(name.dropLast())) == nil)
        }
        #expect(ConstraintRules.namedPriority("") == nil)
    }

    /// The rules' quick test (``ConstraintRules/holds(first:second:multiplier:priority:)``, which
    /// the decoder asks before any detail is made) against the list of violations it stands for:
    /// every pair of attributes on a view and on a guide, with and without a second item, at
    /// multipliers and priorities inside, on and past each bound; then a few by hand.
    @Test func rulesHoldExactlyWhenNoneIsBroken() {
        let items: [LayoutItem] = [.view("a"), .guide("g")]
        let multipliers = [0, 1, -2.5, 1e-6, 1e6, 1e-7, 2e6, .infinity, .nan]
        let priorities = [1, 1000, 250, 0.5, 1000.5, .nan]
        var holding = 0
        for firstItem in items {
            for firstAttribute in LayoutAttribute.allCases {
                let first = LayoutAnchor(firstItem, firstAttribute)
                let seconds: [LayoutAnchor?] =
                    [nil] + items.flatMap { item in LayoutAttribute.allCases.map { LayoutAnchor(item, $0) } }
                for second in seconds {
                    for multiplier in multipliers {
                        for priority in priorities {
                            let holds = ConstraintRules.holds(
                                first: first, second: second, multiplier: multiplier, priority: priority)
                            let broken = ConstraintRules.violations(
                                first: first, second: second, multiplier: multiplier, priority: priority)
                            #expect(holds == broken.isEmpty, "\(first) \(String(describing: second)) \(multiplier) \(priority)")
                            if holds { holding += 1 }
                        }
                    }
                }
            }
        }
        // Both outcomes are reached.
        #expect(holding > 0)
        // By hand: a size alone holds, a location alone breaks (it needs a second item); sizes
        // relate across axes, locations not; leading does not mix with left; a guide has no
        // baseline; a location's zero multiplier breaks, a size's does not.
        func holds(_ first: LayoutAnchor, _ second: LayoutAnchor?, multiplier: Double = 1) -> Bool {
            ConstraintRules.holds(first: first, second: second, multiplier: multiplier, priority: 1000)
        }
        let a = LayoutItem.view("a"), b = LayoutItem.view("b"), g = LayoutItem.guide("g")
        #expect(holds(LayoutAnchor(a, .width), nil))
        #expect(!holds(LayoutAnchor(a, .top), nil))
        #expect(holds(LayoutAnchor(a, .width), LayoutAnchor(b, .height)))
        #expect(!holds(LayoutAnchor(a, .top), LayoutAnchor(b, .left)))
        #expect(!holds(LayoutAnchor(a, .top), LayoutAnchor(b, .height)))
        #expect(!holds(LayoutAnchor(a, .leading), LayoutAnchor(b, .left)))
        #expect(holds(LayoutAnchor(a, .leading), LayoutAnchor(b, .trailingMargin)))
        #expect(holds(LayoutAnchor(a, .firstBaseline), LayoutAnchor(b, .top)))
        #expect(!holds(LayoutAnchor(g, .firstBaseline), LayoutAnchor(b, .top)))
        #expect(!holds(LayoutAnchor(a, .top), LayoutAnchor(g, .topMargin)))
        #expect(!holds(LayoutAnchor(a, .top), LayoutAnchor(b, .top), multiplier: 0))
        #expect(holds(LayoutAnchor(a, .width), LayoutAnchor(b, .width), multiplier: 0))
    }

    /// The identifier classes as bit sets: every byte against the grammar's definition,
    /// `[A-Za-z_]` to start, then digits too, and `-` where hyphens are allowed.
    @Test func identifierClassesOfEveryByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            let scalar = Unicode.Scalar(byte)
            let start = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
            let digit = scalar >= "0" && scalar <= "9"
            #expect(TextScanner.isIdentifierStart(byte) == start, "\(value)")
            #expect(TextScanner.isIdentifierBody(byte, hyphens: false) == (start || digit), "\(value)")
            #expect(TextScanner.isIdentifierBody(byte, hyphens: true) == (start || digit || scalar == "-"), "\(value)")
        }
    }

    @Test func entryNamesAreTheInterpolatedOnes() {
        for index in Array(0...1_100) + [9_999, 10_000, 123_456_789, Int.max] {
            #expect(EntryName.make("constraints", index) == "constraints[\(index)]")
        }
        #expect(EntryName.make("visualFormat", 7) == "visualFormat[7]")
    }

    /// A visual format's columns are counted on from the last one kept: 2,000 views with a
    /// spacing each, then an unknown view, or an unknown metric before the superview, reported
    /// at the column its text begins at (counted here from the format as written).
    @Test func longFormatKeepsItsColumns() {
        var namespace = ItemNamespace()
        namespace.addView("sv", superview: nil)
        let views = (0..<2_000).map { "v\($0)" }
        for id in views { namespace.addView(id, superview: "sv") }
        let row = "H:|-" + views.map { "[\($0)]" }.joined(separator: "-8-")
        func errors(_ format: String) -> [String] {
            guard case .failure(let failure) = VisualFormatParser.parse(format, name: "vf", namespace: namespace) else { return [] }
            return failure.errors.map(\.description)
        }
        // `[zz]` after `row` and `-`: the name is one past the bracket.
        let zz = row.unicodeScalars.count + "-[".unicodeScalars.count + 1
        #expect(errors(row + "-[zz]") == ["column \(zz): unknown view 'zz'"])
        let gap = row.unicodeScalars.count + "-".unicodeScalars.count + 1
        #expect(errors(row + "-gap-|") == ["column \(gap): unknown metric 'gap': a spacing must be a number or a metric"])
    }

    /// A constraint's name is trimmed of spaces and tabs; past ASCII, as `trimmingSpaces` trims
    /// characters (a space with a combining mark is one character, not a space).
    @Test func namesTrimAsCharacters() throws {
        for raw in ["\t n \t", " \u{301}x", "x \u{301}", " nom \u{E9} ", "\u{E9}"] {
            let name = try (raw + ": a.top == b.top").withContiguousUTF8 { bytes in
                Result { () throws(ColumnError) in try ConstraintSyntax.parse(utf8: bytes).name(in: bytes) }
            }.get()
            #expect(name == raw.trimmingSpaces(), "\(raw)")
        }
    }

    /// Columns count Unicode scalars, worked out only for the error: `nom é: card.top == ` is 19
    /// scalars (é is one, of two bytes), so `zz` is at column 20; in `e` + U+0301 + `: card.top == card.`,
    /// 21 scalars, the combining mark is a scalar of its own, so `tip` is at column 22.
    @Test func columnsCountScalarsPastASCII() {
        func errors(_ text: String) -> [String] {
            guard case .failure(let failure) = ConstraintParser.parse(text, defaultName: "c", namespace: Self.namespace) else {
                return []
            }
            return failure.errors.map(\.description)
        }
        #expect(errors("nom \u{E9}: card.top == zz.top") == ["column 20: unknown item 'zz': no view or layout guide has that id"])
        #expect(errors("e\u{301}: card.top == card.tip") == ["column 22: " + LayoutAttribute.unknownDetail("tip")])
    }

    /// The scanner reads identifiers and looks for a byte 8 at a time, the last bytes of a text
    /// as its last 8 overlapping those read: each answer must be the byte-by-byte one, at every
    /// start and length, with bytes past ASCII (which carry in a word's sums) and the searched
    /// byte itself before the start.
    @Test func wordAtATimeScansAgreeWithBytes() {
        let alphabet: [UInt8] = Array("aZ_9-.: é".utf8) + [0xFF, 0x80]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for length in 0...40 {
            for _ in 0..<20 {
                let text = (0..<length).map { _ in alphabet[next() % alphabet.count] }
                text.withUnsafeBufferPointer { bytes in
                    for start in 0...length {
                        for hyphens in [false, true] {
                            // The identifier by the per-byte class tests.
                            var expected: Range<Int>?
                            if start < length, TextScanner.isIdentifierStart(bytes[start]) {
                                var end = start + 1
                                while end < length, TextScanner.isIdentifierBody(bytes[end], hyphens: hyphens) { end += 1 }
                                expected = start..<end
                            }
                            var scanner = TextScanner(bytes)
                            scanner.index = start
                            #expect(scanner.identifier(hyphens: hyphens) == expected, "\(text) from \(start)")
                            #expect(scanner.index == expected?.upperBound ?? start)
                        }
                        for byte in [UInt8(ascii: ":"), UInt8(ascii: "-")] {
                            for end in start...length {
                                let expected = (start..<end).first { bytes[$0] == byte }
                                #expect(TextScanner.firstIndex(of: byte, in: bytes, from: start, to: end) == expected)
                            }
                        }
                    }
                }
            }
        }
    }
}
