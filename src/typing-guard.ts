// One rule for every global keyboard shortcut (the player's, the app's): keys typed into a text
// field, a list box or an editable region belong to it (spec 02 section 5). Structural, so it runs
// in Node tests with plain objects as targets.

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
}

const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** True when the key event's target keeps its keys: an input, a textarea, a select, an editable region. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as ElementLike | null;
  if (element === null || typeof element !== 'object') return false;
  const tag = element.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || element.isContentEditable === true) return true;
  const role = element.getAttribute?.('role');
  return role !== null && role !== undefined && FIELD_ROLES.has(role);
}
