/* style_chart.h -- what `acolyte style` knows of a player once the games
 * are read (each figure's mean or share with its 95% interval), and the
 * SVG chart that draws the players' fingerprints side by side.
 */
#ifndef ACOLYTE_CLI_STYLE_CHART_H
#define ACOLYTE_CLI_STYLE_CHART_H

#include <stdbool.h>
#include <stdio.h>

#include "api/style.h"

/* One figure of one player: n games gave it a value; mean (a share for a
 * yes/no figure) and the 95% interval [lo, hi]; ci false when there is no
 * interval (a mean over fewer than two games). */
typedef struct {
    int n;
    double mean, lo, hi;
    bool ci;
} style_stat_t;

typedef struct {
    char name[STYLE_PLAYER_MAX];
    int games, as_white;
    style_stat_t stat[STYLE_NB];
} style_player_t;

/* The chart of nplayers fingerprints: one panel per figure, a bar and its
 * interval per player.  False on a write error. */
bool style_chart_write(FILE *out, const style_player_t *players, int nplayers);

#endif
