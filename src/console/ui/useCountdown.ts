import { useEffect, useState } from 'react';

/** Seconds left of a countdown started with start(seconds); 0 when idle. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return [left, (seconds) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }];
}
