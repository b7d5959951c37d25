extension OptimisticDecoder {
    /// Decodes the view at `pointer`, `depth` levels below the root, and, recursively, its
    /// subviews into the innermost open list of `pending`.
    mutating func view(at pointer: ViewPointer, depth: Int, into pending: PendingViews) throws(Declined) {
        viewCount &+= 1
        // The root is at depth 1 of the limit: a view `depth` levels below it is at depth + 1.
        guard viewCount <= limits.maxViews, depth < limits.maxViewDepth else { throw Declined() }
        let handle = pending.openView(at: pointer)
        // A stack's fields stay scalars until the end: only a stack then builds its properties.
        var axis = Axis.horizontal, distribution = StackProperties.Distribution.fill
        var alignment = StackProperties.Alignment.fill, spacing = 0.0
        var marginsRelative = false, baselineRelative = false
        var isStack = false, isScroll = false
        // A label's or a button's fields, whichever `type` turns out to be (checked at the end).
        var textKind: TextProperties.Kind?
        var text = TextProperties(kind: .label)
        // The id is declared once the view's fields are read: its kind (a scroll view's guides
        // resolve) depends on `type`, which may come after it.
        var idBytes: UnsafeBufferPointer<UInt8>?
        var customSpacing: [(viewID: String, spacing: Double)]?
        // Fields read so far, by bit; a stack's fields are checked against `type` at the end, as
        // `type` may come after them.
        var seen: UInt32 = 0
        guard try open(UInt8(ascii: "{")) else { throw Declined() }
        repeat {
            guard let field = ViewField.named(try key()) else { throw Declined() }
            guard seen & field.bit == 0 else { throw Declined() }
            seen |= field.bit
            switch field {
            case .id:
                let bytes = try identifier()
                idBytes = bytes
                let start = bytes.baseAddress.unsafelyUnwrapped
                pending.setID(
                    smallText && bytes.count <= 15 && isInRequest(bytes) && base + end - start >= 16
                        ? SmallASCIIText.make(start, count: bytes.count) : Self.text(bytes),
                    of: handle)
            case .type:
                if take("\"stack\"") {
                    isStack = true
                } else {
                    guard let type = DocumentDecoding.viewType(JSONKey(bytes: try string())) else { throw Declined() }
                    isStack = type == .stack
                    isScroll = type == .scroll
                    textKind = type == .label ? .label : type == .button ? .button : nil
                }
            // A value is read before its view's slot is written: a write must not span a read
            // that may open views, which may move every slot.
            case .width:
                let width = try number(atLeast: ViewField.width.entry.range.lowerBound)
                pending[handle].width = width
            case .height:
                let height = try number(atLeast: ViewField.height.entry.range.lowerBound)
                pending[handle].height = height
            case .intrinsicContentSize:
                let size = try intrinsicSize()
                pending[handle].intrinsicContentSize = size
            // Each field comes once: what an object leaves out is the default.
            case .contentHugging:
                let priorities = try priorities(.contentHugging)
                pending[handle].contentHugging = priorities
            case .compressionResistance:
                let priorities = try priorities(.compressionResistance)
                pending[handle].compressionResistance = priorities
            case .baselines:
                let baselines = try baselines()
                pending[handle].baselines = baselines
            case .hidden:
                let isHidden = try bool()
                pending[handle].isHidden = isHidden
            case .layoutMargins:
                let (margins, declared) = try margins()
                pending[handle].layoutMargins = margins
                pending[handle].declaredMargins = declared
            case .insetsLayoutMarginsFromSafeArea:
                let insets = try bool()
                pending[handle].insetsLayoutMarginsFromSafeArea = insets
            case .preservesSuperviewLayoutMargins:
                let preserves = try bool()
                pending[handle].preservesSuperviewLayoutMargins = preserves
            case .viewController:
                guard depth == 0 || ViewField.viewController.entry.kinds != .root else { throw Declined() }
                let isViewController = try bool()
                pending[handle].isViewController = isViewController
            case .safeAreaInsets:
                guard depth == 0 || ViewField.safeAreaInsets.entry.kinds != .root else { throw Declined() }
                let insets = try safeArea()
                pending[handle].safeAreaInsets = insets
            case .layoutGuides:
                let guides = try layoutGuides()
                pending[handle].layoutGuides = guides
            case .subviews, .arrangedSubviews:
                try views(of: pointer, handle: handle, arranged: field == .arrangedSubviews, depth: depth, into: pending)
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
            case .text, .title: text.text = Self.text(try string())
            case .font: text.font = try font()
            case .numberOfLines:
                let count = try number(atLeast: 0)
                guard count == count.rounded() else { throw Declined() }
                text.numberOfLines = Int(count)
            case .lineBreakMode:
                let name = Self.text(try string())
                guard let mode = TextProperties.LineBreakMode(rawValue: name) else { throw Declined() }
                text.lineBreakMode = mode
            case .preferredMaxLayoutWidth: text.preferredMaxLayoutWidth = try number(atLeast: 0)
            case .contentEdgeInsets: text.contentEdgeInsets = try contentEdgeInsets()
            }
        } while try more(UInt8(ascii: "{"))
        guard let idBytes, ids.add(idBytes, kind: isScroll ? .scroll : .view), isStack || seen & stackOnlyBits == 0
        else { throw Declined() }
        if isScroll { pending[handle].isScroll = true }
        if textKind != nil || seen & Self.textBits != 0 {
            // The fields must be the kind's, and its text or title written; else the full decoder says why.
            guard let textKind, seen & Self.textBits & ~Self.textBits(of: textKind) == 0,
                seen & (textKind == .label ? ViewField.text.bit : ViewField.title.bit) != 0
            else { throw Declined() }
            text.kind = textKind
            pending[handle].text = text
        }
        guard isStack else { return }
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { throw Declined() }
        // UIKit ignores baseline-relative arrangement on a horizontal stack, and custom spacing
        // after a view the stack does not arrange (which `pending` drops, knowing the arranged views).
        pending.closeStack(
            handle,
            StackProperties(
                axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                customSpacing: customSpacing ?? [], layoutMarginsRelativeArrangement: marginsRelative,
                baselineRelativeArrangement: axis == .vertical && baselineRelative))
    }

    /// The views of the `subviews` (or `arrangedSubviews`) of the view at `owner`, which is in
    /// `pending`'s slot `handle` and `depth` levels deep. Their pointers are packed while the
    /// packed form has room (about 17 levels), then paths; past ``maxNesting`` levels the
    /// decoder declines, so that its recursion stays bounded whatever the document.
    private mutating func views(
        of owner: ViewPointer, handle: Int, arranged: Bool, depth: Int, into pending: PendingViews
    ) throws(Declined) {
        guard try open(UInt8(ascii: "[")) else { return }
        guard depth + 1 < Self.maxNesting else { throw Declined() }
        let start = pending.count
        var position = 0
        // The list's path, made at the first view whose pointer does not pack.
        var list: JSONPointerPath?
        repeat {
            let pointer: ViewPointer
            if list == nil, case .packed(let packed) = owner,
                let appended = packed.appending(arranged: arranged, index: position) {
                pointer = .packed(appended)
            } else {
                if list == nil { list = Self.listPath(of: owner, arranged: arranged) }
                pointer = .path(list.unsafelyUnwrapped, position)
            }
            try view(at: pointer, depth: depth + 1, into: pending)
            position &+= 1
        } while try more(UInt8(ascii: "["))
        pending.closeList(of: handle, arranged: arranged, from: start)
    }

    /// The bits of the fields only labels or buttons take.
    static let textBits = ViewField.allCases.reduce(UInt32(0)) {
        [.labels, .buttons, .texts].contains($1.entry.kinds) ? $0 | $1.bit : $0
    }

    /// The bits of the text fields a view of `kind` takes.
    static func textBits(of kind: TextProperties.Kind) -> UInt32 {
        ViewField.allCases.reduce(UInt32(0)) {
            $1.entry.kinds == .texts || $1.entry.kinds == (kind == .label ? .labels : .buttons) ? $0 | $1.bit : $0
        }
    }

    /// The deepest views the decoder reads (the root is at 0); deeper documents, rare, go to the
    /// full decoder, which does not recurse on nesting.
    static let maxNesting = 256

    /// The path of the arranged (or plain) subviews of the view at `owner`.
    @inline(never)
    private static func listPath(of owner: ViewPointer, arranged: Bool) -> JSONPointerPath {
        let key = arranged ? "arrangedSubviews" : "subviews"
        switch owner {
        case .packed(let packed): return JSONPointerPath(JSONPointer.appending(packed.string, key))
        case .path(let path, let index): return JSONPointerPath(path, index: index >= 0 ? index : nil, key: key)
        }
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
