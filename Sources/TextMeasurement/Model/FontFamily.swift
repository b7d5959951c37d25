/// A family the measurer can use, with what it offers (for `GET /v1/fonts`).
public struct FontFamily: Sendable, Equatable {
    /// The family name, as a document names it.
    public var name: String
    /// The OpenType weights its faces have (100…1000), ascending, without duplicates.
    public var weights: [Int]
    /// Its styles, `"normal"` and/or `"italic"`, in that order.
    public var styles: [String]

    /// Creates a family entry.
    public init(name: String, weights: [Int], styles: [String]) {
        self.name = name
        self.weights = weights
        self.styles = styles
    }
}
