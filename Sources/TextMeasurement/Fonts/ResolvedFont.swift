/// A request's primary font and the fallbacks fontconfig sorts after it, loaded when first needed.
final class ResolvedFont: Sendable {
    /// The face the request names, whose metrics give the text's line height.
    let primary: ShapingFont
    /// Every face fontconfig sorted for the request, best first; `primary` is the first.
    private let candidates: [FontCandidate]
    /// Opens a candidate's face, nil when it cannot be read.
    private let load: @Sendable (FontCandidate) -> ShapingFont?
    /// Candidates opened so far (nil: could not be read), by their index in `candidates`.
    private let opened = Locked<[Int: ShapingFont?]>([:])
    /// Keeps the font set the candidates' character sets point into alive.
    private let owner: AnyObject & Sendable

    init(
        primary: ShapingFont, candidates: [FontCandidate], owner: AnyObject & Sendable,
        load: @escaping @Sendable (FontCandidate) -> ShapingFont?
    ) {
        self.primary = primary
        self.candidates = candidates
        self.owner = owner
        self.load = load
    }

    /// The font a grapheme cluster is shaped in: the primary when it has every visible scalar of
    /// it, else the first candidate covering them all, else the first covering the cluster's
    /// first scalar, else the primary (whose .notdef is then measured: a character is never
    /// dropped).
    /// - Complexity: O(candidates × cluster length) on a miss of the primary.
    func font(for cluster: ArraySlice<UInt32>) -> ShapingFont {
        // The common case first, without allocating: one scalar the primary has.
        if cluster.count == 1, let only = cluster.first, primary.hasGlyph(only) { return primary }
        let visible = cluster.filter { !Self.isInvisible($0) }
        if visible.allSatisfy(primary.hasGlyph) { return primary }
        for (offset, candidate) in candidates.enumerated().dropFirst()
        where visible.allSatisfy(candidate.covers) {
            if let font = open(offset) { return font }
        }
        if let first = visible.first {
            for (offset, candidate) in candidates.enumerated().dropFirst() where candidate.covers(first) {
                if let font = open(offset) { return font }
            }
        }
        return primary
    }

    /// Opens candidate `offset` once.
    private func open(_ offset: Int) -> ShapingFont? {
        if let known = opened.withLock({ $0[offset] }) { return known }
        let font = load(candidates[offset])
        opened.withLock { $0[offset] = .some(font) }
        return font
    }

    /// Scalars no font needs a glyph for: HarfBuzz shapes default-ignorables (joiners, variation
    /// selectors) invisibly in whichever font the cluster uses.
    private static func isInvisible(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar)?.properties.isDefaultIgnorableCodePoint ?? true
    }
}
