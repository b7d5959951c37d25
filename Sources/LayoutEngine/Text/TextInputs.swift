/// Every label's and button's intrinsic content size and baselines, measured from its text: the
/// text's part of the fixed point (``FrameDependentInputs``).
///
/// As UIKit computes them (the contract's "Text: labels and buttons"):
/// - **Size.** Width, the longest line's advance; height, the lines × the font's line height; each
///   rounded up to the pixel grid of `options.displayScale` (`ceil(v × scale) / scale`). A button
///   sets its title on one line and adds UIKit's system-button padding (6 points above and below
///   the title, none beside it: a 15-point title is 30 points tall) plus its `contentEdgeInsets`.
///   An axis of the document's `intrinsicContentSize` overrides the measurement.
/// - **Baselines.** The first lies the font's ascender below the text's top, the last the font's
///   descender above its bottom (a button's inside its padding and insets); the document's
///   `baselines` override them.
/// - **Wrapping.** A label with `numberOfLines` ≠ 1 and no `preferredMaxLayoutWidth` is measured
///   unwrapped for the first layout, then at the width each layout gives it, until no such
///   label's size changes: those labels are the inputs the fixed point watches.
///
/// The measurements are written into the views as `intrinsicContentSize` and `baselines`, which
/// the builders and the direct path read as they read any view's: both paths see the same sizes.
struct TextInputs: FrameDependentInputs {
    let parents: [Int32]
    let ends: [Int32]
    private let ids: [String]
    /// The text views in tree order, with what the document wrote for each.
    private let views: [Int32]
    private let texts: [TextProperties]
    private let declaredSizes: [OptionalSize]
    private let declaredBaselines: [Baselines]
    /// The slots (in `views`) of the labels that wrap at their solved width.
    private let wrapping: [Int]
    /// What each text view measured before any layout (unwrapped): what ``prepare(_:measurer:limits:reusing:)``
    /// reuses for another size.
    private let initial: [Measured]
    /// What each text view measured for the last layout.
    private(set) var measured: [Measured]
    /// The width each text view was last measured at by ``update(from:)`` (nil: not yet, or not
    /// wrapping): measured again at that same width it would give the same lines, so it is not.
    private var measuredWidths: [Double?]
    private let measurer: any TextMeasuring
    private let scale: Double

    /// One view's measurement, rounded to the pixel grid, and its lines as set.
    struct Measured: Equatable {
        var width: Double
        var height: Double
        var firstFromTop: Double
        var lastFromBottom: Double
        var lines: [TextMetrics.Line]
    }

    /// UIKit's system button's padding above and below its title (none beside it): a 15-point
    /// title, 18 points of text, makes a 30-point button (`docs/FIDELITY.md` gives the source).
    static let buttonVerticalPadding: Double = 6

    /// `document` with every text view's measurement written in, and the inputs that re-measure
    /// its wrapping labels from the frames (nil when it has no text view); or the 422 of its text errors:
    /// a text over ``LayoutLimits/maxTextBytes``, an unknown family, no measurer.
    ///
    /// `reusing`, the inputs this prepared for another size of the same request (the same measurer):
    /// a text view whose text and scale are those of the view in the same slot there takes that
    /// measurement rather than measuring again. A measurement before any layout reads nothing but
    /// the text and the scale, so it is the one this would make (labels measure the same at every
    /// canvas).
    ///
    /// The sizes are written into `document`'s views where they lie when the caller hands it over
    /// (no other copy held): a copy held elsewhere makes every list on the way to a text view copied.
    /// - Complexity: O(views) to find the text views; one measurement per text view not reused.
    static func prepare(
        _ document: consuming LayoutDocument, measurer: (any TextMeasuring)?, limits: LayoutLimits, reusing: TextInputs? = nil
    ) -> Result<(document: LayoutDocument, inputs: TextInputs?), Problem> {
        var counts = (views: 0, texts: 0)
        withUnsafePointer(to: document.root) { Self.count($0, into: &counts) }
        guard counts.texts > 0 else { return .success((document, nil)) }
        // What the text views wrote, read where they lie: a copy of each view retained and
        // released every string and array in it (a twentieth of seed 000's text). The lists are
        // made at their size: grown from empty, each moved five or six times for 18 labels.
        var views: [Int32] = [], texts: [TextProperties] = [], pointers: [ViewPointer] = []
        var declaredSizes: [OptionalSize] = [], declaredBaselines: [Baselines] = []
        views.reserveCapacity(counts.texts)
        texts.reserveCapacity(counts.texts)
        pointers.reserveCapacity(counts.texts)
        declaredSizes.reserveCapacity(counts.texts)
        declaredBaselines.reserveCapacity(counts.texts)
        let order = TreeOrder(document.root, capacity: counts.views) { node, index in
            guard let box = node.pointee.textBox else { return }
            views.append(index)
            texts.append(box.properties)
            pointers.append(node.pointee.storedPointer)
            declaredSizes.append(node.pointee.intrinsicContentSize)
            declaredBaselines.append(node.pointee.baselines)
        }
        var errors: [Problem.FieldError] = []
        for slot in texts.indices {
            problems(of: texts[slot], at: pointers[slot], measurer: measurer, limits: limits, into: &errors)
        }
        guard let measurer else {
            errors.append(Problem.FieldError(
                pointer: JSONPointer.appending(pointers[0].string, "type"),
                detail: "labels and buttons are measured with fonts, and this layout engine has no text measurer"))
            return .failure(invalid(errors))
        }
        guard errors.isEmpty else { return .failure(invalid(errors)) }
        let scale = Double(document.options.displayScale)
        var measured: [Measured] = []
        measured.reserveCapacity(texts.count)
        let reused = reusing.flatMap { $0.scale == scale && $0.texts.count == texts.count ? $0 : nil }
        for (slot, text) in texts.enumerated() {
            if let reused, reused.texts[slot] == text {
                measured.append(reused.initial[slot])
                continue
            }
            do {
                measured.append(try measure(text, atWidth: nil, measurer: measurer, scale: scale))
            } catch {
                errors.append(Problem.FieldError(
                    pointer: JSONPointer.appending(pointers[slot].string, "font"),
                    detail: "the text could not be measured in this font: \(error)"))
            }
        }
        guard errors.isEmpty else { return .failure(invalid(errors)) }
        let inputs = TextInputs(
            parents: order.parents, ends: order.ends, ids: order.ids, views: views, texts: texts,
            declaredSizes: declaredSizes, declaredBaselines: declaredBaselines,
            wrapping: texts.indices.filter { texts[$0].wrapsAtSolvedWidth }, initial: measured, measured: measured,
            measuredWidths: [Double?](repeating: nil, count: texts.count), measurer: measurer, scale: scale)
        var prepared = consume document
        prepared.apply(inputs, to: views)
        return .success((prepared, inputs))
    }

    /// Adds to `problems` what is wrong with `text`, a view's at `pointer`, before it is measured:
    /// a text over the limit (not to be measured at all), a family the measurer does not have.
    private static func problems(
        of text: TextProperties, at pointer: ViewPointer, measurer: (any TextMeasuring)?, limits: LayoutLimits,
        into problems: inout [Problem.FieldError]
    ) {
        let bytes = text.text.utf8.count
        if bytes > limits.maxTextBytes {
            let field = text.kind == .label ? ViewField.text : .title
            problems.append(Problem.FieldError(
                pointer: JSONPointer.appending(pointer.string, field.name),
                detail: "the \(field.name) has \(bytes) bytes of UTF-8, over the limit of \(limits.maxTextBytes)"))
        }
        if let measurer, let family = text.font.family, family != "system", !measurer.hasFamily(family) {
            let quoted = Problem.cut(family, maxBytes: 40, escaped: false)
            problems.append(Problem.FieldError(
                pointer: JSONPointer.appending(JSONPointer.appending(pointer.string, "font"), "family"),
                detail: "unknown font family '\(quoted)'; GET /v1/fonts lists the server's families"))
        }
    }

    /// The 422 of `errors`, naming the text limit when a text is over it.
    private static func invalid(_ errors: [Problem.FieldError]) -> Problem {
        let counted = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        return Problem(
            status: 422, title: "Invalid layout document",
            detail: "The layout document has \(counted); each names its place with a JSON Pointer.", errors: errors,
            limit: errors.contains { $0.detail.contains("over the limit of") } ? .text : nil)
    }

    /// `text` measured, the label wrapping at `width` when it wraps at its solved width.
    static func measure(
        _ text: TextProperties, atWidth width: Double?, measurer: any TextMeasuring, scale: Double
    ) throws -> Measured {
        let resolved = text.font.resolved(for: text.kind)
        let font = TextFont(
            family: resolved.family, size: resolved.size, weight: resolved.weight, italic: resolved.italic)
        switch text.kind {
        case .label:
            let maxWidth = text.numberOfLines == 1 ? nil : text.preferredMaxLayoutWidth ?? width
            let metrics = try measurer.measure(
                text.text, font: font, maxWidth: maxWidth, numberOfLines: text.numberOfLines,
                lineBreakMode: text.lineBreakMode)
            return Measured(
                width: pixelCeiling(metrics.width, scale), height: pixelCeiling(metrics.height, scale),
                firstFromTop: metrics.ascender, lastFromBottom: -metrics.descender, lines: metrics.lines)
        case .button:
            // UIButton's title label is one line, truncated in the middle.
            let metrics = try measurer.measure(
                text.text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
            let insets = text.contentEdgeInsets
            let padding = buttonVerticalPadding
            // The title's baselines in the button: below the padding and the top inset.
            var lines = metrics.lines
            for index in lines.indices { lines[index].baseline += padding + insets.top }
            return Measured(
                width: pixelCeiling(metrics.width, scale) + insets.leading + insets.trailing,
                height: pixelCeiling(metrics.height, scale) + 2 * padding + insets.top + insets.bottom,
                firstFromTop: padding + insets.top + metrics.ascender,
                lastFromBottom: padding + insets.bottom - metrics.descender, lines: lines)
        }
    }

    /// `value` rounded up to the grid of `scale` pixels a point, as UIKit rounds text sizes; a
    /// value within 1e-9 pixel of a grid line is on it (an advance's floating-point noise is no
    /// pixel more).
    static func pixelCeiling(_ value: Double, _ scale: Double) -> Double {
        (value * scale - 1e-9).rounded(.up) / scale
    }

    /// Whether a label wraps at its solved width: only then do the frames change the measurements.
    var dependsOnFrames: Bool { !wrapping.isEmpty }

    /// Whether a label that wraps at its solved width is among the views `widths` names (those
    /// whose width is not unique): its measured height would then follow the optimum laid out.
    /// - Complexity: O(views).
    static func wrapsMayMove(with widths: Set<String>, in document: LayoutDocument) -> Bool {
        guard !widths.isEmpty else { return false }
        func visit(_ node: UnsafePointer<ViewNode>) -> Bool {
            if node.pointee.textBox?.properties.wrapsAtSolvedWidth == true, widths.contains(node.pointee.id) { return true }
            func any(_ views: UnsafeBufferPointer<ViewNode>) -> Bool {
                views.indices.contains { visit(views.baseAddress! + $0) }
            }
            return (!node.pointee.subviews.isEmpty && node.pointee.subviews.withUnsafeBufferPointer(any))
                || (!node.pointee.arrangedSubviews.isEmpty && node.pointee.arrangedSubviews.withUnsafeBufferPointer(any))
        }
        return withUnsafePointer(to: document.root) { visit($0) }
    }

    /// Re-measures each wrapping label at the width `frames` give it (only their widths are read),
    /// unless that is the width it was last measured at, and returns those whose size changed.
    ///
    /// Skipping a label whose width is the same, bit for bit, changes nothing: a measurement is a
    /// function of the text, the font and the width, and since the last one at that width the
    /// label's measurement has not moved (it moves only when measured at another width).
    /// - Complexity: O(wrapping labels), plus a measurement per label whose width changed.
    mutating func update(from frames: SolvedFrames) -> [Int32] {
        var changed: [Int32] = []
        for slot in wrapping {
            let view = views[slot]
            let width = max(0, frames.frame(Int(view)).z)
            if let last = measuredWidths[slot], last.bitPattern == width.bitPattern { continue }
            // The same font measured before: a failure now (none is known) keeps the last measurement.
            let last = measured[slot]
            guard let next = try? Self.measure(texts[slot], atWidth: width, measurer: measurer, scale: scale) else {
                continue
            }
            measuredWidths[slot] = width
            guard !FixedPoint.same(next.width, last.width) || !FixedPoint.same(next.height, last.height) else { continue }
            measured[slot] = next
            changed.append(view)
        }
        return changed
    }

    /// Writes view `view`'s measured size and baselines into its node, under what the document wrote.
    func apply(to node: inout ViewNode, view: Int32) {
        guard let slot = slot(of: view) else { return }
        let size = measured[slot], declared = declaredSizes[slot], baselines = declaredBaselines[slot]
        node.intrinsicContentSize = OptionalSize(
            width: declared.width ?? size.width, height: declared.height ?? size.height)
        node.baselines = Baselines(
            firstFromTop: baselines.firstFromTop ?? size.firstFromTop,
            lastFromBottom: baselines.lastFromBottom ?? size.lastFromBottom)
    }

    /// The names of `views`, for the `unsettled` warning.
    func names(of views: [Int32]) -> [String] { views.map { ids[Int($0)] } }

    /// Each text view's lines as last measured, in tree order (`include: ["text"]`).
    var lines: [TextLines] {
        views.indices.map { TextLines(id: ids[Int(views[$0])], lines: measured[$0].lines) }
    }

    /// The place of `view` in `views`, if it is a text view.
    private func slot(of view: Int32) -> Int? {
        var low = 0
        var high = views.count
        while low < high {
            let mid = (low + high) / 2
            if views[mid] < view { low = mid + 1 } else { high = mid }
        }
        return low < views.count && views[low] == view ? low : nil
    }

    /// Adds to `counts` the views under `node` (included) and those of them that are labels or
    /// buttons. The views are read in place: a copy of each (`contains(where:)` on the lists)
    /// retained and released every array and string in it, a tenth of a layout of seed 000's
    /// profiles. A list's buffer is taken only where it has views (taking it retains and releases
    /// the array; most views are leaves).
    /// - Complexity: O(views).
    private static func count(_ node: UnsafePointer<ViewNode>, into counts: inout (views: Int, texts: Int)) {
        counts.views += 1
        if node.pointee.textBox != nil { counts.texts += 1 }
        if !node.pointee.subviews.isEmpty {
            node.pointee.subviews.withUnsafeBufferPointer { views in
                for offset in views.indices { count(views.baseAddress! + offset, into: &counts) }
            }
        }
        if !node.pointee.arrangedSubviews.isEmpty {
            node.pointee.arrangedSubviews.withUnsafeBufferPointer { views in
                for offset in views.indices { count(views.baseAddress! + offset, into: &counts) }
            }
        }
    }
}
