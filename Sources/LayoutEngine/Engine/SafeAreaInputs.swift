/// Every view's safe area and margins as UIKit derives them from the frames: the inputs of the
/// fixed point (``FrameDependentInputs``) for `safeAreaInsets`, `insetsLayoutMarginsFromSafeArea`,
/// `preservesSuperviewLayoutMargins` and `viewController`.
///
/// UIKit's rules (`docs/FIDELITY.md` gives their sources):
/// - **Safe area.** The root's is the document's `safeAreaInsets`. Any other view's is its
///   superview's safe area within its own frame: on each edge, how far the superview's safe-area
///   edge lies inside the view's edge, at least 0, at most the superview's inset on that edge
///   (a view moved further out does not get a larger inset) and at most the view's own length.
/// - **Margins.** A view's margins, measured from its frame, are its `layoutMargins` plus, when
///   `insetsLayoutMarginsFromSafeArea` (the default), its safe-area insets on the same edges.
/// - **System minimum.** A view controller's root view (`viewController: true`) takes 16 points
///   leading and trailing below 414 points of width and 20 from 414, 0 top and bottom, for the
///   edges its `layoutMargins` leave out, and a side margin written below that minimum is raised to it.
/// - **Preserved margins.** With `preservesSuperviewLayoutMargins`, where the view's edge lies
///   within its superview's margin, its own margin grows to reach that margin:
///   `max(own, superview's margin - distance from the superview's edge)`, edge by edge.
///
/// Only the views whose guides the layout reads are *watched* (a constraint names their
/// `layoutMarginsGuide`, `safeAreaLayoutGuide` or a margin attribute, or they are stacks arranging
/// relative to their margins): a view nobody measures from can change its safe area freely.
/// A document with no safe area, no preserved margins and no view controller root of open width
/// has no inputs at all, and costs one walk of its views. One with only a safe area costs, while
/// no view reaches out of the root's safe rectangle, one pass over the frames after its layout:
/// its views are read and their inputs recomputed only once one does.
struct SafeAreaInputs: FrameDependentInputs {
    /// The document's views as written (before the root's margins were resolved), read into the
    /// arrays below only when a layout first reaches into the unsafe region (``update(from:)``).
    private let original: LayoutDocument
    private let root: RootFields
    private let rightToLeft: Bool
    /// Whether only the root's safe area moves guides (no preserved margins, no view controller root
    /// of open width): then a view inside the root's safe rectangle has no safe area of its own,
    /// and a layout none of whose views reaches out of it leaves every input as it was.
    private let onlySafeArea: Bool
    /// Whether the views have been read into the arrays below.
    private var isRead = false
    /// The superview of each view in tree order; -1 for the root.
    private var parents: [Int32] = []
    /// Where each view's subtree ends in tree order.
    private(set) var ends: [Int32] = []
    private var ids: [String] = []
    /// Each view's own `layoutMargins`, `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins`.
    private var declared: [DirectionalInsets] = []
    private var insetsFromSafeArea: [Bool] = []
    private var preserves: [Bool] = []
    /// The views whose guides the layout reads, in tree order, and their guides' current values.
    private var watched: [Int32] = []
    private var safeAreas: [EdgeInsets] = []
    private var margins: [DirectionalInsets] = []

    /// What the root's margins depend on besides the frames.
    struct RootFields {
        var safeArea: EdgeInsets
        var isViewController: Bool
        var declaredEdges: UInt8
        /// The root's `width`, when the document fixes it.
        var width: Double?
    }

    /// `document` ready for its first layout, with its root's margins resolved (the system
    /// minimum, margins not inset from the safe area), and the inputs to recompute from its
    /// frames, or nil when nothing in it depends on them.
    /// - Complexity: O(views) pointer reads; O(views + constraints) when the root has a safe area,
    ///   a view preserves its superview's margins, or the root is a view controller of open width.
    static func prepare(_ document: LayoutDocument) -> (document: LayoutDocument, inputs: SafeAreaInputs?) {
        let original = document
        var document = document
        let fields = RootFields(
            safeArea: document.root.safeAreaInsets, isViewController: document.root.isViewController,
            declaredEdges: document.root.declaredMargins, width: document.root.width)
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        if fields.isViewController || !document.root.insetsLayoutMarginsFromSafeArea {
            let margins = effectiveMargins(
                declared: document.root.layoutMargins, insetsFromSafeArea: document.root.insetsLayoutMarginsFromSafeArea,
                safeArea: fields.safeArea, root: fields, rootWidth: fields.width ?? 0, rightToLeft: rightToLeft)
            document.updateViews { Self.write(safeArea: fields.safeArea, margins: margins, to: &$0, rightToLeft: rightToLeft) }
        }
        guard let follows = followers(of: original.root) else { return (document, nil) }
        // The inputs read the views' own fields, before the root's were resolved.
        let inputs = SafeAreaInputs(
            original: original, root: fields, rightToLeft: rightToLeft,
            onlySafeArea: !follows.preserves && !follows.openViewController)
        return (document, inputs)
    }

    /// Whether some view's guides (safe area, margins) may follow the frames: what ``prepare(_:)``
    /// makes inputs for. Where not, every guide is its view's frame inset by constants.
    /// - Complexity: O(views).
    static func guidesFollowFrames(_ root: ViewNode) -> Bool { followers(of: root) != nil }

    /// Whether the fixed point may rewrite the insets along `axis` (0 x, 1 y) of view `view`'s
    /// guides (safe area, margins) in `tree` (0 the root): where not, the guides along that axis
    /// are the view's frame inset by the document's constants at every pass, whatever the frames.
    /// The root's safe area is the document's, and its margins follow only a view controller's
    /// open width (the system minimum). Another view's safe area is its superview's within its
    /// frame, at most the superview's inset on each edge, so by induction at most the root's:
    /// none on the edges where the root has none. Its margins are its own plus that safe area,
    /// but where it preserves its superview's.
    /// - Complexity: O(1).
    static func guidesMayChange(of view: Int, axis: Int, in tree: LayoutTree) -> Bool {
        let root = tree.nodes[0]
        return mayChange(
            isRoot: view == 0, preserves: view != 0 && tree.nodes[view].preservesSuperviewLayoutMargins,
            rootSafeArea: root.safeAreaInsets, axis: axis, rootIsOpenViewController: root.isViewController && root.width == nil)
    }

    /// ``guidesMayChange(of:axis:in:)``; along either axis where `axis` is nil (the first
    /// question of ``isWatched(_:isRoot:read:hasSafeArea:root:)``).
    private static func mayChange(
        isRoot: Bool, preserves: Bool, rootSafeArea s: EdgeInsets, axis: Int?, rootIsOpenViewController: Bool
    ) -> Bool {
        if isRoot { return rootIsOpenViewController }
        if preserves { return true }
        switch axis {
        case 0: return s.left != 0 || s.right != 0
        case 1: return s.top != 0 || s.bottom != 0
        default: return s != EdgeInsets()
        }
    }

    /// Whether a view `length` long along an axis has no safe inset along it wherever it lies
    /// (design note, section 5b, *A flat view's guides*): UIKit caps each inset by the view's own
    /// length (``safeArea(of:in:parentSafeArea:)``), so a view at most 0 long has none, within
    /// the fixed point's tolerance (``FixedPoint/same(_:_:)``). Where its length is the same at
    /// every optimum, its safe area along the axis is empty at every optimum, and (not preserving
    /// its superview's margins) its margins along it are its own: its guides settle alike however
    /// it moves.
    /// - Complexity: O(1).
    static func isFlat(length: Double) -> Bool { length <= 1e-9 }

    /// Whether a guide the layout reads may differ from one optimum to another: a watched view
    /// (``isWatched(_:isRoot:read:hasSafeArea:root:)``) that is, or lies under, one of the views
    /// `ambiguous` names (those with a value that is not unique; per view, the axes of those
    /// values, `1 << axis`, and the lengths among them, `4 << axis`), where its guides' insets
    /// along one of those axes may change (``guidesMayChange(of:axis:in:)``). A view's safe area
    /// and margins along an axis follow its own frame and its ancestors' along that axis alone, so
    /// where none of those moves along an axis whose insets may change, its guides settle alike
    /// at every optimum. Nor do they where the view is flat along the axis (``isFlat(length:)``),
    /// its length not among its ambiguous values.
    ///
    /// Nor do they where the view's superview has no safe inset along that axis at any optimum
    /// (design note, section 5b, *A guide under an empty safe area*): each of a view's safe insets
    /// is capped by its superview's on that edge (``safeArea(of:in:parentSafeArea:)``), so a view
    /// under a superview with none along the axis has none either, wherever the frames lie, and
    /// (not preserving its superview's margins) its margins along it are its own. A view has
    /// none along an axis at every optimum where its superview has none, or where neither it nor
    /// an ancestor moves along the axis and it has none in `frames` (the layout's, root coordinates).
    ///
    /// Nor where the view moves along the axis alone (no ancestor does, its length unique) and
    /// its insets along it are the same at both ends of its position's range over the optimal set,
    /// `spread(view, axis)` (its change, root coordinates, views in tree order; nil where unknown):
    /// each inset is monotone in the position, so it is the same at every optimum (design note,
    /// section 5b, *A guide over a tie's face*; ``insetsHold(_:in:parentSafeArea:axis:spread:)``).
    /// - Complexity: O(views + constraints), and one `spread` for each watched view moving alone.
    static func guidesMayMove(
        with ambiguous: [String: UInt8], in document: LayoutDocument, frames: SolvedFrames,
        spread: (_ view: Int, _ axis: Int) -> SIMD2<Double>?
    ) -> Bool {
        let root = document.root
        guard !ambiguous.isEmpty, guidesFollowFrames(root) else { return false }
        var read = Set<String>()
        for constraint in document.constraints {
            noteGuide(constraint.first, in: &read)
            if let second = constraint.second { noteGuide(second, in: &read) }
        }
        let fields = RootFields(
            safeArea: root.safeAreaInsets, isViewController: root.isViewController, declaredEdges: root.declaredMargins,
            width: root.width)
        let hasSafeArea = fields.safeArea != EdgeInsets()
        // The views are visited in tree order, the order of `frames`.
        var next = 0
        // `parent`: the superview's frame, safe area, and the axes (`1 << axis`) along which it has
        // no safe inset at any optimum.
        func visit(
            _ node: UnsafePointer<ViewNode>, isRoot: Bool, moving inherited: UInt8,
            parent: (frame: SIMD4<Double>, safe: EdgeInsets, empty: UInt8)
        ) -> Bool {
            let own = ambiguous[node.pointee.id] ?? 0
            let moving = inherited | (own & 0b11)
            let index = next
            let frame = frames.frame(index)
            next += 1
            let safe = isRoot ? fields.safeArea : safeArea(of: frame, in: parent.frame, parentSafeArea: parent.safe)
            // The axes along which it has no safe inset at any optimum: its superview has none, it
            // does not move and has none here, or it is flat at every optimum.
            var empty: UInt8 = 0
            for axis in 0..<2 {
                let none = axis == 0 ? safe.left == 0 && safe.right == 0 : safe.top == 0 && safe.bottom == 0
                let bit = UInt8(1 << axis)
                let flat = !isRoot && own & (4 << UInt8(axis)) == 0 && isFlat(length: axis == 0 ? frame.z : frame.w)
                if (!isRoot && parent.empty & bit != 0) || (moving & bit == 0 && none) || flat { empty |= bit }
            }
            let preserves = node.pointee.preservesSuperviewLayoutMargins
            if moving != 0, isWatched(node.pointee, isRoot: isRoot, read: read, hasSafeArea: hasSafeArea, root: fields),
                (0..<2).contains(where: { axis in
                    moving & (1 << UInt8(axis)) != 0
                        && (isRoot || preserves || empty & (1 << UInt8(axis)) == 0)
                        && mayChange(
                            isRoot: isRoot, preserves: preserves, rootSafeArea: fields.safeArea,
                            axis: axis, rootIsOpenViewController: fields.isViewController && fields.width == nil)
                        // Moving alone with insets the same over its range: they settle alike.
                        && (isRoot || preserves || inherited & (1 << UInt8(axis)) != 0
                            || spread(index, axis).map {
                                insetsHold(frame, in: parent.frame, parentSafeArea: parent.safe, axis: axis, spread: $0)
                            } != true)
                })
            {
                return true
            }
            func any(_ views: UnsafeBufferPointer<ViewNode>) -> Bool {
                views.indices.contains { visit(views.baseAddress! + $0, isRoot: false, moving: moving, parent: (frame, safe, empty)) }
            }
            return (!node.pointee.subviews.isEmpty && node.pointee.subviews.withUnsafeBufferPointer(any))
                || (!node.pointee.arrangedSubviews.isEmpty && node.pointee.arrangedSubviews.withUnsafeBufferPointer(any))
        }
        return withUnsafePointer(to: root) { visit($0, isRoot: true, moving: 0, parent: (.zero, EdgeInsets(), 0)) }
    }

    /// What moves guides with the frames in the document of `root`: a view preserving its
    /// superview's margins, a view controller root of open width (or only the root's safe area:
    /// both false); nil when nothing does.
    private static func followers(of root: ViewNode) -> (preserves: Bool, openViewController: Bool)? {
        let openViewController = root.isViewController && root.width == nil
        let preserves = anyPreserves(in: root)
        guard root.safeAreaInsets != EdgeInsets() || openViewController || preserves else { return nil }
        return (preserves, openViewController)
    }

    private init(original: LayoutDocument, root: RootFields, rightToLeft: Bool, onlySafeArea: Bool) {
        self.original = original
        self.root = root
        self.rightToLeft = rightToLeft
        self.onlySafeArea = onlySafeArea
    }

    /// Reads the document's views into the arrays, the watched ones with the values the first
    /// layout used; none is watched when none of the views whose guides the layout reads can change.
    /// - Complexity: O(views + constraints).
    private mutating func read() {
        isRead = true
        let document = original
        var read = Set<String>()
        for constraint in document.constraints {
            Self.noteGuide(constraint.first, in: &read)
            if let second = constraint.second { Self.noteGuide(second, in: &read) }
        }
        // A walk that reads the views in place first, so that a document with nothing to watch
        // (the usual screen: only the root's guides read) allocates nothing for it.
        let hasSafeArea = root.safeArea != EdgeInsets()
        let watches = withUnsafePointer(to: document.root) { pointer in
            Self.watchesAny(pointer, isRoot: true, read: read, hasSafeArea: hasSafeArea, root: root)
        }
        guard watches else { return }
        var declared: [DirectionalInsets] = []
        var insetsFromSafeArea: [Bool] = []
        var preserves: [Bool] = []
        var watched: [Int32] = []
        let order = TreeOrder(document.root) { node, index in
            declared.append(node.pointee.layoutMargins)
            insetsFromSafeArea.append(node.pointee.insetsLayoutMarginsFromSafeArea)
            preserves.append(node.pointee.preservesSuperviewLayoutMargins)
            if Self.isWatched(node.pointee, isRoot: index == 0, read: read, hasSafeArea: hasSafeArea, root: root) {
                watched.append(index)
            }
        }
        guard !watched.isEmpty else { return }
        parents = order.parents
        ends = order.ends
        ids = order.ids
        self.declared = declared
        self.insetsFromSafeArea = insetsFromSafeArea
        self.preserves = preserves
        self.watched = watched
        // What the first layout uses: the document as prepared (the root resolved, no other view
        // with a safe area or preserved margins yet).
        safeAreas = watched.map { $0 == 0 ? root.safeArea : EdgeInsets() }
        margins = watched.map { view in
            view == 0
                ? Self.effectiveMargins(
                    declared: declared[0], insetsFromSafeArea: insetsFromSafeArea[0], safeArea: root.safeArea,
                    root: root, rootWidth: root.width ?? 0, rightToLeft: rightToLeft)
                : declared[Int(view)]
        }
    }

    /// Recomputes every view's safe area and margins from `frames`, top down, and returns the
    /// watched views whose values changed.
    /// - Complexity: O(views).
    mutating func update(from frames: SolvedFrames) -> [Int32] {
        if !isRead {
            // Until a view reaches out of the root's safe rectangle, every input is what the first
            // layout used: the views need not even be read.
            if onlySafeArea && !Self.reachesOutside(frames, safeArea: root.safeArea) { return [] }
            read()
        }
        guard !watched.isEmpty else { return [] }
        let count = parents.count
        var safe = [EdgeInsets](repeating: EdgeInsets(), count: count)
        var effective = [DirectionalInsets](repeating: DirectionalInsets(), count: count)
        let rootWidth = frames.frame(0).z
        for view in 0..<count {
            let parent = Int(parents[view])
            let frame = frames.frame(view)
            if parent < 0 {
                safe[view] = root.safeArea
            } else {
                safe[view] = Self.safeArea(of: frame, in: frames.frame(parent), parentSafeArea: safe[parent])
            }
            var margins = Self.effectiveMargins(
                declared: declared[view], insetsFromSafeArea: insetsFromSafeArea[view], safeArea: safe[view],
                root: parent < 0 ? root : nil, rootWidth: rootWidth, rightToLeft: rightToLeft)
            if parent >= 0 && preserves[view] {
                margins = preserved(margins, of: frame, in: frames.frame(parent), superviewMargins: effective[parent])
            }
            effective[view] = margins
        }
        var changed: [Int32] = []
        for (slot, view) in watched.enumerated() {
            let (newSafe, newMargins) = (safe[Int(view)], effective[Int(view)])
            guard !Self.same(newSafe, safeAreas[slot]) || !Self.same(newMargins, margins[slot]) else { continue }
            safeAreas[slot] = newSafe
            margins[slot] = newMargins
            changed.append(view)
        }
        return changed
    }

    /// Whether a view but the root lies partly outside the root's safe rectangle, where it would
    /// have a safe area: a view inside it has none, whatever its superviews.
    /// - Complexity: O(views), stopping at the first that reaches out.
    private static func reachesOutside(_ frames: SolvedFrames, safeArea s: EdgeInsets) -> Bool {
        let root = frames.frame(0)
        let low = SIMD2(root.x + s.left, root.y + s.top)
        let high = SIMD2(root.x + root.z - s.right, root.y + root.w - s.bottom)
        for view in 1..<max(frames.count, 1) {
            let frame = frames.frame(view)
            let near = SIMD2(frame.x, frame.y)
            let far = near + SIMD2(frame.z, frame.w)
            // Strictly outside by more than the fixed point's tolerance: an edge on the safe edge is inside.
            if any(near .< low - 1e-9 * .one) || any(far .> high + 1e-9 * .one) { return true }
        }
        return false
    }

    /// Writes view `view`'s current safe area and margins into its node: its `safeAreaInsets`, and
    /// `layoutMargins` such that the builders' margins (`layoutMargins` plus the safe area, as
    /// ``AnchorLowering/insets(_:margins:safeArea:rightToLeft:)`` reads them) are its margins.
    func apply(to node: inout ViewNode, view: Int32) {
        var low = 0
        var high = watched.count
        while low < high {
            let mid = (low + high) / 2
            if watched[mid] < view { low = mid + 1 } else { high = mid }
        }
        guard low < watched.count, watched[low] == view else { return }
        Self.write(safeArea: safeAreas[low], margins: margins[low], to: &node, rightToLeft: rightToLeft)
    }

    /// The names of `views`, for the `unsettled` warning.
    func names(of views: [Int32]) -> [String] { views.map { ids[Int($0)] } }
}

extension SafeAreaInputs {
    /// Whether the safe insets along `axis` (0 x, 1 y) of a view at `frame`, in a superview at
    /// `parent` whose safe area is `parentSafeArea`, are the same wherever its position lies within
    /// `spread` of `frame`'s (its length and the superview as they are; an end may be infinite).
    /// Each inset is `max(0, min(reach, cap, length))` with the reach moving with the position
    /// (``safeArea(of:in:parentSafeArea:)``): monotone in it, so the same over the interval where
    /// it is the same at both ends (an infinite end gives the limit, the reach infinite there).
    /// - Complexity: O(1).
    static func insetsHold(
        _ frame: SIMD4<Double>, in parent: SIMD4<Double>, parentSafeArea: EdgeInsets, axis: Int, spread: SIMD2<Double>
    ) -> Bool {
        var (low, high) = (frame, frame)
        low[axis] += spread.x
        high[axis] += spread.y
        let (a, b) = (
            safeArea(of: low, in: parent, parentSafeArea: parentSafeArea),
            safeArea(of: high, in: parent, parentSafeArea: parentSafeArea)
        )
        return axis == 0 ? a.left == b.left && a.right == b.right : a.top == b.top && a.bottom == b.bottom
    }

    /// The safe area of a view at `frame` in a superview at `parent` whose safe area is
    /// `parentSafeArea` (frames in root coordinates).
    static func safeArea(of frame: SIMD4<Double>, in parent: SIMD4<Double>, parentSafeArea s: EdgeInsets) -> EdgeInsets {
        // On each edge: how far the superview's safe edge lies inside the view's, capped by the
        // superview's own inset and by the view's length.
        func inset(_ reach: Double, _ cap: Double, _ length: Double) -> Double {
            max(0, min(reach, cap, length))
        }
        return EdgeInsets(
            top: inset(parent.y + s.top - frame.y, s.top, frame.w),
            left: inset(parent.x + s.left - frame.x, s.left, frame.z),
            bottom: inset(frame.y + frame.w - (parent.y + parent.w - s.bottom), s.bottom, frame.w),
            right: inset(frame.x + frame.z - (parent.x + parent.z - s.right), s.right, frame.z))
    }

    /// A view's margins measured from its frame: its own (for a view controller's root, with the
    /// system minimum), plus its safe area when they are inset from it.
    /// - Parameter root: the root's fields when the view is the root, else nil.
    static func effectiveMargins(
        declared: DirectionalInsets, insetsFromSafeArea: Bool, safeArea: EdgeInsets, root: RootFields?, rootWidth: Double,
        rightToLeft: Bool
    ) -> DirectionalInsets {
        var margins = declared
        if let root, root.isViewController {
            // UIKit's systemMinimumLayoutMargins for a compact (below 414) or regular width.
            let minimum: Double = rootWidth < 414 ? 16 : 20
            // An edge is the document's when it wrote it, or (a document made in code, which has no
            // record of what it wrote) when it differs from the default.
            let edges = root.declaredEdges
            let usual = ViewNode.defaultLayoutMargins
            margins.top = edges & 1 != 0 || declared.top != usual.top ? declared.top : 0
            margins.bottom = edges & 4 != 0 || declared.bottom != usual.bottom ? declared.bottom : 0
            margins.leading = max(declared.leading, minimum)
            margins.trailing = max(declared.trailing, minimum)
        }
        guard insetsFromSafeArea else { return margins }
        margins.top += safeArea.top
        margins.bottom += safeArea.bottom
        margins.leading += rightToLeft ? safeArea.right : safeArea.left
        margins.trailing += rightToLeft ? safeArea.left : safeArea.right
        return margins
    }

    /// `margins` grown, edge by edge, to reach the superview's margins where the view's edge lies within them.
    private func preserved(
        _ margins: DirectionalInsets, of frame: SIMD4<Double>, in parent: SIMD4<Double>,
        superviewMargins m: DirectionalInsets
    ) -> DirectionalInsets {
        let fromLeft = frame.x - parent.x
        let fromRight = parent.x + parent.z - (frame.x + frame.z)
        var result = margins
        result.top = max(margins.top, m.top - (frame.y - parent.y))
        result.bottom = max(margins.bottom, m.bottom - (parent.y + parent.w - (frame.y + frame.w)))
        result.leading = max(margins.leading, m.leading - (rightToLeft ? fromRight : fromLeft))
        result.trailing = max(margins.trailing, m.trailing - (rightToLeft ? fromLeft : fromRight))
        return result
    }

    /// Stores `safeArea` and `margins` (measured from the frame) in `node`.
    private static func write(safeArea: EdgeInsets, margins: DirectionalInsets, to node: inout ViewNode, rightToLeft: Bool) {
        node.safeAreaInsets = safeArea
        node.layoutMargins = DirectionalInsets(
            top: margins.top - safeArea.top, leading: margins.leading - (rightToLeft ? safeArea.right : safeArea.left),
            bottom: margins.bottom - safeArea.bottom,
            trailing: margins.trailing - (rightToLeft ? safeArea.left : safeArea.right))
    }

    private static func same(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        FixedPoint.same(a.top, b.top) && FixedPoint.same(a.left, b.left) && FixedPoint.same(a.bottom, b.bottom)
            && FixedPoint.same(a.right, b.right)
    }

    private static func same(_ a: DirectionalInsets, _ b: DirectionalInsets) -> Bool {
        FixedPoint.same(a.top, b.top) && FixedPoint.same(a.leading, b.leading) && FixedPoint.same(a.bottom, b.bottom)
            && FixedPoint.same(a.trailing, b.trailing)
    }

    /// Adds to `read` the view whose guide `anchor` reads, if it reads one.
    private static func noteGuide(_ anchor: LayoutAnchor, in read: inout Set<String>) {
        switch anchor.kind {
        case .layoutMarginsGuide, .safeAreaLayoutGuide: read.insert(anchor.id)
        case .view, .guide:
            if AnchorLowering.withinMargins(anchor.attribute) != nil { read.insert(anchor.id) }
        }
    }

    /// Whether the layout reads `node`'s guides (`read` names the views whose guides constraints
    /// name; a stack arranging by its margins reads its own) and they can change: the root's
    /// safe area is fixed, and its margins are unless its width is open; another view's guides
    /// change only with a safe area to reach it or margins to preserve.
    private static func isWatched(
        _ node: borrowing ViewNode, isRoot: Bool, read: Set<String>, hasSafeArea: Bool, root: RootFields
    ) -> Bool {
        let canChange = mayChange(
            isRoot: isRoot, preserves: node.preservesSuperviewLayoutMargins, rootSafeArea: root.safeArea, axis: nil,
            rootIsOpenViewController: root.isViewController && root.width == nil)
        guard canChange else { return false }
        return node.stack?.layoutMarginsRelativeArrangement == true || (!read.isEmpty && read.contains(node.id))
    }

    /// Whether `node` or a view under it is watched (``isWatched(_:isRoot:read:hasSafeArea:root:)``).
    /// - Complexity: O(views), read in place.
    private static func watchesAny(
        _ node: UnsafePointer<ViewNode>, isRoot: Bool, read: Set<String>, hasSafeArea: Bool, root: RootFields
    ) -> Bool {
        if isWatched(node.pointee, isRoot: isRoot, read: read, hasSafeArea: hasSafeArea, root: root) { return true }
        func any(_ views: UnsafeBufferPointer<ViewNode>) -> Bool {
            views.indices.contains {
                watchesAny(views.baseAddress! + $0, isRoot: false, read: read, hasSafeArea: hasSafeArea, root: root)
            }
        }
        // A list's buffer is taken only where it has views (taking it retains and releases the array).
        return (!node.pointee.subviews.isEmpty && node.pointee.subviews.withUnsafeBufferPointer(any))
            || (!node.pointee.arrangedSubviews.isEmpty && node.pointee.arrangedSubviews.withUnsafeBufferPointer(any))
    }

    /// Whether a view under `node` preserves its superview's margins.
    /// - Complexity: O(views), read in place.
    private static func anyPreserves(in node: ViewNode) -> Bool {
        withUnsafePointer(to: node) { anyPreserves(below: $0) }
    }

    private static func anyPreserves(below node: UnsafePointer<ViewNode>) -> Bool {
        func any(_ views: UnsafeBufferPointer<ViewNode>) -> Bool {
            views.indices.contains {
                let child = views.baseAddress! + $0
                return child.pointee.preservesSuperviewLayoutMargins || anyPreserves(below: child)
            }
        }
        // A list's buffer is taken only where it has views (taking it retains and releases the array).
        return (!node.pointee.subviews.isEmpty && node.pointee.subviews.withUnsafeBufferPointer(any))
            || (!node.pointee.arrangedSubviews.isEmpty && node.pointee.arrangedSubviews.withUnsafeBufferPointer(any))
    }
}
