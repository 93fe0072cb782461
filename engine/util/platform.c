/* platform.c -- the portability layer (see platform.h): one section for
 * what every system shares, then the POSIX and the Windows implementations.
 */
#include "config.h"

#include "util/platform.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

/* ==== the same on every system ============================================= */

char *platform_strndup(const char *s, size_t n)
{
    size_t len = 0;
    while (len < n && s[len])
        len++;
    char *copy = malloc(len + 1);
    if (!copy)
        return NULL;
    memcpy(copy, s, len);
    copy[len] = '\0';
    return copy;
}

long platform_getline(char **line, size_t *cap, FILE *f)
{
    if (!*line || *cap < 2) {
        size_t want = 128;
        char *grown = realloc(*line, want);
        if (!grown)
            return -1;
        *line = grown;
        *cap = want;
    }
    size_t len = 0;
    int ch;
    while ((ch = getc(f)) != EOF) {
        if (len + 2 > *cap) {
            if (*cap > (size_t)LONG_MAX / 2)
                return -1;
            char *grown = realloc(*line, *cap * 2);
            if (!grown)
                return -1;
            *line = grown;
            *cap *= 2;
        }
        (*line)[len++] = (char)ch;
        if (ch == '\n')
            break;
    }
    (*line)[len] = '\0';
    return len == 0 ? -1 : (long)len;
}

/* One "[...]" set at p (just past the '['), matched against c.  Sets
 *  *end past the closing ']'; false (and *end NULL) when it never closes,
 * in which case the '[' is an ordinary character. */
static bool set_matches(const char *p, char c, const char **end)
{
    bool negate = *p == '!' || *p == '^';
    if (negate)
        p++;
    bool hit = false;
    const char *start = p;
    while (*p && (*p != ']' || p == start)) {
        char lo = *p, hi = lo;
        if (p[1] == '-' && p[2] && p[2] != ']') {
            hi = p[2];
            p += 3;
        } else {
            p++;
        }
        if ((unsigned char)c >= (unsigned char)lo && (unsigned char)c <= (unsigned char)hi)
            hit = true;
    }
    if (*p != ']') {
        *end = NULL;
        return false;
    }
    *end = p + 1;
    return hit != negate;
}

bool platform_wildcard_match(const char *pattern, const char *name)
{
    /* Backtracking over the last '*' only: linear in practice and never
     * exponential, whatever the pattern. */
    const char *star = NULL, *star_name = NULL;
    const char *p = pattern, *n = name;
    while (*n) {
        const char *next = NULL;
        bool step = false;
        if (*p == '*') {
            star = ++p;
            star_name = n;
            continue;
        }
        if (*p == '?') {
            step = true;
            next = p + 1;
        } else if (*p == '[' && (step = set_matches(p + 1, *n, &next), next != NULL)) {
            /* next is past the set */
        } else if (*p == '\\' && p[1]) {
            step = p[1] == *n;
            next = p + 2;
        } else if (*p) {
            step = *p == *n;
            next = p + 1;
        }
        if (step) {
            p = next;
            n++;
        } else if (star) {
            p = star;
            n = ++star_name;
        } else {
            return false;
        }
    }
    while (*p == '*')
        p++;
    return *p == '\0';
}

bool platform_is_dir_separator(char c)
{
    return c == '/' || c == PLATFORM_DIR_SEPARATOR;
}

#ifndef _WIN32
/* ==== POSIX ================================================================== */

#include <fcntl.h>
#include <langinfo.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int platform_wait_input(int fd, int ms)
{
    struct pollfd p = { .fd = fd, .events = POLLIN };
    for (;;) {
        int r = poll(&p, 1, ms);
        if (r > 0)
            return 1;
        if (r == 0)
            return 0;
        if (errno == EINTR)
            return -1;
        return 1; /* let the read meet the error */
    }
}

void platform_sleep_ms(int ms)
{
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

bool platform_setenv(const char *name, const char *value)
{
    return setenv(name, value, 1) == 0;
}

bool platform_realpath(const char *path, char *out, size_t outlen)
{
    char *full = realpath(path, NULL);
    if (!full)
        return false;
    bool fits = strlen(full) < outlen;
    if (fits)
        strcpy(out, full);
    free(full);
    return fits;
}

bool platform_path_is_absolute(const char *path)
{
    return path[0] == '/';
}

int platform_mkdir(const char *path, int mode)
{
    return mkdir(path, (mode_t)mode);
}

int platform_fsync(int fd)
{
    return fsync(fd);
}

void platform_default_file_mode(int fd)
{
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
}

int platform_replace_file(const char *from, const char *to)
{
    return rename(from, to);
}

int platform_move_if_absent(const char *from, const char *to)
{
    /* link() refuses atomically when to exists; then the old name goes. */
    if (link(from, to) != 0)
        return -1;
    unlink(from);
    return 0;
}

bool platform_executable_dir(char *out, size_t outlen)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return false;
    buf[n] = '\0';
    char *slash = strrchr(buf, '/');
    if (!slash)
        return false;
    *slash = '\0';
    if (strlen(buf) >= outlen)
        return false;
    strcpy(out, buf[0] ? buf : "/");
    return true;
}

bool platform_user_data_dir(char *out, size_t outlen)
{
    /* XDG Base Directory Specification: a relative XDG_DATA_HOME is
     * invalid and ignored. */
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, outlen, "%s/acolyte", xdg);
    else if (home && home[0])
        n = snprintf(out, outlen, "%s/.local/share/acolyte", home);
    else
        return false;
    return n > 0 && (size_t)n < outlen;
}

bool platform_user_config_dir(char *out, size_t outlen)
{
    /* The same rule for XDG_CONFIG_HOME. */
    const char *xdg = getenv("XDG_CONFIG_HOME");
    const char *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, outlen, "%s/acolyte", xdg);
    else if (home && home[0])
        n = snprintf(out, outlen, "%s/.config/acolyte", home);
    else
        return false;
    return n > 0 && (size_t)n < outlen;
}

void *platform_aligned_alloc(size_t align, size_t size)
{
    void *p = NULL;
    return posix_memalign(&p, align, size) == 0 ? p : NULL;
}

void platform_aligned_free(void *p)
{
    free(p);
}

void platform_advise_huge_pages(void *p, size_t size)
{
#ifdef MADV_HUGEPAGE
    madvise(p, size, MADV_HUGEPAGE);
#else
    (void)p;
    (void)size;
#endif
}

void platform_binary_stdio(void)
{
}

void platform_on_broken_pipe(broken_pipe_t what)
{
    signal(SIGPIPE, what == PIPE_ENDS_PROCESS ? SIG_DFL : SIG_IGN);
}

void platform_ignore_interrupts(void)
{
    signal(SIGINT, SIG_IGN);
    signal(SIGTERM, SIG_IGN);
}

void platform_catch_interrupt(void (*handler)(int), platform_interrupt_t *saved)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    /* No SA_RESTART: a blocked poll() must return EINTR so the waiting
     * loop sees the key at once. */
    sa.sa_flags = 0;
    sigaction(SIGINT, &sa, &old);
    saved->previous = old.sa_handler;
}

void platform_restore_interrupt(const platform_interrupt_t *saved)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = saved->previous ? saved->previous : SIG_DFL;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
}

bool platform_terminal_is_utf8(void)
{
    const char *cs = nl_langinfo(CODESET);
    return cs && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

#else
/* ==== Windows ================================================================ */

#include <direct.h>
#include <fcntl.h>
#include <io.h>
#include <stdatomic.h>
#include <windows.h>

/* Set by the console's Ctrl-C handler (which Windows runs on a thread of
 * its own) and taken by platform_wait_input: the one piece of state the
 * signal model forces on us, like the console's own SIGINT flag. */
static atomic_bool interrupt_pending;
static void (*interrupt_handler)(int);

static BOOL WINAPI on_console_ctrl(DWORD type)
{
    if (type != CTRL_C_EVENT && type != CTRL_BREAK_EVENT)
        return FALSE;
    void (*h)(int) = interrupt_handler;
    if (!h)
        return FALSE;
    h(SIGINT);
    atomic_store(&interrupt_pending, true);
    return TRUE;
}

/* Is a whole line typed at the console (an Enter key among the waiting
 * events)?  The console hands out input a line at a time, so anything
 * less would block the read. */
static bool console_line_waiting(HANDLE h)
{
    DWORD count = 0;
    if (!GetNumberOfConsoleInputEvents(h, &count) || count == 0)
        return false;
    INPUT_RECORD rec[128];
    DWORD got = 0;
    if (!PeekConsoleInputA(h, rec, count < 128 ? count : 128, &got))
        return true;
    for (DWORD i = 0; i < got; i++)
        if (rec[i].EventType == KEY_EVENT && rec[i].Event.KeyEvent.bKeyDown &&
            rec[i].Event.KeyEvent.uChar.AsciiChar == '\r')
            return true;
    return false;
}

int platform_wait_input(int fd, int ms)
{
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE)
        return 1;
    DWORD type = GetFileType(h);
    ULONGLONG deadline = ms < 0 ? 0 : GetTickCount64() + (ULONGLONG)ms;
    for (;;) {
        if (atomic_exchange(&interrupt_pending, false))
            return -1;
        if (type == FILE_TYPE_PIPE) {
            DWORD avail = 0;
            /* A failed peek is a closed pipe: the read reports the end. */
            if (!PeekNamedPipe(h, NULL, 0, NULL, &avail, NULL) || avail > 0)
                return 1;
        } else if (type == FILE_TYPE_CHAR) {
            if (console_line_waiting(h))
                return 1;
            if (GetLastError() == ERROR_INVALID_HANDLE)
                return 1; /* a character device that is not a console (NUL) */
        } else {
            return 1; /* a disk file never blocks */
        }
        ULONGLONG now = GetTickCount64();
        if (ms >= 0 && now >= deadline)
            return 0;
        DWORD nap = 5;
        if (ms >= 0 && deadline - now < nap)
            nap = (DWORD)(deadline - now);
        Sleep(nap);
    }
}

void platform_sleep_ms(int ms)
{
    Sleep(ms < 0 ? 0 : (DWORD)ms);
}

bool platform_setenv(const char *name, const char *value)
{
    return _putenv_s(name, value) == 0;
}

bool platform_realpath(const char *path, char *out, size_t outlen)
{
    char full[MAX_PATH * 4];
    DWORD n = GetFullPathNameA(path, sizeof full, full, NULL);
    if (n == 0 || n >= sizeof full || GetFileAttributesA(full) == INVALID_FILE_ATTRIBUTES)
        return false;
    if (strlen(full) >= outlen)
        return false;
    strcpy(out, full);
    return true;
}

bool platform_path_is_absolute(const char *path)
{
    if (platform_is_dir_separator(path[0]) && platform_is_dir_separator(path[1]))
        return true; /* \\server\share */
    return ((path[0] >= 'A' && path[0] <= 'Z') || (path[0] >= 'a' && path[0] <= 'z')) && path[1] == ':' &&
           platform_is_dir_separator(path[2]);
}

int platform_mkdir(const char *path, int mode)
{
    (void)mode;
    return _mkdir(path);
}

int platform_fsync(int fd)
{
    return _commit(fd);
}

/* errno from the last Windows error of a file operation. */
static int fail_with_errno(void)
{
    switch (GetLastError()) {
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS:
        errno = EEXIST;
        break;
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
        errno = ENOENT;
        break;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
        errno = EACCES;
        break;
    default:
        errno = EIO;
    }
    return -1;
}

void platform_default_file_mode(int fd)
{
    (void)fd;
}

int platform_replace_file(const char *from, const char *to)
{
    return MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH) ? 0 : fail_with_errno();
}

int platform_move_if_absent(const char *from, const char *to)
{
    /* Without MOVEFILE_REPLACE_EXISTING the move fails if to exists. */
    return MoveFileExA(from, to, MOVEFILE_WRITE_THROUGH) ? 0 : fail_with_errno();
}

bool platform_executable_dir(char *out, size_t outlen)
{
    char buf[MAX_PATH * 4];
    DWORD n = GetModuleFileNameA(NULL, buf, sizeof buf);
    if (n == 0 || n >= sizeof buf)
        return false;
    char *cut = NULL;
    for (char *p = buf; *p; p++)
        if (platform_is_dir_separator(*p))
            cut = p;
    if (!cut)
        return false;
    *cut = '\0';
    if (strlen(buf) >= outlen)
        return false;
    strcpy(out, buf);
    return true;
}

bool platform_user_data_dir(char *out, size_t outlen)
{
    const char *appdata = getenv("APPDATA");
    if (!appdata || !appdata[0])
        return false;
    int n = snprintf(out, outlen, "%s\\Acolyte", appdata);
    return n > 0 && (size_t)n < outlen;
}

bool platform_user_config_dir(char *out, size_t outlen)
{
    /* Windows keeps a program's settings and data in the same folder. */
    return platform_user_data_dir(out, outlen);
}

void *platform_aligned_alloc(size_t align, size_t size)
{
    return _aligned_malloc(size, align);
}

void platform_aligned_free(void *p)
{
    _aligned_free(p);
}

void platform_advise_huge_pages(void *p, size_t size)
{
    (void)p;
    (void)size;
}

void platform_binary_stdio(void)
{
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
}

void platform_on_broken_pipe(broken_pipe_t what)
{
    (void)what; /* no SIGPIPE: the write fails, the reader meets the end */
}

void platform_ignore_interrupts(void)
{
    signal(SIGINT, SIG_IGN);
    signal(SIGTERM, SIG_IGN);
}

void platform_catch_interrupt(void (*handler)(int), platform_interrupt_t *saved)
{
    saved->previous = interrupt_handler;
    interrupt_handler = handler;
    SetConsoleCtrlHandler(on_console_ctrl, TRUE);
}

void platform_restore_interrupt(const platform_interrupt_t *saved)
{
    interrupt_handler = saved->previous;
    if (!interrupt_handler)
        SetConsoleCtrlHandler(on_console_ctrl, FALSE);
}

bool platform_terminal_is_utf8(void)
{
    return GetConsoleOutputCP() == CP_UTF8;
}

#endif

/* ==== files a save replaces (for util/save_file.c) ========================== */

#ifndef _WIN32

#include <sys/stat.h>
#include <unistd.h>

platform_file_kind_t platform_file_kind(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return PLATFORM_FILE_MISSING;
    if (S_ISREG(st.st_mode))
        return PLATFORM_FILE_REGULAR;
    return S_ISDIR(st.st_mode) ? PLATFORM_FILE_DIRECTORY : PLATFORM_FILE_OTHER;
}

int platform_resolve_links(const char *path, char *out, size_t outlen)
{
    /* The kernel gives up after 40 links in a path; so do we. */
    enum { MAX_HOPS = 40 };
    if (strlen(path) >= outlen) {
        errno = ENAMETOOLONG;
        return -1;
    }
    strcpy(out, path);
    char target[PATH_MAX];
    for (int hops = 0;; hops++) {
        struct stat st;
        if (lstat(out, &st) != 0 || !S_ISLNK(st.st_mode))
            return 0; /* no link (or nothing) there: this is the name */
        if (hops == MAX_HOPS) {
            errno = ELOOP;
            return -1;
        }
        ssize_t n = readlink(out, target, sizeof target - 1);
        if (n < 0)
            return -1;
        target[n] = '\0';
        /* A relative target is read from the link's directory. */
        const char *slash = strrchr(out, '/');
        size_t dir = target[0] == '/' || !slash ? 0 : (size_t)(slash - out) + 1;
        if (dir + (size_t)n >= outlen) {
            errno = ENAMETOOLONG;
            return -1;
        }
        memcpy(out + dir, target, (size_t)n + 1);
    }
}

#else

#include <windows.h>

platform_file_kind_t platform_file_kind(const char *path)
{
    /* Reserved names (NUL, CON, COM1) have no attributes worth reading:
     * open what is there and ask the handle. */
    HANDLE h = CreateFileA(path, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL, OPEN_EXISTING,
                           FILE_FLAG_BACKUP_SEMANTICS, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        DWORD attr = GetFileAttributesA(path);
        if (attr == INVALID_FILE_ATTRIBUTES)
            return PLATFORM_FILE_MISSING;
        return attr & FILE_ATTRIBUTE_DIRECTORY ? PLATFORM_FILE_DIRECTORY : PLATFORM_FILE_REGULAR;
    }
    platform_file_kind_t kind = PLATFORM_FILE_OTHER;
    BY_HANDLE_FILE_INFORMATION info;
    if (GetFileType(h) == FILE_TYPE_DISK && GetFileInformationByHandle(h, &info))
        kind = info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY ? PLATFORM_FILE_DIRECTORY : PLATFORM_FILE_REGULAR;
    CloseHandle(h);
    return kind;
}

int platform_resolve_links(const char *path, char *out, size_t outlen)
{
    if (strlen(path) >= outlen) {
        errno = ENAMETOOLONG;
        return -1;
    }
    strcpy(out, path);
    DWORD attr = GetFileAttributesA(path);
    if (attr == INVALID_FILE_ATTRIBUTES || !(attr & FILE_ATTRIBUTE_REPARSE_POINT))
        return 0;
    /* A symbolic link that leads somewhere: its final path, "\\?\C:\..."
     * or "\\?\UNC\server\share\...", written back as a plain path.  A
     * dangling one stays as it is (Windows cannot create its target). */
    HANDLE h = CreateFileA(path, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL, OPEN_EXISTING,
                           FILE_FLAG_BACKUP_SEMANTICS, NULL);
    if (h == INVALID_HANDLE_VALUE)
        return 0;
    char final[MAX_PATH * 4];
    DWORD n = GetFinalPathNameByHandleA(h, final, sizeof final, FILE_NAME_NORMALIZED | VOLUME_NAME_DOS);
    CloseHandle(h);
    if (n == 0 || n >= sizeof final)
        return 0;
    const char *plain = final;
    char unc[MAX_PATH * 4];
    if (strncmp(final, "\\\\?\\UNC\\", 8) == 0) {
        snprintf(unc, sizeof unc, "\\\\%s", final + 8);
        plain = unc;
    } else if (strncmp(final, "\\\\?\\", 4) == 0) {
        plain = final + 4;
    }
    if (strlen(plain) >= outlen) {
        errno = ENAMETOOLONG;
        return -1;
    }
    strcpy(out, plain);
    return 0;
}

#endif

/* ==== for the test programs (the C unit tests) ============================== */

#ifndef _WIN32

#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

bool platform_is_windows(void)
{
    return false;
}

bool platform_unsetenv(const char *name)
{
    return unsetenv(name) == 0;
}

char *platform_make_temp_dir(char *templ)
{
    return mkdtemp(templ);
}

int platform_make_fifo(const char *path, int mode)
{
    return mkfifo(path, (mode_t)mode);
}

int platform_cpu_count(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 && n <= INT_MAX ? (int)n : 0;
}

bool platform_load_average(double *load)
{
    return getloadavg(load, 1) == 1;
}

#else

#include <direct.h>
#include <windows.h>

bool platform_is_windows(void)
{
    return true;
}

bool platform_unsetenv(const char *name)
{
    /* An empty value removes the variable. */
    return _putenv_s(name, "") == 0;
}

char *platform_make_temp_dir(char *templ)
{
    size_t len = strlen(templ);
    if (len < 6 || strcmp(templ + len - 6, "XXXXXX") != 0) {
        errno = EINVAL;
        return NULL;
    }
    /* Lower-case letters and digits: names differ in more than case, which
     * Windows ignores.  The seed mixes the time, the process and the
     * buffer; a name taken already is passed over. */
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    uint64_t x = GetTickCount64() ^ ((uint64_t)GetCurrentProcessId() << 32) ^ (uint64_t)(uintptr_t)templ;
    for (int attempt = 0; attempt < 1000; attempt++) {
        for (size_t i = len - 6; i < len; i++) {
            x = x * 6364136223846793005u + 1442695040888963407u;
            templ[i] = letters[(x >> 33) % (sizeof letters - 1)];
        }
        if (_mkdir(templ) == 0)
            return templ;
        if (errno != EEXIST)
            return NULL;
    }
    errno = EEXIST;
    return NULL;
}

int platform_make_fifo(const char *path, int mode)
{
    (void)path;
    (void)mode;
    errno = ENOSYS;
    return -1;
}

int platform_cpu_count(void)
{
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    return info.dwNumberOfProcessors <= INT_MAX ? (int)info.dwNumberOfProcessors : 0;
}

bool platform_load_average(double *load)
{
    (void)load;
    return false;
}

#endif
