/// The `bench engine` workload: a feed of seed 003's Twitter cells as a layout document.
///
/// One vertical stack (`feed`, spacing 1) of cells on a 375-point-wide root whose height is
/// the fitting size. A cell is 13 views:
///
/// ```
/// cell    horizontal, alignment top, spacing 9, margins 12, layoutMarginsRelativeArrangement
///   pic       48x48
///   column    vertical, equalSpacing, alignment fill, spacing 4
///     meta    horizontal, fill, alignment center, spacing 4
///       name    120x20
///       handle  90x18, horizontal hugging 249: the one that stretches
///       time    24x18
///     text    height 60 (no intrinsic width: the column's fill alignment sizes it)
///     buttons horizontal, equalSpacing, alignment center, spacing 4
///       reply 34x20, retweet 34x20, like 34x20, share 24x24
/// ```
///
/// `Benchmarks/engine_vs_taffy.py` builds the same feed as flexbox for Taffy and compares
/// every frame with the engine's, so the two sides must change together.
struct TwitterFeed: RepeatedCellFeed {
    /// Views per cell (the cell stack included).
    static let viewsPerCell = 13
    /// The root and the feed stack.
    static let fixedViews = 2

    let cells: Int

    /// The document as UTF-8 JSON (compact, no insignificant whitespace).
    /// - Complexity: O(`cells`).
    func json() -> [UInt8] {
        var out = ""
        out.reserveCapacity(cells * 1_400 + 512)
        out += #"{"root":{"id":"screen","width":375,"subviews":["#
        appendFeed(to: &out)
        out += #"]},"constraints":["feed.top == screen.top","feed.leading == screen.leading","#
        out += #""feed.trailing == screen.trailing","feed.bottom == screen.bottom"]}"#
        return Array(out.utf8)
    }

    /// The `feed` stack and its cells.
    func appendFeed(to out: inout String) {
        out += #"{"id":"feed","type":"stack","axis":"vertical","spacing":1,"arrangedSubviews":["#
        for index in 0..<cells {
            if index > 0 { out += "," }
            appendCell(index, to: &out)
        }
        out += "]}"
    }

    private func appendCell(_ index: Int, to out: inout String) {
        let c = "c\(index)"
        out += #"{"id":"\#(c)","type":"stack","axis":"horizontal","alignment":"top","spacing":9,"#
        out += #""layoutMargins":{"top":12,"leading":12,"bottom":12,"trailing":12},"#
        out += #""layoutMarginsRelativeArrangement":true,"arrangedSubviews":["#
        out += Self.leaf("\(c)_pic", width: 48, height: 48) + ","
        out += #"{"id":"\#(c)_column","type":"stack","axis":"vertical","distribution":"equalSpacing","#
        out += #""spacing":4,"arrangedSubviews":["#
        out += #"{"id":"\#(c)_meta","type":"stack","axis":"horizontal","alignment":"center","spacing":4,"#
        out += #""arrangedSubviews":["#
        out += Self.leaf("\(c)_name", width: 120, height: 20) + ","
        out += #"{"id":"\#(c)_handle","intrinsicContentSize":{"width":90,"height":18},"#
        out += #""contentHugging":{"horizontal":249}},"#
        out += Self.leaf("\(c)_time", width: 24, height: 18)
        out += #"]},{"id":"\#(c)_text","intrinsicContentSize":{"height":60}},"#
        out += Self.buttons(c) + "]}]}"
    }

    /// A plain view of a fixed intrinsic size.
    static func leaf(_ id: String, width: Int, height: Int) -> String {
        #"{"id":"\#(id)","intrinsicContentSize":{"width":\#(width),"height":\#(height)}}"#
    }

    /// Cell `c`'s row of four buttons (seed 003's reply, retweet, like and share), spread by
    /// `equalSpacing`: the same in every feed of Twitter cells.
    static func buttons(_ c: String) -> String {
        var out = #"{"id":"\#(c)_buttons","type":"stack","axis":"horizontal","distribution":"equalSpacing","#
        out += #""alignment":"center","spacing":4,"arrangedSubviews":["#
        out += Self.leaf("\(c)_reply", width: 34, height: 20) + ","
        out += Self.leaf("\(c)_retweet", width: 34, height: 20) + ","
        out += Self.leaf("\(c)_like", width: 34, height: 20) + ","
        out += Self.leaf("\(c)_share", width: 24, height: 24)
        return out + "]}"
    }
}
