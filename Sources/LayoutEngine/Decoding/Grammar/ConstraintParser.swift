/// Parses the contract's constraint string grammar into a `LayoutConstraint`.
///
/// ```
/// [name:] item.attribute (== | >= | <=) [multiplier *] item.attribute [* multiplier] [(+|-) constant] [@ priority]
/// [name:] item.attribute (== | >= | <=) constant [@ priority]
/// ```
/// A name is everything before the first `:` (items never contain one), trimmed of spaces.
/// Items are ids (`[A-Za-z_][A-Za-z0-9_-]*`) joined by `.`; the last dotted part is the attribute.
/// Since attributes contain no hyphen, `b.bottom-8` reads as `b.bottom - 8`.
enum ConstraintParser {
    /// Parses and validates one constraint string.
    /// - Parameters:
    ///   - defaultName: the name when the string has no `name:` prefix (`constraints[3]`).
    ///   - namespace: the ids items may name.
    /// - Returns: the constraint, or every problem found, each at its column.
    static func parse(
        _ text: String, defaultName: String, namespace: ItemNamespace
    ) -> Result<LayoutConstraint, ColumnErrors> {
        text.withContiguousUTF8 { bytes in
            let syntax: ConstraintSyntax
            do throws(ColumnError) {
                syntax = try ConstraintSyntax.parse(utf8: bytes)
            } catch {
                return .failure(ColumnErrors([error]))
            }
            return Result { () throws(ColumnErrors) in
                try syntax.resolve(in: bytes, defaultName: ConstraintName(defaultName), namespace: namespace)
            }
        }
    }
}
