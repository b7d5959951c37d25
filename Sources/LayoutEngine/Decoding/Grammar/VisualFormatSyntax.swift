/// A visual format split into its parts, before names are looked up.
struct VisualFormatSyntax {
    /// One `relation object @priority` term.
    struct Predicate {
        enum Object {
            case number(Double)
            /// A metric or a view name; which one is decided against the metrics and the namespace.
            case name(String)
        }

        var relation: LayoutConstraint.Relation
        var object: Object
        var objectColumn: Int
        var priority: Object?
        var priorityColumn: Int
    }

    /// The space between two elements: flush, a bare `-`, or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    struct View {
        var name: String
        var column: Int
        var predicates: [Predicate]
    }

    var axis: Axis
    /// The column of a leading `|`, if any.
    var leadingSuperview: Int?
    var leadingConnection: Connection = .flush
    /// The bracketed views, left to right.
    var views: [View] = []
    /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperview: Int?
    var trailingConnection: Connection = .flush
}
