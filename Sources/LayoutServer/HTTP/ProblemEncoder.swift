import LayoutEngine

/// RFC 9457 JSON for a `Problem`, with its fields in a fixed order.
enum ProblemEncoder {
    static func encode(_ problem: Problem) -> [UInt8] {
        var out = "{\"type\":"
        JSONString.append(problem.type, to: &out)
        out += ",\"title\":"
        JSONString.append(problem.title, to: &out)
        out += ",\"status\":\(problem.status),\"detail\":"
        JSONString.append(problem.detail, to: &out)
        if !problem.errors.isEmpty {
            out += ",\"errors\":["
            for (index, error) in problem.errors.enumerated() {
                if index > 0 { out += "," }
                out += "{\"pointer\":"
                JSONString.append(error.pointer, to: &out)
                out += ",\"detail\":"
                JSONString.append(error.detail, to: &out)
                out += "}"
            }
            out += "]"
        }
        out += "}"
        return Array(out.utf8)
    }
}
