/* cellscope-native-list: the native baseline of cellscope-benchmarks, in plain C against GTK 4.8. */
#include <stdio.h>
#include "scenarios.h"

int main(int argc, char **argv) {
    return native_scenarios_main(argc, argv);
}
