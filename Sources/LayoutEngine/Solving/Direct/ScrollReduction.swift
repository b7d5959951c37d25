/// A document whose scroll views each hold one content view pinned on all four edges to the
/// content layout guide (or, by UIKit's legacy rule, to the scroll view's edges), optionally its
/// width or height tied to the frame's (`K.width == S.frameLayoutGuide.width + k`): the form of a
/// feed or a form in a scroll view, whose constraints are rewritten into pins and size terms that
/// ``DirectDocument`` takes (the scroll views being plain views in its ``DirectTree``), with the
/// same optimum.
///
/// Why it is exact. Along an axis, the content view `K` has `K.low == C.low + a` and
/// `K.high == C.high + b`, the guide `C` starting at the scroll view's `S.low` with size `c`
/// pulled to 0 at `fittingSizeLevel` (``ScrollGuides``). The pins fix `c = a + K.size − b`, so the
/// guide's variables are functions of `K`'s and the pull is `|K.size − (b − a)|` at 50: a size term
/// of `K`, with `K.low == S.low + a` placing it (a floating pin). With a tie
/// `K.size == S.size + k`, `K.high == S.high + a + k` and `K.low == S.low + a` hold `K` on both
/// edges, and the pull is `|S.size − (b − a − k)|` at 50: a size term of `S`. Each rewrite is a
/// substitution of variables fixed by required equalities, so every solution of one document is
/// one of the other with the same error at every priority: the same optimum, unique exactly
/// when the other's is, and the same frames (the guides have none). The constraint count is kept
/// (three for three along a tied axis, two for two along the other).
///
/// Declined (nil) when a scroll view holds anything else: more or fewer than one subview, its
/// own layout guides, a guide named by any other constraint, a pin that is not required `==`
/// with multiplier 1, a centre, or a right-to-left layout (where `leading` is the content's far
/// edge).
struct ScrollReduction {
    /// The document's constraints with each scroll view's content constraints rewritten.
    let constraints: [LayoutConstraint]
    /// Per scroll view in tree order: its id, its content view's tree index and, per axis, what
    /// the content size adds to the content view's size (`a − b`).
    let contents: [(id: String, content: Int, extra: SIMD2<Double>)]
    /// The scroll views' guides, which the lowering would make (``ScrollGuides``).
    var guideCount: Int { ScrollGuides.guidesPerScrollView * contents.count }

    /// One scroll view as the tree has it.
    private struct Scroll {
        let id: String
        /// Its superview's id (nil for the root), and its one subview's id and tree index.
        let superview: String?
        let content: String
        let contentIndex: Int
        /// Per axis: the content's pins to the low and high edges (`a`, `b`), and the tie's `k`.
        var low: SIMD2<Double> = SIMD2(repeating: .nan)
        var high: SIMD2<Double> = SIMD2(repeating: .nan)
        var tie: SIMD2<Double> = SIMD2(repeating: .nan)
        /// The document constraints recorded, by position, with the content's attribute.
        var recorded: [(position: Int, attribute: LayoutAttribute)] = []
    }

    /// The rewritten constraints of the scroll views of `tree` (flattened, not finished), or nil
    /// if one is outside the form.
    /// - Complexity: O(scroll views + constraints).
    init?(tree: DirectTree, constraints: [LayoutConstraint], options: LayoutOptions) {
        guard options.layoutDirection == .leftToRight else { return nil }
        var scrolls: [Scroll] = []
        for view in tree.scrollViews.lazy.map(Int.init) {
            guard tree.childCount(of: view) == 1 else { return nil }
            let content = tree.lastChild(of: view)
            let parent = Int(tree.parents[view])
            scrolls.append(Scroll(
                id: tree.ids[view], superview: parent >= 0 ? tree.ids[parent] : nil, content: tree.ids[content],
                contentIndex: content))
        }
        var byID: [String: Int] = [:]
        var byGuide: [String: (scroll: Int, isFrame: Bool)] = [:]
        for (number, scroll) in scrolls.enumerated() {
            byID[scroll.id] = number
            byGuide[ScrollGuides.contentGuideID(of: scroll.id)] = (number, false)
            byGuide[ScrollGuides.frameGuideID(of: scroll.id)] = (number, true)
        }
        for (position, constraint) in constraints.enumerated() {
            guard let number = Self.pinnedScroll(constraint, scrolls: scrolls, byID: byID, byGuide: byGuide) else {
                // Not a scroll view's content: it may still name one (its frame, with its superview
                // or alone), which ``DirectDocument`` judges as any view's; a guide otherwise is not
                // in the form.
                guard Self.isFrameOnly(constraint, scrolls: scrolls, byID: byID, byGuide: byGuide) else { return nil }
                continue
            }
            let scroll = scrolls[number]
            // `K.attribute == item.attribute + constant`, content first, with the scroll view's
            // frame or guide.
            guard let second = constraint.second else { return nil }
            let contentFirst = constraint.first.item == .view(scroll.content)
            guard contentFirst != (second.item == .view(scroll.content)) else { return nil }
            let (near, far) = contentFirst ? (constraint.first, second) : (second, constraint.first)
            let isFrame: Bool
            switch far.item {
            case .view(let id) where id == scroll.id: isFrame = far.attribute == .width || far.attribute == .height
            case .guide(let id):
                guard let guide = byGuide[id], guide.scroll == number else { return nil }
                isFrame = guide.isFrame
            default: return nil
            }
            guard constraint.relation == .equal, constraint.priority >= 1000, constraint.multiplier == 1,
                near.attribute == far.attribute,
                Self.record(near.attribute, contentFirst ? constraint.constant : -constraint.constant,
                    isFrame: isFrame, scroll: &scrolls[number])
            else { return nil }
            scrolls[number].recorded.append((position, near.attribute))
        }
        // Every scroll view needs both edges of both axes: the guide's size is then the content's.
        for scroll in scrolls {
            for axis in 0..<2 where scroll.low[axis].isNaN || scroll.high[axis].isNaN { return nil }
        }
        var rewritten = constraints
        var contents: [(id: String, content: Int, extra: SIMD2<Double>)] = []
        for scroll in scrolls {
            Self.rewrite(scroll, into: &rewritten)
            contents.append((scroll.id, scroll.contentIndex, scroll.low - scroll.high))
        }
        self.constraints = rewritten
        self.contents = contents
    }

    /// The scroll view whose content `constraint` pins, if it may be one: one naming a scroll
    /// view's guide, or relating a scroll view's frame and its content view (the legacy rule).
    private static func pinnedScroll(
        _ constraint: LayoutConstraint, scrolls: [Scroll], byID: [String: Int],
        byGuide: [String: (scroll: Int, isFrame: Bool)]
    ) -> Int? {
        for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
            if case .guide(let id) = anchor.item, let guide = byGuide[id] { return guide.scroll }
        }
        guard let second = constraint.second else { return nil }
        for (anchor, other) in [(constraint.first, second), (second, constraint.first)] {
            if case .view(let id) = anchor.item, let number = byID[id], other.item == .view(scrolls[number].content) {
                return number
            }
        }
        return nil
    }

    /// Whether `constraint`, pinning no content, names no scroll view's guide and relates a
    /// scroll view (if it names one) only to itself or its superview.
    private static func isFrameOnly(
        _ constraint: LayoutConstraint, scrolls: [Scroll], byID: [String: Int],
        byGuide: [String: (scroll: Int, isFrame: Bool)]
    ) -> Bool {
        let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
        for anchor in anchors {
            if case .guide(let id) = anchor.item, byGuide[id] != nil { return false }
            guard let id = viewID(anchor.item), let number = byID[id] else { continue }
            let scroll = scrolls[number]
            for other in anchors {
                guard let otherID = viewID(other.item), otherID == scroll.id || otherID == scroll.superview else {
                    return false
                }
            }
        }
        return true
    }

    /// The view an item belongs to: a view, or the view whose margins or safe area it is.
    private static func viewID(_ item: LayoutItem) -> String? {
        switch item {
        case .view(let id), .layoutMarginsGuide(let id), .safeAreaLayoutGuide(let id): return id
        case .guide: return nil
        }
    }

    /// Records `K.attribute == guide.attribute + constant` (the frame's for a size, the content's
    /// for an edge); false if not in the form (a centre, a size against the content, twice the same).
    private static func record(_ attribute: LayoutAttribute, _ constant: Double, isFrame: Bool, scroll: inout Scroll) -> Bool {
        switch attribute {
        case .width, .height:
            let axis = attribute == .width ? 0 : 1
            guard isFrame, scroll.tie[axis].isNaN else { return false }
            scroll.tie[axis] = constant
        case .leading, .left, .top:
            let axis = attribute == .top ? 1 : 0
            guard !isFrame, scroll.low[axis].isNaN else { return false }
            scroll.low[axis] = constant
        case .trailing, .right, .bottom:
            let axis = attribute == .bottom ? 1 : 0
            guard !isFrame, scroll.high[axis].isNaN else { return false }
            scroll.high[axis] = constant
        default: return false
        }
        return true
    }

    /// Replaces a scroll view's recorded constraints with the pins and size terms of the type
    /// comment, each in the place of one it replaces (keeping its name): the low pin for the low
    /// pin; for the high pin, the high pin with the scroll view (tied) or the content's size term
    /// (not tied); for the tie, the scroll view's size term.
    private static func rewrite(_ scroll: Scroll, into constraints: inout [LayoutConstraint]) {
        let content = LayoutItem.view(scroll.content)
        let view = LayoutItem.view(scroll.id)
        let fit = ViewConstraintBuilder.fittingSizePriority
        for (position, attribute) in scroll.recorded {
            let name = constraints[position].label
            let axis = attribute == .top || attribute == .bottom || attribute == .height ? 1 : 0
            let (a, b, k) = (scroll.low[axis], scroll.high[axis], scroll.tie[axis])
            let size: LayoutAttribute = axis == 0 ? .width : .height
            switch attribute {
            case .leading, .left, .top:
                constraints[position] = LayoutConstraint(
                    label: name, first: LayoutAnchor(content, attribute), relation: .equal,
                    second: LayoutAnchor(view, attribute), constant: a)
            case .width, .height:
                constraints[position] = LayoutConstraint(
                    label: name, first: LayoutAnchor(view, size), relation: .equal, constant: b - a - k, priority: fit)
            default:
                constraints[position] = k.isNaN
                    ? LayoutConstraint(
                        label: name, first: LayoutAnchor(content, size), relation: .equal, constant: b - a, priority: fit)
                    : LayoutConstraint(
                        label: name, first: LayoutAnchor(content, attribute), relation: .equal,
                        second: LayoutAnchor(view, attribute), constant: a + k)
            }
        }
    }

    /// Each scroll view's `contentSize` from the direct layout's frames in the root's coordinates:
    /// the content view's size plus `a − b` per axis, starting where the scroll view does (the
    /// content guide's origin is the scroll view's, the content view's superview).
    func scrollContents(
        _ absolute: (Int) -> SIMD4<Double>, parent: (Int) -> Int, placement: FramePlacement
    ) -> [ScrollContent] {
        contents.map { scroll in
            let content = absolute(scroll.content)
            let origin = absolute(parent(scroll.content))
            return placement.contentSize(
                id: scroll.id, origin: SIMD2(origin.x, origin.y),
                size: SIMD2(content.z, content.w) + scroll.extra)
        }
    }
}
