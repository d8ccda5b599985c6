import {
  INTEGRATION_KEY_CREATE_MESSAGES as MESSAGES,
  INTEGRATION_LIMITS,
  READ_SCOPES,
  type CreateIntegrationKeyRequest,
  type IntegrationScope,
} from '@orbitwise/contracts/integrations';

/** `scheme://host[:port]` exactly as a browser sends it in `Origin` (lower-case, no default port, no path). */
export function isExactOrigin(text: string, httpsOnly: boolean): boolean {
  if (text.length > INTEGRATION_LIMITS.originMax) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const schemes = httpsOnly ? ['https:'] : ['https:', 'http:'];
  return schemes.includes(url.protocol) && url.origin === text;
}

/**
 * What a create's kind asks of its scopes and origins, as per-field messages (empty when it holds):
 * a publishable key lives in a public page, so it may only submit, and only from its listed origins.
 */
export function keyKindErrors(
  request: CreateIntegrationKeyRequest,
  production: boolean,
): Record<string, string[]> {
  const origins = request.allowedOrigins ?? [];
  if ((request.kind ?? 'live') !== 'publishable') {
    return origins.length > 0 ? { allowedOrigins: [MESSAGES.originsOnlyPublishable] } : {};
  }
  const errors: Record<string, string[]> = {};
  const readScopes: readonly IntegrationScope[] = READ_SCOPES;
  if (request.scopes.some((scope) => readScopes.includes(scope)))
    errors.scopes = [MESSAGES.publishableScopes];
  if (origins.length === 0) errors.allowedOrigins = [MESSAGES.originsRequired];
  else if (origins.some((origin) => !isExactOrigin(origin, false))) errors.allowedOrigins = [MESSAGES.origin];
  else if (production && origins.some((origin) => !isExactOrigin(origin, true)))
    errors.allowedOrigins = [MESSAGES.httpsOnly];
  return errors;
}
