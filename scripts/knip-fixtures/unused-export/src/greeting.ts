/** Exported but used only in this file: knip must report it (drop the `export`). */
export const SALUTATION = 'Hello';

export function greet(name: string): string {
  return `${SALUTATION}, ${name}`;
}

/** Exported, and imported by no file: knip must report it. */
export function farewell(name: string): string {
  return `Goodbye, ${name}`;
}
