/// Everything a measurement depends on; the cache's key.
struct MeasurementKey: Hashable, Sendable {
    let text: String
    let font: FontRequest
    let maxWidth: Double?
    let numberOfLines: Int
    let lineBreakMode: LineBreakMode
}
