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

extension LayoutDocument {
    /// The document as sent alone at `size`: the root's `width` and `height` are the size's (an
    /// omitted one is the fitting size), the traits' display scale and layout direction replace
    /// the options', and no `sizes` remain.
    /// - Complexity: O(1) (the views are shared until written).
    public func sized(_ size: LayoutSize) -> LayoutDocument {
        var document = self
        document.root.width = size.width
        document.root.height = size.height
        document.options.displayScale = size.traits.displayScale ?? options.displayScale
        document.options.layoutDirection = size.traits.layoutDirection ?? options.layoutDirection
        document.options.sizes = nil
        return document
    }
}
