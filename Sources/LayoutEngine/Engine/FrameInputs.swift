/// A document's inputs that depend on its frames, all of them: its safe areas and margins
/// (``SafeAreaInputs``) and its labels' measured text (``TextInputs``), either or both, as the one
/// set the fixed point's loop (``LayoutEngine/settle(_:inputs:meter:timings:directDeclined:)``) takes.
struct FrameInputs: FrameDependentInputs {
    private(set) var safeArea: SafeAreaInputs?
    /// Every label and button, wrapping at its solved width or not (their lines are answered with
    /// `include: ["text"]`).
    private(set) var text: TextInputs?
    /// The views whose guides (margins, safe areas) the last update changed, and the labels whose
    /// measured size it changed, each in tree order: what the direct path's re-solve in place
    /// writes, each where it is read.
    private(set) var changedGuides: [Int32] = []
    private(set) var changedLabels: [Int32] = []

    /// The document prepared for its first layout (its roots' margins resolved, its text measured)
    /// and its inputs: nil when nothing in it depends on the frames. The text's 422 when it has one.
    /// `reusing`: another size's text inputs, whose measurements are taken where the text is the same.
    /// - Complexity: O(views), plus one measurement per text view not reused (``TextInputs/prepare(_:measurer:limits:reusing:)``).
    static func prepare(
        _ document: consuming LayoutDocument, measurer: (any TextMeasuring)?, limits: LayoutLimits, reusing: TextInputs? = nil
    ) -> Result<(document: LayoutDocument, inputs: FrameInputs?, text: TextInputs?), Problem> {
        let measured: (document: LayoutDocument, inputs: TextInputs?)
        switch TextInputs.prepare(consume document, measurer: measurer, limits: limits, reusing: reusing) {
        case .failure(let problem): return .failure(problem)
        case .success(let result): measured = result
        }
        let prepared = SafeAreaInputs.prepare(measured.document)
        let wraps = measured.inputs?.dependsOnFrames == true
        guard prepared.inputs != nil || wraps else { return .success((prepared.document, nil, measured.inputs)) }
        let inputs = FrameInputs(safeArea: prepared.inputs, text: measured.inputs)
        return .success((prepared.document, inputs, measured.inputs))
    }

    /// Whether only labels depend on the frames (no safe area or margin does): their sizes then
    /// depend on the widths alone, so the direct path can settle them along x before solving y.
    var dependsOnWidthsOnly: Bool { safeArea == nil }

    /// The safe areas' order once they have read the views (``SafeAreaInputs`` reads them only
    /// when a view reaches into the unsafe region), else the text's.
    var ends: [Int32] {
        if let safeArea, !safeArea.ends.isEmpty { return safeArea.ends }
        return text?.ends ?? []
    }

    func names(of views: [Int32]) -> [String] {
        if let safeArea, !safeArea.ends.isEmpty { return safeArea.names(of: views) }
        return text.unsafelyUnwrapped.names(of: views)
    }

    /// Both sets updated; the views either changed, in tree order, each once.
    /// - Complexity: O(views) plus the wrapping labels' measurements.
    mutating func update(from frames: SolvedFrames) -> [Int32] {
        var guides: [Int32] = []
        var labels: [Int32] = []
        if var safeArea {
            guides = safeArea.update(from: frames)
            self.safeArea = safeArea
        }
        if var text {
            labels = text.update(from: frames)
            self.text = text
        }
        changedGuides = guides
        changedLabels = labels
        guard !guides.isEmpty, !labels.isEmpty else { return guides.isEmpty ? labels : guides }
        return Array(Set(guides).union(labels)).sorted()
    }

    func apply(to node: inout ViewNode, view: Int32) {
        safeArea?.apply(to: &node, view: view)
        text?.apply(to: &node, view: view)
    }
}
