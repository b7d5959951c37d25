extension DocumentDecoder {
    /// Decodes and validates a request body (the wire contract, `docs/LAYOUT-DOCUMENT.md`), every default applied.
    /// - Returns: the document, or a problem: 400 when the body is not JSON (with line and column),
    ///   413 when the view or constraint count is over `limits`, 422 with every error found, each with
    ///   a JSON Pointer into the request, in document order.
    /// - Complexity: O(n) in the body's length.
    public static func decode(_ json: [UInt8], limits: LayoutLimits) -> Result<LayoutDocument, Problem> {
        switch decode(json, limits: limits, maxRecursion: callerDepth) {
        case .some(let result): return result
        // Nested deeper than the caller's thread is sure to hold: read again, whole, on a thread
        // with the stack for every level the limit admits.
        case .none: return DeepStack.run { decode(json, limits: limits, maxRecursion: .max) ?? .failure(malformed(.tooDeep)) }
        }
    }

    /// The levels of views decoded on the caller's thread, whatever its stack: a document nested
    /// deeper is decoded on a ``DeepStack`` thread. 24 levels fit a 512 KiB thread with room to
    /// spare in a debug build under AddressSanitizer, where a level's frames take about 13.5 KiB
    /// (`NestingLimitTests`); screens seldom nest views half as deep.
    static let callerDepth = 24

    /// ``decode(_:limits:)`` recursing at most `maxRecursion` levels of views; nil past them.
    private static func decode(_ json: [UInt8], limits: LayoutLimits, maxRecursion: Int) -> Result<LayoutDocument, Problem>? {
        json.withUnsafeBufferPointer { buffer in
            // Never nil: an empty array has an address too, but not a guaranteed one.
            guard let base = buffer.baseAddress else {
                return .failure(malformed(JSONParseError(offset: 0, line: 1, column: 1,
                    reason: "expected a JSON value, found the end of the input")))
            }
            var decoder = DocumentDecoder(json: json, base: base, count: buffer.count, limits: limits)
            decoder.maxRecursion = maxRecursion
            do throws(JSONParseError) {
                return try decoder.document()
            } catch {
                return error == .tooDeep ? nil : .failure(malformed(error))
            }
        }
    }

    /// The 400 of a body that is not JSON.
    static func malformed(_ error: JSONParseError) -> Problem {
        Problem(status: 400, title: "Malformed JSON", detail: "The body is not JSON: \(error.description)")
    }

    /// The 422 of `count` errors, of which `errors` are the first (all, when as many).
    static func invalid(
        _ errors: [Problem.FieldError], count: Int? = nil, limit: LayoutLimits.Kind? = nil
    ) -> Problem {
        let count = count ?? errors.count
        let counted = count == 1 ? "1 error" : "\(count) errors"
        let listed = count > errors.count ? "; the first are listed, each" : "; each"
        return Problem(
            status: 422, title: "Invalid layout document",
            detail: "The layout document has \(counted)\(listed) names its place with a JSON Pointer.", errors: errors,
            errorCount: count, limit: limit)
    }

    /// The 422 of views nested past the limit, at the first view too deep.
    static func tooDeep(_ pointer: String, limits: LayoutLimits) -> Problem {
        invalid([Problem.FieldError(
            pointer: pointer,
            detail: "views nest deeper than the limit of \(limits.maxViewDepth) levels (the root is level 1)")],
            limit: .depth)
    }

    /// The 413 of a document over a count limit, or nil: `views` counted, and the entries of the
    /// first `constraints` and `visualFormat` arrays (nil when absent or not arrays).
    static func limitProblem(views: Int, constraints: Int?, formats: Int?, limits: LayoutLimits) -> Problem? {
        if views > limits.maxViews {
            return Problem(
                status: 413, title: "Document too large",
                detail: "The document has \(views) views; the limit is \(limits.maxViews).",
                errors: [Problem.FieldError(pointer: "/root", detail: "\(views) views, over the limit of \(limits.maxViews)")],
                limit: .views)
        }
        var counts: [(String, Int)] = []
        if let constraints { counts.append(("/constraints", constraints)) }
        if let formats { counts.append(("/visualFormat", formats)) }
        let total = counts.reduce(0) { $0 + $1.1 }
        guard total > limits.maxConstraints else { return nil }
        let pointer = counts.max(by: { $0.1 < $1.1 })?.0 ?? "/constraints"
        return Problem(
            status: 413, title: "Document too large",
            detail: "The document has \(total) constraint entries; the limit is \(limits.maxConstraints).",
            errors: [Problem.FieldError(
                pointer: pointer, detail: "\(total) constraint entries, over the limit of \(limits.maxConstraints)")],
            limit: .constraints)
    }
}
