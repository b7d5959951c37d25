import CFontconfig

/// A face fontconfig offers for a request: where it is and which characters it covers. It
/// points into the `FcFontSet` its `ResolvedFont` owns.
struct FontCandidate: @unchecked Sendable {
    /// The face's first family name.
    let family: String
    /// The font file.
    let file: String
    /// The face index in the file.
    let index: UInt32
    /// The characters it covers; read-only, owned by the font set.
    let charset: OpaquePointer?

    /// Whether the face covers `scalar`.
    func covers(_ scalar: UInt32) -> Bool {
        guard let charset else { return false }
        return FcCharSetHasChar(charset, scalar) != 0
    }
}
