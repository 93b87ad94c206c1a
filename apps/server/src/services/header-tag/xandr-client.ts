import { type ServerMessage, serverMessage, type XandrEnvironment } from '@adconsole/api/contracts';

// The Xandr API as far as "test connection" needs it (DOMAIN §2; learn.microsoft.com/xandr,
// Authentication Service and User Service): POST {api}/auth with the user name and password
// answers a token; GET {api}/user with that token answers the signed-in user and its member.
// Tokens live 2 h idle and 24 h in all, and Xandr allows 10 sign-ins in 5 minutes: the server
// keeps each credential's token (by its id and version, so a changed password signs in anew)
// and counts its sign-ins. Both are per server process: several servers may each sign in.

/** Where each environment's API is; XANDR_API_URL and XANDR_SANDBOX_API_URL override. */
export type XandrApiUrls = Readonly<Record<XandrEnvironment, string | undefined>>;

export const DEFAULT_XANDR_API_URLS: XandrApiUrls = {
  PROD: 'https://api.appnexus.com',
  SANDBOX: 'https://sand.api.appnexus.com',
};

export function readXandrApiUrls(env: NodeJS.ProcessEnv): XandrApiUrls {
  const url = (name: string, fallback: string | undefined) => {
    const value = env[name];
    if (value === undefined) return fallback;
    if (value === '') return undefined;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
      throw new Error(`${name} must be an http(s) address, not "${value}"`);
    return value.replace(/\/$/, '');
  };
  return {
    PROD: url('XANDR_API_URL', DEFAULT_XANDR_API_URLS.PROD),
    SANDBOX: url('XANDR_SANDBOX_API_URL', DEFAULT_XANDR_API_URLS.SANDBOX),
  };
}

const IDLE_MS = 2 * 60 * 60 * 1000;
const LIFETIME_MS = 24 * 60 * 60 * 1000;
const LOGIN_WINDOW_MS = 5 * 60 * 1000;
const LOGINS_PER_WINDOW = 10;
const TIMEOUT_MS = 10_000;

export interface XandrLogin {
  id: number;
  version: number;
  environment: XandrEnvironment;
  memberId: number;
  username: string;
  password: string;
}

/** What a test found: the member's user signed in, or why not (a keyed message). */
export type XandrCheck = { ok: true } | { ok: false; message: ServerMessage };

class XandrFailure extends Error {
  constructor(readonly keyed: ServerMessage) {
    super(keyed);
  }
}

interface Token {
  key: string;
  token: string;
  obtainedAt: number;
  usedAt: number;
}

export function xandrClient(urls: XandrApiUrls, now: () => number = Date.now) {
  const tokens = new Map<number, Token>();
  const logins = new Map<number, number[]>();

  async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let answer: Response;
    try {
      answer = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      // Refused, unknown host or no answer within the timeout: the same for the person.
      throw new XandrFailure(serverMessage('xandrUnreachable'));
    }
    const text = await answer.text();
    try {
      return { status: answer.status, body: JSON.parse(text) };
    } catch {
      throw new XandrFailure(serverMessage('xandrUnreadable', { status: answer.status }));
    }
  }

  const responseOf = (body: unknown) =>
    ((body as { response?: Record<string, unknown> } | null)?.response ?? {}) as Record<
      string,
      unknown
    >;

  async function signIn(base: string, login: XandrLogin): Promise<string> {
    const at = now();
    const recent = (logins.get(login.id) ?? []).filter((time) => at - time < LOGIN_WINDOW_MS);
    if (recent.length >= LOGINS_PER_WINDOW) {
      const minutes = Math.ceil(((recent[0] ?? at) + LOGIN_WINDOW_MS - at) / 60_000);
      throw new XandrFailure(serverMessage('xandrTooManyLogins', { minutes }));
    }
    logins.set(login.id, [...recent, at]);
    const { status, body } = await call(`${base}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth: { username: login.username, password: login.password } }),
    });
    const response = responseOf(body);
    if (status === 200 && response.status === 'OK' && typeof response.token === 'string')
      return response.token;
    if (status === 401 || status === 403 || response.error_id === 'NOAUTH')
      throw new XandrFailure(serverMessage('xandrLoginRefused'));
    throw new XandrFailure(serverMessage('xandrUnreadable', { status }));
  }

  /** The member of the token's user; null when the token is no longer taken. */
  async function memberOf(base: string, token: string): Promise<number | null> {
    const { status, body } = await call(`${base}/user`, { headers: { authorization: token } });
    if (status === 401) return null;
    const user = responseOf(body).user as { member_id?: unknown } | undefined;
    if (status !== 200 || typeof user?.member_id !== 'number')
      throw new XandrFailure(serverMessage('xandrUnreadable', { status }));
    return user.member_id;
  }

  return {
    /** Signs in (or reuses the kept token) and checks the user's member. */
    async test(login: XandrLogin): Promise<XandrCheck> {
      const base = urls[login.environment];
      if (!base) return { ok: false, message: serverMessage('xandrNotConfigured') };
      const key = `${login.id}:${login.version}`;
      try {
        const at = now();
        const kept = tokens.get(login.id);
        const fresh =
          kept?.key === key && at - kept.usedAt < IDLE_MS && at - kept.obtainedAt < LIFETIME_MS;
        let token = fresh && kept ? kept.token : await signIn(base, login);
        let member = await memberOf(base, token);
        if (member === null && fresh) {
          token = await signIn(base, login);
          member = await memberOf(base, token);
        }
        if (member === null) throw new XandrFailure(serverMessage('xandrLoginRefused'));
        const obtainedAt = fresh && kept && kept.token === token ? kept.obtainedAt : at;
        tokens.set(login.id, { key, token, obtainedAt, usedAt: now() });
        if (member !== login.memberId)
          return {
            ok: false,
            message: serverMessage('xandrMemberMismatch', {
              actual: String(member),
              expected: String(login.memberId),
            }),
          };
        return { ok: true };
      } catch (error) {
        tokens.delete(login.id);
        if (error instanceof XandrFailure) return { ok: false, message: error.keyed };
        throw error;
      }
    },
  };
}
export type XandrClient = ReturnType<typeof xandrClient>;
