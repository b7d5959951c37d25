/// The fields of a view that few views set, kept out of line: every other view is 64 bytes
/// smaller, so decoding writes, moves and frees less and a large tree stays more compact.
///
/// Immutable, so that views sharing one stay values: a change makes a new one.
final class ViewExtras: Sendable {
    let baselines: Baselines
    let safeAreaInsets: EdgeInsets
    let layoutGuides: [String]

    private init(baselines: Baselines, safeAreaInsets: EdgeInsets, layoutGuides: [String]) {
        self.baselines = baselines
        self.safeAreaInsets = safeAreaInsets
        self.layoutGuides = layoutGuides
    }

    /// The extras holding these fields, or nil when they are all the defaults.
    static func make(baselines: Baselines, safeAreaInsets: EdgeInsets, layoutGuides: [String]) -> ViewExtras? {
        if baselines == Baselines() && safeAreaInsets == EdgeInsets() && layoutGuides.isEmpty { return nil }
        return ViewExtras(baselines: baselines, safeAreaInsets: safeAreaInsets, layoutGuides: layoutGuides)
    }
}
