/** The served document's contract: see index.js. */
export declare const rootId: 'root';
export declare const fragmentAttribute: 'data-fragment';
export declare const interactiveAttribute: 'data-interactive';
export declare function fragmentSlot(owner: string): string;
export declare const emptyFragmentPattern: RegExp;
export declare function fillFragment(body: string, owner: string, markup: string): string;
export declare function sectionLayoutKey(owner: string): string;
export declare function identifierPrefix(owner: string): string;
export declare const pendingSubmitAttribute: 'data-pending-submit';
export declare const startedAtAttribute: 'data-started-at';
export declare const pendingNoteAttribute: 'data-pending-note';
export declare const historyBackAttribute: 'data-history-back';
export declare const needsAppAttribute: 'data-needs-app';
export declare const hydratesAtFirstUseAttribute: 'data-hydrates-at-first-use';
export declare const firstUseEvents: readonly (
  'pointermove' | 'pointerdown' | 'touchstart' | 'keydown' | 'wheel' | 'scroll'
)[];
export declare const usedAttribute: 'data-used';
export declare const firstScreenMarkerId: 'first-screen-parsed';
export declare const subsetOfAttribute: 'data-subset-of';
export declare const entryAttribute: 'data-entry';
export declare const preloadAttribute: 'data-preload';
export interface IdleWait {
  readonly timeoutMs: number;
  readonly withoutIdleCallbackMs: number;
}
export declare const appStartIdleWait: IdleWait;
export declare const deferredIdleWait: IdleWait;
type EarlyScriptNames = 'fragmentAttribute' | 'interactiveAttribute' | 'pendingSubmitAttribute' | 'startedAtAttribute';
export declare const earlyScriptContract: Pick<
  typeof import('./index.js'),
  EarlyScriptNames | 'historyBackAttribute' | 'firstUseEvents' | 'usedAttribute'
>;
export declare const previewRoot: '/_preview/';
export declare const previewSecretBytes: 16;
export declare function previewPrefix(releaseId: string, secret: string): string;
export declare function previewReleaseId(prefix: string): string | undefined;
export declare function previewPath(prefix: string | undefined, path: string): string;
export declare function sitePathIn(prefix: string | undefined, pathname: string): string | undefined;
export declare const previewMetaName: 'site-preview';
/** What a preview's pages say about it (its meta element's JSON). */
export interface ServedPreview {
  readonly prefix: string;
  readonly candidate: { readonly app: string; readonly id: string };
  /** The release of each app composed into the preview. */
  readonly releases: Readonly<Record<string, string>>;
}
