/**
 * @jest-environment node
 */
import http, {type Server} from 'http';
import type {AddressInfo} from 'net';
import type {QueryFunctionContext} from '@tanstack/react-query';
import {apiRequest, getQueryFn, makeQueryClient} from '../../../src/lib/queryClient';

// A real local HTTP server, so fetch, status texts and bodies behave as in a browser.
let server: Server;
let base: string;
const seen: {method?: string; body: string; cookie?: string}[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({method: req.method, body, cookie: req.headers.cookie});
      switch (req.url) {
        case '/ok':
          res.writeHead(200, {'Content-Type': 'application/json'}).end('{"hello":"world"}');
          break;
        case '/unauthorized':
          res.writeHead(401, 'Unauthorized').end('Log in first');
          break;
        case '/boom-text':
          res.writeHead(500, 'Internal Server Error').end('database is down');
          break;
        case '/boom-empty':
          res.writeHead(500, 'Internal Server Error').end();
          break;
        case '/not-json':
          res.writeHead(200, {'Content-Type': 'application/json'}).end('<html>');
          break;
        default:
          res.writeHead(404, 'Not Found').end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ctx = (url: string) => ({queryKey: [url]}) as unknown as QueryFunctionContext;

describe('getQueryFn', () => {
  it('GETs the first element of the query key and parses JSON', async () => {
    await expect(getQueryFn({on401: 'throw'})(ctx(`${base}/ok`))).resolves.toEqual({
      hello: 'world',
    });
    expect(seen.at(-1)?.method).toBe('GET');
  });

  it('answers a 401 with null when asked to', async () => {
    await expect(
      getQueryFn({on401: 'returnNull'})(ctx(`${base}/unauthorized`)),
    ).resolves.toBeNull();
  });

  it('throws "status: text" on a 401 when asked to', async () => {
    await expect(getQueryFn({on401: 'throw'})(ctx(`${base}/unauthorized`))).rejects.toThrow(
      '401: Log in first',
    );
  });

  it('throws with the response text on a 500 that has one', async () => {
    await expect(getQueryFn({on401: 'throw'})(ctx(`${base}/boom-text`))).rejects.toThrow(
      '500: database is down',
    );
  });

  it('falls back to the status text on a 500 without a body', async () => {
    await expect(getQueryFn({on401: 'throw'})(ctx(`${base}/boom-empty`))).rejects.toThrow(
      '500: Internal Server Error',
    );
  });

  it('rejects when the body is not JSON', async () => {
    await expect(getQueryFn({on401: 'throw'})(ctx(`${base}/not-json`))).rejects.toThrow(
      /not valid JSON/,
    );
  });
});

describe('apiRequest', () => {
  it('sends the method and a JSON body', async () => {
    const res = await apiRequest('POST', `${base}/ok`, {a: 1});
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({method: 'POST', body: '{"a":1}'});
  });

  it('throws "status: text" on failure', async () => {
    await expect(apiRequest('DELETE', `${base}/boom-text`)).rejects.toThrow(
      '500: database is down',
    );
  });
});

describe('makeQueryClient', () => {
  it('never goes stale, never refetches by itself and never retries', () => {
    const {queries, mutations} = makeQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations?.retry).toBe(false);
  });

  it('uses the default query function: one failing request, no retry', async () => {
    const client = makeQueryClient();
    const before = seen.length;
    await expect(client.fetchQuery({queryKey: [`${base}/boom-text`]})).rejects.toThrow(
      '500: database is down',
    );
    expect(seen.length - before).toBe(1);
    client.clear();
  });
});
