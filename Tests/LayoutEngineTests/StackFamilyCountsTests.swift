import Testing
@_spi(Testing) @testable import LayoutEngine

/// ``StackFamilyCounts`` is the one count of what a stack builds: the direct path's `stats` come
/// from it. Here it is checked against the constraints the engine prints for the stack
/// (`include: ["constraints"]`), counted line by line: every `UISV-` family, and the distinct
/// gap guides and spacer those lines name.
@Suite struct StackFamilyCountsTests {
    static let distributions = StackProperties.Distribution.allCases
    static let alignments = StackProperties.Alignment.allCases

    @Test(arguments: distributions)
    func countsWhatTheEnginePrints(_ distribution: StackProperties.Distribution) {
        for alignment in Self.alignments {
            for axis in [Axis.horizontal, .vertical] {
                // One view, two, and three with the middle one or the first two hidden.
                for (count, hidden) in [(1, []), (2, []), (3, [1]), (3, [0, 1]), (3, [])] as [(Int, [Int])] {
                    var document = seedStackDocument(count: count, hidden: hidden) {
                        $0.axis = axis
                        $0.distribution = distribution
                        $0.alignment = alignment
                    }
                    document.options.includeConstraints = true
                    let printed = LayoutEngine().layout(document: document).constraints ?? []
                    let families = printed.filter { $0.hasPrefix("UISV-") }
                    let guides = Set(printed.flatMap { line in
                        line.split(whereSeparator: { " :=<>+*".contains($0) })
                            .filter { $0.hasPrefix("StackView.gap") || $0.hasPrefix("StackView.spacer") }
                            .map { $0.split(separator: ".").prefix(2).joined(separator: ".") }
                    })
                    var properties = StackProperties()
                    properties.axis = axis
                    properties.alignment = alignment
                    // Seed 004's views all have an intrinsic size, so `fillProportionally` keeps proportions.
                    let expected = StackFamilyCounts(
                        arranged: count, visible: count - hidden.count, distribution: distribution,
                        alignment: properties.effectiveAlignment)
                    let label = "\(distribution) \(alignment) \(axis) \(count) hidden \(hidden)"
                    #expect(families.count == expected.constraints, "\(label)\n\(families.joined(separator: "\n"))")
                    #expect(guides.count == expected.guides, "\(label): \(guides.sorted())")
                }
            }
        }
    }

    /// A stack's builder told to show a hidden arranged view (`showing:`, which the broken-size
    /// check uses to see the family without `UISV-hiding` and without copying the tree) builds
    /// what it builds for the same tree with that view shown, constraint for constraint and guide
    /// for guide; and told nothing, what it builds for the tree as it is.
    @Test(arguments: distributions)
    func showingAHiddenViewBuildsTheShownFamily(_ distribution: StackProperties.Distribution) {
        for alignment in Self.alignments {
            for axis in [Axis.horizontal, .vertical] {
                for (count, hidden) in [(1, 0), (3, 1), (3, 0)] {
                    let document = seedStackDocument(count: count, hidden: [hidden]) {
                        $0.axis = axis
                        $0.distribution = distribution
                        $0.alignment = alignment
                    }
                    var shownRoot = document.root
                    shownRoot.subviews[0].arrangedSubviews[hidden].isHidden = false
                    let tree = LayoutTree(root: document.root, constraints: document.constraints)
                    let shownTree = LayoutTree(root: shownRoot, constraints: document.constraints)
                    let stack = 1
                    let view = Int(tree.arranged(of: stack)[tree.arranged(of: stack).startIndex + hidden])
                    #expect(tree.nodes[view].isHidden && !shownTree.nodes[view].isHidden)
                    let label = "\(distribution) \(alignment) \(axis) \(count) hidden \(hidden)"
                    #expect(Self.family(stack, tree, showing: view) == Self.family(stack, shownTree, showing: nil), "\(label)")
                    #expect(Self.family(stack, tree, showing: nil) != Self.family(stack, shownTree, showing: nil), "\(label)")
                }
            }
        }
    }

    /// The family `StackConstraintBuilder` makes for `stack`, each constraint spelt out, then the
    /// guides' names; natural sizes the intrinsic ones.
    static func family(_ stack: Int, _ tree: LayoutTree, showing shown: Int?) -> [String] {
        let axis = tree.nodes[stack].stack!.axis == .horizontal ? 0 : 1
        let builder = StackConstraintBuilder(stack: stack, in: tree, showing: shown) {
            tree.nodes[$0].sizing(along: axis).intrinsic ?? 0
        }
        var guides = GuideRegistry(firstOwner: tree.firstGeneratedOwner)
        var family: [BuiltConstraint] = []
        builder.append(to: &family, guides: &guides)
        return family.map { c in
            "\(c.name) \(c.first) \(c.firstAttribute) \(c.relation) \(String(describing: c.second)) "
                + "\(c.multiplier) \(c.constant) \(c.priority)"
        } + guides.names.map { "\($0)" }
    }
}
