import Glibc
import Testing
@_spi(Testing) @testable import LayoutEngine

/// Frames' numbers without floating-point noise: the contract's rule ("a value within 1e-9 of a
/// multiple of 1e-9 is written as that multiple"), which, since every real number is within
/// 0.5e-9 of a multiple of 1e-9, writes each value as the multiple of 1e-9 nearest to it; a
/// double exactly half-way goes away from zero. Each expected text is derived from the double's
/// exact decimal value, written beside it.
@Suite struct NoiseFreeNumberTests {
    private func text(_ value: Double) -> String { JSONNumberFormat.noiseFreeString(value) }

    @Test func noiseDisappears() {
        // 399.99999999999994 is exactly 399.999999999999943…: 5.7e-14 below 400.
        #expect(text(399.99999999999994) == "400")
        // 0.1 + 0.2 is exactly 0.300000000000000044…: 4.4e-17 above 0.3.
        #expect(text(0.1 + 0.2) == "0.3")
        // 9.99999999999 is exactly 9.999999999990000887…: 9.999999999 plus 0.99000089e-9, past
        // half a step, so up to 10.
        #expect(text(9.99999999999) == "10")
        // 100000.00000000001 is exactly 100000.0000000000145…: 1.5e-11 above 100000.
        #expect(text(100000.00000000001) == "100000")
        // 100/3 is exactly 33.333333333333335701…: the ninth digit's step is 33.333333333.
        #expect(text(100.0 / 3) == "33.333333333")
        // 200/3 is exactly 66.666666666666671403…: 66.666666666 plus 0.67e-9, so up.
        #expect(text(200.0 / 3) == "66.666666667")
        #expect(text(-100.0 / 3) == "-33.333333333")
    }

    @Test func shortValuesAndIntegersAreAsWritten() {
        #expect(text(0) == "0")
        #expect(text(375) == "375")
        #expect(text(-12) == "-12")
        #expect(text(0.5) == "0.5")
        #expect(text(383.25) == "383.25")
        #expect(text(-0.125) == "-0.125")
        // 1e-9 is the smallest step: exactly 1.00000000000000006228e-9.
        #expect(text(1e-9) == "0.000000001")
        #expect(text(-1e-9) == "-0.000000001")
        // 2^51 + 0.5 (a double: the spacing there is 0.5): one fraction digit.
        #expect(text(2_251_799_813_685_248.5) == "2251799813685248.5")
    }

    @Test func zeroNeverHasASign() {
        #expect(text(-0.0) == "0")
        // 1e-10 is 0.1 of a step from 0 (and from -0): both write 0.
        #expect(text(1e-10) == "0")
        #expect(text(-1e-10) == "0")
        #expect(text(.leastNonzeroMagnitude) == "0")
        #expect(text(-.leastNormalMagnitude) == "0")
    }

    @Test func boundariesAreDecidedByTheExactDouble() {
        // The double nearest 5e-10 is 5.0000000000000003e-10, just past half a step: up to 1e-9.
        #expect(text(5e-10) == "0.000000001")
        #expect(text(-5e-10) == "-0.000000001")
        // The double nearest 1.5e-9 is 1.4999999999999999900e-9, just short of half-way: down.
        #expect(text(1.5e-9) == "0.000000001")
        // 4.9999999999e-10: under half a step, to 0.
        #expect(text(4.9999999999e-10) == "0")
        // 123456789.12345679 is exactly 123456789.123456791043…: nine digits, 123456789.123456791.
        #expect(text(123_456_789.12345679) == "123456789.123456791")
    }

    @Test func halfWayGoesAwayFromZero() {
        // 2^-10 = 0.0009765625 exactly: ten fraction digits ending in 5, half-way between
        // 0.000976562 and 0.000976563; away from zero is 0.000976563.
        let half = 1.0 / 1024
        #expect(text(half) == "0.000976563")
        #expect(text(-half) == "-0.000976563")
        // Just below and just above half-way: the nearest multiple either side.
        #expect(text(half.nextDown) == "0.000976562")
        #expect(text(half.nextUp) == "0.000976563")
        // 3 · 2^-10 = 0.0029296875 and 100 + 2^-10 = 100.0009765625, also exact and half-way.
        #expect(text(3.0 / 1024) == "0.002929688")
        #expect(text(100 + half) == "100.000976563")
        #expect(text(-(100 + half)) == "-100.000976563")
    }

    @Test func pastTwoToThe53AndNonFiniteAsTheGeneralFormat() {
        // Every double past 2^53 is an integer, already a multiple: written as the other outputs are.
        #expect(text(1e20) == "1e+20")
        #expect(text(9_007_199_254_740_994) == JSONNumberFormat.string(9_007_199_254_740_994))
        #expect(text(.infinity) == "null")
        #expect(text(.nan) == "null")
    }

    /// The reference: glibc's exact decimal expansion of the double (`%.1100f` prints every digit
    /// of any double below 2^53), cut at nine fraction digits, rounded half away from zero on the
    /// decimal digits, trailing zeros dropped, and `-` only on a value that is not 0.
    private static func reference(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 1200)
        _ = withVaList([value.magnitude]) { vsnprintf(&buffer, buffer.count, "%.1100f", $0) }
        let exact = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let point = exact.firstIndex(of: ".")!
        var digits = Array(exact[..<point]) + Array(exact[exact.index(after: point)...].prefix(9))
        let roundsUp = exact[exact.index(after: point)...].dropFirst(9).first! >= "5"
        if roundsUp {
            var index = digits.count - 1
            while index >= 0 && digits[index] == "9" {
                digits[index] = "0"
                index -= 1
            }
            if index >= 0 {
                digits[index] = Character(UnicodeScalar(digits[index].asciiValue! + 1))
            } else {
                digits.insert("1", at: 0)
            }
        }
        var whole = String(digits.dropLast(9))
        var fraction = String(digits.suffix(9))
        while fraction.last == "0" { fraction.removeLast() }
        while whole.count > 1 && whole.first == "0" { whole.removeFirst() }
        let isZero = whole == "0" && fraction.isEmpty
        return (value < 0 && !isZero ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    @Test func agreesWithTheExactDecimalExpansion() {
        // Random doubles over frame-like magnitudes, their neighbours, and values a grid step apart.
        var state: UInt64 = 15
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
        var values: [Double] = []
        for _ in 0..<4_000 {
            let bits = next()
            // Magnitudes 2^-40 to 2^52, any significand, either sign.
            let exponent = Int(bits >> 58) % 92 - 40
            let value = Double(sign: bits & 1 == 0 ? .plus : .minus, exponent: exponent,
                               significand: 1 + Double(next() >> 12) / 4_503_599_627_370_496)
            values += [value, value.nextUp, value.nextDown]
            // Half-way cases: an odd number of 2^-10 steps.
            values.append(Double(Int64(bitPattern: next()) >> 30 | 1) / 1024)
        }
        for value in values {
            #expect(text(value) == Self.reference(value), "\(value)")
        }
    }
}

/// A layout whose solved values carry noise, written without it, on both paths.
@Suite struct NoiseFreeLayoutTests {
    @Test func solvedNoiseIsNotWritten() throws {
        // `bar` is 0.7 of a 3-point-wide screen: 0.7 × 3 is 2.0999999999999996 in doubles (0.7 is
        // stored as 0.69999999999999995559…), 4e-16 from 2.1, so it is written 2.1; `tail` runs
        // from bar's end to the screen's, 3 − 2.0999999999999996 = 0.9000000000000004, written 0.9.
        let json = """
            {"root": {"id": "screen", "width": 3, "height": 1, "subviews": [{"id": "bar"}, {"id": "tail"}]},
             "constraints": ["bar.width == 0.7 * screen.width", "bar.leading == screen.leading",
                             "bar.top == screen.top", "bar.height == 1",
                             "tail.leading == bar.trailing", "tail.trailing == screen.trailing",
                             "tail.top == screen.top", "tail.height == 1"]}
            """
        let document = try DocumentFixture.document(json)
        var simplex = LayoutEngine()
        simplex._directPath = false
        for engine in [LayoutEngine(), simplex] {
            let response = engine.layout(document: document)
            let bar = try #require(response.frames.first { $0.id == "bar" })
            let tail = try #require(response.frames.first { $0.id == "tail" })
            // The solved doubles are the noisy ones (else this test would show nothing)…
            #expect(bar.width != 2.1 || tail.width != 0.9)
            // …and the bytes are not.
            let text = String(decoding: response.json(), as: UTF8.self)
            #expect(text.contains(#""bar":{"x":0,"y":0,"width":2.1,"height":1}"#), "\(text)")
            #expect(text.contains(#""tail":{"x":2.1,"y":0,"width":0.9,"height":1}"#), "\(text)")
        }
    }
}
