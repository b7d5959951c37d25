/// The fields of a view that few views set (`variants` among them), kept out of line: every other view is 64 bytes
/// smaller, so decoding writes, moves and frees less and a large tree stays more compact.
///
/// Immutable, so that views sharing one stay values: a change makes a new one.
final class ViewExtras: Sendable {
    let baselines: Baselines
    let safeAreaInsets: EdgeInsets
    let layoutGuides: [String]
    /// `variants`, resolved away before a layout (``LayoutDocument/applying(_:)``).
    let variants: ViewVariants?

    private init(baselines: Baselines, safeAreaInsets: EdgeInsets, layoutGuides: [String], variants: ViewVariants?) {
        self.baselines = baselines
        self.safeAreaInsets = safeAreaInsets
        self.layoutGuides = layoutGuides
        self.variants = variants
    }

    /// The extras holding these fields, or nil when they are all the defaults.
    static func make(
        baselines: Baselines, safeAreaInsets: EdgeInsets, layoutGuides: [String], variants: ViewVariants?
    ) -> ViewExtras? {
        if baselines == Baselines() && safeAreaInsets == EdgeInsets() && layoutGuides.isEmpty && variants == nil {
            return nil
        }
        return ViewExtras(baselines: baselines, safeAreaInsets: safeAreaInsets, layoutGuides: layoutGuides, variants: variants)
    }
}
