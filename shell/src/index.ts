import { keepReportedErrors } from './field/events';

// Before react-dom loads, which keeps the reportError it finds (field/events.ts).
keepReportedErrors();
// Why an async boundary in a task of its own: docs/architecture.md#how-the-app-starts
setTimeout(() => void import('./bootstrap'));
