/* console_complete.c -- readline Tab completion for the console: command
 * names, their sub-commands and keywords, personality names, parameter
 * keys, file paths, and the legal moves (in SAN) of the position the
 * line would reach, so "e4 e5 N<Tab>" offers White's knight moves after
 * 1. e4 e5.
 *
 * Readline calls us without a context pointer; the console comes from
 * console_readline_owner() (the one static pointer, in console_io.c).
 */
#include "config.h"

#ifdef HAVE_READLINE

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/readline.h>

#include "console/console.h"
#include "api/moves.h"

enum { WORDS_MAX = 1024 };

/* The candidates that start with text, as readline wants them: [0] is
 * what replaces text (the longest common prefix, or the single match),
 * then the matches, then NULL.  NULL when nothing matches. */
typedef struct {
    char **v;
    int n, cap;
} cands_t;

static void cand_add(cands_t *c, const char *text, const char *s)
{
    if (strncmp(s, text, strlen(text)) != 0)
        return;
    for (int i = 0; i < c->n; i++)
        if (strcmp(c->v[i + 1], s) == 0)
            return;
    if (c->n + 2 >= c->cap) {
        int cap = c->cap ? c->cap * 2 : 32;
        char **v = realloc(c->v, (size_t)cap * sizeof *v);
        if (!v)
            return;
        c->v = v;
        c->cap = cap;
    }
    char *copy = strdup(s);
    if (!copy)
        return;
    c->v[++c->n] = copy;
    c->v[c->n + 1] = NULL;
}

static char **cand_finish(cands_t *c)
{
    if (c->n == 0) {
        free(c->v);
        return NULL;
    }
    if (c->n == 1) {
        c->v[0] = c->v[1];
        c->v[1] = NULL;
        return c->v;
    }
    size_t lcp = strlen(c->v[1]);
    for (int i = 2; i <= c->n; i++) {
        size_t k = 0;
        while (k < lcp && c->v[i][k] == c->v[1][k])
            k++;
        lcp = k;
    }
    c->v[0] = platform_strndup(c->v[1], lcp);
    if (!c->v[0]) {
        for (int i = 1; i <= c->n; i++)
            free(c->v[i]);
        free(c->v);
        return NULL;
    }
    return c->v;
}

static void add_words(cands_t *c, const char *text, const char *const *words)
{
    for (; *words; words++)
        cand_add(c, text, *words);
}

/* Legal moves of the position after the moves in words[from..n), in SAN;
 * coordinates only when no SAN move fits (someone typing "e2e"). */
static void add_moves(console_t *con, cands_t *c, const char *text, char **words, int from, int n)
{
    board_t *b = &con->scratch;
    *b = *engine_board(con->engine);
    for (int i = from; i < n; i++) {
        move_t m = move_parse(b, words[i], NULL, 0);
        if (m == MOVE_NONE)
            return; /* an earlier move is wrong: offer nothing misleading */
        board_make_move(b, m);
    }
    legal_moves_t list;
    moves_legal(b, &list);
    for (int i = 0; i < list.count; i++) {
        char san[MOVE_STR_MAX];
        move_to_san(b, list.moves[i], san);
        cand_add(c, text, san);
    }
    if (c->n > 0)
        return;
    for (int i = 0; i < list.count; i++) {
        char coord[MOVE_STR_MAX];
        move_to_coord(list.moves[i], coord);
        cand_add(c, text, coord);
    }
}

static void add_personalities(cands_t *c, const char *text)
{
    personality_entry_t *list = NULL;
    personality_errors_t *errs = malloc(sizeof *errs);
    if (!errs)
        return;
    personality_errors_clear(errs);
    int n = personality_list(&list, errs);
    for (int i = 0; i < n; i++)
        cand_add(c, text, list[i].name);
    free(list);
    free(errs);
}

static void add_param_keys(cands_t *c, const char *text)
{
    for (int i = 0; i < params_count(); i++)
        cand_add(c, text, params_info(i)->key);
}

static char **files(const char *text)
{
    rl_attempted_completion_over = 0; /* let readline finish paths (dirs get '/') */
    return rl_completion_matches(text, rl_filename_completion_function);
}

static char **complete(const char *text, int start, int end)
{
    (void)end;
    console_t *con = console_readline_owner();
    rl_attempted_completion_over = 1; /* never fall back to file names unasked */
    if (!con)
        return NULL;

    /* The words before the one being completed. */
    char *before = platform_strndup(rl_line_buffer, (size_t)start);
    char **w = malloc(WORDS_MAX * sizeof *w);
    if (!before || !w) {
        free(before);
        free(w);
        return NULL;
    }
    int n = 0;
    char *save = NULL;
    for (char *t = strtok_r(before, " \t", &save); t && n < WORDS_MAX; t = strtok_r(NULL, " \t", &save))
        w[n++] = t;

    static const char *const console_personality_subs[] = { "list", "load", "show", "set", "diff", "save", NULL };
    static const char *const pgn_subs[] = { "save", "load", NULL };
    static const char *const limits[] = { "depth", "time", "nodes", NULL };
    static const char *const force[] = { "--force", NULL };
    static const char *const depth[] = { "depth", NULL };
    static const char *const none[] = { "none", NULL };
    cands_t c = { 0 };
    char **result = NULL;
    const char *cmd = n ? w[0] : "";

    if (n == 0) {
        int count;
        const command_t *cmds = console_commands(&count);
        for (int i = 0; i < count; i++)
            cand_add(&c, text, cmds[i].name);
        add_moves(con, &c, text, w, 0, 0);
    } else if (strcmp(cmd, "help") == 0) {
        if (n == 1) {
            int count;
            const command_t *cmds = console_commands(&count);
            for (int i = 0; i < count; i++)
                cand_add(&c, text, cmds[i].name);
        }
    } else if (strcmp(cmd, "moves") == 0) {
        add_moves(con, &c, text, w, 1, n);
    } else if (strcmp(cmd, "personality") == 0) {
        const char *sub = n > 1 ? w[1] : "";
        if (n == 1)
            add_words(&c, text, console_personality_subs);
        else if (n == 2 && (strcmp(sub, "load") == 0 || strcmp(sub, "show") == 0 || strcmp(sub, "diff") == 0)) {
            if (strchr(text, '/') || strchr(text, '.'))
                result = files(text);
            else
                add_personalities(&c, text);
        } else if (n == 3 && strcmp(sub, "diff") == 0)
            add_personalities(&c, text);
        else if (n == 2 && strcmp(sub, "set") == 0)
            add_param_keys(&c, text);
        else if (n == 2 && strcmp(sub, "save") == 0)
            result = files(text);
        else if (n == 3 && strcmp(sub, "save") == 0)
            add_words(&c, text, force);
    } else if (strcmp(cmd, "pgn") == 0) {
        if (n == 1)
            add_words(&c, text, pgn_subs);
        else if (n == 2)
            result = files(text);
        else if (n == 3 && strcmp(w[1], "save") == 0)
            add_words(&c, text, force);
    } else if (strcmp(cmd, "epd") == 0) {
        if (n == 1)
            result = files(text);
        else if (n == 2)
            add_words(&c, text, depth);
    } else if (strcmp(cmd, "book") == 0) {
        if (n == 1) {
            add_words(&c, text, none);
            if (c.n == 0 || text[0] != 'n')
                result = files(text);
        }
    } else if (strcmp(cmd, "go") == 0 || strcmp(cmd, "play") == 0) {
        if (n % 2 == 1)
            add_words(&c, text, limits);
    } else if (!console_find_command(cmd)) {
        add_moves(con, &c, text, w, 0, n); /* a bare move list */
    }
    free(before);
    free(w);
    if (result) {
        for (int i = 1; i <= c.n; i++)
            free(c.v[i]);
        free(c.v);
        return result;
    }
    return cand_finish(&c);
}

void console_complete_install(console_t *c)
{
    (void)c; /* reached through console_readline_owner() */
    /* Only blanks separate words: SAN uses '=', '+' and '#', and file
     * names may hold anything else. */
    rl_completer_word_break_characters = (char *)" \t";
    rl_attempted_completion_function = complete;
}

void console_complete_remove(void)
{
    rl_attempted_completion_function = NULL;
}

#endif /* HAVE_READLINE */
