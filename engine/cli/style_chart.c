/* style_chart.c -- the fingerprints of `acolyte style --svg` as an SVG
 * picture, written by hand (no plotting library): one small panel per
 * figure, in each a bar per player from zero to its value with the 95%
 * interval drawn across it, the players in the same order and colour in
 * every panel, so a column of panels reads as one player's fingerprint
 * against the others'.
 */
#include "cli/style_chart.h"

#include <math.h>
#include <string.h>

enum {
    COLUMNS = 4,
    PANEL_W = 340,
    PANEL_GAP = 14,
    LABEL_W = 104,  /* player names */
    BAR_W = 160,    /* the scale */
    ROW_H = 17,
    BAR_H = 11,
    TITLE_H = 24,
    AXIS_H = 16,
    MARGIN = 16,
    HEADER_H = 74
};

static const char *const palette[] = { "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
                                       "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#2f4b7c", "#a05195" };

/* Text for an XML attribute or element: the five special characters escaped. */
static void put_text(FILE *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        case '\'': fputs("&apos;", out); break;
        default: fputc(*s, out);
        }
    }
}

/* The panel's scale: zero and every value and interval end in view,
 * except that a figure whose means are all positive starts at zero (an
 * interval reaching below is cut there: a count is never negative). */
static void panel_range(const style_player_t *players, int n, int f, double *lo, double *hi)
{
    *lo = 0;
    *hi = style_figures[f].proportion ? 1 : 0;
    bool negative = false;
    for (int i = 0; i < n; i++)
        negative |= players[i].stat[f].n > 0 && players[i].stat[f].mean < 0;
    for (int i = 0; i < n; i++) {
        const style_stat_t *s = &players[i].stat[f];
        if (s->n == 0)
            continue;
        double a = s->ci ? s->lo : s->mean, b = s->ci ? s->hi : s->mean;
        *lo = a < *lo && negative ? a : *lo;
        *hi = b > *hi ? b : *hi;
    }
    if (*hi - *lo < 1e-9)
        *hi = *lo + 1;
}

static void format_value(char *buf, size_t len, const style_figure_info_t *fi, double v)
{
    if (fabs(v) < 5e-4) /* no "-0" */
        v = 0;
    if (fi->proportion)
        snprintf(buf, len, "%.0f%%", 100 * v);
    else
        snprintf(buf, len, "%.3g", v);
}

static void panel(FILE *out, const style_player_t *players, int n, int f, int x, int y)
{
    const style_figure_info_t *fi = &style_figures[f];
    double lo, hi;
    panel_range(players, n, f, &lo, &hi);
    int h = TITLE_H + n * ROW_H + AXIS_H, x0 = x + LABEL_W;
#define SX(v) (x0 + (int)((double)BAR_W * ((v) - lo) / (hi - lo) + 0.5))
    fprintf(out, "<g>\n<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f7f7f7\" stroke=\"#dddddd\"/>\n",
            x, y, PANEL_W, h);
    fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"t\">", x + 6, y + 16);
    put_text(out, fi->label);
    fprintf(out, "</text>\n<text x=\"%d\" y=\"%d\" class=\"u\" text-anchor=\"end\">", x + PANEL_W - 6, y + 16);
    put_text(out, fi->unit);
    fprintf(out, "</text>\n");
    fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888888\"/>\n", SX(0.0), y + TITLE_H - 3,
            SX(0.0), y + TITLE_H + n * ROW_H);
    for (int i = 0; i < n; i++) {
        const style_stat_t *s = &players[i].stat[f];
        int cy = y + TITLE_H + i * ROW_H + ROW_H / 2;
        const char *colour = palette[i % (int)(sizeof palette / sizeof palette[0])];
        fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"n\">", x0 - 6, cy + 4);
        put_text(out, players[i].name);
        fprintf(out, "</text>\n");
        if (s->n == 0) {
            fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"v\">no value</text>\n", x0 + 4, cy + 4);
            continue;
        }
        int a = SX(0.0), b = SX(s->mean);
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", a < b ? a : b,
                cy - BAR_H / 2, a < b ? b - a : a - b, BAR_H, colour);
        if (s->ci) {
            int l = SX(s->lo < lo ? lo : s->lo), r = SX(s->hi);
            fprintf(out,
                    "<path d=\"M%d %dV%dM%d %dH%dM%d %dV%d\" stroke=\"#222222\" stroke-width=\"1.3\" fill=\"none\"/>\n",
                    l, cy - 4, cy + 4, l, cy, r, r, cy - 4, cy + 4);
        }
        char v[32];
        format_value(v, sizeof v, fi, s->mean);
        fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"v\">%s</text>\n", x0 + BAR_W + 8, cy + 4, v);
    }
    /* The first player (the report's opponent) as a dashed line across. */
    if (n > 1 && players[0].stat[f].n > 0)
        fprintf(out,
                "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333333\" stroke-dasharray=\"3,3\"/>\n",
                SX(players[0].stat[f].mean), y + TITLE_H - 3, SX(players[0].stat[f].mean), y + TITLE_H + n * ROW_H);
    char a[32], b[32];
    format_value(a, sizeof a, fi, lo);
    format_value(b, sizeof b, fi, hi);
    int ay = y + h - 4;
    fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"a\">%s</text>\n", x0, ay, a);
    fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"a\" text-anchor=\"end\">%s</text>\n</g>\n", x0 + BAR_W, ay, b);
#undef SX
}

bool style_chart_write(FILE *out, const style_player_t *players, int n)
{
    int rows = (STYLE_NB + COLUMNS - 1) / COLUMNS;
    int panel_h = TITLE_H + n * ROW_H + AXIS_H;
    int w = 2 * MARGIN + COLUMNS * PANEL_W + (COLUMNS - 1) * PANEL_GAP;
    int h = HEADER_H + rows * panel_h + (rows - 1) * PANEL_GAP + 2 * MARGIN;
    fprintf(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
            "<style>text{font-family:DejaVu Sans,Verdana,sans-serif;font-size:11px;fill:#222222}"
            ".h{font-size:18px;font-weight:bold}.s{font-size:12px;fill:#555555}.t{font-weight:bold;font-size:12px}"
            ".u{font-weight:normal;fill:#666666;font-size:10px}.n{text-anchor:end}.a{font-size:9px;fill:#777777}"
            "</style>\n<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n",
            w, h, w, h);
    fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"h\">Style fingerprints</text>\n", MARGIN, MARGIN + 18);
    fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"s\">bar: the player's mean (or share of games); "
                 "black line: its 95%% interval; dashed: the first player's mean.</text>\n"
                 "<text x=\"%d\" y=\"%d\" class=\"s\">Games per player:",
            MARGIN, MARGIN + 38, MARGIN, MARGIN + 55);
    for (int i = 0; i < n; i++) {
        fprintf(out, "%s ", i ? "," : "");
        put_text(out, players[i].name);
        fprintf(out, " %d", players[i].games);
    }
    fprintf(out, "</text>\n");
    for (int f = 0; f < STYLE_NB; f++) {
        int col = f % COLUMNS, row = f / COLUMNS;
        panel(out, players, n, f, MARGIN + col * (PANEL_W + PANEL_GAP), HEADER_H + MARGIN + row * (panel_h + PANEL_GAP));
    }
    fprintf(out, "</svg>\n");
    return !ferror(out);
}
