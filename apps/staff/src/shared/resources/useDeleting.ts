import { useRef, useState } from 'react';

/**
 * The row a delete confirmation is open for. The dialog fades out after the row is gone, so `shown` keeps the
 * last row it was opened for, to go on showing its name.
 */
export function useDeleting<Item>() {
  const [deleting, setDeleting] = useState<Item | null>(null);
  const last = useRef<Item | null>(null);
  if (deleting) last.current = deleting;
  return { deleting, setDeleting, shown: last.current };
}
