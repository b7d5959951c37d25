extension DocumentDecoder {
    // MARK: Structure, with the parser's errors

    /// An object member's key and the `:` after it; bytes that are not one end the decode with
    /// the parser's error.
    @inline(__always)
    mutating func memberKey() throws(JSONParseError) -> JSONKey {
        let start = index
        do throws(Declined) {
            return try key()
        } catch {
            throw keyError(at: start)
        }
    }

    @inline(never)
    func keyError(at start: Int) -> JSONParseError {
        JSONParser.keyError(in: buffer, at: start) ?? located("expected a string key in an object", at: start)
    }

    /// After a member or element: true when a comma announces another, false when `bracket`'s
    /// container closes; anything else ends the decode with the parser's error.
    @inline(__always)
    mutating func next(_ bracket: UInt8) throws(JSONParseError) -> Bool {
        do throws(Declined) {
            return try more(bracket)
        } catch {
            throw JSONParser.separatorError(in: buffer, at: index, object: bracket == UInt8(ascii: "{"))
        }
    }

    /// An error at `offset` in the request.
    func located(_ reason: String, at offset: Int) -> JSONParseError {
        let (line, column) = JSONParseError.locate(offset: offset, in: buffer)
        return JSONParseError(offset: offset, line: line, column: column, reason: reason)
    }

    /// The offset of the first byte at or after `offset` that is not whitespace.
    func valueStart(_ offset: Int) -> Int {
        var position = offset
        while position < end, base[position] <= 0x20 { position &+= 1 }
        return position
    }

    // MARK: The error path

    /// Skips the value at ``index``, checked as JSON.
    /// - Complexity: O(length of the value).
    @inline(never)
    mutating func skipValue() throws(JSONParseError) {
        // A number or a plain string, the usual values of a key in error, read in place; anything
        // else (or any error, for its words) by the parser.
        let start = index
        skipSpace()
        if current == UInt8(ascii: "\"") {
            if (try? string()) != nil { return }
        } else if current == UInt8(ascii: "-") || current &- UInt8(ascii: "0") < 10 {
            if (try? number()) != nil { return }
        }
        index = try JSONParser.value(in: json, at: start).end
    }

    /// Skips the value at ``index``, a list of views that is not read (a non-stack's
    /// `arrangedSubviews`, a list repeated): its views still count towards the view limit, and
    /// one past the depth limit is still the one the 422 names, as the limits count every view
    /// written (objects in `subviews` and `arrangedSubviews`, in document order). `list` is the
    /// list's pointer; its views are `depth` levels below the root.
    /// - Complexity: O(length of the value), with an explicit stack.
    @inline(never)
    mutating func skipViews(list: String, depth: Int) throws(JSONParseError) {
        let (tape, after) = try JSONParser.value(in: json, at: index)
        index = after
        guard tooDeep == nil else { return }
        let maxViewDepth = limits.maxViewDepth
        var viewCount = viewCount, tooDeep: String?
        tape.withReader { reader in
            guard reader.kind(reader.root) == .array else { return }
            // The lists being walked, innermost last: each with its elements left.
            var lists = [(elements: reader.elements(reader.root), path: list, index: 0, depth: depth)]
            while let top = lists.indices.last {
                guard let element = lists[top].elements.next() else {
                    lists.removeLast()
                    continue
                }
                let position = lists[top].index
                lists[top].index += 1
                guard reader.kind(element) == .object else { continue }
                viewCount += 1
                let path = JSONPointer.appending(lists[top].path, position)
                guard lists[top].depth < maxViewDepth else {
                    tooDeep = path
                    return
                }
                // Its lists, walked in the order written, each before the next.
                var inner: [(elements: JSONReader.Elements, path: String, index: Int, depth: Int)] = []
                for member in reader.members(element)
                where reader.kind(member.value) == .array && (member.key.equals("subviews") || member.key.equals("arrangedSubviews")) {
                    inner.append((reader.elements(member.value), JSONPointer.appending(path, member.key.string), 0, lists[top].depth + 1))
                }
                lists += inner.reversed()
            }
        }
        self.viewCount = viewCount
        self.tooDeep = tooDeep
    }

    /// Reads the value at `start`, which a fast reader could not take, on its own and hands it to
    /// `check`, whose errors are logged at `key`; ``index`` then stands past it.
    /// - Complexity: O(length of the value), and what `check` does.
    mutating func recover(
        at start: Int, key: Int, namespace: ItemNamespace? = nil, _ check: (FieldChecker, JSONNode) -> Void
    ) throws(JSONParseError) {
        let (tape, after) = try JSONParser.value(in: json, at: start)
        index = after
        let log = log
        tape.withReader { reader in
            let checker = FieldChecker(reader: reader)
            if let namespace { checker.namespace = namespace }
            check(checker, reader.root)
            log.add(key, checker.errors, unlisted: checker.errorCount - checker.errors.count)
        }
    }

    /// The value of a view's `field` (not a list of views), written at `valueStart` after its key
    /// at `keyStart`, which a fast reader could not take: its errors, at the field's pointer. For
    /// `layoutGuides`, the guides it still declares (first declarations), for the namespace the
    /// constraints' errors are found in.
    @inline(never)
    @discardableResult
    mutating func recoverField(
        _ field: ViewField, key: JSONKey, keyStart: Int, valueStart: Int, view: ViewPointer, axis: Axis
    ) throws(JSONParseError) -> [String] {
        var guides: [UnsafeBufferPointer<UInt8>] = []
        // Guides that repeat an id declared before: the checker reports them where they stand.
        var elsewhere: [String: String] = [:]
        if field == .layoutGuides {
            let tape = try JSONParser.value(in: json, at: valueStart).tape
            let listed = tape.withReader { reader in Self.guideIDs(reader.root, reader).map(Array.init) }
            ids.settle()
            let firsts = listed.compactMap { bytes in
                bytes.withUnsafeBufferPointer { ids.first(of: $0) }.map { (String(decoding: bytes, as: UTF8.self), idOffset($0)) }
            }
            if !firsts.isEmpty {
                let pointers = pointers(at: Set(firsts.map(\.1)))
                for (id, at) in firsts { elsewhere[id] = pointers[at] ?? "?" }
            }
        }
        try recover(at: valueStart, key: keyStart) { checker, value in
            checker.declaredElsewhere = elsewhere
            let base = checker.keep(JSONPointerPath(view.string))
            checker.checkField(field, value, FieldChecker.FieldPointer(base, key: key), axis: axis)
            if field == .layoutGuides { guides = Self.guideIDs(value, checker.reader) }
        }
        // The guides declared in a list in error are still declared: a view may repeat them. A
        // repeat within the list, or of an id declared before, the checker has reported.
        var listed: Set<KeyBytes> = []
        var declared: [String] = []
        for bytes in guides where elsewhere[String(decoding: bytes, as: UTF8.self)] == nil && listed.insert(KeyBytes(bytes)).inserted {
            declared.append(String(decoding: bytes, as: UTF8.self))
            if isInRequest(bytes) {
                ids.add(bytes, kind: .guide)
            } else {
                if unescaped == nil { unescaped = UnescapedStrings() }
                let kept = unescaped.unsafelyUnwrapped.keep(Array(bytes))
                escapedIDs[kept.baseAddress.unsafelyUnwrapped] = valueStart
                ids.add(kept, kind: .guide)
            }
        }
        return declared
    }

    /// The ids the checker declared in a `layoutGuides` list: each object's first `id`, when a
    /// valid id. Valid while the tape is.
    private static func guideIDs(_ list: JSONNode, _ reader: JSONReader) -> [UnsafeBufferPointer<UInt8>] {
        guard reader.kind(list) == .array else { return [] }
        return reader.elements(list).compactMap { element in
            guard reader.kind(element) == .object, let id = reader.member(element, "id"), reader.kind(id) == .string,
                FieldChecker.isValidID(reader.bytes(id))
            else { return nil }
            return reader.bytes(id)
        }
    }

    /// The offset just past the value at `offset`, in bytes already read and known to be JSON:
    /// brackets counted outside strings, so without recursion whatever the nesting.
    func end(ofValueAt offset: Int) -> Int {
        var position = valueStart(offset)
        var depth = 0
        repeat {
            guard position < end else { return end }
            let byte = base[position]
            position &+= 1
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth &+= 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth &-= 1
            case UInt8(ascii: "\""):
                while position < end, base[position] != UInt8(ascii: "\"") {
                    position &+= base[position] == UInt8(ascii: "\\") ? 2 : 1
                }
                position &+= 1
            default:
                // A scalar: up to the byte that ends it.
                if depth == 0 {
                    while position < end, !Self.endsScalar(base[position]) { position &+= 1 }
                }
            }
        } while depth > 0
        return position
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }

    /// The members of the object at `offset` (already read and known to be JSON): for each, its
    /// key, where its key and its value begin.
    mutating func members(ofObjectAt offset: Int) -> [(key: JSONKey, keyStart: Int, valueStart: Int)] {
        var members: [(key: JSONKey, keyStart: Int, valueStart: Int)] = []
        let saved = index
        defer { index = saved }
        index = valueStart(offset) &+ 1
        skipSpace()
        guard current != UInt8(ascii: "}") else { return [] }
        while index < end {
            let keyStart = index
            guard let key = try? key() else { break }
            let valueStart = index
            members.append((key, keyStart, valueStart))
            index = end(ofValueAt: valueStart)
            guard (try? more(UInt8(ascii: "{"))) == true else { break }
        }
        return members
    }

    // MARK: Pointers of repeated ids

    /// Where the id whose bytes begin at `start` begins in the request (its opening quote).
    func idOffset(_ start: UnsafePointer<UInt8>) -> Int {
        start >= base && start < base + end ? start - base - 1 : escapedIDs[start] ?? 0
    }

    /// The JSON Pointers of the values that begin at `offsets` (after whitespace), found in one
    /// walk over the request (already read, and JSON), with an explicit stack.
    /// - Complexity: O(n) in the request's length.
    mutating func pointers(at offsets: Set<Int>) -> [Int: String] {
        var found: [Int: String] = [:]
        let saved = index
        defer { index = saved }
        // The pointer of each open container, and the key or index of the value being read in it.
        var paths: [String] = []
        var isObject: [Bool] = []
        var positions: [Int] = []
        index = end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        var pointer = ""
        while true {
            // A value begins here, at `pointer`.
            skipSpace()
            if offsets.contains(index) { found[index] = pointer }
            if found.count == offsets.count { return found }
            let byte = current
            var opened = false
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                index &+= 1
                skipSpace()
                if current == byte &+ 2 {
                    index &+= 1
                } else {
                    paths.append(pointer)
                    isObject.append(byte == UInt8(ascii: "{"))
                    positions.append(0)
                    opened = true
                }
            } else {
                index = end(ofValueAt: index)
            }
            if opened {
                if isObject[isObject.count - 1] {
                    guard let key = try? key() else { return found }
                    pointer = JSONPointer.appending(paths[paths.count - 1], key.string)
                } else {
                    pointer = JSONPointer.appending(paths[paths.count - 1], 0)
                }
                continue
            }
            // A value ended: the next member or element, or the end of containers.
            while let top = isObject.indices.last {
                skipSpace()
                if current == UInt8(ascii: ",") {
                    index &+= 1
                    positions[top] &+= 1
                    if isObject[top] {
                        guard let key = try? key() else { return found }
                        pointer = JSONPointer.appending(paths[top], key.string)
                    } else {
                        pointer = JSONPointer.appending(paths[top], positions[top])
                    }
                    break
                }
                index &+= 1
                paths.removeLast()
                isObject.removeLast()
                positions.removeLast()
            }
            if isObject.isEmpty { return found }
        }
    }
}
