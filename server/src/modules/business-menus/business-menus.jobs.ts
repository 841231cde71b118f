import type { Deps } from '../../deps';
import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { reflectMenuSet, reflectPendingMenuSets } from './menu-reflect.service';

const reflectionIdOf = idPayload('reflectionId');

/** One saved menu or service list sent to one linked account; the sweep sends what nobody sent. */
export const menuReflectJob = defineSweptJob({
  name: 'business-menus.reflect',
  parse: reflectionIdOf,
  runOne: (deps, { reflectionId }) => reflectMenuSet(deps, reflectionId),
  sweep: reflectPendingMenuSets,
});

export const sendMenuReflection = (deps: Pick<Deps, 'jobs' | 'logger'>) => (reflectionId: number) => menuReflectJob.send(deps, { reflectionId });
