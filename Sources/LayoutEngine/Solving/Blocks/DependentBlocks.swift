import ConstraintSolver

/// The dependent blocks of a ``BlockLayout``, each solved by its own small solver over its views'
/// root coordinates, the upstream views' solved frames being constants.
///
/// The constraints are lowered as ``AnchorLowering`` lowers them, in root coordinates rather than
/// along the references: with every upstream value known, a difference of two positions is the
/// same number either way. A constraint between two positions on one axis whose scales do not
/// cancel (a multiplier, a right-to-left `leading` against a `centerX`) is measured, as UIKit
/// measures it, in the items' nearest common ancestor view's coordinates: each position less that
/// view's, an upstream value (a constant) but where both sides are one dependent leaf's.
struct DependentBlocks {
    /// Written by ``BlockLayout/update(canvas:restoring:meter:)`` (the root's size and the guides
    /// that moved: the blocks read guides from it), between solves.
    var tree: LayoutTree
    let isDependent: [Bool]
    /// The document's constraints naming a dependent view, and those between views of U that U
    /// does not take (each a block without views, checked at U's values).
    let constraints: BuiltSelection
    let rightToLeft: Bool
    /// Polled by each block's solver and once per block.
    var meter: WorkMeter?
    /// Per view, what of U's values is not unique among U's optima (``UpstreamVariation``); empty
    /// when U's optimum is unique. Set by ``BlockLayout`` before each solve.
    var upstreamVaries: [UpstreamVariation] = []
    /// The positions among the document's constraints of U's broken ones (its broken size term and
    /// ties): no longer required once broken, they hold nothing. Set by ``BlockLayout``.
    var upstreamBroken: [Int] = []
    /// Per view and axis (`2 × view + axis`), whether the view's content size is carried to U
    /// (`BlockLayout+CarriedTerms.swift`, *Content sizes*): U weighs its two terms, which its block
    /// then lowers to empty rows, met at every value. Empty where none is.
    private var carriedContentSizes: [Bool] = []
    /// Per view and axis (`2 × view + axis`), whether the view is in a chain whose series of
    /// content sizes U weighs (`BlockLayout+SeriesContentSizes.swift`): its block keeps the pair,
    /// whose error U's optimum accounts for, and leaves it out of its check of least errors. Empty
    /// where none is.
    private var seriesContentSizes: [Bool] = []
    /// Whether this solve is a witness's (``rootHold(axis:at:lowered:built:local:absolute:)``),
    /// which asks for no witness of its own.
    private var witnessing = false

    /// What of one view of U varies among U's optima, as U's direct layout says: one entry per
    /// view, filled in one walk (``BlockLayout/upstreamFrames(_:isDependent:)``).
    struct UpstreamVariation {
        /// The bits (`1 << component`: minimum x, minimum y, width, height, in the root's
        /// coordinates) of its values that vary, which a block declines to read.
        var values: UInt8 = 0
        /// The bits (`1 << axis`) of its position relative to its superview that vary.
        var relative: UInt8 = 0
        /// Whether its centre and far edge along each axis vary, where U's direct layout knows
        /// (``edgeKnown(axis:)``, ``edgeBit(axis:far:relative:)``: an arranged view of a tie U's
        /// walk opened).
        var edges: UInt16 = 0

        /// Leaves `axis` out (U's tie along it cut: nothing varies there).
        mutating func leaveOut(axis: Int) {
            values &= ~(UInt8(1 << axis) | UInt8(1 << (2 + axis)))
            relative &= ~UInt8(1 << axis)
            // The axis's four edge bits, and its bit saying they are known.
            edges &= ~(DependentBlocks.edgeKnown(axis: axis) | 0b1111 << UInt16(4 * axis))
        }
    }

    /// Whether the response's frames are relative to the superview (the ambiguity of a dependent
    /// view's position then counts its superview's, U's, too). Set by ``BlockLayout``.
    var relative = false
    /// Whether some view's guides may follow the frames (``SafeAreaInputs/guidesFollowFrames(_:)``):
    /// then a guide read on a view of U that varies, along an axis where that view's insets may
    /// change (``SafeAreaInputs/guidesMayChange(of:axis:in:)``), is declined (``guideOnVarying``),
    /// but where that view is flat along the axis at every optimum (``SafeAreaInputs/isFlat(length:)``).
    /// Set by ``BlockLayout`` where U varies.
    var guidesFollowFrames = true
    /// The least and greatest change of a view of U's position along an axis over U's optima
    /// (``BlockLayout/positionSpread(of:axis:)``, views by their number in the document; nil where
    /// unknown), read where a guide of a moving view may follow the frames (``insetsHold(of:axis:absolute:)``).
    /// Set by ``BlockLayout`` for one solve where U varies.
    var upstreamSpread: ((_ view: Int, _ axis: Int) -> SIMD2<Double>?)? = nil
    /// The service's constraints made for the dependent views (content sizes, shorthands).
    private(set) var serviceConstraintCount = 0
    private(set) var blockCount = 0
    /// Per dependent view with a frame value that is not unique in its block, that view and the
    /// values, in the order the blocks were solved.
    private(set) var ambiguous: [(view: Int32, values: Diagnostic.AmbiguousValues)] = []
    /// The `unsatisfiable` diagnostics of the conflicts among one dependent view's own constraints
    /// (``exactConflict(at:_:lowered:added:view:built:local:absolute:)``), each with its broken
    /// constraint's place in the whole document's order of addition, in the order the blocks were solved.
    private(set) var conflicts: [(place: ContractPlace, diagnostic: Diagnostic)] = []
    /// Where the last solve declined on a block without views whose required constraint cannot
    /// hold at U's values (reading none that varies), or whose optional one keeps more error there
    /// than with U's values free, that constraint; nil otherwise. ``BlockLayout`` may solve U
    /// again with its two sizes equal, or the optional relation composed (design note, section 5,
    /// "A required `>=` between two views of U", "An optional `>=` between two views of U").
    private(set) var unmetCheck: BuiltConstraint?
    /// Where the last solve declined on a block without views that reads a value of U varying
    /// among U's optima, that constraint; nil otherwise. ``BlockLayout`` may solve U again with it
    /// as a bound on the varying length (design note, section 5, *A relation on a length U's tie moves*).
    private(set) var movingCheck: BuiltConstraint?
    /// Each block's views (tree order) and constraints before lowering (its views' service
    /// constraints, then its document constraints), and how many of those are the service's:
    /// made by the first solve and kept for the next, which only U's values change.
    private var blocks: Partition? = nil
    /// Scratch of ``solveBlock(views:built:serviceCount:local:scratch:absolute:)``, kept from block to block: the
    /// lowered constraints as rows over one buffer of terms, and the values and pending
    /// equalities of ``determined(_:_:variableCount:values:pending:)``. Most blocks are determined
    /// by their required equalities; lowered this way they allocate nothing, where each made its
    /// solver constraints (an array of terms apiece) and its arrays before.
    private var scratch = Scratch()

    /// U's sizes (`4 × view + 2 + axis`) that a required `==` size term of U fixes.
    let fixedSizes: Set<Int>
    /// The whole document's own constraints, read only for ``heldShares(of:upstream:absolute:)``'s
    /// check that a stack's shares outrank every other optional priority.
    let documentConstraints: [LayoutConstraint]
    /// Whether U breaks nothing (no broken size or tie): ``heldShares(of:upstream:absolute:)``'s
    /// argument is of the whole document without a conflict.
    let upstreamIsClean: Bool
    /// Whether a block's relaxation held shares (``heldShares(of:upstream:absolute:)``) in this
    /// solve: then a block's conflict declines, the argument being of a document without one.
    private var readsHeldShares = false
    /// Per `fillProportionally` stack a block's relaxation has asked about, its shares where they
    /// may be held (``heldShareFamily(of:)``; nil where they never are): made the first time and
    /// kept for every later block and solve of the layout, which change none of what it reads;
    /// with the spanning boundaries at or above the shares that U's values must meet.
    private var shareFamilies: [(stack: Int, family: HeldShareFamily?)] = []

    /// A `fillProportionally` stack's shares that may be held (``heldShareFamily(of:)``), and the
    /// `UISV-spanning-boundary` equalities (999.5, across a `leading` or `trailing` stack) that the
    /// shares' argument needs met at U's values.
    private struct HeldShareFamily {
        var shares: [BuiltConstraint]
        var boundaries: [BuiltConstraint]
    }

    init(
        tree: LayoutTree, isDependent: [Bool], constraints: BuiltSelection, rightToLeft: Bool, fixedSizes: Set<Int>,
        documentConstraints: [LayoutConstraint], upstreamIsClean: Bool, meter: WorkMeter?
    ) {
        self.documentConstraints = documentConstraints
        self.upstreamIsClean = upstreamIsClean
        self.meter = meter
        self.fixedSizes = fixedSizes
        self.tree = tree
        self.isDependent = isDependent
        self.constraints = constraints
        self.rightToLeft = rightToLeft
    }

    /// Solves every block into `absolute` (per view: minimum x, minimum y, width, height in the
    /// root's coordinates, the upstream views' already there).
    /// - Returns: false if a block is declined: a required conflict other than those within one
    ///   view that it reports (``conflicts``), an error left in one of its
    ///   constraints that it would not keep with U free, or an attribute outside the frame; or the
    ///   meter stopped the solve.
    ///   Values that are not unique are listed in ``ambiguous``.
    /// - Complexity: O(views + constraints) plus each block's solve.
    mutating func solve(into absolute: inout [SIMD4<Double>]) -> Bool {
        let blocks = self.blocks ?? partition()
        self.blocks = blocks
        ambiguous = []
        conflicts = []
        unmetCheck = nil
        movingCheck = nil
        serviceConstraintCount = 0
        readsHeldShares = false
        var local = [Int32](repeating: -1, count: tree.viewCount)
        // Taken out of `self` once a solve rather than once a block: the blocks' own calls need
        // `self`, and an exchange a block cost more than most blocks' arithmetic.
        var scratch = Scratch()
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        for block in 0..<blocks.count {
            let views = blocks.views(block), built = blocks.built(block)
            let serviceCount = Int(blocks.serviceCounts[block])
            let work = 4 * views.count + built.count - serviceCount
            if let meter, meter.charge(work, bytes: { 0 }) { return false }
            serviceConstraintCount += serviceCount
            guard
                solveBlock(
                    views: views, built: built, serviceCount: serviceCount, local: &local, scratch: &scratch,
                    absolute: &absolute)
            else { return false }
        }
        guard !readsHeldShares || conflicts.isEmpty else { return false }
        blockCount = blocks.count
        return true
    }

    /// The blocks end to end: block b's views are `views[viewStarts[b]..<viewStarts[b + 1]]`, its
    /// constraints `built[builtStarts[b]..<builtStarts[b + 1]]`, the first `serviceCounts[b]` of
    /// them its views' service constraints. Flat rather than an array of arrays per block: most
    /// blocks are a view or two, and their arrays were most of the partition's cost.
    private struct Partition {
        var viewStarts: [Int32] = [0]
        var views: [Int32] = []
        var builtStarts: [Int32] = [0]
        var built: [BuiltConstraint] = []
        var serviceCounts: [Int32] = []

        var count: Int { serviceCounts.count }
        func views(_ block: Int) -> ArraySlice<Int32> { views[Int(viewStarts[block])..<Int(viewStarts[block + 1])] }
        func built(_ block: Int) -> ArraySlice<BuiltConstraint> {
            built[Int(builtStarts[block])..<Int(builtStarts[block + 1])]
        }
    }

    /// The blocks: first each constraint between views of U alone (a block without views), in
    /// document order; then the dependent views joined by constraints, numbered in tree order of
    /// their first view, each with its views' service constraints and its document constraints.
    /// - Complexity: O(views + constraints).
    private func partition() -> Partition {
        let count = tree.viewCount
        var representative = [Int32](repeating: -1, count: count)
        for view in 0..<count where isDependent[view] { representative[view] = Int32(view) }
        func find(_ view: Int) -> Int {
            var root = view
            while Int(representative[root]) != root { root = Int(representative[root]) }
            var node = view
            while Int(representative[node]) != root {
                let up = Int(representative[node])
                representative[node] = Int32(root)
                node = up
            }
            return root
        }
        // Each constraint read where it lies (the iterator copies it).
        for index in constraints.indices {
            guard let second = constraints[index].second else { continue }
            let (a, b) = (Int(constraints[index].first.owner), Int(second.owner))
            guard isDependent[a], isDependent[b] else { continue }
            let (ra, rb) = (find(a), find(b))
            // The smaller view number represents its block, so blocks keep tree order.
            if ra != rb { representative[max(ra, rb)] = Int32(min(ra, rb)) }
        }
        // Blocks numbered in tree order of their first view; views and constraints grouped by
        // block with a count and a running start each (a counting sort, one pass to place).
        var block = [Int32](repeating: -1, count: count)
        var blockCount = 0
        var viewCounts: [Int32] = []
        // The dependent views' service constraints, by the one count of what the builder makes:
        // with the document's, the partition's constraints are counted before any is placed, so
        // that their array is made once (regrown, it moved them all).
        var serviceCount = 0
        for view in 0..<count where isDependent[view] {
            let root = find(view)
            if block[root] < 0 {
                block[root] = Int32(blockCount)
                blockCount += 1
                viewCounts.append(0)
            }
            block[view] = block[root]
            viewCounts[Int(block[root])] += 1
            let service = ViewConstraintBuilder.counts(
                intrinsic: tree.nodes[view].intrinsicContentSize, width: tree.nodes[view].width,
                height: tree.nodes[view].height, isRoot: view == 0)
            serviceCount += service.generated + service.shorthands
        }
        // A constraint between views of U alone is a block without views (the first blocks, in
        // document order): met at U's values (or keeping no more error than it would with U's
        // values free), it costs U nothing.
        var checks: [Int] = []
        var memberStarts = [Int32](repeating: 0, count: blockCount + 1)
        var owner = [Int32](repeating: -1, count: constraints.count)
        for index in constraints.indices {
            let first = Int(constraints[index].first.owner)
            let second = constraints[index].second.map { Int($0.owner) }
            guard let view = isDependent[first] ? first : second.flatMap({ isDependent[$0] ? $0 : nil }) else {
                checks.append(index)
                continue
            }
            owner[index] = block[view]
            memberStarts[Int(block[view]) + 1] += 1
        }
        for number in 0..<blockCount { memberStarts[number + 1] += memberStarts[number] }
        var members = [Int32](repeating: 0, count: Int(memberStarts[blockCount]))
        var nextMember = memberStarts
        for index in constraints.indices where owner[index] >= 0 {
            let number = Int(owner[index])
            members[Int(nextMember[number])] = Int32(index)
            nextMember[number] += 1
        }
        var partition = Partition()
        let total = checks.count + blockCount
        partition.viewStarts.reserveCapacity(total + 1)
        partition.builtStarts.reserveCapacity(total + 1)
        partition.serviceCounts.reserveCapacity(total)
        partition.built.reserveCapacity(checks.count + members.count + serviceCount)
        for index in checks {
            partition.viewStarts.append(0)
            partition.built.append(constraints[index])
            partition.builtStarts.append(Int32(partition.built.count))
            partition.serviceCounts.append(0)
        }
        // Dependent block `number` is the partition's block `firstDependent + number`.
        let firstDependent = checks.count
        for number in 0..<blockCount {
            partition.viewStarts.append(partition.viewStarts[firstDependent + number] + viewCounts[number])
        }
        var nextView = Array(partition.viewStarts[firstDependent...])
        partition.views = [Int32](repeating: 0, count: Int(partition.viewStarts[total]))
        for view in 0..<count where isDependent[view] {
            let number = Int(block[view])
            partition.views[Int(nextView[number])] = Int32(view)
            nextView[number] += 1
        }
        for number in 0..<blockCount {
            let start = partition.built.count
            for view in partition.views(firstDependent + number) {
                ViewConstraintBuilder.append(view: Int(view), in: tree, to: &partition.built)
                ViewConstraintBuilder.appendShorthands(view: Int(view), in: tree, to: &partition.built)
            }
            partition.serviceCounts.append(Int32(partition.built.count - start))
            for index in members[Int(memberStarts[number])..<Int(memberStarts[number + 1])] {
                partition.built.append(constraints[Int(index)])
            }
            partition.builtStarts.append(Int32(partition.built.count))
        }
        return partition
    }

    /// Solves one block: `built`, its views' service constraints (the first `serviceCount`) and its
    /// document constraints.
    private mutating func solveBlock(
        views: ArraySlice<Int32>, built: ArraySlice<BuiltConstraint>, serviceCount: Int, local: inout [Int32],
        scratch: inout Scratch, absolute: inout [SIMD4<Double>]
    ) -> Bool {
        // Variable i of the block is the i-th made by its solver: (minimum x, minimum y, width,
        // height) per view, so the lowering needs no solver and the determined path makes none.
        let variableCount = 4 * views.count
        for (position, view) in views.enumerated() { local[Int(view)] = Int32(position) }
        scratch.terms.removeAll(keepingCapacity: true)
        scratch.rows.removeAll(keepingCapacity: true)
        if !scratch.varying.isEmpty { scratch.varying.removeAll(keepingCapacity: true) }
        var constants: FreeUpstream? = nil
        guard
            lower(
                built, local: local, absolute: absolute, upstream: &constants, into: &scratch.terms, rows: &scratch.rows,
                varying: &scratch.varying)
        else { return false }
        guard scratch.varying.isEmpty else {
            let solved = solveMoving(
                views: views, built: built, serviceCount: serviceCount, local: local, scratch: &scratch,
                absolute: &absolute)
            if !solved && views.isEmpty { movingCheck = built.first }
            return solved
        }
        if Self.determined(
            scratch.rows, scratch.terms, variableCount: variableCount, values: &scratch.values, pending: &scratch.pending)
        {
            store(scratch.values, views: views, into: &absolute)
            for view in views { noteAmbiguity([], of: view) }
            return true
        }
        guard
            let (solver, values) = solve(
                scratch, views: views, built: built, serviceCount: serviceCount, local: local, absolute: absolute,
                noteUnmet: true)
        else { return false }
        // Every optimum of the whole has U at its unique value and this block in its optimal set
        // given U, so a value is unique there exactly when it is unique in this solver. A dependent
        // view's superview is upstream, so its relative position is unique when its root one is.
        let analysis = solver.analyzeAmbiguity()
        for (position, view) in views.enumerated() {
            var values: Diagnostic.AmbiguousValues = []
            for component in 0..<4 where !analysis.isUnique(Variable(index: 4 * position + component)) {
                values.insert(Self.each[component])
            }
            noteAmbiguity(values, of: view)
        }
        store(values, views: views, into: &absolute)
        return true
    }

    /// The block's own solve of its rows in `scratch` (over `views`' variables, four a view): the
    /// required constraints by ``addRequired``, then the optional ones, and where one is unmet, its
    /// errors checked the least U's values could leave (``hasLeastErrors``); nil where it declines.
    /// - Parameter noteUnmet: whether a block without views that declines notes its constraint in
    ///   ``unmetCheck`` (it reads only values of U that do not vary).
    /// - Returns: the solver and its values by variable.
    private mutating func solve(
        _ scratch: Scratch, views: ArraySlice<Int32>, built: ArraySlice<BuiltConstraint>, serviceCount: Int,
        local: [Int32], absolute: [SIMD4<Double>], noteUnmet: Bool
    ) -> (solver: Solver, values: [Double])? {
        var lowered = scratch.rows.map { $0.constraint(scratch.terms) }
        let solver = Solver()
        solver.meter = meter
        let variables = (0..<4 * views.count).map { _ in solver.makeVariable() }
        guard
            let broken = addRequired(
                &lowered, to: solver, views: views, built: built, serviceCount: serviceCount, local: local,
                absolute: absolute, noteUnmet: noteUnmet)
        else { return nil }
        for constraint in lowered where !constraint.priority.isRequired && !constraint.priority.isBroken {
            guard (try? solver.add(constraint)) != nil else { return nil }
        }
        let values = variables.map { solver.value(of: $0) }
        if lowered.contains(where: { !Self.isMet($0, values) }) {
            guard
                hasLeastErrors(
                    lowered, values, built: built, broken: broken, views: views.count, local: local, absolute: absolute)
            else {
                if noteUnmet && views.isEmpty { unmetCheck = built.first }
                return nil
            }
        }
        return (solver, values)
    }

    /// Adds a block's required constraints (`lowered`, over `views`' variables) to `solver`, in the
    /// contract's order as the whole document's solver adds them (a block's constraints are in it:
    /// its views' service constraints, shorthands, then its document constraints), so that the same
    /// one breaks; the optional ones then start from a feasible system. A conflict is taken where
    /// it is one view's and shown the only minimal set
    /// (``exactConflict(at:_:lowered:added:view:built:local:absolute:)``): the broken constraint is
    /// added again at `Priority.broken`, and its diagnostic noted in ``conflicts``.
    /// - Parameter noteUnmet: whether a conflict of a block without views is ``unmetCheck``
    ///   (it reads only values of U that do not vary).
    /// - Returns: the broken constraints' positions; nil where the block declines.
    private mutating func addRequired(
        _ lowered: inout [Constraint], to solver: Solver, views: ArraySlice<Int32>, built: ArraySlice<BuiltConstraint>,
        serviceCount: Int, local: [Int32], absolute: [SIMD4<Double>], noteUnmet: Bool
    ) -> [Int]? {
        var added: [(id: ConstraintID, position: Int)] = []
        var broken: [Int] = []
        // One view's block is in the contract's order already.
        let order = views.count > 1 ? contractOrder(of: views, serviceCount: serviceCount, count: lowered.count) : nil
        for step in lowered.indices {
            let position = order?[step] ?? step
            guard lowered[position].priority.isRequired else { continue }
            do {
                added.append((try solver.add(lowered[position]), position))
            } catch SolverError.unsatisfiable(let conflicting) {
                if views.isEmpty {
                    if noteUnmet { unmetCheck = built[built.startIndex + position] }
                    return nil
                }
                guard
                    let set = exactConflict(
                        at: position, conflicting, lowered: lowered, added: added, views: views, built: built,
                        local: local, absolute: absolute)
                else { return nil }
                lowered[position].priority = .broken
                guard let id = try? solver.add(lowered[position]) else { return nil }
                added.append((id, position))
                broken.append(position)
                conflicts.append((
                    place(ofPosition: position, serviceCount: serviceCount, views: views),
                    .unsatisfiable(set, broken: built[built.startIndex + position], in: tree, guides: noGuides)
                ))
            } catch {
                return nil
            }
        }
        return broken
    }

    /// The positions of a block's `count` constraints (`views`' service constraints, the first
    /// `serviceCount`, view by view its content sizes then its shorthands, then its document
    /// constraints in the document's order) in the whole document's order of addition: every
    /// view's content sizes (tree order), then every view's shorthands, then the document's.
    /// - Complexity: O(count).
    private func contractOrder(of views: ArraySlice<Int32>, serviceCount: Int, count: Int) -> [Int] {
        var contentSizes: [Int] = [], shorthands: [Int] = []
        var start = 0
        for view in views {
            let node = tree.nodes[Int(view)]
            let counts = ViewConstraintBuilder.counts(
                intrinsic: node.intrinsicContentSize, width: node.width, height: node.height, isRoot: view == 0)
            contentSizes += start..<start + counts.generated
            shorthands += start + counts.generated..<start + counts.generated + counts.shorthands
            start += counts.generated + counts.shorthands
        }
        return contentSizes + shorthands + Array(serviceCount..<count)
    }

    /// Marks the content sizes keyed `keys` (`2 × view + axis`) as carried to U.
    /// - Complexity: O(views) where `keys` is not empty, O(1) else.
    mutating func carryContentSizes(_ keys: [Int]) {
        guard !keys.isEmpty else { return }
        carriedContentSizes = [Bool](repeating: false, count: 2 * tree.viewCount)
        for key in keys { carriedContentSizes[key] = true }
    }

    /// Marks the views and axes keyed `keys` (`2 × view + axis`) as in a chain whose series U weighs.
    /// - Complexity: O(views) where `keys` is not empty, O(1) else.
    mutating func carrySeries(_ keys: [Int]) {
        guard !keys.isEmpty else { return }
        seriesContentSizes = [Bool](repeating: false, count: 2 * tree.viewCount)
        for key in keys { seriesContentSizes[key] = true }
    }

    /// Whether `built` is a content-size term carried to U: made by the service (no second item),
    /// a `<=` or `>=` on a view's width or height marked in ``carriedContentSizes``.
    private func isCarriedContentSize(_ built: UnsafePointer<BuiltConstraint>) -> Bool {
        Self.contentSizeKey(built, in: tree).map { carriedContentSizes[$0] } ?? false
    }

    /// The key (`2 × view + axis`) of a content-size term (made by the service, no second item, a
    /// `<=` or `>=` on a view's width or height); nil for any other constraint.
    private static func contentSizeKey(_ built: UnsafePointer<BuiltConstraint>, in tree: LayoutTree) -> Int? {
        let first = built.pointee.first, attribute = built.pointee.firstAttribute
        guard built.pointee.isGenerated, built.pointee.second == nil, built.pointee.relation != .equal, first.kind == .frame,
            attribute == .width || attribute == .height, tree.isView(Int(first.owner))
        else { return nil }
        return 2 * Int(first.owner) + (attribute == .width ? 0 : 1)
    }

    /// The frame values, by component (minimum x, minimum y, width, height).
    private static let each: [Diagnostic.AmbiguousValues] = [.x, .y, .width, .height]

    /// Lists dependent view `view`'s `values` that vary within its block, and, frames relative
    /// and U tied, its position wherever its superview's (U's) varies: one of the two is fixed
    /// while the other moves (a block that reads a value of U that varies is ``solveMoving``'s).
    private mutating func noteAmbiguity(_ values: Diagnostic.AmbiguousValues, of view: Int32) {
        var values = values
        if relative, !upstreamVaries.isEmpty {
            let parent = Int(tree.parents[Int(view)])
            values.formUnion(Diagnostic.AmbiguousValues(rawValue: upstreamVaries[parent].values).intersection([.x, .y]))
        }
        if !values.isEmpty { ambiguous.append((view, values)) }
    }

    /// Solves a block that reads values of U that vary among U's optima (`scratch.varying`,
    /// lowered at U's chosen optimum into `scratch.rows`), where that is shown exact: its required
    /// equalities determine its values for any values of U (they read U in their constants only,
    /// so the same equalities determine it at every optimum of U), and every other row's value
    /// does not move with the varying values (its coefficient on each is zero), so that every row
    /// is met at every optimum of U. The block then keeps no error whatever U's optimum, so the
    /// whole document's optima are U's, each with the block's one solution there, and each of the
    /// block's values is affine in the varying values of U it reads: it varies where it has a
    /// nonzero coefficient on exactly one of them (that value moves, so it moves), is unique where
    /// it has none, and the block declines where it has two or more (they may move together so
    /// that the sum does not: `b.x + b.width` of a tied row's last view). Relative to its
    /// superview (U's) a position has the coefficient −1 more on the superview's position.
    /// The coefficients are the change of the determined values when one varying value of U moves
    /// by 1, the block lowered again there (its rows are linear in U's values).
    /// A guide read on a view of U that varies, where its insets along that axis may follow the
    /// frames and the view is not flat along it (``guideOnVarying``), is declined.
    /// A block its required equalities do not determine is solved by its own solver at U's
    /// optimum (a conflict of one view taken as on unique values, ``addRequired``: its set reads
    /// the view and the root held by its shorthand, none of U's varying values, so it conflicts at
    /// every optimum of U), its errors the least U's other values could leave (``hasLeastErrors``), and
    /// follows U where a shift of its values keeps every row's value when a varying value moves
    /// (``translation(_:_:base:variableCount:)``): its optima at any optimum of U are those at
    /// U's chosen one shifted, a value varying among them varies, and one unique there is affine
    /// in the varying values as above.
    /// - Complexity: one lowering and elimination of the block per varying value it reads (and,
    ///   where its equalities do not determine it, one solve).
    private mutating func solveMoving(
        views: ArraySlice<Int32>, built: ArraySlice<BuiltConstraint>, serviceCount: Int, local: [Int32], scratch: inout Scratch,
        absolute: inout [SIMD4<Double>]
    ) -> Bool {
        let n = 4 * views.count
        guard !scratch.varying.contains(Self.guideOnVarying) else { return false }
        // A block its required equalities do not determine (a content size, an optional bound) is
        // solved once at U's optimum, and follows U where a shift of its values keeps every row's
        // value when U's move (``translation(_:_:base:variableCount:)``).
        var analysis: AmbiguityAnalysis? = nil
        if !Self.determined(scratch.rows, scratch.terms, variableCount: n, values: &scratch.values, pending: &scratch.pending) {
            // A conflict is taken as on unique values: its set reads none that varies (the view's
            // own values, the root held by its shorthand), so it conflicts at every optimum of U.
            // An error kept must be the least U's other values could leave it (as for a block on
            // unique values): the shift keeps it along the varying ones, but a unique value of U
            // might still be pulled (a width held at 999 on a view U holds at its intrinsic width at 250).
            guard
                let (solver, values) = solve(
                    scratch, views: views, built: built, serviceCount: serviceCount, local: local, absolute: absolute,
                    noteUnmet: false)
            else { return false }
            scratch.values = values
            analysis = solver.analyzeAmbiguity()
        }
        let base = scratch.values
        let baseRows = scratch.rows.map { Self.value(of: $0, scratch.terms, base) }
        let varying = scratch.varying
        // coefficients[k][i]: block variable i's change per unit of varying value k.
        var coefficients: [[Double]] = []
        var moved = absolute
        var terms: [Term] = []
        var rows: [LoweredRow] = []
        var reads: [Int32] = []
        var values: [Double] = []
        var pending: [Int32] = []
        for key in varying {
            let (view, component) = (Int(key / 4), Int(key % 4))
            moved[view][component] = absolute[view][component] + 1
            defer { moved[view][component] = absolute[view][component] }
            terms.removeAll(keepingCapacity: true)
            rows.removeAll(keepingCapacity: true)
            var constants: FreeUpstream? = nil
            guard lower(built, local: local, absolute: moved, upstream: &constants, into: &terms, rows: &rows, varying: &reads)
            else { return false }
            if analysis != nil {
                guard let shift = Self.translation(rows, terms, base: scratch.rows, variableCount: n) else { return false }
                coefficients.append(shift)
                continue
            }
            guard Self.determined(rows, terms, variableCount: n, values: &values, pending: &pending) else { return false }
            for (index, row) in rows.enumerated() where !(row.priority.isRequired && row.relation == .equal) {
                let value = Self.value(of: row, terms, values)
                guard abs(value - baseRows[index]) <= BlockLayout.tolerance * max(1, abs(value), abs(baseRows[index]))
                else { return false }
            }
            coefficients.append(zip(values, base).map { $0 - $1 })
        }
        for (position, view) in views.enumerated() {
            var ambiguousValues: Diagnostic.AmbiguousValues = []
            for component in 0..<4 {
                let variable = 4 * position + component
                if let analysis, !analysis.isUnique(Variable(index: variable)) {
                    // It varies at U's optimum already: at every optimum of U, the block's optimal
                    // set there being this one shifted.
                    ambiguousValues.insert(Self.each[component])
                    continue
                }
                var moving = coefficients.map { $0[variable] }
                var keys = varying
                if relative, component < 2 {
                    let parent = Int(tree.parents[Int(view)])
                    if upstreamVaries[parent].values & (1 << UInt8(component)) != 0 {
                        let key = 4 * Int32(parent) + Int32(component)
                        if let index = keys.firstIndex(of: key) {
                            moving[index] -= 1
                        } else {
                            keys.append(key)
                            moving.append(-1)
                        }
                    }
                }
                let magnitude = max(1, abs(base[variable]))
                let moved = zip(keys, moving).filter { abs($0.1) > BlockLayout.tolerance * magnitude }
                switch moved.count {
                case 0: break
                case 1: ambiguousValues.insert(Self.each[component])
                default:
                    guard let varies = combinationVaries(moved, magnitude: magnitude) else { return false }
                    if varies { ambiguousValues.insert(Self.each[component]) }
                }
            }
            if !ambiguousValues.isEmpty { ambiguous.append((view, ambiguousValues)) }
        }
        store(base, views: views, into: &absolute)
        return true
    }

    /// Whether a value that moves by `Σ mₖ vₖ` over values `vₖ` of U that vary among U's optima
    /// (`moved`: keys `4 × view + component` and coefficients, two or more) varies; nil where that
    /// is not shown.
    ///
    /// Three rewritings keep the sum equal at every optimum of U, the first two from relations U's
    /// required constraints hold there, the third an identity:
    /// - A view's position and length along the cross axis of the stack that arranges it, in the
    ///   proportion its alignment fixes, are its stack's plus a constant (`UISV-alignment` and
    ///   `UISV-canvas-connection`, seed 004, hidden views too): `centre`, `y + h/2`, is the
    ///   canvas's centre; `leading`, `y`, its top; `trailing`, `y + h`, its bottom (leading and
    ///   trailing swapped along x right to left); `fill` both. The deepest view's terms are moved
    ///   to its stack's, the terms on values that do not vary dropped, and so on up the tree.
    /// - `m × (K − A)`, a view's position less an ancestor's (or the other way round), is the sum
    ///   of the positions relative to their superviews on the chain between them (A's own left
    ///   out), each of which U's ambiguity reports (``UpstreamVariation/relative``).
    /// - An arranged view's centre or far edge along its stack, both its terms varying, is what
    ///   U's ambiguity walk says of it (``edgeVaries(of:axis:position:length:relative:same:)``):
    ///   the whole value where nothing else is left, else the stack's position plus one more value
    ///   (the centre or far edge relative to the stack), which varies where the walk says so.
    /// Then none varying leaves the sum the same at every optimum (unique); exactly one varying
    /// moves it while the others stay (varying). Two or more may move together (one tie's M moves
    /// both), which the per-value reports do not say: nil.
    /// - Complexity: O(depth × terms).
    private func combinationVaries(_ moved: [(Int32, Double)], magnitude: Double) -> Bool? {
        var terms = moved.map { (key: $0.0, coefficient: $0.1) }
        let scale = max(magnitude, terms.map { abs($0.coefficient) }.max() ?? 0)
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= BlockLayout.tolerance * scale }
        // Whether an arranged view's centre or far edge relative to its stack, rewritten out of
        // the terms below, varies: one more value beside the terms'.
        var edge = false
        while true {
            terms.removeAll { term in
                same(term.coefficient, 0) || upstreamVaries[Int(term.key / 4)].values & (1 << UInt8(term.key % 4)) == 0
            }
            switch terms.count + (edge ? 1 : 0) {
            case 0: return false
            case 1: return true
            default: break
            }
            if terms.count == 2, let varies = chainVaries(terms[0], terms[1], same: same) {
                return edge ? (varies ? nil : true) : varies
            }
            // The deepest view's terms, along one axis, moved to its stack's.
            guard let deepest = terms.map({ Int($0.key / 4) }).max(), deepest > 0, tree.isArranged[deepest] else { return nil }
            let mine = terms.filter { Int($0.key / 4) == deepest }
            let axis = Int(mine[0].key % 2)
            guard mine.allSatisfy({ Int($0.key % 2) == axis }) else { return nil }
            let position = mine.first { $0.key % 4 < 2 }?.coefficient ?? 0
            let length = mine.first { $0.key % 4 >= 2 }?.coefficient ?? 0
            let stack = Int(tree.parents[deepest])
            // Along its stack, a view's centre or far edge (both terms varying) is the stack's
            // position plus that value relative to it, which U's walk judges (``edgeVaries``): in
            // the root's coordinates where nothing else is left, else rewritten so.
            if mine.count == 2, !edge,
                let varies = edgeVaries(
                    of: deepest, axis: axis, position: position, length: length, relative: terms.count > 2, same: same)
            {
                guard terms.count > 2 else { return varies }
                edge = varies
                terms.removeAll { Int($0.key / 4) == deepest }
                let key = Int32(4 * stack + axis)
                if let index = terms.firstIndex(where: { $0.key == key }) {
                    terms[index].coefficient += position
                } else {
                    terms.append((key, position))
                }
                continue
            }
            guard let moves = heldTerms(of: deepest, in: stack, axis: axis, position: position, length: length, same: same)
            else { return nil }
            terms.removeAll { Int($0.key / 4) == deepest }
            for (component, coefficient) in [(axis, moves.position), (2 + axis, moves.length)] where !same(coefficient, 0) {
                let key = Int32(4 * stack + component)
                if let index = terms.firstIndex(where: { $0.key == key }) {
                    terms[index].coefficient += coefficient
                } else {
                    terms.append((key, coefficient))
                }
            }
        }
    }

    /// The bit of ``UpstreamVariation/edges`` set where a view's centre and far edge along `axis` are known.
    static func edgeKnown(axis: Int) -> UInt16 { 1 << UInt16(8 + axis) }

    /// The bit of ``UpstreamVariation/edges`` set where a view's centre (or far edge, `far`) along
    /// `axis` varies, in the root's coordinates or relative to its superview (`relative`).
    static func edgeBit(axis: Int, far: Bool, relative: Bool) -> UInt16 {
        1 << UInt16(4 * axis + (far ? 2 : 0) + (relative ? 1 : 0))
    }

    /// Whether arranged view `view`'s `position × p + length × l` along its stack's axis `axis`,
    /// both varying, varies among U's optima, where it is its centre (`l = p/2`) or far edge
    /// (`l = p`) and U's walk knows it (``UpstreamVariation/edges``): in the root's coordinates, or
    /// (`relative`) less `p` times its stack's position; nil otherwise.
    private func edgeVaries(
        of view: Int, axis: Int, position p: Double, length l: Double, relative: Bool, same: (Double, Double) -> Bool
    ) -> Bool? {
        guard !same(p, 0), tree.isArranged[view], let properties = tree.nodes[Int(tree.parents[view])].stack,
            (properties.axis == .horizontal ? 0 : 1) == axis,
            upstreamVaries[view].edges & Self.edgeKnown(axis: axis) != 0
        else { return nil }
        let far: Bool
        if same(l, p / 2) {
            far = false
        } else if same(l, p) {
            far = true
        } else {
            return nil
        }
        return upstreamVaries[view].edges & Self.edgeBit(axis: axis, far: far, relative: relative) != 0
    }

    /// The coefficients on stack `stack`'s position and length along `axis` that arranged view
    /// `view`'s `position × p + length × l` equals, less a constant, at every layout; nil where
    /// the stack does not fix that combination. Across the stack its alignment holds the view's
    /// low edge (top, or left; `leading`, right to left along x its right), its high edge, both
    /// (`fill`), or its centre (`center`) at the canvas's; along it the canvas connections hold
    /// the first arranged view's leading edge and the last one's trailing edge (seed 004, every
    /// distribution), taken only where that view is visible.
    private func heldTerms(
        of view: Int, in stack: Int, axis: Int, position p: Double, length l: Double, same: (Double, Double) -> Bool
    ) -> (position: Double, length: Double)? {
        guard let properties = tree.nodes[stack].stack else { return nil }
        let mirrored = axis == 0 && rightToLeft
        var (low, high) = (false, false)
        if (properties.axis == .horizontal ? 0 : 1) != axis {
            switch properties.effectiveAlignment {
            case .fill: (low, high) = (true, true)
            case .center: return same(l, p / 2) ? (p, l) : nil
            case .leading: (low, high) = (!mirrored, mirrored)
            case .trailing: (low, high) = (mirrored, !mirrored)
            case .firstBaseline, .lastBaseline: return nil
            }
        } else {
            guard !tree.nodes[view].isHidden else { return nil }
            let arranged = tree.arranged(of: stack)
            (low, high) = (arranged.first == Int32(view), arranged.last == Int32(view))
            if mirrored { swap(&low, &high) }
        }
        if low && high { return (p, l) }
        if low { return same(l, 0) ? (p, 0) : nil }
        if high { return same(l, p) ? (p, l) : nil }
        return nil
    }

    /// Whether `m × (K − A)` varies among U's optima, where `a` and `b` are K's and A's positions
    /// along one axis (either order), A a proper ancestor of K's view, coefficients `m` and `−m`:
    /// the sum of the positions relative to their superviews from K's view up to A's (A's own
    /// left out) varies where exactly one of them does, not where none does; nil where two or more
    /// do, or the terms are not of that shape.
    /// - Complexity: O(depth).
    private func chainVaries(
        _ a: (key: Int32, coefficient: Double), _ b: (key: Int32, coefficient: Double), same: (Double, Double) -> Bool
    ) -> Bool? {
        let axis = Int(a.key % 4)
        guard axis < 2, Int(b.key % 4) == axis, same(a.coefficient, -b.coefficient) else { return nil }
        var (low, high) = (Int(a.key / 4), Int(b.key / 4))
        if !isAncestor(high, of: low) {
            swap(&low, &high)
            guard isAncestor(high, of: low) else { return nil }
        }
        var varying = 0
        var view = low
        while view != high {
            guard !isDependent[view] else { return nil }
            if upstreamVaries[view].relative & (1 << UInt8(axis)) != 0 { varying += 1 }
            view = Int(tree.parents[view])
        }
        switch varying {
        case 0: return false
        case 1: return true
        default: return nil
        }
    }

    /// The shift `d` of the block's values that keeps every row's value when U's values move from
    /// those `base` was lowered at to those `moved` was (`terms · d = base constant − moved
    /// constant`, row by row, the terms the same): then the block's problem at the moved values is
    /// its problem at the first ones shifted by `d`, the same errors at the shifted points. Nil
    /// where no shift does (a row reads U's moved value and nothing of the block can follow it,
    /// such as a bound on a view of U that does not move). Where the rows leave a direction free,
    /// `d` is 0 along it; such a direction is one the block's values already vary along at U's
    /// optimum (every row keeps its value), so it changes no value found unique there.
    /// - Complexity: O(r × n²) for r rows over n variables (Gaussian elimination).
    private static func translation(_ moved: [LoweredRow], _ terms: [Term], base: [LoweredRow], variableCount n: Int)
        -> [Double]?
    {
        var matrix: [[Double]] = []
        matrix.reserveCapacity(moved.count)
        for (row, before) in zip(moved, base) {
            var entries = [Double](repeating: 0, count: n + 1)
            for term in terms[row.start..<row.end] { entries[term.variable.index] += term.coefficient }
            entries[n] = before.constant - row.constant
            matrix.append(entries)
        }
        var pivots: [(row: Int, column: Int)] = []
        for column in 0..<n where pivots.count < matrix.count {
            let next = pivots.count
            var pivot = next
            for row in next..<matrix.count where abs(matrix[row][column]) > abs(matrix[pivot][column]) { pivot = row }
            guard abs(matrix[pivot][column]) > 1e-9 else { continue }
            matrix.swapAt(next, pivot)
            for row in 0..<matrix.count where row != next && matrix[row][column] != 0 {
                let factor = matrix[row][column] / matrix[next][column]
                for entry in column...n { matrix[row][entry] -= factor * matrix[next][entry] }
            }
            pivots.append((next, column))
        }
        var shift = [Double](repeating: 0, count: n)
        for (row, column) in pivots { shift[column] = matrix[row][n] / matrix[row][column] }
        for (row, before) in zip(moved, base) {
            var change = row.constant - before.constant
            var magnitude = max(1, abs(change))
            for term in terms[row.start..<row.end] {
                let product = term.coefficient * shift[term.variable.index]
                change += product
                magnitude = max(magnitude, abs(product))
            }
            guard abs(change) <= BlockLayout.tolerance * magnitude else { return nil }
        }
        return shift
    }

    /// A lowered row's value, `terms + constant`, at `values` (by variable index).
    private static func value(of row: LoweredRow, _ terms: [Term], _ values: [Double]) -> Double {
        var value = row.constant
        for term in terms[row.start..<row.end] { value += term.coefficient * values[term.variable.index] }
        return value
    }

    /// The note in `varying` of a guide (margins, safe area) read on a view of U whose frame
    /// varies, along an axis where the fixed point may rewrite that view's insets
    /// (``SafeAreaInputs/guidesMayChange(of:axis:in:)``): they may differ from one optimum to the
    /// next (a view's margins inset from the safe area where it overlaps it, which the fixed point
    /// settles on the frames it chose), so ``solveMoving`` declines. Elsewhere a guide is its
    /// view's frame inset by constants at every pass, read as the frame is.
    private static let guideOnVarying: Int32 = -1

    /// Adds `key` to `varying` unless it is there.
    private static func note(_ key: Int32, in varying: inout [Int32]) {
        if !varying.contains(key) { varying.append(key) }
    }

    /// Whether the errors the block keeps at `values` (U fixed) are the least it could keep with
    /// U's values free but those every solution of the whole document shares (``isFixed(_:component:)``),
    /// held to U's `fill` spans (``fillSpans(of:upstream:absolute:)``):
    /// then nothing U could do would lower them, and U's optimum plus the block's is the whole
    /// document's (the sum of two lexicographic minima is the minimum of the sums). Otherwise the
    /// block might pull on U, which only the whole document's solver can weigh.
    /// - Parameters:
    ///   - lowered: the block's constraints with U's values as constants, `values` their solution.
    ///   - built: the same constraints before lowering, lowered again with U's values as variables.
    ///   - broken: the positions of the block's broken constraints (kept at `Priority.broken` on both sides).
    ///   - absolute: U's values, read for those that are fixed.
    private mutating func hasLeastErrors(
        _ lowered: [Constraint], _ values: [Double], built: ArraySlice<BuiltConstraint>, broken: [Int], views: Int,
        local: [Int32], absolute: [SIMD4<Double>]
    ) -> Bool {
        var upstream: FreeUpstream? = FreeUpstream(first: 4 * views)
        var relaxed: [Constraint] = []
        relaxed.reserveCapacity(built.count)
        var terms: [Term] = []
        // The positions of a chain's pairs, whose error at U's values U's series accounts for
        // (`BlockLayout+SeriesContentSizes.swift`): left out on both sides, the chain's lengths
        // free in the relaxation, so the rest of the block is checked alone.
        var inSeries: [Int] = []
        let relaxedAll = built.withUnsafeBufferPointer { constraints in
            for index in constraints.indices {
                terms.removeAll(keepingCapacity: true)
                var varying: [Int32] = []
                guard
                    let row = lower(
                        constraints.baseAddress! + index, local: local, absolute: absolute, upstream: &upstream,
                        into: &terms, varying: &varying)
                else { return false }
                relaxed.append(row.constraint(terms))
                if !seriesContentSizes.isEmpty, let key = Self.contentSizeKey(constraints.baseAddress! + index, in: tree),
                    seriesContentSizes[key]
                {
                    inSeries.append(index)
                }
            }
            return true
        }
        guard relaxedAll else { return false }
        for position in broken { relaxed[position].priority = .broken }
        var kept = lowered
        for position in inSeries.reversed() {
            relaxed.remove(at: position)
            kept.remove(at: position)
        }
        relaxed += fillSpans(of: built, upstream: upstream!, absolute: absolute)
        if broken.isEmpty, conflicts.isEmpty, upstreamIsClean {
            let held = heldShares(of: built, upstream: upstream!, absolute: absolute)
            readsHeldShares = readsHeldShares || !held.isEmpty
            relaxed += held
        }
        let solver = Solver()
        solver.meter = meter
        let variables = (0..<upstream!.next).map { _ in solver.makeVariable() }
        for constraint in relaxed where constraint.priority.isRequired {
            guard (try? solver.add(constraint)) != nil else { return false }
        }
        for constraint in relaxed where !constraint.priority.isRequired {
            guard (try? solver.add(constraint)) != nil else { return false }
        }
        let least = Self.errors(relaxed, variables.map { solver.value(of: $0) })
        let keptErrors = Self.errors(kept, values)
        guard keptErrors.count == least.count else { return false }
        return zip(keptErrors, least).allSatisfy { a, b in
            a.priority == b.priority && abs(a.error - b.error) <= BlockLayout.tolerance * max(1, a.error, b.error)
        }
    }

    /// U's required relations, among the values a block reads, of a view arranged in a stack
    /// aligned `fill` across it: its cross size is the canvas's, `size = S.size − (low + high)`
    /// (`S` the stack, `low` and `high` its canvas's insets there; `S.size` U's value where it is
    /// fixed, ``isFixed(_:component:)``), which the stack's
    /// `UISV-alignment`s and `UISV-canvas-connection`s hold for every arranged view, hidden ones
    /// too. Every solution of the whole document meets them (service constraints, never the one a
    /// conflict the fast strategies take breaks), so the block's least errors over U's values that
    /// meet them are still at most its least over the whole document's solutions, and the
    /// relaxation in ``hasLeastErrors(_:_:built:broken:views:local:absolute:)`` is as exact with
    /// them, and sharper: an optional bound of such a view's cross size by its stack's keeps the same
    /// error at every solution (`c.width >= s.width + 8 @750` across a `fill` column without
    /// margins misses by 8), its least.
    /// - Complexity: O(constraints of the block).
    private func fillSpans(of built: ArraySlice<BuiltConstraint>, upstream: FreeUpstream, absolute: [SIMD4<Double>]) -> [Constraint] {
        var relations: [Constraint] = []
        for (view, stack) in arrangedUpstreamViews(in: built) {
            guard let properties = tree.nodes[stack].stack, properties.effectiveAlignment == .fill else { continue }
            let axis = properties.axis == .horizontal ? 1 : 0
            guard let size = upstream.existing(view: view, component: 2 + axis) else { continue }
            let canvas = ItemRef(stack, properties.layoutMarginsRelativeArrangement ? .margins : .frame)
            let insets = AnchorLowering.insets(canvas, in: tree, rightToLeft: rightToLeft)
            let inset = axis == 0 ? insets.left + insets.right : insets.top + insets.bottom
            var terms = [Term(size, 1)]
            var constant = inset
            if let span = upstream.existing(view: stack, component: 2 + axis) {
                terms.append(Term(span, -1))
            } else {
                // Not read by the block: fixed, or free, and then the relation holds it nothing.
                guard isFixed(stack, component: 2 + axis) else { continue }
                constant -= absolute[stack][2 + axis]
            }
            relations.append(Constraint(LinearExpression(terms, constant: constant), .equal, priority: .required))
        }
        return relations
    }

    /// The views of U arranged in a stack that the block's constraints name, each once, with
    /// their stacks, in the order first named.
    /// - Complexity: O(constraints of the block × such views).
    private func arrangedUpstreamViews(in built: ArraySlice<BuiltConstraint>) -> [(view: Int, stack: Int)] {
        var views: [(view: Int, stack: Int)] = []
        for constraint in built {
            for item in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                let view = Int(item.owner)
                guard tree.isView(view), !isDependent[view], tree.isArranged[view], !views.contains(where: { $0.view == view })
                else { continue }
                views.append((view, Int(tree.parents[view])))
            }
        }
        return views
    }

    /// U's values of the lengths, among those a block reads, of views arranged in a
    /// `fillProportionally` stack along its axis, where every solution of the whole document
    /// gives them those values: the stack's length is fixed (``isFixed(_:component:)``), so each
    /// share `x_k = m_k·C + c_k` is a constant; every arranged view's natural size is measured
    /// as the builders measure it (``FittingSize``: the multipliers are then theirs); U's
    /// values hold every share but the last visible view's; and no other optional constraint of
    /// the whole document (any axis, the service's and the document's, that last share too, any
    /// other `fillProportionally` stack declining) is at or above the least of those shares'
    /// priorities. Then the error levels at and above that priority hold those shares alone, U's
    /// optimum with the blocks' solutions (the whole layout's point, without a conflict) keeps
    /// them all at 0, and so does every optimum of the whole document: each holds, each of those
    /// `x_k` is U's value, a hidden view's length is 0 (`UISV-hiding`), and the last view's is the
    /// rest of the required chain (`Σ x + S = C`, the spacings fixed), U's value too. Relaxing a
    /// block with them (``hasLeastErrors(_:_:built:broken:views:local:absolute:)``) is then as
    /// exact as with ``fillSpans(of:upstream:absolute:)``, and sharper: an optional
    /// `a.width >= b.width @750` between two arranged views keeps its error, its least.
    /// - Complexity: O(constraints of the block) where no view it reads is so arranged, else
    ///   O(the stack's arranged views) per such stack, and O(views + constraints of the document)
    ///   once per stack in the layout (``heldShareFamily(of:)``).
    private mutating func heldShares(of built: ArraySlice<BuiltConstraint>, upstream: FreeUpstream, absolute: [SIMD4<Double>])
        -> [Constraint]
    {
        var relations: [Constraint] = []
        var judged: [(stack: Int, holders: [Int])] = []
        for (view, stack) in arrangedUpstreamViews(in: built) {
            guard let properties = tree.nodes[stack].stack, properties.distribution == .fillProportionally else { continue }
            let axis = properties.axis == .horizontal ? 0 : 1
            guard let size = upstream.existing(view: view, component: 2 + axis) else { continue }
            let holders: [Int]
            if let known = judged.first(where: { $0.stack == stack }) {
                holders = known.holders
            } else {
                holders = heldShareHolders(stack, axis: axis, absolute: absolute)
                judged.append((stack, holders))
            }
            guard holders.contains(view) else { continue }
            relations.append(
                Constraint(LinearExpression([Term(size, 1)], constant: -absolute[view][2 + axis]), .equal, priority: .required))
        }
        return relations
    }

    /// The views holding a `fillProportionally` share of `stack` along `axis`, where every
    /// solution of the whole document holds each share at U's values
    /// (``heldShares(of:upstream:absolute:)``'s conditions); else none.
    /// - Complexity: O(the stack's arranged views), and ``heldShareFamily(of:)``'s the first time.
    private mutating func heldShareHolders(_ stack: Int, axis: Int, absolute: [SIMD4<Double>]) -> [Int] {
        guard isFixed(stack, component: 2 + axis), axis == 0 || !tree.nodes[stack].stack!.baselineRelativeArrangement,
            let family = heldShareFamily(of: stack), meetsBoundaries(family.boundaries, absolute: absolute)
        else { return [] }
        let shares = family.shares
        // Read here, not kept: ``BlockLayout`` moves the margins between solves.
        let canvas = ItemRef(stack, tree.nodes[stack].stack!.layoutMarginsRelativeArrangement ? .margins : .frame)
        let insets = AnchorLowering.insets(canvas, in: tree, rightToLeft: rightToLeft)
        let length = absolute[stack][2 + axis] - (axis == 0 ? insets.left + insets.right : insets.top + insets.bottom)
        for share in shares.dropLast() {
            let view = Int(share.first.owner)
            let value = share.multiplier * (share.second == nil ? 0 : length) + share.constant
            guard abs(absolute[view][2 + axis] - value) <= BlockLayout.tolerance * max(1, abs(value)) else { return [] }
        }
        return shares.map { Int($0.first.owner) }
    }

    /// The `UISV-fill-proportionally` shares of `stack` along its axis, in the builder's order (the
    /// last visible view's last), where `stack` is the document's only `fillProportionally` stack,
    /// every arranged view's natural size measured as the builders measure it (``FittingSize``),
    /// every view holding a share is U's,
    /// and no optional constraint of the whole document (the service's and the document's, the
    /// last share among them) is at or above the least priority of the shares but the last, the
    /// spanning boundaries at 999.5 aside (kept with the shares, checked met at U's values by
    /// ``meetsBoundaries(_:absolute:)``); nil
    /// elsewhere. The part of ``heldShareHolders(_:axis:absolute:)``'s check that no solve changes,
    /// made once per stack and kept
    /// (``shareFamilies``): it reads the tree's stacks, natural sizes and priorities, and the
    /// document's constraints, none of which ``BlockLayout``'s update changes (it sets the root's
    /// size, margins and safe areas: constants, read per solve; a root size left open adds a
    /// fitting-size pull at 50, below every optional share's 751, so it never decides).
    /// - Complexity: O(views + constraints of the document) the first time, then O(stacks asked about).
    private mutating func heldShareFamily(of stack: Int) -> HeldShareFamily? {
        if let known = shareFamilies.first(where: { $0.stack == stack }) { return known.family }
        let family = makeHeldShareFamily(of: stack)
        shareFamilies.append((stack, family))
        return family
    }

    /// Whether U's values (`absolute`) meet every spanning boundary of `boundaries`: across each
    /// stack they name, its visible arranged views' edges the boundaries pin (all of U) agree, so
    /// that the spacer at that edge meets them all (design note, section 5, "Spanning boundaries
    /// above the held shares").
    /// - Complexity: O(boundaries × stacks they name).
    private func meetsBoundaries(_ boundaries: [BuiltConstraint], absolute: [SIMD4<Double>]) -> Bool {
        // The first edge met per stack, in the boundaries' order.
        var edges: [(stack: Int, value: Double)] = []
        for boundary in boundaries {
            guard let second = boundary.second, case let view = Int(second.owner), tree.isView(view), !isDependent[view],
                let value = Self.edge(boundary.secondAttribute, of: absolute[view], rightToLeft: rightToLeft)
            else { return false }
            let stack = Int(tree.parents[view])
            guard let first = edges.first(where: { $0.stack == stack }) else {
                edges.append((stack, value))
                continue
            }
            guard abs(value - first.value) <= BlockLayout.tolerance * max(1, abs(value)) else { return false }
        }
        return true
    }

    /// The value of a frame's edge `attribute` (`top`, `bottom`, `left`, `right`, `leading`,
    /// `trailing`; nil for any other) in the root's coordinates.
    private static func edge(_ attribute: LayoutAttribute, of frame: SIMD4<Double>, rightToLeft: Bool) -> Double? {
        switch attribute {
        case .top: frame[1]
        case .bottom: frame[1] + frame[3]
        case .left: frame[0]
        case .right: frame[0] + frame[2]
        case .leading: rightToLeft ? frame[0] + frame[2] : frame[0]
        case .trailing: rightToLeft ? frame[0] : frame[0] + frame[2]
        default: nil
        }
    }

    /// ``heldShareFamily(of:)`` made from the tree and the document.
    /// - Complexity: O(views + constraints of the document), and a lone layout of each arranged
    ///   view of the stack without an intrinsic size along its axis.
    private func makeHeldShareFamily(of stack: Int) -> HeldShareFamily? {
        guard !tree.nodes.indices.contains(where: { $0 != stack && tree.nodes[$0].stack?.distribution == .fillProportionally })
        else { return nil }
        // The natural sizes as the whole document's builders measure them (``FittingSize``: the
        // intrinsic size, else the subtree laid out alone), so the multipliers are theirs.
        let options = LayoutOptions(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let service = ServiceConstraints(tree: tree) { view, along in
            let node = tree.nodes[view]
            return FittingSize.proportionalSize(
                of: node, along: along, document: LayoutDocument(root: node, constraints: documentConstraints, options: options))
        }
        var shares: [BuiltConstraint] = []
        var boundaries: [BuiltConstraint] = []
        var others = -Double.infinity
        for constraint in service.generated + service.shorthands {
            if constraint.name == StackFamily.fillProportionally, Int(tree.parents[Int(constraint.first.owner)]) == stack {
                shares.append(constraint)
            } else if constraint.name == StackFamily.spanningBoundary, constraint.relation == .equal,
                constraint.priority == StackFamily.spanningBoundaryPriority
            {
                // Met wherever U's values align the stack's views on that edge (checked per solve).
                boundaries.append(constraint)
            } else if constraint.priority < 1000 {
                others = max(others, constraint.priority)
            }
        }
        // The last visible view's share cannot hold with the others but where the canvas is the
        // natural total: it is weighed as any other constraint, its length the rest of the chain's.
        guard let last = shares.last else { return nil }
        if last.priority < 1000 { others = max(others, last.priority) }
        let lowest = shares.dropLast().filter { $0.priority < 1000 }.map(\.priority).min() ?? .infinity
        for constraint in documentConstraints where constraint.priority < 1000 && tree.resolve(constraint) != nil {
            others = max(others, constraint.priority)
        }
        guard others < lowest, !shares.contains(where: { isDependent[Int($0.first.owner)] }) else { return nil }
        // The boundaries (999.5) lie above every share.
        return HeldShareFamily(shares: shares, boundaries: boundaries)
    }

    /// The minimal conflicting set of the whole document's solver when the block's required
    /// constraint at `position` of `lowered` conflicts with those added before it (`added`, in the
    /// whole document's order of addition; those broken are at `Priority.broken` in `lowered`), `conflicting` being the block's own solver's set: its
    /// members in the whole document's order of addition, or nil (the layout declines) where that
    /// is not shown to be the whole document's.
    ///
    /// Shown when the set and the constraint read nothing but the frames of the block's `views`
    /// (`d.width == 1` against `d.width == 2`; a label's centre on its separator's against the
    /// separator's), and the set is the only one: then (i) they cannot hold together in the whole
    /// document either (no value of U enters them, and the whole document's variables map onto
    /// the views' frames), and every earlier required constraint of the document that the block's
    /// solver kept is kept there too (U's required constraints hold at U's optimum, each block's at
    /// its solution there), so the whole document's solver, adding in the same order, breaks this
    /// one; (ii) its deletion filter returns a minimal set that conflicts with it, and where
    /// dropping any one member of this set from the whole document's earlier constraints lets the
    /// rest hold with it (checked here with U at its optimum and the other blocks at their
    /// solutions), every such set contains this one, which is itself minimal: it is the only one.
    /// Where they read the root along one axis too, in a block of one view, its shorthand there
    /// joins the set (``rootHold(axis:at:lowered:built:local:absolute:)``).
    /// - Complexity: one solve of the block's earlier constraints per member of the set.
    private func exactConflict(
        at position: Int, _ conflicting: [ConstraintID], lowered: [Constraint],
        added: [(id: ConstraintID, position: Int)], views: ArraySlice<Int32>, built: ArraySlice<BuiltConstraint>,
        local: [Int32], absolute: [SIMD4<Double>]
    ) -> [BuiltConstraint]? {
        // `added` is in the order of addition: the set's members kept in it.
        let set = added.filter { entry in conflicting.contains(entry.id) }.map(\.position)
        guard set.count == conflicting.count else { return nil }
        // The axis along which they read the root, if they do.
        var rootAxis: Int?
        for member in set + [position] {
            let constraint = built[built.startIndex + member]
            for (item, attribute) in [(constraint.first, constraint.firstAttribute)]
                + (constraint.second.map { [($0, constraint.secondAttribute)] } ?? [])
            where !views.contains(item.owner) {
                guard views.count == 1, item.owner == 0, let along = axis(of: attribute), rootAxis == nil || rootAxis == along
                else { return nil }
                rootAxis = along
            }
        }
        for member in set {
            let check = Solver()
            check.meter = meter
            for _ in 0..<4 * views.count { _ = check.makeVariable() }
            for (_, earlier) in added where earlier != member && lowered[earlier].priority.isRequired {
                guard (try? check.add(lowered[earlier])) != nil else { return nil }
            }
            guard (try? check.add(lowered[position])) != nil else { return nil }
        }
        let members = set.map { built[built.startIndex + $0] }
        guard let axis = rootAxis else { return members }
        // The view's content-size constraints come first in its block (then its shorthands).
        var service: [BuiltConstraint] = []
        ViewConstraintBuilder.append(view: Int(views.first!), in: tree, to: &service)
        guard position >= service.count,
            let shorthand = rootHold(axis: axis, at: position, lowered: lowered, built: built, local: local, absolute: absolute)
        else { return nil }
        // In the order of addition: the view's content sizes, then the shorthands (the root's first), then the rest.
        let contentSizes = set.prefix { $0 < service.count }.count
        return Array(members[..<contentSizes]) + [shorthand] + members[contentSizes...]
    }

    /// The axis (0 x, 1 y) an anchor's attribute lies along, a margin attribute as its plain one;
    /// nil for one outside the frame (a baseline).
    private func axis(of attribute: LayoutAttribute) -> Int? {
        AnchorLowering.edge(AnchorLowering.withinMargins(attribute) ?? attribute, rightToLeft: rightToLeft)?.axis
    }

    /// The root's shorthand along `axis`, where a one-view block's conflict reads the root there
    /// (``exactConflict(at:_:lowered:added:view:built:local:absolute:)``) and that
    /// shorthand alone holds what it reads; nil (the layout declines) elsewhere. A plain root
    /// (no stack, no scroll view) sits at 0 in every solution, and its guides are constant insets
    /// from its frame, so what the block reads of it is its length `W`, which its shorthand (a
    /// required constraint added with the shorthands, before the broken one, which is no content
    /// size) holds where no required constraint of U names the root along the axis (a size term
    /// on it would be one) but those U broke, which hold nothing once broken. With the shorthand (i) still holds. For (ii) the shorthand's witness: the
    /// block's earlier required constraints and the broken one with `W` free (each row's constant
    /// moves with `W` by what it reads of the root, measured by lowering it again a point wider)
    /// give a `W'` where they hold together; U's values at `W'` meet U's required constraints
    /// (none names the root along the axis) and every block is solved again on them, with no
    /// conflict. The frames are the block's with the broken constraint broken: `W` is held.
    /// - Complexity: the document's constraints, the block's rows lowered twice and solved, and
    ///   every block's solve again.
    private func rootHold(
        axis: Int, at position: Int, lowered: [Constraint], built: ArraySlice<BuiltConstraint>, local: [Int32],
        absolute: [SIMD4<Double>]
    ) -> BuiltConstraint? {
        let root = tree.nodes[0]
        guard !witnessing, root.stack == nil, !root.isScroll, !root.sizing(along: axis).requiresContentSize,
            let shorthand = BlockLayout.shorthand(of: 0, axis: axis, in: tree)
        else { return nil }
        // No required constraint of U names the root along the axis (those naming a dependent view
        // are the blocks'; a size term of U on it would be one), but one U broke: no longer required
        // when it broke, it holds nothing after. A decoration's required term carried to the root
        // is no document constraint of U, but then a block's conflict declines (`place`).
        for (index, constraint) in documentConstraints.enumerated()
        where constraint.priority >= 1000 && !upstreamBroken.contains(index) {
            guard let resolved = tree.resolve(constraint) else { return nil }
            let items = [(resolved.first, resolved.firstAttribute)] + (resolved.second.map { [($0, resolved.secondAttribute)] } ?? [])
            // (an attribute outside the frame, a baseline, counts: declined rather than argued)
            let namesRoot = items.contains { item, attribute in item.owner == 0 && self.axis(of: attribute) != 1 - axis }
            let namesDependent = items.contains { item, _ in Int(item.owner) < tree.viewCount && isDependent[Int(item.owner)] }
            guard !namesRoot || namesDependent else { return nil }
        }
        // `W'`: the rows before the broken one that are still required, and it, with `W` a fifth variable.
        var wider = absolute
        wider[0][2 + axis] += 1
        let solver = Solver()
        solver.meter = meter
        for _ in 0..<5 { _ = solver.makeVariable() }
        var terms: [Term] = []
        var free: FreeUpstream? = nil
        var varying: [Int32] = []
        let held = absolute[0][2 + axis]
        let rows: Bool = built.withUnsafeBufferPointer { constraints in
            for row in 0...position where row == position || lowered[row].priority.isRequired {
                terms.removeAll(keepingCapacity: true)
                guard
                    let atW = lower(
                        constraints.baseAddress! + row, local: local, absolute: absolute, upstream: &free, into: &terms,
                        varying: &varying),
                    let atWider = lower(
                        constraints.baseAddress! + row, local: local, absolute: wider, upstream: &free, into: &terms,
                        varying: &varying)
                else { return false }
                let slope = atWider.constant - atW.constant
                let expression = LinearExpression(
                    Array(terms[atW.start..<atW.end]) + [Term(Variable(index: 4), slope)], constant: atW.constant - slope * held)
                guard (try? solver.add(Constraint(expression, atW.relation, priority: .required))) != nil else { return false }
            }
            return true
        }
        guard rows else { return nil }
        var values = absolute
        values[0][2 + axis] = solver.value(of: Variable(index: 4))
        var trial = self
        trial.witnessing = true
        guard trial.solve(into: &values), trial.conflicts.isEmpty else { return nil }
        return shorthand
    }

    /// Where the constraint at `position` of a block (`views`' service constraints, the first
    /// `serviceCount`, view by view its content sizes then its shorthands, then its document
    /// constraints) stands in the whole document's order of addition.
    /// - Complexity: O(views) for a service constraint; O(views × constraints) for a document one.
    private func place(ofPosition position: Int, serviceCount: Int, views: ArraySlice<Int32>) -> ContractPlace {
        if position < serviceCount {
            var start = 0
            for view in views {
                let node = tree.nodes[Int(view)]
                let counts = ViewConstraintBuilder.counts(
                    intrinsic: node.intrinsicContentSize, width: node.width, height: node.height, isRoot: view == 0)
                let offset = position - start
                if offset < counts.generated { return ContractPlace(section: 0, major: Int(view), minor: offset) }
                if offset < counts.generated + counts.shorthands {
                    return ContractPlace(section: 1, major: Int(view), minor: offset - counts.generated)
                }
                start += counts.generated + counts.shorthands
            }
        }
        // The block's document constraints are those naming its views, in the document's order:
        // placed by their positions there, which U's broken constraints are placed by too.
        var remaining = position - serviceCount
        for (index, constraint) in constraints.enumerated()
        where views.contains(constraint.first.owner) || constraint.second.map({ views.contains($0.owner) }) == true {
            if remaining == 0 { return ContractPlace(section: 2, major: constraints.position(at: index), minor: 0) }
            remaining -= 1
        }
        return ContractPlace(section: 2, major: Int.max, minor: 0)
    }

    /// Whether this solve (a witness's, solved on a copy of `layout`) broke only constraints that
    /// `layout`'s solve broke: then its values meet every other required constraint of the blocks,
    /// and a witness of U's broken constraint need meet no broken one (an earlier one is no longer
    /// required when it is added, a later one not yet added).
    func breaksOnly(asIn layout: DependentBlocks) -> Bool {
        conflicts.allSatisfy { conflict in layout.conflicts.contains { $0.place == conflict.place } }
    }

    /// A constraint's place in the whole document's order of addition: the service's constraints
    /// (section 0, by view in tree order), the shorthands (section 1, by view), the document's
    /// (section 2, in its order).
    struct ContractPlace: Comparable {
        var section: Int
        var major: Int
        var minor: Int

        static func < (a: ContractPlace, b: ContractPlace) -> Bool {
            (a.section, a.major, a.minor) < (b.section, b.major, b.minor)
        }
    }

    /// The stacks' generated guides, which no block names: diagnostics name a block's items alone.
    private var noGuides: GuideRegistry { GuideRegistry(firstOwner: tree.firstGeneratedOwner) }

    /// The optional constraints' errors at `values`, summed per priority, highest first; levels
    /// without error left out.
    private static func errors(_ constraints: [Constraint], _ values: [Double]) -> [(priority: Double, error: Double)] {
        var levels: [(priority: Double, error: Double)] = []
        for constraint in constraints where !constraint.priority.isRequired {
            let (error, magnitude) = violation(constraint, values)
            guard error > BlockLayout.tolerance * magnitude else { continue }
            let priority = constraint.priority.value
            if let level = levels.firstIndex(where: { $0.priority == priority }) {
                levels[level].error += error
            } else {
                levels.append((priority, error))
            }
        }
        return levels.sorted { $0.priority > $1.priority }
    }

    /// Writes a block's `values` (four per view) as its views' root-coordinate frames.
    private func store(_ values: [Double], views: ArraySlice<Int32>, into absolute: inout [SIMD4<Double>]) {
        for (position, view) in views.enumerated() {
            absolute[Int(view)] = SIMD4(values[4 * position], values[4 * position + 1], values[4 * position + 2], values[4 * position + 3])
        }
    }

    /// Whether the block's required equalities alone determine every variable and the solution
    /// meets every constraint with zero error (then it is the unique optimum: no other point meets
    /// the required equalities), its values then in `values`; false for the block's solver to
    /// decide. Most decorations are such (a separator: centre, width, top and bottom all required),
    /// and most of those one variable at a time: each equality left with one unknown gives it.
    /// `rows` are the lowered constraints over `terms`; `values` and `pending` are scratch.
    /// - Complexity: O(e × n) for e required equalities over n variables when every variable is
    ///   found one at a time; O(n³), by Gaussian elimination, for what that leaves.
    private static func determined(
        _ rows: [LoweredRow], _ terms: [Term], variableCount n: Int, values: inout [Double], pending: inout [Int32]
    ) -> Bool {
        // Overwritten in place where the last block left as many (most blocks are one view), else
        // refilled element by element: emptying an array goes through the generic
        // `replaceSubrange`, and `append(contentsOf:)` of a repeated element and
        // `removeAll(where:)`'s closure cost more than a block's few values.
        if values.count == n {
            for variable in 0..<n { values[variable] = .nan }
        } else {
            values.removeAll(keepingCapacity: true)
            for _ in 0..<n { values.append(.nan) }
        }
        // The equalities still pending are `pending[..<remaining]`, in their order; entries past
        // it are left from earlier blocks and never read.
        var remaining = 0
        for index in rows.indices where rows[index].priority.isRequired && rows[index].relation == .equal {
            if remaining < pending.count { pending[remaining] = Int32(index) } else { pending.append(Int32(index)) }
            remaining += 1
        }
        var found = 0
        var progress = true
        while progress && found < n {
            progress = false
            var kept = 0
            for slot in 0..<remaining {
                let index = pending[slot]
                // The equality's one unknown (its coefficients summed) and the rest's value; an
                // equality with two unknowns, or one whose unknown's coefficient vanishes, waits.
                let row = rows[Int(index)]
                var unknown = -1
                var coefficient = 0.0
                var rest = row.constant
                var waits = false
                for position in row.start..<row.end {
                    let term = terms[position]
                    let variable = term.variable.index
                    if !values[variable].isNaN {
                        rest += term.coefficient * values[variable]
                    } else if unknown < 0 || unknown == variable {
                        unknown = variable
                        coefficient += term.coefficient
                    } else {
                        waits = true
                        break
                    }
                }
                if unknown >= 0 && !waits && abs(coefficient) > 1e-9 {
                    values[unknown] = -rest / coefficient
                    found += 1
                    progress = true
                } else if unknown >= 0 {
                    pending[kept] = index
                    kept += 1
                }
            }
            remaining = kept
        }
        if found < n {
            guard let eliminated = eliminated(rows, terms, variableCount: n) else { return false }
            values = eliminated
        }
        for row in rows {
            let (error, magnitude) = violation(terms[row.start..<row.end], constant: row.constant, relation: row.relation, values)
            guard error <= BlockLayout.tolerance * magnitude else { return false }
        }
        return true
    }

    /// The values of the required equalities' unique solution, by Gaussian elimination with
    /// partial pivoting; nil when they do not determine every variable.
    /// - Complexity: O(n³) for n variables.
    private static func eliminated(_ lowered: [LoweredRow], _ terms: [Term], variableCount n: Int) -> [Double]? {
        var rows: [[Double]] = []
        for constraint in lowered where constraint.priority.isRequired && constraint.relation == .equal {
            var row = [Double](repeating: 0, count: n + 1)
            for term in terms[constraint.start..<constraint.end] { row[term.variable.index] += term.coefficient }
            row[n] = -constraint.constant
            rows.append(row)
        }
        guard rows.count >= n else { return nil }
        for column in 0..<n {
            var pivot = column
            for row in column..<rows.count where abs(rows[row][column]) > abs(rows[pivot][column]) { pivot = row }
            guard abs(rows[pivot][column]) > 1e-9 else { return nil }
            rows.swapAt(column, pivot)
            for row in 0..<rows.count where row != column && rows[row][column] != 0 {
                let factor = rows[row][column] / rows[column][column]
                for entry in column...n { rows[row][entry] -= factor * rows[column][entry] }
            }
        }
        return (0..<n).map { rows[$0][n] / rows[$0][$0] }
    }

    /// Whether `constraint` holds with zero error (within ``BlockLayout/tolerance``) at `values` (by variable index).
    private static func isMet(_ constraint: Constraint, _ values: [Double]) -> Bool {
        let (error, magnitude) = violation(constraint, values)
        return error <= BlockLayout.tolerance * magnitude
    }

    /// How far `constraint` is from holding at `values` (by variable index), and the magnitude
    /// of its terms there (at least 1), which a tolerance is relative to.
    private static func violation(_ constraint: Constraint, _ values: [Double]) -> (error: Double, magnitude: Double) {
        violation(constraint.expression.terms[...], constant: constraint.expression.constant, relation: constraint.relation, values)
    }

    /// ``violation(_:_:)`` of `terms + constant relation 0`.
    private static func violation(
        _ terms: ArraySlice<Term>, constant: Double, relation: Relation, _ values: [Double]
    ) -> (error: Double, magnitude: Double) {
        var value = constant
        var magnitude = max(1, abs(value))
        for term in terms {
            let product = term.coefficient * values[term.variable.index]
            value += product
            magnitude = max(magnitude, abs(product))
        }
        switch relation {
        case .equal: return (abs(value), magnitude)
        case .lessThanOrEqual: return (max(0, value), magnitude)
        case .greaterThanOrEqual: return (max(0, -value), magnitude)
        }
    }

    /// ``lower(_:local:absolute:upstream:into:varying:)`` of each of `built` in order, its rows
    /// appended to `rows`; false at the first that names an attribute outside the frame. Inlined
    /// into its callers, with the one-constraint lowering inlined into it: a call each cost more
    /// than most blocks' rows.
    @inline(__always)
    private func lower(
        _ built: ArraySlice<BuiltConstraint>, local: [Int32], absolute: [SIMD4<Double>], upstream: inout FreeUpstream?,
        into terms: inout [Term], rows: inout [LoweredRow], varying: inout [Int32]
    ) -> Bool {
        built.withUnsafeBufferPointer { constraints in
            for index in constraints.indices {
                guard
                    let row = lower(
                        constraints.baseAddress! + index, local: local, absolute: absolute, upstream: &upstream,
                        into: &terms, varying: &varying)
                else { return false }
                rows.append(row)
            }
            return true
        }
    }

    /// `first - (multiplier × second + constant) relation 0` over the block's variables, its terms
    /// appended to `terms`, the
    /// upstream views' values folded into the constant (or, with `upstream` given, variables of
    /// their own but for the fixed ones); nil where it names an attribute outside the frame (a
    /// baseline). U's values constants, those it reads that vary among U's optima
    /// (``upstreamVaries``) are noted in `varying` (`4 × view + component`, each once).
    ///
    /// `built` is read where it lies: its fields are plain values, and a constraint passed by
    /// value was copied for each call (its name retained and released), the calls' `inout`
    /// buffers keeping the compiler from borrowing it in place.
    @inline(__always)
    private func lower(
        _ built: UnsafePointer<BuiltConstraint>, local: [Int32], absolute: [SIMD4<Double>], upstream: inout FreeUpstream?,
        into terms: inout [Term], varying: inout [Int32]
    ) -> LoweredRow? {
        let start = terms.count
        if !carriedContentSizes.isEmpty, isCarriedContentSize(built) {
            return LoweredRow(
                start: start, end: start, constant: 0, relation: Relation(built.pointee.relation),
                priority: BuiltConstraint.solverPriority(built.pointee.priority))
        }
        var constant: Double = 0
        guard
            let first = append(
                built.pointee.first, built.pointee.firstAttribute, scale: 1, local: local, absolute: absolute, upstream: &upstream,
                &terms, &constant, &varying)
        else { return nil }
        if let item = built.pointee.second {
            guard
                let second = append(
                    item, built.pointee.secondAttribute, scale: -built.pointee.multiplier, local: local, absolute: absolute,
                    upstream: &upstream, &terms, &constant, &varying)
            else { return nil }
            if first.isPosition, second.isPosition, first.axis == second.axis, first.scale != -second.scale {
                // UIKit measures both sides in their nearest common ancestor view's coordinates
                // (``AnchorLowering/lower(_:priority:)``: `scale × (position − ancestor's)` a side),
                // so the root coordinates above are that less the sides' scales times the
                // ancestor's position: a constant when it is upstream, as it is unless both sides
                // are one dependent leaf's.
                let ancestor = commonAncestor(first.owner, second.owner)
                if upstream == nil, !upstreamVaries.isEmpty, !isDependent[ancestor],
                    upstreamVaries[ancestor].values & (1 << UInt8(first.axis)) != 0
                {
                    Self.note(4 * Int32(ancestor) + Int32(first.axis), in: &varying)
                }
                appendPosition(
                    of: ancestor, axis: first.axis, scale: -(first.scale + second.scale), local: local, absolute: absolute,
                    upstream: &upstream, &terms, &constant)
            }
        }
        constant -= built.pointee.constant
        return LoweredRow(
            start: start, end: terms.count, constant: constant, relation: Relation(built.pointee.relation),
            priority: BuiltConstraint.solverPriority(built.pointee.priority))
    }

    /// Adds `scale × item.attribute` in root coordinates: terms for a dependent view; for an
    /// upstream one, a constant from `absolute`, or with `upstream` given, terms of its variables
    /// (constants still for its fixed values, ``isFixed(_:component:)``).
    /// - Returns: nil for an attribute outside the frame; a value of U that varies (U's values
    ///   constants) is noted in `varying`.
    private func append(
        _ item: ItemRef, _ attribute: LayoutAttribute, scale: Double, local: [Int32], absolute: [SIMD4<Double>],
        upstream: inout FreeUpstream?, _ terms: inout [Term], _ constant: inout Double, _ varying: inout [Int32]
    ) -> Side? {
        var item = item
        var attribute = attribute
        if let plain = AnchorLowering.withinMargins(attribute) {
            item.kind = .margins
            attribute = plain
        }
        guard let edge = AnchorLowering.edge(attribute, rightToLeft: rightToLeft) else { return nil }
        let insets = AnchorLowering.insets(item, in: tree, rightToLeft: rightToLeft)
        let (low, high) = edge.axis == 0 ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let scale = scale * edge.sign
        let view = Int(item.owner)
        // A block on a value of U that varies among U's optima differs from one optimum to the
        // next: noted for ``solveMoving`` (the relaxed lowering reads none: its U values are free).
        if upstream == nil, !upstreamVaries.isEmpty, !isDependent[view] {
            let place: UInt8 = edge.place == .length ? 0 : 1 << UInt8(edge.axis)
            let size: UInt8 = edge.place == .minimum ? 0 : 1 << UInt8(2 + edge.axis)
            let read = upstreamVaries[view].values & (place | size)
            for component in 0..<4 where read & (1 << UInt8(component)) != 0 {
                Self.note(4 * Int32(view) + Int32(component), in: &varying)
            }
            // A guide's insets may follow the view's position (its margins inset from the safe
            // area, settled by the fixed point on the frames chosen): ``Self/guideOnVarying``.
            // Not where the fixed point never rewrites the view's insets along this axis (the
            // root's; along x under a safe area only on top and bottom), nor where the view is
            // flat along it at every optimum of U and keeps its own margins
            // (``SafeAreaInputs/isFlat(length:)``): its frame inset by constants at every pass.
            // Nor where its insets along the axis are the same at every optimum of U
            // (``insetsHold(of:axis:absolute:)``): then so are the next pass's.
            if read != 0, item.kind != .frame, guidesFollowFrames,
                SafeAreaInputs.guidesMayChange(of: view, axis: edge.axis, in: tree),
                view == 0 || tree.nodes[view].preservesSuperviewLayoutMargins
                    || upstreamVaries[view].values & (1 << UInt8(2 + edge.axis)) != 0
                    || !SafeAreaInputs.isFlat(length: absolute[view][2 + edge.axis]),
                !insetsHold(of: view, axis: edge.axis, absolute: absolute)
            {
                Self.note(Self.guideOnVarying, in: &varying)
            }
        }
        // The attribute is `minimum × m + size × s + inset`, by place.
        let (m, s, inset): (Double, Double, Double)
        switch edge.place {
        case .minimum: (m, s, inset) = (1, 0, low)
        case .maximum: (m, s, inset) = (1, 1, -high)
        case .center: (m, s, inset) = (1, 0.5, (low - high) / 2)
        case .length: (m, s, inset) = (0, 1, -(low + high))
        }
        constant += scale * inset
        if m != 0 {
            appendPosition(
                of: view, axis: edge.axis, scale: scale, local: local, absolute: absolute, upstream: &upstream, &terms,
                &constant)
        }
        if s != 0 {
            if isDependent[view] {
                terms.append(Term(Variable(index: 4 * Int(local[view]) + 2 + edge.axis), scale * s))
            } else if upstream != nil && !isFixed(view, component: 2 + edge.axis) {
                terms.append(Term(upstream!.variable(view: view, component: 2 + edge.axis), scale * s))
            } else {
                constant += scale * s * absolute[view][2 + edge.axis]
            }
        }
        return Side(owner: view, axis: edge.axis, scale: scale, isPosition: m != 0)
    }

    /// Whether view `view` of U (not the root) has the same safe insets along `axis` at every
    /// optimum of U (design note, section 5b, *A guide over a tie's face*): it moves along the
    /// axis alone (neither its length nor an ancestor's frame along it varies, and it does not
    /// preserve its superview's margins, which follow its position), and its insets are the same at
    /// both ends of its position's range (``SafeAreaInputs/insetsHold(_:in:parentSafeArea:axis:spread:)``),
    /// its superview's safe area made from `absolute` (U's frames, root coordinates) top down.
    /// - Complexity: O(depth), and one ``upstreamSpread``.
    private func insetsHold(of view: Int, axis: Int, absolute: [SIMD4<Double>]) -> Bool {
        let along = UInt8(1 << axis) | UInt8(1 << (2 + axis))
        guard view != 0, let upstreamSpread, !tree.nodes[view].preservesSuperviewLayoutMargins,
            upstreamVaries[view].values & UInt8(1 << (2 + axis)) == 0
        else { return false }
        var chain: [Int] = []
        var ancestor = Int(tree.parents[view])
        while ancestor >= 0 {
            guard upstreamVaries[ancestor].values & along == 0 else { return false }
            chain.append(ancestor)
            ancestor = Int(tree.parents[ancestor])
        }
        guard let spread = upstreamSpread(view, axis) else { return false }
        var safe = tree.nodes[0].safeAreaInsets
        for depth in stride(from: chain.count - 2, through: 0, by: -1) {
            safe = SafeAreaInputs.safeArea(of: absolute[chain[depth]], in: absolute[chain[depth + 1]], parentSafeArea: safe)
        }
        return SafeAreaInputs.insetsHold(absolute[view], in: absolute[chain[0]], parentSafeArea: safe, axis: axis, spread: spread)
    }

    /// Adds `scale ×` view `view`'s minimum along `axis` in root coordinates: a term for a
    /// dependent view; for an upstream one, a constant from `absolute`, or with `upstream` given,
    /// a term of its variable.
    private func appendPosition(
        of view: Int, axis: Int, scale: Double, local: [Int32], absolute: [SIMD4<Double>], upstream: inout FreeUpstream?,
        _ terms: inout [Term], _ constant: inout Double
    ) {
        if isDependent[view] {
            terms.append(Term(Variable(index: 4 * Int(local[view]) + axis), scale))
        } else if upstream != nil && !isFixed(view, component: axis) {
            terms.append(Term(upstream!.variable(view: view, component: axis), scale))
        } else {
            constant += scale * absolute[view][axis]
        }
    }

    /// Whether upstream view `view`'s `component` (minimum x, minimum y, width, height) has one
    /// value in every solution that meets U's required constraints, whatever its optional ones: the
    /// root's origin, a `width` or `height` shorthand, and a size a required `==` size term fixes
    /// (U's direct solve met them, so they can hold). The least errors of a block are over the
    /// other values of U only.
    private func isFixed(_ view: Int, component: Int) -> Bool {
        switch component {
        case 0, 1: return view == 0
        case 2: return tree.nodes[view].width != nil || fixedSizes.contains(4 * view + 2)
        default: return tree.nodes[view].height != nil || fixedSizes.contains(4 * view + 3)
        }
    }

    /// Whether view `a` is a proper ancestor of view `b`.
    /// - Complexity: O(depth).
    private func isAncestor(_ a: Int, of b: Int) -> Bool {
        a != b && TreeOrder.isWithin(b, a) { tree.parents[$0] }
    }

    /// The nearest view that views `a` and `b` both are or lie in.
    /// - Complexity: O(depth).
    private func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var ancestors: Set<Int> = []
        var view = a
        while view >= 0 {
            ancestors.insert(view)
            view = Int(tree.parents[view])
        }
        view = b
        while !ancestors.contains(view) { view = Int(tree.parents[view]) }
        return view
    }

    /// The upstream values a block reads, made variables after the block's own (for
    /// ``hasLeastErrors(_:_:built:broken:views:local:absolute:)``), numbered in the order they are first read.
    private struct FreeUpstream {
        /// The next variable's index.
        private(set) var next: Int
        /// Per upstream view and component (minimum x, minimum y, width, height): its variable's index.
        private var indices: [Int: Int] = [:]

        init(first: Int) { next = first }

        /// The variable of a value already read, nil for one not read.
        func existing(view: Int, component: Int) -> Variable? {
            indices[4 * view + component].map { Variable(index: $0) }
        }

        mutating func variable(view: Int, component: Int) -> Variable {
            let key = 4 * view + component
            if let index = indices[key] { return Variable(index: index) }
            indices[key] = next
            next += 1
            return Variable(index: next - 1)
        }
    }

    /// A lowered constraint, `terms[start..<end] + constant relation 0` at `priority`, its terms
    /// in a buffer shared by the block's constraints.
    private struct LoweredRow {
        var start: Int
        var end: Int
        var constant: Double
        var relation: Relation
        var priority: Priority

        /// The solver's constraint.
        func constraint(_ terms: [Term]) -> Constraint {
            Constraint(LinearExpression(Array(terms[start..<end]), constant: constant), relation, priority: priority)
        }
    }

    /// The buffers ``solveBlock(views:built:serviceCount:local:scratch:absolute:)`` reuses from block to block.
    private struct Scratch {
        var terms: [Term] = []
        var rows: [LoweredRow] = []
        var values: [Double] = []
        var pending: [Int32] = []
        /// The varying values of U the block reads (``lower(_:local:absolute:upstream:into:varying:)``).
        var varying: [Int32] = []
    }

    /// One side of a lowered constraint: its axis and scale, and whether it holds a position
    /// (an edge or centre) rather than only a length.
    private struct Side {
        /// The view whose frame or guide it reads.
        var owner: Int
        var axis: Int
        var scale: Double
        var isPosition: Bool
    }
}
