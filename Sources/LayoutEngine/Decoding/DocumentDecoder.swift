/// Decodes and validates a layout document (`../shared/LAYOUT-DOCUMENT.md`) with every default applied.
public enum DocumentDecoder {
    /// Decodes a request body.
    /// - Returns: the document, or a problem: 400 when the body is not JSON (with line and column),
    ///   413 when the view or constraint count is over `limits`, 422 with every error found, each with
    ///   a JSON Pointer into the request.
    /// - Complexity: O(n) in the body's length.
    public static func decode(_ json: [UInt8], limits: LayoutLimits) -> Result<LayoutDocument, Problem> {
        decode(json, limits: limits, optimistic: true)
    }

    /// ``decode(_:limits:)``, where `optimistic: false` sends every document to the full decoder
    /// (for the tests that hold the two decoders to one answer).
    /// - Complexity: O(n) in the body's length.
    static func decode(_ json: [UInt8], limits: LayoutLimits, optimistic: Bool) -> Result<LayoutDocument, Problem> {
        // Valid documents of the common shapes decode in one pass over the bytes; the rest, and
        // every invalid one, through the tape, which finds and reports every error.
        if optimistic, let document = OptimisticDecoder.decode(json, limits: limits) { return .success(document) }
        let tape: JSONTape
        do {
            // No nesting limit here: the views' depth is checked against `limits` (a 422 with the
            // deepest view's pointer), and nothing that reads the tape recurses on its nesting.
            tape = try JSONParser.tape(json, maxDepth: .max)
        } catch {
            return .failure(Problem(
                status: 400, title: "Malformed JSON", detail: "The body is not JSON: \(error.description)"))
        }
        return tape.withReader { reader in decode(reader, tape: tape, limits: limits) }
    }

    /// Decodes an already parsed document.
    /// - Complexity: O(n) in the document's serialized length.
    static func decode(_ value: JSONValue, limits: LayoutLimits) -> Result<LayoutDocument, Problem> {
        decode(value.serialized(), limits: limits)
    }

    /// Decodes the document straight from the parser's tape: no tree in between.
    private static func decode(
        _ reader: JSONReader, tape: JSONTape, limits: LayoutLimits
    ) -> Result<LayoutDocument, Problem> {
        let objectCount = tape.objectCount
        let top = reader.root
        guard reader.kind(top) == .object else {
            return .failure(invalid([Problem.FieldError(
                pointer: "", detail: "the document must be a JSON object, found \(reader.typeDescription(top))")]))
        }
        // Every view is an object, so the views need counting only when the objects are too many;
        // and a view at depth d is 2d levels deep in the JSON, so their depth needs checking only
        // when the JSON nests that deep.
        var views = ViewWalk()
        if objectCount > limits.maxViews || tape.nesting >= 2 * (limits.maxViewDepth + 1),
            let root = reader.member(top, "root") {
            views = ViewWalk(root, reader, maxDepth: limits.maxViewDepth)
        }
        if let problem = limitProblem(top, reader, views: views.count, limits: limits) { return .failure(problem) }
        if let pointer = views.tooDeep {
            return .failure(invalid([Problem.FieldError(
                pointer: pointer,
                detail: "views nest deeper than the limit of \(limits.maxViewDepth) levels (the root is level 1)")],
                limit: .depth))
        }
        // Ids name views and layout guides: the root, and objects listed in arrays. A table sized
        // to them rather than to every object is half as large at 100,000 views, and its random
        // probes miss the cache less.
        let decoding = DocumentDecoding(reader: reader, expectedIDs: tape.elementObjectCount + 1)
        guard let document = decoding.decodeDocument(top), decoding.errorCount == 0 else {
            return .failure(invalid(decoding.errors, count: decoding.errorCount))
        }
        return .success(document)
    }

    /// The 422 of `count` errors, of which `errors` are the first (all, when as many).
    private static func invalid(
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

    /// 413 before any real work: counts views and constraint entries from the raw JSON.
    private static func limitProblem(_ top: JSONNode, _ reader: JSONReader, views: Int, limits: LayoutLimits) -> Problem? {
        if views > limits.maxViews {
            return Problem(
                status: 413, title: "Document too large",
                detail: "The document has \(views) views; the limit is \(limits.maxViews).",
                errors: [Problem.FieldError(pointer: "/root", detail: "\(views) views, over the limit of \(limits.maxViews)")],
                limit: .views)
        }
        var counts: [(String, Int)] = []
        for (key, name) in [("constraints" as StaticString, "constraints"), ("visualFormat", "visualFormat")] {
            if let entries = reader.member(top, key), reader.kind(entries) == .array {
                counts.append(("/" + name, reader.count(entries)))
            }
        }
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
