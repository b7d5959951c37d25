/// A size's `traits`, as written: the size classes with their defaults (an iPhone in portrait),
/// and the display scale and layout direction that replace the options' when given.
public struct LayoutTraits: Sendable, Hashable {
    /// `UIUserInterfaceSizeClass`.
    public enum SizeClass: String, Sendable, Hashable, CaseIterable {
        case compact, regular
    }

    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// One of ``LayoutOptions/displayScales``; nil: the options'.
    public var displayScale: Int?
    /// nil: the options'.
    public var layoutDirection: LayoutOptions.LayoutDirection?

    public init(
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular, displayScale: Int? = nil,
        layoutDirection: LayoutOptions.LayoutDirection? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// The traits' names, as the document writes them.
    static let fields = ["horizontalSizeClass", "verticalSizeClass", "displayScale", "layoutDirection"]

    /// These traits with the display scale and layout direction `options` give where they give none.
    func resolved(in options: LayoutOptions) -> LayoutTraits {
        var traits = self
        traits.displayScale = displayScale ?? options.displayScale
        traits.layoutDirection = layoutDirection ?? options.layoutDirection
        return traits
    }
}
