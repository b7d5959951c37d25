/* Native Yoga on a flexbox tree written by Benchmarks/engine_vs_yoga.py (issue 14's anchor).
 *
 *     yoga_feed TREE REPETITIONS WARMUPS
 *
 * TREE is text: a first line with the node count, then one line per node in document order
 * (a parent before its children, children in order):
 *
 *     parent row justify align grow shrink basis width height gap top left bottom right
 *
 * parent is the index of an earlier line (-1 for the root); row is 1 for a row, 0 for a column;
 * justify is 0 flex-start, 1 space-between; align (align-items) is 0 stretch, 1 flex-start,
 * 2 center, 3 flex-end; basis, width and height are points or `nan` for auto; gap and the four
 * paddings are points.
 *
 * Each run builds a fresh tree (untimed: Yoga caches a layout in its nodes, so a second
 * YGNodeCalculateLayout on the same tree would measure the cache) and times only
 * YGNodeCalculateLayout. Rounding to the pixel grid is off (point scale factor 0), so that the
 * frames are the exact flexbox layout, to compare with the engine's.
 *
 * Prints `MICROSECONDS t1 t2 ...` (the timed runs), then one `x y width height` line per node,
 * relative to its parent, from the last run.
 *
 * Yoga's library is C++ (link with g++); this file is C against its C API.
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime under -std=c11 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yoga/Yoga.h>

typedef struct {
    int parent, row, justify, align;
    float grow, shrink, basis, width, height, gap, top, left, bottom, right;
} Spec;

static const YGJustify justifies[] = {YGJustifyFlexStart, YGJustifySpaceBetween};
static const YGAlign aligns[] = {YGAlignStretch, YGAlignFlexStart, YGAlignCenter, YGAlignFlexEnd};

static Spec *read_tree(const char *path, long *count) {
    FILE *file = fopen(path, "r");
    if (!file || fscanf(file, "%ld", count) != 1 || *count < 1) {
        fprintf(stderr, "yoga_feed: cannot read %s\n", path);
        exit(2);
    }
    Spec *specs = calloc((size_t)*count, sizeof(Spec));
    for (long i = 0; i < *count; i++) {
        Spec *s = &specs[i];
        int read = fscanf(file, "%d %d %d %d %f %f %f %f %f %f %f %f %f %f", &s->parent, &s->row, &s->justify,
                          &s->align, &s->grow, &s->shrink, &s->basis, &s->width, &s->height, &s->gap, &s->top,
                          &s->left, &s->bottom, &s->right);
        if (read != 14 || s->parent >= i || (s->parent < 0) != (i == 0) || s->justify < 0 || s->justify > 1 ||
            s->align < 0 || s->align > 3) {
            fprintf(stderr, "yoga_feed: bad node line %ld\n", i + 1);
            exit(2);
        }
    }
    fclose(file);
    return specs;
}

static void set_length(YGNodeRef node, float value, void (*points)(YGNodeRef, float), void (*automatic)(YGNodeRef)) {
    if (value != value) {
        automatic(node);
    } else {
        points(node, value);
    }
}

/* The tree of `specs`: nodes[0] is the root. */
static void build(const Spec *specs, long count, YGConfigRef config, YGNodeRef *nodes) {
    for (long i = 0; i < count; i++) {
        const Spec *s = &specs[i];
        YGNodeRef node = YGNodeNewWithConfig(config);
        YGNodeStyleSetFlexDirection(node, s->row ? YGFlexDirectionRow : YGFlexDirectionColumn);
        YGNodeStyleSetJustifyContent(node, justifies[s->justify]);
        YGNodeStyleSetAlignItems(node, aligns[s->align]);
        YGNodeStyleSetFlexGrow(node, s->grow);
        YGNodeStyleSetFlexShrink(node, s->shrink);
        set_length(node, s->basis, YGNodeStyleSetFlexBasis, YGNodeStyleSetFlexBasisAuto);
        set_length(node, s->width, YGNodeStyleSetWidth, YGNodeStyleSetWidthAuto);
        set_length(node, s->height, YGNodeStyleSetHeight, YGNodeStyleSetHeightAuto);
        YGNodeStyleSetGap(node, YGGutterAll, s->gap);
        YGNodeStyleSetPadding(node, YGEdgeTop, s->top);
        YGNodeStyleSetPadding(node, YGEdgeLeft, s->left);
        YGNodeStyleSetPadding(node, YGEdgeBottom, s->bottom);
        YGNodeStyleSetPadding(node, YGEdgeRight, s->right);
        nodes[i] = node;
        if (s->parent >= 0) {
            YGNodeRef parent = nodes[s->parent];
            YGNodeInsertChild(parent, node, YGNodeGetChildCount(parent));
        }
    }
}

static double now_microseconds(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1e6 + (double)time.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: yoga_feed TREE REPETITIONS WARMUPS\n");
        return 2;
    }
    long count;
    Spec *specs = read_tree(argv[1], &count);
    int repetitions = atoi(argv[2]), warmups = atoi(argv[3]);
    if (repetitions < 1 || warmups < 0) {
        fprintf(stderr, "yoga_feed: REPETITIONS must be at least 1, WARMUPS at least 0\n");
        return 2;
    }
    YGConfigRef config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, 0.0f);
    YGNodeRef *nodes = malloc((size_t)count * sizeof(YGNodeRef));
    double *times = malloc((size_t)repetitions * sizeof(double));
    for (int run = 0; run < warmups + repetitions; run++) {
        build(specs, count, config, nodes);
        double start = now_microseconds();
        YGNodeCalculateLayout(nodes[0], YGUndefined, YGUndefined, YGDirectionLTR);
        double elapsed = now_microseconds() - start;
        if (run >= warmups) {
            times[run - warmups] = elapsed;
        }
        if (run + 1 < warmups + repetitions) {
            YGNodeFreeRecursive(nodes[0]);
        }
    }
    printf("MICROSECONDS");
    for (int i = 0; i < repetitions; i++) {
        printf(" %.1f", times[i]);
    }
    printf("\n");
    for (long i = 0; i < count; i++) {
        printf("%.9g %.9g %.9g %.9g\n", YGNodeLayoutGetLeft(nodes[i]), YGNodeLayoutGetTop(nodes[i]),
               YGNodeLayoutGetWidth(nodes[i]), YGNodeLayoutGetHeight(nodes[i]));
    }
    YGNodeFreeRecursive(nodes[0]);
    YGConfigFree(config);
    free(times);
    free(nodes);
    free(specs);
    return 0;
}
