extension Diagnostic {
    /// The `ambiguous` diagnostic of `view` for `attributes` (in the order `x`, `y`, `width`,
    /// `height`), worded alike whichever solving strategy found it.
    static func ambiguity(view: String, attributes: [String]) -> Diagnostic {
        let message = "Layout is ambiguous for view \(view): \(attributes.joined(separator: ", ")) "
            + (attributes.count == 1 ? "is" : "are") + " not unique among the optimal solutions; one of them is returned."
        return .ambiguous(view: view, attributes: attributes, message: message)
    }
}
