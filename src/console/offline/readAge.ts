const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time of a stored answer for "as of …": HH:mm (local) when it is from today, else
 * YYYY-MM-DD HH:mm (pure, unit-tested).
 */
export function readAgeTime(at: number, now: number = Date.now()): string {
  const d = new Date(at);
  const n = new Date(now);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const sameDay = d.getFullYear() === n.getFullYear() && d.getMonth() === n.getMonth() && d.getDate() === n.getDate();
  return sameDay ? time : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
}
