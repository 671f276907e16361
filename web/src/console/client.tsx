import { createContext } from 'preact';
import { useCallback, useContext, useEffect, useState } from 'preact/hooks';
import { api, apiFile, ApiProblem, describe } from '../shared/api';

/** Calls the API with the console token; a 401 ends the session (the page then asks to sign in again). */
export type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Fetches a file of the API with the console token: its content and the name the API gives it. */
export type Download = (path: string) => ReturnType<typeof apiFile>;

export interface Client {
  call: Call;
  download: Download;
  /** Ends the session with a reason, shown on the sign-in form. */
  endSession(why: string): void;
}

export const ClientContext = createContext<Client>({
  call: () => Promise.reject(new Error('no console session')),
  download: () => Promise.reject(new Error('no console session')),
  endSession: () => undefined,
});

export const useCall = () => useContext(ClientContext).call;
export const useDownload = () => useContext(ClientContext).download;
export const useEndSession = () => useContext(ClientContext).endSession;

export function makeClient(token: string, onSessionEnded: (why: string) => void): Client {
  const endingSession = async <T,>(request: Promise<T>): Promise<T> => {
    try {
      return await request;
    } catch (err) {
      if (err instanceof ApiProblem && err.status === 401) {
        onSessionEnded(
          'Your session has ended (it expired, your password or your role was changed, or you left the team). ' +
            'Sign in again to go on.',
        );
      }
      throw err;
    }
  };
  const call: Call = async <T,>(method: string, path: string, body?: unknown) =>
    (await endingSession(api<T>(method, path, { token, body }))).data;
  return { call, download: (path) => endingSession(apiFile(path, token)), endSession: onSessionEnded };
}

/**
 * Loads `path` (again whenever it changes, or on reload()); the error is in words, ready to show.
 * No path loads nothing: for data the signed-in member's role may not read.
 */
export function useLoad<T>(path: string | undefined) {
  const call = useCall();
  const [data, setData] = useState<T>();
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (path === undefined) return;
    let live = true;
    setError('');
    call<T>('GET', path)
      .then((d) => live && setData(d))
      .catch((err) => live && setError(describe(err)));
    return () => {
      live = false;
    };
  }, [path, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, reload, setData };
}

/**
 * The messages of a refused form that asks for the current password, by field: a wrong current
 * password is a 403 without field details, and belongs beside its field all the same.
 */
export function passwordFormErrors(problem: unknown): Record<string, string> {
  if (!(problem instanceof ApiProblem)) return {};
  return {
    ...problem.fieldErrors,
    ...(problem.error === 'invalid_credentials' ? { current_password: problem.message } : {}),
  };
}

/** The values the API's own document allows for `property` of the schema `schema` (an enum); empty until read. */
export function useDocumentEnum(schema: string, property: string): string[] {
  const [values, setValues] = useState<string[]>([]);
  useEffect(() => {
    api<{ components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> } }>(
      'GET',
      '/openapi.json',
    )
      .then(({ data }) => setValues(data.components.schemas[schema]?.properties[property]?.enum ?? []))
      .catch(() => setValues([]));
  }, [schema, property]);
  return values;
}
