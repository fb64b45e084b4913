/** Base64 of the UTF-8 bytes of `password` (spec 000 §5: encoding, not encryption). */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
