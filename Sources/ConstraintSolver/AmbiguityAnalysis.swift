/// Which values are the same in every optimal solution, computed once after solving.
///
/// The optimal solutions form a face of the feasible polyhedron: every nonbasic symbol
/// with a nonzero reduced cost at some level is fixed at 0, the others (the *free*
/// symbols) may move. A linear function of the variables is unique iff it is constant
/// on that face, i.e. iff its row over the free symbols lies in the span of the
/// implicit equalities of the tangent cone at the current solution.
public struct AmbiguityAnalysis: Sendable {
    /// Variable `v`'s row over the free symbols is `variableTerms[variableStarts[v]..<variableStarts[v + 1]]`:
    /// `(symbol, coefficient)` by symbol id.
    let variableStarts: [Int32]
    let variableTerms: [FreeTerm]
    /// The component of each free symbol, or -1 for symbols that are not free.
    let componentOf: [Int32]
    /// The position of each free symbol within its component.
    let localIndex: [Int32]
    /// Per component, the implicit equalities in reduced row echelon form (empty when the
    /// component has none, so every direction over it is open).
    let bases: [ComponentBasis]

    struct FreeTerm: Sendable, Equatable {
        var symbol: Int32
        var coefficient: Double
    }

    struct ComponentBasis: Sendable {
        var pivots: [Int]
        var rows: [[Double]]
    }

    /// Whether `variable` has the same value in every optimal solution.
    /// - Complexity: proportional to the variable's row.
    public func isUnique(_ variable: Variable) -> Bool {
        isUnique(terms: row(of: variable))
    }

    /// Whether `expression` has the same value in every optimal solution
    /// (for instance `minX(view) - minX(superview)`, unique even when the two are not).
    /// - Complexity: proportional to the rows of its variables.
    public func isUnique(_ expression: LinearExpression) -> Bool {
        var entries: [FreeTerm] = []
        for term in expression.terms {
            for free in row(of: term.variable) {
                entries.append(FreeTerm(symbol: free.symbol, coefficient: free.coefficient * term.coefficient))
            }
        }
        entries.sort { $0.symbol < $1.symbol }
        var combined: [FreeTerm] = []
        for entry in entries {
            if let last = combined.last, last.symbol == entry.symbol {
                combined[combined.count - 1].coefficient += entry.coefficient
            } else {
                combined.append(entry)
            }
        }
        return isUnique(terms: combined[...])
    }

    private func row(of variable: Variable) -> ArraySlice<FreeTerm> {
        variableTerms[Int(variableStarts[variable.index])..<Int(variableStarts[variable.index + 1])]
    }

    private func isUnique(terms: ArraySlice<FreeTerm>) -> Bool {
        var scale = 0.0
        for term in terms { scale = max(scale, abs(term.coefficient)) }
        let tolerance = nearZeroTolerance * max(1, scale)
        var byComponent: [Int32: [Double]] = [:]
        for term in terms where abs(term.coefficient) > tolerance {
            let component = componentOf[Int(term.symbol)]
            let basis = bases[Int(component)]
            // No implicit equality: every direction over this component is open.
            if basis.rows.isEmpty { return false }
            let width = basis.rows[0].count
            byComponent[component, default: [Double](repeating: 0, count: width)][Int(localIndex[Int(term.symbol)])] += term.coefficient
        }
        // Each component is checked on its own; the order does not matter.
        for (component, vector) in byComponent {
            if !inSpan(vector, of: bases[Int(component)], tolerance: tolerance) { return false }
        }
        return true
    }

    private func inSpan(_ vector: [Double], of basis: ComponentBasis, tolerance: Double) -> Bool {
        var residual = vector
        for (row, pivot) in zip(basis.rows, basis.pivots) {
            let factor = residual[pivot]
            if factor == 0 { continue }
            for i in residual.indices where row[i] != 0 { residual[i] -= factor * row[i] }
        }
        return residual.allSatisfy { abs($0) <= tolerance }
    }
}
