extension ConstraintSyntax {
    /// Looks up the items and attributes of the constraint string `bytes` (the ones it was parsed
    /// from) and applies UIKit's rules.
    ///
    /// A valid constraint is built from anchors made on the way, each moved into it; any problem is
    /// worked out again by ``problems(in:namespace:)``, which notes each at its column. Resolved
    /// with the list of problems at hand, the constraint was built from the anchors it had bound
    /// and copied whole into its place (each id retained, the bound ones released).
    /// - Returns: the constraint, built where it is returned (not moved through a `Result`).
    /// - Throws: every problem found, each at its column.
    /// - Complexity: O(n) in the text's length (hashing its item paths), expected.
    func resolve(
        in bytes: UnsafeBufferPointer<UInt8>, defaultName: ConstraintName, namespace: some ItemLookup
    ) throws(ColumnErrors) -> LayoutConstraint {
        guard let firstAnchor = Self.anchor(first, in: bytes, namespace: namespace) else {
            throw problems(in: bytes, namespace: namespace)
        }
        let secondAnchor: LayoutAnchor?
        if let second {
            guard let anchor = Self.anchor(second, in: bytes, namespace: namespace) else {
                throw problems(in: bytes, namespace: namespace)
            }
            secondAnchor = anchor
        } else {
            secondAnchor = nil
        }
        guard ConstraintRules.holds(first: firstAnchor, second: secondAnchor, multiplier: multiplier, priority: priority)
        else { throw problems(in: bytes, namespace: namespace) }
        return LayoutConstraint(
            label: name(in: bytes).map(ConstraintName.init) ?? defaultName, first: firstAnchor, relation: relation,
            second: secondAnchor, multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority)
    }

    /// Every problem of a constraint that ``resolve(in:defaultName:namespace:)`` found one in, each
    /// at its column: unknown items and attributes, else the rules it breaks (their details made
    /// only here).
    private func problems(in bytes: UnsafeBufferPointer<UInt8>, namespace: some ItemLookup) -> ColumnErrors {
        var errors: [ColumnError] = []
        let firstAnchor = Self.resolve(first, in: bytes, namespace: namespace, errors: &errors)
        var secondAnchor: LayoutAnchor?
        if let second {
            secondAnchor = Self.resolve(second, in: bytes, namespace: namespace, errors: &errors)
            if secondAnchor == nil { return ColumnErrors(errors) }
        }
        guard let firstAnchor else { return ColumnErrors(errors) }
        for violation in ConstraintRules.violations(
            first: firstAnchor, second: secondAnchor, multiplier: multiplier, priority: priority
        ) {
            errors.append(ColumnError(
                column: TextScanner.column(in: bytes, at: offset(of: violation.field)), message: violation.detail))
        }
        return ColumnErrors(errors)
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

    /// The anchor `anchor` names, nil where its item or attribute is unknown (the anchor's
    /// problems are then ``resolve(_:in:namespace:errors:)``'s to say).
    @inline(__always)
    private static func anchor(
        _ anchor: AnchorSyntax, in bytes: UnsafeBufferPointer<UInt8>, namespace: some ItemLookup
    ) -> LayoutAnchor? {
        guard case .success(let item) = namespace.resolveAnchor(utf8: UnsafeBufferPointer(rebasing: bytes[anchor.item])),
            let attribute = LayoutAttribute(utf8: UnsafeBufferPointer(rebasing: bytes[anchor.attribute]))
        else { return nil }
        return LayoutAnchor(item, attribute)
    }

    /// ``anchor(_:in:namespace:)``, noting in `errors` why it names none: an unknown item, an
    /// unknown attribute, or both.
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
