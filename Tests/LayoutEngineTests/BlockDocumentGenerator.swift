import LayoutEngine

/// Random documents for the dependent-block differential suite: nested stacks of every
/// distribution and alignment (negative spacings, hidden views, fitting roots, ties of equal
/// hugging) decorated with plain subviews held by explicit constraints, as real screens are:
/// backgrounds at a fraction of a height, separators centred on an arranged view's edge, borders
/// on its centre, `>=` badges with optional sizes, labels on a background; now and then a
/// decoration that conflicts, keeps an error, is left free, or is measured in a common ancestor,
/// one-view bounds (`view.width >= 44`, `view.height <= 200 @750`, `view.width == 40 @999`: size
/// terms of the direct part) on any view (the root, stacks, leaves with or without an intrinsic
/// size or a shorthand, hidden views, decorations), and a constraint between two stacked views
/// (the direct part leaves it out and checks it at its optimum). The content of a plain root is
/// pinned on both edges or floats along an axis (one edge or the centre, of the root, its margins
/// or its safe area), and an arranged view's cross size is now and then tied to its stack's.
struct BlockDocumentGenerator {
    private var random: SplitMix64
    private var serial = 0
    private var constraints: [LayoutConstraint] = []
    /// Whether the last document has a floating pin (its content held by one edge or the centre
    /// along an axis), and a required cross tie.
    private(set) var hasFloatingPin = false
    private(set) var hasCrossTie = false
    /// Whether the last document has a one-view bound (a size term).
    private(set) var hasSizeTerm = false
    /// Whether the last document has a constraint between two views of the direct part that is
    /// neither a pin, a cross tie nor a size term (two stacked views' widths, an optional cross tie).
    private(set) var hasUpstreamConstraint = false
    private static let third = 1.0 / 3

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    mutating func next() -> LayoutDocument {
        serial = 0
        constraints = []
        hasFloatingPin = false
        hasCrossTie = false
        hasSizeTerm = false
        hasUpstreamConstraint = false
        var root: ViewNode
        if random.chance(70) {
            root = stack(depth: 0)
        } else {
            root = ViewNode(id: nextID())
            var content = random.chance(12) ? leaf() : stack(depth: 1)
            if random.chance(20) { content.isHidden = true }
            pin(content.id, in: root.id)
            root.subviews.append(content)
            if random.chance(50) { decorate(&root, targets: [root.id, content.id]) }
        }
        root.width = random.pick([375, 375, 320, nil])
        root.height = random.pick([600, 812, nil, nil])
        if random.chance(20) { root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0) }
        if random.chance(10), root.stack != nil {
            // A constraint between two views of the upstream part, neither a pin nor a cross tie
            // (two arranged views' widths): checked at the upstream part's optimum, the whole
            // document going to the solver where it does not hold there.
            let leaves = arrangedIDs(root)
            if leaves.count >= 2 {
                hasUpstreamConstraint = true
                add(leaves[0], .width, .greaterThanOrEqual, leaves[1], .width, priority: random.pick([1000, 750]))
            }
        }
        if random.chance(40) {
            // One-view bounds, required or optional, at the content priorities' levels (ties
            // among them) or others: size terms of the direct part (or of a block, on a decoration).
            // A required one may conflict with a shorthand, an intrinsic size's required side or
            // a hidden view's zero length: the solver's conflict.
            hasSizeTerm = true
            for id in allIDs(root).shuffledPrefix(1 + random.below(3), using: &random) {
                add(id, random.pick([.width, .height]), random.pick([.equal, .greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual]),
                    nil, .width, constant: random.pick([0, 10, 24, 44, 60, 160, 200, -4]),
                    priority: random.pick([1000, 1000, 999, 750, 500, 251, 250, 50]))
            }
        }
        let options = LayoutOptions(
            layoutDirection: random.chance(25) ? .rightToLeft : .leftToRight,
            frames: random.chance(30) ? .absolute : .superview)
        return LayoutDocument(root: root, constraints: constraints, options: options)
    }

    /// Pins `content` in `root` along each axis on both edges (mostly), or on one edge or the
    /// centre only (floating: its size is its own optimum), to the root, its margins or its safe area.
    private mutating func pin(_ content: String, in root: String) {
        let guides: [(String) -> LayoutItem] = [{ .view($0) }, { .view($0) }, { .layoutMarginsGuide($0) }, { .safeAreaLayoutGuide($0) }]
        let horizontal: [[(LayoutAttribute, Double)]] = [
            [(.leading, 16), (.trailing, -16)], [(.leading, 16), (.trailing, -16)], [(.left, 16), (.right, -16)],
            [(.centerX, 0)], [(.centerX, 10)], [(.leading, 16)], [(.trailing, -16)],
        ]
        let vertical: [[(LayoutAttribute, Double)]] = [
            [(.top, 20), (.bottom, -20)], [(.top, 20), (.bottom, -20)], [(.centerY, 0)], [(.centerY, -6)],
            [(.top, 20)], [(.bottom, -20)],
        ]
        for edges in [random.pick(horizontal), random.pick(vertical)] {
            if edges.count == 1 { hasFloatingPin = true }
            let guide = random.pick(guides)
            for (attribute, constant) in edges {
                add(content, attribute, .equal, root, attribute, constant: constant, secondItem: guide)
            }
        }
    }

    /// Now and then ties an arranged view's cross size to its stack's (`child.width == stack.width
    /// + k` across a vertical stack, or the stack first), required mostly (a cross tie of the
    /// direct part when the child stays within the canvas), optional now and then (the solver's).
    private mutating func crossTie(_ stack: ViewNode) {
        guard let properties = stack.stack, random.chance(20) else { return }
        let child = random.pick(stack.arrangedSubviews).id
        let attribute: LayoutAttribute = properties.axis == .horizontal ? .height : .width
        // Past the canvas (8 without margins) is a conflict, and an optional tie is the solver's.
        let constant = random.pick([0.0, 0, 0, -8, -16, 8])
        let priority = random.pick([1000.0, 1000, 1000, 1000, 1000, 750])
        if priority == 1000 { hasCrossTie = true } else { hasUpstreamConstraint = true }
        if random.chance(70) {
            add(child, attribute, .equal, stack.id, attribute, constant: constant, priority: priority)
        } else {
            add(stack.id, attribute, .equal, child, attribute, constant: -constant, priority: priority)
        }
    }

    private mutating func nextID() -> String {
        serial += 1
        return "v\(serial)"
    }

    private mutating func add(
        _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutConstraint.Relation, _ second: String?,
        _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        secondItem: ((String) -> LayoutItem)? = nil
    ) {
        let item = secondItem ?? { .view($0) }
        constraints.append(LayoutConstraint(
            name: "constraints[\(constraints.count)]", first: LayoutAnchor(.view(first), firstAttribute), relation: relation,
            second: second.map { LayoutAnchor(item($0), secondAttribute) }, multiplier: multiplier, constant: constant,
            priority: priority))
    }

    private mutating func leaf() -> ViewNode {
        var view = ViewNode(id: nextID())
        view.intrinsicContentSize = OptionalSize(
            width: random.pick([nil, 20, 31, 44, 100 * Self.third, 0]), height: random.pick([nil, 21, 17, 44, 0.5]))
        // Equal hugging between siblings is a tie when their stack stretches them.
        view.contentHugging = AxisPriorities(horizontal: random.pick([250, 251, 249, 252, 750]), vertical: random.pick([250, 251, 249]))
        view.compressionResistance = AxisPriorities(horizontal: random.pick([750, 749, 751]), vertical: 750)
        if random.chance(5) { view.width = random.pick([30, 50]) }
        return view
    }

    private mutating func stack(depth: Int) -> ViewNode {
        var view = ViewNode(id: nextID())
        var properties = StackProperties()
        properties.axis = random.chance(50) ? .horizontal : .vertical
        properties.distribution = random.pick([.fill, .fill, .fill, .fillEqually, .equalSpacing, .fillProportionally, .equalCentering])
        properties.alignment = properties.axis == .horizontal && random.chance(5)
            ? .firstBaseline : random.pick([.fill, .leading, .center, .trailing])
        properties.spacing = random.pick([0, 8, 16, -4, Self.third])
        if random.chance(25) {
            properties.layoutMarginsRelativeArrangement = true
            view.layoutMargins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        let count = 1 + random.below(depth == 0 ? 4 : 3)
        for _ in 0..<count {
            if depth < 2 && random.chance(35) {
                view.arrangedSubviews.append(stack(depth: depth + 1))
            } else {
                view.arrangedSubviews.append(leaf())
            }
        }
        if random.chance(15) { view.arrangedSubviews[random.below(count)].isHidden = true }
        view.stack = properties
        crossTie(view)
        if random.chance(70) { decorate(&view, targets: [view.id] + view.arrangedSubviews.map(\.id)) }
        return view
    }

    fileprivate func arrangedIDs(_ view: ViewNode) -> [String] {
        view.arrangedSubviews.flatMap { [$0.id] + arrangedIDs($0) }
    }

    /// Every view of the subtree at `view`, in tree order.
    private func allIDs(_ view: ViewNode) -> [String] {
        [view.id] + (view.subviews + view.arrangedSubviews).flatMap { allIDs($0) }
    }

    /// Adds one to three decorations to `host`'s plain subviews, each held to one of `targets`.
    private mutating func decorate(_ host: inout ViewNode, targets: [String]) {
        var previous: String? = nil
        for _ in 0..<(1 + random.below(3)) {
            let target = random.pick(targets)
            var decoration = ViewNode(id: nextID())
            if random.chance(8) { decoration.isHidden = true }
            let d = decoration.id
            // A perturbation now and then: a conflict, an error left, a free value, a common ancestor.
            let flaw = random.below(100)
            switch random.below(previous == nil ? 6 : 7) {
            case 0:
                // A background at a fraction of the target's height.
                add(d, .leading, .equal, target, .leading)
                add(d, .trailing, .equal, target, .trailing)
                if flaw >= 4 { add(d, .top, .equal, target, .top) }
                add(d, .height, .equal, target, .height, multiplier: random.pick([0.5, Self.third, 1]))
            case 1:
                // A separator centred on the target's leading or trailing edge.
                add(d, .centerX, .equal, target, random.pick([.leading, .trailing]))
                add(d, .width, .equal, nil, .width, constant: 1)
                add(d, .top, .equal, target, .top)
                add(d, .bottom, .equal, target, .bottom)
                if flaw < 4 { add(d, .width, .equal, nil, .width, constant: 2) }
            case 2:
                // A border line through the target's centre.
                if flaw < 3 {
                    add(d, .centerX, .equal, target, .centerX, multiplier: 0.5)
                } else {
                    add(d, .centerX, .equal, target, .centerX)
                }
                add(d, .centerY, .equal, target, .centerY)
                add(d, .width, .equal, target, .width)
                add(d, .height, .equal, nil, .height, constant: 1)
            case 3:
                // A badge on the target's trailing top corner, below its top, with optional sizes.
                if random.chance(50) {
                    decoration.intrinsicContentSize = OptionalSize(width: 20, height: 20)
                } else {
                    add(d, .width, .equal, nil, .width, constant: 20, priority: 750)
                    add(d, .height, .equal, nil, .height, constant: random.pick([16, 20]), priority: random.pick([750, 500]))
                    if random.chance(30) { add(d, .width, .greaterThanOrEqual, nil, .width, constant: random.pick([10, 24])) }
                }
                add(d, .centerX, .equal, target, .trailing)
                add(d, .top, .greaterThanOrEqual, target, .top)
                // -6 cannot be met above a `>=` of 0: the badge keeps an error.
                add(d, .top, .equal, target, .top, constant: random.pick([4, 0, -6]), priority: random.pick([750, 250]))
            case 4:
                // Pinned inside the target's margins.
                let guide: (String) -> LayoutItem = { .layoutMarginsGuide($0) }
                for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
                    add(d, attribute, .equal, target, attribute, constant: random.pick([0, 2, -2]), secondItem: guide)
                }
            case 5:
                // A line under the root's safe area, across the target.
                add(d, .leading, .equal, target, .leading)
                add(d, .trailing, .equal, target, .trailing, constant: flaw < 5 ? 0 : -4)
                add(d, .top, .equal, "v1", .top, secondItem: { .safeAreaLayoutGuide($0) })
                add(d, .height, .equal, nil, .height, constant: 1, priority: flaw < 5 ? 999 : 1000)
            default:
                // A label on the previous decoration.
                decoration.intrinsicContentSize = OptionalSize(width: random.pick([31, 66]), height: 21)
                add(d, .leading, .equal, previous!, .leading, constant: 8)
                add(d, .centerY, .equal, previous!, .centerY)
                if flaw < 5 { add(d, .width, .equal, nil, .width, constant: 40, priority: 800) }
            }
            host.subviews.append(decoration)
            previous = d
        }
    }
}

extension Array {
    /// Up to `count` of the elements, drawn without replacement.
    fileprivate func shuffledPrefix(_ count: Int, using random: inout SplitMix64) -> [Element] {
        var pool = self
        var drawn: [Element] = []
        while drawn.count < count && !pool.isEmpty { drawn.append(pool.remove(at: random.below(pool.count))) }
        return drawn
    }
}
