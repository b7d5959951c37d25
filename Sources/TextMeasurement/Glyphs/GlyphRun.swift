/// Glyphs of one font set side by side on a line: what a drawing places, exactly as the
/// measurement shaped them.
public struct GlyphRun: Sendable, Equatable {
    /// The face the glyphs are from.
    public var face: GlyphFace
    /// Points per font unit at the text's size: the point size over the face's units per em.
    public var scale: Double
    /// The glyph ids, left to right (a right-to-left run already reversed by HarfBuzz).
    public var glyphs: [UInt32]
    /// Each glyph's origin on the baseline from the run's left end, in font units (y up).
    public var x: [Int32]
    public var y: [Int32]
    /// The run's advance width, in font units.
    public var advance: Int

    /// Creates a run.
    public init(face: GlyphFace, scale: Double, glyphs: [UInt32], x: [Int32], y: [Int32], advance: Int) {
        self.face = face
        self.scale = scale
        self.glyphs = glyphs
        self.x = x
        self.y = y
        self.advance = advance
    }
}
