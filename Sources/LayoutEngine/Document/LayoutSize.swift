/// One entry of `options.sizes`: the root's size and the traits of one layout of the document.
public struct LayoutSize: Sendable, Hashable {
    /// The root's width; nil: solved as the fitting width.
    public var width: Double?
    /// The root's height; nil: solved as the fitting height.
    public var height: Double?
    public var traits: LayoutTraits

    public init(width: Double? = nil, height: Double? = nil, traits: LayoutTraits = LayoutTraits()) {
        self.width = width
        self.height = height
        self.traits = traits
    }
}
