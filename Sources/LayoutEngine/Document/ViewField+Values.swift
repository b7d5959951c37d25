/// A view field's value in one form for every field: what the table's defaults mean on a view,
/// and what the tests compare and describe field by field.
enum ViewFieldValue: Sendable, Equatable, CustomStringConvertible {
    /// One number per member (one for a single number); nil where absent.
    case numbers([Double?])
    case flag(Bool)
    case word(String)
    /// Ids: guides, or a list's views.
    case words([String])
    /// Custom spacings: the views' ids and their spacings, in document order.
    case spacings([String], [Double])

    /// Numbers by their bit patterns, so that `-0` differs from `0`.
    var description: String {
        func bits(_ value: Double?) -> String { value.map { String($0.bitPattern, radix: 16) } ?? "nil" }
        switch self {
        case .numbers(let numbers): return numbers.map(bits).joined(separator: " ")
        case .flag(let flag): return "\(flag)"
        case .word(let word): return word
        case .words(let words): return "\(words)"
        case .spacings(let ids, let spacings): return "\(zip(ids, spacings).map { "\($0)=\(bits($1))" })"
        }
    }
}

extension ViewField.Default {
    /// The four numbers of a `numbers` default; zeros otherwise.
    var numbers: (Double, Double, Double, Double) {
        if case .numbers(let a, let b, let c, let d) = self { return (a, b, c, d) }
        return (0, 0, 0, 0)
    }
}

extension ViewField {
    /// The value a view that leaves this field out has, by the table.
    var defaultValue: ViewFieldValue {
        let entry = entry
        switch entry.shape {
        case .identifier: return .word("")
        case .choice(let choice):
            guard case .choice(let index) = entry.defaultValue else { return .word("") }
            return .word(choice.names[index])
        case .length, .spacing, .lengths, .priorities, .count:
            let count = entry.shape == .lengths || entry.shape == .priorities ? entry.members.count : 1
            guard case .numbers(let a, let b, let c, let d) = entry.defaultValue else {
                return .numbers(Array(repeating: nil, count: count))
            }
            return .numbers(Array([a, b, c, d].prefix(count)))
        case .flag:
            guard case .flag(let flag) = entry.defaultValue else { return .flag(false) }
            return .flag(flag)
        case .customSpacing: return .spacings([], [])
        case .guides, .views, .font, .variants: return .words([])
        case .text: return .word("")
        }
    }

    /// This field's value on a decoded `view`; nil for a stack's field on a plain view.
    func value(of view: ViewNode) -> ViewFieldValue? {
        switch self {
        case .id: return .word(view.id)
        case .type:
            return .word(view.stack != nil ? "stack" : view.isScroll ? "scroll" : view.text?.kind.rawValue ?? "view")
        case .width: return .numbers([view.width])
        case .height: return .numbers([view.height])
        case .intrinsicContentSize: return .numbers([view.intrinsicContentSize.width, view.intrinsicContentSize.height])
        case .contentHugging: return .numbers([view.contentHugging.horizontal, view.contentHugging.vertical])
        case .compressionResistance:
            return .numbers([view.compressionResistance.horizontal, view.compressionResistance.vertical])
        case .baselines: return .numbers([view.baselines.firstFromTop, view.baselines.lastFromBottom])
        case .hidden: return .flag(view.isHidden)
        case .layoutMargins:
            let margins = view.layoutMargins
            return .numbers([margins.top, margins.leading, margins.bottom, margins.trailing])
        case .insetsLayoutMarginsFromSafeArea: return .flag(view.insetsLayoutMarginsFromSafeArea)
        case .preservesSuperviewLayoutMargins: return .flag(view.preservesSuperviewLayoutMargins)
        case .viewController: return .flag(view.isViewController)
        case .safeAreaInsets:
            let insets = view.safeAreaInsets
            return .numbers([insets.top, insets.left, insets.bottom, insets.right])
        case .layoutGuides: return .words(view.layoutGuides)
        case .subviews: return .words(view.subviews.map(\.id))
        case .arrangedSubviews: return view.stack.map { _ in .words(view.arrangedSubviews.map(\.id)) }
        case .axis: return view.stack.map { .word($0.axis.rawValue) }
        case .distribution: return view.stack.map { .word($0.distribution.rawValue) }
        case .alignment: return view.stack.map { .word($0.alignment.rawValue) }
        case .spacing: return view.stack.map { .numbers([$0.spacing]) }
        case .customSpacing: return view.stack.map { .spacings($0.customSpacing.map(\.viewID), $0.customSpacing.map(\.spacing)) }
        case .layoutMarginsRelativeArrangement: return view.stack.map { .flag($0.layoutMarginsRelativeArrangement) }
        case .baselineRelativeArrangement: return view.stack.map { .flag($0.baselineRelativeArrangement) }
        case .text: return view.text.flatMap { $0.kind == .label ? .word($0.text) : nil }
        case .title: return view.text.flatMap { $0.kind == .button ? .word($0.text) : nil }
        case .font:
            // The members written, as text: a font left out is no words.
            return view.text.map { text in
                let font = text.font
                guard font != FontSpec() else { return .words([]) }
                return .words([
                    font.family ?? "", font.size.map { JSONNumberFormat.string($0) } ?? "",
                    font.weight.map { "\($0)" } ?? "", font.italic.map { "\($0)" } ?? "",
                ])
            }
        case .numberOfLines: return view.text.flatMap { $0.kind == .label ? .numbers([Double($0.numberOfLines)]) : nil }
        case .lineBreakMode: return view.text.flatMap { $0.kind == .label ? .word($0.lineBreakMode.rawValue) : nil }
        case .preferredMaxLayoutWidth:
            return view.text.flatMap { $0.kind == .label ? .numbers([$0.preferredMaxLayoutWidth]) : nil }
        case .contentEdgeInsets:
            return view.text.flatMap { text in
                guard text.kind == .button else { return nil }
                let insets = text.contentEdgeInsets
                return .numbers([insets.top, insets.leading, insets.bottom, insets.trailing])
            }
        case .variants:
            // Each variant as the names of the fields it sets.
            return .words((view.variants?.list ?? []).map { variant in
                ViewField.allCases.filter { variant.fields & $0.bit != 0 }.map(\.name).joined(separator: ",")
            })
        }
    }

    /// Writes this field of `source` over `view`'s: how a variant's `set` (decoded on a view of
    /// `view`'s kind) replaces a field, the one place that does it. The fields a `set` may not
    /// hold (outside ``settableBits``) are left alone.
    func copy(from source: ViewNode, to view: inout ViewNode) {
        switch self {
        case .id, .type, .layoutGuides, .subviews, .arrangedSubviews, .variants: return
        case .width: view.width = source.width
        case .height: view.height = source.height
        case .intrinsicContentSize: view.intrinsicContentSize = source.intrinsicContentSize
        case .contentHugging: view.contentHugging = source.contentHugging
        case .compressionResistance: view.compressionResistance = source.compressionResistance
        case .baselines: view.baselines = source.baselines
        case .hidden: view.isHidden = source.isHidden
        case .layoutMargins:
            view.layoutMargins = source.layoutMargins
            view.declaredMargins = source.declaredMargins
        case .insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea = source.insetsLayoutMarginsFromSafeArea
        case .preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins = source.preservesSuperviewLayoutMargins
        case .viewController: view.isViewController = source.isViewController
        case .safeAreaInsets: view.safeAreaInsets = source.safeAreaInsets
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .layoutMarginsRelativeArrangement,
            .baselineRelativeArrangement:
            guard var stack = view.stack, let from = source.stack else { return }
            switch self {
            case .axis: stack.axis = from.axis
            case .distribution: stack.distribution = from.distribution
            case .alignment: stack.alignment = from.alignment
            case .spacing: stack.spacing = from.spacing
            case .customSpacing: stack.customSpacing = from.customSpacing
            case .layoutMarginsRelativeArrangement: stack.layoutMarginsRelativeArrangement = from.layoutMarginsRelativeArrangement
            default: stack.baselineRelativeArrangement = from.baselineRelativeArrangement
            }
            view.stack = stack
        case .text, .title, .font, .numberOfLines, .lineBreakMode, .preferredMaxLayoutWidth, .contentEdgeInsets:
            guard var text = view.text, let from = source.text else { return }
            switch self {
            case .text, .title: text.text = from.text
            case .font: text.font = from.font
            case .numberOfLines: text.numberOfLines = from.numberOfLines
            case .lineBreakMode: text.lineBreakMode = from.lineBreakMode
            case .preferredMaxLayoutWidth: text.preferredMaxLayoutWidth = from.preferredMaxLayoutWidth
            default: text.contentEdgeInsets = from.contentEdgeInsets
            }
            view.text = text
        }
    }
}
