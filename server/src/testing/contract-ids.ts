/**
 * The contract's naming of ids, which the tenancy and status suites both walk: `id`, `ids`, `*_id`, `*_ids`, and
 * custom_groups and accounts (a widget's stores), the lists of ids named otherwise.
 */
export const isIdName = (name: string): boolean => /^(id|ids)$|_ids?$/.test(name) || name === 'custom_groups' || name === 'accounts';
