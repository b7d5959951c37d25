import Testing
@testable import LayoutEngine

/// The decoder's packed view pointers spell the same text as the path they stand for.
@Suite struct PackedViewPointerTests {
    /// Random paths of `subviews` and `arrangedSubviews` steps with indices of every width (and
    /// at each width's edges): each spells its path, and a step past the 128 bits has no packed form.
    @Test func packedPointersSpellTheirPaths() {
        var rng = SplitMix64(state: 17)
        let edges = [0, 1, 15, 16, 255, 256, 16_383, 16_384, 2_097_151]
        var fits = 0, full = 0
        for _ in 0..<2000 {
            var packed = PackedViewPointer.root
            var text = "/root"
            #expect(packed.string == text)
            for _ in 0..<(1 + rng.below(20)) {
                let arranged = rng.chance(50)
                let index = rng.chance(30) ? rng.pick(edges) : rng.below([16, 256, 16_384, 2_097_152][rng.below(4)])
                guard let deeper = packed.appending(arranged: arranged, index: index) else {
                    full += 1
                    break
                }
                packed = deeper
                text += (arranged ? "/arrangedSubviews/" : "/subviews/") + String(index)
                #expect(packed.string == text)
                fits += 1
            }
        }
        #expect(fits > 5000 && full > 100)
        #expect(PackedViewPointer.root.appending(arranged: false, index: 2_097_152) == nil)
    }
}
