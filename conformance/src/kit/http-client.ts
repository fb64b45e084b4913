// The kit's requests: each answer with what is needed to judge it, and a curl line that
// sends the same request again (the token as a shell variable, never the token itself).
export type TSender = 'main' | 'other' | 'levelOne' | 'anonymous';

export type TRequest = {
  method: string;
  /** The path below /Rest/Pwa, parameters filled. */
  path: string;
  body?: unknown;
  as: TSender;
  headers?: Record<string, string>;
};

export type TAnswer = {
  status: number;
  contentType: string;
  headers: Headers;
  /** The JSON answer, or undefined when the body is not JSON. */
  json: unknown;
  bytes: number;
  curl: string;
};

export const TOKEN_VARIABLES: Record<TSender, string | null> = {
  main: 'TOKEN_A',
  other: 'TOKEN_B',
  levelOne: 'TOKEN_LEVEL1',
  anonymous: null,
};

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlOf(baseUrl: string, request: TRequest): string {
  const parts = [
    'curl -sS -i',
    `-X ${request.method}`,
    quote(`${baseUrl}/Rest/Pwa${request.path}`),
  ];
  const variable = TOKEN_VARIABLES[request.as];
  if (variable) parts.push(`-H "X-Auth-Token: $${variable}"`);
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    parts.push(`-H ${quote(`${name}: ${value}`)}`);
  }
  if (request.body !== undefined) {
    parts.push(
      "-H 'Content-Type: application/json'",
      `--data ${quote(JSON.stringify(request.body))}`,
    );
  }
  return parts.join(' ');
}

export type TClient = {
  send(request: TRequest): Promise<TAnswer>;
  tokens: Partial<Record<TSender, string>>;
};

export function createClient(baseUrl: string): TClient {
  const tokens: Partial<Record<TSender, string>> = {};
  return {
    tokens,
    async send(request) {
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
      const token = tokens[request.as];
      if (token) headers['x-auth-token'] = token;
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}/Rest/Pwa${request.path}`, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(30_000),
      });
      const buffer = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? '';
      let json: unknown = undefined;
      if (/json/i.test(contentType)) {
        try {
          json = JSON.parse(buffer.toString('utf8'));
        } catch {
          json = undefined;
        }
      }
      return {
        status: response.status,
        contentType,
        headers: response.headers,
        json,
        bytes: buffer.byteLength,
        curl: curlOf(baseUrl, request),
      };
    },
  };
}
