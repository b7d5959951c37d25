/// One entry of a view's `variants`: the fields of `set`, which replace the view's own in the
/// layouts where `when` holds.
struct ViewVariant: Sendable {
    var when: VariantCondition
    /// The fields `set` writes, by ``ViewField/bit``.
    var fields: UInt32
    /// The values of those fields, on a view of the same kind (its other fields unused).
    var values: ViewNode
    /// The variant's JSON Pointer (`/root/subviews/0/variants/1`), for errors.
    var pointer: String
}

/// A view's `variants`, in document order (later matching ones win), with what the view's own
/// fields were as written where decoding normalized them.
struct ViewVariants: Sendable {
    var list: [ViewVariant]
    /// A stack's `baselineRelativeArrangement` as written: decoding clears it on a horizontal
    /// stack, as UIKit ignores it there, but a variant may make the stack vertical.
    var baselineRelativeArrangement = false
}
