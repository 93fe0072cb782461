/* console_commands.c -- the console's one dispatch table, the line
 * tokeniser and the commands that look after the game itself (new, fen,
 * moves, undo, redo, board, flip, legal, multipv, help, quit).
 *
 * A command is found by its whole first word, never by a prefix, so "go"
 * can never be mistaken for "goto" and a SAN move like "b4" never for a
 * command.  A line whose first word is no command is read as moves.
 * Every handler checks all its arguments before it changes anything: a
 * failed command prints one error line and leaves the state as it was.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "api/moves.h"
#include "util/util.h"

/* The one dispatch table.  The first line of help is the summary shown
 * by a bare `help` (kept short so the list fits 80 columns); the rest is
 * shown by `help COMMAND`. */
static const command_t commands[] = {
    { "help", console_cmd_help, "help [COMMAND]", "List the commands, or explain one." },
    { "new", console_cmd_new, "new", "Start a new game from the initial position." },
    { "fen", console_cmd_fen, "fen [FEN]",
      "Show the position as FEN, or set one up.\n"
      "A game then starts there; the halfmove and fullmove fields may be left out." },
    { "moves", console_cmd_moves, "moves [MOVE...]",
      "Play moves in SAN or coordinates; alone, list the game's moves.\n"
      "SAN: Nf3, exd5, O-O, e8=Q; coordinates: g1f3, e7e8q.  A line that starts\n"
      "with a move needs no 'moves': just type 'e4 e5 Nf3'.  If any move of the\n"
      "list is illegal, nothing is played." },
    { "undo", console_cmd_undo, "undo [N]", "Take back the last move (or N moves)." },
    { "redo", console_cmd_redo, "redo [N]", "Replay a move (or N) taken back with undo." },
    { "board", console_cmd_board, "board",
      "Show the board diagram.\n"
      "With coordinates, the side to move, castling rights, en passant, the clocks\n"
      "and the last move.  Pieces are Unicode with --unicode or in a UTF-8 locale,\n"
      "letters (upper case White) otherwise." },
    { "flip", console_cmd_flip, "flip", "Turn the diagram around and show it." },
    { "legal", console_cmd_legal, "legal", "List the legal moves in SAN." },
    { "go", console_cmd_go, "go [depth N] [time S] [nodes N]",
      "Think about the position, printing each iteration.\n"
      "Each line shows depth/selective depth, the score (White's view, in pawns;\n"
      "#N: White mates in N, #-N: Black does), time, nodes, nodes per second and\n"
      "the principal variation in SAN.  Without limits it thinks for 5 seconds.\n"
      "Ctrl-C stops it; the best move found so far is shown." },
    { "play", console_cmd_play, "play [depth N] [time S] [nodes N]",
      "Think like go, then play the best move.\n"
      "Handy for letting Acolyte answer your move." },
    { "analyze", console_cmd_analyze, "analyze",
      "Think without limit until Enter or Ctrl-C.\n"
      "Prints each new principal variation.  A command typed to stop it is then\n"
      "run.  Fed from a script, it stops at the next input line." },
    { "multipv", console_cmd_multipv, "multipv [N]",
      "Show the N best lines in go and analyze.\n"
      "N is 1 to 64; without N, shows the setting." },
    { "eval", console_cmd_eval, "eval",
      "The static evaluation, term by term.\n"
      "Every term for both sides with middlegame, endgame and blended values, the\n"
      "game phase, and the total in centipawns from White's view." },
    { "perft", console_cmd_perft, "perft N", "Count the move paths of depth N." },
    { "divide", console_cmd_divide, "divide N", "perft N split by the first move." },
    { "bench", console_cmd_bench, "bench [DEPTH]",
      "Search the benchmark positions (the signature).\n"
      "The same run as 'acolyte bench': a fresh engine with one thread; the last\n"
      "line gives the total nodes (the signature), the time and the speed." },
    { "book", console_cmd_book, "book [FILE|none]",
      "List the book moves with weights and shares.\n"
      "With FILE, use that Polyglot book from now on; 'book none' turns it off.\n"
      "The default is --book, then the personality's [book] FILE, then the\n"
      "installed book." },
    { "hash", console_cmd_hash, "hash MB", "Set the hash table size (1 to 65536 MB)." },
    { "threads", console_cmd_threads, "threads N", "Set the search threads (1 to 256)." },
    { "personality", console_cmd_personality, "personality SUBCOMMAND ...",
      "List, load, inspect, change or save personalities.\n"
      "personality list                 the installed personalities (* = current)\n"
      "personality load NAME|FILE       switch personality (all or nothing)\n"
      "personality show [NAME]          the current (or named) one's settings\n"
      "personality set KEY VALUE        change one parameter of the current one\n"
      "personality diff A [B]           how the current one (or B) differs from A\n"
      "personality save FILE [--force]  write the current one as an .ini" },
    { "pgn", console_cmd_pgn, "pgn save FILE [--force] | load FILE [N]",
      "Save the game as PGN, or load game N of a file.\n"
      "Saving never replaces an existing file without --force, and the file is\n"
      "written whole or not at all.  Loading takes game N (default 1)." },
    { "epd", console_cmd_epd, "epd FILE [S | depth N]",
      "Run a test suite of EPD positions.\n"
      "Each position is searched for S seconds (default 1) or to depth N and the\n"
      "move found is checked against its bm/am operations; a line per position,\n"
      "then the failures and 'solved K of N'.  Ctrl-C stops the run." },
    { "quit", console_cmd_quit, "quit", "Leave the console (Ctrl-D does the same)." },
    { "exit", console_cmd_quit, "exit", "Same as quit." },
};

const command_t *console_commands(int *count)
{
    *count = (int)(sizeof commands / sizeof commands[0]);
    return commands;
}

const command_t *console_find_command(const char *name)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

/* Split line in place at blanks; argv must have room for one pointer per
 * two bytes of line plus one. */
static int tokenise(char *line, char **argv)
{
    int argc = 0;
    char *save = NULL;
    for (char *t = strtok_r(line, " \t\r\n\f\v", &save); t; t = strtok_r(NULL, " \t\r\n\f\v", &save))
        argv[argc++] = t;
    argv[argc] = NULL;
    return argc;
}

bool console_execute(console_t *c, char *line)
{
    size_t len = strlen(line);
    const char *p = line + strspn(line, " \t\r\n\f\v");
    if (*p == '\0' || *p == '#')
        return true; /* blank lines and comments (scripts) */
    char **argv = malloc((len / 2 + 2) * sizeof *argv);
    if (!argv)
        return console_error(c, "out of memory");
    int argc = tokenise(line, argv);
    bool ok;
    const command_t *cmd = console_find_command(argv[0]);
    if (cmd) {
        ok = cmd->run(c, argc, argv);
    } else {
        char why[64];
        if (move_parse(engine_board(c->engine), argv[0], why, sizeof why) != MOVE_NONE)
            ok = console_cmd_moves(c, argc, argv); /* a bare move list */
        else if (strcmp(why, "not a move") == 0)
            ok = console_error(c, "unknown command '%s' (type 'help' for the list)", argv[0]);
        else
            ok = console_error(c, "%s move '%s' in this position", why, argv[0]);
    }
    free(argv);
    return ok;
}

/* ---- the game record --------------------------------------------------------- */

void game_reset(console_t *c, const char *fen)
{
    game_t *g = &c->game;
    memset(g, 0, sizeof *g);
    size_t n = strnlen(fen, sizeof g->start_fen - 1);
    memcpy(g->start_fen, fen, n);
    g->start_fen[n] = '\0';
}

bool game_play(console_t *c, move_t m)
{
    game_t *g = &c->game;
    if (g->count >= GAME_MAX)
        return console_error(c, "the game is full (%d moves); start a new one", GAME_MAX);
    c->scratch = *engine_board(c->engine);
    move_to_san(&c->scratch, m, g->san[g->count]);
    if (!engine_play(c->engine, m))
        return console_error(c, "the engine refused the move %s", g->san[g->count]);
    g->moves[g->count++] = m;
    g->result[0] = '\0'; /* a loaded game's result no longer applies */
    return true;
}

void game_report_end(console_t *c)
{
    const char *result, *reason;
    if (engine_game_over(c->engine, &result, &reason))
        printf("Game over: %s (%s)\n", result, reason);
}

/* ---- handlers ------------------------------------------------------------------- */

static bool no_args(console_t *c, int argc, char **argv)
{
    if (argc > 1)
        return console_error(c, "'%s' takes no arguments (got '%s')", argv[0], argv[1]);
    return true;
}

/* An optional count argument (undo 3, redo 2): 1 when absent. */
static bool count_arg(console_t *c, int argc, char **argv, long *n)
{
    *n = 1;
    if (argc > 2)
        return console_error(c, "usage: %s [N]", argv[0]);
    if (argc == 2 && !parse_int(argv[1], 1, GAME_MAX, n))
        return console_error(c, "%s: '%s' is not a number of moves from 1 to %d", argv[0], argv[1], GAME_MAX);
    return true;
}

bool console_cmd_help(console_t *c, int argc, char **argv)
{
    if (argc > 2)
        return console_error(c, "usage: help [COMMAND]");
    if (argc == 2) {
        const command_t *cmd = console_find_command(argv[1]);
        if (!cmd)
            return console_error(c, "no command '%s' (type 'help' for the list)", argv[1]);
        printf("%s\n", cmd->usage);
        for (const char *l = cmd->help; *l;) {
            size_t n = strcspn(l, "\n");
            printf("  %.*s\n", (int)n, l);
            l += n + (l[n] == '\n');
        }
        return true;
    }
    printf("Commands (help COMMAND for details; type moves directly: e4 e5 Nf3):\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        size_t n = strcspn(commands[i].help, "\n");
        printf("  %-13s%.*s\n", commands[i].name, (int)n, commands[i].help);
    }
    return true;
}

bool console_cmd_new(console_t *c, int argc, char **argv)
{
    if (!no_args(c, argc, argv))
        return false;
    engine_new_game(c->engine);
    game_reset(c, FEN_STARTPOS);
    return true;
}

bool console_cmd_fen(console_t *c, int argc, char **argv)
{
    char fen[FEN_MAX * 2], why[256];
    if (argc == 1) {
        fen_write(engine_board(c->engine), fen);
        printf("%s\n", fen);
        return true;
    }
    if (!join_args(argc, argv, 1, fen, sizeof fen))
        return console_error(c, "bad FEN: too long");
    if (!engine_set_fen(c->engine, fen, why, sizeof why))
        return console_error(c, "bad FEN: %s", why);
    fen_write(engine_board(c->engine), fen);
    game_reset(c, fen);
    return true;
}

/* The game's moves since its start position, numbered: "1. e4 e5 2. Nf3",
 * "12... Nf6 13. Bc4" from a position with Black to move. */
static bool list_moves(console_t *c)
{
    const game_t *g = &c->game;
    if (g->count == 0) {
        printf("No moves yet.\n");
        return true;
    }
    board_t *b = &c->scratch;
    if (!fen_parse(b, g->start_fen, NULL, 0))
        board_init_startpos(b);
    int number = b->fullmove, side = b->side;
    for (int i = 0; i < g->count; i++) {
        if (side == WHITE)
            printf("%s%d. %s", i ? " " : "", number, g->san[i]);
        else if (i == 0)
            printf("%d... %s", number, g->san[i]);
        else
            printf(" %s", g->san[i]);
        if (side == BLACK)
            number++;
        side = side == WHITE ? BLACK : WHITE;
    }
    printf("\n");
    return true;
}

bool console_cmd_moves(console_t *c, int argc, char **argv)
{
    int first = strcmp(argv[0], "moves") == 0 ? 1 : 0;
    if (argc <= first)
        return list_moves(c);
    if (c->game.count + (argc - first) > GAME_MAX)
        return console_error(c, "the game would exceed %d moves", GAME_MAX);
    /* Check the whole list on a copy first: all or nothing. */
    c->scratch = *engine_board(c->engine);
    for (int i = first; i < argc; i++) {
        char why[64];
        move_t m = move_parse(&c->scratch, argv[i], why, sizeof why);
        if (m == MOVE_NONE) {
            if (argc - first == 1)
                return console_error(c, "%s move '%s' in this position",
                                     strcmp(why, "not a move") == 0 ? "not a" : why, argv[i]);
            return console_error(c, "move %d of the list, '%s': %s; nothing played", i - first + 1, argv[i], why);
        }
        board_make_move(&c->scratch, m);
    }
    /* Parse again on the real position as each move is played (the copy's
     * moves are the same, but this keeps the engine the only authority). */
    for (int i = first; i < argc; i++) {
        move_t m = move_parse(engine_board(c->engine), argv[i], NULL, 0);
        if (m == MOVE_NONE || !game_play(c, m))
            return false;
    }
    c->game.redo_count = 0;
    game_report_end(c);
    return true;
}

bool console_cmd_undo(console_t *c, int argc, char **argv)
{
    long n;
    if (!count_arg(c, argc, argv, &n))
        return false;
    game_t *g = &c->game;
    if (g->count == 0)
        return console_error(c, "nothing to undo");
    if (n > g->count)
        return console_error(c, "only %d move%s to undo", g->count, g->count == 1 ? "" : "s");
    for (long i = 0; i < n; i++) {
        if (!engine_undo(c->engine))
            return console_error(c, "the engine could not take back a move");
        g->redo[g->redo_count++] = g->moves[--g->count];
    }
    g->result[0] = '\0';
    return true;
}

bool console_cmd_redo(console_t *c, int argc, char **argv)
{
    long n;
    if (!count_arg(c, argc, argv, &n))
        return false;
    game_t *g = &c->game;
    if (g->redo_count == 0)
        return console_error(c, "nothing to redo");
    if (n > g->redo_count)
        return console_error(c, "only %d move%s to redo", g->redo_count, g->redo_count == 1 ? "" : "s");
    for (long i = 0; i < n; i++) {
        if (!game_play(c, g->redo[g->redo_count - 1]))
            return false;
        g->redo_count--;
    }
    game_report_end(c);
    return true;
}

bool console_cmd_board(console_t *c, int argc, char **argv)
{
    if (!no_args(c, argc, argv))
        return false;
    console_print_board(c, stdout);
    return true;
}

bool console_cmd_flip(console_t *c, int argc, char **argv)
{
    if (!no_args(c, argc, argv))
        return false;
    c->flipped = !c->flipped;
    console_print_board(c, stdout);
    return true;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

bool console_cmd_legal(console_t *c, int argc, char **argv)
{
    if (!no_args(c, argc, argv))
        return false;
    legal_moves_t list;
    char san[MAX_MOVES][MOVE_STR_MAX];
    c->scratch = *engine_board(c->engine);
    moves_legal(&c->scratch, &list);
    for (int i = 0; i < list.count; i++)
        move_to_san(&c->scratch, list.moves[i], san[i]);
    qsort(san, (size_t)list.count, sizeof san[0], cmp_str);
    printf("%d legal move%s%s", list.count, list.count == 1 ? "" : "s", list.count ? ":" : "");
    for (int i = 0; i < list.count; i++)
        printf(" %s", san[i]);
    putchar('\n');
    return true;
}

bool console_cmd_multipv(console_t *c, int argc, char **argv)
{
    long n;
    if (argc == 1) {
        printf("multipv %d\n", c->multipv);
        return true;
    }
    if (argc > 2 || !parse_int(argv[1], 1, 64, &n))
        return console_error(c, "multipv wants a number of lines from 1 to 64");
    c->multipv = (int)n;
    return true;
}

bool console_cmd_quit(console_t *c, int argc, char **argv)
{
    if (!no_args(c, argc, argv))
        return false;
    c->quit = true;
    return true;
}
