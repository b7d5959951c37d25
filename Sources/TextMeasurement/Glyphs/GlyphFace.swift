import CHarfBuzz

/// A font face text was shaped in, as a drawing names it: equal only to itself (one loaded face of
/// the measurer), and able to give each glyph's outline.
public struct GlyphFace: Sendable, Hashable {
    let font: ShapingFont

    /// One step of a glyph's outline, in font units, y up (the font's own coordinates).
    public enum Segment: Sendable, Equatable {
        case move(x: Float, y: Float)
        case line(x: Float, y: Float)
        case quadratic(controlX: Float, controlY: Float, x: Float, y: Float)
        case cubic(control1X: Float, control1Y: Float, control2X: Float, control2Y: Float, x: Float, y: Float)
        case close
    }

    /// The family fontconfig gives the face.
    public var family: String { font.family }
    /// The face's design units per em.
    public var unitsPerEm: Double { font.unitsPerEm }

    /// The outline of `glyph`, as the face draws it (at its weight, for a variable font); empty
    /// for a glyph with no outline (a space).
    /// - Complexity: linear in the outline's points.
    public func outline(of glyph: UInt32) -> [Segment] {
        var segments: [Segment] = []
        withUnsafeMutablePointer(to: &segments) { pointer in
            hb_font_get_glyph_shape(font.font, glyph, Self.drawFunctions, pointer)
        }
        return segments
    }

    public static func == (left: GlyphFace, right: GlyphFace) -> Bool { left.font === right.font }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(font)) }

    /// The `[Segment]` a callback's draw data points to.
    private static func segments(_ data: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<[Segment]> {
        data.unsafelyUnwrapped.assumingMemoryBound(to: [Segment].self)
    }

    /// HarfBuzz's drawing callbacks, each appending a segment to the `[Segment]` its draw data
    /// points to. Made once and immutable, so every thread can draw with them.
    nonisolated(unsafe) private static let drawFunctions: OpaquePointer = {
        let functions = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(
            functions, { _, data, _, x, y, _ in GlyphFace.segments(data).pointee.append(.move(x: x, y: y)) }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            functions, { _, data, _, x, y, _ in GlyphFace.segments(data).pointee.append(.line(x: x, y: y)) }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            functions,
            { _, data, _, cx, cy, x, y, _ in
                GlyphFace.segments(data).pointee.append(.quadratic(controlX: cx, controlY: cy, x: x, y: y))
            }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            functions,
            { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
                GlyphFace.segments(data).pointee.append(
                    .cubic(control1X: c1x, control1Y: c1y, control2X: c2x, control2Y: c2y, x: x, y: y))
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(functions, { _, data, _, _ in GlyphFace.segments(data).pointee.append(.close) }, nil, nil)
        hb_draw_funcs_make_immutable(functions)
        return functions
    }()
}
