// library23: `q` of `mutations/` as a real pod's smart search reads it: `key:value` tokens
// (`is_approved:null|true|false`, `is_applied:true|false`, `target:"album 12"`) and
// free words, every one of which must appear in the summary.

import { addTextSearch, type Conditions, NOTHING } from './list-query';

const TOKEN = /(\w+):("([^"]*)"|(\S*))/g;

export function addMutationSearch(where: Conditions, q: string | undefined): void {
  if (!q) return;
  const free = q.replace(TOKEN, (_match, key: string, _raw: string, quoted?: string, bare?: string) => {
    const value = (quoted ?? bare ?? '').trim().toLowerCase();
    if (key === 'is_approved') {
      if (value === 'null' || value === 'none') where.add('m.is_approved IS NULL');
      else where.add('m.is_approved = ?', value === 'true' ? 1 : 0);
    } else if (key === 'is_applied') where.add('m.is_applied = ?', value === 'true' ? 1 : 0);
    else if (key === 'target') {
      const [kind, id] = value.split(/\s+/);
      if (!kind || !id || !/^\d+$/.test(id)) where.add(NOTHING);
      else where.add('m.target_kind = ? AND m.target_id = ?', kind, Number(id));
    } else return `${key}:${value}`;
    return ' ';
  });
  addTextSearch(where, free, ["coalesce(m.summary, '')"]);
}
