// An operator's session over plain HTTP, as the console holds one: its cookies and anti-forgery token.
// For the scripts that drive a running stack (scripts/publish-replicas.mjs, scripts/compose-check/).

const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Signs in at `baseUrl` and resolves to `call(method, url, body)`, which sends JSON with the session's
 * cookies and token, answers the parsed body, and throws with the status and body on any non-2xx.
 */
export async function signedIn(baseUrl, email, password) {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const tokenResponse = await fetch(`${baseUrl}/api/csrf-token`);
  keep(tokenResponse);
  const { token } = await tokenResponse.json();
  const call = async (method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: cookie(), [CSRF_HEADER]: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keep(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  await call('POST', '/api/admin/session', { email, password });
  return call;
}
