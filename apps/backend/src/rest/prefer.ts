/** The `Prefer` header (docs/supabase-contract.md §5.1: values arrive comma-joined in one header). */

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing: 'default' | 'null' | undefined;
  /** The items understood, echoed in `Preference-Applied`. */
  applied: string[];
}

/** Unknown or malformed preferences are ignored, as PostgREST does without `handling=strict`. */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missing: undefined,
    applied: [],
  };
  if (!header) return prefs;
  for (const raw of header.split(',')) {
    const item = raw.trim();
    const [name, value] = item.split('=').map((part) => part.trim());
    if (name === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
      prefs.applied.push(item);
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
      prefs.applied.push(item);
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
      prefs.applied.push(item);
    } else if (name === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
      prefs.applied.push(item);
    }
  }
  return prefs;
}
