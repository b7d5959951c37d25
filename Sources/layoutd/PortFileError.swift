/// The port file could not be written.
struct PortFileError: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot write the port file \(path)" }
}
