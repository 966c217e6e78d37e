// The libraries registered first, then the page hydrated in the same task: a runtime-only host needs no async
// boundary, since nothing it imports waits for the federation runtime.
import './runtimeHost';
import './libraries';
