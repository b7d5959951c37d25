import LayoutEngine
import TextMeasurement

/// A drawing's `<defs>`: the glyphs it uses, each outline once (`<path id="glyphF-G">` for glyph G
/// of the F-th face used, faces numbered in order of first use, so the same document gives the
/// same ids in every process, in font units with y up, placed by `<use>`s under a flipping
/// `scale`), and the clips of text that overflows its view (`<clipPath id="textclipN">`, numbered
/// in drawing order). Dictionaries for lookups only: the `<defs>` are written in order of first use.
struct SVGDefinitions {
    private struct Key: Hashable {
        let face: Int
        let glyph: UInt32
    }

    /// Each face's number.
    private var faces: [GlyphFace: Int] = [:]
    /// Whether each glyph seen has an outline (a space has none, and is not placed).
    private var drawn: [Key: Bool] = [:]
    /// The `<path>`s and `<clipPath>`s, in order of first use.
    private(set) var paths: [UInt8] = []
    private var clips = 0

    /// Decimals of an outline's coordinates, in font units (TrueType's are whole; CFF's and a
    /// variable font's may have fractions).
    static let outlineDecimals = 2

    var isEmpty: Bool { paths.isEmpty }

    /// The number of `face`, and whether `glyph` of it has an outline; its `<path>` written when
    /// first seen.
    /// - Complexity: O(1) amortised; linear in the outline when first seen.
    mutating func use(_ face: GlyphFace, glyph: UInt32) -> (face: Int, drawn: Bool) {
        let number: Int
        if let known = faces[face] {
            number = known
        } else {
            number = faces.count
            faces[face] = number
        }
        let key = Key(face: number, glyph: glyph)
        if let known = drawn[key] { return (number, known) }
        let outline = face.outline(of: glyph)
        let hasOutline = !outline.isEmpty
        drawn[key] = hasOutline
        if hasOutline { write(key, outline) }
        return (number, hasOutline)
    }

    /// A clip to `frame` (in the drawing's coordinates where it is used): its number N, of
    /// `textclipN`.
    mutating func clip(_ frame: ViewFrame) -> Int {
        let number = clips
        clips += 1
        paths.write("<clipPath id=\"textclip")
        SVGNumber.appendDigits(UInt64(number), to: &paths)
        paths.write("\"><rect")
        SVGRenderer.attribute("x", frame.x, to: &paths)
        SVGRenderer.attribute("y", frame.y, to: &paths)
        SVGRenderer.attribute("width", frame.width, to: &paths)
        SVGRenderer.attribute("height", frame.height, to: &paths)
        paths.write("/></clipPath>\n")
        return number
    }

    /// Appends `glyphF-G`, the id of glyph G of face F.
    static func appendID(face: Int, glyph: UInt32, to bytes: inout [UInt8]) {
        bytes.write("glyph")
        SVGNumber.appendDigits(UInt64(face), to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        SVGNumber.appendDigits(UInt64(glyph), to: &bytes)
    }

    private mutating func write(_ key: Key, _ outline: [GlyphFace.Segment]) {
        paths.write("<path id=\"")
        Self.appendID(face: key.face, glyph: key.glyph, to: &paths)
        paths.write("\" d=\"")
        var first = true
        for segment in outline {
            if !first { paths.append(UInt8(ascii: " ")) }
            first = false
            switch segment {
            case .move(let x, let y):
                paths.append(UInt8(ascii: "M"))
                point(x, y)
            case .line(let x, let y):
                paths.append(UInt8(ascii: "L"))
                point(x, y)
            case .quadratic(let controlX, let controlY, let x, let y):
                paths.append(UInt8(ascii: "Q"))
                point(controlX, controlY)
                paths.append(UInt8(ascii: " "))
                point(x, y)
            case .cubic(let control1X, let control1Y, let control2X, let control2Y, let x, let y):
                paths.append(UInt8(ascii: "C"))
                point(control1X, control1Y)
                paths.append(UInt8(ascii: " "))
                point(control2X, control2Y)
                paths.append(UInt8(ascii: " "))
                point(x, y)
            case .close:
                paths.append(UInt8(ascii: "Z"))
            }
        }
        paths.write("\"/>\n")
    }

    private mutating func point(_ x: Float, _ y: Float) {
        SVGNumber.append(Double(x), decimals: Self.outlineDecimals, to: &paths)
        paths.append(UInt8(ascii: " "))
        SVGNumber.append(Double(y), decimals: Self.outlineDecimals, to: &paths)
    }
}
