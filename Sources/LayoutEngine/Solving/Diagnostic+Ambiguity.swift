extension Diagnostic {
    /// Which of a view's frame values are not unique among the optimal solutions.
    struct AmbiguousValues: OptionSet, Sendable {
        let rawValue: UInt8
        static let x = AmbiguousValues(rawValue: 1)
        static let y = AmbiguousValues(rawValue: 2)
        static let width = AmbiguousValues(rawValue: 4)
        static let height = AmbiguousValues(rawValue: 8)
    }

    /// The `ambiguous` diagnostic of `view` for `values` (not empty), worded alike whichever
    /// solving strategy found it: the attributes in the order `x`, `y`, `width`, `height`.
    /// - Complexity: O(1): each set's names and wording are made once (a tied stack of 10,000
    ///   views has as many diagnostics).
    static func ambiguity(view: String, values: AmbiguousValues) -> Diagnostic {
        let wording = ambiguityWordings[Int(values.rawValue)]
        return .ambiguous(view: view, attributes: wording.names, message: "Layout is ambiguous for view " + view + wording.rest)
    }

    /// Per set of values (by raw value): their attribute names, and the message after the view's id.
    static let ambiguityWordings: [(names: [String], rest: String)] = (0..<16).map { raw in
        let names = zip(["x", "y", "width", "height"], [1, 2, 4, 8]).filter { raw & $0.1 != 0 }.map(\.0)
        let rest = ": \(names.joined(separator: ", ")) " + (names.count == 1 ? "is" : "are")
            + " not unique among the optimal solutions; one of them is returned."
        return (names, rest)
    }
}
