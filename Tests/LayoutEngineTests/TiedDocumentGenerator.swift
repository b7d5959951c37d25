import LayoutEngine

/// Random documents full of ties of equal priorities, for ``TieDifferentialTests``: nested stacks
/// (mostly `fill`, every alignment) of leaves whose hugging and compression resistance are
/// mostly the defaults, in roots of fixed sizes that stretch or compress them, with negative
/// spacing, margins, hidden views, plain containers whose subview is pinned on both edges or
/// floats (one edge or the centre), right-to-left and absolute frames, and now and then one-view
/// bounds (size terms) at the ties' own levels, which make or move a tie. Ties nested in ties and
/// the other distributions come up too: the direct path declines some of them.
struct TiedDocumentGenerator {
    private var random: SplitMix64
    private var serial = 0
    private var constraints: [LayoutConstraint] = []

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    mutating func next() -> LayoutDocument {
        serial = 0
        constraints = []
        var root: ViewNode
        if random.chance(80) {
            root = stack(depth: 0)
        } else {
            root = ViewNode(id: nextID())
            root.subviews = [container(depth: 1)]
            pin(root.subviews[0].id, in: root.id, floating: false)
        }
        root.width = random.pick([200, 200, 120, 375, 60, nil])
        root.height = random.pick([300, 90, 40, nil])
        if random.chance(25) {
            // One-view bounds at the hugging and resistance levels (or required), on any view.
            let ids = allIDs(root)
            for _ in 0..<(1 + random.below(2)) {
                constraints.append(LayoutConstraint(
                    name: "constraints[\(constraints.count)]", first: LayoutAnchor(.view(random.pick(ids)), random.pick([.width, .height])),
                    relation: random.pick([.equal, .greaterThanOrEqual, .lessThanOrEqual]),
                    constant: random.pick([0, 25, 40, 70]), priority: random.pick([250, 750, 1000])))
            }
        }
        let options = LayoutOptions(
            layoutDirection: random.chance(25) ? .rightToLeft : .leftToRight,
            frames: random.chance(35) ? .absolute : .superview)
        return LayoutDocument(root: root, constraints: constraints, options: options)
    }

    /// Every view of the subtree at `view`, in tree order.
    private func allIDs(_ view: ViewNode) -> [String] {
        [view.id] + (view.subviews + view.arrangedSubviews).flatMap { allIDs($0) }
    }

    private mutating func nextID() -> String {
        serial += 1
        return "v\(serial)"
    }

    private mutating func leaf() -> ViewNode {
        var view = ViewNode(id: nextID())
        view.intrinsicContentSize = OptionalSize(
            width: random.pick([20, 30, 40, 50, 60, 100.0 / 3, nil]), height: random.pick([10, 20, 30, 45, nil]))
        view.contentHugging = AxisPriorities(
            horizontal: random.pick([250, 250, 250, 251, 249]), vertical: random.pick([250, 250, 250, 251]))
        view.compressionResistance = AxisPriorities(
            horizontal: random.pick([750, 750, 750, 749]), vertical: random.pick([750, 750, 751]))
        if random.chance(6) { view.width = random.pick([30, 50]) }
        if random.chance(6) { view.height = random.pick([12, 25]) }
        return view
    }

    private mutating func stack(depth: Int) -> ViewNode {
        var view = ViewNode(id: nextID())
        var properties = StackProperties()
        properties.axis = random.chance(50) ? .horizontal : .vertical
        properties.distribution = random.pick([.fill, .fill, .fill, .fill, .fill, .fillEqually, .equalSpacing])
        properties.alignment = random.pick([.fill, .fill, .leading, .center, .trailing])
        properties.spacing = random.pick([0, 0, 8, -4, 100.0 / 3])
        if random.chance(20) {
            properties.layoutMarginsRelativeArrangement = true
            view.layoutMargins = DirectionalInsets(top: 4, leading: 8, bottom: 0, trailing: 6)
        }
        let count = 2 + random.below(depth == 0 ? 4 : 3)
        for _ in 0..<count {
            let kind = random.below(100)
            if depth < 2 && kind < 25 {
                view.arrangedSubviews.append(stack(depth: depth + 1))
            } else if depth < 2 && kind < 37 {
                view.arrangedSubviews.append(container(depth: depth + 1))
            } else {
                view.arrangedSubviews.append(leaf())
            }
        }
        if random.chance(15) { view.arrangedSubviews[random.below(count)].isHidden = true }
        view.stack = properties
        return view
    }

    /// A plain view with one subview (a leaf or a stack) pinned on both edges or floating, per axis.
    private mutating func container(depth: Int) -> ViewNode {
        var view = ViewNode(id: nextID())
        if random.chance(25) { view.intrinsicContentSize = OptionalSize(width: 40, height: nil) }
        let content = depth < 2 && random.chance(50) ? stack(depth: depth + 1) : leaf()
        view.subviews = [content]
        pin(content.id, in: view.id, floating: random.chance(50))
        return view
    }

    /// Pins `content` in `container` along each axis on both edges, or (if `floating`, per axis
    /// at random) on one edge or the centre.
    private mutating func pin(_ content: String, in container: String, floating: Bool) {
        let horizontal: [[(LayoutAttribute, Double)]] = floating
            ? [[(.leading, 4), (.trailing, -4)], [(.centerX, 0)], [(.leading, 6)], [(.trailing, -2)]]
            : [[(.leading, 4), (.trailing, -4)], [(.left, 0), (.right, 0)]]
        let vertical: [[(LayoutAttribute, Double)]] = floating
            ? [[(.top, 2), (.bottom, -2)], [(.centerY, 3)], [(.top, 0)], [(.bottom, -5)]]
            : [[(.top, 2), (.bottom, -2)]]
        for edges in [random.pick(horizontal), random.pick(vertical)] {
            for (attribute, constant) in edges {
                constraints.append(LayoutConstraint(
                    name: "constraints[\(constraints.count)]", first: LayoutAnchor(.view(content), attribute), relation: .equal,
                    second: LayoutAnchor(.view(container), attribute), constant: constant))
            }
        }
    }
}
