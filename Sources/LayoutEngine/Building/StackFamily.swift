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
    /// `fillProportionally` starts here and steps down by one per arranged view.
    static let fillProportionallyPriority: Double = 999
    /// The least priority of a `fillProportionally` share: above `defaultHigh`, so that the
    /// shares outweigh the views' compression resistance however long the stack.
    static let fillProportionallyFloor: Double = 751

    /// The priority of the `UISV-fill-proportionally` of the arranged view at `index` (from 0,
    /// hidden views counted) when it is optional: max(999 − index, 751), as UIKit sets it
    /// (contract, "Stack views").
    static func fillProportionallyPriority(at index: Int) -> Double {
        max(fillProportionallyFloor, fillProportionallyPriority - Double(index))
    }
}
