// setPassword receives base64 of the UTF-8 password (spec 000 §5); decode it strictly.

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The password, or null when the text is not base64 of valid UTF-8. */
export function decodeBase64Password(encoded: string): string | null {
  const text = encoded.trim();
  if (!BASE64.test(text)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'base64'));
  } catch {
    return null;
  }
}
