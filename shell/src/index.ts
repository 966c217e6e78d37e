// Why an async boundary in a task of its own: docs/architecture.md#how-the-app-starts
setTimeout(() => void import('./bootstrap'));
