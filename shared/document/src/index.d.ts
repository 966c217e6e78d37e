/** The served document's contract: see index.js. */
export declare const rootId: 'root';
export declare const fragmentAttribute: 'data-fragment';
export declare const interactiveAttribute: 'data-interactive';
export declare function fragmentSlot(owner: string): string;
export declare const emptyFragmentPattern: RegExp;
export declare function fillFragment(body: string, owner: string, markup: string): string;
export declare function identifierPrefix(owner: string): string;
export declare const pendingSubmitAttribute: 'data-pending-submit';
export declare const startedAtAttribute: 'data-started-at';
export declare const pendingNoteAttribute: 'data-pending-note';
export declare const historyBackAttribute: 'data-history-back';
export declare const needsAppAttribute: 'data-needs-app';
export declare const hydratesAtFirstUseAttribute: 'data-hydrates-at-first-use';
export declare const firstScreenMarkerId: 'first-screen-parsed';
export declare const subsetOfAttribute: 'data-subset-of';
export declare const entryAttribute: 'data-entry';
export declare const preloadAttribute: 'data-preload';
export declare const earlyScriptContract: {
  readonly fragmentAttribute: typeof fragmentAttribute;
  readonly interactiveAttribute: typeof interactiveAttribute;
  readonly pendingSubmitAttribute: typeof pendingSubmitAttribute;
  readonly startedAtAttribute: typeof startedAtAttribute;
  readonly historyBackAttribute: typeof historyBackAttribute;
};
