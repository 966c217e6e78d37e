/**
 * Keyboard rule of WAI-ARIA tabs with automatic activation: arrows move (and wrap), Home and End jump.
 * Returns the index to select, or null when the key is not a tab-navigation key.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
