extension DocumentDecoder {
    /// A `constraints` entry as read, resolved once every id is known.
    enum ConstraintEntry {
        /// The string's bytes where the decoder read them (the input's, or its unescaped copy's):
        /// valid while the decoder lives, so parsed there, not copied into a `String`.
        case text(UnsafeBufferPointer<UInt8>)
        /// Boxed: the object's members are some 150 bytes, which every entry of the list (strings,
        /// most often) would otherwise take and move as the list grows.
        indirect case object(ConstraintObject)
    }

    /// The members of a constraint object, unchecked until resolved.
    struct ConstraintObject {
        var id: String?
        var firstItem: String?
        var firstAttribute: String?
        var relation: String?
        var secondItem: String?
        var secondAttribute: String?
        var multiplier = 1.0
        var constant = 0.0
        var priority = 1000.0
        var when: VariantCondition?
    }

    /// The entries of `constraints`, within the limit.
    mutating func constraintEntries() throws(Declined) -> [ConstraintEntry] {
        guard try open(UInt8(ascii: "[")) else { return [] }
        var entries: [ConstraintEntry] = []
        repeat {
            skipSpace()
            if current == UInt8(ascii: "{") {
                entries.append(.object(try constraintObject()))
            } else {
                entries.append(.text(try string()))
            }
            guard entries.count <= limits.maxConstraints else { throw Declined() }
        } while try more(UInt8(ascii: "["))
        return entries
    }

    private mutating func constraintObject() throws(Declined) -> ConstraintObject {
        var object = ConstraintObject()
        var seen = 0
        guard try open(UInt8(ascii: "{")) else { throw Declined() }
        repeat {
            let field: Int
            switch try key() {
            case "id": field = 0
            case "firstItem": field = 1
            case "firstAttribute": field = 2
            case "relation": field = 3
            case "secondItem": field = 4
            case "secondAttribute": field = 5
            case "multiplier": field = 6
            case "constant": field = 7
            case "priority": field = 8
            case "when": field = 9
            default: throw Declined()
            }
            guard seen & (1 << field) == 0 else { throw Declined() }
            seen |= 1 << field
            switch field {
            case 0: object.id = Self.text(try string())
            case 1: object.firstItem = Self.text(try string())
            case 2: object.firstAttribute = Self.text(try string())
            case 3: object.relation = Self.text(try string())
            case 4: object.secondItem = Self.text(try string())
            case 5: object.secondAttribute = Self.text(try string())
            case 6: object.multiplier = try number()
            case 7: object.constant = try number()
            case 9: object.when = try condition()
            default: object.priority = try anyPriority()
            }
        } while try more(UInt8(ascii: "{"))
        return object
    }

    /// The constraints, resolved; any problem declines (the error path then reads them again whole).
    ///
    /// `lookup` answers each item's id: the decoder's own table of the ids it read, numbered in
    /// tree order (``NumberedIDs``), so that each string is parsed and resolved once, its items to
    /// owner numbers, with no table built for the constraints; or a whole namespace, where the
    /// visual formats need one.
    /// - Complexity: O(total length of the entries), expected.
    func resolve(_ entries: [ConstraintEntry], lookup: some ItemLookup) throws(Declined) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(entries.count)
        for position in entries.indices {
            let name = ConstraintName.constraintsEntry(position)
            switch entries[position] {
            case .text(let text):
                guard let syntax = try? ConstraintSyntax.parse(utf8: text) else { throw Declined() }
                do throws(ColumnErrors) {
                    constraints.append(try syntax.resolve(in: text, defaultName: name, namespace: lookup))
                } catch {
                    throw Declined()
                }
            case .object(let object):
                constraints.append(try resolve(object, name: name, in: lookup))
            }
        }
        return constraints
    }

    /// As `FieldChecker.decodeConstraintObject`: the required members, an id without `:` or
    /// surrounding spaces, known items and attributes, a known relation, and no rule broken.
    private func resolve(_ object: ConstraintObject, name: ConstraintName, in namespace: some ItemLookup) throws(Declined) -> LayoutConstraint {
        guard let firstPath = object.firstItem, let firstName = object.firstAttribute, let relationName = object.relation,
              (object.secondItem == nil) == (object.secondAttribute == nil),
              case .success(let firstItem) = firstPath.withContiguousUTF8(namespace.resolveAnchor(utf8:)),
              let firstAttribute = LayoutAttribute(rawValue: firstName),
              let relation = FieldChecker.relationNames.first(where: { $0.0 == relationName })?.1
        else { throw Declined() }
        if let id = object.id {
            guard !id.isEmpty, !id.contains(":"), id.trimmingSpaces() == id else { throw Declined() }
        }
        let first = LayoutAnchor(firstItem, firstAttribute)
        var second: LayoutAnchor?
        if let secondPath = object.secondItem, let secondName = object.secondAttribute {
            guard case .success(let item) = secondPath.withContiguousUTF8(namespace.resolveAnchor(utf8:)),
                let attribute = LayoutAttribute(rawValue: secondName)
            else { throw Declined() }
            second = LayoutAnchor(item, attribute)
        }
        guard ConstraintRules.holds(first: first, second: second, multiplier: object.multiplier, priority: object.priority)
        else { throw Declined() }
        return LayoutConstraint(
            label: object.id.map(ConstraintName.init) ?? name, first: first, relation: relation, second: second,
            multiplier: second == nil ? 1 : object.multiplier, constant: object.constant, priority: object.priority)
    }
}
