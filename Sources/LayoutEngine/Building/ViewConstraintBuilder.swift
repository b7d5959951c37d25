/// The constraints the service makes for every view, whatever its type.
///
/// Intrinsic content size becomes UIKit's content-size constraints; the root is the canvas,
/// at the origin, and pulled toward zero size along a dimension the document leaves open
/// (`systemLayoutSizeFitting(compressedSize)`). Layout margins and safe areas need no
/// constraints: they are expressions over the owner's variables (see ``AnchorLowering``).
enum ViewConstraintBuilder {
    /// Family of the root's origin constraints.
    static let rootOrigin = "root-origin"
    /// Family of the root's fitting-size constraints.
    static let fittingSize = "fitting-size"
    static let contentHugging = "content-hugging"
    static let compressionResistance = "compression-resistance"
    /// The priority of a fitting-size pull (`UILayoutPriority.fittingSizeLevel`).
    static let fittingSizePriority: Double = 50

    /// Appends the service's constraints for view `index`: the root's canvas, then content size.
    /// - Complexity: O(1).
    static func append(view index: Int, in tree: LayoutTree, to out: inout [BuiltConstraint]) {
        // The node is read where the tree holds it: a copy retained and released its strings and arrays.
        let item = ItemRef(index)
        let before = out.count
        defer {
            assert(
                out.count - before
                    == counts(
                        intrinsic: tree.nodes[index].intrinsicContentSize, width: tree.nodes[index].width,
                        height: tree.nodes[index].height, isRoot: index == 0).generated,
                "ViewConstraintBuilder.counts must count what append builds")
        }
        if index == 0 {
            out.append(BuiltConstraint(rootOrigin, item, .left, .equal, constant: 0))
            out.append(BuiltConstraint(rootOrigin, item, .top, .equal, constant: 0))
            if tree.nodes[index].width == nil {
                out.append(BuiltConstraint(fittingSize, item, .width, .equal, constant: 0, priority: fittingSizePriority))
            }
            if tree.nodes[index].height == nil {
                out.append(BuiltConstraint(fittingSize, item, .height, .equal, constant: 0, priority: fittingSizePriority))
            }
        }
        appendContentSize(item, .width, tree.nodes[index].sizing(along: 0), &out)
        appendContentSize(item, .height, tree.nodes[index].sizing(along: 1), &out)
    }

    /// How many constraints ``append(view:in:to:)`` (`generated`) and
    /// ``appendShorthands(view:in:to:)`` build for a view: the one definition that strategies
    /// building no constraints count their `stats` with.
    /// - Complexity: O(1).
    static func counts(
        intrinsic: OptionalSize, width: Double?, height: Double?, isRoot: Bool
    ) -> (generated: Int, shorthands: Int) {
        // The root's origin, and its fitting size along each dimension left open.
        let root = isRoot ? 2 + (width == nil ? 1 : 0) + (height == nil ? 1 : 0) : 0
        // Hugging and compression resistance per intrinsic dimension.
        let content = (intrinsic.width == nil ? 0 : 2) + (intrinsic.height == nil ? 0 : 2)
        return (root + content, (width == nil ? 0 : 1) + (height == nil ? 0 : 1))
    }

    /// Appends the `width` / `height` shorthands of view `index`.
    /// - Complexity: O(1).
    static func appendShorthands(view index: Int, in tree: LayoutTree, to out: inout [BuiltConstraint]) {
        let before = out.count
        defer {
            assert(
                out.count - before
                    == counts(
                        intrinsic: tree.nodes[index].intrinsicContentSize, width: tree.nodes[index].width,
                        height: tree.nodes[index].height, isRoot: index == 0).shorthands,
                "ViewConstraintBuilder.counts must count what appendShorthands builds")
        }
        if let width = tree.nodes[index].width {
            out.append(BuiltConstraint("width", ItemRef(index), .width, .equal, constant: width))
        }
        if let height = tree.nodes[index].height {
            out.append(BuiltConstraint("height", ItemRef(index), .height, .equal, constant: height))
        }
    }

    /// The content-size pair along `attribute`'s axis, where the view has an intrinsic size there.
    private static func appendContentSize(
        _ item: ItemRef, _ attribute: LayoutAttribute, _ sizing: AxisSizing, _ out: inout [BuiltConstraint]
    ) {
        guard let size = sizing.intrinsic else { return }
        out.append(BuiltConstraint(contentHugging, item, attribute, .lessThanOrEqual, constant: size, priority: sizing.hugging))
        out.append(BuiltConstraint(
            compressionResistance, item, attribute, .greaterThanOrEqual, constant: size, priority: sizing.resistance))
    }
}
