/// The `UILabel` / `UIButton` fields of a `"type": "label"` or `"type": "button"` view (the
/// contract's "Text: labels and buttons").
public struct TextProperties: Sendable, Hashable {
    /// Which of UIKit's text views.
    public enum Kind: String, Sendable, Hashable {
        case label, button
    }

    /// `NSLineBreakMode`.
    public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }

    public var kind: Kind
    /// A label's `text` or a button's `title`.
    public var text: String
    public var font: FontSpec
    /// 0: as many lines as the text needs. A button's title is one line.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// nil: automatic (a multi-line label wraps at the width it is laid out at).
    public var preferredMaxLayoutWidth: Double?
    /// A button's `contentEdgeInsets`; zero on a label.
    public var contentEdgeInsets: DirectionalInsets

    public init(
        kind: Kind, text: String = "", font: FontSpec = FontSpec(), numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail, preferredMaxLayoutWidth: Double? = nil,
        contentEdgeInsets: DirectionalInsets = DirectionalInsets()
    ) {
        self.kind = kind
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.contentEdgeInsets = contentEdgeInsets
    }

    /// Whether the label wraps at the width the layout gives it (the fixed point's text input):
    /// more than one line allowed and no `preferredMaxLayoutWidth`.
    var wrapsAtSolvedWidth: Bool { kind == .label && numberOfLines != 1 && preferredMaxLayoutWidth == nil }
}

/// A view's `font`, as written: an omitted member is nil, and takes UIKit's default for the view
/// (``resolved(for:)``).
public struct FontSpec: Sendable, Hashable {
    /// `system` (or nil) is the server's system font.
    public var family: String?
    public var size: Double?
    /// 100...900 (a name is stored as its number).
    public var weight: Int?
    public var italic: Bool?

    public init(family: String? = nil, size: Double? = nil, weight: Int? = nil, italic: Bool? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// UIFont.Weight's names, lightest first, with their numbers (CSS's, as fontconfig and
    /// OpenType's usWeightClass number them).
    static let weightNames: [(name: String, weight: Int)] = [
        ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// The weight a name means, or nil.
    static func weight(named name: String) -> Int? {
        weightNames.first { $0.name == name }?.weight
    }

    /// Why `size` is no font size, or nil: UIKit draws no text at 0 or below, and past 1,000
    /// points no screen shows a glyph whole.
    static func sizeProblem(_ size: Double) -> String? {
        guard !(size > 0 && size <= 1000) else { return nil }
        return "a font size must be above 0 and at most 1000, found \(JSONNumberFormat.string(size))"
    }

    /// Why `weight` is no weight, or nil.
    static func weightProblem(_ weight: Double) -> String? {
        guard !(weight >= 100 && weight <= 900 && weight == weight.rounded()) else { return nil }
        return "a font weight must be a whole number from 100 to 900 or a name, found \(JSONNumberFormat.string(weight))"
    }

    /// The family, size, weight and italic this font means on a view of `kind`: the system font,
    /// 17 points on a label and 15 on a button (UIKit's and Interface Builder's defaults), regular,
    /// upright.
    public func resolved(for kind: TextProperties.Kind) -> (family: String?, size: Double, weight: Int, italic: Bool) {
        let named = family == "system" ? nil : family
        return (named, size ?? (kind == .label ? 17 : 15), weight ?? 400, italic ?? false)
    }
}

/// A view's text fields, kept out of line: only labels and buttons have them, and every other
/// view stays one pointer larger rather than the fields' size. Immutable, so views sharing one
/// stay values.
final class TextBox: Sendable {
    let properties: TextProperties

    init(_ properties: TextProperties) {
        self.properties = properties
    }
}
