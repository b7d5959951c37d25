/// One side of a constraint as written: an item path and an attribute name, with their columns.
struct AnchorSyntax {
    var item: String
    var itemColumn: Int
    var attribute: String
    var attributeColumn: Int
}

/// A constraint string split into its parts, before any id or attribute is looked up.
struct ConstraintSyntax {
    var name: String?
    var first: AnchorSyntax
    var relation: LayoutConstraint.Relation
    var second: AnchorSyntax?
    var multiplier = 1.0
    var multiplierColumn = 1
    var hasLeadingMultiplier = false
    var constant = 0.0
    var priority = 1000.0
    var priorityColumn = 1

    static func parse(_ text: String) throws(ColumnError) -> ConstraintSyntax {
        var scanner = TextScanner(text)
        var name: String?
        if let colon = scanner.bytes.firstIndex(of: UInt8(ascii: ":")) {
            let raw = String(decoding: scanner.bytes[..<colon], as: UTF8.self)
            let trimmed = raw.trimmingSpaces()
            guard !trimmed.isEmpty else { throw ColumnError(column: 1, message: "expected a name before ':'") }
            name = trimmed
            scanner.index = colon + 1
        }
        scanner.skipSpaces()
        let first = try anchor(&scanner, expecting: "item.attribute")
        scanner.skipSpaces()
        guard let relation = relation(&scanner) else {
            throw ColumnError(column: scanner.column, message: "expected a relation (==, >=, <=), found \(scanner.found)")
        }
        scanner.skipSpaces()
        var syntax = ConstraintSyntax(name: name, first: first, relation: relation)
        let numberColumn = scanner.column
        if let number = scanner.signedNumber() {
            scanner.skipSpaces()
            guard scanner.current == UInt8(ascii: "*") else {
                try Self.checkConstant(number, column: numberColumn)
                syntax.constant = number
                try syntax.parsePriority(&scanner, expecting: "'@' or the end")
                return syntax
            }
            scanner.index += 1
            scanner.skipSpaces()
            syntax.multiplier = number
            syntax.multiplierColumn = numberColumn
            syntax.hasLeadingMultiplier = true
            syntax.second = try anchor(&scanner, expecting: "item.attribute")
        } else {
            syntax.second = try anchor(&scanner, expecting: "item.attribute or a constant")
        }
        scanner.skipSpaces()
        if scanner.current == UInt8(ascii: "*") {
            scanner.index += 1
            scanner.skipSpaces()
            let column = scanner.column
            guard let number = scanner.signedNumber() else {
                throw ColumnError(column: column, message: "expected a multiplier after '*', found \(scanner.found)")
            }
            if syntax.hasLeadingMultiplier {
                throw ColumnError(column: column, message: "the multiplier is given twice")
            }
            syntax.multiplier = number
            syntax.multiplierColumn = column
            scanner.skipSpaces()
        }
        if let sign = scanner.current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            scanner.index += 1
            scanner.skipSpaces()
            let column = scanner.column
            guard let number = scanner.unsignedNumber() else {
                throw ColumnError(
                    column: scanner.column,
                    message: "expected a constant after '\(Character(Unicode.Scalar(sign)))', found \(scanner.found)")
            }
            try Self.checkConstant(number, column: column)
            syntax.constant = sign == UInt8(ascii: "-") ? -number : number
            try syntax.parsePriority(&scanner, expecting: "'@' or the end")
        } else {
            try syntax.parsePriority(&scanner, expecting: "'*', '+', '-', '@' or the end")
        }
        return syntax
    }

    /// A constant must be a length (``ConstraintRules/lengthProblem(_:_:)``).
    private static func checkConstant(_ value: Double, column: Int) throws(ColumnError) {
        if let problem = ConstraintRules.lengthProblem(value, "the constant") {
            throw ColumnError(column: column, message: problem)
        }
    }

    private mutating func parsePriority(_ scanner: inout TextScanner, expecting: String) throws(ColumnError) {
        scanner.skipSpaces()
        if scanner.current == UInt8(ascii: "@") {
            scanner.index += 1
            scanner.skipSpaces()
            priorityColumn = scanner.column
            if let number = scanner.signedNumber() {
                priority = number
            } else if let word = scanner.identifier(hyphens: false) {
                guard let named = ConstraintRules.namedPriority(word) else {
                    throw ColumnError(column: priorityColumn, message: "unknown priority '\(word)'; " + ConstraintRules.priorityRangeDetail)
                }
                priority = named
            } else {
                throw ColumnError(column: priorityColumn, message: "expected a priority after '@', found \(scanner.found)")
            }
            scanner.skipSpaces()
            try Self.checkEnd(scanner, expecting: "the end")
        } else {
            try Self.checkEnd(scanner, expecting: expecting)
        }
    }

    private static func checkEnd(_ scanner: TextScanner, expecting: String) throws(ColumnError) {
        guard scanner.isAtEnd else {
            throw ColumnError(column: scanner.column, message: "expected \(expecting), found \(scanner.found)")
        }
    }

    private static func relation(_ scanner: inout TextScanner) -> LayoutConstraint.Relation? {
        if scanner.consume("==") { return .equal }
        if scanner.consume(">=") { return .greaterThanOrEqual }
        if scanner.consume("<=") { return .lessThanOrEqual }
        return nil
    }

    private static func anchor(_ scanner: inout TextScanner, expecting: String) throws(ColumnError) -> AnchorSyntax {
        let start = scanner.index
        guard var segment = scanner.identifier(hyphens: true) else {
            throw ColumnError(column: scanner.column, message: "expected \(expecting), found \(scanner.found)")
        }
        var segmentStart = start
        while scanner.current == UInt8(ascii: ".") {
            scanner.index += 1
            segmentStart = scanner.index
            guard let next = scanner.identifier(hyphens: true) else {
                throw ColumnError(column: scanner.column, message: "expected an attribute after '.', found \(scanner.found)")
            }
            segment = next
        }
        guard segmentStart > start else {
            throw ColumnError(
                column: scanner.column(at: start), message: "expected item.attribute: '\(segment)' has no '.attribute'")
        }
        // Attributes have no hyphen: one here begins `- constant`.
        if let dash = segment.utf8.firstIndex(of: UInt8(ascii: "-")) {
            let length = segment.utf8.distance(from: segment.utf8.startIndex, to: dash)
            segment = String(decoding: segment.utf8.prefix(length), as: UTF8.self)
            scanner.index = segmentStart + length
        }
        return AnchorSyntax(
            // The item is every segment before the attribute, dots included: the text up to the last dot.
            item: String(decoding: scanner.bytes[start..<segmentStart - 1], as: UTF8.self), itemColumn: scanner.column(at: start),
            attribute: segment, attributeColumn: scanner.column(at: segmentStart))
    }
}
