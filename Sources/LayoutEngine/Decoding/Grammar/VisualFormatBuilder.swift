/// Turns a parsed visual format into constraints, looking up views and metrics.
struct VisualFormatBuilder {
    let syntax: VisualFormatSyntax
    let name: String
    let direction: VisualFormatParser.Direction
    let metrics: [String: Double]
    let namespace: ItemNamespace
    private var errors: [ColumnError] = []
    private var constraints: [LayoutConstraint] = []

    init(
        syntax: VisualFormatSyntax, name: String, direction: VisualFormatParser.Direction,
        metrics: [String: Double], namespace: ItemNamespace
    ) {
        self.syntax = syntax
        self.name = name
        self.direction = direction
        self.metrics = metrics
        self.namespace = namespace
    }

    /// The edge where an element starts and where it ends along the format's axis,
    /// and whether the later element lies on the smaller-coordinate side (`rightToLeft`).
    private var edges: (start: LayoutAttribute, end: LayoutAttribute, reversed: Bool) {
        guard syntax.axis == .horizontal else { return (.top, .bottom, false) }
        switch direction {
        case .leadingToTrailing: return (.leading, .trailing, false)
        case .leftToRight: return (.left, .right, false)
        case .rightToLeft: return (.right, .left, true)
        }
    }

    private var dimension: LayoutAttribute { syntax.axis == .horizontal ? .width : .height }

    mutating func build(alignments: [LayoutAttribute]) -> Result<[LayoutConstraint], ColumnErrors> {
        let views = syntax.views.map { view in checkView(view.name, column: view.column) ? view.name : nil }
        let superview = resolveSuperview(views)
        let (start, end, _) = edges
        if let column = syntax.leadingSuperview, let superview, let first = views[0] {
            connect(.view(superview), start, to: .view(first), start, syntax.leadingConnection, toSuperview: true, column: column)
        }
        for (index, view) in syntax.views.enumerated() {
            if index > 0, let previous = views[index - 1], let current = views[index] {
                connect(.view(previous), end, to: .view(current), start, syntax.connections[index - 1],
                        toSuperview: false, column: view.column)
            }
            if let current = views[index] { addViewPredicates(view.predicates, of: current) }
        }
        if let column = syntax.trailingSuperview, let superview, let last = views[views.count - 1] {
            connect(.view(last), end, to: .view(superview), end, syntax.trailingConnection, toSuperview: true, column: column)
        }
        for attribute in alignments where attribute.axis != syntax.axis {
            let named = views.compactMap { $0 }
            guard let first = named.first else { continue }
            for other in named.dropFirst() {
                constraints.append(LayoutConstraint(
                    name: name, first: LayoutAnchor(.view(first), attribute), relation: .equal,
                    second: LayoutAnchor(.view(other), attribute)))
            }
        }
        guard errors.isEmpty else { return .failure(ColumnErrors(errors)) }
        return .success(constraints)
    }

    private mutating func checkView(_ id: String, column: Int) -> Bool {
        switch namespace.kind(of: id) {
        case .view, .scroll: return true
        case .guide:
            errors.append(ColumnError(column: column, message: "'\(id)' is a layout guide; a visual format relates views"))
        case nil:
            errors.append(ColumnError(column: column, message: "unknown view '\(id)'"))
        }
        return false
    }

    /// `|` is the one superview of every view in the format.
    private mutating func resolveSuperview(_ views: [String?]) -> String? {
        guard let column = syntax.leadingSuperview ?? syntax.trailingSuperview else { return nil }
        var superview: String?
        var firstView = ""
        for case let view? in views {
            guard let parent = namespace.superview(of: view) else {
                errors.append(ColumnError(column: column, message: "'|' is the superview, but '\(view)' is the root and has none"))
                return nil
            }
            if let superview, superview != parent {
                errors.append(ColumnError(
                    column: column,
                    message: "'|' needs one superview, but '\(firstView)' is in '\(superview)' and '\(view)' is in '\(parent)'"))
                return nil
            }
            superview = parent
            firstView = view
        }
        return superview
    }

    /// The gap from the earlier element's `earlierEdge` to the later element's `laterEdge`.
    private mutating func connect(
        _ earlier: LayoutItem, _ earlierEdge: LayoutAttribute, to later: LayoutItem, _ laterEdge: LayoutAttribute,
        _ connection: VisualFormatSyntax.Connection, toSuperview: Bool, column: Int
    ) {
        let predicates: [(LayoutConstraint.Relation, Double, Double)]
        switch connection {
        case .flush: predicates = [(.equal, 0, 1000)]
        case .standard:
            let spacing = toSuperview ? VisualFormatParser.superviewSpacing : VisualFormatParser.siblingSpacing
            predicates = [(.equal, spacing, 1000)]
        case .predicates(let list):
            predicates = list.compactMap { predicate in
                guard let priority = priority(predicate) else { return nil }
                switch predicate.object {
                case .number(let value): return (predicate.relation, value, priority)
                case .name(let metric):
                    guard let value = metrics[metric] else {
                        errors.append(ColumnError(
                            column: predicate.objectColumn, message: "unknown metric '\(metric)': a spacing must be a number or a metric"))
                        return nil
                    }
                    return (predicate.relation, value, priority)
                }
            }
        }
        let earlierAnchor = LayoutAnchor(earlier, earlierEdge), laterAnchor = LayoutAnchor(later, laterEdge)
        // Forward: later.start REL earlier.end + gap. Right-to-left: the later element is on the left.
        let (first, second) = edges.reversed ? (earlierAnchor, laterAnchor) : (laterAnchor, earlierAnchor)
        for (relation, constant, priority) in predicates {
            constraints.append(LayoutConstraint(
                name: name, first: first, relation: relation, second: second, constant: constant, priority: priority))
        }
    }

    private mutating func addViewPredicates(_ predicates: [VisualFormatSyntax.Predicate], of view: String) {
        let anchor = LayoutAnchor(.view(view), dimension)
        for predicate in predicates {
            guard let priority = priority(predicate) else { continue }
            let constant: Double?
            switch predicate.object {
            case .number(let value): constant = value
            case .name(let other): constant = metrics[other]
            }
            if let constant {
                guard constant >= 0 else {
                    errors.append(ColumnError(column: predicate.objectColumn, message: "a size cannot be negative"))
                    continue
                }
                constraints.append(LayoutConstraint(
                    name: name, first: anchor, relation: predicate.relation, constant: constant, priority: priority))
                continue
            }
            if case .name(let other) = predicate.object {
                if namespace.kind(of: other)?.isView == true {
                    constraints.append(LayoutConstraint(
                        name: name, first: anchor, relation: predicate.relation,
                        second: LayoutAnchor(.view(other), dimension), priority: priority))
                } else {
                    errors.append(ColumnError(column: predicate.objectColumn, message: "unknown view or metric '\(other)'"))
                }
            }
        }
    }

    private mutating func priority(_ predicate: VisualFormatSyntax.Predicate) -> Double? {
        guard let object = predicate.priority else { return 1000 }
        let value: Double
        switch object {
        case .number(let number): value = number
        case .name(let metric):
            guard let number = metrics[metric] ?? ConstraintRules.namedPriority(metric) else {
                errors.append(ColumnError(column: predicate.priorityColumn, message: "unknown metric '\(metric)' for a priority"))
                return nil
            }
            value = number
        }
        guard value >= 1 && value <= 1000 else {
            errors.append(ColumnError(column: predicate.priorityColumn, message: ConstraintRules.priorityRangeDetail))
            return nil
        }
        return value
    }
}
