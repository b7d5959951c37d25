/// One side of a constraint as written: where its item path and its attribute name lie in the text.
struct AnchorSyntax {
    /// The item path's bytes: every segment before the attribute, dots included.
    var item: Range<Int>
    /// The attribute name's bytes.
    var attribute: Range<Int>
}

/// A constraint string split into its parts, before any id or attribute is looked up.
///
/// The parts are byte ranges of the constraint string's bytes, which the caller keeps and hands
/// back to ``resolve(in:defaultName:namespace:)``: parsing makes no string (so a constraint read
/// from a document is parsed where the decoder read it, and the parts are plain values, copied
/// without reference counting), the name is made by the resolve, and a column is worked out only
/// for an error.
struct ConstraintSyntax {
    /// Where the `:` after a name is; nil when there is no name.
    var colon: Int?
    var first: AnchorSyntax
    var relation: LayoutConstraint.Relation
    var second: AnchorSyntax?
    var multiplier = 1.0
    /// Where a written multiplier begins; nil when there is none.
    var multiplierOffset: Int?
    var constant = 0.0
    var priority = 1000.0
    /// Where a written priority begins (0 when there is none: no priority problem then).
    var priorityOffset = 0

    /// Splits the constraint string `bytes` (UTF-8) into its parts.
    /// - Complexity: O(n) in the text's length, but for the column of an error.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ColumnError) -> ConstraintSyntax {
        var scanner = TextScanner(bytes)
        // A name is everything before the first `:` (items never contain one).
        let colon = TextScanner.firstIndex(of: UInt8(ascii: ":"), in: bytes, from: 0, to: bytes.count)
        if let colon {
            guard Self.hasName(in: bytes, before: colon) else {
                throw ColumnError(column: 1, message: "expected a name before ':'")
            }
            scanner.index = colon + 1
        }
        scanner.skipSpaces()
        let first = try anchor(&scanner, expecting: "item.attribute")
        scanner.skipSpaces()
        guard let relation = relation(&scanner) else {
            throw ColumnError(column: scanner.column, message: "expected a relation (==, >=, <=), found \(scanner.found)")
        }
        scanner.skipSpaces()
        // The parts are gathered in locals and the syntax is made once, where it is returned: a
        // syntax made first and filled in was copied twice on its way out (two `memcpy`s a string).
        let numberOffset = scanner.index
        let second: AnchorSyntax
        var multiplier = 1.0
        var multiplierOffset: Int?
        if let number = scanner.signedNumber() {
            scanner.skipSpaces()
            guard scanner.current == UInt8(ascii: "*") else {
                try Self.checkConstant(number, scanner, at: numberOffset)
                let priority = try Self.priority(&scanner, expecting: "'@' or the end")
                return ConstraintSyntax(
                    colon: colon, first: first, relation: relation, second: nil, constant: number,
                    priority: priority.value, priorityOffset: priority.offset)
            }
            scanner.index += 1
            scanner.skipSpaces()
            multiplier = number
            multiplierOffset = numberOffset
            second = try anchor(&scanner, expecting: "item.attribute")
        } else {
            second = try anchor(&scanner, expecting: "item.attribute or a constant")
        }
        scanner.skipSpaces()
        if scanner.current == UInt8(ascii: "*") {
            scanner.index += 1
            scanner.skipSpaces()
            let offset = scanner.index
            guard let number = scanner.signedNumber() else {
                throw ColumnError(column: scanner.column, message: "expected a multiplier after '*', found \(scanner.found)")
            }
            if multiplierOffset != nil {
                throw ColumnError(column: scanner.column(at: offset), message: "the multiplier is given twice")
            }
            multiplier = number
            multiplierOffset = offset
            scanner.skipSpaces()
        }
        var constant = 0.0
        let priority: (value: Double, offset: Int)
        if let sign = scanner.current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            scanner.index += 1
            scanner.skipSpaces()
            let offset = scanner.index
            guard let number = scanner.unsignedNumber() else {
                throw ColumnError(
                    column: scanner.column,
                    message: "expected a constant after '\(Character(Unicode.Scalar(sign)))', found \(scanner.found)")
            }
            try Self.checkConstant(number, scanner, at: offset)
            constant = sign == UInt8(ascii: "-") ? -number : number
            priority = try Self.priority(&scanner, expecting: "'@' or the end")
        } else {
            priority = try Self.priority(&scanner, expecting: "'*', '+', '-', '@' or the end")
        }
        return ConstraintSyntax(
            colon: colon, first: first, relation: relation, second: second, multiplier: multiplier,
            multiplierOffset: multiplierOffset, constant: constant, priority: priority.value,
            priorityOffset: priority.offset)
    }

    /// The name written before the `:`, without leading and trailing spaces and tabs; nil when
    /// there is none. `bytes` are the constraint string's, the ones it was parsed from.
    func name(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        colon.map { colon in
            let scanner = TextScanner(bytes)
            if let trimmed = Self.asciiName(in: bytes, before: colon) { return scanner.text(trimmed) }
            return scanner.text(0..<colon).trimmingSpaces()
        }
    }

    /// Whether the text before the colon at `colon` holds more than spaces and tabs.
    private static func hasName(in bytes: UnsafeBufferPointer<UInt8>, before colon: Int) -> Bool {
        if let trimmed = asciiName(in: bytes, before: colon) { return !trimmed.isEmpty }
        return !TextScanner(bytes).text(0..<colon).trimmingSpaces().isEmpty
    }

    /// The bytes of the ASCII name before the colon at `colon`, trimmed of spaces and tabs;
    /// nil past ASCII, where a space can begin a character (a space with a combining mark),
    /// which `trimmingSpaces` keeps: the characters decide there.
    private static func asciiName(in bytes: UnsafeBufferPointer<UInt8>, before colon: Int) -> Range<Int>? {
        if bytes[0..<colon].contains(where: { $0 >= 0x80 }) { return nil }
        var start = 0, end = colon
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
            start += 1
        }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        return start..<end
    }

    /// A constant must be a length (``ConstraintRules/lengthProblem(_:_:)``).
    private static func checkConstant(_ value: Double, _ scanner: TextScanner, at offset: Int) throws(ColumnError) {
        if let problem = ConstraintRules.lengthProblem(value, "the constant") {
            throw ColumnError(column: scanner.column(at: offset), message: problem)
        }
    }

    /// The priority after `@` and where it begins, or 1000 at 0 (no priority problem then) when
    /// none is written; the text must end after it (else `expecting` says what could come).
    private static func priority(
        _ scanner: inout TextScanner, expecting: String
    ) throws(ColumnError) -> (value: Double, offset: Int) {
        scanner.skipSpaces()
        guard scanner.current == UInt8(ascii: "@") else {
            try checkEnd(scanner, expecting: expecting)
            return (1000, 0)
        }
        scanner.index += 1
        scanner.skipSpaces()
        let offset = scanner.index
        let value: Double
        if let number = scanner.signedNumber() {
            value = number
        } else if let word = scanner.identifier(hyphens: false) {
            guard let named = ConstraintRules.namedPriority(UnsafeBufferPointer(rebasing: scanner.bytes[word])) else {
                throw ColumnError(
                    column: scanner.column(at: offset),
                    message: "unknown priority '\(scanner.text(word))'; " + ConstraintRules.priorityRangeDetail)
            }
            value = named
        } else {
            throw ColumnError(column: scanner.column, message: "expected a priority after '@', found \(scanner.found)")
        }
        scanner.skipSpaces()
        try checkEnd(scanner, expecting: "the end")
        return (value, offset)
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
        while scanner.current == UInt8(ascii: ".") {
            scanner.index += 1
            guard let next = scanner.identifier(hyphens: true) else {
                throw ColumnError(column: scanner.column, message: "expected an attribute after '.', found \(scanner.found)")
            }
            segment = next
        }
        guard segment.lowerBound > start else {
            throw ColumnError(
                column: scanner.column(at: start),
                message: "expected item.attribute: '\(scanner.text(segment))' has no '.attribute'")
        }
        // Attributes have no hyphen: one here begins `- constant`.
        if let dash = TextScanner.firstIndex(
            of: UInt8(ascii: "-"), in: scanner.bytes, from: segment.lowerBound, to: segment.upperBound) {
            segment = segment.lowerBound..<dash
            scanner.index = dash
        }
        // The item is every segment before the attribute, dots included: the text up to the last dot.
        return AnchorSyntax(item: start..<segment.lowerBound - 1, attribute: segment)
    }
}
