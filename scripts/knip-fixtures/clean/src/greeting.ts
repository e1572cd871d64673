/** A type in the signature of an exported function may stay exported (knip.config.ts). */
export interface Person {
  name: string;
}

export function greet(person: Person): string {
  return `Hello, ${person.name}`;
}
