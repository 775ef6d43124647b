/**
 * The endpoint list (issue 15 "Done when"): every call of the spec, parsed from the endpoint tables
 * and lists of core.md and operations.md, is
 * (a) made by the admin: declared in its source (the descriptors' endpoint rows src/resources/<entity>/index.ts,
 *     the custom methods src/dataProvider/methods/*, the session and sign-in calls ...), found by
 *     reading every `api/admin/...` string of src/ with the method it is sent with; and
 * (b) answered by the server: buildApp registers a route for it (a request without a token gets
 *     the guard's answer, never "no such route").
 * The spec's calls come from tests/spec (kept in step with the spec by spec-calls.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestServer, type TestServer } from './helpers';
import { callKey, isMethod, specCalls, type Method } from '../spec/specCalls';

const root = path.resolve(import.meta.dirname, '../..');

/** QA mode's fake shop answers calls, it does not make them: it is no evidence of the admin's calls. */
const NOT_THE_ADMIN = [path.join(root, 'src', 'dataProvider', 'fake'), path.join(root, 'src', 'qa')];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_THE_ADMIN.includes(full) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A string or template literal's text, each `${...}` as `{}`. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return null;
}

function methodArgument(call: ts.CallExpression): Method | null {
  for (const argument of call.arguments) {
    const text = literalText(argument);
    if (text !== null && isMethod(text)) return text;
  }
  return null;
}

/**
 * The method a path literal is sent with: a `method` beside its `path` in an endpoint row, a method
 * argument of the call it is given to (directly or through fillPath), or, for a helper taking only
 * the path (selectList), the method of the request made inside that helper in the same file.
 */
function methodOf(node: ts.Node, file: ts.SourceFile): Method | null {
  let current: ts.Node = node;
  for (let depth = 0; depth < 4 && current.parent; depth += 1) {
    const parent = current.parent;
    if (ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) {
      for (const property of parent.parent.properties) {
        if (ts.isPropertyAssignment(property) && property.name.getText(file) === 'method') {
          const text = literalText(property.initializer);
          if (text !== null && isMethod(text)) return text;
        }
      }
    }
    if (ts.isCallExpression(parent)) {
      const method = methodArgument(parent);
      if (method) return method;
      if (ts.isIdentifier(parent.expression)) {
        const helper = parent.expression.text;
        let inner: Method | null = null;
        const visit = (n: ts.Node): void => {
          if (inner) return;
          if (ts.isFunctionDeclaration(n) && n.name?.text === helper && n.body) {
            const find = (m: ts.Node): void => {
              if (!inner && ts.isCallExpression(m)) inner = methodArgument(m);
              if (!inner) ts.forEachChild(m, find);
            };
            find(n.body);
          }
          ts.forEachChild(n, visit);
        };
        visit(file);
        if (inner) return inner;
      }
    }
    current = parent;
  }
  return null;
}

/** Every `api/admin/...` string of the admin's source, with the method it is sent with. */
function adminCalls(): { calls: Map<string, string>; unresolved: string[] } {
  const calls = new Map<string, string>();
  const unresolved: string[] = [];
  for (const fileName of sourceFiles(path.join(root, 'src'))) {
    const file = ts.createSourceFile(fileName, fs.readFileSync(fileName, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const text = literalText(node);
      if (text !== null && /^\/?api\/admin\/\w/.test(text)) {
        const method = methodOf(node, file);
        const where = `${path.relative(root, fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        if (method) calls.set(callKey(method, text), where);
        else unresolved.push(`${where} ${text}`);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, unresolved };
}

describe('every call of the spec', () => {
  const spec = new Set(specCalls());
  let server: TestServer;

  beforeAll(async () => {
    server = await makeTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('(a) the admin makes each one: none of the spec calls is missing from its declared calls', () => {
    const { calls, unresolved } = adminCalls();
    // every path the admin names is sent with a method the reader can see
    expect(unresolved).toEqual([]);
    const missing = [...spec].filter((call) => !calls.has(call)).sort();
    expect(missing).toEqual([]);
  });

  it('(b) the server answers each one: buildApp registers its route', async () => {
    // the check tells a missing route: a path no route has, or a known path with another method, is 404
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/getNoSuchThing' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: '/api/admin/getPlayBox' })).statusCode).toBe(404);
    const unanswered: string[] = [];
    for (const call of spec) {
      const [method, callPath] = call.split(' ') as [Method, string];
      const url = `/${callPath.replaceAll('{}', '000000000000000000000000')}`;
      const reply = await server.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      // without a token a registered route answers 401 (or 400 for the sign-in's empty body), never 404
      if (reply.statusCode === 404) unanswered.push(call);
    }
    expect(unanswered).toEqual([]);
  });
});
