/// The frames' number format (the contract's "no floating-point noise" rule,
/// ``JSONNumberFormat/writeNoiseFree(_:to:)``) for writers outside the engine, such as the SVG
/// renderer, so that a drawing's coordinates read back as the response's frames.
public enum FrameNumber {
    /// Appends `value`, noise-free, to `bytes`.
    /// - Complexity: O(1).
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONNumberFormat.maxLength) { buffer in
            let count = JSONNumberFormat.writeNoiseFree(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
