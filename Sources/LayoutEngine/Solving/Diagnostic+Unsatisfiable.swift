extension Diagnostic {
    /// The `unsatisfiable` diagnostic of the required constraints `set` (in order of addition),
    /// which cannot all hold with `broken` (added after them, then kept at `Priority.broken`),
    /// listed with it last: UIKit's wording, each
    /// constraint named as diagnostics name it and written in the request grammar. One wording
    /// whichever strategy found the conflict (the whole-document solver, or a dependent block's).
    static func unsatisfiable(
        _ set: [BuiltConstraint], broken: BuiltConstraint, in tree: LayoutTree, guides: GuideRegistry
    ) -> Diagnostic {
        func line(_ constraint: BuiltConstraint) -> String {
            "\(tree.diagnosticName(constraint, guides: guides)): \(ConstraintPrinter.body(tree.layoutConstraint(constraint, guides: guides)))"
        }
        var message = "Unable to simultaneously satisfy constraints.\n"
        message += "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
        message += (set + [broken]).map { "    \"\(line($0))\"" }.joined(separator: ",\n")
        message += "\n)\n\nWill attempt to recover by breaking constraint\n"
        message += "\"\(line(broken))\""
        return .unsatisfiable(
            message: message, constraints: (set + [broken]).map { tree.diagnosticName($0, guides: guides) },
            broken: tree.diagnosticName(broken, guides: guides))
    }
}
