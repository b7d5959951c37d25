@_spi(Testing) import LayoutEngine

/// Whether a layout's frames are *one of* the optimal solutions, for documents whose optimum is
/// not unique (the contract: "The frame returned is one of them"), checked by the whole-document
/// simplex alone.
///
/// The document is solved again with each value the engine reports ambiguous pinned to the
/// engine's value by a constraint at priority 1, below every priority the documents use: the pins
/// cannot change any higher level of the lexicographic optimum, so the pinned solve is an optimum
/// of the original document, and it meets every pin (lands on the engine's frames) exactly when
/// the engine's frames are an optimum. Values not reported ambiguous are the same in every
/// optimum, so they need no pin.
enum OptimalFrames {
    /// The frames the simplex gives for `document` with `frames`' ambiguous values pinned.
    /// - Parameter ambiguous: per view id, the attributes (`x`, `y`, `width`, `height`) to pin.
    static func pinnedSolve(
        _ document: LayoutDocument, frames: [ViewFrame], ambiguous: [String: [String]]
    ) -> [ViewFrame] {
        var parents: [String: String] = [:]
        var pending = [document.root]
        while let node = pending.popLast() {
            for child in node.subviews + node.arrangedSubviews {
                parents[child.id] = node.id
                pending.append(child)
            }
        }
        let rootID = document.root.id
        var pinned = document
        for frame in frames {
            guard let attributes = ambiguous[frame.id] else { continue }
            // Positions from the superview's origin, or the root's (which is at 0, 0).
            let origin = document.options.frames == .superview ? parents[frame.id] ?? rootID : rootID
            for attribute in attributes {
                let pin: (LayoutAttribute, LayoutAttribute?, Double)
                switch attribute {
                case "x": pin = (.left, .left, frame.x)
                case "y": pin = (.top, .top, frame.y)
                case "width": pin = (.width, nil, frame.width)
                default: pin = (.height, nil, frame.height)
                }
                pinned.constraints.append(LayoutConstraint(
                    name: "pin \(frame.id).\(attribute)", first: LayoutAnchor(.view(frame.id), pin.0), relation: .equal,
                    second: pin.1.map { LayoutAnchor(.view(origin), $0) }, constant: pin.2, priority: 1))
            }
        }
        var reference = LayoutEngine()
        reference._directPath = false
        return reference.layout(document: pinned).frames
    }

    /// The ambiguous attributes of `diagnostics`, per view id.
    static func ambiguousAttributes(_ diagnostics: [Diagnostic]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for case .ambiguous(let view, let attributes, _) in diagnostics { result[view] = attributes }
        return result
    }
}
