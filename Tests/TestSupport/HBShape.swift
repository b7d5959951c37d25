import Foundation

/// HarfBuzz's own command-line shaper (`hb-shape`, Debian libharfbuzz-bin), the widths' independent
/// check: it is run on a font file and its JSON glyph advances are summed.
public enum HBShape {
    public static let executable = "/usr/bin/hb-shape"

    /// The sum of the glyphs' x advances for `text` shaped in `file`, in font units (hb-shape's
    /// default size is the units per em), with optional `--variations`; and the glyph count.
    public static func advances(_ text: String, file: String, variations: String? = nil) throws -> (units: Int, glyphs: Int) {
        let glyphs = try run(text, file: file, variations: variations, names: true)
        return (glyphs.reduce(0) { $0 + ($1["ax"] as? Int ?? 0) }, glyphs.count)
    }

    /// One glyph as `hb-shape` places it: its id, the scalar offset of its cluster, its x advance
    /// and its offsets, in font units.
    public struct Glyph: Equatable {
        public var id: Int
        public var cluster: Int
        public var advance: Int
        public var dx: Int
        public var dy: Int
    }

    /// `text` shaped in `file`: its glyphs in visual order (`--no-glyph-names`, so ids).
    public static func glyphs(_ text: String, file: String) throws -> [Glyph] {
        try run(text, file: file, variations: nil, names: false).map {
            Glyph(
                id: $0["g"] as? Int ?? -1, cluster: $0["cl"] as? Int ?? -1, advance: $0["ax"] as? Int ?? 0,
                dx: $0["dx"] as? Int ?? 0, dy: $0["dy"] as? Int ?? 0)
        }
    }

    /// hb-shape's JSON glyphs for `text` in `file`.
    private static func run(_ text: String, file: String, variations: String?, names: Bool) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        let codes = text.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: ",")
        process.arguments =
            ["--font-funcs=ot", "--output-format=json", "--unicodes=\(codes)", file]
            + (variations.map { ["--variations=\($0)"] } ?? []) + (names ? [] : ["--no-glyph-names"])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { throw HBShapeError.failed(String(decoding: data, as: UTF8.self)) }
        return glyphs
    }

    /// A font file's units per em, read from its `head` table (big-endian, offset 18).
    public static func unitsPerEm(_ file: String) throws -> Int {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        for table in 0..<u16(4) {
            let record = 12 + 16 * table
            if bytes[record..<record + 4].elementsEqual("head".utf8) { return u16(u32(record + 8) + 18) }
        }
        throw HBShapeError.failed("no head table in \(file)")
    }
}

public enum HBShapeError: Error {
    case failed(String)
}
