/* fuzz_xboard.c -- libFuzzer target for the xboard protocol front end
 * (engine/xboard/): the input is a stream of protocol lines, fed through
 * a pipe into the real xboard_main() until end of input.
 *
 * Findings are crashes, sanitizer reports, leaks and hangs (the front end
 * must end after end of input; libFuzzer's -timeout catches a hang).
 * Searches are bounded as fuzz_frontend.h describes.
 *
 * FUZZ-NEEDS: engine/xboard/xboard.c
 * FUZZ-LDFLAGS: -Wl,--wrap=engine_search_start -Wl,--wrap=engine_search_sync -Wl,--wrap=engine_set_hash -Wl,--wrap=engine_set_threads -Wl,--wrap=personality_save -Wl,--wrap=mkdir
 */
#include "fuzz_frontend.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_frontend_init("xboard");
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int rc = fuzz_frontend_run(xboard_main, true, data, size);
    FUZZ_CHECK(rc == 0 || rc == 1, "xboard_main returned %d", rc);
    return 0;
}
