@testable import TextMeasurement

/// What libunibreak (with this module's repairs) says, for tests that need to show a case the
/// layout must correct.
enum LineBreakOpportunitiesProbe {
    /// Whether a break is allowed somewhere between the scalars (not after the last).
    static func allowsBreakInside(_ scalars: [UInt32]) -> Bool {
        LineBreakOpportunities.breaks(scalars).dropLast().contains(.allowed)
    }
}
