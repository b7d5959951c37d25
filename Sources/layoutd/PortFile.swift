#if canImport(Glibc)
import Glibc
#endif

/// The bound port, written for scripts and tests that start the server on port 0.
enum PortFile {
    /// Writes to a temporary name and renames, so a reader never sees a partial file.
    static func write(_ port: Int, to path: String) throws {
        let temporary = path + ".tmp"
        guard let file = fopen(temporary, "w") else { throw PortFileError(path: path) }
        fputs("\(port)\n", file)
        fclose(file)
        guard rename(temporary, path) == 0 else { throw PortFileError(path: path) }
    }
}
