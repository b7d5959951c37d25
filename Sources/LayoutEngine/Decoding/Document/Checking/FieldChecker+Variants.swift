extension FieldChecker {
    /// The names of the fields a variant's `set` may hold, for errors.
    static let settableFields = ViewField.allCases.filter { ViewField.settableBits & $0.bit != 0 }.map(\.name)

    /// A view's `variants` at `pointer`: every error in it, and each variant read as far as it is
    /// valid. `set`'s fields are read as on a view of every kind: whether they apply to this view
    /// is checked once its kind is known (``DocumentDecoder/checkVariantKinds(_:keyStart:view:isRoot:isStack:textKind:)``).
    /// - Complexity: O(length of the value).
    func decodeVariants(_ value: JSONNode, pointer: String) -> [ViewVariant] {
        guard array(value, pointer, "variants") else { return [] }
        var variants: [ViewVariant] = []
        for (index, element) in reader.elements(value).enumerated() {
            let variantPointer = JSONPointer.appending(pointer, index)
            guard object(element, variantPointer, "a variant") else { continue }
            var variant = ViewVariant(
                when: VariantCondition(), fields: 0,
                values: ViewNode(id: "", pointer: JSONPointer.appending(variantPointer, "set")), pointer: variantPointer)
            members(of: element, pointer: variantPointer, owner: "a variant", allowed: ["when", "set"]) { key, value, p in
                switch key {
                case "when": variant.when = decodeCondition(value, pointer: p.string)
                case "set": decodeSet(value, pointer: p.string, into: &variant)
                default: return false
                }
                return true
            }
            if reader.member(element, "when") == nil { error(variantPointer, "a variant needs a 'when'") }
            if reader.member(element, "set") == nil { error(variantPointer, "a variant needs a 'set'") }
            variants.append(variant)
        }
        return variants
    }

    /// A variant's `set`: view fields but those ``ViewField/settableBits`` leaves out, each read
    /// into `variant.values` as a view's own would be.
    private func decodeSet(_ value: JSONNode, pointer: String, into variant: inout ViewVariant) {
        guard object(value, pointer, "set") else { return }
        var node = variant.values
        var stack = StackProperties()
        members(of: value, pointer: pointer, owner: "set", allowed: Self.settableFields) { key, value, p in
            guard let field = ViewField.named(key) else { return false }
            guard ViewField.settableBits & field.bit != 0 else {
                error(p.string, "a variant cannot set '\(field.name)'; it sets any view field but id, type, subviews, arrangedSubviews, layoutGuides and variants")
                return true
            }
            variant.fields |= field.bit
            if field.bit & ViewField.textBits != 0 && node.text == nil {
                node.text = TextProperties(kind: field.entry.kinds == .buttons ? .button : .label)
            }
            withUnsafeMutablePointer(to: &node) { view in
                withUnsafeMutablePointer(to: &stack) { stack in
                    decodeField(field, value, p, into: ViewField.ViewParts(view: view, stack: stack))
                }
            }
            return true
        }
        if variant.fields & ViewField.stackOnlyBits != 0 { node.stack = stack }
        variant.values = node
    }

    /// A `when`: its conditions, each in error left out (the document is then refused).
    func decodeCondition(_ value: JSONNode, pointer: String) -> VariantCondition {
        var condition = VariantCondition()
        guard object(value, pointer, "when") else { return condition }
        let sizeClasses = LayoutTraits.SizeClass.allCases.map(\.rawValue)
        members(of: value, pointer: pointer, owner: "when", allowed: VariantCondition.fields) { key, value, p in
            switch key {
            case "width": condition.width = decodeComparisons(value, p.string, "width")
            case "height": condition.height = decodeComparisons(value, p.string, "height")
            case "horizontalSizeClass":
                condition.horizontalSizeClass = enumeration(value, p.string, "horizontalSizeClass", cases: sizeClasses)
                    .flatMap(LayoutTraits.SizeClass.init(rawValue:))
            case "verticalSizeClass":
                condition.verticalSizeClass = enumeration(value, p.string, "verticalSizeClass", cases: sizeClasses)
                    .flatMap(LayoutTraits.SizeClass.init(rawValue:))
            case "layoutDirection":
                condition.layoutDirection = enumeration(
                    value, p.string, "layoutDirection", cases: ["leftToRight", "rightToLeft"]
                ).flatMap(LayoutOptions.LayoutDirection.init(rawValue:))
            default: return false
            }
            return true
        }
        return condition
    }

    /// Reports the errors of a constraint's or a visual format's `when`; true when it has any.
    func checkCondition(_ value: JSONNode, pointer: String) -> Bool {
        let before = errorCount
        _ = decodeCondition(value, pointer: pointer)
        return errorCount > before
    }

    /// A `width` or `height` condition: one comparison, or a non-empty array of them.
    private func decodeComparisons(_ value: JSONNode, _ pointer: String, _ what: String) -> [VariantCondition.Comparison] {
        guard reader.kind(value) == .array else { return comparison(value, pointer, what).map { [$0] } ?? [] }
        if reader.count(value) == 0 { error(pointer, "a \(what) condition must list at least one comparison") }
        return reader.elements(value).enumerated().compactMap { index, element in
            comparison(element, JSONPointer.appending(pointer, index), what)
        }
    }

    private func comparison(_ value: JSONNode, _ pointer: String, _ what: String) -> VariantCondition.Comparison? {
        guard let text = reader.string(value) else {
            error(pointer, "a \(what) condition must be a comparison such as \"> 500\", or an array of them; found \(reader.typeDescription(value))")
            return nil
        }
        guard let comparison = VariantCondition.Comparison.parse(text) else {
            error(pointer, "invalid \(what) comparison '\(Self.cut(text))': expected >, >=, < or <= then a number, such as \"> 500\"")
            return nil
        }
        return comparison
    }
}
