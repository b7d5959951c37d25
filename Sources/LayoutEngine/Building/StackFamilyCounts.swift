/// How many constraints and guides one stack's families make: the one definition of what
/// ``StackConstraintBuilder`` builds, which the builder checks itself against and the strategies
/// that build no constraints (the direct path) count their `stats` with.
struct StackFamilyCounts {
    /// Gap guides and the spanning spacer.
    var guides = 0
    /// Every constraint of every family, `UISV-hiding` included.
    var constraints = 0

    /// The counts of a stack of `arranged` views, `visible` of them not hidden.
    /// - Parameters:
    ///   - alignment: the alignment across the axis as built (``StackProperties/effectiveAlignment``).
    ///   - hasProportions: for `fillProportionally`, whether some visible view has a natural size
    ///     (else the views are filled equally).
    /// - Complexity: O(1).
    init(
        arranged: Int, visible: Int, distribution: StackProperties.Distribution, alignment: StackProperties.Alignment,
        hasProportions: Bool = true
    ) {
        guard arranged > 0 else { return }
        // Along the axis: the canvas connections, the spacings and the hidden views' zeros.
        constraints = 2 + (arranged - 1) + (arranged - visible)
        switch distribution {
        case .fill: break
        case .fillEqually: constraints += max(visible - 1, 0)
        case .fillProportionally: constraints += hasProportions ? visible : max(visible - 1, 0)
        case .equalSpacing, .equalCentering:
            if visible > 1 {
                // Two distributing edges per gap guide, and every guide equal to the first.
                constraints += 3 * (visible - 1) - 1
                guides += visible - 1
            }
            // The canvas fit along the axis.
            constraints += 1
        }
        // Across the axis.
        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        if alignment == .fill {
            constraints += 2 * (arranged - 1) + 2
            return
        }
        // Alignment to the first view, and the ambiguity suppression of every view.
        constraints += (arranged - 1) + arranged
        if arranged == 1 {
            // Bounded by the canvas on both edges (and its centre), pulled to fit at 49.
            constraints += 3 + (alignment == .center ? 1 : 0)
        } else {
            // Two boundaries per visible view, the spanning fit, the canvas connections, and a
            // baseline stack's canvas fit.
            constraints += 2 * visible + 1 + (alignment == .center ? 3 : 2) + (baseline ? 1 : 0)
            guides += 1
        }
        if baseline, distribution == .fill {
            constraints += visible
        }
    }
}
