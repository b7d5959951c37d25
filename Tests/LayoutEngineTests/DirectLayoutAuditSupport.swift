import LayoutEngine

/// xoshiro256**, seeded by spreading the seed with a Weyl sequence: the audit's own stream,
/// distinct from ``SplitMix64`` so that the two generators never walk the same documents.
struct AuditRandom {
    private var s: (UInt64, UInt64, UInt64, UInt64)

    init(seed: UInt64) {
        var x = seed
        func spread() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
            z = (z ^ (z >> 33)) &* 0xC4CE_B9FE_1A85_EC53
            return z ^ (z >> 33)
        }
        s = (spread(), spread(), spread(), spread())
    }

    mutating func next() -> UInt64 {
        let result = ((s.1 &* 5) << 7 | (s.1 &* 5) >> 57) &* 9
        let t = s.1 << 17
        s.2 ^= s.0
        s.3 ^= s.1
        s.1 ^= s.2
        s.0 ^= s.3
        s.2 ^= t
        s.3 = s.3 << 45 | s.3 >> 19
        return result
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True `percent` times in 100.
    mutating func percent(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func element<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
}

/// Adversarial documents for the direct path: each draws one theme aimed at an edge of the
/// direct solver's class (deep nesting, long stacks, `fillEqually`, `equalSpacing` with exactly
/// enough or too little room, priorities one apart or half apart or equal to the stacks' own,
/// hidden views, single arranged views, pinned containers), then random roots, safe areas,
/// directions and frame spaces.
struct AuditDocumentGenerator {
    enum Theme: Int, CaseIterable {
        case deep, long, fillEqually, tightRoom, priorities, hidden, single, pinned, mixed
        /// A root stack of two or three leaves with edge priorities in a tight or loose root.
        case few
    }

    private var random: AuditRandom
    private var serial = 0
    private var constraints: [LayoutConstraint] = []
    private var theme = Theme.mixed
    /// This document's few edge priorities: few enough to fit the direct path's levels, close
    /// enough to tie or nearly tie.
    private var palette: [Double] = []
    /// Past this many views, stacks and containers stop branching, so that a document stays
    /// small enough to solve thousands of.
    private var budget = 40

    init(seed: UInt64) {
        random = AuditRandom(seed: seed)
    }

    /// The next document and the theme it was drawn for.
    mutating func next() -> (LayoutDocument, Theme) {
        serial = 0
        constraints = []
        theme = Theme(rawValue: random.int(0...Theme.allCases.count - 1))!
        palette = (0..<random.int(2...5)).map { _ in random.element(Self.edgePriorities) }
        budget = theme == .long ? 60 : random.int(8...40)
        var root: ViewNode
        switch theme {
        case .deep:
            root = random.percent(60) ? stack("/root", depth: 0, maxDepth: random.int(5...8)) : container("/root", depth: 0, maxDepth: random.int(5...8))
        case .long:
            root = stack("/root", depth: 0, maxDepth: 1, count: random.int(20...50))
        case .few:
            root = stack("/root", depth: 0, maxDepth: 0, count: random.int(2...3))
        case .pinned:
            root = container("/root", depth: 0, maxDepth: random.int(2...5))
        case .single:
            root = random.percent(50) ? stack("/root", depth: 0, maxDepth: 3, count: 1) : container("/root", depth: 0, maxDepth: 3)
        default:
            root = random.percent(75) ? stack("/root", depth: 0, maxDepth: random.int(1...4)) : container("/root", depth: 0, maxDepth: 3)
        }
        root.width = random.element([375, 375, 320, 1000 * Self.third, nil, nil, 0, 142857.125])
        root.height = random.element([600, nil, nil, 100 * Self.third, 0])
        if theme == .tightRoom || theme == .long || theme == .few, let properties = root.stack {
            // Exactly enough room, a little or much too little, a little too much, or fitted.
            let natural = naturalLength(of: root, axis: properties.axis)
            let choices: [Double?] = [natural, natural, natural - 1, natural - 0.5, natural - Self.third, natural + Self.third, natural / 2, natural + 2, nil]
            let length = random.element(choices).map { max($0, 0) }
            if properties.axis == .horizontal { root.width = length } else { root.height = length }
        }
        if random.percent(25) {
            root.safeAreaInsets = EdgeInsets(
                top: random.element([0, 20, 44, 47 * Self.third]), left: random.element([0, 4, 0.5]),
                bottom: random.element([0, 34, 10]), right: random.element([0, 8, Self.third]))
        }
        let options = LayoutOptions(
            layoutDirection: random.percent(35) ? .rightToLeft : .leftToRight,
            frames: random.percent(35) ? .absolute : .superview)
        return (LayoutDocument(root: root, constraints: constraints, options: options), theme)
    }

    private mutating func nextID() -> String {
        serial += 1
        return "n\(serial)"
    }

    /// Intrinsic lengths: absent, zero, thirds, halves and large values among the usual ones.
    private static let lengths: [Double?] = [
        nil, 0, third, 2 * third, 10 * third, 17, 20, 20, 44, 44, 100 * third, 250 * third, 0.5, 31.25, 128, 1e5 * third,
        12345.678,
    ]
    /// Priorities one or a half apart, and equal to the stacks' own weak ones (51, 50, 49, 25).
    private static let edgePriorities: [Double] = [
        1, 2, 24, 25, 26, 48, 49, 49.5, 50, 50.5, 51, 52, 249, 249.5, 250, 251, 500, 749, 749.5, 750, 751, 998, 999,
        999.5, 1000,
    ]
    private static let third: Double = 1.0 / 3
    private static let smallLengths: [Double] = [0, third, 0.5, 10, 17, 20, 44, 2 * third + 30]

    private mutating func length() -> Double? {
        random.element(Self.lengths)
    }

    /// A hugging or compression-resistance priority: edge values in the `priorities` theme.
    private mutating func priority(_ usual: Double) -> Double {
        if theme == .long { return random.percent(90) ? usual : random.element([usual - 1, usual + 1]) }
        if theme == .priorities || theme == .few || random.percent(15) { return random.percent(85) ? random.element(palette) : usual }
        if random.percent(2) { return 1000 }
        return random.percent(80) ? usual : random.element([usual - 1, usual + 1, usual - 0.5])
    }

    private mutating func leaf(_ pointer: String) -> ViewNode {
        var view = ViewNode(id: nextID(), pointer: pointer)
        view.intrinsicContentSize = OptionalSize(width: length(), height: length())
        if theme == .fillEqually || random.percent(10) {
            view.intrinsicContentSize = OptionalSize(width: random.element([10, 20, 30, 77 * Self.third]), height: random.element([nil, 5, 15]))
        }
        view.contentHugging = AxisPriorities(horizontal: priority(250), vertical: priority(250))
        view.compressionResistance = AxisPriorities(horizontal: priority(750), vertical: priority(750))
        if theme == .long {
            view.intrinsicContentSize = OptionalSize(width: random.element(Self.smallLengths), height: random.element(Self.smallLengths))
            return view
        }
        if random.percent(3) { view.width = random.element([0, 30, 50, 100 * Self.third]) }
        if random.percent(3) { view.height = random.element([0, 30, 50, 100 * Self.third]) }
        if random.percent(5) { view.layoutMargins = DirectionalInsets(top: 3, leading: 5, bottom: 7, trailing: 11) }
        return view
    }

    private mutating func child(_ pointer: String, depth: Int, maxDepth: Int) -> ViewNode {
        guard depth < maxDepth, serial < budget else { return leaf(pointer) }
        let roll = random.int(0...99)
        let stackShare = theme == .deep ? 70 : theme == .long ? 8 : 30
        if roll < stackShare { return stack(pointer, depth: depth + 1, maxDepth: maxDepth) }
        if roll < stackShare + (theme == .pinned || theme == .deep ? 25 : 10) {
            return container(pointer, depth: depth + 1, maxDepth: maxDepth)
        }
        return leaf(pointer)
    }

    private mutating func stack(_ pointer: String, depth: Int, maxDepth: Int, count: Int? = nil) -> ViewNode {
        var view = ViewNode(id: nextID(), pointer: pointer)
        var properties = StackProperties()
        properties.axis = random.percent(50) ? .horizontal : .vertical
        switch theme {
        case .fillEqually: properties.distribution = random.percent(80) ? .fillEqually : .fill
        case .tightRoom: properties.distribution = random.element([.equalSpacing, .equalSpacing, .fill, .fillEqually])
        default:
            properties.distribution = random.percent(4)
                ? random.element([.fillProportionally, .equalCentering])
                : random.element([.fill, .fill, .fillEqually, .equalSpacing])
        }
        // Baseline alignments are invalid on vertical stacks (the decoder rejects them).
        properties.alignment = properties.axis == .horizontal && random.percent(8)
            ? random.element([.firstBaseline, .lastBaseline])
            : random.element([.fill, .leading, .center, .trailing])
        properties.spacing = random.element([0, 0, 8, Self.third, -3, -0.5, 20, 5.5])
        if random.percent(35) {
            properties.layoutMarginsRelativeArrangement = random.percent(70)
            view.layoutMargins = DirectionalInsets(
                top: random.element([0, 8, 2.5]), leading: random.element([0, 8, 16, Self.third]),
                bottom: random.element([0, 4, 8]), trailing: random.element([0, 3, 8]))
        } else if random.percent(15) {
            properties.layoutMarginsRelativeArrangement = true
        }
        if properties.axis == .vertical && random.percent(3) { properties.baselineRelativeArrangement = true }
        let most = serial >= budget ? 2 : theme == .deep ? 3 : 6
        let arrangedCount = count ?? (theme == .single ? 1 : random.percent(4) ? 0 : random.int(1...most))
        var forcedDeeper = theme == .deep && depth < maxDepth
        for index in 0..<arrangedCount {
            let pointer = pointer + "/arrangedSubviews/\(index)"
            if forcedDeeper && (index == arrangedCount - 1 || random.percent(50)) {
                forcedDeeper = false
                view.arrangedSubviews.append(
                    random.percent(75) ? stack(pointer, depth: depth + 1, maxDepth: maxDepth) : container(pointer, depth: depth + 1, maxDepth: maxDepth))
            } else {
                view.arrangedSubviews.append(child(pointer, depth: depth, maxDepth: maxDepth))
            }
        }
        hide(&view.arrangedSubviews, forced: theme == .hidden)
        if !view.arrangedSubviews.isEmpty && (theme == .hidden || random.percent(20)) {
            for _ in 0..<random.int(1...3) {
                let after = view.arrangedSubviews[random.int(0...view.arrangedSubviews.count - 1)].id
                properties.customSpacing.append((viewID: after, spacing: random.element([0, 16, -4, 2 * Self.third, 30])))
            }
        }
        view.stack = properties
        if random.percent(5) { view.intrinsicContentSize = OptionalSize(width: random.element([nil, 40]), height: 30) }
        if random.percent(2) { view.width = random.element([100, 142.875]) }
        if random.percent(2) { view.height = random.element([60, 0]) }
        return view
    }

    /// Hides none, the first, the last, all, a consecutive run or random arranged views.
    private mutating func hide(_ views: inout [ViewNode], forced: Bool) {
        guard !views.isEmpty, forced || random.percent(25) else { return }
        let n = views.count
        switch random.int(0...5) {
        case 0: views[0].isHidden = true
        case 1: views[n - 1].isHidden = true
        case 2: for index in 0..<n { views[index].isHidden = true }
        case 3:
            let start = random.int(0...n - 1)
            for index in start..<min(n, start + random.int(2...3)) { views[index].isHidden = true }
        case 4:
            views[0].isHidden = true
            views[n - 1].isHidden = true
        default: for index in 0..<n where random.percent(30) { views[index].isHidden = true }
        }
    }

    /// A plain view with one to three subviews, each pinned on its four edges.
    private mutating func container(_ pointer: String, depth: Int, maxDepth: Int) -> ViewNode {
        var view = ViewNode(id: nextID(), pointer: pointer)
        if random.percent(30) {
            view.layoutMargins = DirectionalInsets(
                top: random.element([0, 4, Self.third]), leading: random.element([0, 12, 8]),
                bottom: random.element([0, 6]), trailing: random.element([0, 2, 8]))
        }
        if random.percent(15) { view.intrinsicContentSize = OptionalSize(width: random.element([nil, 40, 0]), height: random.element([nil, 25])) }
        let count = random.percent(75) || serial >= budget ? 1 : random.int(2...3)
        for index in 0..<count {
            let childPointer = pointer + "/subviews/\(index)"
            let subview: ViewNode
            if depth < maxDepth && serial < budget && random.percent(theme == .deep || theme == .pinned ? 70 : 50) {
                subview = random.percent(60) ? stack(childPointer, depth: depth + 1, maxDepth: maxDepth) : container(childPointer, depth: depth + 1, maxDepth: maxDepth)
            } else {
                subview = leaf(childPointer)
            }
            pin(subview.id, in: view.id)
            view.subviews.append(subview)
        }
        return view
    }

    /// Pins `subview` on four edges to `superview`'s frame, margins (guide or margin attributes)
    /// or safe area, each written either way round; now and then a pin the direct path must
    /// decline (optional, an inequality, a multiplier, a missing edge).
    private mutating func pin(_ subview: String, in superview: String) {
        let target = random.int(0...9)
        let horizontal: (LayoutAttribute, LayoutAttribute) = random.percent(65) ? (.leading, .trailing) : (.left, .right)
        let edges: [LayoutAttribute] = random.percent(50)
            ? [.top, .bottom, horizontal.0, horizontal.1] : [horizontal.1, .bottom, horizontal.0, .top]
        let skipped = random.percent(2) ? random.int(0...3) : -1
        for (position, attribute) in edges.enumerated() where position != skipped {
            let inner = LayoutAnchor(.view(subview), attribute)
            var outer: LayoutAnchor
            switch target {
            case 0...2: outer = LayoutAnchor(.layoutMarginsGuide(superview), attribute)
            case 3: outer = LayoutAnchor(.view(superview), Self.marginAttribute(attribute))
            case 4: outer = LayoutAnchor(.safeAreaLayoutGuide(superview), attribute)
            default: outer = LayoutAnchor(.view(superview), attribute)
            }
            let innerFirst = random.percent(50)
            var constraint = LayoutConstraint(
                name: "constraints[\(constraints.count)]", first: innerFirst ? inner : outer, relation: .equal,
                second: innerFirst ? outer : inner, constant: random.element([0, 0, 8, -4, Self.third, 20.5]))
            if random.percent(1) { constraint.priority = random.element([999, 999.5]) }
            if random.percent(1) { constraint.relation = .greaterThanOrEqual }
            if random.percent(1) { constraint.multiplier = 2 }
            constraints.append(constraint)
        }
    }

    private static func marginAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        default: return .bottomMargin
        }
    }

    /// A stack's content length along `axis` when nothing is stretched or compressed: its
    /// visible views' intrinsic lengths (0 without one), their spacings and its margins.
    private func naturalLength(of view: ViewNode, axis: Axis) -> Double {
        guard let properties = view.stack else { return view.intrinsicContentSize[axis] ?? 0 }
        let visible = view.arrangedSubviews.filter { !$0.isHidden }
        let lengths = visible.map { naturalLength(of: $0, axis: axis) }
        var total = lengths.max() ?? 0
        if properties.axis == axis {
            total = lengths.reduce(0, +) + visible.dropLast().reduce(0) { $0 + properties.spacing(after: $1.id) }
        }
        if properties.layoutMarginsRelativeArrangement {
            let margins = view.layoutMargins
            total += axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
        }
        return total
    }
}

extension OptionalSize {
    subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
}
