/** A chosen id as a number, or null. */
export function idOrNull(value: string): number | null {
  const id = Number.parseInt(value, 10);
  return Number.isInteger(id) && id > 0 ? id : null;
}
