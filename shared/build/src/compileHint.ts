/**
 * V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints, Chrome 136): every
 * function in it is compiled while the script streams in, on a background thread, instead of lazily, on the main
 * thread, the first time it is called. It must open the file.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';
