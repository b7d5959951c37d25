import Foundation
import TestSupport
import Testing
import TextMeasurement

/// An operator's fonts directory: a family found only there can be the system font. The family is
/// made here: DejaVu Sans with its name table's "DejaVu Sans" (ASCII and UTF-16BE records)
/// rewritten to "Fontsdir Ts", the same length, so nothing else in the file moves.
@Suite struct FontsDirectoryTests {
    static let source = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let family = "Fontsdir Ts"

    /// A fresh directory holding the renamed font.
    static func makeDirectory() throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        for (from, to) in [(Array("DejaVu Sans".utf8), Array(family.utf8)), (utf16(("DejaVu Sans")), utf16(family))] {
            var index = 0
            while index + from.count <= bytes.count {
                if bytes[index..<index + from.count].elementsEqual(from) {
                    bytes.replaceSubrange(index..<index + from.count, with: to)
                    index += from.count
                } else {
                    index += 1
                }
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutd-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(bytes).write(to: directory.appendingPathComponent("FontsdirTs.ttf"))
        return directory.path
    }

    static func utf16(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    @Test func aFamilyInTheDirectoryIsFoundAndCanBeTheSystemFont() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(!Shared.uncached.hasFamily(Self.family))
        let measurer = try TextMeasurer(systemFamily: Self.family, fontsDirectory: directory, cacheBytes: 0)
        #expect(measurer.hasFamily(Self.family))
        #expect(measurer.families().contains { $0.name == Self.family })
        // The system font is now the renamed DejaVu Sans: hb-shape's widths on the original file.
        let measured = try measurer.measure("office", font: FontRequest(size: 20))
        let expected =
            Double(try HBShape.advances("office", file: Self.source).units) * 20
            / Double(try HBShape.unitsPerEm(Self.source))
        #expect(abs(measured.width - expected) < 1e-9)
        #expect(measured.fallbackFamilies.isEmpty)
    }
}
