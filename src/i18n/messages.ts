/**
 * A message of the shop's rules, independent of the language: a catalogue key and the values of its
 * placeholders, as react-admin's validators return them (`'validation.required'` or
 * `{ message: 'resources.users.block.confirmBlock', args: { name } }`). src/domain returns these; the admin
 * translates them with react-admin's translate (inputs do it by themselves) and the server with
 * `t()` (server/http.ts), in English, so the contract's texts stay exactly as the spec writes them.
 */
import type { Catalogue } from './en';

type DotKeys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : DotKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted key of the catalogue, e.g. 'server.login.success' or 'validation.required'. */
export type MessageKey = DotKeys<Catalogue>;

export type MessageArgs = Record<string, string | number>;

export type DomainMessage = MessageKey | { message: MessageKey; args: MessageArgs };

/** The key and values of a domain message, whichever form it has. */
export function messageParts(message: DomainMessage): { key: MessageKey; args: MessageArgs } {
  return typeof message === 'string' ? { key: message, args: {} } : { key: message.message, args: message.args };
}

/** Translates a domain message with a react-admin style translate function. */
export function translateMessage(translate: (key: string, args?: MessageArgs) => string, message: DomainMessage): string {
  const { key, args } = messageParts(message);
  return translate(key, args);
}
