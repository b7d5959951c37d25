/// A font as a document asks for it: a family, a point size, a weight and a slant.
public struct FontRequest: Hashable, Sendable {
    /// The family name the measurer's system font stands for.
    public static let systemFamily = "system"

    /// `"system"` (the measurer's system font) or a family name, matched case-insensitively.
    public var family: String
    /// The point size, greater than 0.
    public var size: Double
    /// The OpenType weight, 100 (thin) to 900 (black); 400 is regular.
    public var weight: Int
    /// Whether the italic (or oblique) style is wanted.
    public var italic: Bool

    /// Creates a request; the defaults are UILabel's: the system font, 17 points, regular.
    public init(family: String = FontRequest.systemFamily, size: Double = 17, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }
}
