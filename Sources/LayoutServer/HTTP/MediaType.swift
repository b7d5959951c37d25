import LayoutRender

/// `Content-Type` matching: `application/json` with any parameters (`; charset=utf-8`), case-insensitive;
/// and `Accept` negotiation for `/v1/render`.
enum MediaType {
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return essence.trimmingSpaces().lowercased() == "application/json"
    }

    /// The picture `/v1/render` answers for `accept` (RFC 9110 §12.5.1): each format takes the
    /// weight of the most specific range that matches it (`image/png`, then `image/*`, then
    /// `*/*`); the heaviest non-zero one wins, SVG on a tie. No `Accept` (or an empty one) is
    /// SVG; nil when neither format is acceptable (406).
    /// - Complexity: linear in the header.
    static func renderFormat(accept: String?) -> RenderFormat? {
        guard let accept, !Substring(accept).trimmingSpaces().isEmpty else { return .svg }
        var best: (format: RenderFormat, weight: Double)?
        for format in [RenderFormat.svg, .png] {
            let type = format.contentType
            let slash = type.firstIndex(of: "/")!
            let wildcard = String(type[..<slash]) + "/*"
            var weight: Double?, specificity = -1
            for range in accept.split(separator: ",") {
                let parts = range.split(separator: ";", omittingEmptySubsequences: false)
                let name = (parts.first ?? "").trimmingSpaces().lowercased()
                let rank = name == type ? 2 : name == wildcard ? 1 : name == "*/*" ? 0 : -1
                guard rank > specificity else { continue }
                specificity = rank
                weight = quality(parts.dropFirst())
            }
            if let weight, weight > 0, weight > (best?.weight ?? 0) { best = (format, weight) }
        }
        return best?.format
    }

    /// A media range's `q` (1 when absent; 0, never chosen, when malformed).
    private static func quality(_ parameters: ArraySlice<Substring>) -> Double {
        for parameter in parameters {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingSpaces().lowercased() == "q" else { continue }
            guard let value = Double(pair[1].trimmingSpaces()), value >= 0, value <= 1 else { return 0 }
            return value
        }
        return 1
    }
}
