/// The documents of issue 13's table that took a solver minutes and gigabytes: one horizontal
/// stack pinned at both ends of a 375-point screen, its views far wider in all than the screen
/// (so every view's compression resistance is in play, tied with the others').
enum PathologicalDocuments {
    /// A stack of `count` views with `distribution`, as JSON; widths cycle through 10...46
    /// (`equalWidths`: all 20, so that every tie is exact).
    static func stack(_ distribution: String, count: Int, equalWidths: Bool = false) -> [UInt8] {
        var views: [String] = []
        views.reserveCapacity(count)
        for i in 0..<count {
            let width = equalWidths ? 20 : 10 + (i * 7) % 40
            views.append(#"{"id":"v\#(i)","intrinsicContentSize":{"width":\#(width),"height":20}}"#)
        }
        let stack = #"{"id":"stack","type":"stack","axis":"horizontal","distribution":"\#(distribution)","arrangedSubviews":[\#(views.joined(separator: ","))]}"#
        let constraints = #"["stack.top == screen.top","stack.leading == screen.leading","stack.trailing == screen.trailing"]"#
        return Array(#"{"root":{"id":"screen","width":375,"height":812,"subviews":[\#(stack)]},"constraints":\#(constraints)}"#.utf8)
    }

    /// The table's rows: the 27 KB `equalCentering` stack of 400 views, `fillProportionally` with
    /// 8,000, `equalSpacing` with 10,000 and `fill` with 20,000 equal views.
    static let table: [(name: String, json: [UInt8])] = [
        ("equalCentering400", stack("equalCentering", count: 400)),
        ("fillProportionally8000", stack("fillProportionally", count: 8_000)),
        ("equalSpacing10000", stack("equalSpacing", count: 10_000)),
        ("fill20000", stack("fill", count: 20_000, equalWidths: true)),
    ]

    /// A small document and its frames: `box` 5 from the leading edge and 6 from the top, 10 x 20
    /// by its shorthands, in the 100 x 50 screen.
    static let small = Array("""
        {"root": {"id": "screen", "width": 100, "height": 50,
                  "subviews": [{"id": "box", "width": 10, "height": 20}]},
         "constraints": ["box.leading == screen.leading + 5", "box.top == screen.top + 6"]}
        """.utf8)
    static let smallBoxFrame = #""box":{"x":5,"y":6,"width":10,"height":20}"#
}
