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
}
