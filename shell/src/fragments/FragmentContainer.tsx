import type { MouseEventHandler, Ref } from 'react';
import { fragmentAttribute } from '@site/document';

/** Empty markup that never changes: React leaves the element's children alone, hydrating or not. */
const childrenLeftAlone = { __html: '' };

/**
 * Where a page fragment goes in the shell's chrome: empty at the shell's build (compose puts the fragment's
 * markup inside), and in the browser a container whose children belong to the fragment's own root.
 * Why: docs/architecture.md#takeover-by-fragment
 */
export function FragmentContainer({
  owner,
  ref,
  onClick,
}: {
  readonly owner: string;
  readonly ref?: Ref<HTMLDivElement>;
  /** Clicks in the fragment that its own root did not handle (the shell follows in-site links). */
  readonly onClick?: MouseEventHandler<HTMLDivElement>;
}) {
  return (
    <div
      {...{ [fragmentAttribute]: owner }}
      ref={ref}
      onClick={onClick}
      dangerouslySetInnerHTML={childrenLeftAlone}
      suppressHydrationWarning
    />
  );
}
