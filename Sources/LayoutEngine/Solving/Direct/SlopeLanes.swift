/// The weights' vector of a ``LexSlope``: one `Int32` lane per optional priority level of an
/// axis, and its `Int64` widening for products that must not wrap.
///
/// Two widths, so that the common axis pays for no lane it does not use: ``NarrowLanes`` (eight)
/// for an axis with at most eight levels, ``WideLanes`` (sixteen) for one with more. A document is
/// solved with the narrow lanes when both its axes fit in them (``DirectLayout``), and with the
/// wide ones otherwise; the code is the same, specialized for each. The wide lanes are the limit:
/// an axis with more levels than ``WideLanes`` has lanes is left to the solver (``PriorityLevels``).
protocol SlopeLanes: SIMD, BitwiseCopyable, Sendable where Scalar == Int32 {
    associatedtype Wide: SIMD where Wide.Scalar == Int64
    /// The lanes widened to `Int64`.
    var widened: Wide { get }
    /// The low 32 bits of each lane of `wide`.
    init(truncating wide: Wide)
    /// These lanes with every lane from `lanes` on set to zero: one vector compare and select,
    /// written per width on the concrete vector types (a tie's walk asks it per piece; over
    /// `SIMD` it was a store per lane, the tied distributions 5 to 10% slower, measured).
    func keepingLanes(below lanes: Int) -> Self
}

/// The lanes of an axis with at most eight optional priority levels: 32 bytes.
typealias NarrowLanes = SIMD8<Int32>
/// The lanes of an axis with nine to sixteen optional priority levels: 64 bytes.
typealias WideLanes = SIMD16<Int32>

extension SIMD8: SlopeLanes where Scalar == Int32 {
    @inline(__always)
    var widened: SIMD8<Int64> { SIMD8<Int64>(truncatingIfNeeded: self) }

    @inline(__always)
    init(truncating wide: SIMD8<Int64>) { self.init(truncatingIfNeeded: wide) }

    @inline(__always)
    func keepingLanes(below lanes: Int) -> Self {
        replacing(with: 0, where: SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) .>= SIMD8<Int32>(repeating: Int32(lanes)))
    }
}

extension SIMD16: SlopeLanes where Scalar == Int32 {
    @inline(__always)
    var widened: SIMD16<Int64> { SIMD16<Int64>(truncatingIfNeeded: self) }

    @inline(__always)
    init(truncating wide: SIMD16<Int64>) { self.init(truncatingIfNeeded: wide) }

    @inline(__always)
    func keepingLanes(below lanes: Int) -> Self {
        replacing(with: 0, where: SIMD16<Int32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15) .>= SIMD16<Int32>(repeating: Int32(lanes)))
    }
}
