/// The `bench engine --feed scrolled` workload: ``TwitterFeed``'s stack in a scroll view, as a
/// long feed is on a device.
///
/// The root is a 375 × 812 screen; the scroll view `scroll` fills it; the feed is pinned to the
/// four edges of its content layout guide and as wide as its frame layout guide, so that
/// `contentSize` is the feed's size. The direct path lays it out (``ScrollReduction``), as it
/// does the plain feed.
struct ScrolledTwitterFeed: RepeatedCellFeed {
    static let viewsPerCell = TwitterFeed.viewsPerCell
    /// The root, the scroll view and the feed stack.
    static let fixedViews = 3

    let cells: Int

    /// The document as UTF-8 JSON (compact).
    /// - Complexity: O(`cells`).
    func json() -> [UInt8] {
        var out = ""
        out.reserveCapacity(cells * 1_400 + 1_024)
        out += #"{"root":{"id":"screen","width":375,"height":812,"subviews":[{"id":"scroll","type":"scroll","subviews":["#
        TwitterFeed(cells: cells).appendFeed(to: &out)
        out += #"]}]},"constraints":["scroll.top == screen.top","scroll.leading == screen.leading","#
        out += #""scroll.trailing == screen.trailing","scroll.bottom == screen.bottom","#
        out += #""feed.top == scroll.contentLayoutGuide.top","feed.leading == scroll.contentLayoutGuide.leading","#
        out += #""feed.trailing == scroll.contentLayoutGuide.trailing","feed.bottom == scroll.contentLayoutGuide.bottom","#
        out += #""feed.width == scroll.frameLayoutGuide.width"]}"#
        return Array(out.utf8)
    }
}
