/// The last ambiguity analysis and what it was computed from, so that asking again after
/// a change of constants only (`suggestValue` without a pivot) costs one pass over the rows.
struct AmbiguityCache {
    /// ``Tableau/structureVersion`` when the analysis was made.
    var version: UInt64
    var isFree: [Bool]
    /// The restricted basic rows at 0 holding free symbols, by basic symbol.
    var degenerate: [DegenerateRow]
    var analysis: AmbiguityAnalysis
}

/// A restricted basic row at 0, over the free symbols only.
struct DegenerateRow: Equatable {
    var basic: Int32
    var terms: [AmbiguityAnalysis.FreeTerm]
}
