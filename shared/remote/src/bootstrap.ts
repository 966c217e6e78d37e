import { remote } from '@site/this-remote';
import { mountStandalone } from '@site/standalone';

// A remote's page of its own, when it runs alone (`pnpm --filter <folder> dev`); the shell never loads it.
mountStandalone({ section: remote.name, routes: remote.routes });
