import ConstraintSolver
@_spi(Testing) @testable import LayoutEngine

/// Whether a layout is *an* optimum of its document, whatever strategy made it, judged without
/// the direct method: the strict-priority error vector of the constraints the simplex is given
/// (``LoweredLayout``'s, per priority level the sum of their violations) at the layout's frames,
/// against the simplex's own. The frames are pinned by required constraints and the simplex
/// then solves for the rest (the stacks' layout guides, which no frame shows); every document
/// constraint is evaluated at that solution. Equal vectors, level by level, mean equal optima.
enum OptimalityCheck {
    /// Per priority (1000 for required constraints, kept broken if they conflict), the summed
    /// violation of `document`'s lowered constraints: at the simplex's own optimum when `frames`
    /// is nil, else with every view's frame pinned to `frames` (in the document's frame space).
    static func errorVector(_ document: LayoutDocument, frames: [ViewFrame]?) -> [Double: Double] {
        errorVectorAndWeights(document, frames: frames).errors
    }

    /// ``errorVector(_:frames:)``, and per priority the sum of the magnitudes of its constraints'
    /// coefficients: how much the level's error can move when every value moves by 1.
    static func errorVectorAndWeights(
        _ document: LayoutDocument, frames: [ViewFrame]?
    ) -> (errors: [Double: Double], weights: [Double: Double]) {
        let lowered = LoweredLayout(document: document)
        if let frames {
            var absolute: [SIMD2<Double>] = []
            for (view, frame) in frames.enumerated() {
                let parent = Int(lowered.tree.parents[view])
                let origin = document.options.frames == .superview && parent >= 0 ? absolute[parent] : .zero
                absolute.append(SIMD2(frame.x, frame.y) + origin)
                for axis in 0..<2 {
                    var terms: [Term] = []
                    lowered.lowering.appendDifference(view, -1, axis: axis, scale: 1, &terms)
                    _ = try? lowered.solver.add(Constraint(
                        LinearExpression(terms, constant: -absolute[view][axis]), .equal, priority: .required))
                    _ = try? lowered.solver.add(Constraint(
                        LinearExpression([Term(lowered.lowering.size(view, axis))], constant: -(axis == 0 ? frame.width : frame.height)),
                        .equal, priority: .required))
                }
            }
        }
        lowered.solve()
        var errors: [Double: Double] = [:]
        var weights: [Double: Double] = [:]
        for index in lowered.constraints.indices {
            let constraint = lowered.lowering.lower(lowered.constraints[index], priority: .required)
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * lowered.solver.value(of: term.variable) }
            weights[lowered.constraints[index].priority, default: 0] += constraint.expression.terms.reduce(0) {
                $0 + abs($1.coefficient)
            }
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            errors[lowered.constraints[index].priority, default: 0] += violation
        }
        return (errors, weights)
    }

    /// What differs between the error vector at `frames` and at the simplex's optimum, level by
    /// level within 1e-9 of the magnitude (at least 1); empty when `frames` are optimal.
    /// - Parameter written: how far each value of `frames` may be from the one solved (frames read
    ///   back from a response's bytes are within 5e-10: written noise-free, to 1e-9); a level's
    ///   error may then move by that much times its weight (``errorVectorAndWeights(_:frames:)``).
    static func problems(_ document: LayoutDocument, frames: [ViewFrame], written: Double = 0) -> [String] {
        let optimum = errorVector(document, frames: nil)
        let (actual, weights) = errorVectorAndWeights(document, frames: frames)
        var problems: [String] = []
        for level in Set(optimum.keys).union(actual.keys).sorted(by: >) {
            let (a, b) = (actual[level] ?? 0, optimum[level] ?? 0)
            if abs(a - b) > 1e-9 * max(1, abs(a), abs(b)) + written * (weights[level] ?? 0) {
                problems.append("error at \(level): \(a), the optimum's \(b)")
            }
        }
        return problems
    }

    /// Equal within 1e-9 of the magnitude (at least 1).
    static func close(_ a: Double, _ b: Double) -> Bool {
        a.isFinite && b.isFinite && abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    /// ``differences(_:actual:expected:close:written:)``, and the same counts in `stats` (variables
    /// and constraints, which the fast strategies count as the builders would).
    static func differencesAndCounts(
        _ document: LayoutDocument, actual: LayoutResponse, expected: LayoutResponse,
        close: (Double, Double) -> Bool = OptimalityCheck.close
    ) -> [String] {
        var problems = differences(document, actual: actual, expected: expected, close: close)
        if actual.stats.variables != expected.stats.variables || actual.stats.constraints != expected.stats.constraints {
            problems.append("stats \(actual.stats), solver \(expected.stats)")
        }
        return problems
    }

    /// `actual` (any strategy's response) against `expected` (the whole-document simplex's) for
    /// `document`: the same diagnostics, the same values where the simplex reports them unique
    /// (equal by `close`), and, when a value is ambiguous, frames that are optimal
    /// (``problems(_:frames:)``). Empty when they agree.
    /// - Parameter written: as in ``problems(_:frames:written:)``.
    static func differences(
        _ document: LayoutDocument, actual: LayoutResponse, expected: LayoutResponse,
        close: (Double, Double) -> Bool = OptimalityCheck.close, written: Double = 0
    ) -> [String] {
        var problems: [String] = []
        if actual.diagnostics != expected.diagnostics {
            problems.append("diagnostics \(actual.diagnostics), solver \(expected.diagnostics)")
        }
        var ambiguous: [String: Set<String>] = [:]
        for case let .ambiguous(view, attributes, _) in expected.diagnostics { ambiguous[view] = Set(attributes) }
        if actual.frames.count != expected.frames.count {
            problems.append("\(actual.frames.count) frames, the solver \(expected.frames.count)")
        }
        for (a, b) in zip(actual.frames, expected.frames) {
            let free = ambiguous[b.id] ?? []
            let same = a.id == b.id
                && (free.contains("x") || close(a.x, b.x)) && (free.contains("y") || close(a.y, b.y))
                && (free.contains("width") || close(a.width, b.width)) && (free.contains("height") || close(a.height, b.height))
            if !same { problems.append("engine \(a), solver \(b)") }
        }
        if problems.isEmpty && !ambiguous.isEmpty {
            problems += Self.problems(document, frames: actual.frames, written: written)
        }
        return problems
    }
}
