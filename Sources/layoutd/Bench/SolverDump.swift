import ConstraintSolver

/// A constraint-system dump (the format in `Benchmarks/README.md`), parsed into the
/// solver calls it replays, so that replaying times the solver and nothing else.
struct SolverDump {
    enum Operation {
        case add(Constraint)
        case edit(Variable, Priority)
        case suggest(Variable, Double)
    }

    struct Phase {
        var name: String
        var operations: [Operation] = []
    }

    struct ParseError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    var variableNames: [String] = []
    var phases: [Phase] = []

    /// The constraints and edit variables added over all phases.
    var constraintCount: Int {
        phases.reduce(0) { total, phase in
            total + phase.operations.reduce(0) { count, operation in
                switch operation {
                case .add, .edit: count + 1
                case .suggest: count
                }
            }
        }
    }

    init(text: Substring) throws {
        var variables: [Substring: Variable] = [:]
        func variable(_ name: Substring, _ line: Int) throws -> Variable {
            guard let found = variables[name] else { throw ParseError(line: line, message: "undeclared variable \(name)") }
            return found
        }
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let keyword = words.first, !keyword.hasPrefix("#") else { continue }
            switch keyword {
            case "var":
                guard words.count == 2 else { throw ParseError(line: line, message: "var takes one name") }
                guard variables[words[1]] == nil else { throw ParseError(line: line, message: "duplicate variable \(words[1])") }
                variables[words[1]] = Variable(index: variableNames.count)
                variableNames.append(String(words[1]))
            case "phase":
                guard words.count == 2 else { throw ParseError(line: line, message: "phase takes one name") }
                phases.append(Phase(name: String(words[1])))
            case "c":
                try append(.add(Self.constraint(words.dropFirst(), line: line, variable: variable)), line: line)
            case "edit":
                guard words.count == 3 else { throw ParseError(line: line, message: "edit takes a name and a priority") }
                try append(.edit(variable(words[1], line), Self.priority(words[2], line: line)), line: line)
            case "suggest":
                guard words.count == 3, let value = Double(words[2]) else {
                    throw ParseError(line: line, message: "suggest takes a name and a number")
                }
                try append(.suggest(variable(words[1], line), value), line: line)
            default:
                throw ParseError(line: line, message: "unknown keyword \(keyword)")
            }
        }
    }

    private mutating func append(_ operation: Operation, line: Int) throws {
        if phases.isEmpty { phases.append(Phase(name: "build")) }
        phases[phases.count - 1].operations.append(operation)
    }

    /// `coef*name ... OP constant [@priority]`.
    private static func constraint(
        _ words: ArraySlice<Substring>, line: Int, variable: (Substring, Int) throws -> Variable
    ) throws -> Constraint {
        var terms: [Term] = []
        var relation: Relation?
        var constant: Double?
        var priority = Priority.required
        for word in words {
            if relation == nil {
                switch word {
                case "==": relation = .equal
                case "<=": relation = .lessThanOrEqual
                case ">=": relation = .greaterThanOrEqual
                default:
                    guard let star = word.firstIndex(of: "*"), let coefficient = Double(word[..<star]) else {
                        throw ParseError(line: line, message: "bad term \(word)")
                    }
                    terms.append(Term(try variable(word[word.index(after: star)...], line), coefficient))
                }
            } else if constant == nil {
                guard let value = Double(word) else { throw ParseError(line: line, message: "bad constant \(word)") }
                constant = value
            } else if word.hasPrefix("@") {
                priority = try Self.priority(word.dropFirst(), line: line)
            } else {
                throw ParseError(line: line, message: "unexpected \(word)")
            }
        }
        guard let relation, let constant else { throw ParseError(line: line, message: "constraint needs OP and constant") }
        return Constraint(LinearExpression(terms, constant: -constant), relation)
            .with(priority: priority)
    }

    private static func priority(_ word: Substring, line: Int) throws -> Priority {
        switch word {
        case "required": return .required
        case "broken": return .broken
        default:
            guard let value = Double(word), value >= 1, value <= 1000 else {
                throw ParseError(line: line, message: "bad priority \(word)")
            }
            return Priority(value)
        }
    }
}

extension Constraint {
    fileprivate func with(priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }
}
