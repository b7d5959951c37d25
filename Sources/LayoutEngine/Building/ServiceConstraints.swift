/// Every constraint the service makes for a document, in the contract's order of addition.
struct ServiceConstraints: Sendable {
    /// Views' and stacks' constraints, view by view in tree order.
    var generated: [BuiltConstraint] = []
    /// The `width` / `height` shorthands, in tree order.
    var shorthands: [BuiltConstraint] = []
    /// The stacks' gap guides and spacers.
    var guides: GuideRegistry

    /// Builds the service's constraints for `tree`.
    /// - Parameter proportionalSize: the size view `index` counts with along `axis` in a
    ///   `fillProportionally` stack (its intrinsic size, else its fitting size).
    /// - Complexity: O(views + arranged views), plus `proportionalSize`.
    init(tree: LayoutTree, proportionalSize: (_ index: Int, _ axis: Axis) -> Double) {
        guides = GuideRegistry(firstOwner: tree.firstGeneratedOwner)
        // Generous: untouched capacity costs address space, not memory, while each growth copies
        // every constraint so far (a feed makes about 9 per view).
        generated.reserveCapacity(tree.viewCount * 12 + 16)
        for index in 0..<tree.viewCount {
            ViewConstraintBuilder.append(view: index, in: tree, to: &generated)
            if tree.nodes[index].isScroll { ScrollGuides.append(scrollView: index, in: tree, to: &generated) }
            if let stack = tree.nodes[index].stack {
                withoutActuallyEscaping(proportionalSize) { proportionalSize in
                    let builder = StackConstraintBuilder(stack: index, in: tree) { proportionalSize($0, stack.axis) }
                    builder.append(to: &generated, guides: &guides)
                }
            }
            ViewConstraintBuilder.appendShorthands(view: index, in: tree, to: &shorthands)
        }
    }
}
