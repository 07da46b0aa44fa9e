// Runs before the first paint (a classic script at the top of index.html's body): the theme the
// user chose last, which app/preferences.ts copies here from the stored preferences. "system" (or
// nothing stored) leaves the page to prefers-color-scheme. Also the language's `lang` and `dir`
// (app/i18n/setup.ts copies them), so that the static shell of an Arabic or Persian user is
// mirrored from the first paint.
try {
  var theme = localStorage.getItem('shoal.theme');
  if (theme === 'dark' || theme === 'light') document.body.dataset.theme = theme;
  var lang = localStorage.getItem('shoal.lang');
  if (lang) document.documentElement.lang = lang;
  if (localStorage.getItem('shoal.dir') === 'rtl') document.documentElement.dir = 'rtl';
  // variant26: the interface variant (`ui-v2`, app/variant/choice.ts copies it), for a static shell
  // that would differ by variant. The static shell has no data-shell: neither variant's frame shows
  // before the app has read the preference from IndexedDB and picked its route table.
  if (localStorage.getItem('shoal.ui-v2') === 'false') document.documentElement.dataset.uiVariant = 'classic';
} catch {
  // No storage (a locked-down browser): the app applies the theme once it runs.
}
