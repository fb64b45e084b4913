// Calls to the portal's API with what the host gave the widget: the API's base URL and the
// signed-in user's token (the portal's embedding interface, TAreaHostProps).

/** The props every portal host gives an area (the portal's README documents them). */
export type TAreaHostProps = {
  basename?: string;
  apiBaseUrl?: string;
  getToken?: () => string | null;
  onSessionExpired?: () => void;
};

type TEnvelope<T> = { status: string; message: string | null; response: T };

export async function callPortal<T>(
  host: TAreaHostProps,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = host.getToken?.() ?? null;
  const answer = await fetch(`${host.apiBaseUrl ?? '/Rest/Pwa'}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { 'X-Auth-Token': token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await answer.json()) as TEnvelope<T>;
  if (envelope.status === 'SESSION_EXPIRED') host.onSessionExpired?.();
  if (envelope.status !== 'success') throw new Error(envelope.message ?? `HTTP ${answer.status}`);
  return envelope.response;
}
