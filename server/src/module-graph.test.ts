import path from 'node:path';
import { buildImportGraph, describeCycle, findCycles } from '../../scripts/server-import-graph';

// The graph leaves test code out (*.test.ts, *.testing.ts and server/src/testing): tests assemble a whole app and may
// reach anything. Type-only imports count.
const graph = buildImportGraph(path.resolve(__dirname));
const isModule = (unit: string) => unit.startsWith('modules/');
const foundations = ['http', 'jobs', 'db', 'providers', 'realtime', 'mail', 'storage', 'tenancy', 'provider-access'];

it('no import cycle runs through a feature module', () => {
  const cycles = findCycles(graph).filter((cycle) => cycle.some(isModule));
  expect(cycles.map((cycle) => describeCycle(cycle, graph))).toEqual([]);
});

it('foundations never import feature modules or composition', () => {
  const upward = graph.edges.filter((edge) => foundations.includes(edge.from) && (isModule(edge.to) || edge.to === 'composition'));
  expect(upward.map((edge) => `${edge.from} -> ${edge.to} (${edge.files.join(', ')})`)).toEqual([]);
});

// What remains are foundations that take the composition root's Deps type while deps.ts builds them; none of them
// reaches a module. A cycle that does not pass through deps.ts is new and fails here.
it('every other cycle is a foundation taking the Deps type that deps.ts builds it into', () => {
  const others = findCycles(graph).filter((cycle) => !cycle.includes('deps'));
  expect(others.map((cycle) => describeCycle(cycle, graph))).toEqual([]);
});
