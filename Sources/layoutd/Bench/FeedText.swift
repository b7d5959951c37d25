/// The text feed's vocabulary (``TextFeed``): real names of computing's pioneers, and the words of
/// seed 003's article on UIStackView (`/work/shared/seeds/003_*.txt`), from which each cell draws
/// its own tweet.
enum FeedText {
    static let firstNames = [
        "Ada", "Alan", "Grace", "Edsger", "Donald", "Barbara", "Margaret", "Dennis", "Ken", "Frances",
        "John", "Radia", "Tim", "Sophie", "Niklaus", "Leslie", "Shafi", "Bjarne", "Guido", "Anders",
        "Hedy", "Katherine", "Claude", "Jean", "Fran", "Vint", "Whitfield", "Adele", "Butler", "Tony",
        "Juris", "Annie",
    ]
    static let lastNames = [
        "Lovelace", "Turing", "Hopper", "Dijkstra", "Knuth", "Liskov", "Hamilton", "Ritchie", "Thompson",
        "Allen", "McCarthy", "Perlman", "Berners-Lee", "Wilson", "Wirth", "Lamport", "Goldwasser",
        "Stroustrup", "van Rossum", "Hejlsberg", "Lamarr", "Johnson", "Shannon", "Bartik", "Bilas",
        "Cerf", "Diffie", "Goldberg", "Lampson", "Hoare", "Hartmanis", "Easley",
    ]
    static let words = [
        "the", "Auto", "Layout-based", "UIStackView", "is", "new", "standard", "layout", "class", "in", "iOS",
        "9", "and", "Apple", "recommends", "that", "developers", "attempt", "to", "use", "it", "first",
        "before", "dropping", "down", "NSLayoutConstraints", "directly", "whether", "code", "or",
        "Interface", "Builder", "multiple", "stack", "views", "can", "be", "composed", "create", "complex",
        "layouts", "wouldn't", "immediately", "visualized", "as", "horizontal", "vertical", "stacks", "of",
        "many", "common", "table", "cell", "like", "Twitter's", "timeline", "Instagram's", "picture", "are",
        "easily", "implemented", "with", "a", "view", "two", "if", "you've", "ever", "used",
        "UICollectionViewFlowLayout", "arrange", "small", "number", "cells", "was", "made", "for", "you",
        "avoids", "overhead", "managing", "container", "combination", "any", "worries", "about", "poorly",
        "reuse", "works", "its", "magic", "on", "arrangedSubviews", "array", "contained", "important",
        "note", "not", "same", "UIView's", "subviews", "which", "has", "inherited", "subclass", "position",
        "determine", "where", "will", "positioned", "within", "superview", "flexible", "do", "best", "adapt",
        "fit", "constraints", "place", "internal", "must", "defined", "area", "full-size", "image",
        "caption", "label", "pin", "all", "four", "sides", "ready", "expand", "shrink", "needed", "Dynamic",
        "Type", "leave", "edge", "want", "unconstrained", "intrinsicContentSize", "final", "size", "along",
        "expansion", "axis", "distribution", "alignment", "fill", "equally", "proportionally", "spacing",
        "centering", "leading", "trailing", "baseline", "spacer", "hugging", "priority", "compression",
        "resistance", "margins", "tweet", "button", "row", "column", "metadata", "profile", "timestamp",
    ]
}
