extension DocumentDecoder {
    /// Where a top-level member was written: its key, and its value (after any whitespace).
    struct Member {
        var keyStart: Int
        var valueStart: Int
    }

    /// The top-level object, then the constraints and visual formats resolved against every id:
    /// the document, or why it is not one (413, 422). Bytes that are not JSON throw.
    mutating func document() throws(JSONParseError) -> Result<LayoutDocument, Problem> {
        // RFC 8259 lets a parser ignore a leading UTF-8 byte order mark.
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
        skipSpace()
        guard current == UInt8(ascii: "{") else { return try notAnObject() }
        // Room for one open view per KiB (a feed's cell takes 1.2), so that a long list never
        // regrows the buffer: each regrowth at 100,000 views copied megabytes already out of the
        // cache. Pages never written are never touched, so the excess costs no memory traffic.
        let pending = PendingViews(capacity: max(128, end / 1024))
        var entries: [ConstraintEntry]?
        var formats: [FormatEntry]?
        var options = LayoutOptions()
        // The first `constraints` and `visualFormat`, which the error path reads again whole.
        var constraintsAt: Member?, formatsAt: Member?
        // The entries of `options.sizes`, valid or not, for its limit.
        var sizesCount: Int?
        var seen: UInt8 = 0
        var unknownKeys: Set<KeyBytes> = []
        index &+= 1
        skipSpace()
        if current == UInt8(ascii: "}") {
            index &+= 1
        } else {
            repeat {
                let keyStart = index
                let key = try memberKey()
                let field: UInt8
                switch key {
                case "root": field = 1
                case "constraints": field = 2
                case "visualFormat": field = 4
                case "options": field = 8
                default: field = 0
                }
                guard field != 0, seen & field == 0 else {
                    // After the root's errors, in order: the rest of the document's.
                    if field != 0 || !unknownKeys.insert(KeyBytes(key.bytes)).inserted {
                        log.add(keyStart &+ end, JSONPointer.appending("", key.string), "duplicate field '\(key.string)'")
                    } else {
                        log.add(
                            keyStart &+ end, JSONPointer.appending("", key.string),
                            FieldChecker.unknownFieldDetail(key.string, of: "the document", allowed: FieldChecker.documentFields))
                    }
                    try skipValue()
                    continue
                }
                seen |= field
                let member = Member(keyStart: keyStart, valueStart: valueStart(index))
                switch field {
                case 1: try view(at: .packed(.root), depth: 0, into: pending)
                case 2:
                    constraintsAt = member
                    do throws(Declined) {
                        entries = try constraintEntries()
                    } catch {
                        // Read again whole, with every id known, at the end.
                        index = member.valueStart
                        try skipValue()
                    }
                case 4:
                    formatsAt = member
                    do throws(Declined) {
                        formats = try formatEntries()
                    } catch {
                        index = member.valueStart
                        try skipValue()
                    }
                default:
                    do throws(Declined) {
                        options = try self.options()
                        sizesCount = options.sizes?.count
                    } catch {
                        try recover(at: member.valueStart, key: keyStart &+ end) { checker, value in
                            sizesCount = checker.decodeOptions(value, pointer: "/options").sizes?.count
                        }
                    }
                }
            } while try next(UInt8(ascii: "{"))
        }
        if let error = JSONParser.trailingError(in: buffer, at: index) { throw error }
        if seen & 1 == 0 { log.add(end, "/root", "the required field 'root' is missing") }
        ids.settle()
        let root = pending.count > 0 ? pending.popLast() : nil
        let entryCount = (entries?.count ?? 0) + (formats?.count ?? 0)
        if let root, log.count == 0, tooDeep == nil, viewCount <= limits.maxViews, ids.duplicates.isEmpty,
            (sizesCount ?? 0) <= limits.maxSizes,
            entryCount <= limits.maxConstraints, constraintsAt == nil || entries != nil, formatsAt == nil || formats != nil,
            let document = try? resolved(root, entries: entries ?? [], formats: formats, options: options) {
            return .success(document)
        }
        return .failure(try problem(root: root, constraintsAt: constraintsAt, formatsAt: formatsAt, sizes: sizesCount))
    }

    /// The document of a valid `root`, its constraints resolved as read.
    private func resolved(
        _ root: ViewNode, entries: [ConstraintEntry], formats: [FormatEntry]?, options: LayoutOptions
    ) throws(Declined) -> LayoutDocument {
        // The Visual Format Language's `|` needs every view's superview: only then is the
        // whole namespace built; constraints alone are resolved against the ids read, numbered.
        let namespace = formats?.isEmpty == false ? Self.namespace(of: root, views: viewCount) : nil
        // The contract's order of addition: `constraints`, then `visualFormat`, whatever the key order.
        var constraints: [LayoutConstraint] = []
        if let namespace {
            constraints = try resolve(entries, lookup: namespace)
        } else if !entries.isEmpty {
            constraints = try NumberedIDs.resolving(ids, root: root, views: viewCount) { ids throws(Declined) in
                try resolve(entries, lookup: ids)
            }
        }
        // One constraint per `constraints` entry; a visual format's line gives several.
        var conditioned: [ConditionedConstraints] = []
        for position in entries.indices {
            if case .object(let object) = entries[position], let when = object.when {
                conditioned.append(ConditionedConstraints(range: position..<position + 1, when: when))
            }
        }
        if let namespace {
            for (position, format) in (formats ?? []).enumerated() {
                let start = constraints.count
                constraints += try format.constraints(name: "visualFormat[\(position)]", namespace: namespace)
                if let when = format.when {
                    conditioned.append(ConditionedConstraints(range: start..<constraints.count, when: when))
                }
            }
        }
        var document = LayoutDocument(decodedRoot: root, constraints: constraints, options: options)
        document.variantViews = variantViews
        document.conditionedConstraints = conditioned
        return document
    }

    /// Why the document read is not one: a limit passed (413, or 422 for the depth), else every
    /// error, the constraints' and visual formats' found now, by reading them again whole with
    /// every id known.
    private mutating func problem(
        root: ViewNode?, constraintsAt: Member?, formatsAt: Member?, sizes: Int?
    ) throws(JSONParseError) -> Problem {
        // Read again: already checked as JSON.
        let constraintTape = try constraintsAt.map { member throws(JSONParseError) in try JSONParser.value(in: json, at: member.valueStart).tape }
        let formatTape = try formatsAt.map { member throws(JSONParseError) in try JSONParser.value(in: json, at: member.valueStart).tape }
        func count(_ tape: JSONTape?) -> Int? {
            tape?.withReader { reader in reader.kind(reader.root) == .array ? reader.count(reader.root) : nil }
        }
        if let problem = Self.limitProblem(
            views: viewCount, constraints: count(constraintTape), formats: count(formatTape), limits: limits) {
            return problem
        }
        if let problem = Self.sizesProblem(sizes, limits: limits) { return problem }
        if let tooDeep { return Self.tooDeep(tooDeep, limits: limits) }
        let firsts = ids.duplicates.isEmpty ? [:] : repeatedIDs()
        var namespace = ItemNamespace()
        if let root { namespace = Self.namespace(of: root, views: viewCount, firsts: firsts) }
        let log = log
        if let member = constraintsAt, let tape = constraintTape {
            tape.withReader { reader in
                let checker = FieldChecker(reader: reader)
                checker.namespace = namespace
                var constraints: [LayoutConstraint] = []
                checker.decodeConstraints(reader.root, pointer: "/constraints", into: &constraints)
                log.add(member.keyStart &+ end, checker.errors, unlisted: checker.errorCount - checker.errors.count)
            }
        }
        if let member = formatsAt, let tape = formatTape {
            tape.withReader { reader in
                let checker = FieldChecker(reader: reader)
                checker.namespace = namespace
                var constraints: [LayoutConstraint] = []
                checker.decodeVisualFormats(reader.root, pointer: "/visualFormat", into: &constraints)
                log.add(member.keyStart &+ end, checker.errors, unlisted: checker.errorCount - checker.errors.count)
            }
        }
        return Self.invalid(log.listed, count: log.count)
    }

    /// Logs each repeated id at its place, naming where it was first declared; returns, for each
    /// such id, the pointer of its first declaration.
    private mutating func repeatedIDs() -> [String: String] {
        var firsts: [String: String] = [:]
        func offset(_ start: UnsafePointer<UInt8>) -> Int { idOffset(start) }
        let duplicates = ids.duplicates
        let pointers = pointers(at: Set(duplicates.flatMap { [offset($0.start), offset($0.first)] }))
        for duplicate in duplicates {
            let at = offset(duplicate.start)
            let id = String(decoding: UnsafeBufferPointer(start: duplicate.start, count: duplicate.count), as: UTF8.self)
            firsts[id] = pointers[offset(duplicate.first)] ?? "?"
            log.add(
                at, pointers[at] ?? "?",
                "duplicate id '\(id)' (first declared at \(pointers[offset(duplicate.first)] ?? "?")); views and layout guides share one namespace")
        }
        return firsts
    }

    /// The answer to a body whose value is not an object: 400 when it is not JSON, else 422.
    private mutating func notAnObject() throws(JSONParseError) -> Result<LayoutDocument, Problem> {
        let (tape, after) = try JSONParser.value(in: json, at: index)
        if let error = JSONParser.trailingError(in: buffer, at: after) { throw error }
        let found = tape.withReader { reader in reader.typeDescription(reader.root) }
        return .failure(Self.invalid([Problem.FieldError(
            pointer: "", detail: "the document must be a JSON object, found \(found)")]))
    }

    private mutating func options() throws(Declined) -> LayoutOptions {
        var options = LayoutOptions()
        try object { decoder, key throws(Declined) in
            switch key {
            case "layoutDirection":
                options.layoutDirection = try decoder.layoutDirection()
                return 1
            case "frames":
                switch JSONKey(bytes: try decoder.string()) {
                case "superview": options.frames = .superview
                case "absolute": options.frames = .absolute
                default: throw Declined()
                }
                return 2
            case "include":
                if try decoder.open(UInt8(ascii: "[")) {
                    repeat {
                        switch JSONKey(bytes: try decoder.string()) {
                        case "constraints": options.includeConstraints = true
                        case "text": options.includeText = true
                        default: throw Declined()
                        }
                    } while try decoder.more(UInt8(ascii: "["))
                }
                return 4
            case "displayScale":
                options.displayScale = try decoder.displayScale()
                return 8
            case "rounding":
                switch JSONKey(bytes: try decoder.string()) {
                case "none": options.rounding = .none
                case "pixel": options.rounding = .pixel
                default: throw Declined()
                }
                return 16
            case "render":
                var render = RenderOptions()
                try decoder.object { decoder, key throws(Declined) in
                    switch key {
                    case "labels":
                        render.labels = try decoder.bool()
                        return 1
                    case "guides":
                        render.guides = try decoder.bool()
                        return 2
                    default: throw Declined()
                    }
                }
                options.render = render
                return 32
            case "sizes":
                options.sizes = try decoder.sizes()
                return 64
            default: throw Declined()
            }
        }
        return options
    }
}
