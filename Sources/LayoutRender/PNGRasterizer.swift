import CLibRSVG

/// An SVG drawing rasterised to PNG by librsvg onto a cairo image surface: a field library, not a
/// home-made rasteriser.
public enum PNGRasterizer {
    /// Why there is no PNG.
    public enum Failure: Error, Sendable, Hashable {
        /// The picture would have more pixels than `limit`.
        case tooLarge(width: Int, height: Int, limit: Int)
        /// librsvg or cairo refused (never for an SVG of ``SVGRenderer``; reported all the same).
        case library(String)
    }

    /// The default of the most pixels one PNG may have: 16,777,216 (4096 × 4096, 64 MiB of surface).
    public static let defaultMaxPixels = 16_777_216
    /// The longest side cairo's image surfaces take, in pixels, whatever the pixel limit.
    public static let maxSide = 32_767

    /// The PNG's size in pixels for a canvas of `width` × `height` points at `scale` pixels per
    /// point: each side rounded up, and at least one pixel.
    public static func pixelSize(width: Double, height: Double, scale: Int) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let value = (points * Double(scale)).rounded(.up)
            return value.isFinite ? max(1, Int(min(value, 1e15))) : 1
        }
        return (pixels(width), pixels(height))
    }

    /// ``pixelSize(width:height:scale:)``, or ``Failure/tooLarge(width:height:limit:)`` past
    /// `maxPixels` pixels or a side past ``maxSide``.
    public static func checkedSize(
        width: Double, height: Double, scale: Int, maxPixels: Int
    ) -> Result<(width: Int, height: Int), Failure> {
        let size = pixelSize(width: width, height: height, scale: scale)
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        guard !overflow, pixels <= maxPixels, size.width <= maxSide, size.height <= maxSide else {
            return .failure(.tooLarge(width: size.width, height: size.height, limit: maxPixels))
        }
        return .success(size)
    }

    /// `svg` drawn on a `width` × `height`-point canvas at `scale` pixels per point, as PNG bytes;
    /// ``Failure/tooLarge(width:height:limit:)`` past `maxPixels` pixels or a side past ``maxSide``.
    /// - Complexity: linear in the pixels and the drawing.
    public static func png(
        svg: [UInt8], width: Double, height: Double, scale: Int, maxPixels: Int = defaultMaxPixels
    ) -> Result<[UInt8], Failure> {
        let size: (width: Int, height: Int)
        switch checkedSize(width: width, height: height, scale: scale, maxPixels: maxPixels) {
        case .failure(let failure): return .failure(failure)
        case .success(let checked): size = checked
        }
        var error: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let handle else { return .failure(.library(takeMessage(&error, otherwise: "librsvg could not read the SVG"))) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)) else {
            return .failure(.library("cairo could not make a surface"))
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return .failure(.library("cairo could not make a \(size.width) × \(size.height) surface"))
        }
        guard let cairo = cairo_create(surface) else { return .failure(.library("cairo could not draw")) }
        defer { cairo_destroy(cairo) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width * Double(scale), height: height * Double(scale))
        guard rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0 else {
            return .failure(.library(takeMessage(&error, otherwise: "librsvg could not draw the SVG")))
        }
        cairo_surface_flush(surface)
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { return .failure(.library("cairo could not write the PNG")) }
        return .success(sink.bytes)
    }

    /// The error's message, freed; `otherwise` when there is none.
    private static func takeMessage(_ error: inout UnsafeMutablePointer<GError>?, otherwise: String) -> String {
        guard let pointer = error else { return otherwise }
        defer {
            g_error_free(pointer)
            error = nil
        }
        return pointer.pointee.message.map { String(cString: $0) } ?? otherwise
    }
}

/// The PNG bytes cairo writes, gathered through its C callback.
private final class PNGSink {
    var bytes: [UInt8] = []
}
