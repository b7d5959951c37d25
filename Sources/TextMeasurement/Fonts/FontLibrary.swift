import CFontconfig
import Foundation

/// The fonts a measurer can use: one fixed fontconfig configuration (the system's, plus an
/// optional directory), so the same request picks the same files in every process.
final class FontLibrary: Sendable {
    /// What a resolution depends on: the size does not change which faces are used.
    private struct ResolutionKey: Hashable {
        let family: String
        let weight: Int
        let italic: Bool
    }

    /// A face file opened at one weight.
    private struct FaceKey: Hashable {
        let file: String
        let index: UInt32
        let weight: Int
    }

    /// fontconfig state and what has been resolved from it. fontconfig is only ever called with
    /// this lock held.
    private struct State {
        let config: FontconfigHandle
        var resolved: [ResolutionKey: ResolvedFont] = [:]
        var faces: [FaceKey: ShapingFont] = [:]
        var knownFamilies: Set<String> = []
    }

    private let state: Locked<State>

    /// Loads the system's fontconfig configuration and adds `fontsDirectory` to it. The user's
    /// own configuration and fonts (under `$HOME`) are left out, so the answer does not depend on
    /// which account runs the server.
    init(fontsDirectory: String?) throws {
        _ = FcConfigEnableHome(0)
        guard let config = FcInitLoadConfigAndFonts() else { throw TextMeasurementError.fontconfigUnavailable }
        let handle = FontconfigHandle(config: config)
        if let fontsDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fontsDirectory, isDirectory: &isDirectory),
                isDirectory.boolValue,
                FcConfigAppFontAddDir(config, fontsDirectory) != 0
            else { throw TextMeasurementError.fontsDirectoryUnusable(fontsDirectory) }
        }
        state = Locked(State(config: handle))
    }

    /// Whether a face of `family` is installed (case-insensitive, as fontconfig compares names).
    func hasFamily(_ family: String) -> Bool {
        let key = family.lowercased()
        return state.withLock { state in
            if state.knownFamilies.contains(key) { return true }
            let pattern = FcPatternCreate()
            defer { FcPatternDestroy(pattern) }
            _ = FcPatternAddString(pattern, FC_FAMILY, family)
            let objects = FcObjectSetCreate()
            defer { FcObjectSetDestroy(objects) }
            _ = FcObjectSetAdd(objects, FC_FAMILY)
            let found: Bool
            if let set = FcFontList(state.config.config, pattern, objects) {
                found = set.pointee.nfont > 0
                FcFontSetDestroy(set)
            } else {
                found = false
            }
            // Only families found are remembered: names from requests must not grow the map.
            if found { state.knownFamilies.insert(key) }
            return found
        }
    }

    /// Every installed family with its weights and styles, sorted by name.
    /// - Complexity: O(faces installed), asking fontconfig each time.
    func families() -> [FontFamily] {
        state.withLock { state in
            let objects = FcObjectSetCreate()
            defer { FcObjectSetDestroy(objects) }
            for object in [FC_FAMILY, FC_WEIGHT, FC_SLANT] { _ = FcObjectSetAdd(objects, object) }
            let pattern = FcPatternCreate()
            defer { FcPatternDestroy(pattern) }
            guard let set = FcFontList(state.config.config, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(set) }
            var weights: [String: Set<Int>] = [:]
            var styles: [String: Set<String>] = [:]
            for face in Self.patterns(of: set) {
                guard let family = Self.string(face, FC_FAMILY) else { continue }
                var slant: Int32 = 0
                _ = FcPatternGetInteger(face, FC_SLANT, 0, &slant)
                styles[family, default: []].insert(slant == FC_SLANT_ROMAN ? "normal" : "italic")
                weights[family, default: []].formUnion(Self.openTypeWeights(face))
            }
            return styles.keys.sorted().map { name in
                FontFamily(
                    name: name, weights: (weights[name] ?? []).sorted(),
                    styles: ["normal", "italic"].filter { styles[name]?.contains($0) == true })
            }
        }
    }

    /// The faces for `family` (a real family name) at a weight and slant, best first.
    func resolve(family: String, weight: Int, italic: Bool) throws -> ResolvedFont {
        let key = ResolutionKey(family: family.lowercased(), weight: weight, italic: italic)
        return try state.withLock { state in
            if let resolved = state.resolved[key] { return resolved }
            let resolved = try Self.sort(family: family, weight: weight, italic: italic, state: &state, library: self)
            state.resolved[key] = resolved
            return resolved
        }
    }

    /// Asks fontconfig for the sorted faces and opens the first, which must be of `family`.
    private static func sort(
        family: String, weight: Int, italic: Bool, state: inout State, library: FontLibrary
    ) throws -> ResolvedFont {
        let pattern = FcPatternCreate()
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        _ = FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight)))
        _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        // A fixed language: without one, FcDefaultSubstitute adds the process locale's, which
        // would reorder the fallbacks from one environment to another.
        _ = FcPatternAddString(pattern, FC_LANG, "en")
        _ = FcConfigSubstitute(state.config.config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(state.config.config, pattern, 1, nil, &result) else {
            throw TextMeasurementError.unknownFamily(family)
        }
        let owner = FontSetHandle(set: set)
        var candidates: [FontCandidate] = []
        for face in patterns(of: set) {
            guard let file = string(face, FC_FILE), let name = string(face, FC_FAMILY) else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(face, FC_INDEX, 0, &index)
            var charset: OpaquePointer?
            _ = FcPatternGetCharSet(face, FC_CHARSET, 0, &charset)
            if candidates.isEmpty && !familyNames(face).contains(family.lowercased()) {
                throw TextMeasurementError.unknownFamily(family)
            }
            candidates.append(
                FontCandidate(family: name, file: file, index: UInt32(bitPattern: index), charset: charset))
        }
        guard let first = candidates.first else { throw TextMeasurementError.unknownFamily(family) }
        let primary = try face(first, weight: weight, state: &state)
        return ResolvedFont(primary: primary, candidates: candidates, owner: owner) { [weak library] candidate in
            library?.state.withLock { state in try? Self.face(candidate, weight: weight, state: &state) }
        }
    }

    /// Opens a face once per file, index and weight.
    private static func face(_ candidate: FontCandidate, weight: Int, state: inout State) throws -> ShapingFont {
        let key = FaceKey(file: candidate.file, index: candidate.index, weight: weight)
        if let face = state.faces[key] { return face }
        let face = try ShapingFont(
            file: candidate.file, index: candidate.index, family: candidate.family, weight: weight)
        state.faces[key] = face
        return face
    }

    /// The patterns of a font set.
    private static func patterns(of set: UnsafeMutablePointer<FcFontSet>) -> [OpaquePointer] {
        guard let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { fonts[$0] }
    }

    /// The `n`th string value of `object` in a pattern.
    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// Every family name of a pattern, lowercased (a face may list "Inter" and "Inter Black").
    private static func familyNames(_ pattern: OpaquePointer) -> Set<String> {
        var names: Set<String> = []
        var n: Int32 = 0
        while let name = string(pattern, FC_FAMILY, n) {
            names.insert(name.lowercased())
            n += 1
        }
        return names
    }

    /// A face's OpenType weights: its weight, or the standard weights its variable range spans.
    private static func openTypeWeights(_ pattern: OpaquePointer) -> [Int] {
        var weight = 0.0
        if FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch {
            return [Int(FcWeightToOpenTypeDouble(weight).rounded())]
        }
        var range: OpaquePointer?
        var low = 0.0
        var high = 0.0
        guard FcPatternGetRange(pattern, FC_WEIGHT, 0, &range) == FcResultMatch, let range,
            FcRangeGetDouble(range, &low, &high) != 0
        else { return [] }
        let span = FcWeightToOpenTypeDouble(low)...FcWeightToOpenTypeDouble(high)
        return stride(from: 100, through: 900, by: 100).filter { span.contains(Double($0)) }
    }
}

/// Owns the fontconfig configuration for the process's lifetime of its library.
final class FontconfigHandle: @unchecked Sendable {
    let config: OpaquePointer

    init(config: OpaquePointer) {
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }
}

/// Owns a sorted font set whose character sets the candidates read.
final class FontSetHandle: @unchecked Sendable {
    private let set: UnsafeMutablePointer<FcFontSet>

    init(set: UnsafeMutablePointer<FcFontSet>) {
        self.set = set
    }

    deinit {
        FcFontSetDestroy(set)
    }
}
