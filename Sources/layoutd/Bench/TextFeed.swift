import LayoutEngine

/// The `bench text` workload: ``TwitterFeed``'s cells with their text, as seed 003 has it: each
/// cell's name, handle and time are one-line labels, and its tweet a multi-line label that wraps
/// at the width the layout gives it. Every cell has its own name and tweet (deterministic, from
/// the index), so the measurement cache cannot turn the feed into one cell measured once.
///
/// ```
/// cell    horizontal, alignment top, spacing 9, margins 12, layoutMarginsRelativeArrangement
///   pic       48x48, horizontal hugging and resistance 1000 (it keeps its width)
///   column    vertical, equalSpacing, alignment fill, spacing 4
///     meta    horizontal, fill, alignment center, spacing 4
///       name    label, 15 bold
///       handle  label, 15, horizontal hugging 249 (it stretches), resistance 749 (it truncates)
///       time    label, 15
///     text    label, 15, numberOfLines 0: wraps at the column's width
///     buttons horizontal, equalSpacing, alignment center, spacing 4
///       reply 34x20, retweet 34x20, like 34x20, share 24x24
/// ```
///
/// With `sizes`, the same feed with the sizes given by hand: each label a plain view whose
/// `intrinsicContentSize` is the one the labels' fixed point settled on (``bySizes(_:)``), the
/// reference the text feed's time is compared with. Both lay out to the same frames.
struct TextFeed: RepeatedCellFeed {
    static let viewsPerCell = 13
    static let fixedViews = 2

    let cells: Int
    /// Each label's settled intrinsic size by id; nil: the labels themselves.
    let sizes: [String: OptionalSize]?

    init(cells: Int) {
        self.init(cells: cells, sizes: nil)
    }

    init(cells: Int, sizes: [String: OptionalSize]?) {
        self.cells = cells
        self.sizes = sizes
    }

    /// This feed with its labels replaced by plain views of `sizes` (by label id).
    func bySizes(_ sizes: [String: OptionalSize]) -> TextFeed {
        TextFeed(cells: cells, sizes: sizes)
    }

    /// The document as UTF-8 JSON (compact).
    /// - Complexity: O(`cells`).
    func json() -> [UInt8] {
        var out = ""
        out.reserveCapacity(cells * 1_700 + 512)
        out += #"{"root":{"id":"screen","width":375,"subviews":["#
        out += #"{"id":"feed","type":"stack","axis":"vertical","spacing":1,"arrangedSubviews":["#
        for index in 0..<cells {
            if index > 0 { out += "," }
            appendCell(index, to: &out)
        }
        out += "]}"
        out += #"]},"constraints":["feed.top == screen.top","feed.leading == screen.leading","#
        out += #""feed.trailing == screen.trailing","feed.bottom == screen.bottom"]}"#
        return Array(out.utf8)
    }

    /// Cell `index`'s texts: its name, handle, time and tweet.
    static func texts(_ index: Int) -> (name: String, handle: String, time: String, tweet: String) {
        var random = FeedRandom(seed: UInt64(index))
        let first = FeedText.firstNames[random.next(FeedText.firstNames.count)]
        let last = FeedText.lastNames[random.next(FeedText.lastNames.count)]
        let handle = "@" + first.lowercased() + last.prefix(3).lowercased() + String(index % 97)
        let words = 6 + random.next(40)
        var tweet = ""
        for position in 0..<words {
            var word = FeedText.words[random.next(FeedText.words.count)]
            if position == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            tweet += position == 0 ? word : " " + word
        }
        return ("\(first) \(last)", handle, "\(1 + index % 23)h", tweet + ".")
    }

    private func appendCell(_ index: Int, to out: inout String) {
        let c = "c\(index)"
        let texts = Self.texts(index)
        out += #"{"id":"\#(c)","type":"stack","axis":"horizontal","alignment":"top","spacing":9,"#
        out += #""layoutMargins":{"top":12,"leading":12,"bottom":12,"trailing":12},"#
        out += #""layoutMarginsRelativeArrangement":true,"arrangedSubviews":["#
        // The picture keeps its width (the seed's has a width constraint): it neither gives way to the
        // first layout's unwrapped tweet nor takes the pixel the wrapped one leaves.
        out += #"{"id":"\#(c)_pic","intrinsicContentSize":{"width":48,"height":48},"#
        out += #""contentHugging":{"horizontal":1000},"compressionResistance":{"horizontal":1000}},"#
        out += #"{"id":"\#(c)_column","type":"stack","axis":"vertical","distribution":"equalSpacing","#
        out += #""spacing":4,"arrangedSubviews":["#
        out += #"{"id":"\#(c)_meta","type":"stack","axis":"horizontal","alignment":"center","spacing":4,"#
        out += #""arrangedSubviews":["#
        out += label("\(c)_name", texts.name, font: #"{"size":15,"weight":"bold"}"#) + ","
        out += label(
            "\(c)_handle", texts.handle, font: #"{"size":15}"#,
            priorities: #","contentHugging":{"horizontal":249},"compressionResistance":{"horizontal":749}"#) + ","
        out += label("\(c)_time", texts.time, font: #"{"size":15}"#) + "]},"
        out += label("\(c)_text", texts.tweet, font: #"{"size":15}"#, wraps: true) + ","
        out += TwitterFeed.buttons(c) + "]}]}"
    }

    /// A label (wrapping at its solved width when `wraps`), or with ``sizes`` the plain view of
    /// its settled size, with the same content `priorities`.
    private func label(_ id: String, _ text: String, font: String, priorities: String = "", wraps: Bool = false) -> String {
        guard let sizes else {
            let lines = wraps ? #","numberOfLines":0"# : ""
            return #"{"id":"\#(id)","type":"label","text":"\#(text)","font":\#(font)\#(lines)\#(priorities)}"#
        }
        let size = sizes[id] ?? OptionalSize()
        return #"{"id":"\#(id)","intrinsicContentSize":{"width":\#(size.width ?? 0),"height":\#(size.height ?? 0)}\#(priorities)}"#
    }
}

/// SplitMix64: the feed's texts from its cells' indices, the same on every machine.
struct FeedRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D4_9BB1_3311_EB13
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
