import CUnibreak

/// UAX #14 line-break opportunities, from libunibreak, with the repairs its Debian version (1.1,
/// Unicode 6.2 rules) needs: combining marks (LB9, LB10) are resolved here before it sees the
/// text; regional indicators, which abort it (an assertion on its pair table), are given to it as
/// ideographs and paired here (LB30a); emoji bases and modifiers (LB30b), zero width joiners
/// (LB8a) and inseparables (LB22) follow Unicode 11.0; conditional Japanese starters resolve to NS as UAX #14's default does (LB1); and
/// spaces at the start of the text may be broken after.
enum LineBreakOpportunities {
    /// What applies at the position after a scalar.
    enum Break: Equatable {
        /// A line must end after it (after a hard line break, and at the end of the text).
        case mandatory
        /// A line may end after it.
        case allowed
        /// A line may not end after it.
        case prohibited
    }

    /// One range of libunibreak's class table.
    private struct ClassRange: Sendable {
        let start: UInt32
        let end: UInt32
        let lineBreakClass: UInt32
    }

    /// libunibreak's class table, copied once (building it also initializes libunibreak).
    private static let classes: [ClassRange] = {
        init_linebreak()
        var ranges: [ClassRange] = []
        let table = layoutd_line_break_properties()!
        var index = 0
        while table[index].prop != LBP_Undefined {
            ranges.append(
                ClassRange(start: table[index].start, end: table[index].end, lineBreakClass: table[index].prop.rawValue)
            )
            index += 1
        }
        return ranges
    }()

    /// A scalar's class in libunibreak's table (XX when absent), as `LineBreakClass`'s raw value.
    /// - Complexity: O(1) for ASCII, else O(log ranges).
    static func lineBreakClass(_ scalar: UInt32) -> UInt32 {
        scalar < 0x80 ? asciiClasses[Int(scalar)] : searchedClass(scalar)
    }

    /// The classes of the ASCII scalars, looked up once: most text is mostly ASCII.
    private static let asciiClasses: [UInt32] = (0..<0x80).map { searchedClass($0) }

    /// A scalar's class by binary search of ``classes``.
    private static func searchedClass(_ scalar: UInt32) -> UInt32 {
        var low = 0
        var high = classes.count
        while low < high {
            let middle = (low + high) / 2
            if classes[middle].end < scalar { low = middle + 1 } else { high = middle }
        }
        return low < classes.count && classes[low].start <= scalar ? classes[low].lineBreakClass : LBP_XX.rawValue
    }

    /// What libunibreak is given in place of a combining mark with no base (LB10: as AL).
    private static let alphabetic: UInt32 = 0x41
    /// What libunibreak is given in place of a regional indicator: an ideograph, which breaks on
    /// both sides as RI does outside its pairs.
    private static let ideograph: UInt32 = 0x4E00
    /// What libunibreak is given in place of a conditional Japanese starter (small kana, the
    /// prolonged sound mark): a non-starter, UAX #14's default resolution of CJ (LB1), where
    /// libunibreak 1.1 resolves it to ID (Japanese "normal" breaking).
    private static let nonStarter: UInt32 = 0x3005
    /// U+200D ZERO WIDTH JOINER.
    private static let zeroWidthJoiner: UInt32 = 0x200D
    /// Classes after which a break before IN stays allowed (LB7, LB8, LB18, LB20 come first).
    private static let beforeInseparable = classMask([LBP_SP, LBP_ZW, LBP_CB, LBP_BK, LBP_CR, LBP_LF, LBP_NL])
    /// Classes a combining mark does not attach to (LB9).
    private static let detaching = classMask([LBP_BK, LBP_CR, LBP_LF, LBP_NL, LBP_SP, LBP_ZW])

    /// A set of classes as a bit mask (libunibreak has fewer than 64): a test per scalar with no
    /// hashing.
    private static func classMask(_ classes: [LineBreakClass]) -> UInt64 {
        classes.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
    }

    /// Whether `mask` (from ``classMask(_:)``) holds the class with raw value `kind`.
    private static func contains(_ mask: UInt64, _ kind: UInt32) -> Bool {
        kind < 64 && mask & 1 << UInt64(kind) != 0
    }

    /// The break after each scalar of `scalars`, with the default (untailored) rules.
    /// - Complexity: O(n log ranges).
    static func breaks(_ scalars: [UInt32]) -> [Break] {
        guard !scalars.isEmpty else { return [] }
        let kinds = scalars.map(lineBreakClass)
        // LB9: a combining mark after a base joins it; libunibreak sees the base only.
        var kept: [Int] = []
        var given: [UInt32] = []
        var attachable = false
        // libunibreak 1.1 allows no break after spaces that start the text (UAX #14: LB18 does);
        // a letter in front gives them the context of text start, and is dropped from the answer.
        let leadingSpace = kinds[0] == LBP_SP.rawValue
        if leadingSpace { given.append(alphabetic) }
        for (offset, kind) in kinds.enumerated() {
            if kind == LBP_CM.rawValue {
                if attachable { continue }
                kept.append(offset)
                given.append(alphabetic)
                attachable = true
                continue
            }
            kept.append(offset)
            given.append(
                kind == LBP_RI.rawValue || isEmoji(scalars[offset])
                    ? ideograph : kind == LBP_CJ.rawValue ? nonStarter : scalars[offset])
            attachable = !contains(detaching, kind)
        }
        var codes = [CChar](repeating: 0, count: given.count)
        given.withUnsafeBufferPointer { text in
            codes.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf32(text.baseAddress, text.count, nil, out.baseAddress)
            }
        }
        if leadingSpace { codes.removeFirst() }
        // Map back: the break after a base moves past its marks; before a mark there is none.
        var result = [Break](repeating: .prohibited, count: scalars.count)
        for index in kept.indices {
            let last = index + 1 < kept.count ? kept[index + 1] - 1 : scalars.count - 1
            result[last] = Self.break(codes[index])
        }
        // LB22 (Unicode 11.0 onward): no break before IN whatever precedes it, but for the breaks
        // earlier rules allow (after spaces, zero-width spaces, CB, hard breaks).
        for index in kept.indices.dropFirst() where kinds[kept[index]] == LBP_IN.rawValue {
            let before = kept[index] - 1
            if result[before] == .allowed && !contains(beforeInseparable, kinds[kept[index - 1]]) {
                result[before] = .prohibited
            }
        }
        // LB8a (Unicode 11.0 onward): no break after a zero width joiner (libunibreak 1.1 knows it
        // as a combining mark only), so emoji sequences stay whole.
        for offset in scalars.indices where scalars[offset] == zeroWidthJoiner && result[offset] == .allowed {
            result[offset] = .prohibited
        }
        // LB30b (Unicode 9.0 onward): no break between an emoji base (or a code point reserved for
        // pictographs) and its modifier.
        for index in kept.indices.dropFirst()
        where isModifier(scalars[kept[index]])
            && (isModifierBase(scalars[kept[index - 1]]) || isReservedPictograph(scalars[kept[index - 1]]))
        {
            result[kept[index] - 1] = .prohibited
        }
        // LB30a: regional indicators pair up (marks between them attached to the first).
        var run = 0
        for (index, offset) in kept.enumerated() {
            guard kinds[offset] == LBP_RI.rawValue else {
                run = 0
                continue
            }
            run += 1
            let nextIsIndicator = index + 1 < kept.count && kinds[kept[index + 1]] == LBP_RI.rawValue
            if run % 2 == 1 && nextIsIndicator {
                let last = kept[index + 1] - 1
                if result[last] == .allowed { result[last] = .prohibited }
            }
        }
        return result
    }

    /// Emoji bases and modifiers (EB, EM), which libunibreak 1.1's data has as letters or not at
    /// all: given to it as ideographs, which break on both sides as they do.
    private static func isEmoji(_ scalar: UInt32) -> Bool {
        isModifier(scalar) || isModifierBase(scalar)
    }

    /// The lowest Emoji_Modifier_Base (U+261D WHITE UP POINTING INDEX); the modifiers are higher
    /// still. Below it the answer is no without asking the standard library, whose property
    /// lookup cost more than libunibreak's whole pass.
    private static let lowestEmojiBase: UInt32 = 0x261D

    private static func isModifier(_ scalar: UInt32) -> Bool {
        scalar >= lowestEmojiBase && (Unicode.Scalar(scalar)?.properties.isEmojiModifier ?? false)
    }

    private static func isModifierBase(_ scalar: UInt32) -> Bool {
        scalar >= lowestEmojiBase && (Unicode.Scalar(scalar)?.properties.isEmojiModifierBase ?? false)
    }

    /// Unassigned code points of the pictographic blocks (Extended_Pictographic and Cn, in effect
    /// U+1F000…U+1FAFF and U+1FC00…U+1FFFD), which LB30b treats as emoji bases.
    private static func isReservedPictograph(_ scalar: UInt32) -> Bool {
        guard (0x1F000...0x1FAFF).contains(scalar) || (0x1FC00...0x1FFFD).contains(scalar) else { return false }
        return Unicode.Scalar(scalar)?.properties.generalCategory == .unassigned
    }

    private static func `break`(_ code: CChar) -> Break {
        switch Int32(code) {
        case LINEBREAK_MUSTBREAK: .mandatory
        case LINEBREAK_ALLOWBREAK: .allowed
        default: .prohibited
        }
    }
}
