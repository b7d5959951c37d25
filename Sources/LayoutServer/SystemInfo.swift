#if canImport(Glibc)
import Glibc
#endif

/// Facts about the machine the server runs on.
enum SystemInfo {
    /// Online processors (`sysconf(_SC_NPROCESSORS_ONLN)`).
    static var activeProcessorCount: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
