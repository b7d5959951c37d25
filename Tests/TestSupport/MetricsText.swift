/// Reads one series of the Prometheus text exposition.
public enum MetricsText {
    /// The value of the series written exactly as `series` (name and labels), nil if absent.
    public static func value(of series: String, in text: String) -> Double? {
        text.split(separator: "\n")
            .first { $0.hasPrefix(series + " ") }
            .flatMap { Double($0.split(separator: " ").last ?? "") }
    }
}
