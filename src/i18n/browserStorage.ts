/**
 * localStorage for reading the language. Where the browser blocks storage, even reaching
 * `window.localStorage` throws: that happens inside `getItem`, which readStoredLanguage
 * guards (the visitor then gets the default language).
 */
export function browserStorage(): Pick<Storage, 'getItem'> {
  return { getItem: (key) => window.localStorage.getItem(key) };
}
