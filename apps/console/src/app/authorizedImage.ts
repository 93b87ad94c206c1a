import { useEffect, useState } from 'react';
import { apiClient } from './api.ts';

/**
 * An image the API serves behind the session's token (a creative's preview, a screenshot), as
 * an object URL while the component shows it; undefined until it has loaded.
 */
export function useAuthorizedImage(path: string) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let objectUrl: string | undefined;
    const controller = new AbortController();
    apiClient
      .getResponse(path, { signal: controller.signal })
      .then((response) => response.blob())
      .then((blob) => {
        // No content (204): there is no image to show.
        if (blob.size === 0) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {});
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
