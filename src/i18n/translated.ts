/**
 * The shape of a catalogue in another language: exactly the keys of the English one (a missing or
 * an extra key fails the typecheck), every text a string.
 */
export type Translated<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };
