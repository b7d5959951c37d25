import ArgumentParser
import Foundation
import LayoutEngine
import LayoutRender

/// `layoutd render FILE|- [-o out.svg|out.png] [--size WxH]`: draws one document's layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout document and draw it as SVG or PNG.",
        discussion: """
            Without -o, the SVG is written to standard output. The PNG is drawn at the document's \
            options.displayScale (default 3). An invalid document prints its problem JSON (RFC 9457) \
            to standard error and exits with status 2.
            """
    )

    @Argument(help: "The layout document (JSON), or - to read standard input.")
    var file: String

    @Option(name: .shortAndLong, help: "The picture to write: a path ending in .svg or .png.")
    var output: String?

    @Option(help: "Lay the root out at this size, in points, in place of its own width and height: WxH, such as 375x812.")
    var size: String?

    /// The output's format, from its extension.
    private var format: RenderFormat {
        output.map { $0.lowercased().hasSuffix(".png") } == true ? .png : .svg
    }

    func validate() throws {
        if let output, !output.lowercased().hasSuffix(".svg"), !output.lowercased().hasSuffix(".png") {
            throw ValidationError("-o must name a .svg or a .png file, not '\(output)'")
        }
        if let size, Self.parseSize(size) == nil {
            throw ValidationError("--size must be WxH with 0 < W, H <= 10000000 (such as 375x812), not '\(size)'")
        }
    }

    /// `WxH` as two lengths in (0, 1e7], the contract's range for lengths; nil otherwise.
    static func parseSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        guard [width, height].allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 1e7 }) else { return nil }
        return (width, height)
    }

    func run() throws {
        let body = try DocumentInput.read(file)
        var timings = LayoutTimings()
        let renderer = DocumentInput.renderer()
        switch renderer.render(json: body, format: format, rootSize: size.flatMap(Self.parseSize), timings: &timings) {
        case .success(let picture):
            if let output {
                guard FileManager.default.createFile(atPath: output, contents: Data(picture)) else {
                    throw ValidationError("cannot write \(output)")
                }
            } else {
                FileHandle.standardOutput.write(Data(picture))
            }
        case .failure(let problem):
            FileHandle.standardError.write(Data(problem.json(pretty: false) + [0x0A]))
            throw ExitCode(2)
        }
    }
}
