// The libraries registered first, the page hydrated in a task of its own, as the shell starts its bootstrap
// (shell/src/index.ts) and as the plugin-built floor does: evaluating the libraries and hydrating are two
// tasks, not one longer one.
import './runtimeHost';

setTimeout(() => void import('./libraries'));
