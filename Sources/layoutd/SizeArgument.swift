import ArgumentParser
import LayoutEngine

/// `--size WIDTHxHEIGHT[:HORIZONTAL,VERTICAL]`: one entry of `options.sizes` from the command
/// line. An empty dimension (`375x`) is the fitting size; the size classes are `compact` or
/// `regular`, horizontal then vertical (`700x375:compact,compact`), defaulting as the contract says.
struct SizeArgument: ExpressibleByArgument {
    var size: LayoutSize

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let dimensions = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard dimensions.count == 2, let width = Self.length(dimensions[0]), let height = Self.length(dimensions[1]) else {
            return nil
        }
        size = LayoutSize(width: width, height: height)
        if parts.count == 2 {
            let classes = parts[1].split(separator: ",", omittingEmptySubsequences: false)
            guard classes.count == 2, let horizontal = LayoutTraits.SizeClass(rawValue: String(classes[0])),
                let vertical = LayoutTraits.SizeClass(rawValue: String(classes[1]))
            else { return nil }
            size.traits.horizontalSizeClass = horizontal
            size.traits.verticalSizeClass = vertical
        }
    }

    /// A dimension: nil inside for an empty one (fitted), nil outside for one that is not a length
    /// the contract admits (a finite number in [0, 1e7]).
    private static func length(_ text: Substring) -> Double?? {
        if text.isEmpty { return .some(nil) }
        guard let value = Double(text), value.isFinite, value >= 0, value <= 10_000_000 else { return nil }
        return .some(value)
    }
}
