/// Apple's Visual Format Language to `LayoutConstraint`s.
///
/// ```
/// format     ::= (("H"|"V") ":")? ("|" connection)? view (connection view)* (connection "|")?
/// view       ::= "[" viewName ("(" predicate ("," predicate)* ")")? "]"
/// connection ::= "" | "-" | "-" (number | metricName) "-" | "-(" predicate ("," predicate)* ")-"
/// predicate  ::= ("==" | "<=" | ">=")? (number | metricName | viewName) ("@" (number | metricName))?
/// ```
/// `H:` (the default) relates leading and trailing edges and widths, `V:` tops, bottoms and heights.
/// A bare `-` is 8 between siblings and 20 to the superview; `|` is the superview all the views share.
/// Spaces between tokens are allowed.
enum VisualFormatParser {
    /// `NSLayoutFormatOptions`' direction: how `H:` formats map to edges.
    enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Leading to trailing: `leading`/`trailing` attributes (UIKit's default).
        case leadingToTrailing
        /// `left`/`right`, first view on the left.
        case leftToRight
        /// `left`/`right`, first view on the right.
        case rightToLeft
    }

    /// Space between siblings for a bare `-`.
    static let siblingSpacing = 8.0
    /// Space to the superview's edge for a bare `-`.
    static let superviewSpacing = 20.0

    /// The axis a format lays out along: vertical for `V:`, else horizontal.
    static func orientation(of format: String) -> Axis {
        format.withContiguousUTF8 { bytes in
            var scanner = TextScanner(bytes)
            scanner.skipSpaces()
            return scanner.consume("V:") ? .vertical : .horizontal
        }
    }

    /// Parses one format.
    /// - Parameters:
    ///   - name: the name of every constraint made (`visualFormat[2]`).
    ///   - alignments: `alignAll…` attributes; each must lie across the format's axis (the caller reports others).
    ///   - metrics: names usable for constants and priorities.
    ///   - namespace: the document's ids; names in the format must be views.
    /// - Returns: the constraints in format order (each connection and view predicate as met, then alignments),
    ///   or every problem found, each at its column.
    static func parse(
        _ format: String, name: String, alignments: [LayoutAttribute] = [], direction: Direction = .leadingToTrailing,
        metrics: [String: Double] = [:], namespace: ItemNamespace
    ) -> Result<[LayoutConstraint], ColumnErrors> {
        let parsed = format.withContiguousUTF8 { bytes -> Result<VisualFormatSyntax, ColumnError> in
            var parser = VisualFormatSyntaxParser(bytes: bytes)
            do throws(ColumnError) {
                return .success(try parser.parse())
            } catch {
                return .failure(error)
            }
        }
        let syntax: VisualFormatSyntax
        switch parsed {
        case .success(let parsed): syntax = parsed
        case .failure(let error): return .failure(ColumnErrors([error]))
        }
        var builder = VisualFormatBuilder(
            syntax: syntax, name: name, direction: direction, metrics: metrics, namespace: namespace)
        return builder.build(alignments: alignments)
    }
}
