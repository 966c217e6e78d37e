import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@site/routes';
import type { RemoteSections } from './remoteRoutes';

/** Whether a file loads with CORS, as the remotes' chunk loaders decide: only from another origin. */
const crossOrigin = (url: string) => new URL(url, window.location.href).origin !== window.location.origin;

/**
 * The shell's Module Federation runtime plugin: a remote's entry and preloads load with CORS, as its chunks do, so
 * an error thrown in its code reaches the page's listeners whole, not as "Script error."; and it notes the steps of
 * a remote's load, for a report of where one failed or hung.
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
