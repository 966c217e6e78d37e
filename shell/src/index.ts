import { keepReportedErrors } from './field/reportedErrors';

// Before react-dom loads, which keeps the reportError it finds (field/reportedErrors.ts).
keepReportedErrors();
// Why an async boundary in a task of its own: docs/architecture.md#how-the-app-starts
setTimeout(() => void import('./bootstrap'));
