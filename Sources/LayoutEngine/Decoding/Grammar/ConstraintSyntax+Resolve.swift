extension ConstraintSyntax {
    /// Looks up the items and attributes and applies UIKit's rules, reporting every problem at its column.
    func resolve(defaultName: String, namespace: ItemNamespace) -> Result<LayoutConstraint, ColumnErrors> {
        var errors: [ColumnError] = []
        let firstAnchor = Self.resolve(first, namespace: namespace, errors: &errors)
        var secondAnchor: LayoutAnchor?
        if let second {
            secondAnchor = Self.resolve(second, namespace: namespace, errors: &errors)
            if secondAnchor == nil { return .failure(ColumnErrors(errors)) }
        }
        guard let firstAnchor else { return .failure(ColumnErrors(errors)) }
        for violation in ConstraintRules.violations(
            first: firstAnchor, second: secondAnchor, multiplier: multiplier, priority: priority
        ) {
            errors.append(ColumnError(column: column(of: violation.field), message: violation.detail))
        }
        guard errors.isEmpty else { return .failure(ColumnErrors(errors)) }
        return .success(LayoutConstraint(
            name: name ?? defaultName, first: firstAnchor, relation: relation, second: secondAnchor,
            multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority))
    }

    private func column(of field: ConstraintRules.Field) -> Int {
        switch field {
        case .firstAttribute: return first.attributeColumn
        case .secondAttribute: return second?.attributeColumn ?? first.attributeColumn
        case .multiplier: return multiplierColumn == 1 ? (second?.itemColumn ?? 1) : multiplierColumn
        case .priority: return priorityColumn
        }
    }

    private static func resolve(
        _ anchor: AnchorSyntax, namespace: ItemNamespace, errors: inout [ColumnError]
    ) -> LayoutAnchor? {
        let item: LayoutItem?
        switch namespace.resolve(anchor.item) {
        case .success(let found): item = found
        case .failure(let failure):
            errors.append(ColumnError(column: anchor.itemColumn, message: failure.detail))
            item = nil
        }
        guard let attribute = LayoutAttribute(rawValue: anchor.attribute) else {
            errors.append(ColumnError(column: anchor.attributeColumn, message: LayoutAttribute.unknownDetail(anchor.attribute)))
            return nil
        }
        guard let item else { return nil }
        return LayoutAnchor(item, attribute)
    }
}

extension LayoutAttribute {
    /// The detail for an attribute name that is not one of ours.
    static func unknownDetail(_ name: String) -> String {
        "unknown attribute '\(name)'; expected one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
