/// How text that does not fit is wrapped or cut, as `NSLineBreakMode`.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// Wraps at Unicode line-break opportunities (UAX #14); a word longer than the line is broken
    /// between characters.
    case byWordWrapping
    /// Wraps between grapheme clusters.
    case byCharWrapping
    /// Wraps at words; a line wider than the limit is cut at the limit.
    case byClipping
    /// Wraps at words; the last line, if text remains, starts with an ellipsis.
    case byTruncatingHead
    /// Wraps at words; the last line, if text remains, ends with an ellipsis.
    case byTruncatingTail
    /// Wraps at words; the last line, if text remains, has an ellipsis in its middle.
    case byTruncatingMiddle
}
