import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import {
  TOKEN_KEY,
  apiUrl,
  assetUrl,
  clearToken,
  getToken,
  httpRequest,
  joinUrl,
  onTokenChange,
  setToken,
} from '../../src/dataProvider/http';
import { hangingReply, installFakeFetch, jsonResponse } from './fakeFetch';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the token', () => {
  it('is kept in localStorage under one fixed key', () => {
    setToken('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('tells its listeners when it changes', () => {
    const seen: Array<string | null> = [];
    const stop = onTokenChange((token) => seen.push(token));
    setToken('one');
    clearToken();
    stop();
    setToken('two');
    expect(seen).toEqual(['one', null]);
  });
});

describe('the API base URL', () => {
  it('joins base and path with exactly one slash, with or without a leading slash', () => {
    expect(joinUrl('', 'api/admin/getBrand')).toBe('/api/admin/getBrand');
    expect(joinUrl('', '/api/admin/login')).toBe('/api/admin/login');
    expect(joinUrl('https://api.example.com', 'api/admin/getBrand')).toBe('https://api.example.com/api/admin/getBrand');
    expect(joinUrl('https://api.example.com/', '/api/admin/login')).toBe('https://api.example.com/api/admin/login');
    expect(joinUrl('https://api.example.com/v1//', '//api/x')).toBe('https://api.example.com/v1/api/x');
  });

  it('leaves absolute URLs alone', () => {
    expect(joinUrl('https://api.example.com', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('defaults to the same origin and follows VITE_API_BASE_URL', () => {
    expect(apiUrl('api/admin/checkValidtoken')).toBe('/api/admin/checkValidtoken');
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    expect(apiUrl('api/admin/checkValidtoken')).toBe('https://api.example.com/api/admin/checkValidtoken');
    expect(assetUrl('uploads/a.png')).toBe('https://api.example.com/uploads/a.png');
    expect(assetUrl(null)).toBeUndefined();
  });

  it('sends the request to the joined URL', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com');
    const fake = installFakeFetch({ 'GET /api/admin/getBrand': { body: { code: 200, msg: 'ok', brand: [] } } });
    await httpRequest('GET', 'api/admin/getBrand');
    expect(fake.calls[0].url).toBe('https://api.example.com/api/admin/getBrand');
  });
});

describe('httpRequest', () => {
  it('sends the stored token as a bearer header', async () => {
    setToken('secret-token');
    const fake = installFakeFetch({ 'GET /api/admin/checkValidtoken': { body: { code: 200, msg: 'valid' } } });
    await httpRequest('GET', 'api/admin/checkValidtoken');
    expect(fake.calls[0].headers.authorization).toBe('Bearer secret-token');
  });

  it('sends no authorization header without a token', async () => {
    const fake = installFakeFetch({ 'POST /api/admin/login': { body: { code: 200, msg: 'ok', token: 't' } } });
    await httpRequest('POST', '/api/admin/login', { body: { email: 'a@b.co', password: 'x' } });
    expect(fake.calls[0].headers.authorization).toBeUndefined();
  });

  it('returns the envelope with its reply keys when code is 200', async () => {
    installFakeFetch({ 'GET /api/admin/getBrand': { body: { code: 200, msg: 'Brand list', brand: [{ _id: 'b1', name: 'Acme' }] } } });
    const reply = await httpRequest<{ brand: Array<{ _id: string }> }>('GET', 'api/admin/getBrand');
    expect(reply.code).toBe(200);
    expect(reply.msg).toBe('Brand list');
    expect(reply.brand[0]._id).toBe('b1');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fake = installFakeFetch({ 'PUT /api/admin/updateBoxProfit': { body: { code: 200, msg: 'Updated' } } });
    await httpRequest('PUT', '/api/admin/updateBoxProfit', { body: { boxProfit: 12.5 } });
    expect(fake.calls[0].headers['content-type']).toBe('application/json');
    expect(fake.calls[0].body).toBe('{"boxProfit":12.5}');
  });

  it('throws HttpError with the server msg and code when code is not 200', async () => {
    installFakeFetch({ 'POST /api/admin/login': { status: 400, body: { code: 400, msg: 'Invalid password' } } });
    const error = await httpRequest('POST', '/api/admin/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Invalid password', status: 400, body: { code: 400, msg: 'Invalid password' } });
  });

  it('reads the code from the body even when the HTTP status is 200', async () => {
    installFakeFetch({
      'DELETE /api/admin/deleteBrand/1': { status: 200, body: { code: 403, msg: 'You do not have permission to delete brand' } },
    });
    await expect(httpRequest('DELETE', 'api/admin/deleteBrand/1')).rejects.toMatchObject({
      message: 'You do not have permission to delete brand',
      status: 403,
    });
  });

  it('drops the token on a 401', async () => {
    setToken('expired');
    installFakeFetch({ 'GET /api/admin/checkValidtoken': { status: 401, body: { code: 401, msg: 'Token expired' } } });
    await expect(httpRequest('GET', 'api/admin/checkValidtoken')).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(getToken()).toBeNull();
  });

  it('keeps the token on a 403', async () => {
    setToken('valid');
    installFakeFetch({ 'GET /api/admin/getBrand': { status: 403, body: { code: 403, msg: 'Forbidden' } } });
    await expect(httpRequest('GET', 'api/admin/getBrand')).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('valid');
  });

  it('gives up after 20 seconds with a clear message', async () => {
    vi.useFakeTimers();
    installFakeFetch({ 'GET /api/admin/getBox': hangingReply });
    let settled = false;
    const request = httpRequest('GET', 'api/admin/getBox').finally(() => {
      settled = true;
    });
    const outcome = expect(request).rejects.toMatchObject({
      message: 'The server did not answer within 20 seconds',
      status: 408,
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(settled).toBe(true);
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(httpRequest('GET', 'api/admin/getBox')).rejects.toMatchObject({
      message: 'The server could not be reached. Check your connection and try again.',
      status: 0,
    });
  });

  it('says so when the reply is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(httpRequest('GET', 'api/admin/getBox')).rejects.toMatchObject({ status: 502 });
  });

  it("rethrows the caller's abort as is", async () => {
    installFakeFetch({ 'GET /api/admin/getBox': hangingReply });
    const controller = new AbortController();
    const request = httpRequest('GET', 'api/admin/getBox', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends multipart bodies as FormData without a JSON content type', async () => {
    const fake = installFakeFetch({ 'POST /api/admin/createCategory': () => jsonResponse({ code: 200, msg: 'Created' }) });
    const form = new FormData();
    form.append('name', 'Knives');
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'knife.png');
    await httpRequest('POST', '/api/admin/createCategory', { formData: form });
    expect(fake.calls[0].body).toBe(form);
    expect(fake.calls[0].headers['content-type']).toBeUndefined();
  });
});
