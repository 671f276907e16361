/** The console session: a console token kept for this browser tab (sessionStorage), until it expires. */
export interface ConsoleSession {
  token: string;
  expiresAt: number;
}

const KEY = 'console.session';

export function loadSession(): ConsoleSession | undefined {
  try {
    const session = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ConsoleSession | null;
    return session && session.expiresAt > Date.now() ? session : undefined;
  } catch {
    return undefined;
  }
}

export const saveSession = (session: ConsoleSession) => sessionStorage.setItem(KEY, JSON.stringify(session));
export const forgetSession = () => sessionStorage.removeItem(KEY);
