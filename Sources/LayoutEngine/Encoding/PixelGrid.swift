/// The pixel grid of `options.rounding: "pixel"`: where UIKit puts a view's edge on a screen of
/// `displayScale` pixels per point.
///
/// An edge goes to the nearest pixel, an edge exactly half-way between two to the one away from
/// zero (C's `round`; UIKit's observed behaviour, `docs/FIDELITY.md`). The edge is first taken as
/// the response writes it unrounded, the multiple of 1e-9 nearest to it
/// (``JSONNumberFormat/nanos(_:)``), so that floating-point noise never decides a half-way case
/// and two edges that print the same unrounded land on the same pixel. All in integers: the same
/// bits give the same pixel.
struct PixelGrid: Sendable, Hashable {
    /// Pixels per point: 1, 2 or 3.
    let scale: Int

    /// The pixel (a whole number, as a `Double` so that no value can overflow) of an edge at
    /// `coordinate` points, in the root's coordinates.
    /// - Complexity: O(1).
    func pixel(_ coordinate: Double) -> Double {
        // Past ±2^53 every double is an integer, and a non-finite one stays as it is.
        guard let (negative, high, low) = JSONNumberFormat.nanos(coordinate) else {
            return (coordinate * Double(scale)).rounded(.toNearestOrAwayFromZero)
        }
        let unit = JSONNumberFormat.nanosPerUnit
        // Below 3 · 2^53 · 10^9 + 10^9 < 2^85: the quotient, under 2^55, fits 64 bits.
        let scaled = (UInt128(high) << 64 | UInt128(low)) * UInt128(scale) + UInt128(unit / 2)
        let whole: UInt64
        if scaled >> 64 == 0 {
            whole = UInt64(truncatingIfNeeded: scaled) / unit
        } else {
            let parts = (UInt64(truncatingIfNeeded: scaled >> 64), UInt64(truncatingIfNeeded: scaled))
            whole = unit.dividingFullWidth(parts).quotient
        }
        // Adding 0 turns -0 into 0.
        return (negative ? -Double(whole) : Double(whole)) + 0
    }

    /// `pixels` in points.
    func points(_ pixels: Double) -> Double { pixels / Double(scale) }

    /// A span along one axis, from `origin` for `length` points in the root's coordinates, on
    /// the grid: its near and far edges' pixels. The span's length is `far − near` pixels, so two
    /// spans that shared an edge before rounding still share it.
    func edges(origin: Double, length: Double) -> (near: Double, far: Double) {
        (pixel(origin), pixel(origin + length))
    }
}
