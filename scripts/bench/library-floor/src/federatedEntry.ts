setTimeout(() => void import('./libraries'));
