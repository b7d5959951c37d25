extension ConstraintSyntax {
    /// Looks up the items and attributes of the constraint string `bytes` (the ones it was parsed
    /// from) and applies UIKit's rules.
    /// - Returns: the constraint, built where it is returned (not moved through a `Result`).
    /// - Throws: every problem found, each at its column.
    /// - Complexity: O(n) in the text's length (hashing its item paths), expected.
    func resolve(
        in bytes: UnsafeBufferPointer<UInt8>, defaultName: ConstraintName, namespace: some ItemLookup
    ) throws(ColumnErrors) -> LayoutConstraint {
        var errors: [ColumnError] = []
        let firstAnchor = Self.resolve(first, in: bytes, namespace: namespace, errors: &errors)
        var secondAnchor: LayoutAnchor?
        if let second {
            secondAnchor = Self.resolve(second, in: bytes, namespace: namespace, errors: &errors)
            if secondAnchor == nil { throw ColumnErrors(errors) }
        }
        guard let firstAnchor else { throw ColumnErrors(errors) }
        // The violations' details are made only for a constraint that breaks a rule.
        guard ConstraintRules.holds(first: firstAnchor, second: secondAnchor, multiplier: multiplier, priority: priority)
        else {
            for violation in ConstraintRules.violations(
                first: firstAnchor, second: secondAnchor, multiplier: multiplier, priority: priority
            ) {
                errors.append(ColumnError(
                    column: TextScanner.column(in: bytes, at: offset(of: violation.field)), message: violation.detail))
            }
            throw ColumnErrors(errors)
        }
        return LayoutConstraint(
            label: name(in: bytes).map(ConstraintName.init) ?? defaultName, first: firstAnchor, relation: relation,
            second: secondAnchor, multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority)
    }

    /// Where the part a problem is about begins: the multiplier's problem is at the second item when none is written.
    private func offset(of field: ConstraintRules.Field) -> Int {
        switch field {
        case .firstAttribute: return first.attribute.lowerBound
        case .secondAttribute: return (second ?? first).attribute.lowerBound
        case .multiplier: return multiplierOffset ?? second?.item.lowerBound ?? 0
        case .priority: return priorityOffset
        }
    }

    private static func resolve(
        _ anchor: AnchorSyntax, in bytes: UnsafeBufferPointer<UInt8>, namespace: some ItemLookup, errors: inout [ColumnError]
    ) -> LayoutAnchor? {
        let item: LayoutAnchor.Parts?
        switch namespace.resolveAnchor(utf8: UnsafeBufferPointer(rebasing: bytes[anchor.item])) {
        case .success(let found): item = found
        case .failure(let failure):
            errors.append(ColumnError(column: TextScanner.column(in: bytes, at: anchor.item.lowerBound), message: failure.detail))
            item = nil
        }
        guard let attribute = LayoutAttribute(utf8: UnsafeBufferPointer(rebasing: bytes[anchor.attribute])) else {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[anchor.attribute]), as: UTF8.self)
            errors.append(ColumnError(
                column: TextScanner.column(in: bytes, at: anchor.attribute.lowerBound),
                message: LayoutAttribute.unknownDetail(name)))
            return nil
        }
        guard let item else { return nil }
        return LayoutAnchor(item, attribute)
    }
}
