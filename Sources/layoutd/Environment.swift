import ArgumentParser
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// Resolves an option: the flag, else its `LAYOUTD_*` environment variable, else the default.
struct Environment {
    func optionalString(_ flag: String?, _ name: String) -> String? {
        if let flag { return flag }
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    func string(_ flag: String?, _ name: String, default value: String) -> String {
        optionalString(flag, name) ?? value
    }

    func int(_ flag: Int?, _ name: String, default value: Int, minimum: Int, maximum: Int = Int.max) throws -> Int {
        let resolved: Int
        if let flag {
            resolved = flag
        } else if let text = optionalString(nil, name) {
            guard let parsed = Int(text) else { throw ValidationError("\(name)='\(text)' is not an integer") }
            resolved = parsed
        } else {
            return value
        }
        guard resolved >= minimum && resolved <= maximum else {
            throw ValidationError("\(name) (or its flag) must be in \(minimum)...\(maximum), got \(resolved)")
        }
        return resolved
    }

    func logLevel(_ flag: String?, _ name: String, default value: Logger.Level) throws -> Logger.Level {
        guard let text = optionalString(flag, name) else { return value }
        guard let level = Logger.Level(rawValue: text.lowercased()) else {
            throw ValidationError("\(name)='\(text)' is not one of trace, debug, info, notice, warning, error, critical")
        }
        return level
    }
}
