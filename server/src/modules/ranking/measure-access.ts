import { accessRules, type Actor } from '../../../../src/shared/access/access-rules';
import type { MeasureKind } from '../../../../src/shared/ranking/measure-rules';

// Rank data is read from two menus: 順位計測設定 / マップ検索順位 (the map-measure flags) and the keyword section
// (ranking contracts). A session with only the contracts sees the contracted keywords and nothing else; every
// ranking query narrows by these kinds, so an id of another kind answers 404 like another company's.
export function visibleKinds(actor: Actor): MeasureKind[] {
  return accessRules.ranking(actor) ? ['menu', 'contract'] : ['contract'];
}
