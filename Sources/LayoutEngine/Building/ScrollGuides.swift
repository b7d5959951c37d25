/// A scroll view's two layout guides (`"type": "scroll"`, UIKit's `UIScrollView`) and the
/// constraints that make them.
///
/// Frames are taken at content offset 0, so the content's origin is the scroll view's own: a
/// subview's frame relative to the scroll view is in content coordinates, and its root frame is
/// where it lies at offset 0. The content layout guide (`ID.contentLayoutGuide`) is then a guide
/// at the scroll view's origin whose size, the `contentSize`, the constraints decide; with nothing
/// on it, it is pulled to zero (UIKit's `contentSize` starts at `.zero`, and a guide with no
/// constraint keeps it) at `fittingSizeLevel`, below every priority a document usually gives, so
/// that it is unique rather than ambiguous and yields to any constraint that sizes the content.
/// The frame layout guide (`ID.frameLayoutGuide`) is the scroll view's frame.
enum ScrollGuides {
    /// Family of the content layout guide's origin at the scroll view's.
    static let contentOrigin = "scroll-content-origin"
    /// Family of the content layout guide's size pulled toward zero.
    static let contentFit = "scroll-content-fit"
    /// Family of the frame layout guide's equalities with the scroll view's frame.
    static let frameGuide = "scroll-frame-guide"

    /// The id of scroll view `view`'s content layout guide, as the constraint grammar names it.
    static func contentGuideID(of view: String) -> String { view + ".contentLayoutGuide" }

    /// The id of scroll view `view`'s frame layout guide, as the constraint grammar names it.
    static func frameGuideID(of view: String) -> String { view + ".frameLayoutGuide" }

    /// Appends scroll view `index`'s guide constraints: the content guide's origin and fit, then
    /// the frame guide's four equalities.
    /// - Complexity: O(log scroll views).
    static func append(scrollView index: Int, in tree: LayoutTree, to out: inout [BuiltConstraint]) {
        guard let guide = contentGuide(of: index, in: tree) else { return }
        let before = out.count
        let scroll = ItemRef(index)
        let content = ItemRef(guide)
        let frame = ItemRef(guide + 1)
        out.append(BuiltConstraint(contentOrigin, content, .left, .equal, scroll, .left))
        out.append(BuiltConstraint(contentOrigin, content, .top, .equal, scroll, .top))
        let fit = ViewConstraintBuilder.fittingSizePriority
        out.append(BuiltConstraint(contentFit, content, .width, .equal, constant: 0, priority: fit))
        out.append(BuiltConstraint(contentFit, content, .height, .equal, constant: 0, priority: fit))
        for attribute in [LayoutAttribute.left, .top, .width, .height] {
            out.append(BuiltConstraint(frameGuide, frame, attribute, .equal, scroll, attribute))
        }
        assert(out.count - before == constraintsPerScrollView, "constraintsPerScrollView must count what append builds")
    }

    /// The guides ``append(scrollView:in:to:)`` makes per scroll view, four variables each.
    static let guidesPerScrollView = 2
    /// The constraints ``append(scrollView:in:to:)`` builds per scroll view.
    static let constraintsPerScrollView = 8

    /// The owner number of scroll view `view`'s content layout guide, nil if it is not a scroll view.
    /// - Complexity: O(log scroll views).
    static func contentGuide(of view: Int, in tree: LayoutTree) -> Int? {
        let scrolls = tree.scrollViews
        var low = 0
        var high = scrolls.count
        while low < high {
            let mid = (low + high) / 2
            if Int(scrolls[mid].view) < view { low = mid + 1 } else { high = mid }
        }
        guard low < scrolls.count, Int(scrolls[low].view) == view else { return nil }
        return Int(scrolls[low].contentGuide)
    }

    /// UIKit's legacy rule: a scroll view's edge or centre (not its size, not a guide's) in a
    /// constraint with an item inside its content is its content layout guide's; `item` itself
    /// otherwise.
    /// - Complexity: O(depth of `other`) for a scroll view's edge, O(1) otherwise.
    static func contentSide(_ item: ItemRef, _ attribute: LayoutAttribute, facing other: ItemRef, in tree: LayoutTree) -> ItemRef {
        let scroll = Int(item.owner)
        guard item.kind == .frame, tree.isView(scroll), tree.nodes[scroll].isScroll, isEdge(attribute),
            let guide = contentGuide(of: scroll, in: tree)
        else { return item }
        // The view `other` belongs to: itself, or the view owning a document's guide.
        var view = Int(other.owner)
        if !tree.isView(view) {
            guard view < tree.firstGeneratedOwner else { return item }
            view = Int(tree.guideOwners[view - tree.viewCount])
            // The scroll view's own guides are not inside its content.
            if view == scroll { return item }
        }
        while view >= 0 {
            view = Int(tree.parents[view])
            if view == scroll { return ItemRef(guide) }
        }
        return item
    }

    /// The attributes the legacy rule moves to the content: edges and centres.
    private static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom, .centerX, .centerY: return true
        default: return false
        }
    }
}
