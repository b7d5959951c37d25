extension OptimisticDecoder {
    typealias ViewField = DocumentDecoding.ViewField

    /// Decodes the view at `pointer` and, recursively, its subviews into `sink`; the view is the
    /// `position`th of the `arranged` (or plain) subviews of the view `sink` knows as `parent`
    /// (-1 for the root), `depth` levels below the root.
    mutating func view<Sink: OptimisticViewSink>(
        at pointer: PackedViewPointer, parent: Int, position: Int, arranged: Bool, depth: Int, into sink: Sink
    ) throws(Declined) {
        viewCount &+= 1
        // The root is at depth 1 of the limit: a view `depth` levels below it is at depth + 1.
        guard viewCount <= limits.maxViews, depth < limits.maxViewDepth else { throw Declined() }
        let handle = try sink.openView(at: pointer, parent: parent, arranged: arranged, depth: depth)
        // A stack's fields stay scalars until the end: only a stack then builds its properties.
        var axis = Axis.horizontal, distribution = StackProperties.Distribution.fill
        var alignment = StackProperties.Alignment.fill, spacing = 0.0
        var marginsRelative = false, baselineRelative = false
        var isStack = false
        var customSpacing: [(viewID: String, spacing: Double)]?
        // Fields read so far, by bit; a stack's fields are checked against `type` at the end, as
        // `type` may come after them.
        var seen: UInt32 = 0
        guard try open(UInt8(ascii: "{")) else { throw Declined() }
        var previous = ViewKeyOrder.opening
        repeat {
            let field: ViewField
            if let predicted = predictedViewField(after: previous) { field = predicted } else { field = try viewField(after: previous) }
            previous = ViewKeyOrder.slot(after: field)
            guard seen & field.bit == 0 else { throw Declined() }
            seen |= field.bit
            switch field {
            case .id:
                let bytes = try identifier()
                guard ids.add(bytes, kind: .view) else { throw Declined() }
                let start = bytes.baseAddress.unsafelyUnwrapped
                sink.setID(
                    smallText && bytes.count <= 15 && base + end - start >= 16
                        ? SmallASCIIText.make(start, count: bytes.count) : Self.text(bytes),
                    of: handle)
            case .type:
                if take("\"stack\"") {
                    isStack = true
                } else {
                    guard let stackType = DocumentDecoding.isStack(JSONKey(bytes: try string())) else { throw Declined() }
                    isStack = stackType
                }
            case .width: sink.setWidth(try number(atLeast: 0), of: handle)
            case .height: sink.setHeight(try number(atLeast: 0), of: handle)
            case .intrinsicContentSize: sink.setIntrinsicContentSize(try intrinsicSize(), of: handle)
            // Each field comes once: what an object leaves out is the default.
            case .contentHugging: sink.setContentHugging(try priorities(ViewNode.defaultContentHugging), of: handle)
            case .compressionResistance:
                sink.setCompressionResistance(try priorities(ViewNode.defaultCompressionResistance), of: handle)
            case .baselines: sink.setBaselines(try baselines(), of: handle)
            case .hidden: sink.setHidden(try bool(), of: handle)
            case .layoutMargins: sink.setLayoutMargins(try margins(), of: handle)
            case .safeAreaInsets:
                guard pointer == .root else { throw Declined() }
                sink.setSafeAreaInsets(try safeArea(), of: handle)
            case .layoutGuides: try sink.setLayoutGuides(try layoutGuides(), of: handle)
            case .subviews, .arrangedSubviews:
                try views(of: pointer, handle: handle, arranged: field == .arrangedSubviews, depth: depth, into: sink)
            case .axis:
                if take("\"vertical\"") {
                    axis = .vertical
                } else if take("\"horizontal\"") {
                    axis = .horizontal
                } else {
                    guard let named = DocumentDecoding.axis(JSONKey(bytes: try string())) else { throw Declined() }
                    axis = named
                }
            case .distribution:
                if take("\"equalSpacing\"") {
                    distribution = .equalSpacing
                } else {
                    guard let named = DocumentDecoding.distribution(JSONKey(bytes: try string())) else { throw Declined() }
                    distribution = named
                }
            case .alignment:
                if take("\"center\"") {
                    alignment = .center
                } else if take("\"top\"") {
                    alignment = .leading
                } else {
                    guard let named = DocumentDecoding.alignment(JSONKey(bytes: try string())) else { throw Declined() }
                    alignment = named
                }
            case .spacing: spacing = try self.spacing()
            case .customSpacing: customSpacing = try customSpacings()
            case .layoutMarginsRelativeArrangement: marginsRelative = try bool()
            case .baselineRelativeArrangement: baselineRelative = try bool()
            }
        } while try more(UInt8(ascii: "{"))
        guard seen & ViewField.id.bit != 0, isStack || seen & Self.stackOnlyBits == 0 else { throw Declined() }
        guard isStack else {
            try sink.closeView(handle, position: position, stack: nil)
            return
        }
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { throw Declined() }
        // UIKit ignores baseline-relative arrangement on a horizontal stack, and custom spacing
        // after a view the stack does not arrange (which the sink drops, knowing the arranged views).
        try sink.closeView(
            handle, position: position,
            stack: StackProperties(
                axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                customSpacing: customSpacing ?? [], layoutMarginsRelativeArrangement: marginsRelative,
                baselineRelativeArrangement: axis == .vertical && baselineRelative))
    }

    /// The bits of the fields that apply only to stacks.
    @inline(__always)
    static var stackOnlyBits: UInt32 {
        ViewField.axis.bit | ViewField.distribution.bit | ViewField.alignment.bit | ViewField.spacing.bit
            | ViewField.customSpacing.bit | ViewField.arrangedSubviews.bit
            | ViewField.layoutMarginsRelativeArrangement.bit | ViewField.baselineRelativeArrangement.bit
    }

    /// The views of the `subviews` (or `arrangedSubviews`) of the view at `owner`, which `sink`
    /// knows as `handle` and which is `depth` levels deep. A pointer past the packed form's room
    /// declines.
    private mutating func views<Sink: OptimisticViewSink>(
        of owner: PackedViewPointer, handle: Int, arranged: Bool, depth: Int, into sink: Sink
    ) throws(Declined) {
        guard try open(UInt8(ascii: "[")) else { return }
        let start = sink.openList()
        var position = 0
        repeat {
            guard let pointer = owner.appending(arranged: arranged, index: position) else { throw Declined() }
            try view(at: pointer, parent: handle, position: position, arranged: arranged, depth: depth + 1, into: sink)
            position &+= 1
        } while try more(UInt8(ascii: "["))
        sink.closeList(of: handle, arranged: arranged, from: start)
    }

    /// The field whose key comes next, and the `:` after it, when it is one of the two keys that
    /// followed `previous` lately and the document is compact there: two word loads and a few
    /// compares; else nil, with nothing consumed.
    @inline(__always)
    private mutating func predictedViewField(after previous: Int) -> ViewField? {
        guard end &- index >= 40 else { return nil }
        let start = base + index
        let first = Self.word(start), second = Self.word(start + 8)
        var candidate = keyOrder.candidates(after: previous)
        for _ in 0..<2 {
            if let field = candidate.pointee.field, candidate.pointee.matches(start, first: first, second: second) {
                index &+= candidate.pointee.count
                return field
            }
            candidate += 1
        }
        return nil
    }

    @inline(__always)
    private static func word(_ start: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
    }

    /// The field whose key comes next, and the `:` after it: after any whitespace, the keys that
    /// followed `previous` lately, compared whole, then a dispatch on the key's bytes.
    @inline(never)
    private mutating func viewField(after previous: Int) throws(Declined) -> ViewField {
        skipSpace()
        if let field = predictedViewField(after: previous) { return field }
        let field = try viewField()
        keyOrder.record(field, after: previous)
        return field
    }

    /// The field whose key comes next, and the `:` after it: its first byte picks the
    /// candidates, and a comparison of the rest with its closing quote confirms one, with no
    /// scan for the key's end.
    @inline(__always)
    private mutating func viewField() throws(Declined) -> ViewField {
        try expect(UInt8(ascii: "\""))
        let first = current
        index &+= 1
        let field: ViewField?
        switch first {
        case UInt8(ascii: "i"):
            field = take("d\"") ? .id : take("ntrinsicContentSize\"") ? .intrinsicContentSize : nil
        case UInt8(ascii: "t"): field = take("ype\"") ? .type : nil
        case UInt8(ascii: "w"): field = take("idth\"") ? .width : nil
        case UInt8(ascii: "h"): field = take("eight\"") ? .height : take("idden\"") ? .hidden : nil
        case UInt8(ascii: "c"):
            field = take("ontentHugging\"") ? .contentHugging
                : take("ompressionResistance\"") ? .compressionResistance : take("ustomSpacing\"") ? .customSpacing : nil
        case UInt8(ascii: "b"):
            field = take("aselines\"") ? .baselines : take("aselineRelativeArrangement\"") ? .baselineRelativeArrangement : nil
        case UInt8(ascii: "l"):
            field = take("ayoutMargins\"") ? .layoutMargins : take("ayoutGuides\"") ? .layoutGuides
                : take("ayoutMarginsRelativeArrangement\"") ? .layoutMarginsRelativeArrangement : nil
        case UInt8(ascii: "s"):
            field = take("ubviews\"") ? .subviews : take("pacing\"") ? .spacing : take("afeAreaInsets\"") ? .safeAreaInsets : nil
        case UInt8(ascii: "a"):
            field = take("xis\"") ? .axis : take("lignment\"") ? .alignment : take("rrangedSubviews\"") ? .arrangedSubviews : nil
        case UInt8(ascii: "d"): field = take("istribution\"") ? .distribution : nil
        default: field = nil
        }
        guard let field else { throw Declined() }
        try expect(UInt8(ascii: ":"))
        return field
    }

    private mutating func layoutGuides() throws(Declined) -> [String] {
        guard try open(UInt8(ascii: "[")) else { return [] }
        var ids: [String] = []
        repeat {
            guard try open(UInt8(ascii: "{")), try key().equals("id") else { throw Declined() }
            let bytes = try identifier()
            guard self.ids.add(bytes, kind: .guide), try !more(UInt8(ascii: "{")) else { throw Declined() }
            ids.append(Self.text(bytes))
        } while try more(UInt8(ascii: "["))
        return ids
    }
}
