// Account keys say their provider: g_… is a Google store, y_… a Yahoo!プレイス store.
export interface PostTargets {
  google: string[];
  yahoo: string[];
}

export const splitTargets = (keys: readonly string[]): PostTargets => ({
  google: keys.filter((k) => k.startsWith('g_')),
  yahoo: keys.filter((k) => k.startsWith('y_')),
});
