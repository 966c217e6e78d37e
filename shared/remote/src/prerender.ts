import { remote } from '@site/this-remote';
import { remoteBuild } from './remoteBuild';

// A remote's prerender entry: its build runs `prerender(origin)`, and reads `pathDeclaration` and `pageChunks`
// (@site/build).
export const { prerender, pathDeclaration, pageChunks } = remoteBuild(remote);
