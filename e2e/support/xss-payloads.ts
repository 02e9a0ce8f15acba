/**
 * Cross-site scripting payloads for the e2e tests of every place users write text others read
 * (notes, chat messages and file names, assistant replies). Each one, if it ever ran, would open
 * a dialog or set `window.__xss`; a test asserts neither happened and that no active element
 * (script, frame, object, handler attribute, `javascript:` link) reached the page.
 * Drawn from the OWASP filter evasion cheat sheet and published mutation-XSS cases.
 */
const RUN = 'window.__xss=1;alert(1)';

export const XSS_PAYLOADS: readonly string[] = [
  // Script elements
  `<script>${RUN}</script>`,
  `<SCRIPT>${RUN}</SCRIPT>`,
  `<script src="data:text/javascript,${RUN}"></script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `"><script>${RUN}</script>`,
  `'><script>${RUN}</script>`,
  `</textarea><script>${RUN}</script>`,
  `</title><script>${RUN}</script>`,
  `<script>/*</script><img src=x onerror="${RUN}">*/</script>`,
  // Event handler attributes
  `<img src=x onerror="${RUN}">`,
  `<img src="x" onerror=${RUN}>`,
  `<IMG SRC=x ONERROR="${RUN}">`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<body onload="${RUN}">`,
  `<svg onload="${RUN}">`,
  `<svg/onload=${RUN}>`,
  `<input autofocus onfocus="${RUN}">`,
  `<details open ontoggle="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}">`,
  `<marquee onstart="${RUN}">x</marquee>`,
  `<div onmouseover="${RUN}" style="position:fixed;inset:0">hover</div>`,
  `<a onclick="${RUN}" href="#">click</a>`,
  `<select autofocus onfocus="${RUN}"></select>`,
  `<textarea autofocus onfocus="${RUN}"></textarea>`,
  `<keygen autofocus onfocus="${RUN}">`,
  `<span data-user-id="1" onpointerenter="${RUN}">@someone</span>`,
  // javascript: and data: URLs
  `<a href="javascript:${RUN}">link</a>`,
  `<a href="JaVaScRiPt:${RUN}">link</a>`,
  `<a href="&#106;avascript:${RUN}">link</a>`,
  `<a href="java&#x09;script:${RUN}">link</a>`,
  `<a href=" javascript:${RUN}">link</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">link</a>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<form action="javascript:${RUN}"><button>send</button></form>`,
  `<button formaction="javascript:${RUN}">go</button>`,
  `<math><a xlink:href="javascript:${RUN}">m</a></math>`,
  // SVG
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"/></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="20" y="20">s</text></a></svg>`,
  `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${RUN}'/></svg>#x"/></svg>`,
  // CSS
  `<div style="background:url(javascript:${RUN})">css</div>`,
  `<div style="width:expression(${RUN})">css</div>`,
  `<style>@import 'javascript:${RUN}';</style>`,
  `<link rel="stylesheet" href="javascript:${RUN}">`,
  `<style>*{background:url("javascript:${RUN}")}</style>`,
  // Mutation XSS (parser differentials)
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>`,
  `<listing>&lt;img src=x onerror=${RUN}&gt;</listing>`,
  `<xmp><img src=x onerror="${RUN}"></xmp>`,
  `<template><img src=x onerror="${RUN}"></template>`,
  // Other active content
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<isindex action="javascript:${RUN}" type=image>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
];

/** Elements and attributes that would make a payload active if they reached the page. */
export const ACTIVE_CONTENT_SELECTOR = [
  'script',
  'iframe',
  'object',
  'embed',
  'frame',
  'base',
  'meta[http-equiv]',
  'link[rel="stylesheet"]',
  'form[action^="javascript"]',
  'a[href^="javascript" i]',
  'a[href^="data:" i]',
  '[onerror]',
  '[onload]',
  '[onfocus]',
  '[onclick]',
  '[onmouseover]',
  '[ontoggle]',
  '[onbegin]',
  '[onstart]',
  '[onpointerenter]',
  '[formaction]',
  '[srcdoc]',
].join(', ');
