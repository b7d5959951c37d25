/// Reads the syntax of a visual format; stops at the first syntax error.
///
/// It reads the format's bytes in place, so it lives inside the scope that lends them.
struct VisualFormatSyntaxParser {
    private var scanner: TextScanner
    /// The last column kept for the builder, with its byte offset. The syntax keeps a column
    /// for each view and predicate, asked left to right: each is counted on from the last, so
    /// that a format costs time linear in its length (counted from the start, it was quadratic).
    private var counted = (offset: 0, column: 1)

    /// A parser of the format whose UTF-8 bytes are `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        scanner = TextScanner(bytes)
    }

    /// The cursor's column, for the syntax to keep.
    /// - Complexity: O(bytes since the last column kept), amortized O(1) a byte.
    private mutating func keptColumn() -> Int {
        if scanner.index < counted.offset { counted = (0, 1) }
        counted = (scanner.index, TextScanner.column(in: scanner.bytes, at: scanner.index, after: counted))
        return counted.column
    }

    mutating func parse() throws(ColumnError) -> VisualFormatSyntax {
        scanner.skipSpaces()
        var axis = Axis.horizontal
        if scanner.consume("V:") {
            axis = .vertical
        } else if !scanner.consume("H:"), let next = scanner.peek(1), next == UInt8(ascii: ":") {
            throw ColumnError(column: scanner.column, message: "expected 'H:' or 'V:' before ':', found \(scanner.found)")
        }
        var syntax = VisualFormatSyntax(axis: axis)
        scanner.skipSpaces()
        if scanner.current == UInt8(ascii: "|") {
            syntax.leadingSuperview = keptColumn()
            scanner.index += 1
            syntax.leadingConnection = try connection()
        }
        syntax.views.append(try view())
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { return syntax }
            let connection = try connection()
            scanner.skipSpaces()
            if scanner.current == UInt8(ascii: "|") {
                syntax.trailingSuperview = keptColumn()
                syntax.trailingConnection = connection
                scanner.index += 1
                scanner.skipSpaces()
                guard scanner.isAtEnd else {
                    throw ColumnError(column: scanner.column, message: "expected the end after '|', found \(scanner.found)")
                }
                return syntax
            }
            syntax.connections.append(connection)
            syntax.views.append(try view())
        }
    }

    private mutating func connection() throws(ColumnError) -> VisualFormatSyntax.Connection {
        scanner.skipSpaces()
        guard scanner.current == UInt8(ascii: "-") else {
            if scanner.current == UInt8(ascii: "[") || scanner.current == UInt8(ascii: "|") { return .flush }
            throw ColumnError(column: scanner.column, message: "expected '-', '[' or '|', found \(scanner.found)")
        }
        scanner.index += 1
        scanner.skipSpaces()
        if scanner.current == UInt8(ascii: "[") || scanner.current == UInt8(ascii: "|") { return .standard }
        let predicates: [VisualFormatSyntax.Predicate]
        if scanner.current == UInt8(ascii: "(") {
            predicates = try predicateList()
        } else {
            let column = keptColumn()
            if let number = scanner.unsignedNumber() {
                try Self.checkNumber(number, column: column)
                predicates = [.init(relation: .equal, object: .number(number), objectColumn: column, priorityColumn: column)]
            } else if let metric = scanner.identifier(hyphens: false) {
                predicates = [.init(
                    relation: .equal, object: .name(scanner.text(metric)), objectColumn: column, priorityColumn: column)]
            } else {
                throw ColumnError(
                    column: column, message: "expected a spacing (a number, a metric or '(') or a view after '-', found \(scanner.found)")
            }
        }
        scanner.skipSpaces()
        guard scanner.current == UInt8(ascii: "-") else {
            throw ColumnError(column: scanner.column, message: "expected '-' after the spacing, found \(scanner.found)")
        }
        scanner.index += 1
        return .predicates(predicates)
    }

    private mutating func view() throws(ColumnError) -> VisualFormatSyntax.View {
        scanner.skipSpaces()
        guard scanner.current == UInt8(ascii: "[") else {
            throw ColumnError(column: scanner.column, message: "expected '[' to begin a view, found \(scanner.found)")
        }
        scanner.index += 1
        scanner.skipSpaces()
        let column = keptColumn()
        guard let range = scanner.identifier(hyphens: true) else {
            throw ColumnError(column: column, message: "expected a view name after '[', found \(scanner.found)")
        }
        let name = scanner.text(range)
        scanner.skipSpaces()
        var predicates: [VisualFormatSyntax.Predicate] = []
        if scanner.current == UInt8(ascii: "(") {
            predicates = try predicateList()
            scanner.skipSpaces()
        }
        guard scanner.current == UInt8(ascii: "]") else {
            throw ColumnError(column: scanner.column, message: "expected ']' to end view '\(name)', found \(scanner.found)")
        }
        scanner.index += 1
        return VisualFormatSyntax.View(name: name, column: column, predicates: predicates)
    }

    private mutating func predicateList() throws(ColumnError) -> [VisualFormatSyntax.Predicate] {
        scanner.index += 1
        var predicates: [VisualFormatSyntax.Predicate] = []
        while true {
            scanner.skipSpaces()
            predicates.append(try predicate())
            scanner.skipSpaces()
            if scanner.current == UInt8(ascii: ",") {
                scanner.index += 1
                continue
            }
            guard scanner.current == UInt8(ascii: ")") else {
                throw ColumnError(column: scanner.column, message: "expected ',' or ')' in a predicate list, found \(scanner.found)")
            }
            scanner.index += 1
            return predicates
        }
    }

    private mutating func predicate() throws(ColumnError) -> VisualFormatSyntax.Predicate {
        var relation = LayoutConstraint.Relation.equal
        if scanner.consume("==") {
            relation = .equal
        } else if scanner.consume(">=") {
            relation = .greaterThanOrEqual
        } else if scanner.consume("<=") {
            relation = .lessThanOrEqual
        }
        scanner.skipSpaces()
        let column = keptColumn()
        guard let object = operand() else {
            throw ColumnError(column: column, message: "expected a constant, a metric or a view name, found \(scanner.found)")
        }
        if case .number(let number) = object { try Self.checkNumber(number, column: column) }
        var predicate = VisualFormatSyntax.Predicate(
            relation: relation, object: object, objectColumn: column, priorityColumn: column)
        scanner.skipSpaces()
        if scanner.current == UInt8(ascii: "@") {
            scanner.index += 1
            scanner.skipSpaces()
            predicate.priorityColumn = keptColumn()
            guard let priority = operand() else {
                throw ColumnError(column: scanner.column, message: "expected a priority after '@', found \(scanner.found)")
            }
            predicate.priority = priority
        }
        return predicate
    }

    /// A spacing, size or priority written as a number must be a length
    /// (``ConstraintRules/lengthProblem(_:_:)``); priorities are checked for their own range later.
    private static func checkNumber(_ value: Double, column: Int) throws(ColumnError) {
        if let problem = ConstraintRules.lengthProblem(value, "a number") {
            throw ColumnError(column: column, message: problem)
        }
    }

    private mutating func operand() -> VisualFormatSyntax.Predicate.Object? {
        if let number = scanner.signedNumber() { return .number(number) }
        if let name = scanner.identifier(hyphens: true) { return .name(scanner.text(name)) }
        return nil
    }
}
