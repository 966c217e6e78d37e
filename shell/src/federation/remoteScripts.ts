import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@site/routes';
import { noteRemoteStep } from './remoteRoutes';

/**
 * The shell's Module Federation runtime plugin (registered by the bootstrap):
 * - each remote's entry script is loaded with CORS (`crossorigin`, its origin answers `Access-Control-Allow-Origin`),
 *   as its chunks are (`output.crossOrigin`, shared/build): an error thrown in a remote's code then reaches the
 *   page's listeners with its message, stack and script URL, not as "Script error.", and is attributed to its app;
 * - the steps of a remote's load (its entry, then its route table), for a report of where a load failed or hung.
 */
export function remoteScriptsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-scripts',
    createScript({ url, remoteInfo }) {
      if (remoteInfo) noteRemoteStep(remoteInfo.name as RemoteName, 'entry');
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
    afterLoadEntry({ remoteInfo }) {
      noteRemoteStep(remoteInfo.name as RemoteName, 'routes');
    },
  };
}
