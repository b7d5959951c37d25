extension LayoutEngine {
    /// Test hook: the constraints the service makes for `document` (views, stacks, then the
    /// `width`/`height` shorthands), in order of addition, with their family names.
    public static func _serviceConstraints(for document: LayoutDocument) -> [LayoutConstraint] {
        let tree = LayoutTree(root: document.root)
        let service = ServiceConstraints(tree: tree) { view, axis in
            FittingSize.proportionalSize(of: view, along: axis, in: tree, document: document)
        }
        return (service.generated + service.shorthands).map { tree.layoutConstraint($0, guides: service.guides) }
    }
}
