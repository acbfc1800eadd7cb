const unavailable: Pick<Storage, 'getItem'> = { getItem: () => null };

/** localStorage, or an empty store where the browser blocks it (reading it then throws). */
export function browserStorage(): Pick<Storage, 'getItem'> {
  try {
    return window.localStorage;
  } catch {
    return unavailable;
  }
}
