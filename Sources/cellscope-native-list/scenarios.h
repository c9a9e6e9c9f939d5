#ifndef NATIVE_SCENARIOS_H
#define NATIVE_SCENARIOS_H

/** Runs one scenario (arguments as cellscope-benchmarks passes them) and prints its JSON result. */
int native_scenarios_main(int argc, char **argv);

#endif
