/// The 200 response of a document with `options.sizes`: one layout per size, in order, and the
/// stats of them all.
public struct SizedLayouts: Sendable, Hashable {
    public var layouts: [SizedLayout]
    /// `variables`, `constraints` and `solveMicroseconds` summed over the layouts;
    /// `totalMicroseconds` for the whole request.
    public var stats: LayoutStats

    public init(layouts: [SizedLayout], stats: LayoutStats) {
        self.layouts = layouts
        self.stats = stats
    }
}

/// One entry of `layouts`: the size as requested, the traits in force, and the layout at them.
public struct SizedLayout: Sendable, Hashable {
    /// The entry of `options.sizes`, as written (an omitted dimension stays omitted: the root's
    /// frame gives the fitting size).
    public var size: LayoutSize
    /// The size's traits with the options' display scale and layout direction where it names none.
    public var traits: LayoutTraits
    /// The layout of the document sent alone at this size: its `frames`, `scroll`, `diagnostics`
    /// and, if asked, `constraints` are written; its own `stats` are summed into the response's.
    public var layout: LayoutResponse

    public init(size: LayoutSize, traits: LayoutTraits, layout: LayoutResponse) {
        self.size = size
        self.traits = traits
        self.layout = layout
    }
}

extension SizedLayouts {
    /// `{"layouts": [{size, traits, frames, scroll?, diagnostics, constraints?}, ...], "stats": {...}}`:
    /// each layout's members written exactly as a response to the document sent alone writes them.
    /// - Parameters: as ``LayoutResponse/json(pretty:totalMicroseconds:)``'s.
    /// - Complexity: O(n) in the frames, diagnostics and constraints of every layout.
    public func json(pretty: Bool = false, totalMicroseconds: (() -> Int)? = nil) -> [UInt8] {
        let frameCount = layouts.reduce(0) { $0 + $1.layout.frames.count }
        var writer = JSONWriter(pretty: pretty, reservingCapacity: 96 * frameCount + 256 * layouts.count + 256)
        writer.beginObject()
        writer.staticKey("layouts")
        writer.beginArray()
        for layout in layouts {
            writer.beginObject()
            writer.staticKey("size")
            writer.beginObject()
            if let width = layout.size.width {
                writer.staticKey("width")
                writer.noiseFreeNumber(width)
            }
            if let height = layout.size.height {
                writer.staticKey("height")
                writer.noiseFreeNumber(height)
            }
            writer.endObject()
            writer.staticKey("traits")
            writer.beginObject()
            writer.staticKey("horizontalSizeClass")
            writer.string(layout.traits.horizontalSizeClass.rawValue)
            writer.staticKey("verticalSizeClass")
            writer.string(layout.traits.verticalSizeClass.rawValue)
            if let scale = layout.traits.displayScale {
                writer.staticKey("displayScale")
                writer.integer(scale)
            }
            if let direction = layout.traits.layoutDirection {
                writer.staticKey("layoutDirection")
                writer.string(direction.rawValue)
            }
            writer.endObject()
            let response = layout.layout
            response.frames.withUnsafeBufferPointer { frames in
                LayoutResponse.writeLayout(
                    frames: frames, scroll: response.scroll, diagnostics: response.diagnostics,
                    constraints: response.constraints, text: response.text, to: &writer)
            }
            writer.endObject()
        }
        writer.endArray()
        LayoutResponse.write(stats, totalMicroseconds: totalMicroseconds, to: &writer)
        writer.endObject()
        return writer.bytes
    }
}
