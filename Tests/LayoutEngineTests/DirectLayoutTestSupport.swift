import LayoutEngine

/// Random documents of nested stacks and pinned plain containers, for the differential test:
/// every distribution and alignment (the ones the direct path declines too), margins, hidden
/// views, shorthands, custom spacing, priorities that tie and required ones, root sizes given
/// or fitted, right-to-left, absolute frames, and now and then a constraint that is not a pin.
struct RandomStackDocuments {
    private var rng: SplitMix64
    private var count = 0
    private var constraints: [LayoutConstraint] = []

    init(seed: UInt64) {
        rng = SplitMix64(state: seed)
    }

    mutating func make() -> LayoutDocument {
        count = 0
        constraints = []
        var root: ViewNode
        if rng.chance(50) {
            root = stack(depth: 0, pointer: "/root")
        } else {
            root = ViewNode(id: nextID(), pointer: "/root")
            root.subviews = [pinned(in: root.id, depth: 0, pointer: "/root/subviews/0")]
            if rng.chance(30) { root.subviews.append(pinned(in: root.id, depth: 2, pointer: "/root/subviews/1")) }
        }
        root.width = rng.pick([375, 375, 200, nil, nil])
        root.height = rng.pick([600, nil, nil])
        if rng.chance(20) { root.safeAreaInsets = EdgeInsets(top: 20, left: 4, bottom: 10, right: 0) }
        if rng.chance(5) {
            // Not a pin: the direct path must decline.
            constraints.append(LayoutConstraint(
                name: "constraints[\(constraints.count)]", first: LayoutAnchor(.view(root.id), .width),
                relation: .greaterThanOrEqual, constant: 100))
        }
        let options = LayoutOptions(
            layoutDirection: rng.chance(25) ? .rightToLeft : .leftToRight, frames: rng.chance(25) ? .absolute : .superview)
        return LayoutDocument(root: root, constraints: constraints, options: options)
    }

    private mutating func nextID() -> String {
        count += 1
        return "v\(count)"
    }

    private mutating func priority(_ usual: Double) -> Double {
        rng.chance(70) ? usual : rng.pick([1, 200, 249, 250, 251, 700, 750, 999, 1000])
    }

    private mutating func leaf(pointer: String) -> ViewNode {
        var view = ViewNode(id: nextID(), pointer: pointer)
        let sizes: [Double?] = [nil, 0, 10, 20, 24, 34, 48, 90, 120, 160]
        view.intrinsicContentSize = OptionalSize(width: rng.chance(85) ? rng.pick(sizes) : nil, height: rng.chance(85) ? rng.pick(sizes) : nil)
        view.contentHugging = AxisPriorities(horizontal: priority(250), vertical: priority(250))
        view.compressionResistance = AxisPriorities(horizontal: priority(750), vertical: priority(750))
        if rng.chance(8) { view.width = rng.pick([30, 50, 100]) }
        if rng.chance(8) { view.height = rng.pick([30, 50, 100]) }
        return view
    }

    private mutating func child(depth: Int, pointer: String) -> ViewNode {
        let kind = rng.below(100)
        if depth < 3 && kind < 25 { return stack(depth: depth + 1, pointer: pointer) }
        if depth < 3 && kind < 35 {
            var container = ViewNode(id: nextID(), pointer: pointer)
            container.subviews = [pinned(in: container.id, depth: depth + 1, pointer: pointer + "/subviews/0")]
            if rng.chance(20) { container.intrinsicContentSize = OptionalSize(width: 40, height: nil) }
            return container
        }
        return leaf(pointer: pointer)
    }

    private mutating func stack(depth: Int, pointer: String) -> ViewNode {
        var view = ViewNode(id: nextID(), pointer: pointer)
        var properties = StackProperties()
        properties.axis = rng.chance(50) ? .horizontal : .vertical
        properties.distribution = rng.pick([.fill, .fill, .fill, .fillEqually, .equalSpacing, .equalSpacing, .fillProportionally])
        properties.alignment = rng.chance(5) ? rng.pick([.firstBaseline, .lastBaseline]) : rng.pick([.fill, .leading, .center, .trailing])
        properties.spacing = rng.pick([0, 4, 8, 10, -2])
        if rng.chance(25) {
            properties.layoutMarginsRelativeArrangement = true
            view.layoutMargins = DirectionalInsets(
                top: rng.pick([0, 8, 12]), leading: rng.pick([0, 8, 12]), bottom: rng.pick([0, 4]), trailing: rng.pick([0, 6, 8]))
        }
        let arrangedCount = rng.chance(3) ? 0 : 1 + rng.below(4)
        for index in 0..<arrangedCount {
            var arranged = child(depth: depth, pointer: pointer + "/arrangedSubviews/\(index)")
            if rng.chance(10) { arranged.isHidden = true }
            view.arrangedSubviews.append(arranged)
        }
        if rng.chance(15), let first = view.arrangedSubviews.first {
            properties.customSpacing = [(viewID: first.id, spacing: 16)]
        }
        view.stack = properties
        if rng.chance(5) { view.intrinsicContentSize = OptionalSize(width: nil, height: 30) }
        return view
    }

    /// A subview of `container` pinned on all four edges, to its frame, margins or safe area,
    /// written either way round, with leading/trailing or left/right.
    private mutating func pinned(in container: String, depth: Int, pointer: String) -> ViewNode {
        let view = rng.chance(50) ? stack(depth: depth, pointer: pointer) : leaf(pointer: pointer)
        let guide = rng.below(10)
        let item: LayoutItem = guide < 3 ? .layoutMarginsGuide(container) : guide < 4 ? .safeAreaLayoutGuide(container) : .view(container)
        let horizontal: [LayoutAttribute] = rng.chance(70) ? [.leading, .trailing] : [.left, .right]
        for attribute in [.top, .bottom] + horizontal where !rng.chance(2) {
            let superview = LayoutAnchor(item, attribute)
            let subview = LayoutAnchor(.view(view.id), attribute)
            let subviewFirst = rng.chance(50)
            constraints.append(LayoutConstraint(
                name: "constraints[\(constraints.count)]", first: subviewFirst ? subview : superview, relation: .equal,
                second: subviewFirst ? superview : subview, constant: rng.pick([0, 0, 8, -4])))
        }
        return view
    }
}
