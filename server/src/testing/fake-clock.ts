import type { Clock } from '../clock';

/** A clock tests move by hand, e.g. past the session lifetime. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(seconds: number): void {
    this.current += seconds * 1000;
  }

  set(date: Date): void {
    this.current = date.getTime();
  }
}
