import CUnibreak

/// UAX #14 line-break opportunities, from libunibreak.
enum LineBreakOpportunities {
    /// What libunibreak says about the position after a scalar.
    enum Break: Equatable {
        /// A line must end after it (after a hard line break, and at the end of the text).
        case mandatory
        /// A line may end after it.
        case allowed
        /// A line may not end after it.
        case prohibited
    }

    /// libunibreak's tables, built once per process before the first use.
    private static let tables: Void = init_linebreak()

    /// The break after each scalar of `scalars`, with the default (untailored) rules.
    /// - Complexity: O(n).
    static func breaks(_ scalars: [UInt32]) -> [Break] {
        _ = tables
        guard !scalars.isEmpty else { return [] }
        var codes = [CChar](repeating: 0, count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            codes.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf32(text.baseAddress, text.count, nil, out.baseAddress)
            }
        }
        return codes.map { code in
            switch Int32(code) {
            case LINEBREAK_MUSTBREAK: .mandatory
            case LINEBREAK_ALLOWBREAK: .allowed
            default: .prohibited
            }
        }
    }
}
