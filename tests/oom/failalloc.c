/*
 * failalloc: an LD_PRELOAD library that makes the Nth allocation fail.
 *
 *   cc -shared -fPIC -O2 -o failalloc.so failalloc.c -ldl
 *   FAILALLOC_FAIL=N LD_PRELOAD=./failalloc.so program ...
 *
 * It wraps malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign,
 * valloc and pvalloc (av_malloc reaches posix_memalign, av_realloc realloc)
 * and counts their calls from all threads.  Environment:
 *
 *   FAILALLOC_FAIL=N     fail the Nth counted allocation (from 1); unset or
 *                        0: count only
 *   FAILALLOC_FAIL=H:K   fail the Kth counted allocation made from call
 *                        stack H (a site, below): the same allocation
 *                        whatever the other threads allocate meanwhile
 *   FAILALLOC_SITES=1    log "site H" for each counted allocation: H hashes
 *                        its return addresses in the executable
 *   FAILALLOC_START=R    start counting with the first allocation whose call
 *                        stack passes through R (below), skipping the
 *                        program's start-up; unset: count from the start
 *   FAILALLOC_WITHIN=R   count only allocations whose call stack passes
 *                        through R (e.g. the filter's own functions)
 *   FAILALLOC_LOG=FILE   append to FILE: "fail N" and the failed allocation's
 *                        backtrace, "signal S" and the crash's backtrace,
 *                        "count N" (allocations counted) at exit
 *   FAILALLOC_FORK=LIST  a fork server, instead of FAILALLOC_FAIL: where
 *                        counting starts (FAILALLOC_START, or the first
 *                        allocation) the process forks a child for each
 *                        line of the file LIST (a FAILALLOC_FAIL value),
 *                        which fails that allocation and goes on, with
 *                        FILE.I as its log and FILE.I.err as its stderr
 *                        (I: the line's number), stopped by SIGALRM after
 *                        FAILALLOC_TIMEOUT seconds (default 20); the server
 *                        waits for each, writes "I STATUS" lines to FILE
 *                        (STATUS: the exit status, or sN for signal N) and
 *                        exits.  This skips the start-up of every run but
 *                        the first; the process must be single-threaded
 *                        there.
 *
 * R is a comma-separated list of LO-HI, hexadecimal offsets of the main
 * executable (as nm prints them for a PIE), HI excluded.  Backtraces are
 * backtrace_symbols_fd() lines, "binary(+0xOFFSET)", for addr2line.
 *
 * Under AddressSanitizer (preload it first and set
 * ASAN_OPTIONS=verify_asan_link_order=0) the real allocator is ASan's, and
 * crashes are left to ASan's own reports.
 *
 * Part of the simdlesson tests (tests/oom.sh); not part of FFmpeg.
 */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <link.h>
#include <signal.h>
#include <sys/wait.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_RANGES 64
#define MAX_FRAMES 64

typedef struct Ranges {
    int n;
    uintptr_t lo[MAX_RANGES], hi[MAX_RANGES];
} Ranges;

static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static void  (*real_free)(void *);
static int   (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static void *(*real_memalign)(size_t, size_t);
static void *(*real_valloc)(size_t);
static void *(*real_pvalloc)(size_t);

static unsigned long fail_at;           /* 0: count only */
static uint64_t fail_site;              /* with fail_at: the Kth from this site */
static int log_sites;
static unsigned long counted, site_counted;     /* atomic */
static int started = 1;                 /* atomic; 0 until FAILALLOC_START is seen */
static Ranges start, within;
static uintptr_t exe_base;
static int log_fd = -1;
static const char *log_path;
static const char *fork_list;           /* NULL: no server */
static unsigned timeout_s = 20;
static int initialized, ready;
static __thread int in_hook __attribute__((tls_model("initial-exec")));  /* our own allocations */

/* dlsym() may allocate before the real allocator is known: a small bump
 * allocator serves those calls; its blocks are never freed. */
static char boot_heap[1 << 16] __attribute__((aligned(64)));
static size_t boot_used;

static void *boot_alloc(size_t size, size_t align)
{
    size_t at = (boot_used + align - 1) & ~(align - 1);
    if (at + size > sizeof(boot_heap))
        return NULL;
    boot_used = at + size;
    return boot_heap + at;
}

static int is_boot(const void *p)
{
    return (const char *)p >= boot_heap && (const char *)p < boot_heap + sizeof(boot_heap);
}

static void put(const char *s)
{
    if (log_fd >= 0 && write(log_fd, s, strlen(s)) < 0)
        return;
}

static void put_number(const char *what, unsigned long n)
{
    char buf[64];
    snprintf(buf, sizeof(buf), "%s %lu\n", what, n);
    put(buf);
}

static void parse_ranges(Ranges *r, const char *s)
{
    while (s && *s && r->n < MAX_RANGES) {
        char *end;
        uintptr_t lo = strtoull(s, &end, 16), hi;
        if (*end != '-')
            break;
        hi = strtoull(end + 1, &end, 16);
        r->lo[r->n] = lo;
        r->hi[r->n] = hi;
        r->n++;
        s = *end == ',' ? end + 1 : NULL;
    }
}

/* Does the current call stack pass through one of r? */
static int stack_in(const Ranges *r)
{
    void *frames[MAX_FRAMES];
    int n;

    in_hook++;
    n = backtrace(frames, MAX_FRAMES);
    in_hook--;
    for (int i = 1; i < n; i++) {
        /* a return address: the call is the byte before it */
        const uintptr_t off = (uintptr_t)frames[i] - 1 - exe_base;
        for (int j = 0; j < r->n; j++)
            if (off >= r->lo[j] && off < r->hi[j])
                return 1;
    }
    return 0;
}

/* The call stack's return addresses in the executable, hashed (FNV-1a). */
static uint64_t stack_site(void)
{
    void *frames[MAX_FRAMES];
    uint64_t h = 0xcbf29ce484222325ULL;
    int n;

    in_hook++;
    n = backtrace(frames, MAX_FRAMES);
    in_hook--;
    for (int i = 1; i < n; i++) {
        Dl_info info;
        uintptr_t off = (uintptr_t)frames[i] - exe_base;
        /* the executable's frames only: libraries move from run to run */
        in_hook++;
        if (!dladdr(frames[i], &info) || (uintptr_t)info.dli_fbase != exe_base)
            off = 0;
        in_hook--;
        if (!off)
            continue;
        for (int b = 0; b < 8; b++) {
            h ^= (off >> (8 * b)) & 255;
            h *= 0x100000001b3ULL;
        }
    }
    return h;
}

static void parse_fail(const char *s)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 16);

    fail_site = 0;
    if (*end == ':') {
        fail_site = v;
        fail_at = strtoul(end + 1, NULL, 10);
    } else {
        fail_at = strtoul(s, NULL, 10);
    }
}

static void log_backtrace(void)
{
    void *frames[MAX_FRAMES];
    int n;

    if (log_fd < 0)
        return;
    in_hook++;
    n = backtrace(frames, MAX_FRAMES);
    in_hook--;
    backtrace_symbols_fd(frames, n, log_fd);
}

static void on_signal(int sig)
{
    put_number("signal", (unsigned long)sig);
    log_backtrace();
    put("end\n");
    signal(sig, SIG_DFL);
    raise(sig);
}

static int find_exe(struct dl_phdr_info *info, size_t size, void *opaque)
{
    (void)size;
    (void)opaque;
    exe_base = info->dlpi_addr;         /* the first object is the executable */
    return 1;
}

/* The real allocator, first thing: dlsym() may allocate (the boot heap). */
static void init(void)
{
    if (initialized)
        return;
    initialized = 1;
    in_hook++;
    real_malloc         = dlsym(RTLD_NEXT, "malloc");
    real_calloc         = dlsym(RTLD_NEXT, "calloc");
    real_realloc        = dlsym(RTLD_NEXT, "realloc");
    real_free           = dlsym(RTLD_NEXT, "free");
    real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    real_aligned_alloc  = dlsym(RTLD_NEXT, "aligned_alloc");
    real_memalign       = dlsym(RTLD_NEXT, "memalign");
    real_valloc         = dlsym(RTLD_NEXT, "valloc");
    real_pvalloc        = dlsym(RTLD_NEXT, "pvalloc");
    in_hook--;
}

/* The rest once the program's libraries are set up (ASan's interceptors,
 * backtrace, among them): until then nothing is counted. */
__attribute__((constructor)) static void setup(void)
{
    const char *s;

    init();
    in_hook++;
    dl_iterate_phdr(find_exe, NULL);

    if ((s = getenv("FAILALLOC_FAIL")))
        parse_fail(s);
    log_sites = (s = getenv("FAILALLOC_SITES")) && *s == '1';
    if ((s = getenv("FAILALLOC_START")) && *s) {
        parse_ranges(&start, s);
        started = 0;
    }
    if ((s = getenv("FAILALLOC_WITHIN")) && *s)
        parse_ranges(&within, s);
    if ((s = getenv("FAILALLOC_LOG")) && *s) {
        log_path = s;
        log_fd = open(s, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    }
    if ((s = getenv("FAILALLOC_FORK")) && *s)
        fork_list = s;
    if ((s = getenv("FAILALLOC_TIMEOUT")) && *s)
        timeout_s = strtoul(s, NULL, 10);

    /* backtrace() loads libgcc_s on its first call: do that now, not in a
     * signal handler or with the heap corrupted */
    {
        void *frames[4];
        backtrace(frames, 4);
    }
    /* under ASan its reports are the better ones; SIGALRM: a fork server's
     * timeout, where the main thread waits */
    if (!dlsym(RTLD_DEFAULT, "__asan_init")) {
        static const int sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
        for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
            signal(sigs[i], on_signal);
    }
    signal(SIGALRM, on_signal);
    in_hook--;
    __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
}

__attribute__((destructor)) static void failalloc_fini(void)
{
    put_number("count", __atomic_load_n(&counted, __ATOMIC_SEQ_CST));
}

/* The fork server: returns in each child, never in the server. */
static void fork_server(void)
{
    char path[4096], line[128];
    const int server_log = log_fd;
    FILE *list;
    unsigned long i = 0;

    in_hook++;                          /* the server's stdio allocates */
    list = fopen(fork_list, "r");
    if (!list)
        _exit(125);
    while (fgets(line, sizeof(line), list)) {
        int status = 0, fd;
        pid_t pid;

        i++;
        pid = fork();
        if (pid == 0) {
            parse_fail(line);
            fork_list = NULL;
            fclose(list);
            close(server_log);
            snprintf(path, sizeof(path), "%s.%lu", log_path, i);
            log_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
            snprintf(path, sizeof(path), "%s.%lu.err", log_path, i);
            if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644)) >= 0) {
                dup2(fd, 2);
                close(fd);
            }
            alarm(timeout_s);
            in_hook--;
            return;
        }
        if (pid < 0 || waitpid(pid, &status, 0) < 0)
            status = 255 << 8;
        snprintf(line, sizeof(line), WIFSIGNALED(status) ? "%lu s%d\n" : "%lu %d\n", i,
                 WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
        if (server_log >= 0 && write(server_log, line, strlen(line)) < 0)
            break;
    }
    _exit(0);
}

/* Should this allocation fail?  Counts it if it is counted. */
static int should_fail(void)
{
    unsigned long n;

    if (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE) || in_hook)
        return 0;
    if (!__atomic_load_n(&started, __ATOMIC_ACQUIRE)) {
        if (!stack_in(&start))
            return 0;
        __atomic_store_n(&started, 1, __ATOMIC_RELEASE);
    }
    if (fork_list && log_path)
        fork_server();
    if (within.n && !stack_in(&within))
        return 0;
    n = __atomic_add_fetch(&counted, 1, __ATOMIC_SEQ_CST);
    if (log_sites || fail_site) {
        const uint64_t site = stack_site();
        if (log_sites) {
            char buf[64];
            snprintf(buf, sizeof(buf), "site %016llx\n", (unsigned long long)site);
            put(buf);
        }
        if (fail_site) {
            if (site != fail_site)
                return 0;
            n = __atomic_add_fetch(&site_counted, 1, __ATOMIC_SEQ_CST);
        }
    }
    if (n != fail_at)
        return 0;
    put_number("fail", n);
    log_backtrace();
    put("end\n");
    return 1;
}

void *malloc(size_t size)
{
    if (!real_malloc) {
        init();
        if (!real_malloc)
            return boot_alloc(size, 16);
    }
    if (should_fail()) {
        errno = ENOMEM;
        return NULL;
    }
    return real_malloc(size);
}

void *calloc(size_t n, size_t size)
{
    if (!real_calloc) {
        init();
        if (!real_calloc) {             /* dlsym() inside init() */
            if (size && n > SIZE_MAX / size)
                return NULL;
            return boot_alloc(n * size, 16);    /* static: zeroed */
        }
    }
    if (should_fail()) {
        errno = ENOMEM;
        return NULL;
    }
    return real_calloc(n, size);
}

void *realloc(void *ptr, size_t size)
{
    if (is_boot(ptr)) {
        const size_t left = boot_heap + sizeof(boot_heap) - (char *)ptr;
        void *p = malloc(size);
        if (p)
            memcpy(p, ptr, size < left ? size : left);
        return p;
    }
    if (!real_realloc)
        init();
    if (should_fail()) {
        errno = ENOMEM;
        return NULL;
    }
    return real_realloc(ptr, size);
}

void free(void *ptr)
{
    if (!ptr || is_boot(ptr))
        return;
    if (!real_free)
        init();
    real_free(ptr);
}

int posix_memalign(void **memptr, size_t align, size_t size)
{
    if (!real_posix_memalign)
        init();
    if (should_fail())
        return ENOMEM;
    return real_posix_memalign(memptr, align, size);
}

void *aligned_alloc(size_t align, size_t size)
{
    if (!real_aligned_alloc)
        init();
    if (should_fail()) {
        errno = ENOMEM;
        return NULL;
    }
    return real_aligned_alloc(align, size);
}

void *memalign(size_t align, size_t size)
{
    if (!real_memalign)
        init();
    if (should_fail()) {
        errno = ENOMEM;
        return NULL;
    }
    return real_memalign(align, size);
}

void *valloc(size_t size)
{
    if (!real_valloc)
        init();
    if (should_fail()) {
        errno = ENOMEM;
        return NULL;
    }
    return real_valloc(size);
}

void *pvalloc(size_t size)
{
    if (!real_pvalloc)
        init();
    if (should_fail()) {
        errno = ENOMEM;
        return NULL;
    }
    return real_pvalloc(size);
}
