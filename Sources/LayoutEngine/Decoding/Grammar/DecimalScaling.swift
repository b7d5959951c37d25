/// A decimal number's significant digits gathered as an integer, with the power of ten that
/// scales them: the value without making a string, when one rounding gives it exactly.
///
/// Clinger's fast path: a mantissa of at most 15 digits is exact in a `Double`, and so is
/// 10^k for k ≤ 22, so their product or quotient, rounded once by the hardware, is the
/// correctly rounded value of the decimal, which is what `Double(String)` returns too.
struct DecimalScaling {
    /// The first 19 significant digits (leading zeros are not significant).
    private var mantissa: UInt64 = 0
    /// How many significant digits were seen, all of them.
    private var digits = 0
    /// The power of ten the mantissa is scaled by, from the digits' places.
    private var exponent = 0
    /// The written exponent, capped far beyond any exact scaling.
    private var explicit = 0

    /// Takes the next digit (an ASCII byte), of the integer part or of the fraction.
    @inline(__always)
    mutating func append(digit byte: UInt8, fraction: Bool) {
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        if digits == 0 && digit == 0 {
            if fraction { exponent -= 1 }
        } else if digits < 19 {
            mantissa = mantissa &* 10 &+ digit
            digits += 1
            if fraction { exponent -= 1 }
        } else {
            digits += 1
            if !fraction { exponent += 1 }
        }
    }

    /// Takes the next digit of the written exponent (`e-5`: `negative`).
    @inline(__always)
    mutating func append(exponentDigit byte: UInt8, negative: Bool) {
        guard explicit.magnitude < 100_000 else { return }
        let digit = Int(byte &- UInt8(ascii: "0"))
        explicit = explicit * 10 + (negative ? -digit : digit)
    }

    /// The value, when one rounding gives it exactly; nil when the caller must read the text.
    var exactValue: Double? {
        if mantissa == 0 && digits == 0 { return 0 }
        let scale = exponent + explicit
        guard digits <= 15, scale >= -22, scale <= 22 else { return nil }
        let value = Double(mantissa)
        return scale < 0 ? value / Self.powersOfTen[-scale] : value * Self.powersOfTen[scale]
    }

    /// 10^0 … 10^22, each exact (the JSON parser's fast path scales by them too).
    static let powersOfTen: [Double] = (0...22).map { k in
        var value = 1.0
        for _ in 0..<k { value *= 10 }
        return value
    }
}
