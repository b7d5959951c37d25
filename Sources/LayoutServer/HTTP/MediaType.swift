/// `Content-Type` matching: `application/json` with any parameters (`; charset=utf-8`), case-insensitive.
enum MediaType {
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return essence.trimmingSpaces().lowercased() == "application/json"
    }
}
