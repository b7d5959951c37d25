extension LayoutDocument {
    /// The document as sent alone at `size`: the root's `width` and `height` are the size's (an
    /// omitted one is the fitting size), the traits' display scale and layout direction replace
    /// the options', and no `sizes` remain.
    /// - Complexity: O(1) (the views are shared until written).
    public func sized(_ size: LayoutSize) -> LayoutDocument {
        var document = self
        document.updateViews { root in
            root.width = size.width
            root.height = size.height
        }
        document.options.displayScale = size.traits.displayScale ?? options.displayScale
        document.options.layoutDirection = size.traits.layoutDirection ?? options.layoutDirection
        document.options.sizes = nil
        return document
    }
}
