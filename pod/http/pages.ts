// Pages a real pod answers in HTML rather than JSON: Django's own, as a pod in production renders
// them (DEBUG off: no reason is printed). Byte for byte those of a real 1.4.0 pod
// (tests/fixtures/api/real-1.4/login_nocsrf.body), since clients tell them apart by their text.

/** Django's 404 for a path no view answers (a real pod under `/api/v2/` in 1.4, or an unknown API path). */
export const NOT_FOUND_PAGE = `
<!doctype html>
<html lang="en">
<head>
  <title>Not Found</title>
</head>
<body>
  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>
</body>
</html>
`;

const CSRF_HEAD = `
<!DOCTYPE html>
<html lang="en">
<head>
  <meta http-equiv="content-type" content="text/html; charset=utf-8">
  <meta name="robots" content="NONE,NOARCHIVE">
  <title>403 Forbidden</title>
  <style type="text/css">
    html * { padding:0; margin:0; }
    body * { padding:10px 20px; }
    body * * { padding:0; }
    body { font:small sans-serif; background:#eee; color:#000; }
    body>div { border-bottom:1px solid #ddd; }
    h1 { font-weight:normal; margin-bottom:.4em; }
    h1 span { font-size:60%; color:#666; font-weight:normal; }
    #info { background:#f6f6f6; }
    #info ul { margin: 0.5em 4em; }
    #info p, #summary p { padding-top:10px; }
    #summary { background: #ffc; }
    #explanation { background:#eee; border-bottom: 0px none; }
  </style>
</head>
<body>
<div id="summary">
  <h1>Forbidden <span>(403)</span></h1>
`;

/** What Django adds when the refusal is for a missing cookie (its `no_cookie` case). */
const CSRF_NO_COOKIE = `  <p>You are seeing this message because this site requires a CSRF cookie when submitting forms. This cookie is required for security reasons, to ensure that your browser is not being hijacked by third parties.</p>
  <p>If you have configured your browser to disable cookies, please re-enable them, at least for this site, or for “same-origin” requests.</p>
`;

const CSRF_TAIL = `</div>

<div id="explanation">
  <p><small>More information is available with DEBUG=True.</small></p>
</div>

</body>
</html>
`;

/**
 * Django's CSRF refusal (403) of the login view. `noCookie`: the request carried no `csrftoken`
 * cookie at all (the page then explains that the site needs one); otherwise the token was missing
 * from the header, wrong, or the origin was not the pod's, and the page says no more than that.
 */
export function csrfFailurePage(noCookie: boolean): string {
  return `${CSRF_HEAD}  <p>CSRF verification failed. Request aborted.</p>


${noCookie ? CSRF_NO_COOKIE : ''}
${CSRF_TAIL}`;
}
