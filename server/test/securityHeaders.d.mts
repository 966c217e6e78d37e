export function securityHeaderProblems(headers: Record<string, string | undefined>): string[];
