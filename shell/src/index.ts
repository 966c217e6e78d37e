// The async boundary lets Module Federation set up shared singletons before React loads. It starts in a task
// of its own: evaluating the federation runtime and then loading the shared modules in one task would block
// input for twice as long.
setTimeout(() => void import('./bootstrap'));
