import LayoutEngine

/// Random documents around stacks of one distribution, for ``DistributionDifferentialTests``:
/// the stack as the root (its size given or fitted), pinned on both edges inside a plain root of
/// a given size (stretched or compressed: the sizes are drawn on both sides of the content's),
/// or beside a sibling in a `fill` stack; stacks of the same distribution nested inside it, of
/// either axis; hidden arranged views, negative and custom spacings, margins, every alignment,
/// right-to-left. Untied documents give one view in a few a lower hugging or compression
/// resistance (as the benchmark's stacks do), tied ones leave every view at the defaults, so that
/// a share is free and the solver reports it ambiguous. `fillProportionally` documents have
/// no spacing half the time, and now and then priorities among their shares' (996 to 999).
struct DistributionDocumentGenerator {
    let distribution: StackProperties.Distribution
    private var random: SplitMix64
    private var serial = 0
    private var constraints: [LayoutConstraint] = []
    /// Whether the last document has every view at the default priorities.
    private(set) var isTied = false
    private static let third = 1.0 / 3

    init(distribution: StackProperties.Distribution, seed: UInt64) {
        self.distribution = distribution
        random = SplitMix64(state: seed)
    }

    mutating func next() -> LayoutDocument {
        serial = 0
        constraints = []
        isTied = random.chance(20)
        var root: ViewNode
        switch random.below(10) {
        case 0..<4:
            root = stack(depth: 0)
            root.width = random.pick([nil, 40, 90, 160, 375])
            root.height = random.pick([nil, nil, 30, 120, 400])
        case 4..<8:
            root = ViewNode(id: nextID())
            let content = stack(depth: 0)
            let inset = random.pick([0.0, 0, 8])
            for (attribute, constant) in [(LayoutAttribute.leading, inset), (.trailing, -inset), (.top, inset), (.bottom, -inset)] {
                add(content.id, attribute, root.id, attribute, constant: constant)
            }
            root.subviews = [content]
            root.width = random.pick([40, 90, 160, 375, 600])
            root.height = random.pick([30, 120, 400, 812])
        default:
            root = ViewNode(id: nextID())
            var properties = StackProperties()
            properties.axis = random.chance(50) ? .horizontal : .vertical
            properties.spacing = random.pick([0, 8])
            root.stack = properties
            root.arrangedSubviews = random.chance(50) ? [stack(depth: 0), leaf()] : [leaf(), stack(depth: 0)]
            root.width = random.pick([nil, 120, 375])
            root.height = random.pick([nil, 200, 600])
        }
        let options = LayoutOptions(
            layoutDirection: random.chance(25) ? .rightToLeft : .leftToRight,
            frames: random.chance(25) ? .absolute : .superview)
        return LayoutDocument(root: root, constraints: constraints, options: options)
    }

    private mutating func nextID() -> String {
        serial += 1
        return "v\(serial)"
    }

    private mutating func add(
        _ first: String, _ firstAttribute: LayoutAttribute, _ second: String, _ secondAttribute: LayoutAttribute,
        constant: Double
    ) {
        constraints.append(LayoutConstraint(
            name: "constraints[\(constraints.count)]", first: LayoutAnchor(.view(first), firstAttribute), relation: .equal,
            second: LayoutAnchor(.view(second), secondAttribute), constant: constant))
    }

    private mutating func leaf() -> ViewNode {
        var view = ViewNode(id: nextID())
        view.intrinsicContentSize = OptionalSize(
            width: random.pick([10, 20, 24, 34, 48, 100 * Self.third, 0]), height: random.pick([10, 17, 21, 44, nil]))
        if !isTied && random.chance(30) {
            view.contentHugging = AxisPriorities(horizontal: random.pick([249, 251]), vertical: random.pick([249, 251]))
            view.compressionResistance = AxisPriorities(horizontal: random.pick([749, 751]), vertical: random.pick([749, 751]))
        }
        if distribution == .fillProportionally && random.chance(25) {
            // Priorities among the shares' (999, 998, ...): held shares no longer outrank them,
            // and holding is certified per canvas, or the stack declined.
            let high: Double = random.pick([996, 998, 999])
            view.contentHugging = AxisPriorities(horizontal: random.pick([250, high]), vertical: random.pick([250, high]))
            view.compressionResistance = AxisPriorities(horizontal: random.pick([750, high]), vertical: random.pick([750, high]))
        }
        if random.chance(4) { view.width = random.pick([30, 50]) }
        return view
    }

    private mutating func stack(depth: Int) -> ViewNode {
        var view = ViewNode(id: nextID())
        var properties = StackProperties()
        properties.axis = random.chance(50) ? .horizontal : .vertical
        properties.distribution = distribution
        properties.alignment = random.pick([.fill, .fill, .leading, .center, .trailing])
        properties.spacing = distribution == .fillProportionally && random.chance(50) ? 0 : random.pick([0, 8, 16, -4, Self.third])
        if random.chance(20) {
            properties.layoutMarginsRelativeArrangement = true
            view.layoutMargins = DirectionalInsets(top: 4, leading: 8, bottom: 2, trailing: 6)
        }
        let count = 1 + random.below(depth == 0 ? 6 : 4)
        for _ in 0..<count {
            var child = depth < 2 && random.chance(20) ? stack(depth: depth + 1) : leaf()
            if random.chance(15) { child.isHidden = true }
            view.arrangedSubviews.append(child)
        }
        if random.chance(15) {
            properties.customSpacing = [(viewID: random.pick(view.arrangedSubviews).id, spacing: random.pick([2, 24]))]
        }
        view.stack = properties
        return view
    }
}
