import ArgumentParser
import Foundation
import LayoutEngine
import LayoutRender
import LayoutServer

/// What `layoutd solve` and `layoutd render` share: reading the document, and the engine the
/// server would lay it out with.
enum DocumentInput {
    /// The bytes of `file`, or of standard input for `-`.
    static func read(_ file: String) throws -> [UInt8] {
        if file == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        guard let data = FileManager.default.contents(atPath: file) else { throw ValidationError("cannot read \(file)") }
        return Array(data)
    }

    /// An engine under `limits` that measures text with the server's default system font; without
    /// that font installed, a document with text is a 422 naming why.
    static func engine(limits: LayoutLimits = LayoutLimits()) -> LayoutEngine {
        LayoutEngine(limits: limits, textMeasurer: measurer())
    }

    /// A renderer over ``engine(limits:)``'s engine that draws text in the fonts it measures with.
    static func renderer() -> LayoutRenderer {
        let measurer = measurer()
        return LayoutRenderer(engine: LayoutEngine(textMeasurer: measurer), fonts: measurer?.measurer)
    }

    /// The server's measurer with its default system font, or nil when that font is not installed.
    private static func measurer() -> TextMeasurerAdapter? {
        try? TextMeasurerAdapter(systemFont: ServerConfiguration.defaultSystemFont, fontsDirectory: nil)
    }
}
