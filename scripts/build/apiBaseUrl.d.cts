export function isLoopbackHost(hostname: string): boolean;
export function assertSecureApiBaseUrl(apiBaseUrl: string): void;
