import { useEffect, useState } from 'react';

/** The picture at `url` once it has loaded (null until then, and when there is none). */
export function useImage(url: string | undefined): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!url) return;
    const loading = new Image();
    loading.onload = () => setImage(loading);
    loading.src = url;
    return () => {
      loading.onload = null;
    };
  }, [url]);
  return image;
}
