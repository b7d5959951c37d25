/// One layout's frames in root coordinates, by view in tree order: `(minX, minY, width, height)`.
struct SolvedFrames {
    let count: Int
    let frame: (Int) -> SIMD4<Double>
}
