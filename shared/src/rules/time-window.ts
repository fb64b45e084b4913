/**
 * A delivery's time window as the supplier plans it (issue 41, depot orders in the back
 * office): 'HH:mm-HH:mm' on one day, the end after the start ('08:00-12:00'). Spaces around
 * the dash and a single-digit hour ('8:00 - 12:00') are read as well and written back in
 * the one form the database keeps (migration 054's CHECK).
 */
export type TTimeWindowCheck =
  { ok: true; window: string } | { ok: false; reason: 'format' | 'order' };

const WINDOW = /^\s*(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})\s*$/;

function minutesOf(hours: string, minutes: string): number | null {
  const h = Number(hours);
  const m = Number(minutes);
  return h <= 23 && m <= 59 ? h * 60 + m : null;
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Reads a typed time window; answers it in 'HH:mm-HH:mm', or why it is refused. */
export function checkTimeWindow(text: string | null | undefined): TTimeWindowCheck {
  const match = WINDOW.exec(text ?? '');
  if (!match) return { ok: false, reason: 'format' };
  const start = minutesOf(match[1] ?? '', match[2] ?? '');
  const end = minutesOf(match[3] ?? '', match[4] ?? '');
  if (start === null || end === null) return { ok: false, reason: 'format' };
  if (end <= start) return { ok: false, reason: 'order' };
  return { ok: true, window: `${clock(start)}-${clock(end)}` };
}
