/// What a tableau symbol stands for. Symbols are dense `Int32` ids, increasing in
/// creation order; every tie in the simplex is broken by the lower id.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable of phase one): `>= 0`.
    case slack
    /// The violation of an optional constraint: `>= 0`, weighted in its priority's objective row.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis by choice.
    case dummy

    /// Whether the symbol is restricted to be non-negative.
    var isRestricted: Bool { self != .external }
}

/// The absolute tolerance below which a coefficient is dropped and a constant is taken as 0.
let nearZeroTolerance = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool { value < nearZeroTolerance && value > -nearZeroTolerance }
