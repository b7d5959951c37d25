extension LayoutTree {
    /// The item `ref` as the constraint grammar names it.
    func layoutItem(_ ref: ItemRef, guides: GuideRegistry) -> LayoutItem {
        let owner = Int(ref.owner)
        if owner < viewCount {
            let id = nodes[owner].id
            switch ref.kind {
            case .frame: return .view(id)
            case .margins: return .layoutMarginsGuide(id)
            case .safeArea: return .safeAreaLayoutGuide(id)
            }
        }
        if owner < firstGeneratedOwner { return .guide(guideIDs[owner - viewCount]) }
        return .guide(guides.names[owner - guides.firstOwner])
    }

    /// The item a document constraint's anchor names, or nil if the document does not define it.
    /// Views and guides share one id space, so either case of ``LayoutItem`` finds either.
    func resolve(_ anchor: LayoutAnchor) -> ItemRef? {
        switch anchor.item {
        case .view, .guide:
            return owner(of: anchor).map { ItemRef($0) }
        case .layoutMarginsGuide:
            return viewIndex(of: anchor).map { ItemRef($0, .margins) }
        case .safeAreaLayoutGuide:
            return viewIndex(of: anchor).map { ItemRef($0, .safeArea) }
        }
    }

    /// A document constraint in resolved form, or nil if it names an item the document lacks.
    /// A scroll view's edge against its content is its content layout guide's (UIKit's legacy
    /// rule, ``ScrollGuides/contentSide(_:_:facing:in:)``).
    func resolve(_ constraint: LayoutConstraint) -> BuiltConstraint? {
        guard var first = resolve(constraint.first) else { return nil }
        var built: BuiltConstraint
        if let second = constraint.second {
            guard var secondItem = resolve(second) else { return nil }
            if !scrollViews.isEmpty {
                let original = first
                first = ScrollGuides.contentSide(first, constraint.first.attribute, facing: secondItem, in: self)
                secondItem = ScrollGuides.contentSide(secondItem, second.attribute, facing: original, in: self)
            }
            built = BuiltConstraint(
                constraint.label, first, constraint.first.attribute, constraint.relation, secondItem, second.attribute,
                multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority)
        } else {
            built = BuiltConstraint(
                constraint.label, first, constraint.first.attribute, constraint.relation,
                constant: constraint.constant, priority: constraint.priority)
        }
        built.isGenerated = false
        return built
    }

    /// `built` in the document's form, for printing.
    func layoutConstraint(_ built: BuiltConstraint, guides: GuideRegistry) -> LayoutConstraint {
        LayoutConstraint(
            label: built.label,
            first: LayoutAnchor(layoutItem(built.first, guides: guides), built.firstAttribute),
            relation: built.relation,
            second: built.second.map { LayoutAnchor(layoutItem($0, guides: guides), built.secondAttribute) },
            multiplier: built.multiplier, constant: built.constant, priority: built.priority)
    }

    /// The name diagnostics use: a document constraint's own name, or the family with the
    /// items it joins (`UISV-spacing(a, b)`, `width(screen)`).
    func diagnosticName(_ built: BuiltConstraint, guides: GuideRegistry) -> String {
        guard built.isGenerated else { return built.name }
        let first = layoutItem(built.first, guides: guides).description
        guard let second = built.second else { return "\(built.name)(\(first))" }
        return "\(built.name)(\(first), \(layoutItem(second, guides: guides).description))"
    }
}
