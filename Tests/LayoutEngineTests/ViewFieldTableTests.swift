import Testing
@_spi(Testing) @testable import LayoutEngine

/// Issue 14, part 1: the view fields come from one table (`ViewField.entry`). These tests walk
/// the table, so that a new entry is tested as soon as it is added: every field is recognised,
/// decodes (by the decoder) to the value written, takes the table's default when left out,
/// refuses a value just out of its range (or of its names) at its JSON Pointer, and is refused
/// on a view that does not take it.
@Suite struct ViewFieldTableTests {
    /// Where a field is written: the document around the view that holds it, and that view's pointer.
    private struct Place {
        let field: ViewField

        /// The view's pointer: the root for the root's fields, else the root's first subview.
        var pointer: String { field.entry.kinds == .root ? "/root" : "/root/subviews/0" }

        /// The document with `member` (`"name":value`, or nothing) in the view that takes the field.
        /// A stack's fields are written in a stack with one arranged view `c` (which `customSpacing`
        /// names), vertical (UIKit ignores `baselineRelativeArrangement` across a horizontal one)
        /// but for `alignment`, whose baseline names apply only to horizontal stacks, and `axis`.
        func document(_ member: String?) -> String {
            var view: [String] = []
            if field != .id { view.append(#""id":"v""#) }
            if field.entry.kinds == .stacks {
                view.append(#""type":"stack""#)
                if field != .alignment && field != .axis { view.append(#""axis":"vertical""#) }
                if field != .arrangedSubviews { view.append(#""arrangedSubviews":[{"id":"c"}]"#) }
            }
            switch field.entry.kinds {
            // A label's or a button's field in a view of that type (the font in a label), with
            // its text or title unless the field is that.
            case .labels, .texts:
                view.append(#""type":"label""#)
                if field != .text { view.append(#""text":"Hi""#) }
            case .buttons:
                view.append(#""type":"button""#)
                if field != .title { view.append(#""title":"Go""#) }
            default: break
            }
            if let member { view.append(member) }
            let body = "{" + view.joined(separator: ",") + "}"
            if field.entry.kinds == .root { return #"{"root":"# + body + "}" }
            return #"{"root":{"id":"r","subviews":["# + body + "]}}"
        }

        func view(of document: LayoutDocument) -> ViewNode {
            field.entry.kinds == .root ? document.root : document.root.subviews[0]
        }
    }

    /// A number as JSON: integers without a fraction.
    private static func json(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : "\(number)"
    }

    /// The value written for each field, and what it decodes to: the last of a choice's names,
    /// the flag opposite its default, numbers 3.5 apart from the range's lower end or 0.
    private static func sample(_ field: ViewField) -> (json: String, value: ViewFieldValue) {
        let entry = field.entry
        let start = Swift.max(entry.range.lowerBound, 0)
        switch entry.shape {
        case .identifier: return (#""x1""#, .word("x1"))
        case .choice(let choice):
            let name = choice.names[choice.names.count - 1]
            return ("\"\(name)\"", .word(name))
        case .length, .spacing: return (json(start + 3.5), .numbers([start + 3.5]))
        case .lengths, .priorities:
            let numbers = (0..<entry.members.count).map { start + 3.5 * Double($0 + 1) }
            let members = (0..<entry.members.count).map { "\"\(entry.members[$0])\":\(json(numbers[$0]))" }
            return ("{" + members.joined(separator: ",") + "}", .numbers(numbers))
        case .flag:
            guard case .flag(let flag) = field.defaultValue else { return ("null", .flag(false)) }
            return ("\(!flag)", .flag(!flag))
        case .customSpacing: return (#"{"c":3.5}"#, .spacings(["c"], [3.5]))
        case .guides: return (#"[{"id":"g"}]"#, .words(["g"]))
        case .views: return (#"[{"id":"c"}]"#, .words(["c"]))
        case .text: return (#""Hello, world""#, .word("Hello, world"))
        case .count: return ("3", .numbers([3]))
        case .font: return (#"{"family":"Inter","size":20.5,"weight":"bold","italic":true}"#, .words(["Inter", "20.5", "700", "true"]))
        case .variants:
            return (#"[{"when":{"width":"> 500"},"set":{"hidden":true,"intrinsicContentSize":{"width":3}}},{"when":{},"set":{"width":1}}]"#, .words(["intrinsicContentSize,hidden", "width"]))
        }
    }

    /// The decoder's answer, and the document alone (nil for a problem).
    private static func decoded(_ text: String) -> (full: Result<LayoutDocument, Problem>, onePass: LayoutDocument?) {
        let answer = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits())
        return (answer, try? answer.get())
    }

    private func member(_ field: ViewField, _ json: String) -> String { "\"\(field.name)\":\(json)" }

    @Test(arguments: ViewField.allCases)
    func recognised(_ field: ViewField) {
        #expect(ViewField.named(field.name) == field)
        #expect(ViewField.named(field.name + "x") == nil)
        // A key of the same length, first, middle and last bytes (its hash) but another byte between.
        var bytes = Array(field.name.utf8)
        if bytes.count > 3 {
            let k = bytes.count / 2 == 1 ? 2 : 1
            bytes[k] = bytes[k] == UInt8(ascii: "q") ? UInt8(ascii: "z") : UInt8(ascii: "q")
            #expect(ViewField.named(String(decoding: bytes, as: UTF8.self)) == nil)
        }
        // Duplicate detection gives each field its own bit.
        #expect(ViewField.allCases.filter { $0.bit & field.bit != 0 } == [field])
    }

    @Test(arguments: ViewField.allCases)
    func decodes(_ field: ViewField) throws {
        let place = Place(field: field), sample = Self.sample(field)
        let text = place.document(member(field, sample.json))
        let (full, onePass) = Self.decoded(text)
        let document = try full.get()
        #expect(field.value(of: place.view(of: document)) == sample.value, "\(text)")
        let fast = try #require(onePass, "\(text)")
        #expect(field.value(of: place.view(of: fast)) == sample.value, "\(text)")
        #expect(DocumentDescription.text(fast) == DocumentDescription.text(document))
    }

    /// A field is defined by its entry alone: decoding it writes its value where its storage
    /// says (read back through that storage's key paths by `value(of:)`) and nothing else: every
    /// other field of the view is as in the same document without it.
    @Test(arguments: ViewField.allCases)
    func decodingWritesOnlyItsField(_ field: ViewField) throws {
        let place = Place(field: field), sample = Self.sample(field)
        let with = place.view(of: try Self.decoded(place.document(member(field, sample.json))).full.get())
        // A field a view must have is written with another value.
        let required = [ViewField.id, .text, .title].contains(field)
        let without = place.view(of: try Self.decoded(place.document(required ? member(field, #""other""#) : nil)).full.get())
        #expect(field.value(of: with) == sample.value)
        for other in ViewField.allCases where other != field {
            #expect(other.value(of: with) == other.value(of: without), "\(field) changed \(other)")
        }
    }

    /// Every name of a choice decodes to the value it names (an alias to the name it stands for):
    /// the names and their values come from the table, matched by their bytes.
    @Test(arguments: ViewField.allCases.filter {
        if case .choice = $0.storage { return true }
        return false
    })
    func everyNameOfAChoiceDecodes(_ field: ViewField) throws {
        guard case .choice(let choice) = field.entry.shape else { return }
        let place = Place(field: field)
        for name in choice.names {
            let view = place.view(of: try Self.decoded(place.document(member(field, "\"\(name)\""))).full.get())
            #expect(field.value(of: view) == .word(choice.canonical(name)), "\(field): \(name)")
        }
    }

    /// `copy(from:to:)` (a variant's `set`) carries a field's decoded value onto a view that
    /// left it out, through the field's storage; the view's other fields keep their values.
    @Test(arguments: ViewField.allCases.filter { $0 != .type })
    func copies(_ field: ViewField) throws {
        let place = Place(field: field), sample = Self.sample(field)
        let source = place.view(of: try Self.decoded(place.document(member(field, sample.json))).full.get())
        // The same kind of view without the field (its default), or, for a field a view must
        // have, with another value.
        let required = [ViewField.id, .text, .title].contains(field)
        var target = place.view(of: try Self.decoded(place.document(required ? member(field, #""other""#) : nil)).full.get())
        let before = ViewField.allCases.filter { $0 != field }.map { $0.value(of: target) }
        #expect(field.value(of: target) != sample.value)
        field.copy(from: source, to: &target)
        #expect(field.value(of: target) == sample.value)
        #expect(ViewField.allCases.filter { $0 != field }.map { $0.value(of: target) } == before)
    }

    /// Every field but those a view must have (its id, a label's text, a button's title).
    @Test(arguments: ViewField.allCases.filter { ![.id, .text, .title].contains($0) })
    func takesItsDefault(_ field: ViewField) throws {
        let place = Place(field: field)
        let text = place.document(nil)
        let (full, onePass) = Self.decoded(text)
        #expect(field.value(of: place.view(of: try full.get())) == field.defaultValue, "\(text)")
        #expect(field.value(of: place.view(of: try #require(onePass))) == field.defaultValue, "\(text)")
        // A view made in code has the same defaults (a stack with default properties).
        var made = ViewNode(id: "made")
        if field.entry.kinds == .stacks { made.stack = StackProperties() }
        if [.labels, .texts].contains(field.entry.kinds) { made.text = TextProperties(kind: .label) }
        if field.entry.kinds == .buttons { made.text = TextProperties(kind: .button) }
        #expect(field.value(of: made) == field.defaultValue)
    }

    /// The values just past the ends of each number's range (the lengths' own bound, ±1e7, or
    /// the field's: sizes from 0, priorities in [1, 1000]), each refused at its pointer.
    @Test(arguments: ViewField.allCases.filter { [.length, .lengths, .priorities, .spacing, .customSpacing].contains($0.entry.shape) })
    func refusesOutOfRange(_ field: ViewField) {
        let entry = field.entry, place = Place(field: field)
        let outside = [entry.range.lowerBound - 1, entry.range.upperBound + 1]
        let slots: [(key: String, json: (String) -> String)]
        switch entry.shape {
        case .lengths, .priorities:
            slots = (0..<entry.members.count).map { slot in
                let name = entry.members[slot].description
                return ("/" + name, { "{\"\(name)\":\($0)}" })
            }
        case .customSpacing: slots = [("/c", { "{\"c\":\($0)}" })]
        default: slots = [("", { $0 })]
        }
        for number in outside {
            for slot in slots {
                let text = place.document(member(field, slot.json(Self.json(number))))
                let (full, onePass) = Self.decoded(text)
                #expect(onePass == nil, "\(text)")
                guard case .failure(let problem) = full else {
                    Issue.record("accepted \(text)")
                    continue
                }
                #expect(problem.status == 422)
                #expect(problem.errors.map(\.pointer) == ["\(place.pointer)/\(field.name)\(slot.key)"], "\(text)")
            }
        }
    }

    /// A name that is none of a choice's, and a flag that is not a boolean, refused at the field.
    @Test(arguments: ViewField.allCases.filter {
        if case .choice = $0.entry.shape { return true }
        return $0.entry.shape == .flag
    })
    func refusesOtherValues(_ field: ViewField) {
        let place = Place(field: field)
        let text = place.document(member(field, field.entry.shape == .flag ? "1" : #""zz""#))
        let (full, onePass) = Self.decoded(text)
        #expect(onePass == nil, "\(text)")
        guard case .failure(let problem) = full else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(problem.errors.map(\.pointer) == ["\(place.pointer)/\(field.name)"], "\(text)")
    }

    /// A stack's field on a plain view, and a root's on a subview, refused at the field.
    @Test(arguments: ViewField.allCases.filter { $0.entry.kinds != .every })
    func refusedWhereNotTaken(_ field: ViewField) {
        let sample = Self.sample(field)
        // A plain subview: it takes neither a stack's fields nor the root's.
        let text = #"{"root":{"id":"r","subviews":[{"id":"v",\#(member(field, sample.json))}]}}"#
        let (full, onePass) = Self.decoded(text)
        #expect(onePass == nil, "\(text)")
        guard case .failure(let problem) = full else {
            Issue.record("accepted \(text)")
            return
        }
        let expected: String
        switch field.entry.kinds {
        case .stacks: expected = "applies only to stack views"
        case .root: expected = "applies only to the root"
        case .labels: expected = "applies only to labels"
        case .buttons: expected = "applies only to buttons"
        default: expected = "applies only to labels and buttons"
        }
        #expect(problem.errors.first?.pointer == "/root/subviews/0/\(field.name)", "\(text)")
        #expect(problem.errors.first?.detail.contains(expected) == true, "\(problem.errors)")
    }
}
