#include <stddef.h>
#include <linebreak.h>
#include <linebreakdef.h>

/// libunibreak's default line-break class table (sorted ranges, ended by LBP_Undefined), through a
/// function so that Swift sees no mutable global.
static inline const struct LineBreakProperties *layoutd_line_break_properties(void) {
    return lb_prop_default;
}
