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

    /// This field's value on a decoded `view`, read through its storage; nil where the view
    /// does not take it (a stack's field on a plain view, a label's on a button).
    func value(of view: ViewNode) -> ViewFieldValue? {
        guard takes(view) else { return nil }
        let entry = entry
        switch storage {
        case .identifier(let place): return place.read(view).map { .word($0) }
        case .viewType:
            return .word(view.stack != nil ? "stack" : view.isScroll ? "scroll" : view.text?.kind.rawValue ?? "view")
        case .views(let place): return place.read(view).map { .words($0.map(\.id)) }
        case .length(let place): return place.read(view).map { .numbers([$0]) }
        case .spacing(let place): return place.read(view).map { .numbers([$0]) }
        case .count(let place): return place.read(view).map { .numbers([Double($0)]) }
        case .flag(let place): return place.read(view).map { .flag($0) }
        case .text(let place): return place.read(view).map { .word($0) }
        case .font(let place):
            // The members written, as text: a font left out is no words.
            return place.read(view).map { font in
                guard font != FontSpec() else { return .words([]) }
                return .words([
                    font.family ?? "", font.size.map { JSONNumberFormat.string($0) } ?? "",
                    font.weight.map { "\($0)" } ?? "", font.italic.map { "\($0)" } ?? "",
                ])
            }
        case .guides(let place): return place.read(view).map { .words($0) }
        case .customSpacing(let place): return place.read(view).map { .spacings($0.map(\.viewID), $0.map(\.spacing)) }
        case .choice(let choice):
            guard case .choice(let names) = entry.shape else { return nil }
            return choice.read(view).map { .word(names.names[$0]) }
        case .numbers(let places, _):
            // A view has every member of a group or none (a stack's group on a plain view).
            let numbers = places.compactMap { $0.read(view) }
            return numbers.count == places.count ? .numbers(numbers) : nil
        case .optionalNumbers(let places):
            let numbers = places.compactMap { $0.read(view) }
            return numbers.count == places.count ? .numbers(numbers) : nil
        case .variants(let place):
            // Each variant as the names of the fields it sets.
            return .words(((place.read(view) ?? nil)?.list ?? []).map { variant in
                ViewField.allCases.filter { variant.fields & $0.bit != 0 }.map(\.name).joined(separator: ",")
            })
        }
    }

    /// Whether `view` is of a kind that takes this field.
    func takes(_ view: ViewNode) -> Bool {
        switch entry.kinds {
        case .every, .root: return true
        case .stacks: return view.stack != nil
        case .labels: return view.text?.kind == .label
        case .buttons: return view.text?.kind == .button
        case .texts: return view.text != nil
        }
    }
}
