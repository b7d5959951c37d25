/// The `bench engine --feed profiles` workload: seed 000's player profile (examples/000-player-profiles.json)
/// repeated in a vertical stack, as a layout document.
///
/// One vertical stack (`feed`, spacing 16) pinned to a 375-point-wide root whose height is the
/// fitting size. A profile is 30 views and 49 constraints, as in the example:
///
/// ```
/// profile   vertical, alignment center, spacing 8
///   header    horizontal, spacing 16: flag 48x32, name 183x28 (hugging 249, compression 250)
///   box       plain, box.width == profile.width (a cross tie of the direct part)
///     values    fillEqually row pinned on four edges to box; 3 separators centred on columns' leading edges
///       age, seasons, games, goals: vertical, spacing 16, margins 8 (relative arrangement),
///         a background (top, half height) and a border (centred, 1 high), a title and a value 21 high
/// ```
struct ProfilesFeed: RepeatedCellFeed {
    /// Views per profile (the profile stack included).
    static let viewsPerCell = 30
    /// The root and the feed stack.
    static let fixedViews = 2
    private static let columns: [(name: String, title: Int, value: Int)] = [
        ("age", 31, 19), ("seasons", 66, 19), ("games", 52, 38), ("goals", 46, 29),
    ]

    let cells: Int

    /// The document as UTF-8 JSON (compact).
    /// - Complexity: O(`cells`).
    func json() -> [UInt8] {
        var views = ""
        var constraints = ""
        views.reserveCapacity(cells * 3_000 + 256)
        constraints.reserveCapacity(cells * 2_500 + 256)
        constraints += #""feed.top == screen.top","feed.leading == screen.leading","#
        constraints += #""feed.trailing == screen.trailing","feed.bottom == screen.bottom""#
        for index in 0..<cells {
            if index > 0 { views += "," }
            appendProfile("p\(index)", views: &views, constraints: &constraints)
        }
        let out = #"{"root":{"id":"screen","width":375,"subviews":[{"id":"feed","type":"stack","axis":"vertical","#
            + #""spacing":16,"arrangedSubviews":["# + views + #"]}]},"constraints":["# + constraints + "]}"
        return Array(out.utf8)
    }

    private func appendProfile(_ p: String, views out: inout String, constraints c: inout String) {
        out += #"{"id":"\#(p)","type":"stack","axis":"vertical","alignment":"center","spacing":8,"arrangedSubviews":["#
        out += #"{"id":"\#(p)_header","type":"stack","axis":"horizontal","spacing":16,"arrangedSubviews":["#
        out += #"{"id":"\#(p)_flag","intrinsicContentSize":{"width":48,"height":32}},"#
        out += #"{"id":"\#(p)_name","intrinsicContentSize":{"width":183,"height":28},"#
        out += #""contentHugging":{"horizontal":249},"compressionResistance":{"horizontal":250}}]},"#
        out += #"{"id":"\#(p)_box","subviews":[{"id":"\#(p)_values","type":"stack","axis":"horizontal","#
        out += #""distribution":"fillEqually","subviews":["#
        out += (1...3).map { #"{"id":"\#(p)_separator\#($0)"}"# }.joined(separator: ",")
        out += #"],"arrangedSubviews":["#
        c += #","\#(p)_box.width == \#(p).width""#
        for edge in ["leading", "trailing", "top", "bottom"] { c += #","\#(p)_values.\#(edge) == \#(p)_box.\#(edge)""# }
        for (position, column) in Self.columns.enumerated() {
            let v = "\(p)_\(column.name)"
            if position > 0 { out += "," }
            out += #"{"id":"\#(v)","type":"stack","axis":"vertical","spacing":16,"#
            out += #""layoutMargins":{"top":8,"leading":8,"bottom":8,"trailing":8},"layoutMarginsRelativeArrangement":true,"#
            out += #""subviews":[{"id":"\#(v)_background"},{"id":"\#(v)_border"}],"arrangedSubviews":["#
            out += #"{"id":"\#(v)_title","intrinsicContentSize":{"width":\#(column.title),"height":21}},"#
            out += #"{"id":"\#(v)_value","intrinsicContentSize":{"width":\#(column.value),"height":21}}]}"#
            if position > 0 {
                let s = "\(p)_separator\(position)"
                c += #","\#(s).centerX == \#(v).leading","\#(s).width == 1""#
                c += #","\#(s).top == \#(p)_values.top","\#(s).bottom == \#(p)_values.bottom""#
            }
            c += #","\#(v)_background.leading == \#(v).leading","\#(v)_background.trailing == \#(v).trailing""#
            c += #","\#(v)_background.top == \#(v).top","\#(v)_background.height == 0.5 * \#(v).height""#
            c += #","\#(v)_border.centerX == \#(v).centerX","\#(v)_border.centerY == \#(v).centerY""#
            c += #","\#(v)_border.width == \#(v).width","\#(v)_border.height == 1""#
        }
        out += "]}]}]}"
    }
}
