// @vitest-environment node
/**
 * The admin's side of the push channel (src/dataProvider/liveChanges.ts) against a server's
 * replies as the tab receives them: the resources of each change, every live resource after a
 * reconnection, and no reconnection once the session is over.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { followChanges, refreshResources } from '../../src/dataProvider/liveChanges';
import { LIVE_RESOURCES } from '../../src/domain/liveResources';

interface Served {
  /** the requests' Authorization headers */
  auth: string[];
  /** sends text on the open stream */
  send: (text: string) => void;
  /** ends the open stream */
  end: () => void;
}

/** A fetch answering each call with the next of `replies`: a status, or an open event stream. */
function eventServer(replies: Array<number | 'stream'>): { fetcher: typeof fetch; served: Served } {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const served: Served = {
    auth: [],
    send: (text) => {
      // a stream the tab aborted is closed: what the server sends then goes nowhere
      if (controller?.desiredSize !== null) controller?.enqueue(new TextEncoder().encode(text));
    },
    end: () => controller?.close(),
  };
  const fetcher: typeof fetch = (_input, init) => {
    served.auth.push(new Headers(init?.headers).get('authorization') ?? '');
    const reply = replies.shift() ?? 503;
    if (reply !== 'stream') return Promise.resolve(new Response(JSON.stringify({ code: reply, msg: 'no' }), { status: reply }));
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    init?.signal?.addEventListener('abort', () => controller?.error(new DOMException('aborted', 'AbortError')));
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
  return { fetcher, served };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await wait(5);
  expect(check()).toBe(true);
};

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function follow(fetcher: typeof fetch) {
  const heard: string[][] = [];
  stops.push(followChanges({ token: 'tok', fetcher, onChange: (r) => heard.push([...r]), firstDelayMs: 10, minGapMs: 0 }));
  return heard;
}

describe('followChanges', () => {
  it("tells the resources each change names, asking with the admin's token", async () => {
    const { fetcher, served } = eventServer(['stream']);
    const heard = follow(fetcher);
    await until(() => served.auth.length === 1);
    served.send('retry: 3000\n\nevent: ready\ndata: {}\n\n: keep-alive\n\n');
    served.send('id: 1\nevent: change\ndata: {"tables":["orders"],"resources":["orders","deposits"]}\n\n');
    await until(() => heard.length === 1);
    expect(heard).toEqual([['orders', 'deposits']]);
    expect(served.auth).toEqual(['Bearer tok']);
  });

  it('reconnects after the stream ends, and then reads every live list again', async () => {
    const { fetcher, served } = eventServer(['stream', 503, 'stream']);
    const heard = follow(fetcher);
    await until(() => served.auth.length === 1);
    served.send('event: ready\ndata: {}\n\n');
    await wait(20);
    expect(heard).toEqual([]);
    served.end();
    await until(() => served.auth.length === 3);
    served.send('event: ready\ndata: {}\n\n');
    await until(() => heard.length === 1);
    expect(heard[0].sort()).toEqual(Object.keys(LIVE_RESOURCES).sort());
  });

  it('stops when the server says the session is over', async () => {
    const { fetcher, served } = eventServer(['stream', 'stream']);
    follow(fetcher);
    await until(() => served.auth.length === 1);
    served.send(
      'event: ready\ndata: {}\n\nevent: signedOut\ndata: {"code":401,"msg":"Your session is not valid. Please sign in again."}\n\n',
    );
    await wait(100);
    expect(served.auth).toHaveLength(1);
  });

  it('stops when the stream is refused', async () => {
    const { fetcher, served } = eventServer([401, 'stream']);
    follow(fetcher);
    await wait(100);
    expect(served.auth).toHaveLength(1);
  });

  it('tells nothing more and does not reconnect once stopped', async () => {
    const { fetcher, served } = eventServer(['stream', 'stream']);
    const heard = follow(fetcher);
    await until(() => served.auth.length === 1);
    stops.splice(0).forEach((stop) => stop());
    served.send('event: change\ndata: {"resources":["orders"]}\n\n');
    await wait(100);
    expect(heard).toEqual([]);
    expect(served.auth).toHaveLength(1);
  });
});

describe('refreshResources', () => {
  it("reads the changed resource's lists again but leaves a record open in a form alone", async () => {
    const client = new QueryClient();
    const list = ['orders', 'getList', { page: 1 }];
    const one = ['orders', 'getOne', { id: '1' }];
    const other = ['category', 'getList', { page: 1 }];
    for (const key of [list, one, other]) client.setQueryData(key, { data: [] });
    refreshResources(client, ['orders']);
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(one)?.isInvalidated).toBe(false);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
