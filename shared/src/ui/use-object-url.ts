/** An object URL for a Blob (a photo shown on screen), released when the Blob changes or the picture leaves. */
import { useEffect, useMemo } from 'react';

export function useObjectUrl(blob: Blob | undefined | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
