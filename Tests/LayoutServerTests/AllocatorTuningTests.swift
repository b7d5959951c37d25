import CAllocatorTuning
import Testing

/// `layoutd` raises glibc's mmap and trim thresholds at start (README, "Limits and behaviour
/// under load"); glibc refuses values outside its range, so the call reports whether both held.
@Suite struct AllocatorTuningTests {
    @Test func glibcTakesBothThresholds() {
        #expect(layoutd_keep_freed_memory() == 1)
    }
}
