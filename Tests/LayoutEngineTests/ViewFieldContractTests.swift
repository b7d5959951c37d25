import Foundation
import Testing
@testable import LayoutEngine

/// The table of view fields against the wire contract's `View` schema in `openapi.yaml`: the same
/// fields in the same order, and for each its members, names, ranges and defaults, so that a
/// field added to the table without its schema (or a schema that drifts) fails here.
@Suite struct ViewFieldContractTests {
    /// One property of the schema: its lines, with the indentation of the property's own keys.
    private struct Property {
        let name: String
        let lines: [String]

        /// The values of `key:` lines anywhere in the property, in order.
        func values(_ key: String) -> [String] {
            lines.compactMap { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix(key + ": ") else { return nil }
                return String(trimmed.dropFirst(key.count + 2))
            }
        }

        /// The names of the object's members (keys indented 12 spaces under `properties:`).
        var members: [String] {
            lines.compactMap { line in
                guard line.hasPrefix(String(repeating: " ", count: 12)), !line.hasPrefix(String(repeating: " ", count: 13)),
                      line.hasSuffix(":") else { return nil }
                return String(line.dropFirst(12).dropLast())
            }
        }
    }

    /// The schema `name`'s lines (between `    name:` and the next schema).
    private static func schema(_ name: String, in yaml: [String]) -> [String] {
        guard let start = yaml.firstIndex(of: "    \(name):") else { return [] }
        let rest = yaml[(start + 1)...]
        let end = rest.firstIndex { $0.hasPrefix("    ") && !$0.hasPrefix("     ") } ?? yaml.endIndex
        return Array(yaml[(start + 1)..<end])
    }

    /// The `View` schema's properties, in order (keys indented 8 spaces).
    private static func properties(_ lines: [String]) -> [Property] {
        var properties: [(name: String, lines: [String])] = []
        for line in lines {
            if line.hasPrefix("        "), !line.hasPrefix("         "), line.hasSuffix(":") {
                properties.append((String(line.dropFirst(8).dropLast()), []))
            } else if !properties.isEmpty, line.hasPrefix("         ") {
                properties[properties.count - 1].lines.append(line)
            }
        }
        return properties.map { Property(name: $0.name, lines: $0.lines) }
    }

    private static func yaml() throws -> [String] {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: repository.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        return text.components(separatedBy: "\n")
    }

    /// A number as the schema writes it: an integer without a fraction.
    private static func text(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : "\(number)"
    }

    @Test func theViewSchemaIsTheTable() throws {
        let yaml = try Self.yaml()
        let properties = Self.properties(Self.schema("View", in: yaml))
        #expect(properties.map(\.name) == ViewField.names)
        let priority = Property(name: "PriorityNumber", lines: Self.schema("PriorityNumber", in: yaml))
        for (field, property) in zip(ViewField.allCases, properties) {
            let entry = field.entry
            let range = [Self.text(entry.range.lowerBound), Self.text(entry.range.upperBound)]
            switch entry.shape {
            case .length, .lengths, .spacing, .customSpacing:
                // Every number of the field has the table's range.
                let count = entry.shape == .lengths ? entry.members.count : 1
                #expect(property.values("minimum") == Array(repeating: range[0], count: count), "\(field.name)")
                #expect(property.values("maximum") == Array(repeating: range[1], count: count), "\(field.name)")
            case .priorities:
                #expect(property.values("$ref") == Array(repeating: "'#/components/schemas/PriorityNumber'", count: 2))
                #expect([priority.values("minimum"), priority.values("maximum")] == [[range[0]], [range[1]]])
            case .choice(let choice):
                #expect(property.values("enum") == ["[" + choice.names.joined(separator: ", ") + "]"], "\(field.name)")
            default:
                break
            }
            if entry.shape == .lengths || entry.shape == .priorities {
                #expect(property.members == entry.members.strings, "\(field.name)")
            }
            // The defaults the schema states are the table's.
            let defaults: [String]
            switch entry.defaultValue {
            case .none: defaults = []
            case .flag(let flag): defaults = ["\(flag)"]
            case .choice(let index):
                guard case .choice(let choice) = entry.shape else { continue }
                defaults = [choice.names[index]]
            case .numbers:
                guard case .numbers(let numbers) = field.defaultValue else { continue }
                defaults = numbers.map { $0.map(Self.text) ?? "" }
            }
            #expect(property.values("default") == defaults, "\(field.name)")
        }
    }
}
