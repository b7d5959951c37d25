import Testing
@testable import LayoutEngine

/// The id table: tags of 16 hash bits probed first, entries compared only on a tag match,
/// regrown past its first size.
@Suite struct IdTableTests {
    /// 5,000 ids in a table sized for none: every id is found with what was registered, and
    /// every second registration of an id is refused.
    @Test func regrownTableKeepsEveryID() {
        var namespace = ItemNamespace()
        for k in 0..<5_000 {
            let added = k.isMultiple(of: 7) ? namespace.addGuide("g\(k)") : namespace.addView("v\(k)", superview: "s\(k % 13)")
            #expect(added)
        }
        for k in 0..<5_000 {
            if k.isMultiple(of: 7) {
                #expect(namespace.kind(of: "g\(k)") == .guide)
                #expect(namespace.kind(of: "v\(k)") == nil)
                let again = namespace.addGuide("g\(k)")
                #expect(!again)
            } else {
                #expect(namespace.kind(of: "v\(k)") == .view)
                #expect(namespace.superview(of: "v\(k)") == "s\(k % 13)")
                let again = namespace.addView("v\(k)", superview: nil)
                #expect(!again)
            }
        }
        #expect(namespace.kind(of: "v5000") == nil)
    }

    /// A repeated id far into a large document is reported once, at the repeat, naming the first
    /// declaration; the views around it decode cleanly.
    @Test func duplicateInLargeDocument() {
        let views = (0..<2_000).map { k in #"{"id":"v\#(k == 1_500 ? 10 : k)","intrinsicContentSize":{"width":1}}"# }
        let json = #"{"root":{"id":"r","subviews":["# + views.joined(separator: ",") + "]}}"
        guard case .failure(let problem) = DocumentDecoder.decode(Array(json.utf8), limits: LayoutLimits()) else {
            Issue.record("a repeated id must fail")
            return
        }
        #expect(problem.errors.map(\.pointer) == ["/root/subviews/1500/id"])
        #expect(problem.errors.first?.detail.contains("first declared at /root/subviews/10/id") == true)
    }

    /// The decoder's own table, sized for one id per 96 bytes, regrown several times by
    /// 40,000 views of about 15 bytes each, past the size where it turns dense: every id is kept
    /// in order, and a repeat of the first id as the last view is reported there, naming the first.
    @Test func tableRegrowsAndStillRefusesRepeats() {
        let views = (0..<40_000).map { k in #"{"id":"v\#(k)"}"# }
        let unique = #"{"root":{"id":"r","subviews":["# + views.joined(separator: ",") + "]}}"
        let document = Self.accepted(Array(unique.utf8))
        #expect(document?.root.subviews.map(\.id) == (0..<40_000).map { "v\($0)" })
        let repeated = #"{"root":{"id":"r","subviews":["# + (views + [#"{"id":"v0"}"#]).joined(separator: ",") + "]}}"
        #expect(Self.errors(Array(repeated.utf8)) == [Problem.FieldError(
            pointer: "/root/subviews/40000/id",
            detail: "duplicate id 'v0' (first declared at /root/subviews/0/id); views and layout guides share one namespace")])
    }

    /// The decoder checks ids in batches of ``DeclaredIDs/batch``: a repeat is reported at its
    /// place, naming the first, wherever it falls, within one batch, across two, or in the last
    /// batch, which is checked only when the document ends; and the ids of that last batch are
    /// known to constraints.
    @Test func tableRefusesRepeatsWhereverTheBatchesFall() {
        let batch = DeclaredIDs.batch
        func document(_ ids: [String], guide: String? = nil, constraint: String? = nil) -> [UInt8] {
            let views = ids.map { #"{"id":"\#($0)","width":1,"height":1}"# }
            let guides = guide.map { #","layoutGuides":[{"id":"\#($0)"}]"# } ?? ""
            let constraints = constraint.map { #","constraints":["\#($0)"]"# } ?? ""
            return Array((#"{"root":{"id":"r","subviews":["# + views.joined(separator: ",") + "]" + guides + "}"
                + constraints + "}").utf8)
        }
        // 2.5 batches, with the root first: the last batch holds 5 of them.
        let ids = (0..<(batch * 5 / 2)).map { "v\($0)" }
        let last = ids.count - 1
        #expect(Self.accepted(document(ids))?.root.subviews.count == ids.count)
        let repeats = [(3, 5), (batch - 2, batch - 1), (batch - 2, batch), (1, last), (last - 1, last), (0, batch * 2)]
        for (first, again) in repeats {
            var repeated = ids
            repeated[again] = ids[first]
            let pointers = Self.errors(document(repeated)).map(\.pointer)
            #expect(pointers == ["/root/subviews/\(again)/id"], "v\(first) again at \(again)")
            let detail = Self.errors(document(repeated)).first?.detail ?? ""
            #expect(detail.contains("(first declared at /root/subviews/\(first)/id)"), "\(detail)")
        }
        // The root's guides come after its subviews: a guide named as the last view is a repeat too.
        let guideRepeatsView = Self.errors(document(ids, guide: ids[last]))
        #expect(guideRepeatsView.map(\.pointer) == ["/root/layoutGuides/0/id"])
        #expect(guideRepeatsView.first?.detail.contains("first declared at /root/subviews/\(last)/id") == true)
        let guideIsNew = Self.accepted(document(ids, guide: "g")) != nil
        #expect(guideIsNew)
        let constrained = Self.accepted(document(ids, constraint: "\(ids[last]).width == 7"))
        #expect(constrained?.constraints.count == 1)
        #expect(constrained?.constraints.first?.first.item == .view(ids[last]))
    }

    /// The errors the decoder answers for `bytes` (none when it takes them).
    private static func errors(_ bytes: [UInt8]) -> [Problem.FieldError] {
        guard case .failure(let problem) = DocumentDecoder.decode(bytes, limits: LayoutLimits()) else { return [] }
        return problem.errors
    }

    /// The document `bytes` hold, or nil when the decoder answers a problem.
    private static func accepted(_ bytes: [UInt8]) -> LayoutDocument? {
        try? DocumentDecoder.decode(bytes, limits: LayoutLimits()).get()
    }
}
