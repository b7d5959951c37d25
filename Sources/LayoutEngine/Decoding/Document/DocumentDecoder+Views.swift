extension DocumentDecoder {
    /// Decodes the view at `pointer`, `depth` levels below the root, and, recursively, its
    /// subviews into the innermost open list of `pending`; an error in a field's value is logged
    /// (the value then read by the error path) and the view read on.
    mutating func view(at pointer: ViewPointer, depth: Int, into pending: PendingViews) throws(JSONParseError) {
        skipSpace()
        let viewStart = index
        guard current == UInt8(ascii: "{") else { return try notAView(at: pointer) }
        // The views are counted up to the first one too deep, as the 413 names their number.
        if tooDeep == nil { viewCount &+= 1 }
        // The root is at depth 1 of the limit: a view `depth` levels below it is at depth + 1.
        guard depth < limits.maxViewDepth else { return try skipTooDeep(at: pointer) }
        guard depth < maxRecursion else { throw .tooDeep }
        let handle = pending.openView(at: pointer)
        // A stack's fields are kept apart until the end: only a stack then takes them.
        var stack = StackProperties()
        var isStack = false, isScroll = false
        // A label's or a button's kind; its fields go into its slot as they are read, whichever
        // `type` turns out to be (checked at the end).
        var textKind: TextProperties.Kind?
        // The id's bytes: a scroll view's id is declared one (its guides resolve) once its `type`,
        // which may come after the id, is known.
        var idBytes: UnsafeBufferPointer<UInt8>?
        // Fields read so far, by bit; a stack's fields are checked against `type` at the end, as
        // `type` may come after them.
        var seen: UInt32 = 0
        // Fields only stacks take whose value was in error before the view was known to be one:
        // checked at the end, when it is.
        var deferred: UInt32 = 0
        // Keys the table does not know, for a repeat of one to be reported as such.
        var unknownKeys: Set<KeyBytes>?
        // `arrangedSubviews` read before `type`: where it began and ended, the ids, repeats and errors before it,
        // and the errors once read.
        var tentative: (start: Int, ids: Int, repeats: Int, errors: Int, end: Int, found: Int)?
        // A field's value read by the fast readers, as its row in the table says, and written at
        // its offset; in a frame of its own: the view's frame, which the recursion into subviews
        // repeats a level a view, keeps only the view's scalars.
        // What it learns of the view is passed in too, under the same names.
        func readField(
            _ field: ViewField, valueStart: Int, _ stack: inout StackProperties, _ isStack: inout Bool, _ isScroll: inout Bool,
            _ textKind: inout TextProperties.Kind?, _ idBytes: inout UnsafeBufferPointer<UInt8>?
        ) throws(Declined) {
            // A field only the root takes is in error anywhere else (said by ``fieldError``).
            guard depth == 0 || field.bit & rootOnlyBits == 0 else { throw Declined() }
            let row = rows[field]
            // A value is read before it is written: a write must not span a read that may open
            // views, which may move every slot.
            switch row.pointee.reader {
            case .identifier:
                let bytes = try identifier()
                ids.add(bytes, kind: .view)
                idBytes = bytes
                let start = bytes.baseAddress.unsafelyUnwrapped
                if !isInRequest(bytes) { escapedIDs[start] = self.valueStart(valueStart) }
                pending.setID(
                    smallText && bytes.count <= 15 && isInRequest(bytes) && base + end - start >= 16
                        ? SmallASCIIText.make(start, count: bytes.count) : Self.text(bytes),
                    of: handle)
            case .viewType:
                guard let type = try choice(row) else { throw Declined() }
                // The contract's order: view, stack, label, button, scroll.
                isStack = type == 1
                isScroll = type == 4
                textKind = type == 2 ? .label : type == 3 ? .button : nil
            // Read by the loop below (variants out of line, `readVariants`).
            case .views, .variants: break
            case .length:
                let length = try number(atLeast: row.pointee.lower)
                guard length <= row.pointee.upper else { throw Declined() }
                write(Double?.some(length), row, field, &stack)
            case .spacing:
                let spacing = try spacing()
                guard spacing >= row.pointee.lower && spacing <= row.pointee.upper else { throw Declined() }
                write(spacing, row, field, &stack)
            case .count:
                let count = try number(atLeast: row.pointee.lower)
                guard count <= row.pointee.upper, count == count.rounded() else { throw Declined() }
                write(Int(count), row, field, &stack)
            case .flag:
                let flag = try bool()
                write(flag, row, field, &stack)
            case .text:
                let text = Self.text(try string())
                write(text, row, field, &stack)
            case .font:
                let font = try font()
                write(font, row, field, &stack)
            case .guides:
                let guides = try layoutGuides()
                write(guides, row, field, &stack)
            case .customSpacing:
                let entries = try customSpacings()
                write(entries, row, field, &stack)
            case .choice:
                guard let index = try choice(row) else { throw Declined() }
                writeChoice(index, row, field, &stack)
            // Each field comes once: what an object leaves out keeps the view's default.
            case .numbers, .optionalNumbers:
                // Written plainly, the members are written as they are read; else read whole first.
                if let written = readCompactGroup(row, &stack) {
                    withParts(&stack) { parts in ViewField.write(declared: written, row, into: parts) }
                } else {
                    let (numbers, written) = try numberGroup(row)
                    writeNumbers(numbers, written: written, row, field, &stack)
                }
            }
        }
        // The stack's fields are passed in rather than captured: a captured variable's pointer
        // is checked for exclusive access at run time on every write.
        /// The view's slot and its stack's fields, where its fields are written.
        @inline(__always)
        func withParts(_ stack: inout StackProperties, _ body: (ViewField.ViewParts) -> Void) {
            withUnsafeMutablePointer(to: &stack) { stack in body(ViewField.ViewParts(view: pending.slot(handle), stack: stack)) }
        }
        /// Writes a field's value into the view's slot or its stack's fields.
        @inline(__always)
        func write<Value>(_ value: Value, _ row: UnsafePointer<ViewField.Row>, _ field: ViewField, _ stack: inout StackProperties) {
            withParts(&stack) { parts in ViewField.write(value, row, field, into: parts) }
        }
        @inline(__always)
        func writeChoice(_ index: Int, _ row: UnsafePointer<ViewField.Row>, _ field: ViewField, _ stack: inout StackProperties) {
            withParts(&stack) { parts in ViewField.write(choice: index, row, field, into: parts) }
        }
        @inline(__always)
        func writeNumbers(
            _ numbers: (Double, Double, Double, Double), written: UInt8, _ row: UnsafePointer<ViewField.Row>, _ field: ViewField,
            _ stack: inout StackProperties
        ) {
            withParts(&stack) { parts in ViewField.write(numbers: numbers, written: written, row, field, into: parts) }
        }
        /// A group written compactly (``compactIntegers(_:into:)``), its members written where
        /// the row says as they are read: the bits of those written, or nil.
        @inline(__always)
        func readCompactGroup(_ row: UnsafePointer<ViewField.Row>, _ stack: inout StackProperties) -> UInt8? {
            var written: UInt8?
            withParts(&stack) { parts in
                guard let part = ViewField.groupBase(row, in: parts) else { return }
                written = compactIntegers(row, into: part)
            }
            return written
        }
        index &+= 1
        skipSpace()
        if current == UInt8(ascii: "}") {
            index &+= 1
        } else {
            repeat {
                let keyStart = index
                let key = try memberKey()
                guard let field = rows.field(named: key), seen & field.bit == 0 else {
                    try memberError(key, keyStart: keyStart, view: pointer, depth: depth, unknownKeys: &unknownKeys)
                    continue
                }
                seen |= field.bit
                let valueStart = index
                if field == .variants {
                    // Out of line, as the frame of this function is repeated a level a view.
                    try readVariants(of: handle, in: pending, keyStart: keyStart, view: pointer)
                    continue
                }
                if field == .subviews || field == .arrangedSubviews {
                    skipSpace()
                    if field == .arrangedSubviews && seen & ViewField.type.bit != 0 && !isStack {
                        // Not a stack: said at the end; its views are not read, only counted.
                        try skipViews(list: JSONPointer.appending(pointer.string, field.name), depth: depth + 1)
                    } else if current == UInt8(ascii: "[") {
                        if field == .arrangedSubviews && seen & ViewField.type.bit == 0 {
                            // Perhaps not a stack, whose arranged views are then not read: what
                            // they declared and what was wrong in them are taken back at the end.
                            ids.settle()
                            tentative = (index, ids.count, ids.duplicates.count, log.count, 0, 0)
                        }
                        try views(of: pointer, handle: handle, arranged: field == .arrangedSubviews, depth: depth, into: pending)
                        if tentative != nil && tentative?.end == 0 { tentative?.end = index; tentative?.found = log.count }
                    } else {
                        try fieldError(
                            field, key: key, keyStart: keyStart, valueStart: valueStart, view: pointer, depth: depth,
                            axis: stack.axis, isStack: isStack && seen & ViewField.type.bit != 0, textKind: nil,
                            deferred: &deferred)
                    }
                    continue
                }
                do throws(Declined) {
                    try readField(field, valueStart: valueStart, &stack, &isStack, &isScroll, &textKind, &idBytes)
                } catch {
                    let guides = try fieldError(
                        field, key: key, keyStart: keyStart, valueStart: valueStart, view: pointer, depth: depth,
                        axis: stack.axis, isStack: isStack && seen & ViewField.type.bit != 0,
                        textKind: seen & ViewField.type.bit != 0 ? textKind : nil, deferred: &deferred)
                    if field.entry.shape == .guides { write(guides, rows[field], field, &stack) }
                }
            } while try next(UInt8(ascii: "{"))
        }
        if let tentative, !isStack { takeBack(tentative, handle: handle, into: pending) }
        if isScroll {
            pending[handle].isScroll = true
            if let idBytes { ids.declare(idBytes, kind: .scroll) }
        }
        let baselineOnVertical = isStack && stack.axis == .vertical
            && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline)
        // A label's or a button's fields must be its kind's, and its text or title written.
        let textFields = seen & textBits
        let textInError = textKind.map { kind in
            textFields & ~(kind == .label ? labelBits : buttonBits) != 0
                || seen & (kind == .label ? ViewField.text.bit : ViewField.title.bit) == 0
        } ?? (textFields != 0)
        if seen & ViewField.id.bit == 0 || (!isStack && seen & stackOnlyBits != 0) || deferred != 0 || baselineOnVertical
            || textInError
        {
            try viewErrors(
                at: pointer, start: viewStart, isStack: isStack, textKind: textKind, axis: stack.axis, alignment: stack.alignment,
                deferred: deferred, baselineOnVertical: baselineOnVertical)
        } else if let textKind {
            pending[handle].text?.kind = textKind
        }
        if seen & ViewField.variants.bit != 0 {
            finishVariants(
                of: handle, in: pending, viewStart: viewStart, isRoot: depth == 0, isStack: isStack, textKind: textKind,
                baselineRelative: stack.baselineRelativeArrangement)
        }
        guard isStack else { return }
        // UIKit ignores baseline-relative arrangement on a horizontal stack, and custom spacing
        // after a view the stack does not arrange (which `pending` drops, knowing the arranged views).
        if stack.axis == .horizontal { stack.baselineRelativeArrangement = false }
        pending.closeStack(handle, stack)
    }

    /// The views of the `subviews` (or `arrangedSubviews`) of the view at `owner`, which is in
    /// `pending`'s slot `handle` and `depth` levels deep, from the list's `[` at ``index``. Their
    /// pointers are packed while the packed form has room (about 17 levels), then paths.
    private mutating func views(
        of owner: ViewPointer, handle: Int, arranged: Bool, depth: Int, into pending: PendingViews
    ) throws(JSONParseError) {
        index &+= 1
        skipSpace()
        if current == UInt8(ascii: "]") {
            index &+= 1
            return
        }
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
            let before = pending.count
            try view(at: pointer, depth: depth + 1, into: pending)
            // Past the view limit the answer is a 413 naming their number: the views are only
            // counted, each destroyed once read, so that memory stays that of the limit.
            if viewCount > limits.maxViews, pending.count > before { pending.dropLast() }
            position &+= 1
        } while try next(UInt8(ascii: "["))
        pending.closeList(of: handle, arranged: arranged, from: start)
    }

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
        // Declared once the list is read: one in error is read again whole by the error path.
        var declared: [(bytes: UnsafeBufferPointer<UInt8>, quote: Int)] = []
        repeat {
            guard try open(UInt8(ascii: "{")), try key().equals("id") else { throw Declined() }
            skipSpace()
            let quote = index
            let bytes = try identifier()
            guard try !more(UInt8(ascii: "{")) else { throw Declined() }
            declared.append((bytes, quote))
            ids.append(Self.text(bytes))
        } while try more(UInt8(ascii: "["))
        for (bytes, quote) in declared {
            self.ids.add(bytes, kind: .guide)
            if !isInRequest(bytes) { escapedIDs[bytes.baseAddress.unsafelyUnwrapped] = quote }
        }
        return ids
    }

    // MARK: Errors

    /// A value of a view's `field` that a fast reader could not take, at `valueStart`: where the
    /// field does not apply, that alone; a field only stacks take, before the view is known to be
    /// one, left for ``viewErrors(at:start:isStack:axis:alignment:deferred:baselineOnVertical:)``; else
    /// every error in the value (and the guides a `layoutGuides` in error still declares).
    @inline(never)
    @discardableResult
    private mutating func fieldError(
        _ field: ViewField, key: JSONKey, keyStart: Int, valueStart: Int, view: ViewPointer, depth: Int, axis: Axis,
        isStack: Bool, textKind: TextProperties.Kind?, deferred: inout UInt32
    ) throws(JSONParseError) -> [String] {
        index = valueStart
        if field.bit & ViewField.textBits != 0 && !FieldChecker.textFieldApplies(field.entry.kinds, to: textKind) {
            // Said at the end, when the view's kind is known: that it does not apply, or its errors.
            deferred |= field.bit
            try skipValue()
        } else if field.entry.kinds == .root && depth != 0 {
            log.add(
                keyStart, JSONPointer.appending(view.string, field.name),
                "'\(field.name)' applies only to the root; other views' safe area is their bounds")
            try skipValue()
        } else if field.entry.kinds == .stacks && !isStack {
            deferred |= field.bit
            try skipValue()
        } else {
            return try recoverField(field, key: key, keyStart: keyStart, valueStart: valueStart, view: view, axis: axis)
        }
        return []
    }

    /// A key that is no field, or one already read: reported, its value skipped (a list of views
    /// only counted).
    @inline(never)
    private mutating func memberError(
        _ key: JSONKey, keyStart: Int, view: ViewPointer, depth: Int, unknownKeys: inout Set<KeyBytes>?
    ) throws(JSONParseError) {
        let field = ViewField.named(key)
        if field != nil || unknownKeys?.contains(KeyBytes(key.bytes)) == true {
            log.add(keyStart, JSONPointer.appending(view.string, key.string), "duplicate field '\(key.string)'")
            if field == .subviews || field == .arrangedSubviews {
                // A list repeated is not read, but its views count.
                return try skipViews(list: JSONPointer.appending(view.string, key.string), depth: depth + 1)
            }
        } else {
            if unknownKeys == nil { unknownKeys = [] }
            unknownKeys?.insert(KeyBytes(key.bytes))
            log.add(
                keyStart, JSONPointer.appending(view.string, key.string),
                FieldChecker.unknownFieldDetail(key.string, of: "a view", allowed: FieldChecker.viewFields))
        }
        try skipValue()
    }

    /// A view's errors found only once it is read, at the pointers of their fields (read again
    /// from `start`): a field only stacks take on a view that is not one, or its value in error
    /// on one that is; baseline alignment on a vertical stack; no id.
    @inline(never)
    private mutating func viewErrors(
        at pointer: ViewPointer, start: Int, isStack: Bool, textKind: TextProperties.Kind?, axis: Axis,
        alignment: StackProperties.Alignment, deferred: UInt32, baselineOnVertical: Bool
    ) throws(JSONParseError) {
        let closing = index &- 1
        var met: UInt32 = 0
        var hasID = false
        for member in members(ofObjectAt: start) {
            guard let field = ViewField.named(member.key), met & field.bit == 0 else { continue }
            met |= field.bit
            if field == .id { hasID = true }
            if field.bit & ViewField.textBits != 0 {
                if !FieldChecker.textFieldApplies(field.entry.kinds, to: textKind) {
                    log.add(
                        member.keyStart, JSONPointer.appending(pointer.string, field.name), FieldChecker.textFieldDetail(field))
                } else if deferred & field.bit != 0 {
                    let saved = index
                    try recoverField(
                        field, key: member.key, keyStart: member.keyStart, valueStart: member.valueStart, view: pointer,
                        axis: axis)
                    index = saved
                }
                continue
            }
            guard field.entry.kinds == .stacks else { continue }
            if !isStack {
                log.add(
                    member.keyStart, JSONPointer.appending(pointer.string, field.name),
                    "'\(field.name)' applies only to stack views (\"type\": \"stack\")")
            } else if deferred & field.bit != 0 {
                let saved = index
                try recoverField(
                    field, key: member.key, keyStart: member.keyStart, valueStart: member.valueStart, view: pointer,
                    axis: axis)
                index = saved
            } else if field == .alignment && baselineOnVertical {
                log.add(
                    member.keyStart, JSONPointer.appending(pointer.string, field.name),
                    "'\(alignment.rawValue)' alignment applies only to horizontal stacks; this stack is vertical")
            }
        }
        if !hasID { log.add(closing, pointer.string, "a view needs an 'id'") }
        if let textKind {
            let field = textKind == .label ? ViewField.text : .title
            if met & field.bit == 0 { log.add(closing, pointer.string, "a \(textKind.rawValue) needs a '\(field.name)'") }
        }
    }

    /// Takes back an `arrangedSubviews` list read before `type` on a view that is not a stack,
    /// as if it had not been read: its views, their ids and their errors (the view's error is
    /// that the field does not apply).
    @inline(never)
    private mutating func takeBack(
        _ list: (start: Int, ids: Int, repeats: Int, errors: Int, end: Int, found: Int), handle: Int, into pending: PendingViews
    ) {
        ids.settle()
        log.takeBack(from: list.start, to: list.end, found: list.found - list.errors)
        let (start, end) = (list.start, list.end)
        let escapedIDs = escapedIDs, base = base, count = self.end
        ids.takeBack(from: list.ids, repeats: list.repeats) { bytes in
            let offset = bytes >= base && bytes < base + count ? bytes - base : escapedIDs[bytes] ?? -1
            return offset >= start && offset < end
        }
        pending[handle].arrangedSubviews = []
    }

    /// The error of a view that is not an object.
    @inline(never)
    private mutating func notAView(at pointer: ViewPointer) throws(JSONParseError) {
        try recover(at: index, key: index) { checker, value in _ = checker.object(value, pointer.string, "a view") }
    }

    /// Skips a view past the depth limit; the first is the one the 422 names.
    @inline(never)
    private mutating func skipTooDeep(at pointer: ViewPointer) throws(JSONParseError) {
        if tooDeep == nil { tooDeep = pointer.string }
        try skipValue()
    }
}
