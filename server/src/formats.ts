import { DateTime } from 'luxon';

// Every date the console shows is Japanese time, whatever the server's zone.
export const toJstDate = (date: Date): string => DateTime.fromJSDate(date).setZone('Asia/Tokyo').toFormat('yyyy/MM/dd');
export const toJstDateTime = (date: Date): string => DateTime.fromJSDate(date).setZone('Asia/Tokyo').toFormat('yyyy/MM/dd HH:mm');
