// Correspondence clocks: days per move, optionally not counting weekends
// (Saturday and Sunday, UTC). Pure time arithmetic; "now" is always passed in.
import { plural } from '../games/plural.js';

export const DAYS_PER_MOVE = [1, 2, 3, 5, 7, 10, 14] as const;
export const DEFAULT_DAYS_PER_MOVE = 3;
/** The reminder goes out when this share of a turn's time is used. */
export const REMINDER_AT = 0.8;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move by hand (no test sleeps for real). */
export class ManualClock implements Clock {
  constructor(private t: number = Date.UTC(2026, 10, 23, 12)) {}
  now(): Date {
    return new Date(this.t);
  }
  set(d: Date): void {
    this.t = d.getTime();
  }
  advance(ms: number): void {
    this.t += ms;
  }
  advanceDays(days: number): void {
    this.advance(days * DAY);
  }
  advanceHours(hours: number): void {
    this.advance(hours * HOUR);
  }
}

const isWeekend = (t: number) => {
  const d = new Date(t).getUTCDay();
  return d === 0 || d === 6;
};

/** The next midnight UTC after t. */
const nextMidnight = (t: number) => Math.floor(t / DAY) * DAY + DAY;

/** start + `ms` of clock time, where weekend time does not count if `pauseWeekends`. */
export function addClockTime(start: Date, ms: number, pauseWeekends: boolean): Date {
  if (!pauseWeekends) return new Date(start.getTime() + ms);
  let t = start.getTime();
  let left = ms;
  while (left > 0) {
    const boundary = nextMidnight(t);
    if (isWeekend(t)) {
      t = boundary;
      continue;
    }
    const step = Math.min(left, boundary - t);
    t += step;
    left -= step;
  }
  return new Date(t);
}

/** Clock time elapsed between a and b (b ≥ a), skipping weekends if asked. */
export function clockTimeBetween(a: Date, b: Date, pauseWeekends: boolean): number {
  if (!pauseWeekends) return Math.max(0, b.getTime() - a.getTime());
  let t = a.getTime();
  const end = b.getTime();
  let counted = 0;
  while (t < end) {
    const boundary = Math.min(nextMidnight(t), end);
    if (!isWeekend(t)) counted += boundary - t;
    t = boundary;
  }
  return counted;
}

export function turnLength(daysPerMove: number): number {
  return daysPerMove * DAY;
}

/** "2 days 5 hours", "40 minutes", "overdue". */
export function formatLeft(ms: number): string {
  if (ms <= 0) return 'time is up';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / 60_000);
  if (days > 0) return `${plural(days, 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''}`;
  if (hours > 0) return `${plural(hours, 'hour')}${minutes ? ` ${minutes} min` : ''}`;
  return `${Math.max(1, minutes)} min`;
}

// Vacation bank: starts at 7 days, grows a day per 8 days of membership, at most 30.
export const VACATION_START_DAYS = 7;
export const VACATION_GROWTH_EVERY_DAYS = 8;
export const VACATION_CAP_DAYS = 30;

/** Hours of vacation earned by `now` for someone who joined at `joinedAt`. */
export function vacationEarnedHours(joinedAt: Date, now: Date): number {
  const memberDays = Math.max(0, Math.floor((now.getTime() - joinedAt.getTime()) / DAY));
  return Math.min(VACATION_CAP_DAYS, VACATION_START_DAYS + Math.floor(memberDays / VACATION_GROWTH_EVERY_DAYS)) * 24;
}

export const HOUR_MS = HOUR;
export const DAY_MS = DAY;
