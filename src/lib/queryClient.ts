import {QueryClient, type QueryFunction} from '@tanstack/react-query';
import {QUERY_RETRY, QUERY_STALE_TIME} from '../constants';

/** Throws `Error("{status}: {response text or status text}")` for any non-2xx answer (SPEC §8). */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** Sends a request with credentials and an optional JSON body; throws on a non-2xx answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : {'Content-Type': 'application/json'},
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function (SPEC §7): GETs the first element of the query key with
 * credentials, parses JSON, and answers a 401 with `null` or an error, as configured.
 */
export function getQueryFn<T>({on401}: {on401: UnauthorizedBehavior}): QueryFunction<T | null> {
  return async ({queryKey}) => {
    const res = await fetch(String(queryKey[0]), {credentials: 'include'});
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** One client per React tree: static rendering renders every page in one Node process. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({on401: 'throw'}),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: QUERY_STALE_TIME,
        retry: QUERY_RETRY,
      },
      mutations: {retry: QUERY_RETRY},
    },
  });
}
