/// The names UIKit gives the constraints a `UIStackView` makes (printed in seed 004).
enum StackFamily {
    static let canvasConnection = "UISV-canvas-connection"
    static let spacing = "UISV-spacing"
    static let alignment = "UISV-alignment"
    static let fillEqually = "UISV-fill-equally"
    static let fillProportionally = "UISV-fill-proportionally"
    static let distributingEdge = "UISV-distributing-edge"
    static let spanningBoundary = "UISV-spanning-boundary"
    static let spanningFit = "UISV-spanning-fit"
    static let canvasFit = "UISV-canvas-fit"
    static let ambiguitySuppression = "UISV-ambiguity-suppression"
    static let textWidthDisambiguation = "UISV-text-width-disambiguation"
    static let hiding = "UISV-hiding"

    static let spanningBoundaryPriority = 999.5
    static let spanningFitPriority: Double = 51
    static let canvasFitPriority: Double = 49
    static let ambiguitySuppressionPriority: Double = 25
    static let textWidthDisambiguationPriority: Double = 760
    static let equalCenteringPriority: Double = 149
    /// `fillProportionally` starts here and steps down by one per visible view.
    static let fillProportionallyPriority: Double = 999

    /// The priority of the `k`th visible view's `UISV-fill-proportionally` (from 0): 999, 998,
    /// ..., never below 1.
    static func fillProportionallyPriority(at k: Int) -> Double {
        max(1, fillProportionallyPriority - Double(k))
    }
}
