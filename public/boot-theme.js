// Runs before the first paint (a classic script at the top of index.html's body): the theme the
// user chose last, which app/preferences.ts copies here from the stored preferences. "system" (or
// nothing stored) leaves the page to prefers-color-scheme.
try {
  var theme = localStorage.getItem('shoal.theme');
  if (theme === 'dark' || theme === 'light') document.body.dataset.theme = theme;
} catch {
  // No storage (a locked-down browser): the app applies the theme once it runs.
}
