/**
 * Step-up in the HTTP layer (issue 62): a call refused for want of a recent proof asks the admin
 * through the shell's prompt and, once a proof is given, goes again; refused again or given up, it
 * fails as the server said.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createHttpRequest } from '../../src/dataProvider/http';
import { setStepUpPrompt, type StepUpMethod } from '../../src/dataProvider/stepUp';

const REFUSED = {
  code: 403,
  msg: 'Confirm it is you to continue: enter your second factor, or your password if you have none.',
  stepUpRequired: true,
  methods: ['password'],
};

function answers(...bodies: object[]): { fetcher: typeof fetch; calls: string[] } {
  const calls: string[] = [];
  const fetcher: typeof fetch = async (input) => {
    calls.push(String(input));
    const body = bodies[Math.min(calls.length - 1, bodies.length - 1)] as { code: number };
    return new Response(JSON.stringify(body), { status: body.code, headers: { 'content-type': 'application/json' } });
  };
  return { fetcher, calls };
}

let removePrompt: (() => void) | null = null;
afterEach(() => removePrompt?.());

describe('a call refused for want of a step-up', () => {
  it('asks for a proof and, once given, goes again', async () => {
    const asked: StepUpMethod[][] = [];
    removePrompt = setStepUpPrompt(async (methods) => {
      asked.push(methods);
      return true;
    });
    const { fetcher, calls } = answers(REFUSED, { code: 200, msg: 'Saved' });
    const reply = await createHttpRequest(fetcher)('PUT', 'api/admin/updateBox/1', { body: { name: 'Box' } });
    expect(reply).toEqual({ code: 200, msg: 'Saved' });
    expect(asked).toEqual([['password']]);
    expect(calls).toHaveLength(2);
  });

  it('fails as the server said when the admin gives up, or is refused again', async () => {
    removePrompt = setStepUpPrompt(async () => false);
    const given = answers(REFUSED);
    await expect(createHttpRequest(given.fetcher)('PUT', 'api/admin/updateBox/1')).rejects.toMatchObject({
      status: 403,
      message: REFUSED.msg,
    });
    expect(given.calls).toHaveLength(1);

    removePrompt();
    removePrompt = setStepUpPrompt(async () => true);
    const again = answers(REFUSED, REFUSED);
    const error: unknown = await createHttpRequest(again.fetcher)('PUT', 'api/admin/updateBox/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(again.calls).toHaveLength(2);
  });

  it('leaves any other 403 alone', async () => {
    let asked = 0;
    removePrompt = setStepUpPrompt(async () => {
      asked += 1;
      return true;
    });
    const { fetcher } = answers({ code: 403, msg: 'You do not have permission' });
    await expect(createHttpRequest(fetcher)('GET', 'api/admin/getBox')).rejects.toMatchObject({ status: 403 });
    expect(asked).toBe(0);
  });
});
