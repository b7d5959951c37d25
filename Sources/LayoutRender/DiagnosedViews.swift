import LayoutEngine

/// The views a layout's diagnostics name: those with an ambiguous frame, and those joined by a
/// constraint of an unsatisfiable set. Sets for membership only: nothing is drawn in their order.
struct DiagnosedViews {
    var ambiguous: Set<String> = []
    var unsatisfiable: Set<String> = []

    /// - Complexity: linear in the views, the document's constraints and the diagnostics' names.
    init(_ solved: SolvedLayout) {
        let diagnostics = solved.response.diagnostics
        var conflictNames: [String] = []
        for diagnostic in diagnostics {
            switch diagnostic {
            case .ambiguous(let view, _, _): ambiguous.insert(view)
            case .unsatisfiable(_, let constraints, _): conflictNames += constraints
            case .unsettled: break
            }
        }
        guard !conflictNames.isEmpty else { return }
        let owners = ItemOwners(solved.document.root)
        var byName: [String: [LayoutConstraint]] = [:]
        for constraint in solved.document.constraints { byName[constraint.name, default: []].append(constraint) }
        for name in conflictNames {
            if let constraints = byName[name] {
                for constraint in constraints {
                    for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                        if let view = owners.view(of: anchor.item.description) { unsatisfiable.insert(view) }
                    }
                }
            } else {
                for item in Self.generatedItems(name) {
                    if let view = owners.view(of: item) { unsatisfiable.insert(view) }
                }
            }
        }
    }

    /// The items of a constraint the engine made, from its diagnostic name `family(a)` or
    /// `family(a, b)`.
    private static func generatedItems(_ name: String) -> [String] {
        guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return [] }
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        return inside.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
    }
}

extension Substring {
    /// Without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var slice = self[...]
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }
}
