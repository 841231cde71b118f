import type { MenuReflection } from '../business-menus.api';

/** Whether a reflection is still queued or being sent somewhere, so its outcome is worth asking for again. */
export const isReflecting = (reflections: MenuReflection[]): boolean => reflections.some((r) => r.status === 'pending' || r.status === 'running');
