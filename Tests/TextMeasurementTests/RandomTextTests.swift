import Testing
import TextMeasurement

/// Seeded random texts from the troublesome parts of Unicode (spaces, combining marks, joiners,
/// flags, emoji and modifiers, controls and line breaks, right-to-left and Indic letters) in every
/// mode, width and line cap: never a crash, and the answer's invariants hold.
@Suite struct RandomTextTests {
    private let measurer = Shared.uncached

    /// xorshift64*: the same texts in every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
    }

    static let pool: [UInt32] = [
        0x20, 0x20, 0x61, 0x62, 0x57, 0x2D, 0x28, 0x29, 0x2C, 0x2E, 0x30, 0x25, 0x24, 0x09, 0x0A, 0x0D, 0x0B, 0x01,
        0x7F, 0x85, 0xA0, 0x301, 0x308, 0x200B, 0x200D, 0x2028, 0x2024, 0x3000, 0x3041, 0x30FC, 0x4E00, 0xFFFC,
        0x05D0, 0x05D1, 0x0627, 0x0644, 0x0915, 0x094D, 0x0937, 0x093F, 0x1F1FA, 0x1F1F8, 0x1F44D, 0x1F3FD,
        0x1F469, 0x1F4BB, 0x1F600, 0x16A40, 0xE000, 0x2026,
    ]

    @Test(arguments: LineBreakMode.allCases)
    func randomTextsNeverBreakTheInvariants(mode: LineBreakMode) throws {
        var generator = Generator(state: 0x9E37_79B9_7F4A_7C15 ^ UInt64(mode.rawValue.utf8.count))
        for _ in 0..<1000 {
            let length = Int.random(in: 0...24, using: &generator)
            var text = String.UnicodeScalarView()
            for _ in 0..<length {
                text.append(Unicode.Scalar(Self.pool.randomElement(using: &generator)!)!)
            }
            let limit: Double? = Bool.random(using: &generator) ? nil : Double.random(in: 0...120, using: &generator)
            let cap = Int.random(in: 0...3, using: &generator)
            let font = FontRequest(size: Double.random(in: 1...40, using: &generator))
            let measured = try measurer.measure(
                String(text), font: font, maxWidth: limit, numberOfLines: cap, lineBreakMode: mode)
            let context =
                "\(String(text).unicodeScalars.map { String($0.value, radix: 16) }) \(String(describing: limit)) \(cap)"
            #expect(cap == 0 || measured.lines.count <= cap, "\(context)")
            #expect(abs(measured.height - Double(measured.lines.count) * measured.lineHeight) < 1e-9, "\(context)")
            #expect(measured.width == (measured.lines.map(\.width).max() ?? 0), "\(context)")
            #expect(measured.lines.allSatisfy { $0.width.isFinite && $0.width >= 0 }, "\(context)")
            if text.isEmpty { #expect(measured.width == 0 && measured.height == 0) }
            if let limit, mode == .byClipping { #expect(measured.width <= limit + 1e-9, "\(context)") }
        }
    }
}
