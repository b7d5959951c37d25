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
        switch anchor.kind {
        case .view, .guide:
            return owner(of: anchor).map { ItemRef($0) }
        case .layoutMarginsGuide:
            return viewIndex(of: anchor).map { ItemRef($0, .margins) }
        case .safeAreaLayoutGuide:
            return viewIndex(of: anchor).map { ItemRef($0, .safeArea) }
        }
    }

    /// ``resolve(_:)-(LayoutAnchor)`` of an anchor of case `kind` whose owner number `owner` the
    /// tree takes as it is (``itemsNumbered``).
    private func numberedItem(_ kind: LayoutAnchor.Kind, _ owner: Int32) -> ItemRef? {
        switch kind {
        case .view, .guide: return ItemRef(Int(owner))
        case .layoutMarginsGuide: return isView(Int(owner)) ? ItemRef(Int(owner), .margins) : nil
        case .safeAreaLayoutGuide: return isView(Int(owner)) ? ItemRef(Int(owner), .safeArea) : nil
        }
    }

    /// A document constraint in resolved form, or nil if it names an item the document lacks.
    /// A scroll view's edge against its content is its content layout guide's (UIKit's legacy
    /// rule, ``ScrollGuides/contentSide(_:_:facing:in:)``).
    func resolve(_ constraint: LayoutConstraint) -> BuiltConstraint? {
        withUnsafePointer(to: constraint) { resolve($0) }
    }

    /// ``resolve(_:)-(LayoutConstraint)`` of the constraint at `constraint`, read where it lies: a
    /// caller resolving a document's constraints in turn reads them through the array's buffer,
    /// where passing each by value copied it (its anchors' ids and its name retained and released).
    func resolve(_ constraint: UnsafePointer<LayoutConstraint>) -> BuiltConstraint? {
        // An anchor whose number the tree takes as it is needs only its case and number, read
        // where they lie (optional chains): passing the anchor, or unwrapping it, copied it (its id
        // retained and released).
        let firstOwner = constraint.pointee.first.owner
        guard var first = itemsNumbered && firstOwner >= 0
            ? numberedItem(constraint.pointee.first.kind, firstOwner) : resolve(constraint.pointee.first)
        else { return nil }
        var built: BuiltConstraint
        if let secondAttribute = constraint.pointee.second?.attribute {
            let secondOwner = constraint.pointee.second?.owner ?? -1
            guard var secondItem = itemsNumbered && secondOwner >= 0
                ? numberedItem(constraint.pointee.second?.kind ?? .view, secondOwner)
                : resolve(constraint.pointee.second!)
            else { return nil }
            if !scrollViews.isEmpty {
                let original = first
                first = ScrollGuides.contentSide(first, constraint.pointee.first.attribute, facing: secondItem, in: self)
                secondItem = ScrollGuides.contentSide(secondItem, secondAttribute, facing: original, in: self)
            }
            built = BuiltConstraint(
                constraint.pointee.label, first, constraint.pointee.first.attribute, constraint.pointee.relation,
                secondItem, secondAttribute, multiplier: constraint.pointee.multiplier,
                constant: constraint.pointee.constant, priority: constraint.pointee.priority)
        } else {
            built = BuiltConstraint(
                constraint.pointee.label, first, constraint.pointee.first.attribute, constraint.pointee.relation,
                constant: constraint.pointee.constant, priority: constraint.pointee.priority)
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
