@_spi(Testing) import LayoutEngine

/// Seed 004's setup: a stack `StackView` in a root `root`, arranging `Subview0...` whose
/// intrinsic content sizes are 160x200, 80x100 and 40x50 (hugging 250, compression resistance 750).
func seedStackDocument(
    count: Int = 3, hidden: [Int] = [], constraints: [LayoutConstraint] = [],
    direction: LayoutOptions.LayoutDirection = .leftToRight,
    configure: (inout StackProperties) -> Void = { _ in }
) -> LayoutDocument {
    let sizes: [(Double, Double)] = [(160, 200), (80, 100), (40, 50)]
    var stack = ViewNode(id: "StackView", pointer: "/root/subviews/0")
    var properties = StackProperties()
    configure(&properties)
    stack.stack = properties
    for index in 0..<count {
        var view = ViewNode(id: "Subview\(index)", pointer: "/root/subviews/0/arrangedSubviews/\(index)")
        view.intrinsicContentSize = OptionalSize(width: sizes[index].0, height: sizes[index].1)
        view.isHidden = hidden.contains(index)
        stack.arrangedSubviews.append(view)
    }
    var root = ViewNode(id: "root")
    root.subviews = [stack]
    return LayoutDocument(root: root, constraints: constraints, options: LayoutOptions(layoutDirection: direction))
}

/// A constraint in one canonical spelling, so that UIKit's printed forms and ours compare:
/// `family|a.attr REL m*b.attr + c @p`, with the two anchors of a multiplier-1 constraint
/// ordered by name (flipping the relation and negating the constant), numbers rounded to 1e-6.
struct CanonicalConstraint: Hashable, Comparable, CustomStringConvertible {
    let text: String

    init(family: String, first: String, relation: String, second: String?, multiplier: Double, constant: Double, priority: Double) {
        var (a, b, rel, c) = (first, second, relation, constant)
        if let other = b, multiplier == 1, other < a {
            (a, b) = (other, first)
            rel = rel == "<=" ? ">=" : rel == ">=" ? "<=" : rel
            c = -c
        }
        let rhs = b.map { "\(Self.number(multiplier))*\($0) + " } ?? ""
        text = "\(family)|\(a) \(rel) \(rhs)\(Self.number(c)) @\(Self.number(priority))"
    }

    init(_ constraint: LayoutConstraint) {
        self.init(
            family: constraint.name,
            first: "\(constraint.first.item).\(constraint.first.attribute.rawValue)",
            relation: constraint.relation.rawValue,
            second: constraint.second.map { "\($0.item).\($0.attribute.rawValue)" },
            multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority)
    }

    /// Parses `FAMILY: a.attr REL [m*]b.attr [+|- c] [@p]` or `FAMILY: a.attr REL c [@p]`,
    /// the form the seed's printed constraints are transcribed in.
    init(_ line: String) {
        let colon = line.firstIndex(of: ":")!
        let family = String(line[..<colon])
        var tokens = line[line.index(after: colon)...].split(separator: " ").map(String.init)
        var priority: Double = 1000
        if let last = tokens.last, last.hasPrefix("@") {
            priority = Double(last.dropFirst())!
            tokens.removeLast()
        }
        let first = tokens[0]
        let relation = tokens[1]
        if tokens.count == 3, let constant = Double(tokens[2]) {
            self.init(family: family, first: first, relation: relation, second: nil, multiplier: 1, constant: constant, priority: priority)
            return
        }
        var multiplier: Double = 1
        var second = tokens[2]
        if let star = second.firstIndex(of: "*") {
            multiplier = Double(second[..<star])!
            second = String(second[second.index(after: star)...])
        }
        var constant: Double = 0
        if tokens.count == 5 {
            constant = Double(tokens[4])! * (tokens[3] == "-" ? -1 : 1)
        }
        self.init(family: family, first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority)
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? "0.0" : "\(rounded)"
    }

    static func < (lhs: CanonicalConstraint, rhs: CanonicalConstraint) -> Bool { lhs.text < rhs.text }
    var description: String { text }
}

/// The stack's constraints (the `UISV-` families) the engine makes for `document`, canonical and sorted.
func generatedStackConstraints(_ document: LayoutDocument) -> [CanonicalConstraint] {
    LayoutEngine._serviceConstraints(for: document)
        .filter { $0.name.hasPrefix("UISV-") }
        .map(CanonicalConstraint.init)
        .sorted()
}

/// Transcribed seed constraints, canonical and sorted.
func canonical(_ lines: [String]) -> [CanonicalConstraint] {
    lines.map(CanonicalConstraint.init).sorted()
}
