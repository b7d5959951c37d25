/// A benchmark feed: one cell repeated in a vertical stack, sized to about a number of views.
protocol RepeatedCellFeed {
    /// Views per cell (the cell's own stack included).
    static var viewsPerCell: Int { get }
    /// Views outside the cells (the root and the feed stack).
    static var fixedViews: Int { get }
    var cells: Int { get }
    init(cells: Int)
    /// The document as UTF-8 JSON (compact).
    func json() -> [UInt8]
}

extension RepeatedCellFeed {
    /// The feed whose view count is closest to `views`.
    init(approximateViews views: Int) {
        self.init(cells: max(1, (views - Self.fixedViews + Self.viewsPerCell / 2) / Self.viewsPerCell))
    }

    var viewCount: Int { Self.fixedViews + cells * Self.viewsPerCell }

    /// The smallest feed's view count: one cell.
    static var smallestViewCount: Int { fixedViews + viewsPerCell }
}
