import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@site/routes';
import type { RemoteSections } from './remoteRoutes';

/**
 * Whether a file loads with CORS, as the remotes' chunk loaders decide (`crossOriginLoading`, shared/build): only
 * from another origin. A preload then matches the script that uses it, and is not fetched a second time.
 */
const crossOrigin = (url: string) => new URL(url, window.location.href).origin !== window.location.origin;

/**
 * The shell's Module Federation runtime plugin (registered by the bootstrap):
 * - each remote's entry script, and the runtime's preloads of its files, load with CORS from another origin (its
 *   origin answers `Access-Control-Allow-Origin`), as its chunks do: an error thrown in a remote's code then
 *   reaches the page's listeners with its message, stack and script URL, not as "Script error.";
 * - the steps of a remote's load (its entry, then its route table), for a report of where a load failed or hung.
 */
export function remoteScriptsPlugin(noteStep: RemoteSections['noteStep']): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-scripts',
    createScript({ url, remoteInfo }) {
      if (remoteInfo) noteStep(remoteInfo.name as RemoteName, 'entry');
      if (!crossOrigin(url)) return undefined;
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
    createLink({ url, attrs = {} }) {
      if (!crossOrigin(url)) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
      link.crossOrigin = 'anonymous';
      link.href = url;
      return link;
    },
    afterLoadEntry({ remoteInfo }) {
      noteStep(remoteInfo.name as RemoteName, 'routes');
    },
  };
}
