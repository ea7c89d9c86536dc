/**
 * A translation must have exactly the keys of its English namespace: `satisfies Catalogue<…>`
 * on an object literal rejects both missing and extra keys at compile time.
 */
export type Catalogue<Source> = { readonly [Key in keyof Source]: string };
