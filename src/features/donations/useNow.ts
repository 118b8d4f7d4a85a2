import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so offers turn 'expired' on screen without a reload. */
export function useNow(intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
