#if canImport(Glibc)
import Glibc
#endif

/// Blocking sleeps for threads that are not async tasks.
enum SleepClock {
    static func sleep(milliseconds: Int) {
        usleep(UInt32(max(0, milliseconds)) * 1000)
    }
}
