extension DocumentDecoder {
    /// Reads a view's `variants`, from ``index``, after its key at `keyStart`, into `pending`'s
    /// slot `handle`: by the error path's reader (``FieldChecker/decodeVariants(_:pointer:)``),
    /// whose errors are logged; ``index`` then stands past it. Out of line, so that the frame of
    /// ``view(at:depth:into:)``, which recursion repeats a level a view, does not grow. Variants are few, and each `set` takes any view field, which that
    /// reader already decodes.
    /// - Complexity: O(length of the value).
    @inline(never)
    mutating func readVariants(of handle: Int, in pending: PendingViews, keyStart: Int, view: ViewPointer) throws(JSONParseError) {
        var list: [ViewVariant] = []
        try recover(at: index, key: keyStart) { checker, value in
            list = checker.decodeVariants(value, pointer: JSONPointer.appending(view.string, ViewField.variants.name))
        }
        variantViews &+= 1
        pending[handle].variants = ViewVariants(list: list)
    }

    /// Once the view in `pending`'s slot `handle`, written from `viewStart`, is read: keeps the
    /// stack's `baselineRelativeArrangement` as written with its variants, and logs at the
    /// `variants` key each field of a variant's `set` that the view does not take (a stack's
    /// field on a view that is not a stack, a root's elsewhere, a label's or a button's on another
    /// kind of view), known only now as `type` may come after `variants`.
    @inline(never)
    mutating func finishVariants(
        of handle: Int, in pending: PendingViews, viewStart: Int, isRoot: Bool, isStack: Bool,
        textKind: TextProperties.Kind?, baselineRelative: Bool
    ) {
        guard let variants = pending[handle].variants else { return }
        if isStack && baselineRelative { pending[handle].variants?.baselineRelativeArrangement = true }
        // The key's place, for the errors' order, found again only when there is an error.
        var keyStart: Int?
        for variant in variants.list {
            var fields = variant.fields
            while fields != 0 {
                let field = ViewField(rawValue: fields.trailingZeroBitCount).unsafelyUnwrapped
                fields &= fields &- 1
                let detail: String
                switch field.entry.kinds {
                case .every: continue
                case .stacks:
                    guard !isStack else { continue }
                    detail = "'\(field.name)' applies only to stack views (\"type\": \"stack\"), and this view is not one"
                case .root:
                    guard !isRoot else { continue }
                    detail = "'\(field.name)' applies only to the root"
                case .labels, .buttons, .texts:
                    guard !FieldChecker.textFieldApplies(field.entry.kinds, to: textKind) else { continue }
                    detail = FieldChecker.textFieldDetail(field)
                }
                if keyStart == nil {
                    keyStart = members(ofObjectAt: viewStart).first(where: { $0.key.equals("variants") })?.keyStart ?? viewStart
                }
                log.add(keyStart ?? viewStart, JSONPointer.appending(JSONPointer.appending(variant.pointer, "set"), field.name), detail)
            }
        }
    }

    /// A constraint's or a visual format's `when`, as ``FieldChecker/decodeCondition(_:pointer:)``
    /// takes it; anything else declines (the error path then reads the list again whole).
    mutating func condition() throws(Declined) -> VariantCondition {
        var condition = VariantCondition()
        guard try open(UInt8(ascii: "{")) else { return condition }
        var seen: UInt8 = 0
        repeat {
            let field: UInt8
            switch try key() {
            case "width":
                field = 1
                condition.width = try comparisons()
            case "height":
                field = 2
                condition.height = try comparisons()
            case "horizontalSizeClass":
                field = 4
                condition.horizontalSizeClass = try sizeClass()
            case "verticalSizeClass":
                field = 8
                condition.verticalSizeClass = try sizeClass()
            case "layoutDirection":
                field = 16
                guard let direction = LayoutOptions.LayoutDirection(rawValue: Self.text(try string())) else {
                    throw Declined()
                }
                condition.layoutDirection = direction
            default: throw Declined()
            }
            guard seen & field == 0 else { throw Declined() }
            seen |= field
        } while try more(UInt8(ascii: "{"))
        return condition
    }

    /// A `width` or `height` condition: a comparison, or a non-empty array of them.
    private mutating func comparisons() throws(Declined) -> [VariantCondition.Comparison] {
        skipSpace()
        guard current == UInt8(ascii: "[") else { return [try comparison()] }
        guard try open(UInt8(ascii: "[")) else { throw Declined() }
        var comparisons: [VariantCondition.Comparison] = []
        repeat { comparisons.append(try comparison()) } while try more(UInt8(ascii: "["))
        return comparisons
    }

    private mutating func comparison() throws(Declined) -> VariantCondition.Comparison {
        guard let comparison = VariantCondition.Comparison.parse(Self.text(try string())) else { throw Declined() }
        return comparison
    }
}
