import TextMeasurement

extension LayoutServer {
    /// `GET /v1/fonts`: `{"system": FAMILY, "families": [{"name", "weights", "styles"}]}`, the
    /// families sorted by name (as the measurer lists them).
    func fontsJSON() -> [UInt8] {
        var json = "{\"system\":" + Self.quoted(configuration.systemFont) + ",\"families\":["
        for (index, family) in (textMeasurer?.families() ?? []).enumerated() {
            if index > 0 { json += "," }
            json += "{\"name\":" + Self.quoted(family.name)
            json += ",\"weights\":[" + family.weights.map(String.init).joined(separator: ",") + "]"
            json += ",\"styles\":[" + family.styles.map(Self.quoted).joined(separator: ",") + "]}"
        }
        return Array((json + "]}").utf8)
    }

    /// The measurement cache's counters in Prometheus's text format, appended to `/metrics`: read
    /// from the measurer when scraped, so they cost the solvers nothing.
    func textCacheMetrics() -> String {
        guard let statistics = textMeasurer?.cacheStatistics else { return "" }
        let counters: [(String, String, Int)] = [
            ("layoutd_text_cache_hits_total", "Text measurements answered from the cache.", statistics.hits),
            ("layoutd_text_cache_misses_total", "Text measurements shaped (and then cached).", statistics.misses),
            (
                "layoutd_text_cache_evictions_total", "Cached measurements evicted to stay within the bound.",
                statistics.evictions
            ),
        ]
        var text = ""
        for (name, help, value) in counters {
            text += "# HELP \(name) \(help)\n# TYPE \(name) counter\n\(name) \(value)\n"
        }
        text += "# HELP layoutd_text_cache_bytes Bytes the text measurement cache holds.\n"
        text += "# TYPE layoutd_text_cache_bytes gauge\nlayoutd_text_cache_bytes \(statistics.bytes)\n"
        return text
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
