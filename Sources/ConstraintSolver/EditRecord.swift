/// An edit variable: its edit constraint and the value last suggested.
struct EditRecord {
    var constraint: ConstraintID
    var value: Double
}
